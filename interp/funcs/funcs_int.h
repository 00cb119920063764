/* SPDX-License-Identifier: Apache-2.0 */
/*
** funcs_int.h: private helpers shared by the function library files (funcs*.c): argument
** conversion as hcl performs it before a call, Terraform's two kinds of function errors,
** grapheme-cluster scanning and value builders.
*/
#ifndef TYC_FUNCS_INT_H
#define TYC_FUNCS_INT_H

#include "interp/eval/eval_int.h"
#include "interp/funcs/funcs.h"
#include "runtime/base/str.h"

/* Signature shorthand for implementations. */
#define FN_ARGS tyc_evalctx *ec, const tyc_node *call, const tyc_value *const *args, uint32_t nargs
#define FN_UNUSED (void)ec, (void)call, (void)args, (void)nargs

/* The parameter name of argument i of the function called by `call` (variadic parameter
** for i past the positional ones). */
const char *tyc_fn_param(const tyc_node *call, uint32_t i);

/* "Invalid function argument": `Invalid value for "<param i>" parameter: <msg>.` with the
** argument's start range as subject. Returns NULL (for tail calls). */
const tyc_value *tyc_fn_argerr(tyc_evalctx *ec, const tyc_node *call, uint32_t i,
                               const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* "Error in function call": `Call to function "<name>" failed: <msg>.` Returns NULL. */
const tyc_value *tyc_fn_err(tyc_evalctx *ec, const tyc_node *call, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* hcl's argument conversion to the parameter type t, then cty's null check (unless
** allow_null). Returns the converted value or NULL after reporting (or OOM). */
const tyc_value *tyc_fn_conv(tyc_evalctx *ec, const tyc_node *call, const tyc_value *const *args,
                             uint32_t i, const tyc_type *t, int allow_null);
/* tyc_fn_conv to string: *out receives the text. Returns 0, or -1 after reporting. */
int tyc_fn_str(tyc_evalctx *ec, const tyc_node *call, const tyc_value *const *args, uint32_t i,
               tyc_str *out);
/* tyc_fn_conv to number; *out the number. 0 or -1. */
int tyc_fn_num(tyc_evalctx *ec, const tyc_node *call, const tyc_value *const *args, uint32_t i,
               const tyc_num **out);
/* A number argument as a Go int (gocty.FromCtyValue): integral and within int64, else the
** plain error "value must be a whole number, between ..." (as an "Error in function call"
** unless argerr). 0 or -1. */
int tyc_fn_int(tyc_evalctx *ec, const tyc_node *call, const tyc_value *const *args, uint32_t i,
               int64_t *out, int argerr);

/* The end of the grapheme cluster starting at s[i] (i < n). */
size_t tyc_fn_grapheme_next(const char *s, size_t n, size_t i);
/* Number of grapheme clusters in s[0..n). */
size_t tyc_fn_grapheme_count(const char *s, size_t n);

/* Value shorthands (NULL on OOM). */
const tyc_value *tyc_fn_strval(tyc_evalctx *ec, const char *s, size_t n);
const tyc_value *tyc_fn_intval(tyc_evalctx *ec, int64_t i);
/* A string value of b's contents; frees b. NULL on OOM. */
const tyc_value *tyc_fn_bufval(tyc_evalctx *ec, tyc_buf *b);
/* strings.Replace(s, old, rep, -1) (funcs_string.c). */
const tyc_value *tyc_fn_replace_plain(tyc_evalctx *ec, tyc_str s, tyc_str old, tyc_str rep);
/* Go's unicode.IsSpace. */
int tyc_fn_is_space(int32_t cp);
/* The unknown result of a function whose return type is t (refined not null). */
const tyc_value *tyc_fn_unknown(tyc_evalctx *ec, const tyc_type *t);

/* The largest string a function builds (also bounded by the context's max_input): a short
** call such as indent(999999999, "a\nb") must not allocate gigabytes (docs/conformance.md). */
#define TYC_FN_MAX_RESULT ((uint64_t)256 << 20)

/*
** The library: X(name, "positional,param,names", "variadic name" or NULL, "signature",
** min_args, max_args, allow_unknown, allow_marked (tyc_func's), sorted by name. Each
** implementation is tyc_f_<name>. The signature is the types Terraform declares (its JSON function_call and
** `terraform metadata functions -json`): one letter per parameter, the variadic one after
** '+', the return type after '>': s string, n number, b bool, d dynamic, l list(string),
** B list(bool), L list(dynamic), N list(number), C list(list(dynamic)), S set(dynamic),
** F set(string), M map(dynamic), T map(list(string)).
*/
#define TYC_FUNC_LIST(X) \
    X(abs, "num", NULL, "n>n", 1, 1, 0, 0) \
    X(abspath, "path", NULL, "s>s", 1, 1, 0, 0) \
    X(alltrue, "list", NULL, "B>b", 1, 1, 0, 0) \
    X(anytrue, "list", NULL, "B>b", 1, 1, 0, 0) \
    X(base64decode, "str", NULL, "s>s", 1, 1, 1, 1) \
    X(base64encode, "str", NULL, "s>s", 1, 1, 0, 0) \
    X(base64gzip, "str", NULL, "s>s", 1, 1, 0, 0) \
    X(base64sha256, "str", NULL, "s>s", 1, 1, 0, 0) \
    X(base64sha512, "str", NULL, "s>s", 1, 1, 0, 0) \
    X(basename, "path", NULL, "s>s", 1, 1, 0, 0) \
    X(bcrypt, "str", "cost", "s+n>s", 1, -1, 0, 0) \
    X(can, "expression", NULL, "d>b", 1, 1, 1, 1) \
    X(ceil, "num", NULL, "n>n", 1, 1, 0, 0) \
    X(chomp, "str", NULL, "s>s", 1, 1, 0, 0) \
    X(chunklist, "list,size", NULL, "Ln>C", 2, 2, 0, 1) \
    X(cidrhost, "prefix,hostnum", NULL, "sn>s", 2, 2, 0, 0) \
    X(cidrnetmask, "prefix", NULL, "s>s", 1, 1, 0, 0) \
    X(cidrsubnet, "prefix,newbits,netnum", NULL, "snn>s", 3, 3, 0, 0) \
    X(cidrsubnets, "prefix", "newbits", "s+n>l", 1, -1, 0, 0) \
    X(coalesce, "", "vals", "+d>d", 0, -1, 1, 0) \
    X(coalescelist, "", "vals", "+d>d", 0, -1, 1, 0) \
    X(compact, "list", NULL, "l>l", 1, 1, 0, 0) \
    X(concat, "", "seqs", "+d>d", 0, -1, 0, 2) \
    X(contains, "list,value", NULL, "dd>d", 2, 2, 0, 0) \
    X(convert, "value,type", NULL, "dd>d", 2, 2, 1, 1) \
    X(csvdecode, "str", NULL, "s>d", 1, 1, 0, 0) \
    X(dirname, "path", NULL, "s>s", 1, 1, 0, 0) \
    X(distinct, "list", NULL, "L>L", 1, 1, 0, 0) \
    X(element, "list,index", NULL, "dn>d", 2, 2, 0, 2) \
    X(endswith, "str,suffix", NULL, "ss>b", 2, 2, 0, 0) \
    X(ephemeralasnull, "value", NULL, "d>d", 1, 1, 1, 1) \
    X(file, "path", NULL, "s>s", 1, 1, 1, 1) \
    X(filebase64, "path", NULL, "s>s", 1, 1, 1, 1) \
    X(filebase64sha256, "path", NULL, "s>s", 1, 1, 0, 0) \
    X(filebase64sha512, "path", NULL, "s>s", 1, 1, 0, 0) \
    X(fileexists, "path", NULL, "s>b", 1, 1, 1, 1) \
    X(filemd5, "path", NULL, "s>s", 1, 1, 0, 0) \
    X(fileset, "path,pattern", NULL, "ss>F", 2, 2, 1, 1) \
    X(filesha1, "path", NULL, "s>s", 1, 1, 0, 0) \
    X(filesha256, "path", NULL, "s>s", 1, 1, 0, 0) \
    X(filesha512, "path", NULL, "s>s", 1, 1, 0, 0) \
    X(flatten, "list", NULL, "d>d", 1, 1, 0, 1) \
    X(floor, "num", NULL, "n>n", 1, 1, 0, 0) \
    X(format, "format", "args", "s+d>d", 1, -1, 1, 0) \
    X(formatdate, "format,time", NULL, "ss>s", 2, 2, 0, 0) \
    X(formatlist, "format", "args", "s+d>d", 1, -1, 1, 0) \
    X(indent, "spaces,str", NULL, "ns>s", 2, 2, 0, 0) \
    X(index, "list,value", NULL, "dd>d", 2, 2, 0, 0) \
    X(issensitive, "value", NULL, "d>b", 1, 1, 1, 1) \
    X(join, "separator", "lists", "s+l>s", 1, -1, 0, 0) \
    X(jsondecode, "str", NULL, "s>d", 1, 1, 0, 0) \
    X(jsonencode, "val", NULL, "d>s", 1, 1, 1, 0) \
    X(keys, "inputMap", NULL, "d>d", 1, 1, 1, 1) \
    X(length, "value", NULL, "d>n", 1, 1, 1, 1) \
    X(log, "num,base", NULL, "nn>n", 2, 2, 0, 0) \
    X(lookup, "inputMap,key", "default", "ds+d>d", 2, -1, 0, 1) \
    X(lower, "str", NULL, "s>s", 1, 1, 0, 0) \
    X(matchkeys, "values,keys,searchset", NULL, "LLL>L", 3, 3, 0, 0) \
    X(max, "", "numbers", "+n>n", 0, -1, 0, 0) \
    X(md5, "str", NULL, "s>s", 1, 1, 0, 0) \
    X(merge, "", "maps", "+d>d", 0, -1, 0, 2) \
    X(min, "", "numbers", "+n>n", 0, -1, 0, 0) \
    X(nonsensitive, "value", NULL, "d>d", 1, 1, 1, 1) \
    X(one, "list", NULL, "d>d", 1, 1, 0, 0) \
    X(parseint, "number,base", NULL, "dn>d", 2, 2, 0, 0) \
    X(pathexpand, "path", NULL, "s>s", 1, 1, 0, 0) \
    X(plantimestamp, "", NULL, ">s", 0, 0, 0, 0) \
    X(pow, "num,power", NULL, "nn>n", 2, 2, 0, 0) \
    X(range, "", "params", "+n>N", 0, -1, 0, 0) \
    X(regex, "pattern,string", NULL, "ss>d", 2, 2, 0, 0) \
    X(regexall, "pattern,string", NULL, "ss>L", 2, 2, 0, 0) \
    X(replace, "str,substr,replace", NULL, "sss>s", 3, 3, 0, 0) \
    X(reverse, "list", NULL, "d>d", 1, 1, 0, 2) \
    X(rsadecrypt, "ciphertext,privatekey", NULL, "ss>s", 2, 2, 0, 0) \
    X(sensitive, "value", NULL, "d>d", 1, 1, 1, 1) \
    X(setintersection, "first_set", "other_sets", "S+S>S", 1, -1, 0, 0) \
    X(setproduct, "", "sets", "+d>d", 0, -1, 1, 1) \
    X(setsubtract, "a,b", NULL, "SS>S", 2, 2, 0, 0) \
    X(setunion, "first_set", "other_sets", "S+S>S", 1, -1, 0, 0) \
    X(sha1, "str", NULL, "s>s", 1, 1, 0, 0) \
    X(sha256, "str", NULL, "s>s", 1, 1, 0, 0) \
    X(sha512, "str", NULL, "s>s", 1, 1, 0, 0) \
    X(signum, "num", NULL, "n>n", 1, 1, 0, 0) \
    X(slice, "list,start_index,end_index", NULL, "dnn>d", 3, 3, 0, 2) \
    X(sort, "list", NULL, "l>l", 1, 1, 0, 0) \
    X(split, "separator,str", NULL, "ss>l", 2, 2, 0, 0) \
    X(startswith, "str,prefix", NULL, "ss>b", 2, 2, 1, 0) \
    X(strcontains, "str,substr", NULL, "ss>b", 2, 2, 0, 0) \
    X(strrev, "str", NULL, "s>s", 1, 1, 0, 0) \
    X(substr, "str,offset,length", NULL, "snn>s", 3, 3, 0, 0) \
    X(sum, "list", NULL, "d>d", 1, 1, 0, 0) \
    X(templatefile, "path,vars", NULL, "sd>d", 2, 2, 1, 1) \
    X(templatestring, "template,vars", NULL, "sd>s", 2, 2, 1, 1) \
    X(textdecodebase64, "source,encoding", NULL, "ss>s", 2, 2, 0, 0) \
    X(textencodebase64, "string,encoding", NULL, "ss>s", 2, 2, 0, 0) \
    X(timeadd, "timestamp,duration", NULL, "ss>s", 2, 2, 0, 0) \
    X(timecmp, "timestamp_a,timestamp_b", NULL, "ss>n", 2, 2, 0, 0) \
    X(timestamp, "", NULL, ">s", 0, 0, 0, 0) \
    X(title, "str", NULL, "s>s", 1, 1, 0, 0) \
    X(tobool, "v", NULL, "d>b", 1, 1, 1, 1) \
    X(tolist, "v", NULL, "d>L", 1, 1, 1, 1) \
    X(tomap, "v", NULL, "d>M", 1, 1, 1, 1) \
    X(tonumber, "v", NULL, "d>n", 1, 1, 1, 1) \
    X(toset, "v", NULL, "d>S", 1, 1, 1, 1) \
    X(tostring, "v", NULL, "d>s", 1, 1, 1, 1) \
    X(transpose, "values", NULL, "T>T", 1, 1, 0, 0) \
    X(trim, "str,cutset", NULL, "ss>s", 2, 2, 0, 0) \
    X(trimprefix, "str,prefix", NULL, "ss>s", 2, 2, 0, 0) \
    X(trimspace, "str", NULL, "s>s", 1, 1, 0, 0) \
    X(trimsuffix, "str,suffix", NULL, "ss>s", 2, 2, 0, 0) \
    X(try, "", "expressions", "+d>d", 0, -1, 1, 1) \
    X(upper, "str", NULL, "s>s", 1, 1, 0, 0) \
    X(urlencode, "str", NULL, "s>s", 1, 1, 0, 0) \
    X(uuid, "", NULL, ">s", 0, 0, 0, 0) \
    X(uuidv5, "namespace,name", NULL, "ss>s", 2, 2, 0, 0) \
    X(values, "mapping", NULL, "d>d", 1, 1, 0, 1) \
    X(yamldecode, "src", NULL, "s>d", 1, 1, 0, 0) \
    X(yamlencode, "value", NULL, "d>s", 1, 1, 0, 0) \
    X(zipmap, "keys,values", NULL, "ld>d", 2, 2, 0, 2)

#define TYC_FN_PROTO(name, p, v, sig, mi, ma, u, m) const tyc_value *tyc_f_##name(FN_ARGS);
TYC_FUNC_LIST(TYC_FN_PROTO)
#undef TYC_FN_PROTO

/* format()'s core (funcs_format.c): formats fmt with args into b. Returns NULL or the error
** message (arena); *bad_arg is then the call's argument index of an argument error (too many
** arguments), else 0. */
const char *tyc_fn_format(tyc_evalctx *ec, tyc_buf *b, tyc_str fmt, const tyc_value *const *args,
                          uint32_t nargs, uint32_t *bad_arg);

/* The checks of cty's Type functions (funcs_types.c), run before unknown arguments make a
** call's result unknown: 0, or -1 after reporting (or on OOM). tyc_ft_sets serves setunion,
** setintersection and setsubtract, tyc_ft_regex (funcs_regex.c) regex and regexall. */
#define TYC_FT_LIST(X) X(concat) X(element) X(keys) X(lookup) X(matchkeys) X(merge) X(one) \
    X(parseint) X(regex) X(reverse) X(sets) X(slice) X(values) X(zipmap)
#define TYC_FT_PROTO(name) int tyc_ft_##name(FN_ARGS);
TYC_FT_LIST(TYC_FT_PROTO)
#undef TYC_FT_PROTO

/* The result type cty's Type function computes for the call named name (one, keys, values,
** element, slice, reverse, lookup, distinct, matchkeys, merge, chunklist, regex, regexall),
** given its converted arguments; NULL when unknown or not one of those. */
const tyc_type *tyc_ft_result(tyc_evalctx *ec, const tyc_node *call, const char *name,
                              const tyc_value *const *args, uint32_t n);

/* The result type of regex (all: regexall) for a known pattern, or NULL (funcs_regex.c). */
const tyc_type *tyc_ft_regex_type(tyc_evalctx *ec, const tyc_node *call, tyc_str pattern,
                                  int all);

/* jsondecode's parser (funcs_json.c): the value of JSON text s, or NULL with *err set. */
const tyc_value *tyc_fn_json_decode(tyc_arena *a, tyc_str s, const char **err);

#endif
