/* SPDX-License-Identifier: Apache-2.0 */
/*
** prefix.h: safe known prefixes of strings (for string-prefix refinements).
*/
#ifndef TYC_PREFIX_H
#define TYC_PREFIX_H

#include "runtime/base/core.h"

/*
** go-cty's ctystrings.SafeKnownPrefix for NFC text s[0..n): the length in bytes of the
** longest prefix that text appended later cannot change (by composing with its last
** character or extending its last grapheme cluster).
*/
size_t tyc_safe_prefix_len(const char *s, size_t n);

#endif
