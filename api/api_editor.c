/* SPDX-License-Identifier: Apache-2.0 */
/*
** api_editor.c: the public "Editor support" API (tycon.h): status strings, options
** initialisers, module checks over in-memory sources, structured check diagnostics and value
** origins, and the language server entry point (interp/lsp).
*/
#include "api/api_int.h"
#include "interp/check/check.h"
#include "interp/config/overlay.h"
#include "interp/lsp/lsp.h"

const char *tycon_status_string(tycon_status st)
{
    switch (st) {
    case TYCON_OK: return "ok";
    case TYCON_ERR_SYNTAX: return "syntax error";
    case TYCON_ERR_INCOMPLETE: return "incomplete input";
    case TYCON_ERR_TYPE: return "invalid type constraint";
    case TYCON_ERR_EVAL: return "evaluation error";
    case TYCON_ERR_CONVERT: return "value does not fit the type";
    case TYCON_ERR_NOMEM: return "out of memory";
    case TYCON_ERR_LIMIT: return "limit exceeded";
    case TYCON_ERR_MISUSE: return "invalid arguments";
    case TYCON_ERR_IO: return "input/output error";
    }
    return "unknown status";
}

void tycon_console_options_init(tycon_console_options *opt)
{
    if (opt)
        memset(opt, 0, sizeof *opt);
}

void tycon_lsp_options_init(tycon_lsp_options *opt)
{
    if (!opt)
        return;
    memset(opt, 0, sizeof *opt);
    opt->in_fd = 0;
    opt->out_fd = 1;
    opt->log_fd = -1;
}

tycon_status tycon_check_run_overlay(tycon_ctx *ctx, const tycon_check_options *opt,
                                     const tycon_overlay_file *files, size_t nfiles,
                                     tycon_check **out)
{
    if (!ctx || !opt || !out || (nfiles && !files) || nfiles > UINT32_MAX)
        return TYCON_ERR_MISUSE;
    for (size_t i = 0; i < nfiles; i++)
        if (!files[i].path || (files[i].len && !files[i].text))
            return TYCON_ERR_MISUSE;
    if (!nfiles)
        return tyc_api_check_run(ctx, opt, NULL, out);
    tyc_ovfile *v = tyc_mem_alloc(ctx, sizeof *v * nfiles);
    if (!v)
        return TYCON_ERR_NOMEM;
    for (size_t i = 0; i < nfiles; i++)
        v[i] = (tyc_ovfile){files[i].path, files[i].text, files[i].len};
    tyc_overlay ov = {v, (uint32_t)nfiles};
    tycon_status st = tyc_api_check_run(ctx, opt, &ov, out);
    tyc_mem_free(ctx, v, sizeof *v * nfiles);
    return st;
}

static void pos_of(const tyc_source *s, uint32_t off, tycon_pos *p)
{
    uint32_t l = 0, c = 0;
    if (s->text)
        tyc_source_pos(s, off, &l, &c);
    *p = (tycon_pos){l, c, off};
}

static void range_of(const tyc_source *s, uint32_t beg, uint32_t end, tycon_range *r)
{
    r->filename = s->name;
    pos_of(s, beg, &r->start);
    pos_of(s, end, &r->end);
}

/* Builds the public records of every diagnostic of check (once). -1 on out-of-memory. */
static int build_pub(tycon_check *check)
{
    tycon_diag **slot = tyc_api_check_pub(check);
    if (*slot)
        return 0;
    const tyc_check *r = tyc_api_check_result(check);
    tycon_diag *pub = TYC_NEWN(tyc_api_check_arena(check), tycon_diag,
                               r->diags.count ? r->diags.count : 1);
    if (!pub)
        return -1;
    size_t i = 0;
    for (const tyc_diag *g = r->diags.head; g && i < r->diags.count; g = g->next, i++) {
        tycon_diag *o = &pub[i];
        o->code = (tycon_status)g->code;
        o->severity = (tycon_severity)g->severity;
        o->summary = g->summary ? g->summary : "";
        o->detail = g->detail ? g->detail : "";
        o->path = g->path;
        if ((o->has_subject = g->subject.src != NULL))
            range_of(g->subject.src, g->subject.beg, g->subject.end, &o->subject);
        if ((o->has_context = g->context.src != NULL))
            range_of(g->context.src, g->context.beg, g->context.end, &o->context);
    }
    *slot = pub;
    return 0;
}

size_t tycon_check_diag_count(const tycon_check *check)
{
    return check ? tyc_api_check_result(check)->diags.count : 0;
}

const tycon_diag *tycon_check_diag_at(const tycon_check *check, size_t i)
{
    if (!check || i >= tycon_check_diag_count(check))
        return NULL;
    tycon_check *c = (tycon_check *)(uintptr_t)(const void *)check; /* a cache fill */
    if (build_pub(c) < 0)
        return NULL;
    return &(*tyc_api_check_pub(c))[i];
}

tycon_status tycon_check_var_origin(const tycon_check *check, size_t i, tycon_var_origin *out)
{
    if (!check || !out || i >= tyc_api_check_result(check)->nvars)
        return TYCON_ERR_MISUSE;
    const tyc_varres *v = &tyc_api_check_result(check)->vars[i];
    memset(out, 0, sizeof *out);
    if (v->from_default) {
        out->kind = TYCON_ORIGIN_DEFAULT;
        if (v->var->def_src && v->var->def_expr) {
            out->has_range = 1;
            range_of(v->var->def_src, v->var->def_expr->beg, v->var->def_expr->end, &out->range);
        }
        return TYCON_OK;
    }
    if (!v->raw || !v->value)
        return TYCON_OK;
    if (v->raw->kind == TYC_RAW_FILE) {
        out->kind = TYCON_ORIGIN_FILE;
        out->has_range = 1;
        range_of(v->raw->src, v->raw->expr->beg, v->raw->expr->end, &out->range);
    } else
        out->kind = v->raw->kind == TYC_RAW_ENV ? TYCON_ORIGIN_ENV : TYCON_ORIGIN_CLI;
    return TYCON_OK;
}

tycon_status tycon_check_var_decl(const tycon_check *check, size_t i, tycon_range *out)
{
    if (!check || !out || i >= tyc_api_check_result(check)->nvars)
        return TYCON_ERR_MISUSE;
    const tyc_var *v = tyc_api_check_result(check)->vars[i].var;
    range_of(v->src, v->dbeg, v->dend, out);
    return TYCON_OK;
}

tycon_status tycon_lsp_serve(tycon_ctx *ctx, const tycon_lsp_options *opt)
{
    if (!ctx || !opt || opt->in_fd < 0 || opt->out_fd < 0)
        return TYCON_ERR_MISUSE;
    tyc_lsp_opts o = {opt->in_fd, opt->out_fd, opt->log_fd, opt->env};
    return (tycon_status)tyc_lsp_serve(ctx, &o);
}
