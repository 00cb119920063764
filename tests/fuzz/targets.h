/* SPDX-License-Identifier: Apache-2.0 */
/*
** targets.h: the fuzz targets (targets.c), shared by the libFuzzer entry points and the
** replay driver.
*/
#ifndef TYC_FUZZ_TARGETS_H
#define TYC_FUZZ_TARGETS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "tycon.h"

/* Runs input d[0..n) through one target; writes a short deterministic report to out (may
** be NULL). Never aborts; all memory is released before returning. */
typedef void (*tyc_fuzz_fn)(const uint8_t *d, size_t n, FILE *out);

void tyc_fuzz_type(const uint8_t *d, size_t n, FILE *out);
void tyc_fuzz_value_hcl(const uint8_t *d, size_t n, FILE *out);
void tyc_fuzz_value_json(const uint8_t *d, size_t n, FILE *out);
void tyc_fuzz_convert(const uint8_t *d, size_t n, FILE *out);
void tyc_fuzz_console(const uint8_t *d, size_t n, FILE *out);
void tyc_fuzz_check(const uint8_t *d, size_t n, FILE *out);
void tyc_fuzz_validate(const uint8_t *d, size_t n, FILE *out);

typedef struct tyc_fuzz_target {
    const char *name;
    tyc_fuzz_fn fn;
} tyc_fuzz_target;

/* Every target, by name; ends with {NULL, NULL}. */
extern const tyc_fuzz_target tyc_fuzz_targets[];

#endif
