/* SPDX-License-Identifier: Apache-2.0 */
/*
** validate.h: `tycon validate`, the offline `terraform validate`: the configuration tree
** walked as Terraform's validate walk does (every input variable unknown), with `resource`,
** `data` and `provider` blocks checked against provider schemas (interp/schema).
*/
#ifndef TYC_VALIDATE_H
#define TYC_VALIDATE_H

#include "interp/modcall/modcall.h"

/*
** Runs the validate walk of the module loaded in r (tyc_check_begin) against the schemas of
** o->schemas: the loader's resource checks, the graph's provider check, then the walk with
** every resource and provider block decoded against its schema. Diagnostics go to
** r->diags. Returns 0, or -1 on out-of-memory.
*/
int tyc_validate_run(tyc_arena *a, const tyc_check_opts *o, tyc_check *r);

#endif
