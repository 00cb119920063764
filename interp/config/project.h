/* SPDX-License-Identifier: Apache-2.0 */
/*
** project.h: the project file, `.tycon.hcl`: the nearest one in a module's directory or
** above it, read by every face (check and validate: `target`, `provider_schemas`; the
** language server: `target`, `map` blocks). See docs/editors.md and docs/validate.md.
*/
#ifndef TYC_CONFIG_PROJECT_H
#define TYC_CONFIG_PROJECT_H

#include "interp/syntax/ast.h"
#include "runtime/base/target.h"
#include "runtime/diag/diag.h"

/* A project file, parsed. */
typedef struct tyc_project {
    int found;                /* 0: there is none */
    const char *dir;          /* its directory */
    const tyc_source *src;
    const tyc_node *root;     /* its body, or NULL when it does not parse (diagnostics) */
} tyc_project;

/*
** Finds the nearest .tycon.hcl in dir or a directory above it and parses it into *p (parse
** errors into d). Returns 0 (p->found 0 when there is none), or -1 on out-of-memory.
*/
int tyc_project_find(tyc_arena *a, const char *dir, tyc_project *p, tyc_diags *d);

/*
** The `target = "terraform@1.15"` of p into *t (unchanged when p has none); a name that is
** no supported target is an error diagnostic at the value. Returns 0, or -1 on OOM.
*/
int tyc_project_target(const tyc_project *p, tyc_target *t, tyc_diags *d);

/* The text of a literal string expression ("..." without interpolation), or NULL. */
const char *tyc_project_lit(const tyc_node *e);

#endif
