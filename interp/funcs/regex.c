/* SPDX-License-Identifier: Apache-2.0 */
/*
** regex.c: RE2-syntax parser (to a small AST), compiler (to Pike VM instructions) and the
** Pike VM itself. Threads carry copy-on-write capture vectors recycled through a free
** list, so memory stays bounded by the program size and matching is linear in the input.
*/
#include <stdlib.h>

#include <utf8proc.h>

#include "interp/funcs/regex_int.h"
#include "runtime/base/str.h"

/* AST */
enum { R_EMPTY, R_LIT, R_CLASS, R_ANY, R_ANYNL, R_CAT, R_ALT, R_REP, R_CAP, R_ASSERT };

typedef struct rnode rnode;
struct rnode {
    int kind;
    int min, max, greedy; /* R_REP (max -1: unbounded) */
    int cap;              /* R_CAP index; R_ASSERT kind */
    int32_t *rng;         /* R_CLASS: sorted [lo,hi] pairs; R_LIT: rng[0] the rune */
    uint32_t nrng;
    rnode **kids;
    uint32_t n;
};

typedef struct parser {
    tyc_arena *a;
    const char *p;
    size_t n, i;
    int fi, fs, fm, fU;   /* flags: case-fold, dot-nl, multi-line, ungreedy */
    uint32_t ncap;
    tyc_vec names;
    const char *code, *expr;
} parser;

static rnode *mk(parser *ps, int kind)
{
    rnode *r = TYC_NEW(ps->a, rnode);
    if (r)
        r->kind = kind;
    return r;
}

static rnode *err(parser *ps, const char *code, size_t b, size_t e)
{
    if (!ps->code) {
        ps->code = code;
        ps->expr = tyc_strndup(ps->a, ps->p + b, e - b);
    }
    return NULL;
}

/* A growable rune-range set. */
typedef struct rset {
    tyc_vec v; /* pairs stored as (void*)(intptr_t) */
} rset;

static int add_range(parser *ps, rset *s, int32_t lo, int32_t hi)
{
    return tyc_vec_push(ps->a, &s->v, (void *)(intptr_t)lo) < 0 ||
           tyc_vec_push(ps->a, &s->v, (void *)(intptr_t)hi) < 0 ? -1 : 0;
}

/* Adds [lo,hi] and, under (?i), the simple case variants of each rune in it. */
static int add_fold(parser *ps, rset *s, int32_t lo, int32_t hi)
{
    if (add_range(ps, s, lo, hi) < 0)
        return -1;
    if (!ps->fi)
        return 0;
    for (int32_t c = lo; c <= hi && c - lo < 0x3000; c++) {
        int32_t u = utf8proc_toupper(c), l = utf8proc_tolower(c);
        if ((u != c && add_range(ps, s, u, u) < 0) || (l != c && add_range(ps, s, l, l) < 0))
            return -1;
    }
    return 0;
}

static int cmp_pair(const void *x, const void *y)
{
    const int32_t *a = x, *b = y;
    return a[0] < b[0] ? -1 : a[0] > b[0];
}

/* Finishes a set into a class node: sorted, merged, optionally negated. */
static rnode *class_node(parser *ps, rset *s, int neg)
{
    uint32_t n = s->v.n / 2;
    int32_t *r = TYC_NEWN(ps->a, int32_t, 2 * n + 2);
    rnode *nd = mk(ps, R_CLASS);
    if (!r || !nd)
        return NULL;
    for (uint32_t i = 0; i < 2 * n; i++)
        r[i] = (int32_t)(intptr_t)s->v.v[i];
    qsort(r, n, 2 * sizeof(int32_t), cmp_pair);
    uint32_t m = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (m && r[2 * i] <= r[2 * m - 1] + 1) {
            if (r[2 * i + 1] > r[2 * m - 1])
                r[2 * m - 1] = r[2 * i + 1];
        } else {
            r[2 * m] = r[2 * i];
            r[2 * m + 1] = r[2 * i + 1];
            m++;
        }
    }
    if (neg) {
        int32_t *q = TYC_NEWN(ps->a, int32_t, 2 * m + 2);
        if (!q)
            return NULL;
        uint32_t k = 0;
        int32_t next = 0;
        for (uint32_t i = 0; i < m; i++) {
            if (r[2 * i] > next) {
                q[2 * k] = next;
                q[2 * k++ + 1] = r[2 * i] - 1;
            }
            next = r[2 * i + 1] + 1;
        }
        if (next <= 0x10FFFF) {
            q[2 * k] = next;
            q[2 * k++ + 1] = 0x10FFFF;
        }
        r = q;
        m = k;
    }
    nd->rng = r;
    nd->nrng = m;
    return nd;
}

/* Perl classes \d \s \w (ASCII, as RE2). */
static int perl_class(parser *ps, rset *s, char c)
{
    switch (c) {
    case 'd': return add_range(ps, s, '0', '9');
    case 's':
        return add_range(ps, s, '\t', '\n') | add_range(ps, s, '\f', '\r') |
               add_range(ps, s, ' ', ' ');
    case 'w':
        return add_range(ps, s, '0', '9') | add_range(ps, s, 'A', 'Z') |
               add_range(ps, s, 'a', 'z') | add_range(ps, s, '_', '_');
    }
    return -1;
}

/* Adds the negation of a perl class to s. */
static int neg_perl(parser *ps, rset *s, char c)
{
    rset t = {{0}};
    if (perl_class(ps, &t, c) < 0)
        return -1;
    rnode *nd = class_node(ps, &t, 1);
    if (!nd)
        return -1;
    for (uint32_t i = 0; i < nd->nrng; i++)
        if (add_range(ps, s, nd->rng[2 * i], nd->rng[2 * i + 1]) < 0)
            return -1;
    return 0;
}

static const struct { const char *name; const char *ranges; } posix[] = {
    {"alnum", "09AZaz"}, {"alpha", "AZaz"}, {"ascii", "\x01\x7f"}, {"blank", "\t\t  "},
    {"cntrl", "\x01\x1f\x7f\x7f"}, {"digit", "09"}, {"graph", "!~"}, {"lower", "az"},
    {"print", " ~"}, {"punct", "!/:@[`{~"}, {"space", "\t\r  "}, {"upper", "AZ"},
    {"word", "09AZaz__"}, {"xdigit", "09AFaf"},
};

/* Reads a (possibly escaped) rune at ps->i for a class or literal. Returns 1 with *cp, 0 if
** the escape was a perl class (added to s when s is not NULL), -1 on error. */
static int class_escape(parser *ps, int32_t *cp, rset *s)
{
    size_t b = ps->i;
    if (++ps->i >= ps->n) {
        err(ps, "trailing backslash at end of expression", b, ps->n);
        return -1;
    }
    char c = ps->p[ps->i++];
    if (s && (c == 'd' || c == 's' || c == 'w'))
        return perl_class(ps, s, c) < 0 ? -1 : 0;
    if (s && (c == 'D' || c == 'S' || c == 'W'))
        return neg_perl(ps, s, (char)(c + 32)) < 0 ? -1 : 0;
    switch (c) {
    case 'a': *cp = 7; return 1;
    case 'f': *cp = '\f'; return 1;
    case 't': *cp = '\t'; return 1;
    case 'n': *cp = '\n'; return 1;
    case 'r': *cp = '\r'; return 1;
    case 'v': *cp = '\v'; return 1;
    case 'x': {
        int32_t v = 0;
        int brace = ps->i < ps->n && ps->p[ps->i] == '{', nd = 0;
        ps->i += brace;
        while (ps->i < ps->n && nd < (brace ? 8 : 2)) {
            char h = ps->p[ps->i];
            int d = h >= '0' && h <= '9' ? h - '0' : h >= 'a' && h <= 'f' ? h - 'a' + 10
                    : h >= 'A' && h <= 'F' ? h - 'A' + 10 : -1;
            if (d < 0)
                break;
            v = v * 16 + d;
            nd++;
            ps->i++;
        }
        if (brace && (ps->i >= ps->n || ps->p[ps->i++] != '}'))
            nd = 0;
        if (nd == 0 || (!brace && nd != 2) || v > 0x10FFFF) {
            err(ps, "invalid escape sequence", b, ps->i);
            return -1;
        }
        *cp = v;
        return 1;
    }
    default:
        if ((unsigned char)c < 0x80 && !((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
                                         (c >= 'A' && c <= 'Z'))) {
            *cp = c;
            return 1;
        }
        if (c == '0' || (c >= '1' && c <= '7' && 0)) {
            *cp = 0;
            return 1;
        }
        err(ps, "invalid escape sequence", b, ps->i);
        return -1;
    }
}

/* A rune at ps->i (valid UTF-8 assumed; invalid bytes as U+FFFD). */
static int32_t next_rune(parser *ps)
{
    int32_t cp;
    int l = tyc_utf8_decode(ps->p + ps->i, ps->n - ps->i, &cp);
    ps->i += l < 0 ? 1 : (size_t)l;
    return cp;
}

static rnode *parse_class(parser *ps)
{
    size_t b = ps->i++;
    rset s = {{0}};
    int neg = 0, first = 1;
    if (ps->i < ps->n && ps->p[ps->i] == '^') {
        neg = 1;
        ps->i++;
    }
    while (ps->i < ps->n && (ps->p[ps->i] != ']' || first)) {
        first = 0;
        if (ps->p[ps->i] == '[' && ps->i + 1 < ps->n && ps->p[ps->i + 1] == ':') {
            const char *e = memchr(ps->p + ps->i + 2, ']', ps->n - ps->i - 2);
            size_t nb = ps->i + 2;
            if (e && e[-1] == ':') {
                size_t len = (size_t)(e - 1 - (ps->p + nb));
                int pneg = len && ps->p[nb] == '^';
                size_t k;
                for (k = 0; k < sizeof posix / sizeof posix[0]; k++)
                    if (strlen(posix[k].name) == len - (size_t)pneg &&
                        memcmp(posix[k].name, ps->p + nb + pneg, len - (size_t)pneg) == 0)
                        break;
                if (k == sizeof posix / sizeof posix[0])
                    return err(ps, "invalid character class range", ps->i,
                               (size_t)(e + 1 - ps->p));
                rset t = {{0}};
                const char *r = posix[k].ranges;
                for (size_t j = 0; r[j]; j += 2)
                    if (add_range(ps, &t, (unsigned char)r[j], (unsigned char)r[j + 1]) < 0)
                        return NULL;
                rnode *cn = class_node(ps, &t, pneg);
                if (!cn)
                    return NULL;
                for (uint32_t j = 0; j < cn->nrng; j++)
                    if (add_fold(ps, &s, cn->rng[2 * j], cn->rng[2 * j + 1]) < 0)
                        return NULL;
                ps->i = (size_t)(e + 1 - ps->p);
                continue;
            }
        }
        size_t rb = ps->i;
        int32_t lo, hi;
        if (ps->p[ps->i] == '\\') {
            int r = class_escape(ps, &lo, &s);
            if (r < 0)
                return NULL;
            if (r == 0)
                continue;
        } else {
            lo = next_rune(ps);
        }
        hi = lo;
        if (ps->i + 1 < ps->n && ps->p[ps->i] == '-' && ps->p[ps->i + 1] != ']') {
            ps->i++;
            if (ps->p[ps->i] == '\\') {
                if (class_escape(ps, &hi, NULL) < 0)
                    return NULL;
            } else {
                hi = next_rune(ps);
            }
            if (hi < lo)
                return err(ps, "invalid character class range", rb, ps->i);
        }
        if (add_fold(ps, &s, lo, hi) < 0)
            return NULL;
    }
    if (ps->i >= ps->n)
        return err(ps, "missing closing ]", b, ps->n);
    ps->i++;
    return class_node(ps, &s, neg);
}

static rnode *parse_alt(parser *ps, uint32_t depth);

static rnode *literal(parser *ps, int32_t cp)
{
    rset s = {{0}};
    if (add_fold(ps, &s, cp, cp) < 0)
        return NULL;
    return class_node(ps, &s, 0);
}

/* Parses flags after "(?"; returns 1 for a non-capturing group "(?flags:", 0 for a bare
** flag setting "(?flags)", -1 on error. */
static int parse_flags(parser *ps, size_t b)
{
    int neg = 0, any = 0;
    while (ps->i < ps->n) {
        char c = ps->p[ps->i++];
        int *f = c == 'i' ? &ps->fi : c == 's' ? &ps->fs : c == 'm' ? &ps->fm
                 : c == 'U' ? &ps->fU : NULL;
        if (f) {
            *f = !neg;
            any = 1;
        } else if (c == '-' && !neg) {
            neg = 1;
            any = 0;
        } else if ((c == ':' || c == ')') && (any || (!neg && c == ':'))) {
            return c == ':';
        } else {
            break;
        }
    }
    err(ps, "invalid or unsupported Perl syntax", b, ps->i);
    return -1;
}

static rnode *parse_group(parser *ps, uint32_t depth)
{
    size_t b = ps->i++;
    int cap = 1;
    const char *name = "";
    int sfi = ps->fi, sfs = ps->fs, sfm = ps->fm, sfU = ps->fU;
    if (ps->i < ps->n && ps->p[ps->i] == '?') {
        ps->i++;
        if (ps->i + 1 < ps->n && (ps->p[ps->i] == 'P' || ps->p[ps->i] == '<') &&
            (ps->p[ps->i] == '<' || ps->p[ps->i + 1] == '<')) {
            ps->i += ps->p[ps->i] == 'P' ? 2 : 1;
            size_t nb = ps->i;
            while (ps->i < ps->n && ps->p[ps->i] != '>')
                ps->i++;
            if (ps->i >= ps->n)
                return err(ps, "invalid named capture", b, ps->n);
            for (size_t k = nb; k < ps->i; k++) {
                char c = ps->p[k];
                if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
                      (c >= 'A' && c <= 'Z') || c == '_'))
                    return err(ps, "invalid named capture", b, ps->i + 1);
            }
            if (ps->i == nb)
                return err(ps, "invalid named capture", b, ps->i + 1);
            name = tyc_strndup(ps->a, ps->p + nb, ps->i - nb);
            for (uint32_t k = 0; name && k < ps->names.n; k++)
                if (strcmp(ps->names.v[k], name) == 0)
                    return err(ps, "duplicate capture group name", b, ps->i + 1);
            ps->i++;
        } else {
            int r = parse_flags(ps, b);
            if (r < 0)
                return NULL;
            if (r == 0)
                return mk(ps, R_EMPTY); /* flags persist to the end of the group */
            cap = 0;
        }
    }
    int idx = 0;
    if (cap) {
        idx = (int)++ps->ncap;
        if (!name || tyc_vec_push(ps->a, &ps->names, (void *)name) < 0)
            return NULL;
    }
    rnode *in = parse_alt(ps, depth + 1);
    if (!in)
        return NULL;
    if (ps->i >= ps->n || ps->p[ps->i] != ')')
        return err(ps, "missing closing )", 0, ps->n);
    ps->i++;
    ps->fi = sfi, ps->fs = sfs, ps->fm = sfm, ps->fU = sfU;
    if (!cap)
        return in;
    rnode *c = mk(ps, R_CAP);
    rnode **k = TYC_NEWN(ps->a, rnode *, 1);
    if (!c || !k)
        return NULL;
    k[0] = in;
    c->kids = k;
    c->n = 1;
    c->cap = idx;
    return c;
}

static rnode *assertion(parser *ps, int kind)
{
    rnode *r = mk(ps, R_ASSERT);
    if (r)
        r->cap = kind;
    return r;
}

static rnode *parse_atom(parser *ps, uint32_t depth)
{
    char c = ps->p[ps->i];
    switch (c) {
    case '(': return parse_group(ps, depth);
    case '[': return parse_class(ps);
    case '.': ps->i++; return mk(ps, ps->fs ? R_ANYNL : R_ANY);
    case '^': ps->i++; return assertion(ps, ps->fm ? A_BOL : A_BOT);
    case '$': ps->i++; return assertion(ps, ps->fm ? A_EOL : A_EOT);
    case '\\':
        if (ps->i + 1 < ps->n) {
            char e = ps->p[ps->i + 1];
            int k = e == 'A' ? A_BOT : e == 'z' ? A_EOT : e == 'b' ? A_WORDB : e == 'B' ? A_NWORDB
                                                                                      : -1;
            if (k >= 0) {
                ps->i += 2;
                return assertion(ps, k);
            }
            if (e == 'Q') {
                ps->i += 2;
                const char *q = NULL;
                for (size_t j = ps->i; j + 1 < ps->n; j++)
                    if (ps->p[j] == '\\' && ps->p[j + 1] == 'E') {
                        q = ps->p + j;
                        break;
                    }
                size_t end = q ? (size_t)(q - ps->p) : ps->n;
                rnode *cat = mk(ps, R_CAT);
                tyc_vec kids = {0};
                while (cat && ps->i < end) {
                    rnode *l = literal(ps, next_rune(ps));
                    if (!l || tyc_vec_push(ps->a, &kids, l) < 0)
                        return NULL;
                }
                if (!cat)
                    return NULL;
                ps->i = q ? end + 2 : end;
                cat->kids = (rnode **)kids.v;
                cat->n = kids.n;
                return cat;
            }
        }
        {
            rset s = {{0}};
            int32_t cp;
            int r = class_escape(ps, &cp, &s);
            if (r < 0)
                return NULL;
            return r == 0 ? class_node(ps, &s, 0) : literal(ps, cp);
        }
    default:
        return literal(ps, next_rune(ps));
    }
}

/* Parses a repetition count {n}, {n,}, {n,m} at ps->i; 1 if present, 0 if the brace is a
** literal, -1 on error. */
static int parse_count(parser *ps, int *mn, int *mx)
{
    size_t j = ps->i + 1;
    long a = -1, b;
    while (j < ps->n && ps->p[j] >= '0' && ps->p[j] <= '9') {
        a = (a < 0 ? 0 : a) * 10 + (ps->p[j++] - '0');
        if (a > 100000)
            a = 100000;
    }
    if (a < 0 || j >= ps->n)
        return 0;
    b = a;
    if (ps->p[j] == ',') {
        j++;
        b = -1;
        while (j < ps->n && ps->p[j] >= '0' && ps->p[j] <= '9') {
            b = (b < 0 ? 0 : b) * 10 + (ps->p[j++] - '0');
            if (b > 100000)
                b = 100000;
        }
    }
    if (j >= ps->n || ps->p[j] != '}')
        return 0;
    size_t b0 = ps->i;
    ps->i = j + 1;
    if (a > 1000 || b > 1000 || (b >= 0 && b < a)) {
        err(ps, "invalid repeat count", b0, ps->i);
        return -1;
    }
    *mn = (int)a;
    *mx = (int)b;
    return 1;
}

static rnode *parse_repeat(parser *ps, uint32_t depth)
{
    size_t ab = ps->i;
    rnode *at = parse_atom(ps, depth);
    int repeated = 0;
    size_t last = 0;
    while (at && ps->i < ps->n) {
        char c = ps->p[ps->i];
        int mn, mx;
        size_t ob = ps->i;
        if (c == '*' || c == '+' || c == '?') {
            mn = c == '+';
            mx = c == '?' ? 1 : -1;
            ps->i++;
        } else if (c == '{') {
            int r = parse_count(ps, &mn, &mx);
            if (r < 0)
                return NULL;
            if (r == 0)
                break;
        } else {
            break;
        }
        int greedy = !ps->fU;
        if (ps->i < ps->n && ps->p[ps->i] == '?') {
            greedy = !greedy;
            ps->i++;
        }
        if (repeated)
            return err(ps, "invalid nested repetition operator", last, ps->i);
        if (at->kind == R_EMPTY && ab == ob)
            return err(ps, "missing argument to repetition operator", ob, ps->i);
        rnode *r = mk(ps, R_REP);
        rnode **k = TYC_NEWN(ps->a, rnode *, 1);
        if (!r || !k)
            return NULL;
        k[0] = at;
        r->kids = k;
        r->n = 1;
        r->min = mn;
        r->max = mx;
        r->greedy = greedy;
        at = r;
        repeated = 1;
        last = ob;
    }
    return at;
}

static rnode *parse_concat(parser *ps, uint32_t depth)
{
    tyc_vec kids = {0};
    while (ps->i < ps->n && ps->p[ps->i] != '|' && ps->p[ps->i] != ')') {
        char c = ps->p[ps->i];
        if (c == '*' || c == '+' || c == '?')
            return err(ps, "missing argument to repetition operator", ps->i, ps->i + 1);
        rnode *r = parse_repeat(ps, depth);
        if (!r || tyc_vec_push(ps->a, &kids, r) < 0)
            return NULL;
    }
    rnode *c = mk(ps, R_CAT);
    if (c) {
        c->kids = (rnode **)kids.v;
        c->n = kids.n;
    }
    return c;
}

static rnode *parse_alt(parser *ps, uint32_t depth)
{
    if (depth > 1000)
        return err(ps, "expression nests too deeply", 0, ps->n);
    tyc_vec kids = {0};
    for (;;) {
        rnode *c = parse_concat(ps, depth);
        if (!c || tyc_vec_push(ps->a, &kids, c) < 0)
            return NULL;
        if (ps->i >= ps->n || ps->p[ps->i] != '|')
            break;
        ps->i++;
    }
    if (kids.n == 1)
        return kids.v[0];
    rnode *a = mk(ps, R_ALT);
    if (a) {
        a->kids = (rnode **)kids.v;
        a->n = kids.n;
    }
    return a;
}

/* Compiler: emits into a tyc_vec of inst pointers-by-index. */
typedef struct comp {
    tyc_arena *a;
    inst *prog;
    uint32_t len, cap;
    int oom;
} comp;

static uint32_t emit(comp *c, uint8_t op)
{
    if (c->len == c->cap) {
        uint32_t nc = c->cap ? c->cap * 2 : 64;
        inst *np = TYC_NEWN(c->a, inst, nc);
        if (!np) {
            c->oom = 1;
            return 0;
        }
        if (c->len)
            memcpy(np, c->prog, c->len * sizeof *np);
        c->prog = np;
        c->cap = nc;
    }
    memset(&c->prog[c->len], 0, sizeof(inst));
    c->prog[c->len].op = op;
    return c->len++;
}

#define MAX_PROG 200000

static void gen(comp *c, const rnode *r, uint32_t depth)
{
    if (c->oom || c->len > MAX_PROG || depth > 2000) {
        c->oom = c->oom ? c->oom : 2;
        return;
    }
    uint32_t k;
    switch (r->kind) {
    case R_EMPTY: break;
    case R_CLASS:
        k = emit(c, I_CLASS);
        if (!c->oom) {
            c->prog[k].rng = r->rng;
            c->prog[k].nrng = r->nrng;
        }
        break;
    case R_ANY: emit(c, I_ANY); break;
    case R_ANYNL: emit(c, I_ANYNL); break;
    case R_ASSERT:
        k = emit(c, I_ASSERT);
        if (!c->oom)
            c->prog[k].x = (uint32_t)r->cap;
        break;
    case R_CAT:
        for (uint32_t i = 0; i < r->n; i++)
            gen(c, r->kids[i], depth + 1);
        break;
    case R_CAP:
        k = emit(c, I_SAVE);
        if (!c->oom)
            c->prog[k].x = (uint32_t)(2 * r->cap);
        gen(c, r->kids[0], depth + 1);
        k = emit(c, I_SAVE);
        if (!c->oom)
            c->prog[k].x = (uint32_t)(2 * r->cap + 1);
        break;
    case R_ALT: {
        uint32_t *jumps = TYC_NEWN(c->a, uint32_t, r->n);
        if (!jumps) {
            c->oom = 1;
            return;
        }
        for (uint32_t i = 0; i < r->n; i++) {
            uint32_t sp = 0;
            if (i + 1 < r->n)
                sp = emit(c, I_SPLIT);
            gen(c, r->kids[i], depth + 1);
            if (i + 1 < r->n) {
                jumps[i] = emit(c, I_JMP);
                if (!c->oom) {
                    c->prog[sp].x = sp + 1;
                    c->prog[sp].y = c->len;
                }
            }
        }
        for (uint32_t i = 0; i + 1 < r->n && !c->oom; i++)
            c->prog[jumps[i]].x = c->len;
        break;
    }
    case R_REP: {
        for (int i = 0; i < r->min; i++)
            gen(c, r->kids[0], depth + 1);
        if (r->max < 0) {
            uint32_t sp = emit(c, I_SPLIT);
            gen(c, r->kids[0], depth + 1);
            uint32_t j = emit(c, I_JMP);
            if (c->oom)
                return;
            c->prog[j].x = sp;
            c->prog[sp].x = r->greedy ? sp + 1 : c->len;
            c->prog[sp].y = r->greedy ? c->len : sp + 1;
        } else {
            uint32_t n = (uint32_t)(r->max - r->min);
            uint32_t *sps = TYC_NEWN(c->a, uint32_t, n ? n : 1);
            if (!sps) {
                c->oom = 1;
                return;
            }
            for (uint32_t i = 0; i < n; i++) {
                sps[i] = emit(c, I_SPLIT);
                gen(c, r->kids[0], depth + 1);
            }
            for (uint32_t i = 0; i < n && !c->oom; i++) {
                c->prog[sps[i]].x = r->greedy ? sps[i] + 1 : c->len;
                c->prog[sps[i]].y = r->greedy ? c->len : sps[i] + 1;
            }
        }
        break;
    }
    }
}

tyc_re *tyc_re_compile(tyc_arena *a, const char *p, size_t n, const char **code,
                       const char **expr)
{
    parser ps = {0};
    ps.a = a;
    ps.p = p;
    ps.n = n;
    *code = NULL;
    *expr = NULL;
    rnode *r = parse_alt(&ps, 0);
    if (r && ps.i < ps.n) /* a stray ')' */
        r = err(&ps, "unexpected )", 0, ps.n);
    if (!r) {
        *code = ps.code;
        *expr = ps.expr;
        return NULL;
    }
    comp c = {a, NULL, 0, 0, 0};
    uint32_t k = emit(&c, I_SAVE);
    gen(&c, r, 0);
    uint32_t e = emit(&c, I_SAVE);
    emit(&c, I_MATCH);
    if (c.oom == 2) {
        *code = "expression too large";
        *expr = tyc_strndup(a, p, n);
        return NULL;
    }
    tyc_re *re = TYC_NEW(a, tyc_re);
    if (c.oom || !re)
        return NULL;
    c.prog[k].x = 0;
    c.prog[e].x = 1;
    re->prog = c.prog;
    re->len = c.len;
    re->ncap = ps.ncap;
    re->names = (const char **)ps.names.v;
    return re;
}

uint32_t tyc_re_ncap(const tyc_re *re)
{
    return re->ncap;
}

const char *tyc_re_capname(const tyc_re *re, uint32_t i)
{
    return i >= 1 && i <= re->ncap ? re->names[i - 1] : "";
}
