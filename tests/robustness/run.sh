#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Every reproducer of ../shared/robustness (copied here, or rebuilt by this script) ends within
# 2 s of CPU time and 512 MB with a clear diagnostic or a correct result; the reports are compared with
# expected.txt. Under the sanitizers (SAN=1) the limits are 60 s and no memory limit (ASan
# reserves terabytes of address space), since only the results are compared there.
# usage: run.sh TYCON REPLAY DIR SAN
set -u
tycon=$1 replay=$2 dir=$3 san=${4:-0}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
out=$tmp/actual.txt
: > "$out"

# limited CMD...: runs CMD under the limits; prints "exit N" (137 or 152: the 2 s of CPU time, 124:
# the wall-clock guard against a process that sleeps). CPU time, not wall time, is the limit,
# so that a loaded machine does not fail the run.
limited() {
  if [ "$san" = 1 ]; then
    timeout 60 "$@"
  else
    (ulimit -v 524288; ulimit -t 2; exec timeout 60 "$@")
  fi
  echo "exit $?"
}

section() { echo "### $1" >> "$out"; }

# The fuzz inputs (byte 0: flags) through their targets.
section "UBSan: {} in the fast path and the JSON parser; huge decimal exponents"
limited "$replay" value_hcl "$dir/fuzz_value_hcl-1" "$dir/fuzz_value_hcl-2" >> "$out" 2>&1
limited "$replay" value_json "$dir/fuzz_value_json-1" "$dir/fuzz_value_json-2" >> "$out" 2>&1
limited "$replay" type "$dir/fuzz_type-1" >> "$out" 2>&1

section "found by the check fuzzer: a long snippet line of invalid UTF-8 (elided window)"
limited "$replay" check "$dir/fuzz_check-elide" 2>&1 | cut -c1-120 >> "$out"

section "found by the check fuzzer: a quoted label cut at the failing token (was a 4 GB allocation)"
limited "$replay" check "$dir/fuzz_check-alloc" 2>&1 | cut -c1-120 >> "$out"

section "found by the console fuzzer: format() with a width Go's fmt refuses (was 2.2 GB)"
limited "$replay" console "$dir/fuzz_console-width" 2>&1 | cut -c1-120 >> "$out"

section "JSON nesting 50,000 deep with max_depth raised to 1,000,000 (flags 0x80)"
python3 -c "import sys; sys.stdout.buffer.write(b'\x80' + b'[' * 50000 + b'1' + b']' * 50000)" > "$tmp/deep.json"
limited "$replay" value_json "$tmp/deep.json" 2>&1 | sed 's/^== .*/== deep.json/' >> "$out"
python3 -c "import sys; sys.stdout.buffer.write(b'\x80' + b'[' * 50000 + b'1' + b']' * 50000)" > "$tmp/deep.hcl"
limited "$replay" value_hcl "$tmp/deep.hcl" 2>&1 | sed 's/^== .*/== deep.hcl/' >> "$out"

section "console: unbounded results from short expressions"
printf '\000indent(999999999, "a\\nb")\n' > "$tmp/console-big"
if [ "$san" = 0 ]; then # a billion values: only where the memory limit stops it
  printf 'length([for a in range(1024) : [for b in range(1024) : [for c in range(1024) : 1]]])\n' >> "$tmp/console-big"
fi
limited "$replay" console "$tmp/console-big" 2>&1 | sed 's/^== .*/== console-big/' >> "$out"

# Module checks through the CLI.
mod() { rm -rf "$tmp/m"; mkdir "$tmp/m"; printf '%s' "$1" > "$tmp/m/main.tf"; }
# run_check: the first lines of the check's output, then its exit line
run_check() {
  limited "$tycon" check -no-color "$tmp/m" > "$tmp/rc" 2>&1
  sed '$d' "$tmp/rc" | head -n 12
  tail -n 1 "$tmp/rc"
}

section "terraform.tfvars -> /dev/zero; a FIFO; a directory"
mod 'variable "x" {
  type    = any
  default = 1
}
'
ln -s /dev/zero "$tmp/m/terraform.tfvars"
run_check >> "$out"
rm "$tmp/m/terraform.tfvars"; mkfifo "$tmp/m/terraform.tfvars"
run_check >> "$out"
rm "$tmp/m/terraform.tfvars"; mkdir "$tmp/m/terraform.tfvars"
run_check >> "$out"

section "15-byte tfvars: x = 1e99999999 for a string"
mod 'variable "x" {
  type = string
}
'
printf 'x = 1e99999999\n' > "$tmp/m/terraform.tfvars"
run_check >> "$out"

section "8000 type errors (one per variable): summary lines only"
rm -rf "$tmp/m"; mkdir "$tmp/m"
python3 -c "
n = 8000
open('$tmp/m/main.tf','w').write(''.join('variable \"v%d\" {\n  type = number\n}\n' % i for i in range(n)))
open('$tmp/m/terraform.tfvars','w').write(''.join('v%d = \"x%d\"\n' % (i, i) for i in range(n)))"
limited "$tycon" check -no-color --compat=terraform "$tmp/m" > "$tmp/o8" 2>&1
echo "$(tail -n 1 "$tmp/o8"), $(grep -c '^Error: Invalid value for input variable' "$tmp/o8") errors" >> "$out"

section "8000 duplicate keys on one JSON line: summary lines only"
mod 'variable "x" {
  type = any
}
'
python3 -c "open('$tmp/m/terraform.tfvars.json','w').write('{\"x\": {' + ','.join('\"a\": %d' % i for i in range(8000)) + '}}')"
if [ "$san" = 0 ]; then # Terraform's output is 632 MB here (every block repeats the line):
  # streamed, it is written whole within the 512 MB limit (counted from a pipe: writing it to
  # a file costs the writer system time a busy disk can push past the CPU limit)
  limited "$tycon" check -no-color --compat=terraform "$tmp/m" 2>&1 |
    LC_ALL=C awk '/^Error: Duplicate/ { n++ } { b += length($0) + 1; last = $0 }
                  END { printf "%s, %d errors, %d bytes\n", last, n, b }' >> "$out"
fi
limited "$tycon" check -no-color "$tmp/m" > "$tmp/o10" 2>&1
echo "tycon's own mode: $(tail -n 1 "$tmp/o10"), $(grep -c '^Error: Duplicate' "$tmp/o10") errors shown" >> "$out"
tail -n 4 "$tmp/o10" | cut -c1-100 >> "$out"

section "piped console: one entry of 40,000 lines"
python3 -c "import sys; sys.stdout.write('length([\n' + '1,\n' * 40000 + '])\n')" > "$tmp/long"
limited "$tycon" console < "$tmp/long" >> "$out" 2>&1
printf 'upper("a")\r\n1 + 1\r\n' > "$tmp/crlf"
limited "$tycon" console < "$tmp/crlf" >> "$out" 2>&1

section "tycon validate: dynamic blocks over 200,000 elements (a budget), a schema nested 100,000 deep"
mkdir -p "$tmp/v"
cat > "$tmp/v/main.tf" <<'TF'
resource "toy_thing" "a" {
  name = "a"
  dynamic "item" {
    for_each = flatten([for i in range(200) : range(1000)])
    content {
      x = item.value > 3
    }
  }
}
TF
printf '{"provider_schemas":{"registry.terraform.io/hashicorp/toy":{"resource_schemas":{"toy_thing":{"block":{"attributes":{"name":{"type":"string","optional":true}},"block_types":{"item":{"nesting_mode":"set","block":{"attributes":{"x":{"type":"bool","optional":true}}}}}}}}}}}' > "$tmp/v/toy.json"
limited "$tycon" validate -no-color --provider-schema="$tmp/v/toy.json" "$tmp/v" 2>&1 | sed "s|$tmp|TMP|g" >> "$out"
python3 -c "import sys; sys.stdout.write('{\"provider_schemas\":{\"x\":{\"provider\":' + '[' * 100000 + ']' * 100000 + '}}}')" > "$tmp/v/deep.json"
limited "$tycon" validate -no-color --provider-schema="$tmp/v/deep.json" "$tmp/v" 2>&1 | sed "s|$tmp|TMP|g" | cut -c1-120 >> "$out"

section "40,000 variable blocks, each with a syntax error in an argument (recovery budget)"
mkdir -p "$tmp/rec"
python3 -c "import sys; sys.stdout.write(''.join('variable \"v%d\" {\n  default = 1 1\n}\n' % i for i in range(40000)))" > "$tmp/rec/variables.tf"
limited "$tycon" check -no-color "$tmp/rec" 2>&1 | sed "s|$tmp|TMP|g" >> "$out"

want=$dir/expected.txt
[ "$san" = 1 ] && want=$dir/expected_san.txt
if diff -u "$want" "$out"; then
  echo "robustness: all reproducers within the limits, results as expected"
  echo "1 passed, 0 failed"
  exit 0
fi
[ -n "${TYC_UPDATE:-}" ] && cp "$out" "$want"
echo "0 passed, 1 failed"
exit 1
