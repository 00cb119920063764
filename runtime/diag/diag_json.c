/* SPDX-License-Identifier: Apache-2.0 */
/*
** diag_json.c: Terraform's JSON diagnostics (command/views/json.Diagnostic) as Go's
** encoding/json writes them, compact or MarshalIndent-ed, plus the `validate -json` envelope
** and the `plan -json` log line.
*/
#include "runtime/diag/diag_render.h"
#include "runtime/base/str.h"

/* A tiny writer with Go's layout: pretty (2-space indent, "key": value) or compact. */
typedef struct jw {
    tyc_buf *b;
    int pretty;
} jw;

static void newline(jw *w, int depth)
{
    if (!w->pretty)
        return;
    tyc_buf_addc(w->b, '\n');
    tyc_buf_indent(w->b, (size_t)depth * 2);
}

/* Starts member `key` of an object whose members are at `depth`. */
static void key(jw *w, int depth, int first, const char *k)
{
    if (!first)
        tyc_buf_addc(w->b, ',');
    newline(w, depth);
    tyc_buf_jsonquote(w->b, k, strlen(k));
    tyc_buf_addz(w->b, w->pretty ? ": " : ":");
}

static void str(jw *w, const char *s, size_t n)
{
    tyc_buf_jsonquote(w->b, s ? s : "", s ? n : 0);
}

static void zs(jw *w, const char *s)
{
    if (!s || !strstr(s, TYC_DIAG_NUL)) {
        str(w, s, s ? strlen(s) : 0);
        return;
    }
    tyc_buf t; /* the text's NUL bytes back (see TYC_DIAG_NUL) */
    tyc_buf_init(&t, w->b->ctx);
    for (const char *p = s; *p; p++) {
        if ((unsigned char)p[0] == 0xC0 && (unsigned char)p[1] == 0x80)
            tyc_buf_add(&t, "", 1), p++;
        else
            tyc_buf_addc(&t, *p);
    }
    str(w, t.p ? t.p : "", t.len);
    tyc_buf_free(&t);
}

static void num(jw *w, int64_t v)
{
    tyc_buf_addf(w->b, "%lld", (long long)v);
}

static void pos(jw *w, int depth, const tyc_pos *p)
{
    tyc_buf_addc(w->b, '{');
    key(w, depth + 1, 1, "line");
    num(w, p->line);
    key(w, depth + 1, 0, "column");
    num(w, p->col);
    key(w, depth + 1, 0, "byte");
    num(w, p->byte);
    newline(w, depth);
    tyc_buf_addc(w->b, '}');
}

static void range(jw *w, int depth, const tyc_snippet *s)
{
    tyc_buf_addc(w->b, '{');
    key(w, depth + 1, 1, "filename");
    zs(w, s->filename);
    key(w, depth + 1, 0, "start");
    pos(w, depth + 1, &s->start);
    key(w, depth + 1, 0, "end");
    pos(w, depth + 1, &s->end);
    newline(w, depth);
    tyc_buf_addc(w->b, '}');
}

static void values(jw *w, int depth, const tyc_snippet *s)
{
    tyc_buf_addc(w->b, '[');
    for (uint32_t i = 0; i < s->nvalues; i++) {
        if (i)
            tyc_buf_addc(w->b, ',');
        newline(w, depth + 1);
        tyc_buf_addc(w->b, '{');
        key(w, depth + 2, 1, "traversal");
        zs(w, s->values[i]->traversal);
        key(w, depth + 2, 0, "statement");
        zs(w, s->values[i]->statement);
        newline(w, depth + 1);
        tyc_buf_addc(w->b, '}');
    }
    if (s->nvalues)
        newline(w, depth);
    tyc_buf_addc(w->b, ']');
}

/* Writes compact JSON text j (objects, arrays, strings, no spaces) laid out as Go's
** MarshalIndent lays out a RawMessage: one member or element a line, `{}` and `[]` kept. */
static void raw(jw *w, int depth, const char *j)
{
    for (const char *p = j; *p; p++) {
        if (*p == '"') { /* a string, escapes included */
            const char *e = p + 1;
            while (*e && *e != '"')
                e += e[0] == '\\' && e[1] ? 2 : 1;
            tyc_buf_add(w->b, p, (size_t)(e - p) + (*e == '"'));
            if (!*e)
                return;
            p = e;
        } else if (*p == '{' || *p == '[') {
            tyc_buf_addc(w->b, *p);
            if (p[1] == '}' || p[1] == ']')
                tyc_buf_addc(w->b, *++p);
            else
                newline(w, ++depth);
        } else if (*p == '}' || *p == ']') {
            newline(w, --depth);
            tyc_buf_addc(w->b, *p);
        } else if (*p == ',') {
            tyc_buf_addc(w->b, ',');
            newline(w, depth);
        } else if (*p == ':') {
            tyc_buf_addz(w->b, w->pretty ? ": " : ":");
        } else {
            tyc_buf_addc(w->b, *p);
        }
    }
}

static void snippet(jw *w, int depth, const tyc_snippet *s)
{
    tyc_buf_addc(w->b, '{');
    key(w, depth + 1, 1, "context");
    if (s->has_context)
        str(w, s->context.p, s->context.len);
    else
        tyc_buf_addz(w->b, "null");
    key(w, depth + 1, 0, "code");
    str(w, s->code.len ? s->code.p : "", s->code.len);
    key(w, depth + 1, 0, "start_line");
    num(w, s->start_line);
    key(w, depth + 1, 0, "highlight_start_offset");
    num(w, (int64_t)s->hl_start);
    key(w, depth + 1, 0, "highlight_end_offset");
    num(w, (int64_t)s->hl_end);
    key(w, depth + 1, 0, "values");
    values(w, depth + 1, s);
    if (s->call_json) {
        key(w, depth + 1, 0, "function_call");
        raw(w, depth + 1, s->call_json);
    }
    newline(w, depth);
    tyc_buf_addc(w->b, '}');
}

static const char *severity(const tyc_diag *d)
{
    return d->severity == TYC_SEV_ERROR     ? "error"
           : d->severity == TYC_SEV_WARNING ? "warning"
                                            : "unknown";
}

static void diag_obj(jw *w, int depth, const tyc_diag *d, const tyc_snippet *s)
{
    tyc_buf_addc(w->b, '{');
    key(w, depth + 1, 1, "severity");
    zs(w, severity(d));
    key(w, depth + 1, 0, "summary");
    zs(w, d->summary);
    key(w, depth + 1, 0, "detail");
    zs(w, d->detail);
    if (d->address) {
        key(w, depth + 1, 0, "address");
        zs(w, d->address);
    }
    if (s->has_range) {
        key(w, depth + 1, 0, "range");
        range(w, depth + 1, s);
    }
    if (s->has_code) {
        key(w, depth + 1, 0, "snippet");
        snippet(w, depth + 1, s);
    }
    newline(w, depth);
    tyc_buf_addc(w->b, '}');
}

int tyc_diag_json(tyc_buf *b, const tyc_diag *d, int depth)
{
    jw w = {b, depth >= 0};
    tyc_arena *a = tyc_arena_new(b->ctx);
    tyc_snippet s;
    int rc = -1;
    if (a && tyc_snippet_build(&s, b->ctx, a, d) == 0) {
        diag_obj(&w, depth < 0 ? 0 : depth, d, &s);
        rc = 0;
    }
    if (a)
        tyc_snippet_free(&s);
    tyc_arena_free(a);
    if (rc < 0)
        b->failed = 1;
    return tyc_buf_failed(b) ? -1 : 0;
}

int tyc_diags_validate_json(tyc_buf *b, const tyc_diags *ds)
{
    jw w = {b, 1};
    uint32_t nerr = 0, nwarn = 0;
    for (const tyc_diag *d = ds->head; d; d = d->next) {
        nerr += d->severity == TYC_SEV_ERROR;
        nwarn += d->severity == TYC_SEV_WARNING;
    }
    tyc_buf_addc(b, '{');
    key(&w, 1, 1, "format_version");
    zs(&w, "1.0");
    key(&w, 1, 0, "valid");
    tyc_buf_addz(b, nerr ? "false" : "true");
    key(&w, 1, 0, "error_count");
    num(&w, nerr);
    key(&w, 1, 0, "warning_count");
    num(&w, nwarn);
    key(&w, 1, 0, "diagnostics");
    tyc_buf_addc(b, '[');
    for (const tyc_diag *d = ds->head; d; d = d->next) {
        if (d != ds->head)
            tyc_buf_addc(b, ',');
        newline(&w, 2);
        tyc_diag_json(b, d, 2);
    }
    if (ds->head)
        newline(&w, 1);
    tyc_buf_addz(b, "]\n}\n");
    return tyc_buf_failed(b) ? -1 : 0;
}

int tyc_diag_json_log(tyc_buf *b, const tyc_diag *d, const char *timestamp)
{
    jw w = {b, 0};
    int warn = d->severity == TYC_SEV_WARNING;
    tyc_buf msg;
    tyc_buf_init(&msg, b->ctx);
    tyc_buf_addz(&msg, warn ? "Warning: " : "Error: ");
    tyc_buf_addz(&msg, d->summary ? d->summary : "");
    tyc_buf_addc(b, '{');
    key(&w, 0, 1, "@level");
    zs(&w, warn ? "warn" : "error");
    key(&w, 0, 0, "@message");
    str(&w, msg.len ? msg.p : "", msg.len);
    key(&w, 0, 0, "@module");
    zs(&w, "terraform.ui");
    key(&w, 0, 0, "@timestamp");
    zs(&w, timestamp);
    key(&w, 0, 0, "diagnostic");
    tyc_diag_json(b, d, -1);
    key(&w, 0, 0, "type");
    zs(&w, "diagnostic");
    tyc_buf_addz(b, "}\n");
    if (tyc_buf_failed(&msg))
        b->failed = 1;
    tyc_buf_free(&msg);
    return tyc_buf_failed(b) ? -1 : 0;
}
