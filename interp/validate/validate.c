/* SPDX-License-Identifier: Apache-2.0 */
/*
** validate.c: the entry of `tycon validate`: the module-call walk (interp/modcall) run with
** the hooks that check resources, data sources and providers against schemas.
*/
#include "interp/validate/validate.h"

#include "interp/validate/val_int.h"

/* The graph's provider check (when nothing before found an error), as Terraform runs it
** before any walk. */
static int before_walk(mc_run *run, const tyc_cfg *root)
{
    return run->d->nerrors ? 0 : tyc_val_provider_graph(run, root) < 0 ? -1 : 0;
}

static const mc_hooks hooks = {before_walk, tyc_val_resource, tyc_val_resource_type,
                               tyc_val_providers, tyc_val_static_ref};

int tyc_validate_run(tyc_arena *a, const tyc_check_opts *o, tyc_check *r)
{
    tyc_modcall *mc = NULL; /* (no plan walk for `tycon validate`) */
    return tyc_modcall_validate_walk(a, o, r, &hooks, &mc);
}
