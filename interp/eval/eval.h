/* SPDX-License-Identifier: Apache-2.0 */
/*
** eval.h: evaluation of expressions (ast.h) to values (value.h), as hclsyntax evaluates
** them: operators, templates, conditionals, for expressions, index/attribute/splat
** traversals, tuple and object constructors, variables and function calls.
*/
#ifndef TYC_EVAL_H
#define TYC_EVAL_H

#include "interp/syntax/ast.h"
#include "runtime/diag/diag.h"
#include "runtime/value/value.h"
#include "runtime/base/target.h"

typedef struct tyc_evalctx tyc_evalctx;

/*
** A function implementation. args are the evaluated arguments (after `...` expansion).
** Returns the result, or NULL after adding a diagnostic to ec->diags (or on OOM).
** call is the TYC_N_CALL node (for diagnostic ranges: call->kids[i] is argument i).
*/
typedef const tyc_value *(*tyc_fn_impl)(tyc_evalctx *ec, const tyc_node *call,
                                        const tyc_value *const *args, uint32_t nargs);

typedef struct tyc_func {
    const char *name;
    tyc_fn_impl impl;
    int16_t min_args;       /* fewer: "Not enough function arguments" */
    int16_t max_args;       /* more: "Too many function arguments"; -1 = variadic */
    uint8_t allow_unknown;  /* 0: any unknown argument makes the result unknown (cty's default) */
    uint8_t allow_marked;   /* 0: marks are removed from args and put back on the result;
                               2: only each argument's own marks are (the function keeps its
                               elements' marks, as go-cty's sequence functions do) */
} tyc_func;

/*
** Variable lookup: returns the value of root variable `name` (e.g. the object of all input
** variables for "var"), or NULL after adding a diagnostic. range is the name's range.
*/
typedef const tyc_value *(*tyc_lookup_fn)(void *ud, tyc_evalctx *ec, tyc_str name,
                                          uint32_t beg, uint32_t end);

struct tyc_evalctx {
    tyc_arena *arena;
    tyc_diags *diags;
    const tyc_source *src;
    /* NULL lookup: any reference gives "Variables not allowed" (HCL's nil EvalContext). */
    tyc_lookup_fn lookup;
    void *lookup_ud;
    /* funcs == NULL: any call gives "Function calls not allowed". Sorted by name. */
    const tyc_func *funcs;
    uint32_t nfuncs;
    /* Terraform's PureOnly scope (validation during plan, `tycon check`): timestamp(),
    ** uuid() and bcrypt() return unknown values. 0 in the console (real values). */
    uint8_t pure_only;
    /* The directory relative paths of the filesystem functions (file, fileexists, fileset,
    ** templatefile, ...) resolve against: Terraform's working directory, i.e. the module
    ** directory tycon was given. NULL: the process's working directory. */
    const char *base_dir;
    /* The language version followed (runtime/base/target.h): functions and operators that
    ** changed between versions ask it. tyc_evalctx_init takes the arena's target. */
    tyc_target target;
    /* internal state (initialise to zero) */
    uint32_t depth;
    uint64_t items;           /* elements for expressions built so far (TYC_EVAL_MAX_ITEMS) */
    struct tyc_local *locals; /* for-expression iterator variables, innermost first */
    const tyc_node *failed_step; /* the last attribute or index step that gave an error */
};

/* The most elements the for expressions of one evaluation may build: `[for a in range(1024) :
** [for b in range(1024) : [for c in range(1024) : 1]]]` would take many gigabytes (a billion
** values); past this bound the evaluation stops with a diagnostic (docs/conformance.md). */
#define TYC_EVAL_MAX_ITEMS 1000000u

/* The value that the name had in the scope recorded with a diagnostic (tyc_diag.scope), or
** NULL when the scope does not bind it. */
const tyc_value *tyc_scope_lookup(const void *scope, tyc_str name);

/* Initialises ec with no variables and no functions (HCL's nil EvalContext). */
void tyc_evalctx_init(tyc_evalctx *ec, tyc_arena *a, tyc_diags *d, const tyc_source *src);

/* Evaluates n. Returns the value (with its source range set for constructors and literals)
** or NULL after adding diagnostics (or on out-of-memory: a->ctx->oom). */
const tyc_value *tyc_eval(tyc_evalctx *ec, const tyc_node *n);
/* hcl's Expression.StartRange() of n. */
void tyc_ev_start_range(const tyc_node *n, uint32_t *beg, uint32_t *end);
/* As tyc_eval, but the value hcl returns with its diagnostics: the failed parts unknown
** (NULL only on out-of-memory). */
const tyc_value *tyc_eval_partial(tyc_evalctx *ec, const tyc_node *n);

/* The entry of funcs[0..n) (sorted by name) called `name`, or NULL; `core::NAME` finds
** NAME (every built-in function is also in Terraform's "core::" namespace). */
const tyc_func *tyc_func_lookup(const tyc_func *funcs, uint32_t n, tyc_str name);

/* The conversion functions of the corpus contract and Terraform: tolist, toset, tomap,
** tostring, tonumber, tobool, and sensitive. Sorted by name; *n receives the count. */
const tyc_func *tyc_funcs_conv(uint32_t *n);

#endif
