/*
** api.c: the public API boundary. Every tycon_* function lives here: argument checks,
** status mapping and the copy of internal diagnostics into the public records.
*/
#include "convert.h"
#include "core.h"
#include "defaults.h"
#include "diag.h"
#include "eval.h"
#include "parse.h"
#include "render.h"
#include "typeexpr.h"

#define T_IN(t) ((const tyc_type *)(const void *)(t))
#define T_OUT(t) ((const tycon_type *)(const void *)(t))
#define V_IN(v) ((const tyc_value *)(const void *)(v))
#define V_OUT(v) ((const tycon_value *)(const void *)(v))
#define D_IN(d) ((const tyc_defaults *)(const void *)(d))
#define D_OUT(d) ((const tycon_defaults *)(const void *)(d))

const char *tycon_version(void) { return "0.1.0"; }

void tycon_options_init(tycon_options *opt)
{
    memset(opt, 0, sizeof *opt);
    opt->max_depth = 1000;
    opt->max_input = (size_t)1 << 30;
}

tycon_ctx *tycon_ctx_new(const tycon_options *opt)
{
    tyc_ctx tmp;
    memset(&tmp, 0, sizeof tmp);
    tyc_ctx_init(&tmp, opt);
    tyc_ctx *c = tmp.alloc(tmp.ud, NULL, 0, sizeof *c);
    if (!c)
        return NULL;
    *c = tmp;
    return c;
}

void tycon_ctx_free(tycon_ctx *ctx)
{
    if (!ctx)
        return;
    tyc_arena_free(ctx->diag_arena);
    ctx->alloc(ctx->ud, ctx, sizeof *ctx, 0);
}

tycon_arena *tycon_arena_new(tycon_ctx *ctx) { return ctx ? tyc_arena_new(ctx) : NULL; }

void tycon_arena_free(tycon_arena *arena) { tyc_arena_free(arena); }

size_t tycon_diag_count(const tycon_ctx *ctx) { return ctx ? ctx->npub_diags : 0; }

const tycon_diag *tycon_diag_at(const tycon_ctx *ctx, size_t i)
{
    return ctx && i < ctx->npub_diags ? &ctx->pub_diags[i] : NULL;
}

/* Starts an API call: forgets the previous call's diagnostics. */
static void begin(tyc_ctx *c)
{
    tyc_arena_free(c->diag_arena);
    c->diag_arena = NULL;
    c->pub_diags = NULL;
    c->npub_diags = 0;
}

static void pub_range(tycon_range *out, const tyc_range *r)
{
    uint32_t l, col;
    out->filename = r->src->name;
    tyc_source_pos(r->src, r->beg, &l, &col);
    out->start = (tycon_pos){l, col, r->beg};
    tyc_source_pos(r->src, r->end, &l, &col);
    out->end = (tycon_pos){l, col, r->end};
}

/* Copies internal diagnostics into the context's public records (positions computed
** now, while the sources are alive). Returns st, or TYCON_ERR_NOMEM. */
static tycon_status publish(tyc_ctx *c, const tyc_diags *d, tycon_status st)
{
    if (c->oom)
        st = TYCON_ERR_NOMEM;
    if (!d || d->count == 0)
        return st;
    c->diag_arena = tyc_arena_new(c);
    tycon_diag *p = c->diag_arena ? TYC_NEWN(c->diag_arena, tycon_diag, d->count) : NULL;
    if (!p)
        return TYCON_ERR_NOMEM;
    size_t i = 0;
    for (const tyc_diag *g = d->head; g; g = g->next, i++) {
        tycon_diag *o = &p[i];
        o->code = (tycon_status)g->code;
        o->severity = (tycon_severity)g->severity;
        o->summary = tyc_strndup(c->diag_arena, g->summary, strlen(g->summary));
        o->detail = tyc_strndup(c->diag_arena, g->detail, strlen(g->detail));
        o->path = g->path ? tyc_strndup(c->diag_arena, g->path, strlen(g->path)) : NULL;
        if ((o->has_subject = g->subject.src != NULL))
            pub_range(&o->subject, &g->subject);
        if ((o->has_context = g->context.src != NULL))
            pub_range(&o->context, &g->context);
    }
    c->pub_diags = p;
    c->npub_diags = d->count;
    return st;
}

/* Makes a NUL-terminated source record for text in the arena. */
static tyc_source *mksource(tyc_arena *a, const char *text, size_t len, const char *name)
{
    tyc_source *s = TYC_NEW(a, tyc_source);
    char *t = tyc_strndup(a, text, len);
    char *n = tyc_strndup(a, name ? name : "<input>", strlen(name ? name : "<input>"));
    if (!s || !t || !n)
        return NULL;
    s->name = n;
    s->text = t;
    s->len = (uint32_t)len;
    return s;
}

tycon_status tycon_type_parse(tycon_ctx *ctx, tycon_arena *arena, const char *src, size_t len,
                              const char *filename, tycon_type_mode mode, const tycon_type **type,
                              const tycon_defaults **defaults)
{
    if (!ctx || !arena || !src || !type)
        return TYCON_ERR_MISUSE;
    begin(ctx);
    if (len > ctx->max_input || len > UINT32_MAX)
        return TYCON_ERR_LIMIT;
    tyc_diags d;
    tyc_diags_init(&d, arena);
    tyc_source *s = mksource(arena, src, len, filename);
    if (!s)
        return TYCON_ERR_NOMEM;
    int st = TYCON_OK;
    tyc_node *n = tyc_parse_expr(arena, s, &d, &st);
    if (!n)
        return publish(ctx, &d, st ? (tycon_status)st : TYCON_ERR_SYNTAX);
    const tyc_defaults *df = NULL;
    const tyc_type *t;
    if (mode == TYCON_TYPE_VARIABLE)
        t = tyc_typeexpr_variable(arena, s, n, &df, &d);
    else
        t = tyc_typeexpr(arena, s, n, (int)mode, &df, &d);
    if (!t)
        return publish(ctx, &d, TYCON_ERR_NOMEM);
    if (d.nerrors)
        return publish(ctx, &d, TYCON_ERR_TYPE);
    *type = T_OUT(t);
    if (defaults)
        *defaults = D_OUT(df);
    return publish(ctx, &d, TYCON_OK);
}

/* The `unknown` variable of the corpus scope. */
static const tyc_value *lookup_unknown(void *ud, tyc_evalctx *ec, tyc_str name, uint32_t beg,
                                       uint32_t end)
{
    (void)ud;
    if (tyc_str_eqz(name, "unknown"))
        return &tyc_v_dynval;
    tyc_diag_add(ec->diags, TYC_SEV_ERROR, TYCON_ERR_EVAL, ec->src, beg, end, "Unknown variable",
                 "There is no variable named \"%.*s\".", (int)name.len, name.p);
    return NULL;
}

tycon_status tycon_value_parse(tycon_ctx *ctx, tycon_arena *arena, const char *src, size_t len,
                               const char *filename, unsigned flags, const tycon_value **out)
{
    if (!ctx || !arena || !src || !out)
        return TYCON_ERR_MISUSE;
    begin(ctx);
    if (len > ctx->max_input || len > UINT32_MAX)
        return TYCON_ERR_LIMIT;
    tyc_diags d;
    tyc_diags_init(&d, arena);
    tyc_source *s = mksource(arena, src, len, filename);
    if (!s)
        return TYCON_ERR_NOMEM;
    int st = TYCON_OK;
    int json = (flags & TYCON_SYNTAX_JSON) != 0;
    tyc_node *n = json ? tyc_parse_json(arena, s, &d, &st) : tyc_parse_expr(arena, s, &d, &st);
    if (!n)
        return publish(ctx, &d, st ? (tycon_status)st : TYCON_ERR_SYNTAX);
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, arena, &d, s);
    if (flags & TYCON_SCOPE_CONVFUNCS)
        ec.funcs = tyc_funcs_conv(&ec.nfuncs);
    if (flags & TYCON_SCOPE_UNKNOWN)
        ec.lookup = lookup_unknown;
    const tyc_value *v = tyc_eval(&ec, n);
    if (!v)
        return publish(ctx, &d, TYCON_ERR_EVAL);
    *out = V_OUT(v);
    return publish(ctx, &d, TYCON_OK);
}

tycon_status tycon_value_apply_defaults(tycon_ctx *ctx, tycon_arena *arena,
                                        const tycon_defaults *defaults, const tycon_value *value,
                                        const tycon_value **out)
{
    if (!ctx || !arena || !value || !out)
        return TYCON_ERR_MISUSE;
    begin(ctx);
    const tyc_value *v = V_IN(value);
    if (defaults && !tyc_v_is_null(v))
        v = tyc_defaults_apply(arena, D_IN(defaults), v);
    if (!v)
        return TYCON_ERR_NOMEM;
    *out = V_OUT(v);
    return TYCON_OK;
}

tycon_status tycon_value_convert(tycon_ctx *ctx, tycon_arena *arena, const tycon_value *value,
                                 const tycon_type *type, const tycon_value **out)
{
    if (!ctx || !arena || !value || !type || !out)
        return TYCON_ERR_MISUSE;
    begin(ctx);
    tyc_cerr err;
    memset(&err, 0, sizeof err);
    const tyc_value *v = tyc_convert(arena, V_IN(value), T_IN(type), &err);
    if (v) {
        *out = V_OUT(v);
        return TYCON_OK;
    }
    if (!err.msg)
        return TYCON_ERR_NOMEM;
    tyc_diags d;
    tyc_diags_init(&d, arena);
    tyc_diag *g = tyc_diag_add(&d, TYC_SEV_ERROR, TYCON_ERR_CONVERT, NULL, 0, 0,
                               "Invalid value", "%s", err.msg);
    if (g && err.nsteps) {
        tyc_buf b;
        tyc_buf_init(&b, ctx);
        tyc_path_buf(&b, err.steps, err.nsteps);
        g->path = tyc_buf_to_arena(&b, arena);
    }
    return publish(ctx, &d, TYCON_ERR_CONVERT);
}

const tycon_type *tycon_value_type(const tycon_value *value)
{
    return value ? T_OUT(V_IN(value)->type) : NULL;
}

tycon_kind tycon_type_kind(const tycon_type *type) { return (tycon_kind)T_IN(type)->kind; }

int tycon_value_is_null(const tycon_value *value) { return tyc_v_is_null(V_IN(value)); }
int tycon_value_is_unknown(const tycon_value *value) { return tyc_v_is_unknown(V_IN(value)); }
int tycon_value_is_wholly_known(const tycon_value *value)
{
    return tyc_v_wholly_known(V_IN(value));
}
int tycon_value_is_sensitive(const tycon_value *value)
{
    return (tyc_v_deep_marks(V_IN(value)) & TYC_MARK_SENSITIVE) != 0;
}

const char *tycon_value_string(const tycon_value *value, size_t *len)
{
    const tyc_value *v = V_IN(value);
    if (!v || v->type->kind != TYC_STRING || v->flags & (TYC_VF_NULL | TYC_VF_UNKNOWN))
        return NULL;
    if (len)
        *len = v->n;
    return v->u.s;
}

size_t tycon_value_length(const tycon_value *value)
{
    const tyc_value *v = V_IN(value);
    return v->flags & (TYC_VF_NULL | TYC_VF_UNKNOWN) ? 0 : v->n;
}

const tycon_value *tycon_value_get(const tycon_value *value, const char *name)
{
    const tyc_value *v = V_IN(value);
    if (!v || !name || v->flags & (TYC_VF_NULL | TYC_VF_UNKNOWN))
        return NULL;
    tyc_str k = {name, strlen(name)};
    if (v->type->kind == TYC_OBJECT)
        return V_OUT(tyc_v_attr(v, k));
    if (v->type->kind == TYC_MAP)
        return V_OUT(tyc_v_map_get(v, k));
    return NULL;
}

const char *tycon_value_console(tycon_ctx *ctx, tycon_arena *arena, const tycon_value *value)
{
    tyc_buf b;
    tyc_buf_init(&b, ctx);
    tyc_render_console(&b, V_IN(value), 0);
    return tyc_buf_to_arena(&b, arena);
}

const char *tycon_type_string(tycon_ctx *ctx, tycon_arena *arena, const tycon_type *type)
{
    tyc_buf b;
    tyc_buf_init(&b, ctx);
    tyc_type_buf_string(&b, T_IN(type));
    return tyc_buf_to_arena(&b, arena);
}

const char *tycon_type_json(tycon_ctx *ctx, tycon_arena *arena, const tycon_type *type)
{
    tyc_buf b;
    tyc_buf_init(&b, ctx);
    tyc_type_buf_json(&b, T_IN(type));
    return tyc_buf_to_arena(&b, arena);
}

const char *tycon_value_json(tycon_ctx *ctx, tycon_arena *arena, const tycon_value *value,
                             const tycon_type *type)
{
    begin(ctx);
    tyc_buf b;
    tyc_buf_init(&b, ctx);
    const char *err = tyc_render_json(&b, arena, V_IN(value), T_IN(type));
    if (!err)
        return tyc_buf_to_arena(&b, arena);
    tyc_buf_free(&b);
    tyc_diags d;
    tyc_diags_init(&d, arena);
    tyc_diag_add(&d, TYC_SEV_ERROR, TYCON_ERR_CONVERT, NULL, 0, 0, "Cannot encode value", "%s",
                 err);
    publish(ctx, &d, TYCON_ERR_CONVERT);
    return NULL;
}
