/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_types.c: the checks of cty's Type functions, which run before a call's unknown
** arguments make its result unknown: the kind of a collection argument, slice's and
** element's known indices, zipmap's keys against a tuple, lookup's default, the element
** types of the set functions. Each returns 0, or -1 after reporting (or on OOM).
*/
#include "interp/funcs/funcs_int.h"
#include "runtime/convert/convert.h"
#include "runtime/render/render.h"

/* The friendly name of t (arena), or NULL on OOM. */
static char *friendly(tyc_evalctx *ec, const tyc_type *t)
{
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    tyc_type_buf_friendly(&b, t);
    return tyc_buf_to_arena(&b, ec->arena);
}

static int kind_is(const tyc_value *v, int k1, int k2)
{
    return v->type->kind == k1 || v->type->kind == k2;
}

/* The number of elements of a list, set or tuple when known (a tuple's from its type). */
static int known_len(const tyc_value *v, int64_t *len)
{
    if (v->type->kind == TYC_TUPLE) {
        *len = v->type->n;
        return 1;
    }
    if (tyc_v_is_unknown(v))
        return 0;
    *len = v->n;
    return 1;
}

int tyc_ft_keys(FN_ARGS)
{
    (void)nargs;
    if (kind_is(args[0], TYC_MAP, TYC_OBJECT))
        return 0;
    tyc_fn_argerr(ec, call, 0, "must have map or object type");
    return -1;
}

int tyc_ft_values(FN_ARGS)
{
    (void)nargs;
    if (kind_is(args[0], TYC_MAP, TYC_OBJECT))
        return 0;
    tyc_fn_err(ec, call, "values() requires a map as the first argument");
    return -1;
}

/* lookup's object case: a known key naming no attribute, without a default. */
static int lookup_object(FN_ARGS)
{
    const tyc_value *key = args[1];
    if (tyc_v_is_unknown(key) || nargs == 3)
        return 0;
    tyc_str ks = tyc_v_str(key);
    for (uint32_t i = 0; i < args[0]->type->n; i++)
        if (tyc_str_eq(args[0]->type->names[i], ks))
            return 0;
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    tyc_buf_goquote(&b, ks.p, ks.len);
    char *q = tyc_buf_to_arena(&b, ec->arena);
    if (q)
        tyc_fn_argerr(ec, call, 0, "the given object has no attribute %s", q);
    return -1;
}

int tyc_ft_lookup(FN_ARGS)
{
    if (nargs > 3) {
        tyc_fn_err(ec, call, "lookup() takes two or three arguments, got %u", nargs);
        return -1;
    }
    int k = args[0]->type->kind;
    if (k == TYC_OBJECT)
        return lookup_object(ec, call, args, nargs);
    if (k != TYC_MAP) {
        tyc_fn_argerr(ec, call, 0, "lookup() requires a map as the first argument");
        return -1;
    }
    const char *msg = NULL;
    if (nargs == 3 && !tyc_ev_convert(ec->arena, args[2], args[0]->type->elem, &msg)) {
        if (msg)
            tyc_fn_argerr(ec, call, 2, "the default value must have the same type as the map "
                          "elements");
        return -1;
    }
    return 0;
}

int tyc_ft_one(FN_ARGS)
{
    const tyc_value *v = args[0];
    (void)nargs;
    if (kind_is(v, TYC_LIST, TYC_SET) || (v->type->kind == TYC_TUPLE && v->type->n <= 1))
        return 0;
    tyc_fn_argerr(ec, call, 0, "must be a list, set, or tuple value with either zero or one "
                  "elements");
    return -1;
}

int tyc_ft_concat(FN_ARGS)
{
    uint32_t nl = 0;
    while (nl < nargs && args[nl]->type->kind == TYC_LIST)
        nl++;
    if (nl == nargs)
        return 0;
    for (uint32_t i = 0; i < nargs; i++) {
        if (args[i]->type->kind == TYC_LIST && tyc_v_is_unknown(args[i]))
            return 0; /* cty: the result type waits for the list's length */
        if (kind_is(args[i], TYC_LIST, TYC_TUPLE))
            continue;
        char *f = friendly(ec, args[i]->type);
        if (f)
            tyc_fn_argerr(ec, call, i, "all arguments must be lists or tuples; got %s", f);
        return -1;
    }
    return 0;
}

int tyc_ft_reverse(FN_ARGS)
{
    (void)nargs;
    if (kind_is(args[0], TYC_LIST, TYC_TUPLE) || args[0]->type->kind == TYC_SET)
        return 0;
    char *f = friendly(ec, args[0]->type);
    if (f)
        tyc_fn_argerr(ec, call, 0, "can only reverse list or tuple values, not %s", f);
    return -1;
}

int tyc_ft_element(FN_ARGS)
{
    const tyc_value *v = args[0];
    (void)nargs;
    if (v->type->kind == TYC_LIST)
        return 0;
    if (v->type->kind != TYC_TUPLE) {
        char *f = friendly(ec, v->type);
        if (f)
            tyc_fn_err(ec, call, "cannot read elements from %s", f);
        return -1;
    }
    int64_t idx;
    if (tyc_v_is_unknown(args[1]))
        return 0;
    if (!tyc_num_to_int64(TYC_V_NUM(args[1]), &idx)) {
        tyc_fn_err(ec, call, "invalid index: value must be a whole number, between "
                   "-9223372036854775808 and 9223372036854775807");
        return -1;
    }
    if (v->type->n == 0) {
        tyc_fn_err(ec, call, "cannot use element function with an empty list");
        return -1;
    }
    return 0;
}

/* One of slice's indices when known: *known is set, *out the index. 0 or -1. */
static int slice_index(FN_ARGS, uint32_t i, int has_len, int64_t len, int64_t *out, int *known)
{
    const char *what = i == 1 ? "start" : "end";
    (void)nargs;
    *known = 0;
    if (tyc_v_is_unknown(args[i]))
        return 0;
    if (!tyc_num_to_int64(TYC_V_NUM(args[i]), out)) {
        tyc_fn_argerr(ec, call, i, "invalid %s index: value must be a whole number, between "
                      "-9223372036854775808 and 9223372036854775807", what);
        return -1;
    }
    if (*out < 0) {
        tyc_fn_argerr(ec, call, i, "%s index must not be less than zero", what);
        return -1;
    }
    if (has_len && *out > len) {
        tyc_fn_argerr(ec, call, i, "%s index must not be greater than the length of the list",
                      what);
        return -1;
    }
    *known = 1;
    return 0;
}

int tyc_ft_slice(FN_ARGS)
{
    const tyc_value *v = args[0];
    if (v->type->kind == TYC_SET) {
        tyc_fn_argerr(ec, call, 0, "cannot slice a set, because its elements do not have "
                      "indices; explicitly convert to a list if the ordering of the result is "
                      "not important");
        return -1;
    }
    if (!kind_is(v, TYC_LIST, TYC_TUPLE)) {
        tyc_fn_argerr(ec, call, 0, "must be a list or tuple value");
        return -1;
    }
    int64_t len = 0, s = 0, e = 0;
    int has_len = known_len(v, &len), ks, ke;
    if (slice_index(ec, call, args, nargs, 1, has_len, len, &s, &ks) < 0 ||
        slice_index(ec, call, args, nargs, 2, has_len, len, &e, &ke) < 0)
        return -1;
    if (ks && ke && s > e) {
        tyc_fn_argerr(ec, call, 1, "start index must not be greater than end index");
        return -1;
    }
    return 0;
}

/* zipmap with a tuple of values: the keys (when wholly known) against the tuple's type. */
static int zipmap_tuple(FN_ARGS)
{
    const tyc_value *ks = args[0];
    (void)nargs;
    if (!tyc_v_wholly_known(ks))
        return 0;
    if (ks->n != args[1]->type->n) {
        tyc_fn_err(ec, call, "number of keys (%u) does not match number of values (%u)", ks->n,
                   args[1]->type->n);
        return -1;
    }
    for (uint32_t i = 0; i < ks->n; i++) {
        if (tyc_v_is_null(ks->u.elems[i])) {
            tyc_fn_err(ec, call, "keys list has null value at index %u", i);
            return -1;
        }
    }
    return 0;
}

int tyc_ft_zipmap(FN_ARGS)
{
    int k = args[1]->type->kind;
    if (k == TYC_LIST)
        return 0;
    if (k == TYC_TUPLE)
        return zipmap_tuple(ec, call, args, nargs);
    tyc_fn_err(ec, call, "values argument must be a list or tuple value");
    return -1;
}

int tyc_ft_merge(FN_ARGS)
{
    for (uint32_t i = 0; i < nargs; i++) {
        const tyc_type *t = args[i]->type;
        if (t->kind == TYC_DYN)
            return 0;
        if (t->kind == TYC_MAP || t->kind == TYC_OBJECT)
            continue;
        char *f = friendly(ec, t);
        tyc_buf b;
        tyc_buf_init(&b, ec->arena->ctx);
        tyc_buf_goquote(&b, f ? f : "", f ? strlen(f) : 0);
        char *q = f ? tyc_buf_to_arena(&b, ec->arena) : (tyc_buf_free(&b), NULL);
        if (q)
            tyc_fn_err(ec, call, "arguments must be maps or objects, got %s", q);
        return -1;
    }
    return 0;
}

int tyc_ft_parseint(FN_ARGS)
{
    (void)nargs;
    if (args[0]->type->kind == TYC_STRING)
        return 0;
    char *f = friendly(ec, args[0]->type);
    if (f)
        tyc_fn_argerr(ec, call, 0, "first argument must be a string, not %s", f);
    return -1;
}

int tyc_ft_matchkeys(FN_ARGS)
{
    const tyc_type *kt[2] = {args[1]->type, args[2]->type};
    (void)nargs;
    if (tyc_unify(ec->arena, kt, 2, 1, NULL))
        return 0;
    if (!ec->arena->ctx->oom)
        tyc_fn_err(ec, call, "keys and searchset must be of the same type");
    return -1;
}

int tyc_ft_sets(FN_ARGS)
{
    const tyc_type **ets = TYC_NEWN(ec->arena, const tyc_type *, nargs ? nargs : 1);
    uint32_t ne = 0;
    if (!ets)
        return -1;
    for (uint32_t i = 0; i < nargs; i++) {
        const tyc_type *et = args[i]->type->elem;
        if (tyc_v_is_known(args[i]) && args[i]->n == 0 && et->kind == TYC_DYN)
            continue; /* an empty set of no known element type converts to any */
        ets[ne++] = et;
    }
    if (ne == 0 || tyc_unify(ec->arena, ets, ne, 1, NULL))
        return 0;
    if (!ec->arena->ctx->oom)
        tyc_fn_err(ec, call, "given sets must all have compatible element types");
    return -1;
}

/*
** The result types cty's Type functions compute, for the unknown result of a call with an
** unknown argument (UnknownVal of that type). NULL: no known type (or OOM).
*/
static const tyc_type *rt_keys(tyc_evalctx *ec, const tyc_value *const *args, uint32_t n)
{
    const tyc_type *t = args[0]->type;
    (void)n;
    if (t->kind == TYC_MAP)
        return tyc_type_list(ec->arena, &tyc_t_string);
    if (t->kind != TYC_OBJECT)
        return NULL;
    const tyc_type **el = TYC_NEWN(ec->arena, const tyc_type *, t->n ? t->n : 1);
    for (uint32_t i = 0; el && i < t->n; i++)
        el[i] = &tyc_t_string;
    return el ? tyc_type_tuple_adopt(ec->arena, el, t->n) : NULL;
}

static const tyc_type *rt_values(tyc_evalctx *ec, const tyc_value *const *args, uint32_t n)
{
    const tyc_type *t = args[0]->type;
    (void)n;
    if (t->kind == TYC_MAP)
        return tyc_type_list(ec->arena, t->elem);
    return t->kind == TYC_OBJECT ? tyc_type_tuple(ec->arena, t->elems, t->n) : NULL;
}

static const tyc_type *rt_one(tyc_evalctx *ec, const tyc_value *const *args, uint32_t n)
{
    const tyc_type *t = args[0]->type;
    (void)ec, (void)n;
    if (t->kind == TYC_LIST || t->kind == TYC_SET)
        return t->elem;
    return t->kind == TYC_TUPLE && t->n == 1 ? t->elems[0] : NULL;
}

/* lookup (Terraform's LookupFunc): a map's element type; for an object with a known key,
** the attribute's type, else the default's. */
static const tyc_type *rt_lookup(tyc_evalctx *ec, const tyc_value *const *args, uint32_t n)
{
    const tyc_type *t = args[0]->type;
    (void)ec;
    if (t->kind == TYC_MAP)
        return t->elem;
    if (t->kind != TYC_OBJECT || n < 2 || tyc_v_is_unknown(args[1]) ||
        args[1]->type->kind != TYC_STRING)
        return NULL;
    int32_t i = tyc_type_attr(t, tyc_v_str(args[1]));
    return i >= 0 ? t->elems[i] : n == 3 ? args[2]->type : NULL;
}

static const tyc_type *rt_same(tyc_evalctx *ec, const tyc_value *const *args, uint32_t n)
{
    (void)ec, (void)n;
    return args[0]->type;
}

/* reverse (ReverseListFunc): a list of the elements' type; a tuple's types reversed. */
static const tyc_type *rt_reverse(tyc_evalctx *ec, const tyc_value *const *args, uint32_t n)
{
    const tyc_type *t = args[0]->type;
    (void)n;
    if (t->kind == TYC_LIST)
        return t;
    if (t->kind == TYC_SET)
        return tyc_type_list(ec->arena, t->elem);
    if (t->kind != TYC_TUPLE)
        return NULL;
    const tyc_type **el = TYC_NEWN(ec->arena, const tyc_type *, t->n ? t->n : 1);
    for (uint32_t i = 0; el && i < t->n; i++)
        el[i] = t->elems[t->n - 1 - i];
    return el ? tyc_type_tuple_adopt(ec->arena, el, t->n) : NULL;
}

/* slice (SliceFunc): a list's own type; a tuple's types between known indices (checked). */
static const tyc_type *rt_slice(tyc_evalctx *ec, const tyc_value *const *args, uint32_t n)
{
    const tyc_type *t = args[0]->type;
    int64_t s, e;
    if (t->kind == TYC_LIST)
        return t;
    if (t->kind != TYC_TUPLE || n != 3 || tyc_v_is_unknown(args[1]) ||
        tyc_v_is_unknown(args[2]) || !tyc_num_to_int64(TYC_V_NUM(args[1]), &s) ||
        !tyc_num_to_int64(TYC_V_NUM(args[2]), &e) || s < 0 || e < s || e > (int64_t)t->n)
        return NULL;
    return tyc_type_tuple(ec->arena, t->elems + s, (uint32_t)(e - s));
}

/* element (ElementFunc): a list's element type; a tuple's element at a known index modulo
** its length (go-cty 1.18, Terraform >= 1.16: a negative index counts from the end). */
static const tyc_type *rt_element(tyc_evalctx *ec, const tyc_value *const *args, uint32_t n)
{
    const tyc_type *t = args[0]->type;
    int64_t i;
    if (t->kind == TYC_LIST)
        return t->elem;
    if (t->kind != TYC_TUPLE || !t->n || n != 2 || tyc_v_is_unknown(args[1]) ||
        !tyc_num_to_int64(TYC_V_NUM(args[1]), &i))
        return NULL;
    i %= (int64_t)t->n;
    if (i < 0 && tyc_target_tf_ge(ec->target, 1, 16))
        i += (int64_t)t->n;
    return i >= 0 ? t->elems[i] : NULL;
}

/* concat (ConcatFunc): lists of a common type give it; otherwise a tuple of every element's
** type, a known list counting its elements (an unknown list: no type yet). */
static const tyc_type *rt_concat(tyc_evalctx *ec, const tyc_value *const *args, uint32_t n)
{
    tyc_arena *a = ec->arena;
    uint32_t nl = 0, total = 0;
    while (nl < n && args[nl]->type->kind == TYC_LIST)
        nl++;
    const tyc_type **ts = TYC_NEWN(a, const tyc_type *, n);
    for (uint32_t i = 0; ts && i < n; i++)
        ts[i] = args[i]->type;
    const tyc_type *u = ts && nl == n ? tyc_unify(a, ts, n, 1, NULL) : NULL;
    if (u || !ts || a->ctx->oom)
        return u;
    for (uint32_t i = 0; i < n; i++) {
        const tyc_type *t = args[i]->type;
        if (t->kind == TYC_LIST && tyc_v_is_unknown(args[i]))
            return NULL;
        total += t->kind == TYC_TUPLE ? t->n : args[i]->n;
    }
    const tyc_type **el = TYC_NEWN(a, const tyc_type *, total ? total : 1);
    uint32_t k = 0;
    for (uint32_t i = 0; el && i < n; i++) {
        const tyc_type *t = args[i]->type;
        for (uint32_t j = 0; j < (t->kind == TYC_TUPLE ? t->n : args[i]->n); j++)
            el[k++] = t->kind == TYC_TUPLE ? t->elems[j] : t->elem;
    }
    return el ? tyc_type_tuple_adopt(a, el, total) : NULL;
}

/* merge (MergeFunc): the arguments' common type; else an object of the objects' attributes
** and a known map's keys (later arguments win), none when a map is unknown. A null object
** adds no attribute (and, from go-cty 1.18, Terraform >= 1.16, has the empty object type). */
static const tyc_type *rt_merge(tyc_evalctx *ec, const tyc_value *const *args, uint32_t n)
{
    tyc_arena *a = ec->arena;
    int newer = tyc_target_tf_ge(ec->target, 1, 16), matching = 1, known = 1;
    uint32_t total = 0;
    const tyc_type *first = NULL;
    for (uint32_t i = 0; i < n; i++) {
        const tyc_type *t = args[i]->type;
        if (t->kind != TYC_MAP && t->kind != TYC_OBJECT)
            return NULL;
        int null = tyc_v_is_null(args[i]);
        if (t->kind == TYC_OBJECT && null && newer)
            t = &tyc_t_empty_object;
        if (t->kind == TYC_MAP && !null && tyc_v_is_unknown(args[i]))
            known = 0;
        total += t->kind == TYC_OBJECT ? (null ? 0 : t->n) : null ? 0 : args[i]->n;
        if (!first)
            first = t;
        else if (!tyc_type_equal(t, first))
            matching = 0;
    }
    if (matching || !known)
        return matching ? first : NULL;
    tyc_str *names = TYC_NEWN(a, tyc_str, total ? total : 1);
    const tyc_type **types = TYC_NEWN(a, const tyc_type *, total ? total : 1);
    tyc_hset h;
    uint32_t m = 0;
    if (!names || !types || tyc_hset_init(a, &h, total) < 0)
        return NULL;
    for (uint32_t i = 0; i < n; i++) {
        const tyc_value *v = args[i];
        if (tyc_v_is_null(v))
            continue;
        int obj = v->type->kind == TYC_OBJECT;
        const tyc_str *keys = obj ? v->type->names : tyc_v_keys(v);
        for (uint32_t j = 0; j < (obj ? v->type->n : v->n); j++) {
            int found; /* a later argument's attribute replaces an earlier one's */
            uint32_t s = tyc_hset_slot(&h, keys[j], &found);
            if (!found)
                h.keys[s] = keys[j], h.vals[s] = m, names[m++] = keys[j];
            types[h.vals[s]] = obj ? v->type->elems[j] : v->type->elem;
        }
    }
    return tyc_type_object(a, names, types, NULL, m);
}

/* setunion, setintersection, setsubtract (cty's setOperationReturnType): a set of the
** arguments' unified element types, known empty sets of no element type skipped. */
static const tyc_type *rt_sets(tyc_evalctx *ec, const tyc_value *const *args, uint32_t n)
{
    const tyc_type **ets = TYC_NEWN(ec->arena, const tyc_type *, n ? n : 1);
    uint32_t ne = 0;
    for (uint32_t i = 0; ets && i < n; i++) {
        if (args[i]->type->kind != TYC_SET)
            return NULL;
        if (!(tyc_v_is_known(args[i]) && args[i]->n == 0 && args[i]->type->elem->kind == TYC_DYN))
            ets[ne++] = args[i]->type->elem;
    }
    const tyc_type *et = !ets ? NULL : ne ? tyc_unify(ec->arena, ets, ne, 1, NULL) : &tyc_t_dyn;
    return et ? tyc_type_set(ec->arena, et) : NULL;
}

/* zipmap with a list of values (cty's Type): a map of their element type, whatever the keys
** (with a tuple of values the key names are needed: not predicted). */
static const tyc_type *rt_zipmap(tyc_evalctx *ec, const tyc_value *const *args, uint32_t n)
{
    if (n != 2 || args[1]->type->kind != TYC_LIST)
        return NULL;
    return tyc_type_map(ec->arena, args[1]->type->elem);
}

static const tyc_type *rt_chunklist(tyc_evalctx *ec, const tyc_value *const *args, uint32_t n)
{
    (void)n;
    return tyc_type_list(ec->arena, args[0]->type);
}

const tyc_type *tyc_ft_result(tyc_evalctx *ec, const tyc_node *call, const char *name,
                              const tyc_value *const *args, uint32_t n)
{
    int all = strcmp(name, "regexall") == 0;
    if ((all || strcmp(name, "regex") == 0) && n == 2)
        return !tyc_v_is_unknown(args[0]) ? tyc_ft_regex_type(ec, call, tyc_v_str(args[0]), all)
               : all ? tyc_type_list(ec->arena, &tyc_t_dyn) : NULL;
    static const struct {
        const char *name;
        const tyc_type *(*fn)(tyc_evalctx *, const tyc_value *const *, uint32_t);
    } rts[] = {{"chunklist", rt_chunklist}, {"concat", rt_concat},  {"distinct", rt_same},
               {"element", rt_element},     {"keys", rt_keys},      {"lookup", rt_lookup},
               {"matchkeys", rt_same},      {"merge", rt_merge},    {"one", rt_one},
               {"reverse", rt_reverse},     {"setintersection", rt_sets},
               {"setsubtract", rt_sets},    {"setunion", rt_sets},  {"slice", rt_slice},
               {"values", rt_values},       {"zipmap", rt_zipmap}};
    for (size_t i = 0; i < sizeof rts / sizeof rts[0]; i++)
        if (strcmp(rts[i].name, name) == 0)
            return n ? rts[i].fn(ec, args, n) : NULL;
    return NULL;
}
