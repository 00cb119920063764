/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_funcs.c: string, collection and numeric functions of the library evaluated from
** expressions, results rendered as the console prints them; error summaries and details.
*/
#include "test_funcs_util.h"

static void t_table_sorted(void **state)
{
    (void)state;
    uint32_t n;
    const tyc_func *f = tyc_funcs_all(&n);
    assert_true(n > 60);
    for (uint32_t i = 1; i < n; i++)
        assert_true(strcmp(f[i - 1].name, f[i].name) < 0);
}

static void t_strings(void **state)
{
    (void)state;
    static const tcase c[] = {
        {"upper(\"héllo\")", "\"HÉLLO\""},
        {"lower(\"ABC\")", "\"abc\""},
        {"title(\"hello world-foo\")", "\"Hello World-Foo\""},
        {"trimspace(\"  a b \\n\")", "\"a b\""},
        {"trim(\"?!hello?!\", \"!?\")", "\"hello\""},
        {"trimprefix(\"helloworld\", \"hello\")", "\"world\""},
        {"trimsuffix(\"helloworld\", \"world\")", "\"hello\""},
        {"trimprefix(\"x\", \"y\")", "\"x\""},
        {"startswith(\"hello\", \"he\")", "true"},
        {"startswith(\"hello\", \"lo\")", "false"},
        {"endswith(\"hello\", \"lo\")", "true"},
        {"strcontains(\"hello\", \"ell\")", "true"},
        {"split(\",\", \"a,b,,c\")", "tolist([\n  \"a\",\n  \"b\",\n  \"\",\n  \"c\",\n])"},
        {"split(\",\", \"\")", "tolist([\n  \"\",\n])"},
        {"join(\"-\", [\"a\", \"b\"], [\"c\"])", "\"a-b-c\""},
        {"join(\"-\", [])", "\"\""},
        {"join(\",\")", "Error in function call | Call to function \"join\" failed: at least one "
                        "list is required."},
        {"join(\",\", [\"a\", null])", "Invalid function argument | Invalid value for \"lists\" "
                                       "parameter: element 1 is null; cannot concatenate null "
                                       "values."},
        {"substr(\"hello world\", 1, 4)", "\"ello\""},
        {"substr(\"hello world\", -5, -1)", "\"world\""},
        {"substr(\"hello\", 10, 2)", "\"\""},
        {"substr(\"héllo\", 1, 1)", "\"é\""},
        {"substr(\"abc\", 1.5, 1)", "Error in function call | Call to function \"substr\" "
                                    "failed: value must be a whole number, between "
                                    "-9223372036854775808 and 9223372036854775807."},
        {"replace(\"a-b-c\", \"-\", \"+\")", "\"a+b+c\""},
        {"replace(\"abc\", \"\", \"-\")", "\"-a-b-c-\""},
        {"replace(\"hello world\", \"/w(or)ld/\", \"$1\")", "\"hello or\""},
        {"replace(\"aaa\", \"/a*/\", \"x\")", "\"x\""},
        {"replace(\"abc\", \"/(/\", \"x\")", "Error in function call | Call to function "
                                             "\"replace\" failed: error parsing regexp: missing "
                                             "closing ): `(`."},
        {"strrev(\"abc\")", "\"cba\""},
        {"chomp(\"hi\\r\\n\\n\")", "\"hi\""},
        {"indent(2, \"a\\nb\")", "<<EOT\na\n  b\nEOT"},
        {"lower(null)", "Invalid function argument | Invalid value for \"str\" parameter: "
                        "argument must not be null."},
        {"upper([1])", "Invalid function argument | Invalid value for \"str\" parameter: string "
                       "required, but have tuple."},
        {"upper()", "Not enough function arguments | Function \"upper\" expects 1 argument(s). "
                    "Missing value for \"str\"."},
        {"upper(unknown)", "(known after apply)"},
    };
    RUN(c);
}

static void t_length(void **state)
{
    (void)state;
    static const tcase c[] = {
        {"length(\"héllo\")", "5"},
        {"length(\"e\\u0301\")", "1"},
        {"length([1, 2, 3])", "3"},
        {"length({a = 1})", "1"},
        {"length(tomap({a = 1, b = 2}))", "2"},
        {"length(5)", "Error in function call | Call to function \"length\" failed: argument "
                      "must be a string, a collection type, or a structural type."},
        {"length(null)", "Invalid function argument | Invalid value for \"value\" parameter: "
                         "argument must not be null."},
        {"length(sensitive(\"abc\"))", "(sensitive value)"},
    };
    RUN(c);
}

static void t_collections(void **state)
{
    (void)state;
    static const tcase c[] = {
        {"contains([\"a\", \"b\"], \"b\")", "true"},
        {"contains([\"a\", \"b\"], \"c\")", "false"},
        {"contains(\"ab\", \"a\")", "Error in function call | Call to function \"contains\" "
                                    "failed: argument must be list, tuple, or set."},
        {"keys({b = 1, a = 2})", "[\n  \"a\",\n  \"b\",\n]"},
        {"values({b = 1, a = 2})", "[\n  2,\n  1,\n]"},
        {"keys(\"x\")", "Invalid function argument | Invalid value for \"inputMap\" parameter: "
                        "must have map or object type."},
        {"lookup({a = 1}, \"a\", 0)", "1"},
        {"lookup({a = 1}, \"b\", 0)", "0"},
        {"lookup(tomap({a = \"x\"}), \"b\")", "Error in function call | Call to function "
                                             "\"lookup\" failed: lookup failed to find key "
                                             "\"b\"."},
        {"lookup({a = 1}, \"b\")", "Invalid function argument | Invalid value for \"inputMap\" "
                                   "parameter: the given object has no attribute \"b\"."},
        {"coalesce(\"\", null, \"b\")", "\"b\""},
        {"coalesce(null, 2)", "2"},
        {"coalesce(\"\", null)", "Error in function call | Call to function \"coalesce\" "
                                 "failed: no non-null, non-empty-string arguments."},
        {"coalesce(1, [])", "Error in function call | Call to function \"coalesce\" failed: "
                            "all arguments must have the same type."},
        {"distinct([\"a\", \"b\", \"a\"])", "tolist([\n  \"a\",\n  \"b\",\n])"},
        {"flatten([[1, 2], [], [3, [4]]])", "[\n  1,\n  2,\n  3,\n  4,\n]"},
        {"flatten(\"a\")", "Error in function call | Call to function \"flatten\" failed: can "
                           "only flatten lists, sets and tuples."},
        {"merge({a = 1}, {b = 2}, {a = 3})", "{\n  \"a\" = 3\n  \"b\" = 2\n}"},
        {"merge(tomap({a = \"x\"}), tomap({b = \"y\"}))", "tomap({\n  \"a\" = \"x\"\n  \"b\" = "
                                                         "\"y\"\n})"},
        {"merge({a = 1}, \"x\")", "Error in function call | Call to function \"merge\" failed: "
                                  "arguments must be maps or objects, got \"string\"."},
        {"alltrue([true, true])", "true"},
        {"alltrue([])", "true"},
        {"alltrue([true, false])", "false"},
        {"anytrue([false, true])", "true"},
        {"anytrue([])", "false"},
        {"alltrue([\"x\"])", "Invalid function argument | Invalid value for \"list\" parameter: "
                             "a bool is required."},
        {"concat([1], [2, 3])", "[\n  1,\n  2,\n  3,\n]"},
        {"element([\"a\", \"b\"], 3)", "\"b\""},
        {"element([], 0)", "Error in function call | Call to function \"element\" failed: "
                           "cannot use element function with an empty list."},
        {"index([\"a\", \"b\"], \"b\")", "1"},
        {"index([\"a\"], \"z\")", "Error in function call | Call to function \"index\" failed: "
                                  "item not found."},
        {"reverse([1, 2])", "[\n  2,\n  1,\n]"},
        {"sort([\"b\", \"a\"])", "tolist([\n  \"a\",\n  \"b\",\n])"},
        {"compact([\"a\", \"\", null])", "tolist([\n  \"a\",\n])"},
        {"slice([1, 2, 3], 1, 2)", "[\n  2,\n]"},
        {"slice([1], 2, 2)", "Invalid function argument | Invalid value for \"start_index\" "
                             "parameter: start index must not be greater than the length of the "
                             "list."},
        {"zipmap([\"a\", \"b\"], [1, 2])", "{\n  \"a\" = 1\n  \"b\" = 2\n}"},
        {"one([])", "null"},
        {"one([5])", "5"},
        {"one([1, 2])", "Invalid function argument | Invalid value for \"list\" parameter: must "
                        "be a list, set, or tuple value with either zero or one elements."},
        {"range(3)", "tolist([\n  0,\n  1,\n  2,\n])"},
        {"range(1, 4, 2)", "tolist([\n  1,\n  3,\n])"},
        {"range(3, 1)", "tolist([\n  3,\n  2,\n])"},
        {"range(0, 1, -1)", "Invalid function argument | Invalid value for \"params\" "
                            "parameter: end must be less than start when step is negative."},
    };
    RUN(c);
}

static void t_numbers(void **state)
{
    (void)state;
    static const tcase c[] = {
        {"abs(-3.5)", "3.5"},
        {"floor(4.9)", "4"},
        {"floor(-4.1)", "-5"},
        {"ceil(4.1)", "5"},
        {"ceil(-4.9)", "-4"},
        {"min(3, 1, 2)", "1"},
        {"max(3, 1, 2)", "3"},
        {"max()", "Error in function call | Call to function \"max\" failed: must pass at least "
                  "one number."},
        {"max(\"a\")", "Invalid function argument | Invalid value for \"numbers\" parameter: a "
                       "number is required."},
        {"signum(-7)", "-1"},
        {"sum([1, 2, 3.5])", "6.5"},
        {"sum([])", "Invalid function argument | Invalid value for \"list\" parameter: cannot "
                    "sum an empty list."},
        {"pow(2, 10)", "1024"},
        {"parseint(\"ff\", 16)", "255"},
        {"parseint(\"-101\", 2)", "-5"},
        {"parseint(\"zz\", 10)", "Invalid function argument | Invalid value for \"number\" "
                                 "parameter: cannot parse \"zz\" as a base 10 integer."},
        {"tonumber(\"12\")", "12"},
        {"tostring(1)", "\"1\""},
        {"tobool(\"true\")", "true"},
    };
    RUN(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(t_table_sorted), cmocka_unit_test(t_strings),
        cmocka_unit_test(t_length),       cmocka_unit_test(t_collections),
        cmocka_unit_test(t_numbers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
