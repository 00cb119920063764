/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_check.c: what Terraform's loader checks in a `check` block (internal/configs
** checks.go decodeCheckBlock): not in override files, its schema (one nested `data` block,
** `assert` blocks), a valid name, and at least one valid assert.
*/
#include "interp/config/rules/module_lc.h"

#include "runtime/base/str.h"

int tyc_module_check_block(tyc_arena *a, const tyc_source *src, const tyc_node *b, int override,
                           tyc_target t, tyc_diags *d)
{
    static const char *const blocks[] = {"assert", "data", NULL};
    if (b->n != 2 || (b->flags & TYC_NF_JSON))
        return 0;
    uint32_t beg, end;
    tyc_cfg_defrange(b, &beg, &end);
    if (override)
        return tyc_cfg_err(d, src, beg, end, "Can't override check blocks",
                           "Override files cannot override check blocks.");
    const tyc_node *body = b->kids[0], *lab = b->kids[1], *data = NULL;
    if (tyc_cfg_content(d, src, body, NULL, blocks, 0) < 0)
        return -1;
    const char *name = lab->text ? lab->text : "";
    if (!tyc_is_ident(name, strlen(name)) &&
        tyc_cfg_err(d, src, lab->beg, lab->end, "Invalid check block name",
                    "A name must start with a letter or underscore and may contain only "
                    "letters, digits, underscores, and dashes.") < 0)
        return -1;
    uint32_t asserts = 0;
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *it = body->kids[i];
        if (it->kind != TYC_N_BLOCK)
            continue;
        uint32_t errs = d->nerrors, ib, ie;
        if (!strcmp(it->text, "assert")) {
            if (tyc_lc_check_rule(a, src, it, NULL, d) < 0)
                return -1;
            asserts += d->nerrors == errs;
        } else if (!strcmp(it->text, "data") && it->n == 3 && data) {
            tyc_cfg_defrange(it, &ib, &ie);
            tyc_cfg_defrange(data, &beg, &end);
            if (tyc_cfg_err(d, src, ib, ie, "Multiple data resource blocks",
                            tyc_sprintf(a, "This check block already has a data resource "
                                           "defined at %s.",
                                        tyc_cfg_range_text(a, src, beg, end))) < 0)
                return -1;
        } else if (!strcmp(it->text, "data") && it->n == 3) {
            if (tyc_module_resource(a, src, it, 'c', 0, t, d) < 0)
                return -1;
            if (d->nerrors == errs)
                data = it;
        }
    }
    tyc_cfg_defrange(b, &beg, &end);
    return asserts ? 0 : tyc_cfg_err(d, src, beg, end, "Zero assert blocks",
                                     "Check blocks must have at least one assert block.");
}
