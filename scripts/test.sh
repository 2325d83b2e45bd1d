#!/usr/bin/env bash
# All tests: generated code and schema up to date, types, then every Vitest suite
# (server integration on real PocketBase, web components, browser flows in headless Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== generated GraphQL hooks are up to date"
npx graphql-codegen --config codegen.ts --check
echo "== types"
npx tsc --noEmit -p tsconfig.json
echo "== lint (web app: no import cycles, features keep to themselves)"
npx eslint web/src shared
echo "== web build (served by the server, used by the browser tests)"
npx vite build --config web/vite.config.ts --logLevel warn
echo "== tests"
report=$(mktemp)
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json="$report" || status=$?
node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed` + (r.numPendingTests ? `, ${r.numPendingTests} skipped` : ""));
' "$report" || true
rm -f "$report"
exit $status
