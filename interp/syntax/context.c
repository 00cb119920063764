/* SPDX-License-Identifier: Apache-2.0 */
/*
** context.c: hcled.ContextString, the "in <block>" line of a rendered diagnostic: the
** enclosing top-level block of a native-syntax body, or the object/array path in JSON syntax.
** Installed into a tyc_source's context callback by whoever parses a configuration file.
*/
#include "interp/syntax/context.h"
#include "runtime/base/str.h"

/* The range of top-level item k that counts for the context: a block from its type word to
** its closing brace. */
static void item_range(const tyc_node *k, int64_t *beg, int64_t *end)
{
    *beg = k->kind == TYC_N_BLOCK && k->nend > k->nbeg ? k->nbeg : k->beg;
    *end = k->kind == TYC_N_BLOCK && k->aend > k->abeg ? k->aend : k->end;
}

/* Native syntax: the top-level block whose range (type word to closing brace) contains off.
** Items are in source order and do not overlap: a binary search (a file of many blocks with
** many diagnostics stays linear). */
static int native_context(tyc_buf *b, const tyc_node *body, int64_t off)
{
    uint32_t lo = 0, hi = body->n; /* the first item whose range begins after off */
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        int64_t beg, end;
        if (!body->kids[mid]) { /* no range: look left of it */
            hi = mid;
            continue;
        }
        item_range(body->kids[mid], &beg, &end);
        if (beg <= off)
            lo = mid + 1;
        else
            hi = mid;
    }
    const tyc_node *k = lo ? body->kids[lo - 1] : NULL;
    int64_t beg, end;
    if (!k || k->kind != TYC_N_BLOCK)
        return 0;
    item_range(k, &beg, &end);
    if (off < beg || off >= end)
        return 0;
    tyc_buf_add(b, k->text ? k->text : "", k->text ? k->tlen : 0);
    for (uint32_t j = 1; j < k->n; j++) {
        const tyc_node *l = k->kids[j];
        tyc_buf_addc(b, ' ');
        tyc_buf_goquote(b, l && l->text ? l->text : "", l && l->text ? l->tlen : 0);
    }
    return 1;
}

static int is_container(const tyc_node *v)
{
    return v && (v->kind == TYC_N_OBJECT || v->kind == TYC_N_TUPLE);
}

/* One JSON navigation step: the child of nd containing off (an object or array value), its
** property name (*name, *nlen) or index (*idx, with *name NULL). */
static const tyc_node *json_step(const tyc_node *nd, int64_t off, const char **name,
                                 size_t *nlen, uint32_t *idx)
{
    int body = nd->kind == TYC_N_BODY, obj = nd->kind == TYC_N_OBJECT;
    uint32_t step = obj ? 2 : 1;
    for (uint32_t i = obj ? 1 : 0; i < nd->n; i += step) {
        const tyc_node *v = body ? (nd->kids[i] && nd->kids[i]->n ? nd->kids[i]->kids[0] : NULL)
                                 : nd->kids[i];
        if (!is_container(v) || off < v->beg || off >= v->end)
            continue;
        *name = NULL;
        *idx = obj ? i / 2 : i;
        if (body) {
            *name = nd->kids[i]->text;
            *nlen = nd->kids[i]->tlen;
        } else if (obj) {
            const tyc_node *key = nd->kids[i - 1];
            while (key && key->kind == TYC_N_OBJKEY && key->n)
                key = key->kids[0];
            *name = key && key->text ? key->text : "";
            *nlen = key && key->text ? key->tlen : 0;
        }
        return v;
    }
    return NULL;
}

/* JSON syntax: the path of nested objects/arrays containing off, e.g. `a.b[0]`. */
static int json_context(tyc_buf *b, const tyc_node *root, int64_t off)
{
    int any = 0;
    const tyc_node *nd = root;
    while (nd) {
        const char *name;
        size_t nlen = 0;
        uint32_t idx;
        nd = json_step(nd, off, &name, &nlen, &idx);
        if (!nd)
            break;
        if (name) {
            if (any)
                tyc_buf_addc(b, '.');
            tyc_buf_add(b, name, nlen);
        } else {
            tyc_buf_addf(b, "[%u]", (unsigned)idx);
        }
        any = 1;
    }
    return any;
}

int tyc_context_string(tyc_buf *b, const void *root, int64_t off)
{
    const tyc_node *body = root;
    if (!body)
        return 0;
    if (body->kind == TYC_N_BODY && !(body->flags & TYC_NF_JSON))
        return native_context(b, body, off);
    if (body->kind == TYC_N_BODY || is_container(body))
        return json_context(b, body, off);
    return 0;
}
