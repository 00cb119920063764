/* SPDX-License-Identifier: Apache-2.0 */
/*
** lsp_tfan.c: the analyses of the modules whose .tf files are open. Each module directory is
** analysed once per change, as `tycon check --partial DIR` and, when its .tycon.hcl lists
** provider_schemas, as `tycon validate DIR` (the same phases as api/api_check.c), over the
** open buffers (an overlay); each open .tf document then shows the diagnostics of every
** analysis located in it (a child module's file also shows what its callers' analyses found
** there), duplicates once, and the diagnostics without a location, or located in a file
** that is no configuration (a schema file, .tycon.hcl), at its start. The schema
** files are read once and kept while their paths, sizes and times stay the same.
*/
#define _POSIX_C_SOURCE 200809L
#include "interp/lsp/lsp_int.h"

#include <stdlib.h>
#include <sys/stat.h>

#include "interp/config/overlay.h"
#include "interp/config/project.h"
#include "interp/modcall/modcall.h"
#include "interp/schema/schema.h"
#include "interp/validate/validate.h"
#include "runtime/base/str.h"

/* One analysed module directory. */
struct lsp_modan {
    tyc_arena *a;              /* everything below */
    const char *dir;           /* clean, absolute */
    tyc_check chk;             /* check --partial */
    tyc_check val;             /* validate (when sch_id) */
    uint64_t sch_id;           /* the schema set of the validate run (0: none) */
    int ok, live;
};

int lsp_overlay(lsp_srv *s, tyc_arena *a, tyc_overlay *o)
{
    tyc_ovfile *ov = TYC_NEWN(a, tyc_ovfile, s->ndocs ? s->ndocs : 1);
    if (!ov)
        return -1;
    uint32_t n = 0;
    for (size_t i = 0; i < s->ndocs; i++)
        if (s->docs[i]->path)
            ov[n++] = (tyc_ovfile){s->docs[i]->path, s->docs[i]->text, s->docs[i]->len};
    *o = (tyc_overlay){ov, n};
    return 0;
}

/* ---- the schema cache ---- */

/* The provider_schemas of project p: full paths into *paths (arena array), their count. */
static int64_t schema_paths(tyc_arena *a, const tyc_project *p, const char ***paths)
{
    const tyc_node *e = NULL;
    for (uint32_t i = 0; p->root && i < p->root->n; i++) {
        const tyc_node *at = p->root->kids[i];
        if (at->kind == TYC_N_ATTR && !strcmp(at->text, "provider_schemas"))
            e = at->kids[0];
    }
    if (!e || e->kind != TYC_N_TUPLE)
        return 0;
    const char **v = TYC_NEWN(a, const char *, e->n ? e->n : 1);
    if (!v)
        return -1;
    uint32_t n = 0;
    for (uint32_t j = 0; j < e->n; j++) {
        const char *f = tyc_project_lit(e->kids[j]);
        if (f && !(v[n++] = f[0] == '/' ? f : tyc_sprintf(a, "%s/%s", p->dir, f)))
            return -1;
    }
    *paths = v;
    return n;
}

/* The file names (stat 0) or the names with their sizes and times (stat 1). */
static const char *schema_key(tyc_arena *a, const char *const *paths, int64_t n, int stat_too)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    for (int64_t i = 0; i < n; i++) {
        struct stat st;
        if (!stat_too || stat(paths[i], &st) < 0)
            memset(&st, 0, sizeof st);
        tyc_buf_addf(&b, "%s\n%lld.%ld.%lld\n", paths[i], (long long)st.st_mtim.tv_sec,
                     (long)st.st_mtim.tv_nsec, (long long)st.st_size);
    }
    return tyc_buf_to_arena(&b, a);
}

/* Drops cache entry i; the analyses that refer to it are to be run again. */
static void schc_drop(lsp_srv *s, uint32_t i)
{
    for (uint32_t k = 0; k < s->nmods; k++)
        if (s->mods[k]->sch_id == s->sch[i].id)
            s->mods[k]->ok = 0;
    tyc_arena_free(s->sch[i].a);
    memmove(&s->sch[i], &s->sch[i + 1], sizeof *s->sch * (s->nsch - i - 1));
    s->nsch--;
}

/* 1 when an analysis refers to cache entry i. */
static int schc_used(const lsp_srv *s, uint32_t i)
{
    for (uint32_t k = 0; k < s->nmods; k++)
        if (s->mods[k]->ok && s->mods[k]->sch_id == s->sch[i].id)
            return 1;
    return 0;
}

/* Loads the files into a new cache entry (the last). Beyond LSP_SCH_MAX sets, the least
** recently used one that no analysis refers to goes; when every one is referred to, the
** cache grows (one set per open module at most). NULL on out-of-memory. */
static lsp_schc *schc_load(lsp_srv *s, const char *const *paths, int64_t n, const char *names,
                           const char *key)
{
    if (s->nsch >= LSP_SCH_MAX) {
        uint32_t old = s->nsch;
        for (uint32_t i = 0; i < s->nsch; i++)
            if (!schc_used(s, i) && (old == s->nsch || s->sch[i].used < s->sch[old].used))
                old = i;
        if (old < s->nsch)
            schc_drop(s, old);
    }
    if (s->nsch == s->schcap) {
        uint32_t nc = s->schcap ? s->schcap * 2 : LSP_SCH_MAX;
        lsp_schc *nv = tyc_mem_realloc(s->ctx, s->sch, sizeof *nv * s->schcap, sizeof *nv * nc);
        if (!nv)
            return NULL;
        s->sch = nv;
        s->schcap = nc;
    }
    tyc_arena *ca = tyc_arena_new(s->ctx);
    if (!ca)
        return NULL;
    lsp_schc *e = &s->sch[s->nsch];
    memset(e, 0, sizeof *e);
    e->a = ca;
    e->id = ++s->sch_ids;
    tyc_diags_init(&e->diags, ca);
    for (int64_t i = 0; i < n; i++)
        if (tyc_schemas_load(ca, &e->set, paths[i], &e->diags) < 0) {
            tyc_arena_free(ca);
            return NULL;
        }
    if (!(e->paths = tyc_strndup(ca, names, strlen(names))) ||
        !(e->key = tyc_strndup(ca, key, strlen(key)))) {
        tyc_arena_free(ca);
        return NULL;
    }
    s->nsch++;
    return e;
}

/* The schemas listed by project p, loaded or from the cache; their load diagnostics are
** copied into d. *out NULL when p lists none. 0, or -1 on out-of-memory. A set whose files
** changed is read again (and the analyses run again: theirs may refer to the old one). */
static int schemas_of(lsp_srv *s, tyc_arena *a, const tyc_project *p, tyc_schemas **out,
                      uint64_t *id, tyc_diags *d)
{
    const char **paths = NULL;
    int64_t n = schema_paths(a, p, &paths);
    *out = NULL;
    if (n <= 0)
        return (int)n;
    const char *names = schema_key(a, paths, n, 0), *key = schema_key(a, paths, n, 1);
    if (!names || !key)
        return -1;
    lsp_schc *e = NULL;
    for (uint32_t i = 0; i < s->nsch && !e; i++) {
        if (strcmp(s->sch[i].paths, names))
            continue;
        if (!strcmp(s->sch[i].key, key))
            e = &s->sch[i];
        else
            schc_drop(s, i--);
    }
    if (!e && !(e = schc_load(s, paths, n, names, key)))
        return -1;
    tyc_schemas_forget_bad(&e->set);
    e->used = ++s->sch_tick;
    *id = e->id;
    for (const tyc_diag *g = e->diags.head; g; g = g->next)
        if (!tyc_diags_push_copy(d, g))
            return -1;
    *out = &e->set;
    return 0;
}

const tyc_schemas *lsp_schemas(lsp_srv *s, tyc_arena *a, const char *dir)
{
    tyc_project p = {0};
    tyc_diags tmp;
    tyc_diags_init(&tmp, a);
    tyc_schemas *set = NULL;
    uint64_t id;
    if (tyc_project_find(a, dir, &p, &tmp) < 0 || schemas_of(s, a, &p, &set, &id, &tmp) < 0)
        return NULL;
    return set;
}

/* ---- one analysis ---- */

/* `tycon check --partial` (validate 0) or `tycon validate` of dir into r, in api_check.c's
** order. 0, or -1 on out-of-memory. */
static int run_one(lsp_srv *s, tyc_arena *a, const char *dir, const tyc_overlay *ov,
                   int validate, tyc_check *r, uint64_t *sch_id)
{
    tyc_check_opts *o = TYC_NEW(a, tyc_check_opts);
    if (!o)
        return -1;
    *o = (tyc_check_opts){dir, validate ? NULL : s->o->env, NULL, 0,
                          validate ? TYC_CHK_VALIDATE : TYC_CHK_PARTIAL, ov, NULL,
                          tyc_target_default()};
    tyc_diags pre;
    tyc_diags_init(&pre, a);
    tyc_project p = {0};
    if (tyc_project_find(a, dir, &p, &pre) < 0 || tyc_project_target(&p, &o->target, &pre) < 0)
        return -1;
    memset(r, 0, sizeof *r);
    tyc_diags_init(&r->diags, a);
    if (validate) {
        *sch_id = 0;
        if (!pre.nerrors && schemas_of(s, a, &p, &o->schemas, sch_id, &pre) < 0)
            return -1;
        if (!o->schemas)
            return 0; /* no schemas listed: no validate run */
    }
    if (pre.nerrors) { /* an unreadable project file or an unknown target stops the run */
        tyc_diags_append(&r->diags, &pre);
        return 0;
    }
    a->target = o->target;
    if (tyc_check_begin(a, o, r) < 0)
        return -1;
    tyc_diags_append(&r->diags, &pre);
    if (r->diags.nerrors)
        return 0;
    return validate ? tyc_validate_run(a, o, r) : tyc_modcall_check_run(a, o, r);
}

static int analyse(lsp_srv *s, lsp_modan *m)
{
    tyc_arena *a = tyc_arena_new(s->ctx);
    const char *dir = a ? tyc_strndup(a, m->dir, strlen(m->dir)) : NULL;
    tyc_arena_free(m->a);
    memset(m, 0, sizeof *m);
    m->live = 1;
    m->a = a;
    m->dir = dir;
    if (!dir)
        return -1;
    tyc_overlay *ov = TYC_NEW(a, tyc_overlay);
    if (!ov || lsp_overlay(s, a, ov) < 0 ||
        run_one(s, a, m->dir, ov, 0, &m->chk, NULL) < 0 ||
        run_one(s, a, m->dir, ov, 1, &m->val, &m->sch_id) < 0 || s->ctx->oom)
        return -1;
    m->ok = 1;
    return 0;
}

/* The analysis of directory dir, created (not yet run) when there is none; NULL on OOM. */
static lsp_modan *modan(lsp_srv *s, const char *dir)
{
    for (uint32_t i = 0; i < s->nmods; i++)
        if (s->mods[i]->dir && tyc_path_same(s->mods[i]->dir, dir))
            return s->mods[i];
    if (s->nmods == s->mcap) {
        uint32_t nc = s->mcap ? s->mcap * 2 : 4;
        lsp_modan **nv = tyc_mem_realloc(s->ctx, s->mods, sizeof *nv * s->mcap, sizeof *nv * nc);
        if (!nv)
            return NULL;
        s->mods = nv;
        s->mcap = nc;
    }
    lsp_modan *m = tyc_mem_alloc(s->ctx, sizeof *m);
    tyc_arena *a = m ? tyc_arena_new(s->ctx) : NULL;
    if (!a) {
        if (m)
            tyc_mem_free(s->ctx, m, sizeof *m);
        return NULL;
    }
    memset(m, 0, sizeof *m);
    m->a = a;
    if (!(m->dir = tyc_strndup(a, dir, strlen(dir)))) {
        tyc_arena_free(a);
        tyc_mem_free(s->ctx, m, sizeof *m);
        return NULL;
    }
    s->mods[s->nmods++] = m;
    return m;
}

static void modan_free(lsp_srv *s, lsp_modan *m)
{
    tyc_arena_free(m->a);
    tyc_mem_free(s->ctx, m, sizeof *m);
}

void lsp_tf_free(lsp_srv *s)
{
    for (uint32_t i = 0; i < s->nmods; i++)
        modan_free(s, s->mods[i]);
    if (s->mods)
        tyc_mem_free(s->ctx, s->mods, sizeof *s->mods * s->mcap);
    for (uint32_t i = 0; i < s->nsch; i++)
        tyc_arena_free(s->sch[i].a);
    if (s->sch)
        tyc_mem_free(s->ctx, s->sch, sizeof *s->sch * s->schcap);
}

/* ---- publishing ---- */

/* One diagnostic shown in a document. */
typedef struct shown {
    const tyc_diag *g;
    uint32_t beg, end;
    const char *dir;          /* set when g is located in a file that is no document of
                                 the module (shown at the start; its location related) */
} shown;

static int str_cmp(const char *p, const char *q)
{
    return strcmp(p ? p : "", q ? q : "");
}

static int shown_cmp(const void *x, const void *y)
{
    const shown *p = x, *q = y;
    if (p->beg != q->beg)
        return p->beg < q->beg ? -1 : 1;
    if (p->end != q->end)
        return p->end < q->end ? -1 : 1;
    if (p->g->severity != q->g->severity)
        return p->g->severity < q->g->severity ? -1 : 1;
    int c = str_cmp(p->g->summary, q->g->summary);
    return c ? c : str_cmp(p->g->detail, q->g->detail);
}

static int ends_with(const char *s, const char *suf)
{
    size_t n = strlen(s), m = strlen(suf);
    return n >= m && !strcmp(s + n - m, suf);
}

/* 1 for the name of a configuration or values file (the others: schemas, .tycon.hcl). */
static int config_file(const char *n)
{
    return ends_with(n, ".tf") || ends_with(n, ".tf.json") || ends_with(n, ".tofu") ||
           ends_with(n, ".tofu.json") || lsp_doc_kind(n) != DOC_OTHER;
}

/* The diagnostics of list l of analysis m that belong in document d (path, directory). */
static int collect(tyc_arena *a, const lsp_modan *m, const tyc_diags *l, const lsp_doc *d,
                   const char *ddir, tyc_vec *out)
{
    for (const tyc_diag *g = l->head; g; g = g->next) {
        shown x = {g, 0, 0, NULL};
        const char *n = g->subject.src ? g->subject.src->name : NULL;
        if (n && !config_file(n)) { /* a schema file, .tycon.hcl */
            if (!tyc_path_same(m->dir, ddir))
                continue;
            x.dir = m->dir;
        } else if (n) {
            const char *full = n[0] == '/' ? n : tyc_sprintf(a, "%s/%s", m->dir, n);
            if (!full)
                return -1;
            if (!tyc_path_same(full, d->path))
                continue;
            x.beg = g->subject.beg;
            x.end = g->subject.anchor1 ? g->subject.beg + 1 : g->subject.end;
            if (x.end == x.beg) /* an empty range shows one character, as in the CLI */
                x.end++;
        } else if (!tyc_path_same(m->dir, ddir))
            continue;
        shown *p = TYC_NEW(a, shown);
        if (!p || tyc_vec_push(a, out, p) < 0)
            return -1;
        *p = x;
    }
    return 0;
}

static int by_ptr(const void *x, const void *y)
{
    return shown_cmp(*(const shown *const *)x, *(const shown *const *)y);
}

/* Publishes the diagnostics of .tf document d from the analyses. -1 on a write error. */
static int publish_tf(lsp_srv *s, lsp_doc *d)
{
    tyc_arena *a = tyc_arena_new(s->ctx);
    if (!a)
        return 0;
    lsp_lines l;
    tyc_vec v = {0};
    json_t *arr = json_array();
    const char *ddir = lsp_dirname(a, d->path);
    int bad = !arr || !ddir || lsp_lines_init(&l, a, d->text, (uint32_t)d->len) < 0;
    for (uint32_t i = 0; !bad && i < s->nmods; i++) {
        const lsp_modan *m = s->mods[i];
        if (m->ok && (collect(a, m, &m->chk.diags, d, ddir, &v) < 0 ||
                      (m->sch_id && collect(a, m, &m->val.diags, d, ddir, &v) < 0)))
            bad = 1;
    }
    if (bad) {
        json_decref(arr);
        tyc_arena_free(a);
        s->ctx->oom = 0;
        return 0;
    }
    shown **sv = (shown **)v.v;
    if (v.n)
        qsort(sv, v.n, sizeof *sv, by_ptr);
    for (size_t i = 0; i < v.n; i++) {
        if (i && !shown_cmp(sv[i - 1], sv[i]))
            continue;
        const tyc_diag *g = sv[i]->g;
        const char *msg = g->detail && *g->detail ? tyc_sprintf(a, "%s\n%s", g->summary, g->detail)
                                                  : g->summary;
        json_t *j = json_pack("{s:o,s:I,s:s,s:s}", "range",
                              lsp_range_json(&l, sv[i]->beg, sv[i]->end, s->enc), "severity",
                              (json_int_t)(g->severity == TYC_SEV_ERROR ? 1 : 2), "source",
                              "tycon", "message", msg ? msg : g->summary);
        json_t *loc = j && sv[i]->dir ? lsp_location(a, sv[i]->dir, g->subject.src, g->subject.beg,
                                                      g->subject.end, s->enc)
                                      : NULL;
        if (loc)
            json_object_set_new(j, "relatedInformation",
                                json_pack("[{s:o,s:s}]", "location", loc, "message", g->summary));
        if (j)
            json_array_append_new(arr, j);
    }
    tyc_arena_free(a);
    d->published = json_array_size(arr) > 0;
    return lsp_notify(s, "textDocument/publishDiagnostics",
                      json_pack("{s:s,s:I,s:o}", "uri", d->uri, "version",
                                (json_int_t)d->version, "diagnostics", arr));
}

int lsp_tf_refresh(lsp_srv *s, const char *only)
{
    for (uint32_t i = 0; i < s->nmods; i++)
        s->mods[i]->live = 0;
    tyc_arena *a = tyc_arena_new(s->ctx);
    if (!a)
        return 0;
    for (size_t i = 0; i < s->ndocs; i++) {
        lsp_doc *d = s->docs[i];
        const char *dir = d->kind == DOC_TF && d->path ? lsp_dirname(a, d->path) : NULL;
        lsp_modan *m = dir ? modan(s, dir) : NULL;
        if (!m || m->live)
            continue;
        m->live = 1;
        if (!only || tyc_path_same(only, m->dir))
            m->ok = 0;
    }
    tyc_arena_free(a);
    /* a second pass when a schema set read again (its files changed) left an earlier
       analysis of this round stale */
    for (int pass = 0; pass < 2; pass++)
        for (uint32_t i = 0; i < s->nmods; i++) {
            lsp_modan *m = s->mods[i];
            if (m->live && m->a && !m->ok && analyse(s, m) < 0) {
                tyc_arena_free(m->a);
                m->a = NULL;
                m->ok = 0;
                s->ctx->oom = 0;
            }
        }
    uint32_t k = 0;
    for (uint32_t i = 0; i < s->nmods; i++) {
        if (s->mods[i]->live && s->mods[i]->a)
            s->mods[k++] = s->mods[i];
        else
            modan_free(s, s->mods[i]);
    }
    s->nmods = k;
    for (size_t i = 0; i < s->ndocs; i++)
        if (s->docs[i]->kind == DOC_TF && s->docs[i]->path && publish_tf(s, s->docs[i]) < 0)
            return -1;
    return 0;
}
