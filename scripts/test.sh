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

# Runs commands at once, each with its output kept apart, and prints each one's output and time when all
# have ended; fails when any failed. Arguments: a label and a command (one string), repeated.
together() {
  local dir
  dir="$(mktemp -d)"
  local -a labels=() pids=()
  local count=0
  while [ $# -gt 0 ]; do
    labels+=("$1")
    (
      started=$SECONDS
      status=0
      bash -c "set -euo pipefail; $2" >"$dir/$count.out" 2>&1 || status=$?
      echo "$status $((SECONDS - started))" >"$dir/$count.end"
      exit "$status"
    ) &
    pids+=($!)
    shift 2
    count=$((count + 1))
  done
  local failed=0 pid index status seconds
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
  for index in "${!labels[@]}"; do
    read -r status seconds <"$dir/$index.end"
    printf '\n-- %s: %d s%s\n' "${labels[$index]}" "$seconds" "$([ "$status" = 0 ] || echo ", FAILED (exit $status)")"
    cat "$dir/$index.out"
  done
  rm -rf "$dir"
  return "$failed"
}

step "Dependencies"
# Java first: vnu-jar's install script downloads a Java runtime when it finds none.
bash scripts/ensure-java.sh
bash scripts/ensure-snippet-tools.sh
bash scripts/ensure-deps.sh
bash scripts/ensure-chromium.sh

step "Generated content (npm run generate: reference pages, FHIR tools' files, runnable samples, API files)"
# Once, before anything reads it: the builds below then find every generated root fresh and write nothing there.
npm run --silent generate

step "Format, lint, types, layers and unused code (Prettier, ESLint, tsc, dependency-cruiser, knip), at once"
# Each reads the source only and uses about one core, so they share the machine's cores.
together \
  "Format (Prettier)" "npx prettier --check . --log-level warn" \
  "Lint (ESLint)" "npx eslint . --max-warnings 0" \
  "Types (tsc: the site, and the React frame with its own React 18)" "npx tsc && npx tsc -p packages/react-frame" \
  "Layers and unused code (dependency-cruiser, knip)" "npm run --silent check:layers && npm run --silent check:unused"

step "Unit tests"
npm run --silent test:unit

step "Code samples of docs/ and blog/ (types, FHIR validation)"
npm run --silent check:samples

step "OpenAPI and Postman files (Redocly lint, newman against the in-memory Medplum)"
# The files npm run generate wrote above (plugins/reference/api-files.ts); scripts/check-api-files.ts prints each phase's time.
npm run --silent check:api

step "Production builds with the test-only pages: the site, and beside it the stock runtime's (MEDPLUM_STOCK_RUNTIME=1)"
# The same site on Docusaurus's own client (runtime/README.md), built into a folder of its own; the smoke
# tests below read it. It is built at the same time as the site: a build leaves much of a second core idle
# (webpack and the page rendering run on one thread). The two share no output folder, no webpack cache
# (runtime/build-cache.ts) and no folder of Docusaurus's generated files (DOCUSAURUS_GENERATED_FILES_DIR_NAME,
# inside .docusaurus so that `docusaurus clear` and every ignore list cover it), and the generated content
# both read was written above. Neither minified nor compressed: only the smoke tests read it, and both steps
# cost minutes.
stock_build="$(mktemp -d)"
trap 'rm -rf "$stock_build"' EXIT
together \
  "The site (npm run build)" "MEDPLUM_TEST_PAGES=true npm run --silent build" \
  "The stock runtime" "MEDPLUM_STOCK_RUNTIME=1 MEDPLUM_TEST_PAGES=true DOCUSAURUS_GENERATED_FILES_DIR_NAME=.docusaurus/stock-runtime npx docusaurus build --no-minify --out-dir '$stock_build' && npx tsx server/finish-build.ts '$stock_build' --no-compress"

step "Routes"
npm run --silent test:routes

step "Hosting probes: the project's server and Cloudflare Pages (wrangler pages dev, with functions/) on the build"
# One list of probes (checks/hosting-probes/probes.ts) sent to both runtimes, serving the build above: the server,
# and the deploy's upload folder (scripts/static-host-dir.ts) with its Functions. Fails on a failed check or on a
# difference checks/hosting-probes/known-differences.json does not list; ends both hosts whatever happens.
npx tsx checks/hosting-probes/run.ts

step "Browser tests (Playwright, Debian Chromium)"
npx playwright test

step "Stock runtime (MEDPLUM_STOCK_RUNTIME=1): smoke tests"
# The stock runtime's build, served by the project's server on a port of its own; the smoke project of
# playwright.config.ts runs a few of the suite's tests on it: the shell, search, the FHIRPath page, a
# runnable sample and Copy page.
MEDPLUM_STOCK_RUNTIME=1 E2E_BUILD_DIR="$stock_build" E2E_PORT=3101 npx playwright test --project=smoke
rm -rf "$stock_build"

step "Development server (npm start: a doc loads, runs, and shows an edit)"
npm run --silent test:dev

step_end=$SECONDS
printf '\n(%s: %d s)\n' "$step_name" $((step_end - step_start))
printf '\nAll checks passed in %d s.\n' "$step_end"
