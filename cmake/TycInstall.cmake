# SPDX-License-Identifier: Apache-2.0
# Installation: the public header, both libraries (exported as tycon::tycon and
# tycon::tycon_static), the tycon executable and its man page, tycon.pc for pkg-config and
# a CMake package (find_package(tycon)).
include(GNUInstallDirs)

# The header's version macros must agree with project(VERSION) (soname, tycon.pc, package).
file(STRINGS ${PROJECT_SOURCE_DIR}/include/tycon.h _tyc_ver REGEX "^#define TYCON_VERSION_(MAJOR|MINOR|PATCH) ")
string(REGEX REPLACE ".*MAJOR ([0-9]+).*MINOR ([0-9]+).*PATCH ([0-9]+).*" "\\1.\\2.\\3" _tyc_ver "${_tyc_ver}")
if(NOT _tyc_ver VERSION_EQUAL PROJECT_VERSION)
  message(FATAL_ERROR "tycon.h says version ${_tyc_ver}, CMakeLists.txt says ${PROJECT_VERSION}")
endif()
include(CMakePackageConfigHelpers)

set_target_properties(tycon_shared PROPERTIES EXPORT_NAME tycon)
set_target_properties(tycon_static PROPERTIES EXPORT_NAME tycon_static)

install(FILES ${PROJECT_SOURCE_DIR}/include/tycon.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(TARGETS tycon_shared tycon_static EXPORT tyconTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(TARGETS tycon RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${PROJECT_SOURCE_DIR}/docs/tycon.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

set(TYC_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/tycon)
install(EXPORT tyconTargets NAMESPACE tycon:: DESTINATION ${TYC_CMAKE_DIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/tyconConfig.cmake.in
  ${PROJECT_BINARY_DIR}/tyconConfig.cmake INSTALL_DESTINATION ${TYC_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/tyconConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMajorVersion)
install(FILES ${PROJECT_BINARY_DIR}/tyconConfig.cmake ${PROJECT_BINARY_DIR}/tyconConfigVersion.cmake
  DESTINATION ${TYC_CMAKE_DIR})

# tycon.pc finds its prefix relative to itself (${pcfiledir}), so the installed tree stays
# valid whatever --prefix `cmake --install` is given (and after being moved).
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
  set(TYC_PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
  set(TYC_PC_LIBDIR "${CMAKE_INSTALL_LIBDIR}")
else()
  set(TYC_PC_PREFIX "\${pcfiledir}/..")
  string(REGEX MATCHALL "[^/]+" _parts "${CMAKE_INSTALL_LIBDIR}")
  foreach(_p IN LISTS _parts)
    string(APPEND TYC_PC_PREFIX "/..")
  endforeach()
  set(TYC_PC_LIBDIR "\${prefix}/${CMAKE_INSTALL_LIBDIR}")
endif()
if(IS_ABSOLUTE "${CMAKE_INSTALL_INCLUDEDIR}")
  set(TYC_PC_INCLUDEDIR "${CMAKE_INSTALL_INCLUDEDIR}")
else()
  set(TYC_PC_INCLUDEDIR "\${prefix}/${CMAKE_INSTALL_INCLUDEDIR}")
endif()
configure_file(${PROJECT_SOURCE_DIR}/cmake/tycon.pc.in ${PROJECT_BINARY_DIR}/tycon.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/tycon.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

# ---- Adoption (issue 15): a man page per command, shell completion (bash, zsh, fish).
install(FILES ${PROJECT_SOURCE_DIR}/docs/tycon-check.1 ${PROJECT_SOURCE_DIR}/docs/tycon-validate.1
  ${PROJECT_SOURCE_DIR}/docs/tycon-console.1 ${PROJECT_SOURCE_DIR}/docs/tycon-diff.1
  ${PROJECT_SOURCE_DIR}/docs/tycon-batch.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${PROJECT_SOURCE_DIR}/integrations/completion/tycon.bash
  DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME tycon)
install(FILES ${PROJECT_SOURCE_DIR}/integrations/completion/_tycon
  DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)
install(FILES ${PROJECT_SOURCE_DIR}/integrations/completion/tycon.fish
  DESTINATION ${CMAKE_INSTALL_DATADIR}/fish/vendor_completions.d)
