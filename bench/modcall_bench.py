#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""modcall_bench.py: `tycon check` of a configuration with 50 module calls of 20 arguments
each (issue 17): 10 distinct child modules of 20 variables (strings, numbers, lists, maps,
objects with optional attributes, a validation rule each), the arguments built from
locals, root variables, other modules' outputs, `count.index`, `each` and a
`terraform_data` id; every call valid, so every argument is evaluated, converted and
validated (twice: the validate walk and the plan walk). Prints the in-process time of the
check (tycon_check_time: tycon_check_run + render, best and median) and the wall time of
the whole `tycon check` process (start-up and dynamic linking included) over N runs.
usage: modcall_bench.py TYCON TYCON_CHECK_TIME [N]   (build-rel/tycon,
       build-rel/bench/tycon_check_time; the target is under 20 ms)"""
import os, statistics, subprocess, sys, tempfile, time

TYPES = [('string', '"v-%d"'), ('number', '%d'), ('list(string)', '["a%d", "b"]'),
         ('map(number)', '{a = %d, b = 2}'),
         ('object({name = string, size = optional(number, 3), tags = optional(map(string), {})})',
          '{name = "n%d"}')]


def child(d, m):
    os.makedirs(d, exist_ok=True)
    out = []
    for i in range(20):
        t = TYPES[i % len(TYPES)][0]
        rule = ''
        if i % len(TYPES) == 1:
            rule = ('  validation {\n    condition     = var.a%02d >= 0\n'
                    '    error_message = "Must not be negative."\n  }\n' % i)
        out.append('variable "a%02d" {\n  type = %s\n%s}\n' % (i, t, rule))
    out.append('output "id" {\n  value = "m%d-${var.a00}"\n}\n' % m)
    out.append('output "n" {\n  value = var.a01\n}\n')
    open(os.path.join(d, 'main.tf'), 'w').write(''.join(out))


def root(d):
    out = ['variable "base" {\n  type    = number\n  default = 7\n}\n',
           'locals {\n  names = toset(["x", "y"])\n  prefix = "p"\n}\n',
           'resource "terraform_data" "seed" {\n  input = "s"\n}\n']
    calls = 0
    for c in range(50):
        m = c % 10
        rep = ''
        idx = '%d' % c
        if c % 10 == 3:
            rep, idx = '  count  = 1\n', 'count.index'
        elif c % 10 == 7:
            rep, idx = '  for_each = local.names\n', 'length(each.key)'
        args = []
        for i in range(20):
            k = i % len(TYPES)
            val = TYPES[k][1] % c
            if i == 0:
                val = '"${local.prefix}-%d"' % c
            elif i == 1:
                val = 'var.base + %s' % idx
            elif i == 5 and c > 0 and (c - 1) % 10 not in (3, 7):
                val = 'module.m%02d.id' % (c - 1)
            elif i == 10:
                val = 'terraform_data.seed.id'
            args.append('  a%02d = %s\n' % (i, val))
        out.append('module "m%02d" {\n  source = "./modules/c%d"\n%s%s}\n'
                   % (c, m, rep, ''.join(args)))
        calls += 1
    open(os.path.join(d, 'main.tf'), 'w').write(''.join(out))
    for m in range(10):
        child(os.path.join(d, 'modules', 'c%d' % m), m)
    return calls


def main():
    tycon = os.path.abspath(sys.argv[1])
    timer = os.path.abspath(sys.argv[2])
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 50
    d = tempfile.mkdtemp()
    calls = root(d)
    r = subprocess.run([tycon, 'check', '-no-color', d], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit('unexpected diagnostics:\n' + r.stdout + r.stderr)
    r = subprocess.run([timer, d, str(n)], capture_output=True, text=True)
    print('in process (check + render), %d module calls x 20 arguments: %s'
          % (calls, r.stdout.strip()))
    times = []
    for _ in range(n):
        t = time.perf_counter()
        subprocess.run([tycon, 'check', '-no-color', d], capture_output=True)
        times.append((time.perf_counter() - t) * 1000)
    print('whole tycon check process: median %.1f ms, best %.1f ms (%d runs)'
          % (statistics.median(times), min(times), n))


if __name__ == '__main__':
    main()
