/* SPDX-License-Identifier: Apache-2.0 */
/*
** mc_provgraph.c: the provider configurations of the graph Terraform builds before its walk
** (internal/terraform/transform_provider.go, ProviderConfigTransformer): each module's
** configurations (the root's required providers without a block of their own, every
** `provider` block, in a child also what its caller passes in), and each entry of a call's
** `providers` map proxied to the caller's configuration of the child's provider type; one
** the caller does not have stops the graph: "missing provider ADDR".
*/
#include "interp/modcall/mc_int.h"

#include "interp/config/project.h"
#include "runtime/base/str.h"

/* One provider configuration of a module: its provider's full address and its alias. */
typedef struct pconf {
    const char *fqn;
    const char *alias; /* "" when none */
} pconf;

/* The full provider address ("registry.terraform.io/example/toy") module cfg gives local
** name `local`: its required_providers entry's source, or the default (hashicorp) one. */
static const char *fqn_of(tyc_arena *a, const tyc_cfg *cfg, const char *local)
{
    int32_t i = tyc_named_find(cfg->reqp, cfg->nreqp, (tyc_str){local, strlen(local)});
    const tyc_node *req = i < 0 ? NULL : cfg->reqp[i].expr;
    const char *src = NULL;
    for (uint32_t k = 0; req && req->kind == TYC_N_OBJECT && k + 1 < req->n && !src; k += 2) {
        const tyc_node *key = req->kids[k];
        if (key->kind == TYC_N_OBJKEY && key->n)
            key = key->kids[0];
        if (key->kind == TYC_N_VAR && key->text && !strcmp(key->text, "source"))
            src = tyc_project_lit(req->kids[k + 1]);
    }
    if (!src || !*src)
        return tyc_sprintf(a, "registry.terraform.io/hashicorp/%s", local);
    int slashes = 0;
    for (const char *p = src; *p; p++)
        slashes += *p == '/';
    return slashes >= 2 ? src : tyc_sprintf(a, "registry.terraform.io/%s", src);
}

static int has(const tyc_vec *v, const char *fqn, const char *alias)
{
    for (uint32_t i = 0; i < v->n; i++) {
        const pconf *p = v->v[i];
        if (fqn && !strcmp(p->fqn, fqn) && !strcmp(p->alias, alias))
            return 1;
    }
    return 0;
}

static int add(tyc_arena *a, tyc_vec *v, const char *fqn, const char *alias)
{
    pconf *p = TYC_NEW(a, pconf);
    if (!p || !fqn)
        return -1;
    p->fqn = fqn, p->alias = alias ? alias : "";
    return tyc_vec_push(a, v, p);
}

/* The configurations of module cfg (called by call `via` with its configurations `up`, or
** the root when via is NULL) into *out. 0, or -1 on OOM. */
static int confs(tyc_arena *a, const tyc_cfg *cfg, const tyc_call *via, tyc_vec *out)
{
    for (uint32_t i = 0; !via && i < cfg->nreqp; i++) {
        int block = 0;
        for (uint32_t k = 0; k < cfg->nprovs && !block; k++)
            block = !cfg->provs[k].alias && !strcmp(cfg->provs[k].name, cfg->reqp[i].name);
        if (!block && add(a, out, fqn_of(a, cfg, cfg->reqp[i].name), NULL) < 0)
            return -1;
    }
    for (uint32_t i = 0; i < cfg->nprovs; i++)
        if (add(a, out, fqn_of(a, cfg, cfg->provs[i].name), cfg->provs[i].alias) < 0)
            return -1;
    tyc_passed *v;
    int64_t n = via ? tyc_call_providers(a, via, &v) : -1;
    if (n == -2)
        return -1;
    for (int64_t i = 0; i < n; i++)
        if (v[i].clocal && add(a, out, fqn_of(a, cfg, v[i].clocal), v[i].calias) < 0)
            return -1;
    return 0;
}

/* The first missing configuration below cfg (parent first): 1 after its error, 0, -1 OOM. */
static int check(mc_run *run, const tyc_cfg *cfg, const tyc_call *via, uint32_t depth)
{
    tyc_arena *a = run->a;
    tyc_vec have = {0};
    if (depth > 1000 || confs(a, cfg, via, &have) < 0)
        return depth > 1000 ? 0 : -1;
    for (uint32_t i = 0; i < cfg->ncalls; i++) {
        const tyc_call *c = &cfg->calls[i];
        if (!c->child)
            continue;
        tyc_passed *v;
        int64_t n = tyc_call_providers(a, c, &v);
        if (n == -2)
            return -1;
        for (int64_t k = 0; k < n; k++) {
            if (!v[k].clocal || !v[k].plocal)
                continue;
            const char *fqn = fqn_of(a, c->child, v[k].clocal);
            const char *alias = v[k].palias ? v[k].palias : "";
            if (!fqn)
                return -1;
            if (has(&have, fqn, alias))
                continue;
            const char *sum = tyc_sprintf(a, "missing provider %s%sprovider[\"%s\"]%s%s",
                                          cfg->addr, *cfg->addr ? "." : "", fqn,
                                          *alias ? "." : "", alias);
            return sum && tyc_diag_add(run->d, TYC_SEV_ERROR, TYCON_ERR_TYPE, NULL, 0, 0, sum,
                                       NULL)
                       ? 1
                       : -1;
        }
    }
    for (uint32_t i = 0; i < cfg->ncalls; i++) {
        const tyc_call *c = &cfg->calls[i];
        int r = c->child ? check(run, c->child, c, depth + 1) : 0;
        if (r)
            return r;
    }
    return 0;
}

int tyc_mc_provider_graph(mc_run *run, const tyc_cfg *root)
{
    return check(run, root, NULL, 0);
}
