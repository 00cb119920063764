/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_res.c: what Terraform's loader checks in `resource`, `data` and `ephemeral` blocks
** (internal/configs resource.go decodeResourceBlock / decodeDataBlock / decodeEphemeralBlock,
** depends_on.go): the type and name labels, count with for_each, the provider reference,
** depends_on entries, the block types reserved or repeated, and the lifecycle block
** (module_lc.c). An error here stops every face before any walk.
*/
#include "interp/config/rules/module_lc.h"

#include "runtime/base/str.h"

#define BAD_IDENT                                                                            \
    "A name must start with a letter or underscore and may contain only letters, digits, "   \
    "underscores, and dashes."

int tyc_cfg_res_names(const tyc_source *src, const tyc_node *b, int kind, tyc_diags *d)
{
    static const char *const sums[3][2] = {
        {"Invalid resource type name", "Invalid resource name"},
        {"Invalid data source name", "Invalid data resource name"},
        {"Invalid ephemeral resource type", "Invalid ephemeral resource name"}};
    int k = kind == 'r' ? 0 : kind == 'd' ? 1 : 2;
    for (uint32_t i = 1; i < 3 && i < b->n; i++) {
        const tyc_node *l = b->kids[i];
        const char *t = l->text ? l->text : "";
        if (!tyc_is_ident(t, strlen(t)) &&
            tyc_cfg_err(d, src, l->beg, l->end, sums[k][i - 1], BAD_IDENT) < 0)
            return -1;
    }
    return 0;
}

int tyc_cfg_provider_ref(tyc_diags *d, const tyc_source *src, const tyc_node *e,
                         const char *arg)
{
    uint32_t n;
    const char *q = tyc_lc_quoted(e, &n);
    if (q) { /* the legacy quoted form: a warning, then its text as a reference */
        if (tyc_lc_quoted_ref(d, src, e) < 0)
            return -1;
        const char *dot = memchr(q, '.', n);
        const char *name = tyc_strndup(d->arena, q, dot ? (size_t)(dot - q) : n);
        if (!name)
            return -1;
        uint32_t beg = e->beg + 1, end = beg + (uint32_t)strlen(name);
        return tyc_cfg_provider_name(d, src, name, beg, end) < 0 ? -1 : 0;
    }
    const tyc_node *chain[3];
    uint32_t len = 0;
    const tyc_node *x = e;
    for (; (x->kind == TYC_N_GETATTR || x->kind == TYC_N_INDEX) && len < 3; x = x->kids[0])
        chain[len++] = x;
    if (x->kind != TYC_N_VAR || len > 1)
        return tyc_cfg_err(d, src, e->beg, e->end, "Invalid provider configuration reference",
                           tyc_sprintf(d->arena, "The %s argument requires a provider type "
                                                 "name, optionally followed by a period and "
                                                 "then a configuration alias.", arg));
    int rc = tyc_cfg_provider_name(d, src, x->text ? x->text : "", x->beg, x->end);
    if (rc)
        return rc < 0 ? -1 : 0;
    if (len == 1 && chain[0]->kind == TYC_N_INDEX)
        return tyc_cfg_err(d, src, chain[0]->nbeg, chain[0]->nend,
                           "Invalid provider configuration reference",
                           "Provider name must either stand alone or be followed by a period "
                           "and then a configuration alias.");
    return 0;
}

int tyc_cfg_depends_on(tyc_diags *d, const tyc_source *src, const tyc_node *e, tyc_target t)
{
    if (e->kind != TYC_N_TUPLE)
        return tyc_cfg_err(d, src, e->beg, e->end, "Invalid expression",
                           "A static list expression is required.");
    for (uint32_t i = 0; i < e->n; i++) {
        const tyc_node *x = e->kids[i], *r = x;
        uint32_t n;
        const char *q = tyc_lc_quoted(x, &n);
        if (q) {
            if (tyc_lc_quoted_ref(d, src, x) < 0)
                return -1;
            continue;
        }
        while (r->kind == TYC_N_GETATTR || r->kind == TYC_N_INDEX)
            r = r->kids[0];
        if (r->kind != TYC_N_VAR) {
            if (tyc_cfg_err(d, src, x->beg, x->end, "Invalid expression",
                            "A single static variable reference is required: only attribute "
                            "access and indexing with constant keys. No calculations, function "
                            "calls, template expressions, etc are allowed here.") < 0)
                return -1;
        } else if (tyc_target_tf_ge(t, 1, 13) && r->text && !strcmp(r->text, "action") &&
                   tyc_cfg_err(d, src, x->beg, x->end, "Invalid depends_on Action Reference",
                               "The depends_on attribute cannot reference action blocks "
                               "directly. You must reference a resource or data source "
                               "instead.") < 0)
            return -1;
    }
    return 0;
}

/* A block type met twice (lifecycle, connection, the escaping block `_`). */
static int repeated(tyc_diags *d, const tyc_source *src, const tyc_node *b, const tyc_node *first,
                    int kind)
{
    uint32_t beg, end, fb, fe;
    tyc_cfg_defrange(b, &beg, &end);
    tyc_cfg_defrange(first, &fb, &fe);
    const char *at = tyc_cfg_range_text(d->arena, src, fb, fe);
    if (!strcmp(b->text, "_"))
        return tyc_cfg_err(
            d, src, beg, end, "Duplicate escaping block",
            tyc_sprintf(d->arena,
                        "The special block type \"_\" can be used to force particular arguments "
                        "to be interpreted as resource-type-specific rather than as "
                        "meta-arguments, but each %s block can have only one such block. The "
                        "first escaping block was at %s.",
                        kind == 'r' ? "resource" : "data", at));
    return tyc_cfg_err(d, src, beg, end,
                       tyc_sprintf(d->arena, "Duplicate %s block", b->text),
                       tyc_sprintf(d->arena, "This resource already has a %s block at %s.",
                                   b->text, at));
}

/* The nested blocks Terraform's loader reads. */
static int blocks(tyc_arena *a, const tyc_source *src, const tyc_node *body, const tyc_lc_res *r,
                  tyc_diags *d)
{
    const tyc_node *seen[3] = {NULL, NULL, NULL}; /* lifecycle, connection, _ */
    static const char *const kinds[] = {"lifecycle", "connection", "_"};
    int destroy = 0;
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *it = body->kids[i];
        if (it->kind != TYC_N_BLOCK)
            continue;
        if (r->kind == 'r' && !strcmp(it->text, "provisioner")) {
            int dp;
            if (tyc_module_provisioner(a, src, it, &dp, d) < 0)
                return -1;
            destroy |= dp;
            continue;
        }
        if (!strcmp(it->text, "locals")) {
            const char *what = r->kind == 'r' ? "resource" : r->kind == 'd' ? "data" : "ephemeral";
            if (tyc_cfg_err(d, src, it->nbeg, it->nend,
                            tyc_sprintf(a, "Reserved block type name in %s block", what),
                            tyc_sprintf(a, "The block type name \"%s\" is reserved for use by "
                                           "Terraform in a future version.", it->text)) < 0)
                return -1;
            continue;
        }
        int k = -1;
        for (int j = 0; j < 3 && k < 0; j++)
            if (!strcmp(it->text, kinds[j]) && (j != 1 || r->kind == 'r'))
                k = j;
        if (k < 0)
            continue;
        if (seen[k]) {
            if (repeated(d, src, it, seen[k], r->kind) < 0)
                return -1;
            continue;
        }
        seen[k] = it;
        if (k == 0 && tyc_lc_block(a, src, it, r, d) < 0)
            return -1;
    }
    /* the resource's connection block, when a provisioner runs at destroy time */
    return destroy && seen[1] ? tyc_cfg_only_self_refs(a, src, seen[1]->kids[0], NULL, d) : 0;
}

/* A data block nested in a check block: no count, for_each or lifecycle. */
static int nested_data(tyc_diags *d, const tyc_source *src, const tyc_node *body,
                       const tyc_node *cnt, const tyc_node *fe)
{
    for (int k = 0; k < 2; k++) {
        const tyc_node *at = k ? fe : cnt;
        if (at && tyc_cfg_err(d, src, at->nbeg, at->nend,
                              k ? "Invalid \"for_each\" attribute" : "Invalid \"count\" attribute",
                              "The \"count\" and \"for_each\" meta-arguments are not supported "
                              "within nested data blocks.") < 0)
            return -1;
    }
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *it = body->kids[i];
        uint32_t beg, end;
        if (it->kind != TYC_N_BLOCK || strcmp(it->text, "lifecycle"))
            continue;
        tyc_cfg_defrange(it, &beg, &end);
        if (tyc_cfg_err(d, src, beg, end, "Invalid lifecycle block",
                        "Nested data blocks do not support \"lifecycle\" blocks as the "
                        "lifecycle is managed by the containing block.") < 0)
            return -1;
    }
    return 0;
}

int tyc_module_resource(tyc_arena *a, const tyc_source *src, const tyc_node *b, int kind,
                        int override, tyc_target t, tyc_diags *d)
{
    if (b->n != 3 || (b->flags & TYC_NF_JSON))
        return 0;
    int nested = kind == 'c'; /* a data block inside a check block */
    if (nested)
        kind = 'd';
    const tyc_node *body = b->kids[0];
    tyc_lc_res r = {kind, b->kids[1]->text ? b->kids[1]->text : "",
                    b->kids[2]->text ? b->kids[2]->text : "", override, t};
    if (tyc_cfg_res_names(src, b, kind, d) < 0)
        return -1;
    const tyc_node *cnt = tyc_body_attr(body, "count"), *fe = tyc_body_attr(body, "for_each");
    if (nested && nested_data(d, src, body, cnt, fe) < 0)
        return -1;
    if (!nested && cnt && fe &&
        tyc_cfg_err(d, src, fe->nbeg, fe->nend, "Invalid combination of \"count\" and \"for_each\"",
                    "The \"count\" and \"for_each\" meta-arguments are mutually-exclusive, only "
                    "one should be used to be explicit about the number of resources to be "
                    "created.") < 0)
        return -1;
    const tyc_node *pv = tyc_body_attr(body, "provider"), *dep = tyc_body_attr(body, "depends_on");
    if (pv && tyc_cfg_provider_ref(d, src, pv->kids[0], "provider") < 0)
        return -1;
    if (dep && tyc_cfg_depends_on(d, src, dep->kids[0], t) < 0)
        return -1;
    return blocks(a, src, body, &r, d);
}
