/* SPDX-License-Identifier: Apache-2.0 */
/*
** version.h: version constraints as Terraform reads them (hashicorp/go-version: "=", "!=",
** ">", ">=", "<", "<=", "~>" over versions of up to three numeric parts, joined by commas:
** required_version, module `version`, required_providers versions), each an interval minus
** excluded points; and the check of a module's required_version against the target's release.
*/
#ifndef TYC_CONFIG_VERSION_H
#define TYC_CONFIG_VERSION_H

#include "interp/config/module.h"
#include "runtime/base/target.h"

enum { TYC_VSET_MAXEX = 16 };

typedef struct tyc_ver {
    int64_t p[3];
} tyc_ver;

/* The versions a constraint allows. */
typedef struct tyc_vset {
    tyc_ver lo, hi;
    int lo_in, hi_in, hi_inf;    /* bounds inclusive; hi_inf: no upper bound */
    tyc_ver ex[TYC_VSET_MAXEX];  /* excluded points (!=) */
    int nex;
} tyc_vset;

/* Reads constraint c (NUL-terminated) into *s. 0, or -1 when malformed or when a version has
** a pre-release or metadata suffix (not compared). */
int tyc_vset_parse(const char *c, tyc_vset *s);
/* 1 when some version allowed by a is not allowed by b. */
int tyc_vset_loses(const tyc_vset *a, const tyc_vset *b);
/* 1 when version v ("1.11.4": its core, a pre-release suffix ignored, as Terraform's SemVer
** holds only the core) is allowed by s, else 0. */
int tyc_vset_allows(const tyc_vset *s, const char *v);

/* Terraform's check of the core version (internal/configs/module.go,
** CheckCoreVersionRequirements; run before any walk of plan and validate): each
** required_version of m's `terraform` blocks must allow the release that target t stands for
** (tyc_target_release). path/source: the module call's path and source ("module.a", "./a"),
** NULL for the root. Adds "Unsupported Terraform Core version" (or OpenTofu's) per failing
** constraint, "Invalid required_version constraint" for a pre-release one. 0, or -1 on OOM. */
int tyc_core_version_check(tyc_arena *a, const tyc_module *m, tyc_target t, const char *path,
                           const char *source, tyc_diags *d);

#endif
