#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Golden tests of `tycon diff` (docs/diff.md): each case directory holds old/ and new/
# module versions and the exact expected outputs:
#   expected.txt            text output (stdout and stderr) and the exit status
#   expected.FORMAT         --format=FORMAT output and exit status (json, sarif, github, compact)
# plus --git REV1..REV2 in a scratch repository, -chdir, and usage errors.
# Usage: run.sh TYCON DIR   (UPDATE=1: rewrite the expected files)
set -u
TYCON=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
DIR=$(cd "$2" && pwd)
fail=0
n=0

check() { # name expected-file actual-file
    n=$((n + 1))
    if [ "${UPDATE:-0}" = 1 ]; then
        cp "$3" "$2"
    elif ! diff -u "$2" "$3" >/dev/null 2>&1; then
        echo "FAIL $1"
        diff -u "$2" "$3" | head -40
        fail=1
    fi
}

out=$(mktemp)
trap 'rm -f "$out"; rm -rf "${repo:-}"' EXIT
for c in "$DIR"/*/; do
    c=${c%/}
    name=$(basename "$c")
    [ -d "$c/old" ] || continue
    (cd "$c" && "$TYCON" diff old new >"$out" 2>&1; echo "exit $?" >>"$out")
    check "$name" "$c/expected.txt" "$out"
    for f in json sarif github compact; do
        [ -f "$c/expected.$f" ] || continue
        (cd "$c" && "$TYCON" diff --format=$f old new >"$out" 2>&1; echo "exit $?" >>"$out")
        check "$name --format=$f" "$c/expected.$f" "$out"
    done
done

# --git REV1..REV2 and REV alone (against the working tree), in a subdirectory via -chdir
repo=$(mktemp -d)
(
    cd "$repo" && git init -q && git config user.email t@t && git config user.name t &&
    mkdir -p modules/m && cp "$DIR/variables/old/"*.tf modules/m/ && git add -A &&
    git commit -qm v1 && git tag v1.0.0 && cp "$DIR/variables/new/"*.tf modules/m/ &&
    git add -A && git commit -qm v2 && git tag v1.1.0
) >/dev/null 2>&1
(cd "$repo" && "$TYCON" -chdir=modules/m diff --git v1.0.0..v1.1.0 --format=compact >"$out" 2>&1
 echo "exit $?" >>"$out")
check "--git" "$DIR/git.expected" "$out"
(cd "$repo/modules/m" && "$TYCON" diff --git v1.1.0 >"$out" 2>&1; echo "exit $?" >>"$out")
check "--git REV (working tree)" "$DIR/git_worktree.expected" "$out"

# usage errors: exit 2
for args in "" "onlyone" "--format=xml a b" "--bogus a b" "a b c" "--git"; do
    # shellcheck disable=SC2086
    "$TYCON" diff $args >/dev/null 2>&1
    st=$?
    n=$((n + 1))
    [ $st = 2 ] || { echo "FAIL usage '$args': exit $st, want 2"; fail=1; }
done
"$TYCON" diff --help >"$out" 2>&1
st=$?
n=$((n + 1))
if [ $st != 0 ] || ! head -1 "$out" | grep -q "^Usage: tycon diff"; then
    echo "FAIL --help"
    fail=1
fi

[ $fail = 0 ] && echo "diff golden: $n checks passed"
exit $fail
