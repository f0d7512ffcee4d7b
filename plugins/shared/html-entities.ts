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
