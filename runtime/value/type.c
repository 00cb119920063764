/* SPDX-License-Identifier: Apache-2.0 */
/*
** type.c: construction, comparison and printing of cty types.
** (tyc_type_buf_console, Terraform console's type() form, lives in render_type.c.)
*/
#include <stdlib.h>

#include "runtime/base/str.h"
#include "runtime/value/type.h"

const tyc_type tyc_t_dyn = {TYC_DYN, 0, NULL, NULL, NULL, NULL};
const tyc_type tyc_t_string = {TYC_STRING, 0, NULL, NULL, NULL, NULL};
const tyc_type tyc_t_number = {TYC_NUMBER, 0, NULL, NULL, NULL, NULL};
const tyc_type tyc_t_bool = {TYC_BOOL, 0, NULL, NULL, NULL, NULL};
const tyc_type tyc_t_empty_object = {TYC_OBJECT, 0, NULL, NULL, NULL, NULL};
const tyc_type tyc_t_empty_tuple = {TYC_TUPLE, 0, NULL, NULL, NULL, NULL};

/*
** Hash-consing: every composite type made in an arena is entered in the arena's table, so
** a type is built (and stored) once however many values share it, and types made from
** interned parts compare equal by pointer. Lookups compare children by pointer (they are
** interned already) and names by content. Open addressing, load factor at most 1/2.
*/
struct tyc_intern {
    const tyc_type **slots;
    uint32_t cap, count;
};

static uint64_t mix(uint64_t h, uint64_t x)
{
    h ^= x + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    return h;
}

/* Shallow hash of a type: kind, size, child pointers, attribute names and flags. */
static uint64_t type_hash(int kind, uint32_t n, const tyc_type *elem, const tyc_type *const *elems,
                          const tyc_str *names, const uint8_t *opt)
{
    uint64_t h = mix((uint64_t)kind, n);
    if (elem)
        h = mix(h, (uint64_t)(uintptr_t)elem);
    for (uint32_t i = 0; elems && i < n; i++) {
        h = mix(h, (uint64_t)(uintptr_t)elems[i]);
        if (names) {
            uint64_t f = 1469598103934665603ULL;
            for (size_t j = 0; j < names[i].len; j++)
                f = (f ^ (unsigned char)names[i].p[j]) * 1099511628211ULL;
            h = mix(h, f ^ (uint64_t)(opt && opt[i]));
        }
    }
    return h;
}

static int type_same(const tyc_type *t, int kind, uint32_t n, const tyc_type *elem,
                     const tyc_type *const *elems, const tyc_str *names, const uint8_t *opt)
{
    if (t->kind != kind || t->n != n || t->elem != elem)
        return 0;
    for (uint32_t i = 0; elems && i < n; i++) {
        if (t->elems[i] != elems[i])
            return 0;
        if (names && (!tyc_str_eq(t->names[i], names[i]) ||
                      tyc_type_attr_optional(t, i) != (opt && opt[i])))
            return 0;
    }
    return 1;
}

/* Finds an equal type, or the free slot where it belongs (*slot). NULL table: no match. */
static const tyc_type *intern_find(tyc_arena *a, uint64_t h, int kind, uint32_t n,
                                   const tyc_type *elem, const tyc_type *const *elems,
                                   const tyc_str *names, const uint8_t *opt, uint32_t *slot)
{
    struct tyc_intern *t = a->types;
    if (!t || !t->cap)
        return NULL;
    uint32_t i = (uint32_t)h & (t->cap - 1);
    while (t->slots[i]) {
        if (type_same(t->slots[i], kind, n, elem, elems, names, opt))
            return t->slots[i];
        i = (i + 1) & (t->cap - 1);
    }
    *slot = i;
    return NULL;
}

static uint64_t hash_of(const tyc_type *t)
{
    return type_hash(t->kind, t->n, t->elem, t->elems, t->names, t->opt);
}

/* Enters t (not present) in the table, growing it when half full. Failure to grow only
** loses sharing, never correctness. */
static void intern_add(tyc_arena *a, const tyc_type *t)
{
    struct tyc_intern *in = a->types;
    if (!in && !(in = a->types = TYC_NEW(a, struct tyc_intern)))
        return;
    if (2 * (in->count + 1) > in->cap) {
        uint32_t cap = in->cap ? in->cap * 2 : 64;
        const tyc_type **s = TYC_NEWN(a, const tyc_type *, cap);
        if (!s)
            return;
        for (uint32_t i = 0; i < in->cap; i++) {
            if (!in->slots[i])
                continue;
            uint32_t j = (uint32_t)hash_of(in->slots[i]) & (cap - 1);
            while (s[j])
                j = (j + 1) & (cap - 1);
            s[j] = in->slots[i];
        }
        in->slots = s;
        in->cap = cap;
    }
    uint32_t j = (uint32_t)hash_of(t) & (in->cap - 1);
    while (in->slots[j])
        j = (j + 1) & (in->cap - 1);
    in->slots[j] = t;
    in->count++;
}

const tyc_type *tyc_type_coll(tyc_arena *a, int k, const tyc_type *elem)
{
    uint32_t slot = 0;
    const tyc_type *old = intern_find(a, type_hash(k, 0, elem, NULL, NULL, NULL), k, 0, elem,
                                      NULL, NULL, NULL, &slot);
    if (old)
        return old;
    tyc_type *t = TYC_NEW(a, tyc_type);
    if (!t)
        return NULL;
    t->kind = (uint8_t)k;
    t->elem = elem;
    intern_add(a, t);
    return t;
}

const tyc_type *tyc_type_list(tyc_arena *a, const tyc_type *e) { return tyc_type_coll(a, TYC_LIST, e); }
const tyc_type *tyc_type_set(tyc_arena *a, const tyc_type *e) { return tyc_type_coll(a, TYC_SET, e); }
const tyc_type *tyc_type_map(tyc_arena *a, const tyc_type *e) { return tyc_type_coll(a, TYC_MAP, e); }

/* The tuple type of elems[0..n): the interned one, or a new one that uses elems itself
** (own: elems is an arena array the caller gives up) or a copy of it. */
static const tyc_type *tuple_of(tyc_arena *a, const tyc_type **elems, uint32_t n, int own)
{
    if (n == 0)
        return &tyc_t_empty_tuple;
    uint32_t slot = 0;
    const tyc_type *old = intern_find(a, type_hash(TYC_TUPLE, n, NULL, elems, NULL, NULL),
                                      TYC_TUPLE, n, NULL, elems, NULL, NULL, &slot);
    if (old)
        return old;
    tyc_type *t = TYC_NEW(a, tyc_type);
    const tyc_type **e = own ? elems : TYC_NEWN(a, const tyc_type *, n);
    if (!t || !e)
        return NULL;
    if (!own)
        memcpy(e, elems, sizeof *e * n);
    t->kind = TYC_TUPLE;
    t->n = n;
    t->elems = e;
    intern_add(a, t);
    return t;
}

const tyc_type *tyc_type_tuple(tyc_arena *a, const tyc_type *const *elems, uint32_t n)
{
    return tuple_of(a, (const tyc_type **)elems, n, 0);
}

const tyc_type *tyc_type_tuple_adopt(tyc_arena *a, const tyc_type **elems, uint32_t n)
{
    return tuple_of(a, elems, n, 1);
}

/* Sort helper: attribute indexes ordered by name. */
typedef struct attr_ref {
    tyc_str name;
    uint32_t i;
} attr_ref;

static int cmp_attr(const void *x, const void *y)
{
    return tyc_str_cmp(((const attr_ref *)x)->name, ((const attr_ref *)y)->name);
}

#define SMALL 16

/* A new object type (not in the table yet) over the given arrays; enters it in the table. */
static const tyc_type *object_new(tyc_arena *a, const tyc_str *names, const tyc_type *const *types,
                                  const uint8_t *opt, uint32_t n)
{
    tyc_type *t = TYC_NEW(a, tyc_type);
    if (!t)
        return NULL;
    t->kind = TYC_OBJECT;
    t->n = n;
    t->names = names;
    t->elems = types;
    t->opt = opt;
    intern_add(a, t);
    return t;
}

/* Copies the n names into the arena, in place: one block for all of them (each followed by
** a NUL), so that short names cost no alignment padding. -1 on out-of-memory. */
static int copy_names(tyc_arena *a, tyc_str *nm, uint32_t n)
{
    size_t total = 0;
    for (uint32_t i = 0; i < n; i++)
        total += nm[i].len + 1;
    char *p = tyc_alloc_raw(a, total);
    if (!p)
        return -1;
    for (uint32_t i = 0; i < n; i++) {
        if (nm[i].len)
            memcpy(p, nm[i].p, nm[i].len);
        p[nm[i].len] = 0;
        nm[i].p = p;
        p += nm[i].len + 1;
    }
    return 0;
}

/* Builds (or finds) the object type of sorted names/types/opt; names are copied on a miss. */
static const tyc_type *object_sorted(tyc_arena *a, const tyc_str *names,
                                     const tyc_type *const *types, const uint8_t *opt, uint32_t n)
{
    uint32_t slot = 0;
    const tyc_type *old = intern_find(a, type_hash(TYC_OBJECT, n, NULL, types, names, opt),
                                      TYC_OBJECT, n, NULL, types, names, opt, &slot);
    if (old)
        return old;
    tyc_str *nm = TYC_NEWN(a, tyc_str, n);
    const tyc_type **ty = TYC_NEWN(a, const tyc_type *, n);
    uint8_t *op = opt ? TYC_NEWN(a, uint8_t, n) : NULL;
    if (!nm || !ty || (opt && !op))
        return NULL;
    for (uint32_t i = 0; i < n; i++) {
        nm[i] = names[i];
        ty[i] = types[i];
        if (op)
            op[i] = opt[i] ? 1 : 0;
    }
    if (copy_names(a, nm, n) != 0)
        return NULL;
    return object_new(a, nm, ty, op, n);
}

const tyc_type *tyc_type_object_sorted(tyc_arena *a, tyc_str *names, const tyc_type **types,
                                       uint32_t n, unsigned flags)
{
    if (n == 0)
        return &tyc_t_empty_object;
    uint32_t slot = 0;
    const tyc_type *old = intern_find(a, type_hash(TYC_OBJECT, n, NULL, types, names, NULL),
                                      TYC_OBJECT, n, NULL, types, names, NULL, &slot);
    if (old)
        return old;
    if (flags & TYC_TO_ADOPT)
        return object_new(a, names, types, NULL, n);
    tyc_str *nm = TYC_NEWN(a, tyc_str, n);
    const tyc_type **ty = TYC_NEWN(a, const tyc_type *, n);
    if (!nm || !ty)
        return NULL;
    memcpy(nm, names, sizeof *nm * n);
    memcpy(ty, types, sizeof *ty * n);
    if (copy_names(a, nm, n) != 0)
        return NULL;
    return object_new(a, nm, ty, NULL, n);
}

const tyc_type *tyc_type_object(tyc_arena *a, const tyc_str *names, const tyc_type *const *types,
                                const uint8_t *opt, uint32_t n)
{
    if (n == 0)
        return &tyc_t_empty_object;
    int sorted = 1, anyopt = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (i && tyc_str_cmp(names[i - 1], names[i]) > 0)
            sorted = 0;
        if (opt && opt[i])
            anyopt = 1;
    }
    if (sorted)
        return object_sorted(a, names, types, anyopt ? opt : NULL, n);
    attr_ref rs[SMALL];
    tyc_str ns[SMALL];
    const tyc_type *ts[SMALL];
    uint8_t os[SMALL];
    tyc_ctx *c = a->ctx;
    attr_ref *refs = tyc_tmp(c, rs, sizeof rs, sizeof *refs * n);
    tyc_str *nm = tyc_tmp(c, ns, sizeof ns, sizeof *nm * n);
    const tyc_type **ty = tyc_tmp(c, ts, sizeof ts, sizeof *ty * n);
    uint8_t *op = tyc_tmp(c, os, sizeof os, n);
    const tyc_type *t = NULL;
    if (refs && nm && ty && op) {
        for (uint32_t i = 0; i < n; i++)
            refs[i] = (attr_ref){names[i], i};
        qsort(refs, n, sizeof *refs, cmp_attr);
        for (uint32_t i = 0; i < n; i++) {
            nm[i] = names[refs[i].i];
            ty[i] = types[refs[i].i];
            op[i] = anyopt && opt[refs[i].i];
        }
        t = object_sorted(a, nm, ty, anyopt ? op : NULL, n);
    }
    tyc_tmp_free(c, refs, rs, sizeof *refs * n);
    tyc_tmp_free(c, nm, ns, sizeof *nm * n);
    tyc_tmp_free(c, ty, ts, sizeof *ty * n);
    tyc_tmp_free(c, op, os, n);
    return t;
}

int32_t tyc_type_attr(const tyc_type *t, tyc_str name)
{
    uint32_t lo = 0, hi = t->n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        int c = tyc_str_cmp(t->names[mid], name);
        if (c == 0)
            return (int32_t)mid;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}

int tyc_type_attr_optional(const tyc_type *t, uint32_t i) { return t->opt && t->opt[i]; }

int tyc_type_equal(const tyc_type *a, const tyc_type *b)
{
    if (a == b)
        return 1;
    if (a->kind != b->kind || a->n != b->n)
        return 0;
    switch (a->kind) {
    case TYC_LIST:
    case TYC_SET:
    case TYC_MAP:
        return tyc_type_equal(a->elem, b->elem);
    case TYC_OBJECT:
        for (uint32_t i = 0; i < a->n; i++) {
            if (!tyc_str_eq(a->names[i], b->names[i]) ||
                tyc_type_attr_optional(a, i) != tyc_type_attr_optional(b, i))
                return 0;
        }
        /* fall through */
    case TYC_TUPLE:
        for (uint32_t i = 0; i < a->n; i++)
            if (!tyc_type_equal(a->elems[i], b->elems[i]))
                return 0;
        return 1;
    default:
        return 1;
    }
}

int tyc_type_has_dyn(const tyc_type *t)
{
    switch (t->kind) {
    case TYC_DYN:
        return 1;
    case TYC_LIST:
    case TYC_SET:
    case TYC_MAP:
        return tyc_type_has_dyn(t->elem);
    case TYC_OBJECT:
    case TYC_TUPLE:
        for (uint32_t i = 0; i < t->n; i++)
            if (tyc_type_has_dyn(t->elems[i]))
                return 1;
        return 0;
    default:
        return 0;
    }
}

int tyc_type_has_optional(const tyc_type *t)
{
    switch (t->kind) {
    case TYC_LIST:
    case TYC_SET:
    case TYC_MAP:
        return tyc_type_has_optional(t->elem);
    case TYC_OBJECT:
        if (t->opt)
            return 1;
        /* fall through */
    case TYC_TUPLE:
        for (uint32_t i = 0; i < t->n; i++)
            if (tyc_type_has_optional(t->elems[i]))
                return 1;
        return 0;
    default:
        return 0;
    }
}

const tyc_type *tyc_type_strip_optional(tyc_arena *a, const tyc_type *t)
{
    if (!tyc_type_has_optional(t))
        return t;
    if (tyc_type_is_coll(t)) {
        const tyc_type *e = tyc_type_strip_optional(a, t->elem);
        return e ? tyc_type_coll(a, t->kind, e) : NULL;
    }
    const tyc_type *small[SMALL];
    const tyc_type **el = t->n <= SMALL ? small : TYC_NEWN(a, const tyc_type *, t->n);
    if (!el)
        return NULL;
    for (uint32_t i = 0; i < t->n; i++)
        if (!(el[i] = tyc_type_strip_optional(a, t->elems[i])))
            return NULL;
    if (t->kind == TYC_TUPLE)
        return tyc_type_tuple(a, el, t->n);
    return object_sorted(a, t->names, el, NULL, t->n);
}

int tyc_type_is_coll(const tyc_type *t)
{
    return t->kind == TYC_LIST || t->kind == TYC_SET || t->kind == TYC_MAP;
}

int tyc_type_is_struct(const tyc_type *t) { return t->kind == TYC_OBJECT || t->kind == TYC_TUPLE; }

int tyc_type_is_prim(const tyc_type *t)
{
    return t->kind == TYC_STRING || t->kind == TYC_NUMBER || t->kind == TYC_BOOL;
}

static const char *coll_word(int k)
{
    return k == TYC_LIST ? "list" : k == TYC_SET ? "set" : "map";
}

static const char *prim_word(int k)
{
    switch (k) {
    case TYC_STRING: return "string";
    case TYC_NUMBER: return "number";
    case TYC_BOOL: return "bool";
    default: return NULL;
    }
}

void tyc_type_buf_string(tyc_buf *b, const tyc_type *t)
{
    const char *p = prim_word(t->kind);
    if (p) {
        tyc_buf_addz(b, p);
        return;
    }
    switch (t->kind) {
    case TYC_DYN:
        tyc_buf_addz(b, "any");
        return;
    case TYC_LIST:
    case TYC_SET:
    case TYC_MAP:
        tyc_buf_addz(b, coll_word(t->kind));
        tyc_buf_addc(b, '(');
        tyc_type_buf_string(b, t->elem);
        tyc_buf_addc(b, ')');
        return;
    case TYC_TUPLE:
        tyc_buf_addz(b, "tuple([");
        for (uint32_t i = 0; i < t->n; i++) {
            if (i)
                tyc_buf_addc(b, ',');
            tyc_type_buf_string(b, t->elems[i]);
        }
        tyc_buf_addz(b, "])");
        return;
    case TYC_OBJECT:
        tyc_buf_addz(b, "object({");
        for (uint32_t i = 0; i < t->n; i++) {
            if (i)
                tyc_buf_addc(b, ',');
            if (tyc_is_ident(t->names[i].p, t->names[i].len))
                tyc_buf_addstr(b, t->names[i]);
            else
                tyc_buf_goquote(b, t->names[i].p, t->names[i].len);
            tyc_buf_addc(b, '=');
            tyc_type_buf_string(b, t->elems[i]);
        }
        tyc_buf_addz(b, "})");
        return;
    }
}

static void friendly(tyc_buf *b, const tyc_type *t, int constraint)
{
    const char *p = prim_word(t->kind);
    if (p) {
        tyc_buf_addz(b, p);
        return;
    }
    switch (t->kind) {
    case TYC_DYN:
        tyc_buf_addz(b, constraint ? "any type" : "dynamic");
        return;
    case TYC_LIST:
    case TYC_SET:
    case TYC_MAP:
        tyc_buf_addz(b, coll_word(t->kind));
        tyc_buf_addz(b, " of ");
        if (constraint && t->elem->kind == TYC_DYN)
            tyc_buf_addz(b, "any single type");
        else
            friendly(b, t->elem, constraint);
        return;
    case TYC_OBJECT:
        tyc_buf_addz(b, "object");
        return;
    case TYC_TUPLE:
        tyc_buf_addz(b, "tuple");
        return;
    }
}

void tyc_type_buf_friendly(tyc_buf *b, const tyc_type *t) { friendly(b, t, 0); }
void tyc_type_buf_constraint(tyc_buf *b, const tyc_type *t) { friendly(b, t, 1); }

void tyc_type_buf_json(tyc_buf *b, const tyc_type *t)
{
    const char *p = prim_word(t->kind);
    if (p) {
        tyc_buf_addf(b, "\"%s\"", p);
        return;
    }
    switch (t->kind) {
    case TYC_DYN:
        tyc_buf_addz(b, "\"dynamic\"");
        return;
    case TYC_LIST:
    case TYC_SET:
    case TYC_MAP:
        tyc_buf_addf(b, "[\"%s\",", coll_word(t->kind));
        tyc_type_buf_json(b, t->elem);
        tyc_buf_addc(b, ']');
        return;
    case TYC_TUPLE:
        tyc_buf_addz(b, "[\"tuple\",[");
        for (uint32_t i = 0; i < t->n; i++) {
            if (i)
                tyc_buf_addc(b, ',');
            tyc_type_buf_json(b, t->elems[i]);
        }
        tyc_buf_addz(b, "]]");
        return;
    case TYC_OBJECT:
        tyc_buf_addz(b, "[\"object\",{");
        for (uint32_t i = 0; i < t->n; i++) {
            if (i)
                tyc_buf_addc(b, ',');
            tyc_buf_jsonquote(b, t->names[i].p, t->names[i].len);
            tyc_buf_addc(b, ':');
            tyc_type_buf_json(b, t->elems[i]);
        }
        tyc_buf_addc(b, '}');
        if (t->opt) {
            tyc_buf_addz(b, ",[");
            int first = 1;
            for (uint32_t i = 0; i < t->n; i++) {
                if (!t->opt[i])
                    continue;
                if (!first)
                    tyc_buf_addc(b, ',');
                first = 0;
                tyc_buf_jsonquote(b, t->names[i].p, t->names[i].len);
            }
            tyc_buf_addc(b, ']');
        }
        tyc_buf_addc(b, ']');
        return;
    }
}
