/* SPDX-License-Identifier: Apache-2.0 */
/*
** jsonr.c: reads string members of a one-line JSON object as raw bytes, decoded as Go's
** encoding/json decodes them (escapes, surrogate pairs; a lone surrogate or an invalid
** UTF-8 byte becomes U+FFFD) and NOT Unicode-normalised: `tycon batch` hands the type and
** value sources to the parser exactly as the reference harness hands them to hcl.
*/
#include <stdlib.h>
#include <string.h>

#include "cli.h"

typedef struct rd {
    const char *s;
    size_t n, i;
} rd;

static void ws(rd *r)
{
    while (r->i < r->n && strchr(" \t\r\n", r->s[r->i]) && r->s[r->i])
        r->i++;
}

static int hex4(rd *r, unsigned *v)
{
    if (r->n - r->i < 4)
        return -1;
    *v = 0;
    for (int k = 0; k < 4; k++) {
        char c = r->s[r->i++];
        unsigned d = c >= '0' && c <= '9' ? (unsigned)(c - '0')
                     : c >= 'a' && c <= 'f' ? (unsigned)(c - 'a' + 10)
                     : c >= 'A' && c <= 'F' ? (unsigned)(c - 'A' + 10)
                                            : 16u;
        if (d > 15)
            return -1;
        *v = *v * 16 + d;
    }
    return 0;
}

static size_t put_utf8(char *o, unsigned cp)
{
    if (cp < 0x80) {
        o[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        o[0] = (char)(0xC0 | (cp >> 6));
        o[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        o[0] = (char)(0xE0 | (cp >> 12));
        o[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        o[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    o[0] = (char)(0xF0 | (cp >> 18));
    o[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    o[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
    o[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

/* Length of the valid UTF-8 sequence at p[0..n), or 0. */
static size_t utf8_len(const unsigned char *p, size_t n)
{
    unsigned c = p[0];
    size_t l = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    if (!l || l > n)
        return 0;
    unsigned cp = l == 1 ? c : l == 2 ? (c & 0x1F) : l == 3 ? (c & 0x0F) : (c & 0x07);
    for (size_t k = 1; k < l; k++) {
        if ((p[k] & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (p[k] & 0x3F);
    }
    static const unsigned min[5] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < min[l] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return l;
}

/* Reads a string at r (at its opening quote). With out != NULL, decodes into out (room for
** the encoded length * 3 is enough) and sets *olen. -1 when malformed. */
static int string(rd *r, char *out, size_t *olen)
{
    size_t o = 0;
    if (r->i >= r->n || r->s[r->i] != '"')
        return -1;
    r->i++;
    while (r->i < r->n) {
        size_t run = cli_json_plain_len(r->s + r->i, r->n - r->i, 1); /* plain ASCII: as it is */
        if (run) {
            if (out)
                memcpy(out + o, r->s + r->i, run);
            o += run;
            r->i += run;
            if (r->i >= r->n)
                break;
        }
        unsigned char c = (unsigned char)r->s[r->i];
        if (c == '"') {
            r->i++;
            if (olen)
                *olen = o;
            return 0;
        }
        if (c < 0x20)
            return -1;
        if (c == '\\') {
            if (++r->i >= r->n)
                return -1;
            char e = r->s[r->i++];
            const char *esc = strchr("\"\\/bfnrt", e);
            if (e && esc) {
                if (out)
                    out[o] = "\"\\/\b\f\n\r\t"[esc - "\"\\/bfnrt"];
                o++;
                continue;
            }
            unsigned cp, lo;
            if (e != 'u' || hex4(r, &cp) < 0)
                return -1;
            if (cp >= 0xD800 && cp < 0xDC00 && r->n - r->i >= 6 && r->s[r->i] == '\\' &&
                r->s[r->i + 1] == 'u') {
                size_t save = r->i;
                r->i += 2;
                if (hex4(r, &lo) == 0 && lo >= 0xDC00 && lo <= 0xDFFF)
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                else
                    r->i = save;
            }
            if (cp >= 0xD800 && cp <= 0xDFFF)
                cp = 0xFFFD;
            char tmp[4];
            size_t k = put_utf8(out ? out + o : tmp, cp);
            o += k;
            continue;
        }
        size_t l = utf8_len((const unsigned char *)r->s + r->i, r->n - r->i);
        if (!l) { /* an invalid byte: U+FFFD */
            char tmp[4];
            o += put_utf8(out ? out + o : tmp, 0xFFFD);
            r->i++;
            continue;
        }
        if (out)
            memcpy(out + o, r->s + r->i, l);
        o += l;
        r->i += l;
    }
    return -1;
}

/* Skips any JSON value (strings honoured, brackets counted). -1 when malformed. */
static int skip_value(rd *r)
{
    size_t depth = 0;
    do {
        ws(r);
        if (r->i >= r->n)
            return -1;
        char c = r->s[r->i];
        if (c == '"') {
            if (string(r, NULL, NULL) < 0)
                return -1;
        } else if (c == '{' || c == '[') {
            depth++;
            r->i++;
        } else if (c == '}' || c == ']') {
            if (!depth)
                return -1;
            depth--;
            r->i++;
        } else {
            r->i++; /* a number, true, false, null (or a stray character) */
            while (r->i < r->n && !strchr(",{}[]\" \t\r\n", r->s[r->i]))
                r->i++;
        }
    } while (depth > 0);
    return 0;
}

int cli_json_member_str(const char *line, size_t len, const char *key, char **out, size_t *n)
{
    rd r = {line, len, 0};
    *out = NULL;
    ws(&r);
    if (r.i >= r.n || r.s[r.i] != '{')
        return -1;
    r.i++;
    for (;;) {
        ws(&r);
        if (r.i < r.n && r.s[r.i] == '}')
            return 0;
        size_t kstart = r.i, klen = 0;
        char kbuf[64];
        rd probe = r;
        if (string(&probe, NULL, &klen) < 0)
            return -1;
        int match = 0;
        if (klen < sizeof kbuf) {
            string(&r, kbuf, &klen);
            match = klen == strlen(key) && memcmp(kbuf, key, klen) == 0;
        } else
            r = probe;
        (void)kstart;
        ws(&r);
        if (r.i >= r.n || r.s[r.i] != ':')
            return -1;
        r.i++;
        ws(&r);
        if (match && r.i < r.n && r.s[r.i] == '"') {
            rd v = r;
            size_t vl = 0;
            if (string(&v, NULL, &vl) < 0)
                return -1;
            char *buf = malloc(vl + 1);
            if (!buf)
                return -1;
            string(&r, buf, &vl);
            buf[vl] = 0;
            *out = buf;
            *n = vl;
            return 1;
        }
        if (skip_value(&r) < 0)
            return -1;
        ws(&r);
        if (r.i < r.n && r.s[r.i] == ',') {
            r.i++;
            continue;
        }
        if (r.i < r.n && r.s[r.i] == '}')
            return 0;
        return -1;
    }
}
