#!/usr/bin/env bash
# `npm run bench [-- GROUP… [--record]]`: installs the Debian packages the benchmark reads (those missing), then runs
# bench/run.ts with the arguments given.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/packages.sh
bash scripts/debian-packages.sh "${TEST_PACKAGES[@]}" "${BENCH_PACKAGES[@]}"
exec npx tsx bench/run.ts "$@"
