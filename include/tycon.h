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


/* ------------------------------------------------------------------------------------ */
/* Diagnostics                                                                          */

typedef enum tycon_severity { TYCON_SEV_ERROR = 1, TYCON_SEV_WARNING = 2 } tycon_severity;

/* A position: 1-based line and column (columns count grapheme clusters), 0-based byte. */
typedef struct tycon_pos {
    uint32_t line, column;
    size_t byte;
} tycon_pos;

/* A source range; end is exclusive. */
typedef struct tycon_range {
    const char *filename;
    tycon_pos start, end;
} tycon_range;

/* A diagnostic, owned by the context (read-only; valid until the next call on ctx that
** reports diagnostics). */
typedef struct tycon_diag {
    tycon_status code;
    tycon_severity severity;
    const char *summary;
    const char *detail;     /* "" when none */
    int has_subject;
    tycon_range subject;
    int has_context;
    tycon_range context;
    const char *path;       /* value path of a conversion error (`[0].name`), or NULL */
} tycon_diag;

/* Number of diagnostics reported by the last call on ctx that reports diagnostics. */
TYCON_API size_t tycon_diag_count(const tycon_ctx *ctx);
/* Diagnostic i (0-based) of that call, or NULL when out of range. */
TYCON_API const tycon_diag *tycon_diag_at(const tycon_ctx *ctx, size_t i);

/* ------------------------------------------------------------------------------------ */
/* Types and values                                                                     */

typedef struct tycon_type tycon_type;         /* immutable, lives in an arena */
typedef struct tycon_value tycon_value;       /* immutable, lives in an arena */
typedef struct tycon_defaults tycon_defaults; /* optional-attribute defaults of a type */

/* Kinds of types (and of the values of those types). */
typedef enum tycon_kind {
    TYCON_DYNAMIC = 0,
    TYCON_STRING,
    TYCON_NUMBER,
    TYCON_BOOL,
    TYCON_LIST,
    TYCON_SET,
    TYCON_MAP,
    TYCON_OBJECT,
    TYCON_TUPLE
} tycon_kind;

/* How tycon_type_parse reads a type expression. */
typedef enum tycon_type_mode {
    TYCON_TYPE_EXACT = 0,    /* typeexpr.Type: no any, no optional */
    TYCON_TYPE_CONSTRAINT,   /* typeexpr.TypeConstraint: any and optional(T) */
    TYCON_TYPE_DEFAULTS,     /* typeexpr.TypeConstraintWithDefaults: optional(T, default) too */
    TYCON_TYPE_VARIABLE      /* Terraform's variable form: as DEFAULTS; bare list/map = list(any) */
} tycon_type_mode;

/*
** Parses a type expression (HCL native syntax) src[0..len) named filename (for
** diagnostics; may be NULL). On success stores the type (and, when defaults is not NULL,
** the defaults tree or NULL when the type has none) in the arena and returns TYCON_OK.
** Otherwise returns TYCON_ERR_SYNTAX, TYCON_ERR_INCOMPLETE, TYCON_ERR_TYPE, ... with
** diagnostics. Not thread-safe with respect to ctx.
*/
TYCON_API tycon_status tycon_type_parse(tycon_ctx *ctx, tycon_arena *arena, const char *src,
                                        size_t len, const char *filename, tycon_type_mode mode,
                                        const tycon_type **type, const tycon_defaults **defaults);

/* Value syntax and evaluation scope flags for tycon_value_parse. */
#define TYCON_SYNTAX_HCL 0x0      /* HCL native syntax, evaluated */
#define TYCON_SYNTAX_JSON 0x1     /* HCL JSON syntax: no evaluation (strings are literal) */
#define TYCON_SCOPE_CONVFUNCS 0x2 /* tolist, toset, tomap, tostring, tonumber, tobool, sensitive */
#define TYCON_SCOPE_UNKNOWN 0x4   /* the variable `unknown` is an unknown value of type any */

/*
** Parses and evaluates one value expression src[0..len). flags: a syntax and scope flags.
** Without scope flags, references and calls fail as in a .tfvars file.
** Returns TYCON_OK and stores the value in the arena, or an error status with diagnostics
** (TYCON_ERR_SYNTAX / TYCON_ERR_INCOMPLETE for syntax, TYCON_ERR_EVAL for evaluation).
*/
TYCON_API tycon_status tycon_value_parse(tycon_ctx *ctx, tycon_arena *arena, const char *src,
                                         size_t len, const char *filename, unsigned flags,
                                         const tycon_value **out);

/* Applies optional-attribute defaults to a value (hcl Defaults.Apply), as Terraform does
** before conversion: a null value is returned as it is. defaults may be NULL (no-op). */
TYCON_API tycon_status tycon_value_apply_defaults(tycon_ctx *ctx, tycon_arena *arena,
                                                  const tycon_defaults *defaults,
                                                  const tycon_value *value,
                                                  const tycon_value **out);

/*
** Converts value to type (go-cty convert.Convert, unsafe mode). On failure returns
** TYCON_ERR_CONVERT with one diagnostic whose detail is go-cty's message and whose path
** is where it failed (NULL when the message names the place itself).
*/
TYCON_API tycon_status tycon_value_convert(tycon_ctx *ctx, tycon_arena *arena,
                                           const tycon_value *value, const tycon_type *type,
                                           const tycon_value **out);

/* The type of a value. */
TYCON_API const tycon_type *tycon_value_type(const tycon_value *value);
/* The kind of a type. */
TYCON_API tycon_kind tycon_type_kind(const tycon_type *type);
/* 1 if the value is null / unknown / known with every nested value known / marked
** sensitive anywhere; else 0. */
TYCON_API int tycon_value_is_null(const tycon_value *value);
TYCON_API int tycon_value_is_unknown(const tycon_value *value);
TYCON_API int tycon_value_is_wholly_known(const tycon_value *value);
TYCON_API int tycon_value_is_sensitive(const tycon_value *value);
/* A known string's bytes (NUL-terminated in practice, but use *len), else NULL. */
TYCON_API const char *tycon_value_string(const tycon_value *value, size_t *len);
/* Number of elements (list, set, tuple, map, object attributes); 0 otherwise. */
TYCON_API size_t tycon_value_length(const tycon_value *value);
/* An object's attribute or a map's element by name, or NULL. */
TYCON_API const tycon_value *tycon_value_get(const tycon_value *value, const char *name);

/* Renderings, as NUL-terminated strings in the arena (NULL on out-of-memory):
** the `terraform console` form of a value; typeexpr.TypeString of a type; cty's JSON
** type encoding. */
TYCON_API const char *tycon_value_console(tycon_ctx *ctx, tycon_arena *arena,
                                          const tycon_value *value);
TYCON_API const char *tycon_type_string(tycon_ctx *ctx, tycon_arena *arena,
                                        const tycon_type *type);
TYCON_API const char *tycon_type_json(tycon_ctx *ctx, tycon_arena *arena, const tycon_type *type);
/* cty's JSON encoding of value as type (json.Marshal). Returns NULL when the value cannot
** be encoded (unknown, marked, infinite: the reason is diagnostic 0) or on out-of-memory. */
TYCON_API const char *tycon_value_json(tycon_ctx *ctx, tycon_arena *arena,
                                       const tycon_value *value, const tycon_type *type);

#ifdef __cplusplus
}
#endif
#endif
