/* SPDX-License-Identifier: Apache-2.0 */
/*
** mc_deprec.c: Terraform 1.15's "Deprecated value used" warnings for deprecated module
** outputs (internal/deprecation, internal/terraform/evaluate.go). Terraform marks the value
** of a deprecated output and reports the mark where a local value, a module argument, an
** output, a count or for_each takes it in, then drops it. tycon finds the same places
** statically: each reference `module.NAME.OUTPUT` (instance keys allowed) of such an
** expression whose output is deprecated. In the validate walk only calls without count or
** for_each give their outputs' marks, as in Terraform. A module called with
** `ignore_nested_deprecations = true`, and everything below it, reports none.
*/
#include "interp/modcall/mc_int.h"

#include "runtime/base/str.h"

/* The output named by traversal t (root `module`) of instance in's calls: its call's child
** output when it is deprecated and its mark is visible in this walk, else NULL. */
static const tyc_named *deprecated_output(const mc_run *run, const mc_inst *in,
                                          const tyc_node *t, const tyc_node *root)
{
    const tyc_node *steps[64];
    uint32_t n = 0;
    for (const tyc_node *s = t; s != root && n < 64; s = s->kids[0])
        steps[n++] = s;
    if (n < 2 || steps[n - 1]->kind != TYC_N_GETATTR)
        return NULL;
    const tyc_node *call = steps[n - 1], *out = NULL;
    for (uint32_t k = n - 1; k-- > 0 && !out;)
        if (steps[k]->kind == TYC_N_GETATTR)
            out = steps[k];
    if (!out)
        return NULL;
    int32_t ci = tyc_find_sorted_name(in->cfg->calls, in->cfg->ncalls, sizeof(tyc_call),
                                      offsetof(tyc_call, name), (tyc_str){call->text, call->tlen});
    const tyc_call *c = ci < 0 ? NULL : &in->cfg->calls[ci];
    if (!c || !c->child || (run->validate && (c->count || c->for_each)))
        return NULL;
    int32_t oi = tyc_named_find(c->child->outs, c->child->nouts, (tyc_str){out->text, out->tlen});
    const tyc_named *o = oi < 0 ? NULL : &c->child->outs[oi];
    return o && o->deprecated ? o : NULL;
}

int tyc_mc_deprecations(mc_run *run, const mc_inst *in, int quiet, const tyc_source *src,
                        const tyc_node *e, uint32_t beg, uint32_t end)
{
    tyc_vec refs = {0};
    if (quiet || !e || !tyc_target_tf_ge(run->a->target, 1, 15))
        return 0;
    if (tyc_expr_traversals(run->a, e, &refs) < 0)
        return -1;
    for (uint32_t i = 0; i < refs.n; i++) {
        const tyc_node *t = refs.v[i], *root = tyc_trav_root(t);
        if (!root->text || strcmp(root->text, "module"))
            continue;
        const tyc_named *o = deprecated_output(run, in, t, root);
        if (o && !tyc_diag_add(run->d, TYC_SEV_WARNING, TYCON_ERR_EVAL, src, beg, end,
                               "Deprecated value used", "%s", o->deprecated))
            return -1;
    }
    return 0;
}
