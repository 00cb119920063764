/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_convert_msg.c: tyc_mismatch_message (cty >= 1.16.3 wording, spec §3.9).
*/
#include "test_convert_util.h"

#define MM(got, want, msg) \
    assert_string_equal(tyc_mismatch_message(a, tu_type(a, got), tu_type(a, want)), msg)

static void test_mm_primitives(void **state)
{
    tyc_arena *a = TU_A(state);
    MM("bool", "number", "number required, but have bool");
    MM("number", "bool", "bool required, but have number");
    MM("string", "number", "number required");
    MM("tuple([number])", "string", "string required, but have tuple");
    MM("object({})", "number", "number required, but have object");
    MM("number", "map(number)", "map of number required, but have number");
    MM("string", "list(any)", "list of dynamic required, but have string");
    MM("string", "set(set(any))", "set of set of dynamic required, but have string");
    MM("number", "tuple([])", "tuple required, but have number");
    MM("bool", "object({a=string})", "object required, but have bool");
}

static void test_mm_structural(void **state)
{
    tyc_arena *a = TU_A(state);
    MM("object({})", "tuple([])", "tuple required");
    MM("tuple([number])", "object({})", "object required, but have tuple");
    MM("tuple([number])", "tuple([number,number])", "tuple required");
    MM("map(string)", "object({a=list(string)})", "object required");
    MM("list(string)", "tuple([string])", "tuple required");
    MM("tuple([number,bool])", "list(any)", "all list elements must have the same type");
    MM("tuple([number,bool])", "set(any)", "all set elements must have the same type");
    MM("object({a=number,b=bool})", "map(any)", "all map elements must have the same type");
    MM("tuple([number])", "map(any)", "map of any single type required");
    MM("object({a=string})", "list(string)", "list of string required");
    MM("tuple([string,object({})])", "list(number)", "element 1: number required, but have object");
    MM("object({a=number,b=object({})})", "map(number)",
       "element \"b\": number required, but have object");
    MM("tuple([tuple([number])])", "list(map(any))", "element 0: map of any single type required");
    MM("list(string)", "map(string)", "map of string required");
    MM("map(string)", "set(string)", "set of string required");
    MM("list(number)", "list(bool)", "incorrect list element type: bool required, but have number");
    MM("list(list(number))", "set(list(bool))",
       "incorrect set element type: incorrect list element type: bool required, but have number");
    MM("map(number)", "map(tuple([]))",
       "incorrect map element type: tuple required, but have number");
}

static void test_mm_objects(void **state)
{
    tyc_arena *a = TU_A(state);
    MM("object({})", "object({a=string})", "attribute \"a\" is required");
    MM("object({})", "object({b=string,a=string})", "attributes \"a\" and \"b\" are required");
    MM("object({})", "object({c=string,b=string,a=string})",
       "attributes \"a\", \"b\", and \"c\" are required");
    MM("object({x=bool})", "object({a=string,b=optional(string)})", "attribute \"a\" is required");
    MM("object({a=string,b=bool,c=tuple([])})", "object({a=string,b=number,c=string})",
       "attribute \"b\": number required, but have bool");
    MM("object({a=object({})})", "object({a=tuple([])})", "attribute \"a\": tuple required");
    MM("object({a=tuple([number,object({})])})", "object({a=list(number)})",
       "attribute \"a\": element 1: number required, but have object");
    MM("object({a=object({b=bool})})", "object({a=object({b=number})})",
       "attribute \"a\": attribute \"b\": number required, but have bool");
    MM("object({\"x y\"=bool})", "object({\"x y\"=number})",
       "attribute \"x y\": number required, but have bool");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_mm_primitives, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_mm_structural, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_mm_objects, tu_setup, tu_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
