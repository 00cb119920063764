/* SPDX-License-Identifier: Apache-2.0 */
/*
** overlay.h: in-memory file texts that take precedence over the disk (an editor's unsaved
** buffers). Module loading and tfvars collection read through it: a path with an overlay
** entry is never read from disk, and overlay entries of a directory are listed with it.
** Paths are compared after dropping "." segments and repeated slashes.
*/
#ifndef TYC_OVERLAY_H
#define TYC_OVERLAY_H

#include "runtime/base/core.h"

/* One in-memory file: text[0..len) (need not be NUL-terminated; copied when read). */
typedef struct tyc_ovfile {
    const char *path;
    const char *text;
    size_t len;
} tyc_ovfile;

typedef struct tyc_overlay {
    const tyc_ovfile *v;
    uint32_t n;
} tyc_overlay;

/* 1 when paths p and q name the same file after normalisation ("a/./b" == "a//b" == "a/b"). */
int tyc_path_same(const char *p, const char *q);

/*
** Reads path: the overlay's text when ov (may be NULL) has it, else the file on disk, as
** tyc_read_file does (NUL-terminated copy in a, *len, *err "no such file" / strerror /
** "file too large", NULL with *err NULL on out-of-memory).
*/
char *tyc_overlay_read(tyc_arena *a, const tyc_overlay *ov, const char *path, uint32_t *len,
                       const char **err);

/*
** The base names of the overlay files directly in dir that satisfy keep(name), each
** appended (copied into a) to out unless out already holds an equal name. Returns 0, or -1
** on out-of-memory.
*/
int tyc_overlay_list(tyc_arena *a, const tyc_overlay *ov, const char *dir,
                     int (*keep)(const char *name), tyc_vec *out);

#endif
