/* SPDX-License-Identifier: Apache-2.0 */
/*
** target.c: parsing and naming language targets (see target.h).
*/
#include "runtime/base/target.h"

#include <stdio.h>
#include <string.h>

static const tyc_target all[] = {
    {0, 1, 11}, {0, 1, 12}, {0, 1, 13}, {0, 1, 14}, {0, 1, 15},
    {0, 1, 16}, {1, 1, 10}, {1, 1, 11},
};
#define NALL (sizeof all / sizeof all[0])

/* The release each target stands for where a message names the version, parallel to all:
** the newest patch of the minor at the time of writing (terraform tags v1.11.4, v1.12.2,
** v1.13.5, v1.14.9, v1.15.9, v1.16.0-rc2; opentofu v1.10.10, v1.11.14). */
static const char *const releases[] = {
    "1.11.4", "1.12.2", "1.13.5", "1.14.9", "1.15.9", "1.16.0-rc2", "1.10.10", "1.11.14",
};

tyc_target tyc_target_default(void)
{
    return (tyc_target){0, 1, 15};
}

const tyc_target *tyc_target_all(size_t *n)
{
    *n = NALL;
    return all;
}

/* Reads "X.Y" (digits only) from s[0..n). 0, or -1. */
static int version(const char *s, size_t n, int *maj, int *min)
{
    int v[2] = {0, 0}, k = 0, digits = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '.' && k == 0 && digits) {
            k = 1;
            digits = 0;
        } else if (s[i] >= '0' && s[i] <= '9' && digits < 3) {
            v[k] = v[k] * 10 + (s[i] - '0');
            digits++;
        } else
            return -1;
    }
    if (k != 1 || !digits)
        return -1;
    *maj = v[0];
    *min = v[1];
    return 0;
}

int tyc_target_parse(const char *s, size_t n, tyc_target *out)
{
    const char *at = memchr(s, '@', n);
    size_t pl = at ? (size_t)(at - s) : n;
    int tofu;
    if (pl == 9 && !memcmp(s, "terraform", 9))
        tofu = 0;
    else if ((pl == 8 && !memcmp(s, "opentofu", 8)) || (pl == 4 && !memcmp(s, "tofu", 4)))
        tofu = 1;
    else
        return -1;
    int maj, min;
    if (!at) {
        *out = tofu ? (tyc_target){1, 1, 11} : tyc_target_default();
        return 0;
    }
    if (version(at + 1, n - pl - 1, &maj, &min) < 0)
        return -1;
    for (size_t i = 0; i < NALL; i++)
        if (all[i].tofu == tofu && all[i].major == maj && all[i].minor == min) {
            *out = all[i];
            return 0;
        }
    return -1;
}

/* The zero value read as the default target. */
static tyc_target norm(tyc_target t)
{
    return t.major ? t : tyc_target_default();
}

const char *tyc_target_release(tyc_target t)
{
    t = norm(t);
    for (size_t i = 0; i < NALL; i++)
        if (all[i].tofu == t.tofu && all[i].major == t.major && all[i].minor == t.minor)
            return releases[i];
    return releases[4];
}

void tyc_target_name(tyc_target t, char *buf, size_t size)
{
    t = norm(t);
    snprintf(buf, size, "%s@%u.%u", t.tofu ? "opentofu" : "terraform", t.major, t.minor);
}

const char *tyc_target_product(tyc_target t)
{
    return norm(t).tofu ? "OpenTofu" : "Terraform";
}

int tyc_target_tf_ge(tyc_target t, int major, int minor)
{
    t = norm(t);
    return !t.tofu && (t.major > major || (t.major == major && t.minor >= minor));
}

int tyc_target_tofu_ge(tyc_target t, int major, int minor)
{
    t = norm(t);
    return t.tofu && (t.major > major || (t.major == major && t.minor >= minor));
}
