/* SPDX-License-Identifier: Apache-2.0 */
/*
** parse_driver.c: the native-syntax parse driver. Pulls tokens from the lexer, decides which
** newlines are significant (bodies, object constructors) and drops the rest, applies the
** `~` strip markers to adjacent literals, feeds the lemon grammar, and turns a failure into
** the diagnostic hclsyntax would give (with TYCON_ERR_INCOMPLETE when input ran out).
*/
#include <ctype.h>
#include <string.h>

#include "interp/syntax/parse.h"

#include "interp/syntax/parse_int.h"
#include "interp/syntax/parse_diag.h"
#include "parser.h"

#define QMAX 4


typedef struct drv {
    tyc_lexer lx;
    tyc_pctx px;
    int root;             /* TYC_FR_ROOT_EXPR or TYC_FR_ROOT_BODY */
    int started;
    int last;             /* last code queued for the parser (0: none yet) */
    int splat_star;       /* last is the `*` of a splat (`.*`, `[*`), not multiplication */
    int kw;               /* last is a for expression's keyword (its first `for`, its `in` or its
                          ** `if`), not a name */
    int pending_nl;
    tyc_tok nltok;
    uint32_t nlnfr;       /* the frames open where the pending newline was lexed */
    int have_lit, ltrim_next;
    int prev_lit;         /* the last token lexed was a template literal */
    tyc_tok lit;
    uint32_t fresh;       /* index+1 of a just-opened `{`/`[` frame, 0 if none */
    int qn, qi;
    int qcode[QMAX];
    tyc_tok qtok[QMAX];
    /* the body item header being read (see tyc_parse_err), and its state before each queued
    ** token */
    int hdr_ok;
    uint32_t hdr_n, hdr_nfr;
    tyc_tok hdr_first;
    int qhdr_ok[QMAX];
    uint32_t qhdr_n[QMAX];
    tyc_tok qhdr_first[QMAX];
    uint32_t qname[QMAX]; /* name_beg before each queued token */
    /* conditionals waiting for their colon (uint32_t[4], see tyc_parse_err.cond); snap: the
    ** one open at the level of the token being queued, nlsnap: at the pending newline's */
    tyc_vec conds;
    const uint32_t *snap, *nlsnap, *qcond[QMAX];
    int cond_eof;         /* the input ended where a conditional wanted its colon */
    tyc_parse_err eof_err; /* then: err as the end found it (a literal flushed there is read
                           ** after, with its own) */
    uint32_t tok_end;     /* the end of the last ordinary token lexed */
    int eof_fail;         /* the input ended inside a bracket, string or template */
    int stop;             /* lexer error or end handled */
    tyc_vec dirs;         /* open template if/for directives (tyc_tok: keyword code in nd) */
    int dir_kw;           /* TK_IF / TK_FOR right after a TCONTROL, until its TEND */
    uint32_t dir_beg;
    tyc_parse_err err;    /* the token being fed and its context, for diagnostics */
    uint32_t name_beg;    /* start of the last (possibly a::b) name: a call's range */
    uint32_t eof_bodies;  /* close_bodies: braces still to queue at the end, plus one */
    int eof_open;         /* the first error: the input ended in an open block (kept) */
    /* placeholders go before the first token at or after each of force[0..nforce) (sorted;
    ** TYC_FORCE_EXACT set: only a token starting there, else none) */
    const uint32_t *force;
    uint32_t nforce;
} drv;


static int body_kind(int k)
{
    return k == TYC_FR_ROOT_BODY || k == TYC_FR_BODY;
}

/* Follows the header of the body item being read: a name, then names or quoted labels. */
static void track_header(drv *d, int code, tyc_tok t)
{
    uint32_t nfr = d->lx.nfr;
    int top = tyc_lex_top(&d->lx)->kind;
    /* (a newline queued late, after the bracket it was read in closed, ends no item) */
    if ((code == TK_NL && body_kind(top) && d->nlnfr <= nfr) ||
        (code == TK_LBRACE && top == TYC_FR_BODY) ||
        code == TK_START_BODY) {
        d->hdr_ok = 1, d->hdr_n = 0, d->hdr_nfr = nfr;
        return;
    }
    if (d->hdr_ok == 1 && d->hdr_n == 1 && code == TK_EQ && nfr == d->hdr_nfr && nfr == 1) {
        d->hdr_ok = 2; /* a top-level argument: hcl keeps it whatever its value */
        return;
    }
    if (d->hdr_ok != 1)
        return;
    int word = code == TK_IDENT || code == TK_FOR || code == TK_IN || code == TK_IF ||
               code == TK_ELSE || code == TK_ENDIF || code == TK_ENDFOR; /* hcl's TokenIdent */
    int ok = d->hdr_n == 0 ? word && nfr == d->hdr_nfr
             : word ? nfr == d->hdr_nfr
             : code == TK_OQUOTE ? nfr == d->hdr_nfr + 1
             : code == TK_TLIT ? nfr == d->hdr_nfr + 1 || nfr == d->hdr_nfr /* queued late */
             : code == TK_CQUOTE ? nfr == d->hdr_nfr
                                 : 0;
    if (!ok) {
        d->hdr_ok = 0;
        return;
    }
    if (d->hdr_n++ == 0)
        d->hdr_first = t;
}

static void enqueue(drv *d, int code, tyc_tok t)
{
    d->qhdr_ok[d->qn] = d->hdr_ok;
    d->qhdr_n[d->qn] = d->hdr_n;
    d->qhdr_first[d->qn] = d->hdr_first;
    d->qname[d->qn] = d->name_beg;
    d->qcond[d->qn] = d->snap;
    track_header(d, code, t);
    d->qcode[d->qn] = code;
    d->qtok[d->qn++] = t;
    if (code == TK_IDENT && d->last != TK_DCOLON)
        d->name_beg = t.beg;
    d->splat_star = code == TK_STAR && (d->last == TK_DOT || d->last == TK_LBRACK);
    d->last = code;
}

static void flush_lit(drv *d)
{
    if (d->have_lit) {
        const uint32_t *s = d->snap;
        d->have_lit = 0;
        d->snap = NULL;
        enqueue(d, TK_TLIT, d->lit);
        d->snap = s;
    }
}

/* The conditional at frame level lv (1: the root) still waiting for its colon, or NULL. */
static const uint32_t *cond_open(const drv *d, uint32_t lv)
{
    const uint32_t *top = d->conds.n ? d->conds.v[d->conds.n - 1] : NULL;
    return top && top[0] == lv ? top : NULL;
}

/* Tokens after which a new expression starts at the same level (hcl's condition starts). */
static int expr_sep(int code, const tyc_frame *f)
{
    switch (code) {
    case TK_COMMA: case TK_EQ: case TK_COLON: case TK_QUESTION: case TK_ARROW:
    case TK_ELLIPSIS: case TK_NL:
        return 1;
    case TK_IN: case TK_IF: case TK_FOR:
        return f->sub == TYC_FS_FOR || f->sub == TYC_FS_CONTROL;
    default:
        return 0;
    }
}

/* 1 when the token read last is an operator that wants an operand after it. */
static int operator_wanting(const drv *d)
{
    switch (d->last) {
    case TK_PLUS: case TK_MINUS: case TK_SLASH: case TK_PERCENT: case TK_EQEQ: case TK_NE:
    case TK_LT: case TK_GT: case TK_LE: case TK_GE: case TK_AND: case TK_OR: case TK_BANG:
    case TK_QUESTION: case TK_COLON: case TK_ARROW:
        return 1;
    case TK_STAR:
        return !d->splat_star;
    default:
        return 0;
    }
}

/* Follows the parts of a for expression after its colon (f: its frame; tok_end: the end of
** the token before t). */
static void track_for(drv *d, tyc_frame *f, int code, tyc_tok t)
{
    if (!f->fcol) {
        f->fcol = code == TK_COLON && f->for_in && !d->snap;
        return;
    }
    /* (after an operator `if` is an operand: hcl reads the keyword after the value only) */
    int kw_if = code == TK_IF && (f->vgot || f->vdone) && !operator_wanting(d);
    f->ifkw |= kw_if;
    d->kw |= kw_if;
    if (!f->vgot && code != TK_ELLIPSIS) {
        f->vgot = 1;
        f->vbeg = t.beg;
    }
    if (code == TK_ARROW && !f->arrow && !f->vdone) {
        f->arrow = 1, f->vgot = 0;
        f->kbeg = f->vbeg, f->kend = d->tok_end;
    } else if ((code == TK_ELLIPSIS || kw_if) && !f->vdone) {
        f->vdone = 1;
        f->vend = d->tok_end;
    }
    if (code == TK_ELLIPSIS && !f->ell)
        f->ell = 1, f->ebeg = t.beg, f->eend = t.end;
}

/* Follows conditionals for a token read at frame level lv (before it opened or closed a
** frame): snap gets the one open at that level; `?` opens one, a colon closes it. */
static void track_cond(drv *d, int code, tyc_tok t, uint32_t lv)
{
    d->snap = cond_open(d, lv);
    uint32_t prev_end = d->tok_end;
    d->tok_end = t.end;
    if (lv > d->lx.nfr || lv == 0) /* a closer: its frame is gone */
        return;
    tyc_frame *f = &d->lx.fr[lv - 1];
    if (f->sub == TYC_FS_FOR && (f->kind == TYC_FR_BRACK || f->kind == TYC_FR_BRACE_FOR)) {
        d->tok_end = prev_end;
        track_for(d, f, code, t);
        d->tok_end = t.end;
    }
    if (!f->xgot) {
        f->xgot = 1;
        f->xbeg = t.beg;
    }
    if (code == TK_QUESTION) {
        uint32_t *r = TYC_NEWN(d->px.a, uint32_t, 4);
        const uint32_t *top = cond_open(d, lv); /* (one open there holds it) */
        if (r) {
            r[0] = lv, r[1] = t.beg, r[2] = f->xbeg;
            r[3] = top ? top[3] : f->chain ? f->chain - 1 : t.beg;
            tyc_vec_push(d->px.a, &d->conds, r);
        }
    } else if (code == TK_COLON && d->snap) {
        d->conds.n--;
    }
    if (expr_sep(code, f)) {
        f->xgot = 0;
        f->chain = code == TK_COLON && d->snap ? d->snap[3] + 1 : 0;
    }
}

static int nl_ignored(const tyc_frame *f)
{
    switch (f->kind) {
    case TYC_FR_ROOT_BODY: case TYC_FR_BODY: case TYC_FR_BRACE: return 0;
    default: return 1;
    }
}

static void trim_lit(drv *d, int left)
{
    tyc_node *s = d->lit.nd;
    size_t k = left ? tyc_ws_prefix(s->text, s->tlen) : tyc_ws_suffix(s->text, s->tlen);
    if (k == 0)
        return;
    if (left) {
        s->text += k;
    } else {
        char *t = tyc_strndup(d->px.a, s->text, s->tlen - k);
        if (!t) {
            d->px.failed = 1;
            d->px.status = TYCON_ERR_NOMEM;
            return;
        }
        s->text = t;
    }
    s->tlen -= (uint32_t)k;
}

static int postfix_end(int code)
{
    switch (code) {
    case TK_IDENT: case TK_FOR: case TK_IN: case TK_IF: case TK_ELSE: case TK_ENDIF:
    case TK_ENDFOR: case TK_NUMBER: case TK_RPAREN: case TK_RBRACK: case TK_RBRACE:
    case TK_CQUOTE: case TK_CHEREDOC: case TK_STAR: case TK_PLACEHOLDER:
        return 1;
    default:
        return 0;
    }
}

/* 1 when the last token is the `in` or `if` keyword of the for expression or directive of
** frame f (then a bracket after it opens a tuple, not an index). */
static int for_keyword(const drv *d, const tyc_frame *f)
{
    int for_ish = f->sub == TYC_FS_FOR || f->sub == TYC_FS_CONTROL;
    return for_ish && ((d->last == TK_IN && !f->fcol && f->for_in != 2) ||
                       (d->last == TK_IF && f->fcol && f->ifkw) ||
                       (d->last == TK_IF && f->sub == TYC_FS_CONTROL));
}

/* 1 when the token before e's ends a complete operand in t, the text read (not the `b` of a
** selector `a::b`, which wants its parenthesis; a `*` only when it is a splat's). */
int tyc_parse_ends_operand(const tyc_parse_err *e, const char *t)
{
    if (e->prev == TK_STAR) {
        uint32_t i = e->prevtok.beg;
        while (i > 0 && (t[i - 1] == ' ' || t[i - 1] == '\t'))
            i--;
        return i > 0 && (t[i - 1] == '.' || t[i - 1] == '[');
    }
    return postfix_end(e->prev) && !(e->prev == TK_IDENT && e->name_beg < e->prevtok.beg);
}

/* Frame bookkeeping for an ordinary token just lexed (before queueing it). */
static void track(drv *d, int code)
{
    tyc_lexer *lx = &d->lx;
    tyc_frame *top = tyc_lex_top(lx);
    int last_kw = d->kw;
    d->kw = 0;
    if (d->fresh) {
        if (d->fresh == lx->nfr && code == TK_FOR && top->sub != TYC_FS_INDEX) {
            d->kw = 1;
            top->sub = TYC_FS_FOR;
            if (top->kind == TYC_FR_BRACE)
                top->kind = TYC_FR_BRACE_FOR;
            d->pending_nl = 0;
        }
        d->fresh = 0;
    }
    if (code == TK_LBRACE || code == TK_LBRACK || code == TK_LPAREN) {
        tyc_frame *parent = &lx->fr[lx->nfr - 2];
        int bodyish = parent->kind == TYC_FR_ROOT_BODY || parent->kind == TYC_FR_BODY;
        if (code == TK_LBRACE && bodyish && !parent->item_eq) {
            top->kind = TYC_FR_BODY;
            top->kbeg = d->hdr_ok == 1 && d->hdr_n ? d->hdr_first.beg : top->beg;
        }
        else if (code == TK_LPAREN && !d->pending_nl && /* (a newline queued: a new item) */
                 (d->last == TK_IDENT ||
                  ((d->last == TK_FOR || d->last == TK_IN || d->last == TK_IF) &&
                   parent->sub != TYC_FS_CONTROL && !(parent->sub == TYC_FS_FOR && last_kw)))) {
            /* (a keyword is a name outside directives and the keyword places of for
            ** expressions) */
            top->sub = TYC_FS_CALL;
            top->beg = d->name_beg; /* hcl: from the function name to the parenthesis */
        }
        else if (code == TK_LBRACK && !d->pending_nl && postfix_end(d->last) &&
                 !for_keyword(d, parent) &&
                 (d->last != TK_STAR || d->splat_star))
            top->sub = TYC_FS_INDEX;
        if (code != TK_LPAREN && top->kind != TYC_FR_BODY)
            d->fresh = lx->nfr;
    } else if (code == TK_TCONTROL) {
        top->sub = TYC_FS_CONTROL;
    } else if (code == TK_IN && (top->sub == TYC_FS_FOR || top->sub == TYC_FS_CONTROL) &&
               d->last != TK_COMMA && !(d->last == TK_FOR && last_kw)) {
        /* (`for in, x in`: names; `for for in`: the second `for` is a name) */
        d->kw = !top->for_in;
        top->for_in = top->for_in ? 2 : 1; /* (`in in`: the second is the collection) */
    } else if (code == TK_EQ || (code == TK_COLON && !cond_open(d, lx->nfr) &&
                                 top->kind != TYC_FR_BODY && top->kind != TYC_FR_ROOT_BODY)) {
        top->item_eq = 1; /* (a conditional's colon is no key/value separator, a body's none) */
    } else if (code == TK_COMMA && top->kind == TYC_FR_BRACE) {
        top->item_eq = 0;
    }
}

/* Keeps the stack of open template if/for directives (for "missing its endif"). */
static void track_dirs(drv *d, int code, tyc_tok t)
{
    if (code == TK_TCONTROL) {
        d->dir_beg = t.beg;
        d->dir_kw = -1;
        return;
    }
    if (d->dir_kw == -1) {
        d->dir_kw = code == TK_IF || code == TK_FOR ? code : 0;
        /* an end directive closes only its own kind (a mismatch is the parse error, which
        ** then names the directive still open) */
        const uint32_t *top = d->dirs.n ? d->dirs.v[d->dirs.n - 1] : NULL;
        if (top && ((code == TK_ENDIF && top[0] == TK_IF) || (code == TK_ENDFOR && top[0] == TK_FOR)))
            d->dirs.n--;
        return;
    }
    if (code == TK_TEND && d->dir_kw > 0) {
        uint32_t *r = TYC_NEWN(d->px.a, uint32_t, 3);
        if (r) {
            r[0] = (uint32_t)d->dir_kw;
            r[1] = d->dir_beg;
            r[2] = t.end;
            tyc_vec_push(d->px.a, &d->dirs, r);
        }
        d->dir_kw = 0;
    }
}

static void maybe_nl(drv *d)
{
    if (!d->pending_nl)
        return;
    d->pending_nl = 0;
    if (d->last == 0 || d->last == TK_NL || d->last == TK_COMMA || d->last == TK_START_BODY)
        return;
    const uint32_t *s = d->snap;
    d->snap = d->nlsnap;
    enqueue(d, TK_NL, d->nltok);
    d->snap = s;
}

/* hcl's recovery mode keeps the blocks a file leaves open: at its end each body ends
** silently. When only block bodies are open, queues their closing braces, one per call
** (the lexer gives the end again), then the end itself. 1 when it queued. */
/* 1 when only block bodies are open (as the lexer sees them) in a body's parse. */
static int only_bodies(const drv *d)
{
    uint32_t k = 1;
    while (k < d->lx.nfr && d->lx.fr[k].kind == TYC_FR_BODY)
        k++;
    return d->root == TYC_FR_ROOT_BODY && k == d->lx.nfr;
}

static int close_bodies(drv *d, tyc_tok t)
{
    if (!d->eof_bodies) {
        if (!only_bodies(d))
            return 0;
        d->eof_bodies = d->lx.nfr; /* the bodies, and one for the end */
    }
    maybe_nl(d);
    if (d->last != TK_NL) {
        d->nlnfr = 0;
        enqueue(d, TK_NL, t);
    }
    if (--d->eof_bodies) {
        enqueue(d, TK_RBRACE, t);
    } else {
        enqueue(d, 0, t);
        d->stop = 1;
    }
    return 1;
}

/* 1 when f, open at the end of the input in recovery, takes the end silently: a tuple or an
** object fails reading to the end, an index takes it for its closer, a template and its
** interpolations end there. */
static int eof_silent(const tyc_frame *f)
{
    return (f->kind == TYC_FR_BRACK && (f->sub == TYC_FS_NONE || f->sub == TYC_FS_INDEX)) ||
           f->kind == TYC_FR_BRACE || f->kind == TYC_FR_QUOTE || f->kind == TYC_FR_HEREDOC ||
           (f->kind == TYC_FR_INTERP && f->sub != TYC_FS_CONTROL);
}

/* In recovery at the end of the input: the level from which all the open frames take the end
** silently (d->lx.nfr: none; a call after its expanded argument does too). Not after a dot or
** `::` without its name (hcl's error, given in recovery too), nor over a template directive
** left open (the template's error). */
static uint32_t silent_from(const drv *d)
{
    uint32_t l = d->lx.nfr;
    if (d->last == TK_DCOLON || (d->last == TK_DOT && d->tok_end &&
                                 tyc_parse_attr_splat(d->px.text, d->tok_end - 1) == UINT32_MAX))
        return l;
    if (l > 1 && d->last == TK_ELLIPSIS && d->lx.fr[l - 1].kind == TYC_FR_PAREN &&
        d->lx.fr[l - 1].sub == TYC_FS_CALL)
        l--; /* (a call's expanded argument: the call recovers to the end silently) */
    while (l > 1 && eof_silent(&d->lx.fr[l - 1]))
        l--;
    if (l < d->lx.nfr && d->dirs.n &&
        ((const uint32_t *)d->dirs.v[d->dirs.n - 1])[1] >= d->lx.fr[l].beg)
        return d->lx.nfr;
    return l;
}

/* In recovery at the end of the input, the conditional open around frames that all take the
** end silently (its colon wanted there), or NULL. */
static const uint32_t *cond_past_silent(const drv *d)
{
    const uint32_t *top = d->conds.n ? d->conds.v[d->conds.n - 1] : NULL;
    return top && top[0] < d->lx.nfr && top[0] >= silent_from(d) ? top : NULL;
}

/* The innermost quoted template or heredoc among the lexer's frames fr[0..nfr), or NULL. */
static const tyc_frame *innermost_tpl(const tyc_frame *fr, uint32_t nfr)
{
    for (uint32_t k = nfr; k-- > 0;)
        if (fr[k].kind == TYC_FR_QUOTE || fr[k].kind == TYC_FR_HEREDOC)
            return &fr[k];
    return NULL;
}

/* Handles the end of input: unclosed frames are an incomplete-input error. */
static void at_eof(drv *d, tyc_tok t)
{
    flush_lit(d);
    if (d->lx.nfr > 1 && d->pending_nl && tyc_lex_top(&d->lx)->kind == TYC_FR_BRACE) {
        /* an object constructor whose last line ended: the newline goes to the parser first
        ** (after a key it is hcl's "Missing attribute value"; after a value hcl reads the next
        ** key and finds the end of the file: "Missing expression"); the end comes next time */
        maybe_nl(d);
        return;
    }
    if (d->px.recovery && d->lx.nfr > 1 && close_bodies(d, t))
        return;
    if (d->lx.nfr > 1) {
        d->pending_nl = 0;
        d->err.code = 0;
        d->err.prevtok = d->err.tok;
        d->err.tok = t;
        d->err.prev = d->last;
        d->err.name_beg = d->name_beg;
        d->err.hdr_ok = d->hdr_ok; /* the item header as the end of the input finds it */
        d->err.hdr_n = d->hdr_n;
        d->err.hdr_first = d->hdr_first;
        d->err.frame = *tyc_lex_top(&d->lx);
        /* (in recovery an operand missing at the end is a silent placeholder) */
        d->err.cond = tyc_parse_ends_operand(&d->err, d->px.text) || (d->px.recovery && tyc_parse_wants_operand(d->last, &d->err))
                          ? cond_open(d, d->lx.nfr)
                          : NULL;
        if (!d->err.cond && d->px.recovery)
            d->err.cond = cond_past_silent(d);
        uint32_t l = d->px.recovery && !d->err.cond ? silent_from(d) : d->lx.nfr;
        const tyc_frame *lf = l > 1 && l < d->lx.nfr ? &d->lx.fr[l - 1] : NULL;
        if (lf && (lf->kind == TYC_FR_PAREN || (lf->sub == TYC_FS_FOR && lf->fcol))) {
            /* (the group or call around them meets the end where its `)` should be; a for,
            ** its value complete, gives its checks) */
            d->err.frame = *lf;
            d->err.parent = d->lx.fr[l - 2].kind;
            d->err.prev = TK_RPAREN;
            d->err.eof_silent = 1;
        }
        d->cond_eof = d->err.cond != NULL;
        if (d->cond_eof)
            d->eof_err = d->err;
        int blk;
        if (!d->cond_eof && only_bodies(d) && !tyc_parse_header_error(&d->px, &d->err, &blk)) {
            /* hcl reports the innermost block the file leaves open, then (in recovery)
            ** keeps them all */
            int st = tyc_parse_diag(&d->px, &d->err, 1);
            if (st == TYCON_ERR_NOMEM) {
                d->px.status = st, d->px.failed = 1, d->stop = 1;
                return;
            }
            d->px.soft = 1;
            d->px.recovery = 1;
            d->eof_open = 1;
            close_bodies(d, t);
            return;
        }
        const tyc_frame *tf = innermost_tpl(d->lx.fr, d->lx.nfr); /* (the end leaves open) */
        d->err.tpl_body = tf ? tf->end : UINT32_MAX;
        d->px.status = d->cond_eof ? TYCON_ERR_SYNTAX : tyc_parse_diag(&d->px, &d->err, 1);
        uint32_t n = d->px.src->len;
        if (tf && !d->cond_eof && d->px.status != TYCON_ERR_NOMEM &&
            tyc_tpl_dirs_unclosed(d->px.a, d->px.src, d->px.d, d->px.text, tf->end, n,
                                  tf->kind == TYC_FR_QUOTE, n, n, n) == TYCON_ERR_NOMEM)
            d->px.status = TYCON_ERR_NOMEM; /* (then its parser: the directives still open) */
        d->eof_fail = !d->cond_eof;
        d->px.failed = 1;
        d->stop = 1;
        return;
    }
    if (d->root == TYC_FR_ROOT_BODY) {
        if (!d->pending_nl) /* a newline already seen keeps its own range */
            d->nltok = t, d->nlnfr = d->lx.nfr, d->nlsnap = cond_open(d, d->lx.nfr);
        d->pending_nl = 1;
        maybe_nl(d);
    }
    d->snap = cond_open(d, d->lx.nfr);
    enqueue(d, 0, t);
    d->stop = 1;
}

static void scan_rest(drv *d);

/* Lexes until at least one grammar token is queued (or the input is exhausted/failed). */
static void refill(drv *d)
{
    while (d->qn == 0 && !d->stop && !d->px.failed) {
        tyc_tok t = {0, 0, NULL};
        uint32_t lv = d->lx.nfr;
        int code = tyc_lex_next(&d->lx, &t);
        if (code == TYC_LX_ERROR) {
            d->px.failed = 1;
            d->px.status = d->lx.status;
            d->stop = 1;
            if (d->lx.rescan && d->lx.status != TYCON_ERR_NOMEM)
                scan_rest(d);
        } else if (code == TYC_LX_EOF) {
            at_eof(d, t);
        } else if (code == TYC_LX_NL) {
            tyc_frame *top = tyc_lex_top(&d->lx);
            if (nl_ignored(top))
                continue;
            top->item_eq = 0;
            if (!d->pending_nl) {
                d->nltok = t;
                d->nlnfr = d->lx.nfr;
                d->nlsnap = cond_open(d, d->lx.nfr);
            }
            top->xgot = 0;
            d->pending_nl = 1;
        } else if (code == TK_TLIT) {
            if (!d->prev_lit) /* hcl's literal tokens may split differently: only the first */
                tyc_source_break(d->lx.a, d->lx.src, t.beg);
            d->prev_lit = 1;
            flush_lit(d);
            d->lit = t;
            d->have_lit = 1;
            if (d->ltrim_next)
                trim_lit(d, 1);
            d->ltrim_next = 0;
        } else {
            tyc_source_break(d->lx.a, d->lx.src, t.beg); /* hcl counts columns per token */
            d->prev_lit = 0;
            if ((code == TK_TINTERP || code == TK_TCONTROL) && d->lx.strip && d->have_lit)
                trim_lit(d, 0);
            flush_lit(d);
            d->ltrim_next = code == TK_TEND && d->lx.strip;
            track(d, code);
            track_cond(d, code, t, lv);
            track_dirs(d, code, t);
            maybe_nl(d);
            enqueue(d, code, t);
        }
    }
}

static int opener(int code)
{
    return code == TK_LPAREN || code == TK_LBRACK || code == TK_LBRACE || code == TK_OQUOTE ||
           code == TK_OHEREDOC || code == TK_TINTERP || code == TK_TCONTROL;
}

static int next_token(void *ud, tyc_tok *t)
{
    drv *d = ud;
    if (!d->started) {
        d->started = 1;
        d->err.prev = 0;
        d->err.code = d->root == TYC_FR_ROOT_BODY ? TK_START_BODY : TK_START_EXPR;
        *t = (tyc_tok){0, 0, NULL};
        return d->err.code;
    }
    if (d->qi == d->qn) {
        d->qi = d->qn = 0;
        refill(d);
        if (d->qn == 0)
            return -1;
    }
    uint32_t fb = d->qtok[d->qi].beg, hit = 0, at = fb;
    while (d->nforce && fb >= (d->force[0] & ~TYC_FORCE_EXACT)) {
        uint32_t f = d->force[0];
        if (!(f & TYC_FORCE_EXACT) && !hit)
            at = f; /* (where the text was cut, blanks after it) */
        hit |= !(f & TYC_FORCE_EXACT) || (f & ~TYC_FORCE_EXACT) == fb;
        d->force++, d->nforce--;
    }
    if (hit) {
        /* hcl's placeholder for the operand missing where the text was cut */
        d->err.prev = d->err.code;
        d->err.prevtok = d->err.tok;
        d->err.code = TK_PLACEHOLDER;
        d->err.name_beg = d->qname[d->qi]; /* (the names read before it) */
        uint32_t b = at; /* one wide: the token hcl found where text was cut */
        /* (it starts the expression, and the conditional, that the token after it did) */
        for (uint32_t i = 0; i < d->lx.nfr; i++)
            if (d->lx.fr[i].xgot && d->lx.fr[i].xbeg == fb)
                d->lx.fr[i].xbeg = b;
        for (size_t i = 0; i < d->conds.n; i++)
            if (((uint32_t *)d->conds.v[i])[2] == fb)
                ((uint32_t *)d->conds.v[i])[2] = b;
        d->err.tok = (tyc_tok){b, b + 1, NULL};
        *t = d->err.tok;
        if (d->px.nforced < sizeof d->px.forced / sizeof *d->px.forced)
            d->px.forced[d->px.nforced++] = b;
        /* (a `[` right after it, lexed before it was put there, opens its index) */
        tyc_frame *top = d->lx.nfr > 1 ? &d->lx.fr[d->lx.nfr - 1] : NULL;
        if (d->qcode[d->qi] == TK_LBRACK && top && top->kind == TYC_FR_BRACK &&
            top->beg == fb && top->sub == TYC_FS_NONE)
            top->sub = TYC_FS_INDEX;
        return TK_PLACEHOLDER;
    }
    d->err.prev = d->err.code;
    d->err.prevtok = d->err.tok;
    d->err.code = d->qcode[d->qi];
    d->err.tok = d->qtok[d->qi];
    /* the frame the token was read in: one copy, of the frame chosen first */
    const tyc_frame *fr = d->lx.fr;
    uint32_t nfr = d->lx.nfr;
    /* (the tokens queued before the last one were read before it closed or opened its
    ** frame: a newline before a `}` is the object's) */
    if (d->lx.did_pop) {
        d->err.frame = d->lx.popped;
        d->err.parent = fr[nfr - 1].kind;
        if (d->lx.popped.kind == TYC_FR_BODY && d->err.code == TK_RBRACE)
            d->err.blk_beg = d->lx.popped.kbeg;
    } else if (nfr > 1 && opener(d->qcode[d->qn - 1])) {
        d->err.frame = fr[nfr - 2];
        d->err.parent = nfr > 2 ? fr[nfr - 3].kind : 0;
    } else {
        d->err.frame = fr[nfr - 1];
        d->err.parent = nfr > 1 ? fr[nfr - 2].kind : 0;
    }
    /* the quoted template around an end directive or a closing quote (for the template
    ** parser's errors; only those tokens need it) */
    int c = d->err.code;
    const tyc_frame *tf;
    d->err.tpl_beg = UINT32_MAX;
    d->err.tpl_body = UINT32_MAX;
    d->err.eof_silent = 0;
    if (c != TK_CQUOTE && c != TK_ELSE && c != TK_ENDIF && c != TK_ENDFOR) {
        /* not needed */
    } else if (d->err.frame.kind == TYC_FR_QUOTE) {
        d->err.tpl_beg = d->err.frame.beg;
    } else if ((tf = innermost_tpl(fr, nfr)) != NULL && tf->kind == TYC_FR_QUOTE) {
        d->err.tpl_beg = tf->beg;
    }
    if (d->err.frame.kind == TYC_FR_INTERP && d->err.frame.sub == TYC_FS_CONTROL &&
        (tf = innermost_tpl(fr, nfr)) != NULL)
        d->err.tpl_body = tf->end; /* (in a directive: its template) */
    d->err.hdr_ok = d->qhdr_ok[d->qi];
    d->err.hdr_n = d->qhdr_n[d->qi];
    d->err.hdr_first = d->qhdr_first[d->qi];
    d->err.name_beg = d->qname[d->qi];
    d->err.cond = d->qcond[d->qi];
    d->err.dir = 0;
    if (d->dirs.n) {
        const uint32_t *r = d->dirs.v[d->dirs.n - 1];
        d->err.dir = (int)r[0];
        d->err.dir_beg = r[1];
        d->err.dir_end = r[2];
    }
    *t = d->qtok[d->qi++];
    return d->err.code;
}

/* 1 when hcl's parser reads an expression after the token code (an operator, an opening
** bracket, a separator, `=`, `=>`, `?`, `:`, a `for`'s `in` or `if`, an interpolation): a
** token that starts none there gets its placeholder in recovery mode. */
int tyc_parse_wants_operand(int code, const tyc_parse_err *e)
{
    switch (code) {
    case TK_PLUS: case TK_MINUS: case TK_SLASH: case TK_PERCENT: case TK_EQEQ: case TK_NE:
    case TK_LT: case TK_GT: case TK_LE: case TK_GE: case TK_AND: case TK_OR: case TK_BANG:
    case TK_QUESTION: case TK_COLON: case TK_COMMA: case TK_LPAREN: case TK_LBRACK:
    case TK_EQ: case TK_ARROW: case TK_TINTERP: case TK_START_EXPR:
        return 1;
    case TK_IN: /* a keyword only in a for expression or directive, once */
        return (e->frame.sub == TYC_FS_FOR || e->frame.sub == TYC_FS_CONTROL) &&
               e->frame.for_in != 2;
    case TK_IF:
        return (e->frame.sub == TYC_FS_FOR && e->frame.ifkw) || e->frame.sub == TYC_FS_CONTROL;
    case TK_LBRACE: case TK_NL: /* an object's key */
        return e->frame.kind == TYC_FR_BRACE;
    default:
        return 0;
    }
}

/* The offset just after the last non-blank character of t before offset i (or 0). */
static uint32_t back_blanks(const char *t, uint32_t i)
{
    while (i > 0 &&
           (t[i - 1] == ' ' || t[i - 1] == '\t' || t[i - 1] == '\n' || t[i - 1] == '\r'))
        i--;
    return i;
}

/* 1 when the `*` token of e->prevtok multiplies (not a splat's `.*` or `[*`: a `[` after an
** operand; after a tuple's `[`, hcl's placeholder was put before the `*`). */
static int multiplies(const drv *d, const tyc_parse_err *e)
{
    const char *t = d->px.text;
    uint32_t i = back_blanks(t, e->prevtok.beg);
    if (i > 0 && t[i - 1] == '[') {
        uint32_t j = back_blanks(t, i - 1);
        unsigned char c = j > 0 ? (unsigned char)t[j - 1] : 0;
        return !(isalnum(c) || c == '_' || c >= 0x80 || c == ')' || c == ']' || c == '}' ||
                 c == '"');
    }
    return i == 0 || t[i - 1] != '.'; /* (first in the text: after hcl's placeholder) */
}

/* tyc_parser_run's hold: in recovery mode, a placeholder before a token that fails where an
** operand is wanted (hcl's parseExpressionTerm gives none and reads nothing); placed: it
** went in, and stands before the token. */
static int hold(void *ud, int placed)
{
    drv *d = ud;
    int want = tyc_parse_wants_operand(d->err.prev, &d->err) ||
               (d->err.prev == TK_STAR && multiplies(d, &d->err));
    if (placed == 2)
        return d->px.recovery && want;
    if (placed) {
        d->err.prev = TK_PLACEHOLDER;
        d->err.prevtok = d->err.tok;
        return 1;
    }
    return d->px.recovery && d->err.code != TK_PLACEHOLDER && want;
}

/* After a syntax error: lexes the rest of the input so that every invalid character gets
** its diagnostic, as hcl's checkInvalidTokens does; other lexing errors stay silent. */
static void scan_rest(drv *d)
{
    d->lx.quiet = 1;
    for (;;) {
        tyc_tok t = {0, 0, NULL};
        int code = tyc_lex_next(&d->lx, &t);
        if (code == TYC_LX_EOF || code == TYC_LX_ERROR)
            break;
    }
}


/* The most conditionals without their colon read on after in one parse (each costs a read
** of the whole text); past it the parse ends there (docs/conformance.md). */
#define TYC_COND_REPAIRS 64

/* A conditional without its colon (cond_fail): hcl reports it and goes on with the
** condition alone, as if `?` and the true expression were not there. */
typedef struct cond_rep {
    int hit;
    uint32_t from, to; /* the `?` and the true expression */
    uint32_t group;    /* the `(` of a group whose recovery read the rest of the file, or 0 */
    int rec;           /* a bracket around recovered (hcl's parser.recover: recovery mode) */
    uint32_t around[16], naround; /* the brackets around that recover in turn: ranges */
    int eof_quiet;     /* at the end of the file in recovery, inside brackets */
    uint32_t quiet_before; /* in: in recovery, a conditional whose `?` is before it encloses
                           ** one that failed: it gives up silently (0: none) */
    const uint32_t *tpl; /* a quoted template's directives that did not balance: pairs */
    uint32_t ntpl;
    uint32_t ph;       /* hcl's placeholder for a `for` around that failed (UINT32_MAX: none) */
} cond_rep;

/* The newline that ends the line of t from offset i outside brackets and strings (hcl's
** recoverAfterBodyItem), or n. */
uint32_t tyc_parse_line_end(const char *t, uint32_t n, uint32_t i)
{
    enum { DEEP = 256 };
    char open[DEEP];
    uint32_t depth = 0;
    for (; i < n; i++) {
        char c = t[i];
        if (c == '"') {
            for (i++; i < n && t[i] != '"' && t[i] != '\n'; i++)
                i += t[i] == '\\';
            if (i >= n || t[i] == '\n')
                return i;
        } else if (c == '(' || c == '[' || c == '{') {
            if (depth == DEEP)
                return n;
            open[depth++] = c;
        } else if (c == ')' || c == ']' || c == '}') {
            char o = c == ')' ? '(' : c == ']' ? '[' : '{';
            while (depth > 0 && open[depth - 1] != o) /* (hcl: the brackets of other kinds */
                depth--;                                /* open inside it close with it) */
            depth -= depth > 0;
        } else if (c == '\n' && !depth) {
            return i;
        }
    }
    return n;
}

/* How many of the terminals on the parser's stack (px->syn) stand before offset open. */
static uint32_t stack_before(const tyc_pctx *px, uint32_t open)
{
    uint32_t i = px->nsyn;
    while (i > 0 && px->syn[i - 1].beg >= open)
        i--;
    return i;
}

uint32_t tyc_parse_rhs_operator(const tyc_pctx *px, uint32_t open)
{
    uint32_t op = UINT32_MAX;
    for (uint32_t i = stack_before(px, open); i > 0; i--) {
        const tyc_syn_entry *s = &px->syn[i - 1];
        switch (s->code) {
        case TK_OR: case TK_AND: case TK_EQEQ: case TK_NE: case TK_LT: case TK_GT:
        case TK_LE: case TK_GE: case TK_PLUS: case TK_STAR: case TK_SLASH: case TK_PERCENT:
            op = s->beg;
            break;
        case TK_MINUS:
            op = s->after_operand ? s->beg : op;
            break;
        case TK_IDENT: case TK_DCOLON: case TK_BANG: case TK_PLACEHOLDER:
        case TK_COMMA: case TK_LBRACK: case TK_LPAREN:
            break; /* (a call's name, a unary operator; a tuple, call, group or index fails) */
        case TK_EQ: case TK_START_EXPR: case TK_TINTERP: /* (an interpolation keeps it) */
            return op;
        default:
            return UINT32_MAX;
        }
    }
    return UINT32_MAX;
}

uint32_t tyc_parse_cond_over(const tyc_pctx *px, uint32_t open)
{
    uint32_t q = UINT32_MAX;
    for (uint32_t i = stack_before(px, open); i > 0; i--) {
        const tyc_syn_entry *s = &px->syn[i - 1];
        switch (s->code) {
        case TK_QUESTION:
            q = s->beg;
            break;
        case TK_COLON: case TK_OR: case TK_AND: case TK_EQEQ: case TK_NE: case TK_LT:
        case TK_GT: case TK_LE: case TK_GE: case TK_PLUS: case TK_STAR: case TK_SLASH:
        case TK_PERCENT: case TK_MINUS: case TK_IDENT: case TK_DCOLON: case TK_BANG:
        case TK_PLACEHOLDER: case TK_COMMA: case TK_LBRACK: case TK_LPAREN:
            break;
        default: /* (an argument's `=`, an object's item: the end) */
            return q;
        }
    }
    return q;
}

/* r: the bracket that failed gives the operation around it back its left operand (hcl's
** parseBinaryOps in recovery): the text from the operator `op` (tyc_parse_rhs_operator;
** UINT32_MAX: none) to `end` is blanked too. */
static void rhs_gives_up(uint32_t op, uint32_t end, cond_rep *r)
{
    if (op < end && r->naround < 8) {
        r->around[2 * r->naround] = op;
        r->around[2 * r->naround + 1] = end;
        r->naround++;
    }
}

/* rhs_gives_up for the operator at op; when a unary operator stands right before it, the left
** operand kept is that operator's, over hcl's placeholder at op (r->ph, unless taken). */
static void op_gives_up(const tyc_pctx *px, uint32_t op, uint32_t end, cond_rep *r)
{
    rhs_gives_up(op, end, r);
    if (op < end && r->ph == UINT32_MAX && tyc_parse_operator_before(px->text, op))
        r->ph = op;
}

/* Where an argument's value (or an interpolation's: interp) that gave up at offset i ends:
** hcl's recoverAfterBodyItem skips to the line's end, a template's recovery to the
** interpolation's `}`. */
static uint32_t value_end(const tyc_pctx *px, uint32_t i, int interp)
{
    int found;
    uint32_t c = tyc_recover_scan(px->text, px->src->len, i, '{', '}', &found);
    return !interp ? tyc_parse_line_end(px->text, px->src->len, i) : found ? c - 1 : c;
}

/* The bracket opened at fbeg (o: its opener; group: a group; fo: a `for`, hcl's placeholder
** then; parent: the kind of the frame around it, -1: read from the text) failed in hcl's
** recovery and recovered from sb to its closer, ending at c (inner: r->around[0] holds the
** start of what a group's recovery skips): the brackets around recover in turn, the
** operators after give up, and the operation around (its operator at op) gives back its
** left operand (r). */
static void bracket_failed(const tyc_pctx *px, uint32_t fbeg, char o, int group, int parent,
                           int fo, int inner, uint32_t sb, uint32_t c, uint32_t op,
                           cond_rep *r)
{
    r->around[1] = c - 1;
    tyc_around ar;
    r->naround = inner + tyc_recover_around(px->a, px->src, px->text, sb, c,
                                            r->around + 2 * inner, 8 - inner, &ar);
    parent = parent < 0 ? ar.parent : parent;
    int eof = ar.eof;
    int dotgone = ar.dotdrop; /* (a failed dot the object's dropped item takes with it) */
    r->eof_quiet |= eof;
    r->ph = ar.ph;
    int failed = 1; /* (a group, or in recovery a tuple, an index or an object, that is an
                    ** argument's operand: its traversal is read on, then the operators around
                    ** give up; so for the brackets around it that fail in turn up to the
                    ** argument's value) */
    uint32_t k = r->naround; /* (an object's own item dropped: the last range) */
    int own = !k || (k < 8 && !eof && r->around[2 * k - 1] == c - 1);
    int interp = own ? parent == TYC_FR_INTERP : ar.interp;
    uint32_t se = (o != '(' || group) && own &&
                          (parent == TYC_FR_BODY || parent == TYC_FR_ROOT_BODY || interp)
                      ? tyc_parse_steps(px->text, px->src->len, c, 0, 1, &failed)
                  : !own && ar.end && k < 7
                      ? tyc_parse_steps(px->text, px->src->len, ar.end, 0, 1, &failed)
                      : 0;
    if (se && !failed) {
        r->around[2 * k] = se;
        r->around[2 * k + 1] = value_end(px, se, interp);
        r->naround = k + 1;
    }
    /* (an operator before the brackets around: its operand ends with their steps, or with
    ** the failed dot after the bracket, whose error then stands alone) */
    uint32_t end = se && !failed && (own || op < ar.beg) ? se : c;
    if (end == c && ar.dote > ar.dotb && op < fbeg)
        end = ar.dotb, dotgone = 1;
    else if (end == c && ar.send > c && op < fbeg)
        end = ar.send;
    if (dotgone) /* (out of memory: the context's flag tells) */
        (void)tyc_diag_add(px->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, px->src, ar.dotb, ar.dote,
                           "Invalid attribute name", "An attribute name is required after a dot.");
    uint32_t n0 = r->naround;
    if (group && !inner && own && r->naround < 7) { /* (a failed group is its expression: */
        r->around[2 * r->naround] = fbeg, r->around[2 * r->naround + 1] = fbeg + 1; /* its */
        r->naround++;                                          /* parentheses go) */
        r->around[2 * r->naround] = c - 1, r->around[2 * r->naround + 1] = c;
        r->naround++;
    }
    op_gives_up(px, op, end, r); /* (this bracket failed) */
    if (fo && r->naround < 8) {
        r->around[2 * r->naround] = fbeg, r->around[2 * r->naround + 1] = c;
        r->naround++;
        /* (no placeholder where the operation around gave it up) */
        r->ph = ar.ph == UINT32_MAX && r->naround == n0 + 1 ? fbeg : r->ph;
    }
}

/* In recovery, a `for` expression whose checks failed (px->soft_for) is an operand with
** errors: hcl's parser gives up after it as after a bracket that failed (r; no diagnostic
** of its own, nothing blanked in it), a conditional around it to its condition. 1 when that
** skips any token (the text is read again), else 0 (r untouched). */
static int for_failed(const tyc_pctx *px, cond_rep *r)
{
    cond_rep f = {1, 0, 0, 0, 1, {0}, 0, 0, r->quiet_before, NULL, 0, UINT32_MAX};
    uint32_t c = px->soft_for[1];
    if (px->soft_q != UINT32_MAX) /* (a conditional around gives up to its condition) */
        f.from = px->soft_q, f.to = c;
    bracket_failed(px, px->soft_for[0], px->text[px->soft_for[0]], 0, -1, 0, 0, c - 1, c,
                   px->soft_op, &f);
    if (f.from < f.to)
        return *r = f, 1;
    for (uint32_t k = 0; k < f.naround; k++)
        if (f.around[2 * k] < f.around[2 * k + 1] &&
            tyc_inked(px->text, f.around[2 * k], f.around[2 * k + 1]))
            return *r = f, 1;
    return 0;
}

/* Adds hcl's "Missing false expression in conditional" for e (its cond set); fills r. */
static int cond_fail(tyc_pctx *px, const tyc_parse_err *e, cond_rep *r)
{
    int at_end = e->code == 0 || e->tok.beg >= px->src->len;
    uint32_t b = at_end ? px->src->len : e->tok.beg, en = at_end ? px->src->len : e->tok.end;
    if (at_end && (e->frame.kind == TYC_FR_BODY || e->frame.kind == TYC_FR_ROOT_BODY)) {
        /* (in a body the newline after the last token is hcl's token there: a block's `}`
        ** taken by an object leaves the block open to the end of the file) */
        const char *t = px->text;
        uint32_t p = back_blanks(t, px->src->len);
        while (p < px->src->len && (t[p] == ' ' || t[p] == '\t' || t[p] == '\r'))
            p++;
        if (p < px->src->len && t[p] == '\n')
            b = p, en = p + 1;
    }
    /* (in recovery, a true expression holding a for whose checks failed has errors: hcl
    ** gives up there without this diagnostic) */
    int soft = px->recovery && px->soft_for[1] && px->soft_for[0] > e->cond[1] &&
               px->soft_for[1] <= b;
    if (!(px->recovery && e->cond[1] < r->quiet_before) && !soft) {
        tyc_diag *g = tyc_diag_add(px->d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, px->src, b, en,
                                   "Missing false expression in conditional",
                                   "The conditional operator (...?...:...) requires a false "
                                   "expression, delimited by a colon.");
        if (!g)
            return TYCON_ERR_NOMEM;
        g->context = (tyc_range){px->src, e->cond[2], en};
    }
    *r = (cond_rep){1, e->cond[1], b, 0, 0, {0}, 0, 0, r->quiet_before, NULL, 0, UINT32_MAX};
    if (px->recovery) /* (in recovery the conditionals holding it give up to the */
        r->from = e->cond[3]; /* outermost's condition) */
    const tyc_frame *f = &e->frame;
    /* (in recovery the calls and groups around bail out after their argument's error, reading
    ** to the end of the file without a diagnostic of their own) */
    r->eof_quiet = at_end && px->recovery && f->kind != TYC_FR_BODY &&
                   f->kind != TYC_FR_ROOT_BODY;
    tyc_frame gf = {0};
    int parent = e->parent, inner = 0;
    uint32_t sb = b; /* where the failing bracket's recovery starts */
    if (!px->recovery && !at_end && !(f->kind == TYC_FR_PAREN && f->sub != TYC_FS_CALL) &&
        tyc_recover_outer_group(px->a, px->src, px->text, b, &gf.beg, &parent, &sb)) {
        /* (the brackets inside a group read on to their closers, outside recovery: then
        ** the group fails, as if the error were there) */
        gf.kind = TYC_FR_PAREN, f = &gf, inner = 1;
    }
    /* (in recovery a `for` fails too: hcl's placeholder, the whole for blanked) */
    int fo = px->recovery && ((f->kind == TYC_FR_BRACK && f->sub == TYC_FS_FOR) ||
                              f->kind == TYC_FR_BRACE_FOR);
    char o = f->kind == TYC_FR_PAREN                                   ? '('
             : f->kind == TYC_FR_BRACK && (f->sub != TYC_FS_FOR || fo)     ? '['
             : (f->kind == TYC_FR_BRACE && px->recovery) || fo             ? '{'
                                                                            : 0;
    int found, group = o == '(' && f->sub != TYC_FS_CALL; /* (a group fails on any error) */
    if (o && !at_end && (px->recovery || group)) {
        /* (in recovery the call, group, tuple, object or index around it fails too: its
        ** parser skips to its closer; a group does so after any error) */
        uint32_t c = tyc_recover_scan(px->text, px->src->len, sb, o,
                                      o == '(' ? ')' : o == '[' ? ']' : '}', &found);
        r->rec = 1;
        r->around[0] = sb; /* (inner: what the group's recovery skips) */
        if (found) {
            r->to = inner ? b : c - 1;
            bracket_failed(px, f->beg, o, group, parent, fo, inner, sb, c,
                           tyc_parse_rhs_operator(px, f->beg), r);
            /* (in recovery a conditional around the bracket gives up to its condition) */
            uint32_t q = px->recovery && !inner ? tyc_parse_cond_over(px, f->beg) : UINT32_MAX;
            if (q < r->from)
                r->from = q, r->to = c;
        }
        else if (group) { /* the group's recovery reads the rest of the file: its */
            r->to = inner ? b : px->src->len, r->group = f->beg + 1; /* condition stays; */
            r->around[1] = px->src->len, r->naround = inner; /* the brackets around end */
            r->eof_quiet = 1; /* there silently (recovery) */
            op_gives_up(px, tyc_parse_rhs_operator(px, f->beg), r->from, r);
            /* (its recovery sets hcl's recovery mode: the objects around drop their items) */
            rhs_gives_up(tyc_recover_eof_drop(px->a, px->src, px->text, f->beg), px->src->len,
                         r);
        } else if (o == '[' || o == '{' || px->recovery) { /* (a tuple's, an index's, an
            ** object's or a call's too, silently: then the calls and groups around) */
            r->to = px->src->len, r->eof_quiet = px->recovery;
            /* (the objects around drop their items, to the end of the file) */
            uint32_t dr = px->recovery ? tyc_recover_eof_drop(px->a, px->src, px->text, b)
                                       : UINT32_MAX;
            if (fo && dr > f->beg) /* (a for: hcl's placeholder at its opener) */
                r->ph = f->beg, dr = f->beg;
            rhs_gives_up(dr, px->src->len, r);
            if (px->recovery)
                op_gives_up(px, tyc_parse_rhs_operator(px, f->beg), r->from, r);
        }
    } else if (at_end && group) {
        /* (a group at the end of the file bails out after its expression's error: hcl's
        ** recover sets recovery, so the brackets around it end there silently too) */
        r->group = f->beg + 1, r->rec = 1, r->eof_quiet = 1;
        op_gives_up(px, tyc_parse_rhs_operator(px, f->beg), r->from, r);
    } else if (!at_end && px->recovery && e->code != TK_NL &&
               (f->kind == TYC_FR_BODY || f->kind == TYC_FR_ROOT_BODY)) {
        /* (in recovery the argument's missing newline is silent: recoverAfterBodyItem) */
        r->to = tyc_parse_line_end(px->text, px->src->len, b);
    }
    return at_end ? TYCON_ERR_INCOMPLETE : TYCON_ERR_SYNTAX;
}

/* 1 when e, in hcl's recovery mode, is a token where a tuple's item should start that is no
** separator or closer: the item is hcl's silent placeholder, then the tuple fails silently
** at that token (its missing separator). */
static int placeholder_fails(const tyc_parse_err *e, const char *t)
{
    return tyc_parse_at_item(e, t) && e->code && e->code != TK_COMMA && e->code != TK_RBRACK;
}

int tyc_parse_at_item(const tyc_parse_err *e, const char *t)
{
    uint32_t p = e->tok.beg;
    while (p > 0 && (t[p - 1] == ' ' || t[p - 1] == '\t' || t[p - 1] == '\n' || t[p - 1] == '\r'))
        p--;
    return e->frame.kind == TYC_FR_BRACK && e->frame.sub == TYC_FS_NONE &&
           (e->prev == TK_LBRACK || e->prev == TK_COMMA || e->prev == TK_PLACEHOLDER) &&
           p > 0 && (t[p - 1] == '[' || t[p - 1] == ',');
}

/* fold: value mode; fast: try tyc_parse_fast first (value mode only). text: the text to read
** (NULL: src's own; recovery passes a copy with skipped items blanked), recovery: hcl's
** parser.recovery, hf (may be NULL): receives a header failure. */
/* 1 when a group is open around the error: hcl's group recovers after any error of its
** expression (a template's too: parseExpressionTerm), setting recovery; the parse is not read
** on then. */
static int in_group(const drv *d)
{
    for (uint32_t i = 0; i < d->lx.nfr; i++) {
        const tyc_frame *f = &d->lx.fr[i];
        if (f->kind == TYC_FR_PAREN && f->sub != TYC_FS_CALL)
            return 1;
    }
    return 0;
}

static tyc_node *run_once(tyc_arena *a, const tyc_source *src, tyc_diags *dg, int *status,
                          int root, int fold, int fast, const char *rtext, int recovery,
                          const uint32_t *force, uint32_t nforce, hdrfail *hf, cond_rep *cr)
{
    drv d;
    int st = TYCON_OK;
    tyc_node *freelist = NULL;
    memset(&d, 0, sizeof d);
    if (hf) /* (none known until a syntax error) */
        hf->rhs_op = hf->tok_op = hf->cond_q = UINT32_MAX;
    d.hdr_ok = 1;
    d.hdr_nfr = 1;
    d.root = root;
    d.px.a = a;
    d.px.src = src;
    d.px.d = dg;
    d.px.fold = fold;
    d.px.freelist = &freelist;
    /* the source contract guarantees text[len] == 0; copy only if a caller broke it */
    const char *text = rtext ? rtext : src->text && src->text[src->len] == 0 ? src->text : NULL;
    if (src->len <= a->ctx->max_input && !text)
        text = tyc_strndup(a, src->text ? src->text : "", src->text ? src->len : 0);
    if (src->len > a->ctx->max_input) {
        tyc_diag_add(dg, TYC_SEV_ERROR, TYCON_ERR_LIMIT, src, 0, 0, "Input too large",
                     "The input is larger than the configured maximum of %zu bytes.",
                     a->ctx->max_input);
        st = TYCON_ERR_LIMIT;
    } else if (!text) {
        st = TYCON_ERR_NOMEM;
    } else if (fold && fast && (d.px.root = tyc_parse_fast(a, src, text, root)) != NULL) {
        st = TYCON_OK; /* pure literal data */
    } else if (tyc_lex_init(&d.lx, a, src, dg, text, root) != 0) {
        st = TYCON_ERR_NOMEM;
    } else {
        d.lx.freelist = &freelist;
        d.px.text = text;
        d.px.recovery = recovery;
        d.px.cond_q = cr->quiet_before;
        d.lx.recovery = (uint8_t)recovery;
        d.force = force, d.nforce = nforce;
        tyc_parser_run(&d.px, next_token, hold, &d);
        st = d.px.failed ? d.px.status : TYCON_OK;
        if (st == TYCON_OK && !d.px.syntax_error && !d.px.overflow && d.px.soft) {
            /* the tree is kept for the body's recovery only */
            st = d.eof_open ? TYCON_ERR_INCOMPLETE : TYCON_ERR_SYNTAX;
            if (hf)
                hf->soft_root = d.px.root;
        }
        if (recovery && d.px.soft_for[1] && !d.px.failed && !d.px.overflow &&
            for_failed(&d.px, cr)) {
            st = TYCON_ERR_SYNTAX; /* (what it read after that for: read again) */
        } else if (d.cond_eof || (!d.px.failed && !d.px.overflow && d.px.syntax_error &&
                           d.err.cond && tyc_parse_ends_operand(&d.err, d.px.text))) {
            st = cond_fail(&d.px, d.cond_eof ? &d.eof_err : &d.err, cr);
        } else if (!d.px.failed && d.px.overflow) {
            st = tyc_parse_diag_limit(&d.px, &d.err, d.lx.max_depth);
        } else if (!d.px.failed && d.px.syntax_error) {
            const tyc_diag *t0 = dg->tail;
            st = tyc_parse_diag(&d.px, &d.err, 0);
            if (hf)
                hf->rhs_op = tyc_parse_rhs_operator(&d.px, d.err.frame.beg),
                hf->tok_op = tyc_parse_rhs_operator(&d.px, d.err.tok.beg),
                hf->cond_q = tyc_parse_cond_over(&d.px, d.err.frame.beg);
            if (st == TYCON_ERR_SYNTAX && d.px.ntpl_dirs && !in_group(&d))
                cr->tpl = d.px.tpl_dirs, cr->ntpl = d.px.ntpl_dirs;
            if (hf)
                hf->ph = recovery && dg->tail == t0 && placeholder_fails(&d.err, text),
                hf->silent = hf->ph || (recovery && dg->tail == t0 && tyc_parse_ends_operand(&d.err, d.px.text));
            /* the rest is read again after the item (tyc_parse_body_recover) */
            uint32_t q;
            if (hf && st == TYCON_ERR_SYNTAX && tyc_parse_one_line_item(&d.px, &d.err, &q)) {
                /* (the one-line body's item is skipped from the token after its name) */
                hf->hit = 1, hf->one_line = 1, hf->err = d.err, hf->err.tok.beg = q;
                hf->from = d.err.frame.beg + 1;
            } else if (hf && st == TYCON_ERR_SYNTAX &&
                       (hf->hit = tyc_parse_header_error(&d.px, &d.err, &hf->block))) {
                hf->err = d.err;
                hf->from = d.err.hdr_first.beg;
            } else if (hf && st == TYCON_ERR_SYNTAX && tyc_parse_body_start_error(&d.err)) {
                /* (an item's start: whatever the argument before it left in hdr_ok) */
                hf->hit = 1, hf->block = 0, hf->err = d.err, hf->from = d.err.tok.beg;
                hf->whole_body = 1;
            } else if (hf && st == TYCON_ERR_SYNTAX && d.err.hdr_ok == 2) {
                hf->hit = 1, hf->attr = 1, hf->err = d.err, hf->from = d.err.hdr_first.beg;
            } else if (hf && st == TYCON_ERR_SYNTAX && d.err.prev == TK_RBRACE && d.err.code &&
                       (d.err.frame.kind == TYC_FR_BODY || d.err.frame.kind == TYC_FR_ROOT_BODY)) {
                /* after a block's closing brace: hcl keeps the block and skips the rest of
                ** the line (recoverAfterBodyItem) */
                hf->hit = 1, hf->block = 0, hf->err = d.err, hf->from = d.err.tok.beg;
            } else if (hf && st == TYCON_ERR_SYNTAX && d.err.hdr_n) {
                /* (the lexer may be ahead: tyc_recover_nested_attr finds the frames) */
                hf->hit = 1, hf->nested = 1, hf->err = d.err, hf->from = d.err.hdr_first.beg;
            }
            if (!recovery) /* the invalid characters of the original text, once */
                scan_rest(&d);
        } else if (hf && d.px.failed && d.eof_fail && !d.err.code &&
                   tyc_parse_header_error(&d.px, &d.err, &hf->block)) {
            /* an item header the end of the input cut: skipped, the blocks around kept */
            hf->hit = 1, hf->err = d.err, hf->from = d.err.hdr_first.beg;
        } else if (hf && d.px.failed && (d.eof_fail || d.lx.rescan) && d.hdr_ok == 2 &&
                   (st == TYCON_ERR_SYNTAX || st == TYCON_ERR_INCOMPLETE)) {
            /* hcl keeps the top-level argument whose value ran to the end of the file */
            hf->hit = 1, hf->attr = 1, hf->err = d.err, hf->err.code = 0;
            hf->err.hdr_first = d.hdr_first, hf->from = d.hdr_first.beg;
        } else if (hf && d.px.failed && (d.eof_fail || d.lx.rescan) && d.hdr_n &&
                   (st == TYCON_ERR_SYNTAX || st == TYCON_ERR_INCOMPLETE)) {
            hf->hit = 1, hf->nested = 1, hf->err = d.err, hf->err.code = 0;
            hf->from = d.hdr_first.beg;
        } else if (st == TYCON_OK && !d.px.root) {
            st = TYCON_ERR_NOMEM;
        }
    }
    tyc_mem_free(a->ctx, d.px.stk, sizeof *d.px.stk * d.px.capstk);
    tyc_mem_free(a->ctx, (void *)d.px.names, sizeof *d.px.names * d.px.capnames);
    if (st == TYCON_OK && a->ctx->oom)
        st = TYCON_ERR_NOMEM;
    if (status)
        *status = st;
    return st == TYCON_OK ? d.px.root : NULL;
}

/* Appends to dg the diagnostics of add not already among those dg held after `since` before
** this call (a read again repeats the lexer's, and the items before the one skipped); keep:
** a summary never taken for a repeat (a conditional's, whose repeats at one token are hcl's). */
void tyc_parse_merge_new(tyc_diags *dg, const tyc_diag *since, const tyc_diags *add,
                         const char *keep)
{
    const tyc_diag *last = dg->tail;
    for (const tyc_diag *g = add->head; g; g = g->next) {
        int dup = 0;
        if (!keep || strcmp(g->summary, keep))
            for (const tyc_diag *h = since ? since->next : dg->head; h && !dup;
                 h = h == last ? NULL : h->next)
                dup = h->subject.beg == g->subject.beg && h->subject.end == g->subject.end &&
                      !strcmp(h->summary, g->summary) && !strcmp(h->detail, g->detail);
        if (!dup && !tyc_diags_push_copy(dg, g))
            return;
    }
}

/* 1 when the text of t before offset p (spaces skipped) ends with a name: a `(` after it
** would open a call. */
static int named_before(const char *t, uint32_t p)
{
    while (p > 0 && (t[p - 1] == ' ' || t[p - 1] == '\t'))
        p--;
    uint32_t e = p;
    while (p > 0 && (isalnum((unsigned char)t[p - 1]) || t[p - 1] == '_' || t[p - 1] == '-' ||
                     (unsigned char)t[p - 1] >= 0x80))
        p--;
    return p < e && !isdigit((unsigned char)t[p]) && t[p] != '-';
}

int tyc_parse_operator_before(const char *t, uint32_t p)
{
    while (p > 0 && (t[p - 1] == ' ' || t[p - 1] == '\t'))
        p--;
    if (p > 0 && t[p - 1] == '*') { /* (a splat's star: `.*`, `[*`) */
        uint32_t q = back_blanks(t, p - 1);
        if (q > 0 && (t[q - 1] == '.' || t[q - 1] == '['))
            return 0;
    }
    return p > 0 && strchr("+-*/%<>=!&|([,:?", t[p - 1]) && t[p - 1] != 0;
}

/* Drops from d the calls' "Unterminated function call" and the groups' "Unbalanced
** parentheses" at the end of the file (len): after a conditional without its colon there, in
** recovery, hcl's calls and groups around bail out silently. 0, or -1 on OOM. */
static int quiet_closers(tyc_diags *d, uint32_t len)
{
    tyc_diags kept;
    tyc_diags_init(&kept, d->arena);
    for (const tyc_diag *g = d->head; g; g = g->next)
        if (strcmp(g->summary, "Unterminated function call") &&
            !(!strcmp(g->summary, "Unbalanced parentheses") && g->subject.beg >= len) &&
            !tyc_diags_push_copy(&kept, g))
            return -1;
    *d = kept;
    return 0;
}

int tyc_parse_force_add(tyc_arena *a, const uint32_t **force, uint32_t *nforce, uint32_t at)
{
    uint32_t n = *nforce, *f2 = TYC_NEWN(a, uint32_t, n + 1), k = 0, i = 0;
    if (!f2)
        return -1;
    for (; i < n && ((*force)[i] & ~TYC_FORCE_EXACT) < at; i++)
        f2[k++] = (*force)[i];
    f2[k++] = at;
    for (; i < n; i++)
        f2[k++] = (*force)[i];
    *force = f2, *nforce = k;
    return 0;
}

/* The next read after a conditional without its colon (cr): its `?` and true expression
** blanked in buf (len), the brackets around that recovered too; the placeholders of an earlier
** read inside them dropped from *force; hcl's recovery mode set when a bracket recovered.
** 0, or -1 on OOM. */
static int cond_blank(tyc_arena *a, char *buf, uint32_t len, const cond_rep *cr,
                      const uint32_t **force, uint32_t *nforce, int *recovery)
{
    memset(buf + cr->from, ' ', cr->to - cr->from);
    uint32_t kf = 0, n = *nforce;
    uint32_t *f3 = n ? TYC_NEWN(a, uint32_t, n) : NULL;
    if (n && !f3)
        return -1;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t p = (*force)[i] & ~TYC_FORCE_EXACT;
        int in = p > cr->from && p < cr->to;
        for (uint32_t k = 0; k < cr->naround; k++) /* (and those blanked with a bracket */
            in |= p > cr->around[2 * k] && p < cr->around[2 * k + 1]; /* around) */
        if (!in)
            f3[kf++] = (*force)[i];
    }
    *force = f3, *nforce = kf;
    for (uint32_t k = 0; k < cr->naround; k++)
        tyc_blank(buf, cr->around[2 * k], cr->around[2 * k + 1]);
    if (named_before(buf, cr->from) && cr->to + 1 < len && buf[cr->to] == '(' &&
        buf[cr->to + 1] != '=' &&
        tyc_parse_force_add(a, force, nforce, cr->to | TYC_FORCE_EXACT) < 0)
        return -1; /* (the token after the condition, not its call: a silent placeholder
                   ** fails there, before it) */
    *recovery |= cr->rec;
    if (cr->group)
        buf[cr->group - 1] = ' ';
    return 0;
}

/* Keeps of ph[0, n) those still in force[0, nforce); returns how many. */
static uint32_t kept_placeholders(uint32_t *ph, uint32_t n, const uint32_t *force,
                                  uint32_t nforce)
{
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t j = 0;
        while (j < nforce && force[j] != ph[i])
            j++;
        if (j < nforce)
            ph[k++] = ph[i];
    }
    return k;
}

/* run_once, read again as long as a conditional lacks its colon, with that conditional's `?`
** and true expression blanked in a copy of the text. */
tyc_node *tyc_parse_run_text(tyc_arena *a, const tyc_source *src, tyc_diags *dg, int *status,
                             int root, int fold, int fast, const char *rtext, int recovery,
                             const uint32_t *force, uint32_t nforce, hdrfail *hf)
{
    const tyc_diag *since = dg->tail;
    char *buf = NULL;
    tyc_diags tmp, *out = dg;
    int st = TYCON_OK, first = TYCON_OK, eof_quiet = 0;
    uint32_t failed_q = 0; /* the `?` of the last conditional that failed */
    uint32_t ph[8], nph = 0; /* the placeholders put back for them */
    for (uint32_t round = 0;; round++) {
        cond_rep cr = {0};
        cr.quiet_before = failed_q;
        tyc_node *r = run_once(a, src, out, &st, root, fold, fast, rtext, recovery, force, nforce,
                               hf, &cr);
        /* (in recovery hcl's silent placeholder is the `?` itself, read again as the
        ** conditional's; a `for` around that failed is hcl's placeholder) */
        uint32_t put[2] = {cr.hit && recovery &&
                                   tyc_parse_operator_before(rtext ? rtext : src->text, cr.from)
                               ? cr.from
                               : UINT32_MAX,
                           cr.hit ? cr.ph : UINT32_MAX};
        for (int k = 0; k < 2; k++) {
            if (put[k] == UINT32_MAX)
                continue;
            if (tyc_parse_force_add(a, &force, &nforce, put[k]) < 0) {
                if (status)
                    *status = TYCON_ERR_NOMEM;
                return NULL;
            }
            if (nph < 8)
                ph[nph++] = put[k];
        }
        eof_quiet |= cr.eof_quiet;
        if (cr.hit)
            failed_q = cr.from;
        if (out != dg && eof_quiet && quiet_closers(out, src->len) < 0) {
            if (status)
                *status = TYCON_ERR_NOMEM;
            return NULL;
        }
        if (out != dg)
            tyc_parse_merge_new(dg, since, out, "Missing false expression in conditional");
        if (cr.hit && round == TYC_COND_REPAIRS) { /* each read is whole: a bound */
            if (status)
                *status = first;
            return NULL;
        }
        /* hcl's template parser reported a template's directives: its parser reads on after
        ** the template as if it were whole (the template's errors set no recovery) */
        int tpl = !cr.hit && cr.ntpl && round < TYC_COND_REPAIRS;
        if (!cr.hit && !tpl) {
            if (buf && hf && hf->hit) {
                hf->text = buf, hf->rec = recovery, hf->eof_quiet = eof_quiet;
                memcpy(hf->cph, ph, sizeof ph), hf->ncph = nph;
            }
            if (buf && hf && r) /* hcl keeps the condition alone: the body goes on */
                hf->soft_root = r;
            if (status)
                *status = buf && st != TYCON_ERR_NOMEM ? first : st;
            return buf ? NULL : r;
        }
        if (!buf)
            first = st;
        if (!buf && !(buf = tyc_strndup(a, rtext ? rtext : src->text ? src->text : "",
                                        src->len))) {
            if (status)
                *status = TYCON_ERR_NOMEM;
            return NULL;
        }
        for (uint32_t k = 0; tpl && k < cr.ntpl; k++) /* (read again without them) */
            tyc_blank(buf, cr.tpl[2 * k], cr.tpl[2 * k + 1]);
        if (!tpl && cond_blank(a, buf, src->len, &cr, &force, &nforce, &recovery) < 0) {
            if (status)
                *status = TYCON_ERR_NOMEM;
            return NULL;
        }
        nph = kept_placeholders(ph, nph, force, nforce); /* (those blanked since: gone) */
        rtext = buf;
        fast = 0;
        tyc_diags_init(&tmp, dg->arena); /* merged into dg: its strings live there */
        out = &tmp;
        if (hf)
            memset(hf, 0, sizeof *hf);
    }
}

static tyc_node *run(tyc_arena *a, const tyc_source *src, tyc_diags *dg, int *status, int root,
                     int fold, int fast, tyc_node **kept)
{
    if (!(fold && root == TYC_FR_ROOT_BODY))
        return tyc_parse_run_text(a, src, dg, status, root, fold, fast, NULL, 0, NULL, 0, NULL);
    /* a variables file: after a syntax error, hcl's whole reading of it (its recovery after
    ** items and the repeated arguments of what it kept) replaces the first error */
    tyc_diags tmp;
    int st;
    tyc_diags_init(&tmp, a);
    tyc_node *r = tyc_parse_run_text(a, src, &tmp, &st, root, fold, fast, NULL, 0, NULL, 0, NULL);
    if (st == TYCON_ERR_SYNTAX || st == TYCON_ERR_INCOMPLETE) {
        int st2;
        tyc_node *k = tyc_parse_body_recover(a, src, dg, &st2);
        if (kept)
            *kept = k;
        if (status)
            *status = st2 == TYCON_ERR_NOMEM ? st2 : st;
        return NULL;
    }
    tyc_diags_append(dg, &tmp);
    if (status)
        *status = st;
    return r;
}

tyc_node *tyc_parse_expr(tyc_arena *a, const tyc_source *src, tyc_diags *d, int *status)
{
    return run(a, src, d, status, TYC_FR_ROOT_EXPR, 0, 0, NULL);
}

tyc_node *tyc_parse_expr_recovering(tyc_arena *a, const tyc_source *src, tyc_diags *d,
                                    int *status, uint32_t force)
{
    return tyc_parse_run_text(a, src, d, status, TYC_FR_ROOT_EXPR, 0, 0, NULL, 1, &force,
                    force != UINT32_MAX, NULL);
}

tyc_node *tyc_parse_body(tyc_arena *a, const tyc_source *src, tyc_diags *d, int *status)
{
    return run(a, src, d, status, TYC_FR_ROOT_BODY, 0, 0, NULL);
}

tyc_node *tyc_parse_value(tyc_arena *a, const tyc_source *src, tyc_diags *d, int *status)
{
    return run(a, src, d, status, TYC_FR_ROOT_EXPR, 1, 1, NULL);
}

tyc_node *tyc_parse_body_values(tyc_arena *a, const tyc_source *src, tyc_diags *d, int *status)
{
    return run(a, src, d, status, TYC_FR_ROOT_BODY, 1, 1, NULL);
}

tyc_node *tyc_parse_body_values_kept(tyc_arena *a, const tyc_source *src, tyc_diags *d,
                                     int *status, tyc_node **kept)
{
    *kept = NULL;
    return run(a, src, d, status, TYC_FR_ROOT_BODY, 1, 1, kept);
}

tyc_node *tyc_parse_values_slow(tyc_arena *a, const tyc_source *src, tyc_diags *d, int *status,
                                int body)
{
    return run(a, src, d, status, body ? TYC_FR_ROOT_BODY : TYC_FR_ROOT_EXPR, 1, 0, NULL);
}
