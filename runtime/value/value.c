/* SPDX-License-Identifier: Apache-2.0 */
/*
** value.c: construction and inspection of cty values (sets live in set.c).
*/
#include <stdlib.h>

#include "runtime/base/str.h"
#include "runtime/value/refine.h"
#include "runtime/value/value.h"

const tyc_value tyc_v_true = {&tyc_t_bool, {.b = 1}, 0, 0, 0, 0, 0};
const tyc_value tyc_v_false = {&tyc_t_bool, {.b = 0}, 0, 0, 0, 0, 0};
const tyc_value tyc_v_dynval = {&tyc_t_dyn, {.b = 0}, 0, 0, 0, TYC_VF_UNKNOWN, 0};
const tyc_value tyc_v_null_dyn = {&tyc_t_dyn, {.b = 0}, 0, 0, 0, TYC_VF_NULL, 0};
const tyc_str tyc_v_no_keys[1] = {{"", 0}};

static tyc_value *mk(tyc_arena *a, const tyc_type *t)
{
    tyc_value *v = tyc_alloc_bump(a, sizeof *v);
    if (v) /* every field zero but the type: stores in place, no memset call */
        *v = (tyc_value){.type = t};
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

const tyc_value *tyc_v_string_nfc(tyc_arena *a, const char *s, size_t n)
{
    tyc_value *v = mk(a, &tyc_t_string);
    if (v) {
        v->u.s = s;
        v->n = (uint32_t)n;
    }
    return v;
}

const tyc_value *tyc_v_number(tyc_arena *a, const tyc_num *num)
{
    if (!num)
        return NULL;
    tyc_value *v = mk(a, &tyc_t_number);
    if (!v)
        return NULL;
    uint32_t hdr;
    int64_t i;
    if (tyc_num_pack(num, &hdr, &i)) { /* no separate number: 32 bytes in all */
        v->flags |= TYC_VF_INUM;
        v->n = hdr;
        v->u.ni = i;
    } else {
        v->u.num = num;
    }
    return v;
}

const tyc_num *tyc_v_num_keep(tyc_arena *a, const tyc_value *v)
{
    if (!(v->flags & TYC_VF_INUM))
        return v->u.num;
    tyc_num *x = TYC_NEW(a, tyc_num);
    if (x)
        tyc_num_unpack(x, v->n, v->u.ni);
    return x;
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

const tyc_value *tyc_v_tuple_adopt_typed(tyc_arena *a, const tyc_type *t,
                                         const tyc_value **elems)
{
    return adopt(a, t, elems, t->n);
}

const tyc_value *tyc_v_tuple_adopt(tyc_arena *a, const tyc_value **elems, uint32_t n)
{
    const tyc_type *small[16];
    const tyc_type **ts = n <= 16 ? small : TYC_NEWN(a, const tyc_type *, n);
    if (!ts)
        return NULL;
    for (uint32_t i = 0; i < n; i++)
        ts[i] = elems[i]->type;
    const tyc_type *t = ts == small ? tyc_type_tuple(a, ts, n) : tyc_type_tuple_adopt(a, ts, n);
    return adopt(a, t, elems, n);
}

const tyc_value *tyc_v_object_typed(tyc_arena *a, const tyc_type *t, const tyc_value *const *vals)
{
    tyc_value *v = mk(a, t);
    if (!v || !(v->u.elems = copy_elems(a, vals, t->n, &v->flags)))
        return NULL;
    v->n = t->n;
    return v;
}

#define SMALL 16

/*
** Objects. tyc_v_object sorts a permutation of the input positions instead of copying the
** pairs: the permutation (4 bytes per attribute) and the merge sort's buffer live in the
** object's own element array (8 bytes per attribute) until that is filled, so a big object
** needs no temporary beyond its final arrays. The type is looked up before anything of it
** is allocated (small shapes repeat); big ones are built in place and adopted.
*/
#define LOOKUP_MAX 1024 /* up to this many attributes the type is looked up from scratch */

/* Order of positions i, j by name, then by position (so the last duplicate sorts last). */
static int pos_less(const tyc_str *nm, uint32_t i, uint32_t j)
{
    int c = tyc_str_cmp(nm[i], nm[j]);
    return c < 0 || (c == 0 && i < j);
}

/* Sorts p[0..n) (positions into nm) with the buffer t[0..n); the result ends up in p. */
static void sort_pos(const tyc_str *nm, uint32_t *p, uint32_t *t, uint32_t n)
{
    uint32_t *src = p, *dst = t;
    for (uint32_t w = 1; w < n; w *= 2) {
        for (uint32_t lo = 0; lo < n; lo += 2 * w) {
            uint32_t mid = lo + w < n ? lo + w : n, hi = mid + w < n ? mid + w : n;
            uint32_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi)
                dst[k++] = pos_less(nm, src[j], src[i]) ? src[j++] : src[i++];
            while (i < mid)
                dst[k++] = src[i++];
            while (j < hi)
                dst[k++] = src[j++];
        }
        uint32_t *x = src;
        src = dst;
        dst = x;
    }
    if (src != p)
        memcpy(p, src, sizeof *p * n);
}

/* The sorted distinct positions of the n names in p (input order when already sorted);
** a later duplicate replaces an earlier one. Returns their count. */
static uint32_t order(const tyc_str *nm, uint32_t *p, uint32_t *t, uint32_t n)
{
    int sorted = 1;
    for (uint32_t i = 0; i < n; i++) {
        p[i] = i;
        if (i && tyc_str_cmp(nm[i - 1], nm[i]) >= 0)
            sorted = 0;
    }
    if (sorted)
        return n;
    sort_pos(nm, p, t, n);
    uint32_t m = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (m && tyc_str_eq(nm[p[m - 1]], nm[p[i]]))
            m--;
        p[m++] = p[i];
    }
    return m;
}

/* NFC-normalises the names into *nm: names itself when all are NFC, else a copy in scratch
** *own (of n, released by the caller with tyc_tmp_free(c, *own, NULL, ...)). -1 on OOM. */
static int nfc_names(tyc_arena *a, const tyc_str *names, uint32_t n, const tyc_str **nm,
                     tyc_str **own)
{
    *own = NULL;
    *nm = names;
    for (uint32_t i = 0; i < n; i++) {
        tyc_str k = tyc_nfc(a, names[i].p, names[i].len);
        if (!k.p) {
            tyc_tmp_free(a->ctx, *own, NULL, sizeof(tyc_str) * n);
            *own = NULL;
            return -1;
        }
        if (k.p == names[i].p && k.len == names[i].len)
            continue;
        if (!*own) {
            if (!(*own = tyc_tmp(a->ctx, NULL, 0, sizeof(tyc_str) * n)))
                return -1;
            memcpy(*own, names, sizeof(tyc_str) * n);
            *nm = *own;
        }
        (*own)[i] = k;
    }
    return 0;
}

/* Arrays of a big object, allocated as one block (few big blocks: little arena slack). */
typedef struct big_arrays {
    tyc_str *names;       /* the type's names, then ... */
    const tyc_type **types; /* ... its attribute types, then ... */
    char *bytes;          /* ... the name bytes */
} big_arrays;

/* The type of the m attributes at sorted positions p: looked up from scratch for small
** objects; built in big's arrays and adopted otherwise. */
static const tyc_type *object_type(tyc_arena *a, const tyc_str *nm, const tyc_value *const *vals,
                                   const uint32_t *p, uint32_t m, const big_arrays *big)
{
    if (big) {
        char *q = big->bytes;
        for (uint32_t j = 0; j < m; j++) {
            tyc_str k = nm[p[j]];
            if (k.len)
                memcpy(q, k.p, k.len);
            q[k.len] = 0;
            big->names[j] = (tyc_str){q, k.len};
            big->types[j] = vals[p[j]]->type;
            q += k.len + 1;
        }
        return tyc_type_object_sorted(a, big->names, big->types, m, TYC_TO_ADOPT);
    }
    tyc_str nms[SMALL];
    const tyc_type *tss[SMALL];
    size_t sn = sizeof(tyc_str) * m, st = sizeof(void *) * m;
    tyc_str *n2 = tyc_tmp(a->ctx, nms, sizeof nms, sn);
    const tyc_type **t2 = tyc_tmp(a->ctx, tss, sizeof tss, st);
    const tyc_type *t = NULL;
    if (n2 && t2) {
        for (uint32_t j = 0; j < m; j++) {
            n2[j] = nm[p[j]];
            t2[j] = vals[p[j]]->type;
        }
        t = tyc_type_object_sorted(a, n2, t2, m, 0);
    }
    tyc_tmp_free(a->ctx, n2, nms, sn);
    tyc_tmp_free(a->ctx, t2, tss, st);
    return t;
}

/* The element array of an object of n attributes (8 bytes each: see above); for a big one,
** in one block with the type's arrays (*big). NULL on out-of-memory. */
static const tyc_value **object_arrays(tyc_arena *a, const tyc_str *nm, uint32_t n, big_arrays *big,
                                       int *is_big)
{
    *is_big = n > LOOKUP_MAX;
    if (!*is_big)
        return TYC_NEWN(a, const tyc_value *, n ? n : 1);
    size_t bytes = 0;
    for (uint32_t i = 0; i < n; i++)
        bytes += nm[i].len + 1;
    size_t ptrs = sizeof(void *) * (size_t)n, strs = sizeof(tyc_str) * (size_t)n;
    char *b = tyc_alloc_raw(a, ptrs + strs + ptrs + bytes);
    if (!b)
        return NULL;
    big->names = (tyc_str *)(void *)(b + ptrs);
    big->types = (const tyc_type **)(void *)(b + ptrs + strs);
    big->bytes = b + ptrs + strs + ptrs;
    return (const tyc_value **)(void *)b;
}

/* The object of n (name, value) pairs (see tyc_v_object). */
static const tyc_value *object_build(tyc_arena *a, const tyc_str *names,
                                     const tyc_value *const *vals, uint32_t n)
{
    tyc_value *v = TYC_NEW(a, tyc_value);
    tyc_str *own = NULL;
    const tyc_str *nm = NULL;
    if (!v || nfc_names(a, names, n, &nm, &own) != 0)
        return NULL;
    big_arrays big = {NULL, NULL, NULL};
    int is_big;
    const tyc_value **vs = object_arrays(a, nm, n, &big, &is_big);
    if (vs) {
        uint32_t *p = (uint32_t *)(void *)vs + n, *t = (uint32_t *)(void *)vs; /* see above */
        uint32_t m = order(nm, p, t, n);
        v->type = object_type(a, nm, vals, p, m, is_big ? &big : NULL);
        for (uint32_t j = 0; v->type && j < m; j++) { /* vs[j] overlaps only p[< j], read */
            vs[j] = vals[p[j]];
            if (tyc_v_has_marks(vs[j]))
                v->flags |= TYC_VF_DEEPMARK;
        }
        v->n = m;
        v->u.elems = vs;
    }
    tyc_tmp_free(a->ctx, own, NULL, own ? sizeof(tyc_str) * n : 0);
    return vs && v->type ? v : NULL;
}

const tyc_value *tyc_v_object(tyc_arena *a, const tyc_str *names, const tyc_value *const *vals,
                              uint32_t n)
{
    return object_build(a, names, vals, n);
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

/* Stores the keys pointer of a map in the slot after its n elements (see tyc_v_keys). */
static void set_keys(const tyc_value **e, uint32_t n, const tyc_str *keys)
{
    memcpy(e + n, &keys, sizeof keys);
}

/* Fills map v from the m sorted distinct positions p into nm/vals: one block of m element
** pointers and the keys pointer, then the keys (see tyc_v_keys). -1 on out-of-memory. */
static int map_fill(tyc_arena *a, tyc_value *v, const tyc_str *nm, const tyc_value *const *vals,
                    const uint32_t *p, uint32_t m)
{
    const tyc_value **vs = tyc_alloc(a, sizeof(void *) * ((size_t)m + 1) + sizeof(tyc_str) * m);
    if (!vs)
        return -1;
    tyc_str *ks = (tyc_str *)(void *)(vs + m + 1);
    for (uint32_t i = 0; i < m; i++) {
        ks[i] = nm[p[i]];
        vs[i] = vals[p[i]];
        if (tyc_v_has_marks(vs[i]))
            v->flags |= TYC_VF_DEEPMARK;
    }
    set_keys(vs, m, ks);
    v->n = m;
    v->u.elems = vs;
    return 0;
}

const tyc_value *tyc_v_map(tyc_arena *a, const tyc_type *et, const tyc_str *keys,
                           const tyc_value *const *vals, uint32_t n)
{
    const tyc_type *t = tyc_type_map(a, et);
    tyc_value *v = t ? mk(a, t) : NULL;
    tyc_str *own = NULL;
    const tyc_str *nm = NULL;
    if (!v || nfc_names(a, keys, n, &nm, &own) != 0)
        return NULL;
    uint32_t small[2 * SMALL]; /* the sorted positions, then the merge sort's buffer */
    size_t sz = sizeof(uint32_t) * 2 * (size_t)n;
    uint32_t *p = tyc_tmp(a->ctx, small, sizeof small, sz);
    int rc = p ? map_fill(a, v, nm, vals, p, order(nm, p, p + n, n)) : -1;
    tyc_tmp_free(a->ctx, p, small, sz);
    tyc_tmp_free(a->ctx, own, NULL, own ? sizeof(tyc_str) * n : 0);
    return rc == 0 ? v : NULL;
}

const tyc_value *tyc_v_map_keys_ref(tyc_arena *a, const tyc_type *et, const tyc_str *keys,
                                    const tyc_value **elems, uint32_t n)
{
    const tyc_value *v = adopt(a, tyc_type_map(a, et), elems, n);
    if (v)
        set_keys(elems, n, keys);
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
    if (v->u.rfn) { /* the bounds may now leave one possible value */
        tyc_rb b;
        tyc_rb_init(&b, v);
        tyc_rb_notnull(&b);
        return tyc_rb_value(a, &b);
    }
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
        const tyc_value **e = TYC_NEWN(a, const tyc_value *, v->n + (map || !v->n));
        if (!e)
            return NULL;
        if (map)
            set_keys(e, v->n, tyc_v_keys(v)); /* the keys are shared */
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
