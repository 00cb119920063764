/* SPDX-License-Identifier: Apache-2.0 */
/*
** diff.c: `tycon diff OLD NEW` and `tycon diff --git REV1..REV2`: arguments, help, the two
** revisions extracted with `git archive` into a temporary directory (the library runs no
** program), output and exit status around the public module-diff API (tycon.h).
*/
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

static const char help[] =
    "Usage: tycon diff [options] OLD_DIR NEW_DIR\n"
    "       tycon diff [options] --git REV1..REV2\n"
    "\n"
    "Compares two versions of a Terraform module and reports what the new one breaks for\n"
    "its callers, judged by Terraform's type system: variables removed, added without a\n"
    "default, defaults removed, nullable = false, validation rules added, types that accept\n"
    "fewer values (decided over Terraform's conversion rules, each with an example value\n"
    "accepted before and rejected now), outputs removed or made sensitive, narrowed version\n"
    "constraints of module calls, required_providers and required_version. Also reports\n"
    "behaviour changes (values converted differently, defaults changed) and additions.\n"
    "\n"
    "Options:\n"
    "  --git REV1..REV2   Compare two revisions of the module in the current directory (or\n"
    "                     -chdir) of a git repository; REV alone compares REV with the\n"
    "                     working tree\n"
    "  --format=FORMAT    text (default), json, sarif, github (workflow annotations) or\n"
    "                     compact (file:line:col: category: message [kind])\n"
    "  -h, --help         Show this help\n"
    "\n"
    "Global option (before the command, as terraform): tycon -chdir=DIR diff ...\n"
    "\n"
    "The JSON document (docs/diff.md) has required_bump: \"major\" when something breaks,\n"
    "else \"minor\" for additions, \"patch\" for behaviour changes, or \"none\".\n"
    "Exit status: 0 nothing breaks, 1 something breaks (or a module does not load),\n"
    "2 usage error.\n";

/* Appends s single-quoted for sh to buf (size cap). 0, or -1 when it does not fit. */
static int shq(char *buf, size_t cap, const char *s)
{
    size_t n = strlen(buf);
    if (n + 2 >= cap)
        return -1;
    buf[n++] = '\'';
    for (; *s; s++) {
        const char *piece = *s == '\'' ? "'\\''" : NULL;
        size_t k = piece ? 4 : 1;
        if (n + k + 2 >= cap)
            return -1;
        if (piece)
            memcpy(buf + n, piece, k);
        else
            buf[n] = *s;
        n += k;
    }
    buf[n++] = '\'';
    buf[n] = 0;
    return 0;
}

/* The output of a shell command's first line (trailing newline removed), or NULL. */
static char *first_line(const char *cmd)
{
    FILE *p = popen(cmd, "r");
    if (!p)
        return NULL;
    static char line[4096];
    char *r = fgets(line, sizeof line, p);
    int st = pclose(p);
    if (st != 0)
        return NULL;
    if (!r)
        line[0] = 0;
    line[strcspn(line, "\n")] = 0;
    return strdup(line);
}

/* Extracts the module directory (prefix, relative to the repository's top directory top) of revision
** rev into dir. 0, or -1. */
static int extract(const char *rev, const char *top, const char *prefix, const char *dir)
{
    char cmd[12288] = "mkdir -p ";
    char tree[4096];
    snprintf(tree, sizeof tree, "%s:%s", rev, prefix);
    if (shq(cmd, sizeof cmd, dir) < 0)
        return -1;
    strcat(cmd, " && git -C ");
    if (shq(cmd, sizeof cmd, top) < 0)
        return -1;
    strcat(cmd, " archive --format=tar ");
    if (shq(cmd, sizeof cmd, tree) < 0)
        return -1;
    strcat(cmd, " | tar -x -C ");
    if (shq(cmd, sizeof cmd, dir) < 0)
        return -1;
    if (system(cmd) != 0) {
        fprintf(stderr, "tycon diff: cannot extract %s (git archive %s)\n", rev, tree);
        return -1;
    }
    return 0;
}

static void cleanup(const char *tmp)
{
    char cmd[4200] = "rm -rf ";
    if (tmp && shq(cmd, sizeof cmd, tmp) == 0)
        (void)!system(cmd);
}

static int run(tycon_diff_options *opt, tycon_diff_format fmt)
{
    tycon_ctx *ctx = tycon_ctx_new(NULL);
    tycon_diff *d = NULL;
    if (!ctx || tycon_diff_run(ctx, opt, &d) != TYCON_OK) {
        fputs("tycon diff: out of memory\n", stderr);
        tycon_ctx_free(ctx);
        return 1;
    }
    const char *text = NULL;
    size_t len = 0;
    int rc = 1;
    if (tycon_diff_render(d, fmt, &text, &len) == TYCON_OK) {
        fwrite(text, 1, len, tycon_diff_error_count(d) ? stderr : stdout);
        rc = tycon_diff_error_count(d) || tycon_diff_breaking_count(d) ? 1 : 0;
    } else
        fputs("tycon diff: out of memory\n", stderr);
    tycon_diff_free(d);
    tycon_ctx_free(ctx);
    return rc;
}

/* --git REV1..REV2 (or REV: against the working tree). */
static int run_git(const char *spec, tycon_diff_options *opt, tycon_diff_format fmt)
{
    char *revs = strdup(spec);
    char *dots = revs ? strstr(revs, "..") : NULL;
    const char *r1 = revs, *r2 = NULL;
    if (dots) {
        *dots = 0;
        r2 = dots + 2;
    }
    if (!revs || !*r1 || (r2 && !*r2)) {
        fprintf(stderr, "tycon diff: --git needs REV1..REV2 or REV\n");
        free(revs);
        return 2;
    }
    char *prefix = first_line("git rev-parse --show-prefix");
    char *top = first_line("git rev-parse --show-toplevel");
    char tmp[] = "/tmp/tycon-diff-XXXXXX";
    if (!prefix || !top || !mkdtemp(tmp)) {
        fputs("tycon diff: not in a git repository (git rev-parse failed)\n", stderr);
        free(revs);
        free(prefix);
        free(top);
        return 1;
    }
    char od[4200], nd[4200];
    snprintf(od, sizeof od, "%s/old", tmp);
    snprintf(nd, sizeof nd, "%s/new", tmp);
    int rc = 1;
    if (extract(r1, top, prefix, od) == 0 && (!r2 || extract(r2, top, prefix, nd) == 0)) {
        size_t pl = strlen(prefix);
        if (pl && prefix[pl - 1] == '/')
            prefix[pl - 1] = 0;
        opt->old_dir = od;
        opt->new_dir = r2 ? nd : ".";
        opt->old_label = r1;
        opt->new_label = r2 ? r2 : "working tree";
        opt->old_loc = prefix;
        opt->new_loc = prefix;
        rc = run(opt, fmt);
    }
    cleanup(tmp);
    free(revs);
    free(prefix);
    free(top);
    return rc;
}

static int parse_format(const char *s, tycon_diff_format *f)
{
    static const char *const names[] = {"text", "json", "sarif", "github", "compact"};
    for (int i = 0; i < 5; i++)
        if (!strcmp(s, names[i])) {
            *f = (tycon_diff_format)i;
            return 0;
        }
    return -1;
}

int cli_diff(int argc, char **argv)
{
    tycon_diff_options opt;
    tycon_diff_options_init(&opt);
    tycon_diff_format fmt = TYCON_DIFF_TEXT;
    const char *git = NULL, *dirs[2] = {NULL, NULL};
    int nd = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        const char *o = a[0] == '-' ? a + 1 + (a[1] == '-') : NULL;
        if (o && (!strcmp(o, "h") || !strcmp(o, "help"))) {
            fputs(help, stdout);
            return 0;
        }
        if (o && (!strncmp(o, "format", 6) || !strncmp(o, "git", 3))) {
            int isfmt = o[0] == 'f';
            const char *p = o + (isfmt ? 6 : 3);
            const char *v = *p == '=' ? p + 1 : !*p && i + 1 < argc ? argv[++i] : NULL;
            if (!v || (*p && *p != '=') || (isfmt && parse_format(v, &fmt) < 0)) {
                fprintf(stderr, "tycon diff: bad option %s\n\n%s", a, help);
                return 2;
            }
            if (!isfmt)
                git = v;
            continue;
        }
        if (o && !strcmp(o, "json")) {
            fmt = TYCON_DIFF_JSON;
            continue;
        }
        if (o && *o) {
            fprintf(stderr, "tycon diff: unknown option %s\n\n%s", a, help);
            return 2;
        }
        if (nd == 2) {
            fprintf(stderr, "tycon diff: too many arguments\n\n%s", help);
            return 2;
        }
        dirs[nd++] = a;
    }
    if (git ? nd != 0 : nd != 2) {
        fprintf(stderr, "tycon diff: give OLD_DIR NEW_DIR, or --git REV1..REV2\n\n%s", help);
        return 2;
    }
    if (git)
        return run_git(git, &opt, fmt);
    opt.old_dir = dirs[0];
    opt.new_dir = dirs[1];
    return run(&opt, fmt);
}
