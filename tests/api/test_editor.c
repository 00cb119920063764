/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_editor.c: the editor-support API: module checks over in-memory sources (overlay files
** win over the disk and join the directory listing), structured check diagnostics, value
** origins and declarations as ranges, status strings, options initialisers.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "tycon.h"

static char moddir[4096];

static void set_moddir(void)
{
    const char *data = getenv("TYC_TEST_DATA");
    snprintf(moddir, sizeof moddir, "%s/lsp/module", data ? data : "tests");
}

static size_t var_index(const tycon_check *c, const char *name)
{
    for (size_t i = 0; i < tycon_check_var_count(c); i++)
        if (!strcmp(tycon_check_var_name(c, i), name))
            return i;
    fail_msg("no variable %s", name);
    return 0;
}

static void t_status_and_init(void **state)
{
    (void)state;
    assert_string_equal(tycon_status_string(TYCON_OK), "ok");
    assert_string_equal(tycon_status_string(TYCON_ERR_SYNTAX), "syntax error");
    assert_string_equal(tycon_status_string(TYCON_ERR_CONVERT), "value does not fit the type");
    assert_string_equal(tycon_status_string(TYCON_ERR_IO), "input/output error");
    assert_string_equal(tycon_status_string((tycon_status)99), "unknown status");
    tycon_console_options co;
    memset(&co, 0xff, sizeof co);
    tycon_console_options_init(&co);
    assert_null(co.dir);
    assert_null(co.vars);
    assert_int_equal(co.nvars, 0);
    assert_int_equal(co.width, 0);
    tycon_lsp_options lo;
    memset(&lo, 0xff, sizeof lo);
    tycon_lsp_options_init(&lo);
    assert_int_equal(lo.in_fd, 0);
    assert_int_equal(lo.out_fd, 1);
    assert_int_equal(lo.log_fd, -1);
    assert_null(lo.env);
    tycon_console_options_init(NULL);
    tycon_lsp_options_init(NULL);
}

/* An unsaved buffer for envs/prod.tfvars (given as -var-file) and a new, unsaved
** extra.auto.tfvars in the module directory: both are read from memory. */
static void t_overlay_diagnostics(void **state)
{
    (void)state;
    char prod[4200], extra[4200];
    snprintf(prod, sizeof prod, "%s/envs/prod.tfvars", moddir);
    snprintf(extra, sizeof extra, "%s/./extra.auto.tfvars", moddir);
    static const char prod_text[] = "# unsaved\nservers = 17\n";
    static const char extra_text[] = "instance_count = 4\nenable_logs = \"yes\"";
    tycon_overlay_file files[] = {{prod, prod_text, sizeof prod_text - 1},
                                  {extra, extra_text, sizeof extra_text - 1}};
    tycon_check_source src = {1, prod};
    tycon_check_options o;
    tycon_check_options_init(&o);
    o.dir = moddir;
    o.sources = &src;
    o.nsources = 1;
    tycon_ctx *ctx = tycon_ctx_new(NULL);
    tycon_check *c = NULL;
    assert_int_equal(tycon_check_run_overlay(ctx, &o, files, 2, &c), TYCON_OK);
    assert_int_equal(tycon_check_diag_count(c), 2);
    assert_int_equal(tycon_check_error_count(c), 2);

    const tycon_diag *d = tycon_check_diag_at(c, 0);
    assert_int_equal(d->severity, TYCON_SEV_ERROR);
    assert_int_equal(d->code, TYCON_ERR_CONVERT);
    assert_string_equal(d->summary, "Invalid value for input variable");
    assert_string_equal(d->detail, "The given value is not suitable for var.enable_logs declared at "
                                   "variables.tf:15,1-23: a bool is required.");
    assert_true(d->has_subject);
    assert_string_equal(d->path, "var.enable_logs");
    assert_string_equal(d->subject.filename, "extra.auto.tfvars");
    assert_int_equal(d->subject.start.line, 2);
    assert_int_equal(d->subject.start.column, 15);
    assert_int_equal(d->subject.start.byte, 33);
    assert_int_equal(d->subject.end.line, 2);
    assert_int_equal(d->subject.end.column, 20);
    assert_int_equal(d->subject.end.byte, 38);

    d = tycon_check_diag_at(c, 1);
    assert_string_equal(d->subject.filename, prod);
    assert_string_equal(d->detail, "The given value is not suitable for var.servers declared at "
                                   "variables.tf:20,1-19: list of object required, but have number.");
    assert_int_equal(d->subject.start.line, 2);
    assert_int_equal(d->subject.start.column, 11);
    assert_int_equal(d->subject.start.byte, 20);
    assert_int_equal(d->subject.end.line, 2);
    assert_int_equal(d->subject.end.byte, 22);
    assert_null(tycon_check_diag_at(c, 2));

    /* origins: the overlay file, the default, nothing */
    tycon_var_origin org;
    assert_int_equal(tycon_check_var_origin(c, var_index(c, "instance_count"), &org), TYCON_OK);
    assert_int_equal(org.kind, TYCON_ORIGIN_FILE);
    assert_true(org.has_range);
    assert_string_equal(org.range.filename, "extra.auto.tfvars");
    assert_int_equal(org.range.start.line, 1);
    assert_int_equal(org.range.start.column, 18);
    assert_int_equal(org.range.start.byte, 17);
    assert_int_equal(org.range.end.byte, 18);
    assert_int_equal(tycon_check_var_origin(c, var_index(c, "servers"), &org), TYCON_OK);
    assert_int_equal(org.kind, TYCON_ORIGIN_UNSET); /* its value was invalid */
    assert_false(org.has_range);
    tycon_range r;
    assert_int_equal(tycon_check_var_decl(c, var_index(c, "servers"), &r), TYCON_OK);
    assert_string_equal(r.filename, "variables.tf");
    assert_int_equal(r.start.line, 20);
    assert_int_equal(r.start.column, 1);
    assert_int_equal(r.end.column, 19);
    assert_int_equal(tycon_check_var_decl(c, 99, &r), TYCON_ERR_MISUSE);
    assert_int_equal(tycon_check_var_origin(c, 99, &org), TYCON_ERR_MISUSE);
    tycon_check_free(c);
    tycon_ctx_free(ctx);
}

/* An overlay .tf file replaces the one on disk; -var and TF_VAR_ origins have no range;
** a default's range is its expression. */
static void t_overlay_module(void **state)
{
    (void)state;
    char tf[4200];
    snprintf(tf, sizeof tf, "%s//variables.tf", moddir);
    static const char tf_text[] = "variable \"a\" {\n  default = 10\n}\nvariable \"b\" {}\n"
                                  "variable \"c\" {}\n";
    tycon_overlay_file files[] = {{tf, tf_text, sizeof tf_text - 1}};
    tycon_check_source src = {0, "b=x"};
    const char *env[] = {"TF_VAR_c=y", NULL};
    tycon_check_options o;
    tycon_check_options_init(&o);
    o.dir = moddir;
    o.sources = &src;
    o.nsources = 1;
    o.env = env;
    tycon_ctx *ctx = tycon_ctx_new(NULL);
    tycon_check *c = NULL;
    assert_int_equal(tycon_check_run_overlay(ctx, &o, files, 1, &c), TYCON_OK);
    /* terraform.tfvars sets region and db_password, which this buffer does not declare */
    assert_int_equal(tycon_check_error_count(c), 0);
    assert_int_equal(tycon_check_var_count(c), 3);
    tycon_var_origin org;
    assert_int_equal(tycon_check_var_origin(c, 0, &org), TYCON_OK);
    assert_int_equal(org.kind, TYCON_ORIGIN_DEFAULT);
    assert_string_equal(org.range.filename, "variables.tf");
    assert_int_equal(org.range.start.line, 2);
    assert_int_equal(org.range.start.column, 13);
    assert_int_equal(org.range.end.column, 15);
    assert_int_equal(tycon_check_var_origin(c, 1, &org), TYCON_OK);
    assert_int_equal(org.kind, TYCON_ORIGIN_CLI);
    assert_false(org.has_range);
    assert_int_equal(tycon_check_var_origin(c, 2, &org), TYCON_OK);
    assert_int_equal(org.kind, TYCON_ORIGIN_ENV);
    tycon_check_free(c);
    assert_int_equal(tycon_check_run_overlay(ctx, &o, NULL, 1, &c), TYCON_ERR_MISUSE);
    tycon_overlay_file bad = {NULL, "x", 1};
    assert_int_equal(tycon_check_run_overlay(ctx, &o, &bad, 1, &c), TYCON_ERR_MISUSE);
    assert_int_equal(tycon_check_diag_count(NULL), 0);
    assert_null(tycon_check_diag_at(NULL, 0));
    tycon_ctx_free(ctx);
}

/* The value path of a nested conversion error. */
static void t_value_path(void **state)
{
    (void)state;
    char tf[4200], vars[4200];
    snprintf(tf, sizeof tf, "%s/variables.tf", moddir);
    snprintf(vars, sizeof vars, "%s/terraform.tfvars", moddir);
    static const char tf_text[] = "variable \"s\" {\n  type = map(list(number))\n}\n";
    static const char vars_text[] = "s = { k = [1, \"x\"] }\n";
    tycon_overlay_file files[] = {{tf, tf_text, sizeof tf_text - 1},
                                  {vars, vars_text, sizeof vars_text - 1}};
    tycon_check_options o;
    tycon_check_options_init(&o);
    o.dir = moddir;
    tycon_ctx *ctx = tycon_ctx_new(NULL);
    tycon_check *c = NULL;
    assert_int_equal(tycon_check_run_overlay(ctx, &o, files, 2, &c), TYCON_OK);
    assert_int_equal(tycon_check_diag_count(c), 1);
    const tycon_diag *d = tycon_check_diag_at(c, 0);
    assert_string_equal(d->path, "var.s[\"k\"][1]");
    assert_string_equal(d->detail, "The given value is not suitable for var.s declared at "
                                   "variables.tf:1,1-13: var.s[\"k\"][1]: a number is required.");
    assert_string_equal(d->subject.filename, "terraform.tfvars");
    tycon_check_free(c);
    tycon_ctx_free(ctx);
}

/* An allocator that fails from allocation number `fail_at` on and counts live blocks. */
typedef struct failing {
    long n, fail_at, live;
} failing;

static void *fail_alloc(void *ud, void *ptr, size_t old_size, size_t new_size)
{
    failing *f = ud;
    (void)old_size;
    if (!new_size) {
        if (ptr)
            f->live--;
        free(ptr);
        return NULL;
    }
    if (f->n++ >= f->fail_at)
        return NULL;
    void *p = realloc(ptr, new_size);
    if (p && !ptr)
        f->live++;
    return p;
}

/* Every allocation of an overlay check (and of reading its diagnostics) may fail: the call
** returns TYCON_ERR_NOMEM or a result, and nothing leaks. */
static void t_alloc_failures(void **state)
{
    (void)state;
    char prod[4200];
    snprintf(prod, sizeof prod, "%s/envs/prod.tfvars", moddir);
    static const char text[] = "instance_count = \"x\"\nservers = [{ name = \"a\", sise = 1 }]\n";
    tycon_overlay_file file = {prod, text, sizeof text - 1};
    tycon_check_source src = {1, prod};
    int ok = 0, nomem = 0;
    for (long k = 0; k < 100000 && !ok; k++) {
        failing f = {0, k, 0};
        tycon_options opt;
        tycon_options_init(&opt);
        opt.alloc = fail_alloc;
        opt.alloc_ud = &f;
        tycon_ctx *ctx = tycon_ctx_new(&opt);
        if (!ctx)
            continue;
        tycon_check_options o;
        tycon_check_options_init(&o);
        o.dir = moddir;
        o.sources = &src;
        o.nsources = 1;
        tycon_check *c = NULL;
        tycon_status st = tycon_check_run_overlay(ctx, &o, &file, 1, &c);
        if (st == TYCON_OK) {
            size_t n = tycon_check_diag_count(c);
            int all = n == 2;
            for (size_t i = 0; i < n; i++)
                all &= tycon_check_diag_at(c, i) != NULL;
            ok = all;
            nomem += !all;
        } else {
            assert_int_equal(st, TYCON_ERR_NOMEM);
            nomem++;
        }
        tycon_check_free(c);
        tycon_ctx_free(ctx);
        assert_int_equal(f.live, 0);
    }
    assert_true(ok);
    assert_true(nomem > 10);
}

int main(void)
{
    set_moddir();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(t_status_and_init),
        cmocka_unit_test(t_overlay_diagnostics),
        cmocka_unit_test(t_overlay_module),
        cmocka_unit_test(t_value_path),
        cmocka_unit_test(t_alloc_failures),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
