#!/usr/bin/env bash
# The runtime layer against the stock runtime, built from the same commit and
# served by the project's server: runtime/README.md and BENCHMARKS.md.
#
#   bash bench/runtime.sh [OUT_DIR] [RUNS]     (default /tmp/runtime-bench, 5 runs)
#
# Builds the site twice (MEDPLUM_STOCK_RUNTIME=1, then with every technique),
# checks that every page's text is the same in both, then loads both in turn in
# Chromium over a shaped slow link (bench/slow-link.ts) and with
# Lighthouse (bench/lighthouse.ts). MEDPLUM_RUNTIME_OFF, when set,
# applies to the second build, to measure what one technique buys.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-/tmp/runtime-bench}"
runs="${2:-5}"
mkdir -p "$out"

# Each build is written to its own folder (build/ is not touched) and finished there.
build_into() {
  local dir="$1"
  shift
  rm -rf "$dir"
  env "$@" npx docusaurus build --out-dir "$dir"
  npx tsx server/finish-build.ts "$dir"
}

off="${MEDPLUM_RUNTIME_OFF:-}"
build_into "$out/stock" MEDPLUM_STOCK_RUNTIME=1 MEDPLUM_RUNTIME_OFF=
build_into "$out/layer" MEDPLUM_STOCK_RUNTIME=0 MEDPLUM_RUNTIME_OFF="$off"

echo "== Page text, layer against stock"
npx tsx scripts/page-text.ts "$out/layer" --diff "$out/stock"
echo "== In Chromium, slow link and 4x CPU (layer${off:+ without $off} / stock)"
npx tsx bench/slow-link.ts --dir "$out/layer" --against "$out/stock" --runs "$runs"
echo "== Lighthouse (layer / stock)"
npx tsx bench/lighthouse.ts --dir "$out/layer" --against "$out/stock" --runs "$runs"
