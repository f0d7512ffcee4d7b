import type { DriverResult, DriverSubResult } from './pagefind-driver-page';
import { routeOfUrl } from './pagefind-site';
import type { RankedHit } from './types';

const TOP = 10;
/** Sections Pagefind's own UI shows under a result (getDisplaySubResults in its component UI). */
const UI_SUB_RESULTS = 3;

/** How a result page becomes hits. */
export type HitExpansion =
  /** Every sub-result, in Pagefind's order (the page's order): the benchmark's rule for every engine. */
  | 'sub-results'
  /** As Pagefind's UI lists it: the page, then at most 3 sections, those with the most matches, in page order. */
  | 'pagefind-ui';

function decodeAnchor(anchor: string): string {
  try {
    return decodeURIComponent(anchor);
  } catch {
    return anchor;
  }
}

/** A Pagefind result URL (/a/b.html#x, maybe with a query) as a hit: the clean route and the decoded anchor. */
export function hitOfUrl(url: string): RankedHit {
  const hashAt = url.indexOf('#');
  const address = hashAt === -1 ? url : url.slice(0, hashAt);
  return {
    path: routeOfUrl(address.replace(/\?.*$/, '')),
    anchor: hashAt === -1 ? '' : decodeAnchor(url.slice(hashAt + 1)),
  };
}

function uiSubResults(result: DriverResult): DriverSubResult[] {
  const sections = result.subResults.filter((sub) => sub.url !== result.url);
  if (sections.length <= UI_SUB_RESULTS) return sections;
  const kept = new Set([...sections].sort((a, b) => b.locations - a.locations).slice(0, UI_SUB_RESULTS));
  return sections.filter((sub) => kept.has(sub));
}

function resultUrls(result: DriverResult, expansion: HitExpansion): string[] {
  if (expansion === 'pagefind-ui') return [result.url, ...uiSubResults(result).map((sub) => sub.url)];
  return result.subResults.length ? result.subResults.map((sub) => sub.url) : [result.url];
}

/**
 * Pagefind's results as ranked hits: pages in Pagefind's order, each expanded
 * into its sub-results (by default all the sections that matched, in page
 * order; a result without any stands for its page), one hit per address, the
 * top 10.
 */
export function rankedHits(results: DriverResult[], expansion: HitExpansion = 'sub-results'): RankedHit[] {
  const hits: RankedHit[] = [];
  const seen = new Set<string>();
  for (const result of results) {
    for (const url of resultUrls(result, expansion)) {
      const hit = hitOfUrl(url);
      const key = `${hit.path}#${hit.anchor}`;
      if (seen.has(key)) continue;
      seen.add(key);
      hits.push(hit);
      if (hits.length === TOP) return hits;
    }
  }
  return hits;
}
