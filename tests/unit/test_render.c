/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_render.c: unit tests of runtime/render/render.c and render_type.c: `terraform console`
** value rendering, cty JSON marshalling and the console type() form.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "runtime/render/render.h"
#include "runtime/base/str.h"
#include "values_util.h"


static void check_console(const tyc_value *v, const char *want)
{
    tyc_buf b;
    tyc_buf_init(&b, &ctx);
    tyc_render_console(&b, v, 0);
    assert_false(tyc_buf_failed(&b));
    assert_string_equal(tyc_buf_cstr(&b), want);
    tyc_buf_free(&b);
}

/* Marshals v as t; want is the JSON text, or the error message when err is set. */
static void check_json(const tyc_value *v, const tyc_type *t, const char *want, int err)
{
    tyc_buf b;
    tyc_buf_init(&b, &ctx);
    const char *e = tyc_render_json(&b, A, v, t);
    if (err) {
        assert_non_null(e);
        assert_string_equal(e, want);
    } else {
        assert_null(e);
        assert_string_equal(tyc_buf_cstr(&b), want);
    }
    tyc_buf_free(&b);
}

static void check_type(const tyc_type *t, const char *want)
{
    tyc_buf b;
    tyc_buf_init(&b, &ctx);
    tyc_type_buf_console(&b, t, 0);
    assert_string_equal(tyc_buf_cstr(&b), want);
    tyc_buf_free(&b);
}

static const tyc_type *OT(uint32_t n, ...)
{
    tyc_str k[16];
    const tyc_type *t[16];
    va_list ap;
    va_start(ap, n);
    for (uint32_t i = 0; i < n; i++) {
        const char *s = va_arg(ap, const char *);
        k[i] = (tyc_str){s, strlen(s)};
        t[i] = va_arg(ap, const tyc_type *);
    }
    va_end(ap);
    return tyc_type_object(A, k, t, NULL, n);
}

/* ---- console: primitives */

static void test_console_primitives(void **state)
{
    (void)state;
    check_console(N("6"), "6");
    check_console(N("1e3"), "1000");
    check_console(N("-5.50"), "-5.5");
    check_console(S("hello"), "\"hello\"");
    check_console(B(1), "true");
    check_console(B(0), "false");
    check_console(S("tab\there \"q\" ${x} \xc3\xa9 \x01"),
                  "\"tab\\there \\\"q\\\" ${x} \xc3\xa9 \\x01\"");
    check_console(S(""), "\"\"");
}

static void test_console_nulls(void **state)
{
    (void)state;
    check_console(&tyc_v_null_dyn, "null");
    check_console(tyc_v_null(A, &tyc_t_string), "tostring(null)");
    check_console(tyc_v_null(A, &tyc_t_number), "tonumber(null)");
    check_console(tyc_v_null(A, &tyc_t_bool), "tobool(null)");
    check_console(tyc_v_null(A, tyc_type_list(A, &tyc_t_dyn)), "tolist(null) /* of dynamic */");
    check_console(tyc_v_null(A, tyc_type_set(A, tyc_type_list(A, &tyc_t_string))),
                  "toset(null) /* of list of string */");
    check_console(tyc_v_null(A, tyc_type_map(A, OT(1, "a", &tyc_t_string))),
                  "tomap(null) /* of object */");
    check_console(tyc_v_null(A, OT(1, "a", &tyc_t_string)), "null /* object */");
    check_console(tyc_v_null(A, &tyc_t_empty_tuple), "null /* tuple */");
}

static void test_console_unknown_sensitive(void **state)
{
    (void)state;
    check_console(&tyc_v_dynval, "(known after apply)");
    check_console(tyc_v_unknown(A, &tyc_t_string), "(known after apply)");
    check_console(SENS(S("secret")), "(sensitive value)");
    check_console(tyc_v_with_marks(A, S("e"), TYC_MARK_EPHEMERAL), "(ephemeral value)");
    check_console(OBJ(2, "a", SENS(S("s")), "b", &tyc_v_dynval),
                  "{\n  \"a\" = (sensitive value)\n  \"b\" = (known after apply)\n}");
}

/* ---- console: heredocs */

static void test_console_heredoc(void **state)
{
    (void)state;
    check_console(S("a\nb"), "<<EOT\na\nb\nEOT");
    check_console(S("a\nb\n"), "<<EOT\na\nb\n\nEOT");
    check_console(S("EOT\nx"), "<<EOT_\nEOT\nx\nEOT_");
    check_console(S("  EOT_ \nEOT\t\nx"), "<<EOT__\n  EOT_ \nEOT\t\nx\nEOT__");
    check_console(S("EOT_\nx"), "<<EOT\nEOT_\nx\nEOT");
    check_console(S("\n"), "<<EOT\n\n\nEOT");
    check_console(OBJ(1, "x", S("a\nb")), "{\n  \"x\" = <<-EOT\n  a\n  b\n  EOT\n}");
    check_console(OBJ(1, "y", TUP(1, OBJ(1, "z", S("c\nd")))),
                  "{\n  \"y\" = [\n    {\n      \"z\" = <<-EOT\n      c\n      d\n      EOT\n"
                  "    },\n  ]\n}");
    /* a key with a newline is itself rendered as a heredoc */
    check_console(MAP(&tyc_t_number, 1, "k\nl", N("1")),
                  "tomap({\n  <<-EOT\n  k\n  l\n  EOT = 1\n})");
}

/* ---- console: collections */

static void test_console_collections(void **state)
{
    (void)state;
    check_console(TUP(2, S("a"), N("1")), "[\n  \"a\",\n  1,\n]");
    check_console(LIST(&tyc_t_string, 2, S("a"), S("b")), "tolist([\n  \"a\",\n  \"b\",\n])");
    check_console(SET(&tyc_t_string, 3, S("b"), S("a"), S("b")),
                  "toset([\n  \"a\",\n  \"b\",\n])");
    check_console(MAP(&tyc_t_number, 2, "b", N("1"), "a", N("2")),
                  "tomap({\n  \"a\" = 2\n  \"b\" = 1\n})");
    check_console(OBJ(3, "b", N("1"), "a", S("x"), "with space", B(1)),
                  "{\n  \"a\" = \"x\"\n  \"b\" = 1\n  \"with space\" = true\n}");
    check_console(TUP(3, TUP(2, N("1"), N("2")), TUP(0), OBJ(0)),
                  "[\n  [\n    1,\n    2,\n  ],\n  [],\n  {},\n]");
    check_console(LIST(&tyc_t_string, 0), "tolist([])");
    check_console(SET(&tyc_t_string, 0), "toset([])");
    check_console(MAP(&tyc_t_string, 0), "tomap({})");
}

/* Renderings taken from the conformance corpus. */
static void test_console_corpus(void **state)
{
    (void)state;
    const tyc_type *ot = OT(3, "name", &tyc_t_string, "size", &tyc_t_number, "tags",
                            tyc_type_map(A, &tyc_t_string));
    const tyc_value *vals[] = {S("n"), N("3"), tyc_v_null(A, tyc_type_map(A, &tyc_t_string))};
    check_console(tyc_v_object_typed(A, ot, vals),
                  "{\n  \"name\" = \"n\"\n  \"size\" = 3\n  \"tags\" = tomap(null) /* of string */\n}");
    check_console(OBJ(2, "age", N("52"), "name", S("John")),
                  "{\n  \"age\" = 52\n  \"name\" = \"John\"\n}");
    check_console(LIST(&tyc_t_string, 3, S("a"), S("1"), S("b")),
                  "tolist([\n  \"a\",\n  \"1\",\n  \"b\",\n])");
    check_console(OBJ(2, "a", TUP(2, N("1"), S("x")), "b", &tyc_v_null_dyn),
                  "{\n  \"a\" = [\n    1,\n    \"x\",\n  ]\n  \"b\" = null\n}");
    check_console(SET(&tyc_t_number, 5, N("3"), N("1"), N("2"), N("1.0"), N("10")),
                  "toset([\n  1,\n  2,\n  3,\n  10,\n])");
}

/* ---- JSON */

static void test_json_primitives(void **state)
{
    (void)state;
    check_json(S("a<b>&\n\"\\"), &tyc_t_string, "\"a\\u003cb\\u003e\\u0026\\n\\\"\\\\\"", 0);
    check_json(N("1e3"), &tyc_t_number, "1000", 0);
    check_json(N("-0.0"), &tyc_t_number, "-0", 0);
    check_json(N("2.50e-1"), &tyc_t_number, "0.25", 0);
    check_json(B(1), &tyc_t_bool, "true", 0);
    check_json(tyc_v_null(A, &tyc_t_string), &tyc_t_string, "null", 0);
    check_json(&tyc_v_null_dyn, &tyc_t_dyn, "null", 0);
}

static void test_json_dynamic(void **state)
{
    (void)state;
    check_json(tyc_v_null(A, &tyc_t_string), &tyc_t_dyn, "{\"value\":null,\"type\":\"string\"}", 0);
    check_json(S("x"), &tyc_t_dyn, "{\"value\":\"x\",\"type\":\"string\"}", 0);
    /* list(string) marshalled as list(any): no conversion, every element wrapped */
    check_json(LIST(&tyc_t_string, 1, S("x")), tyc_type_list(A, &tyc_t_dyn),
               "[{\"value\":\"x\",\"type\":\"string\"}]", 0);
    check_json(OBJ(1, "a", TUP(1, N("1"))), &tyc_t_dyn,
               "{\"value\":{\"a\":[1]},\"type\":[\"object\",{\"a\":[\"tuple\",[\"number\"]]}]}", 0);
}

static void test_json_collections(void **state)
{
    (void)state;
    const tyc_type *ls = tyc_type_list(A, &tyc_t_string);
    check_json(LIST(&tyc_t_string, 2, S("a"), S("b")), ls, "[\"a\",\"b\"]", 0);
    check_json(LIST(&tyc_t_string, 0), ls, "[]", 0);
    check_json(SET(&tyc_t_string, 3, S("b"), tyc_v_null(A, &tyc_t_string), S("a")),
               tyc_type_set(A, &tyc_t_string), "[\"a\",\"b\",null]", 0);
    check_json(MAP(&tyc_t_number, 2, "b", N("1"), "a<", N("2")), tyc_type_map(A, &tyc_t_number),
               "{\"a\\u003c\":2,\"b\":1}", 0);
    const tyc_value *o = OBJ(2, "name", S("x"), "enabled", B(0));
    check_json(o, o->type, "{\"enabled\":false,\"name\":\"x\"}", 0);
    check_json(TUP(3, S("a"), N("15"), B(1)), TUP(3, S("a"), N("15"), B(1))->type,
               "[\"a\",15,true]", 0);
    check_json(OBJ(0), &tyc_t_empty_object, "{}", 0);
}

static void test_json_errors(void **state)
{
    (void)state;
    check_json(tyc_v_unknown(A, &tyc_t_string), &tyc_t_string, "value is not known", 1);
    check_json(&tyc_v_dynval, &tyc_t_dyn, "value is not known", 1);
    check_json(TUP(2, S("a"), tyc_v_unknown(A, &tyc_t_number)),
               TUP(2, S("a"), N("1"))->type, "value is not known", 1);
    check_json(SENS(S("x")), &tyc_t_string,
               "value has marks, so it cannot be serialized as JSON", 1);
    check_json(OBJ(1, "a", SENS(S("x"))), OT(1, "a", &tyc_t_string),
               "value has marks, so it cannot be serialized as JSON", 1);
    check_json(N("Inf"), &tyc_t_number, "cannot serialize infinity as JSON", 1);
    check_json(N("-inf"), &tyc_t_dyn, "cannot serialize infinity as JSON", 1);
}

/* Values whose type does not conform to T are converted first. */
static void test_json_convert(void **state)
{
    (void)state;
    check_json(TUP(2, S("a"), N("1")), tyc_type_list(A, &tyc_t_string), "[\"a\",\"1\"]", 0);
    tyc_str nm[2] = {TYC_STR("a"), TYC_STR("b")};
    const tyc_type *ts[2] = {&tyc_t_string, &tyc_t_number};
    uint8_t opt[2] = {0, 1};
    const tyc_type *ot = tyc_type_object(A, nm, ts, opt, 2);
    check_json(OBJ(1, "a", S("x")), ot, "{\"a\":\"x\",\"b\":null}", 0);
    check_json(OBJ(1, "a", B(1)), OT(1, "a", &tyc_t_number),
               "attribute \"a\": number required, but have bool", 1);
}

/* ---- type() */

static void test_type_console(void **state)
{
    (void)state;
    check_type(&tyc_t_string, "string");
    check_type(&tyc_t_dyn, "dynamic");
    check_type(tyc_type_list(A, &tyc_t_string), "list(string)");
    check_type(tyc_type_map(A, &tyc_t_number), "map(number)");
    check_type(tyc_type_set(A, &tyc_t_bool), "set(bool)");
    check_type(&tyc_t_empty_object, "object({})");
    check_type(&tyc_t_empty_tuple, "tuple([])");
    check_type(OT(2, "size", &tyc_t_number, "name", &tyc_t_string),
               "object({\n    name: string,\n    size: number,\n})");
    const tyc_type *tt[2] = {&tyc_t_string, tyc_type_list(A, &tyc_t_number)};
    check_type(tyc_type_tuple(A, tt, 2), "tuple([\n    string,\n    list(number),\n])");
    check_type(tyc_type_list(A, OT(1, "a", &tyc_t_string)),
               "list(\n    object({\n        a: string,\n    }),\n)");
    check_type(OT(1, "o", tyc_type_map(A, tyc_type_tuple(A, tt, 1))),
               "object({\n    o: map(\n        tuple([\n            string,\n        ]),\n    ),\n})");
    check_type(tyc_type_set(A, &tyc_t_empty_object), "set(\n    object({}),\n)");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_console_primitives),
        cmocka_unit_test(test_console_nulls),
        cmocka_unit_test(test_console_unknown_sensitive),
        cmocka_unit_test(test_console_heredoc),
        cmocka_unit_test(test_console_collections),
        cmocka_unit_test(test_console_corpus),
        cmocka_unit_test(test_json_primitives),
        cmocka_unit_test(test_json_dynamic),
        cmocka_unit_test(test_json_collections),
        cmocka_unit_test(test_json_errors),
        cmocka_unit_test(test_json_convert),
        cmocka_unit_test(test_type_console),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
