#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The console differential suite: every entry of expected.jsonl (recorded from
`terraform console`, see record.py; overrides.jsonl for Terraform >= 1.13) must give exactly
the recorded stdout, stderr and exit status from `tycon console -no-color`.

Speed: entries run in groups, one tycon process a group (../grouped.py: piped, tycon prints
every result, so a group's output is its entries' outputs one after another; entries are
grouped by status, and Terraform >= 1.13's overrides apart from the v1.11 recordings); a
group whose output differs is split down to single entries, which name the failures.
The v1.11 recordings lack go-cty 1.16.3's ", but have TYPE" clause in conversion messages:
tycon's output loses that clause before it is compared with them (not with overrides).

known_failures.txt lists entries that differ today, as `CATEGORY<TAB>input` (input as a JSON
string). The run fails on a failure not listed and on a listed entry that now passes, so the
list can only shrink. usage: run.py TYCON [--update-known] [--show N]"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..'))
import grouped  # noqa: E402
BUT_HAVE = re.compile(r',\sbut\shave\s[a-z][a-z \n]*?([.:])')


def load(name):
    path = os.path.join(HERE, name)
    if not os.path.exists(path):
        return []
    return [json.loads(l) for l in open(path, encoding='utf-8') if l.strip()]


def tycon(binary, text):
    env = {k: v for k, v in os.environ.items() if not k.startswith('TF_VAR_')}
    env['HOME'] = tempfile.gettempdir()
    p = subprocess.run([binary, 'console', '-no-color', '.'], input=text.encode(),
                       capture_output=True, cwd=os.path.join(HERE, 'module'), env=env)
    return p.returncode, p.stdout.decode('utf-8', 'replace'), p.stderr.decode('utf-8', 'replace')


def main():
    args = sys.argv[1:]
    binary = os.path.abspath(args[0])
    update = '--update-known' in args
    show = int(args[args.index('--show') + 1]) if '--show' in args else 5
    cases = load('expected.jsonl')
    over = {c['input']: c for c in load('overrides.jsonl')}
    cases = [over.get(c['input'], c) for c in cases]
    known = {}
    kpath = os.path.join(HERE, 'known_failures.txt')
    if os.path.exists(kpath):
        for line in open(kpath, encoding='utf-8'):
            if line.strip() and not line.startswith('#'):
                cat, inp = line.rstrip('\n').split('\t', 1)
                known[json.loads(inp)] = cat
    by_input = {c['input']: c for c in cases}

    def run(text):
        rc, out, err = tycon(binary, text)
        return {'rc': rc, 'stdout': out, 'stderr': err}

    def norm_old(got, inputs):  # the v1.11 recordings: without go-cty 1.16.3's clause
        return dict(got, stdout=BUT_HAVE.sub(r'\1', got['stdout']),
                    stderr=BUT_HAVE.sub(r'\1', got['stderr']))

    failed = []
    for newer in (False, True):
        part = [(c['input'], c) for c in cases if bool(c.get('newer')) == newer]
        for inp, got, _ in grouped.check(run, part, norm=None if newer else norm_old):
            failed.append((by_input[inp], got))
    fails = {c['input'] for c, _ in failed}
    new = [(c, got) for c, got in failed if c['input'] not in known]
    fixed = [i for i in known if i not in fails]
    cats = {}
    for c, _ in failed:
        cat = known.get(c['input'], 'new')
        cats[cat] = cats.get(cat, 0) + 1
    for c, got in new[:show]:
        print('FAIL (not in known_failures.txt): %s\n  want rc=%d stdout=%r stderr=%r\n  got  rc=%d '
              'stdout=%r stderr=%r' % (json.dumps(c['input'], ensure_ascii=False), c['rc'],
                                       c['stdout'], c['stderr'][:600], got[0], got[1], got[2][:600]))
    for i in fixed[:show]:
        print('NOW PASSES (remove from known_failures.txt): %s' % json.dumps(i, ensure_ascii=False))
    if update:
        lines = ['%s\t%s' % (known.get(c['input'], 'new'), json.dumps(c['input'], ensure_ascii=False))
                 for c, _ in failed]
        with open(kpath, 'w', encoding='utf-8') as f:
            f.write('# Entries of the console differential suite that differ today (see run.py):\n'
                    '# CATEGORY<TAB>input as a JSON string. The list may only shrink.\n')
            f.write(''.join(l + '\n' for l in lines))
    for cat in sorted(cats):
        print('  %-24s %d' % (cat, cats[cat]))
    print('console differential suite: %d cases, %d matched Terraform, %d known differences'
          % (len(cases), len(cases) - len(failed), len(failed) - len(new)))
    print('%d passed, %d failed' % (len(cases) - len(new) - len(fixed), len(new) + len(fixed)))
    return 0 if not new and not fixed else 1


if __name__ == '__main__':
    sys.exit(main())
