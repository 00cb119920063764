/* SPDX-License-Identifier: Apache-2.0 */
/*
** lsp_scan.c: a tolerant scanner of tfvars text (native or JSON syntax) that tells where a
** cursor is: the value path (variable name, attribute names, element indexes), whether a key
** or a value goes there, the word under the cursor, and the keys already set beside it. It
** never fails on broken text (an editor buffer is mostly mid-edit): brackets, strings,
** heredocs and comments are tracked lexically in one pass.
*/
#include "interp/lsp/lsp_int.h"

enum { F_BODY = LSP_FR_BODY, F_OBJ = LSP_FR_OBJ, F_TUP = LSP_FR_TUP, F_PAREN = LSP_FR_PAREN };

typedef struct frame {
    uint8_t kind;
    uint8_t value;         /* after `=` / `:` (BODY, OBJ) */
    uint32_t index;        /* TUP: element number */
    tyc_str key;           /* the key being set (BODY, OBJ, value != 0) */
    uint32_t nkeys;        /* keys vector length when the frame was opened */
    uint32_t open;         /* the offset of its bracket */
} frame;

typedef struct scan {
    tyc_arena *a;
    const char *t;
    uint32_t len;
    int json;
    frame *st;
    uint32_t depth, cap;
    tyc_str last;          /* the last identifier or string token */
    uint32_t lbeg, lend;
    int have_last;
    lsp_key *keys;         /* keys set in the open frames (truncated when frames close) */
    uint32_t nkeys, kcap;
    int collect_top;       /* only record top-level keys (lsp_scan_keys) */
    uint32_t stop_depth;   /* phase 2: stop when the frame at this depth closes (0: never) */
    int stopped;
    uint32_t overflow;     /* brackets opened beyond MAX_FRAMES (not tracked) */
} scan;

#define MAX_FRAMES 4096

static int push(scan *s, int kind, uint32_t open)
{
    if (s->overflow || s->depth >= MAX_FRAMES) {
        s->overflow++;
        return 0;
    }
    if (s->depth == s->cap) {
        uint32_t nc = s->cap ? s->cap * 2 : 16;
        frame *n = TYC_NEWN(s->a, frame, nc);
        if (!n)
            return -1;
        if (s->depth)
            memcpy(n, s->st, sizeof *n * s->depth);
        s->st = n;
        s->cap = nc;
    }
    s->st[s->depth++] = (frame){(uint8_t)kind, 0, 0, {NULL, 0}, s->nkeys, open};
    return 0;
}

static void pop(scan *s)
{
    if (s->overflow) {
        s->overflow--;
        return;
    }
    if (s->stop_depth && s->depth <= s->stop_depth) {
        s->stopped = 1;
        return;
    }
    if (s->depth > 1 || (s->json && s->depth > 0)) {
        if (!s->collect_top) /* keys of a closed object are no siblings of the cursor */
            s->nkeys = s->st[s->depth - 1].nkeys;
        s->depth--;
    }
}

static int add_key(scan *s, tyc_str name, uint32_t beg, uint32_t end)
{
    if (s->collect_top && s->depth != 1)
        return 0;
    if (s->nkeys == s->kcap) {
        uint32_t nc = s->kcap ? s->kcap * 2 : 16;
        lsp_key *n = TYC_NEWN(s->a, lsp_key, nc);
        if (!n)
            return -1;
        if (s->nkeys)
            memcpy(n, s->keys, sizeof *n * s->nkeys);
        s->keys = n;
        s->kcap = nc;
    }
    s->keys[s->nkeys++] = (lsp_key){name, beg, end};
    return 0;
}

static int is_id(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c == '-' || (unsigned char)c >= 0x80;
}

/* The end of a quoted string starting at i (the quote), interpolations skipped. */
static uint32_t skip_string(const scan *s, uint32_t i)
{
    i++;
    int depth = 0;
    while (i < s->len) {
        char c = s->t[i];
        if (c == '\\' && i + 1 < s->len) {
            i += 2;
            continue;
        }
        if (!s->json && (c == '$' || c == '%') && i + 1 < s->len && s->t[i + 1] == '{') {
            depth++;
            i += 2;
            continue;
        }
        if (depth && c == '}')
            depth--;
        else if (!depth && c == '"')
            return i + 1;
        else if (!depth && c == '\n')
            return i; /* an unterminated string ends at the line */
        i++;
    }
    return i;
}

/* The end of a heredoc whose `<<` is at i, or i + 2 when it is not one. */
static uint32_t skip_heredoc(const scan *s, uint32_t i)
{
    uint32_t j = i + 2;
    if (j < s->len && s->t[j] == '-')
        j++;
    uint32_t nb = j;
    while (j < s->len && is_id(s->t[j]))
        j++;
    if (j == nb)
        return i + 2;
    tyc_str tag = {s->t + nb, j - nb};
    while (j < s->len && s->t[j] != '\n')
        j++;
    while (j < s->len) {
        uint32_t ls = ++j; /* the start of the next line */
        while (ls < s->len && (s->t[ls] == ' ' || s->t[ls] == '\t'))
            ls++;
        uint32_t le = ls;
        while (le < s->len && s->t[le] != '\n')
            le++;
        uint32_t te = le;
        while (te > ls && (s->t[te - 1] == '\r' || s->t[te - 1] == ' '))
            te--;
        if (te - ls == tag.len && !memcmp(s->t + ls, tag.p, tag.len))
            return le;
        j = le;
    }
    return s->len;
}

/* A key was assigned: the last token names it. */
static int assign(scan *s)
{
    frame *f = &s->st[s->depth - 1];
    f->value = 1;
    f->key = s->have_last ? s->last : (tyc_str){"", 0};
    if (s->have_last && add_key(s, s->last, s->lbeg, s->lend) < 0)
        return -1;
    s->have_last = 0;
    return 0;
}

static void end_item(scan *s)
{
    frame *f = &s->st[s->depth - 1];
    f->value = 0;
    f->key = (tyc_str){NULL, 0};
    s->have_last = 0;
}

/* Skips blanks (and, when nl, newlines) from i. */
static uint32_t blanks(const scan *s, uint32_t i, int nl)
{
    while (i < s->len && (s->t[i] == ' ' || s->t[i] == '\t' || s->t[i] == '\r' ||
                          (nl && s->t[i] == '\n')))
        i++;
    return i;
}

/* 1 when the token ending at i is followed by `=` (not `==` / `=>`) or `:`. */
static int followed_by_assign(const scan *s, uint32_t i)
{
    i = blanks(s, i, s->json);
    if (i >= s->len)
        return 0;
    if (s->t[i] == ':')
        return 1;
    return s->t[i] == '=' && !(i + 1 < s->len && (s->t[i + 1] == '=' || s->t[i + 1] == '>'));
}

/* Runs the scanner up to off (the whole text when off > len); at a word containing or
** ending at off, stops before it and describes it in *w (wbeg == wend == off when none). */
static int run(scan *s, uint32_t start, uint32_t off, lsp_cursor *w)
{
    if (!start && !s->json && push(s, F_BODY, 0) < 0)
        return -1;
    uint32_t i = start;
    if (w) {
        w->wbeg = w->wend = off;
        w->word = (tyc_str){"", 0};
    }
    while (i < s->len && i <= off && !s->stopped) {
        char c = s->t[i];
        frame *f = s->depth ? &s->st[s->depth - 1] : NULL;
        if (i == off && !(w && (c == '"' || is_id(c))))
            break;
        if (c == ' ' || c == '\t' || c == '\r') {
            i++;
            continue;
        }
        if (c == '#' || (c == '/' && i + 1 < s->len && s->t[i + 1] == '/')) {
            while (i < s->len && s->t[i] != '\n')
                i++;
            continue;
        }
        if (c == '/' && i + 1 < s->len && s->t[i + 1] == '*') {
            i += 2;
            while (i + 1 < s->len && !(s->t[i] == '*' && s->t[i + 1] == '/'))
                i++;
            i = i + 2 < s->len ? i + 2 : s->len;
            continue;
        }
        if (c == '"' || is_id(c)) {
            uint32_t e = c == '"' ? skip_string(s, i) : i;
            if (c != '"')
                while (e < s->len && is_id(s->t[e]))
                    e++;
            if (w && e >= off) { /* the word at the cursor */
                w->wbeg = i;
                w->wend = e;
                w->wstring = c == '"';
                uint32_t cb = c == '"' ? i + 1 : i;
                uint32_t ce = c == '"' && e > cb && s->t[e - 1] == '"' && e - 1 >= cb ? e - 1 : e;
                w->word = (tyc_str){s->t + cb, ce - cb};
                w->wkey = followed_by_assign(s, e);
                return 0;
            }
            s->last = c == '"' ? (tyc_str){s->t + i + 1, e > i + 1 && s->t[e - 1] == '"' ? e - i - 2 : e - i - 1}
                               : (tyc_str){s->t + i, e - i};
            s->lbeg = i;
            s->lend = e;
            s->have_last = 1;
            i = e;
            continue;
        }
        if (c == '<' && i + 1 < s->len && s->t[i + 1] == '<' && !s->json) {
            i = skip_heredoc(s, i);
            continue;
        }
        if (!f) { /* JSON before the root object */
            if (c == '{' && push(s, F_BODY, i) < 0)
                return -1;
            i++;
            continue;
        }
        switch (c) {
        case '\n':
            if (!s->json && (f->kind == F_BODY || f->kind == F_OBJ) && f->value)
                end_item(s);
            break;
        case ',':
            if (f->kind == F_TUP)
                f->index++;
            else if (f->kind == F_BODY || f->kind == F_OBJ)
                end_item(s);
            break;
        case '=':
        case ':':
            if ((f->kind == F_BODY || f->kind == F_OBJ) && !f->value &&
                !(c == '=' && i + 1 < s->len && (s->t[i + 1] == '=' || s->t[i + 1] == '>')) &&
                assign(s) < 0)
                return -1;
            if (c == '=' && i + 1 < s->len && (s->t[i + 1] == '=' || s->t[i + 1] == '>'))
                i++;
            break;
        case '{':
            /* `name {` or `type "label" {`: a block (.tf); the last word names it beside the
               arguments */
            if ((f->kind == F_BODY || f->kind == F_OBJ) && !f->value && s->have_last &&
                add_key(s, s->last, s->lbeg, s->lend) < 0)
                return -1;
            if (push(s, F_OBJ, i) < 0)
                return -1;
            break;
        case '[':
            if (push(s, F_TUP, i) < 0)
                return -1;
            break;
        case '(':
            if (push(s, F_PAREN, i) < 0)
                return -1;
            break;
        case '}':
        case ']':
        case ')':
            pop(s);
            break;
        default:
            break;
        }
        s->have_last = 0;
        i++;
    }
    return 0;
}

int lsp_scan(tyc_arena *a, const char *text, uint32_t len, uint32_t off, int json,
             lsp_cursor *out)
{
    scan s = {0};
    s.a = a;
    s.t = text;
    s.len = len;
    s.json = json;
    memset(out, 0, sizeof *out);
    if (off > len)
        off = len;
    if (run(&s, 0, off, out) < 0)
        return -1;
    out->where = CUR_NONE;
    if (!s.depth)
        return 0;
    lsp_step *steps = TYC_NEWN(a, lsp_step, s.depth + 1);
    if (!steps)
        return -1;
    uint32_t n = 0;
    int opaque = 0;
    for (uint32_t k = 0; k < s.depth; k++) {
        const frame *f = &s.st[k];
        if (f->kind == F_PAREN)
            opaque = 1;
        else if (f->kind == F_TUP)
            steps[n++] = (lsp_step){STEP_INDEX, {NULL, 0}, f->index};
        else if (f->value)
            steps[n++] = (lsp_step){STEP_NAME, f->key, 0};
    }
    const frame *top = &s.st[s.depth - 1];
    if (opaque || s.overflow)
        out->where = CUR_OPAQUE;
    else if (top->kind == F_TUP || top->value)
        out->where = CUR_VALUE;
    else
        out->where = top->kind == F_BODY ? CUR_TOPKEY : CUR_KEY;
    out->steps = steps;
    out->nsteps = n;
    if (!(out->frames = TYC_NEWN(a, lsp_frame, s.depth)))
        return -1;
    for (uint32_t k = 0; k < s.depth; k++)
        out->frames[k] = (lsp_frame){s.st[k].kind, s.st[k].value, s.st[k].key, s.st[k].open};
    out->nframes = s.depth;
    /* phase 2: the keys set after the cursor in the same object (or body) are siblings too */
    uint32_t first = top->nkeys, depth = s.depth;
    s.stop_depth = depth;
    s.have_last = 0;
    if (run(&s, out->wend > off ? out->wend : off, len + 1, NULL) < 0)
        return -1;
    out->siblings = s.keys + first;
    out->nsiblings = s.nkeys - first;
    return 0;
}

int lsp_scan_keys(tyc_arena *a, const char *text, uint32_t len, int json, lsp_key **keys,
                  uint32_t *n)
{
    scan s = {0};
    s.a = a;
    s.t = text;
    s.len = len;
    s.json = json;
    s.collect_top = 1;
    if (run(&s, 0, len + 1, NULL) < 0)
        return -1;
    *keys = s.keys;
    *n = s.nkeys;
    return 0;
}
