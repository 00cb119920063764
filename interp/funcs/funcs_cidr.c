/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_cidr.c: Terraform's CIDR functions (cidrhost, cidrnetmask, cidrsubnet,
** cidrsubnets) with hashicorp/go-cidr semantics, for IPv4 and IPv6. Addresses are 128-bit
** integers with a width of 32 or 128 bits; text follows Go's net.IP.String.
*/
#include "interp/funcs/funcs_int.h"
#include "runtime/num/num_int.h"

typedef unsigned __int128 u128;

typedef struct cidr {
    u128 ip;   /* the network address (masked) */
    int bits;  /* 32 or 128 */
    int plen;  /* prefix length */
} cidr;

static int parse_v4(const char *s, size_t n, u128 *out)
{
    uint32_t v = 0;
    size_t i = 0;
    for (int part = 0; part < 4; part++) {
        if (part && (i >= n || s[i++] != '.'))
            return -1;
        uint32_t x = 0;
        size_t st = i;
        while (i < n && s[i] >= '0' && s[i] <= '9' && i - st < 3)
            x = x * 10 + (uint32_t)(s[i++] - '0');
        if (i == st || x > 255)
            return -1;
        v = v << 8 | x;
    }
    if (i != n)
        return -1;
    *out = v;
    return 0;
}

static int hexd(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : (c | 32) >= 'a' && (c | 32) <= 'f' ? (c | 32) - 'a' + 10
                                                                              : -1;
}

static int parse_v6(const char *s, size_t n, u128 *out)
{
    uint16_t g[8] = {0};
    int ng = 0, gap = -1;
    size_t i = 0;
    if (n >= 2 && s[0] == ':' && s[1] == ':') {
        gap = 0;
        i = 2;
    }
    while (i < n && ng < 8) {
        size_t st = i;
        uint32_t x = 0;
        while (i < n && hexd(s[i]) >= 0 && i - st < 4)
            x = x * 16 + (uint32_t)hexd(s[i++]);
        if (i < n && s[i] == '.' && ng <= 6) { /* embedded IPv4 */
            u128 v4;
            if (parse_v4(s + st, n - st, &v4) < 0)
                return -1;
            g[ng++] = (uint16_t)(v4 >> 16);
            g[ng++] = (uint16_t)v4;
            i = n;
            break;
        }
        if (i == st)
            return -1;
        g[ng++] = (uint16_t)x;
        if (i == n)
            break;
        if (s[i] != ':')
            return -1;
        i++;
        if (i < n && s[i] == ':') {
            if (gap >= 0)
                return -1;
            gap = ng;
            i++;
        } else if (i == n) {
            return -1;
        }
    }
    if (i != n || (gap < 0 && ng != 8) || (gap >= 0 && ng > 7))
        return -1;
    u128 v = 0;
    int fill = gap >= 0 ? 8 - ng : 0;
    for (int k = 0, j = 0; k < 8; k++) {
        uint16_t x = 0;
        if (gap >= 0 && k >= gap && k < gap + fill)
            x = 0;
        else
            x = g[j++];
        v = v << 16 | x;
    }
    *out = v;
    return 0;
}

static u128 mask_of(int bits, int plen)
{
    u128 all = bits == 128 ? ~(u128)0 : (((u128)1 << 32) - 1);
    if (plen == 0)
        return 0;
    return all & ~((((u128)1) << (bits - plen)) - 1);
}

/* Go's net.ParseCIDR (Terraform's fork: IPv4 leading zeros accepted). 0 or -1. */
static int parse_cidr(tyc_str s, cidr *c)
{
    const char *sl = memchr(s.p, '/', s.len);
    if (!sl)
        return -1;
    size_t an = (size_t)(sl - s.p), pn = s.len - an - 1;
    if (parse_v4(s.p, an, &c->ip) == 0)
        c->bits = 32;
    else if (parse_v6(s.p, an, &c->ip) == 0)
        c->bits = 128;
    else
        return -1;
    int p = 0;
    if (pn == 0 || pn > 3)
        return -1;
    for (size_t i = 0; i < pn; i++) {
        char d = sl[1 + i];
        if (d < '0' || d > '9' || (i == 0 && d == '0' && pn > 1))
            return -1;
        p = p * 10 + (d - '0');
    }
    if (p > c->bits)
        return -1;
    c->plen = p;
    c->ip &= mask_of(c->bits, p);
    return 0;
}

/* Go's net.IP.String. */
static void ip_text(tyc_buf *b, u128 ip, int bits)
{
    if (bits == 32 || (ip >> 32) == 0xFFFF) {
        uint32_t v = (uint32_t)ip;
        tyc_buf_addf(b, "%u.%u.%u.%u", v >> 24, (v >> 16) & 255, (v >> 8) & 255, v & 255);
        return;
    }
    uint16_t g[8];
    for (int k = 0; k < 8; k++)
        g[k] = (uint16_t)(ip >> (16 * (7 - k)));
    int best = -1, bl = 0;
    for (int k = 0; k < 8;) {
        int j = k;
        while (j < 8 && g[j] == 0)
            j++;
        if (j - k > bl && j - k >= 2) {
            best = k;
            bl = j - k;
        }
        k = j > k ? j : k + 1;
    }
    for (int k = 0; k < 8; k++) {
        if (k == best) {
            tyc_buf_addz(b, "::");
            k += bl - 1;
            continue;
        }
        if (k && k != best + bl)
            tyc_buf_addc(b, ':');
        tyc_buf_addf(b, "%x", g[k]);
    }
}

static const tyc_value *ip_val(tyc_evalctx *ec, u128 ip, int bits, int plen)
{
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    ip_text(&b, ip, bits);
    if (plen >= 0)
        tyc_buf_addf(&b, "/%d", plen);
    return tyc_fn_bufval(ec, &b);
}

/* net.IP.To4() != nil for a 16-byte address: ::ffff:a.b.c.d. */
static int is_mapped(u128 ip)
{
    return (ip >> 32) == 0xFFFF;
}

/* Reads the prefix argument; reports "invalid CIDR expression" as a plain or arg error. */
static int prefix_arg(FN_ARGS, cidr *c, int argerr)
{
    tyc_str s;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0)
        return -1;
    if (parse_cidr(s, c) == 0)
        return 0;
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    tyc_buf_addstr(&b, s);
    char *t = tyc_buf_to_arena(&b, ec->arena);
    if (t && argerr)
        tyc_fn_argerr(ec, call, 0, "invalid CIDR expression: invalid CIDR address: %s", t);
    else if (t)
        tyc_fn_err(ec, call, "invalid CIDR expression: invalid CIDR address: %s", t);
    return -1;
}

/* A number argument Terraform reads as a *big.Int (gocty): a fraction is "value must be a
** whole number". Within int64, *out is it; beyond, *big is the number (Terraform parses the
** prefix before it finds such a number too large). 0 or -1 after reporting. */
static int big_arg(FN_ARGS, uint32_t i, int64_t *out, const tyc_num **big)
{
    const tyc_num *x;
    (void)nargs;
    *big = NULL;
    if (tyc_fn_num(ec, call, args, i, &x) < 0)
        return -1;
    if (!tyc_num_is_int(x)) {
        tyc_fn_err(ec, call, "value must be a whole number");
        return -1;
    }
    if (!tyc_num_to_int64(x, out))
        *big = x;
    return 0;
}

/* The low 128 bits of z's magnitude. */
static u128 low128(mpz_srcptr z)
{
    u128 r = 0;
    size_t n = mpz_size(z);
    for (size_t i = 0; i < n && i * GMP_NUMB_BITS < 128; i++)
        r |= (u128)mpz_getlimbn(z, (mp_size_t)i) << (i * GMP_NUMB_BITS);
    return r;
}

/* go-cidr's HostBig on a host number beyond int64 (hl free bits): a positive one is checked
** by its low 64 bits only, a negative one counts back from the top. 0 with *num, or -1 after
** reporting "does not accommodate" with the number as go-cidr prints it. */
static int big_host(tyc_evalctx *ec, const tyc_node *call, const tyc_num *x, int plen, int hl,
                    u128 *num)
{
    num_tmp tm;
    mpz_t z, max;
    mpz_inits(z, max, NULL);
    mpfr_get_z(z, tyc_num_view(x, &tm), MPFR_RNDN);
    mpz_setbit(max, (mp_bitcnt_t)hl);
    mpz_sub_ui(max, max, 1);
    int bad;
    if (mpz_sgn(z) < 0) {
        mpz_neg(z, z);
        mpz_sub_ui(z, z, 1);
        bad = mpz_cmp(z, max) > 0;
        mpz_sub(z, max, z);
    } else {
        /* big.Int.Uint64: the low 64 bits */
        bad = (u128)(mpz_size(z) ? (uint64_t)mpz_getlimbn(z, 0) : 0) > low128(max);
    }
    *num = low128(z);
    if (mpz_sgn(z) < 0)
        *num = (u128)0 - *num;
    char *t = bad ? tyc_alloc_raw(ec->arena, mpz_sizeinbase(z, 10) + 2) : NULL;
    if (t)
        mpz_get_str(t, 10, z);
    mpz_clears(z, max, NULL);
    if (!bad)
        return 0;
    if (t)
        tyc_fn_err(ec, call, "prefix of %d does not accommodate a host numbered %s", plen, t);
    return -1;
}

const tyc_value *tyc_f_cidrhost(FN_ARGS)
{
    cidr c;
    int64_t h;
    const tyc_num *big;
    /* Terraform reads the host number before it parses the prefix */
    if (big_arg(ec, call, args, nargs, 1, &h, &big) < 0 ||
        prefix_arg(ec, call, args, nargs, &c, 0) < 0)
        return NULL;
    int hl = c.bits - c.plen;
    u128 max = hl >= 128 ? ~(u128)0 : (((u128)1) << hl) - 1;
    u128 num;
    if (big) {
        if (big_host(ec, call, big, c.plen, hl, &num) < 0)
            return NULL;
    } else if (h < 0) {
        u128 neg = (u128)(-(h + 1));
        if (neg > max)
            return tyc_fn_err(ec, call, "prefix of %d does not accommodate a host numbered %lld",
                              c.plen, (long long)h + (hl < 63 ? (long long)(max + 1) : 0));
        num = max - neg;
    } else {
        num = (u128)h;
        if (num > max)
            return tyc_fn_err(ec, call, "prefix of %d does not accommodate a host numbered %lld",
                              c.plen, (long long)h);
    }
    /* go-cidr inserts the number at the width of ip.To4(): 32 bits for an IPv4-mapped IPv6
    ** network, which lands it 96 bits up in the 128-bit address */
    int shift = c.bits == 128 && is_mapped(c.ip) ? 96 : 0;
    return ip_val(ec, c.ip | (shift ? num << shift : num), c.bits, -1);
}

const tyc_value *tyc_f_cidrnetmask(FN_ARGS)
{
    cidr c;
    if (prefix_arg(ec, call, args, nargs, &c, 0) < 0)
        return NULL;
    if (c.bits == 128 && !is_mapped(c.ip))
        return tyc_fn_err(ec, call, "IPv6 addresses cannot have a netmask: %.*s",
                          (int)args[0]->n, args[0]->u.s);
    return ip_val(ec, mask_of(c.bits, c.plen), c.bits, -1); /* a mapped one: all 16 bytes */
}

const tyc_value *tyc_f_cidrsubnet(FN_ARGS)
{
    cidr c;
    int64_t nb, num;
    /* Terraform reads both numbers before it parses the prefix */
    const tyc_num *big;
    if (tyc_fn_int(ec, call, args, 1, &nb, 0) < 0 ||
        big_arg(ec, call, args, nargs, 2, &num, &big) < 0 ||
        prefix_arg(ec, call, args, nargs, &c, 0) < 0)
        return NULL;
    /* go-cidr's SubnetBig checks the address space first */
    if (nb > c.bits || c.plen + nb > c.bits || c.plen + nb < 0)
        return tyc_fn_err(ec, call, "insufficient address space to extend prefix of %d by %lld",
                          c.plen, (long long)nb);
    if (big && nb < 64) { /* go-cidr: more bits than the extension, whatever its sign */
        tyc_buf b;
        tyc_buf_init(&b, ec->arena->ctx);
        tyc_num_buf_text(&b, big);
        char *t = tyc_buf_to_arena(&b, ec->arena);
        return t ? tyc_fn_err(ec, call, "prefix extension of %lld does not accommodate a "
                              "subnet numbered %s", (long long)nb, t) : NULL;
    }
    if (big) { /* beyond int64, 64 bits or more of extension (IPv6): go-cidr ORs it in */
        num_tmp tm;
        mpz_t z;
        mpz_init(z);
        mpfr_get_z(z, tyc_num_view(big, &tm), MPFR_RNDN);
        int shift = c.bits - (c.plen + (int)nb);
        int fits = mpz_sgn(z) > 0 && mpz_sizeinbase(z, 2) + (size_t)shift <= 128;
        u128 m = fits ? low128(z) << shift : 0;
        mpz_clear(z);
        if (!fits) /* (negative: Go's two's complement Or; wider: Go panics) */
            return tyc_fn_err(ec, call, "value must be a whole number, between "
                              "-9223372036854775808 and 9223372036854775807");
        return ip_val(ec, c.ip | m, c.bits, c.plen + (int)nb);
    }
    /* go-cidr's SubnetBig, quirks included: a negative newbits shortens the prefix (Terraform
    ** panics below length 0: an error here); the net number is checked by the low 64 bits of
    ** its magnitude and a negative one is ORed in two's complement, then printed by its
    ** magnitude (big.Int.Bytes) */
    int np = c.plen + (int)nb;
    uint64_t mag = num < 0 ? (uint64_t)0 - (uint64_t)num : (uint64_t)num;
    uint64_t maxnet = nb < 0 || nb >= 64 ? UINT64_MAX : ((uint64_t)1 << nb) - 1;
    if (mag > maxnet)
        return tyc_fn_err(ec, call, "prefix extension of %lld does not accommodate a subnet "
                          "numbered %lld", (long long)nb, (long long)num);
    int shift = c.bits - np;
    u128 all = c.bits == 128 ? ~(u128)0 : (((u128)1) << 32) - 1;
    u128 m = shift >= 128 ? 0 : (u128)mag << shift;
    u128 ip = num >= 0 ? c.ip | m : (((m - 1) & ~c.ip) + 1);
    ip &= all;
    /* net.IPNet.String prints a mapped address as IPv4 with the last 32 bits of the mask */
    if (c.bits == 128 && is_mapped(ip))
        np = np >= 96 ? np - 96 : 0;
    return ip_val(ec, ip, c.bits, np);
}

const tyc_value *tyc_f_cidrsubnets(FN_ARGS)
{
    cidr c;
    tyc_arena *a = ec->arena;
    const tyc_num *x;
    for (uint32_t i = 1; i < nargs; i++) /* the parameters' types are checked first (cty) */
        if (tyc_fn_num(ec, call, args, i, &x) < 0)
            return NULL;
    if (prefix_arg(ec, call, args, nargs, &c, 1) < 0)
        return NULL;
    const tyc_value **out = TYC_NEWN(a, const tyc_value *, nargs);
    if (!out)
        return NULL;
    u128 all = c.bits == 128 ? ~(u128)0 : (((u128)1) << 32) - 1;
    u128 next = c.ip; /* the first address not yet allocated */
    u128 end = c.ip | (all & ~mask_of(c.bits, c.plen));
    int wrapped = 0;
    for (uint32_t i = 1; i < nargs; i++) {
        int64_t len;
        if (tyc_fn_int(ec, call, args, i, &len, 1) < 0)
            return NULL;
        if (len < 1)
            return tyc_fn_argerr(ec, call, i, "must extend prefix by at least one bit");
        if (len > 32)
            return tyc_fn_argerr(ec, call, i, "may not extend prefix by more than 32 bits");
        int pl = c.plen + (int)len;
        if (pl > c.bits)
            return tyc_fn_argerr(ec, call, i, "would extend prefix to %d bits, which is too long "
                                 "for an %s address", pl, c.bits == 32 ? "IPv4" : "IPv6");
        u128 m = mask_of(c.bits, pl), size = (all & ~m) + 1;
        u128 start = (next + (size - 1)) & m; /* align up */
        if (wrapped || start < next || start > end || ((start + size - 1) & all) > end) {
            tyc_buf b;
            tyc_buf_init(&b, a->ctx);
            if (i == 1)
                ip_text(&b, (c.ip - 1) & all & m, c.bits);
            else
                tyc_buf_addstr(&b, tyc_v_str(out[i - 2]));
            char *t = tyc_buf_to_arena(&b, a);
            if (i == 1 && t)
                t = tyc_sprintf(a, "%s/%d", t, pl);
            return t ? tyc_fn_argerr(ec, call, i, "not enough remaining address space for a "
                                     "subnet with a prefix of %d bits after %s", pl, t) : NULL;
        }
        if (!(out[i - 1] = ip_val(ec, start, c.bits, pl)))
            return NULL;
        next = (start + size) & all;
        wrapped = next == 0;
    }
    return tyc_v_list(a, &tyc_t_string, out, nargs - 1);
}
