#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# A man page per command (docs/tycon.1, docs/tycon-COMMAND.1): each renders without a groff
# warning, and every option that `tycon help COMMAND` lists is documented in its page.
# usage: man.sh TYCON SOURCE_DIR
set -u
tycon=$1
docs=$2/docs
fail=0
command -v groff >/dev/null 2>&1 || { echo "groff not installed: skipped"; exit 77; }
for page in tycon tycon-check tycon-validate tycon-console tycon-batch; do
    f=$docs/$page.1
    [ -f "$f" ] || { echo "FAIL: no $page.1"; fail=1; continue; }
    w=$(LC_ALL=C.UTF-8 groff -man -Tutf8 -ww -z "$f" 2>&1)
    [ -z "$w" ] || { echo "FAIL: $page.1: $w"; fail=1; }
done
for cmd in check validate console; do
    text=$(LC_ALL=C.UTF-8 groff -man -Tascii "$docs/tycon-$cmd.1" 2>/dev/null | sed 's/.\x08//g')
    for o in $("$tycon" help $cmd | sed -n 's/^  \(--*[a-z][a-z-]*\).*/\1/p'); do
        printf '%s\n' "$text" | grep -q -- "$o" || { echo "FAIL: tycon-$cmd.1 lacks $o"; fail=1; }
    done
done
[ $fail = 0 ] && echo "man pages: 5 pages render cleanly, every option documented"
exit $fail
