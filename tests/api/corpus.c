/* SPDX-License-Identifier: Apache-2.0 */
/*
** corpus.c: the corpus runner of corpus.h: type, value, defaults, conversion and renderings
** of each case through tycon.h, with failing calls written as status + rendered diagnostics.
*/
#include "corpus.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void put(corpus_out *o, const char *s, size_t n)
{
    if (o->len + n + 1 > o->cap) {
        size_t cap = o->cap ? o->cap : 4096;
        while (cap < o->len + n + 1)
            cap *= 2;
        char *p = realloc(o->p, cap);
        if (!p)
            abort(); /* test-side memory */
        o->p = p;
        o->cap = cap;
    }
    memcpy(o->p + o->len, s, n);
    o->len += n;
    o->p[o->len] = 0;
}

static void putz(corpus_out *o, const char *s) { put(o, s ? s : "(null)", strlen(s ? s : "(null)")); }

static void putf(corpus_out *o, const char *fmt, ...)
{
    char tmp[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    put(o, tmp, n < 0 ? 0 : (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
}

/* The diagnostics of the last call, each rendered plain and as JSON. */
static void put_diags(tycon_ctx *ctx, tycon_arena *a, corpus_out *o)
{
    for (size_t i = 0; i < tycon_diag_count(ctx); i++) {
        const tycon_diag *d = tycon_diag_at(ctx, i);
        const char *plain = NULL, *json = NULL;
        putf(o, " diag[%zu] code=%d path=", i, (int)d->code);
        putz(o, d->path);
        if (tycon_diag_render(ctx, a, d, TYCON_DIAG_PLAIN, 0, &plain) == TYCON_OK &&
            tycon_diag_render(ctx, a, d, TYCON_DIAG_JSON, 0, &json) == TYCON_OK) {
            putz(o, "\n  plain: ");
            putz(o, plain);
            putz(o, "\n  json: ");
            putz(o, json);
        } else {
            putz(o, " render failed");
        }
    }
}

static void run_case(tycon_ctx *ctx, const char *line, size_t len, corpus_out *o)
{
    tycon_arena *a = tycon_arena_new(ctx);
    const tycon_value *c = NULL, *v = NULL;
    const tycon_type *t = NULL;
    const tycon_defaults *df = NULL;
    size_t n = 0;
    if (!a) {
        putz(o, "arena failed\n");
        return;
    }
    tycon_status st = tycon_value_parse(ctx, a, line, len, "<case>", TYCON_SYNTAX_JSON, &c);
    if (st != TYCON_OK || tycon_value_kind(c) != TYCON_OBJECT) {
        putf(o, "input status=%d\n", (int)st);
        goto done;
    }
    putz(o, tycon_value_string(tycon_value_get(c, "id"), &n));
    const char *ty = tycon_value_string(tycon_value_get(c, "type"), &n);
    st = tycon_type_parse(ctx, a, ty, n, "<type>", TYCON_TYPE_VARIABLE, &t, &df);
    if (st != TYCON_OK) {
        putf(o, " type status=%d", (int)st);
        goto diags;
    }
    unsigned flags = TYCON_SCOPE_CONVFUNCS | TYCON_SCOPE_UNKNOWN;
    const char *src = tycon_value_string(tycon_value_get(c, "value"), &n);
    if (!src) {
        src = tycon_value_string(tycon_value_get(c, "value_json"), &n);
        flags = TYCON_SYNTAX_JSON;
    }
    st = tycon_value_parse(ctx, a, src, n, "<value>", flags, &v);
    if (st == TYCON_OK)
        st = tycon_value_apply_defaults(ctx, a, df, v, &v);
    if (st != TYCON_OK) {
        putf(o, " value status=%d", (int)st);
        goto diags;
    }
    st = tycon_value_convert(ctx, a, v, t, &v);
    if (st != TYCON_OK) {
        putf(o, " convert status=%d", (int)st);
        goto diags;
    }
    const tycon_type *rt = tycon_value_type(v);
    putz(o, " ok ");
    putz(o, tycon_type_string(ctx, a, rt));
    putz(o, " ");
    putz(o, tycon_value_console(ctx, a, v));
    if (tycon_value_is_wholly_known(v) && !tycon_value_is_sensitive(v)) {
        putz(o, " ");
        putz(o, tycon_type_json(ctx, a, rt));
        putz(o, " ");
        putz(o, tycon_value_json(ctx, a, v, rt));
    }
diags:
    put_diags(ctx, a, o);
    putz(o, "\n");
done:
    tycon_arena_free(a);
}

size_t corpus_run(tycon_ctx *ctx, const char *cases, size_t len, corpus_out *out)
{
    size_t count = 0;
    const char *p = cases, *end = cases + len;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *e = nl ? nl : end;
        if (e > p) {
            run_case(ctx, p, (size_t)(e - p), out);
            count++;
        }
        p = e + 1;
    }
    return count;
}

char *corpus_read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    corpus_out o = {0};
    char tmp[65536];
    size_t n;
    while ((n = fread(tmp, 1, sizeof tmp, f)) > 0)
        put(&o, tmp, n);
    fclose(f);
    if (!o.p)
        put(&o, "", 0);
    *len = o.len;
    return o.p;
}

const char *corpus_cases_path(void)
{
    static char path[4096]; /* test-only helper: written once per process before threads */
    const char *dir = getenv("TYC_TEST_DATA");
    snprintf(path, sizeof path, "%s/conformance/cases.jsonl", dir ? dir : "tests");
    return path;
}

tycon_status corpus_check(tycon_ctx *ctx, const char *dir, corpus_out *out)
{
    tycon_check_options opt;
    tycon_check *res = NULL;
    tycon_check_options_init(&opt);
    opt.dir = dir;
    tycon_status st = tycon_check_run(ctx, &opt, &res);
    if (st != TYCON_OK)
        return st;
    for (size_t i = 0; i < tycon_check_var_count(res); i++) {
        putz(out, tycon_check_var_name(res, i));
        putz(out, " = ");
        putz(out, tycon_check_var_console(res, i));
        putz(out, " from ");
        putz(out, tycon_check_var_source(res, i));
        putz(out, "\n");
    }
    for (tycon_check_format f = TYCON_CHECK_PLAIN; f <= TYCON_CHECK_JSON; f++) {
        const char *o = NULL, *e = NULL;
        if (tycon_check_render(res, f, 0, &o, &e) == TYCON_OK) {
            putz(out, o);
            putz(out, e);
        }
    }
    tycon_check_free(res);
    return TYCON_OK;
}

const char *corpus_module_dir(char *buf, size_t n)
{
    const char *dir = getenv("TYC_TEST_DATA");
    snprintf(buf, n, "%s/../examples/embed_module", dir ? dir : "tests");
    return buf;
}

void corpus_out_free(corpus_out *o)
{
    free(o->p);
    o->p = NULL;
    o->len = o->cap = 0;
}
