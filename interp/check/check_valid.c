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
    const tyc_rule_env *env;     /* the rule being evaluated */
    const tyc_value *vars;       /* object of every variable's final value */
    const tyc_func *funcs;
    uint32_t nfuncs;
    const tyc_value *path;       /* {cwd, module, root}, built on first use */
    int walk;                    /* Terraform's validate walk: every variable unknown */
    tyc_str *names;              /* the attributes of vars, in order */
    const tyc_value **vals;
    const tyc_value *own;        /* vars with the variable being validated unmarked, or NULL */
} vctx;

const tyc_value *tyc_check_cwd(tyc_arena *a, const char *dir)
{
    dir = dir && *dir ? dir : ".";
    char buf[4096];
    const char *cwd = dir;
    if (dir[0] != '/') {
        if (!getcwd(buf, sizeof buf))
            return &tyc_v_dynval;
        char *joined = tyc_sprintf(a, "%s/%s", buf, dir);
        if (!joined)
            return NULL;
        /* clean "/x/." and "/x/./y": Terraform prints a clean absolute path */
        size_t n = strlen(joined);
        while (n > 2 && joined[n - 1] == '.' && joined[n - 2] == '/')
            joined[n -= 2] = 0;
        cwd = joined;
    }
    return tyc_v_string(a, cwd, strlen(cwd), 1);
}

/* Terraform's `path` object for the root module run in its directory: module and root ".",
** cwd the directory's absolute path. NULL on OOM. */
static const tyc_value *path_object(vctx *c)
{
    tyc_arena *a = c->k->a;
    const tyc_str pn[] = {{"cwd", 3}, {"module", 6}, {"root", 4}};
    const tyc_value *pv[] = {tyc_check_cwd(a, c->k->o->dir), tyc_v_string(a, ".", 1, 1),
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
    if (!tyc_str_eqz(name, "var"))
        return &tyc_v_dynval;
    return c->own ? c->own : c->vars;
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
        vals[i] = c->walk ? NULL : r->vars[i].value;
        if (!vals[i] && !(vals[i] = tyc_v_unknown(a, tyc_type_strip_optional(a, v->ctype))))
            return -1;
        uint8_t mk = (uint8_t)((v->sensitive ? TYC_MARK_SENSITIVE : 0) |
                               (v->ephemeral ? TYC_MARK_EPHEMERAL : 0));
        if (c->walk && mk && !(vals[i] = tyc_v_with_marks(a, vals[i], mk)))
            return -1;
    }
    c->names = names;
    c->vals = vals;
    c->vars = tyc_v_object(a, names, vals, r->nvars);
    return c->vars ? 0 : -1;
}

/* A variable's rules see its own value as the walk stored it, without the sensitive mark
** (eval_variable.go's "ourVal"): in the validate walk (an unknown value, "var.x is a
** string"). Terraform before 1.14 does so in the plan walk too, and then prints a secret in
** value lines and messages: tycon keeps the mark there (a deliberate difference,
** docs/conformance.md). Sets c->own for variable i, or NULL. 0, or -1 on OOM. */
static int own_value(vctx *c, uint32_t i)
{
    tyc_arena *a = c->k->a;
    const tyc_value *v = c->vals[i];
    c->own = NULL;
    if (!c->walk || !(v->marks & TYC_MARK_SENSITIVE))
        return 0;
    const tyc_value **vals = TYC_NEWN(a, const tyc_value *, c->k->r->nvars);
    if (!vals)
        return -1;
    memcpy(vals, c->vals, c->k->r->nvars * sizeof *vals);
    if (!(vals[i] = tyc_v_with_marks(a, v, (uint8_t)(v->marks & ~TYC_MARK_SENSITIVE))))
        return -1;
    c->own = tyc_v_object(a, c->names, vals, c->k->r->nvars);
    return c->own ? 0 : -1;
}

/* The rule environment of root variable vi: the root scope, and the subject of a failure
** (the value's expression in its tfvars file, else the declaration). */
static tyc_rule_env rule_env(vctx *c, uint32_t vi)
{
    tyc_chk *k = c->k;
    const tyc_var *v = k->r->vars[vi].var;
    const tyc_raw *r = tyc_raws_find(k->raws, v->name);
    tyc_rule_env e = {k->a, k->d, lookup, c, c->funcs, c->nfuncs, k->o->dir, NULL, 0, v->src,
                      v->dbeg, v->dend};
    e.addr = tyc_sprintf(k->a, "var.%s", v->name);
    e.quiet = e.walk = c->walk;
    if (!c->walk && r && r->kind == TYC_RAW_FILE && !v->sensitive && k->parsed[vi])
        e.src = r->src, e.beg = r->expr->beg, e.end = r->expr->end;
    return e;
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

/* Terraform's "Reference to undeclared input variable" (with "Did you mean") for each
** `var.NAME` of expression e that names no declared variable. Returns how many, -1 on OOM. */
static int undeclared_refs(vctx *c, const tyc_source *src, const tyc_node *e)
{
    tyc_check *r = c->k->r;
    tyc_vec refs = {0};
    if (!e || tyc_expr_traversals(c->k->a, e, &refs) < 0)
        return e ? -1 : 0;
    int n = 0;
    for (uint32_t i = 0; i < refs.n; i++) {
        const tyc_node *t = refs.v[i], *root = tyc_trav_root(t), *s1 = t;
        while (s1 != root && s1->kids[0] != root)
            s1 = s1->kids[0];
        if (s1 == root || s1->kind != TYC_N_GETATTR || strcmp(root->text, "var") ||
            var_ref(r, s1) >= 0)
            continue;
        const char *sug = NULL;
        for (uint32_t j = 0; j < r->nvars && !sug; j++) {
            tyc_str d = {r->vars[j].var->name, strlen(r->vars[j].var->name)};
            sug = tyc_str_distance((tyc_str){s1->text, s1->tlen}, d) < 3 ? d.p : NULL;
        }
        tyc_diag *g = sug ? tyc_diag_add(c->k->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, src, root->beg,
                                         s1->nend, "Reference to undeclared input variable",
                                         "An input variable with the name \"%s\" has not been "
                                         "declared. Did you mean \"%s\"?", s1->text, sug)
                          : tyc_diag_add(c->k->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, src, root->beg,
                                         s1->nend, "Reference to undeclared input variable",
                                         "An input variable with the name \"%s\" has not been "
                                         "declared. This variable can be declared with a "
                                         "variable \"%s\" {} block.", s1->text, s1->text);
        if (!g)
            return -1;
        n++;
    }
    return n;
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
        return c->walk ? vs->bad[x] : !res->value || res->failed || vs->bad[x];
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

/* Terraform parses the references of all of a variable's rules (conditions, then error
** messages) before evaluating any: errors there stop its rules (internal/terraform/
** eval_variable.go:255 at v1.15.9). Returns the number of errors, or -1. */
static int rule_ref_errors(vctx *c, const tyc_var *v)
{
    int n = 0;
    for (uint32_t j = 0; j < v->nvals; j++) {
        const tyc_validation *val = &v->vals[j];
        if (!val->cond || !val->msg)
            continue;
        for (int k = 0; k < 2; k++) {
            int e = tyc_ref_errors(c->k->a, val->src, k ? val->msg : val->cond,
                                   c->k->o->target, c->k->d);
            if (e < 0)
                return -1;
            n += e;
        }
    }
    return n;
}

/* Evaluates the rules of variable i, after those of the variables they read. 0, or -1. */
static int validate_var(vctx *c, vstate *vs, uint32_t i)
{
    if (vs->st[i])
        return 0; /* done, or under way (a cycle: read as it stands) */
    vs->st[i] = 1;
    const tyc_varres *res = &c->k->r->vars[i];
    int again = c->walk ? tyc_var_default_again(c->k->a, res->var, c->k->d) : 0;
    if (again)
        return again < 0 ? -1 : (vs->bad[i] = 1, 0); /* the variable's node failed */
    int up = c->walk || (res->value && !res->failed && !tyc_v_is_unknown(res->value))
                 ? skipped(c, vs, i)
                 : 0;
    int skip = up || !(c->walk || (res->value && !res->failed && !tyc_v_is_unknown(res->value)));
    if (up < 0)
        return -1;
    if (up) /* the node was skipped for a variable it reads: so is what reads it */
        vs->bad[i] = 1;
    int refs = skip ? 0 : rule_ref_errors(c, res->var);
    if (refs < 0)
        return -1;
    if (refs)
        vs->bad[i] = 1;
    if (!skip && !refs) {
        for (uint32_t j = 0; j < res->var->nvals; j++) {
            const tyc_validation *val = &res->var->vals[j];
            if (!val->cond || !val->msg)
                continue;
            uint32_t before = c->k->d->nerrors;
            int und = undeclared_refs(c, val->src, val->cond);
            int und2 = und < 0 ? und : undeclared_refs(c, val->src, val->msg);
            if (und < 0 || und2 < 0)
                return -1;
            tyc_rule_env env = rule_env(c, i);
            if (!und && !und2 && (!env.addr || own_value(c, i) < 0 || tyc_check_rule(&env, val) < 0))
                return -1;
            c->own = NULL;
            if (c->k->d->nerrors > before)
                vs->bad[i] = 1;
        }
    }
    vs->st[i] = 2;
    return 0;
}

/* ---- cycles among the variables' rules ---- */

/* Tarjan's strongly connected components over "a rule of variable i reads variable j"
** (j != i): Terraform orders a variable's validation before every use of it, so two
** variables whose rules read each other make its graph cyclic. */
typedef struct scc {
    vctx *c;
    uint32_t *index, *low, *stack, next, sp;
    uint8_t *on;
    int err;                     /* OOM */
    uint32_t found;              /* cycles reported */
} scc;

static void connect(scc *g, uint32_t v, uint32_t depth);

static void edges(scc *g, uint32_t v, const tyc_node *e, uint32_t depth)
{
    if (!e || g->err || depth > 10000)
        return;
    int32_t w = var_ref(g->c->k->r, e);
    if (w >= 0 && (uint32_t)w != v) {
        if (!g->index[w]) {
            connect(g, (uint32_t)w, depth + 1);
            if (g->low[w] < g->low[v])
                g->low[v] = g->low[w];
        } else if (g->on[w] && g->index[w] < g->low[v]) {
            g->low[v] = g->index[w];
        }
        return;
    }
    for (uint32_t i = 0; i < e->n; i++)
        edges(g, v, e->kids[i], depth + 1);
}

/* "Cycle: var.a (validation), var.b (validation)" (Terraform's graph error: no subject). */
static void report(scc *g, uint32_t v)
{
    tyc_check *r = g->c->k->r;
    tyc_buf b;
    tyc_buf_init(&b, g->c->k->a->ctx);
    tyc_buf_addz(&b, "Cycle: ");
    uint32_t n = 0, w;
    do {
        w = g->stack[--g->sp];
        g->on[w] = 0;
        tyc_buf_addf(&b, "%svar.%s (validation)", n++ ? ", " : "", r->vars[w].var->name);
    } while (w != v);
    const char *sum = tyc_buf_to_arena(&b, g->c->k->a);
    if (n < 2)
        return;
    g->found++;
    if (!sum || !tyc_diag_add(g->c->k->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, NULL, 0, 0, sum, "%s", ""))
        g->err = 1;
}

static void connect(scc *g, uint32_t v, uint32_t depth)
{
    g->index[v] = g->low[v] = ++g->next;
    g->stack[g->sp++] = v;
    g->on[v] = 1;
    const tyc_var *var = g->c->k->r->vars[v].var;
    for (uint32_t j = 0; j < var->nvals; j++) {
        edges(g, v, var->vals[j].cond, depth);
        edges(g, v, var->vals[j].msg, depth);
    }
    if (g->low[v] == g->index[v])
        report(g, v);
}

/* Reports every cycle among the variables' rules; returns how many, or -1 on OOM. */
static int rule_cycles(vctx *c)
{
    uint32_t n = c->k->r->nvars;
    tyc_arena *a = c->k->a;
    scc g = {c, TYC_NEWN(a, uint32_t, n + 1), TYC_NEWN(a, uint32_t, n + 1),
             TYC_NEWN(a, uint32_t, n + 1), 0, 0, TYC_NEWN(a, uint8_t, n + 1), 0, 0};
    if (!g.index || !g.low || !g.stack || !g.on)
        return -1;
    memset(g.index, 0, (n + 1) * sizeof *g.index);
    memset(g.on, 0, n + 1);
    for (uint32_t v = 0; v < n && !g.err; v++)
        if (!g.index[v])
            connect(&g, v, 0);
    return g.err ? -1 : (int)g.found;
}

static int validate_all(tyc_chk *k, int walk, uint8_t **bad)
{
    vctx c = {k, NULL, NULL, NULL, 0, NULL, walk, NULL, NULL, NULL};
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
    if (bad)
        *bad = vs.bad;
    return 0;
}

int tyc_check_validate(tyc_chk *k)
{
    return validate_all(k, 0, NULL);
}

int tyc_check_cycles(tyc_chk *k)
{
    vctx c = {k, NULL, NULL, NULL, 0, NULL, 1, NULL, NULL, NULL};
    return rule_cycles(&c) < 0 ? -1 : 0;
}

int tyc_check_walk_rules(tyc_chk *k, uint8_t **bad)
{
    tyc_diags tmp, *d = k->d;
    tyc_diags_init(&tmp, k->a);
    k->d = &tmp;
    int rc = validate_all(k, 1, bad);
    k->d = d;
    if (rc == 0 && tmp.nerrors) /* its warnings come again from the plan walk */
        tyc_diags_append(d, &tmp);
    return rc;
}
