/* SPDX-License-Identifier: Apache-2.0 */
/*
** refine.h: refinements of unknown values (go-cty's Value.Refine / ValueRange), as
** docs/refinements.md describes. An unknown value may be refined as not null (the flag
** TYC_VF_NOTNULL) and, by type: a number by lower/upper bounds (inclusive or not), a
** string by a known prefix, a list/set/map by length bounds. The bounds live in a
** tyc_refine that an unknown value points to (v->u.rfn; NULL when there are none).
*/
#ifndef TYC_REFINE_H
#define TYC_REFINE_H

#include "runtime/value/value.h"

#define TYC_LEN_NONE UINT64_MAX /* no upper length bound */

struct tyc_refine {
    const tyc_num *lo, *hi; /* number bounds; NULL when absent */
    uint8_t lo_inc, hi_inc; /* bounds inclusive */
    uint32_t plen;          /* string: known prefix (NFC) of plen bytes */
    const char *prefix;
    uint64_t minlen, maxlen; /* collection length bounds (maxlen TYC_LEN_NONE: none) */
};

/*
** cty ValueRange of an (unmarked or marked; marks are ignored) value: what is known of
** it. For a known value the range describes the value exactly (a number's bounds are the
** number, a string's prefix the string, a collection's length its length).
** null: 1 definitely null, 0 definitely not null, -1 either.
*/
typedef struct tyc_vrange {
    const tyc_type *type;
    int null;
    tyc_refine r;
    tyc_num box; /* where r.lo/r.hi point for a known number stored in place */
} tyc_vrange;

/* Fills *out with the range of v. */
void tyc_v_range(const tyc_value *v, tyc_vrange *out);

/*
** cty ValueRange.Includes: 1 if v is certainly in the range, 0 if certainly not, -1 if
** unknown. Only the "certainly not" answers are exact (as in cty).
*/
int tyc_range_includes(const tyc_vrange *r, const tyc_value *v);

/*
** A refinement builder (cty RefinementBuilder) for v: start with tyc_rb_init, add
** constraints, finish with tyc_rb_value. Refining a known value or DynamicVal does
** nothing (tyc_rb_value returns v). Constraints looser than existing ones are ignored.
*/
typedef struct tyc_rb {
    const tyc_value *orig;
    int notnull, active;
    tyc_refine r;
} tyc_rb;

void tyc_rb_init(tyc_rb *b, const tyc_value *v);
void tyc_rb_notnull(tyc_rb *b);
/* Number bounds; NULL (an unknown bound) does nothing. */
void tyc_rb_lower(tyc_rb *b, const tyc_num *min, int inclusive);
void tyc_rb_upper(tyc_rb *b, const tyc_num *max, int inclusive);
/* Collection length bounds. */
void tyc_rb_minlen(tyc_rb *b, uint64_t n);
void tyc_rb_maxlen(tyc_rb *b, uint64_t n);
/* String prefix s[0..n) (NFC-normalised; with safe, shortened as cty's SafeKnownPrefix
** does so that later text cannot combine with its end). -1 on out-of-memory. */
int tyc_rb_prefix(tyc_rb *b, tyc_arena *a, const char *s, size_t n, int safe);
/*
** The refined value (cty NewValue): the original when known; a known value when the
** refinements leave one possibility (not null with equal inclusive number bounds; not
** null with length 0: the empty collection; a list of known length: a list of unknown
** elements; a set of length 1: a set of one unknown element); else an unknown with the
** refinements. Marks of the original are kept. NULL on out-of-memory.
*/
const tyc_value *tyc_rb_value(tyc_arena *a, tyc_rb *b);

/* A not-null unknown string whose known prefix is s[0..n) (made safe first when safe is set;
** n = 0: no prefix). NULL on out-of-memory. */
const tyc_value *tyc_v_unknown_prefixed(tyc_arena *a, const char *s, size_t n, int safe);

/*
** cty Value.Length of a collection whose length is not certain (an unknown list, set or
** map, or a known set holding unknowns and several elements): an unknown number refined
** as not null within the length bounds (cty's bounds: [minlen, maxlen], maxlen as
** math.MaxInt when unbounded; [1, n] for such a set). NULL on out-of-memory.
*/
const tyc_value *tyc_v_length_unknown(tyc_arena *a, const tyc_value *v);

#endif
