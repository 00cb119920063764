#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The layering check: arrows point only down.

    tools/ (CLI) -> api/ (include/tycon.h) -> interp/ applications -> interp/ language -> runtime/

Every folder that holds sources has a README.md with a line `May include: F1 F2 ...` naming
the folders its files may include headers from (`runtime/*` names every folder under
runtime/; `(nothing ...)` names none). This script fails (exit 1, one line per violation) when
  - a file includes an internal header from a folder its README does not allow,
  - a README allows a folder of a higher layer (so an upward arrow cannot be allowed by
    editing a README),
  - a file includes an internal header by bare name instead of its path from the root,
  - a source folder has no such line, or holds more than MAX_SOURCES .c files directly.
`include/tycon.h` (the public header) may be included anywhere; tools/ may include nothing
else but headers of its own folder.

Usage: check_layers.py [ROOT]   (ROOT: the project root; default: this script's parent)
"""
import os
import re
import sys

TOP_RANK = {"runtime": 0, "grammar": 1, "interp": 1, "api": 2, "tools": 3}
# Within interp/: the language (0), the configuration model (1), the applications on it in
# their order (a folder may include only folders of a lower or equal rank; equal: eval and
# funcs, the two halves of one layer).
INTERP_RANK = {"syntax": 0, "eval": 0, "funcs": 0, "typeexpr": 0, "schema": 1, "config": 1,
               "check": 2, "modcall": 3, "validate": 4, "console": 3, "lsp": 5,
               "diff": 3}
SOURCE_EXT = (".c", ".h", ".re", ".y")
GENERATED = {"parser.h"}          # the lemon parser's header, in the build directory
PUBLIC = "tycon.h"
MAX_SOURCES = 24
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def source_folders(root):
    out = []
    for top in TOP_RANK:
        base = os.path.join(root, top)
        for d, _dirs, files in os.walk(base):
            if any(f.endswith(SOURCE_EXT) for f in files):
                out.append(os.path.relpath(d, root).replace(os.sep, "/"))
    return sorted(out)


def rank(folder):
    """(top-level rank, rank within interp/) of a source folder; unknown interp/ folders
    rank as applications above all others, so a new one must be placed here."""
    parts = folder.split("/")
    sub = INTERP_RANK.get(parts[1], 9) if parts[0] == "interp" and len(parts) > 1 else 0
    return (TOP_RANK[parts[0]], sub)


def allowed_of(root, folder, folders, errors):
    readme = os.path.join(root, folder, "README.md")
    lines = []
    if os.path.isfile(readme):
        for ln in open(readme, encoding="utf-8"):
            if ln.startswith("May include:"):
                lines.append(ln[len("May include:"):].strip())
    if not lines:
        errors.append(f"{folder}/README.md: no 'May include:' line")
        return set()
    toks = []
    for line in lines:          # every such line counts; "(...)" is a comment
        toks += re.sub(r"\([^)]*\)?", " ", line).split()
    allowed = set()
    for tok in toks:
        if tok.endswith("/*"):
            prefix = tok[:-1]
            allowed.update(f for f in folders if f.startswith(prefix))
        elif tok in folders:
            allowed.add(tok)
        else:
            errors.append(f"{folder}/README.md: 'May include:' names {tok}, which holds no sources")
    me = rank(folder)
    for a in sorted(allowed):
        if rank(a) > me:
            errors.append(f"{folder}/README.md: allows {a}, a higher layer")
    return allowed


def check_file(root, folder, name, allowed, errors):
    path = os.path.join(root, folder, name)
    rel = f"{folder}/{name}"
    count = 0
    with open(path, encoding="utf-8", errors="replace") as fh:
        for no, ln in enumerate(fh, 1):
            m = INCLUDE.match(ln)
            if not m:
                continue
            count += 1
            inc = m.group(1)
            if inc == PUBLIC:
                continue
            if "/" not in inc:
                if os.path.isfile(os.path.join(root, folder, inc)) or inc in GENERATED:
                    continue
                errors.append(f"{rel}:{no}: includes \"{inc}\" by bare name; include internal "
                              f"headers by their path from the project root")
                continue
            target = os.path.dirname(inc)
            if not os.path.isfile(os.path.join(root, inc)):
                errors.append(f"{rel}:{no}: includes \"{inc}\", which does not exist")
            elif target != folder and target not in allowed:
                errors.append(f"{rel}:{no}: includes \"{inc}\": {folder} may not include "
                              f"{target} (see {folder}/README.md)")
    return count


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                           os.path.join(os.path.dirname(__file__), ".."))
    folders = source_folders(root)
    errors = []
    nfiles = nincl = 0
    for folder in folders:
        allowed = allowed_of(root, folder, folders, errors)
        names = sorted(os.listdir(os.path.join(root, folder)))
        nsrc = sum(1 for n in names if n.endswith(".c"))
        if nsrc > MAX_SOURCES:
            errors.append(f"{folder}: {nsrc} .c files directly (at most {MAX_SOURCES}): "
                          f"split it into subfolders")
        for n in names:
            if n.endswith(SOURCE_EXT):
                nfiles += 1
                nincl += check_file(root, folder, n, allowed, errors)
    for e in errors:
        print(e)
    print(f"layering: {len(folders)} folders, {nfiles} files, {nincl} includes, "
          f"{len(errors)} violation{'s' if len(errors) != 1 else ''}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
