/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_console_cont.c: the incremental continuation scanner (tycon_console_scanner) gives,
** line by line, the answer of the whole-entry test (tycon_console_continues) for every prefix.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "tycon.h"

static const char *const entries[] = {
    "[\n1,\n2\n]",
    "{\n  a = \"x\n  b = [\n\n",
    "<<EOT\nhello ${\nvar.x\n}\nEOT",
    "<<-EOT\n  a\n  %{ if true }\n  b\n  %{ endif }\n  EOT\n",
    "f(\n/* a comment\n ) ] } \n*/\n1)",
    "\"abc\\\n${[\n1]}\"\n",
    "[for x in [1] :\n# (\nx]",
    "(((\n)))\n)",
    "<<A\n<<B\nB\nA\n",
    "\"${\"${\n1}\"}\"\n[\n",
    "x /*\n*/ [\n\n",
};

static void t_prefixes(void **state)
{
    (void)state;
    tycon_ctx *ctx = tycon_ctx_new(NULL);
    tycon_console_scanner *sc = tycon_console_scanner_new(ctx);
    assert_non_null(sc);
    for (size_t i = 0; i < sizeof entries / sizeof entries[0]; i++) {
        const char *e = entries[i];
        size_t n = strlen(e);
        tycon_console_scanner_reset(sc);
        for (size_t k = 0; k <= n; k++) { /* at every line end, and at the end */
            if (k < n && e[k] != '\n')
                continue;
            int want = tycon_console_continues(e, k);
            int got = tycon_console_scanner_continues(sc, e, k);
            if (want != got)
                fail_msg("entry %zu, prefix %zu: incremental %d, whole %d", i, k, got, want);
        }
    }
    /* exact answers for a few */
    tycon_console_scanner_reset(sc);
    assert_int_equal(tycon_console_scanner_continues(sc, "[", 1), 1);
    assert_int_equal(tycon_console_scanner_continues(sc, "[\n1", 3), 1);
    assert_int_equal(tycon_console_scanner_continues(sc, "[\n1\n]", 5), 0);
    assert_int_equal(tycon_console_scanner_continues(sc, "x", 1), 0); /* shorter: starts over */
    tycon_console_scanner_free(sc);
    tycon_ctx_free(ctx);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(t_prefixes)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
