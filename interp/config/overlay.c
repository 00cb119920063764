/* SPDX-License-Identifier: Apache-2.0 */
/*
** overlay.c: in-memory file texts over the disk (see overlay.h).
*/
#include "interp/config/overlay.h"

#include "runtime/base/file.h"

/* The next segment of a path from *p (skipping slashes and "." segments); its length, 0 at
** the end. */
static size_t segment(const char **p)
{
    for (;;) {
        while (**p == '/')
            (*p)++;
        size_t n = 0;
        while ((*p)[n] && (*p)[n] != '/')
            n++;
        if (n == 1 && **p == '.') {
            *p += 1;
            continue;
        }
        return n;
    }
}

int tyc_path_same(const char *p, const char *q)
{
    if ((*p == '/') != (*q == '/'))
        return 0;
    for (;;) {
        size_t m = segment(&p), n = segment(&q);
        if (m != n || memcmp(p, q, m))
            return 0;
        if (!m)
            return 1;
        p += m;
        q += n;
    }
}

char *tyc_overlay_read(tyc_arena *a, const tyc_overlay *ov, const char *path, uint32_t *len,
                       const char **err)
{
    for (uint32_t i = 0; ov && i < ov->n; i++) {
        const tyc_ovfile *f = &ov->v[i];
        if (!f->path || !tyc_path_same(f->path, path))
            continue;
        *err = NULL;
        *len = 0;
        if (f->len > a->ctx->max_input || f->len > UINT32_MAX - 1) {
            *err = "file too large";
            return NULL;
        }
        char *t = tyc_strndup(a, f->text ? f->text : "", f->len);
        if (t)
            *len = (uint32_t)f->len;
        return t;
    }
    return tyc_read_file(a, path, len, err);
}

/* Splits path into its directory (returned in a, "." when none) and base name (*base). */
static char *dir_of(tyc_arena *a, const char *path, const char **base)
{
    const char *slash = strrchr(path, '/');
    if (!slash) {
        *base = path;
        return tyc_strndup(a, ".", 1);
    }
    *base = slash + 1;
    return slash == path ? tyc_strndup(a, "/", 1) : tyc_strndup(a, path, (size_t)(slash - path));
}

int tyc_overlay_list(tyc_arena *a, const tyc_overlay *ov, const char *dir,
                     int (*keep)(const char *name), tyc_vec *out)
{
    for (uint32_t i = 0; ov && i < ov->n; i++) {
        const char *base;
        if (!ov->v[i].path)
            continue;
        char *d = dir_of(a, ov->v[i].path, &base);
        if (!d)
            return -1;
        if (!*base || !tyc_path_same(d, dir) || !keep(base))
            continue;
        int seen = 0;
        for (uint32_t j = 0; j < out->n && !seen; j++)
            seen = !strcmp((const char *)out->v[j], base);
        char *c = seen ? NULL : tyc_strndup(a, base, strlen(base));
        if (!seen && (!c || tyc_vec_push(a, out, c) < 0))
            return -1;
    }
    return 0;
}
