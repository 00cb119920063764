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
    if (t->kind == TYC_STRING)
        return tyc_v_object(a, NULL, NULL, 0);
    return tyc_acc_str(a, "x");
}

/* ---- candidates (the search where the new type unifies) ---- */

enum { CAND_MAX = 12, CAND_DEPTH = 4 };

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
    for (uint32_t i = 0; i < e.n; i++)
        for (uint32_t j = i; j < e.n && c->n < CAND_MAX; j++) {
            const tyc_value *two[2] = {e.v[i], e.v[j]};
            add(c, map ? tyc_v_object(a, k, two, i == j ? 1 : 2)
                       : tyc_v_tuple(a, two, i == j ? 1 : 2));
        }
}

/* Objects and tuples: position i takes candidate j of its type; objects once without and
** once with their optional attributes. */
static void struct_cands(tyc_arena *a, const tyc_type *t, uint32_t depth, cands *c)
{
    cands *e = TYC_NEWN(a, cands, t->n ? t->n : 1);
    if (!e)
        return;
    for (uint32_t i = 0; i < t->n; i++)
        gen(a, t->elems[i], depth + 1, &e[i]);
    for (uint32_t j = 0; j < 4; j++)
        for (int withopt = 0; withopt < 2; withopt++) {
            tyc_str *k = TYC_NEWN(a, tyc_str, t->n + 1);
            const tyc_value **v = TYC_NEWN(a, const tyc_value *, t->n + 1);
            uint32_t n = 0;
            for (uint32_t i = 0; k && v && i < t->n; i++) {
                if (t->kind == TYC_OBJECT && !withopt && tyc_type_attr_optional(t, i))
                    continue;
                if (t->kind == TYC_OBJECT)
                    k[n] = t->names[i];
                v[n++] = e[i].n ? e[i].v[(j + i) % e[i].n] : &tyc_v_null_dyn;
            }
            if (k && v)
                add(c, t->kind == TYC_TUPLE ? tyc_v_tuple(a, v, n) : tyc_v_object(a, k, v, n));
            if (t->kind == TYC_TUPLE)
                break;
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

const tyc_value *tyc_acc_search(tyc_arena *a, tyc_tcon t1, tyc_tcon t2)
{
    cands c = {0};
    gen(a, t1.t, 0, &c);
    for (uint32_t i = 0; i < c.n; i++) {
        tyc_cerr e;
        if (!tyc_accept_convert(a, c.v[i], t1, &e))
            continue;
        if (!tyc_accept_convert(a, c.v[i], t2, &e) && e.msg)
            return c.v[i];
    }
    return NULL;
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
