/* SPDX-License-Identifier: Apache-2.0 */
/*
** shape.c: the object shapes of the value-mode fast paths (parse_fast.c for HCL, json_fast.c
** for JSON). Data repeats the same objects: an object whose keys and value types match one
** seen recently reuses that one's type and attribute order, instead of being sorted, having
** its names normalised and its type hash-consed again.
*/
#include "interp/syntax/parse_int.h"

#include "runtime/value/value.h"

/* Object shapes seen recently (data repeats them): the type and key order of an object whose
** keys and value types match are reused instead of sorted and hash-consed again. */
#define SHAPE_KEYS 8
#define SHAPE_SLOTS 64

typedef struct fshape {
    uint32_t n;                      /* 0: an empty slot */
    const tyc_type *t;
    tyc_str keys[SHAPE_KEYS];        /* in source order (slices of the text) */
    const tyc_type *vt[SHAPE_KEYS];  /* the values' types, in source order */
    uint8_t perm[SHAPE_KEYS];        /* attribute j of t is source item perm[j] */
} fshape;

/* A hash of the keys' lengths and first and last bytes and the values' kinds: enough to
** spread the shapes of one input over the slots (shape_eq decides). Deterministic. */
static uint32_t shape_hash(const tyc_str *k, const tyc_value *const *v, uint32_t n)
{
    uint32_t h = 2166136261u ^ n;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t x = (uint32_t)k[i].len;
        if (k[i].len)
            x ^= (uint32_t)(unsigned char)k[i].p[0] << 8 ^
                 (uint32_t)(unsigned char)k[i].p[k[i].len - 1] << 16;
        h = (h ^ x ^ (uint32_t)v[i]->type->kind << 24) * 16777619u;
    }
    return h ^ (h >> 15);
}

/* 1 if x[0..n) equals y[0..n): short keys in two overlapping loads, no call, no loop. */
static int bytes_eq(const char *x, const char *y, size_t n)
{
    uint64_t a, b;
    uint32_t c, d;
    uint16_t e, f;
    if (n >= 8) {
        for (size_t j = 0; j + 8 < n; j += 8) {
            memcpy(&a, x + j, 8);
            memcpy(&b, y + j, 8);
            if (a != b)
                return 0;
        }
        memcpy(&a, x + n - 8, 8);
        memcpy(&b, y + n - 8, 8);
        return a == b;
    }
    if (n >= 4) {
        memcpy(&c, x, 4);
        memcpy(&d, y, 4);
        if (c != d)
            return 0;
        memcpy(&c, x + n - 4, 4);
        memcpy(&d, y + n - 4, 4);
        return c == d;
    }
    if (n >= 2) {
        memcpy(&e, x, 2);
        memcpy(&f, y, 2);
        if (e != f)
            return 0;
        memcpy(&e, x + n - 2, 2);
        memcpy(&f, y + n - 2, 2);
        return e == f;
    }
    return n == 0 || x[0] == y[0];
}

static int shape_eq(const fshape *e, const tyc_str *k, const tyc_value *const *v, uint32_t n)
{
    if (e->n != n)
        return 0;
    for (uint32_t i = 0; i < n; i++)
        if (e->vt[i] != v[i]->type || e->keys[i].len != k[i].len ||
            (e->keys[i].p != k[i].p && !bytes_eq(e->keys[i].p, k[i].p, k[i].len)))
            return 0;
    return 1;
}

/* Remembers the shape of o, just built by tyc_v_object from these n items (each value a
** distinct fresh allocation, so pointers tell where each item went). */
static void shape_put(fshape *e, const tyc_value *o, const tyc_str *k,
                      const tyc_value *const *v, uint32_t n)
{
    for (uint32_t j = 0; j < n; j++) {
        uint32_t i = 0;
        while (i < n && v[i] != o->u.elems[j])
            i++;
        if (i == n)
            return;
        e->perm[j] = (uint8_t)i;
    }
    for (uint32_t i = 0; i < n; i++) {
        e->keys[i] = k[i];
        e->vt[i] = v[i]->type;
    }
    e->t = o->type;
    e->n = n;
}

struct tyc_shapes {
    fshape slot[SHAPE_SLOTS];
};

const tyc_value *tyc_shape_object(tyc_arena *a, tyc_shapes **cache, const tyc_str *k,
                                  const tyc_value *const *v, uint32_t n)
{
    if (n == 0 || n > SHAPE_KEYS)
        return tyc_v_object(a, k, v, n);
    if (!*cache && (*cache = tyc_mem_alloc(a->ctx, sizeof **cache)) != NULL)
        for (uint32_t i = 0; i < SHAPE_SLOTS; i++)
            (*cache)->slot[i].n = 0; /* empty: the rest is written when a slot is filled */
    fshape *e = NULL; /* two ways: slots h and h ^ 1 */
    if (*cache) {
        fshape *sh = (*cache)->slot;
        uint32_t h = shape_hash(k, v, n) & (SHAPE_SLOTS - 1);
        e = &sh[h];
        if (!shape_eq(e, k, v, n) && (shape_eq(&sh[h ^ 1], k, v, n) || e->n))
            e = &sh[h ^ 1]; /* the match, or the slot to replace */
    }
    if (e && shape_eq(e, k, v, n)) {
        const tyc_value **el = tyc_alloc_bump(a, sizeof *el * n);
        if (!el)
            return NULL;
        for (uint32_t j = 0; j < n; j++)
            el[j] = v[e->perm[j]];
        return tyc_v_object_adopt(a, e->t, el);
    }
    const tyc_value *o = tyc_v_object(a, k, v, n);
    if (o && e && o->n == n)
        shape_put(e, o, k, v, n);
    return o;
}


void tyc_shapes_free(tyc_ctx *c, tyc_shapes *cache)
{
    tyc_mem_free(c, cache, cache ? sizeof *cache : 0);
}
