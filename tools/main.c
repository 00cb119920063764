/* SPDX-License-Identifier: Apache-2.0 */
/*
** main.c: the tycon command-line tool: subcommand dispatch and help.
*/
#include <string.h>

#include "cli.h"

static const char usage[] =
    "Usage: tycon <command> [options]\n"
    "\n"
    "Commands:\n"
    "  batch      Read JSON-lines cases {\"id\",\"type\",\"value\"|\"value_json\"} on standard\n"
    "             input; write one result line per case on standard output (the\n"
    "             conformance-corpus contract: parse the type, evaluate the value,\n"
    "             apply optional-attribute defaults, convert)\n"
    "  check      Check a module's input-variable values offline as `terraform plan`\n"
    "             would (see `tycon check --help`)\n"
    "  console    Evaluate expressions and type constraints interactively, printed as\n"
    "             `terraform console` prints them (see `tycon console --help`)\n"
    "  lsp        Run the language server (LSP over standard input and output) for\n"
    "             type-checked tfvars in editors (see docs/editors.md)\n"
    "  version    Print the version\n"
    "\n"
    "Options:\n"
    "  -h, --help     Show this help\n"
    "\n"
    "Exit status: 0 success, 1 errors found, 2 usage error.\n";

int main(int argc, char **argv)
{
    if (argc < 2) {
        fputs(usage, stderr);
        return 2;
    }
    const char *cmd = argv[1];
    if (strcmp(cmd, "-h") == 0 || strcmp(cmd, "--help") == 0 || strcmp(cmd, "-help") == 0 ||
        strcmp(cmd, "help") == 0) {
        fputs(usage, stdout);
        return 0;
    }
    if (strcmp(cmd, "version") == 0 || strcmp(cmd, "--version") == 0 ||
        strcmp(cmd, "-version") == 0) {
        printf("tycon %s\n", tycon_version());
        return 0;
    }
    if (strcmp(cmd, "check") == 0)
        return cli_check(argc - 2, argv + 2);
    if (strcmp(cmd, "console") == 0)
        return cli_console(argc - 2, argv + 2);
    if (strcmp(cmd, "lsp") == 0)
        return cli_lsp(argc - 2, argv + 2);
    if (strcmp(cmd, "batch") == 0)
        return cli_batch(argc - 2, argv + 2);
    fprintf(stderr, "tycon: unknown command \"%s\"\n\n%s", cmd, usage);
    return 2;
}
