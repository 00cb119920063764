/* SPDX-License-Identifier: Apache-2.0 */
/*
** parse_recover.c: hcl's recovery from an error inside the value of an argument of a block
** (tyc_parse_body_recover in parse_body_recover.c drives it). hclsyntax keeps such an
** argument with the part of its expression read before the error (each bracket open there is closed by the
** recovery of its own parser, at its closer or at the end of the file), skips to the end of
** the item, and reads the rest of the body on; when that skip ran to the end of the file, the
** blocks around it end there too, without a further diagnostic (parser.recovery is set).
*/
#include <stdio.h>
#include <ctype.h>
#include <string.h>

#include "interp/syntax/parse.h"

#include "interp/syntax/parse_int.h"
#include "interp/syntax/parse_diag.h"
#include "runtime/value/value.h"
#include "parser.h"

/* The closer of a frame opened inside an expression, or 0 when none closes it on one line. */
static char closer(int kind)
{
    switch (kind) {
    case TYC_FR_PAREN: return ')';
    case TYC_FR_BRACK: return ']';
    case TYC_FR_BRACE: case TYC_FR_BRACE_FOR: case TYC_FR_INTERP: return '}';
    case TYC_FR_QUOTE: return '"';
    default: return 0;
    }
}

void tyc_blank(char *t, uint32_t b, uint32_t e)
{
    for (uint32_t i = b; i < e; i++)
        if (t[i] != '\n')
            t[i] = ' ';
}

int tyc_inked(const char *t, uint32_t b, uint32_t e)
{
    for (; b < e; b++)
        if (t[b] != ' ' && t[b] != '\t' && t[b] != '\n' && t[b] != '\r')
            return 1;
    return 0;
}

enum { CAP = 256 }; /* frames followed (deeper: not recovered) */

/* The frames open at a point of the text, as the parse driver sees them. */
typedef struct fstack {
    uint8_t kind[CAP], eq[CAP];
    uint32_t ibeg[CAP]; /* BRACE: where the object's current item starts */
    uint32_t obeg[CAP]; /* where the frame's opening bracket stands */
    uint32_t fend[CAP]; /* after item_to: where a recovering frame's construct ends (0: not
                        ** known), and 1 in fzero where hcl has no closing token for a call */
    uint8_t fzero[CAP];
    uint32_t qpend[CAP]; /* conditionals waiting for their colon, per frame (while lexing) */
    uint32_t n;
    uint32_t stop;      /* where the reading stopped: the point asked, or a string's newline */
} fstack;

/* What the parse driver adds to the lexer's frames (track_frames there): a `{` in a body
** before any `=` of its item opens a block body, and `=`/`:` mark the item's value; an
** object's items start after its brace, a comma or a newline. */
static void follow(tyc_lexer *lx, int code, tyc_tok t, fstack *fs)
{
    tyc_frame *top = tyc_lex_top(lx);
    uint32_t i = lx->nfr - 1;
    if (code == TK_LBRACE && lx->nfr > 1) {
        const tyc_frame *parent = &lx->fr[lx->nfr - 2];
        if ((parent->kind == TYC_FR_ROOT_BODY || parent->kind == TYC_FR_BODY) &&
            !parent->item_eq)
            top->kind = TYC_FR_BODY;
        if (i < CAP)
            fs->ibeg[i] = t.end;
    } else if (code == TK_QUESTION) {
        if (i < CAP)
            fs->qpend[i]++;
    } else if (code == TK_COLON && i < CAP && fs->qpend[i]) {
        fs->qpend[i]--; /* a conditional's colon: no key/value separator */
    } else if (code == TK_EQ || code == TK_COLON) {
        top->item_eq = 1;
    } else if (code == TK_COMMA && top->kind == TYC_FR_BRACE) {
        top->item_eq = 0;
        if (i < CAP)
            fs->ibeg[i] = t.end, fs->qpend[i] = 0;
    } else if (code == TYC_LX_NL && (top->kind == TYC_FR_ROOT_BODY ||
                                     top->kind == TYC_FR_BODY || top->kind == TYC_FR_BRACE)) {
        top->item_eq = 0;
        if (i < CAP)
            fs->qpend[i] = 0;
        if (i < CAP && top->kind == TYC_FR_BRACE)
            fs->ibeg[i] = t.end;
    }
}

/* The frames open at offset `at` of text (read up to there) into *fs (n 0 when unknown or
** on OOM). Returns where the first quoted string split over lines has its newline (at when
** none). */
static uint32_t lex_frames(tyc_arena *a, const tyc_source *src, char *text, uint32_t at,
                           fstack *fs)
{
    tyc_source cut = *src;
    tyc_diags errs;
    tyc_lexer lx;
    uint32_t split = at;
    fs->n = 0;
    fs->qpend[0] = 0;
    tyc_arena *sa = tyc_arena_new(a->ctx); /* the lexer's leaves and frames: dropped after */
    if (!sa)
        return at;
    char saved = text[at];
    text[at] = 0; /* the lexer reads up to a NUL at the end */
    cut.text = text, cut.len = at;
    tyc_diags_init(&errs, sa);
    if (tyc_lex_init(&lx, sa, &cut, &errs, text, TYC_FR_ROOT_BODY) == 0) {
        lx.quiet = 1;
        int code;
        do {
            tyc_tok tok = {0, 0, NULL};
            uint32_t was = lx.nfr;
            code = tyc_lex_next(&lx, &tok);
            if (lx.nfr > was && lx.nfr - 1 < CAP)
                fs->obeg[lx.nfr - 1] = tok.beg, fs->qpend[lx.nfr - 1] = 0;
            if (code != TYC_LX_EOF && code != TYC_LX_ERROR)
                follow(&lx, code, tok, fs);
        } while (code != TYC_LX_EOF && code != TYC_LX_ERROR);
        for (const tyc_diag *g = errs.head; g && split == at; g = g->next)
            if (!strcmp(g->summary, "Invalid multi-line string"))
                split = g->subject.beg;
        fs->n = code == TYC_LX_EOF && lx.nfr < CAP ? lx.nfr : 0;
        for (uint32_t i = 0; i < fs->n; i++)
            fs->kind[i] = lx.fr[i].kind, fs->eq[i] = lx.fr[i].item_eq;
    }
    text[at] = saved;
    tyc_arena_free(sa);
    return split;
}

/* The frames open at offset `at` of text into *fs, as the parser meets them: a quoted string
** split over lines before `at` stops it at that newline (hcl's template parser fails there;
** fs->stop). */
static void frames_at(tyc_arena *a, const tyc_source *src, char *text, uint32_t at, fstack *fs)
{
    uint32_t split = lex_frames(a, src, text, at, fs);
    fs->stop = at;
    if (split < at) {
        lex_frames(a, src, text, split, fs);
        fs->stop = split;
    }
}

/* The end of a string or comment starting at t[i] (the index after it, a comment's newline
** excluded), or i when none starts there. */
static uint32_t skip_lexeme(const char *t, uint32_t n, uint32_t i)
{
    if (t[i] == '"') {
        for (i++; i < n && t[i] != '"' && t[i] != '\n'; i++)
            if (t[i] == '\\' && i + 1 < n)
                i++;
        return i < n && t[i] == '"' ? i + 1 : i;
    }
    if (t[i] == '#' || (t[i] == '/' && i + 1 < n && t[i + 1] == '/')) {
        while (i < n && t[i] != '\n')
            i++;
        return i;
    }
    if (t[i] == '/' && i + 1 < n && t[i + 1] == '*') {
        for (i += 2; i + 1 < n && !(t[i] == '*' && t[i + 1] == '/'); i++)
            ;
        return i + 2 < n ? i + 2 : n;
    }
    return i;
}

static int name_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c == '-' || (unsigned char)c >= 0x80;
}

/* The end of the token at t[at] (a name or number, a string, `...`, a two-character operator,
** or one character). */
static uint32_t token_end(const char *t, uint32_t n, uint32_t at)
{
    if (at >= n)
        return n;
    uint32_t e = skip_lexeme(t, n, at);
    if (e != at)
        return e;
    if (name_char(t[at])) {
        int num = t[at] >= '0' && t[at] <= '9';
        while (e < n && (name_char(t[e]) || (num && t[e] == '.')))
            e++;
        return e;
    }
    if (at + 2 < n && t[at] == '.' && t[at + 1] == '.' && t[at + 2] == '.')
        return at + 3;
    static const char two[][3] = {"=>", "==", "!=", "<=", ">=", "&&", "||", "::", "${", "%{"};
    for (size_t k = 0; k < sizeof two / sizeof *two; k++)
        if (at + 1 < n && t[at] == two[k][0] && t[at + 1] == two[k][1])
            return at + 2;
    return at + 1;
}

/* hcl's parser.recover from t[i] for the bracket pair open/close, over tokens (strings and
** comments skipped) and counting only that pair: the index just after the closer, *found set,
** or n (*found clear) when the text ends first. */
uint32_t tyc_recover_scan(const char *t, uint32_t n, uint32_t i, char open, char close,
                          int *found)
{
    *found = 0;
    for (uint32_t nest = 0;; i++) {
        uint32_t j;
        while (i < n && (j = skip_lexeme(t, n, i)) != i)
            i = j;
        if (i >= n)
            return n;
        if (t[i] == open)
            nest++;
        else if (t[i] == close && nest-- == 0)
            return *found = 1, i + 1;
    }
}

/* tyc_recover_scan for a bracket of frame kind k. */
static uint32_t recover_to(const char *t, uint32_t n, uint32_t i, int k)
{
    char o = k == TYC_FR_PAREN ? '(' : k == TYC_FR_BRACK ? '[' : '{';
    int found;
    return tyc_recover_scan(t, n, i, o, o == '(' ? ')' : o == '[' ? ']' : '}', &found);
}

/* The end of the name or number at offset i of t (i: none). */
static uint32_t word_end(const char *t, uint32_t n, uint32_t i)
{
    while (i < n && name_char(t[i]))
        i++;
    return i;
}

/* The first offset from i of t that is no blank (newlines too: in brackets). */
static uint32_t skip_blanks(const char *t, uint32_t n, uint32_t i)
{
    while (i < n && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r'))
        i++;
    return i;
}

/* When the index at t[i] has a key that fails at a dot without its name (hcl's placeholder
** or a name or number, its steps ending so), that dot's offset (in recovery the index
** recovers to its `]`); else UINT32_MAX. */
static uint32_t key_dot(const char *t, uint32_t n, uint32_t i)
{
    int failed;
    uint32_t kb = i < n && t[i] == '[' ? skip_blanks(t, n, i + 1) : n;
    if (kb >= n || (t[kb] != '.' && !name_char(t[kb])))
        return UINT32_MAX;
    uint32_t d = tyc_parse_steps(t, n, word_end(t, n, kb), 1, 1, &failed);
    return failed && d < n && t[d] == '.' ? d : UINT32_MAX;
}

int tyc_recover_group_key(const char *t, uint32_t n, uint32_t i, uint32_t *tb, uint32_t *te)
{
    uint32_t kb = i < n && t[i] == '[' ? skip_blanks(t, n, i + 1) : n;
    if (kb >= n || t[kb] != '(')
        return 0;
    uint32_t c = skip_blanks(t, n, kb + 1);
    if (c < n && t[c] == '"') {
        c = skip_lexeme(t, n, c);
        if (t[c - 1] != '"')
            return 0;
    } else {
        c = word_end(t, n, c);
    }
    c = skip_blanks(t, n, c);
    if (c >= n || t[c] == ')')
        return 0;
    *tb = c, *te = token_end(t, n, c);
    return 1;
}

static int reported(const tyc_diags *d, const tyc_source *src, const char *summary, uint32_t b,
                    uint32_t e);

/* Adds the "Unbalanced parentheses" of tyc_recover_group_key for the index at buf[i] to d
** (once). 0, or -1 on OOM. */
static int group_key_diag(const tyc_source *src, const char *buf, uint32_t i, tyc_diags *d)
{
    uint32_t tb, te, kb = skip_blanks(buf, src->len, i + 1);
    if (!d || !tyc_recover_group_key(buf, src->len, i, &tb, &te) ||
        reported(d, src, "Unbalanced parentheses", tb, te))
        return 0;
    tyc_diag *g = tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, src, tb, te,
                               "Unbalanced parentheses",
                               "Expected a closing parenthesis to terminate the expression.");
    if (g)
        g->context = (tyc_range){src, kb, te, 0};
    return g ? 0 : -1;
}

/* 1 for the frames whose parser, after an error inside, recovers to its own closer:
** parentheses (calls and groups), tuples and indexes, objects and `for` braces. */
static int recovers(int k)
{
    return k == TYC_FR_PAREN || k == TYC_FR_BRACK || k == TYC_FR_BRACE || k == TYC_FR_BRACE_FOR;
}

/* Where hcl's recovery from an error at `at` ends the item: the parser of the innermost open
** bracket (fs->kind[n - 1], above the body bi - 1) skips to its own closer, counting only its
** own kind (recover), or to the end (*cend: just after that closer); each bracket around it
** whose parser recovers does the same in turn from there (parser.recovery is then set), the
** others close as read, and the body's recoverAfterBodyItem skips on to a newline outside
** brackets. A quoted string split over lines is read on to the file's end (hcl's scanner
** stays in the string; its template ends at the next quote: *cend). eof_quiet: a conditional
** failed there, its brackets to the end of the file: each call around has no closing token. */
static uint32_t item_to(const char *t, uint32_t n, uint32_t at, fstack *fs, uint32_t bi,
                        int silent, int recovery, int eof_quiet, uint32_t *cend)
{
    uint32_t i = at, depth = 0, nfr = fs->n;
    memset(fs->fend, 0, sizeof fs->fend);
    memset(fs->fzero, 0, sizeof fs->fzero);
    *cend = at; /* no bracket open: a failed operand's placeholder ends after `at` */
    if (nfr > bi) {
        int k = fs->kind[nfr - 1];
        *cend = n;
        if (k == TYC_FR_QUOTE) {
            const char *q = memchr(t + at, '"', n - at);
            *cend = q ? (uint32_t)(q - t) + 1 : n;
        }
        if (k == TYC_FR_QUOTE || k == TYC_FR_HEREDOC)
            return n;
        /* a call keeps no closing token when the error was inside an argument (not at the
        ** separator after a complete one) and its recovery met the end of the file */
        uint32_t p = at;
        while (p > 0 && (t[p - 1] == ' ' || t[p - 1] == '\t' || t[p - 1] == '\n'))
            p--;
        int in_arg = p > 0 && strchr("(,+-*/%<>=!&|?:.", t[p - 1]) != NULL &&
                     !(p > 1 && t[p - 1] == '.' && t[p - 2] == '.') && /* (a dot's, not `...`) */
                     !tyc_parse_splat_star_before(t, 0, p); /* (a splat's star ends an operand) */
        uint32_t f = nfr - 1, o = fs->obeg[f];
        while (o > 0 && (t[o - 1] == ' ' || t[o - 1] == '\t'))
            o--;
        /* a group's complete expression before a wrong token: hcl's "Unbalanced
        ** parentheses" takes that token as the closer, and the parse goes on as read */
        /* (in recovery an operand missing there is hcl's silent placeholder: the group is
        ** complete but for a dot without its name, or a conditional without its colon) */
        int group = k == TYC_FR_PAREN && !tyc_parse_ident_before(t, o) &&
                    (!in_arg || (recovery && t[p - 1] != '.' && t[p - 1] != '?'));
        /* (a call reads the token after a complete argument as its separator, then
        ** recovers from after it; after `...` it recovers from that token) */
        int call = k == TYC_FR_PAREN && !group && tyc_parse_ident_before(t, o) &&
                   !(p > 2 && !memcmp(t + p - 3, "...", 3));
        uint32_t db = at, de; /* (a failed dot, a placeholder's or one before `at`: hcl's
                              ** traversal goes on after it, in recovery its indexes taking
                              ** any token after their key for `]`) */
        if (!group && !call &&
            (tyc_parse_steps_fail(t, n, at, k != TYC_FR_BRACE, &db, &de) ||
             (p > 1 && t[p - 1] == '.' && t[p - 2] != '.')) &&
            db < n && t[db] == '[') {
            int bad;
            uint32_t s = tyc_parse_steps(t, n, db, k != TYC_FR_BRACE, 1, &bad);
            i = bad ? i : s;
        }
        i = group ? token_end(t, n, at)
                  : recover_to(t, n, call && !in_arg ? token_end(t, n, at) : i, k);
        /* (a group that took a token reads its traversal on after it) */
        fs->fend[f] = i, fs->fzero[f] = (uint8_t)(!group && i >= n &&
                                                  ((in_arg && (!recovery || t[p - 1] == '.')) ||
                                                   eof_quiet));
        *cend = i;
        /* (the brackets around then recover, the group's error being theirs too) */
        while (f > bi && recovers(fs->kind[f - 1]) && recovers(k)) {
            int failed; /* (the steps after the closer are read first: in recovery an index
                        ** there takes any token for its `]`) */
            uint32_t s = i < n ? tyc_parse_steps(t, n, i, fs->kind[f - 1] != TYC_FR_BRACE, 1,
                                                 &failed)
                               : n;
            i = i < n && !failed ? s : i;
            uint32_t j = i < n ? recover_to(t, n, i, fs->kind[f - 1]) : n;
            f--;
            /* (silent: the first call out reads the end of the file as its closing token,
            ** after its error the calls further out recover without one) */
            fs->fend[f] = j, fs->fzero[f] = (uint8_t)(j >= n && !silent);
            if (silent && fs->kind[f] == TYC_FR_PAREN)
                silent = 0;
            i = j;
        }
        if (i >= n)
            return n;
        depth = f - bi;
        if (!depth) { /* (the argument's construct reads its traversal on, then gives up) */
            int failed;
            i = tyc_parse_steps(t, n, i, 0, 1, &failed);
        }
    }
    uint32_t d = i;
    while (d > 0 && (t[d - 1] == ' ' || t[d - 1] == '\t'))
        d--;
    if (nfr <= bi && i < n &&
        ((d > 0 && t[d - 1] == '.' && (t[i] == '[' || t[i] == '.')) ||
         (t[i] == '.' && !(i + 1 < n && t[i + 1] == '.')))) {
        /* (hcl's traversal goes on after a dot without its name, in recovery) */
        for (int failed = 1; failed && i < n; i++)
            i = tyc_parse_steps(t, n, i, 0, 1, &failed);
        i--;
        uint32_t tb, te;
        int found;
        if (key_dot(t, n, i) != UINT32_MAX) /* (its `]` missing: the steps read to the end) */
            return n;
        if (tyc_recover_group_key(t, n, i, &tb, &te)) { /* (the group took its `]`) */
            tyc_recover_scan(t, n, te, '[', ']', &found);
            if (!found)
                return n;
        }
    }
    char open[CAP];
    for (uint32_t k = 0; k < depth; k++) {
        char c = closer(fs->kind[bi + k]);
        open[k] = c == ')' ? '(' : c == ']' ? '[' : '{';
    }
    return tyc_recover_after_item(t, n, i, open, depth, CAP, 0);
}

uint32_t tyc_recover_after_item(const char *t, uint32_t n, uint32_t i, char *open,
                                uint32_t depth, uint32_t cap, int split_ends)
{
    for (; i < n; i++) {
        uint32_t j;
        while (i < n && (j = skip_lexeme(t, n, i)) != i) {
            if (split_ends && t[i] == '"' && !(j > i + 1 && t[j - 1] == '"'))
                return j; /* a quoted string cut by a newline ends the item there */
            i = j;
        }
        if (i >= n)
            break;
        char c = t[i];
        if (c == '(' || c == '[' || c == '{') {
            if (depth == cap)
                return n;
            open[depth++] = c;
        } else if (c == ')' || c == ']' || c == '}') {
            char o = c == ')' ? '(' : c == ']' ? '[' : '{';
            uint32_t k = depth;
            while (k > 0 && open[k - 1] != o)
                k--;
            depth = k > 0 ? k - 1 : 0; /* (none of its kind open: hcl's stack empties) */
        } else if (c == '\n' && !depth) {
            return i;
        }
    }
    return n;
}

/* hcl's precedence level of a binary operator (1: ||, ... 6: * / %). */
static int level(int op)
{
    switch (op) {
    case TYC_OP_OR: return 1;
    case TYC_OP_AND: return 2;
    case TYC_OP_EQ: case TYC_OP_NE: return 3;
    case TYC_OP_LT: case TYC_OP_LE: case TYC_OP_GT: case TYC_OP_GE: return 4;
    case TYC_OP_ADD: case TYC_OP_SUB: return 5;
    default: return 6;
    }
}

/* The binary operator ending t[0..*n) (blanks after it skipped; *n becomes where it starts):
** its TYC_OP_*, 0 when none ends it. */
static int trailing_op(const char *t, uint32_t *n)
{
    static const char *const ops[] = {"||", "&&", "==", "!=", "<=", ">=", "<", ">",
                                      "+",  "-",  "*",  "/",  "%"};
    static const int codes[] = {TYC_OP_OR, TYC_OP_AND, TYC_OP_EQ, TYC_OP_NE, TYC_OP_LE,
                                TYC_OP_GE, TYC_OP_LT, TYC_OP_GT, TYC_OP_ADD, TYC_OP_SUB,
                                TYC_OP_MUL, TYC_OP_DIV, TYC_OP_MOD};
    uint32_t e = *n;
    while (e && (t[e - 1] == ' ' || t[e - 1] == '\t' || t[e - 1] == '\n' || t[e - 1] == '\r'))
        e--;
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++) {
        uint32_t l = (uint32_t)strlen(ops[i]);
        if (e >= l && !memcmp(t + e - l, ops[i], l)) {
            *n = e - l;
            return codes[i];
        }
    }
    return 0;
}

/* `e op <the failed operand>` as hcl's parseBinaryOps leaves it (opb: where op starts). After
** an earlier error of the file (recovery) the failure adds no diagnostic, so every level goes
** on: op keeps its operand, an unknown placeholder at the failing token [at, at + 1)
** (offsets relative to e's text), bound as tightly as op's precedence says. Else each level
** whose right operand failed returns its left one: what stays is the left operand of the
** loosest operator over the failure. NULL on OOM. */
static tyc_node *without_operand(tyc_arena *a, tyc_node *e, int op, uint32_t opb, uint32_t at,
                                 int recovery)
{
    if (!recovery)
        return e->kind == TYC_N_BINARY && level(e->op) < level(op) ? e->kids[0] : e;
    tyc_node **slot = &e;
    while ((*slot)->kind == TYC_N_BINARY && level((*slot)->op) < level(op))
        slot = &(*slot)->kids[1];
    tyc_node *ph = tyc_node_new(a, TYC_N_VALUE, at, at + 1, 0);
    tyc_node *b = tyc_node_new(a, TYC_N_BINARY, (*slot)->beg, at + 1, 2);
    if (!ph || !b || !(ph->val = tyc_v_unknown(a, &tyc_t_dyn)))
        return NULL;
    int wide = op == TYC_OP_OR || op == TYC_OP_AND || op == TYC_OP_EQ || op == TYC_OP_NE ||
               op == TYC_OP_LE || op == TYC_OP_GE;
    b->op = (uint8_t)op;
    b->nbeg = opb, b->nend = opb + 1 + (uint32_t)wide;
    b->kids[0] = *slot, b->kids[1] = ph;
    for (tyc_node *x = e; x != *slot; x = x->kids[1])
        x->end = at + 1;
    *slot = b;
    return e;
}

/* The calls, tuples, objects and indexes of e whose brackets recovered (frames bi.. of fs)
** end where their recovery did; a call that hcl keeps without a closing token has a range
** from its name to the zero position, of which Terraform shows one character, and so do the
** operations it ends. Returns 1 when e's range so ends. */
static int place_calls(tyc_node *e, const fstack *fs, uint32_t bi, int depth)
{
    if (!e || depth > 10000 || (e->kind == TYC_N_VALUE && e->val))
        return 0;
    int call = e->kind == TYC_N_CALL, zero = 0, index = e->kind == TYC_N_INDEX;
    uint32_t open = call || index ? e->nbeg : e->beg;
    for (uint32_t j = bi; j < fs->n && j < CAP; j++) {
        if (!fs->fend[j] || fs->obeg[j] != open)
            continue;
        if (call && fs->kind[j] == TYC_FR_PAREN) {
            zero = fs->fzero[j];
            e->end = e->nend = zero ? e->beg + 1 : fs->fend[j];
        } else if ((e->kind == TYC_N_TUPLE && fs->kind[j] == TYC_FR_BRACK) ||
                   (e->kind == TYC_N_OBJECT && fs->kind[j] == TYC_FR_BRACE)) {
            e->end = fs->fend[j];
        } else if (index && fs->kind[j] == TYC_FR_BRACK) {
            e->end = e->nend = fs->fend[j]; /* (an index: its `[` to its closer) */
        }
    }
    int last = 0;
    for (uint32_t i = 0; i < e->n; i++)
        last = place_calls(e->kids[i], fs, bi, depth + 1);
    /* (an operation's range ends with its last operand's: hcl's RangeBetween) */
    int op = e->kind == TYC_N_UNARY || e->kind == TYC_N_BINARY || e->kind == TYC_N_COND;
    if (last && op)
        e->end = e->beg + 1, zero = 1;
    else if (op && e->n && e->kids[e->n - 1]) /* (the last operand's recovery moved its end) */
        e->end = e->kids[e->n - 1]->end;
    return zero;
}

/* What hcl's parser keeps of e, whose operand at offset cut or after (the placeholder put
** there) failed with the file's first error: a binary operation, a group and a conditional
** give up to the operand they hold before the failure, a unary operation (ending with what
** its operand keeps), a call, a tuple, an index, an attribute and a splat keep it, an object
** drops the item. *failed: e held the placeholder. NULL where tycon does not know what hcl keeps (the
** argument is dropped). */
static tyc_node *give_up(tyc_node *e, uint32_t cut, int *failed, int depth)
{
    *failed = 0;
    if (!e || depth > 1000)
        return NULL;
    if (e->kind == TYC_N_VALUE && e->val && (e->beg >= cut || (e->flags & TYC_NF_SYNERR))) {
        *failed = tyc_v_is_unknown(e->val);
        return e;
    }
    int f[3] = {0, 0, 0}, any = 0;
    tyc_node *k[3] = {NULL, NULL, NULL};
    switch (e->kind) {
    case TYC_N_BINARY:
        for (int i = 0; i < 2; i++)
            if (!(k[i] = give_up(e->kids[i], cut, &f[i], depth + 1)))
                return NULL;
        if (f[0] || f[1])
            return *failed = 1, k[0];
        return e;
    case TYC_N_COND:
        for (int i = 0; i < 3; i++)
            if (!(k[i] = give_up(e->kids[i], cut, &f[i], depth + 1)))
                return NULL;
        if (f[0] || f[1] || f[2])
            return *failed = 1, k[0];
        return e;
    case TYC_N_PAREN:
        if (!(k[0] = give_up(e->kids[0], cut, &f[0], depth + 1)))
            return NULL;
        return f[0] ? (*failed = 1, k[0]) : e;
    case TYC_N_UNARY: case TYC_N_CALL: case TYC_N_TUPLE: case TYC_N_OBJKEY: case TYC_N_INDEX:
    case TYC_N_SPLAT: case TYC_N_GETATTR:
        for (uint32_t i = 0; i < e->n; i++) {
            if (!(e->kids[i] = give_up(e->kids[i], cut, &f[0], depth + 1)))
                return NULL;
            any |= f[0];
        }
        if (any && e->kind == TYC_N_UNARY) /* (its range ends with its operand's) */
            e->end = e->kids[0]->end;
        *failed = any;
        return e;
    case TYC_N_OBJECT:
        for (uint32_t i = 0; i + 1 < e->n; i += 2) {
            int fk = 0, fv = 0;
            if (!(e->kids[i] = give_up(e->kids[i], cut, &fk, depth + 1)) ||
                !(e->kids[i + 1] = give_up(e->kids[i + 1], cut, &fv, depth + 1)))
                return NULL;
            if (fk || fv) { /* the item goes (but for an ExprSyntaxError value), and
                            ** nothing was read after it */
                const tyc_node *v = e->kids[i + 1];
                e->n = !fk && v->kind == TYC_N_VALUE && (v->flags & TYC_NF_SYNERR) ? i + 2 : i;
                *failed = 1;
                break;
            }
        }
        return e;
    default:
        for (uint32_t i = 0; i < e->n; i++) {
            if (e->kids[i] && (!give_up(e->kids[i], cut, &f[0], depth + 1) || f[0]))
                return NULL; /* a failure under another construct: not modelled */
        }
        return e;
    }
}

/* 1 when the text before offset cut of t ends where hcl's parser wants an operand: after an
** operator, an opening bracket, a separator, `=` or `?`/`:` (not a splat's `*`). */
static int operand_wanted(const char *t, uint32_t cut)
{
    while (cut > 0 && (t[cut - 1] == ' ' || t[cut - 1] == '\t' || t[cut - 1] == '\n' ||
                       t[cut - 1] == '\r'))
        cut--;
    if (!cut || !strchr(",([{=:?+-*/%<>!&|", t[cut - 1]))
        return 0;
    if (t[cut - 1] != '*')
        return 1;
    for (cut--; cut > 0 && (t[cut - 1] == ' ' || t[cut - 1] == '\t'); cut--)
        ;
    return !(cut > 0 && (t[cut - 1] == '[' || t[cut - 1] == '.'));
}

/* 1 when t[b..e) has a colon (arrow: a `=>`) outside brackets, strings and comments: a for
** expression's that reached its value (its key). */
static int sep_in(const char *t, uint32_t b, uint32_t e, int arrow)
{
    uint32_t depth = 0;
    for (uint32_t i = b, j; i < e; i++) {
        while (i < e && (j = skip_lexeme(t, e, i)) != i)
            i = j;
        if (i >= e)
            break;
        if (t[i] == '(' || t[i] == '[' || t[i] == '{')
            depth++;
        else if ((t[i] == ')' || t[i] == ']' || t[i] == '}') && depth)
            depth--;
        else if (!depth && arrow && t[i] == '=' && i + 1 < e && t[i + 1] == '>')
            return 1;
        else if (!depth && !arrow && t[i] == ':' && !(i + 1 < e && t[i + 1] == ':') &&
                 !(i > b && t[i - 1] == ':'))
            return 1;
    }
    return 0;
}

/* 1 when t[0..p) ends with the keyword `if` (not a name: right after a for's `:` or `=>`
** or an operator, where an operand starts, hcl reads a variable `if`). */
static int ends_with_if(const char *t, uint32_t p)
{
    if (!(p >= 2 && t[p - 2] == 'i' && t[p - 1] == 'f' && (p == 2 || !name_char(t[p - 3]))))
        return 0;
    uint32_t q = p - 2;
    while (q > 0 && (t[q - 1] == ' ' || t[q - 1] == '\t' || t[q - 1] == '\n'))
        q--;
    /* (after an operator it is an operand: `.*` is an attribute-only splat) */
    return !(q > 0 && strchr("+-*/%<>=!&|?:", t[q - 1]) &&
             !(t[q - 1] == '*' && q > 1 && t[q - 2] == '.'));
}

static int after_for_keyword(const char *t, const fstack *fs, uint32_t f, uint32_t p);

/* 1 when frame f of fs is an index's bracket (or a splat's): after an operand, not after
** the `in` or `if` of a for expression around. */
static int index_bracket(const char *t, const fstack *fs, uint32_t f)
{
    uint32_t p = fs->obeg[f];
    if (fs->kind[f] != TYC_FR_BRACK)
        return 0;
    while (p > 0 && (t[p - 1] == ' ' || t[p - 1] == '\t'))
        p--;
    uint32_t s = p > 0 && t[p - 1] == '*' ? p - 1 : 0; /* (a splat's star, or a product's) */
    while (s > 0 && (t[s - 1] == ' ' || t[s - 1] == '\t'))
        s--;
    return p > 0 &&
           ((name_char(t[p - 1]) && t[p - 1] != '-') || tyc_parse_ident_before(t, p) ||
            strchr(")]}\"", t[p - 1]) || (s > 0 && t[s - 1] == '.')) &&
           !after_for_keyword(t, fs, f, p);
}

/* The outermost frame of fs from bi that is a for expression's bracket, or fs->n. hcl's
** finishParsingForExpr gives a placeholder for it when it fails before its end (a failure
** where its closer should be keeps the for expression). */
static uint32_t for_frame(const char *t, const fstack *fs, uint32_t bi)
{
    for (uint32_t f = bi; f < fs->n; f++) {
        if ((fs->kind[f] != TYC_FR_BRACK && fs->kind[f] != TYC_FR_BRACE &&
             fs->kind[f] != TYC_FR_BRACE_FOR) ||
            index_bracket(t, fs, f)) /* (an index's key `for` is a name) */
            continue;
        uint32_t q = fs->obeg[f] + 1;
        while (t[q] == ' ' || t[q] == '\t' || t[q] == '\n' || t[q] == '\r')
            q++;
        if (t[q] == 'f' && t[q + 1] == 'o' && t[q + 2] == 'r' && !name_char(t[q + 3]))
            return f;
    }
    return fs->n;
}

/* 1 when t[b..e) has a character other than blanks and newlines. */

/* The offset of a dot (not of `..`) that ends t[0..cut) before blanks, or cut when none. */
static uint32_t dot_before(const char *t, uint32_t cut)
{
    uint32_t p = cut;
    while (p > 0 && (t[p - 1] == ' ' || t[p - 1] == '\t' || t[p - 1] == '\n' || t[p - 1] == '\r'))
        p--;
    return p > 0 && t[p - 1] == '.' && !(p > 1 && t[p - 2] == '.') ? p - 1 : cut;
}

/* The placeholder hcl's parser left at offset cut or after in e (kept by give_up), or NULL. */
static tyc_node *placeholder_at(tyc_node *e, uint32_t cut, int depth)
{
    if (!e || depth > 1000)
        return NULL;
    if (e->kind == TYC_N_VALUE && e->val)
        return e->beg >= cut && tyc_v_is_unknown(e->val) ? e : NULL;
    for (uint32_t i = 0; i < e->n; i++) {
        tyc_node *p = placeholder_at(e->kids[i], cut, depth + 1);
        if (p)
            return p;
    }
    return NULL;
}

/* When placeholder ph is in the tree at e, it and the operators that end with it end at
** offset end (the brackets around end at their own closers): 1 while e ends with it, 2 when
** a bracket is between; 0 when ph is not there. */
static int operand_ends(tyc_node *e, tyc_node *ph, uint32_t end, int depth)
{
    if (!e || depth > 1000)
        return 0;
    if (e == ph) {
        e->end = end;
        return 1;
    }
    if (e->kind == TYC_N_VALUE)
        return 0;
    for (uint32_t i = 0; i < e->n; i++) {
        int r = operand_ends(e->kids[i], ph, end, depth + 1);
        if (!r)
            continue;
        if (r == 1 && i + 1 == e->n &&
            (e->kind == TYC_N_BINARY || e->kind == TYC_N_UNARY || e->kind == TYC_N_COND)) {
            e->end = end;
            return 1;
        }
        return 2;
    }
    return 0;
}

/* e with node x (once, at most) replaced by y. */
static tyc_node *swap_node(tyc_node *e, const tyc_node *x, tyc_node *y, int depth)
{
    if (e == x)
        return y;
    for (uint32_t i = 0; e && depth < 1000 && i < e->n; i++)
        e->kids[i] = swap_node(e->kids[i], x, y, depth + 1);
    return e;
}

/* 1 when every diagnostic of d is hcl's "Invalid legacy index syntax" (a step it keeps, with
** an unknown key: the tree read is whole). */
static int legacy_only(const tyc_diags *d)
{
    for (const tyc_diag *g = d->head; g; g = g->next)
        if (strcmp(g->summary, "Invalid legacy index syntax"))
            return 0;
    return d->head != NULL;
}

/* When every diagnostic of d is one of hcl's checks of a for expression against its brackets
** (after which its parser goes on), rewrites t as hcl evaluates those: a key makes an object,
** no key a tuple (ForExpr.Value looks at the key, not the brackets), a tuple's grouping
** ellipsis is ignored. Returns 1 then; else 0 (t untouched). */
static int for_checks(char *t, const tyc_diags *d)
{
    static const char grouping[] = "Grouping ellipsis (...) cannot be used when building a tuple.",
                      keyed[] = "Key expression is not valid when building a tuple.",
                      keyless[] = "Key expression is required when building an object.";
    for (const tyc_diag *g = d->head; g; g = g->next)
        if (!g->detail || g->context.end <= g->context.beg ||
            (strcmp(g->detail, keyed) && strcmp(g->detail, keyless) &&
             (strcmp(g->detail, grouping) || g->subject.end - g->subject.beg != 3)))
            return 0;
    for (const tyc_diag *g = d->head; g; g = g->next) {
        uint32_t b = g->context.beg, e = g->context.end - 1;
        int key = !strcmp(g->detail, keyed);
        if (key || !strcmp(g->detail, keyless))
            t[b] = key ? '{' : '[', t[e] = key ? '}' : ']';
        else if (t[b] == '[') /* (an object's grouping stays) */
            tyc_blank(t, g->subject.beg, g->subject.end);
    }
    return d->head != NULL;
}

/* The placeholders the recovery's reads put back (sorted offsets of the source text, maybe
** with TYC_FORCE_EXACT), for a read of a copy of that text from offset base, cut at lim. */
typedef struct forces {
    const uint32_t *at;
    uint32_t n, base, lim;
    uint32_t *late; /* (partial_expr) a dot whose error no read gives, and whether newlines are
                    ** skipped there: the caller reports it */
    tyc_diags *d;   /* (partial_expr) where the errors found reading the steps after a failed
                    ** dot go (NULL: not read) */
} forces;

/* tyc_parse_expr_recovering of part (fz's copy of the text, its brackets closed) with the
** placeholders of fz in it put back besides ph (an offset of part, or UINT32_MAX). */
static tyc_node *read_forced(tyc_arena *a, const tyc_source *part, tyc_diags *q, int *st,
                             uint32_t ph, const forces *fz)
{
    uint32_t m = 0, k = 0, lim = fz->lim < part->len ? fz->lim : part->len;
    for (uint32_t i = 0; i < fz->n; i++) {
        uint32_t p = fz->at[i] & ~TYC_FORCE_EXACT;
        m += p >= fz->base && p - fz->base < lim;
    }
    if (!m)
        return tyc_parse_expr_recovering(a, part, q, st, ph);
    uint32_t *f = TYC_NEWN(a, uint32_t, m + 1);
    if (!f)
        return *st = TYCON_ERR_NOMEM, NULL;
    for (uint32_t i = 0; i < fz->n; i++) {
        uint32_t p = fz->at[i] & ~TYC_FORCE_EXACT;
        if (p < fz->base || p - fz->base >= lim)
            continue;
        if (ph <= p - fz->base)
            f[k++] = ph, ph = UINT32_MAX;
        f[k++] = (p - fz->base) | (fz->at[i] & TYC_FORCE_EXACT);
    }
    if (ph != UINT32_MAX)
        f[k++] = ph;
    return tyc_parse_run_text(a, part, q, st, TYC_FR_ROOT_EXPR, 0, 0, NULL, 1, f, k, NULL);
}

/* One read of part: with fz, read_forced (hcl's recovery mode); without, tyc_parse_expr.
** When its only errors are hcl's checks of for expressions against their brackets (q, fresh),
** the text as hcl evaluates those is read again (for_checks). */
static tyc_node *reread(tyc_arena *a, const tyc_source *part, tyc_diags *q, int *st,
                        uint32_t ph, const forces *fz)
{
    tyc_node *e = fz ? read_forced(a, part, q, st, ph, fz) : tyc_parse_expr(a, part, q, st);
    if (e || *st != TYCON_ERR_SYNTAX)
        return e;
    char *u = tyc_strndup(a, part->text, part->len);
    if (!u)
        return *st = TYCON_ERR_NOMEM, NULL;
    if (!for_checks(u, q))
        return NULL;
    tyc_source p2 = *part;
    p2.text = u;
    tyc_diags_init(q, a);
    return fz ? read_forced(a, &p2, q, st, ph, fz) : tyc_parse_expr(a, &p2, q, st);
}

/* The slot of the operand in the tree at *e that ends at offset q (or hcl's placeholder at
** offset pp, unless UINT32_MAX): down the edge that holds it (the right edge, but for steps
** read after it), past operators; NULL when there is none. */
static tyc_node **operand_slot(tyc_node **e, uint32_t q, uint32_t pp)
{
    tyc_node **slot = e;
    for (int depth = 0;; depth++) {
        const tyc_node *x = *slot;
        int op = x->kind == TYC_N_BINARY || x->kind == TYC_N_UNARY || x->kind == TYC_N_COND;
        if ((x->end == q || (pp != UINT32_MAX && x->beg == pp && x->kind == TYC_N_VALUE)) &&
            !op)
            return slot;
        if (depth > 1000 || !x->n || (x->kind == TYC_N_VALUE && x->val))
            return NULL;
        uint32_t k = x->n - 1, tp = pp != UINT32_MAX ? pp : q - 1; /* (the kid holding the
                                                    ** operand: steps may follow it) */
        while (k > 0 && x->kids[k] && x->kids[k]->beg > tp)
            k--;
        if (!x->kids[k])
            return NULL;
        slot = &(*slot)->kids[k];
    }
}

/* The end of the root term of the traversal x (x's own end when it is no traversal). */
static uint32_t root_end(const tyc_node *x)
{
    for (int depth = 0; depth < 1000 && x->n && x->kids[0] &&
                        (x->kind == TYC_N_GETATTR || x->kind == TYC_N_INDEX ||
                         x->kind == TYC_N_SPLAT);
         depth++)
        x = x->kids[0];
    return x->end;
}

/* When the text before the cut (offset cut of t[0..n)) ends with a dot that no attribute
** name follows, hcl's parseExpressionTraversals keeps an ExprSyntaxError over the operand
** and that dot (*syn: a VALUE node flagged TYC_NF_SYNERR), and the constructs around it
** give up as after any failed operand (give_up; an object keeps it as its item's value unless
** the traversal goes on: wrapped). After an attribute-only splat hcl keeps the operand
** before the splat instead (*syn NULL), unless the token at the cut is a dot that fails too
** (redot: the traversal around reads it, an ExprSyntaxError over that operand). NULL when
** not so (or on OOM: *oom). */
static tyc_node *after_dot(tyc_arena *a, const tyc_source *src, const char *t, uint32_t n,
                           uint32_t cut, int wrapped, int redot, int recovery, const forces *fz,
                           tyc_node **syn, int *oom)
{
    uint32_t d = dot_before(t, cut), p = d + 1; /* p: just after the dot */
    if (d == cut || d == 0)
        return NULL;
    char *u = tyc_strndup(a, t, n);
    if (!u)
        return *oom = 1, NULL;
    uint32_t q = p - 1, star = tyc_parse_attr_splat(t, p - 1);
    /* (after an attribute-only splat's failed dot, a dot that fails too is read by the
    ** traversal around, over the operand before the splat: an ExprSyntaxError again) */
    int resplat = star != UINT32_MAX && redot; /* (redot: the caller saw it) */
    if (star != UINT32_MAX) /* an attribute-only splat: hcl drops it, from its dot */
        for (q = star; u[q] != '.'; q--)
            ;
    memset(u + q, ' ', p - q);
    /* (q: where the operand before the dot ends) */
    while (q > 0 && (u[q - 1] == ' ' || u[q - 1] == '\t' || u[q - 1] == '\n'))
        q--;
    tyc_source part = *src;
    tyc_diags quiet;
    int st, failed = 0;
    tyc_diags_init(&quiet, a);
    part.text = u, part.len = n;
    tyc_node *e = reread(a, &part, &quiet, &st, UINT32_MAX, fz);
    if (!e && st == TYCON_ERR_SYNTAX && legacy_only(&quiet)) {
        /* hcl's step for `.1.2` has an unknown key: the ExprSyntaxError stands for the
        ** whole operand, so reading `.1` there is enough */
        for (const tyc_diag *g = quiet.head; g; g = g->next) {
            const char *dot = memchr(u + g->subject.beg, '.', g->subject.end - g->subject.beg);
            if (dot)
                memset(u + (dot - u), ' ', g->subject.end - (uint32_t)(dot - u));
        }
        while (q > 0 && (u[q - 1] == ' ' || u[q - 1] == '\t' || u[q - 1] == '\n'))
            q--;
        tyc_diags_init(&quiet, a);
        e = reread(a, &part, &quiet, &st, UINT32_MAX, fz);
    }
    if (!e || st != TYCON_OK)
        return *oom = st == TYCON_ERR_NOMEM, NULL;
    uint32_t pp = UINT32_MAX; /* (a placeholder the recovery put back there: the operand) */
    for (uint32_t i = 0; i < fz->n; i++) {
        uint32_t f = fz->at[i] & ~TYC_FORCE_EXACT;
        if (f >= fz->base && f - fz->base >= q && f - fz->base < d)
            pp = f - fz->base;
    }
    tyc_node **slot = operand_slot(&e, q, pp);
    if (!slot)
        return NULL;
    if ((*slot)->kind == TYC_N_SPLAT && (*slot)->op == TYC_SPLAT_FULL && (*slot)->n == 2)
        slot = &(*slot)->kids[1]; /* hcl reads the traversal after `[*]` on its own */
    tyc_node *v = tyc_node_new(a, TYC_N_VALUE, (*slot)->beg, p, 0);
    if (!v || !(v->val = tyc_v_unknown(a, &tyc_t_dyn)))
        return *oom = 1, NULL;
    if (star != UINT32_MAX && !resplat) {
        /* no ExprSyntaxError: the operand as read before the splat, which the constructs
        ** around give up after only outside recovery (the diagnostic is guarded there) */
        if (recovery)
            return e;
        tyc_node *op = *slot;
        *slot = v;
        return swap_node(give_up(e, v->beg, &failed, 0), v, op, 0);
    }
    v->rend = root_end(*slot);
    v->flags |= wrapped ? 0 : TYC_NF_SYNERR;
    *slot = v;
    *syn = v;
    e = give_up(e, v->beg, &failed, 0);
    v->flags |= TYC_NF_SYNERR;
    return e;
}

static void dot_chain(const tyc_source *src, tyc_node *syn, int nl_ign);
static int dots_from(const tyc_source *src, const char *buf, uint32_t c, int nl, tyc_diags *d);

/* The index at offset at of src over syn whose key, from offset kb, is a traversal (its root
** term, a name, a number or hcl's placeholder, ends at re; its steps from the dot at rd)
** failing at a dot without its name: that ExprSyntaxError is the key (reported again when
** evaluated; its parse error is fz->late's when no other dot took it) and the index recovers
** to its `]` or the end; x unchanged when the key is not one; NULL on OOM. */
static tyc_node *indexed_dot_key(tyc_arena *a, const tyc_source *src, tyc_node *x,
                                 tyc_node *syn, uint32_t at, uint32_t kb, uint32_t re,
                                 uint32_t rd, const forces *fz)
{
    const char *t = src->text;
    uint32_t n = src->len, b, e;
    int failed, found;
    if (!fz || !fz->late || fz->late[0] != UINT32_MAX ||
        !tyc_parse_steps_fail(t, n, rd, 1, &b, &e))
        return x;
    uint32_t d = tyc_parse_steps(t, n, rd, 1, 0, &failed),
             c = tyc_recover_scan(t, n, at + 1, '[', ']', &found);
    tyc_node *key = tyc_node_new(a, TYC_N_VALUE, kb, d + 1, 0);
    tyc_node *ix = tyc_node_new(a, TYC_N_INDEX, syn->beg, found ? c : n, 2);
    if (!key || !ix || !(key->val = tyc_v_unknown(a, &tyc_t_dyn)))
        return NULL;
    key->flags |= TYC_NF_SYNERR;
    key->nbeg = b, key->nend = e, key->rend = re;
    dot_chain(src, key, 1);
    ix->kids[0] = syn, ix->kids[1] = key;
    ix->nbeg = at, ix->nend = ix->end;
    fz->late[0] = d, fz->late[1] = 1;
    return swap_node(x, syn, ix, 0);
}

/* In recovery, an index key from offset kb of t (src's text, or a copy) that is a conditional
** without its colon: a name or number (or none: hcl's silent placeholder), `?`, another (or
** none), then a closer or a comma. hcl's conditional reports its missing false expression at
** that token (added to d unless NULL: a loud error in recovery too) and gives back its
** condition (its end in *ce: kb when none). Returns the token's offset, UINT32_MAX when the
** key is not one (or on OOM adding to d). */
static uint32_t colonless_key(const tyc_source *src, const char *t, uint32_t kb, uint32_t *ce,
                              tyc_diags *d)
{
    uint32_t n = src->len, q = skip_blanks(t, n, *ce = word_end(t, n, kb));
    if (q >= n || t[q] != '?' || (*ce > kb && t[kb] == '-'))
        return UINT32_MAX;
    uint32_t m = skip_blanks(t, n, word_end(t, n, skip_blanks(t, n, q + 1)));
    if (m >= n || !strchr("])},", t[m]))
        return UINT32_MAX;
    tyc_diag *g = d ? tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, src, m, m + 1,
                                   "Missing false expression in conditional",
                                   "The conditional operator (...?...:...) requires a false "
                                   "expression, delimited by a colon.")
                    : NULL;
    if (d && !g)
        return UINT32_MAX;
    if (g)
        g->context = (tyc_range){src, kb, m + 1, 0};
    return m;
}

int tyc_recover_colonless_index(const tyc_source *src, char *buf, uint32_t at, tyc_diags *d)
{
    uint32_t n = src->len, ce, m, kb = at < n && buf[at] == '[' ? skip_blanks(buf, n, at + 1) : n;
    if (kb >= n || colonless_key(src, buf, kb, &ce, NULL) == UINT32_MAX)
        return 0;
    if ((m = colonless_key(src, buf, kb, &ce, d)) == UINT32_MAX)
        return -1;
    int found;
    uint32_t c = buf[m] == ']' ? m + 1 : tyc_recover_scan(buf, n, m + 1, '[', ']', &found);
    if (buf[m] != ']' && !found)
        c = n;
    tyc_blank(buf, ce, c); /* (the key is its condition; the index recovers to its `]`) */
    buf[ce] = ']';
    return 1;
}

/* The index at offset at of src over syn whose key, from offset kb, is a conditional without
** its colon (colonless_key; its diagnostic to fz->d): the key is its condition, and the index
** recovers to its `]`. x unchanged when the key is not one (*made untouched); NULL on OOM. */
static tyc_node *indexed_colonless(tyc_arena *a, const tyc_source *src, tyc_node *x,
                                   tyc_node *syn, uint32_t at, uint32_t kb, const forces *fz,
                                   tyc_node **made)
{
    const char *t = src->text;
    uint32_t n = src->len, ce, m, c;
    if (!fz || !fz->d || (m = colonless_key(src, t, kb, &ce, NULL)) == UINT32_MAX)
        return x;
    int found;
    c = tyc_recover_scan(t, n, m, '[', ']', &found);
    tyc_node *key = NULL, *ix = tyc_node_new(a, TYC_N_INDEX, syn->beg, found ? c : n, 2);
    if (!ix || colonless_key(src, t, kb, &ce, fz->d) == UINT32_MAX)
        return NULL;
    if (ce > kb) { /* (the condition: a name or a number) */
        tyc_source part = *src;
        tyc_diags quiet;
        int st;
        char *k = tyc_strndup(a, t + kb, ce - kb);
        if (!k)
            return NULL;
        tyc_diags_init(&quiet, a);
        part.text = k, part.len = ce - kb;
        if (!(key = tyc_parse_expr(a, &part, &quiet, &st)) || st != TYCON_OK)
            return a->ctx->oom ? NULL : x;
        tyc_node_shift(key, kb);
    } else if (!(key = tyc_node_new(a, TYC_N_VALUE, kb, kb + 1, 0)) ||
               !(key->val = tyc_v_unknown(a, &tyc_t_dyn))) {
        return NULL;
    }
    ix->kids[0] = syn, ix->kids[1] = key;
    ix->nbeg = at, ix->nend = ix->end;
    *made = ix;
    return swap_node(x, syn, ix, 0);
}

/* The tree x with its ExprSyntaxError syn indexed by the `[` at offset at of src: hcl's
** traversal goes on after the failed dot, and an index whose key is a name, a quoted string or
** a traversal of names keeps it (a variable there is reported when evaluated); its closing
** token is the next one, whatever it is (recovery). A key whose traversal fails at a dot:
** indexed_dot_key. x unchanged when the key is anything else (*made: the index made, else
** untouched); NULL on OOM. indexed_error reads the indexes right after it so in turn. */
static tyc_node *index_once(tyc_arena *a, const tyc_source *src, tyc_node *x, tyc_node *syn,
                            uint32_t at, const forces *fz, tyc_node **made)
{
    const char *t = src->text;
    uint32_t n = src->len, kb = at + 1, ke, c;
    while (kb < n && (t[kb] == ' ' || t[kb] == '\t' || t[kb] == '\n' || t[kb] == '\r'))
        kb++;
    if (kb < n && t[kb] == '.')
        return indexed_dot_key(a, src, x, syn, at, kb, kb, kb, fz);
    if (fz && group_key_diag(src, t, at, fz->d) < 0)
        return NULL;
    tyc_node *y = indexed_colonless(a, src, x, syn, at, kb, fz, made);
    if (y != x)
        return y;
    ke = kb;
    if (kb < n && t[kb] == '"') { /* (a quoted string without templates) */
        ke = skip_lexeme(t, n, kb);
        if (t[ke - 1] != '"' || ke == kb + 1)
            return x;
        for (uint32_t i = kb; i + 1 < ke; i++)
            if ((t[i] == '$' || t[i] == '%') && t[i + 1] == '{')
                return x;
    }
    for (; ke < n && name_char(t[ke]) && t[kb] != '"';) { /* (a name or number, its steps) */
        while (ke < n && (name_char(t[ke]) || (t[ke] == '.' && ke + 1 < n &&
                                               isdigit((unsigned char)t[ke + 1]) &&
                                               isdigit((unsigned char)t[kb]))))
            ke++;
        uint32_t j = ke;
        while (j < n && (t[j] == ' ' || t[j] == '\t' || t[j] == '\n' || t[j] == '\r'))
            j++;
        if (j + 1 >= n || t[j] != '.' || t[j + 1] == '.')
            break;
        for (j++; j < n && (t[j] == ' ' || t[j] == '\t' || t[j] == '\n' || t[j] == '\r'); j++)
            ;
        if (j >= n || !name_char(t[j]))
            break;
        ke = j;
    }
    if (ke == kb || t[kb] == '-')
        return x;
    c = skip_blanks(t, n, ke);
    int failed;
    uint32_t se = c < n && t[c] == '[' ? tyc_parse_steps(t, n, ke, 1, 1, &failed) : ke, ks = ke;
    if (se > ke && !failed) /* (its own indexes and steps are the key's: hcl's traversal) */
        c = skip_blanks(t, n, ke = se);
    if (c + 1 < n && t[c] == '.' && t[c + 1] != '.') { /* (its steps end at a failed dot) */
        uint32_t re = kb;
        while (re < ke && name_char(t[re]))
            re++;
        return indexed_dot_key(a, src, x, syn, at, kb, re, c, fz);
    }
    tyc_source part = *src;
    tyc_diags quiet;
    int st;
    tyc_diags_init(&quiet, a);
    char *k = tyc_strndup(a, t + kb, ke - kb);
    if (!k)
        return NULL;
    if (ks < ke) /* (each token an index of it takes for its `]` written as one) */
        tyc_parse_steps_taken(t, n, ks, 1, &failed, k, kb);
    part.text = k, part.len = ke - kb;
    tyc_node *key = tyc_parse_expr(a, &part, &quiet, &st);
    if (!key || st != TYCON_OK)
        return a->ctx->oom ? NULL : x;
    tyc_node_shift(key, kb);
    uint32_t ce = c < n ? token_end(t, n, c) : n; /* (the token taken for its `]`) */
    tyc_node *ix = tyc_node_new(a, TYC_N_INDEX, syn->beg, c < n && ce <= c ? c + 1 : ce, 2);
    if (!ix)
        return NULL;
    ix->kids[0] = syn, ix->kids[1] = key;
    ix->nbeg = at, ix->nend = ix->end;
    *made = ix;
    return swap_node(x, syn, ix, 0);
}

static tyc_node *indexed_error(tyc_arena *a, const tyc_source *src, tyc_node *x, tyc_node *syn,
                               uint32_t at, const forces *fz)
{
    for (int k = 0; k < 64; k++) { /* (each index after it in turn: hcl's traversal goes on) */
        tyc_node *ix = NULL, *y = index_once(a, src, x, syn, at, fz, &ix);
        if (!y || !ix)
            return y;
        uint32_t p = ix->end;
        while (p < src->len && (src->text[p] == ' ' || src->text[p] == '\t'))
            p++;
        if (p >= src->len || src->text[p] != '[')
            return y;
        x = y, syn = ix, at = p;
    }
    return x;
}

/* The node of e whose first kid is x (the traversal step over it), or NULL. */
static tyc_node *step_over(tyc_node *e, const tyc_node *x, int depth)
{
    if (!e || depth > 1000 || (e->kind == TYC_N_VALUE && e->val))
        return NULL;
    if (e->n && e->kids[0] == x)
        return e;
    for (uint32_t i = 0; i < e->n; i++) {
        tyc_node *p = step_over(e->kids[i], x, depth + 1);
        if (p)
            return p;
    }
    return NULL;
}

/* The tree x with the traversal of its ExprSyntaxError syn, indexed at offset at of src, going
** on to a second dot without its name: hcl's second ExprSyntaxError, over the whole traversal,
** holds every error from the root term on (its own is the caller's to report: fz->late gets
** its dot). x unchanged when the steps end otherwise; NULL on OOM. */
static tyc_node *index_then_dot(tyc_arena *a, const tyc_source *src, tyc_node *x, tyc_node *syn,
                                uint32_t at, int nl_ign, const forces *fz)
{
    int failed;
    uint32_t d = tyc_parse_steps(src->text, src->len, at, nl_ign, 1, &failed), b, e;
    if (!failed || d <= at || !fz->late ||
        !tyc_parse_attr_after_dot(src->text, src->len, d + 1, nl_ign, &b, &e))
        return x;
    tyc_node *top = step_over(x, syn, 0), *v = tyc_node_new(a, TYC_N_VALUE, syn->beg, d + 1, 0);
    for (tyc_node *up; top && top->kind == TYC_N_INDEX &&
                       (up = step_over(x, top, 0)) != NULL && up->kind == TYC_N_INDEX;)
        top = up; /* (the indexes read in turn after it) */
    if (!v || !(v->val = tyc_v_unknown(a, &tyc_t_dyn)))
        return NULL;
    v->flags |= TYC_NF_SYNERR;
    v->nbeg = b, v->nend = e, v->rend = syn->rend;
    dot_chain(src, v, nl_ign);
    fz->late[0] = d, fz->late[1] = (uint32_t)nl_ign;
    return swap_node(x, top && top->kind == TYC_N_INDEX ? top : syn, v, 0);
}

/* The text of an argument's value as hcl's first error reads it, with the traversal steps
** hcl's parseExpressionTraversals reads after each bracket that recovered to its closer (a
** failed term's traversal goes on): laid out as the source from vbeg. */
typedef struct tail {
    char *t;      /* NULL: no steps follow the brackets (the caller's text stands) */
    uint32_t n;   /* its length */
    uint32_t lim; /* where the source's text ends in it: the closers added come after */
    const fstack *fs; /* the frames open at the error, bi.. in the value: those from j on */
    uint32_t bi, j;   /* recovered to their closers (fs->fend), steps after each */
} tail;

/* After an attribute-only splat at offset p of t[0..n) (tyc_parse_splat_end): the offset of
** the token after it; else n. */
static uint32_t splat_after(const char *t, uint32_t n, uint32_t p, int nl)
{
    int silent;
    uint32_t q = tyc_parse_splat_end(t, n, p, nl, &silent);
    if (q == p)
        return n;
    while (q < n && (t[q] == ' ' || t[q] == '\t' || (nl && t[q] == '\n')))
        q++;
    return q;
}

/* The `?` of the outermost conditional open at offset cut of t, or UINT32_MAX: one whose colon
** was not read at its own bracket depth, or whose false expression the cut is in (a bracket
** opened after its colon is still open, or an operand is wanted there). The closers of the
** brackets around it go to cl[0..*ncl) (innermost first). */
static uint32_t open_cond(const char *t, uint32_t cut, char *cl, uint32_t *ncl)
{
    char stk[CAP];
    uint32_t q[CAP], qc[CAP], d = 0; /* per depth: an open `?`; one past its colon */
    q[0] = qc[0] = UINT32_MAX;
    for (uint32_t i = 0, j; i < cut; i++) {
        while (i < cut && (j = skip_lexeme(t, cut, i)) != i)
            i = j;
        if (i >= cut)
            break;
        char c = t[i];
        if (c == '(' || c == '[' || c == '{') {
            if (d + 1 >= CAP)
                return UINT32_MAX;
            stk[d++] = c == '(' ? ')' : c == '[' ? ']' : '}';
            q[d] = qc[d] = UINT32_MAX;
        } else if ((c == ')' || c == ']' || c == '}') && d) {
            d--;
        } else if (c == '?' && q[d] == UINT32_MAX && qc[d] == UINT32_MAX) {
            q[d] = i;
        } else if (c == ':' && !(i + 1 < cut && t[i + 1] == ':') && !(i && t[i - 1] == ':')) {
            qc[d] = q[d];
            q[d] = UINT32_MAX;
        } else if (c == ',' || (c == '\n' && d && stk[d - 1] == '}')) {
            q[d] = qc[d] = UINT32_MAX; /* the item ended */
        }
    }
    for (uint32_t k = 0; k <= d; k++) {
        uint32_t at = q[k] != UINT32_MAX ? q[k]
                      : qc[k] != UINT32_MAX && (k < d || operand_wanted(t, cut)) ? qc[k]
                                                                              : UINT32_MAX;
        if (at != UINT32_MAX) {
            for (*ncl = 0; *ncl < k; ++*ncl)
                cl[*ncl] = stk[k - 1 - *ncl];
            return at;
        }
    }
    return UINT32_MAX;
}

/* The slot of the outermost node of *s that ends at offset end (down the first kid that
** reaches it), or NULL. */
static tyc_node **ending_at(tyc_node **s, uint32_t end, int depth)
{
    const tyc_node *x = *s;
    if (!x || depth > 1000)
        return NULL;
    if (x->end == end)
        return s;
    if (x->kind == TYC_N_VALUE && x->val)
        return NULL;
    for (uint32_t i = 0; i < x->n; i++)
        if (x->kids[i] && x->kids[i]->beg < end && x->kids[i]->end >= end)
            return ending_at(&x->kids[i], end, depth + 1);
    return NULL;
}

/* The first error inside a conditional (after its `?`, at offset cut of t[0..n)): hcl's
** parseTernaryConditional gives up to its condition, and the constructs around that give up
** as after any failed operand (give_up). NULL when no conditional is open there, or when
** tycon cannot build it (or on OOM: *oom). */
static tyc_node *cond_given_up(tyc_arena *a, const tyc_source *src, const char *t,
                               uint32_t cut, const tail *tl, uint32_t vbeg, int recovery,
                               int *oom)
{
    char cl[CAP];
    uint32_t ncl = 0, qm = open_cond(t, cut, cl, &ncl), q0 = qm, ph = UINT32_MAX;
    if (qm == UINT32_MAX)
        return NULL;
    while (qm > 0 && (t[qm - 1] == ' ' || t[qm - 1] == '\t' || t[qm - 1] == '\n' ||
                      t[qm - 1] == '\r'))
        qm--;
    /* (the brackets around it recovered to their closers: the steps after them are read) */
    uint32_t m = tl->t && ncl ? tl->bi + ncl - 1 : 0;
    int steps = m && m >= tl->j && m < tl->fs->n;
    if (recovery && !steps && operand_wanted(t, qm)) /* (in recovery the condition's operand */
        ph = qm = q0; /* missing there is hcl's placeholder, the `?` its token) */
    uint32_t len = qm + ncl;
    char *u = tyc_alloc(a, (steps ? tl->n : len) + 1);
    if (!u)
        return *oom = 1, NULL;
    if (steps) {
        memcpy(u, tl->t, len = tl->n);
        memset(u + qm, ' ', tl->fs->fend[m] - 1 - vbeg - qm);
    } else {
        memcpy(u, t, qm);
        memcpy(u + qm, cl, ncl);
    }
    u[len] = 0;
    tyc_source part = *src;
    tyc_diags quiet;
    int st, failed = 0;
    tyc_diags_init(&quiet, a);
    part.text = u, part.len = len;
    forces none = {NULL, 0, 0, 0, NULL, NULL};
    tyc_node *e = reread(a, &part, &quiet, &st, ph, ph != UINT32_MAX ? &none : NULL);
    if (!e || st != TYCON_OK)
        return *oom = st == TYCON_ERR_NOMEM, NULL;
    if (ph != UINT32_MAX)
        qm++; /* (the placeholder's end) */
    tyc_node **slot = ending_at(&e, qm, 0); /* the condition: what ends at the `?` */
    if (!slot)
        return NULL;
    tyc_node *cond = *slot, *v = tyc_node_new(a, TYC_N_VALUE, cond->beg, qm, 0);
    if (!v || !(v->val = tyc_v_unknown(a, &tyc_t_dyn)))
        return *oom = 1, NULL;
    *slot = v;
    e = give_up(e, v->beg, &failed, 0);
    return e ? swap_node(e, v, cond, 0) : NULL;
}

/* e, whose innermost construct open at the cut (a tuple, object, call, index or group: the
** deepest node on its right edge ending at offset end, where its closer was added; up to hi
** when the file ended in recovery) failed
** after a complete operand: what the constructs around it keep (give_up; NULL where tycon
** does not know, or on OOM: *oom). In recovery only a call's or group's error is given
** (unguarded), so only they fail, or an object whose key failed so (loud). */
static tyc_node *construct_failed(tyc_arena *a, tyc_node *e, uint32_t end, uint32_t hi,
                                  int recovery, int loud, int *oom)
{
    tyc_node **slot = NULL, **s = &e;
    for (int depth = 0; *s && depth < 1000; depth++) {
        const tyc_node *x = *s;
        /* (in recovery at the end of the file the constructs inside a call or group fail
        ** silently: the first call or group out fails, whichever closer is its) */
        int at = x->end == end || (recovery && x->end > end && x->end <= hi &&
                                   (x->kind == TYC_N_CALL || x->kind == TYC_N_PAREN));
        if (at && (x->kind == TYC_N_CALL || x->kind == TYC_N_PAREN ||
                   (loud && x->kind == TYC_N_OBJECT) ||
                              (!recovery && (x->kind == TYC_N_TUPLE || x->kind == TYC_N_OBJECT ||
                                             x->kind == TYC_N_INDEX || x->kind == TYC_N_SPLAT))))
            slot = s;
        if (!x->n || (x->kind == TYC_N_VALUE && x->val))
            break;
        uint32_t k = x->n - 1; /* (the kid holding it: an index's key after it is not) */
        while (k > 0 && (!x->kids[k] || x->kids[k]->beg >= end))
            k--;
        s = &(*s)->kids[k];
    }
    if (!slot)
        return e;
    tyc_node *c = *slot, *v = tyc_node_new(a, TYC_N_VALUE, c->beg, c->end, 0);
    int failed;
    if (!v || !(v->val = tyc_v_unknown(a, &tyc_t_dyn)))
        return *oom = 1, NULL;
    *slot = v; /* (the failure give_up looks for) */
    e = give_up(e, c->beg, &failed, 0);
    return e ? swap_node(e, v, c, 0) : NULL;
}

/* The dots after syn's failed one (its token at nbeg) that want their names in turn (hcl's
** traversal goes on after each, each ExprSyntaxError holding the errors before it): the last
** two go to nbeg and abeg, the earlier ones are syn's prior diagnostics (tyc_synerr_prior). */
static void dot_chain(const tyc_source *src, tyc_node *syn, int nl_ign)
{
    uint32_t b, e;
    for (uint32_t i = 0; i < src->len; i++) {
        uint32_t at = syn->aend > syn->abeg ? syn->abeg : syn->nbeg;
        if (!tyc_parse_steps_fail(src->text, src->len, at, nl_ign, &b, &e))
            return;
        if (syn->aend > syn->abeg)
            syn->nbeg = syn->abeg, syn->nend = syn->aend;
        syn->abeg = b, syn->aend = e;
    }
}

/* The tail (*tl) of the value from vbeg whose first error is at `at`, with frames bi.. of fs
** open there, each recovering to its closer in turn (fs->fend, item_to): what the recoveries
** skip blanked, each closer where it was found and the steps after it (a token an index takes
** for its `]` written as one), then the closers of the brackets that found none. tl->t NULL
** when no steps follow, or when a closer is not its bracket's own or the steps end at a dot
** without its name. drop: `at` is the opener of the innermost frame, a for expression that
** failed (hcl's placeholder there): its closer goes too. 0, or -1 on OOM. */
static int steps_tail(tyc_arena *a, const tyc_source *src, const char *text, uint32_t vbeg,
                      uint32_t at, const fstack *fs, uint32_t bi, int drop, tail *tl)
{
    uint32_t n = fs->n, cur = at, j = n, len = src->len, se[CAP];
    int any = 0, failed;
    tl->t = NULL;
    if (n > CAP || n <= bi)
        return 0;
    for (; j > bi && fs->fend[j - 1]; j--) {
        uint32_t f = fs->fend[j - 1];
        if (f >= len && f > cur && closer(fs->kind[j - 1]) &&
            (f > len || text[f - 1] != closer(fs->kind[j - 1])))
            break; /* (it reads to the end of the file: closers added from here out) */
        if (f <= cur || f > len || !closer(fs->kind[j - 1]) ||
            text[f - 1] != closer(fs->kind[j - 1]))
            return 0;
        se[j - 1] = tyc_parse_steps(text, len, f, j - 1 > bi && fs->kind[j - 2] != TYC_FR_BRACE,
                                    1, &failed);
        if (failed)
            return 0;
        any |= tyc_inked(text, f, se[j - 1]);
        cur = se[j - 1];
    }
    for (uint32_t i = bi; i < j; i++)
        if (!closer(fs->kind[i]))
            return 0;
    if (!any)
        return 0;
    char *u = tyc_alloc(a, cur - vbeg + (j - bi) + 1);
    if (!u)
        return -1;
    memcpy(u, text + vbeg, at - vbeg);
    cur = at;
    for (uint32_t i = n; i > j; i--) {
        uint32_t f = fs->fend[i - 1];
        memset(u + cur - vbeg, ' ', f - 1 - cur);
        u[f - 1 - vbeg] = drop && i == n ? ' ' : closer(fs->kind[i - 1]);
        memcpy(u + f - vbeg, text + f, se[i - 1] - f);
        tyc_parse_steps_taken(text, len, f, i - 1 > bi && fs->kind[i - 2] != TYC_FR_BRACE,
                              &failed, u, vbeg);
        cur = se[i - 1];
    }
    tl->lim = cur - vbeg, tl->fs = fs, tl->bi = bi, tl->j = j;
    for (uint32_t i = j; i > bi; i--)
        u[cur++ - vbeg] = closer(fs->kind[i - 1]);
    u[cur - vbeg] = 0;
    tl->t = u, tl->n = cur - vbeg;
    return 0;
}

/* The expression hcl keeps from t[0..n) (a slice of src from vbeg), its ranges past `at` (the
** closers added, the placeholder of a failed operand) ending at cend; NULL when tycon cannot
** build it (or on OOM: *oom). bare: no closer was added; in: the kind of the innermost
** bracket open at `at` (0: none); for_cut: `at` is the opener
** of a for expression that failed (hcl's finishParsingForExpr then gives a placeholder, with
** or without diagnostics); loud: in recovery the object open at `at` failed with a
** diagnostic; prior: the placeholders the recovery put back; tl: t with the steps after
** the brackets that recovered, for a failed operand's placeholder. */
static tyc_node *partial_expr(tyc_arena *a, const tyc_source *src, char *t, uint32_t n,
                              uint32_t vbeg, uint32_t at, uint32_t cend, int bare, int in,
                              int for_cut, int recovery, int loud,
                              const forces *prior, const tail *tl, int *oom)
{
    forces fz = *prior;
    fz.base = vbeg, fz.lim = at - vbeg;
    int nl_ign = in == TYC_FR_PAREN || in == TYC_FR_BRACK || in == TYC_FR_BRACE_FOR;
    tyc_source part = *src;
    tyc_diags quiet;
    int st, op = 0;
    tyc_diags_init(&quiet, a);
    part.text = t, part.len = n;
    tyc_node *syn = NULL;
    uint32_t cut = at - vbeg, dot = dot_before(t, cut);
    /* in recovery, a dot where an operand should start is read as in a first error (not
    ** after a placeholder the recovery put back: a construct blanked there) */
    int put = 0;
    for (uint32_t i = 0; i < prior->n && dot < cut; i++) {
        uint32_t p = prior->at[i] & ~TYC_FORCE_EXACT;
        put |= p >= vbeg && p - vbeg < dot;
    }
    int dotted = recovery && !for_cut && dot < cut &&
                 ((!tyc_inked(t, 0, dot) && !put) || operand_wanted(t, dot));
    /* (a dot without its name is reported in recovery too: a conditional gives up there) */
    int dot_err = dot < cut && dot != 0;
    if (dotted)
        cut = dot;
    /* (a group's or a call's failure is reported in recovery too: a conditional around gives
    ** up) */
    if (!recovery || ((dot_err || in == TYC_FR_PAREN) && !for_cut)) {
        tyc_node *c = cond_given_up(a, src, t, cut, tl, vbeg, recovery, oom);
        if (c || *oom) {
            if (c)
                tyc_node_place(c, vbeg, tl->t ? vbeg + tl->lim : at,
                               cend > at || at == src->len ? cend : at + 1);
            return c;
        }
    }
    /* (a second dot without its name keeps it an ExprSyntaxError) */
    uint32_t wb, we;
    int sfail = 0; /* (an index whose steps end at another failed dot: a bare one again) */
    if (at < src->len && src->text[at] == '[')
        tyc_parse_steps(src->text, src->len, at, nl_ign, 1, &sfail);
    int wrapped = at < src->len &&
                  ((src->text[at] == '[' && !sfail) ||
                   (src->text[at] == '.' && !tyc_parse_attr_after_dot(src->text, src->len, at + 1,
                                                                      nl_ign, &wb, &we)));
    uint32_t db = dot_before(t, cut), rb, re;
    int redot = !wrapped && db < cut && db && tyc_parse_attr_splat(t, db) != UINT32_MAX &&
                tyc_parse_steps_fail(src->text, src->len, at, nl_ign, &rb, &re);
    /* (the steps after the brackets that recovered are read: tl) */
    int tail_ok = tl->t != NULL;
    tyc_node *x = dotted || for_cut ? NULL
                                    : after_dot(a, src, tail_ok ? tl->t : t, tail_ok ? tl->n : n,
                                                cut, wrapped, redot, recovery, &fz, &syn, oom);
    if (x || *oom) {
        if (x) {
            tyc_node_place(x, vbeg, tail_ok ? vbeg + tl->lim : at,
                           cend > at || at == src->len ? cend : at + 1);
            if (syn) { /* its diagnostic: at the token after the dot */
                syn->nbeg = at, syn->nend = at < src->len ? at + 1 : at;
                if (redot) /* (the splat's dot reported its error at the star: the next
                           ** dot's is this one's own) */
                    syn->nbeg = rb, syn->nend = re;
                dot_chain(src, syn, nl_ign);
                uint32_t sp = splat_after(src->text, src->len, at, nl_ign); /* (a splat
                                           ** over the error: the index after it is its) */
                uint32_t ix = at < src->len && src->text[at] == '[' ? at
                              : sp < src->len && src->text[sp] == '[' ? sp
                              : syn->aend > syn->abeg && src->text[syn->abeg] == '[' ? syn->abeg
                                                                                  : UINT32_MAX;
                if (ix != UINT32_MAX && !(x = indexed_error(a, src, x, syn, ix, &fz)))
                    return *oom = a->ctx->oom, NULL;
                if (ix != UINT32_MAX && !(x = index_then_dot(a, src, x, syn, ix, nl_ign, &fz)))
                    return *oom = 1, NULL;
            }
        }
        return x;
    }
    if (((!recovery || dotted) && (operand_wanted(t, cut) || !tyc_inked(t, 0, cut))) || for_cut) {
        /* the file's first error where an operand should start: hcl's placeholder there,
        ** and what the constructs around it keep */
        int failed = 0;
        tyc_source whole = *src;
        tyc_diags q;
        int s2;
        tyc_diags_init(&q, a);
        whole.text = t, whole.len = n;
        uint32_t lim = at; /* (past it: the closers added) */
        if (tl->t) /* (the steps after the brackets that recovered are read) */
            whole.text = tl->t, whole.len = tl->n, lim = vbeg + tl->lim;
        if (!tl->t && !dotted && !for_cut && cut == at - vbeg && at < src->len &&
            (src->text[at] == '.' || src->text[at] == '[')) {
            /* (the placeholder's traversal is read: in recovery its indexes take any token
            ** after their key for their `]`) */
            uint32_t se = tyc_parse_steps(src->text, src->len, at, nl_ign, 1, &failed);
            char *w = failed || se <= at ? NULL : tyc_alloc(a, n + (se - at) + 1);
            if (w) {
                memcpy(w, t, cut);
                memcpy(w + cut, src->text + at, se - at);
                tyc_parse_steps_taken(src->text, src->len, at, nl_ign, &failed, w, vbeg);
                memcpy(w + cut + (se - at), t + cut, n - cut);
                w[n + (se - at)] = 0;
                whole.text = w, whole.len = n + (se - at), lim = se;
            } else if (!failed && se > at) {
                return *oom = 1, NULL;
            }
            failed = 0;
        }
        if (dotted) { /* the dot was read after the placeholder: not again */
            char *w = tyc_strndup(a, whole.text, whole.len);
            if (!w)
                return *oom = 1, NULL;
            w[cut] = ' ';
            whole.text = w;
        }
        tyc_node *f = reread(a, &whole, &q, &s2, cut, &fz);
        uint32_t ab = 0, ae = 0, d = vbeg + cut;
        tyc_node *ph = f && s2 == TYCON_OK ? placeholder_at(f, cut, 0) : NULL;
        /* a dot there: hcl's traversal of the placeholder wants a name, and what it keeps
        ** is an ExprSyntaxError (which an object keeps as its item's value, unless the
        ** traversal goes on) */
        int silent = 0;
        uint32_t ds = ph ? tyc_parse_splat_end(src->text, src->len, d, nl_ign, &silent) : d;
        ds = silent ? ds : d;
        if (ds > d) /* (the steps after the splat's silent failure: from the next dot) */
            ds = skip_blanks(src->text, src->len, ds);
        int sx = ph && tyc_parse_steps_fail(src->text, src->len, ds, nl_ign, &ab, &ae);
        if (sx && ds > d && fz.d && dots_from(src, src->text, ds, nl_ign, fz.d) < 0)
            return *oom = 1, NULL; /* (no read gives that dot's error) */
        if (sx && ab < src->len && src->text[ab] != '[' && src->text[ab] != '.')
            ph->flags |= TYC_NF_SYNERR;
        /* (a for expression's silent failure in recovery: the constructs around read on) */
        if (f && s2 == TYCON_OK && for_cut && recovery)
            failed = 1;
        else if (f && s2 == TYCON_OK)
            f = give_up(f, cut, &failed, 0);
        if (f && s2 == TYCON_OK && failed) {
            tyc_node_place(f, vbeg, lim, cend > at || at == src->len ? cend : at + 1);
            if (ph && !sx && d < src->len) /* (hcl's placeholder: the token there; a for's */
                operand_ends(f, ph, for_cut && cend > d ? cend /* to its closer, or the end) */
                                                        : token_end(src->text, src->len, d), 0);
            if (sx) {
                ph->flags |= TYC_NF_SYNERR, ph->nbeg = ab, ph->nend = ae;
                dot_chain(src, ph, nl_ign);
                if (ph->aend > ph->abeg)
                    ab = ph->abeg;
                /* (an index there goes on after the placeholder's failed dot) */
                if (ab < src->len && src->text[ab] == '[' &&
                    (!(f = indexed_error(a, src, f, ph, ab, &fz)) ||
                     !(f = index_then_dot(a, src, f, ph, ab, nl_ign, &fz))))
                    return *oom = 1, NULL;
            }
            return f;
        }
        if (a->ctx->oom)
            return *oom = 1, NULL;
    }
    if (tl->t && !recovery && !bare && tl->j < tl->fs->n) {
        /* (the first error: the constructs that recovered to their closers are terms still,
        ** the steps after them read) */
        tyc_source tp = *src;
        tyc_diags q2;
        int s2;
        uint32_t ie = tl->fs->fend[tl->fs->n - 1] - vbeg; /* (the innermost's closer) */
        tyc_diags_init(&q2, a);
        tp.text = tl->t, tp.len = tl->n;
        tyc_node *g = reread(a, &tp, &q2, &s2, UINT32_MAX, NULL);
        if (g && s2 == TYCON_OK && (g = construct_failed(a, g, ie, ie, 0, loud, oom)) != NULL) {
            tyc_node_place(g, vbeg, vbeg + tl->lim, cend > at || at == src->len ? cend : at + 1);
            return g;
        }
        if (*oom || s2 == TYCON_ERR_NOMEM)
            return *oom = 1, NULL;
    }
    char *t0 = recovery ? NULL : tyc_strndup(a, t, n);
    uint32_t n0 = n;
    /* (in recovery an operand wanted at the cut is hcl's silent placeholder) */
    uint32_t ph = recovery && in != TYC_FR_BRACE && operand_wanted(t, cut) ? cut : UINT32_MAX;
    tyc_node *e = reread(a, &part, &quiet, &st, ph, recovery ? &fz : NULL);
    if (e && st == TYCON_OK && !bare && /* the construct cut there failed */
        !(e = construct_failed(a, e, at - vbeg + 1, cend >= src->len ? n : at - vbeg + 1,
                               recovery, loud, oom)))
        return NULL;
    if ((!e || st != TYCON_OK) && st != TYCON_ERR_NOMEM && bare && (op = trailing_op(t, &n))) {
        uint32_t opb = n;
        t[n] = 0;
        part.len = n;
        e = reread(a, &part, &quiet, &st, UINT32_MAX, recovery ? &fz : NULL);
        if (e && st == TYCON_OK && !(e = without_operand(a, e, op, opb, at - vbeg, recovery)))
            return *oom = 1, NULL;
    }
    if ((!e || st != TYCON_OK) && st != TYCON_ERR_NOMEM && t0) {
        /* the first error: the operand wanted at the cut is hcl's placeholder, and each
        ** construct around it gives up as hcl's parser does */
        int failed = 0;
        forces none = {NULL, 0, 0, 0, NULL, NULL};
        part.text = t0, part.len = n0;
        e = reread(a, &part, &quiet, &st, UINT32_MAX, &none);
        if (e && st == TYCON_OK && !(e = give_up(e, at - vbeg, &failed, 0)))
            return NULL;
    }
    if (!e || st != TYCON_OK)
        return *oom = st == TYCON_ERR_NOMEM || a->ctx->oom, NULL;
    tyc_node *phn = ph != UINT32_MAX ? placeholder_at(e, ph, 0) : NULL;
    /* (an object that dropped its item: the text read holds the steps after it, the
    ** source's up to tl->lim) */
    uint32_t lim = !tl->t && tl->lim > at - vbeg ? vbeg + tl->lim : at;
    tyc_node_place(e, vbeg, lim, cend > at || at == src->len ? cend : at + 1);
    if (phn && at < src->len) /* (hcl's placeholder is the token at the cut) */
        operand_ends(e, phn, token_end(src->text, src->len, at), 0);
    return e;
}

/* 1 when frame f of fs is a function call's parenthesis (a name before it). */
static int call_frame(const char *t, const fstack *fs, uint32_t f)
{
    uint32_t p = fs->obeg[f];
    while (p > 0 && (t[p - 1] == ' ' || t[p - 1] == '\t'))
        p--;
    return fs->kind[f] == TYC_FR_PAREN && tyc_parse_ident_before(t, p);
}

/* Where the construct of frame f of fs begins: its opener, a call's name. */
static uint32_t construct_beg(const char *t, const fstack *fs, uint32_t f)
{
    uint32_t p = fs->obeg[f];
    if (!call_frame(t, fs, f))
        return p;
    while (p > 0 && (t[p - 1] == ' ' || t[p - 1] == '\t'))
        p--;
    while (p > 0 && (name_char(t[p - 1]) || t[p - 1] == ':'))
        p--;
    return p;
}

/* 1 when a function call's parenthesis is open above frame j of fs: hcl's call reports its
** own errors in recovery too, so a construct around it fails with a diagnostic. */
static int call_above(const char *t, const fstack *fs, uint32_t j)
{
    for (uint32_t k = j + 1; k < fs->n && k < CAP; k++)
        if (call_frame(t, fs, k))
            return 1;
    return 0;
}

static int constructor(const char *t, const fstack *fs, uint32_t f);

/* 1 when a frame of fs above frame j is a group (no call's parenthesis). */
static int group_above(const char *t, const fstack *fs, uint32_t j)
{
    for (uint32_t k = j + 1; k < fs->n && k < CAP; k++)
        if (fs->kind[k] == TYC_FR_PAREN && !call_frame(t, fs, k))
            return 1;
    return 0;
}

/* 1 when the frames of fs above frame j are groups only (none: 1): hcl's group whose
** expression failed is that expression, an ExprSyntaxError an object keeps. */
static int groups_above(const char *t, const fstack *fs, uint32_t j)
{
    for (uint32_t k = j + 1; k < fs->n && k < CAP; k++)
        if (fs->kind[k] != TYC_FR_PAREN || call_frame(t, fs, k))
            return 0;
    return 1;
}

/* The argument kept for `name = <expression read up to at>`: the text [vbeg, at) with the
** closers of the frames open there (fs->kind[bi..n)) after it, its ranges past `at` ending at
** cend. An object drops the item whose key or value failed with a diagnostic (hcl's
** parseObjectCons keeps only a value that is a bare syntax error), so for the file's first
** error the outermost object open there is cut at its current item; after it (recovery) the
** failure is silent and the item stays, but for a key without its `=`. A for expression
** that failed before its end is hcl's placeholder. NULL when that text is no expression
** (hcl keeps a partial tree tycon does not build: the argument is dropped) or on OOM (*oom
** set). */
static tyc_node *partial_attr(tyc_arena *a, const tyc_source *src, const char *text,
                              uint32_t from, uint32_t nend, uint32_t vbeg, uint32_t at,
                              uint32_t cend, const fstack *fs, uint32_t bi, int recovery,
                              const forces *fz, int *oom)
{
    uint32_t top = fs->n, end = at, forj = for_frame(text, fs, bi);
    int loud = 0; /* (an object's key whose group failed: its error is given) */
    /* (an error right after a complete value at the object's own level is its missing
    ** separator: the item was kept; silent failures after the first error keep it too) */
    uint32_t p = at;
    while (p > vbeg && (text[p - 1] == ' ' || text[p - 1] == '\t' || text[p - 1] == '\n'))
        p--;
    int complete = p > vbeg && (name_char(text[p - 1]) || strchr(")]}\"", text[p - 1]) ||
                                (p > vbeg + 3 && !memcmp(text + p - 3, "...", 3)));
    /* (at a dot with no name after it, the value may be an ExprSyntaxError, which the
    ** object keeps: give_up decides) */
    /* (in recovery too a dot without its name gives its error: the objects around fail so) */
    int dotl = recovery && p > vbeg + 1 && text[p - 1] == '.' && text[p - 2] != '.';
    int syn = (!recovery || dotl) &&
              ((at + 1 < src->len && text[at] == '.' && text[at + 1] != '.') ||
               (p > vbeg + 1 && text[p - 1] == '.' && text[p - 2] != '.'));
    /* (in recovery an object's key without its `=` fails silently, or after a group in it
    ** failed: the object keeps the items before it) */
    for (uint32_t j = bi; j < forj; j++)
        if (fs->kind[j] == TYC_FR_BRACE && fs->ibeg[j] > vbeg && fs->ibeg[j] <= at &&
            (recovery && !dotl ? ((j + 1 == fs->n || call_above(text, fs, j) || cend >= src->len ||
                          group_above(text, fs, j)) &&
                         !fs->eq[j]) ||
                            (fs->eq[j] && call_above(text, fs, j))
                      : (j + 1 < fs->n || !fs->eq[j] || !complete) &&
                            !(syn && groups_above(text, fs, j) && fs->eq[j]))) {
            top = j + 1, end = fs->ibeg[j];
            loud = recovery && j + 1 < fs->n && fs->kind[j + 1] == TYC_FR_PAREN &&
                   !call_frame(text, fs, j + 1);
            break;
        }
    /* (in recovery an operand wanted there is hcl's silent placeholder: a for expression's
    ** value is complete then, unless a dot wants its name or a conditional its colon) */
    int silent_op = recovery && p > vbeg && strchr("+-*/%<>=!&|:", text[p - 1]) &&
                    !(text[p - 1] == ':' && p > vbeg + 1 && text[p - 2] == ':');
    /* (in recovery, tuples in the for expression reading to the end of the file fail
    ** silently: the for is whole, its closer the end) */
    int quiet_in = recovery && forj + 1 < fs->n && cend >= src->len;
    for (uint32_t j = forj + 1; quiet_in && j < fs->n; j++)
        quiet_in = fs->kind[j] == TYC_FR_BRACK && constructor(text, fs, j);
    int for_cut = end == at && forj < fs->n && !quiet_in &&
                  !(forj + 1 == fs->n && (complete || silent_op) && !ends_with_if(text, p) &&
                    sep_in(text, fs->obeg[forj] + 1, at, 0));
    if (for_cut) /* the outermost for expression open there is hcl's placeholder */
        top = forj, end = fs->obeg[forj];
    uint32_t k = top - bi;
    char *t = tyc_alloc(a, end - vbeg + k + 1);
    if (!t)
        return *oom = 1, NULL;
    memcpy(t, text + vbeg, end - vbeg);
    for (uint32_t i = 0; i < k; i++)
        if (!(t[end - vbeg + i] = closer(fs->kind[top - 1 - i])))
            return NULL;
    t[end - vbeg + k] = 0;
    uint32_t fo = forj < fs->n ? fs->obeg[forj] : 0;
    if (!for_cut && end == at && forj + 1 == fs->n && text[fo] == '{' && k &&
        !sep_in(text, fo + 1, at, 1)) /* an object for without its key: hcl's is a tuple's */
        t[fo - vbeg] = '[', t[end - vbeg] = ']';
    int in = top > bi ? fs->kind[top - 1] : 0;
    tail tl = {NULL, 0, 0};
    /* (an object that dropped its failed item is a term still: the steps after it and after
    ** the brackets around that recovered in turn are read, into the text read) */
    int dropped = !for_cut && end < at && in == TYC_FR_BRACE;
    fstack ff = *fs; /* (a for expression cut, or an object that dropped its item: the frames
                     ** up to it) */
    ff.n = for_cut ? forj + 1 : top;
    if ((dropped || ((!recovery || dotl) && (for_cut || (end == at && top == fs->n)))) &&
        steps_tail(a, src, text, vbeg, end, &ff, bi, for_cut, &tl) < 0)
        return *oom = 1, NULL;
    uint32_t tn = end - vbeg + k;
    if (dropped && tl.t)
        t = tl.t, tn = tl.n, tl.t = NULL;
    forces fz2 = *fz; /* (an operand wanted before a token blanked in text, a conditional's
                      ** `?`: hcl's silent placeholder is that token) */
    uint32_t q0 = p;
    while (q0 < end && (src->text[q0] == ' ' || src->text[q0] == '\t' || src->text[q0] == '\n'))
        q0++;
    if (silent_op && q0 < end && !tyc_inked(text, q0, q0 + 1) &&
        tyc_parse_force_add(a, &fz2.at, &fz2.n, q0) < 0)
        return *oom = 1, NULL;
    tyc_node *e = partial_expr(a, src, t, tn, vbeg, end, cend, k == 0, in, for_cut,
                               recovery, loud, &fz2, &tl, oom);
    if (!e)
        return NULL;
    place_calls(e, fs, bi, 0);
    tyc_node *attr = tyc_node_new(a, TYC_N_ATTR, from, e->end, 1);
    if (!attr || tyc_node_set_text(a, attr, text + from, nend - from) < 0)
        return *oom = 1, NULL;
    attr->kids[0] = e;
    attr->nbeg = from, attr->nend = nend;
    return attr;
}

/* 1 when d already holds an error `summary` at [b, e) (an earlier read of the text found it:
** hcl's parser reports each construct once). */
static int reported(const tyc_diags *d, const tyc_source *src, const char *summary, uint32_t b,
                    uint32_t e)
{
    for (const tyc_diag *g = d->head; g; g = g->next)
        if (g->subject.src == src && g->subject.beg == b && g->subject.end == e &&
            !strcmp(g->summary, summary))
            return 1;
    return 0;
}

/* In hcl's recovery mode a tuple's or object's failure is silent (and a quoted string split
** to the end of the file fails only in the scanner's own check), so the call around it (past
** other such brackets) reads on as if its argument were fine: at the end of the file that is
** its "Unterminated function call" (the innermost frame's recovery ran there). 0, or -1. */
static int unterminated_call(const tyc_source *src, const char *t, const fstack *fs,
                             uint32_t bi, tyc_diags *d)
{
    uint32_t j = fs->n - 1 - (fs->kind[fs->n - 1] == TYC_FR_QUOTE);
    if (j <= bi || (fs->kind[j] != TYC_FR_BRACK && fs->kind[j] != TYC_FR_BRACE &&
                    fs->kind[fs->n - 1] != TYC_FR_QUOTE))
        return 0;
    while (j > bi && (fs->kind[j] == TYC_FR_BRACK || fs->kind[j] == TYC_FR_BRACE))
        j--;
    if (j < bi || fs->kind[j] != TYC_FR_PAREN)
        return 0;
    uint32_t open = fs->obeg[j], nb = open;
    while (nb > 0 && (t[nb - 1] == ' ' || t[nb - 1] == '\t'))
        nb--;
    uint32_t ne = nb;
    while (nb > 0 && (name_char(t[nb - 1]) || t[nb - 1] == ':'))
        nb--;
    if (nb == ne) { /* a group: it finds the end of the file where its `)` should be */
        if (reported(d, src, "Unbalanced parentheses", src->len, src->len))
            return 0;
        tyc_diag *g = tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, src, src->len, src->len,
                                   "Unbalanced parentheses",
                                   "Expected a closing parenthesis to terminate the expression.");
        if (g)
            g->context = (tyc_range){src, open, src->len, 0};
        return g ? 0 : -1;
    }
    if (reported(d, src, "Unterminated function call", nb, open + 1))
        return 0;
    return tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, src, nb, open + 1,
                        "Unterminated function call",
                        "There is no closing parenthesis for this function call before the end "
                        "of the file. This may be caused by incorrect parenthesis nesting "
                        "elsewhere in this file.")
               ? 0
               : -1;
}

/* 1 when the bracket at t[o] opens a for expression. */
static int opens_for(const char *t, uint32_t o)
{
    uint32_t q = o + 1;
    while (t[q] == ' ' || t[q] == '\t' || t[q] == '\n' || t[q] == '\r')
        q++;
    return t[q] == 'f' && t[q + 1] == 'o' && t[q + 2] == 'r' && !name_char(t[q + 3]);
}

/* In recovery, the item from offset `from` failed silently at `at` in the tuples and objects
** open there, which read to the end of the file: a for expression open around them (frames
** of fs above bi) reads on as if its value were fine and meets the end where its closer
** should be, then gives its checks of the key against its brackets (finishParsingForExpr).
** The item is read alone, cut at `at` (the forced placeholders kept), as the driver reads the
** end of a file, and those checks go to d. 1 when there were any, else 0; -1 on OOM. */
static int for_checks_at_eof(tyc_arena *a, const tyc_source *src, const char *buf,
                             uint32_t from, uint32_t at, const fstack *fs, uint32_t bi,
                             const uint32_t *force, uint32_t nforce, tyc_diags *d)
{
    uint32_t j = fs->n - 1;
    while (j > bi && constructor(buf, fs, j))
        j--;
    if (j + 1 >= fs->n || j < bi ||
        !(fs->kind[j] == TYC_FR_BRACE_FOR || opens_for(buf, fs->obeg[j])))
        return 0;
    char *t = tyc_strndup(a, buf, src->len);
    if (!t)
        return -1;
    tyc_blank(t, 0, from), tyc_blank(t, at, src->len);
    tyc_diags q;
    int st;
    tyc_diags_init(&q, a);
    tyc_parse_run_text(a, src, &q, &st, TYC_FR_ROOT_BODY, 0, 0, t, 1, force, nforce, NULL);
    int k = 0;
    for (const tyc_diag *g = q.head; g; g = g->next)
        if (g->subject.beg >= fs->obeg[j] && !strcmp(g->summary, "Invalid 'for' expression")) {
            if (!tyc_diags_push_copy(d, g))
                return -1;
            k = 1;
        }
    return a->ctx->oom ? -1 : k;
}

/* 1 when t[0..p) ends with the `in` or `if` keyword of the for expression of frame f - 1 (a
** bracket after it opens a tuple; elsewhere the word is a name, and the bracket indexes it). */
static int after_for_keyword(const char *t, const fstack *fs, uint32_t f, uint32_t p)
{
    if (f == 0 || p < 2 || (t[p - 2] != 'i' || (t[p - 1] != 'n' && t[p - 1] != 'f')) ||
        (p > 2 && name_char(t[p - 3])))
        return 0;
    return (fs->kind[f - 1] == TYC_FR_BRACK || fs->kind[f - 1] == TYC_FR_BRACE_FOR ||
            fs->kind[f - 1] == TYC_FR_BRACE) && opens_for(t, fs->obeg[f - 1]);
}

/* 1 when frame f of fs is a tuple or object constructor: not an index, not a `for`. */
static int constructor(const char *t, const fstack *fs, uint32_t f)
{
    if (fs->kind[f] != TYC_FR_BRACK && fs->kind[f] != TYC_FR_BRACE)
        return 0;
    return !index_bracket(t, fs, f) && !opens_for(t, fs->obeg[f]);
}


/* hcl's parser.recover for the brackets of fs from frame top - 1 down to frame bi, each from
** where the one inside it ended (offset i of t at first; trav: after the traversal read
** there): cl[j] is just past frame j's closer. Returns the last frame walked (top when none);
** when its closer is missing, its cl is n + 1 (the walk read to the end of t). */
static uint32_t recover_out(const char *t, uint32_t n, const fstack *fs, uint32_t bi,
                            uint32_t top, uint32_t i, uint32_t *cl, int trav)
{
    uint32_t j = top;
    while (j > bi) {
        int kind = fs->kind[--j], found, failed;
        if (trav && j + 1 < top) /* (the traversal after the one inside is read first) */
            i = tyc_parse_steps(t, n, i, kind != TYC_FR_BRACE, 1, &failed);
        char o = kind == TYC_FR_PAREN ? '(' : kind == TYC_FR_BRACK ? '[' : '{';
        cl[j] = i = tyc_recover_scan(t, n, i, o, closer(kind), &found);
        if (!found) {
            cl[j] = n + 1;
            break;
        }
    }
    return j;
}

/* The frames open at offset `at` of buf into *fs (frames_at); returns the index of the first
** one inside the body item (its value's outermost bracket, when any). */
static uint32_t value_frames(tyc_arena *a, const tyc_source *src, char *buf, uint32_t at,
                             fstack *fs)
{
    frames_at(a, src, buf, at, fs);
    uint32_t bi = fs->n;
    while (bi > 1 && fs->kind[bi - 1] != TYC_FR_BODY && fs->kind[bi - 1] != TYC_FR_ROOT_BODY)
        bi--;
    return bi;
}

int tyc_recover_traversed(tyc_arena *a, const tyc_source *src, char *buf, uint32_t at,
                          uint32_t op, int value_failed)
{
    fstack fs;
    uint32_t len = src->len, cl[CAP];
    if (at >= len)
        return 0;
    uint32_t bi = value_frames(a, src, buf, at, &fs), n = fs.n;
    /* (one construct: traversed_construct in parse_body_recover.c, but for an object failing in an
    ** item's key, which it drops) */
    int key = n > bi && n <= CAP && fs.kind[n - 1] == TYC_FR_BRACE &&
              (!fs.eq[n - 1] || value_failed) && fs.ibeg[n - 1] <= at;
    if (fs.stop != at || n > CAP || n < bi + 2 - key || !fs.eq[bi - 1])
        return 0;
    for (uint32_t j = bi; j < n; j++)
        if (!constructor(buf, &fs, j) && !call_frame(buf, &fs, j))
            return 0;
    uint32_t p = construct_beg(buf, &fs, bi); /* the outermost: the whole value */
    while (p > 0 && (buf[p - 1] == ' ' || buf[p - 1] == '\t'))
        p--;
    if (p == 0 || buf[p - 1] != '=')
        return 0;
    if (cl[recover_out(buf, len, &fs, bi, n, at, cl, 0)] > len) /* each to its closer in turn */
        return 0;
    uint32_t q = cl[bi];
    while (q < len && (buf[q] == ' ' || buf[q] == '\t'))
        q++;
    if (q >= len || !(buf[q] == '[' || (buf[q] == '.' && !(q + 2 < len && buf[q + 1] == '.' &&
                                                          buf[q + 2] == '.'))))
        return 0;
    uint32_t from = key ? fs.ibeg[n - 1] : op > fs.obeg[n - 1] && op < at ? op : at;
    tyc_blank(buf, from, cl[n - 1] - 1);
    for (uint32_t j = n - 1; j-- > bi;)
        tyc_blank(buf, fs.kind[j] == TYC_FR_BRACE ? fs.ibeg[j] : cl[j + 1], cl[j] - 1);
    return 1;
}

int tyc_recover_synerr_outer(tyc_arena *a, const tyc_source *src, char *buf, uint32_t at,
                             uint32_t c, uint32_t op, uint32_t *ph)
{
    fstack fs;
    uint32_t len = src->len, i = c, bi = value_frames(a, src, buf, at, &fs), n = fs.n, lo[CAP + 1],
             hi[CAP + 1], k = 0;
    int dropped = 0, failed, found;
    *ph = UINT32_MAX;
    if (fs.stop != at || n > CAP || n <= bi || fs.kind[n - 1] != TYC_FR_BRACE)
        return -1;
    for (uint32_t j = n - 1; j > bi; j--) { /* (frame j - 1 around frame j) */
        int kind = fs.kind[j - 1];
        int fo = kind == TYC_FR_BRACE_FOR || ((kind == TYC_FR_BRACK || kind == TYC_FR_BRACE) &&
                                              opens_for(buf, fs.obeg[j - 1]));
        if ((kind == TYC_FR_PAREN && !call_frame(buf, &fs, j - 1)) ||
            (kind != TYC_FR_PAREN && kind != TYC_FR_BRACK && kind != TYC_FR_BRACE && !fo) ||
            (kind == TYC_FR_BRACE && !fo &&
             (!fs.eq[j - 1] || fs.ibeg[j - 1] > fs.obeg[j])))
            return -1; /* (a group, an object's key: not modelled) */
        uint32_t se = tyc_parse_steps(buf, len, i, kind != TYC_FR_BRACE, 1, &failed);
        char o = fo ? buf[fs.obeg[j - 1]] : kind == TYC_FR_PAREN ? '(' : kind == TYC_FR_BRACK ? '['
                                                                                             : '{';
        uint32_t e = failed ? 0 : tyc_recover_scan(buf, len, se, o, o == '[' ? ']' : o == '(' ? ')'
                                                                                        : '}',
                                                   &found);
        if (!failed && !found && j - 1 == bi && kind != TYC_FR_PAREN && !fo) {
            /* (the outermost tuple or object reads to the end of the file: the rest is its
            ** recovery's, no item; an object drops the one that failed) */
            if (op > fs.obeg[j - 1] && op < fs.obeg[j])
                lo[k] = op, hi[k++] = se;
            dropped |= kind == TYC_FR_BRACE;
            lo[k] = kind == TYC_FR_BRACE ? fs.ibeg[j - 1] : se, hi[k++] = len, i = len;
            break;
        }
        if (failed || !found) /* (a call reading to the end keeps no closing token) */
            return !failed && kind == TYC_FR_PAREN ? -2 : -1;
        if (fo) { /* (a for expression is hcl's placeholder, blanked whole from its opener) */
            lo[k] = *ph = fs.obeg[j - 1], hi[k++] = e, i = e, dropped = 1;
            continue;
        }
        if (op > fs.obeg[j - 1] && op < fs.obeg[j]) /* (the operation over frame j) */
            lo[k] = op, hi[k++] = se, dropped = 1;
        dropped |= kind == TYC_FR_BRACE; /* (an object drops the item, a tuple, a call or an
                                         ** index keeps it) */
        lo[k] = kind == TYC_FR_BRACE ? fs.ibeg[j - 1] : se, hi[k++] = e - 1, i = e;
    }
    uint32_t se = tyc_parse_steps(buf, len, i, 0, 1, &failed); /* (after the outermost) */
    if (failed)
        return -1;
    if (op < fs.obeg[bi]) /* (the operation over the whole construct) */
        lo[k] = op, hi[k++] = se, dropped = 1;
    for (uint32_t j = 0; j < k; j++) /* (newlines too: what the recoveries skip is no item) */
        memset(buf + lo[j], ' ', hi[j] - lo[j]);
    if (se > i) /* (each token an index there takes for its `]` written as one) */
        tyc_parse_steps_taken(buf, len, i, 0, &failed, buf, 0);
    tyc_blank(buf, se, tyc_parse_line_end(buf, len, se)); /* (the operators after give up) */
    return dropped;
}

uint32_t tyc_recover_eof_drop(tyc_arena *a, const tyc_source *src, const char *text,
                              uint32_t at)
{
    fstack fs;
    char *t = at < src->len ? tyc_strndup(a, text, src->len) : NULL;
    if (!t)
        return UINT32_MAX;
    uint32_t bi = value_frames(a, src, t, at, &fs), n = fs.n, drop = UINT32_MAX;
    if (fs.stop != at || n > CAP || bi < 1 || !fs.eq[bi - 1])
        return UINT32_MAX;
    for (uint32_t j = bi; j < n; j++) {
        int k = fs.kind[j];
        if (k == TYC_FR_BRACE_FOR || ((k == TYC_FR_BRACK || k == TYC_FR_BRACE) &&
                                      opens_for(t, fs.obeg[j]))) {
            if (j + 1 < n)
                return UINT32_MAX;
        } else if (k != TYC_FR_PAREN && k != TYC_FR_BRACK && k != TYC_FR_BRACE) {
            return UINT32_MAX;
        } else if (k == TYC_FR_BRACE && drop == UINT32_MAX) {
            drop = fs.ibeg[j];
        }
    }
    return drop;
}

/* 1 when the bracket opened at offset o of t is its object item's whole value (an `=` or
** `:` before it). */
static int value_whole(const char *t, uint32_t o)
{
    while (o > 0 && (t[o - 1] == ' ' || t[o - 1] == '\t' || t[o - 1] == '\n'))
        o--;
    return o > 0 && (t[o - 1] == '=' || t[o - 1] == ':');
}

uint32_t tyc_recover_around(tyc_arena *a, const tyc_source *src, const char *text,
                            uint32_t at, uint32_t from, uint32_t *rng, uint32_t cap,
                            tyc_around *o)
{
    fstack fs;
    uint32_t len = src->len, k = 0;
    *o = (tyc_around){0, 0, 0, 0, UINT32_MAX, 0, 0, 0, 0, 0};
    char *t = at < len ? tyc_strndup(a, text, len) : NULL;
    if (!t)
        return 0;
    uint32_t bi = value_frames(a, src, t, at, &fs), n = fs.n;
    if (fs.stop != at || n < 2 || n > CAP)
        return 0;
    o->parent = fs.kind[n - 2];
    if (fs.kind[n - 1] == TYC_FR_BRACE && !opens_for(t, fs.obeg[n - 1]) &&
        fs.ibeg[n - 1] < from && k < cap) {
        rng[0] = fs.ibeg[n - 1], rng[1] = from - 1; /* (an object drops the failed item) */
        k++;
    }
    uint32_t lo = n - 1, cl[CAP]; /* (the brackets around, up to any other frame) */
    while (lo > bi && (fs.kind[lo - 1] == TYC_FR_PAREN || fs.kind[lo - 1] == TYC_FR_BRACK ||
                       fs.kind[lo - 1] == TYC_FR_BRACE || fs.kind[lo - 1] == TYC_FR_BRACE_FOR))
        lo--;
    /* (the traversal after the bracket that failed is read: at a dot without its name, that
    ** error is given and the brackets around recover from the token after the dot, kept) */
    uint32_t db = skip_blanks(t, len, from), de, scan = from;
    int nl = fs.kind[n - 2] != TYC_FR_BRACE, sf;
    uint32_t se = lo < n - 1 ? tyc_parse_steps(t, len, from, nl, 1, &sf) : from;
    if (lo < n - 1 && tyc_parse_steps_fail(t, len, db, nl, &db, &de) && de > db)
        scan = o->dotb = db, from = o->dote = de;
    else if (lo < n - 1 && !sf && se > from)
        scan = from = o->send = se;
    uint32_t last = recover_out(t, len, &fs, lo, n - 1, scan, cl, 0), i = from, j = n - 1;
    if (scan < from && j > last && cl[j - 1] <= len && cl[j - 1] - 1 < from)
        i = cl[j - 1] - 1; /* (that token is their closer) */
    for (; j-- > last && cl[j] <= len && k < cap; k++) {
        int fo = fs.kind[j] == TYC_FR_BRACE_FOR || opens_for(t, fs.obeg[j]);
        /* (a for expression failing is hcl's placeholder, from its opener) */
        /* (an object keeps an item whose value is that ExprSyntaxError) */
        int keep = scan < from && j + 2 == n && value_whole(t, fs.obeg[n - 1]);
        if (scan < from && j + 2 == n && !keep && fs.kind[j] == TYC_FR_BRACE &&
            fs.ibeg[j] < i) /* (the dot's error stands: the caller gives it) */
            o->dotdrop = 1;
        rng[2 * k] = fo                                                 ? fs.obeg[j]
                     : fs.kind[j] == TYC_FR_BRACE && fs.ibeg[j] < i && !keep ? fs.ibeg[j]
                                                                        : i;
        rng[2 * k + 1] = fo ? cl[j] : cl[j] - 1;
        o->ph = fo ? fs.obeg[j] : o->ph >= rng[2 * k] ? UINT32_MAX : o->ph; /* (its item
                                                                             ** dropped) */
        i = cl[j];
    }
    if (last < n - 1 && cl[last] == len + 1 && k < cap) { /* (read to the end: silently) */
        uint32_t s = i; /* (the outermost object there drops its item) */
        for (j = lo; j <= last && s == i; j++)
            if (fs.kind[j] == TYC_FR_BRACE && !opens_for(t, fs.obeg[j]) && fs.ibeg[j] < i)
                s = fs.ibeg[j];
        rng[2 * k] = s, rng[2 * k + 1] = len;
        k++, o->eof = 1;
        for (j = lo; j <= last && k < cap; j++) /* (a group there is its expression) */
            if (fs.kind[j] == TYC_FR_PAREN && !call_frame(t, &fs, j) && fs.obeg[j] < s)
                rng[2 * k] = fs.obeg[j], rng[2 * k + 1] = fs.obeg[j] + 1, k++;
    } else if ((lo == bi || fs.kind[lo - 1] == TYC_FR_INTERP) && last == lo && lo < n - 1 &&
               cl[lo] <= len && j + 1 == last) {
        o->beg = fs.obeg[lo], o->end = cl[lo], o->interp = lo > bi;
    }
    return k;
}

int tyc_recover_outer_group(tyc_arena *a, const tyc_source *src, const char *text, uint32_t at,
                            uint32_t *gbeg, int *gparent, uint32_t *from)
{
    fstack fs;
    uint32_t len = src->len;
    char *t = at < len ? tyc_strndup(a, text, len) : NULL;
    if (!t)
        return 0;
    uint32_t bi = value_frames(a, src, t, at, &fs), n = fs.n, j = n, i = at;
    if (fs.stop != at || n > CAP)
        return 0;
    while (j > bi && (call_frame(t, &fs, j - 1) ||
                      ((fs.kind[j - 1] == TYC_FR_BRACK || fs.kind[j - 1] == TYC_FR_BRACE) &&
                       !opens_for(t, fs.obeg[j - 1]))))
        j--;
    if (j == n || j == bi || fs.kind[j - 1] != TYC_FR_PAREN)
        return 0;
    for (uint32_t k = n; k-- > j;) { /* (each closes as read: its own closer) */
        int found, kind = fs.kind[k];
        i = tyc_recover_scan(t, len, i, kind == TYC_FR_PAREN ? '(' : kind == TYC_FR_BRACK ? '[' : '{',
                             closer(kind), &found);
        if (!found)
            return 0;
    }
    while (i < len && (t[i] == ' ' || t[i] == '\t' || t[i] == '\r' || t[i] == '\n'))
        i++;
    *gbeg = fs.obeg[j - 1], *gparent = fs.kind[j - 2], *from = i;
    return 1;
}

/* When t[b, o) is a name and attribute steps (`x`, `x.y.z`), blanks around, before the index
** opened at o: the end of the name; else 0. */
static uint32_t root_before(const char *t, uint32_t b, uint32_t o)
{
    uint32_t i = b, re;
    while (i < o && (t[i] == ' ' || t[i] == '\t'))
        i++;
    if (i >= o || !(isalpha((unsigned char)t[i]) || t[i] == '_'))
        return 0;
    while (i < o && name_char(t[i]))
        i++;
    re = i;
    for (;;) {
        while (i < o && (t[i] == ' ' || t[i] == '\t'))
            i++;
        if (i == o)
            return re;
        if (t[i] != '.')
            return 0;
        for (i++; i < o && (t[i] == ' ' || t[i] == '\t'); i++)
            ;
        if (i >= o || !(isalpha((unsigned char)t[i]) || t[i] == '_'))
            return 0;
        while (i < o && name_char(t[i]))
            i++;
    }
}

/* Where hcl's traversal from offset i of t ends (newlines skipped: nl): after a dot without
** its name it goes on from the token there, and the token that ends it so is kept (its error
** is given there when the text is read again). */
static uint32_t traversal_kept(const char *t, uint32_t n, uint32_t i, int nl)
{
    for (int k = 0; k < 64; k++) {
        int failed, f2;
        uint32_t tb, te;
        i = tyc_parse_steps(t, n, i, nl, 1, &failed);
        if (!failed || i >= n || !tyc_parse_attr_after_dot(t, n, i + 1, nl, &tb, &te))
            break;
        if (tyc_parse_steps(t, n, tb, nl, 1, &f2) == tb && !f2)
            return te;
        i = tb;
    }
    return i;
}

int tyc_recover_group_taken(tyc_arena *a, const tyc_source *src, char *buf, uint32_t at,
                            uint32_t end, uint32_t *ph, uint32_t rhs)
{
    fstack fs;
    uint32_t len = src->len, cl[CAP];
    *ph = UINT32_MAX;
    if (at >= len)
        return 0;
    uint32_t bi = value_frames(a, src, buf, at, &fs), n = fs.n;
    if (fs.stop != at || n < 2 || n > CAP || fs.kind[n - 1] != TYC_FR_PAREN)
        return 0;
    for (uint32_t j = bi; j + 1 < n; j++)
        if (fs.kind[j] != TYC_FR_PAREN && fs.kind[j] != TYC_FR_BRACK &&
            fs.kind[j] != TYC_FR_BRACE && fs.kind[j] != TYC_FR_BRACE_FOR)
            return 0;
    uint32_t p = fs.obeg[bi]; /* (the outermost bracket: the argument's whole value, or an */
    while (p > 0 && (buf[p - 1] == ' ' || buf[p - 1] == '\t')) /* index of a name's */
        p--;                                                     /* traversal that is) */
    uint32_t q = p;
    while (index_bracket(buf, &fs, bi) && q > 0 &&
           (name_char(buf[q - 1]) || strchr(". \t", buf[q - 1])))
        q--;
    if (q < p && q > 0 && buf[q - 1] == '=' && root_before(buf, q, fs.obeg[bi]))
        p = q;
    if (p == 0 || buf[p - 1] != '=')
        return 0;
    int failed; /* (the group's traversal is read on) */
    uint32_t steps = tyc_parse_steps(buf, len, end, 1, 1, &failed);
    /* each recovers to its closer in turn (the file's end: the last) */
    uint32_t last = recover_out(buf, len, &fs, bi, n - 1, steps, cl, 1);
    int found = last == n - 1 || cl[last] <= len;
    for (uint32_t j = bi; !found && j <= last; j++)
        if (call_frame(buf, &fs, j))
            return 0; /* (a call reading to the end: hcl keeps it without its closer) */
    for (uint32_t j = bi; !found && j <= last; j++)
        if (fs.kind[j] == TYC_FR_PAREN) /* (a group reading to the end is its expression) */
            buf[fs.obeg[j]] = ' ';
    buf[at] = ')';
    tyc_blank(buf, at + 1, end);
    if (failed) /* (its steps end at a dot without its name: read again, in recovery) */
        return 1;
    uint32_t k = n - 1; /* (the outermost frame opened after the operator over the group) */
    while (rhs != UINT32_MAX && k > bi && fs.obeg[k - 1] > rhs)
        k--;
    /* (the operation around gives up to its left operand: the brackets around the group
    ** inside it fail with it, each to its closer) */
    if (rhs != UINT32_MAX && k > bi && rhs < fs.obeg[n - 1] && k + 1 == n)
        tyc_blank(buf, rhs, steps);
    else if (rhs != UINT32_MAX && k > bi && k + 1 < n && k >= last && cl[k] <= len) {
        int f2; /* (with the traversal after that frame's closer: its operand's; one
                ** failing at a dot is read again as it is) */
        uint32_t te = tyc_parse_steps(buf, len, cl[k], fs.kind[k - 1] != TYC_FR_BRACE, 1, &f2);
        if (!f2)
            tyc_blank(buf, rhs, te);
    }
    uint32_t dropped = UINT32_MAX; /* (where the item dropped starts) */
    for (uint32_t j = bi; !found && j < last; j++)
        if (fs.kind[j] == TYC_FR_BRACE && fs.ibeg[j] > fs.obeg[j]) {
            /* the group's error reaches the objects around the bracket that read to the end:
            ** the outermost drops its item (the brackets inside it with it) */
            tyc_blank(buf, dropped = fs.ibeg[j], at + 1);
            break;
        }
    uint32_t i = steps;
    for (uint32_t j = n - 1; j-- > last;) { /* (an object drops the item that failed) */
        if (j + 2 < n) /* (the traversal after the construct inside is its item's) */
            i = traversal_kept(buf, len, i, fs.kind[j] != TYC_FR_BRACE);
        if (fs.obeg[j] >= dropped) { /* (its opener went with the item: its closer too) */
            tyc_blank(buf, i, cl[j] > len ? len : cl[j]);
        } else if (fs.kind[j] == TYC_FR_BRACE_FOR || opens_for(buf, fs.obeg[j])) {
            /* a for expression failing is hcl's placeholder, from its opener */
            tyc_blank(buf, fs.obeg[j], cl[j] > len ? len : cl[j]);
            *ph = fs.obeg[j];
        } else {
            tyc_blank(buf, fs.kind[j] == TYC_FR_BRACE && fs.ibeg[j] < i ? fs.ibeg[j] : i,
                      cl[j] - 1);
        }
        i = cl[j];
    }
    if (found && last < n - 1) { /* the operators after the value give up too */
        uint32_t e = tyc_parse_steps(buf, len, i, 0, 1, &failed);
        char open[1];
        if (!failed)
            tyc_blank(buf, e, tyc_recover_after_item(buf, len, e, open, 0, 1, 1));
    }
    return 1;
}

/* The first `?` in t[b, e) outside brackets (the outermost conditional there, whose condition
** hcl keeps) when one conditional there still waits for its colon (each colon there closes
** the latest `?` open; one with none open is an object's or a for's), or UINT32_MAX (none, or
** more than one). *start: where the one waiting starts (b, or after the colon of the
** conditional whose false expression it is). */
static uint32_t colonless_cond(const char *t, uint32_t b, uint32_t e, uint32_t *start)
{
    uint32_t d = 0, nq = 0, first = UINT32_MAX, colon = b, at = b;
    for (uint32_t i = b, j; i < e; i++) {
        while (i < e && (j = skip_lexeme(t, e, i)) != i)
            i = j;
        if (i >= e)
            break;
        char c = t[i];
        if (c == '(' || c == '[' || c == '{') {
            d++;
        } else if ((c == ')' || c == ']' || c == '}') && d) {
            d--;
        } else if (!d && c == '?') {
            if (!nq++)
                at = colon; /* (a conditional waiting from here) */
            first = first == UINT32_MAX ? i : first;
        } else if (!d && c == ':' && nq && !(i + 1 < e && t[i + 1] == ':') &&
                   !(i > b && t[i - 1] == ':')) {
            nq--;
            colon = i + 1;
        }
    }
    *start = at;
    return nq == 1 ? first : UINT32_MAX;
}

/* In recovery, the tuples and objects open at the error (frames bi.. of fs) failing silently
** to the end of the file inside a conditional's true expression: hcl's conditional then meets
** the end where its colon should be, reports it, and keeps its condition (the constructs
** around it bail out silently). The levels are tried from the innermost out, up to the first
** call or group (which reports the end of the file itself: unterminated_call). Adds that
** diagnostic to d and returns the `?` (the condition ends there), *keep receiving the number
** of frames open around it; UINT32_MAX when not so (or on OOM: *oom). */
static uint32_t eof_in_cond(const tyc_source *src, const char *t, const fstack *fs,
                            uint32_t bi, uint32_t vb, uint32_t *keep, tyc_diags *d, int *oom)
{
    uint32_t q = UINT32_MAX, j = fs->n - 1, c = vb;
    while (j > bi && q == UINT32_MAX) { /* (frame j - 1's level, holding frame j) */
        if (!constructor(t, fs, j) && !opens_for(t, fs->obeg[j]))
            return UINT32_MAX; /* (a for's failure is silent too: its placeholder) */
        q = colonless_cond(t, fs->obeg[j - 1] + 1, fs->obeg[j], &c);
        if (q == UINT32_MAX)
            j--;
    }
    if (q == UINT32_MAX) {
        if (!constructor(t, fs, bi) && !opens_for(t, fs->obeg[bi]))
            return UINT32_MAX;
        j = bi;
        q = colonless_cond(t, vb, fs->obeg[bi], &c);
    }
    if (q == UINT32_MAX)
        return UINT32_MAX;
    while (c < src->len && (t[c] == ' ' || t[c] == '\t' || t[c] == '\n'))
        c++;
    tyc_diag *g = tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, src, src->len, src->len,
                               "Missing false expression in conditional",
                               "The conditional operator (...?...:...) requires a false "
                               "expression, delimited by a colon.");
    if (!g)
        return *oom = 1, UINT32_MAX;
    g->context = (tyc_range){src, c, src->len, 0};
    *keep = j;
    return q;
}

int tyc_recover_root_eof_cond(tyc_arena *a, const tyc_source *src, char *buf,
                              uint32_t from, uint32_t at, tyc_diags *d)
{
    fstack fs;
    uint32_t keep, v = from, pd = at;
    int oom = 0;
    while (pd > from && (buf[pd - 1] == ' ' || buf[pd - 1] == '\t' || buf[pd - 1] == '\n'))
        pd--;
    if (at >= src->len || (pd > from + 1 && buf[pd - 1] == '.' && buf[pd - 2] != '.'))
        return 0; /* (a dot without its name is no silent failure: its error is given) */
    frames_at(a, src, buf, at, &fs);
    uint32_t n = fs.n;
    if (fs.stop != at || n < 2 || n > CAP || fs.kind[0] != TYC_FR_ROOT_BODY ||
        (fs.kind[n - 1] != TYC_FR_BRACK && fs.kind[n - 1] != TYC_FR_BRACE))
        return 0;
    while (v < fs.obeg[1] && buf[v] != '=')
        v++;
    if (v >= fs.obeg[1])
        return 0;
    uint32_t q = eof_in_cond(src, buf, &fs, 1, v + 1, &keep, d, &oom);
    return oom ? -1 : q != UINT32_MAX;
}

int tyc_recover_silent(tyc_arena *a, const tyc_source *src, char *buf, uint32_t at)
{
    fstack fs;
    if (at >= src->len)
        return 0;
    frames_at(a, src, buf, at, &fs);
    uint32_t n = fs.n, bi = n;
    while (bi > 1 && fs.kind[bi - 1] != TYC_FR_BODY && fs.kind[bi - 1] != TYC_FR_ROOT_BODY)
        bi--;
    if (fs.stop != at || n < 2 || n > CAP || bi >= n || !fs.eq[bi - 1] ||
        !constructor(buf, &fs, n - 1))
        return 0;
    /* an object's key without its `=`: hcl's object keeps the items before it */
    int key = fs.kind[n - 1] == TYC_FR_BRACE && !fs.eq[n - 1] && fs.ibeg[n - 1] <= at;
    uint32_t close = recover_to(buf, src->len, at, fs.kind[n - 1]);
    if (close >= src->len) { /* its recovery reads to the end of the file */
        if (fs.kind[bi - 1] != TYC_FR_ROOT_BODY)
            return 0; /* (a block's argument: tyc_recover_nested_attr) */
        /* (read again to the end of the file, which the constructs around then meet: its
        ** newlines too, which hcl's recovery skipped) */
        memset(buf + at, ' ', src->len - at);
        return 1;
    }
    uint32_t b = key ? fs.ibeg[n - 1] : tyc_inked(buf, at, close - 1) ? at : fs.obeg[n - 1] + 1;
    if (!tyc_inked(buf, b, close - 1))
        return 0;
    tyc_blank(buf, b, close - 1); /* (offsets and lines stay) */
    return 1;
}

/* "Invalid attribute name" for the dot at offset c of buf when no name follows it, and for
** each dot right after that wants its name too (hcl's traversal goes on). 0, or -1 on OOM. */
static int dots_from(const tyc_source *src, const char *buf, uint32_t c, int nl, tyc_diags *d)
{
    uint32_t b, e;
    for (; tyc_parse_steps_fail(buf, src->len, c, nl, &b, &e); c = b)
        if (!tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_SYNTAX, src, b, e, "Invalid attribute name",
                          "An attribute name is required after a dot."))
            return -1;
    return 0;
}

int tyc_recover_failed_dot(const tyc_source *src, const char *buf, uint32_t c, int nl,
                           tyc_diags *d, uint32_t *b, uint32_t *e)
{
    int failed;
    uint32_t dot;
    if (!c || c >= src->len)
        return 0;
    dot = tyc_parse_steps(buf, src->len, c, nl, 1, &failed);
    if (!failed || dot == c || !tyc_parse_attr_after_dot(buf, src->len, dot + 1, nl, b, e))
        return 0;
    return dots_from(src, buf, dot, nl, d) < 0 ? -1 : 1;
}

int tyc_recover_index_dots(const tyc_source *src, const char *buf, uint32_t at, int frame,
                           tyc_diags *d)
{
    uint32_t p, b, e;
    int k = frame, failed, nl = k == TYC_FR_PAREN || k == TYC_FR_BRACK || k == TYC_FR_BRACE_FOR;
    while (tyc_parse_steps_fail(buf, src->len, at, nl, &b, &e))
        at = b; /* (a chain of dots before the index: reported with the first) */
    if (at >= src->len || buf[at] != '[')
        return 0;
    for (p = at; p > 0 && (buf[p - 1] == ' ' || buf[p - 1] == '\t' || buf[p - 1] == '\n' ||
                           buf[p - 1] == '\r');)
        p--;
    if (p < 2 || buf[p - 1] != '.' || buf[p - 2] == '.')
        return 0;
    uint32_t ce, kb = skip_blanks(buf, src->len, at + 1);
    if (colonless_key(src, buf, kb, &ce, NULL) != UINT32_MAX &&
        colonless_key(src, buf, kb, &ce, d) == UINT32_MAX)
        return -1; /* (its key a conditional without its colon: reported) */
    if (group_key_diag(src, buf, at, d) < 0)
        return -1;
    uint32_t dot = key_dot(buf, src->len, at); /* (its key's own failed dot first) */
    if (dot != UINT32_MAX && dots_from(src, buf, dot, 1, d) < 0)
        return -1;
    dot = tyc_parse_steps(buf, src->len, at, nl, 1, &failed);
    return failed && dot > at ? dots_from(src, buf, dot, nl, d) : 0;
}

/* 1 when the frames of fs from bi up to (not including) j are groups, each the whole start of
** the one around (no call's parenthesis). */
static int groups_below(const char *t, const fstack *fs, uint32_t bi, uint32_t j)
{
    for (uint32_t k = bi; k < j; k++) {
        if (fs->kind[k] != TYC_FR_PAREN || call_frame(t, fs, k) ||
            tyc_inked(t, fs->obeg[k] + 1, fs->obeg[k + 1]))
            return 0;
    }
    return 1;
}

/* 1 when frame j of fs (its call's name included) is the whole start of its item's value in
** frame j - 1: an object's item after its `=` or `:`, a tuple's element after `[` or `,`. */
static int whole_item(const char *t, const fstack *fs, uint32_t j)
{
    uint32_t p = construct_beg(t, fs, j);
    if (index_bracket(t, fs, j)) { /* (an index: of a name or number that starts the item) */
        while (p > 0 && (t[p - 1] == ' ' || t[p - 1] == '\t'))
            p--;
        uint32_t r = p;
        while (r > fs->obeg[j - 1] + 1 && (name_char(t[r - 1]) || t[r - 1] == '.'))
            r--;
        if (r == p || t[r] == '.')
            return 0;
        p = r;
    }
    while (p > 0 && (t[p - 1] == ' ' || t[p - 1] == '\t' || t[p - 1] == '\n' || t[p - 1] == '\r'))
        p--;
    if (!p)
        return 0;
    if (fs->kind[j - 1] == TYC_FR_BRACE)
        return fs->eq[j - 1] && (t[p - 1] == '=' || t[p - 1] == ':') && p >= fs->ibeg[j - 1];
    return fs->kind[j - 1] == TYC_FR_BRACK && !opens_for(t, fs->obeg[j - 1]) &&
           (t[p - 1] == ',' || p - 1 == fs->obeg[j - 1]);
}


int tyc_recover_nested_attr(tyc_arena *a, const tyc_source *src, char *buf, uint32_t from,
                            uint32_t at, int recovery, int eof_quiet, const uint32_t *force,
                            uint32_t nforce, tyc_node **kept, tyc_diags *d)
{
    uint32_t late[2] = {UINT32_MAX, 0};
    forces fz = {force, nforce, 0, 0, late, d};
    fstack fs;
    *kept = NULL;
    if (from >= at || at > src->len)
        return 0;
    frames_at(a, src, buf, at, &fs);
    at = fs.stop;
    uint32_t n = fs.n, bi = n, cend;
    while (bi > 1 && fs.kind[bi - 1] != TYC_FR_BODY)
        bi--;
    if (n < 2 || bi < 2 || !fs.eq[bi - 1] || from >= at)
        return 0; /* not in the value of an argument of a block */
    /* hcl's recovery mode: a tuple's or object's failure adds no diagnostic, so the brackets
    ** around read on (a call then takes the end of the file as its closing token) */
    uint32_t pd = at; /* (a dot without its name before: its error is given in recovery) */
    while (pd > from && (buf[pd - 1] == ' ' || buf[pd - 1] == '\t' || buf[pd - 1] == '\n'))
        pd--;
    int dot = pd > from + 1 && buf[pd - 1] == '.' && buf[pd - 2] != '.';
    int silent = recovery && !eof_quiet && !dot && fs.n > bi && fs.n <= CAP &&
                 (fs.kind[fs.n - 1] == TYC_FR_BRACK || fs.kind[fs.n - 1] == TYC_FR_BRACE ||
                  fs.kind[fs.n - 1] == TYC_FR_QUOTE);
    uint32_t to = item_to(buf, src->len, at, &fs, bi, silent, recovery, eof_quiet, &cend);
    uint32_t nend = from, vbeg;
    while (nend < at && name_char(buf[nend]))
        nend++;
    for (vbeg = nend; vbeg < at && (buf[vbeg] == ' ' || buf[vbeg] == '\t'); vbeg++)
        ;
    if (nend == from || vbeg >= at || buf[vbeg] != '=')
        return 0;
    uint32_t sb = 0, se = 0, rend = 0; /* the outermost construct's failed dot: its
                                        ** diagnostic, and the traversal's root term's end */
    uint32_t xj = 0, xb = 0; /* an inner construct that is its item's whole value, and the
                             ** token after its failed dot */
    for (uint32_t j = bi; j < fs.n && j < CAP; j++) { /* (each construct that recovered) */
        uint32_t b, e;
        int r = fs.fend[j] ? tyc_recover_failed_dot(src, buf, fs.fend[j],
                                              j > bi && fs.kind[j - 1] != TYC_FR_BRACE, d, &b,
                                              &e)
                           : 0;
        if (r < 0)
            return -1;
        uint32_t re = 0;
        if (r && j == bi && !tyc_inked(buf, vbeg + 1, construct_beg(buf, &fs, bi)))
            sb = b, se = e, rend = fs.fend[bi]; /* (the construct is the whole value) */
        else if (r && j == bi && fs.kind[bi] == TYC_FR_BRACK &&
                 (re = root_before(buf, vbeg + 1, fs.obeg[bi])) != 0)
            sb = b, se = e, rend = re; /* (an index of a name's traversal: its key's
                                       ** diagnostics are the traversal's) */
        else if (r && j > bi && !sb && groups_below(buf, &fs, bi, j) &&
                 !tyc_inked(buf, vbeg + 1, construct_beg(buf, &fs, bi)))
            sb = b, se = e, rend = fs.fend[j]; /* (in groups that are the whole value: a
                                               ** failed group is its expression) */
        else if (r && j > bi && !xj && whole_item(buf, &fs, j))
            xj = j, xb = b;
    }
    char *u = NULL;
    if (xj) { /* hcl keeps that item's ExprSyntaxError: the kept value is read as if the
              ** construct were empty and the cut were the token after its dot */
        if (!(u = tyc_strndup(a, buf, src->len)))
            return -1;
        tyc_blank(u, fs.obeg[xj] + 1, fs.fend[xj] - 1);
        frames_at(a, src, u, xb, &fs);
        if (fs.stop != xb || fs.n <= bi || fs.n > CAP)
            return 0;
        at = xb;
    }
    int oom = 0;
    uint32_t keep = bi, q = silent && to == src->len
                                ? eof_in_cond(src, buf, &fs, bi, vbeg + 1, &keep, d, &oom)
                                : UINT32_MAX;
    if (oom)
        return -1;
    if (silent && to == src->len && q == UINT32_MAX) {
        /* (a for around checks its key at the end: that error is its argument's, so the
        ** calls around then keep no closing token; else the first one reads the end as its) */
        int fc = u ? 0 : for_checks_at_eof(a, src, buf, from, at, &fs, bi, force, nforce, d);
        if (fc < 0 || (!fc && unterminated_call(src, buf, &fs, bi, d) < 0))
            return -1;
        if (fc)
            to = item_to(buf, src->len, at, &fs, bi, 0, recovery, eof_quiet, &cend);
    }
    uint32_t bodies = to == src->len ? bi - 1 : 0; /* the blocks that end with the file */
    if (2 * bodies > to - from)
        return 0;
    if (q != UINT32_MAX) /* the condition alone (the calls around it bail out: no closer) */
        for (fs.n = keep, at = cend = q; keep > bi; keep--)
            fs.fzero[keep - 1] = fs.kind[keep - 1] == TYC_FR_PAREN;
    *kept = partial_attr(a, src, u ? u : buf, from, nend, vbeg + 1, at, cend, &fs, bi, recovery,
                         &fz, &oom);
    if (oom)
        return -1;
    if (late[0] < src->len && dots_from(src, buf, late[0], (int)late[1], d) < 0)
        return -1; /* (that dot and those right after it: hcl's traversal goes on) */
    if (*kept && se > sb && (*kept)->n == 1 && (*kept)->kids[0]) {
        /* the whole value's traversal failed at a dot: hcl's ExprSyntaxError */
        tyc_node *v = tyc_node_new(a, TYC_N_VALUE, (*kept)->kids[0]->beg, sb, 0);
        if (!v || !(v->val = tyc_v_unknown(a, &tyc_t_dyn)))
            return -1;
        v->flags |= TYC_NF_SYNERR;
        v->nbeg = sb, v->nend = se, v->rend = rend;
        dot_chain(src, v, 0); /* (and the dots right after it, in turn) */
        (*kept)->kids[0] = v;
    }
    tyc_blank(buf, from, to); /* (offsets and lines stay) */
    for (uint32_t j = 0; j < bodies; j++)
        buf[to - 2 * bodies + 2 * j] = '\n', buf[to - 2 * bodies + 2 * j + 1] = '}';
    return 1;
}

/* The container (a tuple, or an object by its item's value) of x whose item ends at `end` (or
** is hcl's placeholder at `end`), and that item's index in *at; NULL when none (depth bounded
** as give_up). */
static tyc_node *item_at(tyc_node *x, uint32_t end, uint32_t *at, int depth)
{
    if (!x || depth > 1000 || x->kind == TYC_N_VALUE)
        return NULL;
    for (uint32_t i = 0; i < x->n; i++) {
        tyc_node *k = x->kids[i];
        if ((x->kind == TYC_N_TUPLE || (x->kind == TYC_N_OBJECT && i % 2)) && k &&
            ((k->end == end && k->beg < end) ||
             (k->kind == TYC_N_VALUE && k->beg == end && k->val && tyc_v_is_unknown(k->val))))
            return *at = i, x;
        tyc_node *c = item_at(k, end, at, depth + 1);
        if (c)
            return c;
    }
    return NULL;
}

int tyc_synerr_item(tyc_arena *a, const tyc_source *src, tyc_node *root, uint32_t end,
                    uint32_t dot, uint32_t b, uint32_t e, int nl)
{
    uint32_t i;
    int failed;
    tyc_node *c = item_at(root, end, &i, 0), **slot = c ? operand_slot(&c->kids[i], end, end)
                                                         : NULL;
    if (!slot)
        return 0;
    tyc_node *x = *slot, *v = tyc_node_new(a, TYC_N_VALUE, x->beg, dot + 1, 0);
    if (!v || !(v->val = tyc_v_unknown(a, &tyc_t_dyn)))
        return -1;
    v->flags |= TYC_NF_SYNERR;
    /* (a placeholder's traversal: the diagnostics from its failed dot on are the error's) */
    v->nbeg = b, v->nend = e, v->rend = x->kind == TYC_N_VALUE && x->beg == end ? dot + 1
                                                                               : root_end(x);
    dot_chain(src, v, nl);
    *slot = v;
    tyc_node *k = give_up(c->kids[i], v->beg, &failed, 0);
    if (!k)
        k = c->kids[i]; /* (not modelled: the item as read, with the error in it) */
    if (c->kind == TYC_N_TUPLE || k == v) {
        c->kids[i] = k;
        return 0;
    }
    /* (an object keeps its item only when the value is the ExprSyntaxError itself) */
    for (uint32_t j = i - 1; j + 2 < c->n; j++)
        c->kids[j] = c->kids[j + 2];
    c->n -= 2;
    return 0;
}
