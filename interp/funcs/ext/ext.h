/* SPDX-License-Identifier: Apache-2.0 */
/*
** ext.h: helpers shared by the function files of interp/funcs/ext: Go's Base64 (standard
** encoding, its exact error offsets), hex, Go's path/filepath cleaning, Terraform's
** redactIfSensitive and the filesystem functions' path resolution.
*/
#ifndef TYC_FUNCS_EXT_H
#define TYC_FUNCS_EXT_H

#include "interp/funcs/funcs_int.h"

/* Appends base64.StdEncoding of p[0..n) to b. */
void tyc_x_b64enc(tyc_buf *b, const unsigned char *p, size_t n);
/*
** Go's base64.StdEncoding.DecodeString of s[0..n) (CR, LF ignored; padding required) into an
** arena buffer: 0 with *out and *outn set, 1 on bad input with *bad set to Go's
** CorruptInputError offset, -1 on out-of-memory.
*/
int tyc_x_b64dec(tyc_arena *a, const char *s, size_t n, unsigned char **out, size_t *outn,
                 size_t *bad);
/* Appends lowercase hex of p[0..n) to b. */
void tyc_x_hex(tyc_buf *b, const unsigned char *p, size_t n);
/* Terraform's redactIfSensitive: "(sensitive value)" when marks include sensitive, else
** the Go-quoted string. Arena text (NULL on OOM). */
const char *tyc_x_redact(tyc_evalctx *ec, tyc_str s, uint8_t marks);
/* Go's filepath.Clean / Base / Dir of s (arena text, NUL-terminated; its length, which
** counts NUL bytes of s, in *outn when outn is not NULL). NULL on OOM. */
char *tyc_x_clean(tyc_arena *a, const char *s, size_t n, size_t *outn);
char *tyc_x_base(tyc_arena *a, const char *s, size_t n, size_t *outn);
char *tyc_x_dir(tyc_arena *a, const char *s, size_t n, size_t *outn);
/* mitchellh/go-homedir's Expand: a leading "~" (alone or before '/') becomes $HOME.
** Returns the text (length in *outn), or NULL with *err set ("cannot expand user-specific home dir") or on
** OOM (*err NULL). */
char *tyc_x_home(tyc_arena *a, const char *s, size_t n, const char **err, size_t *outn);
/* The filesystem functions' path: home expansion, relative paths joined to ec->base_dir,
** cleaned. *shown (if not NULL) receives the path as Terraform names it in messages
** (relative paths joined to "." instead). NULL with *err set (expansion failed;
** Terraform's wording), or on OOM. */
char *tyc_x_fspath(tyc_evalctx *ec, tyc_str path, const char **err, char **shown);
/* Go's os.Open / os.Stat of a path holding a NUL byte fail with EINVAL ("invalid argument").
** Returns 1 when path holds one, with *shown the path as Terraform names it in messages (its
** NUL bytes as TYC_DIAG_NUL) and *q its Go-quoted form (redacted for marks); 0 when it holds
** none (or its home expansion fails, which the caller reports); -1 on OOM. */
int tyc_x_nul_path(tyc_evalctx *ec, tyc_str path, uint8_t marks, const char **shown,
                   const char **q);
/*
** Reads the file named by argument `path` as Terraform's readFileBytes: on failure reports
** Terraform's error (argument 0's "Invalid function argument") and returns NULL. marks:
** the argument's marks (for redaction).
*/
const char *tyc_x_read(tyc_evalctx *ec, const tyc_node *call, tyc_str path, uint8_t marks,
                       uint32_t *len);

/* The hex (or Base64) digest of p[0..n) as a string value: kind 0 MD5, 1 SHA-1, 2 SHA-256,
** 3 SHA-512 (funcs_crypto.c). NULL on OOM. */
const tyc_value *tyc_x_digest(tyc_evalctx *ec, const char *p, size_t n, int kind, int base64);

/* Appends the instant unix (seconds) at zone offset off (seconds) as Go's time.RFC3339
** layout writes it ("Z" for offset 0). funcs_time.c */
void tyc_x_rfc3339(tyc_buf *b, int64_t unix, int32_t off);
/* Days since 1970-01-01 of the proleptic Gregorian date y-m-d; days in month m of y. */
int64_t tyc_x_days(int64_t y, int m, int d);
int tyc_x_days_in(int m, int64_t y);

/* Inside a template being rendered by templatefile/templatestring: reports Terraform's
** error and returns 1 when the function called by `call` may not be used there (fs = 0: a
** template function; fs = 1: a filesystem function, refused by templatestring). Else 0.
** funcs_template.c */
int tyc_x_tpl_guard(tyc_evalctx *ec, const tyc_node *call, int fs);

/* Appends to out the raw DEFLATE stream Go's compress/flate (default level) writes for
** Write(in[0..n)), Flush(), Close(). 0, or -1 on out-of-memory. deflate.c */
int tyc_x_go_deflate(tyc_arena *a, const unsigned char *in, size_t n, tyc_buf *out);

#endif
