#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Validates `tycon check --format=sarif` output against what the SARIF 2.1.0 schema requires
(sarifLog: version, runs; run: tool; tool: driver; toolComponent: name; reportingDescriptor:
id; result: message with text; ruleIndex/ruleId consistent; level in the enumeration;
physicalLocation: artifactLocation with a relative uri-reference; region: 1-based line and
column fields, start before end) and checks that every location points into its file: the
file exists (relative to the fixtures directory) and the region's lines and columns (in code
points, columnKind unicodeCodePoints) lie inside it. A location without a region must name an
existing path. usage: sarif_check.py TYCON FIXTURES_DIR"""
import json, os, re, subprocess, sys, urllib.parse

TYCON, FIX = os.path.abspath(sys.argv[1]), sys.argv[2]
RUNS = [
    ['check', '--format=sarif', '-var-file=mod/envs/prod.tfvars',
     '-var-file=mod/envs/stage.tfvars', 'mod', 'empty'],
    ['check', '--format=sarif', '--recursive', 'tree'],
    ['check', '--format=sarif', '--var-file-each', 'mod/envs/*.tfvars', 'mod'],
    ['check', '--format=sarif', '-var-file=bin/nul.tfvars', 'mod'],
    ['check', '--format=sarif', 'tree/net'],
    ['check', '--format=sarif', '-var', 'admins=[{name = }]', '-var', 'size=x', 'mod'],
]
errors = []


def need(cond, what):
    if not cond:
        errors.append(what)
    return cond


def check_region(uri, reg, where):
    path = os.path.join(FIX, urllib.parse.unquote(uri))
    if not need(os.path.isfile(path), f'{where}: {uri} is not a file'):
        return
    lines = open(path, 'rb').read().decode('utf-8', 'replace').split('\n')
    for k in ('startLine', 'startColumn', 'endLine', 'endColumn'):
        need(isinstance(reg.get(k), int) and reg[k] >= 1, f'{where}: region.{k} missing or < 1')
    sl, sc, el, ec = (reg.get(k, 1) for k in ('startLine', 'startColumn', 'endLine', 'endColumn'))
    need(sl <= len(lines) and el <= len(lines), f'{where}: lines {sl}-{el} beyond {len(lines)}')
    need((sl, sc) <= (el, ec), f'{where}: region ends before it starts')
    if sl <= len(lines):
        need(sc <= len(lines[sl - 1]) + 1, f'{where}: startColumn {sc} beyond line {sl}')
    if el <= len(lines):
        need(ec <= len(lines[el - 1]) + 1, f'{where}: endColumn {ec} beyond line {el}')


def check_log(log, name):
    need(log.get('version') == '2.1.0', f'{name}: version')
    need(isinstance(log.get('runs'), list) and log['runs'], f'{name}: runs')
    nres = 0
    for run in log.get('runs', []):
        drv = run.get('tool', {}).get('driver', {})
        need(isinstance(drv.get('name'), str) and drv['name'], f'{name}: tool.driver.name')
        rules = drv.get('rules', [])
        for r in rules:
            need(isinstance(r.get('id'), str) and r['id'], f'{name}: rule id')
        need(len({r.get('id') for r in rules}) == len(rules), f'{name}: duplicate rule ids')
        need(run.get('columnKind') in ('unicodeCodePoints', 'utf16CodeUnits'), f'{name}: columnKind')
        for i, res in enumerate(run.get('results', [])):
            nres += 1
            where = f'{name}: result {i}'
            need(isinstance(res.get('message', {}).get('text'), str), f'{where}: message.text')
            need(res.get('level') in ('none', 'note', 'warning', 'error'), f'{where}: level')
            k = res.get('ruleIndex')
            if need(isinstance(k, int) and 0 <= k < len(rules), f'{where}: ruleIndex'):
                need(rules[k]['id'] == res.get('ruleId'), f'{where}: ruleId != rules[ruleIndex].id')
            locs = res.get('locations')
            need(isinstance(locs, list) and locs, f'{where}: locations')
            for loc in locs or []:
                al = loc.get('physicalLocation', {}).get('artifactLocation', {})
                uri = al.get('uri')
                if not need(isinstance(uri, str) and uri and not re.match(r'^[a-z]+:', uri)
                            and not uri.startswith('/'), f'{where}: relative uri'):
                    continue
                need(re.fullmatch(r"[A-Za-z0-9\-._~/%]+", uri) is not None, f'{where}: uri chars')
                reg = loc['physicalLocation'].get('region')
                if reg is None:
                    need(os.path.exists(os.path.join(FIX, urllib.parse.unquote(uri))),
                         f'{where}: {uri} does not exist')
                else:
                    check_region(uri, reg, where)
    return nres


total = 0
for args in RUNS:
    p = subprocess.run([TYCON] + args, cwd=FIX, capture_output=True)
    name = ' '.join(args[1:])
    need(p.stderr == b'', f'{name}: stderr {p.stderr[:200]!r}')
    try:
        log = json.loads(p.stdout.decode('utf-8'))
    except ValueError as e:
        errors.append(f'{name}: not JSON: {e}')
        continue
    total += check_log(log, name)
need(total >= 8, f'only {total} results checked')
# checkstyle and JUnit documents must be well-formed XML (also with a NUL byte in the input)
import xml.etree.ElementTree as ET
for fmt in ('checkstyle', 'junit'):
    for extra in (['-var-file=bin/nul.tfvars', 'mod'], ['--var-file-each', 'mod/envs/*.tfvars', 'mod', 'empty']):
        p = subprocess.run([TYCON, 'check', '--format=' + fmt] + extra, cwd=FIX, capture_output=True)
        try:
            root = ET.fromstring(p.stdout)
            need(root.tag == ('checkstyle' if fmt == 'checkstyle' else 'testsuites'), f'{fmt}: root')
        except ET.ParseError as e:
            errors.append(f'{fmt} {extra}: not well-formed XML: {e}')
# --format=json: one run gives validate -json's document, several an array of runs
p = subprocess.run([TYCON, 'check', '--format=json', '--var-file-each', 'mod/envs/*.tfvars', 'mod'],
                   cwd=FIX, capture_output=True)
try:
    runs = json.loads(p.stdout)
    need([r['var_file'] for r in runs] == ['mod/envs/dev.tfvars', 'mod/envs/prod.tfvars',
                                           'mod/envs/stage.tfvars'], 'json: var_file of each run')
    need([r['result']['valid'] for r in runs] == [True, False, False], 'json: valid of each run')
except (ValueError, KeyError, TypeError) as e:
    errors.append(f'json runs: {e}')
for e in errors:
    print('FAIL:', e)
if not errors:
    print(f'sarif: {len(RUNS)} documents, {total} results valid, every location inside its file')
sys.exit(1 if errors else 0)
