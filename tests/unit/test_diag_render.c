/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_diag_render.c: unit tests of Terraform's human-readable diagnostics: the plain and
** colored renderers, snippets with "in <block>" context, wrapping, colorstring, ordering and
** warning consolidation.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "interp/syntax/ast.h"
#include "runtime/diag/diag_render.h"
#include "interp/syntax/context.h"
#include "interp/syntax/parse.h"

#define E "\033"

#include "fixture_util.h"

static tyc_source src_of(const char *name, const char *text)
{
    tyc_source s = {name, text, text ? (uint32_t)strlen(text) : 0, NULL};
    return s;
}

/* Renders d with flags/width and compares with want. */
static void check_render(fixture *f, const tyc_diag *d, unsigned flags, int width, const char *want)
{
    tyc_buf b;
    tyc_buf_init(&b, &f->ctx);
    tyc_diag_render(&b, d, flags, width);
    assert_false(tyc_buf_failed(&b));
    assert_string_equal(tyc_buf_cstr(&b), want);
    tyc_buf_free(&b);
}

/* Offset of the first occurrence of needle in hay. */
static uint32_t off_of(const char *hay, const char *needle)
{
    const char *p = strstr(hay, needle);
    assert_non_null(p);
    return (uint32_t)(p - hay);
}

static const char TFVARS[] = "instance_count = \"three\"\n";
static const char DETAIL1[] = "The given value is not suitable for var.instance_count declared at "
                              "main.tf:1,1-26: a number is required.";

static tyc_diag *verified_diag(fixture *f, const tyc_source *src)
{
    uint32_t beg = off_of(TFVARS, "\"three\"");
    return tyc_diag_add(&f->ds, TYC_SEV_ERROR, 0, src, beg, beg + 7,
                        "Invalid value for input variable", "%s", DETAIL1);
}

/* The verified -no-color example of terraform.md §5.3. */
static void test_plain_verified(void **state)
{
    fixture *f = *state;
    tyc_source src = src_of("terraform.tfvars", TFVARS);
    check_render(f, verified_diag(f, &src), 0, TYC_DR_WIDTH,
                 "\nError: Invalid value for input variable\n\n"
                 "  on terraform.tfvars line 1:\n"
                 "   1: instance_count = \"three\"\n\n"
                 "The given value is not suitable for var.instance_count declared at\n"
                 "main.tf:1,1-26: a number is required.\n");
}

/* The verified value-lines example of terraform.md §3.4. */
static void test_plain_values(void **state)
{
    fixture *f = *state;
    static const char text[] = "region = \"us-east-1\"\n";
    tyc_source src = src_of("terraform.tfvars", text);
    tyc_diag *d = tyc_diag_add(&f->ds, TYC_SEV_ERROR, 0, &src, 9, 20, "Invalid value for variable",
                               "Region must start with \"eu-\".\n\nThis was checked by the "
                               "validation rule at main.tf:3,3-13.");
    static const tyc_diag_value vals[] = {{"var.region", "is \"us-east-1\""}};
    d->values = vals;
    d->nvalues = 1;
    check_render(f, d, 0, TYC_DR_WIDTH,
                 "\nError: Invalid value for variable\n\n"
                 "  on terraform.tfvars line 1:\n"
                 "   1: region = \"us-east-1\"\n"
                 "    \xe2\x94\x9c\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80"
                 "\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80"
                 "\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\n"
                 "    \xe2\x94\x82 var.region is \"us-east-1\"\n\n"
                 "Region must start with \"eu-\".\n\n"
                 "This was checked by the validation rule at main.tf:3,3-13.\n");
}

/* Values are sorted by traversal; multi-line statements are continued. */
static void test_plain_values_sorted(void **state)
{
    fixture *f = *state;
    static const char text[] = "x = a + b\n";
    tyc_source src = src_of("main.tf", text);
    tyc_diag *d = tyc_diag_add(&f->ds, TYC_SEV_ERROR, 0, &src, 4, 9, "S", NULL);
    static const tyc_diag_value vals[] = {{"var.b", "is 2"}, {"var.a", "is \"x\ny\""}};
    d->values = vals;
    d->nvalues = 2;
    check_render(f, d, 0, TYC_DR_WIDTH,
                 "\nError: S\n\n  on main.tf line 1:\n   1: x = a + b\n"
                 "    \xe2\x94\x9c\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80"
                 "\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80"
                 "\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\n"
                 "    \xe2\x94\x82 var.a is \"x\n    \xe2\x94\x82   y\"\n"
                 "    \xe2\x94\x82 var.b is 2\n\n");
}

static const char MAINTF[] = "variable \"a\" {\n"
                             "  type = string\n"
                             "}\n"
                             "\n"
                             "variable \"b\" {\n"
                             "  default = [\n"
                             "    1,\n"
                             "    \"x\",\n"
                             "  ]\n"
                             "}\n";

/* A BLOCK node `type "label"` spanning text[beg..end). */
static tyc_node *block(fixture *f, const char *type, const char *label, uint32_t beg, uint32_t end)
{
    tyc_node *b = TYC_NEW(f->a, tyc_node), *l = TYC_NEW(f->a, tyc_node);
    b->kids = TYC_NEWN(f->a, tyc_node *, 2);
    assert_true(b && l && b->kids);
    b->kind = TYC_N_BLOCK;
    b->beg = b->nbeg = beg;
    b->nend = beg + (uint32_t)strlen(type);
    b->end = end;
    b->text = type;
    b->tlen = (uint32_t)strlen(type);
    l->kind = TYC_N_STRING;
    l->text = label;
    l->tlen = (uint32_t)strlen(label);
    b->n = 2;
    b->kids[1] = l;
    return b;
}

static tyc_node *main_body(fixture *f)
{
    tyc_node *body = TYC_NEW(f->a, tyc_node);
    body->kids = TYC_NEWN(f->a, tyc_node *, 2);
    body->kind = TYC_N_BODY;
    body->n = 2;
    uint32_t b2 = off_of(MAINTF, "variable \"b\"");
    body->kids[0] = block(f, "variable", "a", 0, off_of(MAINTF, "}\n") + 1);
    body->kids[1] = block(f, "variable", "b", b2, (uint32_t)strlen(MAINTF) - 1);
    body->end = (uint32_t)strlen(MAINTF);
    return body;
}

/* A context range over several lines, and the "in variable" header. */
static void test_plain_multiline_context(void **state)
{
    fixture *f = *state;
    tyc_source src = src_of("main.tf", MAINTF);
    src.body = main_body(f);
    src.context = tyc_context_string;
    uint32_t x = off_of(MAINTF, "\"x\"");
    tyc_diag *d = tyc_diag_add(&f->ds, TYC_SEV_ERROR, 0, &src, x, x + 3, "Bad element", "Oops.");
    d->context = (tyc_range){&src, off_of(MAINTF, "["), off_of(MAINTF, "]") + 1};
    check_render(f, d, 0, TYC_DR_WIDTH,
                 "\nError: Bad element\n\n"
                 "  on main.tf line 8, in variable \"b\":\n"
                 "   6:   default = [\n"
                 "   7:     1,\n"
                 "   8:     \"x\",\n"
                 "   9:   ]\n\nOops.\n");
}

/* The same header with a body from the real parser. */
static void test_plain_context_parsed(void **state)
{
    fixture *f = *state;
    tyc_source src = src_of("main.tf", MAINTF);
    tyc_diags pd;
    tyc_diags_init(&pd, f->a);
    int st = -1;
    src.body = tyc_parse_body(f->a, &src, &pd, &st);
    src.context = tyc_context_string;
    assert_non_null(src.body);
    assert_int_equal(pd.count, 0);
    uint32_t one = off_of(MAINTF, "1,");
    tyc_diag *d = tyc_diag_add(&f->ds, TYC_SEV_ERROR, 0, &src, one, one + 1, "S", NULL);
    check_render(f, d, 0, 0, "\nError: S\n\n  on main.tf line 7, in variable \"b\":\n   7:     1,\n\n");
    /* the closing brace is inside the block, so a subject just after it still has context */
    uint32_t close = (uint32_t)strlen(MAINTF) - 2;
    d = tyc_diag_add(&f->ds, TYC_SEV_ERROR, 0, &src, close, close + 1, "S", NULL);
    check_render(f, d, 0, 0, "\nError: S\n\n  on main.tf line 10, in variable \"b\":\n  10: }\n\n");
    d = tyc_diag_add(&f->ds, TYC_SEV_ERROR, 0, &src, close + 1, close + 2, "S", NULL);
    check_render(f, d, 0, 0, "\nError: S\n\n  on main.tf line 10, in variable \"b\":\n  10: }\n\n");
}

/* A subject starting at a block header has no "in" part; tfvars has no blocks. */
static void test_plain_context_header(void **state)
{
    fixture *f = *state;
    tyc_source src = src_of("main.tf", MAINTF);
    src.body = main_body(f);
    src.context = tyc_context_string;
    uint32_t b2 = off_of(MAINTF, "variable \"b\"");
    tyc_diag *d = tyc_diag_add(&f->ds, TYC_SEV_ERROR, 0, &src, b2, b2 + 12, "S", "D");
    check_render(f, d, 0, 0, "\nError: S\n\n  on main.tf line 5:\n   5: variable \"b\" {\n\nD\n");
    uint32_t t = off_of(MAINTF, "string");
    d = tyc_diag_add(&f->ds, TYC_SEV_ERROR, 0, &src, t, t + 6, "S", "D");
    check_render(f, d, 0, 0,
                 "\nError: S\n\n  on main.tf line 2, in variable \"a\":\n   2:   type = string\n\nD\n");
}

/* Terraform skips empty lines inside a snippet (an empty line never "overlaps"). */
static void test_plain_skips_empty_lines(void **state)
{
    fixture *f = *state;
    static const char text[] = "a = [\n\n  1,\n]\n";
    tyc_source src = src_of("x.tfvars", text);
    tyc_diag *d = tyc_diag_add(&f->ds, TYC_SEV_ERROR, 0, &src, 9, 10, "S", NULL);
    d->context = (tyc_range){&src, 4, 13};
    check_render(f, d, 0, TYC_DR_WIDTH,
                 "\nError: S\n\n  on x.tfvars line 3:\n   1: a = [\n   2:   1,\n   3: ]\n\n");
}

static void test_plain_sourceless(void **state)
{
    fixture *f = *state;
    tyc_diag *d = tyc_diag_add(&f->ds, TYC_SEV_ERROR, 0, NULL, 0, 0, "No value for required variable",
                               "The root module input variable \"x\" is not set, and has no "
                               "default value. Use a -var or -var-file command line argument to "
                               "provide a value for this variable.");
    check_render(f, d, 0, TYC_DR_WIDTH,
                 "\nError: No value for required variable\n\n"
                 "The root module input variable \"x\" is not set, and has no default value. Use\n"
                 "a -var or -var-file command line argument to provide a value for this\n"
                 "variable.\n");
    d = tyc_diag_add(&f->ds, TYC_SEV_ERROR, 0, NULL, 0, 0, "Only a summary", NULL);
    check_render(f, d, 0, TYC_DR_WIDTH, "\nError: Only a summary\n\n");
}

static void test_plain_source_unavailable(void **state)
{
    fixture *f = *state;
    tyc_source src = src_of("<value for var.x>", NULL);
    tyc_diag *d = tyc_diag_add(&f->ds, TYC_SEV_ERROR, 0, &src, 0, 3, "Variables not allowed",
                               "Variables may not be used here.");
    check_render(f, d, 0, TYC_DR_WIDTH,
                 "\nError: Variables not allowed\n\n"
                 "  on <value for var.x> line 1:\n  (source code not available)\n\n"
                 "Variables may not be used here.\n");
}

static void test_plain_warning(void **state)
{
    fixture *f = *state;
    tyc_diag *d = tyc_diag_add(&f->ds, TYC_SEV_WARNING, 0, NULL, 0, 0, "Value for undeclared variable",
                               "The root module does not declare a variable named \"foo\" but a "
                               "value was found in file \"terraform.tfvars\". If you meant to use "
                               "this value, add a \"variable\" block to the configuration.\n\n"
                               "To silence these warnings, use TF_VAR_... environment variables "
                               "to provide certain \"global\" settings to all configurations in "
                               "your organization. To reduce the verbosity of these warnings, use "
                               "the -compact-warnings option.");
    check_render(f, d, 0, TYC_DR_WIDTH,
                 "\nWarning: Value for undeclared variable\n\n"
                 "The root module does not declare a variable named \"foo\" but a value was found\n"
                 "in file \"terraform.tfvars\". If you meant to use this value, add a \"variable\"\n"
                 "block to the configuration.\n\n"
                 "To silence these warnings, use TF_VAR_... environment variables to provide\n"
                 "certain \"global\" settings to all configurations in your organization. To\n"
                 "reduce the verbosity of these warnings, use the -compact-warnings option.\n");
}

/* Wrapping: indented lines verbatim, long words unsplit, markup kept in plain mode. */
static void test_plain_wrapping(void **state)
{
    fixture *f = *state;
    tyc_diag *d = tyc_diag_add(&f->ds, TYC_SEV_ERROR, 0, NULL, 0, 0, "S",
                               "aaa bbb ccc ddd eee fff ggg\n"
                               "    NAME = <value> which is a long indented line kept as is\n"
                               "ab averyveryverylongword cd\n"
                               "[bold]x[reset] [nope] y");
    check_render(f, d, 0, 21,
                 "\nError: S\n\n"
                 "aaa bbb ccc ddd eee\nfff ggg\n"
                 "    NAME = <value> which is a long indented line kept as is\n"
                 "ab\naveryveryverylongword\ncd\n"
                 "[bold]x[reset]\n[nope] y\n");
    /* width <= 1: no wrapping at all */
    check_render(f, d, 0, 1,
                 "\nError: S\n\naaa bbb ccc ddd eee fff ggg\n"
                 "    NAME = <value> which is a long indented line kept as is\n"
                 "ab averyveryverylongword cd\n[bold]x[reset] [nope] y\n");
}

static void test_wordwrap_unit(void **state)
{
    fixture *f = *state;
    static const struct {
        const char *in;
        size_t lim;
        const char *want;
    } cases[] = {
        {"", 10, ""},
        {"abc   ", 10, "abc   "},
        {"abc   ", 4, "abc"},
        {"a  b", 2, "a\nb"},
        {"one\ntwo three", 5, "one\ntwo\nthree"},
        {"caf\xc3\xa9 caf\xc3\xa9", 8, "caf\xc3\xa9\ncaf\xc3\xa9"},
        {"caf\xc3\xa9 caf\xc3\xa9", 9, "caf\xc3\xa9 caf\xc3\xa9"},
        {"a\xc2\xa0" "b c", 3, "a\xc2\xa0" "b\nc"},
        {"bad\xff x", 20, "bad\xef\xbf\xbd x"},
        {"x", 0, "x"},
        /* a NUL byte of a detail (TYC_DIAG_NUL) is one column, written as the byte */
        {"open a" TYC_DIAG_NUL "b: x", 20, "open a\0b: x"},
        {"ab" TYC_DIAG_NUL " cd", 3, "ab\0\ncd"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tyc_buf b;
        tyc_buf_init(&b, &f->ctx);
        tyc_wordwrap(&b, cases[i].in, strlen(cases[i].in), cases[i].lim);
        size_t wl = strlen(cases[i].want), nul = wl + 1;
        if (strstr(cases[i].in, TYC_DIAG_NUL)) /* want: a NUL, then the rest */
            wl = nul + strlen(cases[i].want + nul);
        assert_int_equal(b.len, wl);
        assert_memory_equal(b.p ? b.p : "", cases[i].want, wl);
        tyc_buf_free(&b);
    }
}

static void test_colorstring(void **state)
{
    fixture *f = *state;
    static const struct {
        const char *in;
        int color;
        const char *want;
    } cases[] = {
        {"plain", 1, "plain"},
        {"[red]x[reset]", 1, E "[31mx" E "[0m" E "[0m"},
        {"[red]x[reset]", 0, "x"},
        {"[RED]x", 1, "[RED]x"},
        {"[[bold]]", 1, "[" E "[1m]" E "[0m"},
        {"a[nope]b[_red_][]", 0, "a[nope]b[]"},
        {"[dark_gray][light_blue][reset_bold]", 1, E "[90m" E "[94m" E "[21m" E "[0m"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tyc_buf b;
        tyc_buf_init(&b, &f->ctx);
        tyc_colorstring(&b, cases[i].in, strlen(cases[i].in), cases[i].color);
        assert_string_equal(tyc_buf_cstr(&b), cases[i].want);
        tyc_buf_free(&b);
    }
}

/* The legacy UI strips known markup from the whole plain text. */
static void test_plain_legacy_ui(void **state)
{
    fixture *f = *state;
    tyc_diag *d = tyc_diag_add(&f->ds, TYC_SEV_ERROR, 0, NULL, 0, 0, "S [bold]b",
                               "[bold]x[reset] [nope] y");
    check_render(f, d, TYC_DR_LEGACY_UI, TYC_DR_WIDTH, "\nError: S b\n\nx [nope] y\n");
}

#define RR E "[31m\xe2\x94\x82" E "[0m " E "[0m"
#define RY E "[33m\xe2\x94\x82" E "[0m " E "[0m"

static void test_color_verified(void **state)
{
    fixture *f = *state;
    tyc_source src = src_of("terraform.tfvars", TFVARS);
    check_render(f, verified_diag(f, &src), TYC_DR_COLOR, TYC_DR_WIDTH,
                 E "[31m\xe2\x95\xb7" E "[0m" E "[0m\n"
                 RR E "[1m" E "[31mError: " E "[0m" E "[0m" E "[1mInvalid value for input variable" E "[0m\n"
                 RR "\n"
                 RR E "[0m  on terraform.tfvars line 1:\n"
                 RR "   1: instance_count = " E "[4m\"three\"" E "[0m" E "[0m\n"
                 RR "\n"
                 RR "The given value is not suitable for var.instance_count declared at\n"
                 RR "main.tf:1,1-26: a number is required.\n"
                 E "[31m\xe2\x95\xb5" E "[0m" E "[0m\n");
}

/* Colored warning: yellow rules, markup in the detail colorized (and counted when wrapping),
** values block with its own resets. */
static void test_color_warning_values(void **state)
{
    fixture *f = *state;
    static const char text[] = "x = var.a\n";
    tyc_source src = src_of("main.tf", text);
    tyc_diag *d = tyc_diag_add(&f->ds, TYC_SEV_WARNING, 0, &src, 4, 9, "W", "[bold]hi[reset] there");
    static const tyc_diag_value vals[] = {{"var.a", "is null"}};
    d->values = vals;
    d->nvalues = 1;
    check_render(f, d, TYC_DR_COLOR, 20,
                 E "[33m\xe2\x95\xb7" E "[0m" E "[0m\n"
                 RY E "[1m" E "[33mWarning: " E "[0m" E "[0m" E "[1mW" E "[0m\n"
                 RY "\n"
                 RY E "[0m  on main.tf line 1:\n"
                 RY "   1: x = " E "[4mvar.a" E "[0m" E "[0m\n"
                 RY "    " E "[90m\xe2\x94\x9c\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80"
                 "\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80"
                 "\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80" E "[0m\n"
                 RY E "[0m    " E "[90m\xe2\x94\x82" E "[0m " E "[1mvar.a" E "[0m is null\n"
                 RY E "[0m\n"
                 RY E "[1mhi" E "[0m\n"
                 RY "there" E "[0m\n"
                 E "[33m\xe2\x95\xb5" E "[0m" E "[0m\n");
}

static void test_color_sourceless_no_detail(void **state)
{
    fixture *f = *state;
    tyc_diag *d = tyc_diag_add(&f->ds, TYC_SEV_ERROR, 0, NULL, 0, 0, "S", NULL);
    check_render(f, d, TYC_DR_COLOR, TYC_DR_WIDTH,
                 E "[31m\xe2\x95\xb7" E "[0m" E "[0m\n"
                 RR E "[1m" E "[31mError: " E "[0m" E "[0m" E "[1mS" E "[0m\n"
                 RR "\n"
                 RR E "[0m\n"
                 E "[31m\xe2\x95\xb5" E "[0m" E "[0m\n");
}

static void test_range_buf(void **state)
{
    fixture *f = *state;
    tyc_source src = src_of("main.tf", MAINTF);
    tyc_buf b;
    tyc_buf_init(&b, &f->ctx);
    tyc_range r = {&src, 0, 12};
    tyc_range_buf(&b, &r);
    tyc_buf_addc(&b, ' ');
    r = (tyc_range){&src, off_of(MAINTF, "["), off_of(MAINTF, "]") + 1};
    tyc_range_buf(&b, &r);
    assert_string_equal(tyc_buf_cstr(&b), "main.tf:1,1-13 main.tf:6,13-9,4");
    tyc_buf_free(&b);
}

/* Sort order and consolidation, then the view-level rendering to two streams. */
static void test_display_order(void **state)
{
    fixture *f = *state;
    tyc_source a = src_of("a.tf", "0123456789abcdef\n"), b = src_of("b.tf", "0123456789\n");
    tyc_source x = src_of("dir/x.tf", "0123\n");
    tyc_diag_add(&f->ds, TYC_SEV_WARNING, 0, &a, 10, 12, "Dup", "d1");
    tyc_diag_add(&f->ds, TYC_SEV_ERROR, 0, &a, 0, 1, "Err", NULL);
    tyc_diag_add(&f->ds, TYC_SEV_WARNING, 0, NULL, 0, 0, "Dup", "sourceless");
    tyc_diag_add(&f->ds, TYC_SEV_WARNING, 0, &x, 0, 1, "Other", NULL);
    tyc_diag_add(&f->ds, TYC_SEV_WARNING, 0, &b, 5, 6, "Dup", "d2");
    tyc_diag_add(&f->ds, TYC_SEV_WARNING, 0, &a, 3, 4, "Dup", "d3");
    uint32_t n;
    tyc_diag_item *it = tyc_diags_display(f->a, &f->ds, 1, &n);
    assert_int_equal(n, 4);
    assert_string_equal(it[0].diag->detail, "sourceless");
    assert_string_equal(it[1].diag->detail, "d3\n\n(and 2 more similar warnings elsewhere)");
    assert_int_equal(it[1].ngroup, 3);
    assert_string_equal(it[2].diag->summary, "Other");
    assert_string_equal(it[3].diag->summary, "Err");
    it = tyc_diags_display(f->a, &f->ds, 0, &n);
    assert_int_equal(n, 6);
    assert_string_equal(it[1].diag->detail, "d3");
    assert_string_equal(it[2].diag->detail, "d1");
    assert_string_equal(it[3].diag->detail, "d2");
    it = tyc_diags_display(f->a, &f->ds, 2, &n);
    assert_int_equal(n, 5);
    assert_string_equal(it[1].diag->detail, "d3");
    assert_string_equal(it[2].diag->detail, "d1\n\n(and one more similar warning elsewhere)");

    tyc_buf out, err;
    tyc_buf_init(&out, &f->ctx);
    tyc_buf_init(&err, &f->ctx);
    tyc_diags_render(&out, &err, &f->ds, 0, 0);
    assert_string_equal(tyc_buf_cstr(&err), "\nError: Err\n\n  on a.tf line 1:\n   1: 0123456789abcdef\n\n");
    assert_non_null(strstr(tyc_buf_cstr(&out), "\nWarning: Dup\n\nsourceless\n\nWarning: Dup\n"));
    tyc_buf_free(&out);
    tyc_buf_free(&err);
}

static void test_compact_warnings(void **state)
{
    fixture *f = *state;
    tyc_source a = src_of("a.tf", "x\ny\nz\n");
    tyc_diag_add(&f->ds, TYC_SEV_WARNING, 0, &a, 2, 3, "Dup", NULL);
    tyc_diag_add(&f->ds, TYC_SEV_WARNING, 0, &a, 4, 5, "Dup", NULL);
    tyc_diag_add(&f->ds, TYC_SEV_WARNING, 0, &a, 0, 1, "One", NULL);
    tyc_diag_add(&f->ds, TYC_SEV_WARNING, 0, NULL, 0, 0, "Nowhere", NULL);
    tyc_buf out, err;
    tyc_buf_init(&out, &f->ctx);
    tyc_buf_init(&err, &f->ctx);
    tyc_diags_render(&out, &err, &f->ds, TYC_DR_COMPACT_WARNINGS, TYC_DR_WIDTH);
    assert_string_equal(tyc_buf_cstr(&out),
                        "\nWarnings:\n\n- Nowhere\n- One\n  on a.tf line 1\n"
                        "- Dup\n  on a.tf line 2 (and 1 more)\n\n"
                        "To see the full warning notes, run Terraform without -compact-warnings.\n");
    assert_int_equal(err.len, 0);
    tyc_buf_free(&out);
    tyc_buf_free(&err);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_plain_verified, setup, teardown),
        cmocka_unit_test_setup_teardown(test_plain_values, setup, teardown),
        cmocka_unit_test_setup_teardown(test_plain_values_sorted, setup, teardown),
        cmocka_unit_test_setup_teardown(test_plain_multiline_context, setup, teardown),
        cmocka_unit_test_setup_teardown(test_plain_context_header, setup, teardown),
        cmocka_unit_test_setup_teardown(test_plain_context_parsed, setup, teardown),
        cmocka_unit_test_setup_teardown(test_plain_skips_empty_lines, setup, teardown),
        cmocka_unit_test_setup_teardown(test_plain_sourceless, setup, teardown),
        cmocka_unit_test_setup_teardown(test_plain_source_unavailable, setup, teardown),
        cmocka_unit_test_setup_teardown(test_plain_warning, setup, teardown),
        cmocka_unit_test_setup_teardown(test_plain_wrapping, setup, teardown),
        cmocka_unit_test_setup_teardown(test_wordwrap_unit, setup, teardown),
        cmocka_unit_test_setup_teardown(test_colorstring, setup, teardown),
        cmocka_unit_test_setup_teardown(test_plain_legacy_ui, setup, teardown),
        cmocka_unit_test_setup_teardown(test_color_verified, setup, teardown),
        cmocka_unit_test_setup_teardown(test_color_warning_values, setup, teardown),
        cmocka_unit_test_setup_teardown(test_color_sourceless_no_detail, setup, teardown),
        cmocka_unit_test_setup_teardown(test_range_buf, setup, teardown),
        cmocka_unit_test_setup_teardown(test_display_order, setup, teardown),
        cmocka_unit_test_setup_teardown(test_compact_warnings, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
