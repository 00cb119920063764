/* SPDX-License-Identifier: Apache-2.0 */
/*
** check_mismatch.c: every element of a value that does not fit its variable's type, not only
** the first (tycon's own mode). The value is walked along the type: collections, objects and
** tuples are descended, and the conversion is tried where the walk stops (a primitive or
** `any` in the type, a value of another shape, an object that lacks a required attribute).
** A node is converted only where the walk stops (a missing attribute is found from the types
** alone), so the cost is linear in the size of the value.
*/
#include "interp/check/check.h"

#include "runtime/convert/convert.h"

typedef struct walk {
    tyc_arena *a;
    tyc_path path;
    tyc_cerr *out;          /* the first `max` mismatches */
    uint32_t n, max, total;
} walk;

static int record(walk *w, const tyc_cerr *e)
{
    if (w->total++ >= w->max)
        return 0;
    tyc_cerr *o = &w->out[w->n++];
    tyc_path p;
    tyc_path_init(&p, w->a);
    for (uint32_t i = 0; i < w->path.n + e->nsteps; i++) {
        const tyc_step *s = i < w->path.n ? &w->path.steps[i] : &e->steps[i - w->path.n];
        int rc = s->kind == TYC_STEP_ATTR        ? tyc_path_push_attr(&p, s->s)
                 : s->kind == TYC_STEP_INDEX_NUM ? tyc_path_push_index(&p, s->i)
                 : s->kind == TYC_STEP_INDEX_STR ? tyc_path_push_key(&p, s->s)
                                                 : tyc_path_push_unknown(&p);
        if (rc < 0)
            return -1;
    }
    return tyc_cerr_set(o, w->a, &p, e->msg);
}

/* Converts x to t at the current path; records the failure. Returns the number of
** mismatches found (0 or 1), or -1 on out-of-memory. */
static int leaf(walk *w, const tyc_value *x, const tyc_type *t)
{
    tyc_cerr e = {0};
    if (tyc_convert(w->a, x, t, &e))
        return 0;
    if (!e.msg)
        return -1;
    return record(w, &e) < 0 ? -1 : 1;
}

static int node(walk *w, const tyc_value *x, const tyc_type *t);

/* The child c at one more step; returns its mismatch count or -1. */
static int child(walk *w, const tyc_value *c, const tyc_type *t, int kind, uint64_t i, tyc_str s)
{
    int rc = kind == TYC_STEP_ATTR        ? tyc_path_push_attr(&w->path, s)
             : kind == TYC_STEP_INDEX_NUM ? tyc_path_push_index(&w->path, i)
             : kind == TYC_STEP_INDEX_STR ? tyc_path_push_key(&w->path, s)
                                          : tyc_path_push_unknown(&w->path);
    if (rc < 0)
        return -1;
    rc = node(w, c, t);
    tyc_path_pop(&w->path);
    return rc;
}

/* The children of x against element type e (list, set, map types). */
static int coll(walk *w, const tyc_value *x, const tyc_type *t)
{
    int xk = x->type->kind, found = 0, rc;
    int seq = xk == TYC_TUPLE || xk == TYC_LIST || xk == TYC_SET;
    int keyed = xk == TYC_OBJECT || xk == TYC_MAP;
    if (t->kind == TYC_MAP ? !keyed : !seq)
        return -2;
    const tyc_str *keys = xk == TYC_MAP ? tyc_v_keys(x) : xk == TYC_OBJECT ? x->type->names : NULL;
    for (uint32_t i = 0; i < x->n; i++) {
        int step = keyed ? TYC_STEP_INDEX_STR : xk == TYC_SET ? TYC_STEP_INDEX_UNK : TYC_STEP_INDEX_NUM;
        if ((rc = child(w, x->u.elems[i], t->elem, step, i, keyed ? keys[i] : (tyc_str){0})) < 0)
            return -1;
        found += rc;
    }
    return found;
}

/* The attributes of x (an object or a map) that t declares. */
static int object(walk *w, const tyc_value *x, const tyc_type *t)
{
    int xk = x->type->kind, found = 0, rc, missing = 0;
    if (xk != TYC_OBJECT && xk != TYC_MAP)
        return -2;
    for (uint32_t i = 0; i < t->n; i++) {
        const tyc_value *c = xk == TYC_OBJECT ? tyc_v_attr(x, t->names[i])
                                              : tyc_v_map_get(x, t->names[i]);
        if (!c) {
            missing |= !tyc_type_attr_optional(t, i);
            continue;
        }
        if ((rc = child(w, c, t->elems[i], TYC_STEP_ATTR, 0, t->names[i])) < 0)
            return -1;
        found += rc;
    }
    if (missing) { /* the conversion fails on the types alone: "attribute "x" is required" */
        if ((rc = leaf(w, x, t)) < 0)
            return -1;
        found += rc;
    }
    return found;
}

static int tuple(walk *w, const tyc_value *x, const tyc_type *t)
{
    int xk = x->type->kind, found = 0, rc;
    if ((xk != TYC_TUPLE && xk != TYC_LIST) || x->n != t->n)
        return -2;
    for (uint32_t i = 0; i < x->n; i++) {
        if ((rc = child(w, x->u.elems[i], t->elems[i], TYC_STEP_INDEX_NUM, i, (tyc_str){0})) < 0)
            return -1;
        found += rc;
    }
    return found;
}

/* Returns the number of mismatches under x, or -1 on out-of-memory. */
static int node(walk *w, const tyc_value *x, const tyc_type *t)
{
    if (tyc_v_is_null(x) || tyc_v_is_unknown(x) || x->marks || t->kind == TYC_DYN ||
        t->kind <= TYC_BOOL || tyc_type_has_dyn(t))
        return leaf(w, x, t);
    int rc = t->kind == TYC_OBJECT  ? object(w, x, t)
             : t->kind == TYC_TUPLE ? tuple(w, x, t)
                                    : coll(w, x, t);
    return rc == -2 ? leaf(w, x, t) : rc; /* another shape: converted here */
}

int tyc_check_mismatches(tyc_arena *a, const tyc_value *x, const tyc_type *t, tyc_cerr *out,
                         uint32_t max, uint32_t *n, uint32_t *total)
{
    walk w = {a, {0}, out, 0, max, 0};
    tyc_path_init(&w.path, a);
    int rc = node(&w, x, t);
    if (rc == 0) /* nothing found below: the whole value is the mismatch */
        rc = leaf(&w, x, t);
    *n = w.n;
    *total = w.total;
    return rc < 0 ? -1 : 0;
}
