/* SPDX-License-Identifier: Apache-2.0 */
/*
** refine.c: refinements of unknown values: ranges, the builder and its collapse to known
** values, and range membership (go-cty's unknown_refinement.go / value_range.go rules).
*/
#include "runtime/base/prefix.h"
#include "runtime/base/str.h"
#include "runtime/value/refine.h"
#include "runtime/value/set_int.h"

static const tyc_refine no_refine = {NULL, NULL, 0, 0, 0, NULL, 0, TYC_LEN_NONE};

/* Length of a known collection when certain (a set holding unknowns and more than one
** element may still shrink): 1 and *len, else 0. */
static int known_length(const tyc_value *v, uint64_t *len)
{
    if (v->type->kind == TYC_SET && v->n > 1 && !tyc_v_wholly_known(v))
        return 0;
    *len = v->n;
    return 1;
}

void tyc_v_range(const tyc_value *v, tyc_vrange *out)
{
    out->type = v->type;
    out->r = no_refine;
    if (tyc_v_is_unknown(v)) {
        out->null = (v->flags & TYC_VF_NOTNULL) ? 0 : -1;
        if (v->u.rfn && v->type->kind != TYC_DYN)
            out->r = *v->u.rfn;
        return;
    }
    if (tyc_v_is_null(v)) {
        out->null = 1;
        return;
    }
    out->null = 0;
    switch (v->type->kind) {
    case TYC_NUMBER:
        out->r.lo = out->r.hi = tyc_v_num(v, &out->box);
        out->r.lo_inc = out->r.hi_inc = 1;
        break;
    case TYC_STRING:
        out->r.prefix = v->u.s;
        out->r.plen = v->n;
        break;
    case TYC_LIST:
    case TYC_SET:
    case TYC_MAP: {
        uint64_t n;
        if (known_length(v, &n))
            out->r.minlen = out->r.maxlen = n;
        break;
    }
    default: break;
    }
}

/* 1 if x (known number) is on the allowed side of bound b. */
static int within(const tyc_num *x, const tyc_num *b, int inc, int lower)
{
    int c = tyc_num_cmp(x, b);
    if (lower)
        return inc ? c >= 0 : c > 0;
    return inc ? c <= 0 : c < 0;
}

int tyc_range_includes(const tyc_vrange *r, const tyc_value *v)
{
    if (r->null == 1)
        return tyc_v_is_null(v) && tyc_v_is_known(v) ? 1 : tyc_v_is_known(v) ? 0 : -1;
    if (tyc_v_is_null(v))
        return r->null == 0 ? 0 : 1;
    if (!tyc_type_conforms(v->type, r->type))
        return 0;
    if (v->type->kind == TYC_DYN)
        return -1;
    switch (r->type->kind) {
    case TYC_STRING:
        if (tyc_v_is_known(v) && r->r.plen &&
            (v->n < r->r.plen || memcmp(v->u.s, r->r.prefix, r->r.plen) != 0))
            return 0;
        break;
    case TYC_LIST:
    case TYC_SET:
    case TYC_MAP: {
        /* the range of v.Length() against the length bounds */
        uint64_t lo, hi;
        if (tyc_v_is_unknown(v)) {
            tyc_vrange vr;
            tyc_v_range(v, &vr);
            lo = vr.r.minlen, hi = vr.r.maxlen;
        } else if (!known_length(v, &lo))
            lo = 1, hi = v->n;
        else
            hi = lo;
        if (hi < r->r.minlen || lo > r->r.maxlen)
            return 0;
        break;
    }
    case TYC_NUMBER:
        if (tyc_v_is_known(v)) {
            tyc_num nb;
            const tyc_num *x = tyc_v_num(v, &nb);
            if (r->r.lo && !within(x, r->r.lo, r->r.lo_inc, 1))
                return 0;
            if (r->r.hi && !within(x, r->r.hi, r->r.hi_inc, 0))
                return 0;
        }
        break;
    default: break;
    }
    return -1;
}

/* ------------------------------------------------------------------------- builder */

void tyc_rb_init(tyc_rb *b, const tyc_value *v)
{
    b->orig = v;
    b->notnull = (v->flags & TYC_VF_NOTNULL) != 0;
    b->active = tyc_v_is_unknown(v) && v->type->kind != TYC_DYN;
    b->r = no_refine;
    if (b->active && v->u.rfn)
        b->r = *v->u.rfn;
}

void tyc_rb_notnull(tyc_rb *b)
{
    if (b->active)
        b->notnull = 1;
}

void tyc_rb_lower(tyc_rb *b, const tyc_num *min, int inc)
{
    if (!b->active || !min || b->orig->type->kind != TYC_NUMBER)
        return;
    if (b->r.lo) {
        int c = tyc_num_cmp(min, b->r.lo);
        if ((inc && !b->r.lo_inc) ? c <= 0 : c < 0)
            return; /* the existing bound is tighter */
    }
    b->r.lo = min;
    b->r.lo_inc = (uint8_t)(inc != 0);
}

void tyc_rb_upper(tyc_rb *b, const tyc_num *max, int inc)
{
    if (!b->active || !max || b->orig->type->kind != TYC_NUMBER)
        return;
    if (b->r.hi) {
        int c = tyc_num_cmp(max, b->r.hi);
        if ((inc && !b->r.hi_inc) ? c >= 0 : c > 0)
            return;
    }
    b->r.hi = max;
    b->r.hi_inc = (uint8_t)(inc != 0);
}

void tyc_rb_minlen(tyc_rb *b, uint64_t n)
{
    if (b->active && tyc_type_is_coll(b->orig->type) && n > b->r.minlen)
        b->r.minlen = n;
}

void tyc_rb_maxlen(tyc_rb *b, uint64_t n)
{
    if (b->active && tyc_type_is_coll(b->orig->type) && n < b->r.maxlen)
        b->r.maxlen = n;
}

int tyc_rb_prefix(tyc_rb *b, tyc_arena *a, const char *s, size_t n, int safe)
{
    if (!b->active || b->orig->type->kind != TYC_STRING)
        return 0;
    tyc_str t = tyc_nfc(a, s, n);
    if (!t.p)
        return -1;
    size_t len = safe ? tyc_safe_prefix_len(t.p, t.len) : t.len;
    if (len > b->r.plen) {
        char *p = tyc_strndup(a, t.p, len);
        if (!p)
            return -1;
        b->r.prefix = p;
        b->r.plen = (uint32_t)len;
    }
    return 0;
}

/* 1 if r carries anything beyond not-null. */
static int has_bounds(const tyc_refine *r)
{
    return r->lo || r->hi || r->plen || r->minlen || r->maxlen != TYC_LEN_NONE;
}

/* A known collection implied by a not-null unknown of exactly known length, or NULL
** (*none set) when there is none. */
static const tyc_value *collapse_coll(tyc_arena *a, const tyc_type *t, uint64_t len, int *none)
{
    *none = 0;
    if (len == 0) {
        if (t->kind == TYC_LIST)
            return tyc_v_list(a, t->elem, NULL, 0);
        if (t->kind == TYC_SET)
            return tyc_v_set(a, t->elem, NULL, 0);
        return tyc_v_map(a, t->elem, NULL, NULL, 0);
    }
    if ((t->kind == TYC_LIST && len <= UINT32_MAX) || (t->kind == TYC_SET && len == 1)) {
        const tyc_value *u = tyc_v_unknown(a, t->elem);
        const tyc_value **e = u ? TYC_NEWN(a, const tyc_value *, (size_t)len) : NULL;
        if (!e)
            return NULL;
        for (uint64_t i = 0; i < len; i++)
            e[i] = u;
        return t->kind == TYC_LIST ? tyc_v_list_adopt(a, t->elem, e, (uint32_t)len)
                                   : tyc_v_set(a, t->elem, e, 1);
    }
    *none = 1;
    return NULL;
}

/* x, or a copy in a of a number that needs no storage beyond its struct. */
static const tyc_num *keep_num(tyc_arena *a, const tyc_num *x)
{
    if (x->kind == TYC_NUM_BIG)
        return x; /* only ever made in an arena */
    tyc_num *c = TYC_NEW(a, tyc_num);
    if (c)
        *c = *x;
    return c;
}

const tyc_value *tyc_rb_value(tyc_arena *a, tyc_rb *b)
{
    const tyc_value *v = b->orig;
    if (!b->active)
        return v;
    const tyc_type *t = v->type;
    if (b->notnull) {
        const tyc_value *k = NULL;
        if (t->kind == TYC_NUMBER && b->r.lo && b->r.hi && b->r.lo_inc && b->r.hi_inc &&
            tyc_num_equal(b->r.lo, b->r.hi))
            k = tyc_v_number(a, b->r.lo);
        else if (tyc_type_is_coll(t) && b->r.minlen == b->r.maxlen) {
            int none;
            k = collapse_coll(a, t, b->r.minlen, &none);
            if (!k && none)
                goto unknown;
        } else
            goto unknown;
        return k ? tyc_v_with_marks(a, k, v->marks) : NULL;
    }
unknown:;
    tyc_value *c = TYC_NEW(a, tyc_value);
    if (!c)
        return NULL;
    *c = *v;
    if (b->notnull)
        c->flags |= TYC_VF_NOTNULL;
    c->u.rfn = NULL;
    if (has_bounds(&b->r)) {
        tyc_refine *r = TYC_NEW(a, tyc_refine);
        if (!r)
            return NULL;
        *r = b->r;
        /* bounds may point at numbers rebuilt on the stack (tyc_v_num): keep copies */
        if ((r->lo && !(r->lo = keep_num(a, r->lo))) || (r->hi && !(r->hi = keep_num(a, r->hi))))
            return NULL;
        c->u.rfn = r;
    }
    return c;
}

const tyc_value *tyc_v_length_unknown(tyc_arena *a, const tyc_value *v)
{
    uint64_t lo = 1, hi = v->n;
    if (tyc_v_is_unknown(v)) {
        tyc_vrange r;
        tyc_v_range(v, &r);
        lo = r.r.minlen;
        hi = r.r.maxlen == TYC_LEN_NONE ? (uint64_t)INT64_MAX : r.r.maxlen;
    }
    const tyc_value *u = tyc_v_unknown(a, &tyc_t_number);
    const tyc_num *l = tyc_num_from_int(a, (int64_t)lo), *h = tyc_num_from_int(a, (int64_t)hi);
    if (!u || !l || !h)
        return NULL;
    tyc_rb b;
    tyc_rb_init(&b, u);
    tyc_rb_notnull(&b);
    tyc_rb_lower(&b, l, 1);
    tyc_rb_upper(&b, h, 1);
    return tyc_rb_value(a, &b);
}

const tyc_value *tyc_v_unknown_prefixed(tyc_arena *a, const char *s, size_t n, int safe)
{
    const tyc_value *u = tyc_v_unknown(a, &tyc_t_string);
    if (!u)
        return NULL;
    tyc_rb b;
    tyc_rb_init(&b, u);
    tyc_rb_notnull(&b);
    if (n && tyc_rb_prefix(&b, a, s, n, safe) < 0)
        return NULL;
    return tyc_rb_value(a, &b);
}
