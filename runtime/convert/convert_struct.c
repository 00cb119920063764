/* SPDX-License-Identifier: Apache-2.0 */
/*
** convert_struct.c: conversions to structural targets: object -> object (a subset of the
** attributes, optional ones may be missing), tuple -> tuple (same length) and the unsafe
** map -> object. Errors are reported at .attr, [i] and ["key"] respectively.
*/
#include "runtime/base/str.h"
#include "runtime/convert/convert_int.h"

/* Plan for one member: NULL plan with *ok = 1 when the types are equal. */
static const tyc_conv *member(tyc_arena *a, const tyc_type *in, const tyc_type *out, int unsafe,
                              int *ok)
{
    if (tyc_type_equal(in, out)) {
        *ok = 1;
        return NULL;
    }
    const tyc_conv *c = tyc_conv_get(a, in, out, unsafe);
    *ok = c != NULL;
    return c;
}

const tyc_conv *tyc_cv_build_obj_obj(tyc_arena *a, const tyc_type *in, const tyc_type *out,
                                     int unsafe)
{
    uint32_t n = out->n;
    const tyc_conv **el = TYC_NEWN(a, const tyc_conv *, n ? n : 1);
    int32_t *src = TYC_NEWN(a, int32_t, n ? n : 1);
    if (!el || !src)
        return NULL;
    for (uint32_t i = 0; i < n; i++) {
        int ok;
        src[i] = tyc_type_attr(in, out->names[i]);
        if (src[i] < 0) {
            if (!tyc_type_attr_optional(out, i))
                return NULL;
            continue;
        }
        el[i] = member(a, in->elems[src[i]], out->elems[i], unsafe, &ok);
        if (!ok)
            return NULL;
    }
    tyc_conv *c = tyc_cv_new(a, TYC_CV_OBJ_OBJ, in, out, unsafe);
    if (c) {
        c->elems = el;
        c->src = src;
        c->n = n;
    }
    return c;
}

/* The object type of attribute values vals (names of t, which has no optional markers
** when plain): t itself when every value already has t's attribute type. */
static const tyc_type *object_type_of(tyc_arena *a, const tyc_type *t, const tyc_value *const *vals)
{
    uint32_t i;
    for (i = 0; i < t->n; i++)
        if (!tyc_type_equal(vals[i]->type, t->elems[i]))
            break;
    if (i == t->n && !t->opt)
        return t;
    const tyc_type *small[16];
    const tyc_type **ts = tyc_tmp(a->ctx, small, sizeof small, sizeof *ts * t->n);
    if (!ts)
        return NULL;
    for (i = 0; i < t->n; i++)
        ts[i] = vals[i]->type;
    const tyc_type *r = tyc_type_object(a, t->names, ts, NULL, t->n);
    tyc_tmp_free(a->ctx, ts, small, sizeof *ts * t->n);
    return r;
}

const tyc_value *tyc_cv_apply_obj_obj(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                      tyc_path *p, tyc_cerr *err)
{
    const tyc_type *out = c->out_plain;
    const tyc_value **vals = TYC_NEWN(a, const tyc_value *, c->n ? c->n : 1);
    if (!vals)
        return NULL;
    for (uint32_t i = 0; i < c->n; i++) {
        const tyc_value *x;
        if (c->src[i] < 0) {
            x = tyc_v_null(a, out->elems[i]);
        } else {
            x = v->u.elems[c->src[i]];
            if (c->elems[i]) {
                if (tyc_path_push_attr(p, out->names[i]) < 0)
                    return NULL;
                x = tyc_cv_apply(a, c->elems[i], x, p, err);
                tyc_path_pop(p);
            }
            x = x ? tyc_cv_plain_null(a, x) : NULL;
        }
        if (!(vals[i] = x))
            return NULL;
    }
    const tyc_type *t = object_type_of(a, out, vals);
    return t ? tyc_v_object_adopt(a, t, vals) : NULL;
}

const tyc_conv *tyc_cv_build_tup_tup(tyc_arena *a, const tyc_type *in, const tyc_type *out,
                                     int unsafe)
{
    if (in->n != out->n)
        return NULL;
    const tyc_conv **el = TYC_NEWN(a, const tyc_conv *, in->n ? in->n : 1);
    if (!el)
        return NULL;
    for (uint32_t i = 0; i < in->n; i++) {
        int ok;
        el[i] = member(a, in->elems[i], out->elems[i], unsafe, &ok);
        if (!ok)
            return NULL;
    }
    tyc_conv *c = tyc_cv_new(a, TYC_CV_TUP_TUP, in, out, unsafe);
    if (c) {
        c->elems = el;
        c->n = in->n;
    }
    return c;
}

const tyc_value *tyc_cv_apply_tup_tup(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                      tyc_path *p, tyc_cerr *err)
{
    const tyc_value **vals = TYC_NEWN(a, const tyc_value *, c->n ? c->n : 1);
    if (!vals)
        return NULL;
    for (uint32_t i = 0; i < c->n; i++) {
        const tyc_value *x = v->u.elems[i];
        if (c->elems[i]) {
            if (tyc_path_push_index(p, i) < 0)
                return NULL;
            x = tyc_cv_apply(a, c->elems[i], x, p, err);
            tyc_path_pop(p);
        }
        if (!(vals[i] = x))
            return NULL;
    }
    return tyc_v_tuple_adopt(a, vals, c->n);
}

const tyc_conv *tyc_cv_build_map_obj(tyc_arena *a, const tyc_type *in, const tyc_type *out,
                                     int unsafe)
{
    uint32_t n = out->n;
    const tyc_conv **el = TYC_NEWN(a, const tyc_conv *, n ? n : 1);
    uint8_t *bad = TYC_NEWN(a, uint8_t, n ? n : 1);
    if (!el || !bad)
        return NULL;
    for (uint32_t i = 0; i < n; i++) {
        int ok;
        el[i] = member(a, in->elem, out->elems[i], unsafe, &ok);
        if (ok)
            continue;
        if (a->ctx->oom || !(tyc_type_attr_optional(out, i) && unsafe))
            return NULL;
        bad[i] = 1; /* fails at run time only if the key is present */
    }
    tyc_conv *c = tyc_cv_new(a, TYC_CV_MAP_OBJ, in, out, unsafe);
    if (c) {
        c->elems = el;
        c->bad = bad;
        c->n = n;
    }
    return c;
}

/* "map element type is incompatible with attribute ...". */
static const tyc_value *incompatible(tyc_arena *a, const tyc_conv *c, uint32_t i,
                                     const tyc_type *got, tyc_path *p, tyc_cerr *err)
{
    const char *mm = tyc_mismatch_message(a, got, c->out->elems[i]);
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_buf_addz(&b, "map element type is incompatible with attribute ");
    tyc_buf_goquote(&b, c->out->names[i].p, c->out->names[i].len);
    tyc_buf_addz(&b, ": ");
    tyc_buf_addz(&b, mm ? mm : "");
    const char *msg = tyc_buf_to_arena(&b, a);
    return mm ? tyc_cv_fail(a, err, p, msg) : NULL;
}

/* Converts the map entries that name attributes into vals (parallel to the output). */
static int map_entries(tyc_arena *a, const tyc_conv *c, const tyc_value *v, const tyc_value **vals,
                       tyc_path *p, tyc_cerr *err)
{
    for (uint32_t k = 0; k < v->n; k++) {
        int32_t i = tyc_type_attr(c->out, tyc_v_keys(v)[k]);
        if (i < 0)
            continue;
        const tyc_value *x = v->u.elems[k];
        if (c->bad[i]) {
            incompatible(a, c, (uint32_t)i, v->type->elem, p, err);
            return -1;
        }
        if (c->elems[i]) {
            if (tyc_path_push_key(p, tyc_v_keys(v)[k]) < 0)
                return -1;
            x = tyc_cv_apply(a, c->elems[i], x, p, err);
            tyc_path_pop(p);
        }
        if (!x || !(vals[i] = tyc_cv_plain_null(a, x)))
            return -1;
    }
    return 0;
}

const tyc_value *tyc_cv_apply_map_obj(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                      tyc_path *p, tyc_cerr *err)
{
    const tyc_type *out = c->out;
    const tyc_value **vals = TYC_NEWN(a, const tyc_value *, c->n ? c->n : 1);
    if (!vals || map_entries(a, c, v, vals, p, err) < 0)
        return NULL;
    for (uint32_t i = 0; i < c->n; i++) {
        if (vals[i])
            continue;
        if (!tyc_type_attr_optional(out, i)) {
            tyc_buf b;
            tyc_buf_init(&b, a->ctx);
            tyc_buf_addz(&b, "map has no element for required attribute ");
            tyc_buf_goquote(&b, out->names[i].p, out->names[i].len);
            const char *msg = tyc_buf_to_arena(&b, a);
            return tyc_cv_fail(a, err, p, msg);
        }
        if (!(vals[i] = tyc_v_null(a, out->elems[i])))
            return NULL;
    }
    const tyc_type *t = object_type_of(a, c->out_plain, vals);
    return t ? tyc_v_object_adopt(a, t, vals) : NULL;
}
