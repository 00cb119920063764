/* SPDX-License-Identifier: Apache-2.0 */
/*
** num_compact.c: dec numbers, the 16-byte form of non-integer decimals parsed from text
** (m * 10^-k standing for the 512-bit value big.ParseFloat gives). Text comes straight from
** m and k; everything else rebuilds the binary value on demand.
*/
#include <float.h>

#include "runtime/num/num_int.h"

/* A dec number; the caller guarantees NUM_DEC's conditions. */
const tyc_num *tyc_num_dec(tyc_arena *a, int64_t m, unsigned k)
{
    tyc_num *x = tyc_alloc_raw(a, sizeof *x);
    if (!x)
        return NULL;
    x->prec = NUM_MAXPREC;
    x->kind = NUM_DEC;
    x->k = (uint8_t)k;
    x->i = m;
    return x;
}

/* Rebuilds the 512-bit value in t, then drops its trailing zero limbs so that the view has
** the same MPFR precision as the stored big number would. */
mpfr_srcptr tyc_num_dec_view(const tyc_num *x, num_tmp *t)
{
    mpfr_ptr f = tyc_num_tmp_init(t, NUM_MAXPREC);
    tyc_num_dec_value(f, x->i, x->k);
    mpfr_exp_t e = mpfr_get_exp(f);
    int kind = x->i < 0 ? -MPFR_REGULAR_KIND : MPFR_REGULAR_KIND;
    mp_size_t z = 0;
    while (t->limbs[z] == 0)
        z++;
    mpfr_custom_init_set(&t->f, kind, e, (mpfr_prec_t)((NUM_MAXLIMBS - z) * 64), t->limbs + z);
    return &t->f;
}

/* Digits of |m|, most significant first. */
size_t tyc_num_dec_digits(const tyc_num *x, char *dig)
{
    uint64_t u = x->i < 0 ? (uint64_t)0 - (uint64_t)x->i : (uint64_t)x->i;
    char tmp[20];
    size_t n = 0;
    do {
        tmp[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    for (size_t j = 0; j < n; j++)
        dig[j] = tmp[n - 1 - j];
    return n;
}

/* The decimal itself is the shortest text that round-trips at 512 bits: no other decimal
** of at most 20 significant digits lies within half an ulp (2^-512 relative) of it. */
size_t tyc_num_dec_text(const tyc_num *x, char *out)
{
    char dig[20];
    size_t n = tyc_num_dec_digits(x, dig), k = x->k, len = 0;
    if (x->i < 0)
        out[len++] = '-';
    if (n > k) {
        memcpy(out + len, dig, n - k);
        len += n - k;
        out[len++] = '.';
        memcpy(out + len, dig + n - k, k);
        return len + k;
    }
    out[len++] = '0';
    out[len++] = '.';
    memset(out + len, '0', k - n);
    len += k - n;
    memcpy(out + len, dig, n);
    return len + n;
}

/* |m| <= 2^53 and k <= 22: m / 10^k is one correctly rounded IEEE division, and the 512-bit
** value lies on the same side of every double midpoint as the decimal (a midpoint differs
** from m / 10^k by at least 2^-130 relative unless equal), so both round alike. */
double tyc_num_dec_double(const tyc_num *x)
{
#if FLT_EVAL_METHOD == 0
    static const double pow10_d[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                     1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                     1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    uint64_t u = x->i < 0 ? (uint64_t)0 - (uint64_t)x->i : (uint64_t)x->i;
    if (u <= (uint64_t)1 << 53 && x->k <= 22)
        return (double)x->i / pow10_d[x->k];
#endif
    num_tmp t;
    return mpfr_get_d(tyc_num_dec_view(x, &t), MPFR_RNDN);
}
