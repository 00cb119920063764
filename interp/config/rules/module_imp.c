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
            tyc_cfg_err(d, src, b->abeg, b->abeg + 1, "Missing required argument",
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

#include "interp/eval/eval.h"

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

static int same_key(tyc_arena *a, const tyc_source *s1, const tyc_node *k1,
                    const tyc_source *s2, const tyc_node *k2)
{
    if (!k1 || !k2)
        return !k1 && !k2;
    const tyc_value *v1 = key_value(a, s1, k1), *v2 = key_value(a, s2, k2);
    return v1 && v2 && v1->type == v2->type && tyc_v_equals(v1, v2) == 1;
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

static int same_addr(tyc_arena *a, const tyc_stmt *s1, const tyc_addr *p,
                     const tyc_stmt *s2, const tyc_addr *q)
{
    if (p->mode != q->mode || strcmp(p->type, q->type) || strcmp(p->name, q->name) ||
        p->mod_end != q->mod_end)
        return 0;
    for (uint32_t i = 0; i < p->mod_end; i++) {
        const tyc_addr_step *x = &p->s[i], *y = &q->s[i];
        if (x->kind != y->kind ||
            (x->kind == 'I' ? !same_key(a, s1->src, x->key, s2->src, y->key)
                            : strcmp(x->name, y->name)))
            return 0;
    }
    return same_key(a, s1->src, p->key, s2->src, q->key);
}

int tyc_module_import_dups(const tyc_module *m, tyc_diags *d)
{
    tyc_arena *a = d->arena;
    tyc_addr *v = TYC_NEWN(a, tyc_addr, m->nimports + 1);
    uint8_t *ok = TYC_NEWN(a, uint8_t, m->nimports + 1);
    if (!v || !ok)
        return -1;
    for (uint32_t i = 0; i < m->nimports; i++) {
        const tyc_stmt *st = &m->imports[i];
        ok[i] = (uint8_t)static_to(a, st, &v[i]);
        for (uint32_t j = 0; ok[i] && j < i; j++) {
            if (!ok[j] || !same_addr(a, st, &v[i], &m->imports[j], &v[j]))
                continue;
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
        }
    }
    return 0;
}
