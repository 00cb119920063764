/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_json.c: jsondecode's parser: JSON text to a cty value of the implied type (objects
** become objects, arrays tuples, numbers arbitrary-precision numbers), with the errors of
** go-cty's json.ImpliedType: encoding/json's Decoder.Token stream ("EOF" between tokens,
** "unexpected EOF" inside one, its scanner's "invalid character ..." texts, "extraneous data
** after JSON object") and, from go-cty 1.16.2, repeated property names of different types.
*/
#include "interp/funcs/funcs_int.h"

typedef struct jp {
    tyc_arena *a;
    const char *s;
    size_t n, i;
    uint32_t depth;
    const char *err;
} jp;

static void ws(jp *p)
{
    while (p->i < p->n && (p->s[p->i] == ' ' || p->s[p->i] == '\t' || p->s[p->i] == '\n' ||
                           p->s[p->i] == '\r'))
        p->i++;
}

/* encoding/json's quoteChar: Go's %q of the byte as a rune, in single quotes. */
static const char *quote_char(tyc_arena *a, unsigned char c)
{
    static const char *const esc[] = {"\\a", "\\b", "\\t", "\\n", "\\v", "\\f", "\\r"};
    if (c == '\'')
        return "'\\''";
    if (c == '"')
        return "'\"'";
    if (c == '\\')
        return "'\\\\'";
    if (c >= 7 && c <= 13)
        return tyc_sprintf(a, "'%s'", esc[c - 7]);
    if (c < 0x20 || c == 0x7f)
        return tyc_sprintf(a, "'\\x%02x'", c);
    if (c < 0x80)
        return tyc_sprintf(a, "'%c'", c);
    if (c < 0xa0 || c == 0xad) /* not printable as U+0080..U+009F, U+00AD */
        return tyc_sprintf(a, "'\\u%04x'", c);
    return tyc_sprintf(a, "'%c%c'", 0xc0 | (c >> 6), 0x80 | (c & 0x3f)); /* U+00A0..U+00FF */
}

/* An error about the byte at p->i ("EOF" at the end between tokens, or "unexpected EOF"
** inside one when mid is set): "invalid character 'c'" and the context. */
static const tyc_value *fail_at(jp *p, const char *ctx, int mid)
{
    if (p->err)
        return NULL;
    if (p->i >= p->n)
        p->err = mid ? "unexpected EOF" : "EOF";
    else
        p->err = tyc_sprintf(p->a, "invalid character %s%s",
                             quote_char(p->a, (unsigned char)p->s[p->i]), ctx);
    return NULL;
}

/* Errors of the scanner inside one value (end of input: "unexpected EOF"). */
static const tyc_value *fail(jp *p, const char *ctx)
{
    return fail_at(p, tyc_sprintf(p->a, " %s", ctx), 1);
}

enum { AT_VALUE, AT_OBJECT_START, AT_KEY, AT_COLON, AT_ARRAY_COMMA, AT_OBJECT_COMMA };

/* Decoder.tokenError: the context of an unexpected byte between tokens. */
static const tyc_value *token_error(jp *p, int state)
{
    static const char *const ctx[] = {" looking for beginning of value", "",
                                      " looking for beginning of object key string",
                                      " after object key", " after array element",
                                      " after object key:value pair"};
    return fail_at(p, ctx[state], 0);
}

static const tyc_value *value(jp *p);

static int hex4_digit(char c)
{
    return (c >= '0' && c <= '9') || ((c | 32) >= 'a' && (c | 32) <= 'f');
}

static int hex4(const char *s, int32_t *out)
{
    int32_t v = 0;
    for (int k = 0; k < 4; k++) {
        char c = s[k];
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
                : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (d < 0)
            return -1;
        v = v * 16 + d;
    }
    *out = v;
    return 0;
}

/* A JSON string at p->i (the opening quote); decoded text in *out. */
static int string(jp *p, tyc_str *out)
{
    tyc_buf b;
    tyc_buf_init(&b, p->a->ctx);
    p->i++;
    while (p->i < p->n && p->s[p->i] != '"') {
        unsigned char c = (unsigned char)p->s[p->i];
        if (c < 0x20) {
            tyc_buf_free(&b);
            fail(p, "in string literal");
            return -1;
        }
        if (c != '\\') {
            tyc_buf_addc(&b, (char)c);
            p->i++;
            continue;
        }
        if (p->i + 1 >= p->n) {
            p->i = p->n;
            break;
        }
        char e = p->s[++p->i];
        const char *map = "\"\"\\\\//b\bf\fn\nr\rt\t";
        const char *m = e ? strchr(map, e) : NULL;
        if (m && ((m - map) % 2) == 0) {
            tyc_buf_addc(&b, m[1]);
            p->i++;
        } else if (e == 'u') {
            int32_t cp = 0, lo = 0;
            size_t k = 1;
            while (k <= 4 && p->i + k < p->n && hex4_digit(p->s[p->i + k]))
                k++;
            if (k <= 4) { /* a bad digit, or the end */
                tyc_buf_free(&b);
                p->i += k;
                fail(p, "in \\u hexadecimal character escape");
                return -1;
            }
            hex4(p->s + p->i + 1, &cp);
            p->i += 5;
            if (cp >= 0xD800 && cp < 0xDC00 && p->i + 6 <= p->n && p->s[p->i] == '\\' &&
                p->s[p->i + 1] == 'u' && hex4(p->s + p->i + 2, &lo) == 0 && lo >= 0xDC00 &&
                lo < 0xE000) {
                cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                p->i += 6;
            } else if (cp >= 0xD800 && cp < 0xE000) {
                cp = 0xFFFD;
            }
            tyc_buf_utf8(&b, cp);
        } else {
            tyc_buf_free(&b);
            fail(p, "in string escape code");
            return -1;
        }
    }
    if (p->i >= p->n) {
        tyc_buf_free(&b);
        fail(p, "");
        return -1;
    }
    p->i++;
    size_t len = b.len; /* "\u0000" is data: the length, never strlen */
    char *t = tyc_buf_to_arena(&b, p->a);
    if (!t)
        return -1;
    *out = (tyc_str){t, len};
    return 0;
}

static const tyc_value *number(jp *p)
{
    size_t st = p->i;
    if (p->s[p->i] == '-')
        p->i++;
    if (p->i >= p->n || !(p->s[p->i] >= '0' && p->s[p->i] <= '9'))
        return fail(p, "in numeric literal");
    if (p->s[p->i] == '0')
        p->i++;
    else
        while (p->i < p->n && p->s[p->i] >= '0' && p->s[p->i] <= '9')
            p->i++;
    if (p->i < p->n && p->s[p->i] == '.') {
        p->i++;
        if (p->i >= p->n || !(p->s[p->i] >= '0' && p->s[p->i] <= '9'))
            return fail(p, "after decimal point in numeric literal");
        while (p->i < p->n && p->s[p->i] >= '0' && p->s[p->i] <= '9')
            p->i++;
    }
    if (p->i < p->n && (p->s[p->i] == 'e' || p->s[p->i] == 'E')) {
        p->i++;
        if (p->i < p->n && (p->s[p->i] == '+' || p->s[p->i] == '-'))
            p->i++;
        if (p->i >= p->n || !(p->s[p->i] >= '0' && p->s[p->i] <= '9'))
            return fail(p, "in exponent of numeric literal");
        while (p->i < p->n && p->s[p->i] >= '0' && p->s[p->i] <= '9')
            p->i++;
    }
    int range;
    const tyc_num *x = tyc_num_parse_ex(p->a, p->s + st, p->i - st, &range);
    if (!x && !p->a->ctx->oom && !p->err)
        p->err = range ? TYC_NUM_RANGE_MSG : "number out of range";
    return x ? tyc_v_number(p->a, x) : NULL;
}

/* The next byte between tokens after whitespace, or -1 at the end (then p->err is "EOF"). */
static int peek(jp *p)
{
    ws(p);
    if (p->i < p->n)
        return (unsigned char)p->s[p->i];
    fail_at(p, "", 0);
    return -1;
}

static const tyc_value *array(jp *p)
{
    tyc_vec el = {0};
    p->i++;
    int c = peek(p);
    if (c < 0)
        return NULL;
    if (c == ']') {
        p->i++;
        return tyc_v_tuple(p->a, NULL, 0);
    }
    for (;;) {
        const tyc_value *v = value(p);
        if (!v || tyc_vec_push(p->a, &el, (void *)v) < 0)
            return NULL;
        if ((c = peek(p)) < 0)
            return NULL;
        if (c == ',') {
            p->i++;
            continue;
        }
        if (c == ']')
            break;
        return token_error(p, AT_ARRAY_COMMA);
    }
    p->i++;
    return tyc_v_tuple(p->a, (const tyc_value *const *)el.v, el.n);
}

/* go-cty's implied object type: a repeated property name takes the last value, but (from
** go-cty 1.16.2) only when its type is the same. */
static const tyc_value *object_value(jp *p, tyc_vec *names, tyc_vec *vals)
{
    tyc_hset h;
    uint32_t n = 0;
    tyc_str *ns = TYC_NEWN(p->a, tyc_str, names->n ? names->n : 1);
    const tyc_value **vs = TYC_NEWN(p->a, const tyc_value *, names->n ? names->n : 1);
    if (!ns || !vs || tyc_hset_init(p->a, &h, names->n) < 0)
        return NULL;
    for (uint32_t i = 0; i < names->n; i++) {
        int found;
        tyc_str k = *(tyc_str *)names->v[i];
        uint32_t s = tyc_hset_slot(&h, k, &found);
        if (found) {
            const tyc_value *old = vs[h.vals[s]], *nv = vals->v[i];
            if (!tyc_type_equal(old->type, nv->type)) {
                tyc_buf b;
                tyc_buf_init(&b, p->a->ctx);
                tyc_buf_goquote(&b, k.p, k.len);
                const char *q = tyc_buf_to_arena(&b, p->a);
                p->err = q ? tyc_sprintf(p->a, "duplicate %s property in JSON object", q) : NULL;
                return NULL;
            }
            vs[h.vals[s]] = nv;
            continue;
        }
        h.keys[s] = k;
        h.vals[s] = n;
        ns[n] = k;
        vs[n++] = vals->v[i];
    }
    return tyc_v_object(p->a, ns, vs, n);
}

static const tyc_value *object(jp *p)
{
    tyc_vec names = {0}, vals = {0};
    int state = AT_OBJECT_START;
    p->i++;
    for (;;) {
        int c = peek(p);
        if (c < 0)
            return NULL;
        if (c == '}' && state == AT_OBJECT_START)
            break;
        if (c != '"')
            return token_error(p, state);
        tyc_str *k = TYC_NEW(p->a, tyc_str);
        if (!k || string(p, k) < 0)
            return NULL;
        if ((c = peek(p)) < 0)
            return NULL;
        if (c != ':')
            return token_error(p, AT_COLON);
        p->i++;
        const tyc_value *v = value(p);
        if (!v || tyc_vec_push(p->a, &names, k) < 0 || tyc_vec_push(p->a, &vals, (void *)v) < 0)
            return NULL;
        if ((c = peek(p)) < 0)
            return NULL;
        if (c == '}')
            break;
        if (c != ',')
            return token_error(p, AT_OBJECT_COMMA);
        p->i++;
        state = AT_KEY;
    }
    p->i++;
    return object_value(p, &names, &vals);
}

/* A literal (true, false, null) at p->i: the scanner's "in literal" errors. */
static int word(jp *p, const char *w)
{
    size_t l = strlen(w);
    for (size_t k = 1; k < l; k++) {
        p->i++;
        if (p->i >= p->n || p->s[p->i] != w[k]) {
            fail(p, tyc_sprintf(p->a, "in literal %s (expecting '%c')", w, w[k]));
            return 0;
        }
    }
    p->i++;
    return 1;
}

/* A value where one may begin (after '[', ',' in an array, ':' or at the top). */
static const tyc_value *value(jp *p)
{
    int c = peek(p);
    if (c < 0)
        return NULL;
    if (c == ']' || c == '}' || c == ',' || c == ':')
        return token_error(p, AT_VALUE);
    if (++p->depth > p->a->ctx->max_depth) {
        p->err = "exceeded max depth";
        return NULL;
    }
    const tyc_value *v;
    tyc_str s;
    switch (c) {
    case '{': v = object(p); break;
    case '[': v = array(p); break;
    case '"': v = string(p, &s) < 0 ? NULL : tyc_v_string(p->a, s.p, s.len, 0); break;
    case 't': v = word(p, "true") ? &tyc_v_true : NULL; break;
    case 'f': v = word(p, "false") ? &tyc_v_false : NULL; break;
    case 'n': v = word(p, "null") ? tyc_v_null(p->a, &tyc_t_dyn) : NULL; break;
    default:
        v = (c == '-' || (c >= '0' && c <= '9')) ? number(p)
                                                 : fail(p, "looking for beginning of value");
    }
    p->depth--;
    return v;
}

const tyc_value *tyc_fn_json_decode(tyc_arena *a, tyc_str s, const char **err)
{
    jp p = {a, s.p, s.len, 0, 0, NULL};
    const tyc_value *v = value(&p);
    if (v) { /* Decoder.More(): anything but ']' or '}' after the value */
        ws(&p);
        if (p.i < p.n && p.s[p.i] != ']' && p.s[p.i] != '}') {
            p.err = "extraneous data after JSON object";
            v = NULL;
        }
    }
    if (!v && !p.err && !a->ctx->oom)
        p.err = "unexpected EOF";
    *err = p.err;
    return v;
}
