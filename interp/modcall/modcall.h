/* SPDX-License-Identifier: Apache-2.0 */
/*
** modcall.h: checking the `module` blocks of a configuration tree as `terraform plan`
** evaluates them: undeclared and missing arguments, each argument converted to the child
** variable's type, the child's validation rules; child outputs feed other calls.
*/
#ifndef TYC_MODCALL_H
#define TYC_MODCALL_H

#include "interp/check/check.h"

/* Checks every module call reachable from the root module of r (the result of
** tyc_check_run with options o, whose root variable values it uses), adding diagnostics to
** r->diags. Does nothing when the root check had errors. Returns 0, or -1 on out-of-memory. */
int tyc_modcall_run(tyc_arena *a, const tyc_check_opts *o, tyc_check *r);

#endif
