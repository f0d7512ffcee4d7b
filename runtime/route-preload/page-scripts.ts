/**
 * The list of a page's scripts that its HTML carries instead of script tags
 * and preload links: the page template (index.ts) writes it as a JSON block,
 * and the inline loader (inline/load-scripts.js) reads it in the browser
 * after the first paint. This module is its one reader on the build side: the
 * page-weight budgets and the tests read a page's scripts through it.
 */

/** The id of the page's JSON block; inline/load-scripts.js names it too. */
export const PAGE_SCRIPTS_ID = 'page-scripts';

export interface PageScripts {
  /** The entry scripts, run in this order. */
  entries: string[];
  /** The page's chunks, preloaded with the entries; the webpack runtime runs them. */
  chunks: string[];
}

const BLOCK = new RegExp(`<script\\b[^>]*\\bid="?${PAGE_SCRIPTS_ID}"?[^>]*>([\\s\\S]*?)</script>`);

/** The scripts a page's HTML lists, or null when it has no list (or not a valid one). */
export function pageScripts(html: string): PageScripts | null {
  const match = BLOCK.exec(html);
  if (!match) return null;
  try {
    const value = JSON.parse(match[1]) as Partial<PageScripts>;
    const isList = (list: unknown): list is string[] =>
      Array.isArray(list) && list.every((item) => typeof item === 'string');
    return isList(value.entries) && isList(value.chunks) ? { entries: value.entries, chunks: value.chunks } : null;
  } catch {
    return null;
  }
}
