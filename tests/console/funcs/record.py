#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Records expected.json from a real `terraform console` run in module/: per case of
cases.txt, the exit status, stdout and stderr (plain, -no-color) and stderr with colors.
HOME is fixed so that pathexpand() results do not depend on the machine. Not run by CTest;
rerun by hand when cases change: python3 record.py"""
import json, os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
HOME = '/home/tycon-test'

# Cases where Terraform >= 1.13 (go-cty 1.16.3) prints differently from the v1.11.4 on
# this machine: their expected entries were written from the newer source (and checked by
# hand) and are kept as they are when re-recording, marked with the reason.
BUT_HAVE = "go-cty 1.16.3 MismatchMessage: ', but have <type>'"
NEWER = {
    'md5(["a"])': BUT_HAVE,
    'sha1({})': BUT_HAVE,
    'sha256([])': BUT_HAVE,
    'base64sha256({a = 1})': BUT_HAVE,
    'base64sha512([1])': BUT_HAVE,
    'base64encode([])': BUT_HAVE,
    'base64gzip([])': BUT_HAVE,
    'filebase64sha512([])': BUT_HAVE,
    'chunklist("a", 1)': BUT_HAVE,
    'transpose({a = "x"})': BUT_HAVE,
    'templatestring(var.tpl, {name = [1]})': BUT_HAVE,
}
# Terraform 1.15 (the default target) where v1.11.4 has no such rule.
CONVERT = "Terraform 1.15 convert (internal/lang/functions.go:200, funcs/conversion.go:241)"
KEYWORD = ("Terraform 1.15: a bare type keyword is no reference "
           "(internal/addrs/parse_ref.go:411)")
NULLCMP = ("go-cty 1.18.0 (Terraform 1.15): == null keeps top-level marks only "
           "(cty/value_ops.go:153)")
NEWER.update({c: CONVERT for c in (
    'convert({}, object({attr = optional(string, "default")}))',
    'convert({}, map(list(map(set(string)))))',
    'convert([1, "a"], list(string))',
    'convert({a = "x"}, object({a = number}))',
    'convert(null, object({a = optional(string, "d")}))',
    'convert(sensitive({a = 1}), map(number))',
    'convert([{}, {a = 2}], list(object({a = optional(number, 5)})))',
    'core::convert(true, string)',
    'convert(1, list(string, number))',
    'convert("a")')})
NEWER['string'] = KEYWORD
NEWER['{a = sensitive(1)} == null'] = NULLCMP
NEWER['{a = sensitive(1)} == {a = 1}'] = NULLCMP


def cases():
    with open(os.path.join(HERE, 'cases.txt'), encoding='utf-8') as f:
        for line in f:
            line = line.rstrip('\n')
            if line and not line.startswith('#'):
                yield line


def main():
    env = dict(os.environ, TF_CLI_CONFIG_FILE=os.devnull, HOME=HOME)
    env = {k: v for k, v in env.items() if not k.startswith('TF_VAR_')}
    out = []
    path = os.path.join(HERE, 'expected.json')
    old = {c['input']: c for c in json.load(open(path, encoding='utf-8'))} \
        if os.path.exists(path) else {}

    def tf(entry, color):
        args = ['terraform', 'console'] + ([] if color else ['-no-color'])
        return subprocess.run(args, input=entry + '\n', capture_output=True, text=True,
                              cwd=os.path.join(HERE, 'module'), env=env)
    for c in cases():
        if c in NEWER:
            out.append(dict(old[c], newer=NEWER[c]))
            continue
        p, q = tf(c, False), tf(c, True)
        out.append({'input': c, 'rc': p.returncode, 'stdout': p.stdout, 'stderr': p.stderr,
                    'stderr_color': q.stderr})
    with open(path, 'w', encoding='utf-8') as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
        f.write('\n')


if __name__ == '__main__':
    sys.exit(main())
