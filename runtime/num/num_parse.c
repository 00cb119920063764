/* SPDX-License-Identifier: Apache-2.0 */
/*
** num_parse.c: go-cty's ParseNumberVal, i.e. big.ParseFloat(s, 10, 512, ToNearestEven),
** including Go's exact steps (mantissa integer, 2^exp2, then x or / 5^|exp5| where large
** powers of 5 are computed at 576/640 bits as math/big does), so results match bit for bit.
*/
#include "runtime/num/num_int.h"

#define PARSE_PREC 512

/* The syntax of a decimal number, as positions in the input. */
typedef struct scan {
    const char *dig;   /* first mantissa character (digits and at most one '.') */
    size_t ndig;       /* characters from dig to the end of the mantissa */
    long nfrac;        /* digits after the '.' */
    int neg, base2;    /* sign; 'p' exponent */
    int64_t exp;       /* exponent value */
} scan;

static int is_digit(char c) { return c >= '0' && c <= '9'; }

/* Parses the exponent digits s[i..n) with an optional sign; 0 on success. */
static int scan_exp(const char *s, size_t i, size_t n, int64_t *out)
{
    int neg = 0;
    if (i < n && (s[i] == '+' || s[i] == '-'))
        neg = s[i++] == '-';
    if (i >= n)
        return -1;
    uint64_t v = 0, lim = neg ? (uint64_t)1 << 63 : (uint64_t)INT64_MAX;
    for (; i < n; i++) {
        if (!is_digit(s[i]))
            return -1;
        v = v * 10 + (uint64_t)(s[i] - '0');
        if (v > lim)
            return -1;
    }
    *out = neg ? (v == (uint64_t)1 << 63 ? INT64_MIN : -(int64_t)v) : (int64_t)v;
    return 0;
}

static int do_scan(const char *s, size_t n, scan *sc)
{
    size_t i = 0;
    memset(sc, 0, sizeof *sc);
    if (i < n && (s[i] == '+' || s[i] == '-'))
        sc->neg = s[i++] == '-';
    sc->dig = s + i;
    size_t start = i, nd = 0;
    while (i < n && is_digit(s[i]))
        i++, nd++;
    if (i < n && s[i] == '.') {
        i++;
        while (i < n && is_digit(s[i]))
            i++, nd++, sc->nfrac++;
    }
    if (nd == 0)
        return -1;
    sc->ndig = i - start;
    if (i == n)
        return 0;
    if (s[i] != 'e' && s[i] != 'E' && s[i] != 'p' && s[i] != 'P')
        return -1;
    sc->base2 = s[i] == 'p' || s[i] == 'P';
    return scan_exp(s, i + 1, n, &sc->exp);
}

/* Copies the mantissa digits without the '.' and leading zeros; returns their count. */
static size_t sig_digits(const scan *sc, char *out)
{
    size_t k = 0;
    for (size_t j = 0; j < sc->ndig; j++) {
        char c = sc->dig[j];
        if (c != '.' && (k > 0 || c != '0'))
            out[k++] = c;
    }
    return k;
}

/* An exact int64 result for plain decimals such as "42", "3.0" or "1e3". */
static int fast_int(const scan *sc, const char *dig, size_t nd, int64_t *out)
{
    if (sc->base2 || nd > 18 || sc->exp > 40 || sc->exp < -40)
        return 0;
    uint64_t m = 0;
    for (size_t j = 0; j < nd; j++)
        m = m * 10 + (uint64_t)(dig[j] - '0');
    long e10 = (long)sc->exp - sc->nfrac;
    while (e10 < 0 && m % 10 == 0)
        m /= 10, e10++;
    if (e10 < 0)
        return 0;
    for (; e10 > 0; e10--) {
        if (m > (uint64_t)INT64_MAX / 10)
            return 0;
        m *= 10;
    }
    *out = sc->neg ? -(int64_t)m : (int64_t)m;
    return 1;
}

/* math/big's pow5 for n > 27: 5^27 times 5^(n-27) by squaring, rounding z at 576 and the
** running square at 640 bits. */
static void pow5_big(mpfr_ptr z, uint64_t n)
{
    num_tmp tf;
    mpfr_ptr f = tyc_num_tmp_init(&tf, PARSE_PREC + 128);
    mpfr_set_ui(z, 7450580596923828125UL, MPFR_RNDN); /* 5^27 */
    n -= 27;
    mpfr_set_ui(f, 5, MPFR_RNDN);
    while (n > 0) {
        if (n & 1)
            mpfr_mul(z, z, f, MPFR_RNDN);
        mpfr_sqr(f, f, MPFR_RNDN);
        n >>= 1;
    }
}

/* z = 5^n as math/big computes it into a Float of 576 bits. */
static void pow5(mpfr_ptr z, uint64_t n)
{
    if (n > 27) {
        pow5_big(z, n);
        return;
    }
    uint64_t p = 1;
    while (n--)
        p *= 5;
    mpfr_set_ui(z, p, MPFR_RNDN);
}

/* res = round512(z * 5^exp5) with z exact (Go's Mul/Quo by the power of 5). */
static void apply_pow5(mpfr_ptr res, mpfr_srcptr z, int64_t exp5)
{
    if (exp5 == 0) {
        mpfr_set(res, z, MPFR_RNDN);
        return;
    }
    num_tmp tp;
    mpfr_ptr p = tyc_num_tmp_init(&tp, PARSE_PREC + 64);
    pow5(p, exp5 < 0 ? (uint64_t)0 - (uint64_t)exp5 : (uint64_t)exp5);
    if (exp5 < 0)
        mpfr_div(res, z, p, MPFR_RNDN);
    else
        mpfr_mul(res, z, p, MPFR_RNDN);
}

/* Go's steps for M * 10^-k with M = |m| exact in 64 bits: M * 2^-k, then / 5^k. */
void tyc_num_dec_value(mpfr_ptr res, int64_t m, unsigned k)
{
    num_tmp tz;
    mpfr_ptr z = tyc_num_tmp_init(&tz, 64);
    mpfr_set_ui(z, m < 0 ? (uint64_t)0 - (uint64_t)m : (uint64_t)m, MPFR_RNDN);
    mpfr_mul_2si(z, z, -(long)k, MPFR_RNDN);
    apply_pow5(res, z, -(int64_t)k);
    if (m < 0)
        mpfr_neg(res, res, MPFR_RNDN);
}

/*
** A dec number for a plain decimal that is not an integer: no 'p' exponent, at most 19
** significant digits once trailing zeros are dropped (value <= INT64_MAX), and a text
** exponent of 5 (exponent minus fraction digits) in [-NUM_DEC_MAXK, -1], so that Go divides
** by an exact power of 5 and the result is the correctly rounded value of the decimal,
** whatever its spelling ("0.50", "5e-1", "50e-2" all give m = 5, k = 1).
*/
static int dec_form(const scan *sc, const char *dig, size_t nd, int64_t *m, unsigned *k)
{
    int64_t e5;
    if (sc->base2 || __builtin_sub_overflow(sc->exp, (int64_t)sc->nfrac, &e5) || e5 >= 0 ||
        e5 < -NUM_DEC_MAXK)
        return 0;
    size_t t = nd;
    while (t > 0 && dig[t - 1] == '0')
        t--;
    int64_t scale = -e5 - (int64_t)(nd - t);
    if (t == 0 || t > 19 || scale < 1)
        return 0;
    uint64_t u = 0;
    for (size_t j = 0; j < t; j++)
        u = u * 10 + (uint64_t)(dig[j] - '0');
    if (u > (uint64_t)INT64_MAX)
        return 0;
    *m = sc->neg ? -(int64_t)u : (int64_t)u;
    *k = (unsigned)scale;
    return 1;
}

static const tyc_num *parse_inf(tyc_arena *a, const char *s, size_t n)
{
    int neg = 0;
    if (n == 4 && (s[0] == '+' || s[0] == '-'))
        neg = s[0] == '-', s++, n--;
    if (n != 3 || !(memcmp(s, "Inf", 3) == 0 || memcmp(s, "inf", 3) == 0))
        return NULL;
    num_tmp t;
    mpfr_ptr f = tyc_num_tmp_init(&t, 64);
    mpfr_set_inf(f, neg ? -1 : 1);
    return tyc_num_store(a, f, PARSE_PREC);
}

/* res = round512(M * 2^e2 * 5^exp5) for a long digit string M; -1 if Go's exponent
** (bitlen(M) + e2) leaves the int32 range. */
static int big_mantissa(mpfr_ptr res, const char *dig, int64_t e2, int64_t exp5)
{
    mpz_t m;
    mpz_init(m);
    mpz_set_str(m, dig, 10);
    size_t bits = mpz_sizeinbase(m, 2);
    int64_t exp2;
    if (__builtin_add_overflow(e2, (int64_t)bits, &exp2) || exp2 > INT32_MAX ||
        exp2 < INT32_MIN) {
        mpz_clear(m);
        return -1;
    }
    mpfr_t z;
    mpfr_init2(z, (mpfr_prec_t)bits);
    mpfr_set_z(z, m, MPFR_RNDN);
    mpz_clear(m);
    mpfr_mul_2si(z, z, (long)e2, MPFR_RNDN);
    apply_pow5(res, z, exp5);
    mpfr_clear(z);
    return 0;
}

/* The general case; dig holds the significant digits (at least one, NUL-terminated).
** value = M * 2^e2 * 5^exp5 where M is the digit string as an integer. */
static const tyc_num *parse_general(tyc_arena *a, const scan *sc, const char *dig, int *range)
{
    int64_t e2, exp5 = -(int64_t)sc->nfrac;
    if (__builtin_sub_overflow(sc->exp, (int64_t)sc->nfrac, &e2) ||
        (!sc->base2 && __builtin_sub_overflow(sc->exp, (int64_t)sc->nfrac, &exp5)))
        return NULL;
    num_tmp tr;
    mpfr_ptr res = tyc_num_tmp_init(&tr, PARSE_PREC);
    if (strlen(dig) <= 19) {
        uint64_t m = 0;
        for (const char *p = dig; *p; p++)
            m = m * 10 + (uint64_t)(*p - '0');
        int64_t exp2;
        if (__builtin_add_overflow(e2, (int64_t)(64 - __builtin_clzll(m)), &exp2) ||
            exp2 > INT32_MAX || exp2 < INT32_MIN)
            return NULL;
        num_tmp tz;
        mpfr_ptr z = tyc_num_tmp_init(&tz, 64);
        mpfr_set_ui(z, m, MPFR_RNDN);
        mpfr_mul_2si(z, z, (long)e2, MPFR_RNDN);
        apply_pow5(res, z, exp5);
    } else if (big_mantissa(res, dig, e2, exp5) != 0) {
        return NULL;
    }
    if (sc->neg)
        mpfr_neg(res, res, MPFR_RNDN);
    if (mpfr_inf_p(res) || !tyc_num_mpfr_in_range(res)) {
        *range = 1;
        return NULL;
    }
    return tyc_num_store(a, res, PARSE_PREC);
}

/* ParseNumberVal: Inf forms, then the scan; exact int64 results skip MPFR, short
** non-integer decimals become dec numbers. */
const tyc_num *tyc_num_parse(tyc_arena *a, const char *s, size_t n)
{
    int range;
    return tyc_num_parse_ex(a, s, n, &range);
}

/* A small or dec result: in *box when given, else in the arena. */
static const tyc_num *compact(tyc_arena *a, tyc_num *box, int kind, int64_t i, unsigned k)
{
    if (!box)
        return kind == NUM_DEC ? tyc_num_dec(a, i, k) : tyc_num_small(a, i, PARSE_PREC);
    box->prec = kind == NUM_DEC ? NUM_MAXPREC : PARSE_PREC;
    box->kind = (uint8_t)kind;
    box->k = (uint8_t)k;
    box->i = i;
    return box;
}

static const tyc_num *parse(tyc_arena *a, tyc_num *box, const char *s, size_t n, int *range)
{
    *range = 0;
    if (n == 3 || n == 4) {
        const tyc_num *x = parse_inf(a, s, n);
        if (x || a->ctx->oom)
            return x;
    }
    scan sc;
    if (do_scan(s, n, &sc) != 0)
        return NULL;
    char small[40];
    char *dig = sc.ndig < sizeof small ? small : tyc_alloc_raw(a, sc.ndig + 1);
    if (!dig)
        return NULL;
    size_t nd = sig_digits(&sc, dig);
    dig[nd] = '\0';
    int64_t iv;
    if (nd == 0) {
        if (!sc.neg)
            return compact(a, box, NUM_SMALL, 0, 0);
        num_tmp t;
        mpfr_ptr f = tyc_num_tmp_init(&t, 64);
        mpfr_set_zero(f, -1);
        return tyc_num_store(a, f, PARSE_PREC);
    }
    if (fast_int(&sc, dig, nd, &iv))
        return compact(a, box, NUM_SMALL, iv, 0);
    unsigned k;
    if (dec_form(&sc, dig, nd, &iv, &k))
        return compact(a, box, NUM_DEC, iv, k);
    return parse_general(a, &sc, dig, range);
}

const tyc_num *tyc_num_parse_ex(tyc_arena *a, const char *s, size_t n, int *range)
{
    return parse(a, NULL, s, n, range);
}

const tyc_num *tyc_num_parse_box(tyc_arena *a, tyc_num *box, const char *s, size_t n,
                                 int *range)
{
    return parse(a, box, s, n, range);
}
