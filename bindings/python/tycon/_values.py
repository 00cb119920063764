# SPDX-License-Identifier: Apache-2.0
"""Types, conversion and value parsing: Python values cross into libtycon as JSON text and
come back as JSON text (tycon_value_convert_json), one foreign call per conversion."""
from __future__ import annotations

import ctypes
import functools
import json
import re
import secrets
from collections.abc import Mapping
from decimal import Decimal
from typing import Any, Optional, Union

from . import _native as n
from ._errors import (ConversionError, TypeExpressionError, ValueSyntaxError,
                      ctx_diagnostics, first_message, status_error)

_lib = n.lib
_string_at = ctypes.string_at


class Type:
    """A Terraform type constraint, as a variable block's `type` argument reads it (optional
    attributes with defaults allowed; a bare `list` / `map` is `list(any)` / `map(any)`).

    str(t) is Terraform's canonical form (typeexpr.TypeString: `list(object({a=string}))`,
    optional markers and defaults not shown); t.friendly_name is cty's friendly name
    (`list of object`); two types are equal when cty's Type.Equals says so (optional
    markers included). Types are immutable and may be shared between threads.
    """

    __slots__ = ("_ctx", "_arena", "_ptr", "_defaults", "_str", "_json", "_friendly",
                 "_need_type", "__weakref__")

    def __init__(self, text: str) -> None:
        if not isinstance(text, str):
            raise TypeError("tycon.Type: the type expression must be a str")
        data = text.encode("utf-8")
        self._ctx = ctx = n.Context()
        self._arena = n.Arena(ctx)
        tp, dp = ctypes.c_void_p(), ctypes.c_void_p()
        st = _lib.tycon_type_parse(ctx.ptr, self._arena.ptr, data, len(data), None,
                                   n.TYPE_VARIABLE, ctypes.byref(tp), ctypes.byref(dp))
        if st != n.OK:
            diags = ctx_diagnostics(ctx)
            if st in (n.ERR_SYNTAX, n.ERR_INCOMPLETE, n.ERR_TYPE) and diags:
                raise TypeExpressionError(first_message(diags, "invalid type"), diags)
            raise status_error(st)
        self._ptr = tp.value
        self._defaults = dp.value
        a = self._arena.ptr
        self._str = n.text(_lib.tycon_type_string(ctx.ptr, a, self._ptr))
        self._json = n.text(_lib.tycon_type_json(ctx.ptr, a, self._ptr))
        self._friendly = n.text(_lib.tycon_type_friendly_name(ctx.ptr, a, self._ptr, 1))
        # The result's own type is needed to find sets (a constraint with `any` may gain them).
        self._need_type = '"set"' in self._json or '"dynamic"' in self._json

    def __del__(self) -> None:
        a = getattr(self, "_arena", None)
        if a is not None:
            a.free()

    @property
    def friendly_name(self) -> str:
        """cty's FriendlyNameForConstraint: `string`, `list of object`, `any type`."""
        return self._friendly

    @property
    def json(self) -> Any:
        """cty's JSON type encoding: `"string"`, `["list", "number"]`, `["object", {...}]`."""
        return json.loads(self._json)

    @property
    def has_defaults(self) -> bool:
        """True when the constraint has optional attributes with defaults."""
        return bool(self._defaults)

    def __str__(self) -> str:
        return self._str

    def __repr__(self) -> str:
        return f"tycon.Type({self._str!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Type):
            return NotImplemented
        return bool(_lib.tycon_type_equal(self._ptr, other._ptr))

    def __hash__(self) -> int:
        return hash(self._str)


@functools.lru_cache(maxsize=512)
def parse_type(text: str) -> Type:
    """Parses a type constraint (`list(object({name=string, size=optional(number, 10)}))`).
    Raises TypeExpressionError (a ValueError) with the engine's diagnostics when it is not
    one. Results are cached by text."""
    return Type(text)


# ---- Python -> JSON ------------------------------------------------------------------

_DEC_TAG = "\x00tycon-decimal-" + secrets.token_hex(8) + ":"
_DEC_JSON = json.dumps(_DEC_TAG, ensure_ascii=False)[1:-1]
_DEC_RE = re.compile('"' + re.escape(_DEC_JSON) + '([^"]*)"')


def _default(o: Any) -> Any:
    """The JSON form of what the json module does not know."""
    if isinstance(o, (set, frozenset)):
        return list(o)
    if isinstance(o, Decimal):
        if not o.is_finite():
            raise ValueError(f"tycon: {o} is not a number Terraform can represent")
        if o == o.to_integral_value():
            return int(o)
        return _DEC_TAG + str(o)
    if isinstance(o, Mapping):
        return dict(o)
    if isinstance(o, (bytes, bytearray, memoryview)):
        raise TypeError("tycon: bytes are not a Terraform value (decode them to str)")
    if hasattr(o, "__iter__") and not isinstance(o, str):
        return list(o)
    raise TypeError(f"tycon: a {type(o).__name__} is not a Terraform value")


_ENCODER = json.JSONEncoder(ensure_ascii=False, allow_nan=False, separators=(",", ":"),
                            default=_default)
_c_str: Any = None
_C_ENC: Any = None
try:  # the json module's C encoder, called directly: no per-call set-up
    from json.encoder import c_encode_basestring as _c_str  # type: ignore[attr-defined,no-redef]
    from json.encoder import c_make_encoder as _c_make  # type: ignore[attr-defined]
    if _c_make and _c_str:
        # markers None: no cycle check (a cyclic value ends in RecursionError), so that the
        # encoder can be shared by threads.
        _C_ENC = _c_make(None, _default, _c_str, None, ":", ",", False, False, False)
        if "".join(_C_ENC({"a": [1, 1.5, None, True, "\u00e9"]}, 0)) != \
                '{"a":[1,1.5,null,true,"\u00e9"]}':
            _C_ENC = None
except Exception:  # pragma: no cover - another interpreter: the json module's own path
    _c_str = _C_ENC = None


def _encode(value: Any) -> bytes:
    try:
        if type(value) is str and _c_str:
            s = _c_str(value)
        elif _C_ENC is not None:
            s = "".join(_C_ENC(value, 0))
        else:
            s = _ENCODER.encode(value)
    except ValueError as e:
        if "Out of range float" in str(e):
            raise ValueError("tycon: NaN and infinities are not values of a Terraform "
                             "variable") from None
        raise
    if _DEC_JSON in s:
        s = _DEC_RE.sub(lambda m: m.group(1), s)
    return str(s).encode("utf-8")


# ---- JSON -> Python ------------------------------------------------------------------

def _number(s: str) -> Any:
    """A non-integral number: a float when that is exact in its shortest form, else a
    Decimal (so that no digit is lost)."""
    f = float(s)
    if len(s) <= 16 or repr(f) == s:
        return f
    return Decimal(s)


_DECODER = json.JSONDecoder(parse_float=_number)
_SCAN = _DECODER.scan_once  # type: ignore[attr-defined]


def _fix(v: Any, t: Any) -> Any:
    """Sets (arrays in JSON) as frozensets, or tuples when their elements are unhashable."""
    if v is None or isinstance(t, str):
        return v
    k = t[0]
    if k == "set":
        items = [_fix(e, t[1]) for e in v]
        try:
            return frozenset(items)
        except TypeError:
            return tuple(items)
    if k == "list":
        return [_fix(e, t[1]) for e in v]
    if k == "map":
        return {key: _fix(e, t[1]) for key, e in v.items()}
    if k == "object":
        at = t[1]
        return {key: _fix(e, at[key]) for key, e in v.items()}
    if k == "tuple":
        return [_fix(e, et) for e, et in zip(v, t[1])]
    return v


def _decode(data: bytes, tj: Optional[bytes]) -> Any:
    v = _SCAN(data.decode("utf-8"), 0)[0]  # libtycon's JSON: no surrounding space
    if tj and b'"set"' in tj:
        v = _fix(v, json.loads(tj))
    return v


class _Slots:
    """Output cells of one thread's conversions (reused: they are per thread)."""

    __slots__ = ("out", "out_len", "tj", "p_out", "p_len", "p_tj")

    def __init__(self) -> None:
        self.out, self.out_len, self.tj = ctypes.c_void_p(), ctypes.c_size_t(), ctypes.c_void_p()
        self.p_out = ctypes.pointer(self.out)
        self.p_len = ctypes.pointer(self.out_len)
        self.p_tj = ctypes.pointer(self.tj)


def _slots(ctx: n.Context) -> _Slots:
    s = getattr(n._local, "slots", None)
    if s is None:
        s = n._local.slots = _Slots()
    return s


_convert_json = _lib.tycon_value_convert_json
_arena_new = _lib.tycon_arena_new
_arena_free = _lib.tycon_arena_free


def convert(value: Any, type: Union[str, Type]) -> Any:
    """Converts a Python value to a type as Terraform converts a variable's value: the
    constraint's optional-attribute defaults applied, then go-cty's conversion.

    value: dict (str keys), list / tuple, set / frozenset, str, int, float, Decimal, bool or
    None, nested. Returns dict / list / str / int (exact) / float (or Decimal when a float
    would lose digits) / bool / None; sets as frozenset, or as tuple when their elements are
    unhashable (objects, maps, lists). Raises ConversionError (path, message) when the value
    does not fit, TypeExpressionError for an invalid type text, TypeError / ValueError for
    Python objects that are no Terraform value (bytes, NaN).
    """
    t = type if isinstance(type, Type) else parse_type(type)
    data = _encode(value)
    ctx = n.thread_ctx()
    s = _slots(ctx)
    arena = _arena_new(ctx.ptr)
    if not arena:
        raise MemoryError("tycon: out of memory")
    try:
        st = _convert_json(ctx.ptr, arena, data, len(data), t._ptr, t._defaults, s.p_out,
                           s.p_len, s.p_tj if t._need_type else None)
        if st != n.OK:
            raise _convert_error(ctx, st)
        out = _string_at(s.out.value or 0, s.out_len.value)
        tj = _string_at(s.tj.value or 0) if t._need_type else None
    finally:
        _arena_free(arena)
    return _decode(out, tj)


def _convert_error(ctx: n.Context, st: int) -> Exception:
    diags = ctx_diagnostics(ctx)
    if st == n.ERR_CONVERT and diags:
        return ConversionError(diags[0].path or "", diags[0].detail, diags)
    if diags:
        return ValueSyntaxError(first_message(diags, "invalid value"), diags)
    return status_error(st)


def parse_value(text: str, syntax: str = "auto") -> Any:
    """Parses a value as a .tfvars file's right-hand side (HCL native syntax: `{ a = 1 }`,
    `["x"]`, heredocs; no references or function calls) or a .tfvars.json value (JSON
    syntax). syntax: "hcl", "json", or "auto" (JSON when the text is valid JSON). Returns
    the Python value (as convert returns them). Raises ValueSyntaxError with the engine's
    diagnostics."""
    if syntax not in ("auto", "hcl", "json"):
        raise ValueError('tycon.parse_value: syntax is "auto", "hcl" or "json"')
    if syntax == "auto":
        try:
            json.loads(text)
            syntax = "json"
        except (ValueError, RecursionError):
            syntax = "hcl"
    data = text.encode("utf-8")
    ctx = n.thread_ctx()
    with n.Arena(ctx) as a:
        vp = ctypes.c_void_p()
        st = _lib.tycon_value_parse(ctx.ptr, a, data, len(data), None,
                                    n.SYNTAX_JSON if syntax == "json" else n.SYNTAX_HCL,
                                    ctypes.byref(vp))
        if st != n.OK:
            diags = ctx_diagnostics(ctx)
            if diags:
                raise ValueSyntaxError(first_message(diags, "invalid value"), diags)
            raise status_error(st)
        vt = _lib.tycon_value_type(vp.value)
        js = _lib.tycon_value_json(ctx.ptr, a, vp.value, vt)
        if not js:
            diags = ctx_diagnostics(ctx)
            raise ValueSyntaxError(first_message(diags, "the value has no JSON form"), diags)
        out = _string_at(js)
        tj = _string_at(_lib.tycon_type_json(ctx.ptr, a, vt))
    return _decode(out, tj)
