/* SPDX-License-Identifier: Apache-2.0 */
/*
** json.c: the HCL JSON syntax reader (hcl/json's scanner and parser rules): one JSON value
** into a tyc_node tree, with hcl/json's diagnostics. Tokens are scanned lazily with one token
** of lookahead; nesting is bounded by ctx->max_depth; parsing stops at the first error.
*/
#include "interp/syntax/parse.h"
#include "interp/syntax/parse_int.h"
#include "runtime/base/str.h"
#include "runtime/value/value.h"

/* json.c-private node flag: a value-mode key whose text points into the source (not
** NUL-terminated) until the object folds or wrap_keys copies it. */
#define KEY_BORROWED 0x4000
/* json.c-private node flag: the placeholder of a value that failed to parse (hcl invalidVal). */
#define INVALID_VAL 0x2000

/* Token types: the punctuation byte itself, or one of these. */
enum { TK_INVALID = 0, TK_EOF = 'E', TK_KEYWORD = 'K', TK_STRING = 'S', TK_NUMBER = 'N' };

typedef struct jtok {
    int type;
    uint32_t beg, end;
} jtok;

typedef struct jparser {
    tyc_arena *a;
    const tyc_source *src;
    tyc_diags *d;
    const char *s;
    uint32_t n;
    uint32_t pos;      /* scan position (after the lookahead token, if any) */
    int has_la;        /* la holds the next token */
    int dead;          /* an invalid token was scanned: only EOF follows (as in hcl/json) */
    jtok la;
    uint32_t depth;
    int status;
    int fold;          /* value mode: leaves are VALUE nodes, constant containers fold */
    int slow;          /* value mode without the fast path (json_fast.c): for its tests */
    tyc_node *freelist; /* recycled VALUE nodes (value mode) */
    tyc_node **stk;    /* the kids of every open array/object (LIFO; context allocator) */
    uint32_t nstk, capstk;
    const tyc_value **vst; /* value mode: the elements of open arrays while all are values */
    uint32_t nvst, capvst;
    tyc_json_fail fast_fail; /* the containers the fast path last failed in: not tried again */
} jparser;

/* The kids of one array or object under construction: stk[start, start + n). */
typedef struct kidvec {
    uint32_t start, n;
} kidvec;

/* ---- diagnostics ----------------------------------------------------------------------- */

/* 1 while parsing may go on after an error, as hcl/json's parser does after a syntax error
** (not after running out of memory or past the nesting limit). */
static int recoverable(const jparser *p)
{
    return p->status == TYCON_OK || p->status == TYCON_ERR_SYNTAX ||
           p->status == TYCON_ERR_INCOMPLETE;
}

/* Adds a syntax error; the status keeps the first error's code. */
static tyc_diag *fail(jparser *p, int code, uint32_t beg, uint32_t end, const char *summary,
                      const char *detail)
{
    if (!recoverable(p))
        return NULL;
    if (p->status == TYCON_OK)
        p->status = code;
    if (beg > p->n)
        beg = p->n;
    if (end > p->n)
        end = p->n;
    tyc_diag *g = tyc_diag_add(p->d, TYC_SEV_ERROR, code, p->src, beg, end, summary, "%s", detail);
    if (!g)
        p->status = TYCON_ERR_NOMEM;
    return g;
}

static void *oom(jparser *p)
{
    p->status = TYCON_ERR_NOMEM;
    return NULL;
}

/* ---- scanner --------------------------------------------------------------------------- */

static int is_alpha(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int is_numbyte(unsigned char c, int first)
{
    return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' ||
           (!first && (c == 'e' || c == 'E'));
}

/* End of a string token starting at the quote at i: after the closing quote, or at the first
** control byte or the end of input (the token is then unterminated). */
static uint32_t string_end(const jparser *p, uint32_t i)
{
    int escaping = 0;
    for (i++; i < p->n; i++) {
        unsigned char c = (unsigned char)p->s[i];
        if (c == '\\') {
            escaping = !escaping;
        } else if (c == '"') {
            if (!escaping)
                return i + 1;
            escaping = 0;
        } else if (c < 0x20) {
            return i;
        } else {
            escaping = 0;
        }
    }
    return i;
}

static jtok scan(jparser *p)
{
    jtok t;
    uint32_t i = p->pos;
    while (!p->dead && i < p->n &&
           (p->s[i] == ' ' || p->s[i] == '\n' || p->s[i] == '\r' || p->s[i] == '\t'))
        i++;
    t.beg = t.end = i;
    if (p->dead || i >= p->n) {
        t.type = TK_EOF;
        return t;
    }
    unsigned char c = (unsigned char)p->s[i];
    if (c == '{' || c == '}' || c == '[' || c == ']' || c == ',' || c == ':' || c == '=') {
        t.type = c;
        t.end = i + 1;
    } else if (c == '"') {
        t.type = TK_STRING;
        t.end = string_end(p, i);
    } else if (is_numbyte(c, 1)) {
        t.type = TK_NUMBER;
        for (t.end = i + 1; t.end < p->n && is_numbyte((unsigned char)p->s[t.end], 0); t.end++)
            ;
    } else if (is_alpha(c)) {
        t.type = TK_KEYWORD;
        for (t.end = i + 1;
             t.end < p->n && (is_alpha((unsigned char)p->s[t.end]) || p->s[t.end] == '_'); t.end++)
            ;
    } else {
        t.type = TK_INVALID;
        t.end = i + 1;
        p->dead = 1;
    }
    return t;
}

static const jtok *peek(jparser *p)
{
    if (!p->has_la) {
        p->la = scan(p);
        p->pos = p->la.end;
        p->has_la = 1;
    }
    return &p->la;
}

/* Consumes and returns the next token (EOF stays put). */
static jtok next(jparser *p)
{
    jtok t = *peek(p);
    if (t.type != TK_EOF)
        p->has_la = 0;
    return t;
}

/* hcl/json's error recovery: skips tokens from t until the bracket that closes the current
** level (or EOF), so that the following peek is where hcl reports some errors. */
static void recover(jparser *p, jtok t, int open_c, int close_c)
{
    int open = 1;
    for (;;) {
        if (t.type == open_c) {
            open++;
        } else if (t.type == close_c) {
            if (--open <= 1)
                return;
        } else if (t.type == TK_EOF) {
            return;
        }
        t = next(p);
    }
}

/* ---- nodes ----------------------------------------------------------------------------- */

static tyc_node *mknode(jparser *p, int kind, uint32_t beg, uint32_t end)
{
    tyc_node *nd = p->freelist;
    if (nd) {
        p->freelist = nd->kids ? (tyc_node *)(void *)nd->kids : NULL;
        memset(nd, 0, sizeof *nd);
    } else if (!(nd = TYC_NEW(p->a, tyc_node))) {
        return oom(p);
    }
    nd->kind = (uint8_t)kind;
    nd->flags = TYC_NF_JSON;
    nd->beg = beg;
    nd->end = end;
    return nd;
}

/* A VALUE node for v (value mode), its range set to the token's. */
static tyc_node *mkvalue(jparser *p, const tyc_value *v, uint32_t beg, uint32_t end)
{
    if (!v)
        return oom(p);
    tyc_node *nd = mknode(p, TYC_N_VALUE, beg, end);
    if (!nd)
        return NULL;
    ((tyc_value *)v)->beg = beg;
    ((tyc_value *)v)->end = end;
    nd->val = v;
    return nd;
}

/* Gives a dead VALUE node back for reuse. */
static void recycle(jparser *p, tyc_node *nd)
{
    nd->kids = (tyc_node **)(void *)p->freelist;
    p->freelist = nd;
}

static tyc_node *mktext(jparser *p, int kind, int op, jtok t)
{
    if (p->fold) {
        const tyc_value *v;
        if (op == TYC_LIT_NUMBER) {
            tyc_num box;
            int range;
            const tyc_num *x = tyc_num_parse_box(p->a, &box, p->s + t.beg, t.end - t.beg, &range);
            if (!x && !p->a->ctx->oom)
                goto plain; /* not a cty number: the evaluator reports it */
            v = x ? tyc_v_number(p->a, x) : NULL;
        } else {
            v = op == TYC_LIT_NULL ? tyc_v_null(p->a, &tyc_t_dyn) : tyc_v_bool(p->a, op == TYC_LIT_TRUE);
        }
        return mkvalue(p, v, t.beg, t.end);
    }
plain:;
    tyc_node *nd = mknode(p, kind, t.beg, t.end);
    if (!nd)
        return NULL;
    nd->op = (uint8_t)op;
    nd->tlen = t.end - t.beg;
    nd->text = tyc_strndup(p->a, p->s + t.beg, nd->tlen);
    return nd->text ? nd : oom(p);
}

static int kid_push(jparser *p, kidvec *kv, tyc_node *nd)
{
    if (p->nstk == p->capstk) {
        uint32_t cap = p->capstk ? p->capstk * 2 : 256;
        tyc_node **v = tyc_mem_realloc(p->a->ctx, p->stk, sizeof *v * p->capstk, sizeof *v * cap);
        if (!v) {
            oom(p);
            return -1;
        }
        p->stk = v;
        p->capstk = cap;
    }
    p->stk[p->nstk++] = nd;
    kv->n++;
    return 0;
}

/* ---- numbers and keywords -------------------------------------------------------------- */

static uint32_t digits(const char *s, uint32_t i, uint32_t n)
{
    while (i < n && s[i] >= '0' && s[i] <= '9')
        i++;
    return i;
}

/* 1 if s[0..n) is exactly a JSON number. */
static int json_number_ok(const char *s, uint32_t n)
{
    uint32_t i = 0, j;
    if (i < n && s[i] == '-')
        i++;
    if (i < n && s[i] == '0')
        i++;
    else if ((j = digits(s, i, n)) > i)
        i = j;
    else
        return 0;
    if (i < n && s[i] == '.') {
        if ((j = digits(s, i + 1, n)) == i + 1)
            return 0;
        i = j;
    }
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        i++;
        if (i < n && (s[i] == '+' || s[i] == '-'))
            i++;
        if ((j = digits(s, i, n)) == i)
            return 0;
        i = j;
    }
    return i == n;
}

static tyc_node *parse_number(jparser *p)
{
    jtok t = next(p);
    if (!json_number_ok(p->s + t.beg, t.end - t.beg)) {
        fail(p, TYCON_ERR_SYNTAX, t.beg, t.end, "Invalid JSON number",
             "There is a syntax error in the given JSON number.");
        return NULL;
    }
    return mktext(p, TYC_N_LITERAL, TYC_LIT_NUMBER, t);
}

/* Levenshtein distance of a[0..an) and the keyword b (at most 5 bytes); an <= 8. */
static int distance(const char *a, uint32_t an, const char *b)
{
    int row[9], bn = (int)strlen(b);
    for (uint32_t i = 0; i <= an; i++)
        row[i] = (int)i;
    for (int j = 1; j <= bn; j++) {
        int diag = row[0];
        row[0] = j;
        for (uint32_t i = 1; i <= an; i++) {
            int up = row[i];
            int best = diag + (a[i - 1] != b[j - 1]);
            if (up + 1 < best)
                best = up + 1;
            if (row[i - 1] + 1 < best)
                best = row[i - 1] + 1;
            row[i] = best;
            diag = up;
        }
    }
    return row[an];
}

static const char *keyword_suggestion(const char *s, uint32_t n)
{
    static const char *const kws[] = {"false", "true", "null"};
    if (n > 8) /* too far from every keyword */
        return NULL;
    for (int i = 0; i < 3; i++)
        if (distance(s, n, kws[i]) < 3)
            return kws[i];
    return NULL;
}

static int word_is(const char *s, uint32_t n, const char *w)
{
    return strlen(w) == n && memcmp(s, w, n) == 0;
}

static tyc_node *bad_keyword(jparser *p, jtok t)
{
    const char *w = p->s + t.beg;
    uint32_t n = t.end - t.beg;
    char *detail;
    if (word_is(w, n, "undefined") || word_is(w, n, "NaN") || word_is(w, n, "Infinity")) {
        detail = tyc_sprintf(p->a, "The JavaScript identifier \"%.*s\" cannot be used in JSON.",
                             (int)n, w);
    } else {
        const char *sug = keyword_suggestion(w, n);
        detail = tyc_sprintf(p->a, "\"%.*s\" is not a valid JSON keyword.%s%s%s", (int)n, w,
                             sug ? " Did you mean \"" : "", sug ? sug : "", sug ? "\"?" : "");
    }
    if (!detail)
        return oom(p);
    fail(p, TYCON_ERR_SYNTAX, t.beg, t.end, "Invalid JSON keyword", detail);
    return NULL;
}

static tyc_node *parse_keyword(jparser *p)
{
    jtok t = next(p);
    const char *w = p->s + t.beg;
    uint32_t n = t.end - t.beg;
    if (word_is(w, n, "true"))
        return mktext(p, TYC_N_LITERAL, TYC_LIT_TRUE, t);
    if (word_is(w, n, "false"))
        return mktext(p, TYC_N_LITERAL, TYC_LIT_FALSE, t);
    if (word_is(w, n, "null"))
        return mktext(p, TYC_N_LITERAL, TYC_LIT_NULL, t);
    return bad_keyword(p, t);
}

/* ---- strings --------------------------------------------------------------------------- */


/*
** Checks the string token s[0..n) as Go's encoding/json scanner does. Returns -1 when it is
** valid, else the offset Go reports in its SyntaxError (one past the offending byte, or n
** when the token ends early).
*/
static long string_syntax(const char *s, uint32_t n)
{
    uint32_t i = 1;
    while (i < n) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"') /* the scanner ends the token at its closing quote */
            return -1;
        if (c != '\\') {
            i++;
            continue;
        }
        if (++i >= n)
            return n;
        c = (unsigned char)s[i];
        if (c == 'u') {
            for (int k = 0; k < 4; k++) {
                if (++i >= n)
                    return n;
                if (tyc_hexval((unsigned char)s[i]) < 0)
                    return (long)i + 1;
            }
        } else if (!strchr("bfnrt\\/\"", c) || !c) {
            return (long)i + 1;
        }
        i++;
    }
    return n;
}

/* The code unit of a "\uXXXX" at s (n bytes available), or -1. */
static int32_t get_u4(const char *s, uint32_t n)
{
    int32_t v = 0;
    if (n < 6 || s[0] != '\\' || s[1] != 'u')
        return -1;
    for (int k = 2; k < 6; k++) {
        int h = tyc_hexval((unsigned char)s[k]);
        if (h < 0)
            return -1;
        v = v * 16 + h;
    }
    return v;
}

/* Decodes the "\uXXXX" escape at s[*i] into out, with Go's rules: a valid surrogate pair
** is one code point; any other surrogate becomes U+FFFD (the next escape stays unread). */
static uint32_t decode_u(const char *s, uint32_t n, uint32_t *i, char *out)
{
    int32_t r = get_u4(s + *i, n - *i);
    *i += 6;
    if (r >= 0xD800 && r <= 0xDFFF) {
        int32_t r2 = get_u4(s + *i, n - *i);
        if (r <= 0xDBFF && r2 >= 0xDC00 && r2 <= 0xDFFF) {
            r = 0x10000 + ((r - 0xD800) << 10) + (r2 - 0xDC00);
            *i += 6;
        } else {
            r = 0xFFFD;
        }
    }
    return (uint32_t)tyc_utf8_encode(r, out);
}

static char short_unescape(char c)
{
    switch (c) {
    case 'b': return '\b';
    case 'f': return '\f';
    case 'n': return '\n';
    case 'r': return '\r';
    case 't': return '\t';
    default: return c; /* \\ \/ \" */
    }
}

/* Decodes the (valid) string token s[0..n) into out; returns the length, or -1 - offset of
** the first byte of invalid UTF-8. */
static long decode_string(const char *s, uint32_t n, char *out)
{
    uint32_t i = 1, o = 0;
    int32_t cp;
    n--; /* the closing quote */
    while (i < n) {
        unsigned char c = (unsigned char)s[i];
        if (c == '\\' && s[i + 1] == 'u') {
            o += decode_u(s, n, &i, out + o);
        } else if (c == '\\') {
            out[o++] = short_unescape(s[i + 1]);
            i += 2;
        } else if (c < 0x80) {
            out[o++] = (char)c;
            i++;
        } else {
            int k = tyc_utf8_decode(s + i, n - i, &cp);
            if (k < 0)
                return -1 - (long)i;
            memcpy(out + o, s + i, (size_t)k);
            o += (uint32_t)k;
            i += (uint32_t)k;
        }
    }
    out[o] = 0;
    return (long)o;
}

static tyc_node *parse_string(jparser *p)
{
    jtok t = next(p);
    const char *s = p->s + t.beg;
    uint32_t n = t.end - t.beg;
    long bad = string_syntax(s, n);
    if (bad >= 0) {
        uint32_t at = t.beg + (uint32_t)bad;
        int code = (t.end >= p->n && (uint32_t)bad >= n) ? TYCON_ERR_INCOMPLETE : TYCON_ERR_SYNTAX;
        tyc_diag *g = fail(p, code, at, at + 1, "Invalid JSON string",
                           "There is a syntax error in the given JSON string.");
        if (g) {
            g->subject.anchor1 = t.beg + 1; /* hcl: the token's column plus the byte offset */
            g->context.src = p->src;
            g->context.beg = t.beg;
            g->context.end = t.end;
        }
        return NULL;
    }
    char *out = tyc_alloc_raw(p->a, n);
    if (!out)
        return oom(p);
    long len = decode_string(s, n, out);
    if (len < 0) {
        uint32_t at = t.beg + (uint32_t)(-1 - len);
        tyc_diag *g = fail(p, TYCON_ERR_SYNTAX, at, at + 1, "Invalid character encoding",
                           "All input files must be UTF-8 encoded. Ensure that UTF-8 encoding is "
                           "selected in your editor.");
        if (g) {
            g->context.src = p->src;
            g->context.beg = t.beg;
            g->context.end = t.end;
        }
        return NULL;
    }
    if (p->fold)
        return mkvalue(p, tyc_v_string(p->a, out, (size_t)len, 0), t.beg, t.end);
    tyc_node *nd = mknode(p, TYC_N_STRING, t.beg, t.end);
    if (!nd)
        return NULL;
    nd->text = out;
    nd->tlen = (uint32_t)len;
    return nd;
}

/* ---- objects and arrays ---------------------------------------------------------------- */

static tyc_node *parse_value(jparser *p);

static int enter(jparser *p, jtok open)
{
    if (++p->depth <= p->a->ctx->max_depth)
        return 0;
    char *detail = tyc_sprintf(p->a, "JSON arrays and objects may be nested at most %u levels deep.",
                               (unsigned)p->a->ctx->max_depth);
    if (!detail)
        oom(p);
    else
        fail(p, TYCON_ERR_LIMIT, open.beg, open.end, "Nesting too deep", detail);
    return -1;
}

/* Value mode: the folded value of a container whose kids are all VALUE nodes (objects:
** key, value, ...), or NULL when it cannot fold (a kid is not constant, or an object repeats
** a key: the evaluator reports that). */
static const tyc_value *fold(jparser *p, int kind, tyc_node *const *k, uint32_t n)
{
    if (p->status != TYCON_OK) /* after a syntax error leaves may have no value */
        return NULL;
    for (uint32_t i = 0; i < n; i++)
        if (k[i]->kind != TYC_N_VALUE && !(k[i]->flags & KEY_BORROWED))
            return NULL;
    if (kind == TYC_N_TUPLE) {
        const tyc_value **vs = TYC_NEWN(p->a, const tyc_value *, n ? n : 1);
        if (!vs)
            return oom(p);
        for (uint32_t i = 0; i < n; i++)
            vs[i] = k[i]->val;
        return tyc_v_tuple_adopt(p->a, vs, n);
    }
    uint32_t m = n / 2;
    tyc_str small[16];
    const tyc_value *vsmall[16];
    tyc_str *names = tyc_tmp(p->a->ctx, small, sizeof small, sizeof *names * m);
    const tyc_value **vs = tyc_tmp(p->a->ctx, vsmall, sizeof vsmall, sizeof *vs * m);
    const tyc_value *o = NULL;
    if (names && vs) {
        for (uint32_t i = 0; i < m; i++) {
            const tyc_node *kn = k[2 * i];
            names[i] = kn->kind == TYC_N_VALUE ? tyc_v_str(kn->val)
                                               : (tyc_str){kn->text, kn->tlen};
            vs[i] = k[2 * i + 1]->val;
        }
        o = tyc_v_object(p->a, names, vs, m);
    }
    tyc_tmp_free(p->a->ctx, names, small, sizeof *names * m);
    tyc_tmp_free(p->a->ctx, vs, vsmall, sizeof *vs * m);
    if (!o)
        return oom(p);
    return o->n == m ? o : NULL;
}

/* Wraps the key VALUE nodes of a value-mode object that could not fold in OBJKEY nodes. */
static int wrap_keys(jparser *p, tyc_node **k, uint32_t n)
{
    for (uint32_t i = 0; i < n; i += 2) {
        if (k[i]->kind == TYC_N_VALUE) { /* a key with escapes: back to a STRING node */
            tyc_str t = tyc_v_str(k[i]->val);
            tyc_node *sn = mknode(p, TYC_N_STRING, k[i]->beg, k[i]->end);
            char *c = sn ? tyc_strndup(p->a, t.p, t.len) : NULL;
            if (!c) {
                oom(p);
                return -1;
            }
            sn->text = c;
            sn->tlen = (uint32_t)t.len;
            k[i] = sn;
        }
        if (k[i]->flags & KEY_BORROWED) { /* the AST contract: NUL-terminated text */
            char *t = tyc_strndup(p->a, k[i]->text, k[i]->tlen);
            if (!t) {
                oom(p);
                return -1;
            }
            k[i]->text = t;
            k[i]->flags &= (uint16_t)~KEY_BORROWED;
        }
        tyc_node *ok = tyc_alloc(p->a, sizeof(tyc_node) + sizeof(tyc_node *));
        if (!ok) {
            oom(p);
            return -1;
        }
        ok->kind = TYC_N_OBJKEY;
        ok->flags = TYC_NF_JSON;
        ok->beg = k[i]->beg;
        ok->end = k[i]->end;
        ok->kids = (tyc_node **)(ok + 1);
        ok->kids[0] = k[i];
        ok->n = 1;
        k[i] = ok;
    }
    return 0;
}

static tyc_node *finish(jparser *p, int kind, jtok open, jtok close, kidvec *kv)
{
    tyc_node **k = kv->n ? p->stk + kv->start : NULL; /* the stack may not exist yet */
    p->depth--;
    if (p->fold && !(p->fold == 2 && p->depth == 0)) { /* 2: the root stays a node */
        const tyc_value *v = fold(p, kind, k, kv->n);
        if (v) {
            for (uint32_t i = 0; i < kv->n; i++)
                recycle(p, k[i]);
            p->nstk = kv->start;
            return mkvalue(p, v, open.beg, close.end);
        }
        if (p->status != TYCON_OK) { /* its kids leave the stack (the parent's follow) */
            p->nstk = kv->start;
            return NULL;
        }
    }
    /* an object that stays a node: its value-mode keys become OBJKEY(STRING) as usual */
    if (p->fold && kind == TYC_N_OBJECT && wrap_keys(p, k, kv->n) < 0)
        return NULL;
    tyc_node *nd = mknode(p, kind, open.beg, close.end);
    tyc_node **kids = TYC_NEWN(p->a, tyc_node *, kv->n ? kv->n : 1);
    if (!nd || !kids)
        return oom(p);
    if (kv->n) /* k may be NULL when empty */
        memcpy(kids, k, sizeof *kids * kv->n);
    nd->kids = kids;
    nd->n = kv->n;
    p->nstk = kv->start;
    return nd;
}

/* After "key": the colon, with hcl/json's diagnostics when it is missing. 0 or -1. */
static int expect_colon(jparser *p)
{
    jtok c = next(p);
    if (c.type == ':')
        return 0;
    recover(p, c, '{', '}');
    if (c.type == '}' || c.type == ',')
        fail(p, TYCON_ERR_SYNTAX, c.beg, c.end, "Missing object value",
             "A JSON object attribute must have a value, introduced by a colon.");
    else if (c.type == '=')
        fail(p, TYCON_ERR_SYNTAX, c.beg, c.end, "Missing property value colon",
             "JSON uses a colon as its name/value delimiter, not an equals sign.");
    else
        fail(p, c.type == TK_EOF ? TYCON_ERR_INCOMPLETE : TYCON_ERR_SYNTAX, c.beg, c.end,
             "Missing property value colon",
             "A colon must appear between an object property's name and its value.");
    return -1;
}

/* Parses `"key": value` and pushes OBJKEY and value. 0 or -1. */
/* Value mode: a plain key (printable ASCII, no escapes) becomes a STRING node borrowing
** the source bytes: no string value and no copy are made for it. NULL: not plain (or an
** error was reported); the caller then reads the key as a value. */
static tyc_node *plain_key(jparser *p)
{
    const jtok *t = peek(p);
    if (t->type != TK_STRING || t->end - t->beg < 2 || p->s[t->end - 1] != '"')
        return NULL;
    for (uint32_t i = t->beg + 1; i + 1 < t->end; i++) {
        unsigned char c = (unsigned char)p->s[i];
        if (c < 0x20 || c >= 0x7f || c == '\\' || c == '"')
            return NULL;
    }
    jtok k = next(p);
    tyc_node *nd = mknode(p, TYC_N_STRING, k.beg, k.end);
    if (!nd)
        return NULL;
    nd->flags |= KEY_BORROWED;
    nd->text = p->s + k.beg + 1;
    nd->tlen = k.end - k.beg - 2;
    return nd;
}

static int parse_member(jparser *p, kidvec *kv)
{
    tyc_node *key = p->fold ? plain_key(p) : NULL;
    if (!key && !recoverable(p))
        return -1;
    if (!key)
        key = parse_value(p);
    if (!key)
        return -1;
    int str = key->kind == TYC_N_STRING ||
              (key->kind == TYC_N_VALUE && key->val->type->kind == TYC_STRING &&
               p->s[key->beg] == '"');
    if (!str) {
        uint32_t end = (p->s[key->beg] == '{' || p->s[key->beg] == '[') ? key->beg + 1
                                                                          : key->end;
        fail(p, TYCON_ERR_SYNTAX, key->beg, end, "Invalid object property name",
             "A JSON object property name must be a string");
        return -1;
    }
    if (expect_colon(p) < 0)
        return -1;
    tyc_node *val = parse_value(p);
    if (!val)
        return -1;
    if (p->fold) /* keys are wrapped only if the object does not fold (finish) */
        return kid_push(p, kv, key) < 0 || kid_push(p, kv, val) < 0 ? -1 : 0;
    /* the key node and its one kid slot in one allocation */
    tyc_node *ok = tyc_alloc(p->a, sizeof(tyc_node) + sizeof(tyc_node *));
    if (!ok) {
        oom(p);
        return -1;
    }
    ok->kind = TYC_N_OBJKEY;
    ok->flags = TYC_NF_JSON;
    ok->beg = key->beg;
    ok->end = key->end;
    ok->kids = (tyc_node **)(ok + 1);
    ok->kids[0] = key;
    ok->n = 1;
    if (kid_push(p, kv, ok) < 0 || kid_push(p, kv, val) < 0)
        return -1;
    return 0;
}

/* The diagnostics of one container kind (hcl/json's wording, typos included). */
typedef struct sepmsg {
    int open, close, wrong_close;
    const char *trail_summary, *trail_detail, *eof_detail, *mismatch_summary, *mismatch_detail,
        *comma_detail;
} sepmsg;

static const sepmsg object_msgs = {
    '{', '}', ']', "Trailing comma in object",
    "JSON does not permit a trailing comma after the final property in an object.",
    "No closing brace was found for this JSON object.", "Mismatched braces",
    "A JSON object must be closed with a brace, not a bracket.",
    "A comma must appear between each property definition in an object."};

static const sepmsg array_msgs = {
    '[', ']', '}', "Trailing comma in array",
    "JSON does not permit a trailing comma after the final value in an array.",
    "No closing bracket was found for this JSON array.", "Mismatched brackets",
    "A JSON array must be closed with a bracket, not a brace.",
    "A comma must appear between each value in an array."};

/* What follows a member of the container opened by `open`: 1 to continue, 0 at its
** closing character, -1 on error. */
static int member_sep(jparser *p, jtok open, const sepmsg *m)
{
    jtok t = *peek(p);
    if (t.type == ',') {
        next(p);
        if (peek(p)->type == m->close) {
            fail(p, TYCON_ERR_SYNTAX, t.beg, t.end, m->trail_summary, m->trail_detail);
            return -1;
        }
        return 1;
    }
    if (t.type == m->close)
        return 0;
    if (t.type == ':' && m->close == ']') {
        recover(p, next(p), '[', ']');
        t = *peek(p);
        fail(p, TYCON_ERR_SYNTAX, t.beg, t.end, "Invalid array value",
             "A colon is not used to introduce values in a JSON array.");
        return -1;
    }
    if (t.type == TK_EOF) {
        if (m->close == ']') /* hcl reads the EOF token (a no-op) */
            recover(p, next(p), '[', ']');
        fail(p, TYCON_ERR_INCOMPLETE, open.beg, open.end, "Unclosed object", m->eof_detail);
        return -1;
    }
    if (t.type == m->wrong_close) { /* hcl: an array recovers, an object only consumes it;
                                       the subject is the token after that */
        if (m->close == ']')
            recover(p, next(p), '[', ']');
        else
            next(p);
        t = *peek(p);
        fail(p, TYCON_ERR_SYNTAX, t.beg, t.end, m->mismatch_summary, m->mismatch_detail);
        return -1;
    }
    recover(p, next(p), m->open, m->close);
    t = *peek(p);
    fail(p, TYCON_ERR_SYNTAX, t.beg, t.end, "Missing attribute seperator comma", m->comma_detail);
    return -1;
}

/* A container that failed to parse: its kids are dropped (NULL; parse_value may go on). */
static tyc_node *abandon(jparser *p, const kidvec *kv)
{
    p->nstk = kv->start;
    p->depth--;
    return NULL;
}

/* abandon for an array whose elements may still be bare values (vst from vstart on). */
static tyc_node *abandon_array(jparser *p, const kidvec *kv, uint32_t vstart)
{
    p->nvst = vstart;
    return abandon(p, kv);
}

static tyc_node *parse_object(jparser *p)
{
    jtok open = next(p);
    kidvec kv = {p->nstk, 0};
    if (enter(p, open) < 0)
        return NULL;
    while (peek(p)->type != '}') {
        if (parse_member(p, &kv) < 0)
            return abandon(p, &kv);
        int r = member_sep(p, open, &object_msgs);
        if (r < 0)
            return abandon(p, &kv);
        if (r == 0)
            break;
    }
    jtok close = next(p);
    return finish(p, TYC_N_OBJECT, open, close, &kv);
}

static int val_push(jparser *p, const tyc_value *v)
{
    if (p->nvst == p->capvst) {
        uint32_t cap = p->capvst ? p->capvst + p->capvst / 2 : 256;
        const tyc_value **s = tyc_mem_realloc(p->a->ctx, p->vst, sizeof *s * p->capvst,
                                              sizeof *s * cap);
        if (!s) {
            oom(p);
            return -1;
        }
        p->vst = s;
        p->capvst = cap;
    }
    p->vst[p->nvst++] = v;
    return 0;
}

/* Moves the values of an array's elements (vst from start on) back to VALUE nodes on the
** kid stack: an element that is not constant was met, or the array is the kept root. */
static int unvalue(jparser *p, kidvec *kv, uint32_t start)
{
    for (uint32_t i = start; i < p->nvst; i++) {
        const tyc_value *v = p->vst[i];
        tyc_node *nd = mkvalue(p, v, v->beg, v->end);
        if (!nd || kid_push(p, kv, nd) < 0)
            return -1;
    }
    p->nvst = start;
    return 0;
}

/* Value mode: the tuple of the array's elements, all values (vst from start on). */
static tyc_node *fold_values(jparser *p, jtok open, jtok close, uint32_t start)
{
    uint32_t n = p->nvst - start;
    if (p->capvst - p->nvst > p->nvst / 8 && n >= 65536) { /* give back the spare capacity */
        const tyc_value **s = tyc_mem_realloc(p->a->ctx, p->vst, sizeof *s * p->capvst,
                                              sizeof *s * p->nvst);
        if (!s)
            return oom(p);
        p->vst = s;
        p->capvst = p->nvst;
    }
    const tyc_value **vs = TYC_NEWN(p->a, const tyc_value *, n ? n : 1);
    if (!vs)
        return oom(p);
    if (n)
        memcpy(vs, p->vst + start, sizeof *vs * n);
    p->nvst = start;
    return mkvalue(p, tyc_v_tuple_adopt(p->a, vs, n), open.beg, close.end);
}

/* In value mode the elements are kept as bare values while all of them are constant (a
** long array then costs no node per element). */
static tyc_node *parse_array(jparser *p)
{
    jtok open = next(p);
    kidvec kv = {p->nstk, 0};
    uint32_t vstart = p->nvst;
    int vals = p->fold != 0;
    if (enter(p, open) < 0)
        return NULL;
    while (peek(p)->type != ']') {
        tyc_node *v = parse_value(p);
        if (!v)
            return abandon_array(p, &kv, vstart);
        if (vals && p->status == TYCON_OK && v->kind == TYC_N_VALUE && v->val) {
            if (val_push(p, v->val) < 0)
                return abandon_array(p, &kv, vstart);
            recycle(p, v);
        } else {
            if (vals && unvalue(p, &kv, vstart) < 0)
                return abandon_array(p, &kv, vstart);
            vals = 0;
            if (kid_push(p, &kv, v) < 0)
                return abandon_array(p, &kv, vstart);
        }
        int r = member_sep(p, open, &array_msgs);
        if (r < 0)
            return abandon_array(p, &kv, vstart);
        if (r == 0)
            break;
    }
    jtok close = next(p);
    if (vals && p->status == TYCON_OK && !(p->fold == 2 && p->depth == 1)) { /* 2: root node */
        p->depth--;
        return fold_values(p, open, close, vstart);
    }
    if (vals && unvalue(p, &kv, vstart) < 0)
        return abandon_array(p, &kv, vstart);
    return finish(p, TYC_N_TUPLE, open, close, &kv);
}

static tyc_node *parse_value_or_null(jparser *p, jtok t);

/* 1 when the container at offset `at` encloses where the fast path last stopped (reads go
** forward: the list is walked once). */
static int fails_again(tyc_json_fail *f, uint32_t at)
{
    while (f->next < f->n && f->open[f->next] < at)
        f->next++;
    return f->next < f->n && f->open[f->next] == at;
}

/* hcl/json's parseValue: a value that failed to parse becomes a placeholder (hcl's
** invalidVal, ranged over the token it started at) so that the enclosing container goes on
** and reports what follows, as hcl does; NULL only when parsing cannot go on. */
static tyc_node *parse_value(jparser *p)
{
    jtok t = *peek(p);
    if (p->fold && !p->slow && (t.type == '{' || t.type == '[') && p->status == TYCON_OK &&
        !(p->fold == 2 && p->depth == 0) && !fails_again(&p->fast_fail, t.beg)) {
        /* (fold 2: the root stays a node) */
        uint32_t max = p->a->ctx->max_depth, end = 0;
        const tyc_value *v = tyc_json_fast(p->a, p->s, p->n, t.beg,
                                           max > p->depth ? max - p->depth : 0, &end,
                                           &p->fast_fail);
        if (v) {
            tyc_node *nd = mknode(p, TYC_N_VALUE, t.beg, end);
            if (nd)
                nd->val = v;
            p->has_la = 0;
            p->pos = end;
            return nd;
        }
        if (p->a->ctx->oom)
            return oom(p);
    }
    tyc_node *v = parse_value_or_null(p, t);
    if (v || !recoverable(p) || p->status == TYCON_OK)
        return v;
    tyc_node *bad = mknode(p, TYC_N_TUPLE, t.beg, t.end);
    if (bad)
        bad->flags |= INVALID_VAL;
    return bad;
}

static tyc_node *parse_value_or_null(jparser *p, jtok t)
{
    switch (t.type) {
    case '{': return parse_object(p);
    case '[': return parse_array(p);
    case TK_NUMBER: return parse_number(p);
    case TK_STRING: return parse_string(p);
    case TK_KEYWORD: return parse_keyword(p);
    case '}':
        fail(p, TYCON_ERR_SYNTAX, t.beg, t.end, "Missing JSON value",
             "A JSON value must start with a brace, a bracket, a number, a string, or a keyword.");
        return NULL;
    case ']':
        fail(p, TYCON_ERR_SYNTAX, t.beg, t.end, "Missing array element value",
             "A JSON value must start with a brace, a bracket, a number, a string, or a keyword.");
        return NULL;
    case TK_EOF:
        fail(p, TYCON_ERR_INCOMPLETE, t.beg, t.end, "Missing value",
             "The JSON data ends prematurely.");
        return NULL;
    default:
        fail(p, TYCON_ERR_SYNTAX, t.beg, t.end, "Invalid start of value",
             "A JSON value must start with a brace, a bracket, a number, a string, or a keyword.");
        return NULL;
    }
}

/* Reads src as exactly one JSON value (see parse.h); NULL with *status and the diagnostics
** on failure. *bad (when not NULL) receives the root placeholder when the root value itself
** failed to parse (hcl's invalidVal), else NULL. */
static tyc_node *run_ex(tyc_arena *a, const tyc_source *src, tyc_diags *d, int *status,
                        int fold, const tyc_node **bad)
{
    jparser p;
    memset(&p, 0, sizeof p);
    p.fold = fold & 3;
    p.slow = (fold & 4) != 0;
    p.a = a;
    p.src = src;
    p.d = d;
    p.s = src->text ? src->text : "";
    p.n = src->text ? src->len : 0;
    p.status = TYCON_OK;
    tyc_node *root = parse_value(&p);
    if (root && p.status == TYCON_OK && peek(&p)->type != TK_EOF)
        fail(&p, TYCON_ERR_SYNTAX, p.la.beg, p.la.end, "Extraneous data after value",
             "Extra characters appear after the JSON value.");
    *status = p.status;
    tyc_mem_free(a->ctx, p.stk, sizeof *p.stk * p.capstk);
    tyc_mem_free(a->ctx, p.vst, sizeof *p.vst * p.capvst);
    tyc_mem_free(a->ctx, p.fast_fail.open, sizeof *p.fast_fail.open * p.fast_fail.cap);
    if (bad)
        *bad = root && (root->flags & INVALID_VAL) ? root : NULL;
    return p.status == TYCON_OK ? root : NULL;
}

static tyc_node *run(tyc_arena *a, const tyc_source *src, tyc_diags *d, int *status, int fold)
{
    return run_ex(a, src, d, status, fold, NULL);
}

tyc_node *tyc_parse_json(tyc_arena *a, const tyc_source *src, tyc_diags *d, int *status)
{
    return run(a, src, d, status, 0);
}

tyc_node *tyc_parse_json_values(tyc_arena *a, const tyc_source *src, tyc_diags *d, int *status)
{
    return run(a, src, d, status, 1);
}

tyc_node *tyc_parse_json_members(tyc_arena *a, const tyc_source *src, tyc_diags *d, int *status)
{
    return run(a, src, d, status, 2);
}

tyc_node *tyc_parse_json_values_slow(tyc_arena *a, const tyc_source *src, tyc_diags *d,
                                     int *status, int members)
{
    return run(a, src, d, status, (members ? 2 : 1) | 4);
}

tyc_node *tyc_parse_json_file(tyc_arena *a, const tyc_source *src, tyc_diags *d, int *status,
                              int members)
{
    const tyc_node *bad = NULL;
    tyc_node *root = run_ex(a, src, d, status, members ? 2 : 0, &bad);
    const tyc_node *r = root ? root : bad;
    if (!r || r->kind == TYC_N_OBJECT || r->kind == TYC_N_TUPLE) {
        if (!(r && (r->flags & INVALID_VAL)))
            return root;
    }
    /* hcl json.Parse: the root (or, when it failed, the token it started at) */
    if (!tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, src, r->beg, r->end,
                      "Root value must be object",
                      "The root value in a JSON-based configuration must be either a JSON "
                      "object or a JSON array of objects."))
        *status = TYCON_ERR_NOMEM;
    else if (*status == TYCON_OK)
        *status = TYCON_ERR_SYNTAX;
    return NULL;
}

int tyc_json_root_check(const tyc_source *src, const tyc_node *root, int status, tyc_diags *d)
{
    const char *t = src->text ? src->text : "";
    uint32_t n = src->text ? src->len : 0;
    int failed = !root && (status == TYCON_ERR_SYNTAX || status == TYCON_ERR_INCOMPLETE);
    if (!failed && (!root || root->kind == TYC_N_OBJECT || root->kind == TYC_N_TUPLE))
        return status;
    uint32_t b = 0, e = 0;
    if (failed) { /* the start range of what was being parsed: its first token */
        while (b < n && (t[b] == ' ' || t[b] == '\t' || t[b] == '\n' || t[b] == '\r'))
            b++;
        e = b < n && (t[b] == '{' || t[b] == '[') ? b + 1 : b;
    } else {
        b = root->beg;
        e = root->end;
    }
    if (!tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, src, b, e, "Root value must be object",
                      "The root value in a JSON-based configuration must be either a JSON "
                      "object or a JSON array of objects."))
        return TYCON_ERR_NOMEM;
    return status == TYCON_OK ? TYCON_ERR_SYNTAX : status;
}
