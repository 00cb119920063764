/* SPDX-License-Identifier: Apache-2.0 */
/*
** accept_val.c: the values of the acceptance relation (accept.h): literal samples of a
** type, values a type rejects, candidate values of a type for the search where the new type
** unifies (`any` in a collection), the input step (defaults, conversion) and the one-line
** HCL rendering of witnesses.
*/
#include "interp/diff/accept_int.h"

#include "runtime/base/str.h"
#include "runtime/num/num.h"

const tyc_value *tyc_acc_str(tyc_arena *a, const char *s)
{
    return tyc_v_string(a, s, strlen(s), 1);
}

const tyc_value *tyc_acc_num(tyc_arena *a, int64_t i)
{
    const tyc_num *n = tyc_num_from_int(a, i);
    return n ? tyc_v_number(a, n) : NULL;
}

const tyc_value *tyc_acc_tuple(tyc_arena *a, const tyc_value *x, uint32_t n)
{
    const tyc_value **v = TYC_NEWN(a, const tyc_value *, n ? n : 1);
    if (!v || (n && !x))
        return NULL;
    for (uint32_t i = 0; i < n; i++)
        v[i] = x;
    return tyc_v_tuple(a, v, n);
}

const tyc_value *tyc_acc_obj1(tyc_arena *a, const char *key, const tyc_value *x)
{
    if (!x)
        return NULL;
    tyc_str k = {key, strlen(key)};
    return tyc_v_object(a, &k, &x, 1);
}

const tyc_value *tyc_acc_with(tyc_arena *a, const tyc_type *t, int32_t at, const tyc_value *w)
{
    if (!w)
        return NULL;
    if (t->kind == TYC_TUPLE) {
        const tyc_value **v = TYC_NEWN(a, const tyc_value *, t->n ? t->n : 1);
        for (uint32_t i = 0; v && i < t->n; i++)
            if (!(v[i] = (int32_t)i == at ? w : tyc_accept_sample(a, t->elems[i])))
                return NULL;
        return v ? tyc_v_tuple(a, v, t->n) : NULL;
    }
    tyc_str *k = TYC_NEWN(a, tyc_str, t->n + 1);
    const tyc_value **v = TYC_NEWN(a, const tyc_value *, t->n + 1);
    uint32_t n = 0;
    for (uint32_t i = 0; k && v && i < t->n; i++) {
        if ((int32_t)i != at && tyc_type_attr_optional(t, i))
            continue;
        k[n] = t->names[i];
        if (!(v[n++] = (int32_t)i == at ? w : tyc_accept_sample(a, t->elems[i])))
            return NULL;
    }
    return k && v ? tyc_v_object(a, k, v, n) : NULL;
}

const tyc_value *tyc_accept_sample(tyc_arena *a, const tyc_type *t)
{
    switch (t->kind) {
    case TYC_STRING:
    case TYC_DYN: return tyc_acc_str(a, "a");
    case TYC_NUMBER: return tyc_acc_num(a, 1);
    case TYC_BOOL: return &tyc_v_true;
    case TYC_LIST:
    case TYC_SET: return tyc_v_tuple(a, NULL, 0);
    case TYC_MAP: return tyc_v_object(a, NULL, NULL, 0);
    default: return tyc_acc_with(a, t, -1, &tyc_v_true);
    }
}

const tyc_value *tyc_acc_reject(tyc_arena *a, const tyc_type *t)
{
    switch (t->kind) {
    case TYC_NUMBER:
    case TYC_BOOL: return tyc_acc_str(a, "x");
    case TYC_MAP:
    case TYC_OBJECT: return tyc_v_tuple(a, NULL, 0);
    default: return tyc_v_object(a, NULL, NULL, 0); /* string, list, set, tuple */
    }
}

/* ---- candidates (the search where the new type unifies) ---- */

enum { CAND_MAX = 24, CAND_DEPTH = 4 };

typedef struct cands {
    const tyc_value *v[CAND_MAX];
    uint32_t n;
} cands;

static void add(cands *c, const tyc_value *v)
{
    if (v && c->n < CAND_MAX)
        c->v[c->n++] = v;
}

static void prim_cands(tyc_arena *a, const tyc_type *t, cands *c)
{
    if (t->kind == TYC_NUMBER) {
        add(c, tyc_acc_num(a, 1));
        add(c, tyc_acc_str(a, "2"));
    } else if (t->kind == TYC_BOOL) {
        add(c, &tyc_v_true);
        add(c, tyc_acc_str(a, "false"));
    } else {
        add(c, tyc_acc_str(a, "a"));
        add(c, tyc_acc_num(a, 1));
        add(c, &tyc_v_true);
    }
}

static void gen(tyc_arena *a, const tyc_type *t, uint32_t depth, cands *c);

/* Collections: empty, one element, two elements of different candidates. */
static void coll_cands(tyc_arena *a, const tyc_type *t, uint32_t depth, cands *c)
{
    cands e = {0};
    gen(a, t->elem, depth + 1, &e);
    int map = t->kind == TYC_MAP;
    tyc_str k[2] = {TYC_STR("k1"), TYC_STR("k2")};
    add(c, map ? tyc_v_object(a, NULL, NULL, 0) : tyc_v_tuple(a, NULL, 0));
    for (uint32_t i = 0; i < e.n; i++) /* one element each, then pairs: small witnesses */
        add(c, map ? tyc_v_object(a, k, &e.v[i], 1) : tyc_v_tuple(a, &e.v[i], 1));
    if (t->elem->kind == TYC_DYN) {
        /* objects of different attribute sets, one attribute null in the first and an object
        ** in the second: `[{ a = {}, k = null }, { k = { a = "a" } }]` unifies as a list, not
        ** as a set (found by the randomized test) */
        tyc_str ak[2] = {TYC_STR("a"), TYC_STR("k")};
        const tyc_value *first[2] = {tyc_v_object(a, NULL, NULL, 0), &tyc_v_null_dyn};
        const tyc_value *two[2] = {tyc_v_object(a, ak, first, 2),
                                   tyc_acc_obj1(a, "k", tyc_acc_obj1(a, "a", tyc_acc_str(a, "a")))};
        if (first[0] && two[0] && two[1])
            add(c, map ? tyc_v_object(a, k, two, 2) : tyc_v_tuple(a, two, 2));
    }
    for (uint32_t i = 0; i < e.n; i++)
        for (uint32_t j = i + 1; j < e.n && c->n < CAND_MAX; j++) {
            const tyc_value *two[2] = {e.v[i], e.v[j]};
            add(c, map ? tyc_v_object(a, k, two, 2) : tyc_v_tuple(a, two, 2));
        }
}

/* Objects and tuples: R_j, every required attribute (tuple element) taking candidate j of
** its type; objects also O_j, required attributes at candidate 0 and optional ones at
** candidate j (so R_0 with O_j differ only in the optional attributes). */
static void struct_cands(tyc_arena *a, const tyc_type *t, uint32_t depth, cands *c)
{
    cands *e = TYC_NEWN(a, cands, t->n ? t->n : 1);
    if (!e)
        return;
    int anyopt = 0;
    for (uint32_t i = 0; i < t->n; i++) {
        gen(a, t->elems[i], depth + 1, &e[i]);
        anyopt |= t->kind == TYC_OBJECT && tyc_type_attr_optional(t, i);
    }
    for (uint32_t j = 0; j < (anyopt ? 11u : 4u); j++) {
        int withopt = j >= 4, jj = withopt ? (int)j - 4 : (int)j;
        tyc_str *k = TYC_NEWN(a, tyc_str, t->n + 1);
        const tyc_value **v = TYC_NEWN(a, const tyc_value *, t->n + 1);
        uint32_t n = 0;
        for (uint32_t i = 0; k && v && i < t->n; i++) {
            int opt = t->kind == TYC_OBJECT && tyc_type_attr_optional(t, i);
            if (opt && !withopt)
                continue;
            if (t->kind == TYC_OBJECT)
                k[n] = t->names[i];
            uint32_t pick = withopt ? (opt ? (uint32_t)jj : 0) : (uint32_t)jj + i;
            v[n++] = e[i].n ? e[i].v[pick % e[i].n] : &tyc_v_null_dyn;
        }
        if (k && v)
            add(c, t->kind == TYC_TUPLE ? tyc_v_tuple(a, v, n) : tyc_v_object(a, k, v, n));
    }
}

static void gen(tyc_arena *a, const tyc_type *t, uint32_t depth, cands *c)
{
    if (tyc_type_is_prim(t))
        return prim_cands(a, t, c);
    if (t->kind == TYC_DYN) {
        prim_cands(a, &tyc_t_string, c);
        add(c, tyc_v_tuple(a, NULL, 0));
        add(c, tyc_v_object(a, NULL, NULL, 0));
        add(c, tyc_acc_tuple(a, tyc_acc_str(a, "a"), 1));
        add(c, tyc_acc_obj1(a, "k", tyc_acc_str(a, "a")));
        return;
    }
    if (depth >= CAND_DEPTH) {
        add(c, tyc_accept_sample(a, t));
        return;
    }
    if (tyc_type_is_coll(t))
        coll_cands(a, t, depth, c);
    else
        struct_cands(a, t, depth, c);
}

/* ---- random values of a type (the search's second half) ---- */

static uint32_t next(uint64_t *r, uint32_t n)
{
    *r ^= *r << 13;
    *r ^= *r >> 7;
    *r ^= *r << 17;
    return (uint32_t)(*r % n);
}

static const tyc_value *rand_prim(tyc_arena *a, const tyc_type *t, uint64_t *r)
{
    static const char *const strs[] = {"a", "1", "true", "false", "2.5"};
    uint32_t k = next(r, 6);
    if (k == 0)
        return &tyc_v_null_dyn;
    if (t->kind == TYC_NUMBER)
        return k < 3 ? tyc_acc_num(a, k) : tyc_acc_str(a, strs[k < 5 ? 1 : 4]);
    if (t->kind == TYC_BOOL)
        return k < 3 ? (k == 1 ? &tyc_v_true : &tyc_v_false) : tyc_acc_str(a, strs[k & 1 ? 2 : 3]);
    return k == 1 ? tyc_acc_num(a, next(r, 3)) : k == 2 ? (next(r, 2) ? &tyc_v_true : &tyc_v_false)
                                               : tyc_acc_str(a, strs[next(r, 5)]);
}

static const tyc_value *rand_val(tyc_arena *a, const tyc_type *t, uint32_t depth, uint64_t *r);

/* An arbitrary value (for `any`). */
static const tyc_value *rand_any(tyc_arena *a, uint32_t depth, uint64_t *r)
{
    if (depth > 2 || next(r, 3) == 0)
        return rand_prim(a, &tyc_t_string, r);
    const tyc_value *v[3];
    tyc_str k[3] = {TYC_STR("k"), TYC_STR("a"), TYC_STR("b")};
    uint32_t n = next(r, 3);
    for (uint32_t i = 0; i < n; i++)
        v[i] = rand_any(a, depth + 1, r);
    return next(r, 2) ? tyc_v_tuple(a, v, n) : tyc_v_object(a, k, v, n);
}

static const tyc_value *rand_val(tyc_arena *a, const tyc_type *t, uint32_t depth, uint64_t *r)
{
    const tyc_value *v[4];
    tyc_str k[4] = {TYC_STR("k"), TYC_STR("a"), TYC_STR("b"), TYC_STR("c")};
    uint32_t n = 0;
    if (tyc_type_is_prim(t))
        return rand_prim(a, t, r);
    if (t->kind == TYC_DYN)
        return rand_any(a, depth, r);
    if (depth > 5)
        return tyc_accept_sample(a, t);
    if (next(r, 8) == 0)
        return &tyc_v_null_dyn;
    if (tyc_type_is_coll(t)) {
        n = next(r, 4);
        for (uint32_t i = 0; i < n; i++)
            if (!(v[i] = rand_val(a, t->elem, depth + 1, r)))
                return NULL;
        return t->kind == TYC_MAP ? tyc_v_object(a, k, v, n) : tyc_v_tuple(a, v, n);
    }
    const tyc_value **w = TYC_NEWN(a, const tyc_value *, t->n + 1);
    tyc_str *names = TYC_NEWN(a, tyc_str, t->n + 1);
    for (uint32_t i = 0; w && names && i < t->n; i++) {
        if (t->kind == TYC_OBJECT && tyc_type_attr_optional(t, i) && next(r, 2))
            continue;
        if (t->kind == TYC_OBJECT)
            names[n] = t->names[i];
        if (!(w[n++] = rand_val(a, t->elems[i], depth + 1, r)))
            return NULL;
    }
    if (!w || !names)
        return NULL;
    return t->kind == TYC_TUPLE ? tyc_v_tuple(a, w, n) : tyc_v_object(a, names, w, n);
}

enum { RANDOM_TRIES = 400, RANDOM_TRIES_ANY = 3000 };

/* 1 when x converts under t1 and fails under t2. */
static int breaks(tyc_arena *a, const tyc_value *x, tyc_tcon t1, tyc_tcon t2)
{
    tyc_cerr e;
    return x && tyc_accept_convert(a, x, t1, &e) && !tyc_accept_convert(a, x, t2, &e) && e.msg;
}

const tyc_value *tyc_acc_search(tyc_arena *a, tyc_tcon t1, tyc_tcon t2)
{
    if (!tyc_acc_unifies(t2.t))
        return NULL;
    cands c = {0};
    gen(a, t1.t, 0, &c);
    for (uint32_t i = 0; i < c.n; i++)
        if (breaks(a, c.v[i], t1, t2))
            return c.v[i];
    uint64_t r = 0x2545f4914f6cdd1du;
    uint32_t tries = tyc_type_has_dyn(t1.t) ? RANDOM_TRIES_ANY : RANDOM_TRIES;
    for (uint32_t i = 0; i < tries && !a->ctx->oom; i++) {
        const tyc_value *x = rand_val(a, t1.t, 0, &r);
        if (breaks(a, x, t1, t2))
            return x;
    }
    return NULL;
}

int tyc_acc_unifies(const tyc_type *t)
{
    if (tyc_type_is_coll(t))
        return tyc_type_has_dyn(t->elem);
    for (uint32_t i = 0; tyc_type_is_struct(t) && i < t->n; i++)
        if (tyc_acc_unifies(t->elems[i]))
            return 1;
    return 0;
}

const tyc_value *tyc_accept_convert(tyc_arena *a, const tyc_value *v, tyc_tcon t, tyc_cerr *err)
{
    if (t.d && !tyc_v_is_null(v) && !(v = tyc_defaults_apply(a, t.d, v))) {
        err->msg = NULL;
        return NULL;
    }
    return tyc_convert(a, v, t.t, err);
}

/* ---- one-line HCL ---- */

static int is_ident(tyc_str s)
{
    if (!s.len || (s.p[0] >= '0' && s.p[0] <= '9') || s.p[0] == '-')
        return 0;
    for (size_t i = 0; i < s.len; i++) {
        char ch = s.p[i];
        if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
              ch == '_' || ch == '-'))
            return 0;
    }
    return 1;
}

void tyc_accept_hcl(tyc_buf *b, const tyc_value *v)
{
    if (tyc_v_is_unknown(v))
        return tyc_buf_addz(b, "(known after apply)");
    if (tyc_v_is_null(v))
        return tyc_buf_addz(b, "null");
    tyc_num box;
    switch (v->type->kind) {
    case TYC_STRING: return tyc_buf_goquote(b, v->u.s, v->n);
    case TYC_NUMBER: return tyc_num_buf_text(b, tyc_v_num(v, &box));
    case TYC_BOOL: return tyc_buf_addz(b, v->u.b ? "true" : "false");
    case TYC_LIST:
    case TYC_SET:
    case TYC_TUPLE:
        tyc_buf_addc(b, '[');
        for (uint32_t i = 0; i < v->n; i++) {
            tyc_buf_addz(b, i ? ", " : "");
            tyc_accept_hcl(b, v->u.elems[i]);
        }
        return tyc_buf_addc(b, ']');
    default: break;
    }
    const tyc_str *keys = v->type->kind == TYC_MAP ? tyc_v_keys(v) : v->type->names;
    uint32_t n = v->type->kind == TYC_MAP ? v->n : v->type->n;
    tyc_buf_addz(b, n ? "{ " : "{");
    for (uint32_t i = 0; i < n; i++) {
        tyc_buf_addz(b, i ? ", " : "");
        if (is_ident(keys[i]))
            tyc_buf_addstr(b, keys[i]);
        else
            tyc_buf_goquote(b, keys[i].p, keys[i].len);
        tyc_buf_addz(b, " = ");
        tyc_accept_hcl(b, v->u.elems[i]);
    }
    tyc_buf_addz(b, n ? " }" : "}");
}
