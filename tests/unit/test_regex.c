/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_regex.c: regex.h (RE2 behind the shim) directly: syntax, captures, flags, anchors,
** classes, Unicode classes and case folding, Go-only syntax (`(?<name>`, repeated names, no
** `\C`), leftmost-first semantics, Go's error texts, and linear time on pathological patterns.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "interp/funcs/regex.h"

/* "b-e" of the whole match and each group ("-" for unset), or "nomatch" / "ERR code|expr". */
static const char *m(const char *pat, const char *s)
{
    static char out[512];
    tyc_ctx ctx;
    tyc_ctx_init(&ctx, NULL);
    tyc_arena *a = tyc_arena_new(&ctx);
    const char *code, *expr;
    tyc_re *re = tyc_re_compile(a, pat, strlen(pat), &code, &expr);
    if (!re) {
        snprintf(out, sizeof out, "ERR %s|%s", code ? code : "oom", expr ? expr : "");
    } else {
        long *caps = tyc_alloc(a, sizeof(long) * 2 * (tyc_re_ncap(re) + 1));
        int r = tyc_re_exec(re, a, s, strlen(s), 0, caps);
        if (r != 1) {
            snprintf(out, sizeof out, "%s", r == 0 ? "nomatch" : "oom");
        } else {
            size_t k = 0;
            out[0] = 0;
            for (uint32_t i = 0; i <= tyc_re_ncap(re) && i < 20; i++) {
                if (caps[2 * i] < 0)
                    k += (size_t)snprintf(out + k, sizeof out - k, "%s-", i ? " " : "");
                else
                    k += (size_t)snprintf(out + k, sizeof out - k, "%s%ld-%ld", i ? " " : "",
                                          caps[2 * i], caps[2 * i + 1]);
            }
        }
    }
    tyc_re_free(re);
    tyc_arena_free(a);
    return out;
}

static void t_basic(void **state)
{
    (void)state;
    assert_string_equal(m("abc", "xxabcxx"), "2-5");
    assert_string_equal(m("a.c", "a\nc abc"), "4-7");
    assert_string_equal(m("(?s)a.c", "a\nc"), "0-3");
    assert_string_equal(m("a|ab", "ab"), "0-1");
    assert_string_equal(m("(a+)(b*)", "caaabbd"), "1-6 1-4 4-6");
    assert_string_equal(m("a+?", "aaa"), "0-1");
    assert_string_equal(m("a{2,3}", "aaaa"), "0-3");
    assert_string_equal(m("a{2}", "a"), "nomatch");
    assert_string_equal(m("x{2,}", "xxxxx"), "0-5");
    assert_string_equal(m("(a)|(b)", "b"), "0-1 - 0-1");
    assert_string_equal(m("(?:ab)+", "ababx"), "0-4");
    assert_string_equal(m("(?P<y>\\d{4})", "in 2024"), "3-7 3-7");
    assert_string_equal(m("é+", "aééb"), "1-5");
}

static void t_classes(void **state)
{
    (void)state;
    assert_string_equal(m("[a-c]+", "xxbcaz"), "2-5");
    assert_string_equal(m("[^a-c]+", "abcxyz"), "3-6");
    assert_string_equal(m("\\d+", "ab123c"), "2-5");
    assert_string_equal(m("\\w+", "  foo_1 "), "2-7");
    assert_string_equal(m("\\s+", "a \t b"), "1-4");
    assert_string_equal(m("\\D\\W\\S", "1a!x"), "1-4");
    assert_string_equal(m("[[:alpha:]]+", "12ab3"), "2-4");
    assert_string_equal(m("[[:^digit:]]+", "12ab3"), "2-4");
    assert_string_equal(m("[\\d.]+", "v1.2.3"), "1-6");
    assert_string_equal(m("(?i)[a-c]+", "xABcd"), "1-4");
    assert_string_equal(m("\\x41\\x{42}", "zAB"), "1-3");
    assert_string_equal(m("a\\.b", "axb a.b"), "4-7");
}

static void t_anchors(void **state)
{
    (void)state;
    assert_string_equal(m("^abc$", "abc"), "0-3");
    assert_string_equal(m("^abc$", "abc\n"), "nomatch");
    assert_string_equal(m("(?m)^b$", "a\nb\nc"), "2-3");
    assert_string_equal(m("\\Aa", "ba"), "nomatch");
    assert_string_equal(m("a\\z", "aa"), "1-2");
    assert_string_equal(m("\\bfoo\\b", "afoo foo"), "5-8");
    assert_string_equal(m("\\Boo", "foo"), "1-3");
    assert_string_equal(m("", "abc"), "0-0");
}

static void t_errors(void **state)
{
    (void)state;
    assert_string_equal(m("(a", ""), "ERR missing closing )|(a");
    assert_string_equal(m("a)", ""), "ERR unexpected )|a)");
    assert_string_equal(m("[a", ""), "ERR missing closing ]|[a");
    assert_string_equal(m("*a", ""), "ERR missing argument to repetition operator|*");
    assert_string_equal(m("a**", ""), "ERR invalid nested repetition operator|**");
    assert_string_equal(m("\\q", ""), "ERR invalid escape sequence|\\q");
    assert_string_equal(m("[z-a]", ""), "ERR invalid character class range|z-a");
    assert_string_equal(m("a{1001}", ""), "ERR invalid repeat count|{1001}");
    assert_string_equal(m("(?<n", ""), "ERR invalid named capture|(?<n");
    assert_string_equal(m("(?z)", ""), "ERR invalid or unsupported Perl syntax|(?z");
    assert_string_equal(m("a\\", ""), "ERR trailing backslash at end of expression|");
    assert_string_equal(m("\\C", ""), "ERR invalid escape sequence|\\C");
    assert_string_equal(m("[\\C]", ""), "ERR invalid escape sequence|\\C");
    assert_string_equal(m("a\\q\\C", ""), "ERR invalid escape sequence|\\q");
    assert_string_equal(m("(?<=a)b", ""), "ERR invalid named capture|(?<=a)b");
    assert_string_equal(m("(?P<n!>a)", ""), "ERR invalid named capture|(?P<n!>");
    assert_string_equal(m("x{2}{3}", ""), "ERR invalid nested repetition operator|{2}{3}");
    assert_string_equal(m("(a{1000}){1000}", ""), "ERR invalid repeat count|{1000}");
    assert_string_equal(m("\\p{Foo}", ""), "ERR invalid character class range|\\p{Foo}");
    assert_string_equal(m("[[:foo:]]", ""), "ERR invalid character class range|[:foo:]");
}

static void t_unicode(void **state)
{
    (void)state;
    assert_string_equal(m("\\p{Greek}+", "a\xce\xb1\xce\xb2" "c"), "1-5");
    assert_string_equal(m("\\pL+", "h\xc3\xa9llo1"), "0-6");
    assert_string_equal(m("[\\p{Greek}a]+", "a\xce\xb1" "b"), "0-3");
    assert_string_equal(m("\\PL+", "ab12c"), "2-4");
    assert_string_equal(m("(?i)k", "\xe2\x84\xaa"), "0-3");           /* Kelvin sign */
    assert_string_equal(m("(?i)\xc7\x85", "\xc7\x86"), "0-2");       /* Dz title case */
    assert_string_equal(m("(?i)STRASSE", "stra\xc3\x9f" "e"), "nomatch"); /* simple folding */
}

static void t_go_syntax(void **state)
{
    (void)state;
    assert_string_equal(m("(?<y>\\d+)-(?P<m>\\d+)", "10-20"), "0-5 0-2 3-5");
    assert_string_equal(m("(?P<n>a)(?P<n>b)", "ab"), "0-2 0-1 1-2");
    assert_string_equal(m("\\Qa.(b\\E", "xa.(b"), "1-5");
    assert_string_equal(m("[(?<n>]+", "<n?"), "0-3");
    assert_string_equal(m("a{,3}", "a{,3}"), "0-5");
    char deep[2100];
    memset(deep, '(', 1000);
    deep[1000] = 'a';
    memset(deep + 1001, ')', 1000);
    deep[2001] = 0;
    const char *want = "ERR expression nests too deeply|((((";
    assert_int_equal(strncmp(m(deep, "a"), want, strlen(want)), 0); /* Go: 1000 groups */
    deep[2000] = 0; /* 999 groups compile */
    assert_int_equal(strncmp(m(deep + 1, "a"), "0-1 0-1 0-1", 11), 0);
}

static void t_pathological(void **state)
{
    (void)state;
    static char s[20001];
    memset(s, 'a', 20000);
    s[20000] = 0;
    clock_t t0 = clock();
    assert_string_equal(m("(a*)*b", s), "nomatch");
    assert_string_equal(m("(a|aa)*c", s), "nomatch");
    assert_string_equal(m("(x+x+)+y", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
                        "nomatch");
    double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
    assert_true(secs < 2.0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(t_basic),  cmocka_unit_test(t_classes),
        cmocka_unit_test(t_anchors), cmocka_unit_test(t_errors),
        cmocka_unit_test(t_pathological), cmocka_unit_test(t_unicode),
        cmocka_unit_test(t_go_syntax),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
