/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_prov.c: what Terraform's loader checks in a `provider` block (internal/configs
** provider.go decodeProviderBlock): a normalized local name (else the block is dropped), the
** alias a valid name, the deprecated `version` argument, the argument names and block types
** reserved for future use, one escaping block `_`.
*/
#include "interp/config/rules/module_lc.h"

#include "interp/eval/eval.h"
#include "runtime/base/str.h"

/* The alias argument: a constant string that is a valid name. */
static int alias(tyc_arena *a, const tyc_source *src, const tyc_node *at, tyc_diags *d)
{
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, a, d, src);
    const tyc_value *v = tyc_eval(&ec, at->kids[0]);
    if (!v)
        return a->ctx->oom ? -1 : 0;
    if (v->type != &tyc_t_string || tyc_v_is_null(v) || tyc_v_is_unknown(v) ||
        tyc_is_ident(v->u.s, v->n))
        return 0;
    return tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, NULL, 0, 0,
                        "Invalid provider configuration alias",
                        "An alias must be a valid name. A name must start with a letter or "
                        "underscore and may contain only letters, digits, underscores, and "
                        "dashes.")
               ? 0
               : -1;
}

/* One argument or nested block of the provider block. */
static int item(tyc_arena *a, const tyc_source *src, const tyc_node *it, const tyc_node **esc,
                tyc_target t, tyc_diags *d)
{
    /* OpenTofu gives provider blocks for_each (opentofu internal/configs/provider.go) */
    static const char *const reserved[] = {"count", "depends_on", "for_each", "source", NULL};
    static const char *const reserved_tofu[] = {"count", "depends_on", "source", NULL};
    const char *n = it->text ? it->text : "";
    if (it->kind == TYC_N_ATTR) {
        if (!strcmp(n, "alias"))
            return alias(a, src, it, d);
        if (!strcmp(n, "version"))
            return tyc_diag_add(
                       d, TYC_SEV_WARNING, TYCON_ERR_TYPE, src, it->kids[0]->beg,
                       it->kids[0]->end,
                       "Version constraints inside provider configuration blocks are deprecated",
                       "Terraform 0.13 and earlier allowed provider version constraints inside "
                       "the provider configuration block, but that is now deprecated and will "
                       "be removed in a future version of Terraform. To silence this warning, "
                       "move the provider version constraint into the required_providers block.")
                       ? 0
                       : -1;
        if (!tyc_in_list(t.tofu ? reserved_tofu : reserved, n))
            return 0;
        return tyc_cfg_err(d, src, it->nbeg, it->nend, "Reserved argument name in provider block",
                           tyc_sprintf(a, "The provider argument name \"%s\" is reserved for use "
                                          "by Terraform in a future version.", n));
    }
    if (!strcmp(n, "lifecycle") || !strcmp(n, "locals"))
        return tyc_cfg_err(d, src, it->nbeg, it->nend, "Reserved block type name in provider block",
                           tyc_sprintf(a, "The block type name \"%s\" is reserved for use by "
                                          "Terraform in a future version.", n));
    if (strcmp(n, "_"))
        return 0;
    if (!*esc) {
        *esc = it;
        return 0;
    }
    uint32_t beg, end, fb, fe;
    tyc_cfg_defrange(it, &beg, &end);
    tyc_cfg_defrange(*esc, &fb, &fe);
    return tyc_cfg_err(
        d, src, beg, end, "Duplicate escaping block",
        tyc_sprintf(a, "The special block type \"_\" can be used to force particular arguments "
                       "to be interpreted as provider-specific rather than as meta-arguments, "
                       "but each provider block can have only one such block. The first "
                       "escaping block was at %s.",
                    tyc_cfg_range_text(a, src, fb, fe)));
}

int tyc_module_provider(tyc_arena *a, const tyc_source *src, const tyc_node *b, tyc_target t,
                        tyc_diags *d)
{
    if (b->n != 2 || (b->flags & TYC_NF_JSON))
        return 1;
    uint32_t beg, end;
    tyc_cfg_defrange(b, &beg, &end);
    int rc = tyc_cfg_provider_name(d, src, b->kids[1]->text ? b->kids[1]->text : "", beg, end);
    if (rc) /* an invalid name drops the block before any other check */
        return rc < 0 ? -1 : 0;
    const tyc_node *body = b->kids[0], *esc = NULL;
    for (uint32_t i = 0; i < body->n; i++)
        if (item(a, src, body->kids[i], &esc, t, d) < 0)
            return -1;
    return 1;
}
