/* SPDX-License-Identifier: Apache-2.0 */
/*
** mismatch.c: go-cty's MismatchMessage (cty >= 1.16.3 wording): why a type does not
** convert to another, with `attribute "x":` / `element N:` prefixes for nested causes.
** Where go-cty picks among several bad attributes in map order, the first by name is used.
*/
#include "runtime/base/str.h"
#include "runtime/convert/convert_int.h"

static void mm(tyc_arena *a, tyc_buf *b, const tyc_type *got, const tyc_type *want);

static void required(tyc_buf *b, const tyc_type *want)
{
    tyc_type_buf_constraint(b, want);
    tyc_buf_addz(b, " required");
}

static void add_quoted(tyc_buf *b, tyc_str s)
{
    tyc_buf_goquote(b, s.p, s.len);
}

/* 1 when no conversion (unsafe or safe, as asked) exists and the types differ. */
static int no_conv(tyc_arena *a, const tyc_type *got, const tyc_type *want, int unsafe)
{
    return !tyc_type_equal(got, want) && !tyc_conv_get(a, got, want, unsafe);
}

static void missing_attrs(tyc_buf *b, const tyc_type *want, const uint32_t *miss, uint32_t n)
{
    tyc_buf_addz(b, n == 1 ? "attribute " : "attributes ");
    for (uint32_t i = 0; i < n; i++) {
        if (i && n > 2)
            tyc_buf_addz(b, ", ");
        if (i == n - 1 && n > 1)
            tyc_buf_addz(b, n == 2 ? " and " : "and ");
        add_quoted(b, want->names[miss[i]]);
    }
    tyc_buf_addz(b, n == 1 ? " is required" : " are required");
}

/* objects() with scratch room miss for want->n attribute indexes. */
static void objects_in(tyc_arena *a, tyc_buf *b, const tyc_type *got, const tyc_type *want,
                       uint32_t *miss)
{
    uint32_t nmiss = 0;
    int32_t bad_unsafe = -1, bad_safe = -1, gi_unsafe = -1, gi_safe = -1;
    for (uint32_t i = 0; i < want->n; i++) {
        int32_t g = tyc_type_attr(got, want->names[i]);
        if (g < 0) {
            if (!tyc_type_attr_optional(want, i))
                miss[nmiss++] = i;
            continue;
        }
        if (bad_unsafe >= 0)
            continue;
        if (no_conv(a, got->elems[g], want->elems[i], 1)) {
            bad_unsafe = (int32_t)i;
            gi_unsafe = g;
        } else if (bad_safe < 0 && no_conv(a, got->elems[g], want->elems[i], 0)) {
            bad_safe = (int32_t)i;
            gi_safe = g;
        }
    }
    if (nmiss) {
        missing_attrs(b, want, miss, nmiss);
        return;
    }
    int32_t w = bad_unsafe >= 0 ? bad_unsafe : bad_safe;
    int32_t g = bad_unsafe >= 0 ? gi_unsafe : gi_safe;
    if (w < 0) {
        tyc_buf_addz(b, "incorrect object attributes");
        return;
    }
    tyc_buf_addz(b, "attribute ");
    add_quoted(b, want->names[w]);
    tyc_buf_addz(b, ": ");
    mm(a, b, got->elems[g], want->elems[w]);
}

static void objects(tyc_arena *a, tyc_buf *b, const tyc_type *got, const tyc_type *want)
{
    uint32_t small[16];
    uint32_t *miss = tyc_tmp(a->ctx, small, sizeof small, sizeof *miss * want->n);
    if (!miss)
        return; /* out of memory (ctx->oom): the message is dropped */
    objects_in(a, b, got, want, miss);
    tyc_tmp_free(a->ctx, miss, small, sizeof *miss * want->n);
}

/* A tuple or object into a collection. */
static void from_structural(tyc_arena *a, tyc_buf *b, const tyc_type *got, const tyc_type *want)
{
    int tup = got->kind == TYC_TUPLE;
    if ((want->kind == TYC_MAP) == tup) {
        required(b, want);
        return;
    }
    const tyc_type *we = want->elem;
    for (uint32_t i = 0; i < got->n; i++) {
        if (!no_conv(a, got->elems[i], we, 1))
            continue;
        if (tup) {
            tyc_buf_addf(b, "element %u: ", (unsigned)i);
        } else {
            tyc_buf_addz(b, "element ");
            add_quoted(b, got->names[i]);
            tyc_buf_addz(b, ": ");
        }
        mm(a, b, got->elems[i], we);
        return;
    }
    tyc_buf_addz(b, "all elements must be ");
    tyc_type_buf_constraint(b, we);
}

/* A collection into a collection. */
static void from_collection(tyc_arena *a, tyc_buf *b, const tyc_type *got, const tyc_type *want)
{
    if ((want->kind == TYC_MAP) != (got->kind == TYC_MAP)) {
        required(b, want);
        return;
    }
    tyc_buf_addz(b, want->kind == TYC_LIST  ? "incorrect list element type: "
                    : want->kind == TYC_SET ? "incorrect set element type: "
                                            : "incorrect map element type: ");
    mm(a, b, got->elem, want->elem);
}

/* Rule 7: pairs for which "X required, but have Y" is not confusing. */
static int plain_pair(const tyc_type *got, const tyc_type *want)
{
    int g = got->kind, w = want->kind;
    if (tyc_type_is_prim(got) != tyc_type_is_prim(want) || w == TYC_STRING)
        return 1;
    if ((g == TYC_BOOL && w == TYC_NUMBER) || (g == TYC_NUMBER && w == TYC_BOOL))
        return 1;
    return g == TYC_TUPLE && w == TYC_OBJECT;
}

/* go-cty >= 1.16.3 adds ", but have X" (cty/convert/mismatch_msg.go): Terraform >= 1.13
** (v1.13.0 go.mod) and every OpenTofu target (1.10: go-cty 1.16.3); Terraform 1.11 and 1.12
** (go-cty 1.16.0, 1.16.2) say only what was required. */
static int but_have(const tyc_arena *a)
{
    return tyc_target_tf_ge(a->target, 1, 13) || tyc_target_tofu_ge(a->target, 1, 10);
}

static void mm(tyc_arena *a, tyc_buf *b, const tyc_type *got, const tyc_type *want)
{
    int g = got->kind, w = want->kind;
    int wdyn = tyc_type_is_coll(want) && want->elem->kind == TYC_DYN;
    if (g == TYC_OBJECT && w == TYC_OBJECT)
        objects(a, b, got, want);
    else if (g == TYC_TUPLE && w == TYC_LIST && wdyn)
        tyc_buf_addz(b, "all list elements must have the same type");
    else if (g == TYC_TUPLE && w == TYC_SET && wdyn)
        tyc_buf_addz(b, "all set elements must have the same type");
    else if (g == TYC_OBJECT && w == TYC_MAP && wdyn)
        tyc_buf_addz(b, "all map elements must have the same type");
    else if (tyc_type_is_struct(got) && tyc_type_is_coll(want))
        from_structural(a, b, got, want);
    else if (tyc_type_is_coll(got) && tyc_type_is_coll(want))
        from_collection(a, b, got, want);
    else if (plain_pair(got, want) && but_have(a)) {
        tyc_type_buf_friendly(b, want);
        tyc_buf_addz(b, " required, but have ");
        tyc_type_buf_friendly(b, got);
    } else
        required(b, want);
}

const char *tyc_mismatch_message(tyc_arena *a, const tyc_type *got, const tyc_type *want)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    mm(a, &b, got, want);
    return a->ctx->oom ? (tyc_buf_free(&b), NULL) : tyc_buf_to_arena(&b, a);
}
