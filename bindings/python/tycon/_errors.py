# SPDX-License-Identifier: Apache-2.0
"""Diagnostics and the exceptions of the tycon package."""
from __future__ import annotations

from typing import Any, Dict, List, NamedTuple, Optional

from . import _native as n


class Position(NamedTuple):
    """A place in a source: 1-based line and column (columns count characters), 0-based
    byte offset."""
    line: int
    column: int
    byte: int


class Diagnostic:
    """One problem, as `tycon check -json` (Terraform's JSON diagnostic) describes it."""

    __slots__ = ("severity", "summary", "detail", "filename", "start", "end", "address",
                 "path", "snippet")

    def __init__(self, severity: str, summary: str, detail: str = "",
                 filename: Optional[str] = None, start: Optional[Position] = None,
                 end: Optional[Position] = None, address: Optional[str] = None,
                 path: Optional[str] = None, snippet: Optional[Dict[str, Any]] = None) -> None:
        self.severity = severity
        self.summary = summary
        self.detail = detail
        self.filename = filename
        self.start = start
        self.end = end
        self.address = address
        self.path = path
        self.snippet = snippet

    @property
    def line(self) -> Optional[int]:
        return self.start.line if self.start else None

    @property
    def column(self) -> Optional[int]:
        return self.start.column if self.start else None

    @classmethod
    def from_json(cls, d: Dict[str, Any]) -> "Diagnostic":
        """From one entry of the `diagnostics` array of `tycon check -json`."""
        r = d.get("range")
        fn = start = end = None
        if r:
            fn = r.get("filename")
            s, e = r.get("start", {}), r.get("end", {})
            start = Position(s.get("line", 0), s.get("column", 0), s.get("byte", 0))
            end = Position(e.get("line", 0), e.get("column", 0), e.get("byte", 0))
        return cls(d.get("severity", "error"), d.get("summary", ""), d.get("detail", ""), fn,
                   start, end, d.get("address"), None, d.get("snippet"))

    @classmethod
    def from_native(cls, g: "n.Diag") -> "Diagnostic":
        fn = start = end = None
        if g.has_subject:
            s = g.subject
            fn = s.filename.decode("utf-8", "replace") if s.filename else None
            start = Position(s.start.line, s.start.column, s.start.byte)
            end = Position(s.end.line, s.end.column, s.end.byte)
        def dec(b: Optional[bytes]) -> str:
            return b.decode("utf-8", "replace") if b else ""
        return cls("error" if g.severity == 1 else "warning", dec(g.summary), dec(g.detail), fn,
                   start, end, None, dec(g.path) or None)

    def to_dict(self) -> Dict[str, Any]:
        return {k: getattr(self, k) for k in self.__slots__}

    def __str__(self) -> str:
        where = ""
        if self.filename:
            where = f"{self.filename}:{self.line},{self.column}: "
        s = f"{where}{self.severity.capitalize()}: {self.summary}"
        return f"{s}: {self.detail}" if self.detail else s

    def __repr__(self) -> str:
        return f"Diagnostic({self.severity!r}, {self.summary!r}, {self.detail!r}, " \
               f"filename={self.filename!r}, start={self.start!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Diagnostic) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]


class Error(Exception):
    """Base class of tycon's errors; .diagnostics holds the engine's diagnostics."""

    def __init__(self, message: str, diagnostics: Optional[List[Diagnostic]] = None) -> None:
        super().__init__(message)
        self.diagnostics: List[Diagnostic] = list(diagnostics or [])


class TypeExpressionError(Error, ValueError):
    """parse_type: the text is not a valid type constraint."""


class ValueSyntaxError(Error, ValueError):
    """parse_value: the text is not a valid value (syntax, or a reference / call)."""


class ConversionError(Error, ValueError):
    """convert: the value does not fit the type. .path is where (`[1].size`, "" for the
    value itself) and .message go-cty's words (`a number is required`)."""

    def __init__(self, path: str, message: str,
                 diagnostics: Optional[List[Diagnostic]] = None) -> None:
        super().__init__(f"{path}: {message}" if path else message, diagnostics)
        self.path = path
        self.message = message


class ConsoleError(Error):
    """Console.eval: the expression failed; .text is what `tycon console` prints (the
    rendered diagnostics)."""

    def __init__(self, text: str, diagnostics: Optional[List[Diagnostic]] = None) -> None:
        super().__init__(text.strip() or "evaluation failed", diagnostics)
        self.text = text


def ctx_diagnostics(ctx: "n.Context") -> List[Diagnostic]:
    """The diagnostics of the last call on ctx."""
    out = []
    for i in range(n.lib.tycon_diag_count(ctx.ptr)):
        p = n.lib.tycon_diag_at(ctx.ptr, i)
        if p:
            out.append(Diagnostic.from_native(p.contents))
    return out


def status_error(st: int) -> Exception:
    """An exception for a status that carries no diagnostics."""
    if st == n.ERR_NOMEM:
        return MemoryError("tycon: out of memory")
    if st == n.ERR_LIMIT:
        return Error("tycon: a limit was exceeded (input size or nesting depth)")
    name = n.lib.tycon_status_string(st) or b"error"
    return Error("tycon: " + name.decode("utf-8", "replace"))


def first_message(diags: List[Diagnostic], default: str) -> str:
    return str(diags[0]) if diags else default
