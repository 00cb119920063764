/* SPDX-License-Identifier: Apache-2.0 */
/*
** lsp.h: the language server's entry point (used by api/api_editor.c).
*/
#ifndef TYC_LSP_H
#define TYC_LSP_H

#include "runtime/base/core.h"

typedef struct tyc_lsp_opts {
    int in_fd, out_fd;
    int log_fd;               /* -1: no log */
    const char *const *env;   /* TF_VAR_* source, or NULL */
} tyc_lsp_opts;

/*
** Serves one LSP session on o->in_fd / o->out_fd until `exit` or the end of the input.
** Returns TYCON_OK after shutdown + exit, TYCON_ERR_IO when the input ended or exit came
** without shutdown, TYCON_ERR_NOMEM when the server could not allocate its state.
*/
int tyc_lsp_serve(tyc_ctx *ctx, const tyc_lsp_opts *o);

#endif
