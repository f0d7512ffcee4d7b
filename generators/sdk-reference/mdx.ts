/**
 * Makes TypeDoc's Markdown safe for MDX 1 (Docusaurus 2.4.1), where a `<T>`
 * in prose starts a JSX element and braces can start an expression. Code
 * blocks and inline code, as remark finds them (packages/common/src/markdown-code.ts),
 * stay as they are; everywhere else each `<`, `{` and `}`, escaped with a
 * backslash or not, becomes an HTML entity. Raw `<head>` blocks that doc
 * comments carry for another site are removed.
 */
import { findCode, mapOutside, type SourceRange } from '../../packages/common/src/markdown-code';
import { escapeMdxProse } from '../../packages/common/src/html-entities';

/** Removes `<head>...</head>` blocks outside code. */
export function stripHeadBlocks(markdown: string): string {
  return markdown.replace(/^[ \t]*<head>[\s\S]*?<\/head>[ \t]*\n?/gm, '');
}

/** Every stretch of `markdown` that MDX reads as code, in document order. */
function codeRanges(markdown: string): SourceRange[] {
  const { fenced, indented, inline } = findCode(markdown);
  return [...fenced, ...indented, ...inline].sort((a, b) => a.start - b.start);
}

/** The whole MDX-safety pass for one generated page. */
export function toMdx(markdown: string): string {
  const page = stripHeadBlocks(markdown);
  return mapOutside(page, codeRanges(page), escapeMdxProse);
}

/** A FHIR type's name alone in a code span, such as `Patient`. */
const TYPE_NAME = /^[A-Z][A-Za-z0-9]*$/;

/**
 * Links each inline code span that names a FHIR type, such as `Patient`, to
 * its reference page; spans that are already link text stay as they are.
 */
export function linkFhirTypes(markdown: string, pathOf: (name: string) => string | null): string {
  let out = '';
  let last = 0;
  for (const span of findCode(markdown).inline) {
    const source = markdown.slice(span.start, span.end);
    const target = !span.inLink && TYPE_NAME.test(span.value) && source === `\`${span.value}\`` && pathOf(span.value);
    if (target) {
      out += `${markdown.slice(last, span.start)}[${source}](${target})`;
      last = span.end;
    }
  }
  return out + markdown.slice(last);
}
