/* SPDX-License-Identifier: Apache-2.0 */
/*
** num_int.h: private layout of cty numbers and helpers shared by the num*.c files.
** A number is "small" (an exact int64, no limbs), "dec" (a non-integer decimal parsed from
** text, m * 10^-k, standing for its 512-bit MPFR value) or "big" (an MPFR value whose limbs
** live in the arena right after the header). All carry the logical precision tag.
*/
#ifndef TYC_NUM_INT_H
#define TYC_NUM_INT_H

#include <stdint.h>

#include <gmp.h>
#include <mpfr.h>

#include "runtime/num/num.h"

#define NUM_MAXPREC 512                         /* largest precision a number can carry */
#define NUM_MAXLIMBS ((NUM_MAXPREC + 63) / 64)  /* limbs of a 512-bit significand */
#define NUM_TMPLIMBS (NUM_MAXLIMBS + 2)         /* room for 640 bits (parser's powers of 5) */

enum { NUM_SMALL = TYC_NUM_SMALL, NUM_BIG = TYC_NUM_BIG, NUM_DEC = TYC_NUM_DEC };

/* NUM_DEC: the number is round512(i * 10^-k) (what big.ParseFloat makes of that decimal),
** with prec 512, 1 <= k <= NUM_DEC_MAXK, i != 0 not a multiple of 10 and |i| <= INT64_MAX.
** Its Text('f',-1) is exactly the decimal i * 10^-k; every other use materialises the
** binary value (tyc_num_view, tyc_num_raw). */
#define NUM_DEC_MAXK 248 /* 5^248 < 2^576: Go's pow5 is exact, so parsing is correctly rounded */
#define NUM_DEC_TEXTMAX (NUM_DEC_MAXK + 24) /* bytes of the longest decimal text */

/* A big number: the MPFR value; its significand (trailing zero limbs dropped, so possibly
** fewer bits than prec) follows the struct in the arena. */
typedef struct num_big {
    tyc_num h;
    __mpfr_struct f;
} num_big;

#define NUM_BIGF(x) (&((const num_big *)(const void *)(x))->f)

/* A stack MPFR value with room for 64 * NUM_TMPLIMBS bits. */
typedef struct num_tmp {
    mp_limb_t limbs[NUM_TMPLIMBS];
    __mpfr_struct f;
} num_tmp;

/* Initializes t as +0 of precision prec (<= 64 * NUM_TMPLIMBS); returns &t->f. */
mpfr_ptr tyc_num_tmp_init(num_tmp *t, mpfr_prec_t prec);
/* An MPFR view of x: the stored value of a big number, or t set to a small one (exact) or
** to a dec one (its 512-bit value, trailing zero limbs dropped as tyc_num_store does). */
mpfr_srcptr tyc_num_view(const tyc_num *x, num_tmp *t);
/* Stores v (already rounded to prec bits) as a number tagged prec: small if it is an int64
** integer other than -0, else big with its limbs copied. NULL on out-of-memory. */
const tyc_num *tyc_num_store(tyc_arena *a, mpfr_srcptr v, unsigned prec);
/* 1 if v is zero, infinite, NaN, or a regular number within TYC_NUM_MAX_EXP2 (num.h). */
int tyc_num_mpfr_in_range(mpfr_srcptr v);
/* A small number; NULL on out-of-memory. */
const tyc_num *tyc_num_small(tyc_arena *a, int64_t i, unsigned prec);
/* A dec number m * 10^-k (see NUM_DEC for the conditions); NULL on out-of-memory. */
const tyc_num *tyc_num_dec(tyc_arena *a, int64_t m, unsigned k);
/* Sets res (512 bits) to round512(m * 10^-k) by big.ParseFloat's steps (num_parse.c). */
void tyc_num_dec_value(mpfr_ptr res, int64_t m, unsigned k);
/* The view of a dec number (see tyc_num_view). */
mpfr_srcptr tyc_num_dec_view(const tyc_num *x, num_tmp *t);
/* Writes the Text('f',-1) of a dec number into out (NUM_DEC_TEXTMAX bytes, no NUL);
** returns its length. */
size_t tyc_num_dec_text(const tyc_num *x, char *out);
/* Writes the digits of |m| of a dec number into dig (>= 20 bytes); returns their count. */
size_t tyc_num_dec_digits(const tyc_num *x, char *dig);
/* Nearest double of a dec number (Go's Float64 of its binary value). */
double tyc_num_dec_double(const tyc_num *x);
/* Go's MinPrec: significant bits of |i| without trailing zeros; 0 for 0. */
unsigned tyc_num_minprec_i64(int64_t i);
/* Same for an MPFR value (0 for zeros and infinities). */
unsigned tyc_num_minprec(mpfr_srcptr v);

/* The raw binary form of a number: value = (-1)^neg * 0.l * 2^exp, l[n-1] normalized. */
enum { RAW_ZERO, RAW_REGULAR, RAW_INF };
typedef struct num_raw {
    int kind, neg;
    const mp_limb_t *l;
    mp_size_t n;
    long exp;
    unsigned prec;
    mp_limb_t one; /* significand storage for small numbers (do not copy the struct) */
    mp_limb_t dl[NUM_MAXLIMBS]; /* significand storage for dec numbers */
} num_raw;
void tyc_num_raw(const tyc_num *x, num_raw *r);

/*
** Exact binary-to-decimal digit streams (num_dec.c). A stream yields the decimal digits of
** N * 2^e (N > 0) from the first nonzero one; value = 0.d * 10^exp. Digits are made on
** demand; "done" means every later digit is 0 (and d has no trailing zeros then).
** Scratch memory beyond the inline buffers comes from GMP's allocator.
*/
#define DS_INLINE_LIMBS 24
#define DS_INLINE_DIGITS 224
typedef struct num_ds {
    mp_limb_t fin[DS_INLINE_LIMBS];
    mp_limb_t *fr;     /* fraction, binary point just above fr[fn-1] */
    mp_size_t fn, lo;  /* fraction limbs; lowest nonzero limb (fn when the fraction is 0) */
    size_t fcap;       /* limbs available at fr */
    char din[DS_INLINE_DIGITS];
    char *d;           /* digits made so far */
    size_t n, cap;
    long exp;
    int done, leading, failed;
} num_ds;

void tyc_ds_init(num_ds *s);
void tyc_ds_free(num_ds *s);
/* Starts s on N * 2^e (np[0..nn), np[nn-1] != 0). Returns 0, or -1 on allocation failure. */
int tyc_ds_start(num_ds *s, const mp_limb_t *np, mp_size_t nn, long e);
/* Makes digits until at least want exist or the stream is done. 0, or -1 on failure. */
int tyc_ds_fill(num_ds *s, size_t want);
/* Ensures room for want digits plus one spare; 0 or -1. */
int tyc_ds_reserve(num_ds *s, size_t want);

/* A decimal in Go's form: value = 0.dig * 10^exp, no trailing zeros; n == 0 is zero. */
typedef struct num_dec {
    char *dig;
    size_t n;
    long exp;
} num_dec;

/* Go's decimal rounding to n digits (round half to even on the exact digits), up, down. */
void tyc_dec_round(num_dec *d, size_t n);
void tyc_dec_round_up(num_dec *d, size_t n);
void tyc_dec_round_down(num_dec *d, size_t n);

/* Scratch for converting one number: streams for x and its two rounding bounds. */
typedef struct num_conv {
    num_ds x, lo, up;
} num_conv;

void tyc_num_conv_init(num_conv *c);
void tyc_num_conv_free(num_conv *c);
/* Go's Text('f',-1) digits of a finite nonzero r: the shortest decimal that rounds back to
** r at r->prec bits (math/big roundShortest). Digits point into c. 0, or -1 on failure. */
int tyc_num_shortest(num_conv *c, const num_raw *r, num_dec *out);
/* The exact decimal of a finite nonzero r rounded to at most n digits (n <= 64). */
int tyc_num_exact_round(num_conv *c, const num_raw *r, size_t n, num_dec *out);

#endif
