#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""hostile_bench.py: time and peak memory of the `tycon` CLI on the hostile shapes of
docs/conformance.md ("Bounded work"), each at size n and 2n. For each shape it prints the
CPU time (user + system) and peak RSS of both runs, the x2 ratios (doubling the input
should at most double time and memory: the goal is x2 <= 2.3) and, for the big-value
shapes, peak RSS divided by the input's size (the goal is under 10). The --compat=terraform
row prints what Terraform prints, every block repeating the long line: its output, and so
its time, grows with the square of n; its memory stays linear.
usage: hostile_bench.py TYCON [SCALE]   (SCALE multiplies every n; default 1)"""
import os, shutil, subprocess, sys, tempfile

GOAL_X2, GOAL_MEM = 2.3, 10.0


def write(d, name, text):
    with open(os.path.join(d, name), 'w') as f:
        f.write(text)
    return os.path.getsize(os.path.join(d, name))


def var_blocks(n, typ):
    return ''.join('variable "v%d" {\n  type = %s\n}\n' % (i, typ) for i in range(n))


# ---- item 3: many diagnostics ----
def type_errors(d, n):
    write(d, 'main.tf', var_blocks(n, 'number'))
    return write(d, 'terraform.tfvars', ''.join('v%d = "x%d"\n' % (i, i) for i in range(n)))


def dup_lines(d, n):
    write(d, 'main.tf', 'variable "x" {\n  type = number\n}\n')
    return write(d, 'terraform.tfvars', ''.join('x = %d\n' % i for i in range(n)))


def dup_blocks(d, n):
    return write(d, 'main.tf', 'variable "v" {\n  type = number\n}\n' * n)


def dup_json_lines(d, n):
    write(d, 'main.tf', 'variable "x" {\n  type = any\n}\n')
    body = ',\n'.join('  "a": %d' % i for i in range(n))
    return write(d, 'terraform.tfvars.json', '{"x": {\n' + body + '\n}}\n')


def dup_json_top(d, n):
    write(d, 'main.tf', 'variable "x" {\n  type = number\n}\n')
    return write(d, 'terraform.tfvars.json',
                 '{' + ',\n'.join('"x": %d' % i for i in range(n)) + '}\n')


def dup_json_one_line(d, n):
    write(d, 'main.tf', 'variable "x" {\n  type = any\n}\n')
    return write(d, 'terraform.tfvars.json',
                 '{"x": {' + ','.join('"a": %d' % i for i in range(n)) + '}}')


def strict_attrs(d, n):
    write(d, 'main.tf', 'variable "x" {\n  type = object({a = number})\n}\n')
    return write(d, 'terraform.tfvars', 'x = {\n  a = 1\n' +
                 ''.join('  u%d = %d\n' % (i, i) for i in range(n)) + '}\n')


# ---- item 6: one big value ----
def big_numbers(d, n):
    write(d, 'main.tf', 'variable "x" {\n  type = list(number)\n}\n')
    # deterministic "random" integers below 10^6 (a linear congruential sequence)
    nums, s = [], 12345
    for _ in range(n):
        s = (s * 1103515245 + 12345) % 2147483648
        nums.append(str(s % 1000000))
    return write(d, 'terraform.tfvars', 'x = [' + ', '.join(nums) + ']\n')


def big_decimals(d, n):
    write(d, 'main.tf', 'variable "x" {\n  type = list(number)\n}\n')
    return write(d, 'terraform.tfvars',
                 'x = [' + ', '.join('%d.%02d' % (i % 9973, i % 97) for i in range(n)) + ']\n')


def big_strings(d, n):
    write(d, 'main.tf', 'variable "x" {\n  type = list(string)\n}\n')
    return write(d, 'terraform.tfvars',
                 'x = [' + ', '.join('"name-%d"' % i for i in range(n)) + ']\n')


def big_map(d, n):
    write(d, 'main.tf', 'variable "x" {\n  type = map(number)\n}\n')
    return write(d, 'terraform.tfvars',
                 'x = {' + ', '.join('k%d = %d' % (i, i) for i in range(n)) + '}\n')


def big_objects(d, n):
    write(d, 'main.tf', 'variable "x" {\n  type = list(object({name = string, port = number, '
          'on = optional(bool, true)}))\n}\n')
    return write(d, 'terraform.tfvars', 'x = [' + ', '.join(
        '{name = "svc%d", port = %d}' % (i, 1000 + i % 50000) for i in range(n)) + ']\n')


def big_json(d, n):
    write(d, 'main.tf', 'variable "x" {\n  type = list(number)\n}\n')
    return write(d, 'terraform.tfvars.json',
                 '{"x": [' + ','.join(str((i * 7919) % 1000003) for i in range(n)) + ']}')


def deep_json_fallback(d, n):
    """n numbers nested n/500 arrays deep, ending in an object the JSON reader's fast path
    does not take (a duplicate key): each level once retried the fast path over the rest
    (22.9 s and 2.5 GB at n = 200,000 before e917e64)."""
    write(d, 'main.tf', 'variable "x" {\n  type = any\n}\n')
    depth = n // 500
    inner = ','.join(['1'] * n) + ',{"a":1,"a":2}'
    return write(d, 'terraform.tfvars.json', '{"x": ' + '[' * depth + inner + ']' * depth + '}')


# ---- item 4: one long piped console entry ----
def console_list(d, n):
    return write(d, 'input', '[\n' + '1,\n' * n + ']\n')


def console_heredoc(d, n):
    return write(d, 'input', '<<EOT\n' + 'x\n' * n + 'EOT\n')


def console_unterminated(d, n):
    return write(d, 'input', '<<EOT\n' + 'x\n' * n)


# ---- issue 18: tycon validate against a provider schema (written next to the module) ----
HOSTILE_SCHEMA = ('{"format_version":"1.0","provider_schemas":{"registry.terraform.io/hashicorp/h":'
                  '{"resource_schemas":{"h_r":{"block":{"attributes":{"name":{"type":"string",'
                  '"optional":true}},"block_types":{"b":{"nesting_mode":"list","block":'
                  '{"attributes":{"c":{"type":"string","computed":true},"d":{"type":"string",'
                  '"optional":true,"deprecated":true}}}},"m":{"nesting_mode":"map","block":'
                  '{"attributes":{"v":{"type":"number","optional":true}}}}}}}}}}}')


def resource(d, body):
    write(d, 'schema.json', HOSTILE_SCHEMA)
    return write(d, 'main.tf', 'resource "h_r" "a" {\n' + body + '}\n')


def v_unsupported(d, n):
    return resource(d, ''.join('  u%d = 1\n' % i for i in range(n)))


def v_provider_rules(d, n):
    return resource(d, '  b {\n    c = "x"\n    d = "y"\n  }\n' * n)


def v_map_dups(d, n):
    return resource(d, ''.join('  m "k%d" {\n    v = 1\n  }\n' % (i % 100) for i in range(n)))


def v_json_extraneous(d, n):
    write(d, 'schema.json', HOSTILE_SCHEMA)
    props = ','.join('"u%d": 1' % i for i in range(n))
    return write(d, 'main.tf.json', '{"resource":{"h_r":{"a":{"name":"x",%s}}}}' % props)


SHAPES = [
    # (item, name, generator, n, command, memory goal applies)
    ('3', 'type errors (one per variable)', type_errors, 16000, ['check'], False),
    ('3', 'duplicate `x = i` lines', dup_lines, 64000, ['check'], False),
    ('3', 'duplicate variable blocks', dup_blocks, 32000, ['check'], False),
    ('3', 'duplicate JSON keys, one per line', dup_json_lines, 64000, ['check'], False),
    ('3', 'duplicate top-level JSON keys', dup_json_top, 64000, ['check'], False),
    ('3', 'duplicate JSON keys, one line', dup_json_one_line, 100000, ['check'], False),
    ('3', 'same, --compat=terraform (output ~n^2)', dup_json_one_line, 4000,
     ['check', '--compat=terraform'], False),
    ('3', '--strict, undeclared attributes', strict_attrs, 80000, ['check', '--strict'], False),
    ('4', 'console: list of n lines', console_list, 200000, ['console'], False),
    ('4', 'console: heredoc of n lines', console_heredoc, 400000, ['console'], False),
    ('4', 'console: unterminated heredoc', console_unterminated, 400000, ['console'], False),
    ('6', 'one-line list(number)', big_numbers, 700000, ['check'], True),
    ('6', 'one-line list(number), decimals', big_decimals, 700000, ['check'], True),
    ('6', 'one-line list(string)', big_strings, 500000, ['check'], True),
    ('6', 'one-line map(number)', big_map, 400000, ['check'], True),
    ('6', 'list(object) with a default', big_objects, 150000, ['check'], True),
    ('6', '.tfvars.json list(number)', big_json, 700000, ['check'], True),
    ('6', 'deep .tfvars.json, fast path fails', deep_json_fallback, 200000,
     ['check'], False),
    ('18', 'validate: unsupported arguments', v_unsupported, 40000,
     ['validate', '--provider-schema=schema.json'], False),
    ('18', 'validate: read-only + deprecated in n blocks', v_provider_rules, 40000,
     ['validate', '--provider-schema=schema.json'], False),
    ('18', 'validate: repeated map block keys', v_map_dups, 40000,
     ['validate', '--provider-schema=schema.json'], False),
    ('18', 'validate: extraneous JSON properties', v_json_extraneous, 80000,
     ['validate', '--provider-schema=schema.json'], False),
]


def run(tycon, cmd, d):
    """CPU seconds, peak RSS (MB) and exit status of one tycon run in module directory d,
    measured by /usr/bin/time (a forked Python child would report Python's own RSS)."""
    argv = [tycon] + cmd + ['-no-color']
    stdin = subprocess.DEVNULL
    if cmd[0] == 'console':
        stdin = open(os.path.join(d, 'input'), 'rb')
    else:
        argv.append(d)
    out = os.path.join(d, 'time.out')
    rc = subprocess.call(['/usr/bin/time', '-o', out, '-f', '%U %S %M'] + argv, stdin=stdin,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=d)
    if stdin is not subprocess.DEVNULL:
        stdin.close()
    fields = open(out).read().split()
    # CPU time (user + system), steadier than wall time on a shared machine
    return float(fields[-3]) + float(fields[-2]), int(fields[-1]) / 1024.0, rc


def measure(tycon, gen, n, cmd):
    d = tempfile.mkdtemp(prefix='tycon-hostile-')
    try:
        size = gen(d, n)
        best = None
        for _ in range(3):  # best of three: the machine may be shared
            r = run(tycon, cmd, d)
            if best is None or r[0] < best[0]:
                best = (r[0], r[1] if best is None else min(best[1], r[1]), r[2])
        return size, best
    finally:
        shutil.rmtree(d)


def main():
    tycon = os.path.abspath(sys.argv[1])
    scale = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
    print('%-4s %-36s %8s %9s %8s %8s %9s %8s %6s %6s %7s' % (
        'item', 'shape', 'n', 'input', 'time', 'rss', 'time 2n', 'rss 2n', 't x2', 'm x2',
        'rss/in'))
    worst_x2, worst_mem = 0.0, 0.0
    for item, name, gen, n, cmd, memgoal in SHAPES:
        n = max(1, int(n * scale))
        s1, (t1, m1, rc1) = measure(tycon, gen, n, cmd)
        s2, (t2, m2, rc2) = measure(tycon, gen, 2 * n, cmd)
        tx, mx = t2 / t1 if t1 > 0 else 0, m2 / m1 if m1 > 0 else 0
        ratio = m2 / (s2 / 1048576.0)
        if 'n^2' not in name:  # Terraform's own output grows with the square there
            worst_x2 = max(worst_x2, mx, tx if t1 >= 0.1 else 0)
        if memgoal:
            worst_mem = max(worst_mem, ratio)
        print('%-4s %-36s %8d %7.2fMB %7.2fs %6.1fMB %8.2fs %6.1fMB %6.2f %6.2f %7s' % (
            item, name, n, s1 / 1048576.0, t1, m1, t2, m2, tx, mx,
            '%.1f' % ratio if memgoal else '-'))
        if rc1 > 1 or rc2 > 1:
            print('     (exit status %d / %d)' % (rc1, rc2))
    print('\nworst x2 ratio (time counted from 0.1 s; the ~n^2 output row left out): %.2f (goal <= %.1f); worst peak RSS / '
          'input of the big-value shapes at 2n: %.1f (goal < %.0f)' % (
              worst_x2, GOAL_X2, worst_mem, GOAL_MEM))
    return 0


if __name__ == '__main__':
    sys.exit(main())
