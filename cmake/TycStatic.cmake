# SPDX-License-Identifier: Apache-2.0
# -DTYCON_STATIC=ON (issue 15): the tycon executable linked fully statically (glibc, MPFR,
# GMP, utf8proc, libedit and its terminal libraries from their Debian -dev packages' .a
# files), so that it runs on a machine without any of the shared libraries. The libraries
# (libtycon.so / libtycon.a) are unchanged.
option(TYCON_STATIC "Link the tycon executable fully statically" OFF)
if(TYCON_STATIC)
  if(TYCON_SANITIZE)
    message(FATAL_ERROR "TYCON_STATIC and TYCON_SANITIZE cannot be combined")
  endif()
  set(_tyc_static_libs)
  foreach(_n mpfr gmp utf8proc edit tinfo bsd md jansson re2 crypto crypt yaml z)
    find_library(TYC_STATIC_${_n} NAMES lib${_n}.a)
    if(NOT TYC_STATIC_${_n})
      message(FATAL_ERROR "TYCON_STATIC: lib${_n}.a not found (scripts/deps.sh installs it)")
    endif()
    list(APPEND _tyc_static_libs ${TYC_STATIC_${_n}})
  endforeach()
  add_dependencies(tycon tycon_static)
  set_property(TARGET tycon PROPERTY LINK_LIBRARIES
    $<TARGET_FILE:tycon_static> ${_tyc_static_libs} stdc++ pthread dl m)
  target_link_options(tycon PRIVATE -static)
endif()
