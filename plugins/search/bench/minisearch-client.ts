/**
 * Browser entry of the MiniSearch baselines (bundled by bundle-client.ts for
 * the first-hit measurement and the client bytes): on the first query it
 * fetches every index file in parallel, loads them, and answers with today's
 * ranking. The file list is compiled in (`__BASELINE_FILES__`).
 */
import { loadBaselineFile, rankBaseline, type BaselineFile, type BaselineIndex } from './minisearch-baseline';
import type { RankedHit } from './types';

declare const __BASELINE_FILES__: string[];

let loading: Promise<BaselineIndex[]> | null = null;

function load(): Promise<BaselineIndex[]> {
  loading ??= Promise.all(
    __BASELINE_FILES__.map(async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return loadBaselineFile((await response.json()) as BaselineFile);
    }),
  );
  return loading;
}

(globalThis as { benchSearch?: (query: string) => Promise<RankedHit[]> }).benchSearch = async (query) =>
  rankBaseline(await load(), query);
