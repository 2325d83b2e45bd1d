#!/usr/bin/env bash
# The speech worker's virtual environment (server/editor-service/speech-worker/.venv), installed from its
# hash-pinned requirements.lock. Skipped when the environment already holds exactly that lock.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/locked-venv.sh server/editor-service/speech-worker "the speech worker's environment"
