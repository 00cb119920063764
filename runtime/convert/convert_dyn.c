/* SPDX-License-Identifier: Apache-2.0 */
/*
** convert_dyn.c: the `any`-related parts of conversion: typed nulls and unknowns built by
** the standard wrapper (go-cty's dynamicReplace and a simple prepareUnknownResult), and the
** deferred conversion from values of type `any`.
*/
#include "runtime/convert/convert_int.h"

/* The element type a list/set/map target gets from a tuple's or object's member types. */
static const tyc_type *replace_from_members(tyc_arena *a, const tyc_type *in, const tyc_type *oute)
{
    const tyc_type *u = in->n ? tyc_unify(a, in->elems, in->n, 1, NULL) : NULL;
    return u ? tyc_dyn_replace(a, u, oute) : oute;
}

static const tyc_type *replace_coll(tyc_arena *a, const tyc_type *in, const tyc_type *out)
{
    const tyc_type *e = out->elem;
    int k = in->kind;
    if (out->kind == TYC_MAP) {
        if (k == TYC_MAP)
            e = tyc_dyn_replace(a, in->elem, out->elem);
        else if (k == TYC_OBJECT)
            e = replace_from_members(a, in, out->elem);
    } else if (k == TYC_LIST || k == TYC_SET) {
        e = tyc_dyn_replace(a, in->elem, out->elem);
    } else if (k == TYC_TUPLE) {
        e = replace_from_members(a, in, out->elem);
    }
    return e ? tyc_type_coll(a, out->kind, e) : NULL;
}

static const tyc_type *replace_object(tyc_arena *a, const tyc_type *in, const tyc_type *out)
{
    const tyc_type **ts = TYC_NEWN(a, const tyc_type *, out->n);
    if (!ts)
        return NULL;
    for (uint32_t i = 0; i < out->n; i++) {
        const tyc_type *src = NULL;
        if (in->kind == TYC_MAP) {
            src = in->elem;
        } else if (in->kind == TYC_OBJECT) {
            int32_t j = tyc_type_attr(in, out->names[i]);
            src = j >= 0 ? in->elems[j] : NULL;
        }
        ts[i] = src ? tyc_dyn_replace(a, src, out->elems[i]) : out->elems[i];
        if (!ts[i])
            return NULL;
    }
    return tyc_type_object(a, out->names, ts, NULL, out->n);
}

static const tyc_type *replace_tuple(tyc_arena *a, const tyc_type *in, const tyc_type *out)
{
    if (in->kind != TYC_TUPLE || in->n != out->n)
        return out;
    const tyc_type **ts = TYC_NEWN(a, const tyc_type *, out->n);
    if (!ts)
        return NULL;
    for (uint32_t i = 0; i < out->n; i++)
        if (!(ts[i] = tyc_dyn_replace(a, in->elems[i], out->elems[i])))
            return NULL;
    return tyc_type_tuple(a, ts, out->n);
}

const tyc_type *tyc_dyn_replace(tyc_arena *a, const tyc_type *in, const tyc_type *out)
{
    if (in->kind == TYC_DYN)
        return out;
    if (out->kind == TYC_DYN)
        return in;
    if (!tyc_type_has_dyn(out))
        return out; /* nothing to fill in: the rebuilt type would equal out */
    switch (out->kind) {
    case TYC_LIST:
    case TYC_SET:
    case TYC_MAP: return replace_coll(a, in, out);
    case TYC_OBJECT: return replace_object(a, in, out);
    case TYC_TUPLE: return replace_tuple(a, in, out);
    default: return out;
    }
}

/* A not-null unknown tuple converted to a list has a known length: cty then produces a
** known list of unknown elements. */
static const tyc_value *known_length_list(tyc_arena *a, const tyc_type *lt, uint32_t n)
{
    const tyc_value **e = TYC_NEWN(a, const tyc_value *, n ? n : 1);
    if (!e)
        return NULL;
    for (uint32_t i = 0; i < n; i++)
        if (!(e[i] = tyc_v_unknown(a, lt->elem)))
            return NULL;
    return tyc_v_list(a, lt->elem, e, n);
}

const tyc_value *tyc_cv_null_unknown(tyc_arena *a, const tyc_conv *c, const tyc_value *v)
{
    const tyc_type *t = tyc_dyn_replace(a, v->type, c->out_plain);
    if (!t || a->ctx->oom)
        return NULL;
    if (tyc_v_is_unknown(v)) {
        int notnull = (v->flags & TYC_VF_NOTNULL) != 0;
        if (notnull && v->type->kind == TYC_TUPLE && t->kind == TYC_LIST)
            return known_length_list(a, t, v->type->n);
        const tyc_value *u = tyc_v_unknown(a, t);
        return u && notnull ? tyc_v_refine_notnull(a, u) : u;
    }
    return tyc_v_null(a, t);
}

const tyc_value *tyc_cv_apply_from_dyn(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                       tyc_path *p, tyc_cerr *err)
{
    /* Only reachable for a known value whose static type was `any`: convert it now, and
    ** report any failure at the caller's path. */
    tyc_cerr e;
    const tyc_value *r = tyc_convert(a, v, c->out, &e);
    if (!r && e.msg)
        return tyc_cv_fail(a, err, p, e.msg);
    return r;
}
