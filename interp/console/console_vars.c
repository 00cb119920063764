/* SPDX-License-Identifier: Apache-2.0 */
/*
** console_vars.c: the console's input variables, obtained from the `tycon check` engine
** (module load, value sources, defaults, conversion) with the console's differences: it
** never prompts, so an unset required variable is an unknown of its type and is not an
** error; a variable whose value failed to check is unknown too (Terraform 1.11 panics).
*/
#include "interp/check/check.h"
#include "interp/console/console_int.h"
#include "interp/syntax/parse.h"

static int is_required_error(const tyc_diag *g)
{
    return g->summary && strcmp(g->summary, "No value for required variable") == 0;
}

/* The value the console gives variable r. */
static const tyc_value *var_value(tyc_arena *a, const tyc_varres *r)
{
    const tyc_var *v = r->var;
    if (r->value && !r->failed)
        return r->value;
    const tyc_type *t = tyc_type_strip_optional(a, v->ctype ? v->ctype : &tyc_t_dyn);
    const tyc_value *u = t ? tyc_v_unknown(a, t) : NULL;
    uint8_t mk = (uint8_t)((v->sensitive ? TYC_MARK_SENSITIVE : 0) |
                           (v->ephemeral ? TYC_MARK_EPHEMERAL : 0));
    if (u && mk)
        u = tyc_v_with_marks(a, u, mk);
    return u;
}

/* Copies the check's diagnostics into d, leaving out "No value for required variable"
** (the console evaluates those variables as unknown instead) and "No configuration files"
** (terraform console starts in a directory without any as in an empty module). */
static int keep_diags(tyc_diags *d, const tyc_diags *from)
{
    for (const tyc_diag *g = from->head; g; g = g->next) {
        if (is_required_error(g) || !strcmp(g->summary, "No configuration files"))
            continue;
        if (!tyc_diags_push_copy(d, g))
            return -1;
    }
    return 0;
}

/* A raw value parsed as the check engine parses it (only reached when that parse already
** succeeded there, so diagnostics are not expected). */
static const tyc_value *parse_value(tyc_arena *a, const tyc_raw *r, int literal, tyc_diags *d)
{
    tyc_evalctx ec;
    if (r->kind == TYC_RAW_FILE) {
        tyc_evalctx_init(&ec, a, d, r->src);
        return tyc_eval(&ec, r->expr);
    }
    if (literal)
        return tyc_v_string(a, r->text, r->len, 1);
    tyc_source *s = TYC_NEW(a, tyc_source);
    if (!s || !(s->name = tyc_sprintf(a, "<value for var.%s>", r->name)))
        return NULL;
    s->text = r->text;
    s->len = r->len;
    int st;
    tyc_node *n = tyc_parse_expr(a, s, d, &st);
    if (!n)
        return NULL;
    tyc_evalctx_init(&ec, a, d, s);
    return tyc_eval(&ec, n);
}

/* 1 if the check stopped only because required variables have no value. */
static int only_unset_required(const tyc_diags *ds)
{
    int any = 0;
    for (const tyc_diag *g = ds->head; g; g = g->next) {
        if (g->severity != TYC_SEV_ERROR)
            continue;
        if (!is_required_error(g))
            return 0;
        any = 1;
    }
    return any;
}

/*
** The check engine stops after the value-parsing phase when a required variable is unset;
** the console goes on (Terraform's AllowUnsetVariables): collect and parse the values again,
** then run the engine's conversion and validation phases, whose diagnostics go to d.
*/
static int finish_check(tyc_arena *a, const tyc_check_opts *co, tyc_check *r, tyc_diags *d)
{
    tyc_diags tmp, phase;
    tyc_diags_init(&tmp, a);
    tyc_diags_init(&phase, a);
    tyc_raws raws = {0};
    if (tyc_tfvars_collect(a, co->dir, co->env, co->cli, co->ncli, &raws, &tmp) < 0)
        return -1;
    const tyc_value **parsed = TYC_NEWN(a, const tyc_value *, r->nvars ? r->nvars : 1);
    if (!parsed)
        return -1;
    for (uint32_t i = 0; i < r->nvars; i++) {
        const tyc_var *v = r->vars[i].var;
        const tyc_raw *raw = tyc_raws_find(&raws, v->name);
        if (raw && !(parsed[i] = parse_value(a, raw, v->literal, &tmp)) && a->ctx->oom)
            return -1;
    }
    tyc_chk k = {a, co, r, &phase, &raws, parsed};
    for (uint32_t i = 0; i < r->nvars; i++)
        if (tyc_check_convert(&k, i) < 0)
            return -1;
    if (tyc_check_validate(&k) < 0)
        return -1;
    return keep_diags(d, &phase);
}

int tyc_con_load_vars(tyc_console *s, const tyc_console_opts *o, tyc_diags *d)
{
    tyc_arena *a = s->arena;
    if (!o->dir) {
        s->vars = tyc_v_object(a, NULL, NULL, 0);
        return s->vars ? 0 : -1;
    }
    tyc_check_opts co = {o->dir, o->env, o->cli, o->ncli, TYC_CHK_COMPAT};
    tyc_check r;
    memset(&r, 0, sizeof r);
    if (tyc_check_run(a, &co, &r) < 0)
        return -1;
    if (keep_diags(d, &r.diags) < 0)
        return -1;
    if (only_unset_required(&r.diags) && finish_check(a, &co, &r, d) < 0)
        return -1;
    tyc_str *names = TYC_NEWN(a, tyc_str, r.nvars ? r.nvars : 1);
    const tyc_value **vals = TYC_NEWN(a, const tyc_value *, r.nvars ? r.nvars : 1);
    if (!names || !vals)
        return -1;
    for (uint32_t i = 0; i < r.nvars; i++) {
        names[i] = (tyc_str){r.vars[i].var->name, strlen(r.vars[i].var->name)};
        if (!(vals[i] = var_value(a, &r.vars[i])))
            return -1;
    }
    s->vars = tyc_v_object(a, names, vals, r.nvars);
    return s->vars ? 0 : -1;
}
