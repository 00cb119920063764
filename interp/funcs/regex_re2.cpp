/* SPDX-License-Identifier: Apache-2.0 */
/*
** regex_re2.cpp: the shim between tycon (C) and RE2 (C++), the engine of Go's regexp syntax.
** No exception leaves this file: allocation failures become NULL / -1.
*/
#include "interp/funcs/regex_re2.h"

#include <new>
#include <vector>

#include <re2/re2.h>

struct tyc_re2 {
    re2::RE2 *re = nullptr;
    std::vector<re2::StringPiece> sub; /* scratch for one match */
};

extern "C" tyc_re2 *tyc_re2_new(const char *p, size_t n, long max_mem)
{
    tyc_re2 *h = new (std::nothrow) tyc_re2();
    if (!h)
        return nullptr;
    try {
        re2::RE2::Options o;
        o.set_encoding(re2::RE2::Options::EncodingUTF8);
        o.set_posix_syntax(false); /* Perl classes, \b, non-greedy: Go's syntax.Perl */
        o.set_longest_match(false);
        o.set_log_errors(false);
        o.set_max_mem(max_mem);
        h->re = new re2::RE2(re2::StringPiece(p ? p : "", n), o);
        if (h->re->ok())
            h->sub.resize(static_cast<size_t>(h->re->NumberOfCapturingGroups()) + 1);
        return h;
    } catch (...) {
        tyc_re2_free(h);
        return nullptr;
    }
}

extern "C" void tyc_re2_free(tyc_re2 *h)
{
    if (!h)
        return;
    delete h->re;
    delete h;
}

extern "C" int tyc_re2_error(const tyc_re2 *h, const char **arg, size_t *arg_len)
{
    if (h->re->ok())
        return 0;
    *arg = h->re->error_arg().data();
    *arg_len = h->re->error_arg().size();
    return static_cast<int>(h->re->error_code());
}

extern "C" int tyc_re2_ncap(const tyc_re2 *h)
{
    return h->re->NumberOfCapturingGroups();
}

extern "C" int tyc_re2_match(tyc_re2 *h, const char *s, size_t n, size_t from, long *caps)
{
    try {
        re2::StringPiece text(s ? s : "", n);
        int k = static_cast<int>(h->sub.size());
        if (!h->re->Match(text, from, n, re2::RE2::UNANCHORED, h->sub.data(), k))
            return 0;
        for (int i = 0; i < k; i++) {
            const re2::StringPiece &m = h->sub[static_cast<size_t>(i)];
            caps[2 * i] = m.data() ? static_cast<long>(m.data() - text.data()) : -1;
            caps[2 * i + 1] = m.data() ? caps[2 * i] + static_cast<long>(m.size()) : -1;
        }
        return 1;
    } catch (...) {
        return -1;
    }
}
