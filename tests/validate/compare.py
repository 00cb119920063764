#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Compares `tycon validate --compat=terraform` with the recorded `terraform validate`
output of the cases in this directory (recordings written by record.sh; no terraform is
needed here).

usage: compare.py [--show N] TYCON CASE_DIR...

For each case directory, in that directory (so that file names read "main.tf", as in the
recordings), it runs

    TYCON validate --compat=terraform -json --provider-schema=ABS/schemas/X.json ... .
    TYCON validate --compat=terraform -no-color --provider-schema=ABS/schemas/X.json ... .

with one --provider-schema per line of the case's SCHEMAS file, and compares:
  - the exit status of each run with validate.rc (line 1: -json run, line 2: -no-color run;
    line 3 names the terraform version recorded);
  - -json: format_version, valid, error_count, warning_count and the multiset of
    diagnostics (each one whole, as canonical JSON) with validate.json;
  - -no-color (standard output and standard error together): the multiset of diagnostic
    paragraphs (from an "Error: " or "Warning: " line to the next one) and the final
    "Success! ..." paragraph, with validate.txt.
The "Provider development overrides are in effect" warning that terraform prints because
of mockprov's dev_overrides is dropped from the recordings (warning_count is lowered by
one, and a "Success! The configuration is valid, but there were some validation warnings
as shown above." left with no other warning becomes "Success! The configuration is
valid."). As tests/check/compare_recorded.sh does, tycon runs with --target=terraform@X.Y
of the recording's version (validate.rc line 3), so each version's own wording (such as the
", but have X" clause Terraform 1.13 added to type errors) is compared as it is. Prints "ok CASE" or "FAIL CASE" with the first differences (--show, default 3,
per kind), then "N/M cases match"; exits 1 when a case differs.
"""
import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMAS = os.path.join(HERE, "schemas")
DEV_OVERRIDES = "Provider development overrides are in effect"
SUCCESS = "Success! The configuration is valid."
TIMEOUT = 300


def canon(diag):
    return json.dumps(diag, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def is_dev_overrides(diag):
    return diag.get("severity") == "warning" and diag.get("summary") == DEV_OVERRIDES


def strip_dev_overrides_json(doc):
    """(doc without the dev-overrides warning, its warning_count adjusted)"""
    diags = doc.get("diagnostics") or []
    kept = [d for d in diags if not is_dev_overrides(d)]
    doc = dict(doc)
    doc["diagnostics"] = kept
    if isinstance(doc.get("warning_count"), int):
        doc["warning_count"] -= len(diags) - len(kept)
    return doc


HEAD = re.compile(r"^(Error|Warning): ")
def target_of(version_line):
    """--target=terraform@X.Y for a recording's "Terraform vX.Y.Z" line (none if unknown)."""
    m = re.match(r"Terraform v(\d+)\.(\d+)", version_line or "")
    return ["--target=terraform@%s.%s" % (m.group(1), m.group(2))] if m else []


def paragraphs(text):
    """Splits -no-color output into diagnostic paragraphs (from an "Error: "/"Warning: "
    line to the next one, trailing blank lines removed), the "Success! ..." paragraph, and
    any other non-blank lines (kept as paragraphs of their own, so they are compared too)."""
    out, cur = [], None
    for line in text.split("\n"):
        if HEAD.match(line) or line.startswith("Success! "):
            if cur is not None:
                out.append(cur)
            cur = [line]
        elif cur is not None:
            cur.append(line)
        elif line.strip():
            out.append([line])
    if cur is not None:
        out.append(cur)
    result = []
    for p in out:
        while p and not p[-1].strip():
            p.pop()
        result.append("\n".join(p))
    return result


def expected_paragraphs(text):
    paras = [p for p in paragraphs(text) if not p.startswith("Warning: " + DEV_OVERRIDES + "\n")
             and p != "Warning: " + DEV_OVERRIDES]
    has_warning = any(p.startswith("Warning: ") for p in paras)
    fixed = []
    for p in paras:
        if p.startswith("Success! ") and not has_warning:
            p = SUCCESS
        fixed.append(p)
    return fixed


def run(cmd, cwd, merge):
    try:
        r = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT if merge else subprocess.PIPE,
                           timeout=TIMEOUT)
    except FileNotFoundError as e:
        return None, "", str(e)
    except subprocess.TimeoutExpired:
        return None, "", "timed out after %d s" % TIMEOUT
    return (r.returncode, r.stdout.decode("utf-8", "replace"),
            "" if merge else r.stderr.decode("utf-8", "replace"))


def describe(diag):
    rng = diag.get("range")
    where = "(no range)"
    if rng:
        where = "%s:%d,%d-%d,%d" % (rng.get("filename"), rng["start"]["line"], rng["start"]["column"],
                                    rng["end"]["line"], rng["end"]["column"])
    return "%s %r at %s" % (diag.get("severity"), diag.get("summary"), where)


def field_diffs(want, got):
    """Lines naming the fields in which two diagnostics differ."""
    lines = []
    for k in sorted(set(want) | set(got)):
        if want.get(k) != got.get(k):
            if isinstance(want.get(k), dict) and isinstance(got.get(k), dict):
                for sub in sorted(set(want[k]) | set(got[k])):
                    if want[k].get(sub) != got[k].get(sub):
                        lines.append("      %s.%s: recorded %s, got %s" % (
                            k, sub, json.dumps(want[k].get(sub)), json.dumps(got[k].get(sub))))
            else:
                lines.append("      %s: recorded %s, got %s" % (
                    k, json.dumps(want.get(k)), json.dumps(got.get(k))))
    return lines


def diff_diags(want, got, show):
    """Report lines for two lists of diagnostics compared as multisets."""
    cw, cg = collections.Counter(map(canon, want)), collections.Counter(map(canon, got))
    missing = [json.loads(s) for s in (cw - cg).elements()]
    extra = [json.loads(s) for s in (cg - cw).elements()]
    lines = []
    # pair a missing and an unexpected diagnostic with the same summary and start, to show
    # what differs between them
    key = lambda d: (d.get("severity"), d.get("summary"), json.dumps((d.get("range") or {}).get("start")))
    pairs = []
    for m in list(missing):
        for e in extra:
            if key(m) == key(e):
                pairs.append((m, e))
                missing.remove(m)
                extra.remove(e)
                break
    for m, e in pairs[:show]:
        lines.append("    differs:    " + describe(m))
        lines.extend(field_diffs(m, e))
    for m in missing[:show]:
        lines.append("    missing:    " + describe(m))
        lines.append("      detail: " + json.dumps(m.get("detail")))
    for e in extra[:show]:
        lines.append("    unexpected: " + describe(e))
        lines.append("      detail: " + json.dumps(e.get("detail")))
    hidden = max(0, len(pairs) - show) + max(0, len(missing) - show) + max(0, len(extra) - show)
    if hidden:
        lines.append("    (%d more differing diagnostics)" % hidden)
    return lines


def indent(text, prefix):
    return "\n".join(prefix + l for l in text.split("\n"))


def diff_paragraphs(want, got, show):
    cw, cg = collections.Counter(want), collections.Counter(got)
    missing, extra = list((cw - cg).elements()), list((cg - cw).elements())
    lines = []
    for m in missing[:show]:
        lines.append("    missing paragraph:")
        lines.append(indent(m, "      | "))
    for e in extra[:show]:
        lines.append("    unexpected paragraph:")
        lines.append(indent(e, "      | "))
    hidden = max(0, len(missing) - show) + max(0, len(extra) - show)
    if hidden:
        lines.append("    (%d more differing paragraphs)" % hidden)
    return lines


def compare_case(tycon, case, show):
    """List of problem lines (empty when the case matches)."""
    problems = []
    try:
        with open(os.path.join(case, "SCHEMAS")) as f:
            names = [l.strip() for l in f if l.strip()]
        with open(os.path.join(case, "validate.json")) as f:
            want_json = strip_dev_overrides_json(json.load(f))
        with open(os.path.join(case, "validate.txt"), encoding="utf-8") as f:
            want_text = expected_paragraphs(f.read())
        with open(os.path.join(case, "validate.rc")) as f:
            rc_lines = f.read().split("\n")
        rcs = [int(rc_lines[0]), int(rc_lines[1] if len(rc_lines) > 1 and rc_lines[1].strip() else rc_lines[0])]
    except (OSError, ValueError) as e:
        return ["    cannot read the case: %s" % e]
    want_rc_json = rcs[0]
    want_rc_text = rcs[1]
    schema_args = ["--provider-schema=" + os.path.join(SCHEMAS, n) for n in names]
    base = [tycon, "validate", "--compat=terraform"] + target_of(rc_lines[2] if len(rc_lines) > 2 else "")

    rc, out, err = run(base + ["-json"] + schema_args + ["."], case, merge=False)
    if rc is None:
        return ["    cannot run %s: %s" % (tycon, err)]
    if rc != want_rc_json:
        problems.append("    -json exit status: recorded %d, got %d" % (want_rc_json, rc))
    try:
        got_json = strip_dev_overrides_json(json.loads(out))
    except ValueError as e:
        problems.append("    -json output is not JSON (%s); standard output begins:" % e)
        problems.append(indent(out[:400], "      | "))
        if err.strip():
            problems.append("    standard error begins:")
            problems.append(indent(err[:400], "      | "))
        got_json = None
    if got_json is not None:
        for k in ("format_version", "valid", "error_count", "warning_count"):
            if want_json.get(k) != got_json.get(k):
                problems.append("    -json %s: recorded %s, got %s" % (
                    k, json.dumps(want_json.get(k)), json.dumps(got_json.get(k))))
        problems += diff_diags(want_json["diagnostics"], got_json.get("diagnostics") or [], show)

    rc, out, err = run(base + ["-no-color"] + schema_args + ["."], case, merge=True)
    if rc is None:
        return problems + ["    cannot run %s: %s" % (tycon, err)]
    if rc != want_rc_text:
        problems.append("    -no-color exit status: recorded %d, got %d" % (want_rc_text, rc))
    problems += diff_paragraphs(want_text, expected_paragraphs(out), show)
    return problems


def main(argv):
    show = 3
    args = argv[1:]
    if len(args) >= 2 and args[0] == "--show":
        show = int(args[1])
        args = args[2:]
    if len(args) < 2 or args[0].startswith("-"):
        sys.stderr.write("usage: compare.py [--show N] TYCON CASE_DIR...  (or the directory of the cases)\n")
        return 2
    tycon = os.path.abspath(args[0]) if os.sep in args[0] else args[0]
    cases = []
    for c in args[1:]:  # a directory without SCHEMAS holds cases: every subdirectory with one
        if os.path.exists(os.path.join(c, "SCHEMAS")):
            cases.append(c)
        else:
            cases += sorted(os.path.join(c, d) for d in os.listdir(c)
                            if os.path.exists(os.path.join(c, d, "SCHEMAS")))
    good = 0
    for case in cases:
        name = os.path.basename(os.path.normpath(case))
        problems = compare_case(tycon, os.path.abspath(case), show)
        if problems:
            print("FAIL %s" % name)
            print("\n".join(problems))
        else:
            print("ok %s" % name)
            good += 1
    print("%d/%d cases match" % (good, len(cases)))
    return 0 if good == len(cases) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
