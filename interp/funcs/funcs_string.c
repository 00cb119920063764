/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_string.c: Terraform's string functions (cty stdlib and lang/funcs): case mapping,
** trimming, splitting and joining, substrings and reversal by grapheme cluster, prefix and
** suffix tests. replace() with a /regex/ pattern lives in funcs_regex.c.
*/
#include <utf8proc.h>

#include "interp/funcs/funcs_int.h"
#include "runtime/value/refine.h"

/* Maps every code point of s through f (a utf8proc case mapping). */
static const tyc_value *map_runes(tyc_evalctx *ec, tyc_str s, utf8proc_int32_t (*f)(utf8proc_int32_t))
{
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    for (size_t i = 0; i < s.len;) {
        int32_t cp;
        int l = tyc_utf8_decode(s.p + i, s.len - i, &cp);
        if (l < 0) {
            tyc_buf_addc(&b, s.p[i++]);
            continue;
        }
        tyc_buf_utf8(&b, f(cp));
        i += (size_t)l;
    }
    return tyc_fn_bufval(ec, &b);
}

/*
** Go's unicode.ToUpper / ToTitle (simple case mappings, UnicodeData.txt): utf8proc's, except
** that utf8proc maps U+00DF (sharp s) to U+1E9E, which Unicode's simple mapping does not
** (measured against Terraform on every cased code point: the only difference).
*/
static utf8proc_int32_t go_toupper(utf8proc_int32_t cp)
{
    return cp == 0xDF ? cp : utf8proc_toupper(cp);
}

static utf8proc_int32_t go_totitle(utf8proc_int32_t cp)
{
    return cp == 0xDF ? cp : utf8proc_totitle(cp);
}

const tyc_value *tyc_f_upper(FN_ARGS)
{
    tyc_str s;
    (void)nargs;
    return tyc_fn_str(ec, call, args, 0, &s) < 0 ? NULL : map_runes(ec, s, go_toupper);
}

const tyc_value *tyc_f_lower(FN_ARGS)
{
    tyc_str s;
    (void)nargs;
    return tyc_fn_str(ec, call, args, 0, &s) < 0 ? NULL : map_runes(ec, s, utf8proc_tolower);
}

/* Go's strings.Title word separators. */
static int is_separator(int32_t cp)
{
    if (cp <= 0x7F)
        return !((cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z') ||
                 (cp >= 'A' && cp <= 'Z') || cp == '_');
    utf8proc_category_t c = utf8proc_category(cp);
    if ((c >= UTF8PROC_CATEGORY_LU && c <= UTF8PROC_CATEGORY_LO) || c == UTF8PROC_CATEGORY_ND)
        return 0;
    return tyc_fn_is_space(cp);
}

const tyc_value *tyc_f_title(FN_ARGS)
{
    tyc_str s;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0)
        return NULL;
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    int32_t prev = ' ';
    for (size_t i = 0; i < s.len;) {
        int32_t cp;
        int l = tyc_utf8_decode(s.p + i, s.len - i, &cp);
        if (l < 0) {
            tyc_buf_addc(&b, s.p[i++]);
            prev = 0xFFFD;
            continue;
        }
        tyc_buf_utf8(&b, is_separator(prev) ? go_totitle(cp) : cp);
        prev = cp;
        i += (size_t)l;
    }
    return tyc_fn_bufval(ec, &b);
}

/* Length of the code point ending at s[end-1] (for backwards scans). */
static size_t last_rune(const char *s, size_t end, int32_t *cp)
{
    size_t st = end - 1;
    while (st > 0 && end - st < 4 && ((unsigned char)s[st] & 0xC0) == 0x80)
        st--;
    if (tyc_utf8_decode(s + st, end - st, cp) != (int)(end - st)) {
        *cp = 0xFFFD;
        return 1;
    }
    return end - st;
}

const tyc_value *tyc_f_trimspace(FN_ARGS)
{
    tyc_str s;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0)
        return NULL;
    size_t b = 0, e = s.len;
    int32_t cp;
    while (b < e) {
        int l = tyc_utf8_decode(s.p + b, e - b, &cp);
        if (l < 0 || !tyc_fn_is_space(cp))
            break;
        b += (size_t)l;
    }
    while (e > b) {
        size_t l = last_rune(s.p, e, &cp);
        if (!tyc_fn_is_space(cp))
            break;
        e -= l;
    }
    return tyc_fn_strval(ec, s.p + b, e - b);
}

/* 1 if code point cp occurs in cutset. */
static int in_cutset(tyc_str cut, int32_t cp)
{
    for (size_t i = 0; i < cut.len;) {
        int32_t c;
        int l = tyc_utf8_decode(cut.p + i, cut.len - i, &c);
        if (c == cp)
            return 1;
        i += l < 0 ? 1 : (size_t)l;
    }
    return 0;
}

const tyc_value *tyc_f_trim(FN_ARGS)
{
    tyc_str s, cut;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0 || tyc_fn_str(ec, call, args, 1, &cut) < 0)
        return NULL;
    size_t b = 0, e = s.len;
    int32_t cp;
    while (b < e && cut.len) {
        int l = tyc_utf8_decode(s.p + b, e - b, &cp);
        if (!in_cutset(cut, cp))
            break;
        b += l < 0 ? 1 : (size_t)l;
    }
    while (e > b && cut.len) {
        size_t l = last_rune(s.p, e, &cp);
        if (!in_cutset(cut, cp))
            break;
        e -= l;
    }
    return tyc_fn_strval(ec, s.p + b, e - b);
}

/* Reads the two string arguments. 0 or -1. */
static int two_strs(FN_ARGS, tyc_str *a, tyc_str *b)
{
    (void)nargs;
    return tyc_fn_str(ec, call, args, 0, a) < 0 || tyc_fn_str(ec, call, args, 1, b) < 0 ? -1 : 0;
}

static int has_prefix(tyc_str s, tyc_str p)
{
    return s.len >= p.len && memcmp(s.p, p.p, p.len) == 0;
}

static int has_suffix(tyc_str s, tyc_str p)
{
    return s.len >= p.len && memcmp(s.p + s.len - p.len, p.p, p.len) == 0;
}

const tyc_value *tyc_f_trimprefix(FN_ARGS)
{
    tyc_str s, p;
    if (two_strs(ec, call, args, nargs, &s, &p) < 0)
        return NULL;
    return has_prefix(s, p) ? tyc_fn_strval(ec, s.p + p.len, s.len - p.len) : args[0];
}

const tyc_value *tyc_f_trimsuffix(FN_ARGS)
{
    tyc_str s, p;
    if (two_strs(ec, call, args, nargs, &s, &p) < 0)
        return NULL;
    return has_suffix(s, p) ? tyc_fn_strval(ec, s.p, s.len - p.len) : args[0];
}

/* startswith of an unknown string (cty's StartsWithFunc: its `str` allows unknowns): the
** empty prefix is true, a known prefix of the string decides when it is long enough, else
** unknown. */
static const tyc_value *starts_unknown(tyc_evalctx *ec, const tyc_value *str, tyc_str p)
{
    tyc_vrange r;
    tyc_v_range(str, &r);
    tyc_str k = {r.r.prefix ? r.r.prefix : "", r.r.prefix ? r.r.plen : 0};
    if (!p.len || (k.len >= p.len && !memcmp(k.p, p.p, p.len)))
        return &tyc_v_true;
    if (k.len >= p.len || memcmp(k.p, p.p, k.len))
        return &tyc_v_false;
    return tyc_fn_unknown(ec, &tyc_t_bool);
}

const tyc_value *tyc_f_startswith(FN_ARGS)
{
    tyc_str s, p;
    if (nargs == 2 && !tyc_v_is_unknown(args[0]) && tyc_v_is_unknown(args[1]))
        return tyc_fn_unknown(ec, &tyc_t_bool); /* only `str` may be unknown in cty */
    if (nargs == 2 && tyc_v_is_unknown(args[0]) && !tyc_v_is_null(args[0])) {
        if (tyc_v_is_unknown(args[1]))
            return tyc_fn_unknown(ec, &tyc_t_bool);
        const tyc_value *pv = tyc_fn_conv(ec, call, args, 1, &tyc_t_string, 0);
        return !pv ? NULL : tyc_v_is_null(pv) ? tyc_fn_argerr(ec, call, 1, "argument must "
                                                               "not be null")
                                              : starts_unknown(ec, args[0], tyc_v_str(pv));
    }
    if (two_strs(ec, call, args, nargs, &s, &p) < 0)
        return NULL;
    return has_prefix(s, p) ? &tyc_v_true : &tyc_v_false;
}

const tyc_value *tyc_f_endswith(FN_ARGS)
{
    tyc_str s, p;
    if (two_strs(ec, call, args, nargs, &s, &p) < 0)
        return NULL;
    return has_suffix(s, p) ? &tyc_v_true : &tyc_v_false;
}

/* Byte offset of the first occurrence of sub in s at or after from, or -1. */
static long find_sub(tyc_str s, size_t from, tyc_str sub)
{
    if (sub.len == 0)
        return from <= s.len ? (long)from : -1;
    for (size_t i = from; i + sub.len <= s.len; i++) {
        const char *q = memchr(s.p + i, sub.p[0], s.len - sub.len + 1 - i);
        if (!q)
            return -1;
        i = (size_t)(q - s.p);
        if (memcmp(q, sub.p, sub.len) == 0)
            return (long)i;
    }
    return -1;
}

const tyc_value *tyc_f_strcontains(FN_ARGS)
{
    tyc_str s, p;
    if (two_strs(ec, call, args, nargs, &s, &p) < 0)
        return NULL;
    return find_sub(s, 0, p) >= 0 ? &tyc_v_true : &tyc_v_false;
}

/* Length of the UTF-8 sequence at s[i] as Go's range loop steps (1 for invalid bytes). */
static size_t rune_len(tyc_str s, size_t i)
{
    int32_t cp;
    int l = tyc_utf8_decode(s.p + i, s.len - i, &cp);
    return l < 0 ? 1 : (size_t)l;
}

const tyc_value *tyc_f_split(FN_ARGS)
{
    tyc_str sep, s;
    if (two_strs(ec, call, args, nargs, &sep, &s) < 0)
        return NULL;
    tyc_vec parts = {0};
    tyc_arena *a = ec->arena;
    size_t at = 0;
    if (sep.len == 0) {
        while (at < s.len) {
            size_t l = rune_len(s, at);
            const tyc_value *v = tyc_fn_strval(ec, s.p + at, l);
            if (!v || tyc_vec_push(a, &parts, (void *)v) < 0)
                return NULL;
            at += l;
        }
    } else {
        for (;;) {
            long k = find_sub(s, at, sep);
            size_t e = k < 0 ? s.len : (size_t)k;
            const tyc_value *v = tyc_fn_strval(ec, s.p + at, e - at);
            if (!v || tyc_vec_push(a, &parts, (void *)v) < 0)
                return NULL;
            if (k < 0)
                break;
            at = e + sep.len;
        }
    }
    return tyc_v_list(a, &tyc_t_string, (const tyc_value *const *)parts.v, parts.n);
}

/* strings.Replace(s, old, new, -1). */
const tyc_value *tyc_fn_replace_plain(tyc_evalctx *ec, tyc_str s, tyc_str old, tyc_str rep)
{
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    size_t at = 0;
    if (old.len == 0) {
        tyc_buf_addstr(&b, rep);
        while (at < s.len) {
            size_t l = rune_len(s, at);
            tyc_buf_add(&b, s.p + at, l);
            tyc_buf_addstr(&b, rep);
            at += l;
        }
        return tyc_fn_bufval(ec, &b);
    }
    for (;;) {
        long k = find_sub(s, at, old);
        if (k < 0)
            break;
        tyc_buf_add(&b, s.p + at, (size_t)k - at);
        tyc_buf_addstr(&b, rep);
        at = (size_t)k + old.len;
    }
    tyc_buf_add(&b, s.p + at, s.len - at);
    return tyc_fn_bufval(ec, &b);
}

const tyc_value *tyc_f_chomp(FN_ARGS)
{
    tyc_str s;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0)
        return NULL;
    size_t e = s.len;
    while (e > 0 && (s.p[e - 1] == '\n' || s.p[e - 1] == '\r'))
        e--;
    return tyc_fn_strval(ec, s.p, e);
}

const tyc_value *tyc_f_indent(FN_ARGS)
{
    int64_t spaces;
    tyc_str s;
    (void)nargs;
    if (tyc_fn_conv(ec, call, args, 0, &tyc_t_number, 0) == NULL ||
        tyc_fn_str(ec, call, args, 1, &s) < 0 || tyc_fn_int(ec, call, args, 0, &spaces, 0) < 0)
        return NULL;
    if (spaces < 0)
        return tyc_fn_err(ec, call, "strings: negative Repeat count");
    uint64_t lines = 0; /* the result's size is known before anything is built */
    for (const char *q = s.p; (q = memchr(q, '\n', (size_t)(s.p + s.len - q))); q++)
        lines++;
    uint64_t cap = ec->arena->ctx->max_input < TYC_FN_MAX_RESULT ? ec->arena->ctx->max_input
                                                                : TYC_FN_MAX_RESULT;
    if (lines && ((uint64_t)spaces > cap || lines * (uint64_t)spaces > cap - s.len))
        return tyc_fn_err(ec, call, "the result would be longer than tycon's limit of %llu bytes "
                                    "for one string", (unsigned long long)cap);
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    for (size_t i = 0; i < s.len; i++) {
        tyc_buf_addc(&b, s.p[i]);
        if (s.p[i] == '\n')
            tyc_buf_indent(&b, (size_t)spaces);
    }
    return tyc_fn_bufval(ec, &b);
}

const tyc_value *tyc_f_strrev(FN_ARGS)
{
    tyc_str s;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0)
        return NULL;
    char *out = tyc_alloc_raw(ec->arena, s.len + 1);
    if (!out)
        return NULL;
    size_t pos = s.len;
    for (size_t i = 0; i < s.len;) {
        size_t j = tyc_fn_grapheme_next(s.p, s.len, i);
        pos -= j - i;
        memcpy(out + pos, s.p + i, j - i);
        i = j;
    }
    return tyc_fn_strval(ec, out, s.len);
}

/* cty's Substr, including its treatment of negative offsets. */
const tyc_value *tyc_f_substr(FN_ARGS)
{
    tyc_str s;
    int64_t off, len;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0 ||
        !tyc_fn_conv(ec, call, args, 1, &tyc_t_number, 0) ||
        !tyc_fn_conv(ec, call, args, 2, &tyc_t_number, 0) ||
        tyc_fn_int(ec, call, args, 1, &off, 0) < 0 || tyc_fn_int(ec, call, args, 2, &len, 0) < 0)
        return NULL;
    if (off < 0)
        off += (int64_t)tyc_fn_grapheme_count(s.p, s.len);
    else if (len == 0)
        return tyc_fn_strval(ec, "", 0);
    size_t i = 0;
    if (off > 0) {
        int64_t pos = 0;
        while (i < s.len) {
            i = tyc_fn_grapheme_next(s.p, s.len, i);
            if (++pos == off)
                break;
            if (i >= s.len)
                return tyc_fn_strval(ec, "", 0);
        }
    }
    tyc_str sub = {s.p + i, s.len - i};
    if (len < 0)
        return tyc_fn_strval(ec, sub.p, sub.len);
    size_t j = 0;
    int64_t pos = 0;
    while (j < sub.len) {
        j = tyc_fn_grapheme_next(sub.p, sub.len, j);
        if (++pos == len)
            break;
    }
    return tyc_fn_strval(ec, sub.p, j);
}

/* join(separator, lists...). */
const tyc_value *tyc_f_join(FN_ARGS)
{
    tyc_str sep;
    if (tyc_fn_str(ec, call, args, 0, &sep) < 0)
        return NULL;
    if (nargs < 2)
        return tyc_fn_err(ec, call, "at least one list is required");
    const tyc_type *lt = tyc_type_list(ec->arena, &tyc_t_string);
    const tyc_value **lists = TYC_NEWN(ec->arena, const tyc_value *, nargs);
    if (!lt || !lists)
        return NULL;
    for (uint32_t i = 1; i < nargs; i++)
        if (!(lists[i] = tyc_fn_conv(ec, call, args, i, lt, 0)))
            return NULL;
    for (uint32_t i = 1; i < nargs; i++)
        if (!tyc_v_wholly_known(lists[i]))
            return tyc_fn_unknown(ec, &tyc_t_string);
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    int first = 1;
    for (uint32_t i = 1; i < nargs; i++) {
        for (uint32_t k = 0; k < lists[i]->n; k++) {
            const tyc_value *e = lists[i]->u.elems[k];
            if (tyc_v_is_null(e)) {
                tyc_buf_free(&b);
                if (nargs > 2)
                    return tyc_fn_argerr(ec, call, i, "element %u of list %u is null; cannot "
                                         "concatenate null values", k, i);
                return tyc_fn_argerr(ec, call, i, "element %u is null; cannot concatenate null "
                                     "values", k);
            }
            if (!first)
                tyc_buf_addstr(&b, sep);
            first = 0;
            tyc_buf_addstr(&b, tyc_v_str(e));
        }
    }
    return tyc_fn_bufval(ec, &b);
}
