/* SPDX-License-Identifier: Apache-2.0 */
/*
** parse.h: the parse driver for HCL native syntax (re2c lexer + lemon grammar) and the
** HCL JSON syntax reader. Both build tyc_node trees (ast.h) in the given arena.
*/
#ifndef TYC_PARSE_H
#define TYC_PARSE_H

#include "interp/syntax/ast.h"
#include "runtime/diag/diag.h"

/*
** Parses src as a single native-syntax expression (leading/trailing whitespace, newlines
** and comments allowed). On success returns the root node and TYCON_OK. On failure returns
** NULL and a status (TYCON_ERR_SYNTAX; TYCON_ERR_INCOMPLETE when the error is at the end
** of input, e.g. an unclosed bracket; TYCON_ERR_LIMIT when nesting exceeds ctx->max_depth;
** TYCON_ERR_NOMEM), with diagnostics in d worded as HCL words them.
** Invalid UTF-8 is a diagnostic, never a crash.
*/
tyc_node *tyc_parse_expr(tyc_arena *a, const tyc_source *src, tyc_diags *d, int *status);

/* Parses src as a configuration file body (attributes and labelled blocks). Returns a
** TYC_N_BODY node. Same error contract as tyc_parse_expr. */
tyc_node *tyc_parse_body(tyc_arena *a, const tyc_source *src, tyc_diags *d, int *status);
/* tyc_parse_body with hcl's recovery after a body item whose header fails (a name, labels,
** then a token that is not a label or "{"): the error is reported, the item is skipped to
** the end of its line, a header with labels is kept as a block with an empty body (as hcl
** keeps it), and the rest is read on. Returns that partial body (with *status the first
** error's) so that it can be decoded as Terraform decodes it; NULL after other errors. */
tyc_node *tyc_parse_body_recover(tyc_arena *a, const tyc_source *src, tyc_diags *d,
                                 int *status);
/* hcl's ParseBody check of a parsed body and of its blocks' bodies: "Attribute redefined"
** for each argument set again in the same body, which is then dropped from the body (hcl's
** body holds the first definition only). 0, or -1 on out-of-memory. */
int tyc_parse_body_dups(tyc_arena *a, const tyc_source *src, tyc_node *body, tyc_diags *d);

/*
** Value mode: as tyc_parse_expr / tyc_parse_body, but constant subtrees (literals, plain
** quoted strings, tuples and objects of constants, negated numbers) are folded at parse time
** into TYC_N_VALUE nodes holding the value that evaluation would produce (with the same
** source ranges). Much smaller and faster for data (tfvars, -var values); never use it for
** type expressions or configuration files, whose readers inspect the tree's shape.
*/
tyc_node *tyc_parse_value(tyc_arena *a, const tyc_source *src, tyc_diags *d, int *status);
tyc_node *tyc_parse_body_values(tyc_arena *a, const tyc_source *src, tyc_diags *d, int *status);
/* tyc_parse_body_values; after syntax errors (NULL returned) *kept receives the body hcl's
** recovery kept (for the blocks that name a diagnostic's context), else NULL. */
tyc_node *tyc_parse_body_values_kept(tyc_arena *a, const tyc_source *src, tyc_diags *d,
                                     int *status, tyc_node **kept);

/*
** Parses src as one JSON value in HCL's JSON syntax: objects become TYC_N_OBJECT (keys are
** OBJKEY wrapping STRING; duplicate keys kept in order), arrays TYC_N_TUPLE, strings
** TYC_N_STRING (decoded, NOT templates), numbers TYC_N_LITERAL/NUMBER keeping the exact
** text, true/false/null TYC_N_LITERAL. All nodes have TYC_NF_JSON set and exact ranges.
** Errors are diagnostics worded as hcl/json words them.
*/
tyc_node *tyc_parse_json(tyc_arena *a, const tyc_source *src, tyc_diags *d, int *status);

/* Value mode of the JSON reader: values come back as TYC_N_VALUE nodes (containers folded;
** an object that repeats a key stays an OBJECT node so that evaluation reports it). */
tyc_node *tyc_parse_json_values(tyc_arena *a, const tyc_source *src, tyc_diags *d, int *status);
/* As tyc_parse_json_values, but a root array or object stays a TUPLE/OBJECT node (keys
** OBJKEY(STRING)) whose members are folded: for .tfvars.json files, read member by member. */
tyc_node *tyc_parse_json_members(tyc_arena *a, const tyc_source *src, tyc_diags *d, int *status);
/* hcl json.Parse's check of a configuration or variables file: the root must be an object or
** an array; a root that failed to parse (root NULL after a syntax error) counts as none, at
** the range of its first token. Adds "Root value must be object" and returns the status to
** use (TYCON_ERR_SYNTAX, or status when nothing was wrong; TYCON_ERR_NOMEM). */
int tyc_json_root_check(const tyc_source *src, const tyc_node *root, int status, tyc_diags *d);
/* A configuration (members 0: tyc_parse_json) or variables file (members 1:
** tyc_parse_json_members) read as hcl json.Parse reads it: after a syntax error the parser
** goes on as hcl/json's does (a value that failed is a placeholder in its container), and
** "Root value must be object" is added when the root is not an object or array, or itself
** failed to parse (at the token it started at). The root, or NULL with *status. */
tyc_node *tyc_parse_json_file(tyc_arena *a, const tyc_source *src, tyc_diags *d, int *status,
                              int members);

#endif
