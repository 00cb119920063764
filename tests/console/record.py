#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Records the expected console transcripts of cases.txt from a real `terraform console`
(v1.11.4) run in module/ : expected.txt gets, per case, the exit status, stdout and stderr in
plain (-no-color) mode. Not run by CTest; rerun by hand when cases change.
`record.py 11` records cases_11.txt into expected_11.json instead (see suite())."""
import json, os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))

def cases():
    with open(os.path.join(HERE, 'cases.txt'), encoding='utf-8') as f:
        for line in f:
            line = line.rstrip('\n')
            if line and not line.startswith('#'):
                yield line

def record_one(tf, c):
    """One entry of a cases_NAME.txt line; "@in:DIR " first: run in DIR instead of module/."""
    mod = 'module'
    if c.startswith('@in:'):
        mod, c = c[4:].split(' ', 1)
    p, q = tf(c, False, mod), tf(c, True, mod)
    e = {'input': c, 'rc': p.returncode, 'stdout': p.stdout, 'stderr': p.stderr,
         'stderr_color': q.stderr}
    if mod != 'module':
        e['module'] = mod
    return e

def suite(name, tf):
    """Records cases_NAME.txt into expected_NAME.json. Lines starting with "@1.13 " differ in
    Terraform >= 1.13: their entries are copied from the hand-written expected_NAME_113.json."""
    with open(os.path.join(HERE, 'expected_%s_113.json' % name), encoding='utf-8') as f:
        hand = {c['input']: c for c in json.load(f)}
    out = []
    with open(os.path.join(HERE, 'cases_%s.txt' % name), encoding='utf-8') as f:
        for line in f:
            c = line.rstrip('\n')
            if not c or c.startswith('#'):
                continue
            if c.startswith('@1.13 '):
                out.append(hand[c[6:]])
                continue
            out.append(record_one(tf, c))
    with open(os.path.join(HERE, 'expected_%s.json' % name), 'w', encoding='utf-8') as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
        f.write('\n')

def main():
    env = dict(os.environ, TF_CLI_CONFIG_FILE=os.devnull)
    out = []
    def tf(entry, color, mod='module'):
        args = ['terraform', 'console'] + ([] if color else ['-no-color'])
        return subprocess.run(args, input=entry + '\n', capture_output=True, text=True,
                              cwd=os.path.join(HERE, mod), env=env)
    if len(sys.argv) > 1:  # record.py 11: cases_11.txt -> expected_11.json
        return suite(sys.argv[1], tf)
    for c in cases():
        p, q = tf(c, False), tf(c, True)
        out.append({'input': c, 'rc': p.returncode, 'stdout': p.stdout, 'stderr': p.stderr,
                    'stderr_color': q.stderr})
    # start-up diagnostics (a tfvars type error and an undeclared value) in module bad/
    p, q = tf('var.s', False, 'bad'), tf('var.s', True, 'bad')
    out.append({'input': 'var.s', 'module': 'bad', 'rc': p.returncode, 'stdout': p.stdout,
                'stderr': p.stderr, 'stderr_color': q.stderr, 'stdout_color': q.stdout})
    with open(os.path.join(HERE, 'expected.json'), 'w', encoding='utf-8') as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
        f.write('\n')

if __name__ == '__main__':
    sys.exit(main())
