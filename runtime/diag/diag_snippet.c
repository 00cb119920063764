/* SPDX-License-Identifier: Apache-2.0 */
/*
** diag_snippet.c: the source part of a rendered diagnostic, computed as Terraform's
** viewsjson.NewDiagnostic does (highlight and snippet ranges, whole overlapping lines, the
** "in <block>" context from the source's context callback), plus the FILE:L,C-C range format.
*/
#include "runtime/diag/diag_render.h"
#include "runtime/base/str.h"

static tyc_pos pos_of(const tyc_source *src, uint32_t off)
{
    tyc_pos p;
    tyc_source_pos(src, off, &p.line, &p.col);
    p.byte = off;
    return p;
}

void tyc_range_buf(tyc_buf *b, const tyc_range *r)
{
    tyc_pos s = pos_of(r->src, r->beg), e = pos_of(r->src, r->end);
    const char *name = r->src && r->src->name ? r->src->name : "";
    if (s.line == e.line)
        tyc_buf_addf(b, "%s:%u,%u-%u", name, s.line, s.col, e.col);
    else
        tyc_buf_addf(b, "%s:%u,%u-%u,%u", name, s.line, s.col, e.line, e.col);
}


/* ---- the snippet ---- */

typedef struct prange {
    tyc_pos s, e;
} prange;

static int rempty(prange r)
{
    return r.s.byte == r.e.byte;
}

/* hcl.RangeOver */
static prange range_over(prange a, prange b)
{
    if (rempty(a))
        return b;
    if (rempty(b))
        return a;
    prange r;
    r.s = a.s.byte < b.s.byte ? a.s : b.s;
    r.e = a.e.byte > b.e.byte ? a.e : b.e;
    return r;
}

static int contains(int64_t beg, int64_t end, int64_t off)
{
    return off >= beg && off < end;
}

/* hcl.Range.Overlaps for a line [ls, le) and the snippet [sb, se). */
static int overlaps(int64_t ls, int64_t le, int64_t sb, int64_t se)
{
    if (ls == le || sb == se)
        return 0;
    return contains(ls, le, sb) || contains(ls, le, se) || contains(sb, se, ls) ||
           contains(sb, se, le);
}

/* Collects the lines overlapping [sb, se) into s->code; returns the first one's start. */
static int64_t collect_lines(tyc_snippet *s, const tyc_source *src, int64_t sb, int64_t se)
{
    const char *t = src->text;
    int64_t len = src->len, first = -1;
    int64_t ls = sb < len ? sb : len;
    while (ls > 0 && t[ls - 1] != '\n')
        ls--;
    while (ls < len && ls <= se) {
        const char *nl = memchr(t + ls, '\n', (size_t)(len - ls));
        int64_t next = nl ? nl - t + 1 : len;
        int64_t le = nl ? nl - t : len;
        if (le > ls && t[le - 1] == '\r')
            le--;
        if (overlaps(ls, le, sb, se)) {
            if (first < 0)
                first = ls;
            tyc_buf_add(&s->code, t + ls, (size_t)(le - ls));
            tyc_buf_addc(&s->code, '\n');
        }
        ls = next;
    }
    if (s->code.len)
        s->code.len--;
    return first < 0 ? 0 : first;
}

static int64_t clamp(int64_t v, int64_t hi)
{
    return v < 0 ? 0 : v > hi ? hi : v;
}

static int sort_values(tyc_snippet *s, tyc_arena *a, const tyc_diag *d)
{
    if (!d->nvalues)
        return 0;
    const tyc_diag_value **v = TYC_NEWN(a, const tyc_diag_value *, d->nvalues);
    const tyc_diag_value **t = TYC_NEWN(a, const tyc_diag_value *, d->nvalues);
    if (!v || !t)
        return -1;
    uint32_t n = d->nvalues;
    for (uint32_t i = 0; i < n; i++)
        v[i] = &d->values[i];
    for (uint32_t w = 1; w < n; w *= 2) {
        for (uint32_t lo = 0; lo < n; lo += 2 * w) {
            uint32_t mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
            uint32_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi)
                t[k++] = strcmp(v[j]->traversal, v[i]->traversal) < 0 ? v[j++] : v[i++];
            while (i < mid)
                t[k++] = v[i++];
            while (j < hi)
                t[k++] = v[j++];
        }
        memcpy(v, t, sizeof *v * n);
    }
    s->values = v;
    s->nvalues = n;
    return 0;
}

/* The code, highlight offsets, context and values, for a source with text. */
static int build_code(tyc_snippet *s, tyc_arena *a, const tyc_diag *d, prange snip)
{
    const tyc_source *src = d->subject.src;
    s->has_code = 1;
    s->start_line = snip.s.line;
    if (src->body && src->context)
        s->has_context = src->context(&s->context, src->body, (int64_t)s->start.byte - 1);
    int64_t cstart = collect_lines(s, src, snip.s.byte, snip.e.byte);
    int64_t clen = (int64_t)s->code.len;
    int64_t hs = (int64_t)s->start.byte - cstart;
    int64_t he = hs + ((int64_t)s->end.byte - (int64_t)s->start.byte);
    s->hl_start = (size_t)clamp(hs, clen);
    s->hl_end = (size_t)clamp(he, clen);
    s->call_sig = d->call_sig;
    s->call_json = d->call_json;
    if (sort_values(s, a, d) < 0)
        return -1;
    return tyc_buf_failed(&s->code) || tyc_buf_failed(&s->context) ? -1 : 0;
}

int tyc_snippet_build(tyc_snippet *s, tyc_ctx *c, tyc_arena *a, const tyc_diag *d)
{
    memset(s, 0, sizeof *s);
    tyc_buf_init(&s->context, c);
    tyc_buf_init(&s->code, c);
    const tyc_source *src = d->subject.src;
    if (!src)
        return 0;
    s->has_range = 1;
    s->filename = src->name ? src->name : "";
    uint32_t end = d->subject.end == 0 ? d->subject.beg : d->subject.end;
    prange hl = {pos_of(src, d->subject.beg), pos_of(src, end)};
    if (d->subject.anchor1) { /* positioned by hcl from its token (see tyc_range) */
        tyc_range_pos(&d->subject, &hl.s.line, &hl.s.col, &hl.e.line, &hl.e.col);
        hl.e.byte = d->subject.beg + 1;
    }
    prange snip = hl;
    if (d->context.src == src)
        snip = (prange){pos_of(src, d->context.beg), pos_of(src, d->context.end)};
    snip = range_over(snip, hl);
    if (rempty(snip)) {
        snip.e.byte++;
        snip.e.col++;
    }
    if (rempty(hl)) {
        hl.e.byte++;
        hl.e.col++;
    }
    s->start = hl.s;
    s->end = hl.e;
    if (!src->text)
        return 0;
    return build_code(s, a, d, snip);
}

void tyc_snippet_free(tyc_snippet *s)
{
    tyc_buf_free(&s->context);
    tyc_buf_free(&s->code);
}
