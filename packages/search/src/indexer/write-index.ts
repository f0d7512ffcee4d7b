/**
 * Builds the offline search index from the production build: reads every
 * page's HTML, extracts records, scores terms and writes the manifest, the
 * term shards (cut by indexer/shards.ts), the prefix entries and the display
 * chunks (see ../index-format.ts). The entries and the shards' display
 * data come from ranking, at build time and with the browser's own engine,
 * every prefix of every word a reader may type. Every file but the manifest
 * sits in a folder named after a hash of them all, so it can be cached forever.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OfflineIndex, type RankedRecord } from '../engine';
import {
  EXACT_NAME_PREFIX,
  INDEX_VERSION,
  MANIFEST_PATH,
  NAME_PREFIX,
  RECORD_TYPES,
  chunkPath,
  compareTerms,
  entryPath,
  shardPath,
  type DisplayBlock,
  type DisplayChunk,
  type DisplayRecord,
  type PrefixEntry,
  type PrefixRanking,
  type SearchManifest,
  type TermShard,
  type WordTerms,
  wordPath,
} from '../index-format';
import { MAX_HITS_PER_PAGE } from '../offline-backend';
import { termOf } from '../terms';
import { pageFile } from '../../../common/src/build-files';
import { codeVersion, pageKey, resultCache } from '../../../common/src/result-cache';
import { extractPage, type ExtractedPage } from './extract';
import type { IndexRecord, SourcePage } from './record';
import { scoreRecords } from './scores';
import { planShards, shardOf } from './shards';

/** Where the index files go, under the build: a folder per index, named after a hash of its files. */
const INDEX_DIR = '/assets/search';
/** How the index is cut into files. */
export interface IndexLayout {
  /** A term shard holds about this many postings (a few KB compressed), unless one key alone has more. */
  postingsPerShard: number;
  /** A display chunk holds at most this many records or this much text. */
  chunkRecords: number;
  chunkChars: number;
  /** Hits of a prefix whose display data its shard or prefix entry carries: what the modal shows. */
  displayHits: number;
  /** Hits a prefix entry ranks, so that filters can leave out some and still leave enough. */
  entryHits: number;
  /**
   * A shard carries the display data of a prefix's hits only when the prefix
   * typed alone has at least this many: the few hits of a rare word's prefix
   * cost a display chunk or two when someone types it, and would cost bytes
   * in every fetch of the shard otherwise.
   */
  displayMinHits: number;
}

export const DEFAULT_LAYOUT: IndexLayout = {
  postingsPerShard: 2000,
  chunkRecords: 24,
  chunkChars: 8000,
  displayHits: 10,
  entryHits: 20,
  displayMinHits: 4,
};
/** Text kept per record for the snippet a hit shows. */
const DISPLAY_CHARS = 320;
/** How much a page's inbound links from other pages' text raise its records. */
const LINK_WEIGHT = 0.05;
/** What a query word can be: letters, digits, `$` and `_` (see ../terms.ts), in lower case. */
const QUERY_WORD = /^[\p{L}\p{N}$_]+$/u;

function isQueryWord(text: string): boolean {
  return QUERY_WORD.test(text) && text === text.toLowerCase();
}

/** Routes that are not content: the search page itself, the 404 page and test-only pages. */
export function isIndexedRoute(route: string): boolean {
  return !(route === '/search' || route === '/404' || route.startsWith('/tests/') || route === '/tests');
}

/** How a page's HTML becomes its records: extractPage itself, or a cache of its results. */
export type Extractor = (html: string, route: string) => ExtractedPage;

/** Records of all pages, in page order, and how many other pages link to each page. */
export function collectRecords(
  pages: readonly SourcePage[],
  extract: Extractor = extractPage,
): { records: IndexRecord[]; inlinks: Map<string, number> } {
  const records: IndexRecord[] = [];
  const inlinks = new Map<string, number>();
  for (const page of pages) {
    const extracted = extract(page.html, page.route);
    records.push(...extracted.records);
    for (const link of extracted.links) inlinks.set(link, (inlinks.get(link) ?? 0) + 1);
  }
  return { records, inlinks };
}

/** The text a hit can show: cut at a word boundary, with an ellipsis where it was cut. */
export function displayText(content: string): string {
  if (content.length <= DISPLAY_CHARS) return content;
  const cut = content.slice(0, DISPLAY_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DISPLAY_CHARS / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()} …`;
}

function encodePostings(list: [number, number][]): number[] {
  let previous = 0;
  return list.flatMap(([id, score]) => {
    const delta = id - previous;
    previous = id;
    return [delta, score];
  });
}

/** The first index of a sorted list whose item is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function deltas(values: readonly number[]): number[] {
  return values.map((value, index) => value - (index > 0 ? values[index - 1] : 0));
}

function chunkRecords(records: readonly IndexRecord[], layout: IndexLayout): IndexRecord[][] {
  const chunks: IndexRecord[][] = [[]];
  let chars = 0;
  for (const record of records) {
    const current = chunks[chunks.length - 1];
    if (current.length > 0 && (current.length >= layout.chunkRecords || chars >= layout.chunkChars)) {
      chunks.push([record]);
      chars = Math.min(record.content.length, DISPLAY_CHARS);
    } else {
      current.push(record);
      chars += Math.min(record.content.length, DISPLAY_CHARS);
    }
  }
  return chunks;
}

function displayRecord(record: IndexRecord): DisplayRecord {
  return [record.anchor, record.lvl2, record.lvl3, RECORD_TYPES.indexOf(record.type), displayText(record.content)];
}

/**
 * Every prefix of every word term, each once, with the shard a query of that
 * prefix alone reads and whose display data should hold its hits; prefixes
 * with an entry of their own (and so two letters or more) are left out.
 */
function prefixesByShard(
  terms: readonly string[],
  firsts: readonly string[],
  entries: ReadonlySet<string>,
): string[][] {
  const byShard: string[][] = firsts.map(() => []);
  const seen = new Set<string>();
  for (const term of terms) {
    if (term.startsWith(NAME_PREFIX) || term.startsWith(EXACT_NAME_PREFIX)) continue;
    for (let length = 1; length <= term.length; length++) {
      const prefix = term.slice(0, length);
      if (seen.has(prefix) || entries.has(prefix)) continue;
      seen.add(prefix);
      byShard[shardOf(firsts, prefix)].push(prefix);
    }
  }
  return byShard;
}

/** The index for these pages: site path of each file and its JSON. */
export async function buildIndexFiles(
  pages: readonly SourcePage[],
  layoutOptions: Partial<IndexLayout> = {},
  extract: Extractor = extractPage,
): Promise<{ files: Map<string, string>; records: number }> {
  const layout = { ...DEFAULT_LAYOUT, ...layoutOptions };
  const { records, inlinks } = collectRecords(pages, extract);
  const postings = scoreRecords(records, (record) => 1 + LINK_WEIGHT * Math.log(1 + (inlinks.get(record.path) ?? 0)));

  const pageNumbers = new Map<string, number>();
  const pageStarts: number[] = [];
  const facets: [string, string, string][] = [];
  const pageFacets: number[] = [];
  records.forEach((record, id) => {
    if (pageNumbers.has(record.path)) return;
    pageNumbers.set(record.path, pageNumbers.size);
    pageStarts.push(id);
    const facet: [string, string, string] = [record.tag, record.language, record.section];
    let index = facets.findIndex((known) => known.join('\n') === facet.join('\n'));
    if (index === -1) index = facets.push(facet) - 1;
    pageFacets.push(index);
  });
  const pageOf = (id: number): number => pageNumbers.get(records[id].path) ?? 0;
  const displayBlock = (ids: Iterable<number>): DisplayBlock => {
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    return {
      ids: deltas(sorted),
      records: sorted.map((id) => displayRecord(records[id])),
      pages: Object.fromEntries(sorted.map((id) => [pageOf(id), [records[id].path, records[id].title]])),
    };
  };

  const sortedTerms = [...postings.keys()].sort(compareTerms);
  const plan = planShards(
    sortedTerms.map((term) => ({ term, postings: postings.get(term)?.length ?? 0 })),
    layout.postingsPerShard,
  );
  const firsts = plan.shards.map((shard) => shard.first);
  const shards: TermShard[] = plan.shards.map(({ terms }) => ({
    terms: Object.fromEntries(terms.map((term) => [term, encodePostings(postings.get(term) ?? [])])),
    display: { ids: [], records: [], pages: {} },
  }));
  // Entries: every first letter of a word term, and the longer prefixes of word terms whose groups were cut.
  const wordTerms = sortedTerms.filter((term) => !term.startsWith(NAME_PREFIX) && !term.startsWith(EXACT_NAME_PREFIX));
  const beginsWord = (prefix: string): boolean => {
    const at = lowerBound(wordTerms, prefix);
    return at < wordTerms.length && wordTerms[at].startsWith(prefix);
  };
  const prefixes = [
    ...new Set([
      ...wordTerms.map((term) => term[0]).filter(isQueryWord),
      ...plan.split.filter((prefix) => prefix.length >= 2 && isQueryWord(prefix) && beginsWord(prefix)),
    ]),
  ].sort();
  const chunks = chunkRecords(records, layout);

  // The manifest and the files a query reads, in memory under a provisional folder, for ranking at build time.
  const manifest: SearchManifest = {
    version: INDEX_VERSION,
    base: INDEX_DIR,
    records: records.length,
    shards: firsts,
    prefixes: [],
    perPage: MAX_HITS_PER_PAGE,
    chunks: chunks.map((chunk) => chunk.length),
    pageStarts: deltas(pageStarts),
    facets,
    pageFacets,
  };
  const inMemory = new Map<string, unknown>([[MANIFEST_PATH, manifest]]);
  shards.forEach((shard, index) => inMemory.set(shardPath(manifest.base, index), shard));
  const index = new OfflineIndex(async (file) => {
    if (!inMemory.has(file)) throw new Error(`${file} is not a term shard`);
    return inMemory.get(file);
  }, true);
  const ranked = async (prefix: string, spelling?: string): Promise<RankedRecord[]> =>
    (await index.rank(prefix, { perPage: MAX_HITS_PER_PAGE, complete: true, spelling })).records;
  const prefixRanking = (all: readonly RankedRecord[]): PrefixRanking => {
    const facetCounts = facets.map(() => 0);
    for (const { page } of all) facetCounts[pageFacets[page]]++;
    return {
      hits: all.slice(0, layout.entryHits).flatMap(({ id, score }) => [id, Math.round(score * 100)]),
      facetCounts,
    };
  };

  // One-word exact names (`≡Patient`, `≡birthDate`) by the term a query of that word alone looks up.
  const exactNamesByTerm = new Map<string, string[]>();
  for (const term of sortedTerms) {
    const name = term.slice(EXACT_NAME_PREFIX.length);
    if (!term.startsWith(EXACT_NAME_PREFIX) || !QUERY_WORD.test(name)) continue;
    const looked = termOf(name);
    if (looked) exactNamesByTerm.set(looked, [...(exactNamesByTerm.get(looked) ?? []), name]);
  }
  const entries: PrefixEntry[] = [];
  const words: WordTerms[] = [];
  for (const prefix of prefixes) {
    const { best, shards: holding } = await index.matchTerms(manifest, prefix, true);
    words.push({
      terms: Object.fromEntries(
        best.map(([term]) => [term, holding.find((shard) => Object.hasOwn(shard.terms, term))?.terms[term] ?? []]),
      ),
    });
    const all = await ranked(prefix);
    const shown = all.slice(0, layout.displayHits).map(({ id }) => id);
    // Other spellings rank apart when a query of one word names something exactly as typed.
    const names = (exactNamesByTerm.get(prefix) ?? []).filter((name) => name !== prefix).sort();
    const spellings: Record<string, PrefixRanking> = {};
    for (const spelling of [...names, ...((exactNamesByTerm.get(prefix) ?? []).includes(prefix) ? [''] : [])]) {
      const other = await ranked(prefix, spelling);
      spellings[spelling] = prefixRanking(other);
      shown.push(...other.slice(0, layout.displayHits).map(({ id }) => id));
    }
    entries.push({ ...prefixRanking(all), spellings, display: displayBlock(shown) });
  }
  const byShard = prefixesByShard(sortedTerms, firsts, new Set(prefixes));
  for (const [shardIndex, list] of byShard.entries()) {
    const shown = new Set<number>();
    for (const prefix of list) {
      const hits = await ranked(prefix);
      if (hits.length < layout.displayMinHits) continue;
      for (const { id } of hits.slice(0, layout.displayHits)) shown.add(id);
    }
    shards[shardIndex].display = displayBlock(shown);
  }

  // Every file but the manifest, then the folder named after all of them.
  const contents = new Map<string, string>();
  shards.forEach((shard, shardIndex) => contents.set(shardPath('', shardIndex), JSON.stringify(shard)));
  entries.forEach((entry, entryIndex) => contents.set(entryPath('', entryIndex), JSON.stringify(entry)));
  words.forEach((word, wordIndex) => contents.set(wordPath('', wordIndex), JSON.stringify(word)));
  let first = 0;
  chunks.forEach((list, chunkIndex) => {
    const chunk: DisplayChunk = {
      first,
      pages: Object.fromEntries(list.map((record) => [pageNumbers.get(record.path), [record.path, record.title]])),
      records: list.map(displayRecord),
    };
    contents.set(chunkPath('', chunkIndex), JSON.stringify(chunk));
    first += list.length;
  });
  const hash = createHash('sha256');
  for (const [name, json] of contents) hash.update(name).update('\0').update(json).update('\0');
  const base = `${INDEX_DIR}/${hash.digest('hex').slice(0, 10)}`;
  const files = new Map<string, string>();
  files.set(MANIFEST_PATH, JSON.stringify({ ...manifest, base, prefixes } satisfies SearchManifest));
  for (const [name, json] of contents) files.set(base + name, json);
  return { files, records: records.length };
}

export interface WriteResult {
  records: number;
  pages: number;
  files: number;
  bytes: number;
  /** Pages whose records came from the cache of an earlier build. */
  cached: number;
}

/** extractPage through a cache keyed by the page's route and HTML and by the indexer's code. */
function cachedExtractor(): { extract: Extractor; cached: () => number } {
  const here = path.resolve(__dirname, '..');
  const cache = resultCache<ExtractedPage>('search-records', codeVersion([here], ['cheerio']));
  return {
    extract: (html, route) => cache.get([route, pageKey(html)], () => extractPage(html, route)),
    cached: () => cache.stats.hits,
  };
}

/** Reads the built pages of these routes and writes the index into the build. */
export async function writeSearchIndex(outDir: string, routes: readonly string[]): Promise<WriteResult> {
  const pages = [...new Set(routes)]
    .filter(isIndexedRoute)
    .sort()
    .flatMap((route) => {
      const file = pageFile(outDir, route);
      return file ? [{ route, html: readFileSync(file, 'utf8') }] : [];
    });
  const { extract, cached } = cachedExtractor();
  const { files, records } = await buildIndexFiles(pages, DEFAULT_LAYOUT, extract);
  let bytes = 0;
  for (const [name, json] of files) {
    mkdirSync(path.dirname(path.join(outDir, name)), { recursive: true });
    writeFileSync(path.join(outDir, name), json);
    bytes += json.length;
  }
  return { records, pages: pages.length, files: files.size, bytes, cached: cached() };
}
