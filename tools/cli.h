/* SPDX-License-Identifier: Apache-2.0 */
/*
** cli.h: shared pieces of the tycon command-line tool (which sees only tycon.h).
*/
#ifndef TYCON_CLI_H
#define TYCON_CLI_H

#include <stdio.h>

#include "tycon.h"

/* Writes s[0..n) to f as a JSON string (quotes included). */
void cli_json_str(FILE *f, const char *s, size_t n);
/* The length of the leading run of s[0..n) that a JSON string holds as it is (no control
** byte, quote or backslash; with ascii != 0 also no byte >= 0x80), 8 bytes at a time. */
size_t cli_json_plain_len(const char *s, size_t n, int ascii);
/* Writes a NUL-terminated string as a JSON string, or null when s is NULL. */
void cli_json_strz(FILE *f, const char *s);

/* Finds the member `key` of the one-line JSON object line[0..len) and, when its value is
** a string, decodes it as Go's encoding/json does (no Unicode normalisation) into *out
** (malloc'd, NUL-terminated, *n bytes; the caller frees it). Returns 1 found, 0 absent or
** not a string, -1 malformed or out of memory (tools/jsonr.c). */
int cli_json_member_str(const char *line, size_t len, const char *key, char **out, size_t *n);

/* `tycon batch`: the conformance contract (JSON lines in, result lines out). Returns the
** process exit status. */
int cli_batch(int argc, char **argv);

/* `tycon check`: check a module's input-variable values (tools/check.c). Returns the
** process exit status. */
int cli_check(int argc, char **argv);
/* `tycon validate [options] [DIR...]`: resource, data and provider blocks checked against
** provider schemas offline, as `terraform validate` (tools/check.c). Returns the exit code. */
int cli_validate(int argc, char **argv);
/* Prints the help of `tycon validate`. */
void cli_validate_help(FILE *f);
/* Prints the help of `tycon check` to f (`tycon help check`). */
void cli_check_help(FILE *f);

/* `tycon console`: the expression and type-constraint REPL (tools/console.c). Returns the
** process exit status. */
int cli_console(int argc, char **argv);

/* `tycon lsp`: the language server on standard input and output (tools/lsp.c). Returns
** the process exit status. */
int cli_lsp(int argc, char **argv);

/* `tycon diff OLD NEW` / `--git REV1..REV2`: what a module's new version breaks for its
** callers (tools/diff.c). Returns the process exit status. */
int cli_diff(int argc, char **argv);

#endif
