/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_parse_fast.c: the value-mode fast path (parse_fast.c) against the full parser. Every
** input is parsed both ways and the results must agree exactly: statuses, diagnostics, node
** shapes and texts, and every value's type, console rendering and source range.
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


/* Parses s[0..n) (value mode; body != 0: as a body) with and without the fast path;
** returns 1 when they agree (why[] says how they differ otherwise). *fast: the fast path
** handled the input itself. */
static int same(const char *s, size_t n, int body, int *fast)
{
    tyc_ctx c;
    tyc_ctx_init(&c, NULL);
    tyc_arena *a1 = tyc_arena_new(&c), *a2 = tyc_arena_new(&c);
    char *t = tyc_strndup(a1, s, n); /* NUL-terminated, as sources are */
    tyc_source src = {.name = "t.tfvars", .text = t, .len = (uint32_t)n};
    tyc_diags d1, d2;
    tyc_diags_init(&d1, a1);
    tyc_diags_init(&d2, a2);
    int st1 = -1, st2 = -1;
    why[0] = 0;
    tyc_node *r1 = body ? tyc_parse_body_values(a1, &src, &d1, &st1)
                        : tyc_parse_value(a1, &src, &d1, &st1);
    tyc_node *r2 = tyc_parse_values_slow(a2, &src, &d2, &st2, body);
    int ok = st1 == st2 ? 1 : differ("status %u vs %u", (uint32_t)st1, (uint32_t)st2);
    ok = ok && diags_eq(&d1, &d2) && node_eq(&c, r1, r2);
    if (fast) {
        tyc_arena *a3 = tyc_arena_new(&c);
        *fast = tyc_parse_fast(a3, &src, t, body ? TYC_FR_ROOT_BODY : TYC_FR_ROOT_EXPR) != NULL;
        tyc_arena_free(a3);
    }
    tyc_arena_free(a1);
    tyc_arena_free(a2);
    return ok;
}

/* Asserts agreement and whether the fast path takes the input (want_fast). */
static void check(const char *s, int body, int want_fast)
{
    int fast = -1;
    int ok = same(s, strlen(s), body, &fast);
    if (!ok || fast != want_fast)
        print_error("input %s (body %d): %s; fast %d, want %d\n", s, body, why, fast, want_fast);
    assert_true(ok);
    assert_int_equal(fast, want_fast);
}

/* Every prefix and every one-byte deletion of s must agree too (mostly fallbacks). */
static void mutate(const char *s, int body)
{
    size_t n = strlen(s);
    char buf[1024];
    assert_true(n < sizeof buf);
    for (size_t i = 0; i <= n; i++) {
        if (!same(s, i, body, NULL)) {
            print_error("prefix %zu of %s (body %d): %s\n", i, s, body, why);
            fail();
        }
        if (i == n)
            break;
        memcpy(buf, s, i);
        memcpy(buf + i, s + i + 1, n - i - 1);
        if (!same(buf, n - 1, body, NULL)) {
            print_error("deletion %zu of %s (body %d): %s\n", i, s, body, why);
            fail();
        }
    }
}

static const char *const expr_fast[] = {
    "1", "-1", "1.5e3", "1E+2", "0.000", "007", "123456789012345678901234567890.5", "-0",
    "true", "false", "null", "\"x\"", "\"héllo wörld ✓ 🎉\"", "\"e\xcc\x81\"", "\"a\tb\"",
    "\"$\"", "\"%\"", "\"$x %y {}\"", "\"a$$\"", "[]", "{}", "[ ]", "{ }", "{\n}", "{\n\n}",
    "[1, 2, 3]", "[1, 2, 3,]", "[\n1,\n2\n,\n3\n]", "[[[[]]]]", "[{}, [], 1]",
    "{a = 1}", "{a = 1,}", "{a = 1\n}", "{\na = 1\n}", "{a = 1, b = 2}", "{a = 1\nb = 2}",
    "{a = 1,\nb = 2,\n}", "{a: 1}", "{\"a\" = 1, \"b c\": 2}", "{true = 1, false = 2, null = 3}",
    "{a-b_c = 1, _x = 2, A9 = 3}", "{a = {b = {c = [1, {d = null}]}}}", "{a = 1, a = 2}",
    "{a = -1, b = -2.5, c = [-3]}", "  # comment\n 1 // c\n /* c */ ", "/* a */ [ /* b */ 1 /* c */ ]",
    "{ # c\n a = 1 # c\n # c\n b = 2 // c\n}", "{a /* x\ny */ = 1}", "\r\n[1,\r\n2]\r\n",
    "{\r\n a = 1\r\n}", "\xEF\xBB\xBF[1]", "{\"ключ\" = \"значение\"}", "{a = 1, \"a\" = 2}",
    "[1e5, 1.2e-3, 5E10]", "{x = []\ny = {}\n}", "1 # trailing comment",
    "[\"a\", \"b\", [\"c\", [true, false, null]]]",
    /* repeated object shapes (the shape cache): same keys, other orders, types, duplicates */
    "[{a = 1, b = 2}, {b = 2, a = 1}, {a = 1, b = 2}, {a = \"x\", b = 2}, {a = 1, b = [2]}]",
    "[{a = 1, a = 2}, {a = 1, a = 2}, {a = 1, b = 2}, {\"a\" = 1, b = 2}, {a = null, b = 2}]",
    "[{k1 = 1, k2 = 2, k3 = 3, k4 = 4, k5 = 5, k6 = 6, k7 = 7, k8 = 8, k9 = 9}, {k1 = 1}]", "{ a = \"x\" /* c */ , b = 1 }",
    "\"\"", "[\"\"]", "[{}, [], \"\", 1]", "{\"\" = \"\"}",
};

static const char *const expr_slow[] = {
    "\"a\\nb\"", "\"${x}\"", "\"%{if true}a%{endif}\"", "\"$${x}\"",
    "\"%%{x}\"", "x", "[x]", "{a = x}", "1 + 2", "-x", "- 1", "--1", "!true", "(1)", "[1 2]",
    "[1,,2]", "[,]", "{,}", "{a = 1 b = 2}", "{a = 1\n, b = 2}", "{a\n= 1}", "{a =\n1}",
    "{1 = 2}", "{(a) = 1}", "{for = 1}", "{a = 1, for = 2}", "{if = 1}", "[for x in y: x]",
    "1.", "1.2.3", "1x", "0x10", "1e", "[1", "{a = 1", "\"abc", "/* x", "", "   ", "\"a\rb\"",
    "a.b", "f(1)", "<<EOT\nx\nEOT\n", "{é = 1}", "{aé = 1}", "[1]\r", "1\x01", "[1] [2]",
    "{a == 1}", "{a => 1}", "{a :: 1}", "{a = 1,,}", "true.x", "null[0]", "[\"a\" \"b\"]",
    "{\"a\" = 1 \"b\" = 2}", "1 ? 2 : 3", "\"\xff\"", "\"\xed\xa0\x80\"", "[1, 2 ...]",
    "{a = 1}.a", "[1][0]", "[1]...", "[\"a\\\"\"]", "{\"${a}\" = 1}", "trueish", "nullx",
};

static void test_expr_fast(void **st)
{
    (void)st;
    for (size_t i = 0; i < sizeof expr_fast / sizeof *expr_fast; i++)
        check(expr_fast[i], 0, 1);
}

static void test_expr_fallback(void **st)
{
    (void)st;
    for (size_t i = 0; i < sizeof expr_slow / sizeof *expr_slow; i++)
        check(expr_slow[i], 0, 0);
}

static const char *const body_fast[] = {
    "", "\n\n", "# only a comment", "a = 1", "a = 1\n", "a = 1\nb = \"x\"\n",
    "\n\n a = 1 # c\n\n// c\nb=2", "a = true\nb = false\nc = null\n", "true = 1\n",
    "a = [1,\n2]\nb = {\nc = 1\n}\n", "a = 1\r\nb = 2\r\n", "a = -1 /* c */\n",
    "a = {} # x", "\xEF\xBB\xBF" "a = 1", "v-1 = \"x\"\nv_2 = [\"y\"]\n",
    "buckets = [\n  {\n    name = \"b\"\n    tags = { team = \"t\", cost = 1 }\n  },\n]\n",
    "a = \"\"\n",
};

static const char *const body_slow[] = {
    "a = 1\na = 2\n", "a = 1 b = 2", "a {\n}\n", "a \"l\" {\n}\n", "a = 1,\n", "a\n= 1",
    "a =\n1", "a: 1", "\"a\" = 1", "a = x\n", "a = 1\n,", "for = 1", "a = [1\n",
    "= 1", "1 = 1", "é = 1", "a = 1 /* x */ b = 2",
};

static void test_body(void **st)
{
    (void)st;
    for (size_t i = 0; i < sizeof body_fast / sizeof *body_fast; i++)
        check(body_fast[i], 1, 1);
    for (size_t i = 0; i < sizeof body_slow / sizeof *body_slow; i++)
        check(body_slow[i], 1, 0);
}

static void test_mutations(void **st)
{
    (void)st;
    for (size_t i = 0; i < sizeof expr_fast / sizeof *expr_fast; i++)
        mutate(expr_fast[i], 0);
    for (size_t i = 0; i < sizeof expr_slow / sizeof *expr_slow; i++)
        mutate(expr_slow[i], 0);
    for (size_t i = 0; i < sizeof body_fast / sizeof *body_fast; i++)
        mutate(body_fast[i], 1);
    for (size_t i = 0; i < sizeof body_slow / sizeof *body_slow; i++)
        mutate(body_slow[i], 1);
}

/* Nesting at and around the limits: the lexer's frame limit (quotes count) must make the
** same decisions. */
static void test_depth(void **st)
{
    (void)st;
    static char buf[32768];
    const int depths[] = {10, 255, 256, 257, 300, 999, 1000, 1001};
    for (size_t k = 0; k < sizeof depths / sizeof *depths; k++) {
        int d = depths[k];
        for (int form = 0; form < 4; form++) {
            size_t n = 0;
            for (int i = 0; i < d; i++)
                n += (size_t)snprintf(buf + n, sizeof buf - n, "%s",
                                      form == 0 ? "[" : form == 1 ? "{a = " : form == 2 ? "[1, " : "{a = 1, b = ");
            n += (size_t)snprintf(buf + n, sizeof buf - n, "%s", form == 2 ? "\"s\"" : "1");
            for (int i = 0; i < d; i++)
                buf[n++] = form == 0 || form == 2 ? ']' : '}';
            buf[n] = 0;
            int fast = -1;
            if (!same(buf, n, 0, &fast))
                print_error("depth %d form %d: %s\n", d, form, why);
            assert_true(same(buf, n, 0, &fast));
            assert_int_equal(fast, d + (form == 2) <= 256 ? 1 : 0);
        }
    }
}

/* ---- the reference corpus: every case's "value", as an expression and as `v = value` ---- */

static uint32_t hex4(const char *p)
{
    char tmp[5] = {p[0], p[1], p[2], p[3], 0};
    return (uint32_t)strtoul(tmp, NULL, 16);
}

/* Decodes the JSON string field `name` of line into out; returns its length or -1. */
static long str_field(const char *line, const char *name, char *out, size_t cap)
{
    char key[64];
    snprintf(key, sizeof key, "\"%s\":", name);
    const char *p = strstr(line, key);
    if (!p)
        return -1;
    p += strlen(key);
    while (*p == ' ')
        p++;
    if (*p++ != '"')
        return -1;
    size_t n = 0;
    while (*p && *p != '"' && n + 5 < cap) {
        if (*p != '\\') {
            out[n++] = *p++;
            continue;
        }
        p++;
        char e = *p;
        if (e == 'u') {
            uint32_t cp = hex4(p + 1);
            p += 5;
            if (cp >= 0xD800 && cp < 0xDC00 && p[0] == '\\' && p[1] == 'u') {
                cp = 0x10000 + ((cp - 0xD800) << 10) + (hex4(p + 2) - 0xDC00);
                p += 6;
            }
            n += (size_t)tyc_utf8_encode((int32_t)cp, out + n);
            continue;
        }
        out[n++] = e == 'n' ? '\n' : e == 't' ? '\t' : e == 'r' ? '\r' : e == 'b' ? '\b'
                 : e == 'f' ? '\f' : e;
        p++;
    }
    out[n] = 0;
    return *p == '"' ? (long)n : -1;
}

static void test_corpus(void **st)
{
    (void)st;
    static char line[1 << 20], val[1 << 20], body[(1 << 20) + 16];
    char path[4096];
    const char *dir = getenv("TYC_TEST_DATA");
    snprintf(path, sizeof path, "%s/conformance/cases.jsonl", dir ? dir : "tests");
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    int cases = 0, fast_expr = 0, fast_body = 0, fails = 0;
    while (fgets(line, sizeof line, f)) {
        long n = str_field(line, "value", val, sizeof val);
        if (n < 0)
            continue;
        cases++;
        int fast = 0;
        if (!same(val, (size_t)n, 0, &fast)) {
            print_error("corpus value %d (%s): %s\n", cases, val, why);
            fails++;
        }
        fast_expr += fast;
        int m = snprintf(body, sizeof body, "v = %s\n", val);
        if (!same(body, (size_t)m, 1, &fast)) {
            print_error("corpus body %d (%s): %s\n", cases, body, why);
            fails++;
        }
        fast_body += fast;
        if (n < 200) { /* truncations exercise the fallbacks */
            for (long i = 0; i < n; i++)
                if (!same(val, (size_t)i, 0, NULL)) {
                    print_error("corpus value %d prefix %ld: %s\n", cases, i, why);
                    fails++;
                    break;
                }
        }
    }
    fclose(f);
    printf("corpus: %d values; fast path took %d as expressions, %d as bodies\n", cases,
           fast_expr, fast_body);
    assert_int_equal(fails, 0);
    assert_int_equal(cases, 2655); /* the other 5 cases are JSON (value_json) */
    assert_true(fast_expr > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_expr_fast),  cmocka_unit_test(test_expr_fallback),
        cmocka_unit_test(test_body),       cmocka_unit_test(test_mutations),
        cmocka_unit_test(test_depth),      cmocka_unit_test(test_corpus),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
