#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Step 1 of the GitHub Action (action.yml): makes tycon available. When INPUT_TYCON (default
# "tycon") is not found, builds it from the action's source (scripts/deps.sh installs the
# Debian packages) and installs it under $RUNNER_TEMP/tycon, added to $GITHUB_PATH.
set -eu
if command -v "${INPUT_TYCON:-tycon}" >/dev/null 2>&1; then
    "${INPUT_TYCON:-tycon}" --version
    exit 0
fi
src=${GITHUB_ACTION_PATH:?}
prefix=${RUNNER_TEMP:-/tmp}/tycon
sh "$src/scripts/deps.sh"
cmake -S "$src" -B "$prefix-build" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF >/dev/null
cmake --build "$prefix-build" -j"$(nproc)"
cmake --install "$prefix-build" --prefix "$prefix" >/dev/null
echo "$prefix/bin" >> "${GITHUB_PATH:?}"
"$prefix/bin/tycon" --version
