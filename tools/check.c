/* SPDX-License-Identifier: Apache-2.0 */
/*
** check.c: `tycon check [options] [DIR...]`: argument parsing, help, the runs (one per module
** directory, or per module and --var-file-each file), output streams and exit codes around
** the public module-checking API (tycon.h). Machine formats are written by check_fmt.c.
*/
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "check_cli.h"

extern char **environ;

static const char help[] =
    "Usage: tycon check [options] [DIR...]\n"
    "\n"
    "Checks the input-variable values of the Terraform module in DIR (default: the current\n"
    "directory) offline, exactly as `terraform plan` would: the variable declarations of\n"
    "every *.tf and *.tf.json file (override files merged; OpenTofu's *.tofu and *.tofu.json\n"
    "replace the .tf file of the same name), then the values from TF_VAR_* environment\n"
    "variables, DIR/terraform.tfvars, DIR/terraform.tfvars.json, DIR/*.auto.tfvars(.json) in\n"
    "lexical order, and -var / -var-file in command-line order; defaults, type conversion,\n"
    "nullable, sensitive masking and validation rules. Then every `module` block's arguments\n"
    "are checked against its child module's variables (local sources, or installed ones\n"
    "through .terraform/modules/modules.json), per count/for_each instance. A directory\n"
    "without configuration files is an error. No input file is modified; sensitive values\n"
    "are never printed.\n"
    "Several directories are checked each as its own run, their reports in the order given\n"
    "(each module is loaded, checked, reported and freed: memory is that of the largest).\n"
    "\n"
    "Options (one or two dashes; values as -opt=VALUE or -opt VALUE):\n"
    "  -var NAME=VALUE      Set a variable (repeatable)\n"
    "  -var-file PATH       Read values from a .tfvars or .tfvars.json file (repeatable;\n"
    "                       the path is relative to the current directory and shown as given)\n"
    "  --var-file-each GLOB Check each file matching GLOB (e.g. 'envs/*.tfvars', relative\n"
    "                       to the current directory) as its own run, after the other\n"
    "                       values; reports per file\n"
    "  --recursive          Check every module under each DIR (directories whose\n"
    "                       configuration declares a variable; dot directories skipped)\n"
    "  --partial            Check only the values given: an unset required variable is not\n"
    "                       an error (for layered tfvars files)\n"
    "  --format=FORMAT      text (default), json, sarif, checkstyle, junit, compact\n"
    "                       (file:line:col: severity: summary: detail) or github (workflow\n"
    "                       annotations); all but text write everything to standard output\n"
    "  -json                The same as --format=json (`terraform validate -json`)\n"
    "  -no-color            Plain output (also when NO_COLOR is set or output is not a\n"
    "                       terminal); the default on a terminal is Terraform's boxed colors\n"
    "  -compact-warnings    Show warnings as a one-line summary when there are no errors\n"
    "  --target=VERSION     The language followed: terraform@1.11 .. terraform@1.16,\n"
    "                       opentofu@1.10, opentofu@1.11 (default: the `target` of the\n"
    "                       nearest .tycon.hcl, else terraform@1.15); all-supported: one\n"
    "                       run per version, grouped by outcome\n"
    "  --compat=terraform   Print exactly what Terraform prints: no value paths,\n"
    "                       no narrowed highlights, no undeclared-attribute warnings\n"
    "  --strict             Values Terraform ignores are errors instead of warnings: object\n"
    "                       attributes the type does not declare, undeclared variables in\n"
    "                       tfvars files\n"
    "  --show-values        Print every variable's final value (console form) and the\n"
    "                       source that set it\n"
    "  -parallelism=N       Check up to N runs (modules, --var-file-each files) at once\n"
    "                       (default: the number of processors); the output is the same\n"
    "                       as with -parallelism=1, in the same order. A progress line is\n"
    "                       shown on a terminal when the runs last over two seconds\n"
    "  -h, --help           Show this help\n"
    "\n"
    "Global option (before the command, as terraform): tycon -chdir=DIR check ...\n"
    "\n"
    "Warnings go to standard output, errors to standard error (as `terraform plan`).\n"
    "Exit status: 0 valid (warnings allowed), 1 errors found, 2 usage error.\n";

static const char vhelp[] =
    "Usage: tycon validate [options] [DIR...]\n"
    "\n"
    "Checks the Terraform configuration in DIR (default: the current directory) offline, as\n"
    "`terraform validate` would after `terraform init`, in milliseconds: declarations, every\n"
    "expression's references, module calls against their child modules, and every resource,\n"
    "data and provider block against its provider's schema (Unsupported argument, Missing\n"
    "required argument, Incorrect attribute value type, Too many / Insufficient blocks,\n"
    "dynamic blocks, attributes written as blocks, resource references), plus the checks\n"
    "providers make on their side (read-only and deprecated arguments). Input variables are\n"
    "unknown values of their declared types; no .tfvars file is read.\n"
    "A provider's schema is the output of `terraform providers schema -json` (run once where\n"
    "the providers are installed, then kept with the code): see docs/validate.md. Blocks of a\n"
    "provider with no schema given are not checked (a warning says so).\n"
    "\n"
    "Options (one or two dashes; values as -opt=VALUE or -opt VALUE):\n"
    "  --provider-schema FILE  A schema file (repeatable; a later file's provider replaces\n"
    "                       an earlier one's). Without one, the `provider_schemas` list of\n"
    "                       the nearest .tycon.hcl is used\n"
    "  --format=FORMAT      text (default), json, sarif, checkstyle, junit, compact, github\n"
    "  -json                The same as --format=json (`terraform validate -json`)\n"
    "  -no-color            Plain output (also when NO_COLOR is set or output is not a\n"
    "                       terminal)\n"
    "  --target=VERSION     The language followed: terraform@1.11 .. terraform@1.16,\n"
    "                       opentofu@1.10, opentofu@1.11 (default: the `target` of the\n"
    "                       nearest .tycon.hcl, else terraform@1.15); all-supported: one\n"
    "                       run per version, grouped by outcome\n"
    "  --compat=terraform   Print exactly what Terraform prints (no element paths)\n"
    "  --recursive          Validate every module under each DIR\n"
    "  -parallelism=N       Validate up to N modules at once (default: the number of\n"
    "                       processors); the output is the same as with -parallelism=1\n"
    "  -h, --help           Show this help\n"
    "\n"
    "Exit status: 0 valid (warnings allowed), 1 errors found, 2 usage error.\n";

/* Prints the help of `tycon validate`. */
void cli_validate_help(FILE *f) { fputs(vhelp, f); }

/* Prints the help of `tycon check` (for `tycon help check`). */
void cli_check_help(FILE *f) { fputs(help, f); }

static const char *const formats[] = {"text", "json", "sarif", "checkstyle", "junit",
                                      "compact", "github"};

typedef struct args {
    tycon_check_options opt;
    tycon_check_source *src;     /* the -var / -var-file sources, one spare slot at the end */
    cli_strs dirs;
    const char *each;            /* --var-file-each pattern, or NULL */
    int no_color, show, recursive, compact_warnings;
    cli_format format;
    int validate;                /* `tycon validate` */
    int all_targets;             /* --target=all-supported */
    cli_strs schemas;            /* --provider-schema files */
    int parallelism;             /* -parallelism=N, 0: the number of processors */
} args;

static const char *cmd_name = "check"; /* set once by the entry point */

static int usage_error(const char *msg, const char *what)
{
    fprintf(stderr, "tycon %s: %s%s\n\nRun `tycon %s --help` for usage.\n", cmd_name, msg,
            what ? what : "", cmd_name);
    return 2;
}

/* An unknown --target value: the message lists the supported targets. */
static int target_error(const char *v)
{
    fprintf(stderr, "tycon %s: unknown target \"%s\"; supported:", cmd_name, v);
    for (size_t i = 0; i < tycon_target_count(); i++)
        fprintf(stderr, " %s", tycon_target_name(i));
    fprintf(stderr, ", all-supported\n\nRun `tycon %s --help` for usage.\n", cmd_name);
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

/* Flags without a value: returns 1 when s was one of them. */
static int flag(args *a, const char *s, int argc, char **argv, int *i)
{
    static const char *const names[] = {"no-color",  "json",      "strict",          "show-values",
                                        "recursive", "partial",   "compact-warnings"};
    const char *v;
    for (int k = 0; k < 7; k++) {
        if (opt_match(s, names[k], 0, argc, argv, i, &v) <= 0 || v)
            continue;
        switch (k) {
        case 0: a->no_color = 1; break;
        case 1: a->format = CLI_FMT_JSON; break;
        case 2: a->opt.flags |= TYCON_CHECK_STRICT; break;
        case 3: a->show = 1; break;
        case 4: a->recursive = 1; break;
        case 5: a->opt.flags |= TYCON_CHECK_PARTIAL; break;
        default: a->compact_warnings = 1; break;
        }
        return 1;
    }
    return 0;
}

static int parse_args(int argc, char **argv, args *a)
{
    for (int i = 0; i < argc; i++) {
        const char *s = argv[i], *v;
        if (s[0] != '-' || !s[1]) {
            if (cli_strs_push(&a->dirs, s) < 0)
                return usage_error("out of memory", NULL);
            continue;
        }
        int m;
        if ((m = opt_match(s, "provider-schema", 1, argc, argv, &i, &v)) != 0) {
            if (m < 0 || !*v)
                return usage_error("missing value for ", s);
            if (!a->validate)
                return usage_error("--provider-schema belongs to `tycon validate`", NULL);
            if (cli_strs_push(&a->schemas, v) < 0)
                return usage_error("out of memory", NULL);
        } else if (a->validate && (!strncmp(s + 1 + (s[1] == '-'), "var", 3) ||
                                   !strncmp(s + 1 + (s[1] == '-'), "partial", 7) ||
                                   !strncmp(s + 1 + (s[1] == '-'), "show-values", 11) ||
                                   !strncmp(s + 1 + (s[1] == '-'), "strict", 6))) {
            return usage_error("validate reads no values (every input variable is unknown); "
                               "not an option here: ", s);
        } else if ((m = opt_match(s, "var-file-each", 1, argc, argv, &i, &v)) != 0) {
            if (m < 0 || !*v)
                return usage_error("missing value for ", s);
            if (a->each)
                return usage_error("--var-file-each may be given once", NULL);
            a->each = v;
        } else if ((m = opt_match(s, "var-file", 1, argc, argv, &i, &v)) != 0 ||
                   (m = opt_match(s, "var", 1, argc, argv, &i, &v)) != 0) {
            if (m < 0)
                return usage_error("missing value for ", s);
            a->src[a->opt.nsources++] = (tycon_check_source){s[1 + (s[1] == '-') + 3] == '-', v};
        } else if (flag(a, s, argc, argv, &i)) {
            continue;
        } else if ((m = opt_match(s, "format", 1, argc, argv, &i, &v)) != 0) {
            int k = 0;
            while (m > 0 && k < 7 && strcmp(v, formats[k]))
                k++;
            if (m < 0 || k == 7)
                return usage_error("--format accepts text, json, sarif, checkstyle, junit, "
                                   "compact or github",
                                   NULL);
            a->format = (cli_format)k;
        } else if ((m = opt_match(s, "target", 1, argc, argv, &i, &v)) != 0) {
            if (m < 0 || !*v)
                return usage_error("missing value for ", s);
            if (!strcmp(v, "all-supported"))
                a->all_targets = 1;
            else if (!tycon_target_valid(v))
                return target_error(v);
            else
                a->opt.target = v;
        } else if ((m = opt_match(s, "parallelism", 1, argc, argv, &i, &v)) != 0) {
            char *end = NULL;
            long k = m > 0 ? strtol(v, &end, 10) : 0;
            if (m < 0 || !*v || *end || k < 1 || k > 1024)
                return usage_error("-parallelism accepts a number from 1 to 1024", NULL);
            a->parallelism = (int)k;
        } else if ((m = opt_match(s, "compat", 1, argc, argv, &i, &v)) != 0) {
            if (m < 0 || strcmp(v, "terraform"))
                return usage_error("--compat accepts only \"terraform\"", NULL);
            a->opt.flags |= TYCON_CHECK_COMPAT;
        } else if (!strncmp(s, "-chdir", 6) || !strncmp(s, "--chdir", 7)) {
            return usage_error("-chdir is a global option: tycon -chdir=DIR check ...", NULL);
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

static void show_values(FILE *f, tycon_check *c)
{
    for (size_t i = 0; i < tycon_check_var_count(c); i++) {
        const char *con = tycon_check_var_console(c, i);
        if (!con)
            continue;
        fprintf(f, "# var.%s from %s\nvar.%s = %s\n", tycon_check_var_name(c, i),
                tycon_check_var_source(c, i), tycon_check_var_name(c, i), con);
    }
}

/* tycon_write_fns onto the run's standard output and standard error (in direct mode the
** latter first flushes standard output, so that a terminal shows the blocks in the order
** they are rendered). */
static int write_out(void *ud, const char *data, size_t len)
{
    FILE *f = cli_out_stream(ud, 1);
    return f && fwrite(data, 1, len, f) == len ? 0 : 1;
}

static int write_err(void *ud, const char *data, size_t len)
{
    FILE *f = cli_out_stream(ud, 2);
    return f && fwrite(data, 1, len, f) == len ? 0 : 1;
}

/* terraform validate's closing line, word-wrapped at the width (78 when unknown) as
** Terraform wraps it. */
static void success(FILE *f, int color, int width, int warnings)
{
    const char *msg = warnings ? "Success! The configuration is valid, but there were some "
                                 "validation warnings as shown above."
                               : "Success! The configuration is valid.";
    size_t lim = width > 0 ? (size_t)width : 78, col = 0;
    const char *p = msg;
    while (*p) {
        const char *sp = strchr(p, ' ');
        size_t n = sp ? (size_t)(sp - p) : strlen(p);
        if (col && col + 1 + n > lim) {
            fputc('\n', f);
            col = 0;
        } else if (col) {
            fputc(' ', f);
            col++;
        }
        if (p == msg && color)
            fprintf(f, "\033[32m\033[1m%.*s\033[0m", (int)n, p);
        else
            fprintf(f, "%.*s", (int)n, p);
        col += n;
        p += n + (sp != NULL);
    }
    fputs("\n\n", f);
}

/* Text output of one run into r->out: a header when there are several runs, then
** Terraform's blocks (warnings to standard output, errors to standard error), lengths
** honoured. Returns 0, or -1 on out-of-memory. */
static int text_run(const args *a, cli_result *r, tycon_check *c, size_t nruns, int color,
                    int width)
{
    FILE *f = cli_out_stream(&r->out, 1);
    if (!f)
        return -1;
    if (nruns > 1) {
        if (r->varfile)
            fprintf(f, "%s== %s with -var-file=%s ==\n", r->index ? "\n" : "", r->dir,
                    r->varfile);
        else
            fprintf(f, "%s== %s ==\n", r->index ? "\n" : "", r->dir);
    }
    if (a->show)
        show_values(f, c);
    /* streamed: thousands of diagnostics with long snippet lines cost the memory of one
       (with -parallelism=1; else the run's text is kept until its turn) */
    tycon_status st = tycon_check_render_write(
        c, color ? TYCON_CHECK_COLOR : TYCON_CHECK_PLAIN, width,
        a->compact_warnings ? TYCON_RENDER_COMPACT_WARNINGS : 0, write_out, &r->out, write_err,
        &r->out);
    if (a->validate && !tycon_check_error_count(c) && (f = cli_out_stream(&r->out, 1)) != NULL)
        success(f, color, width, tycon_check_warning_count(c) != 0); /* terraform validate's */
    if (st == TYCON_ERR_NOMEM && (f = cli_out_stream(&r->out, 2)) != NULL)
        fprintf(f, "tycon %s: out of memory while rendering the diagnostics\n", cmd_name);
    if (r->out.direct) {
        fflush(stdout);
        fflush(stderr);
    }
    return r->out.oom ? -1 : 0;
}

/* The list of runs: every directory (or every module under it with --recursive), times
** every --var-file-each file. Returns 0, 1 (a message was printed) or -1 on out-of-memory. */
static int plan_runs(args *a, cli_strs *dirs, cli_strs *files)
{
    if (!a->dirs.n && cli_strs_push(&a->dirs, ".") < 0)
        return -1;
    for (size_t i = 0; i < a->dirs.n; i++) {
        if (!a->recursive) {
            if (cli_strs_push(dirs, a->dirs.v[i]) < 0)
                return -1;
            continue;
        }
        size_t before = dirs->n;
        if (cli_find_modules(a->dirs.v[i], dirs, a->validate) < 0)
            return -1;
        if (dirs->n == before) {
            fprintf(stderr, a->validate ? "tycon validate: no configuration under %s\n"
                                        : "tycon check: no module with variable declarations "
                                          "under %s\n",
                    a->dirs.v[i]);
            return 1;
        }
    }
    if (a->each) {
        if (cli_glob(a->each, files) < 0)
            return -1;
        if (!files->n) {
            fprintf(stderr, "tycon check: no file matches --var-file-each %s\n", a->each);
            return 1;
        }
    }
    return 0;
}

/* A worker's own context and options (its --var-file-each file in the spare source slot). */
typedef struct wstate {
    tycon_ctx *ctx;
    tycon_check_options opt;
    tycon_check_source *src;
} wstate;

/* The runs of one command: runs[i] is directory i / nf with file i % nf. */
typedef struct runner {
    const args *a;
    cli_strs *dirs, *files;
    size_t nf, n;
    int color, width, direct;
    wstate *ws;
    cli_fmt *fmt;
    size_t failed;
} runner;

static void drop_result(void *ud, void *res)
{
    (void)ud;
    cli_result *r = res;
    cli_out_free(&r->out);
    cli_digest_free(r);
    free(r);
}

/* Checks run i on worker w into a new cli_result (cli_work_fn). */
static int work_run(void *ud, int w, size_t i, void **res)
{
    runner *ru = ud;
    wstate *ws = &ru->ws[w];
    cli_result *r = calloc(1, sizeof *r);
    if (!r)
        return -1;
    *res = r;
    r->index = i;
    r->dir = ru->dirs->v[i / ru->nf];
    r->varfile = ru->files->n ? ru->files->v[i % ru->nf] : NULL;
    r->out.direct = ru->direct;
    tycon_check_options opt = ws->opt;
    opt.dir = r->dir;
    if (r->varfile)
        ws->src[opt.nsources++] = (tycon_check_source){1, r->varfile};
    tycon_check *c = NULL;
    if (tycon_check_run(ws->ctx, &opt, &c) != TYCON_OK)
        return -1;
    r->nerr = tycon_check_error_count(c);
    r->nwarn = tycon_check_warning_count(c);
    int rc;
    if (ru->a->format == CLI_FMT_TEXT)
        rc = text_run(ru->a, r, c, ru->n, ru->color, ru->width);
    else if (ru->a->format == CLI_FMT_JSON)
        rc = cli_out_stream(&r->out, 1) ? cli_json_run(c, r, ru->n, cli_out_stream(&r->out, 1))
                                        : -1;
    else
        rc = cli_digest(c, r);
    tycon_check_free(c);
    if (ru->a->format == CLI_FMT_JSON && r->out.oom)
        rc = -1;
    return rc;
}

/* Writes run i's result in its turn (cli_emit_fn). */
static int emit_run(void *ud, size_t i, void *res)
{
    (void)i;
    runner *ru = ud;
    cli_result *r = res;
    ru->failed += r->nerr != 0;
    int rc = cli_fmt_run(ru->fmt, r);
    drop_result(ud, r);
    return rc;
}

/* Makes each worker's context and copy of the options. Returns 0, or -1 on out-of-memory. */
static int workers_init(runner *ru, int workers)
{
    const args *a = ru->a;
    ru->ws = calloc((size_t)workers, sizeof *ru->ws);
    if (!ru->ws)
        return -1;
    for (int w = 0; w < workers; w++) {
        wstate *ws = &ru->ws[w];
        ws->ctx = tycon_ctx_new(NULL);
        ws->src = calloc(a->opt.nsources + 1, sizeof *ws->src);
        if (!ws->ctx || !ws->src)
            return -1;
        if (a->opt.nsources)
            memcpy(ws->src, a->src, a->opt.nsources * sizeof *ws->src);
        ws->opt = a->opt;
        ws->opt.sources = ws->src;
    }
    return 0;
}

static void workers_free(runner *ru, int workers)
{
    for (int w = 0; ru->ws && w < workers; w++) {
        tycon_ctx_free(ru->ws[w].ctx);
        free(ru->ws[w].src);
    }
    free(ru->ws);
}

/* Runs every check, streamed: each run is checked, written in its turn and freed. */
static int run_all(args *a, cli_strs *dirs, cli_strs *files, tycon_ctx *ctx)
{
    size_t nf = files->n ? files->n : 1, n = dirs->n * nf;
    const char *nc = getenv("NO_COLOR");
    int color = !a->no_color && !(nc && *nc) && isatty(1) && isatty(2);
    int width = isatty(2) ? term_width(2) : 0;
    if (a->all_targets) {
        if (n != 1 || a->format != CLI_FMT_TEXT) {
            fprintf(stderr, "tycon %s: --target=all-supported checks one directory (no "
                            "--recursive, --var-file-each or --format)\n", cmd_name);
            return 2;
        }
        a->opt.dir = dirs->v[0];
        return cli_all_targets(ctx, &a->opt, width);
    }
    int workers = a->parallelism ? a->parallelism : cli_default_parallelism();
    if ((size_t)workers > n)
        workers = (int)n;
    const char *ci = getenv("CI");
    int progress = n > 1 && isatty(2) && !(ci && *ci) &&
                   (a->format == CLI_FMT_TEXT || a->format == CLI_FMT_JSON ||
                    a->format == CLI_FMT_COMPACT);
    runner ru = {a, dirs, files, nf, n, color, width, workers == 1 && !progress, NULL, NULL, 0};
    int status = workers_init(&ru, workers);
    if (status == 0)
        ru.fmt = cli_fmt_begin(a->format, n);
    if (status == 0 && ru.fmt)
        status = cli_runs(n, workers, progress, work_run, emit_run, drop_result, &ru);
    else
        status = -1;
    if (cli_fmt_end(ru.fmt, status == 0) < 0)
        status = -1;
    workers_free(&ru, workers);
    if (status >= 0 && a->format == CLI_FMT_TEXT && n > 1)
        printf("\n%zu runs: %zu valid, %zu with errors\n", n, n - ru.failed, ru.failed);
    return status < 0 ? -1 : ru.failed ? 1 : 0;
}

/* glibc returns the top of the heap to the system whenever more than 128 KiB of it is free
** (until a large block has been unmapped once): a run that allocates and frees a large block
** over and over (a module after another, a parser's temporary per element) then makes two
** system calls and page faults each time. Freed memory is kept for the next allocation
** instead; the peak is unchanged. */
static void malloc_tuning(void)
{
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif
}

/* `tycon check` (validate 0) and `tycon validate` (1). */
static int command(int argc, char **argv, int validate)
{
    malloc_tuning();
    cmd_name = validate ? "validate" : "check";
    for (int i = 0; i < argc; i++)
        if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help") || !strcmp(argv[i], "-help")) {
            fputs(validate ? vhelp : help, stdout);
            return 0;
        }
    args a = {0};
    a.validate = validate;
    tycon_check_options_init(&a.opt);
    a.src = calloc((size_t)argc + 2, sizeof *a.src);
    if (!a.src)
        return 1;
    a.opt.sources = a.src;
    a.opt.env = (const char *const *)environ;
    cli_strs dirs = {0}, files = {0};
    tycon_ctx *ctx = NULL;
    int rc = parse_args(argc, argv, &a);
    if (!rc && validate) {
        a.opt.flags |= TYCON_CHECK_VALIDATE;
        a.opt.schema_files = (const char *const *)a.schemas.v;
        a.opt.nschema_files = a.schemas.n;
    }
    if (!rc)
        rc = plan_runs(&a, &dirs, &files);
    if (!rc) {
        ctx = tycon_ctx_new(NULL);
        rc = ctx ? run_all(&a, &dirs, &files, ctx) : -1;
    }
    if (rc < 0) {
        fprintf(stderr, "tycon %s: out of memory\n", cmd_name);
        rc = 1;
    }
    tycon_ctx_free(ctx);
    cli_strs_free(&a.schemas);
    cli_strs_free(&dirs);
    cli_strs_free(&files);
    cli_strs_free(&a.dirs);
    free(a.src);
    return rc;
}

int cli_check(int argc, char **argv)
{
    return command(argc, argv, 0);
}

int cli_validate(int argc, char **argv)
{
    return command(argc, argv, 1);
}
