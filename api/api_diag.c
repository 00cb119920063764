/* SPDX-License-Identifier: Apache-2.0 */
/*
** api_diag.c: the public API boundary for rendering the diagnostics of the last call in
** the CLI's forms (Terraform's plain and colored text, Terraform's JSON object), through
** the internal renderers of diag_render.h.
*/
#include "api/api_int.h"
#include "runtime/diag/diag_render.h"

tycon_status tycon_diag_render(tycon_ctx *ctx, tycon_arena *arena, const tycon_diag *diag,
                               tycon_diag_format format, int width, const char **out)
{
    return tycon_diag_render_len(ctx, arena, diag, format, width, out, NULL);
}

/* (issue 15: the rendering with its length; a snippet may hold NUL bytes) */
tycon_status tycon_diag_render_len(tycon_ctx *ctx, tycon_arena *arena, const tycon_diag *diag,
                                   tycon_diag_format format, int width, const char **out,
                                   size_t *len)
{
    if (!ctx || !arena || arena->ctx != ctx || !diag || !out || format > TYCON_DIAG_JSON)
        return TYCON_ERR_MISUSE;
    const tyc_diag *d = tyc_api_diag_internal(ctx, diag);
    if (!d)
        return TYCON_ERR_MISUSE;
    int saved = tyc_api_oom_save(ctx);
    tyc_buf b;
    tyc_buf_init(&b, ctx);
    if (format == TYCON_DIAG_JSON)
        tyc_diag_json(&b, d, -1);
    else
        tyc_diag_render(&b, d, format == TYCON_DIAG_COLOR ? TYC_DR_COLOR : 0,
                        width > 0 ? width : TYC_DR_WIDTH);
    size_t n = b.failed ? 0 : b.len;
    const char *s = tyc_api_buf_result(&b, arena, saved);
    if (!s)
        return TYCON_ERR_NOMEM;
    *out = s;
    if (len)
        *len = n;
    return TYCON_OK;
}
