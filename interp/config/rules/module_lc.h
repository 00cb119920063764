/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_lc.h (private to interp/config): the lifecycle block of a resource, data or
** ephemeral block (module_lc.c) and the helpers the resource decoder shares with it.
*/
#ifndef TYC_MODULE_LC_H
#define TYC_MODULE_LC_H

#include "interp/config/module_int.h"

/* The resource a lifecycle block belongs to. */
typedef struct tyc_lc_res {
    int kind;                 /* 'r' managed, 'd' data, 'e' ephemeral, 'c' data in a check;
                                 0: not a resource (an output's preconditions) */
    const char *type, *name;
    int override;             /* read from an override file */
    tyc_target target;
} tyc_lc_res;

/* Decodes lifecycle block lc of resource r as Terraform's loader does, adding its
** diagnostics to d. 0, or -1 on OOM. */
int tyc_lc_block(tyc_arena *a, const tyc_source *src, const tyc_node *lc, const tyc_lc_res *r,
                 tyc_diags *d);

/* A precondition, postcondition or assert block b (Terraform's decodeCheckRuleBlock, then
** validateSelfReferences against r; r NULL: none, not an override). 0, or -1 on OOM. */
int tyc_lc_check_rule(tyc_arena *a, const tyc_source *src, const tyc_node *b,
                      const tyc_lc_res *r, tyc_diags *d);

/* An action_trigger block of a managed resource's lifecycle (Terraform >= 1.13). 0, or -1. */
int tyc_lc_action_trigger(tyc_arena *a, const tyc_source *src, const tyc_node *b, tyc_diags *d);

/* The text of a native quoted string without interpolations (its length in *n), or NULL. */
const char *tyc_lc_quoted(const tyc_node *e, uint32_t *n);

/* The "Quoted references are deprecated" warning at e. 0, or -1 on OOM. */
int tyc_lc_quoted_ref(tyc_diags *d, const tyc_source *src, const tyc_node *e);

#endif
