/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_blocks.c: the blocks of a module other than `variable`, read into the model
** (interp/config/module.h): `locals`, `output`, `module`, `provider`, `resource` / `data`,
** and `terraform { required_providers }`, from native files and JSON files alike (JSON
** locals, outputs and module calls through module_jsonblk.c). First definitions win.
*/
#include "interp/config/module_int.h"

#include <stdlib.h>

#include "runtime/base/str.h"
#include "interp/eval/eval.h"

static const char *const meta[] = {"count", "depends_on", "for_each", "providers", "source",
                                   "version"};

/* Whether n is a meta-argument of module blocks for target t (Terraform 1.15 added
** ignore_nested_deprecations: internal/configs/module_call.go moduleBlockSchema). */
static int is_meta(const char *n, tyc_target t)
{
    if (tyc_target_tf_ge(t, 1, 15) && !strcmp(n, "ignore_nested_deprecations"))
        return 1;
    for (size_t i = 0; i < sizeof meta / sizeof *meta; i++)
        if (!strcmp(n, meta[i]))
            return 1;
    return 0;
}

static int cmp_named(const void *x, const void *y)
{
    return strcmp(((const tyc_named *)x)->name, ((const tyc_named *)y)->name);
}

static int cmp_call(const void *x, const void *y)
{
    return strcmp(((const tyc_call *)x)->name, ((const tyc_call *)y)->name);
}

static int cmp_res(const void *x, const void *y)
{
    const tyc_res *p = x, *q = y;
    if (p->data != q->data)
        return p->data - q->data;
    int c = strcmp(p->type, q->type);
    return c ? c : strcmp(p->name, q->name);
}

int32_t tyc_named_find(const tyc_named *v, uint32_t n, tyc_str name)
{
    return tyc_find_sorted_name(v, n, sizeof *v, offsetof(tyc_named, name), name);
}

/* Label i (1-based) of a block, or "". */
static const char *label(const tyc_node *b, uint32_t i)
{
    return i < b->n && b->kids[i] && b->kids[i]->text ? b->kids[i]->text : "";
}

const tyc_node *tyc_body_attr(const tyc_node *body, const char *name)
{
    for (uint32_t i = 0; body->kind == TYC_N_BODY && i < body->n; i++)
        if (body->kids[i]->kind == TYC_N_ATTR && !strcmp(body->kids[i]->text, name))
            return body->kids[i];
    return NULL;
}

int tyc_in_list(const char *const *v, const char *name)
{
    for (uint32_t i = 0; v && v[i]; i++)
        if (!strcmp(v[i], name))
            return 1;
    return 0;
}

/* Growable arrays of the blocks of one module, while reading. */
typedef struct acc {
    tyc_vec locals, outs, calls, res, provs, reqp, eph, stmts[3];
} acc;

static int push_named(tyc_arena *a, tyc_vec *v, const char *name, const tyc_source *src,
                      const tyc_node *expr, const tyc_node *item)
{
    tyc_named *n = TYC_NEW(a, tyc_named);
    if (!n)
        return -1;
    *n = (tyc_named){name, src, expr, item, 0};
    return tyc_vec_push(a, v, n);
}

/* ignore_nested_deprecations = true (Terraform >= 1.15): a static boolean (its errors are
** tyc_module_call_check's). */
static void quiet_flag(tyc_arena *a, tyc_call *c, const tyc_source *src, const tyc_node *e)
{
    tyc_diags tmp;
    tyc_diags_init(&tmp, a);
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, a, &tmp, src);
    const tyc_value *v = tyc_eval(&ec, e);
    c->quiet = v && v->type->kind == TYC_BOOL && tyc_v_is_known(v) && !tyc_v_is_null(v) &&
               v->u.b;
}

static int read_call(tyc_arena *a, acc *ac, const tyc_source *src, const tyc_node *b,
                     tyc_target t)
{
    tyc_call *c = TYC_NEW(a, tyc_call);
    tyc_vec args = {0};
    if (!c)
        return -1;
    const tyc_node *body = b->kids[0];
    *c = (tyc_call){label(b, 1), src, b, NULL, NULL, src, src, NULL, src, NULL, 0, NULL};
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *it = body->kids[i];
        if (it->kind != TYC_N_ATTR)
            continue;
        if (!strcmp(it->text, "count"))
            c->count = it->kids[0];
        else if (!strcmp(it->text, "for_each"))
            c->for_each = it->kids[0];
        else if (!strcmp(it->text, "source"))
            c->source = it;
        else if (tyc_target_tf_ge(t, 1, 15) && !strcmp(it->text, "ignore_nested_deprecations"))
            quiet_flag(a, c, src, it->kids[0]);
        else if (!is_meta(it->text, t) && push_named(a, &args, it->text, src, it->kids[0], it) < 0)
            return -1;
    }
    if (!(c->args = TYC_NEWN(a, tyc_named, args.n ? args.n : 1)))
        return -1;
    for (uint32_t i = 0; i < args.n; i++)
        c->args[i] = *(tyc_named *)args.v[i];
    c->nargs = args.n;
    if (c->nargs)
        qsort(c->args, c->nargs, sizeof *c->args, cmp_named);
    return tyc_vec_push(a, &ac->calls, c);
}

/* A `provider` block: its local name and alias. */
static int read_provider(tyc_arena *a, acc *ac, const tyc_source *src, const tyc_node *b)
{
    tyc_prov *p = TYC_NEW(a, tyc_prov);
    if (!p)
        return -1;
    const tyc_node *al = tyc_body_attr(b->kids[0], "alias");
    const tyc_node *e = al ? al->kids[0] : NULL;
    if (e && e->kind == TYC_N_TEMPLATE && e->n == 1)
        e = e->kids[0];
    *p = (tyc_prov){label(b, 1), e && e->kind == TYC_N_STRING ? e->text : NULL, src, b};
    return p->name ? tyc_vec_push(a, &ac->provs, p) : 0;
}

/* A moved or import block in an override file (Terraform's mergeFile refuses them). */
static int stmt_override(const tyc_source *src, const tyc_node *b, tyc_diags *d)
{
    uint32_t beg, end;
    tyc_cfg_defrange(b, &beg, &end);
    int mv = b->text[0] == 'm';
    return tyc_cfg_err(d, src, beg, end,
                       mv ? "Cannot override 'moved' blocks" : "Cannot override 'import' blocks",
                       mv ? "Records of moved objects can appear only in normal files, not in "
                            "override files."
                          : "Import blocks can appear only in normal files, not in override "
                            "files.");
}

static int read_block(tyc_arena *a, acc *ac, const tyc_source *src, const tyc_node *b,
                      tyc_target t, int override, tyc_diags *d)
{
    const tyc_node *body = b->kids[0];
    if (!strcmp(b->text, "locals")) {
        for (uint32_t i = 0; i < body->n; i++) { /* hcl's JustAttributes: the first block */
            const tyc_node *it = body->kids[i];
            if (it->kind == TYC_N_BLOCK) {
                if (tyc_cfg_err(d, src, it->nbeg, it->nend,
                                tyc_sprintf(a, "Unexpected \"%s\" block", it->text),
                                "Blocks are not allowed here.") < 0)
                    return -1;
                break;
            }
        }
        for (uint32_t i = 0; i < body->n; i++) {
            const tyc_node *it = body->kids[i];
            if (it->kind == TYC_N_ATTR &&
                push_named(a, &ac->locals, it->text, src, it->kids[0], it) < 0)
                return -1;
        }
        return 0;
    }
    if (!strcmp(b->text, "output")) {
        tyc_named *o = TYC_NEW(a, tyc_named);
        int rc = !o || b->n != 2 ? (o ? 0 : -1)
                                 : tyc_module_output(a, src, b, t, override, o, d);
        return rc <= 0 ? rc : tyc_vec_push(a, &ac->outs, o);
    }
    if (!strcmp(b->text, "module"))
        return tyc_module_call_check(src, b, override, t, d) < 0 ? -1 : read_call(a, ac, src, b, t);
    if (!strcmp(b->text, "check"))
        return tyc_module_check_block(a, src, b, override, t, d);
    if (!strcmp(b->text, "action"))
        return tyc_target_tf_ge(t, 1, 13) ? tyc_module_action(src, b, d) : 0;
    if (override && (!strcmp(b->text, "import") || !strcmp(b->text, "moved")) &&
        stmt_override(src, b, d) < 0)
        return -1;
    if (!strcmp(b->text, "import") || !strcmp(b->text, "moved") || !strcmp(b->text, "removed")) {
        tyc_stmt *st = TYC_NEW(a, tyc_stmt);
        if (!st || tyc_module_stmt(src, b, t, d) < 0)
            return -1;
        *st = (tyc_stmt){src, b};
        return tyc_vec_push(a, &ac->stmts[b->text[0] == 'i' ? 0 : b->text[0] == 'm' ? 1 : 2], st);
    }
    if (!strcmp(b->text, "provider")) {
        int keep = tyc_module_provider(a, src, b, t, d);
        return keep <= 0 ? keep : read_provider(a, ac, src, b);
    }
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
    int data = !strcmp(b->text, "data"), eph = !strcmp(b->text, "ephemeral");
    if (data || eph || !strcmp(b->text, "resource")) {
        tyc_res *r = TYC_NEW(a, tyc_res);
        if (!r || tyc_module_resource(a, src, b, data ? 'd' : eph ? 'e' : 'r', override, t,
                                      d) < 0)
            return -1;
        *r = (tyc_res){label(b, 1), label(b, 2), src, b, data,
                      tyc_body_attr(body, "count") || tyc_body_attr(body, "for_each")};
        return tyc_vec_push(a, eph ? &ac->eph : &ac->res, r);
    }
    return 0;
}

/* Copies the pointers of v into a sorted array of T. */
#define FLATTEN(ar, vec, T, out, nout, cmp)                                                   \
    do {                                                                                          \
        if (!((out) = TYC_NEWN(ar, T, (vec).n ? (vec).n : 1)))                                    \
            return -1;                                                                            \
        for (uint32_t i_ = 0; i_ < (vec).n; i_++)                                                 \
            (out)[i_] = *(T *)(vec).v[i_];                                                        \
        (nout) = (vec).n;                                                                         \
        if ((vec).n)                                                                              \
            qsort((out), (vec).n, sizeof(T), cmp);                                                \
    } while (0)

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

/* The properties of a JSON configuration file: locals, output, module (module_jsonblk.c),
** resource, data, provider and terraform.required_providers. 0, or -1 on OOM. */
static int json_blocks(tyc_arena *a, acc *ac, const tyc_source *src, const tyc_node *root,
                       tyc_target tg, int over, tyc_diags *d, tyc_diags *late)
{
    tyc_vec named = {0}; /* locals, outputs, module calls: read as native blocks */
    if (tyc_module_json_named(a, src, root, tg, &named, d, late) < 0)
        return -1;
    for (uint32_t i = 0; i < named.n; i++)
        if (read_block(a, ac, src, named.v[i], tg, over, d) < 0)
            return -1;
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
                    tyc_res *res = TYC_NEW(a, tyc_res);
                    if (!b || !res || tyc_module_json_resource(src, b, data ? 'd' : 'r', d) < 0)
                        return -1;
                    int rep = 0;
                    for (uint32_t m = 0; m < body->n / 2; m++)
                        rep |= jkey(body, m)->text && (!strcmp(jkey(body, m)->text, "count") ||
                                                       !strcmp(jkey(body, m)->text, "for_each"));
                    *res = (tyc_res){tk->text, nk->text, src, b, data, rep};
                    if (tyc_vec_push(a, &ac->res, res) < 0)
                        return -1;
                }
            }
        } else if (!strcmp(k, "import")) {
            if (tyc_module_json_import(src, v, d) < 0)
                return -1;
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
                    tyc_prov *p = TYC_NEW(a, tyc_prov);
                    if (!b || !p)
                        return -1;
                    *p = (tyc_prov){pk->text, alias, src, b};
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

int tyc_module_blocks(tyc_arena *a, tyc_module *m, tyc_target t, tyc_diags *d)
{
    acc ac, ov;
    tyc_diags late; /* JSON template errors: reported when loading found no error */
    tyc_diags_init(&late, a);
    uint32_t errs = d->nerrors;
    memset(&ac, 0, sizeof ac);
    memset(&ov, 0, sizeof ov);
    for (uint32_t f = 0; f < m->nfiles; f++) {
        const tyc_source *src = m->files[f];
        const tyc_node *root = src ? src->body : NULL;
        int over = m->override && m->override[f];
        acc *to = over ? &ov : &ac;
        if (root && root->kind != TYC_N_BODY && json_blocks(a, to, src, root, t, over, d, &late) < 0)
            return -1;
        if (!root || root->kind != TYC_N_BODY)
            continue;
        for (uint32_t i = 0; i < root->n; i++)
            if (root->kids[i]->kind == TYC_N_BLOCK &&
                read_block(a, to, src, root->kids[i], t, over, d) < 0)
                return -1;
    }
    if (tyc_module_dups(d, &ac.provs, &ac.locals, &ac.outs, &ac.calls, &ac.res, &ac.eph) < 0 ||
        tyc_module_override_bases(d, &ac.provs, &ac.res, &ov.provs, &ov.res) < 0)
        return -1;
    /* resources, data sources, providers and required_providers of override files are
    ** kept beside the primary ones (their merging is not modelled yet) */
    tyc_vec *from[] = {&ov.res, &ov.provs, &ov.reqp, &ov.eph},
            *to[] = {&ac.res, &ac.provs, &ac.reqp, &ac.eph};
    for (int k = 0; k < 4; k++)
        for (uint32_t i = 0; i < from[k]->n; i++)
            if (tyc_vec_push(a, to[k], from[k]->v[i]) < 0)
                return -1;
    FLATTEN(a, ac.locals, tyc_named, m->locals, m->nlocals, cmp_named);
    FLATTEN(a, ac.outs, tyc_named, m->outs, m->nouts, cmp_named);
    FLATTEN(a, ac.calls, tyc_call, m->calls, m->ncalls, cmp_call);
    FLATTEN(a, ac.res, tyc_res, m->res, m->nres, cmp_res);
    FLATTEN(a, ac.eph, tyc_res, m->eph, m->neph, cmp_res);
    FLATTEN(a, ac.reqp, tyc_named, m->reqp, m->nreqp, cmp_named);
    if (!(m->provs = TYC_NEWN(a, tyc_prov, ac.provs.n + 1)))
        return -1;
    for (uint32_t i = 0; i < ac.provs.n; i++)
        m->provs[i] = *(tyc_prov *)ac.provs.v[i];
    m->nprovs = ac.provs.n;
    tyc_stmt **st[3] = {&m->imports, &m->moved, &m->removed};
    uint32_t *nst[3] = {&m->nimports, &m->nmoved, &m->nremoved};
    for (int k = 0; k < 3; k++) {
        if (!(*st[k] = TYC_NEWN(a, tyc_stmt, ac.stmts[k].n + 1)))
            return -1;
        for (uint32_t i = 0; i < ac.stmts[k].n; i++)
            (*st[k])[i] = *(tyc_stmt *)ac.stmts[k].v[i];
        *nst[k] = ac.stmts[k].n;
    }
    if (tyc_module_terraform(a, m, t, d) < 0 || (!t.tofu && tyc_module_import_dups(m, d) < 0) ||
        tyc_module_merge(a, m, &ov.locals, &ov.outs, &ov.calls, d) < 0)
        return -1;
    if (d->nerrors == errs)
        tyc_diags_append(d, &late);
    return 0;
}
