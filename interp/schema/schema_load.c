/* SPDX-License-Identifier: Apache-2.0 */
/*
** schema_load.c: reading a provider schema file. One pass over the JSON checks its syntax
** (iteratively, so nesting depth costs no stack) and records, per provider, where the
** provider block and each resource type's and data source's schema are in the text; the
** blocks themselves are decoded on first use (tyc_sprov_block).
*/
#include <stddef.h>
#include <stdlib.h>

#include "interp/schema/schema.h"
#include "runtime/base/str.h"
#include "runtime/base/file.h"

/* One indexed schema: its name and its JSON text; the block once decoded. */
typedef struct ent {
    tyc_str name;
    uint32_t beg, end;
    const tyc_sblock *b;
    int st;                 /* 0 not decoded, 1 decoded, 2 malformed, 3 malformed and to be
                               reported again (tyc_schemas_forget_bad) */
} ent;

struct tyc_sprov {
    tyc_arena *home;        /* the arena the provider was loaded in: decoded blocks go there */
    const char *addr, *file, *text;
    uint32_t pbeg, pend;    /* the "provider" member's value, or 0/0 */
    ent *e[2];              /* resource types, data sources: sorted by name */
    uint32_t n[2], cap[2];
    const tyc_sblock *cfg;
    int cfgst;
};

/* The scanner over the file's text. */
typedef struct sc {
    tyc_arena *a;
    const char *t;
    uint32_t n, i;
    const char *err;        /* the first syntax error */
} sc;

static void ws(sc *s)
{
    while (s->i < s->n && (s->t[s->i] == ' ' || s->t[s->i] == '\n' || s->t[s->i] == '\t' ||
                           s->t[s->i] == '\r'))
        s->i++;
}

static int fail(sc *s, const char *msg)
{
    if (!s->err)
        s->err = msg;
    return -1;
}

/* A string at s->i: *raw its bytes between the quotes, *esc 1 when it has escapes. */
static int string(sc *s, tyc_str *raw, int *esc)
{
    if (s->i >= s->n || s->t[s->i] != '"')
        return fail(s, "a string is expected here");
    uint32_t b = ++s->i;
    *esc = 0;
    while (s->i < s->n && s->t[s->i] != '"') {
        unsigned char c = (unsigned char)s->t[s->i];
        if (c < 0x20)
            return fail(s, "a control character is not allowed in a string");
        if (c == '\\') {
            *esc = 1;
            s->i++;
        }
        s->i++;
    }
    if (s->i >= s->n)
        return fail(s, "the string is not terminated");
    *raw = (tyc_str){s->t + b, s->i - b};
    s->i++;
    return 0;
}

/* An object member's key and its colon at s->i (white space around them skipped). */
static int key_colon(sc *s, tyc_str *raw, int *esc)
{
    ws(s);
    if (string(s, raw, esc) < 0)
        return -1;
    ws(s);
    if (s->i >= s->n || s->t[s->i] != ':')
        return fail(s, "a colon is expected after an object key");
    s->i++;
    return 0;
}

/* A scalar (number, true, false, null) at s->i. */
static int scalar(sc *s)
{
    uint32_t b = s->i;
    while (s->i < s->n && (s->t[s->i] == '-' || s->t[s->i] == '+' || s->t[s->i] == '.' ||
                           (s->t[s->i] >= '0' && s->t[s->i] <= '9') ||
                           (s->t[s->i] >= 'a' && s->t[s->i] <= 'z') || s->t[s->i] == 'E'))
        s->i++;
    if (s->i == b)
        return fail(s, "a value is expected here");
    tyc_str w = {s->t + b, s->i - b};
    if (tyc_str_eqz(w, "true") || tyc_str_eqz(w, "false") || tyc_str_eqz(w, "null"))
        return 0;
    char *end = NULL;
    char tmp[64];
    if (w.len >= sizeof tmp)
        return 0; /* a long number: accepted (schemas hold small integers) */
    memcpy(tmp, w.p, w.len);
    tmp[w.len] = 0;
    (void)strtod(tmp, &end);
    return end == tmp + w.len ? 0 : fail(s, "invalid value");
}

/* Skips one value at s->i without recursion: whether each open level is an object or an
** array is one bit of a fixed array (4096 levels; deeper is an error). */
static int skip(sc *s)
{
    uint64_t kinds[64] = {0}; /* bit set: object; 4096 levels */
    uint32_t depth = 0;
    int esc;
    tyc_str raw;
    for (;;) {
        ws(s);
        if (s->i >= s->n)
            return fail(s, "the file ends inside a value");
        char c = s->t[s->i];
        if (c == '{' || c == '[') {
            if (depth >= 4096)
                return fail(s, "nesting is too deep");
            if (c == '{')
                kinds[depth / 64] |= (uint64_t)1 << (depth % 64);
            else
                kinds[depth / 64] &= ~((uint64_t)1 << (depth % 64));
            depth++;
            s->i++;
            ws(s);
            if (s->i < s->n && s->t[s->i] == (c == '{' ? '}' : ']')) {
                s->i++;
                depth--;
                goto after;
            }
            if (c == '{')
                goto key;
            continue;
        }
        if (c == '"' ? string(s, &raw, &esc) < 0 : scalar(s) < 0)
            return -1;
    after:
        for (;;) {
            if (!depth)
                return 0;
            ws(s);
            int obj = (kinds[(depth - 1) / 64] >> ((depth - 1) % 64)) & 1;
            if (s->i < s->n && s->t[s->i] == ',') {
                s->i++;
                if (obj)
                    goto key;
                break;
            }
            if (s->i < s->n && s->t[s->i] == (obj ? '}' : ']')) {
                s->i++;
                depth--;
                continue;
            }
            return fail(s, obj ? "a comma or a closing brace is expected here"
                               : "a comma or a closing bracket is expected here");
        }
        continue;
    key:
        if (key_colon(s, &raw, &esc) < 0)
            return -1;
    }
}

/* A key's text: its bytes when it has no escape, else decoded (\" \\ \/ only; others
** kept as written). NULL on OOM. */
static const char *keytext(sc *s, tyc_str raw, int esc, size_t *len)
{
    char *o = tyc_strndup(s->a, raw.p, raw.len);
    if (!o || !esc) {
        *len = raw.len;
        return o;
    }
    size_t j = 0;
    for (size_t i = 0; i < raw.len; i++) {
        if (raw.p[i] == '\\' && i + 1 < raw.len &&
            (raw.p[i + 1] == '"' || raw.p[i + 1] == '\\' || raw.p[i + 1] == '/'))
            i++;
        o[j++] = raw.p[i];
    }
    o[j] = 0;
    *len = j;
    return o;
}

/* Iterates the members of an object at s->i: for each, fn(s, ud, key, keylen) with s->i at
** the value, which fn must consume (skip or scan). */
typedef int (*member_fn)(sc *s, void *ud, const char *key, size_t klen);

static int members(sc *s, void *ud, member_fn fn)
{
    ws(s);
    if (s->i >= s->n || s->t[s->i] != '{')
        return fail(s, "an object is expected here");
    s->i++;
    ws(s);
    if (s->i < s->n && s->t[s->i] == '}') {
        s->i++;
        return 0;
    }
    for (;;) {
        tyc_str raw;
        int esc;
        size_t klen;
        if (key_colon(s, &raw, &esc) < 0)
            return -1;
        ws(s);
        const char *k = keytext(s, raw, esc, &klen);
        if (!k || fn(s, ud, k, klen) < 0)
            return -1;
        ws(s);
        if (s->i < s->n && s->t[s->i] == ',') {
            s->i++;
            continue;
        }
        if (s->i < s->n && s->t[s->i] == '}') {
            s->i++;
            return 0;
        }
        return fail(s, "a comma or a closing brace is expected here");
    }
}

/* ---- the structure ---- */

/* Makes room for one more element of size sz in the arena array *v of n (capacity *cap,
** doubled when full). -1 on OOM. */
static int grow(tyc_arena *a, void **v, uint32_t n, uint32_t *cap, size_t sz)
{
    if (n < *cap)
        return 0;
    uint32_t nc = *cap ? *cap * 2 : 16;
    void *nv = tyc_alloc(a, (size_t)nc * sz);
    if (!nv)
        return -1;
    if (n)
        memcpy(nv, *v, (size_t)n * sz);
    *v = nv;
    *cap = nc;
    return 0;
}

typedef struct kind_ud {
    tyc_sprov *p;
    int kind;
} kind_ud;

static int one_type(sc *s, void *ud, const char *key, size_t klen)
{
    kind_ud *k = ud;
    tyc_sprov *p = k->p;
    uint32_t b = s->i;
    if (skip(s) < 0)
        return -1;
    if (grow(s->a, (void **)&p->e[k->kind], p->n[k->kind], &p->cap[k->kind], sizeof(ent)) < 0)
        return -1;
    p->e[k->kind][p->n[k->kind]++] = (ent){{key, klen}, b, s->i, NULL, 0};
    return 0;
}

static int prov_member(sc *s, void *ud, const char *key, size_t klen)
{
    tyc_sprov *p = ud;
    tyc_str k = {key, klen};
    if (tyc_str_eqz(k, "provider")) {
        p->pbeg = s->i;
        int r = skip(s);
        p->pend = s->i;
        return r;
    }
    int kind = tyc_str_eqz(k, "resource_schemas") ? TYC_SK_RESOURCE
               : tyc_str_eqz(k, "data_source_schemas") ? TYC_SK_DATA
                                                        : -1;
    if (kind < 0)
        return skip(s);
    kind_ud ku = {p, kind};
    return members(s, &ku, one_type);
}

static int ent_cmp(const void *x, const void *y)
{
    return tyc_str_cmp(((const ent *)x)->name, ((const ent *)y)->name);
}

typedef struct load_ud {
    tyc_schemas *set;
    const char *file;
    int version_bad;
} load_ud;

/* Adds p to the set, replacing a provider of the same address. -1 on OOM. */
static int add_prov(tyc_arena *a, tyc_schemas *set, tyc_sprov *p)
{
    for (uint32_t i = 0; i < set->n; i++)
        if (!strcmp(set->p[i]->addr, p->addr)) {
            set->p[i] = p;
            return 0;
        }
    if (grow(a, (void **)&set->p, set->n, &set->cap, sizeof *set->p) < 0)
        return -1;
    set->p[set->n++] = p;
    return 0;
}

static int provider(sc *s, void *ud, const char *key, size_t klen)
{
    load_ud *l = ud;
    tyc_sprov *p = TYC_NEW(s->a, tyc_sprov);
    if (!p)
        return -1;
    p->addr = key;
    p->home = s->a;
    p->file = l->file;
    p->text = s->t;
    if (members(s, p, prov_member) < 0)
        return -1;
    (void)klen;
    for (int k = 0; k < 2; k++)
        if (p->n[k])
            qsort(p->e[k], p->n[k], sizeof(ent), ent_cmp);
    return add_prov(s->a, l->set, p);
}

static int root_member(sc *s, void *ud, const char *key, size_t klen)
{
    load_ud *l = ud;
    tyc_str k = {key, klen};
    if (tyc_str_eqz(k, "provider_schemas"))
        return members(s, l, provider);
    if (tyc_str_eqz(k, "format_version")) {
        tyc_str v;
        int esc;
        if (string(s, &v, &esc) < 0)
            return -1;
        l->version_bad = !(v.len >= 2 && v.p[0] == '1' && v.p[1] == '.');
        return 0;
    }
    return skip(s);
}

/* A file-level error: "Invalid provider schema file". 1, or -1 on OOM. */
static int file_error(tyc_arena *a, tyc_diags *d, const char *path, const char *text,
                      uint32_t len, uint32_t at, const char *msg)
{
    tyc_source *src = text ? TYC_NEW(a, tyc_source) : NULL;
    if (src) {
        src->name = path;
        src->text = text;
        src->len = len;
    }
    if (text && !src)
        return -1;
    uint32_t end = src && at < len ? at + 1 : at;
    return tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_IO, src, at, end,
                        "Invalid provider schema file", "The provider schema file %s %s.", path,
                        msg)
               ? 1
               : -1;
}

int tyc_schemas_load(tyc_arena *a, tyc_schemas *set, const char *path, tyc_diags *d)
{
    uint32_t len = 0;
    const char *err = NULL;
    const char *text = tyc_read_file(a, path, &len, &err);
    if (!text) {
        if (!err)
            return -1;
        const char *m = tyc_sprintf(a, "cannot be read: %s", err);
        return m ? file_error(a, d, path, NULL, 0, 0, m) : -1;
    }
    const char *file = tyc_strndup(a, path, strlen(path));
    if (!file)
        return -1;
    tyc_schemas tmp = *set;
    load_ud l = {&tmp, file, 0};
    sc s = {a, text, len, 0, NULL};
    int r = members(&s, &l, root_member);
    if (r == 0) {
        ws(&s);
        if (s.i < s.n)
            r = fail(&s, "has more after the end of its JSON object");
    }
    if (r < 0 && !s.err)
        return -1;
    if (r < 0) {
        const char *m = tyc_sprintf(a, "is not valid JSON at byte %u: %s", s.i, s.err);
        return m ? file_error(a, d, file, text, len, s.i < len ? s.i : len, m) : -1;
    }
    if (l.version_bad)
        return file_error(a, d, file, NULL, 0, 0,
                          "has a format_version this version of tycon does not read (1.x "
                          "expected; produce it with `terraform providers schema -json`)");
    *set = tmp;
    return 0;
}

tyc_sprov *tyc_schemas_find(const tyc_schemas *s, tyc_str addr)
{
    for (uint32_t i = 0; s && i < s->n; i++)
        if (tyc_str_eqz(addr, s->p[i]->addr))
            return s->p[i];
    return NULL;
}

const char *tyc_sprov_addr(const tyc_sprov *p)
{
    return p->addr;
}

uint32_t tyc_sprov_count(const tyc_sprov *p, int kind)
{
    return p->n[kind];
}

tyc_str tyc_sprov_name(const tyc_sprov *p, int kind, uint32_t i)
{
    return p->e[kind][i].name;
}

/* Decodes e's block once. */
static const tyc_sblock *decode_ent(tyc_arena *a, tyc_sprov *p, ent *e, const char *what,
                                    tyc_diags *d, int *st)
{
    if (e->st == 0 || e->st == 3) {
        /* the block is kept in p: it lives where p does, whichever run asks first; a failure
           told again (tyc_schemas_forget_bad) is decoded in the caller's arena, kept nowhere */
        tyc_arena *in = e->st == 0 ? p->home : a;
        int oom = 0;
        const char *w = tyc_sprintf(in, "%s \"%.*s\"", what, (int)e->name.len, e->name.p);
        const tyc_sblock *b =
            w ? tyc_sblock_decode(in, p->file, p->text + e->beg, e->end - e->beg, w, d, &oom) : NULL;
        if (!b && (oom || !w)) {
            *st = -1;
            return NULL;
        }
        if (e->st == 0)
            e->b = b;
        e->st = e->b ? 1 : 2;
    }
    *st = e->st == 1 ? 0 : 2;
    return e->b;
}

const tyc_sblock *tyc_sprov_block(tyc_arena *a, tyc_sprov *p, int kind, tyc_str name,
                                  tyc_diags *d, int *st)
{
    /* keys are NUL-terminated copies (keytext), so the name's bytes are a C string */
    int32_t i = tyc_find_sorted_name(p->e[kind], p->n[kind], sizeof(ent),
                                     offsetof(ent, name) + offsetof(tyc_str, p), name);
    if (i >= 0)
        return decode_ent(a, p, &p->e[kind][i],
                          kind == TYC_SK_DATA ? "data source" : "resource type", d, st);
    *st = 1;
    return NULL;
}

const tyc_sblock *tyc_sprov_config(tyc_arena *a, tyc_sprov *p, tyc_diags *d, int *st)
{
    ent e = {{"provider", 8}, p->pbeg, p->pend, p->cfg, p->cfgst};
    if (p->pend == p->pbeg) {
        e.beg = e.end = 0;
        if (!p->cfg) {
            static const char empty[] = "{\"block\":{}}";
            int oom = 0;
            p->cfg = tyc_sblock_decode(p->home, p->file, empty, sizeof empty - 1, "provider", d,
                                       &oom);
            p->cfgst = p->cfg ? 1 : 2;
        }
        *st = p->cfg ? 0 : -1;
        return p->cfg;
    }
    const tyc_sblock *b = decode_ent(a, p, &e, "provider", d, st);
    p->cfg = e.b;
    p->cfgst = e.st;
    return b;
}

void tyc_schemas_forget_bad(tyc_schemas *s)
{
    for (uint32_t i = 0; s && i < s->n; i++) {
        tyc_sprov *p = s->p[i];
        for (int k = 0; k < 2; k++)
            for (uint32_t j = 0; j < p->n[k]; j++)
                if (p->e[k][j].st == 2)
                    p->e[k][j].st = 3;
        if (p->cfgst == 2)
            p->cfgst = 3;
    }
}
