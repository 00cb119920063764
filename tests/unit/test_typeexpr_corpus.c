/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_typeexpr_corpus.c: the reference corpus against tyc_typeexpr_variable. For every case
** whose expected phase is "type", the first error must match summary, detail and byte range
** exactly; every other case (apart from type-syntax failures) must read without errors.
** Reads $TYC_TEST_DATA/conformance/{cases,expected}.jsonl with a tiny field scanner.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "interp/syntax/parse.h"
#include "runtime/base/str.h"
#include "interp/typeexpr/typeexpr.h"

#define LINE_MAX_LEN (1 << 20)

/* Appends the code point cp as UTF-8 to out. */
static uint32_t hex4(const char *p)
{
    char tmp[5] = {p[0], p[1], p[2], p[3], 0};
    return (uint32_t)strtoul(tmp, NULL, 16);
}

/* Decodes the JSON string starting after the opening quote at p into out (cap bytes). */
static int json_string(const char *p, char *out, size_t cap)
{
    size_t n = 0;
    while (*p && *p != '"' && n + 5 < cap) {
        if (*p != '\\') {
            out[n++] = *p++;
            continue;
        }
        p++;
        switch (*p) {
        case 'n': out[n++] = '\n'; p++; break;
        case 't': out[n++] = '\t'; p++; break;
        case 'r': out[n++] = '\r'; p++; break;
        case 'b': out[n++] = '\b'; p++; break;
        case 'f': out[n++] = '\f'; p++; break;
        case 'u': {
            uint32_t cp = hex4(p + 1);
            p += 5;
            if (cp >= 0xD800 && cp < 0xDC00 && p[0] == '\\' && p[1] == 'u') {
                cp = 0x10000 + ((cp - 0xD800) << 10) + (hex4(p + 2) - 0xDC00);
                p += 6;
            }
            n += (size_t)tyc_utf8_encode((int32_t)cp, out + n);
            break;
        }
        default: out[n++] = *p++; break;
        }
    }
    out[n] = 0;
    return *p == '"' ? 0 : -1;
}

/* Finds "name": in line and decodes its string value into out. 0 when found. */
static int str_field(const char *line, const char *name, char *out, size_t cap)
{
    char key[64];
    const char *p;
    snprintf(key, sizeof key, "\"%s\":", name);
    p = strstr(line, key);
    if (!p)
        return -1;
    p += strlen(key);
    while (*p == ' ')
        p++;
    if (*p != '"')
        return -1;
    return json_string(p + 1, out, cap);
}

/* The "byte" numbers of the range's start and end. */
static int range_field(const char *line, long *beg, long *end)
{
    const char *s = strstr(line, "\"start\":");
    const char *e = strstr(line, "\"end\":");
    const char *bs, *be;
    if (!s || !e)
        return -1;
    bs = strstr(s, "\"byte\":");
    be = strstr(e, "\"byte\":");
    if (!bs || !be)
        return -1;
    *beg = strtol(bs + 7, NULL, 10);
    *end = strtol(be + 7, NULL, 10);
    return 0;
}

static FILE *open_data(const char *name)
{
    char path[4096];
    const char *dir = getenv("TYC_TEST_DATA");
    snprintf(path, sizeof path, "%s/conformance/%s", dir ? dir : "tests", name);
    return fopen(path, "r");
}

typedef struct corpus_stats {
    int type_cases, type_ok, other_cases, other_ok;
} corpus_stats;

/* Checks one case: tsrc is the type source, exp the expected line. */
static void check_case(const char *id, const char *tsrc, const char *exp, corpus_stats *st)
{
    tyc_ctx ctx;
    tyc_arena *a;
    tyc_diags d;
    tyc_source src = {"main.tf", tsrc, (uint32_t)strlen(tsrc)};
    int status = 0, is_type = strstr(exp, "\"phase\":\"type\"") != NULL;
    const tyc_defaults *dflt;
    tyc_node *n;
    if (strstr(exp, "\"phase\":\"type-syntax\""))
        return;
    tyc_ctx_init(&ctx, NULL);
    a = tyc_arena_new(&ctx);
    tyc_diags_init(&d, a);
    n = tyc_parse_expr(a, &src, &d, &status);
    if (is_type)
        st->type_cases++;
    else
        st->other_cases++;
    if (!n) {
        printf("%s: type did not parse\n", id);
    } else if (tyc_typeexpr_variable(a, &src, n, &dflt, &d) && is_type) {
        static char summary[4096], detail[8192];
        long beg = -1, end = -1;
        const tyc_diag *g = d.head;
        assert_int_equal(str_field(exp, "summary", summary, sizeof summary), 0);
        assert_int_equal(str_field(exp, "detail", detail, sizeof detail), 0);
        assert_int_equal(range_field(exp, &beg, &end), 0);
        if (g && !strcmp(g->summary, summary) && !strcmp(g->detail, detail) &&
            (long)g->subject.beg == beg && (long)g->subject.end == end)
            st->type_ok++;
        else
            printf("%s: want %s|%s|%ld-%ld, got %s|%s|%u-%u\n", id, summary, detail, beg, end,
                   g ? g->summary : "-", g ? g->detail : "-", g ? g->subject.beg : 0,
                   g ? g->subject.end : 0);
    } else if (!is_type) {
        if (d.nerrors == 0)
            st->other_ok++;
        else
            printf("%s: unexpected error: %s\n", id, d.head->detail);
    }
    tyc_arena_free(a);
}

static void test_corpus_types(void **state)
{
    static char cline[LINE_MAX_LEN], eline[LINE_MAX_LEN], id[256], eid[256], tsrc[LINE_MAX_LEN];
    corpus_stats st = {0};
    FILE *cf = open_data("cases.jsonl"), *ef = open_data("expected.jsonl");
    (void)state;
    assert_non_null(cf);
    assert_non_null(ef);
    while (fgets(cline, sizeof cline, cf) && fgets(eline, sizeof eline, ef)) {
        assert_int_equal(str_field(cline, "id", id, sizeof id), 0);
        assert_int_equal(str_field(eline, "id", eid, sizeof eid), 0);
        assert_string_equal(id, eid);
        assert_int_equal(str_field(cline, "type", tsrc, sizeof tsrc), 0);
        check_case(id, tsrc, eline, &st);
    }
    fclose(cf);
    fclose(ef);
    printf("type-phase cases: %d/%d; other cases read cleanly: %d/%d\n", st.type_ok,
           st.type_cases, st.other_ok, st.other_cases);
    assert_int_equal(st.type_cases, 113);
    assert_int_equal(st.type_ok, st.type_cases);
    assert_int_equal(st.other_ok, st.other_cases);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_corpus_types),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
