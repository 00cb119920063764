/* SPDX-License-Identifier: Apache-2.0 */
/*
** diff_time.c: the speed of `tycon diff` (issue 26; goal: two versions of a 200-variable
** module in under 20 ms). Writes two versions of a generated module (200 variables: objects
** with optional attributes and defaults, nested collections, validation rules, defaults; 50
** outputs; the new version changes one variable in four: types narrowed and widened,
** optional attributes added, defaults, validation rules) into a temporary directory, then
** times tycon_diff_run + tycon_diff_render (text and JSON) in process, and prints figures.
** Usage: tycon_diff_time [RUNS]   (default 50)
*/
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tycon.h"

enum { NVARS = 200, NOUTS = 50 };

static const char *const types_old[] = {
    "string", "number", "list(string)", "map(string)",
    "object({\n    name    = string\n    size    = optional(number, 10)\n    tags    = "
    "optional(map(string), {})\n    rules   = optional(list(object({\n      port     = number\n"
    "      protocol = optional(string, \"tcp\")\n      cidrs    = optional(list(string), [])\n"
    "    })), [])\n  })",
    "list(object({ key = string, value = optional(string) }))",
    "map(object({ enabled = optional(bool, true), retention = optional(number, 7) }))",
    "set(string)",
};
static const char *const types_new[] = {
    "string", "string", "set(string)", "map(any)",
    "object({\n    name    = string\n    size    = optional(number, 20)\n    tags    = "
    "optional(map(string), {})\n    extra   = optional(string)\n    rules   = optional(list("
    "object({\n      port     = number\n      protocol = optional(string, \"tcp\")\n      "
    "cidrs    = optional(list(string), [])\n    })), [])\n  })",
    "list(object({ key = string, value = string }))",
    "map(object({ enabled = optional(bool, false), retention = optional(number, 7) }))",
    "list(string)",
};

static void write_module(const char *dir, int version)
{
    char path[512];
    snprintf(path, sizeof path, "%s/variables.tf", dir);
    FILE *f = fopen(path, "w");
    if (!f) {
        perror(path);
        exit(1);
    }
    for (int i = 0; i < NVARS; i++) {
        int k = i % 8, changed = version && i % 4 == (i / 8) % 4;
        fprintf(f, "variable \"v%d\" {\n  description = \"Variable %d.\"\n  type = %s\n", i, i,
                changed ? types_new[k] : types_old[k]);
        if (k == 0 || k == 3)
            fprintf(f, "  default = %s\n", k == 0 ? (changed ? "\"b\"" : "\"a\"") : "{}");
        if (k == 0)
            fprintf(f, "  validation {\n    condition     = length(var.v%d) < 64\n"
                       "    error_message = \"Too long.\"\n  }\n", i);
        if (changed && k == 1)
            fprintf(f, "  validation {\n    condition     = var.v%d != \"\"\n"
                       "    error_message = \"Empty.\"\n  }\n", i);
        fputs("}\n\n", f);
    }
    fclose(f);
    snprintf(path, sizeof path, "%s/outputs.tf", dir);
    f = fopen(path, "w");
    for (int i = 0; f && i < NOUTS; i++)
        fprintf(f, "output \"o%d\" {\n  value     = var.v%d\n  sensitive = %s\n}\n\n", i, i,
                version && i % 10 == 3 ? "true" : "false");
    if (f)
        fclose(f);
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    int runs = argc > 1 ? atoi(argv[1]) : 50;
    if (runs < 1)
        runs = 1;
    char tmp[] = "/tmp/tycon-diff-bench-XXXXXX";
    if (!mkdtemp(tmp))
        return 1;
    char od[600], nd[600];
    snprintf(od, sizeof od, "%s/old", tmp);
    snprintf(nd, sizeof nd, "%s/new", tmp);
    if (mkdir(od, 0700) != 0 || mkdir(nd, 0700) != 0)
        return 1;
    write_module(od, 0);
    write_module(nd, 1);
    tycon_ctx *ctx = tycon_ctx_new(NULL);
    tycon_diff_options opt;
    tycon_diff_options_init(&opt);
    opt.old_dir = od;
    opt.new_dir = nd;
    double *t = malloc(sizeof *t * (size_t)runs);
    size_t nchanges = 0, nbreak = 0, bytes = 0;
    for (int r = 0; t && r < runs; r++) {
        double t0 = now();
        tycon_diff *d = NULL;
        const char *text, *json;
        size_t tl = 0, jl = 0;
        if (tycon_diff_run(ctx, &opt, &d) != TYCON_OK ||
            tycon_diff_render(d, TYCON_DIFF_TEXT, &text, &tl) != TYCON_OK ||
            tycon_diff_render(d, TYCON_DIFF_JSON, &json, &jl) != TYCON_OK) {
            fputs("diff failed\n", stderr);
            return 1;
        }
        t[r] = now() - t0;
        nchanges = tycon_diff_change_count(d);
        nbreak = tycon_diff_breaking_count(d);
        bytes = tl + jl;
        tycon_diff_free(d);
    }
    qsort(t, (size_t)runs, sizeof *t, cmp);
    printf("tycon diff, two versions of a %d-variable module (%d outputs): %zu changes "
           "(%zu breaking), %zu bytes of text + JSON\n", NVARS, NOUTS, nchanges, nbreak, bytes);
    printf("  load + compare + render: median %.2f ms, min %.2f ms, max %.2f ms over %d runs "
           "(goal: < 20 ms)\n", t[runs / 2], t[0], t[runs - 1], runs);
    free(t);
    tycon_ctx_free(ctx);
    char cmd[700];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp);
    return system(cmd) == 0 ? 0 : 1;
}
