/**
 * Query latency with everything loaded: every query once to warm up (JIT,
 * caches), then three timed rounds over all queries; p50 and p95 of the
 * single-query times.
 */

import { percentile } from '../../common/src/stats';

const ROUNDS = 3;

export async function measureLatency(
  queries: readonly string[],
  search: (query: string) => unknown,
): Promise<{ p50: number; p95: number }> {
  for (const query of queries) await search(query);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of queries) {
      const started = performance.now();
      await search(query);
      times.push(performance.now() - started);
    }
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}
