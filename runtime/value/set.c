/* SPDX-License-Identifier: Apache-2.0 */
/*
** set.c: cty sets (element marks hoisted, de-duplication by Equals, iteration order of
** go-cty: CRC32 hash buckets, then a stable sort by the set "less" rule) and cty's
** Value.Equals as a tri-state. O(n log n) in the number of elements.
*/
#include <stdlib.h>

#include "runtime/value/refine.h"
#include "runtime/value/set_int.h"
#include "runtime/base/str.h"

/* ---------------------------------------------------------------- conformance, hashing */

/* See set_int.h (cty TestConformance reports no error). */
int tyc_type_conforms(const tyc_type *given, const tyc_type *want)
{
    if (want->kind == TYC_DYN || tyc_type_equal(given, want))
        return 1;
    if (given->kind != want->kind)
        return 0;
    switch (given->kind) {
    case TYC_LIST:
    case TYC_SET:
    case TYC_MAP:
        return tyc_type_conforms(given->elem, want->elem);
    case TYC_OBJECT:
        if (given->n != want->n)
            return 0;
        for (uint32_t i = 0; i < given->n; i++)
            if (!tyc_str_eq(given->names[i], want->names[i]))
                return 0;
        /* fall through */
    case TYC_TUPLE:
        if (given->n != want->n)
            return 0;
        for (uint32_t i = 0; i < given->n; i++)
            if (!tyc_type_conforms(given->elems[i], want->elems[i]))
                return 0;
        return 1;
    default:
        return 0;
    }
}

/* Appends the hash bytes of n elements, each followed by ';'. Returns wholly-known. */
static int hash_elems(tyc_buf *b, const tyc_value *v)
{
    int whole = 1;
    for (uint32_t i = 0; i < v->n; i++) {
        if (v->type->kind == TYC_MAP) {
            tyc_buf_goquote(b, tyc_v_keys(v)[i].p, tyc_v_keys(v)[i].len);
            tyc_buf_addc(b, ':');
        }
        whole &= tyc_set_hash_bytes(b, v->u.elems[i]);
        tyc_buf_addc(b, ';');
    }
    return whole;
}

/* See set_int.h; recursion follows the value's nesting. */
int tyc_set_hash_bytes(tyc_buf *b, const tyc_value *v)
{
    static const char open[] = {[TYC_LIST] = '[', [TYC_SET] = '[', [TYC_MAP] = '{',
                                [TYC_OBJECT] = '<', [TYC_TUPLE] = '<'};
    static const char close[] = {[TYC_LIST] = ']', [TYC_SET] = ']', [TYC_MAP] = '}',
                                 [TYC_OBJECT] = '>', [TYC_TUPLE] = '>'};
    if (tyc_v_is_unknown(v)) {
        tyc_buf_addc(b, '?');
        return 0;
    }
    if (tyc_v_is_null(v)) {
        tyc_buf_addc(b, '~');
        return 1;
    }
    int k = v->type->kind, whole = 1;
    switch (k) {
    case TYC_NUMBER: {
        tyc_num nb;
        tyc_num_buf_g10(b, tyc_v_num(v, &nb));
        break;
    }
    case TYC_BOOL:
        tyc_buf_addc(b, v->u.b ? 'T' : 'F');
        break;
    case TYC_STRING:
        tyc_buf_goquote(b, v->u.s, v->n);
        break;
    case TYC_DYN:
        break; /* a known value of type dyn does not exist */
    default:
        tyc_buf_addc(b, open[k]);
        whole = hash_elems(b, v);
        tyc_buf_addc(b, close[k]);
    }
    return whole;
}

/* CRC-32 (IEEE polynomial, reflected), as Go's crc32.ChecksumIEEE. */
static uint32_t crc32_ieee(const char *p, size_t n)
{
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) {
        c ^= (uint8_t)p[i];
        for (int k = 0; k < 8; k++)
            c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
    }
    return ~c;
}

/* ---------------------------------------------------------------- set construction */

/* One element being placed: its hash bytes (in a shared buffer), bucket and category. */
typedef struct ent {
    const tyc_value *v;
    const char *h;
    size_t off, hlen;
    uint32_t crc, idx;
    uint8_t cat;   /* 0 known non-null, 1 unknown, 2 null (the "less" rule's groups) */
    uint8_t whole; /* wholly known: only such elements can be Equal to another */
    uint8_t kind;  /* element type kind, selects the ordering of known values */
    uint8_t keep;
} ent;

/* The "less" order between two known non-null elements: strings byte-wise, numbers
** numerically, false before true, anything else by its hash bytes. */
static int cmp_known(const ent *p, const ent *q)
{
    switch (p->kind) {
    case TYC_STRING:
        return tyc_str_cmp(tyc_v_str(p->v), tyc_v_str(q->v));
    case TYC_NUMBER: {
        tyc_num pb, qb;
        return tyc_num_cmp(tyc_v_num(p->v, &pb), tyc_v_num(q->v, &qb));
    }
    case TYC_BOOL:
        return p->v->u.b - q->v->u.b;
    default: {
        size_t n = p->hlen < q->hlen ? p->hlen : q->hlen;
        int c = n ? memcmp(p->h, q->h, n) : 0;
        return c ? c : (p->hlen < q->hlen ? -1 : p->hlen > q->hlen);
    }
    }
}

/* Final iteration order: (less-order class, CRC bucket, insertion index). This equals a
** stable sort by "less" of the elements gathered bucket by bucket. */
static int cmp_ent(const void *x, const void *y)
{
    const ent *p = x, *q = y;
    if (p->cat != q->cat)
        return p->cat < q->cat ? -1 : 1;
    int c = p->cat == 0 ? cmp_known(p, q) : 0;
    if (c)
        return c < 0 ? -1 : 1;
    if (p->crc != q->crc)
        return p->crc < q->crc ? -1 : 1;
    return p->idx < q->idx ? -1 : p->idx > q->idx;
}

static int cmp_idx(const void *x, const void *y)
{
    const ent *p = *(const ent *const *)x, *q = *(const ent *const *)y;
    return p->idx < q->idx ? -1 : p->idx > q->idx;
}

static int same_hash(const ent *p, const ent *q)
{
    return p->cat == q->cat && p->hlen == q->hlen && memcmp(p->h, q->h, p->hlen) == 0;
}

/* De-duplicates a group of elements with identical hash bytes: in insertion order, an
** element is dropped when it Equals (true) one already kept, as cty's set.Add does. */
static int dedup_group(tyc_arena *a, ent *g, uint32_t n)
{
    ent **o = TYC_NEWN(a, ent *, n);
    if (!o)
        return -1;
    for (uint32_t i = 0; i < n; i++)
        o[i] = &g[i];
    qsort(o, n, sizeof *o, cmp_idx);
    for (uint32_t i = 0; i < n; i++) {
        o[i]->keep = 1;
        if (!o[i]->whole)
            continue;
        for (uint32_t j = 0; j < i && o[i]->keep; j++)
            if (o[j]->keep && o[j]->whole && tyc_v_equals(o[j]->v, o[i]->v) == 1)
                o[i]->keep = 0;
    }
    return 0;
}

/* Marks which sorted entries survive de-duplication. */
static int dedup(tyc_arena *a, ent *e, uint32_t n)
{
    for (uint32_t i = 0; i < n;) {
        uint32_t j = i + 1;
        while (j < n && same_hash(&e[i], &e[j]))
            j++;
        if (j - i == 1 || e[i].cat == 1) {
            for (uint32_t k = i; k < j; k++)
                e[k].keep = 1;
        } else if (dedup_group(a, e + i, j - i) < 0) {
            return -1;
        }
        i = j;
    }
    return 0;
}

/* Unmarks the elements (collecting their deep marks) and computes their hash bytes. */
static int prepare(tyc_arena *a, ent *e, const tyc_type *et, const tyc_value *const *elems,
                   uint32_t n, uint8_t *marks)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    for (uint32_t i = 0; i < n; i++) {
        const tyc_value *v = elems[i];
        *marks |= tyc_v_deep_marks(v);
        if (!(v = tyc_v_unmark_deep(a, v)))
            break;
        e[i].v = v;
        e[i].idx = i;
        e[i].kind = et->kind;
        e[i].cat = tyc_v_is_unknown(v) ? 1 : tyc_v_is_null(v) ? 2 : 0;
        e[i].off = b.len;
        e[i].whole = (uint8_t)tyc_set_hash_bytes(&b, v);
        e[i].hlen = b.len - e[i].off;
    }
    int ok = !tyc_buf_failed(&b) && !a->ctx->oom;
    char *h = ok ? tyc_alloc_raw(a, b.len + 1) : NULL;
    if (h && b.len)
        memcpy(h, b.p, b.len);
    tyc_buf_free(&b);
    if (!h)
        return -1;
    for (uint32_t i = 0; i < n; i++) {
        e[i].h = h + e[i].off;
        e[i].crc = crc32_ieee(e[i].h, e[i].hlen);
    }
    return 0;
}

/* See value.h: deep element marks hoisted onto the set, elements de-duplicated (first
** inserted wins) and stored in cty iteration order. NULL on out-of-memory. */
const tyc_value *tyc_v_set(tyc_arena *a, const tyc_type *et, const tyc_value *const *elems,
                           uint32_t n)
{
    const tyc_type *t = tyc_type_set(a, et);
    tyc_value *s = TYC_NEW(a, tyc_value);
    ent *e = TYC_NEWN(a, ent, n ? n : 1);
    const tyc_value **out = TYC_NEWN(a, const tyc_value *, n ? n : 1);
    uint8_t marks = 0;
    if (!t || !s || !e || !out || prepare(a, e, et, elems, n, &marks) < 0)
        return NULL;
    qsort(e, n, sizeof *e, cmp_ent);
    if (dedup(a, e, n) < 0)
        return NULL;
    uint32_t m = 0;
    for (uint32_t i = 0; i < n; i++)
        if (e[i].keep)
            out[m++] = e[i].v;
    s->type = t;
    s->marks = marks;
    s->n = m;
    s->u.elems = out;
    return s;
}

/* ---------------------------------------------------------------- equality */

/* cty HasWhollyKnownType: no DynamicVal anywhere inside v. */
static int wholly_known_type(const tyc_value *v)
{
    if (tyc_v_is_null(v))
        return 1;
    if (!tyc_type_has_dyn(v->type))
        return 1;
    if (tyc_v_is_unknown(v))
        return 0; /* DynamicVal itself, or an unknown whose type mentions dyn */
    for (uint32_t i = 0; i < v->n && !tyc_type_is_prim(v->type); i++)
        if (!wholly_known_type(v->u.elems[i]))
            return 0;
    return 1;
}

static int definitely_not_null(const tyc_value *v)
{
    return tyc_v_is_unknown(v) ? (v->flags & TYC_VF_NOTNULL) != 0 : !tyc_v_is_null(v);
}

/* Known vs unknown (k known, u unknown). */
static int equals_half_known(const tyc_value *k, const tyc_value *u)
{
    tyc_vrange ur;
    tyc_v_range(u, &ur);
    if (tyc_range_includes(&ur, k) == 0)
        return 0; /* the refinements of u exclude k */
    if (tyc_v_is_null(k) || tyc_type_has_dyn(u->type))
        return -1;
    return tyc_type_equal(k->type, u->type) ? -1 : 0;
}

/* Element-wise comparison of two sequences of n values: unknown as soon as one pair is
** unknown, false at the first false pair (cty's order: index or sorted names). */
static int equals_seq(const tyc_value *const *x, const tyc_value *const *y, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        int r = tyc_v_equals(x[i], y[i]);
        if (r != 1)
            return r;
    }
    return 1;
}

/* Sets: unknown if either holds an unknown element; else equal when each element of
** one is Equal (true) to an element of the other. Both are in canonical order. */
static int equals_set(const tyc_value *x, const tyc_value *y)
{
    for (uint32_t i = 0; i < x->n; i++)
        if (tyc_v_is_unknown(x->u.elems[i]))
            return -1;
    for (uint32_t i = 0; i < y->n; i++)
        if (tyc_v_is_unknown(y->u.elems[i]))
            return -1;
    if (x->n != y->n)
        return 0;
    for (uint32_t i = 0; i < x->n; i++)
        if (tyc_v_equals(x->u.elems[i], y->u.elems[i]) != 1)
            return 0;
    return 1;
}

static int equals_map(const tyc_value *x, const tyc_value *y)
{
    if (x->n != y->n)
        return 0;
    for (uint32_t i = 0; i < x->n; i++) {
        if (!tyc_str_eq(tyc_v_keys(x)[i], tyc_v_keys(y)[i]))
            return 0;
        int r = tyc_v_equals(x->u.elems[i], y->u.elems[i]);
        if (r != 1)
            return r;
    }
    return 1;
}

/* Two known non-null values of equal types. */
static int equals_known(const tyc_value *x, const tyc_value *y)
{
    switch (x->type->kind) {
    case TYC_NUMBER: {
        tyc_num xb, yb;
        return tyc_num_equal(tyc_v_num(x, &xb), tyc_v_num(y, &yb));
    }
    case TYC_BOOL:
        return x->u.b == y->u.b;
    case TYC_STRING:
        return tyc_str_eq(tyc_v_str(x), tyc_v_str(y));
    case TYC_OBJECT:
    case TYC_TUPLE:
        return equals_seq(x->u.elems, y->u.elems, x->n);
    case TYC_LIST:
        return x->n == y->n ? equals_seq(x->u.elems, y->u.elems, x->n) : 0;
    case TYC_SET:
        return equals_set(x, y);
    case TYC_MAP:
        return equals_map(x, y);
    default:
        return -1;
    }
}

/* See value.h: cty Value.Equals, 1 / 0 / -1 (unknown); marks are ignored. */
int tyc_v_equals(const tyc_value *x, const tyc_value *y)
{
    if ((tyc_v_is_null(x) && definitely_not_null(y)) ||
        (tyc_v_is_null(y) && definitely_not_null(x)))
        return 0;
    int xk = tyc_v_is_known(x), yk = tyc_v_is_known(y);
    if (!xk && !yk)
        return -1;
    if (!yk)
        return equals_half_known(x, y);
    if (!xk)
        return equals_half_known(y, x);
    if (tyc_v_is_null(x) || tyc_v_is_null(y))
        return tyc_v_is_null(x) && tyc_v_is_null(y);
    if (!wholly_known_type(x) || !wholly_known_type(y)) {
        if (!tyc_type_conforms(x->type, y->type) && !tyc_type_conforms(y->type, x->type))
            return 0;
        return -1;
    }
    if (!tyc_type_equal(x->type, y->type))
        return 0;
    return equals_known(x, y);
}
