/* SPDX-License-Identifier: Apache-2.0 */
/*
** lsp_tfcur.c: where a cursor is in a .tf buffer, from the tolerant scanner (lsp_scan.c):
** the blocks around it (type and labels, read back from each block's brace), whether an
** argument name goes there, the path of the value it is in, and the `var.NAME` /
** `local.NAME` reference under it (read from the text, so also inside a template); and what
** those name in the configuration model: the module of the buffer's directory, the child
** module of a `module` block (its `source`: a local path or `.terraform/modules`), the
** provider schema of a `resource` / `data` block and its nested blocks.
*/
#include "interp/lsp/lsp_tf.h"

#include "interp/config/project.h"
#include "runtime/base/str.h"

static int id_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c == '-';
}

/* The type and labels of the block whose brace is at open (the words before it on its line). */
static void header(const char *t, uint32_t open, lsp_tfblk *b)
{
    tyc_str w[8];
    uint32_t n = 0, i = open;
    for (;;) {
        while (i > 0 && (t[i - 1] == ' ' || t[i - 1] == '\t'))
            i--;
        if (!i || n == 8)
            break;
        uint32_t e = i;
        if (t[i - 1] == '"') {
            i--;
            while (i > 0 && t[i - 1] != '"' && t[i - 1] != '\n')
                i--;
            if (!i || t[i - 1] != '"')
                break;
            w[n++] = (tyc_str){t + i, e - 1 - i};
            i--;
        } else if (id_char(t[i - 1])) {
            while (i > 0 && id_char(t[i - 1]))
                i--;
            w[n++] = (tyc_str){t + i, e - i};
        } else
            break;
    }
    b->nwords = 0;
    for (uint32_t k = n; k > 0 && b->nwords < 3; k--)
        b->words[b->nwords++] = w[k - 1];
}

/* The `var.NAME` or `local.NAME` reference at off, from the text. */
static void reference(const char *t, uint32_t len, uint32_t off, lsp_tfcur *o)
{
    uint32_t b = off, e = off;
    while (b > 0 && id_char(t[b - 1]))
        b--;
    while (e < len && id_char(t[e]))
        e++;
    uint32_t rb, re, nb, ne;
    if (b > 0 && t[b - 1] == '.') { /* on the name (or just after the dot) */
        re = b - 1;
        rb = re;
        while (rb > 0 && id_char(t[rb - 1]))
            rb--;
        nb = b;
        ne = e;
    } else if (e < len && t[e] == '.') { /* on the root */
        rb = b;
        re = e;
        nb = ne = e + 1;
        while (ne < len && id_char(t[ne]))
            ne++;
    } else
        return;
    if (rb > 0 && (t[rb - 1] == '.' || id_char(t[rb - 1])))
        return;
    tyc_str root = {t + rb, re - rb};
    if (!tyc_str_eqz(root, "var") && !tyc_str_eqz(root, "local"))
        return;
    o->ref = tyc_str_eqz(root, "var") ? REF_VAR : REF_LOCAL;
    o->name = (tyc_str){t + nb, ne - nb};
    o->nbeg = nb;
    o->nend = ne;
}

int lsp_tf_cursor(tyc_arena *a, const char *t, uint32_t len, uint32_t off, lsp_tfcur *o)
{
    memset(o, 0, sizeof *o);
    if (off > len)
        off = len;
    if (lsp_scan(a, t, len, off, 0, &o->c) < 0)
        return -1;
    reference(t, len, off, o);
    const lsp_cursor *c = &o->c;
    uint32_t k = 1;
    for (; k < c->nframes && o->nblk < LSP_TF_MAXBLK; k++) {
        const lsp_frame *f = &c->frames[k], *p = &c->frames[k - 1];
        if (f->kind != LSP_FR_OBJ || p->value || (k > 1 && p->kind != LSP_FR_OBJ))
            break;
        lsp_tfblk *b = &o->blk[o->nblk++];
        header(t, f->open, b);
        b->open = f->open;
    }
    o->at_block = o->nblk && k == c->nframes && !c->frames[k - 1].value;
    return 0;
}

/* ---- the model ---- */

/* The target of the project of dir (the default when it names none or is broken). */
static tyc_target target_of(tyc_arena *a, const char *dir)
{
    tyc_project p = {0};
    tyc_diags tmp;
    tyc_diags_init(&tmp, a);
    tyc_target t = tyc_target_default();
    if (tyc_project_find(a, dir, &p, &tmp) < 0 || tyc_project_target(&p, &t, &tmp) < 0 ||
        tmp.nerrors)
        return tyc_target_default();
    return t;
}

int lsp_tf_module(lsp_srv *s, tyc_arena *a, const char *dir, tyc_module *m)
{
    tyc_overlay *ov = TYC_NEW(a, tyc_overlay);
    tyc_diags d;
    tyc_diags_init(&d, a);
    memset(m, 0, sizeof *m);
    if (!ov || lsp_overlay(s, a, ov) < 0)
        return -1;
    return tyc_module_load_ov(a, dir, ov, target_of(a, dir), m, &d);
}

/* The directory of module call name with source src in the root module dir: a local path,
** else the one `terraform init` installed (.terraform/modules/modules.json). */
static const char *child_dir(tyc_arena *a, const char *dir, const char *name, const char *src)
{
    if (!strncmp(src, "./", 2) || !strncmp(src, "../", 3))
        return lsp_path_clean(a, tyc_sprintf(a, "%s/%s", dir, src));
    const char *mj = tyc_sprintf(a, "%s/.terraform/modules/modules.json", dir);
    json_t *j = mj ? json_load_file(mj, 0, NULL) : NULL;
    json_t *mods = json_object_get(j, "Modules");
    const char *out = NULL;
    for (size_t i = 0; i < json_array_size(mods) && !out; i++) {
        json_t *e = json_array_get(mods, i);
        const char *key = json_string_value(json_object_get(e, "Key"));
        const char *md = json_string_value(json_object_get(e, "Dir"));
        if (key && md && !strcmp(key, name))
            out = lsp_path_clean(a, md[0] == '/' ? md : tyc_sprintf(a, "%s/%s", dir, md));
    }
    json_decref(j);
    return out;
}

const char *lsp_tf_child(lsp_srv *s, tyc_arena *a, const lsp_doc *d, const lsp_tfblk *b,
                         tyc_module *child)
{
    if (b->nwords != 2 || !tyc_str_eqz(b->words[0], "module"))
        return NULL;
    lsp_cursor in; /* the arguments of the block, from just inside its brace */
    if (lsp_scan(a, d->text, (uint32_t)d->len, b->open + 1, 0, &in) < 0)
        return NULL;
    const char *src = NULL;
    for (uint32_t i = 0; i < in.nsiblings && !src; i++) {
        if (!tyc_str_eqz(in.siblings[i].name, "source"))
            continue;
        uint32_t j = in.siblings[i].end;
        while (j < d->len && (d->text[j] == ' ' || d->text[j] == '\t' || d->text[j] == '='))
            j++;
        if (j < d->len && d->text[j] == '"') {
            uint32_t e = j + 1;
            while (e < d->len && d->text[e] != '"' && d->text[e] != '\n')
                e++;
            src = tyc_strndup(a, d->text + j + 1, e - j - 1);
        }
    }
    const char *dir = lsp_dirname(a, d->path);
    const char *name = tyc_strndup(a, b->words[1].p, b->words[1].len);
    const char *cd = src && dir && name ? child_dir(a, dir, name, src) : NULL;
    if (!cd || lsp_tf_module(s, a, cd, child) < 0 || !child->nfiles)
        return NULL;
    return cd;
}

/* An attribute of type list or set of objects written as blocks (Terraform's attributes as
** blocks): a block of the object's attributes, each optional. NULL for another attribute. */
static const tyc_sblock *as_block(tyc_arena *a, const tyc_sattr *at)
{
    const tyc_type *t = at ? at->itype : NULL;
    if (!t || (t->kind != TYC_LIST && t->kind != TYC_SET) || t->elem->kind != TYC_OBJECT)
        return NULL;
    t = t->elem;
    tyc_sblock *b = TYC_NEW(a, tyc_sblock);
    tyc_sattr *v = TYC_NEWN(a, tyc_sattr, t->n ? t->n : 1);
    if (!b || !v)
        return NULL;
    for (uint32_t i = 0; i < t->n; i++) {
        v[i].name = tyc_strndup(a, t->names[i].p, t->names[i].len);
        v[i].type = v[i].itype = t->elems[i];
        v[i].optional = 1;
        if (!v[i].name)
            return NULL;
    }
    b->attrs = v;
    b->nattrs = t->n;
    return b;
}

const tyc_sblock *lsp_tf_schema(lsp_srv *s, tyc_arena *a, const lsp_doc *d,
                                const lsp_tfcur *cur, uint32_t *depth)
{
    const lsp_tfblk *b = &cur->blk[0];
    int data = tyc_str_eqz(b->words[0], "data");
    if (!cur->nblk || b->nwords != 3 || (!data && !tyc_str_eqz(b->words[0], "resource")))
        return NULL;
    const tyc_schemas *set = lsp_schemas(s, a, lsp_dirname(a, d->path));
    tyc_str ty = b->words[1];
    uint32_t ln = 0;
    while (ln < ty.len && ty.p[ln] != '_')
        ln++;
    tyc_sprov *p = NULL;
    for (uint32_t i = 0; set && i < set->n; i++) {
        const char *addr = tyc_sprov_addr(set->p[i]);
        size_t an = strlen(addr);
        if (an > ln && addr[an - ln - 1] == '/' && !memcmp(addr + an - ln, ty.p, ln) &&
            (!p || strstr(addr, "/hashicorp/")))
            p = set->p[i];
    }
    tyc_diags tmp;
    tyc_diags_init(&tmp, a);
    int st;
    const tyc_sblock *sb = p ? tyc_sprov_block(a, p, data ? TYC_SK_DATA : TYC_SK_RESOURCE, ty,
                                               &tmp, &st)
                             : NULL;
    /* nested blocks: `dynamic "x"` stands for x, its `content` for nothing more */
    uint32_t k = 1;
    for (; sb && k < cur->nblk; k++) {
        const lsp_tfblk *nb = &cur->blk[k];
        tyc_str name = nb->nwords ? nb->words[0] : (tyc_str){"", 0};
        if (tyc_str_eqz(name, "dynamic") && nb->nwords == 2)
            name = nb->words[1];
        else if (tyc_str_eqz(name, "content") && k > 1 &&
                 tyc_str_eqz(cur->blk[k - 1].words[0], "dynamic"))
            continue;
        const tyc_sbtype *bt = tyc_sblock_btype(sb, name);
        sb = bt ? bt->block : as_block(a, tyc_sblock_attr(sb, name));
    }
    *depth = k;
    return sb;
}
