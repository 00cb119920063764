/* SPDX-License-Identifier: Apache-2.0 */
/*
** parser.y: lemon grammar of HCL native syntax (hclsyntax): expressions, templates and
** configuration bodies. The driver (interp/syntax/parse_driver.c) filters newlines, strip markers and
** contextual keywords before tokens arrive here; actions build tyc_node trees through the
** builders of interp/syntax/parse_build.c. Conflicts are resolved only by the precedences below.
*/
%name tyc_parser
%token_prefix TK_
%token_type {tyc_tok}
%default_type {tyc_node *}
%extra_context {tyc_pctx *px}
%stack_size 5000

%include {
#include <assert.h>
#include "interp/syntax/parse_int.h"
struct yyParser;
static void keep_stack(const struct yyParser *p, tyc_pctx *px);
static void for_failed_op(const struct yyParser *p, tyc_pctx *px, uint32_t open);
}

%code {
/* Runs the parser with its object on this stack frame (see parse_int.h). */
void tyc_parser_run(tyc_pctx *px, int (*next)(void *ud, tyc_tok *t),
                    int (*hold)(void *ud, int placed), void *ud)
{
    yyParser p;
    tyc_parserInit(&p, px);
    for (;;) {
        tyc_tok t = {0, 0, NULL};
        int code = next(ud, &t);
        if (code < 0)
            break;
        if (code == 0 && hold && hold(ud, 2)) /* the operand the end of the input lacks */
            tyc_parser(&p, TK_PLACEHOLDER, t);
        tyc_parser(&p, code, t);
        /* hcl's recovery mode: where an operand is wanted, a token that starts none leaves a
        ** placeholder (not read) and the parse goes on; lemon dropped the token and kept
        ** its state, so the placeholder goes in and the token again */
        if (px->syntax_error && !px->failed && !px->overflow && code != 0 && hold &&
            hold(ud, 0)) {
            px->syntax_error = 0;
            p.yyerrcnt = -1;
            tyc_parser(&p, TK_PLACEHOLDER, t);
            if (!px->syntax_error && !px->failed) {
                hold(ud, 1);
                p.yyerrcnt = -1;
                tyc_parser(&p, code, t);
            }
        }
        if (px->syntax_error || px->failed || px->overflow || code == 0)
            break;
    }
    tyc_parserFinalize(&p);
}

/* At a syntax error: the terminals on the stack, bottom first, into px->syn (their codes and
** offsets; tyc_parse_rhs_operator in parse_driver.c reads them). Nothing kept when out of
** memory. */
static void keep_stack(const struct yyParser *p, tyc_pctx *px)
{
    uint32_t n = 0;
    px->nsyn = 0;
    for (const yyStackEntry *e = p->yystack + 1; e <= p->yytos; e++)
        n += e->major < YYNTOKEN;
    if (n > px->capsyn) {
        px->syn = TYC_NEWN(px->a, tyc_syn_entry, n);
        px->capsyn = px->syn ? n : 0;
        if (!px->syn)
            return;
    }
    for (const yyStackEntry *e = p->yystack + 1; e <= p->yytos; e++)
        if (e->major < YYNTOKEN)
            px->syn[px->nsyn++] = (tyc_syn_entry){e->minor.yy0.beg, (uint8_t)e->major,
                                                  e[-1].major >= YYNTOKEN};
}

/* After a for expression whose checks failed in recovery (px->soft_new): the operator
** whose right operand it is and the conditional that holds it, read off the stack as it
** stands. */
static void for_failed_op(const struct yyParser *p, tyc_pctx *px, uint32_t open)
{
    if (!px->soft_new)
        return;
    px->soft_new = 0;
    keep_stack(p, px);
    px->soft_op = tyc_parse_rhs_operator(px, open);
    px->soft_q = tyc_parse_cond_over(px, open);
}
}

%syntax_error { (void)yymajor; px->syntax_error = 1; keep_stack(yypParser, px); }
%stack_overflow { px->overflow = 1; }
%parse_failure { if (!px->overflow) px->syntax_error = 1; }

%token START_EXPR START_BODY NL IDENT NUMBER OQUOTE CQUOTE OHEREDOC CHEREDOC TLIT TINTERP
       TCONTROL TEND LPAREN RPAREN LBRACK RBRACK LBRACE RBRACE COMMA EQ QUESTION COLON
       BANG DCOLON ELLIPSIS ARROW INVALID PLACEHOLDER.
%fallback IDENT FOR IN IF ELSE ENDIF ENDFOR.

%nonassoc SPLATLOW.
%left OR.
%left AND.
%left EQEQ NE.
%left LT GT LE GE.
%left PLUS MINUS.
%left STAR SLASH PERCENT.
%left DOT LBRACK.

input ::= START_EXPR expr(E). { px->root = tyc_b_mat(px, E); }
input ::= START_BODY body_items(L).
    { px->root = tyc_b_from_list(px, TYC_N_BODY, 0, px->src->len, L, 0); }

/* ---- configuration bodies ---- */
%type body_items {tyc_lst}
body_items(A) ::= . { A = tyc_b_empty(px); }
body_items(A) ::= body_items(L) attr(X) NL. { A = tyc_b_list(px, L, X); }
body_items(A) ::= body_items(L) block(X) NL. { A = tyc_b_list(px, L, X); }

attr(A) ::= IDENT(N) EQ expr(E). { A = tyc_b_attr(px, N, E); }

block(A) ::= IDENT(T) labels(L) LBRACE(O) NL body_items(B) RBRACE(C).
    { A = tyc_b_block(px, T, L, O, B, C); }
block(A) ::= IDENT(T) labels(L) LBRACE(O) RBRACE(C).
    { A = tyc_b_block(px, T, L, O, tyc_b_empty(px), C); }
block(A) ::= IDENT(T) labels(L) LBRACE(O) attr(X) RBRACE(C).
    { A = tyc_b_block(px, T, L, O, tyc_b_list1(px, X), C); }

%type labels {tyc_lst}
labels(A) ::= . { A = tyc_b_empty(px); }
labels(A) ::= labels(L) IDENT(N). { A = tyc_b_list(px, L, tyc_b_ident(px, TYC_N_VAR, N)); }
labels(A) ::= labels(L) OQUOTE(O) CQUOTE(C). { A = tyc_b_list(px, L, tyc_b_label(px, O, NULL, C)); }
labels(A) ::= labels(L) OQUOTE(O) TLIT(S) CQUOTE(C).
    { A = tyc_b_list(px, L, tyc_b_label(px, O, S.nd, C)); }

/* ---- expressions ---- */
expr(A) ::= binexpr(X). { A = X; }
expr(A) ::= binexpr(C) QUESTION expr(T) COLON expr(F).
    { A = tyc_b_k(px, TYC_N_COND, 0, C, F, C, T, F); }

binexpr(A) ::= binexpr(L) OR(O) binexpr(R). { A = tyc_b_bin(px, TYC_OP_OR, L, O, R); }
binexpr(A) ::= binexpr(L) AND(O) binexpr(R). { A = tyc_b_bin(px, TYC_OP_AND, L, O, R); }
binexpr(A) ::= binexpr(L) EQEQ(O) binexpr(R). { A = tyc_b_bin(px, TYC_OP_EQ, L, O, R); }
binexpr(A) ::= binexpr(L) NE(O) binexpr(R). { A = tyc_b_bin(px, TYC_OP_NE, L, O, R); }
binexpr(A) ::= binexpr(L) LT(O) binexpr(R). { A = tyc_b_bin(px, TYC_OP_LT, L, O, R); }
binexpr(A) ::= binexpr(L) LE(O) binexpr(R). { A = tyc_b_bin(px, TYC_OP_LE, L, O, R); }
binexpr(A) ::= binexpr(L) GT(O) binexpr(R). { A = tyc_b_bin(px, TYC_OP_GT, L, O, R); }
binexpr(A) ::= binexpr(L) GE(O) binexpr(R). { A = tyc_b_bin(px, TYC_OP_GE, L, O, R); }
binexpr(A) ::= binexpr(L) PLUS(O) binexpr(R). { A = tyc_b_bin(px, TYC_OP_ADD, L, O, R); }
binexpr(A) ::= binexpr(L) MINUS(O) binexpr(R). { A = tyc_b_bin(px, TYC_OP_SUB, L, O, R); }
binexpr(A) ::= binexpr(L) STAR(O) binexpr(R). { A = tyc_b_bin(px, TYC_OP_MUL, L, O, R); }
binexpr(A) ::= binexpr(L) SLASH(O) binexpr(R). { A = tyc_b_bin(px, TYC_OP_DIV, L, O, R); }
binexpr(A) ::= binexpr(L) PERCENT(O) binexpr(R). { A = tyc_b_bin(px, TYC_OP_MOD, L, O, R); }
binexpr(A) ::= unary(X). { A = X; }

unary(A) ::= MINUS(M) unary(X). { A = tyc_b_unary(px, TYC_OP_NEG, M, X); }
unary(A) ::= BANG(M) unary(X). { A = tyc_b_unary(px, TYC_OP_NOT, M, X); }
unary(A) ::= postfix(X). { A = X; }

postfix(A) ::= term(X). { A = X; }
postfix(A) ::= postfix(P) DOT(D) IDENT(N). { A = tyc_b_getattr(px, P, D, N); }
postfix(A) ::= postfix(P) DOT(D) NUMBER(N). { A = tyc_b_legacy(px, P, D, N, 0); }
postfix(A) ::= postfix(P) LBRACK(O) expr(K) RBRACK(C). { A = tyc_b_index(px, P, O, K, C); }
postfix(A) ::= postfix(P) fsplat(E). [SPLATLOW] { A = tyc_b_splat(px, TYC_SPLAT_FULL, P, E); }
postfix(A) ::= postfix(P) asplat(E). [SPLATLOW] { A = tyc_b_splat(px, TYC_SPLAT_ATTR, P, E); }

/* The per-item expression of a full splat: every following traversal step. */
fsplat(A) ::= LBRACK(O) STAR RBRACK(C). { A = tyc_b_node(px, TYC_N_SPLAT_ITEM, O.beg, C.end, 0); }
fsplat(A) ::= fsplat(P) DOT(D) IDENT(N). { A = tyc_b_getattr(px, P, D, N); }
fsplat(A) ::= fsplat(P) DOT(D) NUMBER(N). { A = tyc_b_legacy(px, P, D, N, 1); }
fsplat(A) ::= fsplat(P) LBRACK(O) expr(K) RBRACK(C). { A = tyc_b_index(px, P, O, K, C); }
fsplat(A) ::= fsplat(P) fsplat(E). [SPLATLOW] { A = tyc_b_splat(px, TYC_SPLAT_FULL, P, E); }
fsplat(A) ::= fsplat(P) asplat(E). [SPLATLOW] { A = tyc_b_splat(px, TYC_SPLAT_ATTR, P, E); }

/* The per-item expression of an attribute-only splat: following `.name` / `.N` steps. */
asplat(A) ::= DOT(D) STAR(S). { A = tyc_b_node(px, TYC_N_SPLAT_ITEM, D.beg, S.end, 0); }
asplat(A) ::= asplat(P) DOT(D) IDENT(N). { A = tyc_b_getattr(px, P, D, N); }
asplat(A) ::= asplat(P) DOT(D) NUMBER(N). { A = tyc_b_legacy(px, P, D, N, 1); }

term(A) ::= NUMBER(N). { A = tyc_b_number(px, N); }
term(A) ::= PLACEHOLDER(T). { A = tyc_b_placeholder(px, T); }
term(A) ::= IDENT(N). { A = tyc_b_term_ident(px, N); }
term(A) ::= LPAREN(O) expr(E) RPAREN(C). { A = tyc_b_paren(px, O, E, C); }

/* function calls */
fname(A) ::= IDENT(N). { A = tyc_b_ident(px, TYC_N_VAR, N); }
fname(A) ::= fname(F) DCOLON IDENT(N). { A = tyc_b_fname(px, F, N); }
term(A) ::= fname(F) LPAREN(O) RPAREN(C). { A = tyc_b_call(px, F, O, tyc_b_empty(px), C, 0); }
term(A) ::= fname(F) LPAREN(O) exprlist(L) RPAREN(C). { A = tyc_b_call(px, F, O, L, C, 0); }
term(A) ::= fname(F) LPAREN(O) exprlist(L) COMMA RPAREN(C). { A = tyc_b_call(px, F, O, L, C, 0); }
term(A) ::= fname(F) LPAREN(O) exprlist(L) ELLIPSIS RPAREN(C). { A = tyc_b_call(px, F, O, L, C, 1); }

%type exprlist {tyc_lst}
exprlist(A) ::= expr(E). { A = tyc_b_list1(px, E); }
exprlist(A) ::= exprlist(L) COMMA expr(E). { A = tyc_b_list(px, L, E); }

/* tuple constructors */
term(A) ::= LBRACK(O) RBRACK(C). { A = tyc_b_tuple(px, O, tyc_b_empty(px), C); }
term(A) ::= LBRACK(O) exprlist(L) RBRACK(C). { A = tyc_b_tuple(px, O, L, C); }
term(A) ::= LBRACK(O) exprlist(L) COMMA RBRACK(C). { A = tyc_b_tuple(px, O, L, C); }

/* object constructors */
%type obj_open {tyc_tok}
obj_open(A) ::= LBRACE(O). { A = O; }
obj_open(A) ::= LBRACE(O) NL. { A = O; }
term(A) ::= obj_open(O) RBRACE(C). { A = tyc_b_object(px, O, tyc_b_empty(px), C); }
term(A) ::= obj_open(O) objlist(L) RBRACE(C). { A = tyc_b_object(px, O, L, C); }
term(A) ::= obj_open(O) objlist(L) objsep RBRACE(C). { A = tyc_b_object(px, O, L, C); }
/* items: raw key expression, value, ... (tyc_b_object wraps keys in OBJKEY nodes) */
%type objlist {tyc_lst}
objlist(A) ::= expr(K) kvsep expr(V). { A = tyc_b_list(px, tyc_b_list1(px, K), V); }
objlist(A) ::= objlist(L) objsep expr(K) kvsep expr(V).
    { A = tyc_b_list(px, tyc_b_list(px, L, K), V); }
objsep ::= COMMA.
objsep ::= NL.
kvsep ::= EQ.
kvsep ::= COLON.

/* for expressions */
%type for_intro {tyc_node *}
for_intro(A) ::= IDENT(V) IN expr(C). { A = tyc_b_for_intro(px, NULL, V, C); }
for_intro(A) ::= IDENT(K) COMMA IDENT(V) IN expr(C). { A = tyc_b_for_intro(px, &K, V, C); }
%type for_group {tyc_tok}
for_group(A) ::= . { A.beg = A.end = 0; A.nd = NULL; }
for_group(A) ::= ELLIPSIS(E). { A = E; A.nd = (tyc_node *)1; }
%type for_cond {tyc_node *}
for_cond(A) ::= . { A = NULL; }
for_cond(A) ::= IF expr(E). { A = E; }
term(A) ::= LBRACK(O) FOR for_intro(I) COLON expr(V) for_group(G) for_cond(C) RBRACK(E).
    { A = tyc_b_for(px, O, I, NULL, V, G, C, E, 0); for_failed_op(yypParser, px, O.beg); }
term(A) ::= LBRACK(O) FOR for_intro(I) COLON expr(K) ARROW expr(V) for_group(G) for_cond(C) RBRACK(E).
    { A = tyc_b_for(px, O, I, K, V, G, C, E, 0); for_failed_op(yypParser, px, O.beg); }
term(A) ::= LBRACE(O) FOR for_intro(I) COLON expr(V) for_group(G) for_cond(C) RBRACE(E).
    { A = tyc_b_for(px, O, I, NULL, V, G, C, E, 1); for_failed_op(yypParser, px, O.beg); }
term(A) ::= LBRACE(O) FOR for_intro(I) COLON expr(K) ARROW expr(V) for_group(G) for_cond(C) RBRACE(E).
    { A = tyc_b_for(px, O, I, K, V, G, C, E, 1); for_failed_op(yypParser, px, O.beg); }

/* templates */
term(A) ::= OQUOTE(O) tparts(P) CQUOTE(C). { A = tyc_b_template(px, O, P, C, 0); }
term(A) ::= OHEREDOC(O) tparts(P) CHEREDOC(C). { A = tyc_b_template(px, O, P, C, 1); }
%type tparts {tyc_lst}
tparts(A) ::= . { A = tyc_b_empty(px); }
tparts(A) ::= tparts(L) tpart(P). { A = tyc_b_list(px, L, P); }
tpart(A) ::= TLIT(S). { A = S.nd; }
tpart(A) ::= TINTERP expr(E) TEND. { A = E; }
tpart(A) ::= TCONTROL(O) IF expr(C) TEND tparts(T) TCONTROL ENDIF TEND(Z).
    { A = tyc_b_tpl_if(px, O, C, T, tyc_b_empty(px), 0, Z); }
tpart(A) ::= TCONTROL(O) IF expr(C) TEND tparts(T) TCONTROL ELSE TEND tparts(F) TCONTROL ENDIF TEND(Z).
    { A = tyc_b_tpl_if(px, O, C, T, F, 1, Z); }
tpart(A) ::= TCONTROL(O) FOR for_intro(I) TEND tparts(B) TCONTROL ENDFOR TEND(Z).
    { A = tyc_b_tpl_for(px, O, I, B, Z); }
