/* SPDX-License-Identifier: Apache-2.0 */
/*
** accept.c: the acceptance relation (accept.h), decided structurally over go-cty's
** conversion rules: a recursive walk of the two types that returns a witness (a value
** accepted by the old type and rejected by the new one) at the first position where the
** new type accepts less, and notes where converted values differ. docs/diff.md states the
** rules and why each holds.
*/
#include <stdio.h>

#include "interp/diff/accept_int.h"

typedef struct walk {
    tyc_arena *a;
    const char *note;     /* the first behaviour note */
} walk;

static const tyc_defaults *kid(const tyc_defaults *d, const char *key)
{
    return d ? tyc_defaults_child(d, (tyc_str){key, strlen(key)}) : NULL;
}

/* The default value of attribute name in defaults node d, or NULL. */
static const tyc_value *defval(const tyc_defaults *d, tyc_str name)
{
    for (uint32_t i = 0; d && i < d->nvals; i++)
        if (tyc_str_eq(d->val_names[i], name))
            return d->vals[i];
    return NULL;
}

static const char *tstr(tyc_arena *a, const tyc_type *t)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_type_buf_string(&b, t);
    return tyc_buf_to_arena(&b, a);
}

static void note(walk *w, const char *path, const char *msg)
{
    if (!w->note)
        w->note = *path ? tyc_sprintf(w->a, "at %s: %s", path, msg) : msg;
}

static const tyc_value *brk(walk *w, const tyc_type *t1, const tyc_defaults *d1,
                            const tyc_type *t2, const tyc_defaults *d2, const char *path);

static const tyc_value *prim(walk *w, const tyc_type *t1, const tyc_type *t2, const char *path)
{
    if (t1->kind == t2->kind)
        return NULL;
    if (t2->kind == TYC_STRING) {
        note(w, path, t1->kind == TYC_NUMBER ? "numbers now reach the module as strings"
                                             : "bools now reach the module as strings");
        return NULL;
    }
    if (t1->kind == TYC_STRING)
        return tyc_acc_str(w->a, "x");
    return t1->kind == TYC_BOOL ? &tyc_v_true : tyc_acc_num(w->a, 1);
}

static const tyc_value *from_seq(walk *w, const tyc_type *t1, const tyc_defaults *d1,
                                 const tyc_type *t2, const tyc_defaults *d2, const char *path)
{
    tyc_arena *a = w->a;
    if (t2->kind == TYC_TUPLE) /* a length the tuple does not have */
        return tyc_acc_tuple(a, tyc_accept_sample(a, t1->elem), t2->n + 1);
    if (t2->kind != TYC_LIST && t2->kind != TYC_SET)
        return tyc_v_tuple(a, NULL, 0);
    const tyc_value *x = brk(w, t1->elem, kid(d1, ""), t2->elem, kid(d2, ""),
                             tyc_sprintf(a, "%s[*]", path));
    if (x)
        return tyc_acc_tuple(a, x, 1);
    if (t1->kind == TYC_LIST && t2->kind == TYC_SET)
        note(w, path, "a set now: duplicate elements are merged and the order is lost");
    if (t1->kind == TYC_SET && t2->kind == TYC_LIST)
        note(w, path, "a list now: elements keep the caller's order and duplicates");
    return NULL;
}

static const tyc_value *from_tuple(walk *w, const tyc_type *t1, const tyc_defaults *d1,
                                   const tyc_type *t2, const tyc_defaults *d2, const char *path)
{
    tyc_arena *a = w->a;
    int seq = t2->kind == TYC_LIST || t2->kind == TYC_SET;
    if ((t2->kind == TYC_TUPLE && t2->n != t1->n) || (!seq && t2->kind != TYC_TUPLE))
        return tyc_accept_sample(a, t1);
    for (uint32_t i = 0; i < t1->n; i++) {
        char key[16];
        snprintf(key, sizeof key, "%u", (unsigned)i);
        const tyc_type *e2 = seq ? t2->elem : t2->elems[i];
        const tyc_value *x = brk(w, t1->elems[i], kid(d1, key), e2, kid(d2, seq ? "" : key),
                                 tyc_sprintf(a, "%s[%u]", path, (unsigned)i));
        if (x)
            return tyc_acc_with(a, t1, (int32_t)i, x);
    }
    if (t2->kind == TYC_SET)
        note(w, path, "a set now: duplicate elements are merged and the order is lost");
    return NULL;
}

static const tyc_value *from_map(walk *w, const tyc_type *t1, const tyc_defaults *d1,
                                 const tyc_type *t2, const tyc_defaults *d2, const char *path)
{
    tyc_arena *a = w->a;
    if (t2->kind == TYC_MAP)
        return tyc_acc_obj1(a, "k", brk(w, t1->elem, kid(d1, ""), t2->elem, kid(d2, ""),
                                         tyc_sprintf(a, "%s[*]", path)));
    if (t2->kind != TYC_OBJECT)
        return tyc_v_object(a, NULL, NULL, 0);
    for (uint32_t i = 0; i < t2->n; i++)
        if (!tyc_type_attr_optional(t2, i)) /* an empty map lacks it */
            return tyc_v_object(a, NULL, NULL, 0);
    for (uint32_t i = 0; i < t2->n; i++) {
        const tyc_value *x = brk(w, t1->elem, kid(d1, ""), t2->elems[i],
                                 kid(d2, t2->names[i].p), tyc_sprintf(a, "%s.%s", path,
                                                                      t2->names[i].p));
        if (x)
            return tyc_acc_obj1(a, t2->names[i].p, x);
    }
    note(w, path, "an object now: keys other than its attributes are dropped");
    return NULL;
}

/* Object to object: each attribute of t2 against t1's. */
static const tyc_value *obj_obj(walk *w, const tyc_type *t1, const tyc_defaults *d1,
                                const tyc_type *t2, const tyc_defaults *d2, const char *path)
{
    tyc_arena *a = w->a;
    for (uint32_t i = 0; i < t2->n; i++) {
        tyc_str nm = t2->names[i];
        int32_t j = tyc_type_attr(t1, nm);
        int opt2 = tyc_type_attr_optional(t2, i);
        if (j < 0 || (!opt2 && tyc_type_attr_optional(t1, (uint32_t)j))) {
            if (!opt2) /* values without it */
                return tyc_accept_sample(a, t1);
            continue;
        }
        const char *p = tyc_sprintf(a, "%s.%s", path, nm.p);
        const tyc_value *x = brk(w, t1->elems[j], kid(d1, nm.p), t2->elems[i], kid(d2, nm.p), p);
        if (x)
            return tyc_acc_with(a, t1, j, x);
        const tyc_value *v1 = defval(d1, nm), *v2 = defval(d2, nm);
        if (opt2 && (v1 || v2) && (!v1 || !v2 || !tyc_v_equals(v1, v2))) {
            tyc_buf b;
            tyc_buf_init(&b, a->ctx);
            tyc_buf_addz(&b, "the default of optional attribute ");
            tyc_buf_addz(&b, p);
            tyc_buf_addz(&b, " changed from ");
            if (v1)
                tyc_accept_hcl(&b, v1);
            else
                tyc_buf_addz(&b, "null");
            tyc_buf_addz(&b, " to ");
            if (v2)
                tyc_accept_hcl(&b, v2);
            else
                tyc_buf_addz(&b, "null");
            note(w, "", tyc_buf_to_arena(&b, a));
        }
    }
    for (uint32_t j = 0; j < t1->n; j++)
        if (tyc_type_attr(t2, t1->names[j]) < 0)
            note(w, "", tyc_sprintf(a, "attribute %s.%s is no longer read (now ignored)",
                                    path, t1->names[j].p));
    return NULL;
}

static const tyc_value *from_obj(walk *w, const tyc_type *t1, const tyc_defaults *d1,
                                 const tyc_type *t2, const tyc_defaults *d2, const char *path)
{
    tyc_arena *a = w->a;
    if (t2->kind == TYC_OBJECT)
        return obj_obj(w, t1, d1, t2, d2, path);
    if (t2->kind != TYC_MAP)
        return tyc_accept_sample(a, t1);
    for (uint32_t j = 0; j < t1->n; j++) {
        const tyc_value *x = brk(w, t1->elems[j], kid(d1, t1->names[j].p), t2->elem,
                                 kid(d2, ""), tyc_sprintf(a, "%s.%s", path, t1->names[j].p));
        if (x)
            return tyc_acc_with(a, t1, (int32_t)j, x);
    }
    return NULL;
}

static const tyc_value *brk(walk *w, const tyc_type *t1, const tyc_defaults *d1,
                            const tyc_type *t2, const tyc_defaults *d2, const char *path)
{
    tyc_arena *a = w->a;
    if (t2->kind == TYC_DYN) {
        if (t1->kind != TYC_DYN)
            note(w, path, tyc_sprintf(a, "values are passed on as given, no longer converted to %s",
                                      tstr(a, t1)));
        return NULL;
    }
    if (t1->kind == TYC_DYN)
        return tyc_acc_reject(a, t2);
    if (tyc_type_is_prim(t1) && tyc_type_is_prim(t2))
        return prim(w, t1, t2, path);
    if (tyc_type_is_prim(t1) || tyc_type_is_prim(t2))
        return tyc_accept_sample(a, t1);
    switch (t1->kind) {
    case TYC_LIST:
    case TYC_SET: return from_seq(w, t1, d1, t2, d2, path);
    case TYC_TUPLE: return from_tuple(w, t1, d1, t2, d2, path);
    case TYC_MAP: return from_map(w, t1, d1, t2, d2, path);
    default: return from_obj(w, t1, d1, t2, d2, path);
    }
}

/* 1 when x converts under t1 and fails under t2 (*err: that failure as text). */
static int verified(tyc_arena *a, const tyc_value *x, tyc_tcon t1, tyc_tcon t2, const char **err)
{
    tyc_cerr e;
    if (!tyc_accept_convert(a, x, t1, &e) || tyc_accept_convert(a, x, t2, &e) || !e.msg)
        return 0;
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    if (e.nsteps) {
        tyc_path_buf(&b, e.steps, e.nsteps);
        tyc_buf_addz(&b, ": ");
    }
    tyc_buf_addz(&b, e.msg);
    *err = tyc_buf_to_arena(&b, a);
    return 1;
}

int tyc_accept(tyc_arena *a, tyc_tcon t1, tyc_tcon t2, tyc_acc *out)
{
    memset(out, 0, sizeof *out);
    walk w = {a, NULL};
    const tyc_value *x = brk(&w, t1.t, t1.d, t2.t, t2.d, "");
    if (a->ctx->oom)
        return -1;
    if ((x && verified(a, x, t1, t2, &out->error)) ||
        ((x = tyc_acc_search(a, t1, t2)) && verified(a, x, t1, t2, &out->error))) {
        out->breaking = 1;
        out->witness = x;
        return a->ctx->oom ? -1 : 0;
    }
    out->note = w.note;
    return a->ctx->oom ? -1 : 0;
}
