/* SPDX-License-Identifier: Apache-2.0 */
/*
** console_cont.c: interactive-entry helpers: Terraform's heuristic for continuing an entry
** on another line (repl.ExpressionEntryCouldContinue: an unclosed bracket, interpolation or
** heredoc, with the closing delimiters seen so far balanced), and completion candidates.
*/
#define _GNU_SOURCE /* memrchr */
#include <stdlib.h>
#include <string.h>

#include "interp/console/console_int.h"

/* An open delimiter: ( [ { , Q (quoted string), I (interpolation), H (heredoc), C (block
** comment). */
typedef struct frame {
    char k;
    uint32_t delim, dlen;        /* H: the heredoc marker, as an offset into the entry */
} frame;

/* The scanner's state between calls; positions are offsets into the entry. */
struct tyc_cont_scan {
    frame st[TYC_CONT_MAXSTACK];
    int n;
    int bad;                     /* unbalanced, or too deep */
    size_t pos;                  /* everything before pos is scanned (whole lines) */
};

typedef struct scan {
    const char *base, *p, *end;
    tyc_cont_scan *z;
} scan;

static void push(scan *s, char k, const char *d, size_t dl)
{
    tyc_cont_scan *z = s->z;
    if (z->n == TYC_CONT_MAXSTACK) {
        z->bad = 1;
        return;
    }
    z->st[z->n++] = (frame){k, d ? (uint32_t)(d - s->base) : 0, (uint32_t)dl};
}

/* Pops a frame that must be of kind k. */
static void pop(scan *s, char k)
{
    tyc_cont_scan *z = s->z;
    if (z->n == 0 || z->st[z->n - 1].k != k)
        z->bad = 1;
    else
        z->n--;
}

static char top(const scan *s)
{
    return s->z->n ? s->z->st[s->z->n - 1].k : 0;
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

/* Inside a block comment: up to and past its end, or to the end of the text. */
static void comment(scan *s)
{
    while (s->p + 1 < s->end && !(s->p[0] == '*' && s->p[1] == '/'))
        s->p++;
    if (s->p + 1 < s->end) {
        s->z->n--;
        s->p += 2;
    } else {
        s->p = s->end;
    }
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
        push(s, 'C', NULL, 0);
        s->p += 2;
        return;
    }
    if (c == '<' && s->p + 1 < s->end && s->p[1] == '<' && heredoc(s))
        return;
    if (c == '"' || c == '(' || c == '[' || c == '{')
        push(s, c == '"' ? 'Q' : c, NULL, 0);
    else if (c == ')' || c == ']')
        pop(s, c == ')' ? '(' : '[');
    else if (c == '}')
        pop(s, top(s) == 'I' ? 'I' : '{');
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
        s->z->n--;
    s->p++;
}

/* In a heredoc at the start of a line: the closing marker, or the line's text. */
static void heredoc_line(scan *s)
{
    const frame *f = &s->z->st[s->z->n - 1];
    const char *q = s->p;
    while (q < s->end && (*q == ' ' || *q == '\t'))
        q++;
    if ((size_t)(s->end - q) >= f->dlen && memcmp(q, s->base + f->delim, f->dlen) == 0) {
        const char *r = q + f->dlen;
        while (r < s->end && (*r == ' ' || *r == '\t' || *r == '\r'))
            r++;
        if (r == s->end || *r == '\n') {
            s->z->n--;
            s->p = r;
            return;
        }
    }
    while (s->p < s->end && *s->p != '\n' && !s->z->bad) {
        if (!template_seq(s))
            s->p++;
        else if (top(s) == 'I')
            return; /* continue in code mode; the line resumes after the interpolation */
    }
    if (s->p < s->end)
        s->p++;
}

/* Scans s->p .. s->end (updating s->z). */
static void run(scan *s)
{
    int line_start = s->p == s->base || s->p[-1] == '\n';
    while (s->p < s->end && !s->z->bad) {
        char k = top(s);
        if (k == 'H' && line_start) {
            heredoc_line(s);
        } else if (k == 'H') {
            while (s->p < s->end && *s->p != '\n' && !template_seq(s))
                s->p++;
            if (s->p < s->end && *s->p == '\n')
                s->p++;
        } else if (k == 'Q') {
            string_char(s);
        } else if (k == 'C') {
            comment(s);
        } else {
            code_char(s);
        }
        line_start = s->p > s->base && s->p[-1] == '\n';
    }
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

void tyc_cont_reset(tyc_cont_scan *z)
{
    z->n = 0;
    z->bad = 0;
    z->pos = 0;
}

int tyc_cont_continues(tyc_cont_scan *z, const char *src, size_t len)
{
    if (z->pos > len)
        tyc_cont_reset(z);
    /* the complete lines not yet scanned go into the state: no construct needs to look past
    ** a newline, so the state after them is the same whatever follows */
    const char *nl = len > z->pos ? memrchr(src + z->pos, '\n', len - z->pos) : NULL;
    if (nl) {
        scan s = {src, src + z->pos, nl + 1, z};
        run(&s);
        z->pos = (size_t)(s.p - src) > (size_t)(nl + 1 - src) ? (size_t)(s.p - src)
                                                             : (size_t)(nl + 1 - src);
    }
    if (last_line_blank(src, len))
        return 0;
    tyc_cont_scan tail; /* the last, unfinished line: scanned on a copy of the state */
    tail.n = z->n;
    tail.bad = z->bad;
    tail.pos = z->pos;
    memcpy(tail.st, z->st, sizeof z->st[0] * (size_t)z->n);
    scan s = {src, src + z->pos, src + len, &tail};
    run(&s);
    int open = 0;
    for (int i = 0; i < tail.n; i++)
        open += tail.st[i].k != 'Q' && tail.st[i].k != 'C';
    return !tail.bad && open > 0;
}

int tyc_console_could_continue(const char *src, size_t len)
{
    tyc_cont_scan z;
    tyc_cont_reset(&z);
    return tyc_cont_continues(&z, src, len);
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

size_t tyc_cont_size(void)
{
    return sizeof(tyc_cont_scan);
}
