#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Golden tests of the tycon command line (issue 15): every case of cases.txt ("NAME: COMMAND"
# lines; COMMAND is run by sh in fixtures/ with $TYCON set and an empty environment) must
# print exactly expected/NAME.out: standard output, a "--- stderr ---" line, standard error,
# and "--- exit N ---".
# usage: run.sh TYCON CLI_DIR [update]   (update: rewrite the expected files)
set -u
TYCON=$1
dir=$2
update=${3:-}
fail=0
n=0
tmp=${TMPDIR:-/tmp}/tycon-cli-$$
mkdir -p "$tmp" "$dir/expected"
while IFS= read -r line; do
    case $line in ''|'#'*) continue ;; esac
    name=${line%%:*}
    cmd=${line#*: }
    n=$((n + 1))
    (cd "$dir/fixtures" && env -i PATH="$PATH" HOME="$tmp" TYCON="$TYCON" sh -c "$cmd" \
        >"$tmp/out" 2>"$tmp/err"
     echo "--- exit $? ---" >"$tmp/rc")
    { cat "$tmp/out"; echo "--- stderr ---"; cat "$tmp/err"; cat "$tmp/rc"; } >"$tmp/got"
    want="$dir/expected/$name.out"
    if [ -n "$update" ]; then
        cp "$tmp/got" "$want"
    elif ! cmp -s "$tmp/got" "$want"; then
        echo "FAIL: $name: $cmd"
        diff -u "$want" "$tmp/got" | head -30
        fail=1
    fi
done < "$dir/cases.txt"
rm -rf "$tmp"
[ $fail -eq 0 ] && echo "cli golden tests: $n passed"
exit $fail
