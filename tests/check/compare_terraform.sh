#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Compares `tycon check --compat=terraform -no-color` with the real `terraform plan
# -input=false -no-color` on every example module here: the diagnostics (standard error:
# errors; standard output: warnings) and the exit status. tycon runs with
# --target=terraform@X.Y of the installed terraform, so each version's own wording is
# compared. Exit 77 (skipped) when no terraform is installed.
# usage: compare_terraform.sh TYCON CASES_DIR
set -u
tycon=$1
cases=$2
command -v terraform >/dev/null 2>&1 || { echo "terraform not installed: skipped"; exit 77; }
tmp=${TMPDIR:-/tmp}/tycon-tf-$$
mkdir -p "$tmp"
: > "$tmp/terraformrc"
export TF_CLI_CONFIG_FILE="$tmp/terraformrc" TF_IN_AUTOMATION=1 CHECKPOINT_DISABLE=1
tgt=$(terraform version | sed -n 's/^Terraform v\([0-9]*\.[0-9]*\).*/terraform@\1/p')
# Keeps only the diagnostic blocks (from "Error:"/"Warning:" lines to the next blank line
# that precedes another block), dropping plan's own progress and summary text.
blocks() {
    awk '/^(Error|Warning): /{on=1} /^(Planning failed|No changes|Terraform used|Changes to Outputs)/{on=0} on' "$1"
}
# joins the lines of each detail paragraph (lines that start neither with a space nor with
# "Error:" or "Warning:")
unwrap() {
    awk '
    function flush() { if (p != "") print p; p = "" }
    /^$/ || /^ / || /^(Error|Warning): / { flush(); print; next }
    { p = (p == "") ? $0 : p " " $0 }
    END { flush() }' "$1"
}
fail=0
for dir in "$cases"/*/; do
    name=$(basename "$dir")
    if [ -f "$dir/NO_TERRAFORM_COMPARE" ]; then
        echo "skipped: $name ($(cat "$dir/NO_TERRAFORM_COMPARE"))"
        continue
    fi
    rm -rf "$tmp/m" && cp -r "$dir" "$tmp/m" && rm -f "$tmp/m"/expected.*
    set --
    if [ -f "$dir/args" ]; then
        while IFS= read -r a; do set -- "$@" "$a"; done < "$dir/args"
    fi
    envs=""
    [ -f "$dir/env" ] && envs=$(cat "$dir/env")
    (cd "$tmp/m" && env $envs terraform init -input=false -no-color >/dev/null 2>&1)
    # shellcheck disable=SC2086
    (cd "$tmp/m" && env $envs terraform plan -input=false -no-color "$@" >"$tmp/tf.out" 2>"$tmp/tf.err")
    trc=$?
    # shellcheck disable=SC2086
    (cd "$tmp/m" && env -i PATH="$PATH" $envs "$tycon" check --compat=terraform -no-color --target="$tgt" "$@" . \
        >"$tmp/ty.out" 2>"$tmp/ty.err")
    yrc=$?
    # which undeclared variables Terraform names is Go-map ordered (tycon sorts them)
    sed -i 's/declare a variable named "[^"]*" but/declare a variable named "X" but/' \
        "$tmp/tf.out" "$tmp/ty.out" "$tmp/tf.err" "$tmp/ty.err"
    # the members of a "Cycle:" error come in Go's nondeterministic graph order: sorted here
    for f in tf.out ty.out tf.err ty.err; do
        awk '/^Error: Cycle: / { n = split(substr($0, 15), p, ", "); for (i = 1; i <= n; i++)
             for (j = i + 1; j <= n; j++) if (p[j] < p[i]) { t = p[i]; p[i] = p[j]; p[j] = t }
             s = p[1]; for (i = 2; i <= n; i++) s = s ", " p[i]; print "Error: Cycle: " s; next }
             { print }' "$tmp/$f" > "$tmp/$f.s" && mv "$tmp/$f.s" "$tmp/$f"
    done
    blocks "$tmp/tf.err" > "$tmp/tf.e"; blocks "$tmp/ty.err" > "$tmp/ty.e"
    blocks "$tmp/tf.out" > "$tmp/tf.o"; blocks "$tmp/ty.out" > "$tmp/ty.o"
    if ! cmp -s "$tmp/tf.e" "$tmp/ty.e" || ! cmp -s "$tmp/tf.o" "$tmp/ty.o" ||
        [ $((trc != 0)) -ne $((yrc != 0)) ]; then
        echo "DIFFERS: $name (terraform exit $trc, tycon exit $yrc)"
        diff "$tmp/tf.e" "$tmp/ty.e"
        diff "$tmp/tf.o" "$tmp/ty.o"
        fail=1
    else
        echo "same: $name"
    fi
done
rm -rf "$tmp"
exit $fail
