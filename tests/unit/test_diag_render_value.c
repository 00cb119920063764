/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_diag_render_value.c: unit tests of the value statements shown under diagnostic
** snippets (runtime/diag/diag_value.c).
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "runtime/diag/diag_render.h"

#include "fixture_util.h"

/* Checks the statement of v for `caused`; want NULL means omitted. */
static void check(fixture *f, const tyc_value *v, unsigned caused, const char *want)
{
    assert_non_null(v);
    tyc_buf b;
    tyc_buf_init(&b, &f->ctx);
    int shown = tyc_value_statement_ex(&b, v, caused);
    if (!want) {
        assert_int_equal(shown, 0);
    } else {
        assert_int_equal(shown, 1);
        assert_string_equal(tyc_buf_cstr(&b), want);
    }
    tyc_buf_free(&b);
}

static const tyc_value *str(fixture *f, const char *s)
{
    return tyc_v_string(f->a, s, strlen(s), 1);
}

static const tyc_value *num(fixture *f, const char *s)
{
    return tyc_v_number(f->a, tyc_num_parse(f->a, s, strlen(s)));
}

static void test_primitives(void **state)
{
    fixture *f = *state;
    check(f, str(f, "us-east-1"), 0, "is \"us-east-1\"");
    check(f, str(f, "a\"b\n\x01"), 0, "is \"a\\\"b\\n\\x01\"");
    check(f, num(f, "42"), 0, "is 42");
    check(f, num(f, "2.5"), 0, "is 2.5");
    check(f, num(f, "12345678901"), 0, "is 1.23456789e+10");
    check(f, num(f, "0.1"), 0, "is 0.1");
    check(f, &tyc_v_true, 0, "is true");
    check(f, &tyc_v_false, 0, "is false");
    check(f, tyc_v_null(f->a, &tyc_t_string), 0, "is null");
    check(f, &tyc_v_null_dyn, 0, "is null");
}

static void test_collections(void **state)
{
    fixture *f = *state;
    const tyc_value *e[3] = {str(f, "a"), str(f, "b"), str(f, "c")};
    check(f, tyc_v_list(f->a, &tyc_t_string, e, 3), 0, "is list of string with 3 elements");
    check(f, tyc_v_list(f->a, &tyc_t_string, e, 1), 0, "is list of string with 1 element");
    check(f, tyc_v_list(f->a, &tyc_t_number, NULL, 0), 0, "is empty list of number");
    check(f, tyc_v_tuple(f->a, NULL, 0), 0, "is empty tuple");
    check(f, tyc_v_tuple(f->a, e, 2), 0, "is tuple with 2 elements");
    check(f, tyc_v_set(f->a, &tyc_t_string, e, 3), 0, "is set of string with 3 elements");
    tyc_str keys[2] = {TYC_STR("k1"), TYC_STR("k2")};
    check(f, tyc_v_map(f->a, &tyc_t_string, keys, e, 2), 0, "is map of string with 2 elements");
    check(f, tyc_v_object(f->a, keys, e, 2), 0, "is object with 2 attributes");
    tyc_str one = TYC_STR("a");
    check(f, tyc_v_object(f->a, &one, e, 1), 0, "is object with 1 attribute \"a\"");
    check(f, tyc_v_object(f->a, NULL, NULL, 0), 0, "is object with no attributes");
}

static void test_unknown(void **state)
{
    fixture *f = *state;
    const tyc_value *u = tyc_v_unknown(f->a, &tyc_t_string);
    check(f, u, TYC_VS_UNKNOWN, "is a string, known only after apply");
    check(f, u, 0, "is a string");
    const tyc_type *lt = tyc_type_list(f->a, &tyc_t_string);
    check(f, tyc_v_unknown(f->a, lt), TYC_VS_UNKNOWN, "is a list of string, known only after apply");
    check(f, &tyc_v_dynval, TYC_VS_UNKNOWN, "will be known only after apply");
    check(f, &tyc_v_dynval, 0, NULL);
    tyc_buf b;
    tyc_buf_init(&b, &f->ctx);
    tyc_value_statement(&b, u);
    assert_string_equal(tyc_buf_cstr(&b), "is a string, known only after apply");
    tyc_buf_free(&b);
}

static void test_marks(void **state)
{
    fixture *f = *state;
    const tyc_value *s = tyc_v_with_marks(f->a, str(f, "secret"), TYC_MARK_SENSITIVE);
    check(f, s, 0, NULL);
    check(f, s, TYC_VS_SENSITIVE, "has a sensitive value");
    const tyc_value *e = tyc_v_with_marks(f->a, str(f, "x"), TYC_MARK_EPHEMERAL);
    check(f, e, 0, NULL); /* never shown, as Terraform 1.11 shows none */
    check(f, e, TYC_VS_EPHEMERAL, "is \"x\", and is ephemeral");
    const tyc_value *se = tyc_v_with_marks(f->a, str(f, "x"), TYC_MARK_EPHEMERAL | TYC_MARK_SENSITIVE);
    check(f, se, TYC_VS_SENSITIVE | TYC_VS_EPHEMERAL, "has a sensitive value, and is ephemeral");
    tyc_buf b;
    tyc_buf_init(&b, &f->ctx);
    tyc_value_compact(&b, s);
    assert_string_equal(tyc_buf_cstr(&b), "(sensitive value)");
    tyc_buf_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_primitives, setup, teardown),
        cmocka_unit_test_setup_teardown(test_collections, setup, teardown),
        cmocka_unit_test_setup_teardown(test_unknown, setup, teardown),
        cmocka_unit_test_setup_teardown(test_marks, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
