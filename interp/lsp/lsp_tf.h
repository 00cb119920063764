/* SPDX-License-Identifier: Apache-2.0 */
/*
** lsp_tf.h (private to interp/lsp): hover, completion and definition in .tf buffers: the
** cursor's place among blocks (lsp_tfcur.c) and the features (lsp_tffeat.c, lsp_tfcomp.c).
*/
#ifndef TYC_LSP_TF_H
#define TYC_LSP_TF_H

#include "interp/lsp/lsp_int.h"

#define LSP_TF_MAXBLK 16

/* One block around the cursor: its type and labels (words[0] the type), its brace. */
typedef struct lsp_tfblk {
    tyc_str words[3];
    uint32_t nwords;
    uint32_t open;
} lsp_tfblk;

enum { REF_NONE = 0, REF_VAR, REF_LOCAL };

typedef struct lsp_tfcur {
    lsp_cursor c;             /* the scanner's cursor: steps start at the argument's name */
    lsp_tfblk blk[LSP_TF_MAXBLK];
    uint32_t nblk;            /* the blocks around the cursor, outermost first */
    int at_block;             /* an argument name (or a nested block) goes here: the cursor
                                 is directly in the innermost block's body */
    int ref;                  /* REF_*: the cursor is on `var.NAME` / `local.NAME` */
    tyc_str name;             /* NAME (may be empty: just after the dot) */
    uint32_t nbeg, nend;      /* its range */
} lsp_tfcur;

/* Describes the cursor at byte off of text[0..len) (native syntax). 0, or -1 on OOM. */
int lsp_tf_cursor(tyc_arena *a, const char *text, uint32_t len, uint32_t off, lsp_tfcur *out);
/* The module of directory dir read through the open buffers into *m (its declaration errors
** dropped). 0, or -1 on OOM. */
int lsp_tf_module(lsp_srv *s, tyc_arena *a, const char *dir, tyc_module *m);
/* For a `module "NAME"` block b of document d: its child module into *child and the child's
** directory; NULL when b is no module block or its source cannot be found or read. */
const char *lsp_tf_child(lsp_srv *s, tyc_arena *a, const lsp_doc *d, const lsp_tfblk *b,
                         tyc_module *child);
/* For a cursor in a `resource` or `data` block: the schema block of the innermost block
** (the resource type's, or a nested block type's), *depth the number of blocks it covers
** (cur->nblk when all); NULL without a schema. */
const tyc_sblock *lsp_tf_schema(lsp_srv *s, tyc_arena *a, const lsp_doc *d,
                                const lsp_tfcur *cur, uint32_t *depth);

/* The features in .tf document d at byte off (scratch in a; NULL / JSON null: nothing). */
json_t *lsp_tf_hover(lsp_srv *s, lsp_doc *d, size_t off, tyc_arena *a);
json_t *lsp_tf_definition(lsp_srv *s, lsp_doc *d, size_t off, tyc_arena *a);
json_t *lsp_tf_completion(lsp_srv *s, lsp_doc *d, size_t off, tyc_arena *a);
/* The text of a schema attribute's hover ("required", type, description) into b. */
void lsp_tf_attr_doc(tyc_buf *b, const tyc_sattr *at);

#endif
