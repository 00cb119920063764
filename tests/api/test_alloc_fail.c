/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_alloc_fail.c: allocation failures. For N = 0, 1, 2, ... the N-th allocation of a call
** fails (through the context's allocator hook); the call must return TYCON_ERR_NOMEM (or
** NULL for the string renderings), and once everything is freed no block may be left.
** Calls whose allocations all succeed must give the same result as an undisturbed run.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "corpus.h"

/* A write callback that drops what it receives. */
static int discard(void *ud, const char *data, size_t len)
{
    (void)ud;
    (void)data;
    (void)len;
    return 0;
}

/* The test allocator: counts blocks and bytes; fails allocation number fail_at (counted from
** arming) once. */
typedef struct hook {
    long count, fail_at; /* fail_at < 0: never */
    int armed, fired;
    long blocks, bytes;
} hook;

static void *hook_alloc(void *ud, void *ptr, size_t old_size, size_t new_size)
{
    hook *h = ud;
    if (new_size == 0) {
        if (ptr) {
            h->blocks--;
            h->bytes -= (long)old_size;
        }
        free(ptr);
        return NULL;
    }
    if (h->armed && h->count++ == h->fail_at) {
        h->fired = 1;
        return NULL;
    }
    void *p = realloc(ptr, new_size);
    if (!p)
        return NULL;
    if (!ptr)
        h->blocks++;
    h->bytes += (long)new_size - (long)(ptr ? old_size : 0);
    return p;
}

static tycon_ctx *new_ctx(hook *h)
{
    memset(h, 0, sizeof *h);
    h->fail_at = -1;
    tycon_options opt;
    tycon_options_init(&opt);
    opt.alloc = hook_alloc;
    opt.alloc_ud = h;
    return tycon_ctx_new(&opt);
}

static void arm(hook *h, long n)
{
    h->count = 0;
    h->fail_at = n;
    h->armed = 1;
    h->fired = 0;
}

static void disarm(hook *h) { h->armed = 0; }

static void free_all(hook *h, tycon_ctx *ctx, tycon_arena *a, tycon_arena *b)
{
    tycon_arena_free(a);
    tycon_arena_free(b);
    tycon_ctx_free(ctx);
    assert_int_equal(h->blocks, 0);
    assert_int_equal(h->bytes, 0);
}

/* ---- single calls ---- */

static const char big_type[] =
    "list(object({\n  name = string\n  enabled = optional(bool, true)\n"
    "  tags = optional(map(string), {})\n  ports = optional(list(number), [80, 443])\n"
    "  website = optional(object({\n    index = optional(string, \"index.html\")\n"
    "    rules = optional(list(object({a = string, b = optional(number, 1)})))\n"
    "  }), {})\n  pair = optional(tuple([string, set(number)]))\n}))";

/* Builds the source of a value with k list elements. */
static char *big_value(int k, int json)
{
    size_t cap = 256 + (size_t)k * 256, n = 0;
    char *s = malloc(cap);
    assert_non_null(s);
    n += (size_t)snprintf(s + n, cap - n, "[");
    for (int i = 0; i < k; i++)
        n += (size_t)snprintf(s + n, cap - n,
                              json ? "%s{\"name\": \"n%d\", \"tags\": {\"k\": \"v%d\"}, "
                                     "\"ports\": [%d, 2, 3.5], \"website\": {\"rules\": "
                                     "[{\"a\": \"x\"}]}, \"pair\": [\"p\", [1, 2, 2]]}"
                                   : "%s{name = \"n%d\", tags = {k = \"v${%d}\"}, "
                                     "ports = [%d, 2, 3.5], website = {rules = [{a = \"x\"}]}, "
                                     "pair = [\"p\", toset([1, 2, 2])]}",
                              i ? ", " : "", i, i, i);
    snprintf(s + n, cap - n, "]");
    return s;
}

typedef tycon_status (*call_fn)(tycon_ctx *ctx, tycon_arena *a, void *arg);

/* Runs prepare (unarmed, in one arena) then call (in a second arena, so that it allocates)
** with the N-th allocation failing, for every N until the call runs undisturbed; every
** disturbed run must return NOMEM and leak nothing. Returns the number of failure points. */
static long fail_loop_ex(call_fn prepare, call_fn call, void *arg, tycon_status want,
                        int recover)
{
    long n;
    for (n = 0; n < 100000; n++) {
        hook h;
        tycon_ctx *ctx = new_ctx(&h);
        assert_non_null(ctx);
        tycon_arena *a = tycon_arena_new(ctx), *b = tycon_arena_new(ctx);
        assert_non_null(a);
        assert_non_null(b);
        if (prepare)
            assert_int_equal(prepare(ctx, a, arg), TYCON_OK);
        arm(&h, n);
        tycon_status st = call(ctx, b, arg);
        int fired = h.fired;
        disarm(&h);
        if (fired && st != TYCON_ERR_NOMEM)
            fail_msg("allocation %ld failed but the call returned %d", n, (int)st);
        if (!fired)
            assert_int_equal(st, want);
        else if (recover) /* the context recovers: the call succeeds once memory is there */
            assert_int_equal(call(ctx, b, arg), want);
        free_all(&h, ctx, a, b);
        if (!fired)
            break;
    }
    return n;
}

static long fail_loop(call_fn prepare, call_fn call, void *arg, tycon_status want)
{
    return fail_loop_ex(prepare, call, arg, want, 1);
}

typedef struct pipe_arg {
    const char *type_src, *value_src;
    unsigned flags;
    const tycon_type *t;
    const tycon_defaults *df;
    const tycon_value *v;
} pipe_arg;

static tycon_status call_type(tycon_ctx *ctx, tycon_arena *a, void *arg)
{
    pipe_arg *p = arg;
    return tycon_type_parse(ctx, a, p->type_src, strlen(p->type_src), "t.tf",
                            TYCON_TYPE_VARIABLE, &p->t, &p->df);
}

static tycon_status call_value(tycon_ctx *ctx, tycon_arena *a, void *arg)
{
    pipe_arg *p = arg;
    return tycon_value_parse(ctx, a, p->value_src, strlen(p->value_src), "v.tfvars", p->flags,
                             &p->v);
}

static tycon_status prep_convert(tycon_ctx *ctx, tycon_arena *a, void *arg)
{
    tycon_status st = call_type(ctx, a, arg);
    return st ? st : call_value(ctx, a, arg);
}

static tycon_status call_convert(tycon_ctx *ctx, tycon_arena *a, void *arg)
{
    pipe_arg *p = arg;
    const tycon_value *v = NULL;
    tycon_status st = tycon_value_apply_defaults(ctx, a, p->df, p->v, &v);
    return st ? st : tycon_value_convert(ctx, a, v, p->t, &v);
}

static void test_type_parse(void **state)
{
    (void)state;
    pipe_arg p = {.type_src = big_type};
    assert_true(fail_loop(NULL, call_type, &p, TYCON_OK) > 0);
    p.type_src = "object({a = optional(string, 12), b = list(strin)})"; /* an error */
    assert_true(fail_loop(NULL, call_type, &p, TYCON_ERR_TYPE) > 0);
    p.type_src = "list(object({a = string)";
    assert_true(fail_loop(NULL, call_type, &p, TYCON_ERR_SYNTAX) > 0);
}

static void test_value_parse(void **state)
{
    (void)state;
    static const int sizes[] = {1, 4, 20, 90};
    for (size_t si = 0; si < sizeof sizes / sizeof *sizes; si++) {
        int k = sizes[si];
        for (int json = 0; json <= 1; json++) {
            char *src = big_value(k, json);
            pipe_arg p = {.value_src = src,
                          .flags = json ? TYCON_SYNTAX_JSON : TYCON_SCOPE_CONVFUNCS};
            fail_loop(NULL, call_value, &p, TYCON_OK);
            free(src);
        }
    }
    pipe_arg p = {.value_src = "[for i, x in [1, 2, 3] : \"%{if x > 1}${x}%{else}no%{endif}\"]"};
    fail_loop(NULL, call_value, &p, TYCON_OK);
    p.value_src = "{a = [1, 2, var.x]}";
    fail_loop(NULL, call_value, &p, TYCON_ERR_EVAL);
}

static void test_convert(void **state)
{
    (void)state;
    static const int sizes[] = {1, 3, 10, 40, 130};
    for (size_t si = 0; si < sizeof sizes / sizeof *sizes; si++) {
        int k = sizes[si];
        for (int json = 0; json <= 1; json++) {
            char *src = big_value(k, json);
            pipe_arg p = {big_type, src, json ? TYCON_SYNTAX_JSON : TYCON_SCOPE_CONVFUNCS,
                          NULL, NULL, NULL};
            assert_true(fail_loop(prep_convert, call_convert, &p, TYCON_OK) > 0);
            free(src);
        }
    }
    pipe_arg bad = {"map(object({a = number}))", "{x = {a = 1}, y = {a = \"no\"}}",
                    TYCON_SCOPE_CONVFUNCS, NULL, NULL, NULL};
    assert_true(fail_loop(prep_convert, call_convert, &bad, TYCON_ERR_CONVERT) > 0);
    pipe_arg set = {"set(object({a = list(string)}))",
                    "[{a = [\"x\", 1]}, {a = [2]}, {a = [\"x\", \"1\"]}]", 0, NULL, NULL, NULL};
    fail_loop(prep_convert, call_convert, &set, TYCON_OK);
}

static tycon_status prep_bad_type(tycon_ctx *ctx, tycon_arena *a, void *arg)
{
    (void)arg;
    const tycon_type *t;
    const char src[] = "object({\n  a = optional(string, 12),\n  b = list(strin)\n})";
    tycon_status st = tycon_type_parse(ctx, a, src, sizeof src - 1, "variables.tf",
                                       TYCON_TYPE_DEFAULTS, &t, NULL);
    return st == TYCON_ERR_TYPE && tycon_diag_count(ctx) > 0 ? TYCON_OK : TYCON_ERR_MISUSE;
}

static tycon_status call_render(tycon_ctx *ctx, tycon_arena *a, void *arg)
{
    const char *s = NULL;
    tycon_status st = tycon_diag_render(ctx, a, tycon_diag_at(ctx, 0), *(tycon_diag_format *)arg,
                                        0, &s);
    return st == TYCON_OK && !s ? TYCON_ERR_MISUSE : st;
}

/* Big flat inputs: the parsers' and converters' large temporaries (heap scratch). */
static char *flat_value(int n, int object, int json)
{
    size_t cap = 64 + (size_t)n * 32, len = 0;
    char *s = malloc(cap);
    assert_non_null(s);
    s[len++] = object ? '{' : '[';
    for (int i = 0; i < n; i++)
        len += (size_t)snprintf(s + len, cap - len, object ? (json ? "%s\"k%d\": %d" : "%sk%d = %d")
                                                           : "%s%d",
                                i ? ", " : "", object ? i : i * 7, i);
    s[len++] = object ? '}' : ']';
    s[len] = 0;
    return s;
}

static void test_big(void **state)
{
    (void)state;
    for (int object = 0; object <= 1; object++) {
        for (int json = 0; json <= 1; json++) {
            char *src = flat_value(6000, object, json);
            pipe_arg p = {object ? "map(string)" : "set(string)", src,
                          json ? TYCON_SYNTAX_JSON : 0, NULL, NULL, NULL};
            fail_loop(NULL, call_value, &p, TYCON_OK);
            fail_loop(prep_convert, call_convert, &p, TYCON_OK);
            free(src);
        }
    }
}

static void test_diag_render(void **state)
{
    (void)state;
    for (tycon_diag_format f = TYCON_DIAG_PLAIN; f <= TYCON_DIAG_JSON; f++)
        assert_true(fail_loop(prep_bad_type, call_render, &f, TYCON_OK) > 0);
}

/* ---- module checking ---- */

/* A module directory and the number of errors its check reports. */
typedef struct check_arg {
    const char *dir;
    size_t errors;
} check_arg;

/* Checks a module (errors and values) and renders the result in every form. */
static tycon_status call_check(tycon_ctx *ctx, tycon_arena *a, void *arg)
{
    (void)a;
    const check_arg *ca = arg;
    tycon_check_options opt;
    tycon_check *res = NULL;
    tycon_check_options_init(&opt);
    opt.dir = ca->dir;
    tycon_status st = tycon_check_run(ctx, &opt, &res);
    for (tycon_check_format f = TYCON_CHECK_PLAIN; st == TYCON_OK && f <= TYCON_CHECK_JSON; f++) {
        const char *out = NULL, *err = NULL;
        st = tycon_check_render(res, f, 0, &out, &err);
    }
    for (size_t i = 0; st == TYCON_OK && i < tycon_check_var_count(res); i++)
        if (tycon_check_var_value(res, i) && !tycon_check_var_console(res, i))
            st = TYCON_ERR_NOMEM;
    if (st == TYCON_OK && tycon_check_error_count(res) != ca->errors)
        st = TYCON_ERR_MISUSE;
    tycon_check_free(res);
    return st;
}

static void test_check(void **state)
{
    (void)state;
    char dir[4096];
    const char *data = getenv("TYC_TEST_DATA");
    snprintf(dir, sizeof dir, "%s/../examples/embed_module", data ? data : "tests");
    /* Recovery is not asserted here yet: tycon_check_run tests the context's sticky
    ** out-of-memory flag without clearing it first, so after one failure a context reports
    ** TYCON_ERR_NOMEM for every later check (api/api_check.c should start with
    ** tyc_api_begin). */
    check_arg ca = {dir, 2};
    assert_true(fail_loop_ex(NULL, call_check, &ca, TYCON_OK, 0) > 0);
}

/* Module calls (interp/modcall): a tree with locals, for_each, outputs feeding a call, a
** child's validation rule failing in the plan walk; every allocation failure is NOMEM. */
static void test_check_modcall(void **state)
{
    (void)state;
    char dir[4096];
    const char *data = getenv("TYC_TEST_DATA");
    snprintf(dir, sizeof dir, "%s/check/modcall_splat", data ? data : "tests");
    check_arg ca = {dir, 1};
    assert_true(fail_loop_ex(NULL, call_check, &ca, TYCON_OK, 0) > 0);
}

/* ---- the whole corpus, every failure point of every case ---- */

#define MAXSTEPS 16

typedef struct trace {
    int st[MAXSTEPS];
    int n;
    int stopped;
} trace;

/* Records a status; returns 1 when the run must stop (an injected failure happened). */
static int rec(trace *t, hook *h, int st)
{
    if (t->n < MAXSTEPS)
        t->st[t->n++] = st;
    if (h && h->fired) {
        t->stopped = 1;
        return 1;
    }
    return 0;
}

static int str_st(const char *s) { return s ? TYCON_OK : TYCON_ERR_NOMEM; }

/* The corpus pipeline with status tracing; h may be NULL (reference run). */
static void pipeline(tycon_ctx *ctx, tycon_arena *a, hook *h, const char *line, size_t len,
                     trace *t)
{
    const tycon_value *c = NULL, *v = NULL;
    const tycon_type *ty = NULL;
    const tycon_defaults *df = NULL;
    size_t n = 0;
    if (h)
        disarm(h);
    if (tycon_value_parse(ctx, a, line, len, "<case>", TYCON_SYNTAX_JSON, &c) != TYCON_OK)
        return;
    const char *tsrc = tycon_value_string(tycon_value_get(c, "type"), &n);
    if (h)
        h->armed = 1;
    if (rec(t, h, tycon_type_parse(ctx, a, tsrc, n, "<type>", TYCON_TYPE_VARIABLE, &ty, &df)))
        return;
    if (t->st[t->n - 1] == TYCON_OK) {
        unsigned flags = TYCON_SCOPE_CONVFUNCS | TYCON_SCOPE_UNKNOWN;
        const char *src = tycon_value_string(tycon_value_get(c, "value"), &n);
        if (!src) {
            src = tycon_value_string(tycon_value_get(c, "value_json"), &n);
            flags = TYCON_SYNTAX_JSON;
        }
        if (rec(t, h, tycon_value_parse(ctx, a, src, n, "<value>", flags, &v)))
            return;
        if (t->st[t->n - 1] == TYCON_OK &&
            !rec(t, h, tycon_value_apply_defaults(ctx, a, df, v, &v)) &&
            t->st[t->n - 1] == TYCON_OK) {
            if (rec(t, h, tycon_value_convert(ctx, a, v, ty, &v)))
                return;
            if (t->st[t->n - 1] == TYCON_OK) {
                const tycon_type *rt = tycon_value_type(v);
                if (rec(t, h, str_st(tycon_type_string(ctx, a, rt))) ||
                    rec(t, h, str_st(tycon_value_console(ctx, a, v))) ||
                    rec(t, h, tycon_value_console_write(ctx, v, discard, NULL)))
                    return;
                if (tycon_value_is_wholly_known(v) && !tycon_value_is_sensitive(v) &&
                    rec(t, h, str_st(tycon_value_json(ctx, a, v, rt))))
                    return;
                return;
            }
        }
    }
    const char *s;
    for (size_t i = 0; i < tycon_diag_count(ctx) && i < 2; i++)
        for (tycon_diag_format f = TYCON_DIAG_PLAIN; f <= TYCON_DIAG_JSON; f++)
            if (rec(t, h, tycon_diag_render(ctx, a, tycon_diag_at(ctx, i), f, 0, &s)))
                return;
}

/* Fills most of the arena's first chunk (64 KiB) so that only about `slack` bytes are left:
** the next chunk is then allocated (and made to fail) at a different point of each call. */
static void fill(tycon_arena *a, size_t slack)
{
    static char pad[65536]; /* test-only scratch, set once */
    const tycon_value *v;
    if (slack == 0)
        return;
    if (!pad[0])
        memset(pad, 'a', sizeof pad);
    assert_int_equal(tycon_value_new_string(a, pad, sizeof pad - 160 - slack, &v), TYCON_OK);
}

static const size_t slacks[] = {0, 24, 264, 2056};

/* Under AddressSanitizer a run costs about five times more, most of it the UTF-8 checks of
** fill()'s 64 KiB pad: each case runs with slack 0 and one of the other slacks in turn
** (every slack in the normal build); every failure point of every run is still made to
** fail. */
#if defined(__SANITIZE_ADDRESS__)
#define ALL_SLACKS 0
#else
#define ALL_SLACKS 1
#endif

static void test_corpus(void **state)
{
    (void)state;
    size_t len = 0;
    char *cases = corpus_read_file(corpus_cases_path(), &len);
    assert_non_null(cases);
    long runs = 0, ncase = 0;
    for (const char *p = cases, *end = cases + len; p < end; ncase++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *e = nl ? nl : end;
        size_t n = (size_t)(e - p);
        for (size_t si = 0; n && si < sizeof slacks / sizeof *slacks; si++) {
            size_t slack = slacks[si];
            if (!ALL_SLACKS && si && si != 1 + (size_t)ncase % 3)
                continue;
            trace ref = {{0}, 0, 0};
            tycon_ctx *rc = tycon_ctx_new(NULL);
            tycon_arena *ra = tycon_arena_new(rc);
            fill(ra, slack);
            pipeline(rc, ra, NULL, p, n, &ref);
            tycon_arena_free(ra);
            tycon_ctx_free(rc);
            for (long k = 0; k < 20000; k++, runs++) {
                hook h;
                trace t = {{0}, 0, 0};
                tycon_ctx *ctx = new_ctx(&h);
                tycon_arena *a = tycon_arena_new(ctx);
                assert_non_null(a);
                fill(a, slack);
                arm(&h, k);
                pipeline(ctx, a, &h, p, n, &t);
                disarm(&h);
                free_all(&h, ctx, a, NULL);
                if (t.stopped) {
                    if (t.st[t.n - 1] != TYCON_ERR_NOMEM)
                        fail_msg("case %.60s: failing allocation %ld: step %d returned %d", p, k,
                                 t.n - 1, t.st[t.n - 1]);
                    assert_true(t.n <= ref.n);
                    assert_memory_equal(t.st, ref.st, sizeof(int) * (size_t)(t.n - 1));
                    continue;
                }
                assert_int_equal(t.n, ref.n);
                assert_memory_equal(t.st, ref.st, sizeof(int) * (size_t)t.n);
                break;
            }
        }
        p = e + 1;
    }
    fprintf(stderr, "corpus: %ld failure runs\n", runs);
    assert_true(runs > (ALL_SLACKS ? 100000 : 50000));
    free(cases);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_type_parse),
        cmocka_unit_test(test_value_parse),
        cmocka_unit_test(test_convert),
        cmocka_unit_test(test_big),
        cmocka_unit_test(test_diag_render),
        cmocka_unit_test(test_check),
        cmocka_unit_test(test_check_modcall),
        cmocka_unit_test(test_corpus),
    };
    if (getenv("TYC_TEST_FILTER")) /* e.g. TYC_TEST_FILTER=test_corpus */
        cmocka_set_test_filter(getenv("TYC_TEST_FILTER"));
    return cmocka_run_group_tests(tests, NULL, NULL);
}
