/* SPDX-License-Identifier: Apache-2.0 */
/*
** tree.h: the configuration as a tree of modules (the configuration model's second half):
** the root module, then each module call's child, each node knowing its directory, its
** static address (`module.app.module.db`) and its modules.json key.
*/
#ifndef TYC_CONFIG_TREE_H
#define TYC_CONFIG_TREE_H

#include "interp/config/module.h"
#include "interp/config/overlay.h"

/* One loaded module of the tree (one per call path, as Terraform loads them). The block
** arrays are views of mod's; calls are the node's own copies, each with its child. */
typedef struct tyc_cfg {
    const char *dir;          /* as Terraform shows it: "." for the root, "modules/app" */
    const char *addr;         /* static call path: "" root, "module.app.module.db" */
    const char *key;          /* modules.json key: "" root, "app.db" */
    const char *source;       /* the call's source as given ("./app"), NULL for the root */
    tyc_module mod;
    tyc_named *locals, *outs; /* sorted by name */
    uint32_t nlocals, nouts;
    tyc_call *calls;          /* sorted by name; child set when loaded */
    uint32_t ncalls;
    tyc_res *res;             /* sorted by (data, type, name) */
    uint32_t nres;
    tyc_prov *provs;          /* provider blocks, in file order */
    uint32_t nprovs;
    tyc_named *reqp;          /* required_providers entries, sorted */
    uint32_t nreqp;
    const tyc_value *const_vars; /* `var` at init: every variable, const ones with their
                                    value (Terraform >= 1.15), the others unknown */
    const struct tyc_diag *dfirst, *dlast; /* the diagnostics of the directory's first load
                                              (NULL when none) */
} tyc_cfg;

/*
** Loads the tree below root (the module of directory dir, already loaded) into *out, reading
** child modules through the overlay ov (may be NULL). Diagnostics into d: child load
** errors, "Module not installed" and "Module calls not checked" warnings. A directory read
** before is shared. t: the target language (runtime/base/target.h). given: the root's input
** values (an object by variable name, or NULL), of which const variables feed module
** sources (Terraform >= 1.15). Returns 0, or -1 on out-of-memory.
*/
int tyc_config_tree(tyc_arena *a, const char *dir, const tyc_overlay *ov, tyc_target t,
                    const tyc_module *root, const tyc_value *given, tyc_diags *d,
                    tyc_cfg **out);

/* ---- tree_providers.c ---- */
/* One entry of a module block's `providers` map: the child's configuration (local name,
** alias or NULL) = the caller's. Names NULL when the entry is not a provider reference. */
typedef struct tyc_passed {
    const char *clocal, *calias, *plocal, *palias;
    const tyc_node *key, *value;   /* the entry's key and value expressions */
} tyc_passed;

/* The entries of call c's `providers` map into *out (arena array). Returns their count, 0
** for an empty map, -1 when the call has no map (its child inherits the caller's default
** configurations), -2 on out-of-memory. */
int64_t tyc_call_providers(tyc_arena *a, const tyc_call *c, tyc_passed **out);

/* Terraform's validateProviderConfigs over the loaded tree below root, each call's child
** before the call: each `providers` map entry ("Reference to undefined provider" errors
** and warnings, "Provider type mismatch"; every provider type is the default one when
** resolved is 0, as Terraform resolves them only when the child modules loaded without
** errors); "Module is incompatible with count, for_each, and depends_on", "Cannot override
** provider configuration" and "Missing required provider configuration" (a configuration
** alias neither configured nor passed in). Diagnostics into d. 0, or -1 on out-of-memory. */
int tyc_tree_providers(tyc_arena *a, const tyc_cfg *root, int resolved, tyc_diags *d);

/* ---- tree_source.c ---- */
/* Expression e (in src) of node cfg evaluated as Terraform >= 1.15 evaluates a module source
** at init: `var` (cfg->const_vars), the `local` values it refers to, `path`; another
** reference is "Invalid module source". NULL after a diagnostic in d (or on OOM). */
const tyc_value *tyc_source_eval(tyc_arena *a, const tyc_cfg *cfg, const tyc_source *src,
                                 const tyc_node *e, tyc_diags *d);
/* Sets cfg->const_vars: for the root (parent NULL), the given values (an object by name, or
** NULL) of its const variables, else their defaults; for a child, each const variable's
** argument of call c evaluated in parent, else its default. Other variables are unknown.
** Returns 0, or -1 on out-of-memory. */
int tyc_source_vars(tyc_arena *a, tyc_cfg *cfg, const tyc_cfg *parent, const tyc_call *c,
                    const tyc_value *given);

#endif
