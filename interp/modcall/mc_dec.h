/* SPDX-License-Identifier: Apache-2.0 */
/*
** mc_dec.h (private to interp/modcall): decoding resource, data and provider block bodies
** against provider schemas (mc_decode.c) and the provider-side rules applied on the way
** (mc_valid.c).
*/
#ifndef TYC_MC_DEC_H
#define TYC_MC_DEC_H

#include "interp/modcall/mc_int.h"

/* The path of the block being decoded, innermost first: how a provider's diagnostic path
** (an attribute in the n-th block of a type) finds its place in the configuration. */
typedef struct mc_ppath {
    const struct mc_ppath *up;
    const char *name;         /* the block type */
    int nesting;              /* TYC_NEST_*, or -1 for an attribute written as blocks */
    uint32_t index;           /* the block's index among those of its type */
    const char *key;          /* map nesting: its label */
    const tyc_node *blk;      /* the block */
    int unknown;              /* generated from an unknown dynamic for_each */
} mc_ppath;

/* One decoding: a block's body in scope s (in src). */
typedef struct mc_dec {
    mc_scope *s;
    const tyc_source *src;
    int errs;                 /* errors reported (core's diagnostics) */
    tyc_diags prov;           /* the provider's own diagnostics, kept for after decoding */
    const tyc_node *top;      /* the block's BODY (where a provider's path starts) */
} mc_dec;

/* Decodes body against b as EvaluateBlock does (dynamic blocks expanded, attributes written
** as blocks accepted, hcldec's diagnostics); skip: names the caller handled (meta-arguments),
** NULL-terminated. Provider-side findings go to x->prov. 0, or -1 on OOM. */
int tyc_mc_decode(mc_dec *x, const tyc_node *body, const tyc_sblock *b, const char *const *skip);

/* The provider's own rules for attribute sa set to v (converted) at ATTR node at, in the
** block at path pp: a read-only (computed-only) attribute set is an error, a deprecated
** one a warning, in the plugin framework's words (nested attribute types walked). Adds to
** x->prov. 0, or -1 on OOM. */
int tyc_mc_provider_rules(mc_dec *x, const tyc_sattr *sa, const tyc_value *v,
                          const tyc_node *at, const mc_ppath *pp);

#endif
