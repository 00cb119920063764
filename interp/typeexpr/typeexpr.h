/* SPDX-License-Identifier: Apache-2.0 */
/*
** typeexpr.h: type-constraint expressions (hcl ext/typeexpr): `list(object({a=string,
** b=optional(number, 1)}))` read from an unevaluated expression, with HCL's diagnostics,
** and the tree of optional-attribute defaults.
*/
#ifndef TYC_TYPEEXPR_H
#define TYC_TYPEEXPR_H

#include "interp/syntax/ast.h"
#include "runtime/convert/defaults.h"
#include "runtime/diag/diag.h"
#include "runtime/value/type.h"

enum {
    TYC_TE_EXACT = 0,   /* typeexpr.Type: no `any`, no optional() */
    TYC_TE_CONSTRAINT,  /* typeexpr.TypeConstraint: `any`, optional(T) */
    TYC_TE_DEFAULTS     /* typeexpr.TypeConstraintWithDefaults: also optional(T, default) */
};

/*
** Reads the type expression expr (from source src) in the given mode. Always returns a
** type (possibly partial, with `any` where errors were); errors go to d with HCL's exact
** summary, detail, subject and context. With TYC_TE_DEFAULTS, *defaults receives the
** defaults tree or NULL when the type has none (defaults may be NULL otherwise).
** Returns NULL only on out-of-memory.
*/
const tyc_type *tyc_typeexpr(tyc_arena *a, const tyc_source *src, const tyc_node *expr, int mode,
                             const tyc_defaults **defaults, tyc_diags *d);

/* Terraform's variable `type` argument: the bare keywords `list` and `map` mean list(any)
** and map(any); otherwise as tyc_typeexpr in TYC_TE_DEFAULTS mode. */
const tyc_type *tyc_typeexpr_variable(tyc_arena *a, const tyc_source *src, const tyc_node *expr,
                                      const tyc_defaults **defaults, tyc_diags *d);

#endif
