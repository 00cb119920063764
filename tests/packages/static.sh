#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# -DTYCON_STATIC=ON: configures and builds the tycon executable in a scratch build directory,
# then checks that it is fully static (file(1): "statically linked"; no dynamic section, no
# program interpreter; ldd: "not a dynamic executable"), and that it runs with no library
# path at all and checks the bundled example exactly as the normal build does.
# usage: static.sh TYCON SOURCE_DIR CMAKE
set -u
tycon=$1
src=$2
cmake=${3:-cmake}
tmp=${TMPDIR:-/tmp}/tycon-static-$$
trap 'rm -rf "$tmp"' EXIT
"$cmake" -S "$src" -B "$tmp" -DCMAKE_BUILD_TYPE=Release -DTYCON_STATIC=ON -DBUILD_TESTING=OFF \
    >"$tmp.log" 2>&1 && "$cmake" --build "$tmp" -j"$(nproc)" --target tycon >>"$tmp.log" 2>&1 ||
    { tail -30 "$tmp.log"; rm -f "$tmp.log"; echo "FAIL: static build"; exit 1; }
rm -f "$tmp.log"
bin=$tmp/tycon
fail=0
if command -v file >/dev/null 2>&1; then
    file -b "$bin" | grep -q 'statically linked' || { echo "FAIL: file: $(file -b "$bin")"; fail=1; }
fi
readelf -lW "$bin" | grep -q 'INTERP' && { echo "FAIL: has a program interpreter"; fail=1; }
readelf -d "$bin" | grep -q 'NEEDED' && { echo "FAIL: needs shared libraries"; fail=1; }
ldd "$bin" >"$tmp/ldd" 2>&1
grep -q 'not a dynamic executable' "$tmp/ldd" || { echo "FAIL: ldd: $(cat "$tmp/ldd")"; fail=1; }
cd "$src" || exit 1
env -i LD_LIBRARY_PATH=/nonexistent "$bin" check -no-color examples/basic >"$tmp/a" 2>&1
echo "exit $?" >>"$tmp/a"
env -i "$tycon" check -no-color examples/basic >"$tmp/b" 2>&1
echo "exit $?" >>"$tmp/b"
cmp -s "$tmp/a" "$tmp/b" || { echo "FAIL: static tycon differs"; diff "$tmp/b" "$tmp/a"; fail=1; }
printf 'convert({a = 1}, map(string))\n' | env -i "$bin" console -no-color >"$tmp/c" 2>&1
printf 'tomap({\n  "a" = "1"\n})\n' | cmp -s - "$tmp/c" || { echo "FAIL: static console"; cat "$tmp/c"; fail=1; }
[ $fail = 0 ] && echo "static: tycon is fully static and behaves as the dynamic build"
exit $fail
