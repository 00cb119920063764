/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_str.c: unit tests of runtime/base/str.c: UTF-8 decoding, NFC, Go and JSON quoting,
** identifier classes and grapheme-cluster positions.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "runtime/base/str.h"

#include "fixture_util.h"

/* Quotes s[0..n) with fn and compares with want. */
static void check_quote(void (*fn)(tyc_buf *, const char *, size_t), const char *s, size_t n,
                        const char *want)
{
    tyc_ctx c;
    tyc_buf b;
    tyc_ctx_init(&c, NULL);
    tyc_buf_init(&b, &c);
    fn(&b, s, n);
    assert_string_equal(tyc_buf_cstr(&b), want);
    tyc_buf_free(&b);
}

#define GOQ(lit, want) check_quote(tyc_buf_goquote, lit, sizeof(lit) - 1, want)
#define JSQ(lit, want) check_quote(tyc_buf_jsonquote, lit, sizeof(lit) - 1, want)

static void test_goquote_ascii(void **state)
{
    (void)state;
    GOQ("", "\"\"");
    GOQ("hello world", "\"hello world\"");
    GOQ("a\"b\\c", "\"a\\\"b\\\\c\"");
    GOQ("\a\b\f\n\r\t\v", "\"\\a\\b\\f\\n\\r\\t\\v\"");
    GOQ("\x01\x1f\x7f", "\"\\x01\\x1f\\x7f\"");
    GOQ("a\0b", "\"a\\x00b\"");
    GOQ("<&>'", "\"<&>'\"");
}

static void test_goquote_unicode(void **state)
{
    (void)state;
    GOQ("caf\xc3\xa9", "\"caf\xc3\xa9\"");                 /* é stays */
    GOQ("\xe6\x97\xa5\xe6\x9c\xac", "\"\xe6\x97\xa5\xe6\x9c\xac\""); /* 日本 */
    GOQ("\xf0\x9f\x98\x80", "\"\xf0\x9f\x98\x80\"");       /* U+1F600 printable */
    GOQ("e\xcc\x81", "\"e\xcc\x81\"");                      /* combining mark is printable */
    GOQ("a\xc2\xa0" "b", "\"a\\u00a0b\"");                  /* NBSP is a space, not print */
    GOQ("\xc2\xad", "\"\\u00ad\"");                         /* soft hyphen (Cf) */
    GOQ("\xe2\x80\xa8", "\"\\u2028\"");
    GOQ("\xe3\x80\x80", "\"\\u3000\"");                     /* ideographic space */
    GOQ("\xef\xbb\xbf", "\"\\ufeff\"");
    GOQ("\xee\x80\x80", "\"\\ue000\"");                     /* private use */
    GOQ("\xf3\xb0\x80\x80", "\"\\U000f0000\"");             /* plane-15 private use */
    GOQ("\xc2\x85", "\"\\u0085\"");                         /* C1 control */
}

static void test_goquote_invalid(void **state)
{
    (void)state;
    GOQ("\x80", "\"\\x80\"");
    GOQ("a\xffz", "\"a\\xffz\"");
    GOQ("\xe2\x82", "\"\\xe2\\x82\"");                      /* truncated sequence */
    GOQ("\xc0\x80", "\"\\xc0\\x80\"");                      /* overlong */
    GOQ("\xed\xa0\x80", "\"\\xed\\xa0\\x80\"");             /* surrogate */
    GOQ("\xef\xbf\xbd", "\"\xef\xbf\xbd\"");                /* a real U+FFFD is printable */
}

static void test_jsonquote(void **state)
{
    (void)state;
    JSQ("", "\"\"");
    JSQ("plain", "\"plain\"");
    JSQ("a\"b\\c/", "\"a\\\"b\\\\c/\"");
    JSQ("<a>&", "\"\\u003ca\\u003e\\u0026\"");
    JSQ("\b\f\n\r\t", "\"\\b\\f\\n\\r\\t\"");
    JSQ("\x01\x1f\x0b\a", "\"\\u0001\\u001f\\u000b\\u0007\"");
    JSQ("a\0", "\"a\\u0000\"");
    JSQ("\x7f", "\"\x7f\"");
    JSQ("\xe2\x80\xa8\xe2\x80\xa9", "\"\\u2028\\u2029\"");
    JSQ("caf\xc3\xa9 \xc2\xa0", "\"caf\xc3\xa9 \xc2\xa0\"");
    JSQ("x\xffy\xe2\x82", "\"x\\ufffdy\\ufffd\\ufffd\"");
    JSQ("\xf0\x9f\x98\x80", "\"\xf0\x9f\x98\x80\"");
}

static void test_decode(void **state)
{
    int32_t cp;
    (void)state;
    assert_int_equal(tyc_utf8_decode("A", 1, &cp), 1);
    assert_int_equal(cp, 'A');
    assert_int_equal(tyc_utf8_decode("\xc3\xa9", 2, &cp), 2);
    assert_int_equal(cp, 0xE9);
    assert_int_equal(tyc_utf8_decode("\xe2\x82\xac", 3, &cp), 3);
    assert_int_equal(cp, 0x20AC);
    assert_int_equal(tyc_utf8_decode("\xf4\x8f\xbf\xbf", 4, &cp), 4);
    assert_int_equal(cp, 0x10FFFF);
    assert_int_equal(tyc_utf8_decode("\xf4\x90\x80\x80", 4, &cp), -1);
    assert_int_equal(cp, 0xFFFD);
    assert_int_equal(tyc_utf8_decode("\xc0\x80", 2, &cp), -1);
    assert_int_equal(tyc_utf8_decode("\xe0\x80\x80", 3, &cp), -1);
    assert_int_equal(tyc_utf8_decode("\xed\xa0\x80", 3, &cp), -1);
    assert_int_equal(tyc_utf8_decode("\xc3\xa9", 1, &cp), -1);
    assert_int_equal(tyc_utf8_decode("\x80", 1, &cp), -1);
    assert_int_equal(tyc_utf8_decode("", 0, &cp), -1);
    assert_int_equal(tyc_utf8_valid("abc\xc3\xa9", 5), 1);
    assert_int_equal(tyc_utf8_valid("abc\xc3", 4), 0);
    assert_int_equal(tyc_utf8_valid("", 0), 1);
}

static void test_buf_utf8(void **state)
{
    tyc_ctx c;
    tyc_buf b;
    (void)state;
    tyc_ctx_init(&c, NULL);
    tyc_buf_init(&b, &c);
    tyc_buf_utf8(&b, 'x');
    tyc_buf_utf8(&b, 0xE9);
    tyc_buf_utf8(&b, 0x20AC);
    tyc_buf_utf8(&b, 0x1F600);
    tyc_buf_utf8(&b, 0xD800); /* not a scalar value: U+FFFD */
    assert_string_equal(tyc_buf_cstr(&b), "x\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\xef\xbf\xbd");
    tyc_buf_free(&b);
}

static void test_nfc(void **state)
{
    fixture *f = *state;
    const char *ascii = "plain ascii";
    tyc_str r = tyc_nfc(f->a, ascii, strlen(ascii));
    assert_ptr_equal(r.p, ascii);
    assert_int_equal(r.len, strlen(ascii));

    size_t before = f->a->total;
    const char *pre = "caf\xc3\xa9";
    r = tyc_nfc(f->a, pre, 5);
    assert_ptr_equal(r.p, pre);
    assert_int_equal(f->a->total, before);

    r = tyc_nfc(f->a, "e\xcc\x81", 3);
    assert_int_equal(r.len, 2);
    assert_memory_equal(r.p, "\xc3\xa9", 2);

    r = tyc_nfc(f->a, "A\xcc\x8a!", 4); /* A + ring above -> U+00C5 */
    assert_int_equal(r.len, 3);
    assert_memory_equal(r.p, "\xc3\x85!", 3);

    r = tyc_nfc(f->a, "\xe1\x84\x80\xe1\x85\xa1", 6); /* Hangul jamo -> U+AC00 */
    assert_int_equal(r.len, 3);
    assert_memory_equal(r.p, "\xea\xb0\x80", 3);

    /* U+1E0B U+0323 -> U+1E0D U+0307 (reordering, then composition) */
    r = tyc_nfc(f->a, "\xe1\xb8\x8b\xcc\xa3", 5);
    assert_int_equal(r.len, 5);
    assert_memory_equal(r.p, "\xe1\xb8\x8d\xcc\x87", 5);

    const char *cjk = "\xe6\x97\xa5\xe6\x9c\xac"; /* already NFC */
    r = tyc_nfc(f->a, cjk, 6);
    assert_ptr_equal(r.p, cjk);

    const char *bad = "e\xcc\x81\xff";
    r = tyc_nfc(f->a, bad, 4);
    assert_ptr_equal(r.p, bad);
    assert_int_equal(r.len, 4);

    r = tyc_nfc(f->a, "", 0);
    assert_non_null(r.p);
    assert_int_equal(r.len, 0);
}

static void test_ident(void **state)
{
    (void)state;
    assert_true(tyc_is_ident("foo", 3));
    assert_true(tyc_is_ident("foo-bar", 7));
    assert_true(tyc_is_ident("_x", 2));
    assert_true(tyc_is_ident("x1_2", 4));
    assert_true(tyc_is_ident("\xc3\xa9", 2));            /* é */
    assert_true(tyc_is_ident("\xe6\x97\xa5\xe6\x9c\xac", 6)); /* 日本 */
    assert_true(tyc_is_ident("e\xcc\x81", 3));           /* Mn continues */
    assert_false(tyc_is_ident("1x", 2));
    assert_false(tyc_is_ident("", 0));
    assert_false(tyc_is_ident("-x", 2));
    assert_false(tyc_is_ident("a b", 3));
    assert_false(tyc_is_ident("a.b", 3));
    assert_false(tyc_is_ident("\xcc\x81", 2));           /* a mark cannot start */
    assert_false(tyc_is_ident("a\xff", 2));
    assert_true(tyc_is_id_start(0x2118));               /* Other_ID_Start */
    assert_false(tyc_is_id_start(0x2E2F));
    assert_true(tyc_is_id_continue(0xB7));              /* Other_ID_Continue */
    assert_true(tyc_is_id_continue(0x0663));            /* Arabic-Indic digit */
    assert_false(tyc_is_id_start(0x0663));
    assert_true(tyc_is_id_continue('-'));
    assert_false(tyc_is_id_start('-'));
}

static void check_pos(const char *text, size_t off, uint32_t wl, uint32_t wc)
{
    uint32_t line = 0, col = 0;
    tyc_text_pos(text, strlen(text), off, &line, &col);
    assert_int_equal(line, wl);
    assert_int_equal(col, wc);
}

static void test_text_pos(void **state)
{
    (void)state;
    check_pos("abc", 0, 1, 1);
    check_pos("abc", 2, 1, 3);
    check_pos("abc", 3, 1, 4);
    check_pos("ab\ncd", 3, 2, 1);
    check_pos("ab\ncd", 5, 2, 3);
    check_pos("a\r\nb", 3, 2, 1);
    check_pos("a\r\nb", 1, 1, 2);
    check_pos("\n\n\nx", 3, 4, 1);
    check_pos("e\xcc\x81x", 3, 1, 2);                   /* e + combining acute is one column */
    check_pos("e\xcc\x81x", 4, 1, 3);
    check_pos("\xc3\xa9x", 2, 1, 2);
    /* family emoji: man ZWJ woman ZWJ girl, one cluster */
    check_pos("\xf0\x9f\x91\xa8\xe2\x80\x8d\xf0\x9f\x91\xa9\xe2\x80\x8d\xf0\x9f\x91\xa7x", 18, 1, 2);
    /* two flags (four regional indicators) are two clusters */
    check_pos("\xf0\x9f\x87\xba\xf0\x9f\x87\xb8\xf0\x9f\x87\xab\xf0\x9f\x87\xb7x", 16, 1, 3);
    /* thumbs-up with skin tone */
    check_pos("\xf0\x9f\x91\x8d\xf0\x9f\x8f\xbd!", 8, 1, 2);
    check_pos("a\xff\xfe" "b", 3, 1, 4);               /* invalid bytes count one each */
    check_pos("x\ty", 2, 1, 3);
    check_pos("abc", 10, 1, 4);                         /* clamped to the end */
}

/* The edit distance behind every "Did you mean" (tfvars names, attributes, block types). */
static void test_distance(void **state)
{
    (void)state;
    assert_int_equal(tyc_str_distance((tyc_str){"enable_log", 10}, (tyc_str){"enable_logs", 11}), 1);
    assert_int_equal(tyc_str_distance((tyc_str){"sise", 4}, (tyc_str){"size", 4}), 1);
    assert_int_equal(tyc_str_distance((tyc_str){"", 0}, (tyc_str){"abc", 3}), 3);
    assert_int_equal(tyc_str_distance((tyc_str){"kitten", 6}, (tyc_str){"sitting", 7}), 3);
    char big[70];
    memset(big, 'a', sizeof big);
    assert_int_equal(tyc_str_distance((tyc_str){big, 64}, (tyc_str){"a", 1}), 99);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_goquote_ascii),
        cmocka_unit_test(test_goquote_unicode),
        cmocka_unit_test(test_goquote_invalid),
        cmocka_unit_test(test_jsonquote),
        cmocka_unit_test(test_decode),
        cmocka_unit_test(test_buf_utf8),
        cmocka_unit_test_setup_teardown(test_nfc, setup, teardown),
        cmocka_unit_test(test_ident),
        cmocka_unit_test(test_text_pos),
        cmocka_unit_test(test_distance),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
