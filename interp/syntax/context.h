/* SPDX-License-Identifier: Apache-2.0 */
/*
** context.h: the block context of a source offset, as hcled.ContextString computes it.
*/
#ifndef TYC_CONTEXT_H
#define TYC_CONTEXT_H

#include "interp/syntax/ast.h"

/* hcled.ContextString: the header of the top-level block of root (a TYC_N_BODY) containing
** byte offset off ("resource \"a\" \"b\"", labels Go-quoted), or for a JSON root (TYC_N_OBJECT
** or TYC_N_TUPLE) the path of the innermost object/array containing it ("a.b[0]"). Appends
** nothing and returns 0 when none; else returns 1. Has the signature of tyc_source.context. */
int tyc_context_string(tyc_buf *b, const void *root, int64_t off);

#endif
