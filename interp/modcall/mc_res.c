/* SPDX-License-Identifier: Apache-2.0 */
/*
** tyc_res.c: resources as a plan sees them before apply. The builtin `terraform_data` is
** planned as its provider plans a create: `input` and `triggers_replace` as configured,
** `id` an unknown (not null) string, `output` unknown of the input's type (null when the
** input is null). Every other resource and data source, and repeated resources, are unknown
** (`tycon validate` checks each one against its provider's schema: val_resource.c; in tycon's own
** mode a resource is an unknown value of the schema's type).
*/
#include "interp/modcall/mc_int.h"

/* The value of argument name of a resource body in instance in (null when absent). */
static const tyc_value *arg(mc_run *run, mc_inst *in, const tyc_res *r, const char *name)
{
    const tyc_node *body = r->blk->kids[0];
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *it = body->kids[i];
        if (it->kind != TYC_N_ATTR || strcmp(it->text, name))
            continue;
        mc_scope s = {run, in, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL};
        int bad;
        const tyc_value *v = tyc_mc_eval(&s, r->src, it->kids[0], &bad);
        return v ? v : bad ? &tyc_v_dynval : NULL;
    }
    return &tyc_v_null_dyn;
}

/* terraform_data's planned create. NULL on OOM. */
static const tyc_value *tf_data(mc_run *run, mc_inst *in, const tyc_res *r)
{
    tyc_arena *a = run->a;
    const tyc_value *input = arg(run, in, r, "input");
    const tyc_value *trig = input ? arg(run, in, r, "triggers_replace") : NULL;
    const tyc_value *u = tyc_v_unknown(a, &tyc_t_string);
    const tyc_value *id = u ? tyc_v_refine_notnull(a, u) : NULL;
    if (!trig || !id)
        return NULL;
    const tyc_value *out = input;
    if (!tyc_v_is_null(input) &&
        !(out = tyc_v_with_marks(a, tyc_v_unknown(a, input->type), input->marks)))
        return NULL;
    const tyc_str names[] = {{"id", 2}, {"input", 5}, {"output", 6}, {"triggers_replace", 16}};
    const tyc_value *vals[] = {id, input, out, trig};
    return tyc_v_object(a, names, vals, 4);
}

const tyc_value *tyc_mc_resource(mc_run *run, mc_inst *in, uint32_t ri)
{
    const tyc_res *r = &in->cfg->res[ri];
    if (in->rst[ri])
        return in->res[ri] ? in->res[ri] : &tyc_v_dynval;
    in->rst[ri] = 1;
    if (run->validate && run->schemas && run->hooks->resource(run, in, ri) < 0)
        return NULL;
    const tyc_value *v = &tyc_v_dynval;
    if (!run->validate && !r->data && !r->repeated && !strcmp(r->type, "terraform_data") &&
        !(v = tf_data(run, in, r)))
        return NULL;
    if (run->validate && run->schemas && !run->compat) {
        /* tycon's own mode: an unknown object of the schema's type (Terraform's validate
        ** walk has an unknown of no type), so `ami = aws_s3_bucket.b.tags` is a type error */
        const tyc_type *t = run->hooks->resource_type(run, in->cfg, r);
        if (t && !(v = tyc_v_unknown(run->a, t)))
            return NULL;
    }
    in->rst[ri] = 2;
    return in->res[ri] = v;
}
