#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Function transcripts: every case of expected.json (recorded from `terraform console` by
record.py) must give exactly Terraform's exit status, stdout and stderr, plain and colored,
from `tycon console` in module/. Entries run in groups, one process a group and colors
(../grouped.py: a group that differs is split down to single entries, each checked alone).
usage: run.py TYCON"""
import json, os, subprocess, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
import grouped  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
TYCON = os.path.abspath(sys.argv[1])
HOME = '/home/tycon-test'


def tycon(stdin, color=False):
    args = [TYCON, 'console'] + (['-color'] if color else ['-no-color']) + ['.']
    env = {k: v for k, v in os.environ.items() if not k.startswith('TF_VAR_')}
    env['HOME'] = HOME
    return subprocess.run(args, input=stdin, capture_output=True, text=True,
                          cwd=os.path.join(HERE, 'module'), env=env)


def run(color):
    def one(text):
        p = tycon(text, color)
        return {'rc': p.returncode, 'stdout': p.stdout, 'stderr': p.stderr}
    return one


def main():
    cases = json.load(open(os.path.join(HERE, 'expected.json'), encoding='utf-8'))
    plain = [(c['input'], {'rc': c['rc'], 'stdout': c['stdout'], 'stderr': c['stderr']})
             for c in cases]
    color = [(c['input'], {'stderr': c['stderr_color']}) for c in cases]
    failures = grouped.check(run(False), plain)
    failures += [(i + ' (color)', g, w)
                 for i, g, w in grouped.check(run(True), color, fields=('stderr',))]
    for name, got, want in failures:
        print('FAIL %s\n--- got\n%r\n--- want\n%r' % (name, got, want))
    print('%d case(s), %d failure(s)' % (len(cases), len(failures)))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
