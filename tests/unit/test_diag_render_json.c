/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_diag_render_json.c: unit tests of Terraform's JSON diagnostics: the object (compact
** and pretty), the `validate -json` envelope, the log line and JSON-syntax snippet contexts.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "interp/syntax/context.h"
#include "runtime/diag/diag_render.h"

#include "fixture_util.h"

static void check_json(fixture *f, const tyc_diag *d, int depth, const char *want)
{
    tyc_buf b;
    tyc_buf_init(&b, &f->ctx);
    assert_int_equal(tyc_diag_json(&b, d, depth), 0);
    assert_string_equal(tyc_buf_cstr(&b), want);
    tyc_buf_free(&b);
}

static const char TFVARS[] = "instance_count = \"three\"\n";

static void test_json_compact_verified(void **state)
{
    fixture *f = *state;
    tyc_source src = {"terraform.tfvars", TFVARS, sizeof TFVARS - 1, NULL};
    tyc_diag *d = tyc_diag_add(&f->ds, TYC_SEV_ERROR, 0, &src, 17, 24,
                               "Invalid value for input variable", "a <b> & c");
    check_json(f, d, -1,
               "{\"severity\":\"error\",\"summary\":\"Invalid value for input variable\","
               "\"detail\":\"a \\u003cb\\u003e \\u0026 c\",\"range\":{\"filename\":"
               "\"terraform.tfvars\",\"start\":{\"line\":1,\"column\":18,\"byte\":17},"
               "\"end\":{\"line\":1,\"column\":25,\"byte\":24}},\"snippet\":{\"context\":null,"
               "\"code\":\"instance_count = \\\"three\\\"\",\"start_line\":1,"
               "\"highlight_start_offset\":17,\"highlight_end_offset\":24,\"values\":[]}}");
}

/* A NUL byte of a detail (TYC_DIAG_NUL) is Go's "\u0000". */
static void test_json_nul(void **state)
{
    fixture *f = *state;
    tyc_diag *d = tyc_diag_add(&f->ds, TYC_SEV_ERROR, 0, NULL, 0, 0, "Invalid function argument",
                               "open a" TYC_DIAG_NUL "b: invalid argument.");
    check_json(f, d, -1,
               "{\"severity\":\"error\",\"summary\":\"Invalid function argument\","
               "\"detail\":\"open a\\u0000b: invalid argument.\"}");
}

/* Pretty form at depth 0 with values and an empty subject (extended by one column). */
static void test_json_pretty_values(void **state)
{
    fixture *f = *state;
    static const char text[] = "x = a\n";
    tyc_source src = {"main.tf", text, sizeof text - 1, NULL};
    tyc_diag *d = tyc_diag_add(&f->ds, TYC_SEV_WARNING, 0, &src, 4, 4, "W", NULL);
    static const tyc_diag_value vals[] = {{"var.b", "is 1"}, {"var.a", "is \"\\t\""}};
    d->values = vals;
    d->nvalues = 2;
    check_json(f, d, 0,
               "{\n"
               "  \"severity\": \"warning\",\n"
               "  \"summary\": \"W\",\n"
               "  \"detail\": \"\",\n"
               "  \"range\": {\n"
               "    \"filename\": \"main.tf\",\n"
               "    \"start\": {\n      \"line\": 1,\n      \"column\": 5,\n      \"byte\": 4\n    },\n"
               "    \"end\": {\n      \"line\": 1,\n      \"column\": 6,\n      \"byte\": 5\n    }\n"
               "  },\n"
               "  \"snippet\": {\n"
               "    \"context\": null,\n"
               "    \"code\": \"x = a\",\n"
               "    \"start_line\": 1,\n"
               "    \"highlight_start_offset\": 4,\n"
               "    \"highlight_end_offset\": 5,\n"
               "    \"values\": [\n"
               "      {\n        \"traversal\": \"var.a\",\n        \"statement\": \"is \\\"\\\\t\\\"\"\n      },\n"
               "      {\n        \"traversal\": \"var.b\",\n        \"statement\": \"is 1\"\n      }\n"
               "    ]\n"
               "  }\n"
               "}");
}

static void test_validate_json(void **state)
{
    fixture *f = *state;
    tyc_buf b;
    tyc_buf_init(&b, &f->ctx);
    assert_int_equal(tyc_diags_validate_json(&b, &f->ds), 0);
    assert_string_equal(tyc_buf_cstr(&b), "{\n  \"format_version\": \"1.0\",\n  \"valid\": true,\n"
                                          "  \"error_count\": 0,\n  \"warning_count\": 0,\n"
                                          "  \"diagnostics\": []\n}\n");
    b.len = 0;
    tyc_source src = {"<value for var.listy>", NULL, 0, NULL};
    tyc_diag_add(&f->ds, TYC_SEV_WARNING, 0, NULL, 0, 0, "W", NULL);
    tyc_diag_add(&f->ds, TYC_SEV_ERROR, 0, &src, 0, 3, "E", "D");
    assert_int_equal(tyc_diags_validate_json(&b, &f->ds), 0);
    assert_string_equal(tyc_buf_cstr(&b),
                        "{\n"
                        "  \"format_version\": \"1.0\",\n"
                        "  \"valid\": false,\n"
                        "  \"error_count\": 1,\n"
                        "  \"warning_count\": 1,\n"
                        "  \"diagnostics\": [\n"
                        "    {\n"
                        "      \"severity\": \"warning\",\n"
                        "      \"summary\": \"W\",\n"
                        "      \"detail\": \"\"\n"
                        "    },\n"
                        "    {\n"
                        "      \"severity\": \"error\",\n"
                        "      \"summary\": \"E\",\n"
                        "      \"detail\": \"D\",\n"
                        "      \"range\": {\n"
                        "        \"filename\": \"\\u003cvalue for var.listy\\u003e\",\n"
                        "        \"start\": {\n"
                        "          \"line\": 1,\n"
                        "          \"column\": 1,\n"
                        "          \"byte\": 0\n"
                        "        },\n"
                        "        \"end\": {\n"
                        "          \"line\": 1,\n"
                        "          \"column\": 4,\n"
                        "          \"byte\": 3\n"
                        "        }\n"
                        "      }\n"
                        "    }\n"
                        "  ]\n"
                        "}\n");
    tyc_buf_free(&b);
}

static void test_json_log_line(void **state)
{
    fixture *f = *state;
    tyc_diag *d = tyc_diag_add(&f->ds, TYC_SEV_WARNING, 0, NULL, 0, 0, "Hmm", "x");
    tyc_buf b;
    tyc_buf_init(&b, &f->ctx);
    assert_int_equal(tyc_diag_json_log(&b, d, "2024-01-02T03:04:05.000006Z"), 0);
    assert_string_equal(tyc_buf_cstr(&b),
                        "{\"@level\":\"warn\",\"@message\":\"Warning: Hmm\",\"@module\":"
                        "\"terraform.ui\",\"@timestamp\":\"2024-01-02T03:04:05.000006Z\","
                        "\"diagnostic\":{\"severity\":\"warning\",\"summary\":\"Hmm\","
                        "\"detail\":\"x\"},\"type\":\"diagnostic\"}\n");
    tyc_buf_free(&b);
}

static tyc_node *node(fixture *f, int kind, uint32_t beg, uint32_t end, uint32_t n)
{
    tyc_node *nd = TYC_NEW(f->a, tyc_node);
    assert_non_null(nd);
    nd->kind = (uint8_t)kind;
    nd->flags = TYC_NF_JSON;
    nd->beg = beg;
    nd->end = end;
    nd->n = n;
    nd->kids = n ? TYC_NEWN(f->a, tyc_node *, n) : NULL;
    return nd;
}

static tyc_node *key(fixture *f, const char *text, uint32_t beg)
{
    tyc_node *k = node(f, TYC_N_OBJKEY, beg, beg + (uint32_t)strlen(text) + 2, 1);
    tyc_node *s = node(f, TYC_N_STRING, k->beg, k->end, 0);
    s->text = text;
    s->tlen = (uint32_t)strlen(text);
    k->kids[0] = s;
    return k;
}

/* JSON syntax: the context is the path of objects/arrays around the subject. */
static void test_json_syntax_context(void **state)
{
    fixture *f = *state;
    /*                       0         1         2         3
                             0123456789012345678901234567890123 */
    static const char text[] = "{\"a\": {\"b\": [1, {\"c\": true}]}, \"d\": 2}";
    tyc_node *root = node(f, TYC_N_OBJECT, 0, 38, 4);
    tyc_node *ov = node(f, TYC_N_OBJECT, 6, 29, 2);
    tyc_node *arr = node(f, TYC_N_TUPLE, 12, 28, 2);
    tyc_node *inner = node(f, TYC_N_OBJECT, 16, 27, 2);
    root->kids[0] = key(f, "a", 1);
    root->kids[1] = ov;
    root->kids[2] = key(f, "d", 31);
    root->kids[3] = node(f, TYC_N_LITERAL, 36, 37, 0);
    ov->kids[0] = key(f, "b", 7);
    ov->kids[1] = arr;
    arr->kids[0] = node(f, TYC_N_LITERAL, 13, 14, 0);
    arr->kids[1] = inner;
    inner->kids[0] = key(f, "c", 17);
    inner->kids[1] = node(f, TYC_N_LITERAL, 22, 26, 0);
    tyc_source src = {"x.tfvars.json", text, sizeof text - 1, root, tyc_context_string};
    tyc_diag *d = tyc_diag_add(&f->ds, TYC_SEV_ERROR, 0, &src, 22, 26, "S", NULL);
    tyc_buf b;
    tyc_buf_init(&b, &f->ctx);
    tyc_diag_render(&b, d, 0, 0);
    assert_string_equal(tyc_buf_cstr(&b), "\nError: S\n\n  on x.tfvars.json line 1, in a.b[1]:\n"
                                          "   1: {\"a\": {\"b\": [1, {\"c\": true}]}, \"d\": 2}\n\n");
    b.len = 0;
    assert_int_equal(tyc_context_string(&b, root, 36), 0);
    assert_int_equal(tyc_context_string(&b, root, 13), 1);
    assert_string_equal(tyc_buf_cstr(&b), "a.b");
    tyc_buf_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_json_compact_verified, setup, teardown),
        cmocka_unit_test_setup_teardown(test_json_nul, setup, teardown),
        cmocka_unit_test_setup_teardown(test_json_pretty_values, setup, teardown),
        cmocka_unit_test_setup_teardown(test_validate_json, setup, teardown),
        cmocka_unit_test_setup_teardown(test_json_log_line, setup, teardown),
        cmocka_unit_test_setup_teardown(test_json_syntax_context, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
