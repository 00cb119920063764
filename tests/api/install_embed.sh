#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Installs the build into a temporary prefix, then builds examples/embed.c against the
# installed copy the way an outside program would (pkg-config; and CMake's
# find_package(tycon)), runs it and compares its output with examples/embed.expected.
# usage: install_embed.sh BUILD_DIR SOURCE_DIR WORK_DIR   (env: CC, CMAKE, EMBED_CFLAGS)
set -e
build=$1; src=$2; work=$3
rm -rf "$work"
mkdir -p "$work"
prefix="$work/prefix"
"${CMAKE:-cmake}" --install "$build" --prefix "$prefix" > "$work/install.log"
for f in include/tycon.h bin/tycon share/man/man1/tycon.1; do
  test -f "$prefix/$f" || { echo "not installed: $f"; exit 1; }
done
pc=$(find "$prefix" -name tycon.pc | head -n 1)
test -n "$pc" || { echo "tycon.pc not installed"; exit 1; }
export PKG_CONFIG_PATH="$(dirname "$pc")"
libdir=$(pkg-config --variable=libdir tycon)
ls "$libdir"/libtycon.so.0 "$libdir"/libtycon.a > /dev/null

# 1. pkg-config, as the documentation says.
# shellcheck disable=SC2046,SC2086
"${CC:-cc}" $EMBED_CFLAGS -o "$work/embed" "$src/examples/embed.c" $(pkg-config --cflags --libs tycon)
(cd "$src/examples" && LD_LIBRARY_PATH="$libdir" "$work/embed") > "$work/embed.out"
diff -u "$src/examples/embed.expected" "$work/embed.out"

# 2. find_package(tycon) and the imported target tycon::tycon.
mkdir -p "$work/cmake-project"
cat > "$work/cmake-project/CMakeLists.txt" <<CMK
cmake_minimum_required(VERSION 3.20)
project(embed_outside C)
find_package(tycon 0.1 REQUIRED)
add_executable(embed "$src/examples/embed.c")
target_link_libraries(embed PRIVATE tycon::tycon)
CMK
"${CMAKE:-cmake}" -S "$work/cmake-project" -B "$work/cmake-build" -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_C_COMPILER="${CC:-cc}" -DCMAKE_C_FLAGS="$EMBED_CFLAGS" > "$work/cmake.log"
"${CMAKE:-cmake}" --build "$work/cmake-build" > "$work/cmake-build.log"
(cd "$src/examples" && "$work/cmake-build/embed") > "$work/embed-cmake.out"
diff -u "$src/examples/embed.expected" "$work/embed-cmake.out"
# 3. The static library with pkg-config --static (C++ runtime and RE2 come from Libs.private).
# shellcheck disable=SC2046,SC2086
"${CC:-cc}" $EMBED_CFLAGS -o "$work/embed-static" "$src/examples/embed.c" $(pkg-config --cflags tycon) \
  "$libdir/libtycon.a" $(pkg-config --static --libs tycon | sed 's/-ltycon//')
(cd "$src/examples" && "$work/embed-static") > "$work/embed-static.out"
diff -u "$src/examples/embed.expected" "$work/embed-static.out"
echo "install + embed: ok"
