/* SPDX-License-Identifier: Apache-2.0 */
/*
** diag_render.c: Terraform's human-readable diagnostics (command/format/diagnostic.go):
** the plain form (-no-color), the boxed colored form, whole lists as view commands print
** them, and -compact-warnings.
*/
#include "runtime/diag/diag_render.h"
#include "runtime/base/str.h"

/* Appends fmt run through colorstring, with each "%s" of the result replaced by the next
** argument (as Terraform formats color.Color(format) with fmt.Fprintf). */
static void colorf(tyc_buf *b, int color, const char *fmt, const tyc_str *args)
{
    tyc_buf t;
    tyc_buf_init(&t, b->ctx);
    tyc_colorstring(&t, fmt, strlen(fmt), color);
    if (tyc_buf_failed(&t)) {
        b->failed = 1;
        tyc_buf_free(&t);
        return;
    }
    size_t last = 0;
    for (size_t i = 0; i + 1 < t.len; i++) {
        if (t.p[i] == '%' && t.p[i + 1] == 's') {
            tyc_buf_add(b, t.p + last, i - last);
            tyc_buf_addstr(b, *args++);
            last = ++i + 1;
        }
    }
    tyc_buf_add(b, t.p + last, t.len - last);
    tyc_buf_free(&t);
}

static tyc_str zstr(const char *z)
{
    return (tyc_str){z ? z : "", z ? strlen(z) : 0};
}

/* The "├──" block: the "while calling" line, then the values sorted by traversal,
** multi-line statements continued. */
static void write_values(tyc_buf *b, const tyc_snippet *s, int color)
{
    colorf(b, color, "    [dark_gray]\xe2\x94\x9c\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80"
                     "\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80"
                     "\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80"
                     "[reset]\n", NULL);
    if (s->call_sig) { /* Terraform colorizes up to the '(' and writes the rest raw */
        const char *paren = strchr(s->call_sig, '(');
        tyc_str name = {s->call_sig, paren ? (size_t)(paren - s->call_sig) : strlen(s->call_sig)};
        colorf(b, color, "    [dark_gray]\xe2\x94\x82[reset] while calling [bold]%s[reset](", &name);
        tyc_buf_addz(b, paren ? paren + 1 : ")");
        tyc_buf_addc(b, '\n');
    }
    for (uint32_t i = 0; i < s->nvalues; i++) {
        const char *st = s->values[i]->statement ? s->values[i]->statement : "";
        const char *nl = strchr(st, '\n');
        tyc_str args[2] = {zstr(s->values[i]->traversal),
                           {st, nl ? (size_t)(nl - st) : strlen(st)}};
        colorf(b, color, "    [dark_gray]\xe2\x94\x82[reset] [bold]%s[reset] %s\n", args);
        while (nl) {
            st = nl + 1;
            nl = strchr(st, '\n');
            tyc_str line = {st, nl ? (size_t)(nl - st) : strlen(st)};
            colorf(b, color, "    [dark_gray]\xe2\x94\x82[reset]   %s\n", &line);
        }
    }
}

/* Moves i back to the start of a UTF-8 sequence in s (at most 3 bytes: invalid text may be
** all continuation bytes). */
static size_t utf8_start(const char *s, size_t i)
{
    for (int k = 0; k < 3 && i > 0 && ((unsigned char)s[i] & 0xC0) == 0x80; k++)
        i--;
    return i;
}

/* tycon's own output: a single snippet line longer than TYC_DR_LONG_LINE becomes a window of
** the line around the highlight, "..." marking what is left out (in *w, whose text the
** parts then point into). */
static void elide(tyc_buf *w, const char **code, size_t *len, size_t *st, size_t *en)
{
    if (*len <= TYC_DR_LONG_LINE || memchr(*code, '\n', *len))
        return;
    size_t ws = *st > 80 ? utf8_start(*code, *st - 80) : 0;
    size_t we = *en + 80 < *len ? utf8_start(*code, *en + 80) : *len;
    if (we - ws > 2 * TYC_DR_LONG_LINE) /* a very long highlight: its start only */
        we = utf8_start(*code, ws + 2 * TYC_DR_LONG_LINE);
    if (we < *st) /* keep ws <= st <= en <= we */
        we = *st;
    if (*en > we)
        *en = we;
    tyc_buf_addz(w, ws ? "..." : "");
    size_t shift = w->len;
    tyc_buf_add(w, *code + ws, we - ws);
    tyc_buf_addz(w, we < *len ? "..." : "");
    if (tyc_buf_failed(w))
        return;
    *st = *st - ws + shift;
    *en = *en - ws + shift;
    *code = w->p;
    *len = w->len;
}

/* snippetFormatter.writeSnippet: numbered code lines with the highlight underlined. */
static void write_code(tyc_buf *b, const tyc_snippet *s, int color, int own)
{
    size_t len = s->code.len, st = s->hl_start, en = s->hl_end;
    const char *code = len ? s->code.p : "";
    if (en < st)
        en = st + 1 > len ? len : st + 1;
    tyc_buf win;
    tyc_buf_init(&win, b->ctx);
    if (own)
        elide(&win, &code, &len, &st, &en);
    tyc_str parts[3] = {{code, st}, {code + st, en - st}, {code + en, len - en}};
    tyc_buf t;
    tyc_buf_init(&t, b->ctx);
    colorf(&t, color, "%s[underline]%s[reset]%s", parts);
    if (tyc_buf_failed(&t)) { /* tyc_buf_cstr would give "" while t.len is not 0 */
        b->failed = 1;
        tyc_buf_free(&t);
        tyc_buf_free(&win);
        return;
    }
    const char *p = tyc_buf_cstr(&t), *end = p + t.len;
    for (uint32_t i = 0;; i++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        tyc_buf_addf(b, "%4u: ", (unsigned)(s->start_line + i));
        tyc_buf_add(b, p, nl ? (size_t)(nl - p) : (size_t)(end - p));
        tyc_buf_addc(b, '\n');
        if (!nl)
            break;
        p = nl + 1;
    }
    if (tyc_buf_failed(&t) || tyc_buf_failed(&win))
        b->failed = 1;
    tyc_buf_free(&t);
    tyc_buf_free(&win);
    if (s->nvalues || s->call_sig)
        write_values(b, s, color);
}

/* snippetFormatter.write */
static void write_snippet(tyc_buf *b, const tyc_snippet *s, int color, int own)
{
    if (!s->has_range)
        return;
    if (!s->has_code) {
        tyc_buf_addf(b, "  on %s line %u:\n  (source code not available)\n", s->filename,
                     (unsigned)s->start.line);
    } else {
        tyc_buf_addf(b, "  on %s line %u", s->filename, (unsigned)s->start.line);
        if (s->has_context) {
            tyc_buf_addz(b, ", in ");
            tyc_buf_add(b, s->context.p, s->context.len);
        }
        tyc_buf_addz(b, ":\n");
        write_code(b, s, color, own);
    }
    tyc_buf_addc(b, '\n');
}

/* The detail paragraphs: lines starting with a space verbatim, others (colorized in color
** mode) wrapped at lim; lim 0 leaves the detail as it is. */
static void write_detail(tyc_buf *b, const char *det, int color, size_t lim)
{
    if (!det || !*det)
        return;
    if (!lim) {
        tyc_buf_addz(b, det);
        tyc_buf_addc(b, '\n');
        return;
    }
    for (const char *p = det;;) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        if (n && p[0] == ' ') {
            tyc_buf_add(b, p, n);
        } else if (color) {
            tyc_buf t;
            tyc_buf_init(&t, b->ctx);
            tyc_colorstring(&t, p, n, 1);
            tyc_wordwrap(b, t.len ? t.p : "", t.len, lim);
            if (tyc_buf_failed(&t))
                b->failed = 1;
            tyc_buf_free(&t);
        } else {
            tyc_wordwrap(b, p, n, lim);
        }
        tyc_buf_addc(b, '\n');
        if (!nl)
            break;
        p = nl + 1;
    }
}

/* The unboxed text of a diagnostic (everything DiagnosticPlain / Diagnostic write into
** their first buffer). */
static void write_body(tyc_buf *b, const tyc_diag *d, const tyc_snippet *s, int color, int width,
                       int own)
{
    int warn = d->severity == TYC_SEV_WARNING;
    tyc_str sum = zstr(d->summary);
    size_t lim;
    if (color) {
        colorf(b, 1, warn ? "[bold][yellow]Warning: [reset]" : "[bold][red]Error: [reset]", NULL);
        colorf(b, 1, "[bold]%s[reset]\n\n", &sum);
        lim = width - 3 > 0 ? (size_t)(width - 3) : 0;
    } else {
        tyc_buf_addz(b, warn ? "\nWarning: " : "\nError: ");
        tyc_buf_addstr(b, sum);
        tyc_buf_addz(b, "\n\n");
        lim = width > 1 ? (size_t)(width - 1) : 0;
    }
    if (d->address)
        tyc_buf_addf(b, "  with %s,\n", d->address);
    write_snippet(b, s, color, own);
    write_detail(b, d->detail, color, lim);
}

/* Adds the left rule to every line of body (bufio.Scanner lines: "\r" before "\n" dropped,
** scanning stops at a line longer than 65535 bytes). */
static void box(tyc_buf *b, const tyc_buf *body, int warn)
{
    const char *rule = warn ? "\033[33m\xe2\x94\x82\033[0m \033[0m" : "\033[31m\xe2\x94\x82\033[0m \033[0m";
    tyc_buf_addz(b, warn ? "\033[33m\xe2\x95\xb7\033[0m\033[0m\n" : "\033[31m\xe2\x95\xb7\033[0m\033[0m\n");
    const char *p = body->len ? body->p : "", *end = p + body->len;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
        if (n > 65535)
            break;
        size_t m = n && p[n - 1] == '\r' ? n - 1 : n;
        /* TrimSpace of the rule keeps it whole: it ends with an escape sequence. */
        tyc_buf_addz(b, rule);
        tyc_buf_add(b, p, m);
        tyc_buf_addc(b, '\n');
        p += n + (nl != NULL);
    }
    tyc_buf_addz(b, warn ? "\033[33m\xe2\x95\xb5\033[0m\033[0m\n" : "\033[31m\xe2\x95\xb5\033[0m\033[0m\n");
}

/* The legacy UI's ColorizeUi: "[red]" / "[yellow]" + message + "[reset]" through colorstring. */
static void legacy_ui(tyc_buf *b, const tyc_buf *msg, int warn, int color)
{
    tyc_buf t;
    tyc_buf_init(&t, b->ctx);
    tyc_buf_addz(&t, warn ? "[yellow]" : "[red]");
    tyc_buf_add(&t, msg->len ? msg->p : "", msg->len);
    tyc_buf_addz(&t, "[reset]");
    if (tyc_buf_failed(&t))
        b->failed = 1;
    else
        tyc_colorstring(b, t.p, t.len, color);
    tyc_buf_free(&t);
}

void tyc_diag_render(tyc_buf *b, const tyc_diag *d, unsigned flags, int width)
{
    int color = (flags & TYC_DR_COLOR) != 0, warn = d->severity == TYC_SEV_WARNING;
    tyc_arena *a = tyc_arena_new(b->ctx);
    tyc_snippet s;
    tyc_buf body, out;
    tyc_buf_init(&body, b->ctx);
    tyc_buf_init(&out, b->ctx);
    if (!a || tyc_snippet_build(&s, b->ctx, a, d) < 0) {
        b->failed = 1;
        if (a)
            tyc_snippet_free(&s);
        tyc_arena_free(a);
        return;
    }
    write_body(&body, d, &s, color, width, (flags & TYC_DR_OWN) != 0);
    if (color)
        box(&out, &body, warn);
    tyc_buf *res = color ? &out : &body;
    if (tyc_buf_failed(&body) || tyc_buf_failed(res))
        b->failed = 1;
    else if (flags & TYC_DR_LEGACY_UI)
        legacy_ui(b, res, warn, color);
    else
        tyc_buf_add(b, res->p, res->len);
    tyc_buf_free(&body);
    tyc_buf_free(&out);
    tyc_snippet_free(&s);
    tyc_arena_free(a);
}

void tyc_diags_render_compact(tyc_buf *b, const tyc_diag_item *items, uint32_t n, unsigned flags)
{
    tyc_buf_addc(b, '\n');
    colorf(b, (flags & TYC_DR_COLOR) != 0, "[bold][yellow]Warnings:[reset]\n\n", NULL);
    for (uint32_t i = 0; i < n; i++) {
        const tyc_diag *d = items[i].diag;
        tyc_buf_addf(b, "- %s\n", d->summary ? d->summary : "");
        if (d->subject.src) {
            uint32_t line, col;
            tyc_source_pos(d->subject.src, d->subject.beg, &line, &col);
            const char *name = d->subject.src->name ? d->subject.src->name : "";
            if (items[i].ngroup > 1)
                tyc_buf_addf(b, "  on %s line %u (and %u more)\n", name, (unsigned)line,
                             (unsigned)(items[i].ngroup - 1));
            else
                tyc_buf_addf(b, "  on %s line %u\n", name, (unsigned)line);
        } else if (items[i].ngroup > 1) {
            tyc_buf_addf(b, "  (%u occurences of this warning)\n", (unsigned)items[i].ngroup);
        }
    }
    tyc_buf_addz(b, "\nTo see the full warning notes, run Terraform without -compact-warnings.\n");
}

/* Diagnostics left out of one file's output (tycon's own mode). */
typedef struct skipped {
    const tyc_source *src;
    uint32_t shown, errors, warnings;
} skipped;

/* tycon's own output: at most TYC_DR_PER_FILE diagnostics whose subject is in one file (the
** rest are counted), then one "and N more" line per such file. */
static void render_capped(tyc_buf *out, tyc_buf *err, tyc_arena *a, const tyc_diag_item *items,
                          uint32_t n, unsigned flags, int width)
{
    skipped *sk = TYC_NEWN(a, skipped, n ? n : 1);
    uint32_t nsk = 0;
    if (!sk) {
        out->failed = 1;
        return;
    }
    for (uint32_t i = 0; i < n; i++) {
        const tyc_diag *d = items[i].diag;
        int warn = d->severity != TYC_SEV_ERROR;
        skipped *f = NULL;
        for (uint32_t j = 0; j < nsk && d->subject.src && !f; j++) /* few files: linear */
            if (sk[j].src == d->subject.src)
                f = &sk[j];
        if (!f && d->subject.src) {
            f = &sk[nsk++];
            *f = (skipped){d->subject.src, 0, 0, 0};
        }
        if (f && f->shown == TYC_DR_PER_FILE) {
            *(warn ? &f->warnings : &f->errors) += 1;
            continue;
        }
        if (f)
            f->shown++;
        tyc_diag_render(warn ? out : err, d, flags, width);
    }
    for (uint32_t j = 0; j < nsk; j++) {
        const char *name = sk[j].src->name ? sk[j].src->name : "";
        if (sk[j].errors)
            tyc_buf_addf(err, "\n... and %u more error%s in %s (tycon shows %d diagnostics per "
                              "file; --compat=terraform shows them all)\n", sk[j].errors,
                         sk[j].errors == 1 ? "" : "s", name, TYC_DR_PER_FILE);
        if (sk[j].warnings)
            tyc_buf_addf(out, "\n... and %u more warning%s in %s (tycon shows %d diagnostics "
                              "per file; --compat=terraform shows them all)\n", sk[j].warnings,
                         sk[j].warnings == 1 ? "" : "s", name, TYC_DR_PER_FILE);
    }
}

void tyc_diags_render(tyc_buf *out, tyc_buf *err, const tyc_diags *ds, unsigned flags, int width)
{
    tyc_arena *a = tyc_arena_new(out->ctx);
    uint32_t n = 0;
    int threshold = flags & TYC_DR_MORE_WARNINGS ? 5 : 1;
    tyc_diag_item *items = a ? tyc_diags_display(a, ds, threshold, &n) : NULL;
    if (!items) {
        if (!a || out->ctx->oom)
            out->failed = 1;
        tyc_arena_free(a);
        return;
    }
    int compact = (flags & TYC_DR_COMPACT_WARNINGS) != 0;
    for (uint32_t i = 0; i < n && compact; i++)
        compact = items[i].diag->severity == TYC_SEV_WARNING;
    if (compact)
        tyc_diags_render_compact(out, items, n, flags);
    else if (flags & TYC_DR_OWN)
        render_capped(out, err, a, items, n, flags, width);
    else
        for (uint32_t i = 0; i < n; i++) {
            const tyc_diag *d = items[i].diag;
            tyc_diag_render(d->severity == TYC_SEV_ERROR ? err : out, d, flags, width);
        }
    tyc_arena_free(a);
}
