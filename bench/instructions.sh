#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
#
# bench/instructions.sh: the engine's instruction budget (issue 25), counted by callgrind.
# Instruction counts are exact and do not depend on the machine's load, unlike times.
#
# usage: sh bench/instructions.sh [BUILD_DIR]     (default: build)
#
# Figures, each at full and half size (x2: full over half; 2.00 is linear):
#   JSON parse    tycon_value_parse of the bench's list(object) 20k workload as JSON
#                 (bench.c, 6.1 MB), instructions per input byte        budget <= 25 /byte
#   HCL parse     the same workload in HCL native syntax (6.5 MB)       budget <= 35 /byte
#   check JSON    `tycon check` of a module whose variable has the bench's bucket type,
#                 with a 3.9 MB terraform.tfvars.json of 20,000 compact bucket objects
#                                                                       budget <= 450 M
#   batch 4k      `tycon batch` of one case: the bucket type and 4,000 buckets in HCL (the
#                 bench's text, 1.4 MB as a JSON line)                  budget <= 300 M
#   batch 4k JSON the same as value_json (no budget; for comparison)
#   conformance   `tycon batch` over tests/conformance/cases.jsonl (issue 24: 164.09 M at
#                 its start, 160.36 M before parser bookkeeping grew)   budget <= 160.36 M
# Before the issue-25 work (b024d00) the same figures were: JSON parse 82.3/byte, HCL parse
# 43.3/byte, check JSON 768.7 M, batch 4k 414.7 M, batch 4k JSON 489.2 M, conformance 164.09 M.
# Exit status 0 when every figure is within its budget, 1 otherwise, 0 with a note when
# valgrind is not installed.
set -eu

build=${1:-build}
here=$(cd "$(dirname "$0")/.." && pwd)
tycon=$build/tycon
bench=$build/bench/tycon_bench
if ! command -v valgrind >/dev/null 2>&1; then
    echo "instructions: valgrind is not installed (apt-get install valgrind); nothing measured"
    exit 0
fi
for f in "$tycon" "$bench"; do
    [ -x "$f" ] || { echo "instructions: $f not built" >&2; exit 2; }
done
tmp=$(mktemp -d /tmp/tycon-instr-XXXXXX)
trap 'rm -rf "$tmp"' EXIT INT TERM

# The inputs: the bench's bucket type and records (bench.c gen_buckets).
python3 - "$tmp" <<'EOF'
import json, os, sys
d = sys.argv[1]
btype = '''list(object({
  name    = string
  enabled = optional(bool, true)
  tags    = optional(map(string), {})
  website = optional(object({
    index_document = optional(string, "index.html")
    error_document = optional(string, "error.html")
    routing_rules  = optional(string)
  }), {})
  lifecycle = optional(list(object({
    days    = number
    storage = optional(string, "GLACIER")
  })), [])
}))'''
def compact(i):
    return ('{"name":"bucket-%d","enabled":%s,"tags":{"team":"t%d","cost":%d,"env":"prod"},'
            '"website":{"index_document":"i%d.html"},"lifecycle":[{"days":%d},'
            '{"days":"%d","storage":"DEEP_ARCHIVE"}]}'
            % (i, "true" if i % 3 else "false", i % 17, i, i, 30 + i % 60, 365 + i % 10))
def hcl(i):
    return ('  {\n    name = "bucket-%d"\n    enabled = %s\n    tags = { team = "t%d", cost = %d, '
            'env = "prod" }\n    website = { index_document = "i%d.html" }\n    lifecycle = '
            '[{ days = %d }, { days = "%d", storage = "DEEP_ARCHIVE" }]\n    comment = "a fairly '
            'long comment string to pad the record out, number %d of the set"\n  },\n'
            % (i, "true" if i % 3 else "false", i % 17, i, i, 30 + i % 60, 365 + i % 10, i))
def pretty(i, n):
    return ('  {"name": "bucket-%d", "enabled": %s, "tags": {"team": "t%d", "cost": %d, '
            '"env": "prod"}, "website": {"index_document": "i%d.html"}, "lifecycle": '
            '[{"days": %d}, {"days": "%d", "storage": "DEEP_ARCHIVE"}], "comment": "a fairly '
            'long comment string to pad the record out, number %d of the set"}%s\n'
            % (i, "true" if i % 3 else "false", i % 17, i, i, 30 + i % 60, 365 + i % 10, i,
               "," if i + 1 < n else ""))
for n, tag in ((20000, "full"), (10000, "half")):
    m = os.path.join(d, "check-" + tag)
    os.mkdir(m)
    open(os.path.join(m, "main.tf"), "w").write('variable "buckets" {\n  type = %s\n}\n' % btype)
    open(os.path.join(m, "terraform.tfvars.json"), "w").write(
        '{"buckets":[' + ",".join(compact(i) for i in range(n)) + ']}\n')
for n, tag in ((4000, "full"), (2000, "half")):
    v = "[\n" + "".join(hcl(i) for i in range(n)) + "]\n"
    open(os.path.join(d, "batch-%s.jsonl" % tag), "w").write(
        json.dumps({"id": "b", "type": btype, "value": v}) + "\n")
    v = "[\n" + "".join(pretty(i, n) for i in range(n)) + "]\n"
    open(os.path.join(d, "batchj-%s.jsonl" % tag), "w").write(
        json.dumps({"id": "b", "type": btype, "value_json": v}) + "\n")
EOF

# count OUT_NAME [valgrind options --] command...: the instructions callgrind collected.
count() {
    out=$tmp/cg.$1
    shift
    valgrind --tool=callgrind --callgrind-out-file="$out" "$@" >/dev/null 2>"$out.log" || true
    sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p' "$out.log"
}

fail=0
# row NAME FULL HALF BUDGET UNIT [BYTES]: prints a row; UNIT M (millions) or B (per byte).
row() {
    awk -v name="$1" -v full="$2" -v half="$3" -v budget="$4" -v unit="$5" -v bytes="${6:-0}" '
    BEGIN {
        fig = unit == "B" ? full / bytes : full / 1e6
        verdict = budget == "-" ? "" : (fig <= budget + 0 ? "ok" : "OVER")
        shown = unit == "B" ? sprintf("%.1f/byte", fig) : sprintf("%.2fM", fig)
        limit = budget == "-" ? "-" : (unit == "B" ? "<= " budget "/B" : "<= " budget "M")
        ratio = half > 0 ? sprintf("%.2f", full / half) : "-"
        printf "%-14s %14.0f %10s %10s %6s  %s\n", name, full, shown, limit, ratio, verdict
        code = verdict == "OVER" ? 1 : 0
        exit code
    }' || fail=1
}

printf "%-14s %14s %10s %10s %6s\n" figure instructions figure budget x2
jb_full=$(count pj1 --toggle-collect=tycon_value_parse "$bench" --once 1 20000)
jb_half=$(count pj2 --toggle-collect=tycon_value_parse "$bench" --once 1 10000)
jbytes=$("$bench" --once 1 20000 | sed -n 's/^input \([0-9]*\) bytes.*/\1/p')
row "JSON parse" "$jb_full" "$jb_half" 25 B "$jbytes"
hb_full=$(count ph1 --toggle-collect=tycon_value_parse "$bench" --once 0 20000)
hb_half=$(count ph2 --toggle-collect=tycon_value_parse "$bench" --once 0 10000)
hbytes=$("$bench" --once 0 20000 | sed -n 's/^input \([0-9]*\) bytes.*/\1/p')
row "HCL parse" "$hb_full" "$hb_half" 35 B "$hbytes"
c_full=$(count c1 "$tycon" check "$tmp/check-full")
c_half=$(count c2 "$tycon" check "$tmp/check-half")
row "check JSON" "$c_full" "$c_half" 450 M
b_full=$(count b1 "$tycon" batch < "$tmp/batch-full.jsonl")
b_half=$(count b2 "$tycon" batch < "$tmp/batch-half.jsonl")
row "batch 4k" "$b_full" "$b_half" 300 M
bj_full=$(count bj1 "$tycon" batch < "$tmp/batchj-full.jsonl")
bj_half=$(count bj2 "$tycon" batch < "$tmp/batchj-half.jsonl")
row "batch 4k JSON" "$bj_full" "$bj_half" - M
k=$(count k1 "$tycon" batch < "$here/tests/conformance/cases.jsonl")
row "conformance" "$k" 0 160.36 M
echo "(callgrind instruction counts; x2: the count at full size over half size, 2.00 linear;"
echo " parse figures count tycon_value_parse alone, the others the whole process)"
exit $fail
