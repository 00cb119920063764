/* SPDX-License-Identifier: Apache-2.0 */
/*
** file.h: reading a whole file into an arena.
*/
#ifndef TYC_FILE_H
#define TYC_FILE_H

#include "runtime/base/core.h"

/*
** Reads the file at path into the arena (NUL-terminated). Returns the text and its length
** in *len, or NULL with *err set to "no such file" (ENOENT), another strerror text, or
** NULL on out-of-memory.
*/
char *tyc_read_file(tyc_arena *a, const char *path, uint32_t *len, const char **err);

#endif
