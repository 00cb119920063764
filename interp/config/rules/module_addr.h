/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_addr.h (private to interp/config): resource instance addresses written as
** expressions (module_addr.c).
*/
#ifndef TYC_MODULE_ADDR_H
#define TYC_MODULE_ADDR_H

#include "interp/config/module_int.h"

#define TYC_ADDR_MAX 32

/* One step of a static traversal: 'R' root name, 'A' attribute, 'I' literal index. */
typedef struct tyc_addr_step {
    int kind;
    const char *name;       /* R, A */
    const tyc_node *key;    /* I */
    uint32_t beg, end;      /* the step's source range (".name", "[key]") */
} tyc_addr_step;

/* A parsed address: its steps, then what they name. */
typedef struct tyc_addr {
    tyc_addr_step s[TYC_ADDR_MAX];
    uint32_t n;
    uint32_t nmodules;      /* module.NAME steps before the resource */
    int mode;               /* 'M' managed, 'D' data, 'E' ephemeral, 'L' list; 0 if invalid */
    const char *type, *name;
    uint32_t mod_end;       /* the steps before it are the module path */
    const tyc_node *key;    /* the instance key (a literal), or NULL */
} tyc_addr;

/* Reads e as an absolute resource instance address (Terraform's exprToResourceTraversal
** then addrs.ParseAbsResourceInstance) into *p, reporting its errors to d. Returns 0 when
** valid, 1 after an error (p->mode then 0), -1 on OOM. */
int tyc_addr_resource_instance(tyc_diags *d, const tyc_source *src, const tyc_node *e,
                               tyc_addr *p);

/* As tyc_addr_resource_instance; module_ok: a module instance address alone is valid too
** (addrs.ParseMoveEndpoint), p->mode then 0. */
int tyc_addr_parse(tyc_diags *d, const tyc_source *src, const tyc_node *e, int module_ok,
                   tyc_addr *p);

#endif
