#!/usr/bin/env bash
# The speech worker's virtual environment (server/editor-service/speech-worker/.venv), installed from its
# hash-pinned requirements.lock. Skipped when the environment already holds exactly that lock.
set -euo pipefail
cd "$(dirname "$0")/../server/editor-service/speech-worker"

# Debian's own Python (the one python3-venv belongs to) wherever it is installed.
python=/usr/bin/python3
[[ -x "$python" ]] || python=$(command -v python3)
lock_sum=$(sha256sum requirements.lock | cut -d' ' -f1)
stamp=.venv/.tapescript-lock

if [[ -x .venv/bin/python && -f "$stamp" && "$(cat "$stamp")" == "$lock_sum" ]]; then
  echo "Speech worker environment is up to date"
  exit 0
fi
echo "Creating the speech worker environment from requirements.lock"
rm -rf .venv
"$python" -m venv .venv
.venv/bin/python -m pip install --quiet --disable-pip-version-check --require-hashes --no-deps --only-binary :all: -r requirements.lock
echo "$lock_sum" > "$stamp"
