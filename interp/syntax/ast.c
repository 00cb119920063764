/* SPDX-License-Identifier: Apache-2.0 */
/*
** ast.c: syntax-tree nodes (allocation, text, keyword test) and the S-expression dump used
** by tests. Dump format: `(kind fields... kids...)`, strings Go-quoted, `_` for an absent
** optional kid; e.g. `(binary + (lit 1) (lit 2))`, `(. (var a) b)`, `(call f... (var x))`.
*/
#include "interp/syntax/ast.h"
#include "runtime/value/value.h"

#include "runtime/base/str.h"

tyc_node *tyc_node_new(tyc_arena *a, int kind, uint32_t beg, uint32_t end, uint32_t n)
{
    tyc_node *nd = TYC_NEW(a, tyc_node);
    if (!nd)
        return NULL;
    nd->kind = (uint8_t)kind;
    nd->beg = beg;
    nd->end = end;
    nd->n = n;
    if (n) {
        nd->kids = TYC_NEWN(a, tyc_node *, n);
        if (!nd->kids)
            return NULL;
    }
    return nd;
}

/* Where offset x of a slice goes: off further on, and `to` if that passes limit. */
static uint32_t moved(uint32_t x, uint32_t off, uint32_t limit, uint32_t to)
{
    return x + off > limit ? to : x + off;
}

static void shift(tyc_node *d, uint32_t off, uint32_t limit, uint32_t to, int depth)
{
    if (!d || depth > 10000)
        return;
    d->beg = moved(d->beg, off, limit, to), d->end = moved(d->end, off, limit, to);
    d->nbeg = moved(d->nbeg, off, limit, to), d->nend = moved(d->nend, off, limit, to);
    if (d->abeg || d->aend)
        d->abeg = moved(d->abeg, off, limit, to), d->aend = moved(d->aend, off, limit, to);
    if (d->kind == TYC_N_VALUE && (d->flags & TYC_NF_SYNERR) && d->rend)
        d->rend = moved(d->rend, off, limit, to);
    if (d->kind == TYC_N_VALUE && d->val)
        return;
    for (uint32_t i = 0; i < d->n; i++)
        shift(d->kids[i], off, limit, to, depth + 1);
}

void tyc_node_shift(tyc_node *nd, uint32_t off)
{
    shift(nd, off, UINT32_MAX, UINT32_MAX, 0);
}

void tyc_node_place(tyc_node *nd, uint32_t off, uint32_t limit, uint32_t to)
{
    shift(nd, off, limit, to, 0);
}

int tyc_node_set_text(tyc_arena *a, tyc_node *nd, const char *s, size_t n)
{
    char *t = tyc_strndup(a, s, n);
    if (!t)
        return -1;
    nd->text = t;
    nd->tlen = (uint32_t)n;
    return 0;
}

const char *tyc_node_keyword(const tyc_node *nd)
{
    if (!nd)
        return NULL;
    if (nd->kind == TYC_N_OBJKEY) {
        if (nd->flags & TYC_NF_FORCE_NONLIT || nd->n < 1)
            return NULL;
        nd = nd->kids[0];
        if (!nd)
            return NULL;
    }
    if (nd->kind == TYC_N_VAR)
        return nd->text;
    if (nd->kind == TYC_N_LITERAL && nd->op != TYC_LIT_NUMBER)
        return nd->text;
    return NULL;
}

static const char *const opnames[] = {"?",  "||", "&&", "==", "!=", "<", "<=", ">",
                                      ">=", "+",  "-",  "*",  "/",  "%", "-",  "!"};

static void dump_opt(tyc_buf *b, const tyc_node *nd)
{
    tyc_buf_addc(b, ' ');
    if (nd)
        tyc_node_dump(b, nd);
    else
        tyc_buf_addc(b, '_');
}

static void dump_kids(tyc_buf *b, const tyc_node *nd, uint32_t from)
{
    for (uint32_t i = from; i < nd->n; i++)
        dump_opt(b, nd->kids[i]);
}

static const char *head(const tyc_node *nd)
{
    switch (nd->kind) {
    case TYC_N_TEMPLATE: return nd->flags & TYC_NF_HEREDOC ? "heredoc" : "tpl";
    case TYC_N_TPL_WRAP: return "wrap";
    case TYC_N_TPL_IF: return "tif";
    case TYC_N_TPL_FOR: return "tfor";
    case TYC_N_INDEX: return nd->flags & TYC_NF_LEGACY ? "lindex" : "index";
    case TYC_N_SPLAT: return nd->op == TYC_SPLAT_FULL ? "splat" : "asplat";
    case TYC_N_SPLAT_ITEM: return "item";
    case TYC_N_TUPLE: return "tuple";
    case TYC_N_OBJECT: return "object";
    case TYC_N_OBJKEY: return nd->flags & TYC_NF_FORCE_NONLIT ? "key!" : "key";
    case TYC_N_COND: return "cond";
    case TYC_N_PAREN: return "paren";
    case TYC_N_BODY: return "body";
    case TYC_N_FOR:
        return nd->flags & TYC_NF_FOR_OBJECT ? (nd->flags & TYC_NF_GROUP ? "forobj..." : "forobj")
                                             : "for";
    default: return "?";
    }
}

void tyc_node_dump(tyc_buf *b, const tyc_node *nd)
{
    switch (nd->kind) {
    case TYC_N_LITERAL:
        tyc_buf_addf(b, "(lit %s)", nd->text);
        return;
    case TYC_N_STRING:
        tyc_buf_addz(b, "(str ");
        tyc_buf_goquote(b, nd->text, nd->tlen);
        tyc_buf_addc(b, ')');
        return;
    case TYC_N_VAR:
        tyc_buf_addf(b, "(var %s)", nd->text);
        return;
    case TYC_N_VALUE:
        tyc_buf_addz(b, "(value ");
        tyc_type_buf_string(b, nd->val->type);
        tyc_buf_addc(b, ')');
        return;
    case TYC_N_GETATTR:
        tyc_buf_addz(b, "(. ");
        tyc_node_dump(b, nd->kids[0]);
        tyc_buf_addf(b, " %s)", nd->text);
        return;
    case TYC_N_CALL:
        tyc_buf_addf(b, "(call %s%s", nd->text, nd->flags & TYC_NF_EXPAND ? "..." : "");
        break;
    case TYC_N_BINARY:
    case TYC_N_UNARY:
        tyc_buf_addf(b, "(%s %s", nd->kind == TYC_N_BINARY ? "binary" : "unary",
                     nd->op < 16 ? opnames[nd->op] : "?");
        break;
    case TYC_N_ATTR:
        tyc_buf_addf(b, "(attr %s", nd->text);
        break;
    case TYC_N_BLOCK:
        tyc_buf_addf(b, "(block %s", nd->text);
        dump_kids(b, nd, 1);
        dump_opt(b, nd->kids[0]);
        tyc_buf_addc(b, ')');
        return;
    case TYC_N_TPL_FOR:
    case TYC_N_FOR:
        tyc_buf_addf(b, "(%s %s %s", head(nd), nd->kids[0] ? nd->kids[0]->text : "_",
                     nd->kids[1]->text);
        dump_kids(b, nd, 2);
        tyc_buf_addc(b, ')');
        return;
    default:
        tyc_buf_addf(b, "(%s", head(nd));
        break;
    }
    dump_kids(b, nd, 0);
    tyc_buf_addc(b, ')');
}
