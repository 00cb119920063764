/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs.c: the function table (tyc_funcs_all), parameter names, and the helpers shared by
** the function files: hcl's argument conversion, Terraform's two function error shapes,
** grapheme-cluster scanning.
*/
#include <utf8proc.h>

#include "interp/funcs/funcs_int.h"

#define TYC_FN_ROW(name, p, v, sig, mi, ma, u, m) {#name, tyc_f_##name, mi, ma, u, m},
static const tyc_func all_funcs[] = {TYC_FUNC_LIST(TYC_FN_ROW)};
#undef TYC_FN_ROW

typedef struct params {
    const char *pos; /* comma-separated positional names */
    const char *var; /* variadic parameter or NULL */
    const char *sig; /* the declared types (TYC_FUNC_LIST) */
} params;

#define TYC_FN_PARAMS(name, p, v, sig, mi, ma, u, m) {p, v, sig},
static const params all_params[] = {TYC_FUNC_LIST(TYC_FN_PARAMS)};
#undef TYC_FN_PARAMS

#define NFUNCS ((uint32_t)(sizeof all_funcs / sizeof all_funcs[0]))

const tyc_func *tyc_funcs_all(uint32_t *n)
{
    *n = NFUNCS;
    return all_funcs;
}

int tyc_func_lazy(const tyc_func *f)
{
    return f->impl == tyc_f_can || f->impl == tyc_f_try || f->impl == tyc_f_templatestring ||
           f->impl == tyc_f_convert;
}

int tyc_func_in_target(const tyc_func *f, tyc_target t)
{
    /* Terraform 1.15 added convert (internal/lang/functions.go:200 at v1.15.9) */
    return f->impl != tyc_f_convert || tyc_target_tf_ge(t, 1, 15);
}

int tyc_func_closure_args(const tyc_func *f)
{
    return f->impl == tyc_f_can || f->impl == tyc_f_try;
}

int tyc_func_template_closure(const tyc_func *f)
{
    return f->impl == tyc_f_templatestring;
}

/* Index of the function named name in all_funcs, or -1. */
static int32_t find(tyc_str name)
{
    return tyc_find_sorted_name(all_funcs, NFUNCS, sizeof *all_funcs, offsetof(tyc_func, name),
                                name);
}

/* Index of the function a call names as `called` ("lookup" or "core::lookup"), or -1;
** *name: the name without the namespace. */
static int32_t find_called(tyc_str called, tyc_str *name)
{
    *name = called;
    if (name->len > 6 && memcmp(name->p, "core::", 6) == 0)
        *name = (tyc_str){name->p + 6, name->len - 6};
    return find(*name);
}

/* Parameter i of the function at table index k (a static string). */
static const char *param_of(int32_t k, uint32_t i)
{
    static const char *const names[] = {
        "str", "num", "list", "value", "prefix", "hostnum", "newbits", "netnum", "format",
        "spaces", "index", "suffix", "separator", "val", "inputMap", "key", "number", "base",
        "power", "pattern", "string", "substr", "replace", "start_index", "end_index",
        "offset", "length", "cutset", "values", "keys", "expression", "mapping", "v",
        /* issue 11 (part A) */
        "path", "size", "encoding", "source", "namespace", "name", "template", "vars",
        "timestamp", "duration", "timestamp_a", "timestamp_b", "first_set", "a", "b",
        "searchset", "ciphertext", "privatekey", "src", "time", "type"};
    if (k < 0)
        return "v";
    const char *p = all_params[k].pos;
    uint32_t at = 0;
    while (*p) {
        const char *e = strchr(p, ',');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        if (at == i) {
            for (size_t j = 0; j < sizeof names / sizeof names[0]; j++)
                if (strlen(names[j]) == len && memcmp(names[j], p, len) == 0)
                    return names[j];
            return "v";
        }
        at++;
        p = e ? e + 1 : p + len;
    }
    return all_params[k].var ? all_params[k].var : "v";
}

const char *tyc_func_param_name(const tyc_func *f, uint32_t i)
{
    int32_t k = f >= all_funcs && f < all_funcs + NFUNCS ? (int32_t)(f - all_funcs)
                                                        : find((tyc_str){f->name, strlen(f->name)});
    return param_of(k, i);
}

int tyc_func_signature(tyc_buf *b, tyc_str called)
{
    tyc_str name;
    int32_t k = find_called(called, &name);
    if (k < 0)
        return 0;
    tyc_buf_add(b, called.p, called.len);
    tyc_buf_addc(b, '(');
    for (const char *p = all_params[k].pos; *p; p++)
        tyc_buf_addz(b, *p == ',' ? ", " : (char[2]){*p, 0});
    if (all_params[k].var) {
        if (*all_params[k].pos)
            tyc_buf_addz(b, ", ");
        tyc_buf_addz(b, all_params[k].var);
        tyc_buf_addz(b, "...");
    }
    tyc_buf_addc(b, ')');
    return 1;
}

/* Writes the cty type JSON of signature letter c. */
static void sig_type(tyc_buf *b, char c)
{
    static const char letters[] = "snbdlBLNCSFMT";
    static const char *const json[] = {
        "\"string\"", "\"number\"", "\"bool\"", "\"dynamic\"", "[\"list\",\"string\"]",
        "[\"list\",\"bool\"]", "[\"list\",\"dynamic\"]", "[\"list\",\"number\"]",
        "[\"list\",[\"list\",\"dynamic\"]]", "[\"set\",\"dynamic\"]", "[\"set\",\"string\"]",
        "[\"map\",\"dynamic\"]", "[\"map\",[\"list\",\"string\"]]"};
    const char *at = c ? strchr(letters, c) : NULL;
    tyc_buf_addz(b, at ? json[at - letters] : "\"dynamic\"");
}

/* Writes {"name":N,"type":T} for parameter name [p, p+n) of letter c. */
static void sig_param(tyc_buf *b, const char *p, size_t n, char c)
{
    tyc_buf_addz(b, "{\"name\":");
    tyc_buf_jsonquote(b, p, n);
    tyc_buf_addz(b, ",\"type\":");
    sig_type(b, c);
    tyc_buf_addc(b, '}');
}

int tyc_func_signature_json(tyc_buf *b, tyc_str called)
{
    tyc_str name;
    int32_t k = find_called(called, &name);
    if (k < 0)
        return 0;
    const params *ps = &all_params[k];
    const char *t = ps->sig;
    tyc_buf_addz(b, "{\"name\":");
    tyc_buf_jsonquote(b, name.p, name.len);
    tyc_buf_addz(b, ",\"params\":[");
    for (const char *p = ps->pos; *p;) {
        size_t n = strcspn(p, ",");
        if (p != ps->pos)
            tyc_buf_addc(b, ',');
        sig_param(b, p, n, *t && *t != '+' && *t != '>' ? *t++ : 'd');
        p += n + (p[n] == ',');
    }
    tyc_buf_addc(b, ']');
    if (ps->var) {
        tyc_buf_addz(b, ",\"variadic_param\":");
        sig_param(b, ps->var, strlen(ps->var), *t == '+' ? t[1] : 'd');
    }
    const char *r = strchr(t, '>');
    tyc_buf_addz(b, ",\"return_type\":");
    sig_type(b, r ? r[1] : 'd');
    tyc_buf_addc(b, '}');
    return 1;
}

int tyc_func_diag_extra(const tyc_diag *g)
{
    static const char *const with[] = {"Error in function call", "Invalid function argument",
                                       "Not enough function arguments",
                                       "Too many function arguments",
                                       "Invalid expanding argument value"};
    for (size_t i = 0; i < sizeof with / sizeof with[0]; i++)
        if (!strcmp(g->summary, with[i]))
            return 1;
    return 0;
}

int tyc_func_diag_signature(tyc_diag *g, tyc_arena *a, tyc_str called, int sig)
{
    tyc_buf b, j;
    tyc_buf_init(&b, a->ctx);
    tyc_buf_init(&j, a->ctx);
    tyc_buf_addz(&j, "{\"called_as\":");
    tyc_buf_jsonquote(&j, called.p, called.len);
    if (sig && tyc_func_signature(&b, called)) {
        if (!(g->call_sig = tyc_buf_to_arena(&b, a)))
            return tyc_buf_free(&j), -1;
        tyc_buf_addz(&j, ",\"signature\":");
        tyc_func_signature_json(&j, called);
    }
    tyc_buf_free(&b);
    tyc_buf_addc(&j, '}');
    return (g->call_json = tyc_buf_to_arena(&j, a)) ? 0 : -1;
}

const char *tyc_fn_param(const tyc_node *call, uint32_t i)
{
    tyc_str name;
    return param_of(find_called((tyc_str){call->text ? call->text : "", call->tlen}, &name), i);
}

/* hcl's subject for argument i: its StartRange (an expanded element: the `...` argument). */
static void arg_range(const tyc_node *call, uint32_t i, uint32_t *beg, uint32_t *end)
{
    if ((call->flags & TYC_NF_EXPAND) && i + 1 >= call->n) {
        const tyc_node *e = call->kids[call->n - 1];
        *beg = e->beg;
        *end = e->end;
    } else if (i < call->n) {
        tyc_ev_start_range(call->kids[i], beg, end);
    } else {
        *beg = call->beg;
        *end = call->end;
    }
}

const tyc_value *tyc_fn_argerr(tyc_evalctx *ec, const tyc_node *call, uint32_t i,
                               const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *msg = tyc_vsprintf(ec->arena, fmt, ap);
    va_end(ap);
    uint32_t beg, end;
    arg_range(call, i, &beg, &end);
    if (msg && tyc_ev_err(ec, beg, end, call, "Invalid function argument",
                          "Invalid value for \"%s\" parameter: %s.", tyc_fn_param(call, i),
                          msg) == 0 && call->n) /* hcl: Expression is the argument */
        tyc_ev_tag(ec, call->kids[i < call->n ? i : call->n - 1], call);
    return NULL;
}

const tyc_value *tyc_fn_err(tyc_evalctx *ec, const tyc_node *call, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *msg = tyc_vsprintf(ec->arena, fmt, ap);
    va_end(ap);
    uint32_t beg, end;
    tyc_ev_start_range(call, &beg, &end);
    if (msg)
        tyc_ev_err(ec, beg, end, call, "Error in function call",
                   "Call to function \"%.*s\" failed: %s.", (int)call->tlen,
                   call->text ? call->text : "", msg);
    return NULL;
}

const tyc_value *tyc_fn_conv(tyc_evalctx *ec, const tyc_node *call, const tyc_value *const *args,
                             uint32_t i, const tyc_type *t, int allow_null)
{
    const char *msg = NULL;
    const tyc_value *v = args[i];
    if (!tyc_type_equal(v->type, t)) {
        v = tyc_ev_convert(ec->arena, v, t, &msg);
        if (!v)
            return msg ? tyc_fn_argerr(ec, call, i, "%s", msg) : NULL;
    }
    if (!allow_null && tyc_v_is_null(v))
        return tyc_fn_argerr(ec, call, i, "argument must not be null");
    return v;
}

int tyc_fn_str(tyc_evalctx *ec, const tyc_node *call, const tyc_value *const *args, uint32_t i,
               tyc_str *out)
{
    const tyc_value *v = tyc_fn_conv(ec, call, args, i, &tyc_t_string, 0);
    if (!v)
        return -1;
    *out = tyc_v_str(v);
    return 0;
}

int tyc_fn_num(tyc_evalctx *ec, const tyc_node *call, const tyc_value *const *args, uint32_t i,
               const tyc_num **out)
{
    const tyc_value *v = tyc_fn_conv(ec, call, args, i, &tyc_t_number, 0);
    if (!v)
        return -1;
    *out = tyc_v_num_keep(ec->arena, v);
    return *out ? 0 : -1;
}

int tyc_fn_int(tyc_evalctx *ec, const tyc_node *call, const tyc_value *const *args, uint32_t i,
               int64_t *out, int argerr)
{
    const tyc_num *x;
    if (tyc_fn_num(ec, call, args, i, &x) < 0)
        return -1;
    if (tyc_num_to_int64(x, out))
        return 0;
    const char *m = "value must be a whole number, between -9223372036854775808 and "
                    "9223372036854775807";
    if (argerr)
        tyc_fn_argerr(ec, call, i, "%s", m);
    else
        tyc_fn_err(ec, call, "%s", m);
    return -1;
}

size_t tyc_fn_grapheme_next(const char *s, size_t n, size_t i)
{
    utf8proc_int32_t prev = -1, cp;
    utf8proc_int32_t state = 0;
    size_t j = i;
    while (j < n) {
        utf8proc_ssize_t l = utf8proc_iterate((const utf8proc_uint8_t *)s + j,
                                              (utf8proc_ssize_t)(n - j), &cp);
        if (l <= 0) {
            if (j == i)
                return i + 1;
            return j;
        }
        if (prev >= 0 && utf8proc_grapheme_break_stateful(prev, cp, &state))
            return j;
        prev = cp;
        j += (size_t)l;
    }
    return j;
}

size_t tyc_fn_grapheme_count(const char *s, size_t n)
{
    size_t c = 0;
    for (size_t i = 0; i < n; i = tyc_fn_grapheme_next(s, n, i))
        c++;
    return c;
}

const tyc_value *tyc_fn_strval(tyc_evalctx *ec, const char *s, size_t n)
{
    return tyc_v_string(ec->arena, s, n, 1);
}

const tyc_value *tyc_fn_intval(tyc_evalctx *ec, int64_t i)
{
    const tyc_num *x = tyc_num_from_int(ec->arena, i);
    return x ? tyc_v_number(ec->arena, x) : NULL;
}

const tyc_value *tyc_fn_unknown(tyc_evalctx *ec, const tyc_type *t)
{
    return tyc_ev_unknown_nn(ec->arena, t);
}

const tyc_value *tyc_fn_bufval(tyc_evalctx *ec, tyc_buf *b)
{
    const tyc_value *v = NULL;
    if (!tyc_buf_failed(b))
        v = tyc_v_string(ec->arena, b->len ? b->p : "", b->len, 1);
    tyc_buf_free(b);
    return v;
}

int tyc_fn_is_space(int32_t cp)
{
    switch (cp) {
    case '\t': case '\n': case '\v': case '\f': case '\r': case ' ': case 0x85: case 0xA0:
    case 0x1680: case 0x2028: case 0x2029: case 0x202F: case 0x205F: case 0x3000:
        return 1;
    default:
        return cp >= 0x2000 && cp <= 0x200A;
    }
}

/*
** hcl's and cty's checks before a function's own code (hclsyntax FunctionCallExpr.Value,
** then function.Call's parameter loop): every argument converted to its parameter's type
** (every failure reported), then in parameter order the first null where the parameter
** does not allow one, and a value of no known type ending the call early with an unknown
** result. One letter per parameter, the variadic one after '+': s string, n number,
** l list(string), B list(bool), L list(any), S set(any), T map(list(string)), d any value
** (not null), D any value (null allowed, no type needed: the function checks it itself).
*/
typedef struct pspec {
    const char *name;
    const char *types;
    int (*type)(FN_ARGS); /* the checks of cty's Type function, or NULL */
} pspec;

static const pspec all_specs[] = {
    {"abs", "n>n"}, {"abspath", "s>s"}, {"alltrue", "B>b"}, {"anytrue", "B>b"},
    {"base64decode", "s>s"}, {"base64encode", "s>s"}, {"base64gzip", "s>s"},
    {"base64sha256", "s>s"}, {"base64sha512", "s>s"}, {"basename", "s>s"}, {"bcrypt", "s+n>s"},
    {"ceil", "n>n"}, {"chomp", "s>s"}, {"chunklist", "Ln"}, {"cidrhost", "sn>s"},
    {"cidrnetmask", "s>s"}, {"cidrsubnet", "snn>s"}, {"cidrsubnets", "s+n>l"}, {"compact", "l>l"},
    {"concat", "+d", tyc_ft_concat}, {"contains", "dd>b"}, {"csvdecode", "s"}, {"dirname", "s>s"},
    {"distinct", "L"}, {"element", "dn", tyc_ft_element}, {"endswith", "ss>b"}, {"file", "s>s"},
    {"filebase64", "s>s"}, {"filebase64sha256", "s>s"}, {"filebase64sha512", "s>s"},
    {"fileexists", "s>b"}, {"filemd5", "s>s"}, {"fileset", "ss"}, {"filesha1", "s>s"},
    {"filesha256", "s>s"}, {"filesha512", "s>s"}, {"flatten", "d"}, {"floor", "n>n"},
    {"format", "s+D"}, {"formatdate", "ss>s"}, {"formatlist", "s+D>l"}, {"indent", "ns>s"}, {"index", "dd>n"},
    {"join", "s+l>s"}, {"jsondecode", "s"}, {"keys", "d", tyc_ft_keys}, {"log", "nn>n"},
    {"lookup", "ds+D", tyc_ft_lookup}, {"lower", "s>s"}, {"matchkeys", "LLL", tyc_ft_matchkeys},
    {"max", "+n>n"}, {"md5", "s>s"}, {"merge", "+D", tyc_ft_merge}, {"min", "+n>n"},
    {"one", "d", tyc_ft_one}, {"parseint", "dn>n", tyc_ft_parseint}, {"pathexpand", "s>s"},
    {"pow", "nn>n"}, {"range", "+n>N"}, {"regex", "ss", tyc_ft_regex},
    {"regexall", "ss", tyc_ft_regex}, {"replace", "sss>s"}, {"reverse", "d", tyc_ft_reverse},
    {"rsadecrypt", "ss>s"}, {"setintersection", "S+S>S", tyc_ft_sets}, {"setproduct", "+d"},
    {"setsubtract", "SS>S", tyc_ft_sets}, {"setunion", "S+S>S", tyc_ft_sets}, {"sha1", "s>s"},
    {"sha256", "s>s"}, {"sha512", "s>s"}, {"signum", "n>n"}, {"slice", "dnn", tyc_ft_slice},
    {"sort", "l>l"}, {"split", "ss>l"}, {"startswith", "ss>b"}, {"strcontains", "ss>b"},
    {"strrev", "s>s"}, {"substr", "snn>s"}, {"sum", "d>n"}, {"templatefile", "sD"},
    {"textdecodebase64", "ss>s"}, {"textencodebase64", "ss>s"}, {"timeadd", "ss>s"},
    {"timecmp", "ss>n"}, {"title", "s>s"}, {"transpose", "T>T"}, {"trim", "ss>s"},
    {"trimprefix", "ss>s"}, {"trimspace", "s>s"}, {"trimsuffix", "ss>s"}, {"upper", "s>s"},
    {"urlencode", "s>s"}, {"uuidv5", "ss>s"}, {"values", "d", tyc_ft_values}, {"yamldecode", "s"},
    {"yamlencode", "D>s"}, {"zipmap", "ld", tyc_ft_zipmap},
};

/* The type letter of argument i in spec t ('D' past the end). */
static char spec_letter(const char *t, uint32_t i)
{
    uint32_t npos = (uint32_t)strcspn(t, "+>");
    if (i < npos)
        return t[i];
    return t[npos] == '+' ? t[npos + 1] : 'D';
}

/* The parameter type of letter c (NULL: no conversion; *oom on allocation failure). */
static const tyc_type *spec_type(tyc_arena *a, char c, int *oom)
{
    const tyc_type *t = NULL;
    switch (c) {
    case 's': return &tyc_t_string;
    case 'n': return &tyc_t_number;
    case 'l': t = tyc_type_list(a, &tyc_t_string); break;
    case 'B': t = tyc_type_list(a, &tyc_t_bool); break;
    case 'L': t = tyc_type_list(a, &tyc_t_dyn); break;
    case 'N': t = tyc_type_list(a, &tyc_t_number); break;
    case 'b': return &tyc_t_bool;
    case 'S': t = tyc_type_set(a, &tyc_t_dyn); break;
    case 'T': {
        const tyc_type *ls = tyc_type_list(a, &tyc_t_string);
        t = ls ? tyc_type_map(a, ls) : NULL;
        break;
    }
    default: return NULL;
    }
    *oom = t == NULL;
    return t;
}

/* The spec of f, or NULL. */
static const pspec *spec_of(const tyc_func *f)
{
    int32_t k = tyc_find_sorted_name(all_specs, sizeof all_specs / sizeof all_specs[0],
                                     sizeof *all_specs, offsetof(pspec, name),
                                     (tyc_str){f->name, strlen(f->name)});
    return k < 0 ? NULL : &all_specs[k];
}

int tyc_func_convert_arg(tyc_evalctx *ec, const tyc_func *f, const tyc_node *call,
                         const tyc_value **args, uint32_t i)
{
    const pspec *sp = spec_of(f);
    int oom = 0;
    const tyc_type *pt = sp ? spec_type(ec->arena, spec_letter(sp->types, i), &oom) : NULL;
    if (oom)
        return -1;
    if (!pt || tyc_type_equal(args[i]->type, pt))
        return 1;
    const char *msg = NULL;
    const tyc_value *v = tyc_ev_convert(ec->arena, args[i], pt, &msg);
    if (v) {
        args[i] = v;
        return 1;
    }
    if (!msg)
        return -1;
    tyc_fn_argerr(ec, call, i, "%s", msg);
    return ec->arena->ctx->oom ? -1 : 0;
}

/* Parameters that allow null in target t beyond the 'D' letter: go-cty 1.18.1 (Terraform
** >= 1.16) lets contains' value be null (cty/function/stdlib/collection.go:327). */
static int allows_null(tyc_target t, const pspec *sp, uint32_t i)
{
    return i == 1 && !strcmp(sp->name, "contains") && tyc_target_tf_ge(t, 1, 16);
}

/* 1 when argument x (of a 'D' parameter) has no type and the parameter, in target t, does
** not allow that: the call is then unknown. go-cty 1.16.1 let format's and formatlist's
** arguments have the dynamic type (cty/function/stdlib/format.go:33, :72, AllowDynamicType);
** Terraform 1.11 has go-cty 1.16.0 (go.mod at v1.11.4; v1.12.0 has 1.16.2). */
static int untyped_refused(tyc_target t, const pspec *sp, uint32_t i, const tyc_value *x)
{
    return i >= 1 && x->type->kind == TYC_DYN && !tyc_target_tf_ge(t, 1, 12) &&
           !t.tofu && (!strcmp(sp->name, "format") || !strcmp(sp->name, "formatlist"));
}

int tyc_func_precheck(tyc_evalctx *ec, const tyc_func *f, const tyc_node *call,
                      const tyc_value **args, uint32_t n, const tyc_type **ret)
{
    const pspec *sp = spec_of(f);
    *ret = NULL;
    if (!sp)
        return 1;
    const char *t = sp->types, *r = strchr(t, '>');
    for (uint32_t i = 0; i < n; i++) {
        if (spec_letter(t, i) == 'D' && !untyped_refused(ec->target, sp, i, args[i]))
            continue;
        if (spec_letter(t, i) == 'D')
            return 2;
        if (tyc_v_is_null(args[i]) && !allows_null(ec->target, sp, i))
            return tyc_fn_argerr(ec, call, i, "argument must not be null"), 0;
        if (args[i]->type->kind == TYC_DYN)
            return 2;
    }
    if (sp->type && sp->type(ec, call, args, n) < 0)
        return ec->arena->ctx->oom ? -1 : 0;
    uint32_t unknown = 0; /* the result type matters to an unknown result only */
    while (unknown < n && !tyc_v_is_unknown(args[unknown]))
        unknown++;
    if (unknown == n)
        return 1;
    int oom = 0;
    /* the set operations' result: a set of the arguments' unified element types */
    if (r && !strncmp(f->name, "set", 3) && (*ret = tyc_ft_result(ec, call, f->name, args, n)))
        return 1;
    if (ec->arena->ctx->oom)
        return -1;
    if (r && !(*ret = spec_type(ec->arena, r[1], &oom)) && oom)
        return -1;
    if (!r && !(*ret = tyc_ft_result(ec, call, f->name, args, n)) && ec->arena->ctx->oom)
        return -1;
    return 1;
}
