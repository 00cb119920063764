/* SPDX-License-Identifier: Apache-2.0 */
/*
** diff.h: `tycon diff`: what a module's new version breaks for its callers (docs/diff.md).
** Two modules read by the configuration model (interp/config) are compared declaration by
** declaration; types through the acceptance relation (accept.h). The result is a list of
** changes, rendered as text, JSON, SARIF, GitHub annotations or compact lines.
*/
#ifndef TYC_DIFF_H
#define TYC_DIFF_H

#include "interp/config/module.h"

/* What a change means for callers, from the worst. */
typedef enum tyc_dcat {
    TYC_DC_BREAKING = 0, /* a caller that worked before may fail now (major) */
    TYC_DC_BEHAVIOUR,    /* callers still work, values or effects differ (patch) */
    TYC_DC_ADDITION      /* new optional interface (minor) */
} tyc_dcat;

/* One change. Strings live in the diff's arena; file/line locate the declaration in the
** new module (in the old one for removals); file NULL when there is none. */
typedef struct tyc_dchange {
    const char *address;   /* var.x, output.y, module.z, provider.aws, terraform */
    const char *kind;      /* e.g. "variable-removed", "type-narrowed" (docs/diff.md) */
    uint8_t cat;           /* tyc_dcat */
    const char *message;
    const char *witness;   /* HCL text of a value that breaks, or NULL */
    const char *witness_json; /* the same as JSON, or NULL */
    const char *file;      /* relative to the module directory */
    uint8_t side;          /* 0: file is in the old module, 1: in the new one */
    uint32_t line, col;
    uint32_t seq;          /* the order found (ties of the sort) */
} tyc_dchange;

/* The result of a diff. */
typedef struct tyc_dres {
    tyc_dchange *v;
    uint32_t n;
    tyc_diags diags;       /* load errors of either module */
    uint32_t nbreaking, nbehaviour, naddition;
} tyc_dres;

/*
** Loads old_dir and new_dir and compares them into *r (in arena a). A module that does not
** load (errors) leaves r->diags with errors and no changes. Changes are ordered by category,
** then address. Returns 0, or -1 on out-of-memory.
*/
int tyc_diff_dirs(tyc_arena *a, const char *old_dir, const char *new_dir, tyc_dres *r);

/* Compares two loaded modules (as tyc_diff_dirs after loading). 0, or -1 on OOM. */
int tyc_diff_modules(tyc_arena *a, const tyc_module *o, const tyc_module *n, tyc_dres *r);

/* "major", "minor", "patch" or "none": the semantic-version bump the changes require. */
const char *tyc_diff_bump(const tyc_dres *r);

/* Output formats of tyc_diff_render. */
enum { TYC_DF_TEXT, TYC_DF_JSON, TYC_DF_SARIF, TYC_DF_GITHUB, TYC_DF_COMPACT };

/* Renders r in format fmt into b (when r holds load errors: those, as Terraform prints
** them). labels[0..1] name the old and new versions (directories or revisions); locs[0..1]
** are the directories that file locations of each side are shown under ("" or ".": none). */
void tyc_diff_render(tyc_buf *b, tyc_arena *a, const tyc_dres *r, int fmt,
                     const char *const labels[2], const char *const locs[2]);

/* ---- private to interp/diff ---- */

/* Appends a change (printf-style message). NULL on out-of-memory, else the change. */
tyc_dchange *tyc_dadd(tyc_arena *a, tyc_vec *out, int cat, const char *address,
                      const char *kind, const tyc_source *src, uint32_t off, int side,
                      const char *fmt, ...) __attribute__((format(printf, 9, 10)));

/* Sets c's witness texts (HCL and JSON) from value w. */
void tyc_dwitness(tyc_arena *a, tyc_dchange *c, const tyc_value *w);

/* Outputs, module calls, required providers and required_version (diff_out.c). 0 or -1. */
int tyc_diff_outputs(tyc_arena *a, const tyc_module *o, const tyc_module *n, tyc_vec *out);
int tyc_diff_requirements(tyc_arena *a, const tyc_module *o, const tyc_module *n,
                          tyc_vec *out);

/* Compares two version constraint strings ("~> 5.0", ">= 1.3, < 2.0"): 0 the same set of
** versions, 1 the new one allows fewer (narrowed), 2 more (widened), 3 neither includes the
** other. Unparsable constraints compare as text (0 when equal, 3 otherwise). */
int tyc_diff_constraint(const char *old_c, const char *new_c);

#endif
