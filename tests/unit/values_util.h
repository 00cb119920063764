/* SPDX-License-Identifier: Apache-2.0 */
/*
** values_util.h: the shared fixture and value builders of the runtime unit tests (sets,
** defaults, rendering): one arena per test file, and terse constructors.
*/
#ifndef TYC_TEST_VALUES_UTIL_H
#define TYC_TEST_VALUES_UTIL_H

#include <stdarg.h>
#include <string.h>

#include "runtime/value/value.h"

static tyc_ctx ctx;
static tyc_arena *A;

static inline int setup(void **state)
{
    (void)state;
    tyc_ctx_init(&ctx, NULL);
    A = tyc_arena_new(&ctx);
    return A ? 0 : -1;
}

static inline int teardown(void **state)
{
    (void)state;
    tyc_arena_free(A);
    return 0;
}

static inline const tyc_value *S(const char *s) { return tyc_v_string(A, s, strlen(s), 1); }
static inline const tyc_value *N(const char *s)
{
    return tyc_v_number(A, tyc_num_parse(A, s, strlen(s)));
}
static inline const tyc_value *B(int b) { return tyc_v_bool(A, b); }
static inline const tyc_value *UNK(const tyc_type *t) { return tyc_v_unknown(A, t); }
static inline const tyc_value *NUL(const tyc_type *t) { return tyc_v_null(A, t); }
static inline const tyc_value *SENS(const tyc_value *v)
{
    return tyc_v_with_marks(A, v, TYC_MARK_SENSITIVE);
}

static inline const tyc_value **collect(uint32_t n, va_list ap)
{
    const tyc_value **v = TYC_NEWN(A, const tyc_value *, n ? n : 1);
    for (uint32_t i = 0; i < n; i++)
        v[i] = va_arg(ap, const tyc_value *);
    return v;
}

/* TUP(n, v...), LIST(elem type, n, v...), SET(elem type, n, v...). */
static inline const tyc_value *TUP(uint32_t n, ...)
{
    va_list ap;
    va_start(ap, n);
    const tyc_value **v = collect(n, ap);
    va_end(ap);
    return tyc_v_tuple(A, v, n);
}

static inline const tyc_value *LIST(const tyc_type *et, uint32_t n, ...)
{
    va_list ap;
    va_start(ap, n);
    const tyc_value **v = collect(n, ap);
    va_end(ap);
    return tyc_v_list(A, et, v, n);
}

static inline const tyc_value *SET(const tyc_type *et, uint32_t n, ...)
{
    va_list ap;
    va_start(ap, n);
    const tyc_value **v = collect(n, ap);
    va_end(ap);
    return tyc_v_set(A, et, v, n);
}

/* n (name, value) pairs from ap into k/v (n <= 16). */
static inline void pairs(uint32_t n, va_list ap, tyc_str *k, const tyc_value **v)
{
    for (uint32_t i = 0; i < n; i++) {
        const char *s = va_arg(ap, const char *);
        k[i] = (tyc_str){s, strlen(s)};
        v[i] = va_arg(ap, const tyc_value *);
    }
}

/* OBJ(n, "name", v, ...), MAP(elem type, n, "key", v, ...), MAP1("key", v). */
static inline const tyc_value *OBJ(uint32_t n, ...)
{
    tyc_str k[16];
    const tyc_value *v[16];
    va_list ap;
    va_start(ap, n);
    pairs(n, ap, k, v);
    va_end(ap);
    return tyc_v_object(A, k, v, n);
}

static inline const tyc_value *MAP(const tyc_type *et, uint32_t n, ...)
{
    tyc_str k[16];
    const tyc_value *v[16];
    va_list ap;
    va_start(ap, n);
    pairs(n, ap, k, v);
    va_end(ap);
    return tyc_v_map(A, et, k, v, n);
}

static inline const tyc_value *MAP1(const char *k, const tyc_value *v)
{
    tyc_str key = {k, strlen(k)};
    return tyc_v_map(A, v->type, &key, &v, 1);
}

#endif
