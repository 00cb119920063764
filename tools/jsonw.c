/* SPDX-License-Identifier: Apache-2.0 */
/*
** jsonw.c: minimal JSON string writing for the CLI's machine-readable outputs.
*/
#include "cli.h"

#include <string.h>

void cli_json_str(FILE *f, const char *s, size_t n)
{
    fputc('"', f);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        switch (c) {
        case '"': fputs("\\\"", f); break;
        case '\\': fputs("\\\\", f); break;
        case '\n': fputs("\\n", f); break;
        case '\r': fputs("\\r", f); break;
        case '\t': fputs("\\t", f); break;
        default:
            if (c < 0x20)
                fprintf(f, "\\u%04x", c);
            else
                fputc(c, f);
        }
    }
    fputc('"', f);
}

void cli_json_strz(FILE *f, const char *s)
{
    if (s)
        cli_json_str(f, s, strlen(s));
    else
        fputs("null", f);
}
