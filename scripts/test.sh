#!/usr/bin/env bash
# The README's test command: every check CI runs, in order, on a fresh clone.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

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

step "Development server (npm start: a doc loads, runs, and shows an edit)"
npm run --silent test:dev

printf '\nAll checks passed.\n'
