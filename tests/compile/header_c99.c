/* SPDX-License-Identifier: Apache-2.0 */
/*
** header_c99.c: tycon.h compiles as strict C99 (-std=c99 -pedantic-errors) and its
** declarations link; running it checks the version macros against tycon_version().
*/
#include "tycon.h"

#include <stdio.h>
#include <string.h>

int main(void)
{
    char want[32];
    tycon_options opt;
    tycon_diag_format f = TYCON_DIAG_JSON;
    tycon_attr attr = {"a", NULL, 1};
    tycon_options_init(&opt);
    attr.type = tycon_type_primitive(TYCON_STRING);
    sprintf(want, "%d.%d.%d", TYCON_VERSION_MAJOR, TYCON_VERSION_MINOR, TYCON_VERSION_PATCH);
    if (strcmp(want, tycon_version()) != 0 || opt.max_depth == 0 || f != 2 || !attr.type)
        return 1;
    return 0;
}
