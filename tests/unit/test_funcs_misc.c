/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_funcs_misc.c: format/formatlist, the CIDR functions, can/try (lazy arguments whose
** errors are swallowed), jsonencode/jsondecode and regex/regexall.
*/
#include "test_funcs_util.h"

static void t_format(void **state)
{
    (void)state;
    static const tcase c[] = {
        {"format(\"Hello, %s!\", \"Ander\")", "\"Hello, Ander!\""},
        {"format(\"%d items\", 3)", "\"3 items\""},
        {"format(\"%5d|%-5d|%05d\", 42, 42, 42)", "\"   42|42   |00042\""},
        {"format(\"%.2f\", 3.14159)", "\"3.14\""},
        {"format(\"%f\", 1)", "\"1.000000\""},
        {"format(\"%q\", \"a\\\"b\")", "\"\\\"a\\\\\\\"b\\\"\""},
        {"format(\"%v %v %v\", \"s\", 1.5, true)", "\"s 1.5 true\""},
        {"format(\"%v\", 1000000)", "\"1e+06\""},
        {"format(\"%#v\", {a = 1})", "\"{\\\"a\\\":1}\""},
        {"format(\"%t\", true)", "\"true\""},
        {"format(\"%x %X %o %b\", 255, 255, 8, 5)", "\"ff FF 10 101\""},
        {"format(\"%%\")", "\"%\""},
        {"format(\"%[2]s %[1]s\", \"a\", \"b\")", "\"b a\""},
        {"format(\"%.3s\", \"abcdef\")", "\"abc\""},
        {"format(\"%d\")", "Error in function call | Call to function \"format\" failed: not "
                           "enough arguments for \"%d\" at 0: need index 1 but have 0 total."},
        {"format(\"%d\", 1.5)", "Error in function call | Call to function \"format\" failed: "
                                "unsupported value for \"%d\" at 0: an integer is required."},
        /* go-cty >= 1.16.1: the variadic parameter allows an untyped null (AllowDynamicType) */
        {"format(\"%s\", null)", "Error in function call | Call to function \"format\" failed: "
                                 "unsupported value for \"%s\" at 0: null value cannot be "
                                 "formatted."},
        {"format(\"%v|%#v\", null, null)", "\"null|null\""},
        {"format(\"%s\", tostring(null))", "Error in function call | Call to function \"format\" failed: "
                                 "unsupported value for \"%s\" at 0: null value cannot be "
                                 "formatted."},
        {"format(\"%z\", 1)", "Error in function call | Call to function \"format\" failed: "
                              "unsupported format verb 'z' in \"%z\" at offset 0."},
        {"formatlist(\"%s=%d\", [\"a\", \"b\"], [1, 2])", "tolist([\n  \"a=1\",\n  \"b=2\",\n])"},
        {"formatlist(\"%s\", [\"a\"], [1, 2])", "Invalid function argument | Invalid value for "
                                               "\"args\" parameter: argument 2 has length 2, "
                                               "which is inconsistent with argument 1 of length "
                                               "1."},
    };
    RUN(c);
}

static void t_cidr(void **state)
{
    (void)state;
    static const tcase c[] = {
        {"cidrhost(\"10.12.112.0/20\", 16)", "\"10.12.112.16\""},
        {"cidrhost(\"10.12.112.0/20\", 268)", "\"10.12.113.12\""},
        {"cidrhost(\"10.0.0.0/24\", -1)", "\"10.0.0.255\""},
        {"cidrhost(\"fd00:fd12:3456:7890:00a2::/72\", 34)", "\"fd00:fd12:3456:7890::22\""},
        {"cidrhost(\"10.0.0.0/30\", 4)", "Error in function call | Call to function \"cidrhost\" "
                                         "failed: prefix of 30 does not accommodate a host "
                                         "numbered 4."},
        {"cidrhost(\"nope\", 1)", "Error in function call | Call to function \"cidrhost\" "
                                  "failed: invalid CIDR expression: invalid CIDR address: nope."},
        {"cidrnetmask(\"172.16.0.0/12\")", "\"255.240.0.0\""},
        {"cidrsubnet(\"172.16.0.0/12\", 4, 2)", "\"172.18.0.0/16\""},
        {"cidrsubnet(\"10.1.2.0/24\", 4, 15)", "\"10.1.2.240/28\""},
        {"cidrsubnet(\"fd00:fd12:3456:7890::/56\", 16, 162)", "\"fd00:fd12:3456:7800:a200::/72\""},
        {"cidrsubnet(\"10.0.0.0/24\", 2, 4)", "Error in function call | Call to function "
                                              "\"cidrsubnet\" failed: prefix extension of 2 does "
                                              "not accommodate a subnet numbered 4."},
        {"cidrsubnet(\"10.0.0.0/30\", 3, 0)", "Error in function call | Call to function "
                                              "\"cidrsubnet\" failed: insufficient address space "
                                              "to extend prefix of 30 by 3."},
        {"cidrsubnets(\"10.1.0.0/16\", 4, 4, 8, 4)", "tolist([\n  \"10.1.0.0/20\",\n  "
                                                    "\"10.1.16.0/20\",\n  \"10.1.32.0/24\",\n  "
                                                    "\"10.1.48.0/20\",\n])"},
        {"cidrsubnets(\"10.0.0.0/30\", 1, 1, 1)", "Invalid function argument | Invalid value for "
                                                 "\"newbits\" parameter: not enough remaining "
                                                 "address space for a subnet with a prefix of 31 "
                                                 "bits after 10.0.0.2/31."},
    };
    RUN(c);
}

static void t_can_try(void **state)
{
    (void)state;
    static const tcase c[] = {
        {"can(1 + 1)", "true"},
        {"can(nosuch)", "false"},
        {"can(regex(\"^a\", \"b\"))", "false"},
        {"can(tonumber(\"x\"))", "false"},
        {"can(unknown)", "(known after apply)"},
        {"try(nosuch, \"fallback\")", "\"fallback\""},
        {"try(tonumber(\"5\"), 0)", "5"},
        {"try(unknown, 1)", "(known after apply)"},
        {"try(nosuch)", "Error in function call | Call to function \"try\" failed: no expression "
                        "succeeded:\n- Unknown variable (at <console>:1,5-11)\n  There is no "
                        "variable named nosuch.\n\nAt least one expression must produce a "
                        "successful result."},
        {"try()", "Error in function call | Call to function \"try\" failed: at least one "
                  "argument is required."},
        {"can()", "Not enough function arguments | Function \"can\" expects 1 argument(s). "
                  "Missing value for \"expression\"."},
    };
    RUN(c);
}

static void t_json(void **state)
{
    (void)state;
    static const tcase c[] = {
        {"jsonencode({a = [1, true, null], b = \"x\"})",
         "\"{\\\"a\\\":[1,true,null],\\\"b\\\":\\\"x\\\"}\""},
        {"jsonencode(\"<\")", "\"\\\"\\\\u003c\\\"\""},
        {"jsondecode(\"{\\\"a\\\": [1, \\\"b\\\", null]}\")",
         "{\n  \"a\" = [\n    1,\n    \"b\",\n    null,\n  ]\n}"},
        {"jsondecode(\"true\")", "true"},
        {"jsondecode(\"{\")", "Error in function call | Call to function \"jsondecode\" failed: "
                              "EOF."},
        {"jsondecode(\"nul\")", "Error in function call | Call to function \"jsondecode\" "
                                "failed: unexpected EOF."},
        {"jsondecode(\"1 2\")", "Error in function call | Call to function \"jsondecode\" "
                                "failed: extraneous data after JSON object."},
        {"jsondecode(\"[1 2]\")", "Error in function call | Call to function \"jsondecode\" "
                                "failed: invalid character '2' after array element."},
    };
    RUN(c);
}

static void t_regex_funcs(void **state)
{
    (void)state;
    static const tcase c[] = {
        {"regex(\"[a-z]+\", \"53453453.345345aaabbbccc23454\")", "\"aaabbbccc\""},
        {"regex(\"(\\\\d\\\\d\\\\d\\\\d)-(\\\\d\\\\d)-(\\\\d\\\\d)\", \"2019-02-01\")",
         "[\n  \"2019\",\n  \"02\",\n  \"01\",\n]"},
        {"regex(\"^(?:(?P<scheme>[^:/?#]+):)?(?://(?P<authority>[^/?#]*))?\", "
         "\"http://www.ietf.org/rfc/rfc3986.txt\")",
         "{\n  \"authority\" = \"www.ietf.org\"\n  \"scheme\" = \"http\"\n}"},
        {"regex(\"x\", \"abc\")", "Error in function call | Call to function \"regex\" failed: "
                                  "pattern did not match any part of the given string."},
        {"regex(\"(a\", \"abc\")", "Invalid function argument | Invalid value for \"pattern\" "
                                   "parameter: invalid regexp pattern: missing closing ) in (a."},
        {"regex(\"(a)(?P<n>b)\", \"ab\")", "Invalid function argument | Invalid value for "
                                           "\"pattern\" parameter: invalid regexp pattern: cannot "
                                           "mix both named and unnamed capture groups."},
        {"regexall(\"[a-z]+\", \"1234abcd5678efgh9\")", "tolist([\n  \"abcd\",\n  \"efgh\",\n])"},
        {"length(regexall(\"z\", \"abc\"))", "0"},
        {"regexall(\"a*\", \"baaac\")", "tolist([\n  \"\",\n  \"aaa\",\n  \"\",\n])"},
        {"can(regex(\"^[a-z0-9-]{3,8}$\", \"my-app\"))", "true"},
        {"can(regex(\"^[a-z0-9-]{3,8}$\", \"My_App\"))", "false"},
        {"regex(\"(?i)HELLO\", \"say hello\")", "\"hello\""},
    };
    RUN(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(t_format), cmocka_unit_test(t_cidr), cmocka_unit_test(t_can_try),
        cmocka_unit_test(t_json),   cmocka_unit_test(t_regex_funcs),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
