#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Runs bindings/python's pytest tests with the given interpreter (CTest python.*; the
# environment names the library: TYCON_LIBRARY, and the CLI: TYCON_BIN). Exit 77 (skipped)
# when that interpreter has no pytest (Debian: python3-pytest, installed by scripts/deps.sh).
# usage: run.sh PYTHON TEST_FILE...
py=$1
shift
"$py" -c 'import pytest' 2>/dev/null ||
    { echo "pytest is not installed for $py (python3-pytest): skipped"; exit 77; }
cd "$(dirname "$0")" || exit 1
PYTHONDONTWRITEBYTECODE=1 exec "$py" -m pytest -q -p no:cacheprovider "$@"
