/* SPDX-License-Identifier: Apache-2.0 */
/*
** mc_final.c: a module call's arguments against its child's variables, as Terraform's
** ModuleVariableTransformer (the call body decoded with one attribute per variable: hcl's
** "Unsupported argument" and "Missing required argument"), then per instance
** prepareFinalInputVariableValue (defaults, conversion, nullable, sensitive) and
** evalVariableValidations (the child's rules, failures shown at the calling argument).
** In tycon's own mode a conversion failure names the element's path and spans it.
*/
#include "interp/modcall/mc_int.h"

#include "runtime/convert/convert.h"
#include "runtime/base/str.h"

/* hcl's suggestion among the variables not already given as arguments. */
static const char *suggest(const tyc_call *c, tyc_str name)
{
    const tyc_module *m = &c->child->mod;
    for (uint32_t i = 0; i < m->n; i++) {
        tyc_str vn = {m->vars[i]->name, strlen(m->vars[i]->name)};
        if (tyc_named_find(c->args, c->nargs, vn) < 0 && tyc_str_distance(name, vn) < 3)
            return m->vars[i]->name;
    }
    return NULL;
}

int tyc_mc_schema(mc_run *run, const tyc_call *c)
{
    if (!c->child)
        return 0;
    int n = 0;
    const tyc_module *m = &c->child->mod;
    int json = (c->blk->flags & TYC_NF_JSON) != 0; /* hcl/json's wording and ranges */
    uint32_t miss = json ? c->blk->kids[0]->end - 1 : c->blk->abeg;
    for (uint32_t i = 0; i < m->n; i++) {
        const tyc_var *v = m->vars[i];
        if (v->has_default || tyc_named_find(c->args, c->nargs, (tyc_str){v->name, strlen(v->name)}) >= 0)
            continue;
        n++;
        if (!tyc_diag_add(run->d, TYC_SEV_ERROR, TYCON_ERR_TYPE, c->src, miss, miss,
                          "Missing required argument",
                          "The argument \"%s\" is required, but no definition was found.",
                          v->name))
            return -1;
    }
    for (uint32_t i = 0; i < c->nargs; i++) {
        const tyc_named *x = &c->args[i];
        tyc_str nm = {x->name, strlen(x->name)};
        if (tyc_module_find(m, nm))
            continue;
        n++;
        const char *s = suggest(c, nm);
        if (json ? !tyc_diag_add(run->d, TYC_SEV_ERROR, TYCON_ERR_TYPE, c->src, x->item->nbeg,
                                 x->item->nend, "Extraneous JSON object property",
                                 "No argument or block type is named \"%s\".%s%s%s", x->name,
                                 s ? " Did you mean \"" : "", s ? s : "", s ? "\"?" : "")
                 : !tyc_diag_add(run->d, TYC_SEV_ERROR, TYCON_ERR_TYPE, c->src, x->item->nbeg,
                                 x->item->nend, "Unsupported argument",
                                 "An argument named \"%s\" is not expected here.%s%s%s",
                                 x->name, s ? " Did you mean \"" : "", s ? s : "",
                                 s ? "\"?" : ""))
            return -1;
    }
    return n;
}

/* ---- final values ---- */

/* One variable being finalised: where its value came from. */
typedef struct fin {
    mc_run *run;
    const mc_inst *ch;
    const tyc_var *v;
    const tyc_named *arg;      /* the argument, or NULL (the default) */
} fin;

static int conv_error(const fin *f, const tyc_value *x, const tyc_cerr *err)
{
    tyc_arena *a = f->run->a;
    const char *decl = tyc_check_range(a, f->v->src, f->v->dbeg, f->v->dend);
    const char *addr = tyc_sprintf(a, "%s.var.%s", f->ch->addr, f->v->name);
    if (!decl || !addr)
        return -1;
    const tyc_source *src = f->arg->src;
    uint32_t beg = f->arg->expr->beg, end = f->arg->expr->end;
    const char *msg = err->msg;
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    if (!f->run->compat && err->nsteps) {
        tyc_buf_addz(&b, addr);
        tyc_path_buf(&b, err->steps, err->nsteps);
        tyc_buf_addf(&b, ": %s", err->msg);
        const tyc_value *e = tyc_check_element_at(x, err->steps, err->nsteps);
        if (e && e->beg >= beg && e->end <= end)
            beg = e->beg, end = e->end;
        if (!(msg = tyc_buf_to_arena(&b, a)))
            return -1;
    }
    tyc_diag *g;
    if (f->v->sensitive) {
        const char *at = tyc_check_range(a, src, f->arg->expr->beg, f->arg->expr->end);
        g = at ? tyc_diag_add(f->run->d, TYC_SEV_ERROR, TYCON_ERR_CONVERT, f->v->src, f->v->dbeg,
                              f->v->dend, "Invalid value for input variable",
                              "The given value is not suitable for %s, which is sensitive: %s. "
                              "Invalid value defined at %s.",
                              addr, msg, at)
               : NULL;
    } else {
        g = tyc_diag_add(f->run->d, TYC_SEV_ERROR, TYCON_ERR_CONVERT, src, beg, end,
                         "Invalid value for input variable",
                         "The given value is not suitable for %s declared at %s: %s.", addr, decl,
                         msg);
    }
    if (!g)
        return -1;
    tyc_buf_init(&b, a->ctx);
    tyc_buf_addz(&b, addr);
    tyc_path_buf(&b, err->steps, err->nsteps);
    return (g->path = tyc_buf_to_arena(&b, a)) ? 0 : -1;
}

/* Terraform's mode and sensitive variables: the conversion's own error; tycon's own mode:
** every element that does not fit (the first ten), each with its path and span. */
static int conv_errors(const fin *f, const tyc_value *x, const tyc_value *y, const tyc_cerr *first)
{
    if (f->run->compat || f->v->sensitive)
        return conv_error(f, x, first);
    tyc_cerr all[10];
    uint32_t n, total;
    if (tyc_check_mismatches(f->run->a, y, f->v->ctype, all, 10, &n, &total) < 0)
        return -1;
    if (!n)
        return conv_error(f, x, first);
    for (uint32_t i = 0; i < n; i++)
        if (conv_error(f, x, &all[i]) < 0)
            return -1;
    return 0;
}

static int null_error(const fin *f)
{
    tyc_arena *a = f->run->a;
    const char *decl = tyc_check_range(a, f->v->src, f->v->dbeg, f->v->dend);
    return decl && tyc_diag_add(f->run->d, TYC_SEV_ERROR, TYCON_ERR_CONVERT, f->arg->src,
                                f->arg->expr->beg, f->arg->expr->end, "Required variable not set",
                                "The given value is not suitable for %s.var.%s defined at %s: "
                                "required variable may not be set to null.",
                                f->ch->addr, f->v->name, decl)
               ? 0
               : -1;
}

/* The final value of one variable from given (NULL: not set), or an unknown placeholder
** after an error (*failed). NULL on OOM. */
static const tyc_value *final_value(const fin *f, const tyc_value *given, int *failed)
{
    tyc_arena *a = f->run->a;
    const tyc_var *v = f->v;
    const tyc_value *unk = tyc_v_unknown(a, tyc_type_strip_optional(a, v->ctype));
    if (!unk)
        return NULL;
    *failed = 0;
    int again = tyc_var_default_again(a, v, f->run->d);
    if (again)
        return again < 0 ? NULL : (*failed = 1, unk);
    if (!given) {
        if (!v->has_default)
            return *failed = 1, unk;
        given = v->def;
    } else {
        const tyc_value *y = given;
        if (v->defaults && !tyc_v_is_null(given) && !(y = tyc_defaults_apply(a, v->defaults, given)))
            return NULL;
        tyc_cerr err = {0};
        const tyc_value *c = tyc_convert(a, y, v->ctype, &err);
        if (!c) {
            *failed = 1;
            return !err.msg || conv_errors(f, given, y, &err) < 0 ? NULL : unk;
        }
        given = c;
        if (tyc_v_is_null(given) && !v->nullable) {
            if (!v->has_default)
                return *failed = 1, null_error(f) < 0 ? NULL : unk;
            given = v->def;
        }
    }
    if (v->sensitive)
        given = tyc_v_with_marks(a, given, (uint8_t)(given->marks | TYC_MARK_SENSITIVE));
    return given;
}

/* The warning for a deprecated child variable given a value, at the argument's expression.
** Terraform >= 1.15: a non-null value (unknown included), in each walk
** (internal/terraform/node_module_variable.go). OpenTofu: any value, in the plan walk only
** (opentofu internal/tofu/node_variable_reference.go, eval_variable.go). 0, or -1 on OOM. */
static int deprecated(const fin *f, const tyc_value *given)
{
    tyc_target t = f->run->o->target;
    if (!f->v->deprecated || !given)
        return 0;
    if (tyc_target_tofu_ge(t, 1, 10))
        return f->run->validate ||
                       tyc_diag_add(f->run->d, TYC_SEV_WARNING, TYCON_ERR_TYPE, f->arg->src,
                                    f->arg->expr->beg, f->arg->expr->end,
                                    "Variable marked as deprecated by the module author",
                                    "Variable \"%s\" is marked as deprecated with the following "
                                    "message:\n%s", f->v->name, f->v->deprecated)
                   ? 0
                   : -1;
    if (tyc_v_is_null(given) || !tyc_target_tf_ge(t, 1, 15))
        return 0;
    return tyc_diag_add(f->run->d, TYC_SEV_WARNING, TYCON_ERR_TYPE, f->arg->src,
                        f->arg->expr->beg, f->arg->expr->end, "Deprecated variable got a value",
                        "%s", f->v->deprecated)
               ? 0
               : -1;
}

/* The validation rules of variable vi of child instance ch (value known, not failed). */
static int rules(mc_run *run, mc_inst *ch, const tyc_var *v, const tyc_named *arg,
                 const tyc_value *vars)
{
    tyc_arena *a = run->a;
    mc_scope cs = {run, ch, NULL, NULL, NULL, NULL, vars, NULL, NULL, 0, NULL};
    for (uint32_t j = 0; j < v->nvals; j++) {
        const tyc_validation *val = &v->vals[j];
        if (!val->cond || !val->msg)
            continue;
        const tyc_node *e[] = {val->cond, val->msg};
        uint32_t before = run->d->nerrors;
        if (tyc_mc_prepare(&cs, val->src, e, 2) < 0)
            return -1;
        if (run->d->nerrors > before)
            continue;
        tyc_rule_env env = {a, run->d, tyc_mc_lookup, &cs, run->funcs, run->nfuncs, run->o->dir,
                            tyc_sprintf(a, "%s.var.%s", ch->addr, v->name),
                            run->compat || run->validate,
                            v->src, v->dbeg, v->dend};
        env.walk = run->validate;
        /* the argument blamed; without one, Terraform's zero range (node_module_variable.go
        ** variableValidationRules: no expression, no range) */
        tyc_source *zero = arg ? NULL : TYC_NEW(a, tyc_source);
        if (!arg && !zero)
            return -1;
        if (zero)
            zero->name = "";
        env.src = arg ? arg->src : zero;
        env.beg = arg ? arg->expr->beg : 0;
        env.end = arg ? arg->expr->end : 0;
        if (!env.addr || tyc_check_rule(&env, val) < 0)
            return -1;
    }
    return 0;
}

/* The plan walk: every rule sees the instance's final values. */
static int plan_rules(mc_scope *ps, const tyc_call *c, mc_inst *ch, const uint8_t *ok)
{
    const tyc_module *m = &c->child->mod;
    for (uint32_t i = 0; i < m->n; i++) {
        const tyc_var *v = m->vars[i];
        int32_t ai = tyc_named_find(c->args, c->nargs, (tyc_str){v->name, strlen(v->name)});
        if (ok[i] && !tyc_v_is_unknown(tyc_v_attr(ch->vars, (tyc_str){v->name, strlen(v->name)})) &&
            rules(ps->run, ch, v, ai >= 0 ? &c->args[ai] : NULL, NULL) < 0)
            return -1;
    }
    return 0;
}

/* Terraform's node of a variable with validation rules waits for the variables they read: a
** variable whose rules read a failed or skipped one is skipped, with what reads it in turn
** (marked in ch->vfail, its rules not run: ok 0). Linear: a worklist over who reads whom.
** 0, or -1 on OOM. */
static int skip_readers(mc_run *run, const tyc_cfg *cfg, mc_inst *ch, uint8_t *ok)
{
    uint32_t n = cfg->mod.n, **reads = TYC_NEWN(run->a, uint32_t *, n + 1);
    uint32_t *nreads = TYC_NEWN(run->a, uint32_t, n + 1), *first = TYC_NEWN(run->a, uint32_t, n + 1);
    uint32_t *queue = TYC_NEWN(run->a, uint32_t, n + 1), total = 0, qn = 0;
    if (!reads || !nreads || !first || !queue)
        return -1;
    for (uint32_t i = 0; i < n; i++) {
        int32_t k = cfg->mod.vars[i]->nvals ? tyc_mc_rule_reads(run, cfg, i, &reads[i]) : 0;
        if (k < 0)
            return -1;
        nreads[i] = (uint32_t)k, total += (uint32_t)k;
        if (ch->vfail[i])
            queue[qn++] = i;
    }
    /* the readers of each variable, grouped (counting sort by the variable read) */
    uint32_t *count = TYC_NEWN(run->a, uint32_t, n + 1), *readers = TYC_NEWN(run->a, uint32_t, total + 1);
    if (!count || !readers)
        return -1;
    for (uint32_t i = 0; i < n; i++)
        for (uint32_t j = 0; j < nreads[i]; j++)
            count[reads[i][j]]++;
    for (uint32_t i = 0, at = 0; i < n; i++)
        first[i] = at, at += count[i], count[i] = first[i];
    for (uint32_t i = 0; i < n; i++)
        for (uint32_t j = 0; j < nreads[i]; j++)
            readers[count[reads[i][j]]++] = i;
    for (uint32_t q = 0; q < qn; q++) {
        uint32_t f = queue[q];
        for (uint32_t r = first[f]; r < count[f]; r++) {
            uint32_t i = readers[r];
            if (!ch->vfail[i] && ok[i])
                ch->vfail[i] = 1, ok[i] = 0, queue[qn++] = i;
        }
    }
    return 0;
}

/* The validate walk: every variable of the instance is unknown, except, in its own rules,
** the variable being validated (Terraform's evalVariableValidations). */
static int validate_rules(mc_scope *ps, const tyc_call *c, mc_inst *ch, const tyc_value **vals,
                          uint8_t *ok)
{
    tyc_arena *a = ps->run->a;
    const tyc_module *m = &c->child->mod;
    const tyc_value **unk = TYC_NEWN(a, const tyc_value *, m->n + 1);
    tyc_str *names = TYC_NEWN(a, tyc_str, m->n + 1);
    if (!unk || !names)
        return -1;
    for (uint32_t i = 0; i < m->n; i++) {
        const tyc_var *v = m->vars[i];
        uint8_t mk = (uint8_t)((v->sensitive ? TYC_MARK_SENSITIVE : 0) |
                               (v->ephemeral ? TYC_MARK_EPHEMERAL : 0));
        names[i] = (tyc_str){v->name, strlen(v->name)};
        /* unknown, with the marks prepareFinalInputVariableValue gives a declared variable */
        if (!(unk[i] = tyc_v_unknown(a, tyc_type_strip_optional(a, v->ctype))) ||
            (mk && !(unk[i] = tyc_v_with_marks(a, unk[i], mk))))
            return -1;
    }
    if (!(ch->vars = tyc_v_object(a, names, unk, m->n)))
        return -1;
    if (skip_readers(ps->run, c->child, ch, ok) < 0)
        return -1;
    for (uint32_t i = 0; i < m->n; i++) {
        if (!ok[i] || !m->vars[i]->nvals)
            continue;
        const tyc_value *own = unk[i];
        unk[i] = vals[i];
        const tyc_value *vars = tyc_v_object(a, names, unk, m->n);
        unk[i] = own;
        int32_t ai = tyc_named_find(c->args, c->nargs, names[i]);
        uint32_t errs = ps->run->d->nerrors;
        if (!vars || rules(ps->run, ch, m->vars[i], ai >= 0 ? &c->args[ai] : NULL, vars) < 0)
            return -1;
        if (ps->run->d->nerrors > errs) /* what reads the variable waits for its rules */
            ch->vfail[i] = 1;
    }
    return 0;
}

int tyc_mc_final(mc_scope *ps, const tyc_call *c, mc_inst *ch)
{
    mc_run *run = ps->run;
    const tyc_module *m = &c->child->mod;
    tyc_str *names = TYC_NEWN(run->a, tyc_str, m->n + 1);
    const tyc_value **vals = TYC_NEWN(run->a, const tyc_value *, m->n + 1);
    uint8_t *ok = TYC_NEWN(run->a, uint8_t, m->n + 1);
    if (!names || !vals || !ok)
        return -1;
    for (uint32_t i = 0; i < m->n; i++) {
        const tyc_var *v = m->vars[i];
        names[i] = (tyc_str){v->name, strlen(v->name)};
        int32_t ai = tyc_named_find(c->args, c->nargs, names[i]);
        fin f = {run, ch, v, ai >= 0 ? &c->args[ai] : NULL};
        const tyc_value *given = NULL;
        int bad = 0, failed;
        int up = f.arg ? tyc_mc_upstream_failed(ps, &f.arg->expr, 1) : 0;
        if (up < 0)
            return -1;
        if (up) /* Terraform's walk skips it, and what depends on it in the child */
            ch->vfail[i] = 1, bad = 1;
        if (f.arg && !up && !(given = tyc_mc_eval(ps, f.arg->src, f.arg->expr, &bad)) && !bad)
            return -1;
        if (bad) {
            if (!(vals[i] = tyc_v_unknown(run->a, tyc_type_strip_optional(run->a, v->ctype))))
                return -1;
            ok[i] = 0;
            if (run->validate) /* Terraform's node of the variable failed */
                ch->vfail[i] = 1;
            continue;
        }
        if (!(vals[i] = final_value(&f, given, &failed)) || deprecated(&f, given) < 0 ||
            (f.arg && tyc_mc_deprecations(run, ch, ch->quiet, f.arg->src, f.arg->expr,
                                          f.arg->expr->beg, f.arg->expr->end) < 0))
            return -1;
        ok[i] = !failed;
        if (failed && run->validate) /* what reads it in the child is skipped */
            ch->vfail[i] = 1;
    }
    if (!(ch->vars = tyc_v_object(run->a, names, vals, m->n)))
        return -1;
    return run->validate ? validate_rules(ps, c, ch, vals, ok) : plan_rules(ps, c, ch, ok);
}
