/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_console.c: the console engine through the public API: results and diagnostics as
** `terraform console` prints them, type(), convert(), the continuation heuristic and
** completion, with no module (empty `var`).
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "tycon.h"

typedef struct fx {
    tycon_ctx *ctx;
    tycon_console *con;
} fx;

static int setup(void **state)
{
    static fx f;
    tycon_console_options o = {0};
    const char *out, *err, *late;
    f.ctx = tycon_ctx_new(NULL);
    assert_int_equal(tycon_console_new(f.ctx, &o, &f.con, &out, &err, &late), TYCON_OK);
    assert_string_equal(out, "");
    assert_string_equal(err, "");
    assert_string_equal(late, "");
    *state = &f;
    return 0;
}

static int teardown(void **state)
{
    fx *f = *state;
    tycon_console_free(f->con);
    tycon_ctx_free(f->ctx);
    return 0;
}

/* Evaluates src; checks the status and the output (stdout text when ok, else stderr). */
static void expect(void **state, const char *src, tycon_status want, const char *text)
{
    fx *f = *state;
    const char *out = NULL, *err = NULL;
    tycon_status st = tycon_console_eval(f->con, src, strlen(src), &out, &err);
    assert_int_equal(st, want);
    assert_string_equal(st == TYCON_OK ? out : err, text);
}

static void test_values(void **state)
{
    expect(state, "1 + 5", TYCON_OK, "6");
    expect(state, "  ", TYCON_OK, "");
    expect(state, "{b = 1, a = \"x\"}", TYCON_OK, "{\n  \"a\" = \"x\"\n  \"b\" = 1\n}");
    expect(state, "toset([\"b\", \"a\", \"b\"])", TYCON_OK, "toset([\n  \"a\",\n  \"b\",\n])");
    expect(state, "\"a\\nb\"", TYCON_OK, "<<EOT\na\nb\nEOT");
    expect(state, "tolist(null)", TYCON_OK, "tolist(null) /* of dynamic */");
    expect(state, "[sensitive(1), 2]", TYCON_OK, "[\n  (sensitive value),\n  2,\n]");
    expect(state, "[\n  1,\n]\n", TYCON_OK, "[\n  1,\n]");
    expect(state, "path.module", TYCON_OK, "\".\"");
    expect(state, "terraform.workspace", TYCON_OK, "\"default\"");
}

static void test_type(void **state)
{
    expect(state, "type(null)", TYCON_OK, "dynamic");
    expect(state, "(type({b = [1], a = \"x\"}))", TYCON_OK,
           "object({\n    a: string,\n    b: tuple([\n        number,\n    ]),\n})");
    expect(state, "type(tolist([{a = 1}]))", TYCON_OK,
           "list(\n    object({\n        a: number,\n    }),\n)");
    expect(state, "[type(1)]", TYCON_ERR_EVAL,
           "\nError: Invalid use of type function\n\nThe console-only \"type\" function cannot "
           "be used as part of an expression.\n\n");
    expect(state, "type()", TYCON_ERR_EVAL,
           "\nError: Not enough function arguments\n\n  on <console-input> line 1:\n"
           "  (source code not available)\n\nFunction \"type\" expects 1 argument(s). Missing "
           "value for \"value\".\n\n");
}

static void test_convert(void **state)
{
    expect(state, "convert([1, \"a\"], list(string))", TYCON_OK, "tolist([\n  \"1\",\n  \"a\",\n])");
    expect(state, "convert({a = 1}, object({a = string, b = optional(number, 5)}))", TYCON_OK,
           "{\n  \"a\" = \"1\"\n  \"b\" = 5\n}");
    expect(state, "convert(null, object({a = optional(string, \"d\")}))", TYCON_OK,
           "null /* object */");
    expect(state, "[for x in [1, 2]: convert(x, string)]", TYCON_OK, "[\n  \"1\",\n  \"2\",\n]");
    expect(state, "convert([1], string)", TYCON_ERR_EVAL,
           "\nError: Invalid function argument\n\n  on <console-input> line 1:\n"
           "  (source code not available)\n\nInvalid value for \"value\" parameter: string "
           "required, but have tuple.\n\n");
    expect(state, "convert({a = \"x\"}, object({a = number}))", TYCON_ERR_EVAL,
           "\nError: Invalid function argument\n\n  on <console-input> line 1:\n"
           "  (source code not available)\n\nInvalid value for \"value\" parameter: a number "
           "is required.\n\n");
}

static void test_errors(void **state)
{
    expect(state, "var.x", TYCON_ERR_EVAL,
           "\nError: Reference to undeclared input variable\n\n  on <console-input> line 1:\n"
           "  (source code not available)\n\nAn input variable with the name \"x\" has not "
           "been declared. This variable can\nbe declared with a variable \"x\" {} block.\n\n");
    expect(state, "[\n  nosuch(1),\n]", TYCON_ERR_EVAL,
           "\nError: Call to unknown function\n\n  on <console-input> line 2:\n"
           "  (source code not available)\n\nThere is no function named \"nosuch\".\n\n");
    expect(state, "1 +", TYCON_ERR_INCOMPLETE,
           "\nError: Missing expression\n\n  on <console-input> line 1:\n"
           "  (source code not available)\n\nExpected the start of an expression, but found "
           "the end of the file.\n\n");
    expect(state, "{a = 1}.b", TYCON_ERR_EVAL,
           "\nError: Unsupported attribute\n\n  on <console-input> line 1:\n"
           "  (source code not available)\n\nThis object does not have an attribute named "
           "\"b\".\n\n");
}

static void test_continues(void **state)
{
    (void)state;
    static const struct { const char *s; int want; } cases[] = {
        {"[", 1}, {"[1,", 1}, {"[1]", 0}, {"1 +", 0}, {"{a = 1", 1}, {"\"abc", 0},
        {"\"${", 1}, {"\"${x}\"", 0}, {"<<EOT", 1}, {"<<EOT\nx\nEOT", 0}, {"<<-EOT\n  ${", 1},
        {"[\n", 1}, {"[\n  ", 0}, {"(]", 0}, {"# [", 0}, {"[ # ]", 1}, {"\"$${\"", 0},
        {"f(\n1,", 1}, {"", 0}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        if (tycon_console_continues(cases[i].s, strlen(cases[i].s)) != cases[i].want)
            fail_msg("case %zu: %s", i, cases[i].s);
}

static void test_complete(void **state)
{
    fx *f = *state;
    const char *const *names = NULL;
    size_t n = tycon_console_complete(f->con, "tos", 3, &names);
    assert_int_equal(n, 2);
    assert_string_equal(names[0], "toset");
    assert_string_equal(names[1], "tostring");
    n = tycon_console_complete(f->con, "conv", 4, &names);
    assert_int_equal(n, 1);
    assert_string_equal(names[0], "convert");
    n = tycon_console_complete(f->con, "opt", 3, &names);
    assert_int_equal(n, 1);
    assert_string_equal(names[0], "optional");
    assert_int_equal(tycon_console_complete(f->con, "var.", 4, &names), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_values),   cmocka_unit_test(test_type),
        cmocka_unit_test(test_convert),  cmocka_unit_test(test_errors),
        cmocka_unit_test(test_continues), cmocka_unit_test(test_complete),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
