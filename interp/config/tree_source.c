/* SPDX-License-Identifier: Apache-2.0 */
/*
** tree_source.c: module sources evaluated as Terraform 1.15's init evaluates them
** (internal/terraform/node_module_install.go evalSource): a source may refer to the calling
** module's input variables (only `const` ones have values at init), its local values and
** `path`; anything else is "Invalid module source". Each tree node gets the values of its
** const variables: the root's from the given values or defaults, a child's from its call's
** arguments evaluated the same way in the caller.
*/
#include "interp/config/tree.h"

#include "interp/eval/eval.h"
#include "runtime/base/str.h"
#include "runtime/convert/convert.h"

#define MAX_LOCAL_DEPTH 32 /* locals referring to locals, followed at init */

/* The scope of one evaluation: the node, and the locals it needs (names, values). */
typedef struct scope {
    tyc_arena *a;
    const tyc_cfg *cfg;
    tyc_str *lnames;
    const tyc_value **lvals;
    uint32_t nl;
    const tyc_value *path;
} scope;

/* The lookup callback: var, local and path; other names are never reached (checked). */
static const tyc_value *lookup(void *ud, tyc_evalctx *ec, tyc_str name, uint32_t beg,
                               uint32_t end)
{
    scope *s = ud;
    (void)ec, (void)beg, (void)end;
    if (tyc_str_eqz(name, "var"))
        return s->cfg->const_vars ? s->cfg->const_vars : &tyc_v_dynval;
    if (tyc_str_eqz(name, "local"))
        return tyc_v_object(s->a, s->lnames, s->lvals, s->nl);
    return s->path;
}

static const tyc_value *eval_in(tyc_arena *a, const tyc_cfg *cfg, const tyc_source *src,
                                const tyc_node *e, tyc_diags *d, uint32_t depth);

/* The name of the attribute step right after the root of traversal t, or NULL. */
static const tyc_node *first_step(const tyc_node *t, const tyc_node *root)
{
    const tyc_node *step = t;
    while (step != root && step->kids[0] != root)
        step = step->kids[0];
    return step != root && step->kind == TYC_N_GETATTR ? step : NULL;
}

/* Adds local `name` of cfg to s (evaluated once more; unknown when it cannot be). */
static int add_local(scope *s, tyc_str name, tyc_diags *d, uint32_t depth)
{
    for (uint32_t i = 0; i < s->nl; i++)
        if (!tyc_str_cmp(s->lnames[i], name))
            return 0;
    int32_t li = tyc_named_find(s->cfg->locals, s->cfg->nlocals, name);
    if (li < 0)
        return 0; /* the evaluation reports the missing attribute */
    const tyc_named *l = &s->cfg->locals[li];
    tyc_diags tmp;
    tyc_diags_init(&tmp, s->a);
    const tyc_value *v = depth < MAX_LOCAL_DEPTH ? eval_in(s->a, s->cfg, l->src, l->expr, &tmp,
                                                           depth + 1)
                                                 : NULL;
    (void)d;
    s->lnames[s->nl] = name;
    s->lvals[s->nl++] = v && !tmp.nerrors ? v : &tyc_v_dynval;
    return s->a->ctx->oom ? -1 : 0;
}

/* Evaluates e of cfg at init. NULL after a diagnostic in d (or on OOM). */
static const tyc_value *eval_in(tyc_arena *a, const tyc_cfg *cfg, const tyc_source *src,
                                const tyc_node *e, tyc_diags *d, uint32_t depth)
{
    tyc_vec refs = {0};
    if (tyc_expr_traversals(a, e, &refs) < 0)
        return NULL;
    scope s = {a, cfg, TYC_NEWN(a, tyc_str, refs.n + 1), TYC_NEWN(a, const tyc_value *, refs.n + 1),
               0, NULL};
    const tyc_str pn[] = {{"cwd", 3}, {"module", 6}, {"root", 4}};
    const tyc_value *pv[] = {tyc_v_unknown(a, &tyc_t_string),
                             tyc_v_string(a, cfg->dir, strlen(cfg->dir), 0),
                             tyc_v_string(a, ".", 1, 0)};
    if (!s.lnames || !s.lvals || !pv[0] || !pv[1] || !pv[2] || !(s.path = tyc_v_object(a, pn, pv, 3)))
        return NULL;
    for (uint32_t i = 0; i < refs.n; i++) {
        const tyc_node *t = refs.v[i], *r = tyc_trav_root(t);
        const char *n = r->text ? r->text : "";
        const tyc_node *st = first_step(t, r);
        if (!strcmp(n, "local") && st) {
            if (add_local(&s, (tyc_str){st->text, st->tlen}, d, depth) < 0)
                return NULL;
        } else if (strcmp(n, "var") && strcmp(n, "path") && strcmp(n, "local")) {
            tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, src, t->beg, t->end,
                         "Invalid module source",
                         "The module source can only reference constant input variables and "
                         "local values.");
            return NULL;
        }
    }
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, a, d, src);
    ec.lookup = lookup;
    ec.lookup_ud = &s;
    return tyc_eval(&ec, e);
}

const tyc_value *tyc_source_eval(tyc_arena *a, const tyc_cfg *cfg, const tyc_source *src,
                                 const tyc_node *e, tyc_diags *d)
{
    return eval_in(a, cfg, src, e, d, 0);
}

/* The init-time value of variable v given x (NULL: not given): converted to its type, the
** default when not given or null; unknown when not const or not known. */
static const tyc_value *const_value(tyc_arena *a, const tyc_var *v, const tyc_value *x)
{
    const tyc_type *t = tyc_type_strip_optional(a, v->ctype);
    if (!t)
        return NULL;
    if (!v->is_const)
        return tyc_v_unknown(a, t);
    if (x && !tyc_v_is_null(x)) {
        const tyc_value *y = x;
        if (v->defaults && !(y = tyc_defaults_apply(a, v->defaults, x)))
            return NULL;
        tyc_cerr err = {0};
        const tyc_value *c = tyc_convert(a, y, v->ctype, &err);
        return c ? c : err.msg ? tyc_v_unknown(a, t) : NULL;
    }
    return v->has_default && v->def ? v->def : tyc_v_unknown(a, t);
}

int tyc_source_vars(tyc_arena *a, tyc_cfg *cfg, const tyc_cfg *parent, const tyc_call *c,
                    const tyc_value *given)
{
    const tyc_module *m = &cfg->mod;
    tyc_str *names = TYC_NEWN(a, tyc_str, m->n + 1);
    const tyc_value **vals = TYC_NEWN(a, const tyc_value *, m->n + 1);
    if (!names || !vals)
        return -1;
    for (uint32_t i = 0; i < m->n; i++) {
        const tyc_var *v = m->vars[i];
        names[i] = (tyc_str){v->name, strlen(v->name)};
        const tyc_value *x = NULL;
        if (given && v->is_const)
            x = tyc_v_attr(given, names[i]);
        else if (c && v->is_const) {
            int32_t ai = tyc_named_find(c->args, c->nargs, names[i]);
            tyc_diags tmp;
            tyc_diags_init(&tmp, a);
            x = ai < 0 ? NULL : tyc_source_eval(a, parent, c->args[ai].src, c->args[ai].expr, &tmp);
            if (ai >= 0 && (!x || tmp.nerrors))
                x = &tyc_v_dynval;
        }
        if (x && tyc_v_is_unknown(x))
            vals[i] = tyc_v_unknown(a, tyc_type_strip_optional(a, v->ctype));
        else
            vals[i] = const_value(a, v, x);
        if (!vals[i])
            return -1;
    }
    return (cfg->const_vars = tyc_v_object(a, names, vals, m->n)) ? 0 : -1;
}
