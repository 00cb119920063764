/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_encoding.c: base64encode, base64decode, base64gzip (zlib, with the bytes Go's
** compress/gzip writes), urlencode (Go's url.QueryEscape), textencodebase64 and
** textdecodebase64 (iconv for the character sets), csvdecode (Go's encoding/csv rules).
*/
#define _GNU_SOURCE
#include <errno.h>
#include <iconv.h>
#include <zlib.h>

#include "interp/funcs/ext/ext.h"

const tyc_value *tyc_f_base64encode(FN_ARGS)
{
    tyc_str s;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0)
        return NULL;
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    tyc_x_b64enc(&b, (const unsigned char *)s.p, s.len);
    return tyc_fn_bufval(ec, &b);
}

/* base64decode(str): unknown and marked arguments pass through (marks kept). */
const tyc_value *tyc_f_base64decode(FN_ARGS)
{
    (void)nargs;
    uint8_t marks = tyc_v_deep_marks(args[0]);
    tyc_arena *a = ec->arena;
    const tyc_value *v = tyc_fn_conv(ec, call, args, 0, &tyc_t_string, 0);
    if (!v)
        return NULL;
    if (tyc_v_is_unknown(v))
        return tyc_ev_mark(a, tyc_fn_unknown(ec, &tyc_t_string), marks);
    tyc_str s = tyc_v_str(v);
    unsigned char *out;
    size_t n, bad;
    int r = tyc_x_b64dec(a, s.p, s.len, &out, &n, &bad);
    if (r < 0)
        return NULL;
    if (r > 0) {
        const char *q = tyc_x_redact(ec, s, marks);
        return q ? tyc_fn_err(ec, call, "failed to decode base64 data %s", q) : NULL;
    }
    if (!tyc_utf8_valid((const char *)out, n))
        return tyc_fn_err(ec, call, "the result of decoding the provided string is not valid "
                          "UTF-8");
    return tyc_ev_mark(a, tyc_fn_strval(ec, (const char *)out, n), marks);
}

/* base64gzip(str): gzip as Go's gzip.NewWriter + Write + Flush + Close writes it: header
** without name or time, OS byte 255, Go's deflate stream (deflate.c), CRC-32 (zlib) and
** size. */
const tyc_value *tyc_f_base64gzip(FN_ARGS)
{
    tyc_str s;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0)
        return NULL;
    static const unsigned char hdr[10] = {0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff};
    tyc_buf z;
    tyc_buf_init(&z, ec->arena->ctx);
    tyc_buf_add(&z, hdr, 10);
    if (tyc_x_go_deflate(ec->arena, (const unsigned char *)s.p, s.len, &z) < 0) {
        tyc_buf_free(&z);
        return NULL;
    }
    uLong crc = crc32(0L, (const Bytef *)s.p, (uInt)s.len);
    uint32_t sz = (uint32_t)s.len;
    unsigned char tr[8];
    for (int i = 0; i < 4; i++) {
        tr[i] = (unsigned char)(crc >> (8 * i));
        tr[4 + i] = (unsigned char)(sz >> (8 * i));
    }
    tyc_buf_add(&z, tr, 8);
    if (tyc_buf_failed(&z)) {
        tyc_buf_free(&z);
        return NULL;
    }
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    tyc_x_b64enc(&b, (const unsigned char *)z.p, z.len);
    tyc_buf_free(&z);
    return tyc_fn_bufval(ec, &b);
}

/* urlencode(str): Go's url.QueryEscape. */
const tyc_value *tyc_f_urlencode(FN_ARGS)
{
    tyc_str s;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0)
        return NULL;
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    for (size_t i = 0; i < s.len; i++) {
        unsigned char c = (unsigned char)s.p[i];
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
            c == '-' || c == '_' || c == '.' || c == '~')
            tyc_buf_addc(&b, (char)c);
        else if (c == ' ')
            tyc_buf_addc(&b, '+');
        else
            tyc_buf_addf(&b, "%%%02X", c);
    }
    return tyc_fn_bufval(ec, &b);
}

/* ---- text encodings ---- */

typedef struct enc {
    const char *iana;  /* the IANA name Terraform reports (ianaindex's Name) */
    const char *iconv; /* iconv's name */
    int bom;           /* UTF-16: big-endian with a byte-order mark */
} enc;

/* The IANA names and aliases (lowercase; matched ignoring case) of the supported encodings. */
static const struct {
    const char *alias;
    enc e;
} encs[] = {
    {"utf-8", {"UTF-8", "UTF-8", 0}},
    {"csutf8", {"UTF-8", "UTF-8", 0}},
    {"utf-16", {"UTF-16", "UTF-16BE", 1}},
    {"csutf16", {"UTF-16", "UTF-16BE", 1}},
    {"utf-16be", {"UTF-16BE", "UTF-16BE", 0}},
    {"csutf16be", {"UTF-16BE", "UTF-16BE", 0}},
    {"utf-16le", {"UTF-16LE", "UTF-16LE", 0}},
    {"csutf16le", {"UTF-16LE", "UTF-16LE", 0}},
    {"us-ascii", {"US-ASCII", "ASCII", 0}},
    {"iso-ir-6", {"US-ASCII", "ASCII", 0}},
    {"ansi_x3.4-1968", {"US-ASCII", "ASCII", 0}},
    {"ansi_x3.4-1986", {"US-ASCII", "ASCII", 0}},
    {"iso_646.irv:1991", {"US-ASCII", "ASCII", 0}},
    {"iso646-us", {"US-ASCII", "ASCII", 0}},
    {"us", {"US-ASCII", "ASCII", 0}},
    {"ibm367", {"US-ASCII", "ASCII", 0}},
    {"cp367", {"US-ASCII", "ASCII", 0}},
    {"csascii", {"US-ASCII", "ASCII", 0}},
    {"iso_8859-1:1987", {"ISO_8859-1:1987", "ISO-8859-1", 0}},
    {"iso-ir-100", {"ISO_8859-1:1987", "ISO-8859-1", 0}},
    {"iso_8859-1", {"ISO_8859-1:1987", "ISO-8859-1", 0}},
    {"iso-8859-1", {"ISO_8859-1:1987", "ISO-8859-1", 0}},
    {"latin1", {"ISO_8859-1:1987", "ISO-8859-1", 0}},
    {"l1", {"ISO_8859-1:1987", "ISO-8859-1", 0}},
    {"ibm819", {"ISO_8859-1:1987", "ISO-8859-1", 0}},
    {"cp819", {"ISO_8859-1:1987", "ISO-8859-1", 0}},
    {"csisolatin1", {"ISO_8859-1:1987", "ISO-8859-1", 0}},
    {"iso_8859-2:1987", {"ISO_8859-2:1987", "ISO-8859-2", 0}},
    {"iso-ir-101", {"ISO_8859-2:1987", "ISO-8859-2", 0}},
    {"iso_8859-2", {"ISO_8859-2:1987", "ISO-8859-2", 0}},
    {"iso-8859-2", {"ISO_8859-2:1987", "ISO-8859-2", 0}},
    {"latin2", {"ISO_8859-2:1987", "ISO-8859-2", 0}},
    {"l2", {"ISO_8859-2:1987", "ISO-8859-2", 0}},
    {"csisolatin2", {"ISO_8859-2:1987", "ISO-8859-2", 0}},
    {"iso-8859-15", {"ISO-8859-15", "ISO-8859-15", 0}},
    {"iso_8859-15", {"ISO-8859-15", "ISO-8859-15", 0}},
    {"latin-9", {"ISO-8859-15", "ISO-8859-15", 0}},
    {"csiso885915", {"ISO-8859-15", "ISO-8859-15", 0}},
    {"windows-1250", {"windows-1250", "CP1250", 0}},
    {"cswindows1250", {"windows-1250", "CP1250", 0}},
    {"windows-1251", {"windows-1251", "CP1251", 0}},
    {"cswindows1251", {"windows-1251", "CP1251", 0}},
    {"windows-1252", {"windows-1252", "CP1252", 0}},
    {"cswindows1252", {"windows-1252", "CP1252", 0}},
    {"shift_jis", {"Shift_JIS", "SHIFT_JIS", 0}},
    {"ms_kanji", {"Shift_JIS", "SHIFT_JIS", 0}},
    {"csshiftjis", {"Shift_JIS", "SHIFT_JIS", 0}},
    {"extended_unix_code_packed_format_for_japanese", {"Extended_UNIX_Code_Packed_Format_for_Japanese", "EUC-JP", 0}},
    {"cseucpkdfmtjapanese", {"Extended_UNIX_Code_Packed_Format_for_Japanese", "EUC-JP", 0}},
    {"euc-jp", {"Extended_UNIX_Code_Packed_Format_for_Japanese", "EUC-JP", 0}},
    {"euc-kr", {"EUC-KR", "EUC-KR", 0}},
    {"cseuckr", {"EUC-KR", "EUC-KR", 0}},
    {"gbk", {"GBK", "GBK", 0}},
    {"cp936", {"GBK", "GBK", 0}},
    {"ms936", {"GBK", "GBK", 0}},
    {"windows-936", {"GBK", "GBK", 0}},
    {"csgbk", {"GBK", "GBK", 0}},
    {"gb18030", {"GB18030", "GB18030", 0}},
    {"csgb18030", {"GB18030", "GB18030", 0}},
    {"big5", {"Big5", "BIG5", 0}},
    {"csbig5", {"Big5", "BIG5", 0}},
    {"koi8-r", {"KOI8-R", "KOI8-R", 0}},
    {"cskoi8r", {"KOI8-R", "KOI8-R", 0}},
    {"ibm437", {"IBM437", "CP437", 0}},
    {"cp437", {"IBM437", "CP437", 0}},
    {"437", {"IBM437", "CP437", 0}},
    {"cspc8codepage437", {"IBM437", "CP437", 0}},
    {"iso_8859-3:1988", {"ISO_8859-3:1988", "ISO-8859-3", 0}},
    {"iso-ir-109", {"ISO_8859-3:1988", "ISO-8859-3", 0}},
    {"iso_8859-3", {"ISO_8859-3:1988", "ISO-8859-3", 0}},
    {"iso-8859-3", {"ISO_8859-3:1988", "ISO-8859-3", 0}},
    {"latin3", {"ISO_8859-3:1988", "ISO-8859-3", 0}},
    {"l3", {"ISO_8859-3:1988", "ISO-8859-3", 0}},
    {"csisolatin3", {"ISO_8859-3:1988", "ISO-8859-3", 0}},
    {"iso_8859-4:1988", {"ISO_8859-4:1988", "ISO-8859-4", 0}},
    {"iso-ir-110", {"ISO_8859-4:1988", "ISO-8859-4", 0}},
    {"iso_8859-4", {"ISO_8859-4:1988", "ISO-8859-4", 0}},
    {"iso-8859-4", {"ISO_8859-4:1988", "ISO-8859-4", 0}},
    {"latin4", {"ISO_8859-4:1988", "ISO-8859-4", 0}},
    {"l4", {"ISO_8859-4:1988", "ISO-8859-4", 0}},
    {"csisolatin4", {"ISO_8859-4:1988", "ISO-8859-4", 0}},
    {"iso_8859-5:1988", {"ISO_8859-5:1988", "ISO-8859-5", 0}},
    {"iso-ir-144", {"ISO_8859-5:1988", "ISO-8859-5", 0}},
    {"iso_8859-5", {"ISO_8859-5:1988", "ISO-8859-5", 0}},
    {"iso-8859-5", {"ISO_8859-5:1988", "ISO-8859-5", 0}},
    {"cyrillic", {"ISO_8859-5:1988", "ISO-8859-5", 0}},
    {"csisolatincyrillic", {"ISO_8859-5:1988", "ISO-8859-5", 0}},
    {"iso_8859-6:1987", {"ISO_8859-6:1987", "ISO-8859-6", 0}},
    {"iso-ir-127", {"ISO_8859-6:1987", "ISO-8859-6", 0}},
    {"iso_8859-6", {"ISO_8859-6:1987", "ISO-8859-6", 0}},
    {"iso-8859-6", {"ISO_8859-6:1987", "ISO-8859-6", 0}},
    {"ecma-114", {"ISO_8859-6:1987", "ISO-8859-6", 0}},
    {"asmo-708", {"ISO_8859-6:1987", "ISO-8859-6", 0}},
    {"arabic", {"ISO_8859-6:1987", "ISO-8859-6", 0}},
    {"csisolatinarabic", {"ISO_8859-6:1987", "ISO-8859-6", 0}},
    {"iso_8859-7:1987", {"ISO_8859-7:1987", "ISO-8859-7", 0}},
    {"iso-ir-126", {"ISO_8859-7:1987", "ISO-8859-7", 0}},
    {"iso_8859-7", {"ISO_8859-7:1987", "ISO-8859-7", 0}},
    {"iso-8859-7", {"ISO_8859-7:1987", "ISO-8859-7", 0}},
    {"elot_928", {"ISO_8859-7:1987", "ISO-8859-7", 0}},
    {"ecma-118", {"ISO_8859-7:1987", "ISO-8859-7", 0}},
    {"greek", {"ISO_8859-7:1987", "ISO-8859-7", 0}},
    {"greek8", {"ISO_8859-7:1987", "ISO-8859-7", 0}},
    {"csisolatingreek", {"ISO_8859-7:1987", "ISO-8859-7", 0}},
    {"iso_8859-8:1988", {"ISO_8859-8:1988", "ISO-8859-8", 0}},
    {"iso-ir-138", {"ISO_8859-8:1988", "ISO-8859-8", 0}},
    {"iso_8859-8", {"ISO_8859-8:1988", "ISO-8859-8", 0}},
    {"iso-8859-8", {"ISO_8859-8:1988", "ISO-8859-8", 0}},
    {"hebrew", {"ISO_8859-8:1988", "ISO-8859-8", 0}},
    {"csisolatinhebrew", {"ISO_8859-8:1988", "ISO-8859-8", 0}},
    {"iso_8859-9:1989", {"ISO_8859-9:1989", "ISO-8859-9", 0}},
    {"iso-ir-148", {"ISO_8859-9:1989", "ISO-8859-9", 0}},
    {"iso_8859-9", {"ISO_8859-9:1989", "ISO-8859-9", 0}},
    {"iso-8859-9", {"ISO_8859-9:1989", "ISO-8859-9", 0}},
    {"latin5", {"ISO_8859-9:1989", "ISO-8859-9", 0}},
    {"l5", {"ISO_8859-9:1989", "ISO-8859-9", 0}},
    {"csisolatin5", {"ISO_8859-9:1989", "ISO-8859-9", 0}},
    {"iso-8859-10", {"ISO-8859-10", "ISO-8859-10", 0}},
    {"iso-ir-157", {"ISO-8859-10", "ISO-8859-10", 0}},
    {"l6", {"ISO-8859-10", "ISO-8859-10", 0}},
    {"iso_8859-10:1992", {"ISO-8859-10", "ISO-8859-10", 0}},
    {"csisolatin6", {"ISO-8859-10", "ISO-8859-10", 0}},
    {"latin6", {"ISO-8859-10", "ISO-8859-10", 0}},
    {"iso-8859-13", {"ISO-8859-13", "ISO-8859-13", 0}},
    {"csiso885913", {"ISO-8859-13", "ISO-8859-13", 0}},
    {"iso-8859-14", {"ISO-8859-14", "ISO-8859-14", 0}},
    {"iso-ir-199", {"ISO-8859-14", "ISO-8859-14", 0}},
    {"iso_8859-14:1998", {"ISO-8859-14", "ISO-8859-14", 0}},
    {"iso_8859-14", {"ISO-8859-14", "ISO-8859-14", 0}},
    {"latin8", {"ISO-8859-14", "ISO-8859-14", 0}},
    {"iso-celtic", {"ISO-8859-14", "ISO-8859-14", 0}},
    {"l8", {"ISO-8859-14", "ISO-8859-14", 0}},
    {"csiso885914", {"ISO-8859-14", "ISO-8859-14", 0}},
    {"iso-8859-16", {"ISO-8859-16", "ISO-8859-16", 0}},
    {"iso-ir-226", {"ISO-8859-16", "ISO-8859-16", 0}},
    {"iso_8859-16:2001", {"ISO-8859-16", "ISO-8859-16", 0}},
    {"iso_8859-16", {"ISO-8859-16", "ISO-8859-16", 0}},
    {"latin10", {"ISO-8859-16", "ISO-8859-16", 0}},
    {"l10", {"ISO-8859-16", "ISO-8859-16", 0}},
    {"csiso885916", {"ISO-8859-16", "ISO-8859-16", 0}},
    {"koi8-u", {"KOI8-U", "KOI8-U", 0}},
    {"cskoi8u", {"KOI8-U", "KOI8-U", 0}},
    {"macintosh", {"macintosh", "MACINTOSH", 0}},
    {"mac", {"macintosh", "MACINTOSH", 0}},
    {"csmacintosh", {"macintosh", "MACINTOSH", 0}},
    {"windows-874", {"windows-874", "CP874", 0}},
    {"cswindows874", {"windows-874", "CP874", 0}},
    {"windows-1253", {"windows-1253", "CP1253", 0}},
    {"cswindows1253", {"windows-1253", "CP1253", 0}},
    {"windows-1254", {"windows-1254", "CP1254", 0}},
    {"cswindows1254", {"windows-1254", "CP1254", 0}},
    {"windows-1255", {"windows-1255", "CP1255", 0}},
    {"cswindows1255", {"windows-1255", "CP1255", 0}},
    {"windows-1256", {"windows-1256", "CP1256", 0}},
    {"cswindows1256", {"windows-1256", "CP1256", 0}},
    {"windows-1257", {"windows-1257", "CP1257", 0}},
    {"cswindows1257", {"windows-1257", "CP1257", 0}},
    {"windows-1258", {"windows-1258", "CP1258", 0}},
    {"cswindows1258", {"windows-1258", "CP1258", 0}},
    {"ibm866", {"IBM866", "CP866", 0}},
    {"cp866", {"IBM866", "CP866", 0}},
    {"866", {"IBM866", "CP866", 0}},
    {"csibm866", {"IBM866", "CP866", 0}},
    {"ibm850", {"IBM850", "CP850", 0}},
    {"cp850", {"IBM850", "CP850", 0}},
    {"850", {"IBM850", "CP850", 0}},
    {"cspc850multilingual", {"IBM850", "CP850", 0}},
    {"ibm852", {"IBM852", "CP852", 0}},
    {"cp852", {"IBM852", "CP852", 0}},
    {"852", {"IBM852", "CP852", 0}},
    {"cspcp852", {"IBM852", "CP852", 0}},
};

static const enc *find_enc(tyc_str name)
{
    for (size_t i = 0; i < sizeof encs / sizeof encs[0]; i++) {
        const char *a = encs[i].alias;
        if (strlen(a) != name.len)
            continue;
        size_t j = 0;
        while (j < name.len && (name.p[j] | (name.p[j] >= 'A' && name.p[j] <= 'Z' ? 32 : 0)) == a[j])
            j++;
        if (j == name.len)
            return &encs[i].e;
    }
    return NULL;
}

/* iconv of in[0..n) from `from` to `to` into b. 0, or -1 on an unconvertible sequence. */
static int conv(tyc_buf *b, const char *from, const char *to, const char *in, size_t n)
{
    iconv_t cd = iconv_open(to, from);
    if (cd == (iconv_t)-1)
        return -1;
    char out[4096];
    char *ip = (char *)(uintptr_t)in;
    size_t il = n;
    int rc = 0;
    while (il > 0) {
        char *op = out;
        size_t ol = sizeof out;
        size_t r = iconv(cd, &ip, &il, &op, &ol);
        tyc_buf_add(b, out, sizeof out - ol);
        if (r == (size_t)-1 && errno != E2BIG) {
            rc = -1;
            break;
        }
    }
    iconv_close(cd);
    return rc;
}

const tyc_value *tyc_f_textencodebase64(FN_ARGS)
{
    tyc_str s, name;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0 || tyc_fn_str(ec, call, args, 1, &name) < 0)
        return NULL;
    const enc *e = find_enc(name);
    if (!e) {
        const char *q = tyc_x_redact(ec, name, 0);
        return q ? tyc_fn_argerr(ec, call, 1, "%s is not a supported IANA encoding name or "
                                 "alias in this Terraform version", q) : NULL;
    }
    tyc_buf raw, b;
    tyc_buf_init(&raw, ec->arena->ctx);
    if (e->bom)
        tyc_buf_add(&raw, "\xfe\xff", 2);
    int r = conv(&raw, "UTF-8", e->iconv, s.p, s.len);
    if (r < 0 || tyc_buf_failed(&raw)) {
        tyc_buf_free(&raw);
        return r < 0 ? tyc_fn_argerr(ec, call, 0, "the given string contains characters that "
                                     "cannot be represented in %s", e->iana) : NULL;
    }
    tyc_buf_init(&b, ec->arena->ctx);
    tyc_x_b64enc(&b, (const unsigned char *)(raw.len ? raw.p : ""), raw.len);
    tyc_buf_free(&raw);
    return tyc_fn_bufval(ec, &b);
}

const tyc_value *tyc_f_textdecodebase64(FN_ARGS)
{
    tyc_str s, name;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0 || tyc_fn_str(ec, call, args, 1, &name) < 0)
        return NULL;
    const enc *e = find_enc(name);
    if (!e) {
        const char *q = tyc_x_redact(ec, name, 0);
        return q ? tyc_fn_argerr(ec, call, 1, "%s is not a supported IANA encoding name or "
                                 "alias in this Terraform version", q) : NULL;
    }
    unsigned char *raw;
    size_t n, bad;
    int r = tyc_x_b64dec(ec->arena, s.p, s.len, &raw, &n, &bad);
    if (r < 0)
        return NULL;
    if (r > 0) /* Terraform 1.16 fixed the wording (internal/lang/funcs/encoding.go:140) */
        return tyc_fn_argerr(ec, call, 0, "the given value %shas an invalid base64 symbol at "
                             "offset %zu", tyc_target_tf_ge(ec->target, 1, 16) ? "" : "is ",
                             bad);
    const char *from = e->iconv;
    if (e->bom && n >= 2 && raw[0] == 0xff && raw[1] == 0xfe)
        from = "UTF-16LE", raw += 2, n -= 2;
    else if (e->bom && n >= 2 && raw[0] == 0xfe && raw[1] == 0xff)
        raw += 2, n -= 2;
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    r = conv(&b, from, "UTF-8", (const char *)raw, n);
    if (r < 0 || (b.len && memmem(b.p, b.len, "\xef\xbf\xbd", 3))) {
        tyc_buf_free(&b);
        return tyc_fn_argerr(ec, call, 0, "the given string contains symbols that are not "
                             "defined for %s", e->iana);
    }
    return tyc_fn_bufval(ec, &b);
}

/* ---- csvdecode: Go's encoding/csv reader (comma ',', no lazy quotes) ---- */

typedef struct csvr {
    const char *s;
    size_t n, at;
    uint32_t line;       /* lines consumed */
    tyc_vec fields;      /* tyc_str* of the current record */
    const char *err;     /* error text, with errline */
    uint32_t errline;
} csvr;

/* Reads one record into r->fields (tyc_str values in the arena). 1 read, 0 EOF, -1 error
** (r->err set, or OOM with r->err NULL). */
static int csv_read(tyc_arena *a, csvr *r)
{
    r->fields.n = 0;
    /* skip empty lines */
    for (;;) {
        if (r->at >= r->n)
            return 0;
        if (r->s[r->at] == '\n') {
            r->at++, r->line++;
            continue;
        }
        if (r->s[r->at] == '\r' && r->at + 1 < r->n && r->s[r->at + 1] == '\n') {
            r->at += 2, r->line++;
            continue;
        }
        break;
    }
    r->line++;
    for (;;) {
        tyc_buf f;
        tyc_buf_init(&f, a->ctx);
        int end_rec = 0;
        if (r->at < r->n && r->s[r->at] == '"') {
            r->at++;
            for (;;) {
                if (r->at >= r->n) { /* EOF inside quotes */
                    tyc_buf_free(&f);
                    r->err = "extraneous or missing \" in quoted-field";
                    r->errline = r->line;
                    return -1;
                }
                char c = r->s[r->at];
                if (c == '"') {
                    if (r->at + 1 < r->n && r->s[r->at + 1] == '"') {
                        tyc_buf_addc(&f, '"');
                        r->at += 2;
                        continue;
                    }
                    r->at++;
                    if (r->at >= r->n) {
                        end_rec = 1;
                    } else if (r->s[r->at] == ',') {
                        r->at++;
                    } else if (r->s[r->at] == '\n') {
                        r->at++;
                        end_rec = 1;
                    } else if (r->s[r->at] == '\r' && r->at + 1 < r->n &&
                               r->s[r->at + 1] == '\n') {
                        r->at += 2;
                        end_rec = 1;
                    } else {
                        tyc_buf_free(&f);
                        r->err = "extraneous or missing \" in quoted-field";
                        r->errline = r->line;
                        return -1;
                    }
                    break;
                }
                if (c == '\r' && r->at + 1 < r->n && r->s[r->at + 1] == '\n') {
                    tyc_buf_addc(&f, '\n');
                    r->at += 2;
                    r->line++;
                    continue;
                }
                if (c == '\n')
                    r->line++;
                tyc_buf_addc(&f, c);
                r->at++;
            }
        } else {
            size_t b0 = r->at;
            while (r->at < r->n && r->s[r->at] != ',' && r->s[r->at] != '\n' &&
                   !(r->s[r->at] == '\r' && r->at + 1 < r->n && r->s[r->at + 1] == '\n'))
                r->at++;
            if (memchr(r->s + b0, '"', r->at - b0)) {
                tyc_buf_free(&f);
                r->err = "bare \" in non-quoted-field";
                r->errline = r->line;
                return -1;
            }
            tyc_buf_add(&f, r->s + b0, r->at - b0);
            if (r->at >= r->n) {
                end_rec = 1;
            } else if (r->s[r->at] == ',') {
                r->at++;
            } else {
                r->at += r->s[r->at] == '\r' ? 2 : 1;
                end_rec = 1;
            }
        }
        tyc_str *fs = TYC_NEW(a, tyc_str);
        if (!fs || tyc_buf_failed(&f)) {
            tyc_buf_free(&f);
            r->err = NULL;
            return -1;
        }
        size_t flen = f.len;
        char *t = tyc_buf_to_arena(&f, a);
        if (!t)
            return -1;
        *fs = (tyc_str){t, flen};
        if (tyc_vec_push(a, &r->fields, fs) < 0)
            return -1;
        if (end_rec)
            return 1;
    }
}

const tyc_value *tyc_f_csvdecode(FN_ARGS)
{
    tyc_str s;
    tyc_arena *a = ec->arena;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0)
        return NULL;
    csvr r = {s.p, s.len, 0, 0, {0}, NULL, 0};
    int rc = csv_read(a, &r);
    if (rc == 0)
        return tyc_fn_err(ec, call, "missing header line");
    if (rc < 0)
        return r.err ? tyc_fn_err(ec, call, "CSV parse error on line %u: %s", r.errline, r.err)
                     : NULL;
    uint32_t nh = r.fields.n;
    tyc_str *hn = TYC_NEWN(a, tyc_str, nh ? nh : 1);
    const tyc_type **ht = TYC_NEWN(a, const tyc_type *, nh ? nh : 1);
    if (!hn || !ht)
        return NULL;
    tyc_hset h;
    if (tyc_hset_init(a, &h, nh) < 0)
        return NULL;
    for (uint32_t i = 0; i < nh; i++) {
        hn[i] = *(tyc_str *)r.fields.v[i];
        ht[i] = &tyc_t_string;
        int found;
        uint32_t slot = tyc_hset_slot(&h, hn[i], &found);
        if (found) {
            tyc_buf q;
            tyc_buf_init(&q, a->ctx);
            tyc_buf_goquote(&q, hn[i].p, hn[i].len);
            char *qs = tyc_buf_to_arena(&q, a);
            return qs ? tyc_fn_err(ec, call, "duplicate column name %s", qs) : NULL;
        }
        h.keys[slot] = hn[i];
        h.vals[slot] = i;
    }
    const tyc_type *ot = tyc_type_object(a, hn, ht, NULL, nh);
    if (!ot)
        return NULL;
    tyc_vec rows = {0};
    for (;;) {
        uint32_t start = r.line + 1;
        rc = csv_read(a, &r);
        if (rc == 0)
            break;
        if (rc < 0)
            return r.err ? tyc_fn_err(ec, call, "CSV parse error on line %u: %s", r.errline,
                                      r.err) : NULL;
        if (r.fields.n != nh)
            return tyc_fn_err(ec, call, "CSV parse error on line %u: wrong number of fields",
                              start);
        const tyc_value **vals = TYC_NEWN(a, const tyc_value *, nh ? nh : 1);
        if (!vals)
            return NULL;
        for (uint32_t i = 0; i < nh; i++) {
            tyc_str f = *(tyc_str *)r.fields.v[i];
            int32_t at = tyc_type_attr(ot, hn[i]);
            if (!(vals[at] = tyc_v_string(a, f.p, f.len, 0)))
                return NULL;
        }
        const tyc_value *o = tyc_v_object_typed(a, ot, vals);
        if (!o || tyc_vec_push(a, &rows, (void *)(uintptr_t)o) < 0)
            return NULL;
    }
    return tyc_v_list(a, ot, (const tyc_value *const *)rows.v, rows.n);
}
