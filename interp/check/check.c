/* SPDX-License-Identifier: Apache-2.0 */
/*
** check.c: the driver of `tycon check` (Terraform's variable phases): config load, value
** collection, value parsing with undeclared-variable and required-variable diagnostics,
** then conversion (check_convert.c) and validation rules (check_valid.c).
*/
#include "interp/check/check.h"

#include "interp/config/version.h"

#include "runtime/diag/diag_render.h"
#include "interp/eval/eval.h"
#include "interp/syntax/parse.h"
#include "runtime/base/str.h"

const char *tyc_check_range(tyc_arena *a, const tyc_source *s, uint32_t beg, uint32_t end)
{
    tyc_buf b;
    tyc_range r = {s, beg, end};
    tyc_buf_init(&b, a->ctx);
    tyc_range_buf(&b, &r);
    return tyc_buf_to_arena(&b, a);
}

/* Evaluates a tfvars expression with a nil context (diagnostics into d). */
static const tyc_value *eval_file(tyc_arena *a, const tyc_raw *r, tyc_diags *d)
{
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, a, d, r->src);
    return tyc_eval(&ec, r->expr);
}

/* A -var / TF_VAR_ string in HCL mode: parsed as `<value for var.NAME>` whose source text
** is never shown. */
static const tyc_value *eval_hcl(tyc_arena *a, const tyc_raw *r, tyc_diags *d)
{
    tyc_source *s = TYC_NEW(a, tyc_source);
    if (!s || !(s->name = tyc_sprintf(a, "<value for var.%s>", r->name)))
        return NULL;
    s->text = r->text;
    s->len = r->len;
    int st;
    const tyc_value *v = NULL;
    tyc_node *n = tyc_parse_value(a, s, d, &st);
    if (n) {
        tyc_evalctx ec;
        tyc_evalctx_init(&ec, a, d, s);
        v = tyc_eval(&ec, n);
    }
    s->text = NULL; /* Terraform never registers this source: no snippet */
    return v;
}

/* ParseVariableValue for a declared variable: NULL after diagnostics. */
static const tyc_value *parse_raw(tyc_arena *a, const tyc_raw *r, int literal, tyc_diags *d)
{
    if (r->kind == TYC_RAW_FILE)
        return eval_file(a, r, d);
    if (literal)
        return tyc_v_string(a, r->text, r->len, 1);
    return eval_hcl(a, r, d);
}

/* Levenshtein distance of a and b, or 3 when it is larger than 2 (or a name is long). */
static size_t near(const char *a, const char *b)
{
    size_t n = strlen(a), m = strlen(b);
    if (n > 64 || m > 64 || (n > m ? n - m : m - n) > 2)
        return 3;
    size_t row[65];
    for (size_t j = 0; j <= m; j++)
        row[j] = j;
    for (size_t i = 1; i <= n; i++) {
        size_t diag = row[0];
        row[0] = i;
        for (size_t j = 1; j <= m; j++) {
            size_t up = row[j], best = diag + (a[i - 1] != b[j - 1]);
            if (up + 1 < best)
                best = up + 1;
            if (row[j - 1] + 1 < best)
                best = row[j - 1] + 1;
            row[j] = best;
            diag = up;
        }
    }
    return row[m] < 3 ? row[m] : 3;
}

/* The first declared variable within distance 2 of name, or NULL. */
static const char *suggest_var(const tyc_module *m, const char *name)
{
    for (uint32_t i = 0; i < m->n; i++)
        if (near(name, m->vars[i]->name) < 3)
            return m->vars[i]->name;
    return NULL;
}

/* tycon's own form of an undeclared name in a tfvars file: located, with a suggestion;
** --strict makes it an error. */
static int undeclared_located(tyc_chk *k, const tyc_raw *r)
{
    const char *sug = suggest_var(&k->r->mod, r->name);
    int strict = (k->o->flags & TYC_CHK_STRICT) != 0;
    uint32_t beg = r->kend > r->kbeg ? r->kbeg : r->expr->beg;
    uint32_t end = r->kend > r->kbeg ? r->kend : r->expr->end;
    return tyc_diag_add(k->d, strict ? TYC_SEV_ERROR : TYC_SEV_WARNING, TYCON_ERR_EVAL, r->src,
                        beg, end, "Value for undeclared variable",
                        "The root module does not declare a variable named \"%s\" but a value "
                        "was found in file \"%s\".%s%s%s If you meant to use this value, add a "
                        "\"variable\" block to the configuration.",
                        r->name, r->src->name, sug ? " Did you mean \"" : "", sug ? sug : "",
                        sug ? "\"?" : "")
               ? 0
               : -1;
}

/* Undeclared values: warnings for files (at most two named), errors for -var. */
static int undeclared(tyc_chk *k)
{
    uint32_t nfile = 0;
    int own = !(k->o->flags & TYC_CHK_COMPAT);
    for (uint32_t i = 0; i < k->raws->n; i++) {
        const tyc_raw *r = k->raws->v[i];
        if (tyc_module_find(&k->r->mod, (tyc_str){r->name, strlen(r->name)}))
            continue;
        if (r->kind == TYC_RAW_ENV)
            continue;
        if (r->kind == TYC_RAW_CLI) {
            if (!tyc_diag_add(k->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, NULL, 0, 0,
                              "Value for undeclared variable",
                              "A variable named \"%s\" was assigned on the command line, but "
                              "the root module does not declare a variable of that name. To use "
                              "this value, add a \"variable\" block to the configuration.",
                              r->name))
                return -1;
            continue;
        }
        tyc_diags tmp;
        tyc_diags_init(&tmp, k->a);
        if (!eval_file(k->a, r, &tmp)) {
            if (k->a->ctx->oom)
                return -1;
            continue;
        }
        if (own) {
            if (undeclared_located(k, r) < 0)
                return -1;
            continue;
        }
        if (++nfile <= 2 &&
            !tyc_diag_add(k->d, TYC_SEV_WARNING, TYCON_ERR_EVAL, NULL, 0, 0,
                          "Value for undeclared variable",
                          "The root module does not declare a variable named \"%s\" but a value "
                          "was found in file \"%s\". If you meant to use this value, add a "
                          "\"variable\" block to the configuration.\n\nTo silence these "
                          "warnings, use TF_VAR_... environment variables to provide certain "
                          "\"global\" settings to all configurations in your organization. To "
                          "reduce the verbosity of these warnings, use the -compact-warnings "
                          "option.",
                          r->name, r->src->name))
            return -1;
    }
    if (nfile > 2 &&
        !tyc_diag_add(k->d, TYC_SEV_WARNING, TYCON_ERR_EVAL, NULL, 0, 0,
                      "Values for undeclared variables",
                      "In addition to the other similar warnings shown, %u other variable(s) "
                      "defined without being declared.",
                      nfile - 2))
        return -1;
    return 0;
}

/* Phase 2: evaluate values of declared variables; required variables with no value. */
static int parse_phase(tyc_chk *k)
{
    if (undeclared(k) < 0)
        return -1;
    for (uint32_t i = 0; i < k->r->nvars; i++) {
        const tyc_var *v = k->r->vars[i].var;
        const tyc_raw *r = tyc_raws_find(k->raws, v->name);
        if (r) {
            k->parsed[i] = parse_raw(k->a, r, v->literal, k->d);
            if (!k->parsed[i] && k->a->ctx->oom)
                return -1;
        }
        if (!k->parsed[i] && !v->has_default && !(k->o->flags & TYC_CHK_PARTIAL) &&
            !tyc_diag_add(k->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, v->src, v->dbeg, v->dend,
                          "No value for required variable",
                          "The root module input variable \"%s\" is not set, and has no default "
                          "value. Use a -var or -var-file command line argument to provide a "
                          "value for this variable.",
                          v->name))
            return -1;
    }
    return 0;
}

/* Fail closed: a directory without configuration files is Terraform's "No configuration
** files" error (plan's text; tycon's own mode names the directory first). */
static int no_config(tyc_chk *k)
{
    static const char tf[] =
        "Plan requires configuration to be present. Planning without a configuration would "
        "mark everything for destruction, which is normally not what is desired. If you would "
        "like to destroy everything, run plan with the -destroy option. Otherwise, create a "
        "Terraform configuration file (.tf file) and try again.";
    tyc_diag *g;
    if (k->o->flags & TYC_CHK_COMPAT)
        g = tyc_diag_add(k->d, TYC_SEV_ERROR, TYCON_ERR_IO, NULL, 0, 0, "No configuration files",
                         "%s", tf);
    else
        g = tyc_diag_add(k->d, TYC_SEV_ERROR, TYCON_ERR_IO, NULL, 0, 0, "No configuration files",
                         "The directory %s has no .tf, .tf.json, .tofu or .tofu.json file.\n\n%s",
                         k->o->dir, tf);
    return g ? 0 : -1;
}

int tyc_check_begin(tyc_arena *a, const tyc_check_opts *o, tyc_check *out)
{
    memset(out, 0, sizeof *out);
    tyc_diags_init(&out->diags, a);
    out->a = a;
    out->o = o;
    tyc_raws *raws = TYC_NEW(a, tyc_raws);
    if (!raws)
        return -1;
    out->raws = raws;
    tyc_chk k = {a, o, out, &out->diags, raws, NULL};
    if (tyc_module_load_ov(a, o->dir, o->ov, o->target, &out->mod, k.d) < 0)
        return -1;
    out->nvars = out->mod.n;
    out->vars = TYC_NEWN(a, tyc_varres, out->nvars ? out->nvars : 1);
    k.parsed = out->parsed = TYC_NEWN(a, const tyc_value *, out->nvars ? out->nvars : 1);
    if (!out->vars || !k.parsed)
        return -1;
    for (uint32_t i = 0; i < out->nvars; i++) {
        out->vars[i].var = out->mod.vars[i];
    }
    if (!k.d->nerrors && !out->mod.nfiles && no_config(&k) < 0)
        return -1;
    if (k.d->nerrors || (o->flags & TYC_CHK_VALIDATE))
        return 0;
    if (tyc_tfvars_collect_ov(a, o->dir, o->ov, o->env, o->cli, o->ncli, raws, k.d) < 0)
        return -1;
    if (k.d->nerrors)
        return 0;
    return parse_phase(&k);
}

int tyc_check_finish(tyc_check *out)
{
    tyc_chk k = {out->a, out->o, out, &out->diags, out->raws, out->parsed};
    for (uint32_t i = 0; i < out->nvars; i++)
        if (tyc_check_convert(&k, i) < 0)
            return -1;
    return tyc_check_validate(&k);
}

int tyc_check_graph(tyc_check *out)
{
    tyc_chk k = {out->a, out->o, out, &out->diags, out->raws, out->parsed};
    /* Terraform's checkConfigDependencies, before the graph: the root's core version */
    uint32_t errs = out->diags.nerrors;
    if (tyc_core_version_check(out->a, &out->mod, out->o->target, NULL, NULL, &out->diags) < 0)
        return -1;
    return out->diags.nerrors > errs ? 0 : tyc_check_cycles(&k);
}

int tyc_check_walk(tyc_check *out)
{
    if (out->walk_bad) { /* run ahead: its errors, in the walk's place */
        if (out->walk_diags.nerrors)
            tyc_diags_append(&out->diags, &out->walk_diags);
        return 0;
    }
    tyc_chk k = {out->a, out->o, out, &out->diags, out->raws, out->parsed};
    return tyc_check_walk_rules(&k, NULL);
}

int tyc_check_walk_ahead(tyc_check *out)
{
    tyc_diags_init(&out->walk_diags, out->a);
    tyc_chk k = {out->a, out->o, out, &out->walk_diags, out->raws, out->parsed};
    uint8_t *bad = NULL;
    if (tyc_check_walk_rules(&k, &bad) < 0)
        return -1;
    out->walk_bad = bad;
    return 0;
}

int tyc_check_run(tyc_arena *a, const tyc_check_opts *o, tyc_check *out)
{
    if (tyc_check_begin(a, o, out) < 0)
        return -1;
    if (out->diags.nerrors)
        return 0;
    if (tyc_check_graph(out) < 0 || (!out->diags.nerrors && tyc_check_walk(out) < 0))
        return -1;
    return out->diags.nerrors ? 0 : tyc_check_finish(out);
}
