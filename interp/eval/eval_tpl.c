/* SPDX-License-Identifier: Apache-2.0 */
/*
** eval_tpl.c: string templates (hclsyntax TemplateExpr) and template `for` directives
** (a for expression joined by TemplateJoinExpr). Parts are converted to strings with cty's
** conversions; unknown parts make the result unknown; marks of parts are carried.
*/
#include "runtime/convert/convert.h"
#include "interp/eval/eval_int.h"

/* Appends one evaluated template part (known and marks accumulate); as hcl, no text once
** the template has an error (errs: the error count when the template began). -1 on OOM. */
static int add_part(tyc_evalctx *ec, const tyc_node *n, const tyc_node *p, const tyc_value *v,
                    tyc_buf *b, int *known, uint8_t *marks, uint32_t errs)
{
    if (tyc_v_is_null(v))
        return tyc_ev_err(ec, p->beg, p->end, n, "Invalid template interpolation value",
                          "The expression result is null. Cannot include a null value in a "
                          "string template.");
    *marks |= v->marks;
    if (tyc_v_is_unknown(v)) {
        *known = 0;
        return 0;
    }
    const char *msg = NULL;
    const tyc_value *u = tyc_v_with_marks(ec->arena, v, 0);
    const tyc_value *s = u ? tyc_ev_convert(ec->arena, u, &tyc_t_string, &msg) : NULL;
    if (!s) {
        if (!msg)
            return -1;
        return tyc_ev_err(ec, p->beg, p->end, n, "Invalid template interpolation value",
                          "Cannot include the given value in a string template: %s.", msg);
    }
    if (*known && ec->diags->nerrors == errs)
        tyc_buf_addstr(b, tyc_v_str(s));
    return 0;
}

const tyc_value *tyc_ev_template(tyc_evalctx *ec, const tyc_node *n)
{
    tyc_arena *a = ec->arena;
    tyc_buf b;
    int known = 1, known_prefix = 1;
    uint8_t marks = 0;
    if (n->n == 1 && n->kids[0]->kind == TYC_N_STRING) {
        /* the common plain "literal": no buffer; the text is copied out of the AST */
        const tyc_node *p = n->kids[0];
        tyc_value *r = (tyc_value *)tyc_v_string(a, p->text ? p->text : "", p->tlen, 1);
        if (r) {
            r->beg = n->beg;
            r->end = n->end;
        }
        return r;
    }
    tyc_buf_init(&b, a->ctx);
    uint32_t errs = ec->diags->nerrors;
    for (uint32_t i = 0; i < n->n; i++) {
        const tyc_node *p = n->kids[i];
        const tyc_value *v = tyc_ev(ec, p);
        if (!v || add_part(ec, n, p, v, &b, &known, &marks, errs) < 0) {
            tyc_buf_free(&b);
            return NULL;
        }
        if (ec->diags->nerrors > errs)
            known_prefix = 0; /* hcl: after an error the text so far is suspect */
    }
    const tyc_value *r;
    if (!known) {
        r = tyc_buf_failed(&b) ? NULL
                               : tyc_ev_tpl_unknown(a, tyc_buf_cstr(&b), known_prefix ? b.len : 0);
        tyc_buf_free(&b);
    } else {
        const char *s = tyc_buf_failed(&b) ? NULL : tyc_buf_cstr(&b);
        r = s ? tyc_v_string(a, s, b.len, 1) : NULL;
        tyc_buf_free(&b);
        if (r) {
            ((tyc_value *)r)->beg = n->beg;
            ((tyc_value *)r)->end = n->end;
        }
    }
    return tyc_ev_mark(a, r, marks);
}

/* TemplateJoinExpr over the tuple t produced by the directive's for expression. */
static const tyc_value *join(tyc_evalctx *ec, const tyc_node *n, const tyc_value *t)
{
    tyc_arena *a = ec->arena;
    if (t->type->kind == TYC_DYN || tyc_v_is_unknown(t) || tyc_v_is_null(t))
        return tyc_v_unknown(a, &tyc_t_string);
    uint8_t marks = t->marks;
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    for (uint32_t i = 0; i < t->n; i++) {
        const tyc_value *v = t->u.elems[i], *s;
        const char *msg = NULL;
        if (tyc_v_is_null(v)) {
            if (tyc_ev_err(ec, n->beg, n->end, NULL, "Invalid template interpolation value",
                           "An iteration result is null. Cannot include a null value in a "
                           "string template.") < 0)
                goto oom;
            continue;
        }
        if (v->type->kind == TYC_DYN) {
            tyc_buf_free(&b);
            return tyc_ev_mark(a, tyc_v_unknown(a, &tyc_t_string), t->marks);
        }
        if (!(s = tyc_ev_convert(a, v, &tyc_t_string, &msg))) {
            if (!msg || tyc_ev_err(ec, n->beg, n->end, NULL,
                                   "Invalid template interpolation value",
                                   "Cannot include one of the interpolation results into the "
                                   "string template: %s.", msg) < 0)
                goto oom;
            continue;
        }
        if (tyc_v_is_unknown(v)) {
            tyc_buf_free(&b);
            return tyc_ev_mark(a, tyc_v_unknown(a, &tyc_t_string), t->marks);
        }
        marks |= s->marks;
        tyc_buf_addstr(&b, tyc_v_str(s));
    }
    const char *s = tyc_buf_failed(&b) ? NULL : tyc_buf_cstr(&b);
    const tyc_value *r = s ? tyc_v_string(a, s, b.len, 1) : NULL;
    tyc_buf_free(&b);
    return tyc_ev_mark(a, r, marks);
oom:
    tyc_buf_free(&b);
    return NULL;
}

const tyc_value *tyc_ev_tpl_for(tyc_evalctx *ec, const tyc_node *n)
{
    const tyc_value *t = tyc_ev_for_core(ec, n, n->kids[0], n->kids[1], n->kids[2], NULL,
                                         n->kids[3], NULL, 0);
    return t ? join(ec, n, t) : NULL;
}
