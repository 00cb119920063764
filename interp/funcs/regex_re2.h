/* SPDX-License-Identifier: Apache-2.0 */
/*
** regex_re2.h: the C interface of the RE2 shim (regex_re2.cpp, the library's only C++).
** Plain C types only; regex.c builds tycon's regex.h on top of it.
*/
#ifndef TYC_REGEX_RE2_H
#define TYC_REGEX_RE2_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct tyc_re2 tyc_re2;

/*
** Compiles p[0..n) with Go's regexp options (Perl syntax, UTF-8, leftmost-first), using at
** most max_mem bytes for the compiled program. Returns NULL only when out of memory;
** otherwise the handle (check tyc_re2_error), to be released with tyc_re2_free.
*/
tyc_re2 *tyc_re2_new(const char *p, size_t n, long max_mem);
/* Releases h (NULL is fine). */
void tyc_re2_free(tyc_re2 *h);
/*
** 0 if h compiled; else RE2's error code (re2::RE2::ErrorCode) with *arg / *arg_len set to
** the offending part of the pattern (valid until tyc_re2_free).
*/
int tyc_re2_error(const tyc_re2 *h, const char **arg, size_t *arg_len);
/* Number of capture groups of a compiled h. */
int tyc_re2_ncap(const tyc_re2 *h);
/*
** Unanchored leftmost-first search of s[from..n) (assertions see all of s[0..n)); caps
** receives 2 * (ncap + 1) byte offsets, -1 for groups that did not take part. Returns 1 on a
** match, 0 if none, -1 when out of memory.
*/
int tyc_re2_match(tyc_re2 *h, const char *s, size_t n, size_t from, long *caps);

#ifdef __cplusplus
}
#endif

#endif
