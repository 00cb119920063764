/* SPDX-License-Identifier: Apache-2.0 */
/*
** num_arith.c: cty arithmetic (go-cty Value.Add/Subtract/Multiply/Divide/Modulo/Negate on
** big.Float, with the messages of go-cty's stdlib operator functions for the NaN cases).
** Small integers take exact int64 fast paths when the result fits its precision; dec
** operands are viewed as their binary values, and results are stored small or big.
*/
#include "runtime/num/num_int.h"

#define MSG_ADD "can't compute sum of opposing infinities"
#define MSG_SUB "can't subtract infinity from itself"
#define MSG_MUL "can't multiply zero by infinity"
#define MSG_DIV "can't divide zero by zero or infinity by infinity"
#define MSG_MOD "can't use modulo with zero and infinity"

typedef int (*mpfr_op2)(mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t);

static unsigned max_prec(const tyc_num *x, const tyc_num *y)
{
    return x->prec > y->prec ? x->prec : y->prec;
}

static const tyc_num *fail(const char **err, const char *msg)
{
    if (err)
        *err = msg;
    return NULL;
}

/* z = op(x, y) rounded to prec bits; NULL with *err = msg if the result is NaN, or
** TYC_NUM_RANGE_MSG beyond tycon's bound. */
static const tyc_num *op_mpfr(tyc_arena *a, const tyc_num *x, const tyc_num *y, mpfr_op2 op,
                              unsigned prec, const char *msg, const char **err)
{
    num_tmp tx, ty, tr;
    mpfr_srcptr vx = tyc_num_view(x, &tx), vy = tyc_num_view(y, &ty);
    mpfr_ptr r = tyc_num_tmp_init(&tr, prec);
    op(r, vx, vy, MPFR_RNDN);
    if (mpfr_nan_p(r))
        return fail(err, msg);
    if (!tyc_num_mpfr_in_range(r))
        return fail(err, TYC_NUM_RANGE_MSG);
    return tyc_num_store(a, r, prec);
}

/* A small result when the exact integer r fits in prec bits. */
static int fits(int64_t r, unsigned prec)
{
    return tyc_num_minprec_i64(r) <= prec;
}

/* Add: precision max(px, py); +Inf + -Inf is an error. */
const tyc_num *tyc_num_add(tyc_arena *a, const tyc_num *x, const tyc_num *y, const char **err)
{
    unsigned prec = max_prec(x, y);
    int64_t r;
    if (x->kind == NUM_SMALL && y->kind == NUM_SMALL && !__builtin_add_overflow(x->i, y->i, &r) &&
        fits(r, prec))
        return tyc_num_small(a, r, prec);
    return op_mpfr(a, x, y, mpfr_add, prec, MSG_ADD, err);
}

/* Subtract (go-cty adds the negation, same rounding); Inf - Inf is an error. */
const tyc_num *tyc_num_sub(tyc_arena *a, const tyc_num *x, const tyc_num *y, const char **err)
{
    unsigned prec = max_prec(x, y);
    int64_t r;
    if (x->kind == NUM_SMALL && y->kind == NUM_SMALL && !__builtin_sub_overflow(x->i, y->i, &r) &&
        fits(r, prec))
        return tyc_num_small(a, r, prec);
    return op_mpfr(a, x, y, mpfr_sub, prec, MSG_SUB, err);
}

/* go-cty multiplies at 512 bits, then keeps max(operand precisions, MinPrec(product)). */
const tyc_num *tyc_num_mul(tyc_arena *a, const tyc_num *x, const tyc_num *y, const char **err)
{
    unsigned prec = max_prec(x, y);
    int64_t r;
    if (x->kind == NUM_SMALL && y->kind == NUM_SMALL && !__builtin_mul_overflow(x->i, y->i, &r) &&
        (r != 0 || (x->i < 0) == (y->i < 0))) {
        unsigned mp = tyc_num_minprec_i64(r);
        return tyc_num_small(a, r, mp > prec ? mp : prec);
    }
    num_tmp tx, ty, tr;
    mpfr_srcptr vx = tyc_num_view(x, &tx), vy = tyc_num_view(y, &ty);
    mpfr_ptr z = tyc_num_tmp_init(&tr, NUM_MAXPREC);
    mpfr_mul(z, vx, vy, MPFR_RNDN);
    if (mpfr_nan_p(z))
        return fail(err, MSG_MUL);
    if (!tyc_num_mpfr_in_range(z))
        return fail(err, TYC_NUM_RANGE_MSG);
    unsigned mp = tyc_num_minprec(z);
    return tyc_num_store(a, z, mp > prec ? mp : prec);
}

/* Quo at max(px, py): x/0 = +-Inf, 0/0 and Inf/Inf are errors. */
const tyc_num *tyc_num_div(tyc_arena *a, const tyc_num *x, const tyc_num *y, const char **err)
{
    unsigned prec = max_prec(x, y);
    if (x->kind == NUM_SMALL && y->kind == NUM_SMALL && y->i != 0 && x->i != 0 &&
        !(x->i == INT64_MIN && y->i == -1) && x->i % y->i == 0 && fits(x->i / y->i, prec))
        return tyc_num_small(a, x->i / y->i, prec);
    return op_mpfr(a, x, y, mpfr_div, prec, MSG_DIV, err);
}

/* Negate: exact, same precision; -(0) is -0. A dec number stays dec (parsing rounds to
** nearest even, which is symmetric: round(-d) = -round(d)). */
const tyc_num *tyc_num_neg_box(tyc_arena *a, tyc_num *box, const tyc_num *x)
{
    if ((x->kind == NUM_SMALL && x->i != 0 && x->i != INT64_MIN) || x->kind == NUM_DEC) {
        *box = *x;
        box->i = -x->i;
        return box;
    }
    return tyc_num_neg(a, x);
}

const tyc_num *tyc_num_neg(tyc_arena *a, const tyc_num *x)
{
    if (x->kind == NUM_SMALL && x->i != 0 && x->i != INT64_MIN)
        return tyc_num_small(a, -x->i, x->prec);
    if (x->kind == NUM_DEC)
        return tyc_num_dec(a, -x->i, x->k);
    num_tmp tx, tr;
    mpfr_srcptr v = tyc_num_view(x, &tx);
    mpfr_ptr r = tyc_num_tmp_init(&tr, x->prec > 64 ? x->prec : 64);
    mpfr_neg(r, v, MPFR_RNDN);
    return tyc_num_store(a, r, x->prec);
}

/*
** go-cty Modulo: x % 0 is x; infinities are rejected (go-cty only special-cases its own
** infinity singletons; other infinities fail with the NaN message or crash in Go). Else
** q = trunc(x / y) at the larger precision, then x - y * q, each step rounded to x's
** precision, so the result has the sign of x.
*/
const tyc_num *tyc_num_mod(tyc_arena *a, const tyc_num *x, const tyc_num *y, const char **err)
{
    if (tyc_num_sign(y) == 0)
        return x;
    if (tyc_num_is_inf(x) || tyc_num_is_inf(y))
        return fail(err, MSG_MOD);
    if (x->kind == NUM_SMALL && y->kind == NUM_SMALL && x->prec >= 64 && y->prec >= 64)
        return tyc_num_small(a, y->i == -1 ? 0 : x->i % y->i, x->prec);
    num_tmp tx, ty, tq, tt, tu, tr;
    mpfr_srcptr vx = tyc_num_view(x, &tx), vy = tyc_num_view(y, &ty);
    mpfr_ptr q = tyc_num_tmp_init(&tq, max_prec(x, y));
    mpfr_div(q, vx, vy, MPFR_RNDN);
    if (!mpfr_number_p(q))
        return fail(err, MSG_MOD);
    mpfr_trunc(q, q);
    if (mpfr_zero_p(q))
        mpfr_set_zero(q, 1); /* big.Int has no -0 */
    mpfr_ptr t = tyc_num_tmp_init(&tt, x->prec);
    mpfr_set(t, q, MPFR_RNDN);
    mpfr_ptr u = tyc_num_tmp_init(&tu, x->prec);
    mpfr_mul(u, vy, t, MPFR_RNDN);
    mpfr_ptr r = tyc_num_tmp_init(&tr, x->prec);
    mpfr_sub(r, vx, u, MPFR_RNDN);
    if (mpfr_nan_p(r))
        return fail(err, MSG_MOD);
    return tyc_num_store(a, r, x->prec);
}
