/* SPDX-License-Identifier: Apache-2.0 */
/*
** lsp_io.c: JSON-RPC message framing over file descriptors (the LSP base protocol): header
** lines up to an empty line, Content-Length bytes of body; writing the same.
*/
#define _POSIX_C_SOURCE 200809L
#include "interp/lsp/lsp_int.h"

#include <errno.h>
#include <stdlib.h>
#include <unistd.h>

#define MAX_HEADER 8192

/* Reads more bytes into the buffer (compacting it first). 1 when bytes came, 0 at the end
** of input, -1 on out-of-memory. */
static int fill(lsp_io *io)
{
    if (io->eof)
        return 0;
    if (io->pos && io->pos == io->len)
        io->pos = io->len = 0;
    if (io->len == io->cap) {
        if (io->pos) {
            memmove(io->buf, io->buf + io->pos, io->len - io->pos);
            io->len -= io->pos;
            io->pos = 0;
        } else {
            size_t nc = io->cap ? io->cap * 2 : 65536;
            char *nb = tyc_mem_realloc(io->ctx, io->buf, io->cap, nc);
            if (!nb)
                return -1;
            io->buf = nb;
            io->cap = nc;
        }
    }
    for (;;) {
        ssize_t got = read(io->in_fd, io->buf + io->len, io->cap - io->len);
        if (got > 0) {
            io->len += (size_t)got;
            return 1;
        }
        if (got < 0 && errno == EINTR)
            continue;
        io->eof = 1;
        return 0;
    }
}

/* Makes room for a body of n bytes after pos (the buffer holds at least pos + n). */
static int reserve(lsp_io *io, size_t n)
{
    if (io->pos) {
        memmove(io->buf, io->buf + io->pos, io->len - io->pos);
        io->len -= io->pos;
        io->pos = 0;
    }
    if (n + 1 <= io->cap)
        return 0;
    char *nb = tyc_mem_realloc(io->ctx, io->buf, io->cap, n + 1);
    if (!nb)
        return -1;
    io->buf = nb;
    io->cap = n + 1;
    return 0;
}

/* The end of the header block in buf[pos..len) (index after "\r\n\r\n" or "\n\n"), or 0. */
static size_t header_end(const lsp_io *io)
{
    for (size_t i = io->pos; i < io->len; i++) {
        if (io->buf[i] != '\n')
            continue;
        if (i + 1 < io->len && io->buf[i + 1] == '\n')
            return i + 2;
        if (i + 2 < io->len && io->buf[i + 1] == '\r' && io->buf[i + 2] == '\n')
            return i + 3;
    }
    return 0;
}

/* Content-Length of the header block buf[b..e), or -1. Header names are case-insensitive. */
static long long content_length(const char *h, size_t n)
{
    static const char key[] = "content-length:";
    size_t i = 0;
    while (i < n) {
        size_t j = i;
        while (j < n && h[j] != '\n')
            j++;
        size_t k = 0;
        while (k < sizeof key - 1 && i + k < j && (h[i + k] | 0x20) == key[k])
            k++;
        if (k == sizeof key - 1) {
            size_t p = i + k;
            while (p < j && h[p] == ' ')
                p++;
            long long v = 0;
            int digits = 0;
            while (p < j && h[p] >= '0' && h[p] <= '9' && v < (1LL << 50)) {
                v = v * 10 + (h[p++] - '0');
                digits++;
            }
            while (p < j && (h[p] == ' ' || h[p] == '\r'))
                p++;
            return digits && p == j ? v : -1;
        }
        i = j + 1;
    }
    return -1;
}

int lsp_read(lsp_io *io, size_t limit, const char **body, size_t *n)
{
    size_t he;
    while (!(he = header_end(io))) {
        if (io->len - io->pos > MAX_HEADER) { /* no header ends here: drop what we have */
            io->pos = io->len;
            return LSP_READ_BAD_HEADER;
        }
        int r = fill(io);
        if (r < 0)
            return LSP_READ_NOMEM;
        if (!r)
            return LSP_READ_EOF;
    }
    long long cl = content_length(io->buf + io->pos, he - io->pos);
    io->pos = he;
    if (cl < 0)
        return LSP_READ_BAD_HEADER;
    size_t need = (size_t)cl;
    if (need > limit) { /* skip the body without keeping it */
        while (need) {
            size_t have = io->len - io->pos;
            if (!have) {
                int r = fill(io);
                if (r <= 0)
                    return r < 0 ? LSP_READ_NOMEM : LSP_READ_EOF;
                continue;
            }
            size_t take = have < need ? have : need;
            io->pos += take;
            need -= take;
        }
        return LSP_READ_TOO_LARGE;
    }
    if (reserve(io, need) < 0)
        return LSP_READ_NOMEM;
    while (io->len - io->pos < need) {
        int r = fill(io);
        if (r < 0)
            return LSP_READ_NOMEM;
        if (!r)
            return LSP_READ_EOF;
    }
    *body = io->buf + io->pos;
    *n = need;
    io->pos += need;
    return LSP_READ_OK;
}

static int write_all(int fd, const char *p, size_t n)
{
    while (n) {
        ssize_t w = write(fd, p, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return -1;
        p += w;
        n -= (size_t)w;
    }
    return 0;
}

int lsp_write(lsp_io *io, const json_t *msg)
{
    char *body = json_dumps(msg, JSON_COMPACT);
    if (!body)
        return -1;
    size_t n = strlen(body);
    char head[64];
    int hn = snprintf(head, sizeof head, "Content-Length: %zu\r\n\r\n", n);
    int rc = write_all(io->out_fd, head, (size_t)hn) || write_all(io->out_fd, body, n) ? -1 : 0;
    if (io->log_fd >= 0) {
        (void)!write_all(io->log_fd, "<- ", 3);
        (void)!write_all(io->log_fd, body, n);
        (void)!write_all(io->log_fd, "\n", 1);
    }
    free(body);
    return rc;
}

void lsp_io_free(lsp_io *io)
{
    if (io->buf)
        tyc_mem_free(io->ctx, io->buf, io->cap);
    io->buf = NULL;
    io->cap = io->len = io->pos = 0;
}
