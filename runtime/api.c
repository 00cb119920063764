/*
** api.c: the public API boundary. Every tycon_* function lives here: argument checks and
** status mapping happen here and nowhere else.
*/
#include "core.h"

const char *tycon_version(void) { return "0.1.0"; }

void tycon_options_init(tycon_options *opt)
{
    memset(opt, 0, sizeof *opt);
    opt->max_depth = 1000;
    opt->max_input = (size_t)1 << 30;
}

tycon_ctx *tycon_ctx_new(const tycon_options *opt)
{
    tyc_ctx tmp;
    tyc_ctx_init(&tmp, opt);
    tyc_ctx *c = tmp.alloc(tmp.ud, NULL, 0, sizeof *c);
    if (!c)
        return NULL;
    *c = tmp;
    return c;
}

void tycon_ctx_free(tycon_ctx *ctx)
{
    if (ctx)
        ctx->alloc(ctx->ud, ctx, sizeof *ctx, 0);
}

tycon_arena *tycon_arena_new(tycon_ctx *ctx) { return ctx ? tyc_arena_new(ctx) : NULL; }

void tycon_arena_free(tycon_arena *arena) { tyc_arena_free(arena); }
