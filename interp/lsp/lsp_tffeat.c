/* SPDX-License-Identifier: Apache-2.0 */
/*
** lsp_tffeat.c: hover and go to definition in .tf buffers. In a `module` block, an argument
** is the child module's variable (hover: its type, default, description and validation
** rules; definition: its `variable` block, or an attribute in its type); in a `resource` /
** `data` block, an argument or nested block is the provider schema's (type,
** required / optional / computed, description); `var.NAME` is the module's variable and
** `local.NAME` its local value.
*/
#include "interp/lsp/lsp_tf.h"

#include "runtime/base/str.h"

void lsp_tf_attr_doc(tyc_buf *b, const tyc_sattr *at)
{
    tyc_buf_addz(b, at->required ? "required" : at->optional ? "optional" : "computed");
    if (at->optional && at->computed)
        tyc_buf_addz(b, ", computed");
    if (at->sensitive)
        tyc_buf_addz(b, " · sensitive");
    if (at->deprecated)
        tyc_buf_addz(b, " · deprecated");
    tyc_buf_addz(b, "\n\n```hcl\n");
    lsp_type_pretty(b, at->itype, NULL, 0);
    tyc_buf_addz(b, "\n```");
    if (at->description && *at->description)
        tyc_buf_addf(b, "\n\n%s", at->description);
}

static const char *nesting_name(int n)
{
    return n == TYC_NEST_LIST    ? "list"
           : n == TYC_NEST_SET   ? "set"
           : n == TYC_NEST_MAP   ? "map"
           : n == TYC_NEST_GROUP ? "group"
                                 : "single";
}

/* A cursor on NAME alone, where a variable name goes. */
static lsp_cursor name_cursor(const lsp_tfcur *cur)
{
    lsp_cursor c;
    memset(&c, 0, sizeof c);
    c.where = CUR_TOPKEY;
    c.word = cur->name;
    c.wbeg = cur->nbeg;
    c.wend = cur->nend;
    return c;
}

/* The hover of `local.NAME`: its expression. */
static json_t *local_hover(lsp_srv *s, const tyc_module *m, const lsp_tfcur *cur,
                           const lsp_lines *l, tyc_arena *a)
{
    int32_t i = tyc_named_find(m->locals, m->nlocals, cur->name);
    if (i < 0)
        return NULL;
    const tyc_named *n = &m->locals[i];
    tyc_buf b;
    tyc_buf_init(&b, s->ctx);
    tyc_buf_addf(&b, "**local.%s**", n->name);
    if (n->expr && n->src && n->src->text && n->expr->end <= n->src->len) {
        tyc_buf_addz(&b, "\n\n```hcl\n");
        tyc_buf_add(&b, n->src->text + n->expr->beg, n->expr->end - n->expr->beg);
        tyc_buf_addz(&b, "\n```");
    }
    return lsp_markup(&b, a, l, cur->nbeg, cur->nend, s->enc);
}

/* Hover inside a resource or data block with schema block sb. */
static json_t *schema_hover(lsp_srv *s, const tyc_sblock *sb, const lsp_tfcur *cur,
                            const lsp_lines *l, tyc_arena *a)
{
    const lsp_cursor *c = &cur->c;
    tyc_buf b;
    tyc_buf_init(&b, s->ctx);
    if (cur->at_block) {
        const tyc_sattr *at = tyc_sblock_attr(sb, c->word);
        const tyc_sbtype *bt = at ? NULL : tyc_sblock_btype(sb, c->word);
        if (!at && !bt)
            return NULL;
        tyc_buf_addz(&b, "**");
        tyc_buf_addstr(&b, c->word);
        tyc_buf_addz(&b, "** · ");
        if (at)
            lsp_tf_attr_doc(&b, at);
        else {
            tyc_buf_addf(&b, "block (%s", nesting_name(bt->nesting));
            if (bt->min)
                tyc_buf_addf(&b, ", at least %u", bt->min);
            if (bt->max)
                tyc_buf_addf(&b, ", at most %u", bt->max);
            tyc_buf_addc(&b, ')');
            if (bt->block->description && *bt->block->description)
                tyc_buf_addf(&b, "\n\n%s", bt->block->description);
        }
        return lsp_markup(&b, a, l, c->wbeg, c->wend, s->enc);
    }
    if (!c->nsteps || c->steps[0].kind != STEP_NAME)
        return NULL;
    const tyc_sattr *at = tyc_sblock_attr(sb, c->steps[0].name);
    const tyc_defaults *dd = NULL;
    const tyc_type *t = at ? lsp_type_at(at->type, NULL, c->steps + 1, c->nsteps - 1, &dd) : NULL;
    if (!t)
        return NULL;
    if (c->where == CUR_KEY && c->wkey && t->kind == TYC_OBJECT) {
        int32_t k = tyc_type_attr(t, c->word);
        if (k < 0)
            return NULL;
        tyc_buf_addz(&b, "**");
        tyc_buf_addstr(&b, c->word);
        tyc_buf_addf(&b, "** · %s\n\n```hcl\n",
                     tyc_type_attr_optional(t, (uint32_t)k) ? "optional" : "required");
        lsp_type_pretty(&b, t->elems[k], NULL, 0);
        tyc_buf_addz(&b, "\n```");
    } else if (c->where == CUR_VALUE) {
        tyc_buf_addz(&b, "Expected here:\n\n```hcl\n");
        lsp_type_pretty(&b, t, NULL, 0);
        tyc_buf_addz(&b, "\n```");
    } else
        return NULL;
    return c->wbeg < c->wend ? lsp_markup(&b, a, l, c->wbeg, c->wend, s->enc) : NULL;
}

json_t *lsp_tf_hover(lsp_srv *s, lsp_doc *d, size_t off, tyc_arena *a)
{
    lsp_tfcur cur;
    lsp_lines l;
    const char *dir = lsp_dirname(a, d->path);
    if (!dir || lsp_tf_cursor(a, d->text, (uint32_t)d->len, (uint32_t)off, &cur) < 0 ||
        lsp_lines_init(&l, a, d->text, (uint32_t)d->len) < 0)
        return NULL;
    tyc_module m;
    if (cur.ref) {
        if (!cur.name.len || lsp_tf_module(s, a, dir, &m) < 0)
            return NULL;
        lsp_cursor c = name_cursor(&cur);
        return cur.ref == REF_VAR ? lsp_hover_at(s, &m, "var", &c, &l, a)
                                  : local_hover(s, &m, &cur, &l, a);
    }
    if (!cur.nblk || cur.c.wbeg == cur.c.wend)
        return NULL;
    if (tyc_str_eqz(cur.blk[0].words[0], "module")) {
        if (cur.nblk != 1 || !lsp_tf_child(s, a, d, &cur.blk[0], &m))
            return NULL;
        lsp_cursor c = cur.c;
        if (cur.at_block)
            c.where = CUR_TOPKEY;
        return lsp_hover_at(s, &m, "var", &c, &l, a);
    }
    uint32_t depth;
    const tyc_sblock *sb = lsp_tf_schema(s, a, d, &cur, &depth);
    return sb && depth == cur.nblk ? schema_hover(s, sb, &cur, &l, a) : NULL;
}

json_t *lsp_tf_definition(lsp_srv *s, lsp_doc *d, size_t off, tyc_arena *a)
{
    lsp_tfcur cur;
    const char *dir = lsp_dirname(a, d->path);
    if (!dir || lsp_tf_cursor(a, d->text, (uint32_t)d->len, (uint32_t)off, &cur) < 0)
        return NULL;
    tyc_module m;
    if (cur.ref) {
        if (!cur.name.len || lsp_tf_module(s, a, dir, &m) < 0)
            return NULL;
        if (cur.ref == REF_VAR) {
            lsp_cursor c = name_cursor(&cur);
            return lsp_definition_at(s, &m, dir, &c, a);
        }
        int32_t i = tyc_named_find(m.locals, m.nlocals, cur.name);
        const tyc_named *n = i >= 0 ? &m.locals[i] : NULL;
        return n && n->item ? lsp_location(a, dir, n->src, n->item->nbeg, n->item->nend, s->enc)
                            : NULL;
    }
    if (cur.nblk != 1 || !tyc_str_eqz(cur.blk[0].words[0], "module") ||
        cur.c.wbeg == cur.c.wend)
        return NULL;
    const char *cd = lsp_tf_child(s, a, d, &cur.blk[0], &m);
    if (!cd)
        return NULL;
    lsp_cursor c = cur.c;
    if (cur.at_block)
        c.where = CUR_TOPKEY;
    return lsp_definition_at(s, &m, cd, &c, a);
}
