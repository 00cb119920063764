/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_json.c: jsondecode's parser: JSON text to a cty value of the implied type (objects
** become objects, arrays tuples, numbers arbitrary-precision numbers), with Go's
** encoding/json error wording for malformed input.
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

static const tyc_value *fail(jp *p, const char *ctx)
{
    if (p->err)
        return NULL;
    if (p->i >= p->n) {
        p->err = "unexpected end of JSON input";
        return NULL;
    }
    char c = p->s[p->i];
    p->err = c == '"' || c == '\\' ? tyc_sprintf(p->a, "invalid character '\\%c' %s", c, ctx)
             : (unsigned char)c < 0x20 || (unsigned char)c >= 0x80
                 ? tyc_sprintf(p->a, "invalid character '\\x%02x' %s", (unsigned char)c, ctx)
                 : tyc_sprintf(p->a, "invalid character '%c' %s", c, ctx);
    return NULL;
}

static const tyc_value *value(jp *p);

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
        if (p->i + 1 >= p->n)
            break;
        char e = p->s[++p->i];
        const char *map = "\"\"\\\\//b\bf\fn\nr\rt\t";
        const char *m = e ? strchr(map, e) : NULL;
        if (m && ((m - map) % 2) == 0) {
            tyc_buf_addc(&b, m[1]);
            p->i++;
        } else if (e == 'u' && p->i + 5 <= p->n) {
            int32_t cp, lo;
            if (hex4(p->s + p->i + 1, &cp) < 0) {
                tyc_buf_free(&b);
                p->i++;
                fail(p, "in \\u hexadecimal character escape");
                return -1;
            }
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
        p->err = "unexpected end of JSON input";
        return -1;
    }
    p->i++;
    char *t = tyc_buf_to_arena(&b, p->a);
    if (!t)
        return -1;
    *out = (tyc_str){t, strlen(t)};
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
    const tyc_num *x = tyc_num_parse(p->a, p->s + st, p->i - st);
    return x ? tyc_v_number(p->a, x) : NULL;
}

static const tyc_value *array(jp *p)
{
    tyc_vec el = {0};
    p->i++;
    ws(p);
    if (p->i < p->n && p->s[p->i] == ']') {
        p->i++;
        return tyc_v_tuple(p->a, NULL, 0);
    }
    for (;;) {
        const tyc_value *v = value(p);
        if (!v || tyc_vec_push(p->a, &el, (void *)v) < 0)
            return NULL;
        ws(p);
        if (p->i < p->n && p->s[p->i] == ',') {
            p->i++;
            continue;
        }
        if (p->i < p->n && p->s[p->i] == ']')
            break;
        return fail(p, "after array element");
    }
    p->i++;
    return tyc_v_tuple(p->a, (const tyc_value *const *)el.v, el.n);
}

static const tyc_value *object(jp *p)
{
    tyc_vec names = {0}, vals = {0};
    p->i++;
    ws(p);
    if (p->i < p->n && p->s[p->i] == '}') {
        p->i++;
        return tyc_v_object(p->a, NULL, NULL, 0);
    }
    for (;;) {
        ws(p);
        tyc_str *k = TYC_NEW(p->a, tyc_str);
        if (!k)
            return NULL;
        if (p->i >= p->n || p->s[p->i] != '"')
            return fail(p, "looking for beginning of object key string");
        if (string(p, k) < 0)
            return NULL;
        ws(p);
        if (p->i >= p->n || p->s[p->i] != ':')
            return fail(p, "after object key");
        p->i++;
        const tyc_value *v = value(p);
        if (!v || tyc_vec_push(p->a, &names, k) < 0 || tyc_vec_push(p->a, &vals, (void *)v) < 0)
            return NULL;
        ws(p);
        if (p->i < p->n && p->s[p->i] == ',') {
            p->i++;
            continue;
        }
        if (p->i < p->n && p->s[p->i] == '}')
            break;
        return fail(p, "after object key:value pair");
    }
    p->i++;
    tyc_fn_hset h;
    uint32_t n = 0;
    tyc_str *ns = TYC_NEWN(p->a, tyc_str, names.n);
    const tyc_value **vs = TYC_NEWN(p->a, const tyc_value *, names.n);
    if (!ns || !vs || tyc_fn_hset_init(p->a, &h, names.n) < 0)
        return NULL;
    for (uint32_t i = 0; i < names.n; i++) {
        int found;
        tyc_str k = *(tyc_str *)names.v[i];
        uint32_t s = tyc_fn_hset_slot(&h, k, &found);
        if (found) {
            vs[h.vals[s]] = vals.v[i];
            continue;
        }
        h.keys[s] = k;
        h.vals[s] = n;
        ns[n] = k;
        vs[n++] = vals.v[i];
    }
    return tyc_v_object(p->a, ns, vs, n);
}

static int word(jp *p, const char *w)
{
    size_t l = strlen(w);
    for (size_t k = 0; k < l; k++) {
        if (p->i + k >= p->n) {
            p->i = p->n;
            return 0;
        }
        if (p->s[p->i + k] != w[k]) {
            p->i += k;
            fail(p, k == 0 ? "looking for beginning of value" : "in literal");
            return 0;
        }
    }
    p->i += l;
    return 1;
}

static const tyc_value *value(jp *p)
{
    ws(p);
    if (p->i >= p->n) {
        p->err = "unexpected end of JSON input";
        return NULL;
    }
    if (++p->depth > p->a->ctx->max_depth) {
        p->err = "exceeded max depth";
        return NULL;
    }
    const tyc_value *v;
    tyc_str s;
    switch (p->s[p->i]) {
    case '{': v = object(p); break;
    case '[': v = array(p); break;
    case '"': v = string(p, &s) < 0 ? NULL : tyc_v_string(p->a, s.p, s.len, 0); break;
    case 't': v = word(p, "true") ? &tyc_v_true : NULL; break;
    case 'f': v = word(p, "false") ? &tyc_v_false : NULL; break;
    case 'n': v = word(p, "null") ? tyc_v_null(p->a, &tyc_t_dyn) : NULL; break;
    default:
        v = (p->s[p->i] == '-' || (p->s[p->i] >= '0' && p->s[p->i] <= '9'))
                ? number(p) : fail(p, "looking for beginning of value");
    }
    p->depth--;
    if (!v && !p->err && !p->a->ctx->oom)
        p->err = "unexpected end of JSON input";
    return v;
}

const tyc_value *tyc_fn_json_decode(tyc_arena *a, tyc_str s, const char **err)
{
    jp p = {a, s.p, s.len, 0, 0, NULL};
    const tyc_value *v = value(&p);
    if (v) {
        ws(&p);
        if (p.i < p.n) {
            fail(&p, "after top-level value");
            v = NULL;
        }
    }
    *err = p.err;
    return v;
}
