/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_funcs_fidelity.c: issue 24's function classes, each result or every error of a call
** (summary | detail, joined by " || "): all bad arguments reported, cty's parameter order
** (nulls, then the Type function's checks, then unknowns), zipmap's and slice's own errors,
** try/can with `...`, format with null and big integers, Go's pow and log, cidr numbers.
** `unknown` is an unknown value of no known type.
*/
#include "test_funcs_util.h"

/* Evaluates expr; the console rendering of its value, or all of its errors. */
static const char *run_all(const char *expr)
{
    static char out[16384];
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
    ec.funcs = tyc_funcs_all(&ec.nfuncs);
    ec.lookup = fx_lookup;
    const tyc_value *v = n ? tyc_eval(&ec, n) : NULL;
    size_t k = 0;
    out[0] = 0;
    if (!v || d.nerrors) {
        for (const tyc_diag *g = d.head; g && k < sizeof out; g = g->next)
            k += (size_t)snprintf(out + k, sizeof out - k, "%s%s | %s", k ? " || " : "",
                                  g->summary, g->detail ? g->detail : "");
    } else {
        tyc_buf b;
        tyc_buf_init(&b, &ctx);
        tyc_render_console(&b, v, 0);
        snprintf(out, sizeof out, "%s", tyc_buf_cstr(&b));
        tyc_buf_free(&b);
    }
    tyc_arena_free(a);
    return out;
}

static void run_all_cases(const tcase *c, size_t n)
{
    int bad = 0;
    for (size_t i = 0; i < n; i++) {
        const char *got = run_all(c[i].expr);
        if (strcmp(got, c[i].want) != 0) {
            print_error("%s\n  want: %s\n  got:  %s\n", c[i].expr, c[i].want, got);
            bad++;
        }
    }
    assert_int_equal(bad, 0);
}

#define RUN_ALL(cases) run_all_cases(cases, sizeof cases / sizeof cases[0])

/* All bad arguments, cty's order, the Type functions' checks before unknowns, own errors. */
static void t_arguments(void **state)
{
    (void)state;
    static const tcase c[] = {
        {"trimprefix({}, [])",
         "Invalid function argument | Invalid value for \"str\" parameter: strin"
         "g required, but have object. || Invalid function argument | Invalid va"
         "lue for \"prefix\" parameter: string required, but have tuple."},
        {"trimsuffix(1, [])",
         "Invalid function argument | Invalid value for \"suffix\" parameter: st"
         "ring required, but have tuple."},
        {"replace([], 1, {})",
         "Invalid function argument | Invalid value for \"str\" parameter: strin"
         "g required, but have tuple. || Invalid function argument | Invalid val"
         "ue for \"replace\" parameter: string required, but have object."},
        {"substr({}, \"a\", [])",
         "Invalid function argument | Invalid value for \"str\" parameter: strin"
         "g required, but have object. || Invalid function argument | Invalid va"
         "lue for \"offset\" parameter: a number is required. || Invalid functio"
         "n argument | Invalid value for \"length\" parameter: number required, "
         "but have tuple."},
        {"cidrsubnet([], {}, [])",
         "Invalid function argument | Invalid value for \"prefix\" parameter: st"
         "ring required, but have tuple. || Invalid function argument | Invalid "
         "value for \"newbits\" parameter: number required, but have object. || "
         "Invalid function argument | Invalid value for \"netnum\" parameter: nu"
         "mber required, but have tuple."},
        {"join([], [1], [\"a\"], {})",
         "Invalid function argument | Invalid value for \"separator\" parameter:"
         " string required, but have tuple. || Invalid function argument | Inval"
         "id value for \"lists\" parameter: list of string required."},
        {"slice([\"a\"], 5, null)",
         "Invalid function argument | Invalid value for \"end_index\" parameter:"
         " argument must not be null."},
        {"slice(null, 5, null)",
         "Invalid function argument | Invalid value for \"list\" parameter: argu"
         "ment must not be null."},
        {"slice([\"a\"], null, 9)",
         "Invalid function argument | Invalid value for \"start_index\" paramete"
         "r: argument must not be null."},
        {"slice(tolist(unknown), 2, 1)",
         "Invalid function argument | Invalid value for \"start_index\" paramete"
         "r: start index must not be greater than end index."},
        {"slice([1], tonumber(unknown), 5)",
         "Invalid function argument | Invalid value for \"end_index\" parameter:"
         " end index must not be greater than the length of the list."},
        {"slice(unknown, 5, null)",
         "(known after apply)"},
        {"slice(toset([\"a\"]), 0, 1)",
         "Invalid function argument | Invalid value for \"list\" parameter: cann"
         "ot slice a set, because its elements do not have indices; explicitly c"
         "onvert to a list if the ordering of the result is not important."},
        {"slice(\"abc\", 0, 1)",
         "Invalid function argument | Invalid value for \"list\" parameter: must"
         " be a list or tuple value."},
        {"zipmap([\"a\"], 1)",
         "Error in function call | Call to function \"zipmap\" failed: values ar"
         "gument must be a list or tuple value."},
        {"zipmap([null], [1])",
         "Error in function call | Call to function \"zipmap\" failed: keys list"
         " has null value at index 0."},
        {"zipmap([null], tolist([1]))",
         "Error in function call | Call to function \"zipmap\" failed: keys list"
         " has null value at index 0."},
        {"zipmap([\"a\", \"b\"], [1])",
         "Error in function call | Call to function \"zipmap\" failed: number of"
         " keys (2) does not match number of values (1)."},
        {"zipmap([\"a\"], tonumber(unknown))",
         "Error in function call | Call to function \"zipmap\" failed: values ar"
         "gument must be a list or tuple value."},
        {"trimprefix(1, \"x\")",
         "\"1\""},
        {"trimsuffix(true, \"e\")",
         "\"tru\""},
        {"formatlist(\"%d\")",
         "Error in function call | Call to function \"formatlist\" failed: not e"
         "nough arguments for \"%d\" at 0: need index 1 but have 0 total."},
        {"try([1]...)",
         "1"},
        {"try([\"a\", \"b\"]...)",
         "\"a\""},
        {"try(unknown...)",
         "(known after apply)"},
        {"can([1]...)",
         "true"},
        {"element({a = 1}, tonumber(unknown))",
         "Error in function call | Call to function \"element\" failed: cannot r"
         "ead elements from object."},
        {"element(tonumber(unknown), 0)",
         "Error in function call | Call to function \"element\" failed: cannot r"
         "ead elements from number."},
        {"element([], tonumber(unknown))",
         "(known after apply)"},
        {"element([1, \"a\"], 1.5)",
         "Error in function call | Call to function \"element\" failed: invalid "
         "index: value must be a whole number, between -9223372036854775808 and "
         "9223372036854775807."},
        {"values(tonumber(unknown))",
         "Error in function call | Call to function \"values\" failed: values() "
         "requires a map as the first argument."},
        {"keys(tostring(unknown))",
         "Invalid function argument | Invalid value for \"inputMap\" parameter: "
         "must have map or object type."},
        {"concat([1], tonumber(unknown))",
         "Invalid function argument | Invalid value for \"seqs\" parameter: all "
         "arguments must be lists or tuples; got number."},
        {"reverse(tonumber(unknown))",
         "Invalid function argument | Invalid value for \"list\" parameter: can "
         "only reverse list or tuple values, not number."},
        {"one([1, 2, tonumber(unknown)])",
         "Invalid function argument | Invalid value for \"list\" parameter: must"
         " be a list, set, or tuple value with either zero or one elements."},
        {"lookup(tonumber(unknown), \"a\")",
         "Invalid function argument | Invalid value for \"inputMap\" parameter: "
         "lookup() requires a map as the first argument."},
        {"lookup({a = 1}, \"b\", [])",
         "[]"},
        {"lookup(tomap({a = 1}), tostring(unknown), [])",
         "Invalid function argument | Invalid value for \"default\" parameter: t"
         "he default value must have the same type as the map elements."},
        {"merge({a = 1}, tonumber(unknown))",
         "Error in function call | Call to function \"merge\" failed: arguments "
         "must be maps or objects, got \"number\"."},
        {"parseint(tonumber(unknown), 10)",
         "Invalid function argument | Invalid value for \"number\" parameter: fi"
         "rst argument must be a string, not number."},
        {"matchkeys(tolist(unknown), [1], [[1]])",
         "Error in function call | Call to function \"matchkeys\" failed: keys a"
         "nd searchset must be of the same type."},
        {"setunion(toset(unknown), [[1]], [\"a\"])",
         "(known after apply)"},
    };
    RUN_ALL(c);
}

/* format/formatlist: untyped nulls (go-cty >= 1.16.1), big integers, tiny numbers. */
static void t_format(void **state)
{
    (void)state;
    static const tcase c[] = {
        {"format(\"%d\", null)",
         "Error in function call | Call to function \"format\" failed: unsupport"
         "ed value for \"%d\" at 0: null value cannot be formatted."},
        {"format(\"%v|%#v\", null, null)",
         "\"null|null\""},
        {"formatlist(\"%s\", null)",
         "Error in function call | Call to function \"formatlist\" failed: error"
         " on format iteration 0: unsupported value for \"%s\" at 0: null value "
         "cannot be formatted."},
        {"formatlist(\"%v\", null)",
         "tolist([\n  \"null\",\n])"},
        {"format(\"%d|%x|%o|%b\", 1e30, -1e30, 123456789012345678901234567890, 1"
         "e20)",
         "\"1000000000000000000000000000000|-c9f2c9cd04674edea40000000|143564417"
         "755415637016711617605322|101011010111100011101011110001011010110001100"
         "0100000000000000000000\""},
        {"format(\"%#x|%#o|%#b|%#X\", 0, 0, 5, 255)",
         "\"0x0|00|0b101|0XFF\""},
        {"format(\"%.0d|%5.0d|%.3d|%-6d|%06d|%+06.3d\", 0, 0, 7, -3, -3, 9)",
         "\"||007|-3    |-00003|  +009\""},
        {"format(\"%g|%v|%G\", 1e-1200, -1.5e-1200, 1.5e1200)",
         "\"1e-1200|-1.5e-1200|1.5E+1200\""},
    };
    RUN_ALL(c);
}

/* pow/log as Go's math (amd64), the float64 range error, whole-number CIDR arguments. */
static void t_numbers(void **state)
{
    (void)state;
    static const tcase c[] = {
        {"pow(1.1, 100)",
         "13780.612339822364"},
        {"pow(4.79994, 5.6461)",
         "7019.81229067489"},
        {"pow(9.510346, 41.5)",
         "39368346584111620000000000000000000000000"},
        {"pow(2, -1074)",
         "0.00000000000000000000000000000000000000000000000000000000000000000000"
         "0000000000000000000000000000000000000000000000000000000000000000000000"
         "0000000000000000000000000000000000000000000000000000000000000000000000"
         "0000000000000000000000000000000000000000000000000000000000000000000000"
         "0000000000000000000000000000000000000000000004940656458412465"},
        {"log(1e400, 10)",
         "Error in function call | Call to function \"log\" failed: value must b"
         "e between -17976931348623157081452742373170435679807056752584499659891"
         "7476803157260780028538760589558632766878171540458953514382464234321326"
         "8894641827684675467035375169860499105765512820762454900903893289440758"
         "6850845513394230458323690322294816580855933212334827479782620414472316"
         "8738177180919299881250404026184124858368.000000 and 179769313486231570"
         "8145274237317043567980705675258449965989174768031572607800285387605895"
         "5863276687817154045895351438246423432132688946418276846754670353751698"
         "6049910576551282076245490090389328944075868508455133942304583236903222"
         "9481658085593321233482747978262041447231687381771809192998812504040261"
         "84124858368.000000 inclusive."},
        {"pow(2, 1e400)",
         "Error in function call | Call to function \"pow\" failed: value must b"
         "e between -17976931348623157081452742373170435679807056752584499659891"
         "7476803157260780028538760589558632766878171540458953514382464234321326"
         "8894641827684675467035375169860499105765512820762454900903893289440758"
         "6850845513394230458323690322294816580855933212334827479782620414472316"
         "8738177180919299881250404026184124858368.000000 and 179769313486231570"
         "8145274237317043567980705675258449965989174768031572607800285387605895"
         "5863276687817154045895351438246423432132688946418276846754670353751698"
         "6049910576551282076245490090389328944075868508455133942304583236903222"
         "9481658085593321233482747978262041447231687381771809192998812504040261"
         "84124858368.000000 inclusive."},
        {"log(10, 3)",
         "2.095903274289385"},
        {"cidrhost(\"10.0.0.0/8\", 1.5)",
         "Error in function call | Call to function \"cidrhost\" failed: value m"
         "ust be a whole number."},
        {"cidrsubnet(\"10.0.0.0/8\", 1, 0.5)",
         "Error in function call | Call to function \"cidrsubnet\" failed: value"
         " must be a whole number."},
    };
    RUN_ALL(c);
    static const tcase first[] = {{"pow(2, 10)", "1024"}}; /* the first-error runner too */
    RUN(first);
}

/* Found by tests/difftest: cty's Type results and checks, go-cidr and formatlist quirks,
** tryfunc's order (errors before unknowns), each argument evaluated then converted. */
static void t_difftest(void **state)
{
    (void)state;
    static const tcase c[] = {
        {"flatten({b = 2, a = tonumber(unknown)})",
         "[\n  (known after apply),\n  2,\n]"},
        {"flatten({x = 1})",
         "Error in function call | Call to function \"flatten\" failed: can only"
         " flatten lists, sets and tuples."},
        {"length(tonumber(null))",
         "Invalid function argument | Invalid value for \"value\" parameter: arg"
         "ument must not be null."},
        {"cidrhost(\"10.0.0.0/8\", 1e30)",
         "Error in function call | Call to function \"cidrhost\" failed: prefix "
         "of 8 does not accommodate a host numbered 1000000000000000000000000000"
         "000."},
        {"cidrhost(\"10.0.0.0/8\", -1e30)",
         "Error in function call | Call to function \"cidrhost\" failed: prefix "
         "of 8 does not accommodate a host numbered -999999999999999999999983222"
         "784."},
        {"cidrhost(\"::/0\", 1e30)",
         "\"0:c:9f2c:9cd0:4674:edea:4000:0\""},
        {"cidrhost(\"x\", 1e30)",
         "Error in function call | Call to function \"cidrhost\" failed: invalid"
         " CIDR expression: invalid CIDR address: x."},
        {"cidrsubnet(\"10.0.0.0/8\", 4, 1e30)",
         "Error in function call | Call to function \"cidrsubnet\" failed: prefi"
         "x extension of 4 does not accommodate a subnet numbered 10000000000000"
         "00000000000000000."},
        {"formatlist(\"%s%s\", [tostring(unknown), 1], [\"a\", \"b\"])",
         "tolist([\n  (known after apply),\n  \"1a\",\n])"},
        {"formatlist(\"%s\", unknown)",
         "(known after apply)"},
        {"formatlist(tostring(unknown), [1])",
         "(known after apply)"},
        {"formatlist(\"x%s\", tostring(unknown))",
         "tolist([\n  (known after apply),\n])"},
        {"format(unknown, 1)",
         "(known after apply)"},
        {"can(sha1(unknown, \"\"))",
         "false"},
        {"can(regex(\"[\", tostring(unknown)))",
         "false"},
        {"can(tostring(unknown))",
         "(known after apply)"},
        {"try(sha1(unknown, \"\"), tonumber(unknown), 1)",
         "(known after apply)"},
        {"setunion(format(one(tolist(unknown)), 1))",
         "Invalid function argument | Invalid value for \"first_set\" parameter:"
         " set of dynamic required, but have string."},
        {"merge(matchkeys([\"a\"], [\"b\"], tolist(unknown)))",
         "Error in function call | Call to function \"merge\" failed: arguments "
         "must be maps or objects, got \"list of string\"."},
        {"values(formatlist(tostring(unknown), [\"10\", \"2\"]))",
         "Error in function call | Call to function \"values\" failed: values() "
         "requires a map as the first argument."},
        {"abs(keys(tomap(unknown)))",
         "Invalid function argument | Invalid value for \"num\" parameter: numbe"
         "r required, but have list of string."},
        {"substr(\"-12\", contains(tolist(unknown), \"-12\"), -1)",
         "Invalid function argument | Invalid value for \"offset\" parameter: nu"
         "mber required, but have bool."},
        {"upper(index(tolist(unknown), \"a\"))",
         "(known after apply)"},
        {"cidrsubnets(\"\", [], setunion(unknown))",
         "Invalid function argument | Invalid value for \"newbits\" parameter: n"
         "umber required, but have tuple. || Invalid function argument | Invalid"
         " value for \"newbits\" parameter: number required, but have set of dyn"
         "amic."},
        {"contains([\"a\", tostring(unknown)], tolist([\"x\"]))",
         "false"},
        {"contains([\"a\", tostring(unknown)], \"a\")",
         "true"},
        {"contains([\"a\", tostring(unknown)], \"b\")",
         "(known after apply)"},
        {"contains([], tostring(unknown))",
         "(known after apply)"},
        {"templatestring(\"123\", tobool(unknown))",
         "(known after apply)"},
        {"templatestring([1, 2]...)",
         "Invalid function argument | Invalid value for \"template\" parameter: "
         "invalid template expression: must be a direct reference to a single st"
         "ring from elsewhere, containing valid Terraform template syntax."},
        {"regexall(\"(a)(?P<x>b)\", tostring(unknown))",
         "Invalid function argument | Invalid value for \"pattern\" parameter: i"
         "nvalid regexp pattern: cannot mix both named and unnamed capture group"
         "s."},
        {"regex(\"a\", tostring(unknown))",
         "(known after apply)"},
        {"fileset([], {})",
         "Invalid function argument | Invalid value for \"path\" parameter: stri"
         "ng required, but have tuple. || Invalid function argument | Invalid va"
         "lue for \"pattern\" parameter: string required, but have object."},
        {"fileset(null, [])",
         "Invalid function argument | Invalid value for \"pattern\" parameter: s"
         "tring required, but have tuple."},
        {"base64decode(unknown)",
         "(known after apply)"},
        {"setproduct(unknown, \"a\", [])",
         "(known after apply)"},
        {"setproduct(null, unknown)",
         "Invalid function argument | Invalid value for \"sets\" parameter: argu"
         "ment must not be null."},
        {"tomap(regex(\"%d\", tostring(unknown)))",
         "Invalid function argument | Invalid value for \"v\" parameter: cannot "
         "convert string to map of any single type."},
        {"tomap(regexall(tostring(unknown), \"a\"))",
         "Invalid function argument | Invalid value for \"v\" parameter: cannot "
         "convert list of dynamic to map of any single type."},
        {"indent(4294967296, \"s\")",
         "\"s\""},
        {"concat(tolist(unknown), 1e21)",
         "(known after apply)"},
        {"concat(1e21, tolist(unknown))",
         "Invalid function argument | Invalid value for \"seqs\" parameter: all "
         "arguments must be lists or tuples; got number."},
        {"format([\"10\", \"2\"], {}, \" x \", keys(toset([\"b\", \"a\"])))",
         "Invalid function argument | Invalid value for \"format\" parameter: st"
         "ring required, but have tuple. || Invalid function argument | Invalid "
         "value for \"inputMap\" parameter: must have map or object type."},
        {"upper(merge(tomap(unknown), tomap(unknown)))",
         "Invalid function argument | Invalid value for \"str\" parameter: strin"
         "g required, but have map of dynamic."},
        {"max(setsubtract([null]), [unknown])",
         "Not enough function arguments | Function \"setsubtract\" expects 2 arg"
         "ument(s). Missing value for \"b\". || Invalid function argument | Inva"
         "lid value for \"numbers\" parameter: number required, but have tuple."},
    };
    RUN_ALL(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(t_arguments),
        cmocka_unit_test(t_format),
        cmocka_unit_test(t_numbers),
        cmocka_unit_test(t_difftest),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
