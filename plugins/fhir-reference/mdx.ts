/**
 * Text helpers for the generated pages. The pages are MDX 1: JSX tables with
 * text that must never be read as JSX or Markdown, whatever the definitions say.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '{': '&#123;',
  '}': '&#125;',
  '"': '&quot;',
  '`': '&#96;',
  '*': '&#42;',
  _: '&#95;',
  '[': '&#91;',
  ']': '&#93;',
  '#': '&#35;',
  '|': '&#124;',
};

/** Text for a JSX text node or attribute: every character MDX or JSX would act on becomes an entity. */
export function escapeText(text: string): string {
  return text.replace(/[&<>{}"`*_[\]#|]/g, (ch) => ENTITIES[ch]).replace(/\s+/g, ' ');
}

/** Characters a URL fragment may hold as they are (RFC 3986: unreserved, sub-delims, ":", "@", "/", "?"). */
const FRAGMENT_CHAR = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/;

/**
 * The href of an anchor on `page` (empty for the same page), ready for a JSX
 * attribute. Characters a fragment may not hold, such as the brackets of
 * `deceased[x]`, are percent-encoded; the id stays as it is, because browsers
 * decode the fragment before they look for it (`#deceased%5Bx%5D` finds
 * `id="deceased[x]"`).
 */
export function anchorHref(page: string, id: string): string {
  const fragment = Array.from(id, (ch) => (FRAGMENT_CHAR.test(ch) ? ch : encodeURIComponent(ch))).join('');
  return `${escapeText(page)}#${escapeText(fragment)}`;
}

/** Resolves a link found in a definition to a site path, or null to show its text only. */
export type LinkResolver = (href: string) => string | null;

/**
 * Renders the inline Markdown of a FHIR definition as JSX: `code` spans and
 * links (resolved by `resolve`); everything else is escaped text.
 */
export function inlineMarkdown(text: string, resolve: LinkResolver): string {
  const pattern = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let out = '';
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    out += escapeText(text.slice(last, match.index).replace(/\*\*/g, ''));
    if (match[1] !== undefined) {
      out += `<code>${escapeText(match[1])}</code>`;
    } else {
      const target = resolve(match[3]);
      const label = escapeText(match[2]);
      out += target ? `<a href="${escapeText(target)}">${label}</a>` : label;
    }
    last = match.index + match[0].length;
  }
  out += escapeText(text.slice(last).replace(/\*\*/g, ''));
  return out;
}

/** The definition's text without Markdown, for front matter and summaries. */
export function plainText(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence of a text (up to the first ". " or the end). */
export function firstSentence(text: string): string {
  const plain = plainText(text);
  const end = plain.search(/\.\s/);
  return end === -1 ? plain : plain.slice(0, end + 1);
}
