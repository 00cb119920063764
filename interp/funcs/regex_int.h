/* SPDX-License-Identifier: Apache-2.0 */
/*
** regex_int.h: the compiled program shared by the regex compiler (regex.c) and the Pike VM
** (regex_vm.c).
*/
#ifndef TYC_REGEX_INT_H
#define TYC_REGEX_INT_H

#include "interp/funcs/regex.h"

enum { A_BOL, A_EOL, A_BOT, A_EOT, A_WORDB, A_NWORDB };

/* Program */
enum { I_CLASS, I_ANY, I_ANYNL, I_SPLIT, I_JMP, I_SAVE, I_ASSERT, I_MATCH };
typedef struct inst {
    uint8_t op;
    uint32_t x, y;     /* SPLIT: x preferred; JMP: x; SAVE: x slot; ASSERT: x kind */
    const int32_t *rng;
    uint32_t nrng;
} inst;

struct tyc_re {
    inst *prog;
    uint32_t len;
    uint32_t ncap;
    const char **names;
};

#endif
