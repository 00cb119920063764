/* SPDX-License-Identifier: Apache-2.0 */
/*
** scan.h: fast scanning of byte runs (ASCII text, plain string bytes, blanks), 16 bytes at
** a time with SSE2 where the compiler targets it, else 8 at a time in a 64-bit word (SWAR).
** Every function reads only s[0..n) and returns the length of the leading run it accepts.
*/
#ifndef TYC_SCAN_H
#define TYC_SCAN_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#if defined(__SSE2__) && !defined(TYC_NO_SIMD)
#include <emmintrin.h>
#define TYC_SCAN_SSE2 1
#endif

#define TYC_ONES_ 0x0101010101010101ULL
#define TYC_HIGHS_ 0x8080808080808080ULL

static inline uint64_t tyc_load64_(const char *s)
{
    uint64_t w;
    memcpy(&w, s, sizeof w);
    return w;
}

/* The offset of the first flagged byte of a nonzero SWAR mask (the lowest flag is always
** exact; flags above it may be borrows), or 8 where the byte order is not known. */
static inline size_t tyc_swar_first_(uint64_t m)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    return (size_t)__builtin_ctzll(m) / 8;
#else
    (void)m;
    return 8;
#endif
}

/* A word whose high bit is set in some byte iff some byte of w equals c. */
static inline uint64_t tyc_swar_eq_(uint64_t w, unsigned char c)
{
    uint64_t x = w ^ (TYC_ONES_ * c);
    return (x - TYC_ONES_) & ~x & TYC_HIGHS_;
}

/* Leading bytes of s[0..n) below 0x80 (ASCII). */
static inline size_t tyc_scan_ascii(const char *s, size_t n)
{
    size_t i = 0;
#ifdef TYC_SCAN_SSE2
    for (; i + 16 <= n; i += 16) {
        int m = _mm_movemask_epi8(_mm_loadu_si128((const __m128i *)(const void *)(s + i)));
        if (m)
            return i + (size_t)__builtin_ctz((unsigned)m);
    }
#endif
    for (; i + 8 <= n; i += 8) {
        uint64_t m = tyc_load64_(s + i) & TYC_HIGHS_;
        if (m) {
            if (tyc_swar_first_(m) < 8)
                return i + tyc_swar_first_(m);
            break;
        }
    }
    while (i < n && (unsigned char)s[i] < 0x80)
        i++;
    return i;
}

/* Leading bytes of s[0..n) that are printable ASCII (0x20-0x7f) other than '"' and '\\':
** the bytes a quoted string copies as they are. */
static inline size_t tyc_scan_plain(const char *s, size_t n)
{
    size_t i = 0;
#ifdef TYC_SCAN_SSE2
    const __m128i q = _mm_set1_epi8('"'), bs = _mm_set1_epi8('\\'), lo = _mm_set1_epi8(0x20);
    for (; i + 16 <= n; i += 16) {
        __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(s + i));
        /* signed compare: bytes >= 0x80 are negative, so below 0x20 as well */
        __m128i bad = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, q), _mm_cmpeq_epi8(v, bs)),
                                   _mm_cmplt_epi8(v, lo));
        int m = _mm_movemask_epi8(bad);
        if (m)
            return i + (size_t)__builtin_ctz((unsigned)m);
    }
#endif
    for (; i + 8 <= n; i += 8) {
        uint64_t w = tyc_load64_(s + i);
        uint64_t low = (w - TYC_ONES_ * 0x20) & ~w & TYC_HIGHS_; /* some byte < 0x20 */
        uint64_t m = low | (w & TYC_HIGHS_) | tyc_swar_eq_(w, '"') | tyc_swar_eq_(w, '\\');
        if (m) {
            if (tyc_swar_first_(m) < 8)
                return i + tyc_swar_first_(m);
            break;
        }
    }
    for (; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c < 0x20 || c >= 0x80 || c == '"' || c == '\\')
            break;
    }
    return i;
}

/* Leading bytes of s[0..n) that are printable ASCII other than '"', '\\', '$' and '%':
** the bytes of a quoted HCL template that need no closer look. */
static inline size_t tyc_scan_tpl(const char *s, size_t n)
{
    size_t i = 0;
#ifdef TYC_SCAN_SSE2
    const __m128i q = _mm_set1_epi8('"'), bs = _mm_set1_epi8('\\'), lo = _mm_set1_epi8(0x20),
                  d = _mm_set1_epi8('$'), pc = _mm_set1_epi8('%');
    for (; i + 16 <= n; i += 16) {
        __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(s + i));
        __m128i bad = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, q), _mm_cmpeq_epi8(v, bs)),
                                   _mm_or_si128(_mm_cmpeq_epi8(v, d), _mm_cmpeq_epi8(v, pc)));
        int m = _mm_movemask_epi8(_mm_or_si128(bad, _mm_cmplt_epi8(v, lo)));
        if (m)
            return i + (size_t)__builtin_ctz((unsigned)m);
    }
#endif
    for (; i + 8 <= n; i += 8) {
        uint64_t w = tyc_load64_(s + i);
        uint64_t low = (w - TYC_ONES_ * 0x20) & ~w & TYC_HIGHS_;
        uint64_t m = low | (w & TYC_HIGHS_) | tyc_swar_eq_(w, '"') | tyc_swar_eq_(w, '\\') |
                     tyc_swar_eq_(w, '$') | tyc_swar_eq_(w, '%');
        if (m) {
            if (tyc_swar_first_(m) < 8)
                return i + tyc_swar_first_(m);
            break;
        }
    }
    for (; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c < 0x20 || c >= 0x80 || c == '"' || c == '\\' || c == '$' || c == '%')
            break;
    }
    return i;
}

/* Leading spaces of s[0..n) (indentation). */
static inline size_t tyc_scan_spaces(const char *s, size_t n)
{
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t x = tyc_load64_(s + i) ^ (TYC_ONES_ * ' ');
        if (x) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
            return i + (size_t)__builtin_ctzll(x) / 8;
#else
            size_t k = 0;
            while (s[i + k] == ' ')
                k++;
            return i + k;
#endif
        }
    }
    while (i < n && s[i] == ' ')
        i++;
    return i;
}

#endif
