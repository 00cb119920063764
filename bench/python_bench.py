#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""python_bench.py: the cost of one conversion round trip from Python (tycon.convert: the
Python value to JSON text, one call into libtycon that parses it, applies the optional()
defaults, converts and renders the result, then JSON back to Python values) for a small
object, and its parts. Prints the median and the best over rounds of the mean time per call
(the best is the figure least disturbed by other processes).
usage: TYCON_LIBRARY=build/libtycon.so python3 bench/python_bench.py [N]
       (the target is under 20 µs per round trip)"""
import json
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bindings",
                                "python"))
import tycon  # noqa: E402
from tycon import _values  # noqa: E402

CASES = [
    ("small object", "object({name=string, port=optional(number, 80), "
     "tls=optional(bool, true), tags=optional(map(string), {})})",
     {"name": "web", "tags": {"env": "prod"}}),
    ("object with a set", "object({name=string, zones=set(string)})",
     {"name": "db", "zones": ["a", "b"]}),
    ("string", "string", 42),
    ("list of 10 objects", "list(object({id=number, name=optional(string, \"x\")}))",
     [{"id": i} for i in range(10)]),
]


def per_call(fn, n, rounds=7, best=False):
    times = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        times.append((time.perf_counter() - t0) / n)
    return (min(times) if best else statistics.median(times)) * 1e6


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    print(f"tycon.convert round trip (libtycon {tycon.library_version}, "
          f"Python {sys.version.split()[0]}), per call over 7 rounds of {n} calls:")
    print(f"  {'':22s} {'median':>7s}    {'best':>7s}")
    for name, ty, value in CASES:
        t = tycon.parse_type(ty)
        tycon.convert(value, t)
        fn = (lambda: tycon.convert(value, t))
        print(f"  {name:22s} {per_call(fn, n):7.2f} µs {per_call(fn, n, best=True):7.2f} µs")
    ty, value = CASES[0][1], CASES[0][2]
    t = tycon.parse_type(ty)
    data = _values._encode(value)
    out = json.dumps(tycon.convert(value, t)).encode()
    print("  parts of the small object's round trip:")
    print(f"    Python -> JSON text     {per_call(lambda: _values._encode(value), n):7.2f} µs")
    print(f"    JSON text -> Python     {per_call(lambda: _values._decode(out, None), n):7.2f} µs")
    print(f"    by type text (cached)   {per_call(lambda: tycon.convert(value, ty), n):7.2f} µs")
    del data


if __name__ == "__main__":
    main()
