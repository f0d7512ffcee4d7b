/**
 * Builds a Pagefind index of a set of pages, set up once the way Pagefind's
 * documentation advises for a documentation site, never per query:
 * - `data-pagefind-body` on the content of each page (the doc or post
 *   <article>, else <main>), so the navbar, sidebar, table of contents and
 *   footer stay out; pages without it (listings, noindex pages) are then left
 *   out, the same pages the site's own indexer skips
 *   (plugins/search-index/extract.ts);
 * - Pagefind's default exclusions (nav, footer, form, script, svg ...) plus the
 *   few Docusaurus elements inside the content that are not content;
 * - every other option at its default (stemming by page language, ranking,
 *   no extra indexed characters).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadPagefind, type PagefindConfig } from './pagefind-package';
import { listFiles } from '../../../lib/shared/walk';
import { LISTING_TAGS } from '../indexer/extract';
import type { SourcePage } from './types';

export const PAGEFIND_CONFIG: PagefindConfig = {
  excludeSelectors: [
    // Heading permalinks ("#"), the mobile table of contents and buttons such as "Copy" on code blocks.
    '.hash-link',
    '.theme-doc-toc-mobile',
    'button',
    '[aria-hidden="true"]',
  ],
};

/** Where Pagefind writes its files inside the site directory, and where the browser loads them from. */
export const BUNDLE_DIR = 'pagefind';

/** The page file of a route: / is index.html, /a/b is a/b.html (clean URLs, as the site is built). */
export function routeFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.replace(/^\/+|\/+$/g, '')}.html`;
}

/** The route of a Pagefind result URL: /a/b.html is /a/b, / stays /. */
export function routeOfUrl(url: string): string {
  const route = url.replace(/\.html$/, '').replace(/\/index$/, '');
  return route === '' ? '/' : route;
}

/** The page with `data-pagefind-body` on its content element, or as it is when it must not be indexed. */
export function markContent(html: string): string {
  const tag = /<meta[^>]*\sname="docsearch:docusaurus_tag"[^>]*\scontent="([^"]*)"/.exec(html)?.[1];
  if ((tag && LISTING_TAGS.has(tag)) || /<meta[^>]*\sname="robots"[^>]*\scontent="[^"]*noindex/.test(html)) {
    return html;
  }
  const article = /<article\b/.exec(html);
  // Doc pages and blog posts hold their text in <article> ... <div class="... markdown">.
  if (article && /\sclass="(?:[^"]*\s)?markdown[\s"]/.test(html.slice(article.index))) {
    return html.slice(0, article.index) + '<article data-pagefind-body' + html.slice(article.index + 8);
  }
  return html.replace(/<main\b/, '<main data-pagefind-body');
}

/** Writes the pages as files of a static site under `siteDir`, marked for Pagefind. */
export function writeSite(pages: SourcePage[], siteDir: string): void {
  for (const page of pages) {
    const file = path.join(siteDir, routeFile(page.route));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, markContent(page.html));
  }
}

/** Indexes the site with Pagefind's Node API and writes the bundle to siteDir/pagefind; returns its files. */
export async function indexSite(siteDir: string): Promise<{ pages: number; files: string[] }> {
  const pagefind = await loadPagefind();
  try {
    const { index, errors } = await pagefind.createIndex(PAGEFIND_CONFIG);
    if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: siteDir });
    if (added.errors.length) throw new Error(`Pagefind could not index ${siteDir}: ${added.errors.join('; ')}`);
    const outputPath = path.join(siteDir, BUNDLE_DIR);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind could not write its files: ${written.errors.join('; ')}`);
    return { pages: added.page_count, files: listFiles(outputPath).map((file) => `${BUNDLE_DIR}/${file}`) };
  } finally {
    await pagefind.close();
  }
}
