/* SPDX-License-Identifier: Apache-2.0 */
/*
** lsp_map.c: file URIs and paths, and which module a tfvars file belongs to:
** initializationOptions {"map": [{"tfvars": GLOB, "module": DIR}]} (relative to the
** workspace root), then the nearest `.tycon.hcl` above the file:
**
**     map {
**       tfvars = "envs/prod.tfvars" # a glob, relative to the .tycon.hcl file's directory
**       module = "."               # the module directory, relative to the same
**     }
**
** (first matching block wins), else the file's own directory.
*/
#define _POSIX_C_SOURCE 200809L
#include "interp/lsp/lsp_int.h"

#include <fnmatch.h>

#include "interp/config/overlay.h"
#include "interp/syntax/parse.h"
#include "runtime/base/file.h"
#include "runtime/base/str.h"


const char *lsp_uri_path(tyc_arena *a, const char *uri)
{
    if (!uri || strncmp(uri, "file://", 7))
        return NULL;
    const char *p = uri + 7;
    if (*p != '/') { /* file://host/path: only the empty host and localhost */
        if (strncmp(p, "localhost/", 10))
            return NULL;
        p += 9;
    }
    size_t n = strlen(p);
    char *out = tyc_alloc(a, n + 1);
    if (!out)
        return NULL;
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        int hi = p[i] == '%' && i + 2 < n + 1 ? tyc_hexval((unsigned char)p[i + 1]) : -1;
        int lo = hi >= 0 ? tyc_hexval((unsigned char)p[i + 2]) : -1;
        if (lo >= 0) {
            char c = (char)(hi * 16 + lo);
            if (!c)
                return NULL;
            out[k++] = c;
            i += 2;
        } else if (p[i] == '?' || p[i] == '#')
            break;
        else
            out[k++] = p[i];
    }
    out[k] = 0;
    return lsp_path_clean(a, out);
}

const char *lsp_path_uri(tyc_arena *a, const char *path)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_buf_addz(&b, "file://");
    for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
            strchr("-._~/", *p))
            tyc_buf_addc(&b, (char)*p);
        else
            tyc_buf_addf(&b, "%%%02X", *p);
    }
    return tyc_buf_to_arena(&b, a);
}

const char *lsp_path_clean(tyc_arena *a, const char *path)
{
    size_t n = strlen(path);
    char *out = tyc_alloc(a, n + 2);
    if (!out)
        return NULL;
    int abs = path[0] == '/';
    size_t k = 0;
    if (abs)
        out[k++] = '/';
    size_t floor = k; /* ".." never climbs above this (the root, or leading ".." of a
                         relative path) */
    const char *p = path;
    while (*p) {
        while (*p == '/')
            p++;
        const char *s = p;
        while (*p && *p != '/')
            p++;
        size_t m = (size_t)(p - s);
        if (!m || (m == 1 && s[0] == '.'))
            continue;
        if (m == 2 && s[0] == '.' && s[1] == '.') {
            if (k > floor) {
                while (k > floor && out[k - 1] != '/')
                    k--;
                if (k > floor)
                    k--; /* the slash */
                continue;
            }
            if (abs)
                continue;
        }
        if (k > (abs ? 1u : 0u))
            out[k++] = '/';
        memcpy(out + k, s, m);
        k += m;
        if (m == 2 && s[0] == '.' && s[1] == '.')
            floor = k;
    }
    if (!k)
        out[k++] = '.';
    out[k] = 0;
    return out;
}

const char *lsp_dirname(tyc_arena *a, const char *path)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        return ".";
    if (slash == path)
        return "/";
    return tyc_strndup(a, path, (size_t)(slash - path));
}

/* base joined with rel (rel absolute: rel), cleaned, in a. */
static const char *join(tyc_arena *a, const char *base, const char *rel)
{
    if (rel[0] == '/')
        return lsp_path_clean(a, rel);
    const char *j = tyc_sprintf(a, "%s/%s", base, rel);
    return j ? lsp_path_clean(a, j) : NULL;
}

void lsp_read_maps(lsp_srv *s, const json_t *opts)
{
    json_t *maps = json_object_get(opts, "map");
    if (!json_is_array(maps))
        return;
    size_t n = json_array_size(maps);
    lsp_map *m = TYC_NEWN(s->meta, lsp_map, n ? n : 1);
    if (!m)
        return;
    uint32_t k = 0;
    const char *root = s->root ? s->root : ".";
    for (size_t i = 0; i < n; i++) {
        json_t *e = json_array_get(maps, i);
        const char *g = json_string_value(json_object_get(e, "tfvars"));
        const char *d = json_string_value(json_object_get(e, "module"));
        if (!g || !d)
            continue;
        m[k].glob = join(s->meta, root, g);
        m[k].module = join(s->meta, root, d);
        if (m[k].glob && m[k].module)
            k++;
    }
    s->maps = m;
    s->nmaps = k;
}

/* The string of a `name = "literal"` attribute of block body b, or NULL. */
static const char *attr_string(const tyc_node *b, const char *name)
{
    for (uint32_t i = 0; i < b->n; i++) {
        const tyc_node *at = b->kids[i];
        if (at->kind != TYC_N_ATTR || strcmp(at->text, name))
            continue;
        const tyc_node *e = at->kids[0];
        if (e->kind == TYC_N_TEMPLATE && e->n == 1 && e->kids[0]->kind == TYC_N_STRING)
            return e->kids[0]->text;
        if (e->kind == TYC_N_TEMPLATE && e->n == 0)
            return "";
    }
    return NULL;
}

/* The module that config file cfg (in directory dir) maps path to, or NULL. */
static const char *config_map(tyc_arena *a, const char *dir, const char *cfg, uint32_t len,
                              const char *path)
{
    tyc_source src = {".tycon.hcl", cfg, len, NULL, NULL};
    tyc_diags d;
    tyc_diags_init(&d, a);
    int st;
    tyc_node *root = tyc_parse_body(a, &src, &d, &st);
    if (!root)
        return NULL;
    for (uint32_t i = 0; i < root->n; i++) {
        const tyc_node *b = root->kids[i];
        if (b->kind != TYC_N_BLOCK || strcmp(b->text, "map"))
            continue;
        const char *g = attr_string(b->kids[0], "tfvars");
        const char *m = attr_string(b->kids[0], "module");
        const char *gp = g ? join(a, dir, g) : NULL;
        if (gp && m && fnmatch(gp, path, FNM_PATHNAME) == 0)
            return join(a, dir, m);
    }
    return NULL;
}

const char *lsp_module_of(lsp_srv *s, tyc_arena *a, const char *path)
{
    for (uint32_t i = 0; i < s->nmaps; i++)
        if (fnmatch(s->maps[i].glob, path, FNM_PATHNAME) == 0)
            return s->maps[i].module;
    const char *own = lsp_dirname(a, path);
    for (const char *dir = own;;) {
        const char *cfg = tyc_sprintf(a, "%s/.tycon.hcl", strcmp(dir, "/") ? dir : "");
        const char *err;
        uint32_t len;
        char *text = cfg ? tyc_read_file(a, cfg, &len, &err) : NULL;
        if (text) {
            const char *m = config_map(a, dir, text, len, path);
            return m ? m : own;
        }
        if (!strcmp(dir, "/") || !strcmp(dir, ".") || !strchr(dir, '/'))
            break;
        dir = lsp_dirname(a, dir);
    }
    return own;
}
