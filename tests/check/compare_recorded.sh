#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Compares `tycon check --compat=terraform -no-color` with the recorded `terraform plan`
# output (terraform.recorded, written by record_terraform.sh) of every module here that has
# one: the diagnostic blocks of standard error and standard output, byte for byte, and the
# exit status, exactly. Needs no terraform. tycon runs with --target=terraform@X.Y of the
# recording's version (the version line), so each version's own wording is compared.
# usage: compare_recorded.sh TYCON CASES_DIR
set -u
tycon=$1
cases=$2
tmp=${TMPDIR:-/tmp}/tycon-recd-$$
mkdir -p "$tmp"
blocks() {
    awk '/^(Error|Warning): /{on=1} /^(Planning failed|No changes|Terraform used|Changes to Outputs)/{on=0} on' "$1"
}
fail=0 n=0
for dir in "$cases"/*/; do
    [ -f "$dir/terraform.recorded" ] || continue
    head -1 "$dir/terraform.recorded" | grep -q '^Terraform v' || continue # recorded.sh's format
    name=$(basename "$dir")
    n=$((n + 1))
    (
        cd "$dir" || exit 2
        set --
        if [ -f args ]; then
            while IFS= read -r a; do set -- "$@" "$a"; done < args
        fi
        envs=""
        [ -f env ] && envs=$(cat env)
        tgt=$(head -1 terraform.recorded | sed -n 's/^Terraform v\([0-9]*\.[0-9]*\).*/terraform@\1/p')
        # shellcheck disable=SC2086
        env -i PATH="$PATH" $envs "$tycon" check --compat=terraform -no-color --target="$tgt" \
            "$@" . >"$tmp/ty.out" 2>"$tmp/ty.err"
        rc=$?
        head -1 terraform.recorded
        echo "--- stderr ---"
        blocks "$tmp/ty.err"
        echo "--- stdout ---"
        blocks "$tmp/ty.out"
        echo "--- exit $rc ---"
    ) >"$tmp/got"
    if cmp -s "$dir/terraform.recorded" "$tmp/got"; then
        echo "same: $name"
    else
        echo "DIFFERS: $name"
        diff "$dir/terraform.recorded" "$tmp/got"
        fail=1
    fi
done
rm -rf "$tmp"
echo "$n recorded modules compared"
exit $fail
