/* SPDX-License-Identifier: Apache-2.0 */
/*
** lsp_feat.c: hover (a variable's type, description, default, sensitivity and validation
** messages; an attribute's type; the type expected at a value), go to definition (the
** variable's declaration, or the attribute in its type expression) and code actions (the
** "Did you mean" renames carried by the diagnostics).
*/
#include "interp/lsp/lsp_int.h"

#include "runtime/render/render.h"

/* `var.x.a[0]` for a path (prefix: "var", "module.app"). */
static void put_path(tyc_buf *b, const char *prefix, const lsp_step *steps, uint32_t n)
{
    tyc_buf_addz(b, prefix);
    for (uint32_t i = 0; i < n; i++) {
        if (steps[i].kind == STEP_INDEX)
            tyc_buf_addf(b, "[%u]", steps[i].index);
        else {
            tyc_buf_addc(b, '.');
            tyc_buf_addstr(b, steps[i].name);
        }
    }
}

static void code_block(tyc_buf *b, const tyc_type *t, const tyc_defaults *d)
{
    tyc_buf_addz(b, "```hcl\n");
    lsp_type_pretty(b, t, d, 0);
    tyc_buf_addz(b, "\n```");
}

/* An error_message as text: the literal string, else its source text. */
static void put_message(tyc_buf *b, const tyc_validation *v)
{
    const tyc_node *m = v->msg;
    if (!m)
        return;
    if (m->kind == TYC_N_TEMPLATE && m->n == 1 && m->kids[0]->kind == TYC_N_STRING)
        tyc_buf_add(b, m->kids[0]->text, m->kids[0]->tlen);
    else if (v->src && v->src->text && m->end <= v->src->len)
        tyc_buf_add(b, v->src->text + m->beg, m->end - m->beg);
}

static void var_hover(tyc_buf *b, const char *prefix, const tyc_var *v)
{
    tyc_buf_addf(b, "**%s.%s** · %s%s\n\n", prefix, v->name, v->has_default ? "optional" : "required",
                 v->sensitive ? " · sensitive" : "");
    code_block(b, v->ctype, v->defaults);
    if (v->description && *v->description)
        tyc_buf_addf(b, "\n\n%s", v->description);
    if (v->has_default && v->def) {
        tyc_buf_addz(b, "\n\n**Default:** ");
        if (v->sensitive)
            tyc_buf_addz(b, "(sensitive value)");
        else {
            tyc_buf_addz(b, "`");
            tyc_render_console(b, v->def, 0);
            tyc_buf_addz(b, "`");
        }
    }
    if (v->nvals) {
        tyc_buf_addz(b, "\n\n**Validation:**");
        for (uint32_t i = 0; i < v->nvals; i++) {
            tyc_buf_addz(b, "\n- ");
            put_message(b, &v->vals[i]);
        }
    }
}

/* The variable and the steps below it of a cursor path (steps[0] names the variable). */
static const tyc_var *path_var(const tyc_module *m, const lsp_cursor *c)
{
    return c->nsteps && c->steps[0].kind == STEP_NAME ? tyc_module_find(m, c->steps[0].name)
                                                      : NULL;
}

json_t *lsp_hover(lsp_srv *s, lsp_doc *d, size_t off, tyc_arena *a)
{
    lsp_cursor c;
    lsp_lines l;
    if (!d->an.ok || lsp_scan(a, d->text, (uint32_t)d->len, (uint32_t)off,
                              d->kind == DOC_TFVARS_JSON, &c) < 0 ||
        lsp_lines_init(&l, a, d->text, (uint32_t)d->len) < 0)
        return NULL;
    return lsp_hover_at(s, &d->an.r.mod, "var", &c, &l, a);
}

json_t *lsp_hover_at(lsp_srv *s, const tyc_module *m, const char *prefix, const lsp_cursor *cp,
                     const lsp_lines *l, tyc_arena *a)
{
    lsp_cursor c = *cp;
    if (c.wbeg == c.wend)
        return NULL;
    tyc_buf b;
    tyc_buf_init(&b, s->ctx);
    if (c.where == CUR_TOPKEY) {
        const tyc_var *v = tyc_module_find(m, c.word);
        if (!v)
            return NULL;
        var_hover(&b, prefix, v);
        return lsp_markup(&b, a, l, c.wbeg, c.wend, s->enc);
    }
    const tyc_var *v = path_var(m, &c);
    if (!v)
        return NULL;
    const tyc_defaults *dd = NULL;
    const tyc_type *t = lsp_type_at(v->ctype, v->defaults, c.steps + 1, c.nsteps - 1, &dd);
    if (!t)
        return NULL;
    if (c.where == CUR_KEY && c.wkey) {
        if (t->kind != TYC_OBJECT) {
            if (t->kind != TYC_MAP)
                return NULL;
            tyc_buf_addz(&b, "**map key** of `");
            put_path(&b, prefix, c.steps, c.nsteps);
            tyc_buf_addz(&b, "`\n\n");
            code_block(&b, t->elem, dd ? tyc_defaults_child(dd, (tyc_str){"", 0}) : NULL);
            return lsp_markup(&b, a, l, c.wbeg, c.wend, s->enc);
        }
        int32_t k = tyc_type_attr(t, c.word);
        if (k < 0)
            return NULL;
        int opt = tyc_type_attr_optional(t, (uint32_t)k);
        const tyc_value *dv = opt ? lsp_default_of(dd, c.word) : NULL;
        tyc_buf_addz(&b, "**");
        tyc_buf_addstr(&b, c.word);
        tyc_buf_addz(&b, "** · attribute of `");
        put_path(&b, prefix, c.steps, c.nsteps);
        tyc_buf_addf(&b, "` · %s", opt ? "optional" : "required");
        if (dv) {
            tyc_buf_addz(&b, ", default `");
            tyc_render_console(&b, dv, 0);
            tyc_buf_addz(&b, "`");
        }
        tyc_buf_addz(&b, "\n\n");
        code_block(&b, t->elems[k], dd ? tyc_defaults_child(dd, c.word) : NULL);
        return lsp_markup(&b, a, l, c.wbeg, c.wend, s->enc);
    }
    if (c.where != CUR_VALUE)
        return NULL;
    tyc_buf_addz(&b, "Expected at `");
    put_path(&b, prefix, c.steps, c.nsteps);
    tyc_buf_addz(&b, "`:\n\n");
    code_block(&b, t, dd);
    return lsp_markup(&b, a, l, c.wbeg, c.wend, s->enc);
}

json_t *lsp_definition(lsp_srv *s, lsp_doc *d, size_t off, tyc_arena *a)
{
    lsp_cursor c;
    if (!d->an.ok || lsp_scan(a, d->text, (uint32_t)d->len, (uint32_t)off,
                              d->kind == DOC_TFVARS_JSON, &c) < 0)
        return NULL;
    return lsp_definition_at(s, &d->an.r.mod, d->an.moddir, &c, a);
}

json_t *lsp_definition_at(lsp_srv *s, const tyc_module *m, const char *moddir,
                          const lsp_cursor *cp, tyc_arena *a)
{
    lsp_cursor c = *cp;
    if (c.where == CUR_TOPKEY) {
        const tyc_var *v = c.wbeg < c.wend ? tyc_module_find(m, c.word) : NULL;
        return v ? lsp_location(a, moddir, v->src, v->dbeg, v->dend, s->enc) : NULL;
    }
    const tyc_var *v = path_var(m, &c);
    if (!v)
        return NULL;
    if (c.where == CUR_KEY && c.wkey && v->type_expr && v->type_src) {
        lsp_step *st = TYC_NEWN(a, lsp_step, c.nsteps);
        if (!st)
            return NULL;
        memcpy(st, c.steps + 1, sizeof *st * (c.nsteps - 1));
        st[c.nsteps - 1] = (lsp_step){STEP_NAME, c.word, 0};
        uint32_t kb, ke;
        if (lsp_type_key_range(v->type_expr, st, c.nsteps, &kb, &ke) == 0)
            return lsp_location(a, moddir, v->type_src, kb, ke, s->enc);
    }
    return lsp_location(a, moddir, v->src, v->dbeg, v->dend, s->enc);
}

json_t *lsp_code_actions(lsp_srv *s, lsp_doc *d, const json_t *params)
{
    (void)s;
    json_t *out = json_array();
    json_t *diags = json_object_get(json_object_get(params, "context"), "diagnostics");
    for (size_t i = 0; out && i < json_array_size(diags); i++) {
        json_t *g = json_array_get(diags, i);
        json_t *data = json_object_get(g, "data");
        const char *fix = json_string_value(json_object_get(data, "newText"));
        json_t *range = json_object_get(data, "range");
        if (!fix || !json_is_object(range))
            continue;
        char title[256];
        snprintf(title, sizeof title, "Did you mean \"%.200s\"?", fix);
        json_t *edit = json_pack("{s:O,s:s}", "range", range, "newText", fix);
        json_t *changes = json_object();
        json_t *list = json_array();
        if (!edit || !changes || !list) {
            json_decref(edit);
            json_decref(changes);
            json_decref(list);
            continue;
        }
        json_array_append_new(list, edit);
        json_object_set_new(changes, d->uri, list);
        json_array_append_new(out, json_pack("{s:s,s:s,s:[O],s:b,s:{s:o}}", "title", title, "kind",
                                             "quickfix", "diagnostics", g, "isPreferred", 1,
                                             "edit", "changes", changes));
    }
    return out;
}
