/* SPDX-License-Identifier: Apache-2.0 */
/*
** check_fmt.c: the machine formats of `tycon check --format=`: json (one run: `terraform
** validate -json`; several: an array of {module, var_file, result}), sarif (SARIF 2.1.0),
** checkstyle, junit, compact (file:line:col: severity: summary: detail) and github
** (workflow annotations). They read the structured diagnostics of each result
** (tycon_check_diag_at / tycon_check_diag_file) and write to standard output.
*/
#include <stdlib.h>
#include <string.h>

#include "check_cli.h"

/* The file a diagnostic is reported against: its subject's file, else the module directory. */
static const char *diag_file(const cli_run *r, size_t i, const tycon_diag *d)
{
    const char *f = d->has_subject ? tycon_check_sorted_diag_file(r->check, i) : NULL;
    return f ? f : r->dir;
}

/* 1 when the diagnostic points into a file (line and column are then meaningful there). */
static int in_file(const cli_run *r, size_t i, const tycon_diag *d)
{
    return d->has_subject && tycon_check_sorted_diag_file(r->check, i) != NULL;
}

/* The name of a subject that is no file ("<value for var.x>: "), to lead the message. */
static const char *lead(const cli_run *r, size_t i, const tycon_diag *d)
{
    return d->has_subject && !in_file(r, i, d) ? d->subject.filename : NULL;
}

static const char *sev_name(const tycon_diag *d)
{
    return d->severity == TYCON_SEV_ERROR ? "error" : "warning";
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

static int write_json(const cli_run *runs, size_t n)
{
    if (n > 1)
        fputs("[\n", stdout);
    for (size_t i = 0; i < n; i++) {
        const char *out, *err;
        size_t ol, el;
        if (tycon_check_render_len(runs[i].check, TYCON_CHECK_JSON, 0, 0, &out, &ol, &err, &el))
            return -1;
        if (n == 1) {
            fwrite(out, 1, ol, stdout);
            continue;
        }
        fputs("{\"module\": ", stdout);
        cli_json_strz(stdout, runs[i].dir);
        fputs(", \"var_file\": ", stdout);
        cli_json_strz(stdout, runs[i].varfile);
        fputs(", \"result\": ", stdout);
        while (ol && out[ol - 1] == '\n')
            ol--;
        fwrite(out, 1, ol, stdout);
        fputs(i + 1 < n ? "},\n" : "}\n", stdout);
    }
    if (n > 1)
        fputs("]\n", stdout);
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

typedef struct rules {
    char id[MAX_RULES][96];
    const char *summary[MAX_RULES];
    size_t n;
} rules;

/* The index of the rule of summary s (added when new; the last slot is shared when full). */
static size_t rule_index(rules *r, const char *s)
{
    char id[96];
    rule_id(id, sizeof id, s);
    for (size_t i = 0; i < r->n; i++)
        if (!strcmp(r->id[i], id))
            return i;
    if (r->n == MAX_RULES)
        return MAX_RULES - 1;
    strcpy(r->id[r->n], id);
    r->summary[r->n] = s;
    return r->n++;
}

static void sarif_result(FILE *f, const cli_run *r, size_t i, const tycon_diag *d, rules *rs,
                         int first)
{
    size_t k = rule_index(rs, d->summary);
    fprintf(f, "%s        {\n          \"ruleId\": \"%s\",\n          \"ruleIndex\": %zu,\n",
            first ? "" : ",\n", rs->id[k], k);
    fprintf(f, "          \"level\": \"%s\",\n          \"message\": {\"text\": ", sev_name(d));
    const char *ld = lead(r, i, d);
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
    uri(f, diag_file(r, i, d));
    fputs("}", f);
    if (in_file(r, i, d))
        fprintf(f,
                ", \"region\": {\"startLine\": %u, \"startColumn\": %u, \"endLine\": %u, "
                "\"endColumn\": %u}",
                (unsigned)d->subject.start.line, (unsigned)d->subject.start.column,
                (unsigned)d->subject.end.line, (unsigned)d->subject.end.column);
    fputs("}}]\n        }", f);
}

static int write_sarif(const cli_run *runs, size_t n)
{
    rules *rs = calloc(1, sizeof *rs);
    if (!rs)
        return -1;
    FILE *f = stdout;
    fputs("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
          "  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n      \"results\": [\n",
          f);
    int first = 1;
    for (size_t r = 0; r < n; r++)
        for (size_t i = 0; i < tycon_check_diag_count(runs[r].check); i++) {
            const tycon_diag *d = tycon_check_sorted_diag_at(runs[r].check, i);
            if (!d) {
                free(rs);
                return -1;
            }
            sarif_result(f, &runs[r], i, d, rs, first);
            first = 0;
        }
    fprintf(f, "%s      ],\n      \"columnKind\": \"unicodeCodePoints\",\n", first ? "" : "\n");
    fprintf(f, "      \"tool\": {\n        \"driver\": {\n          \"name\": \"tycon\",\n"
               "          \"version\": \"%s\",\n          \"rules\": [",
            tycon_version());
    for (size_t k = 0; k < rs->n; k++) {
        fprintf(f, "%s\n            {\"id\": \"%s\", \"shortDescription\": {\"text\": ",
                k ? "," : "", rs->id[k]);
        cli_json_strz(f, rs->summary[k]);
        fputs("}}", f);
    }
    fprintf(f, "%s]\n        }\n      }\n    }\n  ]\n}\n", rs->n ? "\n          " : "");
    free(rs);
    return 0;
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

static int write_checkstyle(const cli_run *runs, size_t n)
{
    FILE *f = stdout;
    fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n", f);
    const char *open = NULL; /* the <file> element being written (consecutive diagnostics of
                                one file share it) */
    for (size_t r = 0; r < n; r++) {
        size_t nd = tycon_check_diag_count(runs[r].check);
        for (size_t i = 0; i < nd; i++) {
            const tycon_diag *d = tycon_check_sorted_diag_at(runs[r].check, i);
            if (!d)
                return -1;
            char id[96];
            rule_id(id, sizeof id, d->summary);
            const char *file = diag_file(&runs[r], i, d);
            if (!open || strcmp(open, file)) {
                if (open)
                    fputs("  </file>\n", f);
                fputs("  <file name=\"", f);
                xml(f, file);
                fputs("\">\n", f);
                open = file;
            }
            fputs("    <error", f);
            if (in_file(&runs[r], i, d))
                fprintf(f, " line=\"%u\" column=\"%u\"", (unsigned)d->subject.start.line,
                        (unsigned)d->subject.start.column);
            fprintf(f, " severity=\"%s\" message=\"", sev_name(d));
            if (lead(&runs[r], i, d)) {
                xml(f, lead(&runs[r], i, d));
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
    fputs(open ? "  </file>\n</checkstyle>\n" : "</checkstyle>\n", f);
    return 0;
}

static void run_name(FILE *f, const cli_run *r)
{
    xml(f, r->dir);
    if (r->varfile) {
        fputs(" with -var-file=", f);
        xml(f, r->varfile);
    }
}

static int junit_run(FILE *f, const cli_run *r)
{
    size_t nd = tycon_check_diag_count(r->check), ne = tycon_check_error_count(r->check);
    fputs("  <testsuite name=\"", f);
    run_name(f, r);
    fprintf(f, "\" tests=\"%zu\" failures=\"%zu\" errors=\"0\">\n", ne ? ne : 1, ne);
    if (!ne) {
        fputs("    <testcase classname=\"tycon.check\" name=\"", f);
        run_name(f, r);
        fputs("\"/>\n", f);
    }
    for (size_t i = 0; i < nd; i++) {
        const tycon_diag *d = tycon_check_sorted_diag_at(r->check, i);
        if (!d)
            return -1;
        if (d->severity != TYCON_SEV_ERROR)
            continue;
        fputs("    <testcase classname=\"tycon.check\" name=\"", f);
        xml(f, diag_file(r, i, d));
        if (in_file(r, i, d))
            fprintf(f, ":%u:%u", (unsigned)d->subject.start.line,
                    (unsigned)d->subject.start.column);
        else if (lead(r, i, d)) {
            fputs(" ", f);
            xml(f, lead(r, i, d));
        }
        fputs("\">\n      <failure type=\"error\" message=\"", f);
        xml(f, d->summary);
        fputs("\">", f);
        xml(f, d->detail);
        fputs("</failure>\n    </testcase>\n", f);
    }
    if (tycon_check_warning_count(r->check)) {
        fputs("    <system-out>", f);
        for (size_t i = 0; i < nd; i++) {
            const tycon_diag *d = tycon_check_sorted_diag_at(r->check, i);
            if (!d)
                return -1;
            if (d->severity == TYCON_SEV_ERROR)
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
    return 0;
}

static int write_junit(const cli_run *runs, size_t n)
{
    FILE *f = stdout;
    size_t tests = 0, failures = 0;
    for (size_t r = 0; r < n; r++) {
        size_t ne = tycon_check_error_count(runs[r].check);
        tests += ne ? ne : 1;
        failures += ne;
    }
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"tycon check\" "
               "tests=\"%zu\" failures=\"%zu\" errors=\"0\">\n",
            tests, failures);
    for (size_t r = 0; r < n; r++)
        if (junit_run(f, &runs[r]) < 0)
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

static int write_lines(cli_format fmt, const cli_run *runs, size_t n)
{
    FILE *f = stdout;
    for (size_t r = 0; r < n; r++)
        for (size_t i = 0; i < tycon_check_diag_count(runs[r].check); i++) {
            const tycon_diag *d = tycon_check_sorted_diag_at(runs[r].check, i);
            if (!d)
                return -1;
            const char *file = diag_file(&runs[r], i, d);
            const char *ld = lead(&runs[r], i, d);
            if (fmt == CLI_FMT_COMPACT) {
                fputs(file, f);
                if (in_file(&runs[r], i, d))
                    fprintf(f, ":%u:%u", (unsigned)d->subject.start.line,
                            (unsigned)d->subject.start.column);
                fprintf(f, ": %s: %s%s%s", sev_name(d), ld ? ld : "", ld ? ": " : "", d->summary);
                if (*d->detail) {
                    fputs(": ", f);
                    one_line(f, d->detail);
                }
                fputc('\n', f);
                continue;
            }
            fprintf(f, "::%s file=", sev_name(d));
            gh(f, file, 1);
            if (in_file(&runs[r], i, d))
                fprintf(f, ",line=%u,col=%u,endLine=%u,endColumn=%u",
                        (unsigned)d->subject.start.line, (unsigned)d->subject.start.column,
                        (unsigned)d->subject.end.line, (unsigned)d->subject.end.column);
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
    return 0;
}

int cli_write_format(cli_format f, const cli_run *runs, size_t n)
{
    int rc;
    switch (f) {
    case CLI_FMT_JSON: rc = write_json(runs, n); break;
    case CLI_FMT_SARIF: rc = write_sarif(runs, n); break;
    case CLI_FMT_CHECKSTYLE: rc = write_checkstyle(runs, n); break;
    case CLI_FMT_JUNIT: rc = write_junit(runs, n); break;
    default: rc = write_lines(f, runs, n); break;
    }
    fflush(stdout);
    return rc;
}
