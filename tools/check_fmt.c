/* SPDX-License-Identifier: Apache-2.0 */
/*
** check_fmt.c: the machine formats of `tycon check --format=`: json (one run: `terraform
** validate -json`; several: an array of {module, var_file, result}), sarif (SARIF 2.1.0),
** checkstyle, junit, compact (file:line:col: severity: summary: detail) and github
** (workflow annotations). Each run's diagnostics are copied into a digest (on the worker
** that checked it, tycon_check_sorted_diag_at / _file) and the formats are written from the
** digests in run order, streamed: only the envelope's small state lives across runs.
*/
#include <stdlib.h>
#include <string.h>

#include "check_cli.h"

/* A copy of s (NULL stays NULL); *oom set when it could not be made. */
static char *dup(const char *s, int *oom)
{
    if (!s)
        return NULL;
    size_t n = strlen(s) + 1;
    char *c = malloc(n);
    if (!c)
        *oom = 1;
    else
        memcpy(c, s, n);
    return c;
}

int cli_digest(tycon_check *c, cli_result *r)
{
    size_t n = tycon_check_diag_count(c);
    r->nerr = tycon_check_error_count(c);
    r->nwarn = tycon_check_warning_count(c);
    r->diags = n ? calloc(n, sizeof *r->diags) : NULL;
    if (n && !r->diags)
        return -1;
    int oom = 0;
    for (size_t i = 0; i < n && !oom; i++) {
        const tycon_diag *d = tycon_check_sorted_diag_at(c, i);
        if (!d)
            return -1;
        cli_diag *o = &r->diags[r->nd++];
        const char *f = d->has_subject ? tycon_check_sorted_diag_file(c, i) : NULL;
        o->error = d->severity == TYCON_SEV_ERROR;
        o->in_file = f != NULL;
        o->summary = dup(d->summary, &oom);
        o->detail = dup(d->detail, &oom);
        o->file = dup(f ? f : r->dir, &oom);
        o->lead = d->has_subject && !f ? dup(d->subject.filename, &oom) : NULL;
        o->sl = (unsigned)d->subject.start.line;
        o->sc = (unsigned)d->subject.start.column;
        o->el = (unsigned)d->subject.end.line;
        o->ec = (unsigned)d->subject.end.column;
    }
    return oom ? -1 : 0;
}

void cli_digest_free(cli_result *r)
{
    for (size_t i = 0; i < r->nd; i++) {
        free(r->diags[i].summary);
        free(r->diags[i].detail);
        free(r->diags[i].file);
        free(r->diags[i].lead);
    }
    free(r->diags);
    r->diags = NULL;
    r->nd = 0;
}

static const char *sev_name(const cli_diag *d)
{
    return d->error ? "error" : "warning";
}

/* s with every run of line breaks (and the spaces around them) turned into one space. */
static void one_line(FILE *f, const char *s)
{
    int pending = 0;
    for (; *s; s++) {
        if (*s == '\n' || *s == '\r') {
            pending = 1;
            continue;
        }
        if (pending) {
            fputc(' ', f);
            pending = 0;
            while (*s == ' ')
                s++;
            if (!*s)
                break;
        }
        fputc(*s, f);
    }
}

/* The rule id of a summary: lowercase words joined by '-' ("invalid-value-for-input-variable"). */
static void rule_id(char *out, size_t cap, const char *summary)
{
    size_t n = 0;
    int dash = 0;
    for (const char *p = summary; *p && n + 2 < cap; p++) {
        char c = *p;
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z')) {
            if (dash && n)
                out[n++] = '-';
            dash = 0;
            out[n++] = (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
        } else {
            dash = 1;
        }
    }
    out[n] = 0;
    if (!n)
        strcpy(out, "diagnostic");
}

/* ---- JSON ---- */

int cli_json_run(tycon_check *c, const cli_result *r, size_t n, FILE *f)
{
    const char *out, *err;
    size_t ol, el;
    if (tycon_check_render_len(c, TYCON_CHECK_JSON, 0, 0, &out, &ol, &err, &el))
        return -1;
    if (n == 1) {
        fwrite(out, 1, ol, f);
        return 0;
    }
    fputs("{\"module\": ", f);
    cli_json_strz(f, r->dir);
    fputs(", \"var_file\": ", f);
    cli_json_strz(f, r->varfile);
    fputs(", \"result\": ", f);
    while (ol && out[ol - 1] == '\n')
        ol--;
    fwrite(out, 1, ol, f);
    fputs(r->index + 1 < n ? "},\n" : "}\n", f);
    return 0;
}

/* ---- SARIF 2.1.0 ---- */

/* A relative URI for a path: "./" dropped, bytes outside RFC 3986's unreserved set and '/'
** percent-encoded. */
static void uri(FILE *f, const char *p)
{
    while (p[0] == '.' && p[1] == '/')
        p += 2;
    fputc('"', f);
    for (; *p; p++) {
        unsigned char c = (unsigned char)*p;
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
            strchr("-._~/", c))
            fputc(c, f);
        else
            fprintf(f, "%%%02X", c);
    }
    fputc('"', f);
}

#define MAX_RULES 256

/* The state of a format across runs: SARIF's rules (the summaries copied), checkstyle's open
** <file> element, JUnit's test suites (written to a temporary file until the totals of the
** header are known). */
struct cli_fmt {
    cli_format fmt;
    size_t n;
    int first, oom;
    char id[MAX_RULES][96];
    char *summary[MAX_RULES];
    size_t nrules;
    char *open;
    FILE *suites;
    size_t tests, failures;
};

/* The index of the rule of summary s (added when new; the last slot is shared when full). */
static size_t rule_index(cli_fmt *r, const char *s)
{
    char id[96];
    rule_id(id, sizeof id, s);
    for (size_t i = 0; i < r->nrules; i++)
        if (!strcmp(r->id[i], id))
            return i;
    if (r->nrules == MAX_RULES)
        return MAX_RULES - 1;
    strcpy(r->id[r->nrules], id);
    r->summary[r->nrules] = dup(s, &r->oom);
    return r->nrules++;
}

static void sarif_result(FILE *f, const cli_diag *d, cli_fmt *rs)
{
    size_t k = rule_index(rs, d->summary);
    fprintf(f, "%s        {\n          \"ruleId\": \"%s\",\n          \"ruleIndex\": %zu,\n",
            rs->first ? "" : ",\n", rs->id[k], k);
    rs->first = 0;
    fprintf(f, "          \"level\": \"%s\",\n          \"message\": {\"text\": ", sev_name(d));
    const char *ld = d->lead;
    size_t sl = strlen(d->summary), dl = strlen(d->detail), ll = ld ? strlen(ld) + 2 : 0;
    char *msg = malloc(ll + sl + dl + 3);
    if (msg) {
        sprintf(msg, "%s%s%s%s%s", ld ? ld : "", ld ? ": " : "", d->summary, dl ? ": " : "",
                d->detail);
        cli_json_strz(f, msg);
        free(msg);
    } else {
        cli_json_strz(f, d->summary);
    }
    fputs("},\n          \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": ",
          f);
    uri(f, d->file);
    fputs("}", f);
    if (d->in_file)
        fprintf(f,
                ", \"region\": {\"startLine\": %u, \"startColumn\": %u, \"endLine\": %u, "
                "\"endColumn\": %u}",
                d->sl, d->sc, d->el, d->ec);
    fputs("}}]\n        }", f);
}

static void sarif_end(FILE *f, cli_fmt *rs)
{
    fprintf(f, "%s      ],\n      \"columnKind\": \"unicodeCodePoints\",\n", rs->first ? "" : "\n");
    fprintf(f, "      \"tool\": {\n        \"driver\": {\n          \"name\": \"tycon\",\n"
               "          \"version\": \"%s\",\n          \"rules\": [",
            tycon_version());
    for (size_t k = 0; k < rs->nrules; k++) {
        fprintf(f, "%s\n            {\"id\": \"%s\", \"shortDescription\": {\"text\": ",
                k ? "," : "", rs->id[k]);
        cli_json_strz(f, rs->summary[k] ? rs->summary[k] : "");
        fputs("}}", f);
    }
    fprintf(f, "%s]\n        }\n      }\n    }\n  ]\n}\n", rs->nrules ? "\n          " : "");
}

/* ---- XML (checkstyle, JUnit) ---- */

/* Text as XML character data / attribute value: markup characters escaped, control
** characters that XML 1.0 forbids replaced by U+FFFD. */
static void xml(FILE *f, const char *s)
{
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        switch (c) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        case '\'': fputs("&apos;", f); break;
        case '\n': fputs("&#10;", f); break;
        case '\t': fputs("&#9;", f); break;
        default:
            if (c < 0x20)
                fputs("\xEF\xBF\xBD", f);
            else
                fputc(c, f);
        }
    }
}

/* One run's <error> elements; consecutive diagnostics of one file (also across runs) share
** a <file> element. */
static void checkstyle_run(FILE *f, cli_fmt *st, const cli_result *r)
{
    for (size_t i = 0; i < r->nd; i++) {
        const cli_diag *d = &r->diags[i];
        char id[96];
        rule_id(id, sizeof id, d->summary);
        if (!st->open || strcmp(st->open, d->file)) {
            if (st->open)
                fputs("  </file>\n", f);
            fputs("  <file name=\"", f);
            xml(f, d->file);
            fputs("\">\n", f);
            free(st->open);
            st->open = dup(d->file, &st->oom);
        }
        fputs("    <error", f);
        if (d->in_file)
            fprintf(f, " line=\"%u\" column=\"%u\"", d->sl, d->sc);
        fprintf(f, " severity=\"%s\" message=\"", sev_name(d));
        if (d->lead) {
            xml(f, d->lead);
            fputs(": ", f);
        }
        xml(f, d->summary);
        if (*d->detail) {
            fputs(": ", f);
            xml(f, d->detail);
        }
        fprintf(f, "\" source=\"tycon.%s\"/>\n", id);
    }
}

static void run_name(FILE *f, const cli_result *r)
{
    xml(f, r->dir);
    if (r->varfile) {
        fputs(" with -var-file=", f);
        xml(f, r->varfile);
    }
}

static void junit_run(FILE *f, const cli_result *r)
{
    size_t ne = r->nerr;
    fputs("  <testsuite name=\"", f);
    run_name(f, r);
    fprintf(f, "\" tests=\"%zu\" failures=\"%zu\" errors=\"0\">\n", ne ? ne : 1, ne);
    if (!ne) {
        fputs("    <testcase classname=\"tycon.check\" name=\"", f);
        run_name(f, r);
        fputs("\"/>\n", f);
    }
    for (size_t i = 0; i < r->nd; i++) {
        const cli_diag *d = &r->diags[i];
        if (!d->error)
            continue;
        fputs("    <testcase classname=\"tycon.check\" name=\"", f);
        xml(f, d->file);
        if (d->in_file)
            fprintf(f, ":%u:%u", d->sl, d->sc);
        else if (d->lead) {
            fputs(" ", f);
            xml(f, d->lead);
        }
        fputs("\">\n      <failure type=\"error\" message=\"", f);
        xml(f, d->summary);
        fputs("\">", f);
        xml(f, d->detail);
        fputs("</failure>\n    </testcase>\n", f);
    }
    if (r->nwarn) {
        fputs("    <system-out>", f);
        for (size_t i = 0; i < r->nd; i++) {
            const cli_diag *d = &r->diags[i];
            if (d->error)
                continue;
            fputs("Warning: ", f);
            xml(f, d->summary);
            fputs(": ", f);
            xml(f, d->detail);
            fputs("&#10;", f);
        }
        fputs("</system-out>\n", f);
    }
    fputs("  </testsuite>\n", f);
}

/* The header with the totals, then the suites kept in the temporary file. */
static int junit_end(FILE *f, cli_fmt *st)
{
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"tycon check\" "
               "tests=\"%zu\" failures=\"%zu\" errors=\"0\">\n",
            st->tests, st->failures);
    if (fflush(st->suites) != 0 || fseek(st->suites, 0, SEEK_SET) != 0)
        return -1;
    char buf[65536];
    size_t k;
    while ((k = fread(buf, 1, sizeof buf, st->suites)) > 0)
        fwrite(buf, 1, k, f);
    if (ferror(st->suites))
        return -1;
    fputs("</testsuites>\n", f);
    return 0;
}

/* ---- compact and GitHub annotations ---- */

/* A GitHub workflow-command value: '%', CR and LF escaped; in properties also ':' and ','. */
static void gh(FILE *f, const char *s, int property)
{
    for (; *s; s++) {
        char c = *s;
        if (c == '%')
            fputs("%25", f);
        else if (c == '\r')
            fputs("%0D", f);
        else if (c == '\n')
            fputs("%0A", f);
        else if (property && c == ':')
            fputs("%3A", f);
        else if (property && c == ',')
            fputs("%2C", f);
        else
            fputc(c, f);
    }
}

static void lines_run(FILE *f, cli_format fmt, const cli_result *r)
{
    for (size_t i = 0; i < r->nd; i++) {
        const cli_diag *d = &r->diags[i];
        const char *ld = d->lead;
        if (fmt == CLI_FMT_COMPACT) {
            fputs(d->file, f);
            if (d->in_file)
                fprintf(f, ":%u:%u", d->sl, d->sc);
            fprintf(f, ": %s: %s%s%s", sev_name(d), ld ? ld : "", ld ? ": " : "", d->summary);
            if (*d->detail) {
                fputs(": ", f);
                one_line(f, d->detail);
            }
            fputc('\n', f);
            continue;
        }
        fprintf(f, "::%s file=", sev_name(d));
        gh(f, d->file, 1);
        if (d->in_file)
            fprintf(f, ",line=%u,col=%u,endLine=%u,endColumn=%u", d->sl, d->sc, d->el, d->ec);
        fputs(",title=", f);
        if (ld) {
            gh(f, ld, 1);
            gh(f, ": ", 1);
        }
        gh(f, d->summary, 1);
        fputs("::", f);
        gh(f, *d->detail ? d->detail : d->summary, 0);
        fputc('\n', f);
    }
}

/* ---- the stream of runs ---- */

cli_fmt *cli_fmt_begin(cli_format fmt, size_t n)
{
    cli_fmt *st = calloc(1, sizeof *st);
    if (!st)
        return NULL;
    st->fmt = fmt;
    st->n = n;
    st->first = 1;
    FILE *f = stdout;
    switch (fmt) {
    case CLI_FMT_JSON:
        if (n > 1)
            fputs("[\n", f);
        break;
    case CLI_FMT_SARIF:
        fputs("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
              "  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n      \"results\": [\n",
              f);
        break;
    case CLI_FMT_CHECKSTYLE:
        fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n", f);
        break;
    case CLI_FMT_JUNIT:
        st->suites = tmpfile();
        if (!st->suites) {
            free(st);
            return NULL;
        }
        break;
    default: break;
    }
    return st;
}

int cli_fmt_run(cli_fmt *st, cli_result *r)
{
    FILE *f = stdout;
    switch (st->fmt) {
    case CLI_FMT_JSON:
    case CLI_FMT_TEXT: return cli_out_emit(&r->out);
    case CLI_FMT_SARIF:
        for (size_t i = 0; i < r->nd; i++)
            sarif_result(f, &r->diags[i], st);
        break;
    case CLI_FMT_CHECKSTYLE: checkstyle_run(f, st, r); break;
    case CLI_FMT_JUNIT:
        st->tests += r->nerr ? r->nerr : 1;
        st->failures += r->nerr;
        junit_run(st->suites, r);
        break;
    default: lines_run(f, st->fmt, r); break;
    }
    fflush(f);
    return st->oom ? -1 : 0;
}

int cli_fmt_end(cli_fmt *st, int write)
{
    if (!st)
        return 0;
    FILE *f = stdout;
    int rc = 0;
    if (write) {
        switch (st->fmt) {
        case CLI_FMT_JSON:
            if (st->n > 1)
                fputs("]\n", f);
            break;
        case CLI_FMT_SARIF: sarif_end(f, st); break;
        case CLI_FMT_CHECKSTYLE:
            fputs(st->open ? "  </file>\n</checkstyle>\n" : "</checkstyle>\n", f);
            break;
        case CLI_FMT_JUNIT: rc = junit_end(f, st); break;
        default: break;
        }
        fflush(f);
    }
    if (st->suites)
        fclose(st->suites);
    for (size_t k = 0; k < st->nrules; k++)
        free(st->summary[k]);
    free(st->open);
    rc = rc < 0 || st->oom ? -1 : 0;
    free(st);
    return rc;
}
