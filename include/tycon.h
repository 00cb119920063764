/* SPDX-License-Identifier: Apache-2.0 */
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

/* Marks the exported functions (the library is built with hidden visibility). */
#if defined(_WIN32) && defined(TYCON_DLL)
#ifdef TYCON_BUILDING
#define TYCON_API __declspec(dllexport)
#else
#define TYCON_API __declspec(dllimport)
#endif
#elif defined(TYCON_BUILDING) && defined(__GNUC__)
#define TYCON_API __attribute__((visibility("default")))
#else
#define TYCON_API
#endif

#define TYCON_VERSION_MAJOR 0
#define TYCON_VERSION_MINOR 1
#define TYCON_VERSION_PATCH 0
/* The version as one number: MAJOR * 10000 + MINOR * 100 + PATCH. */
#define TYCON_VERSION_NUM                                                                      \
    (TYCON_VERSION_MAJOR * 10000 + TYCON_VERSION_MINOR * 100 + TYCON_VERSION_PATCH)

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
    TYCON_ERR_IO          /* a file could not be read, or a write callback stopped */
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
    uint32_t max_depth;   /* nesting limit (default 1000; a value above 4000 is lowered to
                             4000, so that recursion stays within the stack) */
    size_t max_input;     /* largest input in bytes (default 1 GiB) */
} tycon_options;

typedef struct tycon_ctx tycon_ctx;
typedef struct tycon_arena tycon_arena;

/* Returns "MAJOR.MINOR.PATCH". Thread-safe. */
TYCON_API const char *tycon_version(void);

/* Sets every field of *opt to its default (so that fields added in later versions get
** defaults too). NULL is accepted. Thread-safe. */
TYCON_API void tycon_options_init(tycon_options *opt);

/* Creates a context (opt may be NULL: defaults; *opt is copied). Returns NULL if the
** allocator fails. A context and everything made from it belong to one thread at a time;
** different contexts may be used concurrently (docs/threading.md). */
TYCON_API tycon_ctx *tycon_ctx_new(const tycon_options *opt);

/* Frees a context and its diagnostics. Arenas and check results made from it must be freed
** first. NULL is accepted. */
TYCON_API void tycon_ctx_free(tycon_ctx *ctx);

/* Creates an arena on ctx (allocating through ctx's hook); everything returned "in the
** arena" lives until tycon_arena_free. Returns NULL on out-of-memory or when ctx is NULL.
** Used by the thread that uses ctx. */
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
** reports diagnostics). Later versions only ever append fields. */
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

/* Number of diagnostics reported by the last call on ctx that reports diagnostics:
** tycon_type_parse, tycon_value_parse, tycon_value_apply_defaults, tycon_value_convert,
** tycon_value_json, tycon_type_unify. (Module checks and consoles keep their diagnostics in
** their own results.) 0 when ctx is NULL. Not thread-safe with respect to ctx. */
TYCON_API size_t tycon_diag_count(const tycon_ctx *ctx);
/* Diagnostic i (0-based) of that call, or NULL when out of range. The record, its strings
** and the source text it points into are owned by ctx and stay valid until the next call
** on ctx that reports diagnostics, or tycon_ctx_free. */
TYCON_API const tycon_diag *tycon_diag_at(const tycon_ctx *ctx, size_t i);

/* How tycon_diag_render writes a diagnostic (the forms of the tycon CLI, which are
** Terraform's). */
typedef enum tycon_diag_format {
    TYCON_DIAG_PLAIN = 0, /* `terraform -no-color`: "Error: summary", snippet, detail */
    TYCON_DIAG_COLOR,     /* Terraform's default: boxed, with ANSI color escapes */
    TYCON_DIAG_JSON       /* Terraform's JSON diagnostic object (compact, one line) */
} tycon_diag_format;

/*
** Renders diag, one of the diagnostics of the last call on ctx (a pointer returned by
** tycon_diag_at), in the given format: the source snippet with the subject underlined is
** included when the call had source text (the context keeps the sources alive until the
** next call that reports diagnostics). width: the terminal width for wrapping the detail
** (0: 78, Terraform's width when output is not a terminal; ignored by JSON). Stores a
** NUL-terminated string in arena in *out. Returns TYCON_OK, TYCON_ERR_MISUSE (diag is not a
** current diagnostic of ctx) or TYCON_ERR_NOMEM. Does not change the diagnostics of ctx.
** Not thread-safe with respect to ctx.
*/
TYCON_API tycon_status tycon_diag_render(tycon_ctx *ctx, tycon_arena *arena,
                                         const tycon_diag *diag, tycon_diag_format format,
                                         int width, const char **out);

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
** diagnostics; may be NULL: "<input>"). src is copied (it may be freed after the call) and
** need not be NUL-terminated. On success stores the type (and, when defaults is not NULL,
** the defaults tree or NULL when the type has none) in arena and returns TYCON_OK.
** Otherwise returns TYCON_ERR_SYNTAX, TYCON_ERR_INCOMPLETE (the input ended early: read
** more), TYCON_ERR_TYPE (with HCL's diagnostics), TYCON_ERR_LIMIT (len > max_input, or
** nesting deeper than max_depth), TYCON_ERR_MISUSE (NULL arguments, an arena of another
** context) or TYCON_ERR_NOMEM. Not thread-safe with respect to ctx.
*/
TYCON_API tycon_status tycon_type_parse(tycon_ctx *ctx, tycon_arena *arena, const char *src,
                                        size_t len, const char *filename, tycon_type_mode mode,
                                        const tycon_type **type, const tycon_defaults **defaults);

/* Value syntax and evaluation scope flags for tycon_value_parse. */
#define TYCON_SYNTAX_HCL 0x0      /* HCL native syntax, evaluated */
#define TYCON_SYNTAX_JSON 0x1     /* HCL JSON syntax: no evaluation (strings are literal) */
#define TYCON_SCOPE_CONVFUNCS 0x2 /* tolist, toset, tomap, tostring, tonumber, tobool, sensitive */
#define TYCON_SCOPE_UNKNOWN 0x4   /* the variable `unknown` is an unknown value of type any */
/* The caller guarantees that src[len] is readable and is a NUL byte, and that src stays
** unchanged until the arena is freed: the text is then used in place instead of being copied
** (values may point into it). Saves a copy of the input for large values. */
#define TYCON_SOURCE_STABLE 0x8

/*
** Parses and evaluates one value expression src[0..len) (copied; filename as for
** tycon_type_parse). flags: a syntax flag and scope flags (TYCON_SYNTAX_*, TYCON_SCOPE_*).
** Without scope flags, references and calls fail as in a .tfvars file.
** Returns TYCON_OK and stores the value in arena, or an error status with diagnostics
** (TYCON_ERR_SYNTAX / TYCON_ERR_INCOMPLETE for syntax, TYCON_ERR_EVAL for evaluation,
** TYCON_ERR_LIMIT, TYCON_ERR_MISUSE, TYCON_ERR_NOMEM). Not thread-safe with respect to ctx.
*/
TYCON_API tycon_status tycon_value_parse(tycon_ctx *ctx, tycon_arena *arena, const char *src,
                                         size_t len, const char *filename, unsigned flags,
                                         const tycon_value **out);

/* Applies optional-attribute defaults (from tycon_type_parse) to a value (hcl
** Defaults.Apply), as Terraform does before conversion: a null value is returned as it is.
** defaults may be NULL (no-op). Stores the result (in arena) in *out. Returns TYCON_OK,
** TYCON_ERR_MISUSE or TYCON_ERR_NOMEM. Reports (no) diagnostics on ctx. */
TYCON_API tycon_status tycon_value_apply_defaults(tycon_ctx *ctx, tycon_arena *arena,
                                                  const tycon_defaults *defaults,
                                                  const tycon_value *value,
                                                  const tycon_value **out);

/*
** Converts value to type (go-cty convert.Convert, unsafe mode). On failure returns
** TYCON_ERR_CONVERT with one diagnostic whose detail is go-cty's message and whose path
** is where it failed (NULL when the message names the place itself). On success stores the
** result (in arena; possibly value itself) in *out. Also TYCON_ERR_LIMIT (nesting deeper
** than max_depth), TYCON_ERR_MISUSE, TYCON_ERR_NOMEM.
*/
TYCON_API tycon_status tycon_value_convert(tycon_ctx *ctx, tycon_arena *arena,
                                           const tycon_value *value, const tycon_type *type,
                                           const tycon_value **out);

/* The type of a value (lives as long as the value); NULL for NULL. Thread-safe (reads an
** immutable value). */
TYCON_API const tycon_type *tycon_value_type(const tycon_value *value);
/* The kind of a type (TYCON_DYNAMIC for NULL). Thread-safe. */
TYCON_API tycon_kind tycon_type_kind(const tycon_type *type);
/* 1 if the value is null / unknown / known with every nested value known / marked
** sensitive anywhere; else 0. */
TYCON_API int tycon_value_is_null(const tycon_value *value);
TYCON_API int tycon_value_is_unknown(const tycon_value *value);
TYCON_API int tycon_value_is_wholly_known(const tycon_value *value);
TYCON_API int tycon_value_is_sensitive(const tycon_value *value);
/* A known string's bytes (NUL-terminated in practice, but use *len; valid as long as the
** value), else NULL (not a string, null, unknown). */
TYCON_API const char *tycon_value_string(const tycon_value *value, size_t *len);
/* Number of elements (list, set, tuple, map, object attributes); 0 otherwise. */
TYCON_API size_t tycon_value_length(const tycon_value *value);
/* A known object's attribute or a known map's element by name (NUL-terminated), or NULL. */
TYCON_API const tycon_value *tycon_value_get(const tycon_value *value, const char *name);

/* Renderings, as NUL-terminated strings in the arena (NULL on out-of-memory or misuse):
** the `terraform console` form of a value; typeexpr.TypeString of a type; cty's JSON
** type encoding. They leave the diagnostics of ctx alone. Not thread-safe with respect
** to ctx. */
TYCON_API const char *tycon_value_console(tycon_ctx *ctx, tycon_arena *arena,
                                          const tycon_value *value);
TYCON_API const char *tycon_type_string(tycon_ctx *ctx, tycon_arena *arena,
                                        const tycon_type *type);
TYCON_API const char *tycon_type_json(tycon_ctx *ctx, tycon_arena *arena, const tycon_type *type);
/* cty's JSON encoding of value as type (json.Marshal). Returns NULL when the value cannot
** be encoded (unknown, marked, infinite: the reason is diagnostic 0 of ctx; this rendering
** reports diagnostics) or on out-of-memory. */
TYCON_API const char *tycon_value_json(tycon_ctx *ctx, tycon_arena *arena,
                                       const tycon_value *value, const tycon_type *type);

/*
** Streamed renderings: the same texts as tycon_value_console and tycon_value_json, passed
** to write(ud, data, len) in consecutive pieces (not NUL-terminated, of about 16 KiB
** each; a longer single string comes whole) instead of being kept in memory: for large
** values written to a file or socket.
** write returns 0 to go on; any other value stops the rendering, which then returns
** TYCON_ERR_IO. tycon_value_json_write first checks that the whole value can be encoded
** and writes nothing when it cannot (TYCON_ERR_CONVERT, the reason is diagnostic 0 of ctx;
** arena receives a conversion when value is not already of type). Other results:
** TYCON_OK, TYCON_ERR_NOMEM, TYCON_ERR_MISUSE. tycon_value_console_write leaves the
** diagnostics of ctx alone. Not thread-safe with respect to ctx.
*/
typedef int (*tycon_write_fn)(void *ud, const char *data, size_t len);
TYCON_API tycon_status tycon_value_console_write(tycon_ctx *ctx, const tycon_value *value,
                                                 tycon_write_fn write, void *ud);
TYCON_API tycon_status tycon_value_json_write(tycon_ctx *ctx, tycon_arena *arena,
                                              const tycon_value *value, const tycon_type *type,
                                              tycon_write_fn write, void *ud);

/* ------------------------------------------------------------------------------------ */
/* Building and inspecting types                                                        */
/* Type constructors take only an arena: they report no diagnostics (they leave those of
** the context alone) and fail only with TYCON_ERR_MISUSE, TYCON_ERR_LIMIT (nesting deeper
** than the context's max_depth) or TYCON_ERR_NOMEM. Types are immutable and may be used
** with other arenas of the same context as long as their own arena lives. Constructors are
** not thread-safe with respect to the arena's context; inspection functions (taking only a
** type) are thread-safe. */

/* The primitive type of kind TYCON_STRING, TYCON_NUMBER, TYCON_BOOL or TYCON_DYNAMIC (`any`),
** a static constant valid forever; NULL for other kinds. Thread-safe. */
TYCON_API const tycon_type *tycon_type_primitive(tycon_kind kind);

/* A list, set or map type (kind TYCON_LIST, TYCON_SET or TYCON_MAP) of elem, in arena. */
TYCON_API tycon_status tycon_type_collection(tycon_arena *arena, tycon_kind kind,
                                             const tycon_type *elem, const tycon_type **out);

/* A tuple type of n element types (the array is copied), in arena. */
TYCON_API tycon_status tycon_type_tuple(tycon_arena *arena, const tycon_type *const *elems,
                                        size_t n, const tycon_type **out);

/* An attribute of an object type under construction. */
typedef struct tycon_attr {
    const char *name;         /* NUL-terminated UTF-8 (copied) */
    const tycon_type *type;
    int optional;             /* nonzero: optional(T) (meaningful for conversion only) */
} tycon_attr;

/* An object type of n attributes in any order (names must be distinct: else
** TYCON_ERR_MISUSE), in arena. Attributes are kept sorted by name (byte-wise). */
TYCON_API tycon_status tycon_type_object(tycon_arena *arena, const tycon_attr *attrs, size_t n,
                                         const tycon_type **out);

/* The element type of a list, set or map type; NULL for other kinds. */
TYCON_API const tycon_type *tycon_type_element(const tycon_type *type);
/* The number of elements of a tuple type or attributes of an object type; 0 otherwise. */
TYCON_API size_t tycon_type_length(const tycon_type *type);
/* Element i of a tuple type, or the type of attribute i (sorted by name) of an object type;
** NULL when out of range. */
TYCON_API const tycon_type *tycon_type_at(const tycon_type *type, size_t i);
/* The name (NUL-terminated, valid as long as the type) of attribute i of an object type;
** NULL when out of range. */
TYCON_API const char *tycon_type_attr_name(const tycon_type *type, size_t i);
/* 1 if attribute i of an object type is optional; else 0. */
TYCON_API int tycon_type_attr_optional(const tycon_type *type, size_t i);
/* 1 if a and b are the same type (optional markers included: cty Type.Equals); else 0. */
TYCON_API int tycon_type_equal(const tycon_type *a, const tycon_type *b);

/*
** go-cty convert.Unify (unsafe == 0) or UnifyUnsafe: the single type that all n types can
** be converted to, in arena. Returns TYCON_OK, TYCON_ERR_CONVERT (no common type; one
** diagnostic), TYCON_ERR_MISUSE or TYCON_ERR_NOMEM. Reports diagnostics on ctx.
*/
TYCON_API tycon_status tycon_type_unify(tycon_ctx *ctx, tycon_arena *arena,
                                        const tycon_type *const *types, size_t n, int unsafe,
                                        const tycon_type **out);

/* ------------------------------------------------------------------------------------ */
/* Building values                                                                      */
/* Value constructors take only an arena and report no diagnostics; they return TYCON_OK,
** TYCON_ERR_MISUSE (invalid arguments, as stated per function), TYCON_ERR_LIMIT (nesting
** deeper than the context's max_depth) or TYCON_ERR_NOMEM, and store the new value (in
** arena) in *out only on success. Element arrays and strings are copied; element values
** are referenced, so they must live at least as long as arena (normally: they are in
** arena). Values are immutable. Not thread-safe with respect to the arena's context. */

/* Marks (bit set) carried by values: Terraform's sensitive and ephemeral marks. */
#define TYCON_MARK_SENSITIVE 0x01u
#define TYCON_MARK_EPHEMERAL 0x02u

/* A known bool (b != 0 is true). */
TYCON_API tycon_status tycon_value_new_bool(tycon_arena *arena, int b, const tycon_value **out);
/* A known number from an integer (cty.NumberIntVal). */
TYCON_API tycon_status tycon_value_new_int(tycon_arena *arena, int64_t i,
                                           const tycon_value **out);
/* A known number from a double (cty.NumberFloatVal); NaN is TYCON_ERR_MISUSE, infinities
** are accepted. */
TYCON_API tycon_status tycon_value_new_double(tycon_arena *arena, double d,
                                              const tycon_value **out);
/* A known number parsed from decimal text text[0..len) with arbitrary precision (cty's
** ParseNumberVal: `-12.5e3`, `Inf`); text that is not a number is TYCON_ERR_SYNTAX. */
TYCON_API tycon_status tycon_value_new_number(tycon_arena *arena, const char *text, size_t len,
                                              const tycon_value **out);
/* A known string from s[0..len) (UTF-8, normalised to NFC; invalid UTF-8 is
** TYCON_ERR_MISUSE). */
TYCON_API tycon_status tycon_value_new_string(tycon_arena *arena, const char *s, size_t len,
                                              const tycon_value **out);
/* A null value of the given type (a typed null; TYCON_DYNAMIC gives an untyped null). */
TYCON_API tycon_status tycon_value_new_null(tycon_arena *arena, const tycon_type *type,
                                            const tycon_value **out);
/* An unknown value of the given type (TYCON_DYNAMIC: unknown of any type). */
TYCON_API tycon_status tycon_value_new_unknown(tycon_arena *arena, const tycon_type *type,
                                               const tycon_value **out);
/*
** A list or set (kind TYCON_LIST or TYCON_SET) of n elements of type elem_type: every
** element's type must equal elem_type (else TYCON_ERR_MISUSE), except that a null or unknown
** of type TYCON_DYNAMIC is taken as a null or unknown of elem_type. A set removes duplicates,
** orders its elements as cty does, and carries the marks of its elements itself.
*/
TYCON_API tycon_status tycon_value_new_collection(tycon_arena *arena, tycon_kind kind,
                                                  const tycon_type *elem_type,
                                                  const tycon_value *const *elems, size_t n,
                                                  const tycon_value **out);
/* A map of element type elem_type from n pairs (keys[i]: NUL-terminated UTF-8, copied;
** elems[i]: its value, typed as for lists). When a key repeats, the last pair wins. */
TYCON_API tycon_status tycon_value_new_map(tycon_arena *arena, const tycon_type *elem_type,
                                           const char *const *keys,
                                           const tycon_value *const *elems, size_t n,
                                           const tycon_value **out);
/* A tuple of n elements of any types. */
TYCON_API tycon_status tycon_value_new_tuple(tycon_arena *arena, const tycon_value *const *elems,
                                             size_t n, const tycon_value **out);
/* An object from n attributes (names[i]: NUL-terminated UTF-8, copied; distinct, else
** TYCON_ERR_MISUSE; vals[i]: its value). Its type is built from the values' types. */
TYCON_API tycon_status tycon_value_new_object(tycon_arena *arena, const char *const *names,
                                              const tycon_value *const *vals, size_t n,
                                              const tycon_value **out);
/* value with `marks` (TYCON_MARK_*) added to its own marks (cty Value.Mark). */
TYCON_API tycon_status tycon_value_mark(tycon_arena *arena, const tycon_value *value,
                                        unsigned marks, const tycon_value **out);
/* value with every mark removed, deeply (cty Value.UnmarkDeep). */
TYCON_API tycon_status tycon_value_unmark(tycon_arena *arena, const tycon_value *value,
                                          const tycon_value **out);

/* ------------------------------------------------------------------------------------ */
/* Inspecting values                                                                    */
/* These functions never allocate and are safe to call from any thread as long as no other
** thread frees the value's arena. */

/* The kind of a value's type (TYCON_DYNAMIC only for an untyped null or unknown). */
TYCON_API tycon_kind tycon_value_kind(const tycon_value *value);
/* The marks (TYCON_MARK_*) on the value itself (deep == 0) or on it or anything inside it
** (deep != 0). */
TYCON_API unsigned tycon_value_marks(const tycon_value *value, int deep);
/* Element i of a known list, set or tuple (a set in cty's iteration order), or the value of
** attribute or key i of a known object or map (attributes and keys sorted byte-wise); NULL
** when out of range (see tycon_value_length) or not such a value. */
TYCON_API const tycon_value *tycon_value_index(const tycon_value *value, size_t i);
/* The name of attribute i of a known object or of key i of a known map (valid as long as
** the value; *len, when len is not NULL, receives its length in bytes); NULL otherwise. */
TYCON_API const char *tycon_value_key(const tycon_value *value, size_t i, size_t *len);
/* A known bool: stores 0 or 1 in *out. TYCON_ERR_MISUSE when value is not a known bool. */
TYCON_API tycon_status tycon_value_bool(const tycon_value *value, int *out);
/* A known number as the nearest double (infinities included). TYCON_ERR_MISUSE when value
** is not a known number. */
TYCON_API tycon_status tycon_value_double(const tycon_value *value, double *out);
/* A known number as an int64. TYCON_ERR_CONVERT when it is not an integer in range,
** TYCON_ERR_MISUSE when value is not a known number. */
TYCON_API tycon_status tycon_value_int64(const tycon_value *value, int64_t *out);
/* A known number as exact decimal text (Go's Text('f', -1): `1.5`, `-0`, `+Inf`), a
** NUL-terminated string in arena; NULL when value is not a known number or on
** out-of-memory. */
TYCON_API const char *tycon_value_number_text(tycon_arena *arena, const tycon_value *value);

/* ------------------------------------------------------------------------------------ */
/* Console                                                                              */
/* A `terraform console`-compatible session: a module's input variables as var.NAME, the
** function library, the console-only type(value) and convert(value, type). Results and
** diagnostics come back as text, printed exactly as `terraform console` prints them. */

typedef struct tycon_console tycon_console;

/* A -var NAME=VALUE (file == 0) or -var-file PATH (file != 0) argument. */
typedef struct tycon_console_var {
    int file;
    const char *text;
} tycon_console_var;

/* Options for tycon_console_new (zero-initialise; NULL/0 fields mean none/default). */
typedef struct tycon_console_options {
    const char *dir;                /* module directory; NULL: no module (empty `var`) */
    const char *const *env;         /* NULL-terminated "NAME=VALUE" list read for TF_VAR_* */
    const tycon_console_var *vars;  /* -var / -var-file in command-line order */
    size_t nvars;
    int color;                      /* nonzero: ANSI-colored diagnostics (Terraform's default) */
    int width;                      /* wrap width of diagnostics (0: 78) */
    const char *target;             /* the language version followed (tycon_target_valid);
                                       NULL: tycon_target_default() */
} tycon_console_options;

/*
** Starts a session: loads the module's variables and values as `tycon check` does, but
** never prompts (an unset required variable is unknown). The start-up diagnostics, as
** Terraform's console prints them, are to be printed in this order: *out to standard output
** (warnings), *err to standard error (errors), *late to standard output (the closing
** warning after errors); "" when none; valid until the next call on the session. Returns
** TYCON_OK, TYCON_ERR_MISUSE or TYCON_ERR_NOMEM.
*/
TYCON_API tycon_status tycon_console_new(tycon_ctx *ctx, const tycon_console_options *opt,
                                         tycon_console **con, const char **out,
                                         const char **err, const char **late);
/* Ends a session. NULL is accepted. */
TYCON_API void tycon_console_free(tycon_console *con);

/*
** Evaluates one input src[0..len) (an expression, possibly of several lines; blank input
** gives ""). TYCON_OK: *out is the result as `terraform console` prints it, without the
** final newline. Otherwise (TYCON_ERR_SYNTAX, TYCON_ERR_EVAL, ...): *err holds the rendered
** diagnostics, each block followed by a blank line. Both strings stay valid until the next
** call on the session.
*/
TYCON_API tycon_status tycon_console_eval(tycon_console *con, const char *src, size_t len,
                                          const char **out, const char **err);

/* 1 if the lines entered so far, src[0..len), look unfinished (an unclosed bracket,
** interpolation or heredoc, and the last line is not blank): read another line. */
TYCON_API int tycon_console_continues(const char *src, size_t len);

/* The same test for an entry read line by line, in linear time over the whole entry: each
** call scans only what was added since the previous call. src must extend the text of the
** previous call (the same bytes with more appended) until tycon_console_scanner_reset; a
** shorter src starts over. new returns NULL on out-of-memory; free accepts NULL. */
typedef struct tycon_console_scanner tycon_console_scanner;
TYCON_API tycon_console_scanner *tycon_console_scanner_new(tycon_ctx *ctx);
TYCON_API int tycon_console_scanner_continues(tycon_console_scanner *sc, const char *src,
                                              size_t len);
TYCON_API void tycon_console_scanner_reset(tycon_console_scanner *sc);
TYCON_API void tycon_console_scanner_free(tycon_console_scanner *sc);

/* Completions of the word prefix[0..len): var.NAME, function names, type keywords, roots.
** Returns the count; *names receives them sorted (valid until the next call). */
TYCON_API size_t tycon_console_complete(tycon_console *con, const char *prefix, size_t len,
                                        const char *const **names);

/* The text the console prints for `help` (static). */
TYCON_API const char *tycon_console_help(void);

/* ------------------------------------------------------------------------------------ */
/* Module checking (`tycon check`)                                                      */
/* Checks a Terraform module's input-variable values offline as `terraform plan` would:  */
/* declarations, value sources in Terraform's order, conversion, validation rules.       */

/* The outcome of one check: diagnostics and every variable's final value (opaque). */
typedef struct tycon_check tycon_check;

#define TYCON_CHECK_COMPAT 0x01 /* print exactly what Terraform >= 1.13 prints (no extras) */
#define TYCON_CHECK_STRICT 0x02 /* object attributes the type does not declare are errors */
#define TYCON_CHECK_VALIDATE 0x08 /* `terraform validate`: no values are read, every input
                                     variable is unknown, and resource, data and provider
                                     blocks are checked against schema_files */

/* A command-line value source: `-var NAME=VALUE` (is_file 0) or `-var-file PATH`. */
typedef struct tycon_check_source {
    int is_file;
    const char *text;
} tycon_check_source;

/* What to check. Initialise with tycon_check_options_init. */
typedef struct tycon_check_options {
    const char *dir;                      /* the module directory (default ".") */
    const tycon_check_source *sources;    /* -var / -var-file in command-line order */
    size_t nsources;
    const char *const *env;               /* NULL-terminated "NAME=VALUE" environment (for
                                             TF_VAR_*), or NULL */
    unsigned flags;                       /* TYCON_CHECK_* */
    const char *const *schema_files;      /* TYCON_CHECK_VALIDATE: provider schema files
                                             (`terraform providers schema -json`) */
    size_t nschema_files;
    const char *target;                   /* the language version followed:
                                             "terraform@1.15", "opentofu@1.11", ... (see
                                             tycon_target_name); NULL: the `target` of the
                                             nearest .tycon.hcl, else the latest stable
                                             Terraform. An unknown name: TYCON_ERR_MISUSE */
} tycon_check_options;

/* Sets every field of *opt to its default (dir ".", no sources, no environment). */
TYCON_API void tycon_check_options_init(tycon_check_options *opt);

/* The language versions tycon follows (`--target`): tycon_target_count() names, numbered
** from 0 in order (Terraform 1.11 ... 1.16, then OpenTofu 1.10, 1.11); tycon_target_name(i)
** is "terraform@1.15" and the like, NULL when i is out of range (static strings).
** tycon_target_default() is the default's name. tycon_target_valid(name) is 1 when name is
** accepted by tycon_check_options.target ("terraform" and "opentofu" alone name the latest
** of each), else 0. All thread-safe. */
TYCON_API size_t tycon_target_count(void);
TYCON_API const char *tycon_target_name(size_t i);
TYCON_API const char *tycon_target_default(void);
TYCON_API int tycon_target_valid(const char *name);

/*
** Runs the check. On TYCON_OK *out receives a result (free with tycon_check_free) whose
** diagnostics say whether the values are valid; TYCON_ERR_NOMEM or TYCON_ERR_MISUSE
** otherwise. No input file is modified.
*/
TYCON_API tycon_status tycon_check_run(tycon_ctx *ctx, const tycon_check_options *opt,
                                       tycon_check **out);

/* Frees a result and everything obtained from it. NULL is accepted. */
TYCON_API void tycon_check_free(tycon_check *check);

/* Number of error / warning diagnostics of the result. */
TYCON_API size_t tycon_check_error_count(const tycon_check *check);
TYCON_API size_t tycon_check_warning_count(const tycon_check *check);

/* Number of declared variables (sorted by name); accessors for variable i below return
** NULL when i is out of range. */
TYCON_API size_t tycon_check_var_count(const tycon_check *check);
/* The variable's name. */
TYCON_API const char *tycon_check_var_name(const tycon_check *check, size_t i);
/* Its final value (after defaults and conversion; marked sensitive when declared so), or
** NULL when it has none (not set, or invalid). */
TYCON_API const tycon_value *tycon_check_var_value(const tycon_check *check, size_t i);
/* Where the value came from: "terraform.tfvars:1,18-25", "-var", "TF_VAR_x environment
** variable", "default (main.tf:3,13-15)" or "not set". */
TYCON_API const char *tycon_check_var_source(const tycon_check *check, size_t i);
/* The final value in `terraform console` form ("(sensitive value)" for a sensitive
** variable), or NULL when it has none. Lives as long as the result. */
TYCON_API const char *tycon_check_var_console(tycon_check *check, size_t i);

/* Output forms of tycon_check_render. */
typedef enum tycon_check_format {
    TYCON_CHECK_PLAIN = 0, /* `-no-color` blocks */
    TYCON_CHECK_COLOR,     /* Terraform's boxed colored blocks */
    TYCON_CHECK_JSON       /* `terraform validate -json` document */
} tycon_check_format;

/*
** Renders the diagnostics as Terraform's plan does: sorted and consolidated, warnings into
** *out and errors into *err (JSON: the whole document into *out, *err = ""). width: the
** terminal width (0: 78). Strings live as long as the result. Returns TYCON_OK or
** TYCON_ERR_NOMEM.
*/
TYCON_API tycon_status tycon_check_render(tycon_check *check, tycon_check_format format,
                                          int width, const char **out, const char **err);

/* End of module checking                                                                */
/* ------------------------------------------------------------------------------------ */

/* ------------------------------------------------------------------------------------ */
/* Editor support (issue 16): in-memory sources, structured check results, the language   */
/* server. Owned by the `tycon lsp` work; other sections stay as they are.                */

/* A short English description of a status ("ok", "syntax error", ...; static). An unknown
** value gives "unknown status". Thread-safe. */
TYCON_API const char *tycon_status_string(tycon_status st);

/* Sets every field of *opt to its default (no module, no values, plain, width 78). NULL is
** accepted. Thread-safe. */
TYCON_API void tycon_console_options_init(tycon_console_options *opt);

/* One in-memory file for tycon_check_run_overlay: text[0..len) stands for the file at path
** (an editor's unsaved buffer), whether or not that file exists on disk. */
typedef struct tycon_overlay_file {
    const char *path;  /* compared with dir + "/" + name after dropping "." segments and
                          repeated slashes; -var-file paths are compared as given */
    const char *text;
    size_t len;
} tycon_overlay_file;

/*
** tycon_check_run, but every file the check reads (module .tf / .tf.json files, automatic
** tfvars files, -var-file files) is taken from files[0..nfiles) when listed there, and the
** overlay files in the module directory are part of its listing. The texts are copied (they
** may change after the call). nfiles 0 is tycon_check_run. Same results.
*/
TYCON_API tycon_status tycon_check_run_overlay(tycon_ctx *ctx, const tycon_check_options *opt,
                                               const tycon_overlay_file *files, size_t nfiles,
                                               tycon_check **out);

/* Number of diagnostics of a check result (errors and warnings, in the order the check
** found them; tycon_check_render sorts them as Terraform does). 0 for NULL. */
TYCON_API size_t tycon_check_diag_count(const tycon_check *check);
/* Diagnostic i of a check result, or NULL when out of range: severity, summary, detail,
** value path (`path`, NULL when none), and the subject range (file name as the check shows
** it, 1-based start/end line and column, 0-based byte offsets; has_subject 0 when the
** diagnostic has no place, e.g. an unreadable file). The value path of a conversion error
** starts with the variable (`var.servers[0].name`). Lives as long as the result. */
TYCON_API const tycon_diag *tycon_check_diag_at(const tycon_check *check, size_t i);

/* Where a variable's final value came from. */
typedef enum tycon_origin_kind {
    TYCON_ORIGIN_UNSET = 0, /* no value (not set and no default, or the value was invalid) */
    TYCON_ORIGIN_DEFAULT,   /* the declared default (range: the default expression) */
    TYCON_ORIGIN_FILE,      /* a tfvars file (range: the value expression) */
    TYCON_ORIGIN_CLI,       /* a -var option (no range) */
    TYCON_ORIGIN_ENV        /* a TF_VAR_ environment variable (no range) */
} tycon_origin_kind;

typedef struct tycon_var_origin {
    tycon_origin_kind kind;
    int has_range;
    tycon_range range;     /* filename lives as long as the result */
} tycon_var_origin;

/* Stores where variable i's value came from in *out. TYCON_OK, or TYCON_ERR_MISUSE (NULL
** arguments, i out of range). The structured form of tycon_check_var_source. */
TYCON_API tycon_status tycon_check_var_origin(const tycon_check *check, size_t i,
                                              tycon_var_origin *out);
/* Stores the range of variable i's declaration (`variable "name"`) in *out. TYCON_OK, or
** TYCON_ERR_MISUSE. */
TYCON_API tycon_status tycon_check_var_decl(const tycon_check *check, size_t i,
                                            tycon_range *out);

/* Options for tycon_lsp_serve. Initialise with tycon_lsp_options_init. */
typedef struct tycon_lsp_options {
    int in_fd;                 /* where requests come from (default 0, standard input) */
    int out_fd;                /* where responses go (default 1, standard output) */
    int log_fd;                /* a log of the session's messages, or -1 (default) */
    const char *const *env;    /* NULL-terminated "NAME=VALUE" list read for TF_VAR_*, or
                                  NULL */
} tycon_lsp_options;

/* Sets every field of *opt to its default. NULL is accepted. Thread-safe. */
TYCON_API void tycon_lsp_options_init(tycon_lsp_options *opt);

/*
** Runs the language server (LSP 3.17, JSON-RPC over in_fd / out_fd with Content-Length
** framing; docs/editors.md) until the client sends `exit` or closes its end. Returns TYCON_OK
** after `shutdown` then `exit`, TYCON_ERR_IO when the input ended or `exit` came without
** `shutdown` (LSP: exit status 1), TYCON_ERR_NOMEM, TYCON_ERR_MISUSE. Blocks the thread.
*/
TYCON_API tycon_status tycon_lsp_serve(tycon_ctx *ctx, const tycon_lsp_options *opt);

/* End of editor support                                                                 */
/* ------------------------------------------------------------------------------------ */

/* ------------------------------------------------------------------------------------ */
/* Console output length (issue 11)                                                     */

/* The length in bytes of the *out text of the last tycon_console_eval on con: a result
** may hold NUL bytes (a string containing "\u0000" printed as a heredoc). */
TYCON_API size_t tycon_console_out_len(const tycon_console *con);

/* End of console output length                                                         */
/* ------------------------------------------------------------------------------------ */

/* ------------------------------------------------------------------------------------ */
/* Module checking for tools (issue 15): partial checks, renderings with their length,  */
/* structured diagnostics of a check result (the CLI's --format=sarif, junit, ...).     */

#define TYCON_CHECK_PARTIAL 0x04 /* check only the values given: an unset required variable
                                    is not an error (layered tfvars) */

#define TYCON_RENDER_COMPACT_WARNINGS 0x01 /* tycon_check_render_len: -compact-warnings */

/*
** tycon_check_render with flags (TYCON_RENDER_*) and the lengths of the renderings: the texts
** may contain NUL bytes (a snippet of a binary or UTF-16 file), so use *out_len / *err_len
** (each text is also NUL-terminated). out_len / err_len may be NULL. Returns TYCON_OK,
** TYCON_ERR_MISUSE or TYCON_ERR_NOMEM.
*/
TYCON_API tycon_status tycon_check_render_len(tycon_check *check, tycon_check_format format,
                                              int width, unsigned flags, const char **out,
                                              size_t *out_len, const char **err,
                                              size_t *err_len);

/*
** tycon_check_render_len streamed: the warnings' text goes to out(out_ud, ...) and the
** errors' text to err(err_ud, ...) in pieces as it is rendered (at most a few tens of KiB,
** or one diagnostic, held at a time) instead of being kept in memory, so that thousands of
** diagnostics with long snippet lines cost the memory of one. The writers return 0 to go
** on; any other value stops the rendering (TYCON_ERR_IO). JSON: the whole document goes to
** out. Returns TYCON_OK, TYCON_ERR_MISUSE, TYCON_ERR_NOMEM or TYCON_ERR_IO.
*/
TYCON_API tycon_status tycon_check_render_write(tycon_check *check, tycon_check_format format,
                                                int width, unsigned flags, tycon_write_fn out,
                                                void *out_ud, tycon_write_fn err, void *err_ud);

/* tycon_diag_render with the length of the rendering in *len (len may be NULL): the text may
** contain NUL bytes (a snippet of a binary file); it is also NUL-terminated. */
TYCON_API tycon_status tycon_diag_render_len(tycon_ctx *ctx, tycon_arena *arena,
                                             const tycon_diag *diag, tycon_diag_format format,
                                             int width, const char **out, size_t *len);

/* Number of diagnostics of the result (every one: none is folded into another); the same
** number as tycon_check_diag_count. */
TYCON_API size_t tycon_check_sorted_diag_count(const tycon_check *check);
/* Diagnostic i in Terraform's display order (warnings first; sourceless first; then by file
** and position), or NULL when out of range (or on out-of-memory). Subject file names are as
** Terraform shows them (relative to the module directory, -var-file paths as given). The
** record lives as long as the result. */
TYCON_API const tycon_diag *tycon_check_sorted_diag_at(tycon_check *check, size_t i);
/* The path of sorted diagnostic i's subject file as it can be opened from the current directory
** (the module directory joined with the shown name, or the -var-file path as given), or
** NULL when the diagnostic has no subject or its subject is not in a file (the text of a -var
** or TF_VAR_ value, named "<value for var.NAME>"). Lives as long as the result. */
TYCON_API const char *tycon_check_sorted_diag_file(tycon_check *check, size_t i);

/* The lengths in bytes of the texts returned by the last tycon_console_new (out, err, late)
** or tycon_console_eval (out, err; *late_len = 0) on con: they may contain NUL bytes (a
** snippet of a binary variables file). NULL pointers are skipped; con NULL gives zeros. */
TYCON_API void tycon_console_lengths(const tycon_console *con, size_t *out_len,
                                     size_t *err_len, size_t *late_len);

/* End of module checking for tools                                                      */
/* ------------------------------------------------------------------------------------ */

/* ------------------------------------------------------------------------------------ */
/* Language bindings (issue 28): a JSON interchange for conversion, friendly type names.  */

/*
** Converts a value given as JSON text json[0..len) (need not be NUL-terminated; read as HCL's
** JSON syntax reads a .tfvars.json value: objects are objects, arrays tuples, numbers exact,
** strings literal) to type as Terraform converts an input variable: defaults (from
** tycon_type_parse; may be NULL) applied to a non-null value, then tycon_value_convert.
** type and defaults are only read, so they may come from another context (even one used
** by another thread, as long as their arena lives). On TYCON_OK *out receives the result
** as JSON text in arena (cty's json.Marshal with the result's own type: sets and tuples are
** arrays, numbers exact decimal text, nulls null), *out_len its length (out_len may be
** NULL), and *type_json (when type_json is not NULL) the result's type in cty's JSON type
** encoding (tycon_type_json), where the caller can find which arrays are sets. Otherwise
** returns the status of the step that failed with its diagnostics on ctx: TYCON_ERR_SYNTAX
** (not JSON), TYCON_ERR_CONVERT (one diagnostic: go-cty's message as detail, the value
** path in `path`), TYCON_ERR_LIMIT, TYCON_ERR_MISUSE or TYCON_ERR_NOMEM. Not thread-safe
** with respect to ctx.
*/
TYCON_API tycon_status tycon_value_convert_json(tycon_ctx *ctx, tycon_arena *arena,
                                                const char *json, size_t len,
                                                const tycon_type *type,
                                                const tycon_defaults *defaults,
                                                const char **out, size_t *out_len,
                                                const char **type_json);

/* cty's FriendlyName of a type ("list of string", "object", "dynamic"), or with constraint
** nonzero FriendlyNameForConstraint ("any type", "list of any single type"), as a
** NUL-terminated string in arena; NULL on out-of-memory or misuse. Leaves the diagnostics
** of ctx alone. Not thread-safe with respect to ctx. */
TYCON_API const char *tycon_type_friendly_name(tycon_ctx *ctx, tycon_arena *arena,
                                               const tycon_type *type, int constraint);

/* End of language bindings                                                              */
/* ------------------------------------------------------------------------------------ */

/* ------------------------------------------------------------------------------------ */
/* Module diff (issue 26): what a module's new version breaks for its callers           */
/* (docs/diff.md).                                                                        */

typedef struct tycon_diff tycon_diff;

/* Options of tycon_diff_run. Initialise with tycon_diff_options_init. */
typedef struct tycon_diff_options {
    const char *old_dir;     /* the old version's module directory */
    const char *new_dir;     /* the new version's module directory */
    const char *old_label;   /* names of the two versions in the output (NULL: the dirs) */
    const char *new_label;
    const char *old_loc;     /* directories file locations are shown under (NULL: the dirs; */
    const char *new_loc;     /* "" or ".": file names alone, relative to the module) */
} tycon_diff_options;

/* Categories of a change, from the worst. */
typedef enum tycon_diff_category {
    TYCON_DIFF_BREAKING = 0, /* a caller that worked before may fail now */
    TYCON_DIFF_BEHAVIOUR,    /* callers still work; values or effects differ */
    TYCON_DIFF_ADDITION      /* new optional interface */
} tycon_diff_category;

/* One change (strings live as long as the result; file NULL when there is none). */
typedef struct tycon_diff_change {
    const char *address;     /* var.x, output.y, module.z, provider.aws, terraform */
    const char *kind;        /* "variable-removed", "type-narrowed", ... (docs/diff.md) */
    tycon_diff_category category;
    const char *message;
    const char *witness;     /* a value accepted before and rejected now (HCL), or NULL */
    const char *file;        /* relative to the module directory of its side */
    int new_side;            /* 1: file is in the new version, 0: in the old one */
    unsigned line, column;
} tycon_diff_change;

/* Output formats of tycon_diff_render. */
typedef enum tycon_diff_format {
    TYCON_DIFF_TEXT = 0,     /* grouped: breaking, behaviour changes, additions */
    TYCON_DIFF_JSON,         /* the document of docs/diff.md */
    TYCON_DIFF_SARIF,        /* SARIF 2.1.0 */
    TYCON_DIFF_GITHUB,       /* GitHub Actions workflow annotations */
    TYCON_DIFF_COMPACT       /* one line per change */
} tycon_diff_format;

/* Sets every field of *opt to NULL. NULL is accepted. */
TYCON_API void tycon_diff_options_init(tycon_diff_options *opt);

/*
** Loads both modules and compares them. On TYCON_OK *out receives a result (free with
** tycon_diff_free); when a module does not load, the result holds its errors
** (tycon_diff_error_count) and no changes. TYCON_ERR_NOMEM or TYCON_ERR_MISUSE otherwise.
** Reads files only; runs no program.
*/
TYCON_API tycon_status tycon_diff_run(tycon_ctx *ctx, const tycon_diff_options *opt,
                                      tycon_diff **out);
/* Frees a result. NULL is accepted. */
TYCON_API void tycon_diff_free(tycon_diff *diff);
/* Number of load errors (the modules were not compared when > 0). */
TYCON_API size_t tycon_diff_error_count(const tycon_diff *diff);
/* Number of changes, and change i (NULL when out of range), ordered by category then
** address. */
TYCON_API size_t tycon_diff_change_count(const tycon_diff *diff);
TYCON_API const tycon_diff_change *tycon_diff_change_at(const tycon_diff *diff, size_t i);
/* Number of breaking changes (the CLI exits 1 when > 0). */
TYCON_API size_t tycon_diff_breaking_count(const tycon_diff *diff);
/* "major" (something breaks), "minor" (additions), "patch" (behaviour changes) or "none". */
TYCON_API const char *tycon_diff_required_bump(const tycon_diff *diff);
/* The result in format fmt (load errors: Terraform's error blocks), NUL-terminated, *len
** bytes (len may be NULL); lives as long as the result. TYCON_OK or TYCON_ERR_NOMEM. */
TYCON_API tycon_status tycon_diff_render(tycon_diff *diff, tycon_diff_format fmt,
                                         const char **text, size_t *len);

/* End of module diff                                                                     */
/* ------------------------------------------------------------------------------------ */

#ifdef __cplusplus
}
#endif
#endif
