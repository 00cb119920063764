/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_diff.c: the "Module diff" section of tycon.h (issue 26) through the public header
** only: a diff of tests/diff/types (TYC_TEST_DATA): counts, the required bump, change
** records with witnesses and locations, renderings with their lengths, load errors, misuse.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "tycon.h"

static char paths[2][1024];

static tycon_diff *run(tycon_ctx *ctx, const char *cas)
{
    const char *base = getenv("TYC_TEST_DATA");
    snprintf(paths[0], sizeof paths[0], "%s/diff/%s/old", base ? base : "tests", cas);
    snprintf(paths[1], sizeof paths[1], "%s/diff/%s/new", base ? base : "tests", cas);
    tycon_diff_options o;
    tycon_diff_options_init(&o);
    o.old_dir = paths[0];
    o.new_dir = paths[1];
    o.old_label = "v1";
    o.new_label = "v2";
    o.old_loc = "";
    o.new_loc = "m";
    tycon_diff *d = NULL;
    assert_int_equal(tycon_diff_run(ctx, &o, &d), TYCON_OK);
    assert_non_null(d);
    return d;
}

static void test_types(void **state)
{
    (void)state;
    tycon_ctx *ctx = tycon_ctx_new(NULL);
    tycon_diff *d = run(ctx, "types");
    assert_int_equal(tycon_diff_error_count(d), 0);
    assert_int_equal(tycon_diff_change_count(d), 12);
    assert_int_equal(tycon_diff_breaking_count(d), 5);
    assert_string_equal(tycon_diff_required_bump(d), "major");
    const tycon_diff_change *c = tycon_diff_change_at(d, 3);
    assert_string_equal(c->address, "var.name");
    assert_string_equal(c->kind, "type-narrowed");
    assert_int_equal(c->category, TYCON_DIFF_BREAKING);
    assert_string_equal(c->witness, "\"x\"");
    assert_string_equal(c->file, "main.tf");
    assert_int_equal(c->new_side, 1);
    assert_int_equal(c->line, 5);
    assert_int_equal(c->column, 10);
    assert_null(tycon_diff_change_at(d, 12));
    const char *text = NULL;
    size_t len = 0;
    assert_int_equal(tycon_diff_render(d, TYCON_DIFF_COMPACT, &text, &len), TYCON_OK);
    assert_int_equal(strlen(text), len);
    assert_true(strstr(text, "m/main.tf:5:10: breaking: var.name: type string -> number") != NULL);
    assert_int_equal(tycon_diff_render(d, TYCON_DIFF_JSON, &text, NULL), TYCON_OK);
    static const char head[] = "{\"format_version\":\"1.0\",\"old\":\"v1\",\"new\":\"v2\","
                               "\"required_bump\":\"major\"";
    assert_true(strncmp(text, head, sizeof head - 1) == 0);
    tycon_diff_free(d);
    tycon_ctx_free(ctx);
}

static void test_none_and_errors(void **state)
{
    (void)state;
    tycon_ctx *ctx = tycon_ctx_new(NULL);
    tycon_diff *d = run(ctx, "none");
    assert_int_equal(tycon_diff_change_count(d), 0);
    assert_string_equal(tycon_diff_required_bump(d), "none");
    tycon_diff_free(d);
    d = run(ctx, "additions");
    assert_string_equal(tycon_diff_required_bump(d), "minor");
    assert_int_equal(tycon_diff_breaking_count(d), 0);
    tycon_diff_free(d);
    d = run(ctx, "broken");
    assert_int_equal(tycon_diff_error_count(d), 1);
    assert_int_equal(tycon_diff_change_count(d), 0);
    const char *text = NULL;
    assert_int_equal(tycon_diff_render(d, TYCON_DIFF_TEXT, &text, NULL), TYCON_OK);
    assert_true(strstr(text, "Invalid type specification") != NULL);
    tycon_diff_free(d);
    tycon_ctx_free(ctx);
}

static void test_misuse(void **state)
{
    (void)state;
    tycon_ctx *ctx = tycon_ctx_new(NULL);
    tycon_diff_options o;
    tycon_diff_options_init(&o);
    tycon_diff *d = (tycon_diff *)&o;
    assert_int_equal(tycon_diff_run(ctx, &o, &d), TYCON_ERR_MISUSE);
    assert_int_equal(tycon_diff_run(NULL, &o, &d), TYCON_ERR_MISUSE);
    assert_int_equal(tycon_diff_run(ctx, NULL, &d), TYCON_ERR_MISUSE);
    assert_int_equal(tycon_diff_change_count(NULL), 0);
    assert_null(tycon_diff_change_at(NULL, 0));
    assert_string_equal(tycon_diff_required_bump(NULL), "none");
    const char *text;
    assert_int_equal(tycon_diff_render(NULL, TYCON_DIFF_TEXT, &text, NULL), TYCON_ERR_MISUSE);
    tycon_diff_free(NULL);
    tycon_diff_options_init(NULL);
    tycon_ctx_free(ctx);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_types),
        cmocka_unit_test(test_none_and_errors),
        cmocka_unit_test(test_misuse),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
