/* SPDX-License-Identifier: Apache-2.0 */
/*
** console_int.h (private): state shared by the console engine files (console*.c): the
** session record, the per-evaluation state reached from function implementations through
** the evaluation context, and the helpers each file provides.
*/
#ifndef TYC_CONSOLE_INT_H
#define TYC_CONSOLE_INT_H

#include "interp/console/console.h"
#include "runtime/convert/defaults.h"
#include "interp/eval/eval.h"

struct tyc_console {
    tyc_ctx *ctx;
    tyc_arena *arena;            /* session lifetime: variables, function table */
    tyc_arena *call;             /* the last call's results (freed by the next call) */
    const tyc_value *vars;       /* object of the input variables' values */
    const tyc_value *path;       /* {cwd, module, root} */
    const tyc_value *terraform;  /* {applying, workspace} */
    tyc_func *funcs;             /* Terraform's library + convert + type, sorted */
    uint32_t nfuncs;
    int color, width;
    tyc_target target;           /* the language version followed */
    size_t out_len;              /* length of the last call's output */
    const char *dir;             /* module directory (base of the filesystem functions) */
    size_t lens[3];              /* lengths of the last call's texts (out, err, late), which
                                    may hold NUL bytes (issue 15) */
    int nlens;
};

/* One convert() type argument, replaced in the tree by a placeholder variable. */
typedef struct tyc_con_type {
    const tyc_node *expr;        /* the original type expression */
    const tyc_type *type;
    const tyc_defaults *defaults;
    int state;                   /* 0 not read yet, 1 read, 2 had errors */
} tyc_con_type;

/* Per-evaluation state; ec.lookup_ud points to it. */
typedef struct tyc_con_eval {
    tyc_evalctx ec;
    tyc_console *s;
    const tyc_source *src;       /* the input */
    const tyc_source *nowhere;   /* Terraform's empty-filename range (reported as line 0) */
    tyc_con_type *types;         /* placeholders, by index */
    uint32_t ntypes, captypes;
    int type_nested;             /* type() was called inside a larger expression */
} tyc_con_eval;

/* Prefix of placeholder variable names ("\001" + index). */
#define TYC_CON_PH '\001'

/* console_fn.c: builds s->funcs (Terraform's library plus convert and type). 0 or -1 (OOM). */
int tyc_con_funcs(tyc_console *s);
/* Replaces the type argument of every convert(value, type) call under n by a placeholder
** variable (targets before Terraform 1.15; nothing from 1.15 on). 0, or -1 on OOM. */
int tyc_con_prepare(tyc_con_eval *e, tyc_node *n);
/* The value of placeholder variable `name`: reads the type expression the first time (its
** diagnostics go to ec->diags), then returns the placeholder's index as a number, or NULL
** after an error. */
const tyc_value *tyc_con_placeholder(tyc_con_eval *e, tyc_str name);

/* console_ref.c: Terraform's static reference checks (addrs.ParseRef and the evaluation
** scope's validation) on every traversal of n outside for-expression scopes; errors go to
** e->ec.diags. 0, or -1 on out-of-memory. */
int tyc_con_check_refs(tyc_con_eval *e, const tyc_node *n);
/* The evaluator's variable lookup for the console scope (ud: the tyc_con_eval). */
const tyc_value *tyc_con_lookup(void *ud, tyc_evalctx *ec, tyc_str name, uint32_t beg,
                                uint32_t end);
/* Builds s->path and s->terraform. 0 or -1. */
int tyc_con_roots(tyc_console *s);

/* console_vars.c: loads the module's variables and their values into s->vars (an object;
** empty without a module). Start-up diagnostics go to d. 0, or -1 on out-of-memory. */
int tyc_con_load_vars(tyc_console *s, const tyc_console_opts *o, tyc_diags *d);

/* console_render.c: renders the display list of ds as Terraform's legacy UI prints it:
** warnings into out, errors into err, each block followed by a blank line; e (may be NULL)
** gives the input source, hidden as "(source code not available)" with true line numbers. */
void tyc_con_render_diags(tyc_console *s, const tyc_con_eval *e, const tyc_diags *ds,
                          tyc_buf *out, tyc_buf *err);

#endif
