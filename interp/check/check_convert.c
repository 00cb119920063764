/* SPDX-License-Identifier: Apache-2.0 */
/*
** check_convert.c: phase 3 of `tycon check` for one variable, as Terraform's
** PrepareFinalInputVariableValue: the default when unset, the defaults tree, conversion to
** the constraint type, the nullable rule; plus tycon's extras (the failing element's path
** and source range, warnings for object attributes the type drops).
*/
#include "interp/check/check.h"

#include "runtime/convert/convert.h"
#include "runtime/base/str.h"

/* The source phrase of a non-file value ("set using ..."). */
static const char *phrase(tyc_arena *a, const tyc_raw *r)
{
    if (r->kind == TYC_RAW_ENV)
        return tyc_sprintf(a, "set using the TF_VAR_%s environment variable", r->name);
    return tyc_sprintf(a, "set using -var=\"%s=...\"", r->name);
}

const tyc_value *tyc_check_element_at(const tyc_value *v, const tyc_step *s, uint32_t n)
{
    const tyc_value *best = v->end > v->beg ? v : NULL;
    for (uint32_t i = 0; i < n && v && !tyc_v_is_null(v) && !tyc_v_is_unknown(v); i++) {
        const tyc_value *nx = NULL;
        int k = v->type->kind;
        if (s[i].kind == TYC_STEP_INDEX_NUM && (k == TYC_TUPLE || k == TYC_LIST))
            nx = s[i].i < v->n ? v->u.elems[s[i].i] : NULL;
        else if ((s[i].kind == TYC_STEP_ATTR || s[i].kind == TYC_STEP_INDEX_STR) && k == TYC_OBJECT)
            nx = tyc_v_attr(v, s[i].s);
        else if ((s[i].kind == TYC_STEP_ATTR || s[i].kind == TYC_STEP_INDEX_STR) && k == TYC_MAP)
            nx = tyc_v_map_get(v, s[i].s);
        v = nx;
        if (v && v->end > v->beg)
            best = v;
    }
    return best;
}

/* Reports a conversion failure of a set value. */
static int conv_error(tyc_chk *k, const tyc_var *v, const tyc_raw *r, const tyc_value *x,
                      const tyc_cerr *err)
{
    tyc_arena *a = k->a;
    const char *msg = err->msg, *sum = "Invalid value for input variable";
    int better = !(k->o->flags & TYC_CHK_COMPAT);
    uint32_t beg = r->expr ? r->expr->beg : 0, end = r->expr ? r->expr->end : 0;
    if (better && err->nsteps) {
        tyc_buf b;
        tyc_buf_init(&b, a->ctx);
        tyc_buf_addf(&b, "var.%s", v->name);
        tyc_path_buf(&b, err->steps, err->nsteps);
        tyc_buf_addf(&b, ": %s", err->msg);
        if (!(msg = tyc_buf_to_arena(&b, a)))
            return -1;
        const tyc_value *e = tyc_check_element_at(x, err->steps, err->nsteps);
        if (e && r->kind == TYC_RAW_FILE)
            beg = e->beg, end = e->end;
    }
    if (r->kind != TYC_RAW_FILE) {
        const char *ph = phrase(a, r);
        return ph && tyc_diag_add(k->d, TYC_SEV_ERROR, TYCON_ERR_CONVERT, v->src, v->dbeg,
                                  v->dend, sum, "Unsuitable value for var.%s %s: %s.", v->name,
                                  ph, msg)
                   ? 0
                   : -1;
    }
    if (v->sensitive) {
        const char *at = tyc_check_range(a, r->src, r->expr->beg, r->expr->end);
        return at && tyc_diag_add(k->d, TYC_SEV_ERROR, TYCON_ERR_CONVERT, v->src, v->dbeg,
                                  v->dend, sum,
                                  "The given value is not suitable for var.%s, which is "
                                  "sensitive: %s. Invalid value defined at %s.",
                                  v->name, msg, at)
                   ? 0
                   : -1;
    }
    const char *decl = tyc_check_range(a, v->src, v->dbeg, v->dend);
    return decl && tyc_diag_add(k->d, TYC_SEV_ERROR, TYCON_ERR_CONVERT, r->src, beg, end, sum,
                                "The given value is not suitable for var.%s declared at %s: %s.",
                                v->name, decl, msg)
               ? 0
               : -1;
}

/* tycon's own mode reports every element that does not fit (the first TYC_CHK_MISMATCHES,
** then "and N more" on the last one); Terraform's mode and sensitive variables only the first
** (first: the conversion's own error). */
#define TYC_CHK_MISMATCHES 10
static int conv_errors(tyc_chk *k, const tyc_var *v, const tyc_raw *r, const tyc_value *x,
                       const tyc_value *y, const tyc_cerr *first)
{
    if ((k->o->flags & TYC_CHK_COMPAT) || v->sensitive)
        return conv_error(k, v, r, x, first);
    tyc_cerr all[TYC_CHK_MISMATCHES];
    uint32_t n, total;
    if (tyc_check_mismatches(k->a, y, v->ctype, all, TYC_CHK_MISMATCHES, &n, &total) < 0)
        return -1;
    if (!n)
        return conv_error(k, v, r, x, first);
    for (uint32_t i = 0; i < n; i++)
        if (conv_error(k, v, r, x, &all[i]) < 0)
            return -1;
    if (total > n) {
        tyc_diag *g = k->d->tail;
        if (!(g->detail = tyc_sprintf(k->a, "%s\n\n(and %u more unsuitable elements in var.%s)",
                                      g->detail, total - n, v->name)))
            return -1;
    }
    return 0;
}

/* "Required variable not set": a null value for a nullable = false variable. */
static int null_error(tyc_chk *k, const tyc_var *v, const tyc_raw *r)
{
    const char *sum = "Required variable not set";
    if (r->kind != TYC_RAW_FILE) {
        const char *ph = phrase(k->a, r);
        return ph && tyc_diag_add(k->d, TYC_SEV_ERROR, TYCON_ERR_CONVERT, v->src, v->dbeg,
                                  v->dend, sum,
                                  "Unsuitable value for var.%s %s: required variable may not be "
                                  "set to null.",
                                  v->name, ph)
                   ? 0
                   : -1;
    }
    const char *decl = tyc_check_range(k->a, v->src, v->dbeg, v->dend);
    return decl && tyc_diag_add(k->d, TYC_SEV_ERROR, TYCON_ERR_CONVERT, r->src, r->expr->beg,
                                r->expr->end, sum,
                                "The given value is not suitable for var.%s defined at %s: "
                                "required variable may not be set to null.",
                                v->name, decl)
               ? 0
               : -1;
}

/* ---- undeclared object attributes ---- */

typedef struct xwalk {
    tyc_chk *k;
    const tyc_var *v;
    const tyc_raw *r;
    tyc_path path;
    const tyc_type *memo_t;  /* the last "did you mean" query (types are hash-consed, so */
    tyc_str memo_name;       /* a list of objects repeats the same one) and its answer */
    int32_t memo_idx;
    struct xclean {          /* type pairs (value type, variable type) whose values hold no */
        const tyc_type *x, *t; /* undeclared attribute anywhere (see clean) */
        int verdict;
    } clean[64];
} xwalk;

enum { X_UNSURE, X_CLEAN, X_DIRTY };

/*
** Whether every value of type x walked against t finds no undeclared attribute: X_CLEAN,
** X_DIRTY (some value may), or X_UNSURE (it depends on the value: map keys, the length of
** a list against a tuple type, nesting past the limit). Data repeats the same types, so
** the answers are memoised by type pointer (types are hash-consed: a miss costs only time).
*/
static int clean(xwalk *w, const tyc_type *x, const tyc_type *t, uint32_t depth)
{
    if (t->kind == TYC_DYN)
        return X_CLEAN;
    if (depth > w->k->a->ctx->max_depth || x->kind == TYC_DYN)
        return X_UNSURE; /* a dynamic part: whatever the value holds there */
    uintptr_t h = ((uintptr_t)x >> 4) ^ ((uintptr_t)t >> 3) * 31u;
    struct xclean *e = &w->clean[h & 63];
    if (e->x == x && e->t == t)
        return e->verdict;
    int xk = x->kind, r = X_CLEAN;
    if (t->kind == TYC_OBJECT && xk == TYC_OBJECT) {
        for (uint32_t i = 0; i < x->n && r == X_CLEAN; i++) {
            int32_t at = tyc_type_attr(t, x->names[i]);
            r = at < 0 ? X_DIRTY : clean(w, x->elems[i], t->elems[at], depth + 1);
        }
    } else if (t->kind == TYC_OBJECT && xk == TYC_MAP) {
        r = X_UNSURE; /* the keys are the value's */
    } else if ((t->kind == TYC_LIST || t->kind == TYC_SET) && xk == TYC_TUPLE) {
        for (uint32_t i = 0; i < x->n && r == X_CLEAN; i++)
            r = clean(w, x->elems[i], t->elem, depth + 1);
    } else if ((t->kind == TYC_LIST || t->kind == TYC_SET) && (xk == TYC_LIST || xk == TYC_SET)) {
        r = clean(w, x->elem, t->elem, depth + 1);
    } else if (t->kind == TYC_TUPLE && xk == TYC_TUPLE) {
        for (uint32_t i = 0; i < x->n && i < t->n && r == X_CLEAN; i++)
            r = clean(w, x->elems[i], t->elems[i], depth + 1);
    } else if (t->kind == TYC_TUPLE && (xk == TYC_LIST || xk == TYC_SET)) {
        r = X_UNSURE; /* how many elements meet the tuple's types */
    } else if (t->kind == TYC_MAP && xk == TYC_OBJECT) {
        for (uint32_t i = 0; i < x->n && r == X_CLEAN; i++)
            r = clean(w, x->elems[i], t->elem, depth + 1);
    } else if (t->kind == TYC_MAP && xk == TYC_MAP) {
        r = clean(w, x->elem, t->elem, depth + 1);
    }
    e = &w->clean[h & 63]; /* the recursion may have used the slot */
    e->x = x;
    e->t = t;
    e->verdict = r;
    return r;
}

/* Index of the first closest attribute name of t within distance 2 of name, or -1. */
static int32_t suggest(xwalk *w, const tyc_type *t, tyc_str name)
{
    if (w->memo_t == t && tyc_str_eq(w->memo_name, name))
        return w->memo_idx;
    size_t best = 3;
    int32_t idx = -1;
    for (uint32_t i = 0; i < t->n; i++) {
        size_t dd = tyc_str_distance(name, t->names[i]);
        if (dd < best) {
            best = dd;
            idx = (int32_t)i;
        }
    }
    w->memo_t = t;
    w->memo_name = name;
    w->memo_idx = idx;
    return idx;
}

static int extra_attr(xwalk *w, const tyc_type *t, tyc_str name, const tyc_value *x)
{
    tyc_arena *a = w->k->a;
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_buf_addz(&b, "The type of var.");
    tyc_buf_addz(&b, w->v->name);
    tyc_path_buf(&b, w->path.steps, w->path.n);
    tyc_buf_addz(&b, " does not declare an attribute named ");
    tyc_buf_goquote(&b, name.p, name.len);
    tyc_buf_addz(&b, ", so Terraform silently discards this value.");
    int32_t i = suggest(w, t, name);
    if (i >= 0) {
        tyc_buf_addz(&b, " Did you mean ");
        tyc_buf_goquote(&b, t->names[i].p, t->names[i].len);
        tyc_buf_addz(&b, "?");
    }
    char *det = tyc_buf_to_arena(&b, a);
    if (!det)
        return -1;
    int strict = (w->k->o->flags & TYC_CHK_STRICT) != 0;
    const tyc_source *src = w->v->src;
    uint32_t beg = w->v->dbeg, end = w->v->dend;
    if (w->r && w->r->kind == TYC_RAW_FILE && !w->v->sensitive && x->end > x->beg)
        src = w->r->src, beg = x->beg, end = x->end;
    return tyc_diag_add(w->k->d, strict ? TYC_SEV_ERROR : TYC_SEV_WARNING, TYCON_ERR_CONVERT, src,
                        beg, end, "Undeclared object attribute", "%s", det)
               ? 0
               : -1;
}

static int xw(xwalk *w, const tyc_value *x, const tyc_type *t, uint32_t depth);

static int xw_elems(xwalk *w, const tyc_value *x, const tyc_type *t, uint32_t depth)
{
    int keyed = x->type->kind == TYC_OBJECT || x->type->kind == TYC_MAP;
    for (uint32_t i = 0; i < x->n; i++) {
        const tyc_type *et = t->kind == TYC_TUPLE ? (i < t->n ? t->elems[i] : NULL) : t->elem;
        if (!et)
            break;
        tyc_str key = x->type->kind == TYC_OBJECT ? x->type->names[i]
                      : x->type->kind == TYC_MAP  ? tyc_v_keys(x)[i]
                                                  : (tyc_str){NULL, 0};
        if ((keyed ? tyc_path_push_key(&w->path, key) : tyc_path_push_index(&w->path, i)) < 0)
            return -1;
        int rc = xw(w, x->u.elems[i], et, depth + 1);
        tyc_path_pop(&w->path);
        if (rc < 0)
            return -1;
    }
    return 0;
}

static int xw(xwalk *w, const tyc_value *x, const tyc_type *t, uint32_t depth)
{
    if (tyc_v_is_null(x) || tyc_v_is_unknown(x) || t->kind == TYC_DYN ||
        depth > w->k->a->ctx->max_depth)
        return 0;
    if (clean(w, x->type, t, depth) == X_CLEAN)
        return 0; /* nothing to report anywhere inside x */
    int xk = x->type->kind;
    if (t->kind == TYC_OBJECT && (xk == TYC_OBJECT || xk == TYC_MAP)) {
        for (uint32_t i = 0; i < x->n; i++) {
            tyc_str name = xk == TYC_OBJECT ? x->type->names[i] : tyc_v_keys(x)[i];
            int32_t at = tyc_type_attr(t, name);
            if (at < 0) {
                if (extra_attr(w, t, name, x->u.elems[i]) < 0)
                    return -1;
                continue;
            }
            if (tyc_path_push_attr(&w->path, name) < 0)
                return -1;
            int rc = xw(w, x->u.elems[i], t->elems[at], depth + 1);
            tyc_path_pop(&w->path);
            if (rc < 0)
                return -1;
        }
        return 0;
    }
    int coll_in = xk == TYC_TUPLE || xk == TYC_LIST || xk == TYC_SET;
    if (((t->kind == TYC_LIST || t->kind == TYC_SET || t->kind == TYC_TUPLE) && coll_in) ||
        (t->kind == TYC_MAP && (xk == TYC_OBJECT || xk == TYC_MAP)))
        return xw_elems(w, x, t, depth);
    return 0;
}

/* Warns (errors with --strict) about object attributes of x that v's type does not
** declare; nothing in Terraform-compat mode. 0, or -1 on out-of-memory. */
static int undeclared(tyc_chk *k, const tyc_var *v, const tyc_raw *r, const tyc_value *x)
{
    if (k->o->flags & TYC_CHK_COMPAT)
        return 0;
    xwalk w;
    memset(&w, 0, sizeof w);
    w.k = k;
    w.v = v;
    w.r = r;
    tyc_path_init(&w.path, k->a);
    return xw(&w, x, v->ctype, 0) < 0 ? -1 : 0;
}

/* ---- the phase ---- */

const char *tyc_check_source(tyc_arena *a, const tyc_varres *res)
{
    const tyc_raw *r = res->raw;
    if (res->from_default) {
        const tyc_var *v = res->var;
        const char *at = tyc_check_range(a, v->def_src, v->def_expr->beg, v->def_expr->end);
        return at ? tyc_sprintf(a, "default (%s)", at) : NULL;
    }
    if (!r || !res->value)
        return "not set";
    if (r->kind == TYC_RAW_FILE)
        return tyc_check_range(a, r->src, r->expr->beg, r->expr->end);
    if (r->kind == TYC_RAW_ENV)
        return tyc_sprintf(a, "TF_VAR_%s environment variable", r->name);
    return "-var";
}

/* The value path of the conversion error just reported (`var.x[0].name`), for structured
** consumers (tycon_check_diag_at). 0, or -1 on out-of-memory. */
static int set_path(tyc_chk *k, const tyc_var *v, const tyc_cerr *err)
{
    tyc_buf b;
    tyc_buf_init(&b, k->a->ctx);
    tyc_buf_addf(&b, "var.%s", v->name);
    tyc_path_buf(&b, err->steps, err->nsteps);
    const char *p = tyc_buf_to_arena(&b, k->a);
    if (!p)
        return -1;
    if (k->d->tail)
        k->d->tail->path = p;
    return 0;
}

/* Terraform 1.15's warning for a deprecated root variable given a known non-null value
** (internal/terraform/node_root_variable.go): at the `deprecated` argument, in the context
** of the declaration. 0, or -1 on OOM. */
static int deprecated(tyc_chk *k, const tyc_var *v, const tyc_value *x)
{
    if (!v->deprecated || !x || tyc_v_is_null(x) || tyc_v_is_unknown(x) ||
        !tyc_target_tf_ge(k->o->target, 1, 15)) /* OpenTofu: module calls only */
        return 0;
    tyc_diag *g = tyc_diag_add(k->d, TYC_SEV_WARNING, TYCON_ERR_TYPE, v->dep_range.src,
                               v->dep_range.beg, v->dep_range.end,
                               "Deprecated variable got a value", "%s", v->deprecated);
    if (!g)
        return -1;
    g->context = (tyc_range){v->src, v->dbeg, v->dend, 0};
    return 0;
}

int tyc_check_convert(tyc_chk *k, uint32_t i)
{
    tyc_varres *res = &k->r->vars[i];
    const tyc_var *v = res->var;
    const tyc_raw *r = tyc_raws_find(k->raws, v->name);
    const tyc_value *x = k->parsed[i], *c;
    if (deprecated(k, v, x) < 0)
        return -1;
    if (!x) {
        if (!v->has_default)
            return res->failed = 1, 0;
        c = v->def;
        res->from_default = 1;
    } else {
        const tyc_value *y = x;
        if (v->defaults && !tyc_v_is_null(x) && !(y = tyc_defaults_apply(k->a, v->defaults, x)))
            return -1;
        tyc_cerr err = {0};
        if (!(c = tyc_convert(k->a, y, v->ctype, &err))) {
            res->failed = 1;
            if (!err.msg || conv_errors(k, v, r, x, y, &err) < 0 ||
                set_path(k, v, &err) < 0)
                return -1;
            /* the undeclared attributes are most useful exactly when something is wrong */
            return undeclared(k, v, r, x);
        }
        if (tyc_v_is_null(c) && !v->nullable) {
            if (!v->has_default) {
                res->failed = 1;
                return null_error(k, v, r);
            }
            c = v->def;
            res->from_default = 1;
        }
        res->raw = r;
        if (undeclared(k, v, r, x) < 0)
            return -1;
    }
    uint8_t mk = (uint8_t)((v->sensitive ? TYC_MARK_SENSITIVE : 0) |
                           (v->ephemeral ? TYC_MARK_EPHEMERAL : 0));
    if (mk && !(c = tyc_v_with_marks(k->a, c, (uint8_t)(c->marks | mk))))
        return -1;
    res->value = c;
    return 0;
}
