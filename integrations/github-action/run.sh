#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Step 2 of the GitHub Action (action.yml): runs `tycon check` with the action's inputs
# (INPUT_* environment variables): workflow annotations (--format=github) on standard
# output, the plain text report in the job summary ($GITHUB_STEP_SUMMARY), SARIF in
# INPUT_SARIF_FILE when set, and exit-code in $GITHUB_OUTPUT. Exits with tycon's status.
set -u
tycon=${INPUT_TYCON:-tycon}
command -v "$tycon" >/dev/null 2>&1 || tycon=tycon
nl='
'
args=""
add() { args="$args$1$nl"; }
[ "${INPUT_RECURSIVE:-false}" = true ] && add --recursive
[ "${INPUT_STRICT:-false}" = true ] && add --strict
[ "${INPUT_PARTIAL:-false}" = true ] && add --partial
for f in $(printf '%s' "${INPUT_VAR_FILES:-}" | tr ' ' '\n'); do add "-var-file=$f"; done
[ -n "${INPUT_VAR_FILE_EACH:-}" ] && add "--var-file-each=$INPUT_VAR_FILE_EACH"
dirs=$(printf '%s' "${INPUT_DIRECTORIES:-.}" | tr ' ' '\n' | sed '/^$/d')
[ -n "$dirs" ] || dirs=.
IFS=$nl
# shellcheck disable=SC2086
"$tycon" check --format=github $args $dirs
status=$?
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    {
        echo "### tycon check"
        echo
        echo '```'
        # shellcheck disable=SC2086
        "$tycon" check -no-color $args $dirs 2>&1
        echo '```'
    } >> "$GITHUB_STEP_SUMMARY"
fi
if [ -n "${INPUT_SARIF_FILE:-}" ]; then
    # shellcheck disable=SC2086
    "$tycon" check --format=sarif $args $dirs > "$INPUT_SARIF_FILE"
fi
[ -n "${GITHUB_OUTPUT:-}" ] && echo "exit-code=$status" >> "$GITHUB_OUTPUT"
exit $status
