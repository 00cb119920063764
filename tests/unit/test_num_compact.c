/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_num_compact.c: unit tests of dec numbers (runtime/num/num_compact.c): which texts become
** dec, their exact texts, and that every operation on a dec number gives what the same value
** stored big gives ("<text>p0" parses to the same 512-bit value by the general path).
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <cmocka.h>

#include "runtime/num/num_int.h"
#include "fixture_util.h"

static const tyc_num *P(tyc_arena *a, const char *s)
{
    const tyc_num *x = tyc_num_parse(a, s, strlen(s));
    if (!x)
        fail_msg("parse failed: %s", s);
    return x;
}

/* s with its decimal exponent applied by moving the point (string work only). */
static void plain(const char *s, char *out)
{
    char dig[300];
    size_t nd = 0, k = 0;
    long point = -1, exp = 0;
    if (*s == '-' || *s == '+')
        out[k++] = *s++;
    for (; *s && *s != 'e' && *s != 'E'; s++) {
        if (*s == '.')
            point = (long)nd;
        else
            dig[nd++] = *s;
    }
    if (*s)
        exp = strtol(s + 1, NULL, 10);
    point = (point < 0 ? (long)nd : point) + exp;
    if (point <= 0) {
        out[k++] = '0';
        out[k++] = '.';
        for (long j = point; j < 0; j++)
            out[k++] = '0';
        point = 0;
    }
    for (size_t j = 0; j < nd; j++) {
        if ((long)j == point && j > 0)
            out[k++] = '.';
        out[k++] = dig[j];
    }
    for (long j = (long)nd; j < point; j++)
        out[k++] = '0';
    out[k] = '\0';
}

/* The same value parsed through the general (big) path: a 'p0' exponent scales by 2^0. */
static const tyc_num *PB(tyc_arena *a, const char *s)
{
    char tmp[400];
    plain(s, tmp);
    strcat(tmp, "p0");
    const tyc_num *x = P(a, tmp);
    assert_int_not_equal(x->kind, NUM_DEC);
    return x;
}

static const char *T(tyc_arena *a, const tyc_num *x)
{
    assert_non_null(x);
    return tyc_num_text(a, x);
}

static const char *BT(tyc_arena *a, const tyc_num *x)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_num_buf_text(&b, x);
    return tyc_buf_to_arena(&b, a);
}

static const char *G(tyc_arena *a, const tyc_num *x)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_num_buf_g10(&b, x);
    return tyc_buf_to_arena(&b, a);
}

/* s parses to a dec number whose texts are want; the big twin prints the same. */
static void check_dec(tyc_arena *a, const char *s, const char *want)
{
    const tyc_num *x = P(a, s);
    if (x->kind != NUM_DEC)
        fail_msg("not dec: %s", s);
    assert_int_equal(x->prec, 512);
    assert_string_equal(T(a, x), want);
    assert_string_equal(BT(a, x), want);
    assert_string_equal(T(a, PB(a, s)), want);
}

/* s parses to a non-dec number of the given kind. */
static void check_kind(tyc_arena *a, const char *s, int kind)
{
    const tyc_num *x = P(a, s);
    if (x->kind != kind)
        fail_msg("%s: kind %d, want %d", s, x->kind, kind);
}

static void test_dec_texts(void **state)
{
    tyc_arena *a = ((fixture *)*state)->a;
    check_dec(a, "0.1", "0.1");
    check_dec(a, "-0.05", "-0.05");
    check_dec(a, "123.4500", "123.45");
    check_dec(a, "+7.25", "7.25");
    check_dec(a, "00012.5", "12.5");
    check_dec(a, ".5", "0.5");
    check_dec(a, "1e-3", "0.001");
    check_dec(a, "1.5E-1", "0.15");
    check_dec(a, "12345e-2", "123.45");
    check_dec(a, "0.050e1", "0.5");
    check_dec(a, "-1234.5678", "-1234.5678");
}

static void test_dec_boundaries(void **state)
{
    tyc_arena *a = ((fixture *)*state)->a;
    check_dec(a, "12345678901234567.8", "12345678901234567.8");     /* 18 digits */
    check_dec(a, "922337203685477580.7", "922337203685477580.7");   /* INT64_MAX */
    check_dec(a, "-922337203685477580.7", "-922337203685477580.7");
    check_dec(a, "0.9223372036854775807", "0.9223372036854775807");
    check_dec(a, "123456789012345678.9000000000000000000", "123456789012345678.9");
    check_dec(a, "0.0000000000000000000000000001", "0.0000000000000000000000000001");
    char want[300] = "0.";
    memset(want + 2, '0', 247);
    strcpy(want + 249, "1");
    check_dec(a, "1e-248", want);
    want[249] = '3';
    check_dec(a, "0.0000000000000000000000000000000000000000000000000000000000000003e-184", want);
    check_kind(a, "0.0000000000000000000000000000000000000000000000000000000000000003e-185",
               NUM_BIG);
}

static void test_not_dec(void **state)
{
    tyc_arena *a = ((fixture *)*state)->a;
    check_kind(a, "0.50e1", NUM_SMALL);  /* 5 */
    check_kind(a, "2.0", NUM_SMALL);
    check_kind(a, "-0.0", NUM_BIG);      /* -0 */
    check_kind(a, "0.000", NUM_SMALL);
    check_kind(a, "922337203685477580.8", NUM_BIG);    /* mantissa > INT64_MAX */
    check_kind(a, "9999999999999999999.9", NUM_BIG);  /* 20 digits */
    check_kind(a, "1e-249", NUM_BIG);                  /* scale beyond exact powers of 5 */
    check_kind(a, "1.0000e-246", NUM_BIG);             /* text exponent -250 */
    check_kind(a, "0.5p0", NUM_BIG);
    check_kind(a, "0.1p-1", NUM_BIG);
    check_kind(a, "+Inf", NUM_BIG);
    check_kind(a, "1e40", NUM_BIG);
    check_kind(a, "99999999999999999999", NUM_BIG);
    assert_string_equal(T(a, P(a, "9999999999999999999.9")), "9999999999999999999.9");
    assert_string_equal(T(a, P(a, "1.0000e-246")), "0.000000000000000000000000000000000000"
                                                   "00000000000000000000000000000000000000"
                                                   "00000000000000000000000000000000000000"
                                                   "00000000000000000000000000000000000000"
                                                   "00000000000000000000000000000000000000"
                                                   "00000000000000000000000000000000000000"
                                                   "00000000000000000001");
}

/* Arithmetic with dec operands: outputs recorded from the big representation. */
static void test_arith_exact(void **state)
{
    tyc_arena *a = ((fixture *)*state)->a;
    const char *e = NULL;
    assert_string_equal(T(a, tyc_num_add(a, P(a, "0.1"), P(a, "0.2"), &e)), "0.3");
    assert_string_equal(T(a, tyc_num_mul(a, P(a, "1.1"), P(a, "3"), &e)),
                        "3.30000000000000000000000000000000000000000000000000000000000000000000"
                        "0000000000000000000000000000000000000000000000000000000000000000000000"
                        "0000000000000002");
    assert_string_equal(T(a, tyc_num_div(a, P(a, "10"), P(a, "0.3"), &e)),
                        "33.3333333333333333333333333333333333333333333333333333333333333333333"
                        "3333333333333333333333333333333333333333333333333333333333333333333333"
                        "333333333333333");
    assert_string_equal(T(a, tyc_num_mod(a, P(a, "5.5"), P(a, "2"), &e)), "1.5");
    assert_string_equal(T(a, tyc_num_mod(a, P(a, "-7.5"), P(a, "2.25"), &e)), "-0.75");
    assert_string_equal(T(a, tyc_num_mod(a, P(a, "1"), P(a, "0.3"), &e)),
                        "0.09999999999999999999999999999999999999999999999999999999999999999999"
                        "9999999999999999999999999999999999999999999999999999999999999999999999"
                        "999999999999999955");
    assert_string_equal(T(a, tyc_num_sub(a, P(a, "0.3"), P(a, "0.1"), &e)),
                        "0.20000000000000000000000000000000000000000000000000000000000000000000"
                        "0000000000000000000000000000000000000000000000000000000000000000000000"
                        "00000000000000002");
    assert_string_equal(T(a, tyc_num_mul(a, P(a, "0.1"), P(a, "0.1"), &e)),
                        "0.01000000000000000000000000000000000000000000000000000000000000000000"
                        "0000000000000000000000000000000000000000000000000000000000000000000000"
                        "000000000000000001");
    assert_string_equal(T(a, tyc_num_add(a, P(a, "0.1"), tyc_num_from_double(a, 0.2), &e)),
                        "0.300000000000000011102230246251565404236316680908203125");
    const tyc_num *five = tyc_num_mul(a, P(a, "2.5"), P(a, "2"), &e);
    assert_string_equal(T(a, five), "5");
    assert_int_equal(five->kind, NUM_SMALL);
    const tyc_num *n = tyc_num_neg(a, P(a, "0.05"));
    assert_int_equal(n->kind, NUM_DEC);
    assert_string_equal(T(a, n), "-0.05");
    assert_string_equal(T(a, tyc_num_neg(a, n)), "0.05");
    assert_true(tyc_num_mod(a, P(a, "2.5"), P(a, "0"), &e) != NULL);
    assert_string_equal(T(a, tyc_num_mod(a, P(a, "2.5"), P(a, "0"), &e)), "2.5");
}

static void test_g10(void **state)
{
    tyc_arena *a = ((fixture *)*state)->a;
    static const char *const cases[][2] = {
        {"0.1", "0.1"},
        {"12345.6", "12345.6"},
        {"-0.00001234", "-1.234e-05"},
        {"123456789012.5", "1.23456789e+11"},
        {"0.12345678905", "0.123456789"},
        {"1.0000000005", "1"},             /* tie: the binary value lies below */
        {"1.0000000015", "1.000000002"},   /* tie: the binary value lies above */
        {"9999999999.5", "1e+10"},         /* tie on an exact binary value */
        {"99999999995e-1", "1e+10"},
        {"-2.5", "-2.5"},
        {"0.0001", "0.0001"},
        {"0.00001", "1e-05"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        assert_int_equal(P(a, cases[i][0])->kind, NUM_DEC);
        assert_string_equal(G(a, P(a, cases[i][0])), cases[i][1]);
        assert_string_equal(G(a, PB(a, cases[i][0])), cases[i][1]);
    }
}

static void test_cmp_equal_kinds(void **state)
{
    tyc_arena *a = ((fixture *)*state)->a;
    const tyc_num *d1 = P(a, "0.1"), *d1b = P(a, "0.10"), *d2 = P(a, "0.2");
    assert_true(tyc_num_equal(d1, d1b));
    assert_false(tyc_num_equal(d1, d2));
    assert_true(tyc_num_equal(d1, tyc_num_from_double(a, 0.1))); /* same Text('f',-1) */
    assert_true(tyc_num_equal(P(a, "0.5"), tyc_num_from_double(a, 0.5)));
    assert_false(tyc_num_equal(P(a, "0.5"), P(a, "-0.5")));
    assert_false(tyc_num_equal(P(a, "2.5"), tyc_num_from_int(a, 2)));
    assert_true(tyc_num_equal(d1, PB(a, "0.1")));
    assert_int_equal(tyc_num_cmp(d1, tyc_num_from_double(a, 0.1)), -1);
    assert_int_equal(tyc_num_cmp(d1, d2), -1);
    assert_int_equal(tyc_num_cmp(P(a, "-0.3"), P(a, "-0.25")), -1);
    assert_int_equal(tyc_num_cmp(P(a, "2.5"), tyc_num_from_int(a, 2)), 1);
    assert_int_equal(tyc_num_cmp(P(a, "-2.5"), tyc_num_from_int(a, -2)), -1);
    assert_int_equal(tyc_num_cmp(P(a, "0.1"), P(a, "0.099")), 1);
    assert_int_equal(tyc_num_cmp(P(a, "0.1"), PB(a, "0.1")), 0);
    assert_int_equal(tyc_num_cmp(P(a, "1e-30"), P(a, "+Inf")), -1);
}

static void test_predicates(void **state)
{
    tyc_arena *a = ((fixture *)*state)->a;
    const tyc_num *x = P(a, "2.5"), *y = P(a, "-0.75");
    int64_t i = 42;
    assert_false(tyc_num_is_int(x));
    assert_false(tyc_num_is_inf(x));
    assert_false(tyc_num_to_int64(x, &i));
    assert_int_equal(i, 42);
    assert_int_equal(tyc_num_sign(x), 1);
    assert_int_equal(tyc_num_sign(y), -1);
    assert_true(tyc_num_to_double(x) == 2.5);
    assert_true(tyc_num_to_double(y) == -0.75);
    assert_true(tyc_num_to_double(P(a, "0.1")) == 0.1);
    assert_true(tyc_num_to_double(P(a, "123456789.123456789")) == 123456789.123456789);
}

/* Everything observable about the dec x equals the same for the big twin y. */
static int same_as_big(tyc_arena *a, const char *s, const tyc_num *const *others, size_t no)
{
    const tyc_num *x = P(a, s), *y = PB(a, s);
    if (x->kind != NUM_DEC)
        return 0;
    num_tmp tx, ty;
    mpfr_srcptr vx = tyc_num_view(x, &tx), vy = tyc_num_view(y, &ty);
    if (!mpfr_equal_p(vx, vy) || mpfr_get_prec(vx) != mpfr_get_prec(vy) || x->prec != y->prec)
        fail_msg("view differs: %s", s);
    num_raw rx, ry;
    tyc_num_raw(x, &rx);
    tyc_num_raw(y, &ry);
    assert_int_equal(rx.n, ry.n);
    assert_int_equal(rx.exp, ry.exp);
    assert_int_equal(rx.neg, ry.neg);
    assert_memory_equal(rx.l, ry.l, (size_t)rx.n * sizeof(mp_limb_t));
    assert_string_equal(T(a, x), T(a, y));
    assert_string_equal(G(a, x), G(a, y));
    double dx = tyc_num_to_double(x), dy = tyc_num_to_double(y);
    assert_memory_equal(&dx, &dy, sizeof dx);
    assert_int_equal(tyc_num_sign(x), tyc_num_sign(y));
    assert_true(tyc_num_equal(x, y));
    assert_int_equal(tyc_num_cmp(x, y), 0);
    assert_string_equal(T(a, tyc_num_neg(a, x)), T(a, tyc_num_neg(a, y)));
    for (size_t j = 0; j < no; j++) {
        const tyc_num *o = others[j];
        assert_int_equal(tyc_num_cmp(x, o), tyc_num_cmp(y, o));
        assert_int_equal(tyc_num_cmp(o, x), tyc_num_cmp(o, y));
        assert_int_equal(tyc_num_equal(x, o), tyc_num_equal(y, o));
        const tyc_num *(*const ops[])(tyc_arena *, const tyc_num *, const tyc_num *,
                                      const char **) = {tyc_num_add, tyc_num_sub, tyc_num_mul,
                                                        tyc_num_div, tyc_num_mod};
        for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++) {
            const char *e1 = NULL, *e2 = NULL;
            const tyc_num *r1 = ops[k](a, x, o, &e1), *r2 = ops[k](a, y, o, &e2);
            assert_true((r1 == NULL) == (r2 == NULL));
            if (r1) {
                assert_int_equal(r1->prec, r2->prec);
                assert_string_equal(T(a, r1), T(a, r2));
            }
            r1 = ops[k](a, o, x, &e1);
            r2 = ops[k](a, o, y, &e2);
            assert_true((r1 == NULL) == (r2 == NULL));
            if (r1) {
                assert_int_equal(r1->prec, r2->prec);
                assert_string_equal(T(a, r1), T(a, r2));
            }
        }
    }
    return 1;
}

/* A random decimal text: 1..19 digits, a point anywhere (or none), an optional exponent. */
static void random_text(uint64_t *seed, char *out)
{
    *seed = *seed * 6364136223846793005ULL + 1442695040888963407ULL;
    uint64_t r = *seed >> 11;
    size_t nd = 1 + r % 19, k = 0, pt = (r >> 5) % (nd + 3);
    if (r & (1u << 12))
        out[k++] = '-';
    if (pt > nd) {
        out[k++] = '0';
        out[k++] = '.';
        for (size_t j = nd; j < pt; j++)
            out[k++] = '0';
    }
    for (size_t j = 0; j < nd; j++) {
        *seed = *seed * 6364136223846793005ULL + 1442695040888963407ULL;
        if (j == pt && pt <= nd)
            out[k++] = '.';
        out[k++] = (char)('0' + (*seed >> 33) % 10);
    }
    if ((r >> 16) % 4 == 0)
        k += (size_t)sprintf(out + k, "e-%u", (unsigned)((r >> 20) % 240));
    out[k] = '\0';
}

static void test_same_as_big(void **state)
{
    tyc_arena *a = ((fixture *)*state)->a;
    const tyc_num *others[] = {
        tyc_num_from_int(a, 3), tyc_num_from_int(a, -7), tyc_num_from_int(a, 0),
        P(a, "0.3"), P(a, "-12.25"), P(a, "1e-300"), P(a, "123456789012345678901234567890.5"),
        tyc_num_from_double(a, 0.1), P(a, "+Inf"), P(a, "-0"), P(a, "0.1p0"),
    };
    static const char *const fixed[] = {
        "0.1", "-0.05", "123.4500", "12345.6", "1.0000000005", "1.0000000015", "9999999999.5",
        "922337203685477580.7", "0.9223372036854775807", "1e-248", "-3.3e-200", "0.3",
        "9007199254740993.5", "900719925474099.3", "4.35", "0.000000000000000000000123",
    };
    size_t no = sizeof others / sizeof others[0];
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        assert_true(same_as_big(a, fixed[i], others, no));
    uint64_t seed = 12345;
    char buf[300];
    int ndec = 0;
    for (int i = 0; i < 3000; i++) {
        random_text(&seed, buf);
        ndec += same_as_big(a, buf, others, i % 10 == 0 ? no : 2);
    }
    assert_in_range(ndec, 2000, 3000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_dec_texts, setup, teardown),
        cmocka_unit_test_setup_teardown(test_dec_boundaries, setup, teardown),
        cmocka_unit_test_setup_teardown(test_not_dec, setup, teardown),
        cmocka_unit_test_setup_teardown(test_arith_exact, setup, teardown),
        cmocka_unit_test_setup_teardown(test_g10, setup, teardown),
        cmocka_unit_test_setup_teardown(test_cmp_equal_kinds, setup, teardown),
        cmocka_unit_test_setup_teardown(test_predicates, setup, teardown),
        cmocka_unit_test_setup_teardown(test_same_as_big, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
