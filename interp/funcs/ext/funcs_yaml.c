/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_yaml.c: yamldecode and yamlencode as zclconf/go-cty-yaml defines them, on libyaml:
** events from libyaml's parser, go-cty-yaml's scalar resolution (YAML 1.1 booleans, null,
** numbers, timestamps as RFC 3339 strings), anchors, aliases and merge keys, mappings as
** objects and sequences as tuples; encoding through libyaml's emitter with go-cty-yaml's
** events (block styles, double-quoted strings, literal style for multi-line ones).
*/
#include <yaml.h>

#include "interp/funcs/ext/ext.h"

#define STR_TAG "tag:yaml.org,2002:str"
#define BIN_TAG "tag:yaml.org,2002:binary"
#define BOOL_TAG "tag:yaml.org,2002:bool"
#define INT_TAG "tag:yaml.org,2002:int"
#define FLOAT_TAG "tag:yaml.org,2002:float"
#define NULL_TAG "tag:yaml.org,2002:null"
#define TS_TAG "tag:yaml.org,2002:timestamp"
#define MAP_TAG "tag:yaml.org,2002:map"
#define SEQ_TAG "tag:yaml.org,2002:seq"
#define MERGE_TAG "tag:yaml.org,2002:merge"

/* An anchor: its value once complete (NULL while its node is being read). */
typedef struct anchor {
    struct anchor *next;
    const char *name;
    const tyc_value *v;
} anchor;

typedef struct yd {
    yaml_parser_t p;
    tyc_arena *a;
    anchor *anchors;
    const char *err;   /* the error text (arena) once failed */
    uint32_t depth;
} yd;

static int fail(yd *d, const char *msg)
{
    if (!d->err)
        d->err = msg ? msg : "out of memory";
    return -1;
}

/* go-cty-yaml's parseEventErrorWrap: "on line L, column C: " with libyaml's 0-based line. */
static int ev_fail(yd *d, const yaml_event_t *e, const char *msg)
{
    if (!msg)
        return fail(d, NULL);
    if (e->start_mark.line == 0)
        return fail(d, msg);
    return fail(d, tyc_sprintf(d->a, "on line %zu, column %zu: %s", e->start_mark.line,
                               e->start_mark.column + 1, msg));
}

/* go-cty-yaml's parserError. */
static int parser_fail(yd *d)
{
    const char *cause = d->p.problem ? d->p.problem : "invalid YAML syntax";
    size_t line, col;
    if (d->p.problem_mark.line != 0) {
        line = d->p.problem_mark.line;
        col = d->p.problem_mark.column;
        if (d->p.error == YAML_SCANNER_ERROR)
            line++, col = 0;
    } else if (d->p.context_mark.line != 0) {
        line = d->p.context_mark.line;
        col = d->p.context_mark.column;
    } else {
        return fail(d, tyc_strndup(d->a, cause, strlen(cause)));
    }
    return fail(d, tyc_sprintf(d->a, "on line %zu, column %zu: %s", line, col + 1, cause));
}

static int next(yd *d, yaml_event_t *e)
{
    if (!yaml_parser_parse(&d->p, e))
        return parser_fail(d);
    return 0;
}

static const char *ev_name(yaml_event_type_t t)
{
    static const char *const n[] = {"none", "stream start", "stream end", "document start",
                                    "document end", "alias", "scalar", "sequence start",
                                    "sequence end", "mapping start", "mapping end"};
    return (unsigned)t < sizeof n / sizeof n[0] ? n[t] : "unknown";
}

/* ---- scalars ---- */

static int is_digits(const char *s, size_t n) {
    if (!n)
        return 0;
    for (size_t i = 0; i < n; i++)
        if (s[i] < '0' || s[i] > '9')
            return 0;
    return 1;
}

/* integerLiteralRegexp: [-+]?[0-9]+ | 0o[0-7]+ | 0x[0-9a-fA-F]+ */
static int int_literal(const char *s, size_t n)
{
    if (n > 2 && s[0] == '0' && (s[1] == 'o' || s[1] == 'x')) {
        for (size_t i = 2; i < n; i++) {
            char c = s[i];
            int ok = s[1] == 'o' ? (c >= '0' && c <= '7')
                                 : ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') ||
                                    (c >= 'A' && c <= 'F'));
            if (!ok)
                return 0;
        }
        return 1;
    }
    size_t i = n && (s[0] == '-' || s[0] == '+');
    return is_digits(s + i, n - i);
}

/* floatLiteralRegexp: [-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)? */
static int float_literal(const char *s, size_t n)
{
    size_t i = n && (s[0] == '-' || s[0] == '+');
    if (i < n && s[i] == '.') {
        size_t b = ++i;
        while (i < n && s[i] >= '0' && s[i] <= '9')
            i++;
        if (i == b)
            return 0;
    } else {
        size_t b = i;
        while (i < n && s[i] >= '0' && s[i] <= '9')
            i++;
        if (i == b)
            return 0;
        if (i < n && s[i] == '.') {
            i++;
            while (i < n && s[i] >= '0' && s[i] <= '9')
                i++;
        }
    }
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        i++;
        if (i < n && (s[i] == '-' || s[i] == '+'))
            i++;
        size_t b = i;
        while (i < n && s[i] >= '0' && s[i] <= '9')
            i++;
        if (i == b)
            return 0;
    }
    return i == n;
}

/* 1-2 digits at s[*i] into *out. */
static int num12(const char *s, size_t n, size_t *i, int *out)
{
    if (*i >= n || s[*i] < '0' || s[*i] > '9')
        return -1;
    *out = s[(*i)++] - '0';
    if (*i < n && s[*i] >= '0' && s[*i] <= '9')
        *out = *out * 10 + (s[(*i)++] - '0');
    return 0;
}

/* go-cty-yaml's parseTimestamp: RFC 3339 text of the instant, or NULL. */
static const char *timestamp(tyc_arena *a, const char *s, size_t n)
{
    if (n < 5 || !is_digits(s, 4) || s[4] != '-')
        return NULL;
    size_t i = 5;
    int y = (s[0] - '0') * 1000 + (s[1] - '0') * 100 + (s[2] - '0') * 10 + (s[3] - '0');
    int mo, d, h = 0, mi = 0, se = 0, off = 0;
    if (num12(s, n, &i, &mo) < 0 || i >= n || s[i++] != '-' || num12(s, n, &i, &d) < 0)
        return NULL;
    if (mo < 1 || mo > 12 || d < 1 || d > tyc_x_days_in(mo, y))
        return NULL;
    if (i < n) {
        char sep = s[i++];
        if (sep != 'T' && sep != 't' && sep != ' ')
            return NULL;
        if (num12(s, n, &i, &h) < 0 || i >= n || s[i++] != ':' || num12(s, n, &i, &mi) < 0 ||
            i >= n || s[i++] != ':' || num12(s, n, &i, &se) < 0)
            return NULL;
        if (h > 23 || mi > 59 || se > 59)
            return NULL;
        if (i < n && s[i] == '.') {
            size_t b = ++i;
            while (i < n && s[i] >= '0' && s[i] <= '9')
                i++;
            if (i == b || i - b > 9)
                return NULL;
        }
        if (sep == ' ') {
            if (i != n)
                return NULL;
        } else {
            if (i < n && s[i] == 'Z') {
                i++;
            } else if (i + 6 == n && (s[i] == '+' || s[i] == '-') && s[i + 3] == ':' &&
                       is_digits(s + i + 1, 2) && is_digits(s + i + 4, 2)) {
                int oh = (s[i + 1] - '0') * 10 + (s[i + 2] - '0');
                int om = (s[i + 4] - '0') * 10 + (s[i + 5] - '0');
                if (oh > 24 || om > 60)
                    return NULL;
                off = (oh * 60 + om) * 60 * (s[i] == '-' ? -1 : 1);
                i += 6;
            } else {
                return NULL;
            }
            if (i != n)
                return NULL;
        }
    }
    tyc_buf b;
    tyc_buf_init(&b, a->ctx);
    tyc_x_rfc3339(&b, tyc_x_days(y, mo, d) * 86400 + h * 3600 + mi * 60 + se - off, off);
    return tyc_buf_to_arena(&b, a);
}

static const tyc_value *strv(yd *d, const char *s, size_t n)
{
    return tyc_v_string(d->a, s, n, 1);
}

static const tyc_value *numv(yd *d, const char *s, size_t n)
{
    const tyc_num *x = tyc_num_parse(d->a, s, n);
    return x ? tyc_v_number(d->a, x) : NULL;
}

/* Go's strconv.ParseInt(s, 0, 64) / ParseUint for 0x, 0o, 0b and leading-0 octal. */
static const tyc_value *go_int(yd *d, const char *s, size_t n)
{
    size_t i = 0;
    int neg = 0;
    if (i < n && (s[i] == '-' || s[i] == '+'))
        neg = s[i++] == '-';
    int base = 10;
    if (n - i > 1 && s[i] == '0') {
        char c = s[i + 1];
        if (c == 'x' || c == 'X')
            base = 16, i += 2;
        else if (c == 'o' || c == 'O')
            base = 8, i += 2;
        else if (c == 'b' || c == 'B')
            base = 2, i += 2;
        else
            base = 8, i += 1;
    }
    if (i >= n)
        return NULL;
    unsigned __int128 v = 0;
    for (; i < n; i++) {
        int dv = s[i] >= '0' && s[i] <= '9' ? s[i] - '0'
                 : s[i] >= 'a' && s[i] <= 'z' ? s[i] - 'a' + 10
                 : s[i] >= 'A' && s[i] <= 'Z' ? s[i] - 'A' + 10 : 99;
        if (dv >= base)
            return NULL;
        v = v * (unsigned)base + (unsigned)dv;
        if (v > (unsigned __int128)UINT64_MAX)
            return NULL;
    }
    if (neg && v > (unsigned __int128)1 << 63)
        return NULL;
    char txt[32];
    int len = neg ? snprintf(txt, sizeof txt, "-%llu", (unsigned long long)v)
                  : snprintf(txt, sizeof txt, "%llu", (unsigned long long)v);
    return numv(d, txt, (size_t)len);
}

/* resolveScalar: the value, or NULL with d->err set (without position) / OOM. */
static const tyc_value *resolve(yd *d, const char *tag, const char *s, size_t n, int quoted)
{
    tyc_arena *a = d->a;
    tyc_str src = {s, n};
    if (tag && strcmp(tag, STR_TAG) && strcmp(tag, BOOL_TAG) && strcmp(tag, INT_TAG) &&
        strcmp(tag, FLOAT_TAG) && strcmp(tag, NULL_TAG) && strcmp(tag, TS_TAG) &&
        strcmp(tag, BIN_TAG)) {
        tyc_buf b;
        tyc_buf_init(&b, a->ctx);
        tyc_buf_addz(&b, "unsupported tag ");
        tyc_buf_goquote(&b, tag, strlen(tag));
        fail(d, tyc_buf_to_arena(&b, a));
        return NULL;
    }
    char hint = 'N';
    if (n) {
        unsigned char c = (unsigned char)s[0];
        hint = c == '+' || c == '-' ? 'S' : c >= '0' && c <= '9' ? 'D'
               : strchr("yYnNtTfFoO~", c) && c ? 'M' : c == '.' ? '.' : 0;
    }
    const char *t = tag ? tag : "";
    if (hint && strcmp(t, STR_TAG) && strcmp(t, BIN_TAG)) {
        if (quoted)
            return strv(d, s, n);
        static const char *const trues[] = {"y", "Y", "yes", "Yes", "YES", "true", "True",
                                            "TRUE", "on", "On", "ON"};
        static const char *const falses[] = {"n", "N", "no", "No", "NO", "false", "False",
                                             "FALSE", "off", "Off", "OFF"};
        static const char *const nulls[] = {"", "~", "null", "Null", "NULL"};
        for (size_t i = 0; i < sizeof trues / sizeof trues[0]; i++)
            if (tyc_str_eqz(src, trues[i]))
                return &tyc_v_true;
        for (size_t i = 0; i < sizeof falses / sizeof falses[0]; i++)
            if (tyc_str_eqz(src, falses[i]))
                return &tyc_v_false;
        for (size_t i = 0; i < sizeof nulls / sizeof nulls[0]; i++)
            if (tyc_str_eqz(src, nulls[i]))
                return &tyc_v_null_dyn;
        if (tyc_str_eqz(src, ".inf") || tyc_str_eqz(src, ".Inf") || tyc_str_eqz(src, ".INF") ||
            tyc_str_eqz(src, "+.inf") || tyc_str_eqz(src, "+.Inf") || tyc_str_eqz(src, "+.INF"))
            return numv(d, "+Inf", 4);
        if (tyc_str_eqz(src, "-.inf") || tyc_str_eqz(src, "-.Inf") || tyc_str_eqz(src, "-.INF"))
            return numv(d, "-Inf", 4);
        if (!tag && (tyc_str_eqz(src, ".nan") || tyc_str_eqz(src, ".NaN") ||
                     tyc_str_eqz(src, ".NAN"))) {
            fail(d, "floating point NaN is not supported");
            return NULL;
        }
        if (hint == '.') {
            const tyc_num *x = tyc_num_parse(a, s, n);
            if (x)
                return tyc_v_number(a, x);
        } else if (hint == 'D' || hint == 'S') {
            if (!tag || !strcmp(tag, TS_TAG)) {
                const char *ts = timestamp(a, s, n);
                if (ts)
                    return strv(d, ts, strlen(ts));
            }
            if (int_literal(s, n))
                t = INT_TAG;
            else if (float_literal(s, n))
                t = FLOAT_TAG;
        }
    }
    tyc_buf q;
    tyc_buf_init(&q, a->ctx);
    tyc_buf_goquote(&q, s, n);
    const char *qs = tyc_buf_to_arena(&q, a);
    if (!qs)
        return NULL;
    if (!strcmp(t, STR_TAG) || !strcmp(t, BIN_TAG)) {
        if (!strcmp(t, BIN_TAG)) {
            unsigned char *o;
            size_t on, bad;
            int r = tyc_x_b64dec(a, s, n, &o, &on, &bad);
            if (r < 0)
                return NULL;
            if (r > 0) {
                fail(d, tyc_sprintf(a, "cannot parse %s as %s: not valid base64", qs, t));
                return NULL;
            }
        }
        return strv(d, s, n);
    }
    if (!strcmp(t, BOOL_TAG)) {
        static const char *const bt[] = {"y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE",
                                         "on", "On", "ON"};
        static const char *const bf[] = {"n", "N", "no", "No", "NO", "false", "False", "FALSE",
                                         "off", "Off", "OFF"};
        for (size_t i = 0; i < 11; i++) {
            if (tyc_str_eqz(src, bt[i]))
                return &tyc_v_true;
            if (tyc_str_eqz(src, bf[i]))
                return &tyc_v_false;
        }
        fail(d, tyc_sprintf(a, "cannot parse %s as %s", qs, t));
        return NULL;
    }
    if (!strcmp(t, FLOAT_TAG) || !strcmp(t, INT_TAG)) {
        char *plain = tyc_alloc_raw(a, n + 1);
        size_t pn = 0;
        if (!plain)
            return NULL;
        for (size_t i = 0; i < n; i++)
            if (s[i] != '_')
                plain[pn++] = s[i];
        const tyc_num *x = tyc_num_parse(a, plain, pn);
        if (x)
            return tyc_v_number(a, x);
        const tyc_value *iv = go_int(d, plain, pn);
        if (iv)
            return iv;
        fail(d, tyc_sprintf(a, "cannot parse %s as %s", qs, t));
        return NULL;
    }
    if (!strcmp(t, TS_TAG)) {
        const char *ts = timestamp(a, s, n);
        if (ts)
            return strv(d, ts, strlen(ts));
        fail(d, tyc_sprintf(a, "cannot parse %s as %s", qs, t));
        return NULL;
    }
    if (!strcmp(t, NULL_TAG))
        return &tyc_v_null_dyn;
    return strv(d, s, n);
}

/* ---- nodes ---- */

static const tyc_value *node(yd *d, yaml_event_t *e);

static void anchor_begin(yd *d, const char *name)
{
    anchor *x = TYC_NEW(d->a, anchor);
    if (!x)
        return;
    x->name = tyc_strndup(d->a, name, strlen(name));
    x->v = NULL;
    x->next = d->anchors;
    d->anchors = x;
}

static void anchor_done(yd *d, const char *name, const tyc_value *v)
{
    for (anchor *x = d->anchors; x; x = x->next)
        if (x->name && !strcmp(x->name, name) && !x->v) {
            x->v = v;
            return;
        }
}

static const tyc_value *alias(yd *d, yaml_event_t *e)
{
    const char *name = (const char *)e->data.alias.anchor;
    tyc_buf q;
    tyc_buf_init(&q, d->a->ctx);
    tyc_buf_goquote(&q, name, strlen(name));
    const char *qs = tyc_buf_to_arena(&q, d->a);
    for (anchor *x = d->anchors; x; x = x->next) {
        if (x->name && !strcmp(x->name, name)) {
            if (x->v)
                return x->v;
            ev_fail(d, e, qs ? tyc_sprintf(d->a, "cannot refer to anchor %s from inside its own "
                                                 "definition", qs) : NULL);
            return NULL;
        }
    }
    ev_fail(d, e, qs ? tyc_sprintf(d->a, "reference to undefined anchor %s", qs) : NULL);
    return NULL;
}

static const tyc_value *scalar(yd *d, yaml_event_t *e)
{
    const char *tag = (const char *)e->data.scalar.tag;
    const char *anc = (const char *)e->data.scalar.anchor;
    if (anc)
        anchor_begin(d, anc);
    int quoted = e->data.scalar.style == YAML_SINGLE_QUOTED_SCALAR_STYLE ||
                 e->data.scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE;
    const tyc_value *v =
        resolve(d, tag, (const char *)e->data.scalar.value, e->data.scalar.length, quoted);
    if (v && !tag && !e->data.scalar.plain_implicit && v->type->kind != TYC_STRING) {
        /* go-cty-yaml implies type string for an untagged non-plain scalar (a block scalar)
        ** but resolves its value as a plain one, then converts: "" gives a null string */
        if (tyc_v_is_null(v))
            v = tyc_v_null(d->a, &tyc_t_string);
        else if (v->type->kind == TYC_NUMBER) {
            const char *t = tyc_num_text(d->a, TYC_V_NUM(v));
            v = t ? strv(d, t, strlen(t)) : NULL;
        } else if (v->type->kind == TYC_BOOL)
            v = v->u.b ? strv(d, "true", 4) : strv(d, "false", 5);
    }
    if (!v) {
        if (d->err) { /* position it */
            const char *m = d->err;
            d->err = NULL;
            ev_fail(d, e, m);
        }
        return NULL;
    }
    if (anc)
        anchor_done(d, anc, v);
    return v;
}

/* The (name, value) pairs of a mapping in event order; later names replace earlier ones
** when the object is built. */
typedef struct attrs {
    tyc_vec names, vals;
} attrs;

static int attr_put(yd *d, attrs *at, tyc_str name, const tyc_value *v)
{
    tyc_str *k = TYC_NEW(d->a, tyc_str);
    if (!k)
        return -1;
    *k = name;
    if (tyc_vec_push(d->a, &at->names, k) < 0 ||
        tyc_vec_push(d->a, &at->vals, (void *)(uintptr_t)v) < 0)
        return -1;
    return 0;
}

/* The object of the pairs (the last value of a repeated name wins), or NULL on OOM. */
static const tyc_value *attrs_object(yd *d, const attrs *at)
{
    uint32_t n = at->names.n;
    tyc_str *names = TYC_NEWN(d->a, tyc_str, n ? n : 1);
    const tyc_value **vals = TYC_NEWN(d->a, const tyc_value *, n ? n : 1);
    tyc_hset h;
    if (!names || !vals || tyc_hset_init(d->a, &h, n) < 0)
        return NULL;
    uint32_t m = 0;
    for (uint32_t i = 0; i < n; i++) {
        tyc_str k = *(tyc_str *)at->names.v[i];
        int found;
        uint32_t s = tyc_hset_slot(&h, k, &found);
        if (found) {
            vals[h.vals[s]] = at->vals.v[i];
            continue;
        }
        h.keys[s] = k;
        h.vals[s] = m;
        names[m] = k;
        vals[m++] = at->vals.v[i];
    }
    return tyc_v_object(d->a, names, vals, m);
}

static const char *friendly(yd *d, const tyc_type *t)
{
    tyc_buf b;
    tyc_buf_init(&b, d->a->ctx);
    tyc_type_buf_friendly(&b, t);
    return tyc_buf_to_arena(&b, d->a);
}

static int merge_into(yd *d, attrs *at, const tyc_value *v, yaml_event_t *ke)
{
    if (v->type->kind == TYC_OBJECT && !tyc_v_is_null(v)) {
        for (uint32_t i = 0; i < v->n; i++)
            if (attr_put(d, at, v->type->names[i], v->u.elems[i]) < 0)
                return -1;
        return 0;
    }
    if (v->type->kind == TYC_TUPLE && !tyc_v_is_null(v)) {
        for (uint32_t j = 0; j < v->n; j++) {
            const tyc_value *o = v->u.elems[j];
            if (o->type->kind != TYC_OBJECT) {
                const char *f = friendly(d, o->type);
                return ev_fail(d, ke, f ? tyc_sprintf(d->a, "cannot merge %s (from sequence) "
                                                            "into mapping", f) : NULL);
            }
            for (uint32_t i = 0; i < o->n; i++)
                if (attr_put(d, at, o->type->names[i], o->u.elems[i]) < 0)
                    return -1;
        }
        return 0;
    }
    const char *f = friendly(d, v->type);
    return ev_fail(d, ke, f ? tyc_sprintf(d->a, "cannot merge %s into mapping", f) : NULL);
}

static const tyc_value *mapping(yd *d, yaml_event_t *e)
{
    const char *tag = (const char *)e->data.mapping_start.tag;
    const char *anc = (const char *)e->data.mapping_start.anchor;
    if (tag && strcmp(tag, MAP_TAG)) {
        ev_fail(d, e, tyc_sprintf(d->a, "can't interpret mapping as %s", tag));
        return NULL;
    }
    if (anc)
        anchor_begin(d, anc);
    attrs at = {{0}, {0}};
    for (;;) {
        yaml_event_t k;
        if (next(d, &k) < 0)
            return NULL;
        if (k.type == YAML_MAPPING_END_EVENT) {
            yaml_event_delete(&k);
            break;
        }
        int r = -1;
        if (k.type == YAML_SCALAR_EVENT &&
            ((!k.data.scalar.tag && k.data.scalar.length == 2 &&
              !memcmp(k.data.scalar.value, "<<", 2)) ||
             (k.data.scalar.tag && !strcmp((const char *)k.data.scalar.tag, MERGE_TAG)))) {
            yaml_event_t ve;
            if (next(d, &ve) == 0) {
                const tyc_value *v = node(d, &ve);
                yaml_event_delete(&ve);
                r = v ? merge_into(d, &at, v, &k) : -1;
            }
        } else if (k.type != YAML_SCALAR_EVENT) {
            ev_fail(d, &k, "only strings are allowed as mapping keys");
        } else {
            int quoted = k.data.scalar.style == YAML_SINGLE_QUOTED_SCALAR_STYLE ||
                         k.data.scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE;
            const tyc_value *kv = resolve(d, (const char *)k.data.scalar.tag,
                                          (const char *)k.data.scalar.value,
                                          k.data.scalar.length, quoted);
            tyc_str name = {NULL, 0};
            if (kv && tyc_v_is_null(kv)) {
                ev_fail(d, &k, "mapping key cannot be null");
            } else if (kv && kv->type->kind == TYC_STRING) {
                name = tyc_v_str(kv);
            } else if (kv && kv->type->kind == TYC_NUMBER) {
                const char *t = tyc_num_text(d->a, TYC_V_NUM(kv));
                name = t ? (tyc_str){t, strlen(t)} : name;
            } else if (kv && kv->type->kind == TYC_BOOL) {
                name = kv->u.b ? (tyc_str){"true", 4} : (tyc_str){"false", 5};
            }
            if (name.p) {
                yaml_event_t ve;
                if (next(d, &ve) == 0) {
                    const tyc_value *v = node(d, &ve);
                    yaml_event_delete(&ve);
                    r = v ? attr_put(d, &at, name, v) : -1;
                }
            }
        }
        yaml_event_delete(&k);
        if (r < 0)
            return NULL;
    }
    const tyc_value *o = attrs_object(d, &at);
    if (o && anc)
        anchor_done(d, anc, o);
    return o;
}

static const tyc_value *sequence(yd *d, yaml_event_t *e)
{
    const char *tag = (const char *)e->data.sequence_start.tag;
    const char *anc = (const char *)e->data.sequence_start.anchor;
    if (tag && strcmp(tag, SEQ_TAG)) {
        ev_fail(d, e, tyc_sprintf(d->a, "can't interpret sequence as %s", tag));
        return NULL;
    }
    if (anc)
        anchor_begin(d, anc);
    tyc_vec el = {0};
    for (;;) {
        yaml_event_t x;
        if (next(d, &x) < 0)
            return NULL;
        if (x.type == YAML_SEQUENCE_END_EVENT) {
            yaml_event_delete(&x);
            break;
        }
        const tyc_value *v = node(d, &x);
        yaml_event_delete(&x);
        if (!v || tyc_vec_push(d->a, &el, (void *)(uintptr_t)v) < 0)
            return NULL;
    }
    const tyc_value *t = tyc_v_tuple(d->a, (const tyc_value *const *)el.v, el.n);
    if (t && anc)
        anchor_done(d, anc, t);
    return t;
}

static const tyc_value *node(yd *d, yaml_event_t *e)
{
    if (++d->depth > 10000) {
        fail(d, "nesting too deep");
        return NULL;
    }
    const tyc_value *v = NULL;
    switch (e->type) {
    case YAML_SCALAR_EVENT: v = scalar(d, e); break;
    case YAML_ALIAS_EVENT: v = alias(d, e); break;
    case YAML_MAPPING_START_EVENT: v = mapping(d, e); break;
    case YAML_SEQUENCE_START_EVENT: v = sequence(d, e); break;
    case YAML_DOCUMENT_START_EVENT: ev_fail(d, e, "only a single document is allowed"); break;
    case YAML_STREAM_END_EVENT: ev_fail(d, e, "expecting value but found end of stream"); break;
    case YAML_MAPPING_END_EVENT: ev_fail(d, e, "expecting value but found end of mapping"); break;
    case YAML_SEQUENCE_END_EVENT: ev_fail(d, e, "expecting value but found end of sequence"); break;
    default:
        ev_fail(d, e, tyc_sprintf(d->a, "unexpected parser event %s", ev_name(e->type)));
    }
    d->depth--;
    return v;
}

static const tyc_value *decode(yd *d, const char *s, size_t n)
{
    yaml_event_t e;
    if (next(d, &e) < 0)
        return NULL;
    int bad = e.type != YAML_STREAM_START_EVENT;
    if (bad)
        ev_fail(d, &e, "missing stream start token");
    yaml_event_delete(&e);
    if (bad || next(d, &e) < 0)
        return NULL;
    bad = e.type != YAML_DOCUMENT_START_EVENT;
    if (bad) {
        ev_fail(d, &e, "missing start of document");
    } else if (e.data.document_start.version_directive &&
               (e.data.document_start.version_directive->major != 1 ||
                e.data.document_start.version_directive->minor != 1)) {
        /* go-yaml's parser accepts only %YAML 1.1 (libyaml 0.2 also takes 1.2) */
        bad = 1;
        if (e.start_mark.line)
            fail(d, tyc_sprintf(d->a, "on line %zu, column %zu: found incompatible YAML "
                                      "document", e.start_mark.line, e.start_mark.column + 1));
        else
            fail(d, "found incompatible YAML document");
    }
    yaml_event_delete(&e);
    if (bad || next(d, &e) < 0)
        return NULL;
    const tyc_value *v = node(d, &e);
    yaml_event_delete(&e);
    if (!v || next(d, &e) < 0)
        return NULL;
    if (e.type == YAML_DOCUMENT_START_EVENT)
        ev_fail(d, &e, "only a single document is allowed");
    else if (e.type != YAML_DOCUMENT_END_EVENT)
        ev_fail(d, &e, tyc_sprintf(d->a, "unexpected extra content (%s) after value",
                                   ev_name(e.type)));
    bad = e.type != YAML_DOCUMENT_END_EVENT;
    yaml_event_delete(&e);
    if (bad || next(d, &e) < 0)
        return NULL;
    if (e.type != YAML_STREAM_END_EVENT)
        ev_fail(d, &e, "unexpected extra content after value");
    bad = e.type != YAML_STREAM_END_EVENT;
    yaml_event_delete(&e);
    (void)s, (void)n;
    return bad ? NULL : v;
}

const tyc_value *tyc_f_yamldecode(FN_ARGS)
{
    tyc_str s;
    (void)nargs;
    if (tyc_fn_str(ec, call, args, 0, &s) < 0)
        return NULL;
    yd d;
    memset(&d, 0, sizeof d);
    d.a = ec->arena;
    if (!yaml_parser_initialize(&d.p))
        return tyc_fn_err(ec, call, "failed to initialize YAML parser");
    if (s.len == 0)
        s = (tyc_str){"\n", 1};
    yaml_parser_set_input_string(&d.p, (const unsigned char *)s.p, s.len);
    const tyc_value *v = decode(&d, s.p, s.len);
    yaml_parser_delete(&d.p);
    if (v)
        return v;
    if (ec->arena->ctx->oom)
        return NULL;
    return tyc_fn_err(ec, call, "%s", d.err ? d.err : "invalid YAML syntax");
}

/* ---- yamlencode ---- */

static int sink(void *data, unsigned char *buf, size_t size)
{
    tyc_buf_add(data, buf, size);
    return 1;
}

static int emit_scalar(yaml_emitter_t *em, const char *s, size_t n, yaml_scalar_style_t st)
{
    yaml_event_t e;
    if (!yaml_scalar_event_initialize(&e, NULL, NULL, (yaml_char_t *)(uintptr_t)s, (int)n, 1,
                                      1, st))
        return -1;
    return yaml_emitter_emit(em, &e) ? 0 : -1;
}

static int emit(tyc_arena *a, yaml_emitter_t *em, const tyc_value *v, int depth)
{
    yaml_event_t e;
    if (depth > 10000)
        return -1;
    if (tyc_v_is_null(v))
        return emit_scalar(em, "null", 4, YAML_PLAIN_SCALAR_STYLE);
    switch (v->type->kind) {
    case TYC_STRING:
        return emit_scalar(em, v->u.s, v->n, memchr(v->u.s, '\n', v->n)
                                                 ? YAML_LITERAL_SCALAR_STYLE
                                                 : YAML_DOUBLE_QUOTED_SCALAR_STYLE);
    case TYC_NUMBER: {
        const char *t = tyc_num_text(a, TYC_V_NUM(v));
        return t ? emit_scalar(em, t, strlen(t), YAML_PLAIN_SCALAR_STYLE) : -1;
    }
    case TYC_BOOL:
        return emit_scalar(em, v->u.b ? "true" : "false", v->u.b ? 4 : 5,
                           YAML_PLAIN_SCALAR_STYLE);
    case TYC_LIST:
    case TYC_SET:
    case TYC_TUPLE:
        if (!yaml_sequence_start_event_initialize(&e, NULL, NULL, 1, YAML_BLOCK_SEQUENCE_STYLE) ||
            !yaml_emitter_emit(em, &e))
            return -1;
        for (uint32_t i = 0; i < v->n; i++)
            if (emit(a, em, v->u.elems[i], depth + 1) < 0)
                return -1;
        return yaml_sequence_end_event_initialize(&e) && yaml_emitter_emit(em, &e) ? 0 : -1;
    case TYC_MAP:
    case TYC_OBJECT: {
        const tyc_str *keys = v->type->kind == TYC_MAP ? tyc_v_keys(v) : v->type->names;
        if (!yaml_mapping_start_event_initialize(&e, NULL, NULL, 1, YAML_BLOCK_MAPPING_STYLE) ||
            !yaml_emitter_emit(em, &e))
            return -1;
        for (uint32_t i = 0; i < v->n; i++)
            if (emit_scalar(em, keys[i].p, keys[i].len, memchr(keys[i].p, '\n', keys[i].len)
                                                            ? YAML_LITERAL_SCALAR_STYLE
                                                            : YAML_DOUBLE_QUOTED_SCALAR_STYLE) < 0 ||
                emit(a, em, v->u.elems[i], depth + 1) < 0)
                return -1;
        return yaml_mapping_end_event_initialize(&e) && yaml_emitter_emit(em, &e) ? 0 : -1;
    }
    default:
        return -1;
    }
}

const tyc_value *tyc_f_yamlencode(FN_ARGS)
{
    (void)nargs;
    const tyc_value *v = args[0];
    if (!tyc_v_wholly_known(v) && !tyc_v_is_null(v))
        return tyc_fn_unknown(ec, &tyc_t_string);
    yaml_emitter_t em;
    yaml_event_t e;
    tyc_buf b;
    if (!yaml_emitter_initialize(&em))
        return tyc_fn_err(ec, call, "failed to write YAML token");
    tyc_buf_init(&b, ec->arena->ctx);
    yaml_emitter_set_output(&em, sink, &b);
    yaml_emitter_set_unicode(&em, 1);
    int ok = yaml_stream_start_event_initialize(&e, YAML_UTF8_ENCODING) &&
             yaml_emitter_emit(&em, &e) &&
             yaml_document_start_event_initialize(&e, NULL, NULL, NULL, 1) &&
             yaml_emitter_emit(&em, &e) && emit(ec->arena, &em, v, 0) == 0 &&
             yaml_document_end_event_initialize(&e, 1) && yaml_emitter_emit(&em, &e) &&
             yaml_stream_end_event_initialize(&e) && yaml_emitter_emit(&em, &e) &&
             yaml_emitter_flush(&em);
    const char *problem = em.problem;
    yaml_emitter_delete(&em);
    if (!ok) {
        tyc_buf_free(&b);
        return tyc_fn_err(ec, call, "%s", problem ? problem : "failed to write YAML token");
    }
    /* go-yaml's emitter ends the stream with "..." after a plain scalar at the root only;
    ** libyaml 0.2 writes it after a kept ("|+") final line break instead. The marker stands
    ** at the start of a line; a value's own "..." line is indented under its "|" */
    if (b.len >= 5 && !memcmp(b.p + b.len - 5, "\n...\n", 5))
        b.len -= 4;
    if (tyc_v_is_null(v) || v->type->kind == TYC_NUMBER || v->type->kind == TYC_BOOL)
        tyc_buf_addz(&b, "...\n");
    return tyc_fn_bufval(ec, &b);
}
