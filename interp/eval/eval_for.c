/* SPDX-License-Identifier: Apache-2.0 */
/*
** eval_for.c: for expressions (hclsyntax ForExpr): iteration over lists, tuples, sets,
** maps and objects with key/value iterator variables, the `if` filter, the tuple form and
** the object form (with `...` grouping), unknown and marked collections.
*/
#include <stdlib.h>

#include "runtime/convert/convert.h"
#include "interp/eval/eval_int.h"
#include "runtime/base/str.h"

typedef struct forx {
    const tyc_node *n, *kv, *vv, *coll, *ke, *ve, *cond;
    int group;
} forx;

static tyc_str var_name(const tyc_node *v)
{
    return (tyc_str){v->text ? v->text : "", v->tlen};
}

/* Pushes the iterator variables (k may be NULL when there is no key variable). The value
** goes on top: hcl sets the key in the child scope first and the value over it, so in
** `for k, k in ...` the name is the value. */
static void bind(tyc_evalctx *ec, const forx *f, struct tyc_local *lk, struct tyc_local *lv,
                 const tyc_value *k, const tyc_value *v)
{
    if (f->kv) {
        lk->next = ec->locals;
        lk->name = var_name(f->kv);
        lk->v = k;
        lk->after_key = 0;
        ec->locals = lk;
    }
    lv->next = ec->locals;
    lv->name = var_name(f->vv);
    lv->v = v;
    lv->after_key = f->kv != NULL;
    ec->locals = lv;
}

/* 1 if t can be iterated (cty CanIterateElements). */
static int iterable(const tyc_type *t)
{
    return t->kind == TYC_LIST || t->kind == TYC_SET || t->kind == TYC_MAP ||
           t->kind == TYC_TUPLE || t->kind == TYC_OBJECT;
}

/* Key of element i of the known collection c (ElementIterator). */
static const tyc_value *elem_key(tyc_arena *a, const tyc_value *c, uint32_t i)
{
    switch (c->type->kind) {
    case TYC_LIST:
    case TYC_TUPLE: {
        const tyc_num *x = tyc_num_from_int(a, i);
        return x ? tyc_v_number(a, x) : NULL;
    }
    case TYC_SET: return c->u.elems[i];
    case TYC_MAP: return tyc_v_string(a, tyc_v_keys(c)[i].p, tyc_v_keys(c)[i].len, 0);
    default: return tyc_v_string(a, c->type->names[i].p, c->type->names[i].len, 0);
    }
}

/* The early check of the `if` clause with both variables unknown. Returns 1 to go on,
** 0 when the for expression is DynamicVal, -1 on OOM. *cmarks receives its marks. */
static int precheck(tyc_evalctx *ec, const forx *f, uint8_t *cmarks)
{
    struct tyc_local lk, lv;
    struct tyc_local *save = ec->locals;
    uint32_t before = ec->diags->nerrors;
    bind(ec, f, &lk, &lv, TYC_DYNVAL, TYC_DYNVAL);
    const tyc_value *r = tyc_ev(ec, f->cond);
    ec->locals = save;
    if (!r)
        return -1;
    if (tyc_v_is_null(r)) {
        if (tyc_ev_err(ec, f->cond->beg, f->cond->end, f->n, "Condition is null",
                       "The value of the 'if' clause must not be null.") < 0)
            return -1;
        return 0;
    }
    *cmarks = r->marks;
    const char *msg = NULL;
    if (!tyc_ev_convert(ec->arena, r, &tyc_t_bool, &msg)) {
        if (!msg || tyc_ev_err(ec, f->cond->beg, f->cond->end, f->n, "Invalid 'for' condition",
                               "The 'if' clause value is invalid: %s.", msg) < 0)
            return -1;
        return 0;
    }
    return ec->diags->nerrors > before ? 0 : 1;
}

/* The `if` clause for one element: 1 include, 0 skip, 2 unknowable, -1 OOM. */
static int include(tyc_evalctx *ec, const forx *f, int *known, uint8_t *marks)
{
    const tyc_value *r = tyc_ev(ec, f->cond);
    if (!r)
        return -1;
    if (tyc_v_is_null(r)) {
        if (*known && tyc_ev_err(ec, f->cond->beg, f->cond->end, f->n, "Invalid 'for' condition",
                                 "The value of the 'if' clause must not be null.") < 0)
            return -1;
        return 2;
    }
    *marks |= r->marks;
    if (!f->ke && tyc_v_is_unknown(r))
        return 2;
    const char *msg = NULL;
    const tyc_value *b = tyc_ev_convert(ec->arena, r, &tyc_t_bool, &msg);
    if (!b) {
        if (!msg || (*known && tyc_ev_err(ec, f->cond->beg, f->cond->end, f->n,
                                          "Invalid 'for' condition",
                                          "The 'if' clause value is invalid: %s.", msg) < 0))
            return -1;
        return 2;
    }
    if (tyc_v_is_unknown(b))
        return 2;
    return b->u.b ? 1 : 0;
}

typedef struct kvpair {
    tyc_str k;
    uint32_t i;             /* order of production */
    const tyc_value *v;
} kvpair;

static int cmp_group(const void *x, const void *y)
{
    const kvpair *p = x, *q = y;
    int c = tyc_str_cmp(p->k, q->k);
    return c ? c : (p->i < q->i ? -1 : p->i > q->i);
}

/* The key of one element in the object form: 1 usable (*k set), 0 skipped, -1 OOM. */
static int object_key(tyc_evalctx *ec, const forx *f, int *known, uint8_t *marks, tyc_str *k)
{
    const tyc_value *r = tyc_ev(ec, f->ke);
    if (!r)
        return -1;
    const tyc_node *kn = f->ke;
    if (tyc_v_is_null(r)) {
        if (*known && tyc_ev_err(ec, kn->beg, kn->end, f->n, "Invalid object key",
                                 "Key expression in 'for' expression must not produce a null "
                                 "value.") < 0)
            return -1;
        return 0;
    }
    *marks |= r->marks;
    if (tyc_v_is_unknown(r))
        return 0;
    const char *msg = NULL;
    const tyc_value *s = tyc_ev_convert(ec->arena, r, &tyc_t_string, &msg);
    if (!s) {
        if (!msg || (*known && tyc_ev_err(ec, kn->beg, kn->end, f->n, "Invalid object key",
                                          "The key expression produced an invalid result: %s.",
                                          msg) < 0))
            return -1;
        return 0;
    }
    *k = tyc_v_str(s);
    return 1;
}

/* Builds the object of the object form from the produced (key, value) pairs. */
static const tyc_value *build_object(tyc_evalctx *ec, const forx *f, kvpair *g, uint32_t m)
{
    tyc_arena *a = ec->arena;
    qsort(g, m, sizeof *g, cmp_group);
    tyc_str *names = TYC_NEWN(a, tyc_str, m ? m : 1);
    const tyc_value **vals = TYC_NEWN(a, const tyc_value *, m ? m : 1);
    if (!names || !vals)
        return NULL;
    uint32_t out = 0;
    for (uint32_t i = 0; i < m;) {
        uint32_t j = i + 1;
        while (j < m && tyc_str_eq(g[j].k, g[i].k))
            j++;
        names[out] = g[i].k;
        if (f->group) {
            const tyc_value **tv = TYC_NEWN(a, const tyc_value *, j - i);
            if (!tv)
                return NULL;
            for (uint32_t x = i; x < j; x++)
                tv[x - i] = g[x].v;
            if (!(vals[out] = tyc_v_tuple(a, tv, j - i)))
                return NULL;
        } else {
            vals[out] = g[i].v;
        }
        out++;
        i = j;
    }
    return tyc_v_object(a, names, vals, out);
}

/* Reports a repeated key of the object form (without grouping). 0, or -1 on OOM. */
static int duplicate(tyc_evalctx *ec, const forx *f, tyc_str k)
{
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    tyc_buf_goquote(&b, k.p, k.len);
    char *q = tyc_buf_to_arena(&b, ec->arena);
    if (!q || tyc_ev_err(ec, f->ke->beg, f->ke->end, f->n, "Duplicate object key",
                         "Two different items produced the key %s in this 'for' expression. If "
                         "duplicates are expected, use the ellipsis (...) after the value "
                         "expression to enable grouping by key.", q) < 0)
        return -1;
    return 0;
}

/* Iterates the known, unmarked collection c. */
static const tyc_value *iterate(tyc_evalctx *ec, const forx *f, const tyc_value *c,
                                uint8_t marks)
{
    tyc_arena *a = ec->arena;
    int known = 1;
    uint32_t m = 0;
    kvpair *g = TYC_NEWN(a, kvpair, c->n ? c->n : 1);
    const tyc_value **tv = TYC_NEWN(a, const tyc_value *, c->n ? c->n : 1);
    tyc_hset seen = {0};
    if (!g || !tv || (f->ke && !f->group && tyc_hset_init(a, &seen, c->n) < 0))
        return NULL;
    struct tyc_local *save = ec->locals;
    for (uint32_t i = 0; i < c->n; i++) {
        struct tyc_local lk, lv;
        if (++ec->items > TYC_EVAL_MAX_ITEMS) { /* reported once; the rest stops quietly */
            if (ec->items == TYC_EVAL_MAX_ITEMS + 1u &&
                tyc_ev_err(ec, f->n->beg, f->n->end, NULL, "Result too large",
                           "The for expressions of this expression build more than %u "
                           "elements: tycon stops here rather than use gigabytes of memory.",
                           TYC_EVAL_MAX_ITEMS) < 0)
                return NULL;
            ec->locals = save;
            return TYC_DYNVAL;
        }
        const tyc_value *k = elem_key(a, c, i);
        if (!k)
            goto oom;
        bind(ec, f, &lk, &lv, k, c->u.elems[i]);
        if (f->cond) {
            int r = include(ec, f, &known, &marks);
            if (r < 0)
                goto oom;
            if (r == 2)
                known = 0;
            if (r != 1) {
                ec->locals = save;
                continue;
            }
        }
        tyc_str key = {0};
        if (f->ke) {
            int r = object_key(ec, f, &known, &marks, &key);
            if (r < 0)
                goto oom;
            if (r == 0) {
                known = 0;
                ec->locals = save;
                continue;
            }
        }
        const tyc_value *v = tyc_ev(ec, f->ve);
        ec->locals = save;
        if (!v)
            return NULL;
        if (f->ke && !f->group) { /* hcl reports a repeated key as it comes and keeps the first */
            int found = 0;
            if (!key.p)
                key.p = "";
            uint32_t slot = tyc_hset_slot(&seen, key, &found);
            if (found) {
                if (duplicate(ec, f, key) < 0)
                    return NULL;
                continue;
            }
            seen.keys[slot] = key;
        }
        if (f->ke) {
            g[m].k = key;
            g[m].i = m;
            g[m].v = v;
        } else {
            tv[m] = v;
        }
        m++;
    }
    if (!known)
        return tyc_ev_mark(a, TYC_DYNVAL, marks);
    if (!f->ke)
        return tyc_ev_mark(a, tyc_v_tuple(a, tv, m), marks);
    return tyc_ev_mark(a, build_object(ec, f, g, m), marks);
oom:
    ec->locals = save;
    return NULL;
}

const tyc_value *tyc_ev_for_core(tyc_evalctx *ec, const tyc_node *n, const tyc_node *kv,
                                 const tyc_node *vv, const tyc_node *coll, const tyc_node *ke,
                                 const tyc_node *ve, const tyc_node *cond, int group)
{
    forx f = {n, kv, vv, coll, ke, ve, cond, group};
    tyc_arena *a = ec->arena;
    const tyc_value *c = tyc_ev(ec, coll);
    if (!c)
        return NULL;
    if (tyc_v_is_null(c)) {
        if (tyc_ev_err(ec, coll->beg, coll->end, n, "Iteration over null value",
                       "A null value cannot be used as the collection in a 'for' "
                       "expression.") < 0)
            return NULL;
        return TYC_DYNVAL;
    }
    if (c->type->kind == TYC_DYN)
        return TYC_DYNVAL;
    uint8_t marks = c->marks, cmarks = 0;
    if (!iterable(c->type)) {
        tyc_buf b;
        tyc_buf_init(&b, a->ctx);
        tyc_type_buf_friendly(&b, c->type);
        char *s = tyc_buf_to_arena(&b, a);
        if (!s || tyc_ev_err(ec, coll->beg, coll->end, n, "Iteration over non-iterable value",
                             "A value of type %s cannot be used as the collection in a 'for' "
                             "expression.", s) < 0)
            return NULL;
        return TYC_DYNVAL;
    }
    if (cond) {
        int r = precheck(ec, &f, &cmarks);
        if (r <= 0)
            return r < 0 ? NULL : TYC_DYNVAL;
    }
    if (tyc_v_is_unknown(c))
        return tyc_ev_mark(a, TYC_DYNVAL, (uint8_t)(marks | cmarks));
    return iterate(ec, &f, c, marks);
}

const tyc_value *tyc_ev_for(tyc_evalctx *ec, const tyc_node *n)
{
    /* (a key expression makes an object whichever the brackets: hcl's ForExpr.Value; the
    ** parser reported a tuple's key, and an object's missing one) */
    const tyc_value *v = tyc_ev_for_core(ec, n, n->kids[0], n->kids[1], n->kids[2], n->kids[3],
                                         n->kids[4], n->kids[5], (n->flags & TYC_NF_GROUP) != 0);
    if (v && v != TYC_DYNVAL && tyc_v_is_known(v) && v->type->kind != TYC_DYN) {
        const tyc_value *r = tyc_v_with_range(ec->arena, v, n->beg, n->end);
        return r;
    }
    return v;
}
