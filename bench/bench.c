/* SPDX-License-Identifier: Apache-2.0 */
/*
** bench.c: tycon's performance figures. Generates the workloads of issue 3, runs each at
** full and half size in a child process (so peak RSS is per run), and prints parse,
** defaults+convert, render and total times, peak RSS, and the full/half time ratio.
** "peak RSS" is the whole process (it includes the benchmark's own copy of the input);
** "lib peak" counts the bytes the library itself held at most (an allocator hook).
** "render" is the console form and the JSON encoding of the result, streamed through
** tycon_value_console_write / tycon_value_json_write as a tool writing them out would.
** Times are the best of 3 runs, memory the largest of them.
** Last, the warm parse throughput (MB/s) of the HCL and JSON list workloads.
** usage: tycon_bench [SCALE]   (SCALE multiplies every workload size; default 1)
*/
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "tycon.h"
#include "bench/bench_module.h"

typedef struct text {
    char *p;
    size_t len, cap;
} text;

static void put(text *t, const char *s)
{
    size_t n = strlen(s);
    if (t->len + n + 1 > t->cap) {
        t->cap = (t->len + n + 1) * 2;
        t->p = realloc(t->p, t->cap);
        if (!t->p) {
            perror("realloc");
            _exit(1);
        }
    }
    memcpy(t->p + t->len, s, n + 1);
    t->len += n;
}

static const char bucket_type[] =
    "list(object({\n"
    "  name    = string\n"
    "  enabled = optional(bool, true)\n"
    "  tags    = optional(map(string), {})\n"
    "  website = optional(object({\n"
    "    index_document = optional(string, \"index.html\")\n"
    "    error_document = optional(string, \"error.html\")\n"
    "    routing_rules  = optional(string)\n"
    "  }), {})\n"
    "  lifecycle = optional(list(object({\n"
    "    days    = number\n"
    "    storage = optional(string, \"GLACIER\")\n"
    "  })), [])\n"
    "}))";

/* Workload 1: a list of n objects with nested optional defaults (HCL or JSON). */
static void gen_buckets(text *t, int n, int json)
{
    char line[512];
    put(t, "[\n");
    for (int i = 0; i < n; i++) {
        if (json)
            snprintf(line, sizeof line,
                     "  {\"name\": \"bucket-%d\", \"enabled\": %s, \"tags\": {\"team\": \"t%d\", "
                     "\"cost\": %d, \"env\": \"prod\"}, \"website\": {\"index_document\": "
                     "\"i%d.html\"}, \"lifecycle\": [{\"days\": %d}, {\"days\": \"%d\", "
                     "\"storage\": \"DEEP_ARCHIVE\"}], \"comment\": \"a fairly long comment "
                     "string to pad the record out, number %d of the set\"}%s\n",
                     i, i % 3 ? "true" : "false", i % 17, i, i, 30 + i % 60, 365 + i % 10, i,
                     i + 1 < n ? "," : "");
        else
            snprintf(line, sizeof line,
                     "  {\n    name = \"bucket-%d\"\n    enabled = %s\n    tags = { team = "
                     "\"t%d\", cost = %d, env = \"prod\" }\n    website = { index_document = "
                     "\"i%d.html\" }\n    lifecycle = [{ days = %d }, { days = \"%d\", storage = "
                     "\"DEEP_ARCHIVE\" }]\n    comment = \"a fairly long comment string to pad "
                     "the record out, number %d of the set\"\n  },\n",
                     i, i % 3 ? "true" : "false", i % 17, i, i, 30 + i % 60, 365 + i % 10, i);
        put(t, line);
    }
    put(t, "]\n");
}

/* Workload 2: a map of n strings written as numbers and bools. */
static void gen_map(text *t, int n)
{
    char line[128];
    put(t, "{\n");
    for (int i = 0; i < n; i++) {
        if (i % 4 == 3) /* a quarter bools, a quarter decimals, half integers */
            snprintf(line, sizeof line, "  key%d = %s\n", i, i % 8 == 3 ? "true" : "false");
        else if (i % 4 == 2)
            snprintf(line, sizeof line, "  key%d = %d.%d\n", i, i, 1 + i % 7);
        else
            snprintf(line, sizeof line, "  key%d = %d\n", i, i * 7);
        put(t, line);
    }
    put(t, "}\n");
}

/* Workload 3: list(any) over n objects whose attribute types must be unified. */
static void gen_any(text *t, int n)
{
    char line[256];
    put(t, "[\n");
    for (int i = 0; i < n; i++) {
        if (i % 2)
            snprintf(line, sizeof line, "  { id = %d, name = \"n%d\", port = \"%d\", on = true },\n",
                     i, i, 8000 + i % 100);
        else
            snprintf(line, sizeof line, "  { id = \"%d\", name = \"n%d\", port = %d, on = \"x\" },\n",
                     i, i, 8000 + i % 100);
        put(t, line);
    }
    put(t, "]\n");
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

typedef struct figures {
    double parse, convert, render, total;
    long rss_kb;
    size_t input, output, lib_peak;
    int ok;
} figures;

/* An allocator hook that counts the library's live and peak bytes. */
typedef struct counter {
    size_t live, peak;
} counter;

static void *counting_alloc(void *ud, void *ptr, size_t old_size, size_t new_size)
{
    counter *c = ud;
    if (new_size == 0) {
        free(ptr);
        c->live -= old_size;
        return NULL;
    }
    void *q = realloc(ptr, new_size);
    if (q) {
        c->live += new_size - (ptr ? old_size : 0);
        if (c->live > c->peak)
            c->peak = c->live;
    }
    return q;
}

/* The sink of the streamed renderings: counts the bytes (a tool would write them out). */
static int count_bytes(void *ud, const char *data, size_t len)
{
    (void)data;
    *(size_t *)ud += len;
    return 0;
}

/* Generates workload `which` (0: HCL buckets, 1: JSON buckets, 2: map, 3: list(any)) of
** size n into t; returns its type constraint. */
static const char *gen_workload(text *t, int which, int n)
{
    if (which <= 1) {
        gen_buckets(t, n, which == 1);
        return bucket_type;
    }
    if (which == 2) {
        gen_map(t, n);
        return "map(string)";
    }
    gen_any(t, n);
    return "list(any)";
}

/* Runs one workload in this process and fills f. */
static void run(const char *type, const text *val, int json, figures *f)
{
    counter cnt = {0, 0};
    tycon_options opt;
    tycon_options_init(&opt);
    opt.alloc = counting_alloc;
    opt.alloc_ud = &cnt;
    tycon_ctx *ctx = tycon_ctx_new(&opt);
    tycon_arena *a = tycon_arena_new(ctx);
    const tycon_type *ty = NULL;
    const tycon_defaults *df = NULL;
    const tycon_value *v = NULL, *out = NULL;
    f->input = val->len;
    if (tycon_type_parse(ctx, a, type, strlen(type), "<type>", TYCON_TYPE_VARIABLE, &ty, &df)) {
        fprintf(stderr, "type error\n");
        return;
    }
    double t0 = now();
    tycon_status st = tycon_value_parse(ctx, a, val->p, val->len, "<value>",
                                        (json ? TYCON_SYNTAX_JSON : TYCON_SYNTAX_HCL) |
                                            TYCON_SOURCE_STABLE, &v);
    double t1 = now();
    if (st == TYCON_OK)
        st = tycon_value_apply_defaults(ctx, a, df, v, &v);
    if (st == TYCON_OK)
        st = tycon_value_convert(ctx, a, v, ty, &out);
    double t2 = now();
    if (st != TYCON_OK) {
        const tycon_diag *g = tycon_diag_at(ctx, 0);
        fprintf(stderr, "failed: %s %s\n", g ? g->summary : "?", g ? g->detail : "");
        return;
    }
    size_t bytes = 0;
    tycon_status sc = tycon_value_console_write(ctx, out, count_bytes, &bytes);
    tycon_status sj = tycon_value_json_write(ctx, a, out, tycon_value_type(out), count_bytes,
                                             &bytes);
    double t3 = now();
    f->ok = sc == TYCON_OK && sj == TYCON_OK && bytes > 0;
    f->output = bytes;
    f->parse = t1 - t0;
    f->convert = t2 - t1;
    f->render = t3 - t2;
    f->total = t3 - t0;
    f->lib_peak = cnt.peak;
    tycon_arena_free(a);
    tycon_ctx_free(ctx);
}

/* Generates and runs a workload of size n in a child; the child reports through a pipe. */
static int measure(int which, int n, figures *f)
{
    int fd[2];
    if (pipe(fd) != 0)
        return -1;
    pid_t pid = fork();
    if (pid == 0) {
        text t = {0};
        const char *type = gen_workload(&t, which, n);
        figures r = {0};
        run(type, &t, which == 1, &r);
        struct rusage ru;
        getrusage(RUSAGE_SELF, &ru);
        r.rss_kb = ru.ru_maxrss;
        if (write(fd[1], &r, sizeof r) != (ssize_t)sizeof r)
            _exit(1);
        _exit(0);
    }
    close(fd[1]);
    ssize_t got = read(fd[0], f, sizeof *f);
    close(fd[0]);
    waitpid(pid, NULL, 0);
    return got == (ssize_t)sizeof *f && f->ok ? 0 : -1;
}

/* The fastest of 3 runs (times), with the largest peaks seen (memory). */
static int measure_best(int which, int n, figures *best)
{
    for (int r = 0; r < 3; r++) {
        figures f;
        if (measure(which, n, &f) != 0)
            return -1;
        if (r == 0 || f.total < best->total) {
            long rss = r ? best->rss_kb : f.rss_kb;
            size_t peak = r ? best->lib_peak : f.lib_peak;
            *best = f;
            best->rss_kb = rss;
            best->lib_peak = peak;
        }
        if (f.rss_kb > best->rss_kb)
            best->rss_kb = f.rss_kb;
        if (f.lib_peak > best->lib_peak)
            best->lib_peak = f.lib_peak;
    }
    return 0;
}

/* ---- `tycon check` figure: a module of 50 variables and a ~1 MB terraform.tfvars ---- */

static int write_file(const char *path, const text *t)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return -1;
    size_t ok = fwrite(t->p, 1, t->len, f);
    fclose(f);
    return ok == t->len ? 0 : -1;
}

/* Writes the module into a fresh temporary directory (name into dir). */
static int gen_module(char *dir, size_t *tfvars_len)
{
    text tf = {0}, tv = {0};
    char line[256];
    if (!mkdtemp(dir))
        return -1;
    for (int i = 0; i < 49; i++) {
        static const char *const types[] = {"string", "number", "map(string)", "list(number)",
                                            "bool"};
        snprintf(line, sizeof line,
                 "variable \"v%d\" {\n  type = %s\n  validation {\n    condition     = var.v%d "
                 "!= null\n    error_message = \"v%d must be set.\"\n  }\n}\n",
                 i, types[i % 5], i, i);
        put(&tf, line);
        static const char *const vals[] = {"\"text\"", "\"42\"", "{ a = \"x\", b = 1 }",
                                           "[1, \"2\", 3]", "\"true\""};
        snprintf(line, sizeof line, "v%d = %s\n", i, vals[i % 5]);
        put(&tv, line);
    }
    put(&tf, "variable \"buckets\" {\n  type = ");
    put(&tf, bucket_type);
    put(&tf, "\n}\n");
    put(&tv, "buckets = ");
    gen_buckets(&tv, 3400, 0);
    char path[512];
    snprintf(path, sizeof path, "%s/main.tf", dir);
    int rc = write_file(path, &tf);
    snprintf(path, sizeof path, "%s/terraform.tfvars", dir);
    rc |= write_file(path, &tv);
    *tfvars_len = tv.len;
    free(tf.p);
    free(tv.p);
    return rc;
}

/* Prints the best of 5 runs of tycon_check_run over the generated module. */
double bench_check_dir(const char *dir, int runs, size_t *vars, size_t *errors)
{
    double best = 1e9;
    for (int r = 0; r < runs; r++) {
        tycon_ctx *ctx = tycon_ctx_new(NULL);
        tycon_check_options o;
        tycon_check_options_init(&o);
        o.dir = dir;
        tycon_check *c = NULL;
        double t0 = now();
        tycon_status st = tycon_check_run(ctx, &o, &c);
        double t1 = now();
        if (st == TYCON_OK) {
            *errors = tycon_check_error_count(c);
            *vars = tycon_check_var_count(c);
        }
        tycon_check_free(c);
        tycon_ctx_free(ctx);
        if (t1 - t0 < best)
            best = t1 - t0;
    }
    return best;
}

void bench_remove_module(const char *dir, const char *tf)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, tf);
    remove(path);
    snprintf(path, sizeof path, "%s/terraform.tfvars", dir);
    remove(path);
    rmdir(dir);
}

static void bench_check(void)
{
    char dir[] = "/tmp/tycon-bench-check-XXXXXX";
    size_t len = 0;
    if (gen_module(dir, &len) != 0) {
        printf("check: could not write the module\n");
        return;
    }
    size_t errors = 0, vars = 0;
    double best = bench_check_dir(dir, 5, &vars, &errors);
    bench_remove_module(dir, "main.tf");
    printf("\ntycon check: %zu variables, %.2f MB terraform.tfvars: %.1f ms (best of 5; "
           "%zu errors; target < 20 ms)\n",
           vars, (double)len / 1e6, best * 1e3, errors);
}

/* `tycon_bench --once W N`: generates workload W (0-3) of size N and runs it once in this
** process (no fork), printing the input size: bench/instructions.sh counts its instructions
** under callgrind (all, or only inside tycon_value_parse). */
static int run_once(int which, int n)
{
    text t = {0};
    const char *type = gen_workload(&t, which, n);
    figures r = {0};
    run(type, &t, which == 1, &r);
    printf("input %zu bytes, output %zu bytes%s\n", r.input, r.output, r.ok ? "" : " FAILED");
    free(t.p);
    return r.ok ? 0 : 1;
}

/* The parse throughput of workloads 0 and 1 (HCL, JSON) at steady state: the best of 7
** parses of the same text in one process, each into a new arena freed afterwards, with
** glibc keeping freed memory as the CLI does (tools/check.c), so page faults of first
** touch are not counted. Prints MB/s beside the goals of issue 25 (JSON >= 500 MB/s). */
static void parse_rate(void)
{
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif
    tycon_ctx *ctx = tycon_ctx_new(NULL);
    for (int json = 1; json >= 0 && ctx; json--) {
        text t = {0};
        gen_buckets(&t, 20000, json);
        double best = 1e9;
        for (int r = 0; r < 7; r++) {
            tycon_arena *a = tycon_arena_new(ctx);
            const tycon_value *v = NULL;
            double t0 = now();
            tycon_status st = tycon_value_parse(ctx, a, t.p, t.len, "<value>",
                                                (json ? TYCON_SYNTAX_JSON : TYCON_SYNTAX_HCL) |
                                                    TYCON_SOURCE_STABLE, &v);
            double t1 = now();
            tycon_arena_free(a);
            if (st != TYCON_OK)
                break;
            best = t1 - t0 < best ? t1 - t0 : best;
        }
        printf("%s parse, warm (memory reused): %.2f MB in %.1f ms: %.0f MB/s%s\n",
               json ? "JSON" : "HCL ", (double)t.len / 1e6, best * 1e3,
               (double)t.len / 1e6 / best, json ? " (goal >= 500 MB/s)" : "");
        free(t.p);
    }
    tycon_ctx_free(ctx);
}

int main(int argc, char **argv)
{
    if (argc == 4 && strcmp(argv[1], "--once") == 0)
        return run_once(atoi(argv[2]), atoi(argv[3]));
    double scale = argc > 1 ? atof(argv[1]) : 1.0;
    static const char *names[] = {"list(object) 20k, nested defaults, HCL",
                                  "list(object) 20k, nested defaults, JSON",
                                  "map(string) 200k from numbers/bools",
                                  "list(any) 20k objects, unification"};
    static const int sizes[] = {20000, 20000, 200000, 20000};
    printf("%-42s %9s %8s %8s %8s %8s %9s %7s %9s %6s %5s\n", "workload", "input", "parse",
           "convert", "render", "total", "peak RSS", "RSS/in", "lib peak", "lib/in", "x2");
    for (int w = 0; w < 4; w++) {
        int n = (int)(sizes[w] * scale);
        figures full, half;
        if (measure_best(w, n, &full) != 0 || measure_best(w, n / 2, &half) != 0) {
            printf("%-42s FAILED\n", names[w]);
            continue;
        }
        printf("%-42s %7.2fMB %6.1fms %6.1fms %6.1fms %6.1fms %7.1fMB %7.1f %7.1fMB %6.1f %5.2f\n",
               names[w], (double)full.input / 1e6, full.parse * 1e3, full.convert * 1e3,
               full.render * 1e3, full.total * 1e3, (double)full.rss_kb / 1024.0,
               (double)full.rss_kb * 1024.0 / (double)full.input, (double)full.lib_peak / 1e6,
               (double)full.lib_peak / (double)full.input, full.total / half.total);
    }
    printf("(render: the console form and the JSON encoding of the result, streamed through\n"
           " tycon_value_console_write / tycon_value_json_write; RSS/in and lib/in: peak bytes\n"
           " per input byte; times: best of 3 runs; x2: total time at full size over half size)\n");
    parse_rate();
    bench_check();
    bench_module_check();
    return 0;
}
