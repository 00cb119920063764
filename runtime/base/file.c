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

/* Reads a file of size bytes (by fstat) into one arena block of exactly size + 1 bytes, so
** that a large file costs its size once: 0 with *out; -1 on a read error (*err) or out of
** memory; 1 when the file turned out longer than size (the caller reads it again). */
static int read_sized(tyc_arena *a, int fd, size_t size, char **out, uint32_t *len,
                      const char **err)
{
    char *p = tyc_alloc_raw(a, size + 1);
    if (!p)
        return -1;
    size_t got = 0;
    for (;;) {
        char extra;
        ssize_t r = got < size ? read(fd, p + got, size - got) : read(fd, &extra, 1);
        if (r < 0 && errno == EINTR)
            continue;
        if (r < 0) {
            *err = strerror(errno);
            return -1;
        }
        if (r == 0)
            break;
        if (got == size)
            return 1; /* longer than fstat said */
        got += (size_t)r;
    }
    p[got] = '\0';
    *len = (uint32_t)got;
    *out = p;
    return 0;
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
    char *exact = NULL;
    int grew = read_sized(a, fd, (size_t)st.st_size, &exact, len, err);
    if (grew <= 0) {
        close(fd);
        return exact;
    }
    /* the file grew while it was read: read it again, to its end */
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    int rc = lseek(fd, 0, SEEK_SET) == 0 ? read_all(fd, &b, limit, err) : -1;
    if (rc < 0 && !*err && !tyc_buf_failed(&b))
        *err = strerror(errno);
    close(fd);
    if (rc < 0) {
        tyc_buf_free(&b);
        return NULL;
    }
    *len = (uint32_t)b.len;
    tyc_buf_addz(&b, "");
    return tyc_buf_to_arena(&b, a);
}
