/* SPDX-License-Identifier: Apache-2.0 */
/*
** bench_module.h: the realistic-module figure of `tycon check` (issue 13).
*/
#ifndef TYC_BENCH_MODULE_H
#define TYC_BENCH_MODULE_H

#include <stddef.h>

/* Writes a 100-variable module in the style of public modules (validation rules with regex,
** can, alltrue, contains, cidrhost; optional() with nested defaults; map(object); any;
** cross-variable rules) and a terraform.tfvars with realistic values (some wrong) into a
** temporary directory, times tycon_check_run on it (best of 20) and prints the figure
** (goal: under 10 ms). Removes the directory. */
void bench_module_check(void);

/* The best of `runs` timings of tycon_check_run on module directory dir, in seconds; the
** variable and error counts of the last run in *vars and *errors. */
double bench_check_dir(const char *dir, int runs, size_t *vars, size_t *errors);

/* Removes dir after its files tf (main.tf or variables.tf) and terraform.tfvars. */
void bench_remove_module(const char *dir, const char *tf);

#endif
