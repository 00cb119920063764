/* SPDX-License-Identifier: Apache-2.0 */
/*
** modcall.c: the module-call phase of `tycon check`, in Terraform's plan order: the
** configuration tree loaded (load errors stop it), every call's arguments decoded against
** its child's variables (schema errors stop it, as the plan graph cannot be built), then
** the root instance walked twice as plan does: Terraform's validate walk (input variables
** unknown, calls not expanded), then, when it found no error and after the root variables
** are converted and validated (interp/check), the plan walk: locals, calls (each instance
** checked), outputs.
*/
#include "interp/modcall/mc_int.h"

#include "interp/funcs/funcs.h"

/* The schema of the calls in the tree below cfg, as Terraform's ModuleVariableTransformer
** decodes them: a child's calls before the call of the child, and the graph's build stops at
** the first call with errors (Terraform meets the calls in Go's map order; tycon in their
** order in the configuration). Returns that call's error count (0 when none has one), or
** -1 on OOM. */
static int schemas(mc_run *run, const tyc_cfg *cfg)
{
    for (uint32_t i = 0; i < cfg->ncalls; i++) {
        const tyc_call *c = &cfg->calls[i];
        int k = c->child ? schemas(run, c->child) : 0;
        if (!k)
            k = tyc_mc_schema(run, c);
        if (k)
            return k;
    }
    return 0;
}

/* The root instance's `var` object: the checked values, unknown where there is none (every
** one unknown for the validate walk). */
static const tyc_value *root_vars(tyc_arena *a, const tyc_check *r, int unknown)
{
    tyc_str *names = TYC_NEWN(a, tyc_str, r->nvars + 1);
    const tyc_value **vals = TYC_NEWN(a, const tyc_value *, r->nvars + 1);
    if (!names || !vals)
        return NULL;
    for (uint32_t i = 0; i < r->nvars; i++) {
        const tyc_var *v = r->vars[i].var;
        names[i] = (tyc_str){v->name, strlen(v->name)};
        vals[i] = unknown ? NULL : r->vars[i].value;
        if (!vals[i] && !(vals[i] = tyc_v_unknown(a, tyc_type_strip_optional(a, v->ctype))))
            return NULL;
        uint8_t mk = (uint8_t)((v->sensitive ? TYC_MARK_SENSITIVE : 0) |
                               (v->ephemeral ? TYC_MARK_EPHEMERAL : 0));
        if (unknown && mk && !(vals[i] = tyc_v_with_marks(a, vals[i], mk)))
            return NULL;
    }
    return tyc_v_object(a, names, vals, r->nvars);
}

/* The root's input values as given (object by name; NULL for `tycon validate`, which reads
** none): const variables among them feed module sources (Terraform >= 1.15). */
static const tyc_value *given_values(tyc_arena *a, const tyc_check *r)
{
    if (!r->parsed || (r->o->flags & TYC_CHK_VALIDATE))
        return NULL;
    tyc_str *names = TYC_NEWN(a, tyc_str, r->nvars + 1);
    const tyc_value **vals = TYC_NEWN(a, const tyc_value *, r->nvars + 1);
    uint32_t n = 0;
    if (!names || !vals)
        return NULL;
    for (uint32_t i = 0; i < r->nvars; i++)
        if (r->parsed[i]) {
            names[n] = (tyc_str){r->vars[i].var->name, strlen(r->vars[i].var->name)};
            vals[n++] = r->parsed[i];
        }
    return tyc_v_object(a, names, vals, n);
}

struct tyc_modcall {
    mc_run run;
    tyc_cfg *root;
    tyc_check *r;
};

int tyc_modcall_validate(tyc_arena *a, const tyc_check_opts *o, tyc_check *r,
                         const struct mc_hooks *hooks, tyc_modcall **out)
{
    *out = NULL;
    tyc_modcall *m = TYC_NEW(a, tyc_modcall);
    if (!m)
        return -1;
    m->r = r;
    m->run = (mc_run){a, &r->diags, o, (o->flags & TYC_CHK_COMPAT) != 0, NULL, 0, NULL, 0, 1,
                      hooks ? o->schemas : NULL, hooks, 0, {0}};
    mc_run *run = &m->run;
    run->funcs = tyc_funcs_all(&run->nfuncs);
    if (!(run->cwd = tyc_check_cwd(a, o->dir)) ||
        tyc_config_tree(a, o->dir, o->ov, o->target, &r->mod, given_values(a, r), &r->diags,
                        &m->root) < 0)
        return -1;
    if ((!m->root->ncalls && !run->schemas && !m->root->nouts) || r->diags.nerrors)
        return 0;
    if (run->schemas && run->hooks->before_walk(run, m->root) < 0)
        return -1;
    if (r->diags.nerrors)
        return 0;
    int n = schemas(run, m->root);
    if (!n)
        n = tyc_mc_provider_graph(run, m->root);
    if (n)
        return n < 0 ? -1 : 0;
    mc_inst *in = tyc_mc_inst_new(run, m->root, "");
    if (!in || !(in->vars = root_vars(a, r, 1)))
        return -1;
    /* root variables whose rules failed in the walk run ahead: what reads them is skipped */
    for (uint32_t i = 0; r->walk_bad && i < r->nvars && i < m->root->mod.n; i++)
        if (r->walk_bad[i] && !strcmp(m->root->mod.vars[i]->name, r->vars[i].var->name))
            in->vfail[i] = 1, in->anyvfail = 1;
    if (tyc_mc_inst_walk(run, in) < 0)
        return -1;
    *out = m;
    return 0;
}

int tyc_modcall_plan(tyc_modcall *m)
{
    mc_run *run = &m->run;
    run->validate = 0;
    run->ninst = 0;
    mc_inst *in = tyc_mc_inst_new(run, m->root, "");
    if (!in || !(in->vars = root_vars(run->a, m->r, 0)))
        return -1;
    return tyc_mc_inst_walk(run, in);
}

int tyc_modcall_validate_walk(tyc_arena *a, const tyc_check_opts *o, tyc_check *r,
                              const struct mc_hooks *hooks, tyc_modcall **out)
{
    *out = NULL;
    if (tyc_check_graph(r) < 0)
        return -1;
    if (r->diags.nerrors)
        return 0;
    return tyc_check_walk_ahead(r) < 0 || tyc_modcall_validate(a, o, r, hooks, out) < 0 ||
                   tyc_check_walk(r) < 0
               ? -1
               : 0;
}

int tyc_modcall_check_run(tyc_arena *a, const tyc_check_opts *o, tyc_check *r)
{
    tyc_modcall *mc = NULL;
    if (tyc_modcall_validate_walk(a, o, r, NULL, &mc) < 0)
        return -1;
    if (r->diags.nerrors)
        return 0;
    if (tyc_check_finish(r) < 0)
        return -1;
    return mc ? tyc_modcall_plan(mc) : 0;
}
