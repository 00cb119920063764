# SPDX-License-Identifier: Apache-2.0
"""tycon.parse_type / tycon.Type: canonical form, friendly names, equality, errors."""
import pytest

import tycon


@pytest.mark.parametrize("text,canonical,friendly", [
    ("string", "string", "string"),
    ("number", "number", "number"),
    ("any", "any", "any type"),
    ("list", "list(any)", "list of any single type"),
    ("map(string)", "map(string)", "map of string"),
    ("set( number )", "set(number)", "set of number"),
    ("list(object({ b = number, a = optional(string, \"x\") }))",
     "list(object({a=string,b=number}))", "list of object"),
    ("tuple([string, bool])", "tuple([string,bool])", "tuple"),
])
def test_canonical_and_friendly(text, canonical, friendly):
    t = tycon.parse_type(text)
    assert str(t) == canonical
    assert t.friendly_name == friendly
    assert repr(t) == f"tycon.Type({canonical!r})"


def test_equality_and_hash():
    a = tycon.parse_type("object({a=string, b=list(number)})")
    b = tycon.Type("object({ b = list(number), a = string })")
    assert a == b and hash(a) == hash(b)
    assert a != tycon.parse_type("object({a=string})")
    # optional markers are part of the type (cty Type.Equals)
    assert tycon.parse_type("object({a=optional(string)})") != tycon.parse_type(
        "object({a=string})")
    assert a != "object({a=string,b=list(number)})"
    assert len({a, b}) == 1


def test_json_and_defaults():
    t = tycon.parse_type('object({a=optional(number, 1), b=set(string)})')
    assert t.json == ["object", {"a": "number", "b": ["set", "string"]}, ["a"]]
    assert t.has_defaults
    assert not tycon.parse_type("object({a=optional(number)})").has_defaults


def test_cached():
    assert tycon.parse_type("list(string)") is tycon.parse_type("list(string)")


def test_invalid_type():
    with pytest.raises(tycon.TypeExpressionError) as e:
        tycon.parse_type("list(strin)")
    d = e.value.diagnostics[0]
    assert (d.severity, d.summary) == ("error", "Invalid type specification")
    assert d.detail == 'The keyword "strin" is not a valid type specification.'
    assert (d.filename, d.line, d.column, d.end.column) == ("<input>", 1, 6, 11)
    assert isinstance(e.value, ValueError)


@pytest.mark.parametrize("text", ["", "list(", "optional(string)", "string string", "\x00",
                                  "object({a=string, a=number})", "[" * 5000])
def test_invalid_types_raise(text):
    with pytest.raises(tycon.Error):
        tycon.Type(text)


def test_not_a_str():
    with pytest.raises(TypeError):
        tycon.Type(3)  # type: ignore[arg-type]
