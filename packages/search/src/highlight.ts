/**
 * Highlighting for search hits: HTML-escapes text and wraps the words that
 * match a query term in the configured tags (DocSearch asks for `<mark>`).
 * The result goes into innerHTML in DocSearch, so everything else is escaped.
 */

import { escapeHtml } from '../../common/src/html-entities';
import { termOf } from './terms';

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface HighlightTags {
  pre: string;
  post: string;
}

export const DEFAULT_TAGS: HighlightTags = { pre: '<mark>', post: '</mark>' };

const WORD = /[\p{L}\p{N}$_]+/gu;

/** True when a word of the text matches one of the query's terms: the same stem, or one it starts with. */
function matches(word: string, terms: readonly string[]): boolean {
  const lower = word.toLowerCase();
  const own = termOf(word) ?? lower;
  return terms.some((term) => own === term || (term.length >= 2 && (own.startsWith(term) || lower.startsWith(term))));
}

/** Escapes `text` and marks each word that matches `terms`. */
export function highlight(text: string, terms: readonly string[], tags: HighlightTags = DEFAULT_TAGS): HighlightResult {
  const matchedWords = new Set<string>();
  let value = '';
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const start = match.index ?? 0;
    if (matches(word, terms)) {
      value += escapeHtml(text.slice(last, start)) + tags.pre + escapeHtml(word) + tags.post;
      matchedWords.add(word.toLowerCase());
      last = start + word.length;
    }
  }
  value += escapeHtml(text.slice(last));
  const matchLevel = matchedWords.size === 0 ? 'none' : matchedWords.size >= terms.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords: [...matchedWords] };
}

/**
 * A window of about `words` words around the first match, marked like
 * highlight(); text is cut at word boundaries and ellipses show the cuts.
 */
export function snippet(
  text: string,
  terms: readonly string[],
  words = 24,
  tags: HighlightTags = DEFAULT_TAGS,
): HighlightResult {
  const tokens = text.split(/\s+/).filter(Boolean);
  const first = tokens.findIndex((token) => [...token.matchAll(WORD)].some((m) => matches(m[0], terms)));
  const start = Math.max(0, (first === -1 ? 0 : first) - Math.floor(words / 3));
  const end = Math.min(tokens.length, start + words);
  const cut = `${start > 0 ? '… ' : ''}${tokens.slice(start, end).join(' ')}${end < tokens.length ? ' …' : ''}`;
  return highlight(cut, terms, tags);
}
