/* SPDX-License-Identifier: Apache-2.0 */
/*
** eval.c: the evaluator's entry points and dispatch, literals, parentheses, tuple and
** object constructors (hclsyntax TupleConsExpr / ObjectConsExpr, and the HCL JSON object
** rules for nodes of JSON syntax), plus small helpers shared by the eval*.c files.
*/
#include <stdio.h>
#include <stdlib.h>

#include "runtime/convert/convert.h"
#include "interp/eval/eval_int.h"
#include "runtime/base/str.h"

void tyc_evalctx_init(tyc_evalctx *ec, tyc_arena *a, tyc_diags *d, const tyc_source *src)
{
    memset(ec, 0, sizeof *ec);
    ec->arena = a;
    ec->diags = d;
    ec->src = src;
    ec->target = a->target;
}

const tyc_value *tyc_eval(tyc_evalctx *ec, const tyc_node *n)
{
    uint32_t before = ec->diags->nerrors;
    const tyc_value *v = tyc_ev(ec, n);
    if (!v || ec->arena->ctx->oom || ec->diags->nerrors > before)
        return NULL;
    return v;
}

const tyc_value *tyc_eval_partial(tyc_evalctx *ec, const tyc_node *n)
{
    const tyc_value *v = tyc_ev(ec, n);
    return ec->arena->ctx->oom ? NULL : v ? v : TYC_DYNVAL;
}

int tyc_ev_err(tyc_evalctx *ec, uint32_t beg, uint32_t end, const tyc_node *ctxn,
               const char *summary, const char *fmt, ...)
{
    char *detail = NULL;
    if (fmt) {
        va_list ap;
        va_start(ap, fmt);
        detail = tyc_vsprintf(ec->diags->arena, fmt, ap);
        va_end(ap);
        if (!detail)
            return -1;
    }
    tyc_diag *g = tyc_diag_add(ec->diags, TYC_SEV_ERROR, TYCON_ERR_EVAL, ec->src, beg, end,
                               summary, detail ? "%s" : NULL, detail);
    if (!g)
        return -1;
    if (ctxn) {
        g->context.src = ec->src;
        g->context.beg = ctxn->beg;
        g->context.end = ctxn->end;
    }
    return 0;
}

const tyc_value *tyc_ev_mark(tyc_arena *a, const tyc_value *v, uint8_t marks)
{
    if (!v)
        return NULL;
    return tyc_v_with_marks(a, v, (uint8_t)(v->marks | marks));
}

const tyc_value *tyc_ev_unknown_nn(tyc_arena *a, const tyc_type *t)
{
    if (t->kind == TYC_DYN)
        return TYC_DYNVAL;
    const tyc_value *u = tyc_v_unknown(a, t);
    return u ? tyc_v_refine_notnull(a, u) : NULL;
}

int tyc_ev_not_null(const tyc_value *v)
{
    if (tyc_v_is_unknown(v))
        return (v->flags & TYC_VF_NOTNULL) != 0;
    return !tyc_v_is_null(v);
}

const tyc_value *tyc_ev_convert(tyc_arena *a, const tyc_value *v, const tyc_type *want,
                                const char **msg)
{
    tyc_cerr err = {0};
    const tyc_value *r = tyc_convert(a, v, want, &err);
    if (!r)
        *msg = a->ctx->oom ? NULL : err.msg;
    return r;
}

/* Levenshtein distance of two byte strings, giving up (returning 3) once it must be >= 3. */
static uint32_t distance(tyc_str a, tyc_str b)
{
    if (a.len > b.len + 3 || b.len > a.len + 3 || b.len >= 256)
        return 3;
    uint32_t row[257];
    for (uint32_t j = 0; j <= b.len; j++)
        row[j] = j;
    for (uint32_t i = 1; i <= a.len; i++) {
        uint32_t diag = row[0], best;
        row[0] = i;
        best = row[0];
        for (uint32_t j = 1; j <= b.len; j++) {
            uint32_t up = row[j];
            uint32_t sub = diag + (a.p[i - 1] != b.p[j - 1]);
            uint32_t m = up + 1 < row[j - 1] + 1 ? up + 1 : row[j - 1] + 1;
            row[j] = sub < m ? sub : m;
            diag = up;
            if (row[j] < best)
                best = row[j];
        }
        if (best >= 3)
            return 3;
    }
    return row[b.len];
}

const char *tyc_ev_suggest(tyc_str given, const tyc_str *cands, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        if (distance(given, cands[i]) < 3)
            return cands[i].p;
    return NULL;
}

/* 1 if an index key is a literal (hcl folds such index steps into traversals). */
static int literal_key(const tyc_node *k)
{
    return k->kind == TYC_N_LITERAL || k->kind == TYC_N_STRING ||
           (k->kind == TYC_N_TEMPLATE && k->n == 1 && k->kids[0]->kind == TYC_N_STRING);
}

void tyc_ev_start_range(const tyc_node *n, uint32_t *beg, uint32_t *end)
{
    *beg = n->beg;
    *end = n->end;
    switch (n->kind) {
    case TYC_N_CALL:
        *end = n->nbeg + 1;
        break;
    case TYC_N_COND:
    case TYC_N_BINARY:
    case TYC_N_PAREN:
    case TYC_N_OBJKEY:
        tyc_ev_start_range(n->kids[0], beg, end);
        break;
    case TYC_N_TEMPLATE:
        if (n->n)
            tyc_ev_start_range(n->kids[0], beg, end);
        break;
    case TYC_N_UNARY:
    case TYC_N_TUPLE:
    case TYC_N_OBJECT:
    case TYC_N_FOR:
        *end = n->beg + 1;
        break;
    case TYC_N_INDEX:
        if (!literal_key(n->kids[1])) {
            *beg = n->nbeg;
            *end = n->nbeg + 1;
        }
        break;
    case TYC_N_SPLAT:
        if (n->nend > n->nbeg) {
            *beg = n->nbeg;
            *end = n->nend;
        }
        break;
    default:
        break;
    }
}

/* Sets the source range of a value this file has just created. */
static const tyc_value *ranged(const tyc_value *v, const tyc_node *n)
{
    if (v && v != TYC_DYNVAL) {
        ((tyc_value *)v)->beg = n->beg;
        ((tyc_value *)v)->end = n->end;
    }
    return v;
}

static const tyc_value *ev_literal(tyc_evalctx *ec, const tyc_node *n)
{
    tyc_arena *a = ec->arena;
    switch (n->op) {
    case TYC_LIT_NUMBER: {
        int range;
        const tyc_num *x = tyc_num_parse_ex(a, n->text, n->tlen, &range);
        if (!x) {
            if (a->ctx->oom)
                return NULL;
            tyc_ev_err(ec, n->beg, n->end, NULL, "Invalid number literal",
                       range ? "This number is beyond the magnitudes tycon can print: about "
                               "1e-120412 to 1e120412 (docs/conformance.md)."
                             : "Failed to recognize the value of this number literal.");
            return TYC_DYNVAL;
        }
        return ranged(tyc_v_number(a, x), n);
    }
    case TYC_LIT_TRUE:
        return ranged(tyc_v_bool(a, 1), n);
    case TYC_LIT_FALSE:
        return ranged(tyc_v_bool(a, 0), n);
    default:
        return ranged(tyc_v_null(a, &tyc_t_dyn), n);
    }
}

#define EV_SMALL 16

static const tyc_value *ev_tuple(tyc_evalctx *ec, const tyc_node *n)
{
    const tyc_value *small[EV_SMALL];
    const tyc_value **vs = n->n <= EV_SMALL ? small : TYC_NEWN(ec->arena, const tyc_value *, n->n);
    if (!vs)
        return NULL;
    for (uint32_t i = 0; i < n->n; i++)
        if (!(vs[i] = tyc_ev(ec, n->kids[i])))
            return NULL;
    return ranged(tyc_v_tuple(ec->arena, vs, n->n), n);
}

/* 1 if n is a traversal of more than one step from a root variable, as hcl's parser
** would build a ScopeTraversalExpr (attribute steps and literal index steps only). */
static int multi_step_traversal(const tyc_node *n)
{
    int steps = 0;
    for (;;) {
        if (n->kind == TYC_N_VAR)
            return steps > 0;
        if (n->kind == TYC_N_GETATTR) {
            n = n->kids[0];
        } else if (n->kind == TYC_N_INDEX) {
            if (!literal_key(n->kids[1]))
                return 0;
            n = n->kids[0];
        } else {
            return 0;
        }
        steps++;
    }
}

/* ObjectConsKeyExpr.Value. */
static const tyc_value *ev_objkey(tyc_evalctx *ec, const tyc_node *k)
{
    if (k->kind != TYC_N_OBJKEY)
        return tyc_ev(ec, k);
    const tyc_node *w = k->kids[0];
    if (!(k->flags & TYC_NF_FORCE_NONLIT)) {
        if (multi_step_traversal(w)) {
            if (tyc_ev_err(ec, w->beg, w->end, NULL, "Ambiguous attribute key",
                           "If this expression is intended to be a reference, wrap it in "
                           "parentheses. If it's instead intended as a literal name containing "
                           "periods, wrap it in quotes to create a string literal.") < 0)
                return NULL;
            return TYC_DYNVAL;
        }
        const char *kw = tyc_node_keyword(k);
        if (kw)
            return tyc_v_string(ec->arena, kw, strlen(kw), 0);
    }
    return tyc_ev(ec, w);
}

typedef struct okey {
    tyc_str k;
    uint32_t i; /* item index */
} okey;

static int cmp_okey(const void *x, const void *y)
{
    const okey *p = x, *q = y;
    int c = tyc_str_cmp(p->k, q->k);
    return c ? c : (p->i < q->i ? -1 : p->i > q->i);
}

/* Key of one object item: adds diagnostics and returns 0 when the key is unusable, 1 with
** *out set when usable, -1 on OOM. *marks collects key marks. */
static int item_key(tyc_evalctx *ec, const tyc_node *kn, const tyc_node *vn,
                    const tyc_value *key, int had_err, tyc_str *out, uint8_t *marks)
{
    const char *msg = NULL;
    int json = (kn->flags & TYC_NF_JSON) != 0;
    if (had_err)
        return 0;
    if (json && !tyc_v_is_null(key) &&
        !(key = tyc_ev_convert(ec->arena, key, &tyc_t_string, &msg))) {
        if (!msg)
            return -1;
        return tyc_ev_err(ec, kn->beg, kn->end, NULL, "Invalid object key expression",
                          "Cannot use this expression as an object key: %s.", msg) < 0 ? -1 : 0;
    }
    if (tyc_v_is_null(key)) {
        if (json)
            return tyc_ev_err(ec, kn->beg, kn->end, NULL, "Invalid object key expression",
                              "Cannot use null value as an object key.") < 0 ? -1 : 0;
        return tyc_ev_err(ec, vn->beg, vn->end, NULL, "Null value as key",
                          "Can't use a null value as a key.") < 0 ? -1 : 0;
    }
    *marks |= key->marks;
    key = tyc_v_with_marks(ec->arena, key, 0);
    if (!key || !(key = tyc_ev_convert(ec->arena, key, &tyc_t_string, &msg))) {
        if (!msg)
            return -1;
        return tyc_ev_err(ec, kn->beg, kn->end, NULL, "Incorrect key type",
                          "Can't use this value as a key: %s.", msg) < 0 ? -1 : 0;
    }
    if (tyc_v_is_unknown(key))
        return 0;
    *out = tyc_v_str(key);
    return 1;
}

/* HCL JSON: a repeated property name is an error naming the first definition. */
static int json_duplicate(tyc_evalctx *ec, const tyc_node *first, const tyc_node *again,
                          tyc_str name)
{
    uint32_t l1, c1, l2, c2;
    tyc_source_pos(ec->src, first->beg, &l1, &c1);
    tyc_source_pos(ec->src, first->end, &l2, &c2);
    const char *fname = ec->src && ec->src->name ? ec->src->name : "";
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    tyc_buf_goquote(&b, name.p, name.len);
    if (l1 == l2)
        tyc_buf_addf(&b, " was already defined at %s:%u,%u-%u.", fname, l1, c1, c2);
    else
        tyc_buf_addf(&b, " was already defined at %s:%u,%u-%u,%u.", fname, l1, c1, l2, c2);
    char *s = tyc_buf_to_arena(&b, ec->arena);
    if (!s)
        return -1;
    return tyc_ev_err(ec, again->beg, again->end, NULL, "Duplicate object attribute",
                      "An attribute named %s", s);
}

/* Removes duplicate keys from pairs[0..m): the last wins (native syntax) or the first
** wins with an error (JSON). Returns the new count, or -1 on OOM. */
static int64_t dedupe(tyc_evalctx *ec, const tyc_node *n, okey *ks, tyc_str *names,
                      const tyc_value **vals, const tyc_value **vv, uint32_t m)
{
    int json = (n->flags & TYC_NF_JSON) != 0;
    qsort(ks, m, sizeof *ks, cmp_okey);
    uint32_t out = 0;
    for (uint32_t i = 0; i < m; i++) {
        int dup = out && tyc_str_eq(ks[out - 1].k, ks[i].k);
        if (dup && json) {
            if (json_duplicate(ec, n->kids[2 * ks[out - 1].i], n->kids[2 * ks[i].i], ks[i].k) < 0)
                return -1;
            continue;
        }
        if (dup)
            out--;
        ks[out++] = ks[i];
    }
    tyc_str *nm = names;
    for (uint32_t i = 0; i < out; i++) {
        nm[i] = ks[i].k;
        vv[i] = vals[ks[i].i];
    }
    memcpy(vals, vv, sizeof *vv * out);
    return out;
}

/*
** HCL JSON reports a repeated property name (compared as cty strings: NFC) when it reaches
** it, without evaluating its value. For an object whose keys are all plain strings:
** rep[i] = 1 + the index of the first item of the same name, 0 for a first occurrence.
** NULL when there is no repeat (or not JSON); *oom on out-of-memory.
*/
static uint32_t *json_repeats(tyc_evalctx *ec, const tyc_node *n, uint32_t items, int *oom)
{
    tyc_arena *a = ec->arena;
    *oom = 0;
    if (!(n->flags & TYC_NF_JSON) || items < 2)
        return NULL;
    for (uint32_t i = 0; i < items; i++) {
        const tyc_node *kn = n->kids[2 * i];
        if (kn->kind != TYC_N_OBJKEY || kn->n != 1 || kn->kids[0]->kind != TYC_N_STRING)
            return NULL;
    }
    okey *ks = TYC_NEWN(a, okey, items);
    uint32_t *rep = ks ? TYC_NEWN(a, uint32_t, items) : NULL;
    if (!rep) {
        *oom = 1;
        return NULL;
    }
    for (uint32_t i = 0; i < items; i++) {
        const tyc_node *s = n->kids[2 * i]->kids[0];
        ks[i].k = tyc_nfc(a, s->text ? s->text : "", s->tlen);
        ks[i].i = i;
        if (!ks[i].k.p) {
            *oom = 1;
            return NULL;
        }
    }
    qsort(ks, items, sizeof *ks, cmp_okey);
    int any = 0;
    for (uint32_t j = 1, first = 0; j < items; j++) {
        if (!tyc_str_eq(ks[j].k, ks[first].k)) {
            first = j;
            continue;
        }
        rep[ks[j].i] = ks[first].i + 1;
        any = 1;
    }
    return any ? rep : NULL;
}

static const tyc_value *ev_object(tyc_evalctx *ec, const tyc_node *n)
{
    uint32_t items = n->n / 2, m = 0;
    uint8_t marks = 0;
    int known = 1;
    /* scratch: on the stack for the common small objects, else in the arena */
    okey ks_s[EV_SMALL];
    tyc_str nm_s[EV_SMALL];
    const tyc_value *vl_s[EV_SMALL], *vv_s[EV_SMALL];
    int big = items > EV_SMALL;
    okey *ks = big ? TYC_NEWN(ec->arena, okey, items) : ks_s;
    tyc_str *names = big ? TYC_NEWN(ec->arena, tyc_str, items) : nm_s;
    const tyc_value **vals = big ? TYC_NEWN(ec->arena, const tyc_value *, items) : vl_s;
    const tyc_value **vv = big ? TYC_NEWN(ec->arena, const tyc_value *, items) : vv_s;
    int oom;
    uint32_t *rep = json_repeats(ec, n, items, &oom);
    if (!ks || !names || !vals || !vv || oom)
        return NULL;
    for (uint32_t i = 0; i < items; i++) {
        const tyc_node *kn = n->kids[2 * i], *vn = n->kids[2 * i + 1];
        if (rep && rep[i]) {
            const tyc_node *s = kn->kids[0];
            tyc_str k = tyc_nfc(ec->arena, s->text ? s->text : "", s->tlen);
            if (!k.p || json_duplicate(ec, n->kids[2 * (rep[i] - 1)], kn, k) < 0)
                return NULL;
            continue;
        }
        uint32_t before = ec->diags->nerrors;
        const tyc_value *key = ev_objkey(ec, kn);
        int had_err = ec->diags->nerrors > before;
        const tyc_value *val = key ? tyc_ev(ec, vn) : NULL;
        if (!val)
            return NULL;
        tyc_str k;
        int r = item_key(ec, kn, vn, key, had_err, &k, &marks);
        if (r < 0)
            return NULL;
        if (r == 0) {
            known = 0;
            continue;
        }
        ks[m].k = k;
        ks[m].i = i;
        vals[i] = val;
        m++;
    }
    if (!known)
        return TYC_DYNVAL;
    int64_t cnt = dedupe(ec, n, ks, names, vals, vv, m);
    if (cnt < 0)
        return NULL;
    const tyc_value *o = ranged(tyc_v_object(ec->arena, names, vals, (uint32_t)cnt), n);
    return tyc_ev_mark(ec->arena, o, marks);
}

static const tyc_value *ev_string(tyc_evalctx *ec, const tyc_node *n)
{
    return ranged(tyc_v_string(ec->arena, n->text ? n->text : "", n->tlen, 1), n);
}

static const tyc_value *dispatch(tyc_evalctx *ec, const tyc_node *n)
{
    switch (n->kind) {
    case TYC_N_LITERAL: return ev_literal(ec, n);
    case TYC_N_STRING: return ev_string(ec, n);
    case TYC_N_VALUE:
        /* (hcl's ExprSyntaxError gives its parse diagnostics again: those of its
        ** traversal's steps, then one or two dots) */
        for (const tyc_node_diag *p = n->flags & TYC_NF_SYNERR ? n->prior : NULL;
             p && p->summary; p++)
            if (tyc_ev_err(ec, p->beg, p->end, NULL, p->summary, "%s", p->detail) < 0)
                return NULL;
        if ((n->flags & TYC_NF_SYNERR) &&
            (tyc_ev_err(ec, n->nbeg, n->nend, NULL, "Invalid attribute name",
                        "An attribute name is required after a dot.") < 0 ||
             (n->aend > n->abeg &&
              tyc_ev_err(ec, n->abeg, n->aend, NULL, "Invalid attribute name",
                         "An attribute name is required after a dot.") < 0)))
            return NULL;
        return n->val;
    case TYC_N_TEMPLATE: return tyc_ev_template(ec, n);
    case TYC_N_TPL_WRAP:
    case TYC_N_PAREN:
    case TYC_N_OBJKEY: return tyc_ev(ec, n->kids[0]);
    case TYC_N_TPL_IF: return tyc_ev_cond(ec, n, n->kids[0], n->kids[1], n->kids[2]);
    case TYC_N_TPL_FOR: return tyc_ev_tpl_for(ec, n);
    case TYC_N_VAR: return tyc_ev_var(ec, n);
    case TYC_N_GETATTR: return tyc_ev_getattr(ec, n);
    case TYC_N_INDEX: return tyc_ev_index(ec, n);
    case TYC_N_SPLAT: return tyc_ev_splat(ec, n);
    case TYC_N_SPLAT_ITEM: {
        for (const struct tyc_local *l = ec->locals; l; l = l->next)
            if (!l->name.p)
                return l->v;
        return TYC_DYNVAL;
    }
    case TYC_N_CALL: return tyc_ev_call(ec, n);
    case TYC_N_TUPLE: return ev_tuple(ec, n);
    case TYC_N_OBJECT: return ev_object(ec, n);
    case TYC_N_BINARY: return tyc_ev_binary(ec, n);
    case TYC_N_UNARY: return tyc_ev_unary(ec, n);
    case TYC_N_COND: return tyc_ev_cond(ec, n, n->kids[0], n->kids[1], n->kids[2]);
    case TYC_N_FOR: return tyc_ev_for(ec, n);
    default:
        if (tyc_ev_err(ec, n->beg, n->end, NULL, "Invalid expression",
                       "This construct is not an expression.") < 0)
            return NULL;
        return TYC_DYNVAL;
    }
}

/* 1 inside a for expression: hcl evaluates its body in a child EvalContext, whose own
** Functions table is empty, so Terraform finds no signature for a "while calling" line. */
static int in_child_ctx(const tyc_evalctx *ec)
{
    for (const struct tyc_local *l = ec->locals; l; l = l->next)
        if (l->name.p)
            return 1;
    return 0;
}

/* A copy of the names bound by the enclosing for expressions (the stack nodes do not
** outlive the evaluation), NULL when none or on OOM. */
static const struct tyc_local *scope_copy(tyc_evalctx *ec)
{
    struct tyc_local *head = NULL, **tail = &head;
    for (const struct tyc_local *l = ec->locals; l; l = l->next) {
        if (!l->name.p)
            continue;
        struct tyc_local *c = TYC_NEW(ec->arena, struct tyc_local);
        if (!c)
            return NULL;
        *c = *l;
        c->next = NULL;
        *tail = c;
        tail = &c->next;
    }
    return head;
}

const tyc_value *tyc_scope_lookup(const void *scope, tyc_str name)
{
    for (const struct tyc_local *l = scope; l; l = l->next)
        if (tyc_str_cmp(l->name, name) == 0)
            return l->v;
    return NULL;
}

void tyc_ev_tag(tyc_evalctx *ec, const tyc_node *expr, const tyc_node *call)
{
    tyc_diag *g = ec->diags->tail;
    if (g && !g->expr) {
        g->expr = expr;
        g->call = call;
        g->call_in_child = (uint8_t)in_child_ctx(ec);
        g->scope = in_child_ctx(ec) ? scope_copy(ec) : NULL;
    }
}

/* Gives the diagnostics added after `last` that have no expression yet the expression n (and
** the call n when n is a call: the errors the call raised itself, not its arguments'). */
static void tag_new(tyc_evalctx *ec, tyc_diag *last, const tyc_node *n)
{
    int child = in_child_ctx(ec), call = n->kind == TYC_N_CALL;
    const struct tyc_local *scope = NULL;
    for (tyc_diag *g = last ? last->next : ec->diags->head; g; g = g->next) {
        if (g->expr)
            continue;
        g->expr = n;
        if (call)
            g->call = n, g->call_in_child = (uint8_t)child;
        if (child && !scope)
            scope = scope_copy(ec);
        g->scope = scope;
    }
}

const tyc_value *tyc_ev(tyc_evalctx *ec, const tyc_node *n)
{
    uint32_t limit = ec->arena->ctx->max_depth;
    if (limit && ec->depth >= limit) {
        tyc_diag *g = tyc_diag_add(ec->diags, TYC_SEV_ERROR, TYCON_ERR_LIMIT, ec->src, n->beg,
                                   n->end, "Expression too deeply nested",
                                   "Evaluation exceeded the nesting limit of %u levels.", limit);
        return g ? TYC_DYNVAL : NULL;
    }
    ec->depth++;
    tyc_diags *d = ec->diags;
    tyc_diag *last = d->tail;
    uint32_t count = d->count;
    const tyc_value *v = dispatch(ec, n);
    if (d->count != count)
        tag_new(ec, last, n);
    ec->depth--;
    return v;
}

const tyc_value *tyc_ev_into(tyc_evalctx *ec, const tyc_node *n, tyc_diags *tmp)
{
    tyc_diags *save = ec->diags;
    tyc_diags_init(tmp, save->arena);
    ec->diags = tmp;
    const tyc_value *v = tyc_ev(ec, n);
    ec->diags = save;
    return v;
}
