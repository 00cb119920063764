/* SPDX-License-Identifier: Apache-2.0 */
/*
** targets.c: `--target=all-supported`: one run per supported language version, the runs
** with the same outcome grouped, so that a module's author sees which Terraform and
** OpenTofu versions accept the module and what each of the others says.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_cli.h"

/* The outcome of one target: its rendered diagnostics and error count. */
typedef struct outcome {
    char *text;        /* warnings then errors, plain (owned) */
    size_t errors;
    int group;         /* index of the first target with the same outcome */
} outcome;

/* Runs opt under target name into *o. 0, or -1 on out-of-memory. */
static int run_one(tycon_ctx *ctx, tycon_check_options *opt, const char *name, int width,
                   outcome *o)
{
    tycon_check *c = NULL;
    const char *out = "", *err = "";
    opt->target = name;
    if (tycon_check_run(ctx, opt, &c) != TYCON_OK ||
        tycon_check_render(c, TYCON_CHECK_PLAIN, width, &out, &err) != TYCON_OK) {
        tycon_check_free(c);
        return -1;
    }
    size_t lo = strlen(out), le = strlen(err);
    o->text = malloc(lo + le + 1);
    if (o->text) {
        memcpy(o->text, out, lo);
        memcpy(o->text + lo, err, le + 1);
    }
    o->errors = tycon_check_error_count(c);
    tycon_check_free(c);
    return o->text ? 0 : -1;
}

/* Prints the names of the targets of group g, comma-separated. */
static void names(const outcome *o, size_t n, int g)
{
    const char *sep = "";
    for (size_t i = 0; i < n; i++)
        if (o[i].group == g) {
            printf("%s%s", sep, tycon_target_name(i));
            sep = ", ";
        }
}

int cli_all_targets(tycon_ctx *ctx, tycon_check_options *opt, int width)
{
    size_t n = tycon_target_count();
    outcome *o = calloc(n, sizeof *o);
    int rc = o ? 0 : -1, bad = 0;
    for (size_t i = 0; i < n && !rc; i++) {
        rc = run_one(ctx, opt, tycon_target_name(i), width, &o[i]);
        o[i].group = (int)i;
        for (size_t j = 0; !rc && j < i; j++)
            if (o[j].group == (int)j && o[j].errors == o[i].errors &&
                !strcmp(o[j].text, o[i].text)) {
                o[i].group = (int)j;
                break;
            }
    }
    for (size_t g = 0; !rc && g < n; g++) {
        if (o[g].group != (int)g)
            continue;
        printf("%s== ", g ? "\n" : "");
        names(o, n, (int)g);
        printf(" ==\n%s", o[g].errors ? "" : "valid\n");
        fputs(o[g].text, stdout);
        bad |= o[g].errors != 0;
    }
    if (!rc) {
        printf("\nvalid on: ");
        const char *sep = "";
        for (size_t i = 0; i < n; i++)
            if (!o[i].errors) {
                printf("%s%s", sep, tycon_target_name(i));
                sep = ", ";
            }
        printf("%s\n", *sep ? "" : "none");
    }
    for (size_t i = 0; o && i < n; i++)
        free(o[i].text);
    free(o);
    opt->target = NULL;
    return rc < 0 ? -1 : bad;
}
