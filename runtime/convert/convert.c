/* SPDX-License-Identifier: Apache-2.0 */
/*
** convert.c: go-cty's convert package, public side: Convert (with its fast path), the
** choice of a conversion plan for a pair of types (getConversionKnown), and the standard
** wrapper applied around every conversion step (marks, `any` target, null and unknown).
*/
#include "runtime/convert/convert_int.h"

tyc_conv *tyc_cv_new(tyc_arena *a, int kind, const tyc_type *in, const tyc_type *out, int unsafe)
{
    tyc_conv *c = TYC_NEW(a, tyc_conv);
    if (!c)
        return NULL;
    c->kind = (uint8_t)kind;
    c->unsafe = unsafe != 0;
    c->in = in;
    c->out = out;
    c->out_plain = tyc_type_strip_optional(a, out);
    return c->out_plain ? c : NULL;
}

const tyc_conv *tyc_cv_cached(tyc_arena *a, tyc_cv_cache *c, const tyc_type *in,
                              const tyc_type *out, int unsafe)
{
    for (uint32_t i = 0; i < c->n; i++)
        if (c->in[i] == in)
            return c->conv[i];
    for (uint32_t i = 0; i < c->n; i++)
        if (tyc_type_equal(c->in[i], in))
            return c->conv[i];
    const tyc_conv *conv = tyc_conv_get(a, in, out, unsafe);
    if (!conv)
        return NULL;
    uint32_t slot = c->n < TYC_CV_CACHE ? c->n++ : c->next;
    c->next = (slot + 1) % TYC_CV_CACHE;
    c->in[slot] = in;
    c->conv[slot] = conv;
    return conv;
}

/* Plans for list/set/map targets from collections, and the unsafe-only guards. */
static const tyc_conv *get_collection(tyc_arena *a, const tyc_type *in, const tyc_type *out,
                                      int unsafe)
{
    int k = out->kind;
    if ((k == TYC_LIST || k == TYC_SET) && (in->kind == TYC_LIST || in->kind == TYC_SET)) {
        if (k == TYC_SET && in->kind == TYC_LIST && !unsafe)
            return NULL;
        return tyc_cv_build_coll(a, in, out, unsafe);
    }
    if (k == TYC_MAP && in->kind == TYC_MAP)
        return tyc_cv_build_coll(a, in, out, unsafe);
    if ((k == TYC_LIST || k == TYC_SET) && in->kind == TYC_TUPLE)
        return tyc_cv_build_tup_coll(a, in, out, unsafe);
    if (k == TYC_MAP && in->kind == TYC_OBJECT)
        return tyc_cv_build_obj_map(a, in, out, unsafe);
    return NULL;
}

const tyc_conv *tyc_conv_get(tyc_arena *a, const tyc_type *in, const tyc_type *out, int unsafe)
{
    if (out->kind == TYC_DYN)
        return tyc_cv_new(a, TYC_CV_PASS, in, out, unsafe);
    if (in->kind == TYC_DYN)
        return unsafe ? tyc_cv_new(a, TYC_CV_FROM_DYN, in, out, unsafe) : NULL;
    if (tyc_type_is_prim(in) && tyc_type_is_prim(out))
        return tyc_cv_build_prim(a, in, out, unsafe);
    if (in->kind == TYC_OBJECT && out->kind == TYC_OBJECT)
        return tyc_cv_build_obj_obj(a, in, out, unsafe);
    if (in->kind == TYC_TUPLE && out->kind == TYC_TUPLE)
        return tyc_cv_build_tup_tup(a, in, out, unsafe);
    if (tyc_type_is_coll(out))
        return get_collection(a, in, out, unsafe);
    if (out->kind == TYC_OBJECT && in->kind == TYC_MAP)
        return unsafe ? tyc_cv_build_map_obj(a, in, out, unsafe) : NULL;
    return NULL;
}

/* The kind-specific step (v known, not null, unmarked). */
static const tyc_value *apply_kind(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                   tyc_path *p, tyc_cerr *err)
{
    switch (c->kind) {
    case TYC_CV_PASS: return v;
    case TYC_CV_FROM_DYN: return tyc_cv_apply_from_dyn(a, c, v, p, err);
    case TYC_CV_PRIM: return tyc_cv_apply_prim(a, c, v, p, err);
    case TYC_CV_OBJ_OBJ: return tyc_cv_apply_obj_obj(a, c, v, p, err);
    case TYC_CV_TUP_TUP: return tyc_cv_apply_tup_tup(a, c, v, p, err);
    case TYC_CV_MAP_OBJ: return tyc_cv_apply_map_obj(a, c, v, p, err);
    case TYC_CV_TO_LIST:
    case TYC_CV_TO_SET:
    case TYC_CV_MAP_MAP: return tyc_cv_apply_coll(a, c, v, p, err);
    case TYC_CV_TUP_LIST:
    case TYC_CV_TUP_SET: return tyc_cv_apply_tup_coll(a, c, v, p, err);
    case TYC_CV_OBJ_MAP: return tyc_cv_apply_obj_map(a, c, v, p, err);
    default: return NULL;
    }
}

/* 1 when the second step of a chain reads the chain's input v, not the first step's result:
** go-cty's unifyTuplesAsList and unifyObjectsAsMaps wrap their conversions so
** (cty/convert/unify.go, `return listConv(in)`, `return mapConv(in)`, v1.16.0 to v1.18.0). It
** matters only where the collection's elements are `any` (the tuple's or object's own member
** types reach the final check, "element types must all match"); an empty tuple or object
** keeps the first step's result (go-cty would panic there). */
static int reads_input(const tyc_conv *second, const tyc_value *v)
{
    int seq = (second->kind == TYC_CV_TO_LIST || second->kind == TYC_CV_TO_SET) &&
              v->type->kind == TYC_TUPLE;
    int keyed = second->kind == TYC_CV_MAP_MAP && v->type->kind == TYC_OBJECT;
    return (seq || keyed) && second->ety && second->ety->kind == TYC_DYN &&
           !(v->flags & (TYC_VF_NULL | TYC_VF_UNKNOWN)) && !v->marks && v->n > 0;
}

const tyc_value *tyc_cv_apply(tyc_arena *a, const tyc_conv *c, const tyc_value *v, tyc_path *p,
                              tyc_cerr *err)
{
    if (c->kind == TYC_CV_ALL_DYN)
        return &tyc_v_dynval;
    if (c->kind == TYC_CV_CHAIN) {
        const tyc_value *r = tyc_cv_apply(a, c->first, v, p, err);
        return r ? tyc_cv_apply(a, c->second, reads_input(c->second, v) ? v : r, p, err) : NULL;
    }
    if (v->marks) {
        const tyc_value *u = tyc_v_with_marks(a, v, 0);
        const tyc_value *r = u ? tyc_cv_apply(a, c, u, p, err) : NULL;
        return r ? tyc_v_with_marks(a, r, (uint8_t)(r->marks | v->marks)) : NULL;
    }
    if (c->out->kind == TYC_DYN)
        return v;
    if (v->flags & (TYC_VF_NULL | TYC_VF_UNKNOWN))
        return tyc_cv_null_unknown(a, c, v);
    return apply_kind(a, c, v, p, err);
}

const tyc_value *tyc_conv_apply(tyc_arena *a, const tyc_conv *c, const tyc_value *v, tyc_path *path,
                                tyc_cerr *err)
{
    tyc_path local;
    if (!path) {
        tyc_path_init(&local, a);
        path = &local;
    }
    err->msg = NULL;
    err->steps = NULL;
    err->nsteps = 0;
    return tyc_cv_apply(a, c, v, path, err);
}

const tyc_value *tyc_convert(tyc_arena *a, const tyc_value *v, const tyc_type *want, tyc_cerr *err)
{
    err->msg = NULL;
    err->steps = NULL;
    err->nsteps = 0;
    const tyc_type *plain = tyc_type_strip_optional(a, want);
    if (!plain)
        return NULL;
    if (tyc_type_equal(v->type, plain))
        return v;
    const tyc_conv *c = tyc_conv_get(a, v->type, want, 1);
    if (!c) {
        if (a->ctx->oom)
            return NULL;
        const char *msg = tyc_mismatch_message(a, v->type, want);
        if (msg)
            tyc_cerr_set(err, a, NULL, msg);
        return NULL;
    }
    return tyc_conv_apply(a, c, v, NULL, err);
}

const tyc_value *tyc_cv_fail(tyc_arena *a, tyc_cerr *err, const tyc_path *p, const char *msg)
{
    if (msg)
        tyc_cerr_set(err, a, p, msg);
    return NULL;
}

const tyc_value *tyc_cv_plain_null(tyc_arena *a, const tyc_value *v)
{
    if (!tyc_v_is_null(v))
        return v;
    if (!v->marks && !tyc_type_has_optional(v->type))
        return v;
    const tyc_type *t = tyc_type_strip_optional(a, v->type);
    return t ? tyc_v_null(a, t) : NULL;
}
