/* SPDX-License-Identifier: Apache-2.0 */
/*
** check.c: `tycon check [options] [DIR]`: argument parsing, help, output streams and exit
** codes around the public module-checking API (tycon.h).
*/
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "cli.h"

extern char **environ;

static const char help[] =
    "Usage: tycon check [options] [DIR]\n"
    "\n"
    "Checks the input-variable values of the Terraform module in DIR (default: the current\n"
    "directory) offline, exactly as `terraform plan` would: the variable declarations of\n"
    "every *.tf and *.tf.json file (override files merged), then the values from TF_VAR_*\n"
    "environment variables, DIR/terraform.tfvars, DIR/terraform.tfvars.json,\n"
    "DIR/*.auto.tfvars(.json) in lexical order, and -var / -var-file in command-line order;\n"
    "defaults, type conversion, nullable, sensitive masking and validation rules.\n"
    "No input file is modified; sensitive values are never printed.\n"
    "\n"
    "Options (one or two dashes; values as -opt=VALUE or -opt VALUE):\n"
    "  -var NAME=VALUE      Set a variable (repeatable)\n"
    "  -var-file PATH       Read values from a .tfvars or .tfvars.json file (repeatable;\n"
    "                       the path is relative to the current directory and shown as given)\n"
    "  -no-color            Plain output (also when NO_COLOR is set or output is not a\n"
    "                       terminal); the default on a terminal is Terraform's boxed colors\n"
    "  -json                Print the diagnostics as `terraform validate -json` does\n"
    "  --compat=terraform   Print exactly what Terraform >= 1.13 prints: no value paths,\n"
    "                       no narrowed highlights, no undeclared-attribute warnings\n"
    "  --strict             Object attributes that the type does not declare (and that\n"
    "                       Terraform silently drops) are errors instead of warnings\n"
    "  --show-values        Print every variable's final value (console form) and the\n"
    "                       source that set it\n"
    "  -h, --help           Show this help\n"
    "\n"
    "Warnings go to standard output, errors to standard error (as `terraform plan`).\n"
    "Exit status: 0 valid (warnings allowed), 1 errors found, 2 usage error.\n";

typedef struct args {
    tycon_check_options opt;
    tycon_check_source *src;
    int no_color, json, show;
} args;

static int usage_error(const char *msg, const char *what)
{
    fprintf(stderr, "tycon check: %s%s\n\nRun `tycon check --help` for usage.\n", msg,
            what ? what : "");
    return 2;
}

/* Matches -name / --name; stores the value of -name=V or the next argument. Returns 1 on a
** match (with *val set, or NULL for flags), 0 otherwise, -1 when a value is missing. */
static int opt_match(const char *arg, const char *name, int takes, int argc, char **argv, int *i,
                     const char **val)
{
    const char *p = arg + 1 + (arg[1] == '-');
    size_t n = strlen(name);
    if (strncmp(p, name, n) || (p[n] && p[n] != '='))
        return 0;
    *val = NULL;
    if (p[n] == '=') {
        *val = p + n + 1;
        return 1;
    }
    if (!takes)
        return 1;
    if (*i + 1 >= argc)
        return -1;
    *val = argv[++*i];
    return 1;
}

static int parse_args(int argc, char **argv, args *a)
{
    int dirs = 0;
    for (int i = 0; i < argc; i++) {
        const char *s = argv[i], *v;
        if (s[0] != '-' || !s[1]) {
            if (dirs++)
                return usage_error("more than one directory given: ", s);
            a->opt.dir = s;
            continue;
        }
        int m;
        if ((m = opt_match(s, "var-file", 1, argc, argv, &i, &v)) != 0 ||
            (m = opt_match(s, "var", 1, argc, argv, &i, &v)) != 0) {
            if (m < 0)
                return usage_error("missing value for ", s);
            a->src[a->opt.nsources++] = (tycon_check_source){s[1 + (s[1] == '-') + 3] == '-', v};
        } else if (opt_match(s, "no-color", 0, argc, argv, &i, &v) > 0) {
            a->no_color = 1;
        } else if (opt_match(s, "json", 0, argc, argv, &i, &v) > 0) {
            a->json = 1;
        } else if (opt_match(s, "strict", 0, argc, argv, &i, &v) > 0) {
            a->opt.flags |= TYCON_CHECK_STRICT;
        } else if (opt_match(s, "show-values", 0, argc, argv, &i, &v) > 0) {
            a->show = 1;
        } else if ((m = opt_match(s, "compat", 1, argc, argv, &i, &v)) != 0) {
            if (m < 0 || strcmp(v, "terraform"))
                return usage_error("--compat accepts only \"terraform\"", NULL);
            a->opt.flags |= TYCON_CHECK_COMPAT;
        } else {
            return usage_error("unknown option ", s);
        }
    }
    return 0;
}

static int term_width(int fd)
{
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
        return ws.ws_col;
    return 0;
}

static void show_values(tycon_check *c)
{
    for (size_t i = 0; i < tycon_check_var_count(c); i++) {
        const char *con = tycon_check_var_console(c, i);
        if (!con)
            continue;
        printf("# var.%s from %s\nvar.%s = %s\n", tycon_check_var_name(c, i),
               tycon_check_var_source(c, i), tycon_check_var_name(c, i), con);
    }
}

int cli_check(int argc, char **argv)
{
    for (int i = 0; i < argc; i++)
        if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help") || !strcmp(argv[i], "-help")) {
            fputs(help, stdout);
            return 0;
        }
    args a = {0};
    tycon_check_options_init(&a.opt);
    a.src = calloc((size_t)argc + 1, sizeof *a.src);
    if (!a.src)
        return 1;
    a.opt.sources = a.src;
    a.opt.env = (const char *const *)environ;
    int rc = parse_args(argc, argv, &a);
    if (rc) {
        free(a.src);
        return rc;
    }
    tycon_ctx *ctx = tycon_ctx_new(NULL);
    tycon_check *c = NULL;
    if (!ctx || tycon_check_run(ctx, &a.opt, &c) != TYCON_OK) {
        fputs("tycon check: out of memory\n", stderr);
        tycon_ctx_free(ctx);
        free(a.src);
        return 1;
    }
    const char *nc = getenv("NO_COLOR");
    int color = !a.no_color && !(nc && *nc) && isatty(1) && isatty(2);
    int width = isatty(2) ? term_width(2) : 0;
    tycon_check_format f = a.json ? TYCON_CHECK_JSON : color ? TYCON_CHECK_COLOR : TYCON_CHECK_PLAIN;
    const char *out = "", *err = "";
    if (tycon_check_render(c, f, width, &out, &err) != TYCON_OK || !out || !err) {
        fputs("tycon check: out of memory while rendering the diagnostics\n", stderr);
        tycon_check_free(c);
        tycon_ctx_free(ctx);
        free(a.src);
        return 1;
    }
    if (a.show && !a.json)
        show_values(c);
    fputs(out, stdout);
    fflush(stdout);
    fputs(err, stderr);
    int status = tycon_check_error_count(c) ? 1 : 0;
    tycon_check_free(c);
    tycon_ctx_free(ctx);
    free(a.src);
    return status;
}
