/* SPDX-License-Identifier: Apache-2.0 */
/*
** set_int.h: helpers shared by set.c, defaults.c and render.c (private to those files):
** cty's type conformance test and the set hash bytes.
*/
#ifndef TYC_SET_INT_H
#define TYC_SET_INT_H

#include "runtime/value/value.h"

/* cty Type.TestConformance(given, want) == nil: structurally the same, with `any` in want
** accepting anything at that position (optional markers do not matter). */
int tyc_type_conforms(const tyc_type *given, const tyc_type *want);

/* Appends cty's set "hash bytes" of v (numbers as Text('g',10), strings %q, `?` unknown,
** `~` null, `[..;]` list/set, `{"k":v;}` map, `<..;>` object/tuple). Marks are ignored.
** Returns 1 if v is wholly known, else 0. */
int tyc_set_hash_bytes(tyc_buf *b, const tyc_value *v);

#endif
