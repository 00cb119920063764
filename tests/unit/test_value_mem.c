/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_value_mem.c: the memory-lean value layouts: maps whose elements are followed by a
** pointer to their (possibly shared) keys, tyc_v_map_keys_ref, and objects built without
** big temporaries (sorted positions, hash-consed types, names copied in one block).
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <cmocka.h>

#include "runtime/base/str.h"
#include "runtime/value/value.h"

#include "fixture_util.h"

static const tyc_value *str(fixture *f, const char *s)
{
    return tyc_v_string(f->a, s, strlen(s), 1);
}

static void assert_key(tyc_str k, const char *want)
{
    assert_int_equal(k.len, strlen(want));
    assert_memory_equal(k.p, want, k.len);
}

static void test_map_layout(void **state)
{
    fixture *f = *state;
    tyc_str keys[3] = {TYC_STR("b"), TYC_STR("a"), TYC_STR("b")};
    const tyc_value *e[3] = {str(f, "1"), str(f, "2"), str(f, "3")};
    const tyc_value *m = tyc_v_map(f->a, &tyc_t_string, keys, e, 3);
    assert_non_null(m);
    assert_int_equal(m->n, 2);
    assert_key(tyc_v_keys(m)[0], "a");
    assert_key(tyc_v_keys(m)[1], "b");
    assert_ptr_equal(m->u.elems[0], e[1]);
    assert_ptr_equal(m->u.elems[1], e[2]); /* the last duplicate wins */
    assert_ptr_equal(tyc_v_map_get(m, TYC_STR("b")), e[2]);
    assert_null(tyc_v_map_get(m, TYC_STR("c")));
    const tyc_value *empty = tyc_v_map(f->a, &tyc_t_string, NULL, NULL, 0);
    assert_non_null(empty);
    assert_int_equal(empty->n, 0);
    assert_non_null(tyc_v_keys(empty));
    assert_null(tyc_v_map_get(empty, TYC_STR("a")));
    const tyc_value *nul = tyc_v_null(f->a, tyc_type_map(f->a, &tyc_t_string));
    assert_non_null(tyc_v_keys(nul)); /* safe on null maps: no keys */
}

static void test_map_keys_ref(void **state)
{
    fixture *f = *state;
    static const tyc_str keys[2] = {{"x", 1}, {"y", 1}};
    const tyc_value **el = TYC_NEWN(f->a, const tyc_value *, 3);
    el[0] = str(f, "1");
    el[1] = tyc_v_with_marks(f->a, str(f, "2"), TYC_MARK_SENSITIVE);
    const tyc_value *m = tyc_v_map_keys_ref(f->a, &tyc_t_string, keys, el, 2);
    assert_non_null(m);
    assert_int_equal(m->type->kind, TYC_MAP);
    assert_ptr_equal(m->type->elem, &tyc_t_string);
    assert_ptr_equal(m->u.elems, el);       /* taken over */
    assert_ptr_equal(tyc_v_keys(m), keys);  /* referenced, not copied */
    assert_true(m->flags & TYC_VF_DEEPMARK);
    assert_ptr_equal(tyc_v_map_get(m, TYC_STR("y")), el[1]);
    /* unmarking copies the elements and shares the keys */
    const tyc_value *u = tyc_v_unmark_deep(f->a, m);
    assert_non_null(u);
    assert_ptr_not_equal(u->u.elems, el);
    assert_ptr_equal(tyc_v_keys(u), keys);
    assert_false(tyc_v_has_marks(u));
    assert_int_equal(tyc_v_equals(u, tyc_v_map(f->a, &tyc_t_string, keys,
                                                (const tyc_value *[]){str(f, "1"), str(f, "2")}, 2)),
                     1);
    const tyc_value **none = TYC_NEWN(f->a, const tyc_value *, 1);
    const tyc_value *e = tyc_v_map_keys_ref(f->a, &tyc_t_number, keys, none, 0);
    assert_non_null(e);
    assert_int_equal(e->n, 0);
    assert_false(e->flags & TYC_VF_DEEPMARK);
}

/* An object of n attributes named "k<i>" given in reverse order, with "k0" repeated last. */
static const tyc_value *reversed(fixture *f, uint32_t n, char *buf, const tyc_value **last)
{
    tyc_str *names = TYC_NEWN(f->a, tyc_str, n + 1);
    const tyc_value **vals = TYC_NEWN(f->a, const tyc_value *, n + 1);
    char *p = buf;
    for (uint32_t i = 0; i < n; i++) {
        int len = sprintf(p, "k%u", (unsigned)(n - 1 - i));
        names[i] = (tyc_str){p, (size_t)len};
        vals[i] = tyc_v_bool(f->a, (int)(i & 1));
        p += len + 1;
    }
    names[n] = TYC_STR("k0");
    vals[n] = *last = str(f, "last");
    return tyc_v_object(f->a, names, vals, n + 1);
}

static void check_reversed(const tyc_value *o, uint32_t n, const tyc_value *last)
{
    assert_non_null(o);
    assert_int_equal(o->n, n);
    assert_int_equal(o->type->n, n);
    for (uint32_t i = 1; i < n; i++)
        assert_true(tyc_str_cmp(o->type->names[i - 1], o->type->names[i]) < 0);
    for (uint32_t i = 0; i < n; i++) {
        tyc_str k = o->type->names[i];
        assert_int_equal(k.p[k.len], 0); /* copied, NUL-terminated */
        assert_ptr_equal(o->type->elems[i], o->u.elems[i]->type);
    }
    assert_ptr_equal(tyc_v_attr(o, TYC_STR("k0")), last);
    assert_key(o->type->names[0], "k0");
    assert_key(o->type->names[n - 1], n == 3 ? "k2" : "k999");
}

static void test_object_small_and_big(void **state)
{
    fixture *f = *state;
    static char b1[16 * 3000], b2[16 * 3000];
    const tyc_value *l1, *l2;
    const tyc_value *s = reversed(f, 3, b1, &l1);
    check_reversed(s, 3, l1);
    assert_true(s->type->names[0].p < b1 || s->type->names[0].p >= b1 + sizeof b1);
    const tyc_value *big = reversed(f, 2000, b1, &l1); /* above the scratch lookup size */
    check_reversed(big, 2000, l1);
    const tyc_value *big2 = reversed(f, 2000, b2, &l2);
    check_reversed(big2, 2000, l2);
    assert_ptr_equal(big->type, big2->type); /* hash-consed */
    assert_int_equal(tyc_v_equals(big, big2), 1);
}

static void test_object_repeated_shape(void **state)
{
    fixture *f = *state;
    tyc_str names[4] = {TYC_STR("port"), TYC_STR("id"), TYC_STR("on"), TYC_STR("name")};
    const tyc_value *vals[4] = {str(f, "1"), str(f, "2"), tyc_v_bool(f->a, 1), str(f, "n")};
    const tyc_value *o1 = tyc_v_object(f->a, names, vals, 4);
    assert_non_null(o1);
    size_t total = f->a->total;
    char *cur = f->a->cur;
    const tyc_value *o2 = tyc_v_object(f->a, names, vals, 4);
    assert_non_null(o2);
    assert_ptr_equal(o1->type, o2->type);
    /* a hit allocates the value and its element array only */
    if (f->a->total == total)
        assert_true(f->a->cur - cur <= (ptrdiff_t)(sizeof(tyc_value) + 8 + 4 * sizeof(void *) + 8));
    assert_key(o2->type->names[0], "id");
    assert_key(o2->type->names[3], "port");
    assert_ptr_equal(o2->u.elems[0], vals[1]);
    assert_ptr_equal(o2->u.elems[3], vals[0]);
    assert_ptr_equal(tyc_v_attr(o2, TYC_STR("on")), vals[2]);
}

static void test_object_nfc_and_empty(void **state)
{
    fixture *f = *state;
    tyc_str names[2] = {TYC_STR("e\xcc\x81"), TYC_STR("a")}; /* e + combining acute */
    const tyc_value *vals[2] = {str(f, "1"), tyc_v_with_marks(f->a, str(f, "2"), TYC_MARK_SENSITIVE)};
    const tyc_value *o = tyc_v_object(f->a, names, vals, 2);
    assert_non_null(o);
    assert_key(o->type->names[0], "a");
    assert_key(o->type->names[1], "\xc3\xa9");
    assert_ptr_equal(tyc_v_attr(o, TYC_STR("\xc3\xa9")), vals[0]);
    assert_true(o->flags & TYC_VF_DEEPMARK);
    const tyc_value *e = tyc_v_object(f->a, NULL, NULL, 0);
    assert_non_null(e);
    assert_ptr_equal(e->type, &tyc_t_empty_object);
    assert_int_equal(e->n, 0);
}

static void test_type_object_sorted(void **state)
{
    fixture *f = *state;
    char nm[] = "ab";
    tyc_str names[2] = {{nm, 1}, {nm + 1, 1}};
    const tyc_type *types[2] = {&tyc_t_string, &tyc_t_number};
    const tyc_type *t = tyc_type_object_sorted(f->a, names, types, 2, 0);
    assert_non_null(t);
    assert_ptr_not_equal(t->names, names);
    assert_ptr_not_equal(t->names[0].p, nm); /* copied */
    assert_string_equal(t->names[0].p, "a");
    assert_string_equal(t->names[1].p, "b");
    tyc_str names2[2] = {TYC_STR("a"), TYC_STR("b")};
    assert_ptr_equal(tyc_type_object_sorted(f->a, names2, types, 2, 0), t);
    assert_ptr_equal(tyc_type_object(f->a, (tyc_str[]){TYC_STR("b"), TYC_STR("a")},
                                     (const tyc_type *[]){&tyc_t_number, &tyc_t_string}, NULL, 2),
                     t);
    assert_ptr_equal(tyc_type_object_sorted(f->a, NULL, NULL, 0, 0), &tyc_t_empty_object);
    /* adopted arrays become the type's own */
    tyc_str *an = TYC_NEWN(f->a, tyc_str, 1);
    const tyc_type **at = TYC_NEWN(f->a, const tyc_type *, 1);
    an[0] = (tyc_str){tyc_strndup(f->a, "z", 1), 1};
    at[0] = &tyc_t_bool;
    const tyc_type *z = tyc_type_object_sorted(f->a, an, at, 1, TYC_TO_ADOPT);
    assert_ptr_equal(z->names, an);
    assert_ptr_equal(z->elems, at);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_map_layout, setup, teardown),
        cmocka_unit_test_setup_teardown(test_map_keys_ref, setup, teardown),
        cmocka_unit_test_setup_teardown(test_object_small_and_big, setup, teardown),
        cmocka_unit_test_setup_teardown(test_object_repeated_shape, setup, teardown),
        cmocka_unit_test_setup_teardown(test_object_nfc_and_empty, setup, teardown),
        cmocka_unit_test_setup_teardown(test_type_object_sorted, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
