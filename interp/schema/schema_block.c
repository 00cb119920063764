/* SPDX-License-Identifier: Apache-2.0 */
/*
** schema_block.c: one schema's JSON decoded into a block (configschema.Block as Terraform
** builds it from the provider's answer): attributes with their cty types (the JSON type
** encoding) or nested attribute types, nested block types with their nesting and item
** limits, and the implied type hcldec gives the block.
*/
#include <stdlib.h>

#include "interp/schema/schema.h"
#include "interp/syntax/parse.h"
#include "runtime/base/str.h"

#include <stddef.h>

/* The decoding of one schema: where diagnostics go and what they name. */
typedef struct dec {
    tyc_arena *a;
    tyc_diags *d;
    const char *file, *what;
    int oom;
} dec;

/* "Invalid provider schema": the schema of what in file is not as Terraform writes it. */
static void *bad(dec *x, const char *msg, const char *name)
{
    if (!tyc_diag_add(x->d, TYC_SEV_ERROR, TYCON_ERR_TYPE, NULL, 0, 0,
                      "Invalid provider schema", "In %s, the schema of %s%s%s%s is invalid: %s.",
                      x->file, x->what, name ? " (at \"" : "", name ? name : "", name ? "\")" : "",
                      msg))
        x->oom = 1;
    return NULL;
}

/* The member key of object node o (i-th). */
static tyc_str key(const tyc_node *o, uint32_t i)
{
    const tyc_node *k = o->kids[2 * i];
    if (k && k->kind == TYC_N_OBJKEY && k->n)
        k = k->kids[0];
    return k && k->text ? (tyc_str){k->text, k->tlen} : (tyc_str){"", 0};
}

/* The value of member name of object o, or NULL. */
static const tyc_node *member(const tyc_node *o, const char *name)
{
    if (!o || o->kind != TYC_N_OBJECT)
        return NULL;
    for (uint32_t i = 0; i < o->n / 2; i++)
        if (tyc_str_eqz(key(o, i), name))
            return o->kids[2 * i + 1];
    return NULL;
}

/* The text of a string member value, or NULL. */
static const char *text_of(const tyc_node *v)
{
    return v && v->kind == TYC_N_STRING ? v->text : NULL;
}

static int flag(const tyc_node *o, const char *name)
{
    const tyc_node *v = member(o, name);
    return v && v->kind == TYC_N_LITERAL && v->op == TYC_LIT_TRUE;
}

static uint32_t count(const tyc_node *o, const char *name)
{
    const tyc_node *v = member(o, name);
    if (!v || v->kind != TYC_N_LITERAL || v->op != TYC_LIT_NUMBER || !v->text)
        return 0;
    unsigned long n = strtoul(v->text, NULL, 10);
    return n > UINT32_MAX ? UINT32_MAX : (uint32_t)n;
}

static int is_str(const tyc_node *n, const char *z)
{
    return n && n->kind == TYC_N_STRING && n->text && tyc_str_eqz((tyc_str){n->text, n->tlen}, z);
}

/* ---- cty's JSON type encoding ---- */

static const tyc_type *jtype(dec *x, const tyc_node *n, int depth);

static const tyc_type *jobject(dec *x, const tyc_node *t, int depth)
{
    const tyc_node *attrs = t->n >= 2 ? t->kids[1] : NULL;
    if (!attrs || attrs->kind != TYC_N_OBJECT)
        return bad(x, "an object type needs an object of attribute types", NULL);
    uint32_t n = attrs->n / 2;
    tyc_str *names = TYC_NEWN(x->a, tyc_str, n + 1);
    const tyc_type **types = TYC_NEWN(x->a, const tyc_type *, n + 1);
    uint8_t *opt = TYC_NEWN(x->a, uint8_t, n + 1);
    if (!names || !types || !opt) {
        x->oom = 1;
        return NULL;
    }
    for (uint32_t i = 0; i < n; i++) {
        names[i] = key(attrs, i);
        if (!(types[i] = jtype(x, attrs->kids[2 * i + 1], depth + 1)))
            return NULL;
    }
    int anyopt = 0;
    const tyc_node *ol = t->n >= 3 ? t->kids[2] : NULL;
    for (uint32_t j = 0; ol && ol->kind == TYC_N_TUPLE && j < ol->n; j++)
        for (uint32_t i = 0; i < n; i++)
            if (ol->kids[j]->text && tyc_str_eq(names[i], (tyc_str){ol->kids[j]->text,
                                                                    ol->kids[j]->tlen}))
                opt[i] = anyopt = 1;
    for (uint32_t i = 0; i < n; i++)
        for (uint32_t j = i + 1; j < n; j++)
            if (tyc_str_eq(names[i], names[j]))
                return bad(x, "an object type repeats an attribute", names[i].p);
    const tyc_type *r = tyc_type_object(x->a, names, types, anyopt ? opt : NULL, n);
    if (!r)
        x->oom = 1;
    return r;
}

static const tyc_type *jtype(dec *x, const tyc_node *n, int depth)
{
    if (depth > 200)
        return bad(x, "a type is nested too deeply", NULL);
    if (n && n->kind == TYC_N_STRING) {
        if (is_str(n, "string"))
            return &tyc_t_string;
        if (is_str(n, "number"))
            return &tyc_t_number;
        if (is_str(n, "bool"))
            return &tyc_t_bool;
        if (is_str(n, "dynamic"))
            return &tyc_t_dyn;
        return bad(x, "unknown primitive type", n->text);
    }
    if (!n || n->kind != TYC_N_TUPLE || n->n < 2 || n->kids[0]->kind != TYC_N_STRING)
        return bad(x, "a type is a string or an array", NULL);
    const tyc_node *k = n->kids[0];
    const tyc_type *r = NULL;
    if (is_str(k, "object"))
        return jobject(x, n, depth);
    if (is_str(k, "tuple")) {
        const tyc_node *el = n->kids[1];
        if (el->kind != TYC_N_TUPLE)
            return bad(x, "a tuple type needs an array of element types", NULL);
        const tyc_type **ts = TYC_NEWN(x->a, const tyc_type *, el->n + 1);
        if (!ts) {
            x->oom = 1;
            return NULL;
        }
        for (uint32_t i = 0; i < el->n; i++)
            if (!(ts[i] = jtype(x, el->kids[i], depth + 1)))
                return NULL;
        r = tyc_type_tuple(x->a, ts, el->n);
    } else {
        int kind = is_str(k, "list") ? TYC_LIST : is_str(k, "set") ? TYC_SET
                   : is_str(k, "map") ? TYC_MAP : -1;
        if (kind < 0)
            return bad(x, "unknown type kind", k->text);
        const tyc_type *e = jtype(x, n->kids[1], depth + 1);
        if (!e)
            return NULL;
        r = tyc_type_coll(x->a, kind, e);
    }
    if (!r)
        x->oom = 1;
    return r;
}

/* ---- attributes and blocks ---- */

static int nesting(const tyc_node *v)
{
    return is_str(v, "single") ? TYC_NEST_SINGLE : is_str(v, "group") ? TYC_NEST_GROUP
           : is_str(v, "list") ? TYC_NEST_LIST : is_str(v, "set") ? TYC_NEST_SET
           : is_str(v, "map") ? TYC_NEST_MAP : 0;
}

static int attr_cmp(const void *p, const void *q)
{
    return strcmp(((const tyc_sattr *)p)->name, ((const tyc_sattr *)q)->name);
}

static int attrs(dec *x, const tyc_node *o, tyc_sattr **out, uint32_t *nout, int depth);

/* A nested attribute type: its object's spec type (optional and computed attributes
** optional) wrapped by its nesting. */
static const tyc_type *nested(dec *x, const tyc_node *nt, tyc_sattr *at, int depth)
{
    tyc_sobj *ob = TYC_NEW(x->a, tyc_sobj);
    if (!ob) {
        x->oom = 1;
        return NULL;
    }
    if (!(ob->nesting = nesting(member(nt, "nesting_mode"))) || ob->nesting == TYC_NEST_GROUP)
        return bad(x, "a nested attribute type has an invalid nesting_mode", at->name);
    if (attrs(x, member(nt, "attributes"), &ob->attrs, &ob->nattrs, depth + 1) < 0)
        return NULL;
    tyc_str *names = TYC_NEWN(x->a, tyc_str, ob->nattrs + 1);
    const tyc_type **types = TYC_NEWN(x->a, const tyc_type *, ob->nattrs + 1);
    uint8_t *opt = TYC_NEWN(x->a, uint8_t, ob->nattrs + 1);
    if (!names || !types || !opt) {
        x->oom = 1;
        return NULL;
    }
    int anyopt = 0;
    for (uint32_t i = 0; i < ob->nattrs; i++) {
        names[i] = (tyc_str){ob->attrs[i].name, strlen(ob->attrs[i].name)};
        types[i] = ob->attrs[i].type;
        opt[i] = ob->attrs[i].optional || ob->attrs[i].computed;
        anyopt |= opt[i];
    }
    const tyc_type *t = tyc_type_object(x->a, names, types, anyopt ? opt : NULL, ob->nattrs);
    if (t && ob->nesting != TYC_NEST_SINGLE)
        t = tyc_type_coll(x->a, ob->nesting == TYC_NEST_LIST ? TYC_LIST
                                 : ob->nesting == TYC_NEST_SET ? TYC_SET : TYC_MAP, t);
    at->nested = ob;
    if (!t)
        x->oom = 1;
    return t;
}

static int attrs(dec *x, const tyc_node *o, tyc_sattr **out, uint32_t *nout, int depth)
{
    *out = NULL;
    *nout = 0;
    if (!o)
        return 0;
    if (o->kind != TYC_N_OBJECT || depth > 100)
        return bad(x, "attributes must be an object", NULL), -1;
    uint32_t n = o->n / 2;
    tyc_sattr *v = TYC_NEWN(x->a, tyc_sattr, n + 1);
    if (!v)
        return x->oom = 1, -1;
    for (uint32_t i = 0; i < n; i++) {
        const tyc_node *ao = o->kids[2 * i + 1];
        tyc_sattr *at = &v[i];
        tyc_str k = key(o, i);
        if (!(at->name = tyc_strndup(x->a, k.p, k.len)))
            return x->oom = 1, -1;
        at->required = flag(ao, "required");
        at->optional = flag(ao, "optional");
        at->computed = flag(ao, "computed");
        at->deprecated = flag(ao, "deprecated");
        at->sensitive = flag(ao, "sensitive");
        at->description = text_of(member(ao, "description"));
        const tyc_node *nt = member(ao, "nested_type");
        at->type = nt ? nested(x, nt, at, depth) : jtype(x, member(ao, "type"), 0);
        if (!at->type || !(at->itype = tyc_type_strip_optional(x->a, at->type)))
            return at->type ? (x->oom = 1, -1) : -1;
    }
    qsort(v, n, sizeof *v, attr_cmp);
    for (uint32_t i = 1; i < n; i++)
        if (!strcmp(v[i - 1].name, v[i].name))
            return bad(x, "an attribute is declared twice", v[i].name), -1;
    *out = v;
    *nout = n;
    return 0;
}

static const tyc_sblock *block(dec *x, const tyc_node *o, int depth);

static int bt_cmp(const void *p, const void *q)
{
    return strcmp(((const tyc_sbtype *)p)->name, ((const tyc_sbtype *)q)->name);
}

static int btypes(dec *x, tyc_sblock *b, const tyc_node *o, int depth)
{
    if (!o)
        return 0;
    if (o->kind != TYC_N_OBJECT)
        return bad(x, "block_types must be an object", NULL), -1;
    uint32_t n = o->n / 2, m = 0;
    tyc_sbtype *v = TYC_NEWN(x->a, tyc_sbtype, n + 1);
    if (!v)
        return x->oom = 1, -1;
    for (uint32_t i = 0; i < n; i++) {
        const tyc_node *bo = o->kids[2 * i + 1];
        tyc_str k = key(o, i);
        if (tyc_sblock_attr(b, k))
            continue; /* an attribute of the same name wins (DecoderSpec) */
        tyc_sbtype *bt = &v[m++];
        if (!(bt->name = tyc_strndup(x->a, k.p, k.len)))
            return x->oom = 1, -1;
        if (!(bt->nesting = nesting(member(bo, "nesting_mode"))))
            return bad(x, "a block type has an invalid nesting_mode", bt->name), -1;
        bt->min = count(bo, "min_items");
        bt->max = count(bo, "max_items");
        if (!(bt->block = block(x, member(bo, "block"), depth + 1)))
            return -1;
    }
    qsort(v, m, sizeof *v, bt_cmp);
    b->blocks = v;
    b->nblocks = m;
    return 0;
}

/* The implied type of block type bt: a list, set or map of its object type, the object
** itself for single and group nesting; `any` where hcldec gives a tuple or an object (a list
** or map of objects with `any` inside). NULL on OOM. */
static const tyc_type *btype_type(tyc_arena *a, const tyc_sbtype *bt)
{
    const tyc_type *o = bt->block->itype;
    switch (bt->nesting) {
    case TYC_NEST_LIST:
        return tyc_type_has_dyn(o) ? &tyc_t_dyn : tyc_type_list(a, o);
    case TYC_NEST_MAP:
        return tyc_type_has_dyn(o) ? &tyc_t_dyn : tyc_type_map(a, o);
    case TYC_NEST_SET:
        return tyc_type_set(a, o);
    default:
        return o;
    }
}

/* The implied type of b from its attributes and block types. -1 on OOM. */
static int implied(dec *x, tyc_sblock *b)
{
    uint32_t n = b->nattrs + b->nblocks;
    tyc_str *names = TYC_NEWN(x->a, tyc_str, n + 1);
    const tyc_type **types = TYC_NEWN(x->a, const tyc_type *, n + 1);
    if (!names || !types)
        return x->oom = 1, -1;
    for (uint32_t i = 0; i < b->nattrs; i++) {
        names[i] = (tyc_str){b->attrs[i].name, strlen(b->attrs[i].name)};
        types[i] = b->attrs[i].itype;
    }
    for (uint32_t j = 0; j < b->nblocks; j++) {
        const tyc_sbtype *bt = &b->blocks[j];
        const tyc_type *t = btype_type(x->a, bt);
        if (!t)
            return x->oom = 1, -1;
        names[b->nattrs + j] = (tyc_str){bt->name, strlen(bt->name)};
        types[b->nattrs + j] = t;
    }
    if (!(b->itype = tyc_type_object(x->a, names, types, NULL, n)))
        return x->oom = 1, -1;
    return 0;
}

static const tyc_sblock *block(dec *x, const tyc_node *o, int depth)
{
    if (depth > 100)
        return bad(x, "blocks are nested too deeply", NULL);
    tyc_sblock *b = TYC_NEW(x->a, tyc_sblock);
    if (!b) {
        x->oom = 1;
        return NULL;
    }
    if (o && o->kind != TYC_N_OBJECT)
        return bad(x, "a block must be an object", NULL);
    b->deprecated = flag(o, "deprecated");
    b->description = text_of(member(o, "description"));
    if (attrs(x, member(o, "attributes"), &b->attrs, &b->nattrs, depth) < 0 ||
        btypes(x, b, member(o, "block_types"), depth) < 0 || implied(x, b) < 0)
        return NULL;
    return b;
}

const tyc_sblock *tyc_sblock_decode(tyc_arena *a, const char *file, const char *t, uint32_t n,
                                    const char *what, tyc_diags *d, int *oom)
{
    dec x = {a, d, file, what, 0};
    tyc_source *src = TYC_NEW(a, tyc_source);
    if (!src) {
        *oom = 1;
        return NULL;
    }
    src->name = file;
    src->text = t;
    src->len = n;
    tyc_diags scratch;
    tyc_diags_init(&scratch, a);
    int status = 0;
    const tyc_node *root = tyc_parse_json(a, src, &scratch, &status);
    const tyc_sblock *b = NULL;
    if (!root && !scratch.count)
        x.oom = 1;
    else if (!root || scratch.nerrors)
        bad(&x, "its JSON cannot be read", NULL);
    else
        b = block(&x, member(root, "block"), 0);
    *oom = x.oom;
    return b;
}

const tyc_sattr *tyc_sblock_attr(const tyc_sblock *b, tyc_str name)
{
    int32_t i = tyc_find_sorted_name(b->attrs, b->nattrs, sizeof *b->attrs,
                                     offsetof(tyc_sattr, name), name);
    return i < 0 ? NULL : &b->attrs[i];
}

const tyc_sbtype *tyc_sblock_btype(const tyc_sblock *b, tyc_str name)
{
    int32_t i = tyc_find_sorted_name(b->blocks, b->nblocks, sizeof *b->blocks,
                                     offsetof(tyc_sbtype, name), name);
    return i < 0 ? NULL : &b->blocks[i];
}
