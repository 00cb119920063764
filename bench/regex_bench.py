#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""regex_bench.py: regular expressions on RE2 (issue 11). Prints wall time and peak memory of
`tycon console` evaluating regexall / replace over a 3,000,000-character string, and a few
patterns that are exponential for backtracking engines. Not a test: figures only.
usage: regex_bench.py TYCON"""
import os, subprocess, sys, tempfile, time

BIG = 'join("", [for i in range(1000) : format("%03000d", 0)])'  # 3,000,000 x "0"
CASES = [
    ('regexall(".", 3 MB)', 'length(regexall(".", %s))' % BIG),
    ('regexall("0+", 3 MB)', 'length(regexall("0+", %s))' % BIG),
    ('replace(3 MB, "/0/", "ab")', 'length(replace(%s, "/0/", "ab"))' % BIG),
    ('regexall("(0*)*1", 3 MB)', 'length(regexall("(0*)*1", %s))' % BIG),
    ('regexall("\\\\p{Greek}", 3 MB)', 'length(regexall("\\\\p{Greek}", %s))' % BIG),
]


def main():
    tycon = sys.argv[1]
    d = tempfile.mkdtemp()
    for name, expr in CASES:
        t0 = time.perf_counter()
        p = subprocess.Popen([tycon, 'console', '-no-color', d], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        p.stdin.write(expr + '\n')
        p.stdin.close()
        out = p.stdout.read()
        _, status, ru = os.wait4(p.pid, 0)  # this process's own peak memory
        p.returncode = os.waitstatus_to_exitcode(status)
        dt = time.perf_counter() - t0
        peak = ru.ru_maxrss / 1024.0
        print('%-30s %8.3f s  peak %7.1f MB  -> %s' % (name, dt, peak, out.strip()[:40]))
    return 0


if __name__ == '__main__':
    sys.exit(main())
