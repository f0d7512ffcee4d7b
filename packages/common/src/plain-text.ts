import { decodeEntities } from './html-entities';

/** Markdown text reduced to plain text, for front matter, descriptions and summaries of generated pages. */

/** The text without Markdown links, code backticks and emphasis stars, on one line. */
export function plainText(text: string): string {
  return decodeEntities(text)
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence of a text as plain text (up to the first ". " or the end). */
export function firstSentence(text: string): string {
  const plain = plainText(text);
  const end = plain.search(/\.\s/);
  return end === -1 ? plain : plain.slice(0, end + 1);
}
