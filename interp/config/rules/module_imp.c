/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_imp.c: what Terraform's loader checks in `import`, `moved` and `removed` blocks
** (internal/configs import.go, moved.go, removed.go): their schemas and required
** arguments; import's `to` a managed resource instance address (not in a module when a
** provider is given) and exactly one of `id` / `identity` (Terraform >= 1.12); moved's and
** removed's addresses static references; removed's lifecycle and provisioner rules.
*/
#include "interp/config/rules/module_addr.h"
#include "interp/config/rules/module_lc.h"

#include "runtime/base/str.h"

/* "Missing required argument" for each name of req that body lacks (hcl's Content). */
static int required(tyc_diags *d, const tyc_source *src, const tyc_node *b,
                    const char *const *req)
{
    for (uint32_t i = 0; req[i]; i++)
        if (!tyc_body_attr(b->kids[0], req[i]) &&
            tyc_cfg_err(d, src, b->abeg, b->abeg, "Missing required argument",
                        tyc_sprintf(d->arena, "The argument \"%s\" is required, but no "
                                              "definition was found.", req[i])) < 0)
            return -1;
    return 0;
}

/* `to` of an import block; *in_module: the address is in a module. */
static int import_to(tyc_diags *d, const tyc_source *src, const tyc_node *at, int *in_module)
{
    tyc_addr p;
    int rc = tyc_addr_resource_instance(d, src, at->kids[0], &p);
    if (rc < 0)
        return -1;
    *in_module = !rc && p.nmodules;
    if (!rc && p.mode == 'M')
        return 0;
    return tyc_cfg_err(d, src, at->beg, at->end, "Invalid import address",
                       "Only managed resources can be imported.");
}

/* An import block. */
static int import_block(tyc_diags *d, const tyc_source *src, const tyc_node *b, tyc_target t)
{
    static const char *const a111[] = {"for_each", "id", "provider", "to", NULL};
    static const char *const a112[] = {"for_each", "id", "identity", "provider", "to", NULL};
    static const char *const r111[] = {"id", "to", NULL}, *const r112[] = {"to", NULL};
    int v112 = tyc_target_tf_ge(t, 1, 12);
    const tyc_node *body = b->kids[0];
    uint32_t errs = d->nerrors;
    if (tyc_cfg_content(d, src, body, v112 ? a112 : a111, NULL, 0) < 0 ||
        required(d, src, b, v112 ? r112 : r111) < 0)
        return -1;
    if (t.tofu) /* OpenTofu words its address errors its own way: not modelled */
        return 0;
    const tyc_node *to = tyc_body_attr(body, "to"), *pv = tyc_body_attr(body, "provider");
    int in_module = 0;
    if (to && d->nerrors != errs)
        return 0; /* Terraform stops decoding the block after a schema error */
    if (to && import_to(d, src, to, &in_module) < 0)
        return -1;
    if (pv && in_module &&
        tyc_cfg_err(d, src, pv->beg, pv->end, "Invalid import provider argument",
                    "The provider argument can only be specified in import blocks that will "
                    "generate configuration.\n\nUse the providers argument within the module "
                    "block to configure providers for all resources within a module, "
                    "including imported resources.") < 0)
        return -1;
    if (pv && tyc_cfg_provider_ref(d, src, pv->kids[0], "provider") < 0)
        return -1;
    if (!v112)
        return 0;
    const tyc_node *id = tyc_body_attr(body, "id"), *ident = tyc_body_attr(body, "identity");
    if (!!id == !!ident) {
        uint32_t beg, end;
        tyc_cfg_defrange(b, &beg, &end);
        return tyc_cfg_err(d, src, beg, end, "Invalid import block",
                           id ? "Only one of 'id' or 'identity' can be specified."
                              : "At least one of 'id' or 'identity' must be specified.");
    }
    return 0;
}

/* A static reference (hcl's AbsTraversalForExpr); 0 also after its error, -1 on OOM. */
static int static_ref(tyc_diags *d, const tyc_source *src, const tyc_node *e)
{
    const tyc_node *x = e;
    while (x->kind == TYC_N_GETATTR || (x->kind == TYC_N_INDEX && x->kids[1]->kind != TYC_N_VAR))
        x = x->kids[0];
    if (x->kind == TYC_N_VAR)
        return 0;
    return tyc_cfg_err(d, src, e->beg, e->end, "Invalid expression",
                       "A single static variable reference is required: only attribute access "
                       "and indexing with constant keys. No calculations, function calls, "
                       "template expressions, etc are allowed here.");
}

static int moved_block(tyc_diags *d, const tyc_source *src, const tyc_node *b)
{
    static const char *const args[] = {"from", "to", NULL};
    if (tyc_cfg_content(d, src, b->kids[0], args, NULL, 0) < 0 || required(d, src, b, args) < 0)
        return -1;
    for (int k = 0; k < 2; k++) {
        const tyc_node *at = tyc_body_attr(b->kids[0], args[k]);
        uint32_t errs = d->nerrors;
        tyc_addr p;
        if (at && static_ref(d, src, at->kids[0]) < 0)
            return -1;
        /* then addrs.ParseMoveEndpoint: a module or resource instance address */
        if (at && d->nerrors == errs && tyc_addr_parse(d, src, at->kids[0], 1, &p) < 0)
            return -1;
    }
    return 0;
}

static int removed_block(tyc_diags *d, const tyc_source *src, const tyc_node *b)
{
    static const char *const args[] = {"from", NULL}, *const blocks[] = {"connection",
                                                                         "lifecycle",
                                                                         "provisioner", NULL};
    static const char *const lc_args[] = {"destroy", NULL};
    const tyc_node *body = b->kids[0];
    if (tyc_cfg_content(d, src, body, args, blocks, 0) < 0 || required(d, src, b, args) < 0)
        return -1;
    const tyc_node *from = tyc_body_attr(body, "from");
    if (from && static_ref(d, src, from->kids[0]) < 0)
        return -1;
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *it = body->kids[i];
        if (it->kind == TYC_N_BLOCK && !strcmp(it->text, "lifecycle") &&
            tyc_cfg_content(d, src, it->kids[0], lc_args, NULL, 0) < 0)
            return -1;
    }
    return 0;
}

int tyc_module_stmt(const tyc_source *src, const tyc_node *b, tyc_target t, tyc_diags *d)
{
    if (b->n != 1 || (b->flags & TYC_NF_JSON))
        return 0;
    if (!strcmp(b->text, "import"))
        return import_block(d, src, b, t);
    if (!strcmp(b->text, "moved"))
        return moved_block(d, src, b);
    if (!strcmp(b->text, "removed"))
        return removed_block(d, src, b);
    return 0;
}

/* ---- duplicate import targets ---- */

#include <stdlib.h>

#include "interp/eval/eval.h"
#include "runtime/render/render.h"

/* A constant key's value, or NULL. */
static const tyc_value *key_value(tyc_arena *a, const tyc_source *src, const tyc_node *k)
{
    tyc_diags tmp;
    tyc_diags_init(&tmp, a);
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, a, &tmp, src);
    const tyc_value *v = tyc_eval(&ec, k);
    return tmp.nerrors ? NULL : v;
}

/* An import's `to` read statically (Terraform's parseImportToStatic): every index constant.
** 1 when p holds a valid address. */
static int static_to(tyc_arena *a, const tyc_stmt *st, tyc_addr *p)
{
    const tyc_node *to = tyc_body_attr(st->blk->kids[0], "to");
    if (!to || (st->blk->flags & TYC_NF_JSON))
        return 0;
    for (const tyc_node *x = to->kids[0]; x->kind != TYC_N_VAR; x = x->kids[0])
        if ((x->kind != TYC_N_GETATTR && x->kind != TYC_N_INDEX) ||
            (x->kind == TYC_N_INDEX && !key_value(a, st->src, x->kids[1])))
            return 0;
    tyc_diags tmp;
    tyc_diags_init(&tmp, a);
    return tyc_addr_resource_instance(&tmp, st->src, to->kids[0], p) == 0;
}

/* A key's canonical text: its type, then its value (two keys with the same text are the
** same key). Appended to b; an absent key is "-". */
static void key_text(tyc_arena *a, tyc_buf *b, const tyc_source *src, const tyc_node *k)
{
    const tyc_value *v = k ? key_value(a, src, k) : NULL;
    if (!v) {
        tyc_buf_addz(b, k ? "?" : "-");
        return;
    }
    tyc_buf_addc(b, (char)('0' + v->type->kind));
    tyc_render_console(b, v, 0);
}

/* The canonical text of a static import address: equal texts for equal addresses. */
static const char *addr_key(tyc_arena *a, const tyc_stmt *st, const tyc_addr *p)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_buf_addf(&b, "%c\x01%s\x01%s\x01", p->mode, p->type, p->name);
    for (uint32_t i = 0; i < p->mod_end; i++) {
        if (p->s[i].kind == 'I')
            key_text(a, &b, st->src, p->s[i].key);
        else
            tyc_buf_addz(&b, p->s[i].name);
        tyc_buf_addc(&b, '\x01');
    }
    key_text(a, &b, st->src, p->key);
    return tyc_buf_to_arena(&b, a);
}

static int cmp_pair(const void *x, const void *y)
{
    const uint32_t *p = *(const uint32_t *const *)x, *q = *(const uint32_t *const *)y;
    return p[0] != q[0] ? (p[0] > q[0]) - (p[0] < q[0]) : (p[1] > q[1]) - (p[1] < q[1]);
}

typedef struct keyed {
    const char *key;
    uint32_t i;
} keyed;

static int cmp_keyed(const void *x, const void *y)
{
    const keyed *p = x, *q = y;
    int c = strcmp(p->key, q->key);
    return c ? c : (p->i > q->i) - (p->i < q->i);
}

/* The static import addresses sorted by their canonical text, then by position: equal
** addresses are neighbours (Terraform compares every pair; sorting keeps this linear in the
** number of imports apart from the duplicates themselves). *n receives the count. */
static keyed *sorted_imports(tyc_arena *a, const tyc_module *m, tyc_addr *v, uint32_t *n)
{
    keyed *ks = TYC_NEWN(a, keyed, m->nimports + 1);
    *n = 0;
    for (uint32_t i = 0; ks && i < m->nimports; i++) {
        if (!static_to(a, &m->imports[i], &v[i]))
            continue;
        if (!(ks[*n].key = addr_key(a, &m->imports[i], &v[i])))
            return NULL;
        ks[(*n)++].i = i;
    }
    if (ks && *n)
        qsort(ks, *n, sizeof *ks, cmp_keyed);
    return ks;
}

/* "Duplicate import configuration" for import i, declared again after import j. */
static int report_dup(tyc_arena *a, const tyc_module *m, const tyc_addr *v, uint32_t i,
                      uint32_t j, tyc_diags *d)
{
    const tyc_stmt *st = &m->imports[i];
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    for (uint32_t k = 0; k < v[i].mod_end; k++) /* the module path, without keys */
        if (v[i].s[k].kind != 'I')
            tyc_buf_addz(&b, v[i].s[k].name), tyc_buf_addc(&b, '.');
    tyc_buf_addz(&b, v[i].type);
    tyc_buf_addc(&b, '.');
    tyc_buf_addz(&b, v[i].name);
    const char *addr = tyc_buf_to_arena(&b, a);
    uint32_t beg, end;
    tyc_cfg_defrange(m->imports[j].blk, &beg, &end);
    const tyc_node *to = tyc_body_attr(st->blk->kids[0], "to")->kids[0];
    if (!addr ||
        tyc_cfg_err(d, st->src, to->beg, to->end,
                    tyc_sprintf(a, "Duplicate import configuration for \"%s\"", addr),
                    tyc_sprintf(a, "An import block for the resource \"%s\" was already "
                                   "declared at %s. A resource can have only one import "
                                   "block.",
                                addr, tyc_cfg_range_text(a, m->imports[j].src, beg,
                                                         end))) < 0)
        return -1;
    return 0;
}

int tyc_module_import_dups(const tyc_module *m, tyc_diags *d)
{
    tyc_arena *a = d->arena;
    tyc_addr *v = TYC_NEWN(a, tyc_addr, m->nimports + 1);
    uint32_t nk = 0;
    keyed *ks = v ? sorted_imports(a, m, v, &nk) : NULL;
    if (!ks)
        return -1;
    tyc_vec pairs = {0}; /* (later, earlier) positions, reported in Terraform's order */
    for (uint32_t g = 0, e; g < nk; g = e) {
        for (e = g + 1; e < nk && !strcmp(ks[e].key, ks[g].key); e++)
            ;
        for (uint32_t x = g + 1; x < e; x++)
            for (uint32_t y = g; y < x; y++) {
                uint32_t *pr = TYC_NEWN(a, uint32_t, 2);
                if (!pr || tyc_vec_push(a, &pairs, pr) < 0)
                    return -1;
                pr[0] = ks[x].i, pr[1] = ks[y].i;
            }
    }
    if (pairs.n)
        qsort(pairs.v, pairs.n, sizeof *pairs.v, cmp_pair);
    for (uint32_t k = 0; k < pairs.n; k++) {
        const uint32_t *pr = pairs.v[k];
        if (report_dup(a, m, v, pr[0], pr[1], d) < 0)
            return -1;
    }
    return 0;
}

