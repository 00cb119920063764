/* SPDX-License-Identifier: Apache-2.0 */
/*
** mc_inst.c: module instances as `terraform plan` expands them: a call's `count` or
** `for_each` evaluated in the calling instance (Terraform's "Invalid count argument" and
** "Invalid for_each argument"), one child instance per key, each with its arguments
** evaluated and checked (mc_final.c), its locals, calls and outputs evaluated; the value of
** `module.NAME` is the object of an instance's outputs (a tuple for count, an object keyed
** by for_each key).
*/
#include "interp/modcall/mc_int.h"

#include <string.h>

#include "runtime/convert/convert.h"
#include "runtime/diag/diag_render.h"
#include "runtime/base/str.h"

static int err_at(mc_run *run, const tyc_source *src, const tyc_node *e, const char *sum,
                  const char *detail)
{
    return tyc_diag_add(run->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, src, e->beg, e->end, sum, "%s",
                        detail)
               ? 0
               : -1;
}

/* An error about expression e evaluated in scope s, with the values of its references (the
** unknown or sensitive ones too when caused says so). 0, or -1 on OOM. */
static int err_values(mc_scope *s, const tyc_source *src, const tyc_node *e, const char *sum,
                      const char *detail, unsigned caused)
{
    mc_run *run = s->run;
    if (err_at(run, src, e, sum, detail) < 0)
        return -1;
    tyc_rule_env env = {run->a, run->d, tyc_mc_lookup, s, run->funcs, run->nfuncs, run->o->dir,
                        "", 1, src, e->beg, e->end};
    return tyc_check_values(&env, run->d->tail, e, caused, 0, UINT32_MAX);
}

/* Terraform's graph cycle error for the locals under way from local li on: "Cycle:
** local.b (expand), local.a (expand)" (no subject; tycon's own mode adds one at the
** reference that closes the cycle). 0, or -1 on OOM. */
static int cycle(mc_run *run, mc_inst *in, uint32_t li, const tyc_node *at,
                 const tyc_source *atsrc)
{
    const tyc_cfg *cfg = in->cfg;
    tyc_buf b;
    tyc_buf_init(&b, run->a->ctx);
    tyc_buf_addz(&b, "Cycle: ");
    uint32_t i = in->nstack;
    while (i > 0 && in->lstack[i - 1] != li)
        i--;
    for (uint32_t j = in->nstack; j-- > (i ? i - 1 : 0);) {
        tyc_buf_addf(&b, "%s%s%slocal.%s (expand)", j + 1 < in->nstack ? ", " : "", cfg->addr,
                     *cfg->addr ? "." : "", cfg->locals[in->lstack[j]].name);
    }
    const char *sum = tyc_buf_to_arena(&b, run->a);
    if (!sum)
        return -1;
    if (run->compat || !at)
        return tyc_diag_add(run->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, NULL, 0, 0, sum, "%s", "")
                   ? 0
                   : -1;
    return tyc_diag_add(run->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, atsrc, at->beg, at->end, sum,
                        "The local value \"%s\" refers to itself, directly or through other "
                        "local values.", cfg->locals[li].name)
               ? 0
               : -1;
}

const tyc_value *tyc_mc_local(mc_run *run, mc_inst *in, uint32_t li, const tyc_node *at,
                              const tyc_source *atsrc)
{
    const tyc_named *l = &in->cfg->locals[li];
    if (in->lst[li] == 2)
        return in->locals[li];
    if (in->lst[li] == 1)
        return cycle(run, in, li, at, atsrc) < 0 ? NULL : &tyc_v_dynval;
    in->lst[li] = 1;
    in->lstack[in->nstack++] = li;
    mc_scope s = {run, in, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL};
    int bad = 0;
    int up = tyc_mc_upstream_failed(&s, &l->expr, 1);
    const tyc_value *v = up ? NULL : tyc_mc_eval(&s, l->src, l->expr, &bad);
    in->nstack--;
    if (up < 0 || (!up && !v && !bad) ||
        (v && tyc_mc_deprecations(run, in, in->quiet, l->src, l->expr, l->expr->beg,
                                  l->expr->end) < 0))
        return NULL;
    in->lfail[li] = up || bad;
    in->locals[li] = v ? v : &tyc_v_dynval;
    in->lst[li] = 2;
    return in->locals[li];
}

/* A typed output's value (Terraform >= 1.15, internal/terraform/node_output.go
** evalOutputValue): the type's defaults applied, then converted; on failure "Invalid output
** value" at the expression and an unknown of the type. NULL on OOM. */
static const tyc_value *typed(mc_run *run, const tyc_named *o, const tyc_value *v)
{
    tyc_arena *a = run->a;
    const tyc_value *y = v;
    if (o->defaults && !tyc_v_is_null(v) && !(y = tyc_defaults_apply(a, o->defaults, v)))
        return NULL;
    tyc_cerr err = {0};
    const tyc_value *c = tyc_convert(a, y, o->ctype, &err);
    if (c)
        return c;
    if (!err.msg)
        return NULL;
    return tyc_diag_add(run->d, TYC_SEV_ERROR, TYCON_ERR_CONVERT, o->src, o->expr->beg,
                        o->expr->end, "Invalid output value",
                        "The value expression does not match this output value's type "
                        "constraint: %s.", err.msg)
               ? tyc_v_unknown(a, tyc_type_strip_optional(a, o->ctype))
               : NULL;
}

/* Output oi of instance in. (`sensitive = true` does not mark the value: Terraform records
** it in the state only, so a caller sees the value as it is.) NULL on OOM. */
static const tyc_value *output(mc_run *run, mc_inst *in, uint32_t oi)
{
    const tyc_named *o = &in->cfg->outs[oi];
    if (in->ost[oi])
        return in->outs[oi] ? in->outs[oi] : &tyc_v_dynval;
    in->ost[oi] = 1;
    mc_scope s = {run, in, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL};
    int bad = 1;
    int up = tyc_mc_upstream_failed(&s, &o->expr, 1);
    const tyc_value *v = up ? NULL : tyc_mc_eval(&s, o->src, o->expr, &bad);
    if (up < 0 || (!v && !bad))
        return NULL;
    uint32_t errs = run->d->nerrors;
    if (v && o->ctype && !(v = typed(run, o, v)))
        return NULL;
    in->ofail[oi] = up || !v || run->d->nerrors > errs;
    if (v && !o->deprecated &&
        tyc_mc_deprecations(run, in, in->quiet, o->src, o->expr, o->expr->beg, o->expr->end) < 0)
        return NULL;
    if (!v)
        v = o->ctype ? tyc_v_unknown(run->a, tyc_type_strip_optional(run->a, o->ctype))
                     : &tyc_v_dynval;
    in->ost[oi] = 2;
    if (v && o->deprecated && !*in->addr && run->validate &&
        !tyc_diag_add(run->d, TYC_SEV_ERROR, TYCON_ERR_TYPE, o->dep_range.src,
                      o->dep_range.beg, o->dep_range.end, "Root module output deprecated",
                      "Root module outputs cannot be deprecated, as there is no higher-level "
                      "module to inform of the deprecation."))
        return NULL;
    return in->outs[oi] = v;
}

/* The object of instance in's outputs. NULL on OOM. */
static const tyc_value *outputs(mc_run *run, mc_inst *in)
{
    const tyc_cfg *cfg = in->cfg;
    tyc_str *names = TYC_NEWN(run->a, tyc_str, cfg->nouts + 1);
    const tyc_value **vals = TYC_NEWN(run->a, const tyc_value *, cfg->nouts + 1);
    if (!names || !vals)
        return NULL;
    for (uint32_t i = 0; i < cfg->nouts; i++) {
        names[i] = (tyc_str){cfg->outs[i].name, strlen(cfg->outs[i].name)};
        if (!(vals[i] = output(run, in, i)))
            return NULL;
    }
    return tyc_v_object(run->a, names, vals, cfg->nouts);
}

/* The address of a child instance: parent prefix, `module.NAME`, then key (or none). */
static const char *inst_addr(mc_run *run, const mc_inst *in, const tyc_call *c, const char *key,
                             int64_t idx)
{
    tyc_buf b;
    tyc_buf_init(&b, run->a->ctx);
    if (*in->addr)
        tyc_buf_addf(&b, "%s.", in->addr);
    tyc_buf_addf(&b, "module.%s", c->name);
    if (key) {
        tyc_buf_addc(&b, '[');
        tyc_buf_goquote(&b, key, strlen(key));
        tyc_buf_addc(&b, ']');
    } else if (idx >= 0) {
        tyc_buf_addf(&b, "[%lld]", (long long)idx);
    }
    return tyc_buf_to_arena(&b, run->a);
}

/* One child instance: arguments checked in the parent scope ps, then walked; its outputs. */
/* 1 when n more instances would pass the run's budget (a warning the first time, at call
** c). -1 on OOM. The work stays linear in the input's size: `count = 1e9` is short. */
static int over_budget(mc_run *run, const tyc_call *c, uint64_t n)
{
    if (run->ninst + n <= MC_MAX_INSTANCES)
        return 0;
    if (run->ninst <= MC_MAX_INSTANCES &&
        !tyc_diag_add(run->d, TYC_SEV_WARNING, TYCON_ERR_EVAL, c->src, c->blk->nbeg, c->blk->nend,
                      "Module instances not checked",
                      "The configuration expands to more than %u module instances; the instances "
                      "of module \"%s\" from here on were not checked.",
                      (unsigned)MC_MAX_INSTANCES, c->name))
        return -1;
    run->ninst = MC_MAX_INSTANCES + 1;
    return 1;
}

static const tyc_value *instance(mc_scope *ps, const tyc_call *c, const char *addr,
                                 mc_inst **made)
{
    mc_run *run = ps->run;
    int over = over_budget(run, c, 1);
    if (over)
        return over < 0 ? NULL : &tyc_v_dynval;
    run->ninst++;
    mc_inst *ch = addr ? tyc_mc_inst_new(ps->run, c->child, addr) : NULL;
    if (ch) {
        ch->quiet = ps->in->quiet || c->quiet;
        ch->parent = ps->in;
        ch->via = c;
    }
    if (made)
        *made = ch;
    if (!ch || tyc_mc_final(ps, c, ch) < 0)
        return NULL;
    ch->anyvfail |= memchr(ch->vfail, 1, ch->cfg->mod.n) != NULL;
    if (tyc_mc_inst_walk(ps->run, ch) < 0)
        return NULL;
    return outputs(ps->run, ch);
}

/* ---- count ---- */

static const tyc_value *by_count(mc_run *run, mc_inst *in, const tyc_call *c)
{
    mc_scope s = {run, in, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL};
    int bad;
    const tyc_value *v = tyc_mc_eval(&s, c->count_src, c->count, &bad);
    if (!v)
        return bad ? &tyc_v_dynval : NULL;
    if (tyc_mc_deprecations(run, in, in->quiet, c->count_src, c->count, c->count->beg,
                            c->count->end) < 0)
        return NULL;
    tyc_cerr err = {0};
    const tyc_value *n = tyc_convert(run->a, tyc_v_unmark_deep(run->a, v), &tyc_t_number, &err);
    const char *det = NULL;
    if (!n)
        det = tyc_sprintf(run->a, "Invalid expression value: %s.", err.msg ? err.msg : "");
    if (!n)
        return det && err_values(&s, c->count_src, c->count, "Incorrect value type", det, 0) == 0
                   ? &tyc_v_dynval
                   : NULL;
    if (tyc_v_is_null(n))
        det = "The given \"count\" argument value is null. An integer is required.";
    else if (tyc_v_is_unknown(n))
        det = "The \"count\" value depends on resource attributes that cannot be determined "
              "until apply, so Terraform cannot predict how many instances will be created. To "
              "work around this, use the -target argument to first apply only the resources "
              "that the count depends on.";
    int64_t cnt = 0;
    if (!det && !tyc_num_to_int64(TYC_V_NUM(n), &cnt))
        det = "The given \"count\" argument value is unsuitable: value must be a whole number, "
              "between -9223372036854775808 and 9223372036854775807.";
    else if (!det && cnt < 0)
        det = "The given \"count\" argument value is unsuitable: must be greater than or equal "
              "to zero.";
    if (det)
        return err_values(&s, c->count_src, c->count, "Invalid count argument", det,
                          TYC_VS_UNKNOWN) == 0
                   ? &tyc_v_dynval
                   : NULL;
    int over = over_budget(run, c, (uint64_t)cnt);
    if (over)
        return over < 0 ? NULL : &tyc_v_dynval;
    const tyc_value **elems = TYC_NEWN(run->a, const tyc_value *, (size_t)cnt + 1);
    if (!elems)
        return NULL;
    for (int64_t i = 0; i < cnt; i++) {
        const tyc_str in_name = {"index", 5};
        const tyc_value *iv = tyc_v_number(run->a, tyc_num_from_int(run->a, i));
        mc_scope ps = {run, in, iv ? tyc_v_object(run->a, &in_name, &iv, 1) : NULL, NULL,
                       NULL, NULL, NULL, NULL, 0};
        if (!ps.count || !(elems[i] = instance(&ps, c, inst_addr(run, in, c, NULL, i), NULL)))
            return NULL;
    }
    return tyc_v_tuple(run->a, elems, (uint32_t)cnt);
}

/* ---- for_each ---- */

static const char *const unknown_map =
    "The \"for_each\" map includes keys derived from resource attributes that cannot be "
    "determined until apply, and so Terraform cannot determine the full set of keys that will "
    "identify the instances of this resource.\n\nWhen working with unknown values in for_each, "
    "it's better to define the map keys statically in your configuration and place apply-time "
    "results only in the map values.\n\nAlternatively, you could use the -target planning "
    "option to first apply only the resources that the for_each value depends on, and then "
    "apply a second time to fully converge.";
static const char *const unknown_set =
    "The \"for_each\" set includes values derived from resource attributes that cannot be "
    "determined until apply, and so Terraform cannot determine the full set of keys that will "
    "identify the instances of this resource.\n\nWhen working with unknown values in for_each, "
    "it's better to use a map value where the keys are defined statically in your "
    "configuration and where only the values contain apply-time results.\n\nAlternatively, "
    "you could use the -target planning option to first apply only the resources that the "
    "for_each value depends on, and then apply a second time to fully converge.";

/* The problem of a for_each value, or NULL when it is usable (*sum set). */
static const char *each_problem(mc_run *run, const tyc_value *v, const char **sum)
{
    int k = v->type->kind;
    *sum = "Invalid for_each argument";
    if (tyc_v_deep_marks(v) & TYC_MARK_SENSITIVE)
        return "Sensitive values, or values derived from sensitive values, cannot be used as "
               "for_each arguments. If used, the sensitive value could be exposed as a resource "
               "instance key.";
    if (tyc_v_is_null(v))
        return "The given \"for_each\" argument value is unsuitable: the given \"for_each\" "
               "argument value is null. A map, or set of strings is allowed.";
    if (k != TYC_MAP && k != TYC_OBJECT && k != TYC_SET && k != TYC_DYN) {
        tyc_buf b;
        tyc_buf_init(&b, run->a->ctx);
        tyc_type_buf_friendly(&b, v->type);
        const char *fn = tyc_buf_to_arena(&b, run->a);
        return tyc_sprintf(run->a, "The given \"for_each\" argument value is unsuitable: the "
                                   "\"for_each\" argument must be a map, or set of strings, and "
                                   "you have provided a value of type %s.", fn ? fn : "");
    }
    if (tyc_v_is_unknown(v))
        return k == TYC_SET || k == TYC_DYN ? unknown_set : unknown_map;
    if (k == TYC_SET && v->type->elem->kind != TYC_STRING && v->n) {
        tyc_buf b;
        tyc_buf_init(&b, run->a->ctx);
        tyc_type_buf_friendly(&b, v->type->elem);
        const char *fn = tyc_buf_to_arena(&b, run->a);
        *sum = "Invalid for_each set argument";
        return tyc_sprintf(run->a, "The given \"for_each\" argument value is unsuitable: "
                                   "\"for_each\" supports maps and sets of strings, but you have "
                                   "provided a set containing type %s.", fn ? fn : "");
    }
    for (uint32_t i = 0; k == TYC_SET && i < v->n; i++) {
        if (tyc_v_is_unknown(v->u.elems[i]))
            return unknown_set;
        if (tyc_v_is_null(v->u.elems[i])) {
            *sum = "Invalid for_each set argument";
            return "The given \"for_each\" argument value is unsuitable: \"for_each\" sets must "
                   "not contain null values.";
        }
    }
    return NULL;
}

int tyc_mc_depends_on(mc_scope *s, const tyc_source *src, const tyc_node *list)
{
    uint32_t errs = s->run->d->nerrors;
    for (uint32_t i = 0; list->kind == TYC_N_TUPLE && i < list->n; i++) {
        const tyc_node *const *e = (const tyc_node *const *)&list->kids[i];
        if (s->run->d->nerrors == errs && tyc_mc_prepare(s, src, e, 1) < 0)
            return -1;
    }
    return 0;
}

int tyc_mc_check_count(mc_scope *s, const tyc_source *src, const tyc_node *e)
{
    mc_run *run = s->run;
    int bad;
    const tyc_value *v = tyc_mc_eval(s, src, e, &bad);
    if (!v)
        return bad ? 0 : -1;
    tyc_cerr err = {0};
    const tyc_value *n = tyc_convert(run->a, tyc_v_unmark_deep(run->a, v), &tyc_t_number, &err);
    if (!n) {
        const char *det = tyc_sprintf(run->a, "Invalid expression value: %s.",
                                      err.msg ? err.msg : "");
        return det ? err_values(s, src, e, "Incorrect value type", det, 0) : -1;
    }
    if (tyc_v_is_unknown(n))
        return 0;
    const char *det = NULL;
    int64_t cnt = 0;
    if (tyc_v_is_null(n))
        det = "The given \"count\" argument value is null. An integer is required.";
    else if (!tyc_num_to_int64(TYC_V_NUM(n), &cnt))
        det = "The given \"count\" argument value is unsuitable: value must be a whole number, "
              "between -9223372036854775808 and 9223372036854775807.";
    else if (cnt < 0)
        det = "The given \"count\" argument value is unsuitable: must be greater than or equal "
              "to zero.";
    return det ? err_at(run, src, e, "Invalid count argument", det) : 0;
}

int tyc_mc_check_each(mc_scope *s, const tyc_source *src, const tyc_node *e)
{
    mc_run *run = s->run;
    int bad;
    const tyc_value *v = tyc_mc_eval(s, src, e, &bad);
    if (!v)
        return bad ? 0 : -1;
    const char *sum;
    const char *det = each_problem(run, v, &sum);
    if (!det || det == unknown_map || det == unknown_set)
        return 0; /* the validate walk accepts values not known yet */
    int sens = tyc_v_deep_marks(v) & TYC_MARK_SENSITIVE; /* shown as by_each shows it */
    return err_values(s, src, e, sum, det, sens ? TYC_VS_UNKNOWN | TYC_VS_SENSITIVE : 0);
}

static const tyc_value *by_each(mc_run *run, mc_inst *in, const tyc_call *c)
{
    tyc_arena *a = run->a;
    mc_scope s = {run, in, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL};
    int bad;
    const tyc_value *v = tyc_mc_eval(&s, c->each_src, c->for_each, &bad);
    if (!v)
        return bad ? &tyc_v_dynval : NULL;
    if (tyc_mc_deprecations(run, in, in->quiet, c->each_src, c->for_each, c->for_each->beg,
                            c->for_each->end) < 0)
        return NULL;
    const char *sum, *det = each_problem(run, v, &sum);
    if (det)
        return err_values(&s, c->each_src, c->for_each, sum, det, TYC_VS_UNKNOWN | TYC_VS_SENSITIVE) == 0
                   ? &tyc_v_dynval
                   : NULL;
    int over = over_budget(run, c, v->n);
    if (over)
        return over < 0 ? NULL : &tyc_v_dynval;
    int set = v->type->kind == TYC_SET;
    tyc_str *keys = TYC_NEWN(a, tyc_str, v->n + 1);
    const tyc_value **vals = TYC_NEWN(a, const tyc_value *, v->n + 1);
    if (!keys || !vals)
        return NULL;
    for (uint32_t i = 0; i < v->n; i++) {
        const tyc_value *ev = v->u.elems[i];
        keys[i] = set ? tyc_v_str(ev)
                      : v->type->kind == TYC_OBJECT ? v->type->names[i] : tyc_v_keys(v)[i];
        const tyc_str kn[] = {{"key", 3}, {"value", 5}};
        const tyc_value *kv[] = {tyc_v_string(a, keys[i].p, keys[i].len, 1), ev};
        const char *key = tyc_strndup(a, keys[i].p, keys[i].len);
        mc_scope ps = {run, in, NULL, kv[0] ? tyc_v_object(a, kn, kv, 2) : NULL, NULL, NULL,
                       NULL, NULL, NULL, 0};
        if (!key || !ps.each ||
            !(vals[i] = instance(&ps, c, inst_addr(run, in, c, key, -1), NULL)))
            return NULL;
    }
    return tyc_v_object(a, keys, vals, v->n);
}

/* The validate walk's view of a call (internal/terraform/evaluate.go GetModule): one
** instance under the call's static address with unknown repetition data (checked and
** walked), and its value: without count and for_each a known object of unknown outputs (of
** their declared types); with them an unknown list (count) or map (for_each) of that object
** type, or an unknown of no type when typed outputs leave dynamic parts. NULL on OOM. */
static const tyc_value *unexpanded(mc_run *run, mc_inst *in, const tyc_call *c)
{
    tyc_arena *a = run->a;
    const tyc_str in_name = {"index", 5}, kn[] = {{"key", 3}, {"value", 5}};
    const tyc_value *idx = tyc_v_unknown(a, &tyc_t_number);
    const tyc_value *kv[] = {tyc_v_unknown(a, &tyc_t_string), &tyc_v_dynval};
    mc_scope ps = {run, in, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL};
    if (!idx || !kv[0] || (c->count && !(ps.count = tyc_v_object(a, &in_name, &idx, 1))) ||
        (c->for_each && !(ps.each = tyc_v_object(a, kn, kv, 2))))
        return NULL;
    uint32_t ci = (uint32_t)(c - in->cfg->calls);
    /* Terraform's nodeValidateModule: count or for_each, and depends_on, checked in the
    ** caller's scope; after an error there, nothing in the child is walked */
    mc_scope s0 = {run, in, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL};
    const tyc_node *dep = tyc_body_attr(c->blk->kids[0], "depends_on");
    /* what the call's count, for_each or depends_on reads failed: the module's expansion
    ** node and every node of the child wait for it (nodeExpandModule's references), so
    ** nothing of the call is checked or walked */
    const tyc_node *deps[] = {c->count, c->for_each, dep ? dep->kids[0] : NULL};
    int up = tyc_mc_upstream_failed(&s0, deps, 3);
    if (up < 0)
        return NULL;
    /* the calls its arguments read are walked first, with their own errors (Terraform's
    ** nodes for them are others) */
    const tyc_node *body = c->blk->kids[0];
    for (uint32_t k = 0; !up && body && k < body->n; k++) {
        const tyc_node *it = body->kids[k], *ex = it && it->n ? it->kids[0] : NULL;
        if (it && it->kind == TYC_N_ATTR && ex && tyc_mc_upstream_failed(&s0, &ex, 1) < 0)
            return NULL;
    }
    /* (counted after that check: it may walk the calls read, with their own errors) */
    uint32_t errs = run->d->nerrors;
    if (!up && ((c->count && tyc_mc_check_count(&s0, c->count_src, c->count) < 0) ||
                (!c->count && c->for_each &&
                 tyc_mc_check_each(&s0, c->each_src, c->for_each) < 0) ||
                (dep && tyc_mc_depends_on(&s0, c->src, dep->kids[0]) < 0)))
        return NULL;
    if (run->d->nerrors > errs || up)
        in->cfail[ci] = 1;
    else if (!instance(&ps, c, inst_addr(run, in, c, NULL, -1), &in->kids[ci]))
        return NULL;
    /* the close node waits for every node of the child: it fails after an error there, or
    ** when a child variable was skipped for what its argument reads (no error of its own) */
    in->cfail[ci] = run->d->nerrors > errs || up || (in->kids[ci] && in->kids[ci]->anyvfail);
    const tyc_cfg *ch = c->child;
    tyc_str *names = TYC_NEWN(a, tyc_str, ch->nouts + 1);
    const tyc_type **types = TYC_NEWN(a, const tyc_type *, ch->nouts + 1);
    const tyc_value **vals = TYC_NEWN(a, const tyc_value *, ch->nouts + 1);
    int typed = 0, dyn = 0;
    if (!names || !types || !vals)
        return NULL;
    for (uint32_t i = 0; i < ch->nouts; i++) {
        names[i] = (tyc_str){ch->outs[i].name, strlen(ch->outs[i].name)};
        types[i] = ch->outs[i].ctype ? tyc_type_strip_optional(a, ch->outs[i].ctype) : &tyc_t_dyn;
        if (!types[i] || !(vals[i] = tyc_v_unknown(a, types[i])))
            return NULL;
        typed |= ch->outs[i].ctype != NULL;
        dyn |= tyc_type_has_dyn(types[i]);
    }
    /* Terraform >= 1.15 (evaluate.go GetModule, v1.15.0): a known object, so that the
    ** outputs' deprecation marks reach the validate walk; before: an unknown object */
    if (!c->count && !c->for_each && tyc_target_tf_ge(a->target, 1, 15))
        return tyc_v_object(a, names, vals, ch->nouts);
    if (typed && dyn)
        return &tyc_v_dynval;
    const tyc_type *t = tyc_type_object(a, names, types, NULL, ch->nouts);
    if (!c->count && !c->for_each)
        return t ? tyc_v_unknown(a, t) : NULL;
    t = !t ? NULL : c->count ? tyc_type_list(a, t) : tyc_type_map(a, t);
    return t ? tyc_v_unknown(a, t) : NULL;
}

const tyc_value *tyc_mc_call_value(mc_run *run, mc_inst *in, uint32_t ci)
{
    const tyc_call *c = &in->cfg->calls[ci];
    if (in->cst[ci])
        return in->calls[ci] ? in->calls[ci] : &tyc_v_dynval; /* done, or a cycle */
    in->cst[ci] = 1;
    const tyc_value *v;
    if (!c->child)
        v = &tyc_v_dynval;
    else if (run->validate)
        v = unexpanded(run, in, c);
    else if (c->count)
        v = by_count(run, in, c);
    else if (c->for_each)
        v = by_each(run, in, c);
    else {
        mc_scope ps = {run, in, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL};
        v = instance(&ps, c, inst_addr(run, in, c, NULL, -1), NULL);
    }
    in->cst[ci] = 2;
    return in->calls[ci] = v;
}

/* Terraform's check of a root module output: a sensitive value needs `sensitive = true`. */
static int root_sensitive(mc_run *run, mc_inst *in, uint32_t oi)
{
    const tyc_named *o = &in->cfg->outs[oi];
    const tyc_value *v = in->outs[oi];
    if (*in->addr || o->sensitive || !v || !(tyc_v_deep_marks(v) & TYC_MARK_SENSITIVE))
        return 0;
    const tyc_node *b = o->item;
    uint32_t beg = b->beg, end = b->n > 1 && b->kids[b->n - 1] ? b->kids[b->n - 1]->end : b->nend;
    if (b->flags & TYC_NF_JSON) /* a JSON block's DeclRange: its opening brace */
        beg = b->abeg, end = b->abeg + 1;
    return tyc_diag_add(run->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, o->src, beg, end,
                        "Output refers to sensitive values",
                        "To reduce the risk of accidentally exporting sensitive data that was "
                        "intended to be only internal, %s requires that any root module "
                        "output containing sensitive data be explicitly marked as sensitive, to "
                        "confirm your intent.\n\nIf you do intend to export this data, annotate "
                        "the output value as sensitive by adding the following argument:\n    "
                        "sensitive = true",
                        tyc_target_product(run->a->target)) /* opentofu node_output.go:388 */
               ? 0
               : -1;
}

/* Terraform's checks of an output's ephemerality (node_output.go, Terraform >= 1.10): no
** ephemeral root output; an ephemeral output needs an ephemeral value, another one none
** inside. After a root output's sensitivity error, none. 0, or -1 on OOM. */
static int out_ephemeral(mc_run *run, mc_inst *in, uint32_t oi, uint32_t errs)
{
    const tyc_named *o = &in->cfg->outs[oi];
    const tyc_value *v = in->outs[oi];
    const char *sum = NULL, *det = NULL;
    if (!tyc_target_tf_ge(run->a->target, 1, 10) || run->d->nerrors > errs || !o->expr)
        return 0;
    if (!*in->addr && o->ephemeral) {
        const tyc_node *b = o->item;
        uint32_t end = b->n > 1 && b->kids[b->n - 1] ? b->kids[b->n - 1]->end : b->nend;
        return tyc_diag_add(run->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, o->src, b->beg, end,
                            "Ephemeral output not allowed",
                            "Ephemeral outputs are not allowed in context of a root module")
                   ? 0
                   : -1;
    }
    if (!v)
        return 0;
    if (o->ephemeral && !(v->marks & TYC_MARK_EPHEMERAL)) {
        sum = "Value not allowed in ephemeral output";
        det = "This output value is declared as returning an ephemeral value, so it can only "
              "be set to an ephemeral value.";
    } else if (!o->ephemeral && (tyc_v_deep_marks(v) & TYC_MARK_EPHEMERAL)) {
        sum = "Ephemeral value not allowed";
        det = "This output value is not declared as returning an ephemeral value, so it "
              "cannot be set to a result derived from an ephemeral value.";
    }
    if (!sum)
        return 0;
    return tyc_diag_add(run->d, TYC_SEV_ERROR, TYCON_ERR_EVAL, o->src, o->expr->beg,
                        o->expr->end, sum, "%s", det)
               ? 0
               : -1;
}

int tyc_mc_inst_walk(mc_run *run, mc_inst *in)
{
    const tyc_cfg *cfg = in->cfg;
    if (run->validate && run->schemas && run->hooks->providers(run, in) < 0)
        return -1;
    for (uint32_t i = 0; i < cfg->nres; i++)
        if (!tyc_mc_resource(run, in, i))
            return -1;
    for (uint32_t i = 0; i < cfg->nlocals; i++)
        if (!tyc_mc_local(run, in, i, NULL, NULL))
            return -1;
    for (uint32_t i = 0; i < cfg->ncalls; i++)
        if (!tyc_mc_call_value(run, in, i))
            return -1;
    for (uint32_t i = 0; i < cfg->nouts; i++) {
        uint32_t errs = run->d->nerrors;
        if (!output(run, in, i) || root_sensitive(run, in, i) < 0 ||
            out_ephemeral(run, in, i, errs) < 0)
            return -1;
    }
    return 0;
}
