#!/usr/bin/env bash
# The tests' own Python tools: a real SMTP server for the mail delivery tests (server/test/smtp-server/.venv, aiosmtpd),
# installed from its hash-pinned requirements.lock. Skipped when the environment already holds exactly that lock.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/locked-venv.sh server/test/smtp-server "the test SMTP server"
