#!/usr/bin/env bash
# The README's test command: every check CI runs, in order, on a fresh clone.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's heading, and the time the step before it took, so that a log says where the minutes go.
step_name=''
step_start=$SECONDS
step() {
  if [ -n "$step_name" ]; then printf '\n(%s: %d s)\n' "$step_name" $((SECONDS - step_start)); fi
  step_name="$*"
  step_start=$SECONDS
  printf '\n== %s\n' "$*"
}

step "Dependencies"
# Java first: vnu-jar's install script downloads a Java runtime when it finds none.
bash scripts/ensure-java.sh
bash scripts/ensure-deps.sh
bash scripts/ensure-chromium.sh

step "Format (Prettier)"
npx prettier --check . --log-level warn

step "Lint (ESLint)"
npx eslint . --max-warnings 0

step "Types (tsc)"
npx tsc

step "Layers and unused code (dependency-cruiser, knip)"
npm run --silent check:layers
npm run --silent check:unused

step "Unit tests"
npm run --silent test:unit

step "Code samples of docs/ and blog/ (types, FHIR validation)"
npm run --silent check:samples

step "Production build with the test-only pages"
MEDPLUM_TEST_PAGES=true npm run --silent build

step "Routes"
npm run --silent test:routes

step "Browser tests (Playwright, Debian Chromium)"
npx playwright test

step "Stock runtime (MEDPLUM_STOCK_RUNTIME=1): build and smoke tests"
# The same site on Docusaurus's own client (runtime/README.md), built into a folder of its own (build/
# keeps the layer's build) and served by the project's server on a port of its own; the smoke project of
# playwright.config.ts runs a few of the suite's tests on it: the shell, search, the FHIRPath page, a
# runnable sample and Copy page.
stock_build="$(mktemp -d)"
trap 'rm -rf "$stock_build"' EXIT
# Neither minified nor compressed: only the smoke tests read this build, and both steps cost minutes.
MEDPLUM_STOCK_RUNTIME=1 MEDPLUM_TEST_PAGES=true npx docusaurus build --no-minify --out-dir "$stock_build"
npx tsx server/finish-build.ts "$stock_build" --no-compress
MEDPLUM_STOCK_RUNTIME=1 E2E_BUILD_DIR="$stock_build" E2E_PORT=3101 npx playwright test --project=smoke
rm -rf "$stock_build"

step "Development server (npm start: a doc loads, runs, and shows an edit)"
npm run --silent test:dev

step_end=$SECONDS
printf '\n(%s: %d s)\n' "$step_name" $((step_end - step_start))
printf '\nAll checks passed in %d s.\n' "$step_end"
