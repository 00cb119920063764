/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_merge.c: the `locals`, `output` and `module` blocks of override files merged into
** the primary ones as Terraform's Module.mergeFile does (internal/configs/module.go,
** module_merge.go): a local's expression replaced; an output's value, sensitive and type
** replaced when given; a module call's source, count, for_each replaced and its arguments
** merged (the override's win); an override of nothing is an error ("Missing base ...").
*/
#include "interp/config/module_int.h"

#include <stdlib.h>

#include "runtime/base/str.h"

static int cmp_named(const void *x, const void *y)
{
    return strcmp(((const tyc_named *)x)->name, ((const tyc_named *)y)->name);
}

/* The declaration range of an override item (a local's whole argument, a block's header). */
static int missing(tyc_diags *d, const tyc_named *o, int block, const char *sum,
                   const char *what, const char *can)
{
    const tyc_node *it = o->item;
    uint32_t beg = it->beg, end = it->end;
    if (block)
        tyc_cfg_defrange(it, &beg, &end); /* JSON: the object's opening brace */
    return tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, o->src, beg, end, sum,
                        "There is no %s named \"%s\". An override file can only override %s "
                        "defined in a primary configuration file.",
                        what, o->name, can)
               ? 0
               : -1;
}

/* The sorted element named name in v[0..n) (elements of size sz, name first), or NULL. */
static void *find(void *v, uint32_t n, size_t sz, const char *name)
{
    int32_t i = tyc_find_sorted_name(v, n, sz, 0, (tyc_str){name, strlen(name)});
    return i < 0 ? NULL : (char *)v + (size_t)i * sz;
}

/* Merges override call o into base c: arguments by name (the override's win). */
static int merge_call(tyc_arena *a, tyc_call *c, const tyc_call *o)
{
    if (o->source)
        c->source = o->source, c->source_src = o->source_src;
    if (o->count)
        c->count = o->count, c->count_src = o->count_src;
    if (o->for_each)
        c->for_each = o->for_each, c->each_src = o->each_src;
    tyc_named *args = TYC_NEWN(a, tyc_named, c->nargs + o->nargs + 1);
    if (!args)
        return -1;
    uint32_t n = 0;
    for (uint32_t i = 0; i < c->nargs; i++)
        if (tyc_named_find(o->args, o->nargs, (tyc_str){c->args[i].name, strlen(c->args[i].name)}) < 0)
            args[n++] = c->args[i];
    for (uint32_t i = 0; i < o->nargs; i++)
        args[n++] = o->args[i];
    if (n)
        qsort(args, n, sizeof *args, cmp_named);
    c->args = args;
    c->nargs = n;
    return 0;
}

int tyc_module_merge(tyc_arena *a, tyc_module *m, const tyc_vec *locals, const tyc_vec *outs,
                     const tyc_vec *calls, tyc_diags *d)
{
    for (uint32_t i = 0; i < locals->n; i++) {
        const tyc_named *o = locals->v[i];
        tyc_named *b = find(m->locals, m->nlocals, sizeof *b, o->name);
        if (b)
            b->expr = o->expr, b->src = o->src, b->item = o->item;
        else if (missing(d, o, 0, "Missing base local value definition to override",
                         "local value", "a local value that was already") < 0)
            return -1;
    }
    for (uint32_t i = 0; i < outs->n; i++) {
        const tyc_named *o = outs->v[i];
        tyc_named *b = find(m->outs, m->nouts, sizeof *b, o->name);
        if (!b) {
            if (missing(d, o, 1, "Missing base output definition to override", "output",
                        "an output that was already") < 0)
                return -1;
            continue;
        }
        if (o->expr)
            b->expr = o->expr, b->src = o->src;
        if (o->sensitive_set)
            b->sensitive = o->sensitive, b->sensitive_set = 1;
        if (o->ephemeral_set)
            b->ephemeral = o->ephemeral, b->ephemeral_set = 1;
        if (o->ctype)
            b->ctype = o->ctype, b->defaults = o->defaults;
    }
    for (uint32_t i = 0; i < calls->n; i++) {
        const tyc_call *o = calls->v[i];
        tyc_call *b = find(m->calls, m->ncalls, sizeof *b, o->name);
        if (!b) {
            tyc_named on = {o->name, o->src, NULL, o->blk, 0, 0, NULL, NULL, NULL, {0}};
            if (missing(d, &on, 1, "Missing module call to override", "module call",
                        "a module call that was") < 0)
                return -1;
        } else if (merge_call(a, b, o) < 0)
            return -1;
    }
    return 0;
}
