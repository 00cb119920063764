/* SPDX-License-Identifier: Apache-2.0 */
/*
** convert_dyn.c: the `any`-related parts of conversion: typed nulls and unknowns built by
** the standard wrapper (go-cty's dynamicReplace and a simple prepareUnknownResult), and the
** deferred conversion from values of type `any`.
*/
#include "runtime/convert/convert_int.h"
#include "runtime/value/refine.h"

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
    if (e == out->elem)
        return out;
    return e ? tyc_type_coll(a, out->kind, e) : NULL;
}

static const tyc_type *replace_object(tyc_arena *a, const tyc_type *in, const tyc_type *out)
{
    if (in->kind != TYC_MAP && in->kind != TYC_OBJECT)
        return &tyc_t_empty_object; /* cty: no attribute types to take over */
    const tyc_type **ts = TYC_NEWN(a, const tyc_type *, out->n ? out->n : 1);
    if (!ts)
        return NULL;
    int same = 1;
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
        same &= ts[i] == out->elems[i];
    }
    if (same)
        return out;
    return tyc_type_object(a, out->names, ts, NULL, out->n);
}

static const tyc_type *replace_tuple(tyc_arena *a, const tyc_type *in, const tyc_type *out)
{
    if (in->kind != TYC_TUPLE || in->n != out->n)
        return out;
    const tyc_type **ts = TYC_NEWN(a, const tyc_type *, out->n);
    if (!ts)
        return NULL;
    int same = 1;
    for (uint32_t i = 0; i < out->n; i++) {
        if (!(ts[i] = tyc_dyn_replace(a, in->elems[i], out->elems[i])))
            return NULL;
        same &= ts[i] == out->elems[i];
    }
    return same ? out : tyc_type_tuple(a, ts, out->n);
}

/* 1 when tyc_dyn_replace(in, out) is certainly out itself, for an out without `any`
** (checked without allocating; 0 also when unsure). */
static int keeps(const tyc_type *in, const tyc_type *out)
{
    int k = in->kind;
    if (k == TYC_DYN || tyc_type_is_prim(out))
        return 1;
    switch (out->kind) {
    case TYC_MAP:
        return k == TYC_MAP ? keeps(in->elem, out->elem) : k != TYC_OBJECT;
    case TYC_LIST:
    case TYC_SET:
        return k == TYC_LIST || k == TYC_SET ? keeps(in->elem, out->elem) : k != TYC_TUPLE;
    case TYC_OBJECT:
        if (k != TYC_MAP && k != TYC_OBJECT)
            return out->n == 0;
        for (uint32_t i = 0; i < out->n; i++) {
            int32_t j = k == TYC_MAP ? 0 : tyc_type_attr(in, out->names[i]);
            const tyc_type *src = k == TYC_MAP ? in->elem : j >= 0 ? in->elems[j] : NULL;
            if (src && !keeps(src, out->elems[i]))
                return 0;
        }
        return 1;
    case TYC_TUPLE:
        if (k != TYC_TUPLE || in->n != out->n)
            return 1;
        for (uint32_t i = 0; i < out->n; i++)
            if (!keeps(in->elems[i], out->elems[i]))
                return 0;
        return 1;
    default: return 0;
    }
}

const tyc_type *tyc_dyn_replace(tyc_arena *a, const tyc_type *in, const tyc_type *out)
{
    if (in->kind == TYC_DYN)
        return out;
    if (out->kind == TYC_DYN)
        return in;
    if (in == out || (!tyc_type_has_dyn(out) && keeps(in, out)))
        return out; /* nothing to fill in or empty */
    switch (out->kind) {
    case TYC_LIST:
    case TYC_SET:
    case TYC_MAP: return replace_coll(a, in, out);
    case TYC_OBJECT: return replace_object(a, in, out);
    case TYC_TUPLE: return replace_tuple(a, in, out);
    default: return out;
    }
}

/*
** cty's prepareUnknownResult: the unknown result of converting the unknown v to type t
** keeps what the source's range says about the result: not null, and the length of a
** collection made from an object, a tuple or another collection (a set may coalesce
** elements, so only "at least one" and the upper bound carry over to it).
*/
static const tyc_value *unknown_result(tyc_arena *a, const tyc_value *v, const tyc_type *t)
{
    const tyc_value *u = tyc_v_unknown(a, t);
    if (!u)
        return NULL;
    tyc_vrange sr;
    tyc_v_range(v, &sr);
    tyc_rb b;
    tyc_rb_init(&b, u);
    if (sr.null == 0)
        tyc_rb_notnull(&b);
    int sk = v->type->kind, tk = t->kind;
    uint64_t n = v->type->n;
    if ((sk == TYC_OBJECT && tk == TYC_MAP) || (sk == TYC_TUPLE && tk == TYC_LIST) ||
        (sk == TYC_TUPLE && tk == TYC_SET && n <= 1)) {
        tyc_rb_minlen(&b, n);
        tyc_rb_maxlen(&b, n);
    } else if (sk == TYC_TUPLE && tk == TYC_SET) {
        tyc_rb_minlen(&b, 1);
        tyc_rb_maxlen(&b, n);
    } else if (tyc_type_is_coll(v->type) && tyc_type_is_coll(t)) {
        if (tk != TYC_SET)
            tyc_rb_minlen(&b, sr.r.minlen);
        else if (sr.r.minlen > 0)
            tyc_rb_minlen(&b, 1);
        tyc_rb_maxlen(&b, sr.r.maxlen);
    }
    return tyc_rb_value(a, &b);
}

const tyc_value *tyc_cv_null_unknown(tyc_arena *a, const tyc_conv *c, const tyc_value *v)
{
    const tyc_type *t = tyc_dyn_replace(a, v->type, c->out_plain);
    if (!t || a->ctx->oom)
        return NULL;
    if (tyc_v_is_unknown(v))
        return unknown_result(a, v, t);
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
