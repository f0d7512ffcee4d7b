/**
 * A light scanner for built HTML: splits a page into tags and text runs
 * without building a tree, fast enough to rewrite thousands of pages. Script
 * and style elements and comments are kept whole, so code in them is never
 * mistaken for text. Docusaurus escapes `<` and `>` in text and attributes,
 * which is what makes a regular expression enough here.
 */

export type HtmlPiece =
  | { kind: 'tag'; source: string; name: string; closing: boolean }
  | { kind: 'raw'; source: string }
  | { kind: 'text'; source: string };

const MARKUP = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->|<!?\/?[a-zA-Z][^>]*>/gi;
const TAG_NAME = /^<(\/?)([a-zA-Z][\w-]*)/;

/** Words as the generator and the tests see them; a character reference is matched whole so it is never cut. */
export const WORD_OR_ENTITY = /&#?[a-z0-9]+;|\p{L}[\p{L}\p{N}]*/giu;

export function htmlPieces(html: string): HtmlPiece[] {
  const pieces: HtmlPiece[] = [];
  let last = 0;
  for (const match of html.matchAll(MARKUP)) {
    const start = match.index ?? 0;
    if (start > last) pieces.push({ kind: 'text', source: html.slice(last, start) });
    const source = match[0];
    const tag = TAG_NAME.exec(source);
    if (match[1] || !tag) pieces.push({ kind: 'raw', source });
    else pieces.push({ kind: 'tag', source, name: tag[2].toLowerCase(), closing: tag[1] === '/' });
    last = start + source.length;
  }
  if (last < html.length) pieces.push({ kind: 'text', source: html.slice(last) });
  return pieces;
}

/** The text a reader sees: the title and every text run of the body (scripts and styles excluded). */
export function visibleTexts(html: string): string[] {
  const texts: string[] = [];
  let inTitle = false;
  let inBody = false;
  for (const piece of htmlPieces(html)) {
    if (piece.kind === 'tag') {
      if (piece.name === 'title') inTitle = !piece.closing;
      if (piece.name === 'body') inBody = !piece.closing;
    } else if (piece.kind === 'text' && (inTitle || inBody)) {
      texts.push(piece.source);
    }
  }
  return texts;
}

/** The visible words of a page, lower-cased, in order. */
export function visibleWords(html: string): string[] {
  const words: string[] = [];
  for (const text of visibleTexts(html)) {
    for (const [token] of text.matchAll(WORD_OR_ENTITY)) {
      if (token[0] !== '&') words.push(token.toLowerCase());
    }
  }
  return words;
}
