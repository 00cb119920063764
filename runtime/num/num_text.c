/* SPDX-License-Identifier: Apache-2.0 */
/*
** num_text.c: number to text as math/big does it: Text('f', -1) (shortest decimal that
** round-trips at the number's precision, Go's roundShortest walk over the exact decimals of
** x and of x -/+ half an ulp) and Text('g', 10) (the set hash form).
*/
#include "runtime/num/num_int.h"

/* Prepares the three streams of a conversion. */
void tyc_num_conv_init(num_conv *c)
{
    tyc_ds_init(&c->x);
    tyc_ds_init(&c->lo);
    tyc_ds_init(&c->up);
}

/* Releases the streams' scratch memory. */
void tyc_num_conv_free(num_conv *c)
{
    tyc_ds_free(&c->x);
    tyc_ds_free(&c->lo);
    tyc_ds_free(&c->up);
}

/* The significand scaled to prec+1 bits (its lsb is half an ulp): r = m * 2^*e. */
static mp_size_t scale_mant(const num_raw *r, mp_limb_t *m, long *e)
{
    long p1 = (long)r->prec + 1, sh = p1 - (long)r->n * 64;
    mp_size_t mn = (mp_size_t)((p1 + 63) / 64);
    for (mp_size_t j = 0; j <= mn; j++)
        m[j] = 0;
    if (sh >= 0) {
        mp_size_t q = (mp_size_t)(sh / 64);
        unsigned b = (unsigned)(sh % 64);
        if (b)
            m[q + r->n] = mpn_lshift(m + q, r->l, r->n, b);
        else
            mpn_copyi(m + q, r->l, r->n);
    } else {
        mp_size_t q = (mp_size_t)(-sh / 64);
        unsigned b = (unsigned)(-sh % 64);
        if (b)
            mpn_rshift(m, r->l + q, r->n - q, b);
        else
            mpn_copyi(m, r->l + q, r->n - q);
    }
    while (mn > 0 && m[mn - 1] == 0)
        mn--;
    *e = r->exp - p1;
    return mn;
}

static char ds_at(const num_ds *s, size_t i)
{
    return i < s->n ? s->d[i] : '0';
}

/* The digits of s as a decimal; a sentinel '1' stands for the unknown nonzero tail. */
static int ds_dec(num_ds *s, num_dec *d)
{
    if (!s->done) {
        if (tyc_ds_reserve(s, s->n + 1) != 0)
            return -1;
        s->d[s->n] = '1';
    }
    d->dig = s->d;
    d->n = s->n + !s->done;
    d->exp = s->exp;
    return 0;
}

/* tyc_ds_fill, skipped when the digits are already there. */
static int need(num_ds *s, size_t want)
{
    return s->n >= want || s->done ? 0 : tyc_ds_fill(s, want);
}

/* Walks the digits of x against its bounds (Go's roundShortest); 1 when rounded at *at. */
static int walk(num_conv *c, int incl, size_t *at, int *how)
{
    for (size_t i = 0;; i++) {
        if (need(&c->x, i + 1) || need(&c->lo, i + 2) || need(&c->up, i + 2))
            return -1;
        if (c->x.n <= i)
            return 0;
        char m = c->x.d[i], l = ds_at(&c->lo, i), u = ds_at(&c->up, i);
        int okdown = l != m || (incl && c->lo.done && c->lo.n == i + 1);
        int okup = m != u && (incl || m + 1 < u || !(c->up.done && c->up.n <= i + 1));
        if (okdown || okup) {
            *at = i + 1;
            *how = okdown && okup ? 0 : okdown ? -1 : 1;
            return 1;
        }
    }
}

/* math/big roundShortest: x = m * 2^e with m of prec+1 bits; lower/upper are (m -/+ 1) *
** 2^e and are inclusive when m's ulp bit is even. Each decimal is indexed from its own
** first digit, exactly as Go compares them. */
int tyc_num_shortest(num_conv *c, const num_raw *r, num_dec *out)
{
    mp_limb_t m[NUM_TMPLIMBS], lo[NUM_TMPLIMBS], up[NUM_TMPLIMBS];
    long e;
    mp_size_t mn = scale_mant(r, m, &e), ln = mn, un = mn;
    mpn_sub_1(lo, m, mn, 1);
    while (ln > 0 && lo[ln - 1] == 0)
        ln--;
    mp_limb_t cy = mpn_add_1(up, m, mn, 1);
    if (cy)
        up[un++] = cy;
    if (tyc_ds_start(&c->x, m, mn, e) || tyc_ds_start(&c->up, up, un, e))
        return -1;
    if (ln > 0 && tyc_ds_start(&c->lo, lo, ln, e))
        return -1;
    if (ln == 0)
        c->lo.done = 1;
    size_t at = 0;
    int how = 0, rc = walk(c, (m[0] & 2) == 0, &at, &how);
    if (rc < 0 || tyc_ds_fill(&c->x, at + 2) || ds_dec(&c->x, out))
        return -1;
    if (rc == 1) {
        if (how == 0)
            tyc_dec_round(out, at);
        else if (how < 0)
            tyc_dec_round_down(out, at);
        else
            tyc_dec_round_up(out, at);
    }
    return 0;
}

/* The exact decimal of r (made only as far as rounding needs), rounded to n digits. */
int tyc_num_exact_round(num_conv *c, const num_raw *r, size_t n, num_dec *out)
{
    if (tyc_ds_start(&c->x, r->l, r->n, r->exp - (long)r->n * 64) ||
        tyc_ds_fill(&c->x, n + 2) || ds_dec(&c->x, out))
        return -1;
    tyc_dec_round(out, n);
    return 0;
}

static void add_zeros(tyc_buf *b, long n)
{
    static const char z[] = "0000000000000000000000000000000000000000000000000000000000000000";
    while (n > 0) {
        size_t k = n > 64 ? 64 : (size_t)n;
        tyc_buf_add(b, z, k);
        n -= (long)k;
    }
}

/* Length of Go's fmtF output for d with prec fraction digits. */
static size_t fixed_len(const num_dec *d, long prec)
{
    return (size_t)(d->exp > 0 ? d->exp : 1) + (prec > 0 ? (size_t)prec + 1 : 0);
}

/* Go's fmtF into out (fixed_len bytes): integer part padded with zeros, then prec
** fraction digits. */
static void fixed_write(char *out, const num_dec *d, long prec)
{
    long n = (long)d->n;
    if (d->exp > 0) {
        long m = n < d->exp ? n : d->exp;
        memcpy(out, d->dig, (size_t)m);
        memset(out + m, '0', (size_t)(d->exp - m));
        out += d->exp;
    } else {
        *out++ = '0';
    }
    if (prec <= 0)
        return;
    *out++ = '.';
    for (long i = 0, j = d->exp; i < prec; i++, j++)
        *out++ = j >= 0 && j < n ? d->dig[j] : '0';
}

static void fmt_fixed(tyc_buf *b, const num_dec *d, long prec)
{
    char tmp[512];
    size_t len = fixed_len(d, prec);
    if (len <= sizeof tmp) {
        fixed_write(tmp, d, prec);
        tyc_buf_add(b, tmp, len);
        return;
    }
    void *(*af)(size_t);
    void (*ff)(void *, size_t);
    mp_get_memory_functions(&af, NULL, &ff);
    char *p = af(len);
    if (!p) {
        b->failed = 1;
        return;
    }
    fixed_write(p, d, prec);
    tyc_buf_add(b, p, len);
    ff(p, len);
}

/* Go's fmtE: d.ddde±dd with prec digits after the point. */
static void fmt_exp(tyc_buf *b, const num_dec *d, long prec)
{
    long n = (long)d->n;
    tyc_buf_addc(b, n > 0 ? d->dig[0] : '0');
    if (prec > 0) {
        tyc_buf_addc(b, '.');
        long m = n < prec + 1 ? n : prec + 1;
        if (m > 1)
            tyc_buf_add(b, d->dig + 1, (size_t)(m - 1));
        add_zeros(b, prec + 1 - (m > 1 ? m : 1));
    }
    long e = n > 0 ? d->exp - 1 : 0;
    tyc_buf_addf(b, "e%c%s%ld", e < 0 ? '-' : '+', (e < 10 && e > -10) ? "0" : "",
                 e < 0 ? -e : e);
}

/* Go's %g choice for Text('g', prec) once d is rounded to prec digits. */
static void fmt_g(tyc_buf *b, const num_dec *d, long prec)
{
    long n = (long)d->n, eprec = prec;
    if (eprec > n && n >= d->exp)
        eprec = n;
    long e = d->exp - 1;
    if (e < -4 || e >= eprec) {
        fmt_exp(b, d, (prec > n ? n : prec) - 1);
        return;
    }
    if (prec > d->exp)
        prec = n;
    fmt_fixed(b, d, prec - d->exp > 0 ? prec - d->exp : 0);
}

/* Decimal digits of |i| (no sign); returns the length. */
static size_t u64_digits(char *out, int64_t i)
{
    uint64_t u = i < 0 ? (uint64_t)0 - (uint64_t)i : (uint64_t)i;
    char tmp[24];
    size_t m = 0;
    do {
        tmp[m++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    for (size_t j = 0; j < m; j++)
        out[j] = tmp[m - 1 - j];
    return m;
}

/* Writes the plain integer text of a small number into out (>= 24 bytes) when that is its
** Text('f',-1) (the value fits in its precision); returns the length or 0. */
static size_t small_text(const tyc_num *x, char *out)
{
    if (x->kind != NUM_SMALL)
        return 0;
    uint64_t u = x->i < 0 ? (uint64_t)0 - (uint64_t)x->i : (uint64_t)x->i;
    if (u != 0 && 64u - (unsigned)__builtin_clzll(u) > x->prec)
        return 0;
    size_t k = 0;
    if (x->i < 0)
        out[k++] = '-';
    return k + u64_digits(out + k, x->i);
}

/* Writes the sign and the special forms; returns 1 when the text is complete. */
static int text_special(tyc_buf *b, const num_raw *r)
{
    if (r->neg)
        tyc_buf_addc(b, '-');
    if (r->kind == RAW_INF) {
        if (!r->neg)
            tyc_buf_addc(b, '+');
        tyc_buf_addz(b, "Inf");
        return 1;
    }
    if (r->kind == RAW_ZERO) {
        tyc_buf_addc(b, '0');
        return 1;
    }
    return 0;
}

/* Fraction digits of the shortest form of d. */
static long short_prec(const num_dec *d)
{
    return (long)d->n - d->exp > 0 ? (long)d->n - d->exp : 0;
}

/* Text('f',-1) appended to b; small integers that fit their precision and dec numbers
** print directly. */
void tyc_num_buf_text(tyc_buf *b, const tyc_num *x)
{
    char tmp[NUM_DEC_TEXTMAX];
    size_t k = x->kind == NUM_DEC ? tyc_num_dec_text(x, tmp) : small_text(x, tmp);
    if (k) {
        tyc_buf_add(b, tmp, k);
        return;
    }
    num_raw r;
    tyc_num_raw(x, &r);
    if (text_special(b, &r))
        return;
    num_conv c;
    num_dec d;
    tyc_num_conv_init(&c);
    if (tyc_num_shortest(&c, &r, &d) == 0)
        fmt_fixed(b, &d, short_prec(&d));
    else
        b->failed = 1;
    tyc_num_conv_free(&c);
}

/* Text of a finite nonzero big number straight into the arena. */
static const char *text_regular(tyc_arena *a, const num_raw *r)
{
    num_conv c;
    num_dec d;
    char *out = NULL;
    tyc_num_conv_init(&c);
    if (tyc_num_shortest(&c, r, &d) == 0) {
        long prec = short_prec(&d);
        size_t len = fixed_len(&d, prec) + (size_t)r->neg;
        out = tyc_alloc_raw(a, len + 1);
        if (out) {
            out[0] = '-';
            fixed_write(out + r->neg, &d, prec);
            out[len] = '\0';
        }
    }
    tyc_num_conv_free(&c);
    return out;
}

/* Text('f',-1) into the arena, written in place at its exact length. */
const char *tyc_num_text(tyc_arena *a, const tyc_num *x)
{
    char tmp[NUM_DEC_TEXTMAX];
    size_t k = x->kind == NUM_DEC ? tyc_num_dec_text(x, tmp) : small_text(x, tmp);
    if (k)
        return tyc_strndup(a, tmp, k);
    num_raw r;
    tyc_num_raw(x, &r);
    if (r.kind == RAW_REGULAR)
        return text_regular(a, &r);
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    text_special(&b, &r);
    return tyc_buf_to_arena(&b, a);
}

/* The digits of a dec number when rounding them to 10 digits gives what rounding its exact
** binary value does: always unless the digits past the tenth are exactly "5" (a tie the
** binary value breaks by lying above or below the decimal). 1 when d is set. */
static int dec_g10(const tyc_num *x, char *dig, num_dec *d)
{
    size_t n = tyc_num_dec_digits(x, dig);
    if (n == 11 && dig[10] == '5')
        return 0;
    d->dig = dig;
    d->n = n;
    d->exp = (long)n - (long)x->k;
    return 1;
}

/* Text('g',10): the exact decimal rounded half-even to 10 digits, then Go's %g choice. */
void tyc_num_buf_g10(tyc_buf *b, const tyc_num *x)
{
    char dig[24];
    num_dec d;
    if (x->kind == NUM_DEC && dec_g10(x, dig, &d)) {
        if (x->i < 0)
            tyc_buf_addc(b, '-');
        tyc_dec_round(&d, 10);
        fmt_g(b, &d, 10);
        return;
    }
    num_raw r;
    tyc_num_raw(x, &r);
    if (r.kind != RAW_REGULAR) {
        text_special(b, &r);
        return;
    }
    if (r.neg)
        tyc_buf_addc(b, '-');
    if (x->kind == NUM_SMALL) {
        d.dig = dig;
        d.n = u64_digits(dig, x->i);
        d.exp = (long)d.n;
        while (d.dig[d.n - 1] == '0')
            d.n--;
        tyc_dec_round(&d, 10);
        fmt_g(b, &d, 10);
        return;
    }
    num_conv c;
    tyc_num_conv_init(&c);
    if (tyc_num_exact_round(&c, &r, 10, &d) == 0)
        fmt_g(b, &d, 10);
    else
        b->failed = 1;
    tyc_num_conv_free(&c);
}
