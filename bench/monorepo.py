#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""monorepo.py: writes a platform team's monorepo for `tycon check --recursive` (issue 25):
TEAMS teams x the 18 real-world modules of tests/check/rw_* (their .tf / .tf.json files and
tfvars), each module padded with generated variables (objects with optional attributes and
defaults, lists, maps, a validation rule each) and their values in a *.auto.tfvars, to
about PAD_KB KiB per module, as public modules are (the issue's tree: 50 teams x 18
modules, 42 MB). Every team also gets envs/{dev,prod}.tfvars for --var-file-each runs.
Deterministic: the same arguments write the same bytes.

usage: monorepo.py OUT TEAMS [--pad-kb N] [--modules M]
  --modules M   only the first M of the 18 modules per team (test trees)
"""
import argparse
import os
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', 'tests', 'check')
KEEP = ('.tf', '.tf.json', '.tfvars', '.tfvars.json')


def modules():
    return sorted(d for d in os.listdir(SRC) if d.startswith('rw_'))


def pad_var(k, team):
    """One generated variable and its tfvars value (both strings)."""
    kind = k % 4
    desc = ('Generated setting %d of team %d: a description as long as the ones of public '
            'modules usually are, so that the files have their usual size.' % (k, team))
    if kind == 0:
        decl = ('variable "gen_%d" {\n  description = "%s"\n  type = object({\n'
                '    name     = string\n    size     = optional(number, 3)\n'
                '    tags     = optional(map(string), {})\n'
                '    rules    = optional(list(object({port = number, cidr = optional(string, '
                '"0.0.0.0/0")})), [])\n  })\n'
                '  validation {\n    condition     = length(var.gen_%d.name) > 0\n'
                '    error_message = "The name must not be empty."\n  }\n}\n'
                % (k, desc, k))
        val = ('gen_%d = {\n  name = "svc-%d-%d"\n  tags = {team = "t%d", env = "dev"}\n'
               '  rules = [{port = 443}, {port = 80, cidr = "10.%d.0.0/16"}]\n}\n'
               % (k, team, k, team, k % 256))
    elif kind == 1:
        decl = ('variable "gen_%d" {\n  description = "%s"\n  type = list(string)\n'
                '  default = []\n  validation {\n'
                '    condition     = length(var.gen_%d) <= 10\n'
                '    error_message = "At most 10 entries."\n  }\n}\n' % (k, desc, k))
        val = 'gen_%d = ["a-%d", "b-%d", "c"]\n' % (k, team, k)
    elif kind == 2:
        decl = ('variable "gen_%d" {\n  description = "%s"\n  type = map(number)\n'
                '  default = {}\n}\n' % (k, desc))
        val = 'gen_%d = {\n  min = 1\n  max = %d\n  desired = 2\n}\n' % (k, k + 3)
    else:
        decl = ('variable "gen_%d" {\n  description = "%s"\n  type = string\n'
                '  default = "x"\n  validation {\n'
                '    condition     = can(regex("^[a-z0-9-]+$", var.gen_%d))\n'
                '    error_message = "Lowercase letters, digits and hyphens only."\n  }\n}\n'
                % (k, desc, k))
        val = 'gen_%d = "value-%d-%d"\n' % (k, team, k)
    return decl, val


def write_module(dst, src, team, pad_bytes):
    os.makedirs(dst, exist_ok=True)
    size = 0
    for f in sorted(os.listdir(src)):
        if f.endswith(KEEP):
            shutil.copyfile(os.path.join(src, f), os.path.join(dst, f))
            size += os.path.getsize(os.path.join(src, f))
    decls, vals, k = [], [], 0
    while size < pad_bytes:
        d, v = pad_var(k, team)
        decls.append(d)
        vals.append(v)
        size += len(d) + len(v)
        k += 1
    if decls:
        with open(os.path.join(dst, 'generated.tf'), 'w') as f:
            f.write(''.join(decls))
        with open(os.path.join(dst, 'generated.auto.tfvars'), 'w') as f:
            f.write(''.join(vals))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('out')
    ap.add_argument('teams', type=int)
    ap.add_argument('--pad-kb', type=int, default=47)
    ap.add_argument('--modules', type=int, default=0)
    a = ap.parse_args()
    mods = modules()
    if a.modules:
        mods = mods[:a.modules]
    for t in range(a.teams):
        team = os.path.join(a.out, 'team%02d' % t)
        for m in mods:
            write_module(os.path.join(team, 'modules', m[3:]), os.path.join(SRC, m), t,
                         a.pad_kb * 1024)
        envs = os.path.join(team, 'envs')
        os.makedirs(envs, exist_ok=True)
        for e in ('dev', 'prod'):
            with open(os.path.join(envs, e + '.tfvars'), 'w') as f:
                f.write('gen_1 = ["%s-%d"]\n' % (e, t))


if __name__ == '__main__':
    main()
