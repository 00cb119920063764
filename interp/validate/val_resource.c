/* SPDX-License-Identifier: Apache-2.0 */
/*
** val_resource.c: `tycon validate`: resource, data and provider blocks checked against provider
** schemas as Terraform's validate walk checks them (NodeValidatableResource and
** ValidateProvider): which provider a block belongs to (required_providers, the `provider`
** meta-argument, the type's prefix), "Invalid resource type" / "Invalid data source", the
** body decoded (val_decode.c), then the rules real providers apply on their side, kept only
** when core found no error. Also Terraform's static check of resource references against
** the schema ("Unsupported attribute", instance keys).
*/
#include "interp/validate/val_int.h"

#include <ctype.h>
#include <stdlib.h>

#include "runtime/base/str.h"

/* ---- which provider ---- */

/* The literal string of a configuration expression, or NULL. */
static const char *lit_string(const tyc_node *e)
{
    if (e && e->kind == TYC_N_TEMPLATE && e->n == 1)
        e = e->kids[0];
    if (e && e->kind == TYC_N_STRING)
        return e->text;
    if (e && e->kind == TYC_N_VALUE && e->val && e->val->type == &tyc_t_string &&
        !tyc_v_is_null(e->val) && !tyc_v_is_unknown(e->val))
        return e->val->u.s;
    return NULL;
}

/* The `source` of a required_providers entry ({ source = "ns/type", ... }), or NULL. */
static const char *entry_source(const tyc_node *e)
{
    if (!e || e->kind != TYC_N_OBJECT)
        return NULL;
    for (uint32_t i = 0; i + 1 < e->n; i += 2) {
        const tyc_node *k = e->kids[i];
        if (k && k->kind == TYC_N_OBJKEY && k->n)
            k = k->kids[0];
        if (k && k->kind == TYC_N_TEMPLATE && k->n == 1)
            k = k->kids[0];
        if (k && k->text && !strcmp(k->text, "source"))
            return lit_string(e->kids[i + 1]);
    }
    return NULL;
}

tyc_sprov *tyc_val_provider_for(mc_run *run, const tyc_cfg *cfg, const char *local,
                               const char **fqn)
{
    tyc_arena *a = run->a;
    int32_t i = tyc_named_find(cfg->reqp, cfg->nreqp, (tyc_str){local, strlen(local)});
    const char *src = i >= 0 ? entry_source(cfg->reqp[i].expr) : NULL;
    if (!src)
        src = tyc_sprintf(a, "hashicorp/%s", local);
    if (!src)
        return NULL;
    uint32_t slashes = 0;
    for (const char *p = src; *p; p++)
        slashes += *p == '/';
    char *full = slashes == 2 ? tyc_sprintf(a, "%s", src)
                 : slashes == 1 ? tyc_sprintf(a, "registry.terraform.io/%s", src)
                                : tyc_sprintf(a, "registry.terraform.io/hashicorp/%s", src);
    if (!full)
        return NULL;
    for (char *p = full; *p; p++)
        *p = (char)tolower((unsigned char)*p);
    const char *pre = "registry.terraform.io/";
    *fqn = !strncmp(full, pre, strlen(pre)) ? full + strlen(pre) : full;
    return tyc_schemas_find(run->schemas, (tyc_str){full, strlen(full)});
}


/* The local provider name of a resource: its `provider` meta-argument's first name, else
** the type up to the first underscore. */
static const char *res_local(mc_run *run, const tyc_res *r)
{
    const tyc_node *p = tyc_body_attr(r->blk->kids[0], "provider");
    const tyc_node *e = p ? p->kids[0] : NULL;
    while (e && e->kind == TYC_N_GETATTR)
        e = e->kids[0];
    if (e && e->kind == TYC_N_VAR && e->text)
        return e->text;
    const char *u = strchr(r->type, '_');
    return u ? tyc_strndup(run->a, r->type, (size_t)(u - r->type)) : r->type;
}

/* The provider configuration a resource names: *alias receives ALIAS of `provider =
** LOCAL.ALIAS` (NULL for none); returns the local name. */
static const char *res_config(mc_run *run, const tyc_res *r, const char **alias)
{
    const tyc_node *body = r->blk->kids[0];
    for (uint32_t i = 0; body->kind == TYC_N_OBJECT && i + 1 < body->n; i += 2) {
        const tyc_node *k = body->kids[i], *v = body->kids[i + 1]; /* JSON: "provider": "a.b" */
        if (k->kind == TYC_N_OBJKEY && k->n)
            k = k->kids[0];
        if (!k->text || strcmp(k->text, "provider") || v->kind != TYC_N_STRING || !v->text)
            continue;
        const char *dot = strchr(v->text, '.');
        *alias = dot ? dot + 1 : NULL;
        return dot ? tyc_strndup(run->a, v->text, (size_t)(dot - v->text)) : v->text;
    }
    const tyc_node *p = tyc_body_attr(body, "provider");
    const tyc_node *e = p ? p->kids[0] : NULL;
    *alias = e && e->kind == TYC_N_GETATTR ? e->text : NULL;
    return res_local(run, r);
}

/* The index of the provider block (local, alias) in cfg, or -1. */
static int32_t find_prov(const tyc_cfg *cfg, const char *local, const char *alias)
{
    for (uint32_t i = 0; i < cfg->nprovs; i++)
        if (!strcmp(cfg->provs[i].name, local) &&
            (alias ? cfg->provs[i].alias && !strcmp(cfg->provs[i].alias, alias)
                   : !cfg->provs[i].alias))
            return (int32_t)i;
    return -1;
}

/* Through call c's `providers` map: the configuration on the other side of (local, alias)
** into *olocal / *oalias: the caller's for a child's name (up 1), the child's for a caller's
** (up 0). 1 when the map has it, 0 when it does not, -1 when the call has no map (default
** configurations are inherited). */
static int across(tyc_arena *a, const tyc_call *c, int up, const char *local,
                  const char *alias, const char **olocal, const char **oalias)
{
    tyc_passed *v;
    int64_t n = tyc_call_providers(a, c, &v);
    if (n < 0)
        return n == -1 ? -1 : 0;
    for (int64_t i = 0; i < n; i++) {
        const char *l = up ? v[i].clocal : v[i].plocal, *al = up ? v[i].calias : v[i].palias;
        if (!l || strcmp(l, local) || (alias ? !al || strcmp(al, alias) : al != NULL))
            continue;
        *olocal = up ? v[i].plocal : v[i].clocal;
        *oalias = up ? v[i].palias : v[i].calias;
        return *olocal ? 1 : 0;
    }
    return 0;
}

/* 1 when the provider configuration (local, alias) that instance in's resources use failed
** its check: the module's own block, else the one its call passes or lets it inherit, up to
** the root (Terraform skips what depends on a failed provider). */
static int provider_failed(tyc_arena *a, const mc_inst *in, const char *local,
                           const char *alias, uint32_t depth)
{
    int32_t pi = find_prov(in->cfg, local, alias);
    if (pi >= 0)
        return in->pfail[pi];
    if (!in->parent || !in->via || depth >= 64)
        return 0;
    const char *pl = local, *pa = alias;
    int r = across(a, in->via, 1, local, alias, &pl, &pa);
    if (r == 0 || (r < 0 && alias))
        return 0;
    return provider_failed(a, in->parent, pl, pa, depth + 1);
}

/* 1 when the provider configuration (local, alias) exists for instance in's resources: the
** module's own block, a default configuration (implied), or one its call's `providers` map
** passes in from a configuration present in the caller. */
static int provider_present(tyc_arena *a, const mc_inst *in, const char *local,
                            const char *alias, uint32_t depth)
{
    if (!alias || find_prov(in->cfg, local, alias) >= 0)
        return 1;
    const char *pl = local, *pa = alias;
    if (!in->parent || !in->via || depth >= 64 || across(a, in->via, 1, local, alias, &pl, &pa) != 1)
        return 0;
    return provider_present(a, in->parent, pl, pa, depth + 1);
}

/* tycon's warning, once per provider address, that no schema was given for it. */
static int no_schema(mc_run *run, const tyc_res *r, const char *fqn)
{
    for (uint32_t i = 0; i < run->noschema.n; i++) /* a handful of providers */
        if (!strcmp(run->noschema.v[i], fqn))
            return 0;
    if (tyc_vec_push(run->a, &run->noschema, (void *)fqn) < 0)
        return -1;
    const tyc_node *l = r->blk->n > 1 ? r->blk->kids[1] : r->blk;
    return tyc_diag_add(run->d, TYC_SEV_WARNING, TYCON_ERR_EVAL, r->src, l->beg, l->end,
                        "Provider schema not loaded",
                        "No schema was given for provider %s, so its resource, data and "
                        "provider blocks were not checked. Produce one with `terraform "
                        "providers schema -json` and pass it with --provider-schema=FILE.",
                        fqn)
               ? 0
               : -1;
}

/* ---- provider-side rules ---- */

/* One step of a provider's attribute path. */
typedef struct pstep {
    const char *name;         /* an attribute step, or NULL for an index */
    int kind;                 /* index: 1 number, 2 string key */
    uint32_t i;
    const char *key;
} pstep;

/* The literal blocks of one type in one body, kept for the next provider diagnostic (the
** diagnostics of sibling blocks ask for the same list): in order, and sorted by label. */
struct mc_bcache {
    const tyc_node *body;
    const char *name;
    const tyc_node **v, **byk;
    uint32_t n;
};

static int label_cmp(const void *p, const void *q)
{
    const tyc_node *a = *(const tyc_node *const *)p, *b = *(const tyc_node *const *)q;
    const char *ka = a->n > 1 && a->kids[1]->text ? a->kids[1]->text : "";
    const char *kb = b->n > 1 && b->kids[1]->text ? b->kids[1]->text : "";
    return strcmp(ka, kb);
}

/* The blocks of type name in body (x's cache). NULL on OOM. */
static const struct mc_bcache *blocks_named(mc_dec *x, const tyc_node *body, const char *name)
{
    tyc_arena *a = x->s->run->a;
    struct mc_bcache *c = x->bc;
    if (c && c->body == body && !strcmp(c->name, name))
        return c;
    if (!c && !(c = x->bc = TYC_NEW(a, struct mc_bcache)))
        return NULL;
    c->body = body;
    c->name = name;
    c->n = 0;
    c->v = TYC_NEWN(a, const tyc_node *, body->n + 1);
    c->byk = TYC_NEWN(a, const tyc_node *, body->n + 1);
    if (!c->v || !c->byk)
        return NULL;
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *k = body->kids[i];
        if (k->kind == TYC_N_BLOCK && !strcmp(k->text, name))
            c->v[c->n++] = k;
    }
    memcpy(c->byk, c->v, c->n * sizeof *c->v);
    qsort(c->byk, c->n, sizeof *c->byk, label_cmp);
    return c;
}

/* The block of c labelled key, or NULL. */
static const tyc_node *by_key(const struct mc_bcache *c, const char *key)
{
    uint32_t lo = 0, hi = c->n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        const tyc_node *b = c->byk[mid];
        int r = strcmp(b->n > 1 && b->kids[1]->text ? b->kids[1]->text : "", key);
        if (!r)
            return b;
        if (r < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

/* tfdiags' traversePathSteps: the body a provider's path leads to in the configuration.
** NULL on OOM. */
static const tyc_node *traverse(mc_dec *x, const tyc_node *body, const pstep *st, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        if (!st[i].name)
            return body;
        const pstep *ix = i + 1 < n && !st[i + 1].name ? &st[i + 1] : NULL;
        if (ix)
            i++;
        const struct mc_bcache *c = blocks_named(x, body, st[i - (ix ? 1 : 0)].name);
        if (!c)
            return NULL;
        if (!c->n)
            continue;
        const tyc_node *b = !ix ? (c->n == 1 ? c->v[0] : NULL)
                            : ix->kind == 1 ? (ix->i < c->n ? c->v[ix->i] : NULL)
                                            : by_key(c, ix->key);
        if (!b)
            return body;
        body = b->kids[0];
    }
    return body;
}

/* ElaborateFromConfigBody: the subject of a provider diagnostic at path st[0..n). */
static int subject(mc_dec *x, const pstep *st, uint32_t n, uint32_t *beg, uint32_t *end)
{
    const tyc_node *top = x->top, *body = top;
    *beg = body->beg;
    *end = body->beg + 1;
    if (!n || !st[0].name)
        return 0;
    uint32_t fin = n - 1, nt = n;
    if (!st[fin].name) {
        if (n < 2)
            return 0;
        fin = n - 2;
        nt = n - 1;
    }
    /* the final attribute step names no block (an attribute wins over a block type), so the
    ** walk stops before it: the same body, and the cache of the last block list holds */
    if (nt > 1 && !(body = traverse(x, top, st, fin)))
        return -1;
    *beg = body->beg;
    *end = body->beg + 1;
    const tyc_node *at = st[fin].name ? tyc_body_attr(body, st[fin].name) : NULL;
    if (at) {
        *beg = at->kids[0]->beg;
        *end = at->kids[0]->end;
    }
    return 0;
}

/* The steps of the block path pp (outermost first) into st; their count. */
static uint32_t ppath_steps(const mc_ppath *pp, pstep *st, uint32_t max)
{
    uint32_t n = 0;
    for (const mc_ppath *p = pp; p; p = p->up)
        n += 1 + (p->nesting == TYC_NEST_LIST || p->nesting == TYC_NEST_MAP);
    if (n > max)
        return UINT32_MAX;
    uint32_t k = n;
    for (const mc_ppath *p = pp; p; p = p->up) {
        if (p->nesting == TYC_NEST_LIST)
            st[--k] = (pstep){NULL, 1, p->index, NULL};
        else if (p->nesting == TYC_NEST_MAP)
            st[--k] = (pstep){NULL, 2, 0, p->key};
        st[--k] = (pstep){p->name, 0, 0, NULL};
    }
    return n;
}

static int prov_diag(mc_dec *x, const pstep *st, uint32_t n, int err, const char *name)
{
    uint32_t beg, end;
    if (subject(x, st, n, &beg, &end) < 0)
        return -1;
    if (err)
        return tyc_diag_add(&x->prov, TYC_SEV_ERROR, TYCON_ERR_TYPE, x->src, beg, end,
                            "Invalid Configuration for Read-Only Attribute",
                            "Cannot set value for this attribute as the provider has marked "
                            "it as read-only. Remove the configuration line setting the "
                            "value.")
                   ? 0
                   : -1;
    return tyc_diag_add(&x->prov, TYC_SEV_WARNING, TYCON_ERR_TYPE, x->src, beg, end,
                        "Argument is deprecated",
                        "The argument \"%s\" is marked deprecated in the provider schema.", name)
               ? 0
               : -1;
}

#define MC_PMAX 128

static int rules(mc_dec *x, const tyc_sattr *sa, const tyc_value *v, pstep *st, uint32_t n);

/* The nested attribute type's objects in v, each checked. */
static int nested_rules(mc_dec *x, const tyc_sobj *ob, const tyc_value *v, pstep *st, uint32_t n)
{
    if (tyc_v_is_unknown(v) || tyc_v_is_null(v) || n + 2 >= MC_PMAX)
        return 0;
    uint32_t cnt = ob->nesting == TYC_NEST_SINGLE ? 1 : v->n;
    const tyc_str *keys = ob->nesting == TYC_NEST_MAP ? tyc_v_keys(v) : NULL;
    for (uint32_t i = 0; i < cnt; i++) {
        const tyc_value *e = ob->nesting == TYC_NEST_SINGLE ? v : v->u.elems[i];
        uint32_t m = n;
        if (ob->nesting == TYC_NEST_LIST)
            st[m++] = (pstep){NULL, 1, i, NULL};
        else if (ob->nesting == TYC_NEST_MAP)
            st[m++] = (pstep){NULL, 2, 0, tyc_strndup(x->s->run->a, keys[i].p, keys[i].len)};
        if (tyc_v_is_unknown(e) || tyc_v_is_null(e) || e->type->kind != TYC_OBJECT)
            continue;
        for (uint32_t j = 0; j < ob->nattrs; j++) {
            const tyc_value *av =
                tyc_v_attr(e, (tyc_str){ob->attrs[j].name, strlen(ob->attrs[j].name)});
            if (av && rules(x, &ob->attrs[j], av, st, m) < 0)
                return -1;
        }
    }
    return 0;
}

static int rules(mc_dec *x, const tyc_sattr *sa, const tyc_value *v, pstep *st, uint32_t n)
{
    if (tyc_v_is_unknown(v) || tyc_v_is_null(v) || n + 1 >= MC_PMAX)
        return 0;
    st[n] = (pstep){sa->name, 0, 0, NULL};
    if (sa->computed && !sa->optional && !sa->required && prov_diag(x, st, n + 1, 1, sa->name) < 0)
        return -1;
    if (sa->deprecated && prov_diag(x, st, n + 1, 0, sa->name) < 0)
        return -1;
    return sa->nested ? nested_rules(x, sa->nested, v, st, n + 1) : 0;
}

int tyc_val_provider_rules(mc_dec *x, const tyc_sattr *sa, const tyc_value *v,
                          const tyc_node *at, const mc_ppath *pp)
{
    (void)at;
    for (const mc_ppath *p = pp; p; p = p->up)
        if (p->unknown || p->nesting < 0)
            return 0; /* inside an unknown block list, or an attribute written as blocks */
    pstep st[MC_PMAX];
    uint32_t n = ppath_steps(pp, st, MC_PMAX - 4);
    return n == UINT32_MAX ? 0 : rules(x, sa, v, st, n);
}

/* ---- resources ---- */


/* The built-in provider's own rule: a computed-only argument set to a known value is
** `"id" attribute is read-only` (no detail, no place). */
static int builtin_rules(mc_scope *s, const tyc_res *r, const tyc_node *body, const tyc_sblock *b)
{
    for (uint32_t i = 0; i < b->nattrs; i++) {
        const tyc_sattr *sa = &b->attrs[i];
        const tyc_node *at = sa->computed && !sa->optional ? tyc_body_attr(body, sa->name)
                                                           : NULL;
        int bad = 0;
        const tyc_value *v = at ? tyc_mc_eval(s, r->src, at->kids[0], &bad) : NULL;
        if (at && !v && !bad)
            return -1;
        if (v && !tyc_v_is_null(v) && !tyc_v_is_unknown(v) &&
            !tyc_diag_add(s->run->d, TYC_SEV_ERROR, TYCON_ERR_TYPE, NULL, 0, 0,
                          tyc_sprintf(s->run->a, "\"%s\" attribute is read-only", sa->name),
                          "%s", ""))
            return -1;
    }
    return 0;
}

/* "Invalid resource type" / "Invalid data source" of a type the built-in provider lacks. */
static int builtin_invalid(mc_run *run, const tyc_res *r)
{
    const tyc_node *l = r->blk->n > 1 ? r->blk->kids[1] : r->blk;
    return tyc_diag_add(run->d, TYC_SEV_ERROR, TYCON_ERR_TYPE, r->src, l->beg, l->end,
                        r->data ? "Invalid data source" : "Invalid resource type",
                        r->data ? "The provider terraform.io/builtin/terraform does not support "
                                  "data source \"%s\"."
                                : "The provider terraform.io/builtin/terraform does not support "
                                  "resource type \"%s\".",
                        r->type)
               ? 0
               : -1;
}

/* "Invalid resource type" / "Invalid data source" with Terraform's suggestions. */
static int invalid_type(mc_run *run, tyc_sprov *p, const tyc_res *r, const char *fqn)
{
    tyc_arena *a = run->a;
    tyc_str ty = {r->type, strlen(r->type)};
    int other = r->data ? TYC_SK_RESOURCE : TYC_SK_DATA, same = r->data;
    int st;
    const char *sug = "";
    if (tyc_sprov_block(a, p, other, ty, run->d, &st) || st == 2)
        sug = r->data ? tyc_sprintf(a, "\n\nDid you intend to use the managed resource type "
                                       "\"%s\"? If so, declare this using a \"resource\" block "
                                       "instead of a \"data\" block.", r->type)
                      : tyc_sprintf(a, "\n\nDid you intend to use the data source \"%s\"? If "
                                       "so, declare this using a \"data\" block instead of a "
                                       "\"resource\" block.", r->type);
    else if (st < 0)
        return -1;
    else
        for (uint32_t i = 0; i < tyc_sprov_count(p, same); i++) {
            tyc_str c = tyc_sprov_name(p, same, i);
            if (tyc_str_distance(ty, c) < 3) {
                sug = tyc_sprintf(a, " Did you mean \"%.*s\"?", (int)c.len, c.p);
                break;
            }
        }
    if (!sug)
        return -1;
    const tyc_node *l = r->blk->n > 1 ? r->blk->kids[1] : r->blk;
    return tyc_diag_add(run->d, TYC_SEV_ERROR, TYCON_ERR_TYPE, r->src, l->beg, l->end,
                        r->data ? "Invalid data source" : "Invalid resource type",
                        r->data ? "The provider %s does not support data source \"%s\".%s"
                                : "The provider %s does not support resource type \"%s\".%s",
                        fqn, r->type, sug)
               ? 0
               : -1;
}

/* The decode of a body in scope s against b; the provider's findings kept when core found
** no error. */
static int decode_keep(mc_scope *s, const tyc_source *src, const tyc_node *body,
                       const tyc_sblock *b, const char *const *skip, const char *addr,
                       int *errs)
{
    int keep = *errs >= 0; /* *errs < 0: no provider-side rules (the built-in provider) */
    mc_dec x = {s, src, keep ? *errs : 0, {0}, body, NULL};
    tyc_diags_init(&x.prov, s->run->a);
    if (!addr || tyc_val_decode(&x, body, b, skip) < 0)
        return -1;
    for (tyc_diag *g = x.prov.head; g; g = g->next)
        g->address = addr;
    if (!x.errs && keep)
        tyc_diags_append(s->run->d, &x.prov);
    *errs = x.errs;
    return 0;
}

/* Every expression of a block body, nested blocks included (lifecycle's ignore_changes
** names attributes, it refers to nothing). */
static int body_exprs(tyc_arena *a, const tyc_node *body, tyc_vec *out, int depth)
{
    for (uint32_t i = 0; i < body->n && depth < 64; i++) {
        const tyc_node *k = body->kids[i];
        if (k->kind == TYC_N_ATTR && strcmp(k->text, "ignore_changes") &&
            tyc_vec_push(a, out, (void *)k->kids[0]) < 0)
            return -1;
        if (k->kind == TYC_N_BLOCK && body_exprs(a, k->kids[0], out, depth + 1) < 0)
            return -1;
    }
    return 0;
}

static const char *const res_meta[] = {"count", "depends_on", "for_each", "provider",
                                       "lifecycle", "connection", "provisioner", NULL};

/* The schema of resource r of in, looked up without diagnostics (NULL when there is none). */
static const tyc_sblock *quiet_schema(mc_run *run, mc_inst *in, const tyc_res *r)
{
    tyc_arena *a = run->a;
    const char *alias = NULL, *fqn = NULL, *local = res_config(run, r, &alias);
    if (!local || !strcmp(local, "terraform"))
        return local ? tyc_val_builtin_schema(a, r->data, r->type) : NULL;
    tyc_diags quiet;
    tyc_diags_init(&quiet, a);
    tyc_diags *d = run->d;
    run->d = &quiet; /* the lookups below may report: the walk reports them in its place */
    tyc_sprov *p = tyc_val_provider_for(run, in->cfg, local, &fqn);
    int st = 0;
    const tyc_sblock *b = p ? tyc_sprov_block(a, p, r->data ? TYC_SK_DATA : TYC_SK_RESOURCE,
                                              (tyc_str){r->type, strlen(r->type)}, &quiet, &st)
                            : NULL;
    run->d = d;
    return st ? NULL : b;
}

/* (val_int.h) The expressions a body reads through schema b. */
int tyc_val_schema_exprs(tyc_arena *a, const tyc_node *body, const tyc_sblock *b, int flags,
                         tyc_vec *out, int depth)
{
    int graph = flags & TYC_SX_GRAPH, top = flags & TYC_SX_TOP, all = !b && !graph;
    for (uint32_t i = 0; i < body->n && depth < 64; i++) {
        const tyc_node *k = body->kids[i];
        tyc_str name = {k->text ? k->text : "", k->text ? strlen(k->text) : 0};
        int meta = 0;
        for (uint32_t m = 0; top && res_meta[m]; m++)
            meta |= !strcmp(name.p, res_meta[m]);
        if (meta && !graph)
            continue;
        if (k->kind == TYC_N_ATTR && (meta || all || (b && tyc_sblock_attr(b, name))) &&
            strcmp(name.p, "ignore_changes") && tyc_vec_push(a, out, (void *)k->kids[0]) < 0)
            return -1;
        if (k->kind != TYC_N_BLOCK || !k->n)
            continue;
        if (meta) { /* lifecycle, provisioner, connection */
            if (body_exprs(a, k->kids[0], out, depth + 1) < 0)
                return -1;
            continue;
        }
        int dyn = !strcmp(name.p, "dynamic") && !(b && tyc_sblock_btype(b, name));
        tyc_str tn = dyn && k->n > 1 && k->kids[1]->text
                         ? (tyc_str){k->kids[1]->text, strlen(k->kids[1]->text)}
                         : name;
        const tyc_sbtype *bt = b ? tyc_sblock_btype(b, tn) : NULL;
        if (!all && !bt && !(b && !graph && tyc_sblock_attr(b, tn)))
            continue;
        const tyc_node *fe = dyn ? tyc_body_attr(k->kids[0], "for_each") : NULL;
        if (fe && !(flags & TYC_SX_NO_EACH) && tyc_vec_push(a, out, (void *)fe->kids[0]) < 0)
            return -1;
        for (uint32_t j = 0; dyn && graph && j < k->kids[0]->n; j++) {
            const tyc_node *c = k->kids[0]->kids[j];
            if (c->kind == TYC_N_BLOCK && !strcmp(c->text, "content") && c->n &&
                tyc_val_schema_exprs(a, c->kids[0], bt->block, flags & ~TYC_SX_TOP, out,
                                     depth + 1) < 0)
                return -1;
        }
        if (!dyn && tyc_val_schema_exprs(a, k->kids[0], bt ? bt->block : NULL,
                                         flags & ~TYC_SX_TOP, out, depth + 1) < 0)
            return -1;
    }
    return 0;
}

/* Terraform's error for a resource naming a provider configuration the module does not
** declare (no subject: it comes from the provider transformer). */
static int not_present(mc_run *run, const mc_inst *in, const tyc_res *r, const char *full,
                       const char *alias)
{
    const char *addr = tyc_sprintf(run->a, "%s%s%s%s.%s", in->addr, *in->addr ? "." : "",
                                   r->data ? "data." : "", r->type, r->name);
    return addr && tyc_diag_add(run->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, NULL, 0, 0,
                                "Provider configuration not present",
                                "To work with %s its original provider configuration at "
                                "provider[\"%s\"].%s is required, but it has been removed. This "
                                "occurs when a provider configuration is removed while objects "
                                "created by that provider still exist in the state. Re-add the "
                                "provider configuration to destroy %s, after which you can "
                                "remove the provider configuration again.",
                                addr, full, alias, addr)
               ? 0
               : -1;
}


static int validate_resource(mc_run *run, mc_inst *in, uint32_t ri);

const tyc_type *tyc_val_resource_type(mc_run *run, const tyc_cfg *cfg, const tyc_res *r)
{
    const char *alias = NULL, *fqn = NULL, *local = res_config(run, r, &alias);
    int builtin = local && !strcmp(local, "terraform");
    tyc_sprov *p = local && !builtin ? tyc_val_provider_for(run, cfg, local, &fqn) : NULL;
    tyc_diags quiet; /* a malformed schema is reported where the resource is checked */
    tyc_diags_init(&quiet, run->a);
    int st = 1;
    const tyc_sblock *b = builtin ? tyc_val_builtin_schema(run->a, r->data, r->type)
                          : p     ? tyc_sprov_block(run->a, p,
                                                    r->data ? TYC_SK_DATA : TYC_SK_RESOURCE,
                                                    (tyc_str){r->type, strlen(r->type)}, &quiet,
                                                    &st)
                                  : NULL;
    if (!b)
        return NULL;
    const tyc_node *body = r->blk->kids[0];
    int cnt = body->kind == TYC_N_BODY && tyc_body_attr(body, "count");
    if (!r->repeated)
        return b->itype;
    return cnt ? tyc_type_list(run->a, b->itype) : tyc_type_map(run->a, b->itype);
}

/* A JSON resource body read against its schema (val_json.c), its errors into *jd; an empty
** body when the type has no schema (reported later). NULL on OOM. */
static const tyc_node *json_body(mc_scope *s, const tyc_res *r, tyc_diags *jd)
{
    static const char *const meta[] = {"count", "depends_on", "for_each", "provider",
                                       "lifecycle", "connection", "provisioner", NULL};
    static tyc_node empty = {.kind = TYC_N_BODY};
    mc_run *run = s->run;
    const char *alias = NULL, *fqn = "", *local = res_config(run, r, &alias);
    int builtin = !strcmp(local, "terraform");
    tyc_sprov *p = builtin ? NULL : tyc_val_provider_for(run, s->in->cfg, local, &fqn);
    int st = 1;
    const tyc_sblock *b = builtin ? tyc_val_builtin_schema(run->a, r->data, r->type)
                          : p     ? tyc_sprov_block(run->a, p,
                                                    r->data ? TYC_SK_DATA : TYC_SK_RESOURCE,
                                                    (tyc_str){r->type, strlen(r->type)},
                                                    run->d, &st)
                                  : NULL;
    if (!fqn || st < 0)
        return NULL;
    if (!b)
        return &empty;
    tyc_diags *save = run->d;
    run->d = jd;
    mc_dec x = {s, r->src, 0, {0}, NULL, NULL};
    const tyc_node *bd = tyc_val_json_body(&x, r->blk->kids[0], b, meta);
    run->d = save;
    return bd;
}

int tyc_val_provider_graph(mc_run *run, const tyc_cfg *root)
{
    mc_inst in0 = {.cfg = root, .addr = ""};
    int n = 0;
    for (uint32_t i = 0; i < root->nres; i++) {
        const tyc_res *r = &root->res[i];
        const char *alias = NULL, *local = res_config(run, r, &alias);
        if (!alias || find_prov(root, local, alias) >= 0)
            continue;
        const char *fqn = NULL;
        tyc_sprov *p = tyc_val_provider_for(run, root, local, &fqn);
        if (!fqn)
            return -1;
        const char *full = p ? tyc_sprov_addr(p)
                             : tyc_sprintf(run->a, "%s%s", strchr(fqn, '.') ? "" :
                                           "registry.terraform.io/", fqn);
        if (!full || not_present(run, &in0, r, full, alias) < 0)
            return -1;
        n++;
    }
    return n;
}

/* The provisioner blocks of a resource against the built-in provisioners' schemas (`self`
** allowed; when, on_failure and connection are the loader's). */
static int provisioners(mc_scope *rs, const tyc_res *r, const char *addr)
{
    static const char *const skip[] = {"when", "on_failure", "connection", NULL};
    const tyc_node *body = r->blk->kids[0];
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *k = body->kids[i];
        if (k->kind != TYC_N_BLOCK || strcmp(k->text, "provisioner") || k->n < 2 ||
            !k->kids[1]->text)
            continue;
        const tyc_sblock *b = tyc_val_provisioner_schema(rs->run->a, k->kids[1]->text);
        if (!b)
            continue;
        mc_scope s = *rs;
        s.self_ok = 1;
        int errs = 0;
        if (decode_keep(&s, r->src, k->kids[0], b, skip, addr, &errs) < 0)
            return -1;
    }
    return 0;
}

int tyc_val_resource(mc_run *run, mc_inst *in, uint32_t ri)
{
    uint32_t before = run->d->nerrors;
    int r = validate_resource(run, in, ri);
    if (run->d->nerrors > before)
        in->rfail[ri] = 1;
    return r;
}

static int validate_resource(mc_run *run, mc_inst *in, uint32_t ri)
{
    tyc_arena *a = run->a;
    const tyc_res *r = &in->cfg->res[ri];
    const tyc_str in_name = {"index", 5}, kn[] = {{"key", 3}, {"value", 5}};
    const tyc_value *idx = tyc_v_unknown(a, &tyc_t_number);
    const tyc_value *kv[] = {tyc_v_unknown(a, &tyc_t_string), &tyc_v_dynval};
    mc_scope s = {run, in, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, 1};
    const tyc_node *body = r->blk->kids[0];
    tyc_diags jd; /* a JSON body's own errors, reported with the decoding */
    tyc_diags_init(&jd, a);
    if (!idx || !kv[0])
        return -1;
    if (body->kind == TYC_N_OBJECT && !(body = json_body(&s, r, &jd)))
        return run->a->ctx->oom ? -1 : 0;
    if (tyc_body_attr(body, "count") && !(s.count = tyc_v_object(a, &in_name, &idx, 1)))
        return -1;
    if (!s.count && tyc_body_attr(body, "for_each") && !(s.each = tyc_v_object(a, kn, kv, 2)))
        return -1;
    mc_scope ms = {run, in, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL};
    tyc_vec ex = {0};
    if (tyc_val_schema_exprs(a, body, quiet_schema(run, in, r), TYC_SX_GRAPH | TYC_SX_TOP, &ex,
                             0) < 0)
        return -1;
    int up = tyc_mc_upstream_failed(&ms, (const tyc_node *const *)ex.v, ex.n);
    if (up) {
        in->rfail[ri] = 1;
        return up < 0 ? -1 : 0;
    }
    const char *alias = NULL, *local = res_config(run, r, &alias);
    int32_t pi = find_prov(in->cfg, local, alias);
    if (provider_failed(a, in, local, alias, 0)) {
        in->rfail[ri] = 1;
        return 0;
    }
    const tyc_node *dep = tyc_body_attr(body, "depends_on");
    if (dep && tyc_mc_depends_on(&ms, r->src, dep->kids[0]) < 0)
        return -1;
    const tyc_node *cnt = tyc_body_attr(body, "count"), *fe = tyc_body_attr(body, "for_each");
    if ((cnt && tyc_mc_check_count(&ms, r->src, cnt->kids[0]) < 0) ||
        (!cnt && fe && tyc_mc_check_each(&ms, r->src, fe->kids[0]) < 0))
        return -1;
    const char *fqn = NULL;
    int builtin = !strcmp(local, "terraform"); /* terraform.io/builtin/terraform */
    tyc_sprov *p = builtin ? NULL : tyc_val_provider_for(run, in->cfg, local, &fqn);
    const tyc_sblock *b = builtin ? tyc_val_builtin_schema(a, r->data, r->type) : NULL;
    if (builtin && !b)
        return builtin_invalid(run, r);
    if (!builtin && !fqn)
        return -1;
    if (!builtin && !p)
        return no_schema(run, r, fqn);
    if (!builtin && alias && pi < 0 && !provider_present(a, in, local, alias, 0))
        return not_present(run, in, r, tyc_sprov_addr(p), alias);
    int st = 0;
    if (!builtin)
        b = tyc_sprov_block(a, p, r->data ? TYC_SK_DATA : TYC_SK_RESOURCE,
                            (tyc_str){r->type, strlen(r->type)}, run->d, &st);
    if (st < 0)
        return -1;
    if (st == 1)
        return invalid_type(run, p, r, fqn);
    const char *addr = tyc_sprintf(a, "%s%s%s%s.%s", in->addr, *in->addr ? "." : "",
                                   r->data ? "data." : "", r->type, r->name);
    int errs = (int)jd.nerrors;
    tyc_diags_append(run->d, &jd);
    if (builtin) /* the built-in provider adds no rule of its own */
        errs = -1;
    int rfail = 0;
    if (b && tyc_val_refs_failed(&s, r->src, body, b, &rfail) < 0)
        return -1;
    if (rfail)
        return 0;
    if (s.dyn_unknown && s.dyn_unknown->n && errs == 0)
        errs = 1; /* a dynamic block's for_each failed: EvalBlock has errors, so neither
                  ** the provider's rules nor the checks after it run */
    if (!b || decode_keep(&s, r->src, body, b, res_meta, addr, &errs) < 0)
        return b ? -1 : 0;
    if (builtin && errs == 0 && builtin_rules(&s, r, body, b) < 0)
        return -1;
    if (!r->data && provisioners(&s, r, addr) < 0)
        return -1;
    for (uint32_t i = 0; i < body->n && !errs && !r->data; i++) {
        const tyc_node *lc = body->kids[i];
        const tyc_node *ic = lc->kind == TYC_N_BLOCK && !strcmp(lc->text, "lifecycle")
                                 ? tyc_body_attr(lc->kids[0], "ignore_changes")
                                 : NULL;
        if (ic && tyc_val_ignore_changes(&s, r->src, ic->kids[0], b) < 0)
            return -1;
    }
    return 0;
}

/* 1 when a resource of cfg, or of a module below it, uses provider configuration (local,
** alias) of cfg: its own resources, then each child it is passed to (Terraform keeps a
** provider node in the graph when anything depends on it). */
static int used_below(mc_run *run, const tyc_cfg *cfg, const char *local, const char *alias,
                      uint32_t depth)
{
    for (uint32_t k = 0; k < cfg->nres; k++) {
        const char *ra = NULL, *rl = res_config(run, &cfg->res[k], &ra);
        if (rl && !strcmp(rl, local) && (alias ? ra && !strcmp(ra, alias) : !ra))
            return 1;
    }
    for (uint32_t i = 0; depth < 64 && i < cfg->ncalls; i++) {
        const tyc_call *c = &cfg->calls[i];
        const char *cl = local, *ca = alias;
        int p = c->child ? across(run->a, c, 0, local, alias, &cl, &ca) : 0;
        if (p < 0 && (alias || find_prov(c->child, local, NULL) >= 0))
            continue; /* inherited: default configurations only, unless the child has one */
        if (p != 0 && used_below(run, c->child, cl, ca, depth + 1))
            return 1;
    }
    return 0;
}

int tyc_val_providers(mc_run *run, mc_inst *in)
{
    static const char *const prov_meta[] = {"alias", "version", NULL};
    const tyc_cfg *cfg = in->cfg;
    for (uint32_t i = 0; i < cfg->nprovs; i++) {
        const tyc_prov *pv = &cfg->provs[i];
        const tyc_node *body = pv->blk->kids[0];
        /* Terraform validates the configurations resources use, here or below */
        if (!used_below(run, cfg, pv->name, pv->alias, 0))
            continue;
        const char *fqn = NULL;
        tyc_sprov *p = tyc_val_provider_for(run, cfg, pv->name, &fqn);
        if (!fqn)
            return -1;
        if (!p)
            continue;
        int st;
        const tyc_sblock *b = tyc_sprov_config(run->a, p, run->d, &st);
        if (st < 0)
            return -1;
        mc_scope s = {run, in, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL};
        tyc_diags jd; /* a JSON body's own errors, kept unless the block is empty */
        tyc_diags_init(&jd, run->a);
        if (b && body->kind == TYC_N_OBJECT) {
            tyc_diags *save = run->d;
            run->d = &jd;
            mc_dec jx = {&s, pv->src, 0, {0}, NULL, NULL};
            body = tyc_val_json_body(&jx, body, b, prov_meta);
            run->d = save;
            if (!body)
                return -1;
        }
        int empty = 1;
        for (uint32_t j = 0; j < body->n && empty; j++)
            empty = body->kids[j]->kind == TYC_N_ATTR &&
                    (!strcmp(body->kids[j]->text, "alias") ||
                     !strcmp(body->kids[j]->text, "version"));
        if (empty && !jd.count)
            continue;
        tyc_diags_append(run->d, &jd);
        const char *full = tyc_sprov_addr(p);
        const char *addr = tyc_sprintf(run->a, "%s%sprovider[\"%s\"]%s%s", in->addr,
                                       *in->addr ? "." : "", full, pv->alias ? "." : "",
                                       pv->alias ? pv->alias : "");
        uint32_t before = run->d->nerrors - jd.nerrors;
        int errs = (int)jd.nerrors;
        if (b && decode_keep(&s, pv->src, body, b, prov_meta, addr, &errs) < 0)
            return -1;
        in->pfail[i] = run->d->nerrors > before;
    }
    return 0;
}
