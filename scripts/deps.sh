#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Installs the Debian/Ubuntu packages tycon needs, only those that are missing.
set -e
pkgs="build-essential cmake pkg-config re2c lemon libmpfr-dev libgmp-dev libutf8proc-dev libedit-dev libcmocka-dev python3"
pkgs="$pkgs libjansson-dev neovim"  # the language server and its Neovim test (issue 16)
pkgs="$pkgs g++ libre2-dev"  # regex: RE2 behind a C++ shim (issue 11)
pkgs="$pkgs libssl-dev libcrypt-dev zlib1g-dev libyaml-dev"  # function library: hashes/RSA, bcrypt, gzip, YAML (issue 11)
missing=""
for p in $pkgs; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
SUDO=""
[ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null && SUDO=sudo
echo "installing:$missing"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing
