/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_misc.c: hcl's tryfunc (can, try), which evaluate their argument expressions
** themselves and swallow the errors, and the JSON functions (jsonencode, jsondecode).
*/
#include "interp/funcs/funcs_int.h"
#include "runtime/value/refine.h"
#include "runtime/render/render.h"

/* 1 if n is a static traversal (a variable with attribute / literal-key index steps). */
static int is_traversal(const tyc_node *n)
{
    while (n->kind == TYC_N_GETATTR || n->kind == TYC_N_INDEX) {
        if (n->kind == TYC_N_INDEX) {
            const tyc_node *k = n->kids[1];
            if (k->kind != TYC_N_LITERAL && k->kind != TYC_N_STRING &&
                !(k->kind == TYC_N_TEMPLATE && k->n == 1 && k->kids[0]->kind == TYC_N_STRING))
                return 0;
        }
        n = n->kids[0];
    }
    return n->kind == TYC_N_VAR;
}

/* A name bound by an enclosing for expression (or template for directive) of the walk. */
typedef struct bound {
    const struct bound *up;
    const tyc_node *var; /* a TYC_N_VAR, or NULL */
} bound;

/* The root variable of traversal n. */
static const tyc_node *root_of(const tyc_node *n)
{
    while (n->kind == TYC_N_GETATTR || n->kind == TYC_N_INDEX)
        n = n->kids[0];
    return n;
}

/* 1 if the root name of traversal n is bound by an enclosing for (hcl's child scopes: those
** traversals are not among the expression's Variables()). */
static int is_bound(const bound *b, const tyc_node *n)
{
    const tyc_node *r = root_of(n);
    for (; b; b = b->up)
        if (b->var && b->var->text && r->text && b->var->tlen == r->tlen &&
            memcmp(b->var->text, r->text, r->tlen) == 0)
            return 1;
    return 0;
}

static int dep_walk(tyc_evalctx *ec, const tyc_node *n, uint32_t depth, const bound *b);

/* A for expression or template for: the collection in the outer scope, the rest with its
** key and value names bound. */
static int dep_for(tyc_evalctx *ec, const tyc_node *n, uint32_t depth, const bound *b)
{
    int r = n->n > 2 ? dep_walk(ec, n->kids[2], depth + 1, b) : 0;
    bound k = {b, n->n > 0 ? n->kids[0] : NULL};
    bound v = {&k, n->n > 1 ? n->kids[1] : NULL};
    for (uint32_t i = 3; i < n->n && !r; i++)
        r = dep_walk(ec, n->kids[i], depth + 1, &v);
    return r;
}

static int dep_walk(tyc_evalctx *ec, const tyc_node *n, uint32_t depth, const bound *b)
{
    if (!n || depth > ec->arena->ctx->max_depth)
        return 0;
    if (is_traversal(n)) {
        if (is_bound(b, n))
            return 0;
        tyc_diags tmp;
        const tyc_value *v = tyc_ev_into(ec, n, &tmp);
        if (!v)
            return -1;
        return tmp.nerrors == 0 && !tyc_v_wholly_known(v);
    }
    if (n->kind == TYC_N_FOR || n->kind == TYC_N_TPL_FOR)
        return dep_for(ec, n, depth, b);
    for (uint32_t i = 0; i < n->n; i++) {
        int r = dep_walk(ec, n->kids[i], depth + 1, b);
        if (r)
            return r;
    }
    return 0;
}

/* hcl tryfunc's dependsOnUnknowns: 1 if a traversal among n's Variables() (names bound by
** for expressions inside n are not) has a value that is not wholly known (traversals that
** fail to evaluate are ignored). -1 on OOM. */
static int depends_on_unknowns(tyc_evalctx *ec, const tyc_node *n, uint32_t depth)
{
    return dep_walk(ec, n, depth, NULL);
}

const tyc_value *tyc_f_can(FN_ARGS)
{
    (void)nargs;
    if (args && args[0]) /* an element expanded by `...`: a literal value */
        return tyc_v_wholly_known(args[0]) ? &tyc_v_true : tyc_fn_unknown(ec, &tyc_t_bool);
    int d = depends_on_unknowns(ec, call->kids[0], 0);
    if (d)
        return d < 0 ? NULL : tyc_fn_unknown(ec, &tyc_t_bool);
    tyc_diags tmp;
    const tyc_value *v = tyc_ev_into(ec, call->kids[0], &tmp);
    if (!v)
        return NULL;
    return tmp.nerrors ? &tyc_v_false : &tyc_v_true;
}

/* hcl.Range.String(): "file:line,col-col" or "file:line,col-line,col". */
static void range_text(tyc_buf *b, const tyc_range *r)
{
    uint32_t l1, c1, l2, c2;
    tyc_source_pos(r->src, r->beg, &l1, &c1);
    tyc_source_pos(r->src, r->end, &l2, &c2);
    tyc_buf_addf(b, "%s:%u,%u-", r->src->name ? r->src->name : "", l1, c1);
    if (l1 != l2)
        tyc_buf_addf(b, "%u,", l2);
    tyc_buf_addf(b, "%u", c2);
}

const tyc_value *tyc_f_try(FN_ARGS)
{
    tyc_diags all;
    if (nargs == 0)
        return tyc_fn_err(ec, call, "at least one argument is required");
    tyc_diags_init(&all, ec->diags->arena);
    for (uint32_t i = 0; i < nargs; i++) {
        if (args && args[i]) /* an element expanded by `...`: a literal value */
            return tyc_v_wholly_known(args[i]) ? args[i] : TYC_DYNVAL;
        int d = depends_on_unknowns(ec, call->kids[i], 0);
        if (d)
            return d < 0 ? NULL : TYC_DYNVAL;
        tyc_diags tmp;
        const tyc_value *v = tyc_ev_into(ec, call->kids[i], &tmp);
        if (!v)
            return NULL;
        if (tmp.nerrors == 0)
            return v;
        tyc_diags_append(&all, &tmp);
    }
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    tyc_buf_addz(&b, "no expression succeeded:\n");
    for (const tyc_diag *g = all.head; g; g = g->next) {
        tyc_buf_addf(&b, "- %s", g->summary);
        if (g->subject.src) {
            tyc_buf_addz(&b, " (at ");
            range_text(&b, &g->subject);
            tyc_buf_addc(&b, ')');
        }
        tyc_buf_addf(&b, "\n  %s\n", g->detail ? g->detail : "");
    }
    tyc_buf_addz(&b, "\nAt least one expression must produce a successful result");
    char *msg = tyc_buf_to_arena(&b, ec->arena);
    return msg ? tyc_fn_err(ec, call, "%s", msg) : NULL;
}

/* cty: the JSON text of a not-null value not wholly known starts with its type's opener. */
static const tyc_value *unknown_json(tyc_evalctx *ec, const tyc_value *v)
{
    tyc_vrange r;
    tyc_v_range(v, &r);
    int k = v->type->kind;
    const char *p = k == TYC_STRING                    ? "\""
                    : k == TYC_OBJECT || k == TYC_MAP ? "{"
                    : k == TYC_TUPLE || k == TYC_LIST || k == TYC_SET ? "["
                                                                       : "";
    return tyc_v_unknown_prefixed(ec->arena, p, r.null == 0 ? strlen(p) : 0, 0);
}

const tyc_value *tyc_f_jsonencode(FN_ARGS)
{
    const tyc_value *v = args[0];
    (void)nargs;
    if (!tyc_v_wholly_known(v))
        return unknown_json(ec, v);
    if (tyc_v_is_null(v) && v->type->kind == TYC_DYN)
        return tyc_fn_strval(ec, "null", 4);
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    const char *err = tyc_render_json(&b, ec->arena, v, v->type);
    if (err) {
        tyc_buf_free(&b);
        return tyc_fn_err(ec, call, "%s", err);
    }
    return tyc_fn_bufval(ec, &b);
}

const tyc_value *tyc_f_jsondecode(FN_ARGS)
{
    tyc_str s;
    const char *err = NULL;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0)
        return NULL;
    const tyc_value *v = tyc_fn_json_decode(ec->arena, s, &err);
    if (!v && err)
        return tyc_fn_err(ec, call, "%s", err);
    return v;
}
