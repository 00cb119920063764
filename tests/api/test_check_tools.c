/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_check_tools.c: the "Module checking for tools" section of tycon.h (issue 15) through
** the public header only: structured diagnostics of a check result in display order with
** openable file paths, renderings that carry their length past NUL bytes, partial checks,
** -compact-warnings, the lengths of console texts, and misuse. Modules: tests/cli/fixtures (TYC_TEST_DATA).
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

static char fixture[1024];

static const char *fx(const char *rel)
{
    const char *base = getenv("TYC_TEST_DATA");
    snprintf(fixture, sizeof fixture, "%s/cli/fixtures/%s", base ? base : "tests", rel);
    return fixture;
}

static tycon_check *run(tycon_ctx *ctx, const char *dir, const tycon_check_source *src, size_t n,
                        unsigned flags)
{
    tycon_check_options o;
    tycon_check_options_init(&o);
    o.dir = dir;
    o.sources = src;
    o.nsources = n;
    o.flags = flags;
    tycon_check *c = NULL;
    assert_int_equal(tycon_check_run(ctx, &o, &c), TYCON_OK);
    return c;
}

static void test_structured(void **state)
{
    (void)state;
    tycon_ctx *ctx = tycon_ctx_new(NULL);
    char dir[1024], vf[1024];
    snprintf(dir, sizeof dir, "%s", fx("mod"));
    snprintf(vf, sizeof vf, "%s", fx("mod/envs/prod.tfvars"));
    tycon_check_source src[] = {{1, vf}};
    tycon_check *c = run(ctx, dir, src, 1, 0);
    assert_int_equal(tycon_check_sorted_diag_count(c), 3);
    assert_int_equal(tycon_check_error_count(c), 2);
    /* display order: the warning first, then errors by file and position */
    const tycon_diag *d = tycon_check_sorted_diag_at(c, 0);
    assert_non_null(d);
    assert_int_equal(d->severity, TYCON_SEV_WARNING);
    assert_string_equal(d->summary, "Value for undeclared variable");
    assert_true(d->has_subject);
    assert_string_equal(d->subject.filename, "terraform.tfvars");
    assert_int_equal(d->subject.start.line, 2);
    assert_int_equal(d->subject.start.column, 1); /* the name `sise` */
    assert_int_equal(d->subject.end.column, 5);
    char want[1100];
    snprintf(want, sizeof want, "%s/terraform.tfvars", dir);
    assert_string_equal(tycon_check_sorted_diag_file(c, 0), want);
    d = tycon_check_sorted_diag_at(c, 1);
    assert_int_equal(d->severity, TYCON_SEV_ERROR);
    assert_string_equal(d->summary, "Invalid value for variable");
    assert_int_equal(d->subject.start.line, 1);
    /* a -var-file is openable as given (the same pointer's text) */
    assert_string_equal(tycon_check_sorted_diag_file(c, 1), vf);
    d = tycon_check_sorted_diag_at(c, 2);
    assert_string_equal(d->detail, "The given value is not suitable for var.size declared at "
                                   "main.tf:17,1-16: a number is required.");
    assert_int_equal(d->subject.start.line, 2);
    assert_int_equal(d->subject.end.column, 23);
    assert_null(tycon_check_sorted_diag_at(c, 3));
    assert_null(tycon_check_sorted_diag_file(c, 3));
    tycon_check_free(c);
    /* no subject: no file */
    c = run(ctx, fx("empty"), NULL, 0, 0);
    assert_int_equal(tycon_check_sorted_diag_count(c), 1);
    assert_false(tycon_check_sorted_diag_at(c, 0)->has_subject);
    assert_null(tycon_check_sorted_diag_file(c, 0));
    assert_string_equal(tycon_check_sorted_diag_at(c, 0)->summary, "No configuration files");
    tycon_check_free(c);
    tycon_ctx_free(ctx);
}

static void test_render_len(void **state)
{
    (void)state;
    tycon_ctx *ctx = tycon_ctx_new(NULL);
    char dir[1024], vf[1024];
    snprintf(dir, sizeof dir, "%s", fx("mod"));
    snprintf(vf, sizeof vf, "%s", fx("bin/nul.tfvars"));
    tycon_check_source src[] = {{1, vf}};
    tycon_check *c = run(ctx, dir, src, 1, 0);
    const char *out, *err;
    size_t ol, el;
    assert_int_equal(tycon_check_render_len(c, TYCON_CHECK_PLAIN, 0, 0, &out, &ol, &err, &el),
                     TYCON_OK);
    /* the snippet holds the file's NUL byte; the text goes on after it */
    const char *nul = memchr(err, 0, el);
    assert_non_null(nul);
    assert_true(el > (size_t)(nul - err) + 1);
    assert_non_null(strstr(nul + 1, "This character is not used within the language."));
    assert_int_equal(err[el], 0);
    tycon_check_free(c);
    /* diagnostics of a single call on the context */
    tycon_arena *a = tycon_arena_new(ctx);
    const tycon_value *v;
    assert_int_equal(tycon_value_parse(ctx, a, "\"a\0b\" + ", 9, "x.tfvars", 0, &v),
                     TYCON_ERR_SYNTAX);
    assert_true(tycon_diag_count(ctx) > 0);
    const char *r;
    size_t rl;
    assert_int_equal(tycon_diag_render_len(ctx, a, tycon_diag_at(ctx, 0), TYCON_DIAG_PLAIN, 0,
                                           &r, &rl),
                     TYCON_OK);
    assert_true(rl > strlen(r)); /* the snippet line "a\0b" */
    assert_int_equal(tycon_diag_render_len(ctx, a, NULL, TYCON_DIAG_PLAIN, 0, &r, &rl),
                     TYCON_ERR_MISUSE);
    tycon_arena_free(a);
    tycon_ctx_free(ctx);
}

static void test_partial_compact(void **state)
{
    (void)state;
    tycon_ctx *ctx = tycon_ctx_new(NULL);
    tycon_check *c = run(ctx, fx("tree/app"), NULL, 0, 0);
    assert_int_equal(tycon_check_error_count(c), 1);
    tycon_check_free(c);
    /* a required variable without a value: an error, unless partial */
    char dir[1024];
    snprintf(dir, sizeof dir, "%s", fx("tree/net"));
    tycon_check_source none[] = {{0, "cidr=10.0.0.0/8"}};
    c = run(ctx, dir, none, 1, 0);
    assert_int_equal(tycon_check_error_count(c), 0);
    tycon_check_free(c);
    c = run(ctx, fx("layered"), NULL, 0, 0);
    assert_int_equal(tycon_check_error_count(c), 1); /* region is required */
    tycon_check_free(c);
    c = run(ctx, fx("layered"), NULL, 0, TYCON_CHECK_PARTIAL);
    assert_int_equal(tycon_check_error_count(c), 0);
    assert_int_equal(tycon_check_warning_count(c), 1);
    const char *out, *err;
    size_t ol, el;
    assert_int_equal(tycon_check_render_len(c, TYCON_CHECK_PLAIN, 0,
                                            TYCON_RENDER_COMPACT_WARNINGS, &out, &ol, &err, &el),
                     TYCON_OK);
    assert_int_equal(el, 0);
    assert_non_null(strstr(out, "- Value for undeclared variable\n  on terraform.tfvars line 2\n"));
    assert_null(strstr(out, "Did you mean")); /* compact: summaries only */
    assert_int_equal(tycon_check_render_len(c, (tycon_check_format)9, 0, 0, &out, &ol, &err, &el),
                     TYCON_ERR_MISUSE);
    tycon_check_free(c);
    assert_int_equal(tycon_check_sorted_diag_count(NULL), 0);
    assert_null(tycon_check_sorted_diag_at(NULL, 0));
    assert_null(tycon_check_sorted_diag_file(NULL, 0));
    tycon_ctx_free(ctx);
}

static void test_console_lengths(void **state)
{
    (void)state;
    tycon_ctx *ctx = tycon_ctx_new(NULL);
    char dir[1024], vf[1024];
    snprintf(dir, sizeof dir, "%s", fx("mod"));
    snprintf(vf, sizeof vf, "%s", fx("bin/nul.tfvars"));
    tycon_console_var vars[] = {{1, vf}};
    tycon_console_options o = {0};
    o.dir = dir;
    o.vars = vars;
    o.nvars = 1;
    tycon_console *con = NULL;
    const char *out, *err, *late;
    assert_int_equal(tycon_console_new(ctx, &o, &con, &out, &err, &late), TYCON_OK);
    size_t ol = 9, el = 9, ll = 9;
    tycon_console_lengths(con, &ol, &el, &ll);
    assert_int_equal(ol, strlen(out));
    assert_true(el > strlen(err)); /* the snippet's NUL byte */
    assert_non_null(strstr(err + strlen(err) + 1, "This character is not used"));
    assert_int_equal(ll, strlen(late));
    assert_true(ll > 0);
    assert_int_equal(tycon_console_eval(con, "1 + 1", 5, &out, &err), TYCON_OK);
    tycon_console_lengths(con, &ol, &el, &ll);
    assert_int_equal(ol, 1);
    assert_int_equal(el, 0);
    assert_int_equal(ll, 0);
    tycon_console_lengths(NULL, &ol, NULL, NULL);
    assert_int_equal(ol, 0);
    tycon_console_free(con);
    tycon_ctx_free(ctx);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_structured),
        cmocka_unit_test(test_render_len),
        cmocka_unit_test(test_partial_compact),
        cmocka_unit_test(test_console_lengths),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
