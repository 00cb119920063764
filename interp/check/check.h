/* SPDX-License-Identifier: Apache-2.0 */
/*
** check.h: checking a module's input-variable values offline as `terraform plan` does:
** module load, value collection, parsing (undeclared and required variables), defaults and
** conversion, nullable, then validation rules, with Terraform's diagnostics. By default
** also tycon's extras (value paths, narrowed highlights, undeclared-attribute warnings).
*/
#ifndef TYC_CHECK_H
#define TYC_CHECK_H

#include "interp/config/module.h"
#include "interp/check/tfvars.h"
#include "interp/eval/eval.h"

#define TYC_CHK_COMPAT 0x01  /* print only what Terraform prints */
#define TYC_CHK_STRICT 0x02  /* undeclared object attributes (and, in tycon's own mode,
                                undeclared tfvars names) are errors */
#define TYC_CHK_PARTIAL 0x04 /* check only the values given: no "No value for required
                                variable" (layered tfvars) */
#define TYC_CHK_VALIDATE 0x08 /* `terraform validate`: no values are read (every input
                                variable unknown); resources checked against schemas */

typedef struct tyc_check_opts {
    const char *dir;
    const char *const *env;      /* NULL-terminated "NAME=VALUE" list, or NULL */
    const tyc_cli_src *cli;      /* -var / -var-file in command-line order */
    uint32_t ncli;
    unsigned flags;              /* TYC_CHK_* */
    const struct tyc_overlay *ov; /* in-memory files over the disk (overlay.h), or NULL */
    struct tyc_schemas *schemas; /* provider schemas (interp/schema), or NULL */
    tyc_target target;           /* the language version followed (runtime/base/target.h) */
} tyc_check_opts;

/* The outcome for one declared variable. */
typedef struct tyc_varres {
    const tyc_var *var;
    const tyc_value *value;      /* final value (sensitive-marked when declared so), or NULL */
    const tyc_raw *raw;          /* the source that set the value, or NULL (default/unset) */
    int from_default;            /* the value is the declared default */
    int failed;                  /* an error concerns this variable's value */
} tyc_varres;

typedef struct tyc_check {
    tyc_module mod;
    tyc_diags diags;             /* in production order */
    tyc_varres *vars;            /* parallel to mod.vars (sorted by name) */
    uint32_t nvars;
    /* between tyc_check_begin and tyc_check_finish */
    tyc_arena *a;
    const tyc_check_opts *o;
    const tyc_raws *raws;
    const tyc_value **parsed;    /* parallel to vars: the evaluated raw value, or NULL */
    /* the validate walk over the rules run ahead (tyc_check_walk_ahead): its diagnostics,
    ** added by tyc_check_walk, and the variables whose rules failed (parallel to vars) */
    tyc_diags walk_diags;
    uint8_t *walk_bad;
} tyc_check;

/* Runs the whole check in arena a. Returns 0 (diagnostics in out->diags), or -1 on
** out-of-memory. */
int tyc_check_run(tyc_arena *a, const tyc_check_opts *o, tyc_check *out);
/* The check in two halves, as Terraform's plan interleaves them with module calls (which
** are validated in between: interp/modcall): begin loads the module, collects and parses
** the values (undeclared and required variables); finish, called only when begin reported
** no error, converts and validates them. o must live until finish. 0, or -1 on OOM. */
int tyc_check_begin(tyc_arena *a, const tyc_check_opts *o, tyc_check *out);
int tyc_check_finish(tyc_check *out);
/* Terraform's validate walk over the root variables' validation rules (internal/terraform/
** context_validate.go): every variable an unknown value of its type (sensitive ones marked),
** a rule whose result is unknown passes silently; its errors (only: warnings come again from
** the plan) are added to out->diags, and stop a plan. Between begin and finish, or after a
** begin for `tycon validate`. 0, or -1 on OOM. */
int tyc_check_walk(tyc_check *out);
/* The same walk run ahead of the module-call walk, so that it knows which root variables
** failed their rules (out->walk_bad; Terraform's references to var.x wait for its
** validation node, so what reads a failed variable is skipped); tyc_check_walk then only
** adds the diagnostics kept. 0, or -1 on OOM. */
int tyc_check_walk_ahead(tyc_check *out);
/* Terraform's graph of the walks: a "Cycle: var.a (validation), var.b (validation)" error
** for variables whose rules read each other (no walk runs then). Before any walk, after a
** begin without errors. 0, or -1 on OOM. */
int tyc_check_graph(tyc_check *out);

/* ---- internal pieces (check_*.c) ---- */

/* Per-run state shared by the check files. */
typedef struct tyc_chk {
    tyc_arena *a;
    const tyc_check_opts *o;
    tyc_check *r;
    tyc_diags *d;
    const tyc_raws *raws;
    const tyc_value **parsed;    /* parallel to r->vars: the evaluated raw value, or NULL */
} tyc_chk;

/* Phase 3 for variable i: defaults, conversion, nullable, extras. Returns -1 on OOM. */
int tyc_check_convert(tyc_chk *k, uint32_t i);
/* Every mismatch of value x (defaults applied) with type t in tycon's own mode: the first
** `max` into out[0..*n) (message and full path each), the count of all into *total. Linear
** in the size of x. Returns 0, or -1 on out-of-memory. (check_mismatch.c) */
int tyc_check_mismatches(tyc_arena *a, const tyc_value *x, const tyc_type *t, tyc_cerr *out,
                         uint32_t max, uint32_t *n, uint32_t *total);
/* Phase 4: the validation rules of every variable with a final value. -1 on OOM. */
int tyc_check_validate(tyc_chk *k);
/* tyc_check_walk's rules (check_valid.c); *bad (when bad is not NULL): the variables whose
** rules failed, parallel to the check's vars. -1 on OOM. */
int tyc_check_walk_rules(tyc_chk *k, uint8_t **bad);
/* tyc_check_graph's cycles (check_valid.c). -1 on OOM. */
int tyc_check_cycles(tyc_chk *k);
/* Where res's value came from ("terraform.tfvars:1,5-9", "-var", "TF_VAR_x environment
** variable", "default (main.tf:3,13-15)", "not set"), computed on demand (positions cost a
** scan of the file). NULL on OOM. */
const char *tyc_check_source(tyc_arena *a, const tyc_varres *res);
/* The environment of one variable's validation rules: the scope the condition and message
** are evaluated in (lookup/ud, functions, base directory of the filesystem functions), the
** variable's address for warnings ("var.x", "module.a.var.x") and the subject of a failure. */
typedef struct tyc_rule_env {
    tyc_arena *a;
    tyc_diags *d;
    tyc_lookup_fn lookup;
    void *ud;
    const tyc_func *funcs;
    uint32_t nfuncs;
    const char *base_dir;
    const char *addr;
    int quiet;                   /* no "not checked" warning for an unknown result */
    const tyc_source *src;
    uint32_t beg, end;
    int walk;                    /* Terraform's validate walk: an unknown message skips */
} tyc_rule_env;

/* Evaluates rule val in env e (check_rule.c): a false condition is "Invalid value for
** variable" at e's subject with the condition's value lines; a rule that cannot be decided
** offline is a "Validation rule not checked" warning. Returns 0, or -1 on out-of-memory. */
int tyc_check_rule(const tyc_rule_env *e, const tyc_validation *val);
/* Sets the value lines of diagnostic g (`var.x is "a"`) from the references of expression
** expr that overlap [beg, end), looked up through e's scope; caused: TYC_VS_* (values the
** diagnostic is caused by: unknown and sensitive ones are then shown). Returns 0, or -1 on
** out-of-memory. */
int tyc_check_values(const tyc_rule_env *e, tyc_diag *g, const tyc_node *expr, unsigned caused,
                     uint32_t beg, uint32_t end);
/* The deepest element of v along path steps s[0..n) that has a source range (v itself when
** none has), or NULL when v has none. (check_convert.c) */
const tyc_value *tyc_check_element_at(const tyc_value *v, const tyc_step *s, uint32_t n);
/* Terraform's path.cwd when run in dir: its absolute path, cleaned (an unknown string when
** the working directory cannot be read). NULL on OOM. (check_valid.c) */
const tyc_value *tyc_check_cwd(tyc_arena *a, const char *dir);
/* `FILE:L,C-C` of a range, in the arena (NULL on OOM). */
const char *tyc_check_range(tyc_arena *a, const tyc_source *s, uint32_t beg, uint32_t end);

#endif
