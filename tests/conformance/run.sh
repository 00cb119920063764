#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Runs `tycon batch` on the corpus and scores it; fails when the pass rate drops below baseline.txt.
# usage: run.sh TYCON CORPUS_DIR OUT_DIR
set -e
tycon=$1; dir=$2; out=$3
mkdir -p "$out"
"$tycon" batch < "$dir/cases.jsonl" > "$out/actual.jsonl"
min=$(cat "$dir/baseline.txt")
"${PYTHON:-python3}" "$(dirname "$0")/compare.py" "$dir/expected.jsonl" "$out/actual.jsonl" \
  --cases "$dir/cases.jsonl" --show 30 --min-pass "$min"
