/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_convert.c: convert(value, type), Terraform >= 1.15. The second argument is not
** evaluated: it is read as a type constraint with defaults (hcl's custom expression decoder),
** so `string` or `object({a = optional(number, 1)})` are written as in a variable's `type`.
** The value is converted first, then the constraint's defaults are applied to the result.
** The value parameter accepts null and values of unknown type, but neither unknown nor marked
** values: an unknown value gives an unknown result of the type, and every mark of the value
** (nested ones included) ends up on the result as a whole.
*/
#include "interp/funcs/funcs_int.h"
#include "interp/typeexpr/typeexpr.h"
#include "runtime/convert/convert.h"
#include "runtime/convert/defaults.h"

/* hcl adds the type decoder's diagnostics as they are, without an expression or a call: the
** diagnostics after `last` are given the type expression (which names no values), so that
** the evaluator attaches neither value lines nor a "while calling" line to them. */
static void untag(tyc_evalctx *ec, tyc_diag *last, const tyc_node *type)
{
    for (tyc_diag *g = last ? last->next : ec->diags->head; g; g = g->next)
        if (!g->expr)
            g->expr = type;
}

/* The type argument came from a `...` expansion: hcl hands the decoder a literal value,
** which is no type expression. */
static void expanded_type_error(tyc_evalctx *ec, const tyc_node *call)
{
    const tyc_node *e = call->kids[call->n - 1];
    tyc_diag_add(ec->diags, TYC_SEV_ERROR, TYCON_ERR_EVAL, ec->src, e->beg, e->end,
                 "Invalid type specification",
                 "A type specification is either a primitive type keyword (bool, number, "
                 "string) or a complex type constructor call, like list(string).");
}

/* The arguments as hcl decodes them: the value evaluated, the type read as a constraint with
** defaults. Returns 1 when both are usable, 0 after errors, -1 on out-of-memory. */
static int decode_args(tyc_evalctx *ec, const tyc_node *call, const tyc_value *const *args,
                       const tyc_value **v, const tyc_type **t, const tyc_defaults **defs)
{
    uint32_t before = ec->diags->nerrors;
    *v = args ? args[0] : tyc_ev(ec, call->kids[0]);
    if (!*v)
        return -1;
    tyc_diag *last = ec->diags->tail;
    if (args && call->n < 3) { /* `convert(x...)`, `convert(x, [t]...)` */
        expanded_type_error(ec, call);
        untag(ec, last, call->kids[call->n - 1]);
        return ec->arena->ctx->oom ? -1 : 0;
    }
    *t = tyc_typeexpr(ec->arena, ec->src, call->kids[1], TYC_TE_DEFAULTS, defs, ec->diags);
    if (!*t)
        return -1;
    untag(ec, last, call->kids[1]);
    return ec->diags->nerrors > before ? 0 : 1;
}

/* convert(value, type): called unevaluated (args NULL) or, after a `...` expansion, with the
** values (args). */
const tyc_value *tyc_f_convert(FN_ARGS)
{
    (void)nargs;
    tyc_arena *a = ec->arena;
    const tyc_value *v;
    const tyc_type *t;
    const tyc_defaults *defs = NULL;
    int ok = decode_args(ec, call, args, &v, &t, &defs);
    if (ok <= 0)
        return ok < 0 ? NULL : TYC_DYNVAL;
    uint8_t marks = tyc_v_deep_marks(v);
    if (marks && !(v = tyc_v_unmark_deep(a, v)))
        return NULL;
    if (tyc_v_is_unknown(v)) {
        const tyc_type *rt = tyc_type_strip_optional(a, t);
        const tyc_value *u = rt ? tyc_v_unknown(a, rt) : NULL;
        return u ? tyc_ev_mark(a, u, marks) : NULL;
    }
    tyc_cerr err = {0};
    const tyc_value *r = tyc_convert(a, v, t, &err);
    if (!r)
        return err.msg ? tyc_fn_argerr(ec, call, 0, "%s", err.msg) : NULL;
    if (defs && !(r = tyc_defaults_apply(a, defs, r)))
        return NULL;
    return marks ? tyc_ev_mark(a, r, marks) : r;
}
