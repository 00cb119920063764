/* SPDX-License-Identifier: Apache-2.0 */
/*
** api.c: the public API boundary, part 1: version, options, contexts, arenas, and the
** diagnostics of the last call (publication, lookup). Types, values and rendering of
** diagnostics are in api_type.c, api_value.c and api_diag.c.
*/
#include <stddef.h>

#include "api/api_int.h"
#include "runtime/base/core.h"

/*
** The public records of the last call live in c->diag_arena as one block: this header, then
** the tycon_diag array that c->pub_diags points to.
*/
typedef struct pubset {
    tyc_arena *keep;          /* arena taken over from the call (records and sources) */
    const tyc_diag **recs;    /* the internal records, parallel to the public ones */
    tycon_diag pub[];
} pubset;

#define MEMO 8 /* sources remembered while copying (a call has one or a few) */

typedef struct srcmemo {
    const tyc_source *from[MEMO], *to[MEMO];
    unsigned n;
} srcmemo;

#define STR_(x) #x
#define STR(x) STR_(x)

const char *tycon_version(void)
{
    return STR(TYCON_VERSION_MAJOR) "." STR(TYCON_VERSION_MINOR) "." STR(TYCON_VERSION_PATCH);
}

void tycon_options_init(tycon_options *opt)
{
    if (!opt)
        return;
    memset(opt, 0, sizeof *opt);
    opt->max_depth = 1000;
    opt->max_input = (size_t)1 << 30;
}

tycon_ctx *tycon_ctx_new(const tycon_options *opt)
{
    tyc_ctx tmp;
    memset(&tmp, 0, sizeof tmp);
    tyc_ctx_init(&tmp, opt);
    tyc_ctx *c = tmp.alloc(tmp.ud, NULL, 0, sizeof *c);
    if (!c)
        return NULL;
    *c = tmp;
    return c;
}

void tycon_ctx_free(tycon_ctx *ctx)
{
    if (!ctx)
        return;
    tyc_api_forget(ctx);
    ctx->alloc(ctx->ud, ctx, sizeof *ctx, 0);
}

tycon_arena *tycon_arena_new(tycon_ctx *ctx) { return ctx ? tyc_arena_new(ctx) : NULL; }

void tycon_arena_free(tycon_arena *arena) { tyc_arena_free(arena); }

size_t tycon_diag_count(const tycon_ctx *ctx) { return ctx ? ctx->npub_diags : 0; }

const tycon_diag *tycon_diag_at(const tycon_ctx *ctx, size_t i)
{
    return ctx && i < ctx->npub_diags ? &ctx->pub_diags[i] : NULL;
}

static pubset *pubset_of(const tyc_ctx *c)
{
    return c->pub_diags ? (pubset *)(void *)((char *)c->pub_diags - offsetof(pubset, pub)) : NULL;
}

void tyc_api_forget(tyc_ctx *c)
{
    pubset *ps = pubset_of(c);
    if (ps)
        tyc_arena_free(ps->keep);
    tyc_arena_free(c->diag_arena);
    c->diag_arena = NULL;
    c->pub_diags = NULL;
    c->npub_diags = 0;
}

void tyc_api_begin(tyc_ctx *c)
{
    tyc_api_forget(c);
    c->oom = 0;
}

const tyc_diag *tyc_api_diag_internal(const tyc_ctx *c, const tycon_diag *d)
{
    pubset *ps = pubset_of(c);
    if (!ps || !d)
        return NULL;
    uintptr_t p = (uintptr_t)(const void *)d, b = (uintptr_t)(const void *)ps->pub;
    if (p < b || (p - b) % sizeof *d || (p - b) / sizeof *d >= c->npub_diags)
        return NULL;
    return ps->recs[(p - b) / sizeof *d];
}

char *tyc_api_buf_result(tyc_buf *b, tyc_arena *a, int saved)
{
    char *s = tyc_buf_to_arena(b, a);
    return tyc_api_oom_restore(a->ctx, saved) ? NULL : s;
}

static void pub_range(tycon_range *out, const tyc_range *r)
{
    uint32_t l1, c1, l2, c2;
    out->filename = r->src->name;
    tyc_range_pos(r, &l1, &c1, &l2, &c2);
    out->start = (tycon_pos){l1, c1, r->beg};
    out->end = (tycon_pos){l2, c2, r->anchor1 ? r->beg + 1 : r->end};
}

static const char *dupz(tyc_arena *a, const char *s)
{
    return s ? tyc_strndup(a, s, strlen(s)) : NULL;
}

/* A copy of source s in a (text and name; no AST), shared between records via m. */
static const tyc_source *copy_source(tyc_arena *a, const tyc_source *s, srcmemo *m)
{
    if (!s)
        return NULL;
    for (unsigned i = 0; i < m->n; i++)
        if (m->from[i] == s)
            return m->to[i];
    tyc_source *t = TYC_NEW(a, tyc_source);
    if (!t || !(t->name = dupz(a, s->name)))
        return NULL;
    if (s->text && !(t->text = tyc_strndup(a, s->text, s->len)))
        return NULL;
    t->len = s->len;
    t->json = s->json;
    if (s->nbreaks) {
        uint32_t *b = TYC_NEWN(a, uint32_t, s->nbreaks);
        if (!b)
            return NULL;
        memcpy(b, s->breaks, sizeof *b * s->nbreaks);
        t->breaks = b;
        t->nbreaks = t->capbreaks = s->nbreaks;
    }
    if (m->n < MEMO) {
        m->from[m->n] = s;
        m->to[m->n++] = t;
    }
    return t;
}

/* A deep copy of record g in a. NULL on out-of-memory. */
static const tyc_diag *copy_diag(tyc_arena *a, const tyc_diag *g, srcmemo *m)
{
    tyc_diag *o = TYC_NEW(a, tyc_diag);
    if (!o)
        return NULL;
    *o = *g;
    o->next = NULL;
    o->summary = dupz(a, g->summary ? g->summary : "");
    o->detail = dupz(a, g->detail ? g->detail : "");
    o->path = dupz(a, g->path);
    o->subject.src = copy_source(a, g->subject.src, m);
    o->context.src = copy_source(a, g->context.src, m);
    tyc_diag_value *vs = g->nvalues ? TYC_NEWN(a, tyc_diag_value, g->nvalues) : NULL;
    for (uint32_t i = 0; vs && i < g->nvalues; i++) {
        vs[i].traversal = dupz(a, g->values[i].traversal);
        vs[i].statement = dupz(a, g->values[i].statement);
    }
    o->values = vs;
    if (a->ctx->oom || (g->nvalues && !vs) || (g->subject.src && !o->subject.src) ||
        (g->context.src && !o->context.src))
        return NULL;
    return o;
}

/* Fills public record o from internal record g (strings shared with g). */
static void fill_public(tycon_diag *o, const tyc_diag *g)
{
    o->code = (tycon_status)g->code;
    o->severity = (tycon_severity)g->severity;
    o->summary = g->summary ? g->summary : "";
    o->detail = g->detail ? g->detail : "";
    o->path = g->path;
    if ((o->has_subject = g->subject.src != NULL))
        pub_range(&o->subject, &g->subject);
    if ((o->has_context = g->context.src != NULL))
        pub_range(&o->context, &g->context);
}

/* Builds the public set for d in a fresh c->diag_arena. Returns 0, or -1 on out-of-memory. */
static int build_pubset(tyc_ctx *c, const tyc_diags *d, tyc_arena *keep)
{
    c->diag_arena = tyc_arena_new(c);
    if (!c->diag_arena)
        return -1;
    tyc_arena *a = c->diag_arena;
    pubset *ps = tyc_alloc(a, sizeof(pubset) + sizeof(tycon_diag) * d->count);
    const tyc_diag **recs = ps ? TYC_NEWN(a, const tyc_diag *, d->count) : NULL;
    if (!recs)
        return -1;
    ps->keep = keep;
    ps->recs = recs;
    srcmemo m = {.n = 0};
    size_t i = 0;
    for (const tyc_diag *g = d->head; g && i < d->count; g = g->next, i++) {
        recs[i] = keep ? g : copy_diag(a, g, &m);
        if (!recs[i])
            return -1;
        fill_public(&ps->pub[i], recs[i]);
    }
    c->pub_diags = ps->pub;
    c->npub_diags = i;
    return 0;
}

tycon_status tyc_api_publish(tyc_ctx *c, const tyc_diags *d, tycon_status st, tyc_arena *keep)
{
    tyc_api_forget(c);
    if (d && d->count && build_pubset(c, d, keep) != 0) {
        tyc_arena_free(c->diag_arena);
        c->diag_arena = NULL;
        c->pub_diags = NULL;
        c->npub_diags = 0;
        tyc_arena_free(keep);
        return TYCON_ERR_NOMEM;
    }
    if (!c->pub_diags)
        tyc_arena_free(keep);
    return c->oom ? TYCON_ERR_NOMEM : st;
}
