# SPDX-License-Identifier: Apache-2.0
"""The annotations are the package's type stubs (py.typed): mypy --strict accepts the
package and a user program written against it, and rejects a misuse."""
import subprocess
import sys
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parents[1]

USER = '''
import tycon
from decimal import Decimal
from typing import Any, List, Optional

t: tycon.Type = tycon.parse_type("list(string)")
name: str = t.friendly_name
v: Any = tycon.convert(["a"], t)
r: tycon.Result = tycon.check(".", var_files=["a.tfvars"], vars={"x": "1"}, target=None)
ok: bool = r.ok
d: tycon.Diagnostic = r.diagnostics[0]
line: Optional[int] = d.line
end: Optional[tycon.Position] = d.end
with tycon.Console(None) as c:
    text: str = c.eval("1")
try:
    tycon.convert(Decimal("1.5"), "number")
except tycon.ConversionError as e:
    where: str = e.path
    msg: str = e.message
    diags: List[tycon.Diagnostic] = e.diagnostics
'''


def mypy(cwd, *files):
    """mypy --strict on files with the package on MYPYPATH (checked too: it is imported)."""
    return subprocess.run([sys.executable, "-m", "mypy", "--strict", "--cache-dir", "/dev/null",
                           *files], capture_output=True, text=True, cwd=cwd,
                          env={"MYPYPATH": str(PKG), "PATH": "/usr/bin:/bin"})


@pytest.mark.skipif(subprocess.run([sys.executable, "-c", "import mypy"]).returncode != 0,
                    reason="mypy is not installed (python3-mypy)")
def test_mypy_strict(tmp_path):
    (tmp_path / "user.py").write_text(USER)
    (tmp_path / "bad.py").write_text('import tycon\nx: int = tycon.parse_type("string")\n')
    p = mypy(tmp_path, "user.py")
    assert p.returncode == 0, p.stdout
    p = mypy(tmp_path, "bad.py")
    assert p.returncode == 1
    assert 'Incompatible types in assignment (expression has type "Type", variable has ' \
           'type "int")' in p.stdout
