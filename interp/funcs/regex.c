/* SPDX-License-Identifier: Apache-2.0 */
/*
** regex.c: regex.h on RE2. A pre-pass over the pattern does what Go's regexp/syntax does
** and RE2 does not: it takes the group names out (Go accepts `(?<name>` and repeated names;
** RE2 then only sees plain groups), rejects `\C`, and applies Go's nesting limit; RE2's
** error codes become Go's error texts.
*/
#include "interp/funcs/regex.h"
#include "interp/funcs/regex_re2.h"

#include <string.h>

struct tyc_re {
    tyc_re2 *h;
    uint32_t ncap;
    const char **names; /* [1..ncap] */
};

/* Go's regexp/syntax error texts, by RE2 error code. */
static const char *go_code(int c)
{
    switch (c) {
    case 2: return "invalid escape sequence";
    case 3: return "invalid character class";
    case 4: return "invalid character class range";
    case 5: return "missing closing ]";
    case 6: return "missing closing )";
    case 7: return "unexpected )";
    case 8: return "trailing backslash at end of expression";
    case 9: return "missing argument to repetition operator";
    case 10: return "invalid repeat count";
    case 11: return "invalid nested repetition operator";
    case 12: return "invalid or unsupported Perl syntax";
    case 13: return "invalid UTF-8";
    case 14: return "invalid named capture";
    case 15: return "expression too large";
    default: return "regexp/syntax: internal error";
    }
}

enum { MAX_DEPTH = 1000 }; /* Go's maxHeight: capture nesting beyond fails */

/* The pre-pass's result: the pattern RE2 compiles, group names, and what it found. */
typedef struct prep {
    tyc_buf out;
    tyc_vec names;         /* const char * per group, in order */
    size_t bad_name;       /* offset of the first invalid named group, or SIZE_MAX */
    size_t bad_c;          /* offset of the first \C, or SIZE_MAX */
    int too_deep;
} prep;

static int is_word(char c)
{
    return c == '_' || (c >= '0' && c <= '9') || ((c | 32) >= 'a' && (c | 32) <= 'z');
}

/* Handles a group opening "(?P<" / "(?<" at p[i]; returns the index past what it consumed. */
static size_t named_group(tyc_arena *a, prep *r, const char *p, size_t n, size_t i)
{
    size_t nb = i + (p[i + 2] == 'P' ? 4 : 3), ne = nb;
    while (ne < n && p[ne] != '>')
        ne++;
    int ok = ne < n && ne > nb;
    for (size_t k = nb; ok && k < ne; k++)
        ok = is_word(p[k]);
    if (!ok) { /* RE2 reports it, in parse order: hand it the (?P< form */
        if (r->bad_name == SIZE_MAX)
            r->bad_name = i;
        tyc_buf_add(&r->out, "(?P<", 4);
        return nb;
    }
    tyc_buf_addc(&r->out, '(');
    tyc_vec_push(a, &r->names, tyc_strndup(a, p + nb, ne - nb));
    return ne + 1;
}

/* Length of a POSIX class "[:name:]" at p[i] inside a class, 0 if there is none. */
static size_t posix_class(const char *p, size_t n, size_t i)
{
    if (i + 1 >= n || p[i] != '[' || p[i + 1] != ':')
        return 0;
    for (size_t k = i + 2; k + 1 < n; k++)
        if (p[k] == ':' && p[k + 1] == ']')
            return k + 2 - i;
    return 0;
}

/* Scans p[0..n) into r (see prep). */
static void prepass(tyc_arena *a, prep *r, const char *p, size_t n)
{
    int in_class = 0;
    size_t depth = 0, class_first = 0;
    for (size_t i = 0; i < n;) {
        char c = p[i];
        if (c == '\\' && i + 1 < n) {
            if (p[i + 1] == 'Q' && !in_class) { /* literal text up to \E */
                size_t e = i + 2;
                while (e < n && !(p[e] == '\\' && e + 1 < n && p[e + 1] == 'E'))
                    e++;
                e = e < n ? e + 2 : n;
                tyc_buf_add(&r->out, p + i, e - i);
                i = e;
                continue;
            }
            if (p[i + 1] == 'C') { /* RE2's any-byte: Go has no such escape */
                if (r->bad_c == SIZE_MAX)
                    r->bad_c = i;
                tyc_buf_add(&r->out, "\\q", 2);
            } else {
                tyc_buf_add(&r->out, p + i, 2);
            }
            i += 2;
            continue;
        }
        if (in_class) {
            size_t pc = posix_class(p, n, i);
            if (pc) {
                tyc_buf_add(&r->out, p + i, pc);
                i += pc;
                continue;
            }
            if (c == ']' && i != class_first)
                in_class = 0;
            tyc_buf_addc(&r->out, c);
            i++;
            continue;
        }
        if (c == '[') {
            in_class = 1;
            class_first = i + 1 + (i + 1 < n && p[i + 1] == '^');
        } else if (c == '(' && i + 2 < n && p[i + 1] == '?' &&
                   (p[i + 2] == '<' || (p[i + 2] == 'P' && i + 3 < n && p[i + 3] == '<'))) {
            if (++depth >= MAX_DEPTH)
                r->too_deep = 1;
            i = named_group(a, r, p, n, i);
            continue;
        } else if (c == '(' && !(i + 1 < n && p[i + 1] == '?')) {
            if (++depth >= MAX_DEPTH)
                r->too_deep = 1;
            tyc_vec_push(a, &r->names, (void *)"");
        } else if (c == '(') {
            depth++;
        } else if (c == ')' && depth) {
            depth--;
        }
        tyc_buf_addc(&r->out, c);
        i++;
    }
}

/* Go's expression text for RE2's error (code, arg), mapped back onto the original pattern. */
static const char *error_expr(tyc_arena *a, const prep *r, int code, const char *arg,
                              size_t alen, const char *p, size_t n)
{
    if (code == 14 && r->bad_name != SIZE_MAX) { /* up to and including '>', or the rest */
        size_t e = r->bad_name;
        while (e < n && p[e] != '>')
            e++;
        return tyc_strndup(a, p + r->bad_name, (e < n ? e + 1 : n) - r->bad_name);
    }
    if (code == 2 && alen == 2 && arg[1] == 'q' && r->bad_c != SIZE_MAX) {
        const char *q = NULL; /* the first \q or \C of the original decides */
        for (size_t i = 0; i + 1 < n && !q; i++) {
            if (p[i] == '\\' && (p[i + 1] == 'q' || p[i + 1] == 'C'))
                q = p + i;
            else if (p[i] == '\\')
                i++;
        }
        if (q)
            return tyc_strndup(a, q, 2);
    }
    if (code == 15)
        return tyc_strndup(a, p, n);
    return tyc_strndup(a, arg, alen);
}

tyc_re *tyc_re_compile(tyc_arena *a, const char *p, size_t n, const char **code,
                       const char **expr)
{
    prep r = {.bad_name = SIZE_MAX, .bad_c = SIZE_MAX};
    *code = *expr = NULL;
    tyc_buf_init(&r.out, a->ctx);
    prepass(a, &r, p, n);
    const char *src = tyc_buf_cstr(&r.out);
    if (tyc_buf_failed(&r.out) || !src || a->ctx->oom) {
        tyc_buf_free(&r.out);
        return NULL;
    }
    tyc_re2 *h = tyc_re2_new(src, r.out.len, TYC_RE_MAX_MEM);
    tyc_buf_free(&r.out);
    if (!h)
        return NULL;
    const char *arg = NULL;
    size_t alen = 0;
    int ec = tyc_re2_error(h, &arg, &alen);
    if (ec || r.too_deep) {
        *code = ec ? go_code(ec) : "expression nests too deeply";
        *expr = ec ? error_expr(a, &r, ec, arg, alen, p, n) : tyc_strndup(a, p, n);
        tyc_re2_free(h);
        return NULL;
    }
    tyc_re *re = TYC_NEW(a, tyc_re);
    int ncap = tyc_re2_ncap(h);
    const char **names = TYC_NEWN(a, const char *, (size_t)ncap + 1);
    if (!re || !names) {
        tyc_re2_free(h);
        return NULL;
    }
    for (int i = 1; i <= ncap; i++)
        names[i] = (size_t)ncap == r.names.n ? (const char *)r.names.v[i - 1] : "";
    names[0] = "";
    *re = (tyc_re){h, (uint32_t)ncap, names};
    return re;
}

void tyc_re_free(tyc_re *re)
{
    if (re)
        tyc_re2_free(re->h);
}

uint32_t tyc_re_ncap(const tyc_re *re)
{
    return re->ncap;
}

const char *tyc_re_capname(const tyc_re *re, uint32_t i)
{
    return i >= 1 && i <= re->ncap ? re->names[i] : "";
}

int tyc_re_exec(const tyc_re *re, tyc_arena *a, const char *s, size_t n, size_t from,
                long *caps)
{
    (void)a;
    return tyc_re2_match(re->h, s, n, from, caps);
}
