/* SPDX-License-Identifier: Apache-2.0 */
/*
** version.c: version constraints as sets of versions (version.h), and the core version
** check of a module's `terraform { required_version = ... }`.
*/
#include <stdio.h>
#include <string.h>

#include "interp/config/version.h"

#include "interp/config/project.h"
#include "runtime/base/str.h"

static int vcmp(tyc_ver a, tyc_ver b)
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

/* Reads a version of 1..3 numeric parts into *v; *nparts receives the count; the rest must
** be `end` chars only (after blanks). NULL when malformed. */
static const char *read_ver(const char *s, tyc_ver *v, int *nparts, const char *end)
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
    return *nparts && (*s == 0 || strchr(end, *s)) ? s : NULL;
}

static void lower(tyc_vset *s, tyc_ver v, int in)
{
    int c = vcmp(v, s->lo);
    if (c > 0 || (c == 0 && !in)) {
        s->lo = v;
        s->lo_in = in;
    }
}

static void upper(tyc_vset *s, tyc_ver v, int in)
{
    int c = vcmp(v, s->hi);
    if (s->hi_inf || c < 0 || (c == 0 && !in)) {
        s->hi = v;
        s->hi_in = in;
        s->hi_inf = 0;
    }
}

/* One "op version" term into s. 0, or -1 when malformed. */
static int term(const char **sp, tyc_vset *s)
{
    const char *p = skip(*sp);
    static const char *const ops[] = {"~>", ">=", "<=", "!=", ">", "<", "=", ""};
    int op = 0;
    while (strncmp(p, ops[op], strlen(ops[op])))
        op++;
    tyc_ver v;
    int n;
    const char *e = read_ver(p + strlen(ops[op]), &v, &n, ",");
    if (!e)
        return -1;
    *sp = *e == ',' ? e + 1 : e;
    switch (op) {
    case 0: { /* ~>: the last given part may grow */
        tyc_ver hi = v;
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
        if (s->nex < TYC_VSET_MAXEX)
            s->ex[s->nex++] = v;
        return 0;
    case 4: lower(s, v, 0); return 0;
    case 5: upper(s, v, 0); return 0;
    default: lower(s, v, 1); upper(s, v, 1); return 0;
    }
}

int tyc_vset_parse(const char *c, tyc_vset *s)
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
static int within(const tyc_vset *a, const tyc_vset *b)
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

static int contains(const tyc_vset *s, tyc_ver v)
{
    int c = vcmp(v, s->lo);
    if (c < 0 || (c == 0 && !s->lo_in))
        return 0;
    if (s->hi_inf)
        return 1;
    c = vcmp(v, s->hi);
    return c < 0 || (c == 0 && s->hi_in);
}

static int excluded(const tyc_vset *s, tyc_ver v)
{
    for (int i = 0; i < s->nex; i++)
        if (!vcmp(s->ex[i], v))
            return 1;
    return 0;
}

int tyc_vset_loses(const tyc_vset *a, const tyc_vset *b)
{
    if (!within(a, b))
        return 1;
    for (int i = 0; i < b->nex; i++)
        if (contains(a, b->ex[i]) && !excluded(a, b->ex[i]))
            return 1;
    return 0;
}

int tyc_vset_allows(const tyc_vset *s, const char *v)
{
    tyc_ver x;
    int n;
    return read_ver(v, &x, &n, "-+") && contains(s, x) && !excluded(s, x);
}

/* The text of a string literal (parenthesised or not), or NULL. */
static const char *literal(const tyc_node *e)
{
    while (e && e->kind == TYC_N_PAREN && e->n)
        e = e->kids[0];
    return tyc_project_lit(e);
}

/* The terms of c with a pre-release version ("1.2.0-beta"): each added to d as go-version
** prints a constraint term (its operator, a space, its version). Returns their number. */
static int prerelease_terms(const char *c, const tyc_source *src, const tyc_node *at,
                            tyc_diags *d, int *oom)
{
    int n = 0;
    while (*c) {
        const char *e = strchr(c, ','), *stop = e ? e : c + strlen(c), *dash = NULL;
        for (const char *p = c; p < stop && !dash; p++)
            if (*p == '-' && p > c && p[-1] >= '0' && p[-1] <= '9')
                dash = p;
        if (dash) {
            const char *b = c, *opend, *vb, *ve = stop;
            while (*b == ' ' || *b == '\t')
                b++;
            for (opend = b; opend < stop && strchr("~><=!", *opend); opend++)
                ;
            for (vb = opend; vb < stop && (*vb == ' ' || *vb == 'v'); vb++)
                ;
            while (ve > vb && (ve[-1] == ' ' || ve[-1] == '\t'))
                ve--;
            n++;
            if (!tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, src, at->beg, at->end,
                              "Invalid required_version constraint",
                              "Prerelease version constraints are not supported: %.*s%s%.*s. "
                              "Remove the prerelease information from the constraint. "
                              "Prerelease versions of terraform will match constraints using "
                              "their version core only.",
                              (int)(opend - b), b, opend > b ? " " : "= ", (int)(ve - vb), vb))
                return *oom = 1, n;
        }
        c = e ? e + 1 : stop;
    }
    return n;
}

/* One required_version attribute rv of src's `terraform` block. 0, or -1 on OOM. */
static int check_one(tyc_arena *a, const tyc_source *src, const tyc_node *rv, tyc_target t,
                     const char *path, const char *source, tyc_diags *d)
{
    const char *c = literal(rv->kids[0]), *rel = tyc_target_release(t);
    const char *prod = tyc_target_product(t);
    tyc_vset s;
    int oom = 0;
    if (!c || prerelease_terms(c, src, rv, d, &oom) || tyc_vset_parse(c, &s) < 0 ||
        tyc_vset_allows(&s, rel))
        return oom ? -1 : 0;
    const char *head = path ? tyc_sprintf(a, "Module %s (from %s) does not", path, source)
                            : "This configuration does not";
    char sum[48];
    snprintf(sum, sizeof sum, "Unsupported %s Core version", prod);
    return head && tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, src, rv->beg, rv->end, sum,
                                "%s support %s version %s. To proceed, either choose another "
                                "supported %s version or update this version constraint. "
                                "Version constraints are normally set for good reason, so "
                                "updating the constraint may lead to other errors or "
                                "unexpected behavior.",
                                head, prod, rel, prod)
               ? 0
               : -1;
}

int tyc_core_version_check(tyc_arena *a, const tyc_module *m, tyc_target t, const char *path,
                           const char *source, tyc_diags *d)
{
    for (uint32_t f = 0; f < m->nfiles; f++) {
        const tyc_node *body = m->files[f] && !m->files[f]->json ? m->files[f]->body : NULL;
        for (uint32_t i = 0; body && body->kind == TYC_N_BODY && i < body->n; i++) {
            const tyc_node *b = body->kids[i];
            if (b->kind != TYC_N_BLOCK || strcmp(b->text, "terraform") || !b->n)
                continue;
            const tyc_node *rv = tyc_body_attr(b->kids[0], "required_version");
            if (rv && check_one(a, m->files[f], rv, t, path, source, d) < 0)
                return -1;
        }
    }
    return 0;
}
