/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_var.c: finishing one variable declaration as Terraform's decodeVariableBlock does:
** the type (legacy quoted forms, list/map shorthand, typeexpr with defaults), description,
** sensitive / ephemeral / nullable constants, the default (defaults tree, conversion, the
** nullable check) and the reference rules of validation conditions.
*/
#include "interp/config/module_int.h"

#include "runtime/convert/convert.h"
#include "interp/eval/eval.h"
#include "runtime/base/str.h"
#include "interp/typeexpr/typeexpr.h"

/* The text of a native quoted string expression ("..." with no interpolation), or NULL. */
static const char *quoted_text(tyc_arena *a, const tyc_node *e)
{
    if (!e || e->kind != TYC_N_TEMPLATE || (e->flags & (TYC_NF_HEREDOC | TYC_NF_JSON)))
        return NULL;
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    for (uint32_t i = 0; i < e->n; i++) {
        if (e->kids[i]->kind != TYC_N_STRING) {
            tyc_buf_free(&b);
            return NULL;
        }
        tyc_buf_add(&b, e->kids[i]->text, e->kids[i]->tlen);
    }
    tyc_buf_addz(&b, "");
    return tyc_buf_to_arena(&b, a);
}

static int legacy_type(tyc_arena *a, tyc_var *v, const tyc_source *src, const tyc_node *e,
                       const char *q, tyc_target t, tyc_diags *d)
{
    /* OpenTofu names itself (opentofu internal/configs/named_values.go) */
    const char *pre = tyc_target_tofu_ge(t, 1, 0)
                          ? "OpenTofu 0.11 and earlier required type constraints to be given in "
                            "quotes, but that form is now deprecated and will be removed in a "
                            "future version of OpenTofu. "
                          : "Terraform 0.11 and earlier required type constraints to be given in "
                            "quotes, but that form is now deprecated and will be removed in a "
                            "future version of Terraform. ";
    const char *sum = "Invalid quoted type constraints";
    tyc_diag *g;
    v->ctype = &tyc_t_dyn;
    if (!strcmp(q, "string"))
        g = tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, src, e->beg, e->end, sum,
                         "%sRemove the quotes around \"string\".", pre);
    else if (!strcmp(q, "list") || !strcmp(q, "map"))
        g = tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, src, e->beg, e->end, sum,
                         "%sRemove the quotes around \"%s\" and write %s(string) instead to "
                         "explicitly indicate that the %s elements are strings.",
                         pre, q, q, q);
    else
        g = tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, src, e->beg, e->end,
                         "Invalid legacy variable type hint",
                         "To provide a full type expression, remove the surrounding quotes and "
                         "give the type expression directly.");
    (void)a;
    return g ? 0 : -1;
}

static int decode_type(tyc_arena *a, tyc_var *v, const tyc_source *src, const tyc_node *e,
                       tyc_target tg, tyc_diags *d)
{
    v->ctype = &tyc_t_dyn;
    v->literal = 1;
    if (!e)
        return 0;
    const char *q = quoted_text(a, e);
    if (q)
        return legacy_type(a, v, src, e, q, tg, d);
    if (a->ctx->oom)
        return -1;
    uint32_t before = d->nerrors;
    const tyc_type *t = tyc_typeexpr_variable(a, src, e, &v->defaults, d);
    if (!t)
        return -1;
    if (d->nerrors > before) { /* Terraform's decodeVariableType: any type, HCL parsing */
        v->defaults = NULL;
        v->literal = 0;
        return 0;
    }
    v->ctype = t;
    v->literal = tyc_type_is_prim(t);
    return 0;
}

static int decode_flag(tyc_arena *a, const tyc_var *v, const tyc_node *e, uint8_t *flag,
                       tyc_diags *d)
{
    const tyc_value *x;
    if (!e)
        return 0;
    if (tyc_cfg_decode_expr(a, v->src, e, &tyc_t_bool, &x, d) < 0)
        return -1;
    *flag = (uint8_t)(x && x->u.b != 0); /* after an error, Go's zero value: false */
    return 0;
}

/* The default: defaults tree, conversion (path-prefixed errors), nullable check. Terraform
** converts the value even after its evaluation failed (configs decodeVariableBlock), the
** failed parts unknown, so a container of the wrong shape is reported too; the default is
** then unknown. */
static int decode_default(tyc_arena *a, tyc_var *v, const tyc_node *e, tyc_diags *d)
{
    const char *sum = "Invalid default value for variable";
    v->has_default = 1;
    v->def_expr = e;
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, a, d, v->def_src);
    uint32_t errs = d->nerrors;
    const tyc_value *x = tyc_eval_partial(&ec, e);
    if (!x)
        return -1;
    int failed = d->nerrors > errs;
    if (v->defaults && !tyc_v_is_null(x) && !(x = tyc_defaults_apply(a, v->defaults, x)))
        return -1;
    tyc_cerr err = {0};
    const tyc_value *c = tyc_convert(a, x, v->ctype, &err);
    if (!c) {
        if (!err.msg)
            return -1;
        tyc_buf b;
        tyc_buf_init(&b, a->ctx);
        tyc_path_buf(&b, err.steps, err.nsteps);
        if (err.nsteps)
            tyc_buf_addz(&b, ": ");
        tyc_buf_addz(&b, err.msg);
        char *msg = tyc_buf_to_arena(&b, a);
        if (!msg || !tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_CONVERT, v->def_src, e->beg,
                                  e->end, sum,
                                  "This default value is not compatible with the variable's "
                                  "type constraint: %s.",
                                  msg))
            return -1;
        v->def = tyc_v_unknown(a, tyc_type_strip_optional(a, v->ctype));
        return v->def ? 0 : -1;
    }
    if (failed) {
        v->def = tyc_v_unknown(a, tyc_type_strip_optional(a, v->ctype));
        return v->def ? 0 : -1;
    }
    v->def = c;
    if (!v->nullable && tyc_v_is_null(c) &&
        !tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_CONVERT, v->def_src, e->beg, e->end, sum,
                      "A null default value is not valid when nullable=false."))
        return -1;
    return 0;
}

/* The reference rules of one validation condition. */
static int check_refs(tyc_arena *a, const tyc_var *v, const tyc_validation *val, tyc_diags *d)
{
    tyc_vec refs = {0};
    const tyc_node *c = val->cond;
    if (!c)
        return 0;
    if (tyc_expr_traversals(a, c, &refs) < 0)
        return -1;
    if (refs.n == 0 &&
        !tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, val->src, c->beg, c->end,
                      "Invalid validation expression",
                      "The condition expression must refer to at least one object from "
                      "elsewhere in the configuration, or else its result would not be "
                      "checking anything."))
        return -1;
    for (uint32_t i = 0; i < refs.n; i++) {
        const tyc_node *t = refs.v[i], *r = tyc_trav_root(t);
        if (strcmp(r->text, "var") || t == r)
            continue;
        const tyc_node *step = t;
        while (step->kids[0] != r)
            step = step->kids[0];
        if (step->kind == TYC_N_GETATTR && !strcmp(step->text, v->name))
            return 0;
    }
    return tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, val->src, c->beg, c->end,
                        "Invalid variable validation condition",
                        "The condition for variable \"%s\" must refer to var.%s in order to test "
                        "incoming values.",
                        v->name, v->name)
               ? 0
               : -1;
}

/* Terraform 1.15's rules of a const variable: neither sensitive nor ephemeral. */
static int const_rules(const tyc_var *v, tyc_diags *d)
{
    static const char *const sum[] = {"Const variable cannot be sensitive",
                                      "Const variable cannot be ephemeral"};
    static const char *const flag[] = {"sensitive", "ephemeral"};
    const uint8_t set[] = {v->sensitive, v->ephemeral};
    for (int i = 0; v->is_const && i < 2; i++)
        if (set[i] && !tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, v->src, v->dbeg, v->dend,
                                    sum[i], "A variable that is marked as \"const\" cannot also "
                                    "be marked as \"%s\".", flag[i]))
            return -1;
    return 0;
}

/* The `deprecated` message (a string constant) and the argument's range. */
static int decode_deprecated(tyc_arena *a, tyc_var *v, const tyc_vdecl *dc, tyc_diags *d)
{
    const tyc_value *msg = NULL;
    if (!dc->dep)
        return 0;
    if (tyc_cfg_decode_expr(a, v->src, dc->dep, &tyc_t_string, &msg, d) < 0)
        return -1;
    v->deprecated = msg ? tyc_strndup(a, msg->u.s, msg->n) : "";
    if (!v->deprecated)
        return -1;
    const char *p = v->deprecated; /* OpenTofu: an empty message is an error */
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == '\v' || *p == '\f')
        p++;
    if (msg && !*p && tyc_target_tofu_ge(dc->target, 1, 10) &&
        !tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, dc->src, dc->lbeg, dc->lend,
                      "Invalid `deprecated` value",
                      "The \"deprecated\" argument must not be empty, and should provide "
                      "instructions on how to migrate away from usage of this deprecated "
                      "variable."))
        return -1;
    const tyc_node *at = dc->dep_attr;
    uint32_t end = at && at->kind == TYC_N_ATTR ? at->end : dc->dep->end;
    v->dep_range = (tyc_range){dc->dep_src, at ? at->beg : dc->dep->beg, end};
    return 0;
}

tyc_var *tyc_module_finish(tyc_arena *a, const tyc_vdecl *dc, tyc_diags *d)
{
    tyc_var *v = TYC_NEW(a, tyc_var);
    if (!v)
        return NULL;
    v->name = dc->name;
    v->src = dc->src;
    v->dbeg = dc->dbeg;
    v->dend = dc->dend;
    v->nullable = 1;
    v->vals = dc->vals;
    v->nvals = dc->nvals;
    const tyc_value *desc = NULL;
    if (dc->desc && tyc_cfg_decode_expr(a, v->src, dc->desc, &tyc_t_string, &desc, d) < 0)
        return NULL;
    if (desc)
        v->description = tyc_strndup(a, desc->u.s, desc->n);
    if (decode_type(a, v, dc->type_src, dc->type, dc->target, d) < 0 || decode_flag(a, v, dc->sens, &v->sensitive, d) < 0 ||
        decode_flag(a, v, dc->eph, &v->ephemeral, d) < 0 ||
        decode_flag(a, v, dc->cnst, &v->is_const, d) < 0 || const_rules(v, d) < 0 ||
        decode_flag(a, v, dc->nullable, &v->nullable, d) < 0)
        return NULL;
    v->def_src = dc->def_src;
    v->type_src = dc->type_src;
    v->type_expr = dc->type;
    if ((dc->def && decode_default(a, v, dc->def, d) < 0) || decode_deprecated(a, v, dc, d) < 0)
        return NULL;
    for (uint32_t i = 0; i < v->nvals; i++)
        if (check_refs(a, v, &v->vals[i], d) < 0)
            return NULL;
    return v;
}

int tyc_var_default_again(tyc_arena *a, const tyc_var *v, tyc_diags *d)
{
    if (!v->has_default || !v->def || tyc_v_is_unknown(v->def))
        return 0;
    tyc_cerr err = {0};
    if (tyc_convert(a, v->def, v->ctype, &err))
        return 0;
    if (!err.msg)
        return -1;
    return tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_CONVERT, v->src, v->dbeg, v->dend,
                        "Invalid default value for module argument",
                        "The default value for variable \"%s\" is incompatible with its type "
                        "constraint: %s.",
                        v->name, err.msg)
               ? 1
               : -1;
}
