/* SPDX-License-Identifier: Apache-2.0 */
/*
** parse_dups.c: hcl's ParseBody check that no body sets an argument twice ("Attribute
** redefined", each repeat pointing at the first), for the bodies of a recovered parse.
*/
#include <stdlib.h>

#include "interp/syntax/parse.h"

#include "interp/syntax/parse_int.h"
#include "runtime/base/str.h"
#include "runtime/diag/diag_render.h"

static int by_name(const void *x, const void *y)
{
    const tyc_node *p = *(const tyc_node *const *)x, *q = *(const tyc_node *const *)y;
    int c = strcmp(p->text ? p->text : "", q->text ? q->text : "");
    return c ? c : (p->beg > q->beg) - (p->beg < q->beg);
}

/* One repeat: v is the argument set again, first the one that set it. -1 on OOM. */
static int redefined(tyc_arena *a, const tyc_source *src, const tyc_node *v,
                     const tyc_node *first, tyc_diags *d)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_range r = {src, first->nbeg, first->nend, 0};
    tyc_range_buf(&b, &r);
    char *at = tyc_buf_to_arena(&b, a);
    if (!at || !tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, src, v->nbeg, v->nend,
                             "Attribute redefined", "The argument \"%s\" was already set at %s. "
                             "Each argument may be set only once.", v->text ? v->text : "", at))
        return -1;
    return 0;
}

static int by_beg(const void *x, const void *y)
{
    uint32_t p = *(const uint32_t *)x, q = *(const uint32_t *)y;
    return (p > q) - (p < q);
}

/* 1 if the sorted offsets rep[0..n) hold off. */
static int has_off(const uint32_t *rep, uint32_t n, uint32_t off)
{
    return n && bsearch(&off, rep, n, sizeof *rep, by_beg) != NULL;
}

/* The repeats of one body (a sorted scan), then the body without them: hcl's body holds the
** first definition only. */
static int body_dups(tyc_arena *a, const tyc_source *src, tyc_node *body, tyc_diags *d)
{
    tyc_node **v = TYC_NEWN(a, tyc_node *, body->n ? body->n : 1);
    uint32_t *rep = TYC_NEWN(a, uint32_t, body->n ? body->n : 1);
    uint32_t n = 0, nrep = 0;
    if (!v || !rep)
        return -1;
    for (uint32_t i = 0; i < body->n; i++)
        if (body->kids[i]->kind == TYC_N_ATTR)
            v[n++] = body->kids[i];
    qsort(v, n, sizeof *v, by_name);
    for (uint32_t i = 1, j = 0; i < n; i++) { /* j: the first of the run of v[i]'s name */
        if (strcmp(v[i]->text ? v[i]->text : "", v[j]->text ? v[j]->text : "")) {
            j = i;
            continue;
        }
        if (redefined(a, src, v[i], v[j], d) < 0)
            return -1;
        rep[nrep++] = v[i]->beg;
    }
    if (!nrep)
        return 0;
    qsort(rep, nrep, sizeof *rep, by_beg);
    uint32_t w = 0;
    for (uint32_t i = 0; i < body->n; i++)
        if (body->kids[i]->kind != TYC_N_ATTR || !has_off(rep, nrep, body->kids[i]->beg))
            body->kids[w++] = body->kids[i];
    body->n = w;
    return 0;
}

int tyc_parse_body_dups(tyc_arena *a, const tyc_source *src, tyc_node *body, tyc_diags *d)
{
    if (!body || body->kind != TYC_N_BODY)
        return 0;
    if (body_dups(a, src, body, d) < 0)
        return -1;
    for (uint32_t i = 0; i < body->n; i++) {
        tyc_node *k = body->kids[i];
        if (k->kind == TYC_N_BLOCK && k->n && tyc_parse_body_dups(a, src, k->kids[0], d) < 0)
            return -1;
    }
    return 0;
}
