/* SPDX-License-Identifier: Apache-2.0 */
/*
** lsp.c: `tycon lsp`: the language server on standard input and output (docs/editors.md).
*/
#include <fcntl.h>
#include <string.h>

#include "cli.h"

extern char **environ;

static const char lsp_usage[] =
    "Usage: tycon lsp [--log FILE]\n"
    "\n"
    "Runs the tycon language server (LSP 3.17) on standard input and output: diagnostics\n"
    "for .tf / .tf.json files (module calls, resources against the provider schemas of\n"
    ".tycon.hcl, declarations: as `tycon check --partial` and `tycon validate`) and for\n"
    ".tfvars / .tfvars.json files, hover, completion, go to definition and quick fixes.\n"
    "Editors start it themselves; see docs/editors.md for Neovim, VS Code, Helix and Emacs.\n"
    "\n"
    "Options:\n"
    "  --log FILE     Append every message received (->) and sent (<-) to FILE\n"
    "  -h, --help     Show this help\n"
    "\n"
    "Exit status: 0 after shutdown and exit, 1 otherwise.\n";

int cli_lsp(int argc, char **argv)
{
    tycon_lsp_options o;
    tycon_lsp_options_init(&o);
    o.env = (const char *const *)environ;
    for (int i = 0; i < argc; i++) {
        if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            fputs(lsp_usage, stdout);
            return 0;
        }
        if (!strcmp(argv[i], "--log") && i + 1 < argc) {
            o.log_fd = open(argv[++i], O_WRONLY | O_CREAT | O_APPEND, 0644);
            if (o.log_fd < 0) {
                fprintf(stderr, "tycon lsp: cannot open %s\n", argv[i]);
                return 2;
            }
            continue;
        }
        if (!strcmp(argv[i], "--stdio")) /* what some clients pass */
            continue;
        fprintf(stderr, "tycon lsp: unknown option \"%s\"\n\n%s", argv[i], lsp_usage);
        return 2;
    }
    tycon_ctx *ctx = tycon_ctx_new(NULL);
    if (!ctx) {
        fputs("tycon lsp: out of memory\n", stderr);
        return 1;
    }
    tycon_status st = tycon_lsp_serve(ctx, &o);
    tycon_ctx_free(ctx);
    if (st != TYCON_OK && st != TYCON_ERR_IO)
        fprintf(stderr, "tycon lsp: %s\n", tycon_status_string(st));
    return st == TYCON_OK ? 0 : 1;
}
