# SPDX-License-Identifier: Apache-2.0
"""The libtycon shared library through ctypes: loading, prototypes, per-thread contexts.

ctypes releases the GIL around every foreign call, so engine work in one thread never
blocks the others. A libtycon context belongs to one thread at a time (docs/threading.md):
each Python thread gets its own context here (``thread_ctx``), freed when the thread ends.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import os
import sys
import threading
from ctypes import (POINTER, Structure, c_char_p, c_int, c_size_t, c_uint, c_uint32,
                    c_void_p)
from typing import Any, List, Optional, Tuple

# tycon_status values (include/tycon.h).
OK, ERR_SYNTAX, ERR_INCOMPLETE, ERR_TYPE, ERR_EVAL, ERR_CONVERT, ERR_NOMEM, ERR_LIMIT, \
    ERR_MISUSE, ERR_IO = range(10)
TYPE_VARIABLE = 3          # tycon_type_mode: Terraform's variable form
SYNTAX_HCL, SYNTAX_JSON = 0, 1
CHECK_COMPAT, CHECK_STRICT, CHECK_PARTIAL, CHECK_VALIDATE = 0x01, 0x02, 0x04, 0x08
CHECK_FORMAT_JSON = 2      # tycon_check_format
DIAG_PLAIN = 0             # tycon_diag_format


class Pos(Structure):
    _fields_ = [("line", c_uint32), ("column", c_uint32), ("byte", c_size_t)]


class Range(Structure):
    _fields_ = [("filename", c_char_p), ("start", Pos), ("end", Pos)]


class Diag(Structure):
    _fields_ = [("code", c_int), ("severity", c_int), ("summary", c_char_p),
                ("detail", c_char_p), ("has_subject", c_int), ("subject", Range),
                ("has_context", c_int), ("context", Range), ("path", c_char_p)]


class CheckSource(Structure):
    _fields_ = [("is_file", c_int), ("text", c_char_p)]


class CheckOptions(Structure):
    _fields_ = [("dir", c_char_p), ("sources", POINTER(CheckSource)), ("nsources", c_size_t),
                ("env", POINTER(c_char_p)), ("flags", c_uint),
                ("schema_files", POINTER(c_char_p)), ("nschema_files", c_size_t),
                ("target", c_char_p)]


class ConsoleVar(Structure):
    _fields_ = [("file", c_int), ("text", c_char_p)]


class ConsoleOptions(Structure):
    _fields_ = [("dir", c_char_p), ("env", POINTER(c_char_p)), ("vars", POINTER(ConsoleVar)),
                ("nvars", c_size_t), ("color", c_int), ("width", c_int), ("target", c_char_p)]


_P = c_void_p
_S = c_size_t
_OUT_P = POINTER(c_void_p)
_OUT_S = POINTER(c_size_t)

# name: (restype, argtypes)
_PROTOS = {
    "tycon_version": (c_char_p, []),
    "tycon_ctx_new": (_P, [_P]),
    "tycon_ctx_free": (None, [_P]),
    "tycon_arena_new": (_P, [_P]),
    "tycon_arena_free": (None, [_P]),
    "tycon_status_string": (c_char_p, [c_int]),
    "tycon_diag_count": (_S, [_P]),
    "tycon_diag_at": (POINTER(Diag), [_P, _S]),
    "tycon_type_parse": (c_int, [_P, _P, c_char_p, _S, c_char_p, c_int, _OUT_P, _OUT_P]),
    "tycon_type_string": (_P, [_P, _P, _P]),
    "tycon_type_json": (_P, [_P, _P, _P]),
    "tycon_type_friendly_name": (_P, [_P, _P, _P, c_int]),
    "tycon_type_equal": (c_int, [_P, _P]),
    "tycon_value_parse": (c_int, [_P, _P, c_char_p, _S, c_char_p, c_uint, _OUT_P]),
    "tycon_value_type": (_P, [_P]),
    "tycon_value_json": (_P, [_P, _P, _P, _P]),
    "tycon_value_is_wholly_known": (c_int, [_P]),
    "tycon_value_marks": (c_uint, [_P, c_int]),
    "tycon_value_unmark": (c_int, [_P, _P, _OUT_P]),
    "tycon_value_convert_json": (c_int, [_P, _P, c_char_p, _S, _P, _P, _OUT_P, _OUT_S,
                                         _OUT_P]),
    "tycon_target_valid": (c_int, [c_char_p]),
    "tycon_target_default": (c_char_p, []),
    "tycon_check_options_init": (None, [POINTER(CheckOptions)]),
    "tycon_check_run": (c_int, [_P, POINTER(CheckOptions), _OUT_P]),
    "tycon_check_free": (None, [_P]),
    "tycon_check_render_len": (c_int, [_P, c_int, c_int, c_uint, _OUT_P, _OUT_S, _OUT_P,
                                       _OUT_S]),
    "tycon_console_new": (c_int, [_P, POINTER(ConsoleOptions), _OUT_P, _OUT_P, _OUT_P,
                                  _OUT_P]),
    "tycon_console_free": (None, [_P]),
    "tycon_console_eval": (c_int, [_P, c_char_p, _S, _OUT_P, _OUT_P]),
    "tycon_console_lengths": (None, [_P, _OUT_S, _OUT_S, _OUT_S]),
}


def _candidates() -> List[str]:
    """Where the library is looked for, in order."""
    env = os.environ.get("TYCON_LIBRARY")
    if env:
        return [env]
    names = ["libtycon.so.0", "libtycon.so"]
    if sys.platform == "darwin":
        names = ["libtycon.0.dylib", "libtycon.dylib"]
    found = ctypes.util.find_library("tycon")
    out = list(names)
    if found:
        out.append(found)
    for d in ("/usr/local/lib", "/usr/local/lib64", "/usr/lib", "/usr/lib64"):
        out.extend(os.path.join(d, n) for n in names)
    return out


def _load() -> ctypes.CDLL:
    errors = []
    for c in _candidates():
        try:
            lib = ctypes.CDLL(c)
        except OSError as e:
            errors.append(str(e))
            continue
        if not hasattr(lib, "tycon_value_convert_json"):
            errors.append(f"{c}: too old (no tycon_value_convert_json)")
            continue
        for name, (res, args) in _PROTOS.items():
            f = getattr(lib, name)
            f.restype = res
            f.argtypes = args
        return lib
    raise ImportError("tycon: libtycon not found (install libtycon0, or set TYCON_LIBRARY to "
                      "the path of libtycon.so): " + "; ".join(errors[:4]))


lib = _load()


def text(p: Optional[int], n: Optional[int] = None) -> str:
    """The UTF-8 text at p (n bytes, or up to the NUL); "" for NULL."""
    if not p:
        return ""
    b = ctypes.string_at(p, n) if n is not None else ctypes.string_at(p)
    return b.decode("utf-8", "replace")


class Context:
    """One libtycon context (and nothing else): freed with the object."""

    __slots__ = ("ptr", "_free")

    def __init__(self) -> None:
        self._free = lib.tycon_ctx_free
        self.ptr = lib.tycon_ctx_new(None)
        if not self.ptr:
            raise MemoryError("tycon: out of memory")

    def __del__(self) -> None:
        p, self.ptr = getattr(self, "ptr", None), None
        if p:
            self._free(p)


class Arena:
    """An arena of a context, used as ``with Arena(ctx) as a:``; freed on exit."""

    __slots__ = ("ptr", "ctx")

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.ptr = lib.tycon_arena_new(ctx.ptr)
        if not self.ptr:
            raise MemoryError("tycon: out of memory")

    def __enter__(self) -> int:
        return int(self.ptr)

    def __exit__(self, *exc: Any) -> None:
        self.free()

    def free(self) -> None:
        p, self.ptr = self.ptr, None
        if p:
            lib.tycon_arena_free(p)


_local = threading.local()


def thread_ctx() -> Context:
    """This thread's context (made on first use)."""
    c = getattr(_local, "ctx", None)
    if c is None:
        c = _local.ctx = Context()
    return c


def env_list(env: Optional[Any]) -> Tuple[Any, List[bytes]]:
    """A NULL-terminated "NAME=VALUE" array (os.environ when env is None), kept alive by the
    returned tuple's second element."""
    src = os.environ if env is None else env
    items = [f"{k}={v}".encode("utf-8", "surrogateescape") for k, v in src.items()]
    arr = (c_char_p * (len(items) + 1))(*items, None)
    return arr, items


def fsencode(p: Any) -> bytes:
    return os.fsencode(p)
