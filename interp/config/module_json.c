/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_json.c: the part of the loader's resource and import checks that applies to JSON
** configuration files (hcl's JSON syntax): resource, data and ephemeral labels, count with
** for_each, and references that must be strings (a replace_triggered_by entry, an import's
** `to`: Terraform's unwrapJSONRefExpr). (The strings themselves are not parsed as
** expressions here.)
*/
#include "interp/config/module_int.h"

#include "runtime/base/str.h"

/* The key node of pair i of JSON object o. */
static const tyc_node *key(const tyc_node *o, uint32_t i)
{
    const tyc_node *k = o->kids[2 * i];
    return k && k->kind == TYC_N_OBJKEY && k->n ? k->kids[0] : k;
}

/* The value of property name of object o (its key in *kn), or NULL. */
static const tyc_node *prop(const tyc_node *o, const char *name, const tyc_node **kn)
{
    for (uint32_t i = 0; o->kind == TYC_N_OBJECT && i < o->n / 2; i++) {
        const tyc_node *k = key(o, i);
        if (k && k->text && !strcmp(k->text, name)) {
            if (kn)
                *kn = k;
            return o->kids[2 * i + 1];
        }
    }
    return NULL;
}

/* Terraform's unwrapJSONRefExpr for a value that is not a string. */
static int not_string(tyc_diags *d, const tyc_source *src, const tyc_node *e)
{
    if (e->kind == TYC_N_STRING || e->kind == TYC_N_TEMPLATE ||
        (e->kind == TYC_N_VALUE && e->val && e->val->type == &tyc_t_string))
        return 0;
    return tyc_cfg_err(d, src, e->beg, e->end, "Invalid reference expression",
                       "A single reference string is required.");
}

/* The lifecycle object(s) of a JSON resource: replace_triggered_by entries are strings. */
static int lifecycle(tyc_diags *d, const tyc_source *src, const tyc_node *lc)
{
    uint32_t n = lc->kind == TYC_N_TUPLE ? lc->n : 1;
    for (uint32_t i = 0; i < n; i++) {
        const tyc_node *o = lc->kind == TYC_N_TUPLE ? lc->kids[i] : lc;
        const tyc_node *rtb = prop(o, "replace_triggered_by", NULL);
        for (uint32_t j = 0; rtb && rtb->kind == TYC_N_TUPLE && j < rtb->n; j++)
            if (not_string(d, src, rtb->kids[j]) < 0)
                return -1;
    }
    return 0;
}

int tyc_module_json_resource(const tyc_source *src, const tyc_node *b, int kind, tyc_diags *d)
{
    if (tyc_cfg_res_names(src, b, kind, d) < 0)
        return -1;
    const tyc_node *body = b->kids[0], *fk = NULL;
    if (prop(body, "count", NULL) && prop(body, "for_each", &fk) &&
        tyc_cfg_err(d, src, fk->beg, fk->end, "Invalid combination of \"count\" and \"for_each\"",
                    "The \"count\" and \"for_each\" meta-arguments are mutually-exclusive, only "
                    "one should be used to be explicit about the number of resources to be "
                    "created.") < 0)
        return -1;
    const tyc_node *lc = kind == 'r' ? prop(body, "lifecycle", NULL) : NULL;
    return lc ? lifecycle(d, src, lc) : 0;
}

int tyc_module_json_import(const tyc_source *src, const tyc_node *v, tyc_diags *d)
{
    uint32_t n = v->kind == TYC_N_TUPLE ? v->n : 1;
    for (uint32_t i = 0; i < n; i++) {
        const tyc_node *o = v->kind == TYC_N_TUPLE ? v->kids[i] : v;
        const tyc_node *to = o->kind == TYC_N_OBJECT ? prop(o, "to", NULL) : NULL;
        if (to && not_string(d, src, to) < 0)
            return -1;
    }
    return 0;
}
