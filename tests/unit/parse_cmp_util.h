/* SPDX-License-Identifier: Apache-2.0 */
/*
** parse_cmp_util.h: the comparison of two parses of one input (a fast path against the full
** parser) shared by test_parse_fast.c and test_json_fast.c: statuses are the caller's;
** diagnostics, node shapes, ranges and texts, and every value's type, flags, marks and
** console rendering must agree exactly. why[] holds the first difference found.
*/
#ifndef TYC_TEST_PARSE_CMP_UTIL_H
#define TYC_TEST_PARSE_CMP_UTIL_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "interp/syntax/parse.h"
#include "runtime/base/str.h"
#include "runtime/render/render.h"
#include "runtime/value/value.h"

static char why[512]; /* the first difference found */

static inline int differ(const char *fmt, uint32_t a, uint32_t b)
{
    snprintf(why, sizeof why, fmt, a, b);
    return 0;
}

static inline void type_str(tyc_ctx *c, const tyc_type *t, char *out, size_t cap)
{
    tyc_buf b;
    tyc_buf_init(&b, c);
    tyc_type_buf_string(&b, t);
    snprintf(out, cap, "%s", tyc_buf_cstr(&b));
    tyc_buf_free(&b);
}

/* Values agree: ranges, flags, types and, at the top (top != 0), the console renderings,
** which contain every element's; then the elements. (A type is compared by its string
** only when the two are not one interned type; rendering at each level would make deep
** values quadratic, which the sanitizer runs pay for most.) */
static inline int value_eq(tyc_ctx *c, const tyc_value *x, const tyc_value *y, int top)
{
    static char s1[1 << 16], s2[1 << 16];
    if (!x || !y)
        return x == y ? 1 : differ("value NULL %u %u", x != NULL, y != NULL);
    if (x->beg != y->beg || x->end != y->end)
        return differ("value range %u vs %u", x->beg * 100000 + x->end, y->beg * 100000 + y->end);
    if (x->flags != y->flags || x->marks != y->marks || x->n != y->n)
        return differ("value flags/n %u %u", x->flags * 1000 + x->n, y->flags * 1000 + y->n);
    if (x->type != y->type) {
        type_str(c, x->type, s1, sizeof s1);
        type_str(c, y->type, s2, sizeof s2);
        if (strcmp(s1, s2) != 0)
            return differ("type %u %u", 0, 0);
    }
    if (top) {
        tyc_buf b1, b2;
        tyc_buf_init(&b1, c);
        tyc_buf_init(&b2, c);
        tyc_render_console(&b1, x, 0);
        tyc_render_console(&b2, y, 0);
        int same = strcmp(tyc_buf_cstr(&b1), tyc_buf_cstr(&b2)) == 0;
        tyc_buf_free(&b1);
        tyc_buf_free(&b2);
        if (!same)
            return differ("console rendering %u %u", 0, 0);
    }
    int k = x->type->kind;
    if ((k == TYC_TUPLE || k == TYC_OBJECT) && !(x->flags & (TYC_VF_NULL | TYC_VF_UNKNOWN)))
        for (uint32_t i = 0; i < x->n; i++)
            if (!value_eq(c, x->u.elems[i], y->u.elems[i], 0))
                return 0;
    return 1;
}

static inline int node_eq(tyc_ctx *c, const tyc_node *x, const tyc_node *y)
{
    if (!x || !y)
        return x == y ? 1 : differ("node NULL %u %u", x != NULL, y != NULL);
    if (x->kind != y->kind || x->op != y->op || x->flags != y->flags || x->n != y->n)
        return differ("node kind/op/n %u vs %u", x->kind * 1000 + x->op * 100 + x->n,
                      y->kind * 1000 + y->op * 100 + y->n);
    if (x->beg != y->beg || x->end != y->end || x->nbeg != y->nbeg || x->nend != y->nend ||
        x->abeg != y->abeg || x->aend != y->aend)
        return differ("node ranges at %u vs %u", x->beg, y->beg);
    if (x->tlen != y->tlen || (x->text == NULL) != (y->text == NULL) ||
        (x->text && memcmp(x->text, y->text, x->tlen + 1) != 0))
        return differ("node text %u %u", x->tlen, y->tlen);
    if (x->kind == TYC_N_VALUE) {
        if (x->val->beg != x->beg || x->val->end != x->end)
            return differ("VALUE node/value range %u %u", x->beg, x->val->beg);
        return value_eq(c, x->val, y->val, 1);
    }
    for (uint32_t i = 0; i < x->n; i++)
        if (!node_eq(c, x->kids[i], y->kids[i]))
            return 0;
    return 1;
}

static inline int diags_eq(const tyc_diags *x, const tyc_diags *y)
{
    const tyc_diag *g = x->head, *h = y->head;
    if (x->count != y->count)
        return differ("diagnostic count %u vs %u", x->count, y->count);
    for (; g && h; g = g->next, h = h->next) {
        if (g->code != h->code || g->severity != h->severity || strcmp(g->summary, h->summary) ||
            strcmp(g->detail ? g->detail : "", h->detail ? h->detail : "") ||
            g->subject.beg != h->subject.beg || g->subject.end != h->subject.end)
            return differ("diagnostic %u vs %u", g->subject.beg, h->subject.beg);
    }
    return 1;
}

#endif
