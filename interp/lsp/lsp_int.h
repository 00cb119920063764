/* SPDX-License-Identifier: Apache-2.0 */
/*
** lsp_int.h (private to interp/lsp): the server state, documents, and the functions the
** server's files share. Protocol messages are jansson values; everything else lives in the
** context's allocator (documents) or in arenas (per-check analyses, per-request scratch).
*/
#ifndef TYC_LSP_INT_H
#define TYC_LSP_INT_H

#include <jansson.h>

#include "interp/check/check.h"
#include "interp/config/overlay.h"
#include "interp/schema/schema.h"
#include "interp/lsp/lsp.h"

/* JSON-RPC / LSP error codes. */
#define LSP_PARSE_ERROR -32700
#define LSP_INVALID_REQUEST -32600
#define LSP_METHOD_NOT_FOUND -32601
#define LSP_INVALID_PARAMS -32602
#define LSP_INTERNAL_ERROR -32603
#define LSP_NOT_INITIALIZED -32002
#define LSP_REQUEST_FAILED -32803

/* ---- framing (lsp_io.c) ---- */

typedef struct lsp_io {
    tyc_ctx *ctx;
    int in_fd, out_fd, log_fd;
    char *buf;              /* bytes read and not consumed: buf[pos..len) */
    size_t pos, len, cap;
    int eof;
} lsp_io;

/* Result of lsp_read. */
enum { LSP_READ_OK = 0, LSP_READ_EOF, LSP_READ_BAD_HEADER, LSP_READ_TOO_LARGE, LSP_READ_NOMEM };

/* Reads one message body: *body points into io's buffer (valid until the next read), *n its
** length. A header block without a valid Content-Length is consumed and reported as
** LSP_READ_BAD_HEADER; a body longer than limit is skipped (LSP_READ_TOO_LARGE). */
int lsp_read(lsp_io *io, size_t limit, const char **body, size_t *n);
/* Writes msg (compact JSON) with its header. Returns 0, or -1 on a write error. */
int lsp_write(lsp_io *io, const json_t *msg);
/* Frees the read buffer. */
void lsp_io_free(lsp_io *io);

/* ---- documents (lsp_doc.c) ---- */

enum { DOC_OTHER = 0, DOC_TF, DOC_TFVARS, DOC_TFVARS_JSON };

/* The analysis of a document: the check that covered it (module and values). */
typedef struct lsp_an {
    tyc_arena *a;
    tyc_check r;
    const char *moddir;      /* the module directory (absolute, clean) */
    const char *srcname;     /* the name the check gives this document's source */
    int ok;                  /* the check ran (r is valid) */
} lsp_an;

typedef struct lsp_doc {
    tyc_arena *meta;         /* uri, path: for the document's lifetime */
    const char *uri;
    const char *path;        /* NULL for non-file URIs */
    int kind;                /* DOC_* */
    int64_t version;
    char *text;              /* text[0..len), NUL-terminated, cap bytes allocated */
    size_t len, cap;
    lsp_an an;
    int published;           /* diagnostics were published non-empty last time */
} lsp_doc;

/* Position encodings. */
enum { ENC_UTF8 = 8, ENC_UTF16 = 16, ENC_UTF32 = 32 };

/* Line starts of a text, for offset -> position conversions. */
typedef struct lsp_lines {
    const char *text;
    uint32_t len;
    uint32_t *start;
    uint32_t n;
} lsp_lines;

/* Builds the line table of text[0..len) in a. Returns 0, or -1 on out-of-memory. */
int lsp_lines_init(lsp_lines *l, tyc_arena *a, const char *text, uint32_t len);
/* The LSP position of byte offset off. */
void lsp_lines_pos(const lsp_lines *l, uint32_t off, int enc, uint32_t *line, uint32_t *ch);
/* The byte offset of an LSP position in text[0..len) (clamped to the line / text end). */
size_t lsp_offset(const char *text, size_t len, int64_t line, int64_t ch, int enc);
/* An LSP Range object for [beg, end) of l. */
json_t *lsp_range_json(const lsp_lines *l, uint32_t beg, uint32_t end, int enc);
/* A Hover result: the markdown text of b (copied into a) over [beg, end) of l. NULL on OOM. */
json_t *lsp_markup(tyc_buf *b, tyc_arena *a, const lsp_lines *l, uint32_t beg, uint32_t end,
                   int enc);

/* Replaces the document's whole text (copied). 0, or -1 on out-of-memory. */
int lsp_doc_set(tyc_ctx *ctx, lsp_doc *d, const char *text, size_t len);
/* Applies one contentChange: {"range": ..., "text": ...} or {"text": ...}. 0; -1 on OOM;
** 1 when the change is malformed. */
int lsp_doc_change(tyc_ctx *ctx, lsp_doc *d, const json_t *change, int enc);
/* Frees a document, its text and its analysis. NULL is accepted. */
void lsp_doc_free(tyc_ctx *ctx, lsp_doc *d);
/* 1 when path names a file in JSON syntax (.json). */
int lsp_is_json(const char *path);
/* The kind of a file from its name. */
int lsp_doc_kind(const char *path);

/* ---- the server (lsp_server.c) ---- */

/* One tfvars-to-module mapping: files matching glob (absolute) belong to module dir. */
typedef struct lsp_map {
    const char *glob;
    const char *module;
} lsp_map;

typedef struct lsp_modan lsp_modan;

/* One cached set of provider schemas: the files named by paths, as key saw them. */
#define LSP_SCH_MAX 4
typedef struct lsp_schc {
    tyc_arena *a;             /* everything below */
    uint64_t id, used;        /* its number; when it was last used (sch_tick) */
    const char *paths, *key;  /* the file names; with their sizes and times */
    tyc_schemas set;
    tyc_diags diags;          /* their load diagnostics */
} lsp_schc;

typedef struct lsp_srv {
    tyc_ctx *ctx;
    const tyc_lsp_opts *o;
    lsp_io io;
    tyc_arena *meta;          /* session-lifetime strings (root, mappings) */
    lsp_doc **docs;
    size_t ndocs, cap;
    int initialized, shutdown, exited;
    int enc;
    int watch_dynamic;        /* the client can register file watchers */
    const char *root;         /* workspace root path, or NULL */
    lsp_map *maps;
    uint32_t nmaps;
    int64_t next_id;          /* ids of server-to-client requests */
    lsp_modan **mods;         /* analyses of the modules of the open .tf files (lsp_tfan.c) */
    uint32_t nmods, mcap;
    struct lsp_schc *sch;     /* the schema cache (lsp_tfan.c) */
    uint32_t nsch, schcap;
    uint64_t sch_ids, sch_tick;
} lsp_srv;

/* The open document with this URI, or NULL (uri may be NULL). */
lsp_doc *lsp_find_doc(lsp_srv *s, const char *uri);
/* Sends a notification (steals params). 0, or -1 on a write error. */
int lsp_notify(lsp_srv *s, const char *method, json_t *params);

/* ---- paths and module mapping (lsp_map.c) ---- */

/* The path of a file:// URI (percent-decoded, cleaned) in a, or NULL. */
const char *lsp_uri_path(tyc_arena *a, const char *uri);
/* The file:// URI of an absolute path, in a. */
const char *lsp_path_uri(tyc_arena *a, const char *path);
/* path with "." and ".." segments and repeated slashes resolved lexically, in a. */
const char *lsp_path_clean(tyc_arena *a, const char *path);
/* The directory part of path ("/" for "/x"), in a. */
const char *lsp_dirname(tyc_arena *a, const char *path);
/* The module directory of a tfvars file (clean, absolute), in a: initializationOptions
** mappings, then the nearest .tycon.hcl, then the file's own directory. */
const char *lsp_module_of(lsp_srv *s, tyc_arena *a, const char *path);
/* Reads initializationOptions {"map": [{"tfvars": GLOB, "module": DIR}, ...]}. */
void lsp_read_maps(lsp_srv *s, const json_t *opts);

/* ---- diagnostics (lsp_diag.c) ---- */

/* Re-runs the check covering d and publishes its diagnostics. -1 on a write error. */
int lsp_analyse(lsp_srv *s, lsp_doc *d);
/* Re-analyses every open document (a .tf file changed on disk, or a mapping). */
int lsp_analyse_all(lsp_srv *s);
/* After a change to d (a .tf file): re-analyses the open documents of the same module. */
int lsp_analyse_module(lsp_srv *s, lsp_doc *d);

/* A Location object for [beg, end) of source src (its name relative to dir unless
** absolute), or NULL. */
json_t *lsp_location(tyc_arena *a, const char *dir, const tyc_source *src, uint32_t beg,
                     uint32_t end, int enc);

/* ---- analyses of .tf documents (lsp_tfan.c) ---- */

/* The open documents as an overlay, in a. 0, or -1 on OOM. */
int lsp_overlay(lsp_srv *s, tyc_arena *a, tyc_overlay *o);
/* Re-runs the analyses of the modules of the open .tf documents (only: just the module of
** that directory, and those not analysed yet; NULL: all), drops those of modules no longer
** open, and publishes every open .tf document's diagnostics. -1 on a write error. */
int lsp_tf_refresh(lsp_srv *s, const char *only);
/* The provider schemas of the project of directory dir (cached), or NULL when it lists none. */
const tyc_schemas *lsp_schemas(lsp_srv *s, tyc_arena *a, const char *dir);
/* Frees the analyses and the schema cache. */
void lsp_tf_free(lsp_srv *s);

/* ---- the tolerant scanner (lsp_scan.c) ---- */

enum { STEP_NAME = 1, STEP_INDEX };
typedef struct lsp_step {
    int kind;
    tyc_str name;             /* STEP_NAME: attribute or map key */
    uint32_t index;           /* STEP_INDEX */
} lsp_step;

/* Where the cursor is. */
enum {
    CUR_NONE = 0,
    CUR_TOPKEY,   /* top level, where a variable name goes */
    CUR_KEY,      /* inside an object constructor, where an attribute name goes */
    CUR_VALUE,    /* where a value goes (path: the value's place) */
    CUR_OPAQUE    /* inside a call, parentheses or a template: no value structure */
};

/* Kinds of brackets the scanner tracks. */
enum { LSP_FR_BODY = 1, LSP_FR_OBJ, LSP_FR_TUP, LSP_FR_PAREN };

/* One open bracket at the cursor: its kind, whether the cursor's item in it is past its `=`
** (BODY, OBJ; key: the item's key), the offset of the bracket (0 for the file's body). */
typedef struct lsp_frame {
    uint8_t kind, value;
    tyc_str key;
    uint32_t open;
} lsp_frame;

typedef struct lsp_key {
    tyc_str name;
    uint32_t beg, end;
} lsp_key;

typedef struct lsp_cursor {
    int where;
    lsp_step *steps;          /* the path of the place (variable name first) */
    uint32_t nsteps;
    uint32_t wbeg, wend;      /* the word at the cursor (identifier or string token) */
    int wstring;              /* the word is a quoted string */
    int wkey;                 /* the word is a key (followed by = or :) */
    tyc_str word;             /* its text (string: the contents) */
    lsp_key *siblings;        /* keys set in the innermost object / body (before and after
                                 the cursor; not the word at the cursor) */
    uint32_t nsiblings;
    lsp_frame *frames;        /* the open brackets, outermost first (NULL when none) */
    uint32_t nframes;
} lsp_cursor;

/* Scans text up to byte offset off. json: HCL JSON syntax. Returns 0, or -1 on OOM. */
int lsp_scan(tyc_arena *a, const char *text, uint32_t len, uint32_t off, int json,
             lsp_cursor *out);
/* The top-level keys (variable names) of a tfvars text, with their ranges. */
int lsp_scan_keys(tyc_arena *a, const char *text, uint32_t len, int json, lsp_key **keys,
                  uint32_t *n);

/* ---- types (lsp_type.c) ---- */

/* The type (and defaults node, may be NULL) at the steps of a path below type t / defaults
** d; NULL when the path leaves the type. */
const tyc_type *lsp_type_at(const tyc_type *t, const tyc_defaults *d, const lsp_step *steps,
                            uint32_t n, const tyc_defaults **dout);
/* A type pretty-printed in constraint syntax over several lines, with optional(T, default)
** markers (defaults from d, may be NULL), into b. */
void lsp_type_pretty(tyc_buf *b, const tyc_type *t, const tyc_defaults *d, size_t indent);
/* The default of attribute name of object node d, or NULL. */
const tyc_value *lsp_default_of(const tyc_defaults *d, tyc_str name);
/* The range of the attribute key at the end of steps in a variable's type expression
** (walking object(), list(), map(), optional(), tuple()); 0 when found. */
int lsp_type_key_range(const tyc_node *expr, const lsp_step *steps, uint32_t n, uint32_t *beg,
                       uint32_t *end);

/* ---- features (lsp_feat.c, lsp_complete.c) ---- */

/* The results of hover, definition and completion at byte offset off of tfvars document d
** (scratch memory from a; JSON null / NULL when there is nothing to show), and the code
** actions for the diagnostics of a codeAction request (an array). */
json_t *lsp_hover(lsp_srv *s, lsp_doc *d, size_t off, tyc_arena *a);
json_t *lsp_definition(lsp_srv *s, lsp_doc *d, size_t off, tyc_arena *a);
json_t *lsp_code_actions(lsp_srv *s, lsp_doc *d, const json_t *params);
json_t *lsp_completion(lsp_srv *s, lsp_doc *d, size_t off, tyc_arena *a);
/* The same on a cursor already scanned, with the variables of module m (steps[0] / the word
** at CUR_TOPKEY names a variable of m; prefix: how paths are shown, "var" or "module.x";
** moddir: the directory m's file names are relative to). Completion items are appended to
** items (json: names go in quotes). */
json_t *lsp_hover_at(lsp_srv *s, const tyc_module *m, const char *prefix, const lsp_cursor *c,
                     const lsp_lines *l, tyc_arena *a);
json_t *lsp_definition_at(lsp_srv *s, const tyc_module *m, const char *moddir,
                          const lsp_cursor *c, tyc_arena *a);
void lsp_completion_at(lsp_srv *s, const tyc_module *m, const lsp_cursor *cur,
                       const lsp_lines *l, uint32_t off, int json, tyc_arena *a, json_t *items);
/* The variable of d's analysis named name, or NULL. */
const tyc_var *lsp_var(const lsp_doc *d, tyc_str name);

#endif
