/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_time.c: timestamp, plantimestamp, timeadd, timecmp and formatdate, with Go's
** RFC 3339 parsing (time.Parse and go-cty's stricter wrapper) and its error texts as
** Terraform rewrites them, and Go's time.ParseDuration.
*/
#define _POSIX_C_SOURCE 200809L
#include <time.h>

#include "interp/funcs/ext/ext.h"

typedef struct gotime {
    int64_t unix;  /* seconds since the epoch (UTC) */
    int32_t nsec;
    int32_t off;   /* zone offset in seconds */
    int utc;       /* written "Z" */
} gotime;

/* Days since 1970-01-01 of a proleptic Gregorian date. */
static int64_t days_from_civil(int64_t y, int64_t m, int64_t d)
{
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

static void civil_from_days(int64_t z, int64_t *y, int *m, int *d)
{
    z += 719468;
    int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    int64_t doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64_t mp = (5 * doy + 2) / 153;
    *d = (int)(doy - (153 * mp + 2) / 5 + 1);
    *m = (int)(mp < 10 ? mp + 3 : mp - 9);
    *y = yoe + era * 400 + (*m <= 2);
}

static int is_leap(int64_t y) { return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0); }

static int days_in(int m, int64_t y)
{
    static const int dm[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && is_leap(y) ? 29 : dm[m - 1];
}

static int dig(const char *s, size_t n, size_t i) { return i < n && s[i] >= '0' && s[i] <= '9'; }

/* Go's time.ParseError fields. */
typedef struct perr {
    const char *layout_elem; /* "" for none */
    tyc_str value_elem;
    const char *message;     /* "" for none */
} perr;

/* Go's getnum: one or two digits (fixed: exactly two). */
static int getnum(const char *s, size_t n, size_t *at, int fixed, int *out)
{
    if (!dig(s, n, *at))
        return -1;
    if (!dig(s, n, *at + 1)) {
        if (fixed)
            return -1;
        *out = s[*at] - '0';
        *at += 1;
        return 0;
    }
    *out = (s[*at] - '0') * 10 + (s[*at + 1] - '0');
    *at += 2;
    return 0;
}

/* time.Parse(time.RFC3339, s). 0 ok, -1 with *e set. */
static int go_parse(tyc_str str, gotime *t, perr *e)
{
    const char *s = str.p;
    size_t n = str.len, at = 0, hold;
    int year = 0, month = 0, day = 0, hour = 0, min = 0, sec = 0, nsec = 0;
    const char *range = NULL, *elem = NULL;
    static const char *const elems[] = {"2006", "01", "02", "15", "04", "05", "Z07:00"};
    static const char *const lits[] = {"", "-", "-", "T", ":", ":", ""};
    for (int k = 0; k < 7; k++) {
        if (lits[k][0]) {
            if (at >= n || s[at] != lits[k][0]) {
                *e = (perr){lits[k], {s + at, n - at}, ""};
                return -1;
            }
            at++;
        }
        hold = at;
        elem = elems[k];
        int bad = 0;
        switch (k) {
        case 0:
            if (n - at < 4 || !dig(s, n, at))
                bad = 1;
            else {
                for (int i = 0; i < 4; i++)
                    if (!dig(s, n, at + (size_t)i))
                        bad = 1;
                if (!bad)
                    year = (s[at] - '0') * 1000 + (s[at + 1] - '0') * 100 +
                           (s[at + 2] - '0') * 10 + (s[at + 3] - '0');
                at += 4;
            }
            break;
        case 1:
            bad = getnum(s, n, &at, 1, &month) < 0;
            if (!bad && (month <= 0 || month > 12))
                range = "month";
            break;
        case 2:
            bad = getnum(s, n, &at, 1, &day) < 0;
            break;
        case 3:
            bad = getnum(s, n, &at, 0, &hour) < 0;
            if (!bad && hour >= 24)
                range = "hour";
            break;
        case 4:
            bad = getnum(s, n, &at, 1, &min) < 0;
            if (!bad && min >= 60)
                range = "minute";
            break;
        case 5:
            bad = getnum(s, n, &at, 1, &sec) < 0;
            if (!bad && sec >= 60)
                range = "second";
            if (!bad && n - at >= 2 && (s[at] == '.' || s[at] == ',') && dig(s, n, at + 1)) {
                size_t j = at + 1;
                int digits = 0;
                nsec = 0;
                while (j < n && dig(s, n, j)) {
                    if (digits < 9)
                        nsec = nsec * 10 + (s[j] - '0'), digits++;
                    j++;
                }
                while (digits < 9)
                    nsec *= 10, digits++;
                at = j;
            }
            break;
        default:
            if (at < n && s[at] == 'Z') {
                at++;
                t->off = 0;
                t->utc = 1;
                break;
            }
            if (n - at < 6 || s[at + 3] != ':') {
                bad = 1;
                break;
            }
            {
                int hr, mm;
                size_t p1 = at + 1, p2 = at + 4;
                if (getnum(s, n, &p1, 1, &hr) < 0 || p1 != at + 3 ||
                    getnum(s, n, &p2, 1, &mm) < 0) {
                    bad = 1;
                    break;
                }
                if (hr > 24)
                    range = "time zone offset hour";
                if (mm > 60)
                    range = "time zone offset minute";
                int off = (hr * 60 + mm) * 60;
                if (s[at] == '-')
                    off = -off;
                else if (s[at] != '+')
                    bad = 1;
                t->off = off;
                t->utc = 0;
                at += 6;
            }
            break;
        }
        if (range) {
            *e = (perr){elem, {s + at, n - at}, range};
            return -1;
        }
        if (bad) {
            *e = (perr){elem, {s + hold, n - hold}, ""};
            return -1;
        }
    }
    if (at < n) {
        *e = (perr){"", {s + at, n - at}, "extra text"};
        return -1;
    }
    if (day < 1 || day > days_in(month, year)) {
        *e = (perr){"", {"", 0}, ": day out of range"};
        return -1;
    }
    t->unix = days_from_civil(year, month, day) * 86400 + hour * 3600 + min * 60 + sec - t->off;
    t->nsec = nsec;
    return 0;
}

/* go-cty's parseStrictRFC3339 on top of time.Parse. */
static int strict_parse(tyc_str str, gotime *t, perr *e)
{
    if (go_parse(str, t, e) < 0)
        return -1;
    const char *s = str.p;
    size_t n = str.len;
    if (n > 12 && s[12] == ':') {
        *e = (perr){"15", {s + 11, 1}, ": hour must have two digits"};
        return -1;
    }
    if (n > 19 && s[19] == ',') {
        *e = (perr){".", {",", 1}, ": sub-second separator must be a period"};
        return -1;
    }
    if (s[n - 1] != 'Z') {
        int th = (s[n - 5] - '0') * 10 + (s[n - 4] - '0');
        int tm = (s[n - 2] - '0') * 10 + (s[n - 1] - '0');
        if (th >= 24 || tm >= 60) {
            *e = (perr){"Z07:00", {s + n - 6, 6}, th >= 24 ? ": timezone hour out of range"
                                                          : ": timezone minute out of range"};
            return -1;
        }
    }
    return 0;
}

/* Terraform's (cty=0) or go-cty's (cty=1) rewording of a parse error. */
static const char *perr_text(tyc_arena *a, const perr *e, int cty)
{
    if (!e->layout_elem[0] && !e->value_elem.len && e->message[0])
        return tyc_sprintf(a, "not a valid RFC3339 timestamp%s", e->message);
    static const char *const lay[] = {"2006", "01", "02", "15", "04", "05", "Z07:00"};
    static const char *const what[] = {"year", "month", "day of month", "hour", "minute",
                                       "second", "UTC offset"};
    const char *w = "timestamp segment";
    for (int i = 0; i < 7; i++)
        if (!strcmp(e->layout_elem, lay[i]))
            w = what[i];
    if (!strcmp(e->layout_elem, "T"))
        return "not a valid RFC3339 timestamp: missing required time introducer 'T'";
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    if (!strcmp(e->layout_elem, ":") || !strcmp(e->layout_elem, "-")) {
        if (!e->value_elem.len) {
            tyc_buf_addf(&b, "not a valid RFC3339 timestamp: end of string where \"%s\" is "
                             "expected", e->layout_elem);
        } else {
            tyc_buf_addz(&b, "not a valid RFC3339 timestamp: found ");
            tyc_buf_goquote(&b, e->value_elem.p, e->value_elem.len);
            tyc_buf_addf(&b, " where \"%s\" is expected", e->layout_elem);
        }
        return tyc_buf_to_arena(&b, a);
    }
    if (!e->value_elem.len) {
        tyc_buf_addf(&b, "not a valid RFC3339 timestamp: end of string before %s", w);
    } else if (cty && !strcmp(w, "hour") && memchr(e->value_elem.p, ':', e->value_elem.len)) {
        tyc_buf_addz(&b, "not a valid RFC3339 timestamp: hour must be between 0 and 23 "
                         "inclusive");
    } else if (cty && !strcmp(w, "hour") && e->value_elem.len != 2) {
        tyc_buf_addz(&b, "not a valid RFC3339 timestamp: hour must have exactly two digits");
    } else if (cty && !strcmp(w, "minute") && e->value_elem.len != 2) {
        tyc_buf_addz(&b, "not a valid RFC3339 timestamp: minute must have exactly two digits");
    } else {
        tyc_buf_addz(&b, "not a valid RFC3339 timestamp: cannot use ");
        tyc_buf_goquote(&b, e->value_elem.p, e->value_elem.len);
        tyc_buf_addf(&b, " as %s", w);
    }
    return tyc_buf_to_arena(&b, a);
}

static void fmt_rfc3339(tyc_buf *b, const gotime *t);

void tyc_x_rfc3339(tyc_buf *b, int64_t unix, int32_t off)
{
    gotime t = {unix, 0, off, off == 0};
    fmt_rfc3339(b, &t);
}

int64_t tyc_x_days(int64_t y, int m, int d) { return days_from_civil(y, m, d); }

int tyc_x_days_in(int m, int64_t y) { return days_in(m, y); }

/* Appends t in RFC 3339 (Go's time.RFC3339 layout: no fraction). */
static void fmt_rfc3339(tyc_buf *b, const gotime *t)
{
    int64_t local = t->unix + t->off;
    int64_t days = local >= 0 ? local / 86400 : -((-local + 86399) / 86400);
    int64_t rem = local - days * 86400;
    int64_t y;
    int m, d;
    civil_from_days(days, &y, &m, &d);
    tyc_buf_addf(b, "%04lld-%02d-%02dT%02d:%02d:%02d", (long long)y, m, d, (int)(rem / 3600),
                 (int)(rem / 60 % 60), (int)(rem % 60));
    if (t->off == 0) {
        tyc_buf_addc(b, 'Z');
    } else {
        int o = t->off < 0 ? -t->off : t->off;
        tyc_buf_addf(b, "%c%02d:%02d", t->off < 0 ? '-' : '+', o / 3600, o / 60 % 60);
    }
}

static const tyc_value *now_value(tyc_evalctx *ec)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    gotime t = {(int64_t)ts.tv_sec, 0, 0, 1};
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    fmt_rfc3339(&b, &t);
    return tyc_fn_bufval(ec, &b);
}

/* timestamp(): the current time; unknown in a PureOnly scope (plan-time validation). */
const tyc_value *tyc_f_timestamp(FN_ARGS)
{
    FN_UNUSED;
    return ec->pure_only ? tyc_fn_unknown(ec, &tyc_t_string) : now_value(ec);
}

/* plantimestamp(): the plan's timestamp (tycon check: the time of the check). The console
** does not offer this function. */
const tyc_value *tyc_f_plantimestamp(FN_ARGS)
{
    FN_UNUSED;
    return now_value(ec);
}

const tyc_value *tyc_f_timecmp(FN_ARGS)
{
    tyc_str a, b;
    gotime ta = {0}, tb = {0};
    perr e;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &a) < 0 || tyc_fn_str(ec, call, args, 1, &b) < 0)
        return NULL;
    if (go_parse(a, &ta, &e) < 0) {
        const char *m = perr_text(ec->arena, &e, 0);
        return m ? tyc_fn_argerr(ec, call, 0, "%s", m) : NULL;
    }
    if (go_parse(b, &tb, &e) < 0) {
        const char *m = perr_text(ec->arena, &e, 0);
        return m ? tyc_fn_argerr(ec, call, 1, "%s", m) : NULL;
    }
    int c = ta.unix < tb.unix ? -1 : ta.unix > tb.unix ? 1 : ta.nsec < tb.nsec ? -1 : ta.nsec > tb.nsec;
    return tyc_fn_intval(ec, c);
}

/* The time package's own quote(): bytes of non-ASCII and control characters as \xNN. */
static const char *time_quote(tyc_arena *a, tyc_str s)
{
    static const char hx[] = "0123456789abcdef";
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_buf_addc(&b, '"');
    for (size_t i = 0; i < s.len; i++) {
        unsigned char c = (unsigned char)s.p[i];
        if (c >= 0x80 || c < ' ') {
            char e[4] = {'\\', 'x', hx[c >> 4], hx[c & 15]};
            tyc_buf_add(&b, e, 4);
        } else {
            if (c == '"' || c == '\\')
                tyc_buf_addc(&b, '\\');
            tyc_buf_addc(&b, (char)c);
        }
    }
    tyc_buf_addc(&b, '"');
    return tyc_buf_to_arena(&b, a);
}

/* Go's time.ParseDuration: nanoseconds in *out. NULL, or the error text. */
static const char *parse_duration(tyc_arena *a, tyc_str s, int64_t *out)
{
    const char *quoted = time_quote(a, s);
    if (!quoted)
        return NULL;
    const char *p = s.p, *e = s.p + s.len;
    int neg = 0;
    uint64_t total = 0;
    if (p < e && (*p == '-' || *p == '+'))
        neg = *p++ == '-';
    if (e - p == 1 && *p == '0') {
        *out = 0;
        return NULL;
    }
    if (p == e)
        return tyc_sprintf(a, "time: invalid duration %s", quoted);
    while (p < e) {
        uint64_t v = 0, f = 0;
        double scale = 1;
        int pre, post = 0, over = 0;
        if (!(*p == '.' || (*p >= '0' && *p <= '9')))
            return tyc_sprintf(a, "time: invalid duration %s", quoted);
        const char *b0 = p;
        while (p < e && *p >= '0' && *p <= '9') {
            if (v > (UINT64_MAX / 10))
                over = 1;
            v = v * 10 + (uint64_t)(*p - '0');
            if (v > (1ull << 63))
                over = 1;
            p++;
        }
        if (over)
            return tyc_sprintf(a, "time: invalid duration %s", quoted);
        pre = p != b0;
        if (p < e && *p == '.') {
            p++;
            const char *f0 = p;
            while (p < e && *p >= '0' && *p <= '9') {
                if (f < (UINT64_MAX / 10) / 10) {
                    f = f * 10 + (uint64_t)(*p - '0');
                    scale *= 10;
                }
                p++;
            }
            post = p != f0;
        }
        if (!pre && !post)
            return tyc_sprintf(a, "time: invalid duration %s", quoted);
        const char *u0 = p;
        while (p < e && *p != '.' && !(*p >= '0' && *p <= '9'))
            p++;
        if (p == u0)
            return tyc_sprintf(a, "time: missing unit in duration %s", quoted);
        tyc_str u = {u0, (size_t)(p - u0)};
        uint64_t unit;
        if (tyc_str_eqz(u, "ns"))
            unit = 1;
        else if (tyc_str_eqz(u, "us") || tyc_str_eqz(u, "\xc2\xb5s") || tyc_str_eqz(u, "\xce\xbcs"))
            unit = 1000;
        else if (tyc_str_eqz(u, "ms"))
            unit = 1000000;
        else if (tyc_str_eqz(u, "s"))
            unit = 1000000000ull;
        else if (tyc_str_eqz(u, "m"))
            unit = 60000000000ull;
        else if (tyc_str_eqz(u, "h"))
            unit = 3600000000000ull;
        else {
            const char *uq = time_quote(a, u);
            return uq ? tyc_sprintf(a, "time: unknown unit %s in duration %s", uq, quoted) : NULL;
        }
        if (v > (1ull << 63) / unit)
            return tyc_sprintf(a, "time: invalid duration %s", quoted);
        v *= unit;
        if (f > 0) {
            v += (uint64_t)((double)f * ((double)unit / scale));
            if (v > (1ull << 63))
                return tyc_sprintf(a, "time: invalid duration %s", quoted);
        }
        total += v;
        if (total > (1ull << 63))
            return tyc_sprintf(a, "time: invalid duration %s", quoted);
    }
    if (!neg && total > (uint64_t)INT64_MAX)
        return tyc_sprintf(a, "time: invalid duration %s", quoted);
    *out = neg ? (int64_t)(0 - total) : (int64_t)total;
    return NULL;
}

const tyc_value *tyc_f_timeadd(FN_ARGS)
{
    tyc_str ts, ds;
    gotime t = {0};
    perr e;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &ts) < 0 || tyc_fn_str(ec, call, args, 1, &ds) < 0)
        return NULL;
    if (strict_parse(ts, &t, &e) < 0) {
        const char *m = perr_text(ec->arena, &e, 1);
        return m ? tyc_fn_err(ec, call, "%s", m) : NULL;
    }
    int64_t d = 0;
    const char *err = parse_duration(ec->arena, ds, &d);
    if (err)
        return tyc_fn_err(ec, call, "%s", err);
    int64_t ns = (int64_t)t.nsec + d % 1000000000;
    t.unix += d / 1000000000 + (ns >= 1000000000 ? 1 : ns < 0 ? -1 : 0);
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    fmt_rfc3339(&b, &t);
    return tyc_fn_bufval(ec, &b);
}

/* ---- formatdate ---- */

static int is_verb(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

const tyc_value *tyc_f_formatdate(FN_ARGS)
{
    static const char *const months[] = {"January", "February", "March", "April", "May",
                                         "June", "July", "August", "September", "October",
                                         "November", "December"};
    static const char *const wdays[] = {"Sunday", "Monday", "Tuesday", "Wednesday",
                                        "Thursday", "Friday", "Saturday"};
    tyc_str f, ts;
    gotime t = {0};
    perr e;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &f) < 0 || tyc_fn_str(ec, call, args, 1, &ts) < 0)
        return NULL;
    if (strict_parse(ts, &t, &e) < 0) {
        const char *m = perr_text(ec->arena, &e, 1);
        return m ? tyc_fn_argerr(ec, call, 1, "%s", m) : NULL;
    }
    int64_t local = t.unix + t.off;
    int64_t days = local >= 0 ? local / 86400 : -((-local + 86399) / 86400);
    int64_t rem = local - days * 86400, y;
    int mo, d, h = (int)(rem / 3600), mi = (int)(rem / 60 % 60), se = (int)(rem % 60);
    civil_from_days(days, &y, &mo, &d);
    int wd = (int)(((days % 7) + 11) % 7); /* 1970-01-01 was a Thursday */
    tyc_buf b;
    tyc_buf_init(&b, ec->arena->ctx);
    const char *p = f.p, *end = f.p + f.len;
    while (p < end) {
        const char *t0 = p;
        if (*p == '\'') {
            if (p + 1 < end && p[1] == '\'') {
                tyc_buf_addc(&b, '\'');
                p += 2;
                continue;
            }
            const char *q = p + 1;
            int closed = 0;
            while (q < end) {
                if (*q == '\'') {
                    if (q + 1 < end && q[1] == '\'') {
                        q += 2;
                        continue;
                    }
                    closed = 1;
                    q++;
                    break;
                }
                q++;
            }
            if (!closed) {
                tyc_buf_free(&b);
                return tyc_fn_argerr(ec, call, 0, "unterminated literal '");
            }
            for (const char *r = p + 1; r < q - 1; r++) {
                tyc_buf_addc(&b, *r);
                if (*r == '\'')
                    r++;
            }
            p = q;
            continue;
        }
        if (!is_verb(*p)) {
            while (p < end && *p != '\'' && !is_verb(*p))
                p++;
            tyc_buf_add(&b, t0, (size_t)(p - t0));
            continue;
        }
        while (p < end && *p == *t0)
            p++;
        size_t len = (size_t)(p - t0);
        tyc_buf q;
        tyc_buf_init(&q, ec->arena->ctx);
        tyc_buf_goquote(&q, t0, len);
        const char *tok = tyc_buf_to_arena(&q, ec->arena);
        const char *bad = NULL;
        if (!tok) {
            tyc_buf_free(&b);
            return NULL;
        }
        switch (*t0) {
        case 'Y':
            if (len == 2)
                tyc_buf_addf(&b, "%02d", (int)(y % 100));
            else if (len == 4)
                tyc_buf_addf(&b, "%04lld", (long long)y);
            else
                bad = "year must either be \"YY\" or \"YYYY\"";
            break;
        case 'M':
            if (len == 1)
                tyc_buf_addf(&b, "%d", mo);
            else if (len == 2)
                tyc_buf_addf(&b, "%02d", mo);
            else if (len == 3)
                tyc_buf_add(&b, months[mo - 1], 3);
            else if (len == 4)
                tyc_buf_addz(&b, months[mo - 1]);
            else
                bad = "month must be \"M\", \"MM\", \"MMM\", or \"MMMM\"";
            break;
        case 'D':
            if (len == 1)
                tyc_buf_addf(&b, "%d", d);
            else if (len == 2)
                tyc_buf_addf(&b, "%02d", d);
            else
                bad = "day of month must either be \"D\" or \"DD\"";
            break;
        case 'E':
            if (len == 3)
                tyc_buf_add(&b, wdays[wd], 3);
            else if (len == 4)
                tyc_buf_addz(&b, wdays[wd]);
            else
                bad = "day of week must either be \"EEE\" or \"EEEE\"";
            break;
        case 'h':
            if (len == 1)
                tyc_buf_addf(&b, "%d", h);
            else if (len == 2)
                tyc_buf_addf(&b, "%02d", h);
            else
                bad = "24-hour must either be \"h\" or \"hh\"";
            break;
        case 'H': {
            int h12 = h % 12 ? h % 12 : 12;
            if (len == 1)
                tyc_buf_addf(&b, "%d", h12);
            else if (len == 2)
                tyc_buf_addf(&b, "%02d", h12);
            else
                bad = "12-hour must either be \"H\" or \"HH\"";
            break;
        }
        case 'A':
        case 'a':
            if (len != 2)
                bad = tyc_sprintf(ec->arena, "must be \"%c%c\"", *t0, *t0);
            else if (*t0 == 'A')
                tyc_buf_addz(&b, h < 12 ? "AM" : "PM");
            else
                tyc_buf_addz(&b, h < 12 ? "am" : "pm");
            break;
        case 'm':
            if (len == 1)
                tyc_buf_addf(&b, "%d", mi);
            else if (len == 2)
                tyc_buf_addf(&b, "%02d", mi);
            else
                bad = "minute must either be \"m\" or \"mm\"";
            break;
        case 's':
            if (len == 1)
                tyc_buf_addf(&b, "%d", se);
            else if (len == 2)
                tyc_buf_addf(&b, "%02d", se);
            else
                bad = "second must either be \"s\" or \"ss\"";
            break;
        case 'Z': {
            int o = t.off < 0 ? -t.off : t.off;
            char sg = t.off < 0 ? '-' : '+';
            if (len == 1) {
                if (t.off == 0)
                    tyc_buf_addc(&b, 'Z');
                else
                    tyc_buf_addf(&b, "%c%02d:%02d", sg, o / 3600, o / 60 % 60);
            } else if (len == 3) {
                if (t.off == 0)
                    tyc_buf_addz(&b, "UTC");
                else
                    tyc_buf_addf(&b, "%c%02d%02d", sg, o / 3600, o / 60 % 60);
            } else if (len == 4) {
                tyc_buf_addf(&b, "%c%02d%02d", sg, o / 3600, o / 60 % 60);
            } else if (len == 5) {
                tyc_buf_addf(&b, "%c%02d:%02d", sg, o / 3600, o / 60 % 60);
            } else {
                bad = "timezone must be Z, ZZZZ, or ZZZZZ";
            }
            break;
        }
        default:
            tyc_buf_free(&b);
            return tyc_fn_argerr(ec, call, 0, "invalid date format verb %s", tok);
        }
        if (bad) {
            tyc_buf_free(&b);
            return tyc_fn_argerr(ec, call, 0, "invalid date format verb %s: %s", tok, bad);
        }
    }
    return tyc_fn_bufval(ec, &b);
}
