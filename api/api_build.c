/* SPDX-License-Identifier: Apache-2.0 */
/*
** api_build.c: the public API boundary for building values programmatically (every kind,
** typed nulls, unknowns, marks) and for inspecting them (kind, elements, keys, numbers,
** bools, marks). Constructors validate their arguments; inspection never allocates.
*/
#include <math.h>

#include "api/api_int.h"
#include "runtime/base/str.h"

static tycon_status done(const tyc_value *v, const tycon_value **out)
{
    if (!v)
        return TYCON_ERR_NOMEM;
    *out = TYC_V_OUT(v);
    return TYCON_OK;
}

tycon_status tycon_value_new_bool(tycon_arena *arena, int b, const tycon_value **out)
{
    if (!arena || !out)
        return TYCON_ERR_MISUSE;
    return done(tyc_v_bool(arena, b != 0), out);
}

/* done() for composite values: also refuses nesting deeper than the context's max_depth,
** which the converter and renderers rely on (parsers enforce it for parsed values). */
static tycon_status nested(tyc_arena *a, const tyc_value *v, const tycon_value **out)
{
    if (!v)
        return TYCON_ERR_NOMEM;
    tycon_status st = tyc_api_check_depth(a->ctx, v->type);
    if (st == TYCON_OK)
        *out = TYC_V_OUT(v);
    return st;
}

static tycon_status number(tyc_arena *a, const tyc_num *n, const tycon_value **out)
{
    return done(n ? tyc_v_number(a, n) : NULL, out);
}

tycon_status tycon_value_new_int(tycon_arena *arena, int64_t i, const tycon_value **out)
{
    if (!arena || !out)
        return TYCON_ERR_MISUSE;
    return number(arena, tyc_num_from_int(arena, i), out);
}

tycon_status tycon_value_new_double(tycon_arena *arena, double d, const tycon_value **out)
{
    if (!arena || !out || isnan(d))
        return TYCON_ERR_MISUSE;
    return number(arena, tyc_num_from_double(arena, d), out);
}

tycon_status tycon_value_new_number(tycon_arena *arena, const char *text, size_t len,
                                    const tycon_value **out)
{
    if (!arena || (!text && len) || !out)
        return TYCON_ERR_MISUSE;
    int saved = tyc_api_oom_save(arena->ctx);
    const tyc_num *n = tyc_num_parse(arena, text ? text : "", len);
    int failed = tyc_api_oom_restore(arena->ctx, saved);
    if (!n)
        return failed ? TYCON_ERR_NOMEM : TYCON_ERR_SYNTAX;
    return number(arena, n, out);
}

tycon_status tycon_value_new_string(tycon_arena *arena, const char *s, size_t len,
                                    const tycon_value **out)
{
    if (!arena || (!s && len) || !out || !tyc_utf8_valid(s ? s : "", len))
        return TYCON_ERR_MISUSE;
    if (len >= UINT32_MAX)
        return TYCON_ERR_LIMIT;
    return done(tyc_v_string(arena, s ? s : "", len, 1), out);
}

tycon_status tycon_value_new_null(tycon_arena *arena, const tycon_type *type,
                                  const tycon_value **out)
{
    if (!arena || !type || !out)
        return TYCON_ERR_MISUSE;
    return done(tyc_v_null(arena, TYC_T_IN(type)), out);
}

tycon_status tycon_value_new_unknown(tycon_arena *arena, const tycon_type *type,
                                     const tycon_value **out)
{
    if (!arena || !type || !out)
        return TYCON_ERR_MISUSE;
    return done(tyc_v_unknown(arena, TYC_T_IN(type)), out);
}

/*
** Copies n elements of type et into a new arena array, retyping dynamic nulls and unknowns.
** Returns the array, or NULL with *st set (MISUSE for a wrong type, NOMEM).
*/
static const tyc_value **typed_elems(tyc_arena *a, const tyc_type *et,
                                     const tycon_value *const *elems, size_t n, tycon_status *st)
{
    const tyc_value **e = TYC_NEWN(a, const tyc_value *, n ? n : 1);
    *st = TYCON_ERR_NOMEM;
    if (!e)
        return NULL;
    for (size_t i = 0; i < n; i++) {
        const tyc_value *v = TYC_V_IN(elems[i]);
        *st = TYCON_ERR_MISUSE;
        if (!v)
            return NULL;
        if (v->type->kind == TYC_DYN && et->kind != TYC_DYN) {
            const tyc_value *r = tyc_v_is_null(v) ? tyc_v_null(a, et) : tyc_v_unknown(a, et);
            *st = TYCON_ERR_NOMEM;
            if (!r || !(r = tyc_v_with_marks(a, r, v->marks)))
                return NULL;
            v = r;
        } else if (!tyc_type_equal(v->type, et)) {
            return NULL;
        }
        e[i] = v;
    }
    *st = TYCON_OK;
    return e;
}

/* 1 if et is usable as an element type of a value (no optional attribute markers). */
static int value_type(const tycon_type *et)
{
    return et && !tyc_type_has_optional(TYC_T_IN(et));
}

tycon_status tycon_value_new_collection(tycon_arena *arena, tycon_kind kind,
                                        const tycon_type *elem_type,
                                        const tycon_value *const *elems, size_t n,
                                        const tycon_value **out)
{
    if (!arena || !value_type(elem_type) || (!elems && n) || !out ||
        (kind != TYCON_LIST && kind != TYCON_SET))
        return TYCON_ERR_MISUSE;
    if (n >= UINT32_MAX)
        return TYCON_ERR_LIMIT;
    tycon_status st;
    const tyc_type *et = TYC_T_IN(elem_type);
    const tyc_value **e = typed_elems(arena, et, elems, n, &st);
    if (!e)
        return st;
    if (kind == TYCON_LIST)
        return nested(arena, tyc_v_list_adopt(arena, et, e, (uint32_t)n), out);
    return nested(arena, tyc_v_set(arena, et, e, (uint32_t)n), out);
}

/* Copies n NUL-terminated UTF-8 names into the arena as slices. NULL with *st set. */
static tyc_str *copy_names(tyc_arena *a, const char *const *names, size_t n, tycon_status *st)
{
    tyc_str *k = TYC_NEWN(a, tyc_str, n ? n : 1);
    *st = TYCON_ERR_NOMEM;
    if (!k)
        return NULL;
    for (size_t i = 0; i < n; i++) {
        *st = TYCON_ERR_MISUSE;
        if (!names[i])
            return NULL;
        size_t len = strlen(names[i]);
        if (!tyc_utf8_valid(names[i], len))
            return NULL;
        *st = TYCON_ERR_NOMEM;
        if (!(k[i].p = tyc_strndup(a, names[i], len)))
            return NULL;
        k[i].len = len;
    }
    *st = TYCON_OK;
    return k;
}

tycon_status tycon_value_new_map(tycon_arena *arena, const tycon_type *elem_type,
                                 const char *const *keys, const tycon_value *const *elems,
                                 size_t n, const tycon_value **out)
{
    if (!arena || !value_type(elem_type) || ((!keys || !elems) && n) || !out)
        return TYCON_ERR_MISUSE;
    if (n >= UINT32_MAX)
        return TYCON_ERR_LIMIT;
    tycon_status st;
    const tyc_type *et = TYC_T_IN(elem_type);
    const tyc_value **e = typed_elems(arena, et, elems, n, &st);
    tyc_str *k = e ? copy_names(arena, keys, n, &st) : NULL;
    if (!k)
        return st;
    return nested(arena, tyc_v_map(arena, et, k, e, (uint32_t)n), out);
}

/* Checks that n values are present. */
static int all_present(const tycon_value *const *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (!v[i])
            return 0;
    return 1;
}

tycon_status tycon_value_new_tuple(tycon_arena *arena, const tycon_value *const *elems, size_t n,
                                   const tycon_value **out)
{
    if (!arena || (!elems && n) || !out || !all_present(elems, n))
        return TYCON_ERR_MISUSE;
    if (n >= UINT32_MAX)
        return TYCON_ERR_LIMIT;
    return nested(arena,
                  tyc_v_tuple(arena, (const tyc_value *const *)(const void *)elems, (uint32_t)n),
                  out);
}

tycon_status tycon_value_new_object(tycon_arena *arena, const char *const *names,
                                    const tycon_value *const *vals, size_t n,
                                    const tycon_value **out)
{
    if (!arena || ((!names || !vals) && n) || !out || !all_present(vals, n))
        return TYCON_ERR_MISUSE;
    if (n >= UINT32_MAX)
        return TYCON_ERR_LIMIT;
    tycon_status st;
    tyc_str *k = copy_names(arena, names, n, &st);
    if (!k)
        return st;
    const tyc_value *v =
        tyc_v_object(arena, k, (const tyc_value *const *)(const void *)vals, (uint32_t)n);
    if (!v)
        return TYCON_ERR_NOMEM;
    if (v->type->n != n) /* duplicate names were merged */
        return TYCON_ERR_MISUSE;
    return nested(arena, v, out);
}

tycon_status tycon_value_mark(tycon_arena *arena, const tycon_value *value, unsigned marks,
                              const tycon_value **out)
{
    if (!arena || !value || !out || marks & ~(TYCON_MARK_SENSITIVE | TYCON_MARK_EPHEMERAL))
        return TYCON_ERR_MISUSE;
    const tyc_value *v = TYC_V_IN(value);
    return done(tyc_v_with_marks(arena, v, (uint8_t)(v->marks | marks)), out);
}

tycon_status tycon_value_unmark(tycon_arena *arena, const tycon_value *value,
                                const tycon_value **out)
{
    if (!arena || !value || !out)
        return TYCON_ERR_MISUSE;
    return done(tyc_v_unmark_deep(arena, TYC_V_IN(value)), out);
}

/* ---- inspection ---- */

/* v when it is a known, non-null value of kind k; else NULL. */
static const tyc_value *known(const tycon_value *value, int k)
{
    const tyc_value *v = TYC_V_IN(value);
    if (!v || v->flags & (TYC_VF_NULL | TYC_VF_UNKNOWN) || (k >= 0 && v->type->kind != k))
        return NULL;
    return v;
}

const tycon_type *tycon_value_type(const tycon_value *value)
{
    return value ? TYC_T_OUT(TYC_V_IN(value)->type) : NULL;
}

tycon_kind tycon_value_kind(const tycon_value *value)
{
    return value ? (tycon_kind)TYC_V_IN(value)->type->kind : TYCON_DYNAMIC;
}

int tycon_value_is_null(const tycon_value *value)
{
    return value && tyc_v_is_null(TYC_V_IN(value));
}

int tycon_value_is_unknown(const tycon_value *value)
{
    return value && tyc_v_is_unknown(TYC_V_IN(value));
}

int tycon_value_is_wholly_known(const tycon_value *value)
{
    return value && tyc_v_wholly_known(TYC_V_IN(value));
}

int tycon_value_is_sensitive(const tycon_value *value)
{
    return (tycon_value_marks(value, 1) & TYCON_MARK_SENSITIVE) != 0;
}

unsigned tycon_value_marks(const tycon_value *value, int deep)
{
    const tyc_value *v = TYC_V_IN(value);
    if (!v)
        return 0;
    return deep ? tyc_v_deep_marks(v) : v->marks;
}

const char *tycon_value_string(const tycon_value *value, size_t *len)
{
    const tyc_value *v = known(value, TYC_STRING);
    if (!v)
        return NULL;
    if (len)
        *len = v->n;
    return v->u.s;
}

size_t tycon_value_length(const tycon_value *value)
{
    const tyc_value *v = known(value, -1);
    return v && (tyc_type_is_coll(v->type) || tyc_type_is_struct(v->type)) ? v->n : 0;
}

const tycon_value *tycon_value_index(const tycon_value *value, size_t i)
{
    const tyc_value *v = known(value, -1);
    if (!v || i >= tycon_value_length(value))
        return NULL;
    return TYC_V_OUT(v->u.elems[i]);
}

const char *tycon_value_key(const tycon_value *value, size_t i, size_t *len)
{
    const tyc_value *v = known(value, -1);
    if (!v || i >= v->n || (v->type->kind != TYC_OBJECT && v->type->kind != TYC_MAP))
        return NULL;
    tyc_str k = v->type->kind == TYC_OBJECT ? v->type->names[i] : tyc_v_keys(v)[i];
    if (len)
        *len = k.len;
    return k.p;
}

const tycon_value *tycon_value_get(const tycon_value *value, const char *name)
{
    const tyc_value *v = known(value, -1);
    if (!v || !name)
        return NULL;
    tyc_str k = {name, strlen(name)};
    if (v->type->kind == TYC_OBJECT)
        return TYC_V_OUT(tyc_v_attr(v, k));
    if (v->type->kind == TYC_MAP)
        return TYC_V_OUT(tyc_v_map_get(v, k));
    return NULL;
}

tycon_status tycon_value_bool(const tycon_value *value, int *out)
{
    const tyc_value *v = known(value, TYC_BOOL);
    if (!v || !out)
        return TYCON_ERR_MISUSE;
    *out = v->u.b != 0;
    return TYCON_OK;
}

tycon_status tycon_value_double(const tycon_value *value, double *out)
{
    const tyc_value *v = known(value, TYC_NUMBER);
    if (!v || !out)
        return TYCON_ERR_MISUSE;
    *out = tyc_num_to_double(TYC_V_NUM(v));
    return TYCON_OK;
}

tycon_status tycon_value_int64(const tycon_value *value, int64_t *out)
{
    const tyc_value *v = known(value, TYC_NUMBER);
    if (!v || !out)
        return TYCON_ERR_MISUSE;
    return tyc_num_to_int64(TYC_V_NUM(v), out) ? TYCON_OK : TYCON_ERR_CONVERT;
}

const char *tycon_value_number_text(tycon_arena *arena, const tycon_value *value)
{
    const tyc_value *v = known(value, TYC_NUMBER);
    return v && arena ? tyc_num_text(arena, TYC_V_NUM(v)) : NULL;
}
