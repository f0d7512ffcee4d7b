#!/usr/bin/env bash
# Build times of the stock set-up (Babel, post-build steps and compression
# without a cache) against the site's own (config/js-loader.ts: swc-loader;
# packages/common/src/result-cache.ts: search
# records, twins and anchors cached by page; server/compress.ts: compressed
# copies cached by content), side by side in
# one run. Each run, for each set: a cold build (`docusaurus clear` first: no
# .docusaurus, no webpack or compression cache), then a warm one. Each build
# is `docusaurus build` then the finishing step (server/finish-build.ts), as
# `npm run build` runs them; both are timed. Prints medians, the ratio of ours
# to stock, main.js sizes and page counts, and whether every page's text
# (scripts/page-text.ts) is the same in both builds.
# Usage: bash bench/build.sh [RUNS]   (default 3)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
out=$(mktemp -d)

now() { echo "$EPOCHREALTIME"; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN {printf "%.1f", b - a}'; }
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

# build SET KIND: appends "docusaurus-seconds finish-seconds" to $out/SET-KIND
build() {
  local set=$1 kind=$2 start mid
  local env=()
  if [ "$set" = stock ]; then
    env=(MEDPLUM_JS_LOADER=babel)
    # The stock post-build steps read every page and compress everything: no cache of earlier results.
    rm -rf node_modules/.cache/medplum-*
  fi
  start=$(now)
  env "${env[@]}" npx docusaurus build >"$out/log" 2>&1 || { cat "$out/log"; exit 1; }
  mid=$(since "$start")
  start=$(now)
  npx tsx server/finish-build.ts >>"$out/log" 2>&1 || { cat "$out/log"; exit 1; }
  echo "$mid $(since "$start")" >>"$out/$set-$kind"
  local main
  main=$(ls build/assets/js/main.*.js)
  echo "$(stat -c %s "$main") $(stat -c %s "$main.br") $(find build -name '*.html' | wc -l)" >"$out/$set-size"
  # Page text to compare between the sets: what readers see on every page (scripts/page-text.ts).
  npx tsx scripts/page-text.ts build >"$out/$set-text"
}

for run in $(seq "$runs"); do
  for set in stock ours; do
    npx docusaurus clear >/dev/null 2>&1
    build "$set" cold
    build "$set" warm
    echo "run $run, $set: cold $(tail -1 "$out/$set-cold"), warm $(tail -1 "$out/$set-warm") (docusaurus build, finishing s)" >&2
  done
done

col() { awk -v c="$1" '{print $c}' "$2" | median; }
total() { awk '{print $1 + $2}' "$1" | median; }
printf '| Build (median of %d) | stock: Babel, Terser | ours: swc | ratio |\n| --- | --- | --- | --- |\n' "$runs"
for kind in cold warm; do
  for part in 1 2 total; do
    if [ "$part" = total ]; then s=$(total "$out/stock-$kind"); o=$(total "$out/ours-$kind"); label="$kind, npm run build"
    elif [ "$part" = 1 ]; then s=$(col 1 "$out/stock-$kind"); o=$(col 1 "$out/ours-$kind"); label="$kind, docusaurus build"
    else s=$(col 2 "$out/stock-$kind"); o=$(col 2 "$out/ours-$kind"); label="$kind, finishing step"; fi
    awk -v l="$label" -v s="$s" -v o="$o" 'BEGIN {printf "| %s | %.1f s | %.1f s | %.2f |\n", l, s, o, o / s}'
  done
done
read -r sraw sbr spages <"$out/stock-size"
read -r oraw obr opages <"$out/ours-size"
printf '| main.js raw / brotli | %d / %d B | %d / %d B | %.3f |\n' "$sraw" "$sbr" "$oraw" "$obr" "$(awk -v a="$sbr" -v b="$obr" 'BEGIN {print b / a}')"
printf '| HTML pages | %d | %d | |\n' "$spages" "$opages"
if diff -q "$out/stock-text" "$out/ours-text" >/dev/null; then
  echo "Page text of all $opages pages: identical."
else
  echo "Page text DIFFERS on these pages:"; diff "$out/stock-text" "$out/ours-text" | grep '^[<>]' | head -20
fi
rm -rf "$out"
