/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_convert_coll.c: tyc_convert to list, set and map targets: from tuples and objects
** (with `any` unification), between collections, error paths and quirks (spec §3.5, §3.7
** consequences, §3.10), and the linear-time behaviour on large homogeneous inputs.
*/
#include "test_convert_util.h"

#define EQ(val, ty, want) assert_string_equal(tu_conv(a, val, ty), want)

static void test_tuple_to_list(void **state)
{
    tyc_arena *a = TU_A(state);
    EQ("[1, \"2\"]", "list(number)", "list(number) [1,2]");
    EQ("[\"x\", 1]", "list(number)", "ERR a number is required @[0]");
    EQ("[]", "list(string)", "list(string) []");
    EQ("[]", "list(any)", "list(any) []");
    EQ("[null]", "list(any)", "list(any) [null]");
    EQ("[null]", "list(string)", "list(string) [null]");
    EQ("[true, \"false\"]", "list(bool)", "list(bool) [true,false]");
    EQ("{a = \"x\"}", "list(string)", "ERR list of string required @");
    EQ("\"x\"", "list(any)", "ERR list of dynamic required, but have string @");
}

static void test_list_any_unification(void **state)
{
    tyc_arena *a = TU_A(state);
    EQ("[1, \"a\", true]", "list(any)", "list(string) [\"1\",\"a\",\"true\"]");
    EQ("[1, true]", "list(any)", "ERR all list elements must have the same type @");
    EQ("[\"1\", 1]", "list(any)", "list(string) [\"1\",\"1\"]");
    EQ("[{a = 1}, {a = \"x\"}]", "list(any)", "list(object({a=string})) [{a=\"1\"},{a=\"x\"}]");
    EQ("[{a = 1}, {b = 2}]", "list(any)", "list(map(number)) [{a=1},{b=2}]");
    EQ("[{a = 1}, {a = 1, b = 2}]", "list(any)", "list(map(number)) [{a=1},{a=1,b=2}]");
    EQ("[{}, {a = 1}]", "list(any)", "list(map(number)) [{},{a=1}]");
    EQ("[{a = 1}, {b = [1]}]", "list(any)", "ERR all list elements must have the same type @");
    EQ("[{a = 1, b = true}, {a = 1, b = 2}]", "list(any)",
       "ERR all list elements must have the same type @");
    EQ("[{}, {}]", "list(any)", "list(object({})) [{},{}]");
    EQ("[[1], [\"a\"]]", "list(any)", "list(tuple([string])) [[\"1\"],[\"a\"]]");
    EQ("[[1, \"a\"], [2, \"b\"]]", "list(any)",
       "list(tuple([number,string])) [[1,\"a\"],[2,\"b\"]]");
    EQ("[[1], [1, 2]]", "list(any)", "list(list(number)) [[1],[1,2]]");
    EQ("[[], [1]]", "list(any)", "list(list(number)) [[],[1]]");
    EQ("[[], []]", "list(any)", "list(tuple([])) [[],[]]");
    EQ("[{a = {x = 1}}, {a = {y = 1}}]", "list(any)",
       "list(object({a=map(number)})) [{a={x=1}},{a={y=1}}]");
}

static void test_list_any_nulls(void **state)
{
    tyc_arena *a = TU_A(state);
    EQ("[1, null]", "list(any)", "list(number) [1,null]");
    EQ("[[\"a\"], null]", "list(any)", "ERR all list elements must have the same type @");
    EQ("[{a = 1}, null]", "list(any)", "ERR all list elements must have the same type @");
    EQ("{x = {a = 1}, y = null}", "map(any)", "map(object({a=number})) {x={a=1},y=null}");
}

static void test_list_reunify(void **state)
{
    tyc_arena *a = TU_A(state);
    EQ("[[\"a\"], [1]]", "list(list(any))", "list(list(string)) [[\"a\"],[\"1\"]]");
    EQ("[[false], [65535], [false, false]]", "list(set(any))",
       "ERR cannot find a common base type for all elements @[2]");
    EQ("{b = [[false], [65535], [false, false]]}", "object({b=list(set(any))})",
       "ERR cannot find a common base type for all elements @.b[2]");
    EQ("[{port = [-1], r = \"+1\"}, {port = 0, r = \"0x10\"}]",
       "list(object({r=string,port=any}))",
       "ERR cannot find a common base type for all elements @[1]");
}

static void test_tuple_to_set(void **state)
{
    tyc_arena *a = TU_A(state);
    EQ("[\"b\", null, \"a\"]", "set(string)", "set(string) [\"a\",\"b\",null]");
    EQ("[3, 1, 2, 1.0, 10]", "set(number)", "set(number) [1,2,3,10]");
    EQ("[3, \"1\", 2]", "set(any)", "set(string) [\"1\",\"2\",\"3\"]");
    EQ("[]", "set(any)", "set(any) []");
    EQ("[true, 1.5, [\"x\"]]", "set(any)", "ERR all set elements must have the same type @");
    EQ("[[\"0x10\"], [[\"True\"]], []]", "set(list(any))",
       "ERR element types must all match for conversion to set @");
    EQ("[false, true, {c = \"B\"}]", "set(bool)",
       "ERR element 2: bool required, but have object @");
    EQ("{}", "set(number)", "ERR set of number required @");
    EQ("true", "set(bool)", "ERR set of bool required, but have bool @");
}

static void test_object_to_map(void **state)
{
    tyc_arena *a = TU_A(state);
    EQ("{}", "map(any)", "map(any) {}");
    EQ("{}", "map(string)", "map(string) {}");
    EQ("{a = 1, b = \"x\"}", "map(any)", "map(string) {a=\"1\",b=\"x\"}");
    EQ("{a = 1, b = true}", "map(any)", "ERR all map elements must have the same type @");
    EQ("{a = [1], b = [\"x\"]}", "map(any)", "map(tuple([string])) {a=[\"1\"],b=[\"x\"]}");
    EQ("{a = 1, b = \"x\"}", "map(number)", "ERR a number is required @[\"b\"]");
    EQ("{k = {}}", "map(object({a=string}))", "ERR element \"k\": attribute \"a\" is required @");
    EQ("{a = 1}", "map(list(string))",
       "ERR element \"a\": list of string required, but have number @");
    EQ("[]", "map(string)", "ERR map of string required @");
    EQ("0", "map(number)", "ERR map of number required, but have number @");
    EQ("false", "map(any)", "ERR map of dynamic required, but have bool @");
}

static void test_collection_to_collection(void **state)
{
    tyc_arena *a = TU_A(state);
    tyc_cerr err;
    const tyc_value *bb[3] = {tyc_v_string(a, "b", 1, 1), tyc_v_string(a, "a", 1, 1),
                              tyc_v_string(a, "b", 1, 1)};
    const tyc_value *l = tyc_v_list(a, &tyc_t_string, bb, 3);
    const tyc_value *r = tyc_convert(a, l, tu_type(a, "set(string)"), &err);
    assert_string_equal(tu_render(a, r), "set(string) [\"a\",\"b\"]");
    const tyc_value *ns[3] = {tu_val(a, "10"), tu_val(a, "9"), tu_val(a, "1.5")};
    const tyc_value *s = tyc_v_set(a, &tyc_t_number, ns, 3);
    r = tyc_convert(a, s, tu_type(a, "list(string)"), &err);
    assert_string_equal(tu_render(a, r), "list(string) [\"1.5\",\"9\",\"10\"]");
    r = tyc_convert(a, l, tu_type(a, "list(number)"), &err);
    assert_null(r);
    assert_string_equal(err.msg, "a number is required");
    assert_int_equal(err.nsteps, 1);
    assert_int_equal(err.steps[0].i, 0);
    r = tyc_convert(a, l, tu_type(a, "tuple([string])"), &err);
    assert_null(r);
    assert_string_equal(err.msg, "tuple required");
    r = tyc_convert(a, l, tu_type(a, "map(string)"), &err);
    assert_string_equal(err.msg, "map of string required");
    r = tyc_convert(a, l, tu_type(a, "list(bool)"), &err);
    assert_null(r);
    assert_string_equal(err.msg, "a bool is required");
    r = tyc_convert(a, s, tu_type(a, "list(bool)"), &err);
    assert_string_equal(err.msg, "incorrect list element type: bool required, but have number");
    r = tyc_convert(a, s, tu_type(a, "set(bool)"), &err);
    assert_string_equal(err.msg, "incorrect set element type: bool required, but have number");
    const tyc_value *e = tyc_v_list(a, &tyc_t_string, NULL, 0);
    r = tyc_convert(a, e, tu_type(a, "set(any)"), &err);
    assert_string_equal(tu_render(a, r), "set(string) []");
}

static void test_set_with_unknown_to_list(void **state)
{
    tyc_arena *a = TU_A(state);
    tyc_cerr err;
    const tyc_value *ns[2] = {tu_val(a, "1"), tyc_v_unknown(a, &tyc_t_number)};
    const tyc_value *s = tyc_v_set(a, &tyc_t_number, ns, 2);
    const tyc_value *r = tyc_convert(a, s, tu_type(a, "list(string)"), &err);
    assert_string_equal(tu_render(a, r), "list(number) ?");
    s = tyc_v_set(a, &tyc_t_number, ns + 1, 1);
    r = tyc_convert(a, s, tu_type(a, "list(string)"), &err);
    assert_string_equal(tu_render(a, r), "list(string) [?]");
}

static void test_map_to_map(void **state)
{
    tyc_arena *a = TU_A(state);
    tyc_cerr err;
    tyc_str k[2] = {TYC_STR("a"), TYC_STR("b")};
    const tyc_value *vs[2] = {tyc_v_string(a, "1", 1, 1), tyc_v_string(a, "x", 1, 1)};
    const tyc_value *m = tyc_v_map(a, &tyc_t_string, k, vs, 2);
    const tyc_value *r = tyc_convert(a, m, tu_type(a, "map(number)"), &err);
    assert_null(r);
    assert_string_equal(err.msg, "a number is required");
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_path_buf(&b, err.steps, err.nsteps);
    assert_string_equal(tyc_buf_cstr(&b), "[\"b\"]");
    tyc_buf_free(&b);
    r = tyc_convert(a, tyc_v_map(a, &tyc_t_string, k, vs, 1), tu_type(a, "map(number)"), &err);
    assert_string_equal(tu_render(a, r), "map(number) {a=1}");
    r = tyc_convert(a, tyc_v_map(a, &tyc_t_string, NULL, NULL, 0), tu_type(a, "map(any)"), &err);
    assert_string_equal(tu_render(a, r), "map(string) {}");
}

static void test_nested_paths(void **state)
{
    tyc_arena *a = TU_A(state);
    EQ("[{a = 1}, {a = \"x\"}]", "list(object({a=number}))", "ERR a number is required @[1].a");
    EQ("[[\"a\", 1], []]", "list(set(number))", "ERR a number is required @[0][0]");
    EQ("{m = {k = \"v\"}}", "object({m=map(bool)})", "ERR a bool is required @.m[\"k\"]");
    EQ("[{a = 1}, {b = 1}]", "list(object({a=number}))",
       "ERR element 1: attribute \"a\" is required @");
    EQ("[[1]]", "list(map(any))", "ERR element 0: map of any single type required @");
}

/* 20,000 objects of one shape through list(any) and list(object): linear, one plan. */
static void test_large_homogeneous(void **state)
{
    tyc_arena *a = TU_A(state);
    enum { N = 20000 };
    const tyc_value **el = TYC_NEWN(a, const tyc_value *, N);
    tyc_str nm[2] = {TYC_STR("name"), TYC_STR("n")};
    for (uint32_t i = 0; i < N; i++) {
        const tyc_value *f[2] = {tyc_v_string(a, "x", 1, 1), tyc_v_number(a, tyc_num_from_int(a,
                                              i))};
        el[i] = tyc_v_object(a, nm, f, 2);
    }
    const tyc_value *t = tyc_v_tuple(a, el, N);
    tyc_cerr err;
    const tyc_value *r = tyc_convert(a, t, tu_type(a, "list(any)"), &err);
    assert_non_null(r);
    assert_int_equal(r->n, N);
    assert_string_equal(tu_type_str(a, r->type), "list(object({n=number,name=string}))");
    r = tyc_convert(a, t, tu_type(a, "list(object({name=string,n=string,o=optional(bool)}))"),
                    &err);
    assert_non_null(r);
    assert_string_equal(tu_type_str(a, r->type), "list(object({n=string,name=string,o=bool}))");
    r = tyc_convert(a, t, tu_type(a, "set(object({name=string,n=number}))"), &err);
    assert_non_null(r);
    assert_int_equal(r->n, N);
    r = tyc_convert(a, t, tu_type(a, "map(any)"), &err);
    assert_null(r);
    assert_string_equal(err.msg, "map of any single type required");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_tuple_to_list, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_list_any_unification, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_list_any_nulls, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_list_reunify, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_tuple_to_set, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_object_to_map, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_collection_to_collection, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_set_with_unknown_to_list, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_map_to_map, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_nested_paths, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_large_homogeneous, tu_setup, tu_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
