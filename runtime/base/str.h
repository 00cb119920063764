/* SPDX-License-Identifier: Apache-2.0 */
/*
** str.h: UTF-8 text services: validation, NFC normalisation (utf8proc), Go-style quoting,
** Go encoding/json string escaping, HCL identifier classes, and grapheme-cluster columns.
*/
#ifndef TYC_STR_H
#define TYC_STR_H

#include "runtime/base/core.h"

/* 1 if s[0..n) is valid UTF-8 (no surrogates, no overlongs), else 0. */
int tyc_utf8_valid(const char *s, size_t n);
/* The value of hex digit c (0-9, a-f, A-F), or -1 when c is none. */
int tyc_hexval(int c);

/*
** NFC-normalises s[0..n) (as cty.StringVal does). Pure ASCII (and already-NFC text, where
** cheap to detect) is returned as the same pointer without copying. Invalid UTF-8 is
** returned unchanged. Result .p is NULL only on out-of-memory.
*/
tyc_str tyc_nfc(tyc_arena *a, const char *s, size_t n);

/* Appends s as Go's strconv.Quote writes it (also fmt %q for strings): "..." with \" \\
** \a \b \f \n \r \t \v, \xNN for invalid bytes and other C0/DEL, \uNNNN / \UNNNNNNNN for
** non-printable runes; printable non-ASCII stays as it is. */
void tyc_buf_goquote(tyc_buf *b, const char *s, size_t n);

/* Appends s as a JSON string the way Go's encoding/json writes it: short escapes \" \\ \n
** \r \t, \b and \f (Go >= 1.22), other controls as \u00XX, '<' '>' '&' as \u003c \u003e
** \u0026, U+2028/U+2029 as \u2028/\u2029, invalid UTF-8 bytes as \ufffd. */
void tyc_buf_jsonquote(tyc_buf *b, const char *s, size_t n);

/* Decodes one UTF-8 code point at s (n bytes available); stores it in *cp and returns its
** length (1..4), or returns -1 (and *cp = 0xFFFD) on an invalid sequence. */
int tyc_utf8_decode(const char *s, size_t n, int32_t *cp);

/* Writes the UTF-8 encoding of cp (U+FFFD when cp is not a Unicode scalar value) into
** out (room for 4 bytes); returns its length (1..4). */
int tyc_utf8_encode(int32_t cp, char *out);

/* Appends the UTF-8 encoding of code point cp. */
void tyc_buf_utf8(tyc_buf *b, int32_t cp);

/* HCL identifier classes: ID_Start (or '_') and ID_Continue (or '-'). */
int tyc_is_id_start(int32_t cp);
int tyc_is_id_continue(int32_t cp);
/* 1 if s[0..n) is a valid HCL identifier. */
int tyc_is_ident(const char *s, size_t n);

/*
** Line and column (both 1-based) of byte offset off in text[0..n), as HCL counts them:
** lines split at "\n" (a "\r\n" counts as one break), columns count grapheme clusters.
** off may equal n.
*/
void tyc_text_pos(const char *text, size_t n, size_t off, uint32_t *line, uint32_t *col);
/* The Levenshtein distance of the bytes of a and b (insertions, deletions, substitutions),
** for "Did you mean" suggestions; 99 when either is 64 bytes or longer. */
size_t tyc_str_distance(tyc_str a, tyc_str b);
/* The number of grapheme clusters of s[0..n) (UTF-8; an invalid byte counts as one). */
size_t tyc_text_clusters(const char *s, size_t n);
/* The index of name in an array of n structs (stride bytes apart) sorted byte-wise by the
** NUL-terminated `const char *` member at offset name_off, or -1. */
int32_t tyc_find_sorted_name(const void *base, uint32_t n, size_t stride, size_t name_off,
                             tyc_str name);
/* The length in bytes of the grapheme cluster at s[0] (n > 0; at most n; an invalid byte is
** a cluster of one byte). */
size_t tyc_text_cluster_len(const char *s, size_t n);
/* 1 if grapheme segmentation (of the two code points around it) breaks at s[off]; also for
** off 0 or n and around invalid bytes. */
int tyc_text_breaks_at(const char *s, size_t n, size_t off);

/* A string-keyed hash table in an arena (open addressing, fixed capacity >= 2 * max).
** A key whose .p is NULL cannot be stored: NULL marks a free slot. */
typedef struct tyc_hset {
    tyc_str *keys;
    uint32_t *vals;
    uint32_t mask;
} tyc_hset;
/* Prepares h for up to max keys. 0, or -1 on OOM. */
int tyc_hset_init(tyc_arena *a, tyc_hset *h, uint32_t max);
/* The slot of key: *found is 1 if present (its value in h->vals[slot]); else the caller
** may store it by setting h->keys[slot] = key and h->vals[slot]. */
uint32_t tyc_hset_slot(const tyc_hset *h, tyc_str key, int *found);

#endif
