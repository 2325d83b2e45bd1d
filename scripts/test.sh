#!/usr/bin/env bash
# All tests: generated code and schema up to date, types, lint, the speech worker's pytest suite (real Whisper
# models), then the three Vitest tiers (vitest.config.ts): unit (no process, no listening socket), integration (real
# PocketBase, Redis, SMTP, stand-in servers), system (Whisper, browser flows in headless Chromium, memory, fuzz, load).
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step's heading says when it began (seconds since the start), so a slow CI run shows where its time went.
step() { echo "== $1 (at ${SECONDS} s)"; }

step "test tools (installed when missing; quick when present)"
source scripts/packages.sh
bash scripts/debian-packages.sh "${TEST_PACKAGES[@]}"
# PocketBase, the speech worker's environment, the test SMTP server and the models: no-ops when they match their pins.
bash scripts/pocketbase-env.sh
bash scripts/speech-worker-env.sh
bash scripts/test-tools-env.sh
npx tsx scripts/models/fetch.ts
# pytest (real Whisper, about two minutes of one core) runs in the background from here, beside the checks, the
# web build and the unit tier (compute only, no clock), which need neither it nor each other; its output is shown
# before the integration tier, which waits for it: that tier's files and the system tier's wait on servers and
# measure time, and pytest would take their cores. Its files run two at a time (pytest-xdist, a file's tests
# together), so it takes both cores once the unit tier is done: alone, it kept one core idle for 50 s.
worker=server/editor-service/speech-worker
python_tests=$(mktemp)
status=0
pytest_pid=""
if [[ ! -x $worker/.venv/bin/python ]]; then
  echo "The speech worker's Python environment is missing: run \`npm run setup\`" >&2
  status=1
else
  pytest_log=$(mktemp)
  # Its own process group (setsid), so that stopping it stops its xdist workers too.
  (cd $worker && exec setsid .venv/bin/python -m pytest -q -p no:cacheprovider -n 2 --dist loadfile --junitxml="$python_tests" tests) >"$pytest_log" 2>&1 &
  pytest_pid=$!
  # A failing check ends the script here: pytest goes with it.
  trap 'kill -- -"$pytest_pid" 2>/dev/null || true' EXIT
fi
# Waits for pytest and shows its output (once, before the integration tier).
pytest_done() {
  [[ -n $pytest_pid ]] || return 0
  step "speech worker (pytest, started before the checks)"
  local pytest_status=0
  wait "$pytest_pid" || pytest_status=$?
  pytest_pid=""
  trap - EXIT
  cat "$pytest_log"
  rm -f "$pytest_log"
  # Exit 5 means pytest collected no test: the suite went missing, which is a failure, not a pass.
  if ((pytest_status == 5)); then echo "pytest collected no tests in $worker/tests" >&2; fi
  ((pytest_status == 0)) || status=1
}
step "generated GraphQL hooks are up to date"
npx graphql-codegen --config codegen.ts --check
step "type-aware lint (every promise awaited or voided, none where a callback's result is ignored)"
npm run --silent lint:types
step "types"
npx tsc --noEmit -p tsconfig.json
step "lint (server and web app: no import cycles, each folder imports only what docs/architecture.md allows)"
npx eslint server shared web/src
npx tsx scripts/import-cycles.ts
step "web build"
web_build_status=0
npx vite build --config web/vite.config.ts --logLevel warn || web_build_status=$?
# The tiers serve the built app: without it they would only fail for the same reason.
if ((web_build_status != 0)); then echo "The web build failed (exit $web_build_status)" >&2; exit 1; fi
# The fast tier first; a failing tier does not stop the next.
reports=()
for tier in unit integration system; do
  if [[ $tier == integration ]]; then pytest_done; fi
  step "$tier tests"
  reports+=("$(mktemp)")
  npm run --silent "test:$tier" -- --reporter=default --reporter=json --outputFile.json="${reports[-1]}" || status=1
done
node -e '
  const fs = require("fs");
  // pytest counts come from its JUnit report: tests, failures + errors, skipped.
  const xml = fs.existsSync(process.argv[1]) ? fs.readFileSync(process.argv[1], "utf8") : "";
  const count = (name) => Number(xml.match(new RegExp(`<testsuite[^>]* ${name}="(\\d+)"`))?.[1] ?? 0);
  const pyFailed = count("failures") + count("errors");
  let passed = count("tests") - pyFailed - count("skipped");
  let failed = pyFailed;
  let skipped = count("skipped");
  // A tier whose run ended without a report has already failed the script (status); its tests are not counted.
  for (const file of process.argv.slice(2)) {
    const text = fs.readFileSync(file, "utf8");
    if (!text) continue;
    const r = JSON.parse(text);
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests;
  }
  console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
' "$python_tests" "${reports[@]}" || true
rm -f "${reports[@]}" "$python_tests"
exit $status
