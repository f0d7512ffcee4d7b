/**
 * Builds the offline search index from the production build: reads every
 * page's HTML, extracts records, scores terms and writes the manifest, the
 * term shards and the display chunks (see client/index-format.ts). Every file
 * but the manifest has a content hash in its name, so it can be cached forever.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  INDEX_VERSION,
  MANIFEST_PATH,
  RECORD_TYPES,
  type DisplayChunk,
  type SearchManifest,
  type TermShard,
} from '../client/index-format';
import { pageFile } from '../../../lib/shared/build-files';
import { codeVersion, pageKey, resultCache } from '../../../lib/shared/result-cache';
import { extractPage, type ExtractedPage } from './extract';
import type { IndexRecord, SourcePage } from './record';
import { scoreRecords } from './scores';

/** Where the index files go, under the build. */
const INDEX_DIR = '/assets/search';
/** How the index is cut into files. */
export interface IndexLayout {
  /** A term shard holds about this many postings (a few KB compressed). */
  postingsPerShard: number;
  /** A display chunk holds at most this many records or this much text. */
  chunkRecords: number;
  chunkChars: number;
}

export const DEFAULT_LAYOUT: IndexLayout = { postingsPerShard: 1000, chunkRecords: 24, chunkChars: 8000 };
/** Text kept per record for the snippet a hit shows. */
const DISPLAY_CHARS = 320;
/** How much a page's inbound links from other pages' text raise its records. */
const LINK_WEIGHT = 0.05;

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

function hashedName(kind: string, json: string): string {
  return `${INDEX_DIR}/${kind}.${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
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

/** Splits the sorted terms into shards of about `perShard` postings. */
function shardTerms(postings: Map<string, [number, number][]>, perShard: number): string[][] {
  const shards: string[][] = [[]];
  let size = 0;
  for (const term of [...postings.keys()].sort()) {
    const count = postings.get(term)?.length ?? 0;
    if (size > 0 && size + count > perShard) {
      shards.push([]);
      size = 0;
    }
    shards[shards.length - 1].push(term);
    size += count;
  }
  return shards;
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

/** The index for these pages: site path of each file and its JSON. */
export function buildIndexFiles(
  pages: readonly SourcePage[],
  layout: IndexLayout = DEFAULT_LAYOUT,
  extract: Extractor = extractPage,
): { files: Map<string, string>; records: number } {
  const { records, inlinks } = collectRecords(pages, extract);
  const postings = scoreRecords(records, (record) => 1 + LINK_WEIGHT * Math.log(1 + (inlinks.get(record.path) ?? 0)));
  const files = new Map<string, string>();
  const write = (kind: string, value: unknown): string => {
    const json = JSON.stringify(value);
    const name = hashedName(kind, json);
    files.set(name, json);
    return name;
  };

  const shards = shardTerms(postings, layout.postingsPerShard).map((terms) => {
    const shard: TermShard = {
      terms: Object.fromEntries(terms.map((term) => [term, encodePostings(postings.get(term) ?? [])])),
    };
    return { first: terms[0] ?? '', file: write('terms', shard) };
  });

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

  let first = 0;
  const chunks = chunkRecords(records, layout).map((list) => {
    const chunk: DisplayChunk = {
      first,
      pages: Object.fromEntries(list.map((record) => [pageNumbers.get(record.path), [record.path, record.title]])),
      records: list.map((record) => [
        record.anchor,
        record.lvl2,
        record.lvl3,
        RECORD_TYPES.indexOf(record.type),
        displayText(record.content),
      ]),
    };
    const entry = { first, file: write('records', chunk) };
    first += list.length;
    return entry;
  });

  const manifest: SearchManifest = {
    version: INDEX_VERSION,
    records: records.length,
    shards,
    chunks,
    pageStarts: pageStarts.map((start, index) => start - (index > 0 ? pageStarts[index - 1] : 0)),
    facets,
    pageFacets,
  };
  files.set(MANIFEST_PATH, JSON.stringify(manifest));
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
  const cache = resultCache<ExtractedPage>(
    'search-records',
    codeVersion([path.join(here, 'indexer'), path.join(here, 'client')], ['cheerio']),
  );
  return {
    extract: (html, route) => cache.get([route, pageKey(html)], () => extractPage(html, route)),
    cached: () => cache.stats.hits,
  };
}

/** Reads the built pages of these routes and writes the index into the build. */
export function writeSearchIndex(outDir: string, routes: readonly string[]): WriteResult {
  const pages = [...new Set(routes)]
    .filter(isIndexedRoute)
    .sort()
    .flatMap((route) => {
      const file = pageFile(outDir, route);
      return file ? [{ route, html: readFileSync(file, 'utf8') }] : [];
    });
  const { extract, cached } = cachedExtractor();
  const { files, records } = buildIndexFiles(pages, DEFAULT_LAYOUT, extract);
  mkdirSync(path.join(outDir, INDEX_DIR), { recursive: true });
  let bytes = 0;
  for (const [name, json] of files) {
    writeFileSync(path.join(outDir, name), json);
    bytes += json.length;
  }
  return { records, pages: pages.length, files: files.size, bytes, cached: cached() };
}
