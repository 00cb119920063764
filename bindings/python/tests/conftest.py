# SPDX-License-Identifier: Apache-2.0
"""pytest set-up: the package from this source tree (unless PYTHONPATH names another), the
library from TYCON_LIBRARY (CTest sets it to the build tree's libtycon.so), the CLI from
TYCON_BIN (for comparisons with `tycon check -json` and `tycon console`)."""
import os
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path.insert(0, str(HERE.parent))
if "TYCON_LIBRARY" not in os.environ and (REPO / "build" / "libtycon.so").exists():
    os.environ["TYCON_LIBRARY"] = str(REPO / "build" / "libtycon.so")


@pytest.fixture(scope="session")
def repo() -> Path:
    return REPO


@pytest.fixture(scope="session")
def tycon_bin() -> str:
    b = os.environ.get("TYCON_BIN") or str(REPO / "build" / "tycon")
    if not os.path.exists(b):
        pytest.skip("no tycon binary (set TYCON_BIN)")
    return b
