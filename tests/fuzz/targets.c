/* SPDX-License-Identifier: Apache-2.0 */
/*
** targets.c: the fuzz targets, through the public API only. Each takes one input (byte 0:
** flags, the rest: the text) and writes a short deterministic report to out (may be NULL):
** the status and the first bytes of the rendering. libFuzzer runs them (fuzz_main.c, clang,
** -DTYCON_FUZZ=ON) and the replay driver (replay.c) runs the seed corpus and the
** reproducers in every CTest run.
*/
#define _DEFAULT_SOURCE /* mkdtemp */
#include "targets.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define SHOW 160

static void report(FILE *out, const char *what, tycon_status st, const char *text)
{
    if (!out)
        return;
    fprintf(out, "%s: %s", what, tycon_status_string(st));
    if (text && *text) {
        size_t n = strlen(text);
        fprintf(out, ": %.*s%s", (int)(n > SHOW ? SHOW : n), text, n > SHOW ? "..." : "");
    }
    fputc('\n', out);
}

/* The first diagnostic's summary and detail of ctx, or NULL. */
static const char *first_diag(tycon_ctx *ctx, tycon_arena *a)
{
    const tycon_diag *d = tycon_diag_at(ctx, 0);
    if (!d)
        return NULL;
    const char *r = NULL;
    if (tycon_diag_render(ctx, a, d, TYCON_DIAG_PLAIN, 78, &r) != TYCON_OK)
        return NULL;
    return r;
}

static tycon_ctx *new_ctx(const uint8_t *d, size_t n)
{
    tycon_options o;
    tycon_options_init(&o);
    if (n && (d[0] & 0x80))
        o.max_depth = 1000000; /* lowered to the library's ceiling */
    return tycon_ctx_new(&o);
}

static void value(const uint8_t *d, size_t n, FILE *out, unsigned syntax)
{
    tycon_ctx *ctx = new_ctx(d, n);
    tycon_arena *a = tycon_arena_new(ctx);
    const tycon_value *v = NULL;
    const char *src = n ? (const char *)d + 1 : "";
    size_t len = n ? n - 1 : 0;
    tycon_status st = tycon_value_parse(ctx, a, src, len, "fuzz", syntax | (n && (d[0] & 1) ?
                                            TYCON_SCOPE_CONVFUNCS : 0), &v);
    if (st == TYCON_OK) {
        const char *r = tycon_value_console(ctx, a, v);
        report(out, "value", st, r);
        const char *j = tycon_value_json(ctx, a, v, tycon_value_type(v));
        report(out, "json", j ? TYCON_OK : TYCON_ERR_CONVERT, j);
    } else {
        report(out, "value", st, first_diag(ctx, a));
    }
    tycon_arena_free(a);
    tycon_ctx_free(ctx);
}

void tyc_fuzz_value_hcl(const uint8_t *d, size_t n, FILE *out)
{
    value(d, n, out, TYCON_SYNTAX_HCL);
}

void tyc_fuzz_value_json(const uint8_t *d, size_t n, FILE *out)
{
    value(d, n, out, TYCON_SYNTAX_JSON);
}

/* Input: a type expression, optionally "\n---\n" and a value (HCL) converted to it after
** its defaults are applied. */
static void type_and_value(const uint8_t *d, size_t n, FILE *out, int need_value)
{
    tycon_ctx *ctx = new_ctx(d, n);
    tycon_arena *a = tycon_arena_new(ctx);
    const char *src = n ? (const char *)d + 1 : "";
    size_t len = n ? n - 1 : 0;
    const char *sep = NULL;
    for (size_t i = 0; i + 5 <= len && !sep; i++)
        if (memcmp(src + i, "\n---\n", 5) == 0)
            sep = src + i;
    size_t tlen = sep ? (size_t)(sep - src) : len;
    const tycon_type *t = NULL;
    const tycon_defaults *df = NULL;
    tycon_status st = tycon_type_parse(ctx, a, src, tlen, "type", TYCON_TYPE_DEFAULTS, &t, &df);
    report(out, "type", st, st == TYCON_OK ? tycon_type_string(ctx, a, t) : first_diag(ctx, a));
    if (st == TYCON_OK && (sep || need_value)) {
        const char *vs = sep ? sep + 5 : "[{}]";
        size_t vl = sep ? len - tlen - 5 : 4;
        const tycon_value *v = NULL, *w = NULL, *c = NULL;
        st = tycon_value_parse(ctx, a, vs, vl, "value", TYCON_SYNTAX_HCL, &v);
        if (st == TYCON_OK)
            st = tycon_value_apply_defaults(ctx, a, df, v, &w);
        if (st == TYCON_OK)
            st = tycon_value_convert(ctx, a, w, t, &c);
        report(out, "convert", st, st == TYCON_OK ? tycon_value_console(ctx, a, c)
                                                  : first_diag(ctx, a));
    }
    tycon_arena_free(a);
    tycon_ctx_free(ctx);
}

void tyc_fuzz_type(const uint8_t *d, size_t n, FILE *out)
{
    type_and_value(d, n, out, 0);
}

void tyc_fuzz_convert(const uint8_t *d, size_t n, FILE *out)
{
    type_and_value(d, n, out, 1);
}

/* Input: console entries, one a line. */
void tyc_fuzz_console(const uint8_t *d, size_t n, FILE *out)
{
    tycon_ctx *ctx = new_ctx(d, n);
    tycon_console_options o;
    tycon_console_options_init(&o);
    tycon_console *con = NULL;
    const char *o1 = NULL, *e1 = NULL, *l1 = NULL;
    tycon_status st = tycon_console_new(ctx, &o, &con, &o1, &e1, &l1);
    const char *src = n ? (const char *)d + 1 : "";
    size_t len = n ? n - 1 : 0, i = 0;
    while (st == TYCON_OK && i < len) {
        const char *nl = memchr(src + i, '\n', len - i);
        size_t e = nl ? (size_t)(nl - src) : len;
        const char *ro = NULL, *re = NULL;
        tycon_status s = tycon_console_eval(con, src + i, e - i, &ro, &re);
        report(out, "eval", s, s == TYCON_OK ? ro : re);
        i = e + 1;
    }
    tycon_console_free(con);
    tycon_ctx_free(ctx);
}

/* An empty directory for the module (made once per process; the harness's only state). */
static char the_dir[64];

static void remove_dir(void)
{
    rmdir(the_dir);
}

static const char *empty_dir(void)
{
    if (!the_dir[0]) {
        strcpy(the_dir, "/tmp/tycon-fuzz-XXXXXX");
        if (mkdtemp(the_dir))
            atexit(remove_dir);
        else
            strcpy(the_dir, "/nonexistent/tycon-fuzz");
    }
    return the_dir;
}

/* Input: main.tf, "\n---\n", terraform.tfvars (both in memory in an empty directory). */
void tyc_fuzz_check(const uint8_t *d, size_t n, FILE *out)
{
    tycon_ctx *ctx = new_ctx(d, n);
    const char *src = n ? (const char *)d + 1 : "";
    size_t len = n ? n - 1 : 0, tlen = len;
    for (size_t i = 0; i + 5 <= len; i++)
        if (memcmp(src + i, "\n---\n", 5) == 0) {
            tlen = i;
            break;
        }
    char mainf[96], varsf[96];
    snprintf(mainf, sizeof mainf, "%s/main.tf", empty_dir());
    snprintf(varsf, sizeof varsf, "%s/terraform.tfvars", empty_dir());
    tycon_overlay_file files[2] = {
        {mainf, src, tlen},
        {varsf, src + (tlen < len ? tlen + 5 : len), tlen < len ? len - tlen - 5 : 0}};
    tycon_check_options o;
    tycon_check_options_init(&o);
    o.dir = empty_dir();
    tycon_check *c = NULL;
    tycon_status st = tycon_check_run_overlay(ctx, &o, files, 2, &c);
    const char *ro = NULL, *re = NULL;
    if (st == TYCON_OK)
        st = tycon_check_render(c, TYCON_CHECK_PLAIN, 0, &ro, &re);
    if (out && st == TYCON_OK)
        fprintf(out, "check: %zu errors, %zu warnings\n", tycon_check_error_count(c),
                tycon_check_warning_count(c));
    report(out, "render", st, re && *re ? re : ro);
    tycon_check_free(c);
    tycon_ctx_free(ctx);
}

/* The provider schema the validate target checks against (the toy provider of
** tests/validate/schemas: every schema feature), written next to the configuration once. */
static const char toy_schema[] =
    "{\"format_version\":\"1.0\",\"provider_schemas\":{\"registry.terraform.io/example/toy\":{"
    "\"provider\":{\"version\":0,\"block\":{\"attributes\":{\"region\":{\"type\":\"string\","
    "\"optional\":true}}}},\"resource_schemas\":{\"toy_thing\":{\"version\":0,\"block\":{"
    "\"attributes\":{\"id\":{\"type\":\"string\",\"computed\":true},\"name\":{\"type\":"
    "\"string\",\"required\":true},\"size\":{\"type\":\"number\",\"optional\":true},"
    "\"tags\":{\"type\":[\"map\",\"string\"],\"optional\":true},\"old\":{\"type\":\"string\","
    "\"optional\":true,\"deprecated\":true},\"rules\":{\"type\":[\"list\",[\"object\",{\"p\":"
    "\"number\"}]],\"optional\":true},\"spec\":{\"nested_type\":{\"nesting_mode\":\"list\","
    "\"attributes\":{\"k\":{\"type\":\"string\",\"required\":true},\"v\":{\"type\":"
    "\"number\",\"optional\":true}}},\"optional\":true}},\"block_types\":{\"part\":{"
    "\"nesting_mode\":\"list\",\"max_items\":1,\"block\":{\"attributes\":{\"n\":{\"type\":"
    "\"number\",\"required\":true}}}},\"item\":{\"nesting_mode\":\"set\",\"min_items\":1,"
    "\"block\":{\"attributes\":{\"x\":{\"type\":\"bool\",\"optional\":true}}}},\"m\":{"
    "\"nesting_mode\":\"map\",\"block\":{}}}}}},\"data_source_schemas\":{\"toy_lookup\":{"
    "\"version\":0,\"block\":{\"attributes\":{\"q\":{\"type\":\"string\",\"required\":true},"
    "\"out\":{\"type\":\"string\",\"computed\":true}}}}}}}}";

static char schema_file[96];

static void remove_schema(void)
{
    unlink(schema_file);
}

static const char *schema_path(void)
{
    if (!schema_file[0]) {
        snprintf(schema_file, sizeof schema_file, "%s.schema.json", empty_dir());
        FILE *f = fopen(schema_file, "w");
        if (f) {
            fputs(toy_schema, f);
            fclose(f);
            atexit(remove_schema);
        }
    }
    return schema_file;
}

/* Input: main.tf (main.tf.json when it starts with "{"), validated in an empty directory
** against the toy provider's schema. */
void tyc_fuzz_validate(const uint8_t *d, size_t n, FILE *out)
{
    tycon_ctx *ctx = new_ctx(d, n);
    const char *src = n ? (const char *)d + 1 : "";
    size_t len = n ? n - 1 : 0;
    char mainf[96];
    snprintf(mainf, sizeof mainf, "%s/main.tf%s", empty_dir(), len && src[0] == '{' ? ".json" : "");
    tycon_overlay_file files[1] = {{mainf, src, len}};
    const char *schemas[1] = {schema_path()};
    tycon_check_options o;
    tycon_check_options_init(&o);
    o.dir = empty_dir();
    o.flags = TYCON_CHECK_VALIDATE | (n && (d[0] & 1) ? TYCON_CHECK_COMPAT : 0);
    o.schema_files = schemas;
    o.nschema_files = 1;
    tycon_check *c = NULL;
    tycon_status st = tycon_check_run_overlay(ctx, &o, files, 1, &c);
    const char *ro = NULL, *re = NULL;
    if (st == TYCON_OK)
        st = tycon_check_render(c, TYCON_CHECK_JSON, 0, &ro, &re);
    if (out && st == TYCON_OK)
        fprintf(out, "validate: %zu errors, %zu warnings\n", tycon_check_error_count(c),
                tycon_check_warning_count(c));
    report(out, "render", st, ro);
    tycon_check_free(c);
    tycon_ctx_free(ctx);
}

const tyc_fuzz_target tyc_fuzz_targets[] = {
    {"type", tyc_fuzz_type},         {"value_hcl", tyc_fuzz_value_hcl},
    {"value_json", tyc_fuzz_value_json}, {"convert", tyc_fuzz_convert},
    {"console", tyc_fuzz_console},   {"check", tyc_fuzz_check},
    {"validate", tyc_fuzz_validate}, {NULL, NULL}};
