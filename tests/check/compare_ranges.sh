#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Compares the ranges of `tycon check -json` for every module here with a terraform.ranges
# (written by record_ranges.sh from `terraform validate -json`): each diagnostic of a .tf
# file, its summary and its byte range, exactly. Needs no terraform.
# usage: compare_ranges.sh TYCON CASES_DIR
set -u
tycon=$1
cases=$2
here=$(cd "$(dirname "$0")" && pwd)
tmp=${TMPDIR:-/tmp}/tycon-rngc-$$
mkdir -p "$tmp"
fail=0 n=0
for dir in "$cases"/*/; do
    [ -f "$dir/terraform.ranges" ] || continue
    name=$(basename "$dir")
    n=$((n + 1))
    rm -rf "$tmp/m" && mkdir -p "$tmp/m" && cp "$dir"/*.tf "$tmp/m/"
    (cd "$tmp/m" && env -i PATH="$PATH" "$tycon" check -json . 2>/dev/null) |
        python3 "$here/ranges.py" tycon > "$tmp/got"
    if cmp -s "$dir/terraform.ranges" "$tmp/got"; then
        echo "same: $name"
    else
        echo "DIFFERS: $name"
        diff "$dir/terraform.ranges" "$tmp/got"
        fail=1
    fi
done
rm -rf "$tmp"
echo "$n modules' ranges compared"
exit $fail
