/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_conv.c: Terraform's type conversion functions (tobool, tolist, tomap, tonumber,
** toset, tostring: lang/funcs MakeToFunc) and sensitive()/nonsensitive(), for the evaluator's function
** table. Failures are "Invalid function argument" diagnostics worded as Terraform's.
*/
#include "runtime/convert/convert.h"
#include "interp/funcs/funcs_int.h"
#include "runtime/base/str.h"

/* hcl's subject for argument i: its StartRange (an expanded element: the `...` argument). */
static void arg_range(const tyc_node *call, uint32_t i, uint32_t *beg, uint32_t *end)
{
    if ((call->flags & TYC_NF_EXPAND) && i + 1 >= call->n) {
        const tyc_node *e = call->kids[call->n - 1];
        *beg = e->beg;
        *end = e->end;
    } else if (i < call->n) {
        tyc_ev_start_range(call->kids[i], beg, end);
    } else {
        *beg = call->beg;
        *end = call->end;
    }
}

/* Reports `Invalid value for "v" parameter: <msg>.` for argument 0. Returns NULL. */
static const tyc_value *arg_error(tyc_evalctx *ec, const tyc_node *call, const char *msg)
{
    uint32_t beg, end;
    arg_range(call, 0, &beg, &end);
    tyc_ev_err(ec, beg, end, call, "Invalid function argument",
               "Invalid value for \"v\" parameter: %s.", msg);
    return NULL;
}

static char *friendly(tyc_arena *a, const tyc_type *t, int constraint)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    if (constraint)
        tyc_type_buf_constraint(&b, t);
    else
        tyc_type_buf_friendly(&b, t);
    return tyc_buf_to_arena(&b, a);
}

/* The Type function's failure: no conversion from the argument's type exists. */
static const tyc_value *no_conversion(tyc_evalctx *ec, const tyc_node *call, const tyc_type *got,
                                      const tyc_type *want)
{
    tyc_arena *a = ec->arena;
    const char *msg;
    if ((got->kind == TYC_TUPLE && want->kind == TYC_TUPLE) ||
        (got->kind == TYC_OBJECT && want->kind == TYC_OBJECT)) {
        const char *mm = tyc_mismatch_message(a, got, want);
        msg = mm ? tyc_sprintf(a, "incompatible %s type for conversion: %s",
                               got->kind == TYC_TUPLE ? "tuple" : "object", mm) : NULL;
    } else {
        char *g = friendly(a, got, 0), *w = friendly(a, want, 1);
        msg = g && w ? tyc_sprintf(a, "cannot convert %s to %s", g, w) : NULL;
    }
    return msg ? arg_error(ec, call, msg) : NULL;
}

/* The Impl function's failure: the conversion exists but the value does not fit. */
static const tyc_value *bad_value(tyc_evalctx *ec, const tyc_node *call, const tyc_value *v,
                                  const tyc_type *want)
{
    tyc_arena *a = ec->arena;
    const tyc_value *u = tyc_v_unmark_deep(a, v);
    char *g = u ? friendly(a, u->type, 0) : NULL, *w = friendly(a, want, 1);
    if (!g || !w)
        return NULL;
    const char *msg = NULL;
    if (tyc_v_deep_marks(v) & TYC_MARK_SENSITIVE) {
        msg = tyc_sprintf(a, "cannot convert this sensitive %s to %s", g, w);
    } else if (u->type->kind == TYC_STRING &&
               (want->kind == TYC_BOOL || want->kind == TYC_NUMBER)) {
        tyc_buf b;
        tyc_buf_init(&b, a->ctx);
        if (tyc_v_is_null(u))
            tyc_buf_addz(&b, "string");
        else
            tyc_buf_goquote(&b, u->u.s, u->n);
        if (want->kind == TYC_BOOL)
            tyc_buf_addz(&b, " to bool; only the strings \"true\" or \"false\" are allowed");
        else
            tyc_buf_addz(&b, " to number; given string must be a decimal representation of a "
                             "number");
        char *s = tyc_buf_to_arena(&b, a);
        msg = s ? tyc_sprintf(a, "cannot convert %s", s) : NULL;
    } else {
        msg = tyc_sprintf(a, "cannot convert %s to %s", g, w);
    }
    return msg ? arg_error(ec, call, msg) : NULL;
}

/* MakeToFunc(want) applied to v. */
static const tyc_value *to_type(tyc_evalctx *ec, const tyc_node *call, const tyc_value *v,
                                const tyc_type *want)
{
    tyc_arena *a = ec->arena;
    if (!tyc_type_equal(v->type, want) && !tyc_conv_get(a, v->type, want, 1)) {
        if (a->ctx->oom)
            return NULL;
        return no_conversion(ec, call, v->type, want);
    }
    if (tyc_v_is_unknown(v))
        return tyc_ev_mark(a, tyc_v_unknown(a, want), v->marks);
    tyc_cerr err = {0};
    const tyc_value *r = tyc_convert(a, v, want, &err);
    if (r)
        return r;
    if (!err.msg)
        return NULL;
    return bad_value(ec, call, v, want);
}

const tyc_value *tyc_f_tobool(tyc_evalctx *ec, const tyc_node *call,
                                 const tyc_value *const *args, uint32_t n)
{
    (void)n;
    return to_type(ec, call, args[0], &tyc_t_bool);
}

const tyc_value *tyc_f_tonumber(tyc_evalctx *ec, const tyc_node *call,
                                   const tyc_value *const *args, uint32_t n)
{
    (void)n;
    return to_type(ec, call, args[0], &tyc_t_number);
}

const tyc_value *tyc_f_tostring(tyc_evalctx *ec, const tyc_node *call,
                                   const tyc_value *const *args, uint32_t n)
{
    (void)n;
    return to_type(ec, call, args[0], &tyc_t_string);
}

static const tyc_value *to_coll(tyc_evalctx *ec, const tyc_node *call, const tyc_value *v,
                                int kind)
{
    const tyc_type *want = tyc_type_coll(ec->arena, kind, &tyc_t_dyn);
    return want ? to_type(ec, call, v, want) : NULL;
}

const tyc_value *tyc_f_tolist(tyc_evalctx *ec, const tyc_node *call,
                                 const tyc_value *const *args, uint32_t n)
{
    (void)n;
    return to_coll(ec, call, args[0], TYC_LIST);
}

const tyc_value *tyc_f_toset(tyc_evalctx *ec, const tyc_node *call,
                                const tyc_value *const *args, uint32_t n)
{
    (void)n;
    return to_coll(ec, call, args[0], TYC_SET);
}

const tyc_value *tyc_f_tomap(tyc_evalctx *ec, const tyc_node *call,
                                const tyc_value *const *args, uint32_t n)
{
    (void)n;
    return to_coll(ec, call, args[0], TYC_MAP);
}

/* sensitive(value): the value marked sensitive. */
const tyc_value *tyc_f_sensitive(tyc_evalctx *ec, const tyc_node *call,
                                    const tyc_value *const *args, uint32_t n)
{
    (void)call;
    (void)n;
    return tyc_ev_mark(ec->arena, args[0], TYC_MARK_SENSITIVE);
}

/* nonsensitive(value): the value without its own sensitive mark (Terraform >= 1.8 accepts
** values that are not sensitive). */
const tyc_value *tyc_f_nonsensitive(tyc_evalctx *ec, const tyc_node *call,
                                    const tyc_value *const *args, uint32_t n)
{
    (void)call;
    (void)n;
    return tyc_v_with_marks(ec->arena, args[0], args[0]->marks & (uint8_t)~TYC_MARK_SENSITIVE);
}

/* Sorted by name. Each takes one argument; unknown and marked values pass through. */
static const tyc_func conv_funcs[] = {
    {"sensitive", tyc_f_sensitive, 1, 1, 1, 1},
    {"tobool", tyc_f_tobool, 1, 1, 1, 1},
    {"tolist", tyc_f_tolist, 1, 1, 1, 1},
    {"tomap", tyc_f_tomap, 1, 1, 1, 1},
    {"tonumber", tyc_f_tonumber, 1, 1, 1, 1},
    {"toset", tyc_f_toset, 1, 1, 1, 1},
    {"tostring", tyc_f_tostring, 1, 1, 1, 1},
};

const tyc_func *tyc_funcs_conv(uint32_t *n)
{
    *n = (uint32_t)(sizeof conv_funcs / sizeof conv_funcs[0]);
    return conv_funcs;
}
