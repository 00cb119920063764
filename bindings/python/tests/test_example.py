# SPDX-License-Identifier: Apache-2.0
"""examples/check_tree.py: the table of a small repository, exactly."""
import os
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[1] / "examples" / "check_tree.py"


def test_table(tmp_path):
    good = tmp_path / "modules" / "good"
    bad = tmp_path / "stacks" / "bad"
    hidden = tmp_path / ".terraform" / "x"
    for d in (good, bad, hidden):
        d.mkdir(parents=True)
    (good / "main.tf").write_text('variable "name" {\n  type = string\n}\n')
    (bad / "main.tf").write_text('variable "n" {\n  type = number\n}\n'
                                 'variable "m" {\n  type = map(string)\n  default = {}\n}\n')
    (bad / "terraform.tfvars").write_text('n = "many"\n')
    (hidden / "main.tf").write_text("this is not read")
    env = dict(os.environ, PYTHONPATH=str(SCRIPT.parents[1]))
    p = subprocess.run([sys.executable, str(SCRIPT), str(tmp_path)], capture_output=True,
                       text=True, env=env)
    assert p.returncode == 1, p.stderr
    assert p.stdout == (
        "module        vars  errors  warnings  first problem\n"
        "------------  ----  ------  --------  -----------------------------------------------------\n"
        "modules/good     1       0         0  ok\n"
        "stacks/bad       2       1         0  Invalid value for input variable (terraform.tfvars:1)\n"
        "\n2 modules: 1 valid, 1 with errors\n")
