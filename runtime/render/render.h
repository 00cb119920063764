/* SPDX-License-Identifier: Apache-2.0 */
/*
** render.h: value renderings: `terraform console` form and cty's JSON form.
*/
#ifndef TYC_RENDER_H
#define TYC_RENDER_H

#include "runtime/value/value.h"

/* Appends v as `terraform console` prints it (internal/repl/format.go), starting at
** indentation `indent` (0 at top level). */
void tyc_render_console(tyc_buf *b, const tyc_value *v, size_t indent);

/*
** Appends v as cty's json.Marshal(v, t) writes it (compact). Returns NULL on success, or
** the error message ("value is not known", "value has marks, so it cannot be serialized
** as JSON", "cannot serialize infinity as JSON", or a conversion error) in which case the
** buffer contents are unspecified.
*/
const char *tyc_render_json(tyc_buf *b, tyc_arena *a, const tyc_value *v, const tyc_type *t);

#endif
