/* SPDX-License-Identifier: Apache-2.0 */
/*
** convert_prim.c: conversions between string, number and bool. number/bool -> string are
** safe; string -> number/bool are unsafe and can fail at run time; number <-> bool and a
** primitive to itself have no conversion.
*/
#include "runtime/convert/convert_int.h"

/* Results that need no memory: the strings "true" and "false" (bools are tyc_v_true and
** tyc_v_false). Values are immutable, so every conversion can share them. */
static const tyc_value str_true = {&tyc_t_string, {.s = "true"}, 4, 0, 0, 0, 0};
static const tyc_value str_false = {&tyc_t_string, {.s = "false"}, 5, 0, 0, 0, 0};

/* The operation for a pair of primitive kinds, and whether it is safe. 0: none. */
static int prim_op(int in, int out, int *safe)
{
    *safe = out == TYC_STRING;
    if (out == TYC_STRING)
        return in == TYC_NUMBER ? TYC_OP_NUM_STR : in == TYC_BOOL ? TYC_OP_BOOL_STR : 0;
    if (in != TYC_STRING)
        return 0;
    return out == TYC_NUMBER ? TYC_OP_STR_NUM : TYC_OP_STR_BOOL;
}

const tyc_conv *tyc_cv_build_prim(tyc_arena *a, const tyc_type *in, const tyc_type *out, int unsafe)
{
    int safe;
    int op = prim_op(in->kind, out->kind, &safe);
    if (!op || (!safe && !unsafe))
        return NULL;
    tyc_conv *c = tyc_cv_new(a, TYC_CV_PRIM, in, out, unsafe);
    if (c)
        c->op = (uint8_t)op;
    return c;
}

/* ASCII lowercase equality of s with the lowercase word w. */
static int lower_eq(tyc_str s, const char *w)
{
    size_t n = strlen(w);
    if (s.len != n)
        return 0;
    for (size_t i = 0; i < n; i++) {
        char ch = s.p[i];
        if (ch >= 'A' && ch <= 'Z')
            ch = (char)(ch - 'A' + 'a');
        if (ch != w[i])
            return 0;
    }
    return 1;
}

static const tyc_value *str_to_bool(tyc_arena *a, const tyc_value *v, tyc_path *p, tyc_cerr *err)
{
    tyc_str s = tyc_v_str(v);
    if (tyc_str_eqz(s, "true") || tyc_str_eqz(s, "1"))
        return &tyc_v_true;
    if (tyc_str_eqz(s, "false") || tyc_str_eqz(s, "0"))
        return &tyc_v_false;
    if (lower_eq(s, "true"))
        return tyc_cv_fail(a, err, p, "a bool is required; to convert from string, "
                                      "use lowercase \"true\"");
    if (lower_eq(s, "false"))
        return tyc_cv_fail(a, err, p, "a bool is required; to convert from string, "
                                      "use lowercase \"false\"");
    return tyc_cv_fail(a, err, p, "a bool is required");
}

const tyc_value *tyc_cv_apply_prim(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                   tyc_path *p, tyc_cerr *err)
{
    switch (c->op) {
    case TYC_OP_NUM_STR: {
        const char *t = tyc_num_text(a, TYC_V_NUM(v));
        return t ? tyc_v_string(a, t, strlen(t), 0) : NULL;
    }
    case TYC_OP_BOOL_STR:
        return v->u.b ? &str_true : &str_false;
    case TYC_OP_STR_NUM: {
        const tyc_num *n = tyc_num_parse(a, v->u.s, v->n);
        if (n)
            return tyc_v_number(a, n);
        return a->ctx->oom ? NULL : tyc_cv_fail(a, err, p, "a number is required");
    }
    case TYC_OP_STR_BOOL:
        return str_to_bool(a, v, p, err);
    default:
        return NULL;
    }
}
