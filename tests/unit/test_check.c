/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_check.c: unit tests of the module loader, value collection and the check phases
** (interp/config/module.c, tfvars.c, check*.c) on small modules written to a temporary directory.
*/
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include <cmocka.h>

#include "interp/check/check.h"
#include "runtime/diag/diag_render.h"

static char dir[64];

static void write_file(const char *name, const char *text)
{
    char p[128];
    snprintf(p, sizeof p, "%s/%s", dir, name);
    FILE *f = fopen(p, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static void cleanup(const char *const *names)
{
    char p[128];
    for (; *names; names++) {
        snprintf(p, sizeof p, "%s/%s", dir, *names);
        remove(p);
    }
    rmdir(dir);
}

/* Runs a check of dir and returns the plain rendering of errors (into err) and warnings. */
static void run(unsigned flags, const tyc_cli_src *cli, uint32_t ncli, const char *const *env,
                char *out, size_t n)
{
    tyc_ctx c;
    tyc_ctx_init(&c, NULL);
    tyc_arena *a = tyc_arena_new(&c);
    tyc_check r;
    tyc_check_opts o = {dir, env, cli, ncli, flags};
    assert_int_equal(tyc_check_run(a, &o, &r), 0);
    tyc_buf w, e;
    tyc_buf_init(&w, &c);
    tyc_buf_init(&e, &c);
    tyc_diags_render(&w, &e, &r.diags, 0, 78);
    snprintf(out, n, "%s|%s", tyc_buf_cstr(&w), tyc_buf_cstr(&e));
    tyc_buf_free(&w);
    tyc_buf_free(&e);
    tyc_arena_free(a);
}

static void mkdir_tmp(void)
{
    strcpy(dir, "/tmp/tyc-test-check-XXXXXX");
    assert_non_null(mkdtemp(dir));
}

static void test_number_from_tfvars(void **state)
{
    (void)state;
    char out[4096];
    mkdir_tmp();
    write_file("main.tf", "variable \"n\" {\n  type = number\n}\n");
    write_file("terraform.tfvars", "n = \"three\"\n");
    run(TYC_CHK_COMPAT, NULL, 0, NULL, out, sizeof out);
    assert_string_equal(out, "|\nError: Invalid value for input variable\n\n"
                             "  on terraform.tfvars line 1:\n   1: n = \"three\"\n\n"
                             "The given value is not suitable for var.n declared at "
                             "main.tf:1,1-13: a\nnumber is required.\n");
    cleanup((const char *const[]){"main.tf", "terraform.tfvars", NULL});
}

static void test_path_and_narrowing(void **state)
{
    (void)state;
    char out[4096];
    mkdir_tmp();
    write_file("main.tf", "variable \"l\" {\n  type = list(number)\n}\n");
    write_file("terraform.tfvars", "l = [\n  1,\n  \"x\",\n]\n");
    run(0, NULL, 0, NULL, out, sizeof out);
    assert_string_equal(out, "|\nError: Invalid value for input variable\n\n"
                             "  on terraform.tfvars line 3:\n   3:   \"x\",\n\n"
                             "The given value is not suitable for var.l declared at "
                             "main.tf:1,1-13:\nvar.l[1]: a number is required.\n");
    cleanup((const char *const[]){"main.tf", "terraform.tfvars", NULL});
}

static void test_cli_literal_and_env(void **state)
{
    (void)state;
    char out[4096];
    mkdir_tmp();
    write_file("main.tf", "variable \"n\" {\n  type = number\n}\nvariable \"b\" {\n  type = bool\n}\n");
    tyc_cli_src cli[] = {{0, "n=4x"}};
    const char *env[] = {"TF_VAR_b=True", "OTHER=1", NULL};
    run(TYC_CHK_COMPAT, cli, 1, env, out, sizeof out);
    assert_string_equal(
        out, "|\nError: Invalid value for input variable\n\n  on main.tf line 1:\n"
             "   1: variable \"n\" {\n\nUnsuitable value for var.n set using -var=\"n=...\": a "
             "number is required.\n\nError: Invalid value for input variable\n\n"
             "  on main.tf line 4:\n   4: variable \"b\" {\n\nUnsuitable value for var.b set "
             "using the TF_VAR_b environment variable: a\nbool is required; to convert from "
             "string, use lowercase \"true\".\n");
    cleanup((const char *const[]){"main.tf", NULL});
}

static void test_undeclared_attr_strict(void **state)
{
    (void)state;
    char out[4096];
    mkdir_tmp();
    write_file("main.tf", "variable \"o\" {\n  type = object({ mode = optional(string) })\n}\n");
    write_file("terraform.tfvars", "o = { moed = \"x\" }\n");
    run(TYC_CHK_STRICT, NULL, 0, NULL, out, sizeof out);
    assert_string_equal(out, "|\nError: Undeclared object attribute\n\n"
                             "  on terraform.tfvars line 1:\n   1: o = { moed = \"x\" }\n\n"
                             "The type of var.o does not declare an attribute named \"moed\", so "
                             "Terraform\nsilently discards this value. Did you mean \"mode\"?\n");
    run(TYC_CHK_COMPAT, NULL, 0, NULL, out, sizeof out);
    assert_string_equal(out, "|");
    cleanup((const char *const[]){"main.tf", "terraform.tfvars", NULL});
}

static void test_missing_var_file(void **state)
{
    (void)state;
    char out[4096];
    mkdir_tmp();
    write_file("main.tf", "variable \"n\" {\n  default = 1\n}\n");
    tyc_cli_src cli[] = {{1, "/nonexistent/x.tfvars"}, {0, "novalue"}};
    run(0, cli, 2, NULL, out, sizeof out);
    assert_string_equal(out, "|\nError: Failed to read variables file\n\nGiven variables file "
                             "/nonexistent/x.tfvars does not exist.\n\nError: Invalid -var "
                             "option\n\nThe given -var option \"novalue\" is not correctly "
                             "specified. Must be a\nvariable name and value separated by an "
                             "equals sign, like -var=\"key=value\".\n");
    cleanup((const char *const[]){"main.tf", NULL});
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_number_from_tfvars),
        cmocka_unit_test(test_path_and_narrowing),
        cmocka_unit_test(test_cli_literal_and_env),
        cmocka_unit_test(test_undeclared_attr_strict),
        cmocka_unit_test(test_missing_var_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
