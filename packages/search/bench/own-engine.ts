/**
 * The site's own term-sharded index (src/indexer/ and src/engine.ts),
 * measured like every other engine. A query fetches the manifest, the term
 * shards its words fall in and the display chunks of its first 10 hits, so
 * the bytes per query are counted from the files each query actually fetched.
 */
import path from 'node:path';
import { OfflineBackend } from '../src/offline-backend';
import { buildIndexFiles } from '../src/indexer/write-index';
import { bundleClient } from './bundle-client';
import { measureFirstHit } from './first-hit';
import { median } from '../../common/src/stats';
import { measureLatency } from './latency';
import { byteSizes, sumSizes, transferBytes } from './sizes';
import type { EngineMeasurement, RankedHit, SourcePage } from './types';

const CLIENT_ENTRY = path.join(__dirname, 'own-client.ts');
/** The modal asks for this many hits, so a query loads display chunks for this many. */
const HITS = 10;

export async function measureOwnIndex(
  pages: readonly SourcePage[],
  queries: readonly string[],
): Promise<EngineMeasurement> {
  const { files } = await buildIndexFiles(pages);
  const sizes = new Map(
    await Promise.all([...files].map(async ([name, json]) => [name, await byteSizes(json)] as const)),
  );
  const client = await bundleClient(CLIENT_ENTRY);
  const clientBytes = transferBytes(await byteSizes(client));
  const bytesOf = (fetched: Iterable<string>): number =>
    [...fetched].reduce((sum, name) => sum + transferBytes(sizes.get(name) ?? { raw: 0, gzip: 0, brotli: 0 }), 0);

  /** A backend over the index in memory that records what each query fetches. */
  const visit = (): { backend: OfflineBackend; fetched: Set<string> } => {
    const fetched = new Set<string>();
    const backend = new OfflineBackend(async (name) => {
      fetched.add(name);
      const json = files.get(name);
      if (json === undefined) throw new Error(`${name} is not in the index`);
      return JSON.parse(json);
    });
    return { backend, fetched };
  };
  const search = async (backend: OfflineBackend, query: string): Promise<RankedHit[]> =>
    (await backend.search({ query, page: 0, hitsPerPage: HITS })).hits.map(({ path: hitPath, anchor }) => ({
      path: hitPath,
      anchor,
    }));

  const results = new Map<string, RankedHit[]>();
  const first: number[] = [];
  for (const query of queries) {
    const fresh = visit();
    results.set(query, await search(fresh.backend, query));
    first.push(clientBytes + bytesOf(fresh.fetched));
  }
  // One visit through every query: what each query adds to what the earlier ones fetched.
  const next: number[] = [];
  const session = visit();
  for (const query of queries) {
    const before = new Set(session.fetched);
    await search(session.backend, query);
    next.push(bytesOf([...session.fetched].filter((name) => !before.has(name))));
  }
  const latency = await measureLatency(queries, (query) => search(session.backend, query));
  const firstHit = await measureFirstHit({ client, files });
  return {
    engine: 'own-index',
    pages: pages.length,
    index: sumSizes([...sizes.values()]),
    indexFiles: files.size,
    firstQueryBytes: median(first),
    nextQueryBytes: median(next.slice(1)),
    latency,
    firstHitMs: firstHit.ms,
    firstHitMethod: firstHit.method,
    results,
  };
}
