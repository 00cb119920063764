# SPDX-License-Identifier: Apache-2.0
# re2c and lemon run at build time; their output goes to ${TYC_GEN_DIR}, never into the tree.
find_program(RE2C_EXECUTABLE re2c REQUIRED)
find_program(LEMON_EXECUTABLE lemon REQUIRED)
find_file(TYC_LEMPAR lempar.c PATHS /usr/share/lemon /usr/local/share/lemon /usr/share/sqlite3
  NO_DEFAULT_PATH REQUIRED)
set(TYC_GEN_DIR "${PROJECT_BINARY_DIR}/gen")
file(MAKE_DIRECTORY "${TYC_GEN_DIR}")

# lemon exits non-zero on any conflict, which fails the build: conflicts are not tolerated.
function(tyc_add_lemon out_var y)
  get_filename_component(n "${y}" NAME_WE)
  add_custom_command(OUTPUT "${TYC_GEN_DIR}/${n}.c" "${TYC_GEN_DIR}/${n}.h"
    COMMAND "${LEMON_EXECUTABLE}" -q "-T${TYC_LEMPAR}" "-d${TYC_GEN_DIR}"
            "${CMAKE_CURRENT_SOURCE_DIR}/${y}"
    DEPENDS "${y}" "${TYC_LEMPAR}" COMMENT "lemon ${y}" VERBATIM)
  set(${out_var} "${TYC_GEN_DIR}/${n}.c" "${TYC_GEN_DIR}/${n}.h" PARENT_SCOPE)
endfunction()

function(tyc_add_re2c out_var re)
  get_filename_component(n "${re}" NAME_WE)
  add_custom_command(OUTPUT "${TYC_GEN_DIR}/${n}.c"
    COMMAND "${RE2C_EXECUTABLE}" -W --no-generation-date --no-version --utf8
            -o "${TYC_GEN_DIR}/${n}.c" "${CMAKE_CURRENT_SOURCE_DIR}/${re}"
    DEPENDS "${re}" COMMENT "re2c ${re}" VERBATIM)
  set(${out_var} "${TYC_GEN_DIR}/${n}.c" PARENT_SCOPE)
endfunction()
