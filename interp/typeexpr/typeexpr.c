/* SPDX-License-Identifier: Apache-2.0 */
/*
** typeexpr.c: hcl ext/typeexpr's getType over the syntax tree: keywords, constructor calls
** (list/set/map/object/tuple), HCL's diagnostics in HCL's order, and Terraform's variable
** `type` wrapper. Object attribute values (optional(...)) are read in typeexpr_defaults.c.
*/
#include <stdlib.h>

#include "runtime/base/str.h"
#include "interp/typeexpr/typeexpr_int.h"

#define INVALID_TYPE "Invalid type specification"

static const char DETAIL_GENERIC[] =
    "A type specification is either a primitive type keyword (bool, number, string) or a "
    "complex type constructor call, like list(string).";
static const char DETAIL_OBJECT_ARGS[] =
    "The object type constructor requires one argument specifying the attribute types and "
    "values as a map.";
static const char DETAIL_TUPLE_ARGS[] =
    "The tuple type constructor requires one argument specifying the element types as a list.";
static const char DETAIL_OBJECT_MAP[] =
    "Object type constructor requires a map whose keys are attribute names and whose values "
    "are the corresponding attribute types.";

int tyc_te_error(tyc_te *te, uint32_t beg, uint32_t end, uint32_t cbeg, uint32_t cend,
                 const char *detail)
{
    tyc_diag *g = tyc_diag_add(te->d, TYC_SEV_ERROR, TYCON_ERR_TYPE, te->src, beg, end,
                               INVALID_TYPE, "%s", detail);
    if (!g)
        return -1;
    if (cbeg < cend) {
        g->context.src = te->src;
        g->context.beg = cbeg;
        g->context.end = cend;
    }
    return 0;
}

/* 0 = not a collection keyword, else TYC_LIST/SET/MAP. */
static int coll_kind(const char *name)
{
    if (!strcmp(name, "list"))
        return TYC_LIST;
    if (!strcmp(name, "set"))
        return TYC_SET;
    if (!strcmp(name, "map"))
        return TYC_MAP;
    return 0;
}

static const char *const DETAIL_COLL_ARGS[] = {
    "The list type constructor requires one argument specifying the element type.",
    "The set type constructor requires one argument specifying the element type.",
    "The map type constructor requires one argument specifying the element type.",
};

/* The arity detail of a constructor name, or NULL when the name is not a constructor. */
static const char *arity_detail(const char *name)
{
    int k = coll_kind(name);
    if (k)
        return DETAIL_COLL_ARGS[k - TYC_LIST];
    if (!strcmp(name, "object"))
        return DETAIL_OBJECT_ARGS;
    if (!strcmp(name, "tuple"))
        return DETAIL_TUPLE_ARGS;
    return NULL;
}

/* An error whose detail is prefix, Go-quoted name, suffix. */
static int error_quoted(tyc_te *te, uint32_t beg, uint32_t end, const char *prefix,
                        const char *name, size_t n, const char *suffix)
{
    tyc_buf b;
    char *detail;
    tyc_buf_init(&b, te->a->ctx);
    tyc_buf_addz(&b, prefix);
    tyc_buf_goquote(&b, name, n);
    tyc_buf_addz(&b, suffix);
    detail = tyc_buf_to_arena(&b, te->a);
    if (!detail)
        return -1;
    return tyc_te_error(te, beg, end, 0, 0, detail);
}

/* A bare keyword kw (expr is the keyword's expression). */
static int get_keyword(tyc_te *te, const tyc_node *expr, const char *kw, const tyc_type **ty)
{
    const char *detail;
    *ty = &tyc_t_dyn;
    if (!strcmp(kw, "bool") || !strcmp(kw, "string") || !strcmp(kw, "number")) {
        *ty = kw[0] == 'b' ? &tyc_t_bool : kw[0] == 's' ? &tyc_t_string : &tyc_t_number;
        return 0;
    }
    if (!strcmp(kw, "any")) {
        if (te->mode != TYC_TE_EXACT)
            return 0;
        return tyc_te_error(te, expr->beg, expr->end, 0, 0,
                            "The keyword \"any\" cannot be used in this type specification: an "
                            "exact type is required.");
    }
    detail = arity_detail(kw);
    if (detail)
        return tyc_te_error(te, expr->beg, expr->end, 0, 0, detail);
    return error_quoted(te, expr->beg, expr->end, "The keyword ", kw, strlen(kw),
                        " is not a valid type specification.");
}

/* list(T) / set(T) / map(T) */
static int get_coll(tyc_te *te, int kind, const tyc_node *arg, const tyc_type **ty,
                    const tyc_defaults **dflt)
{
    const tyc_type *et;
    const tyc_defaults *child;
    tyc_te_entry kid;
    if (tyc_te_get_type(te, arg, &et, &child) < 0)
        return -1;
    *ty = tyc_type_coll(te->a, kind, et);
    if (!*ty)
        return -1;
    kid.key = TYC_STR("");
    kid.p = child;
    return tyc_te_defaults_node(te->a, *ty, NULL, 0, &kid, child ? 1 : 0, dflt);
}

/* tuple([T, ...]) */
static int get_tuple(tyc_te *te, const tyc_node *expr, const tyc_node *arg, const tyc_type **ty,
                     const tyc_defaults **dflt)
{
    const tyc_type **etys;
    tyc_te_entry *kids;
    uint32_t nk = 0;
    if (arg->kind != TYC_N_TUPLE)
        return tyc_te_error(te, arg->beg, arg->end, expr->beg, expr->end,
                            "Tuple type constructor requires a list of element types.");
    etys = TYC_NEWN(te->a, const tyc_type *, arg->n);
    kids = TYC_NEWN(te->a, tyc_te_entry, arg->n);
    if ((!etys || !kids) && arg->n)
        return -1;
    for (uint32_t i = 0; i < arg->n; i++) {
        const tyc_defaults *child;
        if (tyc_te_get_type(te, arg->kids[i], &etys[i], &child) < 0)
            return -1;
        if (child) {
            char *key = tyc_sprintf(te->a, "%u", (unsigned)i);
            if (!key)
                return -1;
            kids[nk].key = (tyc_str){key, strlen(key)};
            kids[nk++].p = child;
        }
    }
    *ty = arg->n ? tyc_type_tuple(te->a, etys, arg->n) : &tyc_t_empty_tuple;
    if (!*ty)
        return -1;
    return tyc_te_defaults_node(te->a, *ty, NULL, 0, kids, nk, dflt);
}

/* Sort record for finding duplicate attribute names in O(n log n). */
typedef struct name_ref {
    const char *name;
    uint32_t idx;
} name_ref;

static int name_ref_cmp(const void *x, const void *y)
{
    const name_ref *p = x, *q = y;
    int c = strcmp(p->name, q->name);
    if (c)
        return c;
    return p->idx < q->idx ? -1 : p->idx > q->idx;
}

/* 1 if the attribute value is `optional()` with no arguments (the attribute is skipped). */
static int skipped_attr(const tyc_node *val)
{
    return val->kind == TYC_N_CALL && val->n == 0 && !strcmp(val->text, "optional");
}

/*
** Marks dup[i] for every definition whose name was already added by an earlier one. A
** definition is added when its name is valid, it is not itself a duplicate and it is not
** `optional()` (which is skipped and so does not claim its name).
*/
static int mark_dups(tyc_te *te, const tyc_node *obj, const char *const *names, uint8_t *dup)
{
    uint32_t n = obj->n / 2, m = 0;
    name_ref *refs = TYC_NEWN(te->a, name_ref, n);
    if (!refs)
        return -1;
    for (uint32_t i = 0; i < n; i++)
        if (names[i])
            refs[m++] = (name_ref){names[i], i};
    qsort(refs, m, sizeof *refs, name_ref_cmp);
    for (uint32_t i = 0; i < m;) {
        uint32_t j = i;
        int claimed = 0;
        for (; j < m && !strcmp(refs[j].name, refs[i].name); j++) {
            if (claimed)
                dup[refs[j].idx] = 1;
            else if (!skipped_attr(obj->kids[2 * refs[j].idx + 1]))
                claimed = 1;
        }
        i = j;
    }
    return 0;
}

/* The attribute names of obj's keys (NULL where a key is not an attribute name). */
static const char **key_names(tyc_te *te, const tyc_node *obj)
{
    uint32_t n = obj->n / 2;
    const char **names = TYC_NEWN(te->a, const char *, n ? n : 1);
    if (!names)
        return NULL;
    for (uint32_t i = 0; i < n; i++)
        names[i] = tyc_node_keyword(obj->kids[2 * i]);
    return names;
}

/* Accumulated attributes of one object type. */
typedef struct obj_acc {
    tyc_str *names;
    const tyc_type **types;
    uint8_t *opt;
    uint32_t n, nopt;
    tyc_te_entry *vals, *kids;
    uint32_t nv, nk;
} obj_acc;

static int obj_acc_init(tyc_arena *a, obj_acc *acc, uint32_t n)
{
    memset(acc, 0, sizeof *acc);
    if (!n)
        n = 1;
    acc->names = TYC_NEWN(a, tyc_str, n);
    acc->types = TYC_NEWN(a, const tyc_type *, n);
    acc->opt = TYC_NEWN(a, uint8_t, n);
    acc->vals = TYC_NEWN(a, tyc_te_entry, n);
    acc->kids = TYC_NEWN(a, tyc_te_entry, n);
    return acc->names && acc->types && acc->opt && acc->vals && acc->kids ? 0 : -1;
}

static void obj_acc_add(obj_acc *acc, const char *name, const tyc_te_attr_out *o)
{
    tyc_str s = {name, strlen(name)};
    acc->names[acc->n] = s;
    acc->types[acc->n] = o->type;
    acc->opt[acc->n++] = o->opt;
    acc->nopt += o->opt;
    if (o->dflt)
        acc->vals[acc->nv++] = (tyc_te_entry){s, o->dflt};
    if (o->kids)
        acc->kids[acc->nk++] = (tyc_te_entry){s, o->kids};
}

/* Reads the attribute definitions of obj (an OBJECT node) into acc. */
static int read_attrs(tyc_te *te, const tyc_node *expr, const tyc_node *obj, obj_acc *acc)
{
    uint32_t n = obj->n / 2;
    const char **names = key_names(te, obj);
    uint8_t *dup = TYC_NEWN(te->a, uint8_t, n ? n : 1);
    if (!names || !dup || mark_dups(te, obj, names, dup) < 0)
        return -1;
    for (uint32_t i = 0; i < n; i++) {
        const tyc_node *key = obj->kids[2 * i];
        tyc_te_attr_out o;
        int r;
        if (!names[i] || dup[i]) {
            if (tyc_te_error(te, key->beg, key->end, expr->beg, expr->end,
                             names[i] ? "Object constructor map keys must be unique."
                                      : "Object constructor map keys must be attribute names.") < 0)
                return -1;
            continue;
        }
        r = tyc_te_attr(te, obj->kids[2 * i + 1], &o);
        if (r < 0)
            return -1;
        if (r > 0)
            obj_acc_add(acc, names[i], &o);
    }
    return 0;
}

/*
** cty.ObjectWithOptionalAttrs normalises attribute names (NFC): names that hcl saw as
** distinct may become one attribute. The later one's type wins (the reference picks by Go
** map order); it is optional if any of them was. The defaults keep the raw names.
** Rewrites acc's names/types/opt in place. -1 on out-of-memory.
*/
static int nfc_attrs(tyc_arena *a, obj_acc *acc)
{
    int changed = 0;
    for (uint32_t i = 0; i < acc->n; i++) {
        tyc_str k = tyc_nfc(a, acc->names[i].p, acc->names[i].len);
        if (!k.p)
            return -1;
        if (k.p != acc->names[i].p) {
            char *z = tyc_strndup(a, k.p, k.len); /* NUL-terminated for name_ref */
            if (!z)
                return -1;
            acc->names[i] = (tyc_str){z, k.len};
            changed = 1;
        }
    }
    if (!changed)
        return 0;
    name_ref *refs = TYC_NEWN(a, name_ref, acc->n);
    if (!refs)
        return -1;
    for (uint32_t i = 0; i < acc->n; i++)
        refs[i] = (name_ref){acc->names[i].p, i};
    qsort(refs, acc->n, sizeof *refs, name_ref_cmp); /* ties in input order */
    uint8_t *drop = TYC_NEWN(a, uint8_t, acc->n);
    if (!drop)
        return -1;
    for (uint32_t i = 1; i < acc->n; i++) {
        if (strcmp(refs[i - 1].name, refs[i].name) != 0)
            continue;
        uint32_t prev = refs[i - 1].idx, cur = refs[i].idx;
        drop[prev] = 1;
        acc->opt[cur] = (uint8_t)(acc->opt[cur] | acc->opt[prev]);
    }
    uint32_t m = 0, nopt = 0;
    for (uint32_t i = 0; i < acc->n; i++) {
        if (drop[i])
            continue;
        acc->names[m] = acc->names[i];
        acc->types[m] = acc->types[i];
        acc->opt[m] = acc->opt[i];
        nopt += acc->opt[m++];
    }
    acc->n = m;
    acc->nopt = nopt;
    return 0;
}

/* object({name = T, ...}) */
static int get_object(tyc_te *te, const tyc_node *expr, const tyc_node *arg, const tyc_type **ty,
                      const tyc_defaults **dflt)
{
    obj_acc acc;
    if (arg->kind != TYC_N_OBJECT)
        return tyc_te_error(te, arg->beg, arg->end, expr->beg, expr->end, DETAIL_OBJECT_MAP);
    if (obj_acc_init(te->a, &acc, arg->n / 2) < 0 || read_attrs(te, expr, arg, &acc) < 0 ||
        nfc_attrs(te->a, &acc) < 0)
        return -1;
    if (acc.n)
        *ty = tyc_type_object(te->a, acc.names, acc.types, acc.nopt ? acc.opt : NULL, acc.n);
    else
        *ty = &tyc_t_empty_object;
    if (!*ty)
        return -1;
    return tyc_te_defaults_node(te->a, *ty, acc.vals, acc.nv, acc.kids, acc.nk, dflt);
}

/* The call-shape checks that come before dispatch (steps 3 and 4 of HCL's order).
** Returns 1 when an error was reported, 0 to go on, -1 on OOM. */
static int check_call(tyc_te *te, const tyc_node *call)
{
    const char *name = call->text;
    const char *detail;
    uint32_t sbeg = call->nbeg, send = call->nend;
    if (!strcmp(name, "bool") || !strcmp(name, "string") || !strcmp(name, "number") ||
        !strcmp(name, "any")) {
        const char *what = name[0] == 'a' ? "Type constraint" : "Primitive type";
        return tyc_diag_add(te->d, TYC_SEV_ERROR, TYCON_ERR_TYPE, te->src, sbeg, send,
                            INVALID_TYPE, "%s keyword \"%s\" does not expect arguments.", what,
                            name) ? 1 : -1;
    }
    if (call->n == 1)
        return 0;
    detail = arity_detail(name);
    if (!detail)
        return 0;
    if (call->n > 1) {
        sbeg = call->kids[1]->beg;
        send = call->kids[call->n - 1]->end;
    }
    return tyc_te_error(te, sbeg, send, call->nbeg, call->nend, detail) < 0 ? -1 : 1;
}

/* A call expression: the constructors, `optional` misplaced, or an unknown name. */
static int get_call(tyc_te *te, const tyc_node *call, const tyc_type **ty,
                    const tyc_defaults **dflt)
{
    const char *name = call->text;
    int kind, r = check_call(te, call);
    if (r)
        return r < 0 ? -1 : 0;
    kind = coll_kind(name);
    if (kind)
        return get_coll(te, kind, call->kids[0], ty, dflt);
    if (!strcmp(name, "object"))
        return get_object(te, call, call->kids[0], ty, dflt);
    if (!strcmp(name, "tuple"))
        return get_tuple(te, call, call->kids[0], ty, dflt);
    if (!strcmp(name, "optional"))
        return tyc_te_error(te, call->beg, call->beg + call->tlen, 0, 0,
                            "Keyword \"optional\" is valid only as a modifier for object type "
                            "attributes.");
    return error_quoted(te, call->beg, call->end, "Keyword ", name, call->tlen,
                        " is not a valid type constructor.");
}

int tyc_te_get_type(tyc_te *te, const tyc_node *expr, const tyc_type **ty,
                    const tyc_defaults **dflt)
{
    const char *kw;
    int r;
    *ty = &tyc_t_dyn;
    *dflt = NULL;
    if (te->depth >= te->a->ctx->max_depth) {
        r = tyc_diag_add(te->d, TYC_SEV_ERROR, TYCON_ERR_LIMIT, te->src, expr->beg, expr->end,
                         INVALID_TYPE, "The type expression is nested too deeply.") ? 0 : -1;
        return r;
    }
    kw = tyc_node_keyword(expr);
    if (kw)
        return get_keyword(te, expr, kw, ty);
    if (expr->kind != TYC_N_CALL)
        return tyc_te_error(te, expr->beg, expr->end, 0, 0, DETAIL_GENERIC);
    te->depth++;
    r = get_call(te, expr, ty, dflt);
    te->depth--;
    return r;
}

const tyc_type *tyc_typeexpr(tyc_arena *a, const tyc_source *src, const tyc_node *expr, int mode,
                             const tyc_defaults **defaults, tyc_diags *d)
{
    tyc_te te = {a, src, d, mode, 0};
    const tyc_type *ty;
    const tyc_defaults *dflt;
    if (defaults)
        *defaults = NULL;
    if (tyc_te_get_type(&te, expr, &ty, &dflt) < 0)
        return NULL;
    if (defaults && mode == TYC_TE_DEFAULTS)
        *defaults = dflt;
    return ty;
}

const tyc_type *tyc_typeexpr_variable(tyc_arena *a, const tyc_source *src, const tyc_node *expr,
                                      const tyc_defaults **defaults, tyc_diags *d)
{
    const char *kw = tyc_node_keyword(expr);
    if (kw && (!strcmp(kw, "list") || !strcmp(kw, "map"))) {
        if (defaults)
            *defaults = NULL;
        return tyc_type_coll(a, kw[0] == 'l' ? TYC_LIST : TYC_MAP, &tyc_t_dyn);
    }
    return tyc_typeexpr(a, src, expr, TYC_TE_DEFAULTS, defaults, d);
}
