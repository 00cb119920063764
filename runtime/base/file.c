/* SPDX-License-Identifier: Apache-2.0 */
/*
** file.c: reading a whole file into an arena (configuration files, tfvars files, the
** file functions), bounded by the context's max_input.
*/
#define _POSIX_C_SOURCE 200809L
#include "runtime/base/file.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

char *tyc_read_file(tyc_arena *a, const char *path, uint32_t *len, const char **err)
{
    *err = NULL;
    *len = 0;
    FILE *f = fopen(path, "rb");
    if (!f) {
        *err = errno == ENOENT ? "no such file" : strerror(errno);
        return NULL;
    }
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    char chunk[65536];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, f)) > 0)
        tyc_buf_add(&b, chunk, got);
    int bad = ferror(f);
    fclose(f);
    if (bad) {
        tyc_buf_free(&b);
        *err = "read error";
        return NULL;
    }
    if (b.len > a->ctx->max_input || b.len > UINT32_MAX - 1) {
        tyc_buf_free(&b);
        *err = "file too large";
        return NULL;
    }
    *len = (uint32_t)b.len;
    tyc_buf_addz(&b, "");
    return tyc_buf_to_arena(&b, a);
}
