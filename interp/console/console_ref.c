/* SPDX-License-Identifier: Apache-2.0 */
/*
** console_ref.c: the console's scope: Terraform checks every reference of an expression
** before evaluating it (addrs.ParseRef, then the evaluation scope: undeclared variables,
** locals, resources, modules, count/each/self); this file reproduces those diagnostics and
** provides the values of the roots the console has: var, path and terraform.
*/
#include <unistd.h>

#include "interp/config/module.h"
#include "interp/console/console_int.h"
#include "interp/eval/eval_int.h"
#include "runtime/base/str.h"

/* A for-expression iterator name in scope during the walk. */
typedef struct scope {
    const struct scope *up;
    const tyc_node *var;
} scope;

static int bound(const scope *sc, const tyc_node *v)
{
    for (; sc; sc = sc->up)
        if (sc->var && sc->var->text && strcmp(sc->var->text, v->text) == 0)
            return 1;
    return 0;
}

/* 1 if n is a static traversal step (attribute, or index with a literal key). */
static int static_step(const tyc_node *n)
{
    if (n->kind == TYC_N_GETATTR)
        return 1;
    if (n->kind != TYC_N_INDEX || n->n < 2 || !n->kids[1])
        return 0;
    const tyc_node *k = n->kids[1];
    if (k->kind == TYC_N_LITERAL || k->kind == TYC_N_STRING)
        return 1;
    return k->kind == TYC_N_TEMPLATE && (k->n == 0 || (k->n == 1 && k->kids[0] &&
                                                       k->kids[0]->kind == TYC_N_STRING));
}

/* Adds an error at [beg, end) of src. 0 or -1. */
static int err(tyc_con_eval *e, const tyc_source *src, uint32_t beg, uint32_t end,
               const char *summary, const char *fmt, const char *a1, const char *a2)
{
    return tyc_diag_add(e->ec.diags, TYC_SEV_ERROR, TYCON_ERR_EVAL, src, beg, end, summary, fmt,
                        a1, a2) ? 0 : -1;
}

static const char *suggest_var(const tyc_type *t, tyc_str nm);

/* Terraform 1.11's stray diagnostic for a bare `var` / `local` (an empty name, no file);
** a declared variable of at most two characters is suggested (Terraform picks one in Go's
** map order, tycon the first in name order). */
static int stray(tyc_con_eval *e, const char *root)
{
    int is_var = root[0] == 'v';
    const char *sug = is_var && e->s->vars ? suggest_var(e->s->vars->type, (tyc_str){"", 0})
                                           : NULL;
    if (sug)
        return err(e, e->nowhere, 0, 0, "Reference to undeclared input variable",
                   "An input variable with the name \"\" has not been declared. Did you mean "
                   "\"%s\"?%s", sug, "");
    return err(e, e->nowhere, 0, 0,
               is_var ? "Reference to undeclared input variable" : "Reference to undeclared local value",
               is_var ? "An input variable with the name %s\"\" has not been declared. This variable "
                        "can be declared with a variable \"\"%s {} block."
                      : "A local value with the name %s\"\" has not been declared.%s",
               "", "");
}

/* The attribute name of step n (GETATTR), or NULL. */
static const char *attr(const tyc_node *n) { return n && n->kind == TYC_N_GETATTR ? n->text : NULL; }

/* The first declared variable (in name order; Terraform takes Go's map order) within edit
** distance 2 of nm, or NULL. The names are NUL-terminated attribute names of t. */
static const char *suggest_var(const tyc_type *t, tyc_str nm)
{
    for (uint32_t i = 0; t && t->kind == TYC_OBJECT && i < t->n; i++)
        if (tyc_str_distance(nm, t->names[i]) < 3)
            return t->names[i].p;
    return NULL;
}

static int check_var_local(tyc_con_eval *e, const char *root, const tyc_node *s1, uint32_t beg,
                           uint32_t end)
{
    int is_var = root[0] == 'v';
    if (!attr(s1)) {
        if (stray(e, root) < 0)
            return -1;
        return err(e, e->src, beg, end, "Invalid reference",
                   s1 ? "The \"%s\" object does not support this operation.%s"
                      : "The \"%s\" object cannot be accessed directly. Instead, access one of "
                        "its attributes.%s", root, "");
    }
    if (!is_var)
        return err(e, e->src, beg, end, "Reference to undeclared local value",
                   "A local value with the name \"%s\" has not been declared.%s", s1->text, "");
    tyc_str nm = {s1->text, s1->tlen};
    if (tyc_v_attr(e->s->vars, nm))
        return 0;
    const char *sug = suggest_var(e->s->vars->type, nm);
    if (sug) /* Terraform's didyoumean.NameSuggestion over the declared variables */
        return err(e, e->src, beg, end, "Reference to undeclared input variable",
                   "An input variable with the name \"%s\" has not been declared. Did you mean "
                   "\"%s\"?", s1->text, sug);
    return err(e, e->src, beg, end, "Reference to undeclared input variable",
               "An input variable with the name \"%s\" has not been declared. This variable can "
               "be declared with a variable \"%s\" {} block.", s1->text, s1->text);
}

/* The objects with a fixed set of attributes: path, terraform, count, each. */
typedef struct attr_obj {
    const char *root;
    const char *names;      /* space-separated valid attributes */
    const char *detail;     /* the "does not have an attribute named %s" detail */
} attr_obj;

static const attr_obj attr_objs[] = {
    {"count", "index",
     "The \"count\" object does not have an attribute named \"%s\". The only supported "
     "attribute is count.index, which is the index of each instance of a resource block that "
     "has the \"count\" argument set.%s"},
    {"each", "key value",
     "The \"each\" object does not have an attribute named \"%s\". The supported attributes "
     "are each.key and each.value, the current key and value pair of the \"for_each\" "
     "attribute set.%s"},
    {"path", "cwd module root", "The \"path\" object does not have an attribute named \"%s\".%s"},
    {"terraform", "applying workspace",
     "The \"terraform\" object does not have an attribute named \"%s\". The only supported "
     "attributes are terraform.workspace, the name of the currently-selected workspace, and "
     "terraform.applying, a boolean which is true only during apply.%s"},
};

static int has_word(const char *list, const char *w)
{
    size_t n = strlen(w);
    for (const char *p = list; *p;) {
        const char *e = strchr(p, ' ');
        size_t k = e ? (size_t)(e - p) : strlen(p);
        if (k == n && memcmp(p, w, n) == 0)
            return 1;
        p += k + (e != NULL);
    }
    return 0;
}

/* The attribute error for name a (with path's "Did you mean" suggestion). */
static int attr_error(tyc_con_eval *e, const attr_obj *o, const tyc_source *src, uint32_t beg,
                      uint32_t end, const char *a)
{
    static const tyc_str path_names[] = {{"cwd", 3}, {"module", 6}, {"root", 4}};
    const char *more = "";
    if (o->root[0] == 'p') {
        const char *sg = tyc_ev_suggest((tyc_str){a, strlen(a)}, path_names, 3);
        if (sg && !(more = tyc_sprintf(e->ec.arena, " Did you mean \"%s\"?", sg)))
            return -1;
    }
    char *sum = tyc_sprintf(e->ec.arena, "Invalid \"%s\" attribute", o->root);
    return sum ? err(e, src, beg, end, sum, o->detail, a, more) : -1;
}

static int check_attr_obj(tyc_con_eval *e, const attr_obj *o, const tyc_node *s1, uint32_t beg,
                          uint32_t end)
{
    const char *a = attr(s1);
    if (!a) {
        if (attr_error(e, o, e->nowhere, 0, 0, "") < 0)
            return -1;
        return err(e, e->src, beg, end, "Invalid reference",
                   s1 ? "The \"%s\" object does not support this operation.%s"
                      : "The \"%s\" object cannot be accessed directly. Instead, access one of "
                        "its attributes.%s", o->root, "");
    }
    if (!has_word(o->names, a))
        return attr_error(e, o, e->src, beg, end, a);
    if (o->root[0] == 'c')
        return err(e, e->src, beg, end, "Reference to \"count\" in non-counted context",
                   "The \"count\" object can only be used in \"module\", \"resource\", and "
                   "\"data\" blocks, and only when the \"count\" argument is set.%s%s", "", "");
    if (o->root[0] == 'e' && a[0] == 'v')
        return err(e, e->src, beg, end, "each.value cannot be used in this context",
                   "A reference to \"each.value\" has been used in a context in which it is "
                   "unavailable, such as when the configuration no longer contains the value in "
                   "its \"for_each\" expression. Remove this reference to each.value in your "
                   "configuration to work around this error.%s%s", "", "");
    if (o->root[0] == 'e')
        return err(e, e->src, beg, end, "Reference to \"each\" in context without for_each",
                   "The \"each\" object can be used only in \"module\" or \"resource\" blocks, "
                   "and only when the \"for_each\" argument is set.%s%s", "", "");
    return 0;
}

/* The other roots: count, each, self, module, data and resource types. */
static int check_other(tyc_con_eval *e, const char *root, const tyc_node *s1, const tyc_node *s2,
                       uint32_t beg, uint32_t end)
{
    if (strcmp(root, "self") == 0)
        return err(e, e->src, beg, end, "Invalid \"self\" reference",
                   "The \"self\" object is not available in this context. This object can be used "
                   "only in resource provisioner, connection, and postcondition blocks.%s%s", "", "");
    if (strcmp(root, "module") == 0)
        return attr(s1) ? err(e, e->src, beg, end, "Reference to undeclared module",
                              "No module call named \"%s\" is declared in the root module.%s",
                              s1->text, "")
                        : err(e, e->src, beg, end, "Invalid reference",
                              "The \"%s\" object cannot be accessed directly. Instead, access "
                              "one of its attributes.%s", root, "");
    int kind = strcmp(root, "data") == 0 ? 1 : strcmp(root, "ephemeral") == 0   ? 2
                                              : strcmp(root, "resource") == 0 ? 3 : 0;
    if (kind) {
        static const char *const what[] = {"", "A data resource", "An ephemeral resource",
                                           "A managed resource"};
        if (attr(s1) && attr(s2)) {
            char *d = tyc_sprintf(e->ec.arena, "%s \"%s\" \"%s\" has not been declared in the "
                                  "root module.", what[kind], s1->text, s2->text);
            return d ? err(e, e->src, beg, end, "Reference to undeclared resource", "%s%s", d, "")
                     : -1;
        }
        static const char *const type[] = {"", "data source", "ephemeral resource",
                                           "resource"};
        static const char *const a_type[] = {"", "a data source", "an ephemeral resource type",
                                             "a resource type"};
        if (s2 && !attr(s1)) /* Terraform's parseResourceRef */
            return err(e, e->src, beg, end, "Invalid reference",
                       "The \"%s\" object does not support this operation.%s", root, "");
        if (s2)
            return err(e, e->src, beg, end, "Invalid reference",
                       "A reference to %s must be followed by at least one attribute access, "
                       "specifying the resource name.%s", a_type[kind], "");
        return err(e, e->src, beg, end, "Invalid reference",
                   "The \"%s\" object must be followed by two attribute names: the %s type and "
                   "the resource name.", root, type[kind]);
    }
    if (attr(s1))
        return err(e, e->src, beg, end, "Reference to undeclared resource",
                   "A managed resource \"%s\" \"%s\" has not been declared in the root module.",
                   root, s1->text);
    return err(e, e->src, beg, end, "Invalid reference",
               "A reference to a resource type must be followed by at least one attribute access, "
               "specifying the resource name.%s%s", "", "");
}

/* A standalone primitive type keyword, which Terraform >= 1.15 does not read as a reference
** (internal/addrs/parse_ref.go:411 at v1.15.9), so that type arguments such as
** convert(x, string) pass. */
static int type_keyword(const tyc_con_eval *e, const char *r, const tyc_node *s1)
{
    return !s1 && tyc_target_tf_ge(e->s->target, 1, 15) &&
           (strcmp(r, "string") == 0 || strcmp(r, "number") == 0 || strcmp(r, "bool") == 0 ||
            strcmp(r, "any") == 0);
}

/* Checks the traversal whose root is v and whose outermost static step is top. */
static int check_ref(tyc_con_eval *e, const tyc_node *v, const tyc_node *top)
{
    if (!v->text || v->text[0] == TYC_CON_PH)
        return 0;
    const tyc_node *s1 = NULL, *s2 = NULL;
    for (const tyc_node *n = top; n != v; n = n->kids[0]) { /* ends at the first step */
        s2 = s1;
        s1 = n;
    }
    uint32_t beg = v->beg, end = s1 && s1->kind == TYC_N_GETATTR ? s1->nend : v->end;
    const char *r = v->text;
    if (type_keyword(e, r, s1))
        return 0;
    tyc_ref_err ae;
    if (tyc_action_ref(top, e->s->target, &ae))
        return err(e, e->src, ae.beg, ae.end, ae.summary, "%s%s", ae.detail, "");
    if (strcmp(r, "caller") == 0 && tyc_target_tf_ge(e->s->target, 1, 16))
        /* Terraform 1.16's action caller (internal/addrs/parse_ref.go:377 at v1.16.0-rc2): the
        ** root alone is the reference's range */
        return err(e, e->src, v->beg, v->end, "Invalid \"caller\" reference",
                   "The \"caller\" object is not available in this context. This object can be "
                   "used only in action blocks triggered from a resource instance.%s%s", "", "");
    if (strcmp(r, "var") == 0 || strcmp(r, "local") == 0)
        return check_var_local(e, r, s1, beg, end);
    for (size_t i = 0; i < sizeof attr_objs / sizeof attr_objs[0]; i++)
        if (strcmp(r, attr_objs[i].root) == 0)
            return check_attr_obj(e, &attr_objs[i], s1, beg, end);
    return check_other(e, r, s1, s2, beg, end);
}

static int walk(tyc_con_eval *e, const tyc_node *n, const scope *sc);

/* A for expression: the collection outside the iterator scope, the rest inside. */
static int walk_for(tyc_con_eval *e, const tyc_node *n, const scope *sc, uint32_t coll)
{
    if (walk(e, n->kids[coll], sc) < 0)
        return -1;
    scope k = {sc, n->kids[0]}, v = {&k, n->kids[1]};
    for (uint32_t i = coll + 1; i < n->n; i++)
        if (walk(e, n->kids[i], &v) < 0)
            return -1;
    return 0;
}

static int walk(tyc_con_eval *e, const tyc_node *n, const scope *sc)
{
    if (!n)
        return 0;
    if (n->kind == TYC_N_FOR || n->kind == TYC_N_TPL_FOR)
        return walk_for(e, n, sc, 2);
    if (n->kind == TYC_N_VAR)
        return bound(sc, n) ? 0 : check_ref(e, n, n);
    if (n->kind == TYC_N_OBJKEY && !(n->flags & TYC_NF_FORCE_NONLIT) && n->n == 1 && n->kids[0] &&
        n->kids[0]->kind == TYC_N_VAR)
        return 0; /* a bare identifier key is a literal name */
    if (n->kind == TYC_N_GETATTR || static_step(n)) {
        const tyc_node *b = n;
        while ((b->kind == TYC_N_GETATTR || static_step(b)) && b->n >= 1 && b->kids[0])
            b = b->kids[0];
        if (b->kind == TYC_N_VAR)
            return bound(sc, b) ? 0 : check_ref(e, b, n);
        return walk(e, b, sc);
    }
    for (uint32_t i = 0; i < n->n; i++)
        if (walk(e, n->kids[i], sc) < 0)
            return -1;
    return 0;
}

int tyc_con_check_refs(tyc_con_eval *e, const tyc_node *n) { return walk(e, n, NULL); }

const tyc_value *tyc_con_lookup(void *ud, tyc_evalctx *ec, tyc_str name, uint32_t beg,
                                uint32_t end)
{
    tyc_con_eval *e = ud;
    if (name.len && name.p[0] == TYC_CON_PH)
        return tyc_con_placeholder(e, name);
    if (tyc_str_eqz(name, "var"))
        return e->s->vars;
    if (tyc_str_eqz(name, "path"))
        return e->s->path;
    if (tyc_str_eqz(name, "terraform"))
        return e->s->terraform;
    tyc_ev_err(ec, beg, end, NULL, "Unknown variable", "There is no variable named \"%.*s\".",
               (int)name.len, name.p);
    return NULL;
}

int tyc_con_roots(tyc_console *s)
{
    tyc_arena *a = s->arena;
    char cwd[4096];
    const char *c = getcwd(cwd, sizeof cwd) ? cwd : ".";
    const tyc_str pn[] = {{"cwd", 3}, {"module", 6}, {"root", 4}};
    const tyc_value *pv[] = {tyc_v_string(a, c, strlen(c), 1), tyc_v_string(a, ".", 1, 1),
                             tyc_v_string(a, ".", 1, 1)};
    const tyc_str tn[] = {{"applying", 8}, {"workspace", 9}};
    const tyc_value *tv[] = {&tyc_v_false, tyc_v_string(a, "default", 7, 1)};
    if (!pv[0] || !pv[1] || !pv[2] || !tv[1])
        return -1;
    s->path = tyc_v_object(a, pn, pv, 3);
    s->terraform = tyc_v_object(a, tn, tv, 2);
    return s->path && s->terraform ? 0 : -1;
}
