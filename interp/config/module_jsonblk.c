/* SPDX-License-Identifier: Apache-2.0 */
/*
** module_jsonblk.c: the `locals`, `output` and `module` properties of a JSON configuration
** file (*.tf.json) turned into the native syntax's BLOCK / BODY / ATTR nodes, so that the
** readers of native blocks (module_blocks.c, module_output.c, rules/module_call.c) decode
** both alike. Values follow hcl's JSON expression rules: a string is a template ("${x}" is
** an expression), numbers, bools and null are literals, arrays and objects are read through
** (object keys are templates too); arguments that Terraform decodes without an evaluation
** context (description, sensitive, version, ...) keep the literal JSON value, and reference
** lists (depends_on, providers) read each string as an expression, as hcl's
** AbsTraversalForExpr does. The synthetic blocks carry TYC_NF_JSON: their DefRange is the
** opening brace of the object, a missing argument is reported at its closing brace.
*/
#include "interp/config/module_int.h"

#include "interp/syntax/parse.h"
#include "runtime/base/str.h"


/* The key node of pair i of JSON object o. */
static const tyc_node *key(const tyc_node *o, uint32_t i)
{
    const tyc_node *k = o->kids[2 * i];
    return k && k->kind == TYC_N_OBJKEY && k->n ? k->kids[0] : k;
}

static tyc_node *mk(tyc_arena *a, int kind, const char *text, uint32_t beg, uint32_t end,
                    uint32_t n)
{
    tyc_node *d = tyc_node_new(a, kind, beg, end, n);
    if (!d)
        return NULL;
    d->flags = TYC_NF_JSON;
    d->text = text;
    d->tlen = text ? (uint32_t)strlen(text) : 0;
    d->nbeg = beg;
    d->nend = end;
    return d;
}


/* The file text [beg, end) parsed as one native expression, ranges in the file; NULL when
** it does not parse (the caller keeps the JSON value). */
static tyc_node *parse_slice(tyc_arena *a, const tyc_source *src, uint32_t beg, uint32_t end)
{
    tyc_source *sub = TYC_NEW(a, tyc_source);
    if (!sub || end <= beg)
        return NULL;
    sub->name = src->name;
    sub->text = src->text + beg;
    sub->len = end - beg;
    tyc_diags tmp;
    tyc_diags_init(&tmp, a);
    int st = 0;
    tyc_node *t = tyc_parse_expr(a, sub, &tmp, &st);
    if (!t || tmp.nerrors)
        return NULL;
    tyc_node_shift(t, beg);
    t->flags |= TYC_NF_JSON; /* not a legacy quoted reference */
    return t;
}

/* Whether the file text of JSON string s is its decoded text (no escapes), so that the
** native parser reads the same characters at the same offsets. */
static int plain(const tyc_source *src, const tyc_node *s)
{
    return s->end - s->beg >= 2 && s->end <= src->len &&
           !memchr(src->text + s->beg, '\\', s->end - s->beg);
}

/* A heredoc marker that no line of v[0..n) can hold: longer than its longest line (linear
** time, whatever the text). NULL on OOM. */
static char *marker(tyc_arena *a, const char *v, uint32_t n)
{
    uint32_t longest = 0, cur = 0;
    for (uint32_t i = 0; i < n; i++)
        cur = v[i] == '\n' ? 0 : cur + 1, longest = cur > longest ? cur : longest;
    uint32_t ml = longest < 8 ? 9 : longest + 1;
    char *m = TYC_NEWN(a, char, ml + 1);
    if (m) {
        memset(m, 'Z', ml);
        memcpy(m, "TYCONEOT", 8);
        m[ml] = 0;
    }
    return m;
}

/* Adds the errors of a template that did not parse (tmp: those of the heredoc sub) to d at
** the string's positions (hcl: its start + 1 + the decoded offset). The text is parsed again
** without the closing marker, so that an unclosed sequence meets the end of the text as in
** hclsyntax.ParseTemplate; those errors are used unless only the marker is missing. 0, or -1
** on OOM. */
static int errors(tyc_arena *a, const tyc_source *src, const tyc_node *s, tyc_source *sub,
                  uint32_t pre, const tyc_diags *tmp, tyc_diags *d)
{
    tyc_diags open;
    tyc_diags_init(&open, a);
    uint32_t len = sub->len;
    sub->len = pre + s->tlen;
    int st = 0, other = 0;
    tyc_parse_expr(a, sub, &open, &st);
    sub->len = len;
    for (tyc_diag *g = open.head; g; g = g->next)
        other |= g->severity == TYC_SEV_ERROR && strcmp(g->summary, "Unterminated template string");
    for (tyc_diag *g = other ? open.head : tmp->head; g; g = g->next) {
        if (g->severity != TYC_SEV_ERROR ||
            (other && !strcmp(g->summary, "Unterminated template string")))
            continue;
        tyc_diag *c = tyc_diags_push_copy(d, g);
        if (!c)
            return -1;
        if (!c->subject.src)
            continue;
        uint32_t lo = s->beg + 1, hi = s->end > lo ? s->end - 1 : lo;
        uint32_t b = c->subject.beg < pre ? 0 : c->subject.beg - pre;
        uint32_t e = c->subject.end < pre ? 0 : c->subject.end - pre;
        c->subject = (tyc_range){src, lo + b < hi ? lo + b : hi, lo + e < hi ? lo + e : hi, 0};
        c->context = (tyc_range){NULL, 0, 0, 0};
    }
    return 0;
}

/* A decoded JSON string (escapes in the file) parsed as hclsyntax.ParseTemplate parses it:
** wrapped as a heredoc whose final newline is dropped, positions counted from the opening
** quote as hcl/json counts them (inexact past an escape, as there); a template that is one
** interpolation is that expression. NULL when it does not parse (its errors added to d,
** when not NULL, at the string's positions). */
static const tyc_node *decoded(tyc_arena *a, const tyc_source *src, const tyc_node *s,
                               tyc_diags *d)
{
    if (memchr(s->text, 0, s->tlen)) /* not representable in native source text */
        return NULL;
    char *m = marker(a, s->text, s->tlen);
    if (!m)
        return NULL;
    uint32_t pre = (uint32_t)strlen(m) + 3;
    char *w = tyc_sprintf(a, "<<%s\n%.*s\n%s\n", m, (int)s->tlen, s->text, m);
    tyc_source *sub = TYC_NEW(a, tyc_source);
    if (!w || !sub)
        return NULL;
    memcpy(w + pre, s->text, s->tlen); /* NUL bytes are data */
    sub->name = src->name;
    sub->text = w;
    sub->len = pre + s->tlen + (uint32_t)strlen(m) + 2;
    tyc_diags tmp;
    tyc_diags_init(&tmp, a);
    int st = 0;
    tyc_node *t = tyc_parse_expr(a, sub, &tmp, &st);
    if (!t || tmp.nerrors || t->kind != TYC_N_TEMPLATE) {
        if (d && tmp.nerrors)
            (void)errors(a, src, s, sub, pre, &tmp, d); /* OOM: a->ctx->oom */
        return NULL;
    }
    if (t->n) { /* the heredoc's final newline */
        tyc_node *last = t->kids[t->n - 1];
        if (last->kind == TYC_N_STRING && last->end == pre + s->tlen + 1 && last->tlen &&
            last->text[last->tlen - 1] == '\n' && !--last->tlen)
            t->n--;
        else if (last->kind == TYC_N_STRING && last->end == pre + s->tlen + 1)
            last->end--;
    }
    t->flags &= (uint16_t)~TYC_NF_HEREDOC;
    t->beg = pre, t->end = pre + s->tlen;
    int one = t->n == 1 && t->kids[0]->kind != TYC_N_STRING &&
              t->kids[0]->kind != TYC_N_TPL_IF && t->kids[0]->kind != TYC_N_TPL_FOR;
    tyc_node *r = one ? t->kids[0] : t;
    tyc_node_shift(r, s->beg + 1 - pre); /* unsigned: every offset is >= pre */
    r->beg = s->beg, r->end = s->end; /* hcl/json: the expression's range is the string's */
    r->flags |= TYC_NF_JSON;
    return r;
}

/* A JSON string as a template. Without escapes, the quoted file text parsed as a native
** quoted template (exact ranges); with escapes, the decoded text (decoded). */
static const tyc_node *template(tyc_arena *a, const tyc_source *src, const tyc_node *s,
                                tyc_diags *d)
{
    if (!s->text || (!strstr(s->text, "${") && !strstr(s->text, "%{")))
        return s;
    tyc_node *t = plain(src, s) ? parse_slice(a, src, s->beg, s->end) : NULL;
    const tyc_node *r = t ? t : decoded(a, src, s, d);
    return r ? r : a->ctx->oom ? NULL : s;
}

const tyc_node *tyc_cfg_json_expr(tyc_arena *a, const tyc_source *src, const tyc_node *v,
                                  int depth, tyc_diags *d)
{
    if (!v || depth > 1000)
        return v;
    if (v->kind == TYC_N_STRING)
        return template(a, src, v, d);
    if (v->kind != TYC_N_TUPLE && v->kind != TYC_N_OBJECT)
        return v;
    tyc_node *c = mk(a, v->kind, v->text, v->beg, v->end, v->n);
    if (!c)
        return NULL;
    c->flags = v->flags;
    c->nbeg = v->nbeg, c->nend = v->nend;
    for (uint32_t i = 0; i < v->n; i++) {
        const tyc_node *k = v->kids[i];
        if (v->kind == TYC_N_OBJECT && i % 2 == 0 && k && k->kind == TYC_N_OBJKEY && k->n) {
            tyc_node *ok = mk(a, TYC_N_OBJKEY, k->text, k->beg, k->end, 1);
            if (!ok)
                return NULL;
            ok->flags = k->flags;
            if (!(ok->kids[0] = (tyc_node *)template(a, src, k->kids[0], d)))
                return NULL;
            c->kids[i] = ok;
        } else if (!(c->kids[i] = (tyc_node *)tyc_cfg_json_expr(a, src, k, depth + 1, d)) && k)
            return NULL;
    }
    return c;
}

/* A JSON string read as a native expression (a reference: hcl's AbsTraversalForExpr);
** other values, and strings with escapes, as they are. */
static const tyc_node *ref(tyc_arena *a, const tyc_source *src, const tyc_node *v)
{
    if (v->kind != TYC_N_STRING || !plain(src, v))
        return v;
    tyc_node *t = parse_slice(a, src, v->beg + 1, v->end - 1);
    return t ? t : v;
}

/* A list of references: each string of the array read by ref. */
static const tyc_node *refs(tyc_arena *a, const tyc_source *src, const tyc_node *v)
{
    if (v->kind != TYC_N_TUPLE)
        return v;
    tyc_node *c = mk(a, TYC_N_TUPLE, NULL, v->beg, v->end, v->n);
    for (uint32_t i = 0; c && i < v->n; i++)
        c->kids[i] = (tyc_node *)ref(a, src, v->kids[i]);
    return c;
}

/* The ATTR node of a property (name range: its key). */
static tyc_node *attr(tyc_arena *a, const tyc_node *kn, const tyc_node *e)
{
    tyc_node *at = e ? mk(a, TYC_N_ATTR, kn->text, kn->beg, e->end, 1) : NULL;
    if (!at)
        return NULL;
    at->nbeg = kn->beg;
    at->nend = kn->end;
    at->kids[0] = (tyc_node *)e;
    return at;
}

/* hcl/json's "Extraneous JSON object property" for key kn, with its suggestion among the
** names of v1 and v2 (NULL-terminated). 0, or -1 on OOM. */
static int extraneous(tyc_diags *d, const tyc_source *src, const tyc_node *kn,
                      const char *const *v1, const char *const *v2)
{
    const char *sg = NULL;
    tyc_str k = {kn->text, kn->tlen};
    for (int l = 0; l < 2 && !sg; l++)
        for (uint32_t i = 0; (l ? v2 : v1) && (l ? v2 : v1)[i] && !sg; i++) {
            const char *c = (l ? v2 : v1)[i];
            if (tyc_str_distance(k, (tyc_str){c, strlen(c)}) < 3)
                sg = c;
        }
    const char *det = sg ? tyc_sprintf(d->arena, "No argument or block type is named \"%s\". "
                                                 "Did you mean \"%s\"?", kn->text, sg)
                         : tyc_sprintf(d->arena, "No argument or block type is named \"%s\".",
                                       kn->text);
    return tyc_cfg_err(d, src, kn->beg, kn->end, "Extraneous JSON object property", det);
}

/* How a property of a block's object becomes an argument: 't' template expression, 'l'
** literal (no evaluation context), 'r' a list of references, 'p' a map of references,
** 'e' a native expression in a string (a type). */
typedef int (*kind_fn)(const char *name, tyc_target t);

static int out_kind(const char *n, tyc_target t)
{
    (void)t;
    return !strcmp(n, "value") ? 't' : !strcmp(n, "depends_on") ? 'r' : !strcmp(n, "type") ? 'e'
                                                                                        : 'l';
}

static int call_kind(const char *n, tyc_target t)
{
    if (!strcmp(n, "depends_on"))
        return 'r';
    if (!strcmp(n, "providers"))
        return 'p';
    if (!strcmp(n, "version") || (!strcmp(n, "source") && !tyc_target_tf_ge(t, 1, 15)))
        return 'l';
    return 't';
}

static const tyc_node *arg_expr(tyc_arena *a, const tyc_source *src, const tyc_node *v, int k,
                                tyc_diags *late)
{
    if (k == 't')
        return tyc_cfg_json_expr(a, src, v, 0, late);
    if (k == 'r')
        return refs(a, src, v);
    if (k == 'e')
        return ref(a, src, v);
    if (k != 'p' || v->kind != TYC_N_OBJECT)
        return v;
    tyc_node *c = mk(a, TYC_N_OBJECT, NULL, v->beg, v->end, v->n);
    for (uint32_t i = 0; c && i < v->n; i++) {
        const tyc_node *kn = v->kids[i];
        if (i % 2 || !kn || kn->kind != TYC_N_OBJKEY || !kn->n) {
            c->kids[i] = (tyc_node *)(i % 2 ? ref(a, src, kn) : kn);
            continue;
        }
        tyc_node *ok = mk(a, TYC_N_OBJKEY, kn->text, kn->beg, kn->end, 1); /* key: a reference */
        if (!ok)
            return NULL;
        ok->kids[0] = (tyc_node *)ref(a, src, kn->kids[0]);
        c->kids[i] = ok;
    }
    return c;
}

/* The BLOCK node of one JSON block: type, the object's properties as a BODY (blocks named
** in blocks: nested BLOCKs of template arguments; properties not in attrs (when attrs is
** given): "Extraneous JSON object property"), and the label key kn (NULL: none). */
static tyc_node *block(tyc_arena *a, const tyc_source *src, const char *type,
                       const tyc_node *kn, const tyc_node *obj, const char *const *attrs,
                       const char *const *blocks, kind_fn kf, tyc_target t, tyc_diags *d,
                       tyc_diags *late);

/* The nested blocks of property kn = v (an object or an array of objects) into vec. */
static int nested(tyc_arena *a, const tyc_source *src, const tyc_node *kn, const tyc_node *v,
                  tyc_vec *vec, tyc_target t, tyc_diags *d, tyc_diags *late)
{
    static const char *const rule[] = {"condition", "error_message", NULL};
    uint32_t n = v->kind == TYC_N_TUPLE ? v->n : 1;
    for (uint32_t i = 0; i < n; i++) {
        const tyc_node *o = v->kind == TYC_N_TUPLE ? v->kids[i] : v;
        if (o->kind != TYC_N_OBJECT)
            continue;
        tyc_node *b = block(a, src, kn->text, kn, o, rule, NULL, NULL, t, d, late);
        if (!b)
            return -1;
        b->nbeg = kn->beg, b->nend = kn->end;
        b->n = 1; /* no label */
        if (tyc_vec_push(a, vec, b) < 0)
            return -1;
    }
    return 0;
}

static tyc_node *block(tyc_arena *a, const tyc_source *src, const char *type,
                       const tyc_node *kn, const tyc_node *obj, const char *const *attrs,
                       const char *const *blocks, kind_fn kf, tyc_target t, tyc_diags *d,
                       tyc_diags *late)
{
    tyc_vec items = {0};
    for (uint32_t i = 0; i < obj->n / 2; i++) {
        const tyc_node *k = key(obj, i), *v = obj->kids[2 * i + 1];
        if (!k || !k->text || !v || !strcmp(k->text, "//"))
            continue;
        if (blocks && tyc_in_list(blocks, k->text)) {
            if (nested(a, src, k, v, &items, t, d, late) < 0)
                return NULL;
            continue;
        }
        if (attrs && !tyc_in_list(attrs, k->text)) {
            if (extraneous(d, src, k, attrs, blocks) < 0)
                return NULL;
            continue;
        }
        tyc_node *at = attr(a, k, arg_expr(a, src, v, kf ? kf(k->text, t) : 't', late));
        if (!at || tyc_vec_push(a, &items, at) < 0)
            return NULL;
    }
    tyc_node *body = mk(a, TYC_N_BODY, NULL, obj->beg, obj->end, items.n);
    tyc_node *b = mk(a, TYC_N_BLOCK, type, kn->beg, obj->end, 2);
    if (!body || !b)
        return NULL;
    for (uint32_t i = 0; i < items.n; i++)
        body->kids[i] = items.v[i];
    b->nbeg = kn->beg, b->nend = kn->end;
    b->abeg = obj->beg, b->aend = obj->end;
    b->kids[0] = body;
    b->kids[1] = (tyc_node *)kn;
    return b;
}

/* The blocks of one labelled block type (output, module): label -> object, or arrays of
** either level. */
static int labelled(tyc_arena *a, const tyc_source *src, const char *type, const tyc_node *v,
                    const char *const *attrs, const char *const *blocks, kind_fn kf,
                    tyc_target t, tyc_vec *out, tyc_diags *d, tyc_diags *late)
{
    uint32_t n = v->kind == TYC_N_TUPLE ? v->n : 1;
    for (uint32_t e = 0; e < n; e++) {
        const tyc_node *o = v->kind == TYC_N_TUPLE ? v->kids[e] : v;
        for (uint32_t i = 0; o->kind == TYC_N_OBJECT && i < o->n / 2; i++) {
            const tyc_node *kn = key(o, i), *bv = o->kids[2 * i + 1];
            uint32_t m = bv->kind == TYC_N_TUPLE ? bv->n : 1;
            for (uint32_t j = 0; kn && kn->text && j < m; j++) {
                const tyc_node *body = bv->kind == TYC_N_TUPLE ? bv->kids[j] : bv;
                if (body->kind != TYC_N_OBJECT)
                    continue;
                tyc_node *b = block(a, src, type, kn, body, attrs, blocks, kf, t, d, late);
                if (!b || tyc_vec_push(a, out, b) < 0)
                    return -1;
            }
        }
    }
    return 0;
}

int tyc_module_json_named(tyc_arena *a, const tyc_source *src, const tyc_node *root,
                          tyc_target t, tyc_vec *out, tyc_diags *d, tyc_diags *late)
{
    static const char *const out_blocks[] = {"postcondition", "precondition", NULL};
    for (uint32_t i = 0; root->kind == TYC_N_OBJECT && i < root->n / 2; i++) {
        const tyc_node *kn = key(root, i), *v = root->kids[2 * i + 1];
        const char *k = kn && kn->text ? kn->text : "";
        int rc = 0;
        if (!strcmp(k, "locals")) {
            uint32_t n = v->kind == TYC_N_TUPLE ? v->n : 1;
            for (uint32_t e = 0; e < n && rc == 0; e++) {
                const tyc_node *o = v->kind == TYC_N_TUPLE ? v->kids[e] : v;
                tyc_node *b = o->kind == TYC_N_OBJECT
                                  ? block(a, src, "locals", kn, o, NULL, NULL, NULL, t, d, late)
                                  : NULL;
                if (b)
                    b->n = 1;
                rc = o->kind != TYC_N_OBJECT ? 0 : !b ? -1 : tyc_vec_push(a, out, b);
            }
        } else if (!strcmp(k, "output"))
            rc = labelled(a, src, "output", v, tyc_module_output_args(t), out_blocks, out_kind,
                          t, out, d, late);
        else if (!strcmp(k, "module"))
            rc = labelled(a, src, "module", v, NULL, NULL, call_kind, t, out, d, late);
        if (rc < 0)
            return -1;
    }
    return 0;
}
