/* SPDX-License-Identifier: Apache-2.0 */
/*
** runs.h: the runs of `tycon check` / `tycon validate` over many modules, streamed and on
** several threads (runs.c), and the per-run output they write (out.c): each run is checked on
** a worker, its output kept in memory, and the outputs written in run order by the caller's
** thread through a bounded reorder window, so that the bytes are those of one thread.
*/
#ifndef TYCON_RUNS_H
#define TYCON_RUNS_H

#include <stdio.h>

/* The output of one run: chunks of standard output (fd 1) and standard error (fd 2) in the
** order written. Direct mode (the only thread) writes straight to stdout / stderr. */
typedef struct cli_chunk {
    int fd;
    char *data;
    size_t len;
} cli_chunk;

typedef struct cli_out {
    int direct;            /* 1: write straight through (no buffering) */
    cli_chunk *ch;
    size_t n, cap;
    FILE *cur;             /* the open memory stream, or NULL */
    int cur_fd;
    char *cur_buf;
    size_t cur_len;
    int oom;               /* a chunk could not be kept */
} cli_out;

/* The stream to write fd's output to (1 standard output, 2 standard error). In direct mode
** stdout / stderr, standard output flushed before standard error is returned; otherwise a
** memory stream whose bytes become a chunk when the other stream is asked for or on
** cli_out_close. NULL on out-of-memory (o->oom set). */
FILE *cli_out_stream(cli_out *o, int fd);
/* Closes the current memory stream (its bytes kept as a chunk). */
void cli_out_close(cli_out *o);
/* Writes the chunks to stdout / stderr in order (standard output flushed before each
** standard-error chunk and at the end) and frees them. Returns -1 when o->oom was set. */
int cli_out_emit(cli_out *o);
/* Frees the chunks without writing them. */
void cli_out_free(cli_out *o);

/* Checks run i on worker w (0 <= w < the worker count), storing its result in *res. Called
** on the workers' threads, each worker with its own state; returns 0, or -1 to stop. */
typedef int (*cli_work_fn)(void *ud, int w, size_t i, void **res);
/* Writes (and frees) the result of run i; called on the caller's thread in run order.
** Returns 0, or -1 to stop. */
typedef int (*cli_emit_fn)(void *ud, size_t i, void *res);
/* Frees a result that will not be written (after a stop). */
typedef void (*cli_drop_fn)(void *ud, void *res);

/* Runs 0..n-1 on `workers` threads (1: on the caller's thread, each run written before the
** next is checked), at most a small multiple of `workers` results held at a time. With
** progress set, a progress line is kept on standard error (a terminal) while runs last
** over two seconds, cleared before each output. Returns 0, or -1 when a callback stopped the
** runs or a thread could not be started. */
int cli_runs(size_t n, int workers, int progress, cli_work_fn work, cli_emit_fn emit,
             cli_drop_fn drop, void *ud);

/* The default -parallelism: the number of online processors (at least 1). */
int cli_default_parallelism(void);

#endif
