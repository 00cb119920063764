/* SPDX-License-Identifier: Apache-2.0 */
/*
** defaults.c: hcl typeexpr Defaults.Apply (hcl >= 2.17.1): fills missing or null object
** attributes with their defaults, recursing through the defaults tree, then rebuilds the
** container (lists/sets/maps unified when possible, else upcast to tuples/objects).
** Linear: one unification per container, conversion plans shared by the elements.
*/
#include <stdio.h>

#include "runtime/convert/convert.h"
#include "runtime/convert/defaults.h"
#include "runtime/base/str.h"

#define SMALL 16 /* element counts served from the stack (see tyc_tmp) */

/* Binary search of the sorted child keys; NULL when d is NULL or has no such child. */
const tyc_defaults *tyc_defaults_child(const tyc_defaults *d, tyc_str key)
{
    uint32_t lo = 0, hi = d ? d->nkids : 0;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        int c = tyc_str_cmp(d->kid_keys[mid], key);
        if (c == 0)
            return d->kids[mid];
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

/* hcl getChild with an integer key: tuple nodes use the decimal index, every other node
** its element child "". */
static const tyc_defaults *child_index(const tyc_defaults *d, uint32_t i)
{
    char num[16];
    if (d->type->kind != TYC_TUPLE)
        return tyc_defaults_child(d, TYC_STR(""));
    int len = snprintf(num, sizeof num, "%u", (unsigned)i);
    return tyc_defaults_child(d, (tyc_str){num, (size_t)len});
}

/* hcl getChild with a string key: object nodes use the name, every other node "". */
static const tyc_defaults *child_key(const tyc_defaults *d, tyc_str k)
{
    return tyc_defaults_child(d, d->type->kind == TYC_OBJECT ? k : TYC_STR(""));
}

/*
** convert.UnifyUnsafe over the values' types, then each needed conversion applied.
** Returns the unified type with out[] filled, or NULL when unification or a conversion
** fails (or on out-of-memory: a->ctx->oom). Identical types unify to themselves with no
** conversions, so that common case skips the unifier.
*/
static const tyc_type *unify_values(tyc_arena *a, const tyc_value *const *vals, uint32_t n,
                                    const tyc_value **out)
{
    uint32_t same = 1;
    while (same < n && tyc_type_equal(vals[same]->type, vals[0]->type))
        same++;
    if (same == n) {
        memcpy(out, vals, n * sizeof *out);
        return vals[0]->type;
    }
    void *small[2 * SMALL];
    size_t sz = 2 * sizeof(void *) * (size_t)n;
    const tyc_type **ts = tyc_tmp(a->ctx, small, sizeof small, sz);
    if (!ts)
        return NULL;
    const tyc_conv **cv = (const tyc_conv **)(void *)(ts + n);
    for (uint32_t i = 0; i < n; i++)
        ts[i] = vals[i]->type;
    const tyc_type *t = tyc_unify(a, ts, n, 1, cv);
    for (uint32_t i = 0; t && i < n; i++) {
        tyc_cerr err = {0};
        out[i] = cv[i] ? tyc_conv_apply(a, cv[i], vals[i], NULL, &err) : vals[i];
        if (!out[i])
            t = NULL;
    }
    tyc_tmp_free(a->ctx, ts, small, sz);
    return t;
}

static const tyc_value *apply(tyc_arena *a, const tyc_defaults *d, const tyc_value *v);

/* The rebuilt list or set of the n > 0 elements el (an arena array for a list, scratch
** for a set), unified into the scratch array cv; a tuple when they do not unify. */
static const tyc_value *rebuild_slice(tyc_arena *a, int k, const tyc_value **el,
                                      const tyc_value **cv, uint32_t n)
{
    const tyc_type *ut = unify_values(a, el, n, cv);
    if (a->ctx->oom)
        return NULL;
    if (!ut)
        return k == TYC_SET ? tyc_v_tuple(a, el, n) : tyc_v_tuple_adopt(a, el, n);
    if (k == TYC_SET)
        return tyc_v_set(a, ut, cv, n);
    memcpy(el, cv, sizeof *el * n);
    return tyc_v_list_adopt(a, ut, el, n);
}

/* list / set / tuple input (v unmarked at the top) with its n > 0 elements applied into
** el (see rebuild_slice). */
static const tyc_value *slice_into(tyc_arena *a, const tyc_defaults *d, const tyc_value *v,
                                   const tyc_value **el)
{
    uint32_t n = v->n;
    int k = v->type->kind;
    for (uint32_t i = 0; i < n; i++) {
        const tyc_defaults *c = child_index(d, i);
        if (!(el[i] = c ? apply(a, c, v->u.elems[i]) : v->u.elems[i]))
            return NULL;
    }
    if (k == TYC_TUPLE)
        return tyc_v_tuple_adopt(a, el, n);
    const tyc_value *small[SMALL];
    const tyc_value **cv = tyc_tmp(a->ctx, small, sizeof small, sizeof *cv * n);
    const tyc_value *r = cv ? rebuild_slice(a, k, el, cv, n) : NULL;
    tyc_tmp_free(a->ctx, cv, small, sizeof *cv * n);
    return r;
}

/* list / set / tuple input (v unmarked at the top). Element arrays that the result does not
** take over are scratch memory. */
static const tyc_value *apply_slice(tyc_arena *a, const tyc_defaults *d, const tyc_value *v)
{
    uint32_t n = v->n;
    int k = v->type->kind;
    if (n == 0) {
        if (k == TYC_TUPLE)
            return tyc_v_tuple(a, NULL, 0);
        return k == TYC_SET ? tyc_v_set(a, v->type->elem, NULL, 0)
                            : tyc_v_list(a, v->type->elem, NULL, 0);
    }
    if (k != TYC_SET) {
        const tyc_value **el = TYC_NEWN(a, const tyc_value *, n);
        return el ? slice_into(a, d, v, el) : NULL;
    }
    const tyc_value *small[SMALL];
    const tyc_value **el = tyc_tmp(a->ctx, small, sizeof small, sizeof *el * n);
    const tyc_value *r = el ? slice_into(a, d, v, el) : NULL;
    tyc_tmp_free(a->ctx, el, small, sizeof *el * n);
    return r;
}

/* 1 if the default is definitely not null (known non-null, or unknown refined so). */
static int not_null(const tyc_value *v)
{
    return tyc_v_is_unknown(v) ? (v->flags & TYC_VF_NOTNULL) != 0 : !tyc_v_is_null(v);
}

/* The entry for default `name` given its current value cur (NULL when absent). */
static const tyc_value *fill(tyc_arena *a, const tyc_defaults *d, tyc_str name,
                             const tyc_value *dflt, const tyc_value *cur)
{
    if (!cur || tyc_v_is_null(cur)) {
        const tyc_defaults *c = tyc_defaults_child(d, name);
        if (c)
            return apply(a, c, dflt);
        cur = dflt;
    }
    if (not_null(dflt) && cur->type->kind != TYC_DYN)
        return tyc_v_refine_notnull(a, cur);
    return cur;
}

/*
** The defaults whose raw (non-NFC) name matches no entry of v (whose names are NFC) come
** last: the object built from the entries normalises names, and on a clash the later
** entry, the default, wins (the reference picks one by Go map order).
*/
static int64_t add_raw_defaults(tyc_arena *a, const tyc_defaults *d, const tyc_value *v,
                                tyc_str *keys, const tyc_value **vals, uint32_t m)
{
    const tyc_str *vk = v->type->kind == TYC_MAP ? tyc_v_keys(v) : v->type->names;
    for (uint32_t j = 0; j < d->nvals; j++) {
        tyc_str name = d->val_names[j];
        tyc_str nf = tyc_nfc(a, name.p, name.len);
        if (!nf.p)
            return -1;
        if (nf.p == name.p)
            continue;
        int found = 0;
        for (uint32_t lo = 0, hi = v->n; lo < hi && !found;) { /* vk sorted */
            uint32_t mid = lo + (hi - lo) / 2;
            int c = tyc_str_cmp(vk[mid], name);
            found = c == 0;
            if (c < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        if (found)
            continue; /* merged in place */
        const tyc_value *cur = fill(a, d, name, d->vals[j], NULL);
        if (!cur)
            return -1;
        keys[m] = name;
        vals[m++] = cur;
    }
    return m;
}

/* Merges the (sorted) entries of v, children applied, with the (sorted) defaults.
** Fills keys/vals (capacity v->n + d->nvals) and returns the count, or -1 on OOM. */
static int64_t merge_entries(tyc_arena *a, const tyc_defaults *d, const tyc_value *v,
                             tyc_str *keys, const tyc_value **vals)
{
    const tyc_str *vk = v->type->kind == TYC_MAP ? tyc_v_keys(v) : v->type->names;
    uint32_t i = 0, j = 0, m = 0;
    while (i < v->n || j < d->nvals) {
        int c = i == v->n ? 1 : j == d->nvals ? -1 : tyc_str_cmp(vk[i], d->val_names[j]);
        const tyc_value *cur = NULL;
        if (c <= 0) {
            const tyc_defaults *ch = child_key(d, vk[i]);
            cur = ch ? apply(a, ch, v->u.elems[i]) : v->u.elems[i];
            if (!cur)
                return -1;
            keys[m] = vk[i++];
        } else {
            tyc_str nf = tyc_nfc(a, d->val_names[j].p, d->val_names[j].len);
            if (!nf.p)
                return -1;
            if (nf.p != d->val_names[j].p) {
                j++; /* added last (below) */
                continue;
            }
            keys[m] = d->val_names[j];
        }
        if (c >= 0) {
            if (!(cur = fill(a, d, d->val_names[j], d->vals[j], cur)))
                return -1;
            j++;
        }
        vals[m++] = cur;
    }
    return add_raw_defaults(a, d, v, keys, vals, m);
}

/* A map of element type et with the keys of map v (no default added a key) and the values
** cv (scratch, parallel): the keys are shared, not copied. */
static const tyc_value *map_same_keys(tyc_arena *a, const tyc_type *et, const tyc_value *v,
                                      const tyc_value *const *cv)
{
    const tyc_value **el = TYC_NEWN(a, const tyc_value *, (size_t)v->n + 1);
    if (!el)
        return NULL;
    memcpy(el, cv, sizeof *el * v->n);
    return tyc_v_map_keys_ref(a, et, tyc_v_keys(v), el, v->n);
}

/* The merged mapping of m entries: a map when v is a map whose entries unify, else an
** object. cv: scratch for the unified values (capacity m). */
static const tyc_value *build_mapping(tyc_arena *a, const tyc_value *v, tyc_str *keys,
                                      const tyc_value **vals, const tyc_value **cv, uint32_t m)
{
    if (v->type->kind == TYC_MAP) {
        if (m == 0)
            return tyc_v_map(a, v->type->elem, keys, vals, 0);
        const tyc_type *ut = unify_values(a, vals, m, cv);
        if (a->ctx->oom)
            return NULL;
        if (ut && m == v->n)
            return map_same_keys(a, ut, v, cv);
        if (ut)
            return tyc_v_map(a, ut, keys, cv, m);
    }
    return tyc_v_object(a, keys, vals, m);
}

/* object / map input (v unmarked at the top). Scratch arrays live outside the arena. */
static const tyc_value *apply_mapping(tyc_arena *a, const tyc_defaults *d, const tyc_value *v)
{
    size_t cap = (size_t)v->n + d->nvals;
    tyc_str ks[16];
    const tyc_value *vs[16], *cs[16];
    tyc_ctx *c = a->ctx;
    tyc_str *keys = tyc_tmp(c, ks, sizeof ks, sizeof *keys * cap);
    const tyc_value **vals = tyc_tmp(c, vs, sizeof vs, sizeof *vals * cap);
    const tyc_value **cv = tyc_tmp(c, cs, sizeof cs, sizeof *cv * cap);
    const tyc_value *r = NULL;
    if (keys && vals && cv) {
        int64_t m = merge_entries(a, d, v, keys, vals);
        if (m >= 0)
            r = build_mapping(a, v, keys, vals, cv, (uint32_t)m);
    }
    tyc_tmp_free(c, keys, ks, sizeof *keys * cap);
    tyc_tmp_free(c, vals, vs, sizeof *vals * cap);
    tyc_tmp_free(c, cv, cs, sizeof *cv * cap);
    return r;
}

static const tyc_value *apply(tyc_arena *a, const tyc_defaults *d, const tyc_value *v)
{
    if (tyc_v_is_unknown(v) || tyc_v_is_null(v) || (d->nvals == 0 && d->nkids == 0))
        return v;
    const tyc_value *u = tyc_v_with_marks(a, v, 0), *r;
    if (!u)
        return NULL;
    switch (v->type->kind) {
    case TYC_LIST:
    case TYC_SET:
    case TYC_TUPLE:
        r = apply_slice(a, d, u);
        break;
    case TYC_OBJECT:
    case TYC_MAP:
        r = apply_mapping(a, d, u);
        break;
    default:
        return v;
    }
    return r ? tyc_v_with_marks(a, r, (uint8_t)(r->marks | v->marks)) : NULL;
}

/* See defaults.h. A NULL tree returns v unchanged. */
const tyc_value *tyc_defaults_apply(tyc_arena *a, const tyc_defaults *d, const tyc_value *v)
{
    return d ? apply(a, d, v) : v;
}
