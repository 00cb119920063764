/* SPDX-License-Identifier: Apache-2.0 */
/*
** lsp_type.c: types for the editor: the type at a value path, a multi-line rendering in
** constraint syntax with optional(T, default) markers, and the place of an attribute in a
** variable's `type` expression.
*/
#include "interp/lsp/lsp_int.h"

#include "runtime/base/str.h"
#include "runtime/render/render.h"

const tyc_value *lsp_default_of(const tyc_defaults *d, tyc_str name)
{
    for (uint32_t i = 0; d && i < d->nvals; i++)
        if (tyc_str_eq(d->val_names[i], name))
            return d->vals[i];
    return NULL;
}

static const tyc_defaults *child(const tyc_defaults *d, tyc_str key)
{
    return d ? tyc_defaults_child(d, key) : NULL;
}

const tyc_type *lsp_type_at(const tyc_type *t, const tyc_defaults *d, const lsp_step *steps,
                            uint32_t n, const tyc_defaults **dout)
{
    for (uint32_t i = 0; t && i < n; i++) {
        const lsp_step *s = &steps[i];
        switch (t->kind) {
        case TYC_DYN:
            d = NULL;
            break;
        case TYC_OBJECT: {
            int32_t k = s->kind == STEP_NAME ? tyc_type_attr(t, s->name) : -1;
            if (k < 0)
                return NULL;
            d = child(d, s->name);
            t = t->elems[k];
            break;
        }
        case TYC_MAP:
            if (s->kind != STEP_NAME)
                return NULL;
            d = child(d, (tyc_str){"", 0});
            t = t->elem;
            break;
        case TYC_LIST:
        case TYC_SET:
            if (s->kind != STEP_INDEX)
                return NULL;
            d = child(d, (tyc_str){"", 0});
            t = t->elem;
            break;
        case TYC_TUPLE: {
            if (s->kind != STEP_INDEX || s->index >= t->n)
                return NULL;
            char num[16];
            int len = snprintf(num, sizeof num, "%u", s->index);
            d = child(d, (tyc_str){num, (size_t)len});
            t = t->elems[s->index];
            break;
        }
        default:
            return NULL;
        }
    }
    if (dout)
        *dout = d;
    return t;
}

/* A default value in one line when it is short and flat, else the console form. */
static void put_value(tyc_buf *b, const tyc_value *v, size_t indent)
{
    tyc_render_console(b, v, indent);
}

static void put_name(tyc_buf *b, tyc_str name)
{
    if (tyc_is_ident(name.p, name.len))
        tyc_buf_addstr(b, name);
    else
        tyc_buf_goquote(b, name.p, name.len);
}

void lsp_type_pretty(tyc_buf *b, const tyc_type *t, const tyc_defaults *d, size_t indent)
{
    switch (t->kind) {
    case TYC_DYN: tyc_buf_addz(b, "any"); return;
    case TYC_STRING: tyc_buf_addz(b, "string"); return;
    case TYC_NUMBER: tyc_buf_addz(b, "number"); return;
    case TYC_BOOL: tyc_buf_addz(b, "bool"); return;
    case TYC_LIST:
    case TYC_SET:
    case TYC_MAP:
        tyc_buf_addz(b, t->kind == TYC_LIST ? "list(" : t->kind == TYC_SET ? "set(" : "map(");
        lsp_type_pretty(b, t->elem, child(d, (tyc_str){"", 0}), indent);
        tyc_buf_addc(b, ')');
        return;
    case TYC_TUPLE:
        tyc_buf_addz(b, "tuple([");
        for (uint32_t i = 0; i < t->n; i++) {
            char num[16];
            int len = snprintf(num, sizeof num, "%u", i);
            if (i)
                tyc_buf_addz(b, ", ");
            lsp_type_pretty(b, t->elems[i], child(d, (tyc_str){num, (size_t)len}), indent);
        }
        tyc_buf_addz(b, "])");
        return;
    case TYC_OBJECT:
        if (!t->n) {
            tyc_buf_addz(b, "object({})");
            return;
        }
        tyc_buf_addz(b, "object({\n");
        for (uint32_t i = 0; i < t->n; i++) {
            tyc_buf_indent(b, indent + 2);
            put_name(b, t->names[i]);
            tyc_buf_addz(b, " = ");
            int opt = tyc_type_attr_optional(t, i);
            if (opt)
                tyc_buf_addz(b, "optional(");
            lsp_type_pretty(b, t->elems[i], child(d, t->names[i]), indent + 2);
            const tyc_value *dv = opt ? lsp_default_of(d, t->names[i]) : NULL;
            if (dv) {
                tyc_buf_addz(b, ", ");
                put_value(b, dv, indent + 2);
            }
            if (opt)
                tyc_buf_addc(b, ')');
            tyc_buf_addc(b, '\n');
        }
        tyc_buf_indent(b, indent);
        tyc_buf_addz(b, "})");
        return;
    default:
        tyc_buf_addz(b, "any");
    }
}

static const tyc_node *unparen(const tyc_node *n)
{
    while (n && n->kind == TYC_N_PAREN && n->n)
        n = n->kids[0];
    return n;
}

/* The name of an object-constructor key node. */
static int key_is(const tyc_node *k, tyc_str name)
{
    if (k->kind == TYC_N_OBJKEY && k->n)
        k = k->kids[0];
    const char *kw = tyc_node_keyword(k);
    if (kw)
        return strlen(kw) == name.len && !memcmp(kw, name.p, name.len);
    if (k->kind == TYC_N_TEMPLATE && k->n == 1)
        k = k->kids[0];
    return k->kind == TYC_N_STRING && k->tlen == name.len && !memcmp(k->text, name.p, name.len);
}

int lsp_type_key_range(const tyc_node *e, const lsp_step *steps, uint32_t n, uint32_t *beg,
                       uint32_t *end)
{
    uint32_t i = 0;
    int found = 0;
    while ((e = unparen(e)) && e->kind == TYC_N_CALL && e->n >= 1 && i <= n) {
        const char *f = e->text;
        const tyc_node *arg = unparen(e->kids[0]);
        if (!strcmp(f, "optional")) {
            e = arg;
            continue;
        }
        if (i == n)
            break;
        if (!strcmp(f, "object") && arg && arg->kind == TYC_N_OBJECT && steps[i].kind == STEP_NAME) {
            const tyc_node *next = NULL;
            for (uint32_t k = 0; k + 1 < arg->n; k += 2)
                if (key_is(arg->kids[k], steps[i].name)) {
                    *beg = arg->kids[k]->beg;
                    *end = arg->kids[k]->end;
                    next = arg->kids[k + 1];
                    found = 1;
                }
            if (!next)
                return -1;
            e = next;
            i++;
            continue;
        }
        found = 0;
        if ((!strcmp(f, "list") || !strcmp(f, "set")) && steps[i].kind == STEP_INDEX) {
            e = arg;
            i++;
        } else if (!strcmp(f, "map") && steps[i].kind == STEP_NAME) {
            e = arg;
            i++;
        } else if (!strcmp(f, "tuple") && arg && arg->kind == TYC_N_TUPLE &&
                   steps[i].kind == STEP_INDEX && steps[i].index < arg->n) {
            e = arg->kids[steps[i].index];
            i++;
        } else
            return -1;
    }
    return found && i == n ? 0 : -1;
}
