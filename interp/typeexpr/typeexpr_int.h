/* SPDX-License-Identifier: Apache-2.0 */
/*
** typeexpr_int.h: private interface between typeexpr.c (the type-expression walker) and
** typeexpr_defaults.c (object attributes with optional(), default values, defaults tree).
** Not part of the library's shared contracts.
*/
#ifndef TYC_TYPEEXPR_INT_H
#define TYC_TYPEEXPR_INT_H

#include "interp/typeexpr/typeexpr.h"

/* The state of one tyc_typeexpr call. */
typedef struct tyc_te {
    tyc_arena *a;
    const tyc_source *src;
    tyc_diags *d;
    int mode;        /* TYC_TE_EXACT / CONSTRAINT / DEFAULTS */
    uint32_t depth;  /* current nesting, bounded by a->ctx->max_depth */
} tyc_te;

/* What one object attribute definition produced (see tyc_te_attr). */
typedef struct tyc_te_attr_out {
    const tyc_type *type;       /* the attribute type (any where errors were) */
    uint8_t opt;                /* 1 if the attribute is optional */
    const tyc_value *dflt;      /* the converted default value, or NULL */
    const tyc_defaults *kids;   /* the defaults tree of the attribute type, or NULL */
} tyc_te_attr_out;

/*
** hcl getType: reads expr into *ty (never NULL on success) and *dflt (NULL when the type
** has no defaults), adding diagnostics to te->d. Returns 0, or -1 on out-of-memory.
*/
int tyc_te_get_type(tyc_te *te, const tyc_node *expr, const tyc_type **ty,
                    const tyc_defaults **dflt);

/*
** Adds an "Invalid type specification" error with the given subject (and context when
** cbeg < cend). detail is used as it is (no format). Returns 0, or -1 on out-of-memory.
*/
int tyc_te_error(tyc_te *te, uint32_t beg, uint32_t end, uint32_t cbeg, uint32_t cend,
                 const char *detail);

/*
** Reads the value expression val of an object attribute, handling the optional(...)
** modifier as the mode allows. Returns 1 when the attribute is to be added (o filled),
** 0 when it is skipped (optional() without arguments), -1 on out-of-memory.
*/
int tyc_te_attr(tyc_te *te, const tyc_node *val, tyc_te_attr_out *o);

/* A defaults-tree entry under construction: a key and a value or child node. */
typedef struct tyc_te_entry {
    tyc_str key;
    const void *p;
} tyc_te_entry;

/*
** Builds a defaults node of type t from nv default values and nk children (entries are
** sorted here, in place). *out is NULL when both are empty. Returns 0, or -1 on OOM.
*/
int tyc_te_defaults_node(tyc_arena *a, const tyc_type *t, tyc_te_entry *vals, uint32_t nv,
                         tyc_te_entry *kids, uint32_t nk, const tyc_defaults **out);

#endif
