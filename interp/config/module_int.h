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

#endif
