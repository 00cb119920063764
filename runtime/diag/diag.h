/* SPDX-License-Identifier: Apache-2.0 */
/*
** diag.h: diagnostics (HCL's shape: severity, summary, detail, subject and context ranges)
** plus the value path where a conversion failed, and the sources they point into.
** Positions are byte offsets; line and column are computed when rendering.
*/
#ifndef TYC_DIAG_H
#define TYC_DIAG_H

#include "runtime/base/core.h"

/* A named source text. text[len] is a NUL sentinel. text may be NULL when the source is not
** available (e.g. "<value for var.x>"). */
typedef struct tyc_source {
    const char *name;
    const char *text;
    uint32_t len;
    /* The parsed configuration (opaque here) and the syntax layer's function that names the
    ** block enclosing a byte offset ("variable \"x\""), so snippets can show "in <block>";
    ** both NULL when the source is not a configuration file. context appends to b and returns
    ** 1, or returns 0 when no block encloses off. */
    const void *body;
    int (*context)(tyc_buf *b, const void *body, int64_t off);
    /* tyc_source_pos's memo of the last position it computed (a cache, written through const
    ** pointers): positions asked in increasing order cost linear time in all, however many
    ** diagnostics point into one file or one long line. Zero-initialise. */
    struct tyc_srcpos_memo {
        uint32_t valid, off, line, lstart, col, jst;
    } memo;
    /* 1: positions follow hcl's JSON scanner (columns counted per token: a tab is two, a
    ** backslash or quote in a string one, see tyc_source_pos); 0: the native syntax's. */
    uint8_t json;
    /* Native syntax: the offsets (increasing) where a token starts inside what would
    ** otherwise be one grapheme cluster (a combining mark right after a quote): hcl counts
    ** clusters per token, so each adds a column. Filled by the parser (tyc_source_break). */
    uint32_t *breaks;
    uint32_t nbreaks, capbreaks;
    /* When set, tyc_source_pos builds an index of line starts in this arena on first use
    ** (positions in any order then cost O(log lines) plus the column count). */
    tyc_arena *index_arena;
    const uint32_t *lines; /* the index: starts of lines 1..nlines */
    uint32_t nlines;
} tyc_source;

/* One "├── var.x is \"a\"" line under a snippet: traversal text and statement. */
typedef struct tyc_diag_value {
    const char *traversal;
    const char *statement;
} tyc_diag_value;

/* A byte range [beg, end) in a source. anchor1, when not 0, is 1 + the offset of the token
** that hcl positions the range from by bytes: the start column is the anchor's column plus
** beg - anchor, and the range is one byte and one column long (hcl json's "Invalid JSON
** string"; see tyc_range_pos). */
typedef struct tyc_range {
    const tyc_source *src;
    uint32_t beg, end;
    uint32_t anchor1;
} tyc_range;

#define TYC_SEV_ERROR 1
#define TYC_SEV_WARNING 2

typedef struct tyc_diag tyc_diag;
struct tyc_diag {
    tyc_diag *next;
    int severity;
    int code;              /* tycon_status of the failure (TYCON_ERR_SYNTAX, ...) */
    const char *summary;
    const char *detail;
    tyc_range subject;     /* subject.src NULL: no subject */
    tyc_range context;     /* context.src NULL: no context */
    const char *path;      /* rendered value path (e.g. `[0].name`), or NULL */
    const tyc_diag_value *values; /* expression values shown under the snippet */
    uint32_t nvalues;
    /* hcl's Diagnostic.Expression: the expression (an opaque syntax node) whose evaluation
    ** raised this diagnostic, NULL when none; and the function call node when the diagnostic
    ** carries hcl's FunctionCallDiagExtra. Set by the evaluator; the layer that knows the
    ** variables turns them into `values` and `call_sig`. */
    const void *expr;
    const void *call;
    /* The call was evaluated in hcl's child EvalContext (a for expression), whose Functions
    ** table is empty: Terraform prints no signature for it, only the name as called. */
    uint8_t call_in_child;
    /* The names a for expression had bound when the diagnostic was added (hcl's child
    ** EvalContext; opaque, see tyc_scope_lookup), NULL outside for expressions. */
    const void *scope;
    /* The called function's signature, `lookup(inputMap, key, default...)`, printed as
    ** Terraform's "while calling" line above the values; NULL when none. */
    const char *call_sig;
    /* Terraform's JSON snippet "function_call" as compact JSON: "called_as" and, when the
    ** function is known there, its "signature"; NULL when none. */
    const char *call_json;
    /* The address of the object the diagnostic is about ("aws_instance.web"), shown as
    ** Terraform's "with ADDR," line and the JSON "address"; NULL when none. */
    const char *address;
};

/* A list of diagnostics; strings and records live in `arena`. */
typedef struct tyc_diags {
    tyc_arena *arena;
    tyc_diag *head, *tail;
    uint32_t count, nerrors;
} tyc_diags;

void tyc_diags_init(tyc_diags *d, tyc_arena *a);
/*
** Appends a diagnostic. src may be NULL (no subject); summary is copied; detail is a
** printf format (may be NULL for ""). Returns the record (so callers can set context or
** path), or NULL on out-of-memory.
*/
tyc_diag *tyc_diag_add(tyc_diags *d, int severity, int code, const tyc_source *src, uint32_t beg,
                       uint32_t end, const char *summary, const char *detailfmt, ...)
    __attribute__((format(printf, 8, 9)));
/* A NUL byte inside a summary or detail (NUL-terminated texts) is kept as these two bytes
** (an overlong encoding no valid UTF-8 text holds); the renderers write it as the NUL byte
** Terraform prints (`\u0000` in JSON). */
#define TYC_DIAG_NUL "\xC0\x80"
/* s[0..n) with each NUL byte written as TYC_DIAG_NUL: arena text, NULL on out-of-memory. */
char *tyc_diag_nul_text(tyc_arena *a, const char *s, size_t n);

/* Appends a copy of g to d; the copy, or NULL on out-of-memory. */
tyc_diag *tyc_diags_push_copy(tyc_diags *d, const tyc_diag *g);
/* Appends every diagnostic of src to d (records are shared). */
void tyc_diags_append(tyc_diags *d, const tyc_diags *src);

/* Line and column (1-based) of a byte offset, as hcl counts them: in the native syntax a
** column is a grapheme cluster; in JSON (s->json) a byte between tokens (a tab two, a CR
** none), and in a string a backslash, a quote or a grapheme cluster. */
void tyc_source_pos(const tyc_source *s, uint32_t off, uint32_t *line, uint32_t *col);
/* (A source with an empty name and no text stands for hcl's zero Range: line 0, column
** off; a diagnostic there shows "on  line 0:" and "(source code not available)".) */
/* Records a token start at off in s when the text's grapheme segmentation does not break
** there (see tyc_source.breaks); offsets must come in increasing order (others are ignored).
** Memory from a; on out-of-memory the column count stays the line-wide one. */
void tyc_source_break(tyc_arena *a, const tyc_source *s, uint32_t off);
/* Start and end line and column of r (tyc_source_pos, or the anchored rule of tyc_range). */
void tyc_range_pos(const tyc_range *r, uint32_t *l1, uint32_t *c1, uint32_t *l2, uint32_t *c2);

/* A step of a value path (go-cty's cty.Path). */
typedef enum tyc_step_kind {
    TYC_STEP_ATTR,       /* .name (GetAttrStep) */
    TYC_STEP_INDEX_NUM,  /* [i]   (IndexStep with a number) */
    TYC_STEP_INDEX_STR,  /* ["k"] (IndexStep with a string) */
    TYC_STEP_INDEX_UNK   /* [?]   set element (IndexStep with an unknown key) */
} tyc_step_kind;

typedef struct tyc_step {
    uint8_t kind;
    uint64_t i;
    tyc_str s;
} tyc_step;

/* A path under construction: a stack of steps, grown in the given arena. */
typedef struct tyc_path {
    tyc_arena *arena;
    tyc_step *steps;
    uint32_t n, cap;
} tyc_path;

void tyc_path_init(tyc_path *p, tyc_arena *a);
/* Push returns 0, or -1 on out-of-memory. Pop removes the last step. */
int tyc_path_push_attr(tyc_path *p, tyc_str name);
int tyc_path_push_index(tyc_path *p, uint64_t i);
int tyc_path_push_key(tyc_path *p, tyc_str key);
int tyc_path_push_unknown(tyc_path *p);
void tyc_path_pop(tyc_path *p);
/* Renders as Terraform does: `.name`, `[0]`, `["key"]` (Go-quoted); "" when empty. */
void tyc_path_buf(tyc_buf *b, const tyc_step *steps, uint32_t n);

/* A conversion error: message text (no path) plus the path where it happened (a copy). */
typedef struct tyc_cerr {
    const char *msg;      /* NULL when the failure was out-of-memory */
    tyc_step *steps;
    uint32_t nsteps;
} tyc_cerr;

/* Fills e with msg (copied into a) and a copy of path p (p may be NULL). Returns -1 on OOM. */
int tyc_cerr_set(tyc_cerr *e, tyc_arena *a, const tyc_path *p, const char *msg);

#endif
