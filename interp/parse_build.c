/*
** parse_build.c: tree builders called from the lemon grammar's actions. They compute the
** byte ranges the way hclsyntax assigns them and report the few errors that the grammar
** accepts syntactically but HCL rejects (legacy index chains, malformed for expressions).
*/
#include "parse_int.h"

#include <stdio.h>

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

tyc_node *tyc_b_node(tyc_pctx *px, int kind, uint32_t beg, uint32_t end, uint32_t n)
{
    if (px->failed)
        return NULL;
    tyc_node *nd = tyc_node_new(px->a, kind, beg, end, n);
    return nd ? nd : fail(px);
}

static tyc_node *with_text(tyc_pctx *px, tyc_node *nd, const char *s, size_t n)
{
    if (!nd)
        return NULL;
    if (tyc_node_set_text(px->a, nd, s, n) != 0)
        return fail(px);
    return nd;
}

tyc_node *tyc_b_ident(tyc_pctx *px, int kind, tyc_tok t)
{
    tyc_node *nd = tyc_b_node(px, kind, t.beg, t.end, 0);
    return with_text(px, nd, px->text + t.beg, t.end - t.beg);
}

tyc_node *tyc_b_term_ident(tyc_pctx *px, tyc_tok t)
{
    static const char *const kw[] = {"true", "false", "null"};
    static const int ops[] = {TYC_LIT_TRUE, TYC_LIT_FALSE, TYC_LIT_NULL};
    size_t n = t.end - t.beg;
    for (int i = 0; i < 3; i++) {
        if (strlen(kw[i]) == n && memcmp(px->text + t.beg, kw[i], n) == 0) {
            tyc_node *nd = tyc_b_ident(px, TYC_N_LITERAL, t);
            if (nd)
                nd->op = (uint8_t)ops[i];
            return nd;
        }
    }
    return tyc_b_ident(px, TYC_N_VAR, t);
}

tyc_node *tyc_b_number(tyc_pctx *px, tyc_tok t)
{
    tyc_node *nd = tyc_b_ident(px, TYC_N_LITERAL, t);
    if (nd)
        nd->op = TYC_LIT_NUMBER;
    return nd;
}

tyc_node *tyc_b_k(tyc_pctx *px, int kind, int op, tyc_node *first, tyc_node *last,
                  tyc_node *k0, tyc_node *k1, tyc_node *k2)
{
    if (px->failed)
        return NULL;
    uint32_t n = k2 ? 3 : k1 ? 2 : k0 ? 1 : 0;
    tyc_node *nd = tyc_b_node(px, kind, first ? first->beg : 0, last ? last->end : 0, n);
    if (!nd)
        return NULL;
    nd->op = (uint8_t)op;
    tyc_node *k[3] = {k0, k1, k2};
    for (uint32_t i = 0; i < n; i++)
        nd->kids[i] = k[i];
    return nd;
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
    if (px->failed)
        return NULL;
    tyc_node *nd = tyc_b_node(px, TYC_N_GETATTR, obj->beg, name.end, 1);
    if (!with_text(px, nd, px->text + name.beg, name.end - name.beg))
        return NULL;
    nd->kids[0] = obj;
    nd->nbeg = dot.beg;
    nd->nend = name.end;
    return nd;
}

tyc_node *tyc_b_legacy(tyc_pctx *px, tyc_node *obj, tyc_tok dot, tyc_tok num, int in_splat)
{
    if (px->failed)
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
        tyc_b_error(px, num.beg, num.end, "Invalid legacy index syntax", msg);
        return NULL;
    }
    tyc_node *key = tyc_b_number(px, num);
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
        const tyc_node *it = each;
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

tyc_node *tyc_b_call(tyc_pctx *px, tyc_node *fname, tyc_tok open, tyc_nlist *args,
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

tyc_nlist *tyc_b_list(tyc_pctx *px, tyc_nlist *l, tyc_node *nd)
{
    if (px->failed)
        return NULL;
    if (!l) {
        l = TYC_NEW(px->a, tyc_nlist);
        if (!l)
            return (tyc_nlist *)fail(px);
    }
    if (tyc_vec_push(px->a, &l->v, nd) != 0)
        return (tyc_nlist *)fail(px);
    return l;
}

tyc_node *tyc_b_from_list(tyc_pctx *px, int kind, uint32_t beg, uint32_t end, tyc_nlist *l,
                          uint32_t extra_front)
{
    uint32_t n = l ? l->v.n : 0;
    tyc_node *nd = tyc_b_node(px, kind, beg, end, n + extra_front);
    if (!nd)
        return NULL;
    for (uint32_t i = 0; i < n; i++)
        nd->kids[extra_front + i] = l->v.v[i];
    return nd;
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
    nd->kids[2] = coll;
    return nd->kids[1] ? nd : NULL;
}

static const char *for_check(tyc_node *kexpr, tyc_tok group, int obj, uint32_t *b,
                             uint32_t *e, tyc_node *vexpr)
{
    if (!obj && kexpr) {
        *b = kexpr->beg, *e = kexpr->end;
        return "Key expression is not valid when building a tuple.";
    }
    if (!obj && group.nd) {
        *b = group.beg, *e = group.end;
        return "Grouping ellipsis (...) cannot be used when building a tuple.";
    }
    if (obj && !kexpr) {
        *b = vexpr->beg, *e = vexpr->end;
        return "Key expression is required when building an object.";
    }
    return NULL;
}

tyc_node *tyc_b_for(tyc_pctx *px, tyc_tok open, tyc_node *intro, tyc_node *kexpr,
                    tyc_node *vexpr, tyc_tok group, tyc_node *cond, tyc_tok close, int obj)
{
    if (px->failed)
        return NULL;
    uint32_t b = 0, e = 0;
    const char *msg = for_check(kexpr, group, obj, &b, &e, vexpr);
    if (msg) {
        tyc_b_error(px, b, e, "Invalid 'for' expression", msg);
        return NULL;
    }
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

tyc_node *tyc_b_template(tyc_pctx *px, tyc_tok open, tyc_nlist *parts, tyc_tok close,
                         int heredoc)
{
    if (px->failed)
        return NULL;
    uint32_t n = parts ? parts->v.n : 0;
    if (n == 1) {
        tyc_node *p = parts->v.v[0];
        if (p->kind != TYC_N_STRING && p->kind != TYC_N_TPL_IF && p->kind != TYC_N_TPL_FOR)
        {
            tyc_node *w = tyc_b_k(px, TYC_N_TPL_WRAP, 0, NULL, NULL, p, NULL, NULL);
            if (w) {
                w->beg = open.beg;
                w->end = close.end;
            }
            return w;
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

tyc_node *tyc_b_tpl_if(tyc_pctx *px, tyc_tok open, tyc_node *cond, tyc_nlist *then_parts,
                       tyc_nlist *else_parts, int has_else, tyc_tok close)
{
    tyc_node *nd = tyc_b_node(px, TYC_N_TPL_IF, open.beg, close.end, 3);
    tyc_node *t = tyc_b_from_list(px, TYC_N_TEMPLATE, 0, 0, then_parts, 0);
    tyc_node *f = has_else ? tyc_b_from_list(px, TYC_N_TEMPLATE, 0, 0, else_parts, 0) : NULL;
    if (!nd || !t || (has_else && !f))
        return NULL;
    nd->kids[0] = cond;
    nd->kids[1] = t;
    nd->kids[2] = f;
    return nd;
}

tyc_node *tyc_b_tpl_for(tyc_pctx *px, tyc_tok open, tyc_node *intro, tyc_nlist *body,
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
    if (px->failed)
        return NULL;
    tyc_node *nd = tyc_b_node(px, TYC_N_ATTR, name.beg, e->end, 1);
    if (!with_text(px, nd, px->text + name.beg, name.end - name.beg))
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

tyc_node *tyc_b_block(tyc_pctx *px, tyc_tok type, tyc_nlist *labels, tyc_tok open,
                      tyc_nlist *body, tyc_tok close)
{
    tyc_node *b = tyc_b_from_list(px, TYC_N_BODY, open.beg, close.end, body, 0);
    tyc_node *nd = tyc_b_from_list(px, TYC_N_BLOCK, type.beg, close.end, labels, 1);
    if (!b || !with_text(px, nd, px->text + type.beg, type.end - type.beg))
        return NULL;
    nd->kids[0] = b;
    nd->nbeg = type.beg;
    nd->nend = type.end;
    nd->abeg = open.beg;
    nd->aend = close.end;
    return nd;
}
