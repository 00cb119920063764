/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_api.c: the public API through tycon.h only: contexts and options, type parsing and
** diagnostics (records and renderings, also after the input's arena is gone), building and
** inspecting types and values, unification, conversion, renderings, limits and misuse.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "tycon.h"

typedef struct fx {
    tycon_ctx *ctx;
    tycon_arena *a;
} fx;

static int setup(void **state)
{
    static fx f; /* one test at a time */
    f.ctx = tycon_ctx_new(NULL);
    f.a = f.ctx ? tycon_arena_new(f.ctx) : NULL;
    *state = &f;
    return f.a ? 0 : -1;
}

static int teardown(void **state)
{
    fx *f = *state;
    tycon_arena_free(f->a);
    tycon_ctx_free(f->ctx);
    return 0;
}

static const tycon_type *parse_type(fx *f, const char *src, tycon_type_mode mode)
{
    const tycon_type *t = NULL;
    assert_int_equal(tycon_type_parse(f->ctx, f->a, src, strlen(src), "t.tf", mode, &t, NULL),
                     TYCON_OK);
    return t;
}

static const tycon_value *parse_value(fx *f, const char *src)
{
    const tycon_value *v = NULL;
    assert_int_equal(tycon_value_parse(f->ctx, f->a, src, strlen(src), "v.tfvars",
                                       TYCON_SCOPE_CONVFUNCS, &v),
                     TYCON_OK);
    return v;
}

static const char *console(fx *f, const tycon_value *v)
{
    return tycon_value_console(f->ctx, f->a, v);
}

static void test_version_options(void **state)
{
    (void)state;
    tycon_options o;
    memset(&o, 0xff, sizeof o);
    tycon_options_init(&o);
    assert_null(o.alloc);
    assert_int_equal(o.max_depth, 1000);
    assert_int_equal(o.max_input, (size_t)1 << 30);
    assert_string_equal(tycon_version(), "0.1.0");
    tycon_ctx_free(NULL);
    tycon_arena_free(NULL);
    assert_null(tycon_arena_new(NULL));
}

static void test_type_parse_ok(void **state)
{
    fx *f = *state;
    const tycon_type *t = NULL;
    const tycon_defaults *df = NULL;
    const char src[] = "object({a = optional(string, \"x\"), b = list(number)})";
    assert_int_equal(tycon_type_parse(f->ctx, f->a, src, sizeof src - 1, NULL,
                                      TYCON_TYPE_DEFAULTS, &t, &df),
                     TYCON_OK);
    assert_non_null(df);
    assert_int_equal(tycon_diag_count(f->ctx), 0);
    assert_string_equal(tycon_type_string(f->ctx, f->a, t), "object({a=string,b=list(number)})");
    assert_string_equal(tycon_type_json(f->ctx, f->a, t),
                        "[\"object\",{\"a\":\"string\",\"b\":[\"list\",\"number\"]},[\"a\"]]");
    assert_int_equal(tycon_type_kind(t), TYCON_OBJECT);
    assert_int_equal(tycon_type_length(t), 2);
    assert_string_equal(tycon_type_attr_name(t, 0), "a");
    assert_int_equal(tycon_type_attr_optional(t, 0), 1);
    assert_int_equal(tycon_type_attr_optional(t, 1), 0);
    assert_int_equal(tycon_type_kind(tycon_type_element(tycon_type_at(t, 1))), TYCON_NUMBER);
    assert_null(tycon_type_at(t, 2));
    assert_null(tycon_type_attr_name(t, 2));
    assert_string_equal(tycon_type_string(f->ctx, f->a, parse_type(f, "list", TYCON_TYPE_VARIABLE)),
                        "list(any)");
}

static void test_type_errors(void **state)
{
    fx *f = *state;
    const tycon_type *t = NULL;
    const char bad[] = "object({\n  name = strin\n})";
    assert_int_equal(tycon_type_parse(f->ctx, f->a, bad, sizeof bad - 1, "variables.tf",
                                      TYCON_TYPE_CONSTRAINT, &t, NULL),
                     TYCON_ERR_TYPE);
    assert_null(t);
    assert_int_equal(tycon_diag_count(f->ctx), 1);
    const tycon_diag *d = tycon_diag_at(f->ctx, 0);
    assert_null(tycon_diag_at(f->ctx, 1));
    assert_int_equal(d->code, TYCON_ERR_TYPE);
    assert_int_equal(d->severity, TYCON_SEV_ERROR);
    assert_string_equal(d->summary, "Invalid type specification");
    assert_string_equal(d->detail, "The keyword \"strin\" is not a valid type specification.");
    assert_int_equal(d->has_subject, 1);
    assert_string_equal(d->subject.filename, "variables.tf");
    assert_int_equal(d->subject.start.line, 2);
    assert_int_equal(d->subject.start.column, 10);
    assert_int_equal(d->subject.start.byte, 18);
    assert_int_equal(d->subject.end.column, 15);
    assert_null(d->path);

    const char open[] = "list(object({a = string})";
    assert_int_equal(tycon_type_parse(f->ctx, f->a, open, sizeof open - 1, NULL,
                                      TYCON_TYPE_CONSTRAINT, &t, NULL),
                     TYCON_ERR_INCOMPLETE);
    const char syn[] = "list(string))";
    assert_int_equal(tycon_type_parse(f->ctx, f->a, syn, sizeof syn - 1, NULL,
                                      TYCON_TYPE_CONSTRAINT, &t, NULL),
                     TYCON_ERR_SYNTAX);
    assert_true(tycon_diag_count(f->ctx) >= 1);
    const char any[] = "list(any)";
    assert_int_equal(tycon_type_parse(f->ctx, f->a, any, sizeof any - 1, NULL, TYCON_TYPE_EXACT,
                                      &t, NULL),
                     TYCON_ERR_TYPE);
}

/* Diagnostics stay renderable after the arena holding the input is freed. */
static void test_diag_render(void **state)
{
    fx *f = *state;
    tycon_arena *tmp = tycon_arena_new(f->ctx);
    const tycon_type *t = NULL;
    const char bad[] = "object({\n  name = strin\n})";
    assert_int_equal(tycon_type_parse(f->ctx, tmp, bad, sizeof bad - 1, "variables.tf",
                                      TYCON_TYPE_CONSTRAINT, &t, NULL),
                     TYCON_ERR_TYPE);
    tycon_arena_free(tmp);
    const tycon_diag *d = tycon_diag_at(f->ctx, 0);
    const char *s = NULL;
    assert_int_equal(tycon_diag_render(f->ctx, f->a, d, TYCON_DIAG_PLAIN, 0, &s), TYCON_OK);
    assert_string_equal(s, "\nError: Invalid type specification\n\n"
                           "  on variables.tf line 2:\n"
                           "   2:   name = strin\n\n"
                           "The keyword \"strin\" is not a valid type specification.\n");
    assert_int_equal(tycon_diag_render(f->ctx, f->a, d, TYCON_DIAG_JSON, 0, &s), TYCON_OK);
    assert_string_equal(
        s, "{\"severity\":\"error\",\"summary\":\"Invalid type specification\",\"detail\":"
           "\"The keyword \\\"strin\\\" is not a valid type specification.\",\"range\":"
           "{\"filename\":\"variables.tf\",\"start\":{\"line\":2,\"column\":10,\"byte\":18},"
           "\"end\":{\"line\":2,\"column\":15,\"byte\":23}},\"snippet\":{\"context\":null,"
           "\"code\":\"  name = strin\",\"start_line\":2,\"highlight_start_offset\":9,"
           "\"highlight_end_offset\":14,\"values\":[]}}");
    assert_int_equal(tycon_diag_render(f->ctx, f->a, d, TYCON_DIAG_COLOR, 0, &s), TYCON_OK);
    assert_non_null(strstr(s, "\033[31m"));
    assert_non_null(strstr(s, "Invalid type specification"));
    /* Misuse: a record that is not one of ctx's, a bad format. */
    tycon_diag copy = *d;
    assert_int_equal(tycon_diag_render(f->ctx, f->a, &copy, TYCON_DIAG_PLAIN, 0, &s),
                     TYCON_ERR_MISUSE);
    assert_int_equal(tycon_diag_render(f->ctx, f->a, d, (tycon_diag_format)7, 0, &s),
                     TYCON_ERR_MISUSE);
    /* The next call that reports diagnostics forgets these. */
    parse_type(f, "string", TYCON_TYPE_EXACT);
    assert_int_equal(tycon_diag_count(f->ctx), 0);
    assert_int_equal(tycon_diag_render(f->ctx, f->a, d, TYCON_DIAG_PLAIN, 0, &s),
                     TYCON_ERR_MISUSE);
}

static void test_type_build(void **state)
{
    fx *f = *state;
    const tycon_type *str = tycon_type_primitive(TYCON_STRING);
    const tycon_type *num = tycon_type_primitive(TYCON_NUMBER);
    const tycon_type *l = NULL, *s = NULL, *tu = NULL, *o = NULL;
    assert_null(tycon_type_primitive(TYCON_LIST));
    assert_int_equal(tycon_type_collection(f->a, TYCON_LIST, str, &l), TYCON_OK);
    assert_int_equal(tycon_type_collection(f->a, TYCON_SET, l, &s), TYCON_OK);
    assert_int_equal(tycon_type_collection(f->a, TYCON_OBJECT, l, &s), TYCON_ERR_MISUSE);
    const tycon_type *elems[] = {num, tycon_type_primitive(TYCON_DYNAMIC)};
    assert_int_equal(tycon_type_tuple(f->a, elems, 2, &tu), TYCON_OK);
    tycon_attr attrs[] = {{"zeta", tu, 0}, {"alpha", s, 1}, {"has space", num, 0}};
    assert_int_equal(tycon_type_object(f->a, attrs, 3, &o), TYCON_OK);
    assert_string_equal(tycon_type_string(f->ctx, f->a, o),
                        "object({alpha=set(list(string)),\"has space\"=number,"
                        "zeta=tuple([number,any])})");
    assert_int_equal(tycon_type_attr_optional(o, 0), 1);
    assert_true(tycon_type_equal(o, o));
    assert_false(tycon_type_equal(o, tu));
    /* Same structure from parsing: equal. */
    assert_true(tycon_type_equal(
        parse_type(f, "tuple([number, any])", TYCON_TYPE_CONSTRAINT), tu));
    tycon_attr dup[] = {{"a", num, 0}, {"b", num, 0}, {"a", str, 0}};
    assert_int_equal(tycon_type_object(f->a, dup, 3, &o), TYCON_ERR_MISUSE);
    assert_int_equal(tycon_type_object(f->a, NULL, 0, &o), TYCON_OK);
    assert_string_equal(tycon_type_string(f->ctx, f->a, o), "object({})");
}

static void test_unify(void **state)
{
    fx *f = *state;
    const tycon_type *out = NULL;
    const tycon_type *ts[] = {tycon_type_primitive(TYCON_NUMBER),
                              tycon_type_primitive(TYCON_STRING)};
    assert_int_equal(tycon_type_unify(f->ctx, f->a, ts, 2, 0, &out), TYCON_OK);
    assert_string_equal(tycon_type_string(f->ctx, f->a, out), "string");
    const tycon_type *bad[] = {parse_type(f, "list(string)", TYCON_TYPE_EXACT),
                               tycon_type_primitive(TYCON_NUMBER)};
    assert_int_equal(tycon_type_unify(f->ctx, f->a, bad, 2, 0, &out), TYCON_ERR_CONVERT);
    assert_int_equal(tycon_diag_count(f->ctx), 1);
    assert_string_equal(tycon_diag_at(f->ctx, 0)->summary, "Inconsistent types");
    const tycon_type *objs[] = {parse_type(f, "object({a=number})", TYCON_TYPE_EXACT),
                                parse_type(f, "object({a=string})", TYCON_TYPE_EXACT)};
    assert_int_equal(tycon_type_unify(f->ctx, f->a, objs, 2, 0, &out), TYCON_OK);
    assert_string_equal(tycon_type_string(f->ctx, f->a, out), "object({a=string})");
}

static void test_value_build(void **state)
{
    fx *f = *state;
    tycon_arena *a = f->a;
    const tycon_type *str = tycon_type_primitive(TYCON_STRING);
    const tycon_type *num = tycon_type_primitive(TYCON_NUMBER);
    const tycon_type *dyn = tycon_type_primitive(TYCON_DYNAMIC);
    const tycon_value *s1, *s2, *n1, *b, *nul, *unk, *l, *set, *m, *tu, *o, *sens, *d;
    assert_int_equal(tycon_value_new_string(a, "b", 1, &s1), TYCON_OK);
    assert_int_equal(tycon_value_new_string(a, "a", 1, &s2), TYCON_OK);
    assert_int_equal(tycon_value_new_string(a, "\xff", 1, &d), TYCON_ERR_MISUSE);
    assert_int_equal(tycon_value_new_number(a, "1.50", 4, &n1), TYCON_OK);
    assert_int_equal(tycon_value_new_number(a, "1.5x", 4, &d), TYCON_ERR_SYNTAX);
    assert_int_equal(tycon_value_new_bool(a, 7, &b), TYCON_OK);
    assert_int_equal(tycon_value_new_null(a, str, &nul), TYCON_OK);
    assert_int_equal(tycon_value_new_unknown(a, num, &unk), TYCON_OK);
    assert_string_equal(console(f, n1), "1.5");
    assert_string_equal(console(f, b), "true");
    assert_string_equal(console(f, nul), "tostring(null)");
    assert_string_equal(console(f, unk), "(known after apply)");

    const tycon_value *le[] = {s1, s2, s1};
    assert_int_equal(tycon_value_new_collection(a, TYCON_LIST, str, le, 3, &l), TYCON_OK);
    assert_string_equal(console(f, l), "tolist([\n  \"b\",\n  \"a\",\n  \"b\",\n])");
    assert_int_equal(tycon_value_new_collection(a, TYCON_SET, str, le, 3, &set), TYCON_OK);
    assert_string_equal(console(f, set), "toset([\n  \"a\",\n  \"b\",\n])");
    const tycon_value *wrong[] = {s1, n1};
    assert_int_equal(tycon_value_new_collection(a, TYCON_LIST, str, wrong, 2, &d),
                     TYCON_ERR_MISUSE);
    /* A dynamic null element is taken as a null of the element type. */
    const tycon_value *dn;
    assert_int_equal(tycon_value_new_null(a, dyn, &dn), TYCON_OK);
    const tycon_value *withnull[] = {s1, dn};
    assert_int_equal(tycon_value_new_collection(a, TYCON_LIST, str, withnull, 2, &d), TYCON_OK);
    assert_string_equal(console(f, d), "tolist([\n  \"b\",\n  tostring(null),\n])");

    const char *keys[] = {"k2", "k1", "k2"};
    const tycon_value *mv[] = {s1, s2, n1};
    assert_int_equal(tycon_value_new_map(a, str, keys, mv, 3, &m), TYCON_ERR_MISUSE);
    mv[2] = s2;
    assert_int_equal(tycon_value_new_map(a, str, keys, mv, 3, &m), TYCON_OK);
    assert_string_equal(console(f, m), "tomap({\n  \"k1\" = \"a\"\n  \"k2\" = \"a\"\n})");

    const tycon_value *te[] = {n1, b, nul};
    assert_int_equal(tycon_value_new_tuple(a, te, 3, &tu), TYCON_OK);
    assert_string_equal(console(f, tu), "[\n  1.5,\n  true,\n  tostring(null),\n]");
    assert_int_equal(tycon_value_mark(a, s1, TYCON_MARK_SENSITIVE, &sens), TYCON_OK);
    const char *names[] = {"z", "list", "secret"};
    const tycon_value *ov[] = {tu, l, sens};
    assert_int_equal(tycon_value_new_object(a, names, ov, 3, &o), TYCON_OK);
    assert_string_equal(tycon_type_string(f->ctx, a, tycon_value_type(o)),
                        "object({list=list(string),secret=string,z=tuple([number,bool,string])})");
    assert_string_equal(console(f, sens), "(sensitive value)");
    assert_true(tycon_value_is_sensitive(o));
    assert_int_equal(tycon_value_marks(o, 0), 0);
    assert_int_equal(tycon_value_marks(o, 1), TYCON_MARK_SENSITIVE);
    assert_int_equal(tycon_value_unmark(a, o, &d), TYCON_OK);
    assert_false(tycon_value_is_sensitive(d));
    const char *dupn[] = {"x", "x"};
    assert_int_equal(tycon_value_new_object(a, dupn, ov, 2, &d), TYCON_ERR_MISUSE);
    assert_int_equal(tycon_value_mark(a, s1, 0x80, &d), TYCON_ERR_MISUSE);
    double nan = 0.0;
    nan = nan / nan;
    assert_int_equal(tycon_value_new_double(a, nan, &d), TYCON_ERR_MISUSE);
    assert_int_equal(tycon_value_new_double(a, 0.25, &d), TYCON_OK);
    assert_string_equal(console(f, d), "0.25");
    assert_int_equal(tycon_value_new_int(a, INT64_MIN, &d), TYCON_OK);
    assert_string_equal(console(f, d), "-9223372036854775808");
}

static void test_value_inspect(void **state)
{
    fx *f = *state;
    const tycon_value *v = parse_value(
        f, "{b = [1, 2.5, true], a = {k = \"v\"}, n = 12345678901234567890, s = toset([3, 1])}");
    assert_int_equal(tycon_value_kind(v), TYCON_OBJECT);
    assert_int_equal(tycon_value_length(v), 4);
    size_t len = 0;
    assert_string_equal(tycon_value_key(v, 0, &len), "a");
    assert_int_equal(len, 1);
    assert_string_equal(tycon_value_key(v, 3, NULL), "s");
    assert_null(tycon_value_key(v, 4, NULL));
    const tycon_value *b = tycon_value_index(v, 1);
    assert_int_equal(tycon_value_kind(b), TYCON_TUPLE);
    assert_int_equal(tycon_value_length(b), 3);
    int64_t i = 0;
    double dbl = 0;
    int bo = 0;
    assert_int_equal(tycon_value_int64(tycon_value_index(b, 0), &i), TYCON_OK);
    assert_int_equal(i, 1);
    assert_int_equal(tycon_value_int64(tycon_value_index(b, 1), &i), TYCON_ERR_CONVERT);
    assert_int_equal(tycon_value_double(tycon_value_index(b, 1), &dbl), TYCON_OK);
    assert_true(dbl == 2.5);
    assert_int_equal(tycon_value_bool(tycon_value_index(b, 2), &bo), TYCON_OK);
    assert_int_equal(bo, 1);
    assert_int_equal(tycon_value_bool(tycon_value_index(b, 0), &bo), TYCON_ERR_MISUSE);
    assert_null(tycon_value_index(b, 3));
    const tycon_value *n = tycon_value_get(v, "n");
    assert_int_equal(tycon_value_int64(n, &i), TYCON_ERR_CONVERT);
    assert_string_equal(tycon_value_number_text(f->a, n), "12345678901234567890");
    assert_null(tycon_value_number_text(f->a, b));
    const tycon_value *m = tycon_value_get(v, "a");
    assert_string_equal(tycon_value_key(m, 0, NULL), "k");
    assert_string_equal(tycon_value_string(tycon_value_index(m, 0), &len), "v");
    const tycon_value *s = tycon_value_get(v, "s");
    assert_int_equal(tycon_value_kind(s), TYCON_SET);
    assert_int_equal(tycon_value_int64(tycon_value_index(s, 0), &i), TYCON_OK);
    assert_int_equal(i, 1);
    assert_null(tycon_value_get(v, "missing"));
    assert_null(tycon_value_key(b, 0, NULL));
    assert_int_equal(tycon_value_length(tycon_value_index(b, 0)), 0);
}

static void test_convert(void **state)
{
    fx *f = *state;
    const tycon_type *t = parse_type(f, "map(object({a = number}))", TYCON_TYPE_CONSTRAINT);
    const tycon_value *v = parse_value(f, "{x = {a = \"1\"}, y = {a = \"z\"}}"), *out = NULL;
    assert_int_equal(tycon_value_convert(f->ctx, f->a, v, t, &out), TYCON_ERR_CONVERT);
    assert_null(out);
    const tycon_diag *d = tycon_diag_at(f->ctx, 0);
    assert_int_equal(d->code, TYCON_ERR_CONVERT);
    assert_string_equal(d->detail, "a number is required");
    assert_string_equal(d->path, "[\"y\"].a");
    v = parse_value(f, "{x = {a = \"1\"}}");
    assert_int_equal(tycon_value_convert(f->ctx, f->a, v, t, &out), TYCON_OK);
    assert_int_equal(tycon_diag_count(f->ctx), 0);
    assert_string_equal(tycon_value_json(f->ctx, f->a, out, tycon_value_type(out)),
                        "{\"x\":{\"a\":1}}");
    const tycon_value *unk = NULL;
    assert_int_equal(tycon_value_new_unknown(f->a, tycon_type_primitive(TYCON_STRING), &unk),
                     TYCON_OK);
    assert_null(tycon_value_json(f->ctx, f->a, unk, tycon_value_type(unk)));
    assert_string_equal(tycon_diag_at(f->ctx, 0)->detail, "value is not known");
}

static void test_defaults(void **state)
{
    fx *f = *state;
    const tycon_type *t = NULL;
    const tycon_defaults *df = NULL;
    const char src[] = "object({a = optional(number, 5), b = string})";
    assert_int_equal(tycon_type_parse(f->ctx, f->a, src, sizeof src - 1, NULL,
                                      TYCON_TYPE_DEFAULTS, &t, &df),
                     TYCON_OK);
    const tycon_value *v = parse_value(f, "{b = \"x\"}"), *out = NULL;
    assert_int_equal(tycon_value_apply_defaults(f->ctx, f->a, df, v, &v), TYCON_OK);
    assert_int_equal(tycon_value_convert(f->ctx, f->a, v, t, &out), TYCON_OK);
    assert_string_equal(console(f, out), "{\n  \"a\" = 5\n  \"b\" = \"x\"\n}");
    assert_int_equal(tycon_value_apply_defaults(f->ctx, f->a, NULL, v, &out), TYCON_OK);
    assert_ptr_equal(out, v);
}

static void test_value_parse(void **state)
{
    fx *f = *state;
    const tycon_value *v = NULL;
    const char json[] = "{\"a\": \"${x}\", \"b\": [1, null]}";
    assert_int_equal(tycon_value_parse(f->ctx, f->a, json, sizeof json - 1, NULL,
                                       TYCON_SYNTAX_JSON, &v),
                     TYCON_OK);
    assert_string_equal(console(f, v), "{\n  \"a\" = \"${x}\"\n  \"b\" = [\n    1,\n    null,\n  ]\n}");
    const char ref[] = "var.x";
    assert_int_equal(tycon_value_parse(f->ctx, f->a, ref, sizeof ref - 1, NULL, 0, &v),
                     TYCON_ERR_EVAL);
    assert_string_equal(tycon_diag_at(f->ctx, 0)->summary, "Variables not allowed");
    const char unk[] = "[unknown, tostring(1)]";
    assert_int_equal(tycon_value_parse(f->ctx, f->a, unk, sizeof unk - 1, NULL,
                                       TYCON_SCOPE_UNKNOWN | TYCON_SCOPE_CONVFUNCS, &v),
                     TYCON_OK);
    assert_true(tycon_value_is_unknown(tycon_value_index(v, 0)));
    assert_false(tycon_value_is_wholly_known(v));
    const char open[] = "[1, 2";
    assert_int_equal(tycon_value_parse(f->ctx, f->a, open, sizeof open - 1, NULL, 0, &v),
                     TYCON_ERR_INCOMPLETE);
}

static void test_limits(void **state)
{
    (void)state;
    tycon_options o;
    tycon_options_init(&o);
    o.max_input = 8;
    o.max_depth = 10;
    tycon_ctx *ctx = tycon_ctx_new(&o);
    tycon_arena *a = tycon_arena_new(ctx);
    const tycon_value *v = NULL;
    assert_int_equal(tycon_value_parse(ctx, a, "[1,2,3,4,5]", 11, NULL, 0, &v), TYCON_ERR_LIMIT);
    tycon_ctx_free(NULL);
    tycon_arena_free(a);
    tycon_ctx_free(ctx);
    o.max_input = 0;
    ctx = tycon_ctx_new(&o);
    a = tycon_arena_new(ctx);
    const char deep[] = "[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]";
    assert_int_equal(tycon_value_parse(ctx, a, deep, sizeof deep - 1, NULL, 0, &v),
                     TYCON_ERR_LIMIT);
    /* Constructors enforce the same limit (a primitive is one level). */
    const tycon_type *t = tycon_type_primitive(TYCON_NUMBER);
    assert_int_equal(tycon_value_new_int(a, 1, &v), TYCON_OK);
    for (int i = 1; i < 10; i++) {
        const tycon_value *e[1] = {v};
        assert_int_equal(tycon_value_new_tuple(a, e, 1, &v), TYCON_OK);
        assert_int_equal(tycon_type_collection(a, TYCON_LIST, t, &t), TYCON_OK);
    }
    const tycon_value *e[1] = {v}, *w = NULL;
    assert_int_equal(tycon_value_new_tuple(a, e, 1, &w), TYCON_ERR_LIMIT);
    assert_int_equal(tycon_value_new_collection(a, TYCON_SET, tycon_value_type(v), e, 1, &w),
                     TYCON_ERR_LIMIT);
    assert_int_equal(tycon_type_collection(a, TYCON_MAP, t, &t), TYCON_ERR_LIMIT);
    const char *names[] = {"x"};
    assert_int_equal(tycon_value_new_object(a, names, e, 1, &w), TYCON_ERR_LIMIT);
    assert_null(w);
    assert_int_equal(tycon_value_convert(ctx, a, v, tycon_type_primitive(TYCON_DYNAMIC), &w),
                     TYCON_OK);
    tycon_arena_free(a);
    tycon_ctx_free(ctx);
}

static void test_misuse(void **state)
{
    fx *f = *state;
    const tycon_type *t = NULL;
    const tycon_value *v = NULL;
    tycon_ctx *other = tycon_ctx_new(NULL);
    tycon_arena *foreign = tycon_arena_new(other);
    assert_int_equal(tycon_type_parse(NULL, f->a, "string", 6, NULL, 0, &t, NULL),
                     TYCON_ERR_MISUSE);
    assert_int_equal(tycon_type_parse(f->ctx, foreign, "string", 6, NULL, 0, &t, NULL),
                     TYCON_ERR_MISUSE);
    assert_int_equal(tycon_type_parse(f->ctx, f->a, "string", 6, NULL, 0, NULL, NULL),
                     TYCON_ERR_MISUSE);
    assert_int_equal(tycon_value_parse(f->ctx, f->a, NULL, 3, NULL, 0, &v), TYCON_ERR_MISUSE);
    assert_int_equal(tycon_value_convert(f->ctx, f->a, NULL, t, &v), TYCON_ERR_MISUSE);
    assert_null(tycon_value_console(f->ctx, foreign, v));
    assert_null(tycon_type_string(f->ctx, f->a, NULL));
    assert_int_equal(tycon_value_kind(NULL), TYCON_DYNAMIC);
    assert_int_equal(tycon_value_length(NULL), 0);
    assert_null(tycon_value_index(NULL, 0));
    assert_int_equal(tycon_diag_count(NULL), 0);
    tycon_arena_free(foreign);
    tycon_ctx_free(other);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_version_options),
        cmocka_unit_test_setup_teardown(test_type_parse_ok, setup, teardown),
        cmocka_unit_test_setup_teardown(test_type_errors, setup, teardown),
        cmocka_unit_test_setup_teardown(test_diag_render, setup, teardown),
        cmocka_unit_test_setup_teardown(test_type_build, setup, teardown),
        cmocka_unit_test_setup_teardown(test_unify, setup, teardown),
        cmocka_unit_test_setup_teardown(test_value_build, setup, teardown),
        cmocka_unit_test_setup_teardown(test_value_inspect, setup, teardown),
        cmocka_unit_test_setup_teardown(test_convert, setup, teardown),
        cmocka_unit_test_setup_teardown(test_defaults, setup, teardown),
        cmocka_unit_test_setup_teardown(test_value_parse, setup, teardown),
        cmocka_unit_test(test_limits),
        cmocka_unit_test_setup_teardown(test_misuse, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
