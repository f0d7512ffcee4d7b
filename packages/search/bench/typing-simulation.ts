/**
 * What every query of both query sets costs typed key by key, against what
 * it costs pasted, in Node and without a browser: a fresh offline backend per
 * query asks for the modal's ten hits after each key (one search after the
 * other, so no search is ever replaced by a newer one: an upper bound), and
 * every index file it fetches is counted at its brotli size (the manifest
 * included; the modal's code and HTTP headers are not). The browser
 * benchmark (typed-query.ts) measures one query end to end; this one shows
 * that the query it measures is not a lucky one.
 *
 * Usage: npx tsx packages/search/bench/typing-simulation.ts [--build build] [--factor 1]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { percentile } from '../../common/src/stats';
import { OfflineBackend } from '../src/offline-backend';
import { buildIndexFiles } from '../src/indexer/write-index';
import { loadQuerySets, queryTexts } from './relevance';
import { byteSizes, transferBytes } from './sizes';
import { loadSourcePages } from './source-pages';
import { syntheticSite } from './synthetic-site';

const FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

export interface TypingCost {
  query: string;
  typed: { files: number; bytes: number };
  pasted: { files: number; bytes: number };
}

/** The cost of each query typed and pasted, over an index given as its files (site path → JSON). */
export async function typingCosts(
  files: ReadonlyMap<string, string>,
  queries: readonly string[],
): Promise<TypingCost[]> {
  const sizes = new Map<string, number>();
  for (const [name, json] of files) sizes.set(name, transferBytes(await byteSizes(json)));
  const visit = (): { backend: OfflineBackend; fetched: string[] } => {
    const fetched: string[] = [];
    const backend = new OfflineBackend(async (name) => {
      fetched.push(name);
      const json = files.get(name);
      if (json === undefined) throw new Error(`${name} is not in the index`);
      return JSON.parse(json);
    });
    return { backend, fetched };
  };
  const cost = (fetched: readonly string[]) => ({
    files: fetched.length,
    bytes: fetched.reduce((sum, name) => sum + (sizes.get(name) ?? 0), 0),
  });
  const costs: TypingCost[] = [];
  for (const query of queries) {
    const typed = visit();
    for (let length = 1; length <= query.length; length++) {
      await typed.backend.search({ query: query.slice(0, length), page: 0, hitsPerPage: 10, facetFilters: FILTERS });
    }
    const pasted = visit();
    await pasted.backend.search({ query, page: 0, hitsPerPage: 10, facetFilters: FILTERS });
    costs.push({ query, typed: cost(typed.fetched), pasted: cost(pasted.fetched) });
  }
  return costs;
}

function summary(label: string, values: readonly number[], unit: (value: number) => string): string {
  return `${label}: median ${unit(percentile(values, 0.5))}, p90 ${unit(percentile(values, 0.9))}, max ${unit(Math.max(...values))}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { build: { type: 'string', default: 'build' }, factor: { type: 'string', default: '1' } },
  });
  const buildDir = path.resolve(values.build);
  const factor = Number(values.factor);
  const queries = queryTexts(loadQuerySets());
  // The index is built here from the built pages, with this checkout's indexer, whatever the build holds.
  const { files } = await buildIndexFiles(syntheticSite(loadSourcePages(buildDir), factor));
  const costs = await typingCosts(files, queries);
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
  const count = (value: number): string => String(value);
  console.log(`${queries.length} queries of both sets, ${factor}x site, index files only (no code, no headers):`);
  for (const mode of ['typed', 'pasted'] as const) {
    console.log(
      summary(
        `${mode}, files`,
        costs.map((cost) => cost[mode].files),
        count,
      ),
    );
    console.log(
      summary(
        `${mode}, bytes`,
        costs.map((cost) => cost[mode].bytes),
        kb,
      ),
    );
  }
  const worst = [...costs].sort((a, b) => b.typed.files - a.typed.files).slice(0, 5);
  console.log(
    'most files typed:',
    worst.map((cost) => `"${cost.query}" ${cost.typed.files} (${kb(cost.typed.bytes)})`).join('; '),
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
