/* SPDX-License-Identifier: Apache-2.0 */
/*
** check_valid.c: phase 4 of `tycon check`: every validation rule of every variable that got
** a final value, as Terraform's evalVariableValidation: condition, error message, and the
** `var.x is ...` value lines. Rules that call functions tycon lacks, or whose result cannot
** be known offline, are reported as warnings, never skipped silently.
*/
#include "interp/check/check.h"

#include <stdlib.h>
#include <unistd.h>

#include "runtime/convert/convert.h"
#include "runtime/diag/diag_render.h"
#include "interp/eval/eval.h"
#include "interp/funcs/funcs.h"
#include "runtime/base/str.h"

typedef struct vctx {
    tyc_chk *k;
    const tyc_value *vars;       /* object of every variable's final value */
    const tyc_func *funcs;
    uint32_t nfuncs;
    const tyc_value *path;       /* {cwd, module, root}, built on first use */
} vctx;

/* Terraform's `path` object for the root module run in its directory: module and root ".",
** cwd the directory's absolute path. NULL on OOM. */
static const tyc_value *path_object(vctx *c)
{
    tyc_arena *a = c->k->a;
    const char *dir = c->k->o->dir && *c->k->o->dir ? c->k->o->dir : ".";
    char buf[4096];
    const char *cwd = dir;
    char *joined = NULL;
    if (dir[0] != '/') {
        if (!getcwd(buf, sizeof buf))
            return &tyc_v_dynval;
        joined = tyc_sprintf(a, "%s/%s", buf, dir);
        if (!joined)
            return NULL;
        /* clean "/x/." and "/x/./y": Terraform prints a clean absolute path */
        size_t n = strlen(joined);
        while (n > 2 && joined[n - 1] == '.' && joined[n - 2] == '/')
            joined[n -= 2] = 0;
        cwd = joined;
    }
    const tyc_str pn[] = {{"cwd", 3}, {"module", 6}, {"root", 4}};
    const tyc_value *pv[] = {tyc_v_string(a, cwd, strlen(cwd), 1), tyc_v_string(a, ".", 1, 1),
                             tyc_v_string(a, ".", 1, 1)};
    if (!pv[0] || !pv[1] || !pv[2])
        return NULL;
    return tyc_v_object(a, pn, pv, 3);
}

static const tyc_value *lookup(void *ud, tyc_evalctx *ec, tyc_str name, uint32_t beg,
                               uint32_t end)
{
    (void)ec, (void)beg, (void)end;
    vctx *c = ud;
    if (tyc_str_eqz(name, "path")) {
        if (!c->path)
            c->path = path_object(c);
        return c->path;
    }
    return tyc_str_eqz(name, "var") ? c->vars : &tyc_v_dynval;
}

static int build_vars(vctx *c)
{
    tyc_check *r = c->k->r;
    tyc_arena *a = c->k->a;
    tyc_str *names = TYC_NEWN(a, tyc_str, r->nvars ? r->nvars : 1);
    const tyc_value **vals = TYC_NEWN(a, const tyc_value *, r->nvars ? r->nvars : 1);
    if (!names || !vals)
        return -1;
    for (uint32_t i = 0; i < r->nvars; i++) {
        const tyc_var *v = r->vars[i].var;
        names[i] = (tyc_str){v->name, strlen(v->name)};
        vals[i] = r->vars[i].value;
        if (!vals[i] && !(vals[i] = tyc_v_unknown(a, tyc_type_strip_optional(a, v->ctype))))
            return -1;
    }
    c->vars = tyc_v_object(a, names, vals, r->nvars);
    return c->vars ? 0 : -1;
}

/* The first call in e to a function the table lacks, or NULL. */
static const tyc_node *missing_func(const vctx *c, const tyc_node *e, uint32_t depth)
{
    if (!e || depth > 10000)
        return NULL;
    if (e->kind == TYC_N_CALL &&
        !tyc_func_lookup(c->funcs, c->nfuncs, (tyc_str){e->text ? e->text : "", e->tlen}))
        return e;
    for (uint32_t i = 0; i < e->n; i++) {
        const tyc_node *m = missing_func(c, e->kids[i], depth + 1);
        if (m)
            return m;
    }
    return NULL;
}

static int not_checked(vctx *c, const tyc_var *v, const tyc_validation *val, const tyc_node *at,
                       const char *why)
{
    const char *rule = tyc_check_range(c->k->a, val->src, val->beg, val->end);
    return rule && tyc_diag_add(c->k->d, TYC_SEV_WARNING, TYCON_ERR_EVAL, val->src, at->beg,
                                at->end, "Validation rule not checked",
                                "The validation rule of var.%s at %s was not checked: %s.",
                                v->name, rule, why)
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

/* The value of traversal t over the variables object and the names of scope (a diagnostic's
** for-expression names, which hide the variables' roots), or NULL. */
static const tyc_value *trav_value(tyc_arena *a, const vctx *c, const tyc_node *t, uint8_t *marks,
                                   const void *scope)
{
    if (t->kind == TYC_N_VAR) {
        const tyc_value *l = t->text ? tyc_scope_lookup(scope, (tyc_str){t->text, t->tlen}) : NULL;
        return l ? l : !t->text ? NULL : !strcmp(t->text, "var") ? c->vars
                                       : !strcmp(t->text, "path") ? c->path : NULL;
    }
    const tyc_value *p = trav_value(a, c, t->kids[0], marks, scope);
    if (!p || tyc_v_is_null(p) || tyc_v_is_unknown(p))
        return NULL;
    *marks |= p->marks;
    int k = p->type->kind;
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

/* The value lines of the variables expression e refers to, as Terraform's diagnostic view
** builds them: a traversal that fails to evaluate is shortened until it works (never to a
** bare root), the first line of each traversal text kept. */
static int set_values(vctx *c, tyc_diag *g, const tyc_node *e, const void *scope)
{
    tyc_arena *a = c->k->a;
    tyc_vec refs = {0};
    if (tyc_expr_traversals(a, e, &refs) < 0)
        return -1;
    tyc_diag_value *out = TYC_NEWN(a, tyc_diag_value, refs.n ? refs.n : 1);
    if (!out)
        return -1;
    uint32_t n = 0;
    for (uint32_t i = 0; i < refs.n; i++) {
        uint8_t marks = 0;
        const tyc_node *t = refs.v[i];
        const tyc_value *v = NULL;
        while (t->kind != TYC_N_VAR && !(v = trav_value(a, c, t, &marks, scope))) {
            marks = 0;
            t = t->kids[0];
        }
        if (!v)
            continue;
        if (marks && !(v = tyc_v_with_marks(a, v, (uint8_t)(v->marks | marks))))
            return -1;
        tyc_buf b, s;
        tyc_buf_init(&b, a->ctx);
        tyc_buf_init(&s, a->ctx);
        trav_text(&b, t);
        int shown = tyc_value_statement_ex(&s, v, 0);
        char *tt = tyc_buf_to_arena(&b, a), *st = tyc_buf_to_arena(&s, a);
        if (!tt || !st)
            return -1;
        int dup = 0;
        for (uint32_t j = 0; j < n && !dup; j++) /* a condition has a handful of references */
            dup = !strcmp(out[j].traversal, tt);
        if (shown && !dup)
            out[n++] = (tyc_diag_value){tt, st};
    }
    g->values = out;
    g->nvalues = n;
    return 0;
}

/* ---- one rule ---- */

/* Gives the evaluation diagnostics in d Terraform's lines under the snippet: the values of
** the variables their expression refers to, and the "while calling" signature. */
static int annotate(vctx *c, tyc_diags *d)
{
    for (tyc_diag *g = d->head; g; g = g->next) {
        if (g->call) {
            const tyc_node *call = g->call;
            tyc_buf b;
            tyc_buf_init(&b, c->k->a->ctx);
            if (!tyc_func_signature(&b, (tyc_str){call->text ? call->text : "", call->tlen}))
                tyc_buf_free(&b);
            else if (!(g->call_sig = tyc_buf_to_arena(&b, c->k->a)))
                return -1;
        }
        if (g->expr && set_values(c, g, g->expr, g->scope) < 0)
            return -1;
    }
    return 0;
}

static const tyc_value *eval_in(vctx *c, const tyc_source *src, const tyc_node *e, int *bad)
{
    tyc_diags tmp;
    tyc_diags_init(&tmp, c->k->a);
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, c->k->a, &tmp, src);
    ec.lookup = lookup;
    ec.lookup_ud = c;
    ec.funcs = c->funcs;
    ec.nfuncs = c->nfuncs;
    ec.pure_only = 1;
    ec.base_dir = c->k->o->dir;
    const tyc_value *v = tyc_eval(&ec, e);
    *bad = tmp.nerrors > 0;
    if (annotate(c, &tmp) < 0)
        return NULL;
    tyc_diags_append(c->k->d, &tmp);
    return v;
}

/* The error message of a failed rule, or NULL after a diagnostic (*bad) or OOM. */
static const char *message(vctx *c, const tyc_validation *val, int *bad)
{
    tyc_arena *a = c->k->a;
    const tyc_value *m = eval_in(c, val->src, val->msg, bad);
    if (!m || *bad)
        return NULL;
    if (tyc_v_is_unknown(m))
        return "";
    tyc_cerr err = {0};
    const tyc_value *s = tyc_convert(a, tyc_v_unmark_deep(a, m), &tyc_t_string, &err);
    if (!s || tyc_v_is_null(s)) {
        *bad = 1;
        tyc_diag_add(c->k->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, val->src, val->msg->beg,
                     val->msg->end, "Invalid error message", "Unsuitable value for error message: %s.",
                     err.msg ? err.msg : "string required");
        return NULL;
    }
    if (tyc_v_deep_marks(m) & TYC_MARK_SENSITIVE) {
        tyc_diag_add(c->k->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, val->src, val->msg->beg,
                     val->msg->end, "Error message refers to sensitive values",
                     "The error expression used to explain this condition refers to sensitive "
                     "values. Terraform will not display the resulting message.\n\nYou can "
                     "correct this by removing references to sensitive values, or by carefully "
                     "using the nonsensitive() function if the expression will not reveal the "
                     "sensitive data.");
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

static int failed(vctx *c, uint32_t vi, const tyc_validation *val, const char *msg)
{
    tyc_chk *k = c->k;
    const tyc_var *v = k->r->vars[vi].var;
    const tyc_raw *r = tyc_raws_find(k->raws, v->name);
    const char *rule = tyc_check_range(k->a, val->src, val->beg, val->end);
    const tyc_source *src = v->src;
    uint32_t beg = v->dbeg, end = v->dend;
    if (r && r->kind == TYC_RAW_FILE && !v->sensitive && k->parsed[vi])
        src = r->src, beg = r->expr->beg, end = r->expr->end;
    tyc_diag *g = rule ? tyc_diag_add(k->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, src, beg, end,
                                      "Invalid value for variable",
                                      "%s\n\nThis was checked by the validation rule at %s.", msg,
                                      rule)
                       : NULL;
    return g ? set_values(c, g, val->cond, NULL) : -1;
}

static int rule(vctx *c, uint32_t vi, const tyc_validation *val)
{
    tyc_chk *k = c->k;
    const tyc_var *v = k->r->vars[vi].var;
    const tyc_node *miss = missing_func(c, val->cond, 0);
    if (!miss)
        miss = missing_func(c, val->msg, 0);
    if (miss) {
        const char *why = tyc_sprintf(k->a, "it calls the function \"%s\", which tycon does "
                                            "not implement", miss->text);
        return why ? not_checked(c, v, val, miss, why) : -1;
    }
    int bad;
    const tyc_value *x = eval_in(c, val->src, val->cond, &bad);
    if (!x)
        return k->a->ctx->oom ? -1 : 0;
    if (bad)
        return 0;
    if (tyc_v_is_unknown(x))
        return not_checked(c, v, val, val->cond,
                           "its condition refers to values that are not known offline");
    /* like a failed rule, these diagnostics carry the condition's values (├── lines) */
    if (tyc_v_is_null(x)) {
        tyc_diag *g = tyc_diag_add(k->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, val->src, val->cond->beg,
                                   val->cond->end, "Invalid variable validation result",
                                   "Validation condition expression must return either true or "
                                   "false, not null.");
        return g ? set_values(c, g, val->cond, NULL) : -1;
    }
    tyc_cerr err = {0};
    const tyc_value *b = tyc_convert(k->a, tyc_v_unmark_deep(k->a, x), &tyc_t_bool, &err);
    if (!b) {
        tyc_diag *g = err.msg ? tyc_diag_add(k->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, val->src,
                                             val->cond->beg, val->cond->end,
                                             "Invalid variable validation result",
                                             "Invalid validation condition result value: %s.",
                                             err.msg)
                              : NULL;
        return g ? set_values(c, g, val->cond, NULL) : -1;
    }
    if (b->u.b)
        return 0;
    const char *msg = message(c, val, &bad);
    if (!msg)
        return k->a->ctx->oom ? -1 : 0;
    return failed(c, vi, val, msg);
}

/* The index of the variable named by the `var.NAME` traversal n, or -1. */
static int32_t var_ref(const tyc_check *r, const tyc_node *n)
{
    if (n->kind != TYC_N_GETATTR && n->kind != TYC_N_INDEX)
        return -1;
    const tyc_node *root = n->kids[0];
    if (!root || root->kind != TYC_N_VAR || root->tlen != 3 || memcmp(root->text, "var", 3) != 0)
        return -1;
    const char *name = n->kind == TYC_N_GETATTR ? n->text : NULL;
    size_t len = n->tlen;
    if (n->kind == TYC_N_INDEX) { /* var["name"] */
        const tyc_node *key = n->kids[1];
        if (key && key->kind == TYC_N_TEMPLATE && key->n == 1)
            key = key->kids[0];
        if (!key || key->kind != TYC_N_STRING)
            return -1;
        name = key->text;
        len = key->tlen;
    }
    for (uint32_t i = 0; name && i < r->nvars; i++)
        if (strlen(r->vars[i].var->name) == len && memcmp(r->vars[i].var->name, name, len) == 0)
            return (int32_t)i;
    return -1;
}

/* Per variable: 0 not validated yet, 1 under way, 2 done; bad: a rule of it failed. */
typedef struct vstate {
    uint8_t *st, *bad;
} vstate;

static int validate_var(vctx *c, vstate *vs, uint32_t i);

/* 1 if expression e reads a variable other than self whose value failed (conversion or its own
** validation, which is validated first): Terraform does not evaluate such a rule. -1 on OOM. */
static int reads_failed(vctx *c, vstate *vs, uint32_t self, const tyc_node *e, uint32_t depth)
{
    if (!e || depth > 10000)
        return 0;
    int32_t x = var_ref(c->k->r, e);
    if (x >= 0 && (uint32_t)x != self) {
        if (validate_var(c, vs, (uint32_t)x) < 0)
            return -1;
        const tyc_varres *res = &c->k->r->vars[x];
        return !res->value || res->failed || vs->bad[x];
    }
    for (uint32_t i = 0; i < e->n; i++) {
        int r = reads_failed(c, vs, self, e->kids[i], depth + 1);
        if (r)
            return r;
    }
    return 0;
}

/* 1 if a rule of variable i reads another variable that failed: Terraform validates a variable
** in one graph node that depends on every variable its rules read, and skips that whole node
** (all its rules) when one of them failed. -1 on OOM. */
static int skipped(vctx *c, vstate *vs, uint32_t i)
{
    const tyc_var *v = c->k->r->vars[i].var;
    for (uint32_t j = 0; j < v->nvals; j++) {
        const tyc_validation *val = &v->vals[j];
        if (!val->cond || !val->msg)
            continue;
        int skip = reads_failed(c, vs, i, val->cond, 0);
        if (!skip)
            skip = reads_failed(c, vs, i, val->msg, 0);
        if (skip)
            return skip;
    }
    return 0;
}

/* Evaluates the rules of variable i, after those of the variables they read. 0, or -1. */
static int validate_var(vctx *c, vstate *vs, uint32_t i)
{
    if (vs->st[i])
        return 0; /* done, or under way (a cycle: read as it stands) */
    vs->st[i] = 1;
    const tyc_varres *res = &c->k->r->vars[i];
    int skip = res->value && !res->failed && !tyc_v_is_unknown(res->value) ? skipped(c, vs, i) : 1;
    if (skip < 0)
        return -1;
    if (!skip) {
        for (uint32_t j = 0; j < res->var->nvals; j++) {
            const tyc_validation *val = &res->var->vals[j];
            if (!val->cond || !val->msg)
                continue;
            uint32_t before = c->k->d->nerrors;
            if (rule(c, i, val) < 0)
                return -1;
            if (c->k->d->nerrors > before)
                vs->bad[i] = 1;
        }
    }
    vs->st[i] = 2;
    return 0;
}

int tyc_check_validate(tyc_chk *k)
{
    vctx c = {k, NULL, NULL, 0, NULL};
    c.funcs = tyc_funcs_all(&c.nfuncs);
    if (build_vars(&c) < 0)
        return -1;
    vstate vs = {TYC_NEWN(k->a, uint8_t, k->r->nvars + 1), TYC_NEWN(k->a, uint8_t, k->r->nvars + 1)};
    if (!vs.st || !vs.bad)
        return -1;
    memset(vs.st, 0, k->r->nvars + 1);
    memset(vs.bad, 0, k->r->nvars + 1);
    for (uint32_t i = 0; i < k->r->nvars; i++)
        if (validate_var(&c, &vs, i) < 0)
            return -1;
    return 0;
}
