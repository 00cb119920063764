/* SPDX-License-Identifier: Apache-2.0 */
/*
** console.c: `tycon console [options] [DIR]`, a REPL for values and type constraints that
** prints exactly as `terraform console` does. Interactive on a terminal (libedit: line
** editing, ~/.tycon_history, tab completion, Ctrl-C / Ctrl-D as Terraform handles them);
** with piped standard input it evaluates every entry and prints every result.
*/
#define _POSIX_C_SOURCE 200809L
#include <histedit.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "cli.h"

extern char **environ;

static const char console_usage[] =
    "Usage: tycon console [options] [DIR]\n"
    "\n"
    "  Starts an interactive console for experimenting with expressions and type\n"
    "  constraints, with the input variables of the module in DIR (default: the\n"
    "  current directory, as terraform console) available as var.NAME. Values are\n"
    "  collected as `tycon check` collects them\n"
    "  (TF_VAR_* variables, terraform.tfvars, *.auto.tfvars, -var, -var-file); unset\n"
    "  required variables are unknown. Besides Terraform's functions, type(value)\n"
    "  shows a value's type and convert(value, type) converts a value to a type\n"
    "  constraint. With standard input not a terminal, every entry is evaluated and\n"
    "  every result printed; the exit status is 1 if any entry failed.\n"
    "\n"
    "Options:\n"
    "  -var 'NAME=VALUE'   Set a variable (may be repeated)\n"
    "  -var-file=FILE      Set variables from a file (may be repeated)\n"
    "  -no-color           Plain diagnostics (also when NO_COLOR is set or standard\n"
    "                      output is not a terminal)\n"
    "  -color              Colored diagnostics even then (Terraform's boxed colors)\n"
    "  --target=VERSION    The language followed: terraform@1.11 .. terraform@1.16,\n"
    "                      opentofu@1.10, opentofu@1.11 (default: terraform@1.15;\n"
    "                      before Terraform 1.15, convert() is tycon's own)\n"
    "  -h, --help          Show this help\n";

/* A growable text (the multi-line entry). */
typedef struct text {
    char *p;
    size_t len, cap;
} text;

static int text_add(text *t, const char *s, size_t n)
{
    if (t->len + n + 1 > t->cap) {
        size_t cap = (t->len + n + 1) * 2;
        char *p = realloc(t->p, cap);
        if (!p)
            return -1;
        t->p = p;
        t->cap = cap;
    }
    memcpy(t->p + t->len, s, n);
    t->len += n;
    t->p[t->len] = 0;
    return 0;
}

/* s with leading and trailing white space removed (Go's strings.TrimSpace, ASCII). */
static const char *trim(const char *s, size_t *n)
{
    size_t b = 0, e = *n;
    while (b < e && strchr(" \t\r\n\v\f", s[b]))
        b++;
    while (e > b && strchr(" \t\r\n\v\f", s[e - 1]))
        e--;
    *n = e - b;
    return s + b;
}

static int is_word(const char *s, size_t n, const char *w)
{
    const char *t = trim(s, &n);
    return n == strlen(w) && memcmp(t, w, n) == 0;
}

/*
** Handles one complete entry as Terraform's repl.Session does: blank, exit, help or an
** expression. Prints the result (interactive: also "" after an error) and returns 1 to
** exit, -1 if the entry failed, else 0.
*/
static int handle(tycon_console *con, const char *s, size_t n, int piped)
{
    if (is_word(s, n, "exit"))
        return 1;
    if (is_word(s, n, "help")) {
        printf("%s\n", tycon_console_help());
        return 0;
    }
    const char *out = NULL, *err = NULL;
    tycon_status st = tycon_console_eval(con, s, n, &out, &err);
    if (st == TYCON_ERR_NOMEM || !out || !err) {
        fputs("tycon console: out of memory\n", stderr);
        return -1;
    }
    size_t ol, el;
    tycon_console_lengths(con, &ol, &el, NULL); /* the texts may hold NUL bytes */
    fwrite(err, 1, el, stderr);
    fflush(stderr);
    if (st == TYCON_OK || !piped) { /* Terraform's interactive loop prints "" after errors */
        fwrite(out, 1, ol, stdout);
        fputc('\n', stdout);
    }
    fflush(stdout);
    return st == TYCON_OK ? 0 : -1;
}

/* ---- piped mode ---- */

/* Evaluates every entry of standard input; entries span lines while brackets are open. The
** continuation test scans each line once (tycon_console_scanner), and a line's final "\r"
** is dropped as Terraform's line reader drops it. */
static int piped(tycon_ctx *ctx, tycon_console *con)
{
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    text acc = {0};
    int status = 0, done = 0;
    tycon_console_scanner *sc = tycon_console_scanner_new(ctx);
    if (!sc)
        return 1;
    while (!done && (len = getline(&line, &cap, stdin)) >= 0) {
        size_t n = (size_t)len;
        if (n && line[n - 1] == '\n')
            n--;
        if (n && line[n - 1] == '\r')
            n--;
        if (acc.len == 0 && is_word(line, n, ""))
            continue;
        if ((acc.len && text_add(&acc, "\n", 1) < 0) || text_add(&acc, line, n) < 0) {
            status = 1;
            break;
        }
        if (tycon_console_scanner_continues(sc, acc.p, acc.len))
            continue;
        tycon_console_scanner_reset(sc);
        size_t m = acc.len;
        const char *s = strchr(acc.p, '\n') ? acc.p : trim(acc.p, &m);
        int r = handle(con, s, m, 1);
        done = r > 0;
        status |= r < 0;
        acc.len = 0;
    }
    if (!done && acc.len)
        status |= handle(con, acc.p, acc.len, 1) < 0;
    tycon_console_scanner_free(sc);
    free(line);
    free(acc.p);
    return status;
}

/* ---- interactive mode ---- */

typedef struct repl {
    tycon_console *con;
    int cont;           /* show the continuation prompt */
    int interrupted;    /* Ctrl-C ended the last line */
    int had_text;       /* ... and the line was not empty */
    char ps1[3], ps2[3]; /* "> " and ": " (libedit wants writable prompts) */
} repl;

static repl *repl_of(EditLine *el)
{
    void *p = NULL;
    el_get(el, EL_CLIENTDATA, &p);
    return p;
}

static char *prompt(EditLine *el)
{
    repl *r = repl_of(el);
    return r->cont ? r->ps2 : r->ps1;
}

/* Ctrl-C: ends the line; the loop shows "^C" and discards the line (or exits). */
static unsigned char on_interrupt(EditLine *el, int ch)
{
    (void)ch;
    repl *r = repl_of(el);
    const LineInfo *li = el_line(el);
    r->interrupted = 1;
    r->had_text = li->lastchar > li->buffer;
    return CC_NEWLINE;
}

/* Ctrl-D: end of input on an empty line (without echoing it), else delete forward. */
static unsigned char on_eof(EditLine *el, int ch)
{
    (void)ch;
    const LineInfo *li = el_line(el);
    if (li->lastchar == li->buffer)
        return CC_EOF;
    if (li->cursor == li->lastchar)
        return CC_ERROR;
    el_cursor(el, 1);
    el_deletestr(el, 1);
    return CC_REFRESH;
}

/* Tab: completes variable names, functions and type keywords. */
static unsigned char on_complete(EditLine *el, int ch)
{
    (void)ch;
    repl *r = repl_of(el);
    const LineInfo *li = el_line(el);
    const char *w = li->cursor;
    while (w > li->buffer && (strchr("._-:", w[-1]) || (w[-1] >= 'a' && w[-1] <= 'z') ||
                              (w[-1] >= 'A' && w[-1] <= 'Z') || (w[-1] >= '0' && w[-1] <= '9')))
        w--;
    size_t plen = (size_t)(li->cursor - w);
    const char *const *names = NULL;
    size_t n = tycon_console_complete(r->con, w, plen, &names);
    if (n == 0 || (n == 1 && strlen(names[0]) == plen))
        return CC_ERROR;
    size_t common = strlen(names[0]);
    for (size_t i = 1; i < n; i++) {
        size_t k = 0;
        while (k < common && names[i][k] == names[0][k])
            k++;
        common = k;
    }
    if (common > plen) {
        char buf[256];
        size_t k = common - plen < sizeof buf - 2 ? common - plen : sizeof buf - 2;
        memcpy(buf, names[0] + plen, k);
        buf[k] = 0;
        if (n == 1 && k < sizeof buf - 1 && strchr(names[0], '.') == NULL)
            strcat(buf, "(");
        el_insertstr(el, buf);
        return CC_REFRESH;
    }
    fputc('\n', stdout);
    for (size_t i = 0; i < n; i++)
        printf("%s%s", names[i], i + 1 < n ? "  " : "\n");
    fflush(stdout);
    return CC_REDISPLAY;
}

static EditLine *editor(repl *r, History **h, HistEvent *ev, const char *hist_path)
{
    EditLine *el = el_init("tycon", stdin, stdout, stderr);
    if (!el)
        return NULL;
    *h = history_init();
    if (*h) {
        history(*h, ev, H_SETSIZE, 1000);
        history(*h, ev, H_SETUNIQUE, 1);
        if (hist_path)
            history(*h, ev, H_LOAD, hist_path);
        el_set(el, EL_HIST, history, *h);
    }
    el_set(el, EL_CLIENTDATA, r);
    el_set(el, EL_EDITOR, "emacs");
    el_set(el, EL_PROMPT, prompt);
    el_set(el, EL_SETTY, "-d", "-isig", NULL);
    el_set(el, EL_ADDFN, "tycon-interrupt", "Cancel the line", on_interrupt);
    el_set(el, EL_ADDFN, "tycon-complete", "Complete a name", on_complete);
    el_set(el, EL_ADDFN, "tycon-eof", "End of input on an empty line", on_eof);
    el_set(el, EL_BIND, "^C", "tycon-interrupt", NULL);
    el_set(el, EL_BIND, "^D", "tycon-eof", NULL);
    el_set(el, EL_BIND, "^I", "tycon-complete", NULL);
    el_source(el, NULL);
    return el;
}

/* One line from the editor into *line (without the newline). 0 ok, 1 EOF. */
static int read_line(EditLine *el, repl *r, const char **line, size_t *n)
{
    int count = 0;
    r->interrupted = r->had_text = 0;
    const char *s = el_gets(el, &count);
    if (!s || count <= 0)
        return r->interrupted ? 0 : 1;
    *line = s;
    *n = (size_t)count;
    if (*n && s[*n - 1] == '\n')
        (*n)--;
    return 0;
}

static int interactive(tycon_console *con)
{
    repl r = {con, 0, 0, 0, "> ", ": "};
    History *h = NULL;
    HistEvent ev;
    const char *home = getenv("HOME");
    char path[4096];
    const char *hist = home && snprintf(path, sizeof path, "%s/.tycon_history", home) <
                                   (int)sizeof path ? path : NULL;
    EditLine *el = editor(&r, &h, &ev, hist);
    if (!el) {
        fputs("tycon console: cannot initialise the line editor\n", stderr);
        return 1;
    }
    text acc = {0};
    for (;;) {
        const char *line = NULL;
        size_t n = 0;
        r.cont = acc.len > 0;
        if (read_line(el, &r, &line, &n)) {
            fputs("exit\n", stdout);
            break;
        }
        if (r.interrupted) {
            fputs("^C\n", stdout);
            fflush(stdout);
            if (!r.cont && !r.had_text)
                break;
            if (!r.had_text) {
                acc.len = 0;
                puts("(multi-line entry canceled)");
            }
            continue;
        }
        if (h && !is_word(line, n, "")) {
            char *z = strndup(line, n);
            if (z)
                history(h, &ev, H_ENTER, z);
            free(z);
        }
        if ((acc.len && text_add(&acc, "\n", 1) < 0) || text_add(&acc, line, n) < 0)
            break;
        if (tycon_console_continues(acc.p, acc.len))
            continue;
        if (text_add(&acc, "\n", 1) < 0)
            break;
        int rc = handle(con, acc.p, acc.len, 0);
        acc.len = 0;
        if (rc > 0)
            break;
    }
    if (h && hist)
        history(h, &ev, H_SAVE, hist);
    free(acc.p);
    if (h)
        history_end(h);
    el_end(el);
    return 0;
}

/* ---- arguments ---- */

/* The width of the terminal on fd, or 0. */
static int term_width(int fd)
{
    struct winsize ws;
    if (isatty(fd) && ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
        return ws.ws_col;
    return 0;
}

/* Parses the arguments into o (vars: an array of argc entries). Returns 0, 1 (help shown)
** or 2 (usage error). */
static int parse_args(int argc, char **argv, tycon_console_options *o, tycon_console_var *vars)
{
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0 || strcmp(a, "-help") == 0) {
            fputs(console_usage, stdout);
            return 1;
        }
        if (strcmp(a, "-no-color") == 0) {
            o->color = 0;
        } else if (strcmp(a, "-color") == 0) {
            o->color = 2;
        } else if (strcmp(a, "-var") == 0 || strcmp(a, "-var-file") == 0) {
            if (i + 1 >= argc)
                goto usage;
            vars[o->nvars++] = (tycon_console_var){a[4] == '-', argv[++i]};
        } else if (strncmp(a, "--target=", 9) == 0) {
            if (!tycon_target_valid(a + 9)) {
                fprintf(stderr, "tycon console: unknown target \"%s\"; supported:", a + 9);
                for (size_t k = 0; k < tycon_target_count(); k++)
                    fprintf(stderr, " %s", tycon_target_name(k));
                fputc('\n', stderr);
                return 2;
            }
            o->target = a + 9;
        } else if (strncmp(a, "-var=", 5) == 0) {
            vars[o->nvars++] = (tycon_console_var){0, a + 5};
        } else if (strncmp(a, "-var-file=", 10) == 0) {
            vars[o->nvars++] = (tycon_console_var){1, a + 10};
        } else if (a[0] == '-' || o->dir) {
            goto usage;
        } else {
            o->dir = a;
        }
    }
    if (!o->dir) /* terraform console reads the module in the current directory */
        o->dir = ".";
    return 0;
usage:
    fprintf(stderr, "tycon console: invalid arguments\n\n%s", console_usage);
    return 2;
}

int cli_console(int argc, char **argv)
{
    tycon_console_options o = {0};
    tycon_console_var *vars = calloc((size_t)argc + 1, sizeof *vars);
    if (!vars)
        return 1;
    o.color = 1;
    o.env = (const char *const *)environ;
    o.vars = vars;
    int r = parse_args(argc, argv, &o, vars);
    if (r) {
        free(vars);
        return r == 1 ? 0 : 2;
    }
    /* colors on a terminal unless NO_COLOR or -no-color; -color forces them */
    const char *nc = getenv("NO_COLOR");
    if (o.color == 1 && ((nc && *nc) || !isatty(1)))
        o.color = 0;
    o.color = o.color != 0;
    int w = term_width(2);
    o.width = w ? w : 78;
    tycon_ctx *ctx = tycon_ctx_new(NULL);
    tycon_console *con = NULL;
    const char *out = NULL, *err = NULL, *late = NULL;
    int status = 1;
    if (ctx && tycon_console_new(ctx, &o, &con, &out, &err, &late) == TYCON_OK) {
        size_t ol, el, ll;
        tycon_console_lengths(con, &ol, &el, &ll); /* the texts may hold NUL bytes */
        fwrite(out, 1, ol, stdout);
        fflush(stdout);
        fwrite(err, 1, el, stderr);
        fflush(stderr);
        fwrite(late, 1, ll, stdout);
        fflush(stdout);
        status = isatty(0) ? interactive(con) : piped(ctx, con);
    } else {
        fputs("tycon console: out of memory\n", stderr);
    }
    tycon_console_free(con);
    tycon_ctx_free(ctx);
    free(vars);
    return status;
}
