/* SPDX-License-Identifier: Apache-2.0 */
/*
** value.h: cty values. Immutable after construction, arena-owned, freely shared.
** Layout by kind (of v->type, or null/unknown flags first):
**   null/unknown: only type, flags, marks are meaningful (n = 0)
**   bool: u.b;  string: u.s (NFC, UTF-8);  number: use tyc_v_num (flag TYC_VF_INUM: a
**   small or dec number packed in place, header in n and payload in u.ni; else u.num)
**   list/tuple: u.elems[0..n) in index order
**   set: u.elems[0..n) in cty iteration order (§4.4), de-duplicated, no marked elements
**   object: u.elems[i] is the value of attribute type->names[i] (sorted names), n = type->n
**   map: keys[0..n) sorted byte-wise and distinct, u.elems parallel to keys
** A value of dynamic type (TYC_DYN) is always null or unknown.
** (u.s + n hold a string; a known map's u.elems has one slot after its n elements holding
** a `const tyc_str *` to its keys array, which may be shared: use tyc_v_str, tyc_v_keys.)
*/
#ifndef TYC_VALUE_H
#define TYC_VALUE_H

#include "runtime/num/num.h"
#include "runtime/value/type.h"

/* flags */
#define TYC_VF_NULL 0x01
#define TYC_VF_UNKNOWN 0x02
#define TYC_VF_NOTNULL 0x04 /* refinement of an unknown: definitely not null */
#define TYC_VF_DEEPMARK 0x08 /* some nested element (not this value itself) carries marks */
#define TYC_VF_INUM 0x10     /* a known number stored in place (see tyc_v_num) */

/* marks (bits) */
#define TYC_MARK_SENSITIVE 0x01
#define TYC_MARK_EPHEMERAL 0x02

typedef struct tyc_value tyc_value;
typedef struct tyc_refine tyc_refine; /* refine.h */
struct tyc_value {                  /* 32 bytes: values dominate memory, keep them small */
    const tyc_type *type;
    union {
        int b;                      /* bool */
        const char *s;              /* string bytes (length in n); use tyc_v_str */
        const tyc_num *num;         /* number (not TYC_VF_INUM) */
        int64_t ni;                 /* number (TYC_VF_INUM): the packed payload */
        const tyc_value *const *elems; /* list/set/tuple/object/map elements; for a map
                                       elems[n] holds a pointer to its keys: use tyc_v_keys */
        const tyc_refine *rfn;      /* unknown: its refinements beyond not-null, or NULL */
    } u;
    uint32_t n;             /* element count; for a string, its length in bytes */
    uint32_t beg, end;      /* source byte range when known (end > beg), else 0,0 */
    uint8_t flags;
    uint8_t marks;          /* marks on this value itself */
};

/* A known number value's number. A number stored in place is rebuilt in *box: the result
** then lives only as long as *box (tyc_v_num_keep gives one that lives in an arena). */
static inline const tyc_num *tyc_v_num(const tyc_value *v, tyc_num *box)
{
    return (v->flags & TYC_VF_INUM) ? tyc_num_unpack(box, v->n, v->u.ni) : v->u.num;
}

/* tyc_v_num with a box that lives to the end of the enclosing block (a compound literal):
** for a number used within one block, never kept beyond it. */
#define TYC_V_NUM(v) tyc_v_num((v), &(tyc_num){0})

/* A known string value's text. */
static inline tyc_str tyc_v_str(const tyc_value *v) { return (tyc_str){v->u.s, v->n}; }
/* Keys of maps without elements (tyc_v_keys of an empty, null or unknown map). */
extern const tyc_str tyc_v_no_keys[1];
/* A known map value's keys (sorted, distinct), parallel to u.elems. */
static inline const tyc_str *tyc_v_keys(const tyc_value *v)
{
    const tyc_str *k;
    if (v->n == 0)
        return tyc_v_no_keys;
    memcpy(&k, v->u.elems + v->n, sizeof k); /* the slot after the elements */
    return k;
}

/* Static constants (unmarked, no source range). */
extern const tyc_value tyc_v_true, tyc_v_false, tyc_v_dynval, tyc_v_null_dyn;

/* Constructors. All return NULL on out-of-memory. Element arrays are copied. */
const tyc_value *tyc_v_bool(tyc_arena *a, int b);
/* A string; s is NFC-normalised (and copied unless already NFC and arena-owned: pass
** copy=0 only when s already lives in this arena or longer). */
const tyc_value *tyc_v_string(tyc_arena *a, const char *s, size_t n, int copy);
/* A string whose bytes s[0..n) are already NFC (e.g. all ASCII) and live in a or longer:
** neither normalised nor copied. */
const tyc_value *tyc_v_string_nfc(tyc_arena *a, const char *s, size_t n);
const tyc_value *tyc_v_number(tyc_arena *a, const tyc_num *num);
/* A known number value's number, in a (or in the value's own storage). NULL on OOM. */
const tyc_num *tyc_v_num_keep(tyc_arena *a, const tyc_value *v);
/* A typed null / an unknown of type t (not refined). */
const tyc_value *tyc_v_null(tyc_arena *a, const tyc_type *t);
const tyc_value *tyc_v_unknown(tyc_arena *a, const tyc_type *t);
/* A tuple of n values; its type is built from the element types. */
const tyc_value *tyc_v_tuple(tyc_arena *a, const tyc_value *const *elems, uint32_t n);
/* An object from n (name, value) pairs in any order; names distinct. Type built from
** the values' types (no optional markers). Names are NFC-normalised. */
const tyc_value *tyc_v_object(tyc_arena *a, const tyc_str *names, const tyc_value *const *vals,
                              uint32_t n);
/* An object of known type t (names sorted as in t); vals parallel to t->names. */
const tyc_value *tyc_v_object_typed(tyc_arena *a, const tyc_type *t, const tyc_value *const *vals);
/* A list of element type et (every element's type must equal et, or be dyn null/unknown
** retyped by the caller). n may be 0. */
const tyc_value *tyc_v_list(tyc_arena *a, const tyc_type *et, const tyc_value *const *elems,
                            uint32_t n);
/* A map of element type et from n (key, value) pairs in any order. Duplicate keys: the last
** one wins. Keys are NFC-normalised. */
const tyc_value *tyc_v_map(tyc_arena *a, const tyc_type *et, const tyc_str *keys,
                           const tyc_value *const *vals, uint32_t n);
/* A set of element type et from n values in any order: marks of elements (deep) are
** hoisted onto the set, duplicates removed, elements ordered as cty iterates them.
** Implemented in set.c. */
const tyc_value *tyc_v_set(tyc_arena *a, const tyc_type *et, const tyc_value *const *elems,
                           uint32_t n);

/* Like tyc_v_object_typed, tyc_v_list and tyc_v_tuple, but take over `elems` (an arena
** array of exactly the element count that the caller no longer modifies) instead of
** copying it. */
const tyc_value *tyc_v_object_adopt(tyc_arena *a, const tyc_type *t, const tyc_value **elems);
const tyc_value *tyc_v_list_adopt(tyc_arena *a, const tyc_type *et, const tyc_value **elems,
                                  uint32_t n);
const tyc_value *tyc_v_tuple_adopt(tyc_arena *a, const tyc_value **elems, uint32_t n);
/* tyc_v_tuple_adopt with the tuple type t of the elements' types already known (t->n of
** them). */
const tyc_value *tyc_v_tuple_adopt_typed(tyc_arena *a, const tyc_type *t,
                                         const tyc_value **elems);
/*
** A map of element type et whose keys (n of them, sorted byte-wise, distinct, NFC, living
** at least as long as a, e.g. an object type's names) are referenced, not copied. elems is
** taken over: an arena array of n + 1 slots (the caller allocates the extra one, which
** receives the keys pointer) holding the n values parallel to keys, that the caller no
** longer modifies. Marks flags are computed as usual. NULL on out-of-memory.
*/
const tyc_value *tyc_v_map_keys_ref(tyc_arena *a, const tyc_type *et, const tyc_str *keys,
                                    const tyc_value **elems, uint32_t n);

/* A shallow copy of v with marks replaced by `marks`. Returns v itself if unchanged. */
const tyc_value *tyc_v_with_marks(tyc_arena *a, const tyc_value *v, uint8_t marks);
/* A shallow copy of v with the given source range. */
const tyc_value *tyc_v_with_range(tyc_arena *a, const tyc_value *v, uint32_t beg, uint32_t end);
/* A shallow copy of v (an unknown) refined as not null. */
const tyc_value *tyc_v_refine_notnull(tyc_arena *a, const tyc_value *v);

static inline int tyc_v_is_null(const tyc_value *v) { return (v->flags & TYC_VF_NULL) != 0; }
static inline int tyc_v_is_unknown(const tyc_value *v) { return (v->flags & TYC_VF_UNKNOWN) != 0; }
static inline int tyc_v_is_known(const tyc_value *v) { return !(v->flags & TYC_VF_UNKNOWN); }
/* 1 if v or anything inside it carries marks. */
static inline int tyc_v_has_marks(const tyc_value *v)
{
    return v->marks != 0 || (v->flags & TYC_VF_DEEPMARK) != 0;
}
/* 1 if v is known and everything inside it is known (IsWhollyKnown). */
int tyc_v_wholly_known(const tyc_value *v);
/* The union of all marks in v, deeply. */
uint8_t tyc_v_deep_marks(const tyc_value *v);
/* v with all marks removed, deeply (returns v itself when unmarked). */
const tyc_value *tyc_v_unmark_deep(tyc_arena *a, const tyc_value *v);

/* Object attribute lookup: the value or NULL if absent. Map lookup likewise. */
const tyc_value *tyc_v_attr(const tyc_value *obj, tyc_str name);
const tyc_value *tyc_v_map_get(const tyc_value *map, tyc_str key);

/*
** cty Value.Equals for known values, as a tri-state: 1 true, 0 false, -1 unknown.
** Marks are ignored here (callers combine them). Null == null regardless of type.
** Implemented in set.c.
*/
int tyc_v_equals(const tyc_value *x, const tyc_value *y);

#endif
