/*
** convert_coll.c: conversions to list, set and map targets: from collections (element-wise),
** from tuples (list(any)/set(any) unify the element types) and from objects (map(any)
** unifies the attribute types), with go-cty's run-time re-unification and final
** homogeneity checks. Element plans are built once per distinct element type.
*/
#include "convert_int.h"

static const char msg_list[] = "element types must all match for conversion to list";
static const char msg_set[] = "element types must all match for conversion to set";
static const char msg_map[] = "element types must all match for conversion to map";
static const char msg_attrs[] = "attribute types must all match for conversion to map";

const tyc_type *tyc_cv_common_type(const tyc_value *const *vals, uint32_t n)
{
    const tyc_type *et = &tyc_t_dyn;
    for (uint32_t i = 0; i < n; i++) {
        const tyc_type *t = vals[i]->type;
        if (et->kind == TYC_DYN)
            et = t;
        else if (t->kind != TYC_DYN && !tyc_type_equal(et, t))
            return NULL;
    }
    return et;
}

const tyc_value **tyc_cv_retype(tyc_arena *a, const tyc_value **vals, uint32_t n,
                                const tyc_type *et)
{
    if (et->kind == TYC_DYN)
        return vals;
    for (uint32_t i = 0; i < n; i++) {
        const tyc_value *x = vals[i];
        if (x->type->kind != TYC_DYN)
            continue;
        x = tyc_v_is_null(x) ? tyc_v_null(a, et) : tyc_v_unknown(a, et);
        if (!x || !(x = tyc_v_with_marks(a, x, vals[i]->marks)))
            return NULL;
        vals[i] = x;
    }
    return vals;
}

/* Builds the result collection of kind k from converted elements (n > 0), after the
** homogeneity check that fails with msg at path p. keys: map keys (map only). */
static const tyc_value *finish(tyc_arena *a, int k, const tyc_value **vals, const tyc_str *keys,
                               uint32_t n, const char *msg, tyc_path *p, tyc_cerr *err)
{
    const tyc_type *et = tyc_cv_common_type(vals, n);
    if (!et)
        return tyc_cv_fail(a, err, p, msg);
    if (!tyc_cv_retype(a, vals, n, et))
        return NULL;
    if (k == TYC_LIST)
        return tyc_v_list_adopt(a, et, vals, n);
    if (k == TYC_SET)
        return tyc_v_set(a, et, vals, n);
    return tyc_v_map(a, et, keys, vals, n);
}

/* An empty collection of kind k with element type et. */
static const tyc_value *empty(tyc_arena *a, int k, const tyc_type *et)
{
    if (k == TYC_LIST)
        return tyc_v_list(a, et, NULL, 0);
    if (k == TYC_SET)
        return tyc_v_set(a, et, NULL, 0);
    return tyc_v_map(a, et, NULL, NULL, 0);
}

/* Pushes step i of a sequence (index) or of a keyed collection (keys[i]). */
static int push_step(tyc_path *p, const tyc_str *keys, uint32_t i)
{
    return keys ? tyc_path_push_key(p, keys[i]) : tyc_path_push_index(p, i);
}

/*
** go-cty's conversionUnifyListElements / conversionUnifyCollectionElements: unifies the
** element types and converts every element to the result. A failure to unify is reported
** at p; element errors at p plus the element's step.
*/
static int unify_elements(tyc_arena *a, const tyc_value **vals, const tyc_str *keys, uint32_t n,
                          int unsafe, tyc_path *p, tyc_cerr *err)
{
    static const char nobase[] = "cannot find a common base type for all elements";
    const tyc_type **ts = TYC_NEWN(a, const tyc_type *, n);
    if (!ts)
        return -1;
    for (uint32_t i = 0; i < n; i++)
        ts[i] = vals[i]->type;
    const tyc_type *u = tyc_unify(a, ts, n, unsafe, NULL);
    if (!u) {
        tyc_cv_fail(a, err, p, a->ctx->oom ? NULL : nobase);
        return -1;
    }
    tyc_cv_cache cache = {0};
    for (uint32_t i = 0; i < n; i++) {
        if (tyc_type_equal(ts[i], u))
            continue;
        const tyc_conv *c = tyc_cv_cached(a, &cache, ts[i], u, unsafe);
        if (!c) {
            tyc_cv_fail(a, err, p, a->ctx->oom ? NULL : nobase);
            return -1;
        }
        if (push_step(p, keys, i) < 0)
            return -1;
        vals[i] = tyc_cv_apply(a, c, vals[i], p, err);
        tyc_path_pop(p);
        if (!vals[i])
            return -1;
    }
    return 0;
}

/* Converts the n members of v: member i with per[i] when per is given, else with single
** (either may be NULL: no conversion). Null results are made plain when asked. */
static const tyc_value **convert_seq(tyc_arena *a, const tyc_conv *single,
                                     const tyc_conv *const *per, uint32_t n, const tyc_value *v,
                                     const tyc_str *keys, int plain_null, tyc_path *p,
                                     tyc_cerr *err)
{
    const tyc_value **vals = TYC_NEWN(a, const tyc_value *, n ? n : 1);
    if (!vals)
        return NULL;
    for (uint32_t i = 0; i < n; i++) {
        const tyc_value *x = v->u.elems[i];
        const tyc_conv *ec = per ? per[i] : single;
        if (ec) {
            if (push_step(p, keys, i) < 0)
                return NULL;
            x = tyc_cv_apply(a, ec, x, p, err);
            tyc_path_pop(p);
        }
        if (x && plain_null)
            x = tyc_cv_plain_null(a, x);
        if (!(vals[i] = x))
            return NULL;
    }
    return vals;
}

const tyc_conv *tyc_cv_build_coll(tyc_arena *a, const tyc_type *in, const tyc_type *out, int unsafe)
{
    int k = out->kind;
    const tyc_conv *ec = NULL;
    if (k == TYC_MAP || !tyc_type_equal(in->elem, out->elem)) {
        ec = tyc_conv_get(a, in->elem, out->elem, unsafe);
        if (!ec)
            return NULL;
    }
    int kind = k == TYC_LIST ? TYC_CV_TO_LIST : k == TYC_SET ? TYC_CV_TO_SET : TYC_CV_MAP_MAP;
    tyc_conv *c = tyc_cv_new(a, kind, in, out, unsafe);
    if (c) {
        c->elem = ec;
        c->ety = out->elem;
    }
    return c;
}

/* A set whose length is unknown (unknown elements that might coalesce). */
static int unknown_length(const tyc_value *v)
{
    return v->type->kind == TYC_SET && v->n != 1 && !tyc_v_wholly_known(v);
}

const tyc_value *tyc_cv_apply_coll(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                   tyc_path *p, tyc_cerr *err)
{
    int k = c->out->kind;
    if (k == TYC_LIST && unknown_length(v)) {
        /* go-cty quirk: the unknown list keeps the input's element type */
        const tyc_type *lt = tyc_type_list(a, v->type->elem);
        return lt ? tyc_v_unknown(a, lt) : NULL;
    }
    const tyc_str *keys = k == TYC_MAP ? tyc_v_keys(v) : NULL;
    const tyc_value **vals = convert_seq(a, c->elem, NULL, v->n, v, keys, k != TYC_MAP, p, err);
    if (!vals)
        return NULL;
    if (v->n == 0)
        return empty(a, k, c->ety->kind == TYC_DYN ? v->type->elem : c->out_plain->elem);
    if (k == TYC_LIST)
        return finish(a, k, vals, NULL, v->n, msg_list, p, err);
    if (k == TYC_SET)
        return finish(a, k, vals, NULL, v->n, msg_set, p, err);
    int ek = c->ety->kind;
    if ((tyc_type_is_coll(c->ety) || ek == TYC_OBJECT) &&
        unify_elements(a, vals, keys, v->n, 0, p, err) < 0)
        return NULL;
    return finish(a, k, vals, keys, v->n, msg_map, p, err);
}

/* The common element type for a tuple's or object's member types into `any`, or NULL. */
static const tyc_type *unify_members(tyc_arena *a, const tyc_type *in, int unsafe, int all_dyn)
{
    const tyc_type *u = tyc_unify(a, in->elems, in->n, unsafe, NULL);
    if (!u || u->kind != TYC_DYN || !all_dyn)
        return u;
    for (uint32_t i = 0; i < in->n; i++)
        if (in->elems[i]->kind != TYC_DYN)
            return NULL;
    return u;
}

/* Per-member plans to ety (NULL entries for equal types); NULL when one is impossible. */
static const tyc_conv **member_plans(tyc_arena *a, const tyc_type *in, const tyc_type *ety,
                                     int unsafe)
{
    const tyc_conv **el = TYC_NEWN(a, const tyc_conv *, in->n ? in->n : 1);
    tyc_cv_cache cache = {0};
    if (!el)
        return NULL;
    for (uint32_t i = 0; i < in->n; i++) {
        if (tyc_type_equal(in->elems[i], ety))
            continue;
        if (!(el[i] = tyc_cv_cached(a, &cache, in->elems[i], ety, unsafe)))
            return NULL;
    }
    return el;
}

/* Shared by tuple -> list/set and object -> map. */
static const tyc_conv *build_members(tyc_arena *a, int kind, const tyc_type *in,
                                     const tyc_type *out, int unsafe, int all_dyn)
{
    const tyc_type *ety = out->elem;
    const tyc_conv **el = NULL;
    if (in->n) {
        if (ety->kind == TYC_DYN && !(ety = unify_members(a, in, unsafe, all_dyn)))
            return NULL;
        if (!(el = member_plans(a, in, ety, unsafe)))
            return NULL;
    }
    tyc_conv *c = tyc_cv_new(a, kind, in, out, unsafe);
    if (c) {
        c->ety = ety;
        c->elems = el;
        c->n = in->n;
    }
    return c;
}

const tyc_conv *tyc_cv_build_tup_coll(tyc_arena *a, const tyc_type *in, const tyc_type *out,
                                      int unsafe)
{
    int kind = out->kind == TYC_LIST ? TYC_CV_TUP_LIST : TYC_CV_TUP_SET;
    return build_members(a, kind, in, out, unsafe, 1);
}

const tyc_conv *tyc_cv_build_obj_map(tyc_arena *a, const tyc_type *in, const tyc_type *out,
                                     int unsafe)
{
    return build_members(a, TYC_CV_OBJ_MAP, in, out, unsafe, 0);
}

const tyc_value *tyc_cv_apply_tup_coll(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                       tyc_path *p, tyc_cerr *err)
{
    int k = c->out->kind;
    if (c->n == 0)
        return empty(a, k, c->out_plain->elem);
    const tyc_value **vals = convert_seq(a, NULL, c->elems, c->n, v, NULL, 1, p, err);
    if (!vals)
        return NULL;
    if (k == TYC_SET)
        return finish(a, k, vals, NULL, c->n, msg_set, p, err);
    /* re-unification; its errors are reported under the last element's index (quirk) */
    if (tyc_path_push_index(p, c->n - 1) < 0)
        return NULL;
    int r = unify_elements(a, vals, NULL, c->n, c->unsafe, p, err);
    tyc_path_pop(p);
    if (r < 0)
        return NULL;
    return finish(a, k, vals, NULL, c->n, msg_list, p, err);
}

const tyc_value *tyc_cv_apply_obj_map(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                      tyc_path *p, tyc_cerr *err)
{
    if (c->n == 0)
        return empty(a, TYC_MAP, c->out_plain->elem);
    const tyc_str *keys = v->type->names;
    const tyc_value **vals = convert_seq(a, NULL, c->elems, c->n, v, keys, 0, p, err);
    if (!vals)
        return NULL;
    if ((tyc_type_is_coll(c->ety) || c->ety->kind == TYC_OBJECT) &&
        unify_elements(a, vals, keys, c->n, c->unsafe, p, err) < 0)
        return NULL;
    return finish(a, TYC_MAP, vals, keys, c->n, msg_attrs, p, err);
}
