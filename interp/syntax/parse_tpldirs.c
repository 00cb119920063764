/* SPDX-License-Identifier: Apache-2.0 */
/*
** parse_tpldirs.c: the diagnostics of a quoted template whose control directives do not
** balance, as hclsyntax's template parser gives them. hcl first reads all of the template's
** parts, then walks them recursively (an if or for directive takes parts up to its own end
** directive; a wrong end directive ends it with an error and the walk goes on at the outer
** level; the end of the template ends every open directive with an error each). Here the
** directives of the template are scanned from its text and walked the same way: for a whole
** quoted template, and for one whose parts stop early (at the end of the file, or at a quoted
** template's newline), with hcl's end token where its recovery stopped.
*/
#include "interp/syntax/parse_diag.h"

#include <string.h>

#include "runtime/base/str.h"

enum { D_IF = 1, D_FOR, D_ELSE, D_ENDIF, D_ENDFOR, D_END };

typedef struct dtok {
    int kind;
    uint32_t beg, end; /* the %{ ... } sequence, or the closing quote for D_END */
    uint32_t dend;     /* where hcl's token for it ends (an else, endif or endfor's: at the
                       ** end of the token after its keyword) */
} dtok;

typedef struct walk {
    tyc_arena *a;
    const tyc_source *src;
    tyc_diags *d;
    const char *t;
    uint32_t n;
    dtok *v;
    uint32_t nv, cap, pos;
    int err;
    int nl_in; /* a quoted template goes on past a newline (after hcl's TokenQuotedNewline) */
    uint32_t kw_end; /* sequence(): after a `for` keyword */
    uint32_t dir_end; /* sequence(): an else, endif or endfor's range end */
} walk;

static uint32_t skip_quoted(walk *w, uint32_t i, int collect);

/* From i inside an expression (after `${` or `%{`), the offset of the `}` that closes it,
** or n when the text ends first. Nested quoted templates are skipped whole. */
static uint32_t skip_expr(walk *w, uint32_t i)
{
    int depth = 0;
    while (i < w->n) {
        char c = w->t[i];
        if (c == '"') {
            i = skip_quoted(w, i, 0);
            if (i >= w->n)
                return w->n;
            i++;
            continue;
        }
        if (c == '{' || c == '(' || c == '[')
            depth++;
        else if (c == ')' || c == ']')
            depth--;
        else if (c == '}' && depth-- == 0)
            return i;
        i++;
    }
    return w->n;
}

/* The directive keyword at w->t[i..]: one of D_IF ... D_ENDFOR, or 0. */
static int keyword(const walk *w, uint32_t i)
{
    static const struct { const char *s; int k; } kws[] = {
        {"if", D_IF}, {"for", D_FOR}, {"else", D_ELSE}, {"endif", D_ENDIF},
        {"endfor", D_ENDFOR}};
    uint32_t j = i;
    while (j < w->n && (w->t[j] == '_' || w->t[j] == '-' ||
                        ((w->t[j] | 0x20) >= 'a' && (w->t[j] | 0x20) <= 'z') ||
                        (w->t[j] >= '0' && w->t[j] <= '9')))
        j++;
    for (size_t k = 0; k < sizeof kws / sizeof kws[0]; k++)
        if (strlen(kws[k].s) == j - i && memcmp(w->t + i, kws[k].s, j - i) == 0)
            return kws[k].k;
    return 0;
}

static void push(walk *w, int kind, uint32_t beg, uint32_t end, uint32_t dend)
{
    if (w->nv == w->cap) {
        uint32_t cap = w->cap ? w->cap * 2 : 16;
        dtok *v = TYC_NEWN(w->a, dtok, cap);
        if (!v) {
            w->err = 1;
            return;
        }
        if (w->nv)
            memcpy(v, w->v, w->nv * sizeof *v);
        w->v = v;
        w->cap = cap;
    }
    w->v[w->nv++] = (dtok){kind, beg, end, dend};
}

/* The `${` or `%{` sequence at w->t[i]: the offset of its closing `}` (w->n when the text
** ends first); *kw the directive keyword of a `%{` (0: none), and w->kw_end the end of
** that keyword. */
static uint32_t sequence(walk *w, uint32_t i, int *kw)
{
    uint32_t j = i + 2;
    *kw = 0;
    if (w->t[i] == '%') {
        if (j < w->n && w->t[j] == '~')
            j++;
        while (j < w->n && (w->t[j] == ' ' || w->t[j] == '\t'))
            j++;
        *kw = keyword(w, j);
        w->kw_end = j + (*kw == D_FOR ? 3 : 0);
    }
    uint32_t e = skip_expr(w, j);
    if (*kw == D_ELSE || *kw == D_ENDIF || *kw == D_ENDFOR) {
        /* (hcl's end directive token runs to the end of the token after its keyword) */
        uint32_t k = j + (*kw == D_ELSE ? 4 : *kw == D_ENDIF ? 5 : 6);
        w->dir_end = e >= w->n ? e + 1 : tyc_parse_end_directive_end(w->t, e + 1, k);
    }
    return e;
}

/* Scans the quoted template whose opening quote is at q; returns the offset of its closing
** quote (n when there is none). With collect, the template's directives are pushed to w. */
static uint32_t skip_quoted(walk *w, uint32_t q, int collect)
{
    uint32_t i = q + 1;
    while (i < w->n) {
        char c = w->t[i];
        if (c == '"')
            return i;
        if (c == '\n' && !w->nl_in)
            return w->n;
        if (c == '\\') {
            i += 2;
            continue;
        }
        if ((c == '$' || c == '%') && i + 2 < w->n && w->t[i + 1] == c && w->t[i + 2] == '{') {
            i += 3;
            continue;
        }
        if ((c == '$' || c == '%') && i + 1 < w->n && w->t[i + 1] == '{') {
            int kw;
            uint32_t e = sequence(w, i, &kw);
            if (e >= w->n)
                return w->n;
            if (collect && kw)
                push(w, kw, i, e + 1, kw == D_IF || kw == D_FOR ? e + 1 : w->dir_end);
            i = e + 1;
            continue;
        }
        i++;
    }
    return w->n;
}

static int diag(walk *w, uint32_t b, uint32_t e, const char *sum, const char *det)
{
    if (!tyc_diag_add(w->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, w->src, b, e, sum, "%s",
                      det))
        w->err = 1;
    return 0;
}

static const char *range_of(walk *w, const dtok *d)
{
    uint32_t l1, c1, l2, c2;
    tyc_source_pos(w->src, d->beg, &l1, &c1);
    tyc_source_pos(w->src, d->end, &l2, &c2);
    char *s = l1 == l2 ? tyc_sprintf(w->a, "%s:%u,%u-%u", w->src->name, l1, c1, c2)
                       : tyc_sprintf(w->a, "%s:%u,%u-%u,%u", w->src->name, l1, c1, l2,
                                     c2);
    if (!s)
        w->err = 1;
    return s ? s : "";
}

static const char *name_of(int k)
{
    return k == D_ELSE ? "else" : k == D_ENDIF ? "endif" : "endfor";
}

static void parse_part(walk *w, uint32_t depth);

/* hcl's parseIf / parseFor from the opening directive at w->v[w->pos]. */
static void parse_block(walk *w, uint32_t depth)
{
    const dtok *open = &w->v[w->pos++];
    int is_if = open->kind == D_IF, in_else = 0;
    for (;;) {
        const dtok *d = &w->v[w->pos];
        if (d->kind == D_END) {
            char *det = tyc_sprintf(w->a, "The %s directive at %s is missing its "
                                    "corresponding end%s directive.", is_if ? "if" : "for",
                                    range_of(w, open), is_if ? "if" : "for");
            if (!det)
                w->err = 1;
            else
                diag(w, d->beg, d->end, "Unexpected end of template", det);
            return;
        }
        if (d->kind == D_IF || d->kind == D_FOR) {
            parse_part(w, depth + 1);
            continue;
        }
        w->pos++;
        if (is_if && d->kind == D_ELSE && !in_else) {
            in_else = 1;
            continue;
        }
        if ((is_if && d->kind == D_ENDIF) || (!is_if && d->kind == D_ENDFOR))
            return;
        const char *det;
        if (!is_if && d->kind == D_ELSE)
            det = "An else clause is not expected for a for directive.";
        else if (!is_if)
            det = tyc_sprintf(w->a, "Expecting an endfor directive corresponding to the "
                              "for directive at %s.", range_of(w, open));
        else if (d->kind == D_ELSE)
            det = tyc_sprintf(w->a, "Already in the else clause for the if started at %s.",
                              range_of(w, open));
        else
            det = tyc_sprintf(w->a, "Expecting an endif directive for the if started at %s.",
                              range_of(w, open));
        char *sum = tyc_sprintf(w->a, "Unexpected %s directive", name_of(d->kind));
        if (!det || !sum)
            w->err = 1;
        else
            diag(w, d->beg, d->dend, sum, det);
        return;
    }
}

/* hcl's templateParser.parseExpr at w->v[w->pos] (never the end). */
static void parse_part(walk *w, uint32_t depth)
{
    const dtok *d = &w->v[w->pos];
    if (w->err)
        return;
    if (depth > 1000) { /* bounded recursion: the rest is left unreported */
        w->pos = w->nv - 1;
        return;
    }
    if (d->kind == D_IF || d->kind == D_FOR) {
        parse_block(w, depth);
        return;
    }
    w->pos++;
    char *sum = tyc_sprintf(w->a, "Unexpected %s directive", name_of(d->kind));
    if (!sum)
        w->err = 1;
    else
        diag(w, d->beg, d->dend, sum, "The control directives within this template are "
             "unbalanced.");
}

/* hcl's template parts reader, before the walk: the first else, endif or endfor sequence of
** the template (its body from `body`) with anything but its closing brace after its keyword
** is "Extra characters in ... marker" (the later ones come in its recovery: silent). 0, or
** -1 on OOM. */
static int extra_after(walk *w, uint32_t body)
{
    for (uint32_t k = 0; k < w->nv; k++) {
        const dtok *d = &w->v[k];
        if (d->kind != D_ELSE && d->kind != D_ENDIF && d->kind != D_ENDFOR)
            continue;
        uint32_t i = d->beg + 2;
        i += i < d->end && w->t[i] == '~';
        while (i < d->end && (w->t[i] == ' ' || w->t[i] == '\t'))
            i++;
        i += d->kind == D_ELSE ? 4 : d->kind == D_ENDIF ? 5 : 6;
        while (i < d->end && (w->t[i] == ' ' || w->t[i] == '\t'))
            i++;
        if (w->t[i] == '}' || (w->t[i] == '~' && i + 1 < d->end && w->t[i + 1] == '}'))
            continue;
        uint32_t j = tyc_parse_token_end(w->t, w->n, i);
        char *sum = tyc_sprintf(w->a, "Extra characters in %s marker", name_of(d->kind));
        tyc_diag *g = sum ? tyc_diag_add(w->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, w->src, i, j,
                                         sum, "%s", TYC_D_EXTRA_CHARS)
                          : NULL;
        if (!g)
            return -1;
        g->context = (tyc_range){w->src, body, j, 0};
        return 0;
    }
    return 0;
}

int tyc_parse_tpl_directives(tyc_pctx *px, uint32_t q)
{
    walk w = {px->a, px->src, px->d, px->text, px->src->len, NULL, 0, 0, 0, 0, 0, 0};
    if (q >= w.n || w.t[q] != '"')
        return -1;
    uint32_t close = skip_quoted(&w, q, 1);
    if (close >= w.n || w.err)
        return w.err ? TYCON_ERR_NOMEM : -1;
    push(&w, D_END, close, close + 1, close + 1);
    if (w.err)
        return TYCON_ERR_NOMEM;
    uint32_t before = px->d->nerrors;
    while (!w.err && w.v[w.pos].kind != D_END)
        parse_part(&w, 0);
    if (w.err || (px->d->nerrors > before && extra_after(&w, q + 1) < 0))
        return TYCON_ERR_NOMEM;
    if (px->d->nerrors == before)
        return -1;
    /* (hcl's parser reads on past the template: the read after goes without its directives) */
    if ((px->tpl_dirs = TYC_NEWN(px->a, uint32_t, 2 * w.nv)) != NULL) {
        px->ntpl_dirs = 0;
        for (uint32_t i = 0; i < w.nv; i++)
            if (w.v[i].kind != D_END) {
                px->tpl_dirs[2 * px->ntpl_dirs] = w.v[i].beg;
                px->tpl_dirs[2 * px->ntpl_dirs++ + 1] = w.v[i].end;
            }
    }
    return TYCON_ERR_SYNTAX;
}

/* 1 when a for directive's head from w->t[j] (after its keyword) is whole up to its `in`:
** hcl drops a for directive whose names fail (it recovers to the sequence's end). */
static int for_head_ok(const walk *w, uint32_t j)
{
    for (int names = 0, comma = 0;; names++) {
        while (j < w->n && (w->t[j] == ' ' || w->t[j] == '\t'))
            j++;
        uint32_t b = j;
        while (j < w->n && (w->t[j] == '_' || w->t[j] == '-' || (unsigned char)w->t[j] >= 0x80 ||
                            ((w->t[j] | 0x20) >= 'a' && (w->t[j] | 0x20) <= 'z') ||
                            (w->t[j] >= '0' && w->t[j] <= '9')))
            j++;
        if (j == b)
            return 0;
        if (names && !comma && j - b == 2 && !memcmp(w->t + b, "in", 2))
            return 1;
        comma = 0;
        if (names == 2)
            return 0;
        while (j < w->n && (w->t[j] == ' ' || w->t[j] == '\t'))
            j++;
        if (names == 0 && j < w->n && w->t[j] == ',')
            j++, comma = 1;
    }
}

/* Collects the directives of a template that runs to the end of the text from its body's
** start i (quoted: a backslash escapes, a newline does not end it; else a heredoc's body).
** A directive the end cuts ends at cut_end (hcl: the token after what it read). */
static void collect_to_end(walk *w, uint32_t i, int quoted, uint32_t cut_end)
{
    while (i < w->n && !w->err) {
        char c = w->t[i];
        if (quoted && c == '\\') {
            i += 2;
            continue;
        }
        if ((c == '$' || c == '%') && i + 2 < w->n && w->t[i + 1] == c && w->t[i + 2] == '{') {
            i += 3;
            continue;
        }
        if (!((c == '$' || c == '%') && i + 1 < w->n && w->t[i + 1] == '{')) {
            i++;
            continue;
        }
        int kw;
        uint32_t e = sequence(w, i, &kw);
        if (kw == D_FOR && !for_head_ok(w, w->kw_end))
            kw = 0;
        if (kw) /* (hcl's directive token runs to the token after it: the end here) */
            push(w, kw, i, e >= w->n ? cut_end : e + 1,
                 e >= w->n ? cut_end : kw == D_IF || kw == D_FOR ? e + 1 : w->dir_end);
        if (e >= w->n)
            return;
        i = e + 1;
    }
}

int tyc_tpl_dirs_unclosed(tyc_arena *a, const tyc_source *src, tyc_diags *d, const char *t,
                          uint32_t body, uint32_t stop, int quoted, uint32_t eb, uint32_t ee,
                          uint32_t cut_end)
{
    walk w = {a, src, d, t, stop, NULL, 0, 0, 0, 0, 0, 0};
    collect_to_end(&w, body, quoted, cut_end);
    push(&w, D_END, eb, ee, ee);
    uint32_t before = d->nerrors;
    while (!w.err && w.v[w.pos].kind != D_END)
        parse_part(&w, 0);
    if (w.err)
        return TYCON_ERR_NOMEM;
    return d->nerrors == before ? -1 : TYCON_ERR_SYNTAX;
}

int tyc_tpl_dirs_newline(tyc_arena *a, const tyc_source *src, tyc_diags *d, const char *t,
                         uint32_t body, uint32_t nl)
{
    walk w = {a, src, d, t, src->len, NULL, 0, 0, 0, 0, 1, 0};
    uint32_t q = skip_quoted(&w, nl - 1, 0); /* (from the newline on) */
    return tyc_tpl_dirs_unclosed(a, src, d, t, body, nl, 1, q, q < src->len ? q + 1 : q, nl);
}
