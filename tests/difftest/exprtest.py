#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""A seeded generative differential tester of `tycon console` against `terraform console`
over hcl's expression grammar (issue 24). Python 3 standard library only.

Each case is one console entry built from the whole expression grammar: literals (numbers
in big, fractional and exponent forms, strings with escapes and unicode), tuples and objects
(keys as names, quoted strings, parenthesised expressions, `=` and `:`), arithmetic,
comparison, logical and unary operators in precedence mixes and on operands of wrong types,
conditionals (mismatched result types, null, unknown and sensitive conditions), `for`
expressions (tuple and object forms, `if` filters, grouping `...`, key and value names, over
lists, sets, maps, objects, tuples, strings, null and unknown values), splats (`[*]`, `.*`),
index and attribute access (out of range, negative, fractional, string keys, unknown keys,
on sets), templates (interpolations, `%{if}`/`%{else}`/`%{endif}`, `%{for}`, strip markers,
`$${` and `%%{` escapes), parentheses, conversions (tostring, tolist, ...), the unknown and
sensitive variables of module/, sensitive(...), null, nested to a depth of about 3; valid
and invalid (wrong types, unknown attributes, syntax near misses). The same seed always
gives the same cases.

  exprtest.py run     --tycon T [--seed S] [--count N] [--jobs J] [--show K] [--report F]
  exprtest.py record  --tycon T [--seed S] [--count N] [--out expr.jsonl]
  exprtest.py replay  --tycon T [--sample expr.jsonl]

The modes, the runs of both consoles, the comparison (exit status, stdout and stderr, byte
for byte, tycon with --target of the terraform that answered), the sample's format and its
grouped replay are difftest.py's (difftest.cli). A difference's class names the construct
at the top of the entry (`for`, `splat`, `template`, `op +`, `conditional`, `index`, ...)
and then what differs, as difftest.py's classify_kind says.
"""
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import difftest  # noqa: E402

SAMPLE = os.path.join(difftest.HERE, 'expr.jsonl')

NUMBERS = ['0', '1', '-1', '2', '3', '10', '2.5', '0.5', '1e3', '1E-2', '1.5e+2', '0.1',
           '12345678901234567890', '1e30', '1e400', '3.14159', '007', '255', '1.0', '-0',
           '9007199254740993', '0.30000000000000004', '1e-7', '100000000000000000000000']
STRINGS = ['"a"', '""', '"b"', '"hello"', '"héllo ✓"', '"a\\nb"', '"tab\\there"',
           '"q\\"uote"', '"back\\\\slash"', '"\\u00e9"', '"\\U0001F600"', '"$${x}"',
           '"%%{y}"', '"1"', '"2.5"', '"true"', '"null"', '" sp "', '"a.b"', '"0"', '"-3"',
           '"\\r"', '"日本"', '"ǅ"']
BOOLS = ['true', 'false']
VARS = ['var.us', 'var.un', 'var.ub', 'var.ul', 'var.um', 'var.ud', 'var.sec']
SENS = ['sensitive("s")', 'sensitive(1)', 'sensitive(true)', 'sensitive(["a"])',
        'sensitive({a = 1})', 'sensitive(null)']
COLLS = ['[1, 2, 3]', '["a", "b"]', '[]', '{}', '{a = 1, b = 2}', '{a = "x", b = "y"}',
         'tolist(["x", "y"])', 'toset(["b", "a"])', 'tomap({k = "v", j = "w"})',
         '[{a = 1, b = "x"}, {a = 2, b = "y"}]', '{o = {a = 1}, p = {a = 2}}',
         '[[1, 2], [3]]', '[1, "a", true]', 'var.ul', 'var.um', 'var.ud', 'null',
         'tolist([{a = 1}, {a = 2}])', 'toset([1, 2])', 'tomap({a = [1], b = [2, 3]})',
         '[null, 1]', 'tolist([])', 'toset([])', 'tomap({})', '"str"', 'sensitive([1, 2])',
         'sensitive({a = "s"})', '[var.us, "b"]', '{a = var.un}', 'tolist(null)',
         '[{a = {b = [1, 2]}}, {a = {b = [3]}}]', 'toset([{a = 1}])']
NAMES = ['a', 'b', 'c', 'o', 'p', 'k', 'x', 'foo', 'nope', '0', 'length']
ATTRS = ['a', 'b', 'c', 'o', 'nope', 'x', 'k']
IDX = ['0', '1', '2', '-1', '1.5', '"a"', '"0"', '"nope"', 'var.un', 'var.us', 'null',
       '100', 'true', '"1"', 'var.ud', '0.0']
CONV = ['tostring', 'tonumber', 'tobool', 'tolist', 'toset', 'tomap', 'length', 'keys',
        'values', 'type', 'nonsensitive', 'can', 'try', 'jsonencode', 'flatten']
OPS = ['+', '-', '*', '/', '%', '==', '!=', '<', '>', '<=', '>=', '&&', '||']
# Near misses of the syntax: applied to a generated entry now and then.
BREAKS = [
    lambda e: e + ')', lambda e: '(' + e, lambda e: e + ' +', lambda e: '[' + e + ',,]',
    lambda e: '{a = ' + e + ' b = 1}', lambda e: e + ' ? 1', lambda e: '[for x in ' + e + ' x]',
    lambda e: '{for k, v in ' + e + ' : k}', lambda e: '"${' + e + '"', lambda e: e + '.',
    lambda e: e + '[', lambda e: e + '[*', lambda e: '"%{if ' + e + '}x"',
    lambda e: '"%{for x in ' + e + '}${x}"', lambda e: '"%{endif}"', lambda e: e + ' ! 1',
    lambda e: '[for x in ' + e + ' : x if]', lambda e: e + '..', lambda e: '{(' + e + ') 1}',
    lambda e: '[for ' + e + ' in [1] : 1]', lambda e: '{a: 1, a = 2}', lambda e: e + ' == = 1',
    lambda e: '"%{else}"', lambda e: '[for x, y, z in ' + e + ' : x]', lambda e: e + '.*.',
    lambda e: 'var.' + e, lambda e: '{for x in [1] : x => x, x => x}', lambda e: '-' * 3 + e,
]


class Gen:
    """The case generator of one seed."""

    def __init__(self, seed):
        self.r = random.Random(seed)
        self.scope = []  # names bound by enclosing for expressions

    def pick(self, xs):
        return self.r.choice(xs)

    def leaf(self):
        r = self.r
        x = r.random()
        if self.scope and x < 0.2:
            return self.pick(self.scope)
        if x < 0.35:
            return self.pick(NUMBERS)
        if x < 0.55:
            return self.pick(STRINGS)
        if x < 0.62:
            return self.pick(BOOLS)
        if x < 0.72:
            return self.pick(VARS)
        if x < 0.77:
            return self.pick(SENS)
        if x < 0.81:
            return 'null'
        return self.pick(COLLS)

    def coll(self, depth):
        if depth < 2 and self.r.random() < 0.3:
            return self.expr(depth + 1)
        if self.scope and self.r.random() < 0.15:
            return self.pick(self.scope)
        return self.pick(COLLS)

    def expr(self, depth=0):
        r = self.r
        if depth >= 3 or r.random() < 0.15 * depth:
            return self.leaf()
        kind = r.choices(
            ['op', 'unary', 'cond', 'for', 'splat', 'index', 'attr', 'template', 'tuple',
             'object', 'paren', 'conv', 'leaf'],
            [14, 3, 8, 12, 6, 8, 5, 10, 5, 6, 2, 6, 5])[0]
        return getattr(self, 'g_' + kind)(depth + 1)

    def g_leaf(self, depth):
        return self.leaf()

    def g_op(self, depth):
        r = self.r
        a, b = self.expr(depth), self.expr(depth)
        op = self.pick(OPS)
        if r.random() < 0.3:  # a precedence mix
            return '%s %s %s %s %s' % (a, op, b, self.pick(OPS), self.expr(depth + 1))
        return '%s %s %s' % (a, op, b)

    def g_unary(self, depth):
        return self.pick(['-', '!', '-', '!', '- -', '!!']) + self.expr(depth)

    def g_cond(self, depth):
        c = self.pick(['true', 'false', 'var.ub', 'null', 'sensitive(true)', '1 > 0', '"true"',
                       'var.ud', '1', 'var.us == "a"', self.expr(depth)])
        return '%s ? %s : %s' % (c, self.expr(depth), self.expr(depth))

    def bind(self, names, fn):
        self.scope += names
        try:
            return fn()
        finally:
            del self.scope[len(self.scope) - len(names):]

    def g_for(self, depth):
        r = self.r
        coll = self.coll(depth)
        names = self.pick([['v'], ['k', 'v'], ['i', 'x'], ['x'], ['k', 'k']])
        head = 'for %s in %s : ' % (', '.join(names), coll)

        def body():
            cond = ''
            if r.random() < 0.3:
                cond = ' if ' + self.pick(['%s != "a"' % names[-1], 'true', 'var.ub', 'null',
                                           '%s > 1' % names[0], '"x"', self.expr(depth + 1)])
            if r.random() < 0.5:
                return '[' + head + self.expr(depth) + cond + ']'
            group = '...' if r.random() < 0.25 else ''
            key = self.pick([names[0], names[-1], 'tostring(%s)' % names[-1], '"k"',
                             self.expr(depth)])
            return '{' + head + key + ' => ' + self.expr(depth) + group + cond + '}'
        return self.bind(names, body)

    def g_splat(self, depth):
        base = self.coll(depth)
        if self.r.random() < 0.5:
            tail = self.pick(['', '.a', '.b', '.nope', '[0]', '.a.b', '[*]'])
            return base + '[*]' + tail
        return base + '.*' + self.pick(['', '.a', '.b', '.nope', '.0', '.a.b'])

    def g_index(self, depth):
        i = self.pick(IDX) if self.r.random() < 0.75 else self.expr(depth)
        return self.coll(depth) + '[' + i + ']'

    def g_attr(self, depth):
        tail = self.pick(['.' + self.pick(ATTRS), '.0', '.1', '.a.b', '.a[0]'])
        return self.coll(depth) + tail

    def g_tuple(self, depth):
        items = [self.expr(depth) for _ in range(self.r.choice([0, 1, 2, 3]))]
        return '[' + ', '.join(items) + (',' if items and self.r.random() < 0.2 else '') + ']'

    def g_object(self, depth):
        r = self.r
        items = []
        for _ in range(r.choice([0, 1, 2, 3])):
            k = r.random()
            if k < 0.5:
                key = self.pick(NAMES)
            elif k < 0.75:
                key = self.pick(['"a"', '"b c"', '"é"', '""', '"${"a"}b"', '"a"'])
            else:
                key = '(' + self.expr(depth + 1) + ')'
            items.append(key + self.pick([' = ', ' = ', ': ']) + self.expr(depth))
        return '{' + ', '.join(items) + (',' if items and r.random() < 0.2 else '') + '}'

    def g_paren(self, depth):
        return '(' + self.expr(depth) + ')'

    def g_conv(self, depth):
        fn = self.pick(CONV)
        return '%s(%s)' % (fn, self.expr(depth))

    def interp(self, depth):
        e = self.expr(depth + 1)
        return ('${~ ' if self.r.random() < 0.15 else '${') + e + \
            (' ~}' if self.r.random() < 0.15 else '}')

    def tmpl_part(self, depth):
        r = self.r
        x = r.random()
        if x < 0.3:
            return self.pick(['a', ' b ', 'x-', '$${lit}', '%%{lit}', '\\n', '\\"', 'é', '$',
                              '%', '$$', '100%', '\\\\', ' '])
        if x < 0.6:
            return self.interp(depth)
        s1, s2 = ('~' if r.random() < 0.2 else ''), ('~' if r.random() < 0.2 else '')
        if x < 0.8:
            c = self.pick(['true', 'false', 'var.ub', 'null', '1 == 1', '"a"', 'var.ud',
                           'sensitive(true)', self.expr(depth + 1)])
            els = ('%{' + s1 + 'else' + s2 + '}' + self.tmpl_part(depth + 1)
                   if r.random() < 0.5 else '')
            return ('%{' + s1 + 'if ' + c + s2 + '}' + self.tmpl_part(depth + 1) + els +
                    '%{' + s1 + 'endif' + s2 + '}')
        names = self.pick([['x'], ['k', 'v']])
        coll = self.coll(depth + 1)
        body = self.bind(names, lambda: self.tmpl_part(depth + 1))
        return ('%{' + s1 + 'for ' + ', '.join(names) + ' in ' + coll + s2 + '}' + body +
                '%{' + s1 + 'endfor' + s2 + '}')

    def g_template(self, depth):
        if depth >= 3:
            return '"' + self.interp(depth) + '"'
        return '"' + ''.join(self.tmpl_part(depth) for _ in range(self.r.choice([1, 2, 3]))) + '"'

    def case(self):
        e = self.expr()
        if self.r.random() < 0.07:
            e = self.pick(BREAKS)(e)
        return e

    def cases(self, n):
        seen, out = set(), []
        while len(out) < n:
            c = self.case()
            if c not in seen and len(c) < 300:
                seen.add(c)
                out.append(c)
        return out


def _scan(entry):
    """Yields (index, char, depth) for each character of entry outside quoted strings and
    templates (brackets with the depth outside them), depth counting brackets (a rough scan, for classification only)."""
    depth, i, n, quote = 0, 0, len(entry), 0
    while i < n:
        c = entry[i]
        if quote:
            if c == '\\':
                i += 2
                continue
            if c == '"' and quote == 1:
                quote = 0
            elif entry.startswith('${', i) or entry.startswith('%{', i):
                # an interpolation: skip to its matching brace
                k, lvl = i + 2, 1
                while k < n and lvl:
                    lvl += {'{': 1, '}': -1}.get(entry[k], 0)
                    k += 1
                i = k
                continue
            i += 1
            continue
        if c == '"':
            quote = 1
        elif c in '([{':
            yield i, c, depth
            depth += 1
        elif c in ')]}':
            depth -= 1
            yield i, c, depth
        else:
            yield i, c, depth
        i += 1


def _closes_at_end(e):
    """True when the bracket that opens e closes at its end."""
    closes = [i for i, c, d in _scan(e) if d == 0 and c in ')]}']
    return bool(closes) and closes[0] == len(e) - 1


def construct(entry):
    """The construct at the top of an entry: conditional, op X, unary, for, splat, index,
    attr, template, string, tuple, object, paren, call NAME, literal or a reference."""
    e = entry.strip()
    top = [(i, c) for i, c, d in _scan(e) if d == 0]
    text = {i: c for i, c in top}
    if any(c == '?' for _, c in top):
        return 'conditional'
    for ops in (['||'], ['&&'], ['==', '!='], ['<=', '>=', '<', '>'], ['+', '-'],
                ['*', '/', '%']):
        for i, c in reversed(top):
            for op in ops:
                if e.startswith(op, i) and all(text.get(i + k) for k in range(len(op))):
                    prev = e[:i].rstrip()
                    if op in '<>' and e.startswith('=', i + 1):
                        continue
                    if op in ('-', '+') and (not prev or prev[-1] in '+-*/%=<>!&|?:,(['
                                             or prev.endswith('e') and prev[:-1][-1:].isdigit()):
                        continue
                    if op in ('<', '>') and (e.startswith('=', i + 1) or prev.endswith(('<', '>'))):
                        continue
                    if op == '*' and prev.endswith('.'):
                        continue
                    if op == '=' or (op in ('==', '!=') and e[i - 1:i] in '<>!='):
                        continue
                    return 'op ' + op
    if e.startswith(('-', '!')):
        return 'unary'
    if e.startswith(('[for ', '{for ')) and _closes_at_end(e):
        return 'for'
    if e[:1] in '[{(' and _closes_at_end(e):
        return {'[': 'tuple', '{': 'object', '(': 'paren'}[e[0]]
    if e.endswith(('[*]', '.*')) or '[*]' in e[-12:] or '.*' in e[-12:]:
        return 'splat'
    if e.endswith(']') and not e.startswith('[') or e.endswith(']') and e.find(']') < len(e) - 1 \
            and e[e.rfind('[') - 1:e.rfind('[')] in ']})"':
        return 'index'
    last = e.rsplit('.', 1)
    if len(last) == 2 and last[1].replace('_', '').isalnum() and not e.startswith(('var.', '"')) \
            and not last[0].replace('-', '').isdigit():
        return 'attr'
    if e.startswith('"'):
        return 'template' if ('${' in e or '%{' in e) else 'string'
    if e.startswith('['):
        return 'tuple'
    if e.startswith('{'):
        return 'object'
    if e.startswith('('):
        return 'paren'
    if '(' in e and e.split('(', 1)[0].replace('_', '').isalnum():
        return 'call ' + e.split('(', 1)[0]
    if e.startswith('var.'):
        return 'reference'
    return 'literal'


def classify(entry, tf, ty):
    """A difference's class: the construct at the top of the entry, then what differs.
    Two kinds are named first: Terraform's "Did you mean" among several names as near (Go's
    map order picks one: go-map-order?), and the console-only type() used inside a larger
    expression, whose value Terraform carries as a capsule of type "type" that fails later
    conversions and type checks one by one (and "Invalid use of type function" only when
    nothing else failed) while tycon reports "Invalid use of type function" at once."""
    did = re.compile(r'Did you mean "[^"]*"\?')
    if tf['rc'] == ty['rc'] == 1 and tf['stderr'] != ty['stderr'] and \
            difftest.squash(did.sub('', tf['stderr'])) == difftest.squash(did.sub('', ty['stderr'])):
        return construct(entry) + ': go-map-order?'
    whole = entry.startswith('type(') and _closes_at_end(entry[4:])
    nested = len(re.findall(r'\btype\(', entry)) - (1 if whole else 0)
    if nested > 0:  # one class whatever the operation that meets the value
        kind = difftest.classify_kind(entry, tf, ty)
        return 'type() inside an expression: ' + (kind if kind.endswith(' value') and
                                                   ' error' in kind else 'errors')
    blocks = lambda s: [b.strip() for b in s.split('\nError: ') if b.strip()]
    if tf['rc'] == ty['rc'] == 1 and set(blocks(ty['stderr'])) <= set(blocks(tf['stderr'])) and \
            re.search(r'Error: (Unexpected (endif|endfor|else) directive|Unexpected end of '
                      r'template|Extra characters after interpolation)', ty['stderr']):
        # tycon's errors are among terraform's: hcl's parser reads on after a template's
        # directive errors and reports what follows, an enclosing interpolation's unclosed
        # brace first (docs/conformance.md); one class wherever
        return 'template: hcl reads on after its errors'
    return construct(entry) + ': ' + difftest.classify_kind(entry, tf, ty)


def main():
    return difftest.cli(__doc__, lambda a: Gen(a.seed).cases(a.count), classify, SAMPLE)


if __name__ == '__main__':
    sys.exit(main())
