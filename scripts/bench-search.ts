/**
 * Benchmarks the offline search on a production build and compares MiniSearch
 * (what the site uses) with FlexSearch on the same records.
 *
 *   npx tsx scripts/bench-search.ts [--build build] [--browser]
 *
 * Prints: index size (raw, gzip, brotli), time to load the index, query latency
 * p50/p95 over the query set (tests/search/queries.json, 5 rounds), the share of
 * queries whose wanted page is in the top 3 (and top 1), and with --browser the
 * time from opening the modal to the first results in Chromium (median of 5).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import FlexSearch from 'flexsearch';
import { LocalSearchClient, indexFromFile, type LoadedIndex } from '../src/search/client';
import { indexedFields, type SearchIndexFile, type SearchManifest } from '../src/search/schema';

/** What FlexSearch indexes for a record. */
type FlexRecord = { id: number; title: string; heading: string; body: string } & Record<string, string | number>;

interface Query {
  query: string;
  want: string[];
}

const args = process.argv.slice(2);
const buildDir = path.resolve(args.includes('--build') ? args[args.indexOf('--build') + 1] : 'build');
const queries = JSON.parse(
  readFileSync(path.resolve(__dirname, '..', 'tests', 'search', 'queries.json'), 'utf8'),
) as Query[];
const FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const ROUNDS = 5;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function ms(value: number): string {
  return `${value.toFixed(2)} ms`;
}

function kb(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}

/** Distinct page paths in rank order. */
function pages(paths: string[]): string[] {
  return [...new Set(paths)];
}

function relevance(rank: (query: string) => string[]): { top1: number; top3: number; misses: string[] } {
  let top1 = 0;
  let top3 = 0;
  const misses: string[] = [];
  for (const { query, want } of queries) {
    const found = pages(rank(query));
    if (want.includes(found[0])) top1++;
    if (found.slice(0, 3).some((page) => want.includes(page))) top3++;
    else misses.push(`${query} -> ${found.slice(0, 3).join(', ') || '(nothing)'} (want ${want.join(' or ')})`);
  }
  return { top1: top1 / queries.length, top3: top3 / queries.length, misses };
}

function latency(run: (query: string) => unknown): { p50: number; p95: number } {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const { query } of queries) {
      const start = performance.now();
      run(query);
      times.push(performance.now() - start);
    }
  }
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

async function modalTimings(): Promise<{ cold: number; warm: number }> {
  const { launchChromium } = await import('./chromium');
  const { startLocalServer } = await import('../server/local');
  const server = await startLocalServer(buildDir);
  const browser = await launchChromium();
  const cold: number[] = [];
  const warm: number[] = [];
  try {
    for (let run = 0; run < 5; run++) {
      const page = await browser.newPage();
      await page.goto(`${server.origin}/docs`);
      for (const [list, query] of [
        [cold, 'access policy'],
        [warm, 'subscription'],
      ] as const) {
        await page.keyboard.press('Control+k');
        await page.locator('.DocSearch-Input').waitFor();
        const start = Date.now();
        await page.locator('.DocSearch-Input').fill(query);
        await page.locator('.DocSearch-Hit').first().waitFor();
        list.push(Date.now() - start);
        await page.keyboard.press('Escape');
        // Let the modal close before the next shortcut, or the shortcut toggles it shut.
        await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return { cold: quantile(cold, 0.5), warm: quantile(warm, 0.5) };
}

async function main(): Promise<void> {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'search-manifest.json'), 'utf8')) as SearchManifest;
  const raw = readFileSync(path.join(buildDir, manifest.index));
  const file = JSON.parse(raw.toString('utf8')) as SearchIndexFile;
  console.log(`Records: ${file.records.length} from ${new Set(file.records.map((r) => r.path)).size} pages`);
  console.log(`Queries: ${queries.length}`);

  // MiniSearch, as the site runs it.
  const loads: number[] = [];
  let index: LoadedIndex | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    index = indexFromFile(JSON.parse(raw.toString('utf8')) as SearchIndexFile);
    loads.push(performance.now() - start);
  }
  const loaded = index as LoadedIndex;
  const client = new LocalSearchClient(
    async () => loaded,
    () => '',
  );
  const miniRank = (query: string) =>
    client
      .searchOne(loaded, 'bench', { query, hitsPerPage: 20, facetFilters: FILTERS })
      .hits.map((hit) => hit.url_without_anchor);
  const mini = { latency: latency(miniRank), relevance: relevance(miniRank) };

  // FlexSearch on the same records: one field index each, title hits first.
  const flexStart = performance.now();
  const flex = new FlexSearch.Document<FlexRecord>({
    document: { id: 'id', index: ['title', 'heading', 'body'] },
    tokenize: 'forward',
  });
  for (const record of file.records) {
    const fields = indexedFields(record);
    flex.add({ id: record.id, title: fields.title, heading: fields.heading, body: fields.content });
  }
  const flexBuild = performance.now() - flexStart;
  const exported: Record<string, string> = {};
  await flex.export((key: string | number, data: unknown) => {
    exported[String(key)] = typeof data === 'string' ? data : JSON.stringify(data);
  });
  const flexJson = JSON.stringify({ records: file.records, index: exported });
  const flexRank = (query: string) => {
    const results = flex.search(query, { limit: 40 }) as unknown as { field: string; result: (string | number)[] }[];
    const order = ['title', 'heading', 'body'];
    const ids = results
      .sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field))
      .flatMap((entry) => entry.result);
    return ids.map((id) => file.records[Number(id)]?.path ?? '');
  };
  const flexResult = { latency: latency(flexRank), relevance: relevance(flexRank) };

  console.log('\n| | MiniSearch (used) | FlexSearch |');
  console.log('| --- | --- | --- |');
  console.log(
    `| Index file raw / gzip / brotli | ${kb(raw.length)} / ${kb(gzipSync(raw, { level: 9 }).length)} / ${kb(brotliCompressSync(raw).length)} | ${kb(flexJson.length)} / ${kb(gzipSync(flexJson, { level: 9 }).length)} / ${kb(brotliCompressSync(flexJson).length)} |`,
  );
  console.log(`| Load (parse + restore), median | ${ms(quantile(loads, 0.5))} | build from records ${ms(flexBuild)} |`);
  console.log(
    `| Query p50 / p95 | ${ms(mini.latency.p50)} / ${ms(mini.latency.p95)} | ${ms(flexResult.latency.p50)} / ${ms(flexResult.latency.p95)} |`,
  );
  console.log(
    `| Wanted page in top 3 / top 1 | ${(mini.relevance.top3 * 100).toFixed(0)}% / ${(mini.relevance.top1 * 100).toFixed(0)}% | ${(flexResult.relevance.top3 * 100).toFixed(0)}% / ${(flexResult.relevance.top1 * 100).toFixed(0)}% |`,
  );
  if (mini.relevance.misses.length > 0) {
    console.log('\nMiniSearch misses (top 3):');
    for (const miss of mini.relevance.misses) console.log(`  ${miss}`);
  }
  if (args.includes('--browser')) {
    const timings = await modalTimings();
    console.log(
      `\nModal, keystroke to first hit (median of 5): ${timings.cold} ms with the index fetch, ${timings.warm} ms after`,
    );
  }
}

void main();
