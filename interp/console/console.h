/* SPDX-License-Identifier: Apache-2.0 */
/*
** console.h: the engine of `tycon console`: a session holding the module's input variables
** (the `var` object), `path` and `terraform`, and the function table (Terraform's library plus
** the console-only type() and convert(value, type)); it evaluates one input at a time and
** renders the result or the diagnostics exactly as `terraform console` prints them.
*/
#ifndef TYC_CONSOLE_H
#define TYC_CONSOLE_H

#include "runtime/diag/diag.h"
#include "interp/check/tfvars.h"
#include "runtime/value/value.h"
#include "runtime/base/target.h"

/* Session options. */
typedef struct tyc_console_opts {
    const char *dir;                 /* module directory, or NULL for none (empty `var`) */
    const char *const *env;          /* NULL-terminated "NAME=VALUE" list (TF_VAR_*), or NULL */
    const tyc_cli_src *cli;          /* -var / -var-file in command-line order */
    uint32_t ncli;
    int color;                       /* ANSI-colored diagnostics (Terraform's default) */
    int width;                       /* diagnostic wrap width; <= 0: 78 */
    tyc_target target;               /* the language version followed (zero: the default) */
} tyc_console_opts;

typedef struct tyc_console tyc_console;

/*
** Starts a session on ctx: loads the module's variables and their values as `tycon check`
** does, but never prompts (an unset required variable is unknown). The start-up diagnostics
** are rendered as Terraform's console prints them, to be printed in this order: *out
** (standard output: warnings), *err (standard error: errors), *late (standard output:
** Terraform's closing warning when there were errors). They live in the session until the
** next call. Returns NULL on out-of-memory only.
*/
tyc_console *tyc_console_new(tyc_ctx *c, const tyc_console_opts *o, const char **out,
                             const char **err, const char **late);

/* The lengths of the texts of the last tyc_console_new / tyc_console_eval call, in their
** order (out, err, late; 0 for those not produced): the texts may hold NUL bytes. */
void tyc_console_lengths(const tyc_console *s, size_t lens[3]);

/* Releases the session and everything it made. NULL is accepted. */
void tyc_console_free(tyc_console *s);

/*
** Evaluates one input (an expression, possibly spanning lines; blank: nothing). Returns
** TYCON_OK with *out set to the rendered result (no trailing newline; "" for blank input),
** or an error status with *err set to the rendered diagnostics (each block followed by a
** blank line, as Terraform's legacy UI prints them). Texts live until the next call.
*/
int tyc_console_eval(tyc_console *s, const char *src, size_t len, const char **out,
                     const char **err);

/* The length of the last tyc_console_eval's *out (it may hold NUL bytes). */
size_t tyc_console_out_len(const tyc_console *s);

/* 1 if the input looks unfinished: its last line is not blank and it has an unclosed
** bracket, interpolation or heredoc (Terraform's ExpressionEntryCouldContinue). */
int tyc_console_could_continue(const char *src, size_t len);

/* The continuation scanner's state, for entries read line by line: each call scans only
** what was added since the last one (linear time over a whole entry). */
#define TYC_CONT_MAXSTACK 512
typedef struct tyc_cont_scan tyc_cont_scan;
/* Forgets everything scanned (a new entry). */
void tyc_cont_reset(tyc_cont_scan *z);
/* tyc_console_could_continue of src[0..len), where src extends the text of the previous call
** on z since its last reset (the same bytes, more appended); else z starts over. */
int tyc_cont_continues(tyc_cont_scan *z, const char *src, size_t len);
/* The size of a tyc_cont_scan (for allocation by the API layer). */
size_t tyc_cont_size(void);

/*
** Completion candidates for the word prefix[0..len): `var.NAME` for declared variables,
** function names, type keywords and the root names var, path, terraform. Returns the count
** and stores a sorted array of NUL-terminated names in *names (session storage, valid until
** the next call).
*/
uint32_t tyc_console_complete(tyc_console *s, const char *prefix, size_t len,
                              const char *const **names);

/* The text printed by `help`. */
const char *tyc_console_help(void);

#endif
