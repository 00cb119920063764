/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_seq.c: Terraform's sequence functions (cty stdlib and lang/funcs): concat,
** flatten, slice, element, reverse, sort, distinct, compact and range.
*/
#include <stdlib.h>

#include "interp/funcs/funcs_int.h"
#include "runtime/convert/convert.h"
#include "runtime/value/refine.h"
#include "runtime/render/render.h"

static char *friendly(tyc_evalctx *ec, const tyc_type *t)
{
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    tyc_type_buf_friendly(&b, t);
    return tyc_buf_to_arena(&b, ec->arena);
}

const tyc_value *tyc_f_concat(FN_ARGS)
{
    tyc_arena *a = ec->arena;
    if (nargs == 0)
        return tyc_fn_err(ec, call, "at least one argument is required");
    for (uint32_t i = 0; i < nargs; i++) /* cty's Call rejects null before the Type func */
        if (tyc_v_is_null(args[i]))
            return tyc_fn_argerr(ec, call, i, "argument must not be null");
    /* all lists: their unified (unsafe) type, elements converted to it */
    const tyc_type *lt = NULL;
    const tyc_type **ts = TYC_NEWN(a, const tyc_type *, nargs);
    const tyc_value **vs = TYC_NEWN(a, const tyc_value *, nargs);
    if (!ts || !vs)
        return NULL;
    for (uint32_t i = 0; i < nargs; i++) {
        ts[i] = args[i]->type;
        vs[i] = args[i];
    }
    uint32_t nl = 0;
    while (nl < nargs && ts[nl]->kind == TYC_LIST)
        nl++;
    if (nl == nargs && !(lt = tyc_unify(a, ts, nargs, 1, NULL)) && a->ctx->oom)
        return NULL;
    uint32_t total = 0;
    for (uint32_t i = 0; i < nargs; i++) {
        const tyc_value *v = args[i];
        int k = v->type->kind;
        if (!lt && k != TYC_LIST && k != TYC_TUPLE) {
            char *f = friendly(ec, v->type);
            return f ? tyc_fn_argerr(ec, call, i, "all arguments must be lists or tuples; got %s",
                                     f) : NULL;
        }
        if (lt && !tyc_type_equal(v->type, lt)) {
            const char *msg = NULL;
            const tyc_value *c = tyc_ev_convert(a, v, lt, &msg);
            if (!c)
                return msg ? tyc_fn_argerr(ec, call, i, "%s", msg) : NULL;
            vs[i] = c;
        }
        total += vs[i]->n;
    }
    const tyc_value **el = TYC_NEWN(a, const tyc_value *, total ? total : 1);
    if (!el)
        return NULL;
    uint32_t n = 0;
    for (uint32_t i = 0; i < nargs; i++)
        for (uint32_t j = 0; j < vs[i]->n; j++)
            el[n++] = vs[i]->u.elems[j];
    if (lt)
        return tyc_v_list_adopt(a, lt->elem, el, n);
    return tyc_v_tuple_adopt(a, el, n);
}

/* Appends the flattened elements of v to out; 0 ok, 1 unknown, -1 OOM. */
static int flatten_into(tyc_evalctx *ec, const tyc_value *v, tyc_vec *out, uint8_t *marks,
                        uint32_t depth)
{
    if (depth > ec->arena->ctx->max_depth)
        return 1;
    *marks |= v->marks;
    for (uint32_t i = 0; i < v->n; i++) {
        const tyc_value *e = v->u.elems[i];
        int k = e->type->kind;
        if (k == TYC_DYN && tyc_v_is_unknown(e)) /* cty: only DynamicVal; a null stays */
            return 1;
        if (!tyc_v_is_null(e) && (k == TYC_LIST || k == TYC_SET || k == TYC_TUPLE)) {
            if (tyc_v_is_unknown(e))
                return 1;
            int r = flatten_into(ec, e, out, marks, depth + 1);
            if (r)
                return r;
        } else if (tyc_vec_push(ec->arena, out, (void *)e) < 0) {
            return -1;
        }
    }
    return 0;
}

const tyc_value *tyc_f_flatten(FN_ARGS)
{
    const tyc_value *v = args[0];
    int k = v->type->kind;
    (void)nargs;
    if (tyc_v_is_null(v))
        return tyc_fn_argerr(ec, call, 0, "argument must not be null");
    /* cty's Type checks the kind of a wholly known value only; the implementation then
    ** iterates a map's or object's elements as it would a sequence's */
    if (k != TYC_LIST && k != TYC_SET && k != TYC_TUPLE && tyc_v_wholly_known(v))
        return tyc_fn_err(ec, call, "can only flatten lists, sets and tuples");
    tyc_vec out = {0};
    uint8_t marks = 0;
    int r = flatten_into(ec, v, &out, &marks, 0);
    if (r < 0)
        return NULL;
    if (r > 0)
        return TYC_DYNVAL;
    const tyc_value *t = tyc_v_tuple(ec->arena, (const tyc_value *const *)out.v, out.n);
    return t && marks ? tyc_ev_mark(ec->arena, t, marks) : t;
}

/* A slice index argument (gocty int, range checks). 0 or -1. */
static int slice_index(FN_ARGS, uint32_t i, int64_t len, int64_t *out)
{
    const char *what = i == 1 ? "start" : "end";
    const tyc_num *x;
    (void)nargs;
    if (tyc_fn_num(ec, call, args, i, &x) < 0)
        return -1;
    if (!tyc_num_to_int64(x, out)) {
        tyc_fn_argerr(ec, call, i, "invalid %s index: value must be a whole number, between "
                      "-9223372036854775808 and 9223372036854775807", what);
        return -1;
    }
    if (*out < 0) {
        tyc_fn_argerr(ec, call, i, "%s index must not be less than zero", what);
        return -1;
    }
    if (*out > len) {
        tyc_fn_argerr(ec, call, i, "%s index must not be greater than the length of the list",
                      what);
        return -1;
    }
    return 0;
}

const tyc_value *tyc_f_slice(FN_ARGS)
{
    const tyc_value *v = args[0];
    int k = v->type->kind;
    if (tyc_v_is_null(v))
        return tyc_fn_argerr(ec, call, 0, "argument must not be null");
    if (k != TYC_LIST && k != TYC_TUPLE) /* tyc_ft_slice said which */
        return tyc_fn_argerr(ec, call, 0, "must be a list or tuple value");
    int64_t s, e;
    if (slice_index(ec, call, args, nargs, 1, v->n, &s) < 0 ||
        slice_index(ec, call, args, nargs, 2, v->n, &e) < 0)
        return NULL;
    if (s > e)
        return tyc_fn_argerr(ec, call, 1, "start index must not be greater than end index");
    if (k == TYC_LIST)
        return tyc_v_list(ec->arena, v->type->elem, v->u.elems + s, (uint32_t)(e - s));
    return tyc_v_tuple(ec->arena, v->u.elems + s, (uint32_t)(e - s));
}

const tyc_value *tyc_f_element(FN_ARGS)
{
    const tyc_value *v = args[0];
    int k = v->type->kind;
    int64_t idx;
    const tyc_num *x;
    (void)nargs;
    if (tyc_v_is_null(v))
        return tyc_fn_argerr(ec, call, 0, "argument must not be null");
    if (tyc_fn_num(ec, call, args, 1, &x) < 0)
        return NULL;
    if (k != TYC_LIST && k != TYC_TUPLE) {
        char *f = friendly(ec, v->type);
        return f ? tyc_fn_err(ec, call, "cannot read elements from %s", f) : NULL;
    }
    if (!tyc_num_to_int64(x, &idx))
        return tyc_fn_err(ec, call, "invalid index: value must be a whole number, between "
                          "-9223372036854775808 and 9223372036854775807");
    if (v->n == 0)
        return tyc_fn_err(ec, call, "cannot use element function with an empty list");
    int64_t i = idx % (int64_t)v->n; /* go-cty >= 1.15: a negative index counts from the end */
    return v->u.elems[i < 0 ? i + (int64_t)v->n : i];
}

const tyc_value *tyc_f_reverse(FN_ARGS)
{
    const tyc_value *v = args[0];
    int k = v->type->kind;
    (void)nargs;
    if (tyc_v_is_null(v))
        return tyc_fn_argerr(ec, call, 0, "argument must not be null");
    if (k != TYC_LIST && k != TYC_TUPLE && k != TYC_SET) {
        char *f = friendly(ec, v->type);
        return f ? tyc_fn_argerr(ec, call, 0, "can only reverse list or tuple values, not %s", f)
                 : NULL;
    }
    const tyc_value **el = TYC_NEWN(ec->arena, const tyc_value *, v->n ? v->n : 1);
    if (!el)
        return NULL;
    for (uint32_t i = 0; i < v->n; i++)
        el[i] = v->u.elems[v->n - 1 - i];
    if (k == TYC_TUPLE)
        return tyc_v_tuple_adopt(ec->arena, el, v->n);
    return tyc_v_list_adopt(ec->arena, v->type->elem, el, v->n);
}

/* Argument 0 converted to list(elem), with a result element array of its length. Returns 1
** with *l and *el set; 0 when the function is done: *out is then the unknown result (not
** wholly known) or NULL (an error). */
static int list_arg(tyc_evalctx *ec, const tyc_node *call, const tyc_value *const *args,
                    const tyc_type *elem, const tyc_value **l, const tyc_value ***el,
                    const tyc_value **out)
{
    const tyc_type *lt = tyc_type_list(ec->arena, elem);
    *out = NULL;
    if (!lt || !(*l = tyc_fn_conv(ec, call, args, 0, lt, 0)))
        return 0;
    if (!tyc_v_wholly_known(*l)) {
        *out = tyc_fn_unknown(ec, (*l)->type);
        return 0;
    }
    *el = TYC_NEWN(ec->arena, const tyc_value *, (*l)->n ? (*l)->n : 1);
    return *el != NULL;
}

static int cmp_vals(const void *x, const void *y)
{
    const tyc_value *a = *(const tyc_value *const *)x, *b = *(const tyc_value *const *)y;
    return tyc_str_cmp(tyc_v_str(a), tyc_v_str(b));
}

const tyc_value *tyc_f_sort(FN_ARGS)
{
    const tyc_value *l = NULL, **el, *out;
    (void)nargs;
    if (!list_arg(ec, call, args, &tyc_t_string, &l, &el, &out)) {
        if (out && l && tyc_v_is_known(l) && !tyc_v_is_null(l)) {
            /* cty: elements not yet known, but the length stays: refined (a known list of
            ** unknown strings once not-null with an exact length) */
            tyc_rb b;
            tyc_rb_init(&b, out);
            tyc_rb_minlen(&b, l->n);
            tyc_rb_maxlen(&b, l->n);
            return tyc_rb_value(ec->arena, &b);
        }
        return out;
    }
    for (uint32_t i = 0; i < l->n; i++) {
        if (tyc_v_is_null(l->u.elems[i]))
            return tyc_fn_err(ec, call, "given list element %u is null; a null string cannot be "
                              "sorted", i);
        el[i] = l->u.elems[i];
    }
    qsort(el, l->n, sizeof *el, cmp_vals);
    return tyc_v_list_adopt(ec->arena, &tyc_t_string, el, l->n);
}

/* distinct(list): first occurrences, keyed by the elements' JSON text. */
const tyc_value *tyc_f_distinct(FN_ARGS)
{
    tyc_arena *a = ec->arena;
    const tyc_value *l, **el, *out;
    tyc_hset h;
    (void)nargs;
    if (!list_arg(ec, call, args, &tyc_t_dyn, &l, &el, &out))
        return out;
    if (tyc_hset_init(a, &h, l->n) < 0)
        return NULL;
    uint32_t n = 0;
    for (uint32_t i = 0; i < l->n; i++) {
        tyc_buf b;
        tyc_buf_init(&b, a->ctx);
        const char *err = tyc_render_json(&b, a, l->u.elems[i], l->type->elem);
        char *key = err ? tyc_sprintf(a, "!%s", err) : tyc_buf_to_arena(&b, a);
        if (err)
            tyc_buf_free(&b);
        if (!key)
            return NULL;
        int found;
        uint32_t s = tyc_hset_slot(&h, (tyc_str){key, strlen(key)}, &found);
        if (found)
            continue;
        h.keys[s] = (tyc_str){key, strlen(key)};
        el[n++] = l->u.elems[i];
    }
    return tyc_v_list_adopt(a, l->type->elem, el, n);
}

const tyc_value *tyc_f_compact(FN_ARGS)
{
    const tyc_value *l, **el, *out;
    (void)nargs;
    if (!list_arg(ec, call, args, &tyc_t_string, &l, &el, &out))
        return out;
    uint32_t n = 0;
    for (uint32_t i = 0; i < l->n; i++)
        if (!tyc_v_is_null(l->u.elems[i]) && l->u.elems[i]->n > 0)
            el[n++] = l->u.elems[i];
    return tyc_v_list_adopt(ec->arena, &tyc_t_string, el, n);
}

/* range(params...): cty's RangeFunc (at most 1024 values). */
const tyc_value *tyc_f_range(FN_ARGS)
{
    tyc_arena *a = ec->arena;
    const tyc_num *p[3];
    for (uint32_t i = 0; i < nargs && i < 3; i++)
        if (tyc_fn_num(ec, call, args, i, &p[i]) < 0)
            return NULL;
    const tyc_num *zero = tyc_num_from_int(a, 0), *start, *end, *step;
    if (!zero)
        return NULL;
    if (nargs == 1) {
        start = zero;
        end = p[0];
        step = tyc_num_from_int(a, tyc_num_sign(p[0]) < 0 ? -1 : 1);
    } else if (nargs == 2) {
        start = p[0];
        end = p[1];
        step = tyc_num_from_int(a, tyc_num_cmp(p[1], p[0]) < 0 ? -1 : 1);
    } else if (nargs == 3) {
        start = p[0];
        end = p[1];
        step = p[2];
    } else {
        return tyc_fn_err(ec, call, "must have one, two, or three arguments");
    }
    if (!step)
        return NULL;
    int down = tyc_num_sign(step) < 0;
    if (down && tyc_num_cmp(end, start) > 0)
        return tyc_fn_argerr(ec, call, 1, "end must be less than start when step is negative");
    if (!down && tyc_num_cmp(end, start) < 0)
        return tyc_fn_argerr(ec, call, 1, "end must be greater than start when step is positive");
    tyc_vec out = {0};
    const tyc_num *x = start;
    while (down ? tyc_num_cmp(x, end) > 0 : tyc_num_cmp(x, end) < 0) {
        if (out.n >= 1024)
            return tyc_fn_err(ec, call, "more than 1024 values were generated; either decrease "
                              "the difference between start and end or use a smaller step");
        const tyc_value *v = tyc_v_number(a, x);
        const char *err = NULL;
        if (!v || tyc_vec_push(a, &out, (void *)v) < 0)
            return NULL;
        if (!(x = tyc_num_add(a, x, step, &err)))
            return err ? tyc_fn_err(ec, call, "%s", err) : NULL;
    }
    return tyc_v_list(a, &tyc_t_number, (const tyc_value *const *)out.v, out.n);
}
