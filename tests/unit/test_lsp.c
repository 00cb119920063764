/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_lsp.c: unit tests of the language server's pieces (interp/lsp): the tolerant scanner
** (paths, key/value positions, words and siblings through strings, heredocs, comments,
** broken text and JSON), positions in UTF-8/16/32, incremental edits, paths and URIs, the
** overlay's path comparison, types at a path and their pretty-printed form.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include "interp/config/overlay.h"
#include "interp/lsp/lsp_int.h"
#include "interp/typeexpr/typeexpr.h"
#include "interp/syntax/parse.h"

typedef struct fx {
    tyc_ctx *ctx;
    tyc_arena *a;
} fx;

static int setup(void **state)
{
    fx *f = calloc(1, sizeof *f);
    f->ctx = tycon_ctx_new(NULL);
    f->a = tyc_arena_new(f->ctx);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    fx *f = *state;
    tyc_arena_free(f->a);
    tycon_ctx_free(f->ctx);
    free(f);
    return 0;
}

/* The cursor at the `|` of text (removed), rendered "WHERE path word key siblings". */
static const char *scan_at(fx *f, const char *marked, int json)
{
    char text[512];
    const char *bar = strchr(marked, '|');
    assert_non_null(bar);
    size_t off = (size_t)(bar - marked);
    snprintf(text, sizeof text, "%.*s%s", (int)off, marked, bar + 1);
    lsp_cursor c;
    assert_int_equal(lsp_scan(f->a, text, (uint32_t)strlen(text), (uint32_t)off, json, &c), 0);
    static const char *const where[] = {"NONE", "TOPKEY", "KEY", "VALUE", "OPAQUE"};
    tyc_buf b;
    tyc_buf_init(&b, f->ctx);
    tyc_buf_addz(&b, where[c.where]);
    tyc_buf_addc(&b, ' ');
    for (uint32_t i = 0; i < c.nsteps; i++) {
        if (c.steps[i].kind == STEP_INDEX)
            tyc_buf_addf(&b, "[%u]", c.steps[i].index);
        else {
            tyc_buf_addc(&b, '.');
            tyc_buf_addstr(&b, c.steps[i].name);
        }
    }
    tyc_buf_addf(&b, " '%.*s'%s%s", (int)c.word.len, c.word.p, c.wkey ? " key" : "",
                 c.wstring ? " string" : "");
    tyc_buf_addz(&b, " {");
    for (uint32_t i = 0; i < c.nsiblings; i++)
        tyc_buf_addf(&b, "%s%.*s", i ? "," : "", (int)c.siblings[i].name.len, c.siblings[i].name.p);
    tyc_buf_addc(&b, '}');
    return tyc_buf_to_arena(&b, f->a);
}

static void t_scan(void **state)
{
    fx *f = *state;
    assert_string_equal(scan_at(f, "a = 1\n|\nb = 2\n", 0), "TOPKEY  '' {a,b}");
    assert_string_equal(scan_at(f, "a = 1\nre|g\n", 0), "TOPKEY  'reg' {a}");
    assert_string_equal(scan_at(f, "|region = 1\n", 0), "TOPKEY  'region' key {}");
    assert_string_equal(scan_at(f, "x = { a = 1, |  b = 2 }", 0), "KEY .x '' {a,b}");
    assert_string_equal(scan_at(f, "x = [{ a = 1 }, { b = [3, |] }]", 0), "VALUE .x[1].b[1] '' {}");
    assert_string_equal(scan_at(f, "x = {\n  a = {\n    n|ame = 1\n  }\n  c = 2\n}\n", 0),
                        "KEY .x.a 'name' key {}");
    assert_string_equal(scan_at(f, "x = {\n  \"a b\" = { |}\n}", 0), "KEY .x.a b '' {}");
    /* strings, interpolations, comments and heredocs hide their brackets and keys */
    assert_string_equal(scan_at(f, "x = \"{ ${ {a=1} } [\" # { [\ny = |", 0), "VALUE .y '' {x,y}");
    assert_string_equal(scan_at(f, "x = <<EOT\n{ [ z = 1\nEOT\n/* { */ y = { | }", 0),
                        "KEY .y '' {}");
    assert_string_equal(scan_at(f, "x = \"ab|c\"", 0), "VALUE .x 'abc' string {x}");
    assert_string_equal(scan_at(f, "x = f(1, |)", 0), "OPAQUE .x '' {}");
    /* broken text: unclosed brackets and strings */
    assert_string_equal(scan_at(f, "x = [{ a = \"oops\n  |", 0), "KEY .x[0] '' {a}");
    assert_string_equal(scan_at(f, "}}]] x = |", 0), "VALUE .x '' {x}");
    /* JSON */
    assert_string_equal(scan_at(f, "{\"a\": 1, \"b\": {\"c\": [1, |]}}", 1), "VALUE .b.c[1] '' {}");
    assert_string_equal(scan_at(f, "{\"a\": 1, \"|\"}", 1), "TOPKEY  '' string {a}");
    assert_string_equal(scan_at(f, "|", 1), "NONE  '' {}");

    lsp_key *keys;
    uint32_t n;
    const char *t = "a = { b = 1 }\n\"c\" = 2\n# d = 3\ne = <<X\nf = 1\nX\n";
    assert_int_equal(lsp_scan_keys(f->a, t, (uint32_t)strlen(t), 0, &keys, &n), 0);
    assert_int_equal(n, 3);
    assert_int_equal(keys[1].beg, 14);
    assert_int_equal(keys[1].end, 17);
    assert_true(tyc_str_eqz(keys[2].name, "e"));
}

static void t_positions(void **state)
{
    fx *f = *state;
    const char *t = "ab\n\xc3\xa9\xf0\x9f\x98\x80x\n";   /* "é😀x": 2 + 4 + 1 bytes */
    lsp_lines l;
    assert_int_equal(lsp_lines_init(&l, f->a, t, (uint32_t)strlen(t)), 0);
    uint32_t line, ch;
    lsp_lines_pos(&l, 9, ENC_UTF16, &line, &ch);  /* before x */
    assert_int_equal(line, 1);
    assert_int_equal(ch, 3);
    lsp_lines_pos(&l, 9, ENC_UTF32, &line, &ch);
    assert_int_equal(ch, 2);
    lsp_lines_pos(&l, 9, ENC_UTF8, &line, &ch);
    assert_int_equal(ch, 6);
    assert_int_equal(lsp_offset(t, strlen(t), 1, 3, ENC_UTF16), 9);
    assert_int_equal(lsp_offset(t, strlen(t), 1, 2, ENC_UTF16), 5);  /* inside the pair: before */
    assert_int_equal(lsp_offset(t, strlen(t), 1, 99, ENC_UTF16), 10); /* clamped to the line */
    assert_int_equal(lsp_offset(t, strlen(t), 9, 0, ENC_UTF16), strlen(t));

    lsp_doc *d = tyc_mem_alloc(f->ctx, sizeof *d);
    assert_non_null(d);
    memset(d, 0, sizeof *d);
    assert_int_equal(lsp_doc_set(f->ctx, d, "hello\nworld\n", 12), 0);
    json_t *ch1 = json_pack("{s:{s:{s:i,s:i},s:{s:i,s:i}},s:s}", "range", "start", "line", 0,
                            "character", 1, "end", "line", 1, "character", 2, "text", "EY\nWO");
    assert_int_equal(lsp_doc_change(f->ctx, d, ch1, ENC_UTF16), 0);
    assert_string_equal(d->text, "hEY\nWOrld\n");
    json_t *bad = json_pack("{s:{s:{s:i,s:i},s:{s:i,s:i}},s:s}", "range", "start", "line", 1,
                            "character", 0, "end", "line", 0, "character", 0, "text", "");
    assert_int_equal(lsp_doc_change(f->ctx, d, bad, ENC_UTF16), 1);
    json_decref(ch1);
    json_decref(bad);
    lsp_doc_free(f->ctx, d);
}

static void t_paths(void **state)
{
    fx *f = *state;
    assert_string_equal(lsp_path_clean(f->a, "/a/./b//c/../d/"), "/a/b/d");
    assert_string_equal(lsp_path_clean(f->a, "/../x"), "/x");
    assert_string_equal(lsp_path_clean(f->a, "a/../../b"), "../b");
    assert_string_equal(lsp_path_clean(f->a, "envs/.."), ".");
    assert_string_equal(lsp_uri_path(f->a, "file:///tmp/my%20dir/x.tfvars"), "/tmp/my dir/x.tfvars");
    assert_string_equal(lsp_uri_path(f->a, "file://localhost/etc/x"), "/etc/x");
    assert_null(lsp_uri_path(f->a, "untitled:Untitled-1"));
    assert_null(lsp_uri_path(f->a, "file:///a%00b"));
    assert_string_equal(lsp_path_uri(f->a, "/tmp/my dir/é"), "file:///tmp/my%20dir/%C3%A9");
    assert_string_equal(lsp_dirname(f->a, "/x"), "/");
    assert_true(tyc_path_same("/m/./variables.tf", "/m//variables.tf"));
    assert_false(tyc_path_same("/m/variables.tf", "m/variables.tf"));
    assert_false(tyc_path_same("/m/a", "/m/ab"));
}

static void t_types(void **state)
{
    fx *f = *state;
    static const char src_text[] =
        "list(object({name = string, size = optional(number, 3), m = map(object({on = optional(bool, true)}))}))";
    tyc_source src = {"t.tf", src_text, sizeof src_text - 1, NULL, NULL};
    tyc_diags d;
    tyc_diags_init(&d, f->a);
    int st;
    tyc_node *e = tyc_parse_expr(f->a, &src, &d, &st);
    assert_non_null(e);
    const tyc_defaults *defs = NULL;
    const tyc_type *t = tyc_typeexpr_variable(f->a, &src, e, &defs, &d);
    assert_non_null(t);
    tyc_buf b;
    tyc_buf_init(&b, f->ctx);
    lsp_type_pretty(&b, t, defs, 0);
    assert_string_equal(tyc_buf_to_arena(&b, f->a),
                        "list(object({\n  m = map(object({\n    on = optional(bool, true)\n  }))\n"
                        "  name = string\n  size = optional(number, 3)\n}))");
    lsp_step path[] = {{STEP_INDEX, {NULL, 0}, 4}, {STEP_NAME, {"m", 1}, 0}, {STEP_NAME, {"k", 1}, 0}};
    const tyc_defaults *dd = NULL;
    const tyc_type *at = lsp_type_at(t, defs, path, 3, &dd);
    assert_non_null(at);
    assert_int_equal(at->kind, TYC_OBJECT);
    assert_non_null(lsp_default_of(dd, (tyc_str){"on", 2}));
    lsp_step bad[] = {{STEP_NAME, {"x", 1}, 0}};
    assert_null(lsp_type_at(t, defs, bad, 1, NULL));
    lsp_step key[] = {{STEP_INDEX, {NULL, 0}, 0}, {STEP_NAME, {"m", 1}, 0}, {STEP_NAME, {"k", 1}, 0},
                      {STEP_NAME, {"on", 2}, 0}};
    uint32_t kb, ke;
    assert_int_equal(lsp_type_key_range(e, key, 4, &kb, &ke), 0);
    assert_int_equal(kb, 72);
    assert_int_equal(ke, 74);
    assert_int_equal(lsp_type_key_range(e, bad, 1, &kb, &ke), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(t_scan, setup, teardown),
        cmocka_unit_test_setup_teardown(t_positions, setup, teardown),
        cmocka_unit_test_setup_teardown(t_paths, setup, teardown),
        cmocka_unit_test_setup_teardown(t_types, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
