/* SPDX-License-Identifier: Apache-2.0 */
/*
** walk.c: finding the modules of a tree for `tycon check --recursive` (directories whose
** .tf / .tf.json / .tofu / .tofu.json files declare a variable) and the files of a
** --var-file-each pattern.
*/
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <glob.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "check_cli.h"

int cli_strs_push(cli_strs *l, const char *s)
{
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 8;
        char **v = realloc(l->v, cap * sizeof *v);
        if (!v)
            return -1;
        l->v = v;
        l->cap = cap;
    }
    char *c = malloc(strlen(s) + 1);
    if (!c)
        return -1;
    strcpy(c, s);
    l->v[l->n++] = c;
    return 0;
}

void cli_strs_free(cli_strs *l)
{
    for (size_t i = 0; i < l->n; i++)
        free(l->v[i]);
    free(l->v);
    *l = (cli_strs){0};
}

static int ends_with(const char *s, const char *suf)
{
    size_t n = strlen(s), m = strlen(suf);
    return n >= m && !strcmp(s + n - m, suf);
}

static int is_config(const char *n)
{
    return n[0] != '.' && (ends_with(n, ".tf") || ends_with(n, ".tf.json") ||
                           ends_with(n, ".tofu") || ends_with(n, ".tofu.json"));
}

/* 1 if the file at path looks like it declares a variable: a line starting with `variable`
** followed by a space or quote (native syntax), or a "variable" key (JSON). Reads at most
** 16 MiB. */
static int declares(const char *path, int json)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    char line[4096];
    int found = 0, bol = 1;
    size_t total = 0;
    while (!found && total < (16u << 20) && fgets(line, sizeof line, f)) {
        size_t l = strlen(line);
        total += l;
        if (json) {
            found = strstr(line, "\"variable\"") != NULL;
        } else if (bol) {
            const char *p = line;
            while (*p == ' ' || *p == '\t')
                p++;
            found = !strncmp(p, "variable", 8) && (p[8] == ' ' || p[8] == '"' || p[8] == '\t');
        }
        bol = l && line[l - 1] == '\n';
    }
    fclose(f);
    return found;
}

static int cmp_str(const void *x, const void *y)
{
    return strcmp(*(char *const *)x, *(char *const *)y);
}

static char *join(const char *dir, const char *name)
{
    size_t n = strlen(dir);
    int here = !strcmp(dir, ".");
    char *p = malloc(n + strlen(name) + 2);
    if (p)
        sprintf(p, "%s%s%s", here ? "" : dir, here || (n && dir[n - 1] == '/') ? "" : "/", name);
    return p;
}

/* Depth-first, children in sorted order; depth bounded against link loops. */
static int walk(const char *dir, cli_strs *out, int depth, int any)
{
    DIR *dp = opendir(dir);
    if (!dp || depth > 64) {
        if (dp)
            closedir(dp);
        return 0;
    }
    cli_strs names = {0};
    int module = 0, rc = 0;
    struct dirent *e;
    while ((e = readdir(dp)) != NULL && rc == 0)
        if (e->d_name[0] != '.')
            rc = cli_strs_push(&names, e->d_name);
    closedir(dp);
    if (names.n)
        qsort(names.v, names.n, sizeof *names.v, cmp_str);
    cli_strs subs = {0};
    for (size_t i = 0; i < names.n && rc == 0; i++) {
        char *p = join(dir, names.v[i]);
        struct stat st;
        if (!p) {
            rc = -1;
        } else if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode)) {
            rc = cli_strs_push(&subs, p);
        } else if (!module && S_ISREG(st.st_mode) && is_config(names.v[i])) {
            module = any || declares(p, ends_with(names.v[i], ".json"));
        }
        free(p);
    }
    if (rc == 0 && module)
        rc = cli_strs_push(out, dir);
    for (size_t i = 0; i < subs.n && rc == 0; i++)
        rc = walk(subs.v[i], out, depth + 1, any);
    cli_strs_free(&names);
    cli_strs_free(&subs);
    return rc;
}

int cli_find_modules(const char *root, cli_strs *out, int any)
{
    return walk(root, out, 0, any);
}

int cli_glob(const char *pattern, cli_strs *out)
{
    glob_t g;
    int rc = glob(pattern, 0, NULL, &g);
    if (rc == GLOB_NOSPACE)
        return -1;
    if (rc != 0)
        return 0;
    for (size_t i = 0; i < g.gl_pathc; i++) {
        struct stat st;
        if (stat(g.gl_pathv[i], &st) == 0 && S_ISREG(st.st_mode) &&
            cli_strs_push(out, g.gl_pathv[i]) < 0) {
            globfree(&g);
            return -1;
        }
    }
    globfree(&g);
    return 0;
}
