/* SPDX-License-Identifier: Apache-2.0 */
/*
** check_cli.h: the pieces of `tycon check` shared by check.c (arguments, runs, text output),
** check_fmt.c (the machine formats) and walk.c (module discovery, globs).
*/
#ifndef TYCON_CHECK_CLI_H
#define TYCON_CHECK_CLI_H

#include "cli.h"
#include "runs.h"

/* --format= values, in the order of the help text. */
typedef enum cli_format {
    CLI_FMT_TEXT = 0,
    CLI_FMT_JSON,
    CLI_FMT_SARIF,
    CLI_FMT_CHECKSTYLE,
    CLI_FMT_JUNIT,
    CLI_FMT_COMPACT,
    CLI_FMT_GITHUB
} cli_format;

/* A diagnostic of a run as the machine formats need it (owned copies). */
typedef struct cli_diag {
    int error;            /* 1 error, 0 warning */
    int in_file;          /* the subject is in file (line and column meaningful there) */
    char *summary, *detail;
    char *file;           /* the subject's file, else the module directory */
    char *lead;           /* the name of a subject that is no file ("<value for var.x>"), or NULL */
    unsigned sl, sc, el, ec;
} cli_diag;

/* The result of one run (a module directory, the --var-file-each file or NULL): its counts,
** its rendered output (text, json) or the digest of its diagnostics (other formats). */
typedef struct cli_result {
    size_t index;
    const char *dir;
    const char *varfile;
    size_t nerr, nwarn;
    cli_out out;
    cli_diag *diags;
    size_t nd;
} cli_result;

/* A growable list of owned strings. */
typedef struct cli_strs {
    char **v;
    size_t n, cap;
} cli_strs;

/* Appends a copy of s. Returns 0, or -1 on out-of-memory. */
int cli_strs_push(cli_strs *l, const char *s);
/* Frees the strings and the list. */
void cli_strs_free(cli_strs *l);

/* Appends, sorted, every directory under root (root included; directories whose name starts
** with '.' skipped, symbolic links not followed) whose configuration files declare a
** variable (any: that has a configuration file). Returns 0, or -1 on out-of-memory. */
int cli_find_modules(const char *root, cli_strs *out, int any);
/* Appends, sorted, the regular files matching the glob pattern. Returns 0, or -1 on
** out-of-memory. */
int cli_glob(const char *pattern, cli_strs *out);

/* Copies the sorted diagnostics and counts of check c into r (r->dir set). Returns 0, or -1
** on out-of-memory. */
int cli_digest(tycon_check *c, cli_result *r);
/* Frees the digest of r. */
void cli_digest_free(cli_result *r);
/* Writes run r's part of --format=json of n runs to f (one run: terraform validate -json's
** object; several: the array element, comma included). Returns 0, or -1 on out-of-memory. */
int cli_json_run(tycon_check *c, const cli_result *r, size_t n, FILE *f);

/* A machine format written run by run to standard output. */
typedef struct cli_fmt cli_fmt;
/* Writes the envelope's head of format f (n runs). NULL on out-of-memory. */
cli_fmt *cli_fmt_begin(cli_format f, size_t n);
/* Writes the part of run r (json and text: its rendered output). Returns 0, or -1 on
** out-of-memory. */
int cli_fmt_run(cli_fmt *st, cli_result *r);
/* Writes the envelope's tail (when write is set) and frees st. Returns 0, or -1 on
** out-of-memory. */
int cli_fmt_end(cli_fmt *st, int write);

/* `--target=all-supported` (targets.c): runs opt (one directory) once per supported target
** and prints the outcomes grouped by equal output, then the targets on which it is valid.
** opt->target is NULL again on return. Returns 0 (valid on every target), 1 (errors on
** some), or -1 on out-of-memory. */
int cli_all_targets(tycon_ctx *ctx, tycon_check_options *opt, int width);

#endif
