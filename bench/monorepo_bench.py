#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""monorepo_bench.py: `tycon check --recursive` on generated monorepos (bench/monorepo.py,
issue 25): the peak RSS at 450 and 900 modules (targets: <= 64 MB, and 900 <= 1.25x 450:
memory flat in the number of modules) and the wall time of the default -parallelism (the
number of processors) against -parallelism=1 (target <= 0.65x on 2 cores), each the
median and best of R alternating runs; the outputs (stdout, stderr, exit status) of the
two must be identical. The load average is printed with the figures: on a shared machine
the wall-time ratio is only as good as the cores that were free.

usage: monorepo_bench.py TYCON [R] [--keep DIR] [--validate]"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def run(tycon, root, par, cmd):
    """(wall seconds, peak RSS in KiB, exit status, stdout, stderr) of one run."""
    args = [tycon, cmd, '--recursive', '.']
    if par:
        args.insert(2, '-parallelism=%d' % par)
    # /usr/bin/time measures the peak RSS: a child forked from Python keeps Python's own
    # high-water mark across exec in its rusage
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.NamedTemporaryFile('r') as rss:
        t = time.monotonic()
        code = subprocess.call(['/usr/bin/time', '-f', '%M %U %S', '-o', rss.name] + args, cwd=root,
                               stdout=out, stderr=err, env=dict(os.environ, NO_COLOR='1'))
        wall = time.monotonic() - t
        out.seek(0)
        err.seek(0)
        kb, user, sys_ = rss.read().split()[-3:]
        return wall, int(kb), code, out.read(), err.read(), float(user) + float(sys_)


def main():
    argv = sys.argv[1:]
    keep = None
    cmd = 'check'
    if '--keep' in argv:
        i = argv.index('--keep')
        keep = argv[i + 1]
        del argv[i:i + 2]
    if '--validate' in argv:
        argv.remove('--validate')
        cmd = 'validate'
    if not argv:
        sys.exit(__doc__)
    tycon = os.path.abspath(argv[0])
    reps = int(argv[1]) if len(argv) > 1 else 5
    base = keep or tempfile.mkdtemp(prefix='tycon-mono-')
    trees = {}
    for mods, teams in ((450, 25), (900, 50)):
        d = os.path.join(base, str(mods))
        if not os.path.isdir(d):
            subprocess.check_call([sys.executable, os.path.join(HERE, 'monorepo.py'), d,
                                   str(teams)])
        size = sum(os.path.getsize(os.path.join(r, f)) for r, _, fs in os.walk(d) for f in fs)
        trees[mods] = d
        print('tree: %d modules (%d teams x 18), %.1f MB of .tf / tfvars'
              % (mods, teams, size / 1e6))
    print('processors: %d, load average before: %.2f' % (os.cpu_count(), os.getloadavg()[0]))
    rss = {}
    for mods, d in trees.items():
        r1 = run(tycon, d, 1, cmd)
        rd = run(tycon, d, 0, cmd)
        rss[mods] = (r1[1], rd[1])
        if r1[2:5] != rd[2:5]:
            sys.exit('FAIL: output of -parallelism=1 and the default differ on %d modules'
                     % mods)
        print('%d modules: peak RSS %.1f MB (-parallelism=1), %.1f MB (default); exit %d, '
              '%d bytes of output, identical' % (mods, r1[1] / 1024, rd[1] / 1024, r1[2],
                                                 len(r1[3]) + len(r1[4])))
    worst = max(rss[900])
    flat = max(rss[900][k] / rss[450][k] for k in (0, 1))
    print('peak RSS at 900 modules: %.1f MB (target <= 64): %s; 900/450: %.2fx (target '
          '<= 1.25): %s' % (worst / 1024, 'ok' if worst <= 64 * 1024 else 'OVER', flat,
                            'ok' if flat <= 1.25 else 'OVER'))
    w1, wd, c1, cd = [], [], [], []
    for _ in range(reps):
        r = run(tycon, trees[900], 1, cmd)
        w1.append(r[0])
        c1.append(r[5])
        r = run(tycon, trees[900], 0, cmd)
        wd.append(r[0])
        cd.append(r[5])
    m1, md = statistics.median(w1), statistics.median(wd)
    print('900 modules, %d runs each: -parallelism=1 median %.2f s (best %.2f); default '
          'median %.2f s (best %.2f)' % (reps, m1, min(w1), md, min(wd)))
    print('CPU seconds (user + system) median: %.2f (-parallelism=1), %.2f (default)'
          % (statistics.median(c1), statistics.median(cd)))
    ratio = md / m1
    print('default / -parallelism=1: %.2fx median, %.2fx best (target <= 0.65): %s; load '
          'average after: %.2f' % (ratio, min(wd) / min(w1), 'ok' if ratio <= 0.65 else 'OVER',
                                   os.getloadavg()[0]))
    if not keep:
        subprocess.call(['rm', '-rf', base])


if __name__ == '__main__':
    main()
