/* SPDX-License-Identifier: Apache-2.0 */
/*
** str.c: UTF-8 services: decoding and validation, NFC through utf8proc (into the arena, with
** an allocation-free fast path), Go strconv.Quote and encoding/json string escaping, HCL
** identifier classes, and HCL-style line/column positions (columns in grapheme clusters).
*/
#include <utf8proc.h>

#include "runtime/base/str.h"
#include "runtime/base/scan.h"

static const char hexdig[] = "0123456789abcdef";

int tyc_hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    c |= 0x20; /* ASCII lower case */
    return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* ---- decoding ---------------------------------------------------------------------- */

static int is_cont(unsigned char c)
{
    return (c & 0xC0) == 0x80;
}

/* One code point at s: its length (1..4), or -1 with *cp = U+FFFD (see str.h). */
int tyc_utf8_decode(const char *s, size_t n, int32_t *cp)
{
    const unsigned char *u = (const unsigned char *)s;
    unsigned char lo = 0x80, hi = 0xBF;
    int len;
    int32_t v;

    *cp = 0xFFFD;
    if (n == 0)
        return -1;
    if (u[0] < 0x80) {
        *cp = u[0];
        return 1;
    }
    if (u[0] >= 0xC2 && u[0] <= 0xDF) {
        len = 2;
        v = u[0] & 0x1F;
    } else if (u[0] >= 0xE0 && u[0] <= 0xEF) {
        len = 3;
        v = u[0] & 0x0F;
        if (u[0] == 0xE0)
            lo = 0xA0;
        else if (u[0] == 0xED)
            hi = 0x9F; /* no surrogates */
    } else if (u[0] >= 0xF0 && u[0] <= 0xF4) {
        len = 4;
        v = u[0] & 0x07;
        if (u[0] == 0xF0)
            lo = 0x90;
        else if (u[0] == 0xF4)
            hi = 0x8F;
    } else {
        return -1;
    }
    if (n < (size_t)len || u[1] < lo || u[1] > hi)
        return -1;
    for (int i = 1; i < len; i++) {
        if (!is_cont(u[i]))
            return -1;
        v = (v << 6) | (u[i] & 0x3F);
    }
    *cp = v;
    return len;
}

/* 1 if s[0..n) is valid UTF-8 (no overlongs, no surrogates). */
int tyc_utf8_valid(const char *s, size_t n)
{
    size_t i = 0;
    int32_t cp;
    while (i < n) {
        if ((unsigned char)s[i] < 0x80) {
            i += tyc_scan_ascii(s + i, n - i);
            continue;
        }
        int k = tyc_utf8_decode(s + i, n - i, &cp);
        if (k < 0)
            return 0;
        i += (size_t)k;
    }
    return 1;
}

int tyc_utf8_encode(int32_t cp, char *out)
{
    if (cp < 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        cp = 0xFFFD;
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        out[0] = (char)(0xC0 | (cp >> 6));
        out[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xE0 | (cp >> 12));
        out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        out[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (cp >> 18));
    out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

/* Appends cp as UTF-8 (U+FFFD when cp is not a Unicode scalar value). */
void tyc_buf_utf8(tyc_buf *b, int32_t cp)
{
    char tmp[4];
    tyc_buf_add(b, tmp, (size_t)tyc_utf8_encode(cp, tmp));
}

/* ---- NFC --------------------------------------------------------------------------- */

/*
** 1 when s is certainly unchanged by NFC: invalid UTF-8 (returned as is by contract), or
** only code points below U+0300 (nothing there decomposes to a non-NFC form or composes).
*/
static int nfc_trivial(const char *s, size_t n)
{
    size_t i = 0;
    int high = 0;
    int32_t cp;
    i = tyc_scan_ascii(s, n);
    while (i < n) {
        if ((unsigned char)s[i] < 0x80) {
            i++;
            continue;
        }
        int k = tyc_utf8_decode(s + i, n - i, &cp);
        if (k < 0)
            return 1;
        if (cp >= 0x300)
            high = 1;
        i += (size_t)k;
    }
    return !high;
}

/* UTF-8 length of the code points cps[0..n). */
static size_t utf8_len32(const int32_t *cps, size_t n)
{
    size_t len = 0;
    char tmp[4];
    for (size_t i = 0; i < n; i++)
        len += (size_t)tyc_utf8_encode(cps[i], tmp);
    return len;
}

/* 1 if the UTF-8 encoding of cps[0..n) is exactly s[0..len). */
static int same_utf8(const int32_t *cps, size_t n, const char *s, size_t len)
{
    size_t j = 0;
    char tmp[4];
    for (size_t i = 0; i < n; i++) {
        int k = tyc_utf8_encode(cps[i], tmp);
        if (j + (size_t)k > len || memcmp(s + j, tmp, (size_t)k) != 0)
            return 0;
        j += (size_t)k;
    }
    return j == len;
}

/* NFC of s[0..n) in a; s itself when nothing changes; .p NULL only on out-of-memory. */
tyc_str tyc_nfc(tyc_arena *a, const char *s, size_t n)
{
    const utf8proc_option_t opt = UTF8PROC_STABLE | UTF8PROC_COMPOSE;
    if (!s)
        return (tyc_str){"", 0};
    if (nfc_trivial(s, n) || n > (size_t)INT32_MAX)
        return (tyc_str){s, n};
    utf8proc_ssize_t cnt = utf8proc_decompose_custom((const utf8proc_uint8_t *)s,
                                                     (utf8proc_ssize_t)n, NULL, 0, opt, NULL, NULL);
    if (cnt < 0)
        return (tyc_str){s, n};
    int32_t *cps = TYC_NEWN(a, int32_t, cnt + 1);
    if (!cps)
        return (tyc_str){NULL, 0};
    utf8proc_ssize_t got = utf8proc_decompose_custom((const utf8proc_uint8_t *)s,
                                                     (utf8proc_ssize_t)n, cps, cnt, opt, NULL, NULL);
    if (got != cnt)
        return (tyc_str){s, n};
    got = utf8proc_normalize_utf32(cps, cnt, opt);
    if (got < 0)
        return (tyc_str){s, n};
    size_t len = utf8_len32(cps, (size_t)got);
    if (len == n && same_utf8(cps, (size_t)got, s, n))
        return (tyc_str){s, n};
    char *out = tyc_alloc_raw(a, len + 1);
    if (!out)
        return (tyc_str){NULL, 0};
    size_t j = 0;
    for (utf8proc_ssize_t i = 0; i < got; i++)
        j += (size_t)tyc_utf8_encode(cps[i], out + j);
    out[j] = 0;
    return (tyc_str){out, j};
}

/* ---- Go strconv.Quote ---------------------------------------------------------------- */

/* Go's unicode.IsPrint for a non-ASCII code point: categories L, M, N, P, S. */
static int go_isprint(int32_t cp)
{
    utf8proc_category_t c = utf8proc_category(cp);
    return c >= UTF8PROC_CATEGORY_LU && c <= UTF8PROC_CATEGORY_SO;
}

static void add_hexesc(tyc_buf *b, char kind, uint32_t v, int digits)
{
    char tmp[10];
    tmp[0] = '\\';
    tmp[1] = kind;
    for (int i = 0; i < digits; i++)
        tmp[2 + i] = hexdig[(v >> (4 * (digits - 1 - i))) & 0xF];
    tyc_buf_add(b, tmp, (size_t)digits + 2);
}

/* The short escape letter Go uses for an ASCII control, or 0. */
static char short_esc(unsigned char c)
{
    switch (c) {
    case '\a': return 'a';
    case '\b': return 'b';
    case '\f': return 'f';
    case '\n': return 'n';
    case '\r': return 'r';
    case '\t': return 't';
    case '\v': return 'v';
    default: return 0;
    }
}

/* Appends one ASCII byte as strconv.Quote writes it. */
static void goquote_ascii(tyc_buf *b, unsigned char c)
{
    char e;
    if (c == '"' || c == '\\') {
        char tmp[2] = {'\\', (char)c};
        tyc_buf_add(b, tmp, 2);
    } else if (c >= 0x20 && c < 0x7F) {
        tyc_buf_addc(b, (char)c);
    } else if ((e = short_esc(c)) != 0) {
        char tmp[2] = {'\\', e};
        tyc_buf_add(b, tmp, 2);
    } else {
        add_hexesc(b, 'x', c, 2);
    }
}

/* Appends s quoted exactly as Go's strconv.Quote does. */
void tyc_buf_goquote(tyc_buf *b, const char *s, size_t n)
{
    size_t i = 0;
    int32_t cp;
    tyc_buf_addc(b, '"');
    while (i < n) {
        size_t j = i;
        while (j < n && (unsigned char)s[j] >= 0x20 && (unsigned char)s[j] < 0x7F &&
               s[j] != '"' && s[j] != '\\')
            j++;
        if (j > i) {
            tyc_buf_add(b, s + i, j - i);
            i = j;
            continue;
        }
        if ((unsigned char)s[i] < 0x80) {
            goquote_ascii(b, (unsigned char)s[i++]);
            continue;
        }
        int k = tyc_utf8_decode(s + i, n - i, &cp);
        if (k < 0) {
            add_hexesc(b, 'x', (unsigned char)s[i++], 2);
            continue;
        }
        if (go_isprint(cp))
            tyc_buf_add(b, s + i, (size_t)k);
        else if (cp < 0x10000)
            add_hexesc(b, 'u', (uint32_t)cp, 4);
        else
            add_hexesc(b, 'U', (uint32_t)cp, 8);
        i += (size_t)k;
    }
    tyc_buf_addc(b, '"');
}

/* ---- Go encoding/json ---------------------------------------------------------------- */

/* 1 if the ASCII byte c is written as it is by encoding/json (with HTML escaping). */
static int json_safe(unsigned char c)
{
    return c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&';
}

static void jsonquote_ascii(tyc_buf *b, unsigned char c)
{
    char e = 0;
    switch (c) {
    case '"': e = '"'; break;
    case '\\': e = '\\'; break;
    case '\b': e = 'b'; break;
    case '\f': e = 'f'; break;
    case '\n': e = 'n'; break;
    case '\r': e = 'r'; break;
    case '\t': e = 't'; break;
    default: break;
    }
    if (e) {
        char tmp[2] = {'\\', e};
        tyc_buf_add(b, tmp, 2);
    } else {
        add_hexesc(b, 'u', c, 4);
    }
}

/* Appends s as a JSON string exactly as Go's encoding/json writes it (HTML-safe). */
void tyc_buf_jsonquote(tyc_buf *b, const char *s, size_t n)
{
    size_t i = 0;
    int32_t cp;
    tyc_buf_addc(b, '"');
    while (i < n) {
        size_t j = i;
        while (j < n && (unsigned char)s[j] < 0x80 && json_safe((unsigned char)s[j]))
            j++;
        if (j > i) {
            tyc_buf_add(b, s + i, j - i);
            i = j;
            continue;
        }
        if ((unsigned char)s[i] < 0x80) {
            jsonquote_ascii(b, (unsigned char)s[i++]);
            continue;
        }
        int k = tyc_utf8_decode(s + i, n - i, &cp);
        if (k < 0) {
            tyc_buf_addz(b, "\\ufffd");
            i++;
            continue;
        }
        if (cp == 0x2028 || cp == 0x2029)
            add_hexesc(b, 'u', (uint32_t)cp, 4);
        else
            tyc_buf_add(b, s + i, (size_t)k);
        i += (size_t)k;
    }
    tyc_buf_addc(b, '"');
}

/* ---- identifiers --------------------------------------------------------------------- */

static int is_letter_cat(utf8proc_category_t c)
{
    return (c >= UTF8PROC_CATEGORY_LU && c <= UTF8PROC_CATEGORY_LO) || c == UTF8PROC_CATEGORY_NL;
}

static int other_id_start(int32_t cp)
{
    return cp == 0x1885 || cp == 0x1886 || cp == 0x2118 || cp == 0x212E || cp == 0x309B ||
           cp == 0x309C;
}

static int other_id_continue(int32_t cp)
{
    return cp == 0x00B7 || cp == 0x0387 || (cp >= 0x1369 && cp <= 0x1371) || cp == 0x19DA;
}

/* Unicode ID_Start (letters, Nl, Other_ID_Start, minus Pattern_Syntax). */
static int uni_id_start(int32_t cp)
{
    if (cp == 0x2E2F) /* VERTICAL TILDE: Lm but Pattern_Syntax */
        return 0;
    return is_letter_cat(utf8proc_category(cp)) || other_id_start(cp);
}

/* HCL identifier start: Unicode ID_Start or '_'. */
int tyc_is_id_start(int32_t cp)
{
    if (cp < 0x80)
        return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || cp == '_';
    return uni_id_start(cp);
}

/* HCL identifier continuation: Unicode ID_Continue or '-'. */
int tyc_is_id_continue(int32_t cp)
{
    if (cp < 0x80)
        return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') ||
               (cp >= '0' && cp <= '9') || cp == '_' || cp == '-';
    if (uni_id_start(cp) || other_id_continue(cp))
        return 1;
    utf8proc_category_t c = utf8proc_category(cp);
    return c == UTF8PROC_CATEGORY_MN || c == UTF8PROC_CATEGORY_MC ||
           c == UTF8PROC_CATEGORY_ND || c == UTF8PROC_CATEGORY_PC;
}

/* 1 if s[0..n) is a whole HCL identifier (hclsyntax.ValidIdentifier). */
int tyc_is_ident(const char *s, size_t n)
{
    size_t i = 0;
    int32_t cp;
    if (n == 0)
        return 0;
    while (i < n) {
        int k = tyc_utf8_decode(s + i, n - i, &cp);
        if (k < 0)
            return 0;
        if (i == 0 ? !tyc_is_id_start(cp) : !tyc_is_id_continue(cp))
            return 0;
        i += (size_t)k;
    }
    return 1;
}

/* ---- positions ----------------------------------------------------------------------- */

/* Number of grapheme clusters that start within s[0..n). Invalid bytes are clusters. */
static uint32_t count_clusters(const char *s, size_t n)
{
    uint32_t count = 0;
    int32_t prev = -1, cp, state = 0;
    size_t i = 0;
    while (i < n) {
        int k;
        if ((unsigned char)s[i] < 0x80) {
            cp = (unsigned char)s[i];
            k = 1;
        } else {
            k = tyc_utf8_decode(s + i, n - i, &cp);
        }
        if (k < 0) {
            count++;
            prev = -1;
            state = 0;
            i++;
            continue;
        }
        if (prev < 0 || utf8proc_grapheme_break_stateful(prev, cp, &state))
            count++;
        prev = cp;
        i += (size_t)k;
    }
    return count;
}

int32_t tyc_find_sorted_name(const void *base, uint32_t n, size_t stride, size_t name_off,
                             tyc_str name)
{
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        const char *nm;
        memcpy(&nm, (const char *)base + (size_t)mid * stride + name_off, sizeof nm);
        int c = tyc_str_cmp((tyc_str){nm, strlen(nm)}, name);
        if (!c)
            return (int32_t)mid;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}

size_t tyc_text_clusters(const char *s, size_t n)
{
    return count_clusters(s, n);
}

int tyc_text_breaks_at(const char *s, size_t n, size_t off)
{
    if (off == 0 || off >= n)
        return 1;
    size_t b = off - 1; /* the code point before off */
    while (b > 0 && off - b < 4 && ((unsigned char)s[b] & 0xC0) == 0x80)
        b--;
    int32_t prev, cp, state = 0;
    if (tyc_utf8_decode(s + b, n - b, &prev) != (int)(off - b) ||
        tyc_utf8_decode(s + off, n - off, &cp) < 0)
        return 1; /* an invalid byte is a cluster of its own */
    return utf8proc_grapheme_break_stateful(prev, cp, &state);
}

size_t tyc_text_cluster_len(const char *s, size_t n)
{
    int32_t prev = -1, cp, state = 0;
    size_t i = 0;
    while (i < n) {
        int k = (unsigned char)s[i] < 0x80 ? 1 : tyc_utf8_decode(s + i, n - i, &cp);
        if (k < 0)
            return i ? i : 1; /* an invalid byte is a cluster of its own */
        if (k == 1)
            cp = (unsigned char)s[i];
        if (prev >= 0 && utf8proc_grapheme_break_stateful(prev, cp, &state))
            return i;
        prev = cp;
        i += (size_t)k;
    }
    return i;
}

/* 1-based line and grapheme-cluster column of byte offset off (clamped to n). */
void tyc_text_pos(const char *text, size_t n, size_t off, uint32_t *line, uint32_t *col)
{
    uint32_t ln = 1;
    size_t start = 0;
    const char *q;
    if (off > n)
        off = n;
    while (start < off && (q = memchr(text + start, '\n', off - start)) != NULL) {
        ln++;
        start = (size_t)(q - text) + 1;
    }
    *line = ln;
    *col = 1 + count_clusters(text + start, off - start);
}

size_t tyc_str_distance(tyc_str a, tyc_str b)
{
    size_t row[64];
    if (a.len >= 64 || b.len >= 64)
        return 99;
    for (size_t j = 0; j <= b.len; j++)
        row[j] = j;
    for (size_t i = 1; i <= a.len; i++) {
        size_t prev = row[0];
        row[0] = i;
        for (size_t j = 1; j <= b.len; j++) {
            size_t cur = row[j], best = prev + (a.p[i - 1] != b.p[j - 1]);
            if (row[j] + 1 < best)
                best = row[j] + 1;
            if (row[j - 1] + 1 < best)
                best = row[j - 1] + 1;
            row[j] = best;
            prev = cur;
        }
    }
    return row[b.len];
}

int tyc_hset_init(tyc_arena *a, tyc_hset *h, uint32_t max)
{
    uint32_t cap = 8;
    while (cap < 2 * (uint64_t)max + 2)
        cap *= 2;
    h->keys = TYC_NEWN(a, tyc_str, cap);
    h->vals = TYC_NEWN(a, uint32_t, cap);
    h->mask = cap - 1;
    return h->keys && h->vals ? 0 : -1;
}

uint32_t tyc_hset_slot(const tyc_hset *h, tyc_str key, int *found)
{
    uint64_t x = 1469598103934665603ull;
    for (size_t i = 0; i < key.len; i++)
        x = (x ^ (unsigned char)key.p[i]) * 1099511628211ull;
    uint32_t s = (uint32_t)(x ^ (x >> 32)) & h->mask;
    while (h->keys[s].p) {
        if (tyc_str_eq(h->keys[s], key)) {
            *found = 1;
            return s;
        }
        s = (s + 1) & h->mask;
    }
    *found = 0;
    return s;
}
