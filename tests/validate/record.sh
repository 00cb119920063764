#!/bin/bash
# SPDX-License-Identifier: Apache-2.0
# Records `terraform validate` on the cases of this directory (all of them, or those named),
# offline, with the schema-only fake provider "mockprov" serving the provider schemas listed
# in each case's SCHEMAS file. Not needed in CI: compare.py reads only the recordings.
#
# usage: record.sh [CASE...]          (CASE: a directory name here, or a path to one)
#
# Writes into each case directory:
#   validate.json  standard output of `terraform validate -json`
#   validate.txt   standard output and standard error of `terraform validate -no-color`
#                  (2>&1, as terraform prints them)
#   validate.rc    line 1: exit status of the -json run; line 2: of the -no-color run;
#                  line 3: the first line of `terraform version` (e.g. "Terraform v1.11.4")
#
# Needs: terraform (tested: v1.11.4) on PATH; the Debian packages python3-grpcio
# python3-grpc-tools python3-protobuf python3-cryptography python3-msgpack (for
# /usr/bin/python3; scripts/deps.sh installs them when TYCON_RECORD=1); mockprov.
# Environment:
#   TF_MIRROR         git directory of a clone of hashicorp/terraform with tag v1.11.4 (the
#                     plugin-protocol .proto); needed only while a WORKDIR is being set up
#   MOCKPROV_DIR      directory of mockprov's setup.sh and mockprov.py
#                     (default: ../shared/tools/mockprov next to the project's top directory)
#   MOCKPROV_WORKDIR  where the generated stubs, wrappers and CLI configurations go, one
#                     sub-directory per schema combination, e.g. toy, aws-4.36.1,
#                     aws-4.36.1+toy (default: /tmp/tycon-mockprov). Never inside the project.
#   TERRAFORM         the terraform binary (default: terraform)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
mockprov=${MOCKPROV_DIR:-$top/../shared/tools/mockprov}
work=${MOCKPROV_WORKDIR:-/tmp/tycon-mockprov}
tf=${TERRAFORM:-terraform}
command -v "$tf" >/dev/null 2>&1 || { echo "record.sh: terraform not found" >&2; exit 2; }
[ -x "$mockprov/setup.sh" ] || [ -f "$mockprov/setup.sh" ] ||
    { echo "record.sh: no mockprov at $mockprov (set MOCKPROV_DIR)" >&2; exit 2; }
case "$(realpath -m "$work")/" in
    "$top"/*) echo "record.sh: MOCKPROV_WORKDIR must be outside the project" >&2; exit 2 ;;
esac

# The mockprov WORKDIR for one combination of schemas (the names in SCHEMAS, sorted), set up
# on first use. Several schemas are merged into one file there (one provider each).
setup_workdir() { # SCHEMAS-file -> prints the WORKDIR
    local names key dir
    names=$(grep -v '^[[:space:]]*$' "$1" | sort -u)
    key=$(echo "$names" | sed 's/\.json$//' | paste -sd+)
    dir=$work/$key
    if [ ! -f "$dir/terraformrc" ]; then
        mkdir -p "$dir"
        if [ "$(echo "$names" | wc -l)" -eq 1 ]; then
            schema=$here/schemas/$names
        else
            schema=$dir/schemas.json
            # shellcheck disable=SC2086
            /usr/bin/python3 - "$schema" $(echo "$names" | sed "s|^|$here/schemas/|") <<'EOF'
import json, sys
out = {"format_version": "1.0", "provider_schemas": {}}
for path in sys.argv[2:]:
    with open(path) as f:
        out["provider_schemas"].update(json.load(f)["provider_schemas"])
with open(sys.argv[1], "w") as f:
    json.dump(out, f)
EOF
        fi
        bash "$mockprov/setup.sh" "$schema" "$dir" >/dev/null 2>"$dir/setup.log" ||
            { cat "$dir/setup.log" >&2; rm -f "$dir/terraformrc"; exit 2; }
    fi
    echo "$dir"
}

if [ $# -eq 0 ]; then
    set --
    for d in "$here"/*/; do
        [ -f "$d/SCHEMAS" ] && set -- "$@" "$d"
    done
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tycon-validate-rec.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
export TF_IN_AUTOMATION=1 CHECKPOINT_DISABLE=1
unset TF_LOG TF_DATA_DIR TF_WORKSPACE
tfversion=$(TF_CLI_CONFIG_FILE=/dev/null "$tf" version | sed -n 1p)
for c in "$@"; do
    [ -d "$c" ] || c=$here/$c
    c=$(cd "$c" && pwd)
    name=$(basename "$c")
    [ -f "$c/SCHEMAS" ] || { echo "record.sh: $name has no SCHEMAS file" >&2; exit 2; }
    wd=$(setup_workdir "$c/SCHEMAS")
    # run on a copy holding only the configuration files (nothing is written into the case)
    rm -rf "$tmp/case" && mkdir "$tmp/case"
    # the configuration with its child modules (and a .terraform/modules/modules.json that
    # stands for `terraform init` of local modules), without the recordings
    cp -R "$c"/. "$tmp/case/"
    rm -f "$tmp/case/SCHEMAS" "$tmp/case"/validate.*
    set +e
    (cd "$tmp/case" && TF_CLI_CONFIG_FILE=$wd/terraformrc "$tf" validate -json >"$c/validate.json" 2>"$tmp/json.err")
    rc_json=$?
    (cd "$tmp/case" && TF_CLI_CONFIG_FILE=$wd/terraformrc "$tf" validate -no-color >"$c/validate.txt" 2>&1)
    rc_text=$?
    set -e
    if [ -s "$tmp/json.err" ]; then
        echo "record.sh: $name: terraform validate -json wrote to standard error:" >&2
        cat "$tmp/json.err" >&2
        exit 1
    fi
    printf '%s\n%s\n%s\n' "$rc_json" "$rc_text" "$tfversion" >"$c/validate.rc"
    echo "recorded: $name (exit $rc_json/$rc_text)"
done
