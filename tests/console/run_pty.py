#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Interactive tests of `tycon console` through a pseudo-terminal: keys are typed, the
screen is read back (screen.py) and compared with the expected transcript, which is what
`terraform console` shows for the same keys (except `help`, whose text is tycon's, and the
tycon-only features: tab completion and persistent history). usage: run_pty.py TYCON"""
import os, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import screen

HERE = os.path.dirname(os.path.abspath(__file__))
TYCON = os.path.abspath(sys.argv[1])

SESSION = [
    ('1 + 5\r', '> 1 + 5\n6\n'),
    ('[\r', '> [\n'),
    ('1,\r', ': 1,\n'),
    ('"a\\nb"]\r', ': "a\\nb"]\n[\n  1,\n  <<-EOT\n  a\n  b\n  EOT,\n]\n'),
    ('{\r', '> {\n'),
    ('\x03', ': ^C\n(multi-line entry canceled)\n'),
    ('abc\x03', '> abc^C\n'),
    ('[\r', '> [\n'),
    ('1,\r', ': 1,\n'),
    ('x\x03', ': x^C\n'),
    ('2]\r', ': 2]\n[\n  1,\n  2,\n]\n'),
    ('var.o\t\r', '> var.obj\n{\n  "name" = "n"\n  "size" = 3\n  "tags" = tomap(null) /* of string */\n}\n'),
    ('type(var.req)\r', '> type(var.req)\nlist(string)\n'),
    ('nosuch(\r', '> nosuch(\n'),
    ('1)\r', ': 1)\n\nError: Call to unknown function\n\n  on <console-input> line 1:\n'
             '  (source code not available)\n\nThere is no function named "nosuch".\n\n\n'),
    ('\r', '>\n\n'),
    ('\x1b[A\x1b[A\x1b[A\r', '> type(var.req)\nlist(string)\n'),
    ('\x04', '> exit\n'),
]


def main():
    home = tempfile.mkdtemp()
    # libedit keeps the names of added editor functions until exit (not tycon's memory)
    env = {'HOME': home, 'TERM': 'xterm',
           'LSAN_OPTIONS': 'print_suppressions=0:suppressions=' + os.path.join(HERE, 'lsan.supp')}
    keys = [k for k, _ in SESSION]
    want = ''.join(s for _, s in SESSION)
    got, status = screen.run([TYCON, 'console', '-no-color', '.'], keys,
                             os.path.join(HERE, 'module'), env)
    fails = 0
    if got != want or status != 0:
        print('FAIL session (status %r)\n--- got\n%s--- want\n%s' % (status, got, want))
        fails += 1
    hist = open(os.path.join(home, '.tycon_history'), encoding='utf-8').read()
    if 'type(var.req)' not in hist or 'nosuch(' not in hist:
        print('FAIL history file:\n' + hist)
        fails += 1
    # History persists: a new session recalls the last entry of the previous one.
    got, status = screen.run([TYCON, 'console', '-no-color', '.'], ['\x1b[A\r', '\x03'],
                             os.path.join(HERE, 'module'), env)
    want = '> type(var.req)\nlist(string)\n> ^C\n'
    if got != want or status != 0:
        print('FAIL history recall (status %r)\n--- got\n%s--- want\n%s' % (status, got, want))
        fails += 1
    # Ctrl-C on an empty first line exits; help; exit; start-up diagnostics are shown.
    got, status = screen.run([TYCON, 'console', '-no-color', '.'], ['help\r', 'exit\r'],
                             os.path.join(HERE, 'bad'), env)
    w1 = got.find('Warning: Value for undeclared variable')
    e1 = got.find('Error: Invalid value for input variable')
    w2 = got.find('Warning: Due to the problems above')
    if not got.startswith('\nWarning: Value for undeclared variable\n') or \
            not 0 < w1 < e1 < w2 or '> help\nThe tycon console allows' not in got or \
            not got.endswith('> exit\n') or status != 0:
        print('FAIL help/exit (status %r)\n%s' % (status, got))
        fails += 1
    print('%d failure(s)' % fails)
    return 1 if fails else 0


if __name__ == '__main__':
    sys.exit(main())
