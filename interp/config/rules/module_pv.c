/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_pv.c: what Terraform's loader checks in a `provisioner` block of a managed resource
** (internal/configs provisioner.go decodeProvisionerBlock): the removed provisioner types,
** the `when` and `on_failure` keywords (quoted ones deprecated), one `connection` and one
** escaping block, reserved block types, and the references of destroy-time provisioners
** (only self, count.index, each.key, path and terraform).
*/
#include "interp/config/rules/module_lc.h"

#include "runtime/base/str.h"

/* A keyword argument (`when`, `on_failure`): the keyword, or "" (quoted: with its warning). */
static const char *keyword(tyc_diags *d, const tyc_source *src, const tyc_node *e, int *err)
{
    uint32_t n;
    const char *q = tyc_lc_quoted(e, &n);
    if (q) {
        *err = !tyc_diag_add(d, TYC_SEV_WARNING, TYCON_ERR_TYPE, src, e->beg, e->end,
                             "Quoted keywords are deprecated",
                             "In this context, keywords are expected literally rather than in "
                             "quotes. Terraform 0.11 and earlier required quotes, but quoted "
                             "keywords are now deprecated and will be removed in a future "
                             "version of Terraform. Remove the quotes surrounding this keyword "
                             "to silence this warning.");
        return tyc_strndup(d->arena, q, n);
    }
    return e->kind == TYC_N_VAR && e->text ? e->text : "";
}

int tyc_cfg_only_self_refs(tyc_arena *a, const tyc_source *src, const tyc_node *body,
                           const char *const *skip, tyc_diags *d)
{
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *at = body->kids[i];
        tyc_vec refs = {0};
        if (at->kind != TYC_N_ATTR || tyc_in_list(skip, at->text))
            continue;
        if (tyc_expr_traversals(a, at->kids[0], &refs) < 0)
            return -1;
        for (uint32_t j = 0; j < refs.n; j++) {
            const tyc_node *t = refs.v[j], *root = tyc_trav_root(t);
            const char *rn = root->text ? root->text : "";
            int ok = !strcmp(rn, "self") || !strcmp(rn, "path") || !strcmp(rn, "terraform");
            if (!strcmp(rn, "count") || !strcmp(rn, "each"))
                ok = t->kind == TYC_N_GETATTR && t->kids[0] == root &&
                     !strcmp(t->text, rn[0] == 'c' ? "index" : "key");
            if (!ok &&
                tyc_cfg_err(d, src, at->kids[0]->beg, at->kids[0]->end,
                            "Invalid reference from destroy provisioner",
                            "Destroy-time provisioners and their connection configurations may "
                            "only reference attributes of the related resource, via 'self', "
                            "'count.index', or 'each.key'.\n\nReferences to other resources "
                            "during the destroy phase can cause dependency cycles and interact "
                            "poorly with create_before_destroy.") < 0)
                return -1;
        }
    }
    return 0;
}

/* The nested blocks of a provisioner. */
static int pv_blocks(tyc_arena *a, const tyc_source *src, const tyc_node *body, int destroy,
                     tyc_diags *d)
{
    const tyc_node *seen[2] = {NULL, NULL}; /* connection, _ */
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *it = body->kids[i];
        if (it->kind != TYC_N_BLOCK)
            continue;
        int k = !strcmp(it->text, "connection") ? 0 : !strcmp(it->text, "_") ? 1 : -1;
        if (k < 0) {
            if (!strcmp(it->text, "lifecycle") &&
                tyc_cfg_err(d, src, it->nbeg, it->nend,
                            "Reserved block type name in provisioner block",
                            "The block type name \"lifecycle\" is reserved for use by Terraform "
                            "in a future version.") < 0)
                return -1;
            continue;
        }
        if (!seen[k]) {
            seen[k] = it;
            if (k == 0 && destroy && tyc_cfg_only_self_refs(a, src, it->kids[0], NULL, d) < 0)
                return -1;
            continue;
        }
        uint32_t beg, end, fb, fe;
        tyc_cfg_defrange(it, &beg, &end);
        tyc_cfg_defrange(seen[k], &fb, &fe);
        const char *at = tyc_cfg_range_text(a, src, fb, fe);
        if (tyc_cfg_err(d, src, beg, end,
                        k ? "Duplicate escaping block" : "Duplicate connection block",
                        k ? tyc_sprintf(a, "The special block type \"_\" can be used to force "
                                           "particular arguments to be interpreted as "
                                           "provisioner-typpe-specific rather than as "
                                           "meta-arguments, but each provisioner block can have "
                                           "only one such block. The first escaping block was "
                                           "at %s.", at)
                          : tyc_sprintf(a, "This provisioner already has a connection block at "
                                           "%s.", at)) < 0)
            return -1;
    }
    return 0;
}

int tyc_module_provisioner(tyc_arena *a, const tyc_source *src, const tyc_node *b, int *destroy,
                           tyc_diags *d)
{
    static const char *const removed[] = {"chef", "habitat", "puppet", "salt-masterless", NULL};
    static const char *const own[] = {"when", "on_failure", NULL};
    *destroy = 0;
    if (b->n != 2)
        return 0;
    const char *type = b->kids[1]->text ? b->kids[1]->text : "";
    if (tyc_in_list(removed, type))
        return tyc_cfg_err(
            d, src, b->kids[1]->beg, b->kids[1]->end,
            tyc_sprintf(a, "The \"%s\" provisioner has been removed", type),
            tyc_sprintf(a, "The \"%s\" provisioner was deprecated in Terraform 0.13.4 has been "
                           "removed from Terraform. Visit "
                           "https://learn.hashicorp.com/collections/terraform/provision for "
                           "alternatives to using provisioners that are a better fit for the "
                           "Terraform workflow.", type));
    const tyc_node *body = b->kids[0], *when = tyc_body_attr(body, "when"),
                   *onf = tyc_body_attr(body, "on_failure");
    int err = 0;
    if (when) {
        const char *kw = keyword(d, src, when->kids[0], &err);
        *destroy = kw && !strcmp(kw, "destroy");
        if (err || !kw ||
            (strcmp(kw, "create") && !*destroy &&
             tyc_cfg_err(d, src, when->kids[0]->beg, when->kids[0]->end,
                         "Invalid \"when\" keyword",
                         "The \"when\" argument requires one of the following keywords: create "
                         "or destroy.") < 0))
            return -1;
    }
    if (*destroy && tyc_cfg_only_self_refs(a, src, body, own, d) < 0)
        return -1;
    if (onf) {
        const char *kw = keyword(d, src, onf->kids[0], &err);
        if (err || !kw ||
            (strcmp(kw, "continue") && strcmp(kw, "fail") &&
             tyc_cfg_err(d, src, onf->kids[0]->beg, onf->kids[0]->end,
                         "Invalid \"on_failure\" keyword",
                         "The \"on_failure\" argument requires one of the following keywords: "
                         "continue or fail.") < 0))
            return -1;
    }
    return pv_blocks(a, src, body, *destroy, d);
}
