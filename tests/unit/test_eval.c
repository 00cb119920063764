/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_eval.c: the expression evaluator on parsed native-syntax expressions: literals,
** operators, conditionals, templates, constructors, traversals, for and splat expressions,
** the conversion functions, unknown and sensitive values, and hcl's error diagnostics.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "interp/eval/eval.h"
#include "interp/syntax/parse.h"
#include "runtime/base/str.h"

typedef struct fx {
    tyc_ctx ctx;
    tyc_arena *a;
    tyc_diags d;
    tyc_source src;
    char out[4096];
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

/* The batch tool's `unknown` variable; anything else is an unknown variable. */
static const tyc_value *lookup(void *ud, tyc_evalctx *ec, tyc_str name, uint32_t beg,
                               uint32_t end)
{
    (void)ud;
    if (tyc_str_eqz(name, "unknown"))
        return &tyc_v_dynval;
    tyc_diag_add(ec->diags, TYC_SEV_ERROR, TYCON_ERR_EVAL, ec->src, beg, end, "Unknown variable",
                 "There is no variable named %.*s.", (int)name.len, name.p);
    return NULL;
}

/* Renders v compactly: numbers as cty text, strings Go-quoted, [..] and {k = v}. */
static void show(tyc_buf *b, const tyc_value *v)
{
    if (tyc_v_is_unknown(v))
        tyc_buf_addc(b, '?');
    else if (tyc_v_is_null(v))
        tyc_buf_addz(b, "null");
    else if (v->type->kind == TYC_BOOL)
        tyc_buf_addz(b, v->u.b ? "true" : "false");
    else if (v->type->kind == TYC_NUMBER)
        tyc_num_buf_text(b, TYC_V_NUM(v));
    else if (v->type->kind == TYC_STRING)
        tyc_buf_goquote(b, v->u.s, v->n);
    else if (v->type->kind == TYC_MAP || v->type->kind == TYC_OBJECT) {
        tyc_buf_addc(b, '{');
        for (uint32_t i = 0; i < v->n; i++) {
            tyc_str k = v->type->kind == TYC_MAP ? tyc_v_keys(v)[i] : v->type->names[i];
            tyc_buf_addz(b, i ? ", " : "");
            tyc_buf_addstr(b, k);
            tyc_buf_addz(b, " = ");
            show(b, v->u.elems[i]);
        }
        tyc_buf_addc(b, '}');
    } else {
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

/* f->out = "TYPE rendering" of v, or "ERR summary | detail" of the first diagnostic. */
static const char *result(fx *f, const tyc_value *v)
{
    tyc_buf b;
    tyc_buf_init(&b, &f->ctx);
    if (!v) {
        assert_non_null(f->d.head);
        tyc_buf_addf(&b, "ERR %s | %s", f->d.head->summary, f->d.head->detail);
    } else {
        tyc_type_buf_string(&b, v->type);
        tyc_buf_addc(&b, ' ');
        show(&b, v);
    }
    snprintf(f->out, sizeof f->out, "%s", tyc_buf_cstr(&b));
    tyc_buf_free(&b);
    return f->out;
}

/* The target of run()'s evaluations (zero: the default). */
static tyc_target g_target;

/* Parses and evaluates text; mode 0: nil context, 1: conversion functions + `unknown`.
** Writes "type value" or "ERR summary | detail" (first diagnostic) into f->out. */
static const char *run(fx *f, const char *text, int mode)
{
    tyc_diags_init(&f->d, f->a);
    f->src.name = "test.tfvars";
    f->src.text = text;
    f->src.len = (uint32_t)strlen(text);
    int st;
    tyc_node *n = tyc_parse_expr(f->a, &f->src, &f->d, &st);
    if (!n) {
        snprintf(f->out, sizeof f->out, "PARSE %s", f->d.head ? f->d.head->summary : "?");
        return f->out;
    }
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, f->a, &f->d, &f->src);
    if (g_target.major)
        ec.target = g_target;
    if (mode) {
        ec.funcs = tyc_funcs_conv(&ec.nfuncs);
        ec.lookup = lookup;
    }
    return result(f, tyc_eval(&ec, n));
}

#define EV(text, want) assert_string_equal(run(*state, text, 0), want)
#define EVF(text, want) assert_string_equal(run(*state, text, 1), want)

/* The corpus `ex-` cases. */
static void test_corpus_examples(void **state)
{
    EV("1 + 2 * 3 - 4 / 8", "number 6.5");
    EV("7 % 3", "number 1");
    EV("-(3)", "number -3");
    EV("true ? \"yes\" : \"no\"", "string \"yes\"");
    EV("1 < 2 && 3 >= 3 || false", "bool true");
    EV("!false", "bool true");
    EV("\"a\" == \"a\"", "bool true");
    EV("[for x in [1, 2, 3] : x * 2]", "tuple([number,number,number]) [2, 4, 6]");
    EV("{for k, v in {a = 1, b = 2} : k => \"${v}\"}",
       "object({a=number,b=number}) {a = 1, b = 2}");
    EV("{for k, v in {a = 1, b = 2} : k => \"v${v}\"}",
       "object({a=string,b=string}) {a = \"v1\", b = \"v2\"}");
    EV("[for x in [1, 2, 3, 4] : x if x % 2 == 0]", "tuple([number,number]) [2, 4]");
    EV("[\"a\", \"b\"][1]", "string \"b\"");
    EV("{a = {b = 5}}.a.b", "number 5");
    EV("[{n = \"a\"}, {n = \"b\"}][*].n", "tuple([string,string]) [\"a\", \"b\"]");
    EV("\"%{ if true }on%{ else }off%{ endif }\"", "string \"on\"");
    EV("\"%{ for x in [\"a\", \"b\"] }${x},%{ endfor }\"", "string \"a,b,\"");
    EV("(1 + 2) * 3", "number 9");
    EV("1 / 0", "number +Inf");
    EV("\"n=${1.50}\"", "string \"n=1.5\"");
    EV("[\n  1, # one\n  2, // two\n  /* three */ 3,\n]",
       "tuple([number,number,number]) [1, 2, 3]");
}

/* Issue 24: scoping, and an index into an unknown object per target. */
static void test_scope_and_unknown_index(void **state)
{
    /* hcl binds the key, then the value over it */
    EV("[for k, k in [\"a\"] : k]", "tuple([string]) [\"a\"]");
    EV("{for k, k in {x = 1} : \"${k}\" => k}", "object({\"1\"=number}) {1 = 1}");
    EV("\"%{for k, k in [\"b\"]}${k}%{endfor}\"", "string \"b\"");
    /* hcl 2.24 (the default): the attribute is checked, its type given */
    EVF("(unknown ? {a = 1} : {a = 2})[\"a\"]", "number ?");
    EVF("(unknown ? {a = 1} : {a = 2})[\"b\"]",
        "ERR Invalid index | The given key does not identify an element in this collection "
        "value.");
    assert_int_equal(tyc_target_parse("terraform@1.11", 14, &g_target), 0);
    EVF("(unknown ? {a = 1} : {a = 2})[\"b\"]", "any ?");
    EVF("(unknown ? {a = 1} : {a = 2})[0]", "any ?");
    EVF("(unknown ? {a = 1} : {a = 2})[\"a\"]", "any ?");
    EVF("{a = 1}[\"b\"]", "ERR Invalid index | The given key does not identify an element in "
                          "this collection value.");
    g_target = (tyc_target){0, 0, 0};
}

static void test_literals(void **state)
{
    EV("null", "any null");
    EV("true", "bool true");
    EV("0.1", "number 0.1");
    EV("\"caf\\u0065\\u0301\"", "string \"café\"");
    EV("\"${true}\"", "bool true");
    EV("\"x${true}\"", "string \"xtrue\"");
    EV("{}", "object({}) {}");
    EV("[]", "tuple([]) []");
    EV("{a = 1, a = 2}", "object({a=number}) {a = 2}");
    EV("{\"a b\" = 1, (\"c\") = true}", "object({\"a b\"=number,c=bool}) {a b = 1, c = true}");
    EV("{true = 1, null = 2}", "object({null=number,true=number}) {null = 2, true = 1}");
}

static void test_operators(void **state)
{
    EV("\"5\" + 1", "number 6");
    EV("1 == \"1\"", "bool false");
    EV("[1, 2] == [1, 2]", "bool true");
    EV("null == null", "bool true");
    EV("1 != null", "bool true");
    EV("5 % 0", "number 5");
    EV("-1 / 0", "number -Inf");
    EV("true || null", "bool true");
    EV("false && null", "bool false");
    EV("0.1 + 0.2", "number 0.3");
    EV("2 > 1 ? 1 : \"x\"", "string \"1\"");
}

static void test_operator_errors(void **state)
{
    EV("\"a\" + 1",
       "ERR Invalid operand | Unsuitable value for left operand: a number is required.");
    EV("1 + true",
       "ERR Invalid operand | Unsuitable value for right operand: number required, but "
       "have bool.");
    EV("!1", "ERR Invalid operand | Unsuitable value for unary operand: bool required, but "
             "have number.");
    EV("null + 1", "ERR Operation failed | Error during operation: argument must not be null.");
    EV("1 ? 2 : 3",
       "ERR Incorrect condition type | The condition expression must be of type bool.");
    EV("null ? 2 : 3",
       "ERR Null condition | The condition value is null. Conditions must either be true or "
       "false.");
    EV("true ? {a = 1} : {b = 1}", "map(number) {a = 1}");
    EV("true ? {a = 1} : [1]",
       "ERR Inconsistent conditional result types | The true and false result expressions "
       "must have consistent types. The 'true' value is object, but the 'false' value is "
       "tuple.");
    EV("true ? {a = [1]} : {a = {}}",
       "ERR Inconsistent conditional result types | The true and false result expressions "
       "must have consistent types. Type mismatch for object attribute \"a\": The 'true' "
       "value is tuple, but the 'false' value is object.");
    EV("true ? [1] : [1, 2]", "list(number) [1]");
    EV("true ? [1] : [\"a\", {}]",
       "ERR Inconsistent conditional result types | The true and false result expressions "
       "must have consistent types. The 'true' tuple has length 1, but the 'false' tuple has "
       "length 2.");
}

static void test_short_circuit_drops_branch(void **state)
{
    EV("true ? 1 : foo", "number 1");
    EV("false ? foo : \"b\"", "string \"b\"");
    EV("true || foo", "bool true");
    EV("foo || true", "bool true");
    EV("foo || false", "ERR Variables not allowed | Variables may not be used here.");
}

static void test_templates(void **state)
{
    EV("\"${null}\"", "any null");
    EV("\"a${null}\"", "ERR Invalid template interpolation value | The expression result is "
                       "null. Cannot include a null value in a string template.");
    EV("\"a${[1]}\"", "ERR Invalid template interpolation value | Cannot include the given "
                      "value in a string template: string required, but have tuple.");
    EV("\"%{ if false }on%{ endif }!\"", "string \"!\"");
    EV("\"%{ for i, x in [\"a\", \"b\"] }${i}=${x};%{ endfor }\"", "string \"0=a;1=b;\"");
    EV("\"%{ if 1 }a%{ endif }\"",
       "ERR Incorrect condition type | The condition expression must be of type bool.");
    EV("\"%{ for x in [null] }${x}%{ endfor }\"",
       "ERR Invalid template interpolation value | The expression result is null. Cannot "
       "include a null value in a string template.");
}

static void test_traversals(void **state)
{
    EV("{a = 1}[\"a\"]", "number 1");
    EV("[1, 2].1", "number 2");
    EV("[1, 2][\"1\"]", "number 2");
    EV("{a = 1}.b",
       "ERR Unsupported attribute | This object does not have an attribute named \"b\".");
    EV("null.a", "ERR Attempt to get attribute from null value | This value is null, so it "
                 "does not have any attributes.");
    EV("null[0]", "ERR Attempt to index null value | This value is null, so it does not have "
                  "any indices.");
    EV("[1][1]", "ERR Invalid index | The given key does not identify an element in this "
                 "collection value: the given index is greater than or equal to the length of "
                 "the collection.");
    EV("[1][5]", "ERR Invalid index | The given key does not identify an element in this "
                 "collection value.");
    EV("[][0]", "ERR Invalid index | The given key does not identify an element in this "
                "collection value: the collection has no elements.");
    EV("[1][-1]", "ERR Invalid index | The given key does not identify an element in this "
                  "collection value: a negative number is not a valid index for a sequence.");
    EV("[1][0.5]", "ERR Invalid index | The given key does not identify an element in this "
                   "collection value: indexing a sequence requires a whole number, but the "
                   "given index has a fractional part.");
    EV("[1][\"x\"]", "ERR Invalid index | The given key does not identify an element in this "
                     "collection value: a number is required.");
    EV("{a = 1}[0]", "ERR Invalid index | The given key does not identify an element in this "
                     "collection value. An object only supports looking up attributes by name, "
                     "not by numeric index.");
    EV("(1).a", "ERR Unsupported attribute | Can't access attributes on a primitive-typed "
                "value (number).");
    EV("\"s\"[0]", "ERR Invalid index | This value does not have any indices.");
}

static void test_splat(void **state)
{
    EV("null[*]", "tuple([]) []");
    EV("{a = 1}[*].a", "tuple([number]) [1]");
    EV("[[1, 2], [3]][*][0]", "tuple([number,number]) [1, 3]");
    EV("[{a = 1}][*].b",
       "ERR Unsupported attribute | This object does not have an attribute named \"b\".");
}

static void test_for(void **state)
{
    EV("{for k, v in {b = 1, a = 2} : v => k}", "object({\"1\"=string,\"2\"=string}) "
                                                 "{1 = \"b\", 2 = \"a\"}");
    EV("{for x in [\"a\", \"b\", \"a\"] : x => x...}",
       "object({a=tuple([string,string]),b=tuple([string])}) {a = [\"a\", \"a\"], b = [\"b\"]}");
    EV("{for x in [\"a\", \"a\"] : x => x}",
       "ERR Duplicate object key | Two different items produced the key \"a\" in this 'for' "
       "expression. If duplicates are expected, use the ellipsis (...) after the value "
       "expression to enable grouping by key.");
    EV("[for x in null : x]", "ERR Iteration over null value | A null value cannot be used as "
                              "the collection in a 'for' expression.");
    EV("[for x in 1 : x]", "ERR Iteration over non-iterable value | A value of type number "
                           "cannot be used as the collection in a 'for' expression.");
    EV("[for x in [1] : x if 1]", "ERR Invalid 'for' condition | The 'if' clause value is "
                                  "invalid: bool required, but have number.");
    EV("[for x in [1] : zzz]", "ERR Unknown variable | There is no variable named \"zzz\".");
    EV("[for xx in [1] : xy]",
       "ERR Unknown variable | There is no variable named \"xy\". Did you mean \"xx\"?");
    EV("[for i, x in [\"a\"] : i]", "tuple([number]) [0]");
}

static void test_nil_context_errors(void **state)
{
    EV("var.x", "ERR Variables not allowed | Variables may not be used here.");
    EV("tolist([])", "ERR Function calls not allowed | Functions may not be called here.");
    EV("{a.b = 1}", "ERR Ambiguous attribute key | If this expression is intended to be a "
                    "reference, wrap it in parentheses. If it's instead intended as a literal "
                    "name containing periods, wrap it in quotes to create a string literal.");
    EV("{(null) = 1}", "ERR Null value as key | Can't use a null value as a key.");
    EV("{([]) = 1}", "ERR Incorrect key type | Can't use this value as a key: string required, but "
                     "have tuple.");
}

static void test_functions(void **state)
{
    EVF("tolist([\"b\", \"a\"])", "list(string) [\"b\", \"a\"]");
    EVF("toset([\"b\", \"a\", \"b\"])", "set(string) [\"a\", \"b\"]");
    EVF("tomap({a = \"x\", b = 2})", "map(string) {a = \"x\", b = \"2\"}");
    EVF("tostring(1.5)", "string \"1.5\"");
    EVF("tonumber(\"42\")", "number 42");
    EVF("tobool(\"true\")", "bool true");
    EVF("tolist([1, \"a\"]...)", "ERR Too many function arguments | Function \"tolist\" "
                                  "expects only 1 argument(s).");
    EVF("tolist()", "ERR Not enough function arguments | Function \"tolist\" expects 1 "
                    "argument(s). Missing value for \"v\".");
    EVF("tolist(1, 2)", "ERR Too many function arguments | Function \"tolist\" expects only 1 "
                        "argument(s).");
    EVF("tolsit([])", "ERR Call to unknown function | There is no function named \"tolsit\". "
                      "Did you mean \"tolist\"?");
    /* Terraform's rewrite of hcl's diagnostic for namespaced names (issue 11) */
    EVF("foo::bar(1)", "ERR Unknown provider function | The function namespace \"foo\" is not "
                       "valid. Provider function calls must use the \"provider::\" namespace "
                       "prefix.");
    EVF("core::tolist([1])", "list(number) [1]");
    EVF("tolist([[1]]...)", "list(number) [1]");
    EVF("tolist(1...)", "ERR Invalid expanding argument value | The expanding argument "
                        "(indicated by ...) must be of a tuple, list, or set type.");
}

static void test_function_errors(void **state)
{
    EVF("tonumber(\"x\")", "ERR Invalid function argument | Invalid value for \"v\" parameter: "
                           "cannot convert \"x\" to number; given string must be a decimal "
                           "representation of a number.");
    EVF("tobool(\"yes\")", "ERR Invalid function argument | Invalid value for \"v\" parameter: "
                           "cannot convert \"yes\" to bool; only the strings \"true\" or "
                           "\"false\" are allowed.");
    EVF("tostring([])", "ERR Invalid function argument | Invalid value for \"v\" parameter: "
                        "cannot convert tuple to string.");
    EVF("tolist({a = 1})", "ERR Invalid function argument | Invalid value for \"v\" "
                           "parameter: cannot convert object to list of any single type.");
    EVF("tonumber(sensitive(\"x\"))", "ERR Invalid function argument | Invalid value for \"v\" "
                                      "parameter: cannot convert this sensitive string to "
                                      "number.");
    EVF("sensitive()", "ERR Not enough function arguments | Function \"sensitive\" expects 1 "
                       "argument(s). Missing value for \"value\".");
}

static void test_unknown_and_sensitive(void **state)
{
    EVF("unknown", "any ?");
    EVF("[1, unknown]", "tuple([number,any]) [1, ?]");
    EVF("unknown + 1", "number ?");
    EVF("\"a${unknown}\"", "string ?");
    EVF("unknown ? 1 : 2", "number ?");
    EVF("[for x in unknown : x]", "any ?");
    EVF("unknown[*]", "any ?");
    EVF("tostring(unknown)", "string ?");
    EVF("sensitive(\"5\")", "string \"5\"(sensitive)");
    EVF("sensitive(1) + 1", "number 2(sensitive)");
    EVF("\"a${sensitive(1)}\"", "string \"a1\"(sensitive)");
    EVF("[\"a\", sensitive(1)]", "tuple([string,number]) [\"a\", 1(sensitive)]");
    EVF("sensitive({a = 1}).a", "number 1(sensitive)");
    EVF("foo", "ERR Unknown variable | There is no variable named foo.");
}

static void test_error_ranges(void **state)
{
    fx *f = *state;
    run(f, "[1, var.x]", 0);
    assert_int_equal(f->d.head->subject.beg, 4);
    assert_int_equal(f->d.head->subject.end, 7);
    run(f, "upper(\"a\")", 0);
    assert_int_equal(f->d.head->subject.beg, 0);
    assert_int_equal(f->d.head->subject.end, 10);
    run(f, "{a = 1}.b", 0);
    assert_int_equal(f->d.head->subject.beg, 7);
    assert_int_equal(f->d.head->subject.end, 9);
    run(f, "tolist(1, 2)", 1);
    assert_int_equal(f->d.head->subject.beg, 10);
    assert_int_equal(f->d.head->subject.end, 11);
    run(f, "tolist()", 1);
    assert_int_equal(f->d.head->subject.beg, 7);
    assert_int_equal(f->d.head->subject.end, 8);
}

static void test_value_ranges(void **state)
{
    fx *f = *state;
    tyc_diags_init(&f->d, f->a);
    const char *text = "[1, {a = \"x\"}]";
    f->src.text = text;
    f->src.len = (uint32_t)strlen(text);
    int st;
    tyc_node *n = tyc_parse_expr(f->a, &f->src, &f->d, &st);
    assert_non_null(n);
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, f->a, &f->d, &f->src);
    const tyc_value *v = tyc_eval(&ec, n);
    assert_non_null(v);
    assert_int_equal(v->beg, 0);
    assert_int_equal(v->end, 14);
    assert_int_equal(v->u.elems[0]->beg, 1);
    assert_int_equal(v->u.elems[1]->beg, 4);
    assert_int_equal(v->u.elems[1]->u.elems[0]->beg, 9);
}

/* Evaluates JSON text with a nil context into f->out like run(). */
static const char *run_json(fx *f, const char *text)
{
    tyc_diags_init(&f->d, f->a);
    f->src.name = "test.tfvars.json";
    f->src.text = text;
    f->src.len = (uint32_t)strlen(text);
    int st;
    tyc_node *n = tyc_parse_json(f->a, &f->src, &f->d, &st);
    assert_non_null(n);
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, f->a, &f->d, &f->src);
    return result(f, tyc_eval(&ec, n));
}

static void test_json(void **state)
{
    fx *f = *state;
    assert_string_equal(run_json(f, "{\"a\": \"${x}\", \"b\": [1, null]}"),
                        "object({a=string,b=tuple([number,any])}) {a = \"${x}\", b = [1, null]}");
    assert_string_equal(run_json(f, "{\"a\": 1, \"a\": 2}"),
                        "ERR Duplicate object attribute | An attribute named \"a\" was already "
                        "defined at test.tfvars.json:1,2-5.");
    /* reported where hcl reaches it (before the nested repeat), names compared as NFC */
    assert_string_equal(run_json(f, "{\"e\\u0301\": 1, \"\\u00e9\": {\"c\": 1, \"c\": 2}, "
                                    "\"d\": {\"x\": 1, \"x\": 2}}"),
                        "ERR Duplicate object attribute | An attribute named \"\u00e9\" was "
                        "already defined at test.tfvars.json:1,2-11.");
}

static void test_iteration_kinds(void **state)
{
    EVF("[for k, v in tomap({b = 1, a = 2}) : \"${k}${v}\"]",
        "tuple([string,string]) [\"a2\", \"b1\"]");
    EVF("[for k, v in toset([\"b\", \"a\"]) : \"${k}${v}\"]",
        "tuple([string,string]) [\"aa\", \"bb\"]");
    EVF("[for x in sensitive([1]) : x]", "tuple([number]) [1](sensitive)");
    EVF("[for x in [1] : x if unknown]", "any ?");
    EVF("true ? sensitive(1) : 2", "number 1(sensitive)");
    EVF("sensitive(true) ? 1 : 2", "number 1(sensitive)");
    EVF("tolist([1])[*]", "list(number) [1]");
    EVF("tolist([])[*].a", "list(any) []");
    EVF("tolist([1])[*].a", "ERR Unsupported attribute | Can't access attributes on a "
                            "primitive-typed value (number).");
    EV("<<EOT\nhello ${1 + 1}\nEOT\n", "string \"hello 2\\n\"");
}

static void test_depth_limit(void **state)
{
    fx *f = *state;
    f->ctx.max_depth = 5;
    const char *r = run(f, "[[[[[[[[1]]]]]]]]", 0);
    f->ctx.max_depth = 1000;
    assert_true(strncmp(r, "ERR ", 4) == 0 || strncmp(r, "PARSE", 5) == 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_corpus_examples),
        cmocka_unit_test(test_literals),
        cmocka_unit_test(test_operators),
        cmocka_unit_test(test_operator_errors),
        cmocka_unit_test(test_short_circuit_drops_branch),
        cmocka_unit_test(test_templates),
        cmocka_unit_test(test_traversals),
        cmocka_unit_test(test_splat),
        cmocka_unit_test(test_for),
        cmocka_unit_test(test_nil_context_errors),
        cmocka_unit_test(test_functions),
        cmocka_unit_test(test_function_errors),
        cmocka_unit_test(test_unknown_and_sensitive),
        cmocka_unit_test(test_scope_and_unknown_index),
        cmocka_unit_test(test_error_ranges),
        cmocka_unit_test(test_value_ranges),
        cmocka_unit_test(test_json),
        cmocka_unit_test(test_iteration_kinds),
        cmocka_unit_test(test_depth_limit),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
