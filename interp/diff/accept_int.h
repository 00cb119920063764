/* SPDX-License-Identifier: Apache-2.0 */
/*
** accept_int.h (private to interp/diff): the value builders of the acceptance relation
** (accept_val.c) used by its decision (accept.c). All return NULL on out-of-memory.
*/
#ifndef TYC_DIFF_ACCEPT_INT_H
#define TYC_DIFF_ACCEPT_INT_H

#include <string.h>

#include "interp/diff/accept.h"

/* The string s, the number i. */
const tyc_value *tyc_acc_str(tyc_arena *a, const char *s);
const tyc_value *tyc_acc_num(tyc_arena *a, int64_t i);
/* A tuple of n copies of x; an object { key = x }. */
const tyc_value *tyc_acc_tuple(tyc_arena *a, const tyc_value *x, uint32_t n);
const tyc_value *tyc_acc_obj1(tyc_arena *a, const char *key, const tyc_value *x);
/* The sample of object or tuple type t with position `at` (an attribute or element index;
** -1: none) replaced by w; an optional attribute is present only when it is `at`. */
const tyc_value *tyc_acc_with(tyc_arena *a, const tyc_type *t, int32_t at, const tyc_value *w);
/* A value that t (not `any`) rejects: "x" for number and bool, [] for maps and objects,
** {} for the others. */
const tyc_value *tyc_acc_reject(tyc_arena *a, const tyc_type *t);
/* When t2 unifies (tyc_acc_unifies), a value accepted by t1 and rejected by t2, or NULL:
** first among bounded candidates of t1 (heterogeneous collections, objects with and
** without their optional attributes); then among 400 random values of t1 (3000 when t1 holds `any`; fixed seed). */
const tyc_value *tyc_acc_search(tyc_arena *a, tyc_tcon t1, tyc_tcon t2);

/* 1 when t holds `any` inside a list, set or map (whose elements must unify). */
int tyc_acc_unifies(const tyc_type *t);

#endif
