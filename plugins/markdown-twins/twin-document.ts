/**
 * The text of one twin: YAML front matter (title, description, the page's
 * canonical address, a post's date), then the page's content as Markdown,
 * headed by its title.
 */
import { htmlToMarkdown } from './convert/html-to-markdown';
import type { TwinPage } from './catalog';

/** Where a page's content is in the built HTML: a doc's Markdown container, a post's article body. */
const CONTENT_SELECTOR: Record<TwinPage['kind'], string> = {
  guide: 'article .theme-doc-markdown',
  reference: 'article .theme-doc-markdown',
  blog: 'article [itemprop="articleBody"]',
};

/**
 * A YAML scalar: JSON's double-quoted string is a YAML double-quoted scalar,
 * so every character is escaped the way both read it.
 */
const yamlString = (text: string): string => JSON.stringify(text);

export function frontMatter(fields: Record<string, string | undefined>): string {
  const lines = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${key}: ${yamlString(value)}`);
  return ['---', ...lines, '---'].join('\n') + '\n';
}

export interface TwinDocument {
  /** The whole file: front matter and body. */
  text: string;
  /** The Markdown body alone, starting with the `# Title` line. */
  body: string;
}

/** The twin of a page, from its built HTML. `siteUrl` has no trailing slash. */
export function twinDocument(page: TwinPage, html: string, siteUrl: string): TwinDocument {
  const url = siteUrl + page.route;
  let content = htmlToMarkdown(html, CONTENT_SELECTOR[page.kind], { pageUrl: url });
  if (!/^# /.test(content)) content = `# ${page.title}\n\n${content}`;
  const body = content.trimEnd() + '\n';
  const head = frontMatter({ title: page.title, description: page.description, url, date: page.date });
  return { text: `${head}\n${body}`, body };
}
