# SPDX-License-Identifier: Apache-2.0
"""No leaks: 100,000 conversions (successes and errors) and many types, consoles, checks and
value parses leave the resident set size flat."""
import gc
import os

import pytest

import tycon

T = ('list(object({name=string, size=optional(number, 10), '
     'tags=optional(set(string), ["a"])}))')


def rss_kib():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024


BASIC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "examples",
                     "basic")


def cycle(k, t):
    got = tycon.convert([{"name": f"n{k}", "tags": ["x", str(k)]}], t)
    assert got[0]["size"] == 10
    if k % 10 == 0:
        try:
            tycon.convert([{"name": "a", "size": "big"}], t)
        except tycon.ConversionError as e:
            assert e.path == "[0].size"
    if k % 100 == 0:
        tycon.parse_value('{ a = [1, 2] }')
        tycon.Type(f"map(object({{a{k}=optional(string, \"{k}\")}}))")
    if k % 1000 == 0:
        with tycon.Console(None, env={}) as c:
            assert c.eval("1 + 1") == "2"
        assert tycon.check(BASIC, env={}).error_count == 2


@pytest.mark.skipif(not os.path.exists("/proc/self/statm"), reason="needs /proc")
def test_100k_conversions_flat_rss():
    t = tycon.parse_type(T)
    for k in range(10000):        # warm-up: allocator pools, caches
        cycle(k, t)
    gc.collect()
    before = rss_kib()
    for k in range(100000):
        cycle(k, t)
    gc.collect()
    grown = rss_kib() - before
    # A leak of even 64 bytes per conversion would be more than 6 MiB.
    assert grown < 2048, f"RSS grew by {grown} KiB over 100,000 conversions"
