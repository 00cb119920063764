/* SPDX-License-Identifier: Apache-2.0 */
/*
** val_config.c: the built-in provisioners' schemas (local-exec, remote-exec, file) the
** validate walk checks provisioner blocks against, and the built-in resources' schemas.
** (What Terraform's loader checks in resource blocks is the configuration model's:
** interp/config/module_res.c.)
*/
#include "interp/validate/val_int.h"

#include "runtime/base/str.h"
#include "runtime/convert/convert.h"


/* ---- provisioners ---- */

/* A block of n attributes (names sorted; req: 0 optional, 1 required, 2 computed only).
** NULL on OOM. */
static const tyc_sblock *mk(tyc_arena *a, const char *const *names, const tyc_type *const *types,
                            const uint8_t *req, uint32_t n)
{
    tyc_sblock *b = TYC_NEW(a, tyc_sblock);
    tyc_sattr *v = b ? TYC_NEWN(a, tyc_sattr, n + 1) : NULL;
    tyc_str *tn = v ? TYC_NEWN(a, tyc_str, n + 1) : NULL;
    if (!tn)
        return NULL;
    for (uint32_t i = 0; i < n; i++) {
        v[i] = (tyc_sattr){names[i], types[i], types[i], NULL, req[i] == 1, !req[i], req[i] == 2,
                           0, 0};
        tn[i] = (tyc_str){names[i], strlen(names[i])};
    }
    b->attrs = v;
    b->nattrs = n;
    b->itype = tyc_type_object(a, tn, types, NULL, n);
    return b->itype ? b : NULL;
}

const tyc_sblock *tyc_val_provisioner_schema(tyc_arena *a, const char *type)
{
    const tyc_type *ls = tyc_type_list(a, &tyc_t_string), *ms = tyc_type_map(a, &tyc_t_string);
    if (!ls || !ms)
        return NULL;
    if (!strcmp(type, "local-exec")) { /* names sorted */
        static const char *const n[] = {"command", "environment", "interpreter", "quiet",
                                        "working_dir"};
        const tyc_type *t[] = {&tyc_t_string, ms, ls, &tyc_t_bool, &tyc_t_string};
        static const uint8_t req[] = {1, 0, 0, 0, 0};
        return mk(a, n, t, req, 5);
    }
    if (!strcmp(type, "remote-exec")) {
        static const char *const n[] = {"inline", "script", "scripts"};
        const tyc_type *t[] = {ls, &tyc_t_string, ls};
        static const uint8_t req[] = {0, 0, 0};
        return mk(a, n, t, req, 3);
    }
    if (!strcmp(type, "file")) {
        static const char *const n[] = {"content", "destination", "source"};
        const tyc_type *t[] = {&tyc_t_string, &tyc_t_string, &tyc_t_string};
        static const uint8_t req[] = {0, 1, 0};
        return mk(a, n, t, req, 3);
    }
    return NULL;
}

const tyc_sblock *tyc_val_builtin_schema(tyc_arena *a, int data, const char *type)
{
    if (!data && !strcmp(type, "terraform_data")) {
        static const char *const n[] = {"id", "input", "output", "triggers_replace"};
        const tyc_type *t[] = {&tyc_t_string, &tyc_t_dyn, &tyc_t_dyn, &tyc_t_dyn};
        static const uint8_t req[] = {2, 0, 2, 0};
        return mk(a, n, t, req, 4);
    }
    if (data && !strcmp(type, "terraform_remote_state")) {
        static const char *const n[] = {"backend", "config", "defaults", "outputs", "workspace"};
        const tyc_type *t[] = {&tyc_t_string, &tyc_t_dyn, &tyc_t_dyn, &tyc_t_dyn, &tyc_t_string};
        static const uint8_t req[] = {1, 0, 0, 2, 0};
        return mk(a, n, t, req, 5);
    }
    return NULL;
}
