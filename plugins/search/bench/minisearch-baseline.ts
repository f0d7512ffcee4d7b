/**
 * Today's offline search (commit 486bb2b, client/schema.ts and
 * client/offline.ts), kept here unchanged as the baseline the benchmark
 * compares against: the same tokenizer, stop words, field and record-type
 * boosts, prefix and fuzzy rules, the AND-then-OR fallback and at most three
 * hits per page. It reads the new IndexRecord so every engine indexes the
 * same records. Runs in Node (latency, relevance) and in the browser bundle
 * (first hit), so it imports nothing from Node.
 */
import MiniSearch, { type Options, type SearchOptions, type SearchResult } from 'minisearch';
import type { IndexRecord } from '../indexer/record';
import type { RankedHit } from './types';

/** An IndexRecord with the MiniSearch document id (its position in the file's record list). */
export interface BaselineRecord extends IndexRecord {
  id: number;
}

/** One downloadable file: the records and the MiniSearch index over them, as today's index file. */
export interface BaselineFile {
  records: BaselineRecord[];
  /** MiniSearch's `toJSON()` output. */
  index: unknown;
}

/** A loaded file: records by id and the MiniSearch instance. */
export interface BaselineIndex {
  records: BaselineRecord[];
  miniSearch: MiniSearch<BaselineRecord>;
}

/** Splits text into words, keeping `$everything`, `_include` and `camelCase` names whole. */
function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}$_]+/u).filter(Boolean);
}

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it my of on or the to what when where which with you your'.split(
    ' ',
  ),
);

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

const FIELDS = {
  title: (record: IndexRecord) => record.title,
  heading: (record: IndexRecord) => [record.lvl2, record.lvl3].filter(Boolean).join(' '),
  content: (record: IndexRecord) => record.content,
};

const OPTIONS: Options<BaselineRecord> = {
  fields: Object.keys(FIELDS),
  extractField: (record, field) => (field === 'id' ? String(record.id) : FIELDS[field as keyof typeof FIELDS](record)),
  tokenize,
  processTerm,
};

/**
 * Today's record-type boost. Today a heading and the text under it were two
 * records (lvl2 at 1.8, its text at 1); the new records hold both, so they
 * take the heading's boost.
 */
const TYPE_BOOST: Record<IndexRecord['type'], number> = { lvl1: 3, lvl2: 1.8, lvl3: 1.4 };

function searchOptions(records: readonly BaselineRecord[]): SearchOptions {
  return {
    boost: { title: 5, heading: 3, content: 1 },
    prefix: (term) => term.length >= 2,
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    combineWith: 'AND',
    boostDocument: (id) => TYPE_BOOST[records[Number(id)]?.type ?? 'lvl3'] ?? 1,
  };
}

/** At most this many hits per page, so one long page cannot fill the list. */
const MAX_HITS_PER_PAGE = 3;
/** Below this many results for all words, results for any word are added. */
const MIN_ALL_WORDS = 8;
/** The benchmark keeps the top 10 addresses of each query. */
const TOP = 10;

export function buildBaselineFile(records: readonly IndexRecord[]): BaselineFile {
  const withIds = records.map((record, id) => ({ ...record, id }));
  const miniSearch = new MiniSearch<BaselineRecord>(OPTIONS);
  miniSearch.addAll(withIds);
  return { records: withIds, index: miniSearch.toJSON() };
}

export function loadBaselineFile(file: BaselineFile): BaselineIndex {
  const miniSearch = MiniSearch.loadJS<BaselineRecord>(file.index as Parameters<typeof MiniSearch.loadJS>[0], OPTIONS);
  return { records: file.records, miniSearch };
}

interface Scored {
  record: BaselineRecord;
  score: number;
}

/** Every index's results for one combination, merged by MiniSearch score, best first. */
function searchAll(indexes: readonly BaselineIndex[], query: string, combineWith: 'AND' | 'OR'): Scored[] {
  const merged: Scored[] = [];
  for (const index of indexes) {
    const options = { ...searchOptions(index.records), combineWith };
    index.miniSearch.search(query, options).forEach((result: SearchResult) => {
      const record = index.records[Number(result.id)];
      if (record) merged.push({ record, score: result.score });
    });
  }
  // With one index this keeps MiniSearch's own order; with several, scores from
  // separate indexes (each with its own term statistics) decide.
  return indexes.length === 1 ? merged : merged.sort((a, b) => b.score - a.score);
}

/**
 * Today's ranking over one or more indexes: records matching every word, and
 * when fewer than eight do, those matching any word after them; at most three
 * per page; the first ten distinct addresses.
 */
export function rankBaseline(indexes: readonly BaselineIndex[], query: string): RankedHit[] {
  const all = searchAll(indexes, query, 'AND');
  const results =
    all.length >= MIN_ALL_WORDS
      ? all
      : [
          ...all,
          ...searchAll(indexes, query, 'OR').filter((result) => !all.some((other) => other.record === result.record)),
        ];
  const perPage = new Map<string, number>();
  const seen = new Set<string>();
  const hits: RankedHit[] = [];
  for (const { record } of results) {
    const address = `${record.path}#${record.anchor}`;
    const count = perPage.get(record.path) ?? 0;
    if (seen.has(address) || count >= MAX_HITS_PER_PAGE) continue;
    seen.add(address);
    perPage.set(record.path, count + 1);
    hits.push({ path: record.path, anchor: record.anchor });
    if (hits.length === TOP) break;
  }
  return hits;
}
