/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_trav.c: the references of an expression (hcl Expression.Variables): root names
** with their static attribute and index steps, excluding for-expression iterators; the
** reading of references to actions.
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

/* The first (up to) 4 steps after the root of traversal t, in order; their count (0 when the
** traversal is too long to look at: at most 64 steps are followed). */
static uint32_t first_steps(const tyc_node *t, const tyc_node *out[4])
{
    const tyc_node *all[64];
    uint32_t n = 0;
    for (const tyc_node *s = t; s->kind != TYC_N_VAR && n < 64; s = s->kids[0])
        all[n++] = s;
    uint32_t k = n < 4 ? n : 4;
    for (uint32_t i = 0; i < k; i++)
        out[i] = all[n - 1 - i];
    return n < 64 ? k : 0;
}

static int ref_err(tyc_ref_err *out, const char *summary, const char *detail, uint32_t beg,
                   uint32_t end)
{
    *out = (tyc_ref_err){summary, detail, beg, end};
    return 1;
}

/* Terraform v1.14.9 internal/addrs/parse_ref.go:398 and :566 read `action.TYPE.NAME[KEY]`,
** internal/lang/eval.go:446 rejects it (Terraform 1.13 panics there); v1.16.0-rc2
** internal/addrs/parse_ref.go:680 also rejects attributes after it. */
int tyc_action_ref(const tyc_node *t, tyc_target target, tyc_ref_err *out)
{
    const tyc_node *root = tyc_trav_root(t), *st[4] = {0};
    if (!tyc_target_tf_ge(target, 1, 13) || strcmp(root->text ? root->text : "", "action"))
        return 0;
    uint32_t k = first_steps(t, st);
    if (k < 2)
        return ref_err(out, "Invalid reference", "The \"action\" object must be followed by two "
                       "attribute names: the action type and the action name.", root->beg,
                       k ? st[k - 1]->nend : root->end);
    if (st[1]->kind != TYC_N_GETATTR)
        return ref_err(out, "Invalid reference", "A reference to an action must be followed by "
                       "at least one attribute access, specifying the action name.",
                       st[1]->nbeg, st[1]->nend);
    uint32_t last = k > 2 && st[2]->kind == TYC_N_INDEX ? 2 : 1;
    if (k > last + 1 && tyc_target_tf_ge(target, 1, 16))
        return ref_err(out, "Unexpected attribute in action reference",
                       "Actions have no referenceable attributes.", st[last + 1]->nbeg,
                       st[last + 1]->nend);
    return ref_err(out, "Invalid reference", "Actions can not be referenced in this context. They "
                   "can only be referenced from within a resource's lifecycle actions list.",
                   root->beg, st[last]->nend);
}

/* The primitive type keywords (v1.15.9 internal/addrs/parse_ref.go:411: no reference from
** Terraform 1.15 on, so that type arguments such as convert's pass). */
static int type_keyword(const char *name)
{
    return !strcmp(name, "string") || !strcmp(name, "number") || !strcmp(name, "bool") ||
           !strcmp(name, "any");
}

int tyc_bare_ref_invalid(const char *name, tyc_target target)
{
    static const char *const roots[] = {"count", "data", "each", "path", "provider", "self",
                                        "terraform", "var", "local", "module", "resource",
                                        "ephemeral", "list", "template", "lazy", "arg",
                                        "action"};
    for (size_t i = 0; i < sizeof roots / sizeof *roots; i++)
        if (!strcmp(name, roots[i]))
            return 0;
    if (!strcmp(name, "caller") && tyc_target_tf_ge(target, 1, 16))
        return 0;
    return !(type_keyword(name) && tyc_target_tf_ge(target, 1, 15));
}

int tyc_ref_errors(tyc_arena *a, const tyc_source *src, const tyc_node *e, tyc_target target,
                   tyc_diags *d)
{
    tyc_vec refs = {0};
    if (!e)
        return 0;
    if (tyc_expr_traversals(a, e, &refs) < 0)
        return -1;
    int n = 0;
    for (uint32_t i = 0; i < refs.n; i++) {
        const tyc_node *t = refs.v[i], *root = tyc_trav_root(t);
        tyc_ref_err r = {0};
        const char *rn = root->text ? root->text : "";
        if (t == root && tyc_bare_ref_invalid(rn, target))
            r = (tyc_ref_err){"Invalid reference", "A reference to a resource type must be "
                              "followed by at least one attribute access, specifying the "
                              "resource name.", root->beg, root->end};
        else if (!strcmp(rn, "caller") && tyc_target_tf_ge(target, 1, 16))
            r = (tyc_ref_err){"Invalid \"caller\" reference", "The \"caller\" object is not "
                              "available in this context. This object can be used only in "
                              "action blocks triggered from a resource instance.", root->beg,
                              root->end};
        else if (!tyc_action_ref(t, target, &r))
            continue;
        if (!tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_EVAL, src, r.beg, r.end, r.summary, "%s",
                          r.detail))
            return -1;
        n++;
    }
    return n;
}
