/* SPDX-License-Identifier: Apache-2.0 */
/*
** val_refs.c: the references of a resource body resolved as Terraform's EvaluateBlock
** resolves them, before the body is decoded (val_decode.c). lang's ExpandBlock first resolves
** what hcl's dynblock needs to expand the body: the for_each of every dynamic block, nested
** ones included, each once (dynblock.WalkExpandVariables reads the source); a for_each whose
** references fail is an unknown value, so its block is dynblock's unknown block. EvalBlock
** then resolves the references of the expanded body (lang.ReferencesInBlock): the contents of
** a dynamic block are read once per block its for_each generates (an undeclared variable
** there is reported once per element), not at all when the for_each is empty or not known
** (dynblock's unknownBody hands out unknown values, no expressions). When one of those fails,
** EvalBlock stops: the body is not decoded.
*/
#include "interp/validate/val_int.h"

#include <string.h>

/* One dynamic block of a body: its content's body, the content's schema block (NULL when
** b is), its iterator's name. 0 when it is not a dynamic block of a schema type or has no
** content (nothing is expanded from it). */
typedef struct dynpart {
    const tyc_node *content;
    const tyc_sblock *cb;
    tyc_str name;
    const tyc_node *each; /* its for_each expression, or NULL */
} dynpart;

static int dyn_part(const tyc_node *k, const tyc_sblock *b, dynpart *p)
{
    const tyc_node *body = k->kids[0];
    const char *label = k->n > 1 && k->kids[1]->text ? k->kids[1]->text : "";
    const tyc_sbtype *lt = b ? tyc_sblock_btype(b, (tyc_str){label, strlen(label)}) : NULL;
    const tyc_node *iv = tyc_body_attr(body, "iterator"), *fe = tyc_body_attr(body, "for_each");
    p->content = NULL;
    for (uint32_t j = 0; j < body->n && !p->content; j++) {
        const tyc_node *c = body->kids[j];
        if (c->kind == TYC_N_BLOCK && !strcmp(c->text, "content") && c->n)
            p->content = c->kids[0];
    }
    p->cb = lt ? lt->block : NULL;
    p->name = iv && iv->kids[0]->kind == TYC_N_VAR && iv->kids[0]->text
                  ? (tyc_str){iv->kids[0]->text, iv->kids[0]->tlen}
                  : (tyc_str){label, strlen(label)};
    p->each = fe ? fe->kids[0] : NULL;
    return p->content && !(b && !lt);
}

/* 1 when block k of a body read through b is a dynamic block (not a schema block type
** named "dynamic"). */
static int is_dynamic(const tyc_node *k, const tyc_sblock *b)
{
    return k->kind == TYC_N_BLOCK && k->n && !strcmp(k->text, "dynamic") &&
           !(b && tyc_sblock_btype(b, (tyc_str){k->text, strlen(k->text)}));
}

/* The schema block of literal block k of a body read through b: *nb (NULL when b is). 0
** when the block type is not in b (nothing of it is read). */
static int literal_part(const tyc_node *k, const tyc_sblock *b, const tyc_sblock **nb)
{
    const tyc_sbtype *t = b ? tyc_sblock_btype(b, (tyc_str){k->text, strlen(k->text)}) : NULL;
    *nb = t ? t->block : NULL;
    return k->kind == TYC_N_BLOCK && k->n && (!b || t);
}

/* The for_each expressions of the body's dynamic blocks (in nested blocks too). */
static int dynamic_each(tyc_arena *a, const tyc_node *body, tyc_vec *out, int depth)
{
    for (uint32_t i = 0; i < body->n && depth < 64; i++) {
        const tyc_node *k = body->kids[i];
        if (k->kind != TYC_N_BLOCK || !k->n)
            continue;
        const tyc_node *fe = !strcmp(k->text, "dynamic") ? tyc_body_attr(k->kids[0], "for_each")
                                                         : NULL;
        if (fe && tyc_vec_push(a, out, (void *)fe->kids[0]) < 0)
            return -1;
        if (!fe && dynamic_each(a, k->kids[0], out, depth + 1) < 0)
            return -1;
    }
    return 0;
}

/* Resolves the references of e with iterators it in scope, reporting their errors; e is
** pushed onto bad when one fails. 0, or -1 on OOM. */
static int each_refs(mc_scope *s, const tyc_source *src, const tyc_node *e, const mc_iter *it,
                     tyc_vec *bad)
{
    mc_scope cs = *s;
    cs.iter = it;
    uint32_t before = s->run->d->nerrors;
    if (tyc_mc_prepare(&cs, src, &e, 1) < 0)
        return -1;
    return s->run->d->nerrors > before ? tyc_vec_push(s->run->a, bad, (void *)e) : 0;
}

/* The for_each expressions of ex that belong to dynamic blocks directly in the body or in
** its nested literal blocks: their references resolved (errors reported), those that fail
** moved from ex into *bad. 0, or -1 on OOM. */
static int dyn_unknown(mc_scope *s, const tyc_source *src, const tyc_node *body, tyc_vec *ex,
                       tyc_vec *bad)
{
    tyc_arena *a = s->run->a;
    tyc_vec each = {0};
    if (dynamic_each(a, body, &each, 0) < 0)
        return -1;
    uint32_t kept = 0;
    for (uint32_t i = 0; i < ex->n; i++) {
        int is_each = 0;
        for (uint32_t j = 0; j < each.n && !is_each; j++)
            is_each = ex->v[i] == each.v[j];
        uint32_t nbad = bad->n;
        if (is_each && each_refs(s, src, ex->v[i], s->iter, bad) < 0)
            return -1;
        if (bad->n == nbad)
            ex->v[kept++] = ex->v[i];
    }
    ex->n = kept;
    return 0;
}

/* An iterator name bound to unknown values (the static walk of the source). */
static mc_iter *unknown_iter(tyc_arena *a, tyc_str name, const mc_iter *up)
{
    mc_iter *ni = TYC_NEW(a, mc_iter);
    if (!ni)
        return NULL;
    ni->name = name;
    ni->val = &tyc_v_dynval;
    ni->up = up;
    return ni;
}

/* One walk over the dynamic blocks of a body, through its literal nested blocks: visit is
** called for each (b: the schema block it is in). */
typedef struct dwalk {
    mc_scope *s;
    const tyc_source *src;
    const mc_iter *it;        /* the iterators around */
    tyc_vec *bad;             /* nested_each: the for_each whose references failed */
    int inside;               /* nested_each: the body is a dynamic block's content */
    uint32_t *budget;         /* contents' references: the generated blocks left to read */
    int (*visit)(const struct dwalk *w, const tyc_node *k, const tyc_sblock *b, int depth);
} dwalk;

/* Calls w->visit for each dynamic block of body (read through b). 0, or -1 on OOM. */
static int walk(const dwalk *w, const tyc_node *body, const tyc_sblock *b, int depth)
{
    for (uint32_t i = 0; i < body->n && depth < 64; i++) {
        const tyc_node *k = body->kids[i];
        const tyc_sblock *nb;
        if (!is_dynamic(k, b)) {
            if (literal_part(k, b, &nb) && walk(w, k->kids[0], nb, depth + 1) < 0)
                return -1;
        } else if (w->visit(w, k, b, depth + 1) < 0) {
            return -1;
        }
    }
    return 0;
}

/* nested_each's visit: a dynamic block's for_each resolved when it is inside a content, then
** the dynamic blocks of its own content, its iterator unknown. */
static int nested_visit(const dwalk *w, const tyc_node *k, const tyc_sblock *b, int depth)
{
    dynpart p;
    int ok = dyn_part(k, b, &p);
    if (w->inside && p.each && each_refs(w->s, w->src, p.each, w->it, w->bad) < 0)
        return -1;
    if (!ok)
        return 0;
    dwalk c = *w;
    c.inside = 1;
    if (!(c.it = unknown_iter(w->s->run->a, p.name, w->it)))
        return -1;
    return walk(&c, p.content, p.cb, depth);
}

/* The for_each of the dynamic blocks inside the contents of body's dynamic blocks, each
** resolved once, iterators around unknown (it: those of body); those that fail pushed onto
** bad. 0, or -1 on OOM. */
static int nested_each(mc_scope *s, const tyc_source *src, const tyc_node *body,
                       const tyc_sblock *b, const mc_iter *it, tyc_vec *bad)
{
    dwalk w = {s, src, it, bad, 0, NULL, nested_visit};
    return walk(&w, body, b, 0);
}

/* The value of dynamic for_each e with iterators it, evaluated quietly (the decoding reports
** its errors); NULL when it fails, when its references failed (bad), or on OOM. */
static const tyc_value *quiet_each(mc_scope *s, const tyc_source *src, const tyc_node *e,
                                   const mc_iter *it, const tyc_vec *bad)
{
    for (uint32_t i = 0; bad && i < bad->n; i++)
        if (bad->v[i] == e)
            return NULL;
    tyc_diags quiet, *d = s->run->d;
    tyc_diags_init(&quiet, s->run->a);
    mc_scope cs = *s;
    cs.iter = it;
    s->run->d = &quiet;
    int failed = 0;
    const tyc_value *v = tyc_mc_eval(&cs, src, e, &failed);
    s->run->d = d;
    return failed ? NULL : v;
}

static int content_visit(const dwalk *w, const tyc_node *k, const tyc_sblock *b, int depth);


/* The references of one block generated from dynamic block p (iterator it bound), then
** those of the blocks its content generates. 0, or -1 on OOM. */
static int one_block(mc_scope *s, const tyc_source *src, const dynpart *p, const mc_iter *it,
                     uint32_t *budget, int depth)
{
    tyc_vec ex = {0};
    mc_scope cs = *s;
    cs.iter = it;
    if (tyc_val_schema_exprs(s->run->a, p->content, p->cb, TYC_SX_NO_EACH, &ex, depth) < 0 ||
        tyc_mc_prepare(&cs, src, (const tyc_node *const *)ex.v, ex.n) < 0)
        return -1;
    dwalk w = {&cs, src, it, NULL, 0, budget, content_visit};
    return walk(&w, p->content, p->cb, depth);
}

/* The references of the blocks dynamic block p generates (iterators it around): one set per
** element of its for_each; none when the for_each is not a known collection; past the
** budget of generated blocks, one set with the iterator unknown (as the decoding reads it
** then). 0, or -1 on OOM. */
static int dyn_blocks(mc_scope *s, const tyc_source *src, const dynpart *p, const mc_iter *it,
                      uint32_t *budget, int depth)
{
    tyc_arena *a = s->run->a;
    const tyc_value *v = p->each ? quiet_each(s, src, p->each, it, s->dyn_unknown) : NULL;
    if (a->ctx->oom)
        return -1;
    if (!v || tyc_v_is_unknown(v) || tyc_v_is_null(v) ||
        !(tyc_type_is_coll(v->type) || tyc_type_is_struct(v->type)))
        return 0;
    if (v->n > *budget) {
        *budget = 0;
        const mc_iter *ni = unknown_iter(a, p->name, it);
        return ni ? one_block(s, src, p, ni, budget, depth) : -1;
    }
    *budget -= v->n;
    for (uint32_t i = 0; i < v->n; i++) {
        const mc_iter *ni = tyc_val_dyn_iter(a, v, i, p->name, it);
        if (!ni || one_block(s, src, p, ni, budget, depth) < 0)
            return -1;
    }
    return 0;
}

/* The walk of the contents' references: those of the blocks a dynamic block generates. */
static int content_visit(const dwalk *w, const tyc_node *k, const tyc_sblock *b, int depth)
{
    dynpart p;
    return dyn_part(k, b, &p) ? dyn_blocks(w->s, w->src, &p, w->it, w->budget, depth) : 0;
}

int tyc_val_refs_failed(mc_scope *s, const tyc_source *src, const tyc_node *body,
                        const tyc_sblock *b, int *failed)
{
    tyc_arena *a = s->run->a;
    tyc_vec ex = {0}, *dyn = TYC_NEW(a, tyc_vec);
    *failed = 0;
    if (!dyn || tyc_val_schema_exprs(a, body, b, TYC_SX_TOP, &ex, 0) < 0 ||
        dyn_unknown(s, src, body, &ex, dyn) < 0 ||
        nested_each(s, src, body, b, s->iter, dyn) < 0)
        return -1;
    if (dyn->n)
        s->dyn_unknown = dyn;
    tyc_diags tmp, *d = s->run->d;
    tyc_diags_init(&tmp, a);
    s->run->d = &tmp;
    uint32_t budget = MC_MAX_DYNAMIC;
    int rc = tyc_mc_prepare(s, src, (const tyc_node *const *)ex.v, ex.n);
    dwalk w = {s, src, s->iter, NULL, 0, &budget, content_visit};
    if (rc == 0)
        rc = walk(&w, body, b, 0);
    s->run->d = d;
    *failed = rc == 0 && tmp.nerrors;
    if (*failed)
        tyc_diags_append(d, &tmp);
    return rc;
}
