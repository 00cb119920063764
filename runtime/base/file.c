/* SPDX-License-Identifier: Apache-2.0 */
/*
** file.c: reading a whole file into an arena (configuration files, tfvars files, the
** file functions): regular files only (a FIFO, device or directory is refused without
** blocking), never more than the context's max_input bytes read.
*/
#define _POSIX_C_SOURCE 200809L
#include "runtime/base/file.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Reads the open descriptor fd to its end, at most limit bytes, into b. 0; -1 with *err. */
static int read_all(int fd, tyc_buf *b, size_t limit, const char **err)
{
    char chunk[65536];
    for (;;) {
        ssize_t got = read(fd, chunk, sizeof chunk);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0) {
            *err = strerror(errno);
            return -1;
        }
        if (got == 0)
            return 0;
        if ((size_t)got > limit - b->len) {
            *err = "file too large";
            return -1;
        }
        tyc_buf_add(b, chunk, (size_t)got);
        if (tyc_buf_failed(b))
            return -1; /* out of memory: *err stays NULL */
    }
}

char *tyc_read_file(tyc_arena *a, const char *path, uint32_t *len, const char **err)
{
    *err = NULL;
    *len = 0;
    /* O_NONBLOCK: opening a FIFO must not wait for a writer (it is then refused below) */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        *err = errno == ENOENT ? "no such file" : strerror(errno);
        return NULL;
    }
    size_t limit = a->ctx->max_input < UINT32_MAX - 1 ? a->ctx->max_input : UINT32_MAX - 2;
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        *err = S_ISDIR(st.st_mode) ? "is a directory" : "not a regular file";
        close(fd);
        return NULL;
    }
    if ((uint64_t)st.st_size > limit) {
        *err = "file too large";
        close(fd);
        return NULL;
    }
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    int rc = read_all(fd, &b, limit, err);
    close(fd);
    if (rc < 0) {
        tyc_buf_free(&b);
        return NULL;
    }
    *len = (uint32_t)b.len;
    tyc_buf_addz(&b, "");
    return tyc_buf_to_arena(&b, a);
}
