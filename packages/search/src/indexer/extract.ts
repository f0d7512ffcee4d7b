/**
 * Reads the built HTML of one page and returns its search records, from what
 * readers see: one record for the page (title, description, opening text),
 * one per h2/h3 heading with the text under it, and one per reference-table
 * row that has its own anchor (FHIR elements). Navigation, code blocks and
 * hidden markup are skipped.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { sectionOf } from '../backend';
import type { IndexRecord } from './record';

/** The most text a record keeps for ranking; the index stores less of it for display. */
export const MAX_CONTENT = 3000;

/** Docusaurus tags of listing pages whose text repeats the posts or docs they list. */
export const LISTING_TAGS: ReadonlySet<string> = new Set([
  'blog_posts_list',
  'blog_tags_list',
  'blog_tags_posts',
  'doc_tags_list',
  'doc_tag_doc_list',
]);

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

/**
 * A heading whose text is at least this share of blocks that begin with a
 * link is a list of other pages: it keeps its heading and loses its text.
 */
const LINK_LIST_SHARE = 0.8;

/** Elements whose text is read as one block. */
const BLOCKS = new Set(['p', 'li', 'td', 'th', 'dd', 'dt', 'blockquote', 'figcaption', 'summary']);

function text(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content');
}

/** What the indexer reads from one page. */
export interface ExtractedPage {
  records: IndexRecord[];
  /** Paths of the site this page's own text links to (navigation excluded), without anchors. */
  links: string[];
}

/** Records for one page; none for listing pages, pages marked noindex or pages without a title. */
export function extractRecords(html: string, path: string): IndexRecord[] {
  return extractPage(html, path).records;
}

/** Whether a block's first words are a link: `<li><a>Cron jobs</a>: run the bot on a schedule.</li>`. */
function startsWithLink(element: Element): boolean {
  let node: AnyNode | undefined = element;
  while (node && node.type === 'tag') {
    if ((node as Element).name === 'a') return true;
    node = (node as Element).children.find(
      (child) => child.type === 'tag' || (child.type === 'text' && child.data.trim()),
    );
  }
  return false;
}

function linkedPaths($: CheerioAPI, root: ReturnType<CheerioAPI>, from: string): string[] {
  const paths = new Set<string>();
  root.find('a[href^="/"]').each((_, anchor) => {
    const target = ($(anchor).attr('href') ?? '').split(/[?#]/)[0].replace(/\/+$/, '');
    if (target && target !== from && !target.startsWith('//')) paths.add(target);
  });
  return [...paths];
}

export function extractPage(html: string, path: string): ExtractedPage {
  const $ = load(html);
  const none = { records: [], links: [] };
  const rawTag = meta($, 'docsearch:docusaurus_tag') ?? 'default';
  if (LISTING_TAGS.has(rawTag) || $('meta[name="robots"][content*="noindex"]').length > 0) return none;
  // Only docs are versioned; every other page answers the contextual filter's `default`.
  const tag = rawTag.startsWith('docs-') ? rawTag : 'default';
  const language = meta($, 'docsearch:language') ?? $('html').attr('lang')?.split('-')[0] ?? 'en';
  const root = $('article .markdown').first().length ? $('article').first() : $('main').first();
  if (!root.length) return none;
  root.find(SKIP).remove();
  // The "Was this page helpful?" question and its answers follow the article's text.
  root.find('#page-feedback-question').parent().remove();
  // Text of neighbouring blocks must not run together ("applies toThe patient").
  root.find('p, li, summary, div, br, td, th, dd, dt, h1, h2, h3, h4').after(' ');
  const title = text(root.find('h1').first().text()) || text($('title').text().split('|')[0]);
  if (!title) return none;
  const base = { path, section: sectionOf(path), title, tag, language };

  const page: IndexRecord = { ...base, anchor: '', lvl2: null, lvl3: null, type: 'lvl1', content: '' };
  const records: IndexRecord[] = [page];
  const texts = new Map<IndexRecord, string[]>([[page, [text(meta($, 'description'))]]]);
  /** Characters of each record's text in blocks that begin with a link (a list of other pages). */
  const linked = new Map<IndexRecord, number>();
  let current = page;
  let lvl2: string | null = null;

  const open = (record: IndexRecord): IndexRecord => {
    records.push(record);
    texts.set(record, []);
    return record;
  };

  const visit = (node: AnyNode): void => {
    if (node.type !== 'tag') return;
    const element = node as Element;
    const name = element.name;
    if (name === 'h2' || name === 'h3') {
      const heading = text($(element).text());
      const anchor = $(element).attr('id') ?? '';
      if (name === 'h2') lvl2 = heading;
      current = open({
        ...base,
        anchor,
        lvl2,
        lvl3: name === 'h3' ? heading : null,
        type: name === 'h2' ? 'lvl2' : 'lvl3',
        content: '',
      });
      return;
    }
    if (name === 'tr' && $(element).attr('id')) {
      // A reference row with its own anchor is an address of its own; its text stays out of the section's.
      const cells = $(element).children('td, th').toArray();
      const rowName = text($(cells[0]).text());
      const anchor = $(element).attr('id') ?? '';
      const row = open({ ...base, anchor, lvl2, lvl3: rowName, type: 'lvl3', isRow: true, content: '' });
      texts.get(row)?.push(...cells.slice(1).map((cell) => text($(cell).text())));
      return;
    }
    if (BLOCKS.has(name)) {
      const value = text($(element).text());
      if (value) texts.get(current)?.push(value);
      if (value && startsWithLink(element)) linked.set(current, (linked.get(current) ?? 0) + value.length);
      return;
    }
    element.children.forEach(visit);
  };
  root.children().each((_, child) => visit(child));

  for (const record of records) {
    const all = (texts.get(record) ?? []).filter(Boolean).join(' ');
    // A section that is a list of links ("What to read next") describes other pages: they answer its words.
    const linkList = record !== page && (linked.get(record) ?? 0) >= LINK_LIST_SHARE * all.length;
    record.content = linkList ? '' : all.slice(0, MAX_CONTENT).trim();
  }
  return { records, links: linkedPaths($, root, path) };
}
