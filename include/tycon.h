/*
** tycon.h: the public interface of libtycon, Terraform's type-constraint system in C.
** This is the only header an embedder includes. All handles are opaque.
** Thread safety: a context and everything made from it belong to one thread at a time;
** separate contexts may be used concurrently (the library has no mutable global state).
*/
#ifndef TYCON_H
#define TYCON_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(TYCON_BUILDING) && defined(__GNUC__)
#define TYCON_API __attribute__((visibility("default")))
#else
#define TYCON_API
#endif

#define TYCON_VERSION_MAJOR 0
#define TYCON_VERSION_MINOR 1
#define TYCON_VERSION_PATCH 0

/* Status codes returned by every fallible call. */
typedef enum tycon_status {
    TYCON_OK = 0,
    TYCON_ERR_SYNTAX,     /* the input is not valid syntax */
    TYCON_ERR_INCOMPLETE, /* the input ended early (a REPL should read more) */
    TYCON_ERR_TYPE,       /* an invalid type constraint */
    TYCON_ERR_EVAL,       /* the expression could not be evaluated */
    TYCON_ERR_CONVERT,    /* the value does not fit the type */
    TYCON_ERR_NOMEM,      /* the allocator failed */
    TYCON_ERR_LIMIT,      /* a configured limit (depth, size) was exceeded */
    TYCON_ERR_MISUSE,     /* invalid arguments */
    TYCON_ERR_IO          /* a file could not be read */
} tycon_status;

/*
** The allocator hook (Lua's contract): new_size == 0 frees ptr and returns NULL; otherwise
** it returns a block of new_size bytes (ptr == NULL: a new block; else a resized copy of
** ptr, whose size was old_size), or NULL on failure.
*/
typedef void *(*tycon_alloc_fn)(void *ud, void *ptr, size_t old_size, size_t new_size);

/* Options for tycon_ctx_new. Initialise with tycon_options_init; zero fields mean default. */
typedef struct tycon_options {
    tycon_alloc_fn alloc; /* NULL: the C library's allocator */
    void *alloc_ud;
    uint32_t max_depth;   /* nesting limit (default 1000) */
    size_t max_input;     /* largest input in bytes (default 1 GiB) */
} tycon_options;

typedef struct tycon_ctx tycon_ctx;
typedef struct tycon_arena tycon_arena;

/* Returns "MAJOR.MINOR.PATCH". Thread-safe. */
TYCON_API const char *tycon_version(void);

/* Sets every field of *opt to its default. */
TYCON_API void tycon_options_init(tycon_options *opt);

/* Creates a context (opt may be NULL). Returns NULL if the allocator fails. */
TYCON_API tycon_ctx *tycon_ctx_new(const tycon_options *opt);

/* Frees a context. Arenas made from it must be freed first. NULL is accepted. */
TYCON_API void tycon_ctx_free(tycon_ctx *ctx);

/* Creates an arena owned by ctx; everything returned "in the arena" lives until
** tycon_arena_free. Returns NULL on out-of-memory. */
TYCON_API tycon_arena *tycon_arena_new(tycon_ctx *ctx);

/* Frees an arena and everything in it. NULL is accepted. */
TYCON_API void tycon_arena_free(tycon_arena *arena);

#ifdef __cplusplus
}
#endif
#endif
