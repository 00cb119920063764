/* SPDX-License-Identifier: Apache-2.0 */
/*
** parse_diag.h: private; turns a native-syntax parse failure (the offending token, the
** token before it and the innermost bracketing frame) into hclsyntax's diagnostic.
*/
#ifndef TYC_PARSE_DIAG_H
#define TYC_PARSE_DIAG_H

#include "interp/syntax/parse_int.h"

typedef struct tyc_parse_err {
    int code;         /* grammar token code that failed (0: end of input) */
    int prev;         /* the token before it (0: none) */
    tyc_tok tok;
    tyc_tok prevtok;  /* the token before it */
    tyc_frame frame;  /* innermost frame at that token (the one it closed, if a closer) */
    int parent;       /* kind of the frame enclosing `frame` (0: none) */
    /* the innermost template if/for directive still open: its keyword (TK_IF / TK_FOR, or
    ** 0) and the range of its %{ ... } */
    int dir;
    uint32_t dir_beg, dir_end;
} tyc_parse_err;

/* Adds the diagnostic for a syntax error on e (eof_in_frame: input ended inside e->frame)
** and returns the status: TYCON_ERR_INCOMPLETE when the input ran out, else SYNTAX. */
int tyc_parse_diag(tyc_pctx *px, const tyc_parse_err *e, int eof_in_frame);
/* Adds the nesting-limit diagnostic (parser stack exhausted); returns TYCON_ERR_LIMIT. */
int tyc_parse_diag_limit(tyc_pctx *px, const tyc_parse_err *e, uint32_t max_depth);

#endif
