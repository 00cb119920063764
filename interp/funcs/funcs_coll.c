/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_coll.c: Terraform's collection functions over maps and objects and the general
** ones (length, contains, index, keys, values, lookup, merge, coalesce, zipmap, one,
** alltrue, anytrue). Sequence functions (concat, flatten, slice, ...) are in funcs_seq.c.
*/
#include "runtime/convert/convert.h"
#include "interp/funcs/funcs_int.h"
#include "runtime/value/refine.h"

/* Keeps the last value of each duplicated name (at the first one's position); returns the
** new count, or UINT32_MAX on OOM. */
static uint32_t dedupe_last(tyc_arena *a, tyc_str *names, const tyc_value **vals, uint32_t n)
{
    tyc_hset h;
    if (tyc_hset_init(a, &h, n) < 0)
        return UINT32_MAX;
    uint32_t out = 0;
    for (uint32_t i = 0; i < n; i++) {
        int found;
        tyc_str k = names[i].p ? names[i] : (tyc_str){"", 0};
        uint32_t s = tyc_hset_slot(&h, k, &found);
        if (found) {
            vals[h.vals[s]] = vals[i];
            continue;
        }
        h.keys[s] = k;
        h.vals[s] = out;
        names[out] = names[i];
        vals[out++] = vals[i];
    }
    return out;
}

static const tyc_value *marked(tyc_evalctx *ec, const tyc_value *v, uint8_t marks)
{
    return v && marks ? tyc_ev_mark(ec->arena, v, marks) : v;
}

/* length(value): grapheme clusters of a string, elements of a collection or structure. */
/* cty's strlen of an unknown string: at least the length of its known prefix. */
static const tyc_value *unknown_strlen(tyc_evalctx *ec, const tyc_value *v)
{
    tyc_vrange r;
    tyc_v_range(v, &r);
    const tyc_value *u = tyc_fn_unknown(ec, &tyc_t_number);
    if (!u || !r.r.plen)
        return u;
    const tyc_num *lo = tyc_num_from_int(ec->arena,
                                         (int64_t)tyc_fn_grapheme_count(r.r.prefix, r.r.plen));
    if (!lo)
        return NULL;
    tyc_rb b;
    tyc_rb_init(&b, u);
    tyc_rb_lower(&b, lo, 1);
    return tyc_rb_value(ec->arena, &b);
}

const tyc_value *tyc_f_length(FN_ARGS)
{
    const tyc_value *v = args[0];
    int k = v->type->kind;
    (void)nargs;
    if (tyc_v_is_null(v)) /* cty's parameter check, before the Type function's */
        return tyc_fn_argerr(ec, call, 0, "argument must not be null");
    if (k == TYC_NUMBER || k == TYC_BOOL)
        return tyc_fn_err(ec, call, "argument must be a string, a collection type, or a "
                          "structural type");
    uint8_t m = v->marks;
    if (k == TYC_TUPLE || k == TYC_OBJECT)
        return marked(ec, tyc_fn_intval(ec, v->type->n), m);
    if (k == TYC_DYN)
        return marked(ec, tyc_fn_unknown(ec, &tyc_t_number), m);
    if (k == TYC_STRING && tyc_v_is_unknown(v))
        return marked(ec, unknown_strlen(ec, v), m);
    if (tyc_v_is_unknown(v) || (k == TYC_SET && v->n > 1 && !tyc_v_wholly_known(v)))
        return marked(ec, tyc_v_length_unknown(ec->arena, v), m); /* refined: see refine.h */
    if (k == TYC_STRING)
        return marked(ec, tyc_fn_intval(ec, (int64_t)tyc_fn_grapheme_count(v->u.s, v->n)), m);
    return marked(ec, tyc_fn_intval(ec, v->n), m);
}

/* 1 if v is a list, tuple or set (known, non-null). */
static int is_seq(const tyc_value *v)
{
    int k = v->type->kind;
    return k == TYC_LIST || k == TYC_TUPLE || k == TYC_SET;
}

const tyc_value *tyc_f_contains(FN_ARGS)
{
    (void)nargs;
    if (tyc_v_is_null(args[0]))
        return tyc_fn_argerr(ec, call, 0, "argument must not be null");
    /* go-cty 1.18.1 (Terraform 1.16) accepts a null value: does the list hold a null? */
    if (tyc_v_is_null(args[1]) && !tyc_target_tf_ge(ec->target, 1, 16))
        return tyc_fn_argerr(ec, call, 1, "argument must not be null");
    if (!is_seq(args[0]))
        return tyc_fn_err(ec, call, "argument must be list, tuple, or set");
    /* cty compares element by element (Value.Equals): an unknown inside either side decides
    ** nothing by itself */
    if (args[0]->n == 0)
        return &tyc_v_false;
    int unknown = 0;
    for (uint32_t i = 0; i < args[0]->n; i++) {
        int eq = tyc_v_equals(args[1], args[0]->u.elems[i]);
        if (eq > 0)
            return &tyc_v_true;
        unknown |= eq < 0;
    }
    return unknown ? tyc_fn_unknown(ec, &tyc_t_bool) : &tyc_v_false;
}

const tyc_value *tyc_f_index(FN_ARGS)
{
    (void)nargs;
    for (uint32_t i = 0; i < 2; i++)
        if (tyc_v_is_null(args[i]))
            return tyc_fn_argerr(ec, call, i, "argument must not be null");
    int k = args[0]->type->kind;
    if (k != TYC_LIST && k != TYC_TUPLE)
        return tyc_fn_err(ec, call, "argument must be a list or tuple");
    if (args[0]->n == 0)
        return tyc_fn_err(ec, call, "cannot search an empty list");
    for (uint32_t i = 0; i < args[0]->n; i++) {
        int eq = tyc_v_equals(args[0]->u.elems[i], args[1]);
        if (eq < 0)
            return tyc_fn_unknown(ec, &tyc_t_number);
        if (eq > 0)
            return tyc_fn_intval(ec, i);
    }
    return tyc_fn_err(ec, call, "item not found");
}

const tyc_value *tyc_f_keys(FN_ARGS)
{
    const tyc_value *m = args[0];
    tyc_arena *a = ec->arena;
    (void)nargs;
    if (tyc_v_is_null(m))
        return tyc_fn_argerr(ec, call, 0, "argument must not be null");
    int k = m->type->kind;
    if (k != TYC_MAP && k != TYC_OBJECT)
        return tyc_fn_argerr(ec, call, 0, "must have map or object type");
    /* AllowUnknown (go-cty): an unknown object's names come from its type */
    if (k == TYC_MAP && tyc_v_is_unknown(m))
        return tyc_ev_mark(a, tyc_fn_unknown(ec, tyc_type_list(a, &tyc_t_string)), m->marks);
    const tyc_str *names = k == TYC_MAP ? tyc_v_keys(m) : m->type->names;
    uint32_t n = k == TYC_OBJECT ? m->type->n : m->n; /* (an unknown object: its type's) */
    const tyc_value **el = TYC_NEWN(a, const tyc_value *, n ? n : 1);
    if (!el)
        return NULL;
    for (uint32_t i = 0; i < n; i++)
        if (!(el[i] = tyc_v_string(a, names[i].p, names[i].len, 0)))
            return NULL;
    /* AllowMarked: the map's own marks go onto the result; its elements' marks do not */
    const tyc_value *r = k == TYC_MAP ? tyc_v_list_adopt(a, &tyc_t_string, el, n)
                                      : tyc_v_tuple_adopt(a, el, n);
    return r && m->marks ? tyc_ev_mark(a, r, m->marks) : r;
}

const tyc_value *tyc_f_values(FN_ARGS)
{
    const tyc_value *m = args[0];
    (void)nargs;
    if (tyc_v_is_null(m))
        return tyc_fn_argerr(ec, call, 0, "argument must not be null");
    const tyc_value *r; /* the elements keep their marks; the map's go onto the result */
    if (m->type->kind == TYC_MAP)
        r = tyc_v_list(ec->arena, m->type->elem, m->u.elems, m->n);
    else if (m->type->kind == TYC_OBJECT)
        r = tyc_v_tuple(ec->arena, m->u.elems, m->n);
    else
        return tyc_fn_err(ec, call, "values() requires a map as the first argument");
    return r && m->marks ? tyc_ev_mark(ec->arena, r, m->marks) : r;
}

/* Go's %q of a lookup key, or "(sensitive value)". */
static const char *key_text(tyc_evalctx *ec, tyc_str key, uint8_t marks)
{
    if (marks & TYC_MARK_SENSITIVE)
        return "(sensitive value)";
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    tyc_buf_goquote(&b, key.p, key.len);
    return tyc_buf_to_arena(&b, ec->arena);
}

/* lookup(inputMap, key, default?): marks of the map and key go onto the result. */
const tyc_value *tyc_f_lookup(FN_ARGS)
{
    tyc_arena *a = ec->arena;
    if (nargs > 3)
        return tyc_fn_err(ec, call, "lookup() takes two or three arguments, got %u", nargs);
    const tyc_value *m = args[0], *key = args[1];
    uint8_t marks = (uint8_t)(m->marks | key->marks);
    if (!(m = tyc_v_with_marks(a, m, 0)) || !(key = tyc_v_with_marks(a, key, 0)))
        return NULL;
    const tyc_value *kargs[2] = {m, tyc_v_unmark_deep(a, key)};
    if (!kargs[1] || !(key = tyc_fn_conv(ec, call, kargs, 1, &tyc_t_string, 0)))
        return NULL;
    if (tyc_v_is_null(m))
        return tyc_fn_argerr(ec, call, 0, "argument must not be null");
    int k = m->type->kind;
    if (k != TYC_MAP && k != TYC_OBJECT)
        return tyc_fn_argerr(ec, call, 0, "lookup() requires a map as the first argument");
    const tyc_type *rt = k == TYC_MAP ? m->type->elem : NULL;
    const tyc_value *dflt = nargs == 3 ? args[2] : NULL;
    if (dflt && rt) {
        const char *msg;
        if (!tyc_ev_convert(a, dflt, rt, &msg))
            return msg ? tyc_fn_argerr(ec, call, 2, "the default value must have the same type "
                                       "as the map elements") : NULL;
    }
    if (tyc_v_is_unknown(m) || tyc_v_is_unknown(key))
        return marked(ec, tyc_v_unknown(a, rt ? rt : &tyc_t_dyn), marks);
    tyc_str ks = tyc_v_str(key);
    const tyc_value *r = k == TYC_MAP ? tyc_v_map_get(m, ks) : tyc_v_attr(m, ks);
    if (r)
        return marked(ec, r, marks);
    if (!dflt) {
        if (k == TYC_OBJECT)
            return tyc_fn_argerr(ec, call, 0, "the given object has no attribute %s",
                                 key_text(ec, ks, 0));
        return tyc_fn_err(ec, call, "lookup failed to find key %s",
                          key_text(ec, ks, kargs[1] ? key->marks | args[1]->marks : 0));
    }
    if (rt) {
        const char *msg;
        dflt = tyc_ev_convert(a, dflt, rt, &msg);
    }
    return marked(ec, dflt, marks);
}

/* 1 when v is a known set of known strings (none marked), or an empty set. */
static int string_set(const tyc_value *v)
{
    if (v->type->kind != TYC_SET || tyc_v_is_unknown(v))
        return 0;
    if (v->n && v->type->elem->kind != TYC_STRING)
        return 0; /* (an empty set gives no element whatever its type) */
    for (uint32_t j = 0; j < v->n; j++)
        if (tyc_v_is_unknown(v->u.elems[j]) || tyc_v_is_null(v->u.elems[j]) ||
            v->u.elems[j]->marks)
            return 0;
    return 1;
}

/* merge(maps...): maps and objects merged left to right. */
const tyc_value *tyc_f_merge(FN_ARGS)
{
    tyc_arena *a = ec->arena;
    uint8_t marks = 0;
    int all_same = 1;
    uint32_t total = 0;
    for (uint32_t i = 0; i < nargs; i++) {
        const tyc_value *v = args[i];
        int k = v->type->kind;
        if (k == TYC_DYN && all_same != 2) { /* cty: a dynamic argument (untyped null) stops the
                                               type checks; the result is an object */
            all_same = 2;
            continue;
        }
        if (k == TYC_DYN || (all_same == 2 && tyc_v_is_null(v)))
            continue;
        if (all_same == 2 && string_set(v)) { /* unchecked then: cty iterates its elements,
                                                  each its own key (Go panics on others) */
            total += v->n;
            continue;
        }
        if (all_same == 2 && !v->n && (tyc_type_is_coll(v->type) || k == TYC_TUPLE))
            continue; /* (an empty collection: cty's iteration finds nothing) */
        if (k != TYC_MAP && k != TYC_OBJECT) {
            tyc_buf b;
            tyc_buf_init(&b, a->ctx);
            tyc_type_buf_friendly(&b, v->type);
            char *fr = tyc_buf_to_arena(&b, a);
            tyc_buf_init(&b, a->ctx);
            tyc_buf_goquote(&b, fr ? fr : "", fr ? strlen(fr) : 0);
            char *q = tyc_buf_to_arena(&b, a);
            return q ? tyc_fn_err(ec, call, "arguments must be maps or objects, got %s", q) : NULL;
        }
        if (all_same != 2 && !tyc_type_equal(v->type, args[0]->type))
            all_same = 0;
        total += v->n;
    }
    tyc_str *names = TYC_NEWN(a, tyc_str, total ? total : 1);
    const tyc_value **vals = TYC_NEWN(a, const tyc_value *, total ? total : 1);
    if (!names || !vals)
        return NULL;
    uint32_t n = 0;
    for (uint32_t i = 0; i < nargs; i++) {
        const tyc_value *v = args[i];
        if (tyc_v_is_null(v))
            continue;
        marks |= v->marks;
        int set = v->type->kind == TYC_SET;
        const tyc_str *ks = v->type->kind == TYC_MAP ? tyc_v_keys(v) : v->type->names;
        for (uint32_t j = 0; j < v->n; j++) {
            names[n] = set ? tyc_v_str(v->u.elems[j]) : ks[j];
            vals[n++] = v->u.elems[j];
        }
    }
    /* keep the last value of each name: sort indices by (name, position) */
    uint32_t out = dedupe_last(a, names, vals, n);
    if (out == UINT32_MAX)
        return NULL;
    const tyc_value *r;
    if (nargs && all_same == 1 && args[0]->type->kind == TYC_MAP)
        r = tyc_v_map(a, args[0]->type->elem, names, vals, out);
    else
        r = tyc_v_object(a, names, vals, out);
    return marked(ec, r, marks);
}

/* coalesce(vals...): the first argument that is neither null nor "" (after unification). */
const tyc_value *tyc_f_coalesce(FN_ARGS)
{
    tyc_arena *a = ec->arena;
    const tyc_type **ts = TYC_NEWN(a, const tyc_type *, nargs ? nargs : 1);
    if (!ts)
        return NULL;
    for (uint32_t i = 0; i < nargs; i++)
        ts[i] = args[i]->type;
    /* no arguments: cty's unification of nothing fails like a mismatch */
    const tyc_type *rt = nargs ? tyc_unify(a, ts, nargs, 1, NULL) : NULL;
    if (!rt)
        return a->ctx->oom ? NULL : tyc_fn_err(ec, call, "all arguments must have the same type");
    for (uint32_t i = 0; i < nargs; i++) {
        const char *msg;
        const tyc_value *v = tyc_ev_convert(a, args[i], rt, &msg);
        if (!v)
            return NULL;
        if (tyc_v_is_unknown(v))
            return tyc_fn_unknown(ec, rt);
        if (tyc_v_is_null(v))
            continue;
        if (rt->kind == TYC_STRING && v->n == 0)
            continue;
        return v;
    }
    return tyc_fn_err(ec, call, "no non-null, non-empty-string arguments");
}

/* coalescelist(vals...): the first non-empty list or tuple. */
const tyc_value *tyc_f_coalescelist(FN_ARGS)
{
    if (nargs == 0)
        return tyc_fn_err(ec, call, "at least one argument is required");
    for (uint32_t i = 0; i < nargs && !tyc_v_is_unknown(args[i]); i++) {
        int k = args[i]->type->kind; /* an untyped null is not a list: cty's Type rejects it */
        if (k != TYC_LIST && k != TYC_TUPLE)
            return tyc_fn_err(ec, call, "coalescelist arguments must be lists or tuples");
    }
    for (uint32_t i = 0; i < nargs; i++) {
        if (tyc_v_is_unknown(args[i]))
            return TYC_DYNVAL;
        if (!tyc_v_is_null(args[i]) && args[i]->n > 0)
            return args[i];
    }
    return tyc_fn_err(ec, call, "no non-null arguments");
}

/* zipmap(keys, values): a map (values a list) or an object (values a tuple). */
const tyc_value *tyc_f_zipmap(FN_ARGS)
{
    tyc_arena *a = ec->arena;
    const tyc_type *lt = tyc_type_list(a, &tyc_t_string);
    const tyc_value *ks = lt ? tyc_fn_conv(ec, call, args, 0, lt, 0) : NULL;
    (void)nargs;
    if (!ks)
        return NULL;
    const tyc_value *vs = args[1];
    if (tyc_v_is_null(vs))
        return tyc_fn_argerr(ec, call, 1, "argument must not be null");
    int k = vs->type->kind;
    if (k != TYC_LIST && k != TYC_TUPLE)
        return tyc_fn_err(ec, call, "values argument must be a list or tuple value");
    if (!tyc_v_wholly_known(ks)) { /* cty's Type: a map for a list of values */
        const tyc_type *mt = k == TYC_LIST ? tyc_type_map(a, vs->type->elem) : NULL;
        return k == TYC_LIST ? (mt ? tyc_fn_unknown(ec, mt) : NULL) : TYC_DYNVAL;
    }
    if (ks->n != vs->n)
        return tyc_fn_err(ec, call, "number of keys (%u) does not match number of values (%u)",
                          ks->n, vs->n);
    tyc_str *names = TYC_NEWN(a, tyc_str, ks->n ? ks->n : 1);
    const tyc_value **vals = TYC_NEWN(a, const tyc_value *, ks->n ? ks->n : 1);
    if (!names || !vals)
        return NULL;
    uint8_t km = 0; /* a key cannot carry marks: the result takes them (cty's Impl) */
    for (uint32_t i = 0; i < ks->n; i++) {
        if (tyc_v_is_null(ks->u.elems[i])) /* cty panics for a list of values */
            return tyc_fn_err(ec, call, "keys list has null value at index %u", i);
        names[i] = tyc_v_str(ks->u.elems[i]);
        km |= ks->u.elems[i]->marks;
        vals[i] = vs->u.elems[i];
    }
    uint32_t n = dedupe_last(a, names, vals, ks->n);
    if (n == UINT32_MAX)
        return NULL;
    const tyc_value *r = k == TYC_LIST ? tyc_v_map(a, vs->type->elem, names, vals, n)
                                       : tyc_v_object(a, names, vals, n);
    return r && km ? tyc_ev_mark(a, r, km) : r;
}

/* one(list): the only element of a zero- or one-element sequence, or null. */
const tyc_value *tyc_f_one(FN_ARGS)
{
    const tyc_value *v = args[0];
    int k = v->type->kind;
    (void)nargs;
    if (tyc_v_is_null(v))
        return tyc_fn_argerr(ec, call, 0, "argument must not be null");
    if (!is_seq(v) || v->n > 1)
        return tyc_fn_argerr(ec, call, 0, "must be a list, set, or tuple value with either "
                             "zero or one elements");
    if (v->n == 1)
        return v->u.elems[0];
    return tyc_v_null(ec->arena, k == TYC_TUPLE ? &tyc_t_dyn : v->type->elem);
}

/* alltrue / anytrue over list(bool). */
static const tyc_value *bools(FN_ARGS, int all)
{
    const tyc_type *lt = tyc_type_list(ec->arena, &tyc_t_bool);
    const tyc_value *l = lt ? tyc_fn_conv(ec, call, args, 0, lt, 0) : NULL;
    (void)nargs;
    if (!l)
        return NULL;
    int unknown = 0;
    for (uint32_t i = 0; i < l->n; i++) {
        const tyc_value *e = l->u.elems[i];
        if (tyc_v_is_unknown(e)) {
            if (all)
                return tyc_fn_unknown(ec, &tyc_t_bool);
            unknown = 1;
        } else if (tyc_v_is_null(e)) {
            if (all)
                return &tyc_v_false;
        } else if (e->u.b != all) {
            return all ? &tyc_v_false : &tyc_v_true;
        }
    }
    if (unknown)
        return tyc_fn_unknown(ec, &tyc_t_bool);
    return all ? &tyc_v_true : &tyc_v_false;
}

const tyc_value *tyc_f_alltrue(FN_ARGS)
{
    return bools(ec, call, args, nargs, 1);
}

const tyc_value *tyc_f_anytrue(FN_ARGS)
{
    return bools(ec, call, args, nargs, 0);
}
