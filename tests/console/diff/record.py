#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Records expected.jsonl for the console differential suite: each input of cases.jsonl
given alone to `terraform console -no-color` (piped) in module/, with its exit status, stdout
and stderr. Not run by CTest (CI has no terraform); rerun by hand after gen.py changes:
    python3 gen.py > cases.jsonl && python3 record.py
run.py takes overrides.jsonl's entry instead of the recorded one for the inputs it lists
(Terraform >= 1.13 behaviour written from hcl / go-cty source where the v1.11 binary here
differs, and tycon's deliberate differences; see README.md)."""
import concurrent.futures
import json
import os
import subprocess
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))


STATE = tempfile.mkdtemp()


def run(entry):
    env = dict(os.environ, TF_CLI_CONFIG_FILE=os.devnull, HOME='/nonexistent')
    # a state file of each worker's own, outside the module: no lock contention, nothing left
    state = os.path.join(STATE, '%d.tfstate' % threading.get_ident())
    p = subprocess.run(['terraform', 'console', '-no-color', '-state=' + state], input=entry + '\n',
                       capture_output=True, text=True, cwd=os.path.join(HERE, 'module'), env=env)
    return {'input': entry, 'rc': p.returncode, 'stdout': p.stdout, 'stderr': p.stderr}


def main():
    cases = [json.loads(l) for l in open(os.path.join(HERE, 'cases.jsonl'), encoding='utf-8')]
    with concurrent.futures.ThreadPoolExecutor(max_workers=3) as ex:
        recs = list(ex.map(run, cases))
    with open(os.path.join(HERE, 'expected.jsonl'), 'w', encoding='utf-8') as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')


if __name__ == '__main__':
    main()
