/* SPDX-License-Identifier: Apache-2.0 */
/*
** eval_refine.c: the refinements the evaluator produces (docs/refinements.md): a
** conditional over an unknown condition (hcl: bounds spanning both arms), a template with
** unknown parts (its known prefix), and operators on refined unknown numbers (cty's
** interval arithmetic for + - *, comparisons decided by bounds).
*/
#include "runtime/value/refine.h"
#include "interp/eval/eval_int.h"

/* Lower (lower=1) or upper bound of a number range; NULL when unbounded. */
static const tyc_num *bound(const tyc_vrange *r, int lower, int *inc)
{
    *inc = lower ? r->r.lo_inc : r->r.hi_inc;
    return lower ? r->r.lo : r->r.hi;
}

/*
** One bound of `c ? t : f` from the arms' bounds (hcl's rule: the looser one; on a tie the
** false arm's bound, inclusive if either is). NULL stands for cty's unbounded sentinel,
** which orders as -Inf (lower) / +Inf (upper) but is never a bound itself.
*/
static const tyc_num *span(const tyc_vrange *tr, const tyc_vrange *fr, int lower, int *inc)
{
    int ti, fi;
    const tyc_num *t = bound(tr, lower, &ti), *f = bound(fr, lower, &fi);
    int c; /* t compared with f, in the direction that loosens */
    if (!t && !f)
        c = 0;
    else if (!t)
        c = tyc_num_is_inf(f) && (lower ? tyc_num_sign(f) < 0 : tyc_num_sign(f) > 0) ? 0 : 1;
    else if (!f)
        c = tyc_num_is_inf(t) && (lower ? tyc_num_sign(t) < 0 : tyc_num_sign(t) > 0) ? 0 : -1;
    else
        c = lower ? -tyc_num_cmp(t, f) : tyc_num_cmp(t, f);
    if (c > 0) {
        *inc = ti;
        return t;
    }
    *inc = c == 0 ? (ti || fi) : fi;
    return f;
}

const tyc_value *tyc_ev_cond_unknown(tyc_arena *a, const tyc_value *tv, const tyc_value *fv,
                                     const tyc_type *rt)
{
    if (tyc_v_is_null(tv) && tyc_v_is_known(tv) && tyc_v_is_null(fv) && tyc_v_is_known(fv))
        return tyc_v_null(a, rt);
    tyc_vrange tr, fr;
    tyc_v_range(tv, &tr);
    tyc_v_range(fv, &fr);
    const tyc_value *u = rt->kind == TYC_DYN ? TYC_DYNVAL : tyc_v_unknown(a, rt);
    if (!u)
        return NULL;
    tyc_rb b;
    tyc_rb_init(&b, u);
    if (tr.null == 0 && fr.null == 0)
        tyc_rb_notnull(&b);
    int tk = tv->type->kind, fk = fv->type->kind;
    if (tk == TYC_NUMBER && fk == TYC_NUMBER) {
        int inc;
        const tyc_num *lo = span(&tr, &fr, 1, &inc);
        tyc_rb_lower(&b, lo, inc);
        const tyc_num *hi = span(&tr, &fr, 0, &inc);
        tyc_rb_upper(&b, hi, inc);
    } else if (tyc_type_is_coll(tv->type) && tyc_type_is_coll(fv->type) &&
               tyc_type_equal(tv->type, fv->type)) {
        tyc_rb_minlen(&b, tr.r.minlen < fr.r.minlen ? tr.r.minlen : fr.r.minlen);
        tyc_rb_maxlen(&b, tr.r.maxlen > fr.r.maxlen ? tr.r.maxlen : fr.r.maxlen);
    }
    return tyc_rb_value(a, &b);
}

const tyc_value *tyc_ev_tpl_unknown(tyc_arena *a, const char *prefix, size_t n)
{
    if (n > 128) /* hcl's limit on the recorded prefix */
        n = 128;
    return tyc_v_unknown_prefixed(a, prefix, n, 1);
}

/* ---------------------------------------------------------------- operators */

static const tyc_num *inf(tyc_arena *a, int neg)
{
    return tyc_num_parse(a, neg ? "-Inf" : "+Inf", 4);
}

typedef const tyc_num *(*num_op)(tyc_arena *, const tyc_num *, const tyc_num *, const char **);

/* cty's numericRangeArithmetic: the bounds of op over the corners of both ranges (inclusive;
** an infinite result is no bound; a failing corner leaves the result unbounded). */
static void arith_bounds(tyc_arena *a, tyc_rb *b, num_op op, const tyc_vrange *x,
                         const tyc_vrange *y)
{
    const tyc_num *xs[2] = {x->r.lo ? x->r.lo : inf(a, 1), x->r.hi ? x->r.hi : inf(a, 0)};
    const tyc_num *ys[2] = {y->r.lo ? y->r.lo : inf(a, 1), y->r.hi ? y->r.hi : inf(a, 0)};
    const tyc_num *lo = NULL, *hi = NULL;
    for (int i = 0; i < 4; i++) {
        const char *err = NULL;
        const tyc_num *xv = xs[i / 2], *yv = ys[i % 2];
        const tyc_num *v = xv && yv ? op(a, xv, yv, &err) : NULL;
        if (!v)
            return;
        if (!lo || tyc_num_cmp(v, lo) < 0)
            lo = v;
        if (!hi || tyc_num_cmp(v, hi) > 0)
            hi = v;
    }
    if (!(tyc_num_is_inf(lo) && tyc_num_sign(lo) < 0))
        tyc_rb_lower(b, lo, 1);
    if (!(tyc_num_is_inf(hi) && tyc_num_sign(hi) > 0))
        tyc_rb_upper(b, hi, 1);
}

/* LessThan (gt = 0) or GreaterThan (gt = 1) decided by bounds: 1, 0, or -1 (unknown). */
static int compare(tyc_arena *a, const tyc_vrange *x, const tyc_vrange *y, int gt)
{
    if (gt) {
        const tyc_vrange *t = x;
        x = y, y = t;
    }
    const tyc_num *xmax = x->r.hi ? x->r.hi : inf(a, 0), *ymin = y->r.lo ? y->r.lo : inf(a, 1);
    const tyc_num *xmin = x->r.lo ? x->r.lo : inf(a, 1), *ymax = y->r.hi ? y->r.hi : inf(a, 0);
    if (xmax && ymin && tyc_num_cmp(xmax, ymin) < 0)
        return 1;
    if (xmin && ymax && tyc_num_cmp(xmin, ymax) > 0)
        return 0;
    return -1;
}

const tyc_value *tyc_ev_unknown_op(tyc_arena *a, int op, const tyc_value *l, const tyc_value *r)
{
    tyc_vrange x, y;
    tyc_v_range(l, &x);
    tyc_v_range(r, &y);
    int c = -1;
    switch (op) {
    case TYC_OP_LT:
    case TYC_OP_GT:
        c = compare(a, &x, &y, op == TYC_OP_GT);
        break;
    case TYC_OP_LE:
    case TYC_OP_GE:
        /* LessThan(x, y) || Equals(x, y): true if either is; else unknown */
        c = compare(a, &x, &y, op == TYC_OP_GE);
        if (c != 1) {
            int e = tyc_v_equals(l, r);
            c = e == 1 ? 1 : c == 0 && e == 0 ? 0 : -1;
        }
        break;
    default: break;
    }
    if (c >= 0)
        return tyc_v_bool(a, c);
    const tyc_value *u = tyc_v_unknown(a, op >= TYC_OP_ADD ? &tyc_t_number : &tyc_t_bool);
    if (!u)
        return NULL;
    tyc_rb b;
    tyc_rb_init(&b, u);
    tyc_rb_notnull(&b);
    if (op == TYC_OP_ADD)
        arith_bounds(a, &b, tyc_num_add, &x, &y);
    else if (op == TYC_OP_SUB)
        arith_bounds(a, &b, tyc_num_sub, &x, &y);
    else if (op == TYC_OP_MUL)
        arith_bounds(a, &b, tyc_num_mul, &x, &y);
    return tyc_rb_value(a, &b);
}
