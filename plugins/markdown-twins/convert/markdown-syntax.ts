/**
 * The pieces of Markdown syntax the converter writes, each escaped so that
 * text from a page reads as text: prose, inline code, fences and table cells.
 */

/**
 * Prose text as Markdown: a backslash before each character that could start
 * syntax where it stands, and only there, so that `0..*`, `Identifier[]` and
 * `a < b` stay as they read:
 * - `\` and `` ` `` always;
 * - `*` when a letter or sign follows it (it could open emphasis);
 * - `_` at the edge of a word (not inside names like `birth_date`);
 * - `]` before `(`, `[` or `:` (it could close a link or a definition's label);
 * - `<` before a letter, `/`, `!` or `?` (it could open an HTML tag or an autolink).
 */
export function escapeText(text: string): string {
  return text
    .replace(/[\\`]|\*(?=\S)|\](?=[([:])|<(?=[A-Za-z/!?])/g, '\\$&')
    .replace(/(^|\W)_|_(?=\W|$)/g, (match) => match.replace('_', '\\_'));
}

/** A paragraph's first characters that would make it a heading, quote, list item or rule. */
export function escapeLineStart(line: string): string {
  return line.replace(
    /^(#{1,6}(?=\s|$)|>|[-+=](?=\s|$)|(\d+)([.)])(?=\s|$))/,
    (match, _all, digits?: string, mark?: string) => (digits ? `${digits}\\${mark}` : `\\${match}`),
  );
}

/** The longest run of backticks in a text. */
function longestBacktickRun(text: string): number {
  return Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
}

/** Inline code: enough backticks to hold the text, with a space inside when it starts or ends with one. */
export function codeSpan(code: string): string {
  const text = code.replace(/\s*\n\s*/g, ' ');
  if (text === '') return '';
  const ticks = '`'.repeat(longestBacktickRun(text) + 1);
  const pad = /^`|`$/.test(text) || /^ .* $/.test(text) ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** A fenced code block: a fence longer than any backtick run in the code, the language and title after it. */
export function fencedCode(code: string, language = '', title = ''): string {
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(code) + 1));
  const info = [language, title ? `title=${JSON.stringify(title)}` : ''].filter(Boolean).join(' ');
  return `${fence}${info}\n${code.replace(/\n+$/, '')}\n${fence}`;
}

/** Markdown inside a GFM table cell: one line, pipes escaped. */
export function tableCell(markdown: string): string {
  return markdown
    .replace(/\s*\n+\s*/g, ' ')
    .replace(/(?<!\\)\|/g, '\\|')
    .trim();
}

/** Prefixes every line of a block (blockquotes, list item continuations); empty lines get the trimmed prefix. */
export function prefixLines(block: string, first: string, rest: string = first): string {
  return block
    .split('\n')
    .map((line, i) => {
      const prefix = i === 0 ? first : rest;
      return line === '' ? prefix.trimEnd() : prefix + line;
    })
    .join('\n');
}
