/* SPDX-License-Identifier: Apache-2.0 */
/*
** tfvars.h: the value sources of root input variables, collected in Terraform's order
** (TF_VAR_* environment, terraform.tfvars, terraform.tfvars.json, *.auto.tfvars(.json) in
** lexical order, then -var and -var-file in command-line order), with Terraform's
** collection-phase diagnostics (bad -var options, unreadable files, blocks in tfvars).
*/
#ifndef TYC_TFVARS_H
#define TYC_TFVARS_H

#include "interp/syntax/ast.h"
#include "runtime/diag/diag.h"

enum { TYC_RAW_ENV = 1, TYC_RAW_FILE, TYC_RAW_CLI };

/* One raw (unparsed) value for a variable name. */
typedef struct tyc_raw {
    const char *name;
    int kind;                 /* TYC_RAW_* */
    const tyc_source *src;    /* FILE: the tfvars file */
    const tyc_node *expr;     /* FILE: the value expression (native or JSON syntax) */
    const char *text;         /* ENV / CLI: the raw string (NUL-terminated) */
    uint32_t len;
    uint32_t seq;             /* collection order */
    uint32_t kbeg, kend;      /* FILE: the source range of the name (kend > kbeg) */
} tyc_raw;

/* A command-line source: -var NAME=VALUE (is_file 0) or -var-file PATH (is_file 1). */
typedef struct tyc_cli_src {
    int is_file;
    const char *text;
} tyc_cli_src;

/* The final raw value of every name (the last source wins), sorted by name. */
typedef struct tyc_raws {
    tyc_raw **v;
    uint32_t n;
} tyc_raws;

/*
** Collects every source: env is a NULL-terminated "NAME=VALUE" list (may be NULL); dir is
** the module directory (automatic files are read from it and named relative to it); cli
** are the command-line sources in order (-var-file paths are used and shown as given).
** Collection errors go to d. Returns 0, or -1 on out-of-memory.
*/
int tyc_tfvars_collect(tyc_arena *a, const char *dir, const char *const *env,
                       const tyc_cli_src *cli, uint32_t ncli, tyc_raws *out, tyc_diags *d);

/* As tyc_tfvars_collect, reading files through the overlay ov (may be NULL). */
struct tyc_overlay;
int tyc_tfvars_collect_ov(tyc_arena *a, const char *dir, const struct tyc_overlay *ov,
                          const char *const *env, const tyc_cli_src *cli, uint32_t ncli,
                          tyc_raws *out, tyc_diags *d);

/* The final raw value of name, or NULL. O(log n). */
const tyc_raw *tyc_raws_find(const tyc_raws *r, const char *name);

#endif
