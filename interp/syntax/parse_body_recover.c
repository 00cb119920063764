/* SPDX-License-Identifier: Apache-2.0 */
/*
** parse_body_recover.c: hcl's recovery after a failed body item (tyc_parse_body_recover). The
** file is read again and again: each error's item is kept or skipped as hclsyntax's parser
** does, and the repairs here rewrite a copy of the text (blanking what hcl's recover() skips,
** placing the closers and placeholders it reads) so that the next read follows hcl's path.
** parse_recover.c builds the partial expressions hcl keeps; parse_driver.c does each read.
*/
#include <ctype.h>
#include <string.h>

#include "interp/syntax/parse.h"

#include "interp/syntax/parse_int.h"
#include "interp/syntax/parse_diag.h"
#include "parser.h"

/* ---- hcl's recovery after a body item (recoverAfterBodyItem) ---- */

/* 1 when the innermost `(` open at `at` (read from `from`) is a group, not a call, and a
** complete operand ends before `at` (rec: in hcl's recovery mode an operand wanted there is
** its silent placeholder, but after a dot or a `?`). */
static int group_at(const char *t, uint32_t from, uint32_t at, int rec)
{
    uint32_t p = at, o = at, depth = 0;
    while (p > from && (t[p - 1] == ' ' || t[p - 1] == '\t' || t[p - 1] == '\n'))
        p--;
    int splat = tyc_parse_splat_star_before(t, from, p); /* (an attribute-only splat's `.*`) */
    if (p == from || !(isalnum((unsigned char)t[p - 1]) || t[p - 1] == '_' || splat ||
                       strchr(")]}\"", t[p - 1]) ||
                       (rec && strchr("(,+-*/%<>=!&|:", t[p - 1]))))
        return 0;
    while (o > from && !(t[o - 1] == '(' && depth == 0)) { /* its opener (strings aside) */
        char c = t[--o];
        depth += c == ')' ? 1 : c == '(' && depth ? -1 : 0;
    }
    if (o == from)
        return 0;
    for (o--; o > from && (t[o - 1] == ' ' || t[o - 1] == '\t'); o--)
        ;
    return !(o > from && (isalnum((unsigned char)t[o - 1]) || t[o - 1] == '_'));
}

/* 1 when the `(` at offset po of t is a function call's: a name before it. */
static int call_paren(const char *t, uint32_t po)
{
    while (po > 0 && (t[po - 1] == ' ' || t[po - 1] == '\t'))
        po--;
    return tyc_parse_ident_before(t, po);
}

/* The closers item_end found for the brackets open at an error (each a construct that
** recovered): just after each, and whether newlines around it are ignored. */
typedef struct rclosers {
    uint32_t end[16];
    uint8_t nl[16];
    uint32_t n;
} rclosers;

/* The end of the item from `from` whose parse failed at offset at, or the end of the text:
** each bracket open at `at` recovers to its own closer in turn, innermost first (hcl's
** parser.recover), then recoverAfterBodyItem skips to a newline outside brackets, a closer
** closing the innermost bracket of its kind and those inside it. A quoted string open at
** `at` ends the item at its line's end. rec: hcl's recovery mode (group_at). */
static uint32_t item_end(const char *t, uint32_t n, uint32_t from, uint32_t at, int rec,
                         rclosers *cl)
{
    enum { DEEP = 256 };
    char open[DEEP];
    uint32_t depth = 0, i = from, openat[DEEP]; /* (where each bracket open stands) */
    int quote = 0;
    for (; i < at && i < n; i++) { /* the brackets open at `at` (read without error) */
        char c = t[i];
        if (quote) {
            if (c == '\\' && i + 1 < n)
                i++;
            else if (c == '"' || c == '\n')
                quote = 0;
        } else if (c == '"') {
            quote = 1;
        } else if (c == '#' || (c == '/' && i + 1 < n && t[i + 1] == '/')) {
            while (i + 1 < n && t[i + 1] != '\n')
                i++;
        } else if (c == '/' && i + 1 < n && t[i + 1] == '*') {
            for (i += 2; i + 1 < n && !(t[i] == '*' && t[i + 1] == '/'); i++)
                ;
            i++;
        } else if (c == '(' || c == '[' || c == '{') {
            if (depth == DEEP)
                return n;
            openat[depth] = i, open[depth++] = c;
        } else if ((c == ')' || c == ']' || c == '}') && depth) {
            depth--;
        }
    }
    if (quote) { /* hcl's scanner: the string ends at its line's end */
        for (i = at; i < n && t[i] != '\n'; i++)
            ;
        return i;
    }
    i = at;
    uint32_t d = at;
    while (d > from && (t[d - 1] == ' ' || t[d - 1] == '\t'))
        d--;
    int failed, kfound;
    uint32_t tb, te;
    if (depth == 0 && d > from && t[d - 1] == '.' && at < n &&
        tyc_recover_group_key(t, n, at, &tb, &te)) { /* (its key's group took its `]`) */
        i = tyc_recover_scan(t, n, te, '[', ']', &kfound);
        if (!kfound)
            return n;
        i = tyc_parse_steps(t, n, i, 0, 1, &failed);
    } else if (depth == 0 && d > from && t[d - 1] == '.' && at < n &&
               (t[at] == '[' || t[at] == '.')) {
        i = tyc_parse_steps(t, n, at, 0, 1, &failed); /* hcl's traversal goes on after the dot */
    }
    if (depth > 0 && open[depth - 1] == '(' && at < n && t[at] == '(' && d > from &&
        t[d - 1] != '.' && call_paren(t, openat[depth - 1])) {
        i = at + 1; /* a call reads the `(` after an argument as its separator, then recovers */
    } else if (depth > 0 && open[depth - 1] == '(' && group_at(t, from, at, rec)) {
        /* a group's complete expression: hcl reads the wrong token as its closer */
        i = at + 1;
        while (i < n && isalnum((unsigned char)t[at]) && (isalnum((unsigned char)t[i]) ||
                                                          t[i] == '_' || t[i] == '-'))
            i++;
        depth--;
        if (cl && cl->n < sizeof cl->end / sizeof *cl->end) /* (its steps are read on) */
            cl->end[cl->n] = i, cl->nl[cl->n++] = depth > 0 && open[depth - 1] != '{';
    }
    for (; depth > 0 && i < n; depth--) {
        char o = open[depth - 1], c = o == '(' ? ')' : o == '[' ? ']' : '}';
        int found;
        i = tyc_recover_scan(t, n, i, o, c, &found);
        if (found && cl && cl->n < sizeof cl->end / sizeof *cl->end) /* (newlines: in brackets) */
            cl->end[cl->n] = i, cl->nl[cl->n++] = depth > 1 && open[depth - 2] != '{';
    }
    if (i >= n)
        return n;
    if (!depth && i > at) { /* (the outermost construct that recovered reads its traversal:
                            ** in recovery an index there takes any token for its `]`) */
        uint32_t s = tyc_parse_steps(t, n, i, 0, 1, &failed);
        i = failed ? i : s;
    }
    return tyc_recover_after_item(t, n, i, open, depth, DEEP, 1);
}

/* 1 when offset i follows a `#` or `//` on its line (from: where the scan may look back to). */
static int in_comment(const char *t, uint32_t from, uint32_t i)
{
    for (uint32_t j = i; j > from && t[j - 1] != '\n'; j--)
        if (t[j - 1] == '#' || (t[j - 1] == '/' && j - 1 > from && t[j - 2] == '/'))
            return 1;
    return 0;
}

/* When [from, at] opens a heredoc that is still open at `at`, the offset just past the line
** of its closing marker (hcl's template parser reads on to it before the body's recovery
** starts), else at. */
static uint32_t past_heredoc(const char *t, uint32_t n, uint32_t from, uint32_t at)
{
    for (uint32_t i = from; i <= at && i + 2 < n; i++) {
        if (t[i] != '<' || t[i + 1] != '<')
            continue;
        uint32_t m = i + 2 + (t[i + 2] == '-'), me = m;
        while (me < n && (isalnum((unsigned char)t[me]) || t[me] == '_' || t[me] == '-'))
            me++;
        if (me == m || me >= n || t[me] != '\n' || in_comment(t, from, i))
            continue;
        for (uint32_t l = me + 1; l < n;) { /* each line after the opener */
            uint32_t e = l;
            while (e < n && t[e] != '\n')
                e++;
            uint32_t b = l, z = e;
            while (b < z && (t[b] == ' ' || t[b] == '\t'))
                b++;
            while (z > b && (t[z - 1] == ' ' || t[z - 1] == '\t' || t[z - 1] == '\r'))
                z--;
            if (z - b == me - m && !memcmp(t + b, t + m, me - m) && e < n)
                return e < at ? at : e; /* closed before `at`: nothing to skip */
            l = e + 1;
        }
        return n;
    }
    return at;
}

/* The end of the body enclosing offset at (hcl's recover(TokenCBrace)): its closing brace,
** or the end of the text for the top level. */
static uint32_t body_end(const char *t, uint32_t n, uint32_t at, int top)
{
    int depth = 0, quote = 0;
    /* (ParseBody reads the bad token first: a `{` there opens nothing for recover) */
    for (uint32_t i = at + (at < n && t[at] == '{'); i < n && !top; i++) {
        char c = t[i];
        if (quote) {
            if (c == '\\' && i + 1 < n)
                i++;
            else if (c == '"')
                quote = 0;
        } else if (c == '"') {
            quote = 1;
        } else if (c == '{') {
            depth++;
        } else if (c == '}' && depth-- == 0) {
            return i;
        }
    }
    return n;
}

/* The block hcl keeps for a failed header: its type, the labels before the failing token
** (names, or quoted strings without escapes resolved) and an empty body, all ranged over the
** type name as hcl's placeholders are. NULL on OOM. */
static tyc_node *header_block(tyc_arena *a, const char *t, const tyc_parse_err *e)
{
    tyc_tok id = e->hdr_first;
    uint32_t stop = e->code ? e->tok.beg : (uint32_t)strlen(t), nl = 0, i = id.end;
    tyc_node *labs[64];
    while (i < stop && nl < 64) {
        while (i < stop && (t[i] == ' ' || t[i] == '\t'))
            i++;
        uint32_t b = i, closed = 0; /* closed: the quoted label's closing quote was seen */
        if (i < stop && t[i] == '"') {
            for (i++; i < stop && t[i] != '"'; i++)
                if (t[i] == '\\')
                    i++;
            closed = i < stop;
            i = i < stop ? i + 1 : stop;
        } else {
            while (i < stop && t[i] != ' ' && t[i] != '\t' && t[i] != '"')
                i++;
        }
        if (i == b)
            break;
        tyc_node *l = TYC_NEW(a, tyc_node);
        int q = t[b] == '"';
        if (!l || !(l->text = tyc_strndup(a, t + b + q, i - b - (uint32_t)q - closed)))
            return NULL;
        l->kind = TYC_N_STRING;
        l->tlen = (uint32_t)strlen(l->text);
        l->beg = b;
        l->end = i;
        labs[nl++] = l;
    }
    tyc_node *blk = TYC_NEW(a, tyc_node), *body = TYC_NEW(a, tyc_node);
    tyc_node **kids = TYC_NEWN(a, tyc_node *, nl + 1);
    if (!blk || !body || !kids || !(blk->text = tyc_strndup(a, t + id.beg, id.end - id.beg)))
        return NULL;
    body->kind = TYC_N_BODY;
    body->beg = id.beg;
    body->end = id.end;
    kids[0] = body;
    memcpy(kids + 1, labs, sizeof *labs * nl);
    blk->kind = TYC_N_BLOCK;
    blk->tlen = id.end - id.beg;
    blk->kids = kids;
    blk->n = nl + 1;
    blk->beg = blk->nbeg = blk->abeg = id.beg;
    blk->end = blk->nend = blk->aend = id.end;
    return blk;
}

/* The argument hcl keeps for a top-level `name = <bad value>`: the name, and an empty tuple
** for its value (never evaluated: the top level has no arguments). NULL on OOM. */
static tyc_node *kept_attr(tyc_arena *a, const char *t, const tyc_parse_err *e, uint32_t end)
{
    tyc_tok id = e->hdr_first;
    tyc_node *at = TYC_NEW(a, tyc_node), *v = TYC_NEW(a, tyc_node);
    tyc_node **kids = TYC_NEWN(a, tyc_node *, 1);
    if (!at || !v || !kids || !(at->text = tyc_strndup(a, t + id.beg, id.end - id.beg)))
        return NULL;
    v->kind = TYC_N_TUPLE;
    v->beg = v->end = end;
    kids[0] = v;
    at->kind = TYC_N_ATTR;
    at->tlen = id.end - id.beg;
    at->kids = kids;
    at->n = 1;
    at->beg = at->nbeg = id.beg;
    at->nend = id.end;
    at->end = end;
    return at;
}

/* The end of a one-line block's body (its `{` on the header's line: hcl's
** parseSingleAttrBody) that failed at offset at of t: recoverAfterBodyItem skips the rest of
** the line with its newline, then the block takes the next line's `}` for its closer, or
** after a blank line ("Invalid single-argument block definition", added to d) or another
** token (silently: recovery is set) recovers to the next `}` closing its brace level. The
** offset of that `}`; UINT32_MAX when the file ends first (or on OOM: *oom). */
static uint32_t one_line_end(const tyc_source *src, const char *t, uint32_t at, tyc_diags *d,
                             int *oom)
{
    char open[256];
    uint32_t n = src->len, i = tyc_recover_after_item(t, n, at, open, 0, sizeof open, 0);
    for (i += i < n; i < n && (t[i] == ' ' || t[i] == '\t'); i++)
        ;
    if (i >= n)
        return UINT32_MAX;
    if (t[i] == '}')
        return i;
    if ((t[i] == '\n' || t[i] == '\r') &&
        !tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, src, i, i + 1,
                      "Invalid single-argument block definition",
                      "An argument definition on the same line as its containing block creates "
                      "a single-line block definition, which must also be closed on the same "
                      "line. Place the block's closing brace immediately after the argument "
                      "definition."))
        return *oom = 1, UINT32_MAX;
    /* (hcl's recover counts the token it starts at: a `{` there opens a level) */
    uint32_t c = t[i] == '{' ? body_end(t, n, i + 1, 0) : i;
    c = c < n ? body_end(t, n, c + (t[i] == '{'), 0) : n;
    return c < n ? c : UINT32_MAX;
}

/* Puts blk into the innermost body of root that encloses it, in source order. -1 on OOM. */
static int insert(tyc_arena *a, tyc_node *body, tyc_node *blk)
{
    for (uint32_t i = 0; i < body->n; i++) {
        tyc_node *k = body->kids[i];
        if (k->kind == TYC_N_BLOCK && k->abeg < blk->beg && blk->beg < k->aend && k->n)
            return insert(a, k->kids[0], blk);
    }
    tyc_node **kids = TYC_NEWN(a, tyc_node *, body->n + 1);
    if (!kids)
        return -1;
    uint32_t at = 0;
    while (at < body->n && body->kids[at]->beg < blk->beg)
        at++;
    if (body->n)
        memcpy(kids, body->kids, sizeof *kids * body->n);
    memmove(kids + at + 1, kids + at, sizeof *kids * (body->n - at));
    kids[at] = blk;
    body->kids = kids;
    body->n++;
    return 0;
}

/* The most text the recovery of one file reads again in all before it gives up: each read
** is of the text up to the next failing item, so a file failing in every item would cost the
** square of its size. */
#define TYC_RECOVER_BUDGET(n) ((uint64_t)(n) * 8 + ((uint64_t)1 << 20))

/* 1 for a token that a parser can read as a closer in its place (not one that opens a
** string or a template sequence, not a newline). */
static int lone_token(int code)
{
    switch (code) {
    case TK_OQUOTE: case TK_OHEREDOC: case TK_TINTERP: case TK_TCONTROL: case TK_NL:
        return 0;
    default:
        return 1;
    }
}

/* 1 when the construct starting at offset beg of t follows an argument's `=` (blanks
** between): it is the argument's whole value. */
static int whole_value(const char *t, uint32_t beg)
{
    /* (behind unary operators: hcl's operand of `!` or `-` is its term with traversals) */
    while (beg > 0 && (t[beg - 1] == ' ' || t[beg - 1] == '\t' || t[beg - 1] == '!' ||
                       t[beg - 1] == '-'))
        beg--;
    return beg > 0 && t[beg - 1] == '=' && !(beg > 1 && strchr("=!<>", t[beg - 2]));
}

/* 1 when the text before offset beg of t is an argument's `=` and a traversal only (names,
** dots, splats, brackets and strings closed before beg): what starts at beg is a step of a
** traversal that is the argument's whole value. With op (not UINT32_MAX), 1 when that
** traversal is instead an operand after the operator token ending at op. */
static int traversal_value(const char *t, uint32_t beg, uint32_t op)
{
    uint32_t p = beg;
    while (p > 0) {
        char c = t[p - 1];
        if (p == op)
            return 1;
        if (c == ' ' || c == '\t' || c == '.' || c == '*' || c == '_' || c == '-' ||
            isalnum((unsigned char)c) || (unsigned char)c >= 0x80) {
            p--;
        } else if (c == '=') {
            return !(p > 1 && strchr("=!<>", t[p - 2]));
        } else if (c == '"') { /* back over a quoted string on its line */
            for (p--; p > 0 && t[p - 1] != '"' && t[p - 1] != '\n'; p--)
                ;
            if (p == 0 || t[p - 1] != '"')
                return 0;
            p--;
        } else if (c == ']' || c == ')') { /* back over a bracket of that kind */
            char o = c == ']' ? '[' : '(';
            uint32_t depth = 0;
            for (; p > 0; p--) {
                depth += t[p - 1] == c;
                if (t[p - 1] == o && --depth == 0)
                    break;
            }
            if (p == 0)
                return 0;
            p--;
        } else {
            return 0;
        }
    }
    return 0;
}

/* 1 when a traversal step starts at offset a of t: `[` or a dot (not an ellipsis's). */
static int traversal_at(const char *t, uint32_t len, uint32_t a)
{
    return a < len && (t[a] == '[' ||
                       (t[a] == '.' && !(a + 2 < len && t[a + 1] == '.' && t[a + 2] == '.')));
}

/* The `?` of a conditional open at depth 0 of t[b, e) (its colon not read there, no comma
** after it; any: the first `?` at depth 0, whatever follows), or e when none. */
static uint32_t cond_start(const char *t, uint32_t b, uint32_t e, int any)
{
    uint32_t q = e, d = 0;
    for (uint32_t i = b; i < e; i++) {
        char c = t[i];
        if (c == '"') { /* (strings on one line) */
            for (i++; i < e && t[i] != '"' && t[i] != '\n'; i++)
                i += t[i] == '\\';
        } else if (c == '(' || c == '[' || c == '{') {
            d++;
        } else if ((c == ')' || c == ']' || c == '}') && d) {
            d--;
        } else if (!d && c == '?' && q == e) {
            q = i;
        } else if (!d && !any && (c == ',' || (c == ':' && !(i + 1 < e && t[i + 1] == ':') &&
                                               !(i > b && t[i - 1] == ':')))) {
            q = e;
        }
    }
    return q;
}

/* 1 when e is a group's "Unbalanced parentheses" after its complete expression at a token
** that hcl's parser then reads as the group's closer (one that lexes alone), the group being
** an argument's whole value and a traversal following that token: hcl reads it on. (Other
** constructs around a group give up after its error: tyc_recover_nested_attr.) */
static int group_closer(const tyc_parse_err *e, const char *t, uint32_t len)
{
    if (e->frame.kind != TYC_FR_PAREN || e->frame.sub == TYC_FS_CALL || !e->code ||
        e->tok.beg >= len || e->tok.end <= e->tok.beg || !tyc_parse_ends_operand(e, t) ||
        (e->parent != TYC_FR_BODY && e->parent != TYC_FR_ROOT_BODY))
        return 0;
    uint32_t a = e->tok.end;
    while (a < len && (t[a] == ' ' || t[a] == '\t'))
        a++;
    /* (a block's `}` taken for the closer leaves the block open: what follows is read in it) */
    if (!whole_value(t, e->frame.beg) || (!traversal_at(t, len, a) && e->code != TK_RBRACE))
        return 0;
    return lone_token(e->code);
}

/* 1 when e, in hcl's recovery mode, is an index (or a splat's `[*`) whose key is complete at
** a token other than its `]` (or none, hcl's silent placeholder): hcl's parser reads that
** token as the closer, silently. */
static int index_closer(const tyc_parse_err *e, const char *t, uint32_t len)
{
    if (e->frame.kind != TYC_FR_BRACK || e->frame.sub != TYC_FS_INDEX || !e->code ||
        e->tok.beg >= len || e->tok.end <= e->tok.beg ||
        !(tyc_parse_ends_operand(e, t) || e->prev == TK_LBRACK))
        return 0;
    return lone_token(e->code);
}

/* When e failed inside a tuple, object or call that is an argument's whole value, and an
** attribute or index follows the closer hcl's recovery finds: the offset just after that
** closer (hcl reads the traversal on after the failed term); else 0. */
static uint32_t traversed_construct(const tyc_parse_err *e, const char *t, uint32_t len)
{
    const tyc_frame *f = &e->frame;
    int call = f->kind == TYC_FR_PAREN && f->sub == TYC_FS_CALL;
    /* (a for expression with extra characters after its value is kept whole) */
    int forx = f->sub == TYC_FS_FOR && f->fcol && f->vgot && tyc_parse_ends_operand(e, t) &&
               (f->kind == TYC_FR_BRACK || f->kind == TYC_FR_BRACE_FOR);
    if (!e->code || e->tok.beg >= len ||
        (e->parent != TYC_FR_BODY && e->parent != TYC_FR_ROOT_BODY) ||
        !(call || forx || (f->kind == TYC_FR_BRACE && f->item_eq) ||
          (f->kind == TYC_FR_BRACK && f->sub == TYC_FS_NONE)))
        return 0; /* (an object's key without its `=`: tyc_recover_traversed) */
    uint32_t a;
    if (!whole_value(t, f->beg))
        return 0;
    char o = call ? '(' : f->kind == TYC_FR_BRACK ? '[' : '{';
    int found;
    char c = o == '(' ? ')' : o == '{' ? '}' : ']';
    uint32_t close = tyc_recover_scan(t, len, e->tok.beg, o, c, &found);
    for (a = close; a < len && (t[a] == ' ' || t[a] == '\t'); a++)
        ;
    return found && traversal_at(t, len, a) ? close : 0;
}

/* After a failed term ending at offset c of t: hcl reads its traversal on, then the operators
** around give up (the operand had errors in recovery): the rest of the argument's line after
** the steps is blanked, unless they end at a dot without its name (that dot's error stands). */
static void give_up_after(char *t, uint32_t n, uint32_t c)
{
    int failed;
    uint32_t e = tyc_parse_steps(t, n, c, 0, 1, &failed);
    if (!failed)
        tyc_blank(t, e, tyc_parse_line_end(t, n, e));
}

/* After a traversal step that failed with a diagnostic (its `]` at or after offset p of t):
** give_up_after its `]`. */
static void drop_after_steps(char *t, uint32_t n, uint32_t p)
{
    int found;
    uint32_t c = tyc_recover_scan(t, n, p, '[', ']', &found);
    if (found)
        give_up_after(t, n, c);
}

/* The placeholders the reads after a skip put where hcl's parser read one (sorted). */
typedef struct forced {
    uint32_t at[64];
    uint32_t n;
    uint32_t syn[8][5]; /* tuple items that are hcl's ExprSyntaxError: tyc_synerr_item's end, */
    uint32_t nsyn;      /* dot, b, e and nl */
} forced;

/* Adds a tuple item that is hcl's ExprSyntaxError to fc (past its capacity, dropped). */
static void synerr_at(forced *fc, uint32_t end, uint32_t dot, uint32_t b, uint32_t e, int nl)
{
    if (fc->nsyn == sizeof fc->syn / sizeof *fc->syn)
        return;
    uint32_t *m = fc->syn[fc->nsyn++];
    m[0] = end, m[1] = dot, m[2] = b, m[3] = e, m[4] = (uint32_t)nl;
}

/* Adds offset p to fc (in order; past its capacity, dropped). */
static void force_at(forced *fc, uint32_t p)
{
    if (fc->n == sizeof fc->at / sizeof *fc->at)
        return;
    uint32_t i = fc->n++;
    for (; i > 0 && fc->at[i - 1] > p; i--)
        fc->at[i] = fc->at[i - 1];
    fc->at[i] = p;
}

/* 1 when e is at a token that starts no operand right after a for expression's `:` or `=>`
** (after its colon): in recovery, hcl's key or value there is a silent placeholder. */
static int for_value_fails(const tyc_parse_err *e, const char *t)
{
    const tyc_frame *f = &e->frame;
    if (!e->code || f->sub != TYC_FS_FOR || !f->fcol ||
        (f->kind != TYC_FR_BRACK && f->kind != TYC_FR_BRACE_FOR))
        return 0;
    uint32_t p = e->tok.beg;
    while (p > 0 && (t[p - 1] == ' ' || t[p - 1] == '\t' || t[p - 1] == '\n' || t[p - 1] == '\r'))
        p--;
    return p > 0 && (t[p - 1] == ':' || (t[p - 1] == '>' && p > 1 && t[p - 2] == '='));
}

/* Drops from fc the placeholders in [b, e) (an item kept and blanked: what it read of them is
** in the kept node). */
static void unforce(forced *fc, uint32_t b, uint32_t e)
{
    uint32_t k = 0;
    for (uint32_t i = 0; i < fc->n; i++) {
        uint32_t p = fc->at[i] & ~TYC_FORCE_EXACT;
        if (p < b || p >= e)
            fc->at[k++] = fc->at[i];
    }
    fc->n = k;
}

/* hcl's recover to the closer of the bracket o open at `at` in buf (a copy of the text being
** read again): blanks buf from `at` to just before that closer (newlines kept) and puts hcl's
** placeholder before it in the reads after. 1, or 0 when no closer is found. */
static int skip_to_placeholder(char *buf, uint32_t len, uint32_t at, char o, forced *fc)
{
    int found;
    uint32_t c = tyc_recover_scan(buf, len, at, o, o == '[' ? ']' : o == '{' ? '}' : ')', &found);
    if (!found)
        return 0;
    tyc_blank(buf, at, c - 1);
    force_at(fc, (c - 1) | TYC_FORCE_EXACT);
    return 1;
}

/* The placeholders a read put back where it blanked conditionals in buf (hf->cph) go to fc:
** the later reads of buf keep them, while the operator that wants each is still in buf. */
static void keep_cond_ph(forced *fc, const hdrfail *hf, const char *buf)
{
    for (uint32_t k = 0; k < hf->ncph; k++) {
        uint32_t i = 0;
        if (!tyc_parse_operator_before(buf, hf->cph[k]))
            continue;
        while (i < fc->n && fc->at[i] != hf->cph[k])
            i++;
        if (i == fc->n)
            force_at(fc, hf->cph[k]);
    }
}

/* One read of buf after an item was skipped, in a scratch arena (only its diagnostics not
** given yet, added to d, and *hf stay; conditionals it blanked are blanked in buf too, their
** placeholders kept in fc). Returns 1 when it built a tree, 0 when it failed again or met an
** error, -1 on OOM. */
static int read_again(tyc_arena *a, const tyc_source *src, tyc_diags *d, const tyc_diag *since,
                      char *buf, hdrfail *hf, forced *fc)
{
    tyc_arena *sa = tyc_arena_new(a->ctx);
    if (!sa)
        return -1;
    int st2;
    tyc_diags again; /* the items before the skipped one are read again: once is enough */
    tyc_diags_init(&again, a);
    memset(hf, 0, sizeof *hf);
    tyc_node *root = tyc_parse_run_text(sa, src, &again, &st2, TYC_FR_ROOT_BODY, 0, 0, buf, 1, fc->at,
                              fc->n, hf);
    tyc_parse_merge_new(d, since, &again, NULL);
    int built = root || hf->soft_root;
    if (hf->text)
        memcpy(buf, hf->text, src->len), keep_cond_ph(fc, hf, buf);
    hf->text = NULL, hf->soft_root = NULL;
    tyc_arena_free(sa);
    return a->ctx->oom ? -1 : built;
}

/* One round of the recovery: the read that failed (hf), the text read again (buf), and the
** placeholders the next read puts back (fc). */
typedef struct rround {
    tyc_arena *a;
    const tyc_source *src;
    tyc_diags *d;
    char *buf;
    hdrfail *hf;
    forced *fc;
    int rec;                  /* hcl's recovery mode: an item failed before (or the first
                              ** read recovered around a conditional) */
    const tyc_diag **since; /* the diagnostics given once: those after it are new */
} rround;

/* Each repair below rewrites buf (and fc) as hcl's parser would go on after the error of hf,
** and returns 1 for the text to be read again; 0 when it does not apply (buf untouched); -1
** on OOM. */

/* An index's key failing where an operand starts: hcl's placeholder, the index recovers to
** its `]`, and the traversal goes on (in brackets, those give up after it). When that is in
** a conditional's true or false expression, the key is the condition alone (the conditional
** gives up); when it is an operator's right operand, the loosest one's left operand. */
static int index_key_fails(rround *r)
{
    const tyc_parse_err *e = &r->hf->err;
    uint32_t len = r->src->len, q, q2, rop = r->hf->rhs_op;
    if (r->rec || !e->code || e->frame.kind != TYC_FR_BRACK || e->frame.sub != TYC_FS_INDEX ||
        !tyc_parse_wants_operand(e->prev, e) ||
        (e->parent != TYC_FR_BODY && e->parent != TYC_FR_ROOT_BODY) ||
        tyc_parse_steps_fail(r->buf, len, e->tok.beg, 1, &q, &q2))
        return 0; /* (a dot without its name there: hcl's ExprSyntaxError is the key) */
    uint32_t oe = rop; /* (the end of the operator at rop) */
    while (oe < len && oe < rop + 2 && strchr("+-*/%<>=!&|", r->buf[oe]))
        oe++;
    if (rop < e->frame.beg && traversal_value(r->buf, e->frame.beg, oe)) {
        /* (a traversal that is the right operand of the operator at rop, whole but for its
        ** key: the loosest operation over it gives up to its left operand) */
        int found, failed; /* (the steps after it are the operand's too) */
        uint32_t c = tyc_recover_scan(r->buf, len, e->tok.beg, '[', ']', &found),
                 se = found ? tyc_parse_steps(r->buf, len, c, 0, 1, &failed) : 0;
        if (!found || failed)
            return 0;
        tyc_blank(r->buf, rop, se);
        give_up_after(r->buf, len, se);
        return 1;
    }
    if (!traversal_value(r->buf, e->frame.beg, UINT32_MAX))
        return 0;
    uint32_t op = r->hf->tok_op;
    q = cond_start(r->buf, e->frame.beg + 1, e->tok.beg, 1);
    if (!(q < e->tok.beg && tyc_inked(r->buf, e->frame.beg + 1, q))) /* (else an operator's */
        q = op > e->frame.beg && op < e->tok.beg ? op : UINT32_MAX; /* right operand gives up) */
    if (q != UINT32_MAX) {
        int found;
        uint32_t c = tyc_recover_scan(r->buf, len, e->tok.beg, '[', ']', &found);
        if (!found)
            return 0;
        tyc_blank(r->buf, q, c - 1);
    } else if (!skip_to_placeholder(r->buf, len, e->tok.beg, '[', r->fc)) {
        return 0;
    }
    drop_after_steps(r->buf, len, e->tok.beg);
    return 1;
}

/* An index's key complete at a token other than its `]` ("Missing close bracket on index",
** given): hcl recovers to the `]` and the traversal goes on (read again when it is the
** argument's whole value, or when it ends at a dot without its name: the constructs around
** give up after that). */
static int index_close_wrong(rround *r)
{
    const tyc_parse_err *e = &r->hf->err;
    uint32_t len = r->src->len;
    if (r->rec || !e->code || e->frame.kind != TYC_FR_BRACK || e->frame.sub != TYC_FS_INDEX ||
        !tyc_parse_ends_operand(e, r->buf))
        return 0;
    int found, failed = 0;
    uint32_t c = tyc_recover_scan(r->buf, len, e->tok.beg, '[', ']', &found);
    int body = e->parent == TYC_FR_BODY || e->parent == TYC_FR_ROOT_BODY;
    if (found)
        tyc_parse_steps(r->buf, len, c, !body, 1, &failed);
    if (!found || !((body && traversal_value(r->buf, e->frame.beg, UINT32_MAX)) || failed))
        return 0;
    tyc_blank(r->buf, e->tok.beg, c - 1);
    if (body)
        drop_after_steps(r->buf, len, c - 1);
    return 1;
}

/* A for expression's key failing at a dot without its name before `=>`: hcl's parser reads
** the `=>` and the value all the same (its errors too) before the for recovers, so the key
** is read again as hcl's placeholder (its error given). */
static int for_key_dot(rround *r)
{
    const tyc_parse_err *e = &r->hf->err;
    const tyc_frame *f = &e->frame;
    uint32_t len = r->src->len, p = e->prevtok.beg, q = e->tok.end;
    if (f->sub != TYC_FS_FOR || !f->fcol ||
        (f->kind != TYC_FR_BRACK && f->kind != TYC_FR_BRACE && f->kind != TYC_FR_BRACE_FOR))
        return 0;
    while (q < len && (r->buf[q] == ' ' || r->buf[q] == '\t' || r->buf[q] == '\n'))
        q++;
    if (!r->rec && e->code == TK_ARROW && e->prev == TK_COLON) {
        /* (the file's first error: the key missing before `=>`, hcl's placeholder; the value
        ** is read all the same: a name whose traversal fails at a dot gives that error) */
        uint32_t v = e->tok.end, b, x;
        while (v < len && (r->buf[v] == ' ' || r->buf[v] == '\t' || r->buf[v] == '\n'))
            v++;
        while (v < len && (isalnum((unsigned char)r->buf[v]) || r->buf[v] == '_'))
            v++;
        if (v > e->tok.end && tyc_recover_failed_dot(r->src, r->buf, v, 1, r->d, &b, &x) < 0)
            return -1;
        force_at(r->fc, e->tok.beg | TYC_FORCE_EXACT); /* (hcl's placeholder, read again as
                                                       ** the key: the for gives up) */
        return 1;
    }
    uint32_t kb = f->arrow ? f->kbeg : f->vgot ? f->vbeg : UINT32_MAX;
    if (!r->rec && e->code == TK_ARROW && kb < e->tok.beg && tyc_parse_wants_operand(e->prev, e)) {
        /* (an operator's operand missing there: the key failed, read again as hcl's
        ** placeholder) */
        tyc_blank(r->buf, kb, e->tok.beg);
        force_at(r->fc, kb);
        return 1;
    }
    uint32_t k = p; /* (the key: from its start, when known, to its dot) */
    if (!r->rec && e->code == TK_DOT && e->prev == TK_COLON && q + 1 < len &&
        r->buf[q] == '=' && r->buf[q + 1] == '>') {
        /* (the file's first error at the dot, hcl's placeholder: its traversal fails at the
        ** `=>`, as the first read reported) */
        k = p = e->tok.beg;
    } else if (e->code != TK_ARROW || e->prev != TK_DOT || p >= len || r->buf[p] != '.') {
        return 0;
    } else if (f->arrow && f->kbeg < p) {
        k = f->kbeg;
    }
    int found; /* (a value with no brackets has no errors of its own: the for is hcl's */
    char o = r->buf[f->beg]; /* placeholder whole) */
    uint32_t c = tyc_recover_scan(r->buf, len, q, o, o == '[' ? ']' : '}', &found), i = q;
    while (found && i + 1 < c && !strchr("([{\".", r->buf[i]))
        i++;
    if (found && i + 1 == c) {
        memset(r->buf + f->beg, ' ', c - f->beg);
        force_at(r->fc, f->beg);
        return 1;
    }
    tyc_blank(r->buf, k, p + 1);
    force_at(r->fc, k); /* (hcl's placeholder for the key: the for gives up) */
    return 1;
}

/* In recovery, a for expression's key or value is hcl's silent placeholder, and its extra
** characters are skipped silently to its closer. */
static int for_value_silent(rround *r)
{
    const tyc_parse_err *e = &r->hf->err;
    if (!r->rec || !for_value_fails(e, r->buf))
        return 0;
    int found;
    char o = e->frame.kind == TYC_FR_BRACK ? '[' : '{';
    uint32_t c = tyc_recover_scan(r->buf, r->src->len, e->tok.beg, o, o == '[' ? ']' : '}',
                                  &found);
    if (!found)
        return 0;
    tyc_blank(r->buf, e->tok.beg, c - 1);
    force_at(r->fc, e->tok.beg); /* (hcl's placeholder is the token there: its range) */
    return 1;
}

/* In recovery, the extra characters after a for expression's complete value (or condition)
** are skipped silently to its closer ("Extra characters after the end of the 'for'
** expression" is guarded): the for is whole, and the parse goes on after it. */
static int for_extra_silent(rround *r)
{
    const tyc_parse_err *e = &r->hf->err;
    const tyc_frame *f = &e->frame;
    if (!r->rec || !e->code || f->sub != TYC_FS_FOR || !f->fcol ||
        (f->kind != TYC_FR_BRACK && f->kind != TYC_FR_BRACE_FOR) ||
        !tyc_parse_ends_operand(e, r->buf))
        return 0;
    int found;
    char o = f->kind == TYC_FR_BRACK ? '[' : '{';
    uint32_t c = tyc_recover_scan(r->buf, r->src->len, e->tok.beg, o, o == '[' ? ']' : '}',
                                  &found);
    if (!found)
        return 0;
    tyc_blank(r->buf, e->tok.beg, c - 1);
    return 1;
}

/* In recovery, a call's expanded argument that its `)` does not follow recovers silently to
** the `)` ("Missing closing parenthesis" is guarded): the call is whole, and the parse goes on
** after it (without a `)`, the call ends at the end of the file). */
static int call_expand_silent(rround *r)
{
    const tyc_parse_err *e = &r->hf->err;
    uint32_t len = r->src->len;
    if (!r->rec || !e->code || e->frame.kind != TYC_FR_PAREN || e->frame.sub != TYC_FS_CALL ||
        e->prev != TK_ELLIPSIS || e->tok.beg >= len)
        return 0;
    int found;
    uint32_t c = tyc_recover_scan(r->buf, len, e->tok.beg, '(', ')', &found);
    if (!found) { /* (hcl's closer is the end of the file: the call's range ends there) */
        tyc_blank(r->buf, e->tok.beg, len);
        r->buf[len - 1] = ')';
        return 1;
    }
    tyc_blank(r->buf, e->tok.beg, c - 1);
    return 1;
}

/* Where the object item's key before its `=` or `:` at offset eq of t starts: a name or a
** quoted string on that line; UINT32_MAX when it is something else. */
static uint32_t key_start(const char *t, uint32_t eq)
{
    uint32_t i = eq, k;
    while (i > 0 && (t[i - 1] == ' ' || t[i - 1] == '\t'))
        i--;
    if (i > 0 && t[i - 1] == '"') {
        for (i--; i > 0 && t[i - 1] != '"'; i--)
            if (t[i - 1] == '\n')
                return UINT32_MAX;
        return i > 0 ? i - 1 : UINT32_MAX;
    }
    for (k = i; i > 0 && (isalnum((unsigned char)t[i - 1]) || t[i - 1] == '_' ||
                          t[i - 1] == '-' || (unsigned char)t[i - 1] >= 0x80);)
        i--;
    return i < k ? i : UINT32_MAX;
}

/* An object item's value failing at a dot where it starts (the file's first error): hcl's
** placeholder, whose traversal fails at a dot without its name, is an ExprSyntaxError, which
** the object keeps as the item's value (parseObjectCons) before it recovers to its `}`; the
** traversal after the object is read. */
static int object_synerr_value(rround *r)
{
    const tyc_parse_err *e = &r->hf->err;
    uint32_t len = r->src->len, b, x;
    int failed, found;
    if (r->rec || !e->code || e->frame.kind != TYC_FR_BRACE || e->tok.beg >= len ||
        (e->prev != TK_EQ && e->prev != TK_COLON) || r->buf[e->tok.beg] != '.' ||
        !tyc_parse_steps_fail(r->buf, len, e->tok.beg, 0, &b, &x))
        return 0; /* (newlines are tokens in an object) */
    uint32_t d = tyc_parse_steps(r->buf, len, e->tok.beg, 0, 0, &failed), s = d + 1, c;
    if (r->buf[b] == '[') { /* (an index after the dot takes any token for its `]`) */
        uint32_t s2 = tyc_parse_steps(r->buf, len, b, 0, 1, &failed);
        s = failed || s2 <= b ? s : s2;
    }
    c = tyc_recover_scan(r->buf, len, s, '{', '}', &found);
    if (!found)
        return 0;
    /* (an index after the failed dot goes on over the ExprSyntaxError: the value is no
    ** longer one, and the object drops the item, from its key) */
    uint32_t from = r->buf[b] == '[' ? key_start(r->buf, e->prevtok.beg) : e->tok.beg;
    if (from == UINT32_MAX)
        return 0;
    uint32_t ph;
    int out = tyc_recover_synerr_outer(r->a, r->src, r->buf, e->tok.beg, c, r->hf->rhs_op, &ph);
    if (out == -2) /* (a call around reading to the end: the item is kept as read) */
        return 0;
    if (ph != UINT32_MAX) /* (a for around: hcl's placeholder) */
        force_at(r->fc, ph);
    /* (the newlines of the items dropped go too: the placeholder put back ends the item) */
    memset(r->buf + from, ' ', c - 1 - from);
    if (out <= 0 && from == e->tok.beg) /* (kept by the brackets around) */
        force_at(r->fc, (c - 1) | TYC_FORCE_EXACT), synerr_at(r->fc, c - 1, d, b, x, 0);
    return 1;
}

/* Nested constructs that are the whole value recover to their closers; the traversal after
** the outermost is read. */
static int nested_traversed(rround *r)
{
    const tyc_parse_err *e = &r->hf->err;
    if (r->rec || !e->code || !(r->hf->nested || r->hf->attr))
        return 0;
    return tyc_recover_traversed(r->a, r->src, r->buf, e->tok.beg, r->hf->tok_op,
                                 tyc_parse_wants_operand(e->prev, e) ||
                                     cond_start(r->buf, e->frame.end, e->tok.beg, 0) < e->tok.beg);
}

/* Where the current item of the object whose `{` is at offset o of t starts, for a point p
** in it: after the last comma or newline between them outside brackets and strings. */
static uint32_t item_start(const char *t, uint32_t o, uint32_t p)
{
    uint32_t at = o + 1, depth = 0;
    for (uint32_t i = o + 1; i < p; i++) {
        char c = t[i];
        if (c == '"') {
            for (i++; i < p && t[i] != '"' && t[i] != '\n'; i++)
                i += t[i] == '\\';
        } else if (c == '(' || c == '[' || c == '{') {
            depth++;
        } else if ((c == ')' || c == ']' || c == '}') && depth) {
            depth--;
        } else if ((c == ',' || c == '\n') && !depth) {
            at = i + 1;
        }
    }
    while (at < p && (t[at] == ' ' || t[at] == '\t' || t[at] == '\n'))
        at++;
    return at;
}

/* The construct recovers to its closer, and the traversal after it is read (the closer itself
** failed: read again in recovery, with the placeholder; a conditional failing there gave up
** to its condition). */
static int construct_traversed(rround *r)
{
    const tyc_parse_err *e = &r->hf->err;
    uint32_t len = r->src->len, skip = traversed_construct(e, r->buf, len);
    if (skip <= e->tok.beg + r->rec)
        return 0;
    const tyc_frame *f = &e->frame;
    if (f->sub == TYC_FS_FOR &&
        !(f->fcol && f->vgot && e->prev != TK_IF && tyc_parse_ends_operand(e, r->buf))) {
        /* (a for failing in its parts is hcl's placeholder, no checks of its own; put at
        ** its closer, after the diagnostics inside it, which no traversal keeps) */
        memset(r->buf + f->beg, ' ', skip - f->beg);
        force_at(r->fc, skip - 1);
        if (!r->rec)
            give_up_after(r->buf, len, skip);
        return 1;
    }
    uint32_t from = cond_start(r->buf, e->frame.end, e->tok.beg, 0), q = e->prevtok.beg, b, x;
    int failed, tuple = e->frame.kind == TYC_FR_BRACK && e->frame.sub == TYC_FS_NONE;
    while (q > 0 && (r->buf[q - 1] == ' ' || r->buf[q - 1] == '\t' || r->buf[q - 1] == '\n'))
        q--;
    if (e->prev == TK_DOT && (tuple || e->frame.kind == TYC_FR_BRACE))
        /* (its operand, an ExprSyntaxError: the tuple's item, the object's item's value) */
        synerr_at(r->fc, q, e->prevtok.beg, e->tok.beg, e->tok.end, tuple);
    if (e->prev == TK_DOT && e->prevtok.beg < from)
        from = e->prevtok.beg; /* (a dot without its name: reported once, with it) */
    uint32_t op = r->hf->tok_op; /* (an operation in it gives up to its left operand; */
    if (op > e->frame.beg && op < from) /* an object drops the item) */
        from = e->frame.kind == TYC_FR_BRACE ? item_start(r->buf, e->frame.beg, op) : op;
    int at_item = tyc_parse_at_item(e, r->buf), sx = tyc_parse_steps_fail(r->buf, len,
                                                                         e->tok.beg, 1, &b, &x);
    if (at_item && sx) /* (hcl's placeholder's traversal failed at a dot: the item) */
        synerr_at(r->fc, skip - 1, tyc_parse_steps(r->buf, len, e->tok.beg, 1, 0, &failed), b,
                  x, 1);
    tyc_blank(r->buf, from, skip - 1);
    if (!r->rec) /* (the first error: the operators around give up after it) */
        give_up_after(r->buf, len, skip);
    if (at_item) /* a tuple keeps hcl's placeholder item */
        force_at(r->fc, (skip - 1) | TYC_FORCE_EXACT);
    return 1;
}

/* A group inside brackets takes the wrong token as its closer (its operand, in recovery, hcl's
** placeholder), and the brackets around recover after it (the operation or conditional over
** it giving up). */
static int group_in_brackets(rround *r)
{
    const tyc_parse_err *e = &r->hf->err;
    int op_ended = tyc_parse_ends_operand(e, r->buf);
    uint32_t gph;
    if (!e->code || e->frame.kind != TYC_FR_PAREN || e->frame.sub == TYC_FS_CALL ||
        e->tok.end <= e->tok.beg || !lone_token(e->code) || e->parent == TYC_FR_BODY ||
        e->parent == TYC_FR_ROOT_BODY ||
        !(op_ended || (r->rec && tyc_parse_wants_operand(e->prev, e))) ||
        !tyc_recover_group_taken(r->a, r->src, r->buf, e->tok.beg, e->tok.end, &gph,
                                 r->hf->cond_q < r->hf->rhs_op ? r->hf->cond_q
                                                               : r->hf->rhs_op))
        return 0;
    if (!op_ended && gph == UINT32_MAX)
        force_at(r->fc, e->tok.beg | TYC_FORCE_EXACT);
    if (gph != UINT32_MAX) /* (a for around: a placeholder) */
        force_at(r->fc, gph);
    return 1;
}

/* In recovery, a group that is an operator's right operand takes a block's `}` for its closer
** ("Unbalanced parentheses" is unguarded): the operators give up to the left operand of the
** loosest one over it, the rest of the line is skipped, and the block stays open. */
static int group_takes_brace(rround *r)
{
    const tyc_parse_err *e = &r->hf->err;
    uint32_t kept;
    if (!r->rec || e->code != TK_RBRACE || e->frame.kind != TYC_FR_PAREN ||
        e->frame.sub == TYC_FS_CALL ||
        (e->parent != TYC_FR_BODY && e->parent != TYC_FR_ROOT_BODY) ||
        whole_value(r->buf, e->frame.beg) ||
        (kept = r->hf->rhs_op) >= e->frame.beg) /* (the loosest operator over it) */
        return 0;
    int failed; /* (the group's traversal is the right operand's: it goes with it) */
    uint32_t se = tyc_parse_steps(r->buf, r->src->len, e->tok.end, 0, 1, &failed);
    tyc_blank(r->buf, kept, failed ? e->tok.end : se);
    give_up_after(r->buf, r->src->len, failed ? e->tok.end : se);
    if (tyc_parse_operator_before(r->buf, kept)) /* (`- *`: the left operand is a unary */
        force_at(r->fc, kept);                   /* operator's, hcl's placeholder there) */
    return 1;
}

/* hcl's group (an index, in recovery) takes the wrong token as its closer, and the parse goes
** on. */
static int closer_taken(rround *r)
{
    const tyc_parse_err *e = &r->hf->err;
    uint32_t len = r->src->len;
    int closer = group_closer(e, r->buf, len)                             ? ')'
                 : r->rec && index_closer(e, r->buf, len) ? ']'
                                                                : 0;
    if (!closer)
        return 0;
    tyc_blank(r->buf, e->tok.beg, e->tok.end - 1); /* (the token taken ends the bracket: */
    r->buf[e->tok.end - 1] = (char)closer;          /* its closer is its last byte) */
    uint32_t ix = e->tok.end; /* (an index after it whose key lacks its colon: reported) */
    while (ix < len && (r->buf[ix] == ' ' || r->buf[ix] == '\t'))
        ix++;
    if (closer == ')' && tyc_recover_colonless_index(r->src, r->buf, ix, r->d) < 0)
        return -1;
    if (closer == ')') /* (its error stands: the operators after its traversal give up) */
        give_up_after(r->buf, len, e->tok.beg + 1);
    return 1;
}

/* In recovery, a for expression failing before its colon (its names, `in` or collection) is
** hcl's silent placeholder: the for recovers to its closer, and the parse goes on after it
** (its traversal, the operators around). */
static int for_head_silent(rround *r)
{
    const tyc_parse_err *e = &r->hf->err;
    const tyc_frame *f = &e->frame;
    uint32_t len = r->src->len;
    if (!r->rec || !e->code || f->sub != TYC_FS_FOR || f->fcol || f->beg >= e->tok.beg ||
        (f->kind != TYC_FR_BRACK && f->kind != TYC_FR_BRACE_FOR))
        return 0;
    int found;
    char o = f->kind == TYC_FR_BRACK ? '[' : '{';
    uint32_t c = tyc_recover_scan(r->buf, len, e->tok.beg, o, o == '[' ? ']' : '}', &found);
    if (!found || !tyc_inked(r->buf, c, len))
        return 0; /* (a placeholder needs a token after it to stand before) */
    memset(r->buf + f->beg, ' ', c - f->beg); /* (its newlines too: they would end the
                                               ** argument) */
    force_at(r->fc, f->beg);
    return 1;
}

/* An attribute-only splat's dot without its name ("Invalid attribute name", silent in
** recovery): hcl leaves the splat unbuilt and its traversal goes on from the token after that
** dot, as the operand's own (the splat, from its `.*` to that dot, is dropped). (In the first
** error a dot after it is tyc_recover_nested_attr's ExprSyntaxError; an index here.) */
static int splat_dot_silent(rround *r)
{
    const tyc_parse_err *e = &r->hf->err;
    uint32_t d = e->prevtok.beg, s;
    if (!e->code || (!r->rec && e->code != TK_LBRACK) || e->prev != TK_DOT ||
        d >= r->src->len || r->buf[d] != '.' ||
        (s = tyc_parse_attr_splat(r->buf, d)) == UINT32_MAX)
        return 0;
    while (s > 0 && r->buf[s] != '.') /* (the splat's own dot, before its star) */
        s--;
    tyc_blank(r->buf, s, d + 1);
    if (tyc_parse_operator_before(r->buf, s))
        force_at(r->fc, s); /* (the splat's operand was hcl's placeholder, at that dot) */
    uint32_t p = d + 1, len = r->src->len;
    while (p < len && (r->buf[p] == ' ' || r->buf[p] == '\t'))
        p++;
    if (!r->rec && e->frame.kind == TYC_FR_PAREN && e->frame.sub != TYC_FS_CALL) {
        /* (in a group, the file's first error: the dot's error makes its expression fail
        ** after the traversal read on, and the group recovers silently to its `)`, or reads
        ** to the end of the file, its expression then) */
        int failed, found;
        uint32_t se = tyc_parse_steps(r->buf, len, p, 1, 1, &failed);
        uint32_t c = failed ? 0 : tyc_recover_scan(r->buf, len, se, '(', ')', &found);
        if (c && found)
            tyc_blank(r->buf, se, c - 1);
        else if (c)
            tyc_blank(r->buf, se, len), r->buf[e->frame.beg] = ' ';
    }
    if (p < len && r->buf[p] == '(')
        force_at(r->fc, p | TYC_FORCE_EXACT); /* (the traversal ended: hcl's parser stands
                                              ** at that `(`, no call of the operand; a
                                              ** silent placeholder before it fails there) */
    return 1;
}

/* hcl reads on past a constructor's closer after its silent failure (a tuple's item that
** failed there is hcl's placeholder, before its closer). */
static int silent_constructor(rround *r)
{
    const tyc_parse_err *e = &r->hf->err;
    if (!r->hf->silent || !e->code)
        return 0;
    uint32_t len = r->src->len, ph = r->hf->ph ? e->tok.beg : UINT32_MAX;
    if (!tyc_recover_silent(r->a, r->src, r->buf, e->tok.beg))
        return 0;
    uint32_t c = ph;
    while (ph != UINT32_MAX && c < len && r->buf[c] != ']')
        c++;
    if (ph != UINT32_MAX && c < len)
        force_at(r->fc, c | TYC_FORCE_EXACT);
    return 1;
}

/* The repairs, tried in turn after each failed read. */
static int (*const repairs[])(rround *) = {for_key_dot, index_key_fails, index_close_wrong,
                                           for_value_silent,  for_extra_silent,
                                           call_expand_silent, object_synerr_value,
                                           nested_traversed,
                                           construct_traversed, group_in_brackets,
                                           group_takes_brace, closer_taken,
                                           silent_constructor, for_head_silent,
                                           splat_dot_silent};

/* No repair applied: the item is kept (as much of it as hcl keeps) and skipped to its end
** `to`, and the next read starts after it. 0, or -1 on OOM or when nothing can be kept. */
static int keep_item(rround *r, uint32_t from, uint32_t to, const rclosers *cls, tyc_vec *kept)
{
    hdrfail *hf = r->hf;
    if (hf->nested) {
        tyc_node *k = NULL;
        uint32_t at = hf->err.code ? hf->err.tok.beg : r->src->len;
        int q = tyc_recover_nested_attr(r->a, r->src, r->buf, from, at, r->rec, hf->eof_quiet,
                                        r->fc->at, r->fc->n, &k, r->d);
        if (q < 0 || (k && tyc_vec_push(r->a, kept, k) < 0))
            return -1;
        uint32_t z = from; /* (the blanked item) */
        while (q && z < r->src->len && !tyc_inked(r->buf, z, z + 1))
            z++;
        unforce(r->fc, from, z);
        return q ? 0 : -1; /* (not in an argument of a block: nothing kept, as before) */
    }
    if (hf->block || hf->attr) {
        tyc_node *k = hf->block ? header_block(r->a, r->buf, &hf->err)
                                : kept_attr(r->a, r->buf, &hf->err, to);
        if (!k || tyc_vec_push(r->a, kept, k) < 0)
            return -1;
        uint32_t b, e; /* (each construct that recovered reads its traversal on) */
        if (hf->attr && hf->err.code &&
            tyc_recover_index_dots(r->src, r->buf, hf->err.tok.beg, hf->err.frame.kind, r->d) < 0)
            return -1;
        for (uint32_t j = 0; hf->attr && j < cls->n; j++)
            if (tyc_recover_failed_dot(r->src, r->buf, cls->end[j], cls->nl[j], r->d, &b, &e) <
                0)
                return -1;
        if (hf->attr && r->rec && hf->err.code && to >= r->src->len &&
            tyc_recover_root_eof_cond(r->a, r->src, r->buf, from, hf->err.tok.beg, r->d) < 0)
            return -1;
    }
    tyc_blank(r->buf, from, to);
    unforce(r->fc, from, to);
    return 0;
}

tyc_node *tyc_parse_body_recover(tyc_arena *a, const tyc_source *src, tyc_diags *d, int *status)
{
    hdrfail hf = {0};
    forced fc = {{0}, 0, {{0}}, 0};
    int st;
    uint32_t e0 = d->nerrors;
    const tyc_diag *since = d->tail, *since0 = since;
    tyc_node *root =
        tyc_parse_run_text(a, src, d, &st, TYC_FR_ROOT_BODY, 0, 0, NULL, 0, NULL, 0, &hf);
    if (!root)
        root = hf.soft_root;
    if (root || !hf.hit) {
        *status = st;
        if (root && (tyc_parse_body_dups(a, src, root, d) < 0 ||
                     tyc_synerr_prior(a, src, NULL, root, d, since0) < 0))
            return NULL;
        if (root && d->nerrors > e0 && st == TYCON_OK)
            *status = TYCON_ERR_SYNTAX;
        return root;
    }
    char *buf = hf.text ? hf.text : tyc_strndup(a, src->text ? src->text : "", src->len);
    if (hf.text)
        keep_cond_ph(&fc, &hf, buf);
    tyc_vec kept = {0};
    uint64_t work = 0;
    int whole = 0; /* the last read went through without a further item error */
    for (uint32_t round = 0; buf && hf.hit && round < 100000; round++) {
        uint32_t from = hf.from;
        rclosers cls = {{0}, {0}, 0};
        int oom = 0;
        uint32_t to = !hf.err.code ? src->len
                      : hf.one_line || (hf.whole_body && hf.err.prev == TK_LBRACE &&
                                        hf.err.frame.kind == TYC_FR_BODY)
                          ? one_line_end(src, buf, hf.err.tok.beg, d, &oom)
                          : UINT32_MAX;
        if (oom)
            return NULL;
        if (to == UINT32_MAX)
            to = hf.whole_body ? body_end(buf, src->len, hf.err.tok.beg,
                                          hf.err.frame.kind == TYC_FR_ROOT_BODY)
                               : item_end(buf, src->len, from,
                                          past_heredoc(buf, src->len, from, hf.err.tok.beg),
                                          round > 0 || hf.rec, &cls);
        work += hf.err.code ? hf.err.tok.beg : src->len;
        if (work > TYC_RECOVER_BUDGET(src->len)) {
            *status = st; /* hostile input: the parse ends there (docs/conformance.md) */
            return NULL;
        }
        rround r = {a, src, d, buf, &hf, &fc, round > 0 || hf.rec, &since};
        int done = 0;
        for (size_t k = 0; !done && k < sizeof repairs / sizeof *repairs; k++)
            if ((done = repairs[k](&r)) < 0)
                return NULL;
        if (!done && keep_item(&r, from, to, &cls, &kept) < 0) {
            *status = a->ctx->oom ? TYCON_ERR_NOMEM : st;
            return NULL;
        }
        if ((whole = read_again(a, src, d, since, buf, &hf, &fc)) < 0)
            return NULL;
    }
    *status = st;
    if (!whole)
        return NULL;
    /* the tree of the last read, built again where it stays (the reads used scratch arenas) */
    tyc_diags quiet;
    int st2;
    tyc_diags_init(&quiet, a);
    memset(&hf, 0, sizeof hf);
    if (!(root = tyc_parse_run_text(a, src, &quiet, &st2, TYC_FR_ROOT_BODY, 0, 0, buf, 1, fc.at,
                                    fc.n, &hf)))
        root = hf.soft_root;
    if (!root)
        return NULL;
    for (uint32_t i = 0; i < kept.n; i++)
        if (insert(a, root, kept.v[i]) < 0)
            return NULL;
    for (uint32_t i = 0; i < fc.nsyn; i++)
        if (tyc_synerr_item(a, src, root, fc.syn[i][0], fc.syn[i][1], fc.syn[i][2], fc.syn[i][3],
                            (int)fc.syn[i][4]) < 0)
            return NULL;
    if (tyc_parse_body_dups(a, src, root, d) < 0 ||
        tyc_synerr_prior(a, src, buf, root, d, since0) < 0)
        return NULL;
    return root;
}
