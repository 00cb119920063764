/* SPDX-License-Identifier: Apache-2.0 */
/*
** diff_ver.c: version constraints compared as sets of versions (diff.h,
** tyc_diff_constraint), over the configuration model's reading of them
** (interp/config/version.h).
*/
#include <stdint.h>
#include <string.h>

#include "interp/diff/diff.h"

#include "interp/config/version.h"

static int same_text(const char *a, const char *b)
{
    for (;;) {
        while (*a == ' ')
            a++;
        while (*b == ' ')
            b++;
        if (*a != *b)
            return 0;
        if (!*a)
            return 1;
        a++, b++;
    }
}

int tyc_diff_constraint(const char *old_c, const char *new_c)
{
    tyc_vset o, n;
    if (tyc_vset_parse(old_c, &o) < 0 || tyc_vset_parse(new_c, &n) < 0)
        return same_text(old_c, new_c) ? 0 : 3;
    int lose = tyc_vset_loses(&o, &n), gain = tyc_vset_loses(&n, &o);
    return lose ? (gain ? 3 : 1) : gain ? 2 : 0;
}
