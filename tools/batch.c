/* SPDX-License-Identifier: Apache-2.0 */
/*
** batch.c: `tycon batch`, the conformance contract of tests/conformance/README.md:
** for each JSON line {"id", "type", "value" | "value_json"}: read the type as Terraform reads
** a variable's type, evaluate the value (corpus scope), apply defaults, convert; print
** {"id","ok",...} with the result or the failing phase.
*/
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <sys/types.h>
#include <string.h>

#include "cli.h"

/* Prints the first error diagnostic of the last call as summary/detail/range fields. */
static void put_diag(tycon_ctx *ctx)
{
    const tycon_diag *g = NULL;
    for (size_t i = 0; i < tycon_diag_count(ctx); i++) {
        g = tycon_diag_at(ctx, i);
        if (g->severity == TYCON_SEV_ERROR)
            break;
    }
    if (!g)
        return;
    fputs(",\"summary\":", stdout);
    cli_json_strz(stdout, g->summary);
    fputs(",\"detail\":", stdout);
    cli_json_strz(stdout, g->detail);
    if (g->has_subject) {
        const tycon_range *r = &g->subject;
        printf(",\"range\":{\"start\":{\"line\":%u,\"column\":%u,\"byte\":%zu},"
               "\"end\":{\"line\":%u,\"column\":%u,\"byte\":%zu}}",
               r->start.line, r->start.column, r->start.byte, r->end.line, r->end.column,
               r->end.byte);
    }
}

static void put_fail(const char *phase, tycon_ctx *ctx, int with_diag)
{
    printf(",\"ok\":false,\"phase\":\"%s\"", phase);
    if (with_diag)
        put_diag(ctx);
}

static const char *phase_of_syntax(tycon_status st, const char *syntax, const char *other)
{
    return st == TYCON_ERR_SYNTAX || st == TYCON_ERR_INCOMPLETE || st == TYCON_ERR_LIMIT
               ? syntax
               : other;
}

/* Converts and prints the result or the convert failure. */
static void put_convert(tycon_ctx *ctx, tycon_arena *a, const tycon_value *v,
                        const tycon_type *t)
{
    const tycon_value *out = NULL;
    tycon_status st = tycon_value_convert(ctx, a, v, t, &out);
    if (st != TYCON_OK) {
        fputs(",\"ok\":false,\"phase\":\"convert\"", stdout);
        const tycon_diag *g = tycon_diag_at(ctx, 0);
        fputs(",\"error\":", stdout);
        cli_json_strz(stdout, g ? g->detail : "out of memory");
        if (g && g->path && *g->path) {
            fputs(",\"path\":", stdout);
            cli_json_strz(stdout, g->path);
        }
        return;
    }
    const tycon_type *rt = tycon_value_type(out);
    fputs(",\"ok\":true,\"type\":", stdout);
    cli_json_strz(stdout, tycon_type_string(ctx, a, rt));
    fputs(",\"console\":", stdout);
    cli_json_strz(stdout, tycon_value_console(ctx, a, out));
    if (tycon_value_is_wholly_known(out) && !tycon_value_is_sensitive(out)) {
        const char *j = tycon_value_json(ctx, a, out, rt);
        if (j)
            printf(",\"json\":{\"type\":%s,\"value\":%s}", tycon_type_json(ctx, a, rt), j);
    }
}

/* Runs one case line; prints one result line. */
static void run_case(tycon_ctx *ctx, const char *line, size_t len)
{
    tycon_arena *a = tycon_arena_new(ctx);
    const tycon_value *c = NULL;
    if (!a)
        return;
    if (tycon_value_parse(ctx, a, line, len, "<case>", TYCON_SYNTAX_JSON, &c) != TYCON_OK ||
        tycon_type_kind(tycon_value_type(c)) != TYCON_OBJECT) {
        puts("{\"id\":null,\"ok\":false,\"phase\":\"input\"}");
        tycon_arena_free(a);
        return;
    }
    size_t n = 0;
    const char *id = tycon_value_string(tycon_value_get(c, "id"), &n);
    fputs("{\"id\":", stdout);
    if (id)
        cli_json_str(stdout, id, n);
    else
        fputs("null", stdout);
    /* the sources as raw bytes: hcl scans them unnormalised (only values get NFC) */
    char *ty = NULL, *src = NULL;
    if (cli_json_member_str(line, len, "type", &ty, &n) < 0)
        ty = NULL;
    const tycon_type *t = NULL;
    const tycon_defaults *df = NULL;
    tycon_status st = ty ? tycon_type_parse(ctx, a, ty, n, "<type>", TYCON_TYPE_VARIABLE, &t, &df)
                         : TYCON_ERR_MISUSE;
    if (st != TYCON_OK) {
        put_fail(phase_of_syntax(st, "type-syntax", "type"), ctx, 1);
        goto done;
    }
    unsigned flags = TYCON_SCOPE_CONVFUNCS | TYCON_SCOPE_UNKNOWN;
    if (cli_json_member_str(line, len, "value", &src, &n) != 1) {
        free(src);
        src = NULL;
        if (cli_json_member_str(line, len, "value_json", &src, &n) != 1) {
            free(src);
            src = NULL;
        }
        flags = TYCON_SYNTAX_JSON;
    }
    const tycon_value *v = NULL;
    st = src ? tycon_value_parse(ctx, a, src, n, "<value>", flags, &v) : TYCON_ERR_MISUSE;
    if (st != TYCON_OK) {
        put_fail(phase_of_syntax(st, "value-syntax", "value"), ctx, 1);
        goto done;
    }
    if (tycon_value_apply_defaults(ctx, a, df, v, &v) != TYCON_OK) {
        put_fail("value", ctx, 0);
        goto done;
    }
    put_convert(ctx, a, v, t);
done:
    puts("}");
    free(ty);
    free(src);
    tycon_arena_free(a);
}

static const char batch_usage[] =
    "Usage: tycon batch < cases.jsonl > results.jsonl\n"
    "\n"
    "Runs the reference-corpus contract (tests/conformance/README.md): each input line is\n"
    "a JSON object {\"id\", \"type\", \"value\"} (HCL native syntax) or {\"id\", \"type\",\n"
    "\"value_json\"} (JSON syntax). The type is read as Terraform reads a variable's type;\n"
    "the value is evaluated with tolist/toset/tomap/tostring/tonumber/tobool/sensitive and\n"
    "the variable `unknown` in scope, defaults are applied, and the value is converted.\n"
    "Each output line is {\"id\", \"ok\": true, \"type\", \"console\", \"json\"} or\n"
    "{\"id\", \"ok\": false, \"phase\", ...} with the failure (summary/detail/range, or\n"
    "error/path), in input order.\n"
    "\n"
    "Exit status: 0 (per-case failures are results), 2 usage error.\n";

int cli_batch(int argc, char **argv)
{
    if (argc > 0 && (strcmp(argv[0], "-h") == 0 || strcmp(argv[0], "--help") == 0 ||
                     strcmp(argv[0], "-help") == 0)) {
        fputs(batch_usage, stdout);
        return 0;
    }
    if (argc > 0) {
        fprintf(stderr, "tycon batch: unexpected argument \"%s\"\n\n%s", argv[0], batch_usage);
        return 2;
    }
    tycon_ctx *ctx = tycon_ctx_new(NULL);
    if (!ctx)
        return 1;
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    while ((len = getline(&line, &cap, stdin)) > 0) {
        while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
            len--;
        if (len == 0)
            continue;
        run_case(ctx, line, (size_t)len);
        fflush(stdout);
    }
    free(line);
    tycon_ctx_free(ctx);
    return 0;
}
