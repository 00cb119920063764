/* SPDX-License-Identifier: Apache-2.0 */
/*
** mc_scope.c: evaluating an expression of a module instance as Terraform's lang.Scope does:
** its references are found first (hcl's Variables) and only those are resolved, in
** dependency order (a local value, a module call's outputs, a resource), so evaluation follows
** references and never needs a global order; then the expression is evaluated with `var`,
** `local`, `module`, `count`, `each`, `path`, `terraform` and resource objects.
*/
#include "interp/modcall/mc_int.h"

#include <stdlib.h>

#include "interp/funcs/funcs.h"
#include "runtime/base/str.h"

/* One referenced object while preparing: its group (a resource type, or ""), name, value. */
typedef struct ref1 {
    const char *group;
    tyc_str name;
    const tyc_value *v;
} ref1;

/* The referenced objects of one kind (repeats removed by uniq before use). */
typedef struct refs {
    ref1 *e;
    uint32_t n;
} refs;

static int push_ref(refs *r, const char *group, tyc_str name, const tyc_value *v)
{
    r->e[r->n++] = (ref1){group ? group : "", name, v};
    return 0;
}

static int cmp_ref(const void *x, const void *y)
{
    const ref1 *p = x, *q = y;
    int c = strcmp(p->group, q->group);
    return c ? c : tyc_str_cmp(p->name, q->name);
}

/* Sorts r by (group, name) and drops repeats: O(n log n) for an expression's n references. */
static void uniq(refs *r)
{
    if (r->n < 2)
        return;
    qsort(r->e, r->n, sizeof *r->e, cmp_ref);
    uint32_t k = 1;
    for (uint32_t i = 1; i < r->n; i++)
        if (cmp_ref(&r->e[i], &r->e[k - 1]))
            r->e[k++] = r->e[i];
    r->n = k;
}

/* The object of entries e[0..n) (names distinct). NULL on OOM. */
static const tyc_value *object_of(tyc_arena *a, const ref1 *e, uint32_t n)
{
    tyc_str *names = TYC_NEWN(a, tyc_str, n + 1);
    const tyc_value **vals = TYC_NEWN(a, const tyc_value *, n + 1);
    if (!names || !vals)
        return NULL;
    for (uint32_t i = 0; i < n; i++) {
        names[i] = e[i].name;
        vals[i] = e[i].v;
    }
    return tyc_v_object(a, names, vals, n);
}

/* The first step after the root of traversal t (the node whose kids[0] is the root), or NULL. */
static const tyc_node *first_step(const tyc_node *t)
{
    const tyc_node *step = NULL;
    while (t->kind != TYC_N_VAR) {
        step = t;
        t = t->kids[0];
    }
    return step;
}

/* The attribute name a step names (`.x` or `["x"]`), or a NULL string. */
static tyc_str step_name(const tyc_node *s)
{
    if (!s)
        return (tyc_str){NULL, 0};
    if (s->kind == TYC_N_GETATTR)
        return (tyc_str){s->text, s->tlen};
    const tyc_node *k = s->kind == TYC_N_INDEX ? s->kids[1] : NULL;
    if (k && k->kind == TYC_N_TEMPLATE && k->n == 1)
        k = k->kids[0];
    return k && k->kind == TYC_N_STRING ? (tyc_str){k->text, k->tlen} : (tyc_str){NULL, 0};
}

/* hcl's nameSuggestion over the names of a sorted tyc_named array. */
static const char *suggest_named(const tyc_named *v, uint32_t n, tyc_str name)
{
    for (uint32_t i = 0; i < n; i++)
        if (tyc_str_distance(name, (tyc_str){v[i].name, strlen(v[i].name)}) < 3)
            return v[i].name;
    return NULL;
}

static int undeclared(mc_scope *s, const tyc_source *src, const tyc_node *root,
                      const tyc_node *step, const char *sum, const char *detail)
{
    return tyc_diag_add(s->run->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, src, root->beg,
                        step ? step->end : root->end, sum, "%s", detail)
               ? 0
               : -1;
}

static int ref_local(mc_scope *s, const tyc_source *src, const tyc_node *root,
                     const tyc_node *step, tyc_str nm, refs *r)
{
    const tyc_cfg *cfg = s->in->cfg;
    int32_t i = tyc_named_find(cfg->locals, cfg->nlocals, nm);
    if (i < 0) {
        const char *sug = suggest_named(cfg->locals, cfg->nlocals, nm);
        const char *det = tyc_sprintf(s->run->a,
                                      "A local value with the name \"%.*s\" has not been "
                                      "declared.%s%s%s",
                                      (int)nm.len, nm.p, sug ? " Did you mean \"" : "",
                                      sug ? sug : "", sug ? "\"?" : "");
        return det ? undeclared(s, src, root, step, "Reference to undeclared local value", det)
                   : -1;
    }
    const tyc_value *v = tyc_mc_local(s->run, s->in, (uint32_t)i, step, src);
    return v ? push_ref(r, NULL, nm, v) : -1;
}

/* The index of call name in cfg, or -1. */
static int32_t find_call(const tyc_cfg *cfg, tyc_str nm)
{
    return tyc_find_sorted_name(cfg->calls, cfg->ncalls, sizeof *cfg->calls,
                                offsetof(tyc_call, name), nm);
}

/* The two steps of traversal t right after step (*n1 follows step, *n2 follows *n1), or
** NULLs. */
static void after_step(const tyc_node *t, const tyc_node *step, const tyc_node **n1,
                       const tyc_node **n2)
{
    *n1 = *n2 = NULL;
    for (const tyc_node *n = t; n && n != step; n = n->kids[0]) {
        *n2 = *n1;
        *n1 = n;
    }
}

/* The node ending Terraform's reference `module.NAME[KEY].OUTPUT` in traversal t (step
** naming the call): through the output's name when there is one, else through the key,
** else step (addrs.ParseRef). */
static const tyc_node *module_ref_end(const tyc_node *t, const tyc_node *step)
{
    const tyc_node *a, *b;
    after_step(t, step, &a, &b);
    if (a && a->kind == TYC_N_GETATTR)
        return a;
    if (a && a->kind == TYC_N_INDEX)
        return b && b->kind == TYC_N_GETATTR ? b : a;
    return step;
}

static int ref_module(mc_scope *s, const tyc_source *src, const tyc_node *t,
                      const tyc_node *root, const tyc_node *step, tyc_str nm, refs *r)
{
    const tyc_cfg *cfg = s->in->cfg;
    int32_t i = find_call(cfg, nm);
    if (i < 0) {
        const char *sug = NULL;
        for (uint32_t k = 0; k < cfg->ncalls && !sug; k++)
            if (tyc_str_distance(nm, (tyc_str){cfg->calls[k].name, strlen(cfg->calls[k].name)}) < 3)
                sug = cfg->calls[k].name;
        const char *det = tyc_sprintf(s->run->a, "No module call named \"%.*s\" is declared in "
                                      "%s.%s%s%s", (int)nm.len, nm.p,
                                      *cfg->addr ? cfg->addr : "the root module",
                                      sug ? " Did you mean \"" : "", sug ? sug : "",
                                      sug ? "\"?" : "");
        return det ? undeclared(s, src, root, module_ref_end(t, step),
                                "Reference to undeclared module", det)
                   : -1;
    }
    const tyc_value *v = tyc_mc_call_value(s->run, s->in, (uint32_t)i);
    return v ? push_ref(r, NULL, nm, v) : -1;
}

static int ref_var(mc_scope *s, const tyc_source *src, const tyc_node *root,
                   const tyc_node *step, tyc_str nm)
{
    const tyc_module *m = &s->in->cfg->mod;
    if (tyc_module_find(m, nm))
        return 0;
    const char *sug = NULL;
    for (uint32_t i = 0; i < m->n && !sug; i++)
        if (tyc_str_distance(nm, (tyc_str){m->vars[i]->name, strlen(m->vars[i]->name)}) < 3)
            sug = m->vars[i]->name;
    const char *det =
        sug ? tyc_sprintf(s->run->a,
                          "An input variable with the name \"%.*s\" has not been declared. Did "
                          "you mean \"%s\"?",
                          (int)nm.len, nm.p, sug)
            : tyc_sprintf(s->run->a,
                          "An input variable with the name \"%.*s\" has not been declared. This "
                          "variable can be declared with a variable \"%.*s\" {} block.",
                          (int)nm.len, nm.p, (int)nm.len, nm.p);
    return det ? undeclared(s, src, root, step, "Reference to undeclared input variable", det)
               : -1;
}

/* The index of resource (data, type, name) in cfg (sorted by data, type, name), or -1. */
static int32_t find_res(const tyc_cfg *cfg, int data, const char *type, tyc_str nm)
{
    uint32_t lo = 0, hi = cfg->nres;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        const tyc_res *x = &cfg->res[mid];
        int c = x->data != data ? x->data - data : strcmp(x->type, type);
        if (!c)
            c = tyc_str_cmp((tyc_str){x->name, strlen(x->name)}, nm);
        if (!c)
            return (int32_t)mid;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}

/* Terraform's static check of a resource reference that names nothing declared. */
static int undeclared_res(mc_scope *s, const tyc_source *src, const tyc_node *root,
                          const tyc_node *end, int data, const char *type, tyc_str nm)
{
    const tyc_cfg *cfg = s->in->cfg;
    int hint = !data && find_res(cfg, 1, type, nm) >= 0;
    const char *det = tyc_sprintf(s->run->a,
                                  "A %s resource \"%s\" \"%.*s\" has not been declared in %s.%s%s"
                                  "%s%.*s%s",
                                  data ? "data" : "managed", type, (int)nm.len, nm.p,
                                  *cfg->addr ? cfg->addr : "the root module",
                                  hint ? "\n\nDid you mean the data resource data." : "",
                                  hint ? type : "", hint ? "." : "", hint ? (int)nm.len : 0,
                                  hint ? nm.p : "", hint ? "?" : "");
    return det ? undeclared(s, src, root, end, "Reference to undeclared resource", det) : -1;
}

/* A resource reference `TYPE.NAME`: declared resources are evaluated (terraform_data) or
** unknown. */
static int ref_res(mc_scope *s, const tyc_source *src, const tyc_node *t,
                   const tyc_node *root, const tyc_node *step, tyc_str nm, refs *r)
{
    int32_t i = find_res(s->in->cfg, 0, root->text, nm);
    if (i < 0)
        return undeclared_res(s, src, root, step, 0, root->text, nm);
    if (s->run->schemas &&
        s->run->hooks->static_ref(s, src, t, step, &s->in->cfg->res[i], 0) < 0)
        return -1;
    const tyc_value *v = tyc_mc_resource(s->run, s->in, (uint32_t)i);
    return v ? push_ref(r, root->text, nm, v) : -1;
}

/* A data source reference `data.TYPE.NAME`: declared ones checked against their schema and,
** under `tycon validate`, their values collected into dat (grouped by type). */
static int ref_data(mc_scope *s, const tyc_source *src, const tyc_node *root, const tyc_node *t,
                    const tyc_node *step, tyc_str type, refs *dat)
{
    const tyc_node *second = NULL; /* the step after `data.TYPE` */
    for (const tyc_node *n = t; n != step; n = n->kids[0])
        second = n;
    tyc_str nm = step_name(second);
    if (!nm.p)
        return 0;
    char *ty = tyc_strndup(s->run->a, type.p, type.len);
    if (!ty)
        return -1;
    int32_t i = find_res(s->in->cfg, 1, ty, nm);
    if (i < 0)
        return undeclared_res(s, src, root, second, 1, ty, nm);
    if (!s->run->schemas)
        return 0;
    if (s->run->hooks->static_ref(s, src, t, second, &s->in->cfg->res[i], 1) < 0)
        return -1;
    const tyc_value *v = tyc_mc_resource(s->run, s->in, (uint32_t)i);
    return v ? push_ref(dat, ty, nm, v) : -1;
}

/* `count.index` and `each.key` / `each.value`: Terraform's errors outside a repeated call
** or for another attribute. */
static int ref_rep(mc_scope *s, const tyc_source *src, const tyc_node *root,
                   const tyc_node *step, tyc_str nm, int each)
{
    const char *sum = NULL, *det = NULL;
    if (!each && !tyc_str_eqz(nm, "index")) {
        sum = "Invalid \"count\" attribute";
        det = tyc_sprintf(s->run->a, "The \"count\" object does not have an attribute named "
                                     "\"%.*s\". The only supported attribute is count.index, "
                                     "which is the index of each instance of a resource block "
                                     "that has the \"count\" argument set.", (int)nm.len, nm.p);
    } else if (each && !tyc_str_eqz(nm, "key") && !tyc_str_eqz(nm, "value")) {
        sum = "Invalid \"each\" attribute";
        det = tyc_sprintf(s->run->a, "The \"each\" object does not have an attribute named "
                                     "\"%.*s\". The supported attributes are each.key and "
                                     "each.value, the current key and value pair of the "
                                     "\"for_each\" attribute set.", (int)nm.len, nm.p);
    } else if (!each && !s->count) {
        sum = "Reference to \"count\" in non-counted context";
        det = "The \"count\" object can only be used in \"module\", \"resource\", and "
              "\"data\" blocks, and only when the \"count\" argument is set.";
    } else if (each && !s->each && tyc_str_eqz(nm, "value") && s->resource) {
        sum = "each.value cannot be used in this context";
        det = "A reference to \"each.value\" has been used in a context in which it is "
              "unavailable, such as when the configuration no longer contains the value in its "
              "\"for_each\" expression. Remove this reference to each.value in your "
              "configuration to work around this error.";
    } else if (each && !s->each) {
        sum = "Reference to \"each\" in context without for_each";
        det = "The \"each\" object can be used only in \"module\" or \"resource\" blocks, "
              "and only when the \"for_each\" argument is set.";
    }
    if (!sum)
        return 0;
    return det ? undeclared(s, src, root, step, sum, det) : -1;
}

static int is_special(const char *n)
{
    static const char *const sp[] = {"count", "data", "each", "path", "provider", "self",
                                     "terraform", "var", "local", "module"};
    for (size_t i = 0; i < sizeof sp / sizeof *sp; i++)
        if (!strcmp(n, sp[i]))
            return 1;
    return 0;
}

/* Terraform 1.16's `caller` (internal/addrs/parse_ref.go:377 at v1.16.0-rc2): the object
** that triggered an action; it stands for `self` where `self` exists, else an error. */
static int ref_caller(mc_scope *s, const tyc_source *src, const tyc_node *root)
{
    if (s->self_ok)
        return 0;
    return tyc_diag_add(s->run->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, src, root->beg, root->end,
                        "Invalid \"caller\" reference",
                        "The \"caller\" object is not available in this context. This object "
                        "can be used only in action blocks triggered from a resource instance.")
               ? 0
               : -1;
}

static int one_ref(mc_scope *s, const tyc_source *src, const tyc_node *t, refs *loc, refs *mod,
                   refs *res, refs *dat)
{
    const tyc_node *root = tyc_trav_root(t), *step = first_step(t);
    tyc_str nm = step_name(step);
    const char *rn = root->text ? root->text : "";
    for (const mc_iter *it = s->iter; it; it = it->up)
        if (tyc_str_eqz(it->name, rn))
            return 0;
    tyc_ref_err ae;
    if (tyc_action_ref(t, s->run->o->target, &ae))
        return tyc_diag_add(s->run->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, src, ae.beg, ae.end,
                            ae.summary, "%s", ae.detail) ? 0 : -1;
    if (!strcmp(rn, "caller") && tyc_target_tf_ge(s->run->o->target, 1, 16))
        return ref_caller(s, src, root);
    if (!step && tyc_bare_ref_invalid(rn, s->run->o->target))
        return tyc_diag_add(s->run->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, src, root->beg, root->end,
                            "Invalid reference",
                            "A reference to a resource type must be followed by at least one "
                            "attribute access, specifying the resource name.")
                   ? 0
                   : -1;
    if (!nm.p)
        return 0;
    if (!strcmp(rn, "local"))
        return ref_local(s, src, root, step, nm, loc);
    if (!strcmp(rn, "module"))
        return ref_module(s, src, t, root, step, nm, mod);
    if (!strcmp(rn, "var"))
        return ref_var(s, src, root, step, nm);
    if (!strcmp(rn, "count") || !strcmp(rn, "each"))
        return ref_rep(s, src, root, step, nm, rn[0] == 'e');
    if (!strcmp(rn, "data"))
        return ref_data(s, src, root, t, step, nm, dat);
    if (!strcmp(rn, "self") && s->run->schemas && !s->self_ok)
        return tyc_diag_add(s->run->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, src, root->beg, root->end,
                            "Invalid \"self\" reference",
                            "The \"self\" object is not available in this context. This object "
                            "can be used only in resource provisioner, connection, and "
                            "postcondition blocks.")
                   ? 0
                   : -1;
    if (is_special(rn))
        return 0;
    return ref_res(s, src, t, root, step, nm, res);
}

static int alloc_refs(tyc_arena *a, refs *r, uint32_t n)
{
    r->n = 0;
    return (r->e = TYC_NEWN(a, ref1, n + 1)) ? 0 : -1;
}

/* One object per referenced resource type (entries of res grouped by type). */
static int build_res(mc_scope *s, refs *res)
{
    tyc_arena *a = s->run->a;
    s->nr = 0;
    if (!(s->rtypes = TYC_NEWN(a, tyc_str, res->n + 1)) ||
        !(s->robjs = TYC_NEWN(a, const tyc_value *, res->n + 1)))
        return -1;
    uniq(res);
    for (uint32_t i = 0, j; i < res->n; i = j) {
        for (j = i + 1; j < res->n && !strcmp(res->e[j].group, res->e[i].group); j++)
            ;
        s->rtypes[s->nr] = (tyc_str){res->e[i].group, strlen(res->e[i].group)};
        if (!(s->robjs[s->nr++] = object_of(a, &res->e[i], j - i)))
            return -1;
    }
    return 0;
}

/* The `data` object of the referenced data sources (entries of dat grouped by type):
** {TYPE = {NAME = value}}. */
static int build_data(mc_scope *s, refs *dat)
{
    tyc_arena *a = s->run->a;
    ref1 *types = TYC_NEWN(a, ref1, dat->n + 1);
    if (!types)
        return -1;
    uint32_t nt = 0;
    uniq(dat);
    for (uint32_t i = 0, j; i < dat->n; i = j) {
        for (j = i + 1; j < dat->n && !strcmp(dat->e[j].group, dat->e[i].group); j++)
            ;
        const tyc_value *o = object_of(a, &dat->e[i], j - i);
        if (!o)
            return -1;
        types[nt++] = (ref1){"", {dat->e[i].group, strlen(dat->e[i].group)}, o};
    }
    return (s->data = object_of(a, types, nt)) ? 0 : -1;
}

int tyc_mc_prepare(mc_scope *s, const tyc_source *src, const tyc_node *const *e, uint32_t n)
{
    tyc_arena *a = s->run->a;
    tyc_vec all = {0};
    for (uint32_t i = 0; i < n; i++)
        if (e[i] && tyc_expr_traversals(a, e[i], &all) < 0)
            return -1;
    s->local = s->module = s->data = NULL;
    s->nr = 0;
    if (!all.n) /* a literal: nothing to resolve (the common case of an argument) */
        return 0;
    refs loc, mod, res, dat;
    if (alloc_refs(a, &loc, all.n) < 0 || alloc_refs(a, &mod, all.n) < 0 ||
        alloc_refs(a, &res, all.n) < 0 || alloc_refs(a, &dat, all.n) < 0)
        return -1;
    for (uint32_t i = 0; i < all.n; i++)
        if (one_ref(s, src, all.v[i], &loc, &mod, &res, &dat) < 0)
            return -1;
    uniq(&loc);
    uniq(&mod);
    if ((loc.n && !(s->local = object_of(a, loc.e, loc.n))) ||
        (mod.n && !(s->module = object_of(a, mod.e, mod.n))))
        return -1;
    if (dat.n && build_data(s, &dat) < 0)
        return -1;
    return res.n ? build_res(s, &res) : 0;
}

/* Terraform's `path` object of an instance's module. NULL on OOM. */
static const tyc_value *path_obj(mc_scope *s)
{
    tyc_arena *a = s->run->a;
    const char *dir = s->in->cfg->dir;
    const tyc_str pn[] = {{"cwd", 3}, {"module", 6}, {"root", 4}};
    const tyc_value *pv[] = {s->run->cwd, tyc_v_string(a, dir, strlen(dir), 1),
                             tyc_v_string(a, ".", 1, 1)};
    return pv[0] && pv[1] && pv[2] ? tyc_v_object(a, pn, pv, 3) : NULL;
}

const tyc_value *tyc_mc_lookup(void *ud, tyc_evalctx *ec, tyc_str name, uint32_t beg,
                               uint32_t end)
{
    (void)ec, (void)beg, (void)end;
    mc_scope *s = ud;
    for (const mc_iter *it = s->iter; it; it = it->up)
        if (tyc_str_eq(it->name, name))
            return it->val;
    if (tyc_str_eqz(name, "var"))
        return s->vars ? s->vars : s->in->vars;
    if (tyc_str_eqz(name, "local"))
        return s->local ? s->local : &tyc_v_dynval;
    if (tyc_str_eqz(name, "module"))
        return s->module ? s->module : &tyc_v_dynval;
    if (tyc_str_eqz(name, "data"))
        return s->data ? s->data : &tyc_v_dynval;
    if (tyc_str_eqz(name, "count"))
        return s->count ? s->count : &tyc_v_dynval;
    if (tyc_str_eqz(name, "each"))
        return s->each ? s->each : &tyc_v_dynval;
    if (tyc_str_eqz(name, "path"))
        return path_obj(s);
    if (tyc_str_eqz(name, "terraform")) {
        const tyc_str wn = {"workspace", 9};
        const tyc_value *w = tyc_v_string(s->run->a, "default", 7, 0);
        return w ? tyc_v_object(s->run->a, &wn, &w, 1) : NULL;
    }
    for (uint32_t i = 0; i < s->nr; i++)
        if (tyc_str_eq(s->rtypes[i], name))
            return s->robjs[i];
    return &tyc_v_dynval;
}

/* The call node of e spanning exactly [beg, end), or NULL. */
static const tyc_node *call_at(const tyc_node *e, uint32_t beg, uint32_t end, uint32_t depth)
{
    if (!e || depth > 10000 || e->kind == TYC_N_VALUE || e->beg > beg || e->end < end)
        return NULL;
    if (e->kind == TYC_N_CALL && e->beg == beg && e->end == end)
        return e;
    for (uint32_t i = 0; i < e->n; i++) {
        const tyc_node *c = call_at(e->kids[i], beg, end, depth + 1);
        if (c)
            return c;
    }
    return NULL;
}

/* The validate walk: the failure of what `module.NAME...` (traversal t, its first step
** step naming the call nm) waits for in Terraform's graph: an output of the child's node, or,
** for the whole call (or an output it does not declare), the module's close node, after
** everything in the child. The call is checked first. 1 failed, 0, -1 on OOM. */
static int module_failed(mc_scope *s, const tyc_node *t, const tyc_node *step, tyc_str nm)
{
    const tyc_cfg *cfg = s->in->cfg;
    int32_t ci = -1;
    for (uint32_t i = 0; i < cfg->ncalls && ci < 0; i++)
        if (tyc_str_eqz(nm, cfg->calls[i].name))
            ci = (int32_t)i;
    if (ci < 0 || s->in->cst[ci] == 1)
        return 0;
    if (!tyc_mc_call_value(s->run, s->in, (uint32_t)ci))
        return -1;
    const mc_inst *ch = s->in->kids[ci];
    if (!ch) /* not walked: its call's own checks failed */
        return s->in->cfail[ci];
    /* the output's name: the attribute after the call, or after one instance key */
    const tyc_node *out = module_ref_end(t, step);
    if (out != step && out->kind == TYC_N_GETATTR)
        for (uint32_t i = 0; i < ch->cfg->nouts; i++)
            if (tyc_str_eqz((tyc_str){out->text, out->tlen}, ch->cfg->outs[i].name))
                return ch->ofail[i];
    return s->in->cfail[ci];
}

int32_t tyc_mc_rule_reads(mc_run *run, const tyc_cfg *cfg, uint32_t vi, uint32_t **out)
{
    const tyc_var *v = cfg->mod.vars[vi];
    tyc_vec all = {0};
    *out = NULL;
    for (uint32_t i = 0; i < v->nvals; i++)
        if ((v->vals[i].cond && tyc_expr_traversals(run->a, v->vals[i].cond, &all) < 0) ||
            (v->vals[i].msg && tyc_expr_traversals(run->a, v->vals[i].msg, &all) < 0))
            return -1;
    if (!all.n || !(*out = TYC_NEWN(run->a, uint32_t, all.n)))
        return all.n ? -1 : 0;
    uint32_t n = 0;
    for (uint32_t i = 0; i < all.n; i++) {
        const tyc_node *t = all.v[i], *root = tyc_trav_root(t);
        int32_t j = root->text && !strcmp(root->text, "var")
                        ? tyc_module_index(&cfg->mod, step_name(first_step(t)))
                        : -1;
        if (j >= 0 && (uint32_t)j != vi)
            (*out)[n++] = (uint32_t)j;
    }
    return (int32_t)n;
}

/* The failure of the object traversal t refers to (checked first): 1 failed, 0, -1 OOM. */
static int ref_failed(mc_scope *s, const tyc_node *t)
{
    const tyc_node *root = tyc_trav_root(t), *step = first_step(t);
    tyc_str nm = step_name(step);
    const char *rn = root->text ? root->text : "";
    const tyc_cfg *cfg = s->in->cfg;
    for (const mc_iter *it = s->iter; it; it = it->up)
        if (tyc_str_eqz(it->name, rn))
            return 0;
    if (!nm.p)
        return 0;
    if (!strcmp(rn, "var")) { /* an input whose argument depends on a failed object */
        int32_t i = tyc_module_index(&cfg->mod, nm);
        return i >= 0 ? s->in->vfail[i] : 0;
    }
    if (!strcmp(rn, "local")) {
        int32_t i = tyc_named_find(cfg->locals, cfg->nlocals, nm);
        if (i < 0 || s->in->lst[i] == 1)
            return 0;
        if (!tyc_mc_local(s->run, s->in, (uint32_t)i, NULL, NULL))
            return -1;
        return s->in->lfail[i];
    }
    if (!strcmp(rn, "module"))
        return module_failed(s, t, step, nm);
    int data = !strcmp(rn, "data");
    if (!data && is_special(rn))
        return 0;
    const char *type = rn;
    if (data) {
        const tyc_node *second = NULL;
        for (const tyc_node *n = t; n != step; n = n->kids[0])
            second = n;
        type = tyc_strndup(s->run->a, nm.p, nm.len);
        if (!type)
            return -1;
        nm = step_name(second);
        if (!nm.p)
            return 0;
    }
    int32_t i = find_res(cfg, data, type, nm);
    if (i < 0)
        return 0;
    if (!tyc_mc_resource(s->run, s->in, (uint32_t)i))
        return -1;
    return s->in->rfail[i];
}

int tyc_mc_upstream_failed(mc_scope *s, const tyc_node *const *e, uint32_t n)
{
    if (!s->run->validate || (!s->run->schemas && !s->in->anyvfail))
        return 0;
    tyc_vec all = {0};
    for (uint32_t i = 0; i < n; i++)
        if (e[i] && tyc_expr_traversals(s->run->a, e[i], &all) < 0)
            return -1;
    for (uint32_t i = 0; i < all.n; i++) {
        int r = ref_failed(s, all.v[i]);
        if (r)
            return r;
    }
    return 0;
}

/* Terraform shows, under an evaluation error, the values of the references of the expression
** it comes from: for a function's error the whole call, with a "while calling f(params)"
** line; otherwise the references of e that overlap the error's subject. 0, or -1 on OOM. */
static int values(mc_scope *s, const tyc_source *src, const tyc_node *e, tyc_diags *d)
{
    mc_run *run = s->run;
    tyc_rule_env env = {run->a, d, tyc_mc_lookup, s, run->funcs, run->nfuncs, run->o->dir, "", 1,
                        src, e->beg, e->end};
    for (tyc_diag *g = d->head; g; g = g->next) {
        if (g->subject.src != src || g->nvalues)
            continue;
        uint32_t beg = g->subject.beg, end = g->subject.end;
        int fn = tyc_func_diag_extra(g);
        const tyc_node *call = fn ? g->call : NULL; /* the evaluator's, else the context's */
        if (fn && !call && g->context.src == src)
            call = call_at(e, g->context.beg, g->context.end, 0);
        if (call && call->text) {
            tyc_str name = {call->text, call->tlen};
            if (tyc_func_diag_signature(g, run->a, name, !g->call_in_child) < 0)
                return -1;
            /* hcl's Diagnostic.Expression: the argument for an argument's error */
            const tyc_node *x = g->expr ? (const tyc_node *)g->expr : call;
            beg = x->beg, end = x->end;
        } else if (g->expr) { /* hcl's Diagnostic.Expression, as the evaluator tagged it */
            beg = ((const tyc_node *)g->expr)->beg, end = ((const tyc_node *)g->expr)->end;
        }
        if (tyc_check_values(&env, g, e, 0, beg, end) < 0)
            return -1;
    }
    return 0;
}

/* Walks the module calls e reads (not already under way), so that their own errors are not
** counted as e's. 0, or -1 on OOM. */
static int walk_calls_read(mc_scope *s, const tyc_node *e)
{
    tyc_vec all = {0};
    if (!s->in->cfg->ncalls)
        return 0;
    if (tyc_expr_traversals(s->run->a, e, &all) < 0)
        return -1;
    for (uint32_t i = 0; i < all.n; i++) {
        const tyc_node *t = all.v[i], *root = tyc_trav_root(t);
        if (!root->text || strcmp(root->text, "module"))
            continue;
        int32_t ci = find_call(s->in->cfg, step_name(first_step(t)));
        if (ci >= 0 && s->in->cst[ci] != 1 && !tyc_mc_call_value(s->run, s->in, (uint32_t)ci))
            return -1;
    }
    return 0;
}

const tyc_value *tyc_mc_eval(mc_scope *s, const tyc_source *src, const tyc_node *e, int *bad)
{
    mc_run *run = s->run;
    if (walk_calls_read(s, e) < 0)
        return NULL;
    uint32_t before = run->d->nerrors;
    *bad = 0;
    if (tyc_mc_prepare(s, src, &e, 1) < 0)
        return NULL;
    if (run->d->nerrors > before) {
        *bad = 1;
        return NULL;
    }
    tyc_diags tmp;
    tyc_diags_init(&tmp, run->a);
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, run->a, &tmp, src);
    ec.lookup = tyc_mc_lookup;
    ec.lookup_ud = s;
    ec.funcs = run->funcs;
    ec.nfuncs = run->nfuncs;
    ec.pure_only = 1;
    ec.base_dir = run->o->dir;
    const tyc_value *v = tyc_eval(&ec, e);
    *bad = tmp.nerrors > 0 || !v;
    if (tmp.nerrors && values(s, src, e, &tmp) < 0)
        return NULL;
    tyc_diags_append(run->d, &tmp);
    return *bad ? NULL : v;
}

mc_inst *tyc_mc_inst_new(mc_run *run, const tyc_cfg *cfg, const char *addr)
{
    tyc_arena *a = run->a;
    mc_inst *in = TYC_NEW(a, mc_inst);
    if (!in)
        return NULL;
    in->cfg = cfg;
    in->addr = addr;
    in->vars = &tyc_v_dynval;
    in->locals = TYC_NEWN(a, const tyc_value *, cfg->nlocals + 1);
    in->lst = TYC_NEWN(a, uint8_t, cfg->nlocals + 1);
    in->lstack = TYC_NEWN(a, uint32_t, cfg->nlocals + 1);
    in->calls = TYC_NEWN(a, const tyc_value *, cfg->ncalls + 1);
    in->cst = TYC_NEWN(a, uint8_t, cfg->ncalls + 1);
    in->outs = TYC_NEWN(a, const tyc_value *, cfg->nouts + 1);
    in->ost = TYC_NEWN(a, uint8_t, cfg->nouts + 1);
    in->res = TYC_NEWN(a, const tyc_value *, cfg->nres + 1);
    in->rst = TYC_NEWN(a, uint8_t, cfg->nres + 1);
    if (!in->locals || !in->lst || !in->lstack || !in->calls || !in->cst || !in->outs || !in->ost ||
        !in->res || !in->rst)
        return NULL;
    memset(in->lst, 0, cfg->nlocals + 1);
    memset(in->cst, 0, cfg->ncalls + 1);
    memset(in->ost, 0, cfg->nouts + 1);
    memset(in->rst, 0, cfg->nres + 1);
    in->rfail = TYC_NEWN(a, uint8_t, cfg->nres + 1);
    in->lfail = TYC_NEWN(a, uint8_t, cfg->nlocals + 1);
    in->pfail = TYC_NEWN(a, uint8_t, cfg->nprovs + 1);
    in->vfail = TYC_NEWN(a, uint8_t, cfg->mod.n + 1);
    in->ofail = TYC_NEWN(a, uint8_t, cfg->nouts + 1);
    in->kids = TYC_NEWN(a, mc_inst *, cfg->ncalls + 1);
    in->cfail = TYC_NEWN(a, uint8_t, cfg->ncalls + 1);
    if (!in->rfail || !in->lfail || !in->pfail || !in->vfail || !in->ofail || !in->kids ||
        !in->cfail)
        return NULL;
    memset(in->rfail, 0, cfg->nres + 1);
    memset(in->lfail, 0, cfg->nlocals + 1);
    memset(in->pfail, 0, cfg->nprovs + 1);
    return in;
}
