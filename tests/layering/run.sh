#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# The layering check (scripts/check_layers.py): the tree passes, and a copy of it with a
# deliberately wrong include in each direction fails with the exact message.
# Usage: run.sh PYTHON PROJECT_ROOT
set -u
py=$1 root=$2
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0

"$py" "$root/scripts/check_layers.py" "$root" || { echo "FAIL: the tree itself"; fail=1; }

# expect NAME FILE LINE EXPECTED: copy the tree, append LINE to FILE, expect EXPECTED and exit 1
expect() {
  name=$1 file=$2 line=$3 want=$4
  rm -rf "$tmp/t" && mkdir "$tmp/t"
  for d in runtime interp api tools grammar include; do cp -R "$root/$d" "$tmp/t/"; done
  printf '%s\n' "$line" >> "$tmp/t/$file"
  n=$(wc -l < "$tmp/t/$file" | tr -d ' ')
  got=$("$py" "$root/scripts/check_layers.py" "$tmp/t" | head -n 1); rc=$?
  want=$(printf '%s' "$want" | sed "s/@N@/$n/")
  "$py" "$root/scripts/check_layers.py" "$tmp/t" >/dev/null && { echo "FAIL $name: exit 0"; fail=1; return; }
  if [ "$got" != "$want" ]; then
    printf 'FAIL %s:\n  got:  %s\n  want: %s\n' "$name" "$got" "$want"; fail=1
  else
    echo "ok   $name: $got"
  fi
}

expect runtime-up runtime/value/value.c '#include "interp/eval/eval.h"' \
  'runtime/value/value.c:@N@: includes "interp/eval/eval.h": runtime/value may not include interp/eval (see runtime/value/README.md)'
expect runtime-api runtime/diag/diag.c '#include "api/api_int.h"' \
  'runtime/diag/diag.c:@N@: includes "api/api_int.h": runtime/diag may not include api (see runtime/diag/README.md)'
expect runtime-sideways runtime/num/num.c '#include "runtime/convert/convert.h"' \
  'runtime/num/num.c:@N@: includes "runtime/convert/convert.h": runtime/num may not include runtime/convert (see runtime/num/README.md)'
expect language-app interp/eval/eval.c '#include "interp/check/check.h"' \
  'interp/eval/eval.c:@N@: includes "interp/check/check.h": interp/eval may not include interp/check (see interp/eval/README.md)'
expect cli-internal tools/main.c '#include "runtime/base/str.h"' \
  'tools/main.c:@N@: includes "runtime/base/str.h": tools may not include runtime/base (see tools/README.md)'
expect bare-name interp/check/check.c '#include "value.h"' \
  'interp/check/check.c:@N@: includes "value.h" by bare name; include internal headers by their path from the project root'
expect readme-up runtime/base/README.md 'May include: api' \
  'runtime/base/README.md: allows api, a higher layer'
expect config-up interp/config/README.md 'May include: interp/modcall' \
  'interp/config/README.md: allows interp/modcall, a higher layer'

[ $fail = 0 ] && echo "layering: all checks passed"
exit $fail
