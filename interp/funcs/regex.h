/* SPDX-License-Identifier: Apache-2.0 */
/*
** regex.h: regular expressions in Go's regexp syntax (RE2), on the RE2 library behind a
** small C shim (regex_re2.h). Matching takes time linear in the input; the compiled program
** is bounded (TYC_RE_MAX_MEM). Go-only syntax is handled here: `(?<name>` groups, duplicate
** group names, `\C` rejected, Go's nesting limit and error texts.
*/
#ifndef TYC_REGEX_H
#define TYC_REGEX_H

#include "runtime/base/core.h"

typedef struct tyc_re tyc_re;

/* Memory RE2 may use for one compiled pattern (Go has no limit; beyond: "expression too
** large"). */
#define TYC_RE_MAX_MEM (64L << 20)

/*
** Compiles pattern p[0..n). On a syntax error returns NULL with *code set to Go's error
** code text ("missing closing )") and *expr to the offending expression text (arena);
** on out-of-memory returns NULL with *code NULL. A returned pattern holds memory outside
** the arena: release it with tyc_re_free.
*/
tyc_re *tyc_re_compile(tyc_arena *a, const char *p, size_t n, const char **code,
                       const char **expr);

/* Releases what tyc_re_compile allocated outside the arena (NULL is fine). */
void tyc_re_free(tyc_re *re);

/* Number of capture groups (not counting the whole match). */
uint32_t tyc_re_ncap(const tyc_re *re);
/* Name of capture group i (1-based): "" when unnamed. Names may repeat, as in Go. */
const char *tyc_re_capname(const tyc_re *re, uint32_t i);

/*
** Leftmost-first search of s[0..n) for a match starting at or after `from` (assertions see
** the whole text). caps receives 2 * (ncap + 1) byte offsets (-1 for groups that did not
** participate). Returns 1 on a match, 0 if none, -1 on out-of-memory.
*/
int tyc_re_exec(const tyc_re *re, tyc_arena *a, const char *s, size_t n, size_t from,
                long *caps);

#endif
