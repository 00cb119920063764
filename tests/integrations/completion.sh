#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Shell completion (integrations/completion): bash's completion function is called as bash
# calls it and must list the subcommands, check's options, the formats and the variables
# files; fish's completions are asked with `complete -C`; zsh's script must parse (zsh -n);
# and every option of `tycon help check` / `validate` / `console` must be offered by all three.
# Shells that are not installed are skipped (bash always runs).
# usage: completion.sh TYCON SOURCE_DIR
set -u
tycon=$1
dir=$2/integrations/completion
fail=0
cd "$2/tests/cli/fixtures" || exit 1
bashc() { # bashc WORDS...: the completions bash offers for the last word
    bash -c 'source "$0"; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _tycon; printf "%s\n" "${COMPREPLY[@]}"' \
        "$dir/tycon.bash" "$@" | tr '\n' ' '
}
want() { # want LABEL GOT WANTED
    [ "$2" = "$3" ] || { echo "FAIL: $1: got [$2], want [$3]"; fail=1; }
}
want "bash: commands" "$(bashc tycon '')" "check validate console version help batch "
want "bash: c" "$(bashc tycon c)" "check console "
want "bash: validate --p" "$(bashc tycon validate --p)" "--provider-schema "
want "bash: validate --format=c" "$(bashc tycon validate --format=c)" "checkstyle compact "
want "bash: check --f" "$(bashc tycon check --f)" "--format= "
want "bash: check --format=s" "$(bashc tycon check --format=s)" "sarif "
want "bash: check -var-file mod/envs/" "$(bashc tycon check -var-file mod/envs/)" \
    "mod/envs/dev.tfvars mod/envs/prod.tfvars mod/envs/stage.tfvars "
want "bash: check directory" "$(bashc tycon check tr)" "tree "
want "bash: help" "$(bashc tycon help c)" "check console "
want "bash: help v" "$(bashc tycon help v)" "validate "
want "bash: global" "$(bashc tycon -ch)" "-chdir= "
if command -v fish >/dev/null 2>&1; then
    got=$(fish -c "source $dir/tycon.fish; complete -C'tycon '" | cut -f1 | tr '\n' ' ')
    want "fish: commands" "$got" "batch check console help validate version "
    got=$(fish -c "source $dir/tycon.fish; complete -C'tycon check --format=j'" | cut -f1 | tr '\n' ' ')
    want "fish: formats" "$got" "--format=json --format=junit "
else
    echo "fish not installed: fish skipped"
fi
if command -v zsh >/dev/null 2>&1; then
    zsh -n "$dir/_tycon" || { echo "FAIL: zsh -n _tycon"; fail=1; }
else
    echo "zsh not installed: zsh skipped"
fi
# every documented option is completed by every shell
for cmd in check validate console; do
    for o in $("$tycon" help $cmd | sed -n 's/^  \(--*[a-z][a-z-]*\).*/\1/p' | sed 's/=.*//'); do
        for f in tycon.bash _tycon tycon.fish; do
            name=${o#-}; name=${name#-}
            grep -q -- "$name" "$dir/$f" || { echo "FAIL: $f lacks $cmd option $o"; fail=1; }
        done
    done
done
[ $fail = 0 ] && echo "completion: bash, fish, zsh passed"
exit $fail
