/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_num.c: Terraform's numeric functions (cty stdlib and lang/funcs): abs, ceil,
** floor, signum, min, max, sum, pow, log and parseint. Exact operations work on the MPFR
** representation (num_int.h) and keep the argument's precision, as math/big does.
*/
#include <float.h>
#include <limits.h>
#include <math.h>

#include "interp/funcs/funcs_int.h"
#include "runtime/num/num_int.h"

/* Applies an exact MPFR operation (abs, floor, ceil) to a number, keeping its precision. */
static const tyc_value *exact_op(tyc_evalctx *ec, const tyc_num *x, int op)
{
    num_tmp t, r;
    mpfr_srcptr v = tyc_num_view(x, &t);
    mpfr_ptr out = tyc_num_tmp_init(&r, mpfr_get_prec(v));
    if (op == 0)
        mpfr_abs(out, v, MPFR_RNDN);
    else if (op == 1)
        mpfr_floor(out, v);
    else
        mpfr_ceil(out, v);
    if (mpfr_zero_p(out))
        mpfr_set_zero(out, 1);
    const tyc_num *n = tyc_num_store(ec->arena, out, x->prec);
    return n ? tyc_v_number(ec->arena, n) : NULL;
}

static const tyc_value *unary(FN_ARGS, int op)
{
    const tyc_num *x;
    (void)nargs;
    if (tyc_fn_num(ec, call, args, 0, &x) < 0)
        return NULL;
    if (tyc_num_is_inf(x))
        return op == 0 && tyc_num_sign(x) < 0 ? tyc_v_number(ec->arena, tyc_num_neg(ec->arena, x))
                                               : tyc_v_number(ec->arena, x);
    return exact_op(ec, x, op);
}

const tyc_value *tyc_f_abs(FN_ARGS)
{
    return unary(ec, call, args, nargs, 0);
}

const tyc_value *tyc_f_floor(FN_ARGS)
{
    return unary(ec, call, args, nargs, 1);
}

const tyc_value *tyc_f_ceil(FN_ARGS)
{
    return unary(ec, call, args, nargs, 2);
}

const tyc_value *tyc_f_signum(FN_ARGS)
{
    int64_t x; /* cty converts to a Go int first: fractions and infinities fail */
    (void)nargs;
    if (tyc_fn_int(ec, call, args, 0, &x, 0) < 0)
        return NULL;
    return tyc_fn_intval(ec, x < 0 ? -1 : x > 0);
}

/* min/max: the first argument that is strictly smaller/greater than all before it. */
static const tyc_value *extreme(FN_ARGS, int dir)
{
    if (nargs == 0)
        return tyc_fn_err(ec, call, "must pass at least one number");
    const tyc_value *best = NULL;
    for (uint32_t i = 0; i < nargs; i++) {
        const tyc_value *v = tyc_fn_conv(ec, call, args, i, &tyc_t_number, 0);
        if (!v)
            return NULL;
        if (!best || tyc_num_cmp(TYC_V_NUM(v), TYC_V_NUM(best)) * dir > 0)
            best = v;
    }
    return best;
}

const tyc_value *tyc_f_max(FN_ARGS)
{
    return extreme(ec, call, args, nargs, 1);
}

const tyc_value *tyc_f_min(FN_ARGS)
{
    return extreme(ec, call, args, nargs, -1);
}

const tyc_value *tyc_f_sum(FN_ARGS)
{
    const tyc_value *l = args[0];
    int k = l->type->kind;
    const char *nums = "argument must be list, set, or tuple of number values";
    (void)nargs;
    if (tyc_v_is_null(l))
        return tyc_fn_argerr(ec, call, 0, "argument must not be null");
    if (k != TYC_LIST && k != TYC_SET && k != TYC_TUPLE && k != TYC_MAP && k != TYC_OBJECT)
        return tyc_fn_argerr(ec, call, 0, "cannot sum noniterable");
    if (l->n == 0)
        return tyc_fn_argerr(ec, call, 0, "cannot sum an empty list");
    if (k == TYC_MAP || k == TYC_OBJECT) {
        tyc_buf b;
        tyc_buf_init(&b, ec->arena->ctx);
        tyc_type_buf_friendly(&b, l->type);
        char *f = tyc_buf_to_arena(&b, ec->arena);
        return f ? tyc_fn_argerr(ec, call, 0, "argument must be list, set, or tuple. Received %s",
                                 f) : NULL;
    }
    if (!tyc_v_wholly_known(l))
        return tyc_fn_unknown(ec, &tyc_t_number);
    const tyc_num *s = NULL;
    for (uint32_t i = 0; i < l->n; i++) {
        const char *msg;
        const tyc_value *v = l->u.elems[i];
        if (tyc_v_is_null(v) || !(v = tyc_ev_convert(ec->arena, v, &tyc_t_number, &msg)))
            return ec->arena->ctx->oom ? NULL : tyc_fn_argerr(ec, call, 0, "%s", nums);
        if (!s) {
            if (!(s = tyc_v_num_keep(ec->arena, v)))
                return NULL;
            continue;
        }
        if (tyc_num_is_inf(s) && tyc_num_is_inf(TYC_V_NUM(v)) &&
            tyc_num_sign(s) != tyc_num_sign(TYC_V_NUM(v)))
            return tyc_fn_err(ec, call, "can't compute sum of opposing infinities");
        const char *err = NULL;
        if (!(s = tyc_num_add(ec->arena, s, TYC_V_NUM(v), &err)))
            return err ? tyc_fn_err(ec, call, "%s", err) : NULL;
    }
    return tyc_v_number(ec->arena, s);
}

/* A number argument as a Go float64 (gocty.FromCtyValue): a finite number beyond float64's
** range is the plain error Terraform reports. 0 or -1. */
static int float_arg(FN_ARGS, uint32_t i, double *out)
{
    const tyc_num *x;
    (void)nargs;
    if (tyc_fn_num(ec, call, args, i, &x) < 0)
        return -1;
    *out = tyc_num_to_double(x);
    if (isinf(*out) && !tyc_num_is_inf(x)) {
        tyc_fn_err(ec, call, "value must be between %f and %f inclusive", -DBL_MAX, DBL_MAX);
        return -1;
    }
    return 0;
}

static const tyc_value *float_val(FN_ARGS, double d)
{
    (void)args;
    (void)nargs;
    if (isnan(d))
        return tyc_fn_err(ec, call, "result is not a number");
    const tyc_num *n = tyc_num_from_double(ec->arena, d);
    return n ? tyc_v_number(ec->arena, n) : NULL;
}

/*
** Go's math.Exp and math.Log on amd64 (the platform of Terraform's releases), whose results
** math.Pow and log() inherit bit for bit. Exp reduces x by multiples of ln 2 (split in two
** parts), evaluates a Taylor polynomial at a sixteenth of the rest, squares back four times
** and scales by the power of two, with fused multiply-adds as on CPUs with FMA; below the
** normal range it gives 0. Log is the classic fdlibm reduction to [sqrt(2)/2, sqrt(2)) with
** its polynomial, reading the binary exponent straight from the bits.
*/
static double go_exp(double x)
{
    static const double c[] = {2.4801587301587301587e-5, 1.9841269841269841270e-4,
                               1.3888888888888888889e-3, 8.3333333333333333333e-3,
                               4.1666666666666666667e-2, 1.6666666666666666667e-1, 0.5, 1.0};
    if (isnan(x) || x == INFINITY)
        return x;
    if (x == -INFINITY)
        return 0;
    if (x > 7.09782712893384e+02)
        return INFINITY;
    double k = 1.4426950408889634073599246810018920 * x;
    int32_t e = fabs(k) < 2147483648.0 ? (int32_t)lrint(k) : INT32_MIN;
    k = e;
    double r = fma(-k, 0.69314718055966295651160180568695068359375, x);
    r = fma(-k, 0.28235290563031577122588448175013436025525412068e-12, r) * 0.0625;
    double p = c[0];
    for (int i = 1; i < 8; i++)
        p = fma(p, r, c[i]);
    r *= p;
    for (int i = 0; i < 3; i++)
        r *= r + 2.0;
    r = fma(r + 2.0, r, 1.0);
    if ((int64_t)e + 0x3FF <= 0)
        return 0;
    if ((int64_t)e + 0x3FF >= 0x7FF)
        return INFINITY;
    uint64_t sb = (uint64_t)(e + 0x3FF) << 52;
    double scale;
    memcpy(&scale, &sb, sizeof scale);
    return r * scale;
}

static double go_log(double x)
{
    uint64_t b;
    memcpy(&b, &x, sizeof b);
    if ((b & ~(UINT64_C(1) << 63)) == 0)
        return -INFINITY;
    if (b >> 63)
        return NAN;
    if (b >= UINT64_C(0x7FF0000000000000))
        return x;
    uint64_t fb = (b & UINT64_C(0x000FFFFFFFFFFFFF)) | UINT64_C(0x3FE0000000000000);
    double f1, k = (double)((int)((b >> 52) & 0x7FF) - 0x3FE);
    memcpy(&f1, &fb, sizeof f1);
    if (!(7.07106781186547524401e-01 < f1)) {
        k -= 1;
        f1 *= 2;
    }
    double f = f1 - 1, s = f / (2 + f), s2 = s * s, s4 = s2 * s2;
    double t1 = s2 * (6.666666666666735130e-01 +
                      s4 * (2.857142874366239149e-01 +
                            s4 * (1.818357216161805012e-01 + s4 * 1.479819860511658591e-01)));
    double t2 = s4 * (3.999999999940941908e-01 +
                      s4 * (2.222219843214978396e-01 + s4 * 1.531383769920937332e-01));
    double hfsq = 0.5 * f * f;
    double lo = s * (hfsq + (t1 + t2)) + k * 1.90821492927058770002e-10;
    return k * 6.93147180369123816490e-01 - ((hfsq - lo) - f);
}

/* Go's isOddInt. */
static int odd_int(double x)
{
    double xi;
    if (modf(x, &xi) != 0 || fabs(xi) >= 9223372036854775808.0)
        return 0; /* Go's int64 of a larger value is even on amd64 */
    return ((int64_t)xi & 1) == 1;
}

/* Go's Pow special cases (in its order); 1 when *r is the result. */
static int pow_special(double x, double y, double *r)
{
    if (y == 0 || x == 1)
        *r = 1;
    else if (y == 1)
        *r = x;
    else if (isnan(x) || isnan(y))
        *r = NAN;
    else if (x == 0 && y != 0)
        *r = y < 0 ? (odd_int(y) ? copysign(INFINITY, x) : INFINITY) : (odd_int(y) ? x : 0);
    else if (isinf(y))
        *r = x == -1 ? 1 : (fabs(x) < 1) == (y > 0) ? 0 : INFINITY;
    else if (isinf(x) && x < 0)
        return pow_special(1 / x, -y, r) || (*r = NAN, 1); /* Pow(-0, -y) */
    else if (isinf(x))
        *r = y < 0 ? 0 : INFINITY;
    else if (y == 0.5)
        *r = sqrt(x);
    else if (y == -0.5)
        *r = 1 / sqrt(x);
    else
        return 0;
    return 1;
}

/* Go's math.Pow (its portable algorithm): x**yf through exp and log for the fraction, the
** integral power by repeated squaring with the binary exponent kept apart, then Ldexp. */
static double go_pow(double x, double y)
{
    double r, yi, yf = modf(fabs(y), &yi);
    if (pow_special(x, y, &r))
        return r;
    if (yf != 0 && x < 0)
        return NAN;
    if (yi >= 9223372036854775808.0)
        return x == -1 ? 1 : (fabs(x) < 1) == (y > 0) ? 0 : INFINITY;
    double a1 = 1;
    long ae = 0;
    if (yf != 0) {
        if (yf > 0.5) {
            yf--;
            yi++;
        }
        a1 = go_exp(yf * go_log(x));
    }
    int xe;
    double x1 = frexp(x, &xe);
    for (int64_t i = (int64_t)yi; i != 0; i >>= 1) {
        if (xe < -(1 << 12) || (1 << 12) < xe) { /* Ldexp under- or overflows anyway */
            ae += xe;
            break;
        }
        if (i & 1) {
            a1 *= x1;
            ae += xe;
        }
        x1 *= x1;
        xe <<= 1;
        if (x1 < .5) {
            x1 += x1;
            xe--;
        }
    }
    if (y < 0) {
        a1 = 1 / a1;
        ae = -ae;
    }
    return ldexp(a1, ae < INT_MIN ? INT_MIN : ae > INT_MAX ? INT_MAX : (int)ae);
}

const tyc_value *tyc_f_pow(FN_ARGS)
{
    double x, y;
    if (float_arg(ec, call, args, nargs, 0, &x) < 0 || float_arg(ec, call, args, nargs, 1, &y) < 0)
        return NULL;
    return float_val(ec, call, args, nargs, go_pow(x, y));
}

const tyc_value *tyc_f_log(FN_ARGS)
{
    double x, y;
    if (float_arg(ec, call, args, nargs, 0, &x) < 0 || float_arg(ec, call, args, nargs, 1, &y) < 0)
        return NULL;
    return float_val(ec, call, args, nargs, go_log(x) / go_log(y));
}

/* Go's big.Int digit value of c in base (or -1). */
static int digit_val(char c, int base)
{
    int d = -1;
    if (c >= '0' && c <= '9')
        d = c - '0';
    else if (c >= 'a' && c <= 'z')
        d = c - 'a' + 10;
    else if (c >= 'A' && c <= 'Z')
        d = base <= 36 ? c - 'A' + 10 : c - 'A' + 36;
    return d < base ? d : -1;
}

/* parseint(number, base): big.Int.SetString(number, base). */
const tyc_value *tyc_f_parseint(FN_ARGS)
{
    tyc_arena *a = ec->arena;
    int64_t base;
    const tyc_value *s = args[0];
    if (tyc_v_is_null(s))
        return tyc_fn_argerr(ec, call, 0, "argument must not be null");
    const tyc_num *bx; /* the base parameter's type is checked before the call (cty) */
    if (tyc_fn_num(ec, call, args, 1, &bx) < 0)
        return NULL;
    if (s->type->kind != TYC_STRING) {
        tyc_buf b;
        tyc_buf_init(&b, a->ctx);
        tyc_type_buf_friendly(&b, s->type);
        char *f = tyc_buf_to_arena(&b, a);
        return f ? tyc_fn_argerr(ec, call, 0, "first argument must be a string, not %s", f) : NULL;
    }
    if (tyc_fn_int(ec, call, args, 1, &base, 1) < 0)
        return NULL;
    (void)nargs;
    if (base < 2 || base > 62)
        return tyc_fn_argerr(ec, call, 1, "base must be a whole number between 2 and 62 "
                             "inclusive");
    tyc_str t = tyc_v_str(s);
    size_t i = t.len && (t.p[0] == '+' || t.p[0] == '-') ? 1 : 0;
    int neg = t.len && t.p[0] == '-';
    num_tmp acc;
    mpfr_ptr f = tyc_num_tmp_init(&acc, 64 * NUM_TMPLIMBS);
    int ok = i < t.len;
    for (; ok && i < t.len; i++) {
        int d = digit_val(t.p[i], (int)base);
        if (d < 0)
            ok = 0;
        else {
            mpfr_mul_ui(f, f, (unsigned long)base, MPFR_RNDN);
            mpfr_add_ui(f, f, (unsigned)d, MPFR_RNDN);
        }
    }
    if (!ok) {
        tyc_buf b;
        tyc_buf_init(&b, a->ctx);
        if (tyc_v_deep_marks(args[0]) & TYC_MARK_SENSITIVE)
            tyc_buf_addz(&b, "(sensitive value)");
        else
            tyc_buf_goquote(&b, t.p, t.len);
        char *q = tyc_buf_to_arena(&b, a);
        return q ? tyc_fn_argerr(ec, call, 0, "cannot parse %s as a base %d integer", q, (int)base)
                 : NULL;
    }
    if (neg && !mpfr_zero_p(f)) /* big.Int has no negative zero */
        mpfr_neg(f, f, MPFR_RNDN);
    unsigned bits = tyc_num_minprec(f);
    const tyc_num *n = tyc_num_store(a, f, bits > 64 ? bits : 64);
    return n ? tyc_v_number(a, n) : NULL;
}
