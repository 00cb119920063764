/* SPDX-License-Identifier: Apache-2.0 */
/*
** parse_synerr.c: what hcl's ExprSyntaxError holds from before its dot. hcl's
** parseExpressionTraversals gathers the diagnostics of every step of a traversal (an index's
** missing `]`, its key's errors) and a dot without its name keeps them all in the
** ExprSyntaxError it returns, which gives them again when evaluated. A recovered parse is built
** in several reads, so the tree gets them after the last: the file's diagnostics between the
** end of the traversal's root term (rend, set where the node was made) and its dot.
*/
#include <stdlib.h>
#include <string.h>

#include "interp/syntax/parse.h"

#include "interp/syntax/parse_int.h"

typedef struct ranged {
    const tyc_diag *g;
    uint32_t order; /* (the file's order, among equal offsets) */
} ranged;

static int by_offset(const void *x, const void *y)
{
    const ranged *p = x, *q = y;
    uint32_t a = p->g->subject.beg, b = q->g->subject.beg;
    return a != b ? (a > b) - (a < b) : (p->order > q->order) - (p->order < q->order);
}

/* The first of the n sorted diagnostics at offset b or after. */
static uint32_t lower(const ranged *r, uint32_t n, uint32_t b)
{
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (r[mid].g->subject.beg < b)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* Gives node x its list: the diagnostics of r[0, n) from its root term's end to just before
** its dot's own. 0, or -1 on OOM. */
static int give(tyc_arena *a, const tyc_source *src, const char *text, tyc_node *x,
                const ranged *r, uint32_t n)
{
    /* (a placeholder's root: the diagnostic at its token is the term's, not the traversal's;
    ** a placeholder put back at its item's closer has rend just past its first failed dot;
    ** one put back where a construct was blanked is that construct: all of the blanks) */
    uint32_t re = x->rend && x->rend != x->beg ? x->rend : x->beg + 1;
    if (text && re == x->beg + 1 && x->beg < src->len && text[x->beg] == ' ' &&
        strchr("[{(", src->text[x->beg]))
        while (re < x->nbeg && (text[re] == ' ' || text[re] == '\n'))
            re++;
    uint32_t from = lower(r, n, re);
    uint32_t to = lower(r, n, x->nbeg);
    if (from >= to)
        return 0;
    tyc_node_diag *l = TYC_NEWN(a, tyc_node_diag, to - from + 1);
    if (!l)
        return -1;
    uint32_t k = 0;
    for (uint32_t i = from; i < to; i++) {
        const tyc_diag *g = r[i].g;
        if (g->severity != TYC_SEV_ERROR || g->subject.src != src || g->subject.end > x->nbeg)
            continue;
        l[k].summary = g->summary, l[k].detail = g->detail;
        l[k].beg = g->subject.beg, l[k].end = g->subject.end;
        k++;
    }
    l[k].summary = NULL;
    x->prior = k ? l : NULL;
    return 0;
}

static int walk(tyc_arena *a, const tyc_source *src, const char *text, tyc_node *x,
                const ranged *r, uint32_t n, int depth)
{
    if (!x || depth > 10000)
        return 0;
    if (x->kind == TYC_N_VALUE)
        return (x->flags & TYC_NF_SYNERR) ? give(a, src, text, x, r, n) : 0;
    for (uint32_t i = 0; i < x->n; i++)
        if (walk(a, src, text, x->kids[i], r, n, depth + 1) < 0)
            return -1;
    return 0;
}

/* 1 when the tree at x holds an ExprSyntaxError (depth bounded as walk). */
static int has_synerr(const tyc_node *x, int depth)
{
    if (!x || depth > 10000)
        return 0;
    if (x->kind == TYC_N_VALUE)
        return (x->flags & TYC_NF_SYNERR) != 0;
    for (uint32_t i = 0; i < x->n; i++)
        if (has_synerr(x->kids[i], depth + 1))
            return 1;
    return 0;
}

int tyc_synerr_prior(tyc_arena *a, const tyc_source *src, const char *text, tyc_node *root,
                     const tyc_diags *d, const tyc_diag *since)
{
    if (!root || !src->text || !has_synerr(root, 0))
        return 0;
    uint32_t n = 0;
    for (const tyc_diag *g = since ? since->next : d->head; g; g = g->next)
        n += g->subject.src == src;
    if (!n)
        return 0;
    ranged *r = TYC_NEWN(a, ranged, n);
    if (!r)
        return -1;
    uint32_t k = 0;
    for (const tyc_diag *g = since ? since->next : d->head; g && k < n; g = g->next)
        if (g->subject.src == src)
            r[k].g = g, r[k].order = k, k++;
    qsort(r, k, sizeof *r, by_offset);
    return walk(a, src, text, root, r, k, 0);
}
