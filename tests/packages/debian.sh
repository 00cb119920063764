#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# The Debian package (debian/): built by dpkg-buildpackage from a copy of the source tree
# (tests skipped inside: DEB_BUILD_OPTIONS=nocheck), installed with dpkg into a scratch root
# (--root, no system change), then smoke-tested: dpkg lists the packages as installed with
# the expected files, the licence is Apache-2.0, the installed tycon checks the bundled
# example exactly as the build's tycon does, its man pages render, its bash completion
# completes, examples/embed.c builds against libtycon-dev and prints embed.expected, and
# python3-tycon's module imports and converts through the installed libtycon0.
# Exit 77 (skipped) when dpkg-buildpackage or debhelper is missing.
# usage: debian.sh TYCON SOURCE_DIR CC
set -u
tycon=$1
src=$2
cc=${3:-cc}
command -v dpkg-buildpackage >/dev/null 2>&1 && command -v dh >/dev/null 2>&1 ||
    { echo "dpkg-buildpackage or debhelper not installed: skipped"; exit 77; }
tmp=${TMPDIR:-/tmp}/tycon-deb-$$
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/tycon-0.1.0"
(cd "$src" && git ls-files -z --cached --others --exclude-standard |
    xargs -0 cp --parents -t "$tmp/tycon-0.1.0") || exit 1
(cd "$tmp/tycon-0.1.0" && DEB_BUILD_OPTIONS="nocheck parallel=$(nproc)" \
    dpkg-buildpackage -us -uc -b >"$tmp/build.log" 2>&1) ||
    { tail -30 "$tmp/build.log"; echo "FAIL: dpkg-buildpackage"; exit 1; }
fail=0
root=$tmp/root
mkdir -p "$root/var/lib/dpkg/updates" "$root/var/lib/dpkg/info"
: > "$root/var/lib/dpkg/status"
dpkg --root="$root" --force-not-root --force-script-chrootless --force-depends --log=/dev/null \
    -i "$tmp"/tycon_0.1.0_*.deb "$tmp"/libtycon0_0.1.0_*.deb "$tmp"/libtycon-dev_0.1.0_*.deb \
    >"$tmp/install.log" 2>&1
# python3-tycon is unpacked only: its postinst byte-compiles (py3compile) under the real
# /usr, which a scratch root without chroot cannot offer.
dpkg --root="$root" --force-not-root --force-script-chrootless --force-depends --log=/dev/null \
    --unpack "$tmp"/python3-tycon_0.1.0_all.deb >>"$tmp/install.log" 2>&1
for p in tycon libtycon0 libtycon-dev python3-tycon; do
    st=$(dpkg-query --root="$root" -W -f='${Status}' "$p" 2>/dev/null)
    want="install ok installed"
    [ "$p" = python3-tycon ] && want="install ok unpacked"
    [ "$st" = "$want" ] || { echo "FAIL: $p: $st"; cat "$tmp/install.log"; fail=1; }
done
multi=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
for f in /usr/bin/tycon /usr/share/man/man1/tycon-check.1.gz /usr/share/man/man1/tycon.1.gz \
         /usr/share/bash-completion/completions/tycon /usr/share/zsh/vendor-completions/_tycon \
         /usr/share/fish/vendor_completions.d/tycon.fish /usr/include/tycon.h \
         "/usr/lib/$multi/libtycon.so.0" "/usr/lib/$multi/libtycon.a" \
         "/usr/lib/$multi/pkgconfig/tycon.pc" "/usr/lib/$multi/cmake/tycon/tyconConfig.cmake" \
         /usr/lib/python3/dist-packages/tycon/__init__.py /usr/lib/python3/dist-packages/tycon/py.typed; do
    dpkg-query --root="$root" -S "$f" >/dev/null 2>&1 || { echo "FAIL: no package owns $f"; fail=1; }
done
grep -q '^License: Apache-2.0$' "$root/usr/share/doc/tycon/copyright" ||
    { echo "FAIL: copyright does not state Apache-2.0"; fail=1; }
export LD_LIBRARY_PATH="$root/usr/lib/$multi"
[ "$("$root/usr/bin/tycon" --version)" = "$("$tycon" --version)" ] || { echo "FAIL: version"; fail=1; }
(cd "$src" && "$root/usr/bin/tycon" check -no-color examples/basic >"$tmp/a.out" 2>&1; echo $? >>"$tmp/a.out")
(cd "$src" && "$tycon" check -no-color examples/basic >"$tmp/b.out" 2>&1; echo $? >>"$tmp/b.out")
cmp -s "$tmp/a.out" "$tmp/b.out" || { echo "FAIL: installed tycon check differs"; diff "$tmp/b.out" "$tmp/a.out"; fail=1; }
grep -qx 1 "$tmp/a.out" || { echo "FAIL: examples/basic should fail (exit 1)"; fail=1; }
if command -v groff >/dev/null 2>&1; then
    zcat "$root/usr/share/man/man1/tycon-check.1.gz" | LC_ALL=C.UTF-8 groff -man -Tascii -ww 2>&1 |
        grep -q 'var-file-each' || { echo "FAIL: installed man page"; fail=1; }
fi
got=$(bash -c 'source "$0"; COMP_WORDS=(tycon ch); COMP_CWORD=1; _tycon; echo "${COMPREPLY[@]}"' \
    "$root/usr/share/bash-completion/completions/tycon")
[ "$got" = "check" ] || { echo "FAIL: installed bash completion: $got"; fail=1; }
"$cc" -o "$tmp/embed" "$src/examples/embed.c" -I"$root/usr/include" -L"$root/usr/lib/$multi" \
    -ltycon 2>"$tmp/cc.log" || { cat "$tmp/cc.log"; echo "FAIL: embed.c against libtycon-dev"; fail=1; }
if [ -x "$tmp/embed" ]; then
    (cd "$src/examples" && "$tmp/embed" > "$tmp/embed.out")
    cmp -s "$tmp/embed.out" "$src/examples/embed.expected" ||
        { echo "FAIL: embed output"; diff "$src/examples/embed.expected" "$tmp/embed.out" | head; fail=1; }
fi
py=$(command -v /usr/bin/python3 || command -v python3)
got=$(cd "$tmp" && PYTHONPATH="$root/usr/lib/python3/dist-packages" "$py" -c \
    'import tycon; print(tycon.__file__, tycon.convert({"a": "1"}, "object({a=number, b=optional(bool, true)})"))' 2>&1)
[ "$got" = "$root/usr/lib/python3/dist-packages/tycon/__init__.py {'a': 1, 'b': True}" ] ||
    { echo "FAIL: python3-tycon: $got"; fail=1; }
[ $fail = 0 ] && echo "debian: 4 packages built, installed into a scratch root and smoke-tested"
exit $fail
