/* SPDX-License-Identifier: Apache-2.0 */
/*
** api_check.c: the public "Module checking" API (tycon.h): runs interp/check/check.c in a result
** arena and exposes its diagnostics (rendered as Terraform renders them) and final values.
*/
#include "api/api_int.h"
#include "interp/check/check.h"
#include "runtime/diag/diag_render.h"
#include "runtime/render/render.h"

struct tycon_check {
    tyc_ctx *ctx;
    tyc_arena *a;
    tyc_check r;
    const char **console;   /* cached console renderings, parallel to r.vars */
    int compat;             /* --compat=terraform: render exactly as Terraform does */
    tycon_diag *pub;        /* public diagnostic records (api_editor.c), built on demand */
};

void tycon_check_options_init(tycon_check_options *opt)
{
    if (!opt)
        return;
    memset(opt, 0, sizeof *opt);
    opt->dir = ".";
}

tycon_status tycon_check_run(tycon_ctx *ctx, const tycon_check_options *opt, tycon_check **out)
{
    return tyc_api_check_run(ctx, opt, NULL, out);
}

tycon_status tyc_api_check_run(tycon_ctx *ctx, const tycon_check_options *opt,
                               const struct tyc_overlay *ov, tycon_check **out)
{
    if (!ctx || !opt || !out)
        return TYCON_ERR_MISUSE;
    *out = NULL;
    tyc_api_begin(ctx);
    tyc_arena *a = tyc_arena_new(ctx);
    tycon_check *c = a ? TYC_NEW(a, tycon_check) : NULL;
    tyc_cli_src *cli = a ? TYC_NEWN(a, tyc_cli_src, opt->nsources ? opt->nsources : 1) : NULL;
    if (!c || !cli) {
        tyc_arena_free(a);
        return TYCON_ERR_NOMEM;
    }
    for (size_t i = 0; i < opt->nsources; i++)
        cli[i] = (tyc_cli_src){opt->sources[i].is_file, opt->sources[i].text};
    tyc_check_opts o = {opt->dir ? opt->dir : ".", opt->env, cli, (uint32_t)opt->nsources, 0, ov};
    if (opt->flags & TYCON_CHECK_COMPAT) {
        o.flags |= TYC_CHK_COMPAT;
        c->compat = 1;
    }
    if (opt->flags & TYCON_CHECK_STRICT)
        o.flags |= TYC_CHK_STRICT;
    c->ctx = ctx;
    c->a = a;
    if (tyc_check_run(a, &o, &c->r) < 0 || ctx->oom ||
        !(c->console = TYC_NEWN(a, const char *, c->r.nvars ? c->r.nvars : 1))) {
        tyc_arena_free(a);
        return TYCON_ERR_NOMEM;
    }
    *out = c;
    return TYCON_OK;
}

void tycon_check_free(tycon_check *check)
{
    if (check)
        tyc_arena_free(check->a);
}

size_t tycon_check_error_count(const tycon_check *check)
{
    return check ? check->r.diags.nerrors : 0;
}

size_t tycon_check_warning_count(const tycon_check *check)
{
    return check ? check->r.diags.count - check->r.diags.nerrors : 0;
}

size_t tycon_check_var_count(const tycon_check *check) { return check ? check->r.nvars : 0; }

static const tyc_varres *var_at(const tycon_check *check, size_t i)
{
    return check && i < check->r.nvars ? &check->r.vars[i] : NULL;
}

const char *tycon_check_var_name(const tycon_check *check, size_t i)
{
    const tyc_varres *v = var_at(check, i);
    return v ? v->var->name : NULL;
}

const tycon_value *tycon_check_var_value(const tycon_check *check, size_t i)
{
    const tyc_varres *v = var_at(check, i);
    return v && v->value ? (const tycon_value *)(const void *)v->value : NULL;
}

const char *tycon_check_var_source(const tycon_check *check, size_t i)
{
    const tyc_varres *v = var_at(check, i);
    return v ? tyc_check_source(check->a, v) : NULL;
}

const char *tycon_check_var_console(tycon_check *check, size_t i)
{
    const tyc_varres *v = var_at(check, i);
    if (!v || !v->value)
        return NULL;
    if (!check->console[i]) {
        tyc_buf b;
        tyc_buf_init(&b, check->ctx);
        if (v->var->sensitive)
            tyc_buf_addz(&b, "(sensitive value)");
        else
            tyc_render_console(&b, v->value, 0);
        check->console[i] = tyc_buf_to_arena(&b, check->a);
    }
    return check->console[i];
}

tycon_status tycon_check_render(tycon_check *check, tycon_check_format format, int width,
                                const char **out, const char **err)
{
    if (!check || !out || !err)
        return TYCON_ERR_MISUSE;
    tyc_buf o, e;
    tyc_buf_init(&o, check->ctx);
    tyc_buf_init(&e, check->ctx);
    if (format == TYCON_CHECK_JSON) {
        if (tyc_diags_validate_json(&o, &check->r.diags) < 0)
            tyc_buf_free(&o);
    } else {
        unsigned fl = format == TYCON_CHECK_COLOR ? TYC_DR_COLOR : 0;
        if (!check->compat) /* tycon's own output: a few similar warnings before folding, a cap
                               per file, long lines elided */
            fl |= TYC_DR_MORE_WARNINGS | TYC_DR_OWN;
        tyc_diags_render(&o, &e, &check->r.diags, fl, width > 0 ? width : TYC_DR_WIDTH);
    }
    tyc_buf_addz(&o, "");
    tyc_buf_addz(&e, "");
    *out = tyc_buf_to_arena(&o, check->a);
    *err = tyc_buf_to_arena(&e, check->a);
    return *out && *err ? TYCON_OK : TYCON_ERR_NOMEM;
}

/* ---- editor support (api_editor.c) ---- */

const tyc_check *tyc_api_check_result(const tycon_check *check) { return &check->r; }

tyc_arena *tyc_api_check_arena(const tycon_check *check) { return check->a; }

tycon_diag **tyc_api_check_pub(tycon_check *check) { return &check->pub; }
