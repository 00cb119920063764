/* SPDX-License-Identifier: Apache-2.0 */
/*
** eval_call.c: function calls (hclsyntax FunctionCallExpr with cty's function.Call):
** lookup in the sorted function table with hcl's "unknown function" suggestions, `...`
** expansion of the final argument, argument counts, unknown and marked arguments, and
** lazily evaluated arguments (can, try).
*/
#include "interp/eval/eval_int.h"
#include "interp/funcs/funcs.h"
#include "runtime/base/str.h"

/* Binary search of the sorted table. */
static const tyc_func *find_exact(const tyc_func *funcs, uint32_t n, tyc_str name)
{
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        const char *f = funcs[mid].name;
        int c = tyc_str_cmp((tyc_str){f, strlen(f)}, name);
        if (c == 0)
            return &funcs[mid];
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

/* 1 if name starts with Terraform's "core::" namespace. */
static int is_core(tyc_str name)
{
    return name.len >= 6 && memcmp(name.p, "core::", 6) == 0;
}

const tyc_func *tyc_func_lookup(const tyc_func *funcs, uint32_t n, tyc_str name)
{
    if (is_core(name)) {
        tyc_str base = {name.p + 6, name.len - 6};
        return memchr(base.p, ':', base.len) ? NULL : find_exact(funcs, n, base);
    }
    return find_exact(funcs, n, name);
}

/* The function called name, when it exists in the target followed. */
static const tyc_func *find(const tyc_evalctx *ec, tyc_str name)
{
    const tyc_func *f = tyc_func_lookup(ec->funcs, ec->nfuncs, name);
    return f && tyc_func_in_target(f, ec->target) ? f : NULL;
}

/* Candidate names (optionally only those starting with prefix), with the prefix removed. */
static tyc_str *candidates(tyc_evalctx *ec, tyc_str prefix, uint32_t *n)
{
    tyc_str *c = TYC_NEWN(ec->arena, tyc_str, ec->nfuncs ? ec->nfuncs : 1);
    *n = 0;
    for (uint32_t i = 0; c && i < ec->nfuncs; i++) {
        if (!tyc_func_in_target(&ec->funcs[i], ec->target))
            continue;
        const char *f = ec->funcs[i].name;
        size_t len = strlen(f);
        if (is_core(prefix) && prefix.len == 6)
            c[(*n)++] = (tyc_str){f, len};
        else if (len >= prefix.len && memcmp(f, prefix.p, prefix.len) == 0)
            c[(*n)++] = (tyc_str){f + prefix.len, len - prefix.len};
    }
    return c;
}

/*
** Terraform's rewrite of hcl's unknown-function diagnostic for a namespaced name
** (lang.CheckForUnknownFunctionDiags): ns is the namespace with its trailing "::", base the
** function name. No provider functions exist offline.
*/
static const tyc_value *unknown_provider_function(tyc_evalctx *ec, const tyc_node *n, tyc_str ns,
                                                  tyc_str base)
{
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    const char *c = memchr(ns.p, ':', ns.len);
    tyc_str first = {ns.p, (size_t)(c - ns.p)};
    tyc_str rest = {c + 2, ns.len - first.len - 2}; /* "NAME::..." after "provider::" */
    const char *c2 = rest.len ? memchr(rest.p, ':', rest.len) : NULL;
    tyc_str prov = {rest.p, c2 ? (size_t)(c2 - rest.p) : rest.len};
    if (!tyc_str_eqz(first, "provider")) {
        tyc_buf_addz(&b, "The function namespace ");
        tyc_buf_goquote(&b, first.p, first.len);
        tyc_buf_addz(&b, " is not valid. Provider function calls must use the \"provider::\" "
                         "namespace prefix.");
    } else if (prov.len == 0) {
        tyc_buf_addz(&b, "The function call must include the provider name after the "
                         "\"provider::\" prefix.");
    } else {
        tyc_buf_addz(&b, "There is no function named \"");
        tyc_buf_addstr(&b, ns);
        tyc_buf_addstr(&b, base);
        tyc_buf_addz(&b, "\". Ensure that provider name ");
        tyc_buf_goquote(&b, prov.p, prov.len);
        tyc_buf_addz(&b, " is declared in this module's required_providers block, and that "
                         "this provider offers a function named ");
        tyc_buf_goquote(&b, base.p, base.len);
        tyc_buf_addc(&b, '.');
    }
    char *d = tyc_buf_to_arena(&b, ec->arena);
    if (!d || tyc_ev_err(ec, n->beg, n->beg + n->tlen, n, "Unknown provider function", "%s",
                         d) < 0)
        return NULL;
    return TYC_DYNVAL;
}

static const tyc_value *unknown_function(tyc_evalctx *ec, const tyc_node *n, tyc_str name)
{
    uint32_t nbeg = n->beg, nend = n->beg + n->tlen, cnt;
    tyc_buf b;
    const char *sep = NULL;
    for (size_t i = 0; i + 1 < name.len; i++)
        if (name.p[i] == ':' && name.p[i + 1] == ':')
            sep = name.p + i;
    tyc_str ns = sep ? (tyc_str){name.p, (size_t)(sep - name.p) + 2} : (tyc_str){"", 0};
    tyc_str base = {name.p + ns.len, name.len - ns.len};
    if (sep)
        return unknown_provider_function(ec, n, ns, base);
    tyc_str *c = candidates(ec, ns, &cnt);
    if (!c)
        return NULL;
    tyc_buf_init(&b, ec->arena->ctx);
    if (sep && cnt == 0) {
        tyc_buf_addz(&b, "There are no functions in namespace ");
        tyc_buf_goquote(&b, ns.p, ns.len);
        tyc_buf_addc(&b, '.');
    } else {
        const char *s = tyc_ev_suggest(base, c, cnt);
        tyc_buf_addz(&b, "There is no function named ");
        tyc_buf_goquote(&b, base.p, base.len);
        if (sep) {
            tyc_buf_addz(&b, " in namespace ");
            tyc_buf_addstr(&b, ns);
        }
        tyc_buf_addc(&b, '.');
        if (s && sep) {
            tyc_buf_addz(&b, " Did you mean ");
            tyc_buf_addstr(&b, ns);
            tyc_buf_addf(&b, "%s?", s);
        } else if (s) {
            tyc_buf_addz(&b, " Did you mean ");
            tyc_buf_goquote(&b, s, strlen(s));
            tyc_buf_addc(&b, '?');
        }
    }
    char *d = tyc_buf_to_arena(&b, ec->arena);
    if (!d || tyc_ev_err(ec, nbeg, nend, n, "Call to unknown function", "%s", d) < 0 ||
        (tyc_ev_tag(ec, n, NULL), 0)) /* no FunctionCallDiagExtra */
        return NULL;
    return TYC_DYNVAL;
}

/* "list" or "map" (also as core::): functions Terraform removed in v0.12 but still defines,
** to say so. 1 for "list", 2 for "map", else 0. */
static int removed_function(tyc_str name)
{
    if (name.len > 6 && memcmp(name.p, "core::", 6) == 0)
        name = (tyc_str){name.p + 6, name.len - 6};
    return tyc_str_eqz(name, "list") ? 1 : tyc_str_eqz(name, "map") ? 2 : 0;
}

/* A call of list() / map(): the arguments are evaluated (their errors come first), then
** Terraform's own error for the removed function. */
static const tyc_value *removed_call(tyc_evalctx *ec, const tyc_node *n, tyc_str name)
{
    uint32_t before = ec->diags->nerrors;
    for (uint32_t i = 0; i < n->n; i++)
        if (!tyc_ev(ec, n->kids[i]))
            return NULL;
    if (ec->diags->nerrors == before) {
        int list = removed_function(name) == 1;
        uint32_t beg, end;
        tyc_ev_start_range(n, &beg, &end);
        if (tyc_ev_err(ec, beg, end, n, "Error in function call",
                       "Call to function \"%.*s\" failed: the \"%s\" function was deprecated in "
                       "Terraform v0.12 and is no longer available; use %s syntax to write a "
                       "literal %s.", (int)name.len, name.p, list ? "list" : "map",
                       list ? "tolist([ ... ])" : "tomap({ ... })", list ? "list" : "map") < 0)
            return NULL;
    }
    return TYC_DYNVAL;
}

/* The argument list after `...` expansion: values and their start ranges. */
typedef struct args {
    const tyc_value **v;
    uint32_t *beg, *end;
    uint32_t n;
    const tyc_node **expr; /* the argument expression, or NULL for expanded elements */
} args;

static int args_alloc(tyc_arena *a, args *g, uint32_t n)
{
    g->v = TYC_NEWN(a, const tyc_value *, n ? n : 1);
    g->beg = TYC_NEWN(a, uint32_t, n ? n : 1);
    g->end = TYC_NEWN(a, uint32_t, n ? n : 1);
    g->expr = TYC_NEWN(a, const tyc_node *, n ? n : 1);
    g->n = 0;
    return g->v && g->beg && g->end && g->expr ? 0 : -1;
}

static const char *param_name(const tyc_func *f, uint32_t i)
{
    return tyc_func_param_name(f, i);
}

/*
** Expands the final argument of n into g after the others (expressions not yet evaluated).
** Returns 1 on success, 0 when the call's result is DynamicVal (diagnostics added as
** needed), -1 on OOM.
*/
static int expand(tyc_evalctx *ec, const tyc_node *n, args *g)
{
    tyc_arena *a = ec->arena;
    const tyc_node *e = n->kids[n->n - 1];
    uint32_t before = ec->diags->nerrors;
    const tyc_value *v = tyc_ev(ec, e);
    if (!v)
        return -1;
    if (ec->diags->nerrors > before)
        return 0;
    int k = v->type->kind;
    if (k != TYC_DYN && k != TYC_TUPLE && k != TYC_LIST && k != TYC_SET)
        return tyc_ev_err(ec, e->beg, e->end, n, "Invalid expanding argument value",
                          "The expanding argument (indicated by ...) must be of a tuple, list, "
                          "or set type.") < 0 ? -1 : (tyc_ev_tag(ec, e, n), 0);
    if (tyc_v_is_null(v))
        return tyc_ev_err(ec, e->beg, e->end, n, "Invalid expanding argument value",
                          "The expanding argument (indicated by ...) must not be null.") < 0
                   ? -1 : (tyc_ev_tag(ec, e, n), 0);
    if (k == TYC_DYN || tyc_v_is_unknown(v))
        return 0;
    if (args_alloc(a, g, n->n - 1 + v->n) < 0)
        return -1;
    for (uint32_t i = 0; i + 1 < n->n; i++) {
        g->expr[g->n] = n->kids[i];
        tyc_ev_start_range(n->kids[i], &g->beg[g->n], &g->end[g->n]);
        g->n++;
    }
    for (uint32_t i = 0; i < v->n; i++) {
        if (!(g->v[g->n] = tyc_ev_mark(a, v->u.elems[i], v->marks)))
            return -1;
        g->beg[g->n] = e->beg;
        g->end[g->n] = e->end;
        g->expr[g->n++] = NULL;
    }
    return 1;
}

/* Argument count checks. 1 ok, 0 error reported, -1 OOM. */
static int check_count(tyc_evalctx *ec, const tyc_node *n, const tyc_func *f, const args *g)
{
    uint32_t np = (uint32_t)(f->max_args < 0 ? f->min_args : f->max_args);
    if (g->n < (uint32_t)f->min_args) {
        tyc_buf b;
        tyc_buf_init(&b, ec->arena->ctx);
        tyc_buf_addz(&b, "Function ");
        tyc_buf_goquote(&b, n->text, n->tlen);
        tyc_buf_addf(&b, " expects%s %u argument(s). Missing value for ",
                     f->max_args < 0 ? " at least" : "", np);
        const char *p = param_name(f, g->n);
        tyc_buf_goquote(&b, p, strlen(p));
        tyc_buf_addc(&b, '.');
        char *d = tyc_buf_to_arena(&b, ec->arena);
        return !d || tyc_ev_err(ec, n->nend - 1, n->nend, n, "Not enough function arguments",
                                "%s", d) < 0 ? -1 : 0;
    }
    if (f->max_args >= 0 && g->n > np) {
        tyc_buf b;
        tyc_buf_init(&b, ec->arena->ctx);
        tyc_buf_addz(&b, "Function ");
        tyc_buf_goquote(&b, n->text, n->tlen);
        tyc_buf_addf(&b, " expects only %u argument(s).", np);
        char *d = tyc_buf_to_arena(&b, ec->arena);
        return !d || tyc_ev_err(ec, g->beg[np], g->end[np], n, "Too many function arguments",
                                "%s", d) < 0 ? -1 : 0;
    }
    return 1;
}

/* hcl's conversions, cty function.Call's checks (null, unknown and marked arguments), then
** the implementation. */
static const tyc_value *invoke(tyc_evalctx *ec, const tyc_node *n, const tyc_func *f, args *g)
{
    tyc_arena *a = ec->arena;
    uint8_t marks = 0;
    for (uint32_t i = 0; i < g->n; i++) {
        if (g->v[i] && f->allow_marked == 2 && g->v[i]->marks) { /* shallow */
            if (!tyc_v_is_null(g->v[i])) /* a null argument is skipped with its marks */
                marks |= g->v[i]->marks;
            if (!(g->v[i] = tyc_v_with_marks(a, g->v[i], 0)))
                return NULL;
        } else if (g->v[i] && !f->allow_marked && tyc_v_has_marks(g->v[i])) {
            marks |= tyc_v_deep_marks(g->v[i]);
            if (!(g->v[i] = tyc_v_unmark_deep(a, g->v[i])))
                return NULL;
        }
    }
    const tyc_type *rt = NULL;
    int pre = tyc_func_closure_args(f) ? 1 : tyc_func_precheck(ec, f, n, g->v, g->n, &rt);
    if (pre <= 0)
        return pre < 0 ? NULL : TYC_DYNVAL;
    if (pre == 2)
        return tyc_ev_mark(a, TYC_DYNVAL, marks);
    for (uint32_t i = 0; i < g->n; i++) {
        if (!f->allow_unknown && g->v[i] && tyc_v_is_unknown(g->v[i])) {
            const tyc_value *u = rt ? tyc_ev_unknown_nn(a, rt) : TYC_DYNVAL;
            return u ? tyc_ev_mark(a, u, marks) : NULL;
        }
    }
    uint32_t before = ec->diags->nerrors;
    const tyc_value *r = f->impl(ec, n, g->v, g->n);
    if (!r)
        return a->ctx->oom && ec->diags->nerrors == before ? NULL : TYC_DYNVAL;
    return marks ? tyc_ev_mark(a, r, marks) : r;
}

const tyc_value *tyc_ev_call(tyc_evalctx *ec, const tyc_node *n)
{
    tyc_str name = {n->text ? n->text : "", n->tlen};
    if (!ec->funcs) {
        if (tyc_ev_err(ec, n->beg, n->end, NULL, "Function calls not allowed",
                       "Functions may not be called here.") < 0)
            return NULL;
        return TYC_DYNVAL;
    }
    const tyc_func *f = find(ec, name);
    if (!f && removed_function(name))
        return removed_call(ec, n, name);
    if (!f)
        return unknown_function(ec, n, name);
    args g;
    uint32_t direct = n->n;
    if (n->flags & TYC_NF_EXPAND) {
        int r = expand(ec, n, &g);
        if (r <= 0)
            return r < 0 ? NULL : TYC_DYNVAL;
        direct = n->n - 1;
    } else {
        if (args_alloc(ec->arena, &g, n->n) < 0)
            return NULL;
        for (uint32_t i = 0; i < n->n; i++) {
            g.expr[i] = n->kids[i];
            tyc_ev_start_range(n->kids[i], &g.beg[i], &g.end[i]);
        }
        g.n = n->n;
    }
    int c = check_count(ec, n, f, &g);
    if (c <= 0)
        return c < 0 ? NULL : TYC_DYNVAL;
    if (tyc_func_lazy(f) && !(n->flags & TYC_NF_EXPAND)) {
        /* can/try evaluate their argument expressions themselves */
        const tyc_value *r = f->impl(ec, n, NULL, n->n);
        return r ? r : ec->arena->ctx->oom ? NULL : TYC_DYNVAL;
    }
    if (tyc_func_template_closure(f) && (n->flags & TYC_NF_EXPAND) && direct >= 1) {
        /* hcl: the template stays an expression (customdecode's closure), not evaluated
        ** before the other parameters' checks */
        for (uint32_t i = 1; i < direct; i++)
            if (!(g.v[i] = tyc_ev(ec, g.expr[i])))
                return NULL;
        g.v[0] = NULL;
        const tyc_value *r = f->impl(ec, n, g.v, g.n);
        return r ? r : ec->arena->ctx->oom ? NULL : TYC_DYNVAL;
    }
    if (tyc_func_closure_args(f)) {
        /* hcl: the arguments before `...` stay expressions, the expanded elements literals */
        for (uint32_t i = 0; i < direct; i++)
            g.v[i] = NULL;
        return invoke(ec, n, f, &g);
    }
    /* hcl: each argument evaluated, then converted to its parameter's type; every failure
    ** reported, the call made only when there was none */
    uint32_t before = ec->diags->nerrors;
    for (uint32_t i = 0; i < g.n; i++) {
        if (i < direct && !(g.v[i] = tyc_ev(ec, g.expr[i])))
            return NULL;
        if (!tyc_func_closure_args(f) && tyc_func_convert_arg(ec, f, n, g.v, i) < 0)
            return NULL;
    }
    if (ec->diags->nerrors > before)
        return TYC_DYNVAL;
    return invoke(ec, n, f, &g);
}
