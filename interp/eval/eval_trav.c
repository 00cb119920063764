/* SPDX-License-Identifier: Apache-2.0 */
/*
** eval_trav.c: variable references and traversal steps, as hcl.Traversal.TraverseAbs,
** hcl.GetAttr and hcl.Index behave: lookup of for-expression iterators and root names,
** attribute access on objects and maps, indexing of lists, tuples, maps and objects.
*/
#include "runtime/convert/convert.h"
#include "interp/eval/eval_int.h"
#include "runtime/base/str.h"

/* "Unknown variable" inside a for expression when there is no variable scope. */
static const tyc_value *unknown_variable(tyc_evalctx *ec, const tyc_node *n, tyc_str name)
{
    uint32_t cnt = 0;
    for (const struct tyc_local *l = ec->locals; l; l = l->next)
        cnt += l->name.p != NULL;
    tyc_str *c = TYC_NEWN(ec->arena, tyc_str, cnt ? cnt : 1);
    if (!c)
        return NULL;
    /* hcl lists each scope's names in Go's map order, innermost scope first; the order a
    ** small map most often gives is its insertion order: a for's key, then its value */
    cnt = 0;
    for (const struct tyc_local *l = ec->locals; l; l = l->next) {
        if (l->after_key && l->next && l->next->name.p) {
            c[cnt++] = l->next->name;
            if (!tyc_str_eq(l->next->name, l->name))
                c[cnt++] = l->name;
            l = l->next;
        } else if (l->name.p) {
            c[cnt++] = l->name;
        }
    }
    const char *s = tyc_ev_suggest(name, c, cnt);
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    tyc_buf_goquote(&b, name.p, name.len);
    tyc_buf_addc(&b, '.');
    if (s) {
        tyc_buf_addz(&b, " Did you mean ");
        tyc_buf_goquote(&b, s, strlen(s));
        tyc_buf_addc(&b, '?');
    }
    char *q = tyc_buf_to_arena(&b, ec->arena);
    if (!q || tyc_ev_err(ec, n->beg, n->end, NULL, "Unknown variable",
                         "There is no variable named %s", q) < 0)
        return NULL;
    return TYC_DYNVAL;
}

/* The variable n (a traversal's root), without the failed-step bookkeeping. */
static const tyc_value *var_value(tyc_evalctx *ec, const tyc_node *n)
{
    tyc_str name = {n->text ? n->text : "", n->tlen};
    int scoped = 0;
    for (const struct tyc_local *l = ec->locals; l; l = l->next) {
        if (!l->name.p)
            continue;
        scoped = 1;
        if (tyc_str_eq(l->name, name))
            return l->v;
    }
    if (ec->lookup) {
        const tyc_value *v = ec->lookup(ec->lookup_ud, ec, name, n->beg, n->end);
        if (!v && ec->arena->ctx->oom)
            return NULL;
        return v ? v : TYC_DYNVAL;
    }
    if (scoped)
        return unknown_variable(ec, n, name);
    if (tyc_ev_err(ec, n->beg, n->end, NULL, "Variables not allowed",
                   "Variables may not be used here.") < 0)
        return NULL;
    return TYC_DYNVAL;
}

/* hcl's Traversal.TraverseAbs returns at once when its root fails, so the root is recorded
** as the failed step (see after_failed_step). */
const tyc_value *tyc_ev_var(tyc_evalctx *ec, const tyc_node *n)
{
    uint32_t before = ec->diags->nerrors;
    const tyc_value *v = var_value(ec, n);
    if (ec->diags->nerrors > before)
        ec->failed_step = n;
    return v;
}

/* Adds an error with the step range of n and returns DynamicVal (NULL on OOM). */
static const tyc_value *fail(tyc_evalctx *ec, const tyc_node *n, const char *summary,
                             const char *detail)
{
    if (tyc_ev_err(ec, n->nbeg, n->nend, NULL, summary, "%s", detail) < 0)
        return NULL;
    return TYC_DYNVAL;
}

/* An element of a marked container: the element carrying the container's marks. */
static const tyc_value *elem(tyc_arena *a, const tyc_value *e, uint8_t marks)
{
    return tyc_ev_mark(a, e, marks);
}

static const tyc_value *unsupported_attr(tyc_evalctx *ec, const tyc_node *n, tyc_str name)
{
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    tyc_buf_addz(&b, "This object does not have an attribute named ");
    tyc_buf_goquote(&b, name.p, name.len);
    tyc_buf_addc(&b, '.');
    char *s = tyc_buf_to_arena(&b, ec->arena);
    return s ? fail(ec, n, "Unsupported attribute", s) : NULL;
}

/* hcl.GetAttr on a list or set of objects, or any other non-object value. */
static const tyc_value *attr_of_other(tyc_evalctx *ec, const tyc_node *n, const tyc_value *o,
                                      tyc_str name)
{
    const tyc_type *t = o->type;
    const char *sum = "Unsupported attribute";
    if (t->kind == TYC_LIST && t->elem->kind == TYC_OBJECT) {
        if (tyc_type_attr(t->elem, name) >= 0) {
            tyc_buf b;
            tyc_buf_init(&b, ec->arena->ctx);
            tyc_buf_addz(&b, "Can't access attributes on a list of objects. Did you mean to "
                             "access attribute ");
            tyc_buf_goquote(&b, name.p, name.len);
            tyc_buf_addz(&b, " for a specific element of the list, or across all elements of "
                             "the list?");
            char *s = tyc_buf_to_arena(&b, ec->arena);
            return s ? fail(ec, n, sum, s) : NULL;
        }
        return fail(ec, n, sum, "Can't access attributes on a list of objects. Did you mean to "
                                "access an attribute for a specific element of the list, or "
                                "across all elements of the list?");
    }
    if (t->kind == TYC_SET && t->elem->kind == TYC_OBJECT)
        return fail(ec, n, sum, "Can't access attributes on a set of objects. Did you mean to "
                                "access an attribute across all elements of the set?");
    if (tyc_type_is_prim(t)) {
        tyc_buf b;
        tyc_buf_init(&b, ec->arena->ctx);
        tyc_buf_addz(&b, "Can't access attributes on a primitive-typed value (");
        tyc_type_buf_friendly(&b, t);
        tyc_buf_addz(&b, ").");
        char *s = tyc_buf_to_arena(&b, ec->arena);
        return s ? fail(ec, n, sum, s) : NULL;
    }
    return fail(ec, n, sum, "This value does not have any attributes.");
}

/* hcl.GetAttr(o, name) with the step range of n. */
static const tyc_value *get_attr(tyc_evalctx *ec, const tyc_node *n, const tyc_value *o,
                                 tyc_str name)
{
    tyc_arena *a = ec->arena;
    if (tyc_v_is_null(o))
        return fail(ec, n, "Attempt to get attribute from null value",
                    "This value is null, so it does not have any attributes.");
    const tyc_type *t = o->type;
    if (t->kind == TYC_OBJECT) {
        int32_t i = tyc_type_attr(t, name);
        if (i < 0)
            return unsupported_attr(ec, n, name);
        if (tyc_v_is_unknown(o))
            return tyc_ev_mark(a, tyc_v_unknown(a, t->elems[i]), o->marks);
        return elem(a, o->u.elems[i], o->marks);
    }
    if (t->kind == TYC_MAP) {
        if (tyc_v_is_unknown(o))
            return tyc_ev_mark(a, tyc_v_unknown(a, t->elem), o->marks);
        const tyc_value *e = tyc_v_map_get(o, name);
        if (!e) {
            tyc_buf b;
            tyc_buf_init(&b, a->ctx);
            tyc_buf_addz(&b, "This map does not have an element with the key ");
            tyc_buf_goquote(&b, name.p, name.len);
            tyc_buf_addc(&b, '.');
            char *s = tyc_buf_to_arena(&b, a);
            return s ? fail(ec, n, "Missing map element", s) : NULL;
        }
        return elem(a, e, o->marks);
    }
    if (t->kind == TYC_DYN)
        return tyc_ev_mark(a, TYC_DYNVAL, o->marks);
    return attr_of_other(ec, n, o, name);
}

/* 1 when n is a step hcl's parser puts in a traversal: an attribute, or an index whose key
** is a literal (a number, bool, null, or a string without interpolations). */
static int traversal_step(const tyc_node *n)
{
    if (n->kind == TYC_N_GETATTR)
        return 1;
    if (n->kind != TYC_N_INDEX)
        return 0;
    const tyc_node *k = n->kids[1];
    return k->kind == TYC_N_LITERAL ||
           (k->kind == TYC_N_TEMPLATE && k->n == 1 && k->kids[0]->kind == TYC_N_STRING);
}

/* hcl's Traversal.TraverseRel stops at the first step that fails: 1 when n continues a
** traversal whose previous step (n's source) has just failed. */
static int after_failed_step(const tyc_evalctx *ec, const tyc_node *n)
{
    const tyc_node *from = n->kids[0];
    return ec->failed_step == from && traversal_step(n) &&
           (traversal_step(from) || from->kind == TYC_N_VAR);
}

/* Runs one step (get_attr or do_index) and records it in ec->failed_step when it fails. */
static const tyc_value *stepped(tyc_evalctx *ec, const tyc_node *n, const tyc_value *v,
                                uint32_t before)
{
    if (ec->diags->nerrors > before)
        ec->failed_step = n;
    return v;
}

const tyc_value *tyc_ev_getattr(tyc_evalctx *ec, const tyc_node *n)
{
    const tyc_value *o = tyc_ev(ec, n->kids[0]);
    if (!o)
        return NULL;
    if (after_failed_step(ec, n)) {
        ec->failed_step = n;
        return TYC_DYNVAL;
    }
    uint32_t before = ec->diags->nerrors;
    return stepped(ec, n, get_attr(ec, n, o, (tyc_str){n->text ? n->text : "", n->tlen}),
                   before);
}

/* Invalid index for a number key on a list or tuple: the specialised messages of
** hcl.Index, or the generic one. */
static const tyc_value *bad_seq_index(tyc_evalctx *ec, const tyc_node *n, const tyc_value *c,
                                      const tyc_value *key)
{
    const tyc_num *x = TYC_V_NUM(key);
    int64_t i;
    if (!tyc_num_is_int(x))
        return fail(ec, n, "Invalid index", "The given key does not identify an element in "
                    "this collection value: indexing a sequence requires a whole number, but "
                    "the given index has a fractional part.");
    if (tyc_num_sign(x) < 0)
        return fail(ec, n, "Invalid index", "The given key does not identify an element in "
                    "this collection value: a negative number is not a valid index for a "
                    "sequence.");
    /* cty's Length: a tuple's from its type, known or not */
    uint32_t len = c->type->kind == TYC_TUPLE ? c->type->n : c->n;
    if (!c->marks && tyc_num_to_int64(x, &i) && i == (int64_t)len) {
        if (len == 0)
            return fail(ec, n, "Invalid index", "The given key does not identify an element in "
                        "this collection value: the collection has no elements.");
        return fail(ec, n, "Invalid index", "The given key does not identify an element in "
                    "this collection value: the given index is greater than or equal to the "
                    "length of the collection.");
    }
    return fail(ec, n, "Invalid index",
                "The given key does not identify an element in this collection value.");
}

/* Index of a known list, tuple or map with a converted key. */
static const tyc_value *index_seq_map(tyc_evalctx *ec, const tyc_node *n, const tyc_value *c,
                                      const tyc_value *key)
{
    tyc_arena *a = ec->arena;
    const tyc_type *t = c->type;
    uint8_t marks = (uint8_t)(c->marks | key->marks);
    /* cty's HasIndex: unknown for an unknown key, or an unknown list or map; an unknown
    ** tuple's bounds come from its type */
    if (tyc_v_is_unknown(key) || (tyc_v_is_unknown(c) && t->kind != TYC_TUPLE)) {
        if (t->kind == TYC_TUPLE)
            return tyc_ev_mark(a, TYC_DYNVAL, c->marks);
        return tyc_ev_mark(a, tyc_v_unknown(a, t->elem), c->marks);
    }
    if (t->kind == TYC_MAP) {
        const tyc_value *e = tyc_v_map_get(c, tyc_v_str(key));
        if (!e)
            return fail(ec, n, "Invalid index",
                        "The given key does not identify an element in this collection value.");
        return elem(a, e, marks);
    }
    int64_t i;
    uint32_t len = t->kind == TYC_TUPLE ? t->n : c->n;
    if (!tyc_num_to_int64(TYC_V_NUM(key), &i) || !tyc_num_is_int(TYC_V_NUM(key)) || i < 0 ||
        (uint64_t)i >= len)
        return bad_seq_index(ec, n, c, key);
    if (tyc_v_is_unknown(c)) /* cty's Index of an unknown tuple: its element type's unknown */
        return tyc_ev_mark(a, tyc_v_unknown(a, t->elems[i]), marks);
    return elem(a, c->u.elems[i], marks);
}

static const tyc_value *index_object(tyc_evalctx *ec, const tyc_node *n, const tyc_value *c,
                                     const tyc_value *key)
{
    tyc_arena *a = ec->arena;
    const char *msg = NULL;
    int was_number = key->type->kind == TYC_NUMBER;
    const tyc_value *k = tyc_ev_convert(a, key, &tyc_t_string, &msg);
    if (!k) {
        if (!msg)
            return NULL;
        if (tyc_ev_err(ec, n->nbeg, n->nend, NULL, "Invalid index", "The given key does not "
                       "identify an element in this collection value: %s.", msg) < 0)
            return NULL;
        return TYC_DYNVAL;
    }
    /* hcl < 2.24 (Terraform < 1.13) gives an unknown object's index as unknown whatever the
    ** key names; hcl 2.24 (#763) checks the attribute first */
    if (tyc_v_is_unknown(k) ||
        (tyc_v_is_unknown(c) && !ec->target.tofu && !tyc_target_tf_ge(ec->target, 1, 13)))
        return tyc_ev_mark(a, TYC_DYNVAL, c->marks);
    int32_t i = tyc_type_attr(c->type, tyc_v_str(k));
    if (i < 0)
        return fail(ec, n, "Invalid index", was_number
                    ? "The given key does not identify an element in this collection value. An "
                      "object only supports looking up attributes by name, not by numeric index."
                    : "The given key does not identify an element in this collection value.");
    if (tyc_v_is_unknown(c))
        return tyc_ev_mark(a, tyc_v_unknown(a, c->type->elems[i]), c->marks);
    return elem(a, c->u.elems[i], c->marks);
}

/* hcl.Index(c, key) with the step range of n. */
static const tyc_value *do_index(tyc_evalctx *ec, const tyc_node *n, const tyc_value *c,
                                 const tyc_value *key)
{
    tyc_arena *a = ec->arena;
    if (tyc_v_is_null(c))
        return fail(ec, n, "Attempt to index null value",
                    "This value is null, so it does not have any indices.");
    if (tyc_v_is_null(key))
        return fail(ec, n, "Invalid index", "Can't use a null value as an indexing key.");
    const tyc_type *t = c->type;
    if (t->kind == TYC_DYN || key->type->kind == TYC_DYN)
        return tyc_ev_mark(a, TYC_DYNVAL, c->marks);
    if (t->kind == TYC_LIST || t->kind == TYC_TUPLE || t->kind == TYC_MAP) {
        const char *msg = NULL;
        const tyc_type *want = t->kind == TYC_MAP ? &tyc_t_string : &tyc_t_number;
        const tyc_value *k = tyc_ev_convert(a, key, want, &msg);
        if (!k) {
            if (!msg)
                return NULL;
            if (tyc_ev_err(ec, n->nbeg, n->nend, NULL, "Invalid index", "The given key does "
                           "not identify an element in this collection value: %s.", msg) < 0)
                return NULL;
            return TYC_DYNVAL;
        }
        return index_seq_map(ec, n, c, k);
    }
    if (t->kind == TYC_OBJECT)
        return index_object(ec, n, c, key);
    if (t->kind == TYC_SET)
        return fail(ec, n, "Invalid index", "Elements of a set are identified only by their "
                    "value and don't have any separate index or key to select with, so it's "
                    "only possible to perform operations across all elements of the set.");
    return fail(ec, n, "Invalid index", "This value does not have any indices.");
}

const tyc_value *tyc_ev_index(tyc_evalctx *ec, const tyc_node *n)
{
    const tyc_value *c = tyc_ev(ec, n->kids[0]);
    const tyc_value *k = c ? tyc_ev(ec, n->kids[1]) : NULL;
    if (!k)
        return NULL;
    if (after_failed_step(ec, n)) {
        ec->failed_step = n;
        return TYC_DYNVAL;
    }
    uint32_t before = ec->diags->nerrors;
    return stepped(ec, n, do_index(ec, n, c, k), before);
}
