/* SPDX-License-Identifier: Apache-2.0 */
/*
** ext.c: helpers of interp/funcs/ext (see ext.h): Go's Base64 and path cleaning, hex,
** redaction, and the filesystem functions' path resolution and file reading.
*/
#define _POSIX_C_SOURCE 200809L
#include "interp/funcs/ext/ext.h"

#include <stdlib.h>
#include <sys/stat.h>

#include "runtime/base/file.h"

static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

void tyc_x_b64enc(tyc_buf *b, const unsigned char *p, size_t n)
{
    size_t i = 0;
    for (; i + 3 <= n; i += 3) {
        uint32_t v = (uint32_t)p[i] << 16 | (uint32_t)p[i + 1] << 8 | p[i + 2];
        char o[4] = {b64[v >> 18], b64[(v >> 12) & 63], b64[(v >> 6) & 63], b64[v & 63]};
        tyc_buf_add(b, o, 4);
    }
    if (n - i == 1) {
        uint32_t v = (uint32_t)p[i] << 16;
        char o[4] = {b64[v >> 18], b64[(v >> 12) & 63], '=', '='};
        tyc_buf_add(b, o, 4);
    } else if (n - i == 2) {
        uint32_t v = (uint32_t)p[i] << 16 | (uint32_t)p[i + 1] << 8;
        char o[4] = {b64[v >> 18], b64[(v >> 12) & 63], b64[(v >> 6) & 63], '='};
        tyc_buf_add(b, o, 4);
    }
}

static int b64val(unsigned char c)
{
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 26;
    if (c >= '0' && c <= '9')
        return c - '0' + 52;
    return c == '+' ? 62 : c == '/' ? 63 : -1;
}

/* Go's decodeQuantum loop (encoding/base64), strict padding. */
int tyc_x_b64dec(tyc_arena *a, const char *s, size_t n, unsigned char **out, size_t *outn,
                 size_t *bad)
{
    unsigned char *o = tyc_alloc_raw(a, n / 4 * 3 + 4);
    if (!o)
        return -1;
    size_t si = 0, w = 0;
    while (si < n) {
        unsigned char dbuf[4];
        size_t dlen = 4, j = 0;
        for (; j < 4; j++) {
            while (si < n && (s[si] == '\n' || s[si] == '\r'))
                si++;
            if (si == n) {
                if (j == 0) {
                    *out = o, *outn = w;
                    return 0;
                }
                if (j == 1) {
                    *bad = si - j;
                    return 1;
                }
                *bad = si - j; /* missing padding */
                return 1;
            }
            unsigned char in = (unsigned char)s[si];
            si++;
            int v = b64val(in);
            if (v >= 0) {
                dbuf[j] = (unsigned char)v;
                continue;
            }
            if (in == '\n' || in == '\r') {
                j--;
                continue;
            }
            if (in != '=') {
                *bad = si - 1;
                return 1;
            }
            /* padding */
            switch (j) {
            case 0:
            case 1:
                *bad = si - 1;
                return 1;
            case 2:
                while (si < n && (s[si] == '\n' || s[si] == '\r'))
                    si++;
                if (si == n) {
                    *bad = n;
                    return 1;
                }
                if (s[si] != '=') {
                    *bad = si - 1;
                    return 1;
                }
                si++;
                break;
            }
            while (si < n && (s[si] == '\n' || s[si] == '\r'))
                si++;
            if (si < n) {
                *bad = si;
                return 1;
            }
            dlen = j;
            break;
        }
        uint32_t v = (uint32_t)dbuf[0] << 18 | (dlen > 1 ? (uint32_t)dbuf[1] << 12 : 0) |
                     (dlen > 2 ? (uint32_t)dbuf[2] << 6 : 0) | (dlen > 3 ? dbuf[3] : 0);
        if (dlen == 4) {
            o[w++] = (unsigned char)(v >> 16), o[w++] = (unsigned char)(v >> 8);
            o[w++] = (unsigned char)v;
        } else if (dlen == 3) { /* StdEncoding is not strict: extra bits are ignored */
            o[w++] = (unsigned char)(v >> 16), o[w++] = (unsigned char)(v >> 8);
        } else if (dlen == 2) {
            o[w++] = (unsigned char)(v >> 16);
        }
        if (dlen < 4)
            break;
    }
    *out = o, *outn = w;
    return 0;
}

void tyc_x_hex(tyc_buf *b, const unsigned char *p, size_t n)
{
    static const char hx[] = "0123456789abcdef";
    for (size_t i = 0; i < n; i++) {
        char o[2] = {hx[p[i] >> 4], hx[p[i] & 15]};
        tyc_buf_add(b, o, 2);
    }
}

const char *tyc_x_redact(tyc_evalctx *ec, tyc_str s, uint8_t marks)
{
    if (marks & TYC_MARK_SENSITIVE)
        return "(sensitive value)";
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    tyc_buf_goquote(&b, s.p, s.len);
    return tyc_buf_to_arena(&b, ec->arena);
}

char *tyc_x_clean(tyc_arena *a, const char *s, size_t n, size_t *outn)
{
    if (outn)
        *outn = 1;
    if (n == 0)
        return tyc_strndup(a, ".", 1);
    char *o = tyc_alloc_raw(a, n + 2);
    if (!o)
        return NULL;
    int rooted = s[0] == '/';
    size_t r = 0, w = 0, dotdot = 0;
    if (rooted) {
        o[w++] = '/';
        r = 1;
        dotdot = 1;
    }
    while (r < n) {
        if (s[r] == '/') {
            r++;
        } else if (s[r] == '.' && (r + 1 == n || s[r + 1] == '/')) {
            r++;
        } else if (s[r] == '.' && s[r + 1] == '.' && (r + 2 == n || s[r + 2] == '/')) {
            r += 2;
            if (w > dotdot) {
                w--;
                while (w > dotdot && o[w] != '/')
                    w--;
            } else if (!rooted) {
                if (w > 0)
                    o[w++] = '/';
                o[w++] = '.', o[w++] = '.';
                dotdot = w;
            }
        } else {
            if ((rooted && w != 1) || (!rooted && w != 0))
                o[w++] = '/';
            for (; r < n && s[r] != '/'; r++)
                o[w++] = s[r];
        }
    }
    if (w == 0)
        o[w++] = '.';
    o[w] = 0;
    if (outn)
        *outn = w;
    return o;
}

char *tyc_x_base(tyc_arena *a, const char *s, size_t n, size_t *outn)
{
    *outn = 1;
    if (n == 0)
        return tyc_strndup(a, ".", 1);
    while (n > 0 && s[n - 1] == '/')
        n--;
    if (n == 0)
        return tyc_strndup(a, "/", 1);
    size_t i = n;
    while (i > 0 && s[i - 1] != '/')
        i--;
    *outn = n - i;
    return tyc_strndup(a, s + i, n - i);
}

char *tyc_x_dir(tyc_arena *a, const char *s, size_t n, size_t *outn)
{
    size_t i = n;
    while (i > 0 && s[i - 1] != '/')
        i--;
    return tyc_x_clean(a, s, i, outn);
}

char *tyc_x_home(tyc_arena *a, const char *s, size_t n, const char **err, size_t *outn)
{
    *err = NULL;
    *outn = n;
    if (n == 0 || s[0] != '~')
        return tyc_strndup(a, s, n);
    if (n > 1 && s[1] != '/' && s[1] != '\\') {
        *err = "cannot expand user-specific home dir";
        return NULL;
    }
    const char *home = getenv("HOME");
    if (!home || !*home) {
        *err = "HOME environment variable is empty"; /* approximation of go-homedir */
        return NULL;
    }
    /* filepath.Join(home, rest) */
    size_t hl = strlen(home);
    char *j = tyc_alloc_raw(a, hl + n + 1);
    if (!j)
        return NULL;
    memcpy(j, home, hl);
    j[hl] = '/';
    memcpy(j + hl + 1, s + 1, n - 1);
    return tyc_x_clean(a, j, hl + n, outn);
}

char *tyc_x_fspath(tyc_evalctx *ec, tyc_str path, const char **err, char **shown)
{
    tyc_arena *a = ec->arena;
    const char *herr;
    size_t pn;
    char *p = tyc_x_home(a, path.p, path.len, &herr, &pn);
    if (!p) {
        *err = herr ? tyc_sprintf(a, "failed to expand ~: %s", herr) : NULL;
        return NULL;
    }
    *err = NULL;
    if (shown && !(*shown = tyc_x_clean(a, p, strlen(p), NULL)))
        return NULL;
    if (p[0] != '/') {
        const char *base = ec->base_dir && *ec->base_dir ? ec->base_dir : ".";
        p = tyc_sprintf(a, "%s/%s", base, p);
        if (!p)
            return NULL;
    }
    return tyc_x_clean(a, p, strlen(p), NULL);
}

int tyc_x_nul_path(tyc_evalctx *ec, tyc_str path, uint8_t marks, const char **shown,
                   const char **q)
{
    tyc_arena *a = ec->arena;
    const char *herr;
    size_t pn, cn;
    if (!memchr(path.p, 0, path.len))
        return 0;
    char *p = tyc_x_home(a, path.p, path.len, &herr, &pn);
    if (!p)
        return herr ? 0 : -1;
    char *c = tyc_x_clean(a, p, pn, &cn);
    if (!c || !(*shown = tyc_diag_nul_text(a, c, cn)) ||
        !(*q = tyc_x_redact(ec, (tyc_str){c, cn}, marks)))
        return -1;
    return 1;
}

const char *tyc_x_read(tyc_evalctx *ec, const tyc_node *call, tyc_str path, uint8_t marks,
                       uint32_t *len)
{
    const char *err, *nshown, *nq;
    int nul = tyc_x_nul_path(ec, path, marks, &nshown, &nq);
    if (nul)
        return nul > 0 ? tyc_fn_argerr(ec, call, 0, "open %s: invalid argument", nshown), NULL
                       : NULL;
    char *shownp;
    char *full = tyc_x_fspath(ec, path, &err, &shownp);
    if (!full)
        return err ? tyc_fn_argerr(ec, call, 0, "%s", err), NULL : NULL;
    struct stat st;
    if (stat(full, &st) == 0 && S_ISDIR(st.st_mode)) {
        tyc_fn_argerr(ec, call, 0, "failed to read file: read %s: is a directory", shownp);
        return NULL;
    }
    const char *rerr;
    char *text = tyc_read_file(ec->arena, full, len, &rerr);
    if (text)
        return text;
    if (!rerr)
        return NULL;
    const char *shown = tyc_x_redact(ec, path, marks);
    if (!shown)
        return NULL;
    if (!strcmp(rerr, "no such file"))
        tyc_fn_argerr(ec, call, 0,
                      "no file exists at %s; this function works only with files that are "
                      "distributed as part of the configuration source code, so if this file "
                      "will be created by a resource in this configuration you must instead "
                      "obtain this result from an attribute of that resource",
                      shown);
    else
        tyc_fn_argerr(ec, call, 0, "open %s: %s", shownp, rerr);
    return NULL;
}
