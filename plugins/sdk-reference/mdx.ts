/**
 * Makes TypeDoc's Markdown safe for MDX 1 (Docusaurus 2.4.1), where a `<T>`
 * in prose starts a JSX element and braces can start an expression. Code
 * fences and inline code stay as they are; everywhere else each `<`, `{` and
 * `}`, escaped with a backslash or not, becomes an HTML entity. Raw `<head>` blocks that doc comments
 * carry for another site are removed.
 */

import { escapeMdxProse } from '../shared/html-entities';

const FENCE = /^\s*(`{3,}|~{3,})/;

/** Splits a line into code spans and text, so that only text is escaped. */
function mapText(line: string, escape: (text: string) => string): string {
  let out = '';
  let index = 0;
  while (index < line.length) {
    const tick = line.indexOf('`', index);
    if (tick === -1) {
      out += escape(line.slice(index));
      break;
    }
    // A backslash-escaped backtick does not open a code span.
    if (tick > 0 && line[tick - 1] === '\\') {
      out += escape(line.slice(index, tick + 1));
      index = tick + 1;
      continue;
    }
    const run = /^`+/.exec(line.slice(tick))![0];
    const close = line.indexOf(run, tick + run.length);
    if (close === -1) {
      out += escape(line.slice(index, tick + run.length));
      index = tick + run.length;
      continue;
    }
    out += escape(line.slice(index, tick)) + line.slice(tick, close + run.length);
    index = close + run.length;
  }
  return out;
}

/** Removes `<head>...</head>` blocks outside code. */
export function stripHeadBlocks(markdown: string): string {
  return markdown.replace(/^[ \t]*<head>[\s\S]*?<\/head>[ \t]*\n?/gm, '');
}

/** Applies `transform` to every line outside fenced code blocks. */
export function mapProseLines(markdown: string, transform: (line: string) => string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const match = FENCE.exec(line);
      if (fence) {
        if (match && match[1][0] === fence[0] && match[1].length >= fence.length && line.trim() === match[1]) {
          fence = null;
        }
        return line;
      }
      if (match) {
        fence = match[1];
        return line;
      }
      return transform(line);
    })
    .join('\n');
}

/** The whole MDX-safety pass for one generated page. */
export function toMdx(markdown: string): string {
  return mapProseLines(stripHeadBlocks(markdown), (line) => mapText(line, escapeMdxProse));
}

/**
 * Links each inline code span that names a FHIR type, such as `Patient`, to
 * its reference page; spans that are already link text stay as they are.
 */
export function linkFhirTypes(markdown: string, pathOf: (name: string) => string | null): string {
  return mapProseLines(markdown, (line) =>
    line.replace(/(\[)?`([A-Z][A-Za-z0-9]*)`(\]\()?/g, (match, open: string | undefined, name: string, close) => {
      if (open || close) return match;
      const target = pathOf(name);
      return target ? `[\`${name}\`](${target})` : match;
    }),
  );
}
