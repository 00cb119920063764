#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Writes the seed corpus (seeds/TARGET/NNN) from the reference corpus: every 40th case of
tests/conformance/cases.jsonl (type, value, both for convert and check), plus console lines,
and the configurations of tests/validate that use the toy schema (validate).
Byte 0 of each seed is the flags byte of targets.c (0). usage: make_seeds.py (rerun by hand)."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..', '..')


def put(target, i, text):
    d = os.path.join(HERE, 'seeds', target)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, '%03d' % i), 'wb') as f:
        f.write(b'\0' + text.encode())


def main():
    cases = [json.loads(l) for l in open(os.path.join(ROOT, 'tests/conformance/cases.jsonl'))]
    picked = [c for c in cases[::40] if 'value' in c]
    for i, c in enumerate(picked):
        put('type', i, c['type'])
        put('value_hcl', i, c['value'])
        put('convert', i, c['type'] + '\n---\n' + c['value'])
        put('check', i, 'variable "x" {\n  type = %s\n}\n' % c['type'] + '\n---\nx = ' + c['value'] + '\n')
    for i, c in enumerate(c for c in cases if 'value_json' in c):
        put('value_json', i, c['value_json'])
    lines = ['1 + 2', 'upper("a")', '[for x in [1, 2] : x * 2]', '{a = 1}.a', 'tolist(["a"])',
             'format("%05.2f", 3.14)', 'jsonencode({a = [1, true]})', 'regexall("[a-z]+", "ab cd")',
             'convert({a = 1}, object({a = string, b = optional(number, 5)}))', 'type([1, "a"])',
             '"${1}%{ if true }x%{ endif }"', 'cidrsubnets("10.0.0.0/16", 4, 8)', 'sensitive(1) + 1']
    for i, l in enumerate(lines):
        put('console', i, l + '\n')
    vdir = os.path.join(ROOT, 'tests/validate')
    toy = sorted(d for d in os.listdir(vdir) if d.startswith('toy_'))
    for i, d in enumerate(toy):
        for name in ('main.tf', 'main.tf.json'):
            p = os.path.join(vdir, d, name)
            if os.path.exists(p):
                put('validate', i, open(p).read())


if __name__ == '__main__':
    main()
