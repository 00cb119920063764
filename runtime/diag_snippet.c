/*
** diag_snippet.c: the source part of a rendered diagnostic, computed as Terraform's
** viewsjson.NewDiagnostic does (highlight and snippet ranges, whole overlapping lines, the
** "in <block>" context via hcled.ContextString), plus the FILE:L,C-C range format.
*/
#include "ast.h"
#include "diag_render.h"
#include "str.h"

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

/* ---- hcled.ContextString ---- */

/* Native syntax: the first top-level block whose range (type word to closing brace)
** contains off. */
static int native_context(tyc_buf *b, const tyc_node *body, int64_t off)
{
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *k = body->kids[i];
        if (!k || k->kind != TYC_N_BLOCK)
            continue;
        int64_t beg = k->nend > k->nbeg ? k->nbeg : k->beg;
        int64_t end = k->aend > k->abeg ? k->aend : k->end;
        if (off < beg || off >= end)
            continue;
        tyc_buf_add(b, k->text ? k->text : "", k->text ? k->tlen : 0);
        for (uint32_t j = 1; j < k->n; j++) {
            const tyc_node *l = k->kids[j];
            tyc_buf_addc(b, ' ');
            tyc_buf_goquote(b, l && l->text ? l->text : "", l && l->text ? l->tlen : 0);
        }
        return 1;
    }
    return 0;
}

static int is_container(const tyc_node *v)
{
    return v && (v->kind == TYC_N_OBJECT || v->kind == TYC_N_TUPLE);
}

/* One JSON navigation step: the child of nd containing off (an object or array value), its
** property name (*name, *nlen) or index (*idx, with *name NULL). */
static const tyc_node *json_step(const tyc_node *nd, int64_t off, const char **name,
                                 size_t *nlen, uint32_t *idx)
{
    int body = nd->kind == TYC_N_BODY, obj = nd->kind == TYC_N_OBJECT;
    uint32_t step = obj ? 2 : 1;
    for (uint32_t i = obj ? 1 : 0; i < nd->n; i += step) {
        const tyc_node *v = body ? (nd->kids[i] && nd->kids[i]->n ? nd->kids[i]->kids[0] : NULL)
                                 : nd->kids[i];
        if (!is_container(v) || off < v->beg || off >= v->end)
            continue;
        *name = NULL;
        *idx = obj ? i / 2 : i;
        if (body) {
            *name = nd->kids[i]->text;
            *nlen = nd->kids[i]->tlen;
        } else if (obj) {
            const tyc_node *key = nd->kids[i - 1];
            while (key && key->kind == TYC_N_OBJKEY && key->n)
                key = key->kids[0];
            *name = key && key->text ? key->text : "";
            *nlen = key && key->text ? key->tlen : 0;
        }
        return v;
    }
    return NULL;
}

/* JSON syntax: the path of nested objects/arrays containing off, e.g. `a.b[0]`. */
static int json_context(tyc_buf *b, const tyc_node *root, int64_t off)
{
    int any = 0;
    const tyc_node *nd = root;
    while (nd) {
        const char *name;
        size_t nlen = 0;
        uint32_t idx;
        nd = json_step(nd, off, &name, &nlen, &idx);
        if (!nd)
            break;
        if (name) {
            if (any)
                tyc_buf_addc(b, '.');
            tyc_buf_add(b, name, nlen);
        } else {
            tyc_buf_addf(b, "[%u]", (unsigned)idx);
        }
        any = 1;
    }
    return any;
}

int tyc_context_string(tyc_buf *b, const tyc_node *body, int64_t off)
{
    if (!body)
        return 0;
    if (body->kind == TYC_N_BODY && !(body->flags & TYC_NF_JSON))
        return native_context(b, body, off);
    if (body->kind == TYC_N_BODY || is_container(body))
        return json_context(b, body, off);
    return 0;
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
    if (src->body)
        s->has_context = tyc_context_string(&s->context, src->body, (int64_t)s->start.byte - 1);
    int64_t cstart = collect_lines(s, src, snip.s.byte, snip.e.byte);
    int64_t clen = (int64_t)s->code.len;
    int64_t hs = (int64_t)s->start.byte - cstart;
    int64_t he = hs + ((int64_t)s->end.byte - (int64_t)s->start.byte);
    s->hl_start = (size_t)clamp(hs, clen);
    s->hl_end = (size_t)clamp(he, clen);
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
