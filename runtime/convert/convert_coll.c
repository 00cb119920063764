/* SPDX-License-Identifier: Apache-2.0 */
/*
** convert_coll.c: conversions to list, set and map targets: from collections (element-wise),
** from tuples (list(any)/set(any) unify the element types) and from objects (map(any)
** unifies the attribute types), with go-cty's run-time re-unification and final
** homogeneity checks. Element plans are built once per distinct element type.
*/
#include "runtime/base/str.h"
#include "runtime/convert/convert_int.h"

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

#define SMALL 16 /* element counts served from the stack (see tyc_tmp) */

/*
** Where converted elements go: straight into the result's element array when the result
** takes it over (a list; a map whose keys are an existing array: n + 1 slots, see
** tyc_v_map_keys_ref), else scratch memory, released by out_put (sets, and maps whose keys
** must be copied and normalised, copy their elements).
*/
typedef struct seq_out {
    const tyc_value **vals;
    size_t size; /* scratch bytes, 0 for an arena array */
    const tyc_value *small[SMALL];
} seq_out;

/* n > 0 slots for the elements of a result of kind k; keys_ref: a map result will reference
** its keys. NULL on out-of-memory. */
static const tyc_value **out_get(tyc_arena *a, seq_out *o, int k, int keys_ref, uint32_t n)
{
    if (k == TYC_LIST || (k == TYC_MAP && keys_ref)) {
        o->size = 0;
        return o->vals = TYC_NEWN(a, const tyc_value *, (size_t)n + (k == TYC_MAP));
    }
    o->size = sizeof(const tyc_value *) * n;
    return o->vals = tyc_tmp(a->ctx, o->small, sizeof o->small, o->size);
}

static void out_put(tyc_arena *a, seq_out *o)
{
    if (o->size)
        tyc_tmp_free(a->ctx, o->vals, o->small, o->size);
}

/* Builds the result collection of kind k from converted elements (n > 0) in o, after the
** homogeneity check that fails with msg at path p. keys: map keys (map only), referenced
** when o holds an arena array (see out_get), else copied. */
static const tyc_value *finish(tyc_arena *a, int k, const seq_out *o, const tyc_str *keys,
                               uint32_t n, const char *msg, tyc_path *p, tyc_cerr *err)
{
    const tyc_value **vals = o->vals;
    const tyc_type *et = tyc_cv_common_type(vals, n);
    if (!et)
        return tyc_cv_fail(a, err, p, msg);
    if (!tyc_cv_retype(a, vals, n, et))
        return NULL;
    if (k == TYC_LIST)
        return tyc_v_list_adopt(a, et, vals, n);
    if (k == TYC_SET)
        return tyc_v_set(a, et, vals, n);
    if (!o->size)
        return tyc_v_map_keys_ref(a, et, keys, vals, n);
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

/* unify_elements over the scratch array ts of the n element types. */
static int unify_types(tyc_arena *a, const tyc_value **vals, const tyc_type **ts,
                       const tyc_str *keys, uint32_t n, int unsafe, tyc_path *p, tyc_cerr *err)
{
    static const char nobase[] = "cannot find a common base type for all elements";
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

/*
** go-cty's conversionUnifyListElements / conversionUnifyCollectionElements: unifies the
** element types and converts every element to the result. A failure to unify is reported
** at p; element errors at p plus the element's step.
*/
static int unify_elements(tyc_arena *a, const tyc_value **vals, const tyc_str *keys, uint32_t n,
                          int unsafe, tyc_path *p, tyc_cerr *err)
{
    uint32_t same = 1; /* elements all of one type (a long list of numbers): nothing to do */
    while (same < n && vals[same]->type == vals[0]->type)
        same++;
    if (same == n)
        return 0;
    const tyc_type *small[SMALL];
    const tyc_type **ts = tyc_tmp(a->ctx, small, sizeof small, sizeof *ts * n);
    if (!ts)
        return -1;
    int r = unify_types(a, vals, ts, keys, n, unsafe, p, err);
    tyc_tmp_free(a->ctx, ts, small, sizeof *ts * n);
    return r;
}

/* ---- member tables (tuple -> list/set, object -> map) ---- */

static uint32_t ptr_hash(const void *p)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 31;
    x *= 0x9e3779b97f4a7c15ULL;
    return (uint32_t)(x >> 32);
}

/* The slot of t in a table of mask + 1 slots: its entry, or the free slot it would take. */
static uint32_t slot_of(const tyc_cv_slot *tab, uint32_t mask, const tyc_type *t)
{
    uint32_t s = ptr_hash(t) & mask;
    while (tab[s].t && tab[s].t != t)
        s = (s + 1) & mask;
    return s;
}

/* The plan of member i of c's input type (NULL: no conversion). */
static const tyc_conv *member_plan(const tyc_conv *c, uint32_t i)
{
    return c->tab[slot_of(c->tab, c->tmask, c->in->elems[i])].c;
}

/* The smallest power of two >= 2n (at least 4). */
static uint32_t table_size(uint32_t n)
{
    uint32_t cap = 4;
    while (cap < 2 * (uint64_t)n)
        cap *= 2;
    return cap;
}

/* A scratch table of member types (heap memory of ctx), grown as distinct types appear:
** its size follows the number of distinct member types, not the number of members. */
#define SCRATCH0 16 /* slots on the stack: most tables never leave them */
typedef struct scratch {
    tyc_cv_slot *v;
    uint32_t cap, n;
    tyc_cv_slot first[SCRATCH0];
} scratch;

static void scratch_init(scratch *t)
{
    memset(t->first, 0, sizeof t->first);
    t->v = t->first;
    t->cap = SCRATCH0;
    t->n = 0;
}

static void scratch_free(tyc_ctx *ctx, scratch *t)
{
    if (t->v != t->first)
        tyc_mem_free(ctx, t->v, sizeof *t->v * t->cap);
}

static int scratch_grow(tyc_ctx *ctx, scratch *t)
{
    uint32_t cap = t->cap * 2;
    tyc_cv_slot *v = tyc_mem_alloc(ctx, sizeof *v * cap);
    if (!v)
        return -1;
    memset(v, 0, sizeof *v * cap);
    for (uint32_t s = 0; s < t->cap; s++)
        if (t->v[s].t)
            v[slot_of(v, cap - 1, t->v[s].t)] = t->v[s];
    scratch_free(ctx, t);
    t->v = v;
    t->cap = cap;
    return 0;
}

/* Fills the scratch table with the plans of the member types of in to ety. Returns the
** number of distinct member type pointers, or 0 when a member has no conversion (or on
** out-of-memory). */
static uint32_t fill_table(tyc_arena *a, scratch *tmp, const tyc_type *in, const tyc_type *ety,
                           int unsafe)
{
    tyc_cv_cache cache = {0};
    for (uint32_t i = 0; i < in->n; i++) {
        const tyc_type *t = in->elems[i];
        if (2 * (tmp->n + 1) > tmp->cap && scratch_grow(a->ctx, tmp) < 0)
            return 0;
        uint32_t s = slot_of(tmp->v, tmp->cap - 1, t);
        if (tmp->v[s].t)
            continue;
        tmp->v[s].t = t;
        tmp->n++;
        if (!tyc_type_equal(t, ety) && !(tmp->v[s].c = tyc_cv_cached(a, &cache, t, ety, unsafe)))
            return 0;
    }
    return tmp->n;
}

/* Builds the member table of c (see tyc_conv.tab) to c->ety in scratch memory, then copies
** it at its final size. -1 when a member has no conversion (or on out-of-memory). */
static int member_table(tyc_arena *a, tyc_conv *c, int unsafe)
{
    scratch tmp;
    scratch_init(&tmp);
    uint32_t nd = fill_table(a, &tmp, c->in, c->ety, unsafe);
    uint32_t size = table_size(nd);
    tyc_cv_slot *tab = nd ? TYC_NEWN(a, tyc_cv_slot, size) : NULL;
    if (tab) {
        for (uint32_t s = 0; s < tmp.cap; s++)
            if (tmp.v[s].t)
                tab[slot_of(tab, size - 1, tmp.v[s].t)] = tmp.v[s];
        c->tab = tab;
        c->tmask = size - 1;
    }
    scratch_free(a->ctx, &tmp);
    return tab ? 0 : -1;
}

/* Converts the n members of v into vals: member i with the member table of per when per
** is given, else with single (either may give NULL: no conversion). Null results are made
** plain when asked. Returns 0, or -1 on failure. */
static int convert_seq(tyc_arena *a, const tyc_conv *single, const tyc_conv *per, uint32_t n,
                       const tyc_value *v, const tyc_str *keys, int plain_null, tyc_path *p,
                       tyc_cerr *err, const tyc_value **vals)
{
    for (uint32_t i = 0; i < n; i++) {
        const tyc_value *x = v->u.elems[i];
        const tyc_conv *ec = per ? member_plan(per, i) : single;
        if (ec) {
            if (push_step(p, keys, i) < 0)
                return -1;
            x = tyc_cv_apply(a, ec, x, p, err);
            tyc_path_pop(p);
        }
        if (x && plain_null)
            x = tyc_cv_plain_null(a, x);
        if (!(vals[i] = x))
            return -1;
    }
    return 0;
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

/* tyc_cv_apply_coll for v->n > 0 elements, converted into o. */
static const tyc_value *coll_into(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                  const seq_out *o, tyc_path *p, tyc_cerr *err)
{
    const tyc_value **vals = o->vals;
    int k = c->out->kind;
    /* (an object when a unification's chain reads its input: see tyc_cv_apply) */
    const tyc_str *keys = k != TYC_MAP ? NULL
                          : v->type->kind == TYC_OBJECT ? v->type->names : tyc_v_keys(v);
    if (convert_seq(a, c->elem, NULL, v->n, v, keys, k != TYC_MAP, p, err, vals) < 0)
        return NULL;
    if (k == TYC_LIST)
        return finish(a, k, o, NULL, v->n, msg_list, p, err);
    if (k == TYC_SET)
        return finish(a, k, o, NULL, v->n, msg_set, p, err);
    int ek = c->ety->kind;
    if ((tyc_type_is_coll(c->ety) || ek == TYC_OBJECT) &&
        unify_elements(a, vals, keys, v->n, 0, p, err) < 0)
        return NULL;
    return finish(a, k, o, keys, v->n, msg_map, p, err);
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
    if (v->n == 0)
        return empty(a, k, c->ety->kind == TYC_DYN ? v->type->elem : c->out_plain->elem);
    seq_out o;
    const tyc_value *r = NULL;
    if (out_get(a, &o, k, 1, v->n))
        r = coll_into(a, c, v, &o, p, err);
    out_put(a, &o);
    return r;
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

/* 1 if every attribute name of object type t is NFC (so they can be map keys as they are). */
static int names_nfc(tyc_arena *a, const tyc_type *t)
{
    tyc_arena *tmp = NULL;
    int ok = 1;
    for (uint32_t i = 0; ok && i < t->n; i++) {
        const unsigned char *s = (const unsigned char *)t->names[i].p;
        size_t j = 0;
        while (j < t->names[i].len && s[j] < 0x80)
            j++;
        if (j == t->names[i].len)
            continue; /* ASCII */
        if (!tmp && !(tmp = tyc_arena_new(a->ctx)))
            return -1;
        tyc_str nf = tyc_nfc(tmp, t->names[i].p, t->names[i].len);
        ok = nf.p == t->names[i].p ? 1 : nf.p ? 0 : -1;
    }
    tyc_arena_free(tmp);
    return ok;
}

/* Shared by tuple -> list/set and object -> map. */
static const tyc_conv *build_members(tyc_arena *a, int kind, const tyc_type *in,
                                     const tyc_type *out, int unsafe, int all_dyn)
{
    const tyc_type *ety = out->elem;
    if (in->n && ety->kind == TYC_DYN && !(ety = unify_members(a, in, unsafe, all_dyn)))
        return NULL;
    tyc_conv *c = tyc_cv_new(a, kind, in, out, unsafe);
    if (!c)
        return NULL;
    c->ety = ety;
    c->n = in->n;
    if (in->n && member_table(a, c, unsafe) < 0)
        return NULL;
    if (kind == TYC_CV_OBJ_MAP) {
        int nfc = names_nfc(a, in);
        if (nfc < 0)
            return NULL;
        c->keys_nfc = (uint8_t)nfc;
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

/* tyc_cv_apply_tup_coll for c->n > 0 members, converted into o. */
static const tyc_value *tup_into(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                 const seq_out *o, tyc_path *p, tyc_cerr *err)
{
    const tyc_value **vals = o->vals;
    int k = c->out->kind;
    /* cty re-creates null elements (marks dropped) for tuple -> set, not for -> list */
    if (convert_seq(a, NULL, c, c->n, v, NULL, k == TYC_SET, p, err, vals) < 0)
        return NULL;
    if (k == TYC_SET)
        return finish(a, k, o, NULL, c->n, msg_set, p, err);
    /* re-unification; its errors are reported under the last element's index (quirk) */
    if (tyc_path_push_index(p, c->n - 1) < 0)
        return NULL;
    int r = unify_elements(a, vals, NULL, c->n, c->unsafe, p, err);
    tyc_path_pop(p);
    if (r < 0)
        return NULL;
    return finish(a, k, o, NULL, c->n, msg_list, p, err);
}

/* tuple -> list when every element keeps its value and all share the element type: the
** list shares the tuple's (immutable) element array instead of a copy. NULL otherwise. */
static const tyc_value *list_same(tyc_arena *a, const tyc_conv *c, const tyc_value *v)
{
    const tyc_type *t = c->ety;
    if (t->kind == TYC_DYN)
        return NULL;
    for (uint32_t i = 0; i < c->n; i++)
        if (v->u.elems[i]->type != t || member_plan(c, i))
            return NULL;
    return tyc_v_list_adopt(a, t, (const tyc_value **)v->u.elems, c->n);
}

const tyc_value *tyc_cv_apply_tup_coll(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                       tyc_path *p, tyc_cerr *err)
{
    int k = c->out->kind;
    if (c->n == 0)
        return empty(a, k, c->out_plain->elem);
    const tyc_value *same = k == TYC_LIST ? list_same(a, c, v) : NULL;
    if (same || a->ctx->oom)
        return same;
    seq_out o;
    const tyc_value *r = NULL;
    if (out_get(a, &o, k, 0, c->n))
        r = tup_into(a, c, v, &o, p, err);
    out_put(a, &o);
    return r;
}

/* tyc_cv_apply_obj_map for c->n > 0 attributes, converted into o. */
static const tyc_value *obj_into(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                 const seq_out *o, tyc_path *p, tyc_cerr *err)
{
    const tyc_value **vals = o->vals;
    const tyc_str *keys = v->type->names;
    if (convert_seq(a, NULL, c, c->n, v, keys, 0, p, err, vals) < 0)
        return NULL;
    if ((tyc_type_is_coll(c->ety) || c->ety->kind == TYC_OBJECT) &&
        unify_elements(a, vals, keys, c->n, c->unsafe, p, err) < 0)
        return NULL;
    return finish(a, TYC_MAP, o, keys, c->n, msg_attrs, p, err);
}

const tyc_value *tyc_cv_apply_obj_map(tyc_arena *a, const tyc_conv *c, const tyc_value *v,
                                      tyc_path *p, tyc_cerr *err)
{
    if (c->n == 0)
        return empty(a, TYC_MAP, c->out_plain->elem);
    seq_out o;
    const tyc_value *r = NULL;
    if (out_get(a, &o, TYC_MAP, c->keys_nfc, c->n))
        r = obj_into(a, c, v, &o, p, err);
    out_put(a, &o);
    return r;
}
