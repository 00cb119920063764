/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_tf.c: the `terraform` blocks of a module (native syntax), decoded as Terraform's
** parser and module builder do (internal/configs parser_config.go, module.go,
** provider_meta.go): the block's schema, experiments (refused by release builds), the state
** storage blocks (`backend`, `cloud`; `state_store` is an experiment that release builds
** refuse as an unsupported block), their duplicates and
** conflicts across the primary files and their overrides, duplicate `required_providers`
** blocks, and `provider_meta` blocks (constant arguments, normalized names, duplicates).
*/
#include "interp/config/module_int.h"

#include "interp/eval/eval.h"
#include "runtime/base/str.h"

static const char *const tf_attrs[] = {"experiments", "language", "required_version", NULL};
/* the nested blocks: Terraform 1.14 added state_store (an experiment), OpenTofu has
** encryption (internal/configs/parser_config.go terraformBlockSchema of each) */
static const char *const tf_blocks_114[] = {"backend", "cloud", "provider_meta",
                                            "required_providers", "state_store", NULL};
static const char *const tf_blocks[] = {"backend", "cloud", "provider_meta",
                                        "required_providers", NULL};
static const char *const tf_blocks_tofu[] = {"backend", "cloud", "encryption", "provider_meta",
                                             "required_providers", NULL};

static const char *const *blocks_of(tyc_target t)
{
    return t.tofu ? tf_blocks_tofu : tyc_target_tf_ge(t, 1, 14) ? tf_blocks_114 : tf_blocks;
}

/* The wording of the state storage errors: Terraform 1.13 renamed them (module.go
** appendFile); OpenTofu words its own. */
typedef struct words {
    const char *dup_backend, *dup_backend_det, *dup_cloud, *dup_cloud_det, *conflict,
        *conflict_det;
} words;

static const words w_113 = {
    "Duplicate 'backend' configuration block",
    "A module may have only one 'backend' configuration block. The backend was previously "
    "configured at %s.",
    "Duplicate HCP Terraform configurations",
    "A module may have only one 'cloud' block configuring HCP Terraform or Terraform "
    "Enterprise. The 'cloud' block was previously configured at %s.",
    "Conflicting 'cloud' and 'backend' configuration blocks are present",
    "A module may declare either one 'cloud' block OR one 'backend' block for configuring "
    "state storage. The 'cloud' block is configured at %s; a 'backend' is configured at %s. "
    "Remove the 'backend' block to configure HCP Terraform or Terraform Enterprise."};
static const words w_111 = {
    "Duplicate backend configuration",
    "A module may have only one backend configuration. The backend was previously configured "
    "at %s.",
    "Duplicate HCP Terraform configurations",
    "A module may have only one 'cloud' block configuring HCP Terraform or Terraform "
    "Enterprise. The 'cloud' block was previously configured at %s.",
    "Both a backend and cloud configuration are present",
    "A module may declare either one 'cloud' block OR one 'backend' block configuring a state "
    "backend. The 'cloud' block is configured at %s; a backend is configured at %s. Remove the "
    "backend block to configure HCP Terraform or Terraform Enteprise."};
static const words w_tofu = {
    "Duplicate backend configuration",
    "A module may have only one backend configuration. The backend was previously configured "
    "at %s.",
    "Duplicate cloud configurations",
    "A module may have only one 'cloud' block configuring a cloud backend. A cloud backend was "
    "previously configured at %s.",
    "Both a backend and a cloud configuration are present",
    "A module may declare either one 'cloud' block configuring a cloud backend OR one 'backend' "
    "block configuring a state backend. A cloud backend is configured at %s; a backend is "
    "configured at %s. Remove the backend block to configure a cloud backend."};

static const words *words_of(tyc_target t)
{
    return t.tofu ? &w_tofu : tyc_target_tf_ge(t, 1, 13) ? &w_113 : &w_111;
}

/* The state storage and requirement blocks of one file. */
typedef struct tffile {
    tyc_range backends[2], clouds[2]; /* the first two of each */
    uint32_t nbackends, nclouds;
    tyc_vec reqs; /* tyc_range *: each required_providers block */
} tffile;

/* A block's declaration range as a tyc_range. */
static tyc_range defrange(const tyc_source *src, const tyc_node *b)
{
    tyc_range r = {src, 0, 0, 0};
    tyc_cfg_defrange(b, &r.beg, &r.end);
    return r;
}

static const char *rtext(tyc_diags *d, const tyc_range *r)
{
    return tyc_cfg_range_text(d->arena, r->src, r->beg, r->end);
}

/* A provider_meta block: constant arguments (no nested blocks), a normalized name. */
static int provider_meta(tyc_arena *a, tyc_module *m, tyc_vec *metas, const tyc_source *src,
                         const tyc_node *b, tyc_diags *d)
{
    const tyc_node *body = b->kids[0];
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *it = body->kids[i];
        if (it->kind == TYC_N_BLOCK) {
            const char *det = tyc_sprintf(a, "Blocks are not allowed here.");
            const char *sum = tyc_sprintf(a, "Unexpected \"%s\" block", it->text);
            return sum ? tyc_cfg_err(d, src, it->nbeg, it->nend, sum, det) : -1;
        }
    }
    for (uint32_t i = 0; i < body->n; i++) {
        tyc_evalctx ec;
        tyc_evalctx_init(&ec, a, d, src);
        if (!tyc_eval(&ec, body->kids[i]->kids[0]) && a->ctx->oom)
            return -1;
    }
    const char *name = b->n > 1 && b->kids[1]->text ? b->kids[1]->text : "";
    tyc_range r = defrange(src, b);
    int rc = tyc_cfg_provider_name(d, src, name, r.beg, r.end);
    if (rc)
        return rc < 0 ? -1 : 0;
    for (uint32_t i = 0; i < metas->n; i++) {
        const tyc_prov *p = metas->v[i];
        if (strcmp(p->name, name))
            continue;
        tyc_range pr = defrange(p->src, p->blk);
        if (tyc_cfg_err(d, src, r.beg, r.end, "Duplicate provider_meta block",
                        tyc_sprintf(a, "A provider_meta block for provider \"%s\" was already "
                                       "declared at %s. Providers may only have one "
                                       "provider_meta block per module.",
                                    name, rtext(d, &pr))) < 0)
            return -1;
    }
    (void)m;
    tyc_prov *p = TYC_NEW(a, tyc_prov);
    if (!p)
        return -1;
    *p = (tyc_prov){name, NULL, src, b};
    return tyc_vec_push(a, metas, p);
}

/* One nested block of a terraform block. 0, or -1 on OOM. */
static int inner(tyc_arena *a, tyc_module *m, tffile *f, tyc_vec *metas, const tyc_source *src,
                 const tyc_node *b, int override, tyc_diags *d)
{
    const char *t = b->text;
    tyc_range r = defrange(src, b);
    if (!strcmp(t, "backend") || !strcmp(t, "cloud")) {
        int bk = t[0] == 'b';
        uint32_t *n = bk ? &f->nbackends : &f->nclouds;
        if (*n < 2)
            (bk ? f->backends : f->clouds)[*n] = r;
        (*n)++;
        return 0;
    }
    if (!strcmp(t, "state_store")) /* an experiment: refused by release builds */
        return tyc_cfg_err(d, src, b->nbeg, b->nend, "Unsupported block type",
                           "Blocks of type \"state_store\" are not expected here.");
    if (!strcmp(t, "required_providers")) {
        tyc_range *rp = TYC_NEW(a, tyc_range);
        if (!rp || tyc_module_reqp(a, src, b, d) < 0)
            return -1;
        *rp = r;
        return override ? 0 : tyc_vec_push(a, &f->reqs, rp);
    }
    if (!strcmp(t, "provider_meta"))
        return provider_meta(a, m, metas, src, b, d);
    return 0;
}

/* Terraform's appendFile for the state storage of one primary file f. */
static int append_file(tyc_module *m, const tffile *f, const words *w, tyc_diags *d)
{
    for (int k = 0; k < 2; k++) {
        const tyc_range *v = k ? f->clouds : f->backends;
        tyc_range *cur = k ? &m->cloud : &m->backend;
        for (uint32_t i = 0; i < (k ? f->nclouds : f->nbackends) && i < 2; i++) {
            if (!cur->src) {
                *cur = v[i];
                continue;
            }
            if (tyc_cfg_err(d, v[i].src, v[i].beg, v[i].end, k ? w->dup_cloud : w->dup_backend,
                            tyc_sprintf(d->arena, k ? w->dup_cloud_det : w->dup_backend_det,
                                        rtext(d, cur))) < 0)
                return -1;
        }
    }
    if (!m->cloud.src || !m->backend.src)
        return 0;
    return tyc_cfg_err(d, m->backend.src, m->backend.beg, m->backend.end, w->conflict,
                       tyc_sprintf(d->arena, w->conflict_det, rtext(d, &m->cloud),
                                   rtext(d, &m->backend)));
}

/* Terraform's mergeFile for the state storage of one override file f. */
static int merge_file(tyc_module *m, const tffile *f, const words *w, tyc_diags *d)
{
    if (f->nbackends == 1) {
        m->backend = f->backends[0];
        m->cloud = (tyc_range){0};
    } else if (f->nbackends > 1 &&
               tyc_cfg_err(d, f->backends[1].src, f->backends[1].beg, f->backends[1].end,
                           "Duplicate backend configuration",
                           tyc_sprintf(d->arena, "Each override file may have only one backend "
                                                 "configuration. A backend was previously "
                                                 "configured at %s.",
                                       rtext(d, &f->backends[0]))) < 0)
        return -1;
    if (f->nclouds == 1) {
        m->backend = (tyc_range){0};
        m->cloud = f->clouds[0];
    } else if (f->nclouds > 1 &&
               tyc_cfg_err(d, f->clouds[1].src, f->clouds[1].beg, f->clouds[1].end,
                           w->dup_cloud,
                           tyc_sprintf(d->arena, w->dup_cloud_det, rtext(d, &f->clouds[0]))) < 0)
        return -1;
    return 0;
}

/* The terraform blocks of one native file into f. */
static int read_file(tyc_arena *a, tyc_module *m, tffile *f, tyc_vec *metas,
                     const tyc_source *src, int override, tyc_target t, tyc_diags *d)
{
    const tyc_node *root = src ? src->body : NULL;
    for (uint32_t i = 0; root && root->kind == TYC_N_BODY && i < root->n; i++) {
        const tyc_node *b = root->kids[i];
        if (b->kind != TYC_N_BLOCK || strcmp(b->text, "terraform") || b->n != 1)
            continue;
        const tyc_node *body = b->kids[0], *exp = tyc_body_attr(body, "experiments");
        if (tyc_cfg_content(d, src, body, tf_attrs, blocks_of(t), 0) < 0)
            return -1;
        /* release builds refuse any experiment (configs.sniffActiveExperiments) */
        if (exp && !t.tofu &&
            tyc_cfg_err(d, src, exp->nbeg, exp->nend, "Module uses experimental features",
                        "Experimental features are intended only for gathering early feedback "
                        "on new language designs, and so are available only in alpha releases "
                        "of Terraform.") < 0)
            return -1;
        for (uint32_t j = 0; j < body->n; j++)
            if (body->kids[j]->kind == TYC_N_BLOCK &&
                tyc_in_list(blocks_of(t), body->kids[j]->text) &&
                inner(a, m, f, metas, src, body->kids[j], override, d) < 0)
                return -1;
    }
    return 0;
}

/* "Duplicate required providers configuration" for every block after the first. */
static int dup_reqs(tyc_diags *d, const tyc_vec *reqs)
{
    for (uint32_t i = 1; i < reqs->n; i++) {
        const tyc_range *first = reqs->v[0], *r = reqs->v[i];
        if (tyc_cfg_err(d, r->src, r->beg, r->end, "Duplicate required providers configuration",
                        tyc_sprintf(d->arena, "A module may have only one required providers "
                                              "configuration. The required providers were "
                                              "previously configured at %s.",
                                    rtext(d, first))) < 0)
            return -1;
    }
    return 0;
}

int tyc_module_terraform(tyc_arena *a, tyc_module *m, tyc_target t, tyc_diags *d)
{
    const words *w = words_of(t);
    tyc_vec reqs = {0}, metas = {0};
    for (int pass = 0; pass < 2; pass++)
        for (uint32_t i = 0; i < m->nfiles; i++) {
            int over = m->override && m->override[i];
            if (over != pass || !m->files[i])
                continue;
            tffile f = {0};
            if (read_file(a, m, &f, &metas, m->files[i], over, t, d) < 0 ||
                (over ? merge_file(m, &f, w, d) : append_file(m, &f, w, d)) < 0)
                return -1;
            for (uint32_t k = 0; k < f.reqs.n; k++)
                if (tyc_vec_push(a, &reqs, f.reqs.v[k]) < 0)
                    return -1;
        }
    if (dup_reqs(d, &reqs) < 0)
        return -1;
    m->metas = metas.n ? (tyc_prov *)TYC_NEWN(a, tyc_prov, metas.n) : NULL;
    if (metas.n && !m->metas)
        return -1;
    for (uint32_t i = 0; i < metas.n; i++)
        m->metas[i] = *(const tyc_prov *)metas.v[i];
    m->nmetas = metas.n;
    return 0;
}
