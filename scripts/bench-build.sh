#!/usr/bin/env bash
# Measures the production build: a cold build (no .docusaurus, no webpack
# cache), then RUNS warm builds, and the size of main.js raw and gzipped.
# Usage: bash scripts/bench-build.sh [RUNS]   (default 3; quotes the median)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}

timed() { # prints wall seconds of the command
  local start=$EPOCHREALTIME
  "$@" >/dev/null 2>&1
  awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN {print b - a}'
}
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

npx docusaurus clear >/dev/null 2>&1
cold=$(timed npx docusaurus build)
warm=$(for _ in $(seq "$runs"); do timed npx docusaurus build; done | median)

main=$(ls build/assets/js/main.*.js)
raw=$(stat -c %s "$main")
gz=$(gzip -9 -c "$main" | wc -c)
pages=$(find build -name '*.html' | wc -l)

printf 'cold build: %.1f s\n' "$cold"
printf 'warm build: %.1f s (median of %d)\n' "$warm" "$runs"
printf 'main.js: %d KB raw, %d KB gzip\n' $((raw / 1024)) $((gz / 1024))
printf 'pages: %d html files\n' "$pages"
