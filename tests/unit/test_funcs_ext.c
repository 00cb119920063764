/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_funcs_ext.c: the functions whose results differ on every call (timestamp, uuid,
** bcrypt, plantimestamp), tested by their properties: formats, bcrypt hashes verified with
** crypt(3), and unknown results in a PureOnly scope (validation during plan).
*/
#define _GNU_SOURCE
#include <crypt.h>
#include <regex.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "interp/eval/eval.h"
#include "interp/funcs/funcs.h"
#include "interp/syntax/parse.h"

/* Evaluates expr (pure_only as given) into out: the string value, "<unknown>" for an
** unknown string, or "ERR summary | detail". */
static void eval(const char *expr, int pure, char *out, size_t cap)
{
    tyc_ctx ctx;
    tyc_ctx_init(&ctx, NULL);
    tyc_arena *a = tyc_arena_new(&ctx);
    tyc_diags d;
    tyc_diags_init(&d, a);
    tyc_source src = {"<test>", expr, (uint32_t)strlen(expr), NULL, NULL};
    int st = 0;
    tyc_node *n = tyc_parse_expr(a, &src, &d, &st);
    assert_non_null(n);
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, a, &d, &src);
    ec.funcs = tyc_funcs_all(&ec.nfuncs);
    ec.pure_only = (uint8_t)pure;
    const tyc_value *v = tyc_eval(&ec, n);
    if (!v || d.nerrors)
        snprintf(out, cap, "ERR %s | %s", d.head->summary, d.head->detail);
    else if (tyc_v_is_unknown(v))
        snprintf(out, cap, "<unknown %s>", v->type->kind == TYC_STRING ? "string" : "other");
    else if (v->type->kind == TYC_STRING)
        snprintf(out, cap, "%.*s", (int)v->n, v->u.s);
    else
        snprintf(out, cap, "<not a string>");
    tyc_arena_free(a);
}

static int matches(const char *pattern, const char *s)
{
    regex_t re;
    assert_int_equal(regcomp(&re, pattern, REG_EXTENDED | REG_NOSUB), 0);
    int ok = regexec(&re, s, 0, NULL, 0) == 0;
    regfree(&re);
    return ok;
}

static void test_timestamp(void **state)
{
    (void)state;
    char out[256];
    time_t before = time(NULL);
    eval("timestamp()", 0, out, sizeof out);
    time_t after = time(NULL);
    assert_true(matches("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$", out));
    struct tm tm = {0};
    assert_non_null(strptime(out, "%Y-%m-%dT%H:%M:%SZ", &tm));
    time_t t = timegm(&tm);
    /* time() may read a coarse clock a few milliseconds behind the one timestamp() reads */
    assert_true(t >= before - 1 && t <= after + 1);
    eval("plantimestamp()", 0, out, sizeof out);
    assert_true(matches("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$", out));
    eval("timestamp()", 1, out, sizeof out);
    assert_string_equal(out, "<unknown string>");
    /* plantimestamp is known during plan */
    eval("plantimestamp()", 1, out, sizeof out);
    assert_true(matches("^[0-9]{4}-", out));
    /* cty: an unknown argument gives an unknown of the function's return type */
    eval("timeadd(timestamp(), \"1h\")", 1, out, sizeof out);
    assert_string_equal(out, "<unknown string>");
}

static void test_uuid(void **state)
{
    (void)state;
    char a[256], b[256];
    eval("uuid()", 0, a, sizeof a);
    eval("uuid()", 0, b, sizeof b);
    /* hashicorp/go-uuid: 128 random bits, 8-4-4-4-12 lowercase hex (no version bits set) */
    const char *pat = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";
    assert_true(matches(pat, a));
    assert_true(matches(pat, b));
    assert_string_not_equal(a, b);
    eval("uuid()", 1, a, sizeof a);
    assert_string_equal(a, "<unknown string>");
    eval("uuidv5(\"dns\", \"www.terraform.io\")", 1, a, sizeof a);
    assert_string_equal(a, "a5008fae-b28c-5ba5-96cd-82b4c53552d6");
}

static void test_bcrypt(void **state)
{
    (void)state;
    char h[256];
    struct crypt_data cd;
    eval("bcrypt(\"hello world\")", 0, h, sizeof h);
    assert_true(matches("^\\$2a\\$10\\$[./A-Za-z0-9]{53}$", h));
    memset(&cd, 0, sizeof cd);
    const char *r = crypt_r("hello world", h, &cd);
    assert_non_null(r);
    assert_string_equal(r, h);
    memset(&cd, 0, sizeof cd);
    r = crypt_r("hello worlD", h, &cd);
    assert_true(r == NULL || strcmp(r, h) != 0);
    eval("bcrypt(\"x\", 4)", 0, h, sizeof h);
    assert_true(matches("^\\$2a\\$04\\$", h));
    eval("bcrypt(\"x\", 3)", 0, h, sizeof h); /* below the minimum: Go's default cost */
    assert_true(matches("^\\$2a\\$10\\$", h));
    eval("bcrypt(\"x\")", 1, h, sizeof h);
    assert_string_equal(h, "<unknown string>");
    eval("bcrypt(\"x\", 32)", 0, h, sizeof h);
    assert_string_equal(h, "ERR Error in function call | Call to function \"bcrypt\" failed: "
                           "error occured generating password crypto/bcrypt: cost 32 is "
                           "outside allowed range (4,31).");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_timestamp),
        cmocka_unit_test(test_uuid),
        cmocka_unit_test(test_bcrypt),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
