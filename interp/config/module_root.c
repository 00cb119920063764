/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_root.c: the top level of a native-syntax configuration file decoded against
** Terraform's configFileSchema as hcl's Body.Content does: block types and their label
** counts ("Missing name for resource", "Extraneous label for variable"), "Unsupported block
** type" and "Unsupported argument" with hcl's suggestions, and Terraform's own error for a
** top-level required_providers block.
*/
#include "interp/config/module_int.h"

#include "runtime/base/str.h"

typedef struct rootblock {
    const char *type;
    uint32_t nlabels;
    const char *labels; /* "type, name" */
} rootblock;

static const rootblock schema[] = {
    {"terraform", 0, ""},     {"required_providers", 0, ""}, {"provider", 1, "name"},
    {"variable", 1, "name"},  {"locals", 0, ""},             {"output", 1, "name"},
    {"module", 1, "name"},    {"resource", 2, "type, name"}, {"data", 2, "type, name"},
    {"ephemeral", 2, "type, name"}, {"moved", 0, ""},        {"removed", 0, ""},
    {"import", 0, ""},        {"check", 1, "name"},
    /* Terraform >= 1.13 (internal/configs/parser_config.go: configFileSchema, v1.13.0) */
    {"action", 2, "type, name"},
};
#define NSCHEMA (sizeof schema / sizeof schema[0])

/* Whether target tg knows block type s: `action` is Terraform >= 1.13, `ephemeral` is not
** in OpenTofu 1.10 (opentofu v1.10.0 internal/configs/parser_config.go). */
static int known(const rootblock *s, tyc_target tg)
{
    if (!strcmp(s->type, "action"))
        return tyc_target_tf_ge(tg, 1, 13);
    if (!strcmp(s->type, "ephemeral"))
        return !tyc_target_tofu_ge(tg, 1, 10) || tyc_target_tofu_ge(tg, 1, 11);
    return 1;
}

static const rootblock *find(const char *type, tyc_target tg)
{
    for (size_t i = 0; i < NSCHEMA; i++)
        if (known(&schema[i], tg) && !strcmp(schema[i].type, type))
            return &schema[i];
    return NULL;
}

/* The first block type at edit distance < 3 from name (hcl's nameSuggestion), or NULL. */
static const char *suggest(const char *name, tyc_target tg)
{
    for (size_t i = 0; i < NSCHEMA; i++)
        if (known(&schema[i], tg) && tyc_str_distance((tyc_str){name, strlen(name)},
                             (tyc_str){schema[i].type, strlen(schema[i].type)}) < 3)
            return schema[i].type;
    return NULL;
}

static tyc_diag *add_ctx(tyc_diags *d, const tyc_source *src, uint32_t beg, uint32_t end,
                         uint32_t cbeg, uint32_t cend, const char *summary, const char *detail)
{
    tyc_diag *g = tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, src, beg, end, summary, "%s",
                               detail);
    if (g && cend > cbeg)
        g->context = (tyc_range){src, cbeg, cend};
    return g;
}

/* A block of a known type: its label count. 0, or -1 on OOM. */
static int labels(tyc_diags *d, const tyc_source *src, const tyc_node *b, const rootblock *s)
{
    return tyc_cfg_labels(d, src, b, s->nlabels, s->labels) < 0 ? -1 : 0;
}

static int block(tyc_diags *d, const tyc_source *src, const tyc_node *b, tyc_target tg)
{
    const char *type = b->text ? b->text : "";
    const rootblock *s = find(type, tg);
    if (s && !strcmp(type, "required_providers"))
        return add_ctx(d, src, b->nbeg, b->nend, 0, 0, "Invalid required_providers block",
                       "A \"required_providers\" block must be nested inside a \"terraform\" "
                       "block.") ? 0 : -1;
    /* Terraform decodes a terraform block three times (the file, its core-version sniff and
    ** its experiments sniff), each reporting its label errors */
    for (int k = 0; s && k < (!strcmp(type, "terraform") ? 3 : 1); k++)
        if (labels(d, src, b, s) < 0)
            return -1;
    if (s)
        return 0;
    const char *sg = suggest(type, tg);
    tyc_buf t;
    tyc_buf_init(&t, d->arena->ctx);
    tyc_buf_addz(&t, "Blocks of type ");
    tyc_buf_goquote(&t, type, strlen(type));
    tyc_buf_addz(&t, " are not expected here.");
    if (sg) {
        tyc_buf_addz(&t, " Did you mean ");
        tyc_buf_goquote(&t, sg, strlen(sg));
        tyc_buf_addc(&t, '?');
    }
    char *det = tyc_buf_to_arena(&t, d->arena);
    return det && add_ctx(d, src, b->nbeg, b->nend, 0, 0, "Unsupported block type", det) ? 0
                                                                                         : -1;
}

static int attribute(tyc_diags *d, const tyc_source *src, const tyc_node *at, tyc_target tg)
{
    const char *name = at->text ? at->text : "";
    tyc_buf t;
    tyc_buf_init(&t, d->arena->ctx);
    tyc_buf_addz(&t, "An argument named ");
    tyc_buf_goquote(&t, name, strlen(name));
    tyc_buf_addz(&t, " is not expected here.");
    if (find(name, tg)) { /* the root schema has no arguments: only this hint */
        tyc_buf_addz(&t, " Did you mean to define a block of type ");
        tyc_buf_goquote(&t, name, strlen(name));
        tyc_buf_addc(&t, '?');
    }
    char *det = tyc_buf_to_arena(&t, d->arena);
    return det && add_ctx(d, src, at->nbeg, at->nend, 0, 0, "Unsupported argument", det) ? 0
                                                                                        : -1;
}

int tyc_module_root_schema(const tyc_source *src, const tyc_node *root, tyc_target tg,
                           tyc_diags *d)
{
    for (uint32_t i = 0; root && i < root->n; i++) {
        const tyc_node *it = root->kids[i];
        int rc = it->kind == TYC_N_BLOCK  ? block(d, src, it, tg)
                 : it->kind == TYC_N_ATTR ? attribute(d, src, it, tg)
                                          : 0;
        if (rc < 0)
            return -1;
    }
    return 0;
}
