/* SPDX-License-Identifier: Apache-2.0 */
/*
** parse_fast.c: the value-mode fast path for pure literal data (tfvars, -var values). A
** hand-written scanner builds the same values, ranges and nodes as the lemon grammar's
** value mode, and gives up on anything outside its subset so that the full parser runs.
*/
#include "interp/syntax/parse_int.h"

#include "runtime/num/num.h"
#include "runtime/base/scan.h"
#include "runtime/base/str.h"
#include "runtime/value/value.h"

/* Nesting kept well inside the lemon stack (%stack_size 5000, about 5 entries per level),
** so that every input accepted here is also accepted by the grammar. */
#define FAST_MAX_DEPTH 256u


enum { S_VALUE, S_AFTER, S_KEY, S_ITEM, S_DONE, S_FAIL };

typedef struct fframe {
    uint32_t start, open; /* first stack entry; offset of the bracket */
    int obj;
} fframe;

typedef struct fscan {
    tyc_arena *a;
    const unsigned char *s; /* s[len] == 0 */
    const tyc_source *src;
    uint32_t len, p, maxd;
    int body;
    tyc_str *keys;            /* the value stack: object keys / attribute names (set for
                                 object items only) ... */
    const tyc_value **vals;   /* ... and values (NULL while a key waits for its value) */
    uint32_t nst, capst, capk; /* capk: the keys' capacity (grown only by object items) */
    fframe *fr;
    uint32_t nfr, capfr;
    tyc_shapes *shapes; /* the object shapes seen (shape.c) */
} fscan;

static int is_digit(unsigned char c) { return c >= '0' && c <= '9'; }

/* Identifier bytes after the first: letters, digits, '_' and '-'. */
static const unsigned char id_byte[256] = {
    ['-'] = 1, ['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1, ['6'] = 1,
    ['7'] = 1, ['8'] = 1, ['9'] = 1, ['_'] = 1,
    ['A'] = 1, ['B'] = 1, ['C'] = 1, ['D'] = 1, ['E'] = 1, ['F'] = 1, ['G'] = 1, ['H'] = 1,
    ['I'] = 1, ['J'] = 1, ['K'] = 1, ['L'] = 1, ['M'] = 1, ['N'] = 1, ['O'] = 1, ['P'] = 1,
    ['Q'] = 1, ['R'] = 1, ['S'] = 1, ['T'] = 1, ['U'] = 1, ['V'] = 1, ['W'] = 1, ['X'] = 1,
    ['Y'] = 1, ['Z'] = 1,
    ['a'] = 1, ['b'] = 1, ['c'] = 1, ['d'] = 1, ['e'] = 1, ['f'] = 1, ['g'] = 1, ['h'] = 1,
    ['i'] = 1, ['j'] = 1, ['k'] = 1, ['l'] = 1, ['m'] = 1, ['n'] = 1, ['o'] = 1, ['p'] = 1,
    ['q'] = 1, ['r'] = 1, ['s'] = 1, ['t'] = 1, ['u'] = 1, ['v'] = 1, ['w'] = 1, ['x'] = 1,
    ['y'] = 1, ['z'] = 1,
};

static int is_id(unsigned char c) { return id_byte[c]; }

/* skip's loop, for when blanks or a comment may follow. */
static int skip_more(fscan *f, int *nl)
{
    const unsigned char *s = f->s;
    uint32_t p = f->p;
    for (;;) {
        unsigned char c = s[p];
        if (c == ' ') {
            p += (uint32_t)tyc_scan_spaces((const char *)s + p, f->len - p);
        } else if (c == '\t') {
            p++;
        } else if (c == '\n' || (c == '\r' && s[p + 1] == '\n')) {
            p += c == '\n' ? 1 : 2;
            *nl = 1;
        } else if (c == '#' || (c == '/' && s[p + 1] == '/')) {
            const unsigned char *e = memchr(s + p, '\n', f->len - p);
            p = e ? (uint32_t)(e - s) + 1 : f->len;
            *nl |= e != NULL;
        } else if (c == '/' && s[p + 1] == '*') {
            uint32_t q = p + 2;
            while (q + 1 < f->len && !(s[q] == '*' && s[q + 1] == '/'))
                q++;
            if (q + 1 >= f->len)
                return -1;
            p = q + 2;
        } else {
            break;
        }
    }
    f->p = p;
    return 0;
}

/* Skips blanks and comments; sets *nl when a newline (or a line comment's end) passes.
** Returns -1 on an unterminated block comment. */
static inline int skip(fscan *f, int *nl)
{
    unsigned char c = f->s[f->p];
    if (c > ' ' && c != '#' && c != '/')
        return 0; /* the common case: a token follows at once */
    if (c == ' ' && f->s[f->p + 1] > ' ' && f->s[f->p + 1] != '#' && f->s[f->p + 1] != '/') {
        f->p++; /* one space */
        return 0;
    }
    return skip_more(f, nl);
}

/* The end of the ASCII identifier at p, or 0 when there is none (or it may go on with a
** non-ASCII character, or it is one of the grammar's keywords). */
static uint32_t ident_end(const fscan *f, uint32_t p)
{
    static const char *const kw[] = {"for", "in", "if", "else", "endif", "endfor"};
    const unsigned char *s = f->s;
    unsigned char c = s[p];
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'))
        return 0;
    uint32_t e = p + 1;
    while (is_id(s[e]))
        e++;
    if (s[e] >= 0x80)
        return 0;
    if (e - p <= 6 && (c == 'f' || c == 'i' || c == 'e'))
        for (size_t i = 0; i < sizeof kw / sizeof kw[0]; i++)
            if (strlen(kw[i]) == e - p && memcmp(s + p, kw[i], e - p) == 0)
                return 0;
    return e;
}

/* The offset of the closing quote of a plain string whose text starts at p (p > 0, so a
** real offset is never 0), or 0 (escapes, template sequences, newlines, NUL, bad UTF-8: left
** to the full parser). */
static uint32_t quoted_end(const fscan *f, uint32_t p)
{
    const unsigned char *s = f->s;
    uint32_t q = p;
    int high = 0;
    for (;; q++) {
        q += (uint32_t)tyc_scan_tpl((const char *)s + q, f->len - q); /* the common bytes */
        unsigned char c = s[q];
        if (c == '"')
            break;
        if (c == '\\' || c == '\n' || c == '\r' || c == 0)
            return 0;
        if ((c == '$' || c == '%') && (s[q + 1] == '{' || (s[q + 1] == c && s[q + 2] == '{')))
            return 0;
        high |= c >= 0x80;
    }
    if (high && !tyc_utf8_valid((const char *)s + p, q - p))
        return 0;
    if (high) { /* the literal and the closing quote are tokens of their own (columns) */
        tyc_source_break(f->a, f->src, p);
        tyc_source_break(f->a, f->src, q);
    }
    return q;
}

/* The end of the number token starting with the digit at p (the lexer's longest match of
** dig (cont* contnd)?, cont = dig | "." | [eE][+-]?dig, contnd = cont minus "."). */
static uint32_t number_end(const unsigned char *s, uint32_t p)
{
    uint32_t end = p + 1, q = p + 1;
    for (;;) {
        unsigned char c = s[q];
        if (is_digit(c)) {
            end = ++q;
        } else if (c == '.') {
            q++;
        } else if (c == 'e' || c == 'E') {
            uint32_t r = q + 1 + (s[q + 1] == '+' || s[q + 1] == '-');
            if (!is_digit(s[r]))
                break;
            end = q = r + 1;
        } else {
            break;
        }
    }
    return end;
}

/* The next capacity of a stack of cap entries: half as much again (64 at first), so that
** a stack never reserves more than half of what it holds beyond it. */
static uint32_t next_cap(uint32_t cap)
{
    return cap ? cap + cap / 2 : 64;
}

static int grow_vals(fscan *f)
{
    uint32_t cap = next_cap(f->capst);
    const tyc_value **v = tyc_mem_realloc(f->a->ctx, f->vals, sizeof *v * f->capst, sizeof *v * cap);
    if (!v)
        return -1;
    f->vals = v;
    f->capst = cap;
    return 0;
}

/* Keys are stored only for object items (at the item's stack index): a long tuple costs
** no key slots. */
static int grow_keys(fscan *f)
{
    uint32_t cap = next_cap(f->capk);
    while (cap <= f->nst)
        cap = next_cap(cap);
    tyc_str *k = tyc_mem_realloc(f->a->ctx, f->keys, sizeof *k * f->capk, sizeof *k * cap);
    if (!k)
        return -1;
    f->keys = k;
    f->capk = cap;
    return 0;
}

/* Pushes an item: a tuple element (key.p NULL) or an object item (its key; v NULL until the
** value is delivered). */
static int push(fscan *f, tyc_str key, const tyc_value *v)
{
    if (f->nst == f->capst && grow_vals(f) != 0)
        return -1;
    if (key.p) {
        if (f->nst >= f->capk && grow_keys(f) != 0)
            return -1;
        f->keys[f->nst] = key;
    }
    f->vals[f->nst++] = v;
    return 0;
}

/* Gives a finished value (range beg..f->p) to its container, key or root. */
static int deliver(fscan *f, const tyc_value *v, uint32_t beg)
{
    if (!v)
        return S_FAIL;
    tyc_value *w = (tyc_value *)v; /* fresh from its constructor: ranges are ours to set */
    w->beg = beg;
    w->end = f->p;
    if (f->nfr ? !f->fr[f->nfr - 1].obj : !f->body)
        return push(f, (tyc_str){NULL, 0}, v) == 0 ? S_AFTER : S_FAIL;
    f->vals[f->nst - 1] = v;
    return S_AFTER;
}

/* Before a big object is built (its arrays are about the size of its stack entries), the
** stack's spare capacity is released, so that it does not add to the peak. -1 on OOM. */
#define TRIM_MIN 65536u
static int trim(fscan *f)
{
    if (f->nst < TRIM_MIN || f->capst - f->nst <= f->nst / 8)
        return 0;
    tyc_ctx *c = f->a->ctx;
    if (f->capk > f->nst) {
        tyc_str *k = tyc_mem_realloc(c, f->keys, sizeof *k * f->capk, sizeof *k * f->nst);
        if (!k)
            return -1;
        f->keys = k;
        f->capk = f->nst;
    }
    const tyc_value **v = tyc_mem_realloc(c, f->vals, sizeof *v * f->capst, sizeof *v * f->nst);
    if (!v)
        return -1;
    f->vals = v;
    f->capst = f->nst;
    return 0;
}

/* Closes the innermost container at the bracket at f->p. */
static int close_frame(fscan *f)
{
    fframe *t = &f->fr[--f->nfr];
    uint32_t n = f->nst - t->start;
    const tyc_value *v;
    if (t->obj) {
        if (n >= TRIM_MIN && trim(f) != 0)
            return S_FAIL;
        v = tyc_shape_object(f->a, &f->shapes, n ? f->keys + t->start : NULL,
                             n ? f->vals + t->start : NULL, n);
    } else {
        if (n >= TRIM_MIN && trim(f) != 0)
            return S_FAIL;
        const tyc_value **vs = TYC_NEWN(f->a, const tyc_value *, n ? n : 1);
        if (!vs)
            return S_FAIL;
        if (n)
            memcpy(vs, f->vals + t->start, sizeof *vs * n); /* vals may be NULL when n == 0 */
        v = tyc_v_tuple_adopt(f->a, vs, n);
    }
    f->nst = t->start;
    f->p++;
    return deliver(f, v, t->open);
}

static int open_frame(fscan *f, int obj)
{
    if (f->nfr == f->capfr) {
        uint32_t cap = f->capfr ? f->capfr * 2 : 16;
        fframe *r = tyc_mem_realloc(f->a->ctx, f->fr, sizeof *r * f->capfr, sizeof *r * cap);
        if (!r)
            return S_FAIL;
        f->fr = r;
        f->capfr = cap;
    }
    f->fr[f->nfr++] = (fframe){f->nst, f->p, obj};
    f->p++;
    int nl = 0;
    if (skip(f, &nl) != 0)
        return S_FAIL;
    if (f->s[f->p] == (obj ? '}' : ']'))
        return close_frame(f);
    return obj ? S_KEY : S_VALUE;
}

/* A number literal at b (negated when neg: then the digits start at b + 1). */
static const tyc_value *number(fscan *f, uint32_t b, int neg)
{
    uint32_t d = b + (neg ? 1u : 0u), e = number_end(f->s, d);
    tyc_num box; /* a small number is stored in its value, not in the arena */
    int range;
    const tyc_num *x = tyc_num_parse_box(f->a, &box, (const char *)f->s + d, e - d, &range);
    if (x && neg)
        x = tyc_num_neg_box(f->a, &box, x);
    f->p = e;
    return x ? tyc_v_number(f->a, x) : NULL;
}

static int step_value(fscan *f)
{
    const unsigned char *s = f->s;
    uint32_t b = f->p;
    unsigned char c = s[b];
    if ((c == '"' || c == '[' || c == '{') && 1 + f->nfr > f->maxd)
        return S_FAIL; /* the lexer's frame limit (a quote opens a frame too) */
    if (c == '[' || c == '{')
        return open_frame(f, c == '{');
    if (c == '"') {
        uint32_t e = quoted_end(f, b + 1);
        if (!e)
            return S_FAIL;
        f->p = e + 1;
        return deliver(f, tyc_v_string(f->a, (const char *)s + b + 1, e - b - 1, 1), b);
    }
    if (is_digit(c) || (c == '-' && is_digit(s[b + 1])))
        return deliver(f, number(f, b, c == '-'), b);
    uint32_t e = ident_end(f, b);
    const tyc_value *v = NULL;
    if (e == b + 4 && memcmp(s + b, "true", 4) == 0)
        v = tyc_v_bool(f->a, 1);
    else if (e == b + 5 && memcmp(s + b, "false", 5) == 0)
        v = tyc_v_bool(f->a, 0);
    else if (e == b + 4 && memcmp(s + b, "null", 4) == 0)
        v = tyc_v_null(f->a, &tyc_t_dyn);
    f->p = e;
    return v ? deliver(f, v, b) : S_FAIL;
}

static int step_after(fscan *f)
{
    int nl = 0;
    if (skip(f, &nl) != 0)
        return S_FAIL;
    unsigned char c = f->s[f->p];
    if (f->nfr == 0) {
        if (f->p >= f->len)
            return S_DONE;
        return f->body && nl ? S_ITEM : S_FAIL;
    }
    int obj = f->fr[f->nfr - 1].obj;
    unsigned char closer = obj ? '}' : ']';
    if (c == closer)
        return close_frame(f);
    if (c == ',') {
        if (obj && nl)
            return S_FAIL; /* NL then `,`: two separators */
        f->p++;
        if (skip(f, &nl) != 0)
            return S_FAIL;
        if (f->s[f->p] == closer)
            return close_frame(f);
        return obj ? S_KEY : S_VALUE;
    }
    return obj && nl ? S_KEY : S_FAIL;
}

/* `name =` (attribute, body) or `key =`/`key :` (object item), up to the value. */
static int step_name(fscan *f, int attr)
{
    const unsigned char *s = f->s;
    uint32_t b = f->p, e, kb = b, ke;
    if (!attr && s[b] == '"') {
        kb = b + 1;
        if (!(ke = quoted_end(f, kb)) || 1 + f->nfr > f->maxd)
            return S_FAIL;
        e = ke + 1;
    } else if (!(e = ke = ident_end(f, b))) {
        return S_FAIL;
    }
    f->p = e;
    int nl = 0;
    if (skip(f, &nl) != 0 || nl || !(s[f->p] == '=' || (!attr && s[f->p] == ':')))
        return S_FAIL;
    f->p++;
    if (skip(f, &nl) != 0 || nl)
        return S_FAIL;
    return push(f, (tyc_str){(const char *)s + kb, ke - kb}, NULL) == 0 ? S_VALUE : S_FAIL;
}

static int step_item(fscan *f)
{
    int nl = 0;
    if (skip(f, &nl) != 0)
        return S_FAIL;
    if (f->p >= f->len)
        return S_DONE;
    return step_name(f, 1);
}

/* A node for a finished value, as tyc_b_mat makes it (keywords stay LITERAL nodes). */
static tyc_node *mat(fscan *f, const tyc_value *v)
{
    int kw = v->type->kind == TYC_BOOL || (v->type->kind == TYC_DYN && tyc_v_is_null(v));
    tyc_node *nd = tyc_node_new(f->a, kw ? TYC_N_LITERAL : TYC_N_VALUE, v->beg, v->end, 0);
    if (!nd)
        return NULL;
    if (!kw) {
        nd->val = v;
        return nd;
    }
    nd->op = v->type->kind == TYC_BOOL ? (v->u.b ? TYC_LIT_TRUE : TYC_LIT_FALSE) : TYC_LIT_NULL;
    if (tyc_node_set_text(f->a, nd, (const char *)f->s + v->beg, v->end - v->beg) != 0)
        return NULL;
    return nd;
}

static uint64_t name_hash(tyc_str k)
{
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < k.len; i++)
        h = (h ^ (unsigned char)k.p[i]) * 1099511628211ULL;
    return h;
}

/* 1 if two attributes of the body share a name (the checker reports those), -1 on OOM. */
static int has_dup(fscan *f)
{
    uint32_t cap = 16;
    while (cap < 2 * f->nst)
        cap *= 2;
    uint32_t small[64];
    uint32_t *t = tyc_tmp(f->a->ctx, small, sizeof small, sizeof *t * cap);
    if (!t)
        return -1;
    memset(t, 0, sizeof *t * cap);
    int dup = 0;
    for (uint32_t i = 0; i < f->nst && !dup; i++) {
        uint32_t j = (uint32_t)name_hash(f->keys[i]) & (cap - 1);
        for (; t[j] && !dup; j = (j + 1) & (cap - 1))
            dup = tyc_str_eq(f->keys[t[j] - 1], f->keys[i]);
        t[j] = i + 1;
    }
    tyc_tmp_free(f->a->ctx, t, small, sizeof *t * cap);
    return dup;
}

/* The BODY node of the attributes on the stack. */
static tyc_node *body_node(fscan *f)
{
    if (has_dup(f) != 0)
        return NULL;
    tyc_node *b = tyc_node_new(f->a, TYC_N_BODY, 0, f->len, f->nst);
    for (uint32_t i = 0; b && i < f->nst; i++) {
        tyc_str k = f->keys[i];
        uint32_t kb = (uint32_t)((const unsigned char *)k.p - f->s);
        tyc_node *e = mat(f, f->vals[i]);
        tyc_node *at = e ? tyc_node_new(f->a, TYC_N_ATTR, kb, e->end, 1) : NULL;
        if (!at || tyc_node_set_text(f->a, at, k.p, k.len) != 0)
            return NULL;
        at->kids[0] = e;
        at->nbeg = kb;
        at->nend = kb + (uint32_t)k.len;
        b->kids[i] = at;
    }
    return b;
}

tyc_node *tyc_parse_fast(tyc_arena *a, const tyc_source *src, const char *text, int root)
{
    fscan f;
    memset(&f, 0, sizeof f);
    f.a = a;
    f.src = src;
    f.s = (const unsigned char *)text;
    f.len = src->len;
    f.body = root == TYC_FR_ROOT_BODY;
    f.maxd = a->ctx->max_depth ? a->ctx->max_depth : 1000;
    if (f.maxd > FAST_MAX_DEPTH)
        f.maxd = FAST_MAX_DEPTH;
    if (f.len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        f.p = 3; /* the byte order mark, skipped as the lexer skips it */
    int st = f.body ? S_ITEM : S_VALUE;
    if (!f.body) {
        int nl = 0;
        st = skip(&f, &nl) == 0 ? S_VALUE : S_FAIL;
    }
    while (st != S_DONE && st != S_FAIL) {
        switch (st) {
        case S_VALUE: st = step_value(&f); break;
        case S_AFTER: st = step_after(&f); break;
        case S_KEY: st = step_name(&f, 0); break;
        default: st = step_item(&f); break;
        }
    }
    tyc_node *nd = NULL;
    if (st == S_DONE)
        nd = f.body ? body_node(&f) : mat(&f, f.vals[0]);
    tyc_mem_free(a->ctx, f.keys, sizeof *f.keys * f.capk);
    tyc_mem_free(a->ctx, f.vals, sizeof *f.vals * f.capst);
    tyc_mem_free(a->ctx, f.fr, sizeof *f.fr * f.capfr);
    tyc_shapes_free(a->ctx, f.shapes);
    return nd;
}
