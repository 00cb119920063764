# SPDX-License-Identifier: Apache-2.0
"""tycon: Terraform's type-constraint system (libtycon) for Python.

    >>> import tycon
    >>> t = tycon.parse_type('list(object({name=string, size=optional(number, 10)}))')
    >>> tycon.convert([{"name": "a"}], t)
    [{'name': 'a', 'size': 10}]

See docs/python.md.
"""
from ._errors import (ConsoleError, ConversionError, Diagnostic, Error, Position,
                      TypeExpressionError, ValueSyntaxError)
from ._module import Console, Result, check, validate
from ._native import lib as _lib
from ._values import Type, convert, parse_type, parse_value

__version__ = "0.1.0"
#: The version of the libtycon in use ("0.1.0").
library_version: str = _lib.tycon_version().decode()

__all__ = ["Console", "ConsoleError", "ConversionError", "Diagnostic", "Error", "Position",
           "Result", "Type", "TypeExpressionError", "ValueSyntaxError", "check", "convert",
           "library_version", "parse_type", "parse_value", "validate"]
