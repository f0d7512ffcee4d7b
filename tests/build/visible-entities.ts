/**
 * Finds HTML entities that a reader would see as literal text: `&quot;` in a
 * cell, `&#39;` in an image's alt text. The parser has already decoded every
 * entity of the markup once, so an entity left in a decoded text node or
 * attribute was escaped twice somewhere (a generator, or Docusaurus's image
 * transform) and shows as `&quot;` on the page.
 */
import * as cheerio from 'cheerio';

/** What the walk reads of cheerio's nodes (domhandler's): text, elements and their attributes, children. */
interface Node {
  type: string;
  data?: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: Node[];
}

/** Attributes whose text readers see or hear. */
const READ_ATTRIBUTES = ['alt', 'title', 'aria-label'] as const;

/** An entity, named or numeric, as it would show once decoded. */
const ENTITY = /&(?:#[0-9]+|#x[0-9a-f]+|[a-z][a-z0-9]{1,31});/i;

/** Elements whose text is not shown as text: code stays code, as the author wrote it. */
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'code', 'pre', 'textarea']);

export interface VisibleEntity {
  /** Where: `text` or the attribute's name. */
  where: string;
  /** The text around the entity. */
  text: string;
}

function around(text: string, index: number): string {
  return text
    .slice(Math.max(0, index - 30), index + 40)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every literal entity in the shown text and read attributes of one HTML page. */
export function visibleEntities(html: string): VisibleEntity[] {
  const found: VisibleEntity[] = [];
  // One walk of the tree, leaving out the subtrees of SKIP (a page of the FHIR reference has tens of
  // thousands of elements; asking each for its ancestors took a minute for the build).
  const visit = (nodes: readonly Node[]): void => {
    for (const node of nodes) {
      if (node.type === 'text' && node.data !== undefined) {
        const match = ENTITY.exec(node.data);
        if (match) found.push({ where: 'text', text: around(node.data, match.index) });
        continue;
      }
      if (node.name !== undefined) {
        if (SKIP.has(node.name)) continue;
        for (const name of READ_ATTRIBUTES) {
          const value = node.attribs?.[name];
          const match = value ? ENTITY.exec(value) : null;
          if (value && match) found.push({ where: name, text: around(value, match.index) });
        }
      }
      visit(node.children ?? []);
    }
  };
  visit(cheerio.load(html).root().toArray() as unknown as Node[]);
  return found;
}
