/* SPDX-License-Identifier: Apache-2.0 */
/*
** module.c: loading a module directory as Terraform's config loader does: *.tf and *.tf.json
** files in lexical order (ignored names skipped), primary files first, then override files
** (override.tf, *_override.tf and the .tf.json forms) merged argument by argument. OpenTofu's
** *.tofu and *.tofu.json files are read too, each replacing the .tf / .tf.json file of the
** same base name, as OpenTofu does.
*/
#define _POSIX_C_SOURCE 200809L
#include "interp/config/module_int.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "interp/syntax/context.h"
#include "runtime/base/file.h"
#include "interp/syntax/parse.h"
#include "interp/config/overlay.h"

static int ends_with(const char *s, const char *suf)
{
    size_t n = strlen(s), m = strlen(suf);
    return n >= m && !strcmp(s + n - m, suf);
}

/* Terraform's IsIgnoredFile: dotfiles, editor backups (~) and #emacs# files. */
static int ignored(const char *n)
{
    size_t l = strlen(n);
    return n[0] == '.' || (l && n[l - 1] == '~') || (n[0] == '#' && l > 1 && n[l - 1] == '#');
}

static int is_override(const char *n)
{
    static const char *const ext[] = {".tf", ".tf.json", ".tofu", ".tofu.json"};
    for (int i = 0; i < 4; i++) {
        size_t n1 = strlen(n), e = strlen(ext[i]);
        if (n1 < e || strcmp(n + n1 - e, ext[i]))
            continue;
        if (n1 - e == 8 && !strncmp(n, "override", 8))
            return 1;
        if (n1 - e >= 9 && !strncmp(n + n1 - e - 9, "_override", 9))
            return 1;
    }
    return 0;
}

/* A configuration file name: *.tf, *.tf.json, *.tofu or *.tofu.json. */
static int is_config(const char *n)
{
    return ends_with(n, ".tf") || ends_with(n, ".tf.json") || ends_with(n, ".tofu") ||
           ends_with(n, ".tofu.json");
}

static int cmp_name(const void *x, const void *y)
{
    return strcmp(*(char *const *)x, *(char *const *)y);
}

/* OpenTofu's precedence: X.tf is dropped when X.tofu exists, X.tf.json when X.tofu.json does.
** names is sorted; returns the new count (0 on out-of-memory, with a->ctx->oom set). */
static uint32_t drop_shadowed(tyc_arena *a, char **names, uint32_t n)
{
    char *drop = TYC_NEWN(a, char, n);
    if (!drop)
        return 0;
    for (uint32_t i = 0; i < n; i++) {
        const char *nm = names[i];
        size_t l = strlen(nm);
        char *alt = NULL;
        if (ends_with(nm, ".tf"))
            alt = tyc_sprintf(a, "%.*s.tofu", (int)(l - 3), nm);
        else if (ends_with(nm, ".tf.json"))
            alt = tyc_sprintf(a, "%.*s.tofu.json", (int)(l - 8), nm);
        drop[i] = alt && bsearch(&alt, names, n, sizeof *names, cmp_name);
    }
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++)
        if (!drop[i])
            names[k++] = names[i];
    return k;
}

/* A configuration file name that is not ignored (the overlay listing's filter). */
static int is_config_file(const char *nm)
{
    return !ignored(nm) && is_config(nm);
}

/* The configuration file names of dir (and of the overlay in dir), sorted, OpenTofu's
** shadowed .tf files dropped; NULL with *n = 0 on failure (*err set). */
static char **list_dir(tyc_arena *a, const char *dir, const tyc_overlay *ov, uint32_t *n,
                       const char **err)
{
    tyc_vec v = {0};
    *n = 0;
    *err = NULL;
    DIR *dp = opendir(dir);
    if (!dp) {
        *err = strerror(errno);
        return NULL;
    }
    struct dirent *e;
    while ((e = readdir(dp)) != NULL) {
        const char *nm = e->d_name;
        if (ignored(nm) || !is_config(nm))
            continue;
        char *c = tyc_strndup(a, nm, strlen(nm));
        if (!c || tyc_vec_push(a, &v, c) < 0) {
            closedir(dp);
            return NULL;
        }
    }
    closedir(dp);
    if (tyc_overlay_list(a, ov, dir, is_config_file, &v) < 0)
        return NULL;
    if (v.n) {
        qsort(v.v, v.n, sizeof *v.v, cmp_name);
        v.n = drop_shadowed(a, (char **)v.v, v.n);
    }
    *n = v.n;
    return (char **)v.v;
}

/* Reads and parses one file; returns its root node or NULL (diagnostics or OOM). */
static const tyc_node *load_file(tyc_arena *a, const char *dir, const tyc_overlay *ov,
                                 const char *name, tyc_module *m, uint32_t idx, tyc_diags *d)
{
    char *path = tyc_sprintf(a, "%s/%s", dir, name);
    tyc_source *src = TYC_NEW(a, tyc_source);
    if (!path || !src)
        return NULL;
    const char *err;
    uint32_t len;
    char *text = tyc_overlay_read(a, ov, path, &len, &err);
    if (!text) {
        if (err)
            tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_IO, NULL, 0, 0, "Failed to read file",
                         "The configuration file \"%s\" could not be read: %s.", name, err);
        return NULL;
    }
    src->name = name;
    src->text = text;
    src->len = len;
    m->files[idx] = src;
    int st;
    int json = ends_with(name, ".json");
    src->json = (uint8_t)json;
    tyc_node *root = json ? tyc_parse_json_file(a, src, d, &st, 0)
                          : tyc_parse_body_recover(a, src, d, &st);
    src->body = root;
    src->context = root ? tyc_context_string : NULL;
    src->index_arena = a;
    return root;
}

static int push_decls(tyc_arena *a, const tyc_source *src, const tyc_node *root, int json,
                      tyc_target t, tyc_vec *out, tyc_diags *d)
{
    tyc_vdecl *arr;
    uint32_t n;
    if (tyc_module_decls(a, src, root, json, t, &arr, &n, d) < 0)
        return -1;
    for (uint32_t i = 0; i < n; i++) {
        arr[i].seq = out->n;
        if (tyc_vec_push(a, out, &arr[i]) < 0)
            return -1;
    }
    return 0;
}

static int cmp_decl(const void *x, const void *y)
{
    const tyc_vdecl *p = *(tyc_vdecl *const *)x, *q = *(tyc_vdecl *const *)y;
    int c = strcmp(p->name, q->name);
    return c ? c : (p->seq > q->seq) - (p->seq < q->seq);
}

/* Binary search among sorted primary declarations. */
static tyc_vdecl *find_decl(tyc_vdecl **v, uint32_t n, const char *name)
{
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        int c = strcmp(v[mid]->name, name);
        if (!c)
            return v[mid];
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

static void range_text(tyc_buf *b, const tyc_source *s, uint32_t beg, uint32_t end);

/* Merges override declaration o into base (Terraform's Variable.merge). */
static int merge(tyc_vdecl *base, const tyc_vdecl *o, tyc_diags *d)
{
    if (o->type) {
        base->type = o->type;
        base->type_src = o->type_src;
    }
    if (o->def) {
        base->def = o->def;
        base->def_src = o->def_src;
    }
    if (o->desc)
        base->desc = o->desc;
    if (o->sens)
        base->sens = o->sens;
    if (o->nullable)
        base->nullable = o->nullable;
    if (o->eph)
        base->eph = o->eph;
    if (o->cnst)
        base->cnst = o->cnst;
    if (o->dep) {
        base->dep = o->dep;
        base->dep_attr = o->dep_attr;
        base->dep_src = o->dep_src;
    }
    if (o->nvals && !tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, o->src, o->vals[0].beg,
                                  o->vals[0].end, "Can't override validation blocks",
                                  "Input variable validation blocks cannot be overridden in "
                                  "override files."))
        return -1;
    return 0;
}

/* Sorts primary declarations, reports duplicates (keeping the first), merges overrides. */
static int resolve(tyc_arena *a, tyc_vec *prim, tyc_vec *over, tyc_vec *uniq, tyc_diags *d)
{
    tyc_vdecl **p = (tyc_vdecl **)prim->v;
    if (prim->n)
        qsort(p, prim->n, sizeof *p, cmp_decl);
    for (uint32_t i = 0; i < prim->n; i++) {
        tyc_vdecl *first = uniq->n ? uniq->v[uniq->n - 1] : NULL;
        if (first && !strcmp(first->name, p[i]->name)) {
            const tyc_vdecl *later = p[i];
            tyc_buf b;
            tyc_buf_init(&b, a->ctx);
            range_text(&b, first->src, first->dbeg, first->dend);
            char *r = tyc_buf_to_arena(&b, a);
            if (!r || !tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, later->src, later->dbeg,
                                    later->dend, "Duplicate variable declaration",
                                    "A variable named \"%s\" was already declared at %s. Variable "
                                    "names must be unique within a module.",
                                    later->name, r))
                return -1;
            continue;
        }
        if (tyc_vec_push(a, uniq, p[i]) < 0)
            return -1;
    }
    for (uint32_t i = 0; i < over->n; i++) {
        const tyc_vdecl *o = over->v[i];
        tyc_vdecl *base = find_decl((tyc_vdecl **)uniq->v, uniq->n, o->name);
        if (!base) {
            if (!tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, o->src, o->dbeg, o->dend,
                              "Missing base variable declaration to override",
                              "There is no variable named \"%s\". An override file can only "
                              "override a variable that was already declared in a primary "
                              "configuration file.",
                              o->name))
                return -1;
        } else if (merge(base, o, d) < 0)
            return -1;
    }
    return 0;
}

#include "runtime/diag/diag_render.h"

static void range_text(tyc_buf *b, const tyc_source *s, uint32_t beg, uint32_t end)
{
    tyc_range r = {s, beg, end};
    tyc_range_buf(b, &r);
}

int tyc_module_load(tyc_arena *a, const char *dir, tyc_module *m, tyc_diags *d)
{
    return tyc_module_load_ov(a, dir, NULL, tyc_target_default(), m, d);
}

int tyc_module_load_ov(tyc_arena *a, const char *dir, const tyc_overlay *ov, tyc_target t,
                       tyc_module *m, tyc_diags *d)
{
    memset(m, 0, sizeof *m);
    const char *err;
    uint32_t nf;
    char **names = list_dir(a, dir, ov, &nf, &err);
    if (!names && err)
        return tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_IO, NULL, 0, 0,
                            "Failed to read module directory",
                            "Module directory %s does not exist or cannot be read.", dir)
                   ? 0
                   : -1;
    if (a->ctx->oom || !(m->files = TYC_NEWN(a, tyc_source *, nf ? nf : 1)) ||
        !(m->override = TYC_NEWN(a, uint8_t, nf ? nf : 1)))
        return -1;
    m->nfiles = nf;
    tyc_vec prim = {0}, over = {0}, uniq = {0};
    for (int pass = 0; pass < 2; pass++) {
        for (uint32_t i = 0; i < nf; i++) {
            if (is_override(names[i]) != pass)
                continue;
            m->override[i] = (uint8_t)pass;
            const tyc_node *root = load_file(a, dir, ov, names[i], m, i, d);
            if (!root && a->ctx->oom)
                return -1;
            if (root && push_decls(a, m->files[i], root, ends_with(names[i], ".json"), t,
                                   pass ? &over : &prim, d) < 0)
                return -1;
        }
    }
    if (resolve(a, &prim, &over, &uniq, d) < 0)
        return -1;
    if (!(m->vars = TYC_NEWN(a, tyc_var *, uniq.n ? uniq.n : 1)))
        return -1;
    for (uint32_t i = 0; i < uniq.n; i++)
        if (!(m->vars[i] = tyc_module_finish(a, uniq.v[i], d)))
            return -1;
    m->n = uniq.n;
    return tyc_module_blocks(a, m, t, d);
}

int32_t tyc_module_index(const tyc_module *m, tyc_str name)
{
    uint32_t lo = 0, hi = m->n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        int c = tyc_str_cmp((tyc_str){m->vars[mid]->name, strlen(m->vars[mid]->name)}, name);
        if (!c)
            return (int32_t)mid;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}

tyc_var *tyc_module_find(const tyc_module *m, tyc_str name)
{
    int32_t i = tyc_module_index(m, name);
    return i < 0 ? NULL : m->vars[i];
}
