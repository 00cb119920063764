/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_defaults.c: unit tests of runtime/convert/defaults.c (hcl Defaults.Apply): every row of
** semantics.md §2.3, marks, shape mismatches, and a 20,000-element timing check.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>
#include <cmocka.h>

#include "runtime/convert/defaults.h"
#include "runtime/render/render.h"
#include "values_util.h"


/* OT(n, "name", type, optional, ...) */
static const tyc_type *OT(uint32_t n, ...)
{
    tyc_str k[16];
    const tyc_type *t[16];
    uint8_t opt[16];
    va_list ap;
    va_start(ap, n);
    for (uint32_t i = 0; i < n; i++) {
        const char *s = va_arg(ap, const char *);
        k[i] = (tyc_str){s, strlen(s)};
        t[i] = va_arg(ap, const tyc_type *);
        opt[i] = (uint8_t)va_arg(ap, int);
    }
    va_end(ap);
    return tyc_type_object(A, k, t, opt, n);
}

/* ---- defaults tree builders (values and children must be added in sorted order) */

static tyc_defaults *DN(const tyc_type *t)
{
    tyc_defaults *d = TYC_NEW(A, tyc_defaults);
    d->type = t;
    d->val_names = TYC_NEWN(A, tyc_str, 8);
    d->vals = TYC_NEWN(A, const tyc_value *, 8);
    d->kid_keys = TYC_NEWN(A, tyc_str, 8);
    d->kids = TYC_NEWN(A, const tyc_defaults *, 8);
    return d;
}

static tyc_defaults *DVAL(tyc_defaults *d, const char *name, const tyc_value *v)
{
    ((tyc_str *)d->val_names)[d->nvals] = (tyc_str){name, strlen(name)};
    ((const tyc_value **)d->vals)[d->nvals++] = v;
    return d;
}

static tyc_defaults *DKID(tyc_defaults *d, const char *key, const tyc_defaults *k)
{
    ((tyc_str *)d->kid_keys)[d->nkids] = (tyc_str){key, strlen(key)};
    ((const tyc_defaults **)d->kids)[d->nkids++] = k;
    return d;
}

static void check_console(const tyc_value *v, const char *want)
{
    tyc_buf b;
    tyc_buf_init(&b, &ctx);
    assert_non_null(v);
    tyc_render_console(&b, v, 0);
    assert_string_equal(tyc_buf_cstr(&b), want);
    tyc_buf_free(&b);
}

static const tyc_value *attr(const tyc_value *o, const char *name)
{
    return tyc_v_attr(o, (tyc_str){name, strlen(name)});
}

/* object({a=string,b=optional(number,5)}) */
static const tyc_defaults *d_ab(void)
{
    const tyc_type *t = OT(2, "a", &tyc_t_string, 0, "b", &tyc_t_number, 1);
    return DVAL(DN(t), "b", N("5"));
}

static const char *const AB_X5 = "{\n  \"a\" = \"x\"\n  \"b\" = 5\n}";

/* ---- §2.3 rows */

static void test_missing_and_null(void **state)
{
    (void)state;
    const tyc_defaults *d = d_ab();
    check_console(tyc_defaults_apply(A, d, OBJ(1, "a", S("x"))), AB_X5);
    check_console(tyc_defaults_apply(A, d, OBJ(2, "a", S("x"), "b", &tyc_v_null_dyn)), AB_X5);
    check_console(tyc_defaults_apply(A, d, OBJ(2, "a", S("x"), "b", S("7"))),
                  "{\n  \"a\" = \"x\"\n  \"b\" = \"7\"\n}");
    check_console(tyc_defaults_apply(A, d, OBJ(2, "a", S("x"), "c", N("1"))),
                  "{\n  \"a\" = \"x\"\n  \"b\" = 5\n  \"c\" = 1\n}");
}

static void test_null_unknown_container(void **state)
{
    (void)state;
    const tyc_defaults *d = d_ab();
    const tyc_value *n = NUL(d->type), *u = tyc_v_unknown(A, OT(1, "a", &tyc_t_string, 0));
    assert_ptr_equal(tyc_defaults_apply(A, d, n), n);
    assert_ptr_equal(tyc_defaults_apply(A, d, &tyc_v_null_dyn), &tyc_v_null_dyn);
    assert_ptr_equal(tyc_defaults_apply(A, d, u), u);
    assert_ptr_equal(tyc_defaults_apply(A, d, &tyc_v_dynval), &tyc_v_dynval);
    assert_ptr_equal(tyc_defaults_apply(A, NULL, u), u);
    const tyc_value *s = S("x");
    assert_ptr_equal(tyc_defaults_apply(A, d, s), s);
}

static void test_refinement(void **state)
{
    (void)state;
    const tyc_defaults *d = d_ab();
    const tyc_value *r =
        tyc_defaults_apply(A, d, OBJ(2, "a", S("x"), "b", tyc_v_unknown(A, &tyc_t_number)));
    assert_true(tyc_v_is_unknown(attr(r, "b")));
    assert_true(attr(r, "b")->flags & TYC_VF_NOTNULL);
    r = tyc_defaults_apply(A, d, OBJ(2, "a", S("x"), "b", &tyc_v_dynval));
    assert_ptr_equal(attr(r, "b"), &tyc_v_dynval);
    /* a null default refines nothing */
    const tyc_defaults *dn = DVAL(DN(d->type), "b", NUL(&tyc_t_number));
    r = tyc_defaults_apply(A, dn, OBJ(2, "a", S("x"), "b", tyc_v_unknown(A, &tyc_t_number)));
    assert_false(attr(r, "b")->flags & TYC_VF_NOTNULL);
    r = tyc_defaults_apply(A, dn, OBJ(1, "a", S("x")));
    check_console(r, "{\n  \"a\" = \"x\"\n  \"b\" = tonumber(null)\n}");
}

static void test_map_input(void **state)
{
    (void)state;
    check_console(tyc_defaults_apply(A, d_ab(), MAP1("a", S("x"))),
                  "tomap({\n  \"a\" = \"x\"\n  \"b\" = \"5\"\n})");
    const tyc_type *t = OT(2, "a", &tyc_t_string, 0, "b", &tyc_t_bool, 1);
    const tyc_defaults *d = DVAL(DN(t), "b", &tyc_v_true);
    check_console(tyc_defaults_apply(A, d, MAP1("a", N("1"))),
                  "{\n  \"a\" = 1\n  \"b\" = true\n}");
}

static void test_marks(void **state)
{
    (void)state;
    const tyc_defaults *d = d_ab();
    const tyc_value *r = tyc_defaults_apply(A, d, SENS(OBJ(1, "a", S("x"))));
    assert_int_equal(r->marks, TYC_MARK_SENSITIVE);
    check_console(r, "(sensitive value)");
    check_console(tyc_v_with_marks(A, r, 0), AB_X5);
    /* a marked null replaced by the default loses its marks; other marks stay */
    r = tyc_defaults_apply(A, d, OBJ(2, "a", SENS(S("x")), "b", SENS(NUL(&tyc_t_number))));
    assert_int_equal(attr(r, "b")->marks, 0);
    assert_int_equal(attr(r, "a")->marks, TYC_MARK_SENSITIVE);
    check_console(r, "{\n  \"a\" = (sensitive value)\n  \"b\" = 5\n}");
}

/* object({a=optional(object({b=optional(number,5),c=optional(string)}), DEFAULT)}) */
static const tyc_defaults *d_nested(const tyc_value *dflt)
{
    const tyc_type *it = OT(2, "b", &tyc_t_number, 1, "c", &tyc_t_string, 1);
    const tyc_defaults *kid = DVAL(DN(it), "b", N("5"));
    tyc_defaults *d = DN(OT(1, "a", it, 1));
    if (dflt)
        DVAL(d, "a", dflt);
    return DKID(d, "a", kid);
}

static void test_nested_object(void **state)
{
    (void)state;
    const tyc_type *plain = OT(2, "b", &tyc_t_number, 0, "c", &tyc_t_string, 0);
    const tyc_value *vals[2] = {NUL(&tyc_t_number), NUL(&tyc_t_string)};
    const tyc_defaults *d = d_nested(tyc_v_object_typed(A, plain, vals));
    const char *want = "{\n  \"a\" = {\n    \"b\" = 5\n    \"c\" = tostring(null)\n  }\n}";
    check_console(tyc_defaults_apply(A, d, OBJ(0)), want);
    check_console(tyc_defaults_apply(A, d, OBJ(1, "a", &tyc_v_null_dyn)), want);
    check_console(tyc_defaults_apply(A, d, OBJ(1, "a", OBJ(1, "c", S("x")))),
                  "{\n  \"a\" = {\n    \"b\" = 5\n    \"c\" = \"x\"\n  }\n}");
    /* no default for a: the nested default is not used */
    check_console(tyc_defaults_apply(A, d_nested(NULL), OBJ(0)), "{}");
    /* an explicit default wins over the nested one */
    const tyc_defaults *d7 = d_nested(OBJ(1, "b", N("7")));
    check_console(tyc_defaults_apply(A, d7, OBJ(0)), "{\n  \"a\" = {\n    \"b\" = 7\n  }\n}");
}

static void test_list_of_objects(void **state)
{
    (void)state;
    const tyc_defaults *ab = d_ab();
    const tyc_defaults *d = DKID(DN(tyc_type_list(A, ab->type)), "", ab);
    const tyc_value *r = tyc_defaults_apply(A, d, TUP(2, OBJ(1, "a", S("x")),
                                                      OBJ(2, "a", S("y"), "b", N("1"))));
    assert_int_equal(r->type->kind, TYC_TUPLE);
    check_console(r, "[\n  {\n    \"a\" = \"x\"\n    \"b\" = 5\n  },\n"
                     "  {\n    \"a\" = \"y\"\n    \"b\" = 1\n  },\n]");
    check_console(tyc_defaults_apply(A, d, TUP(2, OBJ(1, "a", S("x")), &tyc_v_null_dyn)),
                  "[\n  {\n    \"a\" = \"x\"\n    \"b\" = 5\n  },\n  null,\n]");
    /* a list whose elements all get the same type stays a list */
    const tyc_value *o = OBJ(1, "a", S("x"));
    r = tyc_defaults_apply(A, d, LIST(o->type, 2, o, OBJ(1, "a", S("y"))));
    assert_int_equal(r->type->kind, TYC_LIST);
    check_console(r, "tolist([\n  {\n    \"a\" = \"x\"\n    \"b\" = 5\n  },\n"
                     "  {\n    \"a\" = \"y\"\n    \"b\" = 5\n  },\n])");
    r = tyc_defaults_apply(A, d, LIST(o->type, 0));
    check_console(r, "tolist([])");
    assert_ptr_equal(r->type->elem, o->type);
}

/* list(object({a=optional(number,1),b=string})) given lists whose elements differ. */
static void test_list_unify(void **state)
{
    (void)state;
    const tyc_type *et = OT(2, "a", &tyc_t_number, 1, "b", &tyc_t_string, 0);
    const tyc_defaults *ed = DVAL(DN(et), "a", N("1"));
    const tyc_defaults *d = DKID(DN(tyc_type_list(A, et)), "", ed);
    const tyc_value *e0 = OBJ(2, "a", NUL(&tyc_t_string), "b", S("p"));
    const tyc_value *r = tyc_defaults_apply(A, d, LIST(e0->type, 2, e0,
                                                       OBJ(2, "a", S("q"), "b", S("r"))));
    check_console(r, "tolist([\n  {\n    \"a\" = \"1\"\n    \"b\" = \"p\"\n  },\n"
                     "  {\n    \"a\" = \"q\"\n    \"b\" = \"r\"\n  },\n])");
    e0 = OBJ(2, "a", NUL(&tyc_t_bool), "b", S("p"));
    r = tyc_defaults_apply(A, d, LIST(e0->type, 2, e0, OBJ(2, "a", &tyc_v_true, "b", S("r"))));
    assert_int_equal(r->type->kind, TYC_TUPLE);
    check_console(r, "[\n  {\n    \"a\" = 1\n    \"b\" = \"p\"\n  },\n"
                     "  {\n    \"a\" = true\n    \"b\" = \"r\"\n  },\n]");
}

static void test_tuple_children(void **state)
{
    (void)state;
    const tyc_type *t0 = OT(1, "a", &tyc_t_number, 1), *t1 = OT(1, "b", &tyc_t_string, 1);
    const tyc_type *tt[2] = {t0, t1};
    tyc_defaults *d = DN(tyc_type_tuple(A, tt, 2));
    DKID(d, "0", DVAL(DN(t0), "a", N("1")));
    DKID(d, "1", DVAL(DN(t1), "b", S("s")));
    check_console(tyc_defaults_apply(A, d, TUP(2, OBJ(0), OBJ(0))),
                  "[\n  {\n    \"a\" = 1\n  },\n  {\n    \"b\" = \"s\"\n  },\n]");
    /* tuple defaults with a map value: the lookup finds no child, nothing changes */
    check_console(tyc_defaults_apply(A, d, MAP1("0", OBJ(0))), "tomap({\n  \"0\" = {}\n})");
}

static void test_set_dedup(void **state)
{
    (void)state;
    const tyc_defaults *ab = d_ab();
    const tyc_defaults *d = DKID(DN(tyc_type_set(A, ab->type)), "", ab);
    const tyc_value *r = tyc_defaults_apply(A, d, TUP(2, OBJ(1, "a", S("x")),
                                                      OBJ(2, "a", S("x"), "b", N("5"))));
    assert_int_equal(r->n, 2);
    assert_int_equal(tyc_v_equals(r->u.elems[0], r->u.elems[1]), 1);
    const tyc_value *e = OBJ(2, "a", S("x"), "b", NUL(&tyc_t_number));
    r = tyc_defaults_apply(A, d, SET(e->type, 2, e, OBJ(2, "a", S("x"), "b", N("5"))));
    assert_int_equal(r->type->kind, TYC_SET);
    check_console(r, "toset([\n  {\n    \"a\" = \"x\"\n    \"b\" = 5\n  },\n])");
}

/* object({a=optional(list(object({b=optional(number,5)})),[{}])}) */
static void test_default_gets_child_defaults(void **state)
{
    (void)state;
    const tyc_type *bt = OT(1, "b", &tyc_t_number, 1), *plain = OT(1, "b", &tyc_t_number, 0);
    const tyc_defaults *bd = DVAL(DN(bt), "b", N("5"));
    const tyc_defaults *ld = DKID(DN(tyc_type_list(A, bt)), "", bd);
    const tyc_value *v0 = NUL(&tyc_t_number);
    const tyc_value *dflt = LIST(plain, 1, tyc_v_object_typed(A, plain, &v0));
    tyc_defaults *d = DVAL(DN(OT(1, "a", tyc_type_list(A, bt), 1)), "a", dflt);
    DKID(d, "a", ld);
    check_console(tyc_defaults_apply(A, d, OBJ(0)),
                  "{\n  \"a\" = tolist([\n    {\n      \"b\" = 5\n    },\n  ])\n}");
}

/* A map-typed node applies its element defaults to each attribute of an object value. */
static void test_map_node_object_value(void **state)
{
    (void)state;
    const tyc_type *xt = OT(1, "x", &tyc_t_number, 1);
    const tyc_defaults *d = DKID(DN(tyc_type_map(A, xt)), "", DVAL(DN(xt), "x", N("1")));
    check_console(tyc_defaults_apply(A, d, OBJ(2, "k1", OBJ(0), "k2", OBJ(1, "x", N("2")))),
                  "{\n  \"k1\" = {\n    \"x\" = 1\n  }\n  \"k2\" = {\n    \"x\" = 2\n  }\n}");
    check_console(tyc_defaults_apply(A, d, tyc_v_map(A, xt, NULL, NULL, 0)), "tomap({})");
}

static void test_large_list(void **state)
{
    (void)state;
    enum { n = 20000 };
    const tyc_type *ot = OT(1, "c", &tyc_t_number, 1);
    const tyc_type *plain = OT(1, "c", &tyc_t_number, 0);
    const tyc_value *cnull = NUL(&tyc_t_number);
    const tyc_type *et = OT(3, "a", &tyc_t_string, 0, "b", &tyc_t_number, 1, "o", ot, 1);
    tyc_defaults *ed = DVAL(DVAL(DN(et), "b", N("5")), "o", tyc_v_object_typed(A, plain, &cnull));
    DKID(ed, "o", DVAL(DN(ot), "c", N("7")));
    const tyc_defaults *d = DKID(DN(tyc_type_list(A, et)), "", ed);
    const tyc_value **v = TYC_NEWN(A, const tyc_value *, n);
    const tyc_value *x = S("x");
    for (int i = 0; i < n; i++)
        v[i] = OBJ(1, "a", x);
    const tyc_value *list = tyc_v_list(A, v[0]->type, v, n), *tup = tyc_v_tuple(A, v, n);
    clock_t t0 = clock();
    const tyc_value *r = tyc_defaults_apply(A, d, list);
    const tyc_value *r2 = tyc_defaults_apply(A, d, tup);
    double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
    assert_int_equal(r->type->kind, TYC_LIST);
    assert_int_equal(r->n, n);
    assert_int_equal(r2->n, n);
    check_console(r->u.elems[n - 1], "{\n  \"a\" = \"x\"\n  \"b\" = 5\n  \"o\" = {\n    \"c\" = 7\n  }\n}");
    assert_true(secs < 1.0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_missing_and_null),
        cmocka_unit_test(test_null_unknown_container),
        cmocka_unit_test(test_refinement),
        cmocka_unit_test(test_map_input),
        cmocka_unit_test(test_marks),
        cmocka_unit_test(test_nested_object),
        cmocka_unit_test(test_list_of_objects),
        cmocka_unit_test(test_list_unify),
        cmocka_unit_test(test_tuple_children),
        cmocka_unit_test(test_set_dedup),
        cmocka_unit_test(test_default_gets_child_defaults),
        cmocka_unit_test(test_map_node_object_value),
        cmocka_unit_test(test_large_list),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
