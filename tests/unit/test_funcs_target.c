/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_funcs_target.c: the functions and operators whose behaviour depends on the target
** version (runtime/base/target.h): convert(value, type) of Terraform 1.15 (with the to*
** functions' cases that Terraform's conversion tests list, rewritten here), the go-cty 1.18
** changes (comparisons with null, contains with null, merge of nulls) and Terraform 1.16's
** message changes. Each result is described as "rendering :: type" plus its marks.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "interp/console/console.h"
#include "interp/eval/eval.h"
#include "interp/funcs/funcs.h"
#include "interp/syntax/parse.h"
#include "runtime/render/render.h"
#include "runtime/value/type.h"

/* Typed unknowns and marked values the language cannot write directly. */
static const tyc_value *tv_lookup(void *ud, tyc_evalctx *ec, tyc_str name, uint32_t beg,
                                  uint32_t end)
{
    tyc_arena *a = ec->arena;
    (void)ud;
    if (tyc_str_eqz(name, "unknown"))
        return &tyc_v_dynval;
    if (tyc_str_eqz(name, "ustr"))
        return tyc_v_unknown(a, &tyc_t_string);
    if (tyc_str_eqz(name, "ubool"))
        return tyc_v_unknown(a, &tyc_t_bool);
    if (tyc_str_eqz(name, "utuple"))
        return tyc_v_unknown(a, tyc_type_tuple(a, NULL, 0));
    if (tyc_str_eqz(name, "nullstr"))
        return tyc_v_null(a, &tyc_t_string);
    if (tyc_str_eqz(name, "eph")) /* a mark other than sensitive ("boop" in Terraform's tests) */
        return tyc_v_with_marks(a, tyc_v_string(a, "a", 1, 0), TYC_MARK_EPHEMERAL);
    if (tyc_str_eqz(name, "ephnull"))
        return tyc_v_with_marks(a, tyc_v_null(a, &tyc_t_string), TYC_MARK_EPHEMERAL);
    if (tyc_str_eqz(name, "uobj")) {
        tyc_str foo = {"foo", 3};
        const tyc_type *ft = &tyc_t_string;
        const tyc_type *t = tyc_type_object(a, &foo, &ft, NULL, 1);
        return t ? tyc_v_with_marks(a, tyc_v_unknown(a, t), TYC_MARK_EPHEMERAL) : NULL;
    }
    tyc_diag_add(ec->diags, TYC_SEV_ERROR, TYCON_ERR_EVAL, ec->src, beg, end, "Unknown variable",
                 "There is no variable named %.*s.", (int)name.len, name.p);
    return NULL;
}

/* "S" / "E" / "SE" for marks m. */
static void marks_text(tyc_buf *b, uint8_t m)
{
    if (m & TYC_MARK_SENSITIVE)
        tyc_buf_addc(b, 'S');
    if (m & TYC_MARK_EPHEMERAL)
        tyc_buf_addc(b, 'E');
}

/* The rendering of v without marks, its friendly type, then [top:..] and [deep:..] marks. */
static void describe(tyc_buf *b, tyc_arena *a, const tyc_value *v)
{
    uint8_t deep = tyc_v_deep_marks(v);
    tyc_render_console(b, tyc_v_unmark_deep(a, v), 0);
    tyc_buf_addz(b, " :: ");
    tyc_type_buf_friendly(b, v->type);
    if (v->marks) {
        tyc_buf_addz(b, " [top:");
        marks_text(b, v->marks);
        tyc_buf_addc(b, ']');
    }
    if (deep & (uint8_t)~v->marks) {
        tyc_buf_addz(b, " [deep:");
        marks_text(b, deep & (uint8_t)~v->marks);
        tyc_buf_addc(b, ']');
    }
}

/* Evaluates expr under target t ("terraform@1.14"...): the description, or the first error
** as "summary | detail" (with " (+N)" when N more errors follow). */
static const char *run_at(const char *target, const char *expr)
{
    static char out[8192];
    tyc_ctx ctx;
    tyc_ctx_init(&ctx, NULL);
    tyc_arena *a = tyc_arena_new(&ctx);
    tyc_diags d;
    tyc_diags_init(&d, a);
    tyc_source src = {"<console>", expr, (uint32_t)strlen(expr), NULL};
    int st = 0;
    tyc_node *n = tyc_parse_expr(a, &src, &d, &st);
    tyc_evalctx ec;
    tyc_evalctx_init(&ec, a, &d, &src);
    if (tyc_target_parse(target, strlen(target), &ec.target) < 0 || !n) {
        snprintf(out, sizeof out, "BAD TARGET OR PARSE");
        tyc_arena_free(a);
        return out;
    }
    ec.funcs = tyc_funcs_all(&ec.nfuncs);
    ec.lookup = tv_lookup;
    const tyc_value *v = tyc_eval(&ec, n);
    tyc_buf b;
    tyc_buf_init(&b, &ctx);
    if (!v || d.nerrors) {
        const tyc_diag *g = d.head;
        tyc_buf_addf(&b, "%s | %s", g ? g->summary : "?", g && g->detail ? g->detail : "");
        if (d.nerrors > 1)
            tyc_buf_addf(&b, " (+%u)", (unsigned)(d.nerrors - 1));
    } else {
        describe(&b, a, v);
    }
    snprintf(out, sizeof out, "%s", tyc_buf_cstr(&b));
    tyc_buf_free(&b);
    tyc_arena_free(a);
    return out;
}

typedef struct tt_case {
    const char *target, *expr, *want;
} tt_case;

static void run_tt(const tt_case *c, size_t n)
{
    int bad = 0;
    for (size_t i = 0; i < n; i++) {
        const char *got = run_at(c[i].target, c[i].expr);
        if (strcmp(got, c[i].want) != 0) {
            print_error("[%s] %s\n  want: %s\n  got:  %s\n", c[i].target, c[i].expr, c[i].want,
                        got);
            bad++;
        }
    }
    assert_int_equal(bad, 0);
}

#define RUN_TT(cases) run_tt(cases, sizeof cases / sizeof cases[0])
#define TF15 "terraform@1.15"

/* convert() in Terraform 1.15: functions_test.go's two cases, then results, marks, unknowns. */
static void t_convert_values(void **state)
{
    (void)state;
    static const tt_case c[] = {
        {TF15, "convert({}, object({attr=optional(string, \"default\")}))",
         "{\n  \"attr\" = \"default\"\n} :: object"},
        {TF15, "convert({}, map(list(map(set(string)))))",
         "tomap({}) :: map of list of map of set of string"},
        {"terraform", "convert([1, \"a\"], list(string))",
         "tolist([\n  \"1\",\n  \"a\",\n]) :: list of string"},
        {TF15, "core::convert(true, string)", "\"true\" :: string"},
        {TF15, "convert(null, object({a = optional(string, \"d\")}))",
         "null /* object */ :: object"},
        {TF15, "convert(nullstr, number)", "tonumber(null) :: number"},
        {TF15, "convert({a = 1}, object({a = string, b = optional(number, 5)}))",
         "{\n  \"a\" = \"1\"\n  \"b\" = 5\n} :: object"},
        {TF15, "convert([{}, {a = 2}], list(object({a = optional(number, 5)})))[0].a",
         "5 :: number"},
        {TF15, "convert([{}, {a = 5}], set(object({a = optional(number, 5)})))",
         "toset([\n  {\n    \"a\" = 5\n  },\n]) :: set of object"},
        {TF15, "convert({k = {}}, map(object({a = optional(list(string), [\"x\"])})))[\"k\"].a",
         "tolist([\n  \"x\",\n]) :: list of string"},
        /* unknown values: an unknown of the type, optional markers removed */
        {TF15, "convert(unknown, list(string))", "(known after apply) :: list of string"},
        {TF15, "convert(ustr, bool)", "(known after apply) :: bool"},
        {TF15, "convert(uobj, object({foo = optional(string, \"x\")}))",
         "(known after apply) :: object [top:E]"},
        {TF15, "convert([ustr], list(number))", "tolist([\n  (known after apply),\n]) :: list "
                                                  "of number"},
        /* marks: every mark of the value, nested ones too, goes onto the whole result */
        {TF15, "convert({a = sensitive(1)}, map(number))",
         "tomap({\n  \"a\" = 1\n}) :: map of number [top:S]"},
        {TF15, "convert(eph, string)", "\"a\" :: string [top:E]"},
        {TF15, "convert(sensitive(unknown), string)", "(known after apply) :: string [top:S]"},
        {TF15, "convert([sensitive(\"a\"), eph], list(string))",
         "tolist([\n  \"a\",\n  \"a\",\n]) :: list of string [top:SE]"},
    };
    RUN_TT(c);
}

/* convert()'s own errors: argument decoding, then conversion (cty's messages). */
static void t_convert_errors(void **state)
{
    (void)state;
    static const tt_case c[] = {
        {TF15, "convert({a = \"x\"}, object({a = number}))",
         "Invalid function argument | Invalid value for \"value\" parameter: a number is "
         "required."},
        {TF15, "convert([1], string)", "Invalid function argument | Invalid value for \"value\" "
                                       "parameter: string required, but have tuple."},
        {TF15, "convert(\"a\", bool)", "Invalid function argument | Invalid value for \"value\" "
                                       "parameter: a bool is required."},
        {TF15, "convert(sensitive(\"a\"), number)",
         "Invalid function argument | Invalid value for \"value\" parameter: a number is "
         "required."},
        {TF15, "convert({}, object({a = string}))",
         "Invalid function argument | Invalid value for \"value\" parameter: attribute \"a\" is "
         "required."},
        {TF15, "convert(1, list(string, number))",
         "Invalid type specification | The list type constructor requires one argument "
         "specifying the element type."},
        {TF15, "convert(1, foo)",
         "Invalid type specification | The keyword \"foo\" is not a valid type specification."},
        {TF15, "convert(1, \"string\")",
         "Invalid type specification | A type specification is either a primitive type keyword "
         "(bool, number, string) or a complex type constructor call, like list(string)."},
        /* the value's errors and the type's are both reported */
        {TF15, "convert(nosuch, foo)",
         "Unknown variable | There is no variable named nosuch. (+1)"},
        /* a type from a `...` expansion is a value, not a type expression */
        {TF15, "convert([1, 2]...)",
         "Invalid type specification | A type specification is either a primitive type keyword "
         "(bool, number, string) or a complex type constructor call, like list(string)."},
        {TF15, "convert(1)", "Not enough function arguments | Function \"convert\" expects 2 "
                             "argument(s). Missing value for \"type\"."},
        {TF15, "convert(1, string, 2)",
         "Too many function arguments | Function \"convert\" expects only 2 argument(s)."},
    };
    RUN_TT(c);
}

/* Before Terraform 1.15 there is no convert (outside tycon's console). */
static void t_convert_targets(void **state)
{
    (void)state;
    static const tt_case c[] = {
        {"terraform@1.14", "convert(1, string)",
         "Call to unknown function | There is no function named \"convert\"."},
        {"terraform@1.11", "convert(1, string)",
         "Call to unknown function | There is no function named \"convert\"."},
        {"opentofu@1.11", "convert(1, string)",
         "Call to unknown function | There is no function named \"convert\"."},
        {"terraform@1.14", "core::convert(1, string)",
         "Unknown provider function | The function namespace \"core\" is not valid. Provider "
         "function calls must use the \"provider::\" namespace prefix."},
        {"terraform@1.14", "converts(1)",
         "Call to unknown function | There is no function named \"converts\"."},
        {"terraform@1.15", "converts(1)",
         "Call to unknown function | There is no function named \"converts\". Did you mean "
         "\"convert\"?"},
        {"terraform@1.16", "convert(\"1\", number)", "1 :: number"},
    };
    RUN_TT(c);
}

/* Terraform's TestTo table (internal/lang/funcs/conversion_test.go), case by case. */
static void t_to_funcs(void **state)
{
    (void)state;
    static const tt_case c[] = {
        {TF15, "tostring(\"a\")", "\"a\" :: string"},
        {TF15, "tostring(ustr)", "(known after apply) :: string"},
        {TF15, "tostring(nullstr)", "tostring(null) :: string"},
        {TF15, "tostring(null)", "tostring(null) :: string"},
        {TF15, "tostring(eph)", "\"a\" :: string [top:E]"},
        {TF15, "tostring(ephnull)", "tostring(null) :: string [top:E]"},
        {TF15, "tostring(true)", "\"true\" :: string"},
        {TF15, "tobool(\"a\")", "Invalid function argument | Invalid value for \"v\" parameter: "
                                "cannot convert \"a\" to bool; only the strings \"true\" or "
                                "\"false\" are allowed."},
        {TF15, "tobool(eph)", "Invalid function argument | Invalid value for \"v\" parameter: "
                              "cannot convert \"a\" to bool; only the strings \"true\" or "
                              "\"false\" are allowed."},
        {TF15, "tobool(sensitive(\"a\"))", "Invalid function argument | Invalid value for \"v\" "
                                           "parameter: cannot convert this sensitive string to "
                                           "bool."},
        {TF15, "tonumber(\"a\")", "Invalid function argument | Invalid value for \"v\" "
                                  "parameter: cannot convert \"a\" to number; given string must "
                                  "be a decimal representation of a number."},
        {TF15, "tonumber(eph)", "Invalid function argument | Invalid value for \"v\" "
                                "parameter: cannot convert \"a\" to number; given string must "
                                "be a decimal representation of a number."},
        {TF15, "tonumber(sensitive(\"a\"))", "Invalid function argument | Invalid value for "
                                             "\"v\" parameter: cannot convert this sensitive "
                                             "string to number."},
        {TF15, "tonumber(nullstr)", "tonumber(null) :: number"},
        {TF15, "tostring(ubool)", "(known after apply) :: string"},
        {TF15, "tobool(ustr)", "(known after apply) :: bool"},
        {TF15, "tolist([\"hello\", true])",
         "tolist([\n  \"hello\",\n  \"true\",\n]) :: list of string"},
        {TF15, "toset([\"hello\", true])",
         "toset([\n  \"hello\",\n  \"true\",\n]) :: set of string"},
        {TF15, "tomap({foo = \"hello\", bar = true})",
         "tomap({\n  \"bar\" = \"true\"\n  \"foo\" = \"hello\"\n}) :: map of string"},
        {TF15, "tomap({foo = \"hello\", bar = eph})",
         "tomap({\n  \"bar\" = \"a\"\n  \"foo\" = \"hello\"\n}) :: map of string [deep:E]"},
        {TF15, "tolist([\"hello\", eph])",
         "tolist([\n  \"hello\",\n  \"a\",\n]) :: list of string [deep:E]"},
        {TF15, "tostring([])", "Invalid function argument | Invalid value for \"v\" parameter: "
                               "cannot convert tuple to string."},
        {TF15, "tostring(utuple)", "Invalid function argument | Invalid value for \"v\" "
                                   "parameter: cannot convert tuple to string."},
        /* a target of map(string) (tomap's is map(any)) is written with convert() */
        {TF15, "tomap(uobj)", "(known after apply) :: map of dynamic [top:E]"},
        {TF15, "convert(uobj, map(string))", "(known after apply) :: map of string [top:E]"},
        {TF15, "convert({foo = \"hello\", bar = sensitive(\"world\")}, map(string))",
         "tomap({\n  \"bar\" = \"world\"\n  \"foo\" = \"hello\"\n}) :: map of string [top:S]"},
    };
    RUN_TT(c);
}

/* go-cty 1.18.0 (Terraform 1.15): a comparison with null keeps only top-level marks. */
static void t_null_compare(void **state)
{
    (void)state;
    static const tt_case c[] = {
        {"terraform@1.14", "{a = sensitive(1)} == null", "false :: bool [top:S]"},
        {TF15, "{a = sensitive(1)} == null", "false :: bool"},
        {TF15, "null != {a = sensitive(1)}", "true :: bool"},
        {TF15, "[eph] == null", "false :: bool"},
        {"terraform@1.14", "[eph] == null", "false :: bool [top:E]"},
        {TF15, "sensitive({a = 1}) == null", "false :: bool [top:S]"},
        {TF15, "{a = sensitive(1)} == {a = 1}", "true :: bool [top:S]"},
        {TF15, "sensitive(null) == null", "true :: bool [top:S]"},
        {"opentofu@1.11", "{a = sensitive(1)} == null", "false :: bool [top:S]"},
    };
    RUN_TT(c);
}

/* go-cty 1.18.1 (Terraform 1.16): contains() accepts a null value; merge() of null objects. */
static void t_contains_merge(void **state)
{
    (void)state;
    static const tt_case c[] = {
        {TF15, "contains([\"a\", null], null)", "Invalid function argument | Invalid value for "
                                                "\"value\" parameter: argument must not be "
                                                "null."},
        /* a literal null has no type: cty's dynamic-type rule makes the call unknown
        ** (go-cty v1.18.1 cty/function/function.go:178); a typed null is compared */
        {"terraform@1.16", "contains([\"a\", null], null)", "(known after apply) :: dynamic"},
        {"terraform@1.16", "contains([\"a\", null], tostring(null))", "true :: bool"},
        {"terraform@1.16", "contains([\"a\", \"b\"], tostring(null))", "false :: bool"},
        {"terraform@1.16", "contains([], tostring(null))", "false :: bool"},
        {"terraform@1.16", "contains(toset([\"a\"]), tostring(null))", "false :: bool"},
        {"terraform@1.16", "contains([ustr], null)", "(known after apply) :: dynamic"},
        {"terraform@1.16", "merge(true ? null : {a = 1}, true ? null : {a = 1})",
         "{} :: object"},
        {"terraform@1.16", "merge(true ? null : {a = 1}, {b = 2})",
         "{\n  \"b\" = 2\n} :: object"},
    };
    RUN_TT(c);
}

/* Terraform 1.16's corrected textdecodebase64 message. */
static void t_messages_116(void **state)
{
    (void)state;
    static const tt_case c[] = {
        {TF15, "textdecodebase64(\"dGVzdA=\", \"UTF-8\")",
         "Invalid function argument | Invalid value for \"source\" parameter: the given value "
         "is has an invalid base64 symbol at offset 7."},
        {"terraform@1.16", "textdecodebase64(\"dGVzdA=\", \"UTF-8\")",
         "Invalid function argument | Invalid value for \"source\" parameter: the given value "
         "has an invalid base64 symbol at offset 7."},
    };
    RUN_TT(c);
}

/* The console under target t: input in, the first line of its output (or of its errors
** after "Error: "). */
static const char *console_at(const char *target, const char *in)
{
    static char out[4096];
    tyc_ctx ctx;
    tyc_ctx_init(&ctx, NULL);
    tyc_console_opts o = {0};
    const char *so, *se, *sl;
    assert_int_equal(tyc_target_parse(target, strlen(target), &o.target), 0);
    tyc_console *s = tyc_console_new(&ctx, &o, &so, &se, &sl);
    assert_non_null(s);
    const char *r = NULL, *e = NULL;
    int st = tyc_console_eval(s, in, strlen(in), &r, &e);
    const char *text = st == TYCON_OK ? r : e;
    const char *at = st == TYCON_OK ? text : strstr(text, "Error: ");
    at = at ? at : text;
    size_t len = strcspn(at, "\n");
    /* an error: its summary line and the detail's first line */
    if (st != TYCON_OK) {
        const char *d = strstr(at, "available)\n\n");
        size_t dl = d ? strcspn(d + 12, "\n") : 0;
        snprintf(out, sizeof out, "%.*s | %.*s", (int)len, at, (int)dl, d ? d + 12 : "");
    } else {
        snprintf(out, sizeof out, "%s", at);
    }
    tyc_console_free(s);
    return out;
}

/* The console: tycon's own convert before Terraform 1.15 (defaults, then conversion; type
** keywords hidden from the reference checks), Terraform's from 1.15 on; `caller` (1.16);
** references to actions (1.13 and later). */
static void t_console_targets(void **state)
{
    (void)state;
    static const tt_case c[] = {
        {"terraform@1.14", "convert({a = 1}, object({a = string, b = optional(number, 5)})).b",
         "5"},
        {TF15, "convert({a = 1}, object({a = string, b = optional(number, 5)})).b", "5"},
        {"terraform@1.11", "convert([1], list(string))[0]", "\"1\""},
        {"terraform@1.14", "string", "Error: Invalid reference | A reference to a resource type "
                                     "must be followed by at least one attribute"},
        {TF15, "string", "Error: Unknown variable | There is no variable named \"string\"."},
        {TF15, "any.x", "Error: Reference to undeclared resource | A managed resource \"any\" "
                        "\"x\" has not been declared in the root module."},
        {TF15, "convert(1, list(strin))", "Error: Invalid reference | A reference to a resource "
                                          "type must be followed by at least one attribute"},
        {TF15, "caller.id", "Error: Reference to undeclared resource | A managed resource "
                            "\"caller\" \"id\" has not been declared in the root module."},
        {"terraform@1.16", "caller.id", "Error: Invalid \"caller\" reference | The \"caller\" "
                                        "object is not available in this context. This object "
                                        "can be used"},
        {"terraform@1.16", "contains([null], null)", "(known after apply)"},
        {"terraform@1.16", "contains([null], tostring(null))", "true"},
        {"terraform@1.12", "action.a.b", "Error: Reference to undeclared resource | A managed "
                                         "resource \"action\" \"a\" has not been declared in the "
                                         "root module."},
        {"terraform@1.14", "action.a", "Error: Invalid reference | The \"action\" object must be "
                                       "followed by two attribute names: the action type"},
        {"terraform@1.14", "action.a[0]", "Error: Invalid reference | A reference to an action "
                                          "must be followed by at least one attribute access,"},
        {"terraform@1.14", "action.a.b", "Error: Invalid reference | Actions can not be "
                                         "referenced in this context. They can only be "
                                         "referenced"},
        {TF15, "action.a.b[0].c", "Error: Invalid reference | Actions can not be referenced in "
                                  "this context. They can only be referenced"},
        {"terraform@1.16", "action.a.b[0].c", "Error: Unexpected attribute in action reference "
                                              "| Actions have no referenceable attributes."},
    };
    int bad = 0;
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        const char *got = console_at(c[i].target, c[i].expr);
        if (strcmp(got, c[i].want) != 0) {
            print_error("[%s] %s\n  want: %s\n  got:  %s\n", c[i].target, c[i].expr,
                        c[i].want, got);
            bad++;
        }
    }
    assert_int_equal(bad, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(t_convert_values), cmocka_unit_test(t_convert_errors),
        cmocka_unit_test(t_convert_targets), cmocka_unit_test(t_to_funcs),
        cmocka_unit_test(t_null_compare), cmocka_unit_test(t_contains_merge),
        cmocka_unit_test(t_messages_116), cmocka_unit_test(t_console_targets),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
