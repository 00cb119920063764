#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Runs Neovim headless with its built-in LSP client against `tycon lsp` on a copy of the
# sample module (test.lua holds the assertions). Usage: run.sh NVIM TYCON LSP_TEST_DIR
set -e
NVIM=$1 TYCON=$2 DIR=$3
TMP=$(mktemp -d "${TMPDIR:-/tmp}/tycon-nvim.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
cp -R "$DIR/module" "$TMP/module"
cp -R "$DIR/tfmod" "$TMP/tfmod"
echo "provider_schemas = [\"$(cd "$DIR/../validate/schemas" && pwd)/toy.json\"]" > "$TMP/tfmod/.tycon.hcl"
mkdir -p "$TMP/home" "$TMP/state"
# a clean Neovim: no user config, plugins, shada or swap files
HOME="$TMP/home" XDG_CONFIG_HOME="$TMP/home" XDG_DATA_HOME="$TMP/home" XDG_STATE_HOME="$TMP/state" \
TYCON="$TYCON" MODDIR="$TMP/module" TFDIR="$TMP/tfmod" RESULT="$TMP/result.txt" \
  timeout 60 "$NVIM" --headless --clean -n -i NONE -c "luafile $DIR/nvim/test.lua" </dev/null || true
if [ ! -f "$TMP/result.txt" ]; then
  echo "Neovim produced no result"
  exit 1
fi
cat "$TMP/result.txt"
tail -n 1 "$TMP/result.txt" | grep -qx "0 failure(s)"
