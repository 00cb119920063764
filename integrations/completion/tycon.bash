# SPDX-License-Identifier: Apache-2.0
# bash completion for tycon. Install: /usr/share/bash-completion/completions/tycon (the
# Debian package and `cmake --install` do), or `source` this file.
_tycon()
{
    local cur prev words cword
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=""
    [ "$COMP_CWORD" -gt 0 ] && prev=${COMP_WORDS[COMP_CWORD-1]}
    local i cmd=""
    for ((i = 1; i < COMP_CWORD; i++)); do
        case ${COMP_WORDS[i]} in
        -*) ;;
        *) cmd=${COMP_WORDS[i]}; break ;;
        esac
    done
    local check_opts="-var -var-file --var-file-each --recursive --partial --format= -json
        -no-color -compact-warnings --target= --compat=terraform --strict --show-values -parallelism= --help"
    local validate_opts="--provider-schema --recursive --format= -json -no-color
        -compact-warnings --target= --compat=terraform -parallelism= --help"
    local console_opts="-var -var-file -no-color -color --help"
    case $prev in
    -var-file|--var-file|--var-file-each)
        COMPREPLY=($(compgen -f -X '!*.tfvars' -- "$cur") $(compgen -f -X '!*.tfvars.json' -- "$cur")
            $(compgen -d -- "$cur"))
        return ;;
    -var|--var)
        return ;;
    --provider-schema|-provider-schema)
        COMPREPLY=($(compgen -f -X '!*.json' -- "$cur") $(compgen -d -- "$cur"))
        return ;;
    esac
    case $cmd in
    "")
        if [[ $cur == -* ]]; then
            COMPREPLY=($(compgen -W "-chdir= -help -version -v" -- "$cur"))
        else
            COMPREPLY=($(compgen -W "check validate console version help batch" -- "$cur"))
        fi ;;
    check)
        case $cur in
        --format=*)
            COMPREPLY=($(compgen -W "text json sarif checkstyle junit compact github" \
                -- "${cur#--format=}")) ;;
        -*) COMPREPLY=($(compgen -W "$check_opts" -- "$cur")) ;;
        *) COMPREPLY=($(compgen -d -- "$cur")) ;;
        esac ;;
    validate)
        case $cur in
        --format=*)
            COMPREPLY=($(compgen -W "text json sarif checkstyle junit compact github" \
                -- "${cur#--format=}")) ;;
        -*) COMPREPLY=($(compgen -W "$validate_opts" -- "$cur")) ;;
        *) COMPREPLY=($(compgen -d -- "$cur")) ;;
        esac ;;
    console)
        if [[ $cur == -* ]]; then
            COMPREPLY=($(compgen -W "$console_opts" -- "$cur"))
        else
            COMPREPLY=($(compgen -d -- "$cur"))
        fi ;;
    help)
        COMPREPLY=($(compgen -W "check validate console batch" -- "$cur")) ;;
    esac
}
complete -o nospace -o filenames -F _tycon tycon 2>/dev/null ||
    complete -F _tycon tycon
