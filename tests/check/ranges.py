# SPDX-License-Identifier: Apache-2.0
# The ranges of a JSON diagnostics document on standard input, one "START END FILE SUMMARY"
# line each (sorted), for record_ranges.sh and compare_ranges.sh. Argument: "terraform" (the
# output of `terraform validate -json`) or "tycon" (of `tycon check -json`: its first JSON
# document; only the diagnostics of .tf files, as validate reads no variables file, and
# none for a variable given no value, which validate does not ask for).
import json
import sys


def main():
    text = sys.stdin.read()
    try:
        doc = json.JSONDecoder().raw_decode(text.lstrip())[0]
    except ValueError:
        sys.exit("ranges.py: no JSON document on standard input")
    out = []
    for d in doc.get("diagnostics", []):
        r = d.get("range")
        if not r or not r["filename"].endswith(".tf"):
            continue
        if sys.argv[1:] == ["tycon"] and d["summary"] == "No value for required variable":
            continue
        out.append("%d %d %s %s" % (r["start"]["byte"], r["end"]["byte"], r["filename"],
                                    d["summary"]))
    for line in sorted(out):
        print(line)


main()
