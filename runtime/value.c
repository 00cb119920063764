/*
** value.c: construction and inspection of cty values (sets live in set.c).
*/
#include <stdlib.h>

#include "str.h"
#include "value.h"

const tyc_value tyc_v_true = {&tyc_t_bool, {.b = 1}, 0, 0, 0, 0, 0};
const tyc_value tyc_v_false = {&tyc_t_bool, {.b = 0}, 0, 0, 0, 0, 0};
const tyc_value tyc_v_dynval = {&tyc_t_dyn, {.b = 0}, 0, 0, 0, TYC_VF_UNKNOWN, 0};
const tyc_value tyc_v_null_dyn = {&tyc_t_dyn, {.b = 0}, 0, 0, 0, TYC_VF_NULL, 0};

static tyc_value *mk(tyc_arena *a, const tyc_type *t)
{
    tyc_value *v = TYC_NEW(a, tyc_value);
    if (v)
        v->type = t;
    return v;
}

const tyc_value *tyc_v_bool(tyc_arena *a, int b)
{
    tyc_value *v = mk(a, &tyc_t_bool);
    if (v)
        v->u.b = b != 0;
    return v;
}

const tyc_value *tyc_v_string(tyc_arena *a, const char *s, size_t n, int copy)
{
    tyc_str t = tyc_nfc(a, s, n);
    if (!t.p)
        return NULL;
    if (copy && t.p == s) {
        char *p = tyc_strndup(a, s, n);
        if (!p)
            return NULL;
        t.p = p;
    }
    tyc_value *v = mk(a, &tyc_t_string);
    if (v) {
        v->u.s = t.p;
        v->n = (uint32_t)t.len;
    }
    return v;
}

const tyc_value *tyc_v_number(tyc_arena *a, const tyc_num *num)
{
    tyc_value *v = mk(a, &tyc_t_number);
    if (v)
        v->u.num = num;
    return v;
}

const tyc_value *tyc_v_null(tyc_arena *a, const tyc_type *t)
{
    tyc_value *v = mk(a, t);
    if (v)
        v->flags = TYC_VF_NULL;
    return v;
}

const tyc_value *tyc_v_unknown(tyc_arena *a, const tyc_type *t)
{
    tyc_value *v = mk(a, t);
    if (v)
        v->flags = TYC_VF_UNKNOWN;
    return v;
}

/* Copies n element pointers and computes the DEEPMARK flag. */
static const tyc_value *const *copy_elems(tyc_arena *a, const tyc_value *const *e, uint32_t n,
                                          uint8_t *flags)
{
    const tyc_value **c = TYC_NEWN(a, const tyc_value *, n ? n : 1);
    if (!c)
        return NULL;
    for (uint32_t i = 0; i < n; i++) {
        c[i] = e[i];
        if (tyc_v_has_marks(e[i]))
            *flags |= TYC_VF_DEEPMARK;
    }
    return c;
}

const tyc_value *tyc_v_tuple(tyc_arena *a, const tyc_value *const *elems, uint32_t n)
{
    const tyc_type *small[16];
    const tyc_type **ts = n <= 16 ? small : TYC_NEWN(a, const tyc_type *, n);
    if (!ts)
        return NULL;
    for (uint32_t i = 0; i < n; i++)
        ts[i] = elems[i]->type;
    const tyc_type *t = tyc_type_tuple(a, ts, n);
    tyc_value *v = t ? mk(a, t) : NULL;
    if (!v || !(v->u.elems = copy_elems(a, elems, n, &v->flags)))
        return NULL;
    v->n = n;
    return v;
}

/* Takes over elems (no copy) and computes the DEEPMARK flag. */
static const tyc_value *adopt(tyc_arena *a, const tyc_type *t, const tyc_value **elems, uint32_t n)
{
    tyc_value *v = t ? mk(a, t) : NULL;
    if (!v)
        return NULL;
    for (uint32_t i = 0; i < n; i++)
        if (tyc_v_has_marks(elems[i]))
            v->flags |= TYC_VF_DEEPMARK;
    v->n = n;
    v->u.elems = elems;
    return v;
}

const tyc_value *tyc_v_object_adopt(tyc_arena *a, const tyc_type *t, const tyc_value **elems)
{
    return adopt(a, t, elems, t->n);
}

const tyc_value *tyc_v_list_adopt(tyc_arena *a, const tyc_type *et, const tyc_value **elems,
                                  uint32_t n)
{
    return adopt(a, tyc_type_list(a, et), elems, n);
}

const tyc_value *tyc_v_tuple_adopt(tyc_arena *a, const tyc_value **elems, uint32_t n)
{
    const tyc_type *small[16];
    const tyc_type **ts = n <= 16 ? small : TYC_NEWN(a, const tyc_type *, n);
    if (!ts)
        return NULL;
    for (uint32_t i = 0; i < n; i++)
        ts[i] = elems[i]->type;
    return adopt(a, tyc_type_tuple(a, ts, n), elems, n);
}

const tyc_value *tyc_v_object_typed(tyc_arena *a, const tyc_type *t, const tyc_value *const *vals)
{
    tyc_value *v = mk(a, t);
    if (!v || !(v->u.elems = copy_elems(a, vals, t->n, &v->flags)))
        return NULL;
    v->n = t->n;
    return v;
}

typedef struct kv {
    tyc_str k;
    const tyc_value *v;
    uint32_t i;
} kv;

#define SMALL 16

/* Order by key, then by original position (so "last wins" can pick the later one). */
static int cmp_kv(const void *x, const void *y)
{
    const kv *p = x, *q = y;
    int c = tyc_str_cmp(p->k, q->k);
    return c ? c : (p->i < q->i ? -1 : p->i > q->i);
}

/* NFC-normalises and sorts n pairs into p; drops earlier duplicates. Returns the count
** kept, or -1 on out-of-memory. */
static int64_t sort_pairs(tyc_arena *a, kv *p, const tyc_str *keys, const tyc_value *const *vals,
                          uint32_t n)
{
    int sorted = 1;
    for (uint32_t i = 0; i < n; i++) {
        p[i].k = tyc_nfc(a, keys[i].p, keys[i].len);
        if (!p[i].k.p)
            return -1;
        p[i].v = vals[i];
        p[i].i = i;
        if (i && tyc_str_cmp(p[i - 1].k, p[i].k) >= 0)
            sorted = 0;
    }
    if (sorted)
        return n;
    qsort(p, n, sizeof *p, cmp_kv);
    uint32_t m = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (m && tyc_str_eq(p[m - 1].k, p[i].k))
            m--;
        p[m++] = p[i];
    }
    return m;
}

/* Scratch for sorting (heap for big inputs; see tyc_tmp). */
typedef struct scratch {
    kv *p;
    tyc_str *nm;
    const tyc_type **ts;
    kv ps[SMALL];
    tyc_str nms[SMALL];
    const tyc_type *tss[SMALL];
} scratch;

static int scratch_get(tyc_ctx *c, scratch *s, uint32_t n)
{
    s->p = tyc_tmp(c, s->ps, sizeof s->ps, sizeof(kv) * n);
    s->nm = tyc_tmp(c, s->nms, sizeof s->nms, sizeof(tyc_str) * n);
    s->ts = tyc_tmp(c, s->tss, sizeof s->tss, sizeof(void *) * n);
    return s->p && s->nm && s->ts ? 0 : -1;
}

static void scratch_put(tyc_ctx *c, scratch *s, uint32_t n)
{
    tyc_tmp_free(c, s->p, s->ps, sizeof(kv) * n);
    tyc_tmp_free(c, s->nm, s->nms, sizeof(tyc_str) * n);
    tyc_tmp_free(c, s->ts, s->tss, sizeof(void *) * n);
}

/* The object value of m sorted distinct pairs. */
static const tyc_value *object_of(tyc_arena *a, scratch *s, int64_t m)
{
    tyc_value *v = TYC_NEW(a, tyc_value);
    const tyc_value **vs = TYC_NEWN(a, const tyc_value *, m ? m : 1);
    if (!v || !vs)
        return NULL;
    for (int64_t i = 0; i < m; i++) {
        s->nm[i] = s->p[i].k;
        s->ts[i] = s->p[i].v->type;
        vs[i] = s->p[i].v;
        if (tyc_v_has_marks(vs[i]))
            v->flags |= TYC_VF_DEEPMARK;
    }
    if (!(v->type = tyc_type_object(a, s->nm, s->ts, NULL, (uint32_t)m)))
        return NULL;
    v->n = (uint32_t)m;
    v->u.elems = vs;
    return v;
}

const tyc_value *tyc_v_object(tyc_arena *a, const tyc_str *names, const tyc_value *const *vals,
                              uint32_t n)
{
    scratch s;
    const tyc_value *v = NULL;
    if (scratch_get(a->ctx, &s, n) == 0) {
        int64_t m = sort_pairs(a, s.p, names, vals, n);
        if (m >= 0)
            v = object_of(a, &s, m);
    }
    scratch_put(a->ctx, &s, n);
    return v;
}

const tyc_value *tyc_v_list(tyc_arena *a, const tyc_type *et, const tyc_value *const *elems,
                            uint32_t n)
{
    const tyc_type *t = tyc_type_list(a, et);
    tyc_value *v = t ? mk(a, t) : NULL;
    if (!v || !(v->u.elems = copy_elems(a, elems, n, &v->flags)))
        return NULL;
    v->n = n;
    return v;
}

static const tyc_value *map_of(tyc_arena *a, const tyc_type *et, kv *p, const tyc_str *keys,
                               const tyc_value *const *vals, uint32_t n);

const tyc_value *tyc_v_map(tyc_arena *a, const tyc_type *et, const tyc_str *keys,
                           const tyc_value *const *vals, uint32_t n)
{
    kv small[SMALL];
    kv *p = tyc_tmp(a->ctx, small, sizeof small, sizeof(kv) * n);
    if (!p)
        return NULL;
    const tyc_value *v = map_of(a, et, p, keys, vals, n);
    tyc_tmp_free(a->ctx, p, small, sizeof(kv) * n);
    return v;
}

/* The map of n pairs, sorted in scratch p. */
static const tyc_value *map_of(tyc_arena *a, const tyc_type *et, kv *p, const tyc_str *keys,
                               const tyc_value *const *vals, uint32_t n)
{
    int64_t m = sort_pairs(a, p, keys, vals, n);
    const tyc_type *t = m >= 0 ? tyc_type_map(a, et) : NULL;
    tyc_value *v = t ? mk(a, t) : NULL;
    /* one block: m element pointers, then m keys (see tyc_v_keys) */
    const tyc_value **vs = tyc_alloc(a, (sizeof(void *) + sizeof(tyc_str)) * (size_t)(m > 0 ? m : 1));
    tyc_str *ks = vs ? (tyc_str *)(void *)(vs + (m > 0 ? m : 0)) : NULL;
    if (!v || !vs)
        return NULL;
    for (int64_t i = 0; i < m; i++) {
        ks[i] = p[i].k;
        vs[i] = p[i].v;
        if (tyc_v_has_marks(vs[i]))
            v->flags |= TYC_VF_DEEPMARK;
    }
    v->n = (uint32_t)m;
    v->u.elems = vs;
    return v;
}

const tyc_value *tyc_v_with_marks(tyc_arena *a, const tyc_value *v, uint8_t marks)
{
    if (v->marks == marks)
        return v;
    tyc_value *c = TYC_NEW(a, tyc_value);
    if (!c)
        return NULL;
    *c = *v;
    c->marks = marks;
    return c;
}

const tyc_value *tyc_v_with_range(tyc_arena *a, const tyc_value *v, uint32_t beg, uint32_t end)
{
    tyc_value *c = TYC_NEW(a, tyc_value);
    if (!c)
        return NULL;
    *c = *v;
    c->beg = beg;
    c->end = end;
    return c;
}

const tyc_value *tyc_v_refine_notnull(tyc_arena *a, const tyc_value *v)
{
    if (!tyc_v_is_unknown(v) || (v->flags & TYC_VF_NOTNULL) || v->type->kind == TYC_DYN)
        return v;
    tyc_value *c = TYC_NEW(a, tyc_value);
    if (!c)
        return NULL;
    *c = *v;
    c->flags |= TYC_VF_NOTNULL;
    return c;
}

int tyc_v_wholly_known(const tyc_value *v)
{
    if (tyc_v_is_unknown(v))
        return 0;
    if (tyc_v_is_null(v) || tyc_type_is_prim(v->type))
        return 1;
    for (uint32_t i = 0; i < v->n; i++)
        if (!tyc_v_wholly_known(v->u.elems[i]))
            return 0;
    return 1;
}

uint8_t tyc_v_deep_marks(const tyc_value *v)
{
    uint8_t m = v->marks;
    if (!(v->flags & TYC_VF_DEEPMARK))
        return m;
    for (uint32_t i = 0; i < v->n; i++)
        m |= tyc_v_deep_marks(v->u.elems[i]);
    return m;
}

const tyc_value *tyc_v_unmark_deep(tyc_arena *a, const tyc_value *v)
{
    if (!tyc_v_has_marks(v))
        return v;
    tyc_value *c = TYC_NEW(a, tyc_value);
    if (!c)
        return NULL;
    *c = *v;
    c->marks = 0;
    if (v->flags & TYC_VF_DEEPMARK) {
        int map = v->type->kind == TYC_MAP;
        const tyc_value **e = tyc_alloc(a, (sizeof(void *) + (map ? sizeof(tyc_str) : 0)) *
                                               (size_t)(v->n ? v->n : 1));
        if (!e)
            return NULL;
        if (map)
            memcpy(e + v->n, tyc_v_keys(v), sizeof(tyc_str) * v->n);
        for (uint32_t i = 0; i < v->n; i++)
            if (!(e[i] = tyc_v_unmark_deep(a, v->u.elems[i])))
                return NULL;
        c->u.elems = e;
        c->flags &= (uint8_t)~TYC_VF_DEEPMARK;
    }
    return c;
}

const tyc_value *tyc_v_attr(const tyc_value *obj, tyc_str name)
{
    if (obj->type->kind != TYC_OBJECT || obj->flags & (TYC_VF_NULL | TYC_VF_UNKNOWN))
        return NULL;
    int32_t i = tyc_type_attr(obj->type, name);
    return i < 0 ? NULL : obj->u.elems[i];
}

const tyc_value *tyc_v_map_get(const tyc_value *map, tyc_str key)
{
    uint32_t lo = 0, hi = map->n;
    const tyc_str *keys = tyc_v_keys(map);
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        int c = tyc_str_cmp(keys[mid], key);
        if (c == 0)
            return map->u.elems[mid];
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}
