#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# The pre-commit hook of tycon (.pre-commit-hooks.yaml): maps the changed files to the
# modules they belong to and runs `tycon check` once per module (and once per changed
# variables file outside a module's automatic ones):
#   *.tf, *.tf.json, *.tofu, *.tofu.json, terraform.tfvars(.json), *.auto.tfvars(.json)
#       -> the module of their directory (checked with --partial when that directory has no
#          automatic variables file: a reusable module gets its values from its callers);
#   any other *.tfvars(.json) -> `-var-file=FILE` on the nearest enclosing module directory
#       (its own directory or a parent, up to the repository root).
# Arguments starting with '-' are passed to tycon check (write -opt=VALUE); the others are
# the file names. TYCON names the executable (default: tycon on PATH). Exit 1 if any fails.
set -u
TYCON=${TYCON:-tycon}
nl='
'
opts=""
files=""
for a in "$@"; do
    case $a in
    -*) opts="$opts$a$nl" ;;
    *) files="$files$a$nl" ;;
    esac
done

has_config() {
    for f in "$1"/*.tf "$1"/*.tf.json "$1"/*.tofu "$1"/*.tofu.json; do
        [ -f "$f" ] && return 0
    done
    return 1
}

has_auto_vars() {
    for f in "$1"/terraform.tfvars "$1"/terraform.tfvars.json "$1"/*.auto.tfvars \
             "$1"/*.auto.tfvars.json; do
        [ -f "$f" ] && return 0
    done
    return 1
}

# The nearest directory from $1 upwards (not above the current directory) with configuration.
enclosing_module() {
    d=$1
    while :; do
        has_config "$d" && { echo "$d"; return 0; }
        case $d in .|/) return 1 ;; esac
        d=$(dirname "$d")
    done
}

jobs=""
add_job() {
    case "$nl$jobs" in *"$nl$1$nl"*) return ;; esac
    jobs="$jobs$1$nl"
}

missing=0
IFS=$nl
for f in $files; do
    d=$(dirname "$f")
    b=$(basename "$f")
    case $b in
    *.tf|*.tf.json|*.tofu|*.tofu.json|terraform.tfvars|terraform.tfvars.json|*.auto.tfvars|*.auto.tfvars.json)
        add_job "module	$d" ;;
    *.tfvars|*.tfvars.json)
        if m=$(enclosing_module "$d"); then
            add_job "varfile	$m	$f"
        else
            echo "tycon pre-commit: no module directory encloses $f" >&2
            missing=1
        fi ;;
    esac
done

status=$missing
for j in $jobs; do
    IFS='	'
    # shellcheck disable=SC2086
    set -- $j
    IFS=$nl
    kind=$1 dir=$2
    # shellcheck disable=SC2086
    if [ "$kind" = module ]; then
        partial=""
        has_auto_vars "$dir" || partial=--partial
        "$TYCON" check -no-color $opts $partial "$dir" || status=1
    else
        "$TYCON" check -no-color $opts "-var-file=$3" "$dir" || status=1
    fi
done
exit $status
