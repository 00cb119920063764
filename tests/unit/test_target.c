/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_target.c: unit tests of runtime/base/target.c (parsing, naming, comparisons) and of
** the public target functions of include/tycon.h, which must name the same list.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "runtime/base/target.h"
#include "tycon.h"

static tyc_target parse_ok(const char *s)
{
    tyc_target t = {9, 9, 9};
    assert_int_equal(tyc_target_parse(s, strlen(s), &t), 0);
    return t;
}

static void test_parse(void **state)
{
    (void)state;
    tyc_target t = parse_ok("terraform@1.13");
    assert_int_equal(t.tofu, 0);
    assert_int_equal(t.minor, 13);
    t = parse_ok("opentofu@1.10");
    assert_int_equal(t.tofu, 1);
    assert_int_equal(t.minor, 10);
    t = parse_ok("tofu@1.11");
    assert_int_equal(t.tofu, 1);
    t = parse_ok("terraform");
    assert_int_equal(t.minor, 15);
    t = parse_ok("opentofu");
    assert_int_equal(t.minor, 11);
    const char *bad[] = {"terraform@1.9", "terraform@1.17", "terraform@2.0", "terraform@1",
                         "terraform@1.15.0", "terraform@", "opentofu@1.12", "tf@1.15",
                         "terraform@1.1a", "", "terraform@1..5", "terraform@01.015x"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        tyc_target u = {7, 7, 7};
        assert_int_equal(tyc_target_parse(bad[i], strlen(bad[i]), &u), -1);
        assert_int_equal(u.major, 7); /* untouched */
    }
    /* a NUL byte is data, not the end */
    assert_int_equal(tyc_target_parse("terraform@1.15\0x", 16, &t), -1);
}

static void test_compare(void **state)
{
    (void)state;
    tyc_target zero = {0, 0, 0};
    char buf[32];
    tyc_target_name(zero, buf, sizeof buf);
    assert_string_equal(buf, "terraform@1.15");
    assert_true(tyc_target_tf_ge(zero, 1, 15));
    assert_false(tyc_target_tf_ge(zero, 1, 16));
    assert_true(tyc_target_tf_ge(parse_ok("terraform@1.16"), 1, 15));
    assert_false(tyc_target_tf_ge(parse_ok("terraform@1.12"), 1, 13));
    assert_false(tyc_target_tf_ge(parse_ok("opentofu@1.11"), 1, 0));
    assert_true(tyc_target_tofu_ge(parse_ok("opentofu@1.11"), 1, 10));
    assert_false(tyc_target_tofu_ge(parse_ok("opentofu@1.10"), 1, 11));
    assert_false(tyc_target_tofu_ge(zero, 1, 0));
}

/* The public list names the internal list, in the same order, each name parsing back. */
static void test_public_names(void **state)
{
    (void)state;
    size_t n;
    const tyc_target *all = tyc_target_all(&n);
    assert_int_equal(tycon_target_count(), n);
    assert_int_equal(n, 8);
    for (size_t i = 0; i < n; i++) {
        char buf[32];
        tyc_target_name(all[i], buf, sizeof buf);
        assert_string_equal(tycon_target_name(i), buf);
        assert_true(tycon_target_valid(buf));
    }
    assert_null(tycon_target_name(n));
    assert_string_equal(tycon_target_default(), "terraform@1.15");
    assert_false(tycon_target_valid(NULL));
    assert_false(tycon_target_valid("all-supported"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse),
        cmocka_unit_test(test_compare),
        cmocka_unit_test(test_public_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
