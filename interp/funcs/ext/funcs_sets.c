/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_sets.c: set functions (setunion, setintersection, setsubtract, setproduct) and the
** remaining collection functions (chunklist, matchkeys, transpose), plus issensitive and
** ephemeralasnull, as go-cty's stdlib and Terraform define them.
*/
#include <stdlib.h>

#include "runtime/convert/convert.h"
#include "runtime/value/set_int.h"
#include "interp/funcs/ext/ext.h"

/* Membership index over the elements of one set value (cty hash bytes, then Equals). */
typedef struct member {
    tyc_hset h;
    const tyc_value *set;
} member;

static int member_init(tyc_arena *a, member *m, const tyc_value *set)
{
    m->set = set;
    if (tyc_hset_init(a, &m->h, set->n) < 0)
        return -1;
    for (uint32_t i = 0; i < set->n; i++) {
        tyc_buf b;
        tyc_buf_init(&b, a->ctx);
        tyc_set_hash_bytes(&b, set->u.elems[i]);
        char *k = tyc_buf_to_arena(&b, a);
        if (!k)
            return -1;
        int found;
        tyc_str key = {k, strlen(k)};
        uint32_t s = tyc_hset_slot(&m->h, key, &found);
        if (!found) {
            m->h.keys[s] = key;
            m->h.vals[s] = i;
        }
    }
    return 0;
}

/* 1 if v is in the set, 0 if not, -1 on OOM. */
static int member_has(tyc_arena *a, const member *m, const tyc_value *v)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_set_hash_bytes(&b, v);
    char *k = tyc_buf_to_arena(&b, a);
    if (!k)
        return -1;
    int found;
    uint32_t s = tyc_hset_slot(&m->h, (tyc_str){k, strlen(k)}, &found);
    if (!found)
        return 0;
    if (tyc_v_equals(m->set->u.elems[m->h.vals[s]], v) > 0)
        return 1;
    for (uint32_t i = 0; i < m->set->n; i++) /* a hash collision of unequal values */
        if (tyc_v_equals(m->set->u.elems[i], v) > 0)
            return 1;
    return 0;
}

/* op: 0 union, 1 intersection, 2 subtract. */
static const tyc_value *set_op(FN_ARGS, int op)
{
    tyc_arena *a = ec->arena;
    const tyc_type *sdyn = tyc_type_set(a, &tyc_t_dyn);
    const tyc_value **sv = TYC_NEWN(a, const tyc_value *, nargs);
    const tyc_type **ets = TYC_NEWN(a, const tyc_type *, nargs);
    if (!sdyn || !sv || !ets)
        return NULL;
    uint32_t ne = 0;
    for (uint32_t i = 0; i < nargs; i++) {
        if (!(sv[i] = tyc_fn_conv(ec, call, args, i, sdyn, 0)))
            return NULL;
        const tyc_type *et = sv[i]->type->elem;
        if (tyc_v_is_known(sv[i]) && sv[i]->n == 0 && et->kind == TYC_DYN)
            continue;
        ets[ne++] = et;
    }
    const tyc_type *et = &tyc_t_dyn;
    if (ne > 0 && !(et = tyc_unify(a, ets, ne, 1, NULL)))
        return a->ctx->oom ? NULL
                           : tyc_fn_err(ec, call, "given sets must all have compatible element "
                                        "types");
    const tyc_type *rt = tyc_type_set(a, et);
    if (!rt)
        return NULL;
    for (uint32_t i = 0; i < nargs; i++) {
        const char *msg = NULL;
        if (!tyc_type_equal(sv[i]->type, rt) &&
            !(sv[i] = tyc_ev_convert(a, sv[i], rt, &msg)))
            return msg ? tyc_fn_argerr(ec, call, i, "%s", msg) : NULL;
        if (op != 0 && !tyc_v_wholly_known(sv[i]))
            return tyc_fn_unknown(ec, rt);
        if (tyc_v_is_unknown(sv[i]))
            return tyc_fn_unknown(ec, rt);
    }
    tyc_vec out = {0};
    if (op == 0) {
        for (uint32_t i = 0; i < nargs; i++)
            for (uint32_t j = 0; j < sv[i]->n; j++)
                if (tyc_vec_push(a, &out, (void *)(uintptr_t)sv[i]->u.elems[j]) < 0)
                    return NULL;
    } else {
        member *ms = TYC_NEWN(a, member, nargs);
        if (!ms)
            return NULL;
        for (uint32_t i = 1; i < nargs; i++)
            if (member_init(a, &ms[i], sv[i]) < 0)
                return NULL;
        for (uint32_t j = 0; j < sv[0]->n; j++) {
            const tyc_value *e = sv[0]->u.elems[j];
            int keep = 1;
            for (uint32_t i = 1; i < nargs && keep; i++) {
                int h = member_has(a, &ms[i], e);
                if (h < 0)
                    return NULL;
                keep = op == 1 ? h : !h;
            }
            if (keep && tyc_vec_push(a, &out, (void *)(uintptr_t)e) < 0)
                return NULL;
        }
    }
    return tyc_v_set(a, et, (const tyc_value *const *)out.v, out.n);
}

const tyc_value *tyc_f_setunion(FN_ARGS) { return set_op(ec, call, args, nargs, 0); }
const tyc_value *tyc_f_setintersection(FN_ARGS) { return set_op(ec, call, args, nargs, 1); }
const tyc_value *tyc_f_setsubtract(FN_ARGS) { return set_op(ec, call, args, nargs, 2); }

/* The most elements setproduct builds (tycon's bound; Terraform has none). */
#define PRODUCT_MAX 1000000u

const tyc_value *tyc_f_setproduct(FN_ARGS)
{
    tyc_arena *a = ec->arena;
    for (uint32_t i = 0; i < nargs; i++) /* the parameter check comes before the count (cty) */
        if (tyc_v_is_null(args[i]))
            return tyc_fn_argerr(ec, call, i, "argument must not be null");
    if (nargs < 2)
        return tyc_fn_err(ec, call, "at least two arguments are required");
    const tyc_type **ets = TYC_NEWN(a, const tyc_type *, nargs);
    const tyc_value **av = TYC_NEWN(a, const tyc_value *, nargs);
    if (!ets || !av)
        return NULL;
    uint32_t lists = 0;
    uint8_t marks = 0;
    int unknown = 0;
    for (uint32_t i = 0; i < nargs; i++) {
        const tyc_value *v = args[i];
        const tyc_type *t = v->type;
        marks |= v->marks;
        if (tyc_v_is_null(v))
            return tyc_fn_argerr(ec, call, i, "argument must not be null");
        if (t->kind == TYC_SET) {
            ets[i] = t->elem;
        } else if (t->kind == TYC_LIST) {
            ets[i] = t->elem;
            lists++;
        } else if (t->kind == TYC_TUPLE) {
            lists++;
            if (t->n == 0) {
                ets[i] = &tyc_t_dyn;
            } else if (!(ets[i] = tyc_unify(a, t->elems, t->n, 1, NULL))) {
                return a->ctx->oom ? NULL : tyc_fn_argerr(ec, call, i, "all elements must be "
                                                          "of the same type");
            }
        } else {
            return tyc_fn_argerr(ec, call, i, "a set or a list is required");
        }
        av[i] = v;
        unknown |= tyc_v_is_unknown(v);
    }
    const tyc_type *tt = tyc_type_tuple(a, ets, nargs);
    const tyc_type *rt = tt ? tyc_type_coll(a, lists == nargs ? TYC_LIST : TYC_SET, tt) : NULL;
    if (!rt)
        return NULL;
    if (unknown)
        return tyc_ev_mark(a, tyc_fn_unknown(ec, rt), marks);
    uint64_t total = 1;
    for (uint32_t i = 0; i < nargs; i++) {
        total *= av[i]->n;
        if (total > PRODUCT_MAX)
            return tyc_fn_err(ec, call, "the product would have more than %u elements", PRODUCT_MAX);
    }
    const tyc_value **prod = TYC_NEWN(a, const tyc_value *, total ? total : 1);
    uint32_t *idx = TYC_NEWN(a, uint32_t, nargs);
    if (!prod || !idx)
        return NULL;
    for (uint64_t k = 0; k < total; k++) {
        const tyc_value **el = TYC_NEWN(a, const tyc_value *, nargs);
        if (!el)
            return NULL;
        for (uint32_t j = 0; j < nargs; j++) {
            const tyc_value *e = av[j]->u.elems[idx[j]];
            if (!tyc_type_equal(e->type, ets[j])) {
                const char *msg;
                if (!(e = tyc_ev_convert(a, e, ets[j], &msg)))
                    return msg ? tyc_fn_err(ec, call, "%s", msg) : NULL;
            }
            el[j] = e;
        }
        for (uint32_t j = nargs; j-- > 0;) {
            if (++idx[j] < av[j]->n)
                break;
            idx[j] = 0;
        }
        if (!(prod[k] = tyc_v_tuple_adopt(a, el, nargs)))
            return NULL;
    }
    const tyc_value *r = lists == nargs ? tyc_v_list_adopt(a, tt, prod, (uint32_t)total)
                                        : tyc_v_set(a, tt, prod, (uint32_t)total);
    return tyc_ev_mark(a, r, marks);
}

const tyc_value *tyc_f_chunklist(FN_ARGS)
{
    tyc_arena *a = ec->arena;
    (void)nargs;
    const tyc_type *ldyn = tyc_type_list(a, &tyc_t_dyn);
    if (!ldyn)
        return NULL;
    const tyc_value *l = tyc_fn_conv(ec, call, args, 0, ldyn, 0);
    if (!l)
        return NULL;
    const tyc_value *sz = tyc_fn_conv(ec, call, args, 1, &tyc_t_number, 0);
    if (!sz)
        return NULL;
    uint8_t marks = (uint8_t)(l->marks | sz->marks);
    const tyc_type *rt = tyc_type_list(a, l->type);
    if (!rt)
        return NULL;
    if (tyc_v_is_unknown(l) || tyc_v_is_unknown(sz))
        return tyc_ev_mark(a, tyc_fn_unknown(ec, rt), marks);
    int64_t size;
    if (!tyc_num_to_int64(TYC_V_NUM(sz), &size))
        return tyc_fn_err(ec, call, "invalid size: value must be a whole number, between "
                          "-9223372036854775808 and 9223372036854775807");
    if (size < 0)
        return tyc_fn_err(ec, call, "the size argument must be positive");
    const tyc_value *lu = tyc_v_with_marks(a, l, 0);
    if (!lu)
        return NULL;
    if (l->n == 0)
        return tyc_ev_mark(a, tyc_v_list(a, l->type, NULL, 0), marks);
    if (size == 0)
        return tyc_ev_mark(a, tyc_v_list(a, l->type, &lu, 1), marks);
    uint32_t nchunks = (uint32_t)((l->n + (uint64_t)size - 1) / (uint64_t)size);
    const tyc_value **out = TYC_NEWN(a, const tyc_value *, nchunks);
    if (!out)
        return NULL;
    for (uint32_t c = 0; c < nchunks; c++) {
        uint64_t b = (uint64_t)c * (uint64_t)size;
        uint64_t e = b + (uint64_t)size > l->n ? l->n : b + (uint64_t)size;
        if (!(out[c] = tyc_v_list(a, l->type->elem, l->u.elems + b, (uint32_t)(e - b))))
            return NULL;
    }
    return tyc_ev_mark(a, tyc_v_list_adopt(a, l->type, out, nchunks), marks);
}

const tyc_value *tyc_f_matchkeys(FN_ARGS)
{
    tyc_arena *a = ec->arena;
    (void)nargs;
    const tyc_type *ldyn = tyc_type_list(a, &tyc_t_dyn);
    const tyc_value *v[3];
    if (!ldyn)
        return NULL;
    for (uint32_t i = 0; i < 3; i++)
        if (!(v[i] = tyc_fn_conv(ec, call, args, i, ldyn, 0)))
            return NULL;
    const tyc_type *kt[2] = {v[1]->type, v[2]->type};
    const tyc_type *ty = tyc_unify(a, kt, 2, 1, NULL);
    if (!ty)
        return a->ctx->oom ? NULL : tyc_fn_err(ec, call, "keys and searchset must be of the "
                                               "same type");
    const tyc_type *et = v[0]->type->elem;
    if (tyc_v_is_unknown(v[0]))
        return tyc_fn_unknown(ec, v[0]->type);
    if (v[0]->n != v[1]->n)
        return tyc_fn_err(ec, call, "length of keys and values should be equal");
    const char *msg;
    const tyc_value *keys = tyc_type_equal(v[1]->type, ty) ? v[1] : tyc_ev_convert(a, v[1], ty, &msg);
    const tyc_value *search = tyc_type_equal(v[2]->type, ty) ? v[2] : tyc_ev_convert(a, v[2], ty, &msg);
    if (!keys || !search)
        return NULL;
    if (tyc_v_is_known(search) && search->n == 0)
        return tyc_v_list(a, et, NULL, 0);
    if (!tyc_v_wholly_known(v[0]) || !tyc_v_wholly_known(keys) || tyc_v_is_unknown(search))
        return tyc_fn_unknown(ec, v[0]->type);
    for (uint32_t j = 0; j < search->n; j++) /* cty: an unknown comparison: empty result */
        if (!tyc_v_wholly_known(search->u.elems[j]))
            return tyc_v_list(a, et, NULL, 0);
    member ms;
    if (member_init(a, &ms, search) < 0)
        return NULL;
    tyc_vec out = {0};
    for (uint32_t i = 0; i < keys->n; i++) {
        int h = member_has(a, &ms, keys->u.elems[i]);
        if (h < 0)
            return NULL;
        if (h && tyc_vec_push(a, &out, (void *)(uintptr_t)v[0]->u.elems[i]) < 0)
            return NULL;
    }
    return tyc_v_list(a, et, (const tyc_value *const *)out.v, out.n);
}

static int cmp_str(const void *x, const void *y)
{
    const tyc_value *a = *(const tyc_value *const *)x, *b = *(const tyc_value *const *)y;
    size_t n = a->n < b->n ? a->n : b->n;
    int c = memcmp(a->u.s, b->u.s, n);
    return c ? c : (a->n > b->n) - (a->n < b->n);
}

const tyc_value *tyc_f_transpose(FN_ARGS)
{
    tyc_arena *a = ec->arena;
    (void)nargs;
    const tyc_type *ls = tyc_type_list(a, &tyc_t_string);
    const tyc_type *mt = ls ? tyc_type_map(a, ls) : NULL;
    if (!mt)
        return NULL;
    const tyc_value *m = tyc_fn_conv(ec, call, args, 0, mt, 0);
    if (!m)
        return NULL;
    if (!tyc_v_wholly_known(m))
        return tyc_fn_unknown(ec, mt);
    const tyc_str *keys = tyc_v_keys(m);
    uint32_t total = 0;
    for (uint32_t i = 0; i < m->n; i++) {
        const tyc_value *l = m->u.elems[i];
        if (tyc_v_is_null(l))
            return tyc_fn_err(ec, call, "input must not contain null list");
        for (uint32_t j = 0; j < l->n; j++)
            if (tyc_v_is_null(l->u.elems[j]))
                return tyc_fn_err(ec, call, "input list must not contain null string");
        total += l->n;
    }
    tyc_hset h;
    tyc_vec *groups = TYC_NEWN(a, tyc_vec, total ? total : 1);
    tyc_str *okeys = TYC_NEWN(a, tyc_str, total ? total : 1);
    if (!groups || tyc_hset_init(a, &h, total) < 0 || !okeys)
        return NULL;
    uint32_t ng = 0;
    for (uint32_t i = 0; i < m->n; i++) {
        const tyc_value *kv = tyc_v_string(a, keys[i].p, keys[i].len, 0);
        if (!kv)
            return NULL;
        const tyc_value *l = m->u.elems[i];
        for (uint32_t j = 0; j < l->n; j++) {
            tyc_str s = tyc_v_str(l->u.elems[j]);
            int found;
            uint32_t slot = tyc_hset_slot(&h, s, &found);
            if (!found) {
                h.keys[slot] = s;
                h.vals[slot] = ng;
                okeys[ng++] = s;
            }
            if (tyc_vec_push(a, &groups[h.vals[slot]], (void *)(uintptr_t)kv) < 0)
                return NULL;
        }
    }
    const tyc_value **vals = TYC_NEWN(a, const tyc_value *, ng ? ng : 1);
    if (!vals)
        return NULL;
    for (uint32_t g = 0; g < ng; g++) {
        qsort(groups[g].v, groups[g].n, sizeof(void *), cmp_str);
        if (!(vals[g] = tyc_v_list(a, &tyc_t_string, (const tyc_value *const *)groups[g].v,
                                   groups[g].n)))
            return NULL;
    }
    return tyc_v_map(a, ls, okeys, vals, ng);
}

/* issensitive(value): the value itself (not its elements) is marked sensitive. */
const tyc_value *tyc_f_issensitive(FN_ARGS)
{
    (void)nargs, (void)call;
    if (args[0]->marks & TYC_MARK_SENSITIVE)
        return &tyc_v_true;
    if (tyc_v_is_unknown(args[0]))
        return tyc_v_unknown(ec->arena, &tyc_t_bool);
    return &tyc_v_false;
}

/* A copy of v with every ephemeral-marked value replaced by a null of its type. */
static const tyc_value *drop_ephemeral(tyc_arena *a, const tyc_value *v, int depth)
{
    if (v->marks & TYC_MARK_EPHEMERAL) {
        const tyc_value *n = tyc_v_null(a, v->type);
        return n ? tyc_v_with_marks(a, n, (uint8_t)(v->marks & ~TYC_MARK_EPHEMERAL)) : NULL;
    }
    if (!(tyc_v_deep_marks(v) & TYC_MARK_EPHEMERAL) || depth > 10000 || tyc_v_is_null(v) ||
        tyc_v_is_unknown(v))
        return v;
    int k = v->type->kind;
    if (k != TYC_LIST && k != TYC_TUPLE && k != TYC_OBJECT && k != TYC_MAP && k != TYC_SET)
        return v;
    const tyc_value **el = TYC_NEWN(a, const tyc_value *, v->n + 1);
    if (!el)
        return NULL;
    for (uint32_t i = 0; i < v->n; i++)
        if (!(el[i] = drop_ephemeral(a, v->u.elems[i], depth + 1)))
            return NULL;
    const tyc_value *r;
    switch (k) {
    case TYC_LIST: r = tyc_v_list_adopt(a, v->type->elem, el, v->n); break;
    case TYC_TUPLE: r = tyc_v_tuple_adopt(a, el, v->n); break;
    case TYC_OBJECT: r = tyc_v_object_adopt(a, v->type, el); break;
    case TYC_MAP: r = tyc_v_map(a, v->type->elem, tyc_v_keys(v), el, v->n); break;
    default: r = tyc_v_set(a, v->type->elem, el, v->n); break;
    }
    return r ? tyc_v_with_marks(a, r, v->marks) : NULL;
}

const tyc_value *tyc_f_ephemeralasnull(FN_ARGS)
{
    (void)nargs, (void)call;
    return drop_ephemeral(ec->arena, args[0], 0);
}
