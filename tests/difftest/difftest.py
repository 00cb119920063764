#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""A seeded generative differential tester of `tycon console` against `terraform console`
over Terraform's function signatures (issue 24). Python 3 standard library only.

Each case is one console entry: a call of a function from ../console/diff/functions.json
(the signatures `terraform metadata functions -json` lists) whose arguments are drawn from
pools of literals, conversions, nulls, unknowns (module/'s required variables) and sensitive
values, mostly of the parameter's type, sometimes not; argument counts are sometimes wrong,
the final argument is sometimes expanded with `...`, and arguments are sometimes calls.
The same seed always gives the same cases.

  difftest.py run     --tycon T [--seed S] [--count N] [--jobs J] [--show K] [--report F]
      generates, runs both consoles (one process an entry, in module/), compares exit status,
      stdout and stderr, and prints the differences by class.
  difftest.py record  --tycon T [--seed S] [--count N] [--out sample.jsonl]
      as run, then writes the sample: every case with terraform's output and its class
      ("same", or the class of the difference tycon shows today).
  difftest.py replay  --tycon T [--sample sample.jsonl]
      (CTest difftest.replay; no terraform needed) every "same" case must still match; a case
      of another class that now matches is reported, not failed.
  difftest.py recheck --tycon T --sample REPORT [--adopt sample.jsonl]
      (no terraform) the cases of a report classified with the tycon of now; --adopt appends
      them to a sample, each with its class of now.

Comparison: tycon runs with --target=terraform@X.Y of the terraform that answered (run,
record: `terraform version`; replay: each record's "target"), so each version's own wording
is compared as it is, byte for byte. Differences that remain from a version gap tycon does
not model are classed "newer:..." (see classify), Go panics "go-panic".
"""
import argparse
import collections
import concurrent.futures
import json
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
MODULE = os.path.join(HERE, 'module')
SIGS = os.path.join(HERE, '..', 'console', 'diff', 'functions.json')
SAMPLE = os.path.join(HERE, 'sample.jsonl')
DEFAULT_TARGET = 'terraform@1.11'  # records written before the "target" field

# Functions whose results depend on the clock, randomness, the filesystem or the home
# directory, or that are slow by design.
SKIP = {'timestamp', 'plantimestamp', 'uuid', 'bcrypt', 'pathexpand', 'abspath', 'file',
        'filebase64', 'filebase64sha256', 'filebase64sha512', 'fileexists', 'filemd5',
        'fileset', 'filesha1', 'filesha256', 'filesha512', 'templatefile', 'rsadecrypt'}

POOLS = {
    'string': ['"a"', '""', '"hello world"', '"10.0.0.0/8"', '"2024-01-02T03:04:05Z"',
               '"a,b,c"', '" x "', '"é✓"', '"%d"', '"%s-%v"', '"123"', '"true"', '"1h30m"',
               '"UTF-8"', '"aGVsbG8="', '"a\\nb"', '"fd00::/8"', '"0x1F"', '"-12"',
               'var.us', 'sensitive("s")', 'tostring(null)', 'var.sec', '"%5.2f|%-6s|"',
               '"%#v %v"', '"%[2]d %[1]s"', '"%e %G"', '"%x %X %o %b"', '"%q %t"',
               '"%10.3g"', '"%+d % d"', '"%.0f %.10f"', '"ǅungla ﬁx ß"', '"a\tb  c"'],
    'number': ['0', '1', '-1', '2.5', '1e30', '-7', '3', '0.5', '1e-5', '255', '16', '8',
               '1.5', '9223372036854775808', '-0.25', '100', 'var.un', 'tonumber(null)',
               'sensitive(2)', '1e400', '1e-7', '123456789.123', '1e21', '-1e-300',
               '0.1', '4294967296', '-9223372036854775809', '1e-1200', '7.5'],
    'bool': ['true', 'false', 'var.ub', 'tobool(null)', 'sensitive(true)'],
    'list': ['[]', '["a", "b"]', '[1, 2, 3]', 'tolist(["x"])', '[null]', '[1, "a"]',
             '[[1], [2]]', 'var.ul', 'toset(["b", "a"])', '["a", var.us]', '[true, false]',
             'tolist([])', '["a", "b", "a"]', '[{a = 1}, {a = 2}]', 'sensitive(["s"])',
             '[1, null, 2]', 'tolist(null)', '["10", "2"]'],
    'map': ['{}', '{a = 1}', '{a = "x", b = "y"}', 'tomap({a = 1})', '{a = [1]}', 'var.um',
            '{a = null}', 'tomap({a = "1", b = "2"})', '{a = ["x"], b = ["y", "x"]}',
            'sensitive({a = 1})', 'tomap(null)', '{b = 2, a = var.un}'],
    'other': ['null', 'var.ud', '[var.ud]', '{x = var.ud}'],
}


def type_kind(t):
    """The pool for a signature type: string, number, bool, list, map or dynamic."""
    if isinstance(t, list):
        return 'map' if t[0] in ('map', 'object') else 'list'
    return {'string': 'string', 'number': 'number', 'bool': 'bool'}.get(t, 'dynamic')


class Gen:
    """The case generator of one seed."""

    def __init__(self, seed, sigs, nest=0.08):
        self.r = random.Random(seed)
        self.nest = nest
        self.sigs = sigs
        self.names = sorted(n for n in sigs if '::' not in n and n not in SKIP)

    def value(self, kind, depth):
        r = self.r
        if depth < 3 and r.random() < self.nest:
            return self.call(depth + 1)
        x = r.random()
        if x < 0.08:
            kind = 'other'
        elif x < 0.25 or kind == 'dynamic':
            kind = r.choice(['string', 'number', 'bool', 'list', 'map', 'list', 'string'])
        return r.choice(POOLS[kind])

    def call(self, depth=0):
        r = self.r
        name = r.choice(self.names)
        sig = self.sigs[name]
        params = sig.get('parameters', [])
        var = sig.get('variadic_parameter')
        kinds = [type_kind(p['type']) for p in params]
        if var:
            kinds += [type_kind(var['type'])] * r.choice([0, 0, 1, 2, 3])
        x = r.random()
        if x < 0.07 and kinds:
            kinds = kinds[:-1]
        elif x < 0.12:
            kinds = kinds + [r.choice(['string', 'number', 'list'])]
        args = [self.value(k, depth) for k in kinds]
        if args and r.random() < 0.05:
            args[-1] = r.choice(['["a", "b"]', '[1, 2]', '[]', 'var.ul', '[null]']) + '...'
        if r.random() < 0.03:
            name = 'core::' + name
        return '%s(%s)' % (name, ', '.join(args))

    def cases(self, n):
        seen, out = set(), []
        while len(out) < n:
            c = self.call()
            if c not in seen:
                seen.add(c)
                out.append(c)
        return out


def env_for(home):
    env = {k: v for k, v in os.environ.items() if not k.startswith('TF_VAR_')}
    env.update(TF_CLI_CONFIG_FILE=os.devnull, HOME=home, NO_COLOR='1')
    return env


def run_one(argv, entry, env):
    try:
        p = subprocess.run(argv, input=(entry + '\n').encode(), capture_output=True,
                           cwd=MODULE, env=env, timeout=60)
        return {'rc': p.returncode, 'stdout': p.stdout.decode('utf-8', 'replace'),
                'stderr': p.stderr.decode('utf-8', 'replace')}
    except subprocess.TimeoutExpired:
        return {'rc': -1, 'stdout': '', 'stderr': 'TIMEOUT'}


def run_tycon(tycon, entry, target):
    return run_one([tycon, 'console', '-no-color', '--target=' + target, '.'], entry,
                   env_for(tempfile.gettempdir()))


def terraform_target():
    """terraform@X.Y of the terraform on PATH."""
    out = subprocess.run(['terraform', 'version'], capture_output=True, text=True).stdout
    m = re.match(r'Terraform v(\d+\.\d+)', out)
    if not m:
        sys.exit('cannot read `terraform version`')
    return 'terraform@' + m.group(1)


LOCK_NOTE = 'Acquiring state lock. This may take a few moments...\n'


def run_terraform(entry, state):
    """terraform console on entry; the note terraform prints while another console of the
    run holds the state's lock is not part of its answer."""
    r = run_one(['terraform', 'console', '-no-color', '-state=' + state], entry,
                env_for('/nonexistent'))
    r['stdout'] = r['stdout'].replace(LOCK_NOTE, '')
    return r


def squash(s):
    return ' '.join(s.split())


def same(tf, ty):
    """True when tycon's exit status, stdout and stderr are terraform's, byte for byte."""
    return (tf['rc'], tf['stdout'], tf['stderr']) == (ty['rc'], ty['stdout'], ty['stderr'])


def first_line(s, key):
    for line in s.splitlines():
        if line.startswith(key):
            return line[len(key):].strip()
    return ''


def classify(entry, tf, ty):
    """A difference's class: function, then what differs."""
    fn = entry.split('(', 1)[0].replace('core::', '')
    return fn + ': ' + classify_kind(entry, tf, ty)


def classify_kind(entry, tf, ty):
    """What differs between terraform's output tf and tycon's ty for entry (the class
    without the construct): go-panic, newer:..., go-map-order?, different value, ..."""
    if re.search(r'panic\s+in\s+function\s+implementation', tf['stderr']):  # (wrapped too)
        return 'go-panic'
    if tf['stderr'] == 'TIMEOUT' and ty['rc'] in (0, 1):
        return 'terraform timeout'  # e.g. indent(4294967296, ...): Go builds the padding
    if ty['stderr'] == 'TIMEOUT' or ty['rc'] not in (0, 1):
        return 'tycon crash or timeout'
    if tf['rc'] == ty['rc'] == 1 and squash(ty['stderr'].replace(
            'of dynamic required', 'of any single type required')) == squash(tf['stderr']):
        return 'newer:mismatch-wording'  # go-cty 1.16.3 uses FriendlyName there
    if tf['rc'] == ty['rc'] == 1 and re.search(r'(element|attribute) "', tf['stderr'] +
                                                 ty['stderr']):
        return 'go-map-order?'  # Go map iteration picks the element (conformance.md)
    if tf['rc'] != ty['rc']:
        return 'tycon error, terraform value' if ty['rc'] else 'terraform error, tycon value'
    if tf['rc'] == 0:
        return 'different value'
    s1, s2 = first_line(tf['stderr'], 'Error: '), first_line(ty['stderr'], 'Error: ')
    if s1 != s2:
        return 'different error summary (%s / %s)' % (s2, s1)
    if tf['stderr'].count('Error: ') != ty['stderr'].count('Error: '):
        return 'different number of errors'
    return 'different error detail'


def compare_all(tycon, cases, jobs, target=None, sample=None):
    state = tempfile.mkdtemp()

    def one(i):
        entry = cases[i]
        tf = sample[i] if sample else run_terraform(entry, os.path.join(state, '%d.tfstate' % i))
        ty = run_tycon(tycon, entry, tf.get('target', DEFAULT_TARGET) if sample else target)
        return entry, tf, ty
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        return list(ex.map(one, range(len(cases))))


def replay_all(tycon, recs, jobs):
    """compare_all for the sample: the "same" cases checked in groups (../console/grouped.py:
    one process a group of one target; a group that differs is split down to single
    entries), each entry that still differs then run alone and judged by same() as before; the other cases alone.
    Returns (entry, recorded, tycon's output) for every case; tycon's output is the
    recorded one for a case that matched in its group."""
    sys.path.insert(0, os.path.join(HERE, '..', 'console'))
    import grouped

    def runner(target):
        return lambda text: run_one([tycon, 'console', '-no-color', '--target=' + target, '.'],
                                    text[:-1], env_for(tempfile.gettempdir()))

    def target_of(r):
        return r.get('target', DEFAULT_TARGET)

    differ = set()
    for target in sorted({target_of(r) for r in recs}):
        same_cases = [(r['input'], r) for r in recs
                      if r['class'] == 'same' and target_of(r) == target]
        differ |= {inp for inp, _, _ in grouped.check(runner(target), same_cases, group=40,
                                                      workers=jobs)}
    alone = [i for i, r in enumerate(recs) if r['class'] != 'same' or r['input'] in differ]
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        ran = dict(zip(alone, ex.map(
            lambda i: run_tycon(tycon, recs[i]['input'], target_of(recs[i])), alone)))
    return [(r['input'], r, ran.get(i, r)) for i, r in enumerate(recs)]


def summarize(results, show, report, classify_fn=None):
    """Groups the different cases of results by class (classify_fn, default classify), writes
    them to report (JSON lines) when given, prints the classes; returns {class: cases}."""
    classify_fn = classify_fn or classify
    classes = collections.defaultdict(list)
    for entry, tf, ty in results:
        if not same(tf, ty):
            classes[classify_fn(entry, tf, ty)].append((entry, tf, ty))
    if report:
        with open(report, 'w', encoding='utf-8') as f:
            for cls, items in sorted(classes.items()):
                for entry, tf, ty in items:
                    f.write(json.dumps({'class': cls, 'input': entry, 'terraform': tf,
                                        'tycon': ty}, ensure_ascii=False) + '\n')
    ndiff = sum(len(v) for v in classes.values())
    print('cases: %d  same: %d  different: %d  classes: %d' %
          (len(results), len(results) - ndiff, ndiff, len(classes)))
    for cls, items in sorted(classes.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print('%5d  %s' % (len(items), cls))
        for entry, tf, ty in items[:show]:
            print('         %s' % entry)
    return classes


def load_sigs():
    with open(SIGS, encoding='utf-8') as f:
        return json.load(f)


def replay(tycon, sample, jobs):
    """The replay mode: every "same" case of the sample must still match; returns 0 or 1."""
    with open(sample, encoding='utf-8') as f:
        recs = [json.loads(l) for l in f if l.strip()]
    res = replay_all(tycon, recs, jobs)
    bad = 0
    for rec, (entry, tf, ty) in zip(recs, res):
        ok = same(tf, ty)
        if rec['class'] == 'same' and not ok:
            bad += 1
            print('FAIL %s\n  want rc=%d %r %r\n  got  rc=%d %r %r' % (
                entry, tf['rc'], tf['stdout'], tf['stderr'], ty['rc'], ty['stdout'],
                ty['stderr']))
        elif rec['class'] != 'same' and ok:
            print('now same (was %s): %s' % (rec['class'], entry))
    print('replayed %d cases, %d failed' % (len(recs), bad))
    return 1 if bad else 0


def recheck(tycon, a, classify_fn):
    """The recheck mode: the cases of a report (--sample, as `run --report` writes it)
    classified again with the tycon of now, no terraform; with --adopt, appended to that
    sample with their class of now ("same" for the classes fixed since), unless there."""
    with open(a.sample, encoding='utf-8') as f:
        recs = [json.loads(l) for l in f if l.strip()]
    target = lambda r: r['terraform'].get('target', r.get('target', DEFAULT_TARGET))
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        tys = list(ex.map(lambda r: run_tycon(tycon, r['input'], target(r)), recs))
    res = [(r['input'], r['terraform'], ty) for r, ty in zip(recs, tys)]
    classes = summarize(res, a.show, a.report, classify_fn)
    if a.adopt:
        cls_of = {e: c for c, items in classes.items() for e, _, _ in items}
        with open(a.adopt, encoding='utf-8') as f:
            have = {json.loads(l)['input'] for l in f if l.strip()}
        with open(a.adopt, 'a', encoding='utf-8') as f:
            for r in recs:
                if r['input'] in have:
                    continue
                have.add(r['input'])
                rec = {'input': r['input'], 'class': cls_of.get(r['input'], 'same'),
                       'target': target(r)}
                rec.update({k: r['terraform'][k] for k in ('rc', 'stdout', 'stderr')})
                f.write(json.dumps(rec, ensure_ascii=False) + '\n')
    return 0


def cli(doc, make_cases, classify_fn, default_sample, add_args=None):
    """The command line shared by the console generators (this one, exprtest.py): modes run,
    record and replay as this file's docstring says. make_cases(args) -> the list of entries
    of args.seed and args.count; classify_fn(entry, tf, ty) -> a difference's class;
    add_args(parser) adds the generator's own options. Returns the exit status."""
    ap = argparse.ArgumentParser(description=doc.split('\n')[0])
    ap.add_argument('mode', choices=['run', 'record', 'replay', 'recheck'])
    ap.add_argument('--tycon', required=True)
    ap.add_argument('--adopt', help='recheck: append the report\'s cases to this sample')
    ap.add_argument('--seed', type=int, default=24)
    ap.add_argument('--count', type=int, default=300)
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--show', type=int, default=3)
    ap.add_argument('--report')
    ap.add_argument('--out', default=default_sample)
    ap.add_argument('--sample', default=default_sample)
    if add_args:
        add_args(ap)
    a = ap.parse_args()
    tycon = os.path.abspath(a.tycon)
    if a.mode == 'replay':
        return replay(tycon, a.sample, a.jobs)
    if a.mode == 'recheck':
        return recheck(tycon, a, classify_fn)
    cases = make_cases(a)
    target = terraform_target()
    res = compare_all(tycon, cases, a.jobs, target=target)
    for _, tf, _ in res:
        tf['target'] = target  # in the report, for recheck
    classes = summarize(res, a.show, a.report, classify_fn)
    if a.mode == 'record':
        cls_of = {e: c for c, items in classes.items() for e, _, _ in items}
        with open(a.out, 'w', encoding='utf-8') as f:
            for entry, tf, _ in res:
                rec = {'input': entry, 'class': cls_of.get(entry, 'same'), 'target': target}
                rec.update(tf)
                f.write(json.dumps(rec, ensure_ascii=False) + '\n')
    return 0


def main():
    return cli(__doc__, lambda a: Gen(a.seed, load_sigs(), a.nest).cases(a.count), classify,
               SAMPLE, lambda ap: ap.add_argument('--nest', type=float, default=0.08,
                                                  help='chance of a nested call'))


if __name__ == '__main__':
    sys.exit(main())
