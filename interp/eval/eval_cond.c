/* SPDX-License-Identifier: Apache-2.0 */
/*
** eval_cond.c: conditional expressions (and template `if` directives, which hcl parses
** into the same ConditionalExpr): result type unification, the condition checks, unknown
** conditions, and the "Inconsistent conditional result types" descriptions.
*/
#include "runtime/convert/convert.h"
#include "interp/eval/eval_int.h"
#include "runtime/base/str.h"

static void describe(tyc_buf *b, const tyc_type *t, const tyc_type *f);

static void describe_objects(tyc_buf *b, const tyc_type *t, const tyc_type *f, int *done)
{
    for (uint32_t i = 0; i < t->n; i++) {
        int32_t j = tyc_type_attr(f, t->names[i]);
        if (j < 0) {
            tyc_buf_addz(b, "The 'true' value includes object attribute ");
            tyc_buf_goquote(b, t->names[i].p, t->names[i].len);
            tyc_buf_addz(b, ", which is absent in the 'false' value");
            *done = 1;
            return;
        }
        if (!tyc_type_equal(t->elems[i], f->elems[j])) {
            tyc_buf_addz(b, "Type mismatch for object attribute ");
            tyc_buf_goquote(b, t->names[i].p, t->names[i].len);
            tyc_buf_addz(b, ": ");
            describe(b, t->elems[i], f->elems[j]);
            *done = 1;
            return;
        }
    }
    for (uint32_t i = 0; i < f->n; i++) {
        if (tyc_type_attr(t, f->names[i]) < 0) {
            tyc_buf_addz(b, "The 'false' value includes object attribute ");
            tyc_buf_goquote(b, f->names[i].p, f->names[i].len);
            tyc_buf_addz(b, ", which is absent in the 'true' value");
            *done = 1;
            return;
        }
    }
}

static void describe_tuples(tyc_buf *b, const tyc_type *t, const tyc_type *f, int *done)
{
    *done = 1;
    if (t->n != f->n) {
        tyc_buf_addf(b, "The 'true' tuple has length %u, but the 'false' tuple has length %u",
                     t->n, f->n);
        return;
    }
    for (uint32_t i = 0; i < t->n; i++) {
        if (!tyc_type_equal(t->elems[i], f->elems[i])) {
            tyc_buf_addf(b, "Type mismatch for tuple element %u: ", i);
            describe(b, t->elems[i], f->elems[i]);
            return;
        }
    }
    *done = 0;
}

static void describe_colls(tyc_buf *b, const tyc_type *t, const tyc_type *f, int *done)
{
    int te = t->elem->kind, fe = f->elem->kind;
    if (t->kind != f->kind || !((te == TYC_OBJECT && fe == TYC_OBJECT) ||
                                (te == TYC_TUPLE && fe == TYC_TUPLE)))
        return;
    const char *noun = t->kind == TYC_LIST ? "list" : t->kind == TYC_SET ? "set" : "map";
    tyc_buf_addf(b, "Mismatched %s element types: ", noun);
    describe(b, t->elem, f->elem);
    *done = 1;
}

/* describeConditionalTypeMismatch. */
static void describe(tyc_buf *b, const tyc_type *t, const tyc_type *f)
{
    int done = 0;
    if (t->kind == TYC_OBJECT && f->kind == TYC_OBJECT)
        describe_objects(b, t, f, &done);
    else if (t->kind == TYC_TUPLE && f->kind == TYC_TUPLE)
        describe_tuples(b, t, f, &done);
    else if (tyc_type_is_coll(t) && tyc_type_is_coll(f))
        describe_colls(b, t, f, &done);
    if (done)
        return;
    tyc_buf tn, fn;
    tyc_buf_init(&tn, b->ctx);
    tyc_buf_init(&fn, b->ctx);
    tyc_type_buf_friendly(&tn, t);
    tyc_type_buf_friendly(&fn, f);
    if (strcmp(tyc_buf_cstr(&tn), tyc_buf_cstr(&fn)) == 0)
        tyc_buf_addz(b, "At least one deeply-nested attribute or element is not compatible "
                        "across both the 'true' and the 'false' value");
    else
        tyc_buf_addf(b, "The 'true' value is %s, but the 'false' value is %s", tyc_buf_cstr(&tn),
                     tyc_buf_cstr(&fn));
    tyc_buf_free(&tn);
    tyc_buf_free(&fn);
}

static int inconsistent(tyc_evalctx *ec, const tyc_node *n, uint32_t beg, uint32_t end,
                        const tyc_type *t, const tyc_type *f)
{
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    describe(&b, t, f);
    char *s = tyc_buf_to_arena(&b, ec->arena);
    if (!s)
        return -1;
    return tyc_ev_err(ec, beg, end, n, "Inconsistent conditional result types",
                      "The true and false result expressions must have consistent types. %s.", s);
}

static int raw_null_dyn(const tyc_value *v)
{
    return tyc_v_is_null(v) && v->type->kind == TYC_DYN && !v->marks;
}

/* Result type and per-branch plans; NULL type after an error (*err set) or on OOM. */
static const tyc_type *result_type(tyc_arena *a, const tyc_value *tv, const tyc_value *fv,
                                   const tyc_conv **convs, int *null_branch)
{
    *null_branch = 0;
    if (raw_null_dyn(tv)) {
        *null_branch = 1;
        return fv->type;
    }
    if (raw_null_dyn(fv)) {
        *null_branch = 2;
        return tv->type;
    }
    if (tv->type->kind == TYC_DYN || fv->type->kind == TYC_DYN)
        return &tyc_t_dyn;
    const tyc_type *ts[2] = {tv->type, fv->type};
    return tyc_unify(a, ts, 2, 1, convs);
}

/* Converts the chosen branch to the result type. */
static const tyc_value *branch(tyc_evalctx *ec, const tyc_node *n, const tyc_node *bn,
                               const tyc_value *v, const tyc_type *rt, const tyc_conv *conv,
                               int is_null_branch, const char *which)
{
    tyc_arena *a = ec->arena;
    if (is_null_branch)
        return tyc_v_null(a, rt);
    if (!conv)
        return v;
    tyc_cerr err = {0};
    const tyc_value *r = tyc_conv_apply(a, conv, v, NULL, &err);
    if (r)
        return r;
    if (!err.msg)
        return NULL;
    uint32_t beg = bn ? bn->beg : n->end, end = bn ? bn->end : n->end;
    if (tyc_ev_err(ec, beg, end, n, "Inconsistent conditional result types",
                   "The %s result value has the wrong type: %s.", which, err.msg) < 0)
        return NULL;
    return tyc_v_unknown(a, rt);
}

/* The result when the condition is unknown. */
static const tyc_value *unknown_cond(tyc_arena *a, const tyc_value *tv, const tyc_value *fv,
                                     const tyc_type *rt, uint8_t marks)
{
    return tyc_ev_mark(a, tyc_ev_cond_unknown(a, tv, fv, rt), marks);
}

static const tyc_value *empty_string(tyc_arena *a)
{
    return tyc_v_string(a, "", 0, 0);
}

const tyc_value *tyc_ev_cond(tyc_evalctx *ec, const tyc_node *n, const tyc_node *cond,
                             const tyc_node *t, const tyc_node *f)
{
    tyc_arena *a = ec->arena;
    tyc_diags td, fd;
    const tyc_value *tv = tyc_ev_into(ec, t, &td);
    const tyc_value *fv = f ? tyc_ev_into(ec, f, &fd) : empty_string(a);
    if (!f)
        tyc_diags_init(&fd, ec->diags->arena);
    if (!tv || !fv)
        return NULL;
    const tyc_conv *convs[2] = {NULL, NULL};
    int nb;
    const tyc_type *rt = result_type(a, tv, fv, convs, &nb);
    if (!rt) {
        if (a->ctx->oom)
            return NULL;
        uint32_t end = f ? f->end : n->end;
        return inconsistent(ec, n, t->beg, end, tv->type, fv->type) < 0 ? NULL : TYC_DYNVAL;
    }
    const tyc_value *cv = tyc_ev(ec, cond);
    if (!cv)
        return NULL;
    if (tyc_v_is_null(cv)) {
        if (tyc_ev_err(ec, cond->beg, cond->end, n, "Null condition",
                       "The condition value is null. Conditions must either be true or false.") < 0)
            return NULL;
        tyc_ev_tag(ec, cond, NULL);
        return rt->kind == TYC_DYN ? TYC_DYNVAL : tyc_v_unknown(a, rt);
    }
    uint8_t marks = (uint8_t)(cv->marks | tv->marks | fv->marks);
    if (!(cv = tyc_v_with_marks(a, cv, 0)) || !(tv = tyc_v_with_marks(a, tv, 0)) ||
        !(fv = tyc_v_with_marks(a, fv, 0)))
        return NULL;
    if (tyc_v_is_unknown(cv))
        return unknown_cond(a, tv, fv, rt, marks);
    const char *msg = NULL;
    const tyc_value *b = tyc_ev_convert(a, cv, &tyc_t_bool, &msg);
    if (!b) {
        if (!msg || tyc_ev_err(ec, cond->beg, cond->end, n, "Incorrect condition type",
                               "The condition expression must be of type bool.") < 0)
            return NULL;
        tyc_ev_tag(ec, cond, NULL);
        return rt->kind == TYC_DYN ? TYC_DYNVAL : tyc_v_unknown(a, rt);
    }
    const tyc_value *r;
    if (tyc_v_is_unknown(b))
        return unknown_cond(a, tv, fv, rt, marks);
    if (b->u.b) {
        tyc_diags_append(ec->diags, &td);
        r = branch(ec, n, t, tv, rt, convs[0], nb == 1, "true");
    } else {
        tyc_diags_append(ec->diags, &fd);
        r = branch(ec, n, f, fv, rt, convs[1], nb == 2, "false");
    }
    return tyc_ev_mark(a, r, marks);
}
