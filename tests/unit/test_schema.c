/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_schema.c: provider schema files (interp/schema): the one-pass index, blocks decoded on
** demand, cty's JSON type encoding, nested attribute types, block nesting and limits, the
** implied type, and the diagnostics of malformed files.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <cmocka.h>

#include "interp/schema/schema.h"

typedef struct fx {
    tyc_ctx ctx;
    tyc_arena *a;
    tyc_diags d;
    tyc_schemas s;
    char path[64];
} fx;

static int setup(void **state)
{
    fx *f = test_calloc(1, sizeof *f);
    tyc_ctx_init(&f->ctx, NULL);
    f->a = tyc_arena_new(&f->ctx);
    tyc_diags_init(&f->d, f->a);
    snprintf(f->path, sizeof f->path, "/tmp/tycon-schema-%d.json", (int)getpid());
    *state = f;
    return f->a ? 0 : -1;
}

static int teardown(void **state)
{
    fx *f = *state;
    unlink(f->path);
    tyc_arena_free(f->a);
    test_free(f);
    return 0;
}

/* Writes text to the fixture's file and loads it; returns tyc_schemas_load's result. */
static int load(fx *f, const char *text)
{
    FILE *fp = fopen(f->path, "w");
    assert_non_null(fp);
    fputs(text, fp);
    fclose(fp);
    return tyc_schemas_load(f->a, &f->s, f->path, &f->d);
}

static const char toy[] =
    "{\"format_version\":\"1.0\",\"provider_schemas\":{\"registry.terraform.io/ex/toy\":{"
    "\"provider\":{\"version\":0,\"block\":{\"attributes\":{\"region\":{\"type\":\"string\","
    "\"optional\":true}}}},"
    "\"resource_schemas\":{\"toy_b\":{\"block\":{}},\"toy_a\":{\"version\":1,\"block\":{"
    "\"attributes\":{\"id\":{\"type\":\"string\",\"computed\":true},"
    "\"tags\":{\"type\":[\"map\",\"string\"],\"optional\":true},"
    "\"obj\":{\"type\":[\"object\",{\"x\":\"number\",\"y\":\"bool\"},[\"y\"]],\"optional\":true},"
    "\"spec\":{\"nested_type\":{\"nesting_mode\":\"list\",\"attributes\":{\"k\":{\"type\":"
    "\"string\",\"required\":true},\"v\":{\"type\":\"number\",\"optional\":true}}},"
    "\"optional\":true},"
    "\"name\":{\"type\":\"string\",\"required\":true,\"deprecated\":true}},"
    "\"block_types\":{\"part\":{\"nesting_mode\":\"list\",\"max_items\":1,\"block\":{"
    "\"attributes\":{\"n\":{\"type\":\"number\",\"required\":true}}}},"
    "\"one\":{\"nesting_mode\":\"single\",\"min_items\":1,\"block\":{}},"
    "\"m\":{\"nesting_mode\":\"map\",\"block\":{}},"
    "\"tags\":{\"nesting_mode\":\"set\",\"block\":{}}}}}},"
    "\"data_source_schemas\":{\"toy_q\":{\"block\":{\"attributes\":{\"q\":{\"type\":"
    "\"dynamic\",\"required\":true}}}}}}}}";

static void type_is(tyc_arena *a, const tyc_type *t, const char *want)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_type_buf_string(&b, t);
    assert_string_equal(tyc_buf_cstr(&b), want);
    tyc_buf_free(&b);
}

static void test_index_and_lookup(void **state)
{
    fx *f = *state;
    assert_int_equal(load(f, toy), 0);
    assert_int_equal(f->d.count, 0);
    tyc_sprov *p = tyc_schemas_find(&f->s, (tyc_str){"registry.terraform.io/ex/toy", 28});
    assert_non_null(p);
    assert_null(tyc_schemas_find(&f->s, (tyc_str){"registry.terraform.io/ex/other", 30}));
    assert_int_equal(tyc_sprov_count(p, TYC_SK_RESOURCE), 2);
    assert_int_equal(tyc_sprov_name(p, TYC_SK_RESOURCE, 0).len, 5); /* sorted: toy_a first */
    assert_memory_equal(tyc_sprov_name(p, TYC_SK_RESOURCE, 0).p, "toy_a", 5);
    int st = -9;
    assert_null(tyc_sprov_block(f->a, p, TYC_SK_RESOURCE, (tyc_str){"toy_c", 5}, &f->d, &st));
    assert_int_equal(st, 1);
    assert_non_null(tyc_sprov_block(f->a, p, TYC_SK_DATA, (tyc_str){"toy_q", 5}, &f->d, &st));
    assert_int_equal(st, 0);
    const tyc_sblock *cfg = tyc_sprov_config(f->a, p, &f->d, &st);
    assert_non_null(cfg);
    assert_int_equal(cfg->nattrs, 1);
}

static void test_block_decoded(void **state)
{
    fx *f = *state;
    assert_int_equal(load(f, toy), 0);
    tyc_sprov *p = tyc_schemas_find(&f->s, (tyc_str){"registry.terraform.io/ex/toy", 28});
    int st;
    const tyc_sblock *b = tyc_sprov_block(f->a, p, TYC_SK_RESOURCE, (tyc_str){"toy_a", 5},
                                          &f->d, &st);
    assert_non_null(b);
    assert_int_equal(b->nattrs, 5);
    const tyc_sattr *name = tyc_sblock_attr(b, (tyc_str){"name", 4});
    assert_true(name->required && name->deprecated && !name->optional);
    const tyc_sattr *id = tyc_sblock_attr(b, (tyc_str){"id", 2});
    assert_true(id->computed && !id->optional);
    type_is(f->a, tyc_sblock_attr(b, (tyc_str){"tags", 4})->type, "map(string)");
    const tyc_sattr *obj = tyc_sblock_attr(b, (tyc_str){"obj", 3});
    type_is(f->a, obj->itype, "object({x=number,y=bool})");
    assert_true(tyc_type_attr_optional(obj->type, 1)); /* y is optional in the JSON type */
    const tyc_sattr *spec = tyc_sblock_attr(b, (tyc_str){"spec", 4});
    assert_non_null(spec->nested);
    assert_int_equal(spec->nested->nesting, TYC_NEST_LIST);
    type_is(f->a, spec->itype, "list(object({k=string,v=number}))");
    assert_false(tyc_type_attr_optional(spec->type->elem, 0)); /* k required */
    assert_true(tyc_type_attr_optional(spec->type->elem, 1));  /* v optional */
    /* a block type with an attribute's name is left out (DecoderSpec) */
    assert_int_equal(b->nblocks, 3);
    assert_null(tyc_sblock_btype(b, (tyc_str){"tags", 4}));
    const tyc_sbtype *part = tyc_sblock_btype(b, (tyc_str){"part", 4});
    assert_int_equal(part->nesting, TYC_NEST_LIST);
    assert_int_equal(part->max, 1);
    assert_int_equal(tyc_sblock_btype(b, (tyc_str){"one", 3})->min, 1);
    type_is(f->a, b->itype,
            "object({id=string,m=map(object({})),name=string,obj=object({x=number,y=bool}),"
            "one=object({}),part=list(object({n=number})),spec=list(object({k=string,"
            "v=number})),tags=map(string)})");
    const tyc_sblock *again = tyc_sprov_block(f->a, p, TYC_SK_RESOURCE, (tyc_str){"toy_a", 5},
                                              &f->d, &st);
    assert_ptr_equal(again, b); /* decoded once */
}

static void test_bad_json(void **state)
{
    fx *f = *state;
    assert_int_equal(load(f, "{\"provider_schemas\": {\"x\": [1, 2}}"), 1);
    assert_int_equal(f->d.nerrors, 1);
    assert_string_equal(f->d.head->summary, "Invalid provider schema file");
    assert_non_null(strstr(f->d.head->detail, "is not valid JSON at byte 27: an object is "
                                              "expected here"));
    assert_int_equal(f->d.head->subject.beg, 27);
    assert_int_equal(load(f, "{\"provider_schemas\": {\"x\": {\"y\": [1, 2}}}"), 1);
    assert_non_null(strstr(f->d.tail->detail, "at byte 38: a comma or a closing bracket is "
                                              "expected here"));
    assert_int_equal(f->s.n, 0);
}

static void test_bad_version_and_missing(void **state)
{
    fx *f = *state;
    assert_int_equal(load(f, "{\"format_version\":\"2.0\",\"provider_schemas\":{}}"), 1);
    assert_non_null(strstr(f->d.head->detail, "format_version"));
    assert_int_equal(tyc_schemas_load(f->a, &f->s, "/nonexistent/x.json", &f->d), 1);
    assert_non_null(strstr(f->d.tail->detail, "cannot be read: no such file"));
}

static void test_bad_type(void **state)
{
    fx *f = *state;
    assert_int_equal(load(f, "{\"provider_schemas\":{\"p\":{\"resource_schemas\":{\"r\":{"
                             "\"block\":{\"attributes\":{\"a\":{\"type\":[\"list\",\"strng\"]}}}}"
                             "}}}}"),
                     0); /* the index is fine: the block is decoded when used */
    tyc_sprov *p = tyc_schemas_find(&f->s, (tyc_str){"p", 1});
    int st;
    assert_null(tyc_sprov_block(f->a, p, TYC_SK_RESOURCE, (tyc_str){"r", 1}, &f->d, &st));
    assert_int_equal(st, 2);
    assert_string_equal(f->d.head->summary, "Invalid provider schema");
    assert_non_null(strstr(f->d.head->detail, "resource type \"r\" (at \"strng\") is invalid: "
                                              "unknown primitive type"));
}

static void test_deep_nesting_is_linear(void **state)
{
    fx *f = *state;
    size_t n = 200000;
    char *t = test_malloc(2 * n + 64);
    size_t k = (size_t)sprintf(t, "{\"x\":");
    for (size_t i = 0; i < n; i++)
        t[k++] = '[';
    for (size_t i = 0; i < n; i++)
        t[k++] = ']';
    strcpy(t + k, "}");
    assert_int_equal(load(f, t), 1); /* refused past 4096 levels, no recursion */
    assert_non_null(strstr(f->d.head->detail, "nesting is too deep"));
    test_free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_index_and_lookup, setup, teardown),
        cmocka_unit_test_setup_teardown(test_block_decoded, setup, teardown),
        cmocka_unit_test_setup_teardown(test_bad_json, setup, teardown),
        cmocka_unit_test_setup_teardown(test_bad_version_and_missing, setup, teardown),
        cmocka_unit_test_setup_teardown(test_bad_type, setup, teardown),
        cmocka_unit_test_setup_teardown(test_deep_nesting_is_linear, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
