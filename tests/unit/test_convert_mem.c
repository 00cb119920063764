/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_convert_mem.c: memory behaviour of conversion and unification: object -> map and
** map -> map results reference existing key arrays (NFC names only), temporaries live in
** scratch memory (released at once, not left in the arena), and results stay identical.
*/
#include <stdlib.h>

#include "test_convert_util.h"

/* A counting allocator: live bytes obtained through the context. */
typedef struct counter {
    size_t live, peak;
} counter;

static void *count_alloc(void *ud, void *p, size_t old_size, size_t new_size)
{
    counter *c = ud;
    if (new_size == 0) {
        free(p);
        c->live -= old_size;
        return NULL;
    }
    void *q = realloc(p, new_size);
    if (q) {
        c->live += new_size - (p ? old_size : 0);
        if (c->live > c->peak)
            c->peak = c->live;
    }
    return q;
}

/* An object of n attributes k00000.. whose values cycle number, bool, string. */
static const tyc_value *big_object(tyc_arena *a, uint32_t n)
{
    tyc_str *names = TYC_NEWN(a, tyc_str, n);
    const tyc_value **vals = TYC_NEWN(a, const tyc_value *, n);
    assert_non_null(names);
    assert_non_null(vals);
    for (uint32_t i = 0; i < n; i++) {
        char *s = tyc_sprintf(a, "k%05u", (unsigned)i);
        names[i] = (tyc_str){s, strlen(s)};
        if (i % 3 == 0)
            vals[i] = tyc_v_number(a, tyc_num_parse(a, s + 1, strlen(s + 1)));
        else if (i % 3 == 1)
            vals[i] = i % 2 ? &tyc_v_true : &tyc_v_false;
        else
            vals[i] = tyc_v_string(a, s, strlen(s), 1);
    }
    return tyc_v_object(a, names, vals, n);
}

static const tyc_value *conv_ok(tyc_arena *a, const tyc_value *v, const tyc_type *t)
{
    tyc_cerr err;
    const tyc_value *r = tyc_convert(a, v, t, &err);
    assert_non_null(r);
    return r;
}

static void test_obj_map_shares_names(void **state)
{
    tyc_arena *a = TU_A(state);
    const tyc_value *v = big_object(a, 300);
    const tyc_value *m = conv_ok(a, v, tu_type(a, "map(string)"));
    assert_string_equal(tu_type_str(a, m->type), "map(string)");
    assert_int_equal(m->n, 300);
    assert_ptr_equal(tyc_v_keys(m), v->type->names);
    assert_string_equal(tyc_v_keys(m)[0].p, "k00000");
    assert_string_equal(m->u.elems[0]->u.s, "0");
    assert_string_equal(m->u.elems[1]->u.s, "true");
    assert_string_equal(m->u.elems[2]->u.s, "k00002");
    assert_string_equal(m->u.elems[4]->u.s, "false");
    assert_string_equal(tyc_v_map_get(m, TYC_STR("k00299"))->u.s, "k00299");
    assert_string_equal(tu_conv(a, "{b = 1, a = true, c = \"x\"}", "map(string)"),
                        "map(string) {a=\"true\",b=\"1\",c=\"x\"}");
}

static void test_obj_map_not_nfc(void **state)
{
    tyc_arena *a = TU_A(state);
    /* "e" + combining acute (not NFC) and the precomposed form: both become the NFC key,
    ** the later one (byte order) wins, as tyc_v_map does */
    tyc_str names[2] = {{"e\xcc\x81", 3}, {"\xc3\xa9", 2}};
    const tyc_type *ts[2] = {&tyc_t_number, &tyc_t_number};
    const tyc_type *t = tyc_type_object(a, names, ts, NULL, 2);
    const tyc_value *vals[2] = {tu_val(a, "1"), tu_val(a, "2")};
    const tyc_value *v = tyc_v_object_typed(a, t, vals);
    const tyc_value *m = conv_ok(a, v, tu_type(a, "map(string)"));
    assert_string_equal(tu_render(a, m), "map(string) {\xc3\xa9=\"2\"}");
    /* a lone decomposed name is normalised */
    const tyc_type *t1 = tyc_type_object(a, names, ts, NULL, 1);
    const tyc_value *v1 = tyc_v_object_typed(a, t1, vals);
    m = conv_ok(a, v1, tu_type(a, "map(number)"));
    assert_string_equal(tu_render(a, m), "map(number) {\xc3\xa9=1}");
    assert_ptr_not_equal(tyc_v_keys(m), t1->names);
    /* a non-ASCII NFC name is shared */
    const tyc_type *t2 = tyc_type_object(a, names + 1, ts, NULL, 1);
    const tyc_value *v2 = tyc_v_object_typed(a, t2, vals + 1);
    m = conv_ok(a, v2, tu_type(a, "map(string)"));
    assert_string_equal(tu_render(a, m), "map(string) {\xc3\xa9=\"2\"}");
    assert_ptr_equal(tyc_v_keys(m), t2->names);
}

static void test_map_map_shares_keys(void **state)
{
    tyc_arena *a = TU_A(state);
    tyc_str keys[3] = {TYC_STR("z"), TYC_STR("a"), TYC_STR("m")};
    const tyc_value *vals[3] = {tu_val(a, "1"), tu_val(a, "2.5"), tu_val(a, "3")};
    const tyc_value *v = tyc_v_map(a, &tyc_t_number, keys, vals, 3);
    const tyc_value *m = conv_ok(a, v, tu_type(a, "map(string)"));
    assert_string_equal(tu_render(a, m), "map(string) {a=\"2.5\",m=\"3\",z=\"1\"}");
    assert_ptr_equal(tyc_v_keys(m), tyc_v_keys(v));
    /* element errors still name the key */
    assert_string_equal(tu_conv(a, "{a = \"x\", b = \"1\"}", "map(number)"),
                        "ERR a number is required @[\"a\"]");
    assert_string_equal(tu_conv(a, "{a = [1], b = {}}", "map(string)"),
                        "ERR element \"a\": string required, but have tuple @");
}

static void test_tuple_members_table(void **state)
{
    tyc_arena *a = TU_A(state);
    assert_string_equal(tu_conv(a, "[1, \"a\", true, 2, false]", "list(string)"),
                        "list(string) [\"1\",\"a\",\"true\",\"2\",\"false\"]");
    assert_string_equal(tu_conv(a, "[\"1\", \"x\", 3]", "list(number)"),
                        "ERR a number is required @[1]");
    assert_string_equal(tu_conv(a, "[true, \"false\", \"1\", true]", "set(bool)"),
                        "set(bool) [false,true]");
    assert_string_equal(tu_conv(a, "[1, {}, \"a\"]", "list(string)"),
                        "ERR element 1: string required, but have object @");
    assert_string_equal(tu_conv(a, "[{a = 1}, {a = \"x\"}, {a = true}]", "list(any)"),
                        "list(object({a=string})) [{a=\"1\"},{a=\"x\"},{a=\"true\"}]");
    assert_string_equal(tu_conv(a, "[{a = 1}, {b = 2}]", "list(any)"),
                        "list(map(number)) [{a=1},{b=2}]");
    assert_string_equal(tu_conv(a, "[[1], [\"a\", true]]", "list(any)"),
                        "list(list(string)) [[\"1\"],[\"a\",\"true\"]]");
    assert_string_equal(tu_conv(a, "{a = 1, b = [2]}", "map(any)"),
                        "ERR all map elements must have the same type @");
}

/* n small objects alternating two shapes of attribute types, as a tuple. */
static const tyc_value *mixed_tuple(tyc_arena *a, uint32_t n)
{
    const tyc_value **el = TYC_NEWN(a, const tyc_value *, n);
    assert_non_null(el);
    for (uint32_t i = 0; i < n; i++)
        el[i] = tu_val(a, i % 2 ? "{id = 1, port = \"8001\", on = true}"
                                : "{id = \"0\", port = 8000, on = \"x\"}");
    return tyc_v_tuple(a, el, n);
}

static void test_unify_large_tuple(void **state)
{
    tyc_arena *a = TU_A(state);
    const tyc_value *v = mixed_tuple(a, 2000);
    const tyc_value *r = conv_ok(a, v, tu_type(a, "list(any)"));
    assert_string_equal(tu_type_str(a, r->type), "list(object({id=string,on=string,port=string}))");
    assert_int_equal(r->n, 2000);
    const tyc_value *e = r->u.elems[1999];
    assert_string_equal(tu_render(a, e),
                        "object({id=string,on=string,port=string}) {id=\"1\",on=\"true\",port=\"8001\"}");
    const tyc_type *ts[3] = {v->u.elems[0]->type, v->u.elems[1]->type, &tyc_t_dyn};
    assert_string_equal(tu_type_str(a, tyc_unify(a, ts, 2, 0, NULL)),
                        "object({id=string,on=string,port=string})");
    assert_string_equal(tu_type_str(a, tyc_unify(a, ts, 3, 0, NULL)), "any");
}

/* Converts v (made in the test's arena) into a fresh arena on a counting context: the
** arena may hold the result only, and no scratch memory may be left behind. */
static size_t arena_cost(const tyc_value *v, const char *ty, const char *want_type, uint32_t n)
{
    counter cnt = {0, 0};
    tycon_options o;
    tycon_options_init(&o);
    o.alloc = count_alloc;
    o.alloc_ud = &cnt;
    tyc_ctx c;
    tyc_ctx_init(&c, &o);
    tyc_arena *b = tyc_arena_new(&c);
    assert_non_null(b);
    const tyc_value *r = conv_ok(b, v, tu_type(b, ty));
    assert_int_equal(r->n, n);
    assert_string_equal(tu_type_str(b, r->type), want_type);
    size_t total = b->total;
    assert_int_equal(cnt.live, total + sizeof *b); /* scratch released */
    tyc_arena_free(b);
    assert_int_equal(cnt.live, 0);
    return total;
}

static void test_obj_map_arena_cost(void **state)
{
    tyc_arena *a = TU_A(state);
    uint32_t n = 30000;
    const tyc_value *v = big_object(a, n);
    /* result: n + 1 element slots plus 2n/3 new strings (32 B each + text); no key copies,
    ** no per-member plans, no intermediate arrays */
    size_t cost = arena_cost(v, "map(string)", "map(string)", n);
    size_t result = 8 * ((size_t)n + 1) + (size_t)n / 3 * (32 + 16);
    assert_true(cost < result + result / 4 + 200000);
}

static void test_unify_arena_cost(void **state)
{
    tyc_arena *a = TU_A(state);
    uint32_t n = 20000;
    const tyc_value *v = mixed_tuple(a, n);
    /* result: the list's n slots, per object a value and 3 slots, 2 converted strings
    ** (bools to "true" are shared) */
    size_t cost = arena_cost(v, "list(any)", "list(object({id=string,on=string,port=string}))", n);
    size_t result = 8 * (size_t)n + (size_t)n * (32 + 24) + (size_t)n / 2 * (32 + 32);
    assert_true(cost < result + result / 4 + 200000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_obj_map_shares_names, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_obj_map_not_nfc, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_map_map_shares_keys, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_tuple_members_table, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_unify_large_tuple, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_obj_map_arena_cost, tu_setup, tu_teardown),
        cmocka_unit_test_setup_teardown(test_unify_arena_cost, tu_setup, tu_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
