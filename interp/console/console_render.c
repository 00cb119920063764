/* SPDX-License-Identifier: Apache-2.0 */
/*
** console_render.c: diagnostics as `terraform console` prints them: Terraform's display
** order, each block through the legacy UI (colored or plain) plus its extra newline. The
** console input is shown as "(source code not available)" with its true line number.
*/
#include <stdio.h>

#include "interp/console/console_int.h"
#include "runtime/diag/diag_render.h"

/* Replaces "on NAME line 1:" by "on NAME line N:" in b from offset start. */
static void fix_line(tyc_buf *b, size_t start, const char *name, uint32_t line)
{
    char pat[300], rep[300];
    int pn = snprintf(pat, sizeof pat, "on %s line 1:", name);
    int rn = snprintf(rep, sizeof rep, "on %s line %u:", name, (unsigned)line);
    if (pn <= 0 || rn <= 0 || (size_t)pn >= sizeof pat || (size_t)rn >= sizeof rep ||
        tyc_buf_failed(b))
        return;
    for (size_t i = start; i + (size_t)pn <= b->len; i++) {
        if (memcmp(b->p + i, pat, (size_t)pn) != 0)
            continue;
        tyc_buf tail;
        tyc_buf_init(&tail, b->ctx);
        tyc_buf_add(&tail, b->p + i + pn, b->len - i - (size_t)pn);
        if (tyc_buf_failed(&tail)) {
            b->failed = 1;
            return;
        }
        b->len = i;
        tyc_buf_add(b, rep, (size_t)rn);
        tyc_buf_add(b, tail.p, tail.len);
        tyc_buf_free(&tail);
        return;
    }
}

/* Renders one diagnostic into b, hiding the console input. */
static void render_one(tyc_console *s, const tyc_con_eval *e, const tyc_diag *d, tyc_buf *b)
{
    static const tyc_source hidden_tmpl = {"<console-input>", NULL, 0, NULL};
    tyc_source hidden = hidden_tmpl;
    tyc_diag copy = *d;
    int64_t line = -1;
    const char *name = NULL;
    if (e && d->subject.src && d->subject.src == e->src) {
        uint32_t l, col;
        tyc_source_pos(e->src, d->subject.beg, &l, &col);
        line = l;
        name = hidden.name;
        copy.subject.src = &hidden;
    } else if (e && d->subject.src && d->subject.src == e->nowhere) {
        line = 0;
        name = e->nowhere->name;
    }
    if (e && d->context.src == e->src)
        copy.context.src = &hidden;
    size_t start = b->len;
    unsigned flags = TYC_DR_LEGACY_UI | (s->color ? TYC_DR_COLOR : 0);
    tyc_diag_render(b, &copy, flags, s->width > 0 ? s->width : TYC_DR_WIDTH);
    if (line >= 0 && line != 1)
        fix_line(b, start, name, (uint32_t)line);
    tyc_buf_addc(b, '\n');
}

void tyc_con_render_diags(tyc_console *s, const tyc_con_eval *e, const tyc_diags *ds,
                          tyc_buf *out, tyc_buf *err)
{
    tyc_arena *a = tyc_arena_new(s->ctx);
    uint32_t n = 0;
    tyc_diag_item *items = a ? tyc_diags_display(a, ds, 1, &n) : NULL;
    for (uint32_t i = 0; i < n; i++) {
        const tyc_diag *d = items[i].diag;
        render_one(s, e, d, d->severity == TYC_SEV_ERROR ? err : out);
    }
    if (!a || s->ctx->oom)
        err->failed = 1;
    tyc_arena_free(a);
}
