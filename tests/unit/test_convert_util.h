/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_convert_util.h: helpers for the converter's unit tests: a tiny reader for HCL-like
** literals (`[1, "a", {b = true}]`, null, `S(x)` for a sensitive value, `?` for DynamicVal,
** `?T` for unknown(T)) and type expressions (`list(object({a=string,b=optional(number)}))`),
** and a compact renderer of values (`["a",null]`) for exact assertions.
*/
#ifndef TEST_CONVERT_UTIL_H
#define TEST_CONVERT_UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "runtime/convert/convert.h"
#include "runtime/base/str.h"

#define TU_UNUSED __attribute__((unused))

typedef struct tu_rd {
    tyc_arena *a;
    const char *s;
} tu_rd;

static void tu_ws(tu_rd *r)
{
    while (*r->s == ' ' || *r->s == '\n' || *r->s == ',')
        r->s++;
}

static int tu_lit(tu_rd *r, const char *w)
{
    size_t n = strlen(w);
    if (strncmp(r->s, w, n))
        return 0;
    r->s += n;
    return 1;
}

static tyc_str tu_ident(tu_rd *r)
{
    const char *b = r->s;
    if (*r->s == '"') {
        b = ++r->s;
        while (*r->s != '"')
            r->s++;
        tyc_str s = {b, (size_t)(r->s++ - b)};
        return s;
    }
    while ((*r->s >= 'a' && *r->s <= 'z') || (*r->s >= 'A' && *r->s <= 'Z') || *r->s == '_' ||
           (*r->s >= '0' && *r->s <= '9'))
        r->s++;
    tyc_str s = {b, (size_t)(r->s - b)};
    return s;
}

static const tyc_type *tu_type_r(tu_rd *r);

static const tyc_type *tu_type_obj(tu_rd *r)
{
    tyc_str names[64];
    const tyc_type *ts[64];
    uint8_t opt[64] = {0};
    uint32_t n = 0;
    tu_ws(r);
    while (*r->s != '}') {
        names[n] = tu_ident(r);
        tu_ws(r);
        assert_true(tu_lit(r, "="));
        tu_ws(r);
        if (tu_lit(r, "optional(")) {
            opt[n] = 1;
            ts[n] = tu_type_r(r);
            assert_true(tu_lit(r, ")"));
        } else {
            ts[n] = tu_type_r(r);
        }
        n++;
        tu_ws(r);
    }
    r->s++;
    return tyc_type_object(r->a, names, ts, opt, n);
}

static const tyc_type *tu_type_r(tu_rd *r)
{
    tu_ws(r);
    if (tu_lit(r, "string"))
        return &tyc_t_string;
    if (tu_lit(r, "number"))
        return &tyc_t_number;
    if (tu_lit(r, "bool"))
        return &tyc_t_bool;
    if (tu_lit(r, "any"))
        return &tyc_t_dyn;
    int k = tu_lit(r, "list(") ? TYC_LIST : tu_lit(r, "set(") ? TYC_SET : tu_lit(r, "map(") ? TYC_MAP : -1;
    if (k >= 0) {
        const tyc_type *e = tu_type_r(r);
        assert_true(tu_lit(r, ")"));
        return tyc_type_coll(r->a, k, e);
    }
    if (tu_lit(r, "tuple([")) {
        const tyc_type *ts[64];
        uint32_t n = 0;
        tu_ws(r);
        while (*r->s != ']') {
            ts[n++] = tu_type_r(r);
            tu_ws(r);
        }
        assert_true(tu_lit(r, "])"));
        return tyc_type_tuple(r->a, ts, n);
    }
    assert_true(tu_lit(r, "object({"));
    const tyc_type *t = tu_type_obj(r);
    assert_true(tu_lit(r, ")"));
    return t;
}

/* Reads a type expression. */
TU_UNUSED static const tyc_type *tu_type(tyc_arena *a, const char *s)
{
    tu_rd r = {a, s};
    return tu_type_r(&r);
}

static const tyc_value *tu_val_r(tu_rd *r);

static const tyc_value *tu_val_seq(tu_rd *r, char close, tyc_str *names)
{
    const tyc_value *vs[256];
    uint32_t n = 0;
    tu_ws(r);
    while (*r->s != close) {
        if (names) {
            names[n] = tu_ident(r);
            tu_ws(r);
            assert_true(tu_lit(r, "="));
        }
        vs[n++] = tu_val_r(r);
        tu_ws(r);
    }
    r->s++;
    return names ? tyc_v_object(r->a, names, vs, n) : tyc_v_tuple(r->a, vs, n);
}

static const tyc_value *tu_val_r(tu_rd *r)
{
    tu_ws(r);
    if (tu_lit(r, "null"))
        return &tyc_v_null_dyn;
    if (tu_lit(r, "true"))
        return &tyc_v_true;
    if (tu_lit(r, "false"))
        return &tyc_v_false;
    if (tu_lit(r, "?")) {
        if (*r->s == ' ' || *r->s == ',' || *r->s == ']' || *r->s == '}' || !*r->s || *r->s == ')')
            return &tyc_v_dynval;
        return tyc_v_unknown(r->a, tu_type_r(r));
    }
    if (tu_lit(r, "S(")) {
        const tyc_value *v = tu_val_r(r);
        assert_true(tu_lit(r, ")"));
        return tyc_v_with_marks(r->a, v, TYC_MARK_SENSITIVE);
    }
    if (*r->s == '"') {
        tyc_str s = tu_ident(r);
        return tyc_v_string(r->a, s.p, s.len, 1);
    }
    if (tu_lit(r, "["))
        return tu_val_seq(r, ']', NULL);
    if (tu_lit(r, "{")) {
        tyc_str names[256];
        return tu_val_seq(r, '}', names);
    }
    const char *b = r->s;
    while (*r->s && !strchr(" ,]})\n", *r->s))
        r->s++;
    const tyc_num *num = tyc_num_parse(r->a, b, (size_t)(r->s - b));
    assert_non_null(num);
    return tyc_v_number(r->a, num);
}

/* Reads a literal value. */
TU_UNUSED static const tyc_value *tu_val(tyc_arena *a, const char *s)
{
    tu_rd r = {a, s};
    return tu_val_r(&r);
}

static void tu_render_r(tyc_buf *b, tyc_arena *a, const tyc_value *v)
{
    if (v->marks)
        tyc_buf_addz(b, "S(");
    if (tyc_v_is_unknown(v)) {
        tyc_buf_addz(b, v->flags & TYC_VF_NOTNULL ? "?!" : "?");
    } else if (tyc_v_is_null(v)) {
        tyc_buf_addz(b, "null");
    } else {
        const tyc_type *t = v->type;
        switch (t->kind) {
        case TYC_STRING: tyc_buf_goquote(b, v->u.s, v->n); break;
        case TYC_NUMBER: tyc_buf_addz(b, tyc_num_text(a, TYC_V_NUM(v))); break;
        case TYC_BOOL: tyc_buf_addz(b, v->u.b ? "true" : "false"); break;
        case TYC_LIST:
        case TYC_SET:
        case TYC_TUPLE:
            tyc_buf_addc(b, '[');
            for (uint32_t i = 0; i < v->n; i++) {
                if (i)
                    tyc_buf_addc(b, ',');
                tu_render_r(b, a, v->u.elems[i]);
            }
            tyc_buf_addc(b, ']');
            break;
        default:
            tyc_buf_addc(b, '{');
            for (uint32_t i = 0; i < v->n; i++) {
                if (i)
                    tyc_buf_addc(b, ',');
                tyc_buf_addstr(b, t->kind == TYC_MAP ? tyc_v_keys(v)[i] : t->names[i]);
                tyc_buf_addc(b, '=');
                tu_render_r(b, a, v->u.elems[i]);
            }
            tyc_buf_addc(b, '}');
        }
    }
    if (v->marks)
        tyc_buf_addc(b, ')');
}

/* "TYPE VALUE", e.g. `list(string) ["1","2"]`. */
TU_UNUSED static const char *tu_render(tyc_arena *a, const tyc_value *v)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_type_buf_string(&b, v->type);
    tyc_buf_addc(&b, ' ');
    tu_render_r(&b, a, v);
    return tyc_buf_to_arena(&b, a);
}

TU_UNUSED static const char *tu_type_str(tyc_arena *a, const tyc_type *t)
{
    if (!t)
        return "NilType";
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_type_buf_string(&b, t);
    return tyc_buf_to_arena(&b, a);
}

/* Converts literal `val` to type `ty`: the rendering on success, else "ERR <msg> @<path>". */
TU_UNUSED static const char *tu_conv(tyc_arena *a, const char *val, const char *ty)
{
    tyc_cerr err;
    const tyc_value *r = tyc_convert(a, tu_val(a, val), tu_type(a, ty), &err);
    if (r)
        return tu_render(a, r);
    assert_non_null(err.msg);
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_buf_addz(&b, "ERR ");
    tyc_buf_addz(&b, err.msg);
    tyc_buf_addz(&b, " @");
    tyc_path_buf(&b, err.steps, err.nsteps);
    return tyc_buf_to_arena(&b, a);
}

/* A fresh context + arena per test (cmocka state). */
typedef struct tu_env {
    tyc_ctx ctx;
    tyc_arena *a;
} tu_env;

TU_UNUSED static int tu_setup(void **state)
{
    static tu_env env;
    tyc_ctx_init(&env.ctx, NULL);
    env.a = tyc_arena_new(&env.ctx);
    *state = &env;
    return env.a ? 0 : -1;
}

TU_UNUSED static int tu_teardown(void **state)
{
    tu_env *e = *state;
    tyc_arena_free(e->a);
    return 0;
}

#define TU_A(state) (((tu_env *)*(state))->a)

#endif
