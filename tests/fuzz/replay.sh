#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Replays the seed corpus of every fuzz target (tests/fuzz/seeds/TARGET/*) through the replay
# driver; fails on a crash, a sanitizer report or a non-zero exit. usage: replay.sh REPLAY DIR
set -u
replay=$1 dir=$2
fail=0 n=0
for t in type value_hcl value_json convert console check validate; do
  [ -d "$dir/seeds/$t" ] || { echo "no seeds for $t"; fail=1; continue; }
  files=$(ls "$dir/seeds/$t" | sed "s|^|$dir/seeds/$t/|")
  if ! "$replay" "$t" $files > /dev/null; then
    echo "FAIL: target $t"; fail=1
  fi
  n=$((n + $(ls "$dir/seeds/$t" | wc -l)))
done
echo "fuzz replay: $n seeds, $([ $fail = 0 ] && echo 0 || echo some) failed"
[ $fail = 0 ] && echo "$n passed, 0 failed"
exit $fail
