/* SPDX-License-Identifier: Apache-2.0 */
/*
** convert.h: go-cty's convert package: conversions between types (safe and unsafe),
** unification of types (for `any`), and the mismatch messages. Conversions are built once
** per (input type, output type) pair as a plan and then applied to values, so converting a
** list of 20,000 objects costs one plan and 20,000 cheap applications.
*/
#ifndef TYC_CONVERT_H
#define TYC_CONVERT_H

#include "runtime/diag/diag.h"
#include "runtime/value/value.h"

typedef struct tyc_conv tyc_conv;

/*
** convert.Convert(v, want): if v's type equals want without optional markers, v is returned
** as it is; otherwise the unsafe conversion is applied. On failure returns NULL and fills
** *err: either a static mismatch message with no path (no conversion exists), or a value
** error (e.g. "a number is required") with the path where it happened. On out-of-memory
** returns NULL with err->msg == NULL.
*/
const tyc_value *tyc_convert(tyc_arena *a, const tyc_value *v, const tyc_type *want, tyc_cerr *err);

/* A conversion plan from in to out (unsafe != 0 allows unsafe steps), or NULL when none
** exists (or on out-of-memory: a->ctx->oom). There is no conversion from a type to itself
** except when out contains `any`. */
const tyc_conv *tyc_conv_get(tyc_arena *a, const tyc_type *in, const tyc_type *out, int unsafe);

/* Applies a plan to v (whose type must be the plan's input type). path is the current
** path (steps are pushed and popped during the call; may be NULL). NULL on failure with
** *err filled as for tyc_convert. */
const tyc_value *tyc_conv_apply(tyc_arena *a, const tyc_conv *c, const tyc_value *v, tyc_path *path,
                                tyc_cerr *err);

/*
** convert.Unify / UnifyUnsafe: a common type of types[0..n), or NULL (NilType; also on
** out-of-memory). If convs is not NULL it receives n plans (NULL where the input needs no
** conversion).
*/
const tyc_type *tyc_unify(tyc_arena *a, const tyc_type *const *types, uint32_t n, int unsafe,
                          const tyc_conv **convs);

/* convert.MismatchMessage(got, want) (cty >= 1.16.3 wording), in the arena. */
const char *tyc_mismatch_message(tyc_arena *a, const tyc_type *got, const tyc_type *want);

#endif
