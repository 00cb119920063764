#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Records the expected console transcripts of cases.txt from a real `terraform console`
(v1.11.4) run in module/ : expected.txt gets, per case, the exit status, stdout and stderr in
plain (-no-color) mode. Not run by CTest; rerun by hand when cases change."""
import json, os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))

def cases():
    with open(os.path.join(HERE, 'cases.txt'), encoding='utf-8') as f:
        for line in f:
            line = line.rstrip('\n')
            if line and not line.startswith('#'):
                yield line

def main():
    env = dict(os.environ, TF_CLI_CONFIG_FILE=os.devnull)
    out = []
    def tf(entry, color, mod='module'):
        args = ['terraform', 'console'] + ([] if color else ['-no-color'])
        return subprocess.run(args, input=entry + '\n', capture_output=True, text=True,
                              cwd=os.path.join(HERE, mod), env=env)
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
