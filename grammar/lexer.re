/* SPDX-License-Identifier: Apache-2.0 */
/*
** lexer.re: the HCL native-syntax scanner (re2c for expression mode; quoted templates and
** heredocs are scanned by hand). It keeps the bracket/template frame stack that decides
** the scanning mode, decodes template literals into STRING leaves and reports invalid
** characters, bad UTF-8, bad escapes and nesting beyond ctx->max_depth.
*/
#include <stdio.h>

#include "interp/syntax/parse_diag.h"
#include "interp/syntax/parse_int.h"
#include "parser.h"
#include "runtime/base/str.h"

tyc_frame *tyc_lex_top(tyc_lexer *lx)
{
    return &lx->fr[lx->nfr - 1];
}

static int lx_err(tyc_lexer *lx, uint32_t beg, uint32_t end, int status, const char *summary,
                  const char *detail)
{
    lx->status = status;
    if (lx->quiet) /* scanning on after a parse error: only invalid characters are reported */
        return TYC_LX_ERROR;
    if (!tyc_diag_add(lx->d, TYC_SEV_ERROR, status, lx->src, beg, end, summary, "%s", detail))
        lx->status = TYCON_ERR_NOMEM;
    return TYC_LX_ERROR;
}

static int oom(tyc_lexer *lx)
{
    lx->status = TYCON_ERR_NOMEM;
    return TYC_LX_ERROR;
}

static int push(tyc_lexer *lx, int kind, uint32_t beg, uint32_t end)
{
    if (lx->nfr > lx->max_depth) {
        char msg[160];
        snprintf(msg, sizeof msg,
                 "Brackets, braces and templates may be nested at most %u levels deep.",
                 (unsigned)lx->max_depth);
        return lx_err(lx, beg, end, TYCON_ERR_LIMIT, "Nesting too deep", msg);
    }
    if (lx->nfr == lx->capfr) {
        uint32_t cap = lx->capfr ? lx->capfr * 2 : 16;
        tyc_frame *f = TYC_NEWN(lx->a, tyc_frame, cap);
        if (!f)
            return oom(lx);
        if (lx->nfr)
            memcpy(f, lx->fr, lx->nfr * sizeof *f);
        lx->fr = f;
        lx->capfr = cap;
    }
    tyc_frame *f = &lx->fr[lx->nfr++];
    memset(f, 0, sizeof *f);
    f->kind = (uint8_t)kind;
    f->beg = beg;
    f->end = end;
    return 0;
}

static void pop_if(tyc_lexer *lx, int kind)
{
    tyc_frame *f = tyc_lex_top(lx);
    int k = f->kind;
    int match = k == kind || (kind == TYC_FR_BRACE && (k == TYC_FR_BRACE_FOR || k == TYC_FR_BODY));
    if (match && lx->nfr > 1) {
        lx->popped = *f;
        lx->did_pop = 1;
        lx->nfr--;
    }
}

int tyc_lex_init(tyc_lexer *lx, tyc_arena *a, const tyc_source *src, tyc_diags *d,
                 const char *text, int root)
{
    memset(lx, 0, sizeof *lx);
    lx->a = a;
    lx->src = src;
    lx->d = d;
    lx->s = (const unsigned char *)text;
    lx->len = src->len;
    lx->max_depth = a->ctx->max_depth ? a->ctx->max_depth : 1000;
    if (lx->len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        lx->pos = 3; /* a UTF-8 byte order mark is skipped, as hclsyntax does */
    return push(lx, root, 0, 0) == 0 ? 0 : -1;
}

/* ---- identifiers ---- */

static uint32_t ident_end(const tyc_lexer *lx, uint32_t i)
{
    const unsigned char *s = lx->s;
    while (i < lx->len) {
        unsigned char c = s[i];
        if (c < 0x80) {
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                c == '_' || c == '-') {
                i++;
                continue;
            }
            break;
        }
        int32_t cp;
        int k = tyc_utf8_decode((const char *)s + i, lx->len - i, &cp);
        if (k < 0 || !tyc_is_id_continue(cp))
            break;
        i += (uint32_t)k;
    }
    return i;
}

static int keyword(const unsigned char *s, uint32_t n)
{
    static const struct { const char *w; int code; } kw[] = {
        {"for", TK_FOR}, {"in", TK_IN}, {"if", TK_IF}, {"else", TK_ELSE},
        {"endif", TK_ENDIF}, {"endfor", TK_ENDFOR}};
    for (size_t i = 0; i < sizeof kw / sizeof kw[0]; i++)
        if (strlen(kw[i].w) == n && memcmp(s, kw[i].w, n) == 0)
            return kw[i].code;
    return TK_IDENT;
}

static int ident(tyc_lexer *lx, tyc_tok *t, uint32_t after_first)
{
    uint32_t e = ident_end(lx, after_first);
    lx->pos = t->end = e;
    return keyword(lx->s + t->beg, e - t->beg);
}

/* hcl's checkInvalidTokens: whether this occurrence of an invalid character of kind k is
** reported (bitwise operators: the first 4; quotes and backticks: the opening one of the
** first two pairs; ';' and bad UTF-8: the first), counting it. */
enum { TOLD_BITWISE, TOLD_BACKTICK, TOLD_APOS, TOLD_SEMI, TOLD_UTF8, TOLD_OTHER };
static int tell(tyc_lexer *lx, int k)
{
    if (k == TOLD_OTHER)
        return 1;
    uint8_t *n = &lx->told[k];
    int r;
    if (k == TOLD_BACKTICK || k == TOLD_APOS) {
        r = *n % 2 == 0;
        if (*n <= 2)
            (*n)++;
        return r;
    }
    r = *n < (k == TOLD_BITWISE ? 4 : 1);
    if (r)
        (*n)++;
    return r;
}

/* An invalid character at s[i..e): its diagnostic (when hcl would report it), then a token
** no grammar rule accepts, so that the parser fails there as hcl's does. */
static int invalid(tyc_lexer *lx, tyc_tok *t, uint32_t e, int kind, const char *summary,
                   const char *detail)
{
    uint32_t i = t->beg;
    lx->pos = t->end = e;
    if (tell(lx, kind) && !tyc_diag_add(lx->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, lx->src, i, e,
                                        summary, "%s", detail))
        return oom(lx);
    return TK_INVALID;
}

/* A byte that starts no ASCII token: non-ASCII identifier start, or an invalid character. */
static int other(tyc_lexer *lx, tyc_tok *t)
{
    uint32_t i = t->beg;
    unsigned char c = lx->s[i];
    const char *unused = "This character is not used within the language.";
    if (c >= 0x80) {
        int32_t cp;
        int k = tyc_utf8_decode((const char *)lx->s + i, lx->len - i, &cp);
        if (k < 0)
            return invalid(lx, t, i + 1, TOLD_UTF8, "Invalid character encoding",
                           "All input files must be UTF-8 encoded. Ensure that UTF-8 encoding "
                           "is selected in your editor.");
        if (tyc_is_id_start(cp))
            return ident(lx, t, i + (uint32_t)k);
        if (cp == 0x201C || cp == 0x201D)
            return invalid(lx, t, i + (uint32_t)k, TOLD_OTHER, "Invalid character",
                           "\"Curly quotes\" are not valid here. These can sometimes be "
                           "inadvertently introduced when sharing code via documents or "
                           "discussion forums. It might help to replace the character with a "
                           "\"straight quote\".");
        return invalid(lx, t, i + (uint32_t)k, TOLD_OTHER, "Invalid character", unused);
    }
    switch (c) {
    case '&':
        return invalid(lx, t, i + 1, TOLD_BITWISE, "Unsupported operator",
                       "Bitwise operators are not supported. Did you mean boolean AND (\"&&\")?");
    case '|':
        return invalid(lx, t, i + 1, TOLD_BITWISE, "Unsupported operator",
                       "Bitwise operators are not supported. Did you mean boolean OR (\"||\")?");
    case '~':
        return invalid(lx, t, i + 1, TOLD_BITWISE, "Unsupported operator",
                       "Bitwise operators are not supported. Did you mean boolean NOT (\"!\")?");
    case '^':
        return invalid(lx, t, i + 1, TOLD_BITWISE, "Unsupported operator",
                       "Bitwise operators are not supported.");
    case '`':
        return invalid(lx, t, i + 1, TOLD_BACKTICK, "Invalid character",
                       "The \"`\" character is not valid. To create a multi-line string, use "
                       "the \"heredoc\" syntax, like \"<<EOT\".");
    case '\'':
        return invalid(lx, t, i + 1, TOLD_APOS, "Invalid character",
                       "Single quotes are not valid. Use double quotes (\") to enclose strings.");
    case ';':
        return invalid(lx, t, i + 1, TOLD_SEMI, "Invalid character",
                       "The \";\" character is not valid. Use newlines to separate arguments "
                       "and blocks, and commas to separate items in collection values.");
    default:
        return invalid(lx, t, i + 1, TOLD_OTHER, "Invalid character", unused);
    }
}

/* `<<` or `<<-` already matched at t->beg..p: a heredoc introducer if an identifier and a
** newline follow; otherwise just `<`. */
static int heredoc_open(tyc_lexer *lx, tyc_tok *t, uint32_t p)
{
    int flush = lx->s[p - 1] == '-';
    uint32_t mb = p, me = p;
    unsigned char c = lx->s[p];
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80) {
        int32_t cp = 0;
        int k = c >= 0x80 ? tyc_utf8_decode((const char *)lx->s + p, lx->len - p, &cp) : 1;
        if (k > 0 && (c < 0x80 || tyc_is_id_start(cp)))
            me = ident_end(lx, p + (uint32_t)k);
    }
    uint32_t q = me;
    if (q < lx->len && lx->s[q] == '\r')
        q++;
    if (me == mb || q >= lx->len || lx->s[q] != '\n') {
        lx->pos = t->end = t->beg + 1;
        return TK_LT;
    }
    if (push(lx, TYC_FR_HEREDOC, t->beg, q + 1) != 0)
        return TYC_LX_ERROR;
    tyc_frame *f = tyc_lex_top(lx);
    f->mbeg = mb;
    f->mlen = me - mb;
    f->flush = (uint8_t)flush;
    f->sol = 1;
    lx->pos = t->end = q + 1;
    return TK_OHEREDOC;
}

static int line_comment(tyc_lexer *lx, tyc_tok *t, uint32_t p)
{
    while (p < lx->len && lx->s[p] != '\n')
        p++;
    if (p >= lx->len) {
        lx->pos = t->beg = t->end = lx->len;
        return -1; /* comment up to the end: nothing to emit */
    }
    t->beg = p;
    lx->pos = t->end = p + 1;
    return TYC_LX_NL;
}

static int block_comment(tyc_lexer *lx, tyc_tok *t, uint32_t p)
{
    for (; p + 1 < lx->len; p++) {
        if (lx->s[p] == '*' && lx->s[p + 1] == '/') {
            lx->pos = p + 2;
            return -1;
        }
    }
    /* hcl's scanner: without its "*" "/" it is no comment, but a slash (then a star) */
    lx->pos = t->end = t->beg + 1;
    return TK_SLASH;
}

static int close_brace(tyc_lexer *lx, int strip)
{
    tyc_frame *f = tyc_lex_top(lx);
    if (f->kind == TYC_FR_INTERP) {
        pop_if(lx, TYC_FR_INTERP);
        lx->strip = (uint8_t)strip;
        return TK_TEND;
    }
    if (strip)
        return TK_TEND;
    pop_if(lx, TYC_FR_BRACE);
    return TK_RBRACE;
}

static int lex_normal(tyc_lexer *lx, tyc_tok *t)
{
    const unsigned char *s = lx->s;
    for (;;) {
        const unsigned char *cur = s + lx->pos, *mar = cur;
        int r;
        t->beg = lx->pos;
        t->nd = NULL;
#define TOK(code) do { lx->pos = t->end = (uint32_t)(cur - s); return (code); } while (0)
#define OPEN(kind, code) do { lx->pos = t->end = (uint32_t)(cur - s); \
        return push(lx, kind, t->beg, t->end) == 0 ? (code) : TYC_LX_ERROR; } while (0)
        /*!re2c
        re2c:define:YYCTYPE = "unsigned char";
        re2c:define:YYCURSOR = cur;
        re2c:define:YYMARKER = mar;
        re2c:yyfill:enable = 0;

        dig = [0-9];
        cont = dig | "." | [eE] [+-]? dig;
        contnd = dig | [eE] [+-]? dig;
        number = dig (cont* contnd)?;

        [ \t]+ { lx->pos = (uint32_t)(cur - s); continue; }
        "\r"? "\n" { TOK(TYC_LX_NL); }
        "#" | "//" {
            r = line_comment(lx, t, (uint32_t)(cur - s));
            if (r < 0) continue;
            return r;
        }
        "/*" {
            r = block_comment(lx, t, (uint32_t)(cur - s));
            if (r < 0) continue;
            return r;
        }
        number { TOK(TK_NUMBER); }
        [a-zA-Z_] { return ident(lx, t, (uint32_t)(cur - s)); }
        "==" { TOK(TK_EQEQ); }
        "!=" { TOK(TK_NE); }
        ">=" { TOK(TK_GE); }
        "<=" { TOK(TK_LE); }
        "&&" { TOK(TK_AND); }
        "||" { TOK(TK_OR); }
        "::" { TOK(TK_DCOLON); }
        "..." { TOK(TK_ELLIPSIS); }
        "=>" { TOK(TK_ARROW); }
        "<<" "-"? { return heredoc_open(lx, t, (uint32_t)(cur - s)); }
        "<" { TOK(TK_LT); }
        ">" { TOK(TK_GT); }
        "=" { TOK(TK_EQ); }
        "!" { TOK(TK_BANG); }
        "?" { TOK(TK_QUESTION); }
        ":" { TOK(TK_COLON); }
        "," { TOK(TK_COMMA); }
        "." { TOK(TK_DOT); }
        "*" { TOK(TK_STAR); }
        "/" { TOK(TK_SLASH); }
        "%" { TOK(TK_PERCENT); }
        "+" { TOK(TK_PLUS); }
        "-" { TOK(TK_MINUS); }
        "(" { OPEN(TYC_FR_PAREN, TK_LPAREN); }
        "[" { OPEN(TYC_FR_BRACK, TK_LBRACK); }
        "{" { OPEN(TYC_FR_BRACE, TK_LBRACE); }
        ")" { pop_if(lx, TYC_FR_PAREN); TOK(TK_RPAREN); }
        "]" { pop_if(lx, TYC_FR_BRACK); TOK(TK_RBRACK); }
        "}" { r = close_brace(lx, 0); TOK(r); }
        "~}" { r = close_brace(lx, 1); TOK(r); }
        "\"" { OPEN(TYC_FR_QUOTE, TK_OQUOTE); }
        "\x00" {
            if (t->beg >= lx->len) { lx->pos = t->end = lx->len; return TYC_LX_EOF; }
            return lx_err(lx, t->beg, t->beg + 1, TYCON_ERR_SYNTAX, "Invalid character",
                          "This character is not used within the language.");
        }
        * { return other(lx, t); }
        */
#undef TOK
#undef OPEN
    }
}

/* ---- templates ---- */

static int seq_open(tyc_lexer *lx, tyc_tok *t, int code)
{
    uint32_t p = lx->pos + 2;
    lx->strip = lx->s[p] == '~';
    if (lx->strip)
        p++;
    t->beg = lx->pos;
    lx->pos = t->end = p;
    return push(lx, TYC_FR_INTERP, t->beg, t->end) == 0 ? code : TYC_LX_ERROR;
}

static int hexval(unsigned char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Decodes the escape at s[i] == '\\' into b; returns the bytes consumed or -1 (error). */
static int escape(tyc_lexer *lx, uint32_t i, tyc_buf *b)
{
    unsigned char e = lx->s[i + 1];
    const char *simple = NULL;
    switch (e) {
    case 'n': simple = "\n"; break;
    case 'r': simple = "\r"; break;
    case 't': simple = "\t"; break;
    case '"': simple = "\""; break;
    case '\\': simple = "\\"; break;
    default: break;
    }
    if (simple) {
        tyc_buf_addc(b, simple[0]);
        return 2;
    }
    if (e == 'u' || e == 'U') {
        int want = e == 'u' ? 4 : 8, got = 0;
        uint32_t v = 0;
        while (got < want && i + 2 + (uint32_t)got < lx->len &&
               hexval(lx->s[i + 2 + got]) >= 0)
            v = v * 16 + (uint32_t)hexval(lx->s[i + 2 + got++]);
        uint32_t end = i + 2 + (uint32_t)got;
        if (got < want)
            return lx_err(lx, i, end, TYCON_ERR_SYNTAX, "Invalid escape sequence",
                          e == 'u' ? "The \\u escape sequence must be followed by four "
                                     "hexadecimal digits."
                                   : "The \\U escape sequence must be followed by eight "
                                     "hexadecimal digits."), -1;
        if (v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)) {
            char msg[80];
            snprintf(msg, sizeof msg, "Cannot encode character U+%04x in UTF-8.", (unsigned)v);
            return lx_err(lx, i, end, TYCON_ERR_SYNTAX, "Invalid escape sequence", msg), -1;
        }
        tyc_buf_utf8(b, (int32_t)v);
        return 2 + want;
    }
    if (e == '\n' || e == '\r' || (e == 0 && i + 1 >= lx->len))
        return lx_err(lx, i, i + 1, TYCON_ERR_SYNTAX, "Invalid escape sequence",
                      "Backslash must be followed by an escape sequence selector character."),
               -1;
    int32_t cp;
    int k = tyc_utf8_decode((const char *)lx->s + i + 1, lx->len - i - 1, &cp);
    if (k < 0)
        k = 1;
    tyc_buf q;
    tyc_buf_init(&q, lx->a->ctx);
    tyc_buf_addz(&q, "The symbol ");
    tyc_buf_goquote(&q, (const char *)lx->s + i + 1, (size_t)k);
    tyc_buf_addz(&q, " is not a valid escape sequence selector.");
    lx_err(lx, i, i + 1 + (uint32_t)k, TYCON_ERR_SYNTAX, "Invalid escape sequence",
           tyc_buf_cstr(&q));
    tyc_buf_free(&q);
    return -1;
}

/* Scans literal text from lx->pos; quoted: stop at `"`/newline and decode escapes; heredoc:
** stop after a newline. Stops before `${`/`%{`. Builds the STRING leaf. */
/* The end of the plain run of a literal at `from` that needs no decoding (printable
** ASCII without escapes or template sequences), when that run is the whole literal; else
** 0 (the general scanner handles it). */
static uint32_t plain_run(const tyc_lexer *lx, uint32_t from, int quoted)
{
    const unsigned char *s = lx->s;
    uint32_t i = from;
    for (;;) {
        unsigned char c = s[i];
        if (c >= 0x20 && c < 0x80 && c != '"' && c != '\\' && c != '$' && c != '%') {
            i++;
            continue;
        }
        if (c == '"' || c == '\r' || c == 0)
            return quoted && i > from ? i : 0;
        if (c == '\n')
            return i > from || !quoted ? (quoted ? i : i + 1) : 0;
        if ((c == '$' || c == '%') && s[i + 1] == '{' && i > from)
            return i;
        return 0;
    }
}

static int literal(tyc_lexer *lx, tyc_tok *t, int quoted)
{
    const unsigned char *s = lx->s;
    uint32_t i = lx->pos;
    uint32_t plain = plain_run(lx, i, quoted);
    tyc_buf b;
    tyc_buf_init(&b, lx->a->ctx);
    if (plain)
        i = plain; /* the common case: the text is the source bytes, no decoding */
    while (!plain && i < lx->len) {
        unsigned char c = s[i];
        if (c == 0 || (quoted && (c == '"' || c == '\n' || c == '\r')))
            break;
        if (c == '$' || c == '%') {
            if (s[i + 1] == c && s[i + 2] == '{') {
                tyc_buf_addc(&b, (char)c);
                tyc_buf_addc(&b, '{');
                i += 3;
                continue;
            }
            if (s[i + 1] == '{')
                break;
        }
        if (c == '\\' && quoted) {
            int k = escape(lx, i, &b);
            if (k < 0) {
                tyc_buf_free(&b);
                return TYC_LX_ERROR;
            }
            i += (uint32_t)k;
            continue;
        }
        int k = 1;
        if (c >= 0x80) {
            int32_t cp;
            k = tyc_utf8_decode((const char *)s + i, lx->len - i, &cp);
            if (k < 0) {
                tyc_buf_free(&b);
                return lx_err(lx, i, i + 1, TYCON_ERR_SYNTAX, "Invalid character encoding",
                              "All input files must be UTF-8 encoded. Ensure that UTF-8 "
                              "encoding is selected in your editor.");
            }
        }
        tyc_buf_add(&b, s + i, (size_t)k);
        i += (uint32_t)k;
        if (c == '\n')
            break;
    }
    t->beg = lx->pos;
    t->end = lx->pos = i;
    if (lx->freelist && *lx->freelist) { /* reuse a recycled leaf (see parse_build.c) */
        t->nd = *lx->freelist;
        *lx->freelist = t->nd->kids ? (tyc_node *)(void *)t->nd->kids : NULL;
        memset(t->nd, 0, sizeof *t->nd);
        t->nd->kind = TYC_N_STRING;
        t->nd->beg = t->beg;
        t->nd->end = t->end;
    } else {
        t->nd = tyc_node_new(lx->a, TYC_N_STRING, t->beg, t->end, 0);
    }
    int bad = tyc_buf_failed(&b) || !t->nd ||
              (plain ? tyc_node_set_text(lx->a, t->nd, (const char *)s + t->beg, i - t->beg)
                     : tyc_node_set_text(lx->a, t->nd, b.p ? b.p : "", b.len)) != 0;
    tyc_buf_free(&b);
    return bad ? oom(lx) : TK_TLIT;
}

static int at_seq(const tyc_lexer *lx)
{
    unsigned char c = lx->s[lx->pos];
    return (c == '$' || c == '%') && lx->s[lx->pos + 1] == '{';
}

static int nul_or_eof(tyc_lexer *lx, tyc_tok *t)
{
    t->beg = t->end = lx->pos;
    if (lx->pos >= lx->len)
        return TYC_LX_EOF;
    return lx_err(lx, lx->pos, lx->pos + 1, TYCON_ERR_SYNTAX, "Invalid character",
                  "This character is not used within the language.");
}

/* A newline in a quoted string (the newline ends at e): hcl's scanner reports it and goes on
** in the string; its template parser stops there ("Unterminated template string", from the
** template's first token, unless in recovery) and reads on after the closing quote. Here the
** parse stops, and the rest is scanned for the scanner's own diagnostics. */
static int quoted_newline(tyc_lexer *lx, uint32_t e, const char *detail)
{
    uint32_t b = lx->pos, from = tyc_lex_top(lx)->end;
    lx->status = TYCON_ERR_SYNTAX;
    lx->rescan = 1;
    lx->pos = e;
    if (!tyc_diag_add(lx->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, lx->src, b, e,
                      "Invalid multi-line string", "%s", detail))
        return oom(lx);
    if (!lx->recovery) {
        tyc_diag *g = tyc_diag_add(lx->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, lx->src, b, e,
                                   "Unterminated template string",
                                   "No closing marker was found for the string.");
        if (!g)
            return oom(lx);
        g->context = (tyc_range){lx->src, from, e, 0};
    }
    /* (then its template parser meets its end: the directives open before the newline) */
    if (tyc_tpl_dirs_newline(lx->a, lx->src, lx->d, (const char *)lx->s, from, b) ==
        TYCON_ERR_NOMEM)
        return oom(lx);
    return TYC_LX_ERROR;
}

static int lex_quoted(tyc_lexer *lx, tyc_tok *t)
{
    unsigned char c = lx->s[lx->pos];
    t->nd = NULL;
    if (c == 0)
        return nul_or_eof(lx, t);
    if (c == '"') {
        t->beg = lx->pos;
        lx->pos = t->end = lx->pos + 1;
        pop_if(lx, TYC_FR_QUOTE);
        return TK_CQUOTE;
    }
    if (at_seq(lx))
        return seq_open(lx, t, c == '$' ? TK_TINTERP : TK_TCONTROL);
    if (c == '\n' || c == '\r') {
        uint32_t e = lx->pos + 1; /* hcl's TokenQuotedNewline: a run of newline characters */
        while (e < lx->len && (lx->s[e] == '\n' || lx->s[e] == '\r'))
            e++;
        const char *d = "Quoted strings may not be split over multiple lines. To produce a "
                        "multi-line string, either use the \\n escape to represent a newline "
                        "character or use the \"heredoc\" multi-line template syntax.";
        if (lx->quiet) { /* after a parse error: hcl reports every one, the string goes on */
            if (!tyc_diag_add(lx->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, lx->src, lx->pos, e,
                              "Invalid multi-line string", "%s", d))
                return oom(lx);
            lx->pos = t->end = e;
            return TK_TLIT;
        }
        return quoted_newline(lx, e, d);
    }
    return literal(lx, t, 1);
}

static int is_ascii_space(unsigned char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

/* At the start of a heredoc line: is it the closing marker? */
static int heredoc_close(tyc_lexer *lx, tyc_tok *t, const tyc_frame *f)
{
    uint32_t b = lx->pos, e = b;
    while (e < lx->len && lx->s[e] != '\n')
        e++;
    if (e >= lx->len) /* hcl's scanner: the marker line must end with a newline */
        return 0;
    uint32_t le = e;
    if (le > b && lx->s[le - 1] == '\r')
        le--;
    uint32_t tb = b, te = le;
    while (tb < te && is_ascii_space(lx->s[tb]))
        tb++;
    while (te > tb && is_ascii_space(lx->s[te - 1]))
        te--;
    if (te - tb != f->mlen || memcmp(lx->s + tb, lx->s + f->mbeg, f->mlen) != 0)
        return 0;
    t->beg = b;
    t->end = lx->pos = le;
    pop_if(lx, TYC_FR_HEREDOC);
    return 1;
}

static int lex_heredoc(tyc_lexer *lx, tyc_tok *t)
{
    tyc_frame *f = tyc_lex_top(lx);
    t->nd = NULL;
    if (lx->s[lx->pos] == 0)
        return nul_or_eof(lx, t);
    if (f->sol && heredoc_close(lx, t, f))
        return TK_CHEREDOC;
    if (at_seq(lx)) {
        f->sol = 0;
        return seq_open(lx, t, lx->s[lx->pos] == '$' ? TK_TINTERP : TK_TCONTROL);
    }
    int r = literal(lx, t, 0);
    if (r == TK_TLIT)
        f->sol = t->end > t->beg && lx->s[t->end - 1] == '\n';
    return r;
}

int tyc_lex_next(tyc_lexer *lx, tyc_tok *t)
{
    lx->did_pop = 0;
    switch (tyc_lex_top(lx)->kind) {
    case TYC_FR_QUOTE: return lex_quoted(lx, t);
    case TYC_FR_HEREDOC: return lex_heredoc(lx, t);
    default: return lex_normal(lx, t);
    }
}
