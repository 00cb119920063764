#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Records the exact ranges terraform gives the diagnostics of a module's .tf files: runs
# `terraform validate -json` on a copy holding only them and writes terraform.ranges, one
# line per diagnostic with a range, sorted: "START END FILE SUMMARY" (byte offsets). The
# plain outputs recorded by record_terraform.sh show lines only; compare_ranges.sh (no
# terraform needed) holds tycon's -json ranges to these. Modules whose validate run differs
# in kind from `terraform plan` (module calls, plan-time values) are not recorded. Run it
# with record_terraform.sh on each new module.
# usage: record_ranges.sh MODULE_DIR...
set -u
command -v terraform >/dev/null 2>&1 || { echo "terraform not installed" >&2; exit 2; }
command -v python3 >/dev/null 2>&1 || { echo "python3 not installed" >&2; exit 2; }
tmp=${TMPDIR:-/tmp}/tycon-rng-$$
mkdir -p "$tmp"
: > "$tmp/terraformrc"
export TF_CLI_CONFIG_FILE="$tmp/terraformrc" TF_IN_AUTOMATION=1 CHECKPOINT_DISABLE=1
here=$(cd "$(dirname "$0")" && pwd)
for dir in "$@"; do
    rm -rf "$tmp/m" && mkdir -p "$tmp/m" && cp "$dir"/*.tf "$tmp/m/"
    (cd "$tmp/m" && terraform init -input=false -no-color >/dev/null 2>&1)
    (cd "$tmp/m" && terraform validate -json -no-color) | python3 "$here/ranges.py" terraform \
        > "$dir/terraform.ranges"
    echo "recorded: $dir ($(wc -l < "$dir/terraform.ranges") ranges)"
done
rm -rf "$tmp"
