/* SPDX-License-Identifier: Apache-2.0 */
#include "interp/funcs/ext/ext.h"
const tyc_value *tyc_f_yamldecode(FN_ARGS) { FN_UNUSED; return tyc_fn_err(ec, call, "todo"); }
const tyc_value *tyc_f_yamlencode(FN_ARGS) { FN_UNUSED; return tyc_fn_err(ec, call, "todo"); }
