/* SPDX-License-Identifier: Apache-2.0 */
/*
** diag_value.c: the statements Terraform prints about expression values under a diagnostic
** snippet ("var.x is \"a\"", "is list of string with 3 elements", ...), following
** views/json NewDiagnostic and compactValueStr.
*/
#include "runtime/diag/diag_render.h"
#include "runtime/base/str.h"

/* A collection or tuple: its friendly name and element count. */
static void compact_seq(tyc_buf *b, const tyc_value *v)
{
    if (v->n == 0) {
        tyc_buf_addz(b, "empty ");
        tyc_type_buf_friendly(b, v->type);
        return;
    }
    tyc_type_buf_friendly(b, v->type);
    if (v->n == 1)
        tyc_buf_addz(b, " with 1 element");
    else
        tyc_buf_addf(b, " with %u elements", (unsigned)v->n);
}

static void compact_object(tyc_buf *b, const tyc_type *t)
{
    if (t->n == 0) {
        tyc_buf_addz(b, "object with no attributes");
    } else if (t->n == 1) {
        tyc_buf_addz(b, "object with 1 attribute ");
        tyc_buf_goquote(b, t->names[0].p, t->names[0].len);
    } else {
        tyc_buf_addf(b, "object with %u attributes", (unsigned)t->n);
    }
}

void tyc_value_compact(tyc_buf *b, const tyc_value *v)
{
    if (v->marks & TYC_MARK_SENSITIVE) {
        tyc_buf_addz(b, "(sensitive value)");
        return;
    }
    if (tyc_v_is_null(v)) {
        tyc_buf_addz(b, "null");
        return;
    }
    if (tyc_v_is_unknown(v)) {
        tyc_buf_addz(b, "(not yet known)");
        return;
    }
    switch (v->type->kind) {
    case TYC_BOOL:
        tyc_buf_addz(b, v->u.b ? "true" : "false");
        break;
    case TYC_NUMBER:
        tyc_num_buf_g10(b, TYC_V_NUM(v));
        break;
    case TYC_STRING:
        tyc_buf_goquote(b, v->u.s, v->n);
        break;
    case TYC_LIST:
    case TYC_SET:
    case TYC_MAP:
    case TYC_TUPLE:
        compact_seq(b, v);
        break;
    case TYC_OBJECT:
        compact_object(b, v->type);
        break;
    default:
        tyc_type_buf_friendly(b, v->type);
        break;
    }
}

/* The statement of an unknown value; 0 when it is omitted. */
static int unknown_statement(tyc_buf *b, const tyc_value *v, unsigned caused)
{
    if (v->type->kind == TYC_DYN) {
        if (!(caused & TYC_VS_UNKNOWN))
            return 0;
        tyc_buf_addz(b, "will be known only after apply");
        return 1;
    }
    tyc_buf_addz(b, "is a ");
    tyc_type_buf_friendly(b, v->type);
    /* No length refinements are tracked, so collections take the unbounded form. */
    if (caused & TYC_VS_UNKNOWN)
        tyc_buf_addz(b, ", known only after apply");
    return 1;
}

int tyc_value_statement_ex(tyc_buf *b, const tyc_value *v, unsigned caused)
{
    /* an ephemeral value is never shown, as a sensitive one (Terraform 1.11 gives no line) */
    if ((v->marks & TYC_MARK_EPHEMERAL) && !(caused & TYC_VS_EPHEMERAL))
        return 0;
    if (v->marks & TYC_MARK_SENSITIVE) {
        if (!(caused & TYC_VS_SENSITIVE))
            return 0;
        tyc_buf_addz(b, "has a sensitive value");
    } else if (tyc_v_is_unknown(v)) {
        if (!unknown_statement(b, v, caused))
            return 0;
    } else {
        tyc_buf_addz(b, "is ");
        tyc_value_compact(b, v);
    }
    if ((caused & TYC_VS_EPHEMERAL) && (v->marks & TYC_MARK_EPHEMERAL))
        tyc_buf_addz(b, ", and is ephemeral");
    return 1;
}

void tyc_value_statement(tyc_buf *b, const tyc_value *v)
{
    (void)tyc_value_statement_ex(b, v, TYC_VS_UNKNOWN | TYC_VS_SENSITIVE);
}
