/* SPDX-License-Identifier: Apache-2.0 */
/*
** parse_tpl.c: template post-processing as hclsyntax does it after scanning the parts:
** the `<<-` heredoc indentation rule, melding of adjacent literals, and the empty literal
** that stands in for an empty sequence. Also the whitespace rules of the `~` strip markers.
*/
#include "interp/syntax/parse_int.h"

#include "runtime/base/str.h"

/* Go's unicode.IsSpace. */
static int is_space_cp(int32_t c)
{
    switch (c) {
    case '\t': case '\n': case '\v': case '\f': case '\r': case ' ':
    case 0x85: case 0xA0: case 0x1680: case 0x2028: case 0x2029: case 0x202F: case 0x205F:
    case 0x3000:
        return 1;
    default:
        return c >= 0x2000 && c <= 0x200A;
    }
}

/* Length in bytes of the whitespace prefix of s[0..n); *clusters counts characters
** ("\r\n" counts once, as a grapheme cluster). */
static size_t ws_prefix(const char *s, size_t n, uint32_t *clusters)
{
    size_t i = 0;
    uint32_t c = 0;
    while (i < n) {
        int32_t cp;
        int k = tyc_utf8_decode(s + i, n - i, &cp);
        if (k < 0 || !is_space_cp(cp))
            break;
        if (!(cp == '\n' && i > 0 && s[i - 1] == '\r'))
            c++;
        i += (size_t)k;
    }
    if (clusters)
        *clusters = c;
    return i;
}

size_t tyc_ws_prefix(const char *s, size_t n)
{
    return ws_prefix(s, n, NULL);
}

size_t tyc_ws_suffix(const char *s, size_t n)
{
    size_t i = n;
    while (i > 0) {
        size_t j = i - 1;
        while (j > 0 && ((unsigned char)s[j] & 0xC0) == 0x80 && i - j < 4)
            j--;
        int32_t cp;
        int k = tyc_utf8_decode(s + j, i - j, &cp);
        if (k < 0 || (size_t)k != i - j || !is_space_cp(cp))
            break;
        i = j;
    }
    return n - i;
}

/* ---- the flush-heredoc rule ---- */

typedef struct flush_state {
    int newline;
    uint32_t min;
    tyc_vec adjust;
    tyc_arena *a;
    int oom;
} flush_state;

static void flush_tok(flush_state *st, tyc_node *p)
{
    if (st->newline) {
        st->newline = 0;
        uint32_t spaces = 0;
        if (p && p->kind == TYC_N_STRING) {
            uint32_t cl;
            size_t w = ws_prefix(p->text, p->tlen, &cl);
            if (w == p->tlen && p->tlen > 0 && p->text[p->tlen - 1] == '\n') {
                spaces = UINT32_MAX; /* a blank line does not count */
            } else {
                spaces = cl;
                if (tyc_vec_push(st->a, &st->adjust, p) != 0)
                    st->oom = 1;
            }
        }
        if (spaces < st->min)
            st->min = spaces;
    }
    if (p && p->kind == TYC_N_STRING && p->tlen > 0 && p->text[p->tlen - 1] == '\n')
        st->newline = 1;
}

static void flush_walk(flush_state *st, const tyc_node *tpl)
{
    for (uint32_t i = 0; i < tpl->n; i++) {
        tyc_node *p = tpl->kids[i];
        if (p->kind == TYC_N_TPL_IF) {
            flush_tok(st, NULL); /* %{ if } */
            flush_walk(st, p->kids[1]);
            if (p->kids[2]) {
                flush_tok(st, NULL); /* %{ else } */
                flush_walk(st, p->kids[2]);
            }
            flush_tok(st, NULL); /* %{ endif } */
        } else if (p->kind == TYC_N_TPL_FOR) {
            flush_tok(st, NULL);
            flush_walk(st, p->kids[3]);
            flush_tok(st, NULL);
        } else {
            flush_tok(st, p);
        }
    }
}

static void flush_trim(tyc_node *p, uint32_t min)
{
    size_t i = 0;
    for (uint32_t c = 0; c < min && i < p->tlen; c++) {
        if (p->text[i] == '\r' && i + 1 < p->tlen && p->text[i + 1] == '\n') {
            i += 2;
            continue;
        }
        int32_t cp;
        int k = tyc_utf8_decode(p->text + i, p->tlen - i, &cp);
        i += (size_t)(k > 0 ? k : 1);
    }
    p->text += i;
    p->tlen -= (uint32_t)i;
    p->beg += (uint32_t)i;
}

static int flush(tyc_pctx *px, const tyc_node *tpl)
{
    flush_state st = {1, UINT32_MAX, {NULL, 0, 0}, px->a, 0};
    flush_walk(&st, tpl);
    if (st.oom)
        return -1;
    if (st.min == UINT32_MAX)
        return 0;
    for (uint32_t i = 0; i < st.adjust.n; i++)
        flush_trim(st.adjust.v[i], st.min);
    return 0;
}

/* ---- melding and empty sequences ---- */

/* Joins kids[i..j) (all STRING) into kids[i]. */
static int meld_run(tyc_pctx *px, tyc_node *tpl, uint32_t i, uint32_t j)
{
    size_t len = 0;
    for (uint32_t k = i; k < j; k++)
        len += tpl->kids[k]->tlen;
    char *s = tyc_alloc_raw(px->a, len + 1);
    tyc_node *nd = tyc_node_new(px->a, TYC_N_STRING, tpl->kids[i]->beg, tpl->kids[j - 1]->end, 0);
    if (!s || !nd)
        return -1;
    size_t o = 0;
    for (uint32_t k = i; k < j; k++) {
        memcpy(s + o, tpl->kids[k]->text, tpl->kids[k]->tlen);
        o += tpl->kids[k]->tlen;
    }
    s[len] = 0;
    nd->text = s;
    nd->tlen = (uint32_t)len;
    tpl->kids[i] = nd;
    return 0;
}

static int finish_list(tyc_pctx *px, tyc_node *tpl, uint32_t empty_at);

static int finish_part(tyc_pctx *px, tyc_node *p)
{
    if (p->kind == TYC_N_TPL_IF) {
        if (finish_list(px, p->kids[1], p->beg) != 0)
            return -1;
        return p->kids[2] ? finish_list(px, p->kids[2], p->end) : 0;
    }
    if (p->kind == TYC_N_TPL_FOR)
        return finish_list(px, p->kids[3], p->beg);
    return 0;
}

static int finish_list(tyc_pctx *px, tyc_node *tpl, uint32_t empty_at)
{
    uint32_t out = 0;
    for (uint32_t i = 0; i < tpl->n;) {
        uint32_t j = i + 1;
        if (tpl->kids[i]->kind == TYC_N_STRING) {
            while (j < tpl->n && tpl->kids[j]->kind == TYC_N_STRING)
                j++;
            if (j - i > 1 && meld_run(px, tpl, i, j) != 0)
                return -1;
        } else if (finish_part(px, tpl->kids[i]) != 0) {
            return -1;
        }
        tpl->kids[out++] = tpl->kids[i];
        i = j;
    }
    tpl->n = out;
    if (out == 0) {
        tpl->kids = TYC_NEWN(px->a, tyc_node *, 1);
        tyc_node *e = tyc_node_new(px->a, TYC_N_STRING, empty_at, empty_at, 0);
        if (!tpl->kids || !e || tyc_node_set_text(px->a, e, "", 0) != 0)
            return -1;
        tpl->kids[0] = e;
        tpl->n = 1;
    }
    if (tpl->beg == 0 && tpl->end == 0) { /* a nested body: range of its parts */
        tpl->beg = tpl->kids[0]->beg;
        tpl->end = tpl->kids[tpl->n - 1]->end;
    }
    return 0;
}

int tyc_tpl_finish(tyc_pctx *px, tyc_node *tpl, int flush_heredoc)
{
    if (flush_heredoc && flush(px, tpl) != 0)
        return -1;
    return finish_list(px, tpl, tpl->nbeg);
}
