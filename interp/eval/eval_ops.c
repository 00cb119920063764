/* SPDX-License-Identifier: Apache-2.0 */
/*
** eval_ops.c: binary and unary operators as hclsyntax BinaryOpExpr / UnaryOpExpr evaluate
** them with go-cty's stdlib operator functions: operand conversion, the short-circuit rules
** of && and || (hcl 2.24, Terraform 1.12 on; before, both operands are always evaluated
** and their diagnostics come before the conversions'), unknown and null operands, and marks.
*/
#include "runtime/convert/convert.h"
#include "interp/eval/eval_int.h"

/* Parameter type of the operator's function. */
static const tyc_type *operand_type(int op)
{
    switch (op) {
    case TYC_OP_OR:
    case TYC_OP_AND:
    case TYC_OP_NOT: return &tyc_t_bool;
    case TYC_OP_EQ:
    case TYC_OP_NE: return &tyc_t_dyn;
    default: return &tyc_t_number;
    }
}

/* Result type of the operator. */
static const tyc_type *result_type(int op)
{
    return op >= TYC_OP_ADD && op != TYC_OP_NOT ? &tyc_t_number : &tyc_t_bool;
}

/* Converts an operand; on failure adds "Invalid operand" and returns NULL with *failed. */
static const tyc_value *operand(tyc_evalctx *ec, const tyc_node *on, const tyc_node *n,
                                const tyc_value *v, int op, const char *side, int *failed)
{
    const char *msg = NULL;
    const tyc_value *r = tyc_ev_convert(ec->arena, v, operand_type(op), &msg);
    if (r)
        return r;
    if (msg && tyc_ev_err(ec, on->beg, on->end, n, "Invalid operand",
                          "Unsuitable value for %s operand: %s.", side, msg) == 0) {
        tyc_ev_tag(ec, on, NULL); /* hcl: Expression is the operand */
        *failed = 1;
    }
    return NULL;
}

/* "Operation failed" with cty's error text. */
static const tyc_value *op_failed(tyc_evalctx *ec, const tyc_node *n, int op, const char *err)
{
    if (tyc_ev_err(ec, n->beg, n->end, NULL, "Operation failed", "Error during operation: %s.",
                   err) < 0)
        return NULL;
    return tyc_v_unknown(ec->arena, result_type(op));
}

static const tyc_value *arith(tyc_evalctx *ec, const tyc_node *n, int op, const tyc_value *l,
                              const tyc_value *r)
{
    tyc_arena *a = ec->arena;
    const char *err = NULL;
    const tyc_num *x = TYC_V_NUM(l), *y = TYC_V_NUM(r), *z = NULL;
    switch (op) {
    case TYC_OP_ADD: z = tyc_num_add(a, x, y, &err); break;
    case TYC_OP_SUB: z = tyc_num_sub(a, x, y, &err); break;
    case TYC_OP_MUL: z = tyc_num_mul(a, x, y, &err); break;
    case TYC_OP_DIV: z = tyc_num_div(a, x, y, &err); break;
    default: z = tyc_num_mod(a, x, y, &err); break;
    }
    if (!z)
        return err ? op_failed(ec, n, op, err) : NULL;
    return tyc_v_number(a, z);
}

/* Applies op to two unmarked, converted operands (no diagnostics pending). */
static const tyc_value *apply(tyc_evalctx *ec, const tyc_node *n, int op, const tyc_value *l,
                              const tyc_value *r)
{
    tyc_arena *a = ec->arena;
    if (op == TYC_OP_EQ || op == TYC_OP_NE) {
        int e = tyc_v_equals(l, r);
        if (e < 0)
            return tyc_ev_unknown_nn(a, &tyc_t_bool);
        return tyc_v_bool(a, op == TYC_OP_EQ ? e : !e);
    }
    if (tyc_v_is_null(l) || tyc_v_is_null(r))
        return op_failed(ec, n, op, "argument must not be null");
    if (tyc_v_is_unknown(l) || tyc_v_is_unknown(r))
        return op == TYC_OP_OR || op == TYC_OP_AND ? tyc_ev_unknown_nn(a, result_type(op))
                                                   : tyc_ev_unknown_op(a, op, l, r);
    switch (op) {
    case TYC_OP_OR: return tyc_v_bool(a, l->u.b || r->u.b);
    case TYC_OP_AND: return tyc_v_bool(a, l->u.b && r->u.b);
    case TYC_OP_LT: return tyc_v_bool(a, tyc_num_cmp(TYC_V_NUM(l), TYC_V_NUM(r)) < 0);
    case TYC_OP_LE: return tyc_v_bool(a, tyc_num_cmp(TYC_V_NUM(l), TYC_V_NUM(r)) <= 0);
    case TYC_OP_GT: return tyc_v_bool(a, tyc_num_cmp(TYC_V_NUM(l), TYC_V_NUM(r)) > 0);
    case TYC_OP_GE: return tyc_v_bool(a, tyc_num_cmp(TYC_V_NUM(l), TYC_V_NUM(r)) >= 0);
    default: return arith(ec, n, op, l, r);
    }
}

/* cty's v.True() (b = 1) or v.False() (b = 0) on a known v: True() is Equals(true), so a
** null bool is not true, and False() (= !True()) holds for null (hcl 2.24 short-circuits
** `null && x` to false). */
static int is_bool(const tyc_value *v, int b)
{
    if (!tyc_v_is_known(v))
        return 0;
    int t = !tyc_v_is_null(v) && v->u.b != 0;
    return t == b;
}

/*
** The ShortCircuit rule of || (ctl = 1) and && (ctl = 0). Returns the forced result and
** sets *which to the side whose diagnostics are kept (1 lhs, 2 rhs), or returns NULL with
** *which = 0 when evaluation proceeds normally.
*/
static const tyc_value *short_circuit(tyc_arena *a, int ctl, const tyc_value *l,
                                      const tyc_value *r, int lhs_err, int *which)
{
    *which = 0;
    int lk = tyc_v_is_known(l), rk = tyc_v_is_known(r);
    if (!lk && !rk) {
        if (lhs_err)
            return NULL;
        *which = 1;
        return tyc_ev_unknown_nn(a, &tyc_t_bool);
    }
    if (is_bool(l, ctl) || is_bool(r, ctl)) {
        *which = is_bool(l, ctl) ? 1 : 2;
        return tyc_v_bool(a, ctl);
    }
    if ((!lk && is_bool(r, !ctl)) || (!rk && is_bool(l, !ctl))) {
        *which = !lk ? 1 : 2;
        return tyc_ev_unknown_nn(a, &tyc_t_bool);
    }
    return NULL;
}

/* The marks cty's Equals puts on the result of l == r: every mark of both operands, nested
** ones included; from Terraform 1.15 on (go-cty 1.18.0, value_ops.go:153), when exactly one
** operand is null, only their own (top-level) marks. */
static uint8_t equals_marks(const tyc_evalctx *ec, const tyc_value *l, const tyc_value *r)
{
    uint8_t own = (uint8_t)(l->marks | r->marks);
    if (tyc_target_tf_ge(ec->target, 1, 15) && tyc_v_is_null(l) != tyc_v_is_null(r))
        return own;
    return (uint8_t)(own | tyc_v_deep_marks(l) | tyc_v_deep_marks(r));
}

/* The rest of BinaryOpExpr.Value once both operands converted: marks, short circuit (sc),
** the operand diagnostics ld/rd, and the operation itself. */
static const tyc_value *binary_rest(tyc_evalctx *ec, const tyc_node *n, const tyc_value *l,
                                    const tyc_value *r, tyc_diags *ld, tyc_diags *rd, int sc)
{
    tyc_arena *a = ec->arena;
    int op = n->op;
    uint8_t marks = op == TYC_OP_EQ || op == TYC_OP_NE ? equals_marks(ec, l, r)
                                                       : (uint8_t)(l->marks | r->marks);
    l = tyc_v_with_marks(a, l, 0);
    r = tyc_v_with_marks(a, r, 0);
    if (!l || !r)
        return NULL;
    if (sc && (op == TYC_OP_OR || op == TYC_OP_AND)) {
        int which;
        const tyc_value *f = short_circuit(a, op == TYC_OP_OR, l, r, ld->nerrors > 0, &which);
        if (f) {
            tyc_diags_append(ec->diags, which == 1 ? ld : rd);
            return tyc_ev_mark(a, f, marks);
        }
    }
    tyc_diags_append(ec->diags, ld);
    tyc_diags_append(ec->diags, rd);
    if (ld->nerrors || rd->nerrors)
        return tyc_ev_mark(a, tyc_v_unknown(a, result_type(op)), marks);
    if (op == TYC_OP_EQ || op == TYC_OP_NE) {
        l = tyc_v_unmark_deep(a, l);
        r = tyc_v_unmark_deep(a, r);
        if (!l || !r)
            return NULL;
    }
    uint32_t before = ec->diags->nerrors;
    const tyc_value *v = apply(ec, n, op, l, r);
    if (!v || ec->diags->nerrors > before)
        return v;
    return tyc_ev_mark(a, v, marks);
}

/* hcl before 2.24 (Terraform before 1.12): both operands evaluated, their diagnostics,
** then both conversions; any error gives an unknown result; no short circuit. */
static const tyc_value *binary_old(tyc_evalctx *ec, const tyc_node *n)
{
    uint32_t before = ec->diags->nerrors;
    int failed = 0;
    const tyc_node *ln = n->kids[0], *rn = n->kids[1];
    const tyc_value *lg = tyc_ev(ec, ln);
    const tyc_value *rg = lg ? tyc_ev(ec, rn) : NULL;
    if (!rg)
        return NULL;
    const tyc_value *l = operand(ec, ln, n, lg, n->op, "left", &failed);
    if (!l && !failed)
        return NULL;
    const tyc_value *r = operand(ec, rn, n, rg, n->op, "right", &failed);
    if ((!l || !r) && !failed)
        return NULL;
    if (failed || ec->diags->nerrors > before)
        return tyc_v_unknown(ec->arena, result_type(n->op));
    tyc_diags none;
    tyc_diags_init(&none, ec->arena);
    return binary_rest(ec, n, l, r, &none, &none, 0);
}

const tyc_value *tyc_ev_binary(tyc_evalctx *ec, const tyc_node *n)
{
    if (!tyc_target_tf_ge(ec->target, 1, 12))
        return binary_old(ec, n);
    tyc_diags ld, rd;
    int failed = 0;
    const tyc_node *ln = n->kids[0], *rn = n->kids[1];
    const tyc_value *lg = tyc_ev_into(ec, ln, &ld);
    if (!lg)
        return NULL;
    const tyc_value *l = operand(ec, ln, n, lg, n->op, "left", &failed);
    if (!l && !failed)
        return NULL;
    const tyc_value *rg = tyc_ev_into(ec, rn, &rd);
    if (!rg)
        return NULL;
    const tyc_value *r = operand(ec, rn, n, rg, n->op, "right", &failed);
    if ((!l || !r) && !failed)
        return NULL;
    if (failed) {
        tyc_diags_append(ec->diags, &ld);
        tyc_diags_append(ec->diags, &rd);
        return tyc_v_unknown(ec->arena, result_type(n->op));
    }
    return binary_rest(ec, n, l, r, &ld, &rd, 1);
}

const tyc_value *tyc_ev_unary(tyc_evalctx *ec, const tyc_node *n)
{
    tyc_arena *a = ec->arena;
    int op = n->op;
    uint32_t before = ec->diags->nerrors;
    const tyc_value *g = tyc_ev(ec, n->kids[0]);
    if (!g)
        return NULL;
    int failed = 0;
    const tyc_value *v = operand(ec, n->kids[0], n, g, op, "unary", &failed);
    if (!v && !failed)
        return NULL;
    if (failed || ec->diags->nerrors > before)
        return tyc_v_unknown(a, result_type(op));
    if (tyc_v_is_null(v))
        return op_failed(ec, n, op, "argument must not be null");
    const tyc_value *r;
    if (tyc_v_is_unknown(v))
        r = tyc_ev_unknown_nn(a, result_type(op));
    else if (op == TYC_OP_NOT)
        r = tyc_v_bool(a, !v->u.b);
    else {
        const tyc_num *x = tyc_num_neg(a, TYC_V_NUM(v));
        r = x ? tyc_v_number(a, x) : NULL;
    }
    return tyc_ev_mark(a, r, v->marks);
}
