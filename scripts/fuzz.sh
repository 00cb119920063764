#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# A fuzzing campaign: builds the libFuzzer targets (clang, ASan+UBSan, -DTYCON_FUZZ=ON) into
# build-fuzz/ and runs each target for SECONDS (default 600) on a copy of its seed corpus
# (tests/fuzz/seeds/TARGET), one after another; findings land in build-fuzz/findings/TARGET.
# usage: scripts/fuzz.sh [SECONDS] [TARGET...]
set -eu
cd "$(dirname "$0")/.."
secs=${1:-600}
[ $# -gt 0 ] && shift
targets=${*:-type value_hcl value_json convert console check validate}
command -v clang >/dev/null || { echo "fuzz.sh: clang is needed (apt-get install clang libclang-rt-dev)"; exit 2; }
CC=clang CXX=clang++ cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTYCON_FUZZ=ON >/dev/null
for t in $targets; do cmake --build build-fuzz -j"$(nproc)" --target "fuzz_$t" >/dev/null; done
for t in $targets; do
  mkdir -p "build-fuzz/corpus/$t" "build-fuzz/findings/$t"
  cp -n tests/fuzz/seeds/"$t"/* "build-fuzz/corpus/$t/" 2>/dev/null || true
  echo "== $t: $secs s"
  "build-fuzz/tests/fuzz_$t" -max_total_time="$secs" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="build-fuzz/findings/$t/" -print_final_stats=1 "build-fuzz/corpus/$t" 2>&1 |
    grep -E "^#|stat::|ERROR|SUMMARY|Done" | tail -n 8
done
