#!/usr/bin/env bash
# All tests: generated code and schema up to date, types, the speech worker's pytest suite (real Whisper models),
# then every Vitest suite (server integration on real PocketBase, web components, browser flows in headless Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== test tools (installed when missing; quick when present)"
source scripts/packages.sh
bash scripts/debian-packages.sh "${TEST_PACKAGES[@]}"
# PocketBase, the speech worker's environment, the test SMTP server and the models: no-ops when they match their pins.
bash scripts/pocketbase-env.sh
bash scripts/speech-worker-env.sh
bash scripts/test-tools-env.sh
npx tsx scripts/models/fetch.ts
echo "== generated GraphQL hooks are up to date"
npx graphql-codegen --config codegen.ts --check
echo "== types"
npx tsc --noEmit -p tsconfig.json
echo "== lint (server and web app: no import cycles, each folder imports only what docs/architecture.md allows)"
npx eslint server shared web/src
npx tsx scripts/import-cycles.ts
echo "== web build (served by the server, used by the browser tests)"
npx vite build --config web/vite.config.ts --logLevel warn
echo "== speech worker (pytest)"
worker=server/editor-service/speech-worker
python_tests=$(mktemp)
status=0
if [[ ! -x $worker/.venv/bin/python ]]; then
  echo "The speech worker's Python environment is missing: run \`npm run setup\`" >&2
  status=1
else
  pytest_status=0
  (cd $worker && .venv/bin/python -m pytest -q -p no:cacheprovider --junitxml="$python_tests" tests) || pytest_status=$?
  # Exit 5 means pytest collected no test: the suite went missing, which is a failure, not a pass.
  if ((pytest_status == 5)); then echo "pytest collected no tests in $worker/tests" >&2; fi
  ((pytest_status == 0)) || status=1
fi
echo "== tests"
report=$(mktemp)
npx vitest run --reporter=default --reporter=json --outputFile.json="$report" || status=1
node -e '
  const fs = require("fs");
  const r = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
  // pytest counts come from its JUnit report: tests, failures + errors, skipped.
  const xml = fs.existsSync(process.argv[2]) ? fs.readFileSync(process.argv[2], "utf8") : "";
  const count = (name) => Number(xml.match(new RegExp(`<testsuite[^>]* ${name}="(\\d+)"`))?.[1] ?? 0);
  const pyFailed = count("failures") + count("errors");
  const pyPassed = count("tests") - pyFailed - count("skipped");
  const skipped = r.numPendingTests + count("skipped");
  console.log(`${r.numPassedTests + pyPassed} passed, ${r.numFailedTests + pyFailed} failed` + (skipped ? `, ${skipped} skipped` : ""));
' "$report" "$python_tests" || true
rm -f "$report" "$python_tests"
exit $status
