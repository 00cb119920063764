/* SPDX-License-Identifier: Apache-2.0 */
/*
** arena.c: the context's allocator, chunked bump arenas, growable buffers and vectors.
** All other files allocate only through these functions.
*/
#include <stdio.h>
#include <stdlib.h>

#include "runtime/base/core.h"

#define CHUNK_MIN ((size_t)64 * 1024)

struct tyc_chunk {
    struct tyc_chunk *next;
    size_t size; /* whole allocation, header included */
};

/* The default allocator: the C library's, with Lua's contract. */
static void *default_alloc(void *ud, void *ptr, size_t old_size, size_t new_size)
{
    (void)ud;
    (void)old_size;
    if (new_size == 0) {
        free(ptr);
        return NULL;
    }
    return realloc(ptr, new_size);
}

void tyc_ctx_init(tyc_ctx *c, const tycon_options *opt)
{
    c->alloc = default_alloc;
    c->ud = NULL;
    c->max_depth = 1000;
    c->max_input = (size_t)1 << 30;
    c->oom = 0;
    if (!opt)
        return;
    if (opt->alloc) {
        c->alloc = opt->alloc;
        c->ud = opt->alloc_ud;
    }
    if (opt->max_depth) /* recursive parsers, converters and renderers need a stack bound */
        c->max_depth = opt->max_depth < TYC_MAX_DEPTH_CEIL ? opt->max_depth : TYC_MAX_DEPTH_CEIL;
    if (opt->max_input)
        c->max_input = opt->max_input;
}

void *tyc_mem_alloc(tyc_ctx *c, size_t n)
{
    void *p = c->alloc(c->ud, NULL, 0, n ? n : 1);
    if (!p)
        c->oom = 1;
    return p;
}

void *tyc_mem_realloc(tyc_ctx *c, void *p, size_t old_n, size_t new_n)
{
    void *q = c->alloc(c->ud, p, old_n, new_n ? new_n : 1);
    if (!q)
        c->oom = 1;
    return q;
}

void tyc_mem_free(tyc_ctx *c, void *p, size_t n)
{
    if (p)
        c->alloc(c->ud, p, n, 0);
}

void *tyc_tmp(tyc_ctx *c, void *small, size_t small_size, size_t n)
{
    return n <= small_size ? small : tyc_mem_alloc(c, n);
}

void tyc_tmp_free(tyc_ctx *c, void *p, const void *small, size_t n)
{
    if (p && p != small)
        tyc_mem_free(c, p, n);
}

tyc_arena *tyc_arena_new(tyc_ctx *c)
{
    tyc_arena *a = tyc_mem_alloc(c, sizeof *a);
    if (!a)
        return NULL;
    memset(a, 0, sizeof *a);
    a->ctx = c;
    return a;
}

void tyc_arena_free(tyc_arena *a)
{
    if (!a)
        return;
    struct tyc_chunk *k = a->head;
    while (k) {
        struct tyc_chunk *next = k->next;
        tyc_mem_free(a->ctx, k, k->size);
        k = next;
    }
    tyc_mem_free(a->ctx, a, sizeof *a);
}

/* The size of the arena's next regular chunk: an eighth of what the arena holds, between
** 64 KiB and 4 MiB (few chunks, little reserved beyond what is used). */
static size_t chunk_size(const tyc_arena *a)
{
    size_t size = a->total / 8 > CHUNK_MIN ? a->total / 8 : CHUNK_MIN;
    return size > ((size_t)4 << 20) ? (size_t)4 << 20 : size;
}

/* Links k into a's chunk list behind the current chunk (which stays current). */
static void link_behind_head(tyc_arena *a, struct tyc_chunk *k)
{
    k->next = a->head ? a->head->next : NULL;
    if (a->head)
        a->head->next = k;
    else
        a->head = k; /* cur/lim stay NULL: the next allocation opens a new chunk */
    a->total += k->size;
}

/* Gets a new chunk able to hold n bytes; the rest of the current chunk is abandoned. */
static int grow(tyc_arena *a, size_t n)
{
    size_t want = n + sizeof(struct tyc_chunk) + 16;
    size_t size = chunk_size(a);
    if (size < want)
        size = want;
    struct tyc_chunk *k = tyc_mem_alloc(a->ctx, size);
    if (!k)
        return -1;
    k->size = size;
    k->next = a->head;
    a->head = k;
    a->total += size;
    a->cur = (char *)(k + 1);
    a->lim = (char *)k + size;
    return 0;
}

/* n bytes (a multiple of 8) that do not fit the current chunk. A big block gets a chunk of
** its own while the current chunk, if it still has room, stays current: a large array
** does not make the arena abandon what was left of its chunk. */
static void *alloc_slow(tyc_arena *a, size_t n)
{
    if (n > chunk_size(a) / 4 && (size_t)(a->lim - a->cur) >= 4096) {
        size_t size = n + sizeof(struct tyc_chunk);
        struct tyc_chunk *k = tyc_mem_alloc(a->ctx, size);
        if (!k)
            return NULL;
        k->size = size;
        link_behind_head(a, k);
        return k + 1;
    }
    if (grow(a, n) != 0)
        return NULL;
    void *p = a->cur;
    a->cur += n;
    return p;
}

void *tyc_alloc_raw(tyc_arena *a, size_t n)
{
    n = (n + 7) & ~(size_t)7;
    if (n == 0)
        n = 8;
    if ((size_t)(a->lim - a->cur) < n)
        return alloc_slow(a, n);
    void *p = a->cur;
    a->cur += n;
    return p;
}

void *tyc_alloc(tyc_arena *a, size_t n)
{
    void *p = tyc_alloc_raw(a, n);
    if (p)
        memset(p, 0, n);
    return p;
}

char *tyc_strndup(tyc_arena *a, const char *s, size_t n)
{
    char *p = tyc_alloc_raw(a, n + 1);
    if (!p)
        return NULL;
    if (n)
        memcpy(p, s, n);
    p[n] = 0;
    return p;
}

char *tyc_vsprintf(tyc_arena *a, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n < 0)
        return NULL;
    char *p = tyc_alloc_raw(a, (size_t)n + 1);
    if (p)
        vsnprintf(p, (size_t)n + 1, fmt, ap);
    return p;
}

char *tyc_sprintf(tyc_arena *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *p = tyc_vsprintf(a, fmt, ap);
    va_end(ap);
    return p;
}

int tyc_str_cmp(tyc_str a, tyc_str b)
{
    size_t n = a.len < b.len ? a.len : b.len;
    int c = n ? memcmp(a.p, b.p, n) : 0;
    if (c)
        return c;
    return a.len < b.len ? -1 : a.len > b.len;
}

int tyc_str_eq(tyc_str a, tyc_str b)
{
    return a.len == b.len && (a.len == 0 || memcmp(a.p, b.p, a.len) == 0);
}

int tyc_str_eqz(tyc_str a, const char *z)
{
    return tyc_str_eq(a, (tyc_str){z, strlen(z)});
}

/*
** Buffers keep room for a chunk header in front of their data, so that tyc_buf_to_arena
** can hand the block itself to the arena (no copy of large rendered outputs).
*/
#define BUF_HDR ((sizeof(struct tyc_chunk) + 15) & ~(size_t)15)

void tyc_buf_init(tyc_buf *b, tyc_ctx *c)
{
    b->ctx = c;
    b->p = NULL;
    b->len = b->cap = 0;
    b->failed = 0;
    b->sink = NULL;
    b->sink_ud = NULL;
}

void tyc_buf_init_sink(tyc_buf *b, tyc_ctx *c, tyc_sink_fn fn, void *ud)
{
    tyc_buf_init(b, c);
    b->sink = fn;
    b->sink_ud = ud;
}

int tyc_buf_flush(tyc_buf *b)
{
    if (!b->failed && b->sink && b->len) {
        if (b->sink(b->sink_ud, b->p, b->len) != 0)
            b->failed = TYC_BUF_STOPPED;
        b->len = 0;
    }
    return b->failed;
}

void tyc_buf_free(tyc_buf *b)
{
    if (b->p)
        tyc_mem_free(b->ctx, b->p - BUF_HDR, b->cap + BUF_HDR);
    b->p = NULL;
    b->len = b->cap = 0;
}

/* Ensures room for n more bytes plus a NUL; 0 on success. */
static int reserve(tyc_buf *b, size_t n)
{
    if (b->failed)
        return -1;
    if (b->len + n + 1 <= b->cap)
        return 0;
    /* a streamed buffer passes on a full chunk instead of growing past it */
    if (b->sink && b->cap >= TYC_BUF_SINK_CHUNK && b->len) {
        if (tyc_buf_flush(b) != 0)
            return -1;
        if (n + 1 <= b->cap)
            return 0;
    }
    size_t cap = b->cap ? b->cap : 64;
    while (cap < b->len + n + 1)
        cap *= 2;
    char *base = b->p ? b->p - BUF_HDR : NULL;
    char *q = tyc_mem_realloc(b->ctx, base, b->p ? b->cap + BUF_HDR : 0, cap + BUF_HDR);
    if (!q) {
        b->failed = TYC_BUF_OOM;
        return -1;
    }
    b->p = q + BUF_HDR;
    b->cap = cap;
    return 0;
}

void tyc_buf_add_slow(tyc_buf *b, const void *s, size_t n)
{
    if (n == 0 || reserve(b, n) != 0)
        return;
    memcpy(b->p + b->len, s, n);
    b->len += n;
}

void tyc_buf_addz(tyc_buf *b, const char *z) { tyc_buf_add(b, z, strlen(z)); }

void tyc_buf_addc_slow(tyc_buf *b, char ch)
{
    if (reserve(b, 1) == 0)
        b->p[b->len++] = ch;
}

void tyc_buf_addstr(tyc_buf *b, tyc_str s) { tyc_buf_add(b, s.p, s.len); }

void tyc_buf_indent(tyc_buf *b, size_t n)
{
    if (reserve(b, n) != 0)
        return;
    memset(b->p + b->len, ' ', n);
    b->len += n;
}

void tyc_buf_addf(tyc_buf *b, const char *fmt, ...)
{
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n > 0 && reserve(b, (size_t)n) == 0) {
        vsnprintf(b->p + b->len, (size_t)n + 1, fmt, ap);
        b->len += (size_t)n;
    }
    va_end(ap);
}

int tyc_buf_failed(const tyc_buf *b) { return b->failed; }

const char *tyc_buf_cstr(tyc_buf *b)
{
    if (b->failed || reserve(b, 0) != 0)
        return "";
    b->p[b->len] = 0;
    return b->p;
}

char *tyc_buf_to_arena(tyc_buf *b, tyc_arena *a)
{
    if (b->failed || reserve(b, 0) != 0) {
        tyc_buf_free(b);
        return NULL;
    }
    b->p[b->len] = 0;
    if (b->len < 4096 || b->ctx != a->ctx) {
        char *s = tyc_strndup(a, b->p, b->len);
        tyc_buf_free(b);
        return s;
    }
    /* large: the block, shrunk to fit, becomes one of the arena's chunks */
    if (b->cap > b->len + 1) {
        int was = b->ctx->oom;
        char *q = tyc_mem_realloc(b->ctx, b->p - BUF_HDR, b->cap + BUF_HDR, b->len + 1 + BUF_HDR);
        if (q) {
            b->p = q + BUF_HDR;
            b->cap = b->len + 1;
        } else {
            b->ctx->oom = was; /* a failed shrink loses nothing: keep the bigger block */
        }
    }
    struct tyc_chunk *k = (struct tyc_chunk *)(void *)(b->p - BUF_HDR);
    char *s = b->p;
    k->size = b->cap + BUF_HDR;
    link_behind_head(a, k);
    b->p = NULL;
    b->len = b->cap = 0;
    return s;
}

int tyc_vec_push(tyc_arena *a, tyc_vec *v, void *p)
{
    if (v->n == v->cap) {
        uint32_t cap = v->cap ? v->cap * 2 : 8;
        void **nv = tyc_alloc_raw(a, sizeof(void *) * cap);
        if (!nv)
            return -1;
        if (v->n)
            memcpy(nv, v->v, sizeof(void *) * v->n);
        v->v = nv;
        v->cap = cap;
    }
    v->v[v->n++] = p;
    return 0;
}
