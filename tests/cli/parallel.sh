#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# -parallelism (issue 25): on a generated monorepo (bench/monorepo.py: 2 teams x 18 modules,
# small), every format of `tycon check --recursive` (also with several DIRs and
# --var-file-each) and `tycon validate --recursive` must print the same bytes (standard
# output, standard error, exit status; the two interleaved where both are written) with
# -parallelism=1 as with -parallelism=4 (and 3 below); and the runs must really be there.
# usage: parallel.sh TYCON PYTHON PROJECT_DIR
set -u
TYCON=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
PY=$2
ROOT=$3
tmp=${TMPDIR:-/tmp}/tycon-par-$$
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp"
"$PY" "$ROOT/bench/monorepo.py" "$tmp/tree" 2 --pad-kb 2 || exit 1
cd "$tmp/tree" || exit 1
fail=0
n=0
# one case: $1 a name, the rest the tycon arguments (the parallelism goes first)
same() {
    name=$1
    shift
    for p in 1 4; do
        NO_COLOR=1 "$TYCON" "$@" -parallelism=$p >"$tmp/out$p" 2>"$tmp/err$p"
        echo "exit $?" >>"$tmp/err$p"
        : >"$tmp/both$p"
        case $name in *text*|*DIRs*|*each|*values|validate)
            NO_COLOR=1 "$TYCON" "$@" -parallelism=$p >"$tmp/both$p" 2>&1 ;;
        esac
    done
    if ! cmp -s "$tmp/out1" "$tmp/out4" || ! cmp -s "$tmp/err1" "$tmp/err4" ||
       ! cmp -s "$tmp/both1" "$tmp/both4"; then
        echo "FAIL: $name: -parallelism=4 differs from -parallelism=1"
        diff "$tmp/out1" "$tmp/out4" | head -10
        diff "$tmp/err1" "$tmp/err4" | head -10
        fail=1
    fi
    n=$((n + 1))
}
for f in text json sarif checkstyle junit compact github; do
    same "check $f" check --recursive --format=$f .
done
same "check several DIRs" check --recursive team01 team00/modules
same "check --var-file-each" check --recursive --var-file-each 'team0*/envs/*.tfvars' team01
same "check --var-file-each junit" check --recursive --format=junit \
    --var-file-each 'team0*/envs/*.tfvars' team00
same "check --show-values" check --recursive --show-values team00
same "validate" validate --recursive .
same "validate sarif" validate --recursive --format=sarif .
# the runs are there: 36 modules, 18 with two files
NO_COLOR=1 "$TYCON" check --recursive -parallelism=4 . 2>/dev/null | tail -1 >"$tmp/last"
echo "36 runs: 0 valid, 36 with errors" | cmp -s - "$tmp/last" ||
    { echo "FAIL: summary line: $(cat "$tmp/last")"; fail=1; }
NO_COLOR=1 "$TYCON" check --recursive -parallelism=3 --var-file-each 'team0*/envs/*.tfvars' \
    team01 2>/dev/null | tail -1 >"$tmp/last"
echo "72 runs: 0 valid, 72 with errors" | cmp -s - "$tmp/last" ||
    { echo "FAIL: summary line of --var-file-each: $(cat "$tmp/last")"; fail=1; }
# usage errors
"$TYCON" check -parallelism=0 . 2>"$tmp/e"; rc=$?
[ $rc -eq 2 ] && grep -q "accepts a number" "$tmp/e" || { echo "FAIL: -parallelism=0"; fail=1; }
"$TYCON" check --parallelism 2 team00/modules/vpc >/dev/null 2>&1; rc=$?
[ $rc -eq 1 ] || { echo "FAIL: --parallelism 2 (exit $rc)"; fail=1; }
[ $fail -eq 0 ] && echo "parallel: $n cases identical at -parallelism=1 and 4"
exit $fail
