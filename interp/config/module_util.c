/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_util.c: small helpers of the configuration decoders (module_tf.c, module_res.c,
** module_prov.c): error diagnostics, a block's declaration range, range texts, hcl's
** "Unsupported argument" / "Unsupported block type" of a body decoded against a schema, and
** Terraform's provider local name rule (a registry address part, normalized).
*/
#include "interp/config/module_int.h"

#include <stdarg.h>

#include "interp/eval/eval.h"
#include "runtime/base/str.h"
#include "runtime/convert/convert.h"
#include "runtime/diag/diag_render.h"

int tyc_cfg_err(tyc_diags *d, const tyc_source *src, uint32_t beg, uint32_t end,
                const char *summary, const char *detail)
{
    return detail && tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, src, beg, end, summary, "%s",
                                  detail)
               ? 0
               : -1;
}

void tyc_cfg_defrange(const tyc_node *b, uint32_t *beg, uint32_t *end)
{
    if (b->flags & TYC_NF_JSON) { /* hcl json: the opening brace of the block's body */
        *beg = b->abeg;
        *end = b->abeg + 1;
        return;
    }
    *beg = b->nbeg;
    *end = b->n > 1 && b->kids[b->n - 1] ? b->kids[b->n - 1]->end : b->nend;
}

const char *tyc_cfg_range_text(tyc_arena *a, const tyc_source *src, uint32_t beg, uint32_t end)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_range r = {src, beg, end, 0};
    tyc_range_buf(&b, &r);
    return tyc_buf_to_arena(&b, a);
}

/* The first name of v (NULL-terminated) at edit distance < 3 from name (hcl's
** nameSuggestion), or NULL. */
static const char *suggest(const char *name, const char *const *v)
{
    for (size_t i = 0; v && v[i]; i++)
        if (tyc_str_distance((tyc_str){name, strlen(name)}, (tyc_str){v[i], strlen(v[i])}) < 3)
            return v[i];
    return NULL;
}

/* An item of a body that the schema (attrs, blocks) does not name. 0, or -1 on OOM. */
static int unsupported(tyc_diags *d, const tyc_source *src, const tyc_node *it,
                       const char *const *attrs, const char *const *blocks)
{
    const char *name = it->text ? it->text : "";
    int blk = it->kind == TYC_N_BLOCK;
    const char *sg = suggest(name, blk ? blocks : attrs);
    tyc_buf b;
    tyc_buf_init(&b, d->arena->ctx);
    tyc_buf_addz(&b, blk ? "Blocks of type " : "An argument named ");
    tyc_buf_goquote(&b, name, strlen(name));
    tyc_buf_addz(&b, blk ? " are not expected here." : " is not expected here.");
    if (sg) {
        tyc_buf_addz(&b, " Did you mean ");
        tyc_buf_goquote(&b, sg, strlen(sg));
        tyc_buf_addc(&b, '?');
    } else if (!blk && tyc_in_list(blocks, name)) {
        tyc_buf_addz(&b, " Did you mean to define a block of type ");
        tyc_buf_goquote(&b, name, strlen(name));
        tyc_buf_addc(&b, '?');
    } else if (blk && tyc_in_list(attrs, name)) {
        tyc_buf_addz(&b, " Did you mean to define argument ");
        tyc_buf_goquote(&b, name, strlen(name));
        tyc_buf_addz(&b, "? If so, use the equals sign to assign it a value.");
    }
    return tyc_cfg_err(d, src, it->nbeg, it->nend,
                       blk ? "Unsupported block type" : "Unsupported argument",
                       tyc_buf_to_arena(&b, d->arena));
}

int tyc_cfg_labels(tyc_diags *d, const tyc_source *src, const tyc_node *b, uint32_t nlabels,
                   const char *names)
{
    uint32_t n = b->kind == TYC_N_BLOCK && b->n ? b->n - 1 : 0;
    const char *type = b->text ? b->text : "";
    char *sum, *det;
    uint32_t beg, end;
    if (n == nlabels)
        return 1;
    if (n > nlabels) {
        const tyc_node *extra = b->kids[1 + nlabels];
        beg = extra->beg, end = extra->end;
        sum = tyc_sprintf(d->arena, "Extraneous label for %s", type);
        det = nlabels ? tyc_sprintf(d->arena, "Only %u labels (%s) are expected for %s blocks.",
                                    nlabels, names, type)
                      : tyc_sprintf(d->arena, "No labels are expected for %s blocks.", type);
    } else {
        const char *want = names;
        for (uint32_t i = 0; i < n && strstr(want, ", "); i++)
            want = strstr(want, ", ") + 2;
        const char *comma = strstr(want, ", ");
        beg = b->abeg, end = b->abeg + 1;
        sum = tyc_sprintf(d->arena, "Missing %.*s for %s",
                          (int)(comma ? (size_t)(comma - want) : strlen(want)), want, type);
        det = tyc_sprintf(d->arena, "All %s blocks must have %u labels (%s).", type, nlabels,
                          names);
    }
    tyc_diag *g = sum && det ? tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, src, beg, end, sum,
                                            "%s", det)
                             : NULL;
    if (!g)
        return -1;
    g->context = (tyc_range){src, b->nbeg, b->abeg + 1, 0};
    return 0;
}

int tyc_cfg_content(tyc_diags *d, const tyc_source *src, const tyc_node *body,
                    const char *const *attrs, const char *const *blocks, int partial)
{
    for (uint32_t i = 0; body->kind == TYC_N_BODY && i < body->n; i++) {
        const tyc_node *it = body->kids[i];
        int blk = it->kind == TYC_N_BLOCK;
        if (blk ? tyc_in_list(blocks, it->text) : tyc_in_list(attrs, it->text))
            continue;
        if (partial) /* hcl's PartialContent leaves the rest to the caller */
            continue;
        if (unsupported(d, src, it, attrs, blocks) < 0)
            return -1;
    }
    return 0;
}

const char *tyc_cfg_provider_part(tyc_arena *a, const char *name)
{
    size_t n = strlen(name);
    if (!n)
        return "must have at least one character";
    if (strstr(name, "--"))
        return "cannot use multiple consecutive dashes";
    int upper = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)name[i];
        if (c >= 0x80)
            return NULL; /* international names: not checked */
        upper |= c >= 'A' && c <= 'Z';
        if (!(c == '-' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
              (c >= 'A' && c <= 'Z')) ||
            (c == '-' && (i == 0 || i == n - 1)))
            return "must contain only letters, digits, and dashes, and may not use leading or "
                   "trailing dashes";
    }
    if (!upper)
        return NULL;
    char *low = tyc_strndup(a, name, n);
    for (size_t i = 0; low && i < n; i++)
        if (low[i] >= 'A' && low[i] <= 'Z')
            low[i] = (char)(low[i] - 'A' + 'a');
    return low ? tyc_sprintf(a, "\x01%s", low) : NULL;
}

int tyc_cfg_provider_name(tyc_diags *d, const tyc_source *src, const char *name, uint32_t beg,
                          uint32_t end)
{
    const char *why = tyc_cfg_provider_part(d->arena, name);
    if (!why)
        return d->arena->ctx->oom ? -1 : 0;
    const char *det =
        why[0] == '\x01'
            ? tyc_sprintf(d->arena,
                          "Provider names must be normalized. Replace \"%s\" with \"%s\" to fix "
                          "this error.", name, why + 1)
            : tyc_sprintf(d->arena, "%s is an invalid provider local name: %s", name, why);
    return tyc_cfg_err(d, src, beg, end, "Invalid provider local name", det) < 0 ? -1 : 1;
}

int tyc_cfg_decode_expr(tyc_arena *a, const tyc_source *src, const tyc_node *e,
                        const tyc_type *want, const tyc_value **out, tyc_diags *d)
{
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, a, d, src);
    *out = NULL;
    const tyc_value *x = tyc_eval_partial(&ec, e);
    if (!x)
        return -1;
    tyc_cerr err = {0};
    const tyc_value *c = tyc_convert(a, x, want, &err);
    if (!c && !err.msg)
        return -1;
    const char *why = !c                   ? err.msg
                      : tyc_v_is_unknown(c) ? "value must be known"
                      : tyc_v_is_null(c)    ? "null value is not allowed"
                                            : NULL;
    if (!why) {
        *out = c;
        return 0;
    }
    uint32_t sb, se;
    tyc_ev_start_range(e, &sb, &se);
    tyc_diag *g = tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, src, sb, se,
                               "Unsuitable value type", "Unsuitable value: %s", why);
    if (g)
        g->context = (tyc_range){src, e->beg, e->end, 0};
    return g ? 0 : -1;
}
