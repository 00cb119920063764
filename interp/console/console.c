/* SPDX-License-Identifier: Apache-2.0 */
/*
** console.c: the console session: creation (variables, roots, function table, start-up
** diagnostics), evaluation of one input (parse as "<console-input>", static reference
** checks, the console-only type() at top level, evaluation) and rendering of the result.
*/
#include "interp/console/console_int.h"
#include "interp/eval/eval_int.h"
#include "interp/syntax/parse.h"
#include "runtime/render/render.h"

static const char help_text[] =
    "The tycon console allows you to experiment with expressions and type\n"
    "constraints. The module's input variables are available as var.NAME, with the\n"
    "values that `tycon check` would use. The console-only function type(value)\n"
    "shows the type of a value, and convert(value, type) converts a value to a type\n"
    "constraint, for example: convert([1, \"a\"], list(string)).\n"
    "\n"
    "Type in the expression to test and hit <enter> to see the result.\n"
    "\n"
    "To exit the console, type \"exit\" and hit <enter>, or use Control-C or\n"
    "Control-D.";

const char *tyc_console_help(void) { return help_text; }

/* Frees the previous call's arena and makes a new one. 0 or -1. */
static int new_call(tyc_console *s)
{
    tyc_arena_free(s->call);
    s->call = tyc_arena_new(s->ctx);
    if (s->call)
        s->call->target = s->target; /* the call's evaluations and conversions follow it */
    return s->call ? 0 : -1;
}

/* Copies b into the call arena ("" when empty) and records its length as the next of the
** call's texts; NULL on failure. */
static const char *finish(tyc_console *s, tyc_buf *b)
{
    if (tyc_buf_failed(b)) {
        tyc_buf_free(b);
        return NULL;
    }
    if (s->nlens < 3)
        s->lens[s->nlens++] = b->len;
    return tyc_buf_to_arena(b, s->call);
}

void tyc_console_lengths(const tyc_console *s, size_t lens[3])
{
    for (int i = 0; i < 3; i++)
        lens[i] = i < s->nlens ? s->lens[i] : 0;
}

tyc_console *tyc_console_new(tyc_ctx *c, const tyc_console_opts *o, const char **out,
                             const char **err, const char **late)
{
    tyc_arena *a = tyc_arena_new(c);
    tyc_console *s = a ? TYC_NEW(a, tyc_console) : NULL;
    if (!s) {
        tyc_arena_free(a);
        return NULL;
    }
    s->ctx = c;
    s->arena = a;
    s->color = o->color;
    s->width = o->width;
    s->target = o->target;
    a->target = o->target; /* the session's loading and conversions follow it */
    s->dir = o->dir ? tyc_strndup(a, o->dir, strlen(o->dir)) : NULL;
    tyc_diags d;
    tyc_buf bo, be, bl;
    tyc_buf_init(&bo, c);
    tyc_buf_init(&be, c);
    tyc_buf_init(&bl, c);
    if (new_call(s) < 0 || tyc_con_funcs(s) < 0 || tyc_con_roots(s) < 0)
        goto fail;
    tyc_diags_init(&d, s->call);
    if (tyc_con_load_vars(s, o, &d) < 0)
        goto fail;
    tyc_con_render_diags(s, NULL, &d, &bo, &be);
    if (d.nerrors) {
        /* Terraform shows this warning on its own, after everything else. */
        tyc_diags w;
        tyc_diags_init(&w, s->call);
        if (!tyc_diag_add(&w, TYC_SEV_WARNING, TYCON_OK, NULL, 0, 0,
                          "Due to the problems above, some expressions may produce "
                          "unexpected results.", NULL))
            goto fail;
        tyc_con_render_diags(s, NULL, &w, &bl, &be);
    }
    s->nlens = 0;
    if (!(*out = finish(s, &bo)) || !(*err = finish(s, &be)) || !(*late = finish(s, &bl)))
        goto fail;
    return s;
fail:
    tyc_buf_free(&bo);
    tyc_buf_free(&be);
    tyc_buf_free(&bl);
    tyc_console_free(s);
    return NULL;
}

void tyc_console_free(tyc_console *s)
{
    if (!s)
        return;
    tyc_arena_free(s->call);
    tyc_arena_free(s->arena);
}

/* 1 if src[0..len) is blank (Go's strings.TrimSpace would leave nothing). */
static int blank(const char *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (p[i] != ' ' && p[i] != '\t' && p[i] != '\n' && p[i] != '\r' && p[i] != '\v' &&
            p[i] != '\f')
            return 0;
    return 1;
}

/* n without the wrappers that hand the value of the inner expression through unchanged:
** parentheses and a template that is one interpolation ("${x}"). */
static const tyc_node *unwrap(const tyc_node *n)
{
    while (n && (n->kind == TYC_N_PAREN || n->kind == TYC_N_TPL_WRAP) && n->n == 1)
        n = n->kids[0];
    return n;
}

/* 1 if n is a call of type() (also core::type()) with one argument. */
static int is_type_call(const tyc_node *n)
{
    return n && n->kind == TYC_N_CALL && n->n == 1 && !(n->flags & TYC_NF_EXPAND) && n->text &&
           (strcmp(n->text, "type") == 0 || strcmp(n->text, "core::type") == 0);
}

/* The type() call whose value is the whole expression's, or NULL: the type value reaches
** Terraform's console through parentheses, "${...}", and the first argument of try(). */
static const tyc_node *top_type_call(const tyc_node *n)
{
    n = unwrap(n);
    if (n && n->kind == TYC_N_CALL && n->n >= 1 && !(n->flags & TYC_NF_EXPAND) && n->text &&
        strcmp(n->text, "try") == 0 && is_type_call(unwrap(n->kids[0])))
        n = unwrap(n->kids[0]);
    return is_type_call(n) ? n : NULL;
}

/* Evaluates root into b (value or type rendering). 0 ok, 1 errors in e->ec.diags, -1 OOM. */
static int evaluate(tyc_con_eval *e, tyc_node *root, tyc_buf *b)
{
    tyc_diags *d = e->ec.diags;
    if (tyc_con_prepare(e, root) < 0 || tyc_con_check_refs(e, root) < 0)
        return -1;
    if (d->nerrors)
        return 1;
    const tyc_node *t0 = root;
    while (t0->kind == TYC_N_PAREN && t0->n == 1)
        t0 = t0->kids[0];
    if (t0->kind == TYC_N_CALL && t0->n == 0 && t0->text &&
        (strcmp(t0->text, "type") == 0 || strcmp(t0->text, "core::type") == 0))
        /* the evaluator would name the parameter "v"; Terraform names it "value" */
        return tyc_ev_err(&e->ec, t0->nend - 1, t0->nend, t0, "Not enough function arguments",
                          "Function \"%s\" expects 1 argument(s). Missing value for "
                          "\"value\".", t0->text) < 0 ? -1 : 1;
    const tyc_node *tc = top_type_call(root);
    /* type(type(x)): the inner value is a type value, whose type is "type" */
    const tyc_node *inner = tc && is_type_call(unwrap(tc->kids[0])) ? unwrap(tc->kids[0]) : NULL;
    while (inner && is_type_call(unwrap(inner->kids[0])))
        inner = unwrap(inner->kids[0]);
    const tyc_value *v = tyc_eval(&e->ec, inner ? inner->kids[0] : tc ? tc->kids[0] : root);
    if (!v || d->nerrors)
        return d->nerrors ? 1 : -1;
    if (inner && !e->type_nested) {
        tyc_buf_addz(b, "type");
        return 0;
    }
    if (e->type_nested) {
        return tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_EVAL, NULL, 0, 0,
                            "Invalid use of type function",
                            "The console-only \"type\" function cannot be used as part of an "
                            "expression.") ? 1 : -1;
    }
    if (tc)
        tyc_type_buf_console(b, v->type, 0);
    else
        tyc_render_console(b, v, 0);
    return 0;
}

/* Sets up the per-evaluation state for source src. */
static int eval_init(tyc_console *s, tyc_con_eval *e, tyc_diags *d, const char *src, size_t len)
{
    tyc_arena *a = s->call;
    tyc_source *in = TYC_NEW(a, tyc_source), *nowhere = TYC_NEW(a, tyc_source);
    /* an entry of several lines ends with its last line's newline (a heredoc's closing
    ** marker needs it, as in hcl's scanner) */
    int nl = len && memchr(src, '\n', len) && src[len - 1] != '\n';
    char *text = tyc_alloc_raw(a, len + (size_t)nl + 1);
    if (!in || !nowhere || !text)
        return -1;
    memcpy(text, src, len);
    if (nl)
        text[len++] = '\n';
    text[len] = 0;
    in->name = "<console-input>";
    in->text = text;
    in->len = (uint32_t)len;
    nowhere->name = "";
    memset(e, 0, sizeof *e);
    tyc_diags_init(d, a);
    tyc_evalctx_init(&e->ec, a, d, in);
    e->ec.lookup = tyc_con_lookup;
    e->ec.lookup_ud = e;
    e->ec.funcs = s->funcs;
    e->ec.nfuncs = s->nfuncs;
    e->ec.base_dir = s->dir;
    e->s = s;
    e->src = in;
    e->nowhere = nowhere;
    return 0;
}

int tyc_console_eval(tyc_console *s, const char *src, size_t len, const char **out,
                     const char **err)
{
    *out = *err = NULL;
    s->out_len = 0;
    s->nlens = 0;
    if (new_call(s) < 0)
        return TYCON_ERR_NOMEM;
    if (len > s->ctx->max_input || len >= UINT32_MAX)
        return TYCON_ERR_LIMIT;
    if (blank(src, len)) {
        *out = *err = "";
        return TYCON_OK;
    }
    tyc_con_eval e;
    tyc_diags d;
    if (eval_init(s, &e, &d, src, len) < 0)
        return TYCON_ERR_NOMEM;
    int st = TYCON_OK;
    tyc_buf bo, be;
    tyc_buf_init(&bo, s->ctx);
    tyc_buf_init(&be, s->ctx);
    tyc_node *root = tyc_parse_expr(s->call, e.src, &d, &st);
    if (root) {
        int r = evaluate(&e, root, &bo);
        st = r < 0 ? TYCON_ERR_NOMEM : r > 0 ? TYCON_ERR_EVAL : TYCON_OK;
    } else if (st == TYCON_OK) {
        st = TYCON_ERR_SYNTAX;
    }
    if (st != TYCON_OK && st != TYCON_ERR_NOMEM)
        tyc_con_render_diags(s, &e, &d, &bo, &be);
    if (s->ctx->oom)
        st = TYCON_ERR_NOMEM;
    s->out_len = bo.len;
    *out = finish(s, &bo);
    *err = *out ? finish(s, &be) : NULL;
    if (!*out || !*err)
        return TYCON_ERR_NOMEM;
    return st;
}

size_t tyc_console_out_len(const tyc_console *s)
{
    return s->out_len;
}
