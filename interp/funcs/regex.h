/* SPDX-License-Identifier: Apache-2.0 */
/*
** regex.h: a regular-expression engine for Go's RE2 syntax (the subset Terraform users
** write): compiled to a Thompson NFA and run as a Pike VM with capture tracking, so matching
** takes time linear in the input (times the program size), never exponential.
*/
#ifndef TYC_REGEX_H
#define TYC_REGEX_H

#include "runtime/base/core.h"

typedef struct tyc_re tyc_re;

/*
** Compiles pattern p[0..n). On a syntax error returns NULL with *code set to Go's error
** code text ("missing closing )") and *expr to the offending expression text (arena);
** on out-of-memory returns NULL with *code NULL.
*/
tyc_re *tyc_re_compile(tyc_arena *a, const char *p, size_t n, const char **code,
                       const char **expr);

/* Number of capture groups (not counting the whole match). */
uint32_t tyc_re_ncap(const tyc_re *re);
/* Name of capture group i (1-based): "" when unnamed. */
const char *tyc_re_capname(const tyc_re *re, uint32_t i);

/*
** Leftmost-first search of s[0..n) for a match starting at or after `from` (assertions see
** the whole text). caps receives 2 * (ncap + 1) byte offsets (-1 for groups that did not
** participate). Returns 1 on a match, 0 if none, -1 on out-of-memory.
*/
int tyc_re_exec(const tyc_re *re, tyc_arena *a, const char *s, size_t n, size_t from,
                long *caps);

#endif
