/* SPDX-License-Identifier: Apache-2.0 */
/*
** parse_diag.c: chooses hclsyntax's summary and detail for a native-syntax parse failure
** from the failing token, the token before it and the innermost frame, since the LALR
** parser itself only says "no action". Input ending inside a construct is INCOMPLETE.
*/
#include <ctype.h>

#include "interp/syntax/parse_diag.h"
#include "runtime/base/str.h"

#include "parser.h"

typedef struct msg {
    const char *summary, *detail;
} msg;

static const char D_FOR_EXTRA[] = "Extra characters after the end of the 'for' expression.";
static const msg M_MISSING = {"Missing expression",
    "Expected the start of an expression, but found the end of the file."};
static const msg M_INVALID = {"Invalid expression",
    "Expected the start of an expression, but found an invalid expression token."};
static const msg M_ATTR_NAME = {"Invalid attribute name",
    "An attribute name is required after a dot."};

/* Tokens after which an expression must start. */
static int wants_expr(int prev, const tyc_frame *f)
{
    switch (prev) {
    case TK_START_EXPR: case TK_EQ: case TK_COLON: case TK_QUESTION: case TK_COMMA:
    case TK_LPAREN: case TK_LBRACK: case TK_OR: case TK_AND: case TK_EQEQ: case TK_NE:
    case TK_LT: case TK_GT: case TK_LE: case TK_GE: case TK_PLUS: case TK_MINUS:
    case TK_STAR: case TK_SLASH: case TK_PERCENT: case TK_BANG: case TK_TINTERP:
    case TK_ARROW:
        return 1;
    case TK_IN: /* the keyword of a for; elsewhere a name */
        return (f->sub == TYC_FS_FOR || f->sub == TYC_FS_CONTROL) && !f->fcol &&
               f->for_in != 2;
    case TK_IF: /* in a for expression: the keyword once read as one */
        return (f->sub == TYC_FS_FOR && f->ifkw) || f->sub == TYC_FS_CONTROL;
    case TK_LBRACE: case TK_NL:
        return f->kind == TYC_FR_BRACE;
    default:
        return 0;
    }
}

static msg eof_msg(const tyc_frame *f)
{
    switch (f->kind) {
    case TYC_FR_PAREN:
        if (f->sub == TYC_FS_CALL)
            return (msg){"Unterminated function call",
                         "There is no closing parenthesis for this function call before the "
                         "end of the file. This may be caused by incorrect parenthesis nesting "
                         "elsewhere in this file."};
        return (msg){"Unbalanced parentheses",
                     "Expected a closing parenthesis to terminate the expression."};
    case TYC_FR_BRACK:
        if (f->sub == TYC_FS_INDEX)
            return (msg){"Missing close bracket on index",
                         "The index operator must end with a closing bracket (\"]\")."};
        return (msg){"Unterminated tuple constructor expression",
                     "There is no corresponding closing bracket before the end of the file. "
                     "This may be caused by incorrect bracket nesting elsewhere in this file."};
    case TYC_FR_BRACE: case TYC_FR_BRACE_FOR:
        return (msg){"Unterminated object constructor expression",
                     "There is no corresponding closing brace before the end of the file. "
                     "This may be caused by incorrect brace nesting elsewhere in this file."};
    case TYC_FR_BODY:
        return (msg){"Unclosed configuration block",
                     "There is no closing brace for this block before the end of the file. "
                     "This may be caused by incorrect brace nesting elsewhere in this file."};
    case TYC_FR_INTERP:
        return (msg){"Unclosed template interpolation sequence",
                     "There is no closing brace for this interpolation sequence before the "
                     "end of the file. This might be caused by incorrect nesting inside the "
                     "given expression."};
    case TYC_FR_QUOTE: case TYC_FR_HEREDOC:
        return (msg){"Unterminated template string", "No closing marker was found for the string."};
    default:
        return (msg){"Missing false expression in conditional",
                     "The conditional operator (...?...:...) requires a false expression, "
                     "delimited by a colon."};
    }
}

static int add(tyc_pctx *px, uint32_t b, uint32_t e, int st, msg m)
{
    if (!tyc_diag_add(px->d, TYC_SEV_ERROR, st, px->src, b, e, m.summary, "%s", m.detail))
        return TYCON_ERR_NOMEM;
    return st;
}

/* add, with hcl's context range [cb, ce). */
static int add_in(tyc_pctx *px, uint32_t b, uint32_t e, int st, msg m, uint32_t cb, uint32_t ce)
{
    tyc_diag *g = tyc_diag_add(px->d, TYC_SEV_ERROR, st, px->src, b, e, m.summary, "%s",
                               m.detail);
    if (!g)
        return TYCON_ERR_NOMEM;
    g->context = (tyc_range){px->src, cb, ce, 0};
    return st;
}

/* Just after the closer that hcl's recover() finds from offset `from` (*found set), or the
** end of the text. */
static uint32_t recover_end(const tyc_pctx *px, uint32_t from, char open, char close,
                            int *found)
{
    return tyc_recover_scan(px->text, px->src->len, from, open, close, found);
}

/* The end of the bracket that hcl's recover() finds for the for expression of e. */
static uint32_t for_close(const tyc_pctx *px, const tyc_parse_err *e)
{
    char open = e->frame.kind == TYC_FR_BRACK ? '[' : '{';
    int found;
    return recover_end(px, e->tok.beg, open, open == '[' ? ']' : '}', &found);
}

/* 1 when src[b..e) has a character other than blanks and newlines. */
static int inked_between(const tyc_pctx *px, uint32_t b, uint32_t en)
{
    for (; b < en; b++)
        if (px->text[b] != ' ' && px->text[b] != '\t' && px->text[b] != '\r' &&
            px->text[b] != '\n')
            return 1;
    return 0;
}

/* hcl's index parsers take the token after the key as the closing bracket, report it, then
** recover from after it: the subject points at that variable, so it is the `]` recovery
** found (or the end of the input). */
static int index_close(tyc_pctx *px, const tyc_parse_err *e, int st, msg m)
{
    int found; /* (a quoted string taken for the `]`: the scan skips it, from its quote) */
    uint32_t en = recover_end(px, e->code == TK_OQUOTE ? e->tok.beg : e->tok.end, '[', ']',
                              &found);
    return add(px, found ? en - 1 : en, en, st, m);
}


static int is_word(int c)
{
    return c == TK_IDENT || c == TK_FOR || c == TK_IN || c == TK_IF || c == TK_ELSE ||
           c == TK_ENDIF || c == TK_ENDFOR;
}

static msg body_msg(const tyc_parse_err *e)
{
    int c = e->code, p = e->prev;
    if (p == 0 || p == TK_START_BODY || p == TK_NL || p == TK_LBRACE) {
        if (c == TK_OQUOTE && p != TK_LBRACE) /* (parseSingleAttrBody's is the general one) */
            return (msg){"Invalid argument name", "Argument names must not be quoted."};
        return (msg){"Argument or block definition required",
                     "An argument or block definition is required here."};
    }
    if (e->frame.item_eq) {
        if (c == TK_COMMA)
            return (msg){"Unexpected comma after argument",
                         "Argument definitions must be separated by newlines, not commas. An "
                         "argument definition must end with a newline."};
        return (msg){"Missing newline after argument", "An argument definition must end with a newline."};
    }
    if (p == TK_RBRACE)
        return (msg){"Missing newline after block definition",
                     "A block definition must end with a newline."};
    if (c == TK_NL)
        return (msg){"Invalid block definition",
                     "A block definition must have block content delimited by \"{\" and \"}\", "
                     "starting on the same line as the block header."};
    if (is_word(p) && c != TK_EQ)
        return (msg){"Invalid block definition",
                     "Either a quoted string block label or an opening brace (\"{\") is "
                     "expected here."};
    return (msg){"Argument or block definition required",
                 "An argument or block definition is required here. To set an argument, use "
                 "the equals sign \"=\" to introduce the argument value."};
}

static msg interp_msg(const tyc_parse_err *e)
{
    int c = e->code;
    if (e->frame.sub == TYC_FS_CONTROL) {
        if (e->prev == TK_TCONTROL) {
            if (c == TK_ELSE || c == TK_ENDIF || c == TK_ENDFOR)
                return (msg){c == TK_ELSE ? "Unexpected else directive"
                             : c == TK_ENDIF ? "Unexpected endif directive"
                                             : "Unexpected endfor directive",
                             "The control directives within this template are unbalanced."};
            if (c == TK_IDENT)
                return (msg){"Invalid template control keyword",
                             "This is not a valid template control keyword."};
            return (msg){"Invalid template directive",
                         "A template directive keyword (\"if\", \"for\", etc) is expected at the "
                         "beginning of a %{ sequence."};
        }
        return (msg){"Invalid template directive",
                     TYC_D_EXTRA_CHARS};
    }
    if (c == TK_COLON)
        return (msg){"Extra characters after interpolation expression",
                     "Template interpolation doesn't expect a colon at this location. Did you "
                     "intend this to be a literal sequence to be processed as part of another "
                     "language? If so, you can escape it by starting with \"$${\" instead of "
                     "just \"${\"."};
    return (msg){"Extra characters after interpolation expression",
                 "Expected a closing brace to end the interpolation expression, but found "
                 "extra characters.\n\nThis can happen when you include interpolation syntax "
                 "for another language, such as shell scripting, but forget to escape the "
                 "interpolation start token. If this is an embedded sequence for another "
                 "language, escape it by starting with \"$${\" instead of just \"${\"."};
}

static msg frame_msg(const tyc_pctx *px, const tyc_parse_err *e)
{
    const tyc_frame *f = &e->frame;
    int c = e->code;
    /* (`for` is the keyword only right after the bracket; elsewhere a name) */
    int for_kw = e->prev == TK_FOR && !inked_between(px, f->end, e->prevtok.beg);
    switch (f->kind) {
    case TYC_FR_ROOT_EXPR:
        return (msg){"Extra characters after expression",
                     "An expression was successfully parsed, but extra characters were found "
                     "after it."};
    case TYC_FR_ROOT_BODY: case TYC_FR_BODY:
        return body_msg(e);
    case TYC_FR_BRACE:
        /* (a newline after a complete item separates it: one failing is a key's; the frame's
        ** item_eq may already be the next line's, read ahead) */
        if (f->item_eq && c != TK_NL)
            return (msg){"Missing attribute separator",
                         "Expected a newline or comma to mark the beginning of the next attribute."};
        if (c == TK_NL || c == TK_COMMA)
            return (msg){"Missing attribute value",
                         "Expected an attribute value, introduced by an equals sign (\"=\")."};
        if (is_word(c))
            return (msg){"Missing key/value separator",
                         "Expected an equals sign (\"=\") to mark the beginning of the attribute "
                         "value. If you intended to given an attribute name containing periods "
                         "or spaces, write the name in quotes to create a string literal."};
        return (msg){"Missing key/value separator",
                     "Expected an equals sign (\"=\") to mark the beginning of the attribute value."};
    case TYC_FR_BRACE_FOR:
        if (for_kw)
            return (msg){"Invalid 'for' expression",
                         "For expression requires variable name after 'for'."};
        return (msg){"Invalid 'for' expression",
                     D_FOR_EXTRA};
    case TYC_FR_BRACK:
        if (f->sub == TYC_FS_FOR && for_kw)
            return (msg){"Invalid 'for' expression",
                         "For expression requires variable name after 'for'."};
        if (f->sub == TYC_FS_FOR)
            return (msg){"Invalid 'for' expression",
                         D_FOR_EXTRA};
        if (f->sub == TYC_FS_INDEX)
            return (msg){"Missing close bracket on index",
                         "The index operator must end with a closing bracket (\"]\")."};
        return (msg){"Missing item separator", "Expected a comma to mark the beginning of the next item."};
    case TYC_FR_PAREN:
        if (f->sub == TYC_FS_CALL)
            return (msg){"Missing argument separator",
                         "A comma is required to separate each function argument from the next."};
        return (msg){"Unbalanced parentheses",
                     "Expected a closing parenthesis to terminate the expression."};
    case TYC_FR_INTERP:
        return interp_msg(e);
    default:
        return (msg){"Unexpected end of template",
                     "The control directives within this template are unbalanced."};
    }
}


/* 1 if px's text holds only blanks in [b, en). */
static int blank_between(const tyc_pctx *px, uint32_t b, uint32_t en)
{
    for (; b < en; b++)
        if (px->text[b] != ' ' && px->text[b] != '\t')
            return 0;
    return 1;
}

/* hcl's Range.String() of src[b..e): "name:line,col-col" (or "-line,col" across lines). */
static char *range_text(tyc_pctx *px, uint32_t b, uint32_t e)
{
    uint32_t l1, c1, l2, c2;
    tyc_source_pos(px->src, b, &l1, &c1);
    tyc_source_pos(px->src, e, &l2, &c2);
    if (l1 == l2)
        return tyc_sprintf(px->a, "%s:%u,%u-%u", px->src->name, l1, c1, c2);
    return tyc_sprintf(px->a, "%s:%u,%u-%u,%u", px->src->name, l1, c1, l2, c2);
}

static int splat_star(const tyc_pctx *px, const tyc_parse_err *e);
static uint32_t legacy_pair(const char *t, uint32_t n, uint32_t at, uint32_t *e);

/* hcl's "Invalid legacy index syntax" for the number `1.2` at [ab, ae) after a dot. 0, or -1
** on OOM. */
static int legacy_diag(tyc_pctx *px, uint32_t ab, uint32_t ae)
{
    const char *n = px->text + ab, *dot = memchr(n, '.', ae - ab);
    return tyc_diag_add(px->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, px->src, ab, ae,
                        "Invalid legacy index syntax", "When using the legacy index syntax, "
                        "chaining two indexes together is not permitted. Use the proper "
                        "index syntax instead, like [%.*s][%.*s].", (int)(dot - n), n,
                        (int)(ae - ab - (uint32_t)(dot - n) - 1), dot + 1) ? 0 : -1;
}

/* 1 when newlines are skipped in frame f: inside brackets, but an object's braces. */
static int nl_in(const tyc_frame *f)
{
    return f->kind != TYC_FR_ROOT_BODY && f->kind != TYC_FR_BODY && f->kind != TYC_FR_BRACE;
}

/* hcl's traversal loop after a dot without a name: it goes on with the next dot, so each
** further dot (from i, the end of a dot) not followed by a name, a number or `*` gets the
** same error. nl: newlines are skipped there (inside brackets, but an object's braces). */
static int more_dots(tyc_pctx *px, uint32_t i, int nl)
{
    const char *t = px->text;
    uint32_t n = px->src->len;
    for (;;) {
        uint32_t j = i;
        while (j < n && (t[j] == ' ' || t[j] == '\t' || (nl && (t[j] == '\n' || t[j] == '\r'))))
            j++;
        unsigned char c = j < n ? (unsigned char)t[j] : 0;
        uint32_t ae;
        if (isdigit(c) && legacy_pair(t, n, j, &ae) != UINT32_MAX) /* (its step: `.1.2`) */
            return legacy_diag(px, j, ae) < 0 ? TYCON_ERR_NOMEM : TYCON_ERR_SYNTAX;
        if (c == '*')
            return TYCON_ERR_SYNTAX;
        if (isalnum(c) || c == '_' || c >= 0x80) { /* a step: the traversal goes on */
            int failed;
            uint32_t d = tyc_parse_steps(t, n, i - 1, nl, 0, &failed);
            if (!failed || d < i)
                return TYCON_ERR_SYNTAX;
            i = d + 1; /* (its next dot fails) */
            continue;
        }
        int dot = c == '.' && !(j + 2 < n && t[j + 1] == '.' && t[j + 2] == '.');
        uint32_t e = j < n && c != '\n' && c != '\r' ? j + 1 : j;
        if (add(px, j, e, TYCON_ERR_SYNTAX, (msg){"Invalid attribute name",
                "An attribute name is required after a dot."}) == TYCON_ERR_NOMEM)
            return TYCON_ERR_NOMEM;
        if (!dot)
            return TYCON_ERR_SYNTAX;
        i = j + 1;
    }
}

/*
** The diagnostics hclsyntax's recursive descent gives from what it was parsing rather than
** from the failing token's frame: a dot without a name, an unclosed if/for directive, an
** interpolation cut by a quote, a for expression without its colon, `...` not last. Returns
** the status, or -1 when none applies.
*/
static int special(tyc_pctx *px, const tyc_parse_err *e, int at_end)
{
    const tyc_frame *f = &e->frame;
    uint32_t b = at_end ? px->src->len : e->tok.beg, en = at_end ? px->src->len : e->tok.end;
    if (e->prev == TK_DCOLON) { /* hcl's finishParsingFunctionCall */
        tyc_diag *g = tyc_diag_add(px->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, px->src, b, en,
                                   "Missing function name", "Function scope resolution symbol "
                                   ":: must be followed by a function name in this scope.");
        if (!g)
            return TYCON_ERR_NOMEM;
        g->context = (tyc_range){px->src, e->name_beg, en};
        return TYCON_ERR_SYNTAX;
    }
    if (e->prev == TK_DOT && e->code == TK_STAR) /* `.*` fails only inside a `.*` splat */
        return add(px, b, en, TYCON_ERR_SYNTAX, (msg){"Nested splat expression not allowed",
                   "A splat expression (*) cannot be used inside another attribute-only splat "
                   "expression."});
    uint32_t star = e->prev == TK_DOT ? tyc_parse_attr_splat(px->text, e->prevtok.beg) : 0;
    if (e->prev == TK_DOT && star != UINT32_MAX) {
        /* in an attribute-only splat: hcl's diagnostic is at the star (it reuses that
        ** variable), and only outside recovery; the splat is dropped, and its traversal
        ** loop goes on with the token */
        int st = px->recovery ? TYCON_ERR_SYNTAX
                              : add(px, star, star + 1, TYCON_ERR_SYNTAX, M_ATTR_NAME);
        /* (in recovery the item is read again without the splat: the dots after it report
        ** then) */
        return st == TYCON_ERR_SYNTAX && !at_end && e->code == TK_DOT && !px->recovery
                   ? more_dots(px, en, nl_in(f))
                   : st;
    }
    if (e->prev == TK_DOT) {
        int st = add(px, b, en, TYCON_ERR_SYNTAX, (msg){"Invalid attribute name",
                     "An attribute name is required after a dot."});
        return st == TYCON_ERR_SYNTAX && !at_end && e->code == TK_DOT
                   ? more_dots(px, en, nl_in(f))
                   : st;
    }
    if (e->dir && (e->code == TK_CQUOTE || e->code == TK_CHEREDOC)) {
        int is_if = e->dir == TK_IF;
        char *r = range_text(px, e->dir_beg, e->dir_end);
        if (!r || !tyc_diag_add(px->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, px->src, b, en,
                                "Unexpected end of template", "The %s directive at %s is "
                                "missing its corresponding end%s directive.",
                                is_if ? "if" : "for", r, is_if ? "if" : "for"))
            return TYCON_ERR_NOMEM;
        return TYCON_ERR_SYNTAX;
    }
    if (!at_end && f->kind == TYC_FR_INTERP && f->sub != TYC_FS_CONTROL &&
        e->parent == TYC_FR_QUOTE && (e->code == TK_OQUOTE || e->code == TK_CQUOTE))
        return add(px, f->beg, f->end, TYCON_ERR_SYNTAX, (msg){
                   "Unclosed template interpolation sequence",
                   "There is no closing brace for this interpolation sequence before the end "
                   "of the quoted template. This might be caused by incorrect nesting inside "
                   "the given expression."});
    int for_frame = f->sub == TYC_FS_FOR &&
                    (f->kind == TYC_FR_BRACK || f->kind == TYC_FR_BRACE_FOR);
    int st = at_end ? TYCON_ERR_INCOMPLETE : TYCON_ERR_SYNTAX;
    if (for_frame && f->for_in && !f->fcol && (!wants_expr(e->prev, f) || splat_star(px, e)))
        return add_in(px, b, en, st, (msg){"Invalid 'for' expression",
                      "For expression requires a colon after the collection expression."},
                      f->beg, en);
    int for_kw = e->prev == TK_FOR && !inked_between(px, f->end, e->prevtok.beg);
    if (for_frame && !f->for_in && is_word(e->prev) && !for_kw)
        return add_in(px, b, en, st, (msg){"Invalid 'for' expression",
                      "For expression requires the 'in' keyword after its name declarations."},
                      f->beg, en);
    if (for_frame && !f->for_in && e->prev == TK_COMMA)
        return add_in(px, b, en, st, (msg){"Invalid 'for' expression",
                      "For expression requires value variable name after comma."}, f->beg, en);
    if (at_end && for_frame && !wants_expr(e->prev, f)) /* hcl reads the end as a token */
        return add_in(px, b, en, st, frame_msg(px, e), f->beg, en);
    if (f->kind == TYC_FR_INTERP && f->sub == TYC_FS_CONTROL && e->prev == TK_FOR &&
        e->code != TK_IDENT)
        return add(px, b, en, TYCON_ERR_SYNTAX, (msg){"Invalid 'for' directive",
                   "For directive requires variable name after 'for'."});
    if (f->kind == TYC_FR_PAREN && f->sub == TYC_FS_CALL && e->prev == TK_ELLIPSIS &&
        e->code != TK_RPAREN)
        return add(px, e->prevtok.beg, e->prevtok.end, TYCON_ERR_SYNTAX, (msg){
                   "Missing closing parenthesis", "An expanded function argument (with ...) "
                   "must be immediately followed by closing parentheses."});
    return -1;
}

/* Levenshtein distance of the code points of w[0..n) and the ASCII keyword k, or 3 when
** it is at least 3 (hcl's nameSuggestion threshold). */
static int distance(const char *w, size_t n, const char *k)
{
    int32_t cp[16];
    size_t m = 0, kl = strlen(k);
    for (size_t i = 0; i < n;) {
        int l = tyc_utf8_decode(w + i, n - i, &cp[m]);
        if (m == 15 || m > kl + 2)
            return 3;
        m++;
        i += l > 0 ? (size_t)l : 1;
    }
    int row[8], prev;
    for (size_t j = 0; j <= kl; j++)
        row[j] = (int)j;
    for (size_t i = 1; i <= m; i++) {
        prev = row[0];
        row[0] = (int)i;
        for (size_t j = 1; j <= kl; j++) {
            int cur = row[j], sub = prev + (cp[i - 1] != (unsigned char)k[j - 1]);
            int best = row[j] + 1 < row[j - 1] + 1 ? row[j] + 1 : row[j - 1] + 1;
            row[j] = best < sub ? best : sub;
            prev = cur;
        }
    }
    return row[kl] < 3 ? row[kl] : 3;
}

/* hcl's suggestion for an unknown template control keyword, or NULL. */
static const char *keyword_suggestion(const char *w, size_t n)
{
    static const char *const kw[] = {"if", "for", "else", "endif", "endfor"};
    for (size_t i = 0; i < sizeof kw / sizeof *kw; i++)
        if (distance(w, n, kw[i]) < 3)
            return kw[i];
    return NULL;
}

/* ---- template end directives (hcl's parser_template.go) ---- */

/* The end of a `%{ word ~}` sequence whose word ends at i: past its closing brace. */
static uint32_t ctrl_end(const tyc_pctx *px, uint32_t i)
{
    const char *t = px->text;
    uint32_t n = px->src->len;
    while (i < n && (t[i] == ' ' || t[i] == '\t' || t[i] == '~'))
        i++;
    return i < n && t[i] == '}' ? i + 1 : i;
}

/* The control keyword of a `%{` sequence at i (after optional `~` and blanks): TK_FOR,
** TK_IF, TK_ELSE, TK_ENDIF, TK_ENDFOR or 0; *wend receives the end of the word. */
static int ctrl_word(const tyc_pctx *px, uint32_t i, uint32_t *wend)
{
    static const struct { const char *w; int tk; } kw[] = {
        {"endfor", TK_ENDFOR}, {"endif", TK_ENDIF}, {"else", TK_ELSE}, {"for", TK_FOR},
        {"if", TK_IF}};
    const char *t = px->text;
    uint32_t n = px->src->len;
    i += 2;
    while (i < n && (t[i] == ' ' || t[i] == '\t' || t[i] == '~'))
        i++;
    for (size_t k = 0; k < sizeof kw / sizeof kw[0]; k++) {
        size_t l = strlen(kw[k].w);
        if (i + l <= n && !memcmp(t + i, kw[k].w, l) &&
            (i + l == n || !(isalnum((unsigned char)t[i + l]) || t[i + l] == '_'))) {
            *wend = (uint32_t)(i + l);
            return kw[k].tk;
        }
    }
    return 0;
}

static const char *end_name(int tk)
{
    return tk == TK_ELSE ? "else" : tk == TK_ENDIF ? "endif" : "endfor";
}

/* After hcl left a directive at an end directive, its template parser goes on at the outer
** level: every later end directive without its opener is "unbalanced" (until the quoted
** template ends). Scans from i. */
static int stray_ends(tyc_pctx *px, uint32_t i)
{
    const char *t = px->text;
    uint32_t n = px->src->len;
    int depth = 0, interp = 0;
    for (; i + 1 < n; i++) {
        if (interp) { /* inside ${ ... }: skip to its brace */
            interp -= t[i] == '}';
            interp += t[i] == '{';
            continue;
        }
        if (t[i] == '\\') {
            i++;
            continue;
        }
        if (t[i] == '"')
            break;
        if ((t[i] == '$' || t[i] == '%') && t[i + 1] == t[i]) {
            i++;
            continue;
        }
        if (t[i] == '$' && t[i + 1] == '{') {
            interp = 1;
            i++;
            continue;
        }
        if (t[i] != '%' || t[i + 1] != '{')
            continue;
        uint32_t we = i + 2;
        int w = ctrl_word(px, i, &we);
        if (w == TK_FOR || w == TK_IF)
            depth++;
        else if ((w == TK_ENDIF || w == TK_ENDFOR) && depth)
            depth--;
        else if (w == TK_ELSE && depth)
            ;
        else if (w) {
            msg m = {w == TK_ELSE ? "Unexpected else directive" : w == TK_ENDIF
                         ? "Unexpected endif directive" : "Unexpected endfor directive",
                     "The control directives within this template are unbalanced."};
            if (add(px, i, ctrl_end(px, we), TYCON_ERR_SYNTAX, m) == TYCON_ERR_NOMEM)
                return TYCON_ERR_NOMEM;
        }
        if (w)
            i = we - 1;
    }
    return TYCON_ERR_SYNTAX;
}

/* 1 when the token before e is the star of a splat (`.*`, `[*`), not a multiplication. */
static int splat_star(const tyc_pctx *px, const tyc_parse_err *e)
{
    uint32_t i = e->prevtok.beg;
    if (e->prev != TK_STAR)
        return 0;
    while (i > 0 && (px->text[i - 1] == ' ' || px->text[i - 1] == '\t'))
        i--;
    return i > 0 && (px->text[i - 1] == '.' || px->text[i - 1] == '[');
}

/* hcl's errors after a function name `a::b` not followed by "(", and after `[*` not followed by
** "]" (finishParsingFunctionCall, parseExpressionTraversals); -1 when e is neither. */
static int name_or_splat(tyc_pctx *px, const tyc_parse_err *e, int at_end)
{
    const tyc_frame *f = &e->frame;
    uint32_t b = at_end ? px->src->len : e->tok.beg, en = at_end ? px->src->len : e->tok.end;
    int st = at_end ? TYCON_ERR_INCOMPLETE : TYCON_ERR_SYNTAX;
    if (e->prev == TK_IDENT && e->name_beg < e->prevtok.beg && e->code != TK_LPAREN &&
        e->code != TK_DCOLON) {
        tyc_diag *g = tyc_diag_add(px->d, TYC_SEV_ERROR, st, px->src, b, en,
                                   "Missing open parenthesis", "Function selector must be "
                                   "followed by an open parenthesis to begin the function call.");
        if (!g)
            return TYCON_ERR_NOMEM;
        g->context = (tyc_range){px->src, e->name_beg, en, 0};
        return st;
    }
    if (f->kind == TYC_FR_BRACK && f->sub == TYC_FS_INDEX && e->prev == TK_STAR &&
        e->code != TK_RBRACK && blank_between(px, f->end, e->prevtok.beg))
    {
        msg m = {"Missing close bracket on splat index",
                 "The star for a full splat operator must be immediately followed by a closing "
                 "bracket (\"]\")."};
        return at_end ? add(px, b, en, st, m) : index_close(px, e, st, m);
    }
    return -1;
}

/* 1 when a `}` outside braces follows offset i of t (hcl's recover to a sequence's end). */
static int seq_end_after(const char *t, uint32_t n, uint32_t i)
{
    for (uint32_t depth = 0; i < n; i++) {
        if (t[i] == '{')
            depth++;
        else if (t[i] == '}' && !depth--)
            return 1;
    }
    return 0;
}

/* hcl's errors inside a %{ ... } directive after its keyword: the names of a for directive,
** then anything but the closing brace after the directive ("Extra characters in for marker").
** -1 when e is not such a case. */
static int directive(tyc_pctx *px, const tyc_parse_err *e, int at_end)
{
    const tyc_frame *f = &e->frame;
    int c = e->code, p = e->prev;
    uint32_t b = at_end ? px->src->len : e->tok.beg, en = at_end ? px->src->len : e->tok.end;
    if (at_end && f->kind == TYC_FR_INTERP && f->sub == TYC_FS_CONTROL && p == TK_TCONTROL)
        return add(px, b, en, TYCON_ERR_INCOMPLETE, (msg){"Invalid template directive",
                   "A template directive keyword (\"if\", \"for\", etc) is expected at the "
                   "beginning of a %{ sequence."});
    if (f->kind != TYC_FR_INTERP || f->sub != TYC_FS_CONTROL || p == TK_TCONTROL ||
        c == TK_TEND)
        return -1;
    uint32_t we;
    int kw = ctrl_word(px, f->beg, &we);
    if (!kw || (wants_expr(p, f) && !(kw == TK_FOR && !f->for_in && p == TK_COMMA)))
        return -1;
    if (kw == TK_FOR && !f->for_in && p == TK_COMMA && !is_word(c))
        return add(px, b, en, TYCON_ERR_SYNTAX, (msg){"Invalid 'for' directive",
                   "For directive requires value variable name after comma."});
    if (kw == TK_FOR && !f->for_in && is_word(p) && p != TK_FOR && c != TK_IN && c != TK_COMMA)
        return add(px, b, en, TYCON_ERR_SYNTAX, (msg){"Invalid 'for' directive",
                   "For directive requires 'in' keyword after names."});
    if (kw == TK_FOR && !f->for_in)
        return -1;
    static const char *const names[] = {"for", "if", "else", "endif", "endfor"};
    const char *nm = names[kw == TK_FOR     ? 0
                           : kw == TK_IF    ? 1
                           : kw == TK_ELSE  ? 2
                           : kw == TK_ENDIF ? 3
                                            : 4];
    char *sum = tyc_sprintf(px->a, "Extra characters in %s marker", nm);
    if (!sum)
        return TYCON_ERR_NOMEM;
    msg m = {sum, TYC_D_EXTRA_CHARS};
    if (at_end && e->tpl_body < b) /* (hcl: ranged from the template's first part) */
        return add_in(px, b, en, TYCON_ERR_SYNTAX, m, e->tpl_body, en);
    int st = add(px, b, en, TYCON_ERR_SYNTAX, m);
    uint32_t n = px->src->len;
    if (st == TYCON_ERR_SYNTAX && !at_end && e->tpl_body < b && !seq_end_after(px->text, n, b) &&
        tyc_tpl_dirs_unclosed(px->a, px->src, px->d, px->text, e->tpl_body, n,
                              px->text[e->tpl_body - 1] == '"', n, n, en) == TYCON_ERR_NOMEM)
        return TYCON_ERR_NOMEM; /* (the sequence recovers to the end of the file: the
                                ** template's parser meets its end there) */
    return st;
}

/* An end directive where the innermost open directive (e->dir) does not take it, as hcl's if
** and for parsers report it, then the stray end directives after it. -1: not this case. */
static int end_directive(tyc_pctx *px, const tyc_parse_err *e)
{
    const tyc_frame *f = &e->frame;
    int c = e->code;
    if (f->kind != TYC_FR_INTERP || f->sub != TYC_FS_CONTROL || e->prev != TK_TCONTROL ||
        (c != TK_ELSE && c != TK_ENDIF && c != TK_ENDFOR) || !e->dir)
        return -1;
    uint32_t b = e->prevtok.beg, en = ctrl_end(px, e->tok.end);
    char *open = range_text(px, e->dir_beg, e->dir_end);
    if (!open)
        return TYCON_ERR_NOMEM;
    const char *det;
    if (e->dir == TK_FOR && c == TK_ELSE)
        det = "An else clause is not expected for a for directive.";
    else if (e->dir == TK_FOR)
        det = tyc_sprintf(px->a, "Expecting an endfor directive corresponding to the for "
                                 "directive at %s.", open);
    else if (c == TK_ELSE)
        det = tyc_sprintf(px->a, "Already in the else clause for the if started at %s.", open);
    else
        det = tyc_sprintf(px->a, "Expecting an endif directive for the if started at %s.", open);
    char *sum = tyc_sprintf(px->a, "Unexpected %s directive", end_name(c));
    if (!det || !sum || add(px, b, en, TYCON_ERR_SYNTAX, (msg){sum, det}) == TYCON_ERR_NOMEM)
        return TYCON_ERR_NOMEM;
    return stray_ends(px, en);
}

uint32_t tyc_parse_token_end(const char *t, uint32_t n, uint32_t i)
{
    static const char *const ops[] = {"...", "==", "!=", "<=", ">=", "&&", "||", "=>", "::",
                                      "${", "%{"};
    uint32_t j = i;
    while (j < n && (isalnum((unsigned char)t[j]) || t[j] == '_' || t[j] == '-' ||
                     (unsigned char)t[j] >= 0x80 || (j > i && t[j] == '.' &&
                                                     isdigit((unsigned char)t[i]))))
        j++;
    if (j > i)
        return j;
    for (size_t k = 0; k < sizeof ops / sizeof *ops; k++)
        if (strlen(ops[k]) <= n - i && !memcmp(t + i, ops[k], strlen(ops[k])))
            return i + (uint32_t)strlen(ops[k]);
    return i + 1;
}

uint32_t tyc_parse_end_directive_end(const char *t, uint32_t n, uint32_t k)
{
    while (k < n && (t[k] == ' ' || t[k] == '\t'))
        k++;
    if (k >= n)
        return n;
    return t[k] == '~' && k + 1 < n && t[k + 1] == '}' ? k + 2 : tyc_parse_token_end(t, n, k);
}

/* An else, endif or endfor directive with no directive open (the template's parser: "Unexpected
** ... directive"), then, as hcl's template parts reader gives it first, anything but the
** sequence's closing brace after its keyword ("Extra characters in ... marker"). -1: not this
** case. */
static int stray_directive(tyc_pctx *px, const tyc_parse_err *e)
{
    const tyc_frame *f = &e->frame;
    int c = e->code;
    if (f->kind != TYC_FR_INTERP || f->sub != TYC_FS_CONTROL || e->prev != TK_TCONTROL ||
        (c != TK_ELSE && c != TK_ENDIF && c != TK_ENDFOR) || e->dir)
        return -1;
    const char *t = px->text;
    uint32_t n = px->src->len, i = e->tok.end;
    while (i < n && (t[i] == ' ' || t[i] == '\t'))
        i++;
    uint32_t j = i < n ? tyc_parse_token_end(t, n, i) : n;
    int closed = (i < n && t[i] == '}') || (i + 1 < n && t[i] == '~' && t[i + 1] == '}');
    /* (its range: from the `%{` to the end of the token after its keyword) */
    int st = add(px, e->prevtok.beg, tyc_parse_end_directive_end(t, n, i), TYCON_ERR_SYNTAX,
                 interp_msg(e));
    if (st != TYCON_ERR_SYNTAX || closed)
        return st;
    char *sum = tyc_sprintf(px->a, "Extra characters in %s marker", end_name(c));
    if (!sum)
        return TYCON_ERR_NOMEM;
    msg m = {sum, TYC_D_EXTRA_CHARS};
    return e->tpl_beg < i ? add_in(px, i, j, TYCON_ERR_SYNTAX, m, e->tpl_beg + 1, j)
                          : add(px, i, j, TYCON_ERR_SYNTAX, m);
}

/* hcl's ParseBodyItem / finishParsingBodyBlock when a body item that began as a block header
** (a name, labels) meets a token that cannot continue it; -1 when e is not such a case. */
int tyc_parse_body_start_error(const tyc_parse_err *e)
{
    int k = e->frame.kind, p = e->prev;
    return (k == TYC_FR_ROOT_BODY || k == TYC_FR_BODY) && e->code && e->code != TK_IDENT &&
           e->code != TK_NL && (p == TK_NL || p == TK_LBRACE || p == TK_START_BODY);
}

int tyc_parse_header_error(const tyc_pctx *px, const tyc_parse_err *e, int *block)
{
    (void)px;
    const tyc_frame *f = &e->frame;
    int c = e->code;
    if (!(f->kind == TYC_FR_ROOT_BODY || f->kind == TYC_FR_BODY) || e->hdr_ok != 1 || !e->hdr_n ||
        c == TK_IDENT || c == TK_OQUOTE || c == TK_TLIT || c == TK_CQUOTE || c == TK_LBRACE ||
        (e->hdr_n == 1 && c == TK_EQ))
        return 0;
    *block = e->hdr_n > 1;
    return 1;
}

/* The end of the name at offset q of t[0..n) (q when none starts there). */
static uint32_t name_end(const char *t, uint32_t n, uint32_t q)
{
    while (q < n && (isalnum((unsigned char)t[q]) || t[q] == '_' || t[q] == '-' ||
                     (unsigned char)t[q] >= 0x80))
        q++;
    return q;
}

int tyc_parse_one_line_item(const tyc_pctx *px, const tyc_parse_err *e, uint32_t *next)
{
    const char *t = px->text;
    uint32_t n = px->src->len, b = e->frame.beg + 1, at = e->tok.beg;
    if (e->frame.kind != TYC_FR_BODY || !e->code || at >= n || b > at || t[b - 1] != '{' ||
        memchr(t + b, '\n', at - b) || memchr(t + b, '=', at - b))
        return 0;
    while (b < at && (t[b] == ' ' || t[b] == '\t'))
        b++;
    uint32_t q = name_end(t, n, b);
    if (b == at || q == b || isdigit((unsigned char)t[b]))
        return 0; /* (its first token failing: a body's start error) */
    while (q < n && (t[q] == ' ' || t[q] == '\t'))
        q++;
    *next = q;
    return 1;
}

/* hcl's parseSingleAttrBody after a name that no `=` follows: "Argument definition required"
** over the name and the next token when that is a name, a quote or a brace; else "Argument or
** block definition required" at the name. */
static int one_line_item(tyc_pctx *px, const tyc_parse_err *e, uint32_t q)
{
    const char *t = px->text;
    uint32_t n = px->src->len, b = e->frame.beg + 1, qe = name_end(t, n, q);
    while (t[b] == ' ' || t[b] == '\t')
        b++;
    uint32_t be = name_end(t, n, b);
    int word = qe > q && !isdigit((unsigned char)t[q]) && t[q] != '-';
    if (q >= n || (!word && t[q] != '"' && t[q] != '{'))
        return add(px, b, be, TYCON_ERR_SYNTAX, (msg){
                   "Argument or block definition required",
                   "An argument or block definition is required here. To set an argument, use "
                   "the equals sign \"=\" to introduce the argument value."});
    tyc_buf buf;
    tyc_buf_init(&buf, px->a->ctx);
    tyc_buf_goquote(&buf, t + b, be - b);
    const char *name = tyc_buf_to_arena(&buf, px->a);
    if (!name)
        return TYCON_ERR_NOMEM;
    tyc_diag *g = tyc_diag_add(px->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, px->src, b,
                               word ? qe : q + 1, "Argument definition required",
                               "A single-line block definition can contain only a single "
                               "argument. If you meant to define argument %s, use an equals "
                               "sign to assign it a value. To define a nested block, place it "
                               "on a line of its own within its parent block.", name);
    return g ? TYCON_ERR_SYNTAX : TYCON_ERR_NOMEM;
}

static int header(tyc_pctx *px, const tyc_parse_err *e)
{
    int c = e->code, block;
    if (!tyc_parse_header_error(px, e, &block))
        return -1;
    tyc_tok id = e->hdr_first;
    if (!block) {
        return add(px, id.beg, id.end, TYCON_ERR_SYNTAX, (msg){
                   "Argument or block definition required",
                   "An argument or block definition is required here. To set an argument, use "
                   "the equals sign \"=\" to introduce the argument value."});
    }
    int eof = c == 0 || e->tok.beg >= px->src->len; /* hcl has no newline before the end */
    msg m = c == TK_EQ ? (msg){"Invalid block definition",
                               "The equals sign \"=\" indicates an argument definition, and must "
                               "not be used when defining a block."}
            : c == TK_NL && !eof ? (msg){"Invalid block definition",
                                         "A block definition must have block content delimited "
                                         "by \"{\" and \"}\", starting on the same line as the "
                                         "block header."}
                                 : (msg){"Invalid block definition",
                                         "Either a quoted string block label or an opening brace "
                                         "(\"{\") is expected here."};
    uint32_t b = eof ? px->src->len : e->tok.beg, en = eof ? px->src->len : e->tok.end;
    if (px->recovery && c != TK_EQ && (c != TK_NL || eof)) /* hcl: `if !p.recovery` */
        return TYCON_ERR_SYNTAX;
    tyc_diag *g = tyc_diag_add(px->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, px->src, b, en,
                               m.summary, "%s", m.detail);
    if (!g)
        return TYCON_ERR_NOMEM;
    g->context = (tyc_range){px->src, id.beg, en};
    return TYCON_ERR_SYNTAX;
}

static int for_extra(tyc_pctx *px, uint32_t b, uint32_t en, uint32_t cb, uint32_t ce,
                     const char *detail)
{
    tyc_diag *g = tyc_diag_add(px->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, px->src, b, en,
                               "Invalid 'for' expression", "%s", detail);
    if (!g)
        return -1;
    g->context = (tyc_range){px->src, cb, ce, 0};
    return 0;
}

/* After "Extra characters after the end of the 'for' expression", hcl still checks the key
** and the grouping against the kind of result (finishParsingForExpr). */
static int for_extras(tyc_pctx *px, const tyc_parse_err *e, int at_end)
{
    const tyc_frame *f = &e->frame;
    if (!f->fcol)
        return 0;
    uint32_t cb = f->beg, ce = at_end ? px->src->len : for_close(px, e);
    if (f->kind == TYC_FR_BRACK) {
        /* (a key ending with an operator: in recovery hcl's placeholder, the `=>`, ends it) */
        const char *t = px->text;
        uint32_t ke = f->kend, a = ke, n = px->src->len;
        while (a < n && (t[a] == ' ' || t[a] == '\t' || t[a] == '\n'))
            a++;
        if (ke > f->kbeg && a + 1 < n && t[a] == '=' && t[a + 1] == '>' &&
            strchr("+-*/%<>=!&|", t[ke - 1]) && !(t[ke - 1] == '*' && ke - 1 > f->kbeg &&
                                                   t[ke - 2] == '.'))
            ke = a + 2;
        if (f->arrow && for_extra(px, f->kbeg, ke, cb, ce,
                                  "Key expression is not valid when building a tuple.") < 0)
            return -1;
        if (f->ell && for_extra(px, f->ebeg, f->eend, cb, ce, "Grouping ellipsis (...) cannot "
                                "be used when building a tuple.") < 0)
            return -1;
        return 0;
    }
    /* (a value missing at the end, in recovery: hcl's placeholder there) */
    uint32_t vb = f->vgot ? f->vbeg : px->src->len,
             ve = !f->vgot ? vb : f->vdone ? f->vend : at_end && (e->eof_silent ||
                                                                  (e->prev != TK_PLACEHOLDER &&
                                                                   tyc_parse_wants_operand(e->prev, e)))
                                                          ? px->src->len
                                                          : e->prevtok.end;
    if (!f->arrow && (f->vgot || at_end) &&
        for_extra(px, vb, ve, cb, ce, "Key expression is required when building an object.") <
            0)
        return -1;
    return 0;
}

static int diag1(tyc_pctx *px, const tyc_parse_err *e, int eof_in_frame);

/* After a dot at t[at..]: the number with a fraction there (`2.5`, which hcl's traversal
** reads as two legacy indexes), its start returned and its end in *e; else UINT32_MAX. */
static uint32_t legacy_pair(const char *t, uint32_t n, uint32_t at, uint32_t *e)
{
    while (at < n && (t[at] == ' ' || t[at] == '\t'))
        at++;
    uint32_t i = at;
    while (i < n && isdigit((unsigned char)t[i]))
        i++;
    if (i == at || i + 1 >= n || t[i] != '.' || !isdigit((unsigned char)t[i + 1]))
        return UINT32_MAX;
    for (i++; i < n && isdigit((unsigned char)t[i]); i++)
        ;
    if (i < n && (t[i] == 'e' || t[i] == 'E')) {
        uint32_t j = i + 1 + (i + 1 < n && (t[i + 1] == '+' || t[i + 1] == '-'));
        if (j < n && isdigit((unsigned char)t[j]))
            for (i = j; i < n && isdigit((unsigned char)t[i]); i++)
                ;
    }
    *e = i;
    return at;
}

/* 1 for the diagnostics hcl's parser gives even in recovery (after an earlier error): those
** not under its `if !p.recovery` (the body-level ones decide for themselves). */
static int unguarded(const tyc_diag *g)
{
    static const char *const free_summary[] = {
        "Unbalanced parentheses", "Unterminated function call", "Missing argument separator",
        "Missing function name", "Invalid attribute name", "Unexpected end of template",
        "Unexpected else directive", "Unexpected endif directive",
        "Unexpected endfor directive", "Invalid block definition",
        "Argument or block definition required", "Invalid legacy index syntax",
        "Argument definition required"};
    for (size_t i = 0; i < sizeof free_summary / sizeof *free_summary; i++)
        if (!strcmp(g->summary, free_summary[i]))
            return 1;
    return !strcmp(g->summary, "Invalid 'for' expression") && strcmp(g->detail, D_FOR_EXTRA) &&
           strncmp(g->detail, "For expression requires", 23);
}

int tyc_parse_diag(tyc_pctx *px, const tyc_parse_err *e, int eof_in_frame)
{
    tyc_diags tmp, *out = px->d;
    tyc_diags_init(&tmp, out->arena); /* copied into out: its strings live there */
    px->d = &tmp;
    int st = diag1(px, e, eof_in_frame);
    /* (a conditional that failed in the for's value in recovery: the for recovered) */
    int checks = !(px->recovery && px->cond_q > e->frame.beg) &&
                 (st == TYCON_ERR_SYNTAX || st == TYCON_ERR_INCOMPLETE);
    if (checks && tmp.head && tmp.head->detail && !strcmp(tmp.head->detail, D_FOR_EXTRA) &&
        for_extras(px, e, e->code == 0 || e->tok.beg >= px->src->len) < 0)
        st = TYCON_ERR_NOMEM;
    else if (checks && px->recovery &&
             (e->code == 0 || e->tok.beg >= px->src->len) && e->frame.sub == TYC_FS_FOR &&
             e->frame.fcol && e->prev != TK_QUESTION && tyc_parse_wants_operand(e->prev, e) &&
             for_extras(px, e, 1) < 0)
        st = TYCON_ERR_NOMEM; /* (in recovery an operand missing at the end is hcl's silent
                              ** placeholder: the for is complete but for its closer, which
                              ** hcl's recovery skips to, and its checks come) */
    px->d = out;
    for (const tyc_diag *g = tmp.head; g; g = g->next)
        if ((!px->recovery || unguarded(g)) && !tyc_diags_push_copy(out, g))
            return TYCON_ERR_NOMEM;
    return st;
}

static int diag1(tyc_pctx *px, const tyc_parse_err *e, int eof_in_frame)
{
    int at_end = e->code == 0 || e->tok.beg >= px->src->len;
    const tyc_frame *f = &e->frame;
    uint32_t q;
    if (tyc_parse_one_line_item(px, e, &q))
        return one_line_item(px, e, q);
    int hd = header(px, e);
    if (hd >= 0)
        return hd;
    /* (hcl: `if !p.recovery`, but in a one-line block's body: parseSingleAttrBody's own) */
    if (px->recovery && tyc_parse_body_start_error(e) && e->prev != TK_LBRACE)
        return TYCON_ERR_SYNTAX;
    int sp = -1;
    if (e->tpl_beg != UINT32_MAX &&
        (e->code == TK_CQUOTE ||
         (!at_end && f->kind == TYC_FR_INTERP && f->sub == TYC_FS_CONTROL &&
          e->prev == TK_TCONTROL && (e->code == TK_ELSE || e->code == TK_ENDIF ||
                                     e->code == TK_ENDFOR))))
        sp = tyc_parse_tpl_directives(px, e->tpl_beg);
    if (sp < 0)
        sp = special(px, e, at_end);
    if (sp < 0)
        sp = name_or_splat(px, e, at_end);
    if (sp < 0)
        sp = directive(px, e, at_end);
    if (sp >= 0)
        return sp;
    if (!at_end && (sp = end_directive(px, e)) >= 0)
        return sp;
    if (!at_end && (sp = stray_directive(px, e)) >= 0)
        return sp;
    if (at_end) {
        uint32_t end = px->src->len;
        /* (in recovery the operand is hcl's silent placeholder, and a group or call meets
        ** the end where its `)` or separator should be) */
        if ((wants_expr(e->prev, f) || e->prev == TK_START_EXPR) && !splat_star(px, e) &&
            !(px->recovery && f->kind == TYC_FR_PAREN))
            return add(px, end, end, TYCON_ERR_INCOMPLETE, M_MISSING);
        /* hcl's template parser: at the end of the file, from the template's first token */
        if (f->kind == TYC_FR_QUOTE || f->kind == TYC_FR_HEREDOC)
            return add_in(px, end, end, TYCON_ERR_INCOMPLETE, eof_msg(f), f->end, end);
        /* hcl's group: the end of the file stands where its `)` should */
        if (f->kind == TYC_FR_PAREN && f->sub != TYC_FS_CALL)
            return add_in(px, end, end, TYCON_ERR_INCOMPLETE, eof_msg(f), f->beg, end);
        /* hcl's index: its closing token is the end of the file */
        if (f->kind == TYC_FR_BRACK && f->sub == TYC_FS_INDEX)
            return add(px, end, end, TYCON_ERR_INCOMPLETE, eof_msg(f));
        if (eof_in_frame || f->kind != TYC_FR_ROOT_EXPR)
            return add(px, f->beg, f->end, TYCON_ERR_INCOMPLETE,
                       f->kind == TYC_FR_ROOT_BODY ? body_msg(e) : eof_msg(f));
        return add(px, end, end, TYCON_ERR_INCOMPLETE, eof_msg(f));
    }
    int body_start = (f->kind == TYC_FR_ROOT_BODY || f->kind == TYC_FR_BODY) &&
                     (e->prev == TK_NL || e->prev == TK_LBRACE || e->prev == TK_START_BODY);
    int for_head = e->prev == TK_FOR && f->sub == TYC_FS_FOR;
    /* (a colon right after `in` marked the frame as past its colon when it was read) */
    int in_colon = e->prev == TK_IN && e->code == TK_COLON && f->sub == TYC_FS_FOR;
    msg m = !body_start && !for_head && (wants_expr(e->prev, f) || in_colon) &&
                    !splat_star(px, e)
                ? M_INVALID
                : frame_msg(px, e);
    if (f->kind == TYC_FR_INTERP && f->sub == TYC_FS_CONTROL && e->prev == TK_TCONTROL &&
        e->code == TK_IDENT) {
        const char *word = px->text + e->tok.beg;
        size_t n = e->tok.end - e->tok.beg;
        const char *sg = keyword_suggestion(word, n);
        if (!tyc_diag_add(px->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, px->src, e->tok.beg,
                          e->tok.end, m.summary, "\"%.*s\" is not a valid template control "
                          "keyword.%s%s%s", (int)n, word, sg ? " Did you mean \"" : "",
                          sg ? sg : "", sg ? "\"?" : ""))
            return TYCON_ERR_NOMEM;
        return TYCON_ERR_SYNTAX;
    }
    int ctx = (f->kind == TYC_FR_BRACE && m.summary != M_INVALID.summary) ||
              (f->kind == TYC_FR_PAREN && f->sub == TYC_FS_CALL &&
               !strcmp(m.summary, "Missing argument separator")) ||
              (f->kind == TYC_FR_BRACK && !strcmp(m.summary, "Missing item separator")) ||
              (f->kind == TYC_FR_PAREN && f->sub != TYC_FS_CALL &&
               !strcmp(m.summary, "Unbalanced parentheses")) ||
              m.detail == D_FOR_EXTRA || !strncmp(m.detail, "For expression requires", 23);
    if (ctx) {
        /* hcl's object and tuple constructor errors, a call's missing separator, a group's
        ** missing `)` and a for expression's errors carry the range from the opener (the
        ** function's name) to the token */
        return add_in(px, e->tok.beg, e->tok.end, TYCON_ERR_SYNTAX, m, f->beg, e->tok.end);
    }
    if (!strcmp(m.summary, "Missing close bracket on index"))
        return index_close(px, e, TYCON_ERR_SYNTAX, m);
    if ((!strcmp(m.summary, "Missing newline after argument") ||
         !strcmp(m.summary, "Unexpected comma after argument")) &&
        e->hdr_first.beg < e->tok.beg)
        /* "Missing newline after argument" and its comma form: from the argument's name */
        return add_in(px, e->tok.beg, e->tok.end, TYCON_ERR_SYNTAX, m, e->hdr_first.beg,
                      e->tok.end);
    uint32_t ab, ae;
    if (m.summary == M_INVALID.summary && e->code == TK_DOT &&
        (ab = legacy_pair(px->text, px->src->len, e->tok.end, &ae)) != UINT32_MAX) {
        /* hcl's placeholder, then its traversal reads a number as a legacy index */
        int st = add(px, e->tok.beg, e->tok.end, TYCON_ERR_SYNTAX, m);
        if (st == TYCON_ERR_NOMEM)
            return st;
        return legacy_diag(px, ab, ae) < 0 ? TYCON_ERR_NOMEM : st;
    }
    if (m.summary == M_INVALID.summary && e->code == TK_DOT &&
        tyc_parse_steps_fail(px->text, px->src->len, e->tok.beg,
                             f->kind != TYC_FR_ROOT_BODY && f->kind != TYC_FR_BODY &&
                                 f->kind != TYC_FR_BRACE, &ab, &ae)) {
        /* hcl's placeholder for the operand, then its traversal: the dot wants a name (and
        ** so may the dots after it) */
        int st = add(px, e->tok.beg, e->tok.end, TYCON_ERR_SYNTAX, m);
        if (st != TYCON_ERR_NOMEM)
            st = add(px, ab, ae, TYCON_ERR_SYNTAX, M_ATTR_NAME);
        return st == TYCON_ERR_SYNTAX && ae == ab + 1 && px->text[ab] == '.' &&
                       !(ae < px->src->len && px->text[ae] == '.')
                   ? more_dots(px, ae, nl_in(f))
                   : st;
    }
    if (e->prev == TK_RBRACE && (f->kind == TYC_FR_ROOT_BODY || f->kind == TYC_FR_BODY) &&
        !strcmp(m.summary, "Missing newline after block definition")) {
        /* hcl: ranged from the block's type word to the token */
        return add_in(px, e->tok.beg, e->tok.end, TYCON_ERR_SYNTAX, m, e->blk_beg, e->tok.end);
    }
    return add(px, e->tok.beg, e->tok.end, TYCON_ERR_SYNTAX, m);
}

int tyc_parse_diag_limit(tyc_pctx *px, const tyc_parse_err *e, uint32_t max_depth)
{
    if (!tyc_diag_add(px->d, TYC_SEV_ERROR, TYCON_ERR_LIMIT, px->src, e->tok.beg, e->tok.end,
                      "Nesting too deep",
                      "This expression is nested too deeply to parse (limit %u levels).",
                      (unsigned)max_depth))
        return TYCON_ERR_NOMEM;
    return TYCON_ERR_LIMIT;
}
