#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# scripts/deps.sh with mocked id, dpkg-query, sudo and apt-get (a PATH of its own): with every
# package present it does nothing (also without root); a missing package is installed with
# apt-get as root, through sudo otherwise, and without root or sudo it names the packages and
# the command to run and exits 1.
# usage: deps.sh SOURCE_DIR
set -u
src=$1
tmp=${TMPDIR:-/tmp}/tycon-deps-$$
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/bin"
for t in sh grep cat echo env; do
    p=$(command -v $t) && ln -s "$p" "$tmp/bin/$t"
done
# mocks: $MOCK_UID, $MOCK_MISSING (one package name), a log of apt-get / sudo calls
cat > "$tmp/bin/id" <<'M'
#!/bin/sh
echo "$MOCK_UID"
M
cat > "$tmp/bin/dpkg-query" <<'M'
#!/bin/sh
for last; do :; done
[ "$last" = "$MOCK_MISSING" ] && exit 1
printf 'install ok installed'
M
cat > "$tmp/bin/apt-get" <<'M'
#!/bin/sh
echo "apt-get $*" >> "$MOCK_LOG"
M
cat > "$tmp/sudo" <<'M'
#!/bin/sh
[ "$1" = -n ] && [ "$2" = true ] && exit 0
echo "sudo $*" >> "$MOCK_LOG"
"$@"
M
chmod +x "$tmp/bin/id" "$tmp/bin/dpkg-query" "$tmp/bin/apt-get" "$tmp/sudo"
fail=0
run() { # run UID MISSING WITH_SUDO
    : > "$tmp/log"
    path=$tmp/bin
    if [ "$3" = 1 ]; then mkdir -p "$tmp/sbin" && cp "$tmp/sudo" "$tmp/sbin/sudo"; path=$path:$tmp/sbin; fi
    env -i PATH="$path" MOCK_UID="$1" MOCK_MISSING="$2" MOCK_LOG="$tmp/log" \
        sh "$src/scripts/deps.sh" >"$tmp/out" 2>&1 </dev/null
    rc=$?
    rm -rf "$tmp/sbin"
}
check() { # check LABEL WANT_RC WANT_LOG WANT_OUT_LINE
    [ "$rc" = "$2" ] || { echo "FAIL ($1): exit $rc, want $2"; cat "$tmp/out"; fail=1; }
    [ "$(cat "$tmp/log")" = "$3" ] || { echo "FAIL ($1): calls:"; cat "$tmp/log"; echo "want: $3"; fail=1; }
    [ -z "$4" ] || grep -qxF -- "$4" "$tmp/out" || { echo "FAIL ($1): no line: $4"; cat "$tmp/out"; fail=1; }
}
run 1000 none 0
check "all present, not root" 0 "" ""
run 0 re2c 0
check "root" 0 "apt-get update -qq
apt-get install -y -qq re2c" "installing: re2c"
run 1000 re2c 1
check "sudo" 0 "sudo apt-get update -qq
apt-get update -qq
sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq re2c
apt-get install -y -qq re2c" ""
run 1000 re2c 0
check "neither" 1 "" "Install them as root:  apt-get install re2c"
[ $fail = 0 ] && echo "deps.sh: present / root / sudo / neither passed"
exit $fail
