/* SPDX-License-Identifier: Apache-2.0 */
/*
** tree_providers.c: the provider configurations a `module` block passes in its `providers`
** map, checked against the child's requirements as Terraform's validateProviderConfigs does
** (internal/configs/provider_validation.go): a configuration the child neither requires
** (required_providers entry, configuration_aliases) nor declares as an empty block is
** "Reference to undefined provider": an error, or a warning when it would be a default
** (hashicorp) provider.
*/
#include "interp/config/tree.h"

#include "interp/config/project.h"
#include "runtime/base/str.h"

/* A provider reference `local` or `local.alias` (traversal t): its parts, or NULLs. */
static void provider_ref(const tyc_node *t, const char **local, const char **alias)
{
    const tyc_node *r = t->kind == TYC_N_GETATTR ? t->kids[0] : t;
    *alias = t->kind == TYC_N_GETATTR ? t->text : NULL;
    *local = r->kind == TYC_N_VAR ? r->text : NULL;
}

int64_t tyc_call_providers(tyc_arena *a, const tyc_call *c, tyc_passed **out)
{
    const tyc_node *pm = tyc_body_attr(c->blk->kids[0], "providers");
    const tyc_node *o = pm ? pm->kids[0] : NULL;
    *out = NULL;
    if (!o || o->kind != TYC_N_OBJECT)
        return -1;
    if (!(*out = TYC_NEWN(a, tyc_passed, o->n / 2 + 1)))
        return -2;
    for (uint32_t i = 0; i + 1 < o->n; i += 2) {
        tyc_passed *e = &(*out)[i / 2];
        e->key = o->kids[i];
        if (e->key->kind == TYC_N_OBJKEY && e->key->n)
            e->key = e->key->kids[0];
        e->value = o->kids[i + 1];
        provider_ref(e->key, &e->clocal, &e->calias);
        provider_ref(e->value, &e->plocal, &e->palias);
    }
    return o->n / 2;
}

/* The value expression of the child's required_providers entry `local`, or NULL. */
static const tyc_node *requirement(const tyc_cfg *ch, const char *local)
{
    int32_t i = tyc_named_find(ch->reqp, ch->nreqp, (tyc_str){local, strlen(local)});
    return i < 0 ? NULL : ch->reqp[i].expr;
}

/* The object attribute `name` of an object constructor expression, or NULL. */
static const tyc_node *obj_attr(const tyc_node *o, const char *name)
{
    for (uint32_t i = 0; o && o->kind == TYC_N_OBJECT && i + 1 < o->n; i += 2) {
        const tyc_node *k = o->kids[i];
        if (k->kind == TYC_N_OBJKEY && k->n)
            k = k->kids[0];
        const char *kt = k->kind == TYC_N_VAR || k->kind == TYC_N_STRING ? k->text : NULL;
        if (!kt && k->kind == TYC_N_TEMPLATE && k->n == 1 && k->kids[0]->kind == TYC_N_STRING)
            kt = k->kids[0]->text;
        if (kt && !strcmp(kt, name))
            return o->kids[i + 1];
    }
    return NULL;
}

/* 1 when the requirement req lists `local.alias` in configuration_aliases. */
static int has_alias(const tyc_node *req, const char *local, const char *alias)
{
    const tyc_node *ca = obj_attr(req, "configuration_aliases");
    for (uint32_t i = 0; ca && ca->kind == TYC_N_TUPLE && i < ca->n; i++) {
        const tyc_node *t = ca->kids[i];
        if (t->kind == TYC_N_GETATTR && t->kids[0]->kind == TYC_N_VAR &&
            !strcmp(t->text, alias) && !strcmp(t->kids[0]->text, local))
            return 1;
    }
    return 0;
}

/* 1 when the child declares an empty `provider "local"` block with that alias. */
static int empty_block(const tyc_cfg *ch, const char *local, const char *alias)
{
    for (uint32_t i = 0; i < ch->nprovs; i++) {
        const tyc_prov *p = &ch->provs[i];
        const tyc_node *body = p->blk->kids[0];
        size_t n = 0;
        for (uint32_t k = 0; body->kind == TYC_N_BODY && k < body->n; k++)
            n += !(body->kids[k]->kind == TYC_N_ATTR && !strcmp(body->kids[k]->text, "alias"));
        if (!strcmp(p->name, local) && (alias ? p->alias && !strcmp(p->alias, alias) : !p->alias) &&
            body->kind == TYC_N_BODY && !n)
            return 1;
    }
    return 0;
}

/* The provider source the child gives local name `local` ("hashicorp/NAME" by default),
** shown as Terraform shows it; *dflt 1 for a default (hashicorp) provider. */
static const char *source_of(tyc_arena *a, const tyc_cfg *ch, const char *local, int *dflt)
{
    const tyc_node *req = requirement(ch, local);
    const char *src = tyc_project_lit(obj_attr(req, "source"));
    if (!src || !*src)
        src = tyc_sprintf(a, "hashicorp/%s", local);
    else if (!strncmp(src, "registry.terraform.io/", 22))
        src += 22;
    *dflt = src && !strncmp(src, "hashicorp/", 10) && !strchr(src + 10, '/');
    return src;
}

/* "Provider type mismatch": the parent's configuration v (local.alias) is of another
** provider than the child's slot `name` (local name clocal; kr the key's local name). 0, or
** -1 on OOM. */
static int mismatch(tyc_arena *a, const tyc_cfg *pa, const tyc_call *c, const tyc_cfg *ch,
                    const char *name, const char *csrc, const tyc_node *kr, const tyc_node *v,
                    int resolved, tyc_diags *d)
{
    const tyc_node *vr = v->kind == TYC_N_GETATTR ? v->kids[0] : v;
    if (vr->kind != TYC_N_VAR || !vr->text)
        return 0;
    int dflt;
    /* the caller's type of the configuration (its default one when the types were not
    ** resolved), or of its requirement named as the child's slot (Terraform looks the slot's
    ** name up in the caller's required_providers) */
    const char *psrc = resolved ? source_of(a, pa, vr->text, &dflt)
                                : tyc_sprintf(a, "hashicorp/%s", vr->text);
    if (requirement(pa, name))
        psrc = source_of(a, pa, name, &dflt);
    if (!psrc)
        return -1;
    if (!strcmp(psrc, csrc))
        return 0;
    const char *ptext = *pa->addr ? pa->addr : "the root module";
    for (uint32_t i = 0; i < ch->nreqp; i++) { /* another local name of the child for it */
        const char *s = source_of(a, ch, ch->reqp[i].name, &dflt);
        if (s && !strcmp(s, psrc))
            return tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, c->src, kr->beg, kr->end,
                                "Provider type mismatch",
                                "The assigned configuration is for provider \"%s\", but local "
                                "name \"%s\" in %s represents \"%s\".\n\nTo pass this "
                                "configuration to the child module, use the local name \"%s\" "
                                "instead.",
                                psrc, name, ptext, csrc, ch->reqp[i].name)
                       ? 0
                       : -1;
    }
    const char *ptxt = v->kind == TYC_N_GETATTR ? tyc_sprintf(a, "%s.%s", vr->text, v->text)
                                                : vr->text;
    return ptxt && tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, c->src, vr->beg, vr->end,
                                "Provider type mismatch",
                                "The local name \"%s\" in %s represents provider \"%s\", but "
                                "\"%s\" in %s represents \"%s\".\n\nEach provider has its own "
                                "distinct configuration schema and provider types, so this "
                                "module's \"%s\" can be assigned only a configuration for %s, "
                                "which is not required by %s.",
                                ptxt, ptext, psrc, name, ch->addr, csrc, name, csrc, ch->addr)
               ? 0
               : -1;
}

/* 1 when module m resolves a type for local name `local`: a required_providers entry or a
** provider block of that name. */
static int knows(const tyc_cfg *m, const char *local)
{
    if (requirement(m, local))
        return 1;
    for (uint32_t i = 0; i < m->nprovs; i++)
        if (!strcmp(m->provs[i].name, local))
            return 1;
    return 0;
}

/* One `providers` entry: key k (the child's name) = v of call c of pa into child ch. 0, or
** -1 on OOM. */
static int passed(tyc_arena *a, const tyc_cfg *pa, const tyc_call *c, const tyc_cfg *ch,
                  const tyc_node *k, const tyc_node *v, int resolved, tyc_diags *d)
{
    const tyc_node *kr = k->kind == TYC_N_GETATTR ? k->kids[0] : k;
    const char *alias = k->kind == TYC_N_GETATTR ? k->text : NULL;
    if (kr->kind != TYC_N_VAR || !kr->text)
        return 0;
    const char *local = kr->text;
    const char *name = alias ? tyc_sprintf(a, "%s.%s", local, alias) : local;
    const tyc_node *req = requirement(ch, local);
    int dflt = 0;
    const char *src = name ? source_of(a, ch, local, &dflt) : NULL;
    if (!src)
        return -1;
    if ((!alias && req) || (alias && req && has_alias(req, local, alias)))
        return mismatch(a, pa, c, ch, name, src, kr, v, resolved, d);
    /* otherwise the slot's type is the one resolved for the child's local name, which stays
    ** the default one when the configuration had errors */
    if (!resolved && !(src = tyc_sprintf(a, "hashicorp/%s", local)))
        return -1;
    if (resolved && !knows(ch, local)) {
        /* Terraform's resolveProviderTypes fills in the entries of every call of the caller
        ** from each child that knows the name (internal/configs/config.go) */
        for (uint32_t i = 0; i < pa->ncalls; i++)
            if (pa->calls[i].child && knows(pa->calls[i].child, local)) {
                src = source_of(a, pa->calls[i].child, local, &dflt);
                break;
            }
        if (!src)
            return -1;
    }
    dflt = !strncmp(src, "hashicorp/", 10) && !strchr(src + 10, '/');
    if (empty_block(ch, local, alias))
        return mismatch(a, pa, c, ch, name, src, kr, v, resolved, d);
    if (dflt)
        return !tyc_diag_add(d, TYC_SEV_WARNING, TYCON_ERR_TYPE, c->src, kr->beg, kr->end,
                            "Reference to undefined provider",
                            "There is no explicit declaration for local provider name \"%s\" in "
                            "%s, so Terraform is assuming you mean to pass a configuration for "
                            "\"%s\".\n\nIf you also control the child module, add a "
                            "required_providers entry named \"%s\" with the source address "
                            "\"%s\".",
                            name, ch->addr, src, name, src)
                   ? -1
                   : mismatch(a, pa, c, ch, name, src, kr, v, resolved, d);
    return !tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, c->src, kr->beg, kr->end,
                        "Reference to undefined provider",
                        "The child module does not declare any provider requirement with the "
                        "local name \"%s\".\n\nIf you also control the child module, you can "
                        "add a required_providers entry named \"%s\" with the source address "
                        "\"%s\" to accept this provider configuration.",
                        name, name, src)
               ? -1
               : mismatch(a, pa, c, ch, name, src, kr, v, resolved, d);
}

/* 1 when provider block p has a configuration (an argument other than alias, or a block). */
static int configured(const tyc_prov *p)
{
    const tyc_node *body = p->blk->kids[0];
    for (uint32_t k = 0; body->kind == TYC_N_BODY && k < body->n; k++)
        if (!(body->kids[k]->kind == TYC_N_ATTR && !strcmp(body->kids[k]->text, "alias")))
            return 1;
    return 0;
}

/* The entry of the `providers` map v[0..n) for the child's slot local.alias (alias NULL:
** none), or NULL. */
static const tyc_passed *passed_in(const tyc_passed *v, int64_t n, const char *local,
                                   const char *alias)
{
    for (int64_t i = 0; i < n; i++)
        if (v[i].clocal && !strcmp(v[i].clocal, local) &&
            (alias ? v[i].calias && !strcmp(v[i].calias, alias) : !v[i].calias))
            return &v[i];
    return NULL;
}

/* What child ch of call c needs of its caller: no provider configuration of its own under
** count, for_each or depends_on (noconf: where the call or an outer one uses them, or NULL);
** none overridden by the caller; each configuration alias it requires configured or passed
** in. 0, or -1 on OOM. */
static int child_needs(tyc_arena *a, const tyc_cfg *pa, const tyc_call *c, const tyc_cfg *ch,
                       const tyc_passed *v, int64_t n, const tyc_range *noconf, tyc_diags *d)
{
    const char *sa = c->source ? tyc_project_lit(c->source->kids[0]) : NULL;
    int any = 0;
    for (uint32_t i = 0; i < ch->nprovs; i++) {
        const tyc_prov *p = &ch->provs[i];
        if (!configured(p))
            continue;
        any = 1;
        const tyc_passed *e = passed_in(v, n, p->name, p->alias);
        const tyc_node *kr = e ? (e->key->kind == TYC_N_GETATTR ? e->key->kids[0] : e->key) : NULL;
        const char *nm = p->alias ? tyc_sprintf(a, "%s.%s", p->name, p->alias) : p->name;
        if (kr && (!nm || !tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, c->src, kr->beg,
                                        kr->end, "Cannot override provider configuration",
                                        "The configuration of %s has its own local "
                                        "configuration for %s, and so it cannot accept an "
                                        "overridden configuration provided by %s.",
                                        ch->addr, nm, *pa->addr ? pa->addr : "the root module")))
            return -1;
    }
    if (any && noconf &&
        !tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, noconf->src, noconf->beg, noconf->end,
                      "Module is incompatible with count, for_each, and depends_on",
                      "The module at %s is a legacy module which contains its own local "
                      "provider configurations, and so calls to it may not use the count, "
                      "for_each, or depends_on arguments.\n\nIf you also control the module "
                      "\"%s\", consider updating this module to instead expect provider "
                      "configurations to be passed by its caller.",
                      ch->addr, sa ? sa : ""))
        return -1;
    for (uint32_t i = 0; i < ch->nreqp; i++) {
        const tyc_node *ca = obj_attr(ch->reqp[i].expr, "configuration_aliases");
        for (uint32_t k = 0; ca && ca->kind == TYC_N_TUPLE && k < ca->n; k++) {
            const tyc_node *t = ca->kids[k];
            if (t->kind != TYC_N_GETATTR || t->kids[0]->kind != TYC_N_VAR)
                continue;
            const char *local = t->kids[0]->text, *alias = t->text;
            int done = passed_in(v, n, local, alias) != NULL, dflt;
            for (uint32_t j = 0; j < ch->nprovs && !done; j++)
                done = configured(&ch->provs[j]) && !strcmp(ch->provs[j].name, local) &&
                       ch->provs[j].alias && !strcmp(ch->provs[j].alias, alias);
            if (done)
                continue;
            const char *src = source_of(a, ch, ch->reqp[i].name, &dflt);
            const tyc_node *b = c->blk; /* the block's DeclRange: through its label */
            uint32_t end = b->n > 1 && b->kids[b->n - 1] ? b->kids[b->n - 1]->end : b->nend;
            if (!src || !tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, c->src, b->nbeg, end,
                                      "Missing required provider configuration",
                                      "The child module requires an additional configuration "
                                      "for provider %s, with the local name \"%s.%s\".\n\n"
                                      "Refer to the module's documentation to understand the "
                                      "intended purpose of this additional provider "
                                      "configuration, and then add an entry for %s.%s in the "
                                      "\"providers\" meta-argument in the module block to "
                                      "choose which provider configuration the module should "
                                      "use for that purpose.",
                                      src, local, alias, local, alias))
                return -1;
        }
    }
    return 0;
}

/* Where call c uses count, for_each or depends_on (its first reference), else noconf. */
static const tyc_range *noconf_of(tyc_arena *a, const tyc_call *c, const tyc_range *noconf)
{
    const tyc_node *e = c->count ? c->count : c->for_each;
    const tyc_source *src = c->count ? c->count_src : c->each_src;
    if (!e) {
        const tyc_node *dep = tyc_body_attr(c->blk->kids[0], "depends_on");
        e = dep && dep->kids[0]->kind == TYC_N_TUPLE && dep->kids[0]->n ? dep->kids[0]->kids[0]
                                                                        : NULL;
        src = c->src;
    }
    tyc_range *r = e ? TYC_NEW(a, tyc_range) : NULL;
    if (!r)
        return noconf;
    r->src = src, r->beg = e->beg, r->end = e->end, r->anchor1 = 0;
    return r;
}

static int check_tree(tyc_arena *a, const tyc_cfg *cfg, const tyc_range *noconf, int resolved,
                      uint32_t depth, tyc_diags *d)
{
    for (uint32_t i = 0; i < cfg->ncalls && depth < 1000; i++) {
        const tyc_call *c = &cfg->calls[i];
        if (!c->child)
            continue;
        const tyc_range *nc = noconf_of(a, c, noconf);
        tyc_passed *v;
        int64_t n = tyc_call_providers(a, c, &v);
        if (n == -2 || check_tree(a, c->child, nc, resolved, depth + 1, d) < 0 ||
            child_needs(a, cfg, c, c->child, v, n < 0 ? 0 : n, nc, d) < 0)
            return -1;
        for (int64_t k = 0; k < n; k++)
            if (passed(a, cfg, c, c->child, v[k].key, v[k].value, resolved, d) < 0)
                return -1;
    }
    return 0;
}

int tyc_tree_providers(tyc_arena *a, const tyc_cfg *root, int resolved, tyc_diags *d)
{
    return check_tree(a, root, NULL, resolved, 0, d);
}
