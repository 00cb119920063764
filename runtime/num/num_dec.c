/* SPDX-License-Identifier: Apache-2.0 */
/*
** num_dec.c: exact binary-to-decimal conversion as lazy digit streams, plus Go's decimal
** rounding helpers. The fraction is kept left-aligned in limbs so that each digit is the
** carry of one multiplication by 10; tiny values are pre-scaled by a power of 10.
*/
#include "runtime/num/num_int.h"

static void *scratch_alloc(size_t n)
{
    void *(*af)(size_t);
    mp_get_memory_functions(&af, NULL, NULL);
    return af(n);
}

static void scratch_free(void *p, size_t n)
{
    void (*ff)(void *, size_t);
    mp_get_memory_functions(NULL, NULL, &ff);
    ff(p, n);
}

/* An empty stream using the inline buffers. */
void tyc_ds_init(num_ds *s)
{
    s->fr = s->fin;
    s->fcap = DS_INLINE_LIMBS;
    s->fn = s->lo = 0;
    s->d = s->din;
    s->cap = DS_INLINE_DIGITS;
    s->n = 0;
    s->exp = 0;
    s->done = s->leading = s->failed = 0;
}

/* Releases any scratch taken from GMP's allocator; s can be started again. */
void tyc_ds_free(num_ds *s)
{
    if (s->fr != s->fin)
        scratch_free(s->fr, s->fcap * sizeof(mp_limb_t));
    if (s->d != s->din)
        scratch_free(s->d, s->cap);
    tyc_ds_init(s);
}

/* Grows the digit buffer (doubling) so that want digits plus a spare fit. */
int tyc_ds_reserve(num_ds *s, size_t want)
{
    if (want + 1 <= s->cap)
        return 0;
    size_t cap = s->cap * 2 > want + 1 ? s->cap * 2 : want + 1;
    char *p = scratch_alloc(cap);
    if (!p) {
        s->failed = 1;
        return -1;
    }
    memcpy(p, s->d, s->n);
    if (s->d != s->din)
        scratch_free(s->d, s->cap);
    s->d = p;
    s->cap = cap;
    return 0;
}

static int reserve_limbs(num_ds *s, size_t n)
{
    if (n <= s->fcap)
        return 0;
    mp_limb_t *p = scratch_alloc(n * sizeof(mp_limb_t));
    if (!p) {
        s->failed = 1;
        return -1;
    }
    if (s->fr != s->fin)
        scratch_free(s->fr, s->fcap * sizeof(mp_limb_t));
    s->fr = p;
    s->fcap = n;
    return 0;
}

static unsigned long bitlen(const mp_limb_t *np, mp_size_t nn)
{
    return (unsigned long)nn * 64 - (unsigned long)__builtin_clzll(np[nn - 1]);
}

/* Writes the digits of the small integer u (> 0); sets n. */
static void put_u64(num_ds *s, uint64_t u)
{
    char tmp[20];
    size_t m = 0;
    while (u >= 10) {
        tmp[m++] = (char)('0' + u % 10);
        u /= 10;
        tmp[m++] = (char)('0' + u % 10);
        u /= 10;
    }
    if (u)
        tmp[m++] = (char)('0' + u);
    for (size_t j = 0; j < m; j++)
        s->d[j] = tmp[m - 1 - j];
    s->n = m;
}

/* Appends the decimal digits of the integer (N << shl) >> k (nonzero; k or shl is 0) and
** sets exp to their count. */
static int put_int(num_ds *s, const mp_limb_t *np, mp_size_t nn, unsigned long k,
                   unsigned long shl)
{
    unsigned long bl = bitlen(np, nn);
    if (bl + shl - k <= 64) {
        mp_size_t q = (mp_size_t)(k / 64);
        unsigned r = (unsigned)(k % 64);
        uint64_t u = shl ? np[0] << shl : np[q] >> r;
        if (!shl && r && q + 1 < nn)
            u |= np[q + 1] << (64 - r);
        put_u64(s, u);
    } else {
        mpz_t ro, t;
        mpz_roinit_n(ro, np, nn);
        mpz_init(t);
        if (shl > 0)
            mpz_mul_2exp(t, ro, (mp_bitcnt_t)shl);
        else
            mpz_fdiv_q_2exp(t, ro, k);
        size_t need = mpz_sizeinbase(t, 10) + 1;
        if (tyc_ds_reserve(s, need) != 0) {
            mpz_clear(t);
            return -1;
        }
        mpz_get_str(s->d, 10, t);
        s->n = strlen(s->d);
        mpz_clear(t);
    }
    s->exp = (long)s->n;
    return 0;
}

/* Sets the fraction to the low k bits of N, left-aligned in ceil(k/64) limbs. */
static int put_frac(num_ds *s, const mp_limb_t *np, mp_size_t nn, unsigned long k)
{
    mp_size_t fl = (mp_size_t)((k + 63) / 64);
    unsigned sh = (unsigned)((unsigned long)fl * 64 - k);
    if (reserve_limbs(s, (size_t)(fl > nn + 1 ? fl : nn + 1)) != 0)
        return -1;
    mp_limb_t *f = s->fr;
    mp_size_t m = nn < fl ? nn : fl; /* low limbs of N that matter */
    mp_limb_t carry = 0;
    if (sh)
        carry = mpn_lshift(f, np, m, sh);
    else
        mpn_copyi(f, np, m);
    if (m < fl) {
        f[m] = carry;
        for (mp_size_t j = m + 1; j < fl; j++)
            f[j] = 0;
    }
    s->fn = fl;
    s->lo = 0;
    while (s->lo < fl && f[s->lo] == 0)
        s->lo++;
    return 0;
}

static void trim(num_ds *s)
{
    while (s->n > 0 && s->d[s->n - 1] == '0')
        s->n--;
    s->done = 1;
}

/* Value < 1: pre-scale by 10^z (z safely below the count of leading zero digits). */
static int start_small(num_ds *s, const mp_limb_t *np, mp_size_t nn, unsigned long k)
{
    unsigned long gap = k - bitlen(np, nn);
    s->leading = 1;
    if (gap < 128)
        return put_frac(s, np, nn, k);
    unsigned long z = (unsigned long)((double)gap * 0.30102999566398) - 1;
    mpz_t ro, t;
    mpz_roinit_n(ro, np, nn);
    mpz_init(t);
    mpz_ui_pow_ui(t, 5, z);
    mpz_mul(t, t, ro);
    int rc = put_frac(s, mpz_limbs_read(t), (mp_size_t)mpz_size(t), k - z);
    mpz_clear(t);
    s->exp = -(long)z;
    return rc;
}

/* Integer digits are made at once (GMP for more than 64 bits); fraction digits are made
** lazily by tyc_ds_fill. */
int tyc_ds_start(num_ds *s, const mp_limb_t *np, mp_size_t nn, long e)
{
    s->n = 0;
    s->exp = 0;
    s->done = s->leading = 0;
    s->fn = s->lo = 0;
    if (e >= 0) {
        if (put_int(s, np, nn, 0, (unsigned long)e) != 0)
            return -1;
        trim(s);
        return 0;
    }
    unsigned long k = (unsigned long)-e;
    if (bitlen(np, nn) <= k)
        return start_small(s, np, nn, k);
    if (put_int(s, np, nn, k, 0) != 0 || put_frac(s, np, nn, k) != 0)
        return -1;
    if (s->lo == s->fn)
        trim(s);
    return 0;
}

#define CHUNK 19                               /* digits per multiplication */
#define CHUNK_POW UINT64_C(10000000000000000000) /* 10^19 < 2^64 */

/* Writes ch (< 10^19) as exactly 19 digits, two at a time. */
static void put_chunk(char *out, uint64_t ch)
{
    static const char d2[] = "00010203040506070809101112131415161718192021222324252627282930313233"
                             "34353637383940414243444546474849505152535455565758596061626364656667"
                             "6869707172737475767778798081828384858687888990919293949596979899";
    for (int j = CHUNK - 2; j >= 1; j -= 2) {
        unsigned r = (unsigned)(ch % 100);
        ch /= 100;
        out[j] = d2[2 * r];
        out[j + 1] = d2[2 * r + 1];
    }
    out[0] = (char)('0' + ch);
}

/* Appends the next CHUNK digits of the fraction (skipping leading zeros of the value). */
static int next_chunk(num_ds *s)
{
    mp_limb_t ch = mpn_mul_1(s->fr + s->lo, s->fr + s->lo, s->fn - s->lo, CHUNK_POW);
    while (s->lo < s->fn && s->fr[s->lo] == 0)
        s->lo++;
    char tmp[CHUNK];
    put_chunk(tmp, ch);
    int z = 0;
    if (s->leading) {
        while (z < CHUNK && tmp[z] == '0')
            z++;
        s->exp -= z;
        if (z == CHUNK)
            return 0;
        s->leading = 0;
    }
    if (tyc_ds_reserve(s, s->n + CHUNK) != 0)
        return -1;
    memcpy(s->d + s->n, tmp + z, (size_t)(CHUNK - z));
    s->n += (size_t)(CHUNK - z);
    return 0;
}

/* Makes chunks of 19 digits until want digits exist or the fraction is exhausted. */
int tyc_ds_fill(num_ds *s, size_t want)
{
    while (!s->done && s->n < want) {
        if (s->lo == s->fn) {
            trim(s);
            break;
        }
        if (next_chunk(s) != 0)
            return -1;
        if (s->lo == s->fn)
            trim(s);
    }
    return s->failed ? -1 : 0;
}

static void dec_trim(num_dec *d)
{
    while (d->n > 0 && d->dig[d->n - 1] == '0')
        d->n--;
    if (d->n == 0)
        d->exp = 0;
}

/* Go's decimal.roundUp: keep n digits and add one ulp (9s carry; all 9s become 1). */
void tyc_dec_round_up(num_dec *d, size_t n)
{
    if (n >= d->n)
        return;
    while (n > 0 && d->dig[n - 1] >= '9')
        n--;
    if (n == 0) {
        d->dig[0] = '1';
        d->n = 1;
        d->exp++;
        return;
    }
    d->dig[n - 1]++;
    d->n = n;
}

/* Go's decimal.roundDown: truncate to n digits, then drop trailing zeros. */
void tyc_dec_round_down(num_dec *d, size_t n)
{
    if (n >= d->n)
        return;
    d->n = n;
    dec_trim(d);
}

/* Go's decimal.round: half to even when digit n is the last and is 5. */
void tyc_dec_round(num_dec *d, size_t n)
{
    if (n >= d->n)
        return;
    int up;
    if (d->dig[n] == '5' && n + 1 == d->n)
        up = n > 0 && ((d->dig[n - 1] - '0') & 1) != 0;
    else
        up = d->dig[n] >= '5';
    if (up)
        tyc_dec_round_up(d, n);
    else
        tyc_dec_round_down(d, n);
}
