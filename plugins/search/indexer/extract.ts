/**
 * Reads the built HTML of one page and returns its search records, from what
 * readers see: the title, the h2/h3 headings with their anchors and the text
 * under each heading. Navigation, code blocks and hidden markup are skipped.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { SearchRecord } from '../client/schema';

/** The most text a record keeps: enough for a snippet and for ranking. */
export const MAX_CONTENT = 600;

/** Docusaurus tags of listing pages whose text repeats the posts or docs they list. */
const LISTING_TAGS = new Set([
  'blog_posts_list',
  'blog_tags_list',
  'blog_tags_posts',
  'doc_tags_list',
  'doc_tag_doc_list',
]);

/** The section a path belongs to; the modal groups hits by it. */
export function sectionOf(path: string): string {
  if (path === '/docs/sdk' || path.startsWith('/docs/sdk/')) return 'SDK';
  if (path === '/docs/api' || path.startsWith('/docs/api/')) return 'API reference';
  if (path === '/docs' || path.startsWith('/docs/')) return 'Documentation';
  if (path === '/blog' || path.startsWith('/blog/')) return 'Blog';
  return 'Pages';
}

function text(node: string | undefined): string {
  return (node ?? '').replace(/\s+/g, ' ').trim();
}

function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content');
}

const SKIP = [
  'pre',
  'nav',
  'button',
  'script',
  'style',
  'svg',
  'footer',
  '.hash-link',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.pagination-nav',
  '.theme-doc-footer',
  '[aria-hidden="true"]',
].join(',');

const BLOCKS = new Set(['p', 'li', 'td', 'th', 'dd', 'dt', 'blockquote', 'figcaption', 'summary']);

/** Records for one page; none for listing pages, test pages or pages without a title. */
export function extractRecords(html: string, path: string, firstId = 0): SearchRecord[] {
  const $ = load(html);
  const rawTag = meta($, 'docsearch:docusaurus_tag') ?? 'default';
  if (LISTING_TAGS.has(rawTag) || $('meta[name="robots"][content*="noindex"]').length > 0) return [];
  // Only docs are versioned; every other page answers the contextual filter's `default`.
  const tag = rawTag.startsWith('docs-') ? rawTag : 'default';
  const language = meta($, 'docsearch:language') ?? $('html').attr('lang')?.split('-')[0] ?? 'en';
  const root = $('article .markdown').first().length ? $('article').first() : $('main').first();
  if (!root.length) return [];
  root.find(SKIP).remove();
  const lvl1 = text(root.find('h1').first().text()) || text($('title').text().split('|')[0]);
  if (!lvl1) return [];
  const lvl0 = sectionOf(path);
  const description = text(meta($, 'description'));

  const records: SearchRecord[] = [];
  let lvl2: string | null = null;
  let lvl3: string | null = null;
  let anchor = '';
  let buffer: string[] = [];
  const base = { path, lvl0, lvl1, tag, language };
  const flush = (): void => {
    const content = buffer.join(' ').slice(0, MAX_CONTENT).trim();
    buffer = [];
    if (!content) return;
    if (!lvl2 && !lvl3) {
      // The opening text belongs to the page record itself.
      const page = records.find((record) => record.type === 'lvl1');
      if (page && !page.content) {
        page.content = content;
        return;
      }
    }
    records.push({ ...base, id: 0, type: 'content', anchor, lvl2, lvl3, content });
  };

  records.push({ ...base, id: 0, type: 'lvl1', anchor: '', lvl2: null, lvl3: null, content: description || null });
  const pageRecord = records[0];
  if (description) pageRecord.content = null;

  const visit = (node: AnyNode): void => {
    if (node.type !== 'tag') return;
    const element = node as Element;
    const name = element.name;
    if (name === 'h2' || name === 'h3') {
      flush();
      const heading = text($(element).text());
      const id = $(element).attr('id') ?? '';
      if (name === 'h2') {
        lvl2 = heading;
        lvl3 = null;
      } else {
        lvl3 = heading;
      }
      anchor = id;
      records.push({ ...base, id: 0, type: name === 'h2' ? 'lvl2' : 'lvl3', anchor: id, lvl2, lvl3, content: null });
      return;
    }
    if (BLOCKS.has(name)) {
      const value = text($(element).text());
      if (value) buffer.push(value);
      return;
    }
    element.children.forEach(visit);
  };
  root.children().each((_, child) => visit(child));
  flush();
  if (description) pageRecord.content = description;
  return records.map((record, index) => ({ ...record, id: firstId + index }));
}
