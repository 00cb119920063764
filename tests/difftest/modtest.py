#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""A seeded generative differential tester of `tycon check` against `terraform plan` over
random modules of input variables (issue 24). Python 3 standard library only.

Each case is a module of one to four variables of random type constraints (primitives,
any, nested list/set/map/tuple/object, optional() attributes with and without defaults),
sometimes with a default (valid or a near miss), nullable = false, sensitive = true and
validation rules (on the variable alone, or also on another variable), and one output per
variable. Values come from terraform.tfvars, NAME.auto.tfvars, a -var-file of HCL or JSON,
-var options and TF_VAR_ variables: mostly valid values, often near misses (a wrong
primitive, a convertible one, a null, a missing or extra attribute, a wrong tuple length, a
mixed list), sometimes an undeclared name or a missing required value. The same seed always
gives the same cases.

Both sides run in a copy of the module:
  terraform plan -input=false -no-color ARGS      tycon check --compat=terraform -no-color
                                                  --target=terraform@X.Y ARGS .
and the diagnostic blocks of standard error and standard output (as tests/check/
compare_terraform.sh cuts them: summary, range, source lines, detail) and whether the exit
status is 0 are compared. When the plan succeeds, the values too: one `console` entry
`{NAME = var.NAME, ...}` with the same ARGS on both sides (exit status, stdout, stderr).

  modtest.py run     --tycon T [--seed S] [--count N] [--jobs J] [--show K] [--report F]
  modtest.py record  --tycon T [--seed S] [--count N] [--out modules.jsonl] [--append]
      as run, then writes every case (files, args, env) with terraform's outputs and its
      class today ("same", or the class of the difference); --only-diff keeps only the
      different cases and --keep K at most K "same" ones.
  modtest.py recheck --tycon T --sample REPORT [--adopt modules.jsonl]
      the classes of a report's cases with the tycon of now (no terraform); --adopt appends
      them to a sample
  modtest.py replay  --tycon T [--sample modules.jsonl]
      (CTest check.modtest; no terraform needed) every "same" case must still match; a case
      of another class that now matches is reported, not failed.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SAMPLE = os.path.join(HERE, 'modules.jsonl')
NAMES = ['name', 'tags', 'size', 'cfg', 'items', 'port', 'rules', 'zone']
ATTRS = ['id', 'enabled', 'count', 'label', 'opts', 'ports', 'meta']
STRINGS = ['a', '', 'hello world', '1', 'true', 'x-1', 'é✓', '10.0.0.0/8', ' sp ', 'a"b',
           'line\nbreak', '${x}', '%{if}', 'null']
NUMBERS = [0, 1, -3, 2.5, 1000, 1e21, 12345678901234567890, -0.5, 7]
BAD_TYPES = ['list', 'map', '"string"', '"list"', 'list(string, number)', 'object(string)',
             'optional(string)', 'tuple(string)', 'map(optional(string))', 'set()', 'strin',
             'object({a = optional(string, "x", 1)})', 'any(string)', 'list(any, 1)',
             'object({a = string, a = number})', 'map(string', '"map"', 'null', 'number + 1',
             # syntax errors inside the block (hcl's recovery keeps what it read, issue 24)
             'list(object({a = string})', 'object({a = string b = number})',
             'tuple([string, number)', 'list(string))', 'set(string) x', 'map(list(string]',
             '[string]', 'object({a = "x']
BAD_DEFAULTS = ['  default = [1, 2\n', '  default = {a = 1 b = 2}\n', '  default = "open\n',
                '  default = [for x in [1] : x\n', '  default = 1 +\n', '  default = {a = [1}\n']
BAD_FLAGS = ['  sensitive = null\n', '  nullable = "true"\n', '  description = [var.x]\n',
             '  sensitive = upper("x")\n', '  default = [1, var.x]\n', '  description = null\n',
             '  default = {a = upper("x")}\n', '  nullable = 1\n', '  ephemeral = "false"\n',
             '  description = "${true}"\n', '  nullable = {}\n']
BAD_LINES = ['zz = [1,\n', 'zz = "unterminated\n', 'zz == 1\n', 'zz = {a = 1 b = 2}\n',
             '= 1\n', 'zz = <<EOT\nabc\n']

# --syntax: expressions to break, what goes in, and a first error for the file
SYN_EXPRS = ['f([1, 2], {a = "s"}, x ? 1 : 2)', '[for v in [1, 2] : v + 1]',
             '{a = [1, 2], b = {c = "d"}}', 'g(1, [2, 3]...)', '"a${f(1)}b"', '(1 + 2) * 3',
             '[1, [2, [3]]]', 'x[0].y', '{for k, v in {a = 1} : k => v}', 'f(g(1), h([2]))',
             'true ? [1] : []', '!false && 1 < 2', '-1 * (2 - 3)', 'x.*.y', '{"a b" = 1}']
SYN_INSERT = ['(', ')', '[', ']', '{', '}', ',', '+', '?', ':', '1', 'x', '...', '=', '=>',
              '.', '!', '-', 'for', 'in', 'if', '*']
SYN_TOKEN = re.compile(r'\.\.\.|=>|&&|\|\||[<>=!]=|[A-Za-z_][A-Za-z0-9_-]*|'
                       r'\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|"(?:[^"\\]|\\.)*"|\n|\S')
SYN_FIRST = ['zz = 1 +\n', 'zz = [1 2]\n', 'zz = f(1 2)\n', 'zz = {a = 1 b = 2}\n',
             'zz = (1\n', 'zz = x ? 1\n']

# ---- types: ('string'|'number'|'bool'|'any',) ('list'|'set'|'map', T) ('tuple', [T])
# ---- ('object', [(name, T, optional, default-or-NODEF)])
NODEF = object()


class Gen:
    """The case generator of one seed."""

    def __init__(self, seed, extended=False, syntax=False):
        self.r = random.Random(seed)
        self.extended = extended  # also invalid types, defaults and flags, ephemeral, broken tfvars
        self.syntax = syntax  # files with several syntax errors (hcl's recovery mode)

    # -- type constraints
    def typ(self, depth=0):
        r = self.r
        x = r.random()
        if depth >= 3 or x < 0.4:
            return (r.choice(['string', 'number', 'bool', 'string', 'any']),)
        k = r.choice(['list', 'set', 'map', 'object', 'object', 'tuple', 'list'])
        if k in ('list', 'set', 'map'):
            return (k, self.typ(depth + 1))
        if k == 'tuple':
            return ('tuple', [self.typ(depth + 1) for _ in range(r.randint(0, 3))])
        attrs = []
        for name in r.sample(ATTRS, r.randint(1, 3)):
            t = self.typ(depth + 1)
            opt = r.random() < 0.45
            d = NODEF
            if opt and r.random() < 0.5:
                d = self.value(t, 0.15) if r.random() < 0.85 else None
            attrs.append((name, t, opt, d))
        return ('object', attrs)

    def type_text(self, t):
        k = t[0]
        if k in ('string', 'number', 'bool', 'any'):
            return k
        if k in ('list', 'set', 'map'):
            return '%s(%s)' % (k, self.type_text(t[1]))
        if k == 'tuple':
            return 'tuple([%s])' % ', '.join(self.type_text(e) for e in t[1])
        parts = []
        for name, at, opt, d in t[1]:
            s = self.type_text(at)
            if opt:
                s = 'optional(%s)' % s if d is NODEF else 'optional(%s, %s)' % (s, hcl(d))
            parts.append('%s = %s' % (name, s))
        return 'object({%s})' % ', '.join(parts)

    # -- values (None, bool, int, float, str, list, dict), valid or near misses
    def anyval(self, depth=0):
        r = self.r
        x = r.random()
        if depth >= 2 or x < 0.5:
            return r.choice([r.choice(STRINGS), r.choice(NUMBERS), r.choice([True, False]),
                             None])
        if x < 0.75:
            return [self.anyval(depth + 1) for _ in range(r.randint(0, 3))]
        return {k: self.anyval(depth + 1) for k in r.sample(ATTRS, r.randint(0, 3))}

    def miss(self, t):
        """A near miss for type t."""
        r = self.r
        k = t[0]
        opts = [None, self.anyval(1), 'abc', 5, True, [], {}]
        if k == 'number':
            opts += ['1', '1e3', ' 2', '0x10', '1.5.2']
        elif k == 'bool':
            opts += ['true', 'false', 'True', 1, '0']
        elif k == 'string':
            opts += [3, False, ['a'], {'a': 'b'}]
        return r.choice(opts)

    def value(self, t, p_miss):
        r = self.r
        if r.random() < p_miss:
            return self.miss(t)
        k = t[0]
        if k == 'string':
            return r.choice(STRINGS)
        if k == 'number':
            return r.choice(NUMBERS)
        if k == 'bool':
            return r.choice([True, False])
        if k == 'any':
            return self.anyval()
        if k in ('list', 'set'):
            n = r.randint(0, 3)
            if k == 'set' and t[1][0] in ('bool',):
                n = min(n, 2)
            return [self.value(t[1], p_miss) for _ in range(n)]
        if k == 'map':
            return {key: self.value(t[1], p_miss) for key in r.sample(ATTRS + ['a b', ''],
                                                                      r.randint(0, 3))}
        if k == 'tuple':
            out = [self.value(e, p_miss) for e in t[1]]
            if r.random() < p_miss:
                out = out[:-1] if out and r.random() < 0.5 else out + [self.anyval(1)]
            return out
        out = {}
        for name, at, opt, _ in t[1]:
            if opt and r.random() < 0.4:
                continue
            if not opt and r.random() < p_miss / 2:
                continue
            out[name] = self.value(at, p_miss)
        if r.random() < p_miss / 2:
            out[r.choice(['extra', 'Id', 'ports'])] = self.anyval(1)
        return out

    # -- validation rules
    def rule(self, name, t, others):
        r = self.r
        v = 'var.' + name
        k = t[0]
        conds = ['%s != null' % v, 'can(%s)' % v, 'try(length(%s) > 0, false)' % v]
        if k == 'string':
            conds += ['length(%s) > 1' % v, 'can(regex("^[a-z ]+$", %s))' % v,
                      '%s != "a"' % v, 'contains(["a", "1"], %s)' % v]
        elif k == 'number':
            conds += ['%s >= 0' % v, 'floor(%s) == %s' % (v, v), '%s < 100' % v]
        elif k == 'bool':
            conds += [v, '!%s' % v]
        elif k in ('list', 'set', 'tuple', 'map'):
            conds += ['length(%s) <= 2' % v, 'alltrue([for e in %s : e != null])' % v,
                      'length(%s) > 0' % v]
        elif k == 'object':
            a = t[1][0][0]
            conds += ['%s.%s != null' % (v, a), '%s.nope == 1' % v]
        else:
            conds += ['length(%s) > 1' % v, '%s == 1' % v]
        if others and r.random() < 0.2:
            conds.append('var.%s == null || %s != null' % (r.choice(others), v))
        cond = r.choice(conds)
        msg = r.choice(['The value must be valid.', 'Bad value: ${jsonencode(%s)}.' % v,
                        'Must be valid.', 'bad', 'The %s is wrong (${%s})' % (name, v)])
        return '  validation {\n    condition     = %s\n    error_message = %s\n  }\n' % (
            cond, json.dumps(msg, ensure_ascii=False))

    # -- one case
    def case(self):
        r = self.r
        names = r.sample(NAMES, r.randint(1, 4))
        decls, outs, types, sens = [], [], {}, {}
        for name in names:
            t = self.typ() if r.random() < 0.95 else None
            types[name] = t
            lines = ['variable "%s" {\n' % name]
            if t is not None and self.extended and r.random() < 0.05:
                lines.append('  type = %s\n' % r.choice(BAD_TYPES))
                t = types[name] = ('any',)
            elif t is not None:
                lines.append('  type = %s\n' % self.type_text(t))
            if r.random() < 0.35:
                d = self.value(t or ('any',), 0.2) if r.random() < 0.9 else None
                lines.append('  default = %s\n' % hcl(d, 1))
            elif self.extended and r.random() < 0.03:
                lines.append(r.choice(BAD_DEFAULTS))
            if r.random() < 0.15:
                lines.append('  nullable = false\n')
            sens[name] = r.random() < 0.1
            if sens[name]:
                lines.append('  sensitive = true\n')
            elif self.extended and r.random() < 0.05:
                lines.append('  ephemeral = true\n')
            if self.extended and r.random() < 0.04:
                lines.append(r.choice(BAD_FLAGS))
            for _ in range(r.choice([0, 0, 0, 1, 1, 2])):
                lines.append(self.rule(name, t or ('any',), [n for n in names if n != name]))
            lines.append('}\n')
            decls.append(''.join(lines))
            s = sens[name] if r.random() < 0.95 else not sens[name]
            outs.append('output "%s" {\n  value = var.%s\n%s}\n' % (
                name, name, '  sensitive = true\n' if s else ''))
        files = {'variables.tf': '\n'.join(decls), 'outputs.tf': '\n'.join(outs)}
        args, env = [], {}
        where = collections.defaultdict(dict)
        for name in names:
            if r.random() < 0.15:
                continue  # unset: the default, or "No value for required variable"
            t = types[name] or ('any',)
            val = self.value(t, 0.3)
            where[r.choice(['tfvars', 'tfvars', 'auto', 'json', 'hclfile', 'var', 'env'])][
                name] = val
        if r.random() < 0.1:
            where[r.choice(['tfvars', 'json', 'var', 'env'])]['undeclared'] = 'u'
        if r.random() < 0.08 and names:
            where['var'].setdefault(names[0], 'override')
        for kind, vals in sorted(where.items()):
            if kind == 'tfvars':
                files['terraform.tfvars'] = tfvars(vals)
                if self.extended and r.random() < 0.06:
                    files['terraform.tfvars'] += r.choice(BAD_LINES)
            elif kind == 'auto':
                files['vals.auto.tfvars'] = tfvars(vals)
            elif kind == 'hclfile':
                files['in.tfvars'] = tfvars(vals)
                args.append('-var-file=in.tfvars')
            elif kind == 'json':
                files['in.tfvars.json'] = json.dumps(vals, ensure_ascii=False, indent=2) + '\n'
                args.append('-var-file=in.tfvars.json')
            elif kind == 'var':
                for name, val in vals.items():
                    args.append('-var=%s=%s' % (name, raw(val, types.get(name))))
            else:
                for name, val in vals.items():
                    env['TF_VAR_' + name] = raw(val, types.get(name))
        return {'files': files, 'args': args, 'env': env, 'names': names}

    def cases(self, n):
        return [self.syntax_case() if self.syntax else self.case() for _ in range(n)]

    # -- files with syntax errors: after the first, hcl's parser is in recovery mode (its
    # -- guarded diagnostics are not given, a missing operand is a placeholder, brackets
    # -- recover to their own closers), and what it keeps is still decoded
    def mutate(self, text):
        r = self.r
        toks = SYN_TOKEN.findall(text)
        for _ in range(r.randint(1, 2)):
            i = r.randrange(len(toks) + 1)
            m = r.random()
            if m < 0.4 and i < len(toks):
                del toks[i]
            elif m < 0.8:
                toks.insert(i, r.choice(SYN_INSERT))
            elif i < len(toks):
                toks[i] = r.choice(SYN_INSERT)
        return ' '.join(toks).replace(' \n ', '\n')

    def syn_expr(self, t):
        r = self.r
        e = hcl(self.value(t, 0.3)) if r.random() < 0.5 else r.choice(SYN_EXPRS)
        return self.mutate(e) if r.random() < 0.6 else e

    def syntax_case(self):
        r = self.r
        names = r.sample(NAMES, r.randint(2, 4))
        decls, outs, vals = [], [], []
        for name in names:
            t = self.typ() if r.random() < 0.7 else ('any',)
            lines = ['variable "%s" {\n' % name]
            if t != ('any',) or r.random() < 0.5:
                lines.append('  type = %s\n' % self.type_text(t))
            if r.random() < 0.5:
                lines.append('  default = %s\n' % self.syn_expr(t))
            elif r.random() < 0.3:
                lines.append('  default = null\n')
            lines.append('}\n')
            decls.append(''.join(lines))
            outs.append('output "%s" {\n  value = var.%s\n}\n' % (name, name))
            if r.random() < 0.8:
                vals.append('%s = %s\n' % (name, self.syn_expr(t)))
        if r.random() < 0.5:  # the first error of the file, before the others
            where = r.randrange(len(vals) + 1)
            vals.insert(where, r.choice(SYN_FIRST))
        files = {'variables.tf': '\n'.join(decls), 'outputs.tf': '\n'.join(outs)}
        if vals:
            files['terraform.tfvars'] = ''.join(vals)
        return {'files': files, 'args': [], 'env': {}, 'names': names}


def hcl(v, ind=0):
    """v as an HCL expression."""
    if v is None:
        return 'null'
    if v is True:
        return 'true'
    if v is False:
        return 'false'
    if isinstance(v, (int, float)):
        return json.dumps(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False).replace('${', '$${').replace('%{', '%%{')
    if isinstance(v, list):
        return '[%s]' % ', '.join(hcl(e, ind) for e in v)
    pad = '  ' * (ind + 1)
    if not v:
        return '{}'
    items = ['%s%s = %s' % (pad, k if re.match(r'^[A-Za-z_][A-Za-z0-9_-]*$', k) else
                            json.dumps(k), hcl(e, ind + 1)) for k, e in v.items()]
    return '{\n%s\n%s}' % ('\n'.join(items), '  ' * ind)


def tfvars(vals):
    return ''.join('%s = %s\n' % (k, hcl(v)) for k, v in vals.items())


def raw(v, t):
    """A -var or TF_VAR_ value: raw text for a string variable, else an HCL expression."""
    if t is not None and t[0] == 'string' and isinstance(v, str):
        return v
    if t is None and isinstance(v, str):
        return v
    return hcl(v)


# ---- running
def blocks(text):
    """The diagnostic blocks of plan's output."""
    out, on = [], False
    for line in text.split('\n'):
        if re.match(r'^(Error|Warning): ', line):
            on = True
        if re.match(r'^(Planning failed|No changes|Terraform used|Changes to Outputs)', line):
            on = False
        if on:
            out.append(line)
    return '\n'.join(out)


def base_env(home, rc):
    env = {k: v for k, v in os.environ.items() if not k.startswith('TF_')}
    env.update(TF_CLI_CONFIG_FILE=rc, HOME=home, NO_COLOR='1', TF_IN_AUTOMATION='1',
               CHECKPOINT_DISABLE='1')
    return env


def run(argv, cwd, env, stdin=None):
    try:
        p = subprocess.run(argv, cwd=cwd, env=env, input=(stdin or '').encode(),
                           capture_output=True, timeout=120)
        return p.returncode, p.stdout.decode('utf-8', 'replace'), p.stderr.decode(
            'utf-8', 'replace')
    except subprocess.TimeoutExpired:
        return -1, '', 'TIMEOUT'


def write_case(d, case):
    for name, text in case['files'].items():
        with open(os.path.join(d, name), 'w', encoding='utf-8') as f:
            f.write(text)


def entry_of(case):
    return '{%s}' % ', '.join('%s = var.%s' % (n, n) for n in case['names'])


def run_terraform(case, work):
    d = tempfile.mkdtemp(dir=work)
    write_case(d, case)
    env = base_env(d, os.path.join(work, 'terraformrc'))
    env.update(case['env'])
    rc, out, err = run(['terraform', 'plan', '-input=false', '-no-color'] + case['args'], d, env)
    res = {'plan': {'rc': rc, 'err': blocks(err), 'out': blocks(out)}, 'console': None}
    if rc == 0:
        rc, out, err = run(['terraform', 'console', '-no-color'] + case['args'], d, env,
                           entry_of(case) + '\n')
        res['console'] = {'rc': rc, 'stdout': out, 'stderr': err}
    shutil.rmtree(d, ignore_errors=True)
    return res


def run_tycon(tycon, case, target, work, console):
    d = tempfile.mkdtemp(dir=work)
    write_case(d, case)
    env = {'PATH': os.environ.get('PATH', '/usr/bin:/bin'), 'HOME': d}
    env.update(case['env'])
    tg = '--target=' + target
    rc, out, err = run([tycon, 'check', '--compat=terraform', '-no-color', tg] + case['args'] +
                       ['.'], d, env)
    res = {'plan': {'rc': rc, 'err': blocks(err), 'out': blocks(out)}, 'console': None}
    if console:
        rc, out, err = run([tycon, 'console', '-no-color', tg] + case['args'] + ['.'], d, env,
                           entry_of(case) + '\n')
        res['console'] = {'rc': rc, 'stdout': out, 'stderr': err}
    shutil.rmtree(d, ignore_errors=True)
    return res


def summaries(text):
    return re.findall(r'^(?:Error|Warning): (.*)$', text, re.M)


RERUNS = 8
PATH_DETAIL = re.compile(r'(?s)((not suitable for var\.\w+|not compatible with the \w+\'s '
                         r'type constraint|set using the \S+ environment variable|set using -var='
                         r'"[^"]*"|command line argument).*?:\s).*?((?=Invalid\s+value\s+defined)|\n\n|$)')
MAP_ORDER = re.compile(r'(element|attribute) "[^"]*"')
# hcl's "Unknown variable" suggests from a Go map of the names in scope (traversal.go:100):
# of several names near enough, which one is named varies run to run
SUGGEST = re.compile(r'There is no variable named "([^"]*)"\. Did you mean "([^"]*)"\?')


def edit_distance(a, b):
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, cb in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (ca != cb))
    return row[-1]


def suggestion_free(text):
    """text with each near-enough "Did you mean" name of an Unknown variable blanked."""
    return SUGGEST.sub(lambda m: m.group(0).replace('"%s"?' % m.group(2), '"X"?')
                       if edit_distance(m.group(1), m.group(2)) < 3 else m.group(0), text)


def squash(text):
    return ' '.join(text.split())


def paras(text):
    return sorted(text.split('\n\n'))


def cycles_sorted(plan):
    """plan with the members of its "Cycle:" errors sorted (graph order varies run to run,
    as compare_terraform.sh sorts them)."""
    def fix(text):
        return re.sub(r'(?m)^Error: Cycle: (.*)$',
                      lambda m: 'Error: Cycle: ' + ', '.join(sorted(m.group(1).split(', '))), text)
    return dict(plan, err=fix(plan['err']), out=fix(plan['out']))


def classify(tf, ty, case=None):
    """None when tycon answers as terraform did, else the class of the difference."""
    tf = dict(tf, _vars=case['files'].get('variables.tf', '') if case else '')
    a, b = cycles_sorted(tf['plan']), cycles_sorted(ty['plan'])
    secret = re.findall(r'variable "(\w+)" \{\n(?:(?!variable ")[^\n]*\n)*?  sensitive = true\n'
                        r'(?:(?!variable ")[^\n]*\n)*?  validation', tf.get('_vars', ''))
    if a != b and secret and ('Invalid value for variable' in a['err'] or re.search(
            r'│ var\.(%s)\b' % '|'.join(secret), a['err'])):
        # Terraform < 1.14 evaluates a variable's rules with its own value unmarked and shows
        # it; a secret never reaches tycon's output (docs/conformance.md)
        return 'deliberate: sensitive variable in a rule'
    if tf.get('alt'):
        return 'go-map-order'  # terraform gave tycon's answer on another run
    if a != b and all(squash(MAP_ORDER.sub('X', suggestion_free(a[k]))) ==
                      squash(MAP_ORDER.sub('X', suggestion_free(b[k]))) for k in ('err', 'out')):
        # go-cty names the first bad element or attribute of several in Go's map order
        # (random); tycon, the first by name (docs/conformance.md)
        return 'go-map-order'
    if a != b and all(squash(PATH_DETAIL.sub('X', a[k])) == squash(PATH_DETAIL.sub('X', b[k]))
                      for k in ('err', 'out')):
        return 'go-map-order? (another path to another bad element; not seen from terraform)'
    if a != b and all(paras(a[k]) == paras(b[k]) for k in ('err', 'out')):
        return 'plan: diagnostic order'
    blocks = lambda s: [x.strip() for x in re.split(r'\n(?=Error: |Warning: )', s.strip()) if x]
    if a != b and a['rc'] == b['rc'] == 1 and 'Invalid multi-line string' in b['err'] and \
            blocks(a['err'])[:len(blocks(b['err']))] == blocks(b['err']):
        # a quoted string split over lines pairs up again further on: hcl reads the blocks
        # after it and reports their errors too, tycon stops (docs/conformance.md)
        return 'documented: hcl reads on after a split string'
    if b['rc'] not in (0, 1) or 'TIMEOUT' in b['err']:
        return 'tycon crash or timeout'
    if (a['rc'] != 0) != (b['rc'] != 0):
        return 'plan: ' + ('false pass (%s)' % '; '.join(summaries(a['err']))[:90] if
                           a['rc'] else 'false error (%s)' % '; '.join(summaries(b['err']))[:90])
    for kind in ('err', 'out'):
        if a[kind] != b[kind]:
            sa, sb = summaries(a[kind]), summaries(b[kind])
            if sa != sb:
                if sorted(sa) == sorted(sb):
                    return 'plan: diagnostic order'
                return 'plan: summaries (terraform %s / tycon %s)' % (
                    '; '.join(sa)[:80], '; '.join(sb)[:80])
            for x, y in zip(a[kind].split('\n\n'), b[kind].split('\n\n')):
                if x != y:
                    head = x.split('\n')[0]
                    if x.split('\n')[:4] != y.split('\n')[:4]:
                        return 'plan: range or source (%s)' % head
                    return 'plan: detail (%s)' % head
            return 'plan: text'
    if tf['console'] and tf['console'] != ty['console']:
        return 'console: value'
    return None


def compare_all(tycon, cases, jobs, target, sample=None):
    work = tempfile.mkdtemp(prefix='tycon-modtest-')
    open(os.path.join(work, 'terraformrc'), 'w').close()

    def one(i):
        tf = sample[i] if sample else run_terraform(cases[i], work)
        ty = run_tycon(tycon, cases[i], tf.get('target', target) if sample else target, work,
                       tf['console'] is not None)
        if not sample and classify(tf, ty, cases[i]) and MAP_ORDER.search(tf['plan']['err']):
            # is tycon's answer one terraform gives too, another time (Go map order)?
            for _ in range(RERUNS):
                again = run_terraform(cases[i], work)
                if again['plan'] != tf['plan']:
                    tf['varies'] = True
                    if classify(again, ty, cases[i]) is None:
                        tf['alt'] = again['plan']
                        break
        return cases[i], tf, ty
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
            return list(ex.map(one, range(len(cases))))
    finally:
        shutil.rmtree(work, ignore_errors=True)


DEFAULT_TARGET = 'terraform@1.11'


def terraform_target():
    out = subprocess.run(['terraform', 'version'], capture_output=True, text=True,
                         env=base_env('/nonexistent', os.devnull)).stdout
    m = re.match(r'Terraform v(\d+\.\d+)', out)
    if not m:
        sys.exit('cannot read `terraform version`')
    return 'terraform@' + m.group(1)


def show_case(case):
    s = ''.join('--- %s\n%s' % (n, t) for n, t in case['files'].items())
    if case['args']:
        s += '--- args: %s\n' % ' '.join(case['args'])
    if case['env']:
        s += '--- env: %s\n' % json.dumps(case['env'], ensure_ascii=False)
    return s


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('mode', choices=['run', 'record', 'replay', 'recheck'])
    ap.add_argument('--tycon', required=True)
    ap.add_argument('--seed', type=int, default=24)
    ap.add_argument('--count', type=int, default=200)
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--show', type=int, default=1)
    ap.add_argument('--report')
    ap.add_argument('--out', default=SAMPLE)
    ap.add_argument('--append', action='store_true')
    ap.add_argument('--only-diff', action='store_true')
    ap.add_argument('--keep', type=int, default=-1)
    ap.add_argument('--sample', default=SAMPLE)
    ap.add_argument('--adopt', help='recheck: append the cases to this sample')
    ap.add_argument('--syntax', action='store_true',
                    help='files with several syntax errors each (hcl\'s recovery mode)')
    ap.add_argument('--extended', action='store_true',
                    help='also invalid type expressions, defaults and flags, ephemeral variables, broken tfvars')
    a = ap.parse_args()
    tycon = os.path.abspath(a.tycon)
    if a.mode in ('replay', 'recheck'):
        with open(a.sample, encoding='utf-8') as f:
            recs = [json.loads(line) for line in f if line.strip()]
        res = compare_all(tycon, [r['case'] for r in recs], a.jobs, None,
                          sample=[dict(r['terraform'], target=r.get('target', DEFAULT_TARGET))
                                  for r in recs])
        if a.mode == 'recheck':
            classes = summarize(res, a.show, a.report)
            if a.adopt:  # the cases into a sample, with their class of now
                cls_of = {id(c): k for k, items in classes.items() for c, _, _ in items}
                with open(a.adopt, 'a', encoding='utf-8') as f:
                    for rec, (case, _, _) in zip(recs, res):
                        f.write(json.dumps({'seed': rec.get('seed'),
                                            'class': cls_of.get(id(case), 'same'),
                                            'target': rec.get('target', DEFAULT_TARGET),
                                            'case': case, 'terraform': rec['terraform']},
                                           ensure_ascii=False) + '\n')
            return 0
        bad = 0
        for rec, (case, tf, ty) in zip(recs, res):
            cls = classify(dict(tf, target=rec['target']), ty, case)
            if rec['class'] == 'same' and cls:
                bad += 1
                print('FAIL (%s)\n%s  want %s\n  got  %s' % (cls, show_case(case), json.dumps(tf),
                                                             json.dumps(ty)))
            elif rec['class'] != 'same' and not cls:
                print('now same (was %s)' % rec['class'])
        print('replayed %d modules, %d failed' % (len(recs), bad))
        return 1 if bad else 0
    target = terraform_target()
    cases = Gen(a.seed, a.extended, a.syntax).cases(a.count)
    res = compare_all(tycon, cases, a.jobs, target)
    classes = summarize(res, a.show, a.report)
    if a.mode == 'record':
        cls_of = {id(c): k for k, items in classes.items() for c, _, _ in items}
        kept = 0
        with open(a.out, 'a' if a.append else 'w', encoding='utf-8') as f:
            for case, tf, _ in res:
                cls = cls_of.get(id(case), 'same')
                if cls == 'same' and (a.only_diff or (0 <= a.keep <= kept)):
                    continue
                kept += cls == 'same'
                f.write(json.dumps({'seed': a.seed, 'class': cls, 'target': target,
                                    'case': case, 'terraform': tf}, ensure_ascii=False) + '\n')
    return 0


def summarize(res, show, report):
    """Prints the differences by class (show: examples each); report: writes them all."""
    classes = collections.defaultdict(list)
    for case, tf, ty in res:
        cls = classify(tf, ty, case)
        if cls:
            classes[cls].append((case, tf, ty))
    ndiff = sum(len(v) for v in classes.values())
    print('cases: %d  same: %d  different: %d  classes: %d' % (len(res), len(res) - ndiff,
                                                                ndiff, len(classes)))
    for cls, items in sorted(classes.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print('%5d  %s' % (len(items), cls))
        for case, tf, ty in items[:show]:
            print('    ' + show_case(case).replace('\n', '\n    '))
    if report:
        with open(report, 'w', encoding='utf-8') as f:
            for cls, items in sorted(classes.items()):
                for case, tf, ty in items:
                    f.write(json.dumps({'class': cls, 'case': case, 'terraform': tf,
                                        'tycon': ty}, ensure_ascii=False) + '\n')
    return classes


if __name__ == '__main__':
    sys.exit(main())
