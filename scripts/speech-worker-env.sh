#!/usr/bin/env bash
# The speech worker's virtual environment (server/editor-service/speech-worker/.venv), installed from its
# hash-pinned requirements.lock. Skipped when the environment already holds exactly that lock.
# `--gpu`: the CUDA libraries of requirements-gpu.lock too (Linux x86_64), skipped in the same way; only when asked.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/locked-venv.sh server/editor-service/speech-worker "the speech worker's environment"
[[ "${1:-}" == "--gpu" ]] || exit 0

cd server/editor-service/speech-worker
if [[ "$(uname -m)" != x86_64 ]]; then
  echo "setup --gpu: the CUDA libraries are pinned for Linux x86_64 only, not $(uname -m); install CUDA 12's cuBLAS and cuDNN 9 yourself" >&2
  exit 1
fi
lock_sum=$(sha256sum requirements-gpu.lock | cut -d' ' -f1)
# locked-venv.sh makes a new environment (and so drops this stamp) whenever requirements.lock changes.
stamp=.venv/.tapescript-gpu-lock
if [[ -f "$stamp" && "$(cat "$stamp")" == "$lock_sum" ]]; then
  echo "Up to date: the speech worker's CUDA libraries"
  exit 0
fi
echo "Installing the speech worker's CUDA libraries from requirements-gpu.lock (about 1 GB)"
.venv/bin/python -m pip install --quiet --disable-pip-version-check --require-hashes --no-deps --only-binary :all: -r requirements-gpu.lock
echo "$lock_sum" > "$stamp"
