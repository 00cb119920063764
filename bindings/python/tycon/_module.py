# SPDX-License-Identifier: Apache-2.0
"""Module checks (`tycon check`, `tycon validate`) and console sessions (`tycon console`)."""
from __future__ import annotations

import ctypes
import json
import os
import threading
from typing import Any, Dict, Iterable, List, Mapping, Optional, Tuple, Union

from . import _native as n
from ._errors import ConsoleError, Diagnostic, Error, status_error

_lib = n.lib
PathLike = Union[str, "os.PathLike[str]"]


class Result:
    """The outcome of check / validate: .ok (no error), .diagnostics (Terraform's order),
    .document (the whole `tycon check -json` document as a dict)."""

    __slots__ = ("ok", "diagnostics", "error_count", "warning_count", "document")

    def __init__(self, document: Dict[str, Any]) -> None:
        self.document = document
        self.ok: bool = bool(document.get("valid"))
        self.error_count: int = int(document.get("error_count", 0))
        self.warning_count: int = int(document.get("warning_count", 0))
        self.diagnostics: List[Diagnostic] = [Diagnostic.from_json(d)
                                              for d in document.get("diagnostics", [])]

    @property
    def errors(self) -> List[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "error"]

    @property
    def warnings(self) -> List[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "warning"]

    def __bool__(self) -> bool:
        return self.ok

    def __repr__(self) -> str:
        return f"tycon.Result(ok={self.ok}, errors={self.error_count}, " \
               f"warnings={self.warning_count})"


def _target(target: Optional[str]) -> Optional[bytes]:
    if target is None:
        return None
    b = target.encode("utf-8")
    if not _lib.tycon_target_valid(b):
        raise ValueError(f"tycon: unknown target {target!r}")
    return b


def _run(dir: PathLike, sources: List[Tuple[int, bytes]], flags: int, schemas: Iterable[PathLike],
         target: Optional[str], env: Optional[Mapping[str, str]]) -> Result:
    keep: List[Any] = []
    opt = n.CheckOptions()
    _lib.tycon_check_options_init(ctypes.byref(opt))
    d = n.fsencode(dir)
    opt.dir = d
    srcs = (n.CheckSource * max(1, len(sources)))()
    for i, (is_file, text) in enumerate(sources):
        srcs[i].is_file = is_file
        srcs[i].text = text
    opt.sources = srcs
    opt.nsources = len(sources)
    envarr, envitems = n.env_list(env)
    keep.append(envitems)
    opt.env = envarr
    opt.flags = flags
    sch = [n.fsencode(s) for s in schemas]
    scharr = (ctypes.c_char_p * max(1, len(sch)))(*sch)
    opt.schema_files = scharr
    opt.nschema_files = len(sch)
    opt.target = _target(target)
    ctx = n.Context()  # a check's own context: any thread may run checks concurrently
    res = ctypes.c_void_p()
    st = _lib.tycon_check_run(ctx.ptr, ctypes.byref(opt), ctypes.byref(res))
    if st != n.OK:
        raise status_error(st)
    try:
        out, ol = ctypes.c_void_p(), ctypes.c_size_t()
        err, el = ctypes.c_void_p(), ctypes.c_size_t()
        st = _lib.tycon_check_render_len(res.value, n.CHECK_FORMAT_JSON, 0, 0,
                                         ctypes.byref(out), ctypes.byref(ol),
                                         ctypes.byref(err), ctypes.byref(el))
        if st != n.OK:
            raise status_error(st)
        doc = json.loads(ctypes.string_at(out.value or 0, ol.value).decode("utf-8", "replace"))
    finally:
        _lib.tycon_check_free(res.value)
    return Result(doc)


def check(dir: PathLike = ".", var_files: Iterable[PathLike] = (),
          vars: Optional[Mapping[str, str]] = None, target: Optional[str] = None, *,
          env: Optional[Mapping[str, str]] = None, strict: bool = False,
          partial: bool = False, compat: bool = False) -> Result:
    """Checks a module's input-variable values as `tycon check -json DIR` does: the
    TF_VAR_ variables of env (default: os.environ), terraform.tfvars and *.auto.tfvars in
    dir, then var_files (as -var-file, in order), then vars (each NAME: TEXT as
    `-var NAME=TEXT`, in order). target: "terraform@1.15", "opentofu@1.11", ... (default:
    the nearest .tycon.hcl's, else the latest Terraform). strict / partial / compat: the
    CLI's --strict, --partial, --compat."""
    sources = [(1, n.fsencode(f)) for f in var_files]
    for name, text in (vars or {}).items():
        if not isinstance(text, str):
            raise TypeError(f"tycon.check: the value of var {name!r} must be a str (the text "
                            "of -var NAME=TEXT)")
        sources.append((0, f"{name}={text}".encode("utf-8")))
    flags = (n.CHECK_STRICT if strict else 0) | (n.CHECK_PARTIAL if partial else 0) | \
        (n.CHECK_COMPAT if compat else 0)
    return _run(dir, sources, flags, (), target, env)


def validate(dir: PathLike = ".", schemas: Iterable[PathLike] = (),
             target: Optional[str] = None, *, env: Optional[Mapping[str, str]] = None,
             compat: bool = False) -> Result:
    """Checks resource, data and provider blocks against provider schemas as
    `tycon validate -json DIR --provider-schema FILE...` does (schemas: files of
    `terraform providers schema -json`; none: the `provider_schemas` of .tycon.hcl)."""
    return _run(dir, [], n.CHECK_VALIDATE | (n.CHECK_COMPAT if compat else 0), schemas,
                target, env)


class Console:
    """A `tycon console` session over a module (dir None: no module). eval(expr) returns
    what `tycon console` prints for it; a failed expression raises ConsoleError whose .text
    is what it prints on standard error. .startup_output / .startup_errors / .startup_late
    hold the start-up diagnostics (warnings, errors, the closing warning). A session may be
    used from several threads (calls are serialised); sessions are independent."""

    def __init__(self, dir: Optional[PathLike] = None, vars: Optional[Mapping[str, str]] = None,
                 var_files: Iterable[PathLike] = (), target: Optional[str] = None, *,
                 env: Optional[Mapping[str, str]] = None, width: int = 0) -> None:
        self._lock = threading.Lock()
        self._ctx = n.Context()
        self._con: Optional[int] = None
        opt = n.ConsoleOptions()
        d = n.fsencode(dir) if dir is not None else None
        opt.dir = d
        envarr, envitems = n.env_list(env)
        opt.env = envarr
        items = [(1, n.fsencode(f)) for f in var_files]
        items += [(0, f"{k}={v}".encode("utf-8")) for k, v in (vars or {}).items()]
        arr = (n.ConsoleVar * max(1, len(items)))()
        for i, (f, t) in enumerate(items):
            arr[i].file = f
            arr[i].text = t
        opt.vars = arr
        opt.nvars = len(items)
        opt.width = width
        opt.target = _target(target)
        con, out, err, late = (ctypes.c_void_p() for _ in range(4))
        st = _lib.tycon_console_new(self._ctx.ptr, ctypes.byref(opt), ctypes.byref(con),
                                    ctypes.byref(out), ctypes.byref(err), ctypes.byref(late))
        if st != n.OK:
            raise status_error(st)
        self._con = con.value
        ol, el, ll = ctypes.c_size_t(), ctypes.c_size_t(), ctypes.c_size_t()
        _lib.tycon_console_lengths(self._con, ctypes.byref(ol), ctypes.byref(el),
                                   ctypes.byref(ll))
        self.startup_output = n.text(out.value, ol.value)
        self.startup_errors = n.text(err.value, el.value)
        self.startup_late = n.text(late.value, ll.value)
        self._keep = (opt, envarr, envitems, arr, items)  # alive as long as the session

    def eval(self, expr: str) -> str:
        """Evaluates one expression; returns the result as `tycon console` prints it
        (without the final newline)."""
        data = expr.encode("utf-8")
        with self._lock:
            if not self._con:
                raise Error("tycon: the console is closed")
            out, err = ctypes.c_void_p(), ctypes.c_void_p()
            st = _lib.tycon_console_eval(self._con, data, len(data), ctypes.byref(out),
                                         ctypes.byref(err))
            ol, el = ctypes.c_size_t(), ctypes.c_size_t()
            _lib.tycon_console_lengths(self._con, ctypes.byref(ol), ctypes.byref(el), None)
            if st == n.OK:
                return n.text(out.value, ol.value)
            if st in (n.ERR_NOMEM, n.ERR_MISUSE):
                raise status_error(st)
            raise ConsoleError(n.text(err.value, el.value))

    def close(self) -> None:
        """Ends the session (also done when the object is collected)."""
        with self._lock:
            c, self._con = self._con, None
            if c:
                _lib.tycon_console_free(c)

    def __enter__(self) -> "Console":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __del__(self) -> None:
        c = getattr(self, "_con", None)
        if c:
            self._con = None
            _lib.tycon_console_free(c)
