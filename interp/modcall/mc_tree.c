/* SPDX-License-Identifier: Apache-2.0 */
/*
** mc_tree.c: the configuration tree as Terraform's loader builds it: the `locals`, `output`,
** `module`, `resource` and `data` blocks of each module (native syntax), and for every
** `module` block its child: a local source ("./", "../") read from its directory, any other
** source from the directory `terraform init` recorded in .terraform/modules/modules.json, or
** a "Module not installed" warning when it has none.
*/
#include "interp/modcall/mc_int.h"

#include <stdlib.h>

#include "interp/syntax/parse.h"
#include "runtime/base/file.h"
#include "runtime/base/str.h"

#define MC_MAX_DEPTH 64 /* nested module calls followed (a module that calls itself stops) */

static const char *const meta[] = {"count", "depends_on", "for_each", "providers", "source",
                                   "version"};

static int is_meta(const char *n)
{
    for (size_t i = 0; i < sizeof meta / sizeof *meta; i++)
        if (!strcmp(n, meta[i]))
            return 1;
    return 0;
}

static int cmp_named(const void *x, const void *y)
{
    return strcmp(((const mc_named *)x)->name, ((const mc_named *)y)->name);
}

static int cmp_call(const void *x, const void *y)
{
    return strcmp(((const mc_call *)x)->name, ((const mc_call *)y)->name);
}

static int cmp_res(const void *x, const void *y)
{
    const mc_res *p = x, *q = y;
    if (p->data != q->data)
        return p->data - q->data;
    int c = strcmp(p->type, q->type);
    return c ? c : strcmp(p->name, q->name);
}

int32_t tyc_mc_find(const mc_named *v, uint32_t n, tyc_str name)
{
    return tyc_find_sorted_name(v, n, sizeof *v, offsetof(mc_named, name), name);
}

/* Label i (1-based) of a block, or "". */
static const char *label(const tyc_node *b, uint32_t i)
{
    return i < b->n && b->kids[i] && b->kids[i]->text ? b->kids[i]->text : "";
}

const tyc_node *tyc_mc_body_attr(const tyc_node *body, const char *name)
{
    for (uint32_t i = 0; body->kind == TYC_N_BODY && i < body->n; i++)
        if (body->kids[i]->kind == TYC_N_ATTR && !strcmp(body->kids[i]->text, name))
            return body->kids[i];
    return NULL;
}

int tyc_mc_in_list(const char *const *v, const char *name)
{
    for (uint32_t i = 0; v && v[i]; i++)
        if (!strcmp(v[i], name))
            return 1;
    return 0;
}

/* Growable arrays of the blocks of one module, while reading. */
typedef struct acc {
    tyc_vec locals, outs, calls, res, provs, reqp;
} acc;

static int push_named(tyc_arena *a, tyc_vec *v, const char *name, const tyc_source *src,
                      const tyc_node *expr, const tyc_node *item)
{
    mc_named *n = TYC_NEW(a, mc_named);
    if (!n)
        return -1;
    *n = (mc_named){name, src, expr, item, 0};
    return tyc_vec_push(a, v, n);
}

static int read_call(tyc_arena *a, acc *ac, const tyc_source *src, const tyc_node *b)
{
    mc_call *c = TYC_NEW(a, mc_call);
    tyc_vec args = {0};
    if (!c)
        return -1;
    const tyc_node *body = b->kids[0];
    *c = (mc_call){label(b, 1), src, b, NULL, NULL, NULL, 0, NULL};
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *it = body->kids[i];
        if (it->kind != TYC_N_ATTR)
            continue;
        if (!strcmp(it->text, "count"))
            c->count = it->kids[0];
        else if (!strcmp(it->text, "for_each"))
            c->for_each = it->kids[0];
        else if (!is_meta(it->text) && push_named(a, &args, it->text, src, it->kids[0], it) < 0)
            return -1;
    }
    if (!(c->args = TYC_NEWN(a, mc_named, args.n ? args.n : 1)))
        return -1;
    for (uint32_t i = 0; i < args.n; i++)
        c->args[i] = *(mc_named *)args.v[i];
    c->nargs = args.n;
    if (c->nargs)
        qsort(c->args, c->nargs, sizeof *c->args, cmp_named);
    return tyc_vec_push(a, &ac->calls, c);
}

/* A `provider` block: its local name and alias. */
static int read_provider(tyc_arena *a, acc *ac, const tyc_source *src, const tyc_node *b)
{
    mc_prov *p = TYC_NEW(a, mc_prov);
    if (!p)
        return -1;
    const tyc_node *al = tyc_mc_body_attr(b->kids[0], "alias");
    const tyc_node *e = al ? al->kids[0] : NULL;
    if (e && e->kind == TYC_N_TEMPLATE && e->n == 1)
        e = e->kids[0];
    *p = (mc_prov){label(b, 1), e && e->kind == TYC_N_STRING ? e->text : NULL, src, b};
    return p->name ? tyc_vec_push(a, &ac->provs, p) : 0;
}

static int read_block(tyc_arena *a, acc *ac, const tyc_source *src, const tyc_node *b)
{
    const tyc_node *body = b->kids[0];
    if (!strcmp(b->text, "locals")) {
        for (uint32_t i = 0; i < body->n; i++) {
            const tyc_node *it = body->kids[i];
            if (it->kind == TYC_N_ATTR &&
                push_named(a, &ac->locals, it->text, src, it->kids[0], it) < 0)
                return -1;
        }
        return 0;
    }
    if (!strcmp(b->text, "output")) {
        const tyc_node *v = tyc_mc_body_attr(body, "value");
        const tyc_node *s = tyc_mc_body_attr(body, "sensitive");
        if (!v)
            return 0;
        if (push_named(a, &ac->outs, label(b, 1), src, v->kids[0], b) < 0)
            return -1;
        const char *kw = s ? tyc_node_keyword(s->kids[0]) : NULL;
        ((mc_named *)ac->outs.v[ac->outs.n - 1])->sensitive = kw && !strcmp(kw, "true");
        return 0;
    }
    if (!strcmp(b->text, "module"))
        return read_call(a, ac, src, b);
    if (!strcmp(b->text, "provider"))
        return read_provider(a, ac, src, b);
    if (!strcmp(b->text, "terraform")) {
        for (uint32_t i = 0; i < body->n; i++) {
            const tyc_node *rp = body->kids[i];
            if (rp->kind != TYC_N_BLOCK || strcmp(rp->text, "required_providers"))
                continue;
            for (uint32_t j = 0; j < rp->kids[0]->n; j++) {
                const tyc_node *it = rp->kids[0]->kids[j];
                if (it->kind == TYC_N_ATTR &&
                    push_named(a, &ac->reqp, it->text, src, it->kids[0], it) < 0)
                    return -1;
            }
        }
        return 0;
    }
    int data = !strcmp(b->text, "data");
    if (data || !strcmp(b->text, "resource")) {
        mc_res *r = TYC_NEW(a, mc_res);
        if (!r)
            return -1;
        *r = (mc_res){label(b, 1), label(b, 2), src, b, data,
                      tyc_mc_body_attr(body, "count") || tyc_mc_body_attr(body, "for_each")};
        return tyc_vec_push(a, &ac->res, r);
    }
    return 0;
}

/* Copies the pointers of v into a sorted array of T. */
#define MC_FLATTEN(ar, vec, T, out, nout, cmp)                                                   \
    do {                                                                                          \
        if (!((out) = TYC_NEWN(ar, T, (vec).n ? (vec).n : 1)))                                    \
            return -1;                                                                            \
        for (uint32_t i_ = 0; i_ < (vec).n; i_++)                                                 \
            (out)[i_] = *(T *)(vec).v[i_];                                                        \
        (nout) = (vec).n;                                                                         \
        if ((vec).n)                                                                              \
            qsort((out), (vec).n, sizeof(T), cmp);                                                \
    } while (0)

/* A `module` property of a JSON configuration file: its calls are not read (a warning,
** never a silent pass). 0, or -1 on OOM. */
static int json_modules(mc_run *run, const tyc_source *src, const tyc_node *root)
{
    for (uint32_t i = 0; root->kind == TYC_N_OBJECT && i + 1 < root->n; i += 2) {
        const tyc_node *k = root->kids[i];
        const tyc_node *ks = k && k->n ? k->kids[0] : NULL;
        if (!ks || ks->kind != TYC_N_STRING || !ks->text || strcmp(ks->text, "module"))
            continue;
        return tyc_diag_add(run->d, TYC_SEV_WARNING, TYCON_ERR_EVAL, src, k->beg, k->end,
                            "Module calls not checked",
                            "tycon reads module calls from native-syntax files only: the "
                            "\"module\" blocks of %s were not checked.", src->name)
                   ? 0
                   : -1;
    }
    return 0;
}

/* The key node of pair i of a JSON object. */
static const tyc_node *jkey(const tyc_node *o, uint32_t i)
{
    const tyc_node *k = o->kids[2 * i];
    return k && k->kind == TYC_N_OBJKEY && k->n ? k->kids[0] : k;
}

/* A synthetic BLOCK node for a JSON block: type, body (the JSON object) and labels. */
static tyc_node *jblock(tyc_arena *a, const char *type, const tyc_node *kn, const tyc_node *obj,
                        const tyc_node *l1, const tyc_node *l2)
{
    uint32_t n = 1 + (l1 != NULL) + (l2 != NULL);
    tyc_node *b = TYC_NEW(a, tyc_node);
    tyc_node **kids = TYC_NEWN(a, tyc_node *, n);
    if (!b || !kids)
        return NULL;
    b->kind = TYC_N_BLOCK;
    b->flags = TYC_NF_JSON;
    b->text = type;
    b->tlen = (uint32_t)strlen(type);
    b->beg = b->nbeg = kn->beg;
    b->nend = kn->end;
    b->end = obj->end;
    b->abeg = obj->beg;
    b->aend = obj->end;
    b->kids = kids;
    b->n = n;
    kids[0] = (tyc_node *)obj;
    if (l1)
        kids[1] = (tyc_node *)l1;
    if (l2)
        kids[2] = (tyc_node *)l2;
    return b;
}

/* The resource, data, provider and terraform.required_providers properties of a JSON
** configuration file. 0, or -1 on OOM. */
static int json_blocks(tyc_arena *a, acc *ac, const tyc_source *src, const tyc_node *root)
{
    for (uint32_t i = 0; root->kind == TYC_N_OBJECT && i < root->n / 2; i++) {
        const tyc_node *kn = jkey(root, i), *v = root->kids[2 * i + 1];
        const char *k = kn && kn->text ? kn->text : "";
        int data = !strcmp(k, "data");
        if ((data || !strcmp(k, "resource")) && v->kind == TYC_N_OBJECT) {
            for (uint32_t t = 0; t < v->n / 2; t++) {
                const tyc_node *tk = jkey(v, t), *tv = v->kids[2 * t + 1];
                for (uint32_t r = 0; tv->kind == TYC_N_OBJECT && r < tv->n / 2; r++) {
                    const tyc_node *nk = jkey(tv, r), *body = tv->kids[2 * r + 1];
                    if (body->kind == TYC_N_TUPLE && body->n == 1)
                        body = body->kids[0];
                    if (body->kind != TYC_N_OBJECT || !tk->text || !nk->text)
                        continue;
                    tyc_node *b = jblock(a, k, tk, body, tk, nk);
                    mc_res *res = TYC_NEW(a, mc_res);
                    if (!b || !res)
                        return -1;
                    int rep = 0;
                    for (uint32_t m = 0; m < body->n / 2; m++)
                        rep |= jkey(body, m)->text && (!strcmp(jkey(body, m)->text, "count") ||
                                                       !strcmp(jkey(body, m)->text, "for_each"));
                    *res = (mc_res){tk->text, nk->text, src, b, data, rep};
                    if (tyc_vec_push(a, &ac->res, res) < 0)
                        return -1;
                }
            }
        } else if (!strcmp(k, "provider") && v->kind == TYC_N_OBJECT) {
            for (uint32_t t = 0; t < v->n / 2; t++) {
                const tyc_node *pk = jkey(v, t), *pv = v->kids[2 * t + 1];
                uint32_t m = pv->kind == TYC_N_TUPLE ? pv->n : 1;
                for (uint32_t e = 0; e < m && pk->text; e++) {
                    const tyc_node *body = pv->kind == TYC_N_TUPLE ? pv->kids[e] : pv;
                    if (body->kind != TYC_N_OBJECT)
                        continue;
                    const char *alias = NULL;
                    for (uint32_t q = 0; q < body->n / 2; q++)
                        if (jkey(body, q)->text && !strcmp(jkey(body, q)->text, "alias") &&
                            body->kids[2 * q + 1]->kind == TYC_N_STRING)
                            alias = body->kids[2 * q + 1]->text;
                    tyc_node *b = jblock(a, "provider", pk, body, pk, NULL);
                    mc_prov *p = TYC_NEW(a, mc_prov);
                    if (!b || !p)
                        return -1;
                    *p = (mc_prov){pk->text, alias, src, b};
                    if (tyc_vec_push(a, &ac->provs, p) < 0)
                        return -1;
                }
            }
        } else if (!strcmp(k, "terraform") && v->kind == TYC_N_OBJECT) {
            for (uint32_t t = 0; t < v->n / 2; t++) {
                const tyc_node *rp = v->kids[2 * t + 1];
                if (!jkey(v, t)->text || strcmp(jkey(v, t)->text, "required_providers") ||
                    rp->kind != TYC_N_OBJECT)
                    continue;
                for (uint32_t r = 0; r < rp->n / 2; r++)
                    if (jkey(rp, r)->text &&
                        push_named(a, &ac->reqp, jkey(rp, r)->text, src, rp->kids[2 * r + 1],
                                   jkey(rp, r)) < 0)
                        return -1;
            }
        }
    }
    return 0;
}

/* Reads the blocks of every native-syntax file of cfg->mod. First definitions win. */
static int read_blocks(mc_run *run, mc_cfg *cfg)
{
    tyc_arena *a = run->a;
    acc ac = {{0}, {0}, {0}, {0}, {0}, {0}};
    for (uint32_t f = 0; f < cfg->mod.nfiles; f++) {
        const tyc_source *src = cfg->mod.files[f];
        const tyc_node *root = src ? src->body : NULL;
        if (root && root->kind != TYC_N_BODY &&
            (json_modules(run, src, root) < 0 || json_blocks(a, &ac, src, root) < 0))
            return -1;
        if (!root || root->kind != TYC_N_BODY)
            continue;
        for (uint32_t i = 0; i < root->n; i++)
            if (root->kids[i]->kind == TYC_N_BLOCK && read_block(a, &ac, src, root->kids[i]) < 0)
                return -1;
    }
    MC_FLATTEN(a, ac.locals, mc_named, cfg->locals, cfg->nlocals, cmp_named);
    MC_FLATTEN(a, ac.outs, mc_named, cfg->outs, cfg->nouts, cmp_named);
    MC_FLATTEN(a, ac.calls, mc_call, cfg->calls, cfg->ncalls, cmp_call);
    MC_FLATTEN(a, ac.res, mc_res, cfg->res, cfg->nres, cmp_res);
    MC_FLATTEN(a, ac.reqp, mc_named, cfg->reqp, cfg->nreqp, cmp_named);
    if (!(cfg->provs = TYC_NEWN(a, mc_prov, ac.provs.n + 1)))
        return -1;
    for (uint32_t i = 0; i < ac.provs.n; i++)
        cfg->provs[i] = *(mc_prov *)ac.provs.v[i];
    cfg->nprovs = ac.provs.n;
    return 0;
}

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

/* The `source` string of a call, or NULL. */
static const char *source_of(tyc_arena *a, const mc_call *c, const tyc_node **at)
{
    *at = tyc_mc_body_attr(c->blk->kids[0], "source");
    if (!*at)
        return NULL;
    tyc_diags tmp;
    tyc_diags_init(&tmp, a);
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, a, &tmp, c->src);
    const tyc_value *v = tyc_eval(&ec, (*at)->kids[0]);
    if (!v || tmp.nerrors || v->type->kind != TYC_STRING || !tyc_v_is_known(v) ||
        tyc_v_is_null(v))
        return NULL;
    return tyc_strndup(a, v->u.s, v->n);
}

/* The directory modules.json records for key, or NULL. */
static const char *installed_dir(mc_run *run, const char *key)
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
static void read_modjson(mc_run *run)
{
    tyc_arena *a = run->a;
    const char *path = tyc_sprintf(a, "%s/.terraform/modules/modules.json", run->o->dir);
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

static int load_cfg(mc_run *run, mc_cfg *cfg, uint32_t depth);

/* Renames the files of a child module as Terraform shows them ("modules/app/main.tf"). */
static int prefix_names(tyc_arena *a, mc_cfg *cfg)
{
    for (uint32_t i = 0; i < cfg->mod.nfiles; i++) {
        tyc_source *s = cfg->mod.files[i];
        if (s && !(s->name = tyc_sprintf(a, "%s/%s", cfg->dir, s->name)))
            return -1;
    }
    return 0;
}

static int not_installed(mc_run *run, const mc_call *c, const tyc_node *at, const char *src)
{
    return tyc_diag_add(run->d, TYC_SEV_WARNING, TYCON_ERR_IO, c->src, at ? at->beg : c->blk->nbeg,
                        at ? at->end : c->blk->nend, "Module not installed",
                        "The module \"%s\" (source \"%s\") is not installed, so its arguments "
                        "were not checked. Run \"terraform init\" to install it.",
                        c->name, src ? src : "")
               ? 0
               : -1;
}

/* Loads the child of call c of parent. */
static int load_child(mc_run *run, const mc_cfg *parent, mc_call *c, uint32_t depth)
{
    tyc_arena *a = run->a;
    const tyc_node *at;
    const char *src = source_of(a, c, &at);
    mc_cfg *ch = TYC_NEW(a, mc_cfg);
    if (!ch)
        return -1;
    ch->key = *parent->key ? tyc_sprintf(a, "%s.%s", parent->key, c->name) : c->name;
    ch->addr = *parent->addr ? tyc_sprintf(a, "%s.module.%s", parent->addr, c->name)
                             : tyc_sprintf(a, "module.%s", c->name);
    if (!ch->key || !ch->addr)
        return -1;
    if (src && (!strncmp(src, "./", 2) || !strncmp(src, "../", 3)))
        ch->dir = join_clean(a, parent->dir, src);
    else if (!(ch->dir = installed_dir(run, ch->key)))
        return a->ctx->oom ? -1 : not_installed(run, c, at, src);
    if (!ch->dir)
        return -1;
    if (depth >= MC_MAX_DEPTH)
        return 0;
    c->child = ch;
    return load_cfg(run, ch, depth + 1);
}

/* The slot of directory dir in the loaded table: its entry, or the empty slot to fill. */
static const mc_cfg **loaded_slot(mc_run *run, const char *dir)
{
    uint32_t h = 2166136261u;
    for (const char *p = dir; *p; p++)
        h = (h ^ (uint8_t)*p) * 16777619u;
    for (uint32_t i = 0; i < MC_LOADED; i++) {
        const mc_cfg **e = &run->loaded[(h + i) % MC_LOADED];
        if (!*e || !strcmp((*e)->dir, dir))
            return e;
    }
    return NULL; /* full: read it again */
}

/* A module directory read before (another call of the same source): its variables and
** blocks are shared (read once, as its declaration errors are reported once); the calls
** are copied, as their children have their own addresses. 1 when reused, 0, -1 on OOM. */
static int reuse(mc_run *run, mc_cfg *cfg)
{
    const mc_cfg **slot = loaded_slot(run, cfg->dir);
    if (!slot)
        return 0;
    if (!*slot) {
        *slot = cfg;
        return 0;
    }
    const mc_cfg *o = *slot;
    const char *dir = cfg->dir, *addr = cfg->addr, *key = cfg->key;
    *cfg = *o;
    cfg->dir = dir, cfg->addr = addr, cfg->key = key;
    if (!(cfg->calls = TYC_NEWN(run->a, mc_call, o->ncalls + 1)))
        return -1;
    for (uint32_t i = 0; i < o->ncalls; i++) {
        cfg->calls[i] = o->calls[i];
        cfg->calls[i].child = NULL;
    }
    return 1;
}

static int load_cfg(mc_run *run, mc_cfg *cfg, uint32_t depth)
{
    tyc_arena *a = run->a;
    int again = depth ? reuse(run, cfg) : 0;
    if (again < 0)
        return -1;
    if (depth && !again) {
        const char *fs = tyc_sprintf(a, "%s/%s", run->o->dir, cfg->dir);
        if (!fs || tyc_module_load_ov(a, fs, run->o->ov, &cfg->mod, run->d) < 0 ||
            prefix_names(a, cfg) < 0)
            return -1;
    }
    if (!again && read_blocks(run, cfg) < 0)
        return -1;
    for (uint32_t i = 0; i < cfg->ncalls; i++)
        if (load_child(run, cfg, &cfg->calls[i], depth) < 0)
            return -1;
    return 0;
}

int tyc_mc_tree(mc_run *run, const tyc_module *root, mc_cfg **out)
{
    mc_cfg *cfg = TYC_NEW(run->a, mc_cfg);
    if (!cfg)
        return -1;
    cfg->dir = ".";
    cfg->addr = "";
    cfg->key = "";
    cfg->mod = *root;
    read_modjson(run);
    if (!(run->loaded = TYC_NEWN(run->a, const mc_cfg *, MC_LOADED)))
        return -1;
    *out = cfg;
    return load_cfg(run, cfg, 0);
}
