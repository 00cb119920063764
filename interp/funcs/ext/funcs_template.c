/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_template.c: templatefile and templatestring as Terraform defines them: the template
** text is parsed with the native-syntax parser (wrapped as a heredoc whose final newline is
** then dropped, so that its parts are exactly hclsyntax.ParseTemplate's), references are
** checked against the vars map first, then it is evaluated with the vars as its only
** variables and the function table minus the template functions (and, for templatestring,
** minus the filesystem functions). Errors inside the template are reported as hcl's
** Diagnostics.Error() text, as Terraform does.
*/
#include <stdio.h>

#include "interp/funcs/ext/ext.h"
#include "interp/syntax/parse.h"

/* The evaluation context of a template: its lookup_ud. */
typedef struct tpl {
    const tyc_value *vars; /* object or map */
    int allow_fs;
    const char *name;      /* the template's file name in messages */
    const tyc_source *src;
    uint32_t prefix;       /* bytes of the heredoc opener line */
    uint32_t len;          /* bytes of the template text */
} tpl;

static const tyc_value *tpl_lookup(void *ud, tyc_evalctx *ec, tyc_str name, uint32_t beg,
                                   uint32_t end)
{
    const tpl *t = ud;
    const tyc_value *v = t->vars->type->kind == TYC_MAP ? tyc_v_map_get(t->vars, name)
                                                        : tyc_v_attr(t->vars, name);
    if (v)
        return v;
    tyc_ev_err(ec, beg, end, NULL, "Unknown variable", "There is no variable named \"%.*s\".",
               (int)name.len, name.p);
    return NULL;
}

int tyc_x_tpl_guard(tyc_evalctx *ec, const tyc_node *call, int fs)
{
    if (ec->lookup != tpl_lookup)
        return 0;
    const tpl *t = ec->lookup_ud;
    tyc_str name = {call->text ? call->text : "", call->tlen};
    if (name.len > 6 && !memcmp(name.p, "core::", 6))
        name.p += 6, name.len -= 6;
    if (!fs)
        tyc_fn_err(ec, call, "cannot recursively call %.*s from inside another template "
                   "function", (int)name.len, name.p);
    else if (!t->allow_fs)
        tyc_fn_err(ec, call, "cannot use filesystem access functions like %.*s in "
                   "templatestring templates; consider passing the function result as a "
                   "template variable instead", (int)name.len, name.p);
    else
        return 0;
    return 1;
}

/* hcl's Range.String() of [beg, end) in the wrapped source, lines shifted back by one. */
static void range_text(tyc_buf *b, const tpl *t, uint32_t beg, uint32_t end)
{
    uint32_t l1, c1, l2, c2;
    tyc_source_pos(t->src, beg, &l1, &c1);
    tyc_source_pos(t->src, end, &l2, &c2);
    if (l1 == l2)
        tyc_buf_addf(b, "%s:%u,%u-%u", t->name, l1 - 1, c1, c2);
    else
        tyc_buf_addf(b, "%s:%u,%u-%u,%u", t->name, l1 - 1, c1, l2 - 1, c2);
}

/* hcl's Diagnostics.Error() of the errors in d (arena text). */
static const char *diags_text(tyc_arena *a, const tpl *t, const tyc_diags *d)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    const tyc_diag *g = d->head;
    while (g && g->severity != TYC_SEV_ERROR)
        g = g->next;
    if (!g)
        return "";
    if (g->subject.src == t->src) {
        range_text(&b, t, g->subject.beg, g->subject.end);
        tyc_buf_addz(&b, ": ");
    }
    tyc_buf_addf(&b, "%s; %s", g->summary, g->detail ? g->detail : "");
    if (d->count > 1)
        tyc_buf_addf(&b, ", and %u other diagnostic(s)", d->count - 1);
    return tyc_buf_to_arena(&b, a);
}

/* Parses text as a template. NULL with *err set (hcl's error text) or on OOM. */
static tyc_node *parse(tyc_evalctx *ec, tpl *t, tyc_str text, const char **err)
{
    tyc_arena *a = ec->arena;
    char marker[32];
    *err = NULL;
    for (unsigned k = 0;; k++) { /* a closing marker that is no line of the text */
        snprintf(marker, sizeof marker, "TYCONEOT%u", k);
        size_t ml = strlen(marker);
        const char *p = text.p, *e = text.p + text.len;
        int clash = 0;
        while (p < e && !clash) {
            const char *nl = memchr(p, '\n', (size_t)(e - p));
            const char *le = nl ? nl : e;
            const char *q = p;
            while (q < le && (*q == ' ' || *q == '\t'))
                q++;
            clash = (size_t)(le - q) >= ml && !memcmp(q, marker, ml);
            p = nl ? nl + 1 : e;
        }
        if (!clash)
            break;
    }
    char *w = tyc_sprintf(a, "<<%s\n%.*s\n%s\n", marker, (int)text.len, text.p, marker);
    tyc_source *src = TYC_NEW(a, tyc_source);
    if (!w || !src)
        return NULL;
    memcpy(w + strlen(marker) + 3, text.p, text.len); /* NUL bytes are data */
    src->name = t->name;
    src->text = w;
    src->len = (uint32_t)(strlen(marker) * 2 + 5 + text.len);
    t->src = src;
    t->prefix = (uint32_t)strlen(marker) + 3;
    t->len = (uint32_t)text.len;
    tyc_diags d;
    tyc_diags_init(&d, a);
    int st;
    tyc_node *n = tyc_parse_expr(a, src, &d, &st);
    if (!n || n->kind != TYC_N_TEMPLATE) {
        *err = d.nerrors ? diags_text(a, t, &d) : a->ctx->oom ? NULL : "invalid template";
        return NULL;
    }
    /* drop the heredoc's final newline (unless a strip marker took it already) */
    uint32_t nl = t->prefix + (uint32_t)text.len;
    if (n->n > 0) {
        tyc_node *last = n->kids[n->n - 1];
        if (last->kind == TYC_N_STRING && last->end == nl + 1 && last->tlen > 0 &&
            last->text[last->tlen - 1] == '\n') {
            last->tlen--;
            last->end--;
            if (last->tlen == 0)
                n->n--;
        }
    }
    return n;
}

/* The first reference in n to a name outside vars (for-expression names excluded). */
typedef struct scope {
    const struct scope *up;
    const tyc_node *k, *v;
} scope;

static int bound(const scope *s, const tyc_node *var)
{
    for (; s; s = s->up)
        if ((s->k && s->k->tlen == var->tlen && !memcmp(s->k->text, var->text, var->tlen)) ||
            (s->v && s->v->tlen == var->tlen && !memcmp(s->v->text, var->text, var->tlen)))
            return 1;
    return 0;
}

static const tyc_node *missing(const tpl *t, const tyc_node *n, const scope *sc, int depth)
{
    if (!n || depth > 10000 || n->kind == TYC_N_VALUE)
        return NULL;
    if (n->kind == TYC_N_VAR) {
        if (bound(sc, n))
            return NULL;
        tyc_str name = {n->text ? n->text : "", n->tlen};
        const tyc_value *v = t->vars->type->kind == TYC_MAP ? tyc_v_map_get(t->vars, name)
                                                            : tyc_v_attr(t->vars, name);
        return v ? NULL : n;
    }
    if (n->kind == TYC_N_OBJKEY && !(n->flags & TYC_NF_FORCE_NONLIT) && n->n == 1 &&
        n->kids[0]->kind == TYC_N_VAR)
        return NULL; /* a bare identifier key is a literal name */
    if (n->kind == TYC_N_FOR || n->kind == TYC_N_TPL_FOR) {
        const tyc_node *m = missing(t, n->kids[2], sc, depth + 1);
        if (m)
            return m;
        scope inner = {sc, n->kids[0], n->kids[1]};
        for (uint32_t i = 3; i < n->n; i++)
            if ((m = missing(t, n->kids[i], &inner, depth + 1)) != NULL)
                return m;
        return NULL;
    }
    for (uint32_t i = 0; i < n->n; i++) {
        const tyc_node *m = missing(t, n->kids[i], sc, depth + 1);
        if (m)
            return m;
    }
    return NULL;
}

/*
** Renders the parsed template n with vars (makeRenderTemplateFunc). Returns the value, or
** NULL after reporting (vars errors against argument 1, others as "Error in function call").
*/
static const tyc_value *render(tyc_evalctx *ec, const tyc_node *call, tpl *t, tyc_node *n)
{
    tyc_arena *a = ec->arena;
    const tyc_value *vars = t->vars;
    int k = vars->type->kind;
    if (k != TYC_MAP && k != TYC_OBJECT)
        return tyc_fn_argerr(ec, call, 1, "invalid vars value: must be a map");
    const tyc_str *names = k == TYC_MAP ? tyc_v_keys(vars) : vars->type->names;
    for (uint32_t i = 0; i < vars->n; i++)
        if (!tyc_is_ident(names[i].p, names[i].len)) {
            const char *q = tyc_x_redact(ec, names[i], 0);
            return q ? tyc_fn_argerr(ec, call, 1, "invalid template variable name %s: must start "
                                     "with a letter, followed by zero or more letters, digits, "
                                     "and underscores", q) : NULL;
        }
    const tyc_node *m = missing(t, n, NULL, 0);
    if (m) {
        tyc_buf b;
        tyc_buf_init(&b, a->ctx);
        tyc_buf_addz(&b, "vars map does not contain key ");
        tyc_buf_goquote(&b, m->text ? m->text : "", m->tlen);
        tyc_buf_addz(&b, ", referenced at ");
        range_text(&b, t, m->beg, m->beg + m->tlen);
        const char *msg = tyc_buf_to_arena(&b, a);
        return msg ? tyc_fn_argerr(ec, call, 1, "%s", msg) : NULL;
    }
    tyc_diags d;
    tyc_diags_init(&d, a);
    tyc_evalctx sub;
    tyc_evalctx_init(&sub, a, &d, t->src);
    sub.lookup = tpl_lookup;
    sub.lookup_ud = t;
    sub.funcs = ec->funcs;
    sub.nfuncs = ec->nfuncs;
    sub.pure_only = ec->pure_only;
    sub.base_dir = ec->base_dir;
    sub.target = ec->target;
    sub.depth = ec->depth;
    /* a template that is exactly one interpolation yields its value unconverted */
    const tyc_node *root = n->n == 1 && n->kids[0]->kind != TYC_N_STRING &&
                                   n->kids[0]->kind != TYC_N_TPL_IF &&
                                   n->kids[0]->kind != TYC_N_TPL_FOR
                               ? n->kids[0]
                               : n;
    const tyc_value *v = tyc_eval(&sub, root);
    if (d.nerrors) {
        const char *msg = diags_text(a, t, &d);
        return msg ? tyc_fn_err(ec, call, "%s", msg) : NULL;
    }
    if (!v)
        return NULL;
    if (tyc_v_is_null(v)) {
        tyc_buf b;
        tyc_buf_init(&b, a->ctx);
        range_text(&b, t, t->prefix, t->prefix + t->len);
        const char *r = tyc_buf_to_arena(&b, a);
        return r ? tyc_fn_err(ec, call, "%s: Template result is null; The result of the "
                              "template is null, which is not a valid result for a "
                              "templatestring call.", r) : NULL;
    }
    return v;
}

const tyc_value *tyc_f_templatefile(FN_ARGS)
{
    tyc_arena *a = ec->arena;
    (void)nargs;
    if (tyc_x_tpl_guard(ec, call, 0))
        return NULL;
    uint8_t pm = tyc_v_deep_marks(args[0]), vm = tyc_v_deep_marks(args[1]);
    const tyc_value *p = tyc_fn_conv(ec, call, args, 0, &tyc_t_string, 0);
    if (!p)
        return NULL;
    if (tyc_v_is_null(args[1]))
        return tyc_fn_argerr(ec, call, 1, "argument must not be null");
    const tyc_value *vars = tyc_v_unmark_deep(a, args[1]);
    if (!vars)
        return NULL;
    if (tyc_v_is_unknown(p) || tyc_v_is_unknown(vars)) /* unknown attributes are rendered */
        return tyc_ev_mark(a, &tyc_v_dynval, (uint8_t)(pm | vm));
    tyc_str path = tyc_v_str(p);
    uint32_t len;
    const char *text = tyc_x_read(ec, call, path, pm, &len);
    if (!text)
        return NULL;
    if (!tyc_utf8_valid(text, len)) {
        const char *q = tyc_x_redact(ec, path, pm);
        return q ? tyc_fn_err(ec, call, "contents of %s are not valid UTF-8; use the filebase64 "
                              "function to obtain the Base64 encoded contents or the other file "
                              "functions (e.g. filemd5, filesha256) to obtain file hashing "
                              "results instead", q) : NULL;
    }
    tpl t = {vars, 1, tyc_strndup(a, path.p, path.len), NULL, 0, 0};
    const char *err;
    if (!t.name)
        return NULL;
    tyc_node *n = parse(ec, &t, (tyc_str){text, len}, &err);
    if (!n)
        return err ? tyc_fn_err(ec, call, "%s", err) : NULL;
    const tyc_value *r = render(ec, call, &t, n);
    return r ? tyc_ev_mark(a, r, (uint8_t)(pm | vm)) : NULL;
}

/* The expression shapes templatestring accepts as its template argument. */
static int valid_ref(const tyc_node *e)
{
    switch (e->kind) {
    case TYC_N_VAR:
        return 1;
    case TYC_N_GETATTR:
    case TYC_N_INDEX:
    case TYC_N_SPLAT:
        return valid_ref(e->kids[0]);
    default:
        return 0;
    }
}

/* templatestring(template, vars): template is an expression closure (evaluated here). */
const tyc_value *tyc_f_templatestring(FN_ARGS)
{
    tyc_arena *a = ec->arena;
    if (tyc_x_tpl_guard(ec, call, 0))
        return NULL;
    const tyc_node *te = args && args[0] ? NULL : call->kids[0];
    const tyc_value *vars;
    if (args) {
        vars = args[1];
    } else {
        uint32_t before = ec->diags->nerrors;
        vars = tyc_ev(ec, call->kids[1]);
        if (!vars || ec->diags->nerrors > before)
            return NULL;
        (void)nargs;
    }
    if (tyc_v_is_null(vars))
        return tyc_fn_argerr(ec, call, 1, "argument must not be null");
    if (vars->type->kind == TYC_DYN) /* cty's Call: `vars` does not allow the dynamic type */
        return tyc_fn_unknown(ec, &tyc_t_dyn);
    if (tyc_v_is_unknown(vars)) /* cty's Call, before the implementation's checks */
        return tyc_fn_unknown(ec, &tyc_t_string);
    if (!te) /* an element expanded by `...`: hcl's LiteralValueExpr, not a reference */
        return tyc_fn_argerr(ec, call, 0, "invalid template expression: must be a direct "
                             "reference to a single string from elsewhere, containing valid "
                             "Terraform template syntax");
    if (te->kind == TYC_N_TPL_WRAP)
        return tyc_fn_argerr(ec, call, 0, "invalid template expression: templatestring is only "
                             "for rendering templates retrieved dynamically from elsewhere; to "
                             "treat the inner expression as template syntax, write the reference "
                             "expression directly without any template interpolation syntax");
    if (te->kind == TYC_N_TEMPLATE) {
        if (te->n == 1 && te->kids[0]->kind == TYC_N_STRING)
            return tyc_fn_argerr(ec, call, 0, "invalid template expression: templatestring is "
                                 "only for rendering templates retrieved dynamically from "
                                 "elsewhere, and so does not support providing a literal "
                                 "template; consider using a template string expression "
                                 "instead");
        return tyc_fn_argerr(ec, call, 0, "invalid template expression: templatestring is only "
                             "for rendering templates retrieved dynamically from elsewhere; to "
                             "render an inline template, consider using a plain template "
                             "string expression");
    }
    if (!valid_ref(te))
        return tyc_fn_argerr(ec, call, 0, "invalid template expression: must be a direct "
                             "reference to a single string from elsewhere, containing valid "
                             "Terraform template syntax");
    tyc_diags d;
    tyc_diags_init(&d, a);
    const tyc_value *tv = tyc_ev_into(ec, te, &d);
    if (!tv)
        return NULL;
    if (d.nerrors) {
        const tyc_diag *g = d.head;
        while (g && g->severity != TYC_SEV_ERROR)
            g = g->next;
        tyc_buf b;
        tyc_buf_init(&b, a->ctx);
        if (g && g->subject.src) {
            uint32_t l1, c1, l2, c2;
            tyc_source_pos(g->subject.src, g->subject.beg, &l1, &c1);
            tyc_source_pos(g->subject.src, g->subject.end, &l2, &c2);
            tyc_buf_addf(&b, "%s:%u,%u-%u: ", g->subject.src->name, l1, c1, c2);
        }
        if (g)
            tyc_buf_addf(&b, "%s; %s", g->summary, g->detail ? g->detail : "");
        const char *msg = tyc_buf_to_arena(&b, a);
        return msg ? tyc_fn_argerr(ec, call, 0, "invalid template expression: %s", msg) : NULL;
    }
    uint8_t vm = tyc_v_deep_marks(vars);
    vars = tyc_v_unmark_deep(a, vars);
    if (!vars)
        return NULL;
    if (tyc_v_is_unknown(tv)) /* (vars need not be wholly known: they are rendered) */
        return tyc_ev_mark(a, tyc_fn_unknown(ec, &tyc_t_string), vm);
    if (tv->type->kind != TYC_STRING || tyc_v_is_null(tv))
        return tyc_fn_argerr(ec, call, 0, "invalid template value: a string is required");
    uint8_t tm = tv->marks;
    tpl t = {vars, 0, "<templatestring argument>", NULL, 0, 0};
    const char *err;
    tyc_node *n = parse(ec, &t, tyc_v_str(tv), &err);
    if (!n)
        return err ? tyc_fn_argerr(ec, call, 0, "invalid template: %s", err) : NULL;
    const tyc_value *r = render(ec, call, &t, n);
    if (!r)
        return NULL;
    if (r->type->kind != TYC_STRING) {
        const char *msg = NULL;
        const tyc_value *s = tyc_ev_convert(a, r, &tyc_t_string, &msg);
        if (!s)
            return msg ? tyc_fn_err(ec, call, "invalid template result: %s", msg) : NULL;
        r = s;
    }
    return tyc_ev_mark(a, r, (uint8_t)(tm | vm));
}
