/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_typeexpr.c: hcl ext/typeexpr in C: every diagnostic of semantics.md §1.4 with exact
** detail and byte ranges, TypeString and JSON of accepted types, optional markers, and the
** defaults trees of §1.5. Sources are parsed with tyc_parse_expr.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/num/num.h"
#include "interp/syntax/parse.h"
#include "runtime/base/str.h"
#include "interp/typeexpr/typeexpr.h"

#define TE_VARIABLE 99 /* pseudo-mode: tyc_typeexpr_variable */

typedef struct te_result {
    char type[2048];   /* TypeString */
    char json[2048];   /* cty JSON type (optional markers shown) */
    char diags[4096];  /* "summary|detail|beg-end|cbeg-cend" lines */
    char dflt[4096];   /* the defaults tree, or "nil" */
    uint32_t nerrors;
    int parsed;
} te_result;

static void te_copy(char *dst, size_t cap, tyc_buf *b)
{
    snprintf(dst, cap, "%s", tyc_buf_cstr(b));
    b->len = 0;
}

static void te_value(tyc_buf *b, const tyc_value *v);

static void te_value_list(tyc_buf *b, const tyc_value *v, char open, char close, int keyed)
{
    tyc_buf_addc(b, open);
    for (uint32_t i = 0; i < v->n; i++) {
        if (i)
            tyc_buf_addc(b, ',');
        if (keyed) {
            tyc_str k = v->type->kind == TYC_MAP ? tyc_v_keys(v)[i] : v->type->names[i];
            tyc_buf_addstr(b, k);
            tyc_buf_addc(b, '=');
        }
        te_value(b, v->u.elems[i]);
    }
    tyc_buf_addc(b, close);
}

/* A compact rendering of values for the tests: null, ?, "s", 1.5, true, [..], {k=v}. */
static void te_value(tyc_buf *b, const tyc_value *v)
{
    if (tyc_v_is_unknown(v)) {
        tyc_buf_addc(b, '?');
        return;
    }
    if (tyc_v_is_null(v)) {
        tyc_buf_addz(b, "null");
        return;
    }
    switch (v->type->kind) {
    case TYC_STRING: tyc_buf_goquote(b, v->u.s, v->n); break;
    case TYC_NUMBER: tyc_num_buf_text(b, TYC_V_NUM(v)); break;
    case TYC_BOOL: tyc_buf_addz(b, v->u.b ? "true" : "false"); break;
    case TYC_LIST: case TYC_SET: case TYC_TUPLE: te_value_list(b, v, '[', ']', 0); break;
    default: te_value_list(b, v, '{', '}', 1); break;
    }
}

/* {T=<json type> V[name=<json type>:<value>,...] K[key:<node>,...]} */
static void te_defaults(tyc_buf *b, const tyc_defaults *d)
{
    if (!d) {
        tyc_buf_addz(b, "nil");
        return;
    }
    tyc_buf_addz(b, "{T=");
    tyc_type_buf_json(b, d->type);
    if (d->nvals) {
        tyc_buf_addz(b, " V[");
        for (uint32_t i = 0; i < d->nvals; i++) {
            if (i)
                tyc_buf_addc(b, ',');
            tyc_buf_addstr(b, d->val_names[i]);
            tyc_buf_addc(b, '=');
            tyc_type_buf_json(b, d->vals[i]->type);
            tyc_buf_addc(b, ':');
            te_value(b, d->vals[i]);
        }
        tyc_buf_addc(b, ']');
    }
    if (d->nkids) {
        tyc_buf_addz(b, " K[");
        for (uint32_t i = 0; i < d->nkids; i++) {
            if (i)
                tyc_buf_addc(b, ',');
            tyc_buf_addc(b, '"');
            tyc_buf_addstr(b, d->kid_keys[i]);
            tyc_buf_addz(b, "\":");
            te_defaults(b, d->kids[i]);
        }
        tyc_buf_addc(b, ']');
    }
    tyc_buf_addc(b, '}');
}

static void te_diags(tyc_buf *b, const tyc_diags *d)
{
    for (const tyc_diag *g = d->head; g; g = g->next) {
        tyc_buf_addf(b, "%s|%s|%u-%u", g->summary, g->detail, (unsigned)g->subject.beg,
                     (unsigned)g->subject.end);
        if (g->context.src)
            tyc_buf_addf(b, "|%u-%u", (unsigned)g->context.beg, (unsigned)g->context.end);
        tyc_buf_addc(b, '\n');
    }
}

/* Parses text, reads it in mode (TYC_TE_* or TE_VARIABLE) and fills *r. */
static void te_run(const char *text, int mode, te_result *r)
{
    tyc_ctx ctx;
    tyc_arena *a;
    tyc_diags d;
    tyc_source src = {"type.tf", text, (uint32_t)strlen(text)};
    tyc_node *n;
    int status = 0;
    const tyc_type *t;
    const tyc_defaults *dflt = NULL;
    tyc_buf b;

    memset(r, 0, sizeof *r);
    tyc_ctx_init(&ctx, NULL);
    a = tyc_arena_new(&ctx);
    tyc_diags_init(&d, a);
    tyc_buf_init(&b, &ctx);
    n = tyc_parse_expr(a, &src, &d, &status);
    if (!n) {
        te_diags(&b, &d);
        snprintf(r->diags, sizeof r->diags, "PARSE ERROR: %s", tyc_buf_cstr(&b));
        tyc_buf_free(&b);
        tyc_arena_free(a);
        return;
    }
    r->parsed = 1;
    if (mode == TE_VARIABLE)
        t = tyc_typeexpr_variable(a, &src, n, &dflt, &d);
    else
        t = tyc_typeexpr(a, &src, n, mode, &dflt, &d);
    if (t) {
        tyc_type_buf_string(&b, t);
        te_copy(r->type, sizeof r->type, &b);
        tyc_type_buf_json(&b, t);
        te_copy(r->json, sizeof r->json, &b);
    }
    te_diags(&b, &d);
    te_copy(r->diags, sizeof r->diags, &b);
    te_defaults(&b, dflt);
    te_copy(r->dflt, sizeof r->dflt, &b);
    r->nerrors = d.nerrors;
    tyc_buf_free(&b);
    tyc_arena_free(a);
}

#define IT "Invalid type specification|"
#define D_LIST "The list type constructor requires one argument specifying the element type."
#define D_SET "The set type constructor requires one argument specifying the element type."
#define D_MAP "The map type constructor requires one argument specifying the element type."
#define D_OBJECT "The object type constructor requires one argument specifying the attribute " \
    "types and values as a map."
#define D_TUPLE "The tuple type constructor requires one argument specifying the element " \
    "types as a list."
#define D_GENERIC "A type specification is either a primitive type keyword (bool, number, " \
    "string) or a complex type constructor call, like list(string)."
#define D_OPT_OUTSIDE "Keyword \"optional\" is valid only as a modifier for object type attributes."
#define D_BADKEY "Object constructor map keys must be attribute names."
#define D_DUPKEY "Object constructor map keys must be unique."
#define D_DEFAULT "Invalid default value for optional attribute|This default value is not " \
    "compatible with the attribute's type constraint: "

/* Reads src in mode; checks the TypeString and the exact diagnostics. */
#define CHECK(src, mode, want_type, want_diags)                                                  \
    do {                                                                                         \
        te_result r_;                                                                            \
        te_run((src), (mode), &r_);                                                              \
        assert_true(r_.parsed);                                                                  \
        assert_string_equal(r_.diags, (want_diags));                                             \
        assert_string_equal(r_.type, (want_type));                                               \
    } while (0)

/* Checks the cty JSON type (optional markers shown) and the defaults tree, no diagnostics. */
#define CHECK_DEFAULTS(src, want_json, want_dflt)                                                \
    do {                                                                                         \
        te_result r_;                                                                            \
        te_run((src), TYC_TE_DEFAULTS, &r_);                                                     \
        assert_true(r_.parsed);                                                                  \
        assert_string_equal(r_.diags, "");                                                       \
        assert_string_equal(r_.json, (want_json));                                               \
        assert_string_equal(r_.dflt, (want_dflt));                                               \
    } while (0)

static void test_primitives(void **state)
{
    (void)state;
    CHECK("string", TYC_TE_EXACT, "string", "");
    CHECK("number", TYC_TE_EXACT, "number", "");
    CHECK("bool", TYC_TE_EXACT, "bool", "");
    CHECK("any", TYC_TE_CONSTRAINT, "any", "");
    CHECK("  string  ", TYC_TE_DEFAULTS, "string", "");
}

static void test_type_strings(void **state)
{
    (void)state;
    CHECK("list(string)", TYC_TE_EXACT, "list(string)", "");
    CHECK("map(set(tuple([string, number])))", TYC_TE_EXACT, "map(set(tuple([string,number])))",
          "");
    CHECK("object({})", TYC_TE_EXACT, "object({})", "");
    CHECK("tuple([])", TYC_TE_EXACT, "tuple([])", "");
    CHECK("list(string...)", TYC_TE_EXACT, "list(string)", "");
    CHECK("list(\n  string\n)", TYC_TE_EXACT, "list(string)", "");
    CHECK("object({b = number, a = list(any)})", TYC_TE_CONSTRAINT,
          "object({a=list(any),b=number})", "");
    CHECK("object({\n  a = string\n  b : number,\n})", TYC_TE_EXACT,
          "object({a=string,b=number})", "");
    CHECK("object({foo-bar = string, _x = number, true = bool, null = any})", TYC_TE_CONSTRAINT,
          "object({_x=number,foo-bar=string,null=any,true=bool})", "");
    CHECK("tuple([list(any), object({x = set(bool)})])", TYC_TE_DEFAULTS,
          "tuple([list(any),object({x=set(bool)})])", "");
}

static void test_optional_markers(void **state)
{
    te_result r;
    (void)state;
    te_run("list(object({b = number, a = optional(string)}))", TYC_TE_CONSTRAINT, &r);
    assert_string_equal(r.diags, "");
    assert_string_equal(r.type, "list(object({a=string,b=number}))");
    assert_string_equal(r.json, "[\"list\",[\"object\",{\"a\":\"string\",\"b\":\"number\"},[\"a\"]]]");
    assert_string_equal(r.dflt, "nil");

    te_run("object({a = optional(object({b = optional(number, 1)})), c = optional(any)})",
           TYC_TE_DEFAULTS, &r);
    assert_string_equal(r.diags, "");
    assert_string_equal(r.json, "[\"object\",{\"a\":[\"object\",{\"b\":\"number\"},[\"b\"]],"
                                "\"c\":\"dynamic\"},[\"a\",\"c\"]]");

    /* exact mode: the attribute is added with its inner type and is not optional */
    te_run("object({a=optional(string)})", TYC_TE_EXACT, &r);
    assert_string_equal(r.diags, IT "Optional attribute modifier is only for type constraints, "
                                    "not for exact types.|10-18|10-26\n");
    assert_string_equal(r.json, "[\"object\",{\"a\":\"string\"}]");

    /* constraint mode: a default is an error and the attribute is not optional */
    te_run("object({a=optional(string,\"x\")})", TYC_TE_CONSTRAINT, &r);
    assert_string_equal(r.diags, IT "Optional attribute modifier expects only one argument: the "
                                    "attribute type.|18-30|10-30\n");
    assert_string_equal(r.json, "[\"object\",{\"a\":\"string\"}]");
    assert_string_equal(r.dflt, "nil");

    /* defaults mode: three arguments */
    te_run("object({a = optional(string, \"a\", \"b\")})", TYC_TE_DEFAULTS, &r);
    assert_string_equal(r.diags, IT "Optional attribute modifier expects at most two arguments: "
                                    "the attribute type, and a default value.|20-38|12-38\n");
    assert_string_equal(r.json, "[\"object\",{\"a\":\"string\"}]");
}

static void test_bare_constructors(void **state)
{
    (void)state;
    CHECK("list", TYC_TE_CONSTRAINT, "any", IT D_LIST "|0-4\n");
    CHECK("set", TYC_TE_CONSTRAINT, "any", IT D_SET "|0-3\n");
    CHECK("map", TYC_TE_EXACT, "any", IT D_MAP "|0-3\n");
    CHECK("object", TYC_TE_DEFAULTS, "any", IT D_OBJECT "|0-6\n");
    CHECK("tuple", TYC_TE_DEFAULTS, "any", IT D_TUPLE "|0-5\n");
    CHECK("map(list)", TYC_TE_DEFAULTS, "map(any)", IT D_LIST "|4-8\n");
}

static void test_keywords(void **state)
{
    (void)state;
    CHECK("any", TYC_TE_EXACT, "any",
          IT "The keyword \"any\" cannot be used in this type specification: an exact type is "
             "required.|0-3\n");
    CHECK("list(any)", TYC_TE_EXACT, "list(any)",
          IT "The keyword \"any\" cannot be used in this type specification: an exact type is "
             "required.|5-8\n");
    CHECK("foo", TYC_TE_CONSTRAINT, "any",
          IT "The keyword \"foo\" is not a valid type specification.|0-3\n");
    CHECK("null", TYC_TE_CONSTRAINT, "any",
          IT "The keyword \"null\" is not a valid type specification.|0-4\n");
    CHECK("true", TYC_TE_CONSTRAINT, "any",
          IT "The keyword \"true\" is not a valid type specification.|0-4\n");
    CHECK("optional", TYC_TE_DEFAULTS, "any",
          IT "The keyword \"optional\" is not a valid type specification.|0-8\n");
    CHECK("String", TYC_TE_EXACT, "any",
          IT "The keyword \"String\" is not a valid type specification.|0-6\n");
    CHECK("list(strin)", TYC_TE_EXACT, "list(any)",
          IT "The keyword \"strin\" is not a valid type specification.|5-10\n");
}

static void test_generic_shape(void **state)
{
    (void)state;
    CHECK("\"string\"", TYC_TE_CONSTRAINT, "any", IT D_GENERIC "|0-8\n");
    CHECK("1", TYC_TE_CONSTRAINT, "any", IT D_GENERIC "|0-1\n");
    CHECK("[string]", TYC_TE_CONSTRAINT, "any", IT D_GENERIC "|0-8\n");
    CHECK("{a=string}", TYC_TE_CONSTRAINT, "any", IT D_GENERIC "|0-10\n");
    CHECK("string.foo", TYC_TE_CONSTRAINT, "any", IT D_GENERIC "|0-10\n");
    CHECK("(string)", TYC_TE_CONSTRAINT, "any", IT D_GENERIC "|0-8\n");
    CHECK("list((string))", TYC_TE_CONSTRAINT, "list(any)", IT D_GENERIC "|5-13\n");
    CHECK("object({a=string}).a", TYC_TE_CONSTRAINT, "any", IT D_GENERIC "|0-20\n");
}

static void test_call_arguments(void **state)
{
    (void)state;
    CHECK("string()", TYC_TE_EXACT, "any",
          IT "Primitive type keyword \"string\" does not expect arguments.|6-8\n");
    CHECK("number(1)", TYC_TE_EXACT, "any",
          IT "Primitive type keyword \"number\" does not expect arguments.|6-9\n");
    CHECK("bool(x, y)", TYC_TE_EXACT, "any",
          IT "Primitive type keyword \"bool\" does not expect arguments.|4-10\n");
    CHECK("any()", TYC_TE_CONSTRAINT, "any",
          IT "Type constraint keyword \"any\" does not expect arguments.|3-5\n");
    CHECK("any(string)", TYC_TE_EXACT, "any",
          IT "Type constraint keyword \"any\" does not expect arguments.|3-11\n");
}

static void test_arity(void **state)
{
    (void)state;
    CHECK("list()", TYC_TE_CONSTRAINT, "any", IT D_LIST "|4-6|4-6\n");
    CHECK("list(string, number)", TYC_TE_CONSTRAINT, "any", IT D_LIST "|13-19|4-20\n");
    CHECK("map(a, b, c)", TYC_TE_CONSTRAINT, "any", IT D_MAP "|7-11|3-12\n");
    CHECK("set()", TYC_TE_CONSTRAINT, "any", IT D_SET "|3-5|3-5\n");
    CHECK("object()", TYC_TE_CONSTRAINT, "any", IT D_OBJECT "|6-8|6-8\n");
    CHECK("object({}, {})", TYC_TE_CONSTRAINT, "any", IT D_OBJECT "|11-13|6-14\n");
    CHECK("tuple()", TYC_TE_CONSTRAINT, "any", IT D_TUPLE "|5-7|5-7\n");
    CHECK("tuple([], [string])", TYC_TE_CONSTRAINT, "any", IT D_TUPLE "|10-18|5-19\n");
}

static void test_object_errors(void **state)
{
    (void)state;
    CHECK("object([string])", TYC_TE_CONSTRAINT, "any",
          IT "Object type constructor requires a map whose keys are attribute names and whose "
             "values are the corresponding attribute types.|7-15|0-16\n");
    CHECK("object({\"a\"=string})", TYC_TE_CONSTRAINT, "object({})", IT D_BADKEY "|8-11|0-20\n");
    CHECK("object({(a)=string, b=bool})", TYC_TE_CONSTRAINT, "object({b=bool})",
          IT D_BADKEY "|8-11|0-28\n");
    CHECK("object({1=string})", TYC_TE_CONSTRAINT, "object({})", IT D_BADKEY "|8-9|0-18\n");
    CHECK("object({a.b=string})", TYC_TE_CONSTRAINT, "object({})", IT D_BADKEY "|8-11|0-20\n");
    CHECK("object({a=string,a=number})", TYC_TE_CONSTRAINT, "object({a=string})",
          IT D_DUPKEY "|17-18|0-27\n");
    CHECK("object({a=string,a=number,a=bool})", TYC_TE_CONSTRAINT, "object({a=string})",
          IT D_DUPKEY "|17-18|0-34\n" IT D_DUPKEY "|26-27|0-34\n");
    /* optional() is skipped, so it does not claim its name */
    CHECK("object({a=optional(), a=bool})", TYC_TE_CONSTRAINT, "object({a=bool})",
          IT "Optional attribute modifier requires the attribute type as its argument."
             "|18-20|10-20\n");
    CHECK("object({a=nope, b=list})", TYC_TE_CONSTRAINT, "object({a=any,b=any})",
          IT "The keyword \"nope\" is not a valid type specification.|10-14\n" IT D_LIST
             "|18-22\n");
}

static void test_tuple_errors(void **state)
{
    (void)state;
    CHECK("tuple({a=string})", TYC_TE_CONSTRAINT, "any",
          IT "Tuple type constructor requires a list of element types.|6-16|0-17\n");
    CHECK("tuple([set, number])", TYC_TE_CONSTRAINT, "tuple([any,number])",
          IT D_SET "|7-10\n");
}

static void test_optional_outside(void **state)
{
    (void)state;
    CHECK("optional(string)", TYC_TE_DEFAULTS, "any", IT D_OPT_OUTSIDE "|0-8\n");
    CHECK("list(optional(string))", TYC_TE_DEFAULTS, "list(any)", IT D_OPT_OUTSIDE "|5-13\n");
    CHECK("tuple([optional(string)])", TYC_TE_CONSTRAINT, "tuple([any])",
          IT D_OPT_OUTSIDE "|7-15\n");
    CHECK("map(optional(string,\"x\"))", TYC_TE_DEFAULTS, "map(any)", IT D_OPT_OUTSIDE "|4-12\n");
    CHECK("object({a=list(optional(string))})", TYC_TE_DEFAULTS, "object({a=list(any)})",
          IT D_OPT_OUTSIDE "|15-23\n");
}

static void test_unknown_constructor(void **state)
{
    (void)state;
    CHECK("shwoop(string)", TYC_TE_CONSTRAINT, "any",
          IT "Keyword \"shwoop\" is not a valid type constructor.|0-14\n");
    CHECK("shwoop()", TYC_TE_CONSTRAINT, "any",
          IT "Keyword \"shwoop\" is not a valid type constructor.|0-8\n");
    CHECK("list(array(string))", TYC_TE_CONSTRAINT, "list(any)",
          IT "Keyword \"array\" is not a valid type constructor.|5-18\n");
}

static void test_optional_no_args(void **state)
{
    (void)state;
    CHECK("object({a=optional()})", TYC_TE_DEFAULTS, "object({})",
          IT "Optional attribute modifier requires the attribute type as its argument."
             "|18-20|10-20\n");
    CHECK("object({a = optional( ), b = string})", TYC_TE_EXACT, "object({b=string})",
          IT "Optional attribute modifier requires the attribute type as its argument."
             "|20-23|12-23\n");
}

static void test_default_not_convertible(void **state)
{
    te_result r;
    (void)state;
    te_run("object({a=optional(number,\"x\")})", TYC_TE_DEFAULTS, &r);
    assert_string_equal(r.diags, D_DEFAULT "a number is required.|26-29\n");
    /* the attribute stays optional, without a default */
    assert_string_equal(r.json, "[\"object\",{\"a\":\"number\"},[\"a\"]]");
    assert_string_equal(r.dflt, "nil");

    te_run("object({a=optional(number,true)})", TYC_TE_DEFAULTS, &r);
    assert_string_equal(r.diags, D_DEFAULT "number required, but have bool.|26-30\n");

    te_run("object({a=optional(object({b=number}),{})})", TYC_TE_DEFAULTS, &r);
    assert_string_equal(r.diags, D_DEFAULT "attribute \"b\" is required.|38-40\n");

    /* a value error inside a collection: the message has no path prefix */
    te_run("object({a=optional(list(number),[1,\"x\"])})", TYC_TE_DEFAULTS, &r);
    assert_string_equal(r.diags, D_DEFAULT "a number is required.|32-39\n");
}

static void test_default_eval_error(void **state)
{
    te_result r;
    (void)state;
    te_run("object({a=optional(number,var.x), b=optional(string,upper(\"x\"))})",
           TYC_TE_DEFAULTS, &r);
    assert_int_equal(r.nerrors, 2);
    assert_non_null(strstr(r.diags, "Variables not allowed|"));
    assert_non_null(strstr(r.diags, "Function calls not allowed|"));
    /* neither attribute is optional */
    assert_string_equal(r.json, "[\"object\",{\"a\":\"number\",\"b\":\"string\"}]");
    assert_string_equal(r.dflt, "nil");
}

static void test_defaults_values(void **state)
{
    (void)state;
    CHECK_DEFAULTS("object({a = optional(number, 1+2)})", "[\"object\",{\"a\":\"number\"},[\"a\"]]",
                   "{T=[\"object\",{\"a\":\"number\"},[\"a\"]] V[a=\"number\":3]}");
    CHECK_DEFAULTS("object({a = optional(map(string), {x=1})})",
                   "[\"object\",{\"a\":[\"map\",\"string\"]},[\"a\"]]",
                   "{T=[\"object\",{\"a\":[\"map\",\"string\"]},[\"a\"]] "
                   "V[a=[\"map\",\"string\"]:{x=\"1\"}]}");
    CHECK_DEFAULTS("object({a = optional(set(string), [\"b\",\"a\",\"b\"])})",
                   "[\"object\",{\"a\":[\"set\",\"string\"]},[\"a\"]]",
                   "{T=[\"object\",{\"a\":[\"set\",\"string\"]},[\"a\"]] "
                   "V[a=[\"set\",\"string\"]:[\"a\",\"b\"]]}");
    CHECK_DEFAULTS("object({a = optional(list(object({r=string,o=optional(string)})), [])})",
                   "[\"object\",{\"a\":[\"list\",[\"object\",{\"o\":\"string\",\"r\":\"string\"},"
                   "[\"o\"]]]},[\"a\"]]",
                   "{T=[\"object\",{\"a\":[\"list\",[\"object\",{\"o\":\"string\",\"r\":\"string\"},"
                   "[\"o\"]]]},[\"a\"]] V[a=[\"list\",[\"object\",{\"o\":\"string\",\"r\":\"string\"}"
                   "]]:[]]}");
    CHECK_DEFAULTS("object({a = optional(any, {x=1})})",
                   "[\"object\",{\"a\":\"dynamic\"},[\"a\"]]",
                   "{T=[\"object\",{\"a\":\"dynamic\"},[\"a\"]] "
                   "V[a=[\"object\",{\"x\":\"number\"}]:{x=1}]}");
    CHECK_DEFAULTS("object({a = optional(string, null)})",
                   "[\"object\",{\"a\":\"string\"},[\"a\"]]",
                   "{T=[\"object\",{\"a\":\"string\"},[\"a\"]] V[a=\"string\":null]}");
}

static void test_defaults_tree(void **state)
{
    (void)state;
    /* nested defaults are not folded into the parent's default */
    CHECK_DEFAULTS("object({a=optional(object({b=optional(number,5)}), {})})",
                   "[\"object\",{\"a\":[\"object\",{\"b\":\"number\"},[\"b\"]]},[\"a\"]]",
                   "{T=[\"object\",{\"a\":[\"object\",{\"b\":\"number\"},[\"b\"]]},[\"a\"]] "
                   "V[a=[\"object\",{\"b\":\"number\"}]:{b=null}] "
                   "K[\"a\":{T=[\"object\",{\"b\":\"number\"},[\"b\"]] V[b=\"number\":5]}]}");
    /* no default anywhere: nil */
    CHECK_DEFAULTS("map(list(object({a=string, b=optional(number)})))",
                   "[\"map\",[\"list\",[\"object\",{\"a\":\"string\",\"b\":\"number\"},[\"b\"]]]]",
                   "nil");
    /* collections: one child under "" */
    CHECK_DEFAULTS("list(object({a=optional(number,1)}))",
                   "[\"list\",[\"object\",{\"a\":\"number\"},[\"a\"]]]",
                   "{T=[\"list\",[\"object\",{\"a\":\"number\"},[\"a\"]]] "
                   "K[\"\":{T=[\"object\",{\"a\":\"number\"},[\"a\"]] V[a=\"number\":1]}]}");
    /* values and children sorted by name */
    CHECK_DEFAULTS("object({z=optional(number,1), m=object({q=optional(bool,true)}), "
                   "a=optional(string,\"x\"), b=optional(bool)})",
                   "[\"object\",{\"a\":\"string\",\"b\":\"bool\",\"m\":[\"object\",{\"q\":\"bool\"},"
                   "[\"q\"]],\"z\":\"number\"},[\"a\",\"b\",\"z\"]]",
                   "{T=[\"object\",{\"a\":\"string\",\"b\":\"bool\",\"m\":[\"object\",{\"q\":\"bool\"},"
                   "[\"q\"]],\"z\":\"number\"},[\"a\",\"b\",\"z\"]] V[a=\"string\":\"x\",z=\"number\":1] "
                   "K[\"m\":{T=[\"object\",{\"q\":\"bool\"},[\"q\"]] V[q=\"bool\":true]}]}");
}

static void test_defaults_tuple(void **state)
{
    (void)state;
    /* tuple children keyed by index, sorted byte-wise ("10" before "2") */
    CHECK_DEFAULTS("tuple([bool, bool, object({a=optional(bool,true)}), bool, bool, bool, bool, "
                   "bool, bool, bool, object({a=optional(bool,false)})])",
                   "[\"tuple\",[\"bool\",\"bool\",[\"object\",{\"a\":\"bool\"},[\"a\"]],\"bool\","
                   "\"bool\",\"bool\",\"bool\",\"bool\",\"bool\",\"bool\",[\"object\",{\"a\":\"bool\"},"
                   "[\"a\"]]]]",
                   "{T=[\"tuple\",[\"bool\",\"bool\",[\"object\",{\"a\":\"bool\"},[\"a\"]],\"bool\","
                   "\"bool\",\"bool\",\"bool\",\"bool\",\"bool\",\"bool\",[\"object\",{\"a\":\"bool\"},"
                   "[\"a\"]]]] K[\"10\":{T=[\"object\",{\"a\":\"bool\"},[\"a\"]] V[a=\"bool\":false]},"
                   "\"2\":{T=[\"object\",{\"a\":\"bool\"},[\"a\"]] V[a=\"bool\":true]}]}");
    CHECK_DEFAULTS("tuple([string, object({a=optional(string)})])",
                   "[\"tuple\",[\"string\",[\"object\",{\"a\":\"string\"},[\"a\"]]]]", "nil");
}

static void test_defaults_only_in_defaults_mode(void **state)
{
    te_result r;
    (void)state;
    te_run("object({a=optional(string)})", TYC_TE_CONSTRAINT, &r);
    assert_string_equal(r.diags, "");
    assert_string_equal(r.dflt, "nil");
    assert_string_equal(r.json, "[\"object\",{\"a\":\"string\"},[\"a\"]]");
}

static void test_variable(void **state)
{
    te_result r;
    (void)state;
    CHECK("list", TE_VARIABLE, "list(any)", "");
    CHECK("map", TE_VARIABLE, "map(any)", "");
    CHECK("set", TE_VARIABLE, "any", IT D_SET "|0-3\n");
    CHECK("list(list)", TE_VARIABLE, "list(any)", IT D_LIST "|5-9\n");
    CHECK("any", TE_VARIABLE, "any", "");
    CHECK("\"string\"", TE_VARIABLE, "any", IT D_GENERIC "|0-8\n");
    te_run("list(object({a=optional(number,1)}))", TE_VARIABLE, &r);
    assert_string_equal(r.diags, "");
    assert_string_equal(r.dflt, "{T=[\"list\",[\"object\",{\"a\":\"number\"},[\"a\"]]] "
                                "K[\"\":{T=[\"object\",{\"a\":\"number\"},[\"a\"]] V[a=\"number\":1]}]}");
}

static void test_error_order(void **state)
{
    (void)state;
    /* diagnostics come in source order: eval of the default, the type, the conversion */
    CHECK("object({a=optional(list, \"x\"), b=set})", TYC_TE_DEFAULTS, "object({a=any,b=any})",
          IT D_LIST "|19-23\n" IT D_SET "|33-36\n");
    CHECK("object({a=optional(number, \"x\"), b=foo})", TYC_TE_DEFAULTS,
          "object({a=number,b=any})",
          D_DEFAULT "a number is required.|27-30\n"
          IT "The keyword \"foo\" is not a valid type specification.|35-38\n");
}

/* An allocator that fails every request after `left` more succeed. */
typedef struct fail_alloc {
    long left;
} fail_alloc;

static void *failing_alloc(void *ud, void *ptr, size_t old_size, size_t new_size)
{
    fail_alloc *f = ud;
    (void)old_size;
    if (new_size == 0) {
        free(ptr);
        return NULL;
    }
    if (f->left-- <= 0)
        return NULL;
    return realloc(ptr, new_size);
}

/* Out-of-memory at every point of a large read: NULL with ctx.oom set, or a full result. */
static void test_out_of_memory(void **state)
{
    tyc_ctx ok_ctx, ctx;
    tycon_options opt;
    fail_alloc f;
    tyc_buf b;
    tyc_arena *pa;
    tyc_diags pd;
    tyc_node *n;
    tyc_source src;
    int status = 0, completed = 0;
    (void)state;
    tyc_ctx_init(&ok_ctx, NULL);
    tyc_buf_init(&b, &ok_ctx);
    tyc_buf_addz(&b, "object({");
    for (int i = 0; i < 3000; i++)
        tyc_buf_addf(&b, "a%d = optional(map(string), {x = %d}), ", i, i);
    tyc_buf_addz(&b, "bad = nope})");
    pa = tyc_arena_new(&ok_ctx);
    tyc_diags_init(&pd, pa);
    src = (tyc_source){"big.tf", tyc_buf_to_arena(&b, pa), 0};
    assert_non_null(src.text);
    src.len = (uint32_t)strlen(src.text);
    n = tyc_parse_expr(pa, &src, &pd, &status);
    assert_non_null(n);
    memset(&opt, 0, sizeof opt);
    opt.alloc = failing_alloc;
    opt.alloc_ud = &f;
    for (long budget = 0; budget < 200 && !completed; budget++) {
        tyc_arena *a;
        tyc_diags d;
        const tyc_defaults *dflt = NULL;
        const tyc_type *t;
        f.left = budget;
        tyc_ctx_init(&ctx, &opt);
        a = tyc_arena_new(&ctx);
        if (!a)
            continue;
        tyc_diags_init(&d, a);
        t = tyc_typeexpr(a, &src, n, TYC_TE_DEFAULTS, &dflt, &d);
        if (!t) {
            assert_true(ctx.oom);
        } else if (!ctx.oom) {
            completed = 1;
            assert_int_equal(t->n, 3001);
            assert_non_null(dflt);
            assert_int_equal(dflt->nvals, 3000);
            assert_int_equal(d.nerrors, 1);
        }
        tyc_arena_free(a);
    }
    assert_true(completed);
    tyc_arena_free(pa);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_primitives),
        cmocka_unit_test(test_type_strings),
        cmocka_unit_test(test_optional_markers),
        cmocka_unit_test(test_bare_constructors),
        cmocka_unit_test(test_keywords),
        cmocka_unit_test(test_generic_shape),
        cmocka_unit_test(test_call_arguments),
        cmocka_unit_test(test_arity),
        cmocka_unit_test(test_object_errors),
        cmocka_unit_test(test_tuple_errors),
        cmocka_unit_test(test_optional_outside),
        cmocka_unit_test(test_unknown_constructor),
        cmocka_unit_test(test_optional_no_args),
        cmocka_unit_test(test_default_not_convertible),
        cmocka_unit_test(test_default_eval_error),
        cmocka_unit_test(test_defaults_values),
        cmocka_unit_test(test_defaults_tree),
        cmocka_unit_test(test_defaults_tuple),
        cmocka_unit_test(test_defaults_only_in_defaults_mode),
        cmocka_unit_test(test_variable),
        cmocka_unit_test(test_error_order),
        cmocka_unit_test(test_out_of_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
