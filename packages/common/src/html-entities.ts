/**
 * HTML escaping, in one table. Three jobs use it, each with its own set of
 * characters:
 * - escapeHtml: text that goes into innerHTML in the browser (search hits);
 * - escapeJsxText: text and attribute values inside the JSX of a generated
 *   MDX 1 page, where Markdown and JSX syntax must stay inert too;
 * - escapeMdxProse: Markdown prose of a generated MDX 1 page, where only what
 *   starts JSX or an expression must go.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '{': '&#123;',
  '}': '&#125;',
  '`': '&#96;',
  '*': '&#42;',
  _: '&#95;',
  '[': '&#91;',
  ']': '&#93;',
  '#': '&#35;',
  '|': '&#124;',
};

const entity = (ch: string): string => ENTITIES[ch];

/** Text for innerHTML: the five characters HTML acts on in text and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, entity);
}

/**
 * Text for a JSX text node or a double-quoted attribute of an MDX 1 page:
 * every character MDX or JSX would act on becomes an entity, and runs of
 * white space become one space.
 */
export function escapeJsxText(text: string): string {
  return text.replace(/[&<>{}"`*_[\]#|]/g, entity).replace(/\s+/g, ' ');
}

/**
 * Markdown prose of an MDX 1 page: every `<`, `{` and `}` becomes an entity.
 * A backslash escape is replaced too: MDX 1 renders `\<` with its backslash.
 */
export function escapeMdxProse(text: string): string {
  return text.replace(/\\?([<{}])/g, (_match, ch: string) => entity(ch));
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Source text that already holds HTML entities (some FHIR definitions say
 * `&quot;Commitment Type Indication&quot;`) decoded to the characters they
 * stand for, so escaping it again shows readers the characters, not the entity.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED[name.toLowerCase()] ?? match;
  });
}
