/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_set.c: unit tests of runtime/value/set.c: set construction (order, de-duplication,
** hoisted marks), the set hash bytes, and cty Value.Equals.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>
#include <cmocka.h>

#include "runtime/render/render.h"
#include "runtime/value/set_int.h"
#include "values_util.h"


/* Compact one-line rendering of a set's elements for comparisons: the hash bytes. */
static void check_order(const tyc_value *set, const char *want)
{
    tyc_buf b;
    tyc_buf_init(&b, &ctx);
    tyc_set_hash_bytes(&b, set);
    assert_string_equal(tyc_buf_cstr(&b), want);
    tyc_buf_free(&b);
}

static void check_console(const tyc_value *v, const char *want)
{
    tyc_buf b;
    tyc_buf_init(&b, &ctx);
    tyc_render_console(&b, v, 0);
    assert_string_equal(tyc_buf_cstr(&b), want);
    tyc_buf_free(&b);
}

/* ---- order and de-duplication */

static void test_set_strings(void **state)
{
    (void)state;
    const tyc_value *s = SET(&tyc_t_string, 8, S("b"), S("a"), S("b"), S(""), S("B"), S("aa"),
                             S("\xc3\xa9"), S("a"));
    assert_int_equal(s->n, 6);
    check_order(s, "[\"\";\"B\";\"a\";\"aa\";\"b\";\"\xc3\xa9\";]");
    assert_int_equal(SET(&tyc_t_string, 0)->n, 0);
    assert_int_equal(SET(&tyc_t_string, 0)->type->kind, TYC_SET);
}

static void test_set_numbers_bools(void **state)
{
    (void)state;
    check_order(SET(&tyc_t_number, 5, N("3"), N("1"), N("2"), N("1.0"), N("10")),
                "[1;2;3;10;]");
    check_order(SET(&tyc_t_number, 3, N("-1.5"), N("1e21"), N("0")), "[-1.5;0;1e+21;]");
    check_order(SET(&tyc_t_bool, 3, &tyc_v_true, &tyc_v_false, &tyc_v_true), "[F;T;]");
}

static void test_set_null_unknown(void **state)
{
    (void)state;
    const tyc_value *s = SET(&tyc_t_string, 6, S("b"), NUL(&tyc_t_string), UNK(&tyc_t_string),
                             S("a"), UNK(&tyc_t_string), NUL(&tyc_t_string));
    assert_int_equal(s->n, 5); /* unknowns are never equal; the two nulls collapse */
    check_order(s, "[\"a\";\"b\";?;?;~;]");
    const tyc_type *lt = tyc_type_list(A, &tyc_t_string);
    const tyc_value *l = SET(lt, 2, LIST(&tyc_t_string, 1, UNK(&tyc_t_string)),
                             LIST(&tyc_t_string, 1, UNK(&tyc_t_string)));
    assert_int_equal(l->n, 2);
}

static void test_set_objects(void **state)
{
    (void)state;
    const tyc_value *o[4] = {OBJ(2, "n", N("9"), "s", S("a")), OBJ(2, "n", N("10"), "s", S("b")),
                             NULL, OBJ(2, "n", N("10"), "s", S("a"))};
    o[2] = tyc_v_object_typed(A, o[0]->type,
                              (const tyc_value *[]){NUL(&tyc_t_number), S("a")});
    const tyc_value *s = tyc_v_set(A, o[0]->type, o, 4);
    check_order(s, "[<10;\"a\";>;<10;\"b\";>;<9;\"a\";>;<~;\"a\";>;]");
}

static void test_set_lists_maps(void **state)
{
    (void)state;
    const tyc_type *lt = tyc_type_list(A, &tyc_t_string);
    check_order(SET(lt, 3, LIST(&tyc_t_string, 1, S("b")), LIST(&tyc_t_string, 1, S("a")),
                    LIST(&tyc_t_string, 2, S("a"), S("z"))),
                "[[\"a\";\"z\";];[\"a\";];[\"b\";];]");
    tyc_str k[2] = {TYC_STR("a"), TYC_STR("b")};
    const tyc_value *v[2] = {N("1"), N("2")};
    const tyc_value *m2 = tyc_v_map(A, &tyc_t_number, k, v, 2);
    const tyc_type *mt = tyc_type_map(A, &tyc_t_number);
    check_order(SET(mt, 3, MAP1("a", N("1")), m2, MAP1("a", N("1.0"))),
                "[{\"a\":1;\"b\":2;};{\"a\":1;};]");
}

/* Elements tied under "less" but not equal keep their insertion order. */
static void test_set_ties(void **state)
{
    (void)state;
    const tyc_value *x = OBJ(1, "a", N("1.00000000002")), *y = OBJ(1, "a", N("1.00000000001"));
    const tyc_value *s = SET(x->type, 3, x, y, OBJ(1, "a", N("1.00000000002")));
    assert_int_equal(s->n, 2);
    assert_ptr_equal(s->u.elems[0], x);
    assert_ptr_equal(s->u.elems[1], y);
    s = SET(x->type, 2, y, x);
    assert_ptr_equal(s->u.elems[0], y);
}

static void test_set_marks(void **state)
{
    (void)state;
    const tyc_value *m = tyc_v_with_marks(A, N("1"), TYC_MARK_SENSITIVE);
    const tyc_value *s = SET(&tyc_t_number, 2, m, N("2"));
    assert_int_equal(s->marks, TYC_MARK_SENSITIVE);
    assert_int_equal(s->u.elems[0]->marks, 0);
    assert_false(s->flags & TYC_VF_DEEPMARK);
    const tyc_value *deep = TUP(1, tyc_v_with_marks(A, S("x"), TYC_MARK_EPHEMERAL));
    s = SET(deep->type, 1, deep);
    assert_int_equal(s->marks, TYC_MARK_EPHEMERAL);
    assert_false(tyc_v_has_marks(s->u.elems[0]));
    check_console(s, "(ephemeral value)");
}

static void test_hash_bytes(void **state)
{
    (void)state;
    const tyc_value *o = OBJ(5, "a", N("1.5"), "b", S("x\n\"y"), "c", NUL(&tyc_t_string), "d",
                             LIST(&tyc_t_bool, 1, &tyc_v_true), "e", UNK(&tyc_t_number));
    tyc_buf b;
    tyc_buf_init(&b, &ctx);
    assert_int_equal(tyc_set_hash_bytes(&b, o), 0);
    assert_string_equal(tyc_buf_cstr(&b), "<1.5;\"x\\n\\\"y\";~;[T;];?;>");
    tyc_buf_free(&b);
    tyc_buf_init(&b, &ctx);
    assert_int_equal(tyc_set_hash_bytes(&b, N("12345678901234")), 1);
    assert_string_equal(tyc_buf_cstr(&b), "1.23456789e+13");
    tyc_buf_free(&b);
}

static void test_set_large(void **state)
{
    (void)state;
    enum { n = 20000 };
    const tyc_value **v = TYC_NEWN(A, const tyc_value *, n);
    char tmp[32];
    for (int i = 0; i < n; i++) {
        snprintf(tmp, sizeof tmp, "k%05d", n - 1 - i / 2);
        v[i] = S(tmp);
    }
    clock_t t0 = clock();
    const tyc_value *s = tyc_v_set(A, &tyc_t_string, v, n);
    assert_int_equal(s->n, n / 2);
    assert_string_equal(s->u.elems[0]->u.s, "k10000");
    for (int i = 0; i < n; i++)
        v[i] = UNK(&tyc_t_string);
    assert_int_equal(tyc_v_set(A, &tyc_t_string, v, n)->n, n);
    assert_true((double)(clock() - t0) / CLOCKS_PER_SEC < 1.0);
}

/* ---- equality */

static void test_equals_primitives(void **state)
{
    (void)state;
    assert_int_equal(tyc_v_equals(N("1"), N("1.0")), 1);
    assert_int_equal(tyc_v_equals(N("1"), N("2")), 0);
    assert_int_equal(tyc_v_equals(S("1"), N("1")), 0);
    assert_int_equal(tyc_v_equals(S("a"), S("a")), 1);
    assert_int_equal(tyc_v_equals(&tyc_v_true, &tyc_v_false), 0);
    assert_int_equal(tyc_v_equals(NUL(&tyc_t_string), NUL(&tyc_t_number)), 1);
    assert_int_equal(tyc_v_equals(NUL(&tyc_t_string), S("x")), 0);
    assert_int_equal(tyc_v_equals(tyc_v_with_marks(A, S("a"), 1), S("a")), 1);
}

static void test_equals_unknown(void **state)
{
    (void)state;
    const tyc_value *u = UNK(&tyc_t_string);
    assert_int_equal(tyc_v_equals(u, u), -1);
    assert_int_equal(tyc_v_equals(S("x"), u), -1);
    assert_int_equal(tyc_v_equals(N("1"), u), 0);
    assert_int_equal(tyc_v_equals(NUL(&tyc_t_number), u), -1);
    assert_int_equal(tyc_v_equals(NUL(&tyc_t_string), tyc_v_refine_notnull(A, u)), 0);
    assert_int_equal(tyc_v_equals(u, &tyc_v_null_dyn), -1);
    assert_int_equal(tyc_v_equals(N("1"), &tyc_v_dynval), -1);
}

static void test_equals_collections(void **state)
{
    (void)state;
    assert_int_equal(tyc_v_equals(LIST(&tyc_t_string, 1, S("x")), TUP(1, S("x"))), 0);
    assert_int_equal(tyc_v_equals(OBJ(0), tyc_v_map(A, &tyc_t_string, NULL, NULL, 0)), 0);
    const tyc_value *l1 = LIST(&tyc_t_number, 2, N("1"), UNK(&tyc_t_number));
    assert_int_equal(tyc_v_equals(l1, LIST(&tyc_t_number, 2, N("1"), N("2"))), -1);
    assert_int_equal(tyc_v_equals(l1, LIST(&tyc_t_number, 2, N("2"), N("2"))), 0);
    assert_int_equal(tyc_v_equals(l1, LIST(&tyc_t_number, 1, N("1"))), 0);
    assert_int_equal(tyc_v_equals(SET(&tyc_t_number, 2, N("1"), N("2")),
                                  SET(&tyc_t_number, 2, N("2"), N("1"))), 1);
    assert_int_equal(tyc_v_equals(SET(&tyc_t_number, 2, N("1"), UNK(&tyc_t_number)),
                                  SET(&tyc_t_number, 1, N("1"))), -1);
    assert_int_equal(tyc_v_equals(SET(&tyc_t_number, 1, N("3")), SET(&tyc_t_number, 1, N("1"))), 0);
    assert_int_equal(tyc_v_equals(MAP1("a", N("1")), MAP1("a", N("1"))), 1);
    assert_int_equal(tyc_v_equals(MAP1("a", N("1")), MAP1("b", N("1"))), 0);
    assert_int_equal(tyc_v_equals(OBJ(2, "a", N("1"), "b", S("x")), OBJ(2, "b", S("x"), "a", N("1"))), 1);
    assert_int_equal(tyc_v_equals(OBJ(1, "a", N("1")), OBJ(1, "b", N("1"))), 0);
}

static void test_equals_dynamic(void **state)
{
    (void)state;
    /* a nested DynamicVal makes the result unknown when the types could still conform */
    assert_int_equal(tyc_v_equals(OBJ(1, "a", &tyc_v_dynval), OBJ(1, "a", S("x"))), -1);
    assert_int_equal(tyc_v_equals(OBJ(1, "a", &tyc_v_dynval), OBJ(1, "b", S("x"))), 0);
    assert_int_equal(tyc_v_equals(OBJ(1, "a", &tyc_v_null_dyn), OBJ(1, "a", &tyc_v_null_dyn)), 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_set_strings),
        cmocka_unit_test(test_set_numbers_bools),
        cmocka_unit_test(test_set_null_unknown),
        cmocka_unit_test(test_set_objects),
        cmocka_unit_test(test_set_lists_maps),
        cmocka_unit_test(test_set_ties),
        cmocka_unit_test(test_set_marks),
        cmocka_unit_test(test_hash_bytes),
        cmocka_unit_test(test_set_large),
        cmocka_unit_test(test_equals_primitives),
        cmocka_unit_test(test_equals_unknown),
        cmocka_unit_test(test_equals_collections),
        cmocka_unit_test(test_equals_dynamic),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
