/* SPDX-License-Identifier: Apache-2.0 */
/*
** ast.h: the syntax tree of HCL native syntax and HCL JSON syntax (one node type for both).
** Nodes live in an arena and are immutable after parsing. Every node has the byte range
** [beg, end) of its source text. Per kind, the fields mean:
**
**  kind             op / flags              text                 kids
**  ---------------  ----------------------  -------------------  ---------------------------
**  TYC_N_LITERAL    op: TYC_LIT_*           the source text      -
**                   (NUMBER: the number's exact text; TRUE/FALSE/NULL: the keyword)
**  TYC_N_STRING     -                       decoded text         -  (a literal template part;
**                                                                   also a JSON string)
**  TYC_N_TEMPLATE   flags: TYC_NF_HEREDOC   -                    parts: STRING, any expr,
**                                                                TPL_IF, TPL_FOR
**                   (native syntax: a quoted "abc" is a TEMPLATE with one STRING part, never a bare STRING)
**  TYC_N_TPL_WRAP   -                       -                    [0] the expr of "${x}"
**                   (a template that is exactly one interpolation: its value is not
**                   converted to string)
**  TYC_N_TPL_IF     -                       -                    [0] cond, [1] then (TEMPLATE),
**                                                                [2] else (TEMPLATE) or NULL
**  TYC_N_TPL_FOR    -                       -                    [0] key var (VAR) or NULL,
**                                                                [1] value var (VAR),
**                                                                [2] collection, [3] body
**  TYC_N_VAR        -                       the root name        -  (a scope traversal root:
**                                                                   `foo`; range = the name)
**  TYC_N_GETATTR    -                       attribute name       [0] the object expression
**                   nbeg/nend: the `.name` step
**  TYC_N_INDEX      flags: TYC_NF_LEGACY    -                    [0] collection, [1] key
**                   (LEGACY: `a.0` form)   nbeg/nend: the `[key]` step
**  TYC_N_SPLAT      op: TYC_SPLAT_FULL      -                    [0] source, [1] the
**                   ([*]) or _ATTR (.*)                          per-item expression, built
**                                                                on a SPLAT_ITEM leaf
**  TYC_N_SPLAT_ITEM -                       -                    -  (the current item)
**  TYC_N_CALL       flags: TYC_NF_EXPAND    function name        args
**                   (final arg has `...`)  (may contain `::`)
**                   nbeg/nend: from `(` to `)` inclusive (the "args range")
**  TYC_N_TUPLE      -                       -                    elements
**  TYC_N_OBJECT     -                       -                    [2i] key (OBJKEY),
**                                                                [2i+1] value
**  TYC_N_OBJKEY     flags: TYC_NF_FORCE_NONLIT (key was parenthesised)
**                                           -                    [0] the key expression
**                   (JSON syntax: the key is a STRING node)
**  TYC_N_BINARY     op: TYC_OP_*            -                    [0] lhs, [1] rhs
**                   nbeg/nend: the operator token
**  TYC_N_UNARY      op: TYC_OP_NEG/NOT      -                    [0] operand
**  TYC_N_COND       -                       -                    [0] cond, [1] true, [2] false
**  TYC_N_PAREN      -                       -                    [0] inner
**  TYC_N_FOR        flags: TYC_NF_FOR_OBJECT, TYC_NF_GROUP (`...` after the value)
**                                           -                    [0] key var (VAR) or NULL,
**                                                                [1] value var (VAR),
**                                                                [2] collection,
**                                                                [3] key expr (object form)
**                                                                or NULL, [4] value expr,
**                                                                [5] `if` cond or NULL
**  TYC_N_BODY       -                       -                    ATTR and BLOCK items
**  TYC_N_ATTR       -                       attribute name       [0] value expression
**                   nbeg/nend: the name; beg/end: the whole `name = expr` item
**  TYC_N_VALUE      -                       -                    -  (a constant folded at
**                   parse time by tyc_parse_value/tyc_parse_body_values: `val` holds the value,
**                   whose beg/end equal the node's; never produced for type expressions)
**  TYC_N_BLOCK      -                       block type           [0] BODY, [1..] labels
**                   nbeg/nend: the type word; abeg/aend: the braces    (STRING or VAR nodes)
*/
#ifndef TYC_AST_H
#define TYC_AST_H

#include "runtime/base/core.h"

enum {
    TYC_N_LITERAL = 1,
    TYC_N_STRING,
    TYC_N_TEMPLATE,
    TYC_N_TPL_WRAP,
    TYC_N_TPL_IF,
    TYC_N_TPL_FOR,
    TYC_N_VAR,
    TYC_N_GETATTR,
    TYC_N_INDEX,
    TYC_N_SPLAT,
    TYC_N_SPLAT_ITEM,
    TYC_N_CALL,
    TYC_N_TUPLE,
    TYC_N_OBJECT,
    TYC_N_OBJKEY,
    TYC_N_BINARY,
    TYC_N_UNARY,
    TYC_N_COND,
    TYC_N_PAREN,
    TYC_N_FOR,
    TYC_N_BODY,
    TYC_N_ATTR,
    TYC_N_BLOCK,
    TYC_N_VALUE
};

/* TYC_N_LITERAL op */
enum { TYC_LIT_NUMBER = 1, TYC_LIT_TRUE, TYC_LIT_FALSE, TYC_LIT_NULL };

/* TYC_N_SPLAT op */
enum { TYC_SPLAT_FULL = 1, TYC_SPLAT_ATTR };

/* TYC_N_BINARY / TYC_N_UNARY op */
enum {
    TYC_OP_OR = 1, TYC_OP_AND,
    TYC_OP_EQ, TYC_OP_NE,
    TYC_OP_LT, TYC_OP_LE, TYC_OP_GT, TYC_OP_GE,
    TYC_OP_ADD, TYC_OP_SUB,
    TYC_OP_MUL, TYC_OP_DIV, TYC_OP_MOD,
    TYC_OP_NEG, TYC_OP_NOT
};

/* flags */
#define TYC_NF_HEREDOC 0x0001
#define TYC_NF_LEGACY 0x0002
#define TYC_NF_EXPAND 0x0004
#define TYC_NF_FORCE_NONLIT 0x0008
#define TYC_NF_FOR_OBJECT 0x0010
#define TYC_NF_GROUP 0x0020
#define TYC_NF_JSON 0x0040 /* node comes from HCL JSON syntax */
/* a VALUE node that stands for hcl's ExprSyntaxError (an expression cut by a syntax error
** that hcl keeps): evaluating it gives its parse diagnostics again (`prior`, then "Invalid
** attribute name" at nbeg/nend, and at abeg/aend when a second dot failed) and its unknown
** value */
#define TYC_NF_SYNERR 0x0080

/* A parse diagnostic that an ExprSyntaxError holds from before its dot (an index's missing
** `]`, its key's error): a list ended by a NULL summary. */
typedef struct tyc_node_diag {
    const char *summary, *detail;
    uint32_t beg, end;
} tyc_node_diag;

typedef struct tyc_node tyc_node;
struct tyc_node {
    uint8_t kind;
    uint8_t op;
    uint16_t flags;
    uint32_t n;            /* number of kids */
    uint32_t beg, end;     /* whole node */
    uint32_t nbeg, nend;   /* secondary range, see the table above */
    uint32_t abeg, aend;   /* tertiary range (BLOCK braces) */
    union {
        uint32_t tlen;     /* length of text */
        uint32_t rend;     /* VALUE flagged TYC_NF_SYNERR: where its traversal's root ends */
    };
    union {
        const char *text;  /* NUL-terminated; NULL when the kind has none */
        const tyc_node_diag *prior; /* VALUE flagged TYC_NF_SYNERR: NULL, or its list */
    };
    union {
        tyc_node **kids;
        const struct tyc_value *val; /* TYC_N_VALUE only */
    };
};

/* Allocates a node with n kid slots (zeroed). NULL on out-of-memory. */
tyc_node *tyc_node_new(tyc_arena *a, int kind, uint32_t beg, uint32_t end, uint32_t n);
/* Adds off to every range of the tree at nd (a tree parsed from a slice of its file, such as
** a template inside a JSON string, placed back in the file). Depth bounded by 10,000. */
void tyc_node_shift(tyc_node *nd, uint32_t off);
/* As tyc_node_shift, then every offset past limit becomes `to` (a tree parsed from a slice
** with closers added after it: their ranges end where the recovery that stood for them did). */
void tyc_node_place(tyc_node *nd, uint32_t off, uint32_t limit, uint32_t to);
/* Sets text to a copy of s[0..n). Returns 0, or -1 on out-of-memory. */
int tyc_node_set_text(tyc_arena *a, tyc_node *nd, const char *s, size_t n);

/* hcl.ExprAsKeyword: if nd (after unwrapping OBJKEY unless FORCE_NONLIT) is a bare
** identifier (VAR) or a keyword literal (true/false/null), returns its name; else NULL. */
const char *tyc_node_keyword(const tyc_node *nd);

/* Debug printer used by tests: an S-expression of the tree, into b. */
void tyc_node_dump(tyc_buf *b, const tyc_node *nd);

#endif
