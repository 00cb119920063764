/* SPDX-License-Identifier: Apache-2.0 */
/*
** defaults.h: the tree of optional-attribute defaults (hcl typeexpr.Defaults) and its
** application to a value (Defaults.Apply, hcl >= 2.17.1 algorithm).
*/
#ifndef TYC_DEFAULTS_H
#define TYC_DEFAULTS_H

#include "runtime/value/value.h"

typedef struct tyc_defaults tyc_defaults;
struct tyc_defaults {
    const tyc_type *type;                 /* the type at this node, optional markers included */
    uint32_t nvals;                       /* object nodes: default values by attribute name */
    const tyc_str *val_names;             /* sorted byte-wise */
    const tyc_value *const *vals;         /* converted to the attribute type at parse time */
    uint32_t nkids;                       /* children: attr name, tuple index "0".., or "" */
    const tyc_str *kid_keys;              /* sorted byte-wise */
    const tyc_defaults *const *kids;
};

/* The child for key (exact match), or NULL. */
const tyc_defaults *tyc_defaults_child(const tyc_defaults *d, tyc_str key);

/*
** Applies defaults d to v (v not null: Terraform calls this only for non-null values, but
** null and unknown are returned unchanged anyway). Never fails except on out-of-memory
** (returns NULL). Extra attributes are kept; a map may become an object and a list or
** set a tuple, as hcl does.
*/
const tyc_value *tyc_defaults_apply(tyc_arena *a, const tyc_defaults *d, const tyc_value *v);

#endif
