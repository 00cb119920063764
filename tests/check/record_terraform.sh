#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Records `terraform plan -input=false -no-color` on the given example modules into their
# terraform.recorded file (read by compare_recorded.sh, which needs no terraform): the
# terraform version, the diagnostic blocks of standard error and of standard output (as
# compare_terraform.sh extracts them) and the exit status.
# usage: record_terraform.sh MODULE_DIR...
set -u
command -v terraform >/dev/null 2>&1 || { echo "terraform not installed" >&2; exit 2; }
tmp=${TMPDIR:-/tmp}/tycon-rec-$$
mkdir -p "$tmp"
: > "$tmp/terraformrc"
export TF_CLI_CONFIG_FILE="$tmp/terraformrc" TF_IN_AUTOMATION=1 CHECKPOINT_DISABLE=1
blocks() {
    awk '/^(Error|Warning): /{on=1} /^(Planning failed|No changes|Terraform used|Changes to Outputs)/{on=0} on' "$1"
}
for dir in "$@"; do
    rm -rf "$tmp/m" && cp -r "$dir" "$tmp/m" && rm -f "$tmp/m"/expected.* "$tmp/m"/terraform.recorded
    set --
    if [ -f "$dir/args" ]; then
        while IFS= read -r a; do set -- "$@" "$a"; done < "$dir/args"
    fi
    envs=""
    [ -f "$dir/env" ] && envs=$(cat "$dir/env")
    (cd "$tmp/m" && env $envs terraform init -input=false -no-color >/dev/null 2>&1)
    # shellcheck disable=SC2086
    (cd "$tmp/m" && env $envs terraform plan -input=false -no-color "$@" >"$tmp/tf.out" 2>"$tmp/tf.err")
    rc=$?
    {
        terraform version | head -1
        echo "--- stderr ---"
        blocks "$tmp/tf.err"
        echo "--- stdout ---"
        blocks "$tmp/tf.out"
        echo "--- exit $rc ---"
    } > "$dir/terraform.recorded"
    echo "recorded: $dir (exit $rc)"
done
rm -rf "$tmp"
