#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Set-up command 1: install what is missing, build, and run tycon on the bundled example.
set -e
cd "$(dirname "$0")/.."
sh scripts/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)"
./build/tycon check examples/basic || [ $? -eq 1 ]
