/**
 * The postBuild step: a twin next to every page of the catalog, then
 * /llms.txt, /llms-full.txt and /llms/<section>.txt (llms-files.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageFile } from '../../packages/common/src/build-files';
import { codeVersion, pageKey, resultCache } from '../../packages/common/src/result-cache';
import type { Catalog, TwinPage } from './catalog';
import { llmsFullTxt, llmsSections, llmsTxt, sectionTxt } from './llms-files';
import { twinDocument, type TwinDocument } from './twin-document';
import { twinPath } from '../../config/twin-path';

export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

export interface WriteResult {
  twins: number;
  bytes: number;
  llmsEntries: number;
  /** The files with the full text of one section each, and their bytes in all. */
  sectionFiles: number;
  sectionBytes: number;
  /** Twins that came from the cache of an earlier build. */
  cached: number;
}

export function writeTwins(outDir: string, catalog: Catalog, siteUrl: string): WriteResult {
  // Keyed by the page's catalog entry, its HTML and the site's address; versioned by this folder's code.
  const cache = resultCache<TwinDocument>('twins', codeVersion([__dirname], ['cheerio']));
  const pages = [...catalog.docs, ...catalog.posts];
  const guides: { page: TwinPage; body: string }[] = [];
  const bodies = new Map<string, string>();
  let bytes = 0;
  for (const page of pages) {
    const file = pageFile(outDir, page.route);
    if (!file) throw new Error(`[markdown-twins] ${page.route} has no built page`);
    const html = readFileSync(file, 'utf8');
    const twin = cache.get([JSON.stringify(page), pageKey(html), siteUrl], () => twinDocument(page, html, siteUrl));
    const target = path.join(outDir, twinPath(page.route));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, twin.text);
    bytes += Buffer.byteLength(twin.text);
    bodies.set(page.route, twin.body);
    if (page.kind === 'guide') guides.push({ page, body: twin.body });
  }
  const sections = llmsSections(catalog);
  const sectionSizes = new Map<string, number>();
  for (const section of sections) {
    const text = sectionTxt(section, bodies, siteUrl);
    const target = path.join(outDir, section.file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
    sectionSizes.set(section.file, Buffer.byteLength(text));
  }
  const full = llmsFullTxt(guides, siteUrl);
  writeFileSync(path.join(outDir, LLMS_FULL_FILE), full);
  const sizes = { sections: sectionSizes, full: { bytes: Buffer.byteLength(full), pages: guides.length } };
  writeFileSync(path.join(outDir, LLMS_FILE), llmsTxt(sections, sizes, siteUrl));
  return {
    twins: pages.length,
    bytes,
    llmsEntries: catalog.docs.length + catalog.posts.length,
    sectionFiles: sections.length,
    sectionBytes: [...sectionSizes.values()].reduce((sum, size) => sum + size, 0),
    cached: cache.stats.hits,
  };
}
