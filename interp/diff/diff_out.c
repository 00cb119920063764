/* SPDX-License-Identifier: Apache-2.0 */
/*
** diff_out.c: `tycon diff` rules for outputs (removed, added, made sensitive, typed outputs
** through the acceptance relation, reversed: what callers may now receive) and for
** requirements (module calls' sources and versions, required_providers, required_version).
*/
#include <string.h>
#include <strings.h>

#include "interp/diff/diff.h"
#include "interp/diff/accept.h"

static const char *tstr(tyc_arena *a, const tyc_type *t)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_type_buf_string(&b, t);
    return tyc_buf_to_arena(&b, a);
}

static uint32_t nbeg(const tyc_named *x)
{
    return x->item ? x->item->beg : 0;
}

static int out_type(tyc_arena *a, const char *ad, const tyc_named *o, const tyc_named *n,
                    tyc_vec *out)
{
    tyc_tcon t1 = {o->ctype ? o->ctype : &tyc_t_dyn, o->defaults};
    tyc_tcon t2 = {n->ctype ? n->ctype : &tyc_t_dyn, n->defaults};
    if (tyc_type_equal(t1.t, t2.t))
        return 0;
    tyc_acc r;
    if (tyc_accept(a, t2, t1, &r) < 0) /* what the new output gives, against the old type */
        return -1;
    const char *s1 = tstr(a, t1.t), *s2 = tstr(a, t2.t);
    if (!r.breaking && t2.t->kind == TYC_SET &&
        (t1.t->kind == TYC_LIST || t1.t->kind == TYC_TUPLE))
        return tyc_dadd(a, out, TYC_DC_BREAKING, ad, "output-type-set", n->src, nbeg(n), 1,
                        "type %s -> %s: a set now, so callers' index expressions "
                        "(module.<name>.%s[0]) fail", s1, s2, n->name) ? 0 : -1;
    if (!r.breaking)
        return tyc_dadd(a, out, TYC_DC_BEHAVIOUR, ad, "output-type-narrowed", n->src, nbeg(n),
                        1, "type %s -> %s: callers receive only values the old type allowed",
                        s1, s2) ? 0 : -1;
    tyc_dchange *c = tyc_dadd(a, out, TYC_DC_BREAKING, ad, "output-type-widened", n->src,
                              nbeg(n), 1, "type %s -> %s: callers may now receive values the "
                              "old type excluded (%s)", s1, s2, r.error);
    if (!c)
        return -1;
    tyc_dwitness(a, c, r.witness);
    return 0;
}

int tyc_diff_outputs(tyc_arena *a, const tyc_module *om, const tyc_module *nm, tyc_vec *out)
{
    for (uint32_t i = 0; i < om->nouts; i++) {
        const tyc_named *o = &om->outs[i];
        tyc_str k = {o->name, strlen(o->name)};
        if (tyc_named_find(nm->outs, nm->nouts, k) < 0 &&
            !tyc_dadd(a, out, TYC_DC_BREAKING, tyc_sprintf(a, "output.%s", o->name),
                      "output-removed", o->src, nbeg(o), 0,
                      "removed: callers that read module.<name>.%s now fail (\"Unsupported "
                      "attribute\")", o->name))
            return -1;
    }
    for (uint32_t i = 0; i < nm->nouts; i++) {
        const tyc_named *n = &nm->outs[i];
        int32_t j = tyc_named_find(om->outs, om->nouts, (tyc_str){n->name, strlen(n->name)});
        const char *ad = tyc_sprintf(a, "output.%s", n->name);
        if (!ad)
            return -1;
        if (j < 0) {
            if (!tyc_dadd(a, out, TYC_DC_ADDITION, ad, "output-added", n->src, nbeg(n), 1,
                          "added"))
                return -1;
            continue;
        }
        const tyc_named *o = &om->outs[j];
        if (!o->sensitive && n->sensitive &&
            !tyc_dadd(a, out, TYC_DC_BREAKING, ad, "output-sensitive", n->src, nbeg(n), 1,
                      "now sensitive: callers' outputs that pass it on fail until they set "
                      "sensitive = true"))
            return -1;
        if (o->sensitive && !n->sensitive &&
            !tyc_dadd(a, out, TYC_DC_BEHAVIOUR, ad, "output-insensitive", n->src, nbeg(n), 1,
                      "no longer sensitive: plans show its value"))
            return -1;
        if (!o->deprecated && n->deprecated &&
            !tyc_dadd(a, out, TYC_DC_BEHAVIOUR, ad, "deprecated", n->src, n->dep_range.beg, 1,
                      "deprecated: %s", n->deprecated))
            return -1;
        if (out_type(a, ad, o, n, out) < 0)
            return -1;
    }
    return 0;
}

/* ---- requirements ---- */

/* The text of a literal string expression, or NULL. */
static const char *lit(const tyc_node *e)
{
    while (e && e->kind == TYC_N_PAREN)
        e = e->kids[0];
    if (!e)
        return NULL;
    if (e->kind == TYC_N_STRING)
        return e->text;
    if (e->kind == TYC_N_TEMPLATE && e->n == 1 && e->kids[0]->kind == TYC_N_STRING)
        return e->kids[0]->text;
    if (e->kind == TYC_N_TEMPLATE && e->n == 0)
        return "";
    if (e->kind == TYC_N_VALUE && e->val && e->val->type->kind == TYC_STRING &&
        tyc_v_is_known(e->val) && !tyc_v_is_null(e->val))
        return e->val->u.s;
    return NULL;
}

/* The literal string of attribute name of object expression e, or NULL. */
static const char *obj_attr(const tyc_node *e, const char *name)
{
    for (uint32_t i = 0; e && e->kind == TYC_N_OBJECT && i + 1 < e->n; i += 2) {
        const tyc_node *k = e->kids[i];
        const char *kw = tyc_node_keyword(k);
        const char *ks = kw ? kw : lit(k->kind == TYC_N_OBJKEY && k->n ? k->kids[0] : k);
        if (ks && !strcmp(ks, name))
            return lit(e->kids[i + 1]);
    }
    return NULL;
}

/* A constraint's change: narrowed/changed breaking, widened a behaviour change. */
static int constraint(tyc_arena *a, tyc_vec *out, const char *ad, const char *what,
                      const char *o, const char *n, const tyc_source *src, uint32_t off)
{
    if (!o && !n)
        return 0;
    int r = !o ? 1 : !n ? 2 : tyc_diff_constraint(o, n);
    const char *os = o ? o : "(none)", *ns = n ? n : "(none)";
    if (r == 0)
        return 0;
    const char *kind = tyc_sprintf(a, "%s-%s", what,
                                   r == 1 ? "narrowed" : r == 2 ? "widened" : "changed");
    return tyc_dadd(a, out, r == 2 ? TYC_DC_BEHAVIOUR : TYC_DC_BREAKING, ad, kind, src, off, 1,
                    r == 1   ? "version constraint narrowed from \"%s\" to \"%s\": callers "
                               "whose versions no longer match fail at init"
                    : r == 2 ? "version constraint widened from \"%s\" to \"%s\""
                             : "version constraint changed from \"%s\" to \"%s\", excluding "
                               "versions allowed before",
                    os, ns) ? 0 : -1;
}

static int calls(tyc_arena *a, const tyc_module *om, const tyc_module *nm, tyc_vec *out)
{
    for (uint32_t j = 0; j < om->ncalls; j++) {
        const tyc_call *o = &om->calls[j];
        uint32_t i = 0;
        while (i < nm->ncalls && strcmp(nm->calls[i].name, o->name))
            i++;
        if (i == nm->ncalls &&
            !tyc_dadd(a, out, TYC_DC_BEHAVIOUR, tyc_sprintf(a, "module.%s", o->name),
                      "module-removed", o->src, o->blk->beg, 0, "a module call was removed"))
            return -1;
    }
    for (uint32_t i = 0; i < nm->ncalls; i++) {
        const tyc_call *n = &nm->calls[i];
        const tyc_call *o = NULL;
        for (uint32_t j = 0; j < om->ncalls && !o; j++)
            if (!strcmp(om->calls[j].name, n->name))
                o = &om->calls[j];
        const char *ad = tyc_sprintf(a, "module.%s", n->name);
        const tyc_node *nb = n->blk->kids[0];
        const tyc_node *nv = tyc_body_attr(nb, "version");
        if (!o) {
            if (!tyc_dadd(a, out, TYC_DC_BEHAVIOUR, ad, "module-added", n->src, n->blk->beg, 1,
                          "a new module call: callers run `terraform init` to install it"))
                return -1;
            continue;
        }
        const tyc_node *ob = o->blk->kids[0];
        const tyc_node *ov = tyc_body_attr(ob, "version");
        const char *os = o->source ? lit(o->source->kids[0]) : NULL;
        const char *ns = n->source ? lit(n->source->kids[0]) : NULL;
        if (os && ns && strcmp(os, ns) &&
            !tyc_dadd(a, out, TYC_DC_BEHAVIOUR, ad, "module-source-changed", n->src,
                      n->blk->beg, 1, "source changed from \"%s\" to \"%s\"", os, ns))
            return -1;
        if (constraint(a, out, ad, "module-version", ov ? lit(ov->kids[0]) : NULL,
                       nv ? lit(nv->kids[0]) : NULL, n->src, nv ? nv->beg : n->blk->beg) < 0)
            return -1;
    }
    return 0;
}

static const char *prov_field(const tyc_named *p, const char *f)
{
    if (!strcmp(f, "version") && lit(p->expr))
        return lit(p->expr); /* the legacy form: a version string */
    return obj_attr(p->expr, f);
}

static int providers(tyc_arena *a, const tyc_module *om, const tyc_module *nm, tyc_vec *out)
{
    for (uint32_t i = 0; i < nm->nreqp; i++) {
        const tyc_named *n = &nm->reqp[i];
        int32_t j = tyc_named_find(om->reqp, om->nreqp, (tyc_str){n->name, strlen(n->name)});
        const char *ad = tyc_sprintf(a, "provider.%s", n->name);
        if (j < 0) {
            if (!tyc_dadd(a, out, TYC_DC_BEHAVIOUR, ad, "provider-added", n->src, nbeg(n), 1,
                          "a new required provider%s%s", prov_field(n, "source") ? ": " : "",
                          prov_field(n, "source") ? prov_field(n, "source") : ""))
                return -1;
            continue;
        }
        const tyc_named *o = &om->reqp[j];
        const char *os = prov_field(o, "source"), *ns = prov_field(n, "source");
        if (os && ns && strcasecmp(os, ns) &&
            !tyc_dadd(a, out, TYC_DC_BREAKING, ad, "provider-source-changed", n->src, nbeg(n), 1,
                      "source changed from \"%s\" to \"%s\": callers' provider configurations "
                      "and lock files name the old one", os, ns))
            return -1;
        if (constraint(a, out, ad, "provider-version", prov_field(o, "version"),
                       prov_field(n, "version"), n->src, nbeg(n)) < 0)
            return -1;
    }
    return 0;
}

/* Every required_version of the module's native files, joined by commas (Terraform
** requires all of them); NULL when none. *src/off: the first one. */
static const char *required_version(tyc_arena *a, const tyc_module *m, const tyc_source **src,
                                    uint32_t *off)
{
    const char *all = NULL;
    for (uint32_t f = 0; f < m->nfiles; f++) {
        const tyc_node *body = m->files[f]->json ? NULL : m->files[f]->body;
        for (uint32_t i = 0; body && body->kind == TYC_N_BODY && i < body->n; i++) {
            const tyc_node *b = body->kids[i];
            if (b->kind != TYC_N_BLOCK || strcmp(b->text, "terraform"))
                continue;
            const tyc_node *rv = tyc_body_attr(b->kids[0], "required_version");
            const char *s = rv ? lit(rv->kids[0]) : NULL;
            if (!s)
                continue;
            if (!all) {
                *src = m->files[f];
                *off = rv->beg;
            }
            all = all ? tyc_sprintf(a, "%s, %s", all, s) : s;
        }
    }
    return all;
}

int tyc_diff_requirements(tyc_arena *a, const tyc_module *om, const tyc_module *nm,
                          tyc_vec *out)
{
    if (calls(a, om, nm, out) < 0 || providers(a, om, nm, out) < 0)
        return -1;
    const tyc_source *s1 = NULL, *s2 = NULL;
    uint32_t o1 = 0, o2 = 0;
    const char *v1 = required_version(a, om, &s1, &o1), *v2 = required_version(a, nm, &s2, &o2);
    return constraint(a, out, "terraform", "required-version", v1, v2, s2 ? s2 : s1,
                      s2 ? o2 : o1);
}
