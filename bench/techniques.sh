#!/usr/bin/env bash
# What each technique of the runtime layer buys: for each technique, a build
# without it (MEDPLUM_RUNTIME_OFF, which also switches off what requires it)
# against the build with every technique, loaded in turn in Chromium over a
# shaped slow link with the CPU slowed 4x (bench/slow-link.ts).
# A ratio below 1 is what the technique saves.
#
#   bash bench/techniques.sh LAYER_BUILD [OUT_DIR] [RUNS] [technique ...]
#
# LAYER_BUILD is a build with every technique (npm run build, copied aside).
# Without techniques named, every one of runtime/switch.ts is measured. Each
# build is written to OUT_DIR/<technique> (build/ is not touched); the browser
# suite runs on one as runtime/README.md says ("The switch").
set -euo pipefail
cd "$(dirname "$0")/.."
layer="${1:?usage: bash bench/techniques.sh LAYER_BUILD [OUT_DIR] [RUNS] [technique ...]}"
out="${2:-/tmp/technique-bench}"
runs="${3:-3}"
shift $(($# < 3 ? $# : 3))
techniques=("$@")
if [ ${#techniques[@]} -eq 0 ]; then
  mapfile -t techniques < <(npx tsx -e "import { TECHNIQUES } from './runtime'; console.log(TECHNIQUES.join('\n'))")
fi
pages=(${BENCH_PAGES:-/ /docs/auth/oauth-auth-code /docs/api/fhir/resources/patient /docs/sdk/classes/MedplumClient /blog})
mkdir -p "$out"
for technique in "${techniques[@]}"; do
  echo "== without $technique"
  # Built into its own folder, so build/ is left as it is.
  rm -rf "$out/$technique"
  {
    MEDPLUM_RUNTIME_OFF="$technique" npx docusaurus build --out-dir "$out/$technique"
    npx tsx server/finish-build.ts "$out/$technique"
  } > "$out/$technique.build.log" 2>&1
  grep '^\[runtime\]' "$out/$technique.build.log"
  if ! npx tsx scripts/page-text.ts "$out/$technique" --diff "$layer" > "$out/$technique.text.log"; then
    tail -3 "$out/$technique.text.log"
    echo "The page text differs from $layer: build LAYER_BUILD from this commit (npm run build, then cp -a build)."
    exit 1
  fi
  npx tsx bench/slow-link.ts --dir "$layer" --against "$out/$technique" --runs "$runs" "${pages[@]}"
  # First-load bytes of each page type, which do not vary run to run (compare with the same report on LAYER_BUILD).
  npx tsx checks/page-weight/report.ts --dir "$out/$technique" > "$out/$technique.weight.md" || true
  rm -rf "$out/$technique"
done
