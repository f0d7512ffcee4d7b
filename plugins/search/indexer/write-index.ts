/**
 * Builds the offline search index from the production build: reads every
 * page's HTML, extracts records and writes a content-hashed index plus a
 * small manifest with a fixed name that points at it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import {
  MANIFEST_PATH,
  MINISEARCH_OPTIONS,
  type SearchIndexFile,
  type SearchManifest,
  type SearchRecord,
} from '../client/schema';
import { pageFile } from '../../shared/build-files';
import { extractRecords } from './extract';

/** Routes that are not content: the search page itself, the 404 page and test-only pages. */
export function isIndexedRoute(route: string): boolean {
  return !(route === '/search' || route === '/404' || route.startsWith('/tests/') || route === '/tests');
}

export function buildRecords(pages: readonly { route: string; html: string }[]): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const page of pages) {
    records.push(...extractRecords(page.html, page.route, records.length));
  }
  return records;
}

export function buildIndexFile(records: SearchRecord[]): SearchIndexFile {
  const miniSearch = new MiniSearch<SearchRecord>(MINISEARCH_OPTIONS);
  miniSearch.addAll(records);
  return { version: 1, records, index: miniSearch.toJSON() };
}

export interface WriteResult {
  records: number;
  pages: number;
  indexPath: string;
  bytes: number;
}

export function writeSearchIndex(outDir: string, routes: readonly string[]): WriteResult {
  const pages = [...new Set(routes)]
    .filter(isIndexedRoute)
    .sort()
    .flatMap((route) => {
      const file = pageFile(outDir, route);
      return file ? [{ route, html: readFileSync(file, 'utf8') }] : [];
    });
  const records = buildRecords(pages);
  const json = JSON.stringify(buildIndexFile(records));
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  const indexPath = `/assets/search/index.${hash}.json`;
  mkdirSync(path.join(outDir, 'assets', 'search'), { recursive: true });
  writeFileSync(path.join(outDir, indexPath), json);
  const manifest: SearchManifest = { version: 1, index: indexPath, records: records.length };
  writeFileSync(path.join(outDir, MANIFEST_PATH), JSON.stringify(manifest));
  return { records: records.length, pages: new Set(records.map((r) => r.path)).size, indexPath, bytes: json.length };
}
