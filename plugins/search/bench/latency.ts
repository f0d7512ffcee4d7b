/**
 * Query latency with everything loaded: every query once to warm up (JIT,
 * caches), then three timed rounds over all queries; p50 and p95 of the
 * single-query times.
 */

const ROUNDS = 3;

export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[index];
}

export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

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
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}
