#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""campaign.py: runs one generator of this folder against the real terraform for a number of
minutes, one round of --count cases a seed (FIRST, FIRST+1, ...), and sums up the difference
classes found: each with its number of cases and whether the generator's sample already
holds it (known), is of a documented kind that is not tycon's (doc: Go panics, Go's map
order, go-cty 1.16+ rules, secrets) or neither (new). The reports of the rounds are kept in --out.

usage: campaign.py GENERATOR --tycon TYCON --minutes M [--first-seed S] [--count N]
                   [--out DIR] [-- ARGS...]
GENERATOR: difftest (console expressions: function calls), exprtest (console expressions:
hcl's expression grammar), modtest (modules of variables and their values),
valtest (configurations against a provider schema); ARGS go to the generator's `run`
(e.g. `-- --extended`, `-- --schema aws`). Exit status: 0, or 1 when a new class was found."""
import argparse
import collections
import json
import os
import subprocess
import sys
import re
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SAMPLES = {'difftest': 'sample.jsonl', 'modtest': 'modules.jsonl', 'valtest': 'validate.jsonl',
           'exprtest': 'expr.jsonl'}


# Kinds of difference that are not tycon's bugs, whatever the function or variable
# (README.md: Go panics in terraform, Go's map order, go-cty 1.16+ rules, secrets kept out).
DOCUMENTED = re.compile(r'(: go-panic$|: terraform timeout$|go-map-order|: newer:|^deliberate: |'
                        r'^documented: )')


def shape(cls):
    """A class without the names and lines of the generated case it came from, so that the
    same difference met in another variable or on another line is the same class."""
    cls = re.sub(r'line \d+', 'line N', cls)
    return re.sub(r'(variable|output) "[^"]*"', r'\1 "V"', cls)


def known_classes(gen):
    """The classes the generator's recorded sample holds (its differences of today)."""
    with open(os.path.join(HERE, SAMPLES[gen]), encoding='utf-8') as f:
        return {shape(json.loads(line)['class']) for line in f if line.strip()}


def one_round(a, seed, extra):
    """Runs one round; returns (cases, [class of each different case])."""
    report = os.path.join(a.out, '%s-%d.jsonl' % (a.generator, seed))
    cmd = [sys.executable, os.path.join(HERE, a.generator + '.py'), 'run', '--tycon', a.tycon,
           '--seed', str(seed), '--count', str(a.count), '--report', report] + extra
    out = subprocess.run(cmd, capture_output=True, text=True)
    cases = 0
    for line in out.stdout.splitlines():
        if line.startswith('cases: '):
            cases = int(line.split()[1])
    if out.returncode != 0 or not cases:
        sys.stderr.write('round of seed %d failed (exit %d):\n%s%s' % (
            seed, out.returncode, out.stdout[-2000:], out.stderr[-2000:]))
        return 0, []
    with open(report, encoding='utf-8') as f:
        return cases, [shape(json.loads(line)['class']) for line in f if line.strip()]


def main():
    argv = sys.argv[1:]
    extra = argv[argv.index('--') + 1:] if '--' in argv else []
    argv = argv[:argv.index('--')] if '--' in argv else argv
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('generator', choices=sorted(SAMPLES))
    ap.add_argument('--tycon', required=True)
    ap.add_argument('--minutes', type=float, required=True)
    ap.add_argument('--first-seed', type=int, default=1000)
    ap.add_argument('--count', type=int, default=100)
    ap.add_argument('--out', default='campaign-reports')
    a = ap.parse_args(argv)
    a.tycon = os.path.abspath(a.tycon)
    os.makedirs(a.out, exist_ok=True)
    known = known_classes(a.generator)
    end = time.time() + a.minutes * 60
    seed, rounds, cases = a.first_seed, 0, 0
    found = collections.Counter()
    while time.time() < end:
        n, classes = one_round(a, seed, extra)
        rounds, cases, seed = rounds + 1, cases + n, seed + 1
        found.update(classes)
        print('seed %d: %d cases, %d different' % (seed - 1, n, len(classes)), flush=True)
    new = sorted(c for c in found if c not in known and not DOCUMENTED.search(c))
    print('%s: %d rounds (seeds %d-%d), %d cases, %d different, %d classes (%d new)' % (
        a.generator, rounds, a.first_seed, seed - 1, cases, sum(found.values()), len(found),
        len(new)))
    for cls, n in found.most_common():
        kind = 'new  ' if cls in new else 'known' if cls in known else 'doc  '
        print('%6d  %s  %s' % (n, kind, cls))
    return 1 if new else 0


if __name__ == '__main__':
    sys.exit(main())
