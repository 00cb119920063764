/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_misc.c: hcl's tryfunc (can, try), which evaluate their argument expressions
** themselves and swallow the errors, and the JSON functions (jsonencode, jsondecode).
*/
#include "interp/funcs/funcs_int.h"
#include "runtime/value/refine.h"
#include "runtime/render/render.h"

const tyc_value *tyc_f_can(FN_ARGS)
{
    (void)nargs;
    if (args && args[0]) /* an element expanded by `...`: a literal value */
        return tyc_v_wholly_known(args[0]) ? &tyc_v_true : tyc_fn_unknown(ec, &tyc_t_bool);
    tyc_diags tmp; /* hcl >= 2.20: errors first, then a value not wholly known */
    const tyc_value *v = tyc_ev_into(ec, call->kids[0], &tmp);
    if (!v)
        return NULL;
    if (tmp.nerrors)
        return &tyc_v_false;
    return tyc_v_wholly_known(v) ? &tyc_v_true : tyc_fn_unknown(ec, &tyc_t_bool);
}

/* hcl.Range.String(): "file:line,col-col" or "file:line,col-line,col". */
static void range_text(tyc_buf *b, const tyc_range *r)
{
    uint32_t l1, c1, l2, c2;
    tyc_source_pos(r->src, r->beg, &l1, &c1);
    tyc_source_pos(r->src, r->end, &l2, &c2);
    tyc_buf_addf(b, "%s:%u,%u-", r->src->name ? r->src->name : "", l1, c1);
    if (l1 != l2)
        tyc_buf_addf(b, "%u,", l2);
    tyc_buf_addf(b, "%u", c2);
}

const tyc_value *tyc_f_try(FN_ARGS)
{
    tyc_diags all;
    if (nargs == 0)
        return tyc_fn_err(ec, call, "at least one argument is required");
    tyc_diags_init(&all, ec->diags->arena);
    for (uint32_t i = 0; i < nargs; i++) {
        if (args && args[i]) /* an element expanded by `...`: a literal value */
            return tyc_v_wholly_known(args[i]) ? args[i] : TYC_DYNVAL;
        tyc_diags tmp; /* hcl >= 2.20: errors first, then a value not wholly known */
        const tyc_value *v = tyc_ev_into(ec, call->kids[i], &tmp);
        if (!v)
            return NULL;
        if (tmp.nerrors == 0)
            return tyc_v_wholly_known(v) ? v : TYC_DYNVAL;
        tyc_diags_append(&all, &tmp);
    }
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    tyc_buf_addz(&b, "no expression succeeded:\n");
    for (const tyc_diag *g = all.head; g; g = g->next) {
        tyc_buf_addf(&b, "- %s", g->summary);
        if (g->subject.src) {
            tyc_buf_addz(&b, " (at ");
            range_text(&b, &g->subject);
            tyc_buf_addc(&b, ')');
        }
        tyc_buf_addf(&b, "\n  %s\n", g->detail ? g->detail : "");
    }
    tyc_buf_addz(&b, "\nAt least one expression must produce a successful result");
    char *msg = tyc_buf_to_arena(&b, ec->arena);
    return msg ? tyc_fn_err(ec, call, "%s", msg) : NULL;
}

/* cty: the JSON text of a not-null value not wholly known starts with its type's opener. */
static const tyc_value *unknown_json(tyc_evalctx *ec, const tyc_value *v)
{
    tyc_vrange r;
    tyc_v_range(v, &r);
    int k = v->type->kind;
    const char *p = k == TYC_STRING                    ? "\""
                    : k == TYC_OBJECT || k == TYC_MAP ? "{"
                    : k == TYC_TUPLE || k == TYC_LIST || k == TYC_SET ? "["
                                                                       : "";
    return tyc_v_unknown_prefixed(ec->arena, p, r.null == 0 ? strlen(p) : 0, 0);
}

const tyc_value *tyc_f_jsonencode(FN_ARGS)
{
    const tyc_value *v = args[0];
    (void)nargs;
    if (!tyc_v_wholly_known(v))
        return unknown_json(ec, v);
    if (tyc_v_is_null(v) && v->type->kind == TYC_DYN)
        return tyc_fn_strval(ec, "null", 4);
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    const char *err = tyc_render_json(&b, ec->arena, v, v->type);
    if (err) {
        tyc_buf_free(&b);
        return tyc_fn_err(ec, call, "%s", err);
    }
    return tyc_fn_bufval(ec, &b);
}

const tyc_value *tyc_f_jsondecode(FN_ARGS)
{
    tyc_str s;
    const char *err = NULL;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0)
        return NULL;
    const tyc_value *v = tyc_fn_json_decode(ec->arena, s, &err);
    if (!v && err)
        return tyc_fn_err(ec, call, "%s", err);
    return v;
}
