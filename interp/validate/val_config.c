/* SPDX-License-Identifier: Apache-2.0 */
/*
** val_config.c: what Terraform's configuration loader checks in `resource` and `data` blocks
** before any walk (configs.decodeResourceBlock): count with for_each, depends_on entries
** (quoted references deprecated), the lifecycle block's arguments; an error here stops
** validate before any schema check. Also the built-in provisioners' schemas (local-exec,
** remote-exec, file) the validate walk checks provisioner blocks against.
*/
#include "interp/validate/val_int.h"

#include "runtime/base/str.h"
#include "runtime/convert/convert.h"


static int diag(mc_run *run, const tyc_source *src, int sev, uint32_t beg, uint32_t end,
                const char *sum, const char *det)
{
    return det && tyc_diag_add(run->d, sev, TYCON_ERR_EVAL, src, beg, end, sum, "%s", det) ? 0
                                                                                           : -1;
}

/* A bool lifecycle argument decoded with no variables (gohcl with a nil context). */
static int lc_bool(mc_run *run, const tyc_source *src, const tyc_node *at)
{
    const tyc_node *e = at->kids[0];
    if (e->kind == TYC_N_VALUE && e->val && e->val->type == &tyc_t_bool)
        return 0;
    const char *kw = tyc_node_keyword(e);
    if (kw && (!strcmp(kw, "true") || !strcmp(kw, "false")))
        return 0;
    tyc_vec refs = {0};
    if (tyc_expr_traversals(run->a, e, &refs) < 0)
        return -1;
    for (uint32_t i = 0; i < refs.n; i++) {
        const tyc_node *t = tyc_trav_root(refs.v[i]);
        if (diag(run, src, TYC_SEV_ERROR, t->beg, t->end, "Variables not allowed",
                 "Variables may not be used here.") < 0)
            return -1;
    }
    const char *why = refs.n ? "value must be known" : NULL;
    if (!why) {
        tyc_diags tmp;
        tyc_diags_init(&tmp, run->a);
        tyc_evalctx ec;
        tyc_evalctx_init(&ec, run->a, &tmp, src);
        const tyc_value *v = tyc_eval(&ec, e);
        tyc_cerr err = {0};
        if (!v || tmp.nerrors)
            why = "value must be known";
        else if (!tyc_convert(run->a, v, &tyc_t_bool, &err))
            why = err.msg ? err.msg : "a bool is required";
        else if (tyc_v_is_null(v))
            why = "a bool is required";
    }
    if (!why)
        return 0;
    const char *det = tyc_sprintf(run->a, "Unsuitable value: %s", why);
    const tyc_node *st = e; /* hcl's StartRange: a template's first part */
    if (e->kind == TYC_N_TEMPLATE && e->n && e->kids[0])
        st = e->kids[0];
    tyc_diag *g = det ? tyc_diag_add(run->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, src, st->beg, st->end,
                                     "Unsuitable value type", "%s", det)
                      : NULL;
    if (g)
        g->context = (tyc_range){src, e->beg, e->end, 0};
    return g ? 0 : -1;
}

/* replace_triggered_by: each entry must refer to a resource (count.index and each.key are
** allowed in its index). */
static int lc_replace(mc_run *run, const tyc_source *src, const tyc_node *at)
{
    const tyc_node *e = at->kids[0];
    if (e->kind != TYC_N_TUPLE)
        return 0;
    for (uint32_t i = 0; i < e->n; i++) {
        tyc_vec refs = {0};
        if (tyc_expr_traversals(run->a, e->kids[i], &refs) < 0)
            return -1;
        int res = 0;
        for (uint32_t j = 0; j < refs.n; j++) {
            const tyc_node *t = refs.v[j], *root = tyc_trav_root(t);
            const char *rn = root->text ? root->text : "";
            if (!strcmp(rn, "count") || !strcmp(rn, "each"))
                continue;
            if (strcmp(rn, "var") && strcmp(rn, "local") && strcmp(rn, "module") &&
                strcmp(rn, "path") && strcmp(rn, "terraform") && strcmp(rn, "self")) {
                res = 1;
                continue;
            }
            if (diag(run, src, TYC_SEV_ERROR, t->beg, t->end,
                     "Invalid reference in replace_triggered_by expression",
                     "Only resources, count.index, and each.key may be used in "
                     "replace_triggered_by.") < 0)
                return -1;
        }
        if (!res && diag(run, src, TYC_SEV_ERROR, e->kids[i]->beg, e->kids[i]->end,
                         "Invalid replace_triggered_by expression",
                         "Missing resource reference in replace_triggered_by expression.") < 0)
            return -1;
    }
    return 0;
}

/* The lifecycle block of a managed resource. */
static int lifecycle(mc_run *run, const tyc_source *src, const tyc_node *blk)
{
    static const char *const names[] = {"create_before_destroy", "ignore_changes",
                                        "prevent_destroy", "replace_triggered_by"};
    const tyc_node *body = blk->kids[0];
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *it = body->kids[i];
        if (it->kind == TYC_N_BLOCK) {
            if (strcmp(it->text, "precondition") && strcmp(it->text, "postcondition") &&
                diag(run, src, TYC_SEV_ERROR, it->nbeg, it->nend, "Unsupported block type",
                     tyc_sprintf(run->a, "Blocks of type \"%s\" are not expected here.",
                                 it->text)) < 0)
                return -1;
            continue;
        }
        int k = -1;
        for (int j = 0; j < 4 && k < 0; j++)
            if (!strcmp(it->text, names[j]))
                k = j;
        if (k < 0) {
            const char *sug = NULL;
            for (int j = 0; j < 4 && !sug; j++)
                if (!tyc_body_attr(body, names[j]) &&
                    tyc_str_distance((tyc_str){it->text, strlen(it->text)},
                                     (tyc_str){names[j], strlen(names[j])}) < 3)
                    sug = names[j];
            const char *det =
                sug ? tyc_sprintf(run->a, "An argument named \"%s\" is not expected here. Did "
                                          "you mean \"%s\"?", it->text, sug)
                    : tyc_sprintf(run->a, "An argument named \"%s\" is not expected here.",
                                  it->text);
            if (diag(run, src, TYC_SEV_ERROR, it->nbeg, it->nend, "Unsupported argument", det) < 0)
                return -1;
        } else if ((k == 0 || k == 2) && lc_bool(run, src, it) < 0) {
            return -1;
        } else if (k == 3 && lc_replace(run, src, it) < 0) {
            return -1;
        }
    }
    return 0;
}

/* depends_on: quoted references are accepted with Terraform's deprecation warning. */
static int depends_on(mc_run *run, const tyc_source *src, const tyc_node *at)
{
    const tyc_node *e = at->kids[0];
    for (uint32_t i = 0; e->kind == TYC_N_TUPLE && i < e->n; i++) {
        const tyc_node *x = e->kids[i];
        if (x->kind != TYC_N_TEMPLATE && !(x->kind == TYC_N_VALUE && x->val &&
                                           x->val->type == &tyc_t_string))
            continue;
        if (diag(run, src, TYC_SEV_WARNING, x->beg, x->end, "Quoted references are deprecated",
                 "In this context, references are expected literally rather than in quotes. "
                 "Terraform 0.11 and earlier required quotes, but quoted references are now "
                 "deprecated and will be removed in a future version of Terraform. Remove the "
                 "quotes surrounding this reference to silence this warning.") < 0)
            return -1;
    }
    return 0;
}

/* The loader's checks of one resource block. */
static int one(mc_run *run, const tyc_res *r)
{
    const tyc_node *body = r->blk->kids[0];
    const tyc_node *cnt = tyc_body_attr(body, "count"), *fe = tyc_body_attr(body, "for_each");
    if (cnt && fe &&
        diag(run, r->src, TYC_SEV_ERROR, fe->nbeg, fe->nend,
             "Invalid combination of \"count\" and \"for_each\"",
             "The \"count\" and \"for_each\" meta-arguments are mutually-exclusive, only one "
             "should be used to be explicit about the number of resources to be created.") < 0)
        return -1;
    const tyc_node *dep = tyc_body_attr(body, "depends_on");
    if (dep && depends_on(run, r->src, dep) < 0)
        return -1;
    for (uint32_t i = 0; i < body->n && !r->data; i++) {
        const tyc_node *it = body->kids[i];
        if (it->kind == TYC_N_BLOCK && !strcmp(it->text, "lifecycle") &&
            lifecycle(run, r->src, it) < 0)
            return -1;
    }
    return 0;
}

int tyc_val_resource_config(mc_run *run, const tyc_cfg *cfg, int depth)
{
    for (uint32_t i = 0; i < cfg->nres; i++)
        if (one(run, &cfg->res[i]) < 0)
            return -1;
    for (uint32_t i = 0; i < cfg->ncalls && depth < 64; i++)
        if (cfg->calls[i].child && tyc_val_resource_config(run, cfg->calls[i].child, depth + 1) < 0)
            return -1;
    return 0;
}

/* ---- provisioners ---- */

/* A block of n attributes (names sorted; req: 0 optional, 1 required, 2 computed only).
** NULL on OOM. */
static const tyc_sblock *mk(tyc_arena *a, const char *const *names, const tyc_type *const *types,
                            const uint8_t *req, uint32_t n)
{
    tyc_sblock *b = TYC_NEW(a, tyc_sblock);
    tyc_sattr *v = b ? TYC_NEWN(a, tyc_sattr, n + 1) : NULL;
    tyc_str *tn = v ? TYC_NEWN(a, tyc_str, n + 1) : NULL;
    if (!tn)
        return NULL;
    for (uint32_t i = 0; i < n; i++) {
        v[i] = (tyc_sattr){names[i], types[i], types[i], NULL, req[i] == 1, !req[i], req[i] == 2,
                           0, 0};
        tn[i] = (tyc_str){names[i], strlen(names[i])};
    }
    b->attrs = v;
    b->nattrs = n;
    b->itype = tyc_type_object(a, tn, types, NULL, n);
    return b->itype ? b : NULL;
}

const tyc_sblock *tyc_val_provisioner_schema(tyc_arena *a, const char *type)
{
    const tyc_type *ls = tyc_type_list(a, &tyc_t_string), *ms = tyc_type_map(a, &tyc_t_string);
    if (!ls || !ms)
        return NULL;
    if (!strcmp(type, "local-exec")) { /* names sorted */
        static const char *const n[] = {"command", "environment", "interpreter", "quiet",
                                        "working_dir"};
        const tyc_type *t[] = {&tyc_t_string, ms, ls, &tyc_t_bool, &tyc_t_string};
        static const uint8_t req[] = {1, 0, 0, 0, 0};
        return mk(a, n, t, req, 5);
    }
    if (!strcmp(type, "remote-exec")) {
        static const char *const n[] = {"inline", "script", "scripts"};
        const tyc_type *t[] = {ls, &tyc_t_string, ls};
        static const uint8_t req[] = {0, 0, 0};
        return mk(a, n, t, req, 3);
    }
    if (!strcmp(type, "file")) {
        static const char *const n[] = {"content", "destination", "source"};
        const tyc_type *t[] = {&tyc_t_string, &tyc_t_string, &tyc_t_string};
        static const uint8_t req[] = {0, 1, 0};
        return mk(a, n, t, req, 3);
    }
    return NULL;
}

const tyc_sblock *tyc_val_builtin_schema(tyc_arena *a, int data, const char *type)
{
    if (!data && !strcmp(type, "terraform_data")) {
        static const char *const n[] = {"id", "input", "output", "triggers_replace"};
        const tyc_type *t[] = {&tyc_t_string, &tyc_t_dyn, &tyc_t_dyn, &tyc_t_dyn};
        static const uint8_t req[] = {2, 0, 2, 0};
        return mk(a, n, t, req, 4);
    }
    if (data && !strcmp(type, "terraform_remote_state")) {
        static const char *const n[] = {"backend", "config", "defaults", "outputs", "workspace"};
        const tyc_type *t[] = {&tyc_t_string, &tyc_t_dyn, &tyc_t_dyn, &tyc_t_dyn, &tyc_t_string};
        static const uint8_t req[] = {1, 0, 0, 2, 0};
        return mk(a, n, t, req, 5);
    }
    return NULL;
}
