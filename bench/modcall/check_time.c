/* SPDX-License-Identifier: Apache-2.0 */
/*
** check_time.c: the in-process time of `tycon check` on a directory (tycon_check_run and
** tycon_check_render through the public API), without process start-up and dynamic
** linking; with --schema, of `tycon validate` against that provider schema file. Prints the
** best and median of N runs in milliseconds. Used by bench/modcall_bench.py and
** bench/validate_bench.py.
** usage: tycon_check_time [--schema FILE] DIR [N]
*/
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tycon.h"

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int cmp_d(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

int main(int argc, char **argv)
{
    const char *schema[1] = {NULL};
    if (argc > 2 && !strcmp(argv[1], "--schema")) {
        schema[0] = argv[2];
        argc -= 2;
        argv += 2;
    }
    if (argc < 2) {
        fprintf(stderr, "usage: tycon_check_time [--schema FILE] DIR [N]\n");
        return 2;
    }
    int n = argc > 2 ? atoi(argv[2]) : 20;
    if (n < 1 || n > 10000)
        n = 20;
    double *t = malloc(sizeof *t * (size_t)n);
    tycon_ctx *ctx = tycon_ctx_new(NULL);
    if (!t || !ctx)
        return 1;
    size_t errors = 0, warnings = 0;
    for (int i = 0; i < n; i++) {
        tycon_check_options o;
        tycon_check_options_init(&o);
        o.dir = argv[1];
        if (schema[0]) {
            o.flags = TYCON_CHECK_VALIDATE;
            o.schema_files = schema;
            o.nschema_files = 1;
        }
        double t0 = now_ms();
        tycon_check *c = NULL;
        if (tycon_check_run(ctx, &o, &c) != TYCON_OK)
            return 1;
        const char *out = NULL, *err = NULL;
        tycon_check_render(c, TYCON_CHECK_PLAIN, 0, &out, &err);
        t[i] = now_ms() - t0;
        errors = tycon_check_error_count(c);
        warnings = tycon_check_warning_count(c);
        tycon_check_free(c);
    }
    qsort(t, (size_t)n, sizeof *t, cmp_d);
    printf("best %.2f ms, median %.2f ms (%d runs, %zu errors, %zu warnings)\n", t[0], t[n / 2],
           n, errors, warnings);
    free(t);
    tycon_ctx_free(ctx);
    return 0;
}
