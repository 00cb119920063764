/* SPDX-License-Identifier: Apache-2.0 */
/*
** header_cxx.cpp: tycon.h compiles as C++ (extern "C" linkage, no C-only constructs) and
** its functions link from C++.
*/
#include "tycon.h"

#include <cstring>

int main()
{
    tycon_ctx *ctx = tycon_ctx_new(nullptr);
    tycon_arena *a = ctx ? tycon_arena_new(ctx) : nullptr;
    const tycon_type *t = nullptr;
    const char src[] = "map(number)";
    int ok = a && tycon_type_parse(ctx, a, src, sizeof src - 1, nullptr, TYCON_TYPE_EXACT, &t,
                                   nullptr) == TYCON_OK &&
             std::strcmp(tycon_type_string(ctx, a, t), "map(number)") == 0 &&
             tycon_type_kind(t) == TYCON_MAP;
    tycon_arena_free(a);
    tycon_ctx_free(ctx);
    return ok ? 0 : 1;
}
