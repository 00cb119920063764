/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_call.c: what Terraform's loader checks in a `module` block (internal/configs
** module_call.go decodeModuleBlock): a valid name, `source` required (except in override
** files), count with for_each, depends_on, the block types reserved for future use and one
** escaping block `_`, the provider configurations passed (`providers`),
** `ignore_nested_deprecations` a constant bool (Terraform >= 1.15). (Arguments are the module
** call walk's: interp/modcall.)
*/
#include "interp/config/rules/module_lc.h"

#include "interp/eval/eval.h"
#include "runtime/base/str.h"

/* The nested blocks: `_` once, the others reserved. */
static int nested(tyc_diags *d, const tyc_source *src, const tyc_node *body, tyc_target t)
{
    /* OpenTofu 1.11 gave module blocks a lifecycle block (its `enabled`; not modelled) */
    static const char *const reserved[] = {"lifecycle", "locals", "provider", NULL};
    static const char *const reserved_tofu111[] = {"locals", "provider", NULL};
    const tyc_node *esc = NULL;
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *it = body->kids[i];
        if (it->kind != TYC_N_BLOCK)
            continue;
        int rc = 0;
        if (tyc_in_list(tyc_target_tofu_ge(t, 1, 11) ? reserved_tofu111 : reserved, it->text))
            rc = tyc_cfg_err(d, src, it->nbeg, it->nend, "Reserved block type name in module block",
                             tyc_sprintf(d->arena, "The block type name \"%s\" is reserved for "
                                                   "use by Terraform in a future version.",
                                         it->text));
        else if (!strcmp(it->text, "_") && esc) {
            uint32_t beg, end, fb, fe;
            tyc_cfg_defrange(it, &beg, &end);
            tyc_cfg_defrange(esc, &fb, &fe);
            rc = tyc_cfg_err(
                d, src, beg, end, "Duplicate escaping block",
                tyc_sprintf(d->arena,
                            "The special block type \"_\" can be used to force particular "
                            "arguments to be interpreted as module input variables rather than "
                            "as meta-arguments, but each module block can have only one such "
                            "block. The first escaping block was at %s.",
                            tyc_cfg_range_text(d->arena, src, fb, fe)));
        } else if (!strcmp(it->text, "_"))
            esc = it;
        if (rc < 0)
            return -1;
    }
    return 0;
}

/* The text of a provider reference (NAME or NAME.ALIAS, quoted or not), or NULL. */
static const char *ref_text(tyc_arena *a, const tyc_node *e)
{
    uint32_t n;
    const char *q = tyc_lc_quoted(e, &n);
    if (q)
        return tyc_strndup(a, q, n);
    if (e->kind == TYC_N_VAR)
        return e->text;
    if (e->kind == TYC_N_GETATTR && e->kids[0]->kind == TYC_N_VAR)
        return tyc_sprintf(a, "%s.%s", e->kids[0]->text, e->text);
    return NULL;
}

/* providers = { CHILD = PARENT, ... } (Terraform's decodePassedProviderConfigs). */
static int providers(tyc_diags *d, const tyc_source *src, const tyc_node *e)
{
    if (e->kind != TYC_N_OBJECT)
        return tyc_cfg_err(d, src, e->beg, e->end, "Invalid expression",
                           "A static map expression is required.");
    for (uint32_t i = 0; i + 1 < e->n; i += 2) {
        const tyc_node *k = e->kids[i], *v = e->kids[i + 1];
        if (k->kind == TYC_N_OBJKEY && k->n)
            k = k->kids[0];
        uint32_t errs = d->nerrors;
        if (tyc_cfg_provider_ref(d, src, k, "providers") < 0 ||
            tyc_cfg_provider_ref(d, src, v, "providers") < 0)
            return -1;
        const char *key = ref_text(d->arena, k);
        if (d->nerrors != errs || !key)
            continue;
        for (uint32_t j = 0; j < i; j += 2) {
            const tyc_node *pk = e->kids[j], *pv = e->kids[j + 1];
            if (pk->kind == TYC_N_OBJKEY && pk->n)
                pk = pk->kids[0];
            const char *prev = ref_text(d->arena, pk);
            if (!prev || strcmp(prev, key))
                continue;
            if (tyc_cfg_err(d, src, v->beg, v->end, "Duplicate provider address",
                            tyc_sprintf(d->arena, "A provider configuration was already passed "
                                                  "to %s at %s. Each child provider "
                                                  "configuration can be assigned only once.",
                                        key, tyc_cfg_range_text(d->arena, src, pk->beg,
                                                                pv->end))) < 0)
                return -1;
            break;
        }
    }
    return 0;
}

/* ignore_nested_deprecations (Terraform >= 1.15): a constant bool. */
static int ignore_nested(tyc_diags *d, const tyc_source *src, const tyc_node *e)
{
    tyc_diags tmp;
    tyc_diags_init(&tmp, d->arena);
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, d->arena, &tmp, src);
    const tyc_value *v = tyc_eval(&ec, e);
    if (d->arena->ctx->oom)
        return -1;
    if ((!v || tmp.nerrors) &&
        tyc_cfg_err(d, src, e->beg, e->end, "Invalid value for ignore_nested_deprecations",
                    "The value for ignore_nested_deprecations must be a static boolean (true or "
                    "false).") < 0)
        return -1;
    const tyc_type *ty = v && !tmp.nerrors ? v->type : &tyc_t_dyn;
    if (ty == &tyc_t_bool)
        return 0;
    tyc_buf b;
    tyc_buf_init(&b, d->arena->ctx);
    tyc_type_buf_friendly(&b, ty);
    const char *fn = tyc_buf_to_arena(&b, d->arena);
    return tyc_cfg_err(d, src, e->beg, e->end, "Invalid type for ignore_nested_deprecations",
                       fn ? tyc_sprintf(d->arena, "The value for ignore_nested_deprecations must "
                                                  "be a boolean (true or false), but the given "
                                                  "value has type %s.", fn)
                          : NULL);
}

int tyc_module_call_check(const tyc_source *src, const tyc_node *b, int override, tyc_target t,
                          tyc_diags *d)
{
    if (b->n != 2)
        return 0;
    int json = (b->flags & TYC_NF_JSON) != 0; /* module_jsonblk.c's synthetic block */
    const tyc_node *body = b->kids[0], *lab = b->kids[1];
    uint32_t miss = json ? body->end - 1 : b->abeg; /* hcl/json: the closing brace */
    if (!override && !tyc_body_attr(body, "source") &&
        tyc_cfg_err(d, src, miss, miss, "Missing required argument",
                    "The argument \"source\" is required, but no definition was found.") < 0)
        return -1;
    const char *name = lab->text ? lab->text : "";
    if (!tyc_is_ident(name, strlen(name)) &&
        tyc_cfg_err(d, src, lab->beg, lab->end, "Invalid module instance name",
                    "A name must start with a letter or underscore and may contain only "
                    "letters, digits, underscores, and dashes.") < 0)
        return -1;
    const tyc_node *fe = tyc_body_attr(body, "for_each"), *dep = tyc_body_attr(body, "depends_on");
    if (fe && tyc_body_attr(body, "count") &&
        tyc_cfg_err(d, src, fe->nbeg, fe->nend, "Invalid combination of \"count\" and \"for_each\"",
                    "The \"count\" and \"for_each\" meta-arguments are mutually-exclusive, only "
                    "one should be used to be explicit about the number of resources to be "
                    "created.") < 0)
        return -1;
    if (dep && tyc_cfg_depends_on(d, src, dep->kids[0], t) < 0)
        return -1;
    const tyc_node *pv = tyc_body_attr(body, "providers");
    if (pv && providers(d, src, pv->kids[0]) < 0)
        return -1;
    const tyc_node *ind = tyc_target_tf_ge(t, 1, 15)
                              ? tyc_body_attr(body, "ignore_nested_deprecations") : NULL;
    if (ind && ignore_nested(d, src, ind->kids[0]) < 0)
        return -1;
    return nested(d, src, body, t);
}
