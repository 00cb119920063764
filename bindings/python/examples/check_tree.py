#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""check_tree.py: checks every Terraform module of a repository with tycon and prints a
table: one row per module directory (a directory holding .tf or .tf.json files, outside
.terraform and hidden directories), with its variable count, errors, warnings and the first
error's summary. Exit status 1 when a module has errors.

usage: check_tree.py [--validate] [--target VERSION] [REPOSITORY]
  --validate   also check resource blocks against provider schemas (tycon validate; the
               schemas of each module's .tycon.hcl)
"""
import argparse
import os
import re
import sys

import tycon

VARIABLE = re.compile(r'^\s*variable\s+"', re.M)


def modules(root):
    """Module directories under root, sorted."""
    for d, dirs, files in os.walk(root):
        dirs[:] = sorted(x for x in dirs if not x.startswith(".") and x != "node_modules")
        if any(f.endswith((".tf", ".tf.json")) for f in files):
            yield d


def count_variables(d):
    n = 0
    for f in os.listdir(d):
        if f.endswith(".tf"):
            with open(os.path.join(d, f), encoding="utf-8", errors="replace") as fh:
                n += len(VARIABLE.findall(fh.read()))
    return n


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--validate", action="store_true")
    ap.add_argument("--target")
    a = ap.parse_args(argv)
    rows = []
    for d in modules(a.root):
        # partial: a module's required variables are set by its callers, not here
        r = tycon.check(d, target=a.target, partial=True)
        if a.validate and r.ok:
            r = tycon.validate(d, target=a.target)
        first = r.errors[0] if r.errors else None
        where = f"{first.filename}:{first.line}" if first and first.filename else ""
        rows.append((os.path.relpath(d, a.root), str(count_variables(d)), str(r.error_count),
                     str(r.warning_count),
                     f"{first.summary} ({where})" if where else first.summary if first else "ok"))
    head = ("module", "vars", "errors", "warnings", "first problem")
    widths = [max(len(x) for x in col) for col in zip(head, *rows)]
    for i, row in enumerate([head] + rows):
        print("  ".join(c.ljust(w) if j in (0, 4) else c.rjust(w)
                        for j, (c, w) in enumerate(zip(row, widths))).rstrip())
        if i == 0:
            print("  ".join("-" * w for w in widths))
    bad = sum(1 for r in rows if r[2] != "0")
    print(f"\n{len(rows)} modules: {len(rows) - bad} valid, {bad} with errors")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
