#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""console_bench.py: start-up time of `tycon console` in a module directory with 50
variables (mixed types, defaults with optional attributes, a terraform.tfvars, 5 required
variables left unset). Prints the median and best wall time of `echo 1 | tycon console DIR`
(the whole process: load, check, one evaluation, exit) over N runs.
usage: console_bench.py TYCON [N]   (the target is under 10 ms)"""
import os, statistics, subprocess, sys, tempfile, time

TYPES = ['string', 'number', 'bool', 'list(string)', 'map(number)',
         'object({name = string, size = optional(number, 3), tags = optional(map(string), {})})',
         'list(object({id = number, opts = optional(set(string))}))']
VALUES = ['"v"', '42', 'true', '["a", "b"]', '{a = 1, b = 2}', '{name = "n"}',
          '[{id = 1}, {id = 2, opts = ["x"]}]']


def make_module(d):
    tf, tfvars = [], []
    for i in range(50):
        k = i % len(TYPES)
        if i < 5:
            tf.append('variable "v%02d" {\n  type = %s\n}\n' % (i, TYPES[k]))
        elif i % 2:
            tf.append('variable "v%02d" {\n  type = %s\n  default = %s\n}\n' % (i, TYPES[k], VALUES[k]))
        else:
            tf.append('variable "v%02d" {\n  type = %s\n  description = "variable %d"\n}\n'
                      % (i, TYPES[k], i))
            tfvars.append('v%02d = %s\n' % (i, VALUES[k]))
    open(os.path.join(d, 'variables.tf'), 'w').write(''.join(tf))
    open(os.path.join(d, 'terraform.tfvars'), 'w').write(''.join(tfvars))


def main():
    tycon = os.path.abspath(sys.argv[1])
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    d = tempfile.mkdtemp()
    make_module(d)
    times = []
    for _ in range(n):
        t = time.perf_counter()
        p = subprocess.run([tycon, 'console', '-no-color', d], input=b'var.v05\n',
                           capture_output=True)
        times.append((time.perf_counter() - t) * 1000)
        if p.returncode != 0:
            sys.stderr.write(p.stderr.decode())
            return 1
    print('console start-up, 50 variables: median %.2f ms, best %.2f ms (%d runs, whole '
          'process)' % (statistics.median(times), min(times), n))
    return 0


if __name__ == '__main__':
    sys.exit(main())
