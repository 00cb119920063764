#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# The pre-commit hook (.pre-commit-hooks.yaml) run by Debian's pre-commit on a scratch git
# repository, offline: `pre-commit try-repo` on this source tree (uncommitted changes
# included). Changed files must be mapped to their modules: a bad envs/prod.tfvars fails the
# commit with tycon's message; once fixed, the hook passes; a module without automatic
# tfvars is checked with --partial. Exit 77 (skipped) when pre-commit or git is missing.
# usage: pre_commit.sh TYCON SOURCE_DIR
set -u
tycon=$1
src=$2
command -v pre-commit >/dev/null 2>&1 && command -v git >/dev/null 2>&1 ||
    { echo "pre-commit or git not installed: skipped"; exit 77; }
tmp=${TMPDIR:-/tmp}/tycon-precommit-$$
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/repo" "$tmp/home"
export HOME="$tmp/home" PRE_COMMIT_HOME="$tmp/home/cache" TYCON="$tycon"
export GIT_CONFIG_NOSYSTEM=1 GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@t GIT_COMMITTER_NAME=t \
    GIT_COMMITTER_EMAIL=t@t
# try-repo clones the hook repository: a copy of the source tree as a git repository of its
# own (a fresh clone in CI, a worktree while developing: both work this way).
mkdir -p "$tmp/hooks"
cp "$src/.pre-commit-hooks.yaml" "$tmp/hooks/"
mkdir -p "$tmp/hooks/integrations/pre-commit"
cp "$src/integrations/pre-commit/tycon-pre-commit.sh" "$tmp/hooks/integrations/pre-commit/"
(cd "$tmp/hooks" && git init -q && git add -A && git commit -qm hooks) || exit 1
cd "$tmp/repo" || exit 1
git init -q
cp -r "$src/tests/cli/fixtures/mod" "$src/tests/cli/fixtures/tree" .
printf 'region = "eu-west-1"\n' > mod/terraform.tfvars
git add -A && git commit -qm init
fail=0
run() {
    pre-commit try-repo "$tmp/hooks" tycon-check "$@" >"$tmp/out" 2>&1
    echo $?
}
expect() { # expect LABEL LINE: the last output has exactly this line
    grep -qxF -- "$2" "$tmp/out" || { echo "FAIL ($1): no line: $2"; sed 's/^/  | /' "$tmp/out"; fail=1; }
}
status() { # status LABEL RESULT: pre-commit's line for the hook ends in RESULT
    grep -qxE "tycon check \(Terraform variable values\)\.+$2" "$tmp/out" ||
        { echo "FAIL ($1): hook not $2"; sed 's/^/  | /' "$tmp/out"; fail=1; }
}
# 1. a changed environment file outside the module directory: -var-file on the module
printf 'region = "us-east-1"\nsize   = 2\n' > mod/envs/prod.tfvars
rc=$(run --files mod/envs/prod.tfvars)
[ "$rc" = 1 ] || { echo "FAIL (1): exit $rc, want 1"; fail=1; }
status 1 Failed
expect 1 "  on mod/envs/prod.tfvars line 1:"
expect 1 "Only EU regions are allowed."
# 2. fixed: passes
printf 'region = "eu-north-1"\nsize   = 2\n' > mod/envs/prod.tfvars
rc=$(run --files mod/envs/prod.tfvars)
[ "$rc" = 0 ] || { echo "FAIL (2): exit $rc, want 0"; sed 's/^/  | /' "$tmp/out"; fail=1; }
status 2 Passed
# 3. a changed .tf file of a module with automatic tfvars: the module with its tfvars
rc=$(run --files tree/app/variables.tf tree/net/main.tf)
[ "$rc" = 1 ] || { echo "FAIL (3): exit $rc, want 1"; fail=1; }
expect 3 "  on terraform.tfvars line 1:"
expect 3 "   1: replicas = \"two\""
# 4. a module without automatic tfvars (required variables set by callers): --partial
printf 'variable "name" {\n  type = string\n}\n' > tree/docs/vars.tf
rc=$(run --files tree/docs/vars.tf)
[ "$rc" = 0 ] || { echo "FAIL (4): exit $rc, want 0"; sed 's/^/  | /' "$tmp/out"; fail=1; }
# 5. files that are not Terraform's are not passed to the hook
echo hi > notes.txt
rc=$(run --files notes.txt)
[ "$rc" = 0 ] || { echo "FAIL (5): exit $rc, want 0"; fail=1; }
status 5 "\\(no files to check\\)Skipped"
[ $fail = 0 ] && echo "pre-commit hook: 5 scenarios passed"
exit $fail
