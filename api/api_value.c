/* SPDX-License-Identifier: Apache-2.0 */
/*
** api_value.c: the public API boundary for values: parsing and evaluation, defaults,
** conversion and the value renderings (console, cty JSON).
** Building and inspecting values programmatically is in api_build.c.
*/
#include "api/api_int.h"
#include "runtime/convert/convert.h"
#include "runtime/convert/defaults.h"
#include "interp/check/check.h"
#include "interp/eval/eval.h"
#include "interp/syntax/parse.h"
#include "runtime/render/render.h"

#define D_IN(d) ((const tyc_defaults *)(const void *)(d))

/* Misuse check shared by the calls taking a context and an arena. */
static int bad(const tyc_ctx *c, const tyc_arena *a) { return !c || !a || a->ctx != c; }

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
    if (bad(ctx, arena) || (!src && len) || !out)
        return TYCON_ERR_MISUSE;
    tyc_api_begin(ctx);
    if (len > ctx->max_input || len >= UINT32_MAX)
        return TYCON_ERR_LIMIT;
    tyc_diags d;
    tyc_diags_init(&d, arena);
    tyc_source *s = (flags & TYCON_SOURCE_STABLE) && src
                        ? tyc_api_source_stable(arena, src, len, filename)
                        : tyc_api_source(arena, src ? src : "", len, filename);
    if (!s)
        return TYCON_ERR_NOMEM;
    int st = TYCON_OK;
    int json = (flags & TYCON_SYNTAX_JSON) != 0;
    s->json = (uint8_t)json;
    tyc_node *n = json ? tyc_parse_json_values(arena, s, &d, &st) : tyc_parse_value(arena, s, &d, &st);
    if (!n)
        return tyc_api_publish(ctx, &d, st ? (tycon_status)st : TYCON_ERR_SYNTAX, NULL);
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, arena, &d, s);
    if (flags & TYCON_SCOPE_CONVFUNCS)
        ec.funcs = tyc_funcs_conv(&ec.nfuncs);
    if (flags & TYCON_SCOPE_UNKNOWN)
        ec.lookup = lookup_unknown;
    const tyc_value *v = tyc_eval(&ec, n);
    if (!v)
        return tyc_api_publish(ctx, &d, d.nerrors ? TYCON_ERR_EVAL : TYCON_ERR_NOMEM, NULL);
    tycon_status r = tyc_api_publish(ctx, &d, TYCON_OK, NULL);
    if (r == TYCON_OK)
        *out = TYC_V_OUT(v);
    return r;
}

tycon_status tycon_value_apply_defaults(tycon_ctx *ctx, tycon_arena *arena,
                                        const tycon_defaults *defaults, const tycon_value *value,
                                        const tycon_value **out)
{
    if (bad(ctx, arena) || !value || !out)
        return TYCON_ERR_MISUSE;
    tyc_api_begin(ctx);
    const tyc_value *v = TYC_V_IN(value);
    if (defaults && !tyc_v_is_null(v))
        v = tyc_defaults_apply(arena, D_IN(defaults), v);
    if (!v || ctx->oom)
        return TYCON_ERR_NOMEM;
    *out = TYC_V_OUT(v);
    return TYCON_OK;
}

/* Publishes conversion error err as the call's one diagnostic. */
static tycon_status convert_failed(tyc_ctx *c, tyc_arena *a, const tyc_cerr *err,
                                   const tyc_value *x, const tyc_type *t, int narrow)
{
    tyc_diags d;
    tyc_diags_init(&d, a);
    const char *msg = err->msg;
    const tyc_step *steps = err->steps;
    uint32_t nsteps = err->nsteps;
    tyc_cerr first;
    uint32_t n = 0, total = 0;
    /* A structural mismatch has no path in go-cty (its message names the place): the first
    ** mismatching element's path and message, as `tycon check` reports them. */
    if (narrow && !nsteps && tyc_check_mismatches(a, x, t, &first, 1, &n, &total) == 0 && n &&
        first.nsteps)
        msg = first.msg, steps = first.steps, nsteps = first.nsteps;
    tyc_diag *g = tyc_diag_add(&d, TYC_SEV_ERROR, TYCON_ERR_CONVERT, NULL, 0, 0,
                               "Invalid value", "%s", msg);
    if (g && nsteps) {
        tyc_buf b;
        tyc_buf_init(&b, c);
        tyc_path_buf(&b, steps, nsteps);
        g->path = tyc_buf_to_arena(&b, a);
    }
    return tyc_api_publish(c, &d, TYCON_ERR_CONVERT, NULL);
}

tycon_status tyc_api_convert(tycon_ctx *ctx, tycon_arena *arena, const tycon_value *value,
                             const tycon_type *type, int narrow, const tycon_value **out)
{
    if (bad(ctx, arena) || !value || !type || !out)
        return TYCON_ERR_MISUSE;
    tyc_api_begin(ctx);
    tyc_cerr err;
    memset(&err, 0, sizeof err);
    const tyc_value *v = tyc_convert(arena, TYC_V_IN(value), TYC_T_IN(type), &err);
    if (ctx->oom || (!v && !err.msg))
        return TYCON_ERR_NOMEM;
    if (!v)
        return convert_failed(ctx, arena, &err, TYC_V_IN(value), TYC_T_IN(type), narrow);
    *out = TYC_V_OUT(v);
    return TYCON_OK;
}

tycon_status tycon_value_convert(tycon_ctx *ctx, tycon_arena *arena, const tycon_value *value,
                                 const tycon_type *type, const tycon_value **out)
{
    return tyc_api_convert(ctx, arena, value, type, 0, out);
}

const char *tycon_value_console(tycon_ctx *ctx, tycon_arena *arena, const tycon_value *value)
{
    if (bad(ctx, arena) || !value)
        return NULL;
    int saved = tyc_api_oom_save(ctx);
    tyc_buf b;
    tyc_buf_init(&b, ctx);
    tyc_render_console(&b, TYC_V_IN(value), 0);
    return tyc_api_buf_result(&b, arena, saved);
}

/* The status of a finished streamed buffer (flushed, then freed). */
static tycon_status stream_end(tyc_buf *b)
{
    int f = tyc_buf_flush(b);
    tyc_buf_free(b);
    return f == TYC_BUF_STOPPED ? TYCON_ERR_IO : f ? TYCON_ERR_NOMEM : TYCON_OK;
}

tycon_status tycon_value_console_write(tycon_ctx *ctx, const tycon_value *value,
                                       tycon_write_fn write, void *ud)
{
    if (!ctx || !value || !write)
        return TYCON_ERR_MISUSE;
    int saved = tyc_api_oom_save(ctx);
    tyc_buf b;
    tyc_buf_init_sink(&b, ctx, write, ud);
    tyc_render_console(&b, TYC_V_IN(value), 0);
    tycon_status st = stream_end(&b);
    tyc_api_oom_restore(ctx, saved);
    return st;
}

/* Renders value as JSON of type into b; on an encoding error, publishes it as diagnostic 0
** and returns TYCON_ERR_CONVERT (TYCON_ERR_NOMEM on out-of-memory). */
static tycon_status json_into(tyc_buf *b, tycon_ctx *ctx, tycon_arena *arena,
                              const tycon_value *value, const tycon_type *type)
{
    tyc_api_begin(ctx);
    const char *err = tyc_render_json(b, arena, TYC_V_IN(value), TYC_T_IN(type));
    if (ctx->oom)
        return TYCON_ERR_NOMEM;
    if (!err)
        return TYCON_OK;
    tyc_diags d;
    tyc_diags_init(&d, arena);
    tyc_diag_add(&d, TYC_SEV_ERROR, TYCON_ERR_CONVERT, NULL, 0, 0, "Cannot encode value", "%s",
                 err);
    tyc_api_publish(ctx, &d, TYCON_ERR_CONVERT, NULL);
    return TYCON_ERR_CONVERT;
}

const char *tycon_value_json(tycon_ctx *ctx, tycon_arena *arena, const tycon_value *value,
                             const tycon_type *type)
{
    if (bad(ctx, arena) || !value || !type)
        return NULL;
    tyc_buf b;
    tyc_buf_init(&b, ctx);
    if (json_into(&b, ctx, arena, value, type) == TYCON_OK)
        return tyc_buf_to_arena(&b, arena);
    tyc_buf_free(&b);
    return NULL;
}

tycon_status tycon_value_json_write(tycon_ctx *ctx, tycon_arena *arena, const tycon_value *value,
                                    const tycon_type *type, tycon_write_fn write, void *ud)
{
    if (bad(ctx, arena) || !value || !type || !write)
        return TYCON_ERR_MISUSE;
    tyc_buf b;
    tyc_buf_init_sink(&b, ctx, write, ud);
    tycon_status st = json_into(&b, ctx, arena, value, type);
    if (st != TYCON_OK) {
        tyc_buf_free(&b);
        return st;
    }
    return stream_end(&b);
}
