/**
 * The files of the offline index, shared by the writer (indexer/) and the
 * browser (engine.ts). The index is split so that a query downloads only what
 * it reads, and so that a word typed key by key reads the same files as the
 * word pasted at once:
 * - the manifest (fixed name, small): where every other file is, which terms
 *   each term shard holds, and per page its first record and its facets;
 * - term shards, cut along the first letters of their terms' keys (termKey):
 *   every prefix a reader types on the way to a word falls in the word's own
 *   shard, unless the prefix is short enough to begin more than one shard;
 *   a name (`=…`, `≡…`) sorts with the word it starts with, so the names a
 *   query looks up come with its words. A shard also carries the titles,
 *   headings and text of the records that come first for the words and
 *   prefixes it holds (its `display`), so their hits show without another file;
 * - prefix entries, one per prefix that begins more than one shard (`pa`
 *   for `page`, `path`, `patient`…) and one per first letter of a word: the
 *   hits of that prefix typed alone, ranked at build time, with their display
 *   data and how many hits each facet has, so a word's first letters cost one
 *   small file; and beside each entry a word file, with the postings of just
 *   the terms such a prefix matches, for a query of several words that ends
 *   in it (`access po`);
 * - display chunks: the titles, headings and text of a run of records, for
 *   hits that neither a shard nor a prefix entry carries.
 * Every file but the manifest lives in a folder named after a hash of their
 * content, so it can be cached for good.
 */

export const MANIFEST_PATH = '/search-manifest.json';
export const INDEX_VERSION = 3;

/** Record types as stored: the page itself, an h2 section, an h3 section or a reference row. */
export const RECORD_TYPES = ['lvl1', 'lvl2', 'lvl3'] as const;

export interface SearchManifest {
  version: typeof INDEX_VERSION;
  /** The folder of every other file of this index: `/assets/search/<hash of their content>`. */
  base: string;
  records: number;
  /**
   * Term shards in key order, by the first key of each: shard i, at
   * shardPath(base, i), holds the terms whose keys are from `shards[i]` up to
   * `shards[i + 1]`.
   */
  shards: string[];
  /**
   * Prefixes with an entry, sorted: every first letter of a word term, and
   * each longer prefix whose terms begin more than one shard. The entry of
   * prefixes[i] is at entryPath(base, i), its word file at wordPath(base, i).
   */
  prefixes: string[];
  /** At most this many hits of one page, as the prefix entries were ranked with. */
  perPage: number;
  /** Records per display chunk, in record order; chunk i is at chunkPath(base, i). */
  chunks: number[];
  /** First record of each page, as differences from the previous page's (the first is absolute). */
  pageStarts: number[];
  /** Distinct facet combinations: [docusaurus tag, language, section]. */
  facets: [string, string, string][];
  /** Index into `facets` for each page. */
  pageFacets: number[];
}

export function shardPath(base: string, index: number): string {
  return `${base}/t${index}.json`;
}

export function entryPath(base: string, index: number): string {
  return `${base}/p${index}.json`;
}

export function wordPath(base: string, index: number): string {
  return `${base}/w${index}.json`;
}

export function chunkPath(base: string, index: number): string {
  return `${base}/r${index}.json`;
}

/**
 * A term's postings: pairs of (record id difference from the previous
 * posting, score), so `[4, 310, 2, 95]` is record 4 scoring 310 and record 6
 * scoring 95. Scores are BM25 over the record's fields with the record's
 * type, section and page weight folded in, times 10, rounded.
 */
export type Postings = number[];

/** One record for display: [anchor, lvl2, lvl3, type (index into RECORD_TYPES), content]. */
export type DisplayRecord = [string, string | null, string | null, number, string];

/** Display data of some records, not necessarily a run of them. */
export interface DisplayBlock {
  /** Record ids, as differences from the previous one (the first is absolute), in increasing order. */
  ids: number[];
  records: DisplayRecord[];
  /** Path and title of each page whose records the block holds, by page number. */
  pages: Record<number, [string, string]>;
}

export interface TermShard {
  terms: Record<string, Postings>;
  display: DisplayBlock;
}

/** The terms a prefix with an entry matches as a query word (see OfflineIndex.matchTerms), with their postings. */
export interface WordTerms {
  terms: Record<string, Postings>;
}

/** How a prefix typed alone ranks (see engine.ts, OfflineIndex.rank). */
export interface PrefixRanking {
  /** The best records, best first: pairs of (record id, score times 100, rounded). */
  hits: number[];
  /** How many records the whole ranking holds, per facet (an index into the manifest's `facets`). */
  facetCounts: number[];
}

/**
 * A prefix typed alone, ranked at build time: as written in lower case, and
 * as spelled otherwise where that changes the ranking. A query of one word
 * also looks up the word as typed among the names spelled exactly (`≡…`
 * terms), so `Patient` and `patient` may rank apart.
 */
export interface PrefixEntry extends PrefixRanking {
  /**
   * The rankings of other spellings, when there are one-word exact names that
   * a query of that word alone reads as this prefix (`Patient` or `patient` for
   * `patient`, `Policies` for `polici`): one per such name, and under '' the
   * ranking of any spelling that is none of them, when it differs from the
   * prefix's own. Empty for most prefixes.
   */
  spellings: Record<string, PrefixRanking>;
  display: DisplayBlock;
}

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

/**
 * The key a term is sorted and sharded by: the term itself, or for a name
 * the name without its sign, in lower case, so that `=patient`, `≡Patient` and
 * `=patient birthdat` sort with `patient` and land in its shard.
 */
export function termKey(term: string): string {
  return term.startsWith(NAME_PREFIX) || term.startsWith(EXACT_NAME_PREFIX) ? term.slice(1).toLowerCase() : term;
}

/** Orders terms by key, then by the term itself. */
export function compareTerms(a: string, b: string): number {
  const keyA = termKey(a);
  const keyB = termKey(b);
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Calls `visit` with each number of a delta-encoded increasing list, in order. */
export function forEachDelta(deltas: readonly number[], visit: (value: number, index: number) => void): void {
  let value = 0;
  deltas.forEach((delta, index) => {
    value += delta;
    visit(value, index);
  });
}

/** Index of the shard whose key range holds `key`, given each shard's first key (the first is ''). */
export function shardOf(firsts: readonly string[], key: string): number {
  let low = 0;
  let high = firsts.length - 1;
  let found = 0;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (firsts[middle] <= key) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}
