/* SPDX-License-Identifier: Apache-2.0 */
/*
** lsp_complete.c: completion in tfvars files: the names of variables not yet set (required
** first), attribute names inside an object value from the type at the cursor (required
** first, optional ones with their defaults), true / false where a bool goes, and the values
** a `contains([...], var.x)` validation rule allows.
*/
#include "interp/lsp/lsp_int.h"

#include "runtime/base/str.h"
#include "runtime/render/render.h"

/* LSP CompletionItemKind values. */
#define K_FIELD 5
#define K_VARIABLE 6
#define K_VALUE 12
#define K_ENUM_MEMBER 20

typedef struct comp {
    lsp_srv *s;
    tyc_arena *a;
    const lsp_lines *l;
    uint32_t rbeg, rend;        /* the range the item replaces */
    json_t *items;
    int quote;                  /* names go in quotes (JSON syntax, or inside a string) */
} comp;

/* A name as inserted: quoted in JSON syntax. */
static const char *name_text(comp *c, const char *name)
{
    if (!c->quote)
        return name;
    tyc_buf b;
    tyc_buf_init(&b, c->a->ctx);
    tyc_buf_jsonquote(&b, name, strlen(name));
    return tyc_buf_to_arena(&b, c->a);
}

static void item(comp *c, const char *label, int kind, const char *detail, const char *doc,
                 const char *sort, const char *text)
{
    json_t *it = json_pack("{s:s,s:i,s:s,s:s,s:{s:o,s:s}}", "label", label, "kind", kind,
                           "sortText", sort ? sort : label, "filterText", label, "textEdit",
                           "range", lsp_range_json(c->l, c->rbeg, c->rend, c->s->enc), "newText",
                           text ? text : label);
    if (!it)
        return;
    if (detail)
        json_object_set_new(it, "detail", json_string(detail));
    if (doc && *doc)
        json_object_set_new(it, "documentation", json_pack("{s:s,s:s}", "kind", "markdown",
                                                            "value", doc));
    json_array_append_new(c->items, it);
}

static int set_already(const lsp_cursor *cur, tyc_str name)
{
    for (uint32_t i = 0; i < cur->nsiblings; i++)
        if (tyc_str_eq(cur->siblings[i].name, name))
            return 1;
    return 0;
}

static const char *type_text(comp *c, const tyc_type *t)
{
    tyc_buf b;
    tyc_buf_init(&b, c->a->ctx);
    tyc_type_buf_string(&b, t);
    return tyc_buf_to_arena(&b, c->a);
}

static void variables(comp *c, const tyc_module *m, const lsp_cursor *cur)
{
    for (uint32_t i = 0; i < m->n; i++) {
        const tyc_var *v = m->vars[i];
        tyc_str name = {v->name, strlen(v->name)};
        if (set_already(cur, name))
            continue;
        const char *sort = tyc_sprintf(c->a, "%d%s", v->has_default ? 1 : 0, v->name);
        const char *det = type_text(c, v->ctype);
        det = det ? tyc_sprintf(c->a, "%s%s", det, v->has_default ? " (optional)" : " (required)")
                  : NULL;
        item(c, v->name, K_VARIABLE, det, v->description, sort, name_text(c, v->name));
    }
}

static void attributes(comp *c, const tyc_type *t, const tyc_defaults *dd, const lsp_cursor *cur)
{
    for (uint32_t i = 0; i < t->n; i++) {
        tyc_str name = t->names[i];
        if (set_already(cur, name))
            continue;
        int opt = tyc_type_attr_optional(t, i);
        tyc_buf b;
        tyc_buf_init(&b, c->a->ctx);
        if (opt)
            tyc_buf_addz(&b, "optional(");
        tyc_type_buf_string(&b, t->elems[i]);
        const tyc_value *dv = opt ? lsp_default_of(dd, name) : NULL;
        if (dv) {
            tyc_buf_addz(&b, ", ");
            tyc_render_console(&b, dv, 0);
        }
        if (opt)
            tyc_buf_addc(&b, ')');
        const char *det = tyc_buf_to_arena(&b, c->a);
        const char *label = tyc_strndup(c->a, name.p, name.len);
        const char *sort = label ? tyc_sprintf(c->a, "%d%s", opt, label) : NULL;
        if (label)
            item(c, label, K_FIELD, det, NULL, sort, name_text(c, label));
    }
}

/* The string or number literals of a tuple constructor, as completion items. */
static void literals(comp *c, const tyc_node *tup, int quote)
{
    for (uint32_t i = 0; i < tup->n; i++) {
        const tyc_node *e = tup->kids[i];
        const char *label = NULL, *text = NULL;
        if (e->kind == TYC_N_TEMPLATE && e->n == 1 && e->kids[0]->kind == TYC_N_STRING) {
            tyc_buf b;
            tyc_buf_init(&b, c->a->ctx);
            tyc_buf_addc(&b, '"');
            tyc_buf_add(&b, e->kids[0]->text, e->kids[0]->tlen);
            tyc_buf_addc(&b, '"');
            label = tyc_buf_to_arena(&b, c->a);
            text = quote ? label : e->kids[0]->text;
        } else if (e->kind == TYC_N_LITERAL && e->op == TYC_LIT_NUMBER)
            label = text = e->text;
        if (label && text)
            item(c, label, K_ENUM_MEMBER, "allowed by a validation rule", NULL, NULL, text);
    }
}

/* Finds contains([...], var.NAME) calls in a condition. depth bounds the recursion. */
static void contains_rules(comp *c, const tyc_node *n, const char *name, int quote, int depth)
{
    if (!n || depth > 200 || n->kind == TYC_N_VALUE)
        return;
    if (n->kind == TYC_N_CALL && !strcmp(n->text, "contains") && n->n == 2 &&
        n->kids[0]->kind == TYC_N_TUPLE) {
        const tyc_node *r = n->kids[1];
        if (r->kind == TYC_N_GETATTR && !strcmp(r->text, name) && r->n &&
            r->kids[0]->kind == TYC_N_VAR && !strcmp(r->kids[0]->text, "var"))
            literals(c, n->kids[0], quote);
    }
    for (uint32_t i = 0; i < n->n; i++)
        contains_rules(c, n->kids[i], name, quote, depth + 1);
}

json_t *lsp_completion(lsp_srv *s, lsp_doc *d, size_t off, tyc_arena *a)
{
    lsp_cursor cur;
    lsp_lines l;
    if (!d->an.ok || lsp_scan(a, d->text, (uint32_t)d->len, (uint32_t)off,
                              d->kind == DOC_TFVARS_JSON, &cur) < 0 ||
        lsp_lines_init(&l, a, d->text, (uint32_t)d->len) < 0)
        return NULL;
    json_t *items = json_array();
    if (items)
        lsp_completion_at(s, &d->an.r.mod, &cur, &l, (uint32_t)off, d->kind == DOC_TFVARS_JSON,
                          a, items);
    return items ? json_pack("{s:b,s:o}", "isIncomplete", 0, "items", items) : NULL;
}

void lsp_completion_at(lsp_srv *s, const tyc_module *m, const lsp_cursor *cur,
                       const lsp_lines *l, uint32_t off, int json, tyc_arena *a, json_t *items)
{
    comp c = {s, a, l, cur->wbeg, cur->wstring ? cur->wend : off, items, json || cur->wstring};
    if (cur->wbeg == cur->wend)
        c.rbeg = c.rend = off;
    if (cur->where == CUR_TOPKEY)
        variables(&c, m, cur);
    const tyc_var *v = cur->nsteps && cur->steps[0].kind == STEP_NAME
                           ? tyc_module_find(m, cur->steps[0].name)
                           : NULL;
    const tyc_defaults *dd = NULL;
    const tyc_type *t = v ? lsp_type_at(v->ctype, v->defaults, cur->steps + 1, cur->nsteps - 1, &dd)
                          : NULL;
    if (t && cur->where == CUR_KEY && t->kind == TYC_OBJECT)
        attributes(&c, t, dd, cur);
    if (t && cur->where == CUR_VALUE) {
        if (t->kind == TYC_BOOL && !cur->wstring) {
            item(&c, "true", K_VALUE, "bool", NULL, NULL, NULL);
            item(&c, "false", K_VALUE, "bool", NULL, NULL, NULL);
        }
        if (cur->nsteps == 1)
            for (uint32_t i = 0; i < v->nvals; i++)
                contains_rules(&c, v->vals[i].cond, v->name, 1, 0);
    }
}
