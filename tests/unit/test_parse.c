/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_parse.c: the HCL native-syntax front end: exact tree dumps per construct, byte
** ranges, templates (strip markers, heredocs), bodies, and diagnostics with statuses.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "interp/syntax/parse.h"

typedef struct fx {
    tyc_ctx ctx;
    tyc_arena *a;
    tyc_diags d;
    tyc_source src;
    tyc_node *root;
    int status;
    char out[8192];
} fx;

static fx F;

/* Parses s (n bytes) as an expression (body != 0: as a body); returns the dump, or
** "ERR <status> <summary> [beg,end)" for the first diagnostic. */
static int no_dump;

static const char *parse_n(const char *s, size_t n, int body)
{
    tyc_arena_free(F.a);
    tyc_ctx_init(&F.ctx, NULL);
    F.a = tyc_arena_new(&F.ctx);
    tyc_diags_init(&F.d, F.a);
    F.src = (tyc_source){.name = "test.tf", .text = s, .len = (uint32_t)n};
    F.root = body ? tyc_parse_body(F.a, &F.src, &F.d, &F.status)
                  : tyc_parse_expr(F.a, &F.src, &F.d, &F.status);
    if (!F.root) {
        const tyc_diag *g = F.d.head;
        snprintf(F.out, sizeof F.out, "ERR %d %s [%u,%u)", F.status, g ? g->summary : "?",
                 g ? g->subject.beg : 0, g ? g->subject.end : 0);
        return F.out;
    }
    if (no_dump)
        return "ok";
    tyc_buf b;
    tyc_buf_init(&b, &F.ctx);
    tyc_node_dump(&b, F.root);
    snprintf(F.out, sizeof F.out, "%s", tyc_buf_cstr(&b));
    tyc_buf_free(&b);
    return F.out;
}

static const char *px(const char *s) { return parse_n(s, strlen(s), 0); }
static const char *pb(const char *s) { return parse_n(s, strlen(s), 1); }

static int teardown(void **st)
{
    (void)st;
    tyc_arena_free(F.a);
    F.a = NULL;
    return 0;
}

/* Every diagnostic of parsing s as an expression: "summary [beg,end) detail" lines. */
static const char *diag_lines(const char *s)
{
    px(s);
    size_t k = 0;
    F.out[0] = 0;
    for (const tyc_diag *g = F.d.head; g && k < sizeof F.out; g = g->next)
        k += (size_t)snprintf(F.out + k, sizeof F.out - k, "%s [%u,%u) %s\n", g->summary,
                              g->subject.beg, g->subject.end, g->detail);
    return F.out;
}

/* Issue 24 (exprtest): hcl's template parser on directives that do not balance, every error
** in its order with the ranges of the whole %{ ... } sequences; ill-formed number literals;
** further dots without a name. */
static void test_template_directive_errors(void **st)
{
    (void)st;
    assert_string_equal(diag_lines("\"%{if true}%{for x in [1]}%{endif}%{endfor}\""),
        "Unexpected endif directive [26,34) Expecting an endfor directive corresponding to the "
        "for directive at test.tf:1,12-27.\n"
        "Unexpected endfor directive [34,43) Expecting an endif directive for the if started "
        "at test.tf:1,2-12.\n");
    assert_string_equal(diag_lines("\"%{if {a = \"${1}\"}}%{for x in y}\""),
        "Unexpected end of template [32,33) The for directive at test.tf:1,20-33 is missing "
        "its corresponding endfor directive.\n"
        "Unexpected end of template [32,33) The if directive at test.tf:1,2-20 is missing its "
        "corresponding endif directive.\n");
    assert_string_equal(diag_lines("\"%{if a}%{else}%{else}%{endif}%{endfor}\""),
        "Unexpected else directive [15,22) Already in the else clause for the if started at "
        "test.tf:1,2-9.\n"
        "Unexpected endif directive [22,30) The control directives within this template are "
        "unbalanced.\n"
        "Unexpected endfor directive [30,39) The control directives within this template are "
        "unbalanced.\n");
    assert_string_equal(diag_lines("\"%%{if a}%{for x in y}%{else}%{endfor}\""),
        "Unexpected else directive [22,29) An else clause is not expected for a for "
        "directive.\n"
        "Unexpected endfor directive [29,38) The control directives within this template are "
        "unbalanced.\n");
    assert_string_equal(diag_lines("true ? 1 : 1.5e+2.0"),
        "Invalid number literal [11,19) Failed to recognize the value of this number "
        "literal.\n");
    assert_string_equal(diag_lines("a.. "),
        "Invalid attribute name [2,3) An attribute name is required after a dot.\n"
        "Invalid attribute name [4,4) An attribute name is required after a dot.\n");
    assert_string_equal(diag_lines("a. .b"),
        "Invalid attribute name [3,4) An attribute name is required after a dot.\n");
}

static void test_literals(void **st)
{
    (void)st;
    assert_string_equal(px("1"), "(lit 1)");
    assert_string_equal(px("1.50e+3"), "(lit 1.50e+3)");
    assert_string_equal(px("true"), "(lit true)");
    assert_string_equal(px("null"), "(lit null)");
    assert_string_equal(px("foo-bar_1"), "(var foo-bar_1)");
    assert_string_equal(px("é1"), "(var é1)");
    assert_string_equal(px("  # c\n x /* y */ \n"), "(var x)");
}

static void test_operators(void **st)
{
    (void)st;
    assert_string_equal(px("1 + 2 * 3"), "(binary + (lit 1) (binary * (lit 2) (lit 3)))");
    assert_string_equal(px("a || b && c == d"),
                        "(binary || (var a) (binary && (var b) (binary == (var c) (var d))))");
    assert_string_equal(px("a < b != c >= d"),
                        "(binary != (binary < (var a) (var b)) (binary >= (var c) (var d)))");
    assert_string_equal(px("1 - 2 - 3 % 4"),
                        "(binary - (binary - (lit 1) (lit 2)) (binary % (lit 3) (lit 4)))");
    assert_string_equal(px("-46+5"), "(binary + (unary - (lit 46)) (lit 5))");
    assert_string_equal(px("!a.b"), "(unary ! (. (var a) b))");
    assert_string_equal(px("a ? b : c ? d : e"),
                        "(cond (var a) (var b) (cond (var c) (var d) (var e)))");
    assert_string_equal(px("a || b ? 1 : 2"), "(cond (binary || (var a) (var b)) (lit 1) (lit 2))");
    assert_string_equal(px("(1 + 2) * 3"), "(binary * (paren (binary + (lit 1) (lit 2))) (lit 3))");
}

static void test_traversals(void **st)
{
    (void)st;
    assert_string_equal(px("a.b[0].c"), "(. (index (. (var a) b) (lit 0)) c)");
    assert_string_equal(px("a.0"), "(lindex (var a) (lit 0))");
    assert_string_equal(px("x[*].a.b"), "(splat (var x) (. (. (item) a) b))");
    assert_string_equal(px("x[*]"), "(splat (var x) (item))");
    assert_string_equal(px("x.*.a[0]"), "(index (asplat (var x) (. (item) a)) (lit 0))");
    assert_string_equal(px("x[*][0][*].y"),
                        "(splat (var x) (splat (index (item) (lit 0)) (. (item) y)))");
    assert_string_equal(px("a[\"k\"]"), "(index (var a) (tpl (str \"k\")))");
    assert_string_equal(px("[1][0]"), "(index (tuple (lit 1)) (lit 0))");
}

static void test_calls(void **st)
{
    (void)st;
    assert_string_equal(px("f()"), "(call f)");
    assert_string_equal(px("f(1, x...)"), "(call f... (lit 1) (var x))");
    assert_string_equal(px("f(\n1,\n2,\n)"), "(call f (lit 1) (lit 2))");
    assert_string_equal(px("provider::ns::fn(1)"), "(call provider::ns::fn (lit 1))");
    assert_string_equal(px("object({a=optional(number, \"x\")})"),
                        "(call object (object (key (var a)) (call optional (var number) "
                        "(tpl (str \"x\")))))");
}

static void test_collections(void **st)
{
    (void)st;
    assert_string_equal(px("[]"), "(tuple)");
    assert_string_equal(px("[1, 2,]"), "(tuple (lit 1) (lit 2))");
    assert_string_equal(px("[\n1\n,\n2\n]"), "(tuple (lit 1) (lit 2))");
    assert_string_equal(px("{}"), "(object)");
    assert_string_equal(px("{a = 1, \"b\": 2}"),
                        "(object (key (var a)) (lit 1) (key (tpl (str \"b\"))) (lit 2))");
    assert_string_equal(px("{\n a = 1\n\n b = 2,\n c = [\n3]\n}"),
                        "(object (key (var a)) (lit 1) (key (var b)) (lit 2) (key (var c)) "
                        "(tuple (lit 3)))");
    assert_string_equal(px("{(a) = 1, (a).b = 2}"),
                        "(object (key! (paren (var a))) (lit 1) (key! (. (paren (var a)) b)) (lit 2))");
}

static void test_for(void **st)
{
    (void)st;
    assert_string_equal(px("[for x in xs: x if x]"), "(for _ x (var xs) _ (var x) (var x))");
    assert_string_equal(px("{for k, v in m: k => v...}"),
                        "(forobj... k v (var m) (var k) (var v) _)");
    assert_string_equal(px("{\nfor i, v in m:\nv => i\nif v\n}"),
                        "(forobj i v (var m) (var v) (var i) (var v))");
    assert_string_equal(px("[for in in in: in]"), "(for _ in (var in) _ (var in) _)");
    assert_string_equal(px("[for]"), "ERR 1 Invalid 'for' expression [4,5)");
    assert_string_equal(F.d.head->detail, "For expression requires variable name after 'for'.");
    assert_string_equal(px("[for x in y: k => v]"), "ERR 1 Invalid 'for' expression [13,14)");
    assert_string_equal(px("{for x in y: v}"), "ERR 1 Invalid 'for' expression [13,14)");
}

static void test_templates(void **st)
{
    (void)st;
    assert_string_equal(px("\"abc\""), "(tpl (str \"abc\"))");
    assert_string_equal(px("\"\""), "(tpl (str \"\"))");
    assert_string_equal(px("\"${x}\""), "(wrap (var x))");
    assert_string_equal(px("\"a${x}b\""), "(tpl (str \"a\") (var x) (str \"b\"))");
    assert_string_equal(px("\"\\n\\r\\t\\\"\\\\\\u00e9\\U0001F600 $${x} %%{y} $ %\""),
                        "(tpl (str \"\\n\\r\\t\\\"\\\\é😀 ${x} %{y} $ %\"))");
    assert_string_equal(px("\"%{if a}x%{else}y%{endif}\""),
                        "(tpl (tif (var a) (tpl (str \"x\")) (tpl (str \"y\"))))");
    assert_string_equal(px("\"%{if a}%{endif}\""), "(tpl (tif (var a) (tpl (str \"\")) _))");
    assert_string_equal(px("\"%{for k, v in m}${k}=${v},%{endfor}\""),
                        "(tpl (tfor k v (var m) (tpl (var k) (str \"=\") (var v) (str \",\"))))");
    assert_string_equal(px("\"${\"${x}\"}\""), "(wrap (wrap (var x)))");
}

static void test_strip_markers(void **st)
{
    (void)st;
    assert_string_equal(px("\"a  ${~ x ~}  b\""), "(tpl (str \"a\") (var x) (str \"b\"))");
    assert_string_equal(px("\" ${~x~} \""), "(tpl (str \"\") (var x) (str \"\"))");
    assert_string_equal(px("\"${~x~}\""), "(wrap (var x))");
    assert_string_equal(px("\"x %{~ if a ~} y %{~ endif ~} z\""),
                        "(tpl (str \"x\") (tif (var a) (tpl (str \"y\")) _) (str \"z\"))");
    /* only the literal token next to the marker is trimmed: heredoc lines are tokens */
    assert_string_equal(px("<<EOT\n%{ if a ~}\n\n  yes\n%{~ endif }\nEOT\n"),
                        "(heredoc (tif (var a) (tpl (str \"\\n  yes\")) _) (str \"\\n\"))");
}

static void test_heredocs(void **st)
{
    (void)st;
    assert_string_equal(px("<<EOT\nhello\n  world\nEOT\n"), "(heredoc (str \"hello\\n  world\\n\"))");
    assert_string_equal(px("<<-EOT\n    hello\n      world\n    EOT\n"),
                        "(heredoc (str \"hello\\n  world\\n\"))");
    assert_string_equal(px("<<-EOT\n    a\n\n  ${x}\n    b\n  EOT\n"),
                        "(heredoc (str \"  a\\n\\n\") (var x) (str \"\\n  b\\n\"))");
    assert_string_equal(px("<<EOT\nEOT\n"), "(heredoc (str \"\"))");
    assert_string_equal(px("<<EOT\r\nx\r\nEOT\r\n"), "(heredoc (str \"x\\r\\n\"))");
    assert_string_equal(px("<<EOT\n$${a} %%{b}\n  EOT\n"), "(heredoc (str \"${a} %{b}\\n\"))");
    assert_string_equal(px("[<<EOT\nx\nEOT\n, 1]"), "(tuple (heredoc (str \"x\\n\")) (lit 1))");
    /* hcl: at the end of the file (from the template's first token) */
    assert_string_equal(px("<<EOT\nabc"), "ERR 2 Unterminated template string [9,9)");
    /* the closing marker's line must end with a newline */
    assert_string_equal(px("<<EOT\nabc\nEOT"), "ERR 2 Unterminated template string [13,13)");
}

static void test_ranges(void **st)
{
    (void)st;
    const char *s = "object({a = optional(number, \"x\")})";
    px(s);
    tyc_node *call = F.root;
    assert_int_equal(call->beg, 0);
    assert_int_equal(call->end, 35);
    assert_int_equal(call->nbeg, 6);
    assert_int_equal(call->nend, 35);
    tyc_node *opt = call->kids[0]->kids[1];
    assert_int_equal(opt->kids[1]->beg, 29);
    assert_int_equal(opt->kids[1]->end, 32);
    assert_int_equal(opt->beg, 12);
    assert_int_equal(opt->nbeg, 20);
    assert_int_equal(call->kids[0]->kids[0]->kids[0]->beg, 8);

    px("  foo.bar[1] ");
    assert_int_equal(F.root->beg, 2);
    assert_int_equal(F.root->end, 12);
    assert_int_equal(F.root->nbeg, 9);
    assert_int_equal(F.root->kids[0]->nbeg, 5);
    assert_int_equal(F.root->kids[0]->kids[0]->end, 5);

    px("(a)");
    assert_int_equal(F.root->beg, 0);
    assert_int_equal(F.root->end, 3);
    px("a + b");
    assert_int_equal(F.root->nbeg, 2);
    assert_int_equal(F.root->end, 5);
    px("\"${x}\"");
    assert_int_equal(F.root->end, 6);
    px("x[*].a");
    assert_int_equal(F.root->end, 6);
    assert_int_equal(F.root->nbeg, 1);
    assert_int_equal(F.root->nend, 4);
}

static void test_keyword(void **st)
{
    (void)st;
    px("{a = 1, (b) = 2, \"c\" = 3, null = 4}");
    assert_string_equal(tyc_node_keyword(F.root->kids[0]), "a");
    assert_null(tyc_node_keyword(F.root->kids[2]));
    assert_null(tyc_node_keyword(F.root->kids[4]));
    assert_string_equal(tyc_node_keyword(F.root->kids[6]), "null");
    px("(string)");
    assert_null(tyc_node_keyword(F.root));
    px("false");
    assert_string_equal(tyc_node_keyword(F.root), "false");
    px("1");
    assert_null(tyc_node_keyword(F.root));
}

static void test_bodies(void **st)
{
    (void)st;
    assert_string_equal(pb("a = 1\nb = \"x\"\n"), "(body (attr a (lit 1)) (attr b (tpl (str \"x\"))))");
    assert_string_equal(pb("# c\na = 1 # t\n\n// x\nblock \"l1\" l2 {\n  x = 1\n  inner {}\n}\n"),
                        "(body (attr a (lit 1)) (block block (str \"l1\") (var l2) "
                        "(body (attr x (lit 1)) (block inner (body)))))");
    assert_string_equal(pb("b { a = 1 }"), "(body (block b (body (attr a (lit 1)))))");
    assert_string_equal(pb("b {\n for = 1\n}"), "(body (block b (body (attr for (lit 1)))))");
    assert_string_equal(pb("a = <<EOT\nx\nEOT\nb = 2"),
                        "(body (attr a (heredoc (str \"x\\n\"))) (attr b (lit 2)))");
    assert_string_equal(pb(""), "(body)");
    pb("  a = 1 + 2\n");
    tyc_node *at = F.root->kids[0];
    assert_int_equal(at->beg, 2);
    assert_int_equal(at->end, 11);
    assert_int_equal(at->nend, 3);
}

static void test_body_errors(void **st)
{
    (void)st;
    assert_string_equal(pb("a = 1 b = 2"), "ERR 1 Missing newline after argument [6,7)");
    assert_string_equal(pb("a = 1,\nb = 2"), "ERR 1 Unexpected comma after argument [5,6)");
    assert_string_equal(pb("\"a\" = 1"), "ERR 1 Invalid argument name [0,1)");
    assert_string_equal(pb("= 1"), "ERR 1 Argument or block definition required [0,1)");
    /* hcl's ParseBodyItem: a name followed by neither "=" nor a label nor "{" */
    assert_string_equal(pb("a 1"), "ERR 1 Argument or block definition required [0,1)");
    assert_string_equal(pb("b\n{\n}"), "ERR 1 Argument or block definition required [0,1)");
    /* finishParsingBodyBlock: after labels */
    assert_string_equal(pb("a b 1"), "ERR 1 Invalid block definition [4,5)");
    assert_string_equal(pb("a \"b\"\n{\n}"), "ERR 1 Invalid block definition [5,6)");
    assert_string_equal(pb("a b = 1"), "ERR 1 Invalid block definition [4,5)");
    /* hcl's recovery (tyc_parse_body_recover): the failed item is kept or skipped and the
    ** rest is read on */
    tyc_diags d;
    tyc_diags_init(&d, F.a);
    int status;
    tyc_source src = {.name = "t.tf", .text = "x = 1 2\nthis is junk\nb {\n}\n\"q\" = 1\nc {}\n"};
    src.len = (uint32_t)strlen(src.text);
    tyc_node *r = tyc_parse_body_recover(F.a, &src, &d, &status);
    assert_non_null(r);
    assert_int_equal(status, TYCON_ERR_SYNTAX);
    assert_int_equal(r->n, 3); /* x (kept), this (kept), b; not c, after the quoted name */
    assert_string_equal(r->kids[0]->text, "x");
    assert_string_equal(r->kids[1]->text, "this");
    assert_int_equal(r->kids[1]->n, 3); /* body, "is", "junk" */
    assert_string_equal(r->kids[2]->text, "b");
    /* the quoted name comes while recovering: hcl reports nothing and skips the rest */
    assert_int_equal(d.count, 2);
    assert_string_equal(d.head->summary, "Missing newline after argument");
    assert_string_equal(d.tail->summary, "Invalid block definition");
    assert_string_equal(pb("b {} c = 1"), "ERR 1 Missing newline after block definition [5,6)");
    assert_string_equal(pb("b {\n a = 1\n"), "ERR 2 Unclosed configuration block [2,3)");
    assert_string_equal(pb("a ="), "ERR 2 Missing expression [3,3)");
}

static void test_expr_errors(void **st)
{
    (void)st;
    assert_string_equal(px(""), "ERR 2 Missing expression [0,0)");
    assert_string_equal(px("1 +"), "ERR 2 Missing expression [3,3)");
    assert_string_equal(px("[1, 2"), "ERR 2 Unterminated tuple constructor expression [0,1)");
    assert_string_equal(px("f(1"), "ERR 2 Unterminated function call [0,2)");
    assert_string_equal(px("ns::fn(1"), "ERR 2 Unterminated function call [0,7)");
    assert_string_equal(px("{a = 1"), "ERR 2 Unterminated object constructor expression [0,1)");
    assert_string_equal(px("\"abc"), "ERR 2 Unterminated template string [4,4)");
    assert_string_equal(px("\"${x"), "ERR 2 Unclosed template interpolation sequence [1,3)");
    /* hcl: the end of the input stands where the `)` should (parseExpressionTerm) */
    assert_string_equal(px("(1"), "ERR 2 Unbalanced parentheses [2,2)");
    assert_string_equal(px("a ? b"), "ERR 2 Missing false expression in conditional [5,5)");
    /* hcl's scanner: an unclosed comment is a slash and a star */
    assert_string_equal(px("/* x"), "ERR 1 Invalid expression [0,1)");
    assert_string_equal(px("a b"), "ERR 1 Extra characters after expression [2,3)");
    assert_string_equal(px("1 + ]"), "ERR 1 Invalid expression [4,5)");
    assert_string_equal(px("{a b}"), "ERR 1 Missing key/value separator [3,4)");
    assert_string_equal(px("{a = 1 b = 2}"), "ERR 1 Missing attribute separator [7,8)");
    assert_string_equal(px("[1 2]"), "ERR 1 Missing item separator [3,4)");
    assert_string_equal(px("f(1 2)"), "ERR 1 Missing argument separator [4,5)");
    assert_string_equal(px("\"a\nb\""), "ERR 1 Invalid multi-line string [2,3)");
    assert_string_equal(px("\"\\q\""), "ERR 1 Invalid escape sequence [1,3)");
    assert_string_equal(px("\"\\u12\""), "ERR 1 Invalid escape sequence [1,5)");
    assert_string_equal(px("'a'"), "ERR 1 Invalid character [0,1)");
    assert_string_equal(px("a & b"), "ERR 1 Unsupported operator [2,3)");
    assert_string_equal(px("\"${a:b}\""), "ERR 1 Extra characters after interpolation expression [4,5)");
    assert_string_equal(px("\"%{ endif }\""), "ERR 1 Unexpected endif directive [1,11)");
    assert_string_equal(px("\"%{ foo }\""), "ERR 1 Invalid template control keyword [4,7)");
    assert_string_equal(F.d.head->detail,
                        "\"foo\" is not a valid template control keyword. Did you mean \"for\"?");
    assert_string_equal(px("a.0.1"), "ERR 1 Invalid legacy index syntax [2,5)");
    assert_string_equal(px("1 +"), "ERR 2 Missing expression [3,3)");
    assert_string_equal(px("a +\n"), "ERR 2 Missing expression [4,4)");
    assert_string_equal(F.d.head->detail,
                        "Expected the start of an expression, but found the end of the file.");
}

/* Every diagnostic of the last parse_n: "summary [beg,end)" joined by " | ". */
static const char *all_diags(void)
{
    size_t n = 0;
    F.out[0] = 0;
    for (const tyc_diag *g = F.d.head; g && n < sizeof F.out; g = g->next)
        n += (size_t)snprintf(F.out + n, sizeof F.out - n, "%s%s [%u,%u)", n ? " | " : "",
                              g->summary, g->subject.beg, g->subject.end);
    return F.out;
}

static const char *pxa(const char *s)
{
    px(s);
    return all_diags();
}

/* hclsyntax's diagnostics after which its parser goes on (issue 24) */
static void test_hcl_goes_on(void **st)
{
    (void)st;
    /* `::` without a name: finishParsingFunctionCall, wherever the call is */
    assert_string_equal(pxa("core::"), "Missing function name [6,6)");
    assert_string_equal(pxa("x::"), "Missing function name [3,3)");
    assert_string_equal(pxa("[x::]"), "Missing function name [4,5)");
    assert_string_equal(pxa("{a = core::}"), "Missing function name [11,12)");
    assert_string_equal(pxa("a::b::(1)"), "Missing function name [6,7)");
    assert_string_equal(pxa("f(x::)"), "Missing function name [5,6)");
    /* a conditional without its colon: reported, then the condition alone goes on */
    assert_string_equal(pxa("true ? 1 x"), "Missing false expression in conditional [9,10) | "
                                           "Extra characters after expression [9,10)");
    assert_string_equal(pxa("true ? 1"), "Missing false expression in conditional [8,8)");
    assert_string_equal(pxa("(true ? 1)"), "Missing false expression in conditional [9,10)");
    assert_string_equal(pxa("[true ? 1]"), "Missing false expression in conditional [9,10)");
    assert_string_equal(pxa("[a ? 1 2]"), "Missing false expression in conditional [7,8) | "
                                          "Missing item separator [7,8)");
    assert_string_equal(pxa("f(a ? 1 2)"), "Missing false expression in conditional [8,9) | "
                                           "Missing argument separator [8,9)");
    assert_string_equal(pxa("a ? b ? c x"), "Missing false expression in conditional [10,11) | "
                                            "Missing false expression in conditional [10,11) | "
                                            "Extra characters after expression [10,11)");
    assert_string_equal(pxa("[a ? 1"), "Missing false expression in conditional [6,6) | "
                                       "Unterminated tuple constructor expression [0,1)");
    assert_string_equal(pxa("1 ? 2 +"), "Missing expression [7,7)");
    assert_string_equal(pxa("a ? c :: e"), "Missing open parenthesis [10,10)");
    px("a ? b x");
    assert_int_equal(F.d.head->context.beg, 0); /* from the condition to the token */
    assert_int_equal(F.d.head->context.end, 7);
    px("[1, c == d ? b x]");
    assert_int_equal(F.d.head->context.beg, 4);
    px("[\n1\n2]"); /* from the bracket: the snippet shows every line */
    assert_int_equal(F.d.head->context.beg, 0);
    px("f(1\n2)");
    assert_int_equal(F.d.head->context.beg, 0);
    /* the end of the file inside a for expression is a token for hcl */
    assert_string_equal(pxa("[for x in [1] : x"), "Invalid 'for' expression [17,17)");
    assert_string_equal(pxa("[for x,"), "Invalid 'for' expression [7,7)");
    assert_string_equal(pxa("[for x, in y : 1]"), "Invalid 'for' expression [11,12)");
    assert_string_equal(pxa("[for in in [1] : in]"), "");
    /* a selector `a::b` must be followed by "(", `[*` by "]" */
    assert_string_equal(pxa("core::up"), "Missing open parenthesis [8,8)");
    assert_string_equal(pxa("core::up 1"), "Missing open parenthesis [9,10)");
    assert_string_equal(pxa("upper(x"), "Unterminated function call [0,6)");
    /* (hcl's subject points at the token variable that recover() then sets: the `]`) */
    assert_string_equal(pxa("x[* 1]"), "Missing close bracket on splat index [5,6)");
    assert_string_equal(pxa("x[1 2]"), "Missing close bracket on index [5,6)");
    assert_string_equal(pxa("x[1 2"), "Missing close bracket on index [5,5)");
    assert_string_equal(pxa("x[*"), "Missing close bracket on splat index [3,3)");
    assert_string_equal(pxa("f(1, 2..."), "Missing closing parenthesis [6,9)");
    /* a directive: its names, then only its closing brace (the end of the file a token) */
    assert_string_equal(pxa("\"%{for x i y}${x}%{endfor}\""), "Invalid 'for' directive [9,10)");
    assert_string_equal(pxa("\"%{for x,"), "Invalid 'for' directive [9,9)");
    assert_string_equal(pxa("\"%{for x in y}a%{endfor x}\""),
                        "Extra characters in endfor marker [24,25)");
    assert_string_equal(pxa("\"%{if true x}a%{endif}\""), "Extra characters in if marker [11,12)");
    assert_string_equal(pxa("\"%{if true}a%{endif"), "Extra characters in endif marker [19,19)");
    /* a bracket after a for's `in` / `if` opens a tuple; `.*` is no multiplication */
    assert_string_equal(pxa("{for x in [1"), "Unterminated tuple constructor expression [10,11)");
    assert_string_equal(pxa("a.* x"), "Extra characters after expression [4,5)");
    assert_string_equal(pxa("[for k in {} = : k]"), "Invalid 'for' expression [13,14)");
    /* `for` after a comma is a name; `%{` at the end wants its keyword */
    assert_string_equal(pxa("[for k, for v in {} : k]"), "Invalid 'for' expression [12,13)");
    assert_string_equal(pxa("\"%{"), "Invalid template directive [3,3)");
    /* `in` outside a for's head is a name */
    assert_string_equal(pxa("[in 1]"), "Missing item separator [4,5)");
    /* after its "Extra characters", hcl checks the key and the grouping */
    assert_string_equal(pxa("[for x in y : k => x"), "Invalid 'for' expression [20,20) | "
                                                     "Invalid 'for' expression [14,15)");
    assert_string_equal(pxa("[for x in y : x... 1]"), "Invalid 'for' expression [19,20) | "
                                                      "Invalid 'for' expression [15,18)");
    assert_string_equal(pxa("{for x in y : f(x) 1}"), "Invalid 'for' expression [19,20) | "
                                                      "Invalid 'for' expression [14,18)");
}

/* hcl's recovery in configuration and variables files */
static void test_hcl_body_recovery(void **st)
{
    (void)st;
    static const struct { const char *in, *want; } cases[] = {
        {"location = \"a\"\nlocation = \"b\" enabled = false\n",
         "Missing newline after argument [30,37) | Attribute redefined [15,23)"},
        {"location = \"abc\n", "Invalid multi-line string [15,16) | "
                                "Unterminated template string [15,16)"},
        {"a = \"x\n\n", "Invalid multi-line string [6,8) | Unterminated template string [6,8)"},
        {"a = \"x\ny\n", "Invalid multi-line string [6,7) | Unterminated template string [6,7) | "
                         "Invalid multi-line string [8,9)"},
        {"location = \"a\"\nlocation = \"b", "Unterminated template string [28,28) | "
                                             "Attribute redefined [15,23)"},
        {"a = <<EOT\nabc\n", "Unterminated template string [14,14)"},
        {"a = 1 /* x\n", "Invalid expression [7,8)"}, /* 1 / * x */
        /* the item skipped after an error inside a heredoc ends after its closing marker */
        {"m = <<EOT\nhi ${}a}\nEOT\nb = 1\n", "Invalid expression [15,16)"},
        {"m <<EOT\nhi ${a}\nEOT\nb = 1\n", "Argument or block definition required [0,1)"},
        /* the item skipped ends after the brackets open at the error */
        {"t = {\n  en \"p\"\n  x = 1\n}\ne true\nl = 1\n",
         "Missing key/value separator [11,12) | Invalid block definition [31,32)"},
        {"a = true ? 1 x\n", "Missing false expression in conditional [13,14) | "
                             "Missing newline after argument [13,14)"},
        /* hcl's recovery after an item: only its unguarded diagnostics come after it */
        {"a = [1 2]\nb = core::\nc = [3 4]\n", "Missing item separator [7,8) | "
                                              "Missing function name [20,21)"},
        {"a = [for x in y : k => x 1]\nb = true ? 1 x\n",
         "Invalid 'for' expression [25,26) | Invalid 'for' expression [18,19) | "
         "Missing false expression in conditional [41,42)"},
        {"b {\n  a = 1\n  a = 2\n}\n", "Attribute redefined [14,15)"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        tyc_arena_free(F.a);
        tyc_ctx_init(&F.ctx, NULL);
        F.a = tyc_arena_new(&F.ctx);
        tyc_diags_init(&F.d, F.a);
        F.src = (tyc_source){.name = "t.tfvars", .text = cases[i].in,
                             .len = (uint32_t)strlen(cases[i].in)};
        tyc_parse_body_recover(F.a, &F.src, &F.d, &F.status);
        assert_string_equal(all_diags(), cases[i].want);
        if (i == sizeof cases / sizeof *cases - 1)
            break; /* no syntax error: tfvars.c reports the repeats of a variables file */
        /* a variables file read in value mode reports the same */
        tyc_diags_init(&F.d, F.a);
        assert_null(tyc_parse_body_values(F.a, &F.src, &F.d, &F.status));
        assert_string_equal(all_diags(), cases[i].want);
    }
}

static void test_bad_bytes(void **st)
{
    (void)st;
    assert_string_equal(parse_n("\xff", 1, 0), "ERR 1 Invalid character encoding [0,1)");
    assert_string_equal(parse_n("a\xc3", 2, 0), "ERR 1 Invalid character encoding [1,2)");
    assert_string_equal(parse_n("\"a\xed\xa0\x80\"", 5, 0), "ERR 1 Invalid character encoding [2,3)");
    assert_string_equal(px("<<EOT\n\xc0\xaf\nEOT\n"),
                        "ERR 1 Invalid character encoding [6,7)");
    assert_string_equal(parse_n("a\0b", 3, 0), "ERR 1 Invalid character [1,2)");
    assert_string_equal(parse_n("\"a\0\"", 4, 0), "ERR 1 Invalid character [2,3)");
    assert_string_equal(parse_n("1 + 2\0", 5, 0), "(binary + (lit 1) (lit 2))");
    assert_string_equal(px("\xe2\x82\xac"), "ERR 1 Invalid character [0,3)");
    assert_string_equal(px("\xef\xbb\xbfx"), "(var x)");
}

/* a repeated n times, then mid, then b repeated m times (malloc'ed). */
static char *nest(const char *a, int n, const char *mid, const char *b, int m)
{
    size_t la = strlen(a), lb = strlen(b), lm = strlen(mid);
    char *s = malloc(la * (size_t)n + lm + lb * (size_t)m + 1);
    char *p = s;
    for (int i = 0; i < n; i++, p += la)
        memcpy(p, a, la);
    memcpy(p, mid, lm);
    p += lm;
    for (int i = 0; i < m; i++, p += lb)
        memcpy(p, b, lb);
    *p = 0;
    return s;
}

static char *repeat(const char *a, int n, const char *b, int m)
{
    return nest(a, n, "", b, m);
}

static void test_depth(void **st)
{
    (void)st;
    char *s = repeat("[", 100000, "", 0);
    assert_string_equal(px(s), "ERR 7 Nesting too deep [1000,1001)");
    free(s);
    s = repeat("[", 999, "]", 999);
    px(s);
    assert_int_equal(F.status, TYCON_OK);
    free(s);
    s = nest("{a=", 900, "1", "}", 900);
    px(s);
    assert_int_equal(F.status, TYCON_OK);
    free(s);
    s = nest("\"${", 400, "x", "}\"", 400);
    px(s);
    assert_int_equal(F.status, TYCON_OK);
    free(s);
    s = repeat("!", 100000, "x", 1);
    px(s);
    assert_int_equal(F.status, TYCON_ERR_LIMIT);
    assert_string_equal(F.d.head->summary, "Nesting too deep");
    free(s);
    s = repeat("a+", 200000, "a", 1); /* long but flat: linear, no limit (tree not dumped: */
    no_dump = 1;                      /* a left-associative chain is 200000 levels deep) */
    assert_string_equal(px(s), "ok");
    no_dump = 0;
    free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_literals, teardown),
        cmocka_unit_test_teardown(test_operators, teardown),
        cmocka_unit_test_teardown(test_traversals, teardown),
        cmocka_unit_test_teardown(test_calls, teardown),
        cmocka_unit_test_teardown(test_collections, teardown),
        cmocka_unit_test_teardown(test_for, teardown),
        cmocka_unit_test_teardown(test_templates, teardown),
        cmocka_unit_test_teardown(test_strip_markers, teardown),
        cmocka_unit_test_teardown(test_heredocs, teardown),
        cmocka_unit_test_teardown(test_ranges, teardown),
        cmocka_unit_test_teardown(test_keyword, teardown),
        cmocka_unit_test_teardown(test_bodies, teardown),
        cmocka_unit_test_teardown(test_body_errors, teardown),
        cmocka_unit_test_teardown(test_expr_errors, teardown),
        cmocka_unit_test_teardown(test_template_directive_errors, teardown),
        cmocka_unit_test_teardown(test_hcl_goes_on, teardown),
        cmocka_unit_test_teardown(test_hcl_body_recovery, teardown),
        cmocka_unit_test_teardown(test_bad_bytes, teardown),
        cmocka_unit_test_teardown(test_depth, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
