/**
 * The files of the offline index, shared by the writer (indexer/) and the
 * browser (engine.ts). The index is split so that a query downloads only what
 * it reads:
 * - the manifest (fixed name, small): which file holds which terms and which
 *   records, and per page its first record and its facets;
 * - term shards: a sorted range of terms each, with every term's postings
 *   (record and a score computed at build time);
 * - display chunks: the titles, headings and text of a run of records, fetched
 *   only for the hits a reader is shown.
 */

export const MANIFEST_PATH = '/search-manifest.json';
export const INDEX_VERSION = 2;

/** Record types as stored: the page itself, an h2 section, an h3 section or a reference row. */
export const RECORD_TYPES = ['lvl1', 'lvl2', 'lvl3'] as const;

export interface SearchManifest {
  version: typeof INDEX_VERSION;
  records: number;
  /** Term shards in term order; shard i holds the terms from `first` up to the next shard's `first`. */
  shards: { first: string; file: string }[];
  /** Display chunks in record order; chunk i holds records from `first` up to the next chunk's `first`. */
  chunks: { first: number; file: string }[];
  /** First record of each page, as differences from the previous page's (the first is absolute). */
  pageStarts: number[];
  /** Distinct facet combinations: [docusaurus tag, language, section]. */
  facets: [string, string, string][];
  /** Index into `facets` for each page. */
  pageFacets: number[];
}

/**
 * A term's postings: pairs of (record id difference from the previous
 * posting, score), so `[4, 310, 2, 95]` is record 4 scoring 310 and record 6
 * scoring 95. Scores are BM25 over the record's fields with the record's
 * type, section and page weight folded in, times 10, rounded.
 */
export type Postings = number[];

export interface TermShard {
  terms: Record<string, Postings>;
}

/** One record for display: [anchor, lvl2, lvl3, type (index into RECORD_TYPES), content]. */
export type DisplayRecord = [string, string | null, string | null, number, string];

export interface DisplayChunk {
  first: number;
  /** Path and title of each page whose records the chunk holds, by page number. */
  pages: Record<number, [string, string]>;
  records: DisplayRecord[];
}

/** Terms that name an address as a whole (see nameKey) are stored with this prefix. */
export const NAME_PREFIX = '=';
/**
 * Terms that name a page or a reference row exactly as written, case and
 * all (`birthDate`, `Patient.birthDate`), are stored with this prefix: they
 * tell an element from a search parameter spelled `birthdate`.
 */
export const EXACT_NAME_PREFIX = '\u2261';
