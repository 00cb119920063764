/* SPDX-License-Identifier: Apache-2.0 */
/*
** replay.c: runs files through a fuzz target without libFuzzer (every CTest run replays the
** seed corpus and the reproducers this way). usage: tycon_fuzz_replay TARGET FILE...
** Prints each file's report after a "== NAME" line; exit 0 (a crash or a sanitizer report
** is the failure).
*/
#include <stdlib.h>
#include <string.h>

#include "targets.h"

static int replay(tyc_fuzz_fn fn, const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "cannot open %s\n", path);
        return -1;
    }
    size_t cap = 1 << 16, n = 0;
    uint8_t *d = malloc(cap);
    size_t got;
    while (d && (got = fread(d + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            uint8_t *g = realloc(d, cap *= 2);
            if (!g)
                free(d);
            d = g;
        }
    }
    fclose(f);
    if (!d)
        return -1;
    const char *base = strrchr(path, '/');
    printf("== %s\n", base ? base + 1 : path);
    fn(d, n, stdout);
    fflush(stdout);
    free(d);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fputs("usage: tycon_fuzz_replay TARGET FILE...\n", stderr);
        return 2;
    }
    for (const tyc_fuzz_target *t = tyc_fuzz_targets; t->name; t++) {
        if (strcmp(t->name, argv[1]) != 0)
            continue;
        int rc = 0;
        for (int i = 2; i < argc; i++)
            rc |= replay(t->fn, argv[i]) < 0;
        return rc;
    }
    fprintf(stderr, "unknown target %s\n", argv[1]);
    return 2;
}
