/**
 * Text helpers for the generated pages. The pages are MDX 1: JSX tables with
 * text that must never be read as JSX or Markdown, whatever the definitions say.
 */
import { decodeEntities, escapeJsxText } from '../../packages/common/src/html-entities';
import { fragmentOf } from './fragment';

/**
 * The href of an anchor on `page` (empty for the same page), ready for a JSX
 * attribute. Characters a fragment may not hold, such as the brackets of
 * `deceased[x]`, are percent-encoded; the id stays as it is, because browsers
 * decode the fragment before they look for it (`#deceased%5Bx%5D` finds
 * `id="deceased[x]"`).
 */
export function anchorHref(page: string, id: string): string {
  return `${escapeJsxText(page)}#${escapeJsxText(fragmentOf(id))}`;
}

/** Resolves a link found in a definition to a site path, or null to show its text only. */
export type LinkResolver = (href: string) => string | null;

/**
 * Renders the inline Markdown of a FHIR definition as JSX: `code` spans and
 * links (resolved by `resolve`); everything else is escaped text.
 */
export function inlineMarkdown(source: string, resolve: LinkResolver): string {
  const text = decodeEntities(source);
  const pattern = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let out = '';
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    out += escapeJsxText(text.slice(last, match.index).replace(/\*\*/g, ''));
    if (match[1] !== undefined) {
      out += `<code>${escapeJsxText(match[1])}</code>`;
    } else {
      const target = resolve(match[3]);
      const label = escapeJsxText(match[2]);
      out += target ? `<a href="${escapeJsxText(target)}">${label}</a>` : label;
    }
    last = match.index + match[0].length;
  }
  out += escapeJsxText(text.slice(last).replace(/\*\*/g, ''));
  return out;
}

/**
 * Text as a JSX expression (`{"…"}`): kept exactly, white space and line
 * breaks included, where JSX text would fold them (FHIRPath expressions, the
 * lines of the JSON skeleton).
 */
export function jsxString(text: string): string {
  return `{${JSON.stringify(text)}}`;
}
