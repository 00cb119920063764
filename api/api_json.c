/* SPDX-License-Identifier: Apache-2.0 */
/*
** api_json.c: the JSON interchange of the language bindings (issue 28): a value given as
** JSON text converted to a type with its defaults, the result returned as JSON text. One
** call per conversion, so that a binding marshals through its own JSON codec cheaply and
** numbers stay exact both ways. Composed of the public calls of api_value.c / api_type.c.
*/
#include "api/api_int.h"

#include <string.h>

tycon_status tycon_value_convert_json(tycon_ctx *ctx, tycon_arena *arena, const char *json,
                                      size_t len, const tycon_type *type,
                                      const tycon_defaults *defaults, const char **out,
                                      size_t *out_len, const char **type_json)
{
    if (!ctx || !arena || arena->ctx != ctx || (!json && len) || !type || !out)
        return TYCON_ERR_MISUSE;
    const tycon_value *v, *d, *r;
    tycon_status st = tycon_value_parse(ctx, arena, json, len, "<json>", TYCON_SYNTAX_JSON, &v);
    if (st == TYCON_OK)
        st = tycon_value_apply_defaults(ctx, arena, defaults, v, &d);
    if (st == TYCON_OK)
        st = tyc_api_convert(ctx, arena, d, type, 1, &r);
    if (st != TYCON_OK)
        return st;
    const tycon_type *rt = tycon_value_type(r);
    const char *s = tycon_value_json(ctx, arena, r, rt);
    if (!s)
        return tycon_diag_count(ctx) ? TYCON_ERR_CONVERT : TYCON_ERR_NOMEM;
    if (type_json && !(*type_json = tycon_type_json(ctx, arena, rt)))
        return TYCON_ERR_NOMEM;
    *out = s;
    if (out_len)
        *out_len = strlen(s);
    return TYCON_OK;
}
