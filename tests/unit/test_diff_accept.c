/* SPDX-License-Identifier: Apache-2.0 */
/*
** test_diff_accept.c: the acceptance relation of `tycon diff` (interp/diff/accept.h) against
** the engine. Random pairs of type constraints (written as type expressions, read by
** interp/typeexpr with their optional-attribute defaults; half of the new types are small
** mutations of the old one) are judged by tyc_accept; then many random values shaped by the
** old type are converted with runtime/convert: a "compatible" verdict must never meet a value
** that converts under the old type and fails under the new one, and every "breaking" verdict
** must carry a witness that does exactly that. Plus exact verdicts of hand-picked pairs.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "interp/diff/accept.h"
#include "interp/syntax/parse.h"
#include "interp/typeexpr/typeexpr.h"
#include "runtime/num/num.h"

/* ---- a small PRNG (fixed seed: reproducible) ---- */
static uint64_t rng = 0x9e3779b97f4a7c15u;
static uint32_t rnd(uint32_t n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng % n);
}

/* ---- type trees, written as type expressions ---- */
enum { K_STR, K_NUM, K_BOOL, K_ANY, K_LIST, K_SET, K_MAP, K_TUPLE, K_OBJ };
typedef struct tnode {
    int k, n;
    struct tnode *kid[3];
    int opt[3];     /* object: 0 required, 1 optional, 2 optional with a default */
    int def[3];     /* which default literal */
} tnode;

static tnode pool[1 << 16];
static uint32_t npool;

static tnode *node(int k)
{
    tnode *t = &pool[npool++ % (1 << 16)];
    memset(t, 0, sizeof *t);
    t->k = k;
    return t;
}

static tnode *gen_type(int depth)
{
    int k = depth >= 3 ? (int)rnd(4) : (int)rnd(9);
    if (k == K_ANY && rnd(2))
        k = K_STR;
    tnode *t = node(k);
    if (k == K_LIST || k == K_SET || k == K_MAP) {
        t->n = 1;
        t->kid[0] = gen_type(depth + 1);
    } else if (k == K_TUPLE || k == K_OBJ) {
        t->n = (int)rnd(k == K_OBJ ? 4 : 3);
        for (int i = 0; i < t->n; i++) {
            t->kid[i] = gen_type(depth + 1);
            t->opt[i] = k == K_OBJ ? (int)rnd(3) : 0;
            t->def[i] = (int)rnd(3);
            if (t->opt[i] == 2 && t->kid[i]->k > K_BOOL)
                t->opt[i] = 1;
        }
    }
    return t;
}

static tnode *copy(const tnode *s)
{
    tnode *t = node(s->k);
    *t = *s;
    for (int i = 0; i < s->n; i++)
        t->kid[i] = copy(s->kid[i]);
    return t;
}

/* A small change somewhere in t (in place). */
static void mutate(tnode *t, int depth)
{
    if (t->n && rnd(3)) {
        mutate(t->kid[rnd((uint32_t)t->n)], depth + 1);
        return;
    }
    switch (rnd(5)) {
    case 0: *t = *gen_type(depth); return;
    case 1:
        if (t->k == K_LIST || t->k == K_SET)
            t->k = t->k == K_LIST ? K_SET : K_LIST;
        else if (t->k <= K_BOOL)
            t->k = (int)rnd(3);
        return;
    case 2:
        if (t->k == K_OBJ && t->n) {
            int i = (int)rnd((uint32_t)t->n);
            t->opt[i] = t->kid[i]->k <= K_BOOL ? (int)rnd(3) : (int)rnd(2);
            t->def[i] = (int)rnd(3);
        }
        return;
    case 3:
        if ((t->k == K_OBJ || t->k == K_TUPLE) && t->n < 3) {
            t->kid[t->n] = gen_type(depth + 1);
            t->opt[t->n] = t->k == K_OBJ ? (int)rnd(2) : 0;
            t->n++;
        } else if ((t->k == K_OBJ || t->k == K_TUPLE) && t->n)
            t->n--;
        return;
    default:
        if (t->k != K_OBJ) {
            tnode *in = copy(t);
            t->k = rnd(2) ? K_LIST : K_MAP;
            t->n = 1;
            t->kid[0] = in;
        } else {
            if (!t->n)
                t->kid[0] = gen_type(depth + 1);
            t->k = K_MAP, t->n = 1;
        }
        return;
    }
}

static const char *const defs[3][3] = {{"\"d\"", "\"1\"", "\"e\""}, {"1", "2", "0"},
                                        {"true", "false", "true"}};

static void write_type(char *b, size_t cap, const tnode *t)
{
    static const char *const prim[] = {"string", "number", "bool", "any"};
    size_t n = strlen(b);
    if (t->k <= K_ANY) {
        snprintf(b + n, cap - n, "%s", prim[t->k]);
        return;
    }
    static const char *const open[] = {"", "", "", "", "list(", "set(", "map(", "tuple([",
                                       "object({"};
    snprintf(b + n, cap - n, "%s", open[t->k]);
    for (int i = 0; i < t->n; i++) {
        n = strlen(b);
        if (t->k == K_OBJ)
            snprintf(b + n, cap - n, "%s%c=%s", i ? "," : "", 'a' + i,
                     t->opt[i] ? "optional(" : "");
        else if (i)
            snprintf(b + n, cap - n, ",");
        write_type(b, cap, t->kid[i]);
        n = strlen(b);
        if (t->k == K_OBJ && t->opt[i] == 2 && t->kid[i]->k <= K_BOOL)
            snprintf(b + n, cap - n, ",%s)", defs[t->kid[i]->k][t->def[i]]);
        else if (t->k == K_OBJ && t->opt[i])
            snprintf(b + n, cap - n, ")");
    }
    n = strlen(b);
    snprintf(b + n, cap - n, "%s", t->k == K_TUPLE ? "])" : t->k == K_OBJ ? "})" : ")");
}

static tyc_tcon read_type(tyc_arena *a, const char *text)
{
    tyc_source *src = TYC_NEW(a, tyc_source);
    src->name = "type.tf";
    src->text = tyc_strndup(a, text, strlen(text));
    src->len = (uint32_t)strlen(text);
    tyc_diags d;
    tyc_diags_init(&d, a);
    int st = 0;
    tyc_node *n = tyc_parse_expr(a, src, &d, &st);
    assert_non_null(n);
    tyc_tcon t = {NULL, NULL};
    t.t = tyc_typeexpr_variable(a, src, n, &t.d, &d);
    if (!t.t || d.nerrors)
        fail_msg("type %s: %s", text, d.head ? d.head->detail : "?");
    return t;
}

/* ---- values shaped by a type tree ---- */

static const tyc_value *str(tyc_arena *a, const char *s)
{
    return tyc_v_string(a, s, strlen(s), 1);
}

static const tyc_value *prim_val(tyc_arena *a)
{
    switch (rnd(9)) {
    case 0: return str(a, "a");
    case 1: return str(a, "1");
    case 2: return tyc_v_number(a, tyc_num_from_int(a, (int64_t)rnd(3)));
    case 3: return tyc_v_number(a, tyc_num_parse(a, "2.5", 3));
    case 4: return &tyc_v_true;
    case 5: return &tyc_v_false;
    case 6: return str(a, "true");
    case 7: return str(a, "false");
    default: return &tyc_v_null_dyn;
    }
}

/* An arbitrary value (objects only when objs: noise at a typed position holds none, since
** undeclared attributes of the type's objects are outside the relation). */
static const tyc_value *any_val(tyc_arena *a, int depth, int objs)
{
    if (depth > 2 || rnd(3) == 0)
        return prim_val(a);
    const tyc_value *v[3];
    uint32_t n = rnd(3);
    for (uint32_t i = 0; i < n; i++)
        v[i] = any_val(a, depth + 1, objs);
    if (rnd(2) || !objs)
        return tyc_v_tuple(a, v, n);
    tyc_str k[3] = {TYC_STR("k"), TYC_STR("a"), TYC_STR("b")};
    return tyc_v_object(a, k, v, n);
}

static const tyc_value *gen_val(tyc_arena *a, const tnode *t, int depth)
{
    if (rnd(12) == 0) /* not an object where the type has one: its undeclared attributes
                         are outside the relation (docs/diff.md) */
        return rnd(3) ? any_val(a, depth, 0) : &tyc_v_null_dyn;
    const tyc_value *v[3];
    tyc_str k[3];
    uint32_t n = 0;
    switch (t->k) {
    case K_STR:
    case K_NUM:
    case K_BOOL: return prim_val(a);
    case K_ANY: return any_val(a, depth, 1);
    case K_LIST:
    case K_SET:
        n = rnd(4);
        for (uint32_t i = 0; i < n; i++)
            v[i < 3 ? i : 2] = gen_val(a, t->kid[0], depth + 1);
        return tyc_v_tuple(a, v, n > 3 ? 3 : n);
    case K_MAP: {
        static const char *const names[] = {"k", "a", "b"};
        n = rnd(4);
        n = n > 3 ? 3 : n;
        for (uint32_t i = 0; i < n; i++) {
            k[i] = (tyc_str){names[i], 1};
            v[i] = gen_val(a, t->kid[0], depth + 1);
        }
        return tyc_v_object(a, k, v, n);
    }
    case K_TUPLE: {
        uint32_t len = rnd(8) == 0 ? (uint32_t)t->n + 1 : (uint32_t)t->n;
        for (uint32_t i = 0; i < len && i < 3; i++)
            v[n++] = i < (uint32_t)t->n ? gen_val(a, t->kid[i], depth + 1) : prim_val(a);
        return tyc_v_tuple(a, v, n);
    }
    default: {
        static const char *const names[] = {"a", "b", "c"};
        for (int i = 0; i < t->n; i++) {
            if (t->opt[i] ? rnd(2) == 0 : rnd(20) == 0)
                continue;
            k[n] = (tyc_str){names[i], 1};
            v[n++] = gen_val(a, t->kid[i], depth + 1);
        }
        return tyc_v_object(a, k, v, n);
    }
    }
}

static int converts(tyc_arena *a, const tyc_value *v, tyc_tcon t)
{
    tyc_cerr e;
    return tyc_accept_convert(a, v, t, &e) != NULL;
}

static const char *hcl(tyc_arena *a, const tyc_value *v)
{
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_accept_hcl(&b, v);
    return tyc_buf_to_arena(&b, a);
}

/* The generated pairs: every verdict agrees with the engine. */
static void test_generated_pairs(void **state)
{
    (void)state;
    tyc_ctx ctx;
    tyc_ctx_init(&ctx, NULL);
    uint32_t pairs = 0, breaking = 0, compatible = 0, values = 0, accepted = 0;
    /* TYC_DIFF_SEED / TYC_DIFF_PAIRS: other seeds and more pairs, for exploration */
    const char *seed = getenv("TYC_DIFF_SEED"), *np = getenv("TYC_DIFF_PAIRS");
    if (seed)
        rng = strtoull(seed, NULL, 10) | 1;
    int total = np ? atoi(np) : 4000;
    for (int i = 0; i < total; i++) {
        tyc_arena *a = tyc_arena_new(&ctx);
        npool = 0;
        tnode *t1 = gen_type(0);
        tnode *t2 = rnd(2) ? copy(t1) : gen_type(0);
        if (t2 != t1)
            mutate(t2, 0);
        char s1[4096] = "", s2[4096] = "";
        write_type(s1, sizeof s1, t1);
        write_type(s2, sizeof s2, t2);
        tyc_tcon c1 = read_type(a, s1), c2 = read_type(a, s2);
        tyc_acc r;
        assert_int_equal(tyc_accept(a, c1, c2, &r), 0);
        pairs++;
        if (r.breaking) {
            breaking++;
            if (!r.witness || !converts(a, r.witness, c1) || converts(a, r.witness, c2))
                fail_msg("%s -> %s: breaking without a valid witness", s1, s2);
            tyc_arena_free(a);
            continue;
        }
        compatible++;
        for (int j = 0; j < 150; j++) {
            const tyc_value *v = gen_val(a, t1, 0);
            values++;
            if (!converts(a, v, c1))
                continue;
            accepted++;
            if (!converts(a, v, c2))
                fail_msg("%s -> %s judged compatible, but %s converts to the first and not "
                         "the second", s1, s2, hcl(a, v));
        }
        tyc_arena_free(a);
    }
    printf("acceptance: %u pairs (%u breaking with witnesses, %u compatible); %u values "
           "generated, %u accepted by the old type and all by the new one\n",
           pairs, breaking, compatible, values, accepted);
    assert_true(breaking > 500 && compatible > 500 && accepted > 50000);
}

/* Exact verdicts and witnesses. */
static void verdict(const char *t1, const char *t2, const char *want)
{
    tyc_ctx ctx;
    tyc_ctx_init(&ctx, NULL);
    tyc_arena *a = tyc_arena_new(&ctx);
    tyc_acc r;
    assert_int_equal(tyc_accept(a, read_type(a, t1), read_type(a, t2), &r), 0);
    const char *got = r.breaking ? tyc_sprintf(a, "breaking %s (%s)", hcl(a, r.witness), r.error)
                      : r.note   ? tyc_sprintf(a, "compatible; %s", r.note)
                                 : "compatible";
    if (strcmp(got, want))
        fail_msg("%s -> %s:\n got: %s\nwant: %s", t1, t2, got, want);
    tyc_arena_free(a);
}

static void test_verdicts(void **state)
{
    (void)state;
    verdict("number", "string", "compatible; numbers now reach the module as strings");
    verdict("string", "number", "breaking \"x\" (a number is required)");
    verdict("bool", "number", "breaking true (number required, but have bool)");
    verdict("list(string)", "set(string)",
            "compatible; a set now: duplicate elements are merged and the order is lost");
    verdict("list(string)", "list(number)", "breaking [\"x\"] ([0]: a number is required)");
    /* cty unifies into one of the element types: number and bool have none */
    verdict("map(string)", "map(any)",
            "breaking { k1 = 1, k2 = true } (all map elements must have the same type)");
    verdict("map(number)", "map(any)", "compatible; at [*]: values are passed on as given, no "
                                       "longer converted to number");
    verdict("object({a=string})", "object({a=string,b=optional(number)})", "compatible");
    verdict("object({a=string})", "object({a=string,b=number})",
            "breaking { a = \"a\" } (attribute \"b\" is required)");
    verdict("object({a=optional(string)})", "object({a=string})",
            "breaking {} (attribute \"a\" is required)");
    verdict("object({a=optional(number,1)})", "object({a=optional(number,2)})",
            "compatible; the default of optional attribute .a changed from 1 to 2");
    verdict("list(object({a=string}))", "list(object({a=number}))",
            "breaking [{ a = \"x\" }] ([0].a: a number is required)");
    verdict("list(string)", "tuple([string])", "breaking [\"a\", \"a\"] (tuple required)");
    verdict("any", "string", "breaking {} (string required, but have object)");
    verdict("list(object({a=string,b=optional(any)}))", "list(any)",
            "breaking [{ a = 1 }, { a = true }] (all list elements must have the "
            "same type)");
    verdict("map(number)", "object({a=optional(number)})",
            "compatible; an object now: keys other than its attributes are dropped");
    verdict("set(number)", "list(string)", "compatible; at [*]: numbers now reach the module as "
                                           "strings");
    /* a list unifies these objects, a set does not (terraform 1.11.4 agrees) */
    verdict("list(any)", "set(any)",
            "breaking [{ a = {}, k = null }, { k = { a = \"a\" } }] (element types must all "
            "match for conversion to set)");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_verdicts),
        cmocka_unit_test(test_generated_pairs),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
