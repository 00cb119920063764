/* SPDX-License-Identifier: Apache-2.0 */
/*
** target.h: the language version a run follows (`--target=terraform@1.15`). Every rule that
** differs between versions asks tyc_target_ge (or tyc_target_is_tofu) where the rule lives;
** docs/conformance.md lists each difference with the source line that justifies it.
*/
#ifndef TYC_TARGET_H
#define TYC_TARGET_H

#include <stddef.h>
#include <stdint.h>

/* A product and its minor version. The zero value stands for the default target (every
** function below reads it so), so a zero-initialised options struct follows the default. */
typedef struct tyc_target {
    uint8_t tofu;   /* 0 Terraform, 1 OpenTofu */
    uint8_t major;  /* 1 */
    uint8_t minor;  /* Terraform 11..16, OpenTofu 10..11 */
} tyc_target;

/* The default target: the latest stable Terraform (1.15). */
tyc_target tyc_target_default(void);

/* Parses "terraform@X.Y" / "opentofu@X.Y" (also "tofu@X.Y"; "terraform" alone is the
** latest stable Terraform, "opentofu" the latest OpenTofu) into *out. Returns 0, or -1 when
** s[0..n) names no supported target (out untouched). */
int tyc_target_parse(const char *s, size_t n, tyc_target *out);

/* Writes the canonical name of t ("terraform@1.15") into buf (at least 24 bytes). */
void tyc_target_name(tyc_target t, char *buf, size_t size);

/* 1 when t is Terraform at version major.minor or later, 0 otherwise (OpenTofu included). */
int tyc_target_tf_ge(tyc_target t, int major, int minor);

/* 1 when t is OpenTofu at version major.minor or later, 0 otherwise. */
int tyc_target_tofu_ge(tyc_target t, int major, int minor);

/* The release t stands for where a message names the version ("1.11.4"; Terraform 1.16:
** "1.16.0-rc2"): the newest patch of its minor when tycon was written. Static. */
const char *tyc_target_release(tyc_target t);

/* The product's name as its messages say it: "Terraform" or "OpenTofu". Static. */
const char *tyc_target_product(tyc_target t);

/* The supported targets, in order (Terraform 1.11..1.16, OpenTofu 1.10..1.11); *n receives
** their count. The array is static and read-only. */
const tyc_target *tyc_target_all(size_t *n);

#endif
