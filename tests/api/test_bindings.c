/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_bindings.c: the calls made for language bindings (issue 28), through tycon.h only:
** tycon_value_convert_json (defaults, sets, exact numbers, the result's type, every error
** step, a type of another context) and tycon_type_friendly_name.
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
    tycon_arena *a;
} fx;

static int setup(void **state)
{
    static fx f; /* one test at a time */
    f.ctx = tycon_ctx_new(NULL);
    f.a = f.ctx ? tycon_arena_new(f.ctx) : NULL;
    *state = &f;
    return f.a ? 0 : -1;
}

static int teardown(void **state)
{
    fx *f = *state;
    tycon_arena_free(f->a);
    tycon_ctx_free(f->ctx);
    return 0;
}

/* Converts json to the variable type src; returns the status, *out / *tj the texts. */
static tycon_status conv(fx *f, const char *src, const char *json, const char **out,
                         const char **tj)
{
    const tycon_type *t = NULL;
    const tycon_defaults *d = NULL;
    assert_int_equal(tycon_type_parse(f->ctx, f->a, src, strlen(src), NULL, TYCON_TYPE_VARIABLE,
                                      &t, &d),
                     TYCON_OK);
    size_t n = 0;
    *out = NULL;
    tycon_status st = tycon_value_convert_json(f->ctx, f->a, json, strlen(json), t, d, out, &n, tj);
    if (st == TYCON_OK)
        assert_int_equal(n, strlen(*out));
    return st;
}

static void test_convert_ok(void **state)
{
    fx *f = *state;
    const char *out, *tj;
    assert_int_equal(conv(f, "list(object({name=string, size=optional(number, 10), "
                             "tags=optional(set(string), [])}))",
                          "[{\"name\":\"a\"},{\"name\":\"b\",\"size\":\"12\",\"tags\":[\"y\",\"x\",\"y\"]}]",
                          &out, &tj),
                     TYCON_OK);
    assert_string_equal(out, "[{\"name\":\"a\",\"size\":10,\"tags\":[]},"
                             "{\"name\":\"b\",\"size\":12,\"tags\":[\"x\",\"y\"]}]");
    assert_string_equal(tj, "[\"list\",[\"object\",{\"name\":\"string\",\"size\":\"number\","
                            "\"tags\":[\"set\",\"string\"]}]]");
    /* exact numbers both ways; JSON strings are literal; null stays null */
    assert_int_equal(conv(f, "tuple([number, string, number])",
                          "[123456789012345678901234567890.125, \"${x}\", null]", &out, &tj),
                     TYCON_OK);
    assert_string_equal(out, "[123456789012345678901234567890.125,\"${x}\",null]");
    /* any: the result's own type, a null attribute of dynamic type is plain null */
    assert_int_equal(conv(f, "object({a=any, b=any})", "{\"a\":{\"x\":[1]},\"b\":null}", &out,
                          &tj),
                     TYCON_OK);
    assert_string_equal(out, "{\"a\":{\"x\":[1]},\"b\":null}");
    assert_string_equal(tj, "[\"object\",{\"a\":[\"object\",{\"x\":[\"tuple\",[\"number\"]]}],"
                            "\"b\":\"dynamic\"}]");
    /* out_len and type_json may be NULL */
    const tycon_type *t = tycon_type_primitive(TYCON_STRING);
    assert_int_equal(tycon_value_convert_json(f->ctx, f->a, "true", 4, t, NULL, &out, NULL, NULL),
                     TYCON_OK);
    assert_string_equal(out, "\"true\"");
}

static void test_convert_errors(void **state)
{
    fx *f = *state;
    const char *out, *tj;
    assert_int_equal(conv(f, "list(object({a=number}))", "[{\"a\":1},{\"a\":\"x\"}]", &out, &tj),
                     TYCON_ERR_CONVERT);
    assert_null(out);
    assert_int_equal(tycon_diag_count(f->ctx), 1);
    const tycon_diag *g = tycon_diag_at(f->ctx, 0);
    assert_string_equal(g->detail, "a number is required");
    assert_string_equal(g->path, "[1].a");
    assert_int_equal(conv(f, "map(string)", "{\"a\":[1]}", &out, &tj), TYCON_ERR_CONVERT);
    g = tycon_diag_at(f->ctx, 0);
    /* a structural mismatch: the first mismatching element's path and tycon's message */
    assert_string_equal(g->detail, "string required, but have tuple");
    assert_string_equal(g->path, "[\"a\"]");
    assert_int_equal(conv(f, "string", "{\"a\":", &out, &tj), TYCON_ERR_INCOMPLETE);
    assert_true(tycon_diag_count(f->ctx) >= 1);
    assert_int_equal(conv(f, "string", "[1,,]", &out, &tj), TYCON_ERR_SYNTAX);
    /* misuse */
    const tycon_type *t = tycon_type_primitive(TYCON_STRING);
    assert_int_equal(tycon_value_convert_json(NULL, f->a, "1", 1, t, NULL, &out, NULL, NULL),
                     TYCON_ERR_MISUSE);
    assert_int_equal(tycon_value_convert_json(f->ctx, f->a, NULL, 1, t, NULL, &out, NULL, NULL),
                     TYCON_ERR_MISUSE);
    assert_int_equal(tycon_value_convert_json(f->ctx, f->a, "1", 1, NULL, NULL, &out, NULL, NULL),
                     TYCON_ERR_MISUSE);
    assert_int_equal(tycon_value_convert_json(f->ctx, f->a, "1", 1, t, NULL, NULL, NULL, NULL),
                     TYCON_ERR_MISUSE);
    tycon_ctx *other = tycon_ctx_new(NULL);
    tycon_arena *oa = tycon_arena_new(other);
    assert_int_equal(tycon_value_convert_json(f->ctx, oa, "1", 1, t, NULL, &out, NULL, NULL),
                     TYCON_ERR_MISUSE);
    tycon_arena_free(oa);
    tycon_ctx_free(other);
}

static void test_type_of_another_context(void **state)
{
    fx *f = *state;
    tycon_ctx *tc = tycon_ctx_new(NULL);
    tycon_arena *ta = tycon_arena_new(tc);
    const char *src = "object({a=optional(set(number), [3, 1])})";
    const tycon_type *t;
    const tycon_defaults *d;
    assert_int_equal(tycon_type_parse(tc, ta, src, strlen(src), NULL, TYCON_TYPE_VARIABLE, &t, &d),
                     TYCON_OK);
    const char *out;
    for (int i = 0; i < 3; i++) {
        tycon_arena *a = tycon_arena_new(f->ctx);
        assert_int_equal(tycon_value_convert_json(f->ctx, a, "{}", 2, t, d, &out, NULL, NULL),
                         TYCON_OK);
        assert_string_equal(out, "{\"a\":[1,3]}");
        tycon_arena_free(a);
    }
    tycon_arena_free(ta);
    tycon_ctx_free(tc);
}

static void test_friendly(void **state)
{
    fx *f = *state;
    static const char *const cases[][3] = {
        {"string", "string", "string"},
        {"list(object({a=string}))", "list of object", "list of object"},
        {"any", "dynamic", "any type"},
        {"list(any)", "list of dynamic", "list of any single type"},
        {"map(set(number))", "map of set of number", "map of set of number"},
        {"tuple([string])", "tuple", "tuple"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const tycon_type *t = NULL;
        assert_int_equal(tycon_type_parse(f->ctx, f->a, cases[i][0], strlen(cases[i][0]), NULL,
                                          TYCON_TYPE_CONSTRAINT, &t, NULL),
                         TYCON_OK);
        assert_string_equal(tycon_type_friendly_name(f->ctx, f->a, t, 0), cases[i][1]);
        assert_string_equal(tycon_type_friendly_name(f->ctx, f->a, t, 1), cases[i][2]);
    }
    assert_null(tycon_type_friendly_name(NULL, f->a, tycon_type_primitive(TYCON_STRING), 0));
    assert_null(tycon_type_friendly_name(f->ctx, f->a, NULL, 0));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_convert_ok, setup, teardown),
        cmocka_unit_test_setup_teardown(test_convert_errors, setup, teardown),
        cmocka_unit_test_setup_teardown(test_type_of_another_context, setup, teardown),
        cmocka_unit_test_setup_teardown(test_friendly, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
