/* SPDX-License-Identifier: Apache-2.0 */
/*
** num.h: cty numbers: arbitrary-precision binary floats (MPFR), each with the precision of
** where it came from (512 bits when parsed from text, 64 for integers made by the program,
** 53 for doubles); arithmetic results take the larger precision, rounding to nearest even,
** as Go's math/big does. Numbers are immutable once made and live in an arena.
** Exact integers in the int64 range are stored without MPFR limbs (the common case).
*/
#ifndef TYC_NUM_H
#define TYC_NUM_H

#include "runtime/base/core.h"

typedef struct tyc_num tyc_num;

/* The layout is private to runtime/num (num_int.h) except where a value stores a small
** number in place (tyc_num_pack / tyc_num_unpack). */
enum { TYC_NUM_SMALL = 0, TYC_NUM_BIG = 1, TYC_NUM_DEC = 2 };
struct tyc_num {
    uint16_t prec; /* logical precision in bits (Go's Float.Prec) */
    uint8_t kind;  /* TYC_NUM_SMALL, TYC_NUM_DEC or TYC_NUM_BIG */
    uint8_t k;     /* TYC_NUM_DEC: decimal scale; else 0 */
    int64_t i;     /* TYC_NUM_SMALL: the value (never -0); TYC_NUM_DEC: the decimal mantissa */
};

/* A number that needs no storage beyond its header and i (small and dec numbers) packs
** into 32 bits of header and the 64-bit i: returns 1 and sets *hdr (never 0) and *i; else 0. */
static inline int tyc_num_pack(const tyc_num *x, uint32_t *hdr, int64_t *i)
{
    if (x->kind == TYC_NUM_BIG)
        return 0;
    *hdr = (uint32_t)x->prec | (uint32_t)x->k << 16 | (uint32_t)x->kind << 24 | 1u << 31;
    *i = x->i;
    return 1;
}

/* The number packed by tyc_num_pack, rebuilt in *box (which it lives as long as). */
static inline const tyc_num *tyc_num_unpack(tyc_num *box, uint32_t hdr, int64_t i)
{
    box->prec = (uint16_t)(hdr & 0xffff);
    box->k = (uint8_t)(hdr >> 16);
    box->kind = (uint8_t)((hdr >> 24) & 0x7f);
    box->i = i;
    return box;
}

/* Parses s[0..n) with go-cty's ParseNumberVal grammar (big.ParseFloat base 10, 512 bits):
** [+-] digits [. digits] [(e|E|p|P) [+-] digits], also "Inf"/"inf" with a sign. No spaces.
** Returns NULL if s is not a number or on out-of-memory (then a->ctx->oom is set). */
const tyc_num *tyc_num_parse(tyc_arena *a, const char *s, size_t n);
/* tycon's bound on magnitudes (docs/conformance.md): a finite nonzero number must satisfy
** 2^-TYC_NUM_MAX_EXP2 <= |x| < 2^TYC_NUM_MAX_EXP2 (about 1e-120412 to 1e120412), so that every
** number can be printed in full in bounded time. Parsing and arithmetic refuse others. */
#define TYC_NUM_MAX_EXP2 400000
/* The message for a result beyond that bound. */
#define TYC_NUM_RANGE_MSG "the result is too large or too small for tycon (magnitudes are limited to about 1e-120412 to 1e120412)"
/* As tyc_num_parse; when s is a well-formed number beyond the bound, NULL with *range = 1
** (else *range = 0). */
const tyc_num *tyc_num_parse_ex(tyc_arena *a, const char *s, size_t n, int *range);
/* As tyc_num_parse_ex, except that a small or dec result (an int64 integer, a short
** decimal) is written to *box and returned, using no arena memory (see tyc_num_pack). */
const tyc_num *tyc_num_parse_box(tyc_arena *a, tyc_num *box, const char *s, size_t n,
                                 int *range);
/* An integer at 64-bit precision (cty.NumberIntVal). NULL on out-of-memory. */
const tyc_num *tyc_num_from_int(tyc_arena *a, int64_t i);
/* A double at 53-bit precision (cty.NumberFloatVal). NULL on out-of-memory. */
const tyc_num *tyc_num_from_double(tyc_arena *a, double d);

/* Text('f', -1): plain decimal with the shortest digits that round-trip at the number's
** precision; "-0" for negative zero; "+Inf"/"-Inf". NUL-terminated, in the arena. */
const char *tyc_num_text(tyc_arena *a, const tyc_num *x);
/* Appends the same text to b. */
void tyc_num_buf_text(tyc_buf *b, const tyc_num *x);
/* Text('g', 10), used in cty set hash strings and Terraform's "is 42" value statements:
** 10 significant digits, %g style exponent ("1e+21", "2.5", "10"). Appends to b. */
void tyc_num_buf_g10(tyc_buf *b, const tyc_num *x);

/* cty equality: signs differ -> not equal (but +0 == -0); both integers -> exact integer
** comparison; one integer only -> not equal; else compare the Text('f',-1) strings. */
int tyc_num_equal(const tyc_num *x, const tyc_num *y);
/* Numeric order: <0, 0, >0 (+-Inf ordered naturally; -0 == +0). */
int tyc_num_cmp(const tyc_num *x, const tyc_num *y);

int tyc_num_is_int(const tyc_num *x);        /* finite and integral */
int tyc_num_is_inf(const tyc_num *x);        /* +-Inf */
int tyc_num_sign(const tyc_num *x);          /* -1, 0, 1 (-0 gives 0) */
/* Stores x in *out if it is an integer within int64; returns 1, else 0. */
int tyc_num_to_int64(const tyc_num *x, int64_t *out);
/* Nearest double. */
double tyc_num_to_double(const tyc_num *x);

/* Arithmetic as cty does it (precision = max of operands, round to nearest even).
** Return NULL on out-of-memory. Division by zero gives +-Inf (cty: 1/0 = +Inf).
** *err (may be NULL) receives a static message for operations cty rejects (e.g. the
** modulo of infinities), in which case NULL is returned. */
const tyc_num *tyc_num_add(tyc_arena *a, const tyc_num *x, const tyc_num *y, const char **err);
const tyc_num *tyc_num_sub(tyc_arena *a, const tyc_num *x, const tyc_num *y, const char **err);
const tyc_num *tyc_num_mul(tyc_arena *a, const tyc_num *x, const tyc_num *y, const char **err);
const tyc_num *tyc_num_div(tyc_arena *a, const tyc_num *x, const tyc_num *y, const char **err);
const tyc_num *tyc_num_mod(tyc_arena *a, const tyc_num *x, const tyc_num *y, const char **err);
const tyc_num *tyc_num_neg(tyc_arena *a, const tyc_num *x);
/* As tyc_num_neg; a small or dec result goes to *box (which may be x itself). */
const tyc_num *tyc_num_neg_box(tyc_arena *a, tyc_num *box, const tyc_num *x);

#endif
