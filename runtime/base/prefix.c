/* SPDX-License-Identifier: Apache-2.0 */
/*
** prefix.c: the part of a known string prefix that later text cannot change (go-cty's
** ctystrings.SafeKnownPrefix rule, implemented with utf8proc's properties): a trailing
** character that may still compose with what follows (NFC) is cut at the last
** normalisation boundary; otherwise the last grapheme cluster is dropped unless it is one
** of a few delimiter characters that never start a longer cluster.
*/
#include <utf8proc.h>

#include "runtime/base/prefix.h"

/* Decodes the code point at s[i..n); its length in *len (0: invalid or incomplete). */
static int32_t decode(const char *s, size_t n, size_t i, size_t *len)
{
    utf8proc_int32_t cp;
    utf8proc_ssize_t k = utf8proc_iterate((const utf8proc_uint8_t *)s + i, (utf8proc_ssize_t)(n - i),
                                          &cp);
    *len = k > 0 ? (size_t)k : 0;
    return k > 0 ? cp : -1;
}

/* 1 if cp may compose with a following code point under NFC (first of a pair). */
static int combines_forward(int32_t cp)
{
    if (cp >= 0x1100 && cp <= 0x1112)
        return 1; /* Hangul leading consonant */
    if (cp >= 0xAC00 && cp <= 0xD7A3)
        return (cp - 0xAC00) % 28 == 0; /* LV syllable + trailing consonant */
    const utf8proc_property_t *p = utf8proc_get_property(cp);
#if UTF8PROC_VERSION_MAJOR == 2 && UTF8PROC_VERSION_MINOR < 9
    return p->comb_index < 0x8000;
#else
    return p->comb_index != 0x3FF && !p->comb_issecond;
#endif
}

/* 1 if cp neither composes with what follows nor is changed by what precedes. */
static int inert(int32_t cp)
{
    const utf8proc_property_t *p = utf8proc_get_property(cp);
    return p->combining_class == 0 && !combines_forward(cp);
}

static int starter(int32_t cp)
{
    return utf8proc_get_property(cp)->combining_class == 0;
}

/* Start of the code point ending at s[i) (i > 0). */
static size_t prev_start(const char *s, size_t i)
{
    size_t j = i - 1;
    while (j > 0 && i - j < 4 && ((unsigned char)s[j] & 0xC0) == 0x80)
        j--;
    return j;
}

/* The delimiters that always end a grapheme cluster (SafeKnownPrefix's heuristic). */
static int delimiter(int32_t cp)
{
    return cp < 0x80 && cp > 0 && strchr("-_:;/\\,.(){}[]|?!~ \t@#$%^&*+\"'", (int)cp) != NULL;
}

/* The last normalisation boundary at or before i: the start of the last starter. */
static size_t last_boundary(const char *s, size_t i)
{
    while (i > 0) {
        size_t j = prev_start(s, i), l;
        int32_t cp = decode(s, i, j, &l);
        if (cp < 0 || j + l != i)
            return i;
        if (starter(cp))
            return j;
        i = j;
    }
    return 0;
}

size_t tyc_safe_prefix_len(const char *s, size_t n)
{
    if (n == 0)
        return 0;
    size_t j = prev_start(s, n), l;
    int32_t cp = decode(s, n, j, &l);
    if (cp < 0 || j + l != n) {
        /* an incomplete code point at the end (a prefix cut inside it) */
        if (j == 0)
            return 0;
        size_t k = prev_start(s, j), m;
        int32_t pc = decode(s, j, k, &m);
        if (pc < 0 || k + m != j || inert(pc))
            return j;
        return last_boundary(s, j);
    }
    if (!inert(cp))
        return last_boundary(s, n);
    /* grapheme clusters: keep all but the last one, unless it is a lone delimiter */
    size_t i = 0, last = 0, cnt = 0;
    utf8proc_int32_t state = 0, prevcp = -1;
    while (i < n) {
        int32_t c = decode(s, n, i, &l);
        if (c < 0)
            return i; /* invalid UTF-8: stop before it */
        if (prevcp < 0 || utf8proc_grapheme_break_stateful(prevcp, c, &state)) {
            last = i;
            cnt = 0;
        }
        cnt++;
        prevcp = c;
        i += l;
    }
    if (cnt == 1 && delimiter(cp))
        return n;
    return last;
}
