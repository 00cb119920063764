/* SPDX-License-Identifier: Apache-2.0 */
/*
** render.c: values as `terraform console` prints them (internal/repl/format.go) and as
** cty's json.Marshal(v, T) writes them (compact JSON, dynamic wrappers where T is `any`).
*/
#include "runtime/convert/convert.h"
#include "runtime/render/render.h"
#include "runtime/value/set_int.h"
#include "runtime/base/str.h"

/* ---------------------------------------------------------------- console: strings */

/* Length of the Unicode white-space rune at s (Go unicode.IsSpace), or 0. */
static int space_len(const char *s, size_t n)
{
    int32_t cp;
    int l = tyc_utf8_decode(s, n, &cp);
    if (l < 0)
        return 0;
    switch (cp) {
    case '\t': case '\n': case '\v': case '\f': case '\r': case ' ':
    case 0x85: case 0xA0: case 0x1680: case 0x2028: case 0x2029: case 0x202F:
    case 0x205F: case 0x3000:
        return l;
    default:
        return cp >= 0x2000 && cp <= 0x200A ? l : 0;
    }
}

/* If the line, white-space trimmed, is "EOT" followed only by underscores, returns the
** number of underscores; else -1. */
static int64_t eot_underscores(const char *s, size_t n)
{
    size_t i = 0;
    int l;
    while (i < n && (l = space_len(s + i, n - i)) > 0)
        i += (size_t)l;
    if (n - i < 3 || memcmp(s + i, "EOT", 3) != 0)
        return -1;
    size_t u = 0;
    for (i += 3; i < n && s[i] == '_'; i++)
        u++;
    while (i < n && (l = space_len(s + i, n - i)) > 0)
        i += (size_t)l;
    return i == n ? (int64_t)u : -1;
}

/* The heredoc delimiter's underscore count: the smallest u such that no line trims to
** "EOT" + u underscores (Terraform escalates EOT, EOT_, EOT__, ... until none does). */
static size_t heredoc_underscores(tyc_buf *b, const char *s, size_t n)
{
    size_t nlines = 1, u = 0;
    for (size_t i = 0; i < n; i++)
        nlines += s[i] == '\n';
    uint8_t *used = tyc_mem_alloc(b->ctx, nlines + 1);
    if (!used) {
        b->failed = 1;
        return 0;
    }
    memset(used, 0, nlines + 1);
    for (size_t i = 0, beg = 0; i <= n; i++) {
        if (i < n && s[i] != '\n')
            continue;
        int64_t k = eot_underscores(s + beg, i - beg);
        if (k >= 0 && (size_t)k <= nlines)
            used[k] = 1;
        beg = i + 1;
    }
    while (used[u])
        u++;
    tyc_mem_free(b->ctx, used, nlines + 1);
    return u;
}

/* A string with at least one newline, as a heredoc. */
static void render_heredoc(tyc_buf *b, const char *s, size_t n, size_t indent)
{
    size_t u = heredoc_underscores(b, s, n);
    tyc_buf_addz(b, indent > 0 ? "<<-" : "<<");
    tyc_buf_addz(b, "EOT");
    for (size_t k = 0; k < u; k++)
        tyc_buf_addc(b, '_');
    for (size_t i = 0, beg = 0; i <= n; i++) {
        if (i < n && s[i] != '\n')
            continue;
        tyc_buf_addc(b, '\n');
        tyc_buf_indent(b, indent);
        tyc_buf_add(b, s + beg, i - beg);
        beg = i + 1;
    }
    tyc_buf_addc(b, '\n');
    tyc_buf_indent(b, indent);
    tyc_buf_addz(b, "EOT");
    for (size_t k = 0; k < u; k++)
        tyc_buf_addc(b, '_');
}

static void render_string(tyc_buf *b, tyc_str s, size_t indent)
{
    if (s.len && memchr(s.p, '\n', s.len))
        render_heredoc(b, s.p, s.len, indent);
    else
        tyc_buf_goquote(b, s.p, s.len);
}

/* ---------------------------------------------------------------- console: values */

static void render_null(tyc_buf *b, const tyc_type *t)
{
    static const char *const fn[] = {[TYC_LIST] = "tolist", [TYC_SET] = "toset",
                                     [TYC_MAP] = "tomap"};
    switch (t->kind) {
    case TYC_DYN:
        tyc_buf_addz(b, "null");
        return;
    case TYC_STRING:
        tyc_buf_addz(b, "tostring(null)");
        return;
    case TYC_NUMBER:
        tyc_buf_addz(b, "tonumber(null)");
        return;
    case TYC_BOOL:
        tyc_buf_addz(b, "tobool(null)");
        return;
    case TYC_LIST:
    case TYC_SET:
    case TYC_MAP:
        tyc_buf_addf(b, "%s(null) /* of ", fn[t->kind]);
        tyc_type_buf_friendly(b, t->elem);
        tyc_buf_addz(b, " */");
        return;
    default:
        tyc_buf_addz(b, "null /* ");
        tyc_type_buf_friendly(b, t);
        tyc_buf_addz(b, " */");
    }
}

/* `[` elements, each on its own line followed by `,`, `]`. */
static void render_seq(tyc_buf *b, const tyc_value *v, size_t indent)
{
    tyc_buf_addc(b, '[');
    for (uint32_t i = 0; i < v->n; i++) {
        tyc_buf_addc(b, '\n');
        tyc_buf_indent(b, indent + 2);
        tyc_render_console(b, v->u.elems[i], indent + 2);
        tyc_buf_addc(b, ',');
    }
    if (v->n) {
        tyc_buf_addc(b, '\n');
        tyc_buf_indent(b, indent);
    }
    tyc_buf_addc(b, ']');
}

/* `{` `KEY = VALUE` lines (keys as strings, sorted) `}`. */
static void render_mapping(tyc_buf *b, const tyc_value *v, size_t indent)
{
    const tyc_str *keys = v->type->kind == TYC_MAP ? tyc_v_keys(v) : v->type->names;
    tyc_buf_addc(b, '{');
    for (uint32_t i = 0; i < v->n; i++) {
        tyc_buf_addc(b, '\n');
        tyc_buf_indent(b, indent + 2);
        render_string(b, keys[i], indent + 2);
        tyc_buf_addz(b, " = ");
        tyc_render_console(b, v->u.elems[i], indent + 2);
    }
    if (v->n) {
        tyc_buf_addc(b, '\n');
        tyc_buf_indent(b, indent);
    }
    tyc_buf_addc(b, '}');
}

/* Scalars and the nulls/unknowns/sensitive placeholders; 0 if v is a collection. */
static int render_leaf(tyc_buf *b, const tyc_value *v, size_t indent)
{
    if (tyc_v_is_unknown(v))
        tyc_buf_addz(b, "(known after apply)");
    else if (v->marks & TYC_MARK_SENSITIVE)
        tyc_buf_addz(b, "(sensitive value)");
    else if (v->marks & TYC_MARK_EPHEMERAL)
        tyc_buf_addz(b, "(ephemeral value)");
    else if (tyc_v_is_null(v))
        render_null(b, v->type);
    else if (v->type->kind == TYC_STRING)
        render_string(b, tyc_v_str(v), indent);
    else if (v->type->kind == TYC_NUMBER)
        tyc_num_buf_text(b, TYC_V_NUM(v));
    else if (v->type->kind == TYC_BOOL)
        tyc_buf_addz(b, v->u.b ? "true" : "false");
    else if (v->type->kind == TYC_DYN)
        tyc_buf_addz(b, "null");
    else
        return 0;
    return 1;
}

/* See render.h: format.go's FormatValue, nested levels indented by 2 more spaces. */
void tyc_render_console(tyc_buf *b, const tyc_value *v, size_t indent)
{
    if (render_leaf(b, v, indent))
        return;
    switch (v->type->kind) {
    case TYC_OBJECT:
        render_mapping(b, v, indent);
        break;
    case TYC_TUPLE:
        render_seq(b, v, indent);
        break;
    case TYC_MAP:
        tyc_buf_addz(b, "tomap(");
        render_mapping(b, v, indent);
        tyc_buf_addc(b, ')');
        break;
    default:
        tyc_buf_addz(b, v->type->kind == TYC_LIST ? "tolist(" : "toset(");
        render_seq(b, v, indent);
        tyc_buf_addc(b, ')');
    }
}

/* ---------------------------------------------------------------- JSON */

static const char *marshal(tyc_buf *b, const tyc_value *v, const tyc_type *t);

/* `{"value":<v as its own type>,"type":<type JSON>}` */
static const char *marshal_dynamic(tyc_buf *b, const tyc_value *v)
{
    tyc_buf_addz(b, "{\"value\":");
    const char *err = marshal(b, v, v->type);
    if (err)
        return err;
    tyc_buf_addz(b, ",\"type\":");
    tyc_type_buf_json(b, v->type);
    tyc_buf_addc(b, '}');
    return NULL;
}

/* Elements as a JSON array; et(i) is the declared type of element i. */
static const char *marshal_array(tyc_buf *b, const tyc_value *v, const tyc_type *t)
{
    tyc_buf_addc(b, '[');
    for (uint32_t i = 0; i < v->n; i++) {
        if (i)
            tyc_buf_addc(b, ',');
        const tyc_type *et = t->kind == TYC_TUPLE ? t->elems[i] : t->elem;
        const char *err = marshal(b, v->u.elems[i], et);
        if (err)
            return err;
    }
    tyc_buf_addc(b, ']');
    return NULL;
}

/* Map entries or object attributes as a JSON object (keys already sorted). */
static const char *marshal_object(tyc_buf *b, const tyc_value *v, const tyc_type *t)
{
    const tyc_str *keys = v->type->kind == TYC_MAP ? tyc_v_keys(v) : v->type->names;
    tyc_buf_addc(b, '{');
    for (uint32_t i = 0; i < v->n; i++) {
        if (i)
            tyc_buf_addc(b, ',');
        tyc_buf_jsonquote(b, keys[i].p, keys[i].len);
        tyc_buf_addc(b, ':');
        const tyc_type *et = t->kind == TYC_OBJECT ? t->elems[i] : t->elem;
        const char *err = marshal(b, v->u.elems[i], et);
        if (err)
            return err;
    }
    tyc_buf_addc(b, '}');
    return NULL;
}

static const char *marshal(tyc_buf *b, const tyc_value *v, const tyc_type *t)
{
    if (tyc_v_is_unknown(v))
        return "value is not known";
    if (v->marks)
        return "value has marks, so it cannot be serialized as JSON";
    if (t->kind == TYC_DYN && v->type->kind != TYC_DYN)
        return marshal_dynamic(b, v);
    if (tyc_v_is_null(v)) {
        tyc_buf_addz(b, "null");
        return NULL;
    }
    switch (v->type->kind) {
    case TYC_STRING:
        tyc_buf_jsonquote(b, v->u.s, v->n);
        return NULL;
    case TYC_NUMBER:
        if (tyc_num_is_inf(TYC_V_NUM(v)))
            return "cannot serialize infinity as JSON";
        tyc_num_buf_text(b, TYC_V_NUM(v));
        return NULL;
    case TYC_BOOL:
        tyc_buf_addz(b, v->u.b ? "true" : "false");
        return NULL;
    case TYC_LIST:
    case TYC_SET:
    case TYC_TUPLE:
        return marshal_array(b, v, t);
    case TYC_MAP:
    case TYC_OBJECT:
        return marshal_object(b, v, t);
    default:
        tyc_buf_addz(b, "null");
        return NULL;
    }
}

/* The error marshal would meet first, or NULL: the same checks in the same order, no
** output (a streamed rendering must not start what it cannot finish). */
static const char *marshal_check(const tyc_value *v)
{
    if (tyc_v_is_unknown(v))
        return "value is not known";
    if (v->marks)
        return "value has marks, so it cannot be serialized as JSON";
    if (tyc_v_is_null(v))
        return NULL;
    switch (v->type->kind) {
    case TYC_NUMBER:
        return tyc_num_is_inf(TYC_V_NUM(v)) ? "cannot serialize infinity as JSON" : NULL;
    case TYC_LIST:
    case TYC_SET:
    case TYC_TUPLE:
    case TYC_MAP:
    case TYC_OBJECT:
        for (uint32_t i = 0; i < v->n; i++) {
            const char *err = marshal_check(v->u.elems[i]);
            if (err)
                return err;
        }
        return NULL;
    default:
        return NULL;
    }
}

/* See render.h: converts first when v's type does not conform to t (a conversion error
** returns its message, without path), then marshals; static error strings otherwise.
** A streamed buffer receives nothing when the value cannot be encoded. */
const char *tyc_render_json(tyc_buf *b, tyc_arena *a, const tyc_value *v, const tyc_type *t)
{
    if (!tyc_type_conforms(v->type, t)) {
        tyc_cerr err = {0};
        if (!(v = tyc_convert(a, v, t, &err)))
            return err.msg ? err.msg : "out of memory";
    }
    if (b->sink) {
        const char *err = marshal_check(v);
        if (err)
            return err;
    }
    return marshal(b, v, t);
}
