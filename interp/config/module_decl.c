/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_decl.c: decoding `variable` blocks (HCL native and JSON syntax) into raw
** declarations, with Terraform's schema diagnostics: invalid or reserved names, unsupported
** arguments and blocks, and the arguments of `validation` blocks.
*/
#include "interp/config/module_int.h"

#include "interp/syntax/parse.h"
#include "runtime/base/str.h"

/* The arguments of a variable block, sorted (the order of hcl's suggestions), by target
** (internal/configs/named_values.go: variableBlockSchema). Terraform 1.11 to 1.14: */
static const char *const var_args[] = {"default", "description", "ephemeral", "nullable",
                                       "sensitive", "type", NULL};
/* Terraform >= 1.15 added const and deprecated (v1.15.0). */
static const char *const var_args_115[] = {"const", "default", "deprecated", "description",
                                           "ephemeral", "nullable", "sensitive", "type", NULL};
/* OpenTofu 1.10 has deprecated and no ephemeral; 1.11 added ephemeral (opentofu v1.11.0). */
static const char *const var_args_tofu110[] = {"default", "deprecated", "description",
                                               "nullable", "sensitive", "type", NULL};
static const char *const var_args_tofu111[] = {"default", "deprecated", "description",
                                               "ephemeral", "nullable", "sensitive", "type",
                                               NULL};

const char *const *tyc_module_var_args(tyc_target t, size_t *n)
{
    const char *const *v = tyc_target_tf_ge(t, 1, 15)       ? var_args_115
                           : tyc_target_tofu_ge(t, 1, 11) ? var_args_tofu111
                           : tyc_target_tofu_ge(t, 1, 10) ? var_args_tofu110
                                                          : var_args;
    for (*n = 0; v[*n]; ++*n)
        ;
    return v;
}
static const char *const reserved[] = {"count", "depends_on", "for_each", "providers", "source",
                                       "version"};

/* hcl's nameSuggestion over a fixed list: the first name at distance < 3, or NULL. */
static const char *suggest(const char *given, size_t n, const char *const *names, size_t nn)
{
    for (size_t i = 0; i < nn; i++)
        if (tyc_str_distance((tyc_str){given, n}, (tyc_str){names[i], strlen(names[i])}) < 3)
            return names[i];
    return NULL;
}

static int is_reserved(const char *name)
{
    for (size_t i = 0; i < sizeof reserved / sizeof *reserved; i++)
        if (!strcmp(reserved[i], name))
            return 1;
    return 0;
}

/* Reports a bad variable name at [beg,end). Returns -1 on OOM. */
static int check_name(tyc_diags *d, const tyc_source *src, const char *name, uint32_t beg,
                      uint32_t end)
{
    const char *sum = "Invalid variable name";
    if (!tyc_is_ident(name, strlen(name))) {
        if (!tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, src, beg, end, sum,
                          "A name must start with a letter or underscore and may contain only "
                          "letters, digits, underscores, and dashes."))
            return -1;
    } else if (is_reserved(name)) {
        tyc_buf b;
        tyc_buf_init(&b, d->arena->ctx);
        tyc_buf_goquote(&b, name, strlen(name));
        char *q = tyc_buf_to_arena(&b, d->arena);
        if (!q || !tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, src, beg, end, sum,
                                "The variable name %s is reserved due to its special meaning "
                                "inside module blocks.",
                                q))
            return -1;
    }
    return 0;
}

/* "Unsupported argument" / "Unsupported block type" with hcl's suggestion. */
static int unsupported(tyc_diags *d, const tyc_source *src, int block, const char *name,
                       uint32_t beg, uint32_t end, const char *const *names, size_t nn)
{
    tyc_buf b;
    tyc_buf_init(&b, d->arena->ctx);
    tyc_buf_addz(&b, block ? "Blocks of type " : "An argument named ");
    tyc_buf_goquote(&b, name, strlen(name));
    tyc_buf_addz(&b, block ? " are not expected here." : " is not expected here.");
    const char *s = suggest(name, strlen(name), names, nn);
    if (s) {
        tyc_buf_addz(&b, " Did you mean ");
        tyc_buf_goquote(&b, s, strlen(s));
        tyc_buf_addz(&b, "?");
    }
    char *det = tyc_buf_to_arena(&b, d->arena);
    if (!det || !tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, src, beg, end,
                              block ? "Unsupported block type" : "Unsupported argument", "%s",
                              det))
        return -1;
    return 0;
}

static int missing_arg(tyc_diags *d, const tyc_source *src, const char *name, uint32_t at)
{
    return tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, src, at, at,
                        "Missing required argument",
                        "The argument \"%s\" is required, but no definition was found.", name)
               ? 0
               : -1;
}

/* A JSON string re-read as a native expression (HCL JSON does this for expressions that
** need syntax). Offsets of the result are relative to the string content. */
static const tyc_node *json_expr(tyc_arena *a, const tyc_source *src, const tyc_node *s,
                                 tyc_diags *d, const tyc_source **subout)
{
    if (subout)
        *subout = src;
    if (s->kind != TYC_N_STRING)
        return s;
    tyc_source *sub = TYC_NEW(a, tyc_source);
    if (!sub)
        return NULL;
    if (subout)
        *subout = sub;
    sub->name = src->name;
    sub->text = s->text;
    sub->len = s->tlen;
    int st;
    return tyc_parse_expr(a, sub, d, &st);
}

/* Appends validation v to the declaration (grown by doubling in the arena). */
static int push_val(tyc_arena *a, tyc_vdecl *v, const tyc_validation *val, uint32_t *cap)
{
    if (v->nvals == *cap) {
        uint32_t nc = *cap ? *cap * 2 : 4;
        tyc_validation *nv = TYC_NEWN(a, tyc_validation, nc);
        if (!nv)
            return -1;
        if (v->nvals)
            memcpy(nv, v->vals, sizeof *nv * v->nvals);
        v->vals = nv;
        *cap = nc;
    }
    v->vals[v->nvals++] = *val;
    return 0;
}

/* ---- native syntax ---- */

static int hcl_validation(tyc_arena *a, tyc_vdecl *v, const tyc_node *blk, tyc_diags *d,
                          uint32_t *cap)
{
    static const char *const names[] = {"condition", "error_message"};
    tyc_validation val = {v->src, NULL, NULL, blk->nbeg, blk->nend};
    const tyc_node *body = blk->kids[0];
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *it = body->kids[i];
        int blk2 = it->kind == TYC_N_BLOCK;
        if (!blk2 && !strcmp(it->text, "condition"))
            val.cond = it->kids[0];
        else if (!blk2 && !strcmp(it->text, "error_message"))
            val.msg = it->kids[0];
        else if (unsupported(d, v->src, blk2, it->text, it->nbeg, it->nend, blk2 ? NULL : names,
                             blk2 ? 0 : 2) < 0)
            return -1;
    }
    if (!val.cond && missing_arg(d, v->src, "condition", blk->abeg) < 0)
        return -1;
    if (!val.msg && missing_arg(d, v->src, "error_message", blk->abeg) < 0)
        return -1;
    return push_val(a, v, &val, cap);
}

static const tyc_node **hcl_slot(tyc_vdecl *v, const char *name, tyc_target t)
{
    size_t n;
    if (!tyc_in_list(tyc_module_var_args(t, &n), name))
        return NULL;
    if (!strcmp(name, "const"))
        return &v->cnst;
    if (!strcmp(name, "deprecated"))
        return &v->dep;
    if (!strcmp(name, "type"))
        return &v->type;
    if (!strcmp(name, "default"))
        return &v->def;
    if (!strcmp(name, "description"))
        return &v->desc;
    if (!strcmp(name, "sensitive"))
        return &v->sens;
    if (!strcmp(name, "nullable"))
        return &v->nullable;
    if (!strcmp(name, "ephemeral"))
        return &v->eph;
    return NULL;
}

/* Schema pass over a variable body: arguments and blocks in source order. */
static int hcl_body(tyc_arena *a, tyc_vdecl *v, const tyc_node *body, tyc_target t, tyc_diags *d)
{
    uint32_t cap = 0;
    size_t nargs;
    const char *const *args = tyc_module_var_args(t, &nargs);
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *it = body->kids[i];
        if (it->kind == TYC_N_ATTR) {
            const tyc_node **slot = hcl_slot(v, it->text, t);
            if (slot && slot == &v->dep)
                v->dep_attr = it, v->dep_src = v->src;
            if (slot)
                *slot = it->kids[0];
            else if (unsupported(d, v->src, 0, it->text, it->nbeg, it->nend, args, nargs) < 0)
                return -1;
        } else if (!strcmp(it->text, "validation")) {
            int ok = tyc_cfg_labels(d, v->src, it, 0, "");
            if (ok < 0 || (ok && hcl_validation(a, v, it, d, &cap) < 0))
                return -1;
        } else {
            static const char *const blocks[] = {"validation"};
            if (unsupported(d, v->src, 1, it->text, it->nbeg, it->nend, blocks, 1) < 0)
                return -1;
        }
    }
    return 0;
}

static int hcl_decls(tyc_arena *a, const tyc_source *src, const tyc_node *root, tyc_target t,
                     tyc_vec *out, tyc_diags *d)
{
    for (uint32_t i = 0; i < root->n; i++) {
        const tyc_node *b = root->kids[i];
        if (b->kind != TYC_N_BLOCK || strcmp(b->text, "variable"))
            continue;
        if (b->n != 2) /* reported by tyc_module_root_schema */
            continue;
        const tyc_node *lab = b->kids[1];
        tyc_vdecl *v = TYC_NEW(a, tyc_vdecl);
        if (!v || tyc_vec_push(a, out, v) < 0)
            return -1;
        v->name = lab->text ? lab->text : "";
        v->src = v->type_src = v->def_src = src;
        v->target = t;
        v->lbeg = lab->beg, v->lend = lab->end;
        v->dbeg = b->nbeg;
        v->dend = lab->end;
        if (check_name(d, src, v->name, lab->beg, lab->end) < 0 || hcl_body(a, v, b->kids[0], t, d) < 0)
            return -1;
    }
    return 0;
}

/* ---- JSON syntax ---- */

static const char *key_of(const tyc_node *obj, uint32_t i)
{
    const tyc_node *k = obj->kids[2 * i];
    if (k->kind == TYC_N_OBJKEY)
        k = k->kids[0];
    return k->text ? k->text : "";
}

static int json_validation(tyc_arena *a, tyc_vdecl *v, const tyc_node *key, const tyc_node *o,
                           tyc_diags *d, uint32_t *cap)
{
    if (o->kind != TYC_N_OBJECT)
        return 0;
    tyc_validation val = {v->src, NULL, NULL, key->beg, key->end};
    for (uint32_t i = 0; i < o->n / 2; i++) {
        const char *k = key_of(o, i);
        const tyc_node *x = o->kids[2 * i + 1];
        if (!strcmp(k, "condition"))
            val.cond = json_expr(a, v->src, x, d, &val.src);
        else if (!strcmp(k, "error_message"))
            val.msg = x;
        else if (strcmp(k, "//") &&
                 unsupported(d, v->src, 0, k, o->kids[2 * i]->beg, o->kids[2 * i]->end, NULL, 0) < 0)
            return -1;
    }
    if (!val.cond && missing_arg(d, v->src, "condition", o->beg) < 0)
        return -1;
    if (!val.msg && missing_arg(d, v->src, "error_message", o->beg) < 0)
        return -1;
    return push_val(a, v, &val, cap);
}

static int json_body(tyc_arena *a, tyc_vdecl *v, const tyc_node *o, tyc_target t, tyc_diags *d)
{
    uint32_t cap = 0;
    size_t nargs;
    const char *const *args = tyc_module_var_args(t, &nargs);
    if (o->kind != TYC_N_OBJECT)
        return 0;
    for (uint32_t i = 0; i < o->n / 2; i++) {
        const char *k = key_of(o, i);
        const tyc_node *x = o->kids[2 * i + 1], *kn = o->kids[2 * i];
        const tyc_node **slot = hcl_slot(v, k, t);
        if (slot && slot == &v->dep)
            v->dep_attr = kn, v->dep_src = v->src;
        if (slot)
            *slot = !strcmp(k, "type") ? json_expr(a, v->src, x, d, &v->type_src) : x;
        else if (!strcmp(k, "validation")) {
            if (x->kind == TYC_N_TUPLE) {
                for (uint32_t j = 0; j < x->n; j++)
                    if (json_validation(a, v, kn, x->kids[j], d, &cap) < 0)
                        return -1;
            } else if (json_validation(a, v, kn, x, d, &cap) < 0)
                return -1;
        } else if (strcmp(k, "//") && unsupported(d, v->src, 0, k, kn->beg, kn->end, args, nargs) < 0)
            return -1;
    }
    return 0;
}

static int json_vars(tyc_arena *a, const tyc_source *src, const tyc_node *o, tyc_target t,
                     tyc_vec *out, tyc_diags *d)
{
    if (o->kind != TYC_N_OBJECT)
        return 0;
    for (uint32_t i = 0; i < o->n / 2; i++) {
        const tyc_node *kn = o->kids[2 * i];
        tyc_vdecl *v = TYC_NEW(a, tyc_vdecl);
        if (!v || tyc_vec_push(a, out, v) < 0)
            return -1;
        v->name = key_of(o, i);
        v->src = src;
        v->json = 1;
        v->target = t;
        v->lbeg = kn->beg, v->lend = kn->end;
        v->type_src = v->def_src = src;
        const tyc_node *body = o->kids[2 * i + 1];
        v->dbeg = body->beg; /* hcl json: a block's DefRange is its opening brace */
        v->dend = body->beg + 1;
        if (check_name(d, src, v->name, kn->beg, kn->end) < 0 ||
            json_body(a, v, o->kids[2 * i + 1], t, d) < 0)
            return -1;
    }
    return 0;
}

static int json_decls(tyc_arena *a, const tyc_source *src, const tyc_node *root, tyc_target t,
                      tyc_vec *out, tyc_diags *d)
{
    if (root->kind != TYC_N_OBJECT)
        return 0;
    for (uint32_t i = 0; i < root->n / 2; i++) {
        if (strcmp(key_of(root, i), "variable"))
            continue;
        const tyc_node *x = root->kids[2 * i + 1];
        if (x->kind == TYC_N_TUPLE) {
            for (uint32_t j = 0; j < x->n; j++)
                if (json_vars(a, src, x->kids[j], t, out, d) < 0)
                    return -1;
        } else if (json_vars(a, src, x, t, out, d) < 0)
            return -1;
    }
    return 0;
}

int tyc_module_decls(tyc_arena *a, const tyc_source *src, const tyc_node *root, int json,
                     tyc_target t, tyc_vdecl **out, uint32_t *n, tyc_diags *d)
{
    tyc_vec v = {0};
    int rc = json ? json_decls(a, src, root, t, &v, d)
                  : tyc_module_root_schema(src, root, t, d) < 0 ? -1
                                                               : hcl_decls(a, src, root, t, &v, d);
    *out = NULL;
    *n = 0;
    if (rc < 0)
        return -1;
    tyc_vdecl *arr = TYC_NEWN(a, tyc_vdecl, v.n ? v.n : 1);
    if (!arr)
        return -1;
    for (uint32_t i = 0; i < v.n; i++)
        arr[i] = *(tyc_vdecl *)v.v[i];
    *out = arr;
    *n = v.n;
    return 0;
}
