/* SPDX-License-Identifier: Apache-2.0 */
/*
** typeexpr_defaults.c: object attribute values with the optional(T[, default]) modifier,
** evaluation and conversion of defaults (hcl TypeConstraintWithDefaults), and construction
** of the defaults tree (runtime/convert/defaults.h) with byte-wise sorted keys.
*/
#include <stdlib.h>

#include "runtime/convert/convert.h"
#include "interp/eval/eval.h"
#include "interp/typeexpr/typeexpr_int.h"

static int entry_cmp(const void *x, const void *y)
{
    const tyc_te_entry *p = x, *q = y;
    return tyc_str_cmp(p->key, q->key);
}

/* Sorts entries and splits them into a key array and a pointer array. */
static int split_entries(tyc_arena *a, tyc_te_entry *e, uint32_t n, const tyc_str **keys,
                         const void *const **ptrs)
{
    tyc_str *k;
    const void **p;
    *keys = NULL;
    *ptrs = NULL;
    if (!n)
        return 0;
    qsort(e, n, sizeof *e, entry_cmp);
    k = TYC_NEWN(a, tyc_str, n);
    p = TYC_NEWN(a, const void *, n);
    if (!k || !p)
        return -1;
    for (uint32_t i = 0; i < n; i++) {
        k[i] = e[i].key;
        p[i] = e[i].p;
    }
    *keys = k;
    *ptrs = p;
    return 0;
}

int tyc_te_defaults_node(tyc_arena *a, const tyc_type *t, tyc_te_entry *vals, uint32_t nv,
                         tyc_te_entry *kids, uint32_t nk, const tyc_defaults **out)
{
    tyc_defaults *d;
    const void *const *vp;
    const void *const *kp;
    *out = NULL;
    if (!nv && !nk)
        return 0;
    d = TYC_NEW(a, tyc_defaults);
    if (!d || split_entries(a, vals, nv, &d->val_names, &vp) < 0 ||
        split_entries(a, kids, nk, &d->kid_keys, &kp) < 0)
        return -1;
    d->type = t;
    d->nvals = nv;
    d->vals = (const tyc_value *const *)vp;
    d->nkids = nk;
    d->kids = (const tyc_defaults *const *)kp;
    *out = d;
    return 0;
}

/*
** Evaluates the default expression with no variables and no functions (HCL's nil
** EvalContext); its diagnostics go to te->d. *v is NULL when evaluation had errors.
*/
static int eval_default(tyc_te *te, const tyc_node *dexpr, const tyc_value **v)
{
    tyc_evalctx ec;
    uint32_t before = te->d->nerrors;
    int oom_before = te->a->ctx->oom;
    tyc_evalctx_init(&ec, te->a, te->d, te->src);
    *v = tyc_eval(&ec, dexpr);
    if (!*v && !oom_before && te->a->ctx->oom)
        return -1;
    if (te->d->nerrors != before)
        *v = NULL;
    return 0;
}

/* Converts the default v to the attribute type; on failure reports it and clears *out. */
static int convert_default(tyc_te *te, const tyc_node *dexpr, const tyc_value *v,
                           const tyc_type *aty, const tyc_value **out)
{
    tyc_cerr err = {0};
    *out = tyc_convert(te->a, v, aty, &err);
    if (*out)
        return 0;
    if (!err.msg)
        return -1;
    return tyc_diag_add(te->d, TYC_SEV_ERROR, TYCON_ERR_TYPE, te->src, dexpr->beg, dexpr->end,
                        "Invalid default value for optional attribute",
                        "This default value is not compatible with the attribute's type "
                        "constraint: %s.", err.msg) ? 0 : -1;
}

/* An optional() error with subject = the call's args range, context = the value expr. */
static int optional_error(tyc_te *te, const tyc_node *call, const char *detail)
{
    return tyc_te_error(te, call->nbeg, call->nend, call->beg, call->end, detail);
}

/*
** The optional(T, ...) modifier of call (with at least one argument) in the current mode:
** sets o->opt, and *dexpr and *dval when a default was given and evaluated without errors.
*/
static int read_optional(tyc_te *te, const tyc_node *call, tyc_te_attr_out *o,
                         const tyc_node **dexpr, const tyc_value **dval)
{
    if (te->mode == TYC_TE_EXACT)
        return tyc_te_error(te, call->beg, call->beg + call->tlen, call->beg, call->end,
                            "Optional attribute modifier is only for type constraints, not for "
                            "exact types.");
    if (call->n == 1) {
        o->opt = 1;
        return 0;
    }
    if (te->mode == TYC_TE_CONSTRAINT)
        return optional_error(te, call, "Optional attribute modifier expects only one "
                                        "argument: the attribute type.");
    if (call->n > 2)
        return optional_error(te, call, "Optional attribute modifier expects at most two "
                                        "arguments: the attribute type, and a default value.");
    *dexpr = call->kids[1];
    if (eval_default(te, *dexpr, dval) < 0)
        return -1;
    if (*dval)
        o->opt = 1;
    return 0;
}

int tyc_te_attr(tyc_te *te, const tyc_node *val, tyc_te_attr_out *o)
{
    const tyc_node *aty_expr = val, *dexpr = NULL;
    const tyc_value *dval = NULL;
    memset(o, 0, sizeof *o);
    if (val->kind == TYC_N_CALL && !strcmp(val->text, "optional")) {
        if (val->n < 1)
            return optional_error(te, val, "Optional attribute modifier requires the attribute "
                                           "type as its argument.") < 0 ? -1 : 0;
        if (read_optional(te, val, o, &dexpr, &dval) < 0)
            return -1;
        aty_expr = val->kids[0];
    }
    if (tyc_te_get_type(te, aty_expr, &o->type, &o->kids) < 0)
        return -1;
    if (dval && convert_default(te, dexpr, dval, o->type, &o->dflt) < 0)
        return -1;
    return 1;
}
