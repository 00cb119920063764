/* SPDX-License-Identifier: Apache-2.0 */
/*
** lsp_tfcomp.c: completion in .tf buffers: in a `module` block, the child's variables not
** yet set (required first) and the attributes of an object-typed argument; in a `resource`
** / `data` block, the schema's arguments not yet set (required first; computed-only ones
** left out) and its nested block types, and the attributes of an object-typed argument;
** after `var.` and `local.`, the module's variable and local names.
*/
#include "interp/lsp/lsp_tf.h"

#include "runtime/base/str.h"

/* LSP CompletionItemKind values. */
#define K_FIELD 5
#define K_VARIABLE 6
#define K_PROPERTY 10
#define K_VALUE 12
#define K_STRUCT 22

typedef struct tcomp {
    lsp_srv *s;
    tyc_arena *a;
    const lsp_lines *l;
    uint32_t rbeg, rend;
    json_t *items;
} tcomp;

static void item(tcomp *c, const char *label, int kind, const char *detail, const char *doc,
                 const char *sort)
{
    json_t *it = json_pack("{s:s,s:i,s:s,s:s,s:{s:o,s:s}}", "label", label, "kind", kind,
                           "sortText", sort ? sort : label, "filterText", label, "textEdit",
                           "range", lsp_range_json(c->l, c->rbeg, c->rend, c->s->enc), "newText",
                           label);
    if (!it)
        return;
    if (detail)
        json_object_set_new(it, "detail", json_string(detail));
    if (doc && *doc)
        json_object_set_new(it, "documentation",
                            json_pack("{s:s,s:s}", "kind", "markdown", "value", doc));
    json_array_append_new(c->items, it);
}

static const char *type_text(tyc_arena *a, const tyc_type *t)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_type_buf_string(&b, t);
    return tyc_buf_to_arena(&b, a);
}

static int set_already(const lsp_cursor *cur, const char *name)
{
    for (uint32_t i = 0; i < cur->nsiblings; i++)
        if (tyc_str_eqz(cur->siblings[i].name, name))
            return 1;
    return 0;
}

/* `var.` / `local.` names of module m. */
static void references(tcomp *c, const tyc_module *m, int ref)
{
    if (ref == REF_VAR)
        for (uint32_t i = 0; i < m->n; i++) {
            const tyc_var *v = m->vars[i];
            item(c, v->name, K_VARIABLE, type_text(c->a, v->ctype), v->description, NULL);
        }
    else
        for (uint32_t i = 0; i < m->nlocals; i++)
            item(c, m->locals[i].name, K_VARIABLE, "local value", NULL, NULL);
}

/* The arguments and nested block types of schema block sb not set yet. */
static void schema_args(tcomp *c, const tyc_sblock *sb, const lsp_cursor *cur)
{
    for (uint32_t i = 0; i < sb->nattrs; i++) {
        const tyc_sattr *at = &sb->attrs[i];
        if ((!at->required && !at->optional) || set_already(cur, at->name))
            continue;
        const char *ty = type_text(c->a, at->itype);
        const char *det = ty ? tyc_sprintf(c->a, "%s (%s)", ty, at->required ? "required" : "optional")
                             : NULL;
        const char *sort = tyc_sprintf(c->a, "%d%s", at->required ? 0 : 1, at->name);
        item(c, at->name, K_PROPERTY, det, at->description, sort);
    }
    for (uint32_t i = 0; i < sb->nblocks; i++) {
        const tyc_sbtype *bt = &sb->blocks[i];
        int present = set_already(cur, bt->name);
        if (present && (bt->max == 1 || bt->nesting == TYC_NEST_SINGLE ||
                        bt->nesting == TYC_NEST_GROUP))
            continue; /* one block of this type at most, and it is there */
        int req = bt->min && !present;
        const char *det = tyc_sprintf(c->a, "block%s", req ? " (required)" : "");
        const char *sort = tyc_sprintf(c->a, "%d%s", req ? 0 : 2, bt->name);
        item(c, bt->name, K_STRUCT, det, bt->block->description, sort);
    }
}

/* Inside the value of argument steps[0] of schema block sb. */
static void schema_value(tcomp *c, const tyc_sblock *sb, const lsp_cursor *cur)
{
    if (!cur->nsteps || cur->steps[0].kind != STEP_NAME)
        return;
    const tyc_sattr *at = tyc_sblock_attr(sb, cur->steps[0].name);
    const tyc_defaults *dd = NULL;
    const tyc_type *t = at ? lsp_type_at(at->type, NULL, cur->steps + 1, cur->nsteps - 1, &dd)
                           : NULL;
    if (t && cur->where == CUR_KEY && t->kind == TYC_OBJECT)
        for (uint32_t i = 0; i < t->n; i++) {
            const char *name = tyc_strndup(c->a, t->names[i].p, t->names[i].len);
            if (!name || set_already(cur, name))
                continue;
            int opt = tyc_type_attr_optional(t, i);
            item(c, name, K_FIELD, type_text(c->a, t->elems[i]), NULL,
                 tyc_sprintf(c->a, "%d%s", opt, name));
        }
    if (t && cur->where == CUR_VALUE && t->kind == TYC_BOOL && !cur->wstring) {
        item(c, "true", K_VALUE, "bool", NULL, NULL);
        item(c, "false", K_VALUE, "bool", NULL, NULL);
    }
}

json_t *lsp_tf_completion(lsp_srv *s, lsp_doc *d, size_t off, tyc_arena *a)
{
    lsp_tfcur cur;
    lsp_lines l;
    const char *dir = lsp_dirname(a, d->path);
    json_t *items = json_array();
    if (!items || !dir || lsp_tf_cursor(a, d->text, (uint32_t)d->len, (uint32_t)off, &cur) < 0 ||
        lsp_lines_init(&l, a, d->text, (uint32_t)d->len) < 0) {
        json_decref(items);
        return NULL;
    }
    tcomp c = {s, a, &l, cur.c.wbeg, (uint32_t)off, items};
    if (cur.c.wbeg == cur.c.wend || cur.c.wstring)
        c.rbeg = c.rend = (uint32_t)off;
    tyc_module m;
    if (cur.ref) {
        c.rbeg = cur.nbeg;
        if (lsp_tf_module(s, a, dir, &m) == 0)
            references(&c, &m, cur.ref);
    } else if (cur.nblk == 1 && tyc_str_eqz(cur.blk[0].words[0], "module")) {
        if (lsp_tf_child(s, a, d, &cur.blk[0], &m)) {
            lsp_cursor lc = cur.c;
            if (cur.at_block)
                lc.where = CUR_TOPKEY;
            lsp_completion_at(s, &m, &lc, &l, (uint32_t)off, 0, a, items);
        }
    } else if (cur.nblk) {
        uint32_t depth;
        const tyc_sblock *sb = lsp_tf_schema(s, a, d, &cur, &depth);
        if (sb && depth == cur.nblk) {
            if (cur.at_block)
                schema_args(&c, sb, &cur.c);
            else
                schema_value(&c, sb, &cur.c);
        }
    }
    return json_pack("{s:b,s:o}", "isIncomplete", 0, "items", items);
}
