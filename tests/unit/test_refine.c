/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_refine.c: refinements of unknown values (runtime/value/refine.h, docs/refinements.md):
** ranges, the builder and its collapse to known values, range membership, safe string
** prefixes, and where the evaluator and conversion produce and use them. Each value is
** shown with its refinements: `?` unknown, `!` not null, `[lo..hi]` / `(lo..hi)` number
** bounds (inclusive / exclusive), `"p"...` a string prefix, `#lo..hi` length bounds.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "interp/eval/eval.h"
#include "interp/funcs/funcs.h"
#include "interp/syntax/parse.h"
#include "runtime/base/prefix.h"
#include "runtime/base/str.h"
#include "runtime/convert/convert.h"
#include "runtime/value/refine.h"

typedef struct fx {
    tyc_ctx ctx;
    tyc_arena *a;
    tyc_diags d;
    tyc_source src;
    char out[1024];
} fx;

static int setup(void **state)
{
    static fx f;
    memset(&f, 0, sizeof f);
    tyc_ctx_init(&f.ctx, NULL);
    f.a = tyc_arena_new(&f.ctx);
    *state = &f;
    return f.a ? 0 : -1;
}

static int teardown(void **state)
{
    fx *f = *state;
    tyc_arena_free(f->a);
    return 0;
}

static const tyc_value *lookup(void *ud, tyc_evalctx *ec, tyc_str name, uint32_t beg,
                               uint32_t end)
{
    (void)ud, (void)ec, (void)name, (void)beg, (void)end;
    return &tyc_v_dynval; /* every variable is `unknown` */
}

static void show(tyc_buf *b, const tyc_value *v)
{
    if (tyc_v_is_unknown(v)) {
        tyc_vrange r;
        tyc_v_range(v, &r);
        tyc_buf_addz(b, r.null == 0 ? "?!" : "?");
        if (r.r.lo || r.r.hi) {
            tyc_buf_addc(b, r.r.lo && r.r.lo_inc ? '[' : '(');
            if (r.r.lo)
                tyc_num_buf_text(b, r.r.lo);
            tyc_buf_addz(b, "..");
            if (r.r.hi)
                tyc_num_buf_text(b, r.r.hi);
            tyc_buf_addc(b, r.r.hi && r.r.hi_inc ? ']' : ')');
        }
        if (r.r.plen) {
            tyc_buf_goquote(b, r.r.prefix, r.r.plen);
            tyc_buf_addz(b, "...");
        }
        if (r.r.minlen || r.r.maxlen != TYC_LEN_NONE) {
            tyc_buf_addf(b, "#%llu..", (unsigned long long)r.r.minlen);
            if (r.r.maxlen != TYC_LEN_NONE)
                tyc_buf_addf(b, "%llu", (unsigned long long)r.r.maxlen);
        }
    } else if (tyc_v_is_null(v))
        tyc_buf_addz(b, "null");
    else if (v->type->kind == TYC_BOOL)
        tyc_buf_addz(b, v->u.b ? "true" : "false");
    else if (v->type->kind == TYC_NUMBER)
        tyc_num_buf_text(b, TYC_V_NUM(v));
    else if (v->type->kind == TYC_STRING)
        tyc_buf_goquote(b, v->u.s, v->n);
    else {
        tyc_buf_addc(b, '[');
        for (uint32_t i = 0; i < v->n; i++) {
            tyc_buf_addz(b, i ? ", " : "");
            show(b, v->u.elems[i]);
        }
        tyc_buf_addc(b, ']');
    }
    if (v->marks & TYC_MARK_SENSITIVE)
        tyc_buf_addz(b, "(sensitive)");
}

/* "TYPE value" of v into f->out. */
static const char *shown(fx *f, const tyc_value *v)
{
    tyc_buf b;
    tyc_buf_init(&b, &f->ctx);
    if (!v)
        tyc_buf_addf(&b, "ERR %s", f->d.head ? f->d.head->summary : "?");
    else {
        tyc_type_buf_string(&b, v->type);
        tyc_buf_addc(&b, ' ');
        show(&b, v);
    }
    snprintf(f->out, sizeof f->out, "%s", tyc_buf_cstr(&b));
    tyc_buf_free(&b);
    return f->out;
}

static const tyc_value *eval(fx *f, const char *text)
{
    tyc_diags_init(&f->d, f->a);
    f->src.name = "test.tfvars";
    f->src.text = text;
    f->src.len = (uint32_t)strlen(text);
    int st;
    tyc_node *n = tyc_parse_expr(f->a, &f->src, &f->d, &st);
    assert_non_null(n);
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, f->a, &f->d, &f->src);
    ec.funcs = tyc_funcs_all(&ec.nfuncs);
    ec.lookup = lookup;
    return tyc_eval(&ec, n);
}

/* Evaluates text, converts the result to t when t is not NULL, and shows it. */
static const char *run(fx *f, const char *text, const tyc_type *t)
{
    const tyc_value *v = eval(f, text);
    if (v && t) {
        tyc_cerr err;
        v = tyc_convert(f->a, v, t, &err);
    }
    return shown(f, v);
}

#define EV(text, want) assert_string_equal(run(*state, text, NULL), want)
#define CV(text, type, want) assert_string_equal(run(*state, text, type), want)

static const char *prefix(const char *s)
{
    static char buf[64];
    size_t n = tyc_safe_prefix_len(s, strlen(s));
    snprintf(buf, sizeof buf, "%.*s", (int)n, s);
    return buf;
}

static void test_safe_prefix(void **state)
{
    (void)state;
    assert_string_equal(prefix(""), "");
    assert_string_equal(prefix("a"), "");          /* may take a combining mark */
    assert_string_equal(prefix("boo"), "bo");
    assert_string_equal(prefix("boop\r"), "boop"); /* \r\n is one cluster */
    assert_string_equal(prefix("ami-"), "ami-");   /* delimiters end a cluster */
    assert_string_equal(prefix("https://"), "https://");
    assert_string_equal(prefix("beep()"), "beep()");
    assert_string_equal(prefix("hello \xea\xb0\x80"), "hello "); /* Hangul LV syllable */
    assert_string_equal(prefix("hello \xf0\x9f\xa4\xb7"), "hello "); /* emoji */
    assert_string_equal(prefix("hello \xf0\x9f\xa4\xb7 "), "hello \xf0\x9f\xa4\xb7 ");
    assert_string_equal(prefix("a-\xc3"), "a-"); /* cut inside a code point */
}

static void test_builder(void **state)
{
    fx *f = *state;
    tyc_arena *a = f->a;
    tyc_rb b;
    const tyc_num *four = tyc_num_from_int(a, 4), *ten = tyc_num_from_int(a, 10);
    /* equal inclusive bounds collapse only when not null */
    tyc_rb_init(&b, tyc_v_unknown(a, &tyc_t_number));
    tyc_rb_lower(&b, four, 1);
    tyc_rb_upper(&b, four, 1);
    assert_string_equal(shown(f, tyc_rb_value(a, &b)), "number ?[4..4]");
    tyc_rb_notnull(&b);
    assert_string_equal(shown(f, tyc_rb_value(a, &b)), "number 4");
    /* looser bounds are ignored; exclusive vs inclusive at the same number */
    tyc_rb_init(&b, tyc_v_unknown(a, &tyc_t_number));
    tyc_rb_lower(&b, four, 0);
    tyc_rb_lower(&b, four, 1);
    tyc_rb_upper(&b, ten, 1);
    tyc_rb_upper(&b, tyc_num_from_int(a, 11), 1);
    assert_string_equal(shown(f, tyc_rb_value(a, &b)), "number ?(4..10]");
    /* lists of known length become lists of unknowns; empty collections are known */
    const tyc_type *ls = tyc_type_list(a, &tyc_t_string), *ss = tyc_type_set(a, &tyc_t_string);
    tyc_rb_init(&b, tyc_v_unknown(a, ls));
    tyc_rb_notnull(&b);
    tyc_rb_minlen(&b, 2);
    tyc_rb_maxlen(&b, 2);
    assert_string_equal(shown(f, tyc_rb_value(a, &b)), "list(string) [?, ?]");
    tyc_rb_init(&b, tyc_v_unknown(a, ss));
    tyc_rb_notnull(&b);
    tyc_rb_minlen(&b, 2);
    tyc_rb_maxlen(&b, 2);
    assert_string_equal(shown(f, tyc_rb_value(a, &b)), "set(string) ?!#2..2");
    tyc_rb_init(&b, tyc_v_unknown(a, ss));
    tyc_rb_notnull(&b);
    tyc_rb_minlen(&b, 1);
    tyc_rb_maxlen(&b, 1);
    assert_string_equal(shown(f, tyc_rb_value(a, &b)), "set(string) [?]");
    tyc_rb_init(&b, tyc_v_unknown(a, tyc_type_map(a, &tyc_t_number)));
    tyc_rb_notnull(&b);
    tyc_rb_maxlen(&b, 0);
    assert_string_equal(shown(f, tyc_rb_value(a, &b)), "map(number) []");
    /* string prefixes are normalised and kept safe */
    tyc_rb_init(&b, tyc_v_unknown(a, &tyc_t_string));
    assert_int_equal(tyc_rb_prefix(&b, a, "foo-bar", 7, 1), 0);
    assert_string_equal(shown(f, tyc_rb_value(a, &b)), "string ?\"foo-ba\"...");
    /* DynamicVal and known values are never refined */
    tyc_rb_init(&b, &tyc_v_dynval);
    tyc_rb_notnull(&b);
    assert_ptr_equal(tyc_rb_value(a, &b), &tyc_v_dynval);
}

static void test_includes(void **state)
{
    fx *f = *state;
    tyc_arena *a = f->a;
    tyc_vrange r;
    tyc_v_range(eval(f, "unknown ? 4 : 10"), &r);
    assert_int_equal(tyc_range_includes(&r, tyc_v_number(a, tyc_num_from_int(a, 2))), 0);
    assert_int_equal(tyc_range_includes(&r, tyc_v_number(a, tyc_num_from_int(a, 7))), -1);
    assert_int_equal(tyc_range_includes(&r, tyc_v_null(a, &tyc_t_number)), 0);
    assert_int_equal(tyc_range_includes(&r, tyc_v_string(a, "7", 1, 0)), 0);
    tyc_v_range(eval(f, "\"foo-${unknown}\""), &r);
    assert_int_equal(tyc_range_includes(&r, tyc_v_string(a, "foo-x", 5, 0)), -1);
    assert_int_equal(tyc_range_includes(&r, tyc_v_string(a, "foo", 3, 0)), 0);
    /* a known value's range is the value itself */
    tyc_v_range(eval(f, "[1, 2]"), &r);
    assert_int_equal(r.null, 0);
    tyc_v_range(eval(f, "tolist([1, 2])"), &r);
    assert_true(r.r.minlen == 2 && r.r.maxlen == 2);
}

/* Where the evaluator produces refinements and uses them. */
static void test_eval(void **state)
{
    EV("unknown ? 4 : 10", "number ?![4..10]");
    EV("unknown ? 4 : null", "number ?");
    EV("unknown ? 310 : 310", "number 310");
    EV("unknown ? 1 / 0 : 1 / 0", "number +Inf");
    EV("unknown ? null : null", "any null");
    EV("unknown ? tolist([1]) : tolist([1, 2, 3])", "list(number) ?!#1..3");
    EV("unknown ? tolist([]) : tolist([])", "list(any) []");
    EV("unknown ? {} : {}", "object({}) ?!");
    EV("\"foo-${unknown}\"", "string ?!\"foo-\"...");
    EV("\"${unknown}-x\"", "string ?!");
    EV("\"boo${unknown}\"", "string ?!\"bo\"...");
    /* comparisons excluded by the refinements are known */
    EV("2 == (unknown ? 4 : 10)", "bool false");
    EV("(unknown ? 4 : 10) != 3", "bool true");
    EV("(unknown ? 4 : 10) == 7", "bool ?!");
    EV("(unknown ? 4 : 10) == null", "bool false");
    EV("\"foo-${unknown}\" == \"notfoo-bar\"", "bool false");
    EV("\"foo-${unknown}\" != null", "bool true");
    EV("unknown == null", "bool ?!");
    EV("(unknown ? 4 : 10) < 11", "bool true");
    EV("(unknown ? 4 : 10) > 10", "bool ?!"); /* cty: bounds as if exclusive */
    EV("(unknown ? 4 : 10) > 11", "bool false");
    EV("(unknown ? 4 : 10) >= 10", "bool ?!");
    /* splat over an unknown list: as long as the source */
    EV("(unknown ? tolist([{a = 1}]) : tolist([{a = 1}, {a = 2}]))[*].a",
       "list(number) ?!#1..2");
    EV("tolist(unknown)[*].a", "list(any) ?!");
    /* interval arithmetic */
    EV("(unknown ? 4 : 10) + 1", "number ?![5..11]");
    EV("(unknown ? 4 : 10) - (unknown ? 1 : 2)", "number ?![2..9]");
    EV("(unknown ? 4 : 10) * -1", "number ?![-10..-4]");
    EV("unknown + 1", "number ?!");
    /* length() of refined unknowns */
    EV("length(unknown ? tolist([1]) : tolist([1, 2, 3]))", "number ?![1..3]");
    EV("length(\"ab-${unknown}\")", "number ?![3..)");
    EV("length(tolist(unknown))", "number ?![0..9223372036854775807]");
    EV("length(toset([unknown]))", "number 1");
    /* functions whose unknown results cty refines */
    EV("format(\"id-%s\", unknown)", "string ?!\"id-\"...");
    EV("format(\"id-%s\", unknown) == \"x\"", "bool false");
    EV("format(\"%s\", unknown)", "string ?!");
    EV("jsonencode([unknown])", "string ?!\"[\"...");
    EV("jsonencode({a = unknown})", "string ?!\"{\"...");
    EV("jsonencode(unknown)", "string ?!");
    EV("sort([\"b\", \"x${unknown}\"])", "list(string) [?, ?]");
}

/* Conversion keeps what the source's range says about the result. */
static void test_convert(void **state)
{
    fx *f = *state;
    tyc_arena *a = f->a;
    const tyc_type *ls = tyc_type_list(a, &tyc_t_string), *ss = tyc_type_set(a, &tyc_t_string);
    const tyc_type *ms = tyc_type_map(a, &tyc_t_string);
    CV("unknown ? [] : []", ss, "set(string) []");
    CV("unknown ? tolist([\"a\",\"b\"]) : tolist([\"c\",\"d\"])", ls, "list(string) [?, ?]");
    CV("unknown ? [\"a\", \"b\"] : [\"c\", \"d\"]", ls, "list(string) [?, ?]");
    CV("unknown ? [\"a\", \"b\"] : [\"c\", \"d\"]", ss, "set(string) ?!#1..2");
    CV("unknown ? [\"a\"] : [\"c\"]", ss, "set(string) [?]");
    CV("unknown ? {a = \"x\"} : {a = \"y\"}", ms, "map(string) ?!#1..1");
    CV("unknown ? {} : {}", ms, "map(string) []");
    CV("unknown ? tolist([\"a\"]) : tolist([\"b\", \"c\"])", ss, "set(string) ?!#1..2");
    CV("unknown", ls, "list(string) ?");
    /* no conversion step where the types already match: the bounds stay */
    CV("unknown ? 4 : 10", &tyc_t_number, "number ?![4..10]");
    CV("[unknown ? 4 : 10]", tyc_type_list(a, &tyc_t_number), "list(number) [?![4..10]]");
    CV("\"a-${unknown}\"", &tyc_t_string, "string ?!\"a-\"...");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_safe_prefix),
        cmocka_unit_test_setup_teardown(test_builder, setup, teardown),
        cmocka_unit_test_setup_teardown(test_includes, setup, teardown),
        cmocka_unit_test_setup_teardown(test_eval, setup, teardown),
        cmocka_unit_test_setup_teardown(test_convert, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
