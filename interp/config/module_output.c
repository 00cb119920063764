/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_output.c: one `output` block decoded as Terraform's decodeOutputBlock does
** (internal/configs/named_values.go): its name, the block schema with hcl's diagnostics,
** `value` required, postconditions refused, `sensitive`, and, for Terraform >= 1.15, the
** `type` constraint (with optional-attribute defaults) and the `deprecated` message.
*/
#include "interp/config/rules/module_lc.h"

#include "interp/eval/eval.h"
#include "interp/typeexpr/typeexpr.h"
#include "runtime/base/str.h"
#include "runtime/convert/convert.h"

/* The arguments of an output block, sorted (hcl's suggestions), by target. */
static const char *const out_args[] = {"depends_on", "description", "ephemeral", "sensitive",
                                       "value", NULL};
/* Terraform >= 1.15 added deprecated and type (v1.15.0 outputBlockSchema). */
static const char *const out_args_115[] = {"depends_on", "deprecated", "description",
                                           "ephemeral", "sensitive", "type", "value", NULL};
/* OpenTofu 1.10: deprecated, no ephemeral; 1.11 added ephemeral. */
static const char *const out_args_tofu110[] = {"depends_on", "deprecated", "description",
                                               "sensitive", "value", NULL};
static const char *const out_args_tofu111[] = {"depends_on", "deprecated", "description",
                                               "ephemeral", "sensitive", "value", NULL};
static const char *const out_blocks[] = {"postcondition", "precondition", NULL};

const char *const *tyc_module_output_args(tyc_target t)
{
    return tyc_target_tf_ge(t, 1, 15)       ? out_args_115
           : tyc_target_tofu_ge(t, 1, 11) ? out_args_tofu111
           : tyc_target_tofu_ge(t, 1, 10) ? out_args_tofu110
                                          : out_args;
}

/* A constant decoded as gohcl does (tyc_cfg_decode_expr); NULL after a diagnostic (or OOM:
** a->ctx->oom). */
static const tyc_value *constant(tyc_arena *a, const tyc_source *src, const tyc_node *e,
                                 const tyc_type *want, tyc_diags *d)
{
    const tyc_value *v = NULL;
    return tyc_cfg_decode_expr(a, src, e, want, &v, d) < 0 ? NULL : v;
}

/* One argument of the block. 0, or -1 on OOM. */
static int argument(tyc_arena *a, const tyc_source *src, const tyc_node *it, tyc_target t,
                    tyc_named *o, const tyc_node **value, tyc_diags *d)
{
    const char *n = it->text ? it->text : "";
    const tyc_node *e = it->kids[0];
    if (!tyc_in_list(tyc_module_output_args(t), n))
        return 0; /* reported by tyc_cfg_content */
    if (!strcmp(n, "value"))
        *value = e;
    else if (!strcmp(n, "description")) /* decoded for its errors only */
        constant(a, src, e, &tyc_t_string, d);
    else if (!strcmp(n, "sensitive")) {
        const tyc_value *v = constant(a, src, e, &tyc_t_bool, d);
        o->sensitive = v && v->u.b;
        o->sensitive_set = 1;
    } else if (!strcmp(n, "ephemeral")) {
        const tyc_value *v = constant(a, src, e, &tyc_t_bool, d);
        o->ephemeral = v && v->u.b;
        o->ephemeral_set = 1;
    } else if (!strcmp(n, "type")) {
        if (!(o->ctype = tyc_typeexpr_variable(a, src, e, &o->defaults, d)))
            return -1;
    } else if (!strcmp(n, "deprecated")) {
        const tyc_value *v = constant(a, src, e, &tyc_t_string, d);
        o->deprecated = v ? tyc_strndup(a, v->u.s, v->n) : "";
        o->dep_range = (tyc_range){src, it->beg, it->end, 0};
    }
    return a->ctx->oom ? -1 : 0;
}

/* One nested block: preconditions decoded as Terraform's check rules, postconditions
** refused. */
static int nested(tyc_arena *a, const tyc_source *src, const tyc_node *it, int override,
                  tyc_target t, tyc_diags *d)
{
    const char *n = it->text ? it->text : "";
    if (!tyc_in_list(out_blocks, n))
        return 0; /* reported by tyc_cfg_content */
    int ok = tyc_cfg_labels(d, src, it, 0, "");
    if (ok <= 0)
        return ok;
    if (strcmp(n, "postcondition")) {
        tyc_lc_res r = {0, "", "", override, t};
        return tyc_lc_check_rule(a, src, it, &r, d);
    }
    return tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, src, it->nbeg, it->nend,
                        "Postconditions are not allowed",
                        "Output values can only have preconditions, not postconditions.")
               ? 0
               : -1;
}

int tyc_module_output(tyc_arena *a, const tyc_source *src, const tyc_node *b, tyc_target t,
                      int override, tyc_named *o, tyc_diags *d)
{
    const tyc_node *body = b->kids[0], *lab = b->n > 1 ? b->kids[1] : NULL, *value = NULL;
    memset(o, 0, sizeof *o);
    o->name = lab && lab->text ? lab->text : "";
    o->src = src;
    o->item = b;
    uint32_t errs = d->nerrors;
    if (tyc_cfg_content(d, src, body, tyc_module_output_args(t), out_blocks, 0) < 0) /* hcl's Body.Content */
        return -1;
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *it = body->kids[i];
        int rc = it->kind == TYC_N_ATTR ? argument(a, src, it, t, o, &value, d)
                                        : nested(a, src, it, override, t, d);
        if (rc < 0)
            return -1;
    }
    uint32_t miss = b->flags & TYC_NF_JSON ? body->end - 1 : b->abeg; /* hcl/json: the '}' */
    if (!value && !override && !tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, src, miss, miss,
                                "Missing required argument",
                                "The argument \"value\" is required, but no definition was "
                                "found."))
        return -1;
    if (lab && !tyc_is_ident(o->name, strlen(o->name)) &&
        !tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, src, lab->beg, lab->end,
                      "Invalid output name",
                      "A name must start with a letter or underscore and may contain only "
                      "letters, digits, underscores, and dashes."))
        return -1;
    o->expr = value;
    return (value || override) && d->nerrors == errs ? 1 : 0;
}
