/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_format.c: format() and formatlist() (cty stdlib format.go): printf-style verbs
** %v %#v %t %s %q %d %b %o %x %X %e %E %f %g %G %%, flags, width, precision and [n]
** argument indexes; widths and string precisions count grapheme clusters.
*/
#include <stdio.h>

#include "interp/funcs/funcs_int.h"
#include "runtime/value/refine.h"
#include "runtime/num/num_int.h"
#include "runtime/render/render.h"

typedef struct verb {
    const char *raw;
    size_t rawlen, off;
    int argnum;
    char mode;
    int zero, sharp, plus, minus, space;
    int width, prec; /* -1 when absent */
    int goverflow;   /* Go's fmt would refuse the width or precision (see parse_verb) */
} verb;

static void pad(tyc_buf *b, const verb *v, const char *s, size_t n);

/* pad() of a scratch buffer's contents; a failed scratch buffer fails b too. */
static void pad_buf(tyc_buf *b, const verb *v, tyc_buf *t)
{
    if (tyc_buf_failed(t)) {
        b->failed = 1;
        return;
    }
    pad(b, v, tyc_buf_cstr(t), t->len);
}

static void pad(tyc_buf *b, const verb *v, const char *s, size_t n)
{
    size_t len = tyc_fn_grapheme_count(s, n);
    size_t padn = v->width > 0 && (size_t)v->width > len ? (size_t)v->width - len : 0;
    if (!v->minus)
        for (size_t i = 0; i < padn; i++)
            tyc_buf_addc(b, v->zero ? '0' : ' ');
    tyc_buf_add(b, s, n);
    if (v->minus)
        for (size_t i = 0; i < padn; i++)
            tyc_buf_addc(b, ' ');
}

/* big.Float.Text('g' or 'G', -1): shortest digits, %e form when exp < -4 || exp >= 6. */
static void shortest_g(tyc_buf *b, tyc_arena *a, const tyc_num *x, int upper)
{
    const char *t = tyc_num_text(a, x);
    if (!t)
        return;
    if (tyc_num_is_inf(x) || strcmp(t, "0") == 0 || strcmp(t, "-0") == 0) {
        tyc_buf_addz(b, t);
        return;
    }
    int neg = t[0] == '-';
    const char *p = t + neg, *dot = strchr(p, '.');
    char *dig = tyc_alloc_raw(a, strlen(p) + 1); /* 1e-1200 has 1,200 digits */
    size_t nd = 0;
    long exp10 = dot ? (long)(dot - p) : (long)strlen(p);
    if (!dig) {
        b->failed = 1;
        return;
    }
    for (const char *q = p; *q; q++)
        if (*q != '.')
            dig[nd++] = *q;
    size_t lead = 0;
    while (lead < nd && dig[lead] == '0') {
        lead++;
        exp10--;
    }
    while (nd > lead && dig[nd - 1] == '0')
        nd--;
    long e = exp10 - 1;
    if (e < -4 || e >= 6) {
        if (neg)
            tyc_buf_addc(b, '-');
        tyc_buf_addc(b, dig[lead]);
        if (nd - lead > 1) {
            tyc_buf_addc(b, '.');
            tyc_buf_add(b, dig + lead + 1, nd - lead - 1);
        }
        tyc_buf_addf(b, "%c%c%02ld", upper ? 'E' : 'e', e < 0 ? '-' : '+', e < 0 ? -e : e);
    } else {
        tyc_buf_addz(b, t);
    }
}

static const char *verr(tyc_arena *a, const verb *v, const char *msg)
{
    return tyc_sprintf(a, "unsupported value for \"%.*s\" at %zu: %s", (int)v->rawlen, v->raw,
                       v->off, msg);
}

/* What Go's fmt.Sprintf writes for a verb whose width or precision it refuses, given cty's
** *big.Float (or, for the integer verbs, *big.Int) argument. */
static const char *go_noverb(tyc_buf *b, tyc_arena *a, const verb *v, const tyc_num *x)
{
    int integer = strchr("bdoxX", v->mode) != NULL;
    if (integer && !tyc_num_is_int(x))
        return verr(a, v, "an integer is required");
    tyc_buf_addz(b, integer ? "%!(NOVERB)%!(EXTRA *big.Int=" : "%!(NOVERB)%!(EXTRA *big.Float=");
    if (integer)
        tyc_num_buf_text(b, x);
    else
        shortest_g(b, a, x, 0);
    tyc_buf_addc(b, ')');
    return NULL;
}

/* The digits of integer x's magnitude in the base of v's verb (arena); *neg its sign. */
static char *int_digits(tyc_arena *a, const verb *v, const tyc_num *x, int *neg)
{
    num_tmp tm;
    mpfr_srcptr f = tyc_num_view(x, &tm);
    int base = v->mode == 'b' ? 2 : v->mode == 'o' ? 8 : v->mode == 'd' ? 10 : 16;
    mpz_t z;
    mpz_init(z);
    mpfr_get_z(z, f, MPFR_RNDN);
    *neg = mpz_sgn(z) < 0;
    mpz_abs(z, z);
    char *dig = tyc_alloc_raw(a, mpz_sizeinbase(z, base) + 2);
    if (dig)
        mpz_get_str(dig, v->mode == 'X' ? -16 : base, z);
    mpz_clear(z);
    return dig;
}

static void add_n(tyc_buf *b, char c, size_t n)
{
    for (size_t i = 0; i < n; i++)
        tyc_buf_addc(b, c);
}

/* Go's big.Int Format, which cty's integer verbs end in: sign, the '#' prefix, the precision
** as a minimum digit count (zero with precision 0 prints nothing), then the width. */
static const char *fmt_bigint(tyc_buf *b, tyc_arena *a, const verb *v, const tyc_num *x)
{
    int neg;
    char *dig = int_digits(a, v, x, &neg);
    if (!dig)
        return NULL;
    size_t nd = strlen(dig), zeros = 0, left = 0, right = 0;
    const char *sign = neg ? "-" : v->plus ? "+" : v->space ? " " : "";
    const char *pre = !v->sharp ? "" : v->mode == 'b' ? "0b" : v->mode == 'o' ? "0"
                                     : v->mode == 'x' ? "0x" : v->mode == 'X' ? "0X" : "";
    if (v->prec >= 0 && nd < (size_t)v->prec)
        zeros = (size_t)v->prec - nd;
    else if (v->prec == 0 && nd == 1 && dig[0] == '0')
        return NULL;
    size_t len = strlen(sign) + strlen(pre) + zeros + nd;
    if (v->width > 0 && len < (size_t)v->width) {
        size_t d = (size_t)v->width - len;
        if (v->minus)
            right = d;
        else if (v->zero && v->prec < 0)
            zeros = d;
        else
            left = d;
    }
    add_n(b, ' ', left);
    tyc_buf_addz(b, sign);
    tyc_buf_addz(b, pre);
    add_n(b, '0', zeros);
    tyc_buf_add(b, dig, nd);
    add_n(b, ' ', right);
    return NULL;
}

static const char *fmt_number(tyc_evalctx *ec, tyc_buf *b, const verb *v, const tyc_value *arg)
{
    tyc_arena *a = ec->arena;
    const char *msg;
    const tyc_value *n = tyc_ev_convert(a, arg, &tyc_t_number, &msg);
    if (!n)
        return msg ? verr(a, v, msg) : NULL;
    if (v->goverflow) /* Go's fmt, to which cty hands numbers, gives up on the verb */
        return go_noverb(b, a, v, TYC_V_NUM(n));
    char spec[64];
    int k = snprintf(spec, sizeof spec, "%%%s%s%s%s%s", v->plus ? "+" : "", v->minus ? "-" : "",
                     v->space ? " " : "", v->zero ? "0" : "", v->sharp ? "#" : "");
    if (v->width >= 0)
        k += snprintf(spec + k, sizeof spec - (size_t)k, "%d", v->width);
    if (v->prec >= 0)
        k += snprintf(spec + k, sizeof spec - (size_t)k, ".%d", v->prec);
    if (strchr("bdoxX", v->mode)) {
        if (!tyc_num_is_int(TYC_V_NUM(n)))
            return verr(a, v, "an integer is required");
        return fmt_bigint(b, a, v, TYC_V_NUM(n));
    }
    if (v->prec < 0 && (v->mode == 'g' || v->mode == 'G')) {
        tyc_buf t;
        tyc_buf_init(&t, a->ctx);
        shortest_g(&t, a, TYC_V_NUM(n), v->mode == 'G');
        pad_buf(b, v, &t);
        tyc_buf_free(&t);
        return NULL;
    }
    if (v->prec < 0)
        k += snprintf(spec + k, sizeof spec - (size_t)k, ".6");
    snprintf(spec + k, sizeof spec - (size_t)k, "R%c", v->mode);
    num_tmp tm;
    mpfr_srcptr f = tyc_num_view(TYC_V_NUM(n), &tm);
    int len = mpfr_snprintf(NULL, 0, spec, f); /* no width limit: Go has none */
    char *o = len >= 0 ? tyc_alloc_raw(a, (size_t)len + 1) : NULL;
    if (!o)
        return NULL;
    mpfr_snprintf(o, (size_t)len + 1, spec, f);
    tyc_buf_add(b, o, (size_t)len);
    return NULL;
}

static const char *fmt_one(tyc_evalctx *ec, tyc_buf *b, verb *v, const tyc_value *arg)
{
    tyc_arena *a = ec->arena;
    const char *msg;
    if (v->mode != 'v' && tyc_v_is_null(arg))
        return verr(a, v, "null value cannot be formatted");
    uint64_t cap = a->ctx->max_input < TYC_FN_MAX_RESULT ? a->ctx->max_input : TYC_FN_MAX_RESULT;
    int gofmt = strchr("bdoxXeEfgG", v->mode) != NULL; /* handed to Go's fmt, which may refuse */
    if (v->width > 0 && (uint64_t)v->width > cap && !(gofmt && v->goverflow)) /* else padded */
        return verr(a, v, tyc_sprintf(a, "the result would be longer than tycon's limit of %llu "
                                         "bytes for one string", (unsigned long long)cap));
    switch (v->mode) {
    case 'v':
        if (!v->sharp && !tyc_v_is_null(arg) && arg->type->kind == TYC_STRING) {
            pad(b, v, arg->u.s, arg->n);
            return NULL;
        }
        if (!v->sharp && !tyc_v_is_null(arg) && arg->type->kind == TYC_NUMBER) {
            tyc_buf t;
            tyc_buf_init(&t, a->ctx);
            shortest_g(&t, a, TYC_V_NUM(arg), 0);
            pad_buf(b, v, &t);
            tyc_buf_free(&t);
            return NULL;
        } else {
            tyc_buf t;
            tyc_buf_init(&t, a->ctx);
            const char *e = tyc_render_json(&t, a, arg, arg->type);
            if (!e)
                pad_buf(b, v, &t);
            tyc_buf_free(&t);
            return e ? verr(a, v, e) : NULL;
        }
    case 't': {
        const tyc_value *x = tyc_ev_convert(a, arg, &tyc_t_bool, &msg);
        if (!x)
            return msg ? verr(a, v, msg) : NULL;
        tyc_buf_addz(b, x->u.b ? "true" : "false");
        return NULL;
    }
    case 's': case 'q': {
        const tyc_value *x = tyc_ev_convert(a, arg, &tyc_t_string, &msg);
        if (!x)
            return msg ? verr(a, v, msg) : NULL;
        size_t end = x->n;
        if (v->prec > 0) {
            end = 0;
            for (int i = 0; i < v->prec && end < x->n; i++)
                end = tyc_fn_grapheme_next(x->u.s, x->n, end);
        }
        if (v->mode == 's') {
            pad(b, v, x->u.s, end);
        } else {
            tyc_buf t;
            tyc_buf_init(&t, a->ctx);
            tyc_buf_jsonquote(&t, x->u.s, end);
            pad_buf(b, v, &t);
            tyc_buf_free(&t);
        }
        return NULL;
    }
    case 'b': case 'd': case 'o': case 'x': case 'X': case 'e': case 'E': case 'f': case 'g':
    case 'G':
        return fmt_number(ec, b, v, arg);
    default:
        return tyc_sprintf(a, "unsupported format verb '%c' in \"%.*s\" at offset %zu", v->mode,
                           (int)v->rawlen, v->raw, v->off);
    }
}

/* A run of digits (saturating at 10^9). */
/* 1 if Go's fmt parsenum gives up on the digits at f[i..]: it stops once the number read
** so far exceeds 1e6 and more digits follow (fmt's tooLarge), and then consumes the rest of
** the verb ("%!(NOVERB)"). */
static int go_too_large(tyc_str f, size_t i)
{
    long n = 0;
    for (; i < f.len && f.p[i] >= '0' && f.p[i] <= '9'; i++) {
        if (n > 1000000)
            return 1;
        n = n * 10 + (f.p[i] - '0');
    }
    return 0;
}

static int digits(tyc_str f, size_t *i)
{
    int n = 0;
    while (*i < f.len && f.p[*i] >= '0' && f.p[*i] <= '9') {
        n = n < 100000000 ? n * 10 + (f.p[*i] - '0') : 1000000000;
        (*i)++;
    }
    return n;
}

/* cty's err_char: Go's %q of the rune at f[i]. */
static const char *bad_char(tyc_arena *a, tyc_str f, size_t i)
{
    int32_t cp;
    int l = tyc_utf8_decode(f.p + i, f.len - i, &cp);
    static const char *const esc[] = {"\\a", "\\b", "\\t", "\\n", "\\v", "\\f", "\\r"};
    const char *e = NULL;
    char q[16];
    if (l < 0)
        e = "\xef\xbf\xbd"; /* utf8.RuneError prints as itself */
    else if (cp >= 7 && cp <= 13)
        e = esc[cp - 7];
    if (e)
        snprintf(q, sizeof q, "%s", e);
    else if (cp == '\'' || cp == '\\')
        snprintf(q, sizeof q, "\\%c", (char)cp);
    else if (cp < 0x20 || cp == 0x7f)
        snprintf(q, sizeof q, "\\x%02x", (unsigned)cp);
    else
        snprintf(q, sizeof q, "%.*s", l, f.p + i);
    return tyc_sprintf(a, "unrecognized format character '%s' at offset %zu", q, i);
}

/*
** Parses one verb after its '%' at f[st] (cty's formatfsm: flags, width, precision, [n]
** argument index, then a letter). Returns NULL, or the error message.
*/
static const char *parse_verb(tyc_arena *a, tyc_str f, size_t st, size_t *ip, verb *v)
{
    size_t i = st + 1;
    for (; i < f.len; i++) {
        char c = f.p[i];
        if (c == ' ') v->space = 1;
        else if (c == '+') v->plus = 1;
        else if (c == '-') v->minus = 1;
        else if (c == '#') v->sharp = 1;
        else if (c == '0') v->zero = 1;
        else break;
    }
    if (i < f.len && f.p[i] >= '1' && f.p[i] <= '9') {
        v->goverflow |= go_too_large(f, i);
        v->width = digits(f, &i);
    }
    if (i < f.len && f.p[i] == '.') {
        i++;
        v->goverflow |= go_too_large(f, i);
        v->prec = digits(f, &i);
    }
    if (i < f.len && f.p[i] == '[') {
        i++;
        if (i < f.len && !(f.p[i] >= '1' && f.p[i] <= '9'))
            return bad_char(a, f, i);
        v->argnum = digits(f, &i);
        if (i < f.len && f.p[i] != ']')
            return bad_char(a, f, i);
        i++;
    }
    if (i >= f.len)
        return tyc_sprintf(a, "invalid format string starting at offset %zu", f.len);
    char c = f.p[i];
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')))
        return bad_char(a, f, i);
    v->mode = c;
    *ip = i + 1;
    v->rawlen = *ip - st;
    return NULL;
}

const char *tyc_fn_format(tyc_evalctx *ec, tyc_buf *b, tyc_str f, const tyc_value *const *args,
                          uint32_t nargs, uint32_t *bad_arg)
{
    tyc_arena *a = ec->arena;
    int next = 1, highest = 0;
    *bad_arg = 0;
    for (size_t i = 0; i < f.len;) {
        if (f.p[i] != '%') {
            tyc_buf_addc(b, f.p[i++]);
            continue;
        }
        if (i + 1 < f.len && f.p[i + 1] == '%') {
            tyc_buf_addc(b, '%');
            i += 2;
            continue;
        }
        verb v = {f.p + i, 0, i, next, 0, 0, 0, 0, 0, 0, -1, -1};
        const char *e = parse_verb(a, f, i, &i, &v);
        if (e)
            return e;
        if (v.argnum > highest)
            highest = v.argnum;
        if ((uint32_t)v.argnum > nargs)
            return tyc_sprintf(a, "not enough arguments for \"%.*s\" at %zu: need index %d but "
                               "have %u total", (int)v.rawlen, v.raw, v.off, v.argnum, nargs);
        e = fmt_one(ec, b, &v, args[v.argnum - 1]);
        if (e)
            return e;
        next = v.argnum + 1;
    }
    if ((uint32_t)highest < nargs) {
        *bad_arg = (uint32_t)highest + 1;
        if (highest == 0)
            return "too many arguments; no verbs in format string";
        return tyc_sprintf(a, "too many arguments; only %d used by format string", highest);
    }
    return NULL;
}

const tyc_value *tyc_f_format(FN_ARGS)
{
    tyc_str f;
    if (tyc_v_is_unknown(args[0])) /* hcl converts it to string; cty: only args may be unknown */
        return tyc_fn_unknown(ec, &tyc_t_string);
    if (tyc_fn_str(ec, call, args, 0, &f) < 0)
        return NULL;
    for (uint32_t i = 1; i < nargs; i++) {
        if (!tyc_v_wholly_known(args[i])) {
            /* cty: the literal text before the first verb is a known prefix */
            const char *pct = memchr(f.p, '%', f.len);
            size_t n = pct ? (size_t)(pct - f.p) : 0;
            return tyc_v_unknown_prefixed(ec->arena, f.p, n, 1);
        }
    }
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    uint32_t bad;
    const char *e = tyc_fn_format(ec, &b, f, args + 1, nargs - 1, &bad);
    if (e) {
        tyc_buf_free(&b);
        return bad ? tyc_fn_argerr(ec, call, bad, "%s", e) : tyc_fn_err(ec, call, "%s", e);
    }
    return tyc_fn_bufval(ec, &b);
}

/* formatlist(format) without arguments: format's result (and errors) in a list. */
static const tyc_value *formatlist_alone(tyc_evalctx *ec, const tyc_node *call, tyc_str f)
{
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    uint32_t bad;
    const char *e = tyc_fn_format(ec, &b, f, NULL, 0, &bad);
    if (e) {
        tyc_buf_free(&b);
        return tyc_fn_err(ec, call, "%s", e);
    }
    const tyc_value *s = tyc_fn_bufval(ec, &b);
    return s ? tyc_v_list(ec->arena, &tyc_t_string, &s, 1) : NULL;
}

const tyc_value *tyc_f_formatlist(FN_ARGS)
{
    tyc_arena *a = ec->arena;
    tyc_str f;
    if (tyc_v_is_unknown(args[0])) /* the format parameter does not allow unknowns */
        return tyc_fn_unknown(ec, tyc_type_list(a, &tyc_t_string));
    if (tyc_fn_str(ec, call, args, 0, &f) < 0)
        return NULL;
    if (nargs == 1) /* cty: format() of the string alone, as a one-element list */
        return formatlist_alone(ec, call, f);
    long len = -1;
    uint32_t chooser = 0;
    int unknown = 0;
    for (uint32_t i = 1; i < nargs; i++) {
        int k = args[i]->type->kind;
        if (k == TYC_DYN && tyc_v_is_unknown(args[i])) /* cty: no type, so no iteration */
            unknown = 1;
        if ((k == TYC_LIST || k == TYC_SET || k == TYC_TUPLE) && !tyc_v_is_null(args[i])) {
            if (tyc_v_is_unknown(args[i]) && k != TYC_TUPLE) {
                unknown = 1; /* cty checks the lengths of the others still */
                continue;
            }
            uint32_t n = k == TYC_TUPLE ? args[i]->type->n : args[i]->n;
            if (len < 0) {
                len = n;
                chooser = i;
            } else if ((long)n != len) {
                return tyc_fn_argerr(ec, call, i, "argument %u has length %u, which is "
                                     "inconsistent with argument %u of length %ld", i, n,
                                     chooser, len);
            }
            unknown |= tyc_v_is_unknown(args[i]); /* a tuple's length is known */
        }
    }
    if (unknown)
        return tyc_fn_unknown(ec, tyc_type_list(a, &tyc_t_string));
    if (len < 0)
        len = 1;
    const tyc_value **out = TYC_NEWN(a, const tyc_value *, len ? (size_t)len : 1);
    const tyc_value **fa = TYC_NEWN(a, const tyc_value *, nargs);
    uint32_t *pos = TYC_NEWN(a, uint32_t, nargs); /* each sequence's iterator */
    if (!out || !fa || !pos)
        return NULL;
    for (long it = 0; it < len; it++) {
        int unk = 0;
        /* cty: an unknown element ends the iteration before the later iterators move on */
        for (uint32_t i = 1; i < nargs && !unk; i++) {
            int k = args[i]->type->kind;
            int seq = (k == TYC_LIST || k == TYC_SET || k == TYC_TUPLE) && !tyc_v_is_null(args[i]);
            fa[i - 1] = seq ? args[i]->u.elems[pos[i]++] : args[i];
            unk |= !tyc_v_wholly_known(fa[i - 1]);
        }
        if (unk) {
            out[it] = tyc_v_unknown(a, &tyc_t_string);
            continue;
        }
        tyc_buf b;
        tyc_buf_init(&b, a->ctx);
        uint32_t bad;
        const char *e = tyc_fn_format(ec, &b, f, fa, nargs - 1, &bad);
        if (e) {
            tyc_buf_free(&b);
            return tyc_fn_err(ec, call, "error on format iteration %ld: %s", it, e);
        }
        if (!(out[it] = tyc_fn_bufval(ec, &b)))
            return NULL;
    }
    return tyc_v_list(a, &tyc_t_string, out, (uint32_t)len);
}
