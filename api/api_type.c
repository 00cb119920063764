/* SPDX-License-Identifier: Apache-2.0 */
/*
** api_type.c: the public API boundary for types: parsing type expressions, building and
** inspecting types, unification, and the type renderings (TypeString, cty JSON).
*/
#include "api/api_int.h"
#include "runtime/convert/convert.h"
#include "interp/syntax/parse.h"
#include "runtime/base/str.h"
#include "interp/typeexpr/typeexpr.h"

#define D_OUT(d) ((const tycon_defaults *)(const void *)(d))

/* Makes a NUL-terminated source record for text in the arena. */
static tyc_source *mksource(tyc_arena *a, const char *text, size_t len, const char *name)
{
    const char *nm = name ? name : "<input>";
    tyc_source *s = TYC_NEW(a, tyc_source);
    char *t = tyc_strndup(a, text, len);
    char *n = tyc_strndup(a, nm, strlen(nm));
    if (!s || !t || !n)
        return NULL;
    s->name = n;
    s->text = t;
    s->len = (uint32_t)len;
    return s;
}

/* Shared by api_value.c: see api_int.h. */
tyc_source *tyc_api_source(tyc_arena *a, const char *text, size_t len, const char *name)
{
    return mksource(a, text, len, name);
}

/* Shared by api_value.c: see api_int.h. */
tyc_source *tyc_api_source_stable(tyc_arena *a, const char *text, size_t len, const char *name)
{
    const char *nm = name ? name : "<input>";
    tyc_source *s = TYC_NEW(a, tyc_source);
    char *n = tyc_strndup(a, nm, strlen(nm));
    if (!s || !n)
        return NULL;
    s->name = n;
    s->text = text;
    s->len = (uint32_t)len;
    return s;
}

tycon_status tycon_type_parse(tycon_ctx *ctx, tycon_arena *arena, const char *src, size_t len,
                              const char *filename, tycon_type_mode mode, const tycon_type **type,
                              const tycon_defaults **defaults)
{
    if (!ctx || !arena || arena->ctx != ctx || (!src && len) || !type ||
        mode > TYCON_TYPE_VARIABLE)
        return TYCON_ERR_MISUSE;
    tyc_api_begin(ctx);
    if (len > ctx->max_input || len >= UINT32_MAX)
        return TYCON_ERR_LIMIT;
    tyc_diags d;
    tyc_diags_init(&d, arena);
    tyc_source *s = mksource(arena, src ? src : "", len, filename);
    if (!s)
        return TYCON_ERR_NOMEM;
    int st = TYCON_OK;
    tyc_node *n = tyc_parse_expr(arena, s, &d, &st);
    if (!n)
        return tyc_api_publish(ctx, &d, st ? (tycon_status)st : TYCON_ERR_SYNTAX, NULL);
    const tyc_defaults *df = NULL;
    const tyc_type *t;
    if (mode == TYCON_TYPE_VARIABLE)
        t = tyc_typeexpr_variable(arena, s, n, &df, &d);
    else
        t = tyc_typeexpr(arena, s, n, (int)mode, &df, &d);
    if (!t)
        return tyc_api_publish(ctx, &d, TYCON_ERR_NOMEM, NULL);
    if (d.nerrors)
        return tyc_api_publish(ctx, &d, TYCON_ERR_TYPE, NULL);
    tycon_status r = tyc_api_publish(ctx, &d, TYCON_OK, NULL);
    if (r == TYCON_OK) {
        *type = TYC_T_OUT(t);
        if (defaults)
            *defaults = D_OUT(df);
    }
    return r;
}

const tycon_type *tycon_type_primitive(tycon_kind kind)
{
    switch (kind) {
    case TYCON_DYNAMIC: return TYC_T_OUT(&tyc_t_dyn);
    case TYCON_STRING: return TYC_T_OUT(&tyc_t_string);
    case TYCON_NUMBER: return TYC_T_OUT(&tyc_t_number);
    case TYCON_BOOL: return TYC_T_OUT(&tyc_t_bool);
    default: return NULL;
    }
}

/* Stores a constructed type t (NULL: out-of-memory) made in arena a, refusing nesting deeper
** than the context's max_depth (which the converter and renderers rely on). */
static tycon_status done(tyc_arena *a, const tyc_type *t, const tycon_type **out)
{
    if (!t)
        return TYCON_ERR_NOMEM;
    tycon_status st = tyc_api_check_depth(a->ctx, t);
    if (st == TYCON_OK)
        *out = TYC_T_OUT(t);
    return st;
}

tycon_status tycon_type_collection(tycon_arena *arena, tycon_kind kind, const tycon_type *elem,
                                   const tycon_type **out)
{
    if (!arena || !elem || !out || (kind != TYCON_LIST && kind != TYCON_SET && kind != TYCON_MAP))
        return TYCON_ERR_MISUSE;
    return done(arena, tyc_type_coll(arena, (int)kind, TYC_T_IN(elem)), out);
}

tycon_status tycon_type_tuple(tycon_arena *arena, const tycon_type *const *elems, size_t n,
                              const tycon_type **out)
{
    if (!arena || (!elems && n) || !out)
        return TYCON_ERR_MISUSE;
    if (n >= UINT32_MAX)
        return TYCON_ERR_LIMIT;
    for (size_t i = 0; i < n; i++)
        if (!elems[i])
            return TYCON_ERR_MISUSE;
    return done(arena,
                tyc_type_tuple(arena, (const tyc_type *const *)(const void *)elems, (uint32_t)n),
                out);
}

tycon_status tycon_type_object(tycon_arena *arena, const tycon_attr *attrs, size_t n,
                               const tycon_type **out)
{
    if (!arena || (!attrs && n) || !out)
        return TYCON_ERR_MISUSE;
    if (n >= UINT32_MAX)
        return TYCON_ERR_LIMIT;
    tyc_str *names = TYC_NEWN(arena, tyc_str, n);
    const tyc_type **types = TYC_NEWN(arena, const tyc_type *, n);
    uint8_t *opt = TYC_NEWN(arena, uint8_t, n);
    if (n && (!names || !types || !opt))
        return TYCON_ERR_NOMEM;
    for (size_t i = 0; i < n; i++) {
        if (!attrs[i].name || !attrs[i].type)
            return TYCON_ERR_MISUSE;
        names[i] = (tyc_str){attrs[i].name, strlen(attrs[i].name)};
        if (!tyc_utf8_valid(names[i].p, names[i].len))
            return TYCON_ERR_MISUSE;
        types[i] = TYC_T_IN(attrs[i].type);
        opt[i] = attrs[i].optional != 0;
    }
    const tyc_type *t = tyc_type_object(arena, names, types, opt, (uint32_t)n);
    if (!t)
        return TYCON_ERR_NOMEM;
    if (t->n != n)
        return TYCON_ERR_MISUSE;
    for (uint32_t i = 1; i < t->n; i++) /* sorted: duplicates are neighbours */
        if (tyc_str_eq(t->names[i - 1], t->names[i]))
            return TYCON_ERR_MISUSE;
    return done(arena, t, out);
}

tycon_kind tycon_type_kind(const tycon_type *type)
{
    return type ? (tycon_kind)TYC_T_IN(type)->kind : TYCON_DYNAMIC;
}

const tycon_type *tycon_type_element(const tycon_type *type)
{
    const tyc_type *t = TYC_T_IN(type);
    return t && tyc_type_is_coll(t) ? TYC_T_OUT(t->elem) : NULL;
}

size_t tycon_type_length(const tycon_type *type)
{
    const tyc_type *t = TYC_T_IN(type);
    return t && tyc_type_is_struct(t) ? t->n : 0;
}

const tycon_type *tycon_type_at(const tycon_type *type, size_t i)
{
    const tyc_type *t = TYC_T_IN(type);
    return i < tycon_type_length(type) ? TYC_T_OUT(t->elems[i]) : NULL;
}

const char *tycon_type_attr_name(const tycon_type *type, size_t i)
{
    const tyc_type *t = TYC_T_IN(type);
    return t && t->kind == TYC_OBJECT && i < t->n ? t->names[i].p : NULL;
}

int tycon_type_attr_optional(const tycon_type *type, size_t i)
{
    const tyc_type *t = TYC_T_IN(type);
    return t && t->kind == TYC_OBJECT && i < t->n && tyc_type_attr_optional(t, (uint32_t)i);
}

int tycon_type_equal(const tycon_type *a, const tycon_type *b)
{
    return a && b && tyc_type_equal(TYC_T_IN(a), TYC_T_IN(b));
}

tycon_status tycon_type_unify(tycon_ctx *ctx, tycon_arena *arena, const tycon_type *const *types,
                              size_t n, int unsafe, const tycon_type **out)
{
    if (!ctx || !arena || arena->ctx != ctx || (!types && n) || !out)
        return TYCON_ERR_MISUSE;
    for (size_t i = 0; i < n; i++)
        if (!types[i])
            return TYCON_ERR_MISUSE;
    tyc_api_begin(ctx);
    if (n >= UINT32_MAX)
        return TYCON_ERR_LIMIT;
    const tyc_type *t = tyc_unify(arena, (const tyc_type *const *)(const void *)types,
                                  (uint32_t)n, unsafe != 0, NULL);
    if (ctx->oom)
        return TYCON_ERR_NOMEM;
    if (t) {
        *out = TYC_T_OUT(t);
        return TYCON_OK;
    }
    tyc_diags d;
    tyc_diags_init(&d, arena);
    tyc_diag_add(&d, TYC_SEV_ERROR, TYCON_ERR_CONVERT, NULL, 0, 0, "Inconsistent types",
                 "The given types cannot all be converted to a single type.");
    return tyc_api_publish(ctx, &d, TYCON_ERR_CONVERT, NULL);
}

/* Renders t with fn into a NUL-terminated arena string. */
static const char *render_type(tycon_ctx *ctx, tycon_arena *arena, const tycon_type *type,
                               void (*fn)(tyc_buf *, const tyc_type *))
{
    if (!ctx || !arena || arena->ctx != ctx || !type)
        return NULL;
    int saved = tyc_api_oom_save(ctx);
    tyc_buf b;
    tyc_buf_init(&b, ctx);
    fn(&b, TYC_T_IN(type));
    return tyc_api_buf_result(&b, arena, saved);
}

const char *tycon_type_string(tycon_ctx *ctx, tycon_arena *arena, const tycon_type *type)
{
    return render_type(ctx, arena, type, tyc_type_buf_string);
}

const char *tycon_type_json(tycon_ctx *ctx, tycon_arena *arena, const tycon_type *type)
{
    return render_type(ctx, arena, type, tyc_type_buf_json);
}

const char *tycon_type_friendly_name(tycon_ctx *ctx, tycon_arena *arena, const tycon_type *type,
                                     int constraint)
{
    return render_type(ctx, arena, type,
                       constraint ? tyc_type_buf_constraint : tyc_type_buf_friendly);
}
