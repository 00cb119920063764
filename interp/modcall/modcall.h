/* SPDX-License-Identifier: Apache-2.0 */
/*
** modcall.h: checking the `module` blocks of a configuration tree as `terraform plan`
** evaluates them: undeclared and missing arguments, each argument converted to the child
** variable's type, the child's validation rules; child outputs feed other calls.
*/
#ifndef TYC_MODCALL_H
#define TYC_MODCALL_H

#include "interp/check/check.h"

typedef struct tyc_modcall tyc_modcall;

/* The first half, between tyc_check_begin and tyc_check_finish (as in Terraform's plan):
** loads the configuration tree below the root module of r, checks every call's arguments
** against its child's variables, then runs the validate walk (every input variable
** unknown). Diagnostics go to r->diags; *out receives the state for tyc_modcall_plan (NULL
** when the root has no module call). hooks: `tycon validate`'s checks against provider
** schemas (interp/validate; used when o->schemas is set), or NULL for `tycon check`.
** Returns 0, or -1 on out-of-memory. */
struct mc_hooks;
int tyc_modcall_validate(tyc_arena *a, const tyc_check_opts *o, tyc_check *r,
                         const struct mc_hooks *hooks, tyc_modcall **out);
/* The second half, after tyc_check_finish and only when the first reported no error: the
** plan walk with the root variables' final values (unknown where they failed or are unset),
** every call expanded and every instance checked. Returns 0, or -1 on out-of-memory. */
int tyc_modcall_plan(tyc_modcall *m);
/* Terraform's checks before the values (the graph's cycle check and the core version), then
** its validate walk: the root variables' rules run ahead (what reads a failed variable is
** skipped), the module calls and root outputs (tyc_modcall_validate, with hooks), and the
** rules' errors in the walk's place. After a begin without errors; *out as
** tyc_modcall_validate's (NULL when the graph failed). 0, or -1 on out-of-memory. */
int tyc_modcall_validate_walk(tyc_arena *a, const tyc_check_opts *o, tyc_check *r,
                              const struct mc_hooks *hooks, tyc_modcall **out);
/* The rest of `tycon check` after tyc_check_begin reported no error, as `terraform plan`
** runs it: the graph's cycle check, the validate walk (the root variables' rules, run ahead
** so that what reads a failed variable is skipped; module calls and root outputs), then the
** values converted and validated (tyc_check_finish) and the plan walk of the module calls,
** each step only when the ones before found no error. 0, or -1 on out-of-memory. */
int tyc_modcall_check_run(tyc_arena *a, const tyc_check_opts *o, tyc_check *r);

#endif
