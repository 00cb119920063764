#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Every source file (C, grammar, shell, Python, CMake) names its licence on one of its first
# lines: "SPDX-License-Identifier: Apache-2.0". Prints the files that do not; exit 1 if any.
# Usage: check_spdx.sh [ROOT]
root=${1:-$(dirname "$0")/..}
cd "$root" || exit 2
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  list=$(git ls-files --cached --others --exclude-standard)
else
  list=$(find . -type f ! -path './build*' ! -path './.git/*' | sed 's|^\./||')
fi
bad=0 n=0
for f in $list; do
  case "$f" in
    *.c|*.h|*.y|*.re|*.cpp|*.sh|*.py|*.cmake|*CMakeLists.txt|*.pc.in|*.cmake.in|.ci/run) ;;
    *) continue ;;
  esac
  [ -f "$f" ] || continue
  n=$((n + 1))
  head -n 3 "$f" | grep -q 'SPDX-License-Identifier: Apache-2.0' || { echo "no SPDX line: $f"; bad=$((bad + 1)); }
done
echo "spdx: $n source files, $bad without an SPDX line"
[ "$bad" = 0 ]
