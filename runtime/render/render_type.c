/* SPDX-License-Identifier: Apache-2.0 */
/*
** render_type.c: types as Terraform console's type() function prints them
** (internal/lang/funcs TypeString): objects and tuples over several lines with 4-space
** levels, collections of structural types broken onto their own lines.
*/
#include "runtime/value/type.h"

static void indent_levels(tyc_buf *b, size_t level) { tyc_buf_indent(b, 4 * level); }

static void console_object(tyc_buf *b, const tyc_type *t, size_t level)
{
    if (t->n == 0) {
        tyc_buf_addz(b, "object({})");
        return;
    }
    tyc_buf_addz(b, "object({\n");
    for (uint32_t i = 0; i < t->n; i++) {
        indent_levels(b, level + 1);
        tyc_buf_addstr(b, t->names[i]);
        tyc_buf_addz(b, ": ");
        tyc_type_buf_console(b, t->elems[i], level + 1);
        tyc_buf_addz(b, ",\n");
    }
    indent_levels(b, level);
    tyc_buf_addz(b, "})");
}

static void console_tuple(tyc_buf *b, const tyc_type *t, size_t level)
{
    if (t->n == 0) {
        tyc_buf_addz(b, "tuple([])");
        return;
    }
    tyc_buf_addz(b, "tuple([\n");
    for (uint32_t i = 0; i < t->n; i++) {
        indent_levels(b, level + 1);
        tyc_type_buf_console(b, t->elems[i], level + 1);
        tyc_buf_addz(b, ",\n");
    }
    indent_levels(b, level);
    tyc_buf_addz(b, "])");
}

static void console_coll(tyc_buf *b, const tyc_type *t, size_t level)
{
    int structural = tyc_type_is_struct(t->elem);
    tyc_buf_addz(b, t->kind == TYC_LIST ? "list(" : t->kind == TYC_SET ? "set(" : "map(");
    if (!structural) {
        tyc_type_buf_console(b, t->elem, level);
    } else {
        tyc_buf_addc(b, '\n');
        indent_levels(b, level + 1);
        tyc_type_buf_console(b, t->elem, level + 1);
        tyc_buf_addz(b, ",\n");
        indent_levels(b, level);
    }
    tyc_buf_addc(b, ')');
}

/* `indent` is the nesting level (each level is 4 spaces); 0 at top level. Primitives and
** `any` print their friendly names (string, number, bool, dynamic). */
void tyc_type_buf_console(tyc_buf *b, const tyc_type *t, size_t indent)
{
    switch (t->kind) {
    case TYC_OBJECT:
        console_object(b, t, indent);
        break;
    case TYC_TUPLE:
        console_tuple(b, t, indent);
        break;
    case TYC_LIST:
    case TYC_SET:
    case TYC_MAP:
        console_coll(b, t, indent);
        break;
    default:
        tyc_type_buf_friendly(b, t);
    }
}
