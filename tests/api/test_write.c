/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_write.c: streamed renderings (tycon_value_console_write, tycon_value_json_write)
** give exactly the texts of tycon_value_console / tycon_value_json, in bounded pieces; a
** sink can stop them; JSON that cannot be encoded writes nothing.
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

/* A sink collecting what it receives; stops after `stop_after` calls when that is > 0. */
typedef struct sink {
    char *p;
    size_t len, calls, biggest;
    size_t stop_after;
} sink;

static int collect(void *ud, const char *data, size_t len)
{
    sink *s = ud;
    s->p = realloc(s->p, s->len + len + 1);
    assert_non_null(s->p);
    memcpy(s->p + s->len, data, len);
    s->len += len;
    s->p[s->len] = 0;
    s->calls++;
    if (len > s->biggest)
        s->biggest = len;
    return s->stop_after && s->calls >= s->stop_after;
}

typedef struct fixture {
    tycon_ctx *ctx;
    tycon_arena *a;
    const tycon_value *v;
} fixture;

/* Parses src (HCL) into f; the value must parse. */
static void setup_value(fixture *f, const char *src, unsigned flags)
{
    f->ctx = tycon_ctx_new(NULL);
    f->a = tycon_arena_new(f->ctx);
    f->v = NULL;
    assert_int_equal(tycon_value_parse(f->ctx, f->a, src, strlen(src), "<v>", flags, &f->v),
                     TYCON_OK);
}

static void teardown_value(fixture *f)
{
    tycon_arena_free(f->a);
    tycon_ctx_free(f->ctx);
}

/* A list of n objects, each with a multi-line string (heredoc in console form). */
static char *big_source(int n)
{
    size_t cap = (size_t)n * 96 + 16, len = 0;
    char *s = malloc(cap);
    assert_non_null(s);
    len += (size_t)snprintf(s + len, cap - len, "[");
    for (int i = 0; i < n; i++)
        len += (size_t)snprintf(s + len, cap - len,
                                "{ id = %d, name = \"n%d\", text = \"a\\nb%d\", ok = %s },", i, i,
                                i, i % 2 ? "true" : "false");
    snprintf(s + len, cap - len, "]");
    return s;
}

static void t_console_same_text(void **state)
{
    (void)state;
    char *src = big_source(3000);
    fixture f;
    setup_value(&f, src, TYCON_SYNTAX_HCL);
    const char *whole = tycon_value_console(f.ctx, f.a, f.v);
    assert_non_null(whole);
    sink s = {0};
    assert_int_equal(tycon_value_console_write(f.ctx, f.v, collect, &s), TYCON_OK);
    assert_string_equal(s.p, whole);
    assert_int_equal(s.len, strlen(whole));
    assert_true(s.calls > 10);
    assert_true(s.biggest <= 16384);
    free(s.p);
    teardown_value(&f);
    free(src);
}

static void t_json_same_text(void **state)
{
    (void)state;
    char *src = big_source(3000);
    fixture f;
    setup_value(&f, src, TYCON_SYNTAX_HCL);
    const char *whole = tycon_value_json(f.ctx, f.a, f.v, tycon_value_type(f.v));
    assert_non_null(whole);
    sink s = {0};
    assert_int_equal(
        tycon_value_json_write(f.ctx, f.a, f.v, tycon_value_type(f.v), collect, &s), TYCON_OK);
    assert_string_equal(s.p, whole);
    assert_true(s.calls > 5);
    free(s.p);
    teardown_value(&f);
    free(src);
}

static void t_small_values(void **state)
{
    (void)state;
    fixture f;
    setup_value(&f, "{ b = [1, 2.5], a = \"x\" }", TYCON_SYNTAX_HCL);
    sink s = {0};
    assert_int_equal(tycon_value_console_write(f.ctx, f.v, collect, &s), TYCON_OK);
    assert_string_equal(s.p, "{\n  \"a\" = \"x\"\n  \"b\" = [\n    1,\n    2.5,\n  ]\n}");
    assert_int_equal(s.calls, 1);
    free(s.p);
    sink j = {0};
    const tycon_type *t = NULL;
    assert_int_equal(tycon_type_parse(f.ctx, f.a, "map(list(string))", 17, "<t>",
                                      TYCON_TYPE_VARIABLE, &t, NULL),
                     TYCON_OK);
    /* converted on the way: a is not a list, so the conversion fails and nothing is written */
    assert_int_equal(tycon_value_json_write(f.ctx, f.a, f.v, t, collect, &j), TYCON_ERR_CONVERT);
    assert_int_equal(j.calls, 0);
    assert_string_equal(tycon_diag_at(f.ctx, 0)->summary, "Cannot encode value");
    free(j.p);
    teardown_value(&f);
}

static void t_sink_stops(void **state)
{
    (void)state;
    char *src = big_source(3000);
    fixture f;
    setup_value(&f, src, TYCON_SYNTAX_HCL);
    sink s = {0};
    s.stop_after = 2;
    assert_int_equal(tycon_value_console_write(f.ctx, f.v, collect, &s), TYCON_ERR_IO);
    assert_int_equal(s.calls, 2);
    sink j = {0};
    j.stop_after = 1;
    assert_int_equal(
        tycon_value_json_write(f.ctx, f.a, f.v, tycon_value_type(f.v), collect, &j), TYCON_ERR_IO);
    assert_int_equal(j.calls, 1);
    free(s.p);
    free(j.p);
    teardown_value(&f);
    free(src);
}

static void t_json_cannot_encode(void **state)
{
    (void)state;
    fixture f;
    setup_value(&f, "[\"a long prefix that would be written first\", 1/0]", TYCON_SYNTAX_HCL);
    sink s = {0};
    assert_int_equal(
        tycon_value_json_write(f.ctx, f.a, f.v, tycon_value_type(f.v), collect, &s),
        TYCON_ERR_CONVERT);
    assert_int_equal(s.calls, 0);
    assert_string_equal(tycon_diag_at(f.ctx, 0)->detail, "cannot serialize infinity as JSON");
    teardown_value(&f);
    setup_value(&f, "{ a = 1, b = [2, unknown] }", TYCON_SYNTAX_HCL | TYCON_SCOPE_UNKNOWN);
    assert_int_equal(
        tycon_value_json_write(f.ctx, f.a, f.v, tycon_value_type(f.v), collect, &s),
        TYCON_ERR_CONVERT);
    assert_int_equal(s.calls, 0);
    assert_string_equal(tycon_diag_at(f.ctx, 0)->detail, "value is not known");
    teardown_value(&f);
}

static void t_misuse(void **state)
{
    (void)state;
    fixture f;
    setup_value(&f, "1", TYCON_SYNTAX_HCL);
    sink s = {0};
    assert_int_equal(tycon_value_console_write(f.ctx, f.v, NULL, &s), TYCON_ERR_MISUSE);
    assert_int_equal(tycon_value_console_write(NULL, f.v, collect, &s), TYCON_ERR_MISUSE);
    assert_int_equal(tycon_value_json_write(f.ctx, NULL, f.v, tycon_value_type(f.v), collect, &s),
                     TYCON_ERR_MISUSE);
    assert_int_equal(s.calls, 0);
    teardown_value(&f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(t_console_same_text), cmocka_unit_test(t_json_same_text),
        cmocka_unit_test(t_small_values),      cmocka_unit_test(t_sink_stops),
        cmocka_unit_test(t_json_cannot_encode), cmocka_unit_test(t_misuse),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
