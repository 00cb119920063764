# SPDX-License-Identifier: Apache-2.0
# Warning set for every target we write (generated files relax a few, see CMakeLists.txt).
function(tyc_warnings tgt)
  target_compile_options(${tgt} PRIVATE -Wall -Wextra -Werror -Wshadow -Wwrite-strings
    $<$<COMPILE_LANGUAGE:C>:-Wstrict-prototypes> $<$<COMPILE_LANGUAGE:C>:-Wmissing-prototypes>
    -Wno-missing-field-initializers)
  if(TYCON_SANITIZE)
    target_compile_options(${tgt} PRIVATE -fsanitize=address,undefined -fno-omit-frame-pointer
      -fno-sanitize-recover=all)
    target_link_options(${tgt} PRIVATE -fsanitize=address,undefined)
  endif()
endfunction()
if(TYCON_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all)
  add_link_options(-fsanitize=address,undefined)
endif()
