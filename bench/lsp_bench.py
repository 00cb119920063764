#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""lsp_bench.py: latency of `tycon lsp` diagnostics, through the protocol. A module of 100
variables (mixed types: objects with optional attributes and defaults, lists of objects,
maps, validation rules) and an envs/prod.tfvars mapped to it by .tycon.hcl; the client opens
the tfvars file, then sends N incremental changes that alternately break and fix one value,
and times each didChange until its publishDiagnostics arrives (the whole path: framing, edit,
module load from disk, value check, diagnostics, JSON). Prints median, 95th percentile and
worst, and the same for a full-text change of the whole file.
usage: lsp_bench.py TYCON [N]   (the target is under 10 ms)"""
import os
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "lsp"))
from lspclient import Client, uri  # noqa: E402

TYPES = ['string', 'number', 'bool', 'list(string)', 'map(number)',
         'object({name = string, size = optional(number, 3), tags = optional(map(string), {})})',
         'list(object({id = number, opts = optional(set(string)), on = optional(bool, true)}))']
VALUES = ['"v"', '42', 'true', '["a", "b"]', '{a = 1, b = 2}', '{name = "n", tags = {x = "y"}}',
          '[{id = 1}, {id = 2, opts = ["x"]}, {id = 3, on = false}]']


def make_module(d):
    tf, tfvars = [], []
    for i in range(100):
        k = i % len(TYPES)
        rule = ''
        if k == 0:
            rule = ('\n  validation {\n    condition     = contains(["v", "w"], var.v%d)\n'
                    '    error_message = "Must be v or w."\n  }' % i)
        tf.append('variable "v%d" {\n  type = %s\n  description = "Variable %d."%s\n}\n'
                  % (i, TYPES[k], i, rule))
        tfvars.append('v%d = %s' % (i, VALUES[k]))
    os.makedirs(os.path.join(d, 'envs'))
    with open(os.path.join(d, 'variables.tf'), 'w') as f:
        f.write('\n'.join(tf))
    with open(os.path.join(d, '.tycon.hcl'), 'w') as f:
        f.write('map {\n  tfvars = "envs/*.tfvars"\n  module = "."\n}\n')
    text = '\n'.join(tfvars) + '\n'
    with open(os.path.join(d, 'envs', 'prod.tfvars'), 'w') as f:
        f.write(text)
    return text


def main():
    tycon = os.path.abspath(sys.argv[1])
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    with tempfile.TemporaryDirectory() as d:
        text = make_module(d)
        path = os.path.join(d, 'envs', 'prod.tfvars')
        c = Client(tycon)
        c.initialize(d)
        c.notify('textDocument/didOpen', {'textDocument': {'uri': uri(path), 'languageId': 'terraform-vars',
                                                           'version': 1, 'text': text}})
        assert c.wait_diagnostics(uri(path))['diagnostics'] == []
        # line 1 is `v1 = 42`: alternate `42` -> `"x"` (an error) and back
        inc, full = [], []
        for i in range(n):
            new = '"x"' if i % 2 == 0 else '42'
            old_len = 2 if i % 2 == 0 else 3
            t0 = time.perf_counter()
            c.notify('textDocument/didChange', {'textDocument': {'uri': uri(path), 'version': i + 2},
                                                'contentChanges': [{'range': {
                                                    'start': {'line': 1, 'character': 5},
                                                    'end': {'line': 1, 'character': 5 + old_len}},
                                                    'text': new}]})
            p = c.wait_diagnostics(uri(path))
            inc.append((time.perf_counter() - t0) * 1000)
            assert len(p['diagnostics']) == (1 if i % 2 == 0 else 0), p
        for i in range(n):
            body = text if i % 2 else text.replace('v1 = 42', 'v1 = "x"')
            t0 = time.perf_counter()
            c.notify('textDocument/didChange', {'textDocument': {'uri': uri(path), 'version': n + i + 2},
                                                'contentChanges': [{'text': body}]})
            c.wait_diagnostics(uri(path))
            full.append((time.perf_counter() - t0) * 1000)
        c.request('shutdown')
        c.notify('exit')
        c.close()

    def line(name, xs):
        xs = sorted(xs)
        print('%-34s median %6.2f ms   p95 %6.2f ms   worst %6.2f ms' %
              (name, statistics.median(xs), xs[int(len(xs) * 0.95) - 1], xs[-1]))
    print('tycon lsp: 100-variable module, %d changes each (target: under 10 ms)' % n)
    line('incremental change -> diagnostics', inc)
    line('full-text change -> diagnostics', full)


if __name__ == '__main__':
    main()
