/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_reqp.c: the entries of a `required_providers` block as Terraform's loader decodes
** them (internal/configs provider_requirements.go): arguments only; a string (a version
** constraint) under a valid provider name; else an object under a normalized name with only
** `version` and `source` strings and `configuration_aliases` references NAME.ALIAS.
** (Version constraint syntax and source addresses are not checked.)
*/
#include "interp/config/rules/module_lc.h"

#include "interp/eval/eval.h"
#include "runtime/base/str.h"

/* The constant value of e with no variables (diagnostics discarded), or NULL. */
static const tyc_value *constant(tyc_arena *a, const tyc_source *src, const tyc_node *e)
{
    tyc_diags tmp;
    tyc_diags_init(&tmp, a);
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, a, &tmp, src);
    const tyc_value *v = tyc_eval(&ec, e);
    return tmp.nerrors ? NULL : v;
}

static int is_primitive(const tyc_value *v)
{
    return v && (v->type == &tyc_t_string || v->type == &tyc_t_number || v->type == &tyc_t_bool);
}

/* One NAME or NAME.ALIAS of configuration_aliases for provider name. */
static int alias_ref(tyc_diags *d, const tyc_source *src, const tyc_node *x, const tyc_node *list,
                     const char *name)
{
    const tyc_node *root = x, *second = NULL; /* the step after the root name */
    while (root->kind == TYC_N_GETATTR || root->kind == TYC_N_INDEX) {
        second = root;
        root = root->kids[0];
    }
    if (root->kind != TYC_N_VAR)
        return tyc_cfg_err(d, src, x->beg, x->end, "Invalid expression",
                           "A single static variable reference is required: only attribute "
                           "access and indexing with constant keys. No calculations, function "
                           "calls, template expressions, etc are allowed here.");
    if (second && second->kind != TYC_N_GETATTR) /* later steps are not looked at */
        return tyc_cfg_err(d, src, list->beg, list->end, "Invalid configuration_aliases value",
                           "Configuration aliases can only contain references to local provider "
                           "configuration names in the format of provider.alias");
    if (!strcmp(root->text, name))
        return 0;
    return tyc_cfg_err(d, src, list->beg, list->end, "Invalid configuration_aliases value",
                       tyc_sprintf(d->arena, "Configuration aliases must be prefixed with the "
                                             "provider name. Expected \"%s\", but found \"%s\".",
                                   name, root->text));
}

/* One key of an entry's object; 1 when Terraform stops reading the object. */
static int entry_key(tyc_arena *a, const tyc_source *src, const tyc_node *k, const tyc_node *v,
                     const char *name, tyc_diags *d)
{
    const tyc_node *kn = k->kind == TYC_N_OBJKEY && k->n ? k->kids[0] : k;
    const char *key = kn->kind == TYC_N_VAR ? kn->text : NULL;
    uint32_t n;
    if (!key)
        key = tyc_lc_quoted(kn, &n);
    if (!key && kn->kind == TYC_N_STRING)
        key = kn->text;
    if (!key)
        return 0;
    if (!strcmp(key, "version") || !strcmp(key, "source")) {
        const tyc_value *c = constant(a, src, v);
        if (c && c->type == &tyc_t_string)
            return 0;
        int ver = key[0] == 'v';
        return tyc_cfg_err(d, src, v->beg, v->end,
                           ver ? "Invalid version constraint" : "Invalid source",
                           ver ? "Version must be specified as a string."
                               : "Source must be specified as a string.");
    }
    if (!strcmp(key, "configuration_aliases")) {
        if (v->kind != TYC_N_TUPLE)
            return tyc_cfg_err(d, src, v->beg, v->end, "Invalid expression",
                               "A static list expression is required.");
        for (uint32_t i = 0; i < v->n; i++)
            if (alias_ref(d, src, v->kids[i], v, name) < 0)
                return -1;
        return 0;
    }
    return tyc_cfg_err(d, src, k->beg, k->end, "Invalid required_providers object",
                       "required_providers objects can only contain \"version\", \"source\" and "
                       "\"configuration_aliases\" attributes. To configure a provider, use a "
                       "\"provider\" block.") < 0 ? -1 : 1;
}

/* One entry NAME = VALUE. */
static int entry(tyc_arena *a, const tyc_source *src, const tyc_node *at, tyc_diags *d)
{
    const tyc_node *e = at->kids[0];
    const char *name = at->text ? at->text : "";
    if (is_primitive(constant(a, src, e))) {
        const char *why = tyc_cfg_provider_part(a, name);
        if (!why || why[0] == '\x01')
            return 0;
        return tyc_cfg_err(d, src, e->beg, e->end, "Invalid provider name", why);
    }
    int rc = tyc_cfg_provider_name(d, src, name, e->beg, e->end);
    if (rc)
        return rc < 0 ? -1 : 0;
    if (e->kind != TYC_N_OBJECT)
        return tyc_cfg_err(d, src, e->beg, e->end, "Invalid required_providers object",
                           "required_providers entries must be strings or objects.");
    for (uint32_t i = 0; i + 1 < e->n; i += 2) {
        int r = entry_key(a, src, e->kids[i], e->kids[i + 1], name, d);
        if (r)
            return r < 0 ? -1 : 0;
    }
    return 0;
}

int tyc_module_reqp(tyc_arena *a, const tyc_source *src, const tyc_node *b, tyc_diags *d)
{
    const tyc_node *body = b->kids[0];
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *it = body->kids[i];
        if (it->kind == TYC_N_BLOCK)
            return tyc_cfg_err(d, src, it->nbeg, it->nend,
                               tyc_sprintf(a, "Unexpected \"%s\" block", it->text),
                               "Blocks are not allowed here.");
    }
    for (uint32_t i = 0; i < body->n; i++)
        if (entry(a, src, body->kids[i], d) < 0)
            return -1;
    return 0;
}
