# SPDX-License-Identifier: Apache-2.0
# System libraries (Debian packages): libmpfr-dev, libgmp-dev, libutf8proc-dev, libedit-dev.
find_package(PkgConfig REQUIRED)
pkg_check_modules(UTF8PROC REQUIRED libutf8proc)
pkg_check_modules(LIBEDIT libedit)
find_library(MPFR_LIB mpfr REQUIRED)
find_library(GMP_LIB gmp REQUIRED)
find_path(MPFR_INCLUDE mpfr.h REQUIRED)
set(TYC_DEP_LIBS ${MPFR_LIB} ${GMP_LIB} ${UTF8PROC_LINK_LIBRARIES} m)
set(TYC_DEP_INCLUDES ${MPFR_INCLUDE} ${UTF8PROC_INCLUDE_DIRS})
set(TYC_EDIT_LIBS ${LIBEDIT_LINK_LIBRARIES})

# ---- The language server (issue 16): jansson for LSP protocol messages (Debian libjansson-dev).
pkg_check_modules(JANSSON REQUIRED jansson)
list(APPEND TYC_DEP_LIBS ${JANSSON_LINK_LIBRARIES})
list(APPEND TYC_DEP_INCLUDES ${JANSSON_INCLUDE_DIRS})
# ---- Regular expressions (issue 11): RE2 (Debian libre2-dev) behind interp/funcs/regex_re2.cpp,
# the library's only C++; so the libraries also need the C++ runtime (libstdc++).
pkg_check_modules(RE2 REQUIRED re2)
list(APPEND TYC_DEP_LIBS ${RE2_LINK_LIBRARIES} stdc++)
list(APPEND TYC_DEP_INCLUDES ${RE2_INCLUDE_DIRS})

# ---- issue 11 (part A): the function library's system libraries (Debian packages):
# libssl-dev (libcrypto: hashes, RSA, random bytes), libcrypt-dev (libxcrypt: bcrypt),
# zlib1g-dev (base64gzip), libyaml-dev (yamldecode, yamlencode).
pkg_check_modules(TYC_FNLIBS REQUIRED libcrypto libcrypt zlib yaml-0.1)
list(APPEND TYC_DEP_LIBS ${TYC_FNLIBS_LINK_LIBRARIES})
list(APPEND TYC_DEP_INCLUDES ${TYC_FNLIBS_INCLUDE_DIRS})
