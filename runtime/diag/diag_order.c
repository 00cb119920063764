/* SPDX-License-Identifier: Apache-2.0 */
/*
** diag_order.c: Terraform's display order of diagnostics (tfdiags sortDiagnostics, a stable
** sort) and its warning consolidation (Diagnostics.ConsolidateWarnings).
*/
#include <stdio.h>

#include "runtime/diag/diag_render.h"

static uint32_t count_seps(const char *s)
{
    uint32_t n = 0;
    for (; s && *s; s++)
        n += *s == '/';
    return n;
}

/* sortDiagnostics.Less */
static int diag_less(const tyc_diag *x, const tyc_diag *y)
{
    if (x->severity != y->severity)
        return x->severity == TYC_SEV_WARNING;
    int xs = x->subject.src != NULL, ys = y->subject.src != NULL;
    if (xs != ys)
        return !xs;
    if (!xs)
        return 0;
    const char *xn = x->subject.src->name ? x->subject.src->name : "";
    const char *yn = y->subject.src->name ? y->subject.src->name : "";
    int c = strcmp(xn, yn);
    if (c != 0) {
        uint32_t xc = count_seps(xn), yc = count_seps(yn);
        if (xc != yc)
            return xc < yc;
        return c < 0;
    }
    if (x->subject.beg != y->subject.beg)
        return x->subject.beg < y->subject.beg;
    return x->subject.end < y->subject.end;
}

/* Bottom-up stable merge sort of v[0..n) using tmp[0..n). */
static void merge_sort(const tyc_diag **v, const tyc_diag **tmp, uint32_t n)
{
    for (uint32_t w = 1; w < n; w *= 2) {
        for (uint32_t lo = 0; lo < n; lo += 2 * w) {
            uint32_t mid = lo + w < n ? lo + w : n;
            uint32_t hi = lo + 2 * w < n ? lo + 2 * w : n;
            uint32_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi)
                tmp[k++] = diag_less(v[j], v[i]) ? v[j++] : v[i++];
            while (i < mid)
                tmp[k++] = v[i++];
            while (j < hi)
                tmp[k++] = v[j++];
        }
        memcpy(v, tmp, sizeof *v * n);
    }
}

/* An open-addressing table from warning summary to its count and group (output index). */
typedef struct slot {
    const char *summary;
    uint32_t count;
    int64_t group;     /* index into the output, or -1 while not grouping */
} slot;

static uint64_t hash_str(const char *s)
{
    uint64_t h = 1469598103934665603ull;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

static slot *lookup(slot *tab, uint32_t mask, const char *summary)
{
    uint32_t i = (uint32_t)hash_str(summary) & mask;
    while (tab[i].summary && strcmp(tab[i].summary, summary) != 0)
        i = (i + 1) & mask;
    if (!tab[i].summary) {
        tab[i].summary = summary;
        tab[i].group = -1;
    }
    return &tab[i];
}

/* Rewrites the grouped entries' details. Returns -1 on out-of-memory. */
static int finish_groups(tyc_arena *a, tyc_diag_item *items, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        if (items[i].ngroup < 2)
            continue;
        tyc_diag *c = TYC_NEW(a, tyc_diag);
        if (!c)
            return -1;
        *c = *items[i].diag;
        c->next = NULL;
        uint32_t extra = items[i].ngroup - 1;
        const char *sep = c->detail && *c->detail ? "\n\n" : "";
        const char *det = c->detail ? c->detail : "";
        if (extra == 1)
            c->detail = tyc_sprintf(a, "%s%s(and one more similar warning elsewhere)", det, sep);
        else
            c->detail = tyc_sprintf(a, "%s%s(and %u more similar warnings elsewhere)", det, sep,
                                    (unsigned)extra);
        if (!c->detail)
            return -1;
        items[i].diag = c;
    }
    return 0;
}

/* ConsolidateWarnings over the sorted v[0..n) into items; returns the item count or -1. */
static int64_t consolidate(tyc_arena *a, const tyc_diag **v, uint32_t n, int threshold,
                           tyc_diag_item *items)
{
    uint32_t cap = 16;
    while (cap < 2 * n)
        cap *= 2;
    slot *tab = threshold > 0 ? TYC_NEWN(a, slot, cap) : NULL;
    if (threshold > 0 && !tab)
        return -1;
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++) {
        const tyc_diag *d = v[i];
        if (threshold <= 0 || d->severity != TYC_SEV_WARNING || !d->subject.src) {
            items[k++] = (tyc_diag_item){d, 1};
            continue;
        }
        slot *s = lookup(tab, cap - 1, d->summary ? d->summary : "");
        if (s->group >= 0) {
            items[s->group].ngroup++;
            continue;
        }
        if (++s->count == (uint32_t)threshold)
            s->group = k;
        items[k++] = (tyc_diag_item){d, 1};
    }
    if (finish_groups(a, items, k) < 0)
        return -1;
    return k;
}

tyc_diag_item *tyc_diags_display(tyc_arena *a, const tyc_diags *ds, int threshold, uint32_t *n)
{
    *n = 0;
    uint32_t cnt = 0;
    for (const tyc_diag *d = ds->head; d; d = d->next)
        cnt++;
    if (!cnt)
        return NULL;
    const tyc_diag **v = TYC_NEWN(a, const tyc_diag *, cnt);
    const tyc_diag **tmp = TYC_NEWN(a, const tyc_diag *, cnt);
    tyc_diag_item *items = TYC_NEWN(a, tyc_diag_item, cnt);
    if (!v || !tmp || !items)
        return NULL;
    uint32_t i = 0;
    for (const tyc_diag *d = ds->head; d; d = d->next)
        v[i++] = d;
    merge_sort(v, tmp, cnt);
    int64_t k = consolidate(a, v, cnt, threshold, items);
    if (k < 0)
        return NULL;
    *n = (uint32_t)k;
    return items;
}
