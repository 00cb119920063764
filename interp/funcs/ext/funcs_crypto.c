/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_crypto.c: Terraform's hash, bcrypt, RSA and UUID functions: md5, sha1, sha256,
** sha512, base64sha256, base64sha512 (and the file* forms' core), bcrypt (libxcrypt,
** Go's $2a$ format and cost rules), rsadecrypt (OpenSSL, PKCS #1 v1.5), uuid (128 random
** bits formatted as hashicorp/go-uuid does) and uuidv5 (RFC 4122 name-based, SHA-1).
*/
#define _GNU_SOURCE
#include <crypt.h>
#include <string.h>
#include <strings.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>

#include "interp/funcs/ext/ext.h"
#include "runtime/base/str.h"

/* kind: 0 md5, 1 sha1, 2 sha256, 3 sha512 */
static const EVP_MD *md_of(int kind)
{
    switch (kind) {
    case 0: return EVP_md5();
    case 1: return EVP_sha1();
    case 2: return EVP_sha256();
    default: return EVP_sha512();
    }
}

const tyc_value *tyc_x_digest(tyc_evalctx *ec, const char *p, size_t n, int kind, int base64)
{
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned int mdn = 0;
    if (!EVP_Digest(p, n, md, &mdn, md_of(kind), NULL))
        return NULL;
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    if (base64)
        tyc_x_b64enc(&b, md, mdn);
    else
        tyc_x_hex(&b, md, mdn);
    return tyc_fn_bufval(ec, &b);
}

static const tyc_value *str_hash(FN_ARGS, int kind, int base64)
{
    tyc_str s;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0)
        return NULL;
    return tyc_x_digest(ec, s.p, s.len, kind, base64);
}

const tyc_value *tyc_f_md5(FN_ARGS) { return str_hash(ec, call, args, nargs, 0, 0); }
const tyc_value *tyc_f_sha1(FN_ARGS) { return str_hash(ec, call, args, nargs, 1, 0); }
const tyc_value *tyc_f_sha256(FN_ARGS) { return str_hash(ec, call, args, nargs, 2, 0); }
const tyc_value *tyc_f_sha512(FN_ARGS) { return str_hash(ec, call, args, nargs, 3, 0); }
const tyc_value *tyc_f_base64sha256(FN_ARGS) { return str_hash(ec, call, args, nargs, 2, 1); }
const tyc_value *tyc_f_base64sha512(FN_ARGS) { return str_hash(ec, call, args, nargs, 3, 1); }

/* bcrypt(str, cost...): golang.org/x/crypto/bcrypt's GenerateFromPassword, "$2a$". */
const tyc_value *tyc_f_bcrypt(FN_ARGS)
{
    tyc_str s;
    int64_t cost = 10;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0)
        return NULL;
    if (nargs > 1 && tyc_fn_int(ec, call, args, 1, &cost, 0) < 0)
        return NULL;
    if (nargs > 2)
        return tyc_fn_err(ec, call, "bcrypt() takes no more than two arguments");
    if (ec->pure_only)
        return tyc_fn_unknown(ec, &tyc_t_string);
    if (cost > 31)
        return tyc_fn_err(ec, call, "error occured generating password crypto/bcrypt: cost %lld "
                          "is outside allowed range (4,31)", (long long)cost);
    if (cost < 4)
        cost = 10; /* Go: below MinCost means DefaultCost */
    if (s.len > 72)
        return tyc_fn_err(ec, call, "error occured generating password bcrypt: password "
                          "length exceeds 72 bytes");
    char salt[CRYPT_GENSALT_OUTPUT_SIZE];
    char *pw = tyc_strndup(ec->arena, s.p, s.len);
    struct crypt_data *cd = TYC_NEW(ec->arena, struct crypt_data);
    if (!pw || !cd)
        return NULL;
    if (!crypt_gensalt_rn("$2a$", (unsigned long)cost, NULL, 0, salt, sizeof salt))
        return tyc_fn_err(ec, call, "error occured generating password %s", "no salt");
    const char *h = crypt_r(pw, salt, cd);
    if (!h || h[0] == '*')
        return tyc_fn_err(ec, call, "error occured generating password %s", "crypt failed");
    return tyc_fn_strval(ec, h, strlen(h));
}

/* rsadecrypt(ciphertext, privatekey): PKCS #1 v1.5 with a PEM private key. */
const tyc_value *tyc_f_rsadecrypt(FN_ARGS)
{
    tyc_str ct, key;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &ct) < 0 || tyc_fn_str(ec, call, args, 1, &key) < 0)
        return NULL;
    unsigned char *raw;
    size_t rawn, bad;
    int r = tyc_x_b64dec(ec->arena, ct.p, ct.len, &raw, &rawn, &bad);
    if (r < 0)
        return NULL;
    if (r > 0) {
        const char *q = tyc_x_redact(ec, ct, 0);
        return q ? tyc_fn_argerr(ec, call, 0, "failed to decode input %s: cipher text must be "
                                 "base64-encoded", q) : NULL;
    }
    if (!memmem(key.p, key.len, "-----BEGIN", 10))
        return tyc_fn_argerr(ec, call, 1, "invalid private key: ssh: no key found");
    BIO *bio = BIO_new_mem_buf(key.p, (int)(key.len > INT32_MAX ? INT32_MAX : key.len));
    EVP_PKEY *pk = bio ? PEM_read_bio_PrivateKey(bio, NULL, NULL, NULL) : NULL;
    BIO_free(bio);
    if (!pk)
        return tyc_fn_argerr(ec, call, 1, "invalid private key: ssh: no key found");
    if (EVP_PKEY_base_id(pk) != EVP_PKEY_RSA) {
        EVP_PKEY_free(pk);
        return tyc_fn_argerr(ec, call, 1, "invalid private key type %%!t(*ecdsa.PrivateKey=&{"
                             "...})");
    }
    const tyc_value *res = NULL;
    EVP_PKEY_CTX *cx = EVP_PKEY_CTX_new(pk, NULL);
    size_t outn = 0;
    unsigned char *out = NULL;
    int ok = cx && EVP_PKEY_decrypt_init(cx) > 0 &&
             EVP_PKEY_CTX_set_rsa_padding(cx, RSA_PKCS1_PADDING) > 0;
    if (ok) /* Go reports bad padding; OpenSSL 3 would return random bytes instead */
        EVP_PKEY_CTX_ctrl_str(cx, "rsa_pkcs1_implicit_rejection", "0");
    ok = ok && EVP_PKEY_decrypt(cx, NULL, &outn, raw, rawn) > 0 &&
         (out = tyc_alloc_raw(ec->arena, outn + 1)) != NULL &&
         EVP_PKEY_decrypt(cx, out, &outn, raw, rawn) > 0;
    EVP_PKEY_CTX_free(cx);
    EVP_PKEY_free(pk);
    if (ok)
        res = tyc_fn_strval(ec, (const char *)out, outn);
    else
        tyc_fn_err(ec, call, "failed to decrypt: crypto/rsa: decryption error");
    return res;
}

static void uuid_fmt(char *o, const unsigned char *u)
{
    static const char hx[] = "0123456789abcdef";
    size_t w = 0;
    for (int i = 0; i < 16; i++) {
        if (i == 4 || i == 6 || i == 8 || i == 10)
            o[w++] = '-';
        o[w++] = hx[u[i] >> 4];
        o[w++] = hx[u[i] & 15];
    }
    o[w] = 0;
}

/* uuid(): hashicorp/go-uuid's GenerateUUID (random bits, no version bits set). */
const tyc_value *tyc_f_uuid(FN_ARGS)
{
    FN_UNUSED;
    if (ec->pure_only)
        return tyc_fn_unknown(ec, &tyc_t_string);
    unsigned char u[16];
    char o[37];
    if (RAND_bytes(u, sizeof u) != 1)
        return tyc_fn_err(ec, call, "failed to read random bytes");
    uuid_fmt(o, u);
    return tyc_fn_strval(ec, o, 36);
}


/* google/uuid's Parse: NULL or the error text. */
static const char *uuid_parse(tyc_arena *a, tyc_str s, unsigned char *u)
{
    const char *p = s.p;
    size_t n = s.len;
    if (n == 45) {
        if (strncasecmp(p, "urn:uuid:", 9) != 0)
            return tyc_sprintf(a, "invalid urn prefix: %.*s", 9, p);
        p += 9, n -= 9;
    } else if (n == 38) {
        if (p[0] != '{' || p[37] != '}')
            return "invalid bracketed UUID format";
        p++, n -= 2;
    } else if (n == 32) {
        for (int i = 0; i < 16; i++) {
            int hi = tyc_hexval((unsigned char)p[2 * i]);
            int lo = tyc_hexval((unsigned char)p[2 * i + 1]);
            if (hi < 0 || lo < 0)
                return "invalid UUID format";
            u[i] = (unsigned char)(hi << 4 | lo);
        }
        return NULL;
    } else if (n != 36) {
        return tyc_sprintf(a, "invalid UUID length: %zu", n);
    }
    if (p[8] != '-' || p[13] != '-' || p[18] != '-' || p[23] != '-')
        return "invalid UUID format";
    static const int at[16] = {0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34};
    for (int i = 0; i < 16; i++) {
        int hi = tyc_hexval((unsigned char)p[at[i]]);
        int lo = tyc_hexval((unsigned char)p[at[i] + 1]);
        if (hi < 0 || lo < 0)
            return "invalid UUID format";
        u[i] = (unsigned char)(hi << 4 | lo);
    }
    return NULL;
}

/* uuidv5(namespace, name) */
const tyc_value *tyc_f_uuidv5(FN_ARGS)
{
    tyc_str ns, name;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &ns) < 0 || tyc_fn_str(ec, call, args, 1, &name) < 0)
        return NULL;
    static const char *const known[4][2] = {
        {"dns", "6ba7b810-9dad-11d1-80b4-00c04fd430c8"},
        {"url", "6ba7b811-9dad-11d1-80b4-00c04fd430c8"},
        {"oid", "6ba7b812-9dad-11d1-80b4-00c04fd430c8"},
        {"x500", "6ba7b814-9dad-11d1-80b4-00c04fd430c8"}};
    tyc_str use = ns;
    for (int i = 0; i < 4; i++)
        if (tyc_str_eqz(ns, known[i][0]))
            use = (tyc_str){known[i][1], 36};
    unsigned char u[16];
    const char *err = uuid_parse(ec->arena, use, u);
    if (err)
        return tyc_fn_err(ec, call, "uuidv5() doesn't support namespace %.*s (%s)",
                          (int)ns.len, ns.p, err);
    unsigned char *in = tyc_alloc_raw(ec->arena, 16 + name.len);
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned int mdn;
    if (!in)
        return NULL;
    memcpy(in, u, 16);
    memcpy(in + 16, name.p, name.len);
    if (!EVP_Digest(in, 16 + name.len, md, &mdn, EVP_sha1(), NULL))
        return NULL;
    md[6] = (unsigned char)((md[6] & 0x0f) | 0x50);
    md[8] = (unsigned char)((md[8] & 0x3f) | 0x80);
    char o[37];
    uuid_fmt(o, md);
    return tyc_fn_strval(ec, o, 36);
}
