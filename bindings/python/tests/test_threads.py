# SPDX-License-Identifier: Apache-2.0
"""Threads: conversions, type parsing, checks and consoles from 8 threads at once give the
single-threaded results; the GIL is released around engine calls (ctypes does)."""
import threading
import time

import tycon

T = "list(object({name=string, size=optional(number, 10), tags=optional(set(string), [])}))"


def work(i):
    """One thread's sequence of calls and the results it saw."""
    out = []
    t = tycon.parse_type(T)      # shared (cached) Type used by every thread
    own = tycon.Type(f"object({{a{i % 3}=optional(number, {i})}})")
    for k in range(300):
        out.append(tycon.convert([{"name": f"n{k}", "tags": [str(k), "x"]}], t))
        out.append(tycon.convert({}, own))
        try:
            tycon.convert([{"name": "a", "size": f"s{k}"}], t)
        except tycon.ConversionError as e:
            out.append((e.path, e.message))
        out.append(tycon.parse_value(f'{{ k = [{k}, "{k}"] }}'))
    return out


def test_threads_same_results(repo):
    n = 8
    expect = [work(i) for i in range(n)]
    got = [None] * n
    errors = []

    def run(i):
        try:
            got[i] = work(i)
            with tycon.Console(None, env={}) as c:
                for k in range(50):
                    assert c.eval(f"{k} * 2") == str(k * 2)
            r = tycon.check(repo / "examples" / "basic", env={})
            assert (r.error_count, r.warning_count) == (2, 1)
        except BaseException as e:  # noqa: B036 - reported below
            errors.append(e)

    ts = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    assert not errors, errors
    assert got == expect


def test_shared_console_serialised():
    c = tycon.Console(None, env={})
    res = []

    def run(i):
        for k in range(100):
            res.append(c.eval(f"{i} + {k}") == str(i + k))

    ts = [threading.Thread(target=run, args=(i,)) for i in range(4)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    assert res == [True] * 400
    c.close()


def test_gil_released(tmp_path):
    """A Python thread keeps running while another thread is inside libtycon (a check of a
    large tfvars file, nearly all of it engine time): ctypes releases the GIL."""
    (tmp_path / "main.tf").write_text(
        'variable "v" {\n  type = list(object({a=string, b=optional(number, 1)}))\n}\n')
    items = ",\n".join(f'  {{ a = "x{i}" }}' for i in range(60000))
    (tmp_path / "terraform.tfvars").write_text(f"v = [\n{items}\n]\n")
    ticks = []
    stop = threading.Event()

    def spin():
        while not stop.is_set():
            ticks.append(time.perf_counter())

    s = threading.Thread(target=spin)
    s.start()
    try:
        time.sleep(0.02)
        t0 = time.perf_counter()
        r = tycon.check(tmp_path, env={})
        t1 = time.perf_counter()
    finally:
        stop.set()
        s.join()
    assert r.ok
    assert t1 - t0 > 0.02, "the check was too quick to tell"
    # Holding the GIL through the engine call would leave one gap in the spinner's ticks
    # about as long as the call (a switch interval, 5 ms, may come before it).
    inside = [t0] + [t for t in ticks if t0 < t < t1] + [t1]
    gap = max(b - a for a, b in zip(inside, inside[1:]))
    assert gap < 0.5 * (t1 - t0), (gap, t1 - t0)
