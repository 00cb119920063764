/* SPDX-License-Identifier: Apache-2.0 */
/*
** out.c: the output of one run of `tycon check`, kept as chunks of standard output and
** standard error (memory streams) on a worker thread, written in order by the main thread.
*/
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>

#include "runs.h"

static void keep(cli_out *o)
{
    if (!o->cur_len) {
        free(o->cur_buf);
        return;
    }
    if (o->n == o->cap) {
        size_t cap = o->cap ? o->cap * 2 : 4;
        cli_chunk *ch = realloc(o->ch, cap * sizeof *ch);
        if (!ch) {
            free(o->cur_buf);
            o->oom = 1;
            return;
        }
        o->ch = ch;
        o->cap = cap;
    }
    o->ch[o->n++] = (cli_chunk){o->cur_fd, o->cur_buf, o->cur_len};
}

void cli_out_close(cli_out *o)
{
    if (!o->cur)
        return;
    if (fclose(o->cur) != 0)
        o->oom = 1;
    o->cur = NULL;
    keep(o);
    o->cur_buf = NULL;
    o->cur_len = 0;
}

FILE *cli_out_stream(cli_out *o, int fd)
{
    if (o->direct) {
        if (fd == 2)
            fflush(stdout);
        return fd == 2 ? stderr : stdout;
    }
    if (o->cur && o->cur_fd == fd)
        return o->cur;
    cli_out_close(o);
    o->cur = open_memstream(&o->cur_buf, &o->cur_len);
    if (!o->cur) {
        o->oom = 1;
        return NULL;
    }
    o->cur_fd = fd;
    return o->cur;
}

int cli_out_emit(cli_out *o)
{
    cli_out_close(o);
    for (size_t i = 0; i < o->n; i++) {
        if (o->ch[i].fd == 2) {
            fflush(stdout);
            fwrite(o->ch[i].data, 1, o->ch[i].len, stderr);
        } else {
            fwrite(o->ch[i].data, 1, o->ch[i].len, stdout);
        }
    }
    fflush(stdout);
    fflush(stderr);
    int oom = o->oom;
    cli_out_free(o);
    return oom ? -1 : 0;
}

void cli_out_free(cli_out *o)
{
    cli_out_close(o);
    for (size_t i = 0; i < o->n; i++)
        free(o->ch[i].data);
    free(o->ch);
    o->ch = NULL;
    o->n = o->cap = 0;
    o->oom = 0;
}
