/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_lc.c: the `lifecycle` block of a resource, data or ephemeral block as Terraform's
** loader decodes it (internal/configs resource.go, checks.go): its schema; for managed
** resources the bool arguments (decoded with no variables), ignore_changes (the keyword
** `all`, a static list of references, the refused ["*"] wildcard and its mix with
** references), replace_triggered_by; for data and ephemeral resources the arguments and
** action_trigger blocks refused; precondition / postcondition blocks (required arguments, a
** condition that refers to something, no reference to the resource itself).
*/
#include "interp/config/rules/module_lc.h"

#include "interp/eval/eval.h"
#include "runtime/base/str.h"
#include "runtime/convert/convert.h"

static const char *const lc_attrs[] = {"create_before_destroy", "ignore_changes",
                                       "prevent_destroy", "replace_triggered_by", NULL};
/* OpenTofu 1.11 added `enabled` (opentofu internal/configs/resource.go
** resourceLifecycleBlockSchema); its rules are not modelled, the argument is accepted */
static const char *const lc_attrs_tofu111[] = {"create_before_destroy", "enabled",
                                               "ignore_changes", "prevent_destroy",
                                               "replace_triggered_by", NULL};
static const char *const lc_blocks_113[] = {"action_trigger", "postcondition", "precondition",
                                            NULL};
static const char *const lc_blocks[] = {"postcondition", "precondition", NULL};
static const char *const rule_attrs[] = {"condition", "error_message", NULL};

static int warn(tyc_diags *d, const tyc_source *src, uint32_t beg, uint32_t end,
                const char *sum, const char *det)
{
    return tyc_diag_add(d, TYC_SEV_WARNING, TYCON_ERR_TYPE, src, beg, end, sum, "%s", det) ? 0
                                                                                         : -1;
}

const char *tyc_lc_quoted(const tyc_node *e, uint32_t *n)
{
    if (e->kind == TYC_N_VALUE && e->val && e->val->type == &tyc_t_string &&
        !(e->flags & TYC_NF_JSON)) {
        *n = e->val->n;
        return e->val->u.s;
    }
    if (e->kind == TYC_N_TEMPLATE && !(e->flags & (TYC_NF_HEREDOC | TYC_NF_JSON)) &&
        (e->n == 0 || (e->n == 1 && e->kids[0]->kind == TYC_N_STRING))) {
        *n = e->n ? e->kids[0]->tlen : 0;
        return e->n ? e->kids[0]->text : "";
    }
    return NULL;
}

int tyc_lc_quoted_ref(tyc_diags *d, const tyc_source *src, const tyc_node *e)
{
    return warn(d, src, e->beg, e->end, "Quoted references are deprecated",
                "In this context, references are expected literally rather than in quotes. "
                "Terraform 0.11 and earlier required quotes, but quoted references are now "
                "deprecated and will be removed in a future version of Terraform. Remove the "
                "quotes surrounding this reference to silence this warning.");
}

/* A bool argument decoded with no variables (gohcl with a nil context). */
static int lc_bool(tyc_arena *a, const tyc_source *src, const tyc_node *e, tyc_diags *d)
{
    const char *kw = tyc_node_keyword(e);
    if ((e->kind == TYC_N_VALUE && e->val && e->val->type == &tyc_t_bool) ||
        (kw && (!strcmp(kw, "true") || !strcmp(kw, "false"))))
        return 0;
    const tyc_value *v;
    return tyc_cfg_decode_expr(a, src, e, &tyc_t_bool, &v, d);
}

/* A static traversal (hcl's RelTraversalForExpr / AbsTraversalForExpr): a root name then
** attribute steps and literal index steps. */
static int is_traversal(const tyc_node *e)
{
    while (e->kind == TYC_N_GETATTR || e->kind == TYC_N_INDEX) {
        if (e->kind == TYC_N_INDEX && e->kids[1]->kind != TYC_N_VALUE &&
            e->kids[1]->kind != TYC_N_LITERAL && !tyc_lc_quoted(e->kids[1], &(uint32_t){0}))
            return 0;
        e = e->kids[0];
    }
    return e->kind == TYC_N_VAR;
}

/* ignore_changes = all | [references]. */
static int ignore_changes(tyc_arena *a, const tyc_source *src, const tyc_node *e, tyc_diags *d)
{
    const char *kw = tyc_node_keyword(e);
    if (kw && !strcmp(kw, "all"))
        return 0;
    if (e->kind != TYC_N_TUPLE)
        return tyc_cfg_err(d, src, e->beg, e->end, "Invalid expression",
                           "A static list expression is required.");
    const tyc_node *star = NULL;
    int refs = 0;
    for (uint32_t i = 0; i < e->n; i++) {
        const tyc_node *x = e->kids[i];
        uint32_t n;
        const char *s = tyc_lc_quoted(x, &n);
        if (s && n == 1 && s[0] == '*') {
            star = x;
            if (tyc_cfg_err(d, src, e->beg, e->end, "Invalid ignore_changes wildcard",
                            "The [\"*\"] form of ignore_changes wildcard is was deprecated and "
                            "is now invalid. Use \"ignore_changes = all\" to ignore changes to "
                            "all attributes.") < 0)
                return -1;
            continue;
        }
        if (s) {
            if (tyc_lc_quoted_ref(d, src, x) < 0)
                return -1;
            refs += n > 0;
            continue;
        }
        if (!is_traversal(x)) {
            if (tyc_cfg_err(d, src, x->beg, x->end, "Invalid expression",
                            "A single static variable reference is required: only attribute "
                            "access and indexing with constant keys. No calculations, function "
                            "calls, template expressions, etc are allowed here.") < 0)
                return -1;
            continue;
        }
        refs++;
    }
    if (!star || !refs)
        return 0;
    tyc_diag *g = tyc_diag_add(d, TYC_SEV_ERROR, TYCON_ERR_TYPE, src, star->beg, star->end,
                               "Invalid ignore_changes ruleset",
                               "Cannot mix wildcard string \"*\" with non-wildcard references.");
    if (g)
        g->context = (tyc_range){src, e->beg, e->end, 0};
    (void)a;
    return g ? 0 : -1;
}

/* The root name and the first two attribute names of traversal t (NULL where absent). */
static void steps(const tyc_node *t, const char *out[3])
{
    const tyc_node *chain[64];
    uint32_t n = 0;
    for (const tyc_node *x = t; x && n < 64; x = x->kind == TYC_N_VAR ? NULL : x->kids[0])
        chain[n++] = x;
    out[0] = out[1] = out[2] = NULL;
    for (uint32_t i = 0; i < 3 && i < n; i++) {
        const tyc_node *x = chain[n - 1 - i];
        if (x->kind != TYC_N_VAR && x->kind != TYC_N_GETATTR)
            break;
        out[i] = x->text;
    }
}

/* One replace_triggered_by entry. */
static int rtb_entry(tyc_arena *a, const tyc_source *src, const tyc_node *x, tyc_diags *d)
{
    tyc_vec refs = {0};
    if (tyc_expr_traversals(a, x, &refs) < 0)
        return -1;
    int res = 0;
    for (uint32_t j = 0; j < refs.n; j++) {
        const char *s[3];
        steps(refs.v[j], s);
        const char *rn = s[0] ? s[0] : "";
        const char *sum = NULL, *det = NULL;
        if (!strcmp(rn, "count")) {
            if (!s[1] || strcmp(s[1], "index"))
                sum = "Invalid count reference in replace_triggered_by expression",
                det = "Only count.index may be used in replace_triggered_by.";
        } else if (!strcmp(rn, "each")) {
            if (!s[1] || strcmp(s[1], "key"))
                sum = "Invalid each reference in replace_triggered_by expression",
                det = "Only each.key may be used in replace_triggered_by.";
        } else if (strcmp(rn, "var") && strcmp(rn, "local") && strcmp(rn, "module") &&
                   strcmp(rn, "path") && strcmp(rn, "terraform") && strcmp(rn, "self")) {
            if (!s[1]) /* addrs.ParseRef refuses a resource type alone: no further checks */
                return tyc_cfg_err(d, src, x->beg, x->end, "Invalid reference",
                                   "A reference to a resource type must be followed by at "
                                   "least one attribute access, specifying the resource name.");
            res++;
        } else {
            sum = "Invalid reference in replace_triggered_by expression";
            det = "Only resources, count.index, and each.key may be used in "
                  "replace_triggered_by.";
        }
        if (sum && tyc_cfg_err(d, src, x->beg, x->end, sum, det) < 0)
            return -1;
    }
    if (res == 1)
        return 0;
    return tyc_cfg_err(d, src, x->beg, x->end, "Invalid replace_triggered_by expression",
                       res ? "Multiple resource references in replace_triggered_by expression."
                           : "Missing resource reference in replace_triggered_by expression.");
}

static int replace_triggered_by(tyc_arena *a, const tyc_source *src, const tyc_node *e,
                                tyc_diags *d)
{
    if (e->kind != TYC_N_TUPLE)
        return tyc_cfg_err(d, src, e->beg, e->end, "Invalid expression",
                           "A static list expression is required.");
    uint32_t errs = d->nerrors; /* Terraform skips the entries after an error */
    for (uint32_t i = 0; i < e->n && d->nerrors == errs; i++)
        if (rtb_entry(a, src, e->kids[i], d) < 0)
            return -1;
    return 0;
}

/* Whether traversal t refers to the resource r (Terraform's validateSelfReferences). */
static int refers_to(const tyc_node *t, const tyc_lc_res *r)
{
    const char *s[3];
    steps(t, s);
    if (!s[0])
        return 0;
    if (r->kind == 'd' || r->kind == 'e')
        return !strcmp(s[0], r->kind == 'd' ? "data" : "ephemeral") && s[1] && s[2] &&
               !strcmp(s[1], r->type) && !strcmp(s[2], r->name);
    static const char *const roots[] = {"action", "count", "data", "each", "ephemeral", "local",
                                        "module", "path", "resource", "self", "terraform",
                                        "var", "list", NULL};
    if (!strcmp(s[0], "resource"))
        return s[1] && s[2] && !strcmp(s[1], r->type) && !strcmp(s[2], r->name);
    return !tyc_in_list(roots, s[0]) && s[1] && !strcmp(s[0], r->type) &&
           !strcmp(s[1], r->name);
}

int tyc_lc_check_rule(tyc_arena *a, const tyc_source *src, const tyc_node *b,
                      const tyc_lc_res *r, tyc_diags *d)
{
    uint32_t beg, end;
    tyc_cfg_defrange(b, &beg, &end);
    if (r && r->override)
        return tyc_cfg_err(d, src, beg, end, tyc_sprintf(a, "Can't override %s blocks", b->text),
                           tyc_sprintf(a, "Override files cannot override \"%s\" blocks.",
                                       b->text));
    const tyc_node *body = b->kids[0];
    if (tyc_cfg_content(d, src, body, rule_attrs, NULL, 0) < 0)
        return -1;
    const tyc_node *cond = tyc_body_attr(body, "condition");
    const tyc_node *msg = tyc_body_attr(body, "error_message");
    for (int k = 0; k < 2; k++)
        if (!(k ? msg : cond) &&
            tyc_cfg_err(d, src, body->beg, body->beg, "Missing required argument",
                        tyc_sprintf(a, "The argument \"%s\" is required, but no definition was "
                                       "found.", rule_attrs[k])) < 0)
            return -1;
    for (int k = 0; k < 2; k++) {
        const tyc_node *at = k ? msg : cond;
        tyc_vec refs = {0};
        if (!at)
            continue;
        if (tyc_expr_traversals(a, at->kids[0], &refs) < 0)
            return -1;
        if (!k && !refs.n &&
            tyc_cfg_err(d, src, at->kids[0]->beg, at->kids[0]->end,
                        tyc_sprintf(a, "Invalid %s expression", b->text),
                        "The condition expression must refer to at least one object from "
                        "elsewhere in the configuration, or else its result would not be "
                        "checking anything.") < 0)
            return -1;
        for (uint32_t i = 0; r && r->kind && i < refs.n; i++) {
            if (!refers_to(refs.v[i], r))
                continue;
            const char *addr = r->kind == 'r' ? tyc_sprintf(a, "%s.%s", r->type, r->name)
                               : tyc_sprintf(a, "%s.%s.%s", r->kind == 'd' ? "data" : "ephemeral",
                                             r->type, r->name);
            if (tyc_cfg_err(d, src, at->kids[0]->beg, at->kids[0]->end,
                            tyc_sprintf(a, "Invalid reference in %s", b->text),
                            tyc_sprintf(a, "Configuration for %s may not refer to itself.",
                                        addr)) < 0)
                return -1;
            break;
        }
    }
    return 0;
}

/* An argument of the lifecycle block of a data or ephemeral resource: refused. */
static int not_managed(tyc_arena *a, const tyc_source *src, const tyc_node *it, int kind,
                       int block, tyc_diags *d)
{
    const char *what = kind == 'd' ? "data" : "ephemeral";
    return tyc_cfg_err(
        d, src, it->nbeg, it->nend,
        tyc_sprintf(a, "Invalid %s resource lifecycle %s", what,
                    block ? "nested block" : "argument"),
        tyc_sprintf(a, "The lifecycle %s \"%s\" is defined only for managed resources "
                       "(\"resource\" blocks), and is not valid for %s resources.",
                    block ? "nested block" : "argument", it->text, what));
}

int tyc_lc_block(tyc_arena *a, const tyc_source *src, const tyc_node *lc, const tyc_lc_res *r,
                 tyc_diags *d)
{
    const tyc_node *body = lc->kids[0];
    const char *const *blocks = tyc_target_tf_ge(r->target, 1, 13) ? lc_blocks_113 : lc_blocks;
    const char *const *attrs = tyc_target_tofu_ge(r->target, 1, 11) ? lc_attrs_tofu111 : lc_attrs;
    if (tyc_cfg_content(d, src, body, attrs, blocks, 0) < 0)
        return -1;
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *it = body->kids[i];
        int blk = it->kind == TYC_N_BLOCK, rc = 0;
        if (!(blk ? tyc_in_list(blocks, it->text) : tyc_in_list(lc_attrs, it->text)))
            continue;
        if (r->kind != 'r' && (!blk || !strcmp(it->text, "action_trigger")))
            rc = not_managed(a, src, it, r->kind, blk, d);
        else if (blk && strcmp(it->text, "action_trigger"))
            rc = tyc_lc_check_rule(a, src, it, r, d);
        else if (blk)
            rc = tyc_lc_action_trigger(a, src, it, d);
        else if (!strcmp(it->text, "create_before_destroy") ||
                 !strcmp(it->text, "prevent_destroy"))
            rc = lc_bool(a, src, it->kids[0], d);
        else if (!strcmp(it->text, "ignore_changes"))
            rc = ignore_changes(a, src, it->kids[0], d);
        else
            rc = replace_triggered_by(a, src, it->kids[0], d);
        if (rc < 0)
            return -1;
    }
    return 0;
}

