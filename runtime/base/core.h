/* SPDX-License-Identifier: Apache-2.0 */
/*
** core.h: the internal context, arenas, growable buffers and string slices.
** Every allocation of the library goes through a context's allocator hook; per-call data
** lives in arenas (chunked bump allocation) and is released all at once.
*/
#ifndef TYC_CORE_H
#define TYC_CORE_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "tycon.h"
#include "runtime/base/target.h"

/* The largest max_depth a context takes (a larger option is lowered to it): parsing, evaluation,
** conversion and rendering recurse once per level of nesting, and this many levels fit in the
** 8 MiB stack of a main thread also under AddressSanitizer. */
#define TYC_MAX_DEPTH_CEIL 4000

/* The context: allocator hook, limits, and the sticky out-of-memory flag. */
typedef struct tycon_ctx tyc_ctx;
struct tycon_ctx {
    tycon_alloc_fn alloc; /* never NULL after tyc_ctx_init */
    void *ud;
    uint32_t max_depth;   /* nesting limit of parsers, evaluator and converter */
    size_t max_input;     /* largest accepted input in bytes */
    int oom;              /* set when an allocation failed; never cleared by the library */
    /* Diagnostics of the last API call (api/api.c): records in diag_arena. */
    struct tycon_arena *diag_arena;
    tycon_diag *pub_diags;
    size_t npub_diags;
};

/* Fills *c from *opt (NULL: defaults: malloc-based allocator, depth 1000, 1 GiB input). */
void tyc_ctx_init(tyc_ctx *c, const tycon_options *opt);

/* Raw allocation through the hook. tyc_mem_alloc returns NULL (and sets c->oom) on failure. */
void *tyc_mem_alloc(tyc_ctx *c, size_t n);
void *tyc_mem_realloc(tyc_ctx *c, void *p, size_t old_n, size_t new_n);
void tyc_mem_free(tyc_ctx *c, void *p, size_t n);

/* A chunked bump arena. Objects are never freed one by one. */
typedef struct tycon_arena tyc_arena;
struct tycon_arena {
    tyc_ctx *ctx;
    struct tyc_chunk *head;  /* current chunk; older chunks are linked behind it */
    char *cur, *lim;         /* free space of the current chunk */
    size_t total;            /* bytes obtained from the allocator (for statistics) */
    struct tyc_intern *types; /* hash-consing table of the types made in this arena (type.c) */
    tyc_target target;       /* the language version of the run this arena serves (zero: the
                                default target; runtime/base/target.h): the rules and
                                messages that differ by version read it */
};

/* Creates an arena on ctx; NULL on out-of-memory. Free with tyc_arena_free. */
tyc_arena *tyc_arena_new(tyc_ctx *c);
/* Releases every object of the arena and the arena itself. NULL is accepted. */
void tyc_arena_free(tyc_arena *a);
/* Returns n bytes aligned to 8, zero-filled; NULL (ctx->oom set) on failure. n may be 0. */
void *tyc_alloc(tyc_arena *a, size_t n);
/* Like tyc_alloc but not zero-filled. */
void *tyc_alloc_raw(tyc_arena *a, size_t n);
/* tyc_alloc_raw with the common case (room in the current chunk) inline, for hot paths. */
static inline void *tyc_alloc_bump(tyc_arena *a, size_t n)
{
    size_t m = n ? (n + 7) & ~(size_t)7 : 8;
    if ((size_t)(a->lim - a->cur) >= m) {
        void *p = a->cur;
        a->cur += m;
        return p;
    }
    return tyc_alloc_raw(a, n);
}
/* Copies n bytes into the arena and appends a NUL; NULL on failure. */
char *tyc_strndup(tyc_arena *a, const char *s, size_t n);
/* printf into the arena; NULL on failure. */
char *tyc_sprintf(tyc_arena *a, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
char *tyc_vsprintf(tyc_arena *a, const char *fmt, va_list ap);

/*
** Scratch memory for temporary arrays: returns `small` when n bytes fit in small_size (a
** stack buffer of the caller), else a block from the context's allocator (NULL on failure).
** Release with tyc_tmp_free(c, p, small, n) with the same n. Keeps big temporaries out of
** arenas, where they would stay until the arena is freed.
*/
void *tyc_tmp(tyc_ctx *c, void *small, size_t small_size, size_t n);
void tyc_tmp_free(tyc_ctx *c, void *p, const void *small, size_t n);

/* Allocates an array of n elements of type T in arena A (zeroed). */
#define TYC_NEW(A, T) ((T *)tyc_alloc((A), sizeof(T)))
#define TYC_NEWN(A, T, n) ((T *)tyc_alloc((A), sizeof(T) * (size_t)(n)))

/* A string slice. Not necessarily NUL-terminated. */
typedef struct tyc_str {
    const char *p;
    size_t len;
} tyc_str;

#define TYC_STR(lit) ((tyc_str){(lit), sizeof(lit) - 1})
/* Byte-wise comparison, as Go compares strings: <0, 0, >0. */
int tyc_str_cmp(tyc_str a, tyc_str b);
int tyc_str_eq(tyc_str a, tyc_str b);
int tyc_str_eqz(tyc_str a, const char *z);

/*
** A growable byte buffer over the context's allocator (not an arena: it is freed with
** tyc_buf_free or handed over with tyc_buf_to_arena). On allocation failure the buffer
** becomes "failed": later appends do nothing and tyc_buf_failed returns 1.
*/
/* A sink for streamed buffers: receives the next n bytes; nonzero stops the stream. */
typedef int (*tyc_sink_fn)(void *ud, const char *p, size_t n);

typedef struct tyc_buf {
    tyc_ctx *ctx;
    char *p;
    size_t len, cap;
    int failed;        /* TYC_BUF_OOM or TYC_BUF_STOPPED once failed, else 0 */
    tyc_sink_fn sink;  /* streamed buffers only (tyc_buf_init_sink) */
    void *sink_ud;
} tyc_buf;

#define TYC_BUF_OOM 1     /* an allocation failed */
#define TYC_BUF_STOPPED 2 /* the sink asked to stop */
#define TYC_BUF_SINK_CHUNK 16384 /* a streamed buffer passes on its contents at this size */

void tyc_buf_init(tyc_buf *b, tyc_ctx *c);
/* A streamed buffer: whenever it holds TYC_BUF_SINK_CHUNK bytes (and on tyc_buf_flush),
** its contents go to fn(ud, ...) and it starts over, so its memory stays bounded. Only
** appends are allowed on it (no tyc_buf_cstr / tyc_buf_to_arena); free it with
** tyc_buf_free after tyc_buf_flush. */
void tyc_buf_init_sink(tyc_buf *b, tyc_ctx *c, tyc_sink_fn fn, void *ud);
/* Passes what a streamed buffer holds to its sink. Returns 0, or the buffer's failure
** (TYC_BUF_OOM / TYC_BUF_STOPPED) if it failed now or earlier. */
int tyc_buf_flush(tyc_buf *b);
void tyc_buf_free(tyc_buf *b);
/* Slow paths of the inline appenders below (they grow the buffer). */
void tyc_buf_add_slow(tyc_buf *b, const void *s, size_t n);
void tyc_buf_addc_slow(tyc_buf *b, char ch);
/* Appends n bytes / one byte. */
static inline void tyc_buf_add(tyc_buf *b, const void *s, size_t n)
{
    if (b->len + n < b->cap) {
        memcpy(b->p + b->len, s, n);
        b->len += n;
    } else {
        tyc_buf_add_slow(b, s, n);
    }
}
static inline void tyc_buf_addc(tyc_buf *b, char ch)
{
    if (b->len + 1 < b->cap)
        b->p[b->len++] = ch;
    else
        tyc_buf_addc_slow(b, ch);
}
void tyc_buf_addz(tyc_buf *b, const char *z);
void tyc_buf_addf(tyc_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void tyc_buf_addstr(tyc_buf *b, tyc_str s);
/* Appends n spaces. */
void tyc_buf_indent(tyc_buf *b, size_t n);
int tyc_buf_failed(const tyc_buf *b);
/* NUL-terminated view of the contents (valid until the next append); "" if failed. */
const char *tyc_buf_cstr(tyc_buf *b);
/* Copies the contents into arena a as a NUL-terminated string, then frees the buffer.
** Returns NULL on any failure. */
char *tyc_buf_to_arena(tyc_buf *b, tyc_arena *a);

/*
** A growable array of pointers in an arena (doubling; old storage stays in the arena, so
** the total is at most twice the final size). Used by parsers and builders.
*/
typedef struct tyc_vec {
    void **v;
    uint32_t n, cap;
} tyc_vec;

/* Appends p; returns 0 on success, -1 on out-of-memory. */
int tyc_vec_push(tyc_arena *a, tyc_vec *v, void *p);

#endif
