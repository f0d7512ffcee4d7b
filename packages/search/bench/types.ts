/**
 * What every search engine under benchmark reports (bench/search/run.ts), so
 * that engines are measured the same way (README.md says which were compared).
 */

export type { SourcePage } from '../src/indexer/record';

/** One result of a query: the page path and the anchor ('' for the page itself). */
export interface RankedHit {
  path: string;
  anchor: string;
}

export interface ByteSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface EngineMeasurement {
  engine: string;
  pages: number;
  /** Every file of the index a reader could download, summed. */
  index: ByteSizes;
  /** Number of files the index is made of. */
  indexFiles: number;
  /**
   * Bytes a reader transfers for the first query of a visit (engine code that
   * loads only for search, index files, result data), counted per file as the
   * project's server sends it: the smaller of raw and brotli. Median over the queries.
   */
  firstQueryBytes: number;
  /** Further bytes for a following query in the same visit; median over the queries. */
  nextQueryBytes: number;
  /** Query latency with everything a query needs already loaded, in ms. */
  latency: { p50: number; p95: number };
  /** Time from the first keystroke (or first search call) to the first hit on screen, in ms, median of runs. */
  firstHitMs: number;
  /** How firstHitMs was measured, in a few words. */
  firstHitMethod: string;
  /** Top 10 hits per query, best first, one per address. */
  results: Map<string, RankedHit[]>;
}
