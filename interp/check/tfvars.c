/* SPDX-License-Identifier: Apache-2.0 */
/*
** tfvars.c: collecting raw variable values from the environment, the automatic tfvars
** files, -var and -var-file (internal/command/arguments/vars.go and the tfvars loader),
** with the collection-phase diagnostics. Values are evaluated later (check.c).
*/
#define _POSIX_C_SOURCE 200809L
#include "interp/check/tfvars.h"

#include <dirent.h>
#include <stdlib.h>

#include "runtime/diag/diag_render.h"
#include "interp/config/module.h"
#include "interp/syntax/context.h"
#include "interp/syntax/parse.h"
#include "runtime/base/file.h"
#include "runtime/base/str.h"
#include "interp/config/overlay.h"

typedef struct coll {
    tyc_arena *a;
    tyc_diags *d;
    tyc_vec all;
    const tyc_overlay *ov;
} coll;

static int add_raw(coll *c, const char *name, int kind, const tyc_source *src,
                   const tyc_node *expr, const char *text)
{
    tyc_raw *r = TYC_NEW(c->a, tyc_raw);
    if (!r)
        return -1;
    r->name = name;
    r->kind = kind;
    r->src = src;
    r->expr = expr;
    r->text = text;
    r->len = text ? (uint32_t)strlen(text) : 0;
    r->seq = c->all.n;
    return tyc_vec_push(c->a, &c->all, r);
}

/* Records the name's source range on the raw value added last. */
static void set_key(coll *c, uint32_t beg, uint32_t end)
{
    tyc_raw *r = c->all.v[c->all.n - 1];
    r->kbeg = beg;
    r->kend = end;
}

static void add_range(tyc_buf *b, const tyc_source *s, uint32_t beg, uint32_t end)
{
    tyc_range r = {s, beg, end};
    tyc_range_buf(b, &r);
}

static int by_name(const void *x, const void *y)
{
    const tyc_node *p = *(const tyc_node *const *)x, *q = *(const tyc_node *const *)y;
    int c = strcmp(p->text, q->text);
    return c ? c : (p->beg > q->beg) - (p->beg < q->beg);
}

/* "Attribute redefined" for repeated names of an HCL tfvars body (sorted scan). */
static int hcl_dups(coll *c, const tyc_source *src, const tyc_node *body)
{
    tyc_node **v = TYC_NEWN(c->a, tyc_node *, body->n ? body->n : 1);
    uint32_t n = 0;
    if (!v)
        return -1;
    for (uint32_t i = 0; i < body->n; i++)
        if (body->kids[i]->kind == TYC_N_ATTR)
            v[n++] = body->kids[i];
    qsort(v, n, sizeof *v, by_name);
    for (uint32_t i = 1, j = 0; i < n; i++) { /* j: the first of the run of v[i]'s name */
        if (strcmp(v[i]->text, v[i - 1]->text)) {
            j = i;
            continue;
        }
        tyc_buf b;
        tyc_buf_init(&b, c->a->ctx);
        add_range(&b, src, v[j]->nbeg, v[j]->nend);
        char *r = tyc_buf_to_arena(&b, c->a);
        if (!r || !tyc_diag_add(c->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, src, v[i]->nbeg,
                                v[i]->nend, "Attribute redefined",
                                "The argument \"%s\" was already set at %s. Each argument may "
                                "be set only once.",
                                v[i]->text, r))
            return -1;
    }
    return 0;
}

/* A native-syntax tfvars body: variable blocks, other blocks, then the attributes. */
static int hcl_file(coll *c, const tyc_source *src, const tyc_node *body)
{
    int nvar = 0;
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *b = body->kids[i];
        if (b->kind != TYC_N_BLOCK || strcmp(b->text, "variable"))
            continue;
        nvar++;
        const char *nm = b->n > 1 && b->kids[1]->text ? b->kids[1]->text : "";
        if (!tyc_diag_add(c->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, src, b->nbeg, b->nend,
                          "Variable declaration in .tfvars file",
                          "A .tfvars file is used to assign values to variables that have "
                          "already been declared in .tf files, not to declare new variables. To "
                          "declare variable \"%s\", place this block in one of your .tf files, "
                          "such as variables.tf.\n\nTo set a value for this variable in %s, use "
                          "the definition syntax instead:\n    %s = <value>",
                          nm, src->name, nm))
            return -1;
    }
    if (nvar)
        return 0;
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *b = body->kids[i];
        if (b->kind == TYC_N_BLOCK)
            return tyc_diag_add(c->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, src, b->nbeg, b->nend,
                                tyc_sprintf(c->a, "Unexpected \"%s\" block", b->text),
                                "Blocks are not allowed here.")
                       ? 0
                       : -1;
    }
    if (hcl_dups(c, src, body) < 0)
        return -1;
    for (uint32_t i = 0; i < body->n; i++) {
        if (add_raw(c, body->kids[i]->text, TYC_RAW_FILE, src, body->kids[i]->kids[0], NULL) < 0)
            return -1;
        set_key(c, body->kids[i]->nbeg, body->kids[i]->nend);
    }
    return 0;
}

/* A JSON tfvars property: its key node and its name. */
typedef struct jprop {
    const tyc_node *key;
    const char *name;
    uint32_t i;
} jprop;

static int by_jname(const void *x, const void *y)
{
    const jprop *p = x, *q = y;
    int c = strcmp(p->name, q->name);
    return c ? c : (p->i > q->i) - (p->i < q->i);
}

/* "Duplicate attribute definition" for the repeated names of a JSON tfvars object, each
** pointing at the first definition (a sorted scan: linear after the sort). */
static int json_dups(coll *c, const tyc_source *src, const tyc_node *root)
{
    uint32_t n = root->n / 2;
    jprop *v = TYC_NEWN(c->a, jprop, n ? n : 1);
    if (!v)
        return -1;
    for (uint32_t i = 0; i < n; i++) {
        const tyc_node *k = root->kids[2 * i];
        v[i].key = k->kind == TYC_N_OBJKEY ? k->kids[0] : k;
        v[i].name = v[i].key->text ? v[i].key->text : "";
        v[i].i = i;
    }
    qsort(v, n, sizeof *v, by_jname);
    for (uint32_t i = 1, j = 0; i < n; i++) { /* j: the first of the run of v[i]'s name */
        if (strcmp(v[i].name, v[j].name)) {
            j = i;
            continue;
        }
        if (!strcmp(v[i].name, "//") || !v[j].key->text)
            continue;
        tyc_buf b;
        tyc_buf_init(&b, c->a->ctx);
        add_range(&b, src, v[j].key->beg, v[j].key->end);
        char *r = tyc_buf_to_arena(&b, c->a);
        if (!r || !tyc_diag_add(c->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, src, v[i].key->beg,
                                v[i].key->end, "Duplicate attribute definition",
                                "The argument \"%s\" was already set at %s.", v[i].name, r))
            return -1;
    }
    return 0;
}

/* A JSON tfvars file: an object whose properties are values ("//" ignored). */
static int json_file(coll *c, const tyc_source *src, const tyc_node *root)
{
    if (root->kind != TYC_N_OBJECT)
        return tyc_diag_add(c->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, src, root->beg, root->end,
                            "Incorrect JSON value type",
                            "A JSON object is required here, setting the arguments for this "
                            "block.")
                   ? 0
                   : -1;
    if (json_dups(c, src, root) < 0)
        return -1;
    for (uint32_t i = 0; i < root->n / 2; i++) {
        const tyc_node *k = root->kids[2 * i];
        const tyc_node *ks = k->kind == TYC_N_OBJKEY ? k->kids[0] : k;
        const char *name = ks->text ? ks->text : "";
        if (!strcmp(name, "//"))
            continue;
        if (add_raw(c, name, TYC_RAW_FILE, src, root->kids[2 * i + 1], NULL) < 0)
            return -1;
        set_key(c, ks->beg, ks->end);
    }
    return 0;
}

static int ends_with(const char *s, const char *suf)
{
    size_t n = strlen(s), m = strlen(suf);
    return n >= m && !strcmp(s + n - m, suf);
}

/* Reads one tfvars file at path (shown as name). must: a missing file is an error. */
static int read_vars(coll *c, const char *path, const char *name, int must)
{
    const char *err;
    uint32_t len;
    char *text = tyc_overlay_read(c->a, c->ov, path, &len, &err);
    if (!text) {
        if (!err)
            return -1;
        if (!must && !strcmp(err, "no such file"))
            return 0;
        if (!strcmp(err, "no such file"))
            return tyc_diag_add(c->d, TYC_SEV_ERROR, TYCON_ERR_IO, NULL, 0, 0,
                                "Failed to read variables file",
                                "Given variables file %s does not exist.", name)
                       ? 0
                       : -1;
        return tyc_diag_add(c->d, TYC_SEV_ERROR, TYCON_ERR_IO, NULL, 0, 0,
                            "Failed to read variables file", "Error while reading %s: %s.", name,
                            err)
                   ? 0
                   : -1;
    }
    tyc_source *src = TYC_NEW(c->a, tyc_source);
    if (!src)
        return -1;
    src->name = name;
    src->text = text;
    src->len = len;
    int st, json = ends_with(name, ".json");
    src->json = (uint8_t)json;
    tyc_node *kept = NULL;
    tyc_node *root = json ? tyc_parse_json_file(c->a, src, c->d, &st, 1)
                          : tyc_parse_body_values_kept(c->a, src, c->d, &st, &kept);
    if (!root && kept) /* (its diagnostics name the blocks they are in) */
        src->body = kept, src->context = tyc_context_string, src->index_arena = c->a;
    if (!root)
        return c->a->ctx->oom ? -1 : 0;
    src->body = json ? NULL : root;
    src->context = json ? NULL : tyc_context_string;
    src->index_arena = c->a;
    return json ? json_file(c, src, root) : hcl_file(c, src, root);
}

static int cmp_str(const void *x, const void *y)
{
    return strcmp(*(char *const *)x, *(char *const *)y);
}

static int is_auto(const char *n)
{
    return ends_with(n, ".auto.tfvars") || ends_with(n, ".auto.tfvars.json");
}

/* terraform.tfvars, terraform.tfvars.json, then *.auto.tfvars(.json) in lexical order. */
static int auto_files(coll *c, const char *dir)
{
    static const char *const fixed[] = {"terraform.tfvars", "terraform.tfvars.json"};
    for (int i = 0; i < 2; i++) {
        char *p = tyc_sprintf(c->a, "%s/%s", dir, fixed[i]);
        if (!p || read_vars(c, p, fixed[i], 0) < 0)
            return -1;
    }
    tyc_vec names = {0};
    DIR *dp = opendir(dir);
    if (!dp)
        return 0;
    struct dirent *e;
    while ((e = readdir(dp)) != NULL) {
        if (!ends_with(e->d_name, ".auto.tfvars") && !ends_with(e->d_name, ".auto.tfvars.json"))
            continue;
        char *nm = tyc_strndup(c->a, e->d_name, strlen(e->d_name));
        if (!nm || tyc_vec_push(c->a, &names, nm) < 0) {
            closedir(dp);
            return -1;
        }
    }
    closedir(dp);
    if (tyc_overlay_list(c->a, c->ov, dir, is_auto, &names) < 0)
        return -1;
    if (names.n)
        qsort(names.v, names.n, sizeof *names.v, cmp_str);
    for (uint32_t i = 0; i < names.n; i++) {
        char *p = tyc_sprintf(c->a, "%s/%s", dir, (char *)names.v[i]);
        if (!p || read_vars(c, p, names.v[i], 1) < 0)
            return -1;
    }
    return 0;
}

/* One -var NAME=VALUE argument. */
static int cli_var(coll *c, const char *arg)
{
    const char *eq = strchr(arg, '=');
    if (!eq) {
        tyc_buf b;
        tyc_buf_init(&b, c->a->ctx);
        tyc_buf_goquote(&b, arg, strlen(arg));
        char *q = tyc_buf_to_arena(&b, c->a);
        return q && tyc_diag_add(c->d, TYC_SEV_ERROR, TYCON_ERR_MISUSE, NULL, 0, 0,
                                 "Invalid -var option",
                                 "The given -var option %s is not correctly specified. Must be a "
                                 "variable name and value separated by an equals sign, like "
                                 "-var=\"key=value\".",
                                 q)
                   ? 0
                   : -1;
    }
    size_t nl = (size_t)(eq - arg);
    char *name = tyc_strndup(c->a, arg, nl);
    if (!name)
        return -1;
    if (nl && (name[nl - 1] == ' ' || name[nl - 1] == '\t')) {
        size_t t = nl;
        while (t && (name[t - 1] == ' ' || name[t - 1] == '\t'))
            t--;
        tyc_buf b;
        tyc_buf_init(&b, c->a->ctx);
        tyc_buf_goquote(&b, name, nl);
        char *q = tyc_buf_to_arena(&b, c->a);
        return q && tyc_diag_add(c->d, TYC_SEV_ERROR, TYCON_ERR_MISUSE, NULL, 0, 0,
                                 "Invalid -var option",
                                 "Variable name %s is invalid due to trailing space. Did you "
                                 "mean -var=\"%.*s=%s\"?",
                                 q, (int)t, name, eq + 1)
                   ? 0
                   : -1;
    }
    return add_raw(c, name, TYC_RAW_CLI, NULL, NULL, eq + 1);
}

static int env_vars(coll *c, const char *const *env)
{
    for (; env && *env; env++) {
        const char *e = *env, *eq = strchr(e, '=');
        if (strncmp(e, "TF_VAR_", 7) || !eq || eq == e + 7)
            continue;
        char *name = tyc_strndup(c->a, e + 7, (size_t)(eq - e - 7));
        if (!name || add_raw(c, name, TYC_RAW_ENV, NULL, NULL, eq + 1) < 0)
            return -1;
    }
    return 0;
}

static int by_raw(const void *x, const void *y)
{
    const tyc_raw *p = *(const tyc_raw *const *)x, *q = *(const tyc_raw *const *)y;
    int c = strcmp(p->name, q->name);
    return c ? c : (p->seq > q->seq) - (p->seq < q->seq);
}

int tyc_tfvars_collect(tyc_arena *a, const char *dir, const char *const *env,
                       const tyc_cli_src *cli, uint32_t ncli, tyc_raws *out, tyc_diags *d)
{
    return tyc_tfvars_collect_ov(a, dir, NULL, env, cli, ncli, out, d);
}

int tyc_tfvars_collect_ov(tyc_arena *a, const char *dir, const tyc_overlay *ov,
                          const char *const *env, const tyc_cli_src *cli, uint32_t ncli,
                          tyc_raws *out, tyc_diags *d)
{
    coll c = {a, d, {0}, ov};
    out->v = NULL;
    out->n = 0;
    if (env_vars(&c, env) < 0 || auto_files(&c, dir) < 0)
        return -1;
    for (uint32_t i = 0; i < ncli; i++) {
        int rc = cli[i].is_file ? read_vars(&c, cli[i].text, cli[i].text, 1) : cli_var(&c, cli[i].text);
        if (rc < 0)
            return -1;
    }
    tyc_raw **v = (tyc_raw **)c.all.v;
    if (c.all.n)
        qsort(v, c.all.n, sizeof *v, by_raw);
    uint32_t n = 0;
    for (uint32_t i = 0; i < c.all.n; i++) {
        if (i + 1 < c.all.n && !strcmp(v[i]->name, v[i + 1]->name))
            continue;
        v[n++] = v[i];
    }
    out->v = v;
    out->n = n;
    return 0;
}

const tyc_raw *tyc_raws_find(const tyc_raws *r, const char *name)
{
    uint32_t lo = 0, hi = r->n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        int c = strcmp(r->v[mid]->name, name);
        if (!c)
            return r->v[mid];
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}
