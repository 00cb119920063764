#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Fails when the shared library defines a dynamic symbol that is not tycon_* (the library's
# internals are built with hidden visibility). usage: check_exports.sh libtycon.so
set -e
lib=$1
syms=$(nm -D --defined-only "$lib" | awk 'NF >= 3 { print $3 }')
test -n "$syms" || { echo "no symbols in $lib"; exit 1; }
bad=$(printf '%s\n' "$syms" | grep -v '^tycon_' |
      grep -v -x -e _init -e _fini -e _edata -e _end -e __bss_start || true)
if [ -n "$bad" ]; then
  echo "symbols exported by $lib outside tycon_*:"
  printf '%s\n' "$bad"
  exit 1
fi
printf '%s\n' "$syms" | grep -c '^tycon_' | sed 's/^/exported tycon_* symbols: /'
