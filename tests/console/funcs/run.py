#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Function transcripts: every case of expected.json (recorded from `terraform console` by
record.py) must give exactly Terraform's exit status, stdout and stderr, plain and colored,
from `tycon console` in module/. usage: run.py TYCON"""
import json, os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
TYCON = os.path.abspath(sys.argv[1])
HOME = '/home/tycon-test'


def tycon(stdin, color=False):
    args = [TYCON, 'console'] + (['-color'] if color else ['-no-color']) + ['.']
    env = {k: v for k, v in os.environ.items() if not k.startswith('TF_VAR_')}
    env['HOME'] = HOME
    return subprocess.run(args, input=stdin, capture_output=True, text=True,
                          cwd=os.path.join(HERE, 'module'), env=env)


def main():
    cases = json.load(open(os.path.join(HERE, 'expected.json'), encoding='utf-8'))
    failures = []
    for c in cases:
        p = tycon(c['input'] + '\n')
        q = tycon(c['input'] + '\n', color=True)
        got = (p.returncode, p.stdout, p.stderr, q.stderr)
        want = (c['rc'], c['stdout'], c['stderr'], c['stderr_color'])
        if got != want:
            failures.append((c['input'], got, want))
    for name, got, want in failures:
        print('FAIL %s\n--- got\n%r\n--- want\n%r' % (name, got, want))
    print('%d case(s), %d failure(s)' % (len(cases), len(failures)))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
