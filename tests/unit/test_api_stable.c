/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_api_stable.c: TYCON_SOURCE_STABLE (the input used in place) gives the same values
** and diagnostics as the default (copied input), for native and JSON syntax.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "tycon.h"

/* Console form of src parsed with flags, or "ERR: summary: detail". */
static const char *parse(tycon_ctx *ctx, tycon_arena *a, const char *src, unsigned flags)
{
    const tycon_value *v = NULL;
    if (tycon_value_parse(ctx, a, src, strlen(src), "<v>", flags, &v) == TYCON_OK)
        return tycon_value_console(ctx, a, v);
    const tycon_diag *g = tycon_diag_at(ctx, 0);
    static char buf[512];
    snprintf(buf, sizeof buf, "ERR: %s: %s @%zu", g->summary, g->detail, g->subject.start.byte);
    return buf;
}

static void same(const char *src, unsigned syntax, const char *want)
{
    tycon_ctx *ctx = tycon_ctx_new(NULL);
    tycon_arena *a = tycon_arena_new(ctx);
    char copied[512];
    snprintf(copied, sizeof copied, "%s", parse(ctx, a, src, syntax));
    assert_string_equal(copied, want);
    assert_string_equal(parse(ctx, a, src, syntax | TYCON_SOURCE_STABLE), want);
    tycon_arena_free(a);
    tycon_ctx_free(ctx);
}

static void t_stable(void **state)
{
    (void)state;
    same("{ a = [1, \"x\"], b = -2.5 }", TYCON_SYNTAX_HCL,
         "{\n  \"a\" = [\n    1,\n    \"x\",\n  ]\n  \"b\" = -2.5\n}");
    same("{\"k\": [true, null, \"caf\\u00e9\"]}", TYCON_SYNTAX_JSON,
         "{\n  \"k\" = [\n    true,\n    null,\n    \"café\",\n  ]\n}");
    same("[1, foo]", TYCON_SYNTAX_HCL, "ERR: Variables not allowed: Variables may not be used here. @4");
    same("{\"a\": 1,}", TYCON_SYNTAX_JSON,
         "ERR: Trailing comma in object: JSON does not permit a trailing comma after the final "
         "property in an object. @7");
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(t_stable)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
