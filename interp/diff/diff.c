/* SPDX-License-Identifier: Apache-2.0 */
/*
** diff.c: `tycon diff` (diff.h): the two modules loaded, the variable rules (removed, added,
** defaults, nullable, sensitive, ephemeral, const, validation rules, types through the
** acceptance relation), the changes recorded and ordered.
*/
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "interp/diff/diff.h"
#include "interp/diff/accept.h"
#include "runtime/render/render.h"

tyc_dchange *tyc_dadd(tyc_arena *a, tyc_vec *out, int cat, const char *address,
                      const char *kind, const tyc_source *src, uint32_t off, int side,
                      const char *fmt, ...)
{
    tyc_dchange *c = TYC_NEW(a, tyc_dchange);
    if (!c)
        return NULL;
    va_list ap;
    va_start(ap, fmt);
    c->message = tyc_vsprintf(a, fmt, ap);
    va_end(ap);
    c->address = address;
    c->kind = kind;
    c->cat = (uint8_t)cat;
    c->side = (uint8_t)side;
    c->seq = out->n;
    if (src) {
        c->file = src->name;
        tyc_source_pos(src, off, &c->line, &c->col);
    }
    return c->message && tyc_vec_push(a, out, c) == 0 ? c : NULL;
}

/* The one-line HCL text of v. */
static const char *hcl_full(tyc_arena *a, const tyc_value *v)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_accept_hcl(&b, v);
    return tyc_buf_to_arena(&b, a);
}

/* A short one-line HCL text of v (long values end in "..."). */
static const char *hcl(tyc_arena *a, const tyc_value *v)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_accept_hcl(&b, v);
    char *s = tyc_buf_to_arena(&b, a);
    if (s && strlen(s) > 72)
        memcpy(s + 69, "...", 4);
    return s;
}

static const char *tstr(tyc_arena *a, const tyc_type *t)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_type_buf_string(&b, t);
    return tyc_buf_to_arena(&b, a);
}

/* The source text of node e without comments, runs of white space made one space. */
static const char *expr_text(tyc_arena *a, const tyc_source *src, const tyc_node *e)
{
    if (!e || !src || e->end > src->len)
        return "";
    char *s = TYC_NEWN(a, char, e->end - e->beg + 1);
    uint32_t n = 0;
    int quoted = 0;
    for (uint32_t i = e->beg; s && i < e->end; i++) {
        char ch = src->text[i];
        if (!quoted && (ch == '#' || (ch == '/' && i + 1 < e->end && src->text[i + 1] == '/'))) {
            while (i + 1 < e->end && src->text[i + 1] != '\n')
                i++;
            ch = ' ';
        } else if (!quoted && ch == '/' && i + 1 < e->end && src->text[i + 1] == '*') {
            for (i += 2; i + 1 < e->end && !(src->text[i] == '*' && src->text[i + 1] == '/');)
                i++;
            i++;
            ch = ' ';
        } else if (ch == '"' && (i == e->beg || src->text[i - 1] != '\\'))
            quoted = !quoted;
        int ws = ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r';
        if (ws && (n == 0 || s[n - 1] == ' '))
            continue;
        s[n++] = ws ? ' ' : ch;
    }
    while (s && n && s[n - 1] == ' ')
        n--;
    if (s)
        s[n] = 0;
    return s ? s : "";
}

void tyc_dwitness(tyc_arena *a, tyc_dchange *c, const tyc_value *w)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_accept_hcl(&b, w);
    c->witness = tyc_buf_to_arena(&b, a);
    c->witness_json = NULL;
    tyc_buf_init(&b, a->ctx);
    if (!tyc_render_json(&b, a, w, w->type))
        c->witness_json = tyc_buf_to_arena(&b, a);
    else
        tyc_buf_free(&b);
}

/* The type of a variable: old against new. */
static int var_type(tyc_arena *a, const char *ad, const tyc_var *o, const tyc_var *n,
                    tyc_vec *out)
{
    if (tyc_type_equal(o->ctype, n->ctype) && !o->defaults && !n->defaults)
        return 0;
    tyc_acc r;
    if (tyc_accept(a, (tyc_tcon){o->ctype, o->defaults}, (tyc_tcon){n->ctype, n->defaults},
                   &r) < 0)
        return -1;
    const char *t1 = o->type_expr ? expr_text(a, o->type_src, o->type_expr) : tstr(a, o->ctype);
    const char *t2 = n->type_expr ? expr_text(a, n->type_src, n->type_expr) : tstr(a, n->ctype);
    int same = tyc_type_equal(o->ctype, n->ctype);
    uint32_t off = n->type_expr ? n->type_expr->beg : n->dbeg;
    const tyc_source *src = n->type_expr ? n->type_src : n->src;
    /* "type A -> B", or for long types (the path and the witness say where) "the type" */
    const char *what = !t1 || !t2 ? NULL
                       : strlen(t1) + strlen(t2) > 100 ? "the type"
                                                       : tyc_sprintf(a, "type %s -> %s", t1, t2);
    tyc_dchange *c;
    if (!what)
        return -1;
    if (r.breaking) {
        if (!(c = tyc_dadd(a, out, TYC_DC_BREAKING, ad, "type-narrowed", src, off, 1,
                           "%s rejects values accepted before (%s)", what, r.error)))
            return -1;
        tyc_dwitness(a, c, r.witness);
    } else if (r.note) {
        if (!(same ? tyc_dadd(a, out, TYC_DC_BEHAVIOUR, ad, "type-changed", src, off, 1, "%s",
                              r.note)
                   : tyc_dadd(a, out, TYC_DC_BEHAVIOUR, ad, "type-changed", src, off, 1,
                              "%s accepts every value accepted before; %s", what, r.note)))
            return -1;
    } else if (!same && !tyc_dadd(a, out, TYC_DC_ADDITION, ad, "type-widened", src, off, 1,
                                  "%s accepts every value accepted before", what))
        return -1;
    return 0;
}

static int var_defaults(tyc_arena *a, const char *ad, const tyc_var *o, const tyc_var *n,
                        tyc_vec *out)
{
    const tyc_source *s = n->src;
    uint32_t off = n->def_expr ? n->def_expr->beg : n->dbeg;
    if (o->has_default && !n->has_default)
        return tyc_dadd(a, out, TYC_DC_BREAKING, ad, "default-removed", s, n->dbeg, 1,
                        "the default %s was removed: callers that omitted the variable must "
                        "now set it", o->def ? hcl(a, o->def) : "") ? 0 : -1;
    if (!o->has_default && n->has_default)
        return tyc_dadd(a, out, TYC_DC_ADDITION, ad, "default-added", s, off, 1,
                        "a default %s was added: callers may omit the variable",
                        n->def ? hcl(a, n->def) : "") ? 0 : -1;
    if (!o->has_default || !o->def || !n->def || tyc_v_equals(o->def, n->def))
        return 0;
    /* values of different types (a list default of a set variable now) compare by text */
    const char *h1 = hcl_full(a, o->def), *h2 = hcl_full(a, n->def);
    if (!h1 || !h2)
        return -1;
    if (!strcmp(h1, h2))
        return 0;
    return tyc_dadd(a, out, TYC_DC_BEHAVIOUR, ad, "default-changed", s, off, 1,
                    "the default changed from %s to %s", hcl(a, o->def), hcl(a, n->def))
               ? 0
               : -1;
}

static int var_flags(tyc_arena *a, const char *ad, const tyc_var *o, const tyc_var *n,
                     tyc_vec *out)
{
    const tyc_source *s = n->src;
    uint32_t off = n->dbeg;
    tyc_dchange *ok = (tyc_dchange *)1, *c = ok;
    if (o->nullable && !n->nullable)
        c = n->has_default
                ? tyc_dadd(a, out, TYC_DC_BEHAVIOUR, ad, "nullable-false", s, off, 1,
                           "nullable = false: a null from callers now means the default")
                : tyc_dadd(a, out, TYC_DC_BREAKING, ad, "nullable-false", s, off, 1,
                           "nullable = false without a default: callers passing null now fail");
    if (c && !o->nullable && n->nullable)
        c = tyc_dadd(a, out, TYC_DC_BEHAVIOUR, ad, "nullable-true", s, off, 1,
                     "nullable = true: a null from callers now reaches the module as null%s",
                     n->has_default ? " instead of the default" : "");
    if (c && o->sensitive != n->sensitive)
        c = tyc_dadd(a, out, TYC_DC_BEHAVIOUR, ad, n->sensitive ? "sensitive-added"
                                                                : "sensitive-removed", s, off, 1,
                     n->sensitive ? "now sensitive: plans hide its value"
                                  : "no longer sensitive: plans show its value");
    if (c && o->ephemeral && !n->ephemeral)
        c = tyc_dadd(a, out, TYC_DC_BREAKING, ad, "ephemeral-removed", s, off, 1,
                     "no longer ephemeral: callers passing ephemeral values now fail");
    if (c && !o->ephemeral && n->ephemeral)
        c = tyc_dadd(a, out, TYC_DC_ADDITION, ad, "ephemeral-added", s, off, 1,
                     "now ephemeral: it also accepts ephemeral values");
    if (c && !o->is_const && n->is_const)
        c = tyc_dadd(a, out, TYC_DC_BREAKING, ad, "const-added", s, off, 1,
                     "const = true: callers must now pass a value known before planning");
    if (c && o->is_const && !n->is_const)
        c = tyc_dadd(a, out, TYC_DC_ADDITION, ad, "const-removed", s, off, 1,
                     "no longer const: callers may pass values known only at plan time");
    if (c && !o->deprecated && n->deprecated)
        c = tyc_dadd(a, out, TYC_DC_BEHAVIOUR, ad, "deprecated", s, n->dep_range.beg, 1,
                     "deprecated: %s", n->deprecated);
    return c ? 0 : -1;
}

/* 1 if rule text t is among the conditions of v. */
static int has_rule(tyc_arena *a, const tyc_var *v, const char *t)
{
    for (uint32_t i = 0; i < v->nvals; i++)
        if (!strcmp(expr_text(a, v->vals[i].src, v->vals[i].cond), t))
            return 1;
    return 0;
}

static int var_rules(tyc_arena *a, const char *ad, const tyc_var *o, const tyc_var *n,
                     tyc_vec *out)
{
    for (uint32_t i = 0; i < n->nvals; i++) {
        const tyc_validation *r = &n->vals[i];
        const char *t = expr_text(a, r->src, r->cond);
        if (!has_rule(a, o, t) &&
            !tyc_dadd(a, out, TYC_DC_BREAKING, ad, "validation-added", r->src, r->beg, 1,
                      "a validation rule was added; values accepted before may fail it: "
                      "condition = %s", t))
            return -1;
    }
    for (uint32_t i = 0; i < o->nvals; i++) {
        const tyc_validation *r = &o->vals[i];
        const char *t = expr_text(a, r->src, r->cond);
        if (!has_rule(a, n, t) &&
            !tyc_dadd(a, out, TYC_DC_BEHAVIOUR, ad, "validation-removed", n->src, n->dbeg, 1,
                      "a validation rule was removed: condition = %s", t))
            return -1;
    }
    return 0;
}

static int variables(tyc_arena *a, const tyc_module *om, const tyc_module *nm, tyc_vec *out)
{
    for (uint32_t i = 0; i < om->n; i++) {
        const tyc_var *o = om->vars[i];
        if (!tyc_module_find(nm, (tyc_str){o->name, strlen(o->name)}) &&
            !tyc_dadd(a, out, TYC_DC_BREAKING, tyc_sprintf(a, "var.%s", o->name),
                      "variable-removed", o->src, o->dbeg, 0,
                      "removed: callers that set it now fail (\"Unsupported argument\")"))
            return -1;
    }
    for (uint32_t i = 0; i < nm->n; i++) {
        const tyc_var *n = nm->vars[i];
        const tyc_var *o = tyc_module_find(om, (tyc_str){n->name, strlen(n->name)});
        const char *ad = tyc_sprintf(a, "var.%s", n->name);
        if (!ad)
            return -1;
        if (!o) {
            if (!(n->has_default ? tyc_dadd(a, out, TYC_DC_ADDITION, ad, "variable-added",
                                            n->src, n->dbeg, 1, "added, with a default")
                                 : tyc_dadd(a, out, TYC_DC_BREAKING, ad,
                                            "variable-added-required", n->src, n->dbeg, 1,
                                            "added without a default: every caller must now "
                                            "set it")))
                return -1;
            continue;
        }
        if (var_defaults(a, ad, o, n, out) < 0 || var_flags(a, ad, o, n, out) < 0 ||
            var_type(a, ad, o, n, out) < 0 || var_rules(a, ad, o, n, out) < 0)
            return -1;
    }
    return 0;
}

static int cmp_change(const void *x, const void *y)
{
    const tyc_dchange *a = *(const tyc_dchange *const *)x, *b = *(const tyc_dchange *const *)y;
    if (a->cat != b->cat)
        return a->cat - b->cat;
    int c = strcmp(a->address, b->address);
    return c ? c : (a->seq > b->seq) - (a->seq < b->seq);
}

int tyc_diff_modules(tyc_arena *a, const tyc_module *o, const tyc_module *n, tyc_dres *r)
{
    tyc_vec out = {0};
    if (variables(a, o, n, &out) < 0 || tyc_diff_outputs(a, o, n, &out) < 0 ||
        tyc_diff_requirements(a, o, n, &out) < 0)
        return -1;
    /* order: category, address, then the order found */
    tyc_dchange **p = (tyc_dchange **)out.v;
    if (out.n)
        qsort(p, out.n, sizeof *p, cmp_change);
    r->v = TYC_NEWN(a, tyc_dchange, out.n ? out.n : 1);
    if (!r->v)
        return -1;
    for (uint32_t i = 0; i < out.n; i++) {
        r->v[i] = *p[i];
        r->nbreaking += p[i]->cat == TYC_DC_BREAKING;
        r->nbehaviour += p[i]->cat == TYC_DC_BEHAVIOUR;
        r->naddition += p[i]->cat == TYC_DC_ADDITION;
    }
    r->n = out.n;
    return 0;
}

int tyc_diff_dirs(tyc_arena *a, const char *old_dir, const char *new_dir, tyc_dres *r)
{
    memset(r, 0, sizeof *r);
    tyc_diags_init(&r->diags, a);
    tyc_module o = {0}, n = {0};
    tyc_diags d1, d2;
    tyc_diags_init(&d1, a);
    tyc_diags_init(&d2, a);
    if (tyc_module_load(a, old_dir, &o, &d1) < 0 || tyc_module_load(a, new_dir, &n, &d2) < 0)
        return -1;
    tyc_diags_append(&r->diags, &d1);
    tyc_diags_append(&r->diags, &d2);
    if (r->diags.nerrors)
        return 0;
    return tyc_diff_modules(a, &o, &n, r);
}

const char *tyc_diff_bump(const tyc_dres *r)
{
    return r->nbreaking ? "major" : r->naddition ? "minor" : r->nbehaviour ? "patch" : "none";
}
