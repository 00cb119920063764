/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs.h: Terraform's function library for validation rules and the console
** (string, collection, numeric, CIDR, encoding and conversion functions, can/try).
*/
#ifndef TYC_FUNCS_H
#define TYC_FUNCS_H

#include "interp/eval/eval.h"

/* The full function table (including the conversion functions of tyc_funcs_conv), sorted
** by name, suitable for tyc_evalctx.funcs; *n receives the count. Static, immutable. */
const tyc_func *tyc_funcs_all(uint32_t *n);

/* 1 if f takes its arguments unevaluated (can, try, templatestring, convert): the evaluator
** then calls f->impl with args == NULL and nargs == the number of argument expressions
** (call->kids). */
int tyc_func_lazy(const tyc_func *f);

/* 1 if f exists in target t: a function added by a later version (convert: Terraform 1.15)
** is an unknown function before it. Functions outside the library table always exist. */
int tyc_func_in_target(const tyc_func *f, tyc_target t);

/* Appends Terraform's "while calling" signature of the built-in function `called` (as written
** in the call, e.g. "lookup" or "core::lookup"): `lookup(inputMap, key, default...)`.
** Returns 1, or 0 (nothing appended) when no built-in function has that name. */
int tyc_func_signature(tyc_buf *b, tyc_str called);

#endif
