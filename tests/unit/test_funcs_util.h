/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_funcs_util.h: evaluates an expression with the full function table and renders the
** result as the console does, or its first error as "summary | detail".
*/
#ifndef TEST_FUNCS_UTIL_H
#define TEST_FUNCS_UTIL_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "interp/eval/eval.h"
#include "interp/funcs/funcs.h"
#include "interp/syntax/parse.h"
#include "runtime/render/render.h"

static const tyc_value *fx_lookup(void *ud, tyc_evalctx *ec, tyc_str name, uint32_t beg,
                                  uint32_t end)
{
    (void)ud;
    if (tyc_str_eqz(name, "unknown"))
        return &tyc_v_dynval;
    tyc_diag_add(ec->diags, TYC_SEV_ERROR, TYCON_ERR_EVAL, ec->src, beg, end, "Unknown variable",
                 "There is no variable named %.*s.", (int)name.len, name.p);
    return NULL;
}

/* Evaluates expr; returns a static buffer with the rendering or the error. */
static const char *run(const char *expr)
{
    static char out[8192];
    tyc_ctx ctx;
    tyc_ctx_init(&ctx, NULL);
    tyc_arena *a = tyc_arena_new(&ctx);
    tyc_diags d;
    tyc_diags_init(&d, a);
    tyc_source src = {"<console>", expr, (uint32_t)strlen(expr), NULL};
    int st = 0;
    tyc_node *n = tyc_parse_expr(a, &src, &d, &st);
    if (!n) {
        snprintf(out, sizeof out, "PARSE: %s", d.head ? d.head->summary : "?");
        tyc_arena_free(a);
        return out;
    }
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, a, &d, &src);
    ec.funcs = tyc_funcs_all(&ec.nfuncs);
    ec.lookup = fx_lookup;
    const tyc_value *v = tyc_eval(&ec, n);
    if (!v || d.nerrors) {
        const tyc_diag *g = d.head;
        snprintf(out, sizeof out, "%s | %s", g ? g->summary : "?", g && g->detail ? g->detail : "");
    } else {
        tyc_buf b;
        tyc_buf_init(&b, &ctx);
        tyc_render_console(&b, v, 0);
        snprintf(out, sizeof out, "%s", tyc_buf_cstr(&b));
        tyc_buf_free(&b);
    }
    tyc_arena_free(a);
    return out;
}

typedef struct tcase {
    const char *expr, *want;
} tcase;

static void run_cases(const tcase *c, size_t n)
{
    int bad = 0;
    for (size_t i = 0; i < n; i++) {
        const char *got = run(c[i].expr);
        if (strcmp(got, c[i].want) != 0) {
            print_error("%s\n  want: %s\n  got:  %s\n", c[i].expr, c[i].want, got);
            bad++;
        }
    }
    assert_int_equal(bad, 0);
}

#define RUN(cases) run_cases(cases, sizeof cases / sizeof cases[0])

#endif
