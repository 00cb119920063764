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
/* 1 if f's parameters are expression closures (can, try): with a final `...`, the evaluator
** calls f->impl with args[i] == NULL for each argument expression before it (call->kids[i],
** unevaluated) and the expanded elements' values after. */
int tyc_func_closure_args(const tyc_func *f);
/* 1 if f's first parameter is an expression closure (templatestring): with a final `...`
** after it, the evaluator calls f->impl with args[0] == NULL (call->kids[0], unevaluated)
** and the other arguments' values. */
int tyc_func_template_closure(const tyc_func *f);

/* Appends Terraform's "while calling" signature of the built-in function `called` (as written
** in the call, e.g. "lookup" or "core::lookup"): `lookup(inputMap, key, default...)`.
** Returns 1, or 0 (nothing appended) when no built-in function has that name. */
int tyc_func_signature(tyc_buf *b, tyc_str called);
/* Appends, as compact JSON, the signature Terraform's JSON diagnostics carry for the built-in
** function `called` (views/json DescribeFunction): {"name", "params", "variadic_param",
** "return_type"}, with the name left of any "core::". Returns 1, or 0 (nothing appended) when
** no built-in function has that name. */
int tyc_func_signature_json(tyc_buf *b, tyc_str called);
/* 1 if g is one of the diagnostics hcl gives a FunctionCallDiagExtra (hclsyntax
** FunctionCallExpr.Value): argument count, expansion, argument and call errors. */
int tyc_func_diag_extra(const tyc_diag *g);
/* Gives diagnostic g, raised by a call of the function `called`, Terraform's "while calling"
** signature (g->call_sig; only when sig and a built-in function has that name) and its JSON
** "function_call" (g->call_json: the name as called, then the signature when call_sig is
** set), in arena a. 0, or -1 on OOM. */
int tyc_func_diag_signature(tyc_diag *g, tyc_arena *a, tyc_str called, int sig);

/* hcl's conversion of argument i to its parameter's type (args[i] replaced). Returns 1,
** 0 after reporting "Invalid function argument", -1 on OOM. */
int tyc_func_convert_arg(tyc_evalctx *ec, const tyc_func *f, const tyc_node *call,
                         const tyc_value **args, uint32_t i);
/* cty's checks before a call, on converted arguments: the first null argument a parameter
** rejects, an argument of no known type, then the Type function's own checks. Returns 1 to go
** on (*ret: the function's fixed return type, or NULL when it depends on the arguments), 2
** when the result is an unknown of no known type, 0 after reporting, -1 on OOM. */
int tyc_func_precheck(tyc_evalctx *ec, const tyc_func *f, const tyc_node *call,
                      const tyc_value **args, uint32_t n, const tyc_type **ret);

#endif
