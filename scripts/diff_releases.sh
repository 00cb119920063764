#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# `tycon diff` over the consecutive release tags of a module repository (docs/diff.md, the
# real-world report). Extracts each tag's module directory with `git archive` into a
# scratch directory (never into the repository) and prints one line per pair of
# consecutive releases: the semver step the tag names (major/minor/patch), what tycon
# requires, and the breaking changes when a minor or patch release breaks callers.
# Usage: diff_releases.sh TYCON GIT_DIR [SUBDIR] [FROM_MAJOR]
#   GIT_DIR: a (bare) git directory; SUBDIR: the module's directory in it (default: the
#   root); FROM_MAJOR: ignore tags below this major version (default 0).
set -u
TYCON=$1
GIT=$2
SUB=${3:-}
FROM=${4:-0}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

tags=$(git --git-dir="$GIT" tag -l | grep -E '^v?[0-9]+\.[0-9]+\.[0-9]+$' |
       sed 's/^v//' | sort -t. -k1,1n -k2,2n -k3,3n |
       awk -F. -v m="$FROM" '$1 >= m')
prefix=$(git --git-dir="$GIT" tag -l | grep -qE '^v[0-9]' && echo v || echo)
prev=
for t in $tags; do
    d="$work/$t"
    mkdir -p "$d"
    # the module's own configuration files (snapshots may lack large unrelated blobs)
    for f in $(git --git-dir="$GIT" ls-tree --name-only "$prefix$t:${SUB}" 2>/dev/null |
               grep -E '\.tf(\.json)?$'); do
        git --git-dir="$GIT" show "$prefix$t:${SUB:+$SUB/}$f" >"$d/$f" 2>/dev/null
    done
    if [ -n "$prev" ]; then
        step=patch
        [ "${prev%%.*}" != "${t%%.*}" ] && step=major
        [ "$step" = patch ] && [ "$(echo "$prev" | cut -d. -f2)" != "$(echo "$t" | cut -d. -f2)" ] && step=minor
        json=$("$TYCON" diff --format=json "$work/$prev" "$d" 2>/dev/null)
        st=$?
        bump=$(printf '%s' "$json" | python3 -c 'import json,sys
try: print(json.load(sys.stdin)["required_bump"])
except Exception: print("error")')
        line="$prefix$prev -> $prefix$t ($step): tycon requires $bump"
        if [ "$bump" = major ] && [ "$step" != major ]; then
            echo "BREAKS $line"
            printf '%s' "$json" | python3 -c 'import json,sys
for c in json.load(sys.stdin)["changes"]:
    if c["breaking"]:
        w = ("; e.g. " + c["witness"]) if c["witness"] else ""
        print("    %s: %s [%s]%s" % (c["address"], c["message"], c["kind"], w))'
        else
            echo "ok     $line"
        fi
        [ "$st" -gt 1 ] && echo "    (exit $st)"
        rm -rf "$work/$prev"
    fi
    prev=$t
done
