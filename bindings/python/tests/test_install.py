# SPDX-License-Identifier: Apache-2.0
"""`pip install --no-build-isolation` of bindings/python (into a --target directory, with no
package index) gives an importable package that finds the library through the usual paths
(the dynamic loader's: here LD_LIBRARY_PATH) or TYCON_LIBRARY."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parents[1]
PROBE = ("import tycon, sys; print(tycon.__file__); "
         "print(tycon.convert({'a': '1'}, 'object({a=number, b=optional(bool, true)})'))")


def have_pip():
    return subprocess.run([sys.executable, "-m", "pip", "--version"],
                          capture_output=True).returncode == 0


@pytest.mark.skipif(not have_pip(), reason="pip is not installed (python3-pip)")
def test_pip_install_target(tmp_path):
    lib = os.environ.get("TYCON_LIBRARY")
    if not lib:
        pytest.skip("TYCON_LIBRARY not set")
    src = tmp_path / "src"
    shutil.copytree(PKG, src, ignore=shutil.ignore_patterns("build", "*.egg-info",
                                                            "__pycache__", "tests"))
    site = tmp_path / "site"
    env = dict(os.environ, PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1")
    p = subprocess.run([sys.executable, "-m", "pip", "install", "--no-build-isolation",
                        "--no-deps", "--no-index", "--target", str(site), str(src)],
                       capture_output=True, text=True, env=env, cwd=tmp_path)
    assert p.returncode == 0, p.stdout + p.stderr
    assert (site / "tycon" / "py.typed").exists()
    base = {k: v for k, v in os.environ.items()
            if k not in ("TYCON_LIBRARY", "PYTHONPATH", "LD_LIBRARY_PATH")}
    base["PYTHONPATH"] = str(site)
    want = "{'a': 1, 'b': True}"
    # the dynamic loader's search path (libtycon.so.0, as an installed libtycon0 provides)
    libdir = str(Path(lib).resolve().parent)
    p = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                       env=dict(base, LD_LIBRARY_PATH=libdir), cwd=tmp_path)
    assert p.returncode == 0, p.stderr
    assert p.stdout.splitlines() == [str(site / "tycon" / "__init__.py"), want]
    # TYCON_LIBRARY
    p = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                       env=dict(base, TYCON_LIBRARY=lib), cwd=tmp_path)
    assert p.returncode == 0 and p.stdout.splitlines()[1] == want, p.stderr
    # no library: a clear ImportError, not a crash
    p = subprocess.run([sys.executable, "-c", "import tycon"], capture_output=True, text=True,
                       env=dict(base, TYCON_LIBRARY=str(tmp_path / "nope.so")), cwd=tmp_path)
    assert p.returncode == 1
    assert "ImportError: tycon: libtycon not found" in p.stderr
