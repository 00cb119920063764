#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Piped-mode tests of `tycon console`: every case of expected.json (recorded from
`terraform console`, see record.py) must give exactly Terraform's stdout, stderr (plain and
colored) and exit status; then all cases in one run (tycon prints every result), and
multi-line entries. usage: run_piped.py TYCON"""
import json, os, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import grouped  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
TYCON = os.path.abspath(sys.argv[1])
HOME = tempfile.mkdtemp()
failures = []


def tycon(stdin, color=False, mod='module', extra=()):
    args = [TYCON, 'console'] + (['-color'] if color else ['-no-color']) + list(extra) + ['.']
    env = {k: v for k, v in os.environ.items() if not k.startswith('TF_VAR_')}
    env['HOME'] = HOME
    return subprocess.run(args, input=stdin, capture_output=True, text=True,
                          cwd=os.path.join(HERE, mod), env=env)


def check(name, got, want):
    if got != want:
        failures.append((name, got, want))


def main():
    cases = json.load(open(os.path.join(HERE, 'expected.json'), encoding='utf-8'))
    # issue 11's cases (record.py 11); entries with a "note" are Terraform >= 1.13's output,
    # written by hand from hcl / go-cty source (no colored form recorded)
    cases += json.load(open(os.path.join(HERE, 'expected_11.json'), encoding='utf-8'))
    # (entries whose open quote makes the console read on stay out of the one-run checks)
    unfinished = {'[1, 2', '"${1"', '"a${1 "b"}"', '/* unterminated', '1 /* x',
                  '[for x in [1] : x', '[for x,', '[for x in [1] : k => x',
                  '{for x in [1] : x...'}
    # Every case alone as Terraform ran it, checked in groups (grouped.py: one process a
    # group of entries of the same status; a group that differs is split down to single
    # entries, each then run alone), plain, then colored where a colored form was recorded.
    def run(mod, color):
        def one(text):
            p = tycon(text, color=color, mod=mod)
            return {'rc': p.returncode, 'stdout': p.stdout, 'stderr': p.stderr}
        return one
    for mod in sorted({c.get('module', 'module') for c in cases}):
        mine = [c for c in cases if c.get('module', 'module') == mod]
        plain = [(c['input'], {'rc': c['rc'], 'stdout': c['stdout'], 'stderr': c['stderr']})
                 for c in mine]
        for inp, got, want in grouped.check(run(mod, False), plain, alone=unfinished):
            check('rc, stdout, stderr ' + inp, got, want)
        for keys in (('stdout', 'stderr'), ('stderr',), ('stdout',)):
            col = [(c['input'], {k: c[k + '_color'] for k in keys}) for c in mine
                   if all(k + '_color' in c for k in keys) and
                   not any(k + '_color' in c for k in ('stdout', 'stderr') if k not in keys)]
            for inp, got, want in grouped.check(run(mod, True), col, fields=keys,
                                                alone=unfinished):
                check('(color) %s %s' % ('/'.join(keys), inp), got, want)
    # Every result is printed (Terraform prints only the last); status 1 if any failed.
    # (an entry with an open bracket would continue on the next line here)
    main_cases = [c for c in cases if c.get('module', 'module') == 'module' and
                  c['input'] not in unfinished]
    p = tycon(''.join(c['input'] + '\n' for c in main_cases))
    check('all: stdout', p.stdout, ''.join(c['stdout'] for c in main_cases))
    check('all: stderr', p.stderr, ''.join(c['stderr'] for c in main_cases))
    check('all: rc', p.returncode, 1)
    ok = [c for c in main_cases if c['rc'] == 0]
    p = tycon('\n'.join(c['input'] for c in ok) + '\n\n')
    check('all ok: rc', p.returncode, 0)
    check('all ok: stdout', p.stdout, ''.join(c['stdout'] for c in ok))
    # Multi-line entries: open brackets and heredocs continue the entry.
    multi = [
        ('{\n  a = 1\n  b = [\n    true,\n  ]\n}\n', '{\n  "a" = 1\n  "b" = [\n    true,\n  ]\n}\n'),
        ('<<EOT\nhello\n${var.plain}\nEOT\n', '<<EOT\nhello\nhi\n\nEOT\n'),
        ('convert(\n  {a = 1},\n  object({a = string, b = optional(number, 5)})\n)\n',
         '{\n  "a" = "1"\n  "b" = 5\n}\n'),
        ('[\n  "${upper("a")}",\n]\n', '[\n  "A",\n]\n'),
        ('1 +\n', None),
    ]
    for src, want in multi:
        p = tycon(src)
        if want is None:
            check('multi rc ' + src, p.returncode, 1)
        else:
            check('multi ' + src, (p.stdout, p.stderr, p.returncode), (want, '', 0))
    # Without DIR the console reads the module in the current directory, as terraform console
    # does; a directory without configuration files is an empty module (no diagnostics).
    env = {k: v for k, v in os.environ.items() if not k.startswith('TF_VAR_')}
    p = subprocess.run([TYCON, 'console', '-no-color'], input='var.plain\n', capture_output=True,
                       text=True, cwd=os.path.join(HERE, 'module'), env=env)
    check('no DIR: the current directory', (p.stdout, p.stderr, p.returncode), ('"hi"\n', '', 0))
    empty = tempfile.mkdtemp()
    p = subprocess.run([TYCON, 'console', '-no-color'], input='1\n', capture_output=True,
                       text=True, cwd=empty, env=env)
    check('no DIR: an empty directory', (p.stdout, p.stderr, p.returncode), ('1\n', '', 0))
    os.rmdir(empty)
    # A syntax error on the second line of an entry names line 2.
    p = tycon('[\n  nosuch(1),\n]\n')
    check('line 2', '  on <console-input> line 2:' in p.stderr, True)
    # convert() failures are function-argument errors; type() output; exit and help.
    p = tycon('convert([1], string)\n')
    check('convert error', p.stderr,
          '\nError: Invalid function argument\n\n  on <console-input> line 1:\n'
          '  (source code not available)\n\nInvalid value for "value" parameter: string '
          'required, but have tuple.\n\n')
    p = tycon('convert([1, "a"], list(string))\nconvert(null, map(number))\n'
              'type(convert({}, object({a = optional(list(string))})))\n')
    check('convert ok', p.stdout, 'tolist([\n  "1",\n  "a",\n])\ntomap(null) /* of number */\n'
          'object({\n    a: list(string),\n})\n')
    p = tycon('convert(1, list(string, number))\n')
    check('convert bad type', 'Invalid type specification' in p.stderr and p.returncode == 1, True)
    # --target: tycon's own convert (defaults first) and type keywords as references before 1.15
    p = tycon('convert({}, object({a = optional(string, "d")})).a\nstring\n',
              extra=('--target=terraform@1.14',))
    check('target 1.14', (p.stdout, 'Invalid reference' in p.stderr, p.returncode),
          ('"d"\n', True, 1))
    p = tycon('string\n')
    check('target default', 'There is no variable named "string".' in p.stderr, True)
    p = tycon('1\n', extra=('--target=terraform@9.9',))
    check('target unknown', (p.returncode, 'unknown target' in p.stderr), (2, True))
    p = tycon('1\nexit\n2\n')
    check('exit', (p.stdout, p.returncode), ('1\n', 0))
    p = tycon('var.req\n', extra=('-var', 'req=["x"]'))
    check('-var', p.stdout, 'tolist([\n  "x",\n])\n')
    for name, got, want in failures:
        print('FAIL %s\n--- got\n%r\n--- want\n%r' % (name, got, want))
    print('%d failure(s)' % len(failures))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
