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

/* 1 if f takes its arguments unevaluated (can, try): the evaluator then calls f->impl
** with args == NULL and nargs == the number of argument expressions (call->kids). */
int tyc_func_lazy(const tyc_func *f);

/* The parameter list of function name as Terraform's diagnostics show it ("prefix, newbits,
** netnum"; a variadic last parameter as "args..."), in arena a; NULL when there is no such
** function (or on OOM). */
const char *tyc_func_params(tyc_arena *a, tyc_str name);

#endif
