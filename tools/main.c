/* SPDX-License-Identifier: Apache-2.0 */
/*
** main.c: the tycon command-line tool: global options (-chdir), subcommand dispatch and help.
*/
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

static const char usage[] =
    "Usage: tycon [-chdir=DIR] <command> [options]\n"
    "\n"
    "Commands:\n"
    "  check      Check a module's input-variable values offline as `terraform plan`\n"
    "             would (see `tycon help check`)\n"
    "  validate   Check resource, data and provider blocks against provider schemas\n"
    "             offline as `terraform validate` would (see `tycon help validate`)\n"
    "  console    Evaluate expressions and type constraints interactively, printed as\n"
    "             `terraform console` prints them (see `tycon help console`)\n"
    "  diff       Compare two versions of a module: what the new one breaks for its\n"
    "             callers, judged by the type system (see `tycon help diff`)\n"
    "  lsp        Run the language server (LSP over standard input and output) for\n"
    "             type-checked tfvars in editors (see docs/editors.md)\n"
    "  version    Print the version\n"
    "  help       Show this help, or `tycon help COMMAND` for a command's help\n"
    "  batch      The conformance-corpus contract (for tests, not for users): JSON-lines\n"
    "             cases {\"id\",\"type\",\"value\"|\"value_json\"} on standard input, one\n"
    "             result line per case on standard output\n"
    "\n"
    "Global options (before the command, as terraform's):\n"
    "  -chdir=DIR       Switch to DIR before running the command (paths given to the\n"
    "                   command are then relative to DIR)\n"
    "  -h, --help       Show this help\n"
    "  -v, --version    Print the version\n"
    "\n"
    "Exit status: 0 success, 1 errors found, 2 usage error.\n";

static int is_any(const char *s, const char *a, const char *b, const char *c, const char *d)
{
    return !strcmp(s, a) || !strcmp(s, b) || !strcmp(s, c) || (d && !strcmp(s, d));
}

typedef int (*command_fn)(int argc, char **argv);

static command_fn find(const char *name)
{
    if (!strcmp(name, "check"))
        return cli_check;
    if (!strcmp(name, "validate"))
        return cli_validate;
    if (!strcmp(name, "console"))
        return cli_console;
    if (!strcmp(name, "diff"))
        return cli_diff;
    if (!strcmp(name, "lsp"))
        return cli_lsp;
    if (!strcmp(name, "batch"))
        return cli_batch;
    return NULL;
}

/* `tycon help [COMMAND]`. */
static int help(int argc, char **argv)
{
    if (argc < 1) {
        fputs(usage, stdout);
        return 0;
    }
    command_fn f = find(argv[0]);
    if (f) {
        char arg[] = "--help";
        char *av[] = {arg, NULL};
        return f(1, av);
    }
    if (!strcmp(argv[0], "version") || !strcmp(argv[0], "help")) {
        fputs(usage, stdout);
        return 0;
    }
    fprintf(stderr, "tycon help: unknown command \"%s\"\n\n%s", argv[0], usage);
    return 2;
}

int main(int argc, char **argv)
{
    int i = 1;
    /* global options, as terraform's: -chdir=DIR (also -chdir DIR) */
    while (i < argc && (!strncmp(argv[i], "-chdir", 6) || !strncmp(argv[i], "--chdir", 7))) {
        const char *p = argv[i] + (argv[i][1] == '-') + 6, *dir = NULL;
        if (*p == '=')
            dir = p + 1;
        else if (!*p && i + 1 < argc)
            dir = argv[++i];
        if (!dir || !*dir) {
            fputs("tycon: -chdir needs a directory: tycon -chdir=DIR <command>\n", stderr);
            return 2;
        }
        if (chdir(dir) != 0) {
            fprintf(stderr, "Error handling -chdir option: chdir %s: %s\n", dir,
                    errno == ENOENT ? "no such file or directory" : strerror(errno));
            return 1;
        }
        i++;
    }
    if (i >= argc) {
        fputs(usage, stderr);
        return 2;
    }
    const char *cmd = argv[i];
    if (is_any(cmd, "-h", "--help", "-help", NULL))
        return help(0, NULL);
    if (!strcmp(cmd, "help"))
        return help(argc - i - 1, argv + i + 1);
    if (is_any(cmd, "version", "--version", "-version", "-v")) {
        printf("tycon %s\n", tycon_version());
        return 0;
    }
    command_fn f = find(cmd);
    if (f)
        return f(argc - i - 1, argv + i + 1);
    fprintf(stderr, "tycon: unknown command \"%s\"\n\n%s", cmd, usage);
    return 2;
}
