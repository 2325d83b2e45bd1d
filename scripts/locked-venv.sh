#!/usr/bin/env bash
# `locked-venv.sh DIR NAME`: the virtual environment DIR/.venv, installed from DIR/requirements.lock (hash-pinned,
# wheels only). Skipped when the environment already holds exactly that lock. NAME is what the messages call it.
set -euo pipefail
cd "$1"
name=$2

# Debian's own Python (the one python3-venv belongs to) wherever it is installed.
python=/usr/bin/python3
[[ -x "$python" ]] || python=$(command -v python3)
lock_sum=$(sha256sum requirements.lock | cut -d' ' -f1)
stamp=.venv/.tapescript-lock

if [[ -x .venv/bin/python && -f "$stamp" && "$(cat "$stamp")" == "$lock_sum" ]]; then
  echo "Up to date: $name"
  exit 0
fi
echo "Installing $name from $1/requirements.lock"
rm -rf .venv
"$python" -m venv .venv
.venv/bin/python -m pip install --quiet --disable-pip-version-check --require-hashes --no-deps --only-binary :all: -r requirements.lock
echo "$lock_sum" > "$stamp"
