/* SPDX-License-Identifier: Apache-2.0 */
/*
** schema.h: provider schemas, as `terraform providers schema -json` writes them (format 1.0):
** per provider address, the provider's configuration block, its resource types and data
** sources. Loading a file only checks its JSON and indexes where each schema is
** (schema_load.c); a resource type's block is decoded the first time it is asked for
** (schema_block.c), so a 4 MB schema costs one scan, not thousands of decoded blocks.
*/
#ifndef TYC_SCHEMA_H
#define TYC_SCHEMA_H

#include "runtime/diag/diag.h"
#include "runtime/value/type.h"

/* Nesting modes of blocks (nesting_mode) and of nested attribute types (nested_type). */
enum { TYC_NEST_SINGLE = 1, TYC_NEST_GROUP, TYC_NEST_LIST, TYC_NEST_SET, TYC_NEST_MAP };

typedef struct tyc_sobj tyc_sobj;

/* One attribute of a block or of a nested attribute type. */
typedef struct tyc_sattr {
    const char *name;
    const tyc_type *type;   /* the type values are converted to: a nested type's object
                               type marks its optional and computed attributes optional */
    const tyc_type *itype;  /* the implied type (no optional markers) */
    const tyc_sobj *nested; /* nested_type (the plugin framework's nested attributes), or NULL */
    uint8_t required, optional, computed, deprecated, sensitive;
    const char *description; /* the schema's description, or NULL (editor support) */
} tyc_sattr;

/* A nested attribute type: its attributes and how the objects nest. */
struct tyc_sobj {
    int nesting;            /* TYC_NEST_SINGLE, _LIST, _SET or _MAP */
    tyc_sattr *attrs;       /* sorted by name */
    uint32_t nattrs;
};

typedef struct tyc_sblock tyc_sblock;

/* One nested block type of a block. */
typedef struct tyc_sbtype {
    const char *name;
    int nesting;            /* TYC_NEST_* */
    uint32_t min, max;      /* min_items, max_items (0: no limit) */
    const tyc_sblock *block;
} tyc_sbtype;

/* A block: a resource type's, a data source's, a provider's, or a nested block type's. */
struct tyc_sblock {
    tyc_sattr *attrs;       /* sorted by name */
    uint32_t nattrs;
    tyc_sbtype *blocks;     /* sorted by name; a name that is also an attribute is left out */
    uint32_t nblocks;
    const tyc_type *itype;  /* ImpliedType: what a reference to the object sees */
    int deprecated;
    const char *description; /* the schema's description, or NULL (editor support) */
};

/* One provider of a schema file: where its schemas are in the file's text. */
typedef struct tyc_sprov tyc_sprov;

/* The providers of every loaded schema file. Zero-initialise; load with tyc_schemas_load. */
typedef struct tyc_schemas {
    tyc_sprov **p;
    uint32_t n, cap;
} tyc_schemas;

/* Reads the schema file path (JSON of `terraform providers schema -json`) into s: its JSON
** is checked and indexed; blocks are decoded later, on demand. A provider already loaded
** from an earlier file is replaced. Errors are diagnostics ("Invalid provider schema file",
** with the file's range when the JSON is at fault). Returns 0, 1 after an error, -1 on OOM. */
int tyc_schemas_load(tyc_arena *a, tyc_schemas *s, const char *path, tyc_diags *d);

/* The provider with address addr ("registry.terraform.io/hashicorp/aws"), or NULL. */
tyc_sprov *tyc_schemas_find(const tyc_schemas *s, tyc_str addr);

/* The provider's address as the schema file gives it. */
const char *tyc_sprov_addr(const tyc_sprov *p);

/* Kinds of schemas a provider has. */
enum { TYC_SK_RESOURCE = 0, TYC_SK_DATA = 1 };

/*
** The block of resource type (kind TYC_SK_RESOURCE) or data source (TYC_SK_DATA) name of p,
** decoded on first use (the result is kept in p, which lives in a). *st: 0 found, 1 p has no
** such type (NULL returned), 2 the schema is malformed (a diagnostic is added to d; NULL),
** -1 out of memory.
*/
const tyc_sblock *tyc_sprov_block(tyc_arena *a, tyc_sprov *p, int kind, tyc_str name,
                                  tyc_diags *d, int *st);
/* The provider's own configuration block (an empty block when the file has none); *st as
** for tyc_sprov_block. */
const tyc_sblock *tyc_sprov_config(tyc_arena *a, tyc_sprov *p, tyc_diags *d, int *st);
/* The number of types of a kind, and the name of the i-th in sorted order (for "Did you
** mean" suggestions). */
uint32_t tyc_sprov_count(const tyc_sprov *p, int kind);
tyc_str tyc_sprov_name(const tyc_sprov *p, int kind, uint32_t i);

/* Lets the schemas of s that failed to decode report their diagnostic again on their next
** use (decoded once more in the caller's arena, kept nowhere), so that a set kept across runs
** (the language server's) reports them in every run. */
void tyc_schemas_forget_bad(tyc_schemas *s);

/* ---- schema_block.c ---- */
/* Decodes the JSON text t[0..n) of one schema ({"version":N,"block":{...}}) into a block.
** what names it in diagnostics ("resource type \"aws_instance\""). NULL after a diagnostic
** (*oom 0) or on OOM (*oom 1). */
const tyc_sblock *tyc_sblock_decode(tyc_arena *a, const char *file, const char *t, uint32_t n,
                                    const char *what, tyc_diags *d, int *oom);
/* The attribute / block type called name in b, or NULL. */
const tyc_sattr *tyc_sblock_attr(const tyc_sblock *b, tyc_str name);
const tyc_sbtype *tyc_sblock_btype(const tyc_sblock *b, tyc_str name);


#endif
