/* SPDX-License-Identifier: Apache-2.0 */
/*
** console_cont.c: interactive-entry helpers: Terraform's heuristic for continuing an entry
** on another line (repl.ExpressionEntryCouldContinue: an unclosed bracket, interpolation or
** heredoc, with the closing delimiters seen so far balanced), and completion candidates.
*/
#include <stdlib.h>

#include "interp/console/console_int.h"

#define MAXSTACK 512

/* An open delimiter: ( [ { , Q (quoted string), I (interpolation), H (heredoc). */
typedef struct frame {
    char k;
    const char *delim;           /* H: the heredoc marker */
    size_t dlen;
} frame;

typedef struct scan {
    const char *p, *end;
    frame st[MAXSTACK];
    int n;
    int bad;                     /* unbalanced, or too deep */
} scan;

static void push(scan *s, char k, const char *d, size_t dl)
{
    if (s->n == MAXSTACK) {
        s->bad = 1;
        return;
    }
    s->st[s->n++] = (frame){k, d, dl};
}

/* Pops a frame that must be of kind k. */
static void pop(scan *s, char k)
{
    if (s->n == 0 || s->st[s->n - 1].k != k)
        s->bad = 1;
    else
        s->n--;
}

static int ident_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c == '-' || (unsigned char)c >= 0x80;
}

/* Starts a heredoc at s->p ("<<"); returns 1 if it was one. */
static int heredoc(scan *s)
{
    const char *q = s->p + 2;
    if (q < s->end && *q == '-')
        q++;
    const char *id = q;
    while (q < s->end && ident_char(*q))
        q++;
    /* the entry is scanned as if followed by a newline, as Terraform joins lines */
    if (q == id || (q < s->end && *q != '\n' && !(*q == '\r' && q + 1 < s->end && q[1] == '\n')))
        return 0;
    push(s, 'H', id, (size_t)(q - id));
    s->p = q >= s->end ? s->end : q + (*q == '\r' ? 2 : 1);
    return 1;
}

static void code_char(scan *s)
{
    char c = *s->p;
    if (c == '#' || (c == '/' && s->p + 1 < s->end && s->p[1] == '/')) {
        while (s->p < s->end && *s->p != '\n')
            s->p++;
        return;
    }
    if (c == '/' && s->p + 1 < s->end && s->p[1] == '*') {
        s->p += 2;
        while (s->p + 1 < s->end && !(s->p[0] == '*' && s->p[1] == '/'))
            s->p++;
        s->p = s->p + 1 < s->end ? s->p + 2 : s->end;
        return;
    }
    if (c == '<' && s->p + 1 < s->end && s->p[1] == '<' && heredoc(s))
        return;
    if (c == '"' || c == '(' || c == '[' || c == '{')
        push(s, c == '"' ? 'Q' : c, NULL, 0);
    else if (c == ')' || c == ']')
        pop(s, c == ')' ? '(' : '[');
    else if (c == '}')
        pop(s, s->n && s->st[s->n - 1].k == 'I' ? 'I' : '{');
    s->p++;
}

/* Template text (quoted string or heredoc line): interpolation starts. Returns 1 if consumed. */
static int template_seq(scan *s)
{
    const char *p = s->p;
    if ((p[0] == '$' || p[0] == '%') && p + 2 < s->end && p[1] == p[0] && p[2] == '{') {
        s->p += 3;
        return 1;
    }
    if ((p[0] == '$' || p[0] == '%') && p + 1 < s->end && p[1] == '{') {
        push(s, 'I', NULL, 0);
        s->p += 2;
        return 1;
    }
    return 0;
}

static void string_char(scan *s)
{
    char c = *s->p;
    if (template_seq(s))
        return;
    if (c == '\\' && s->p + 1 < s->end)
        s->p++;
    else if (c == '"' || c == '\n')
        s->n--;
    s->p++;
}

/* In a heredoc at the start of a line: the closing marker, or the line's text. */
static void heredoc_line(scan *s)
{
    const frame *f = &s->st[s->n - 1];
    const char *q = s->p;
    while (q < s->end && (*q == ' ' || *q == '\t'))
        q++;
    if ((size_t)(s->end - q) >= f->dlen && memcmp(q, f->delim, f->dlen) == 0) {
        const char *r = q + f->dlen;
        while (r < s->end && (*r == ' ' || *r == '\t' || *r == '\r'))
            r++;
        if (r == s->end || *r == '\n') {
            s->n--;
            s->p = r;
            return;
        }
    }
    while (s->p < s->end && *s->p != '\n' && !s->bad) {
        if (!template_seq(s))
            s->p++;
        else if (s->st[s->n - 1].k == 'I')
            return; /* continue in code mode; the line resumes after the interpolation */
    }
    if (s->p < s->end)
        s->p++;
}

/* 1 if the last line of src (after dropping one final newline) is blank. */
static int last_line_blank(const char *src, size_t len)
{
    if (len && src[len - 1] == '\n')
        len--;
    size_t i = len;
    while (i > 0 && src[i - 1] != '\n')
        i--;
    for (; i < len; i++)
        if (src[i] != ' ' && src[i] != '\t' && src[i] != '\r' && src[i] != '\v' &&
            src[i] != '\f')
            return 0;
    return 1;
}

int tyc_console_could_continue(const char *src, size_t len)
{
    if (last_line_blank(src, len))
        return 0;
    scan sc, *s = &sc;
    s->p = src;
    s->end = src + len;
    s->n = 0;
    s->bad = 0;
    int line_start = 1;
    while (s->p < s->end && !s->bad) {
        char top = s->n ? s->st[s->n - 1].k : 0;
        if (top == 'H' && line_start) {
            heredoc_line(s);
        } else if (top == 'H') {
            while (s->p < s->end && *s->p != '\n' && !template_seq(s))
                s->p++;
            if (s->p < s->end && *s->p == '\n')
                s->p++;
        } else if (top == 'Q') {
            string_char(s);
        } else {
            code_char(s);
        }
        line_start = s->p > src && s->p[-1] == '\n';
    }
    int open = 0;
    for (int i = 0; i < s->n; i++)
        open += s->st[i].k != 'Q';
    return !s->bad && open > 0;
}

static const char *const keywords[] = {
    "any", "bool", "list", "map", "number", "object", "optional", "path.cwd", "path.module",
    "path.root", "set", "string", "terraform.workspace", "tuple", "var"};

static int by_str(const void *x, const void *y)
{
    return strcmp(*(const char *const *)x, *(const char *const *)y);
}

/* Appends z to v when it starts with prefix. */
static void offer(const char **v, uint32_t *n, const char *z, tyc_str prefix)
{
    if (strlen(z) >= prefix.len && memcmp(z, prefix.p, prefix.len) == 0)
        v[(*n)++] = z;
}

uint32_t tyc_console_complete(tyc_console *s, const char *prefix, size_t len,
                              const char *const **names)
{
    tyc_arena *a = s->call;
    tyc_str pre = {prefix, len};
    const tyc_type *vt = s->vars->type;
    uint32_t nk = (uint32_t)(sizeof keywords / sizeof keywords[0]);
    const char **v = TYC_NEWN(a, const char *, vt->n + s->nfuncs + nk + 1);
    uint32_t n = 0;
    *names = NULL;
    if (!v)
        return 0;
    for (uint32_t i = 0; i < nk; i++)
        offer(v, &n, keywords[i], pre);
    for (uint32_t i = 0; i < s->nfuncs; i++)
        offer(v, &n, s->funcs[i].name, pre);
    if (len <= 4 || memcmp(prefix, "var.", 4) == 0) {
        for (uint32_t i = 0; i < vt->n; i++) {
            char *z = tyc_sprintf(a, "var.%.*s", (int)vt->names[i].len, vt->names[i].p);
            if (!z)
                return 0;
            offer(v, &n, z, pre);
        }
    }
    qsort(v, n, sizeof *v, by_str);
    uint32_t m = 0;
    for (uint32_t i = 0; i < n; i++)
        if (m == 0 || strcmp(v[m - 1], v[i]) != 0)
            v[m++] = v[i];
    *names = v;
    return m;
}
