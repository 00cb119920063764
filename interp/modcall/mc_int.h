/* SPDX-License-Identifier: Apache-2.0 */
/*
** mc_int.h (private to interp/modcall): the configuration tree (one mc_cfg per loaded
** module, per call as Terraform loads them), module instances, and evaluation scopes.
*/
#ifndef TYC_MC_INT_H
#define TYC_MC_INT_H

#include "interp/modcall/modcall.h"
#include "interp/schema/schema.h"

/* A named expression of a module: a local value, an output, or a call argument. */
typedef struct mc_named {
    const char *name;
    const tyc_source *src;
    const tyc_node *expr;     /* the value expression */
    const tyc_node *item;     /* the ATTR node (name range: nbeg/nend), or the block */
    int sensitive;            /* outputs: sensitive = true */
} mc_named;

typedef struct mc_cfg mc_cfg;

/* One `module` block. */
typedef struct mc_call {
    const char *name;
    const tyc_source *src;
    const tyc_node *blk;
    const tyc_node *count, *for_each;
    mc_named *args;           /* arguments other than the meta-arguments, sorted by name */
    uint32_t nargs;
    mc_cfg *child;            /* NULL: not loaded (remote and not installed, or failed) */
} mc_call;

/* One `resource` or `data` block. */
typedef struct mc_res {
    const char *type, *name;
    const tyc_source *src;
    const tyc_node *blk;
    int data, repeated;       /* a data source; has count or for_each */
} mc_res;

/* One `provider` block. */
typedef struct mc_prov {
    const char *name;         /* the local name (the label) */
    const char *alias;        /* NULL when none */
    const tyc_source *src;
    const tyc_node *blk;
} mc_prov;

/* One loaded module. */
struct mc_cfg {
    const char *dir;          /* as Terraform shows it: "." for the root, "modules/app" */
    const char *addr;         /* static call path: "" root, "module.app.module.db" */
    const char *key;          /* modules.json key: "" root, "app.db" */
    tyc_module mod;
    mc_named *locals, *outs;  /* sorted by name */
    uint32_t nlocals, nouts;
    mc_call *calls;           /* sorted by name */
    uint32_t ncalls;
    mc_res *res;              /* sorted by (data, type, name) */
    uint32_t nres;
    mc_prov *provs;           /* provider blocks, in file order */
    uint32_t nprovs;
    mc_named *reqp;           /* required_providers entries (expr: the entry's value), sorted */
    uint32_t nreqp;
};

typedef struct mc_run mc_run;

#define MC_MAX_INSTANCES 10000 /* module instances checked per walk (count = 1e9 is short) */
#define MC_LOADED 1024 /* slots of the loaded-directory table (open addressing) */

/* One module instance: its variables' final values and memos of what it evaluated. */
typedef struct mc_inst {
    const mc_cfg *cfg;
    const char *addr;         /* "" root, `module.app["web"]` */
    const tyc_value *vars;    /* object of the final variable values (unknown when failed) */
    const tyc_value **locals; /* memo parallel to cfg->locals */
    uint8_t *lst;             /* 0 not evaluated, 1 under way, 2 done */
    uint32_t *lstack;         /* the locals under way, in the order they were entered */
    uint32_t nstack;
    const tyc_value **calls;  /* module.NAME values, parallel to cfg->calls */
    uint8_t *cst;
    const tyc_value **outs;   /* outputs, parallel to cfg->outs */
    uint8_t *ost;
    const tyc_value **res;    /* resource values, parallel to cfg->res */
    uint8_t *rst;
    /* `tycon validate`: the objects whose check failed (Terraform's walk then skips what
    ** depends on them): resources, locals, provider blocks (parallel to cfg->provs) */
    uint8_t *rfail, *lfail, *pfail;
} mc_inst;

/* The state of one run. */
struct mc_run {
    tyc_arena *a;
    tyc_diags *d;
    const tyc_check_opts *o;
    int compat;
    const tyc_func *funcs;
    uint32_t nfuncs;
    const tyc_value *cwd;     /* path.cwd */
    const tyc_value *modjson; /* .terraform/modules/modules.json's Modules, or NULL */
    const mc_cfg **loaded;    /* modules read so far, hashed by directory (MC_LOADED slots) */
    uint32_t ninst;           /* module instances checked in this walk */
    int validate;             /* the validate walk plan runs first: every input variable
                                 unknown, calls not expanded, module outputs unknown */
    tyc_schemas *schemas;     /* provider schemas (`tycon validate`), or NULL */
};

/* A dynamic block's iterator bound while its content is decoded (innermost first). */
typedef struct mc_iter {
    tyc_str name;
    const tyc_value *val;     /* {key, value} */
    const struct mc_iter *up;
} mc_iter;

/* A scope to evaluate expressions of instance `in` in, with the repetition data of a call
** being expanded (count.index, each.key / each.value), and the objects of the references of
** the expressions prepared (mc_scope_prepare). */
typedef struct mc_scope {
    mc_run *run;
    mc_inst *in;
    const tyc_value *count, *each;  /* {index = N}, {key, value}; NULL when not repeated */
    const tyc_value *local, *module;
    const tyc_value *vars;          /* `var` when not the instance's (validation rules) */
    tyc_str *rtypes;                /* referenced resource types and their objects */
    const tyc_value **robjs;
    uint32_t nr;
    const mc_iter *iter;            /* dynamic-block iterators in scope, or NULL */
    int resource;                   /* a resource's body (`each.value` has its own error) */
    int self_ok;                    /* `self` may be used (provisioner, connection) */
} mc_scope;

/* ---- mc_tree.c ---- */
/* Loads the configuration tree below root (already loaded as r->mod by the check), into
** *out. Diagnostics: child load errors, "Module not installed" warnings. -1 on OOM. */
int tyc_mc_tree(mc_run *run, const tyc_module *root, mc_cfg **out);
/* The index of name in a sorted mc_named array, or -1. */
int32_t tyc_mc_find(const mc_named *v, uint32_t n, tyc_str name);

/* ---- mc_scope.c ---- */
/* Resolves the references of expressions e[0..n) in scope s (evaluating the locals, calls
** and resources they name; undeclared names are Terraform's diagnostics). -1 on OOM. */
int tyc_mc_prepare(mc_scope *s, const tyc_source *src, const tyc_node *const *e, uint32_t n);
/* Terraform's walk skips an object when one it depends on failed: 1 if a resource or local
** value referenced by expressions e[0..n) failed (each is checked first), 0 if none did, -1
** on OOM. Always 0 outside `tycon validate`. */
int tyc_mc_upstream_failed(mc_scope *s, const tyc_node *const *e, uint32_t n);
/* The lookup callback of a prepared scope (ud: the mc_scope). */
const tyc_value *tyc_mc_lookup(void *ud, tyc_evalctx *ec, tyc_str name, uint32_t beg,
                               uint32_t end);
/* Evaluates e (in src) in scope s: prepared, then evaluated; diagnostics into the run's list.
** Returns the value, or NULL after errors (*bad set) or on OOM. */
const tyc_value *tyc_mc_eval(mc_scope *s, const tyc_source *src, const tyc_node *e, int *bad);
/* Allocates the memos of an instance of cfg. NULL on OOM. */
mc_inst *tyc_mc_inst_new(mc_run *run, const mc_cfg *cfg, const char *addr);

/* ---- mc_inst.c ---- */
/* The value of module.NAME (call index ci) in instance in: the call expanded, each child
** instance checked and evaluated (once). NULL on OOM. */
const tyc_value *tyc_mc_call_value(mc_run *run, mc_inst *in, uint32_t ci);
/* Evaluates every local, call and output of instance in (their diagnostics). -1 on OOM. */
int tyc_mc_inst_walk(mc_run *run, mc_inst *in);
/* The value of local li of instance in (memoised; a cycle is an error). NULL on OOM. */
const tyc_value *tyc_mc_local(mc_run *run, mc_inst *in, uint32_t li, const tyc_node *at,
                              const tyc_source *atsrc);

/* The validate walk's checks of a resource's count and for_each expression e (in src) in
** scope s, in Terraform's words; values not known yet are accepted. 0, or -1 on OOM. */
int tyc_mc_check_count(mc_scope *s, const tyc_source *src, const tyc_node *e);
int tyc_mc_check_each(mc_scope *s, const tyc_source *src, const tyc_node *e);

/* ---- mc_res.c ---- */
/* The value of resource ri of instance in: terraform_data's planned object, or unknown. */
const tyc_value *tyc_mc_resource(mc_run *run, mc_inst *in, uint32_t ri);

/* ---- mc_valid.c (`tycon validate`) ---- */
/* Checks resource ri of instance in against its provider's schema as Terraform's validate
** walk does (meta-arguments, the body decoded, the provider's own rules). 0, -1 on OOM. */
int tyc_mc_validate_resource(mc_run *run, mc_inst *in, uint32_t ri);
/* Checks the non-empty provider blocks of instance in against their schemas. -1 on OOM. */
int tyc_mc_validate_providers(mc_run *run, mc_inst *in);
/* The provider (schemas) a resource type or provider local name belongs to in cfg: the
** required_providers source, else hashicorp/NAME. *fqn receives the address shown in
** diagnostics ("hashicorp/aws"). NULL when no loaded schema has it. */
tyc_sprov *tyc_mc_provider_for(mc_run *run, const mc_cfg *cfg, const char *local,
                               const char **fqn);
/* Terraform's static check of the steps after `TYPE.NAME` of a resource reference against
** the resource type's schema (Unsupported attribute, instance keys). 0, or -1 on OOM. */
int tyc_mc_static_ref(mc_scope *s, const tyc_source *src, const tyc_node *t,
                      const tyc_node *step, const mc_res *r, int data);

/* ---- mc_final.c ---- */
/* The schema of call c against its child's variables: "Unsupported argument" for each
** undeclared argument, "Missing required argument" for each required variable not given.
** Returns the number of errors, or -1 on OOM. */
int tyc_mc_schema(mc_run *run, const mc_call *c);
/* The final values of child instance ch's variables from call c's arguments evaluated in
** scope ps (the parent with the instance's repetition data), then the variables' validation
** rules; sets ch->vars. Returns 0, or -1 on OOM. */
int tyc_mc_final(mc_scope *ps, const mc_call *c, mc_inst *ch);

#endif
