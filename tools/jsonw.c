/* SPDX-License-Identifier: Apache-2.0 */
/*
** jsonw.c: minimal JSON string writing for the CLI's machine-readable outputs: runs of
** bytes that need no escape are found 8 bytes at a time and written whole, through a
** local buffer (one fwrite per 4 KiB, never one call per character).
*/
#include "cli.h"

#include <stdint.h>
#include <string.h>
#if defined(__SSE2__) && !defined(TYC_NO_SIMD)
#include <emmintrin.h>
#endif

#define ONES 0x0101010101010101ULL
#define HIGHS 0x8080808080808080ULL

/* High bit set in the bytes of w equal to c (exact as a whole: nonzero iff some byte is). */
static uint64_t has_byte(uint64_t w, unsigned char c)
{
    uint64_t x = w ^ (ONES * c);
    return (x - ONES) & ~x & HIGHS;
}

size_t cli_json_plain_len(const char *s, size_t n, int ascii)
{
    size_t i = 0;
#if defined(__SSE2__) && !defined(TYC_NO_SIMD)
    const __m128i q = _mm_set1_epi8('"'), bs = _mm_set1_epi8('\\'), lo = _mm_set1_epi8(0x20);
    for (; i + 16 <= n; i += 16) {
        __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(s + i));
        __m128i bad = _mm_or_si128(_mm_cmpeq_epi8(v, q), _mm_cmpeq_epi8(v, bs));
        /* below 0x20: unsigned, so that bytes >= 0x80 pass unless ascii */
        __m128i ctl = _mm_cmpeq_epi8(_mm_max_epu8(v, lo), lo);
        ctl = _mm_andnot_si128(_mm_cmpeq_epi8(v, lo), ctl); /* 0x20 itself is fine */
        int m = _mm_movemask_epi8(_mm_or_si128(bad, ctl)) | (ascii ? _mm_movemask_epi8(v) : 0);
        if (m)
            return i + (size_t)__builtin_ctz((unsigned)m);
    }
#endif
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, s + i, sizeof w);
        uint64_t stop = ((w - ONES * 0x20) & ~w & HIGHS) | has_byte(w, '"') | has_byte(w, '\\');
        stop |= ascii ? w & HIGHS : 0;
        if (stop) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
            return i + (size_t)__builtin_ctzll(stop) / 8; /* the lowest flag is exact */
#else
            break;
#endif
        }
    }
    for (; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c < 0x20 || c == '"' || c == '\\' || (ascii && c >= 0x80))
            break;
    }
    return i;
}

typedef struct wbuf {
    FILE *f;
    size_t n;
    char b[4096];
} wbuf;

static void wflush(wbuf *w)
{
    if (w->n)
        fwrite(w->b, 1, w->n, w->f);
    w->n = 0;
}

static void wput(wbuf *w, const char *s, size_t n)
{
    if (w->n + n > sizeof w->b) {
        wflush(w);
        if (n > sizeof w->b) {
            fwrite(s, 1, n, w->f);
            return;
        }
    }
    memcpy(w->b + w->n, s, n);
    w->n += n;
}

void cli_json_str(FILE *f, const char *s, size_t n)
{
    wbuf w;
    w.f = f;
    w.n = 0;
    w.b[w.n++] = '"';
    size_t i = 0;
    while (i < n) {
        size_t r = cli_json_plain_len(s + i, n - i, 0);
        wput(&w, s + i, r);
        i += r;
        if (i >= n)
            break;
        unsigned char c = (unsigned char)s[i++];
        char esc[8];
        switch (c) {
        case '"': wput(&w, "\\\"", 2); break;
        case '\\': wput(&w, "\\\\", 2); break;
        case '\n': wput(&w, "\\n", 2); break;
        case '\r': wput(&w, "\\r", 2); break;
        case '\t': wput(&w, "\\t", 2); break;
        default:
            snprintf(esc, sizeof esc, "\\u%04x", c);
            wput(&w, esc, 6);
        }
    }
    wput(&w, "\"", 1);
    wflush(&w);
}

void cli_json_strz(FILE *f, const char *s)
{
    if (s)
        cli_json_str(f, s, strlen(s));
    else
        fputs("null", f);
}
