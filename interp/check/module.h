/* SPDX-License-Identifier: Apache-2.0 */
/*
** module.h: a Terraform module's input variables, read from a directory as Terraform's
** config loader reads them (primary *.tf / *.tf.json files, then override files merged
** into them), with Terraform's declaration diagnostics. Other blocks are parsed and ignored.
*/
#ifndef TYC_MODULE_H
#define TYC_MODULE_H

#include "interp/syntax/ast.h"
#include "runtime/convert/defaults.h"
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
} tyc_var;

/* The variables of a module, sorted by name. */
typedef struct tyc_module {
    tyc_var **vars;
    uint32_t n;
    tyc_source **files;             /* every configuration file read, in load order */
    uint32_t nfiles;
} tyc_module;

/*
** Reads every *.tf and *.tf.json file of dir (lexical order; override files after the
** primary ones) into m, in arena a. Declaration errors go to d worded as Terraform words
** them; file names are relative to dir. Returns 0, or -1 on out-of-memory. A directory
** that cannot be read is an error diagnostic (summary "Failed to read module directory").
*/
int tyc_module_load(tyc_arena *a, const char *dir, tyc_module *m, tyc_diags *d);
/* As tyc_module_load, reading through the overlay ov (may be NULL; interp/check/overlay.h). */
struct tyc_overlay;
int tyc_module_load_ov(tyc_arena *a, const char *dir, const struct tyc_overlay *ov, tyc_module *m,
                       tyc_diags *d);

/* The variable named name, or NULL. O(log n). */
tyc_var *tyc_module_find(const tyc_module *m, tyc_str name);


#endif

/*
** The traversals an expression refers to (hcl's Expression.Variables): each is the
** outermost node of a root name (TYC_N_VAR) followed by attribute steps and literal index
** steps. For-expression iterator names and literal object keys are not references.
** Appends the nodes to out (in source order). Returns 0, or -1 on out-of-memory.
*/
int tyc_expr_traversals(tyc_arena *a, const tyc_node *e, tyc_vec *out);

/* The root name node (TYC_N_VAR) of a traversal found by tyc_expr_traversals. */
const tyc_node *tyc_trav_root(const tyc_node *t);
