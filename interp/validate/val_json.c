/* SPDX-License-Identifier: Apache-2.0 */
/*
** val_json.c: resource and provider bodies of JSON configuration files (*.tf.json), read as
** hcl/json reads a body against a schema. A property the schema names as an attribute is an
** argument whose strings are templates; one it names as a block type is a block (an object,
** or an array of objects; map-nested blocks keyed by label); "//" is a comment; any other is
** hcl's "Extraneous JSON object property". The result is a body of the native syntax's node
** kinds (val_decode.c reads both alike) whose missing-item position is the object's closing
** brace, as in hcl/json.
*/
#include "interp/validate/val_int.h"

#include "interp/syntax/parse.h"
#include "runtime/base/str.h"

/* The member key text of object o (pair i) and its node. */
static const tyc_node *key_node(const tyc_node *o, uint32_t i)
{
    const tyc_node *k = o->kids[2 * i];
    return k && k->kind == TYC_N_OBJKEY && k->n ? k->kids[0] : k;
}

static tyc_node *node(tyc_arena *a, int kind, const char *text, uint32_t beg, uint32_t end,
                      uint32_t n)
{
    tyc_node *d = TYC_NEW(a, tyc_node);
    tyc_node **kids = n ? TYC_NEWN(a, tyc_node *, n) : NULL;
    if (!d || (n && !kids))
        return NULL;
    d->kind = (uint8_t)kind;
    d->flags = TYC_NF_JSON;
    d->text = text;
    d->tlen = text ? (uint32_t)strlen(text) : 0;
    d->beg = d->nbeg = beg;
    d->end = d->nend = end;
    d->kids = kids;
    d->n = n;
    return d;
}


/* The expression of a JSON value: a string with an interpolation is parsed as the quoted
** template it is in the file (when it has no escapes); containers are read through. */
static const tyc_node *expr(mc_dec *x, const tyc_node *v, int depth)
{
    tyc_arena *a = x->s->run->a;
    if (!v || depth > 1000)
        return v;
    if (v->kind == TYC_N_STRING && v->text && (strstr(v->text, "${") || strstr(v->text, "%{"))) {
        const char *raw = x->src->text + v->beg;
        uint32_t n = v->end - v->beg;
        if (n < 2 || memchr(raw, '\\', n))
            return v;
        tyc_source *sub = TYC_NEW(a, tyc_source);
        if (!sub)
            return NULL;
        sub->name = x->src->name;
        sub->text = raw;
        sub->len = n;
        tyc_diags tmp;
        tyc_diags_init(&tmp, a);
        int st = 0;
        tyc_node *t = tyc_parse_expr(a, sub, &tmp, &st);
        if (!t || tmp.nerrors)
            return v;
        tyc_node_shift(t, v->beg);
        return t;
    }
    if (v->kind != TYC_N_OBJECT && v->kind != TYC_N_TUPLE)
        return v;
    tyc_node *c = TYC_NEW(a, tyc_node);
    tyc_node **kids = v->n ? TYC_NEWN(a, tyc_node *, v->n) : NULL;
    if (!c || (v->n && !kids))
        return NULL;
    *c = *v;
    c->kids = kids;
    for (uint32_t i = 0; i < v->n; i++) {
        int is_key = v->kind == TYC_N_OBJECT && i % 2 == 0;
        const tyc_node *e = is_key ? v->kids[i] : expr(x, v->kids[i], depth + 1);
        if (!e)
            return NULL;
        kids[i] = (tyc_node *)e;
    }
    return c;
}

static const tyc_node *body(mc_dec *x, const tyc_node *obj, const tyc_sblock *b,
                            const char *const *meta, int depth);

/* One block of type bt from JSON value v (an object) with label lab (or NULL). */
static tyc_node *block(mc_dec *x, const tyc_node *kn, const tyc_sbtype *bt, const tyc_node *v,
                       const tyc_node *lab, int depth)
{
    tyc_node *blk = node(x->s->run->a, TYC_N_BLOCK, bt->name, kn->beg, v->end, lab ? 2 : 1);
    if (!blk)
        return NULL;
    blk->nbeg = kn->beg;
    blk->nend = kn->end;
    blk->abeg = v->beg;
    blk->aend = v->end;
    const tyc_node *bd = body(x, v, bt->block, NULL, depth + 1);
    if (!bd)
        return NULL;
    blk->kids[0] = (tyc_node *)bd;
    if (lab)
        blk->kids[1] = (tyc_node *)lab;
    return blk;
}

/* The blocks of type bt a property's value gives, appended to items. */
static int blocks(mc_dec *x, const tyc_node *kn, const tyc_sbtype *bt, const tyc_node *v,
                  tyc_vec *items, int depth)
{
    tyc_arena *a = x->s->run->a;
    if (bt->nesting == TYC_NEST_MAP && v->kind == TYC_N_OBJECT) {
        for (uint32_t i = 0; i < v->n / 2; i++) {
            const tyc_node *lk = key_node(v, i), *bv = v->kids[2 * i + 1];
            tyc_node *lab = node(a, TYC_N_STRING, lk->text, lk->beg, lk->end, 0);
            tyc_node *bl = lab && bv->kind == TYC_N_OBJECT ? block(x, kn, bt, bv, lab, depth)
                                                           : NULL;
            if (!lab || (bv->kind == TYC_N_OBJECT && !bl) || (bl && tyc_vec_push(a, items, bl) < 0))
                return -1;
        }
        return 0;
    }
    if (v->kind == TYC_N_OBJECT) {
        tyc_node *bl = block(x, kn, bt, v, NULL, depth);
        return bl ? tyc_vec_push(a, items, bl) : -1;
    }
    for (uint32_t i = 0; v->kind == TYC_N_TUPLE && i < v->n; i++) {
        if (v->kids[i]->kind != TYC_N_OBJECT)
            continue;
        tyc_node *bl = block(x, kn, bt, v->kids[i], NULL, depth);
        if (!bl || tyc_vec_push(a, items, bl) < 0)
            return -1;
    }
    return 0;
}

/* hcl/json's suggestion: attributes not given (given: parallel to b->attrs), then every
** block type. */
static const char *suggest(const tyc_sblock *b, const uint8_t *given, tyc_str name)
{
    for (uint32_t i = 0; i < b->nattrs; i++)
        if (!given[i] && tyc_str_distance(name, (tyc_str){b->attrs[i].name,
                                                           strlen(b->attrs[i].name)}) < 3)
            return b->attrs[i].name;
    for (uint32_t i = 0; i < b->nblocks; i++)
        if (tyc_str_distance(name, (tyc_str){b->blocks[i].name, strlen(b->blocks[i].name)}) < 3)
            return b->blocks[i].name;
    return NULL;
}

static const tyc_node *body(mc_dec *x, const tyc_node *obj, const tyc_sblock *b,
                            const char *const *meta, int depth)
{
    tyc_arena *a = x->s->run->a;
    tyc_vec items = {0};
    uint8_t *given = TYC_NEWN(a, uint8_t, b->nattrs + 1);
    if (!given)
        return NULL;
    for (uint32_t i = 0; obj->kind == TYC_N_OBJECT && i < obj->n / 2; i++) {
        const tyc_node *kn = key_node(obj, i);
        const tyc_sattr *sa = kn && kn->text ? tyc_sblock_attr(b, (tyc_str){kn->text, kn->tlen})
                                             : NULL;
        if (sa)
            given[sa - b->attrs] = 1;
    }
    for (uint32_t i = 0; obj->kind == TYC_N_OBJECT && i < obj->n / 2 && depth < 200; i++) {
        const tyc_node *kn = key_node(obj, i), *v = obj->kids[2 * i + 1];
        const char *name = kn && kn->text ? kn->text : "";
        tyc_str nm = {name, strlen(name)};
        const tyc_sattr *sa = tyc_sblock_attr(b, nm);
        const tyc_sbtype *bt = sa ? NULL : tyc_sblock_btype(b, nm);
        if (!strcmp(name, "//"))
            continue;
        if (sa || (tyc_in_list(meta, name) && v->kind != TYC_N_OBJECT)) {
            tyc_node *at = node(a, TYC_N_ATTR, name, kn->beg, v->end, 1);
            const tyc_node *e = at ? expr(x, v, 0) : NULL;
            if (!e)
                return NULL;
            at->nbeg = kn->beg;
            at->nend = kn->end;
            at->kids[0] = (tyc_node *)e;
            if (tyc_vec_push(a, &items, at) < 0)
                return NULL;
        } else if (bt) {
            if (blocks(x, kn, bt, v, &items, depth) < 0)
                return NULL;
        } else if (!tyc_in_list(meta, name)) {
            const char *s = suggest(b, given, nm);
            tyc_diag *g = tyc_diag_add(x->s->run->d, TYC_SEV_ERROR, TYCON_ERR_TYPE, x->src,
                                       kn->beg, kn->end, "Extraneous JSON object property",
                                       "No argument or block type is named \"%s\".%s%s%s", name,
                                       s ? " Did you mean \"" : "", s ? s : "", s ? "\"?" : "");
            if (!g)
                return NULL;
            g->context = (tyc_range){x->src, kn->beg, v->end, 0};
            x->errs++;
        }
    }
    /* hcl/json: a body's missing items are reported at its closing brace */
    uint32_t close = obj->end ? obj->end - 1 : 0;
    tyc_node *bd = node(a, TYC_N_BODY, NULL, close, obj->end, items.n);
    if (!bd)
        return NULL;
    for (uint32_t i = 0; i < items.n; i++)
        bd->kids[i] = items.v[i];
    return bd;
}

const tyc_node *tyc_val_json_body(mc_dec *x, const tyc_node *obj, const tyc_sblock *b,
                                 const char *const *meta)
{
    return body(x, obj, b, meta, 0);
}
