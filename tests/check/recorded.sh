#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Compares `tycon check --compat=terraform -no-color` with terraform's recorded output
# (terraform.recorded, written by record_modcall.sh) for every example module that has
# one: the diagnostic blocks of standard error and standard output, and the exit status,
# strictly. tycon runs with --target=terraform@X.Y of the recording's version (its first
# line), so each version's own wording and rules are compared; the lines of each detail
# paragraph are joined on both sides (every word, snippet line and value line is still
# compared). Needs no terraform (CI).
# usage: recorded.sh TYCON CASES_DIR
set -u
tycon=$1
cases=$2
tmp=${TMPDIR:-/tmp}/tycon-recd-$$
mkdir -p "$tmp"
blocks() {
    awk '/^(Error|Warning): /{on=1} on' "$1"
}
# joins the lines of each detail paragraph (lines that start neither with a space nor with
# "Error:", "Warning:", "---" or "#")
unwrap() {
    awk '
    function flush() { if (p != "") print p; p = "" }
    /^$/ || /^ / || /^(Error|Warning): / || /^---/ || /^#/ { flush(); print; next }
    { p = (p == "") ? $0 : p " " $0 }
    END { flush() }' "$1"
}
fail=0
n=0
for rec in "$cases"/*/terraform.recorded; do
    [ -f "$rec" ] || continue
    head -1 "$rec" | grep -q '^# terraform plan ' || continue # compare_recorded.sh's format
    dir=$(dirname "$rec")
    name=$(basename "$dir")
    n=$((n + 1))
    set --
    if [ -f "$dir/args" ]; then
        while IFS= read -r a; do set -- "$@" "$a"; done < "$dir/args"
    fi
    tgt=$(head -1 "$rec" | sed -n 's/^# terraform plan v\([0-9]*\.[0-9]*\).*/terraform@\1/p')
    (cd "$dir" && env -i PATH="$PATH" "$tycon" check --compat=terraform -no-color \
        --target="$tgt" "$@" . >"$tmp/ty.out" 2>"$tmp/ty.err")
    rc=$?
    {
        sed -n 1p "$rec"
        blocks "$tmp/ty.err"
        echo "--- stdout ---"
        blocks "$tmp/ty.out"
        echo "--- exit $rc ---"
    } > "$tmp/got"
    unwrap "$rec" > "$tmp/want.u"
    unwrap "$tmp/got" > "$tmp/got.u"
    if ! cmp -s "$tmp/want.u" "$tmp/got.u"; then
        echo "DIFFERS: $name"
        diff -u "$tmp/want.u" "$tmp/got.u" | head -40
        fail=1
    fi
done
rm -rf "$tmp"
[ $fail -eq 0 ] && echo "recorded terraform outputs: all $n equal"
exit $fail
