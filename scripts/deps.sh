#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Installs the Debian/Ubuntu packages tycon needs, only those that are missing: nothing to do
# (and no root needed) when everything is present; apt-get as root, or through sudo; else it
# says what to install and exits 1. With TYCON_RECORD=1 it also installs what
# tests/validate/record.sh needs (the python gRPC packages of the mock provider).
set -e
pkgs="build-essential cmake pkg-config re2c lemon libmpfr-dev libgmp-dev libutf8proc-dev libedit-dev libcmocka-dev python3"
pkgs="$pkgs libjansson-dev neovim"  # the language server and its Neovim test (issue 16)
pkgs="$pkgs g++ libre2-dev"  # regex: RE2 behind a C++ shim (issue 11)
pkgs="$pkgs libssl-dev libcrypt-dev zlib1g-dev libyaml-dev"  # function library: hashes/RSA, bcrypt, gzip, YAML (issue 11)
pkgs="$pkgs python3-pytest python3-pip python3-setuptools python3-mypy dh-python"  # Python bindings: tests, pip install, type check, python3-tycon (issue 28)
pkgs="$pkgs git pre-commit python3-yaml zsh fish groff-base file binutils dpkg-dev debhelper libbsd-dev libmd-dev libncurses-dev"  # integrations, packages, static build (issue 15)
if [ "${TYCON_RECORD:-}" = 1 ]; then  # opt-in: re-recording tests/validate with terraform + mockprov (not CI)
  pkgs="$pkgs python3-grpcio python3-grpc-tools python3-protobuf python3-cryptography python3-msgpack"
fi
missing=""
for p in $pkgs; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    SUDO="sudo"
  elif command -v sudo >/dev/null 2>&1 && [ -t 0 ]; then
    SUDO="sudo"   # sudo asks for the password on the terminal
  else
    echo "scripts/deps.sh: these packages are missing:$missing" >&2
    echo "Install them as root:  apt-get install$missing" >&2
    exit 1
  fi
fi
echo "installing:$missing"
$SUDO apt-get update -qq
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing
