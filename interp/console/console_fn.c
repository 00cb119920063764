/* SPDX-License-Identifier: Apache-2.0 */
/*
** console_fn.c: the console's functions: Terraform's library plus the console-only type()
** (only meaningful as the whole expression; see console.c) and, for targets before
** Terraform 1.15 (which has no convert), tycon's own convert(value, type), whose second
** argument is a type constraint read with typeexpr (defaults included) rather than
** evaluated: the argument is swapped for a placeholder variable before evaluation. From
** Terraform 1.15 on, the library's convert (funcs_convert.c) is used instead.
*/
#include <stdio.h>
#include <stdlib.h>

#include "interp/console/console_int.h"
#include "runtime/convert/convert.h"
#include "runtime/convert/defaults.h"
#include "interp/eval/eval_int.h"
#include "interp/funcs/funcs.h"
#include "interp/typeexpr/typeexpr.h"

/* type() used inside a larger expression: Terraform reports it after evaluating. */
static const tyc_value *fn_type(tyc_evalctx *ec, const tyc_node *call, const tyc_value *const *args,
                                uint32_t nargs)
{
    (void)call, (void)args, (void)nargs;
    ((tyc_con_eval *)ec->lookup_ud)->type_nested = 1;
    return TYC_DYNVAL;
}

/* Index of the placeholder whose value is v, or -1. */
static int64_t placeholder_index(const tyc_con_eval *e, const tyc_value *v)
{
    if (!v || v->type->kind != TYC_STRING || !tyc_v_is_known(v) || tyc_v_is_null(v) ||
        v->n < 2 || v->u.s[0] != TYC_CON_PH)
        return -1;
    int64_t i = 0;
    for (uint32_t k = 1; k < v->n; k++)
        i = i * 10 + (v->u.s[k] - '0');
    return i < (int64_t)e->ntypes ? i : -1;
}

/* `Invalid value for "NAME" parameter: MSG.` on argument i. Returns NULL. */
static const tyc_value *arg_err(tyc_evalctx *ec, const tyc_node *call, uint32_t i,
                                const char *name, const char *msg)
{
    uint32_t beg = call->beg, end = call->end;
    if (i < call->n && !((call->flags & TYC_NF_EXPAND) && i + 1 >= call->n))
        tyc_ev_start_range(call->kids[i], &beg, &end);
    tyc_ev_err(ec, beg, end, call, "Invalid function argument",
               "Invalid value for \"%s\" parameter: %s.", name, msg);
    return NULL;
}

/* tycon's console-only convert(value, type) before Terraform 1.15: defaults (when not null),
** then go-cty's Convert. */
static const tyc_value *fn_convert(tyc_evalctx *ec, const tyc_node *call,
                                   const tyc_value *const *args, uint32_t nargs)
{
    tyc_con_eval *e = ec->lookup_ud;
    (void)nargs;
    int64_t k = placeholder_index(e, args[1]);
    if (k < 0)
        return arg_err(ec, call, 1, "type", "a type constraint expression is required");
    const tyc_con_type *t = &e->types[k];
    const tyc_value *v = args[0];
    if (t->defaults && !tyc_v_is_null(v) && !(v = tyc_defaults_apply(ec->arena, t->defaults, v)))
        return NULL;
    tyc_cerr err = {0};
    const tyc_value *r = tyc_convert(ec->arena, v, t->type, &err);
    if (!r && err.msg)
        return arg_err(ec, call, 0, "value", err.msg);
    return r;
}

static int by_name(const void *x, const void *y)
{
    return strcmp(((const tyc_func *)x)->name, ((const tyc_func *)y)->name);
}

int tyc_con_funcs(tyc_console *s)
{
    uint32_t n = 0;
    const tyc_func *lib = tyc_funcs_all(&n);
    tyc_func *f = TYC_NEWN(s->arena, tyc_func, n + 2);
    if (!f)
        return -1;
    uint32_t m = 0;
    int own = !tyc_target_tf_ge(s->target, 1, 15);
    for (uint32_t i = 0; i < n; i++)
        /* plantimestamp: Terraform's console does not offer it */
        if ((!own || strcmp(lib[i].name, "convert") != 0) && strcmp(lib[i].name, "type") != 0 &&
            strcmp(lib[i].name, "plantimestamp") != 0)
            f[m++] = lib[i];
    if (own)
        f[m++] = (tyc_func){"convert", fn_convert, 2, 2, 1, 0};
    f[m++] = (tyc_func){"type", fn_type, 1, 1, 1, 1};
    qsort(f, m, sizeof *f, by_name);
    s->funcs = f;
    s->nfuncs = m;
    return 0;
}

/* Registers expr as placeholder number e->ntypes and returns the placeholder node. */
static tyc_node *placeholder(tyc_con_eval *e, const tyc_node *expr)
{
    tyc_arena *a = e->ec.arena;
    if (e->ntypes == e->captypes) {
        uint32_t cap = e->captypes ? e->captypes * 2 : 4;
        tyc_con_type *t = TYC_NEWN(a, tyc_con_type, cap);
        if (!t)
            return NULL;
        if (e->ntypes)
            memcpy(t, e->types, sizeof *t * e->ntypes);
        e->types = t;
        e->captypes = cap;
    }
    char name[24];
    int len = snprintf(name, sizeof name, "%c%u", TYC_CON_PH, (unsigned)e->ntypes);
    tyc_node *ph = tyc_node_new(a, TYC_N_VAR, expr->beg, expr->end, 0);
    if (!ph || tyc_node_set_text(a, ph, name, (size_t)len) < 0)
        return NULL;
    e->types[e->ntypes++] = (tyc_con_type){expr, NULL, NULL, 0};
    return ph;
}

int tyc_con_prepare(tyc_con_eval *e, tyc_node *n)
{
    if (!n || tyc_target_tf_ge(e->s->target, 1, 15))
        return 0;
    if (n->kind == TYC_N_CALL && n->n == 2 && !(n->flags & TYC_NF_EXPAND) && n->text &&
        (strcmp(n->text, "convert") == 0 || strcmp(n->text, "core::convert") == 0) &&
        n->kids[1]) {
        tyc_node *ph = placeholder(e, n->kids[1]);
        if (!ph)
            return -1;
        n->kids[1] = ph;
    }
    for (uint32_t i = 0; i < n->n; i++)
        if (tyc_con_prepare(e, n->kids[i]) < 0)
            return -1;
    return 0;
}

const tyc_value *tyc_con_placeholder(tyc_con_eval *e, tyc_str name)
{
    int64_t k = 0;
    for (size_t i = 1; i < name.len; i++)
        k = k * 10 + (name.p[i] - '0');
    if (k >= (int64_t)e->ntypes)
        return NULL;
    tyc_con_type *t = &e->types[k];
    if (t->state == 0) {
        uint32_t before = e->ec.diags->nerrors;
        t->type = tyc_typeexpr(e->ec.arena, e->src, t->expr, TYC_TE_DEFAULTS, &t->defaults,
                               e->ec.diags);
        if (!t->type)
            return NULL;
        t->state = e->ec.diags->nerrors > before ? 2 : 1;
    }
    if (t->state == 2)
        return NULL;
    return tyc_v_string(e->ec.arena, name.p, name.len, 1);
}
