/* SPDX-License-Identifier: Apache-2.0 */
/*
** check_cli.h: the pieces of `tycon check` shared by check.c (arguments, runs, text output),
** check_fmt.c (the machine formats) and walk.c (module discovery, globs).
*/
#ifndef TYCON_CHECK_CLI_H
#define TYCON_CHECK_CLI_H

#include "cli.h"

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

/* One check: a module directory, the --var-file-each file (or NULL), its result. */
typedef struct cli_run {
    size_t index;
    const char *dir;
    const char *varfile;
    tycon_check *check;
} cli_run;

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

/* Writes the results of runs[0..n) to standard output in format f (not CLI_FMT_TEXT).
** Returns 0, or -1 on out-of-memory. */
int cli_write_format(cli_format f, const cli_run *runs, size_t n);

/* `--target=all-supported` (targets.c): runs opt (one directory) once per supported target
** and prints the outcomes grouped by equal output, then the targets on which it is valid.
** opt->target is NULL again on return. Returns 0 (valid on every target), 1 (errors on
** some), or -1 on out-of-memory. */
int cli_all_targets(tycon_ctx *ctx, tycon_check_options *opt, int width);

#endif
