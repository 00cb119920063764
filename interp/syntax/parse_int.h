/* SPDX-License-Identifier: Apache-2.0 */
/*
** parse_int.h: private interface between the native-syntax lexer (grammar/lexer.re), the
** lemon grammar (grammar/parser.y), the parse driver (parse_driver.c) and the tree builders
** (parse_build.c). Not part of the shared contracts.
*/
#ifndef TYC_PARSE_INT_H
#define TYC_PARSE_INT_H

#include "interp/syntax/ast.h"
#include "runtime/diag/diag.h"
#include "runtime/value/value.h"

/* Bracketing contexts tracked by the lexer (and read by the driver). */
enum {
    TYC_FR_ROOT_EXPR = 1, /* top of tyc_parse_expr: newlines ignored */
    TYC_FR_ROOT_BODY,     /* top of tyc_parse_body: newlines significant */
    TYC_FR_BODY,          /* block braces: newlines significant */
    TYC_FR_BRACE,         /* object constructor braces: newlines significant */
    TYC_FR_BRACE_FOR,     /* `{for ...}`: newlines ignored */
    TYC_FR_PAREN,         /* `(`: newlines ignored */
    TYC_FR_BRACK,         /* `[`: newlines ignored */
    TYC_FR_INTERP,        /* `${` or `%{`: newlines ignored, `}` returns to the template */
    TYC_FR_QUOTE,         /* inside "..." */
    TYC_FR_HEREDOC        /* inside a heredoc */
};

/* Frame sub-kinds (diagnostics only). */
enum { TYC_FS_NONE = 0, TYC_FS_CALL, TYC_FS_INDEX, TYC_FS_CONTROL, TYC_FS_FOR };

typedef struct tyc_frame {
    uint8_t kind, sub;
    uint8_t fresh;     /* BRACE: no token seen inside yet */
    uint8_t item_eq;   /* BODY kinds: `=` seen in the current item; BRACE: in a value */
    uint8_t flush;     /* HEREDOC: `<<-` form */
    uint8_t for_in;    /* a `for` frame: its `in` keyword seen (2: and an `in` after it, a name) */
    uint8_t sol;       /* HEREDOC: at the start of a line */
    uint8_t xgot;      /* xbeg holds the start of the expression being read at this level */
    uint32_t xbeg;
    uint32_t chain; /* that expression is a conditional's false expression: the outermost `?`
                    ** of its conditionals, plus one (0: none) */
    /* a `for` frame after its colon (fcol): `=>` (arrow: the key [kbeg,kend)), the value's
    ** start (vgot, vbeg) and, once `...` or `if` came (vdone), its end; `...` at [ebeg,eend);
    ** ifkw: the `if` keyword read (an `if` where the key or value starts is a name) */
    uint8_t fcol, arrow, vgot, vdone, ell, ifkw;
    uint32_t kbeg, kend, vbeg, vend, ebeg, eend;
    uint32_t beg, end; /* the opening token */
    uint32_t mbeg, mlen; /* HEREDOC: the marker */
} tyc_frame;

/* A token as the grammar sees it. nd: a leaf built by the lexer (STRING for literals). */
typedef struct tyc_tok {
    uint32_t beg, end;
    tyc_node *nd;
} tyc_tok;

/* Lexer-only token codes (never given to the grammar). */
enum { TYC_LX_NL = 1000, TYC_LX_ERROR, TYC_LX_EOF };

typedef struct tyc_lexer {
    tyc_arena *a;
    tyc_node **freelist;    /* recycled leaf nodes (shared with the grammar's builders) */
    const tyc_source *src;
    tyc_diags *d;
    const unsigned char *s; /* the text; s[len] == 0 */
    uint32_t len, pos;
    uint32_t max_depth;
    tyc_frame *fr;
    uint32_t nfr, capfr;
    int status;         /* set with TYC_LX_ERROR */
    uint8_t strip;      /* last TINTERP/TCONTROL/TEND had a `~` marker */
    uint8_t did_pop;    /* the last token closed `popped` */
    uint8_t quiet;      /* after a parse error: lexing errors add no diagnostic */
    uint8_t recovery;   /* hcl's parser.recovery: its guarded parse diagnostics are not given */
    uint8_t rescan;     /* with TYC_LX_ERROR: hcl's lexer diagnostics of the rest still come */
    uint8_t told[5];    /* invalid characters reported, by kind (hcl's checkInvalidTokens) */
    tyc_frame popped;
} tyc_lexer;

/* Sets up lx over src (whose text must be NUL-terminated at len); pushes the root frame
** (TYC_FR_ROOT_EXPR or TYC_FR_ROOT_BODY). Returns 0, or -1 on out-of-memory. */
int tyc_lex_init(tyc_lexer *lx, tyc_arena *a, const tyc_source *src, tyc_diags *d,
                 const char *text, int root);
/* Scans the next token into *t; returns a TK_* code, TYC_LX_NL, TYC_LX_EOF or TYC_LX_ERROR
** (a diagnostic was added and lx->status set). */
int tyc_lex_next(tyc_lexer *lx, tyc_tok *t);
/* The innermost frame. */
tyc_frame *tyc_lex_top(tyc_lexer *lx);

/* hcl's recovery from a syntax error at offset `at` inside the value of an argument of a
** block, the argument starting at `from` (parse_recover.c): blanks the item as far as hcl's
** recovery skips it in buf (a copy of src's text being read again), closing there the blocks
** that end with the file when the skip ran to its end; *kept receives the argument hcl keeps (the
** expression read before `at`, its open brackets closed), or NULL when tycon cannot build
** it; recovery: an earlier error of the file was met (hcl's parser.recovery), then the
** diagnostics hcl still gives are added to d. Returns 1, 0 when the error is not in such a
** value (buf untouched), -1 on OOM. force[0..nforce): the placeholders the reads of buf put
** back (sorted offsets, tyc_parse_run_text's): the reading of the argument puts back those in
** it. eof_quiet: a conditional failed the calls around to the end of the file (hdrfail's). */
int tyc_recover_nested_attr(tyc_arena *a, const tyc_source *src, char *buf, uint32_t from,
                            uint32_t at, int recovery, int eof_quiet, const uint32_t *force,
                            uint32_t nforce, tyc_node **kept, tyc_diags *d);

/* What the brackets around one that failed did (tyc_recover_around). */
typedef struct tyc_around {
    /* the value's (or an interpolation's: interp) outermost opener and the offset after its
    ** closer when every bracket up to it recovered in turn (the operators after it give up
    ** in turn), else 0, 0 */
    uint32_t beg, end;
    int interp;
    int parent;  /* the kind of the frame around the bracket that failed */
    uint32_t ph; /* the opener of the outermost `for` that failed: hcl's placeholder, blanked
                 ** whole (UINT32_MAX: none) */
    int eof;     /* a bracket's closer is missing: it read to the end of the file */
    uint32_t dotb, dote; /* a dot without its name right after the bracket that failed:
                         ** its diagnostic's range (else 0, 0); dotdrop: blanked with an */
    int dotdrop;         /* object's item */
    uint32_t send;       /* the end of the steps read after the bracket that failed (0: none) */
} tyc_around;

/* After the bracket open at offset `at` of text (the innermost there) failed in hcl's recovery
** and recovered to its closer, ending at `from`: each bracket around it in the argument's
** value fails too and recovers to its own closer in turn (parse_recover.c); an object drops
** the item that failed, a `for` is blanked whole. The skipped ranges go to rng (pairs [b, e):
** up to each closer), at most cap of them; returns how many. A bracket whose closer is
** missing reads to the end of the file, silently (its construct had an error): the last
** range ends there. *o receives what else they did. */
uint32_t tyc_recover_around(tyc_arena *a, const tyc_source *src, const char *text,
                            uint32_t at, uint32_t from, uint32_t *rng, uint32_t cap,
                            tyc_around *o);

/* In hcl's recovery, a failure at offset `at` of text whose brackets read to the end of the
** file: each object around it in the argument's value drops the item that holds it. Returns
** where the outermost one's item starts (what it skips runs to the end of the file), or
** UINT32_MAX when there is none or the frames are not modelled (an interpolation; a `for` but
** the innermost frame) (parse_recover.c). */
uint32_t tyc_recover_eof_drop(tyc_arena *a, const tyc_source *src, const char *text,
                              uint32_t at);

/* In recovery, when the index at t[i] has a key that is a group of a name, a number, a
** quoted string or nothing (hcl's placeholder) before a token other than its `)`: that
** group's "Unbalanced parentheses" is unguarded, the group takes the token ([*tb, *te)), and
** the index then recovers to its `]` from after it. 1 then; else 0 (parse_recover.c). */
int tyc_recover_group_key(const char *t, uint32_t n, uint32_t i, uint32_t *tb, uint32_t *te);

/* In recovery, the index at offset at of buf whose key is a conditional without its colon (a
** name or number, `?`, another, then a closer or a comma): hcl reports the missing false
** expression there (added to d), the key is the condition, and the index recovers to its `]`
** or the end of the file; buf is rewritten so (the key closed with a `]` after it, what the
** recovery skips blanked). 1 then, 0 when the index is no such one, -1 on OOM. */
int tyc_recover_colonless_index(const tyc_source *src, char *buf, uint32_t at, tyc_diags *d);

/* A construct that recovered to its closer (ending at offset c of buf) is still a term: hcl
** reads the traversal after it before the brackets around give up. When its steps end at a
** dot without its name (newlines skipped: nl), that dot's "Invalid attribute name" (given
** in recovery too) goes to d, its range to [*b, *e), and 1 is returned; else 0, or -1 on
** OOM (parse_recover.c). The dots right after that one want their names in turn (hcl's
** traversal goes on after each failed one): each is reported too. */
int tyc_recover_failed_dot(const tyc_source *src, const char *buf, uint32_t c, int nl,
                           tyc_diags *d, uint32_t *b, uint32_t *e);
/* A top-level argument whose parse failed at the index at offset `at` of buf, right after a
** dot without its name (frame: the kind of the innermost frame there): hcl's traversal goes
** on through the index, and a dot after it that wants its name again gives its "Invalid
** attribute name" (and each right after it) to d. 0, or -1 on OOM (parse_recover.c). */
int tyc_recover_index_dots(const tyc_source *src, const char *buf, uint32_t at, int frame,
                           tyc_diags *d);

/* A conditional without its colon at offset `at` of text (the file's first error) inside
** brackets that read on after it (tuples, objects, calls, indexes: hcl's recovery is not set
** yet) inside a group: the group fails on its expression's error and recovers to its `)`
** (parse_recover.c). 1 when so: *gbeg receives the group's `(`, *gparent the kind of the
** frame around the group, *from the first token after the brackets inside it closed, each at
** its own closer; else 0. */
int tyc_recover_outer_group(tyc_arena *a, const tyc_source *src, const char *text, uint32_t at,
                            uint32_t *gbeg, int *gparent, uint32_t *from);

/* hcl's group, open at offset `at` of buf inside brackets of an argument's value, takes the
** token at [at, end) for its `)` ("Unbalanced parentheses") and the parser is in recovery:
** each bracket around recovers to its closer in turn (parse_recover.c). Rewrites buf so (the
** token a `)`, what each recovery skips blanked, to the end of the file when a closer is
** missing; a `for` around is blanked whole and *ph receives where hcl's placeholder for it
** goes, else UINT32_MAX) and returns 1; 0 when not so (buf untouched). rhs: the binary
** operator whose right operand is the group (UINT32_MAX: none): inside the bracket around it,
** the operation gives up to its left operand (the operator, the group and its steps go). */
int tyc_recover_group_taken(tyc_arena *a, const tyc_source *src, char *buf, uint32_t at,
                            uint32_t end, uint32_t *ph, uint32_t rhs);

/* hcl's ExprSyntaxError in a tuple's item (or an object item's value) of the tree at root,
** where a recovery kept something else: the item's operand that ends at offset end (before
** the failed dot at offset dot), or the placeholder at offset end, becomes one (its
** diagnostic at [b, e), reported again when evaluated, with those of the dots of src right
** after it that want their names too: nl, newlines skipped there), the operations over it
** giving up as hcl's parser does (an object drops an item whose value is not the error
** itself). 0, or -1 on out-of-memory (no such item: the tree unchanged). */
int tyc_synerr_item(tyc_arena *a, const tyc_source *src, tyc_node *root, uint32_t end,
                    uint32_t dot, uint32_t b, uint32_t e, int nl);

/* Gives each ExprSyntaxError (a VALUE node flagged TYC_NF_SYNERR) in the tree at root the
** parse diagnostics that hcl's error holds from before its dot (parse_synerr.c): those of d
** after `since` (all of d when NULL) on src, from the end of its traversal's root term to
** its dot's diagnostic. text: the text the tree was read from (NULL: src's), where a
** placeholder put back for a blanked construct stands for all of it. 0, or -1 on OOM. */
int tyc_synerr_prior(tyc_arena *a, const tyc_source *src, const char *text, tyc_node *root,
                     const tyc_diags *d, const tyc_diag *since);

/* 1 when the text of t before offset p (blanks skipped) ends with an operator or an opener
** that wants an operand after it (not a splat's star) (parse_driver.c). */
int tyc_parse_operator_before(const char *t, uint32_t p);

/* Blanks t[b, e) but its newlines (parse_recover.c): a skipped part of a text read again,
** its offsets and lines kept. */
void tyc_blank(char *t, uint32_t b, uint32_t e);

/* 1 when t[b, e) holds anything but blanks and newlines (parse_recover.c). */
int tyc_inked(const char *t, uint32_t b, uint32_t e);

/* hcl's parser.recover over t[0, n) from i (parse_recover.c): just after the close that
** matches, counting only open/close and skipping strings and comments (*found set), or n. */
uint32_t tyc_recover_scan(const char *t, uint32_t n, uint32_t i, char open, char close,
                          int *found);

/* hcl's recoverAfterBodyItem over t[0, n) from i (parse_recover.c): the newline that ends the
** item outside brackets, strings and comments, or n. open[0..depth) holds the openers of the
** brackets still open (cap at most); a closer closes the innermost bracket of its kind and
** those inside it (none of its kind open: all of them). split_ends: a quoted string cut by a
** newline ends the item there. */
uint32_t tyc_recover_after_item(const char *t, uint32_t n, uint32_t i, char *open,
                                uint32_t depth, uint32_t cap, int split_ends);

/* tyc_parse_expr in hcl's recovery mode: its guarded diagnostics are not given, and an
** operand missing before a token that starts none is a placeholder (tyc_b_placeholder).
** force: a placeholder goes before the first token at or after that offset (UINT32_MAX:
** none). */
tyc_node *tyc_parse_expr_recovering(tyc_arena *a, const tyc_source *src, tyc_diags *d,
                                    int *status, uint32_t force);

/* hcl's recovery mode (an earlier error of the file was met), after a failure at offset `at`
** that gave no diagnostic: the innermost tuple or object constructor open there skips to its
** own closer (parser.recover) and what encloses it reads on as if it ended there. Blanks
** buf (a copy of src's text being read again) from `at`, or from its opener when nothing
** stands there, to that closer (newlines kept) and returns 1: the next read goes on past
** it. When the closer is the end of the file (a top-level argument's value), from `at` to
** the end: the next read meets the end there, as the constructs around do in hcl. 0 when
** nothing was blanked. */
int tyc_recover_silent(tyc_arena *a, const tyc_source *src, char *buf, uint32_t at);

/* In recovery, a top-level argument (from offset from of buf) whose tuples, objects and for
** expressions open at the error at offset `at` fail silently to the end of the file inside a
** conditional's true expression: hcl's conditional meets the end where its colon should be
** and reports it (added to d). 1 when so, 0 when not, -1 on out-of-memory. */
int tyc_recover_root_eof_cond(tyc_arena *a, const tyc_source *src, char *buf,
                              uint32_t from, uint32_t at, tyc_diags *d);

/* The object open at offset at of buf (the innermost there) kept an item's ExprSyntaxError (a
** value failing at a dot where it starts) and recovered to its `}` (c: just after it): in
** hcl's recovery the brackets around it recover to their closers in turn, each after reading
** the traversal after the one inside: an object drops the item that holds it, a tuple, a call
** or an index keeps it. A binary operator at op (UINT32_MAX: none) whose right operand holds
** the object gives up to its left operand with the construct that is its operand, and after
** the outermost the operators give up to the line's end; a for expression around is hcl's
** placeholder (its opener in *ph, else UINT32_MAX), blanked whole. What they skip is blanked
** in buf (newlines too). Returns 1 when an object, an operation or a for dropped it (no
** ExprSyntaxError stays), 0 when kept, -1 when not modelled (a group around, a closer
** missing: buf untouched), -2 when a call around reads to the end of the file (buf
** untouched) (parse_recover.c). */
int tyc_recover_synerr_outer(tyc_arena *a, const tyc_source *src, char *buf, uint32_t at,
                             uint32_t c, uint32_t op, uint32_t *ph);
/* The file's first error at offset `at`, inside two or more tuple, object or call
** constructors nested as an argument's whole value (or one object failing in an item's key,
** or in its value: value_failed): each recovers to its own closer
** (parser.recover) and, when an attribute or index follows the outermost one, hcl reads that
** traversal on. Blanks buf (a copy of src's text being read again) so that the next read
** sees what hcl kept: the innermost construct up to `at`, a tuple's or call's failed item,
** an object without its failed item; closers and newlines stay; op: the operator whose
** right operand holds `at` (UINT32_MAX: none), which gives up to its left operand when it
** is in the innermost construct. Returns 1 when it blanked, else 0 (buf untouched). */
int tyc_recover_traversed(tyc_arena *a, const tyc_source *src, char *buf, uint32_t at,
                          uint32_t op,
                          int value_failed);

/* A list under construction: items [start, start + n) of the parse context's stack. Lists
** nest in LIFO order (an LR parser completes inner constructs before it extends an outer
** list), so one stack holds every open list and consuming a list pops it. */
typedef struct tyc_lst {
    uint32_t start, n;
} tyc_lst;

/* A terminal on the parser's stack: its offset, token code, and whether an operand is below
** it (an operator after it is binary). */
typedef struct tyc_syn_entry {
    uint32_t beg;
    uint8_t code, after_operand;
} tyc_syn_entry;

/* The parse context shared by the driver and the grammar actions (lemon %extra_context). */
typedef struct tyc_pctx {
    tyc_arena *a;
    const tyc_source *src;
    const char *text;
    tyc_diags *d;
    tyc_node *root;
    int failed;       /* an action failed: status in `status` (diagnostic already added) */
    int status;
    int syntax_error; /* lemon reported a syntax error on the current token */
    int soft;         /* an error was reported after which the parse went on */
    int overflow;     /* lemon stack overflow */
    int fold;         /* value mode: constant subtrees become values (tagged pointers) */
    int recovery;     /* after an earlier body item error (hcl's parser.recovery) */
    uint32_t cond_q;  /* in recovery, the `?` of a conditional that failed in an earlier read
                      ** of the text (0: none): the brackets open around it had errors */
    tyc_node **freelist;          /* recycled leaf nodes */
    void *identfree;              /* recycled tyc_pident records (value mode) */
    tyc_node **stk;               /* the list stack (context allocator) */
    uint32_t nstk, capstk;
    const char **names;           /* interned identifier names (open addressing) */
    uint32_t nnames, capnames;
    uint32_t *tpl_dirs, ntpl_dirs; /* a quoted template whose directives did not balance:
                                   ** its `%{...}` sequences ([beg, end) pairs) */
    tyc_syn_entry *syn;           /* at the last syntax error: the terminals on the parser's
                                  ** stack, bottom first (keep_stack in the grammar) */
    uint32_t nsyn, capsyn;
    /* in recovery, the first `for` expression whose checks failed: its opener and the offset
    ** after its closer ({0, 0}: none), the operator whose right operand it is (UINT32_MAX:
    ** none) and soft_new until the grammar read that off its stack */
    uint32_t soft_for[2], soft_op, soft_q;
    int soft_new;
    /* the placeholders a recovery read put back (tyc_parse_run_text's force list): where
    ** each stands, the first 16 of them (a for expression's key among them failed loudly) */
    uint32_t forced[16], nforced;
} tyc_pctx;

/* The outermost binary operator whose right operand holds, in turn, the bracket opened at
** `open`, as the parser's stack had them when px->syn was kept (at the last syntax error, or
** at the reduction of a `for` whose checks failed in recovery) (parse_driver.c): in hcl's
** recovery each bracket that holds an error fails, and parseBinaryOps gives back its left
** operand; UINT32_MAX when none, or when the failure reaches something else first (a
** conditional, a for expression) than an argument, an interpolation or the expression's
** root. */
uint32_t tyc_parse_rhs_operator(const tyc_pctx *px, uint32_t open);
/* The `?` of the outermost conditional whose true or false expression holds the bracket open
** at offset open (past operators, tuples, calls and groups, not objects), as the parser's
** stack had them at its last syntax error (keep_stack); UINT32_MAX when none
** (parse_driver.c). */
uint32_t tyc_parse_cond_over(const tyc_pctx *px, uint32_t open);
/* A placeholder at offset `at` added to the sorted *force (a copy, in a; TYC_FORCE_EXACT may be
** or'ed into at). 0, or -1 on OOM (parse_driver.c). */
int tyc_parse_force_add(tyc_arena *a, const uint32_t **force, uint32_t *nforce, uint32_t at);

/*
** Expression semantic values are tyc_node pointers or, in value mode, tagged pointers to
** constant values (low bit set). Builders that need a node call tyc_b_mat.
*/
static inline int tyc_pv_is_val(const tyc_node *p) { return ((uintptr_t)p & 3u) == 1u; }
/* 2: an identifier not yet made a node (value mode): a tyc_pident record. */
static inline int tyc_pv_is_ident(const tyc_node *p) { return ((uintptr_t)p & 3u) == 2u; }
static inline int tyc_pv_tagged(const tyc_node *p) { return ((uintptr_t)p & 3u) != 0; }
static inline const struct tyc_value *tyc_pv_val(const tyc_node *p)
{
    return (const struct tyc_value *)((uintptr_t)p & ~(uintptr_t)3);
}
static inline tyc_node *tyc_pv_tag(const struct tyc_value *v)
{
    return v ? (tyc_node *)((uintptr_t)v | 1u) : NULL;
}
typedef struct tyc_pident { /* free records hold a pointer: 8 bytes suffice */
    uint32_t beg, end;
} tyc_pident;
static inline const tyc_pident *tyc_pv_ident(const tyc_node *p)
{
    return (const tyc_pident *)((uintptr_t)p & ~(uintptr_t)3);
}
static inline tyc_node *tyc_pv_tag_ident(const tyc_pident *id)
{
    return id ? (tyc_node *)((uintptr_t)id | 2u) : NULL;
}
/* A node for semantic value x (materialises a tagged constant). NULL stays NULL. */
tyc_node *tyc_b_mat(tyc_pctx *px, tyc_node *x);
/* The empty list at the current top of the stack. */
tyc_lst tyc_b_empty(tyc_pctx *px);

/* Tree builders used by grammar actions (parse_build.c). Each returns NULL once px->failed
** is set (out-of-memory or an error found in an action), so later actions may see NULL. */
tyc_node *tyc_b_node(tyc_pctx *px, int kind, uint32_t beg, uint32_t end, uint32_t n);
tyc_node *tyc_b_ident(tyc_pctx *px, int kind, tyc_tok t);
tyc_node *tyc_b_term_ident(tyc_pctx *px, tyc_tok t);
tyc_node *tyc_b_number(tyc_pctx *px, tyc_tok t);
/* hcl's placeholder for an operand missing in recovery mode: an unknown value of any type,
** ranged over the token that stands where the operand should. */
tyc_node *tyc_b_placeholder(tyc_pctx *px, tyc_tok t);
tyc_node *tyc_b_k(tyc_pctx *px, int kind, int op, tyc_node *first, tyc_node *last,
                  tyc_node *k0, tyc_node *k1, tyc_node *k2);
tyc_node *tyc_b_paren(tyc_pctx *px, tyc_tok open, tyc_node *e, tyc_tok close);
tyc_node *tyc_b_bin(tyc_pctx *px, int op, tyc_node *l, tyc_tok optok, tyc_node *r);
tyc_node *tyc_b_unary(tyc_pctx *px, int op, tyc_tok optok, tyc_node *x);
tyc_node *tyc_b_getattr(tyc_pctx *px, tyc_node *obj, tyc_tok dot, tyc_tok name);
tyc_node *tyc_b_legacy(tyc_pctx *px, tyc_node *obj, tyc_tok dot, tyc_tok num, int in_splat);
tyc_node *tyc_b_index(tyc_pctx *px, tyc_node *coll, tyc_tok open, tyc_node *key,
                      tyc_tok close);
tyc_node *tyc_b_splat(tyc_pctx *px, int op, tyc_node *src, tyc_node *each);
tyc_node *tyc_b_fname(tyc_pctx *px, tyc_node *prefix, tyc_tok name);
tyc_node *tyc_b_call(tyc_pctx *px, tyc_node *fname, tyc_tok open, tyc_lst args,
                     tyc_tok close, int expand);
/* Appends nd (raw semantic value) to l; returns the list. */
tyc_lst tyc_b_list(tyc_pctx *px, tyc_lst l, tyc_node *nd);
/* A new list holding nd. */
tyc_lst tyc_b_list1(tyc_pctx *px, tyc_node *nd);
/* A node of `kind` whose kids are extra_front empty slots then the (materialised) items
** of l; pops l (and everything above it) from the stack. */
tyc_node *tyc_b_from_list(tyc_pctx *px, int kind, uint32_t beg, uint32_t end, tyc_lst l,
                          uint32_t extra_front);
/* Tuple and object constructors: folded into a constant in value mode when possible. */
tyc_node *tyc_b_tuple(tyc_pctx *px, tyc_tok open, tyc_lst l, tyc_tok close);
tyc_node *tyc_b_object(tyc_pctx *px, tyc_tok open, tyc_lst l, tyc_tok close);
tyc_node *tyc_b_objkey(tyc_pctx *px, tyc_node *key);
tyc_node *tyc_b_for_intro(tyc_pctx *px, const tyc_tok *k, tyc_tok v, tyc_node *coll);
tyc_node *tyc_b_for(tyc_pctx *px, tyc_tok open, tyc_node *intro, tyc_node *kexpr,
                    tyc_node *vexpr, tyc_tok group, tyc_node *cond, tyc_tok close, int obj);
tyc_node *tyc_b_template(tyc_pctx *px, tyc_tok open, tyc_lst parts, tyc_tok close,
                         int heredoc);
tyc_node *tyc_b_tpl_if(tyc_pctx *px, tyc_tok open, tyc_node *cond, tyc_lst then_parts,
                       tyc_lst else_parts, int has_else, tyc_tok close);
tyc_node *tyc_b_tpl_for(tyc_pctx *px, tyc_tok open, tyc_node *intro, tyc_lst body,
                        tyc_tok close);
tyc_node *tyc_b_attr(tyc_pctx *px, tyc_tok name, tyc_node *e);
tyc_node *tyc_b_label(tyc_pctx *px, tyc_tok open, tyc_node *lit, tyc_tok close);
tyc_node *tyc_b_block(tyc_pctx *px, tyc_tok type, tyc_lst labels, tyc_tok open,
                      tyc_lst body, tyc_tok close);
/* Reports an error found in an action after which hcl's parser goes on (px->soft: the parse
** ends in TYCON_ERR_SYNTAX, its tree unused). */
void tyc_b_soft_error(tyc_pctx *px, uint32_t beg, uint32_t end, const char *summary,
                      const char *detail);
/* Reports an error found in an action (first one wins) and sets px->failed. */
void tyc_b_error(tyc_pctx *px, uint32_t beg, uint32_t end, const char *summary,
                 const char *detail);
/* Post-processes a finished template's parts (flush heredoc, meld, empty parts) in place. */
int tyc_tpl_finish(tyc_pctx *px, tyc_node *tpl, int flush);

/* Byte lengths of the leading / trailing whitespace (Go's unicode.IsSpace) of s[0..n). */
size_t tyc_ws_prefix(const char *s, size_t n);
size_t tyc_ws_suffix(const char *s, size_t n);

/* Runs the lemon parser (its object on this function's stack): pulls grammar tokens from
** next() (returning a TK_* code, 0 at the end of input, or -1 to stop) and feeds them until
** the end, a syntax error, a failed action or a stack overflow (see px). After a syntax
** error, hold(ud, 0) (hold may be NULL) returns 1 when hcl would put a placeholder operand
** before the token: it is fed, then hold(ud, 1) is told and the token fed again; before the
** end of the input, hold(ud, 2) says whether a placeholder goes first. */
void tyc_parser_run(tyc_pctx *px, int (*next)(void *ud, tyc_tok *t),
                    int (*hold)(void *ud, int placed), void *ud);

/* The object shapes seen by a fast path (shape.c); NULL until the first object. */
typedef struct tyc_shapes tyc_shapes;
/* The object of the n (name, value) pairs k, v (values fresh from their constructors, each
** a distinct allocation), exactly as tyc_v_object builds it, through the shape cache
** *cache (created on first use; a failed creation only loses the cache). NULL on OOM. */
const tyc_value *tyc_shape_object(tyc_arena *a, tyc_shapes **cache, const tyc_str *k,
                                  const tyc_value *const *v, uint32_t n);
/* Frees a shape cache (NULL is fine). */
void tyc_shapes_free(tyc_ctx *c, tyc_shapes *cache);

/* The value-mode fast path of the JSON reader (json_fast.c): the value of the array or
** object at s[pos] (s[0..n) the source), read as json.c's value mode reads it, nested at
** most maxd levels (itself included); *end receives the offset after it. NULL when the
** input is outside the fast path's subset (or memory ran out: see ctx->oom): json.c must
** read it. When `fail` is not NULL and the input is outside the subset, the offsets of the
** brackets open where the reading stopped (the containers around the cause, which would
** fail again) replace fail's list, so that the reader does not try them one by one: a
** linear time bound (its memory: the context's allocator, freed by the caller). */
typedef struct tyc_json_fail {
    uint32_t *open; /* ascending */
    uint32_t n, cap, next;
} tyc_json_fail;
const tyc_value *tyc_json_fast(tyc_arena *a, const char *s, uint32_t n, uint32_t pos,
                               uint32_t maxd, uint32_t *end, tyc_json_fail *fail);

/* For the tests of json_fast.c: tyc_parse_json_values (members == 0) or
** tyc_parse_json_members (members != 0) without the fast path. */
tyc_node *tyc_parse_json_values_slow(tyc_arena *a, const tyc_source *src, tyc_diags *d,
                                     int *status, int members);

/* The value-mode fast path for pure literal data (parse_fast.c): scans text (src's text,
** NUL-terminated at src->len) as the root kind (TYC_FR_ROOT_EXPR or TYC_FR_ROOT_BODY) and
** returns the tree tyc_parse_value / tyc_parse_body_values would build, or NULL when the
** input is outside its subset (or memory ran out): then the full parser must run. */
tyc_node *tyc_parse_fast(tyc_arena *a, const tyc_source *src, const char *text, int root);

/* Value mode without the fast path (tests compare both): as tyc_parse_value (body == 0) or
** tyc_parse_body_values (body != 0), always through the lexer and the grammar. */
tyc_node *tyc_parse_values_slow(tyc_arena *a, const tyc_source *src, tyc_diags *d, int *status,
                                int body);

#endif
