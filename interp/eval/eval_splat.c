/* SPDX-License-Identifier: Apache-2.0 */
/*
** eval_splat.c: splat expressions (hclsyntax SplatExpr): the per-item expression is
** evaluated for each element of a list, set or tuple (a list result for list and set
** sources, a tuple otherwise); other values are wrapped into a one-element tuple and null
** gives an empty tuple. The current item is a nameless entry of ec->locals.
*/
#include "interp/eval/eval_int.h"
#include "runtime/value/refine.h"

/* Evaluates the per-item expression with `item` as the current item. */
static const tyc_value *each(tyc_evalctx *ec, const tyc_node *n, const tyc_value *item)
{
    struct tyc_local l = {ec->locals, {NULL, 0}, item};
    ec->locals = &l;
    const tyc_value *v = tyc_ev(ec, n->kids[1]);
    ec->locals = l.next;
    return v;
}

/* The result type for source type st, found by evaluating the per-item expression on
** unknown items; diagnostics go to tmp. NULL on OOM. */
static const tyc_type *result_type(tyc_evalctx *ec, const tyc_node *n, const tyc_type *st,
                                   tyc_diags *tmp)
{
    tyc_arena *a = ec->arena;
    tyc_diags *save = ec->diags;
    const tyc_type *r = &tyc_t_dyn;
    tyc_diags_init(tmp, save->arena);
    ec->diags = tmp;
    if (st->kind == TYC_LIST || st->kind == TYC_SET) {
        const tyc_value *u = tyc_v_unknown(a, st->elem);
        const tyc_value *v = u ? each(ec, n, u) : NULL;
        r = v ? tyc_type_list(a, v->type) : NULL;
    } else if (st->kind == TYC_TUPLE) {
        const tyc_type **ts = TYC_NEWN(a, const tyc_type *, st->n ? st->n : 1);
        for (uint32_t i = 0; ts && i < st->n; i++) {
            const tyc_value *u = tyc_v_unknown(a, st->elems[i]);
            const tyc_value *v = u ? each(ec, n, u) : NULL;
            if (!v) {
                ts = NULL;
                break;
            }
            ts[i] = v->type;
        }
        r = ts ? tyc_type_tuple(a, ts, st->n) : NULL;
    }
    ec->diags = save;
    return r;
}

/* The list of vals (non-empty): element type is the first non-dynamic one. Returns
** DynamicVal after "Invalid nested splat expressions" when the types differ. */
static const tyc_value *make_list(tyc_evalctx *ec, const tyc_node *n, const tyc_value **vals,
                                  uint32_t m)
{
    tyc_arena *a = ec->arena;
    const tyc_type *et = &tyc_t_dyn;
    for (uint32_t i = 0; i < m; i++) {
        const tyc_type *t = vals[i]->type;
        if (et->kind == TYC_DYN)
            et = t;
        else if (t->kind != TYC_DYN && !tyc_type_equal(et, t)) {
            const tyc_node *e = n->kids[1];
            if (tyc_ev_err(ec, e->beg, e->end, n, "Invalid nested splat expressions",
                           "The second level of splat expression produced elements of "
                           "different types, so it isn't possible to construct a valid list to "
                           "represent the top-level result.\n\nConsider using a for expression "
                           "instead, to produce a tuple-typed result which can therefore have "
                           "non-homogenous element types.") < 0)
                return NULL;
            return TYC_DYNVAL;
        }
    }
    for (uint32_t i = 0; i < m && et->kind != TYC_DYN; i++) {
        const tyc_value *v = vals[i];
        if (v->type->kind != TYC_DYN)
            continue;
        v = tyc_v_is_null(v) ? tyc_v_null(a, et) : tyc_v_unknown(a, et);
        if (!(vals[i] = tyc_ev_mark(a, v, vals[i]->marks)))
            return NULL;
    }
    return tyc_v_list(a, et, vals, m);
}

/* Maps the per-item expression over the known, unmarked sequence s. */
static const tyc_value *map_items(tyc_evalctx *ec, const tyc_node *n, const tyc_value *s,
                                  uint8_t marks, int upgraded_unknown)
{
    tyc_arena *a = ec->arena;
    const tyc_type *st = s->type;
    int known = 1;
    tyc_diags tmp;
    const tyc_value **vals = TYC_NEWN(a, const tyc_value *, s->n ? s->n : 1);
    if (!vals)
        return NULL;
    for (uint32_t i = 0; i < s->n; i++) {
        uint32_t before = ec->diags->nerrors;
        if (!(vals[i] = each(ec, n, s->u.elems[i])))
            return NULL;
        if (ec->diags->nerrors > before)
            known = 0;
    }
    if (upgraded_unknown)
        return tyc_ev_mark(a, TYC_DYNVAL, marks);
    if (!known) {
        const tyc_type *t = result_type(ec, n, st, &tmp);
        return t ? tyc_ev_mark(a, tyc_v_unknown(a, t), marks) : NULL;
    }
    if (st->kind == TYC_TUPLE)
        return tyc_ev_mark(a, tyc_v_tuple(a, vals, s->n), marks);
    if (s->n == 0) {
        const tyc_type *t = result_type(ec, n, st, &tmp);
        if (!t)
            return NULL;
        tyc_diags_append(ec->diags, &tmp);
        return tyc_ev_mark(a, tyc_v_list(a, t->kind == TYC_LIST ? t->elem : &tyc_t_dyn, vals, 0),
                           marks);
    }
    const tyc_value *l = make_list(ec, n, vals, s->n);
    return l == TYC_DYNVAL ? l : tyc_ev_mark(a, l, marks);
}

/* "Splat of null value": subject the source, context from the source to the marker. */
static int splat_null(tyc_evalctx *ec, const tyc_node *n)
{
    const tyc_node *sn = n->kids[0];
    if (tyc_ev_err(ec, sn->beg, sn->end, NULL, "Splat of null value",
                   "Splat expressions (with the * symbol) cannot be applied to null "
                   "sequences.") < 0)
        return -1;
    tyc_diag *g = ec->diags->tail;
    g->context.src = ec->src;
    g->context.beg = sn->beg;
    g->context.end = n->nend > n->nbeg ? n->nend : n->end;
    return 0;
}

const tyc_value *tyc_ev_splat(tyc_evalctx *ec, const tyc_node *n)
{
    tyc_arena *a = ec->arena;
    const tyc_node *sn = n->kids[0];
    uint32_t before = ec->diags->nerrors;
    const tyc_value *s = tyc_ev(ec, sn);
    if (!s)
        return NULL;
    if (ec->diags->nerrors > before)
        return TYC_DYNVAL;
    int k = s->type->kind;
    int upgrade = !(k == TYC_TUPLE || k == TYC_LIST || k == TYC_SET), upgraded_unknown = 0;
    if (tyc_v_is_null(s)) {
        if (upgrade)
            return tyc_ev_mark(a, tyc_v_tuple(a, NULL, 0), s->marks);
        if (splat_null(ec, n) < 0)
            return NULL;
        return TYC_DYNVAL;
    }
    if (k == TYC_DYN)
        return tyc_ev_mark(a, TYC_DYNVAL, s->marks);
    if (upgrade) {
        if (tyc_v_is_unknown(s) && !(s->flags & TYC_VF_NOTNULL))
            upgraded_unknown = 1;
        s = tyc_ev_mark(a, tyc_v_tuple(a, &s, 1), s->marks);
        if (!s)
            return NULL;
    }
    if (tyc_v_is_unknown(s)) {
        tyc_diags tmp;
        const tyc_type *t = result_type(ec, n, s->type, &tmp);
        if (!t)
            return NULL;
        tyc_diags_append(ec->diags, &tmp);
        const tyc_value *u = tyc_ev_unknown_nn(a, t);
        if (u && t->kind == TYC_LIST && tyc_type_is_coll(s->type)) {
            /* hcl: the result list is as long as the source collection */
            tyc_vrange r;
            tyc_rb b;
            tyc_v_range(s, &r);
            tyc_rb_init(&b, u);
            tyc_rb_minlen(&b, r.r.minlen);
            tyc_rb_maxlen(&b, r.r.maxlen);
            u = tyc_rb_value(a, &b);
        }
        return tyc_ev_mark(a, u, s->marks);
    }
    uint8_t marks = s->marks;
    if (!(s = tyc_v_with_marks(a, s, 0)))
        return NULL;
    return map_items(ec, n, s, marks, upgraded_unknown);
}
