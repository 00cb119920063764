/* SPDX-License-Identifier: Apache-2.0 */
/*
** json_fast.c: the value-mode fast path of the JSON reader (json.c). One array or object of
** well-formed JSON is read straight into values, with the same values, types and ranges as
** json.c's value mode builds, and no node per element. Runs of plain string bytes and of
** blanks are scanned many bytes at a time (runtime/base/scan.h); repeated object shapes
** share their type (shape.c). Anything else (a syntax error, a repeated key, a number cty
** cannot hold, nesting past the limit) gives up, and json.c reads the value itself.
*/
#include "interp/syntax/parse_int.h"

#include "runtime/base/scan.h"
#include "runtime/base/str.h"
#include "runtime/num/num.h"
#include "runtime/value/value.h"

/* Members of one object taken at most: a bigger object (a map of many keys, or one that
** repeats a key thousands of times, which only json.c can report) is left to json.c before
** the stacks grow past what the C library serves from its heap: a big block freed after a
** failed attempt would make glibc serve and trim later big blocks through brk. */
#define OBJECT_MAX 4096u

typedef struct jframe {
    uint32_t start, open; /* first stack entry; offset of the bracket */
    int obj;
} jframe;

typedef struct jfast {
    tyc_arena *a;
    const char *s;
    uint32_t n, p, maxd;
    tyc_str *keys;          /* object items' keys, parallel to vals */
    const tyc_value **vals; /* the items of the open containers */
    uint32_t nst, capst, capk;
    jframe *fr;
    uint32_t nfr, capfr;
    tyc_shapes *shapes;
    const tyc_type *tuple; /* the type of the last tuple built */
} jfast;

/* blanks' loop, for runs of blanks. */
static void blanks_more(jfast *f)
{
    const char *s = f->s;
    uint32_t p = f->p;
    for (;;) {
        char c = p < f->n ? s[p] : 0;
        if (c == ' ')
            p += (uint32_t)tyc_scan_spaces(s + p, f->n - p);
        else if (c == '\n' || c == '\r' || c == '\t')
            p++;
        else
            break;
    }
    f->p = p;
}

/* Skips JSON blanks (space, tab, CR, LF). */
static inline void blanks(jfast *f)
{
    uint32_t p = f->p;
    if (p + 1 < f->n) {
        unsigned char c = (unsigned char)f->s[p];
        if (c > ' ')
            return; /* the common cases: a token follows at once ... */
        if (c == ' ' && (unsigned char)f->s[p + 1] > ' ') {
            f->p = p + 1; /* ... or after one space */
            return;
        }
    }
    blanks_more(f);
}


/* The code unit of the 4 hex digits at s (n bytes available), or -1. */
static int32_t hex4(const char *s, uint32_t n)
{
    int32_t v = 0;
    if (n < 4)
        return -1;
    for (int k = 0; k < 4; k++) {
        int h = tyc_hexval((unsigned char)s[k]);
        if (h < 0)
            return -1;
        v = v * 16 + h;
    }
    return v;
}

/* Checks the string whose opening quote is at f->p as Go's scanner and json.c do: returns
** the offset of its closing quote, with *esc bit 1 set when it has escapes and bit 2 when
** it has non-ASCII bytes, or 0 (malformed, a
** control byte, invalid UTF-8, the end of input: json.c reports those). */
static inline uint32_t string_end(const jfast *f, int *esc)
{
    const char *s = f->s;
    uint32_t q = f->p + 1;
    *esc = 0;
    for (;;) {
        q += (uint32_t)tyc_scan_plain(s + q, f->n - q);
        if (q >= f->n)
            return 0;
        unsigned char c = (unsigned char)s[q];
        if (c == '"')
            return q;
        if (c == '\\') {
            if (q + 1 >= f->n)
                return 0;
            unsigned char e = (unsigned char)s[q + 1];
            if (e == 'u') {
                if (hex4(s + q + 2, f->n - q - 2) < 0)
                    return 0;
                q += 6;
            } else if (e == '"' || e == '\\' || e == '/' || e == 'b' || e == 'f' || e == 'n' ||
                       e == 'r' || e == 't') {
                q += 2;
            } else {
                return 0;
            }
            *esc |= 1;
        } else if (c < 0x20) {
            return 0;
        } else { /* c >= 0x80: one valid UTF-8 sequence */
            int32_t cp;
            int k = tyc_utf8_decode(s + q, f->n - q, &cp);
            if (k < 0)
                return 0;
            q += (uint32_t)k;
            *esc |= 2;
        }
    }
}

/* Decodes the valid string s[0..n) (between the quotes, with escapes) into out as json.c
** does (Go's rules: a lone surrogate becomes U+FFFD); returns the length. */
static uint32_t decode(const char *s, uint32_t n, char *out)
{
    uint32_t i = 0, o = 0;
    while (i < n) {
        size_t r = tyc_scan_plain(s + i, n - i);
        memcpy(out + o, s + i, r);
        i += (uint32_t)r;
        o += (uint32_t)r;
        if (i >= n)
            break;
        unsigned char c = (unsigned char)s[i];
        if (c != '\\') { /* non-ASCII, already validated */
            out[o++] = (char)c;
            i++;
            continue;
        }
        char e = s[i + 1];
        if (e != 'u') {
            out[o++] = e == 'b' ? '\b' : e == 'f' ? '\f' : e == 'n' ? '\n' : e == 'r' ? '\r'
                     : e == 't' ? '\t' : e;
            i += 2;
            continue;
        }
        int32_t cp = hex4(s + i + 2, n - i - 2);
        i += 6;
        if (cp >= 0xD800 && cp <= 0xDFFF) {
            int32_t lo = i + 6 <= n && s[i] == '\\' && s[i + 1] == 'u' ? hex4(s + i + 2, 4) : -1;
            if (cp <= 0xDBFF && lo >= 0xDC00 && lo <= 0xDFFF) {
                cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                i += 6;
            } else {
                cp = 0xFFFD;
            }
        }
        o += (uint32_t)tyc_utf8_encode(cp, out + o);
    }
    out[o] = 0;
    return o;
}

/* The string at f->p (its quote) decoded into the arena (a key without escapes: the
** source bytes themselves, as json.c borrows them); f->p moves past it. .p NULL when not
** taken (or out of memory). */
static inline tyc_str string(jfast *f, int is_key, int *ascii)
{
    int esc;
    uint32_t q = string_end(f, &esc), b = f->p + 1;
    if (!q)
        return (tyc_str){NULL, 0};
    *ascii = !esc;
    if (is_key && !(esc & 1)) {
        f->p = q + 1;
        return (tyc_str){f->s + b, q - b};
    }
    char *out = tyc_alloc_bump(f->a, q - b + 1);
    if (!out)
        return (tyc_str){NULL, 0};
    uint32_t len = q - b;
    if (esc & 1) {
        len = decode(f->s + b, q - b, out);
    } else {
        memcpy(out, f->s + b, len);
        out[len] = 0;
    }
    f->p = q + 1;
    return (tyc_str){out, len};
}

static int is_digit(unsigned char c) { return c >= '0' && c <= '9'; }

/* 1 if s[0..n) is exactly a JSON number. */
static int number_ok(const char *s, uint32_t n)
{
    uint32_t i = 0;
    if (i < n && s[i] == '-')
        i++;
    if (i < n && s[i] == '0') {
        i++;
    } else {
        if (i >= n || !is_digit((unsigned char)s[i]))
            return 0;
        while (i < n && is_digit((unsigned char)s[i]))
            i++;
    }
    if (i < n && s[i] == '.') {
        if (++i >= n || !is_digit((unsigned char)s[i]))
            return 0;
        while (i < n && is_digit((unsigned char)s[i]))
            i++;
    }
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        i++;
        if (i < n && (s[i] == '+' || s[i] == '-'))
            i++;
        if (i >= n || !is_digit((unsigned char)s[i]))
            return 0;
        while (i < n && is_digit((unsigned char)s[i]))
            i++;
    }
    return i == n;
}

/* A number token (json.c's scanner: [0-9+-.] then also e and E). */
static const tyc_value *number(jfast *f)
{
    const char *s = f->s;
    uint32_t b = f->p, e = b + 1;
    while (e < f->n) {
        unsigned char c = (unsigned char)s[e];
        if (is_digit(c) || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E')
            e++;
        else
            break;
    }
    if (!number_ok(s + b, e - b))
        return NULL;
    tyc_num box;
    int range;
    const tyc_num *x = tyc_num_parse_box(f->a, &box, s + b, e - b, &range);
    if (!x)
        return NULL;
    f->p = e;
    return tyc_v_number(f->a, x);
}

/* true, false or null (json.c's keyword token: letters, then letters and '_'). */
static const tyc_value *keyword(jfast *f)
{
    const char *s = f->s;
    uint32_t b = f->p, e = b;
    while (e < f->n && ((s[e] >= 'a' && s[e] <= 'z') || (s[e] >= 'A' && s[e] <= 'Z') ||
                        (e > b && s[e] == '_')))
        e++;
    const tyc_value *v = NULL;
    if (e - b == 4 && memcmp(s + b, "true", 4) == 0)
        v = tyc_v_bool(f->a, 1);
    else if (e - b == 5 && memcmp(s + b, "false", 5) == 0)
        v = tyc_v_bool(f->a, 0);
    else if (e - b == 4 && memcmp(s + b, "null", 4) == 0)
        v = tyc_v_null(f->a, &tyc_t_dyn);
    if (v)
        f->p = e;
    return v;
}

static uint32_t next_cap(uint32_t cap)
{
    return cap ? cap + cap / 2 : 64;
}

/* Grows the item stacks for push. -1 on OOM. */
static int grow(jfast *f)
{
    tyc_ctx *c = f->a->ctx;
    if (f->nst == f->capk) {
        uint32_t cap = next_cap(f->capk);
        tyc_str *k = tyc_mem_realloc(c, f->keys, sizeof *k * f->capk, sizeof *k * cap);
        if (!k)
            return -1;
        f->keys = k;
        f->capk = cap;
    }
    if (f->nst == f->capst) {
        uint32_t cap = next_cap(f->capst);
        const tyc_value **w = tyc_mem_realloc(c, f->vals, sizeof *w * f->capst, sizeof *w * cap);
        if (!w)
            return -1;
        f->vals = w;
        f->capst = cap;
    }
    return 0;
}

/* Pushes an item (key.p NULL in arrays). -1 on OOM. */
static inline int push(jfast *f, tyc_str key, const tyc_value *v)
{
    if ((f->nst == f->capk || f->nst == f->capst) && grow(f) != 0)
        return -1;
    f->keys[f->nst] = key;
    f->vals[f->nst++] = v;
    return 0;
}

static int open_frame(jfast *f, int obj)
{
    if (f->nfr + 1 > f->maxd)
        return -1;
    if (f->nfr == f->capfr) {
        uint32_t cap = f->capfr ? f->capfr * 2 : 16;
        jframe *r = tyc_mem_realloc(f->a->ctx, f->fr, sizeof *r * f->capfr, sizeof *r * cap);
        if (!r)
            return -1;
        f->fr = r;
        f->capfr = cap;
    }
    f->fr[f->nfr++] = (jframe){f->nst, f->p, obj};
    f->p++;
    return 0;
}

/* Closes the innermost container at its bracket (f->p); NULL when it cannot fold. */
static const tyc_value *close_frame(jfast *f)
{
    jframe *t = &f->fr[--f->nfr];
    uint32_t n = f->nst - t->start;
    const tyc_value *v;
    if (t->obj) {
        v = tyc_shape_object(f->a, &f->shapes, n ? f->keys + t->start : NULL,
                             n ? f->vals + t->start : NULL, n);
        if (v && v->n != n)
            return NULL; /* a repeated key: json.c keeps the object a node */
    } else {
        const tyc_value **vs = tyc_alloc_bump(f->a, sizeof *vs * (n ? n : 1));
        if (!vs)
            return NULL;
        if (n)
            memcpy(vs, f->vals + t->start, sizeof *vs * n);
        const tyc_type *tt = f->tuple; /* the last tuple's type, when the types repeat */
        uint32_t i = 0;
        if (tt && tt->n == n)
            while (i < n && vs[i]->type == tt->elems[i])
                i++;
        if (tt && tt->n == n && i == n) {
            v = tyc_v_tuple_adopt_typed(f->a, tt, vs);
        } else {
            v = tyc_v_tuple_adopt(f->a, vs, n);
            f->tuple = v ? v->type : NULL;
        }
    }
    if (!v)
        return NULL;
    f->nst = t->start;
    f->p++;
    tyc_value *w = (tyc_value *)v; /* fresh from its constructor */
    w->beg = t->open;
    w->end = f->p;
    return v;
}

/* Reads the container at f->p; NULL when it is not taken. */
static const tyc_value *run(jfast *f)
{
    tyc_str key = {NULL, 0};
    if (open_frame(f, f->s[f->p] == '{') != 0)
        return NULL;
    for (;;) {
        jframe *t = &f->fr[f->nfr - 1];
        blanks(f);
        if (f->p >= f->n)
            return NULL;
        char c = f->s[f->p];
        if (c == (t->obj ? '}' : ']') && f->nst == t->start)
            goto close; /* empty */
        if (t->obj) { /* "key" : */
            if (c != '"' || f->nst - t->start >= OBJECT_MAX)
                return NULL;
            int ascii;
            key = string(f, 1, &ascii);
            if (!key.p)
                return NULL;
            blanks(f);
            if (f->p >= f->n || f->s[f->p] != ':')
                return NULL;
            f->p++;
            blanks(f);
            if (f->p >= f->n)
                return NULL;
            c = f->s[f->p];
        } else {
            key = (tyc_str){NULL, 0};
        }
        const tyc_value *v;
        uint32_t b = f->p;
        if (c == '{' || c == '[') {
            if (push(f, key, NULL) != 0 || open_frame(f, c == '{') != 0)
                return NULL;
            continue;
        }
        if (c == '"') {
            int ascii;
            tyc_str sv = string(f, 0, &ascii);
            v = !sv.p     ? NULL
                : ascii ? tyc_v_string_nfc(f->a, sv.p, sv.len)
                        : tyc_v_string(f->a, sv.p, sv.len, 0);
        } else if (is_digit((unsigned char)c) || c == '-' || c == '+' || c == '.') {
            v = number(f);
        } else {
            v = keyword(f);
        }
        if (!v)
            return NULL;
        tyc_value *w = (tyc_value *)v;
        w->beg = b;
        w->end = f->p;
        if (push(f, key, v) != 0)
            return NULL;
    after:
        /* after a value: a comma and another item, or the closing bracket */
        t = &f->fr[f->nfr - 1];
        blanks(f);
        if (f->p >= f->n)
            return NULL;
        c = f->s[f->p];
        if (c == ',') {
            f->p++;
            blanks(f);
            if (f->p >= f->n || f->s[f->p] == (t->obj ? '}' : ']'))
                return NULL; /* a trailing comma */
            continue;
        }
        if (c != (t->obj ? '}' : ']'))
            return NULL;
    close:
        v = close_frame(f);
        if (!v)
            return NULL;
        if (f->nfr == 0)
            return v;
        f->vals[f->nst - 1] = v; /* the slot pushed when the container opened */
        goto after;
    }
}

const tyc_value *tyc_json_fast(tyc_arena *a, const char *s, uint32_t n, uint32_t pos,
                               uint32_t maxd, uint32_t *end, tyc_json_fail *fail)
{
    jfast f;
    memset(&f, 0, sizeof f);
    f.a = a;
    f.s = s;
    f.n = n;
    f.p = pos;
    f.maxd = maxd;
    const tyc_value *v = pos < n && (s[pos] == '{' || s[pos] == '[') ? run(&f) : NULL;
    tyc_ctx *c = a->ctx;
    if (!v && fail && !c->oom) { /* (the containers around where it stopped) */
        if (f.nfr > fail->cap) {
            uint32_t *o = tyc_mem_realloc(c, fail->open, sizeof *o * fail->cap,
                                          sizeof *o * f.nfr);
            if (o)
                fail->open = o, fail->cap = f.nfr;
        }
        fail->n = f.nfr <= fail->cap ? f.nfr : 0, fail->next = 0;
        for (uint32_t i = 0; i < fail->n; i++)
            fail->open[i] = f.fr[i].open;
    }
    tyc_mem_free(c, f.keys, sizeof *f.keys * f.capk);
    tyc_mem_free(c, f.vals, sizeof *f.vals * f.capst);
    tyc_mem_free(c, f.fr, sizeof *f.fr * f.capfr);
    tyc_shapes_free(c, f.shapes);
    if (v)
        *end = f.p;
    return v;
}
