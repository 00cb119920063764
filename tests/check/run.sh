#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Golden tests of `tycon check`: every directory here is a module; for each, the plain
# (-no-color --show-values), JSON (-json) and compat (--compat=terraform -no-color) outputs
# must equal expected.plain / expected.json / expected.compat (stdout, then a
# "--- stderr ---" line, stderr, and the exit status). Optional files: `args` (one
# command-line argument per line) and `env` (NAME=VALUE lines; the only environment).
# usage: run.sh TYCON CASES_DIR [update]   (update: rewrite the expected files)
set -u
tycon=$1
cases=$2
update=${3:-}
fail=0
tmp=${TMPDIR:-/tmp}/tycon-check-$$
mkdir -p "$tmp"
for dir in "$cases"/*/; do
    name=$(basename "$dir")
    for mode in plain json compat; do
        case $mode in
        plain) flags="-no-color --show-values" ;;
        json) flags="-json" ;;
        compat) flags="--compat=terraform -no-color" ;;
        esac
        (
            cd "$dir" || exit 2
            set --
            if [ -f args ]; then
                while IFS= read -r a; do set -- "$@" "$a"; done < args
            fi
            envs=""
            [ -f env ] && envs=$(cat env)
            # shellcheck disable=SC2086
            env -i PATH="$PATH" $envs "$tycon" check $flags "$@" . >"$tmp/out" 2>"$tmp/err"
            rc=$?
            cat "$tmp/out"
            echo "--- stderr ---"
            cat "$tmp/err"
            echo "--- exit $rc ---"
        ) >"$tmp/got"
        want="$dir/expected.$mode"
        if [ -n "$update" ]; then
            cp "$tmp/got" "$want"
        elif ! cmp -s "$tmp/got" "$want"; then
            echo "FAIL: $name ($mode)"
            diff -u "$want" "$tmp/got" | head -40
            fail=1
        fi
    done
done
rm -rf "$tmp"
[ $fail -eq 0 ] && echo "check golden tests: all passed"
exit $fail
