/* SPDX-License-Identifier: Apache-2.0 */
/*
** val_int.h (private to interp/validate): decoding resource, data and provider block bodies
** against provider schemas (val_decode.c), the provider-side rules applied on the way
** (val_resource.c), the loader's and graph's checks (val_config.c), and the walk's hooks.
*/
#ifndef TYC_VAL_INT_H
#define TYC_VAL_INT_H

#include "interp/modcall/mc_int.h"
#include "interp/schema/schema.h"

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
    struct mc_bcache *bc;     /* val_resource.c's cache of the blocks a path last stepped into */
} mc_dec;

/* Decodes body against b as EvaluateBlock does (dynamic blocks expanded, attributes written
** as blocks accepted, hcldec's diagnostics); skip: names the caller handled (meta-arguments),
** NULL-terminated. Provider-side findings go to x->prov. 0, or -1 on OOM. */
int tyc_val_decode(mc_dec *x, const tyc_node *body, const tyc_sblock *b, const char *const *skip);

/* The provider's own rules for attribute sa set to v (converted) at ATTR node at, in the
** block at path pp: a read-only (computed-only) attribute set is an error, a deprecated
** one a warning, in the plugin framework's words (nested attribute types walked). Adds to
** x->prov. 0, or -1 on OOM. */
int tyc_val_provider_rules(mc_dec *x, const tyc_sattr *sa, const tyc_value *v,
                          const tyc_node *at, const mc_ppath *pp);

/* Terraform's check of a lifecycle ignore_changes list (expression e) against the resource
** type's schema b: each element a traversal of its attributes. 0, or -1 on OOM. */
int tyc_val_ignore_changes(mc_scope *s, const tyc_source *src, const tyc_node *e,
                          const tyc_sblock *b);

/* The schema of a built-in provisioner (local-exec, remote-exec, file), or NULL (unknown
** type, or OOM). */
const tyc_sblock *tyc_val_provisioner_schema(tyc_arena *a, const char *type);
/* The schema of a resource type (data 0) or data source (1) of Terraform's built-in provider
** (terraform_data, terraform_remote_state), or NULL (another type, or OOM). */
const tyc_sblock *tyc_val_builtin_schema(tyc_arena *a, int data, const char *type);
/* Terraform's graph check: a resource naming an aliased provider configuration its module
** does not declare ("Provider configuration not present"). The number of errors, -1 OOM. */
int tyc_val_provider_graph(mc_run *run, const tyc_cfg *root);

/* A JSON body (an OBJECT node of a .tf.json file) read against schema b as hcl/json reads
** it, as a BODY of ATTR and BLOCK nodes; meta: property names the caller handles (kept as
** arguments when not objects). "Extraneous JSON object property" errors count in x->errs.
** NULL on OOM. */
const tyc_node *tyc_val_json_body(mc_dec *x, const tyc_node *obj, const tyc_sblock *b,
                                 const char *const *meta);

/* ---- val_resource.c ---- */
/* Checks resource ri of instance in against its provider's schema as Terraform's validate
** walk does (meta-arguments, the body decoded, the provider's own rules). 0, -1 on OOM. */
int tyc_val_resource(mc_run *run, mc_inst *in, uint32_t ri);
/* The type a reference to resource r of cfg sees in tycon's own mode: the schema's implied
** object type (a list of it with count, a map with for_each), or NULL when there is no
** schema for it (the reference stays an unknown of no type). */
const tyc_type *tyc_val_resource_type(mc_run *run, const tyc_cfg *cfg, const tyc_res *r);
/* Checks the non-empty provider blocks of instance in against their schemas. -1 on OOM. */
int tyc_val_providers(mc_run *run, mc_inst *in);
/* The provider (schemas) a resource type or provider local name belongs to in cfg: the
** required_providers source, else hashicorp/NAME. *fqn receives the address shown in
** diagnostics ("hashicorp/aws"). NULL when no loaded schema has it. */
tyc_sprov *tyc_val_provider_for(mc_run *run, const tyc_cfg *cfg, const char *local,
                                const char **fqn);

/* tyc_val_schema_exprs' flags: the references Terraform's graph node takes
** (NodeAbstractResource.References: the meta-arguments too, and the contents of dynamic
** blocks); the body is a resource's own (its meta-arguments are skipped, unless GRAPH); the
** for_each of dynamic blocks is left out (read once by ExpandBlock, not per block). */
enum { TYC_SX_GRAPH = 1, TYC_SX_TOP = 2, TYC_SX_NO_EACH = 4 };
/* Pushes onto out the expressions of a resource body read through its schema b, as
** lang.ReferencesInBlock reads a body: an argument or block type the schema does not declare
** reads nothing (its "Unsupported argument" comes from the decoding); a block given for an
** attribute (blocktoattr) reads everything. Without TYC_SX_GRAPH: what EvalBlock reads (no
** meta-arguments; of a dynamic block its for_each, not its content, which has iterators:
** see val_refs.c; b NULL: everything); with it and no schema, the meta-arguments alone.
** depth: the nesting so far (bounded). 0, or -1 on OOM. */
int tyc_val_schema_exprs(tyc_arena *a, const tyc_node *body, const tyc_sblock *b, int flags,
                         tyc_vec *out, int depth);
/* ---- val_refs.c ---- */
/* Terraform's EvaluateBlock resolves the references of a body before decoding it: those of
** its dynamic blocks' for_each first (ExpandBlock; a for_each whose references fail is
** unknown, kept in s->dyn_unknown), then those of the expanded body (EvalBlock: a dynamic
** block's content once per block it generates, none when its for_each is not known), and
** stops when one of the latter fails (*failed set, the errors reported). 0, or -1 on OOM. */
int tyc_val_refs_failed(mc_scope *s, const tyc_source *src, const tyc_node *body,
                        const tyc_sblock *b, int *failed);
/* ---- val_decode.c ---- */
/* The iterator `name` (seeing up) of element i of a known for_each collection v, as dynblock
** binds it: {key, value}, the key an index (list, tuple), a key (map, object) or the
** element itself (set). NULL on OOM. */
mc_iter *tyc_val_dyn_iter(tyc_arena *a, const tyc_value *v, uint32_t i, tyc_str name,
                          const mc_iter *up);
/* ---- val_sref.c ---- */
/* Terraform's static check of the steps after `TYPE.NAME` of a resource reference against
** the resource type's schema (Unsupported attribute, instance keys). 0, or -1 on OOM. */
int tyc_val_static_ref(mc_scope *s, const tyc_source *src, const tyc_node *t,
                       const tyc_node *step, const tyc_res *r, int data);

#endif
