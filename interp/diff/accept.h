/* SPDX-License-Identifier: Apache-2.0 */
/*
** accept.h: the acceptance relation between two type constraints (docs/diff.md): does every
** value a caller may pass that converts to the old type T1 also convert to the new type T2?
** Values are a caller's raw values as HCL literals produce them (strings, numbers, bools,
** null, tuples, objects), with Terraform's input steps applied: optional-attribute defaults,
** then conversion (runtime/convert). Object attributes a type does not declare are outside
** the relation (Terraform discards them, and warns for root modules).
*/
#ifndef TYC_DIFF_ACCEPT_H
#define TYC_DIFF_ACCEPT_H

#include "runtime/convert/convert.h"
#include "runtime/convert/defaults.h"
#include "runtime/value/value.h"

/* A type constraint with its optional-attribute defaults (NULL when none). */
typedef struct tyc_tcon {
    const tyc_type *t;
    const tyc_defaults *d;
} tyc_tcon;

/* The verdict of tyc_accept. */
typedef struct tyc_acc {
    int breaking;              /* 1: some value accepted by T1 is rejected by T2 */
    const tyc_value *witness;  /* breaking: such a value, checked with the engine */
    const char *error;         /* breaking: T2's conversion error for it ("at [0]: ...") */
    const char *note;          /* not breaking: how converted values differ, or NULL */
} tyc_acc;

/*
** Decides whether every value accepted by t1 is accepted by t2 (structurally, then the
** witness of a breaking verdict is converted with the engine; where t2 holds `any` inside a
** collection, which unifies element types, candidate values of t1 are also converted).
** Fills *out. Returns 0, or -1 on out-of-memory. Cost: linear in the sizes of both types
** (plus a bounded number of conversions of small values).
*/
int tyc_accept(tyc_arena *a, tyc_tcon t1, tyc_tcon t2, tyc_acc *out);

/* Terraform's input step: defaults d (may be NULL) applied to v unless v is null, then
** conversion to t. NULL on failure with *err filled (err->msg NULL: out-of-memory). */
const tyc_value *tyc_accept_convert(tyc_arena *a, const tyc_value *v, tyc_tcon t, tyc_cerr *err);

/* A value accepted by t (an HCL literal form: tuples for lists, sets and tuples, objects
** for maps and objects, required attributes only). NULL on out-of-memory. */
const tyc_value *tyc_accept_sample(tyc_arena *a, const tyc_type *t);

/* Appends v as a one-line HCL expression ("a", 1, true, null, ["a"], { a = 1 }). */
void tyc_accept_hcl(tyc_buf *b, const tyc_value *v);

#endif
