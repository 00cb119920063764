/* SPDX-License-Identifier: Apache-2.0 */
/*
** bench_module.c: `tycon check` on a realistic 100-variable module (see bench_module.h).
*/
#define _POSIX_C_SOURCE 200809L
#include "bench/bench_module.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tycon.h"

/* Ten kinds of declaration, each with a value (every fourth value of a kind is wrong);
** %1$d is the variable's number. */
typedef struct kind {
    const char *decl, *good, *bad;
} kind;

static const kind kinds[] = {
    {"variable \"name_%d\" {\n  type = string\n  validation {\n    condition     = "
     "can(regex(\"^[a-z][a-z0-9-]{2,31}$\", var.name_%d))\n    error_message = \"Names are "
     "lowercase.\"\n  }\n}\n",
     "name_%d = \"service-%d\"\n", "name_%d = \"Service_%d\"\n"},
    {"variable \"size_%d\" {\n  type    = number\n  default = 20\n  validation {\n    condition"
     "     = var.size_%d >= 20 && var.size_%d <= 65536\n    error_message = \"Size is 20-65536."
     "\"\n  }\n}\n",
     "size_%d = %d00\n", "size_%d = \"big-%d\"\n"},
    {"variable \"cidrs_%d\" {\n  type    = list(string)\n  default = []\n  validation {\n    "
     "condition     = alltrue([for c in var.cidrs_%d : can(cidrhost(c, 0))])\n    "
     "error_message = \"CIDR blocks only.\"\n  }\n}\n",
     "cidrs_%d = [\"10.%d.0.0/16\", \"10.%d.1.0/24\"]\n",
     "cidrs_%d = [\"10.%d.0.0/16\", \"10.%d.1.0\"]\n"},
    {"variable \"groups_%d\" {\n  type = map(object({\n    instance_types = optional(list("
     "string), [\"m6i.large\"])\n    min_size       = optional(number, 1)\n    max_size       = "
     "optional(number, 3)\n    disk = optional(object({\n      size = optional(number, 20)\n      "
     "type = optional(string, \"gp3\")\n    }), {})\n  }))\n  default = {}\n  validation {\n    "
     "condition     = alltrue([for k, g in var.groups_%d : g.min_size <= g.max_size])\n    "
     "error_message = \"min_size <= max_size.\"\n  }\n}\n",
     "groups_%d = {\n  general = { min_size = 1, max_size = %d }\n  spot = { disk = { size = 50 "
     "} }\n}\n",
     "groups_%d = {\n  general = { min_size = 9, max_size = %d }\n  spot = { disk = { size = "
     "\"x\" } }\n}\n"},
    {"variable \"settings_%d\" {\n  type = object({\n    enabled   = optional(bool, true)\n    "
     "mode      = optional(string, \"standard\")\n    retention = optional(number, 7)\n  })\n  "
     "default = {}\n  validation {\n    condition     = contains([\"standard\", \"strict\"], "
     "var.settings_%d.mode)\n    error_message = \"Unknown mode.\"\n  }\n}\n",
     "settings_%d = { mode = \"strict\", retention = %d }\n",
     "settings_%d = { mode = \"lenient\", retention = %d }\n"},
    {"variable \"enabled_%d\" {\n  type     = bool\n  default  = false\n  nullable = false\n}\n",
     "enabled_%d = true\n", "enabled_%d = \"yes\"\n"},
    {"variable \"tags_%d\" {\n  type    = map(string)\n  default = {}\n  validation {\n    "
     "condition     = alltrue([for k, v in var.tags_%d : length(k) <= 128])\n    error_message "
     "= \"Tag keys are short.\"\n  }\n}\n",
     "tags_%d = { Environment = \"prod\", Owner = \"team-%d\" }\n",
     "tags_%d = { Environment = \"prod\", Owner = [\"team-%d\"] }\n"},
    {"variable \"extra_%d\" {\n  type    = any\n  default = null\n}\n",
     "extra_%d = { rules = [{ port = %d, proto = \"tcp\" }] }\n",
     "extra_%d = { rules = [{ port = %d }, \"x\"] }\n"},
    {"variable \"zones_%d\" {\n  type = set(string)\n  default = []\n  validation {\n    "
     "condition     = length(var.zones_%d) <= 6\n    error_message = \"At most 6 zones.\"\n  "
     "}\n}\n",
     "zones_%d = [\"eu-west-1a\", \"eu-west-1b\"]\n",
     "zones_%d = [\"a\", \"b\", \"c\", \"d\", \"e\", \"f\", \"g%d\"]\n"},
    {"variable \"max_%d\" {\n  type    = number\n  default = 10\n  validation {\n    condition"
     "     = var.max_%d >= var.size_%d\n    error_message = \"max must be at least size.\"\n  "
     "}\n}\n",
     "max_%d = %d000\n", "max_%d = %d\n"},
};

typedef struct text {
    char *p;
    size_t len, cap;
} text;

static void addf(text *t, const char *fmt, int i)
{
    char line[1024];
    /* every declaration names the variable (and a size_ partner) by the same number */
    int n = snprintf(line, sizeof line, fmt, i, i, i, i);
    if (n < 0 || (size_t)n >= sizeof line)
        return;
    if (t->len + (size_t)n + 1 > t->cap) {
        t->cap = (t->len + (size_t)n + 1) * 2;
        char *p = realloc(t->p, t->cap);
        if (!p)
            exit(1);
        t->p = p;
    }
    memcpy(t->p + t->len, line, (size_t)n + 1);
    t->len += (size_t)n;
}

static int write_text(const char *dir, const char *name, const text *t)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    if (!f)
        return -1;
    size_t ok = fwrite(t->p, 1, t->len, f);
    fclose(f);
    return ok == t->len ? 0 : -1;
}

/* 100 variables: ten groups of the ten kinds (the max_ rule of group g reads size_ of g). */
static int gen(const char *dir)
{
    text tf = {0}, tv = {0};
    for (int i = 0; i < 100; i++) {
        const kind *k = &kinds[i % 10];
        int num = i / 10;
        char fmt[1024];
        /* the cross-variable rule: max_N reads size_N */
        addf(&tf, k->decl, num);
        snprintf(fmt, sizeof fmt, "%s", (num % 4 == 3) ? k->bad : k->good);
        addf(&tv, fmt, num);
    }
    int rc = write_text(dir, "variables.tf", &tf) | write_text(dir, "terraform.tfvars", &tv);
    free(tf.p);
    free(tv.p);
    return rc;
}

void bench_module_check(void)
{
    char dir[] = "/tmp/tycon-bench-module-XXXXXX";
    if (!mkdtemp(dir) || gen(dir) != 0) {
        printf("module check: could not write the module\n");
        return;
    }
    size_t errors = 0, vars = 0;
    double best = bench_check_dir(dir, 20, &vars, &errors);
    bench_remove_module(dir, "variables.tf");
    printf("tycon check, realistic module: %zu variables (validation rules, optional() "
           "defaults, map(object), any, cross-variable rules), %zu errors: %.2f ms (best of 20; "
           "target < 10 ms)\n", vars, errors, best * 1e3);
}
