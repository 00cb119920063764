/* SPDX-License-Identifier: Apache-2.0 */
/*
** diff_ver.c: version constraints compared as sets of versions (diff.h,
** tyc_diff_constraint): "=", "!=", ">", ">=", "<", "<=", "~>" over versions of up to three
** numeric parts, joined by commas, as Terraform reads required_version, module `version`
** and required_providers versions. Each constraint is an interval minus excluded points.
*/
#include <stdint.h>
#include <string.h>

#include "interp/diff/diff.h"

enum { MAXEX = 16 };

typedef struct ver {
    int64_t p[3];
} ver;

typedef struct vset {
    ver lo, hi;
    int lo_in, hi_in, hi_inf;   /* bounds inclusive; hi_inf: no upper bound */
    ver ex[MAXEX];              /* excluded points (!=) */
    int nex;
} vset;

static int vcmp(ver a, ver b)
{
    for (int i = 0; i < 3; i++)
        if (a.p[i] != b.p[i])
            return a.p[i] < b.p[i] ? -1 : 1;
    return 0;
}

static const char *skip(const char *s)
{
    while (*s == ' ' || *s == '\t' || *s == 'v')
        s++;
    return s;
}

/* Reads a version of 1..3 numeric parts into *v; *nparts receives the count. NULL when
** malformed (pre-release and metadata suffixes included: not compared). */
static const char *read_ver(const char *s, ver *v, int *nparts)
{
    *nparts = 0;
    memset(v, 0, sizeof *v);
    s = skip(s);
    while (*nparts < 3 && *s >= '0' && *s <= '9') {
        int64_t x = 0;
        while (*s >= '0' && *s <= '9' && x < (INT64_C(1) << 40))
            x = x * 10 + (*s++ - '0');
        v->p[(*nparts)++] = x;
        if (*s != '.')
            break;
        s++;
    }
    s = skip(s);
    return *nparts && (*s == 0 || *s == ',') ? s : NULL;
}

static void lower(vset *s, ver v, int in)
{
    int c = vcmp(v, s->lo);
    if (c > 0 || (c == 0 && !in)) {
        s->lo = v;
        s->lo_in = in;
    }
}

static void upper(vset *s, ver v, int in)
{
    int c = vcmp(v, s->hi);
    if (s->hi_inf || c < 0 || (c == 0 && !in)) {
        s->hi = v;
        s->hi_in = in;
        s->hi_inf = 0;
    }
}

/* One "op version" term into s. 0, or -1 when malformed. */
static int term(const char **sp, vset *s)
{
    const char *p = skip(*sp);
    static const char *const ops[] = {"~>", ">=", "<=", "!=", ">", "<", "=", ""};
    int op = 0;
    while (strncmp(p, ops[op], strlen(ops[op])))
        op++;
    ver v;
    int n;
    const char *e = read_ver(p + strlen(ops[op]), &v, &n);
    if (!e)
        return -1;
    *sp = *e == ',' ? e + 1 : e;
    switch (op) {
    case 0: { /* ~>: the last given part may grow */
        ver hi = v;
        int k = n == 1 ? 0 : n - 2;
        hi.p[k]++;
        for (int i = k + 1; i < 3; i++)
            hi.p[i] = 0;
        lower(s, v, 1);
        upper(s, hi, 0);
        return 0;
    }
    case 1: lower(s, v, 1); return 0;
    case 2: upper(s, v, 1); return 0;
    case 3:
        if (s->nex < MAXEX)
            s->ex[s->nex++] = v;
        return 0;
    case 4: lower(s, v, 0); return 0;
    case 5: upper(s, v, 0); return 0;
    default: lower(s, v, 1); upper(s, v, 1); return 0;
    }
}

static int parse(const char *c, vset *s)
{
    memset(s, 0, sizeof *s);
    s->lo_in = 1;
    s->hi_inf = 1;
    while (*skip(c))
        if (term(&c, s) < 0)
            return -1;
    return 0;
}

/* 1 when interval a lies within interval b. */
static int within(const vset *a, const vset *b)
{
    int c = vcmp(a->lo, b->lo);
    if (c < 0 || (c == 0 && a->lo_in && !b->lo_in))
        return 0;
    if (b->hi_inf)
        return 1;
    if (a->hi_inf)
        return 0;
    c = vcmp(a->hi, b->hi);
    return !(c > 0 || (c == 0 && a->hi_in && !b->hi_in));
}

static int contains(const vset *s, ver v)
{
    int c = vcmp(v, s->lo);
    if (c < 0 || (c == 0 && !s->lo_in))
        return 0;
    if (s->hi_inf)
        return 1;
    c = vcmp(v, s->hi);
    return c < 0 || (c == 0 && s->hi_in);
}

static int excluded(const vset *s, ver v)
{
    for (int i = 0; i < s->nex; i++)
        if (!vcmp(s->ex[i], v))
            return 1;
    return 0;
}

/* 1 when some version of a is missing from b. */
static int loses(const vset *a, const vset *b)
{
    if (!within(a, b))
        return 1;
    for (int i = 0; i < b->nex; i++)
        if (contains(a, b->ex[i]) && !excluded(a, b->ex[i]))
            return 1;
    return 0;
}

static int same_text(const char *a, const char *b)
{
    for (;;) {
        while (*a == ' ')
            a++;
        while (*b == ' ')
            b++;
        if (*a != *b)
            return 0;
        if (!*a)
            return 1;
        a++, b++;
    }
}

int tyc_diff_constraint(const char *old_c, const char *new_c)
{
    vset o, n;
    if (parse(old_c, &o) < 0 || parse(new_c, &n) < 0)
        return same_text(old_c, new_c) ? 0 : 3;
    int lose = loses(&o, &n), gain = loses(&n, &o);
    return lose ? (gain ? 3 : 1) : gain ? 2 : 0;
}
