/* SPDX-License-Identifier: Apache-2.0 */
/*
** type.h: cty types. Immutable; primitives and `any` are static constants, composite types
** live in arenas. Object attribute names are kept sorted byte-wise (Go string order).
*/
#ifndef TYC_TYPE_H
#define TYC_TYPE_H

#include "runtime/base/core.h"

typedef enum tyc_kind {
    TYC_DYN = 0, /* cty.DynamicPseudoType, written `any` */
    TYC_STRING,
    TYC_NUMBER,
    TYC_BOOL,
    TYC_LIST,
    TYC_SET,
    TYC_MAP,
    TYC_OBJECT,
    TYC_TUPLE
} tyc_kind;

typedef struct tyc_type tyc_type;
struct tyc_type {
    uint8_t kind;                 /* tyc_kind */
    uint32_t n;                   /* object: attribute count; tuple: element count */
    const tyc_type *elem;         /* list, set, map: element type */
    const tyc_type *const *elems; /* tuple: element types; object: attribute types */
    const tyc_str *names;         /* object: attribute names, sorted, parallel to elems */
    const uint8_t *opt;           /* object: 1 per optional attribute; NULL if none optional */
};

extern const tyc_type tyc_t_dyn, tyc_t_string, tyc_t_number, tyc_t_bool;
extern const tyc_type tyc_t_empty_object, tyc_t_empty_tuple;

/* Collection constructors. NULL on out-of-memory. */
const tyc_type *tyc_type_list(tyc_arena *a, const tyc_type *elem);
const tyc_type *tyc_type_set(tyc_arena *a, const tyc_type *elem);
const tyc_type *tyc_type_map(tyc_arena *a, const tyc_type *elem);
/* Kind k (TYC_LIST/SET/MAP) of elem. */
const tyc_type *tyc_type_coll(tyc_arena *a, int k, const tyc_type *elem);
/* A tuple of n element types (the array is copied). */
const tyc_type *tyc_type_tuple(tyc_arena *a, const tyc_type *const *elems, uint32_t n);
/* As tyc_type_tuple, for an array elems allocated in a that the caller gives up: a new type
** keeps it instead of a copy (a long tuple's types are stored once). */
const tyc_type *tyc_type_tuple_adopt(tyc_arena *a, const tyc_type **elems, uint32_t n);
/*
** An object of n attributes. names/types/opt (opt may be NULL) need not be sorted and are
** copied; the result is sorted by name. Names must be distinct (the caller checks).
** Names are copied into the arena (one block, each NUL-terminated).
*/
const tyc_type *tyc_type_object(tyc_arena *a, const tyc_str *names, const tyc_type *const *types,
                                const uint8_t *opt, uint32_t n);

/*
** An object of n attributes whose names are already sorted (tyc_str_cmp), distinct and NFC,
** with types parallel and no optional markers. Looks the type up first: nothing is allocated
** when it exists. Otherwise the arrays and the name bytes are copied into the arena (names
** NUL-terminated), or with TYC_TO_ADOPT taken over: names, types and the bytes of each name
** (NUL-terminated) are then arena memory of a that the caller no longer modifies.
** NULL on out-of-memory.
*/
#define TYC_TO_ADOPT 0x1
const tyc_type *tyc_type_object_sorted(tyc_arena *a, tyc_str *names, const tyc_type **types,
                                       uint32_t n, unsigned flags);

/* Index of attribute name in object type t, or -1. O(log n). */
int32_t tyc_type_attr(const tyc_type *t, tyc_str name);
/* 1 if attribute i of object t is optional. */
int tyc_type_attr_optional(const tyc_type *t, uint32_t i);

/* Structural equality, optional markers included (cty Type.Equals). */
int tyc_type_equal(const tyc_type *a, const tyc_type *b);
/* 1 if t contains `any` anywhere (HasDynamicTypes). */
int tyc_type_has_dyn(const tyc_type *t);
/* 1 if t has optional attributes anywhere. */
int tyc_type_has_optional(const tyc_type *t);
/* t with every optional marker removed, deeply (WithoutOptionalAttributesDeep). Returns t
** itself when it has none. NULL on out-of-memory. */
const tyc_type *tyc_type_strip_optional(tyc_arena *a, const tyc_type *t);
/* 1 if the kind is list, set or map. */
int tyc_type_is_coll(const tyc_type *t);
/* 1 if object or tuple. */
int tyc_type_is_struct(const tyc_type *t);
/* 1 if string, number or bool. */
int tyc_type_is_prim(const tyc_type *t);

/* typeexpr.TypeString: `list(object({a=string,b=number}))`, no spaces, names %q-quoted when
** not identifiers, optional markers not shown, `any` for dyn. */
void tyc_type_buf_string(tyc_buf *b, const tyc_type *t);
/* cty FriendlyName: string, number, bool, dynamic, list of X, set of X, map of X, object,
** tuple. */
void tyc_type_buf_friendly(tyc_buf *b, const tyc_type *t);
/* FriendlyNameForConstraint: as above, but dyn is "any type" and a collection of exactly
** dyn is "list of any single type". */
void tyc_type_buf_constraint(tyc_buf *b, const tyc_type *t);
/* cty JSON type encoding: "string", "dynamic", ["list",T], ["object",{...},["opt",...]]. */
void tyc_type_buf_json(tyc_buf *b, const tyc_type *t);
/* Terraform console's type() rendering (multi-line objects and tuples, 4-space indent). */
void tyc_type_buf_console(tyc_buf *b, const tyc_type *t, size_t indent);

#endif
