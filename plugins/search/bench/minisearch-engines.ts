/**
 * The two MiniSearch baselines, measured like every other engine:
 *
 * - `minisearch-whole`: today's engine, one JSON file (records plus index)
 *   downloaded whole on the first query;
 * - `minisearch-sections`: the same engine split into one file per section
 *   (Documentation, API reference, SDK, Blog, Pages), all fetched in parallel
 *   on the first query and their hits merged by score.
 *
 * Both index the records of `extractRecords`, as the other engines do, so
 * they differ from them only in index and query.
 */
import path from 'node:path';
import { SECTIONS } from '../client/backend';
import { extractRecords } from '../indexer/extract';
import type { IndexRecord } from '../indexer/record';
import { bundleClient } from './bundle-client';
import { measureFirstHit } from './first-hit';
import { measureLatency } from './latency';
import { buildBaselineFile, loadBaselineFile, rankBaseline, type BaselineFile } from './minisearch-baseline';
import { byteSizes, sumSizes, transferBytes } from './sizes';
import type { EngineMeasurement, RankedHit, SourcePage } from './types';

/** One index file: its site path and the records it holds. */
interface Part {
  url: string;
  records: IndexRecord[];
}

const CLIENT_ENTRY = path.join(__dirname, 'minisearch-client.ts');

// Both baselines index the same pages; extracting them once per site saves a
// minute at 5x.
const extracted = new WeakMap<readonly SourcePage[], IndexRecord[]>();

export function recordsOf(pages: readonly SourcePage[]): IndexRecord[] {
  let records = extracted.get(pages);
  if (!records) {
    records = pages.flatMap((page) => extractRecords(page.html, page.route));
    extracted.set(pages, records);
  }
  return records;
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

async function measureParts(
  engine: string,
  pages: readonly SourcePage[],
  queries: readonly string[],
  parts: readonly Part[],
): Promise<EngineMeasurement> {
  const files = await Promise.all(
    parts.map(async (part) => {
      const json = JSON.stringify(buildBaselineFile(part.records));
      return { url: part.url, json, sizes: await byteSizes(json) };
    }),
  );
  const client = await bundleClient(CLIENT_ENTRY, {
    __BASELINE_FILES__: JSON.stringify(files.map((file) => file.url)),
  });
  const clientBytes = transferBytes(await byteSizes(client));
  const index = sumSizes(files.map((file) => file.sizes));
  // Load from the JSON text, as the browser does, so Node answers exactly what readers get.
  const loaded = files.map((file) => loadBaselineFile(JSON.parse(file.json) as BaselineFile));

  const results = new Map<string, RankedHit[]>();
  for (const query of queries) results.set(query, rankBaseline(loaded, query));
  const latency = await measureLatency(queries, (query) => rankBaseline(loaded, query));
  const firstHit = await measureFirstHit({ client, files: new Map(files.map((file) => [file.url, file.json])) });

  // Every query of a visit needs every file, so the first query costs the same whatever it is, and the next nothing.
  const firstQueryBytes = clientBytes + files.reduce((sum, file) => sum + transferBytes(file.sizes), 0);
  return {
    engine,
    pages: pages.length,
    index,
    indexFiles: files.length,
    firstQueryBytes,
    nextQueryBytes: 0,
    latency,
    firstHitMs: firstHit.ms,
    firstHitMethod: firstHit.method,
    results,
  };
}

export function measureMiniSearchWhole(
  pages: readonly SourcePage[],
  queries: readonly string[],
): Promise<EngineMeasurement> {
  return measureParts('minisearch-whole', pages, queries, [{ url: '/search/index.json', records: recordsOf(pages) }]);
}

export function measureMiniSearchSections(
  pages: readonly SourcePage[],
  queries: readonly string[],
): Promise<EngineMeasurement> {
  const records = recordsOf(pages);
  const parts = SECTIONS.map((section) => ({
    url: `/search/${slug(section)}.json`,
    records: records.filter((record) => record.section === section),
  })).filter((part) => part.records.length > 0);
  return measureParts('minisearch-sections', pages, queries, parts);
}
