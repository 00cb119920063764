# SPDX-License-Identifier: Apache-2.0
"""tycon.convert and tycon.parse_value: results with nested defaults, sets, exact numbers,
go-cty's errors with their paths, Python objects that are no Terraform value."""
import json
import subprocess
from decimal import Decimal

import pytest

import tycon

SERVERS = ('list(object({name=string, size=optional(number, 10), '
           'tags=optional(set(string), []), disk=optional(object({gb=optional(number, 20), '
           'kind=optional(string, "ssd")}), {})}))')


def test_nested_defaults():
    got = tycon.convert([{"name": "a"}, {"name": "b", "size": "12", "tags": ["x", "y", "x"],
                                          "disk": {"gb": 100}}], SERVERS)
    assert got == [
        {"name": "a", "size": 10, "tags": frozenset(), "disk": {"gb": 20, "kind": "ssd"}},
        {"name": "b", "size": 12, "tags": frozenset({"x", "y"}),
         "disk": {"gb": 100, "kind": "ssd"}},
    ]
    assert type(got[1]["tags"]) is frozenset


@pytest.mark.parametrize("value,type_,expected", [
    (None, "string", None),
    (True, "string", "true"),
    ("true", "bool", True),
    (1.5, "string", "1.5"),
    ("12", "number", 12),
    ({"a": 1, "b": "x"}, "map(string)", {"a": "1", "b": "x"}),
    ((1, 2), "list(string)", ["1", "2"]),
    ({"b", "a"}, "set(string)", frozenset({"a", "b"})),
    ([1, "1"], "set(string)", frozenset({"1"})),
    ([[1, 2], [1, 2], [3]], "set(list(number))", ([1, 2], [3])),
    ([{"a": 1}, {"a": 1}], "set(object({a=number}))", ({"a": 1},)),
    ([["a"], ["a", "b"]], "set(set(string))",
     frozenset({frozenset({"a"}), frozenset({"a", "b"})})),
    ({"a": [1, "x"]}, "any", {"a": [1, "x"]}),
    ([1, "x"], "tuple([string, string])", ["1", "x"]),
    ({"x": ["a"]}, "map(set(string))", {"x": frozenset({"a"})}),
    ({"a": None}, 'object({a=optional(list(string), ["d"])})', {"a": ["d"]}),
    ({}, "object({a=optional(object({b=optional(number,5)}),{})})", {"a": {"b": 5}}),
    ({"extra": 1}, "object({a=optional(string)})", {"a": None}),
    ([], "list(object({a=string}))", []),
    ([], "set(string)", frozenset()),
    ({"k": {"a": 1}}, "map(object({a=number, b=optional(bool, true)}))",
     {"k": {"a": 1, "b": True}}),
])
def test_results(value, type_, expected):
    got = tycon.convert(value, type_)
    assert got == expected
    assert type(got) is type(expected)


def test_big_and_exact_numbers():
    assert tycon.convert(10 ** 40, "number") == 10 ** 40
    assert tycon.convert(2 ** 70, "string") == "1180591620717411303424"
    assert tycon.convert("1e400", "number") == 10 ** 400
    pi = Decimal("3.14159265358979323846264338327950288")
    assert tycon.convert(pi, "number") == pi
    assert tycon.convert(pi, "string") == str(pi)
    assert tycon.convert(Decimal("2E+3"), "number") == 2000
    assert tycon.convert("12345678901234567890.5", "number") == Decimal("12345678901234567890.5")
    got = tycon.convert(0.25, "number")
    assert got == 0.25 and type(got) is float
    assert tycon.convert(-0.0, "number") == 0
    assert tycon.convert(1e300, "number") == 10 ** 300   # the float's shortest decimal form


@pytest.mark.parametrize("value,type_,path,message", [
    ({"a": 1}, "string", "", "string required, but have object"),
    ("x", "number", "", "a number is required"),
    ([1, "a"], "list(number)", "[1]", "a number is required"),
    ("yes", "bool", "", "a bool is required"),
    ([1], "map(string)", "", "map of string required"),
    ({"a": [1]}, "map(string)", '["a"]', "string required, but have tuple"),
    ([1, 2, 3], "tuple([number,number])", "", "tuple required"),
    ([{"a": 1}, {"a": "x", "b": 2}], "list(object({a=number}))", "[1].a",
     "a number is required"),
    ([{"name": "a"}, {"name": "b", "size": "big"}], SERVERS, "[1].size",
     "a number is required"),
    ([{"size": 1}], SERVERS, "[0]", 'attribute "name" is required'),
    ({"a": {"b": [1]}}, "object({a=object({b=list(string), c=number})})", ".a",
     'attribute "c" is required'),
])
def test_conversion_errors(value, type_, path, message):
    with pytest.raises(tycon.ConversionError) as e:
        tycon.convert(value, type_)
    assert (e.value.path, e.value.message) == (path, message)
    assert str(e.value) == (f"{path}: {message}" if path else message)
    assert isinstance(e.value, ValueError)
    assert e.value.diagnostics[0].detail == message


def test_errors_match_tycon_check(tmp_path, tycon_bin):
    """The same value in a .tfvars.json for a variable of the same type: tycon check
    reports `var.servers<path>: <message>`, and with --compat=terraform (Terraform's
    words) `<message>`, for a value that does not convert; a structure that does not match
    gets the first mismatching element's path and tycon's own words, as tycon check."""
    (tmp_path / "main.tf").write_text(f'variable "servers" {{\n  type = {SERVERS}\n}}\n')
    for value, path, compat in (
            ([{"name": "a"}, {"name": "b", "size": "big"}], "[1].size", False),
            ([{"name": "a"}, {"name": "b", "size": "big"}], "[1].size", True),
            ([{"name": "a"}, {"name": "b", "size": [1]}], "[1].size", False)):
        (tmp_path / "terraform.tfvars.json").write_text(json.dumps({"servers": value}))
        cmd = [tycon_bin, "check", "-json", str(tmp_path)]
        if compat:
            cmd.append("--compat=terraform")
        out = subprocess.run(cmd, capture_output=True, text=True).stdout
        detail = json.loads(out)["diagnostics"][0]["detail"]
        with pytest.raises(tycon.ConversionError) as e:
            tycon.convert(value, SERVERS)
        assert e.value.path == path
        where = "" if compat else f"var.servers{path}: "
        assert detail.endswith(f"declared at main.tf:1,1-19: {where}{e.value.message}.")
        assert tycon.check(tmp_path, compat=compat).diagnostics[0].detail == detail


def test_type_object_accepted():
    t = tycon.parse_type("list(number)")
    assert tycon.convert(["1"], t) == [1]


@pytest.mark.parametrize("value,exc", [
    (b"x", TypeError),
    (object(), TypeError),
    ([float("nan")], ValueError),
    ({"a": float("inf")}, ValueError),
    (Decimal("NaN"), ValueError),
    ("\ud800", ValueError),
])
def test_not_terraform_values(value, exc):
    with pytest.raises(exc):
        tycon.convert(value, "any")


def test_bad_type_text():
    with pytest.raises(tycon.TypeExpressionError):
        tycon.convert(1, "lst(string)")


def test_deep_nesting_is_an_error_not_a_crash():
    v = 1
    for _ in range(1500):
        v = [v]
    with pytest.raises((tycon.Error, RecursionError)):
        tycon.convert(v, "any")
    with pytest.raises(tycon.Error):
        tycon.parse_value("[" * 1500 + "]" * 1500)


def test_strings_exact():
    s = "ünï\u0000cødé \U0001F600 \"q\" \\ ${x} %{y}"
    assert tycon.convert(s, "string") == s
    assert tycon.convert({"k\u00e9": s}, "map(string)") == {"k\u00e9": s}


def test_parse_value():
    assert tycon.parse_value('{ a = [1, 2], b = "x" }') == {"a": [1, 2], "b": "x"}
    assert tycon.parse_value('{"a": "${x}"}') == {"a": "${x}"}    # JSON: literal strings
    assert tycon.parse_value('"${x}"', syntax="json") == "${x}"
    assert tycon.parse_value("<<EOT\nhello\nEOT\n") == "hello\n"
    assert tycon.parse_value("1.5") == 1.5
    assert tycon.parse_value("123456789012345678901234567890") == \
        123456789012345678901234567890
    assert tycon.parse_value("null") is None
    assert tycon.parse_value('{ "a b" = true }', syntax="hcl") == {"a b": True}


@pytest.mark.parametrize("text,summary", [
    ("{ a = ", "Missing expression"),
    ("var.x", "Variables not allowed"),
    ("upper(\"x\")", "Function calls not allowed"),
])
def test_parse_value_errors(text, summary):
    with pytest.raises(tycon.ValueSyntaxError) as e:
        tycon.parse_value(text)
    assert e.value.diagnostics[0].summary == summary


def test_parse_value_bad_syntax_name():
    with pytest.raises(ValueError):
        tycon.parse_value("1", syntax="yaml")
