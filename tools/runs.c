/* SPDX-License-Identifier: Apache-2.0 */
/*
** runs.c: the runs of `tycon check` / `tycon validate` over many modules (-parallelism=N):
** workers take the next run, check it into a result; the caller's thread writes the results
** in run order through a reorder window of a few results per worker (a worker ahead of the
** window waits), so that memory is that of the modules in flight and the output is the same
** bytes as on one thread. A progress line on a terminal for runs that last.
*/
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "runs.h"

typedef struct slot {
    int ready;
    void *res;
} slot;

typedef struct sched {
    size_t n, next, emitted, window;
    slot *slots;
    pthread_mutex_t mu;
    pthread_cond_t ready, room;
    int stop;
    cli_work_fn work;
    void *ud;
} sched;

typedef struct worker {
    sched *s;
    int w;
} worker;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* The progress line on standard error: shown once the runs have lasted two seconds. */
typedef struct progress {
    int on, shown;
    double start, last;
} progress;

static void progress_show(progress *p, size_t done, size_t n)
{
    double t = now();
    if (!p->on || t - p->start < 2.0 || (p->shown && t - p->last < 0.2))
        return;
    fprintf(stderr, "\r\033[Ktycon: %zu/%zu checked (%.0f s)", done, n, t - p->start);
    fflush(stderr);
    p->shown = 1;
    p->last = t;
}

static void progress_clear(progress *p)
{
    if (!p->shown)
        return;
    fputs("\r\033[K", stderr);
    fflush(stderr);
    p->shown = 0;
}

static void *worker_main(void *arg)
{
    worker *wk = arg;
    sched *s = wk->s;
    pthread_mutex_lock(&s->mu);
    while (!s->stop && s->next < s->n) {
        if (s->next >= s->emitted + s->window) {
            pthread_cond_wait(&s->room, &s->mu);
            continue;
        }
        size_t i = s->next++;
        pthread_mutex_unlock(&s->mu);
        void *res = NULL;
        int rc = s->work(s->ud, wk->w, i, &res);
        pthread_mutex_lock(&s->mu);
        s->slots[i % s->window] = (slot){1, res};
        if (rc < 0)
            s->stop = 1;
        pthread_cond_broadcast(&s->ready);
        if (rc < 0)
            pthread_cond_broadcast(&s->room);
    }
    pthread_mutex_unlock(&s->mu);
    return NULL;
}

/* Waits for result i (NULL with *ok = 0 after a stop), updating the progress line. */
static void *take(sched *s, size_t i, progress *p, int *ok)
{
    pthread_mutex_lock(&s->mu);
    slot *sl = &s->slots[i % s->window];
    while (!sl->ready && !s->stop) {
        struct timespec t;
        clock_gettime(CLOCK_REALTIME, &t);
        t.tv_nsec += 200000000L;
        if (t.tv_nsec >= 1000000000L) {
            t.tv_sec++;
            t.tv_nsec -= 1000000000L;
        }
        pthread_cond_timedwait(&s->ready, &s->mu, &t);
        if (p->on && !sl->ready) {
            size_t done = s->emitted;
            pthread_mutex_unlock(&s->mu);
            progress_show(p, done, s->n);
            pthread_mutex_lock(&s->mu);
        }
    }
    *ok = sl->ready && !s->stop;
    void *res = sl->res;
    if (*ok)
        *sl = (slot){0, NULL};
    pthread_mutex_unlock(&s->mu);
    return *ok ? res : NULL;
}

static int run_serial(size_t n, progress *p, cli_work_fn work, cli_emit_fn emit,
                      cli_drop_fn drop, void *ud)
{
    for (size_t i = 0; i < n; i++) {
        void *res = NULL;
        if (work(ud, 0, i, &res) < 0) {
            if (res)
                drop(ud, res);
            return -1;
        }
        progress_clear(p);
        if (emit(ud, i, res) < 0)
            return -1;
        progress_show(p, i + 1, n);
    }
    return 0;
}

static int run_threads(sched *s, int workers, progress *p, cli_emit_fn emit, cli_drop_fn drop)
{
    pthread_t *th = calloc((size_t)workers, sizeof *th);
    worker *wk = calloc((size_t)workers, sizeof *wk);
    int started = 0, rc = 0;
    if (!th || !wk)
        rc = -1;
    for (; rc == 0 && started < workers; started++) {
        wk[started] = (worker){s, started};
        if (pthread_create(&th[started], NULL, worker_main, &wk[started]) != 0)
            break;
    }
    if (!started)
        rc = -1;
    for (size_t i = 0; rc == 0 && i < s->n; i++) {
        int ok;
        void *res = take(s, i, p, &ok);
        if (!ok) {
            rc = -1;
            break;
        }
        progress_clear(p);
        int er = emit(s->ud, i, res);
        pthread_mutex_lock(&s->mu);
        s->emitted = i + 1;
        if (er < 0) {
            s->stop = 1;
            rc = -1;
        }
        pthread_cond_broadcast(&s->room);
        pthread_mutex_unlock(&s->mu);
    }
    pthread_mutex_lock(&s->mu);
    s->stop = 1;
    pthread_cond_broadcast(&s->room);
    pthread_mutex_unlock(&s->mu);
    for (int k = 0; k < started; k++)
        pthread_join(th[k], NULL);
    for (size_t k = 0; k < s->window; k++)
        if (s->slots[k].ready && s->slots[k].res)
            drop(s->ud, s->slots[k].res);
    free(th);
    free(wk);
    return rc;
}

int cli_runs(size_t n, int workers, int progress_on, cli_work_fn work, cli_emit_fn emit,
             cli_drop_fn drop, void *ud)
{
    progress p = {progress_on, 0, now(), 0};
    if ((size_t)workers > n)
        workers = (int)n;
    if (workers <= 1) {
        int rc = run_serial(n, &p, work, emit, drop, ud);
        progress_clear(&p);
        return rc;
    }
    sched s = {.n = n, .window = (size_t)workers * 4, .work = work, .ud = ud};
    s.slots = calloc(s.window, sizeof *s.slots);
    if (!s.slots)
        return -1;
    pthread_mutex_init(&s.mu, NULL);
    pthread_cond_init(&s.ready, NULL);
    pthread_cond_init(&s.room, NULL);
    int rc = run_threads(&s, workers, &p, emit, drop);
    progress_clear(&p);
    pthread_cond_destroy(&s.ready);
    pthread_cond_destroy(&s.room);
    pthread_mutex_destroy(&s.mu);
    free(s.slots);
    return rc;
}

int cli_default_parallelism(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > 256 ? 256 : (int)n;
}
