/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_json.c: unit tests of interp/syntax/json.c (HCL JSON syntax reader): tree shapes, exact
** ranges, string decoding, and hcl/json's diagnostics with their ranges and statuses.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <cmocka.h>

#include "interp/syntax/parse.h"

typedef struct fx {
    tyc_ctx ctx;
    tyc_arena *a;
    tyc_source src;
    tyc_diags d;
    int status;
} fx;

static int setup(void **state)
{
    fx *f = test_calloc(1, sizeof *f);
    tyc_ctx_init(&f->ctx, NULL);
    f->a = tyc_arena_new(&f->ctx);
    *state = f;
    return f->a ? 0 : -1;
}

static int teardown(void **state)
{
    fx *f = *state;
    tyc_arena_free(f->a);
    test_free(f);
    return 0;
}

static tyc_node *parse_n(fx *f, const char *text, size_t n)
{
    f->src.name = "test.json";
    f->src.text = text;
    f->src.len = (uint32_t)n;
    tyc_diags_init(&f->d, f->a);
    f->status = -1;
    return tyc_parse_json(f->a, &f->src, &f->d, &f->status);
}

static tyc_node *parse(fx *f, const char *text)
{
    return parse_n(f, text, strlen(text));
}

static void check_range(const tyc_node *nd, uint32_t beg, uint32_t end)
{
    assert_int_equal(nd->beg, beg);
    assert_int_equal(nd->end, end);
    assert_true(nd->flags & TYC_NF_JSON);
}

/* Parses text expecting exactly one error diagnostic with these fields. */
static void check_err(fx *f, const char *text, int status, const char *summary,
                      const char *detail, uint32_t beg, uint32_t end)
{
    tyc_node *nd = parse(f, text);
    assert_null(nd);
    assert_int_equal(f->status, status);
    assert_int_equal(f->d.count, 1);
    assert_non_null(f->d.head);
    assert_string_equal(f->d.head->summary, summary);
    assert_string_equal(f->d.head->detail, detail);
    assert_int_equal(f->d.head->code, status);
    assert_ptr_equal(f->d.head->subject.src, &f->src);
    assert_int_equal(f->d.head->subject.beg, beg);
    assert_int_equal(f->d.head->subject.end, end);
}

static const char start_msg[] =
    "A JSON value must start with a brace, a bracket, a number, a string, or a keyword.";

static void test_object(void **state)
{
    fx *f = *state;
    const char *t = " {\"a\": 1, \"b\": [true, false, null], \"a\": \"x\"} ";
    tyc_node *o = parse(f, t);
    assert_non_null(o);
    assert_int_equal(f->status, TYCON_OK);
    assert_int_equal(f->d.count, 0);
    assert_int_equal(o->kind, TYC_N_OBJECT);
    check_range(o, 1, 45);
    assert_int_equal(o->n, 6);
    tyc_node *k = o->kids[0];
    assert_int_equal(k->kind, TYC_N_OBJKEY);
    check_range(k, 2, 5);
    assert_int_equal(k->n, 1);
    assert_int_equal(k->kids[0]->kind, TYC_N_STRING);
    check_range(k->kids[0], 2, 5);
    assert_string_equal(k->kids[0]->text, "a");
    assert_int_equal(k->kids[0]->tlen, 1);
    tyc_node *one = o->kids[1];
    assert_int_equal(one->kind, TYC_N_LITERAL);
    assert_int_equal(one->op, TYC_LIT_NUMBER);
    assert_string_equal(one->text, "1");
    check_range(one, 7, 8);
    tyc_node *arr = o->kids[3];
    assert_int_equal(arr->kind, TYC_N_TUPLE);
    check_range(arr, 15, 34);
    assert_int_equal(arr->n, 3);
    assert_int_equal(arr->kids[0]->op, TYC_LIT_TRUE);
    assert_string_equal(arr->kids[0]->text, "true");
    check_range(arr->kids[0], 16, 20);
    assert_int_equal(arr->kids[1]->op, TYC_LIT_FALSE);
    assert_int_equal(arr->kids[2]->op, TYC_LIT_NULL);
    check_range(arr->kids[2], 29, 33);
    /* duplicate key kept, in order */
    assert_string_equal(o->kids[4]->kids[0]->text, "a");
    check_range(o->kids[4], 36, 39);
    assert_int_equal(o->kids[5]->kind, TYC_N_STRING);
    assert_string_equal(o->kids[5]->text, "x");
    check_range(o->kids[5], 41, 44);
}

static void test_empty_and_scalars(void **state)
{
    fx *f = *state;
    tyc_node *nd = parse(f, "[]");
    assert_non_null(nd);
    assert_int_equal(nd->kind, TYC_N_TUPLE);
    assert_int_equal(nd->n, 0);
    check_range(nd, 0, 2);
    nd = parse(f, "\t{ }\r\n");
    assert_non_null(nd);
    assert_int_equal(nd->kind, TYC_N_OBJECT);
    assert_int_equal(nd->n, 0);
    check_range(nd, 1, 4);
    nd = parse(f, "\"${not_a_template}\"");
    assert_non_null(nd);
    assert_int_equal(nd->kind, TYC_N_STRING);
    assert_string_equal(nd->text, "${not_a_template}");
    nd = parse(f, "null");
    assert_non_null(nd);
    assert_int_equal(nd->op, TYC_LIT_NULL);
    check_range(nd, 0, 4);
}

static void test_numbers(void **state)
{
    fx *f = *state;
    static const char *const good[] = {"0", "-0", "1.50", "-0.5e+10", "1E3", "12345678901234567890123",
                                       "1e-7"};
    for (size_t i = 0; i < sizeof good / sizeof *good; i++) {
        tyc_node *nd = parse(f, good[i]);
        assert_non_null(nd);
        assert_int_equal(nd->kind, TYC_N_LITERAL);
        assert_int_equal(nd->op, TYC_LIT_NUMBER);
        assert_string_equal(nd->text, good[i]);
        assert_int_equal(nd->tlen, strlen(good[i]));
    }
    static const char *const bad[] = {"01", "1.", "+1", ".5", "1e", "-", "1-2", "1.5.6", "-e5"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        check_err(f, bad[i], TYCON_ERR_SYNTAX, "Invalid JSON number",
                  "There is a syntax error in the given JSON number.", 0,
                  (uint32_t)strlen(bad[i]));
    }
    check_err(f, "[1, 2x]", TYCON_ERR_SYNTAX, "Missing attribute seperator comma",
              "A comma must appear between each value in an array.", 7, 7);
}

static void test_strings(void **state)
{
    fx *f = *state;
    tyc_node *nd = parse(f, "\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\"");
    assert_non_null(nd);
    assert_string_equal(nd->text, "a\"b\\c/d\b\f\n\r\t");
    check_range(nd, 0, 22);
    nd = parse(f, "\"caf\\u00e9 caf\xc3\xa9\"");
    assert_non_null(nd);
    assert_string_equal(nd->text, "caf\xc3\xa9 caf\xc3\xa9");
    nd = parse(f, "\"\\ud83d\\ude00\"");
    assert_non_null(nd);
    assert_int_equal(nd->tlen, 4);
    assert_string_equal(nd->text, "\xf0\x9f\x98\x80");
    nd = parse(f, "\"\\ud83d\"");
    assert_string_equal(nd->text, "\xef\xbf\xbd");
    nd = parse(f, "\"\\ud83dx\"");
    assert_string_equal(nd->text, "\xef\xbf\xbdx");
    nd = parse(f, "\"\\ud83d\\u0041\"");
    assert_string_equal(nd->text, "\xef\xbf\xbd" "A");
    nd = parse(f, "\"\\udc00\\ud83d\\ude00\"");
    assert_string_equal(nd->text, "\xef\xbf\xbd\xf0\x9f\x98\x80");
    nd = parse(f, "\"a\\u0000b\"");
    assert_non_null(nd);
    assert_int_equal(nd->tlen, 3);
    assert_memory_equal(nd->text, "a\0b", 4);
    nd = parse(f, "\"e\xcc\x81\""); /* not normalised by the parser */
    assert_int_equal(nd->tlen, 3);
    nd = parse(f, "\"\"");
    assert_non_null(nd);
    assert_int_equal(nd->tlen, 0);
    assert_string_equal(nd->text, "");
}

/* Parses text expecting the diagnostics `want`: "summary beg-end" of each, '|'-separated (hcl's
** parser goes on after a syntax error: a value that failed is a placeholder in its container). */
static void check_errs(fx *f, const char *text, int status, const char *want)
{
    tyc_node *nd = parse(f, text);
    assert_null(nd);
    assert_int_equal(f->status, status);
    char got[512] = "";
    for (const tyc_diag *g = f->d.head; g; g = g->next)
        snprintf(got + strlen(got), sizeof got - strlen(got), "%s%s %u-%u", *got ? "|" : "",
                 g->summary, (unsigned)g->subject.beg, (unsigned)g->subject.end);
    assert_string_equal(got, want);
}

static void test_string_errors(void **state)
{
    fx *f = *state;
    static const char sum[] = "Invalid JSON string";
    static const char det[] = "There is a syntax error in the given JSON string.";
    check_err(f, "\"abc", TYCON_ERR_INCOMPLETE, sum, det, 4, 4);
    assert_ptr_equal(f->d.head->context.src, &f->src);
    assert_int_equal(f->d.head->context.beg, 0);
    assert_int_equal(f->d.head->context.end, 4);
    check_err(f, "\"a\\qb\"", TYCON_ERR_SYNTAX, sum, det, 4, 5);
    check_errs(f, "[\"a\nb\"]", TYCON_ERR_SYNTAX,
               "Invalid JSON string 3-4|Missing attribute seperator comma 7-7");
    check_err(f, "\"\\u12G4\"", TYCON_ERR_SYNTAX, sum, det, 6, 7);
    check_err(f, "\"\\u12", TYCON_ERR_INCOMPLETE, sum, det, 5, 5);
    check_err(f, "\"a\xff" "b\"", TYCON_ERR_SYNTAX, "Invalid character encoding",
              "All input files must be UTF-8 encoded. Ensure that UTF-8 encoding is selected in "
              "your editor.", 2, 3);
    check_errs(f, "[\xc3\xa9]", TYCON_ERR_SYNTAX,
               "Invalid start of value 1-2|Missing attribute seperator comma 2-2");
}

static void test_keywords(void **state)
{
    fx *f = *state;
    static const char sum[] = "Invalid JSON keyword";
    check_err(f, "True", TYCON_ERR_SYNTAX, sum,
              "\"True\" is not a valid JSON keyword. Did you mean \"true\"?", 0, 4);
    check_err(f, "[nul]", TYCON_ERR_SYNTAX, sum,
              "\"nul\" is not a valid JSON keyword. Did you mean \"null\"?", 1, 4);
    check_err(f, "fals_e", TYCON_ERR_SYNTAX, sum,
              "\"fals_e\" is not a valid JSON keyword. Did you mean \"false\"?", 0, 6);
    check_err(f, "foo", TYCON_ERR_SYNTAX, sum, "\"foo\" is not a valid JSON keyword.", 0, 3);
    check_err(f, "NaN", TYCON_ERR_SYNTAX, sum,
              "The JavaScript identifier \"NaN\" cannot be used in JSON.", 0, 3);
    check_err(f, "[undefined]", TYCON_ERR_SYNTAX, sum,
              "The JavaScript identifier \"undefined\" cannot be used in JSON.", 1, 10);
    check_err(f, "-Infinity", TYCON_ERR_SYNTAX, "Invalid JSON number",
              "There is a syntax error in the given JSON number.", 0, 1);
}

static void test_structure_errors(void **state)
{
    fx *f = *state;
    check_err(f, "", TYCON_ERR_INCOMPLETE, "Missing value", "The JSON data ends prematurely.", 0,
              0);
    check_err(f, "  \n", TYCON_ERR_INCOMPLETE, "Missing value", "The JSON data ends prematurely.",
              3, 3);
    check_err(f, "[1,2", TYCON_ERR_INCOMPLETE, "Unclosed object",
              "No closing bracket was found for this JSON array.", 0, 1);
    check_errs(f, "[1,", TYCON_ERR_INCOMPLETE, "Missing value 3-3|Unclosed object 0-1");
    check_err(f, "{\"a\":1", TYCON_ERR_INCOMPLETE, "Unclosed object",
              "No closing brace was found for this JSON object.", 0, 1);
    check_err(f, "{\"a\"", TYCON_ERR_INCOMPLETE, "Missing property value colon",
              "A colon must appear between an object property's name and its value.", 4, 4);
    check_err(f, "[1,]", TYCON_ERR_SYNTAX, "Trailing comma in array",
              "JSON does not permit a trailing comma after the final value in an array.", 2, 3);
    check_err(f, "{\"a\":1,}", TYCON_ERR_SYNTAX, "Trailing comma in object",
              "JSON does not permit a trailing comma after the final property in an object.", 6,
              7);
    check_err(f, "[1 2]", TYCON_ERR_SYNTAX, "Missing attribute seperator comma",
              "A comma must appear between each value in an array.", 5, 5);
    check_errs(f, "[[1 [2] 3], 4]", TYCON_ERR_SYNTAX,
               "Missing attribute seperator comma 8-9|Missing attribute seperator comma 10-11");
    check_err(f, "{\"a\":1 \"b\":2}", TYCON_ERR_SYNTAX, "Missing attribute seperator comma",
              "A comma must appear between each property definition in an object.", 13, 13);
    check_err(f, "{\"a\" 1}", TYCON_ERR_SYNTAX, "Missing property value colon",
              "A colon must appear between an object property's name and its value.", 5, 6);
    check_err(f, "{\"a\"=1}", TYCON_ERR_SYNTAX, "Missing property value colon",
              "JSON uses a colon as its name/value delimiter, not an equals sign.", 4, 5);
    check_err(f, "{\"a\"}", TYCON_ERR_SYNTAX, "Missing object value",
              "A JSON object attribute must have a value, introduced by a colon.", 4, 5);
    check_err(f, "{\"a\", \"b\"}", TYCON_ERR_SYNTAX, "Missing object value",
              "A JSON object attribute must have a value, introduced by a colon.", 4, 5);
    check_err(f, "{1:2}", TYCON_ERR_SYNTAX, "Invalid object property name",
              "A JSON object property name must be a string", 1, 2);
    check_err(f, "{[1]:2}", TYCON_ERR_SYNTAX, "Invalid object property name",
              "A JSON object property name must be a string", 1, 2);
    /* the subject is the token after the wrong closing character (hcl/json) */
    check_err(f, "[1}", TYCON_ERR_SYNTAX, "Mismatched brackets",
              "A JSON array must be closed with a bracket, not a brace.", 3, 3);
    check_err(f, "{\"a\":1]", TYCON_ERR_SYNTAX, "Mismatched braces",
              "A JSON object must be closed with a brace, not a bracket.", 7, 7);
    check_err(f, "[1:2]", TYCON_ERR_SYNTAX, "Invalid array value",
              "A colon is not used to introduce values in a JSON array.", 5, 5);
    check_err(f, "1 2", TYCON_ERR_SYNTAX, "Extraneous data after value",
              "Extra characters appear after the JSON value.", 2, 3);
    check_err(f, "{} \"xy\"", TYCON_ERR_SYNTAX, "Extraneous data after value",
              "Extra characters appear after the JSON value.", 3, 7);
    check_err(f, "@", TYCON_ERR_SYNTAX, "Invalid start of value", start_msg, 0, 1);
    check_err(f, "[,1]", TYCON_ERR_SYNTAX, "Invalid start of value", start_msg, 1, 2);
    check_err(f, "]", TYCON_ERR_SYNTAX, "Missing array element value", start_msg, 0, 1);
    check_err(f, "}", TYCON_ERR_SYNTAX, "Missing JSON value", start_msg, 0, 1);
    check_errs(f, "[1, @ 2]", TYCON_ERR_SYNTAX,
               "Invalid start of value 4-5|Missing attribute seperator comma 5-5");
    check_err(f, "[1 @ 2]", TYCON_ERR_SYNTAX, "Missing attribute seperator comma",
              "A comma must appear between each value in an array.", 4, 4);
}

/* n '[' then n ']' (close = 1) or nothing. */
static char *brackets(size_t n, int close)
{
    char *s = test_malloc(2 * n + 1);
    memset(s, '[', n);
    memset(s + n, ']', close ? n : 0);
    s[close ? 2 * n : n] = 0;
    return s;
}

static void test_depth(void **state)
{
    fx *f = *state;
    char *s = brackets(100000, 0);
    tyc_node *nd = parse(f, s);
    assert_null(nd);
    assert_int_equal(f->status, TYCON_ERR_LIMIT);
    assert_int_equal(f->d.count, 1);
    assert_string_equal(f->d.head->summary, "Nesting too deep");
    assert_string_equal(f->d.head->detail,
                        "JSON arrays and objects may be nested at most 1000 levels deep.");
    assert_int_equal(f->d.head->subject.beg, 1000);
    assert_int_equal(f->d.head->subject.end, 1001);
    test_free(s);

    s = brackets(1000, 1);
    nd = parse(f, s);
    assert_non_null(nd);
    assert_int_equal(f->status, TYCON_OK);
    test_free(s);

    s = brackets(1001, 1);
    nd = parse(f, s);
    assert_null(nd);
    assert_int_equal(f->status, TYCON_ERR_LIMIT);
    test_free(s);

    f->ctx.max_depth = 3;
    assert_non_null(parse(f, "{\"a\":[{}]}"));
    assert_null(parse(f, "{\"a\":[{\"b\":[]}]}"));
    assert_int_equal(f->status, TYCON_ERR_LIMIT);
    assert_int_equal(f->d.head->subject.beg, 11);
    f->ctx.max_depth = 1000;
}

static void test_large(void **state)
{
    fx *f = *state;
    tyc_buf b;
    tyc_buf_init(&b, &f->ctx);
    tyc_buf_addc(&b, '[');
    for (int i = 0; i < 20000; i++) {
        if (i)
            tyc_buf_addc(&b, ',');
        tyc_buf_addf(&b, "{\"id\": %d, \"name\": \"item-%d \\u00e9\", \"tags\": [\"a\", \"b\", "
                         "\"c\"], \"ok\": true, \"v\": null, \"x\": 1.5e3, \"pad\": \"",
                     i, i);
        for (int k = 0; k < 200; k++)
            tyc_buf_addz(&b, "x");
        tyc_buf_addz(&b, "\"}");
    }
    tyc_buf_addc(&b, ']');
    assert_false(tyc_buf_failed(&b));
    size_t n = b.len;
    assert_true(n > 5000000);
    clock_t t0 = clock();
    tyc_node *nd = parse_n(f, b.p, n);
    double ms = (double)(clock() - t0) * 1000.0 / CLOCKS_PER_SEC;
    assert_non_null(nd);
    assert_int_equal(nd->n, 20000);
    assert_int_equal(nd->kids[19999]->n, 14);
    assert_string_equal(nd->kids[7]->kids[3]->text, "item-7 \xc3\xa9");
    check_range(nd, 0, (uint32_t)n);
    printf("# %zu bytes parsed in %.1f ms\n", n, ms);
    assert_true(ms < 1000.0);
    tyc_buf_free(&b);
}

/* An allocator that fails once its budget of allocations is spent. */
static void *budget_alloc(void *ud, void *ptr, size_t old_size, size_t new_size)
{
    long *budget = ud;
    (void)old_size;
    if (new_size == 0) {
        free(ptr);
        return NULL;
    }
    if ((*budget)-- <= 0)
        return NULL;
    return realloc(ptr, new_size);
}

static void test_oom(void **state)
{
    (void)state;
    /* large enough that the arena needs several chunks */
    static const char item[] = "\"x\\n\", "; /* "x\n", plus a space: 7 bytes */
    size_t k = sizeof item - 1, n = 1 + 40000 * k;
    char *text = malloc(n + 1);
    assert_non_null(text);
    text[0] = '[';
    for (size_t i = 0; i < 40000; i++)
        memcpy(text + 1 + i * k, item, k);
    text[n - 2] = ']'; /* replaces the last ", " */
    text[n - 1] = ' ';
    text[n] = 0;
    int saw_nomem = 0, saw_ok = 0;
    for (long limit = 1; limit < 64 && !saw_ok; limit++) {
        long budget = limit;
        tycon_options opt;
        memset(&opt, 0, sizeof opt);
        opt.alloc = budget_alloc;
        opt.alloc_ud = &budget;
        tyc_ctx c;
        tyc_ctx_init(&c, &opt);
        tyc_arena *a = tyc_arena_new(&c);
        if (!a)
            continue;
        tyc_source src = {"oom.json", text, (uint32_t)strlen(text)};
        tyc_diags d;
        tyc_diags_init(&d, a);
        int st = -1;
        tyc_node *nd = tyc_parse_json(a, &src, &d, &st);
        if (nd) {
            assert_int_equal(st, TYCON_OK);
            assert_int_equal(nd->n, 40000);
            saw_ok = 1;
        } else {
            assert_int_equal(st, TYCON_ERR_NOMEM);
            saw_nomem = 1;
        }
        tyc_arena_free(a);
    }
    assert_true(saw_nomem);
    assert_true(saw_ok);
    free(text);
}

/* Columns as hcl's scanners count them: JSON per token (a tab is two columns, a backslash or
** quote one, a combining mark after a quote its own cluster), the anchored "Invalid JSON
** string" range, and the native syntax's per-token clusters. */
static void test_columns(void **state)
{
    fx *f = *state;
    uint32_t l, c, l2, c2;
    const char *t = "{\"z\":\t\"\xcc\x81\", \"\\u00e9\u00e9\"}";
    f->src = (tyc_source){0};
    f->src.text = t;
    f->src.len = (uint32_t)strlen(t);
    f->src.json = 1;
    tyc_source_pos(&f->src, 6, &l, &c); /* after `{"z":` and a tab: 5 + 2 */
    assert_int_equal(c, 8);
    tyc_source_pos(&f->src, 9, &l, &c); /* the quote, then U+0301 on its own */
    assert_int_equal(c, 10);
    tyc_source_pos(&f->src, 21, &l, &c); /* `, "` then `\u00e9` as 6 columns and `é` as one */
    assert_int_equal(c, 21);
    f->src.json = 0; /* native: line-wide clusters unless a token starts inside one */
    f->src.memo.valid = 0;
    tyc_source_pos(&f->src, 9, &l, &c);
    assert_int_equal(c, 8);
    tyc_source_break(f->a, &f->src, 7);
    f->src.memo.valid = 0;
    tyc_source_pos(&f->src, 9, &l, &c);
    assert_int_equal(c, 9);
    /* an invalid escape: the token's column plus the byte offset, one column long */
    tyc_node *nd = parse(f, "{\"\xc3\xa9\\u00\": 1}");
    assert_null(nd);
    tyc_range_pos(&f->d.head->subject, &l, &c, &l2, &c2);
    assert_int_equal(f->d.head->subject.anchor1, 2);
    assert_int_equal(c, 2 + (f->d.head->subject.beg - 1));
    assert_int_equal(l2, l);
    assert_int_equal(c2, c + 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_object, setup, teardown),
        cmocka_unit_test_setup_teardown(test_empty_and_scalars, setup, teardown),
        cmocka_unit_test_setup_teardown(test_numbers, setup, teardown),
        cmocka_unit_test_setup_teardown(test_strings, setup, teardown),
        cmocka_unit_test_setup_teardown(test_string_errors, setup, teardown),
        cmocka_unit_test_setup_teardown(test_keywords, setup, teardown),
        cmocka_unit_test_setup_teardown(test_structure_errors, setup, teardown),
        cmocka_unit_test_setup_teardown(test_depth, setup, teardown),
        cmocka_unit_test_setup_teardown(test_large, setup, teardown),
        cmocka_unit_test_setup_teardown(test_columns, setup, teardown),
        cmocka_unit_test(test_oom),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
