/* SPDX-License-Identifier: Apache-2.0 */
/*
** module.h: the configuration model of one module: a directory read as Terraform's config
** loader reads it (primary *.tf / *.tf.json files, then override files merged into them),
** its variables, locals, outputs, module calls, providers and resources, with Terraform's
** declaration diagnostics. The tree of modules is interp/config/tree.h.
*/
#ifndef TYC_MODULE_H
#define TYC_MODULE_H

#include "interp/syntax/ast.h"
#include "runtime/convert/defaults.h"
#include "runtime/base/target.h"
#include "runtime/diag/diag.h"
#include "runtime/value/value.h"

/* One `validation` block: condition and error_message expressions (either may be NULL
** after a declaration error) and the range of the word `validation`. */
typedef struct tyc_validation {
    const tyc_source *src;
    const tyc_node *cond, *msg;
    uint32_t beg, end;
} tyc_validation;

/* One declared input variable (after override merging). */
typedef struct tyc_var {
    const char *name;
    const tyc_source *src;          /* the declaring file */
    uint32_t dbeg, dend;            /* DeclRange: `variable "name"` */
    const tyc_type *ctype;          /* constraint type (optional markers kept); dyn if none */
    const tyc_defaults *defaults;   /* optional-attribute defaults tree, or NULL */
    int literal;                    /* parsing mode of -var / TF_VAR_: 1 literal, 0 HCL */
    int has_default;                /* a `default` argument exists (the variable is optional) */
    const tyc_value *def;           /* the default after defaults + conversion (unknown when
                                       it did not convert) */
    const tyc_source *def_src;      /* where the default expression is */
    const tyc_node *def_expr;
    const char *description;        /* NULL when absent */
    uint8_t sensitive, nullable, ephemeral;
    tyc_validation *vals;
    uint32_t nvals;
    const tyc_source *type_src;     /* where the `type` expression is (editor support) */
    const tyc_node *type_expr;      /* the `type` expression, or NULL */
    uint8_t is_const;               /* const = true (Terraform >= 1.15) */
    const char *deprecated;         /* the deprecation message (Terraform >= 1.15), or NULL */
    tyc_range dep_range;            /* the `deprecated = ...` argument */
} tyc_var;

/* A named expression of a module: a local value, an output, a call argument, or a
** required_providers entry. */
typedef struct tyc_named {
    const char *name;
    const tyc_source *src;
    const tyc_node *expr;     /* the value expression */
    const tyc_node *item;     /* the ATTR node (name range: nbeg/nend), or the block */
    int sensitive;            /* outputs: sensitive = true */
    int sensitive_set;        /* outputs: a `sensitive` argument was given (overrides) */
    /* outputs only (Terraform >= 1.15): */
    const tyc_type *ctype;    /* the `type` constraint (optional markers kept), or NULL */
    const tyc_defaults *defaults; /* its optional-attribute defaults, or NULL */
    const char *deprecated;   /* the deprecation message, or NULL */
    tyc_range dep_range;      /* the `deprecated = ...` argument */
    int ephemeral;            /* outputs: ephemeral = true */
    int ephemeral_set;        /* outputs: an `ephemeral` argument was given (overrides) */
} tyc_named;

struct tyc_cfg;

/* One `module` block. */
typedef struct tyc_call {
    const char *name;
    const tyc_source *src;
    const tyc_node *blk;
    const tyc_node *count, *for_each;
    const tyc_source *count_src, *each_src; /* their files (an override file may set them) */
    const tyc_node *source;   /* the `source` argument (ATTR), or NULL */
    const tyc_source *source_src;
    tyc_named *args;          /* arguments other than the meta-arguments, sorted by name */
    uint32_t nargs;
    struct tyc_cfg *child;    /* set by the tree (interp/config/tree.h); NULL in a module's
                                 own list and when the child is not loaded */
    uint8_t quiet;            /* ignore_nested_deprecations = true (Terraform >= 1.15) */
} tyc_call;

/* One `resource` or `data` block. */
typedef struct tyc_res {
    const char *type, *name;
    const tyc_source *src;
    const tyc_node *blk;
    int data, repeated;       /* a data source; has count or for_each */
} tyc_res;

/* One block without labels that a module holds as a statement (`import`, `moved`,
** `removed`). */
typedef struct tyc_stmt {
    const tyc_source *src;
    const tyc_node *blk;
} tyc_stmt;

/* One `provider` block. */
typedef struct tyc_prov {
    const char *name;         /* the local name (the label) */
    const char *alias;        /* NULL when none */
    const tyc_source *src;
    const tyc_node *blk;
} tyc_prov;

/* One module: what one directory declares (the configuration model; docs/architecture.md).
** Every array is sorted by name unless said otherwise. */
typedef struct tyc_module {
    tyc_var **vars;
    uint32_t n;
    tyc_source **files;             /* every configuration file read, in load order */
    uint8_t *override;              /* parallel to files: an override file */
    uint32_t nfiles;
    tyc_named *locals, *outs;
    uint32_t nlocals, nouts;
    tyc_call *calls;
    uint32_t ncalls;
    tyc_res *res;                   /* sorted by (data, type, name) */
    uint32_t nres;
    tyc_prov *provs;                /* provider blocks, in file order */
    uint32_t nprovs;
    tyc_named *reqp;                /* required_providers entries (expr: the entry's value) */
    uint32_t nreqp;
    tyc_range backend, cloud;       /* the state storage block in effect (terraform { backend
                                       "x" } or terraform { cloud }): its declaration range;
                                       src NULL when none */
    tyc_prov *metas;                /* terraform { provider_meta "name" } blocks, file order */
    uint32_t nmetas;
    tyc_res *eph;                   /* ephemeral resources, sorted by (type, name) */
    uint32_t neph;
    tyc_stmt *imports, *moved, *removed; /* of the primary files, in file order */
    uint32_t nimports, nmoved, nremoved;
} tyc_module;

/*
** Reads every *.tf and *.tf.json file of dir (lexical order; override files after the
** primary ones) into m, in arena a. Declaration errors go to d worded as Terraform words
** them; file names are relative to dir. Returns 0, or -1 on out-of-memory. A directory
** that cannot be read is an error diagnostic (summary "Failed to read module directory").
*/
int tyc_module_load(tyc_arena *a, const char *dir, tyc_module *m, tyc_diags *d);
/* As tyc_module_load, reading through the overlay ov (may be NULL; interp/config/overlay.h),
** with the language of target t (runtime/base/target.h; which arguments and blocks exist). */
struct tyc_overlay;
int tyc_module_load_ov(tyc_arena *a, const char *dir, const struct tyc_overlay *ov, tyc_target t,
                       tyc_module *m, tyc_diags *d);

/* The variable named name, or NULL. O(log n). */
tyc_var *tyc_module_find(const tyc_module *m, tyc_str name);
/* The index in m->vars (sorted by name) of the variable named name, or -1. O(log n). */
int32_t tyc_module_index(const tyc_module *m, tyc_str name);
/* Terraform converts a variable's default, already converted when the configuration was
** loaded, once more each time the variable is evaluated, in every walk (internal/terraform/
** eval_variable.go, prepareFinalInputVariableValue: the same at v1.11.4 and v1.15.9, and in
** OpenTofu); go-cty can refuse the converted value (a list of maps of a type with `any` in
** it, one map empty: the empty one keeps the dynamic type). Adds "Invalid default value for
** module argument" at the declaration and returns 1 then (the variable is unknown, its
** rules are not run); 0 when it converts or there is no known default; -1 on OOM. */
int tyc_var_default_again(tyc_arena *a, const tyc_var *v, tyc_diags *d);

/* The index of name in a sorted tyc_named array, or -1. O(log n). */
int32_t tyc_named_find(const tyc_named *v, uint32_t n, tyc_str name);
/* The argument (ATTR node) called name in a BODY node, or NULL (NULL too for other nodes). */
const tyc_node *tyc_body_attr(const tyc_node *body, const char *name);
/* 1 if name is in the NULL-terminated list v (v may be NULL). */
int tyc_in_list(const char *const *v, const char *name);


/*
** The traversals an expression refers to (hcl's Expression.Variables): each is the
** outermost node of a root name (TYC_N_VAR) followed by attribute steps and literal index
** steps. For-expression iterator names and literal object keys are not references.
** Appends the nodes to out (in source order). Returns 0, or -1 on out-of-memory.
*/
int tyc_expr_traversals(tyc_arena *a, const tyc_node *e, tyc_vec *out);

/* The root name node (TYC_N_VAR) of a traversal found by tyc_expr_traversals. */
const tyc_node *tyc_trav_root(const tyc_node *t);

/* A reference's error: summary, detail and subject range. */
typedef struct tyc_ref_err {
    const char *summary, *detail;
    uint32_t beg, end;
} tyc_ref_err;

/* Terraform's answer to a reference to an action outside an action list (traversal t as
** tyc_expr_traversals gives it, rooted at `action`): from Terraform 1.13 on a parse error or
** the evaluation scope's "Actions can not be referenced". Returns 1 with *out set, or 0 when
** target reads `action` as a resource type (before 1.13, OpenTofu). */
int tyc_action_ref(const tyc_node *t, tyc_target target, tyc_ref_err *out);

/* 1 if a root name alone (no attribute after it) is what addrs.ParseRef reads as a resource
** type without a name ("Invalid reference"): any name but the special and reserved roots
** and, from Terraform 1.15 on, the primitive type keywords. */
int tyc_bare_ref_invalid(const char *name, tyc_target target);

/* Terraform's reference errors of expression e that tycon reproduces before evaluating it
** where there is no `self`: bare resource type names (tyc_bare_ref_invalid), `caller`
** (Terraform 1.16) and references to actions (tyc_action_ref), added to d (file src) in
** source order. Returns the number of errors, or
** -1 on out-of-memory. */
int tyc_ref_errors(tyc_arena *a, const tyc_source *src, const tyc_node *e, tyc_target target,
                   tyc_diags *d);

#endif
