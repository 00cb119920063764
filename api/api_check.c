/* SPDX-License-Identifier: Apache-2.0 */
/*
** api_check.c: the public "Module checking" API (tycon.h): runs interp/check/check.c in a result
** arena and exposes its diagnostics (rendered as Terraform renders them) and final values.
*/
#define _POSIX_C_SOURCE 200809L

#include "api/api_int.h"
#include "interp/syntax/parse.h"
#include "runtime/base/file.h"
#include "interp/check/check.h"
#include "interp/config/project.h"
#include "interp/modcall/modcall.h"
#include "interp/validate/validate.h"
#include "interp/schema/schema.h"
#include "runtime/diag/diag_render.h"
#include "runtime/render/render.h"

struct tycon_check {
    tyc_ctx *ctx;
    tyc_arena *a;
    tyc_check r;
    const char **console;   /* cached console renderings, parallel to r.vars */
    int compat;             /* --compat=terraform: render exactly as Terraform does */
    tycon_diag *pub;        /* public diagnostic records (api_editor.c), built on demand */
    /* tools section (issue 15): see the end of this file */
    const char *dir;        /* the module directory (copied) */
    const char **varfiles;  /* the -var-file texts as given (pointers: compared, not read) */
    size_t nvarfiles;
    tycon_diag *spub;       /* structured diagnostics in display order, built on demand */
    const char **spubfile;
    size_t nspub;
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

/* The `provider_schemas = ["..."]` list of the project file, each loaded relative to its
** directory. 0, or -1 on OOM. */
static int config_list(tyc_arena *a, const tyc_project *p, tyc_schemas *set, tyc_diags *d)
{
    for (uint32_t i = 0; p->root && i < p->root->n; i++) {
        const tyc_node *at = p->root->kids[i];
        if (at->kind != TYC_N_ATTR || strcmp(at->text, "provider_schemas"))
            continue;
        const tyc_node *e = at->kids[0];
        for (uint32_t j = 0; e->kind == TYC_N_TUPLE && j < e->n; j++) {
            const char *f = tyc_project_lit(e->kids[j]);
            const char *full = !f ? NULL : f[0] == '/' ? f : tyc_sprintf(a, "%s/%s", p->dir, f);
            if (f && (!full || tyc_schemas_load(a, set, full, d) < 0))
                return -1;
        }
    }
    return 0;
}

/* The check in Terraform's plan order: values parsed, module calls, outputs and the root
** variables' rules validated (every input unknown), then, when neither failed, root values
** converted and validated and the module calls planned with them. 0, or -1 on OOM. */
static int run_all(tyc_arena *a, tyc_check_opts *o, tyc_check *r,
                   const tycon_check_options *opt)
{
    tyc_diags pre;
    tyc_diags_init(&pre, a);
    tyc_project pj = {0}, *proj = &pj;
    if ((!opt->target || (o->schemas && !opt->nschema_files)) &&
        tyc_project_find(a, o->dir, proj, &pre) < 0)
        return -1;
    if (!opt->target && tyc_project_target(proj, &o->target, &pre) < 0)
        return -1;
    if (pre.nerrors) { /* an unreadable project file or an unknown target stops the run */
        memset(r, 0, sizeof *r);
        tyc_diags_init(&r->diags, a);
        tyc_diags_append(&r->diags, &pre);
        return 0;
    }
    a->target = o->target; /* every evaluation and conversion of the run follows it */
    if (tyc_check_begin(a, o, r) < 0)
        return -1;
    tyc_diags_append(&r->diags, &pre);
    for (size_t i = 0; o->schemas && i < opt->nschema_files; i++)
        if (opt->schema_files[i] && tyc_schemas_load(a, o->schemas, opt->schema_files[i],
                                                     &r->diags) < 0)
            return -1;
    if (o->schemas && !opt->nschema_files && config_list(a, proj, o->schemas, &r->diags) < 0)
        return -1;
    if (r->diags.nerrors)
        return 0;
    return o->flags & TYC_CHK_VALIDATE ? tyc_validate_run(a, o, r)
                                       : tyc_modcall_check_run(a, o, r);
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
    tyc_check_opts o = {opt->dir ? opt->dir : ".", opt->env, cli, (uint32_t)opt->nsources, 0, ov,
                        NULL, tyc_target_default()};
    if (opt->target && tyc_target_parse(opt->target, strlen(opt->target), &o.target) < 0) {
        tyc_arena_free(a);
        return TYCON_ERR_MISUSE;
    }
    if (opt->flags & TYCON_CHECK_COMPAT) {
        o.flags |= TYC_CHK_COMPAT;
        c->compat = 1;
    }
    if (opt->flags & TYCON_CHECK_STRICT)
        o.flags |= TYC_CHK_STRICT;
    if (opt->flags & TYCON_CHECK_PARTIAL)
        o.flags |= TYC_CHK_PARTIAL;
    if ((opt->flags & TYCON_CHECK_VALIDATE) && !(o.schemas = TYC_NEW(a, tyc_schemas))) {
        tyc_arena_free(a);
        return TYCON_ERR_NOMEM;
    }
    if (opt->flags & TYCON_CHECK_VALIDATE)
        o.flags |= TYC_CHK_VALIDATE;
    c->dir = tyc_strndup(a, o.dir, strlen(o.dir));
    c->varfiles = TYC_NEWN(a, const char *, opt->nsources ? opt->nsources : 1);
    if (!c->dir || !c->varfiles) {
        tyc_arena_free(a);
        return TYCON_ERR_NOMEM;
    }
    for (size_t i = 0; i < opt->nsources; i++)
        if (opt->sources[i].is_file)
            c->varfiles[c->nvarfiles++] = opt->sources[i].text;
    c->ctx = ctx;
    c->a = a;
    if (run_all(a, &o, &c->r, opt) < 0 || ctx->oom ||
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
    return tycon_check_render_len(check, format, width, 0, out, NULL, err, NULL);
}

/* ---- tools section (issue 15): renderings with length, structured diagnostics ---- */

/* The flags of the text renderer for a check result. */
static unsigned render_flags(const tycon_check *check, tycon_check_format format, unsigned flags)
{
    unsigned fl = format == TYCON_CHECK_COLOR ? TYC_DR_COLOR : 0;
    if (!check->compat) /* tycon's own output: a few similar warnings before folding, a cap per
                           file, long lines elided */
        fl |= TYC_DR_MORE_WARNINGS | TYC_DR_OWN;
    if (flags & TYCON_RENDER_COMPACT_WARNINGS)
        fl |= TYC_DR_COMPACT_WARNINGS;
    return fl;
}

tycon_status tycon_check_render_len(tycon_check *check, tycon_check_format format, int width,
                                    unsigned flags, const char **out, size_t *out_len,
                                    const char **err, size_t *err_len)
{
    if (!check || !out || !err || format > TYCON_CHECK_JSON)
        return TYCON_ERR_MISUSE;
    tyc_buf o, e;
    tyc_buf_init(&o, check->ctx);
    tyc_buf_init(&e, check->ctx);
    if (format == TYCON_CHECK_JSON) {
        if (tyc_diags_validate_json(&o, &check->r.diags) < 0)
            tyc_buf_free(&o);
    } else {
        tyc_diags_render(&o, &e, &check->r.diags, render_flags(check, format, flags),
                         width > 0 ? width : TYC_DR_WIDTH);
    }
    size_t ol = o.failed ? 0 : o.len, el = e.failed ? 0 : e.len;
    tyc_buf_addz(&o, "");
    tyc_buf_addz(&e, "");
    *out = tyc_buf_to_arena(&o, check->a);
    *err = tyc_buf_to_arena(&e, check->a);
    if (out_len)
        *out_len = ol;
    if (err_len)
        *err_len = el;
    return *out && *err ? TYCON_OK : TYCON_ERR_NOMEM;
}

tycon_status tycon_check_render_write(tycon_check *check, tycon_check_format format, int width,
                                      unsigned flags, tycon_write_fn out, void *out_ud,
                                      tycon_write_fn err, void *err_ud)
{
    if (!check || !out || !err || format > TYCON_CHECK_JSON)
        return TYCON_ERR_MISUSE;
    tyc_buf o, e;
    tyc_buf_init_sink(&o, check->ctx, out, out_ud);
    tyc_buf_init_sink(&e, check->ctx, err, err_ud);
    if (format == TYCON_CHECK_JSON)
        tyc_diags_validate_json(&o, &check->r.diags);
    else
        tyc_diags_render(&o, &e, &check->r.diags, render_flags(check, format, flags),
                         width > 0 ? width : TYC_DR_WIDTH);
    int fo = tyc_buf_flush(&o), fe = tyc_buf_flush(&e);
    tyc_buf_free(&o);
    tyc_buf_free(&e);
    if (fo == TYC_BUF_STOPPED || fe == TYC_BUF_STOPPED)
        return TYCON_ERR_IO;
    return fo || fe ? TYCON_ERR_NOMEM : TYCON_OK;
}

/* ---- editor support (api_editor.c) ---- */

const tyc_check *tyc_api_check_result(const tycon_check *check) { return &check->r; }

tyc_arena *tyc_api_check_arena(const tycon_check *check) { return check->a; }

tycon_diag **tyc_api_check_pub(tycon_check *check) { return &check->pub; }

/* A range as the public record shows it. */
static void pub_range_of(tycon_range *out, const tyc_range *r)
{
    uint32_t l1, c1, l2, c2;
    out->filename = r->src->name;
    tyc_range_pos(r, &l1, &c1, &l2, &c2);
    out->start = (tycon_pos){l1, c1, r->beg};
    out->end = (tycon_pos){l2, c2, r->anchor1 ? r->beg + 1 : r->end};
}

/* The openable path of a source shown as name. */
static const char *file_path(tycon_check *c, const char *name)
{
    for (size_t i = 0; i < c->nvarfiles; i++)
        if (c->varfiles[i] == name)
            return name;
    if (!strcmp(c->dir, ".") || name[0] == '/')
        return name;
    size_t n = strlen(c->dir);
    return tyc_sprintf(c->a, "%s%s%s", c->dir, n && c->dir[n - 1] == '/' ? "" : "/", name);
}

/* Builds the structured diagnostics once. Returns 0, or -1 on out-of-memory. */
static int build_sorted(tycon_check *c)
{
    if (c->spub || !c->r.diags.count)
        return 0;
    uint32_t n;
    tyc_diag_item *it = tyc_diags_display(c->a, &c->r.diags, 0, &n);
    if (!it)
        return -1;
    tycon_diag *pub = TYC_NEWN(c->a, tycon_diag, n);
    const char **files = TYC_NEWN(c->a, const char *, n);
    if (!pub || !files)
        return -1;
    for (uint32_t i = 0; i < n; i++) {
        const tyc_diag *g = it[i].diag;
        tycon_diag *o = &pub[i];
        o->code = (tycon_status)g->code;
        o->severity = (tycon_severity)g->severity;
        o->summary = g->summary ? g->summary : "";
        o->detail = g->detail ? g->detail : "";
        o->path = g->path;
        if ((o->has_subject = g->subject.src != NULL)) {
            pub_range_of(&o->subject, &g->subject);
            /* a source without text is no file (the text of a -var or TF_VAR_ value) */
            if (g->subject.src->text && !(files[i] = file_path(c, g->subject.src->name)))
                return -1;
        }
        if ((o->has_context = g->context.src != NULL))
            pub_range_of(&o->context, &g->context);
    }
    c->spub = pub;
    c->spubfile = files;
    c->nspub = n;
    return 0;
}

size_t tycon_check_sorted_diag_count(const tycon_check *check)
{
    return check ? check->r.diags.count : 0;
}

const tycon_diag *tycon_check_sorted_diag_at(tycon_check *check, size_t i)
{
    if (!check || build_sorted(check) < 0 || i >= check->nspub)
        return NULL;
    return &check->spub[i];
}

const char *tycon_check_sorted_diag_file(tycon_check *check, size_t i)
{
    if (!check || build_sorted(check) < 0 || i >= check->nspub)
        return NULL;
    return check->spubfile[i];
}

/* ---- targets ---- */

size_t tycon_target_count(void)
{
    size_t n;
    tyc_target_all(&n);
    return n;
}

const char *tycon_target_name(size_t i)
{
    static const char *const names[] = {"terraform@1.11", "terraform@1.12", "terraform@1.13",
                                        "terraform@1.14", "terraform@1.15", "terraform@1.16",
                                        "opentofu@1.10",  "opentofu@1.11"};
    return i < tycon_target_count() && i < sizeof names / sizeof *names ? names[i] : NULL;
}

const char *tycon_target_default(void)
{
    return "terraform@1.15";
}

int tycon_target_valid(const char *name)
{
    tyc_target t;
    return name && tyc_target_parse(name, strlen(name), &t) == 0;
}
