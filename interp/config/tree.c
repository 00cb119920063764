/* SPDX-License-Identifier: Apache-2.0 */
/*
** tree.c: the configuration tree as Terraform's loader builds it: the root module, then for
** every `module` block its child: a local source ("./", "../") read from its directory, any
** other source from the directory `terraform init` recorded in
** .terraform/modules/modules.json, or a "Module not installed" warning when it has none.
*/
#include "interp/config/tree.h"
#include "interp/config/version.h"

#include <stdlib.h>
#include <string.h>

#include "interp/eval/eval.h"

#include "interp/syntax/parse.h"
#include "runtime/base/file.h"
#include "runtime/base/str.h"

#define MAX_DEPTH 64 /* nested module calls followed (a module that calls itself stops) */

#define LOADED 1024 /* slots of the loaded-directory table (open addressing) */

/* The state of one tree load. */
typedef struct loader {
    tyc_arena *a;
    tyc_diags *d;
    const char *root;           /* the root module's directory */
    const tyc_overlay *ov;
    tyc_target target;
    const tyc_value *given;     /* the root's input values (object), or NULL: not known */
    const tyc_value *modjson;   /* .terraform/modules/modules.json's Modules, or NULL */
    const tyc_cfg **loaded;     /* modules read so far, hashed by directory (LOADED slots) */
} loader;

/* ---- sources ---- */

/* parent joined with rel and cleaned as Go's filepath.Join ("." for nothing). */
static char *join_clean(tyc_arena *a, const char *parent, const char *rel)
{
    char *all = tyc_sprintf(a, "%s/%s", parent, rel);
    const char **seg = all ? TYC_NEWN(a, const char *, strlen(all) + 1) : NULL;
    if (!seg)
        return NULL;
    uint32_t n = 0, ups = 0;
    for (char *p = all, *s; p; p = s) {
        if ((s = strchr(p, '/')))
            *s++ = 0;
        if (!*p || !strcmp(p, "."))
            continue;
        if (!strcmp(p, "..") && n > ups)
            n--;
        else if (!strcmp(p, "..") && (seg[n++] = p))
            ups++;
        else
            seg[n++] = p;
    }
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    for (uint32_t i = 0; i < n; i++) {
        if (i)
            tyc_buf_addc(&b, '/');
        tyc_buf_addz(&b, seg[i]);
    }
    if (!n)
        tyc_buf_addc(&b, '.');
    return tyc_buf_to_arena(&b, a);
}

/* Terraform >= 1.15: the source evaluated at init (const variables, locals, path); its
** errors reported, except an unknown value when the root's values are not known (tycon
** validate). NULL when there is none. */
static const char *source_init(loader *run, const tyc_cfg *parent, const tyc_call *c)
{
    tyc_arena *a = run->a;
    const tyc_node *e = c->source->kids[0];
    const tyc_value *v = tyc_source_eval(a, parent, c->source_src, e, run->d);
    const char *sum = NULL, *det = NULL;
    if (!v)
        return NULL;
    if (tyc_v_is_null(v))
        sum = "Unsuitable module source", det = "Unsuitable value: null value is not allowed.";
    else if (!tyc_v_wholly_known(v) && run->given)
        sum = "Unknown module source",
        det = "Only literal values and const variables can be evaluated during init.";
    else if (tyc_v_wholly_known(v) && (tyc_v_deep_marks(v) & (TYC_MARK_SENSITIVE | TYC_MARK_EPHEMERAL)))
        sum = "Unknown module source",
        det = "The module source cannot be derived from a sensitive or ephemeral value.";
    if (sum) {
        tyc_diag_add(run->d, TYC_SEV_ERROR, TYCON_ERR_TYPE, c->source_src, e->beg, e->end, sum,
                     "%s", det);
        return NULL;
    }
    if (!tyc_v_wholly_known(v) || v->type->kind != TYC_STRING)
        return NULL;
    return tyc_strndup(a, v->u.s, v->n);
}

/* The `source` string of a call, or NULL. */
static const char *source_of(loader *run, const tyc_cfg *parent, const tyc_call *c,
                             const tyc_node **at)
{
    tyc_arena *a = run->a;
    *at = c->source;
    if (!*at)
        return NULL;
    if (tyc_target_tf_ge(run->target, 1, 15))
        return source_init(run, parent, c);
    tyc_diags tmp;
    tyc_diags_init(&tmp, a);
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, a, &tmp, c->source_src);
    const tyc_value *v = tyc_eval(&ec, (*at)->kids[0]);
    if (!v || tmp.nerrors || v->type->kind != TYC_STRING || !tyc_v_is_known(v) ||
        tyc_v_is_null(v))
        return NULL;
    return tyc_strndup(a, v->u.s, v->n);
}

/* The directory modules.json records for key, or NULL. */
static const char *installed_dir(loader *run, const char *key)
{
    const tyc_value *m = run->modjson;
    if (!m || tyc_v_is_null(m) || tyc_v_is_unknown(m) ||
        (m->type->kind != TYC_TUPLE && m->type->kind != TYC_LIST))
        return NULL;
    for (uint32_t i = 0; i < m->n; i++) {
        const tyc_value *e = m->u.elems[i];
        if (e->type->kind != TYC_OBJECT)
            continue;
        const tyc_value *k = tyc_v_attr(e, (tyc_str){"Key", 3});
        const tyc_value *d = tyc_v_attr(e, (tyc_str){"Dir", 3});
        if (k && d && k->type->kind == TYC_STRING && d->type->kind == TYC_STRING &&
            tyc_v_is_known(k) && tyc_v_is_known(d) && !tyc_v_is_null(k) && !tyc_v_is_null(d) &&
            tyc_str_eqz(tyc_v_str(k), key))
            return tyc_strndup(run->a, d->u.s, d->n);
    }
    return NULL;
}

/* Reads .terraform/modules/modules.json (absent: no installed modules). */
static void read_modjson(loader *run)
{
    tyc_arena *a = run->a;
    const char *path = tyc_sprintf(a, "%s/.terraform/modules/modules.json", run->root);
    uint32_t len;
    const char *err;
    char *text = path ? tyc_read_file(a, path, &len, &err) : NULL;
    tyc_source *src = text ? TYC_NEW(a, tyc_source) : NULL;
    if (!src)
        return;
    src->name = "modules.json";
    src->text = text;
    src->len = len;
    tyc_diags tmp;
    tyc_diags_init(&tmp, a);
    int st;
    tyc_node *n = tyc_parse_json(a, src, &tmp, &st);
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, a, &tmp, src);
    const tyc_value *v = n && !tmp.nerrors ? tyc_eval(&ec, n) : NULL;
    if (v && !tmp.nerrors && v->type->kind == TYC_OBJECT && tyc_v_is_known(v) && !tyc_v_is_null(v))
        run->modjson = tyc_v_attr(v, (tyc_str){"Modules", 7});
}

static int load_cfg(loader *run, tyc_cfg *cfg, const tyc_cfg *parent, const tyc_call *call,
                    uint32_t depth);

/* Renames the files of a child module as Terraform shows them ("modules/app/main.tf"). */
static int prefix_names(tyc_arena *a, tyc_cfg *cfg)
{
    for (uint32_t i = 0; i < cfg->mod.nfiles; i++) {
        tyc_source *s = cfg->mod.files[i];
        if (s && !(s->name = tyc_sprintf(a, "%s/%s", cfg->dir, s->name)))
            return -1;
    }
    return 0;
}

/* The details of the diagnostics [first, last] of a child's load name its files as the parser
** did ("at main.tf:3,1-5"); Terraform's ranges carry the module's directory
** ("at modules/app/main.tf:3,1-5"). 0, or -1 on OOM. */
static int prefix_details(tyc_arena *a, const tyc_cfg *cfg, tyc_diag *first, tyc_diag *last)
{
    size_t dl = strlen(cfg->dir);
    for (tyc_diag *g = first; g; g = g == last ? NULL : g->next) {
        if (!g->detail || !strstr(g->detail, " at "))
            continue;
        tyc_buf b;
        tyc_buf_init(&b, a->ctx);
        int changed = 0;
        for (const char *p = g->detail; *p;) {
            const char *at = strstr(p, " at ");
            if (!at) {
                tyc_buf_addz(&b, p);
                break;
            }
            tyc_buf_add(&b, p, (size_t)(at - p) + 4);
            p = at + 4;
            for (uint32_t i = 0; i < cfg->mod.nfiles; i++) {
                const tyc_source *f = cfg->mod.files[i];
                const char *base = f && f->name && !strncmp(f->name, cfg->dir, dl) &&
                                           f->name[dl] == '/' ? f->name + dl + 1 : NULL;
                size_t bl = base ? strlen(base) : 0;
                if (base && !strncmp(p, base, bl) && p[bl] == ':' && p[bl + 1] >= '0' &&
                    p[bl + 1] <= '9') {
                    tyc_buf_addf(&b, "%s/", cfg->dir);
                    changed = 1;
                    break;
                }
            }
        }
        const char *nd = changed ? tyc_buf_to_arena(&b, a) : NULL;
        if (!changed)
            tyc_buf_free(&b);
        else if (!nd)
            return -1;
        else
            g->detail = nd;
    }
    return 0;
}

static int not_installed(loader *run, const tyc_call *c, const tyc_node *at, const char *src)
{
    return tyc_diag_add(run->d, TYC_SEV_WARNING, TYCON_ERR_IO, at ? c->source_src : c->src, at ? at->beg : c->blk->nbeg,
                        at ? at->end : c->blk->nend, "Module not installed",
                        "The module \"%s\" (source \"%s\") is not installed, so its arguments "
                        "were not checked. Run \"terraform init\" to install it.",
                        c->name, src ? src : "")
               ? 0
               : -1;
}

/* Loads the child of call c of parent. */
static int load_child(loader *run, const tyc_cfg *parent, tyc_call *c, uint32_t depth)
{
    tyc_arena *a = run->a;
    const tyc_node *at;
    uint32_t errs = run->d->nerrors;
    const char *src = source_of(run, parent, c, &at);
    if (run->d->nerrors > errs) /* the source's own error says it all */
        return 0;
    tyc_cfg *ch = TYC_NEW(a, tyc_cfg);
    if (!ch)
        return -1;
    ch->key = *parent->key ? tyc_sprintf(a, "%s.%s", parent->key, c->name) : c->name;
    ch->addr = *parent->addr ? tyc_sprintf(a, "%s.module.%s", parent->addr, c->name)
                             : tyc_sprintf(a, "module.%s", c->name);
    if (!ch->key || !ch->addr)
        return -1;
    ch->source = src;
    if (src && (!strncmp(src, "./", 2) || !strncmp(src, "../", 3)))
        ch->dir = join_clean(a, parent->dir, src);
    else if (!(ch->dir = installed_dir(run, ch->key)))
        return a->ctx->oom ? -1 : not_installed(run, c, at, src);
    if (!ch->dir)
        return -1;
    if (depth >= MAX_DEPTH)
        return 0;
    c->child = ch;
    return load_cfg(run, ch, parent, c, depth + 1);
}

/* The slot of directory dir in the loaded table: its entry, or the empty slot to fill. */
static const tyc_cfg **loaded_slot(loader *run, const char *dir)
{
    uint32_t h = 2166136261u;
    for (const char *p = dir; *p; p++)
        h = (h ^ (uint8_t)*p) * 16777619u;
    for (uint32_t i = 0; i < LOADED; i++) {
        const tyc_cfg **e = &run->loaded[(h + i) % LOADED];
        if (!*e || !strcmp((*e)->dir, dir))
            return e;
    }
    return NULL; /* full: read it again */
}

/* Terraform decodes a module directory again for each call of it (its parser keeps the
** files it parsed, with their syntax errors reported once): the diagnostics of the first
** load of cfg that are not syntax errors again. 0, or -1 on OOM. */
static int decl_again(loader *run, const tyc_cfg *cfg)
{
    for (const tyc_diag *g = cfg->dfirst; g; g = g == cfg->dlast ? NULL : g->next)
        if (g->code != TYCON_ERR_SYNTAX && g->code != TYCON_ERR_INCOMPLETE &&
            !tyc_diags_push_copy(run->d, g))
            return -1;
    return 0;
}

/* A module directory read before (another call of the same source): its variables and
** blocks are shared (read once; its declaration diagnostics are reported again, as
** Terraform decodes it again); the calls are copied, as their children have their own
** addresses. 1 when reused, 0, -1 on OOM. */
static int reuse(loader *run, tyc_cfg *cfg)
{
    const tyc_cfg **slot = loaded_slot(run, cfg->dir);
    if (!slot)
        return 0;
    if (!*slot) {
        *slot = cfg;
        return 0;
    }
    const tyc_cfg *o = *slot;
    if (decl_again(run, o) < 0)
        return -1;
    const char *dir = cfg->dir, *addr = cfg->addr, *key = cfg->key, *source = cfg->source;
    *cfg = *o;
    cfg->dir = dir, cfg->addr = addr, cfg->key = key, cfg->source = source;
    if (!(cfg->calls = TYC_NEWN(run->a, tyc_call, o->ncalls + 1)))
        return -1;
    for (uint32_t i = 0; i < o->ncalls; i++) {
        cfg->calls[i] = o->calls[i];
        cfg->calls[i].child = NULL;
    }
    return 1;
}

/* The tree node's views of its module's blocks; its calls are its own copies (each child
** has its own address). 0, or -1 on OOM. */
static int views(loader *run, tyc_cfg *cfg)
{
    const tyc_module *m = &cfg->mod;
    cfg->locals = m->locals, cfg->nlocals = m->nlocals;
    cfg->outs = m->outs, cfg->nouts = m->nouts;
    cfg->res = m->res, cfg->nres = m->nres;
    cfg->provs = m->provs, cfg->nprovs = m->nprovs;
    cfg->reqp = m->reqp, cfg->nreqp = m->nreqp;
    if (!(cfg->calls = TYC_NEWN(run->a, tyc_call, m->ncalls + 1)))
        return -1;
    for (uint32_t i = 0; i < m->ncalls; i++)
        cfg->calls[i] = m->calls[i];
    cfg->ncalls = m->ncalls;
    return 0;
}

static int load_cfg(loader *run, tyc_cfg *cfg, const tyc_cfg *parent, const tyc_call *call,
                    uint32_t depth)
{
    tyc_arena *a = run->a;
    int again = depth ? reuse(run, cfg) : 0;
    if (again < 0)
        return -1;
    if (depth && !again) {
        const char *fs = tyc_sprintf(a, "%s/%s", run->root, cfg->dir);
        tyc_diag *before = run->d->tail;
        if (!fs || tyc_module_load_ov(a, fs, run->ov, run->target, &cfg->mod, run->d) < 0 ||
            prefix_names(a, cfg) < 0)
            return -1;
        if (run->d->tail != before) {
            cfg->dfirst = before ? before->next : run->d->head;
            cfg->dlast = run->d->tail;
            if (prefix_details(a, cfg, before ? before->next : run->d->head, run->d->tail) < 0)
                return -1;
        }
    }
    if (!again && views(run, cfg) < 0)
        return -1;
    if (tyc_target_tf_ge(run->target, 1, 15) &&
        tyc_source_vars(a, cfg, parent, call, parent ? NULL : run->given) < 0)
        return -1;
    for (uint32_t i = 0; i < cfg->ncalls; i++)
        if (load_child(run, cfg, &cfg->calls[i], depth) < 0)
            return -1;
    return 0;
}

/* The core version check of every child below cfg, in call order, each before its own
** children (Terraform's Config.CheckCoreVersionRequirements). 0, or -1 on OOM. */
static int child_versions(loader *run, const tyc_cfg *cfg, uint32_t depth)
{
    for (uint32_t i = 0; i < cfg->ncalls && depth < MAX_DEPTH; i++) {
        const tyc_cfg *ch = cfg->calls[i].child;
        if (ch && (tyc_core_version_check(run->a, &ch->mod, run->target, ch->addr,
                                          ch->source ? ch->source : "", run->d) < 0 ||
                   child_versions(run, ch, depth + 1) < 0))
            return -1;
    }
    return 0;
}

int tyc_config_tree(tyc_arena *a, const char *dir, const tyc_overlay *ov, tyc_target t,
                    const tyc_module *root, const tyc_value *given, tyc_diags *d,
                    tyc_cfg **out)
{
    loader ld = {a, d, dir, ov, t, given, NULL, NULL};
    loader *run = &ld;
    tyc_cfg *cfg = TYC_NEW(a, tyc_cfg);
    if (!cfg)
        return -1;
    cfg->dir = ".";
    cfg->addr = "";
    cfg->key = "";
    cfg->mod = *root;
    read_modjson(run);
    if (!(run->loaded = TYC_NEWN(a, const tyc_cfg *, LOADED)))
        return -1;
    *out = cfg;
    uint32_t errs = d->nerrors;
    if (load_cfg(run, cfg, NULL, NULL, 0) < 0)
        return -1;
    if (tyc_tree_providers(a, cfg, d->nerrors == errs, d) < 0)
        return -1;
    /* the root's own version check comes before (tyc_check_graph); the children's once the
    ** whole tree loaded without errors */
    return d->nerrors == errs ? child_versions(run, cfg, 0) : 0;
}
