/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_addr.c: resource instance addresses written as expressions (import's `to`), read as
** Terraform reads them: the expression as a static traversal (configs.exprToResourceTraversal:
** an index with a computed key is dropped), then addrs.ParseAbsResourceInstance (a module
** prefix, the resource mode, type, name and instance key), with its "Invalid address" errors.
*/
#include "interp/config/rules/module_addr.h"

#include "interp/config/rules/module_lc.h"
#include "runtime/base/str.h"

/* A literal index key (folded into the traversal by hcl's parser), or NULL. */
static const tyc_node *literal_key(const tyc_node *k)
{
    uint32_t n;
    if (k->kind == TYC_N_LITERAL || (k->kind == TYC_N_VALUE && !(k->flags & TYC_NF_JSON)) ||
        tyc_lc_quoted(k, &n))
        return k;
    return NULL;
}

/* Appends the steps of e to p; 0, or 1 after an "Invalid expression" error, -1 on OOM. */
static int build(tyc_diags *d, const tyc_source *src, const tyc_node *e, tyc_addr *p)
{
    if (p->n >= TYC_ADDR_MAX)
        return 0;
    if (e->kind == TYC_N_VAR) {
        p->s[p->n++] = (tyc_addr_step){'R', e->text, NULL, e->beg, e->end};
        return 0;
    }
    if (e->kind == TYC_N_GETATTR || e->kind == TYC_N_INDEX) {
        int rc = build(d, src, e->kids[0], p);
        if (rc || p->n >= TYC_ADDR_MAX)
            return rc;
        if (e->kind == TYC_N_GETATTR)
            p->s[p->n++] = (tyc_addr_step){'A', e->text, NULL, e->nbeg, e->nend};
        else if (literal_key(e->kids[1]))
            p->s[p->n++] = (tyc_addr_step){'I', NULL, e->kids[1], e->nbeg, e->nend};
        return 0;
    }
    return tyc_cfg_err(d, src, e->beg, e->end, "Invalid expression",
                       "A single static variable reference is required: only attribute access "
                       "and indexing with constant keys. No calculations, function calls, "
                       "template expressions, etc are allowed here.") < 0 ? -1 : 1;
}

static int bad(tyc_diags *d, const tyc_source *src, uint32_t beg, uint32_t end, const char *sum,
               const char *det)
{
    return tyc_cfg_err(d, src, beg, end, sum, det) < 0 ? -1 : 1;
}

/* addrs.parseModuleInstancePrefix: module.NAME[key] steps; *at receives the first step
** after them. 0, 1 after an error, -1 on OOM. */
static int module_prefix(tyc_diags *d, const tyc_source *src, const tyc_addr *p, uint32_t *at,
                         uint32_t *nmod)
{
    uint32_t i = 0;
    *nmod = 0;
    while (i < p->n) {
        const tyc_addr_step *s = &p->s[i];
        if (s->kind == 'I')
            return bad(d, src, s->beg, s->end, "Invalid address operator",
                       "Module address prefix must be followed by dot and then a name.");
        if (strcmp(s->name, "module"))
            break;
        if (++i == p->n || p->s[i].kind != 'A') {
            const tyc_addr_step *w = i == p->n ? s : &p->s[i];
            return bad(d, src, w->beg, w->end, "Invalid address operator",
                       "Prefix \"module.\" must be followed by a module name.");
        }
        i++;
        (*nmod)++;
        if (i < p->n && p->s[i].kind == 'I')
            i++;
    }
    *at = i;
    return 0;
}

int tyc_addr_resource_instance(tyc_diags *d, const tyc_source *src, const tyc_node *e,
                               tyc_addr *p)
{
    return tyc_addr_parse(d, src, e, 0, p);
}

int tyc_addr_parse(tyc_diags *d, const tyc_source *src, const tyc_node *e, int module_ok,
                   tyc_addr *p)
{
    memset(p, 0, sizeof *p);
    int rc = build(d, src, e, p);
    if (rc)
        return rc;
    uint32_t i, nmod;
    if ((rc = module_prefix(d, src, p, &i, &nmod)) != 0)
        return rc;
    p->nmodules = nmod;
    p->mod_end = i;
    if (i == p->n && module_ok)
        return 0; /* a module instance (p->mode stays 0) */
    if (i == p->n)
        return bad(d, src, p->s[0].beg, p->s[p->n - 1].end, "Invalid address",
                   "A resource instance address is required here. The module path must be "
                   "followed by a resource instance specification.");
    static const char *const reserved[] = {"count", "each", "local", "module", "path", "self",
                                           "terraform", "var", "template", "lazy", "arg", NULL};
    const char *root = p->s[i].name;
    p->mode = 'M';
    if (!strcmp(root, "data") || !strcmp(root, "ephemeral") || !strcmp(root, "list") ||
        !strcmp(root, "resource")) {
        p->mode = root[0] == 'd' ? 'D' : root[0] == 'e' ? 'E' : root[0] == 'l' ? 'L' : 'M';
        i++;
    } else if (tyc_in_list(reserved, root))
        return bad(d, src, p->s[i].beg, p->s[p->n - 1].end, "Invalid address",
                   tyc_sprintf(d->arena, "The keyword \"%s\" is reserved and cannot be used to "
                                         "target a resource address. If you are targeting a "
                                         "resource type that uses a reserved keyword, please "
                                         "prefix your address with \"resource.\".", root));
    if (p->n - i < 2)
        return bad(d, src, i < p->n ? p->s[i].beg : p->s[p->n - 1].end, p->s[p->n - 1].end,
                   "Invalid address", "Resource specification must include a resource type "
                                      "and name.");
    if (p->s[i].kind == 'I')
        return bad(d, src, p->s[i].beg, p->s[i].end, "Invalid address",
                   p->mode == 'D'   ? "A data source name is required."
                   : p->mode == 'E' ? "An ephemeral resource type name is required."
                   : p->mode == 'L' ? "A list resource type name is required."
                                    : "A resource type name is required.");
    if (p->s[i + 1].kind != 'A')
        return bad(d, src, p->s[i + 1].beg, p->s[i + 1].end, "Invalid address",
                   "A resource name is required.");
    p->type = p->s[i].name;
    p->name = p->s[i + 1].name;
    i += 2;
    if (p->n - i > 1)
        return bad(d, src, p->s[i + 1].beg, p->s[i + 1].end, "Invalid address",
                   "Unexpected extra operators after address.");
    if (p->n - i == 1 && p->s[i].kind != 'I')
        return bad(d, src, p->s[i].beg, p->s[i].end, "Invalid address",
                   "Resource instance key must be given in square brackets.");
    p->key = p->n - i == 1 ? p->s[i].key : NULL;
    return 0;
}
