/* SPDX-License-Identifier: Apache-2.0 */
/*
** diff_render.c: the renderings of a diff (diff.h): text grouped by category, JSON (the
** schema in docs/diff.md), SARIF 2.1.0, GitHub workflow annotations, compact lines.
*/
#include <string.h>

#include "interp/diff/diff.h"
#include "runtime/base/str.h"
#include "runtime/diag/diag_render.h"

static const char *const cat_name[] = {"breaking", "behaviour", "addition"};
static const char *const cat_title[] = {"Breaking changes", "Behaviour changes", "Additions"};

/* The file of c as shown: its module's location prefix joined with the name. */
static const char *where(tyc_arena *a, const tyc_dchange *c, const char *const loc[2])
{
    if (!c->file)
        return NULL;
    const char *d = loc[c->side];
    if (!d || !*d || !strcmp(d, "."))
        return c->file;
    size_t n = strlen(d);
    return tyc_sprintf(a, "%.*s/%s", (int)(d[n - 1] == '/' ? n - 1 : n), d, c->file);
}

static void jstr(tyc_buf *b, const char *s)
{
    if (s)
        tyc_buf_jsonquote(b, s, strlen(s));
    else
        tyc_buf_addz(b, "null");
}

static void text(tyc_buf *b, tyc_arena *a, const tyc_dres *r, const char *const lab[2],
                 const char *const loc[2])
{
    if (!r->n) {
        tyc_buf_addf(b, "No changes to the module's interface between %s and %s "
                        "(required version bump: none).\n", lab[0], lab[1]);
        return;
    }
    tyc_buf_addf(b, "%s -> %s: %u breaking, %u behaviour change%s, %u addition%s "
                    "(required version bump: %s)\n", lab[0], lab[1], (unsigned)r->nbreaking,
                 (unsigned)r->nbehaviour, r->nbehaviour == 1 ? "" : "s", (unsigned)r->naddition,
                 r->naddition == 1 ? "" : "s", tyc_diff_bump(r));
    int cat = -1;
    for (uint32_t i = 0; i < r->n; i++) {
        const tyc_dchange *c = &r->v[i];
        if (c->cat != cat) {
            cat = c->cat;
            tyc_buf_addf(b, "\n%s:\n", cat_title[cat]);
        }
        tyc_buf_addf(b, "  %s: %s\n", c->address, c->message);
        if (c->witness)
            tyc_buf_addf(b, "      e.g. %s = %s\n", c->address, c->witness);
        const char *f = where(a, c, loc);
        if (f)
            tyc_buf_addf(b, "      at %s:%u\n", f, (unsigned)c->line);
    }
}

static void json(tyc_buf *b, tyc_arena *a, const tyc_dres *r, const char *const lab[2],
                 const char *const loc[2])
{
    tyc_buf_addz(b, "{\"format_version\":\"1.0\",\"old\":");
    jstr(b, lab[0]);
    tyc_buf_addz(b, ",\"new\":");
    jstr(b, lab[1]);
    tyc_buf_addf(b, ",\"required_bump\":\"%s\",\"summary\":{\"breaking\":%u,\"behaviour\":%u,"
                    "\"addition\":%u},\"changes\":[", tyc_diff_bump(r), (unsigned)r->nbreaking,
                 (unsigned)r->nbehaviour, (unsigned)r->naddition);
    for (uint32_t i = 0; i < r->n; i++) {
        const tyc_dchange *c = &r->v[i];
        tyc_buf_addz(b, i ? ",{\"address\":" : "{\"address\":");
        jstr(b, c->address);
        tyc_buf_addf(b, ",\"breaking\":%s,\"category\":\"%s\",\"kind\":",
                     c->cat == TYC_DC_BREAKING ? "true" : "false", cat_name[c->cat]);
        jstr(b, c->kind);
        tyc_buf_addz(b, ",\"message\":");
        jstr(b, c->message);
        tyc_buf_addz(b, ",\"witness\":");
        jstr(b, c->witness);
        tyc_buf_addz(b, ",\"witness_json\":");
        tyc_buf_addz(b, c->witness_json ? c->witness_json : "null");
        const char *f = where(a, c, loc);
        if (f) {
            tyc_buf_addz(b, ",\"range\":{\"filename\":");
            jstr(b, f);
            tyc_buf_addf(b, ",\"side\":\"%s\",\"line\":%u,\"column\":%u}",
                         c->side ? "new" : "old", (unsigned)c->line, (unsigned)c->col);
        }
        tyc_buf_addc(b, '}');
    }
    tyc_buf_addz(b, "]}\n");
}

static void sarif(tyc_buf *b, tyc_arena *a, const tyc_dres *r, const char *const loc[2])
{
    tyc_buf_addz(b, "{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\","
                    "\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":{\"name\":\"tycon "
                    "diff\",\"informationUri\":\"https://github.com/tycon/tycon\"}},"
                    "\"results\":[");
    for (uint32_t i = 0; i < r->n; i++) {
        const tyc_dchange *c = &r->v[i];
        tyc_buf_addz(b, i ? ",{\"ruleId\":" : "{\"ruleId\":");
        jstr(b, c->kind);
        tyc_buf_addf(b, ",\"level\":\"%s\",\"message\":{\"text\":",
                     c->cat == TYC_DC_BREAKING ? "error" : "note");
        const char *m = tyc_sprintf(a, "%s: %s%s%s", c->address, c->message,
                                    c->witness ? "; e.g. " : "", c->witness ? c->witness : "");
        jstr(b, m);
        tyc_buf_addc(b, '}');
        const char *f = c->side ? where(a, c, loc) : NULL;
        if (f) {
            tyc_buf_addz(b, ",\"locations\":[{\"physicalLocation\":{\"artifactLocation\":"
                            "{\"uri\":");
            jstr(b, f);
            tyc_buf_addf(b, "},\"region\":{\"startLine\":%u,\"startColumn\":%u}}}]",
                         (unsigned)c->line, (unsigned)c->col);
        }
        tyc_buf_addc(b, '}');
    }
    tyc_buf_addz(b, "]}]}\n");
}

/* GitHub's workflow-command escaping of a message or property. */
static void gh_esc(tyc_buf *b, const char *s, int prop)
{
    for (; *s; s++) {
        if (*s == '%')
            tyc_buf_addz(b, "%25");
        else if (*s == '\r')
            tyc_buf_addz(b, "%0D");
        else if (*s == '\n')
            tyc_buf_addz(b, "%0A");
        else if (prop && *s == ':')
            tyc_buf_addz(b, "%3A");
        else if (prop && *s == ',')
            tyc_buf_addz(b, "%2C");
        else
            tyc_buf_addc(b, *s);
    }
}

static void lines(tyc_buf *b, tyc_arena *a, const tyc_dres *r, const char *const loc[2],
                  int github)
{
    for (uint32_t i = 0; i < r->n; i++) {
        const tyc_dchange *c = &r->v[i];
        const char *f = where(a, c, loc);
        const char *m = tyc_sprintf(a, "%s: %s%s%s", c->address, c->message,
                                    c->witness ? "; e.g. " : "", c->witness ? c->witness : "");
        if (!github) {
            if (f)
                tyc_buf_addf(b, "%s:%u:%u: ", f, (unsigned)c->line, (unsigned)c->col);
            tyc_buf_addf(b, "%s: %s [%s]\n", cat_name[c->cat], m, c->kind);
            continue;
        }
        tyc_buf_addz(b, c->cat == TYC_DC_BREAKING ? "::error " : "::notice ");
        if (f && c->side) {
            tyc_buf_addz(b, "file=");
            gh_esc(b, f, 1);
            tyc_buf_addf(b, ",line=%u,col=%u,", (unsigned)c->line, (unsigned)c->col);
        }
        tyc_buf_addz(b, "title=");
        gh_esc(b, tyc_sprintf(a, "tycon diff: %s (%s)", cat_name[c->cat], c->kind), 1);
        tyc_buf_addz(b, "::");
        gh_esc(b, m, 0);
        tyc_buf_addc(b, '\n');
    }
}

void tyc_diff_render(tyc_buf *b, tyc_arena *a, const tyc_dres *r, int fmt,
                     const char *const labels[2], const char *const locs[2])
{
    if (r->diags.nerrors) {
        tyc_diags_render(b, b, &r->diags, 0, TYC_DR_WIDTH);
        return;
    }
    switch (fmt) {
    case TYC_DF_JSON: return json(b, a, r, labels, locs);
    case TYC_DF_SARIF: return sarif(b, a, r, locs);
    case TYC_DF_GITHUB: return lines(b, a, r, locs, 1);
    case TYC_DF_COMPACT: return lines(b, a, r, locs, 0);
    default: return text(b, a, r, labels, locs);
    }
}
