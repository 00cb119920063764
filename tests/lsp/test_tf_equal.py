#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The diagnostics `tycon lsp` publishes for `.tf` / `.tf.json` documents equal those of the
CLI on the same files: for each golden module of tests/check and tests/validate (the root
directory of each case; the validate cases get a .tycon.hcl listing their SCHEMAS), every
configuration file of the root is opened in one server, and each document's published
diagnostics (range as byte offsets, severity, "summary\\ndetail") must be exactly the union,
duplicates once, of those `tycon check --partial -json DIR` and (with schemas)
`tycon validate -json DIR` locate in that file, plus at 0:0 those without a location or
located in a file that is no configuration (a schema file, .tycon.hcl).

Usage: test_tf_equal.py TYCON [K/N]

With K/N only the K-th of N shares of the modules is compared (1 <= K <= N; module i is in
share i % N + 1): CTest runs the shares as separate tests, so the suite's time stays within a
test's limit as the golden modules grow (under ASan each module costs ~0.3 s of start-up)."""
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lspclient import Client, uri  # noqa: E402

TYCON = os.path.abspath(sys.argv[1])
SHARD, SHARDS = (int(x) for x in (sys.argv[2] if len(sys.argv) > 2 else "1/1").split("/"))
TESTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
ENV = {k: v for k, v in os.environ.items() if not k.startswith("TF_")}


def cli(args, d):
    p = subprocess.run([TYCON] + args + ["-json", d], cwd=d, env=ENV, capture_output=True)
    try:
        return json.loads(p.stdout)["diagnostics"]
    except (ValueError, KeyError):
        raise SystemExit(f"{d}: {args}: no JSON output: {p.stdout[:200]!r} {p.stderr[:200]!r}")


def message(g):
    return g["summary"] + ("\n" + g["detail"] if g.get("detail") else "")


def expected(d, files, validate):
    diags = cli(["check", "--partial"], d) + (cli(["validate"], d) if validate else [])
    out = {f: set() for f in files}
    for g in diags:
        sev = 1 if g["severity"] == "error" else 2
        r = g.get("range")
        if not r:
            for f in files:
                out[f].add((0, 0, sev, message(g)))
            continue
        f = os.path.normpath(os.path.join(d, r["filename"]))
        if not f.endswith((".tf", ".tf.json", ".tofu", ".tofu.json", ".tfvars", ".tfvars.json")):
            for f in files:  # a schema file, .tycon.hcl: at the start of every document
                out[f].add((0, 0, sev, message(g)))
        elif f in out:  # (a position cannot pass the end of the document)
            size = os.path.getsize(f)
            out[f].add((min(r["start"]["byte"], size), min(r["end"]["byte"], size), sev,
                        message(g)))
    return {f: sorted(v) for f, v in out.items()}


def offset(text, pos):
    """The byte offset of an LSP position (UTF-16 characters)."""
    lines = text.encode().split(b"\n")
    line, ch = pos["line"], pos["character"]
    off = sum(len(x) + 1 for x in lines[:line])
    s = lines[line].decode() if line < len(lines) else ""
    units = 0
    for c in s:
        if units >= ch:
            break
        units += 2 if ord(c) >= 0x10000 else 1
        off += len(c.encode())
    return off


def published(d, files):
    c = Client(TYCON, env=ENV)
    c.initialize(d)
    texts = {}
    for f in files:
        texts[f] = open(f, encoding="utf-8").read()
        c.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri(f), "languageId": "terraform", "version": 1, "text": texts[f]}})
    c.request("shutdown", None, timeout=60)  # answered after every notification before it
    c.notify("exit")
    c.close()
    last = {}
    for m in c.notes:
        if m.get("method") == "textDocument/publishDiagnostics":
            last[m["params"]["uri"]] = m["params"]["diagnostics"]
    out = {}
    for f in files:
        got = []
        for g in last.get(uri(f), []):
            got.append((offset(texts[f], g["range"]["start"]), offset(texts[f], g["range"]["end"]),
                        g["severity"], g["message"]))
        out[f] = sorted(got)
    return out


def cases():
    for name in sorted(os.listdir(os.path.join(TESTS, "check"))):
        d = os.path.join(TESTS, "check", name)
        if os.path.isdir(d):
            yield "check/" + name, d, None
    for name in sorted(os.listdir(os.path.join(TESTS, "validate"))):
        d = os.path.join(TESTS, "validate", name)
        if os.path.isfile(os.path.join(d, "SCHEMAS")):
            schemas = [os.path.join(TESTS, "validate", "schemas", s.strip())
                       for s in open(os.path.join(d, "SCHEMAS")) if s.strip()]
            yield "validate/" + name, d, schemas


# tests/lsp/tfmod made wrong in a few ways: (main.tf edits, .tycon.hcl)
TOY = os.path.join(TESTS, "validate", "schemas", "toy.json")
VARIANTS = [
    ("errors", [("cpu = 2", 'cpu = "two"\n    gpu = 1'), ("size = 3", 'size = "big"\n  colour = 1'),
                ('default     = "dev"', "default     = [1]")], 'provider_schemas = ["%s"]' % TOY),
    ("rule", [('"app-${var.env}"', '"application-${var.env}"')], 'provider_schemas = ["%s"]' % TOY),
    ("no_schema_file", [], 'provider_schemas = ["missing.json"]'),
    ("bad_target", [], 'target = "terraform@0.1"'),
    ("bad_project", [], 'provider_schemas = ['),
]


def variants(tmp):
    for name, edits, project in VARIANTS:
        d = os.path.join(tmp, "tfmod_" + name)
        shutil.copytree(os.path.join(TESTS, "lsp", "tfmod"), d)
        text = open(os.path.join(d, "main.tf")).read()
        for old, new in edits:
            text = text.replace(old, new)
        with open(os.path.join(d, "main.tf"), "w") as f:
            f.write(text)
        with open(os.path.join(d, ".tycon.hcl"), "w") as f:
            f.write(project + "\n")
        yield "tfmod/" + name, d, project.startswith("provider_schemas")


def main():
    failures, n, ndiag = [], 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        todo = []
        for name, src, schemas in cases():
            d = os.path.join(tmp, name.replace("/", "_"))
            shutil.copytree(src, d, symlinks=True)
            if schemas is not None:
                with open(os.path.join(d, ".tycon.hcl"), "w") as f:
                    f.write("provider_schemas = [%s]\n" % ", ".join(json.dumps(s) for s in schemas))
            todo.append((name, d, schemas is not None))
        todo += list(variants(tmp))
        todo = [t for i, t in enumerate(todo) if i % SHARDS + 1 == SHARD]
        for name, d, validate in todo:
            files = sorted(os.path.join(d, f) for f in os.listdir(d)
                           if f.endswith(".tf") or f.endswith(".tf.json"))
            if not files:
                continue
            n += 1
            want = expected(d, files, validate)
            got = published(d, files)
            for f in files:
                ndiag += len(want[f])
                if got[f] != want[f]:
                    failures.append(name)
                    print(f"FAIL {name}/{os.path.basename(f)}")
                    for x in want[f]:
                        if x not in got[f]:
                            print(f"  missing:   {x!r}")
                    for x in got[f]:
                        if x not in want[f]:
                            print(f"  unexpected: {x!r}")
    print(f"share {SHARD}/{SHARDS}: {n} modules, {ndiag} diagnostics compared, {len(set(failures))} module(s) differ")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
