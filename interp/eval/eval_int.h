/* SPDX-License-Identifier: Apache-2.0 */
/*
** eval_int.h: private interface shared by the evaluator files (eval*.c, funcs_conv.c).
** Internally every evaluation step returns a value even after an error (hcl's DynamicVal
** placeholder) so that diagnostics accumulate exactly as hclsyntax reports them; NULL is
** returned only on out-of-memory. tyc_eval turns "new errors" into NULL at the top.
*/
#ifndef TYC_EVAL_INT_H
#define TYC_EVAL_INT_H

#include "interp/eval/eval.h"

/* A for-expression iterator variable (or, with name.p == NULL, the current splat item).
** Locals live on the C stack of the evaluating frame and are unlinked on return. */
struct tyc_local {
    struct tyc_local *next;
    tyc_str name;
    const tyc_value *v;
    int after_key; /* a for expression's value variable, its key variable next */
};

/* The placeholder for failed or unknowable results (cty.DynamicVal). */
#define TYC_DYNVAL (&tyc_v_dynval)

/* Evaluates n (recursion-guarded). Never NULL except on out-of-memory. */
const tyc_value *tyc_ev(tyc_evalctx *ec, const tyc_node *n);
/* Evaluates n with its diagnostics collected into tmp (initialised here) instead of
** ec->diags; the caller decides later whether to keep them (tyc_diags_append). */
const tyc_value *tyc_ev_into(tyc_evalctx *ec, const tyc_node *n, tyc_diags *tmp);

/* Adds an error whose subject is [beg,end) and whose context is ctxn's range (ctxn may be
** NULL). detail is a printf format. Returns 0, or -1 on out-of-memory. */
int tyc_ev_err(tyc_evalctx *ec, uint32_t beg, uint32_t end, const tyc_node *ctxn,
               const char *summary, const char *fmt, ...) __attribute__((format(printf, 6, 7)));
/* Sets hcl's Diagnostic.Expression (and, when call is not NULL, the function call whose
** "while calling" line it shows) on the last diagnostic added, if it has none yet. The
** evaluator otherwise gives every diagnostic the innermost expression being evaluated when it
** was added (and the call node for the errors a call raises itself). */
void tyc_ev_tag(tyc_evalctx *ec, const tyc_node *expr, const tyc_node *call);

/* v with `marks` added to its own marks (NULL on OOM). */
const tyc_value *tyc_ev_mark(tyc_arena *a, const tyc_value *v, uint8_t marks);
/* An unknown of type t refined as not null (a shared dynval when t is dyn). */
const tyc_value *tyc_ev_unknown_nn(tyc_arena *a, const tyc_type *t);
/* 1 if v is known non-null, or an unknown refined as not null. */
int tyc_ev_not_null(const tyc_value *v);
/* convert.Convert: result or NULL with *msg set to the error text (msg NULL: OOM). */
const tyc_value *tyc_ev_convert(tyc_arena *a, const tyc_value *v, const tyc_type *want,
                                const char **msg);
/* hcl's nameSuggestion: the first candidate within Levenshtein distance < 3, or NULL. */
const char *tyc_ev_suggest(tyc_str given, const tyc_str *cands, uint32_t n);

/* Per-kind evaluators (each in the file named in the comment). */
const tyc_value *tyc_ev_var(tyc_evalctx *ec, const tyc_node *n);      /* eval_trav.c */
const tyc_value *tyc_ev_getattr(tyc_evalctx *ec, const tyc_node *n);  /* eval_trav.c */
const tyc_value *tyc_ev_index(tyc_evalctx *ec, const tyc_node *n);    /* eval_trav.c */
const tyc_value *tyc_ev_binary(tyc_evalctx *ec, const tyc_node *n);   /* eval_ops.c */
const tyc_value *tyc_ev_unary(tyc_evalctx *ec, const tyc_node *n);    /* eval_ops.c */
/* ConditionalExpr: cond/t/f nodes (f NULL: the empty string of a template `if` without
** `else`); n is the whole expression (context range). eval_cond.c */
const tyc_value *tyc_ev_cond(tyc_evalctx *ec, const tyc_node *n, const tyc_node *cond,
                             const tyc_node *t, const tyc_node *f);
const tyc_value *tyc_ev_template(tyc_evalctx *ec, const tyc_node *n); /* eval_tpl.c */
const tyc_value *tyc_ev_tpl_for(tyc_evalctx *ec, const tyc_node *n);  /* eval_tpl.c */
const tyc_value *tyc_ev_for(tyc_evalctx *ec, const tyc_node *n);      /* eval_for.c */
/* The for-expression core: kv/vv iterator VAR nodes (kv may be NULL), coll, ke (key
** expression; NULL for the tuple form), ve, cond (may be NULL), group flag. */
const tyc_value *tyc_ev_for_core(tyc_evalctx *ec, const tyc_node *n, const tyc_node *kv,
                                 const tyc_node *vv, const tyc_node *coll, const tyc_node *ke,
                                 const tyc_node *ve, const tyc_node *cond, int group);
const tyc_value *tyc_ev_splat(tyc_evalctx *ec, const tyc_node *n);    /* eval_splat.c */
const tyc_value *tyc_ev_call(tyc_evalctx *ec, const tyc_node *n);     /* eval_call.c */

/* Refinements (eval_refine.c). The result of `c ? tv : fv` for an unknown c (tv, fv
** unmarked; rt the result type); an unknown string whose known prefix is prefix[0..n)
** (a template with unknown parts); the result of op on unmarked converted operands of
** which one is unknown. NULL on out-of-memory. */
const tyc_value *tyc_ev_cond_unknown(tyc_arena *a, const tyc_value *tv, const tyc_value *fv,
                                     const tyc_type *rt);
const tyc_value *tyc_ev_tpl_unknown(tyc_arena *a, const char *prefix, size_t n);
const tyc_value *tyc_ev_unknown_op(tyc_arena *a, int op, const tyc_value *l, const tyc_value *r);

/* The name of parameter i of f, as the function's specification names it (funcs_conv.c;
** "v" for functions it does not know). */
const char *tyc_func_param_name(const tyc_func *f, uint32_t i);

#endif
