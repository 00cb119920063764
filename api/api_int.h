/* SPDX-License-Identifier: Apache-2.0 */
/*
** api_int.h (private): helpers shared by the API boundary files (runtime/api*.c): the start
** of a call that reports diagnostics, and the publication of internal diagnostics as the
** context's public records (kept renderable until the next such call).
*/
#ifndef TYC_API_INT_H
#define TYC_API_INT_H

#include "runtime/diag/diag.h"
#include "runtime/value/value.h"

/* Type-punning between the public opaque handles and the internal structs. */
#define TYC_T_IN(t) ((const tyc_type *)(const void *)(t))
#define TYC_T_OUT(t) ((const tycon_type *)(const void *)(t))
#define TYC_V_IN(v) ((const tyc_value *)(const void *)(v))
#define TYC_V_OUT(v) ((const tycon_value *)(const void *)(v))

/*
** Starts an API call that reports diagnostics: forgets the previous call's diagnostics (and
** frees whatever was kept alive for them) and clears the sticky out-of-memory flag, so that
** c->oom afterwards means "an allocation of this call failed".
*/
void tyc_api_begin(tyc_ctx *c);

/*
** Ends such a call: copies the diagnostics d (may be NULL) into the context's public records
** and returns st, or TYCON_ERR_NOMEM when an allocation of the call failed (c->oom).
** keep: an arena of c that holds d's records and the sources (and ASTs) they point into; the
** context takes it over and frees it at the next tyc_api_begin (or tycon_ctx_free), so the
** diagnostics stay renderable. keep may be NULL: then the records and sources are copied
** (without ASTs). keep is taken over (or freed) in every case.
*/
tycon_status tyc_api_publish(tyc_ctx *c, const tyc_diags *d, tycon_status st, tyc_arena *keep);

/* The internal record behind public record d of the last call on c (for rendering), or NULL
** when d is not one of them. */
const tyc_diag *tyc_api_diag_internal(const tyc_ctx *c, const tycon_diag *d);

/* A source record for text[0..len) named name (NULL: "<input>"), copied with a NUL sentinel
** into a; NULL on out-of-memory. */
tyc_source *tyc_api_source(tyc_arena *a, const char *text, size_t len, const char *name);
/* The same record around text itself (text[len] == 0, and text outlives the arena). */
tyc_source *tyc_api_source_stable(tyc_arena *a, const char *text, size_t len, const char *name);

/* tycon_value_convert; with narrow set, a structural mismatch (go-cty's message naming the
** place, no path) is reported at the first mismatching element with tycon's own message, as
** `tycon check` reports it (the bindings' JSON interchange). (api_value.c) */
tycon_status tyc_api_convert(tycon_ctx *ctx, tycon_arena *arena, const tycon_value *value,
                             const tycon_type *type, int narrow, const tycon_value **out);

/* TYCON_OK when t nests at most c->max_depth levels (a primitive is one level),
** TYCON_ERR_LIMIT when deeper, TYCON_ERR_NOMEM. Cost: the distinct type nodes visited. */
tycon_status tyc_api_check_depth(tyc_ctx *c, const tyc_type *t);

/* For calls that keep the diagnostics (and the sticky out-of-memory flag) of the context but
** must notice their own allocation failures, even those an inner function swallowed:
** save clears the flag and returns it; restore returns 1 if an allocation failed since
** save, and sets the flag again if it was set before. */
static inline int tyc_api_oom_save(tyc_ctx *c)
{
    int o = c->oom;
    c->oom = 0;
    return o;
}
static inline int tyc_api_oom_restore(tyc_ctx *c, int saved)
{
    int failed = c->oom;
    c->oom |= saved;
    return failed;
}

/* A buffer's contents as a NUL-terminated string in a (NULL on failure of the buffer or of any
** allocation since tyc_api_oom_save returned saved); frees the buffer. */
char *tyc_api_buf_result(tyc_buf *b, tyc_arena *a, int saved);

/* Frees what tyc_api_begin frees (used by tycon_ctx_free). */
void tyc_api_forget(tyc_ctx *c);

/* ---- editor support (issue 16): hooks of api_check.c used by api_editor.c ---- */
struct tyc_overlay;
struct tyc_check;
/* tycon_check_run reading through overlay ov (may be NULL). */
tycon_status tyc_api_check_run(tycon_ctx *ctx, const tycon_check_options *opt,
                               const struct tyc_overlay *ov, tycon_check **out);
/* The internal result, the result's arena, and its slot for public diagnostic records. */
const struct tyc_check *tyc_api_check_result(const tycon_check *check);
tyc_arena *tyc_api_check_arena(const tycon_check *check);
tycon_diag **tyc_api_check_pub(tycon_check *check);

#endif
