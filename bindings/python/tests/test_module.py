# SPDX-License-Identifier: Apache-2.0
"""tycon.check, tycon.validate and tycon.Console against the CLI's own output."""
import json
import os
import subprocess

import pytest

import tycon


def cli_json(tycon_bin, *args, env=None):
    out = subprocess.run([tycon_bin, *args, "-json"], capture_output=True, text=True,
                         env=env).stdout
    return json.loads(out)


def test_check_basic(repo, tycon_bin):
    d = repo / "examples" / "basic"
    r = tycon.check(d, env={})
    assert r.document == cli_json(tycon_bin, "check", str(d), env={})
    assert not r.ok and not r
    assert (r.error_count, r.warning_count) == (2, 1)
    assert [x.severity for x in r.diagnostics] == ["error", "warning", "error"]
    first = r.diagnostics[0]
    assert first.summary == "Invalid value for input variable"
    assert first.detail == ("The given value is not suitable for var.buckets declared at "
                            "main.tf:13,1-19: var.buckets[1].size_gb: a number is required.")
    assert (first.filename, first.line, first.column) == ("terraform.tfvars", 5, 32)
    assert first.end == tycon.Position(5, 39, 93)
    assert first.snippet["code"].startswith('  { name = "assets"')
    assert first.address is None
    assert [x.summary for x in r.errors] == ["Invalid value for input variable",
                                             "Invalid value for variable"]
    assert len(r.warnings) == 1
    assert repr(r) == "tycon.Result(ok=False, errors=2, warnings=1)"


def module(tmp_path):
    (tmp_path / "main.tf").write_text(
        'variable "region" {\n  type = string\n}\n'
        'variable "n" {\n  type = number\n  default = 1\n}\n')
    return tmp_path


def test_check_vars_files_env_target(tmp_path, tycon_bin):
    m = module(tmp_path)
    r = tycon.check(m, env={})
    assert not r.ok
    assert r.diagnostics[0].summary == "No value for required variable"
    assert tycon.check(m, vars={"region": "eu-west-1"}, env={}).ok
    assert tycon.check(m, env={"TF_VAR_region": "x"}).ok
    (tmp_path / "a.tfvars").write_text('region = "x"\nn = "many"\n')
    r = tycon.check(m, var_files=[tmp_path / "a.tfvars"], env={})
    want = cli_json(tycon_bin, "check", str(m), "-var-file", str(tmp_path / "a.tfvars"),
                    env={})
    assert r.document == want and not r.ok
    # -var after -var-file: the later value wins, as on the command line
    assert tycon.check(m, var_files=[str(tmp_path / "a.tfvars")], vars={"n": "2"}, env={}).ok
    r = tycon.check(m, vars={"region": "x", "n": "two"}, target="opentofu@1.11", env={})
    assert r.document == cli_json(tycon_bin, "check", str(m), "-var", "region=x", "-var",
                                  "n=two", "--target=opentofu@1.11", env={})
    r = tycon.check(m, vars={"region": "x", "undeclared": "1"}, env={})
    assert [d.summary for d in r.diagnostics] == ["Value for undeclared variable"]
    assert tycon.check(m, partial=True, env={}).ok


def test_check_misuse(tmp_path):
    with pytest.raises(ValueError):
        tycon.check(tmp_path, target="terraform@0.1")
    with pytest.raises(TypeError):
        tycon.check(tmp_path, vars={"n": 1})  # type: ignore[dict-item]
    r = tycon.check(tmp_path / "missing", env={})
    assert not r.ok and r.diagnostics


def test_validate(repo, tycon_bin):
    case = repo / "tests" / "validate" / "both_errors"
    schemas = [repo / "tests" / "validate" / "schemas" / s
               for s in (case / "SCHEMAS").read_text().split()]
    r = tycon.validate(case, schemas=schemas, env={})
    args = ["validate", str(case)]
    for s in schemas:
        args += ["--provider-schema", str(s)]
    assert r.document == cli_json(tycon_bin, *args, env={})
    assert not r.ok and r.error_count >= 1
    assert r.diagnostics == [tycon.Diagnostic.from_json(x) for x in r.document["diagnostics"]]


EXPRS = ['1 + 1', 'var.region', 'upper("x")', '{a=1,b=[true]}', 'var.nope', 'toset([2,1,2])',
         'convert({a=1}, object({a=string, b=optional(number, 3)}))', '"a\\u0000b"',
         '1 +', 'jsonencode({x = 1.5e300})']


def test_console_matches_cli(repo, tycon_bin):
    d = repo / "examples" / "basic"
    p = subprocess.run([tycon_bin, "console", str(d)], input="\n".join(EXPRS) + "\n",
                       capture_output=True, text=True, env={"PATH": os.environ["PATH"]})
    with tycon.Console(d, env={}) as c:
        out = [c.startup_output, c.startup_late]
        err = [c.startup_errors]
        for e in EXPRS:
            try:
                out.append(c.eval(e) + "\n")
            except tycon.ConsoleError as x:
                err.append(x.text)
    assert "".join(out) == p.stdout
    assert "".join(err) == p.stderr


def test_console_values():
    with tycon.Console(None, env={}) as c:
        assert c.eval("1 + 1") == "2"
        assert c.eval("[for s in [\"a\", \"b\"] : upper(s)]") == '[\n  "A",\n  "B",\n]'
        assert c.eval("") == ""
        with pytest.raises(tycon.ConsoleError) as e:
            c.eval("nosuch(1)")
        assert "Call to unknown function" in e.value.text
    with pytest.raises(tycon.Error):
        c.eval("1")


def test_console_vars(tmp_path):
    m = module(tmp_path)
    c = tycon.Console(m, vars={"region": "eu"}, env={})
    assert c.eval("var.region") == '"eu"'
    assert c.eval("var.n + 1") == "2"
    assert c.startup_errors == ""
    c.close()
    c.close()
