#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Set-up command 2: install what is missing, build, and run every test; then the same suite
# again under AddressSanitizer + UndefinedBehaviorSanitizer.
set -e
cd "$(dirname "$0")/.."
sh scripts/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j"$(nproc)"
(cd build && ctest --output-on-failure -j"$(nproc)")
if [ "${TYCON_SKIP_SANITIZE:-0}" != 1 ]; then
  cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DTYCON_SANITIZE=ON >/dev/null
  cmake --build build-asan -j"$(nproc)"
  (cd build-asan && ASAN_OPTIONS=detect_leaks=1 ctest --output-on-failure -j"$(nproc)")
fi
# Nothing generated may land in the tree.
test -z "$(git status --porcelain 2>/dev/null)" || { git status --porcelain; exit 1; }
