#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Records `terraform init` + `terraform plan -input=false -no-color` for the example modules
# named on the command line (directories under CASES_DIR): the diagnostic blocks of its
# standard error, then of its standard output, then its exit status, into
# terraform.recorded (compared by recorded.sh, which needs no terraform). Run it again
# whenever a recorded configuration changes; the file's first line names the version
# ("# terraform plan vX": the module-call format; record_terraform.sh writes the other one,
# read by compare_recorded.sh).
# usage: record_modcall.sh CASES_DIR NAME...
set -u
cases=$1
shift
command -v terraform >/dev/null 2>&1 || { echo "terraform not installed"; exit 2; }
tmp=${TMPDIR:-/tmp}/tycon-rec-$$
mkdir -p "$tmp"
: > "$tmp/terraformrc"
export TF_CLI_CONFIG_FILE="$tmp/terraformrc" TF_IN_AUTOMATION=1 CHECKPOINT_DISABLE=1
blocks() {
    awk '/^(Error|Warning): /{on=1} /^(Planning failed|No changes|Terraform used|Changes to Outputs)/{on=0} on' "$1"
}
ver=$(terraform version | sed -n '1s/^Terraform //p')
for name in "$@"; do
    dir="$cases/$name"
    rm -rf "$tmp/m" && cp -r "$dir" "$tmp/m" && rm -f "$tmp/m"/expected.* "$tmp/m"/terraform.recorded
    set --
    if [ -f "$dir/args" ]; then
        while IFS= read -r a; do set -- "$@" "$a"; done < "$dir/args"
    fi
    (cd "$tmp/m" && terraform init -input=false -no-color >/dev/null 2>&1)
    (cd "$tmp/m" && terraform plan -input=false -no-color "$@" >"$tmp/tf.out" 2>"$tmp/tf.err")
    rc=$?
    {
        echo "# terraform plan $ver"
        blocks "$tmp/tf.err"
        echo "--- stdout ---"
        blocks "$tmp/tf.out"
        echo "--- exit $rc ---"
    } > "$dir/terraform.recorded"
    echo "recorded: $name (exit $rc)"
done
rm -rf "$tmp"
