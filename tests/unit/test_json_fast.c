/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_json_fast.c: the JSON value-mode fast path (json_fast.c) against json.c's own value
** mode. Every input is parsed both ways, as a value and as a file's members, and the results
** must agree exactly: statuses, diagnostics, node shapes and texts, and every value's type,
** console rendering and source range.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "runtime/base/str.h"

#include "interp/syntax/parse.h"
#include "interp/syntax/parse_int.h"
#include "runtime/render/render.h"
#include "runtime/value/value.h"
#include "parse_cmp_util.h"


/* Parses s[0..n) both ways (members: as tyc_parse_json_members); 1 when they agree. *fast:
** the fast path reads the input's root by itself. */
static int same_mode(const char *s, size_t n, int members, int *fast)
{
    tyc_ctx c;
    tyc_ctx_init(&c, NULL);
    tyc_arena *a1 = tyc_arena_new(&c), *a2 = tyc_arena_new(&c);
    char *t = tyc_strndup(a1, s, n); /* NUL-terminated, as sources are */
    tyc_source src = {.name = "t.tfvars.json", .text = t, .len = (uint32_t)n};
    tyc_diags d1, d2;
    tyc_diags_init(&d1, a1);
    tyc_diags_init(&d2, a2);
    int st1 = -1, st2 = -1;
    why[0] = 0;
    tyc_node *r1 = members ? tyc_parse_json_members(a1, &src, &d1, &st1)
                           : tyc_parse_json_values(a1, &src, &d1, &st1);
    tyc_node *r2 = tyc_parse_json_values_slow(a2, &src, &d2, &st2, members);
    int ok = st1 == st2 ? 1 : differ("status %u vs %u", (uint32_t)st1, (uint32_t)st2);
    ok = ok && diags_eq(&d1, &d2) && node_eq(&c, r1, r2);
    if (fast) {
        tyc_arena *a3 = tyc_arena_new(&c);
        uint32_t end = 0, p = 0;
        while (p < n && (s[p] == ' ' || s[p] == '\n' || s[p] == '\t' || s[p] == '\r'))
            p++;
        *fast = tyc_json_fast(a3, t, (uint32_t)n, p, c.max_depth, &end, NULL) != NULL;
        tyc_arena_free(a3);
    }
    tyc_arena_free(a1);
    tyc_arena_free(a2);
    return ok;
}

static int same(const char *s, size_t n, int *fast)
{
    return same_mode(s, n, 0, fast) && same_mode(s, n, 1, NULL);
}

static void check(const char *s, int want_fast)
{
    int fast = -1;
    int ok = same(s, strlen(s), &fast);
    if (!ok || fast != want_fast)
        print_error("input %s: %s; fast %d, want %d\n", s, why, fast, want_fast);
    assert_true(ok);
    assert_int_equal(fast, want_fast);
}

/* Every prefix and every one-byte deletion of s must agree too (mostly fallbacks). */
static void mutate(const char *s)
{
    size_t n = strlen(s);
    char buf[1024];
    assert_true(n < sizeof buf);
    for (size_t i = 0; i <= n; i++) {
        if (!same(s, i, NULL)) {
            print_error("prefix %zu of %s: %s\n", i, s, why);
            fail();
        }
        if (i == n)
            break;
        memcpy(buf, s, i);
        memcpy(buf + i, s + i + 1, n - i - 1);
        if (!same(buf, n - 1, NULL)) {
            print_error("deletion %zu of %s: %s\n", i, s, why);
            fail();
        }
    }
}

static const char *const fast_cases[] = {
    "[]", "{}", "[ ]", "{ }", " \n\t\r[\n]\n", "[1]", "[1, 2, 3]", "[-1, 0, 1.5, 2e3, -0.5E-2, 1E+2]",
    "[true, false, null]", "[\"\"]", "[\"a\", \"b c\", \"é✓🎉\"]", "[\"e\xcc\x81\"]",
    "[\"a\\nb\\t\\\"\\\\\\/\\b\\f\\r\"]", "[\"\\u00e9\\u0065\\u0301\"]", "[\"\\ud83c\\udf89\"]",
    "[\"\\ud83c\"]", "[\"\\udf89x\"]", "[\"\\ud83c\\u0041\"]", "[\"\\u0000\"]",
    "{\"a\": 1}", "{\"a\": 1, \"b\": [2, {\"c\": null}]}", "{\"b\": 1, \"a\": 2}",
    "{\"k\\u00e9y\": 1, \"x\\ny\": 2}", "{\"\": \"\"}", "{\"é\": 1, \"e\\u0301x\": 2}",
    "[[[[]]]]", "[{}, [], \"\", 1]", "{\"a\":{\"b\":{\"c\":[1,{\"d\":null}]}}}",
    "[{\"a\": 1, \"b\": 2}, {\"b\": 2, \"a\": 1}, {\"a\": 1, \"b\": 2}, {\"a\": \"x\", \"b\": 2}]",
    "[{\"k1\":1,\"k2\":2,\"k3\":3,\"k4\":4,\"k5\":5,\"k6\":6,\"k7\":7,\"k8\":8,\"k9\":9},{\"k1\":1}]",
    "[[1, \"a\"], [2, \"b\"], [3, 4], [\"c\", 5], [1, \"a\", 2]]",
    "[123456789012345678901234567890.5, 0.1, 1e400, -1e-400]",
    "{\"a very long key to pass the sixteen byte blocks\": \"a very long value to pass the "
    "sixteen byte blocks of the scanner, twice over\"}",
};

static const char *const slow_cases[] = {
    "", "1", "\"a\"", "true", "[1,]", "{\"a\": 1,}", "[1 2]", "{\"a\" 1}", "{\"a\" = 1}",
    "{a: 1}", "{1: 2}", "[01]", "[1.]", "[.5]", "[-]", "[+1]", "[1e]", "[1x]", "[tru]",
    "[True]", "[nul]", "[undefined]", "[NaN]", "[\"a\nb\"]", "[\"\\x\"]", "[\"\\u12\"]",
    "[\"\xff\"]", "[\"\xed\xa0\x80\"]", "[\"abc", "[1", "{\"a\": 1", "{\"a\": 1, \"a\": 2}",
    "[{\"a\": 1, \"a\": 2}]", "[}", "{]", "[:]", "[1:2]", "{\"a\":}",
    "{\"a\": , \"b\": [2, {\"c\": null}]}",
    "{\"a\"}", "{,}", "[,]", "[1,,2]", "[\x01]", "[/*c*/1]", "[\xEF\xBB\xBF" "1]",
};

static void test_fast(void **st)
{
    (void)st;
    for (size_t i = 0; i < sizeof fast_cases / sizeof *fast_cases; i++)
        check(fast_cases[i], 1);
}

static void test_fallback(void **st)
{
    (void)st;
    for (size_t i = 0; i < sizeof slow_cases / sizeof *slow_cases; i++)
        check(slow_cases[i], 0);
}

static void test_mutations(void **st)
{
    (void)st;
    for (size_t i = 0; i < sizeof fast_cases / sizeof *fast_cases; i++)
        mutate(fast_cases[i]);
    for (size_t i = 0; i < sizeof slow_cases / sizeof *slow_cases; i++)
        mutate(slow_cases[i]);
}

/* Nesting at and around the context's limit: the same decisions both ways. */
static void test_depth(void **st)
{
    (void)st;
    static char buf[65536];
    tyc_ctx c;
    tyc_ctx_init(&c, NULL);
    int lim = (int)c.max_depth;
    const int depths[] = {1, 2, 10, lim - 1, lim, lim + 1};
    for (size_t k = 0; k < sizeof depths / sizeof *depths; k++) {
        int d = depths[k];
        for (int form = 0; form < 3; form++) {
            size_t n = 0;
            for (int i = 0; i < d; i++)
                n += (size_t)snprintf(buf + n, sizeof buf - n, "%s",
                                      form == 0 ? "[" : form == 1 ? "{\"a\": " : "[1, ");
            n += (size_t)snprintf(buf + n, sizeof buf - n, "1");
            for (int i = 0; i < d; i++)
                buf[n++] = form == 1 ? '}' : ']';
            buf[n] = 0;
            if (!same(buf, n, NULL))
                print_error("depth %d form %d: %s\n", d, form, why);
            assert_true(same(buf, n, NULL));
        }
    }
}

/* A file's members: the root object stays a node, its values come from the fast path. */
static void test_members(void **st)
{
    (void)st;
    check("{\"a\": [1, 2], \"b\": {\"c\": \"d\"}, \"e\": 1, \"f\": \"g\"}", 1);
    check("{\"a\": [1, 2], \"a\": {\"c\": \"d\"}}", 0); /* the root repeats a key */
    check("[1]]", 1);  /* the root itself is read; json.c reports what follows */
    check("[1] x", 1);
    check("[{\"a\": 1}, {\"b\": [2]}]", 1);
}

/* An object of more members than the fast path takes (json.c reads it), with and without
** a repeated key. */
static void test_big_object(void **st)
{
    (void)st;
    static char buf[131072];
    for (int dup = 0; dup < 2; dup++) {
        size_t n = 0;
        buf[n++] = '[';
        buf[n++] = '{';
        for (int i = 0; i < 5000; i++)
            n += (size_t)snprintf(buf + n, sizeof buf - n, "%s\"%s%d\": %d", i ? "," : "",
                                  dup ? "a" : "k", dup ? 0 : i, i);
        buf[n++] = '}';
        buf[n++] = ']';
        buf[n] = 0;
        int fast = -1;
        if (!same(buf, n, &fast))
            print_error("big object (dup %d): %s\n", dup, why);
        assert_true(same(buf, n, &fast));
        assert_int_equal(fast, 0);
    }
}

/* Generated documents: random nesting, keys, strings with escapes and non-ASCII text. */
static void test_generated(void **st)
{
    (void)st;
    static char buf[8192];
    static const char *const atoms[] = {"1", "-2.5e3", "true", "false", "null", "\"x\"",
                                        "\"\\u00e9\\n\"", "\"é\"", "\"\"", "0", "1e400"};
    static const char *const keys[] = {"\"a\"", "\"b\"", "\"c\\u0301\"", "\"é\"", "\"k k\""};
    uint32_t seed = 12345;
    for (int round = 0; round < 800; round++) {
        size_t n = 0;
        int depth = 0, need_comma = 0, obj[64];
        obj[0] = 0;
        seed = seed * 1103515245u + 12345u;
        buf[n++] = (seed >> 16) & 1 ? '{' : '[';
        obj[depth++] = buf[0] == '{';
        while (depth > 0 && n < 2048) {
            seed = seed * 1103515245u + 12345u;
            uint32_t r = (seed >> 16) % 10;
            if (r < 3 || depth >= 60) {
                buf[n++] = obj[--depth] ? '}' : ']';
                need_comma = 1;
                continue;
            }
            if (need_comma)
                buf[n++] = ',';
            if (obj[depth - 1])
                n += (size_t)snprintf(buf + n, sizeof buf - n, "%s: ", keys[(seed >> 8) % 5]);
            if (r < 6) {
                buf[n++] = r == 3 ? '{' : '[';
                obj[depth++] = r == 3;
                need_comma = 0;
            } else {
                n += (size_t)snprintf(buf + n, sizeof buf - n, "%s",
                                      atoms[(seed >> 4) % (sizeof atoms / sizeof *atoms)]);
                need_comma = 1;
            }
        }
        while (depth > 0)
            buf[n++] = obj[--depth] ? '}' : ']';
        buf[n] = 0;
        if (!same(buf, n, NULL)) {
            print_error("generated %d: %s: %s\n", round, buf, why);
            fail();
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fast),     cmocka_unit_test(test_fallback),
        cmocka_unit_test(test_mutations), cmocka_unit_test(test_depth),
        cmocka_unit_test(test_members),  cmocka_unit_test(test_generated),
        cmocka_unit_test(test_big_object),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
