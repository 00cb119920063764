/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_regex.c: regex(), regexall() and replace() (whose substring may be a /regex/ with
** $1 / ${name} expansion in the replacement), on the engine of regex.h.
*/
#include "interp/funcs/funcs_int.h"
#include "interp/funcs/regex.h"

/* Compiles the pattern argument for regex/regexall (argument errors as cty words them). */
static tyc_re *compile_arg(tyc_evalctx *ec, const tyc_node *call, tyc_str p)
{
    const char *code, *expr;
    tyc_re *re = tyc_re_compile(ec->arena, p.p, p.len, &code, &expr);
    if (!re && code)
        tyc_fn_argerr(ec, call, 0, "invalid regexp pattern: %s in %s", code, expr ? expr : "");
    return re;
}

/* The result type of a pattern: string, tuple of strings, or object of strings (NULL with
** an argument error for mixed named and unnamed groups). */
static const tyc_type *result_type(tyc_evalctx *ec, const tyc_node *call, const tyc_re *re)
{
    uint32_t n = tyc_re_ncap(re), named = 0;
    for (uint32_t i = 1; i <= n; i++)
        named += tyc_re_capname(re, i)[0] != 0;
    if (n == 0)
        return &tyc_t_string;
    if (named && named != n) {
        tyc_fn_argerr(ec, call, 0, "invalid regexp pattern: cannot mix both named and unnamed "
                      "capture groups");
        return NULL;
    }
    const tyc_type **ts = TYC_NEWN(ec->arena, const tyc_type *, n);
    tyc_str *names = TYC_NEWN(ec->arena, tyc_str, n);
    if (!ts || !names)
        return NULL;
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++) {
        const char *nm = tyc_re_capname(re, i + 1);
        tyc_str name = {nm, strlen(nm)};
        int dup = 0;
        for (uint32_t j = 0; named && j < k && !dup; j++) /* Go allows a name twice */
            dup = tyc_str_eq(names[j], name);
        if (!dup) {
            ts[k] = &tyc_t_string;
            names[k++] = name;
        }
    }
    if (!named)
        return tyc_type_tuple(ec->arena, ts, n);
    return tyc_type_object(ec->arena, names, ts, NULL, k);
}

/* The value of one match as the result type t. */
static const tyc_value *match_value(tyc_evalctx *ec, const tyc_type *t, tyc_str s, const long *c)
{
    tyc_arena *a = ec->arena;
    if (t->kind == TYC_STRING)
        return tyc_fn_strval(ec, s.p + c[0], (size_t)(c[1] - c[0]));
    const tyc_value **el = TYC_NEWN(a, const tyc_value *, t->n ? t->n : 1);
    if (!el)
        return NULL;
    for (uint32_t i = 0; i < t->n; i++) {
        long b = c[2 * i + 2], e = c[2 * i + 3];
        el[i] = b < 0 || e < 0 ? tyc_v_null(a, &tyc_t_string)
                               : tyc_fn_strval(ec, s.p + b, (size_t)(e - b));
        if (!el[i])
            return NULL;
    }
    if (t->kind == TYC_TUPLE)
        return tyc_v_tuple_adopt(a, el, t->n);
    return tyc_v_object_adopt(a, t, el); /* object attributes are sorted by name */
}

/* Reorders a named-capture match so values follow the object's sorted attribute order. */
static const tyc_value *named_value(tyc_evalctx *ec, const tyc_re *re, const tyc_type *t,
                                    tyc_str s, const long *c)
{
    uint32_t n = tyc_re_ncap(re);
    long *d = TYC_NEWN(ec->arena, long, 2 * n + 2);
    if (!d)
        return NULL;
    d[0] = c[0];
    d[1] = c[1];
    for (uint32_t i = 1; i <= n; i++) { /* a repeated name takes its last group, as in cty */
        const char *nm = tyc_re_capname(re, i);
        int32_t k = tyc_type_attr(t, (tyc_str){nm, strlen(nm)});
        d[2 * k + 2] = c[2 * i];
        d[2 * k + 3] = c[2 * i + 1];
    }
    return match_value(ec, t, s, d);
}

static const tyc_value *one_match(tyc_evalctx *ec, const tyc_re *re, const tyc_type *t,
                                  tyc_str s, const long *c)
{
    return t->kind == TYC_OBJECT ? named_value(ec, re, t, s, c) : match_value(ec, t, s, c);
}

static const tyc_value *regex_with(tyc_evalctx *ec, const tyc_node *call, const tyc_re *re,
                                   tyc_str s)
{
    const tyc_type *t = re ? result_type(ec, call, re) : NULL;
    long *c = t ? TYC_NEWN(ec->arena, long, 2 * tyc_re_ncap(re) + 2) : NULL;
    if (!c)
        return NULL;
    int r = tyc_re_exec(re, ec->arena, s.p, s.len, 0, c);
    if (r < 0)
        return NULL;
    if (r == 0)
        return tyc_fn_err(ec, call, "pattern did not match any part of the given string");
    return one_match(ec, re, t, s, c);
}

int tyc_ft_regex(FN_ARGS)
{
    (void)nargs;
    /* a known string: the implementation compiles the pattern first itself */
    if (tyc_v_is_unknown(args[0]) || !tyc_v_is_unknown(args[1]))
        return 0;
    tyc_re *re = compile_arg(ec, call, tyc_v_str(args[0]));
    const tyc_type *t = re ? result_type(ec, call, re) : NULL;
    tyc_re_free(re);
    return t ? 0 : -1;
}

const tyc_type *tyc_ft_regex_type(tyc_evalctx *ec, const tyc_node *call, tyc_str pattern,
                                  int all)
{
    tyc_diags none, *keep = ec->diags; /* the hook has reported any error already */
    tyc_diags_init(&none, ec->arena);
    ec->diags = &none;
    tyc_re *re = compile_arg(ec, call, pattern);
    const tyc_type *t = re ? result_type(ec, call, re) : NULL;
    tyc_re_free(re);
    ec->diags = keep;
    return t && all ? tyc_type_list(ec->arena, t) : t;
}

const tyc_value *tyc_f_regex(FN_ARGS)
{
    tyc_str p, s;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &p) < 0 || tyc_fn_str(ec, call, args, 1, &s) < 0)
        return NULL;
    tyc_re *re = compile_arg(ec, call, p);
    const tyc_value *v = re ? regex_with(ec, call, re, s) : NULL;
    tyc_re_free(re);
    return v;
}

/* Width of the rune at s[pos] (1 past the end). */
static size_t rune_width(tyc_str s, size_t pos)
{
    int32_t cp;
    if (pos >= s.len)
        return 1;
    int l = tyc_utf8_decode(s.p + pos, s.len - pos, &cp);
    return l < 0 ? 1 : (size_t)l;
}

static const tyc_value *regexall_with(tyc_evalctx *ec, const tyc_node *call,
                                      const tyc_re *re, tyc_str s)
{
    tyc_arena *a = ec->arena;
    const tyc_type *t = re ? result_type(ec, call, re) : NULL;
    long *c = t ? TYC_NEWN(a, long, 2 * tyc_re_ncap(re) + 2) : NULL;
    if (!c)
        return NULL;
    tyc_vec out = {0};
    long prev_end = -1;
    for (size_t pos = 0; pos <= s.len;) {
        int r = tyc_re_exec(re, a, s.p, s.len, pos, c);
        if (r < 0)
            return NULL;
        if (r == 0)
            break;
        int accept = 1;
        if ((size_t)c[1] == pos) {
            accept = c[0] != prev_end;
            pos += rune_width(s, pos);
        } else {
            pos = (size_t)c[1];
        }
        prev_end = c[1];
        if (accept) {
            const tyc_value *v = one_match(ec, re, t, s, c);
            if (!v || tyc_vec_push(a, &out, (void *)v) < 0)
                return NULL;
        }
    }
    return tyc_v_list(a, t, (const tyc_value *const *)out.v, out.n);
}

const tyc_value *tyc_f_regexall(FN_ARGS)
{
    tyc_str p, s;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &p) < 0 || tyc_fn_str(ec, call, args, 1, &s) < 0)
        return NULL;
    tyc_re *re = compile_arg(ec, call, p);
    const tyc_value *v = re ? regexall_with(ec, call, re, s) : NULL;
    tyc_re_free(re);
    return v;
}

/* Appends Go's Regexp.Expand of template tpl for match c. */
static void expand(tyc_buf *b, const tyc_re *re, tyc_str tpl, tyc_str s, const long *c)
{
    for (size_t i = 0; i < tpl.len; i++) {
        if (tpl.p[i] != '$' || i + 1 >= tpl.len) {
            tyc_buf_addc(b, tpl.p[i]);
            continue;
        }
        if (tpl.p[i + 1] == '$') {
            tyc_buf_addc(b, '$');
            i++;
            continue;
        }
        size_t nb = i + 1, ne;
        int brace = tpl.p[nb] == '{';
        nb += (size_t)brace;
        ne = nb;
        while (ne < tpl.len && (tpl.p[ne] == '_' || (tpl.p[ne] >= '0' && tpl.p[ne] <= '9') ||
                                ((tpl.p[ne] | 32) >= 'a' && (tpl.p[ne] | 32) <= 'z')))
            ne++;
        if (ne == nb || (brace && (ne >= tpl.len || tpl.p[ne] != '}'))) {
            tyc_buf_addc(b, '$');
            continue;
        }
        tyc_str name = {tpl.p + nb, ne - nb};
        long g = -1, num = 0;
        int digits = 1;
        for (size_t k = 0; k < name.len; k++) {
            if (name.p[k] < '0' || name.p[k] > '9')
                digits = 0;
            else if (num < 100000000)
                num = num * 10 + (name.p[k] - '0');
        }
        if (digits)
            g = num <= (long)tyc_re_ncap(re) ? num : -1;
        for (uint32_t k = 1; !digits && k <= tyc_re_ncap(re); k++)
            if (tyc_str_eqz(name, tyc_re_capname(re, k)))
                g = (long)k;
        if (g >= 0 && c[2 * g] >= 0)
            tyc_buf_add(b, s.p + c[2 * g], (size_t)(c[2 * g + 1] - c[2 * g]));
        i = ne - 1 + (size_t)brace;
    }
}

static const tyc_value *replace_with(tyc_evalctx *ec, const tyc_re *re, tyc_str s,
                                    tyc_str rep);

/* Go's Regexp.ReplaceAllString. */
static const tyc_value *replace_re(tyc_evalctx *ec, const tyc_node *call, tyc_str s,
                                   tyc_str pat, tyc_str rep)
{
    const char *code, *expr;
    tyc_re *re = tyc_re_compile(ec->arena, pat.p, pat.len, &code, &expr);
    if (!re)
        return code ? tyc_fn_err(ec, call, "error parsing regexp: %s: `%s`", code,
                                 expr ? expr : "") : NULL;
    const tyc_value *v = replace_with(ec, re, s, rep);
    tyc_re_free(re);
    return v;
}

/* Go's Regexp.ReplaceAllString once compiled. */
static const tyc_value *replace_with(tyc_evalctx *ec, const tyc_re *re, tyc_str s, tyc_str rep)
{
    long *c = TYC_NEWN(ec->arena, long, 2 * tyc_re_ncap(re) + 2);
    if (!c)
        return NULL;
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    size_t last = 0, pos = 0;
    while (pos <= s.len) {
        int r = tyc_re_exec(re, ec->arena, s.p, s.len, pos, c);
        if (r < 0) {
            tyc_buf_free(&b);
            return NULL;
        }
        if (r == 0)
            break;
        tyc_buf_add(&b, s.p + last, (size_t)c[0] - last);
        if ((size_t)c[1] > last || c[0] == 0)
            expand(&b, re, rep, s, c);
        last = (size_t)c[1];
        size_t w = rune_width(s, pos);
        pos = pos + w > (size_t)c[1] ? pos + w : (size_t)c[1];
    }
    if (last < s.len)
        tyc_buf_add(&b, s.p + last, s.len - last);
    return tyc_fn_bufval(ec, &b);
}

const tyc_value *tyc_f_replace(FN_ARGS)
{
    tyc_str s, sub, rep;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0 || tyc_fn_str(ec, call, args, 1, &sub) < 0 ||
        tyc_fn_str(ec, call, args, 2, &rep) < 0)
        return NULL;
    if (sub.len > 1 && sub.p[0] == '/' && sub.p[sub.len - 1] == '/')
        return replace_re(ec, call, s, (tyc_str){sub.p + 1, sub.len - 2}, rep);
    return tyc_fn_replace_plain(ec, s, sub, rep);
}
