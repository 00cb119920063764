/* SPDX-License-Identifier: Apache-2.0 */
/*
** diag.c: the diagnostics list, source positions and value paths.
*/
#include <stdio.h>

#include "runtime/diag/diag.h"
#include "runtime/base/str.h"

void tyc_diags_init(tyc_diags *d, tyc_arena *a)
{
    memset(d, 0, sizeof *d);
    d->arena = a;
}


/* Links g at the end of d and counts it. */
static void diag_link(tyc_diags *d, tyc_diag *g)
{
    g->next = NULL;
    if (d->tail)
        d->tail->next = g;
    else
        d->head = g;
    d->tail = g;
    d->count++;
    d->nerrors += g->severity == TYC_SEV_ERROR;
}
tyc_diag *tyc_diag_add(tyc_diags *d, int severity, int code, const tyc_source *src, uint32_t beg,
                       uint32_t end, const char *summary, const char *detailfmt, ...)
{
    tyc_diag *g = TYC_NEW(d->arena, tyc_diag);
    if (!g)
        return NULL;
    g->severity = severity;
    g->code = code;
    g->summary = tyc_strndup(d->arena, summary, strlen(summary));
    if (detailfmt) {
        va_list ap;
        va_start(ap, detailfmt);
        g->detail = tyc_vsprintf(d->arena, detailfmt, ap);
        va_end(ap);
    } else {
        g->detail = "";
    }
    if (!g->summary || !g->detail)
        return NULL;
    if (src) {
        g->subject.src = src;
        g->subject.beg = beg;
        g->subject.end = end;
    }
    diag_link(d, g);
    return g;
}

tyc_diag *tyc_diags_push_copy(tyc_diags *d, const tyc_diag *g)
{
    tyc_diag *c = TYC_NEW(d->arena, tyc_diag);
    if (c) {
        *c = *g;
        diag_link(d, c);
    }
    return c;
}

void tyc_diags_append(tyc_diags *d, const tyc_diags *src)
{
    for (const tyc_diag *g = src->head; g; g = g->next)
        if (!tyc_diags_push_copy(d, g))
            return;
}

/* 1 if a grapheme cluster boundary is certain at t[off] (line start, or two ASCII bytes that
** are not CR LF): counting clusters may restart there. */
static int safe_boundary(const char *t, uint32_t lstart, uint32_t off)
{
    if (off == lstart)
        return 1;
    unsigned char a = (unsigned char)t[off - 1], b = (unsigned char)t[off];
    return a < 0x80 && b < 0x80 && !(a == '\r' && b == '\n');
}

/* Builds s's line index in its index_arena (through const: a cache). 0, or -1 (no index). */
static int build_index(const tyc_source *s)
{
    tyc_source *w = (tyc_source *)s;
    uint32_t n = 1;
    for (const char *q = s->text; (q = memchr(q, '\n', (size_t)(s->text + s->len - q))); q++)
        n++;
    uint32_t *v = TYC_NEWN(w->index_arena, uint32_t, n);
    if (!v) {
        w->index_arena = NULL;
        return -1;
    }
    uint32_t i = 0;
    v[i++] = 0;
    for (const char *q = s->text; (q = memchr(q, '\n', (size_t)(s->text + s->len - q))); q++)
        v[i++] = (uint32_t)(q - s->text) + 1;
    w->lines = v;
    w->nlines = n;
    return 0;
}

/* Line (1-based) and line start of off, by the index. */
static void index_line(const tyc_source *s, uint32_t off, uint32_t *ln, uint32_t *lstart)
{
    uint32_t lo = 0, hi = s->nlines; /* the first line starting after off */
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (s->lines[mid] <= off)
            lo = mid + 1;
        else
            hi = mid;
    }
    *ln = lo;
    *lstart = s->lines[lo - 1];
}

#define JS_STR 1u      /* the JSON scanner is in a string */
#define JS_ESC 2u      /* ... right after a backslash */
#define JS_UNSURE 4u   /* the memo stopped inside a grapheme cluster: count again */

/* Columns hcl's JSON scanner (json/scanner.go) advances over t[from..to), starting in state
** *st: between tokens a byte is a column, a tab two, a CR none; in a string a backslash or a
** quote is a column and anything else a grapheme cluster; a control byte ends a string. */
static uint32_t json_cols(const char *t, uint32_t len, uint32_t from, uint32_t to, uint32_t *st)
{
    uint32_t cols = 0, i = from, s = *st;
    while (i < to) {
        unsigned char c = (unsigned char)t[i];
        if (!(s & JS_STR)) {
            cols += c == '\t' ? 2 : c == '\r' ? 0 : 1;
            s = c == '"' ? JS_STR : 0;
            i++;
        } else if (c == '\\') {
            s ^= JS_ESC;
            cols++, i++;
        } else if (c == '"') {
            s = (s & JS_ESC) ? JS_STR : 0;
            cols++, i++;
        } else if (c < 32) {
            s = 0; /* the string token ends before it */
        } else {
            i += (uint32_t)tyc_text_cluster_len(t + i, len - i);
            s = JS_STR;
            cols++;
        }
    }
    *st = i > to ? JS_UNSURE : s;
    return cols;
}

void tyc_source_break(tyc_arena *a, const tyc_source *s, uint32_t off)
{
    tyc_source *w = (tyc_source *)s; /* parser-filled data of a source it was given */
    if (!s->text || off == 0 || off >= s->len || (w->nbreaks && w->breaks[w->nbreaks - 1] >= off))
        return;
    unsigned char p = (unsigned char)s->text[off - 1], c = (unsigned char)s->text[off];
    if ((p < 0x80 && c < 0x80) || tyc_text_breaks_at(s->text, s->len, off))
        return;
    if (w->nbreaks == w->capbreaks) {
        uint32_t cap = w->capbreaks ? w->capbreaks * 2 : 8;
        uint32_t *v = TYC_NEWN(a, uint32_t, cap);
        if (!v)
            return;
        if (w->nbreaks)
            memcpy(v, w->breaks, sizeof *v * w->nbreaks);
        w->breaks = v;
        w->capbreaks = cap;
    }
    w->breaks[w->nbreaks++] = off;
}

/* The number of recorded breaks b with from < b < to. */
static uint32_t breaks_within(const tyc_source *s, uint32_t from, uint32_t to)
{
    uint32_t lo = 0, hi = s->nbreaks; /* first break > from */
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (s->breaks[mid] <= from)
            lo = mid + 1;
        else
            hi = mid;
    }
    uint32_t n = 0;
    while (lo + n < s->nbreaks && s->breaks[lo + n] < to)
        n++;
    return n;
}

/* The column of off on the line starting at lstart, from the memo m when it serves. */
static uint32_t column(const tyc_source *s, const struct tyc_srcpos_memo *m, uint32_t lstart,
                       uint32_t off, uint32_t *jst)
{
    const char *t = s->text;
    int from_memo = m->valid && m->off <= off && m->lstart == lstart;
    if (s->json) {
        from_memo = from_memo && !(m->jst & JS_UNSURE);
        *jst = from_memo ? m->jst : 0;
        uint32_t base = from_memo ? m->col : 1;
        return base + json_cols(t, s->len, from_memo ? m->off : lstart, off, jst);
    }
    *jst = 0;
    uint32_t from = from_memo && safe_boundary(t, lstart, m->off) ? m->off : lstart;
    uint32_t c = (from == lstart ? 1 : m->col) + (uint32_t)tyc_text_clusters(t + from, off - from);
    return s->nbreaks ? c + breaks_within(s, from, off) : c;
}

void tyc_range_pos(const tyc_range *r, uint32_t *l1, uint32_t *c1, uint32_t *l2, uint32_t *c2)
{
    if (r->anchor1 && r->src) { /* hcl json parseString: token start plus the byte offset */
        uint32_t anchor = r->anchor1 - 1;
        tyc_source_pos(r->src, anchor, l1, c1);
        *c1 += r->beg - anchor;
        *l2 = *l1;
        *c2 = *c1 + 1;
        return;
    }
    tyc_source_pos(r->src, r->beg, l1, c1);
    tyc_source_pos(r->src, r->end, l2, c2);
}

void tyc_source_pos(const tyc_source *s, uint32_t off, uint32_t *line, uint32_t *col)
{
    if (s && !s->text && s->name && !*s->name) { /* hcl's zero Range: line 0, column 0 */
        *line = 0;
        *col = off;
        return;
    }
    if (!s || !s->text) {
        *line = 1;
        *col = off + 1;
        return;
    }
    if (off > s->len)
        off = s->len;
    struct tyc_srcpos_memo *m = (struct tyc_srcpos_memo *)&s->memo; /* a cache only */
    const char *t = s->text;
    uint32_t from = 0, ln = 1, lstart = 0;
    /* the memo serves a nearby later offset; the index (when the source has one) any other */
    int near = m->valid && m->off <= off && (off - m->off < 4096 || !s->index_arena);
    if (near) {
        from = m->off;
        ln = m->line;
        lstart = m->lstart;
    }
    if (!near && s->index_arena && (s->lines || build_index(s) == 0)) {
        index_line(s, off, &ln, &lstart);
        from = off;
    }
    const char *q;
    uint32_t p = from;
    while (p < off && (q = memchr(t + p, '\n', off - p)) != NULL) {
        ln++;
        p = (uint32_t)(q - t) + 1;
        lstart = p;
    }
    uint32_t jst;
    uint32_t c = column(s, m, lstart, off, &jst);
    *m = (struct tyc_srcpos_memo){1, off, ln, lstart, c, jst};
    *line = ln;
    *col = c;
}

void tyc_path_init(tyc_path *p, tyc_arena *a)
{
    memset(p, 0, sizeof *p);
    p->arena = a;
}

static tyc_step *push(tyc_path *p)
{
    if (p->n == p->cap) {
        uint32_t cap = p->cap ? p->cap * 2 : 16;
        tyc_step *s = TYC_NEWN(p->arena, tyc_step, cap);
        if (!s)
            return NULL;
        if (p->n)
            memcpy(s, p->steps, sizeof *s * p->n);
        p->steps = s;
        p->cap = cap;
    }
    tyc_step *s = &p->steps[p->n++];
    memset(s, 0, sizeof *s);
    return s;
}

int tyc_path_push_attr(tyc_path *p, tyc_str name)
{
    tyc_step *s = push(p);
    if (!s)
        return -1;
    s->kind = TYC_STEP_ATTR;
    s->s = name;
    return 0;
}

int tyc_path_push_index(tyc_path *p, uint64_t i)
{
    tyc_step *s = push(p);
    if (!s)
        return -1;
    s->kind = TYC_STEP_INDEX_NUM;
    s->i = i;
    return 0;
}

int tyc_path_push_key(tyc_path *p, tyc_str key)
{
    tyc_step *s = push(p);
    if (!s)
        return -1;
    s->kind = TYC_STEP_INDEX_STR;
    s->s = key;
    return 0;
}

int tyc_path_push_unknown(tyc_path *p)
{
    tyc_step *s = push(p);
    if (!s)
        return -1;
    s->kind = TYC_STEP_INDEX_UNK;
    return 0;
}

void tyc_path_pop(tyc_path *p)
{
    if (p->n)
        p->n--;
}

void tyc_path_buf(tyc_buf *b, const tyc_step *steps, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        const tyc_step *s = &steps[i];
        switch (s->kind) {
        case TYC_STEP_ATTR:
            tyc_buf_addc(b, '.');
            tyc_buf_addstr(b, s->s);
            break;
        case TYC_STEP_INDEX_NUM:
            tyc_buf_addf(b, "[%llu]", (unsigned long long)s->i);
            break;
        case TYC_STEP_INDEX_STR:
            tyc_buf_addc(b, '[');
            tyc_buf_goquote(b, s->s.p, s->s.len);
            tyc_buf_addc(b, ']');
            break;
        default:
            tyc_buf_addz(b, "[...]");
            break;
        }
    }
}

int tyc_cerr_set(tyc_cerr *e, tyc_arena *a, const tyc_path *p, const char *msg)
{
    e->msg = tyc_strndup(a, msg, strlen(msg));
    e->steps = NULL;
    e->nsteps = 0;
    if (!e->msg)
        return -1;
    if (p && p->n) {
        e->steps = TYC_NEWN(a, tyc_step, p->n);
        if (!e->steps) {
            e->msg = NULL;
            return -1;
        }
        memcpy(e->steps, p->steps, sizeof *e->steps * p->n);
        e->nsteps = p->n;
    }
    return 0;
}

char *tyc_diag_nul_text(tyc_arena *a, const char *s, size_t n)
{
    size_t z = 0;
    for (size_t i = 0; i < n; i++)
        z += s[i] == 0;
    char *o = tyc_alloc_raw(a, n + z + 1);
    if (!o)
        return NULL;
    size_t w = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i]) {
            o[w++] = s[i];
        } else {
            o[w++] = '\xC0';
            o[w++] = '\x80';
        }
    }
    o[w] = 0;
    return o;
}
