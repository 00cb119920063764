/* SPDX-License-Identifier: Apache-2.0 */
/*
** lsp_diag.c: running the module check that covers an open document (every open document
** is an in-memory overlay over the disk) and publishing its diagnostics: tycon's own
** diagnostics whose subject is in the document (precise element ranges), related
** information at the variable's declaration, and per-name warnings for undeclared variables
** with a "Did you mean" suggestion that code actions turn into a rename.
*/
#include "interp/lsp/lsp_int.h"

#include "interp/config/overlay.h"
#include "interp/config/project.h"
#include "runtime/base/str.h"

static int ends_with(const char *s, const char *suf)
{
    size_t n = strlen(s), m = strlen(suf);
    return n >= m && !strcmp(s + n - m, suf);
}

static const char *base_of(const char *path)
{
    const char *sl = strrchr(path, '/');
    return sl ? sl + 1 : path;
}

/* Terraform loads these from the module directory by itself. */
static int auto_name(const char *n)
{
    return !strcmp(n, "terraform.tfvars") || !strcmp(n, "terraform.tfvars.json") ||
           ends_with(n, ".auto.tfvars") || ends_with(n, ".auto.tfvars.json");
}

/* The `target` of the project file of module dir (the default when there is none, or when
** it names no target: the project file's own diagnostics are `tycon check`'s). -1 on OOM. */
static int project_target(tyc_arena *a, const char *dir, tyc_target *t)
{
    tyc_project p;
    tyc_diags tmp;
    tyc_diags_init(&tmp, a);
    *t = tyc_target_default();
    if (tyc_project_find(a, dir, &p, &tmp) < 0 || tyc_project_target(&p, t, &tmp) < 0)
        return -1;
    if (tmp.nerrors)
        *t = tyc_target_default();
    return 0;
}

/* Runs the check for d into d->an. -1 on out-of-memory. */
static int run_check(lsp_srv *s, lsp_doc *d)
{
    tyc_arena_free(d->an.a);
    memset(&d->an, 0, sizeof d->an);
    tyc_arena *a = d->an.a = tyc_arena_new(s->ctx);
    if (!a)
        return -1;
    const char *dir = d->kind == DOC_TF ? lsp_dirname(a, d->path) : lsp_module_of(s, a, d->path);
    if (!dir)
        return -1;
    d->an.moddir = dir;
    tyc_cli_src *cli = TYC_NEW(a, tyc_cli_src);
    tyc_ovfile *ov = TYC_NEWN(a, tyc_ovfile, s->ndocs ? s->ndocs : 1);
    if (!cli || !ov)
        return -1;
    uint32_t nov = 0;
    for (size_t i = 0; i < s->ndocs; i++)
        if (s->docs[i]->path)
            ov[nov++] = (tyc_ovfile){s->docs[i]->path, s->docs[i]->text, s->docs[i]->len};
    tyc_overlay o = {ov, nov};
    uint32_t ncli = 0;
    const char *base = base_of(d->path);
    d->an.srcname = base;
    if (d->kind != DOC_TF && !(auto_name(base) && tyc_path_same(lsp_dirname(a, d->path), dir))) {
        *cli = (tyc_cli_src){1, d->path};
        ncli = 1;
        d->an.srcname = d->path;
    }
    tyc_check_opts co = {dir, s->o->env, cli, ncli, 0, &o};
    if (project_target(a, dir, &co.target) < 0)
        return -1;
    a->target = co.target;
    if (tyc_check_run(a, &co, &d->an.r) < 0 || s->ctx->oom)
        return -1;
    d->an.ok = 1;
    return 0;
}

const tyc_var *lsp_var(const lsp_doc *d, tyc_str name)
{
    return d->an.ok ? tyc_module_find(&d->an.r.mod, name) : NULL;
}

/* The closest declared variable name within distance 2, or NULL. */
static const char *suggest(const tyc_module *m, tyc_str name)
{
    size_t best = 3;
    const char *out = NULL;
    for (uint32_t i = 0; i < m->n; i++) {
        size_t dd = tyc_str_distance(name, (tyc_str){m->vars[i]->name, strlen(m->vars[i]->name)});
        if (dd < best) {
            best = dd;
            out = m->vars[i]->name;
        }
    }
    return out;
}

json_t *lsp_location(tyc_arena *a, const char *dir, const tyc_source *src, uint32_t beg,
                        uint32_t end, int enc)
{
    lsp_lines l;
    if (!src->text || lsp_lines_init(&l, a, src->text, src->len) < 0)
        return NULL;
    const char *path = src->name[0] == '/' ? src->name : tyc_sprintf(a, "%s/%s", dir, src->name);
    const char *uri = path ? lsp_path_uri(a, path) : NULL;
    return uri ? json_pack("{s:s,s:o}", "uri", uri, "range", lsp_range_json(&l, beg, end, enc))
               : NULL;
}

/* The key range before a value at vbeg (`key = value` or `"key": value`). 0 when found. */
static int key_before(const char *t, uint32_t vbeg, uint32_t *kb, uint32_t *ke)
{
    uint32_t i = vbeg;
    while (i > 0 && (t[i - 1] == ' ' || t[i - 1] == '\t'))
        i--;
    if (!i || (t[i - 1] != '=' && t[i - 1] != ':'))
        return -1;
    i--;
    while (i > 0 && (t[i - 1] == ' ' || t[i - 1] == '\t'))
        i--;
    uint32_t e = i;
    if (i && t[i - 1] == '"') {
        i--;
        while (i > 0 && t[i - 1] != '"' && t[i - 1] != '\n')
            i--;
        if (!i || t[i - 1] != '"')
            return -1;
        *kb = i;          /* the name inside the quotes: a rename keeps them */
        *ke = e - 1;
        return 0;
    }
    while (i > 0 && (t[i - 1] == '_' || t[i - 1] == '-' || (t[i - 1] >= 'a' && t[i - 1] <= 'z') ||
                     (t[i - 1] >= 'A' && t[i - 1] <= 'Z') || (t[i - 1] >= '0' && t[i - 1] <= '9')))
        i--;
    if (i == e)
        return -1;
    *kb = i;
    *ke = e;
    return 0;
}

/* `Did you mean "X"?` in a detail: X (in a), or NULL. */
static const char *did_you_mean(tyc_arena *a, const char *detail)
{
    const char *p = detail ? strstr(detail, "Did you mean \"") : NULL;
    if (!p)
        return NULL;
    p += 14;
    const char *q = strchr(p, '"');
    return q ? tyc_strndup(a, p, (size_t)(q - p)) : NULL;
}

/* The top-level key (variable name) of the document at or before byte off, or NULL. */
static const lsp_key *key_at(const lsp_key *keys, uint32_t n, uint32_t off)
{
    const lsp_key *best = NULL;
    for (uint32_t i = 0; i < n && keys[i].beg <= off; i++)
        best = &keys[i];
    return best;
}

static json_t *one_diag(lsp_srv *s, lsp_doc *d, const lsp_lines *l, const tyc_diag *g,
                        const lsp_key *keys, uint32_t nkeys)
{
    tyc_arena *a = d->an.a;
    uint32_t beg = g->subject.src ? g->subject.beg : 0, end = g->subject.src ? g->subject.end : 0;
    const char *msg = g->detail && *g->detail ? tyc_sprintf(a, "%s\n%s", g->summary, g->detail)
                                              : g->summary;
    json_t *j = json_pack("{s:o,s:I,s:s,s:s}", "range", lsp_range_json(l, beg, end, s->enc),
                          "severity", (json_int_t)(g->severity == TYC_SEV_ERROR ? 1 : 2),
                          "source", "tycon", "message", msg ? msg : g->summary);
    if (!j)
        return NULL;
    const lsp_key *k = d->kind != DOC_TF && g->subject.src ? key_at(keys, nkeys, beg) : NULL;
    const tyc_var *v = k ? lsp_var(d, k->name) : NULL;
    json_t *loc = v ? lsp_location(a, d->an.moddir, v->src, v->dbeg, v->dend, s->enc) : NULL;
    if (loc)
        json_object_set_new(j, "relatedInformation",
                            json_pack("[{s:o,s:s}]", "location", loc, "message",
                                      tyc_sprintf(a, "variable \"%s\" is declared here", v->name)));
    const char *fix = did_you_mean(a, g->detail);
    uint32_t kb, ke;
    if (fix && g->subject.src && key_before(d->text, beg, &kb, &ke) == 0)
        json_object_set_new(j, "data",
                            json_pack("{s:s,s:o}", "newText", fix, "range",
                                      lsp_range_json(l, kb, ke, s->enc)));
    return j;
}

/* Warnings for values of undeclared variables, one per name, with a suggestion. */
static int undeclared(lsp_srv *s, lsp_doc *d, const lsp_lines *l, const lsp_key *keys,
                      uint32_t n, json_t *arr)
{
    tyc_arena *a = d->an.a;
    const tyc_module *m = &d->an.r.mod;
    for (uint32_t i = 0; i < n; i++) {
        if (tyc_str_eqz(keys[i].name, "//") || lsp_var(d, keys[i].name))
            continue;
        const char *name = tyc_strndup(a, keys[i].name.p, keys[i].name.len);
        const char *fix = name ? suggest(m, keys[i].name) : NULL;
        const char *msg =
            name ? tyc_sprintf(a,
                               "Value for undeclared variable\nThe root module does not declare "
                               "a variable named \"%s\".%s%s%s",
                               name, fix ? " Did you mean \"" : "", fix ? fix : "", fix ? "\"?" : "")
                 : NULL;
        if (!msg)
            return -1;
        json_t *j = json_pack("{s:o,s:I,s:s,s:s}", "range",
                              lsp_range_json(l, keys[i].beg, keys[i].end, s->enc), "severity",
                              (json_int_t)2, "source", "tycon", "message", msg);
        uint32_t kb = keys[i].beg, ke = keys[i].end;
        if (ke - kb >= 2 && d->text[kb] == '"' && d->text[ke - 1] == '"')
            kb++, ke--; /* a quoted name: the rename keeps the quotes */
        if (j && fix)
            json_object_set_new(j, "data", json_pack("{s:s,s:o}", "newText", fix, "range",
                                                     lsp_range_json(l, kb, ke, s->enc)));
        if (j)
            json_array_append_new(arr, j);
    }
    return 0;
}

/* 1 for the check's own undeclared-variable warnings (replaced by the server's, one per name
** with a code action), whether or not the check located them on the name. */
static int is_undeclared_warning(const tyc_diag *g)
{
    return g->severity == TYC_SEV_WARNING &&
           (!strcmp(g->summary, "Value for undeclared variable") ||
            !strcmp(g->summary, "Values for undeclared variables"));
}

/* 1 when g's subject is in one of the module's configuration files. */
static int in_module(const tyc_module *m, const tyc_diag *g)
{
    for (uint32_t i = 0; i < m->nfiles; i++)
        if (m->files[i] == g->subject.src)
            return 1;
    return 0;
}

static int publish(lsp_srv *s, lsp_doc *d, json_t *arr)
{
    d->published = json_array_size(arr) > 0;
    return lsp_notify(s, "textDocument/publishDiagnostics",
                      json_pack("{s:s,s:I,s:o}", "uri", d->uri, "version",
                                (json_int_t)d->version, "diagnostics", arr));
}

int lsp_analyse(lsp_srv *s, lsp_doc *d)
{
    if (d->kind == DOC_OTHER || d->kind == DOC_TF || !d->path)
        return 0; /* .tf documents: lsp_tf_refresh */
    if (run_check(s, d) < 0) {
        tyc_arena_free(d->an.a);
        memset(&d->an, 0, sizeof d->an);
        s->ctx->oom = 0;
        return 0; /* out of memory: no diagnostics this time */
    }
    tyc_arena *a = d->an.a;
    lsp_lines l;
    lsp_key *keys = NULL;
    uint32_t nkeys = 0;
    json_t *arr = json_array();
    if (!arr || lsp_lines_init(&l, a, d->text, (uint32_t)d->len) < 0 ||
        (d->kind != DOC_TF &&
         lsp_scan_keys(a, d->text, (uint32_t)d->len, d->kind == DOC_TFVARS_JSON, &keys, &nkeys) < 0)) {
        json_decref(arr);
        return 0;
    }
    int module_ok = 1, errors = 0; /* errors: other than "No configuration files" */
    for (const tyc_diag *g = d->an.r.diags.head; g; g = g->next) {
        if (g->severity == TYC_SEV_ERROR && strcmp(g->summary, "No configuration files"))
            errors++;
        int here = g->subject.src && !strcmp(g->subject.src->name, d->an.srcname);
        if (g->subject.src && g->severity == TYC_SEV_ERROR && in_module(&d->an.r.mod, g) &&
            strcmp(g->summary, "No value for required variable"))
            module_ok = 0; /* the declarations have errors: names may be missing */
        if (is_undeclared_warning(g) || !strcmp(g->summary, "No configuration files") ||
            (!here && (d->kind == DOC_TF || g->subject.src)))
            continue; /* the server says these its own way (see undeclared(), no_module) */
        if (d->kind == DOC_TF && !strcmp(g->summary, "No value for required variable"))
            continue; /* a matter of the values, not of the declaration */
        json_t *j = one_diag(s, d, &l, g, keys, nkeys);
        if (j)
            json_array_append_new(arr, j);
    }
    if (d->kind != DOC_TF && module_ok && d->an.r.mod.nfiles &&
        undeclared(s, d, &l, keys, nkeys, arr) < 0) {
        json_decref(arr);
        return 0;
    }
    if (d->kind != DOC_TF && module_ok && !d->an.r.mod.nfiles && !errors) {
        const char *msg = tyc_sprintf(a,
                                      "No variable declarations\nNo .tf file in %s declares "
                                      "variables, so these values are not checked. Map this file "
                                      "to its module in a .tycon.hcl file (see docs/editors.md).",
                                      d->an.moddir);
        if (msg)
            json_array_append_new(arr, json_pack("{s:o,s:I,s:s,s:s}", "range",
                                                 lsp_range_json(&l, 0, 0, s->enc), "severity",
                                                 (json_int_t)3, "source", "tycon", "message", msg));
    }
    if (d->kind != DOC_TF && !module_ok) /* the check stopped before the values */
        json_array_append_new(
            arr, json_pack("{s:o,s:I,s:s,s:s}", "range", lsp_range_json(&l, 0, 0, s->enc),
                           "severity", (json_int_t)2, "source", "tycon", "message",
                           "Module has errors\nThe variable declarations of the module have "
                           "errors (shown in its .tf files); these values are checked once "
                           "they are fixed."));
    return publish(s, d, arr);
}

/* Re-analyses every open tfvars document. */
static int analyse_tfvars(lsp_srv *s)
{
    for (size_t i = 0; i < s->ndocs; i++)
        if (s->docs[i]->kind != DOC_TF && lsp_analyse(s, s->docs[i]) < 0)
            return -1;
    return 0;
}

int lsp_analyse_all(lsp_srv *s)
{
    return lsp_tf_refresh(s, NULL) < 0 ? -1 : analyse_tfvars(s);
}

int lsp_analyse_module(lsp_srv *s, lsp_doc *d)
{
    if (d->kind == DOC_TF) /* any open module may call this one; tfvars follow their types */
        return lsp_analyse_all(s);
    if (lsp_analyse(s, d) < 0)
        return -1;
    /* the automatic tfvars files of a module give the values its .tf analysis uses */
    const char *base = d->path ? base_of(d->path) : NULL;
    if (!base || !auto_name(base) || !d->an.moddir)
        return 0;
    tyc_arena *a = tyc_arena_new(s->ctx);
    const char *dir = a ? lsp_dirname(a, d->path) : NULL;
    int rc = dir && tyc_path_same(dir, d->an.moddir) ? lsp_tf_refresh(s, dir) : 0;
    tyc_arena_free(a);
    return rc;
}
