/* SPDX-License-Identifier: Apache-2.0 */
/*
** lsp_doc.c: open documents: their text under full and incremental changes, and the
** conversion between byte offsets and LSP positions (line, character in UTF-8 bytes, UTF-16
** code units or code points).
*/
#include "interp/lsp/lsp_int.h"

#include "runtime/base/str.h"

static int ends_with(const char *s, const char *suf)
{
    size_t n = strlen(s), m = strlen(suf);
    return n >= m && !strcmp(s + n - m, suf);
}

int lsp_is_json(const char *path)
{
    return ends_with(path, ".json");
}

int lsp_doc_kind(const char *path)
{
    if (!path)
        return DOC_OTHER;
    if (ends_with(path, ".tfvars"))
        return DOC_TFVARS;
    if (ends_with(path, ".tfvars.json"))
        return DOC_TFVARS_JSON;
    if (ends_with(path, ".tf") || ends_with(path, ".tf.json"))
        return DOC_TF;
    return DOC_OTHER;
}

/* Decodes one character at s[0..n) (n >= 1): its byte length and code units in enc. An
** invalid byte counts as one character of one unit. */
static size_t char_at(const char *s, size_t n, int enc, uint32_t *units)
{
    int32_t cp;
    int k = tyc_utf8_decode(s, n, &cp);
    if (k <= 0) {
        *units = 1;
        return 1;
    }
    *units = enc == ENC_UTF8 ? (uint32_t)k : enc == ENC_UTF16 && cp >= 0x10000 ? 2 : 1;
    return (size_t)k;
}

int lsp_lines_init(lsp_lines *l, tyc_arena *a, const char *text, uint32_t len)
{
    uint32_t n = 1;
    for (uint32_t i = 0; i < len; i++)
        n += text[i] == '\n';
    l->text = text;
    l->len = len;
    l->n = n;
    l->start = TYC_NEWN(a, uint32_t, n);
    if (!l->start)
        return -1;
    uint32_t k = 0;
    l->start[k++] = 0;
    for (uint32_t i = 0; i < len; i++)
        if (text[i] == '\n')
            l->start[k++] = i + 1;
    return 0;
}

void lsp_lines_pos(const lsp_lines *l, uint32_t off, int enc, uint32_t *line, uint32_t *ch)
{
    if (off > l->len)
        off = l->len;
    uint32_t lo = 0, hi = l->n;
    while (hi - lo > 1) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (l->start[mid] <= off)
            lo = mid;
        else
            hi = mid;
    }
    uint32_t c = 0;
    for (uint32_t i = l->start[lo]; i < off;) {
        uint32_t u;
        i += (uint32_t)char_at(l->text + i, off - i, enc, &u);
        c += u;
    }
    *line = lo;
    *ch = c;
}

size_t lsp_offset(const char *text, size_t len, int64_t line, int64_t ch, int enc)
{
    size_t i = 0;
    for (int64_t l = 0; l < line && i < len; i++)
        if (text[i] == '\n')
            l++;
    if (line > 0 && i == len)
        return len;
    int64_t c = 0;
    while (i < len && text[i] != '\n' && c < ch) {
        uint32_t u;
        size_t k = char_at(text + i, len - i, enc, &u);
        if (c + u > ch)
            break;
        i += k;
        c += u;
    }
    return i;
}

json_t *lsp_range_json(const lsp_lines *l, uint32_t beg, uint32_t end, int enc)
{
    uint32_t l1, c1, l2, c2;
    lsp_lines_pos(l, beg, enc, &l1, &c1);
    lsp_lines_pos(l, end < beg ? beg : end, enc, &l2, &c2);
    return json_pack("{s:{s:I,s:I},s:{s:I,s:I}}", "start", "line", (json_int_t)l1, "character",
                     (json_int_t)c1, "end", "line", (json_int_t)l2, "character", (json_int_t)c2);
}

json_t *lsp_markup(tyc_buf *b, tyc_arena *a, const lsp_lines *l, uint32_t beg, uint32_t end,
                   int enc)
{
    const char *text = tyc_buf_to_arena(b, a);
    return text ? json_pack("{s:{s:s,s:s},s:o}", "contents", "kind", "markdown", "value", text,
                            "range", lsp_range_json(l, beg, end, enc))
                : NULL;
}

/* Ensures room for n bytes plus the NUL. */
static int grow(tyc_ctx *ctx, lsp_doc *d, size_t n)
{
    if (n + 1 <= d->cap)
        return 0;
    size_t nc = d->cap ? d->cap : 256;
    while (nc < n + 1)
        nc *= 2;
    char *t = tyc_mem_realloc(ctx, d->text, d->cap, nc);
    if (!t)
        return -1;
    d->text = t;
    d->cap = nc;
    return 0;
}

int lsp_doc_set(tyc_ctx *ctx, lsp_doc *d, const char *text, size_t len)
{
    if (grow(ctx, d, len) < 0)
        return -1;
    memcpy(d->text, text, len);
    d->len = len;
    d->text[len] = 0;
    return 0;
}

/* Reads a Position object; 0 when it is well-formed. */
static int get_pos(const json_t *p, int64_t *line, int64_t *ch)
{
    json_t *l = json_object_get(p, "line"), *c = json_object_get(p, "character");
    if (!json_is_integer(l) || !json_is_integer(c) || json_integer_value(l) < 0 ||
        json_integer_value(c) < 0)
        return -1;
    *line = json_integer_value(l);
    *ch = json_integer_value(c);
    return 0;
}

int lsp_doc_change(tyc_ctx *ctx, lsp_doc *d, const json_t *change, int enc)
{
    json_t *text = json_object_get(change, "text"), *range = json_object_get(change, "range");
    if (!json_is_string(text))
        return 1;
    const char *t = json_string_value(text);
    size_t tn = json_string_length(text);
    if (!range || json_is_null(range))
        return lsp_doc_set(ctx, d, t, tn);
    int64_t l1, c1, l2, c2;
    if (get_pos(json_object_get(range, "start"), &l1, &c1) ||
        get_pos(json_object_get(range, "end"), &l2, &c2))
        return 1;
    size_t b = lsp_offset(d->text, d->len, l1, c1, enc);
    size_t e = lsp_offset(d->text, d->len, l2, c2, enc);
    if (e < b)
        return 1;
    size_t nl = d->len - (e - b) + tn;
    if (grow(ctx, d, nl) < 0)
        return -1;
    memmove(d->text + b + tn, d->text + e, d->len - e);
    memcpy(d->text + b, t, tn);
    d->len = nl;
    d->text[nl] = 0;
    return 0;
}

void lsp_doc_free(tyc_ctx *ctx, lsp_doc *d)
{
    if (!d)
        return;
    if (d->text)
        tyc_mem_free(ctx, d->text, d->cap);
    tyc_arena_free(d->an.a);
    tyc_arena_free(d->meta);
    tyc_mem_free(ctx, d, sizeof *d);
}
