#!/usr/bin/env bash
# All tests: generated code and schema up to date, types, lint, the speech worker's pytest suite (real Whisper
# models), then the three Vitest tiers (vitest.config.ts): unit (no process, no listening socket), integration (real
# PocketBase, Redis, SMTP, stand-in servers), system (Whisper, browser flows in headless Chromium, memory, fuzz, load).
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
echo "== type-aware lint (every promise awaited or voided, none where a callback's result is ignored)"
npm run --silent lint:types
echo "== types"
npx tsc --noEmit -p tsconfig.json
echo "== lint (server and web app: no import cycles, each folder imports only what docs/architecture.md allows)"
npx eslint server shared web/src
npx tsx scripts/import-cycles.ts
# The web build (served by the server, used by the browser tests) runs beside pytest, as neither needs the other;
# its output is shown once both are done.
echo "== web build and speech worker (pytest), side by side"
web_build_log=$(mktemp)
npx vite build --config web/vite.config.ts --logLevel warn >"$web_build_log" 2>&1 &
web_build=$!
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
web_build_status=0
wait "$web_build" || web_build_status=$?
echo "== web build"
cat "$web_build_log"
rm -f "$web_build_log"
# The tiers serve the built app: without it they would only fail for the same reason.
if ((web_build_status != 0)); then echo "The web build failed (exit $web_build_status)" >&2; exit 1; fi
# The fast tier first; a failing tier does not stop the next.
reports=()
for tier in unit integration system; do
  echo "== $tier tests"
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
