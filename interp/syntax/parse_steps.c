/* SPDX-License-Identifier: Apache-2.0 */
/*
** parse_steps.c: hcl's traversal steps after a term, as its parseExpressionTraversals reads
** them from the text: attribute names and legacy numbers after dots, attribute-only splats,
** bracketed indexes (in recovery an index takes the token after its key for its `]`), and
** where a dot without its name stops them. The recovery's rewrites read these to know what
** hcl's parser consumed after a construct that recovered.
*/
#include <ctype.h>
#include <string.h>

#include "interp/syntax/parse_diag.h"

uint32_t tyc_parse_attr_splat(const char *t, uint32_t dot)
{
    uint32_t i = dot;
    for (;;) {
        while (i > 0 && (t[i - 1] == ' ' || t[i - 1] == '\t'))
            i--;
        if (i > 0 && t[i - 1] == '*') {
            uint32_t s = --i;
            while (i > 0 && (t[i - 1] == ' ' || t[i - 1] == '\t'))
                i--;
            return i > 0 && t[i - 1] == '.' ? s : UINT32_MAX;
        }
        uint32_t w = i;
        while (i > 0 && (isalnum((unsigned char)t[i - 1]) || t[i - 1] == '_' ||
                         t[i - 1] == '-' || (unsigned char)t[i - 1] >= 0x80))
            i--;
        if (i == w)
            return UINT32_MAX;
        while (i > 0 && (t[i - 1] == ' ' || t[i - 1] == '\t'))
            i--;
        if (i == 0 || t[i - 1] != '.')
            return UINT32_MAX;
        i--;
    }
}

int tyc_parse_attr_after_dot(const char *t, uint32_t n, uint32_t at, int nl_ignored,
                             uint32_t *b, uint32_t *e)
{
    while (at < n && (t[at] == ' ' || t[at] == '\t' ||
                      (nl_ignored && (t[at] == '\n' || t[at] == '\r'))))
        at++;
    *b = *e = at;
    if (at >= n)
        return 1; /* the end of the input */
    unsigned char c = (unsigned char)t[at];
    if (isalnum(c) || c == '_' || c == '*' || c >= 0x80)
        return 0;
    static const char *const two[] = {"...", "=>", "==", "!=", "<=", ">=", "&&", "||", "::",
                                      "${", "%{", "\r\n"};
    *e = at + 1;
    for (size_t i = 0; i < sizeof two / sizeof *two; i++)
        if (!strncmp(t + at, two[i], strlen(two[i])) && at + strlen(two[i]) <= n) {
            *e = at + (uint32_t)strlen(two[i]);
            break;
        }
    return 1;
}

/* The length of the binary operator at t[i] (0: none). */
static uint32_t binary_op(const char *t, uint32_t n, uint32_t i)
{
    char c = t[i], d = i + 1 < n ? t[i + 1] : 0;
    if ((c == '=' || c == '!' || c == '<' || c == '>') && d == '=')
        return 2;
    if ((c == '&' && d == '&') || (c == '|' && d == '|'))
        return 2;
    return strchr("+-*/%<>", c) ? 1 : 0;
}

/* The end of the token at t[i] that an index takes for its `]`: a name, a number, or
** punctuation of one to three characters (`=>`, `...`, `::`); i when it is an opener, a
** quote, a comment or a template's start (not read here). */
static uint32_t taken_end(const char *t, uint32_t n, uint32_t i)
{
    uint32_t e = i;
    if (isalnum((unsigned char)t[i]) || t[i] == '_' || (unsigned char)t[i] >= 0x80) {
        while (e < n && (isalnum((unsigned char)t[e]) || t[e] == '_' || t[e] == '-' ||
                         (unsigned char)t[e] >= 0x80))
            e++;
        return e;
    }
    if (strchr("([{\"#/<$%", t[i]))
        return i;
    if (i + 2 < n && t[i] == '.' && t[i + 1] == '.' && t[i + 2] == '.')
        return i + 3;
    if (i + 1 < n && ((t[i] == '=' && t[i + 1] == '>') || (t[i] == ':' && t[i + 1] == ':')))
        return i + 2;
    return i + 1;
}

/* In recovery, an index key of names and numbers (with attribute steps) joined by binary
** operators and complete conditionals (unary `-` and `!` before them; a missing operand is
** hcl's silent placeholder, no token read) from offset k, or tuples and objects of those
** without conditionals: the offset of the token after it, which hcl's index takes for its
** `]`, its end in *te; UINT32_MAX when the key is something else (other brackets, strings,
** indexes, calls, a conditional without its colon) or the file ends first. */
static uint32_t simple_key(const char *t, uint32_t n, uint32_t k, uint32_t *te)
{
    int operand = 0;
    uint32_t conds = 0; /* (the conditionals waiting for their colon) */
    for (uint32_t i = k;;) {
        while (i < n && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r'))
            i++;
        if (i >= n)
            return UINT32_MAX;
        if (operand && t[i] == '.' && !(i + 2 < n && t[i + 1] == '.' && t[i + 2] == '.')) {
            uint32_t j = i + 1; /* (an attribute step: of a placeholder too) */
            while (j < n && (t[j] == ' ' || t[j] == '\t' || t[j] == '\n' || t[j] == '\r'))
                j++;
            if (j >= n || !(isalnum((unsigned char)t[j]) || t[j] == '_' ||
                            (unsigned char)t[j] >= 0x80))
                return UINT32_MAX; /* (a splat, or a dot without its name) */
            while (j < n && (isalnum((unsigned char)t[j]) || t[j] == '_' || t[j] == '-' ||
                             (unsigned char)t[j] >= 0x80))
                j++;
            i = j;
            continue;
        }
        if (operand && t[i] == '[')
            return UINT32_MAX; /* (an index inside) */
        if (!operand && (t[i] == '[' || t[i] == '{')) { /* a tuple or an object of names, */
            uint32_t j = i + 1, d = 1; /* numbers and operators: its failures are silent, */
            for (; j < n && d; j++) {  /* it ends at its closer */
                if (t[j] == '[' || t[j] == ']' || t[j] == '{' || t[j] == '}')
                    d += t[j] == '[' || t[j] == '{' ? 1 : -1;
                else if (strchr(".()?:\"#/$%<'", t[j]))
                    return UINT32_MAX;
            }
            if (d)
                return UINT32_MAX;
            i = j, operand = 1;
            continue;
        }
        uint32_t op = operand ? binary_op(t, n, i) : 0;
        if (op) {
            i += op;
            operand = 0;
            continue;
        }
        if (!operand && (t[i] == '-' || (t[i] == '!' && (i + 1 >= n || t[i + 1] != '=')))) {
            i++;
            continue;
        }
        if (!operand && t[i] == '"') { /* a quoted string without a template sequence */
            uint32_t j = i + 1;
            while (j < n && t[j] != '"' && t[j] != '\n') {
                if ((t[j] == '$' || t[j] == '%') && j + 1 < n && t[j + 1] == '{')
                    return UINT32_MAX;
                j += t[j] == '\\' && j + 1 < n ? 2 : 1;
            }
            if (j >= n || t[j] != '"')
                return UINT32_MAX;
            i = j + 1, operand = 1;
            continue;
        }
        if (!operand && (isalnum((unsigned char)t[i]) || t[i] == '_' ||
                         (unsigned char)t[i] >= 0x80)) {
            int num = isdigit((unsigned char)t[i]);
            while (i < n && (isalnum((unsigned char)t[i]) || t[i] == '_' ||
                             (!num && t[i] == '-') || (num && t[i] == '.') ||
                             (unsigned char)t[i] >= 0x80))
                i++;
            uint32_t j = i;
            while (j < n && (t[j] == ' ' || t[j] == '\t' || t[j] == '\n' || t[j] == '\r'))
                j++;
            if (j < n && (t[j] == '(' || (t[j] == ':' && j + 1 < n && t[j + 1] == ':')))
                return UINT32_MAX; /* (a call) */
            operand = 1;
            continue;
        }
        if (operand &&
            (t[i] == '?' || (t[i] == ':' && conds && !(i + 1 < n && t[i + 1] == ':')))) {
            if (t[i++] == '?')
                conds++;
            else
                conds--;
            operand = 0;
            continue;
        }
        if (conds || t[i] == '?' || (!operand && (strchr("([{\"", t[i]) ||
                                          (t[i] == '<' && i + 1 < n && t[i + 1] == '<'))))
            return UINT32_MAX;
        if (!operand) { /* (hcl's placeholder: the token is read next) */
            operand = 1;
            continue;
        }
        *te = taken_end(t, n, i);
        return *te > i ? i : UINT32_MAX;
    }
}

/* tyc_parse_steps; when w is not NULL, each token hcl's index takes for its `]` is written as
** `]` into w (w[i - wb] for t[i]). */
static uint32_t steps(const char *t, uint32_t n, uint32_t p, int nl_ignored, int recovery,
                      int *failed, char *w, uint32_t wb)
{
    uint32_t b, e;
    *failed = 0;
    for (uint32_t q = p;; p = q) {
        while (q < n && (t[q] == ' ' || t[q] == '\t' ||
                         (nl_ignored && (t[q] == '\n' || t[q] == '\r'))))
            q++;
        if (q < n && t[q] == '[') {
            int found;
            uint32_t k = q + 1;
            while (k < n && (t[k] == ' ' || t[k] == '\t' || t[k] == '\n' || t[k] == '\r'))
                k++;
            if (recovery && k < n && (t[k] == '}' || t[k] == ')')) {
                if (w)
                    w[k - wb] = ']';
                q = k + 1; /* (no key: in recovery the token is taken for the `]`) */
                continue;
            }
            if (recovery && k < n && t[k] == '*') { /* a splat takes any token for its `]` */
                for (k++; k < n && (t[k] == ' ' || t[k] == '\t'); k++)
                    ;
                if (k >= n || t[k] == '\n' || t[k] == '\r')
                    return p;
                for (q = k; q < n && (isalnum((unsigned char)t[q]) || t[q] == '_' ||
                                      (unsigned char)t[q] >= 0x80);
                     q++)
                    ;
                q += q == k;
                continue;
            }
            uint32_t we, c = recovery ? simple_key(t, n, k, &we) : UINT32_MAX;
            if (c != UINT32_MAX && t[c] != ']') {
                if (w)
                    w[c - wb] = ']';
                if (w && we > c + 1)
                    tyc_blank(w + (c + 1 - wb), 0, we - c - 1);
                q = we; /* (in recovery hcl's index takes the token after its key for `]`) */
                continue;
            }
            q = tyc_recover_scan(t, n, q + 1, '[', ']', &found);
            if (!found)
                return p;
        } else if (q < n && t[q] == '.' && !(q + 2 < n && t[q + 1] == '.' && t[q + 2] == '.')) {
            if (tyc_parse_attr_after_dot(t, n, q + 1, nl_ignored, &b, &e)) {
                *failed = 1;
                return q;
            }
            if (t[b] == '*') /* (an attribute-only splat: its dots are its own) */
                return p;
            q = b + (t[b] == '*'); /* the name, number or star after the dot */
            while (q < n && (isalnum((unsigned char)t[q]) || t[q] == '_' || t[q] == '-' ||
                             (unsigned char)t[q] >= 0x80))
                q++;
        } else {
            return p;
        }
    }
}

int tyc_parse_splat_star_before(const char *t, uint32_t lo, uint32_t p)
{
    if (p <= lo || t[p - 1] != '*')
        return 0;
    uint32_t q = p - 1;
    while (q > lo && (t[q - 1] == ' ' || t[q - 1] == '\t' || t[q - 1] == '\n'))
        q--;
    return q > lo + 1 && t[q - 1] == '.' && t[q - 2] != '.';
}

uint32_t tyc_parse_splat_end(const char *t, uint32_t n, uint32_t p, int nl_ignored, int *silent)
{
    uint32_t b, e, q;
    *silent = 0;
    if (p >= n || t[p] != '.' || tyc_parse_attr_after_dot(t, n, p + 1, nl_ignored, &b, &e) ||
        t[b] != '*')
        return p;
    for (q = b + 1;;) { /* (the splat's own steps: names after dots) */
        uint32_t d = q;
        while (d < n && (t[d] == ' ' || t[d] == '\t' || (nl_ignored && t[d] == '\n')))
            d++;
        if (d >= n || t[d] != '.' || (d + 1 < n && t[d + 1] == '.' && d + 2 < n &&
                                      t[d + 2] == '.'))
            return q; /* (the splat ends whole) */
        if (tyc_parse_attr_after_dot(t, n, d + 1, nl_ignored, &b, &e))
            return *silent = 1, d + 1; /* (its dot without a name: consumed, silently) */
        if (t[b] == '*')
            return q;
        for (q = b; q < n && (isalnum((unsigned char)t[q]) || t[q] == '_' || t[q] == '-' ||
                              (unsigned char)t[q] >= 0x80);)
            q++;
    }
}

uint32_t tyc_parse_steps(const char *t, uint32_t n, uint32_t p, int nl_ignored, int recovery,
                         int *failed)
{
    return steps(t, n, p, nl_ignored, recovery, failed, NULL, 0);
}

uint32_t tyc_parse_steps_taken(const char *t, uint32_t n, uint32_t p, int nl_ignored,
                               int *failed, char *w, uint32_t wb)
{
    return steps(t, n, p, nl_ignored, 1, failed, w, wb);
}

int tyc_parse_ident_before(const char *t, uint32_t p)
{
    uint32_t s = p;
    while (s > 0 && (isalnum((unsigned char)t[s - 1]) || t[s - 1] == '_' || t[s - 1] == '-' ||
                     (unsigned char)t[s - 1] >= 0x80))
        s--;
    return s < p && t[s] != '-' && !isdigit((unsigned char)t[s]);
}

int tyc_parse_steps_fail(const char *t, uint32_t n, uint32_t dot, int nl_ignored, uint32_t *b,
                         uint32_t *e)
{
    int failed;
    if (dot >= n || t[dot] != '.' || (dot + 1 < n && t[dot + 1] == '.'))
        return 0;
    uint32_t d = tyc_parse_steps(t, n, dot, nl_ignored, 0, &failed);
    return failed && tyc_parse_attr_after_dot(t, n, d + 1, nl_ignored, b, e);
}
