/* SPDX-License-Identifier: Apache-2.0 */
/*
** corpus.h: runs the reference corpus (tests/conformance/cases.jsonl) through the public API
** only, producing one deterministic result line per case (batch's pipeline plus the rendered
** diagnostics), for the thread and allocation tests.
*/
#ifndef TYCON_TEST_CORPUS_H
#define TYCON_TEST_CORPUS_H

#include <stddef.h>

#include "tycon.h"

/* A growable malloc'd text (test-side memory, not the library's). */
typedef struct corpus_out {
    char *p;
    size_t len, cap;
} corpus_out;

/* Reads a whole file into a malloc'd NUL-terminated buffer; NULL on failure. */
char *corpus_read_file(const char *path, size_t *len);

/* The path of cases.jsonl (from TYC_TEST_DATA, set by CTest), in a static buffer. */
const char *corpus_cases_path(void);

/* Runs every line of cases[0..len) on ctx; appends the result lines to out. Returns the
** number of cases run. */
size_t corpus_run(tycon_ctx *ctx, const char *cases, size_t len, corpus_out *out);

/* Checks the module in dir (tycon_check_run) and appends every variable's value and the
** rendered diagnostics (plain, colored, JSON) to out. Returns the status of the check. */
tycon_status corpus_check(tycon_ctx *ctx, const char *dir, corpus_out *out);

/* The path of examples/embed_module (from TYC_TEST_DATA), in buf. */
const char *corpus_module_dir(char *buf, size_t n);

void corpus_out_free(corpus_out *o);

#endif
