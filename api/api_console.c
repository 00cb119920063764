/* SPDX-License-Identifier: Apache-2.0 */
/*
** api_console.c: the public Console API (tycon.h): argument checks and the mapping of the
** public options onto the console engine (interp/console/console.h).
*/
#include "interp/console/console.h"

#define CON_IN(c) ((tyc_console *)(void *)(c))
#define CON_OUT(c) ((tycon_console *)(void *)(c))

tycon_status tycon_console_new(tycon_ctx *ctx, const tycon_console_options *opt,
                               tycon_console **con, const char **out, const char **err,
                               const char **late)
{
    if (!ctx || !opt || !con || !out || !err || !late || (opt->nvars && !opt->vars) ||
        opt->nvars > UINT32_MAX)
        return TYCON_ERR_MISUSE;
    *con = NULL;
    tyc_arena *a = tyc_arena_new(ctx);
    tyc_cli_src *cli = a ? TYC_NEWN(a, tyc_cli_src, opt->nvars ? opt->nvars : 1) : NULL;
    if (!cli) {
        tyc_arena_free(a);
        return TYCON_ERR_NOMEM;
    }
    for (size_t i = 0; i < opt->nvars; i++)
        cli[i] = (tyc_cli_src){opt->vars[i].file != 0, opt->vars[i].text};
    tyc_console_opts o = {opt->dir, opt->env, cli, (uint32_t)opt->nvars, opt->color, opt->width,
                          tyc_target_default()};
    if (opt->target && tyc_target_parse(opt->target, strlen(opt->target), &o.target) < 0) {
        tyc_arena_free(a);
        return TYCON_ERR_MISUSE;
    }
    tyc_console *s = tyc_console_new(ctx, &o, out, err, late);
    tyc_arena_free(a);
    if (!s)
        return TYCON_ERR_NOMEM;
    *con = CON_OUT(s);
    return TYCON_OK;
}

void tycon_console_free(tycon_console *con) { tyc_console_free(CON_IN(con)); }

tycon_status tycon_console_eval(tycon_console *con, const char *src, size_t len,
                                const char **out, const char **err)
{
    if (!con || (!src && len) || !out || !err)
        return TYCON_ERR_MISUSE;
    return (tycon_status)tyc_console_eval(CON_IN(con), src ? src : "", len, out, err);
}

size_t tycon_console_out_len(const tycon_console *con)
{
    return con ? tyc_console_out_len(CON_IN(con)) : 0;
}

int tycon_console_continues(const char *src, size_t len)
{
    return src ? tyc_console_could_continue(src, len) : 0;
}

struct tycon_console_scanner {
    tyc_ctx *ctx;
    /* followed by the scanner state (tyc_cont_size() bytes) */
};

static tyc_cont_scan *state_of(tycon_console_scanner *sc)
{
    return (tyc_cont_scan *)(void *)(sc + 1);
}

tycon_console_scanner *tycon_console_scanner_new(tycon_ctx *ctx)
{
    if (!ctx)
        return NULL;
    tycon_console_scanner *sc = tyc_mem_alloc(ctx, sizeof *sc + tyc_cont_size());
    if (!sc)
        return NULL;
    sc->ctx = ctx;
    tyc_cont_reset(state_of(sc));
    return sc;
}

int tycon_console_scanner_continues(tycon_console_scanner *sc, const char *src, size_t len)
{
    return sc && src ? tyc_cont_continues(state_of(sc), src, len) : 0;
}

void tycon_console_scanner_reset(tycon_console_scanner *sc)
{
    if (sc)
        tyc_cont_reset(state_of(sc));
}

void tycon_console_scanner_free(tycon_console_scanner *sc)
{
    if (sc)
        tyc_mem_free(sc->ctx, sc, sizeof *sc + tyc_cont_size());
}

size_t tycon_console_complete(tycon_console *con, const char *prefix, size_t len,
                              const char *const **names)
{
    if (!con || (!prefix && len) || !names)
        return 0;
    return tyc_console_complete(CON_IN(con), prefix ? prefix : "", len, names);
}

const char *tycon_console_help(void) { return tyc_console_help(); }

/* (issue 15) */
void tycon_console_lengths(const tycon_console *con, size_t *out_len, size_t *err_len,
                           size_t *late_len)
{
    size_t l[3] = {0, 0, 0};
    if (con)
        tyc_console_lengths((const tyc_console *)(const void *)con, l);
    if (out_len)
        *out_len = l[0];
    if (err_len)
        *err_len = l[1];
    if (late_len)
        *late_len = l[2];
}
