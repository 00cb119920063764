/* SPDX-License-Identifier: Apache-2.0 */
/*
** diag_render.h (private): Terraform's presentation of diagnostics: display order and warning
** consolidation (tfdiags), the plain (-no-color) and boxed colored renderers
** (command/format/diagnostic.go), the JSON diagnostic objects (command/views/json) and the
** "is ..." value statements shown under snippets. Output goes to tyc_bufs; nothing is printed.
*/
#ifndef TYC_DIAG_RENDER_H
#define TYC_DIAG_RENDER_H

#include "runtime/diag/diag.h"
#include "runtime/value/value.h"

/* ---- order and consolidation (diag_order.c) ---- */

/* One entry of a display list. A consolidated warning is a copy of the first warning of its
** group with the "(and N more similar warnings elsewhere)" sentence added to the detail. */
typedef struct tyc_diag_item {
    const tyc_diag *diag;
    uint32_t ngroup;           /* diagnostics folded into this entry (1 when not grouped) */
} tyc_diag_item;

/*
** Terraform's display list of ds (View.Diagnostics): a stable sort (warnings before errors;
** sourceless before sourced; then file name by number of '/' separators then bytes; then
** subject start byte, end byte), then, when threshold > 0, ConsolidateWarnings(threshold):
** at most `threshold` - 1 sourced warnings per summary are shown alone, the threshold-th one
** absorbs all later ones with the same summary (Terraform's views use threshold 1).
** Sourceless warnings and errors are never grouped. Returns an array of *n items in arena a
** (NULL with *n = 0 when ds is empty or on out-of-memory; check a->ctx->oom).
*/
tyc_diag_item *tyc_diags_display(tyc_arena *a, const tyc_diags *ds, int threshold, uint32_t *n);

/* ---- text renderers (diag_render.c) ---- */

#define TYC_DR_WIDTH 78            /* Terraform's width when the stream is not a terminal */

#define TYC_DR_COLOR 0x01          /* boxed renderer with ANSI colors (Terraform's default) */
#define TYC_DR_LEGACY_UI 0x02      /* plain mode: pass the whole text through colorstring with
                                      colors disabled, as the legacy UI (console, init) does: known
                                      markup such as [red] anywhere is removed. Terraform's view
                                      commands (validate, plan) do not do this. */
#define TYC_DR_COMPACT_WARNINGS 0x04 /* tyc_diags_render: -compact-warnings */
#define TYC_DR_OWN 0x10            /* tycon's own output (not --compat=terraform): at most
                                      TYC_DR_PER_FILE diagnostics of one file, then an
                                      "and N more" line; long snippet lines shown as a window
                                      around the highlight */
#define TYC_DR_PER_FILE 50
#define TYC_DR_LONG_LINE 240       /* a longer snippet line is elided in tycon's own output */
#define TYC_DR_MORE_WARNINGS 0x08  /* tyc_diags_render: consolidation threshold 5 instead of
                                      Terraform's 1 (tycon's own, non-compat output) */

/*
** Appends one diagnostic as Terraform prints it: plain form (DiagnosticPlain) unless flags
** has TYC_DR_COLOR (Diagnostic: boxed, ESC codes byte for byte, including colorstring's extra
** ESC[0m after every colorized fragment). width is the terminal width (TYC_DR_WIDTH when not
** a terminal); details wrap at width-1 (plain) or width-3 (boxed); width <= 1 (plain) or
** <= 3 (boxed) disables wrapping. ngroup is unused here (the detail already says it).
*/
void tyc_diag_render(tyc_buf *b, const tyc_diag *d, unsigned flags, int width);

/*
** What a view command prints for a whole list: the display list of ds (consolidation
** threshold 1), warnings rendered into out (stdout) and errors into err (stderr), each block
** as-is. With TYC_DR_COMPACT_WARNINGS and only warnings: the compact summary into out.
*/
void tyc_diags_render(tyc_buf *out, tyc_buf *err, const tyc_diags *ds, unsigned flags, int width);

/* The -compact-warnings text for n warning items (as Terraform prints it, with the leading
** "\n" and the trailing "To see the full warning notes..." line). */
void tyc_diags_render_compact(tyc_buf *b, const tyc_diag_item *items, uint32_t n, unsigned flags);

/*
** colorstring.Colorize.Color with Terraform's settings (DefaultColors, Reset): every known
** [name] token (case-sensitive name; tokens match [A-Za-z0-9_-]+) becomes ESC[<code>m, or is
** removed when color is 0; unknown tokens stay. When color is 1 and some token was known,
** ESC[0m is appended at the end.
*/
void tyc_colorstring(tyc_buf *b, const char *s, size_t n, int color);

/* go-wordwrap WrapString(s, lim): greedy wrap at Unicode spaces (not NBSP), widths counted in
** runes, pending spaces dropped at a break, words never split; invalid UTF-8 becomes U+FFFD. */
void tyc_wordwrap(tyc_buf *b, const char *s, size_t n, size_t lim);

/* ---- snippets and ranges (diag_snippet.c) ---- */

/* A source position: 1-based line and column (grapheme clusters), 0-based byte. */
typedef struct tyc_pos {
    uint32_t line, col, byte;
} tyc_pos;

/* Everything the renderers and the JSON form show about a diagnostic's source (Terraform's
** viewsjson.NewDiagnostic). */
typedef struct tyc_snippet {
    int has_range;             /* the diagnostic has a subject */
    const char *filename;
    tyc_pos start, end;        /* the highlight range, after the empty-range extension */
    int has_code;              /* source text available: the fields below are meaningful */
    int has_context;
    tyc_buf context;           /* `variable "b"` (HCL) or `a.b[0]` (JSON) when has_context */
    tyc_buf code;              /* the whole lines overlapping the snippet range, '\n'-joined */
    uint32_t start_line;
    size_t hl_start, hl_end;   /* highlight byte offsets into code, clamped */
    const tyc_diag_value **values; /* the value lines sorted by traversal (arena a) */
    uint32_t nvalues;
    const char *call_sig;      /* the "while calling" signature, or NULL */
    const char *call_json;     /* the JSON "function_call" (compact), or NULL */
} tyc_snippet;

/* Fills s for d. Buffers use ctx c; values are sorted into arena a. Returns 0, or -1 on
** out-of-memory. Free with tyc_snippet_free (also after a failure). */
int tyc_snippet_build(tyc_snippet *s, tyc_ctx *c, tyc_arena *a, const tyc_diag *d);
void tyc_snippet_free(tyc_snippet *s);

/* An HCL range as Terraform prints it in messages: `FILE:LINE,SC-EC` when both ends are on
** one line, else `FILE:SL,SC-EL,EC`. */
void tyc_range_buf(tyc_buf *b, const tyc_range *r);

/* ---- JSON (diag_json.c) ---- */

/*
** Appends d as Terraform's JSON diagnostic object (views/json.Diagnostic: severity, summary,
** detail, range, snippet) as Go's encoding/json writes it: compact (json.Marshal) when
** depth < 0, else pretty-printed (json.MarshalIndent, indent "  ") as if nested at `depth`
** levels (the object's own braces are not indented; inner lines are). Returns 0, or -1 on
** out-of-memory.
*/
int tyc_diag_json(tyc_buf *b, const tyc_diag *d, int depth);

/* `terraform validate -json`: {"format_version": "1.0", "valid", "error_count",
** "warning_count", "diagnostics": [...]} pretty-printed, followed by "\n". Diagnostics in list
** order (Terraform does not sort them here). Returns 0, or -1 on out-of-memory. */
int tyc_diags_validate_json(tyc_buf *b, const tyc_diags *ds);

/* A machine-readable log line (`plan -json`): {"@level", "@message", "@module":
** "terraform.ui", "@timestamp", "diagnostic", "type": "diagnostic"} + "\n". timestamp is
** given by the caller (RFC 3339 with microseconds). Returns 0, or -1 on out-of-memory. */
int tyc_diag_json_log(tyc_buf *b, const tyc_diag *d, const char *timestamp);

/* ---- value statements (diag_value.c) ---- */

/* Which kinds of values the diagnostic is flagged as caused by (tfdiags.DiagnosticCausedBy*). */
#define TYC_VS_UNKNOWN 0x01
#define TYC_VS_SENSITIVE 0x02
#define TYC_VS_EPHEMERAL 0x04

/*
** Terraform's statement about a value under a snippet, for a diagnostic caused by the kinds
** in `caused`: `is "a"`, `is 42`, `is null`, `is list of string with 3 elements`,
** `is object with 1 attribute "a"`, `has a sensitive value`, `is a string, known only after
** apply` (without TYC_VS_UNKNOWN: `is a string`), `will be known only after apply`, plus
** ", and is ephemeral". Returns 1 when a statement was appended, 0 when Terraform omits the
** value (sensitive or dynamic-unknown values the diagnostic is not caused by).
*/
int tyc_value_statement_ex(tyc_buf *b, const tyc_value *v, unsigned caused);

/* tyc_value_statement_ex(b, v, TYC_VS_UNKNOWN | TYC_VS_SENSITIVE): never omits. */
void tyc_value_statement(tyc_buf *b, const tyc_value *v);

/* compactValueStr: `"a"`, `42`, `true`, `null`, `empty tuple`, `map of number with 2
** elements`, `object with no attributes`, ... (also the text of a primitive index key in a
** traversal: `var.m["k"]`). */
void tyc_value_compact(tyc_buf *b, const tyc_value *v);

#endif
