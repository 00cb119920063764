/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_file.c: Terraform's filesystem and path functions: file, filebase64, fileexists,
** fileset (doublestar globbing), filemd5 / filesha1 / filesha256 / filesha512 /
** filebase64sha256 / filebase64sha512, abspath, basename, dirname, pathexpand. Relative
** paths resolve against ec->base_dir (Terraform's working directory).
*/
#define _DEFAULT_SOURCE
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "interp/funcs/ext/ext.h"
#include "runtime/base/file.h"

/* The path argument of a filesystem function allowing unknown and marked values: *out the
** text, *marks its marks. 1 ready, 0 unknown (*unk receives the result), -1 error/OOM. */
static int path_arg(tyc_evalctx *ec, const tyc_node *call, const tyc_value *const *args,
                    uint32_t i, const tyc_type *rt, tyc_str *out, uint8_t *marks,
                    const tyc_value **unk)
{
    *marks = tyc_v_deep_marks(args[i]);
    const tyc_value *v = tyc_fn_conv(ec, call, args, i, &tyc_t_string, 0);
    if (!v)
        return -1;
    if (tyc_v_is_unknown(v)) {
        *unk = tyc_ev_mark(ec->arena, tyc_fn_unknown(ec, rt), *marks);
        return 0;
    }
    *out = tyc_v_str(v);
    return 1;
}

static const tyc_value *file_impl(FN_ARGS, int b64)
{
    tyc_str p;
    uint8_t m;
    const tyc_value *unk;
    (void)nargs;
    if (tyc_x_tpl_guard(ec, call, 1))
        return NULL;
    int r = path_arg(ec, call, args, 0, &tyc_t_string, &p, &m, &unk);
    if (r <= 0)
        return r == 0 ? unk : NULL;
    uint32_t len;
    const char *text = tyc_x_read(ec, call, p, m, &len);
    if (!text)
        return NULL;
    if (b64) {
        tyc_buf b;
        tyc_buf_init(&b, ec->arena->ctx);
        tyc_x_b64enc(&b, (const unsigned char *)text, len);
        return tyc_ev_mark(ec->arena, tyc_fn_bufval(ec, &b), m);
    }
    if (!tyc_utf8_valid(text, len)) {
        const char *q = tyc_x_redact(ec, p, m);
        return q ? tyc_fn_err(ec, call, "contents of %s are not valid UTF-8; use the filebase64 "
                              "function to obtain the Base64 encoded contents or the other file "
                              "functions (e.g. filemd5, filesha256) to obtain file hashing "
                              "results instead", q) : NULL;
    }
    return tyc_ev_mark(ec->arena, tyc_fn_strval(ec, text, len), m);
}

const tyc_value *tyc_f_file(FN_ARGS) { return file_impl(ec, call, args, nargs, 0); }
const tyc_value *tyc_f_filebase64(FN_ARGS) { return file_impl(ec, call, args, nargs, 1); }

/* The file hashes: errors are plain function errors (os.Open's text). */
static const tyc_value *file_hash(FN_ARGS, int kind, int b64)
{
    tyc_str p;
    (void)nargs;
    if (tyc_x_tpl_guard(ec, call, 1) || tyc_fn_str(ec, call, args, 0, &p) < 0)
        return NULL;
    const char *err, *nshown, *nq;
    int nul = tyc_x_nul_path(ec, p, 0, &nshown, &nq);
    if (nul)
        return nul > 0 ? tyc_fn_err(ec, call, "open %s: invalid argument", nshown) : NULL;
    char *shown;
    char *full = tyc_x_fspath(ec, p, &err, &shown);
    if (!full)
        return err ? tyc_fn_err(ec, call, "%s", err) : NULL;
    struct stat st;
    if (stat(full, &st) == 0 && S_ISDIR(st.st_mode))
        return tyc_fn_err(ec, call, "read %s: is a directory", shown);
    uint32_t len;
    const char *rerr;
    const char *text = tyc_read_file(ec->arena, full, &len, &rerr);
    if (!text) {
        if (!rerr)
            return NULL;
        return tyc_fn_err(ec, call, "open %s: %s", shown,
                          !strcmp(rerr, "no such file") ? "no such file or directory" : rerr);
    }
    return tyc_x_digest(ec, text, len, kind, b64);
}

const tyc_value *tyc_f_filemd5(FN_ARGS) { return file_hash(ec, call, args, nargs, 0, 0); }
const tyc_value *tyc_f_filesha1(FN_ARGS) { return file_hash(ec, call, args, nargs, 1, 0); }
const tyc_value *tyc_f_filesha256(FN_ARGS) { return file_hash(ec, call, args, nargs, 2, 0); }
const tyc_value *tyc_f_filesha512(FN_ARGS) { return file_hash(ec, call, args, nargs, 3, 0); }
const tyc_value *tyc_f_filebase64sha256(FN_ARGS) { return file_hash(ec, call, args, nargs, 2, 1); }
const tyc_value *tyc_f_filebase64sha512(FN_ARGS) { return file_hash(ec, call, args, nargs, 3, 1); }

const tyc_value *tyc_f_fileexists(FN_ARGS)
{
    tyc_str p;
    uint8_t m;
    const tyc_value *unk;
    (void)nargs;
    if (tyc_x_tpl_guard(ec, call, 1))
        return NULL;
    int r = path_arg(ec, call, args, 0, &tyc_t_bool, &p, &m, &unk);
    if (r <= 0)
        return r == 0 ? unk : NULL;
    const char *err, *nshown, *nq;
    int nul = tyc_x_nul_path(ec, p, m, &nshown, &nq);
    if (nul)
        return nul > 0 ? tyc_fn_err(ec, call, "failed to stat %s", nq) : NULL;
    char *shown;
    char *full = tyc_x_fspath(ec, p, &err, &shown);
    if (!full)
        return err ? tyc_fn_err(ec, call, "%s", err) : NULL;
    struct stat st;
    if (stat(full, &st) != 0) {
        if (errno == ENOENT || errno == ENOTDIR)
            return tyc_ev_mark(ec->arena, &tyc_v_false, m);
        const char *q = tyc_x_redact(ec, (tyc_str){shown, strlen(shown)}, m);
        return q ? tyc_fn_err(ec, call, "failed to stat %s", q) : NULL;
    }
    if (S_ISREG(st.st_mode))
        return tyc_ev_mark(ec->arena, &tyc_v_true, m);
    const char *q = tyc_x_redact(ec, (tyc_str){shown, strlen(shown)}, m);
    if (!q)
        return NULL;
    /* Terraform reports these against argument index 1, which hcl turns into a plain error */
    const char *what = S_ISDIR(st.st_mode)    ? "is a directory, not a file"
                       : S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode)
                           ? "is a device node, not a regular file"
                       : S_ISFIFO(st.st_mode) ? "is a named pipe, not a regular file"
                       : S_ISSOCK(st.st_mode) ? "is a unix domain socket, not a regular file"
                                              : "is not a regular file";
    return tyc_fn_err(ec, call, "%s %s", q, what);
}

/* ---- fileset: doublestar (v1) matching over the files under a directory ---- */

/* Go's filepath.Match of one path segment against one pattern segment (with {a,b}
** alternatives as doublestar adds them). 1 match, 0 no, -1 bad pattern. */
static int seg_match(const char *p, size_t pn, const char *s, size_t sn, int depth)
{
    if (depth > 64)
        return -1;
    size_t pi = 0, si = 0;
    while (pi < pn) {
        char c = p[pi];
        if (c == '*') {
            while (pi < pn && p[pi] == '*')
                pi++;
            if (pi == pn)
                return 1;
            for (size_t k = si; k <= sn; k++) {
                int r = seg_match(p + pi, pn - pi, s + k, sn - k, depth + 1);
                if (r != 0)
                    return r;
            }
            return 0;
        }
        if (c == '{') {
            size_t e = pi + 1;
            int lvl = 1;
            while (e < pn && lvl) {
                if (p[e] == '{')
                    lvl++;
                else if (p[e] == '}')
                    lvl--;
                if (lvl)
                    e++;
            }
            if (e >= pn)
                return -1;
            size_t a0 = pi + 1;
            for (size_t k = pi + 1; k <= e; k++) {
                if (k == e || (p[k] == ',')) {
                    size_t alen = k - a0;
                    size_t rest = pn - e - 1;
                    char *tmp = malloc(alen + rest + 1);
                    if (!tmp)
                        return -1;
                    memcpy(tmp, p + a0, alen);
                    memcpy(tmp + alen, p + e + 1, rest);
                    int r = seg_match(tmp, alen + rest, s + si, sn - si, depth + 1);
                    free(tmp);
                    if (r != 0)
                        return r;
                    a0 = k + 1;
                }
            }
            return 0;
        }
        if (si >= sn)
            return 0;
        if (c == '?') {
            int32_t cp; /* one character */
            int ul = tyc_utf8_decode(s + si, sn - si, &cp);
            si += ul > 0 ? (size_t)ul : 1;
            pi++;
            continue;
        }
        if (c == '[') {
            size_t e = pi + 1;
            int neg = e < pn && p[e] == '^'; /* as Go's filepath.Match: '!' is literal */
            if (neg)
                e++;
            int32_t cp;
            int ul = tyc_utf8_decode(s + si, sn - si, &cp);
            if (ul <= 0)
                cp = (unsigned char)s[si], ul = 1;
            int hit = 0, first = 1;
            while (e < pn && (p[e] != ']' || first)) {
                first = 0;
                int32_t lo, hi;
                if (p[e] == '\\' && e + 1 < pn)
                    e++;
                int l1 = tyc_utf8_decode(p + e, pn - e, &lo);
                if (l1 <= 0)
                    return -1;
                e += (size_t)l1;
                hi = lo;
                if (e + 1 < pn && p[e] == '-' && p[e + 1] != ']') {
                    e++;
                    if (p[e] == '\\' && e + 1 < pn)
                        e++;
                    int l2 = tyc_utf8_decode(p + e, pn - e, &hi);
                    if (l2 <= 0)
                        return -1;
                    e += (size_t)l2;
                }
                if (cp >= lo && cp <= hi)
                    hit = 1;
            }
            if (e >= pn)
                return -1;
            if (hit == neg)
                return 0;
            si += (size_t)ul;
            pi = e + 1;
            continue;
        }
        if (c == '\\' && pi + 1 < pn)
            c = p[++pi];
        if (s[si] != c)
            return 0;
        si++;
        pi++;
    }
    return si == sn;
}

/* Matches path segments against pattern segments ("**" spans any number). */
static int path_match(tyc_str *ps, uint32_t np, tyc_str *ss, uint32_t ns, int depth)
{
    if (depth > 256)
        return -1;
    if (np == 0)
        return ns == 0;
    if (ps[0].len == 2 && ps[0].p[0] == '*' && ps[0].p[1] == '*') {
        for (uint32_t k = 0; k <= ns; k++) {
            int r = path_match(ps + 1, np - 1, ss + k, ns - k, depth + 1);
            if (r != 0)
                return r;
        }
        return 0;
    }
    if (ns == 0)
        return 0;
    int r = seg_match(ps[0].p, ps[0].len, ss[0].p, ss[0].len, 0);
    if (r <= 0)
        return r;
    return path_match(ps + 1, np - 1, ss + 1, ns - 1, depth + 1);
}

static uint32_t split(tyc_arena *a, const char *s, tyc_str **out)
{
    size_t n = strlen(s);
    uint32_t c = 1;
    for (size_t i = 0; i < n; i++)
        c += s[i] == '/';
    tyc_str *v = TYC_NEWN(a, tyc_str, c);
    if (!v)
        return UINT32_MAX;
    uint32_t k = 0;
    size_t b = 0;
    for (size_t i = 0; i <= n; i++)
        if (i == n || s[i] == '/') {
            if (i > b)
                v[k++] = (tyc_str){s + b, i - b};
            b = i + 1;
        }
    *out = v;
    return k;
}

typedef struct walk {
    tyc_evalctx *ec;
    tyc_str *pat;
    uint32_t npat;
    tyc_vec hits;
    uint32_t seen;
    int bad;
} walk;

static int walk_dir(walk *w, const char *dir, const char *rel, int depth)
{
    if (depth > 64 || w->seen > 1000000)
        return 0;
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    struct dirent *e;
    tyc_arena *a = w->ec->arena;
    int rc = 0;
    while (rc == 0 && (e = readdir(d)) != NULL) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        w->seen++;
        char *full = tyc_sprintf(a, "%s/%s", dir, e->d_name);
        char *r = *rel ? tyc_sprintf(a, "%s/%s", rel, e->d_name) : tyc_strndup(a, e->d_name,
                                                                                strlen(e->d_name));
        struct stat st;
        if (!full || !r) {
            rc = -1;
            break;
        }
        if (stat(full, &st) != 0)
            continue;
        if (S_ISDIR(st.st_mode)) {
            rc = walk_dir(w, full, r, depth + 1);
            continue;
        }
        if (!S_ISREG(st.st_mode))
            continue;
        tyc_str *segs;
        uint32_t ns = split(a, r, &segs);
        if (ns == UINT32_MAX) {
            rc = -1;
            break;
        }
        int m = path_match(w->pat, w->npat, segs, ns, 0);
        if (m < 0)
            w->bad = 1;
        else if (m > 0) {
            const tyc_value *v = tyc_v_string(a, r, strlen(r), 0);
            if (!v || tyc_vec_push(a, &w->hits, (void *)(uintptr_t)v) < 0)
                rc = -1;
        }
    }
    closedir(d);
    return rc;
}

const tyc_value *tyc_f_fileset(FN_ARGS)
{
    tyc_arena *a = ec->arena;
    const tyc_type *rt = tyc_type_set(a, &tyc_t_string);
    tyc_str p = {0}, pat = {0};
    uint8_t m1, m2;
    const tyc_value *unk;
    (void)nargs;
    if (!rt || tyc_x_tpl_guard(ec, call, 1))
        return NULL;
    int r1 = path_arg(ec, call, args, 0, rt, &p, &m1, &unk);
    if (r1 < 0)
        return NULL;
    int r2 = path_arg(ec, call, args, 1, rt, &pat, &m2, &unk);
    if (r2 < 0)
        return NULL;
    uint8_t m = m1 | m2;
    if (r1 == 0 || r2 == 0)
        return tyc_ev_mark(a, tyc_fn_unknown(ec, rt), m);
    char *base = tyc_strndup(a, p.p, p.len);
    if (!base)
        return NULL;
    if (base[0] != '/' && ec->base_dir && *ec->base_dir)
        base = tyc_sprintf(a, "%s/%s", ec->base_dir, base);
    char *cbase = base ? tyc_x_clean(a, base, strlen(base), NULL) : NULL;
    char *cpat = tyc_x_clean(a, pat.p, pat.len, NULL);
    if (!cbase || !cpat)
        return NULL;
    walk w = {ec, NULL, 0, {0}, 0, 0};
    w.npat = split(a, cpat, &w.pat);
    if (w.npat == UINT32_MAX)
        return NULL;
    if (cpat[0] != '/' && strncmp(cpat, "../", 3) != 0 && strcmp(cpat, "..") != 0 &&
        walk_dir(&w, cbase, "", 0) < 0)
        return NULL;
    if (w.bad) {
        char *joined = tyc_sprintf(a, "%.*s/%s", (int)p.len, p.p, cpat); /* filepath.Join */
        char *shown = joined ? tyc_x_clean(a, joined, strlen(joined), NULL) : NULL;
        const char *q = shown ? tyc_x_redact(ec, (tyc_str){shown, strlen(shown)}, m) : NULL;
        return q ? tyc_fn_err(ec, call, "failed to glob pattern %s: syntax error in pattern", q)
                 : NULL;
    }
    const tyc_value *s = tyc_v_set(a, &tyc_t_string, (const tyc_value *const *)w.hits.v,
                                   w.hits.n);
    return tyc_ev_mark(a, s, m);
}

/* ---- paths ---- */

const tyc_value *tyc_f_basename(FN_ARGS)
{
    tyc_str s;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0)
        return NULL;
    size_t rn;
    char *r = tyc_x_base(ec->arena, s.p, s.len, &rn);
    return r ? tyc_fn_strval(ec, r, rn) : NULL;
}

const tyc_value *tyc_f_dirname(FN_ARGS)
{
    tyc_str s;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0)
        return NULL;
    size_t rn;
    char *r = tyc_x_dir(ec->arena, s.p, s.len, &rn);
    return r ? tyc_fn_strval(ec, r, rn) : NULL;
}

/* abspath(path): filepath.Abs against Terraform's working directory (the module). */
const tyc_value *tyc_f_abspath(FN_ARGS)
{
    tyc_str s;
    tyc_arena *a = ec->arena;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0)
        return NULL;
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    if (!(s.len && s.p[0] == '/')) {
        char cwd[4096];
        const char *pwd = getenv("PWD");
        struct stat a1, a2;
        if (!(pwd && pwd[0] == '/' && stat(pwd, &a1) == 0 && stat(".", &a2) == 0 &&
              a1.st_dev == a2.st_dev && a1.st_ino == a2.st_ino))
            pwd = getcwd(cwd, sizeof cwd);
        if (!pwd)
            return tyc_fn_err(ec, call, "getwd: %s", strerror(errno));
        const char *base = ec->base_dir && *ec->base_dir ? ec->base_dir : ".";
        if (base[0] != '/') {
            tyc_buf_addz(&b, pwd);
            tyc_buf_addc(&b, '/');
        }
        tyc_buf_addz(&b, base);
        tyc_buf_addc(&b, '/');
    }
    tyc_buf_add(&b, s.p, s.len);
    size_t pn = b.len, cn;
    char *p = tyc_buf_to_arena(&b, a);
    char *c = p ? tyc_x_clean(a, p, pn, &cn) : NULL;
    return c ? tyc_fn_strval(ec, c, cn) : NULL;
}

const tyc_value *tyc_f_pathexpand(FN_ARGS)
{
    tyc_str s;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0)
        return NULL;
    const char *err;
    size_t rn;
    char *r = tyc_x_home(ec->arena, s.p, s.len, &err, &rn);
    if (!r)
        return err ? tyc_fn_err(ec, call, "%s", err) : NULL;
    return tyc_fn_strval(ec, r, rn);
}
