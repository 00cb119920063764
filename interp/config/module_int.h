/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_int.h (private to module*.c): the raw pieces of one `variable` block before
** override merging and finalisation (type decoding, default conversion).
*/
#ifndef TYC_MODULE_INT_H
#define TYC_MODULE_INT_H

#include "interp/config/module.h"

/* Argument expressions of one variable block (NULL when absent). */
typedef struct tyc_vdecl {
    const char *name;
    const tyc_source *src;
    uint32_t dbeg, dend;            /* DeclRange */
    const tyc_node *type, *def, *desc, *sens, *nullable, *eph;
    const tyc_node *cnst, *dep;     /* Terraform >= 1.15: const, deprecated (expressions) */
    const tyc_node *dep_attr;       /* the whole `deprecated = ...` argument (its range) */
    const tyc_source *dep_src;
    const tyc_source *type_src, *def_src; /* sources of type and default (override files) */
    tyc_validation *vals;
    uint32_t nvals;
    int json;                       /* declared in a .tf.json file */
    uint32_t seq;                   /* load order */
    tyc_target target;              /* the language followed */
    uint32_t lbeg, lend;            /* the name label's range */
} tyc_vdecl;

/* Decodes the variable blocks of one parsed file into *out (arena array, *n entries),
** reporting schema errors (name, unsupported arguments and blocks, validation arguments)
** in Terraform's order. Returns 0, or -1 on out-of-memory. */
int tyc_module_decls(tyc_arena *a, const tyc_source *src, const tyc_node *root, int json,
                     tyc_target t, tyc_vdecl **out, uint32_t *n, tyc_diags *d);

/* Checks the top level of a native-syntax configuration file against Terraform's root
** schema (block types, label counts, no arguments), adding hcl's diagnostics to d. Returns
** 0, or -1 on out-of-memory. */
int tyc_module_root_schema(const tyc_source *src, const tyc_node *root, tyc_target t,
                           tyc_diags *d);

/* Reads the blocks other than `variable` of every file of m (already parsed) into m's
** arrays (module_blocks.c). Returns 0, or -1 on out-of-memory. */
int tyc_module_blocks(tyc_arena *a, tyc_module *m, tyc_target t, tyc_diags *d);

/* Decodes one native `output` block b of src into *o as Terraform's decodeOutputBlock does
** for target t: the name, the schema (unsupported arguments and blocks, `value` required,
** postconditions), `sensitive`, and for Terraform >= 1.15 `type` and `deprecated`
** (module_output.c). Returns 1 when o holds an output, 0 when not (an error was reported),
** -1 on out-of-memory. */
int tyc_module_output(tyc_arena *a, const tyc_source *src, const tyc_node *b, tyc_target t,
                      int override, tyc_named *o, tyc_diags *d);

/* Merges the override blocks ov (locals, outputs, module calls, read from override files)
** into m's sorted arrays as Terraform's Module.mergeFile does, with its "Missing base ..."
** errors (module_merge.c). Returns 0, or -1 on out-of-memory. */
struct tyc_blockacc;
int tyc_module_merge(tyc_arena *a, tyc_module *m, const tyc_vec *locals, const tyc_vec *outs,
                     const tyc_vec *calls, tyc_diags *d);

/* Finalises a merged declaration into a variable: type, description, flags, default
** conversion and validation reference checks. NULL on out-of-memory. */
tyc_var *tyc_module_finish(tyc_arena *a, const tyc_vdecl *v, tyc_diags *d);

/* The variable arguments target t accepts (sorted, NULL-terminated): Terraform 1.15 added
** `const` and `deprecated`. */
const char *const *tyc_module_var_args(tyc_target t, size_t *n);

/* ---- helpers of the block decoders (module_util.c) ---- */

/* An error diagnostic with a ready detail (NULL detail: out of memory). 0, or -1 on OOM. */
int tyc_cfg_err(tyc_diags *d, const tyc_source *src, uint32_t beg, uint32_t end,
                const char *summary, const char *detail);
/* gohcl.DecodeExpression with no variables into a Go value of type want (bool, string):
** the expression's own diagnostics, then, its failed parts unknown, "Unsuitable value type"
** for a failed conversion, an unknown ("value must be known") or a null ("null value is not
** allowed"), at hcl's StartRange. *out: the known value, or NULL after an error. 0, or -1 on
** OOM. */
int tyc_cfg_decode_expr(tyc_arena *a, const tyc_source *src, const tyc_node *e,
                        const tyc_type *want, const tyc_value **out, tyc_diags *d);
/* hcl's DefRange of block b: its type through its last label (JSON: the opening brace). */
void tyc_cfg_defrange(const tyc_node *b, uint32_t *beg, uint32_t *end);
/* hcl's text of a range ("main.tf:2,3-16"), in arena a; NULL on OOM. */
const char *tyc_cfg_range_text(tyc_arena *a, const tyc_source *src, uint32_t beg, uint32_t end);
/* hcl's Body.Content on block b of a schema with nlabels labels (names: "type, name"):
** "Extraneous label for TYPE" or "Missing NAME for TYPE" when its count differs, and hcl
** then leaves the block out. 1 when the count is right, 0 when reported, -1 on OOM. */
int tyc_cfg_labels(tyc_diags *d, const tyc_source *src, const tyc_node *b, uint32_t nlabels,
                   const char *names);
/* Checks the items of a native body against a schema (attribute names, block types; both
** NULL-terminated) as hcl's Body.Content does: "Unsupported argument" / "Unsupported block
** type" with hcl's suggestions. partial: PartialContent (nothing is reported). 0, or -1. */
int tyc_cfg_content(tyc_diags *d, const tyc_source *src, const tyc_node *body,
                    const char *const *attrs, const char *const *blocks, int partial);
/* Why name is not a valid provider local name (a registry address part): NULL when valid,
** else the reason, or "\x01" followed by the normalized name when only its case differs. */
const char *tyc_cfg_provider_part(tyc_arena *a, const char *name);
/* Terraform's checkProviderNameNormalized: "Invalid provider local name" at [beg, end).
** 0 when valid, 1 after the error, -1 on OOM. */
int tyc_cfg_provider_name(tyc_diags *d, const tyc_source *src, const char *name, uint32_t beg,
                          uint32_t end);

/* The terraform blocks of m's files (module_tf.c) for target t: schema, backend / cloud
** duplicates and conflicts, required_providers duplicates, provider_meta blocks into m.
** 0, or -1 on OOM. */
int tyc_module_terraform(tyc_arena *a, tyc_module *m, tyc_target t, tyc_diags *d);

/* The loader's checks of one resource, data or ephemeral block b of src (module_res.c):
** names, meta-arguments, provider reference, reserved block types, lifecycle. kind: 'r', 'd',
** 'e', or 'c' (a data block nested in a check block). 0, or -1 on OOM. */
int tyc_module_resource(tyc_arena *a, const tyc_source *src, const tyc_node *b, int kind,
                        int override, tyc_target t, tyc_diags *d);

/* Terraform's decodeProviderConfigRef for a `name[.alias]` reference e given to argument arg
** ("provider", "providers"): the quoted legacy form (a warning), the shape, a normalized
** name. 0, or -1 on OOM. */
int tyc_cfg_provider_ref(tyc_diags *d, const tyc_source *src, const tyc_node *e,
                         const char *arg);

/* The loader's checks of one action block (Terraform >= 1.13; module_act.c). 0, or -1. */
int tyc_module_action(const tyc_source *src, const tyc_node *b, tyc_diags *d);

/* Terraform's duplicate declarations among the primary files' items (module_dup.c), each
** vector in file order (tyc_prov, tyc_named, tyc_named, tyc_call, tyc_res, tyc_res
** pointers); the duplicates are removed from the vectors. 0, or -1 on OOM. */
int tyc_module_dups(tyc_diags *d, tyc_vec *provs, tyc_vec *locals, tyc_vec *outs,
                    tyc_vec *calls, tyc_vec *res, tyc_vec *eph);

/* The entries of one native required_providers block b (module_reqp.c). 0, or -1 on OOM. */
int tyc_module_reqp(tyc_arena *a, const tyc_source *src, const tyc_node *b, tyc_diags *d);

/* Terraform's DecodeDependsOn for the depends_on expression e: a static list of references
** (quoted ones deprecated), no action (Terraform >= 1.13). 0, or -1 on OOM. */
int tyc_cfg_depends_on(tyc_diags *d, const tyc_source *src, const tyc_node *e, tyc_target t);

/* The loader's checks of one native module block b (module_call.c): name, source required
** (not in override files), count with for_each, depends_on, reserved and repeated blocks.
** 0, or -1 on OOM. */
int tyc_module_call_check(const tyc_source *src, const tyc_node *b, int override, tyc_target t,
                          tyc_diags *d);

/* The loader's checks of one native check block b (module_check.c). 0, or -1 on OOM. */
int tyc_module_check_block(tyc_arena *a, const tyc_source *src, const tyc_node *b, int override,
                           tyc_target t, tyc_diags *d);

/* Terraform's mergeFile bases (module_dup.c): each aliased provider configuration and each
** managed or data resource of an override file (oprovs, ores) must override one of the
** primary files (provs, res). 0, or -1 on OOM. */
int tyc_module_override_bases(tyc_diags *d, const tyc_vec *provs, const tyc_vec *res,
                              const tyc_vec *oprovs, const tyc_vec *ores);

/* The loader's checks of one provisioner block b of a managed resource (module_pv.c);
** *destroy: a destroy-time provisioner. 0, or -1 on OOM. */
int tyc_module_provisioner(tyc_arena *a, const tyc_source *src, const tyc_node *b, int *destroy,
                           tyc_diags *d);
/* Terraform's onlySelfRefs: the arguments of body (those named in skip excepted) may refer
** only to self, count.index, each.key, path and terraform. 0, or -1 on OOM. */
int tyc_cfg_only_self_refs(tyc_arena *a, const tyc_source *src, const tyc_node *body,
                           const char *const *skip, tyc_diags *d);

/* The loader's checks that apply to a JSON resource block b (synthetic BLOCK node: the
** object, the type and name keys; kind 'r', 'd' or 'e') and to the value v of a JSON
** "import" property (module_json.c). 0, or -1 on OOM. */
int tyc_module_json_resource(const tyc_source *src, const tyc_node *b, int kind, tyc_diags *d);
/* The type and name labels of a resource block b (kind 'r', 'd' or 'e'; native or JSON):
** "Invalid resource type name" and its siblings (rules/module_res.c). 0, or -1 on OOM. */
int tyc_cfg_res_names(const tyc_source *src, const tyc_node *b, int kind, tyc_diags *d);
int tyc_module_json_import(const tyc_source *src, const tyc_node *v, tyc_diags *d);

/* The `locals`, `output` and `module` properties of the JSON configuration file src (root:
** its parsed object) as synthetic native BLOCK nodes (TYC_NF_JSON; BODY of ATTR nodes whose
** expressions follow hcl's JSON expression rules), appended to out in file order for the
** native block readers; "Extraneous JSON object property" for unknown output arguments
** (module_jsonblk.c). Templates that do not parse stay strings, their errors added to late
** (Terraform reports them when it evaluates, after the configuration loaded without error).
** 0, or -1 on OOM. */
int tyc_module_json_named(tyc_arena *a, const tyc_source *src, const tyc_node *root,
                          tyc_target t, tyc_vec *out, tyc_diags *d, tyc_diags *late);
/* JSON value v of src as an expression (hcl's JSON expressions): strings with "${" or "%{"
** parsed as templates, containers copied with their members (and object keys) converted,
** other values as they are; a template that does not parse stays the string, its errors
** added to d (NULL: none) as hcl's ParseTemplate reports them. NULL on OOM. */
const tyc_node *tyc_cfg_json_expr(tyc_arena *a, const tyc_source *src, const tyc_node *v,
                                  int depth, tyc_diags *d);
/* The arguments of an output block for target t (sorted, NULL-terminated; module_output.c). */
const char *const *tyc_module_output_args(tyc_target t);

/* Terraform's duplicate import targets among m->imports (module_imp.c): the same static
** resource instance address imported twice. 0, or -1 on OOM. */
int tyc_module_import_dups(const tyc_module *m, tyc_diags *d);

/* The loader's checks of one import, moved or removed block b (module_imp.c) for target t.
** 0, or -1 on OOM. */
int tyc_module_stmt(const tyc_source *src, const tyc_node *b, tyc_target t, tyc_diags *d);

/* The loader's checks of one provider block (module_prov.c) for target t: normalized name,
** alias, the reserved arguments and block types, the version warning. Returns 1 when the block is
** kept, 0 when not (invalid name), -1 on OOM. */
int tyc_module_provider(tyc_arena *a, const tyc_source *src, const tyc_node *b, tyc_target t,
                        tyc_diags *d);

#endif
