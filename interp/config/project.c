/* SPDX-License-Identifier: Apache-2.0 */
/*
** project.c: finding and reading the project file `.tycon.hcl` (see project.h).
*/
#include "interp/config/project.h"

#include <sys/stat.h>

#include "interp/syntax/parse.h"
#include "runtime/base/file.h"

const char *tyc_project_lit(const tyc_node *e)
{
    if (e && e->kind == TYC_N_TEMPLATE && e->n == 0)
        return "";
    if (e && e->kind == TYC_N_TEMPLATE && e->n == 1)
        e = e->kids[0];
    return e && e->kind == TYC_N_STRING ? e->text : NULL;
}

/* The text of the project file at path (in directory cdir) parsed into *p. 0, or -1. */
static int parse(tyc_arena *a, const char *cdir, const char *path, const char *text,
                 uint32_t len, tyc_project *p, tyc_diags *d)
{
    tyc_source *src = TYC_NEW(a, tyc_source);
    if (!src)
        return -1;
    src->name = path;
    src->text = text;
    src->len = len;
    int st = 0;
    p->found = 1;
    p->dir = cdir;
    p->src = src;
    p->root = tyc_parse_body(a, src, d, &st);
    return p->root || d->count ? 0 : -1;
}

int tyc_project_find(tyc_arena *a, const char *dir, tyc_project *p, tyc_diags *d)
{
    memset(p, 0, sizeof *p);
    const char *cur = dir;
    struct stat here, up;
    for (int depth = 0; depth < 64 && stat(cur, &here) == 0; depth++) {
        const char *path = tyc_sprintf(a, "%s/.tycon.hcl", cur);
        if (!path)
            return -1;
        uint32_t len = 0;
        const char *err = NULL;
        const char *text = tyc_read_file(a, path, &len, &err);
        if (text)
            return parse(a, cur, path, text, len, p, d);
        if (!err)
            return -1;
        const char *parent = tyc_sprintf(a, "%s/..", cur);
        if (!parent)
            return -1;
        if (stat(parent, &up) != 0 || (up.st_dev == here.st_dev && up.st_ino == here.st_ino))
            break;
        cur = parent;
    }
    return 0;
}

int tyc_project_target(const tyc_project *p, tyc_target *t, tyc_diags *d)
{
    for (uint32_t i = 0; p->root && i < p->root->n; i++) {
        const tyc_node *at = p->root->kids[i];
        if (at->kind != TYC_N_ATTR || strcmp(at->text, "target"))
            continue;
        const char *s = tyc_project_lit(at->kids[0]);
        if (s && tyc_target_parse(s, strlen(s), t) == 0)
            return 0;
        const tyc_node *e = at->kids[0];
        return tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, p->src, e->beg, e->end,
                            "Invalid target",
                            "The target is not a supported language version: write "
                            "\"terraform@X.Y\" (1.11 to 1.16) or \"opentofu@X.Y\" (1.10, "
                            "1.11).")
                   ? 0
                   : -1;
    }
    return 0;
}
