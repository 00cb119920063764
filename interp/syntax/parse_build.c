/* SPDX-License-Identifier: Apache-2.0 */
/*
** parse_build.c: tree builders called from the lemon grammar's actions. They compute the
** byte ranges the way hclsyntax assigns them and report the few errors that the grammar
** accepts syntactically but HCL rejects (legacy index chains, malformed for expressions).
*/
#include "interp/syntax/parse_int.h"

#include <stdio.h>

#include "runtime/num/num.h"
#include "runtime/value/value.h"

static tyc_node *fail(tyc_pctx *px)
{
    if (!px->failed) {
        px->failed = 1;
        px->status = TYCON_ERR_NOMEM;
    }
    return NULL;
}

void tyc_b_error(tyc_pctx *px, uint32_t beg, uint32_t end, const char *summary,
                 const char *detail)
{
    if (px->failed)
        return;
    px->failed = 1;
    px->status = TYCON_ERR_SYNTAX;
    if (!tyc_diag_add(px->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, px->src, beg, end, summary, "%s",
                      detail))
        px->status = TYCON_ERR_NOMEM;
}

void tyc_b_soft_error(tyc_pctx *px, uint32_t beg, uint32_t end, const char *summary,
                      const char *detail)
{
    if (px->failed)
        return;
    px->soft = 1;
    if (!tyc_diag_add(px->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, px->src, beg, end, summary, "%s",
                      detail)) {
        px->failed = 1;
        px->status = TYCON_ERR_NOMEM;
    }
}

tyc_node *tyc_b_node(tyc_pctx *px, int kind, uint32_t beg, uint32_t end, uint32_t n)
{
    if (px->failed)
        return NULL;
    tyc_node *nd;
    if (n == 0 && px->freelist && *px->freelist) {
        nd = *px->freelist;                /* a recycled leaf: its kids slot links the list */
        *px->freelist = nd->kids ? (tyc_node *)(void *)nd->kids : NULL;
        memset(nd, 0, sizeof *nd);
        nd->kind = (uint8_t)kind;
        nd->beg = beg;
        nd->end = end;
        return nd;
    }
    nd = tyc_node_new(px->a, kind, beg, end, n);
    return nd ? nd : fail(px);
}

/* Gives a dead leaf node (or identifier record) back for reuse. */
static void recycle(tyc_pctx *px, tyc_node *nd)
{
    if (tyc_pv_is_ident(nd)) {
        void *id = (void *)tyc_pv_ident(nd);
        memcpy(id, &px->identfree, sizeof(void *));
        px->identfree = id;
        return;
    }
    if (!px->freelist || tyc_pv_tagged(nd) || nd->n != 0)
        return;
    nd->kids = (tyc_node **)(void *)*px->freelist;
    *px->freelist = nd;
}

static uint64_t name_hash(const char *s, size_t n)
{
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 1099511628211ULL;
    return h;
}

/* One NUL-terminated copy per distinct identifier of the source (keys repeat a lot). */
static const char *intern_name(tyc_pctx *px, const char *s, size_t n)
{
    if (2 * (px->nnames + 1) > px->capnames) {
        uint32_t cap = px->capnames ? px->capnames * 2 : 256;
        const char **t = tyc_mem_alloc(px->a->ctx, sizeof *t * cap);
        if (!t)
            return NULL;
        memset(t, 0, sizeof *t * cap);
        for (uint32_t i = 0; i < px->capnames; i++) {
            const char *q = px->names[i];
            if (!q)
                continue;
            uint32_t j = (uint32_t)name_hash(q, strlen(q)) & (cap - 1);
            while (t[j])
                j = (j + 1) & (cap - 1);
            t[j] = q;
        }
        tyc_mem_free(px->a->ctx, (void *)px->names, sizeof *t * px->capnames);
        px->names = t;
        px->capnames = cap;
    }
    uint32_t j = (uint32_t)name_hash(s, n) & (px->capnames - 1);
    for (; px->names[j]; j = (j + 1) & (px->capnames - 1))
        if (strncmp(px->names[j], s, n) == 0 && px->names[j][n] == 0)
            return px->names[j];
    char *c = tyc_strndup(px->a, s, n);
    if (c) {
        px->names[j] = c;
        px->nnames++;
    }
    return c;
}

static tyc_node *with_text(tyc_pctx *px, tyc_node *nd, const char *s, size_t n)
{
    if (!nd)
        return NULL;
    if (tyc_node_set_text(px->a, nd, s, n) != 0)
        return fail(px);
    return nd;
}

/* An identifier-like leaf: its text is the interned name. */
static tyc_node *with_name(tyc_pctx *px, tyc_node *nd, const char *s, size_t n)
{
    if (!nd)
        return NULL;
    const char *t = intern_name(px, s, n);
    if (!t)
        return fail(px);
    nd->text = t;
    nd->tlen = (uint32_t)n;
    return nd;
}

tyc_node *tyc_b_ident(tyc_pctx *px, int kind, tyc_tok t)
{
    tyc_node *nd = tyc_b_node(px, kind, t.beg, t.end, 0);
    return with_name(px, nd, px->text + t.beg, t.end - t.beg);
}

/* A constant of value mode, as a tagged semantic value; NULL (failed) on OOM. */
static tyc_node *constant(tyc_pctx *px, const tyc_value *v, uint32_t beg, uint32_t end)
{
    if (!v)
        return fail(px);
    tyc_value *c = (tyc_value *)v;
    c->beg = beg;
    c->end = end;
    return tyc_pv_tag(c);
}

tyc_node *tyc_b_term_ident(tyc_pctx *px, tyc_tok t)
{
    static const char *const kw[] = {"true", "false", "null"};
    static const int ops[] = {TYC_LIT_TRUE, TYC_LIT_FALSE, TYC_LIT_NULL};
    size_t n = t.end - t.beg;
    for (int i = 0; i < 3; i++) {
        if (strlen(kw[i]) == n && memcmp(px->text + t.beg, kw[i], n) == 0) {
            if (px->fold && !px->failed)
                return constant(px, i < 2 ? tyc_v_bool(px->a, i == 0)
                                          : tyc_v_null(px->a, &tyc_t_dyn), t.beg, t.end);
            tyc_node *nd = tyc_b_ident(px, TYC_N_LITERAL, t);
            if (nd)
                nd->op = (uint8_t)ops[i];
            return nd;
        }
    }
    if (px->fold && !px->failed) {
        tyc_pident *id = px->identfree;
        if (id)
            memcpy(&px->identfree, id, sizeof(void *)); /* a free record holds the next one */
        else
            id = TYC_NEW(px->a, tyc_pident);
        if (!id)
            return fail(px);
        id->beg = t.beg;
        id->end = t.end;
        return tyc_pv_tag_ident(id);
    }
    return tyc_b_ident(px, TYC_N_VAR, t);
}

/* 1 when a number token (a digit, then digits, dots and exponents) is one big.ParseFloat
** reads: at most one dot, at most one exponent, no dot in the exponent. */
static int number_syntax(const char *s, uint32_t n)
{
    int dot = 0, exp = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (s[i] == '.') {
            if (dot || exp)
                return 0;
            dot = 1;
        } else if (s[i] == 'e' || s[i] == 'E') {
            if (exp)
                return 0;
            exp = 1;
        }
    }
    return 1;
}

tyc_node *tyc_b_number(tyc_pctx *px, tyc_tok t)
{
    if (px->fold && !px->failed) {
        tyc_num box;
        int range;
        const tyc_num *x = tyc_num_parse_box(px->a, &box, px->text + t.beg, t.end - t.beg, &range);
        if (x)
            return constant(px, tyc_v_number(px->a, x), t.beg, t.end);
        if (px->a->ctx->oom)
            return fail(px);
    }
    /* hcl's numberLitValue: a parse diagnostic, whether or not the literal is evaluated (a
    ** number folded above parsed, so is well formed) */
    if (!number_syntax(px->text + t.beg, t.end - t.beg))
        tyc_b_soft_error(px, t.beg, t.end, "Invalid number literal",
                         "Failed to recognize the value of this number literal.");
    tyc_node *nd = tyc_b_node(px, TYC_N_LITERAL, t.beg, t.end, 0);
    nd = with_text(px, nd, px->text + t.beg, t.end - t.beg);
    if (nd)
        nd->op = TYC_LIT_NUMBER;
    return nd;
}

tyc_node *tyc_b_placeholder(tyc_pctx *px, tyc_tok t)
{
    const tyc_value *v = tyc_v_unknown(px->a, &tyc_t_dyn);
    if (px->fold && !px->failed)
        return constant(px, v, t.beg, t.end);
    tyc_node *nd = tyc_b_node(px, TYC_N_VALUE, t.beg, t.end, 0);
    if (nd && !(nd->val = v))
        return fail(px);
    return nd;
}

/* Range ends of a semantic value (node or tagged constant). */
static uint32_t xbeg(const tyc_node *x)
{
    return tyc_pv_is_val(x) ? tyc_pv_val(x)->beg : tyc_pv_is_ident(x) ? tyc_pv_ident(x)->beg : x->beg;
}
static uint32_t xend(const tyc_node *x)
{
    return tyc_pv_is_val(x) ? tyc_pv_val(x)->end : tyc_pv_is_ident(x) ? tyc_pv_ident(x)->end : x->end;
}

tyc_node *tyc_b_k(tyc_pctx *px, int kind, int op, tyc_node *first, tyc_node *last,
                  tyc_node *k0, tyc_node *k1, tyc_node *k2)
{
    if (px->failed)
        return NULL;
    uint32_t beg = first ? xbeg(first) : 0, end = last ? xend(last) : 0;
    k0 = tyc_b_mat(px, k0);
    k1 = tyc_b_mat(px, k1);
    k2 = tyc_b_mat(px, k2);
    if (px->failed)
        return NULL;
    uint32_t n = k2 ? 3 : k1 ? 2 : k0 ? 1 : 0;
    tyc_node *nd = tyc_b_node(px, kind, beg, end, n);
    if (!nd)
        return NULL;
    nd->op = (uint8_t)op;
    tyc_node *k[3] = {k0, k1, k2};
    for (uint32_t i = 0; i < n; i++)
        nd->kids[i] = k[i];
    return nd;
}

tyc_node *tyc_b_mat(tyc_pctx *px, tyc_node *x)
{
    if (x && tyc_pv_is_ident(x) && !px->failed) {
        const tyc_pident *id = tyc_pv_ident(x);
        return tyc_b_ident(px, TYC_N_VAR, (tyc_tok){id->beg, id->end, NULL});
    }
    if (!x || !tyc_pv_is_val(x) || px->failed)
        return tyc_pv_tagged(x) ? NULL : x;
    const tyc_value *v = tyc_pv_val(x);
    if (v->type->kind == TYC_BOOL || (v->type->kind == TYC_DYN && tyc_v_is_null(v))) {
        /* keyword literals stay LITERAL nodes: as object keys they name themselves */
        tyc_node *nd = tyc_b_node(px, TYC_N_LITERAL, v->beg, v->end, 0);
        if (nd)
            nd->op = v->type->kind == TYC_BOOL ? (v->u.b ? TYC_LIT_TRUE : TYC_LIT_FALSE)
                                               : TYC_LIT_NULL;
        return with_name(px, nd, px->text + v->beg, v->end - v->beg);
    }
    tyc_node *nd = tyc_b_node(px, TYC_N_VALUE, v->beg, v->end, 0);
    if (nd)
        nd->val = v;
    return nd;
}

tyc_lst tyc_b_empty(tyc_pctx *px) { return (tyc_lst){px->nstk, 0}; }

tyc_lst tyc_b_list(tyc_pctx *px, tyc_lst l, tyc_node *nd)
{
    if (px->failed)
        return l;
    if (px->nstk == px->capstk) {
        uint32_t cap = px->capstk ? px->capstk * 2 : 256;
        tyc_node **s = tyc_mem_realloc(px->a->ctx, px->stk, sizeof *s * px->capstk,
                                       sizeof *s * cap);
        if (!s) {
            fail(px);
            return l;
        }
        px->stk = s;
        px->capstk = cap;
    }
    px->stk[px->nstk++] = nd;
    l.n++;
    return l;
}

tyc_lst tyc_b_list1(tyc_pctx *px, tyc_node *nd) { return tyc_b_list(px, tyc_b_empty(px), nd); }

/* Pops l and everything above it. */
static void pop(tyc_pctx *px, tyc_lst l)
{
    if (!px->failed && l.start <= px->nstk)
        px->nstk = l.start;
}

tyc_node *tyc_b_paren(tyc_pctx *px, tyc_tok open, tyc_node *e, tyc_tok close)
{
    tyc_node *nd = tyc_b_k(px, TYC_N_PAREN, 0, NULL, NULL, e, NULL, NULL);
    if (nd) {
        nd->beg = open.beg;
        nd->end = close.end;
    }
    return nd;
}

tyc_node *tyc_b_bin(tyc_pctx *px, int op, tyc_node *l, tyc_tok optok, tyc_node *r)
{
    tyc_node *nd = tyc_b_k(px, TYC_N_BINARY, op, l, r, l, r, NULL);
    if (nd) {
        nd->nbeg = optok.beg;
        nd->nend = optok.end;
    }
    return nd;
}

tyc_node *tyc_b_unary(tyc_pctx *px, int op, tyc_tok optok, tyc_node *x)
{
    if (px->fold && op == TYC_OP_NEG && x && tyc_pv_is_val(x) && !px->failed &&
        tyc_pv_val(x)->type->kind == TYC_NUMBER) {
        tyc_num box;
        const tyc_num *m = tyc_num_neg_box(px->a, &box, tyc_v_num(tyc_pv_val(x), &box));
        return constant(px, m ? tyc_v_number(px->a, m) : NULL, optok.beg, tyc_pv_val(x)->end);
    }
    tyc_node *nd = tyc_b_k(px, TYC_N_UNARY, op, x, x, x, NULL, NULL);
    if (nd) {
        nd->beg = optok.beg;
        nd->nbeg = optok.beg;
        nd->nend = optok.end;
    }
    return nd;
}

tyc_node *tyc_b_getattr(tyc_pctx *px, tyc_node *obj, tyc_tok dot, tyc_tok name)
{
    if (px->failed || !(obj = tyc_b_mat(px, obj)))
        return NULL;
    tyc_node *nd = tyc_b_node(px, TYC_N_GETATTR, obj->beg, name.end, 1);
    if (!with_name(px, nd, px->text + name.beg, name.end - name.beg))
        return NULL;
    nd->kids[0] = obj;
    nd->nbeg = dot.beg;
    nd->nend = name.end;
    return nd;
}

tyc_node *tyc_b_legacy(tyc_pctx *px, tyc_node *obj, tyc_tok dot, tyc_tok num, int in_splat)
{
    if (px->failed || !(obj = tyc_b_mat(px, obj)))
        return NULL;
    const char *s = px->text + num.beg;
    size_t n = num.end - num.beg;
    const char *d = memchr(s, '.', n);
    if (d) {
        char msg[400];
        snprintf(msg, sizeof msg,
                 "When using the legacy index syntax, chaining two indexes together is not "
                 "permitted. Use the proper index syntax%s instead, like [%.*s][%.*s].",
                 in_splat ? " with a full splat expression [*]" : "", (int)(d - s), s,
                 (int)(n - (size_t)(d - s) - 1), d + 1);
        /* hcl reports it and reads on, the index's key unknown */
        tyc_b_soft_error(px, num.beg, num.end, "Invalid legacy index syntax", msg);
    }
    tyc_node *key = NULL;
    if (d) {
        key = tyc_node_new(px->a, TYC_N_VALUE, num.beg, num.end, 0);
        if (key && !(key->val = tyc_v_unknown(px->a, &tyc_t_dyn)))
            key = NULL;
    } else {
        key = tyc_b_mat(px, tyc_b_number(px, num));
    }
    tyc_node *nd = tyc_b_node(px, TYC_N_INDEX, obj->beg, num.end, 2);
    if (!nd || !key)
        return NULL;
    nd->flags |= TYC_NF_LEGACY;
    nd->kids[0] = obj;
    nd->kids[1] = key;
    nd->nbeg = dot.beg;
    nd->nend = num.end;
    return nd;
}

tyc_node *tyc_b_index(tyc_pctx *px, tyc_node *coll, tyc_tok open, tyc_node *key,
                      tyc_tok close)
{
    tyc_node *nd = tyc_b_k(px, TYC_N_INDEX, 0, coll, NULL, coll, key, NULL);
    if (nd) {
        nd->end = close.end;
        nd->nbeg = open.beg;
        nd->nend = close.end;
    }
    return nd;
}

tyc_node *tyc_b_splat(tyc_pctx *px, int op, tyc_node *src, tyc_node *each)
{
    tyc_node *nd = tyc_b_k(px, TYC_N_SPLAT, op, src, each, src, each, NULL);
    if (nd) {
        /* the marker: the SPLAT_ITEM leaf at the bottom of the per-item chain */
        const tyc_node *it = nd->kids[1];
        while (it->kind != TYC_N_SPLAT_ITEM && it->n > 0)
            it = it->kids[0];
        nd->nbeg = it->beg;
        nd->nend = it->end;
    }
    return nd;
}

tyc_node *tyc_b_fname(tyc_pctx *px, tyc_node *prefix, tyc_tok name)
{
    if (px->failed)
        return NULL;
    char *s = tyc_sprintf(px->a, "%s::%.*s", prefix->text, (int)(name.end - name.beg),
                          px->text + name.beg);
    if (!s)
        return fail(px);
    prefix->text = s;
    prefix->tlen = (uint32_t)strlen(s);
    prefix->end = name.end;
    return prefix;
}

tyc_node *tyc_b_call(tyc_pctx *px, tyc_node *fname, tyc_tok open, tyc_lst args,
                     tyc_tok close, int expand)
{
    if (px->failed)
        return NULL;
    tyc_node *nd = tyc_b_from_list(px, TYC_N_CALL, fname->beg, close.end, args, 0);
    if (!nd)
        return NULL;
    nd->text = fname->text;
    nd->tlen = fname->tlen;
    nd->nbeg = open.beg;
    nd->nend = close.end;
    if (expand)
        nd->flags |= TYC_NF_EXPAND;
    return nd;
}

tyc_node *tyc_b_from_list(tyc_pctx *px, int kind, uint32_t beg, uint32_t end, tyc_lst l,
                          uint32_t extra_front)
{
    if (px->failed)
        return NULL;
    tyc_node *nd = tyc_b_node(px, kind, beg, end, l.n + extra_front);
    if (!nd)
        return NULL;
    for (uint32_t i = 0; i < l.n; i++)
        if (!(nd->kids[extra_front + i] = tyc_b_mat(px, px->stk[l.start + i])))
            return NULL;
    pop(px, l);
    return nd;
}

tyc_node *tyc_b_tuple(tyc_pctx *px, tyc_tok open, tyc_lst l, tyc_tok close)
{
    if (px->failed)
        return NULL;
    uint32_t i = 0;
    while (px->fold && i < l.n && tyc_pv_is_val(px->stk[l.start + i]))
        i++;
    if (!px->fold || i < l.n)
        return tyc_b_from_list(px, TYC_N_TUPLE, open.beg, close.end, l, 0);
    const tyc_value **vs = TYC_NEWN(px->a, const tyc_value *, l.n ? l.n : 1);
    if (!vs)
        return fail(px);
    for (i = 0; i < l.n; i++)
        vs[i] = tyc_pv_val(px->stk[l.start + i]);
    pop(px, l);
    return constant(px, tyc_v_tuple_adopt(px->a, vs, l.n), open.beg, close.end);
}

/* The literal name of a folded object's key, or .p NULL when the key is not a constant
** name (then the object is built as an expression). */
static tyc_str const_key(tyc_pctx *px, tyc_node *k)
{
    if (tyc_pv_is_ident(k))
        return (tyc_str){px->text + tyc_pv_ident(k)->beg, tyc_pv_ident(k)->end - tyc_pv_ident(k)->beg};
    if (tyc_pv_is_val(k)) {
        const tyc_value *v = tyc_pv_val(k);
        if (v->type->kind == TYC_STRING)
            return tyc_v_str(v);
        if (v->type->kind == TYC_BOOL || (v->type->kind == TYC_DYN && tyc_v_is_null(v)))
            return (tyc_str){px->text + v->beg, v->end - v->beg}; /* true/false/null */
        return (tyc_str){NULL, 0};
    }
    if (k->kind == TYC_N_VAR)
        return (tyc_str){k->text, k->tlen};
    return (tyc_str){NULL, 0};
}

/* Folds a constant object from l's (key, value) items; NULL when it is not constant. */
static tyc_node *fold_object(tyc_pctx *px, tyc_tok open, tyc_lst l, tyc_tok close)
{
    uint32_t m = l.n / 2;
    for (uint32_t i = 0; i < m; i++)
        if (!tyc_pv_is_val(px->stk[l.start + 2 * i + 1]) ||
            !const_key(px, px->stk[l.start + 2 * i]).p)
            return NULL;
    tyc_str nsmall[16] = {{0}};
    const tyc_value *vsmall[16] = {0};
    tyc_ctx *c = px->a->ctx;
    tyc_str *names = tyc_tmp(c, nsmall, sizeof nsmall, sizeof *names * m);
    const tyc_value **vals = tyc_tmp(c, vsmall, sizeof vsmall, sizeof *vals * m);
    const tyc_value *o = NULL;
    if (names && vals) {
        for (uint32_t i = 0; i < m; i++) {
            tyc_node *k = px->stk[l.start + 2 * i];
            names[i] = const_key(px, k);
            vals[i] = tyc_pv_val(px->stk[l.start + 2 * i + 1]);
        }
        o = tyc_v_object(px->a, names, vals, m);
    }
    tyc_tmp_free(c, names, nsmall, sizeof *names * m);
    tyc_tmp_free(c, vals, vsmall, sizeof *vals * m);
    for (uint32_t i = 0; i < m; i++)
        recycle(px, px->stk[l.start + 2 * i]); /* VAR keys are dead now */
    pop(px, l);
    return constant(px, o, open.beg, close.end);
}

tyc_node *tyc_b_object(tyc_pctx *px, tyc_tok open, tyc_lst l, tyc_tok close)
{
    if (px->failed)
        return NULL;
    if (px->fold) {
        tyc_node *c = fold_object(px, open, l, close);
        if (c || px->failed)
            return c;
    }
    for (uint32_t i = 0; i < l.n; i += 2) {
        tyc_node *k = tyc_b_objkey(px, tyc_b_mat(px, px->stk[l.start + i]));
        if (!k)
            return NULL;
        px->stk[l.start + i] = k;
    }
    return tyc_b_from_list(px, TYC_N_OBJECT, open.beg, close.end, l, 0);
}

tyc_node *tyc_b_objkey(tyc_pctx *px, tyc_node *key)
{
    tyc_node *nd = tyc_b_k(px, TYC_N_OBJKEY, 0, key, key, key, NULL, NULL);
    if (nd && px->text[key->beg] == '(')
        nd->flags |= TYC_NF_FORCE_NONLIT;
    return nd;
}

tyc_node *tyc_b_for_intro(tyc_pctx *px, const tyc_tok *k, tyc_tok v, tyc_node *coll)
{
    tyc_node *nd = tyc_b_node(px, TYC_N_FOR, 0, 0, 6);
    if (!nd)
        return NULL;
    if (k && !(nd->kids[0] = tyc_b_ident(px, TYC_N_VAR, *k)))
        return NULL;
    nd->kids[1] = tyc_b_ident(px, TYC_N_VAR, v);
    nd->kids[2] = tyc_b_mat(px, coll);
    return nd->kids[1] ? nd : NULL;
}

/* hcl's checks of a for expression's parts against its kind of result (finishParsingForExpr):
** each failure is a diagnostic after which the parser goes on. */
static void for_check(tyc_pctx *px, tyc_node *kexpr, tyc_tok group, int obj, tyc_node *vexpr,
                      tyc_tok open, tyc_tok close)
{
    const tyc_diag *t0 = px->d->tail;
    if (!obj && kexpr)
        tyc_b_soft_error(px, kexpr->beg, kexpr->end, "Invalid 'for' expression",
                         "Key expression is not valid when building a tuple.");
    if (!obj && group.nd)
        tyc_b_soft_error(px, group.beg, group.end, "Invalid 'for' expression",
                         "Grouping ellipsis (...) cannot be used when building a tuple.");
    if (obj && !kexpr)
        tyc_b_soft_error(px, vexpr->beg, vexpr->end, "Invalid 'for' expression",
                         "Key expression is required when building an object.");
    /* (each with the whole for expression as its context) */
    for (tyc_diag *g = t0 ? t0->next : px->d->head; g && !px->failed; g = g->next)
        g->context = (tyc_range){px->src, open.beg, close.end, 0};
    /* (in recovery the first such for is an operand with errors: the grammar reads the
    ** operator over it off its stack, for_failed_op) */
    if (px->recovery && px->d->tail != t0 && !px->soft_for[1])
        px->soft_for[0] = open.beg, px->soft_for[1] = close.end, px->soft_new = 1;
}

tyc_node *tyc_b_for(tyc_pctx *px, tyc_tok open, tyc_node *intro, tyc_node *kexpr,
                    tyc_node *vexpr, tyc_tok group, tyc_node *cond, tyc_tok close, int obj)
{
    kexpr = tyc_b_mat(px, kexpr);
    vexpr = tyc_b_mat(px, vexpr);
    cond = tyc_b_mat(px, cond);
    if (px->failed)
        return NULL;
    for (uint32_t i = 0; kexpr && kexpr->end == kexpr->beg + 1 && i < px->nforced; i++)
        if (px->forced[i] == kexpr->beg) {
            /* a key put back for one that failed with its error: hcl's parser read the
            ** value all the same, then the for expression recovered to its closer and is
            ** its placeholder, without checks */
            tyc_node *ph = tyc_b_node(px, TYC_N_VALUE, open.beg, close.end, 0);
            if (ph && !(ph->val = tyc_v_unknown(px->a, &tyc_t_dyn)))
                return fail(px);
            return ph;
        }
    for_check(px, kexpr, group, obj, vexpr, open, close);
    if (px->failed)
        return NULL;
    intro->beg = open.beg;
    intro->end = close.end;
    intro->nbeg = open.beg;
    intro->nend = open.end;
    intro->abeg = close.beg;
    intro->aend = close.end;
    intro->kids[3] = kexpr;
    intro->kids[4] = vexpr;
    intro->kids[5] = cond;
    if (obj)
        intro->flags |= TYC_NF_FOR_OBJECT;
    if (group.nd)
        intro->flags |= TYC_NF_GROUP;
    return intro;
}

tyc_node *tyc_b_template(tyc_pctx *px, tyc_tok open, tyc_lst parts, tyc_tok close,
                         int heredoc)
{
    if (px->failed)
        return NULL;
    uint32_t n = parts.n;
    if (n == 0 && px->fold && !heredoc) /* "": the empty string */
        return constant(px, tyc_v_string(px->a, "", 0, 0), open.beg, close.end);
    if (n == 1) {
        tyc_node *p = px->stk[parts.start];
        if (tyc_pv_tagged(p) ||
            (p->kind != TYC_N_STRING && p->kind != TYC_N_TPL_IF && p->kind != TYC_N_TPL_FOR)) {
            pop(px, parts);
            tyc_node *w = tyc_b_k(px, TYC_N_TPL_WRAP, 0, NULL, NULL, p, NULL, NULL);
            if (w) {
                w->beg = open.beg;
                w->end = close.end;
            }
            return w;
        }
        if (px->fold && !heredoc && p->kind == TYC_N_STRING) {
            /* a plain quoted literal: the string itself (its text is kept as it is) */
            pop(px, parts);
            const tyc_value *v = tyc_v_string(px->a, p->text ? p->text : "", p->tlen, 0);
            recycle(px, p);
            return constant(px, v, open.beg, close.end);
        }
    }
    tyc_node *nd = tyc_b_from_list(px, TYC_N_TEMPLATE, open.beg, close.end, parts, 0);
    if (!nd)
        return NULL;
    if (heredoc)
        nd->flags |= TYC_NF_HEREDOC;
    nd->nbeg = open.end; /* where an empty template's zero-width literal sits */
    int flush = heredoc && px->text[open.beg + 2] == '-';
    if (tyc_tpl_finish(px, nd, flush) != 0)
        return fail(px);
    return nd;
}

tyc_node *tyc_b_tpl_if(tyc_pctx *px, tyc_tok open, tyc_node *cond, tyc_lst then_parts,
                       tyc_lst else_parts, int has_else, tyc_tok close)
{
    /* the else list sits above the then list on the stack: consume it first */
    tyc_node *f = has_else ? tyc_b_from_list(px, TYC_N_TEMPLATE, 0, 0, else_parts, 0) : NULL;
    tyc_node *t = tyc_b_from_list(px, TYC_N_TEMPLATE, 0, 0, then_parts, 0);
    tyc_node *nd = tyc_b_node(px, TYC_N_TPL_IF, open.beg, close.end, 3);
    if (!nd || !t || (has_else && !f))
        return NULL;
    nd->kids[0] = tyc_b_mat(px, cond);
    nd->kids[1] = t;
    nd->kids[2] = f;
    return nd;
}

tyc_node *tyc_b_tpl_for(tyc_pctx *px, tyc_tok open, tyc_node *intro, tyc_lst body,
                        tyc_tok close)
{
    tyc_node *nd = tyc_b_node(px, TYC_N_TPL_FOR, open.beg, close.end, 4);
    tyc_node *b = tyc_b_from_list(px, TYC_N_TEMPLATE, 0, 0, body, 0);
    if (!nd || !b)
        return NULL;
    for (int i = 0; i < 3; i++)
        nd->kids[i] = intro->kids[i];
    nd->kids[3] = b;
    return nd;
}

tyc_node *tyc_b_attr(tyc_pctx *px, tyc_tok name, tyc_node *e)
{
    if (px->failed || !(e = tyc_b_mat(px, e)))
        return NULL;
    tyc_node *nd = tyc_b_node(px, TYC_N_ATTR, name.beg, e->end, 1);
    if (!with_name(px, nd, px->text + name.beg, name.end - name.beg))
        return NULL;
    nd->kids[0] = e;
    nd->nbeg = name.beg;
    nd->nend = name.end;
    return nd;
}

tyc_node *tyc_b_label(tyc_pctx *px, tyc_tok open, tyc_node *lit, tyc_tok close)
{
    tyc_node *nd = tyc_b_node(px, TYC_N_STRING, open.beg, close.end, 0);
    if (!nd)
        return NULL;
    if (lit) {
        nd->text = lit->text;
        nd->tlen = lit->tlen;
        return nd;
    }
    return with_text(px, nd, "", 0);
}

tyc_node *tyc_b_block(tyc_pctx *px, tyc_tok type, tyc_lst labels, tyc_tok open,
                      tyc_lst body, tyc_tok close)
{
    /* the body's items sit above the labels on the stack: consume them first */
    tyc_node *b = tyc_b_from_list(px, TYC_N_BODY, open.beg, close.end, body, 0);
    tyc_node *nd = tyc_b_from_list(px, TYC_N_BLOCK, type.beg, close.end, labels, 1);
    if (!b || !with_name(px, nd, px->text + type.beg, type.end - type.beg))
        return NULL;
    nd->kids[0] = b;
    nd->nbeg = type.beg;
    nd->nend = type.end;
    nd->abeg = open.beg;
    nd->aend = close.end;
    return nd;
}
