/*
** unify.c: go-cty's type unification (Unify / UnifyUnsafe): the kind-based rules
** (collections, objects, tuples, objects-as-maps, tuples-as-lists), then the general step
** over a preference order (compareTypes + FIFO topological sort). Identical input types are
** merged first (first occurrence order kept), so the quadratic parts see distinct types only.
*/
#include "convert_int.h"

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

/* Fills d with the distinct types of t (first occurrences, in order) and idx[i] with the
** position of t[i] in d. Returns the count, or 0 on out-of-memory. */
static uint32_t dedupe(tyc_arena *a, const tyc_type *const *t, uint32_t n, const tyc_type **d,
                       uint32_t *idx)
{
    uint32_t cap = 4, nd = 0;
    while (cap < 2 * n)
        cap *= 2;
    uint32_t *slot = TYC_NEWN(a, uint32_t, cap);
    uint64_t *dh = TYC_NEWN(a, uint64_t, n);
    if (!slot || !dh)
        return 0;
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
    return nd;
}

const tyc_type *tyc_unify(tyc_arena *a, const tyc_type *const *types, uint32_t n, int unsafe,
                          const tyc_conv **convs)
{
    if (n == 0)
        return NULL;
    const tyc_type **d = TYC_NEWN(a, const tyc_type *, n);
    uint32_t *idx = TYC_NEWN(a, uint32_t, n);
    const tyc_conv **dc = TYC_NEWN(a, const tyc_conv *, n);
    uint32_t nd = d && idx && dc ? dedupe(a, types, n, d, idx) : 0;
    if (!nd)
        return NULL;
    const tyc_type *r;
    if (nd == 1) {
        /* unify([T, T, ...]) is T without optional markers */
        if (!(r = tyc_type_strip_optional(a, d[0])))
            return NULL;
        if (!tyc_type_equal(d[0], r) && !(dc[0] = tyc_conv_get(a, d[0], r, unsafe)))
            return NULL;
    } else if (!(r = unify_distinct(a, d, nd, unsafe, dc))) {
        return NULL;
    }
    if (convs)
        for (uint32_t i = 0; i < n; i++)
            convs[i] = dc[idx[i]];
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
    uint32_t total = 0, m = 0;
    for (uint32_t i = 0; i < n; i++)
        total += t[i]->n;
    const tyc_type **all = TYC_NEWN(a, const tyc_type *, total ? total : 1);
    if (!all)
        return NULL;
    for (uint32_t i = 0; i < n; i++)
        for (uint32_t j = 0; j < t[i]->n; j++)
            all[m++] = t[i]->elems[j];
    const tyc_type *e = tyc_unify(a, all, total, unsafe, NULL);
    const tyc_type *r = e ? tyc_type_coll(a, k, e) : NULL;
    return r && convs_to(a, t, n, r, unsafe, convs) ? r : NULL;
}

/* Collection unification (all list, all set or all map, possibly with `any`). */
static const tyc_type *unify_coll(tyc_arena *a, int k, const tyc_type *const *t, uint32_t n,
                                  int unsafe, int hasdyn, const tyc_conv **convs)
{
    if (hasdyn)
        return all_dyn(a, n, unsafe, convs);
    const tyc_type **es = TYC_NEWN(a, const tyc_type *, n);
    if (!es)
        return NULL;
    for (uint32_t i = 0; i < n; i++)
        es[i] = t[i]->elem;
    const tyc_type *e = tyc_unify(a, es, n, unsafe, NULL);
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

/* Object or tuple unification (no `any` among t): member by member when the shapes agree,
** else to a map or list of all member types. */
static const tyc_type *unify_struct(tyc_arena *a, const tyc_type *const *t, uint32_t n, int unsafe,
                                    const tyc_conv **convs)
{
    int obj = t[0]->kind == TYC_OBJECT;
    int fallback = obj ? TYC_MAP : TYC_LIST;
    if (!same_shape(t, n))
        return members_to_coll(a, t, n, unsafe, convs, fallback);
    uint32_t m = t[0]->n;
    const tyc_type **us = TYC_NEWN(a, const tyc_type *, m ? m : 1);
    const tyc_type **across = TYC_NEWN(a, const tyc_type *, n);
    if (!us || !across)
        return NULL;
    for (uint32_t k = 0; k < m; k++) {
        for (uint32_t i = 0; i < n; i++)
            across[i] = t[i]->elems[k];
        if (!(us[k] = tyc_unify(a, across, n, unsafe, NULL)))
            return NULL;
    }
    const tyc_type *r =
        obj ? tyc_type_object(a, t[0]->names, us, NULL, m) : tyc_type_tuple(a, us, m);
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

/*
** unifyObjectsAsMaps / unifyTuplesAsList: the objects (tuples) alone unify to a map (list),
** which then replaces them for a second unification that must give a map (list).
*/
static const tyc_type *members_as_coll(tyc_arena *a, const tyc_type *const *t, uint32_t n,
                                       int unsafe, const tyc_conv **convs, int sk, int k)
{
    const tyc_type **sub = TYC_NEWN(a, const tyc_type *, n);
    const tyc_type **mapped = TYC_NEWN(a, const tyc_type *, n);
    const tyc_conv **sc = TYC_NEWN(a, const tyc_conv *, n);
    uint32_t *where = TYC_NEWN(a, uint32_t, n);
    uint32_t ns = 0;
    if (!sub || !mapped || !sc || !where)
        return NULL;
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

/* sortTypes: indexes of t, most preferred first; ties in input order (FIFO Kahn). */
static uint32_t *sort_types(tyc_arena *a, const tyc_type *const *t, uint32_t n)
{
    uint32_t *outd = TYC_NEWN(a, uint32_t, n), *ind = TYC_NEWN(a, uint32_t, n);
    uint32_t *off = TYC_NEWN(a, uint32_t, n + 1), *fill = TYC_NEWN(a, uint32_t, n);
    uint32_t *res = TYC_NEWN(a, uint32_t, n);
    if (!outd || !ind || !off || !fill || !res)
        return NULL;
    pair_pass(t, n, outd, ind, NULL, NULL);
    for (uint32_t i = 0; i < n; i++)
        off[i + 1] = off[i] + outd[i];
    uint32_t *edges = TYC_NEWN(a, uint32_t, off[n] ? off[n] : 1);
    if (!edges)
        return NULL;
    memcpy(fill, off, sizeof *fill * n);
    pair_pass(t, n, NULL, NULL, fill, edges);
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
    return res; /* unreached entries stay 0, as in go-cty */
}

/* The first type in preference order that every other type converts to. */
static const tyc_type *unify_general(tyc_arena *a, const tyc_type *const *t, uint32_t n,
                                     int unsafe, const tyc_conv **convs)
{
    uint32_t *order = sort_types(a, t, n);
    if (!order)
        return NULL;
    for (uint32_t k = 0; k < n; k++) {
        const tyc_type *w = t[order[k]];
        if (convs_to(a, t, n, w, unsafe, convs))
            return w;
        if (a->ctx->oom)
            return NULL;
    }
    return NULL;
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
