/* SPDX-License-Identifier: Apache-2.0 */
/*
** diag_text.c: the two text utilities Terraform's renderers rely on, reproduced byte for
** byte: mitchellh/colorstring (markup such as [red] to ANSI codes) and
** mitchellh/go-wordwrap v1.0.1 (greedy word wrapping).
*/
#include "runtime/diag/diag_render.h"
#include "runtime/base/str.h"

/* colorstring.DefaultColors */
static const struct color {
    const char *name, *code;
} COLORS[] = {
    {"default", "39"},         {"_default_", "49"},      {"black", "30"},
    {"red", "31"},             {"green", "32"},          {"yellow", "33"},
    {"blue", "34"},            {"magenta", "35"},        {"cyan", "36"},
    {"light_gray", "37"},      {"dark_gray", "90"},      {"light_red", "91"},
    {"light_green", "92"},     {"light_yellow", "93"},   {"light_blue", "94"},
    {"light_magenta", "95"},   {"light_cyan", "96"},     {"white", "97"},
    {"_black_", "40"},         {"_red_", "41"},          {"_green_", "42"},
    {"_yellow_", "43"},        {"_blue_", "44"},         {"_magenta_", "45"},
    {"_cyan_", "46"},          {"_light_gray_", "47"},   {"_dark_gray_", "100"},
    {"_light_red_", "101"},    {"_light_green_", "102"}, {"_light_yellow_", "103"},
    {"_light_blue_", "104"},   {"_light_magenta_", "105"}, {"_light_cyan_", "106"},
    {"_white_", "107"},        {"bold", "1"},            {"dim", "2"},
    {"underline", "4"},        {"blink_slow", "5"},      {"blink_fast", "6"},
    {"invert", "7"},           {"hidden", "8"},          {"reset", "0"},
    {"reset_bold", "21"},
};

static const char *color_code(const char *s, size_t n)
{
    for (size_t i = 0; i < sizeof COLORS / sizeof COLORS[0]; i++)
        if (strlen(COLORS[i].name) == n && memcmp(COLORS[i].name, s, n) == 0)
            return COLORS[i].code;
    return NULL;
}

/* The character class of colorstring's token regexp (?i)[a-z0-9_-]. */
static int is_tok(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c == '-';
}

void tyc_colorstring(tyc_buf *b, const char *s, size_t n, int color)
{
    int colored = 0;
    size_t last = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] != '[')
            continue;
        size_t j = i + 1;
        while (j < n && is_tok(s[j]))
            j++;
        if (j == i + 1 || j >= n || s[j] != ']')
            continue;
        tyc_buf_add(b, s + last, i - last);
        const char *code = color_code(s + i + 1, j - i - 1);
        if (!code)
            tyc_buf_add(b, s + i, j + 1 - i);
        else if (color)
            tyc_buf_addf(b, "\033[%sm", code);
        colored |= code != NULL;
        last = j + 1;
        i = j;
    }
    tyc_buf_add(b, s + last, n - last);
    if (colored && color)
        tyc_buf_addz(b, "\033[0m");
}

/* ---- go-wordwrap ---- */

/* Go's unicode.IsSpace, minus NBSP (which go-wordwrap treats as part of a word). */
static int wrap_space(int32_t c)
{
    if (c < 0x80)
        return c == ' ' || (c >= '\t' && c <= '\r');
    return c == 0x85 || c == 0x1680 || (c >= 0x2000 && c <= 0x200a) || c == 0x2028 ||
           c == 0x2029 || c == 0x202f || c == 0x205f || c == 0x3000;
}

/* 1 when s[0..n) starts with TYC_DIAG_NUL (a NUL byte of the text). */
static int nul_at(const char *s, size_t n)
{
    return n >= 2 && (unsigned char)s[0] == 0xC0 && (unsigned char)s[1] == 0x80;
}

/* Decodes like Go's range over a string: an invalid byte is U+FFFD of length 1. */
static int decode(const char *s, size_t n, int32_t *cp)
{
    if (nul_at(s, n)) {
        *cp = 0;
        return 2;
    }
    int k = tyc_utf8_decode(s, n, cp);
    if (k < 0) {
        *cp = 0xFFFD;
        k = 1;
    }
    return k;
}

/* Writes s[beg..end) rune by rune (invalid bytes as U+FFFD), as bytes.Buffer.WriteRune. */
static void emit(tyc_buf *b, const char *s, size_t beg, size_t end)
{
    size_t i = beg, run = beg;
    while (i < end) {
        int32_t cp;
        int k = tyc_utf8_decode(s + i, end - i, &cp);
        if (k > 0) {
            i += (size_t)k;
            continue;
        }
        tyc_buf_add(b, s + run, i - run);
        if (nul_at(s + i, end - i)) {
            tyc_buf_add(b, "", 1);
            run = i += 2;
            continue;
        }
        tyc_buf_addz(b, "\xef\xbf\xbd");
        run = ++i;
    }
    tyc_buf_add(b, s + run, end - run);
}

/* The pending spaces and word of the wrapper: byte ranges and rune counts. */
typedef struct wrapst {
    size_t cur, slen, wlen, ss, se, ws, we;
} wrapst;

static void flush(tyc_buf *b, const char *s, wrapst *w)
{
    w->cur += w->slen + w->wlen;
    if (w->slen)
        emit(b, s, w->ss, w->se);
    if (w->wlen)
        emit(b, s, w->ws, w->we);
    w->slen = w->wlen = 0;
}

void tyc_wordwrap(tyc_buf *b, const char *s, size_t n, size_t lim)
{
    wrapst w = {0, 0, 0, 0, 0, 0, 0};
    for (size_t i = 0; i < n;) {
        int32_t cp;
        int k = decode(s + i, n - i, &cp);
        if (cp == '\n') {
            if (w.wlen == 0) {
                if (w.cur + w.slen <= lim && w.slen)
                    emit(b, s, w.ss, w.se);
                w.slen = 0;
            } else {
                flush(b, s, &w);
            }
            tyc_buf_addc(b, '\n');
            w.cur = 0;
        } else if (wrap_space(cp)) {
            if (w.slen == 0 || w.wlen > 0)
                flush(b, s, &w);
            if (w.slen++ == 0)
                w.ss = i;
            w.se = i + (size_t)k;
        } else {
            if (w.wlen++ == 0)
                w.ws = i;
            w.we = i + (size_t)k;
            if (w.cur + w.wlen + w.slen > lim && w.wlen < lim) {
                tyc_buf_addc(b, '\n');
                w.cur = 0;
                w.slen = 0;
            }
        }
        i += (size_t)k;
    }
    if (w.wlen == 0) {
        if (w.cur + w.slen <= lim && w.slen)
            emit(b, s, w.ss, w.se);
    } else {
        flush(b, s, &w);
    }
}
