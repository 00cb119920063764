/* SPDX-License-Identifier: Apache-2.0 */
/*
** api_depth.c: the nesting limit for types and values built through the API. Parsers bound
** nesting by ctx->max_depth; the constructors of api_build.c and api_type.c could otherwise
** make arbitrarily deep values, on which the (recursive) converter and renderers would
** overflow the stack. Types are DAGs (hash-consed), so depths are memoised per node.
*/
#include "api/api_int.h"

typedef struct memo {
    tyc_ctx *c;
    const tyc_type **keys;
    uint32_t *depth;
    uint32_t cap, n;
    int oom;
} memo;

static uint32_t slot(const memo *m, const tyc_type *t)
{
    uintptr_t h = (uintptr_t)(const void *)t;
    h ^= h >> 17;
    h *= (uintptr_t)0x9E3779B97F4A7C15u;
    return (uint32_t)(h >> 7) & (m->cap - 1);
}

static uint32_t *find(memo *m, const tyc_type *t, int add);

/* Doubles the table; 0, or -1 on out-of-memory. */
static int grow(memo *m)
{
    memo old = *m;
    uint32_t cap = m->cap ? m->cap * 2 : 64;
    m->keys = tyc_mem_alloc(m->c, sizeof *m->keys * cap);
    m->depth = m->keys ? tyc_mem_alloc(m->c, sizeof *m->depth * cap) : NULL;
    if (!m->depth) {
        tyc_mem_free(m->c, m->keys, m->keys ? sizeof *m->keys * cap : 0);
        *m = old;
        m->oom = 1;
        return -1;
    }
    memset(m->keys, 0, sizeof *m->keys * cap);
    m->cap = cap;
    m->n = 0;
    for (uint32_t i = 0; i < old.cap; i++)
        if (old.keys[i])
            *find(m, old.keys[i], 1) = old.depth[i];
    tyc_mem_free(m->c, old.keys, sizeof *old.keys * old.cap);
    tyc_mem_free(m->c, old.depth, sizeof *old.depth * old.cap);
    return 0;
}

/* The depth slot of t, or NULL (absent and add == 0, or out-of-memory). */
static uint32_t *find(memo *m, const tyc_type *t, int add)
{
    if (add && (m->n + 1) * 2 > m->cap && grow(m) != 0)
        return NULL;
    if (!m->cap)
        return NULL;
    for (uint32_t i = slot(m, t);; i = (i + 1) & (m->cap - 1)) {
        if (m->keys[i] == t)
            return &m->depth[i];
        if (!m->keys[i]) {
            if (!add)
                return NULL;
            m->keys[i] = t;
            m->n++;
            return &m->depth[i];
        }
    }
}

/* The depth of t (a primitive is 1), or budget + 1 as soon as it exceeds budget. The
** recursion never goes deeper than budget. */
static uint32_t depth(memo *m, const tyc_type *t, uint32_t budget)
{
    if (budget == 0)
        return 1;
    if (tyc_type_is_prim(t) || t->kind == TYC_DYN)
        return 1;
    uint32_t *known = find(m, t, 0);
    if (known)
        return *known;
    uint32_t d = 0;
    if (tyc_type_is_coll(t)) {
        d = depth(m, t->elem, budget - 1);
    } else {
        for (uint32_t i = 0; i < t->n && d < budget && !m->oom; i++) {
            uint32_t e = depth(m, t->elems[i], budget - 1);
            d = e > d ? e : d;
        }
    }
    d += 1;
    if (d > budget)
        return budget + 1;
    uint32_t *s = find(m, t, 1);
    if (s)
        *s = d;
    return d;
}

tycon_status tyc_api_check_depth(tyc_ctx *c, const tyc_type *t)
{
    memo m = {c, NULL, NULL, 0, 0, 0};
    uint32_t d = depth(&m, t, c->max_depth);
    tyc_mem_free(c, m.keys, sizeof *m.keys * m.cap);
    tyc_mem_free(c, m.depth, sizeof *m.depth * m.cap);
    if (m.oom)
        return TYCON_ERR_NOMEM;
    return d > c->max_depth ? TYCON_ERR_LIMIT : TYCON_OK;
}
