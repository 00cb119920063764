/* SPDX-License-Identifier: Apache-2.0 */
/*
** check_rule.c: one `validation` rule of an input variable, as Terraform's
** evalVariableValidation: condition, error message, and the `var.x is ...` value lines of the
** condition's references. Rules that call functions tycon lacks, or whose result cannot be
** known offline, are reported as warnings, never skipped silently. Used for root variables
** (check_valid.c) and module-call arguments (interp/modcall).
*/
#include "interp/check/check.h"

#include <stdlib.h>

#include "runtime/convert/convert.h"
#include "runtime/diag/diag_render.h"
#include "interp/eval/eval.h"
#include "interp/funcs/funcs.h"
#include "runtime/base/str.h"

/* 1 if e is a call of convert, whose second argument is a type (its calls are type
** constructors, not functions). */
static int is_convert(const tyc_node *e)
{
    tyc_str name = {e->text ? e->text : "", e->tlen};
    if (name.len > 6 && memcmp(name.p, "core::", 6) == 0)
        name = (tyc_str){name.p + 6, name.len - 6};
    return tyc_str_eqz(name, "convert") && !(e->flags & TYC_NF_EXPAND);
}

/* The first call in e to a function the table lacks, or NULL. */
static const tyc_node *missing_func(const tyc_rule_env *c, const tyc_node *e, uint32_t depth)
{
    if (!e || depth > 10000)
        return NULL;
    if (e->kind == TYC_N_CALL &&
        !tyc_func_lookup(c->funcs, c->nfuncs, (tyc_str){e->text ? e->text : "", e->tlen}))
        return e;
    uint32_t n = e->kind == TYC_N_CALL && is_convert(e) && e->n > 1 ? 1 : e->n;
    for (uint32_t i = 0; i < n; i++) {
        const tyc_node *m = missing_func(c, e->kids[i], depth + 1);
        if (m)
            return m;
    }
    return NULL;
}

static int not_checked(const tyc_rule_env *c, const tyc_validation *val, const tyc_node *at,
                       const char *why)
{
    const char *rule = tyc_check_range(c->a, val->src, val->beg, val->end);
    return rule && tyc_diag_add(c->d, TYC_SEV_WARNING, TYCON_ERR_EVAL, val->src, at->beg,
                                at->end, "Validation rule not checked",
                                "The validation rule of %s at %s was not checked: %s.",
                                c->addr, rule, why)
               ? 0
               : -1;
}

/* ---- value lines ---- */

static void trav_text(tyc_buf *b, const tyc_node *t)
{
    if (t->kind == TYC_N_VAR) {
        tyc_buf_add(b, t->text, t->tlen);
        return;
    }
    trav_text(b, t->kids[0]);
    if (t->kind == TYC_N_GETATTR) {
        tyc_buf_addc(b, '.');
        tyc_buf_add(b, t->text, t->tlen);
        return;
    }
    const tyc_node *k = t->kids[1];
    if (k->kind == TYC_N_TEMPLATE)
        k = k->kids[0];
    tyc_buf_addc(b, '[');
    if (k->kind == TYC_N_STRING)
        tyc_buf_goquote(b, k->text, k->tlen);
    else
        tyc_buf_add(b, k->text, k->tlen);
    tyc_buf_addc(b, ']');
}

/* The unknown value a step t gives into unknown p: its attribute's or element's type, or
** NULL where the step does not apply (or p's type is not known). */
static const tyc_value *unknown_step(tyc_arena *a, const tyc_value *p, const tyc_node *t)
{
    const tyc_type *ty = p->type, *r = NULL;
    const tyc_node *key = t->kind == TYC_N_INDEX ? t->kids[1] : NULL;
    if (key && key->kind == TYC_N_TEMPLATE)
        key = key->kids[0];
    tyc_str n = t->kind == TYC_N_GETATTR ? (tyc_str){t->text, t->tlen}
                : key && key->kind == TYC_N_STRING ? (tyc_str){key->text, key->tlen}
                                                   : (tyc_str){NULL, 0};
    if (ty->kind == TYC_OBJECT && n.p) {
        int32_t i = tyc_type_attr(ty, n);
        r = i >= 0 ? ty->elems[i] : NULL;
    } else if (ty->kind == TYC_MAP && n.p) {
        r = ty->elem;
    } else if (ty->kind == TYC_LIST && !n.p && key) {
        r = ty->elem;
    } else if (ty->kind == TYC_TUPLE && !n.p && key && key->text) { /* bounds: its type's */
        char *endp;
        unsigned long i = strtoul(key->text, &endp, 10);
        r = *endp == 0 && i < ty->n ? ty->elems[i] : NULL;
    }
    return r ? tyc_v_unknown(a, r) : NULL;
}

/* The value of traversal t over the scope's names (a diagnostic's for-expression names, which
** hide the roots; NULL for none) and the rule's roots, or NULL. */
static const tyc_value *trav_value(tyc_arena *a, const tyc_rule_env *c, const tyc_node *t,
                                   uint8_t *marks, const void *scope)
{
    if (t->kind == TYC_N_VAR) {
        if (!t->text)
            return NULL;
        const tyc_value *l = scope ? tyc_scope_lookup(scope, (tyc_str){t->text, t->tlen}) : NULL;
        if (l)
            return l;
        tyc_diags tmp;
        tyc_diags_init(&tmp, a);
        tyc_evalctx ec;
        tyc_evalctx_init(&ec, a, &tmp, NULL);
        const tyc_value *v = c->lookup(c->ud, &ec, (tyc_str){t->text, t->tlen}, t->beg, t->end);
        return v && !tmp.nerrors ? v : NULL;
    }
    const tyc_value *p = trav_value(a, c, t->kids[0], marks, scope);
    if (!p || tyc_v_is_null(p))
        return NULL;
    *marks |= p->marks;
    int k = p->type->kind;
    if (tyc_v_is_unknown(p)) /* hcl: a step into an unknown value of a known type */
        return unknown_step(a, p, t);
    if (t->kind == TYC_N_GETATTR) {
        tyc_str n = {t->text, t->tlen};
        return k == TYC_OBJECT ? tyc_v_attr(p, n) : k == TYC_MAP ? tyc_v_map_get(p, n) : NULL;
    }
    const tyc_node *key = t->kids[1];
    if (key->kind == TYC_N_TEMPLATE)
        key = key->kids[0];
    if (key->kind == TYC_N_STRING) {
        tyc_str n = {key->text, key->tlen};
        return k == TYC_OBJECT ? tyc_v_attr(p, n) : k == TYC_MAP ? tyc_v_map_get(p, n) : NULL;
    }
    if (k != TYC_LIST && k != TYC_TUPLE)
        return NULL;
    char *endp;
    unsigned long i = strtoul(key->text, &endp, 10);
    return *endp == 0 && i < p->n ? p->u.elems[i] : NULL;
}

/* The value line of traversal t0 into out[*n] (unless already there or not shown): the
** longest prefix of it that evaluates without error, as Terraform shortens a traversal
** (a bare root name is never shown). 0, or -1 on OOM. */
static int value_line(const tyc_rule_env *c, const tyc_node *t0, unsigned caused,
                      const void *scope, tyc_diag_value *out, uint32_t *n)
{
    tyc_arena *a = c->a;
    for (const tyc_node *t = t0; t->kind != TYC_N_VAR; t = t->kids[0]) {
        uint8_t marks = 0;
        const tyc_value *v = trav_value(a, c, t, &marks, scope);
        if (!v)
            continue;
        if (marks && !(v = tyc_v_with_marks(a, v, (uint8_t)(v->marks | marks))))
            return -1;
        tyc_buf b, s;
        tyc_buf_init(&b, a->ctx);
        tyc_buf_init(&s, a->ctx);
        trav_text(&b, t);
        int shown = tyc_value_statement_ex(&s, v, caused);
        char *tt = tyc_buf_to_arena(&b, a), *st = tyc_buf_to_arena(&s, a);
        if (!tt || !st)
            return -1;
        for (uint32_t j = 0; j < *n; j++) /* an expression has a handful of references */
            if (!strcmp(out[j].traversal, tt))
                return 0;
        if (shown)
            out[(*n)++] = (tyc_diag_value){tt, st};
        return 0;
    }
    return 0;
}

/* tyc_check_values with the names of a for expression's scope (see trav_value). */
static int values_in(const tyc_rule_env *c, tyc_diag *g, const tyc_node *cond, unsigned caused,
                     uint32_t beg, uint32_t end, const void *scope)
{
    tyc_arena *a = c->a;
    tyc_vec refs = {0};
    if (tyc_expr_traversals(a, cond, &refs) < 0)
        return -1;
    tyc_diag_value *out = TYC_NEWN(a, tyc_diag_value, refs.n ? refs.n : 1);
    if (!out)
        return -1;
    uint32_t n = 0;
    for (uint32_t i = 0; i < refs.n; i++) {
        const tyc_node *t = refs.v[i];
        if (t->end > beg && t->beg < end && value_line(c, t, caused, scope, out, &n) < 0)
            return -1;
    }
    g->values = out;
    g->nvalues = n;
    return 0;
}

int tyc_check_values(const tyc_rule_env *c, tyc_diag *g, const tyc_node *cond, unsigned caused,
                     uint32_t beg, uint32_t end)
{
    return values_in(c, g, cond, caused, beg, end, NULL);
}

/* Gives the evaluation diagnostics in d Terraform's lines under the snippet: the values of
** the references of the expression that raised each (hcl's Diagnostic.Expression, read in
** its for-expression scope), and the "while calling" signature of a failed call. */
static int annotate(const tyc_rule_env *c, tyc_diags *d)
{
    for (tyc_diag *g = d->head; g; g = g->next) {
        if (g->call && tyc_func_diag_extra(g)) {
            const tyc_node *call = g->call;
            tyc_str name = {call->text ? call->text : "", call->tlen};
            if (tyc_func_diag_signature(g, c->a, name, !g->call_in_child) < 0)
                return -1;
        }
        if (g->expr && !g->nvalues && values_in(c, g, g->expr, 0, 0, UINT32_MAX, g->scope) < 0)
            return -1;
    }
    return 0;
}

/* ---- one rule ---- */

static const tyc_value *eval_in(const tyc_rule_env *c, const tyc_source *src, const tyc_node *e, int *bad)
{
    tyc_diags tmp;
    tyc_diags_init(&tmp, c->a);
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, c->a, &tmp, src);
    ec.lookup = c->lookup;
    ec.lookup_ud = c->ud;
    ec.funcs = c->funcs;
    ec.nfuncs = c->nfuncs;
    ec.pure_only = 1;
    ec.base_dir = c->base_dir;
    const tyc_value *v = tyc_eval(&ec, e);
    *bad = tmp.nerrors > 0;
    if (annotate(c, &tmp) < 0)
        return NULL;
    tyc_diags_append(c->d, &tmp);
    return v;
}

/* The error message of a failed rule from its value m (mbad: its evaluation failed, which
** Terraform reports as "Failed to evaluate condition error message."), or NULL on OOM
** (*bad). */
static const char *message(const tyc_rule_env *c, const tyc_validation *val, const tyc_value *m,
                           int mbad, int *bad)
{
    tyc_arena *a = c->a;
    *bad = 0;
    if (mbad || tyc_v_is_null(m))
        return "Failed to evaluate condition error message.";
    if (!tyc_v_is_known(m)) { /* the plan walk's error (the validate walk skipped the rule) */
        tyc_diag *g = tyc_diag_add(c->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, val->src, val->msg->beg,
                                   val->msg->end, "Invalid error message",
                                   "Unsuitable value for error message: expression refers to "
                                   "values that won't be known until the apply phase.");
        *bad = 1;
        if (g)
            tyc_check_values(c, g, val->msg, TYC_VS_UNKNOWN, 0, UINT32_MAX);
        return NULL; /* OOM is the context's flag */
    }
    tyc_cerr err = {0};
    const tyc_value *s = tyc_convert(a, tyc_v_unmark_deep(a, m), &tyc_t_string, &err);
    if (!s || tyc_v_is_null(s)) { /* reported, and the rule still fails */
        *bad = !tyc_diag_add(c->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, val->src, val->msg->beg,
                             val->msg->end, "Invalid error message",
                             "Unsuitable value for error message: %s.",
                             err.msg ? err.msg : "string required");
        return *bad ? NULL : "Failed to evaluate condition error message.";
    }
    if (tyc_v_deep_marks(m) & TYC_MARK_SENSITIVE) {
        tyc_diag_add(c->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, val->src, val->msg->beg,
                     val->msg->end, "Error message refers to sensitive values",
                     "The error expression used to explain this condition refers to sensitive "
                     "values. Terraform will not display the resulting message.\n\nYou can "
                     "correct this by removing references to sensitive values, or by carefully "
                     "using the nonsensitive() function if the expression will not reveal the "
                     "sensitive data.");
        return "The error message included a sensitive value, so it will not be displayed.";
    }
    if (tyc_v_deep_marks(m) & TYC_MARK_EPHEMERAL) { /* Terraform's evalCheckRules: likewise */
        tyc_diag_add(c->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, val->src, val->msg->beg,
                     val->msg->end, "Error message refers to ephemeral values",
                     "The error expression used to explain this condition refers to ephemeral "
                     "values. Terraform will not display the resulting message.\n\nYou can "
                     "correct this by removing references to ephemeral values, or by carefully "
                     "using the ephemeralasnull() function if the expression will not reveal the "
                     "ephemeral data.");
        return "The error message included a sensitive value, so it will not be displayed.";
    }
    const char *p = s->u.s, *e = s->u.s + s->n;
    while (p < e && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == '\v' || *p == '\f'))
        p++;
    while (e > p && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n' || e[-1] == '\r' ||
                     e[-1] == '\v' || e[-1] == '\f'))
        e--;
    if (p == e)
        return "Failed to evaluate condition error message.";
    return tyc_strndup(a, p, (size_t)(e - p));
}

static int failed(const tyc_rule_env *c, const tyc_validation *val, const char *msg)
{
    const char *rule = tyc_check_range(c->a, val->src, val->beg, val->end);
    tyc_diag *g = rule ? tyc_diag_add(c->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, c->src, c->beg, c->end,
                                      "Invalid value for variable",
                                      "%s\n\nThis was checked by the validation rule at %s.", msg,
                                      rule)
                       : NULL;
    return g ? tyc_check_values(c, g, val->cond, 0, 0, UINT32_MAX) : -1;
}

int tyc_check_rule(const tyc_rule_env *c, const tyc_validation *val)
{
    const tyc_node *miss = missing_func(c, val->cond, 0);
    if (!miss)
        miss = missing_func(c, val->msg, 0);
    if (miss) {
        const char *why = tyc_sprintf(c->a, "it calls the function \"%s\", which tycon does "
                                            "not implement", miss->text);
        return why ? not_checked(c, val, miss, why) : -1;
    }
    int bad, mbad;
    const tyc_value *x = eval_in(c, val->src, val->cond, &bad);
    if (!x && c->a->ctx->oom)
        return -1;
    /* Terraform evaluates the message with the condition and reports its errors whatever
    ** the condition gives (internal/terraform/eval_variable.go, evalVariableValidation) */
    const tyc_value *m = eval_in(c, val->src, val->msg, &mbad);
    if (!m && c->a->ctx->oom)
        return -1;
    if (!x || bad)
        return 0;
    if (tyc_v_is_unknown(x) && c->quiet)
        return 0;
    if (tyc_v_is_unknown(x))
        return not_checked(c, val, val->cond,
                           "its condition refers to values that are not known offline");
    /* like a failed rule, these diagnostics carry the condition's values (├── lines) */
    if (tyc_v_is_null(x)) {
        tyc_diag *g = tyc_diag_add(c->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, val->src, val->cond->beg,
                                   val->cond->end, "Invalid variable validation result",
                                   "Validation condition expression must return either true or "
                                   "false, not null.");
        return g ? tyc_check_values(c, g, val->cond, 0, 0, UINT32_MAX) : -1;
    }
    tyc_cerr err = {0};
    const tyc_value *b = tyc_convert(c->a, tyc_v_unmark_deep(c->a, x), &tyc_t_bool, &err);
    if (!b) {
        tyc_diag *g = err.msg ? tyc_diag_add(c->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, val->src,
                                             val->cond->beg, val->cond->end,
                                             "Invalid variable validation result",
                                             "Invalid validation condition result value: %s.",
                                             err.msg)
                              : NULL;
        return g ? tyc_check_values(c, g, val->cond, 0, 0, UINT32_MAX) : -1;
    }
    if (b->u.b || (c->walk && m && !tyc_v_is_known(m)))
        return 0;
    const char *msg = m ? message(c, val, m, mbad, &bad) : "Failed to evaluate condition error message.";
    if (!msg)
        return c->a->ctx->oom ? -1 : 0;
    return failed(c, val, msg);
}

