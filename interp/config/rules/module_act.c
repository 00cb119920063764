/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_act.c: actions (Terraform >= 1.13) as Terraform's loader reads them (internal/configs
** action.go, wording of 1.14 and later): the `action_trigger` block of a managed resource's
** lifecycle (its events, keywords without repeats; its actions, each one reference to an
** action of this module) and the `action` block (names, count with for_each, one config
** block).
*/
#include "interp/config/rules/module_lc.h"

#include "runtime/base/str.h"

static const char *const events[] = {"before_create", "after_create", "before_update",
                                     "after_update", NULL};

/* The events list. Returns the count of valid events, or -1 on OOM. */
static int trigger_events(tyc_arena *a, const tyc_source *src, const tyc_node *e, tyc_diags *d)
{
    if (e->kind != TYC_N_TUPLE)
        return tyc_cfg_err(d, src, e->beg, e->end, "Invalid expression",
                           "A static list expression is required.") < 0 ? -1 : 0;
    int seen[4] = {0, 0, 0, 0}, n = 0;
    for (uint32_t i = 0; i < e->n; i++) {
        const tyc_node *x = e->kids[i];
        const char *kw = x->kind == TYC_N_VAR ? x->text : "";
        int k = -1;
        for (int j = 0; j < 4 && k < 0; j++)
            if (!strcmp(kw, events[j]))
                k = j;
        int rc = 0;
        if (k < 0)
            rc = tyc_cfg_err(d, src, x->beg, x->end,
                             tyc_sprintf(a, "Invalid \"event\" value %s", kw),
                             "The \"event\" argument supports the following values: "
                             "before_create, after_create, before_update, after_update.");
        else if (seen[k])
            rc = tyc_cfg_err(d, src, x->beg, x->end, tyc_sprintf(a, "Duplicate \"%s\" event", kw),
                             "The event is already defined in this action_trigger block.");
        else
            seen[k] = 1, n++;
        if (rc < 0)
            return -1;
    }
    return n;
}

/* The root name and first attribute of traversal t. */
static const char *root_of(const tyc_node *t, const char **first)
{
    const tyc_node *prev = NULL;
    while (t->kind != TYC_N_VAR) {
        prev = t;
        t = t->kids[0];
    }
    *first = prev && prev->kind == TYC_N_GETATTR ? prev->text : NULL;
    return t->text ? t->text : "";
}

/* One entry of the actions list. */
static int action_ref(tyc_arena *a, const tyc_source *src, const tyc_node *x, tyc_diags *d)
{
    static const char *const other[] = {"count", "each", "local", "path", "self", "terraform",
                                        "var", NULL};
    tyc_vec refs = {0};
    if (tyc_expr_traversals(a, x, &refs) < 0)
        return -1;
    int actions = 0;
    for (uint32_t i = 0; i < refs.n; i++) {
        const char *first, *root = root_of(refs.v[i], &first);
        int rc = 0;
        if (!strcmp(root, "action"))
            actions++;
        else if (!strcmp(root, "module"))
            rc = tyc_cfg_err(d, src, x->beg, x->end,
                             "Invalid reference to action outside this module",
                             "Actions can only be referenced in the module they are declared "
                             "in.");
        else if (!tyc_in_list(other, root))
            rc = tyc_cfg_err(d, src, x->beg, x->end,
                             "Invalid action argument inside action_triggers",
                             "action_triggers.actions must only refer to actions in the "
                             "current module.");
        if (rc < 0)
            return -1;
    }
    if (actions == 1)
        return 0;
    return actions ? tyc_cfg_err(d, src, x->beg, x->end, "Invalid action expression",
                                 "Multiple action references in actions expression.")
                   : tyc_cfg_err(d, src, x->beg, x->end, "No actions specified",
                                 "At least one action must be specified for an "
                                 "action_trigger.");
}

int tyc_lc_action_trigger(tyc_arena *a, const tyc_source *src, const tyc_node *b, tyc_diags *d)
{
    static const char *const args[] = {"actions", "condition", "events", NULL};
    const tyc_node *body = b->kids[0];
    if (tyc_cfg_content(d, src, body, args, NULL, 0) < 0)
        return -1;
    static const char *const req[] = {"events", "actions"};
    for (int k = 0; k < 2; k++)
        if (!tyc_body_attr(body, req[k]) &&
            tyc_cfg_err(d, src, b->abeg, b->abeg, "Missing required argument",
                        tyc_sprintf(a, "The argument \"%s\" is required, but no definition was "
                                       "found.", req[k])) < 0)
            return -1;
    const tyc_node *ev = tyc_body_attr(body, "events"), *ac = tyc_body_attr(body, "actions");
    int nev = ev ? trigger_events(a, src, ev->kids[0], d) : 0;
    if (nev < 0)
        return -1;
    uint32_t nac = 0;
    if (ac && ac->kids[0]->kind != TYC_N_TUPLE) {
        if (tyc_cfg_err(d, src, ac->kids[0]->beg, ac->kids[0]->end, "Invalid expression",
                        "A static list expression is required.") < 0)
            return -1;
    } else if (ac) {
        nac = ac->kids[0]->n;
        uint32_t errs = d->nerrors; /* Terraform skips the entries after an error */
        for (uint32_t i = 0; i < nac && d->nerrors == errs; i++)
            if (action_ref(a, src, ac->kids[0]->kids[i], d) < 0)
                return -1;
    }
    uint32_t beg, end;
    tyc_cfg_defrange(b, &beg, &end);
    if (!nac && tyc_cfg_err(d, src, beg, end, "No actions specified",
                            "At least one action must be specified for an action_trigger.") < 0)
        return -1;
    if (!nev && tyc_cfg_err(d, src, beg, end, "No events specified",
                            "At least one event must be specified for an action_trigger.") < 0)
        return -1;
    return 0;
}

int tyc_module_action(const tyc_source *src, const tyc_node *b, tyc_diags *d)
{
    static const char *const args[] = {"count", "for_each", "provider", NULL};
    static const char *const blocks[] = {"config", NULL};
    static const char *const sums[] = {"Invalid action type name", "Invalid action name"};
    if (b->n != 3 || (b->flags & TYC_NF_JSON))
        return 0;
    for (uint32_t i = 1; i < 3; i++) {
        const tyc_node *l = b->kids[i];
        const char *t = l->text ? l->text : "";
        if (!tyc_is_ident(t, strlen(t)) &&
            tyc_cfg_err(d, src, l->beg, l->end, sums[i - 1],
                        "A name must start with a letter or underscore and may contain only "
                        "letters, digits, underscores, and dashes.") < 0)
            return -1;
    }
    const tyc_node *body = b->kids[0];
    if (tyc_cfg_content(d, src, body, args, blocks, 0) < 0)
        return -1;
    const tyc_node *fe = tyc_body_attr(body, "for_each"), *pv = tyc_body_attr(body, "provider");
    if (fe && tyc_body_attr(body, "count") &&
        tyc_cfg_err(d, src, fe->nbeg, fe->nend, "Invalid combination of \"count\" and \"for_each\"",
                    "The \"count\" and \"for_each\" meta-arguments are mutually-exclusive, only "
                    "one should be used.") < 0)
        return -1;
    const tyc_node *config = NULL;
    for (uint32_t i = 0; i < body->n; i++) {
        const tyc_node *it = body->kids[i];
        if (it->kind != TYC_N_BLOCK || strcmp(it->text, "config"))
            continue;
        if (!config) {
            config = it;
            continue;
        }
        uint32_t beg, end;
        tyc_cfg_defrange(it, &beg, &end);
        return tyc_cfg_err(d, src, beg, end, "Duplicate config block",
                           "An action must contain only one nested \"config\" block.");
    }
    return pv ? tyc_cfg_provider_ref(d, src, pv->kids[0], "provider") : 0;
}
