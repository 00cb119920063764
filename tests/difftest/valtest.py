#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""A seeded generative differential tester of `tycon validate` against `terraform validate`
over random configurations built from provider schemas (issue 24). Python 3 standard library
only (terraform's side needs mockprov, see ../validate/record.sh).

Each case is one main.tf with resource and data blocks of random types of one schema
(../validate/schemas/toy.json or aws-4.36.1.json): required arguments mostly present,
optional ones sometimes, read-only and misspelled ones now and then; values of each
attribute's type, often near misses (another type, a convertible one, null, a reference to a
variable, to another resource's attribute, or to an attribute that does not exist); nested
blocks within and outside their min_items/max_items, nested attributes; now and then
count/for_each, a dynamic block, a provider block or a duplicate. The same seed always gives
the same cases.

With --modules (a separate generator, so that the cases of a seed without it do not change),
each case is a root module calling local child modules (modules/m0, modules/m1, and
modules/inner two levels down) whose variables have random type constraints, defaults,
nullable = false and validation rules (modtest.py's generator), with arguments valid or near
misses, count/for_each/depends_on/providers on the calls (also wrong ones), outputs of the
children read by the root (also ones that do not exist), resources of the schema in the
children using their variables; the case carries the .terraform/modules/modules.json that
`terraform init` writes for local modules, so terraform needs no init.

terraform runs `terraform validate -json` and `-no-color` in the case (with mockprov serving
the schema), then the case is compared with tests/validate/compare.py's compare_case: exit
statuses, the JSON documents' counts and diagnostics (as multisets), the text paragraphs.

  valtest.py run     --tycon T --schema toy|aws [--seed S] [--count N] [--jobs J]
                     [--mockprov-workdir W] [--report F] [--modules]
  valtest.py record  ... [--out validate.jsonl] [--append] [--only-diff] [--keep K]
      as run, then writes the cases (files, schema) with terraform's recordings and class
  valtest.py replay  --tycon T [--sample validate.jsonl]
      (CTest validate.valtest; no terraform needed) every "same" case must still match.
  valtest.py recheck --tycon T --sample F [--adopt validate.jsonl]
      classes of a report or sample with the tycon of now; --adopt appends them to a sample

The mockprov work directory (W, default /tmp/tycon-mockprov/toy or .../aws-4.36.1) must
have been set up by mockprov's setup.sh (record.sh does it on first use).
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
VALIDATE = os.path.join(HERE, '..', 'validate')
sys.path.insert(0, VALIDATE)
import compare  # noqa: E402  (tests/validate/compare.py)
import modtest  # noqa: E402  (types, values and rules of variables)

SAMPLE = os.path.join(HERE, 'validate.jsonl')
SCHEMA_FILES = {'toy': 'toy.json', 'aws': 'aws-4.36.1.json'}
WORKDIRS = {'toy': 'toy', 'aws': 'aws-4.36.1'}
STRINGS = ['"a"', '"hello"', '""', '"10.0.0.0/16"', '"us-east-1"', '"arn:aws:iam::1:role/x"',
           '"${var.s}-x"', '"true"', '"5"']
NUMBERS = ['0', '1', '3', '-1', '2.5', '1e3', '65536']
BAD = ['"abc"', '["a"]', '{a = 1}', 'true', '1', 'null', '[]', '{}', '"1"', '"false"',
       '[1, "a"]', 'var.s', 'var.n', 'var.l', 'var.o']
MOD_VARS = ['name', 'tags', 'size', 'cfg', 'items', 'port']


def ident_ok(name):
    return re.match(r'^[A-Za-z_][A-Za-z0-9_-]*$', name) is not None


class Gen:
    """The case generator of one seed over one schema document."""

    def __init__(self, seed, doc):
        self.r = random.Random(seed)
        self.providers = []
        for addr, ps in sorted(doc['provider_schemas'].items()):
            local = addr.split('/')[-1]
            self.providers.append((addr, local, ps))

    # -- values of schema types (HCL text)
    def value(self, ty, p_miss, depth=0, refs=()):
        r = self.r
        if r.random() < p_miss:
            return r.choice(BAD + list(refs[:3]))
        if refs and r.random() < 0.08:
            return r.choice(refs)
        if ty == 'string':
            return r.choice(STRINGS)
        if ty == 'number':
            return r.choice(NUMBERS)
        if ty == 'bool':
            return r.choice(['true', 'false'])
        if ty == 'dynamic':
            return r.choice(STRINGS + NUMBERS + ['[1, 2]', '{a = "b"}'])
        if isinstance(ty, list):
            k = ty[0]
            if depth > 3:
                return '[]' if k in ('list', 'set', 'tuple') else '{}'
            if k in ('list', 'set'):
                return '[%s]' % ', '.join(self.value(ty[1], p_miss / 2, depth + 1, refs)
                                          for _ in range(r.randint(0, 2)))
            if k == 'map':
                return '{%s}' % ', '.join('%s = %s' % (n, self.value(ty[1], p_miss / 2, depth + 1,
                                                                      refs))
                                          for n in r.sample(['a', 'b', 'Name', 'env'],
                                                            r.randint(0, 2)))
            if k == 'tuple':
                return '[%s]' % ', '.join(self.value(t, p_miss / 2, depth + 1, refs)
                                          for t in ty[1])
            if k == 'object':
                attrs = ty[1]
                opt = set(ty[2]) if len(ty) > 2 else set()
                parts = []
                for n, t in sorted(attrs.items()):
                    if n in opt and r.random() < 0.5:
                        continue
                    if r.random() < p_miss / 3:
                        continue
                    parts.append('%s = %s' % (n, self.value(t, p_miss / 2, depth + 1, refs)))
                if r.random() < p_miss / 3:
                    parts.append('extra = 1')
                return '{%s}' % ', '.join(parts)
        return 'null'

    def nested_value(self, nt, p_miss, depth, refs):
        """A value for a nested_type attribute (framework nested attributes)."""
        r = self.r
        attrs = nt.get('attributes', {})

        def obj():
            parts = []
            for n, a in sorted(attrs.items()):
                if a.get('computed') and not a.get('optional'):
                    if r.random() < 0.05:
                        parts.append('%s = %s' % (n, self.attr_value(a, p_miss, depth + 1, refs)))
                    continue
                if a.get('required') or r.random() < 0.4:
                    if a.get('required') and r.random() < p_miss / 3:
                        continue
                    parts.append('%s = %s' % (n, self.attr_value(a, p_miss, depth + 1, refs)))
            if r.random() < p_miss / 4:
                parts.append('nope = 1')
            return '{%s}' % ', '.join(parts)
        mode = nt.get('nesting_mode', 'single')
        if r.random() < p_miss / 3:
            return r.choice(BAD)
        if mode == 'single':
            return obj()
        if mode == 'map':
            return '{%s}' % ', '.join('%s = %s' % (k, obj()) for k in
                                      r.sample(['a', 'b'], r.randint(0, 2)))
        return '[%s]' % ', '.join(obj() for _ in range(r.randint(0, 2)))

    def attr_value(self, a, p_miss, depth, refs):
        if 'nested_type' in a:
            return self.nested_value(a['nested_type'], p_miss, depth, refs)
        return self.value(a.get('type', 'dynamic'), p_miss, depth, refs)

    # -- blocks
    def body(self, block, ind, depth, p_miss, refs, dyn_ok=True):
        r = self.r
        pad = '  ' * ind
        lines = []
        attrs = block.get('attributes', {})
        optional = [n for n, a in attrs.items() if a.get('optional')]
        p_opt = min(0.35, 3.0 / (len(optional) + 1))
        names = sorted(attrs)
        for n in names:
            a = attrs[n]
            if a.get('required'):
                take = r.random() > p_miss / 3
            elif a.get('optional'):
                take = r.random() < p_opt
            else:  # computed only
                take = r.random() < 0.03
            if take:
                lines.append('%s%s = %s' % (pad, n, self.attr_value(a, p_miss, depth, refs)))
        if names and r.random() < p_miss / 4:
            n = r.choice(names)
            lines.append('%s%s = %s' % (pad, r.choice([n + 's', n[:-1] or 'x', 'bogus']),
                                       r.choice(STRINGS)))
        for bn, bt in sorted(block.get('block_types', {}).items()):
            mode = bt.get('nesting_mode', 'list')
            lo, hi = bt.get('min_items', 0), bt.get('max_items', 0)
            if lo == 0 and r.random() > (0.5 if depth == 0 else 0.25):
                continue
            n = r.randint(max(lo, 1), max(lo, 1) + (1 if not hi or hi > 1 else 0))
            if r.random() < p_miss / 3:
                n = r.choice([0, (hi or 2) + 1, 2])
            if mode in ('single', 'group') and r.random() > p_miss / 2:
                n = min(n, 1)
            if depth >= 2:
                n = min(n, 1)
            if dyn_ok and mode in ('list', 'set') and r.random() < 0.06:
                lines.append('%sdynamic "%s" {' % (pad, bn))
                lines.append('%s  for_each = %s' % (pad, r.choice(['[1, 2]', 'var.l', '{}',
                                                                    'toset(["a"])'])))
                lines.append('%s  content {' % pad)
                lines.extend(self.body(bt.get('block', {}), ind + 2, depth + 1, p_miss,
                                       refs + ('%s.value' % bn,), False))
                lines.append('%s  }' % pad)
                lines.append('%s}' % pad)
                continue
            for _ in range(n):
                label = ' "%s"' % r.choice(['a', 'b']) if mode == 'map' else ''
                lines.append('%s%s%s {' % (pad, bn, label))
                lines.extend(self.body(bt.get('block', {}), ind + 1, depth + 1, p_miss, refs,
                                       dyn_ok))
                lines.append('%s}' % pad)
        return lines

    def case(self):
        r = self.r
        addr, local, ps = r.choice(self.providers)
        src = '/'.join(addr.split('/')[1:])
        out = ['terraform {', '  required_providers {',
               '    %s = {' % local, '      source = "%s"' % src, '    }', '  }', '}', '',
               'variable "s" {', '  type    = string', '  default = "x"', '}',
               'variable "n" {', '  type = number', '}',
               'variable "l" {', '  type    = list(string)', '  default = []', '}',
               'variable "o" {', '  type = object({a = string})', '  default = null', '}', '']
        p_miss = r.choice([0.0, 0.05, 0.15, 0.3])
        if r.random() < 0.15 and ps.get('provider'):
            out.append('provider "%s" {' % local)
            out.extend(self.body(ps['provider'].get('block', {}), 1, 0, p_miss, ('var.s',)))
            out.extend(['}', ''])
        res = sorted(ps.get('resource_schemas', {}))
        data = sorted(ps.get('data_source_schemas', {}))
        made = []
        for _ in range(r.choice([1, 1, 2, 2, 3])):
            kind = 'data' if data and r.random() < 0.25 else 'resource'
            typ = r.choice(data if kind == 'data' else res)
            sch = (ps['data_source_schemas'] if kind == 'data' else ps['resource_schemas'])[typ]
            name = r.choice(['a', 'b', 'main', 'this'])
            if r.random() > 0.03:
                while (kind, typ, name) in [(k, t, n) for k, t, n, _ in made]:
                    name += '2'
            refs = ['var.s', 'var.n', 'var.l']
            for k, t, n, s in made:
                pre = 'data.' if k == 'data' else ''
                attr = r.choice(sorted(s['block'].get('attributes', {'id': 0})) + ['nope'])
                refs.append('%s%s.%s.%s' % (pre, t, n, attr))
            meta = []
            x = r.random()
            if x < 0.08:
                meta.append('  count = %s' % r.choice(['2', 'var.n', '"x"', 'length(var.l)']))
                refs.append('count.index')
            elif x < 0.14:
                meta.append('  for_each = %s' % r.choice(['toset(["a"])', '{a = 1}', 'var.l',
                                                           '["a"]']))
                refs.append('each.key')
            elif x < 0.17:
                meta.append('  depends_on = [%s]' % r.choice(['var.s', 'toy_thing.zzz'] +
                                                              ['%s.%s' % (t, n) for k, t, n, _
                                                               in made if k == 'resource']))
            out.append('%s "%s" "%s" {' % (kind, typ, name))
            out.extend(meta)
            out.extend(self.body(sch.get('block', {}), 1, 0, p_miss, tuple(refs)))
            if kind == 'resource' and r.random() < 0.05:
                out.append('  lifecycle {')
                out.append('    %s' % r.choice(['create_before_destroy = true',
                                                'ignore_changes = [tags]',
                                                'prevent_destroy = "yes"']))
                out.append('  }')
            out.extend(['}', ''])
            made.append((kind, typ, name, sch))
        return {'files': {'main.tf': '\n'.join(out)}}

    def cases(self, n, modules=False):
        return [self.mod_case() if modules else self.case() for _ in range(n)]

    # -- module calls (--modules)
    def child_vars(self, mt, p_miss):
        """1-3 variables of random type constraints: (name, type or None, has default,
        nullable, lines)."""
        r = self.r
        out = []
        names = r.sample(MOD_VARS, r.randint(0, 3))
        for name in names:
            t = mt.typ() if r.random() < 0.85 else None
            lines = ['variable "%s" {' % name]
            if t is not None:
                lines.append('  type = %s' % mt.type_text(t))
            has_def = r.random() < 0.35
            if has_def:
                d = mt.value(t or ('any',), p_miss / 2)
                lines.append('  default = %s' % modtest.hcl(d, 1))
            nullable = True
            if r.random() < 0.2:
                nullable = False
                lines.append('  nullable = false')
            if r.random() < 0.05:
                lines.append('  sensitive = true')
            if r.random() < 0.25:
                lines.append(mt.rule(name, t or ('any',), [n for n in names if n != name])
                             .rstrip('\n'))
            lines.extend(['}', ''])
            out.append((name, t, has_def, nullable, lines))
        return out

    def call(self, mt, name, source, child, p_miss, refs, root):
        """A module block calling child (a dict of child_module) as name."""
        r = self.r
        lines = ['module "%s" {' % name, '  source = "%s"' % source]
        x = r.random()
        cref = list(refs)
        if x < 0.12:
            lines.append('  count = %s' % r.choice(['2', 'var.n', '"x"', '1', '0']))
            cref.append('count.index')
        elif x < 0.22:
            lines.append('  for_each = %s' % r.choice(['toset(["a", "b"])', '{a = 1}',
                                                       '["a"]', 'var.l', 'var.s']))
            cref += ['each.key', 'each.value']
        elif x < 0.25:
            lines += ['  count    = 1', '  for_each = toset(["a"])']
        if r.random() < 0.08:
            lines.append('  depends_on = [%s]' % r.choice(
                ['var.s', 'toy_thing.zzz', 'module.zz'] + [p for p in refs if
                                                           p.startswith('module.')]))
        if root and r.random() < 0.15:
            lines.append('  providers = {%s}' % r.choice(
                ['toy = toy', 'toy = toy.alt', 'toy.alt = toy', 'toy.alt = toy.alt',
                 'toy = toy.nope', 'nope = toy']))
        for vname, t, has_def, nullable, _ in child['vars']:
            if not has_def and r.random() < p_miss / 2:
                continue  # a missing required argument
            if has_def and r.random() < 0.5:
                continue
            if not nullable and r.random() < p_miss / 2:
                val = 'null'
            elif cref and r.random() < 0.1:
                val = r.choice(cref)
            else:
                val = modtest.hcl(mt.value(t or ('any',), p_miss), 1)
            lines.append('  %s = %s' % (vname, val))
        if r.random() < p_miss / 3:
            lines.append('  %s = "x"' % r.choice(['nme', 'extra', 'Name']))
        lines.extend(['}', ''])
        return lines, ('count.index' in cref, 'each.key' in cref)

    def child_module(self, mt, files, modjson, key, d, p_miss, inner):
        """Writes a child module into files at directory d; returns its description."""
        r = self.r
        addr, local, ps = self.providers[0]
        out = []
        aliases = False
        if r.random() < 0.9:
            out += ['terraform {', '  required_providers {', '    toy = {',
                    '      source = "%s"' % '/'.join(addr.split('/')[1:])]
            if r.random() < 0.15:
                aliases = True
                out.append('      configuration_aliases = [toy.alt]')
            out += ['    }', '  }', '}', '']
        vs = self.child_vars(mt, p_miss)
        for v in vs:
            out.extend(v[4])
        if r.random() < 0.06:
            out += ['provider "toy" {', '  region = "x"', '}', '']
        outs = []
        refs = tuple('var.' + v[0] for v in vs)
        if r.random() < 0.6:
            typ = r.choice(sorted(ps['resource_schemas']))
            body = self.body(ps['resource_schemas'][typ]['block'], 1, 0, p_miss, refs)
            for i, line in enumerate(body):
                m = re.match(r'^  ([a-z_]+) = ', line)
                if m and refs and r.random() < 0.5:
                    body[i] = '  %s = %s' % (m.group(1), r.choice(refs))
            out.append('resource "%s" "this" {' % typ)
            if aliases and r.random() < 0.5:
                out.append('  provider = toy.alt')
            out += body + ['}', '']
            out += ['output "id" {', '  value = %s.this.id' % typ, '}', '']
            outs.append('id')
        for v in vs:
            if r.random() < 0.7:
                out += ['output "o_%s" {' % v[0], '  value = var.%s' % v[0], '}', '']
                outs.append('o_' + v[0])
        if inner is not None:
            lines, _ = self.call(mt, 'inner', '../inner', inner, p_miss, refs, False)
            out += lines
            modjson.append({'Key': key + '.inner', 'Source': '../inner',
                            'Dir': 'modules/inner'})
            if inner['outs'] and r.random() < 0.7:
                o = r.choice(inner['outs'] + ['nope'])
                out += ['output "inner_%s" {' % o, '  value = module.inner.%s' % o, '}', '']
                outs.append('inner_' + o)
        files[d + '/main.tf'] = '\n'.join(out)
        return {'vars': vs, 'outs': outs, 'aliases': aliases}

    def mod_case(self):
        """A root module calling local child modules (one of them perhaps calling another),
        with resources of the schema in the children and in the root."""
        r = self.r
        mt = modtest.Gen(0)
        mt.r = r  # one random stream
        addr, local, ps = self.providers[0]
        p_miss = r.choice([0.0, 0.1, 0.25, 0.4])
        files = {}
        modjson = [{'Key': '', 'Source': '', 'Dir': '.'}]
        inner = None
        if r.random() < 0.3:
            inner = self.child_module(mt, files, [], 'x', 'modules/inner', p_miss, None)
        kids = []
        for i in range(r.choice([1, 1, 2])):
            kids.append(self.child_module(mt, files, [], '', 'modules/m%d' % i, p_miss,
                                          inner if i == 0 else None))
        out = ['terraform {', '  required_providers {', '    toy = {',
               '      source = "%s"' % '/'.join(addr.split('/')[1:]), '    }', '  }', '}', '',
               'variable "s" {', '  type    = string', '  default = "x"', '}',
               'variable "n" {', '  type = number', '}',
               'variable "l" {', '  type    = list(string)', '  default = []', '}', '']
        if r.random() < 0.3:
            out += ['provider "toy" {', '  alias = "alt"', '}', '']
        refs = ['var.s', 'var.n']
        calls = []
        for i, kid in enumerate(kids):
            for _ in range(r.choice([1, 1, 1, 2])):
                name = r.choice(['x', 'y', 'app', 'net'])
                if r.random() > 0.03:
                    while name in [c[0] for c in calls]:
                        name += '2'
                lines, (counted, each) = self.call(mt, name, './modules/m%d' % i, kid, p_miss,
                                                   refs, True)
                out += lines
                calls.append((name, i, counted, each))
                modjson.append({'Key': name, 'Source': './modules/m%d' % i,
                                'Dir': 'modules/m%d' % i})
                if i == 0 and inner is not None:
                    modjson.append({'Key': name + '.inner', 'Source': '../inner',
                                    'Dir': 'modules/inner'})
                for o in kid['outs'][:2]:
                    refs.append('module.%s.%s' % (name, o))
        # the children's outputs read by the root
        for j, (name, i, counted, each) in enumerate(calls):
            outs = kids[i]['outs']
            if r.random() < 0.8:
                o = r.choice(outs + ['nope']) if outs and r.random() < 0.9 else 'nope'
                x = r.random()
                if counted and x < 0.7:
                    ref = 'module.%s[0].%s' % (name, o)
                elif each and x < 0.7:
                    ref = 'module.%s["a"].%s' % (name, o)
                elif x < 0.1:
                    ref = 'module.%s' % name
                else:
                    ref = 'module.%s.%s' % (name, o)
                out += ['output "r%d" {' % j, '  value = %s' % ref, '}', '']
        if r.random() < 0.1:
            out += ['output "zz" {', '  value = module.zz.id', '}', '']
        if r.random() < 0.4:
            typ = r.choice(sorted(ps['resource_schemas']))
            out.append('resource "%s" "root" {' % typ)
            out.extend(self.body(ps['resource_schemas'][typ]['block'], 1, 0, p_miss,
                                 tuple(refs)))
            out += ['}', '']
        files['main.tf'] = '\n'.join(out)
        # what `terraform init` records for local modules (no download needed)
        uniq = {}
        for m in modjson:
            uniq.setdefault(m['Key'], m)
        files['.terraform/modules/modules.json'] = json.dumps(
            {'Modules': list(uniq.values())}, separators=(',', ':'))
        return {'files': files}


# ---- running
def tf_env(rc):
    env = {k: v for k, v in os.environ.items() if not k.startswith('TF_')}
    env.update(TF_CLI_CONFIG_FILE=rc, TF_IN_AUTOMATION='1', CHECKPOINT_DISABLE='1')
    return env


def write_case(d, case, schema):
    for name, text in case['files'].items():
        os.makedirs(os.path.dirname(os.path.join(d, name)), exist_ok=True)
        with open(os.path.join(d, name), 'w', encoding='utf-8') as f:
            f.write(text)
    with open(os.path.join(d, 'SCHEMAS'), 'w') as f:
        f.write(SCHEMA_FILES[schema] + '\n')


def run_terraform(case, schema, workdir, tmp):
    d = tempfile.mkdtemp(dir=tmp)
    write_case(d, case, schema)
    env = tf_env(os.path.join(workdir, 'terraformrc'))
    p1 = subprocess.run(['terraform', 'validate', '-json'], cwd=d, env=env, capture_output=True,
                        timeout=300)
    p2 = subprocess.run(['terraform', 'validate', '-no-color'], cwd=d, env=env,
                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=300)
    shutil.rmtree(d, ignore_errors=True)
    return {'json': p1.stdout.decode('utf-8', 'replace'), 'json_err':
            p1.stderr.decode('utf-8', 'replace'), 'text': p2.stdout.decode('utf-8', 'replace'),
            'rc': [p1.returncode, p2.returncode]}


def compare_one(tycon, case, schema, tf, version, tmp):
    """compare.py's problem lines for tycon against terraform's recording tf."""
    d = tempfile.mkdtemp(dir=tmp)
    write_case(d, case, schema)
    with open(os.path.join(d, 'validate.json'), 'w', encoding='utf-8') as f:
        f.write(tf['json'])
    with open(os.path.join(d, 'validate.txt'), 'w', encoding='utf-8') as f:
        f.write(tf['text'])
    with open(os.path.join(d, 'validate.rc'), 'w') as f:
        f.write('%d\n%d\n%s\n' % (tf['rc'][0], tf['rc'][1], version))
    try:
        return compare.compare_case(tycon, d, 3)
    finally:
        shutil.rmtree(d, ignore_errors=True)


def case_text(case):
    """The configuration files of a case, as one text (file names over each when more)."""
    files = {n: t for n, t in case['files'].items() if not n.startswith('.terraform/')}
    if len(files) == 1:
        return next(iter(files.values()))
    return '\n'.join('# --- %s\n%s' % (n, t) for n, t in sorted(files.items()))


MAP_NAMES = re.compile(r'(element|attribute|Did you mean) \\?"[^"\\]*\\?"')
SECRET_MSG = 'The error message included a sensitive value'


def provider_types_differ(case):
    """1 when two child modules resolve one provider local name to different types (one by
    required_providers, one by an implied default): Terraform's resolveProviderTypes gives a
    call's `providers` slot the type of whichever child it meets last, in Go's map order."""
    kinds = collections.defaultdict(set)
    for path, text in (case or {}).get('files', {}).items():
        if not path.startswith('modules/'):
            continue
        for name in set(re.findall(r'^provider "(\w+)"', text, re.M)) | set(
                re.findall(r'^    (\w+) = \{\n      source = ', text, re.M)):
            m = re.search(r'^    %s = \{\n      source = "([^"]*)"' % name, text, re.M)
            kinds[name].add(m.group(1) if m else 'hashicorp/' + name)
    return any(len(v) > 1 for v in kinds.values())


def documented(problems, case):
    """The documented class of a difference that is not tycon's bug, or None: which of several
    bad elements or equally near names go-cty and Terraform name follows Go's map order; a
    sensitive variable's own value reaches the messages and value lines of its rules in
    Terraform before 1.14, never in tycon (docs/conformance.md)."""
    # the same error at another place (another call of a module, another resource): Terraform
    # reports the first of its concurrent walk, tycon the first in name order
    miss = [p for p in problems if p.strip().startswith('missing:')]
    extra = [p for p in problems if p.strip().startswith('unexpected:')]
    if any('Reference to undefined provider' in p or 'Provider type mismatch' in p
           for p in miss + extra) and provider_types_differ(case):
        return 'go-map-order'  # the slot's type: the child met last (resolveProviderTypes)
    call_errs = {'Missing required argument', 'Unsupported argument'}
    if len(miss) == len(extra) == 1 and len(problems) <= 4 and \
            set(miss[0].split("'")[1:2] + extra[0].split("'")[1:2]) <= call_errs:
        return 'go-map-order'  # terraform reports one call's argument errors, in walk order
    if len(miss) == len(extra) == 1 and len(problems) <= 4 and \
            miss[0].split("'")[1:2] == extra[0].split("'")[1:2]:
        i, j = problems.index(miss[0]), problems.index(extra[0])
        if i + 1 < len(problems) and j + 1 < len(problems) and \
                problems[i + 1].strip() == problems[j + 1].strip():
            return 'go-map-order'
    details = [(problems[i], problems[i + 1]) for i in range(len(problems) - 1)
               if problems[i].strip().startswith('differs:')]
    if not details or len(details) * 2 + 2 < sum(1 for p in problems if not p.startswith('      |')):
        return None
    secret = re.findall(r'variable "(\w+)" \{\n(?:(?!variable ")[^\n]*\n)*?  sensitive = true',
                        '\n'.join((case or {}).get('files', {}).values()))
    kinds = set()
    for _, d in details:
        d = d.strip()
        m = re.match(r'(detail|snippet\.values): recorded (.*), got (.*)$', d)
        if not m:
            return None
        cut = [re.split(r'(?:element|attribute) \\"', x)[0] for x in (m.group(2), m.group(3))]
        if m.group(1) == 'detail' and (
                MAP_NAMES.sub('N', m.group(2)) == MAP_NAMES.sub('N', m.group(3)) or
                (cut[0] == cut[1] and len(cut[0]) < len(m.group(2)) and
                 len(cut[1]) < len(m.group(3)) and m.group(2) != m.group(3))):
            kinds.add('go-map-order')  # another element named first: the rest says its own
        elif secret and (SECRET_MSG in m.group(3) or re.search(r'var\.(%s)\b' % '|'.join(secret),
                                                                 m.group(2))):
            kinds.add('deliberate: sensitive variable in a rule')
        else:
            return None
    return sorted(kinds)[0] if len(kinds) == 1 else None


def paragraphs_map_order(problems):
    """1 when the only differences are text paragraphs that name other elements or attributes
    (the text and JSON runs of terraform each pick one in Go's map order)."""
    miss, extra, cur = [], [], None
    for p in problems:
        if p.strip() == 'missing paragraph:':
            cur = []
            miss.append(cur)
        elif p.strip() == 'unexpected paragraph:':
            cur = []
            extra.append(cur)
        elif p.startswith('      |') and cur is not None:
            cur.append(p)
        else:
            return 0
    # (also which instance a folded warning is shown for: "with module.a..." or "module.b...")
    # and which call's argument errors: `in module "a"` or "b")
    norm = lambda ps: sorted(' '.join(re.sub(
        r'(element|attribute) "[^"]*"|with module\.[^,]*,|line \d+, in module "[^"]*"|'
        r'\d+: module "[^"]*" \{', 'N', ' '.join(y[7:] for y in x)).split()) for x in ps)
    return bool(miss) and norm(miss) == norm(extra)


def classify(problems, case=None):
    """None for no problems, else a class from the first problem line (or a documented one)."""
    if not problems:
        return None
    if paragraphs_map_order(problems):
        return 'go-map-order'
    doc = documented([p for p in problems if 'paragraph' not in p and not p.startswith('      |')
                      and 'error_count' not in p and 'unexpected: error \'Error message refers'
                      not in p], case)
    if doc:
        return doc
    for i, line in enumerate(problems):
        s = line.strip()
        m = re.match(r"(differs|missing|unexpected): +(\w+) '(.*)' at", s)
        if m:
            cls = '%s %s %s' % (m.group(1), m.group(2), m.group(3))
            if m.group(1) == 'differs' and i + 1 < len(problems):
                cls += ' (%s)' % problems[i + 1].strip().split(':')[0]
            return cls
    s = problems[0].strip()
    s = re.sub(r'\d+', 'N', s)
    return s[:100]


def version_line():
    out = subprocess.run(['terraform', 'version'], capture_output=True, text=True,
                         env=tf_env(os.devnull)).stdout
    return out.split('\n')[0]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('mode', choices=['run', 'record', 'replay', 'recheck'])
    ap.add_argument('--tycon', required=True)
    ap.add_argument('--schema', choices=sorted(SCHEMA_FILES), default='toy')
    ap.add_argument('--seed', type=int, default=24)
    ap.add_argument('--count', type=int, default=100)
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--show', type=int, default=1)
    ap.add_argument('--mockprov-workdir')
    ap.add_argument('--report')
    ap.add_argument('--out', default=SAMPLE)
    ap.add_argument('--append', action='store_true')
    ap.add_argument('--only-diff', action='store_true')
    ap.add_argument('--keep', type=int, default=-1)
    ap.add_argument('--modules', action='store_true',
                    help='cases of module calls into local child modules')
    ap.add_argument('--sample', default=SAMPLE)
    ap.add_argument('--adopt', help='recheck: append the cases to this sample')
    a = ap.parse_args()
    tycon = os.path.abspath(a.tycon)
    tmp = tempfile.mkdtemp(prefix='tycon-valtest-')
    try:
        if a.mode in ('replay', 'recheck'):
            with open(a.sample, encoding='utf-8') as f:
                recs = [json.loads(line) for line in f if line.strip()]

            def again(rec):
                return classify(compare_one(tycon, rec['case'], rec['schema'], rec['terraform'],
                                            rec['version'], tmp), rec['case'])
            with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
                got = list(ex.map(again, recs))
            if a.mode == 'recheck':
                summarize([(r['case'], r['schema'], r['terraform'], r['version'], c)
                           for r, c in zip(recs, got)], a.show, a.report)
                if a.adopt:  # the cases into a sample, with their class of now
                    with open(a.adopt, 'a', encoding='utf-8') as f:
                        for r, c in zip(recs, got):
                            f.write(json.dumps({'seed': r.get('seed'), 'class': c or 'same',
                                                'schema': r['schema'], 'version': r['version'],
                                                'case': r['case'], 'terraform': r['terraform']},
                                               ensure_ascii=False) + '\n')
                return 0
            bad = 0
            for rec, cls in zip(recs, got):
                if rec['class'] == 'same' and cls:
                    bad += 1
                    print('FAIL (%s)\n%s' % (cls, case_text(rec['case'])))
                elif rec['class'] != 'same' and not cls:
                    print('now same (was %s)' % rec['class'])
            print('replayed %d configurations, %d failed' % (len(recs), bad))
            return 1 if bad else 0
        workdir = a.mockprov_workdir or os.path.join('/tmp/tycon-mockprov', WORKDIRS[a.schema])
        if not os.path.exists(os.path.join(workdir, 'terraformrc')):
            sys.exit('no mockprov work directory at %s (see --mockprov-workdir)' % workdir)
        with open(os.path.join(VALIDATE, 'schemas', SCHEMA_FILES[a.schema])) as f:
            doc = json.load(f)
        version = version_line()
        cases = Gen(a.seed, doc).cases(a.count, a.modules)

        def one(case):
            tf = run_terraform(case, a.schema, workdir, tmp)
            cls = classify(compare_one(tycon, case, a.schema, tf, version, tmp), case)
            print('.' if not cls else 'x', end='', file=sys.stderr, flush=True)  # progress
            return case, a.schema, tf, version, cls
        with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
            res = list(ex.map(one, cases))
        summarize(res, a.show, a.report)
        if a.mode == 'record':
            kept = 0
            with open(a.out, 'a' if a.append else 'w', encoding='utf-8') as f:
                for case, schema, tf, version, cls in res:
                    if not cls and (a.only_diff or 0 <= a.keep <= kept):
                        continue
                    kept += not cls
                    f.write(json.dumps({'seed': a.seed, 'class': cls or 'same', 'schema': schema,
                                        'version': version, 'case': case, 'terraform': tf},
                                       ensure_ascii=False) + '\n')
        return 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def summarize(res, show, report):
    classes = collections.defaultdict(list)
    for item in res:
        if item[4]:
            classes[item[4]].append(item)
    ndiff = sum(len(v) for v in classes.values())
    print('cases: %d  same: %d  different: %d  classes: %d' % (len(res), len(res) - ndiff, ndiff,
                                                                len(classes)))
    for cls, items in sorted(classes.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print('%5d  %s' % (len(items), cls))
        for case, _, _, _, _ in items[:show]:
            print('    ' + case_text(case).replace('\n', '\n    '))
    if report:
        with open(report, 'w', encoding='utf-8') as f:
            for cls, items in sorted(classes.items()):
                for case, schema, tf, version, _ in items:
                    f.write(json.dumps({'class': cls, 'schema': schema, 'version': version,
                                        'case': case, 'terraform': tf}, ensure_ascii=False) + '\n')


if __name__ == '__main__':
    sys.exit(main())
