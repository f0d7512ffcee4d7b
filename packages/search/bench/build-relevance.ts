/**
 * Relevance of the index a production build wrote, on every query set and
 * each set's tune and held-out halves: the files are read the way the
 * browser reads them, through the offline backend with the modal's ten hits
 * and the site's contextual filters (as plugins/search/tests/build/relevance-floor.test.ts).
 *
 * `--json FILE` keeps every query's ten hits; `--against FILE` (a file an
 * earlier run wrote) lists the queries whose hits differ, so a change to the
 * index or the engine shows exactly which answers it moved.
 *
 * Usage: npx tsx packages/search/bench/build-relevance.ts [--build build]
 *          [--json out.json] [--against before.json]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { OfflineBackend } from '../src/offline-backend';
import { HALVES, loadQuerySets, relevanceReport, type RelevanceReport, type Score } from './relevance';
import type { RankedHit } from './types';

const HITS = 10;
const FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

/** Every query's hits on the index in `buildDir`, as the modal asks for them. */
export async function buildResults(buildDir: string): Promise<Map<string, RankedHit[]>> {
  const backend = new OfflineBackend(async (file) => JSON.parse(readFileSync(path.join(buildDir, file), 'utf8')));
  const results = new Map<string, RankedHit[]>();
  for (const { query } of loadQuerySets()) {
    if (results.has(query)) continue;
    const answer = await backend.search({ query, page: 0, hitsPerPage: HITS, facetFilters: FILTERS });
    results.set(
      query,
      answer.hits.map(({ path: hitPath, anchor }) => ({ path: hitPath, anchor })),
    );
  }
  return results;
}

function cell(score: Score | undefined): string {
  if (!score) return '–';
  const share = (count: number): string => `${((100 * count) / score.queries).toFixed(0)}%`;
  return `${share(score.top3)} (${share(score.top1)}), ${score.top3}/${score.queries}`;
}

/** Top-3 (top-1) per set and half. */
export function halvesTable(report: RelevanceReport): string {
  const rows = [report.first, report.natural, report.questions].map(
    (set) => `| ${set.set} | ${cell(set.all)} | ${HALVES.map((half) => cell(set.halves?.[half])).join(' | ')} |`,
  );
  return ['| set | all: top-3 (top-1) | tune half | held-out half |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      build: { type: 'string', default: 'build' },
      json: { type: 'string' },
      against: { type: 'string' },
    },
  });
  const results = await buildResults(path.resolve(values.build));
  const report = relevanceReport(loadQuerySets(), results);
  console.log(halvesTable(report));
  for (const set of [report.first, report.natural, report.questions]) {
    console.log(`\n${set.set} set misses (${set.misses.length}):`);
    for (const miss of set.misses) console.log(`- "${miss.query}" (${miss.half ?? '–'}) → ${miss.top3.join(', ')}`);
  }
  if (values.against) {
    const before = new Map(
      Object.entries(JSON.parse(readFileSync(values.against, 'utf8')) as Record<string, RankedHit[]>),
    );
    const label = (hits: readonly RankedHit[] | undefined): string =>
      (hits ?? []).map((hit) => (hit.anchor ? `${hit.path}#${hit.anchor}` : hit.path)).join(', ');
    const changed = [...results].filter(([query, hits]) => label(hits) !== label(before.get(query)));
    console.log(`\n${changed.length} of ${results.size} queries answer differently from ${values.against}`);
    for (const [query, hits] of changed) {
      console.log(`- "${query}"\n    before: ${label(before.get(query))}\n    now:    ${label(hits)}`);
    }
  }
  if (values.json) writeFileSync(values.json, JSON.stringify(Object.fromEntries(results), null, 1) + '\n');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
