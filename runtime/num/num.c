/* SPDX-License-Identifier: Apache-2.0 */
/*
** num.c: cty number storage (small int64, dec, or arena-backed MPFR), constructors,
** predicates, ordering and cty equality. Dec numbers are in num_compact.c. Parsing is in num_parse.c, text in num_text.c, arithmetic in
** num_arith.c.
*/
#include <math.h>

#include "runtime/num/num_int.h"

_Static_assert(sizeof(mp_limb_t) == 8, "64-bit limbs expected");

static unsigned clz64(uint64_t u) { return (unsigned)__builtin_clzll(u); }
static unsigned ctz64(uint64_t u) { return (unsigned)__builtin_ctzll(u); }

static uint64_t abs_u64(int64_t i)
{
    return i < 0 ? (uint64_t)0 - (uint64_t)i : (uint64_t)i;
}

/* Stack MPFR value over t->limbs (MPFR's custom interface: no allocation). */
mpfr_ptr tyc_num_tmp_init(num_tmp *t, mpfr_prec_t prec)
{
    mpfr_custom_init(t->limbs, prec);
    mpfr_custom_init_set(&t->f, MPFR_ZERO_KIND, 0, prec, t->limbs);
    return &t->f;
}

/* Big numbers are viewed in place; small ones are rebuilt exactly in t (64 bits), dec ones
** by the parser's conversion. */
mpfr_srcptr tyc_num_view(const tyc_num *x, num_tmp *t)
{
    if (x->kind == NUM_BIG)
        return NUM_BIGF(x);
    if (x->kind == NUM_DEC)
        return tyc_num_dec_view(x, t);
    if (x->i == 0)
        return tyc_num_tmp_init(t, 64);
    uint64_t u = abs_u64(x->i);
    unsigned z = clz64(u);
    t->limbs[0] = u << z;
    int kind = x->i < 0 ? -MPFR_REGULAR_KIND : MPFR_REGULAR_KIND;
    mpfr_custom_init_set(&t->f, kind, (mpfr_exp_t)(64 - z), 64, t->limbs);
    return &t->f;
}

/* The raw form of a dec number: its view's limbs copied into r->dl. */
static void raw_dec(const tyc_num *x, num_raw *r)
{
    num_tmp t;
    mpfr_srcptr f = tyc_num_dec_view(x, &t);
    r->kind = RAW_REGULAR;
    r->neg = x->i < 0;
    r->n = (mp_size_t)(mpfr_get_prec(f) / 64);
    memcpy(r->dl, mpfr_custom_get_significand(f), (size_t)r->n * sizeof(mp_limb_t));
    r->l = r->dl;
    r->exp = (long)mpfr_get_exp(f);
}

/* Fills r with x's sign, kind and significand limbs (small numbers use r->one, dec ones
** r->dl). */
void tyc_num_raw(const tyc_num *x, num_raw *r)
{
    r->prec = x->prec;
    r->neg = 0;
    r->n = 1;
    r->l = &r->one;
    r->one = 0;
    r->exp = 0;
    if (x->kind == NUM_SMALL) {
        r->kind = x->i == 0 ? RAW_ZERO : RAW_REGULAR;
        if (x->i != 0) {
            uint64_t u = abs_u64(x->i);
            unsigned z = clz64(u);
            r->neg = x->i < 0;
            r->one = u << z;
            r->exp = 64 - (long)z;
        }
        return;
    }
    if (x->kind == NUM_DEC) {
        raw_dec(x, r);
        return;
    }
    mpfr_srcptr f = NUM_BIGF(x);
    r->neg = mpfr_signbit(f) != 0;
    if (mpfr_inf_p(f)) {
        r->kind = RAW_INF;
    } else if (mpfr_zero_p(f)) {
        r->kind = RAW_ZERO;
    } else {
        r->kind = RAW_REGULAR;
        r->l = (const mp_limb_t *)mpfr_custom_get_significand(f);
        r->n = (mp_size_t)((mpfr_get_prec(f) + 63) / 64);
        r->exp = (long)mpfr_get_exp(f);
    }
}

/* Go's MinPrec of an int64: bit length minus trailing zero bits. */
unsigned tyc_num_minprec_i64(int64_t i)
{
    uint64_t u = abs_u64(i);
    return u == 0 ? 0 : 64 - clz64(u) - ctz64(u);
}

/* Go's MinPrec of an MPFR value, from its significand limbs. */
unsigned tyc_num_minprec(mpfr_srcptr v)
{
    if (!mpfr_regular_p(v))
        return 0;
    const mp_limb_t *l = (const mp_limb_t *)mpfr_custom_get_significand(v);
    mp_size_t n = (mp_size_t)((mpfr_get_prec(v) + 63) / 64), z = 0;
    while (l[z] == 0)
        z++;
    return (unsigned)((n - z) * 64) - ctz64(l[z]);
}

/* A 16-byte number holding an exact int64 and its precision tag. */
const tyc_num *tyc_num_small(tyc_arena *a, int64_t i, unsigned prec)
{
    tyc_num *x = tyc_alloc_raw(a, sizeof *x);
    if (!x)
        return NULL;
    x->prec = (uint16_t)prec;
    x->kind = NUM_SMALL;
    x->k = 0;
    x->i = i;
    return x;
}

/* If v is an integer in int64 range (and not -0), stores it in *out and returns 1. */
static int as_int64(mpfr_srcptr v, int64_t *out)
{
    if (mpfr_zero_p(v)) {
        *out = 0;
        return !mpfr_signbit(v);
    }
    if (!mpfr_regular_p(v))
        return 0;
    mpfr_exp_t e = mpfr_get_exp(v);
    if (e < 1 || e > 64)
        return 0;
    const mp_limb_t *l = (const mp_limb_t *)mpfr_custom_get_significand(v);
    mp_size_t n = (mp_size_t)((mpfr_get_prec(v) + 63) / 64);
    for (mp_size_t k = 0; k + 1 < n; k++)
        if (l[k] != 0)
            return 0;
    uint64_t top = l[n - 1];
    if (e < 64 && (top << e) != 0)
        return 0;
    uint64_t u = e == 64 ? top : top >> (64 - e);
    if (mpfr_signbit(v)) {
        if (u > (uint64_t)1 << 63)
            return 0;
        *out = u == (uint64_t)1 << 63 ? INT64_MIN : -(int64_t)u;
    } else {
        if (u > (uint64_t)INT64_MAX)
            return 0;
        *out = (int64_t)u;
    }
    return 1;
}

/* Normalizes to the small form when possible; otherwise copies the significand into the
** arena without its trailing zero limbs (a parsed 1.5 takes one limb, not eight). */
const tyc_num *tyc_num_store(tyc_arena *a, mpfr_srcptr v, unsigned prec)
{
    int64_t i;
    if (as_int64(v, &i))
        return tyc_num_small(a, i, prec);
    const mp_limb_t *l = NULL;
    mp_size_t n = 1, z = 0;
    if (mpfr_regular_p(v)) {
        l = (const mp_limb_t *)mpfr_custom_get_significand(v);
        n = (mp_size_t)((mpfr_get_prec(v) + 63) / 64);
        while (l[z] == 0)
            z++;
    }
    size_t nl = (size_t)(n - z);
    num_big *b = tyc_alloc_raw(a, sizeof *b + nl * sizeof(mp_limb_t));
    if (!b)
        return NULL;
    mp_limb_t *dst = (mp_limb_t *)(void *)(b + 1);
    if (l)
        memcpy(dst, l + z, nl * sizeof(mp_limb_t));
    else
        dst[0] = 0;
    b->h.prec = (uint16_t)prec;
    b->h.kind = NUM_BIG;
    b->h.k = 0;
    b->h.i = 0;
    mpfr_exp_t e = mpfr_regular_p(v) ? mpfr_get_exp(v) : 0;
    mpfr_custom_init_set(&b->f, mpfr_custom_get_kind(v), e, (mpfr_prec_t)(nl * 64), dst);
    return &b->h;
}

/* cty.NumberIntVal: 64-bit precision. */
const tyc_num *tyc_num_from_int(tyc_arena *a, int64_t i)
{
    return tyc_num_small(a, i, 64);
}

/* cty.NumberFloatVal: 53-bit precision; NaN is refused (Go's SetFloat64 panics). */
const tyc_num *tyc_num_from_double(tyc_arena *a, double d)
{
    if (isnan(d))
        return NULL;
    if (d == trunc(d) && fabs(d) < 9223372036854775808.0 && !(d == 0 && signbit(d)))
        return tyc_num_small(a, (int64_t)d, 53);
    num_tmp t;
    mpfr_ptr f = tyc_num_tmp_init(&t, 64);
    mpfr_set_d(f, d, MPFR_RNDN);
    return tyc_num_store(a, f, 53);
}

/* Go's Float.IsInt: -0 is an integer, infinities are not, dec numbers never are. */
int tyc_num_is_int(const tyc_num *x)
{
    return x->kind == NUM_SMALL || (x->kind == NUM_BIG && mpfr_integer_p(NUM_BIGF(x)));
}

/* True for +Inf and -Inf. */
int tyc_num_is_inf(const tyc_num *x)
{
    return x->kind == NUM_BIG && mpfr_inf_p(NUM_BIGF(x));
}

/* Go's Float.Sign: 0 for both zeros. */
int tyc_num_sign(const tyc_num *x)
{
    if (x->kind != NUM_BIG)
        return (x->i > 0) - (x->i < 0);
    return mpfr_sgn(NUM_BIGF(x));
}

/* Small numbers are exactly the int64 integers (plus -0, stored big). */
int tyc_num_to_int64(const tyc_num *x, int64_t *out)
{
    if (x->kind == NUM_SMALL) {
        *out = x->i;
        return 1;
    }
    if (x->kind == NUM_DEC)
        return 0;
    if (mpfr_zero_p(NUM_BIGF(x))) {
        *out = 0;
        return 1;
    }
    return 0;
}

/* Go's Float64 with round to nearest even. */
double tyc_num_to_double(const tyc_num *x)
{
    if (x->kind == NUM_SMALL)
        return (double)x->i;
    if (x->kind == NUM_DEC)
        return tyc_num_dec_double(x);
    return mpfr_get_d(NUM_BIGF(x), MPFR_RNDN);
}

/* Go's Float.Cmp (no NaN exists). Dec numbers of equal scale order as their mantissas
** (their decimals differ by far more than an ulp, and rounding is monotonic). */
int tyc_num_cmp(const tyc_num *x, const tyc_num *y)
{
    if ((x->kind == NUM_SMALL && y->kind == NUM_SMALL) ||
        (x->kind == NUM_DEC && y->kind == NUM_DEC && x->k == y->k))
        return (x->i > y->i) - (x->i < y->i);
    num_tmp tx, ty;
    int c = mpfr_cmp(tyc_num_view(x, &tx), tyc_num_view(y, &ty));
    return (c > 0) - (c < 0);
}

/* Compares the Text('f',-1) forms of two finite non-integers of the same sign. */
static int same_text(const tyc_num *x, const tyc_num *y)
{
    num_raw rx, ry;
    tyc_num_raw(x, &rx);
    tyc_num_raw(y, &ry);
    num_conv cx, cy;
    num_dec dx, dy;
    tyc_num_conv_init(&cx);
    tyc_num_conv_init(&cy);
    int eq = 0;
    if (tyc_num_shortest(&cx, &rx, &dx) == 0 && tyc_num_shortest(&cy, &ry, &dy) == 0)
        eq = dx.n == dy.n && dx.exp == dy.exp && memcmp(dx.dig, dy.dig, dx.n) == 0;
    tyc_num_conv_free(&cx);
    tyc_num_conv_free(&cy);
    return eq;
}

/* go-cty rawNumberEqual (>= 1.14.3): Sign, then Int accuracy, then exact integers or the
** Text('f',-1) strings. Equal values of equal precision have equal texts, so that case
** skips the conversion; two dec numbers have equal texts iff they are the same decimal. */
int tyc_num_equal(const tyc_num *x, const tyc_num *y)
{
    if (tyc_num_sign(x) != tyc_num_sign(y))
        return 0;
    int ix = tyc_num_is_int(x), iy = tyc_num_is_int(y);
    if (ix != iy)
        return 0;
    if (ix)
        return tyc_num_cmp(x, y) == 0;
    int fx = tyc_num_is_inf(x), fy = tyc_num_is_inf(y);
    if (fx || fy)
        return fx && fy;
    if (x->kind == NUM_DEC && y->kind == NUM_DEC)
        return x->i == y->i && x->k == y->k;
    num_tmp tx, ty;
    if (x->prec == y->prec && mpfr_equal_p(tyc_num_view(x, &tx), tyc_num_view(y, &ty)))
        return 1;
    return same_text(x, y);
}

int tyc_num_mpfr_in_range(mpfr_srcptr v)
{
    if (!mpfr_regular_p(v))
        return 1;
    mpfr_exp_t e = mpfr_get_exp(v); /* |v| in [2^(e-1), 2^e) */
    return e > -TYC_NUM_MAX_EXP2 && e <= TYC_NUM_MAX_EXP2;
}
