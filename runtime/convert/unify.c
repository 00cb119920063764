/* SPDX-License-Identifier: Apache-2.0 */
/*
** unify.c: go-cty's type unification (Unify / UnifyUnsafe): the kind-based rules
** (collections, objects, tuples, objects-as-maps, tuples-as-lists), then the general step
** over a preference order (compareTypes + FIFO topological sort). Identical input types are
** merged first (first occurrence order kept), so the quadratic parts see distinct types only.
*/
#include "runtime/convert/convert_int.h"

static const tyc_type *unify_distinct(tyc_arena *a, const tyc_type *const *t, uint32_t n,
                                      int unsafe, const tyc_conv **convs);

/* ---- merging identical types ---- */

static uint64_t mix(uint64_t h, uint64_t x)
{
    h ^= x;
    return h * 0x100000001b3ULL;
}

/* A structural hash consistent with tyc_type_equal. */
static uint64_t thash(const tyc_type *t)
{
    uint64_t h = mix(0xcbf29ce484222325ULL, t->kind);
    if (tyc_type_is_coll(t))
        return mix(h, thash(t->elem));
    if (!tyc_type_is_struct(t))
        return h;
    h = mix(h, t->n);
    for (uint32_t i = 0; i < t->n; i++) {
        if (t->kind == TYC_OBJECT) {
            for (size_t k = 0; k < t->names[i].len; k++)
                h = mix(h, (unsigned char)t->names[i].p[k]);
            h = mix(h, 0x100u + (unsigned)tyc_type_attr_optional(t, i));
        }
        h = mix(h, thash(t->elems[i]));
    }
    return h;
}

#define SMALL 8 /* array lengths served from the stack (see tyc_tmp) */

/* Fills d with the distinct types of t (first occurrences, in order) and idx[i] with the
** position of t[i] in d. Returns the count, or 0 on out-of-memory. The hash table is
** scratch memory, released before returning. */
static uint32_t dedupe(tyc_ctx *c, const tyc_type *const *t, uint32_t n, const tyc_type **d,
                       uint32_t *idx)
{
    uint32_t cap = 4, nd = 0;
    while (cap < 2 * n)
        cap *= 2;
    uint64_t small[4 * SMALL];
    size_t sz = sizeof(uint64_t) * n + sizeof(uint32_t) * cap;
    uint64_t *dh = tyc_tmp(c, small, sizeof small, sz);
    if (!dh)
        return 0;
    uint32_t *slot = (uint32_t *)(void *)(dh + n);
    memset(slot, 0, sizeof *slot * cap);
    for (uint32_t i = 0; i < n; i++) {
        if (i && t[i] == t[i - 1]) {
            idx[i] = idx[i - 1];
            continue;
        }
        uint64_t h = thash(t[i]);
        uint32_t s = (uint32_t)h & (cap - 1);
        while (slot[s] && !(dh[slot[s] - 1] == h && tyc_type_equal(d[slot[s] - 1], t[i])))
            s = (s + 1) & (cap - 1);
        if (!slot[s]) {
            d[nd] = t[i];
            dh[nd] = h;
            slot[s] = ++nd;
        }
        idx[i] = slot[s] - 1;
    }
    tyc_tmp_free(c, dh, small, sz);
    return nd;
}

/* unify([T, T, ...]) is T without optional markers: *conv receives the plan to it (NULL
** when T has none). NULL when no such plan exists (or on out-of-memory). */
static const tyc_type *unify_one(tyc_arena *a, const tyc_type *t, int unsafe,
                                 const tyc_conv **conv)
{
    const tyc_type *r = tyc_type_strip_optional(a, t);
    *conv = NULL;
    if (!r || (!tyc_type_equal(t, r) && !(*conv = tyc_conv_get(a, t, r, unsafe))))
        return NULL;
    return r;
}

/* tyc_unify over scratch arrays d, dc (zeroed) and idx of n entries each. */
static const tyc_type *unify_in(tyc_arena *a, const tyc_type *const *types, uint32_t n,
                                int unsafe, const tyc_conv **convs, const tyc_type **d,
                                const tyc_conv **dc, uint32_t *idx)
{
    uint32_t nd = dedupe(a->ctx, types, n, d, idx);
    if (!nd)
        return NULL;
    const tyc_type *r;
    if (nd == 1) {
        if (!(r = unify_one(a, d[0], unsafe, dc)))
            return NULL;
    } else if (!(r = unify_distinct(a, d, nd, unsafe, dc))) {
        return NULL;
    }
    if (convs)
        for (uint32_t i = 0; i < n; i++)
            convs[i] = dc[idx[i]];
    return r;
}

const tyc_type *tyc_unify(tyc_arena *a, const tyc_type *const *types, uint32_t n, int unsafe,
                          const tyc_conv **convs)
{
    if (n == 0)
        return NULL;
    uint32_t same = 1;
    while (same < n && types[same] == types[0])
        same++;
    if (same == n) { /* one type pointer: no scratch needed */
        const tyc_conv *c;
        const tyc_type *r = unify_one(a, types[0], unsafe, &c);
        for (uint32_t i = 0; r && convs && i < n; i++)
            convs[i] = c;
        return r;
    }
    void *small[2 * SMALL + SMALL / 2];
    size_t sz = (size_t)n * (2 * sizeof(void *) + sizeof(uint32_t));
    const tyc_type **d = tyc_tmp(a->ctx, small, sizeof small, sz);
    if (!d)
        return NULL;
    const tyc_conv **dc = (const tyc_conv **)(void *)(d + n);
    uint32_t *idx = (uint32_t *)(void *)(dc + n);
    memset(dc, 0, sizeof *dc * n);
    const tyc_type *r = unify_in(a, types, n, unsafe, convs, d, dc, idx);
    tyc_tmp_free(a->ctx, d, small, sz);
    return r;
}

/* ---- helpers of the kind rules ---- */

/* Every input becomes DynamicVal. */
static const tyc_type *all_dyn(tyc_arena *a, uint32_t n, int unsafe, const tyc_conv **convs)
{
    tyc_conv *c = tyc_cv_new(a, TYC_CV_ALL_DYN, &tyc_t_dyn, &tyc_t_dyn, unsafe);
    if (!c)
        return NULL;
    for (uint32_t i = 0; i < n; i++)
        convs[i] = c;
    return &tyc_t_dyn;
}

/* Plans from every t[i] to r (NULL when equal). 1 when all exist. */
static int convs_to(tyc_arena *a, const tyc_type *const *t, uint32_t n, const tyc_type *r,
                    int unsafe, const tyc_conv **convs)
{
    for (uint32_t i = 0; i < n; i++) {
        convs[i] = NULL;
        if (!tyc_type_equal(t[i], r) && !(convs[i] = tyc_conv_get(a, t[i], r, unsafe)))
            return 0;
    }
    return 1;
}

/* map(E) / list(E) where E unifies every member (attribute or element) type of t. */
static const tyc_type *members_to_coll(tyc_arena *a, const tyc_type *const *t, uint32_t n,
                                       int unsafe, const tyc_conv **convs, int k)
{
    size_t total = 0, m = 0;
    for (uint32_t i = 0; i < n; i++)
        total += t[i]->n;
    if (total > UINT32_MAX) {
        a->ctx->oom = 1;
        return NULL;
    }
    const tyc_type *small[SMALL];
    const tyc_type **all = tyc_tmp(a->ctx, small, sizeof small, sizeof *all * total);
    if (!all)
        return NULL;
    for (uint32_t i = 0; i < n; i++)
        for (uint32_t j = 0; j < t[i]->n; j++)
            all[m++] = t[i]->elems[j];
    const tyc_type *e = tyc_unify(a, all, (uint32_t)total, unsafe, NULL);
    tyc_tmp_free(a->ctx, all, small, sizeof *all * total);
    const tyc_type *r = e ? tyc_type_coll(a, k, e) : NULL;
    return r && convs_to(a, t, n, r, unsafe, convs) ? r : NULL;
}

/* Collection unification (all list, all set or all map, possibly with `any`). */
static const tyc_type *unify_coll(tyc_arena *a, int k, const tyc_type *const *t, uint32_t n,
                                  int unsafe, int hasdyn, const tyc_conv **convs)
{
    if (hasdyn)
        return all_dyn(a, n, unsafe, convs);
    const tyc_type *small[SMALL];
    const tyc_type **es = tyc_tmp(a->ctx, small, sizeof small, sizeof *es * n);
    if (!es)
        return NULL;
    for (uint32_t i = 0; i < n; i++)
        es[i] = t[i]->elem;
    const tyc_type *e = tyc_unify(a, es, n, unsafe, NULL);
    tyc_tmp_free(a->ctx, es, small, sizeof *es * n);
    const tyc_type *r = e ? tyc_type_coll(a, k, e) : NULL;
    return r && convs_to(a, t, n, r, unsafe, convs) ? r : NULL;
}

/* 1 if all objects have the same attribute names (all tuples the same length). */
static int same_shape(const tyc_type *const *t, uint32_t n)
{
    for (uint32_t i = 1; i < n; i++) {
        if (t[i]->n != t[0]->n)
            return 0;
        if (t[0]->kind == TYC_OBJECT)
            for (uint32_t j = 0; j < t[0]->n; j++)
                if (!tyc_str_eq(t[i]->names[j], t[0]->names[j]))
                    return 0;
    }
    return 1;
}

/* The object (obj) or tuple type whose member k unifies member k of every t[i] (same
** shape), or NULL. */
static const tyc_type *unify_members(tyc_arena *a, const tyc_type *const *t, uint32_t n,
                                     int unsafe, int obj)
{
    uint32_t m = t[0]->n;
    const tyc_type *small[SMALL];
    size_t sz = sizeof(const tyc_type *) * ((size_t)m + n);
    const tyc_type **us = tyc_tmp(a->ctx, small, sizeof small, sz);
    if (!us)
        return NULL;
    const tyc_type **across = us + m;
    const tyc_type *r = NULL;
    uint32_t k;
    for (k = 0; k < m; k++) {
        for (uint32_t i = 0; i < n; i++)
            across[i] = t[i]->elems[k];
        if (!(us[k] = tyc_unify(a, across, n, unsafe, NULL)))
            break;
    }
    if (k == m)
        r = obj ? tyc_type_object(a, t[0]->names, us, NULL, m) : tyc_type_tuple(a, us, m);
    tyc_tmp_free(a->ctx, us, small, sz);
    return r;
}

/* Object or tuple unification (no `any` among t): member by member when the shapes agree,
** else to a map or list of all member types. */
static const tyc_type *unify_struct(tyc_arena *a, const tyc_type *const *t, uint32_t n, int unsafe,
                                    const tyc_conv **convs)
{
    int obj = t[0]->kind == TYC_OBJECT;
    int fallback = obj ? TYC_MAP : TYC_LIST;
    if (!same_shape(t, n))
        return members_to_coll(a, t, n, unsafe, convs, fallback);
    const tyc_type *r = unify_members(a, t, n, unsafe, obj);
    if (!r)
        return NULL;
    if (convs_to(a, t, n, r, unsafe, convs))
        return r;
    return a->ctx->oom ? NULL : members_to_coll(a, t, n, unsafe, convs, fallback);
}

/* A plan applying first, then second. */
static const tyc_conv *chain(tyc_arena *a, const tyc_conv *first, const tyc_conv *second,
                             int unsafe)
{
    tyc_conv *c = tyc_cv_new(a, TYC_CV_CHAIN, first->in, second->out, unsafe);
    if (c) {
        c->first = first;
        c->second = second;
    }
    return c;
}

/* members_as_coll over scratch arrays of n entries each. */
static const tyc_type *coll_then_unify(tyc_arena *a, const tyc_type *const *t, uint32_t n,
                                       int unsafe, const tyc_conv **convs, int sk, int k,
                                       const tyc_type **sub, const tyc_type **mapped,
                                       const tyc_conv **sc, uint32_t *where)
{
    uint32_t ns = 0;
    for (uint32_t i = 0; i < n; i++)
        if (t[i]->kind == sk) {
            where[ns] = i;
            sub[ns++] = t[i];
        }
    const tyc_type *s = members_to_coll(a, sub, ns, unsafe, sc, k);
    if (!s)
        return NULL;
    for (uint32_t i = 0; i < n; i++)
        mapped[i] = t[i]->kind == sk ? s : t[i];
    const tyc_type *r = tyc_unify(a, mapped, n, unsafe, convs);
    if (!r || r->kind != k)
        return NULL;
    for (uint32_t j = 0; j < ns; j++) {
        const tyc_conv *second = convs[where[j]];
        if (!(convs[where[j]] = second ? chain(a, sc[j], second, unsafe) : sc[j]))
            return NULL;
    }
    return r;
}

/*
** unifyObjectsAsMaps / unifyTuplesAsList: the objects (tuples) alone unify to a map (list),
** which then replaces them for a second unification that must give a map (list).
*/
static const tyc_type *members_as_coll(tyc_arena *a, const tyc_type *const *t, uint32_t n,
                                       int unsafe, const tyc_conv **convs, int sk, int k)
{
    void *small[3 * SMALL + SMALL / 2];
    size_t sz = (size_t)n * (3 * sizeof(void *) + sizeof(uint32_t));
    const tyc_type **sub = tyc_tmp(a->ctx, small, sizeof small, sz);
    if (!sub)
        return NULL;
    const tyc_type **mapped = sub + n;
    const tyc_conv **sc = (const tyc_conv **)(void *)(mapped + n);
    uint32_t *where = (uint32_t *)(void *)(sc + n);
    const tyc_type *r = coll_then_unify(a, t, n, unsafe, convs, sk, k, sub, mapped, sc, where);
    tyc_tmp_free(a->ctx, sub, small, sz);
    return r;
}

/* ---- the general step ---- */

/* go-cty compareTypes: <0 when a is preferred, >0 when b is, 0 for no preference. */
static int compare_types(const tyc_type *a, const tyc_type *b);

static int compare_members(const tyc_type *a, const tyc_type *b, int swap)
{
    int asup = 0, bsup = 0;
    if (a->n != b->n)
        return 0;
    for (uint32_t i = 0; i < a->n; i++) {
        if (a->kind == TYC_OBJECT && !tyc_str_eq(a->names[i], b->names[i]))
            return 0;
        int c = compare_types(a->elems[i], b->elems[i]);
        asup |= c < 0;
        bsup |= c > 0;
    }
    if (asup == bsup)
        return 0;
    return asup ? -swap : swap;
}

static int compare_types(const tyc_type *a, const tyc_type *b)
{
    int ka = a->kind, kb = b->kind;
    if (ka == TYC_DYN || kb == TYC_DYN)
        return ka != TYC_DYN ? -1 : kb != TYC_DYN ? 1 : 0;
    if (tyc_type_is_prim(a) && tyc_type_is_prim(b) && (ka == TYC_STRING || kb == TYC_STRING))
        return ka != TYC_STRING ? 1 : kb != TYC_STRING ? -1 : 0;
    if (ka == kb && tyc_type_is_coll(a))
        return compare_types(a->elem, b->elem);
    int swap = 1;
    if ((ka == TYC_TUPLE && kb == TYC_LIST) || (ka == TYC_OBJECT && kb == TYC_MAP) ||
        (ka == TYC_SET && (kb == TYC_TUPLE || kb == TYC_LIST))) {
        const tyc_type *x = a;
        a = b;
        b = x;
        ka = a->kind;
        kb = b->kind;
        swap = -1;
    }
    if (kb == TYC_SET && (ka == TYC_TUPLE || ka == TYC_LIST))
        return -swap;
    if ((ka == TYC_LIST && kb == TYC_TUPLE) || (ka == TYC_MAP && kb == TYC_OBJECT))
        return -swap;
    if (ka == kb && tyc_type_is_struct(a))
        return compare_members(a, b, swap);
    return 0;
}

/* One pass over the pairs: counts out/in degrees (edges == NULL) or fills the edges. */
static void pair_pass(const tyc_type *const *t, uint32_t n, uint32_t *outd, uint32_t *ind,
                      uint32_t *fill, uint32_t *edges)
{
    for (uint32_t i = 0; i + 1 < n; i++)
        for (uint32_t j = i + 1; j < n; j++) {
            int c = compare_types(t[i], t[j]);
            uint32_t from = c < 0 ? i : j, to = c < 0 ? j : i;
            if (!c)
                continue;
            if (edges) {
                edges[fill[from]++] = to;
            } else {
                outd[from]++;
                ind[to]++;
            }
        }
}

/* FIFO Kahn over the edge lists (off/edges) with in-degrees ind: fills res. */
static void kahn(uint32_t n, const uint32_t *off, const uint32_t *edges, uint32_t *ind,
                 uint32_t *res)
{
    uint32_t head = 0, tail = 0;
    for (uint32_t i = 0; i < n; i++)
        if (!ind[i])
            res[tail++] = i;
    while (head < tail) {
        uint32_t x = res[head++];
        for (uint32_t e = off[x]; e < off[x + 1]; e++)
            if (--ind[edges[e]] == 0)
                res[tail++] = edges[e];
    }
}

/* sortTypes: fills res with indexes of t, most preferred first; ties in input order (FIFO
** Kahn); unreached entries stay 0, as in go-cty. res is zeroed by the caller. Returns 0, or
** -1 on out-of-memory. Its arrays are scratch memory. */
static int sort_types(tyc_ctx *c, const tyc_type *const *t, uint32_t n, uint32_t *res)
{
    uint32_t small[4 * SMALL + 1];
    size_t sz = sizeof(uint32_t) * (4 * (size_t)n + 1);
    uint32_t *outd = tyc_tmp(c, small, sizeof small, sz);
    if (!outd)
        return -1;
    uint32_t *ind = outd + n, *fill = ind + n, *off = fill + n;
    memset(outd, 0, sz);
    pair_pass(t, n, outd, ind, NULL, NULL);
    for (uint32_t i = 0; i < n; i++)
        off[i + 1] = off[i] + outd[i];
    uint32_t esmall[4 * SMALL];
    size_t esz = sizeof(uint32_t) * off[n];
    uint32_t *edges = tyc_tmp(c, esmall, sizeof esmall, esz);
    if (edges) {
        memcpy(fill, off, sizeof *fill * n);
        pair_pass(t, n, NULL, NULL, fill, edges);
        kahn(n, off, edges, ind, res);
    }
    tyc_tmp_free(c, edges, esmall, esz);
    tyc_tmp_free(c, outd, small, sz);
    return edges ? 0 : -1;
}

/* The first type in preference order that every other type converts to. */
static const tyc_type *unify_general(tyc_arena *a, const tyc_type *const *t, uint32_t n,
                                     int unsafe, const tyc_conv **convs)
{
    uint32_t small[SMALL];
    uint32_t *order = tyc_tmp(a->ctx, small, sizeof small, sizeof *order * n);
    const tyc_type *r = NULL;
    if (!order)
        return NULL;
    memset(order, 0, sizeof *order * n);
    if (sort_types(a->ctx, t, n, order) == 0) {
        for (uint32_t k = 0; k < n; k++) {
            const tyc_type *w = t[order[k]];
            if (convs_to(a, t, n, w, unsafe, convs)) {
                r = w;
                break;
            }
            if (a->ctx->oom)
                break;
        }
    }
    tyc_tmp_free(a->ctx, order, small, sizeof *order * n);
    return r;
}

static const tyc_type *unify_distinct(tyc_arena *a, const tyc_type *const *t, uint32_t n,
                                      int unsafe, const tyc_conv **convs)
{
    uint32_t ct[TYC_TUPLE + 1] = {0};
    for (uint32_t i = 0; i < n; i++)
        ct[t[i]->kind]++;
    uint32_t dyn = ct[TYC_DYN], map = ct[TYC_MAP], list = ct[TYC_LIST];
    uint32_t obj = ct[TYC_OBJECT], tup = ct[TYC_TUPLE], set = ct[TYC_SET];
    const tyc_type *r;
    if (map && map + dyn == n)
        return unify_coll(a, TYC_MAP, t, n, unsafe, dyn > 0, convs);
    if (map && map + obj + dyn == n) {
        if ((r = members_as_coll(a, t, n, unsafe, convs, TYC_OBJECT, TYC_MAP)) || a->ctx->oom)
            return r;
    } else if (list && list + dyn == n) {
        return unify_coll(a, TYC_LIST, t, n, unsafe, dyn > 0, convs);
    } else if (list && list + tup + dyn == n) {
        if ((r = members_as_coll(a, t, n, unsafe, convs, TYC_TUPLE, TYC_LIST)) || a->ctx->oom)
            return r;
    } else if (set && set + dyn == n) {
        return unify_coll(a, TYC_SET, t, n, unsafe, dyn > 0, convs);
    } else if ((obj && obj + dyn == n) || (tup && tup + dyn == n)) {
        if (dyn)
            return all_dyn(a, n, unsafe, convs);
        return unify_struct(a, t, n, unsafe, convs);
    } else if (obj && tup) {
        return NULL;
    }
    return unify_general(a, t, n, unsafe, convs);
}
