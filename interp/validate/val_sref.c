/* SPDX-License-Identifier: Apache-2.0 */
/*
** val_sref.c: Terraform's static validation of a resource reference when the resource type's
** schema is known (evaluate_valid.go, configschema's StaticValidateTraversal): instance keys
** against count / for_each, then each step after `TYPE.NAME` checked against the schema's
** attributes and block types ("Unsupported attribute" with "Did you mean", "Invalid index
** operation", the nesting rules of block types), and the "Deprecated attribute" warning.
*/
#include "interp/validate/val_int.h"

#include "runtime/base/str.h"

/* The steps of traversal t after node `after` (outermost last), into v; their count. */
static uint32_t steps_after(const tyc_node *t, const tyc_node *after, const tyc_node **v,
                            uint32_t max)
{
    uint32_t n = 0;
    for (const tyc_node *k = t; k && k != after && k->kind != TYC_N_VAR; k = k->kids[0])
        n++;
    if (n > max)
        return UINT32_MAX;
    uint32_t i = n;
    for (const tyc_node *k = t; k && k != after && k->kind != TYC_N_VAR; k = k->kids[0])
        v[--i] = k;
    return n;
}

static int err(mc_scope *s, const tyc_source *src, uint32_t beg, uint32_t end, int sev,
               const char *sum, const char *det)
{
    return det && tyc_diag_add(s->run->d, sev, TYCON_ERR_EVAL, src, beg, end, sum, "%s", det)
               ? 0
               : -1;
}

/* The literal string key of an index step, or NULL. */
static const char *index_key(const tyc_node *st)
{
    const tyc_node *k = st->kind == TYC_N_INDEX ? st->kids[1] : NULL;
    if (k && k->kind == TYC_N_TEMPLATE && k->n == 1)
        k = k->kids[0];
    if (k && k->kind == TYC_N_STRING)
        return k->text;
    if (k && k->kind == TYC_N_VALUE && k->val && k->val->type == &tyc_t_string)
        return k->val->u.s;
    return NULL;
}

static int block_trav(mc_scope *s, const tyc_source *src, const tyc_sblock *b,
                      const tyc_node *const *st, uint32_t n);

/* NestedBlock.staticValidateTraversal. */
static int btype_trav(mc_scope *s, const tyc_source *src, const tyc_sbtype *bt,
                      const tyc_node *const *st, uint32_t n)
{
    tyc_arena *a = s->run->a;
    if (bt->nesting == TYC_NEST_SINGLE || bt->nesting == TYC_NEST_GROUP)
        return block_trav(s, src, bt->block, st, n);
    if (!n)
        return 0;
    const tyc_node *nx = st[0];
    uint32_t nb = nx->nbeg;
    if (bt->nesting == TYC_NEST_SET)
        return err(s, src, nb, nx->nend, TYC_SEV_ERROR, "Cannot index a set value",
                   tyc_sprintf(a, "Block type \"%s\" is represented by a set of objects, and set "
                                  "elements do not have addressable keys. To find elements "
                                  "matching specific criteria, use a \"for\" expression with an "
                                  "\"if\" clause.", bt->name));
    if (bt->nesting == TYC_NEST_LIST) {
        if (nx->kind == TYC_N_INDEX)
            return block_trav(s, src, bt->block, st + 1, n - 1);
        return err(s, src, nb, nx->nend, TYC_SEV_ERROR, "Invalid operation",
                   tyc_sprintf(a, "Block type \"%s\" is represented by a list of objects, so it "
                                  "must be indexed using a numeric key, like .%s[0].",
                               bt->name, bt->name));
    }
    return block_trav(s, src, bt->block, st + 1, n - 1);
}

/* Block.StaticValidateTraversal over steps st[0..n). */
static int block_trav(mc_scope *s, const tyc_source *src, const tyc_sblock *b,
                      const tyc_node *const *st, uint32_t n)
{
    tyc_arena *a = s->run->a;
    if (!n)
        return 0;
    const tyc_node *nx = st[0];
    if (nx->kind == TYC_N_INDEX) {
        const char *k = index_key(nx);
        uint32_t beg = nx->nbeg;
        if (k && tyc_is_ident(k, strlen(k)))
            return err(s, src, beg, nx->nend, TYC_SEV_ERROR, "Invalid index operation",
                       tyc_sprintf(a, "Only attribute access is allowed here. Did you mean to "
                                      "access attribute \"%s\" using the dot operator?", k));
        return err(s, src, beg, nx->nend, TYC_SEV_ERROR, "Invalid index operation",
                   "Only attribute access is allowed here, using the dot operator.");
    }
    tyc_str name = {nx->text, nx->tlen};
    /* a root name is the first step of a relative traversal (ignore_changes) */
    uint32_t nb = nx->kind == TYC_N_VAR ? nx->beg : nx->nbeg;
    uint32_t ne = nx->kind == TYC_N_VAR ? nx->end : nx->nend;
    const tyc_sattr *sa = tyc_sblock_attr(b, name);
    if (sa)
        return sa->deprecated
                   ? err(s, src, nb, ne, TYC_SEV_WARNING, "Deprecated attribute",
                         tyc_sprintf(a, "The attribute \"%s\" is deprecated. Refer to the "
                                        "provider documentation for details.", sa->name))
                   : 0;
    const tyc_sbtype *bt = tyc_sblock_btype(b, name);
    if (bt)
        return btype_trav(s, src, bt, st + 1, n - 1);
    const char *sug = NULL; /* sorted attributes and block types together */
    uint32_t i = 0, j = 0;
    while (!sug && (i < b->nattrs || j < b->nblocks)) {
        const char *c = j >= b->nblocks || (i < b->nattrs &&
                                            strcmp(b->attrs[i].name, b->blocks[j].name) < 0)
                            ? b->attrs[i++].name
                            : b->blocks[j++].name;
        if (tyc_str_distance(name, (tyc_str){c, strlen(c)}) < 3)
            sug = c;
    }
    return err(s, src, nb, ne, TYC_SEV_ERROR, "Unsupported attribute",
               sug ? tyc_sprintf(a, "This object has no argument, nested block, or exported "
                                    "attribute named \"%.*s\". Did you mean \"%s\"?",
                                 (int)name.len, name.p, sug)
                   : tyc_sprintf(a, "This object has no argument, nested block, or exported "
                                    "attribute named \"%.*s\".", (int)name.len, name.p));
}

/* The root object of a typed-unknown evaluation. */
typedef struct troot {
    tyc_str name;
    const tyc_value *v;
} troot;

static const tyc_value *troot_lookup(void *ud, tyc_evalctx *ec, tyc_str name, uint32_t beg,
                                     uint32_t end)
{
    (void)ec, (void)beg, (void)end;
    const troot *r = ud;
    return tyc_str_eq(r->name, name) ? r->v : &tyc_v_dynval;
}

/* hcl's traversal of the steps after an attribute: the reference evaluated with the resource
** an unknown value of the schema's type (a list for count, a map for for_each), so that
** `.name.first` on a string is hcl's "Unsupported attribute". 0, or -1 on OOM. */
static int typed_traverse(mc_scope *s, const tyc_source *src, const tyc_node *t, const tyc_res *r,
                          int data, const tyc_sblock *b)
{
    tyc_arena *a = s->run->a;
    const tyc_type *ty = b->itype;
    if (r->repeated) {
        int cnt = 0;
        const tyc_node *body = r->blk->kids[0];
        for (uint32_t i = 0; i < body->n; i++)
            cnt |= body->kids[i]->kind == TYC_N_ATTR && !strcmp(body->kids[i]->text, "count");
        ty = cnt ? tyc_type_list(a, ty) : tyc_type_map(a, ty);
    }
    const tyc_value *v = ty ? tyc_v_unknown(a, ty) : NULL;
    tyc_str nm = {r->name, strlen(r->name)}, tn = {r->type, strlen(r->type)};
    if (!v || !(v = tyc_v_object(a, &nm, &v, 1)) || (data && !(v = tyc_v_object(a, &tn, &v, 1))))
        return -1;
    troot root = {data ? (tyc_str){"data", 4} : tn, v};
    tyc_diags tmp;
    tyc_diags_init(&tmp, a);
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, a, &tmp, src);
    ec.lookup = troot_lookup;
    ec.lookup_ud = &root;
    if (!tyc_eval(&ec, t) && !tmp.count)
        return -1;
    for (tyc_diag *g = tmp.head; g; g = g->next)
        g->expr = NULL; /* a static check: no value lines */
    tyc_diags_append(s->run->d, &tmp);
    return 0;
}

int tyc_val_static_ref(mc_scope *s, const tyc_source *src, const tyc_node *t,
                      const tyc_node *step, const tyc_res *r, int data)
{
    tyc_arena *a = s->run->a;
    const tyc_node *st[256];
    uint32_t n = steps_after(t, step, st, 256);
    if (n == UINT32_MAX)
        return 0;
    const tyc_node *root = tyc_trav_root(t);
    const char *addr = tyc_sprintf(a, "%s%s.%s", data ? "data." : "", r->type, r->name);
    if (!addr)
        return -1;
    uint32_t k = 0, rend = step->end;
    int keyed = n && st[0]->kind == TYC_N_INDEX;
    if (keyed) {
        rend = st[0]->end;
        k = 1;
        if (!r->repeated && err(s, src, root->beg, rend, TYC_SEV_ERROR,
                                "Unexpected resource instance key",
                                tyc_sprintf(a, "Because %s does not have \"count\" or \"for_each\" "
                                               "set, references to it must not include an index "
                                               "key. Remove the bracketed index to refer to the "
                                               "single instance of this resource.", addr)) < 0)
            return -1;
    } else if (n && r->repeated) {
        const tyc_node *body = r->blk->kids[0];
        int cnt = 0;
        for (uint32_t i = 0; i < body->n; i++)
            cnt |= body->kids[i]->kind == TYC_N_ATTR && !strcmp(body->kids[i]->text, "count");
        if (err(s, src, root->beg, rend, TYC_SEV_ERROR, "Missing resource instance key",
                tyc_sprintf(a, "Because %s has \"%s\" set, its attributes must be accessed on "
                               "specific instances.\n\nFor example, to correlate with indices of "
                               "a referring resource, use:\n    %s[%s]", addr,
                            cnt ? "count" : "for_each", addr,
                            cnt ? "count.index" : "each.key")) < 0)
            return -1;
    }
    const char *fqn = NULL;
    const char *u = strchr(r->type, '_');
    const char *local = u ? tyc_strndup(a, r->type, (size_t)(u - r->type)) : r->type;
    const tyc_node *pa = NULL;
    for (uint32_t i = 0; i < r->blk->kids[0]->n; i++) {
        const tyc_node *it = r->blk->kids[0]->kids[i];
        if (it->kind == TYC_N_ATTR && !strcmp(it->text, "provider"))
            pa = it->kids[0];
    }
    while (pa && pa->kind == TYC_N_GETATTR)
        pa = pa->kids[0];
    if (pa && pa->kind == TYC_N_VAR && pa->text)
        local = pa->text;
    if (!local)
        return -1;
    int builtin = !strcmp(local, "terraform"); /* terraform_data, terraform_remote_state */
    tyc_sprov *p = builtin ? NULL : tyc_val_provider_for(s->run, s->in->cfg, local, &fqn);
    if (!builtin && !fqn)
        return -1;
    if (!builtin && !p)
        return 0;
    int stt = 0;
    const tyc_sblock *b = builtin ? tyc_val_builtin_schema(a, data, r->type)
                                  : tyc_sprov_block(a, p, data ? TYC_SK_DATA : TYC_SK_RESOURCE,
                                                    (tyc_str){r->type, strlen(r->type)},
                                                    s->run->d, &stt);
    if (stt < 0)
        return -1;
    if (!b)
        return 0; /* "Invalid resource type" is reported at the resource itself */
    if (k < n && st[k]->kind == TYC_N_GETATTR && !strcmp(st[k]->text, "count"))
        return err(s, src, root->beg, rend, TYC_SEV_ERROR, "Invalid resource count attribute",
                   tyc_sprintf(a, "The special \"count\" attribute is no longer supported after "
                                  "Terraform v0.12. Instead, use length(%s) to count resource "
                                  "instances.", addr));
    uint32_t before = s->run->d->count;
    if (block_trav(s, src, b, st + k, n - k) < 0)
        return -1;
    return s->run->d->count == before && n > k + 1 ? typed_traverse(s, src, t, r, data, b) : 0;
}

int tyc_val_ignore_changes(mc_scope *s, const tyc_source *src, const tyc_node *e,
                          const tyc_sblock *b)
{
    if (!e || e->kind != TYC_N_TUPLE)
        return 0; /* `all`, or not a list (reported when the configuration is read) */
    for (uint32_t i = 0; i < e->n; i++) {
        const tyc_node *t = e->kids[i], *st[256];
        uint32_t n = 0;
        for (const tyc_node *k = t; k && n < 256; k = k->kind == TYC_N_VAR ? NULL : k->kids[0]) {
            if (k->kind != TYC_N_VAR && k->kind != TYC_N_GETATTR && k->kind != TYC_N_INDEX) {
                n = 0;
                break;
            }
            st[n++] = k;
        }
        if (!n || st[n - 1]->kind != TYC_N_VAR)
            continue;
        for (uint32_t x = 0; x < n / 2; x++) { /* root first */
            const tyc_node *tmp = st[x];
            st[x] = st[n - 1 - x];
            st[n - 1 - x] = tmp;
        }
        if (block_trav(s, src, b, st, n) < 0)
            return -1;
    }
    return 0;
}
