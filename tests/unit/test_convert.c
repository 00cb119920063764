/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_convert.c: tyc_convert on primitives, objects, tuples, maps-to-objects, marks,
** nulls and unknowns (spec §3.2, §3.3, §3.5, §3.6, §3.10).
*/
#include "test_convert_util.h"

#define EQ(val, ty, want) assert_string_equal(tu_conv(a, val, ty), want)

static void test_prim_number_to_string(void **state)
{
    tyc_arena *a = TU_A(state);
    EQ("1.5", "string", "string \"1.5\"");
    EQ("1e21", "string", "string \"1000000000000000000000\"");
    EQ("1e-7", "string", "string \"0.0000001\"");
    EQ("1.10", "string", "string \"1.1\"");
    EQ("3.0", "string", "string \"3\"");
    EQ("true", "string", "string \"true\"");
    EQ("false", "string", "string \"false\"");
}

static void test_prim_string_to_number(void **state)
{
    tyc_arena *a = TU_A(state);
    EQ("\"12\"", "number", "number 12");
    EQ("\"1p3\"", "number", "number 8");
    EQ("\" 1\"", "number", "ERR a number is required @");
    EQ("\"1 \"", "number", "ERR a number is required @");
    EQ("\"NaN\"", "number", "ERR a number is required @");
    EQ("\"\"", "number", "ERR a number is required @");
}

static void test_prim_string_to_bool(void **state)
{
    tyc_arena *a = TU_A(state);
    EQ("\"true\"", "bool", "bool true");
    EQ("\"1\"", "bool", "bool true");
    EQ("\"false\"", "bool", "bool false");
    EQ("\"0\"", "bool", "bool false");
    EQ("\"True\"", "bool",
       "ERR a bool is required; to convert from string, use lowercase \"true\" @");
    EQ("\"FALSE\"", "bool",
       "ERR a bool is required; to convert from string, use lowercase \"false\" @");
    EQ("\"yes\"", "bool", "ERR a bool is required @");
    EQ("\" true\"", "bool", "ERR a bool is required @");
    EQ("\"\"", "bool", "ERR a bool is required @");
}

static void test_prim_mismatch(void **state)
{
    tyc_arena *a = TU_A(state);
    EQ("1", "bool", "ERR bool required, but have number @");
    EQ("true", "number", "ERR number required, but have bool @");
    EQ("[1]", "string", "ERR string required, but have tuple @");
    EQ("{}", "number", "ERR number required, but have object @");
}

static void test_identity_fast_path(void **state)
{
    tyc_arena *a = TU_A(state);
    const tyc_value *v = tu_val(a, "S(\"x\")");
    tyc_cerr err;
    assert_ptr_equal(tyc_convert(a, v, &tyc_t_string, &err), v);
    v = tu_val(a, "{a = 1}");
    assert_ptr_equal(tyc_convert(a, v, tu_type(a, "object({a=optional(number)})"), &err), v);
}

static void test_object_subset(void **state)
{
    tyc_arena *a = TU_A(state);
    EQ("{a = 1, b = \"x\", c = true}", "object({a=string,c=bool})",
       "object({a=string,c=bool}) {a=\"1\",c=true}");
    EQ("{a = 1}", "object({a=number,b=optional(string)})",
       "object({a=number,b=string}) {a=1,b=null}");
    EQ("{a = null}", "object({a=string})", "object({a=string}) {a=null}");
    EQ("{a = 1}", "object({a=any})", "object({a=number}) {a=1}");
    EQ("{a = ?}", "object({a=string})", "object({a=string}) {a=?}");
}

static void test_object_errors(void **state)
{
    tyc_arena *a = TU_A(state);
    EQ("{a = [1, \"x\"]}", "object({a=list(number)})", "ERR a number is required @.a[1]");
    EQ("{a = [1, {}]}", "object({a=list(number)})",
       "ERR attribute \"a\": element 1: number required, but have object @");
    EQ("{}", "object({a=string,b=string,c=string,d=string})",
       "ERR attributes \"a\", \"b\", \"c\", and \"d\" are required @");
    EQ("{b = 1}", "object({a=string,c=string})", "ERR attributes \"a\" and \"c\" are required @");
    EQ("{b = 1}", "object({a=string})", "ERR attribute \"a\" is required @");
    EQ("{a = {}}", "object({a=tuple([])})", "ERR attribute \"a\": tuple required @");
    EQ("{a = \"x\", b = true, c = []}", "object({a=string,b=number,c=string})",
       "ERR attribute \"b\": number required, but have bool @");
    EQ("[1]", "object({a=number})", "ERR object required, but have tuple @");
}

static void test_tuple_to_tuple(void **state)
{
    tyc_arena *a = TU_A(state);
    EQ("[1, \"2\"]", "tuple([string,number])", "tuple([string,number]) [\"1\",2]");
    EQ("[1, \"x\"]", "tuple([string,number])", "ERR a number is required @[1]");
    EQ("[\"a\", 15, true, 4]", "tuple([string,number,bool])", "ERR tuple required @");
    EQ("{}", "tuple([])", "ERR tuple required @");
    EQ("0", "tuple([])", "ERR tuple required, but have number @");
}

static void test_map_to_object(void **state)
{
    tyc_arena *a = TU_A(state);
    const tyc_type *ms = tu_type(a, "map(string)");
    tyc_cerr err;
    tyc_str k[2] = {TYC_STR("a"), TYC_STR("b")};
    const tyc_value *vs[2] = {tyc_v_string(a, "1", 1, 1), tyc_v_string(a, "2", 1, 1)};
    const tyc_value *m = tyc_v_map(a, ms->elem, k, vs, 2);
    const tyc_value *r = tyc_convert(a, m, tu_type(a, "object({a=number})"), &err);
    assert_string_equal(tu_render(a, r), "object({a=number}) {a=1}");
    m = tyc_v_map(a, ms->elem, k + 1, vs + 1, 1);
    r = tyc_convert(a, m, tu_type(a, "object({a=optional(number)})"), &err);
    assert_string_equal(tu_render(a, r), "object({a=number}) {a=null}");
    r = tyc_convert(a, m, tu_type(a, "object({a=number,b=string})"), &err);
    assert_null(r);
    assert_string_equal(err.msg, "map has no element for required attribute \"a\"");
    assert_int_equal(err.nsteps, 0);
    vs[0] = tyc_v_string(a, "x", 1, 1);
    m = tyc_v_map(a, ms->elem, k, vs, 2);
    r = tyc_convert(a, m, tu_type(a, "object({a=number})"), &err);
    assert_null(r);
    assert_string_equal(err.msg, "a number is required");
    assert_int_equal(err.nsteps, 1);
    assert_int_equal(err.steps[0].kind, TYC_STEP_INDEX_STR);
}

static void test_map_to_object_optional_incompatible(void **state)
{
    tyc_arena *a = TU_A(state);
    tyc_cerr err;
    tyc_str k[2] = {TYC_STR("a"), TYC_STR("b")};
    const tyc_value *vs[2] = {tyc_v_bool(a, 1), tyc_v_bool(a, 0)};
    const tyc_type *want = tu_type(a, "object({a=optional(list(string)),b=bool})");
    const tyc_value *m = tyc_v_map(a, &tyc_t_bool, k + 1, vs + 1, 1);
    const tyc_value *r = tyc_convert(a, m, want, &err);
    assert_string_equal(tu_render(a, r), "object({a=list(string),b=bool}) {a=null,b=false}");
    m = tyc_v_map(a, &tyc_t_bool, k, vs, 2);
    assert_null(tyc_convert(a, m, want, &err));
    assert_string_equal(err.msg, "map element type is incompatible with attribute \"a\": "
                                 "list of string required, but have bool");
    assert_int_equal(err.nsteps, 0);
    /* not optional: no conversion at all */
    assert_null(tyc_convert(a, m, tu_type(a, "object({a=list(string)})"), &err));
    assert_string_equal(err.msg, "object required");
}

static void test_marks(void **state)
{
    tyc_arena *a = TU_A(state);
    EQ("S(\"5\")", "number", "number S(5)");
    EQ("[S(1), 2]", "list(string)", "list(string) [S(\"1\"),\"2\"]");
    EQ("[S(1), 2]", "set(number)", "set(number) S([1,2])");
    EQ("S([1, 2])", "list(string)", "list(string) S([\"1\",\"2\"])");
    EQ("{a = S(1)}", "object({a=string})", "object({a=string}) {a=S(\"1\")}");
    EQ("S(\"x\")", "number", "ERR a number is required @");
}

static void test_null_and_unknown(void **state)
{
    tyc_arena *a = TU_A(state);
    EQ("null", "list(string)", "list(string) null");
    EQ("?", "list(string)", "list(string) ?");
    EQ("null", "any", "any null");
    EQ("[1, ?]", "list(number)", "list(number) [1,?]");
    EQ("?object({a=string})", "object({a=string,b=optional(number)})",
       "object({a=string,b=number}) ?");
    EQ("{a = ?}", "object({a=string,b=optional(number)})",
       "object({a=string,b=number}) {a=?,b=null}");
    const tyc_value *v = tyc_v_null(a, tu_type(a, "tuple([string,number])"));
    tyc_cerr err;
    assert_string_equal(tu_render(a, tyc_convert(a, v, tu_type(a, "list(any)"), &err)),
                        "list(string) null");
    v = tyc_v_null(a, tu_type(a, "list(string)"));
    assert_string_equal(tu_render(a, tyc_convert(a, v, tu_type(a, "list(any)"), &err)),
                        "list(string) null");
    v = tyc_v_null(a, &tyc_t_bool);
    assert_null(tyc_convert(a, v, &tyc_t_number, &err));
    assert_string_equal(err.msg, "number required, but have bool");
}

static void test_unknown_refined(void **state)
{
    tyc_arena *a = TU_A(state);
    tyc_cerr err;
    const tyc_value *v = tyc_v_refine_notnull(a, tu_val(a, "?tuple([string,string])"));
    const tyc_value *r = tyc_convert(a, v, tu_type(a, "list(string)"), &err);
    assert_string_equal(tu_render(a, r), "list(string) [?,?]");
    v = tyc_v_refine_notnull(a, tu_val(a, "?number"));
    r = tyc_convert(a, v, &tyc_t_string, &err);
    assert_string_equal(tu_render(a, r), "string ?!");
}

static void test_any_passthrough(void **state)
{
    tyc_arena *a = TU_A(state);
    EQ("[1, \"a\"]", "any", "tuple([number,string]) [1,\"a\"]");
    EQ("{a = [1]}", "object({a=any})", "object({a=tuple([number])}) {a=[1]}");
    EQ("{a = null}", "object({a=any})", "object({a=any}) {a=null}");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_prim_number_to_string, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_prim_string_to_number, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_prim_string_to_bool, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_prim_mismatch, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_identity_fast_path, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_object_subset, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_object_errors, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_tuple_to_tuple, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_map_to_object, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_map_to_object_optional_incompatible, tu_setup,
                                        tu_teardown),
        cmocka_unit_test_setup_teardown(test_marks, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_null_and_unknown, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_unknown_refined, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_any_passthrough, tu_setup, tu_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
