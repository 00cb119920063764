/* SPDX-License-Identifier: Apache-2.0 */
/*
** convert_int.h: private contract between the files of the converter (convert*.c, unify.c,
** mismatch.c): the conversion plan record, the plan builders per kind pair and their
** appliers. Builders return NULL when no conversion exists (or on out-of-memory, which
** callers tell apart through a->ctx->oom).
*/
#ifndef TYC_CONVERT_INT_H
#define TYC_CONVERT_INT_H

#include "runtime/convert/convert.h"

typedef enum tyc_cv_kind {
    TYC_CV_PASS,     /* target `any`: the value passes through */
    TYC_CV_FROM_DYN, /* unsafe, input `any`: converted once the value is known */
    TYC_CV_PRIM,     /* primitive to primitive (op) */
    TYC_CV_OBJ_OBJ,  /* object to object */
    TYC_CV_TUP_TUP,  /* tuple to tuple of the same length */
    TYC_CV_TO_LIST,  /* list or set to list */
    TYC_CV_TO_SET,   /* list or set to set */
    TYC_CV_MAP_MAP,  /* map to map */
    TYC_CV_TUP_LIST, /* tuple to list */
    TYC_CV_TUP_SET,  /* tuple to set */
    TYC_CV_OBJ_MAP,  /* object to map */
    TYC_CV_MAP_OBJ,  /* map to object (unsafe only) */
    TYC_CV_ALL_DYN,  /* from unification: every value becomes DynamicVal (no wrapper) */
    TYC_CV_CHAIN     /* from unification: `first` then `second` (no wrapper) */
} tyc_cv_kind;

/* Primitive operations. */
enum { TYC_OP_NUM_STR = 1, TYC_OP_BOOL_STR, TYC_OP_STR_NUM, TYC_OP_STR_BOOL };

/*
** A conversion plan: go-cty's conversion closure, including the standard wrapper (marks,
** `any` target, null and unknown inputs) unless kind is ALL_DYN or CHAIN.
**   elem:  element plan of collection kinds (NULL: elements need no conversion)
**   elems: per-position plans (NULL entries: no conversion): TUP_TUP (parallel to the
**          input tuple), OBJ_OBJ and MAP_OBJ (parallel to the output attributes)
**   tab, tmask: TUP_LIST, TUP_SET and OBJ_MAP: the member plans by member type, an
**          open-addressing table keyed by the pointers in in->elems (tmask + 1 slots, a
**          power of two; looked up with in->elems[i]), so the plan grows with the distinct member
**          types, not with the members
**   keys_nfc: OBJ_MAP: 1 when the input attribute names are NFC (then they can be the
**          result's keys as they are)
**   src:   OBJ_OBJ: per output attribute, its index in the input type or -1 (missing optional)
**   bad:   MAP_OBJ: per output attribute, 1 when no conversion exists (optional attribute)
*/
struct tyc_conv {
    uint8_t kind, op, unsafe, keys_nfc;
    const tyc_type *in, *out;  /* out as requested (may carry optional markers) */
    const tyc_type *out_plain; /* out without optional markers */
    const tyc_type *ety;       /* collection targets: element type (unified when `any`) */
    const tyc_conv *elem;
    const tyc_conv *const *elems;
    const int32_t *src;
    const uint8_t *bad;
    const struct tyc_cv_slot *tab;
    uint32_t tmask;
    uint32_t n;
    const tyc_conv *first, *second;
};

/* One entry of a plan's member table (tab): a member type pointer and its plan (NULL: no
** conversion). Unused slots have t == NULL. */
typedef struct tyc_cv_slot {
    const tyc_type *t;
    const tyc_conv *c;
} tyc_cv_slot;

/* A new zeroed plan of the given kind; out_plain is filled in. NULL on out-of-memory. */
tyc_conv *tyc_cv_new(tyc_arena *a, int kind, const tyc_type *in, const tyc_type *out, int unsafe);

/* Plan lookup for a sequence of element types: reuses the previous plan when the type equals
** the previous one, so homogeneous sequences cost one plan. */
#define TYC_CV_CACHE 4
typedef struct tyc_cv_cache { /* the last few (input type -> plan) pairs, round robin */
    const tyc_type *in[TYC_CV_CACHE];
    const tyc_conv *conv[TYC_CV_CACHE];
    uint32_t n, next;
} tyc_cv_cache;
/* Like tyc_conv_get(a, in, out, unsafe) but through the cache (out and unsafe fixed). */
const tyc_conv *tyc_cv_cached(tyc_arena *a, tyc_cv_cache *c, const tyc_type *in,
                              const tyc_type *out, int unsafe);

/* Builders (getConversionKnown per kind pair). */
const tyc_conv *tyc_cv_build_prim(tyc_arena *a, const tyc_type *in, const tyc_type *out,
                                  int unsafe);
const tyc_conv *tyc_cv_build_obj_obj(tyc_arena *a, const tyc_type *in, const tyc_type *out,
                                     int unsafe);
const tyc_conv *tyc_cv_build_tup_tup(tyc_arena *a, const tyc_type *in, const tyc_type *out,
                                     int unsafe);
const tyc_conv *tyc_cv_build_map_obj(tyc_arena *a, const tyc_type *in, const tyc_type *out,
                                     int unsafe);
/* list/set -> list/set, map -> map (kind by out). */
const tyc_conv *tyc_cv_build_coll(tyc_arena *a, const tyc_type *in, const tyc_type *out,
                                  int unsafe);
const tyc_conv *tyc_cv_build_tup_coll(tyc_arena *a, const tyc_type *in, const tyc_type *out,
                                      int unsafe);
const tyc_conv *tyc_cv_build_obj_map(tyc_arena *a, const tyc_type *in, const tyc_type *out,
                                     int unsafe);

/* Applies plan c to v with the standard wrapper (tyc_conv_apply without resetting err). */
const tyc_value *tyc_cv_apply(tyc_arena *a, const tyc_conv *c, const tyc_value *v, tyc_path *p,
                              tyc_cerr *err);

/* Appliers: v is known, not null, unmarked, and the target is not `any`. */
const tyc_value *tyc_cv_apply_prim(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                   tyc_path *p, tyc_cerr *err);
const tyc_value *tyc_cv_apply_obj_obj(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                      tyc_path *p, tyc_cerr *err);
const tyc_value *tyc_cv_apply_tup_tup(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                      tyc_path *p, tyc_cerr *err);
const tyc_value *tyc_cv_apply_map_obj(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                      tyc_path *p, tyc_cerr *err);
const tyc_value *tyc_cv_apply_coll(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                   tyc_path *p, tyc_cerr *err);
const tyc_value *tyc_cv_apply_tup_coll(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                       tyc_path *p, tyc_cerr *err);
const tyc_value *tyc_cv_apply_obj_map(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                      tyc_path *p, tyc_cerr *err);
const tyc_value *tyc_cv_apply_from_dyn(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                       tyc_path *p, tyc_cerr *err);

/* The wrapper's null/unknown step: a typed null or unknown for v under plan c. */
const tyc_value *tyc_cv_null_unknown(tyc_arena *a, const tyc_conv *c, const tyc_value *v);

/* go-cty dynamicReplace(in, out): out with `any` holes filled from in. NULL on OOM. */
const tyc_type *tyc_dyn_replace(tyc_arena *a, const tyc_type *in, const tyc_type *out);

/* Records a value error (msg at path p) in err; always returns NULL. */
const tyc_value *tyc_cv_fail(tyc_arena *a, tyc_cerr *err, const tyc_path *p, const char *msg);

/* The null element/attribute rule of go-cty: a null result becomes an unmarked null of its
** type without optional markers. Returns v otherwise; NULL on out-of-memory. */
const tyc_value *tyc_cv_plain_null(tyc_arena *a, const tyc_value *v);

/*
** Homogeneous element check (cty.CanListVal and friends): the element type is the first
** element type that is not `any`; every element must have it or be of type `any`. Returns
** that type, or NULL when the types differ. n > 0.
*/
const tyc_type *tyc_cv_common_type(const tyc_value *const *vals, uint32_t n);
/* Retypes null/unknown elements of type `any` to et in place (vals is writable). NULL on
** out-of-memory, else vals. */
const tyc_value **tyc_cv_retype(tyc_arena *a, const tyc_value **vals, uint32_t n,
                                const tyc_type *et);

#endif
