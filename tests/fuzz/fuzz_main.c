/* SPDX-License-Identifier: Apache-2.0 */
/*
** fuzz_main.c: libFuzzer's entry point for the target named by TYC_FUZZ_TARGET (built once per
** target with clang when -DTYCON_FUZZ=ON; see scripts/fuzz.sh).
*/
#include "targets.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 8192) /* keep executions fast; the bounds on large inputs are tested apart */
        return 0;
    TYC_FUZZ_TARGET(data, size, NULL);
    return 0;
}
