# SPDX-License-Identifier: Apache-2.0
# fish completion for tycon. Install as tycon.fish in a completions directory
# (/usr/share/fish/vendor_completions.d in the Debian package).
set -l cmds check console version help batch
complete -c tycon -f
complete -c tycon -n "not __fish_seen_subcommand_from $cmds" -a check -d "Check a module's input-variable values"
complete -c tycon -n "not __fish_seen_subcommand_from $cmds" -a console -d "Evaluate expressions and type constraints"
complete -c tycon -n "not __fish_seen_subcommand_from $cmds" -a version -d "Print the version"
complete -c tycon -n "not __fish_seen_subcommand_from $cmds" -a help -d "Show the help of tycon or a command"
complete -c tycon -n "not __fish_seen_subcommand_from $cmds" -a batch -d "Conformance-corpus contract (tests)"
complete -c tycon -n "not __fish_seen_subcommand_from $cmds" -o chdir -r -a "(__fish_complete_directories)" -d "Switch to a directory first"
complete -c tycon -n "not __fish_seen_subcommand_from $cmds" -s v -l version -o version -d "Print the version"
complete -c tycon -n "__fish_seen_subcommand_from help" -a "check console batch"
# check
set -l c "__fish_seen_subcommand_from check"
complete -c tycon -n $c -a "(__fish_complete_directories)" -d "Module directory"
complete -c tycon -n $c -o var -r -d "Set a variable NAME=VALUE"
complete -c tycon -n $c -o var-file -r -F -d "Read values from a variables file"
complete -c tycon -n $c -l var-file-each -r -F -d "Check each matching file as its own run"
complete -c tycon -n $c -l recursive -d "Check every module under each directory"
complete -c tycon -n $c -l partial -d "Check only the values given"
complete -c tycon -n $c -l format -x -a "text json sarif checkstyle junit compact github" -d "Output format"
complete -c tycon -n $c -o json -d "terraform validate -json output"
complete -c tycon -n $c -o no-color -d "Plain output"
complete -c tycon -n $c -o compact-warnings -d "Warnings as a one-line summary"
complete -c tycon -n $c -l compat -x -a terraform -d "Print exactly what Terraform prints"
complete -c tycon -n $c -l strict -d "Values Terraform ignores are errors"
complete -c tycon -n $c -l show-values -d "Print every variable's final value"
complete -c tycon -n $c -l help -d "Show the help"
# console
set -l k "__fish_seen_subcommand_from console"
complete -c tycon -n $k -a "(__fish_complete_directories)" -d "Module directory"
complete -c tycon -n $k -o var -r -d "Set a variable NAME=VALUE"
complete -c tycon -n $k -o var-file -r -F -d "Read values from a variables file"
complete -c tycon -n $k -o no-color -d "Plain diagnostics"
complete -c tycon -n $k -o color -d "Colored diagnostics"
complete -c tycon -n $k -l help -d "Show the help"
