/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_dup.c: the duplicate declarations Terraform's module builder refuses across the
** primary files of a module (internal/configs module.go appendFile): provider
** configurations (name and alias), local values, outputs, module calls, managed, data and
** ephemeral resources. Duplicates are dropped from the model (the first one stays).
*/
#include "interp/config/module_int.h"

#include <stdlib.h>

#include "runtime/base/str.h"

/* The declaration range of a named item: a local's whole `name = value`, else its block's
** DefRange. */
static void decl(const tyc_node *it, uint32_t *beg, uint32_t *end)
{
    if (it->kind == TYC_N_ATTR) {
        *beg = it->beg;
        *end = it->end;
    } else
        tyc_cfg_defrange(it, beg, end);
}

static const char *at(tyc_diags *d, const tyc_source *src, const tyc_node *it)
{
    uint32_t beg, end;
    decl(it, &beg, &end);
    return tyc_cfg_range_text(d->arena, src, beg, end);
}

static int report(tyc_diags *d, const tyc_source *src, const tyc_node *it, const char *sum,
                  const char *det)
{
    uint32_t beg, end;
    decl(it, &beg, &end);
    return sum ? tyc_cfg_err(d, src, beg, end, sum, det) : -1;
}

/* A sort key of one item: up to three strings, then its position. */
typedef struct dkey {
    const char *k[3];
    uint32_t pos;
} dkey;

static int cmp_dkey(const void *x, const void *y)
{
    const dkey *p = x, *q = y;
    for (int i = 0; i < 3; i++) {
        int c = strcmp(p->k[i] ? p->k[i] : "", q->k[i] ? q->k[i] : "");
        if (c)
            return c;
    }
    return (p->pos > q->pos) - (p->pos < q->pos);
}

/* For each item of v whose keys (filled by key()) repeat an earlier item's, prev[i] is
** 1 + the index of the earlier one: the first of the run (first), else the one just before.
** NULL on OOM. O(n log n). */
static uint32_t *runs(tyc_arena *a, const tyc_vec *v, void (*key)(const void *, dkey *),
                      int first)
{
    dkey *ks = TYC_NEWN(a, dkey, v->n + 1);
    uint32_t *prev = TYC_NEWN(a, uint32_t, v->n + 1);
    if (!ks || !prev)
        return NULL;
    for (uint32_t i = 0; i < v->n; i++) {
        key(v->v[i], &ks[i]);
        ks[i].pos = i;
    }
    if (v->n)
        qsort(ks, v->n, sizeof *ks, cmp_dkey);
    for (uint32_t i = 1, start = 0; i < v->n; i++) {
        dkey a0 = ks[i - 1], b0 = ks[i];
        a0.pos = b0.pos = 0;
        if (cmp_dkey(&a0, &b0)) {
            start = i;
            continue;
        }
        prev[ks[i].pos] = 1 + (first ? ks[start].pos : ks[i - 1].pos);
    }
    return prev;
}

/* Removes the items of v that have prev[i] set. */
static void compact(tyc_vec *v, const uint32_t *prev)
{
    uint32_t keep = 0;
    for (uint32_t i = 0; i < v->n; i++)
        if (!prev[i])
            v->v[keep++] = v->v[i];
    v->n = keep;
}

static void key_named(const void *x, dkey *k)
{
    *k = (dkey){{((const tyc_named *)x)->name, NULL, NULL}, 0};
}

static void key_call(const void *x, dkey *k)
{
    *k = (dkey){{((const tyc_call *)x)->name, NULL, NULL}, 0};
}

static void key_res(const void *x, dkey *k)
{
    const tyc_res *r = x;
    *k = (dkey){{r->data ? "d" : "r", r->type, r->name}, 0};
}

static void key_prov(const void *x, dkey *k)
{
    const tyc_prov *p = x;
    *k = (dkey){{p->name, p->alias ? "a" : "", p->alias ? p->alias : ""}, 0};
}

/* Locals (k 0), outputs (1) and module calls (2): a later definition replaces the earlier
** one in Terraform's map, so each duplicate names the one just before it. */
static int named(tyc_diags *d, tyc_vec *v, int k)
{
    static const char *const sums[] = {"Duplicate local value definition",
                                       "Duplicate output definition", "Duplicate module call"};
    static const char *const dets[] = {
        "A local value named \"%s\" was already defined at %s. Local value names must be unique "
        "within a module.",
        "An output named \"%s\" was already defined at %s. Output names must be unique within a "
        "module.",
        "A module call named \"%s\" was already defined at %s. Module calls must have unique "
        "names within a module."};
    uint32_t *prev = runs(d->arena, v, k == 2 ? key_call : key_named, 0);
    if (!prev)
        return -1;
    for (uint32_t i = 0; i < v->n; i++) {
        if (!prev[i])
            continue;
        const void *x = v->v[i], *p = v->v[prev[i] - 1];
        const char *name = k == 2 ? ((const tyc_call *)x)->name : ((const tyc_named *)x)->name;
        const tyc_source *src = k == 2 ? ((const tyc_call *)x)->src : ((const tyc_named *)x)->src;
        const tyc_node *it = k == 2 ? ((const tyc_call *)x)->blk : ((const tyc_named *)x)->item;
        const tyc_source *ps = k == 2 ? ((const tyc_call *)p)->src : ((const tyc_named *)p)->src;
        const tyc_node *pit = k == 2 ? ((const tyc_call *)p)->blk : ((const tyc_named *)p)->item;
        if (report(d, src, it, sums[k], tyc_sprintf(d->arena, dets[k], name, at(d, ps, pit))) < 0)
            return -1;
    }
    compact(v, prev);
    return 0;
}

/* Resources of one mode ('r' managed and data, 'e' ephemeral): the first declaration stays. */
static int resources(tyc_diags *d, tyc_vec *v, int mode)
{
    uint32_t *prev = runs(d->arena, v, key_res, 1);
    if (!prev)
        return -1;
    for (uint32_t i = 0; i < v->n; i++) {
        if (!prev[i])
            continue;
        const tyc_res *r = v->v[i], *first = v->v[prev[i] - 1];
        int m = mode == 'e' ? 'e' : r->data ? 'd' : 'r';
        const char *what = m == 'r' ? "resource" : m == 'd' ? "data" : "ephemeral";
        const char *kind = m == 'r'   ? "resource"
                           : m == 'd' ? "data resource"
                                      : "ephemeral resource";
        if (report(d, r->src, r->blk,
                   tyc_sprintf(d->arena, "Duplicate %s \"%s\" configuration", what, first->type),
                   tyc_sprintf(d->arena, "A %s %s named \"%s\" was already declared at %s. "
                                         "Resource names must be unique per type in each "
                                         "module.",
                               first->type, kind, first->name, at(d, first->src, first->blk))) <
            0)
            return -1;
    }
    compact(v, prev);
    return 0;
}

/* Provider configurations: one per local name and alias; the first stays. */
static int providers(tyc_diags *d, tyc_vec *v)
{
    uint32_t *prev = runs(d->arena, v, key_prov, 1);
    if (!prev)
        return -1;
    for (uint32_t i = 0; i < v->n; i++) {
        if (!prev[i])
            continue;
        const tyc_prov *p = v->v[i], *first = v->v[prev[i] - 1];
        const char *det =
            first->alias
                ? tyc_sprintf(d->arena, "A provider configuration for \"%s\" with alias \"%s\" "
                                        "was already given at %s. Each configuration for the "
                                        "same provider must have a distinct alias.",
                              first->name, first->alias, at(d, first->src, first->blk))
                : tyc_sprintf(d->arena, "A default (non-aliased) provider configuration for "
                                        "\"%s\" was already given at %s. If multiple "
                                        "configurations are required, set the \"alias\" "
                                        "argument for alternative configurations.",
                              first->name, at(d, first->src, first->blk));
        if (report(d, p->src, p->blk, "Duplicate provider configuration", det) < 0)
            return -1;
    }
    compact(v, prev);
    return 0;
}

int tyc_module_dups(tyc_diags *d, tyc_vec *provs, tyc_vec *locals, tyc_vec *outs,
                    tyc_vec *calls, tyc_vec *res, tyc_vec *eph)
{
    if (providers(d, provs) < 0 || named(d, locals, 0) < 0 || named(d, outs, 1) < 0 ||
        named(d, calls, 2) < 0 || resources(d, res, 'r') < 0 || resources(d, eph, 'e') < 0)
        return -1;
    return 0;
}

/* Whether v (tyc_res pointers) holds a block of r's mode, type and name. */
static int has_res(const tyc_vec *v, const tyc_res *r)
{
    for (uint32_t i = 0; i < v->n; i++) {
        const tyc_res *q = v->v[i];
        if (q->data == r->data && !strcmp(q->type, r->type) && !strcmp(q->name, r->name))
            return 1;
    }
    return 0;
}

int tyc_module_override_bases(tyc_diags *d, const tyc_vec *provs, const tyc_vec *res,
                              const tyc_vec *oprovs, const tyc_vec *ores)
{
    for (uint32_t i = 0; i < oprovs->n; i++) {
        const tyc_prov *p = oprovs->v[i];
        int found = 0;
        for (uint32_t j = 0; j < provs->n && !found && p->alias; j++) {
            const tyc_prov *q = provs->v[j];
            found = !strcmp(q->name, p->name) && q->alias && !strcmp(q->alias, p->alias);
        }
        if (p->alias && !found &&
            report(d, p->src, p->blk, "Missing base provider configuration for override",
                   tyc_sprintf(d->arena, "There is no %s provider configuration with the alias "
                                         "\"%s\". An override file can only override an aliased "
                                         "provider configuration that was already defined in a "
                                         "primary configuration file.",
                               p->name, p->alias)) < 0)
            return -1;
    }
    for (uint32_t i = 0; i < ores->n; i++) {
        const tyc_res *r = ores->v[i];
        if (has_res(res, r))
            continue;
        const char *det =
            r->data ? tyc_sprintf(d->arena, "There is no %s data resource named \"%s\". An "
                                            "override file can only override a data block "
                                            "defined in a primary configuration file.",
                                  r->type, r->name)
                    : tyc_sprintf(d->arena, "There is no %s resource named \"%s\". An override "
                                            "file can only override a resource block defined in "
                                            "a primary configuration file.",
                                  r->type, r->name);
        if (report(d, r->src, r->blk,
                   r->data ? "Missing data resource to override" : "Missing resource to override",
                   det) < 0)
            return -1;
    }
    return 0;
}
