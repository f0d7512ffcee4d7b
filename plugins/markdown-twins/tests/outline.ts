/**
 * The outline of a page as the tests compare it: its headings (level and
 * text, in order) and the text of its code blocks, read once from the built
 * HTML and once from its Markdown twin, each in its own way, so that a twin
 * that lost, added, reordered or changed a heading or a code block differs.
 *
 * The HTML is read as a reader sees it: the page's content (a doc's
 * Markdown container; a post's title and body), without what the theme
 * adds to headings or code blocks, without scripts, controls and widgets
 * that work only with JavaScript (`.interactive-only`), and without hidden
 * elements other than tab panels. A heading left with nothing under it once
 * those are gone has nothing to say, and the twin leaves it out: so does the
 * outline. The Markdown is parsed as CommonMark (remark-parse), front matter
 * set aside.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import matter from 'gray-matter';
import remarkParse from 'remark-parse';
import unified from 'unified';

export interface Outline {
  /** `h2 Text of the heading`, in document order. */
  headings: string[];
  /** The text of each code block, in document order. */
  code: string[];
}

/** Where a page's content is: a doc's Markdown container; a post's title, then its body. */
const CONTENT: Record<'doc' | 'post', string[]> = {
  doc: ['article .theme-doc-markdown'],
  post: ['article header h1', 'article [itemprop="articleBody"]'],
};

/** Never content: heading anchors, code line numbers, scripts, controls and interactive widgets. */
const LEFT_OUT = [
  '.hash-link',
  '[class*="codeLineNumber"]',
  'script, style, noscript, template, button, form, svg',
  '[aria-hidden="true"]',
  '.interactive-only',
].join(', ');

/** Runs of white space (the non-breaking and zero-width ones too) as one space. */
const words = (text: string): string => text.replace(/[\s\u00a0\u200b]+/g, ' ').trim();

/** A code block's text: Prism's lines, one per `.token-line`, or the `pre`'s text. */
function codeOf($: CheerioAPI, pre: Element): string {
  const lines = $(pre).find('.token-line');
  const text =
    lines.length > 0
      ? lines
          .toArray()
          .map((line) => $(line).text().replace(/\n$/, ''))
          .join('\n')
      : $(pre).text();
  return text.replace(/\u00a0/g, ' ').replace(/\n+$/, '');
}

/** The outline of a built page. */
export function htmlOutline(html: string, kind: 'doc' | 'post'): Outline {
  const $ = load(html);
  const roots = CONTENT[kind].flatMap((selector) => $(selector).first().toArray());
  for (const root of roots) {
    $(root).find(LEFT_OUT).remove();
    $(root).find('[hidden]').not('[role="tabpanel"]').remove();
  }
  // The content in document order: headings, and anything else a reader sees (text, an image, a code block).
  const events: { level: number; text: string }[] = [];
  const code: string[] = [];
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') {
      if (node.data.trim() !== '') events.push({ level: 0, text: '' });
      return;
    }
    if (node.type !== 'tag') return;
    if (/^h[1-6]$/.test(node.name)) {
      events.push({ level: Number(node.name[1]), text: `${node.name} ${words($(node).text())}` });
    } else if (node.name === 'pre') {
      events.push({ level: 0, text: '' });
      code.push(codeOf($, node));
    } else if (node.name === 'img') {
      events.push({ level: 0, text: '' });
    } else {
      node.children.forEach(walk);
    }
  };
  roots.forEach(walk);
  // A heading is empty when the next thing is a heading at its level or above, or nothing.
  const headings = events.flatMap((event, i) => {
    if (event.level === 0) return [];
    const next = events[i + 1];
    return next === undefined || (next.level > 0 && next.level <= event.level) ? [] : [event.text];
  });
  return { headings, code };
}

interface MdastNode {
  type: string;
  value?: string;
  depth?: number;
  identifier?: string;
  children?: MdastNode[];
}

const parser = unified().use(remarkParse, { commonmark: true });

/** The outline of a twin. */
export function markdownOutline(markdown: string): Outline {
  const tree = parser.parse(matter(markdown).content) as MdastNode;
  const defined = new Set<string>();
  const collect = (node: MdastNode): void => {
    if (node.type === 'definition' && node.identifier) defined.add(node.identifier);
    node.children?.forEach(collect);
  };
  collect(tree);
  // A reference without a definition is text in CommonMark: `[toStringTag]` reads as itself.
  const text = (node: MdastNode): string => {
    const inner = (node.value ?? '') + (node.children ?? []).map(text).join('');
    return node.type === 'linkReference' && !defined.has(node.identifier ?? '') ? `[${inner}]` : inner;
  };
  const outline: Outline = { headings: [], code: [] };
  const visit = (node: MdastNode): void => {
    if (node.type === 'heading') outline.headings.push(`h${node.depth} ${words(text(node))}`);
    if (node.type === 'code') outline.code.push(node.value ?? '');
    node.children?.forEach(visit);
  };
  visit(tree);
  return outline;
}

/** What differs between two outlines, as lines a test can print; empty when they match. */
export function outlineDifferences(html: Outline, markdown: Outline): string[] {
  const problems: string[] = [];
  const compare = (what: string, a: string[], b: string[]) => {
    if (a.length !== b.length) problems.push(`${a.length} ${what} in the HTML, ${b.length} in the Markdown`);
    const at = a.findIndex((item, i) => item !== b[i]);
    if (at !== -1) {
      const show = (text: string | undefined) => JSON.stringify(text?.slice(0, 120));
      problems.push(`${what} ${at + 1}: HTML ${show(a[at])}, Markdown ${show(b[at])}`);
    }
  };
  compare('headings', html.headings, markdown.headings);
  compare('code blocks', html.code, markdown.code);
  return problems;
}
