/* SPDX-License-Identifier: Apache-2.0 */
/*
** parse_diag.h: private; turns a native-syntax parse failure (the offending token, the
** token before it and the innermost bracketing frame) into hclsyntax's diagnostic.
*/
#ifndef TYC_PARSE_DIAG_H
#define TYC_PARSE_DIAG_H

#include "interp/syntax/parse_int.h"

typedef struct tyc_parse_err {
    int code;         /* grammar token code that failed (0: end of input) */
    int prev;         /* the token before it (0: none) */
    tyc_tok tok;
    tyc_tok prevtok;  /* the token before it */
    tyc_frame frame;  /* innermost frame at that token (the one it closed, if a closer) */
    int parent;       /* kind of the frame enclosing `frame` (0: none) */
    /* the innermost template if/for directive still open: its keyword (TK_IF / TK_FOR, or
    ** 0) and the range of its %{ ... } */
    int dir;
    uint32_t dir_beg, dir_end;
    /* the opening quote of the innermost quoted template around the token (UINT32_MAX:
    ** none) */
    uint32_t tpl_beg;
    uint32_t tpl_body; /* at the end of the input or in a directive: the innermost open
                       ** template's body start (UINT32_MAX: none) */
    int eof_silent;    /* at the end in recovery: the frames inside `frame` took the end
                       ** silently, as after a complete operand */
    /* the body item being read, before this token: hdr_ok when it is so far a block header
    ** (a name, then names or quoted labels), hdr_n its tokens, hdr_first its first token */
    int hdr_ok;
    uint32_t hdr_n;
    tyc_tok hdr_first;
    uint32_t name_beg; /* start of the last name (the first part of an `a::b` name) */
    uint32_t blk_beg;  /* start of the header of the block closed last (its type word) */
    /* the conditional at this token's level still waiting for its colon: {level, offset of
    ** its `?`, start of its condition, the `?` of the outermost conditional holding it at its
    ** level (its own when none)}, or NULL */
    const uint32_t *cond;
} tyc_parse_err;

/* What a parse of a body left for hcl's item recovery (body_recover). */
typedef struct hdrfail {
    int hit;          /* the parse failed in a body item header (or at an item's start) */
    int block;        /* ... that hcl keeps as a block (it has labels) */
    int whole_body;   /* at an item's start: hcl skips the rest of the enclosing body */
    int one_line;     /* in a one-line block's body (parseSingleAttrBody): err.tok is where
                      ** hcl's recoverAfterBodyItem starts */
    int attr;         /* in the value of a top-level argument, which hcl keeps */
    int nested;       /* perhaps in the value of an argument of a block (hcl keeps it too) */
    int silent;       /* in recovery, a complete operand's missing separator: no diagnostic */
    int ph;           /* silent: at a tuple's item, its placeholder (placeholder_fails) */
    int rec;          /* the read was in hcl's recovery mode (a conditional's brackets
                      ** recovered before the failure) */
    int eof_quiet;    /* a conditional without its colon failed the calls around to the end of
                      ** the file (they bail out silently) */
    uint32_t from;    /* where the item to skip starts */
    tyc_parse_err err;
    char *text;       /* the text that run read, when it blanked conditionals in a copy */
    uint32_t cph[8];  /* ... and the placeholders it put back there (hcl's silent operand at
                      ** a `?`, a for that failed), which later reads of that text keep */
    uint32_t ncph;
    tyc_node *soft_root; /* the tree of a parse that went on after its errors (px.soft) */
    uint32_t rhs_op;  /* the binary operator whose right operand holds err's innermost
                      ** bracket, as the parser's stack had them (UINT32_MAX: none) */
    uint32_t tok_op;  /* ... whose right operand holds err's token */
    uint32_t cond_q;  /* the `?` of the conditional that holds err's innermost bracket
                      ** (tyc_parse_cond_over; UINT32_MAX: none) */
} hdrfail;

/* A forced placeholder's offset with this bit set stands only before a token starting there. */
#define TYC_FORCE_EXACT 0x80000000u

/* The parse driver's pieces that the body recovery uses (parse_driver.c). */
/* One read of the text (rtext, or src's when NULL) as a body or expression (root), read again
** while a conditional lacks its colon; recovery: hcl's recovery mode from the start; force:
** the sorted offsets of hcl's placeholders to put back; *hf (may be NULL) receives what the
** body's item recovery needs. The tree, or NULL after an error (*status). */
tyc_node *tyc_parse_run_text(tyc_arena *a, const tyc_source *src, tyc_diags *dg, int *status,
                             int root, int fold, int fast, const char *rtext, int recovery,
                             const uint32_t *force, uint32_t nforce, hdrfail *hf);
/* Copies the diagnostics of add into dg but those already there after since (keep: a summary
** always copied). */
void tyc_parse_merge_new(tyc_diags *dg, const tyc_diag *since, const tyc_diags *add,
                         const char *keep);
/* 1 when the token code (before e's token) wants an operand after it. */
int tyc_parse_wants_operand(int code, const tyc_parse_err *e);
/* 1 when the token before e's ends a complete operand in t, the text read. */
int tyc_parse_ends_operand(const tyc_parse_err *e, const char *t);
/* 1 when e's token is where a tuple's item starts in t, the text read (after its `[` or a
** comma; in recovery, after the silent placeholder read there). */
int tyc_parse_at_item(const tyc_parse_err *e, const char *t);
/* The newline that ends the line of t from offset i outside brackets and strings (hcl's
** recoverAfterBodyItem), or n. */
uint32_t tyc_parse_line_end(const char *t, uint32_t n, uint32_t i);

/* Adds the diagnostic for a syntax error on e (eof_in_frame: input ended inside e->frame)
** and returns the status: TYCON_ERR_INCOMPLETE when the input ran out, else SYNTAX. */
int tyc_parse_diag(tyc_pctx *px, const tyc_parse_err *e, int eof_in_frame);
/* 1 when e is an error in the header of a body item (a name, then labels) after which hcl's
** parser skips the item and goes on: *block receives 1 when hcl keeps it as a block (it has
** labels). */
int tyc_parse_header_error(const tyc_pctx *px, const tyc_parse_err *e, int *block);
/* 1 when e is a token that cannot start a body item (hcl's ParseBody default case, whose
** diagnostic hcl gives only outside recovery; the item is skipped either way). */
int tyc_parse_body_start_error(const tyc_parse_err *e);
/* The diagnostics of hcl's template parser for the quoted template whose opening quote is
** at q when its control directives do not balance (parse_tpldirs.c): every wrong, stray or
** missing end directive, in hcl's order. Returns TYCON_ERR_SYNTAX, TYCON_ERR_NOMEM, or -1
** (nothing added) when the directives balance or the template has no closing quote. After
** errors px->tpl_dirs holds the template's directive sequences (hcl's parser reads on past the
** template as if it were whole: tyc_parse_run_text reads again without them). */
/* The detail of hcl's "Extra characters in ... marker" (a template sequence). */
#define TYC_D_EXTRA_CHARS \
    "Expected a closing brace to end the sequence, but found extra characters."

int tyc_parse_tpl_directives(tyc_pctx *px, uint32_t q);

/* The same for a template whose parts hcl's parser stopped reading: from its body's start
** `body` (in t, src's text or a copy) to `stop` (the end of the file, or a quoted template's newline), its
** end token at [eb, ee) (the end of the file, or the quote its recovery found). quoted: a
** quoted template (a backslash escapes), else a heredoc; a directive that `stop` cuts ends at
** cut_end. Every directive still open there is "Unexpected end of template".
** TYCON_ERR_SYNTAX, TYCON_ERR_NOMEM, or -1 (nothing added). */
int tyc_tpl_dirs_unclosed(tyc_arena *a, const tyc_source *src, tyc_diags *d, const char *t,
                          uint32_t body, uint32_t stop, int quoted, uint32_t eb, uint32_t ee,
                          uint32_t cut_end);

/* tyc_tpl_dirs_unclosed for the quoted template whose body starts at `body` and whose parts
** stop at the newline at nl (hcl's "Unterminated template string"): its recovery reads on to
** the next closing quote, hcl's end token (or the end of the file). */
int tyc_tpl_dirs_newline(tyc_arena *a, const tyc_source *src, tyc_diags *d, const char *t,
                         uint32_t body, uint32_t nl);

/* The end of the token hcl's scanner reads at t[i] (i < n) inside an expression: a name or a
** number, a two- or three-character operator, else one character. */
uint32_t tyc_parse_token_end(const char *t, uint32_t n, uint32_t i);
/* Where hcl's token for an else, endif or endfor directive ends, its keyword ending at offset
** k of t[0..n): with the token after the keyword (its `}`, `~}`, or what stands there). */
uint32_t tyc_parse_end_directive_end(const char *t, uint32_t n, uint32_t k);

/* The offset of the star of the attribute-only splat (`.*`, then `.name` or `.0` steps) that
** the dot at offset dot of t continues, or UINT32_MAX when it continues none. */
uint32_t tyc_parse_attr_splat(const char *t, uint32_t dot);
/* From the dot at offset p of t[0..n): when an attribute-only splat (`.*`) starts there, the
** offset after it (after its own steps, names after dots; or, *silent set, after a dot of them
** without its name, which in hcl's recovery mode fails silently, the traversal going on);
** else p. */
/* 1 when t[lo..p) ends with an attribute-only splat's star (`.*`, blanks between): a
** complete operand, no multiplication. */
int tyc_parse_splat_star_before(const char *t, uint32_t lo, uint32_t p);
uint32_t tyc_parse_splat_end(const char *t, uint32_t n, uint32_t p, int nl_ignored, int *silent);
/* 1 when e failed in the first item of a one-line block's body (its `{` on the error's line,
** no `=` since: hcl's parseSingleAttrBody) after the item's first name: *next is the offset
** of the token after that name. */
int tyc_parse_one_line_item(const tyc_pctx *px, const tyc_parse_err *e, uint32_t *next);
/* hcl's traversal steps from offset p of t[0..n) (bracketed indexes; names, numbers and
** splats after dots): where they end; *failed set when they end at a dot without its name
** (whose offset is returned). Newlines between steps are skipped when nl_ignored; in
** recovery an index without its key takes a `}` or `)` for its `]`, a splat's `[*` any token. */
uint32_t tyc_parse_steps(const char *t, uint32_t n, uint32_t p, int nl_ignored, int recovery,
                         int *failed);
/* tyc_parse_steps in recovery, each token hcl's index takes for its `]` written as `]` into w
** (w[i - wb] stands for t[i]: w covers the steps read). */
uint32_t tyc_parse_steps_taken(const char *t, uint32_t n, uint32_t p, int nl_ignored,
                               int *failed, char *w, uint32_t wb);
/* 1 when t[0..p) ends with an identifier (a call's name before its `(`): name characters from
** a letter, `_` or a non-ASCII byte on (a `-` there is an operator, digits a number). */
int tyc_parse_ident_before(const char *t, uint32_t p);
/* hcl's traversal from the dot at offset dot of t[0..n): 1 when its steps (names, numbers and
** splats after dots, bracketed indexes) end at a dot without its name, that token's range in
** [*b, *e) as tyc_parse_attr_after_dot gives it; 0 when t[dot] is no dot (or starts `..`). */
int tyc_parse_steps_fail(const char *t, uint32_t n, uint32_t dot, int nl_ignored, uint32_t *b,
                         uint32_t *e);
/* hcl's traversal after a dot that ends at offset at of t[0..n): 1 when the next token
** (newlines skipped when nl_ignored) is no attribute name, number or `*`, with that token's
** range in [*b, *e) (empty at the end of the input): "Invalid attribute name" there. */
int tyc_parse_attr_after_dot(const char *t, uint32_t n, uint32_t at, int nl_ignored,
                             uint32_t *b, uint32_t *e);
/* Adds the nesting-limit diagnostic (parser stack exhausted); returns TYCON_ERR_LIMIT. */
int tyc_parse_diag_limit(tyc_pctx *px, const tyc_parse_err *e, uint32_t max_depth);

#endif
