# SPDX-License-Identifier: Apache-2.0
"""Transcripts of `tycon console` checked in groups (issue 25: the suite's time goes to
process start-ups, most of all under the sanitizers).

Piped, tycon prints every entry's result, so a group of entries run in one process must
print its entries' stdout one after another, its entries' stderr one after another, and
exit 1 if any entry's recorded status is 1. So that every entry's own status is still
checked, entries are grouped with entries of the same status: in a group of entries that
succeed, any failure makes the status 1; in a group of entries that fail with nothing on
stdout, an entry that succeeded would have printed its result (at least a newline) there.
Other entries run alone. A group whose output differs is split in two
and each half checked again, down to single entries, each then checked alone exactly as
before (rc, stdout, stderr): a failure is always named by its own run, and an entry that
breaks a group (an open bracket reads on, `exit` stops) only costs a few more runs."""
import concurrent.futures

GROUP = 64


def _joined(wants, field):
    if field == 'rc':
        return 1 if any(w['rc'] for w in wants) else 0
    return ''.join(w[field] for w in wants)


def check(run, cases, fields=('rc', 'stdout', 'stderr'), group=GROUP, workers=2, norm=None,
          alone=()):
    """run(text) -> {'rc', 'stdout', 'stderr'} of one tycon process fed text; cases: a list
    of (input, want) where want holds every field of fields. norm(got_dict, inputs): the
    output as compared (optional); alone: inputs run alone (an open bracket would read on
    into the next entry). Returns [(input, got, want)] of the failing entries
    (got and want as tuples over fields)."""

    def compare(items):
        text = ''.join(inp + '\n' for inp, _ in items)
        got = run(text)
        if norm:
            got = norm(got, [inp for inp, _ in items])
        g = tuple(got[f] for f in fields)
        w = tuple(_joined([want for _, want in items], f) for f in fields)
        return g == w, g, w

    def solve(items):
        ok, g, w = compare(items)
        if ok:
            return []
        if len(items) == 1:
            return [(items[0][0], g, w)]
        mid = len(items) // 2
        return solve(items[:mid]) + solve(items[mid:])

    if 'rc' in fields:
        ok, bad, alone_ = [], [], []
        for c in cases:
            if c[0] in alone:
                alone_.append(c)
            elif c[1]['rc'] == 0:
                ok.append(c)
            elif 'stdout' in fields and c[1]['stdout'] == '':
                bad.append(c)
            else:
                alone_.append(c)
    else:
        ok = [c for c in cases if c[0] not in alone]
        bad, alone_ = [], [c for c in cases if c[0] in alone]
    groups = [part[i:i + group] for part in (ok, bad) for i in range(0, len(part), group)]
    groups += [[c] for c in alone_]
    with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as ex:
        return [f for fails in ex.map(solve, groups) for f in fails]
