/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_unify.c: tyc_unify (go-cty Unify / UnifyUnsafe): kind rules, preference order,
** safe vs unsafe, the conversions returned, and large inputs (spec §3.7).
*/
#include "test_convert_util.h"

/* Unifies the ';'-separated type expressions in list; returns the TypeString or "NilType". */
static const char *uni(tyc_arena *a, const char *list, int unsafe)
{
    const tyc_type *ts[16];
    uint32_t n = 0;
    char buf[512];
    snprintf(buf, sizeof buf, "%s", list);
    for (char *s = strtok(buf, ";"); s; s = strtok(NULL, ";"))
        ts[n++] = tu_type(a, tyc_strndup(a, s, strlen(s)));
    return tu_type_str(a, tyc_unify(a, ts, n, unsafe, NULL));
}

static void test_unify_basics(void **state)
{
    tyc_arena *a = TU_A(state);
    assert_null(tyc_unify(a, NULL, 0, 0, NULL));
    assert_string_equal(uni(a, "string", 0), "string");
    assert_string_equal(uni(a, "number;string", 0), "string");
    assert_string_equal(uni(a, "number;bool", 1), "NilType");
    assert_string_equal(uni(a, "number;any", 0), "any");
    assert_string_equal(uni(a, "number;any", 1), "number");
    assert_string_equal(uni(a, "string;list(string)", 1), "NilType");
    assert_string_equal(uni(a, "tuple([]);object({})", 1), "NilType");
    assert_string_equal(uni(a, "list(any);list(string)", 0), "list(any)");
    assert_string_equal(uni(a, "list(any);list(string)", 1), "list(string)");
    assert_string_equal(uni(a, "list(string);any", 0), "any");
}

static void test_unify_structural(void **state)
{
    tyc_arena *a = TU_A(state);
    assert_string_equal(uni(a, "object({a=number});object({a=string})", 1), "object({a=string})");
    assert_string_equal(uni(a, "object({a=number});object({b=number})", 1), "map(number)");
    assert_string_equal(uni(a, "object({});object({a=number})", 1), "map(number)");
    assert_string_equal(uni(a, "object({a=number,b=bool});object({a=number,b=number})", 1),
                        "NilType");
    assert_string_equal(uni(a, "object({a=number});object({b=tuple([number])})", 1), "NilType");
    assert_string_equal(uni(a, "tuple([number]);tuple([string])", 1), "tuple([string])");
    assert_string_equal(uni(a, "tuple([number]);tuple([number,number])", 1), "list(number)");
    assert_string_equal(uni(a, "tuple([]);tuple([])", 1), "tuple([])");
    assert_string_equal(uni(a, "map(number);object({a=string})", 1), "map(string)");
    assert_string_equal(uni(a, "list(number);tuple([string])", 1), "list(string)");
    assert_string_equal(uni(a, "set(number);set(string)", 0), "set(string)");
    assert_string_equal(uni(a, "object({a=optional(string)})", 0), "object({a=string})");
    assert_string_equal(uni(a, "list(number);set(number)", 1), "list(number)");
    assert_string_equal(uni(a, "list(number);set(number)", 0), "list(number)");
}

static void test_unify_conversions(void **state)
{
    tyc_arena *a = TU_A(state);
    const tyc_type *ts[3] = {&tyc_t_number, &tyc_t_string, &tyc_t_number};
    const tyc_conv *cv[3];
    const tyc_type *r = tyc_unify(a, ts, 3, 0, cv);
    assert_ptr_equal(r, &tyc_t_string);
    assert_non_null(cv[0]);
    assert_null(cv[1]);
    assert_ptr_equal(cv[0], cv[2]);
    tyc_cerr err;
    const tyc_value *v = tyc_conv_apply(a, cv[0], tu_val(a, "42"), NULL, &err);
    assert_string_equal(tu_render(a, v), "string \"42\"");

    const tyc_type *ld[2] = {tu_type(a, "list(string)"), &tyc_t_dyn};
    r = tyc_unify(a, ld, 2, 1, cv);
    assert_ptr_equal(r, &tyc_t_dyn);
    v = tyc_conv_apply(a, cv[0], tu_val(a, "null"), NULL, &err);
    assert_ptr_equal(v, &tyc_v_dynval);

    const tyc_type *om[2] = {tu_type(a, "object({a=number})"), tu_type(a, "map(string)")};
    r = tyc_unify(a, om, 2, 1, cv);
    assert_string_equal(tu_type_str(a, r), "map(string)");
    assert_null(cv[1]);
    v = tyc_conv_apply(a, cv[0], tu_val(a, "{a = 1}"), NULL, &err);
    assert_string_equal(tu_render(a, v), "map(string) {a=\"1\"}");

    const tyc_type *sn[2] = {&tyc_t_string, &tyc_t_number};
    r = tyc_unify(a, sn, 2, 1, cv);
    assert_ptr_equal(r, &tyc_t_string);
    assert_null(cv[0]);
    v = tyc_conv_apply(a, cv[1], tu_val(a, "1.5"), NULL, &err);
    assert_string_equal(tu_render(a, v), "string \"1.5\"");
}

static void test_unify_preference(void **state)
{
    tyc_arena *a = TU_A(state);
    /* the tuple is preferred over the set, but only the set works */
    assert_string_equal(uni(a, "set(number);tuple([number])", 1), "set(number)");
    assert_string_equal(uni(a, "list(string);list(number)", 1), "list(string)");
    assert_string_equal(uni(a, "map(bool);map(string)", 0), "map(string)");
    assert_string_equal(uni(a, "bool;string;number", 0), "string");
    assert_string_equal(uni(a, "any;bool", 1), "bool");
}

/* 20,000 identical object types, and 20,000 alternating primitives: fast and correct. */
static void test_unify_large(void **state)
{
    tyc_arena *a = TU_A(state);
    enum { N = 20000 };
    const tyc_type **ts = TYC_NEWN(a, const tyc_type *, N);
    for (uint32_t i = 0; i < N; i++)
        ts[i] = tu_type(a, "object({a=number,b=list(string)})");
    const tyc_conv **cv = TYC_NEWN(a, const tyc_conv *, N);
    const tyc_type *r = tyc_unify(a, ts, N, 0, cv);
    assert_string_equal(tu_type_str(a, r), "object({a=number,b=list(string)})");
    assert_null(cv[0]);
    assert_null(cv[N - 1]);
    const tyc_type *oa = tu_type(a, "object({a=number})"), *ob = tu_type(a, "object({b=number})");
    for (uint32_t i = 0; i < N; i++)
        ts[i] = i % 3 ? &tyc_t_number : i % 2 ? oa : ob;
    r = tyc_unify(a, ts, N, 1, cv);
    assert_string_equal(tu_type_str(a, r), "NilType");
    for (uint32_t i = 0; i < N; i++)
        ts[i] = i % 2 ? &tyc_t_number : &tyc_t_string;
    r = tyc_unify(a, ts, N, 1, cv);
    assert_ptr_equal(r, &tyc_t_string);
    assert_null(cv[0]);
    assert_non_null(cv[1]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_unify_basics, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_unify_structural, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_unify_conversions, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_unify_preference, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_unify_large, tu_setup, tu_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
