/**
 * The content of a built page as Markdown: a walker over the HTML the build
 * wrote (parsed by cheerio), knowing the markup Docusaurus 2.4's classic theme
 * gives code blocks, tabs, admonitions and details. Theme chrome (buttons,
 * forms, heading anchors, navigation) is left out; links and images become
 * absolute addresses.
 */
import { load } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { codeSpan, escapeLineStart, escapeText, fencedCode, prefixLines } from './markdown-syntax';
import { tableMarkdown } from './table';

/** Elements that are never content: scripts, the theme's controls and navigation. */
const DROPPED = new Set(['script', 'style', 'noscript', 'template', 'button', 'form', 'input', 'select', 'textarea']);
/** Theme chrome, and `interactive-only`: a widget (such as the FHIR search-request builder) that is nothing without its script. */
const DROPPED_CLASSES = [
  'hash-link',
  'buttonGroup',
  'theme-edit-this-page',
  'pagination-nav',
  'breadcrumbs',
  'interactive-only',
];

const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

const isElement = (node: AnyNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';
const classesOf = (el: Element): string[] => (el.attribs.class ?? '').split(/\s+/).filter(Boolean);
const hasClass = (el: Element, prefix: string): boolean => classesOf(el).some((name) => name.startsWith(prefix));
const childElements = (el: Element): Element[] => el.children.filter(isElement);

/** True for an element the converter leaves out entirely. */
function isDropped(el: Element): boolean {
  if (DROPPED.has(el.name)) return true;
  // Hidden tab panels are content; other hidden elements are not.
  if (el.attribs.hidden !== undefined && el.attribs.role !== 'tabpanel') return true;
  if (el.name === 'svg' || el.attribs['aria-hidden'] === 'true') return true;
  return classesOf(el).some((name) =>
    DROPPED_CLASSES.some((dropped) => name === dropped || name.startsWith(`${dropped}_`)),
  );
}

/** The text of an element as the reader sees it (dropped elements left out). */
function textOf(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  if (!isElement(node) || isDropped(node)) return '';
  if (node.name === 'br') return '\n';
  return node.children.map(textOf).join('');
}

export interface ConvertOptions {
  /** The absolute address of the page: relative links and `#fragments` resolve against it. */
  pageUrl: string;
}

class Converter {
  constructor(private readonly options: ConvertOptions) {}

  absolute(href: string): string {
    try {
      return new URL(href, this.options.pageUrl).href;
    } catch {
      return href;
    }
  }

  /** Markdown blocks of an element's children, separated by blank lines. */
  blocks(nodes: AnyNode[]): string {
    const out: string[] = [];
    let inline: AnyNode[] = [];
    const flush = () => {
      const text = this.inline(inline)
        .replace(/[ \t]+\n/g, (m) => (m.startsWith('  ') ? '  \n' : '\n'))
        .trim();
      if (text) out.push(escapeLineStart(text));
      inline = [];
    };
    for (const node of nodes) {
      if (isElement(node) && BLOCKS.has(node.name)) {
        flush();
        if (isDropped(node)) continue;
        const block = this.block(node).trim();
        if (block) out.push(block);
      } else {
        inline.push(node);
      }
    }
    flush();
    return out.join('\n\n');
  }

  block(el: Element): string {
    const name = el.name;
    if (/^h[1-6]$/.test(name)) {
      const text = this.inline(el.children).replace(/\s+/g, ' ').trim();
      return text ? `${'#'.repeat(Number(name[1]))} ${text}` : '';
    }
    if (name === 'p') return escapeLineStart(this.paragraph(el.children));
    if (name === 'hr') return '---';
    if (name === 'pre') return this.pre(el);
    if (name === 'ul' || name === 'ol') return this.list(el);
    if (name === 'blockquote') return prefixLines(this.blocks(el.children), '> ');
    if (name === 'table') return tableMarkdown(el, this);
    if (name === 'details') return this.details(el);
    if (name === 'dl') return this.definitionList(el);
    if (name === 'figcaption') return `*${this.paragraph(el.children)}*`;
    if (name === 'div' || name === 'section' || name === 'figure') {
      if (hasClass(el, 'theme-code-block') || hasClass(el, 'codeBlockContainer')) return this.codeBlock(el);
      if (hasClass(el, 'theme-admonition')) return this.admonition(el);
      if (hasClass(el, 'tabs-container')) return this.tabs(el);
    }
    return this.blocks(el.children);
  }

  /** Inline Markdown of a paragraph, on one line except for its hard breaks. */
  paragraph(nodes: AnyNode[]): string {
    return this.inline(nodes)
      .split('  \n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('  \n');
  }

  /**
   * Inline Markdown of a run of nodes. Adjacent text nodes (React splits text
   * around expressions with `<!-- -->` comments) are joined before escaping,
   * so that `&lt;` then `T` is escaped as the `<T` it reads as.
   */
  inline(nodes: AnyNode[]): string {
    let out = '';
    let text = '';
    for (const node of nodes) {
      if (node.type === 'text') {
        text += (node as unknown as { data: string }).data;
      } else if (node.type !== 'comment') {
        out += this.text(text) + this.inlineNode(node);
        text = '';
      }
    }
    return out + this.text(text);
  }

  text(data: string): string {
    return data ? escapeText(data.replace(/[\s\u00a0]+/g, ' ')) : '';
  }

  inlineNode(node: AnyNode): string {
    if (node.type === 'text') return this.text((node as unknown as { data: string }).data);
    if (!isElement(node) || isDropped(node)) return '';
    const el = node;
    switch (el.name) {
      case 'br':
        return '  \n';
      case 'strong':
      case 'b':
        return this.wrap(el, '**');
      case 'em':
      case 'i':
        return this.wrap(el, '*');
      case 'del':
      case 's':
        return this.wrap(el, '~~');
      case 'code':
      case 'kbd':
      case 'samp':
        return codeSpan(textOf(el));
      case 'a':
        return this.link(el);
      case 'img':
        return this.image(el);
      default:
        if (BLOCKS.has(el.name)) return ` ${this.paragraph(el.children)} `;
        return this.inline(el.children);
    }
  }

  /** Emphasis around the inner text, with the spaces at its edges kept outside the markers. */
  wrap(el: Element, marker: string): string {
    const inner = this.inline(el.children);
    const text = inner.trim();
    if (!text) return inner;
    const lead = /^\s/.test(inner) ? ' ' : '';
    const trail = /\s$/.test(inner) ? ' ' : '';
    return `${lead}${marker}${text}${marker}${trail}`;
  }

  link(el: Element): string {
    const text = this.inline(el.children).replace(/\s+/g, ' ').trim();
    const href = el.attribs.href;
    if (!href || /^javascript:/i.test(href)) return text;
    if (!text) return '';
    return `[${text}](${this.absolute(href).replace(/[()]/g, (ch) => encodeURIComponent(ch))})`;
  }

  image(el: Element): string {
    const src = el.attribs.src;
    const alt = escapeText((el.attribs.alt ?? '').replace(/\s+/g, ' ').trim());
    if (!src) return '';
    // The build inlines small images as data: addresses, which would fill the Markdown with base64: keep what the image says.
    if (/^data:/i.test(src)) return alt ? `*Image: ${alt}*` : '';
    return `![${alt}](${this.absolute(src).replace(/[()]/g, (ch) => encodeURIComponent(ch))})`;
  }

  /** A Prism code block of the theme: language from its class, one line per `.token-line`, no buttons or line numbers. */
  codeBlock(el: Element): string {
    const pre = findFirst(el, (child) => child.name === 'pre');
    const languageOwner = [el, ...(pre ? [pre] : [])];
    const language =
      languageOwner
        .flatMap(classesOf)
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length) ?? '';
    const titleEl = findFirst(el, (child) => hasClass(child, 'codeBlockTitle'));
    const title = titleEl ? textOf(titleEl).trim() : '';
    return fencedCode(pre ? codeText(pre) : textOf(el), language, title);
  }

  pre(el: Element): string {
    const language = [el, ...childElements(el)]
      .flatMap(classesOf)
      .find((name) => name.startsWith('language-'))
      ?.slice('language-'.length);
    return fencedCode(codeText(el), language);
  }

  list(el: Element): string {
    const ordered = el.name === 'ol';
    let number = Number(el.attribs.start ?? 1) || 1;
    const items: string[] = [];
    for (const item of childElements(el)) {
      if (item.name !== 'li' || isDropped(item)) continue;
      const checkbox = findFirst(item, (child) => child.name === 'input' && child.attribs.type === 'checkbox', 1);
      const task = checkbox ? (checkbox.attribs.checked !== undefined ? '[x] ' : '[ ] ') : '';
      const marker = ordered ? `${number++}. ` : '- ';
      const body = this.blocks(item.children) || '';
      items.push(prefixLines(task + body, marker, ' '.repeat(marker.length)));
    }
    // A list whose items hold several blocks is loose: a blank line between items keeps them apart.
    const loose = items.some((item) => item.includes('\n\n'));
    return items.join(loose ? '\n\n' : '\n');
  }

  /** An admonition as a blockquote: its title in bold, then its content. */
  admonition(el: Element): string {
    const heading = findFirst(el, (child) => hasClass(child, 'admonitionHeading'));
    const content = findFirst(el, (child) => hasClass(child, 'admonitionContent'));
    const type = classesOf(el)
      .find((name) => name.startsWith('theme-admonition-'))
      ?.slice('theme-admonition-'.length);
    let title = heading ? this.paragraph(heading.children) : '';
    if (!title && type) title = type;
    if (title === type) title = title[0].toUpperCase() + title.slice(1);
    const body = this.blocks(content ? content.children : el.children);
    return prefixLines([title ? `**${title}**` : '', body].filter(Boolean).join('\n\n'), '> ');
  }

  /** Tabs: every panel, each under its tab's label in bold. */
  tabs(el: Element): string {
    const labels = findAll(el, (child) => child.attribs.role === 'tab').map((tab) => this.paragraph(tab.children));
    const panels = findAll(el, (child) => child.attribs.role === 'tabpanel');
    return panels
      .map((panel, i) =>
        [labels[i] ? `**${labels[i]}**` : '', this.blocks(panel.children)].filter(Boolean).join('\n\n'),
      )
      .join('\n\n');
  }

  /** Details: the summary in bold, then the content, all readable without a click. */
  details(el: Element): string {
    const summary = childElements(el).find((child) => child.name === 'summary');
    const rest = el.children.filter((child) => child !== summary);
    const title = summary ? this.paragraph(summary.children) : '';
    return [title ? `**${title}**` : '', this.blocks(rest)].filter(Boolean).join('\n\n');
  }

  definitionList(el: Element): string {
    return childElements(el)
      .map((child) =>
        child.name === 'dt'
          ? `**${this.paragraph(child.children)}**`
          : prefixLines(this.blocks(child.children), ': ', '  '),
      )
      .join('\n\n');
  }
}

/** The first descendant element for which `test` holds (depth-first), looking at most `depth` levels down. */
function findFirst(el: Element, test: (child: Element) => boolean, depth = Infinity): Element | undefined {
  for (const child of childElements(el)) {
    if (test(child)) return child;
    if (depth > 1) {
      const found = findFirst(child, test, depth - 1);
      if (found) return found;
    }
  }
  return undefined;
}

/** Every descendant element for which `test` holds, not looking inside a match. */
function findAll(el: Element, test: (child: Element) => boolean): Element[] {
  return childElements(el).flatMap((child) => (test(child) ? [child] : findAll(child, test)));
}

/** The code of a `<pre>`: Prism's `.token-line` spans without line numbers, or its text. */
function codeText(pre: Element): string {
  const lines = findAll(pre, (child) => hasClass(child, 'token-line'));
  const text =
    lines.length > 0
      ? lines
          .map((line) =>
            line.children
              .filter((child) => !(isElement(child) && hasClass(child, 'codeLineNumber')))
              .map(textOf)
              .join('')
              .replace(/\n$/, ''),
          )
          .join('\n')
      : textOf(pre);
  return text.replace(/\u00a0/g, ' ').replace(/\n+$/, '');
}

/** Markdown of the first element matching `selector` in a page's HTML (empty when none matches). */
export function htmlToMarkdown(html: string, selector: string, options: ConvertOptions): string {
  const $ = load(html);
  const root = $(selector).get(0);
  if (!root || !isElement(root)) return '';
  return dropEmptySections(new Converter(options).blocks(root.children).replace(/\n{3,}/g, '\n\n')).trim() + '\n';
}

/**
 * Headings left with nothing under them (their section held only what the
 * Markdown leaves out, such as an interactive widget) are dropped: a heading
 * whose next heading, at the same level or above, follows it directly.
 */
function dropEmptySections(markdown: string): string {
  const lines = markdown.split('\n');
  const level = (line: string): number => /^(#{1,6}) /.exec(line)?.[1].length ?? 0;
  let fenced = false;
  const headings: { index: number; level: number }[] = [];
  lines.forEach((line, index) => {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    if (!fenced && level(line) > 0) headings.push({ index, level: level(line) });
  });
  const empty = new Set<number>();
  headings.forEach((heading, i) => {
    const next = headings[i + 1];
    const end = next && next.level <= heading.level ? next.index : next ? -1 : lines.length;
    if (end < 0) return;
    if (lines.slice(heading.index + 1, end).every((line) => line.trim() === '')) empty.add(heading.index);
  });
  return lines.filter((_, index) => !empty.has(index)).join('\n');
}
