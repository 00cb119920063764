/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_threads.c: separate contexts run concurrently. Eight threads each run the whole
** reference corpus and a module check through the public API on their own context; every
** thread's output must equal the single-threaded run's, byte for byte.
*/
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "corpus.h"

#define NTHREADS 8

typedef struct job {
    const char *cases, *module;
    size_t len, count;
    corpus_out out;
    int failed;
} job;

static void *worker(void *arg)
{
    job *j = arg;
    tycon_options opt;
    tycon_options_init(&opt);
    tycon_ctx *ctx = tycon_ctx_new(&opt);
    if (!ctx) {
        j->failed = 1;
        return NULL;
    }
    j->count = corpus_run(ctx, j->cases, j->len, &j->out);
    if (corpus_check(ctx, j->module, &j->out) != TYCON_OK)
        j->failed = 1;
    tycon_ctx_free(ctx);
    return NULL;
}

static void test_corpus_in_threads(void **state)
{
    (void)state;
    size_t len = 0;
    char *cases = corpus_read_file(corpus_cases_path(), &len);
    assert_non_null(cases);

    char module[4096];
    corpus_module_dir(module, sizeof module);
    job single = {cases, module, len, 0, {0}, 0};
    worker(&single);
    assert_int_equal(single.failed, 0);
    assert_true(single.count > 2000);

    job jobs[NTHREADS];
    pthread_t th[NTHREADS];
    for (int i = 0; i < NTHREADS; i++) {
        jobs[i] = (job){cases, module, len, 0, {0}, 0};
        assert_int_equal(pthread_create(&th[i], NULL, worker, &jobs[i]), 0);
    }
    for (int i = 0; i < NTHREADS; i++)
        assert_int_equal(pthread_join(th[i], NULL), 0);
    for (int i = 0; i < NTHREADS; i++) {
        assert_int_equal(jobs[i].failed, 0);
        assert_int_equal(jobs[i].count, single.count);
        assert_int_equal(jobs[i].out.len, single.out.len);
        assert_memory_equal(jobs[i].out.p, single.out.p, single.out.len);
        corpus_out_free(&jobs[i].out);
    }
    corpus_out_free(&single.out);
    free(cases);
}

/* Type parsing and rendering in threads sharing nothing but static constants. */
static void *types_worker(void *arg)
{
    int *ok = arg;
    tycon_ctx *ctx = tycon_ctx_new(NULL);
    tycon_arena *a = ctx ? tycon_arena_new(ctx) : NULL;
    *ok = a != NULL;
    for (int i = 0; a && i < 2000; i++) {
        const tycon_type *t = NULL;
        const char src[] = "map(object({a=optional(list(number)),b=tuple([bool,any])}))";
        if (tycon_type_parse(ctx, a, src, sizeof src - 1, NULL, TYCON_TYPE_CONSTRAINT, &t,
                             NULL) != TYCON_OK ||
            strcmp(tycon_type_string(ctx, a, t),
                   "map(object({a=list(number),b=tuple([bool,any])}))") != 0)
            *ok = 0;
    }
    tycon_arena_free(a);
    tycon_ctx_free(ctx);
    return NULL;
}

static void test_types_in_threads(void **state)
{
    (void)state;
    pthread_t th[NTHREADS];
    int ok[NTHREADS];
    for (int i = 0; i < NTHREADS; i++)
        assert_int_equal(pthread_create(&th[i], NULL, types_worker, &ok[i]), 0);
    for (int i = 0; i < NTHREADS; i++) {
        assert_int_equal(pthread_join(th[i], NULL), 0);
        assert_int_equal(ok[i], 1);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_corpus_in_threads),
        cmocka_unit_test(test_types_in_threads),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
