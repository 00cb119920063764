#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# The GitHub Action (action.yml, composite): its structure (every input it uses is declared,
# every step runs a script that exists, with the INPUT_* variables the scripts read), then its
# scripts run as the runner runs them (GITHUB_ACTION_PATH, INPUT_*, GITHUB_STEP_SUMMARY,
# GITHUB_OUTPUT, GITHUB_PATH) on tests/cli/fixtures: the annotations, the job summary, the
# SARIF file and the exit-code output must be exactly the expected ones.
# usage: github_action.sh TYCON SOURCE_DIR PYTHON
set -u
tycon=$1
src=$2
py=$3
fail=0
tmp=${TMPDIR:-/tmp}/tycon-action-$$
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp"
"$py" - "$src" <<'PY' || fail=1
import os, re, sys
src = sys.argv[1]
text = open(os.path.join(src, 'action.yml'), encoding='utf-8').read()
try:
    import yaml
    doc = yaml.safe_load(text)
except ImportError:
    print('python3-yaml missing'); sys.exit(1)
errs = []
runs = doc.get('runs', {})
if runs.get('using') != 'composite': errs.append('runs.using is not composite')
declared = set(doc.get('inputs', {}))
used = set(re.findall(r'\$\{\{\s*inputs\.([A-Za-z0-9_-]+)\s*\}\}', text))
for u in sorted(used - declared): errs.append(f'input {u} used but not declared')
for u in sorted(declared - used): errs.append(f'input {u} declared but not used')
for k, v in doc.get('inputs', {}).items():
    if 'description' not in v: errs.append(f'input {k}: no description')
for st in runs.get('steps', []):
    if 'run' in st:
        if st.get('shell') not in ('sh', 'bash'): errs.append(f'step {st.get("name")}: shell')
        for script in re.findall(r'\$GITHUB_ACTION_PATH/([^"\s]+)', st['run']):
            path = os.path.join(src, script)
            if not os.path.isfile(path): errs.append(f'{script} missing'); continue
            body = open(path, encoding='utf-8').read()
            for var in sorted(set(re.findall(r'\bINPUT_[A-Z_]+', body))):
                if var not in st.get('env', {}): errs.append(f'{script} reads {var}, not set')
for e in errs: print('FAIL: action.yml:', e)
sys.exit(1 if errs else 0)
PY
cd "$src/tests/cli/fixtures" || exit 1
# The install step finds the given executable (building is what a runner without it does).
env -i PATH="$PATH" GITHUB_ACTION_PATH="$src" INPUT_TYCON="$tycon" \
    sh "$src/integrations/github-action/install.sh" > "$tmp/install" 2>&1
printf 'tycon %s\n' "$("$tycon" --version | sed 's/^tycon //')" | cmp -s - "$tmp/install" ||
    { echo "FAIL: install step"; cat "$tmp/install"; fail=1; }
: > "$tmp/summary"; : > "$tmp/output"
env -i PATH="$PATH" GITHUB_ACTION_PATH="$src" INPUT_TYCON="$tycon" \
    INPUT_DIRECTORIES="mod" INPUT_RECURSIVE=false INPUT_VAR_FILES="" \
    INPUT_VAR_FILE_EACH='mod/envs/*.tfvars' INPUT_STRICT=false INPUT_PARTIAL=false \
    INPUT_SARIF_FILE="$tmp/results.sarif" GITHUB_STEP_SUMMARY="$tmp/summary" \
    GITHUB_OUTPUT="$tmp/output" sh "$src/integrations/github-action/run.sh" > "$tmp/stdout" 2>&1
rc=$?
[ $rc = 1 ] || { echo "FAIL: run step exit $rc, want 1"; fail=1; }
"$tycon" check --format=github --var-file-each='mod/envs/*.tfvars' mod > "$tmp/want" 2>&1
cmp -s "$tmp/want" "$tmp/stdout" || { echo "FAIL: annotations"; diff "$tmp/want" "$tmp/stdout"; fail=1; }
grep -q '^::error file=mod/envs/prod.tfvars,line=1,col=10,endLine=1,endColumn=21,title=Invalid value for variable::Only EU regions are allowed.' "$tmp/stdout" ||
    { echo "FAIL: no annotation for prod.tfvars"; fail=1; }
[ "$(cat "$tmp/output")" = "exit-code=1" ] || { echo "FAIL: GITHUB_OUTPUT"; cat "$tmp/output"; fail=1; }
{ echo "### tycon check"; echo; echo '```'
  "$tycon" check -no-color --var-file-each='mod/envs/*.tfvars' mod 2>&1; echo '```'; } > "$tmp/want"
cmp -s "$tmp/want" "$tmp/summary" || { echo "FAIL: job summary"; diff "$tmp/want" "$tmp/summary"; fail=1; }
"$tycon" check --format=sarif --var-file-each='mod/envs/*.tfvars' mod > "$tmp/want"
cmp -s "$tmp/want" "$tmp/results.sarif" || { echo "FAIL: SARIF file"; fail=1; }
# A valid module: exit 0, no annotations.
: > "$tmp/output"
env -i PATH="$PATH" GITHUB_ACTION_PATH="$src" INPUT_TYCON="$tycon" INPUT_DIRECTORIES="tree/net" \
    GITHUB_OUTPUT="$tmp/output" sh "$src/integrations/github-action/run.sh" > "$tmp/stdout" 2>&1
rc=$?
[ $rc = 0 ] && [ ! -s "$tmp/stdout" ] && [ "$(cat "$tmp/output")" = "exit-code=0" ] ||
    { echo "FAIL: valid module: exit $rc"; cat "$tmp/stdout"; fail=1; }
[ $fail = 0 ] && echo "github action: structure, install step, run step (annotations, summary, SARIF, outputs) passed"
exit $fail
