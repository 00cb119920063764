/* SPDX-License-Identifier: Apache-2.0 */
/*
** fixture_util.h: the per-test cmocka fixture shared by several unit tests: a context, an
** arena and a diagnostics list, fresh for every test (*state is the fixture).
*/
#ifndef TYC_TEST_FIXTURE_UTIL_H
#define TYC_TEST_FIXTURE_UTIL_H

#include "runtime/diag/diag.h"

typedef struct fixture {
    tyc_ctx ctx;
    tyc_arena *a;
    tyc_diags ds;
} fixture;

static inline int setup(void **state)
{
    fixture *f = test_malloc(sizeof *f);
    tyc_ctx_init(&f->ctx, NULL);
    f->a = tyc_arena_new(&f->ctx);
    if (f->a)
        tyc_diags_init(&f->ds, f->a);
    *state = f;
    return f->a ? 0 : -1;
}

static inline int teardown(void **state)
{
    fixture *f = *state;
    tyc_arena_free(f->a);
    test_free(f);
    return 0;
}

#endif
