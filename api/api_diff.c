/* SPDX-License-Identifier: Apache-2.0 */
/*
** api_diff.c: the public "Module diff" API (tycon.h): runs interp/diff in a result arena and
** exposes its changes and renderings.
*/
#include <string.h>

#include "api/api_int.h"
#include "interp/diff/diff.h"

struct tycon_diff {
    tyc_arena *a;
    tyc_dres r;
    tycon_diff_change *pub;  /* public records, parallel to r.v */
    const char *labels[2], *locs[2];
};

void tycon_diff_options_init(tycon_diff_options *opt)
{
    if (opt)
        memset(opt, 0, sizeof *opt);
}

static void publish(tycon_diff *d)
{
    for (uint32_t i = 0; i < d->r.n; i++) {
        const tyc_dchange *c = &d->r.v[i];
        d->pub[i] = (tycon_diff_change){c->address, c->kind, (tycon_diff_category)c->cat,
                                        c->message, c->witness, c->file, c->side,
                                        c->line, c->col};
    }
}

tycon_status tycon_diff_run(tycon_ctx *ctx, const tycon_diff_options *opt, tycon_diff **out)
{
    if (!ctx || !opt || !out || !opt->old_dir || !opt->new_dir)
        return TYCON_ERR_MISUSE;
    *out = NULL;
    tyc_arena *a = tyc_arena_new(ctx);
    tycon_diff *d = a ? TYC_NEW(a, tycon_diff) : NULL;
    if (!d) {
        tyc_arena_free(a);
        return TYCON_ERR_NOMEM;
    }
    d->a = a;
    d->labels[0] = opt->old_label ? opt->old_label : opt->old_dir;
    d->labels[1] = opt->new_label ? opt->new_label : opt->new_dir;
    d->locs[0] = opt->old_loc ? opt->old_loc : opt->old_dir;
    d->locs[1] = opt->new_loc ? opt->new_loc : opt->new_dir;
    if (tyc_diff_dirs(a, opt->old_dir, opt->new_dir, &d->r) < 0 ||
        !(d->pub = TYC_NEWN(a, tycon_diff_change, d->r.n ? d->r.n : 1))) {
        tyc_arena_free(a);
        return TYCON_ERR_NOMEM;
    }
    publish(d);
    *out = d;
    return TYCON_OK;
}

void tycon_diff_free(tycon_diff *diff)
{
    if (diff)
        tyc_arena_free(diff->a);
}

size_t tycon_diff_error_count(const tycon_diff *diff)
{
    return diff ? diff->r.diags.nerrors : 0;
}

size_t tycon_diff_change_count(const tycon_diff *diff)
{
    return diff ? diff->r.n : 0;
}

const tycon_diff_change *tycon_diff_change_at(const tycon_diff *diff, size_t i)
{
    return diff && i < diff->r.n ? &diff->pub[i] : NULL;
}

size_t tycon_diff_breaking_count(const tycon_diff *diff)
{
    return diff ? diff->r.nbreaking : 0;
}

const char *tycon_diff_required_bump(const tycon_diff *diff)
{
    return diff ? tyc_diff_bump(&diff->r) : "none";
}

tycon_status tycon_diff_render(tycon_diff *diff, tycon_diff_format fmt, const char **text,
                               size_t *len)
{
    if (!diff || !text)
        return TYCON_ERR_MISUSE;
    tyc_buf b;
    tyc_buf_init(&b, diff->a->ctx);
    tyc_diff_render(&b, diff->a, &diff->r, (int)fmt, diff->labels, diff->locs);
    int failed = tyc_buf_failed(&b);
    size_t n = b.len;
    char *s = tyc_buf_to_arena(&b, diff->a);
    if (failed || !s)
        return TYCON_ERR_NOMEM;
    *text = s;
    if (len)
        *len = n;
    return TYCON_OK;
}
