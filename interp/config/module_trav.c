/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_trav.c: the references of an expression (hcl Expression.Variables): root names
** with their static attribute and index steps, excluding for-expression iterators.
*/
#include "interp/config/module.h"

/* A bound iterator name (for-expressions), innermost first, on the C stack. */
typedef struct bound {
    const struct bound *next;
    const char *name;
} bound;

static int is_lit_key(const tyc_node *k)
{
    if (k->kind == TYC_N_LITERAL && k->op == TYC_LIT_NUMBER)
        return 1;
    if (k->kind == TYC_N_STRING)
        return 1;
    return k->kind == TYC_N_TEMPLATE && k->n == 1 && k->kids[0]->kind == TYC_N_STRING;
}

static int is_trav(const tyc_node *n)
{
    while (n->kind == TYC_N_GETATTR || (n->kind == TYC_N_INDEX && is_lit_key(n->kids[1])))
        n = n->kids[0];
    return n->kind == TYC_N_VAR;
}

const tyc_node *tyc_trav_root(const tyc_node *t)
{
    while (t->kind != TYC_N_VAR)
        t = t->kids[0];
    return t;
}

static int is_bound(const bound *b, const char *name)
{
    for (; b; b = b->next)
        if (b->name && name && !strcmp(b->name, name))
            return 1;
    return 0;
}

static int walk(tyc_arena *a, const tyc_node *n, tyc_vec *out, const bound *b, uint32_t depth)
{
    if (!n || depth > a->ctx->max_depth)
        return 0;
    if (is_trav(n)) {
        if (is_bound(b, tyc_trav_root(n)->text))
            return 0;
        return tyc_vec_push(a, out, (void *)n);
    }
    if (n->kind == TYC_N_OBJKEY && !(n->flags & TYC_NF_FORCE_NONLIT) && n->n &&
        tyc_node_keyword(n->kids[0]))
        return 0;
    if (n->kind == TYC_N_FOR || n->kind == TYC_N_TPL_FOR) {
        bound k = {b, n->kids[0] ? n->kids[0]->text : NULL};
        bound v = {&k, n->kids[1] ? n->kids[1]->text : NULL};
        for (uint32_t i = 2; i < n->n; i++)
            if (walk(a, n->kids[i], out, i == 2 ? b : &v, depth + 1) < 0)
                return -1;
        return 0;
    }
    for (uint32_t i = 0; i < n->n; i++)
        if (walk(a, n->kids[i], out, b, depth + 1) < 0)
            return -1;
    return 0;
}

int tyc_expr_traversals(tyc_arena *a, const tyc_node *e, tyc_vec *out)
{
    return walk(a, e, out, NULL, 0);
}
