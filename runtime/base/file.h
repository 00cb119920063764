/* SPDX-License-Identifier: Apache-2.0 */
/*
** file.h: reading a whole file into an arena.
*/
#ifndef TYC_FILE_H
#define TYC_FILE_H

#include "runtime/base/core.h"

/*
** Reads the regular file at path into the arena (NUL-terminated). Returns the text and its
** length in *len, or NULL with *err set to "no such file" (ENOENT), "is a directory", "not a
** regular file" (FIFO, device, socket: refused without blocking or reading), "file too large"
** (over the context's max_input; reading stops there), another strerror text, or NULL on
** out-of-memory.
*/
char *tyc_read_file(tyc_arena *a, const char *path, uint32_t *len, const char **err);

#endif
