/**
 * Markup the server rendered, kept as it is when the page hydrates.
 *
 * React 17 hydrates synchronously: every element of a page becomes a fiber
 * in one long task, however static it is. An element rendered with
 * `dangerouslySetInnerHTML` is one fiber whatever it holds, and in a
 * production build React does not touch its children while hydrating. So a
 * component whose markup never changes can read what the server rendered
 * from the document on its first render in the browser and hand it back
 * as inner HTML; after a client-side navigation the document does not hold
 * it, and the component renders its children as usual.
 */
import { useState } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** `tag[attribute="value"]`: the selectors looked up through an index. */
const KEYED = /^([a-z][a-z0-9]*)\[([a-z][a-z0-9-]*)="([^"\\]*)"\]$/;

/**
 * Per `tag[attribute]`, the first element with each value. A page can hold a
 * hundred blocks; one query for all of them instead of one each keeps
 * hydration from walking the document a hundred times. An index lives until
 * the current task ends: hydration, or the render of a new page, happens
 * within one task, and the document changes after it.
 */
const indexes = new Map<string, Map<string, Element>>();

function keyedElement(tag: string, attribute: string, value: string): Element | undefined {
  const key = `${tag}[${attribute}]`;
  let index = indexes.get(key);
  if (!index) {
    index = new Map();
    for (const element of document.querySelectorAll(key)) {
      const found = element.getAttribute(attribute);
      if (found !== null && !index.has(found)) index.set(found, element);
    }
    if (indexes.size === 0) setTimeout(() => indexes.clear());
    indexes.set(key, index);
  }
  return index.get(value);
}

/** The element `selector` finds in the document. */
function serverElement(selector: string): Element | null | undefined {
  const keyed = KEYED.exec(selector);
  return keyed ? keyedElement(keyed[1]!, keyed[2]!, keyed[3]!) : document.querySelector(selector);
}

/**
 * The inner HTML of the element `selector` finds, read once, on the
 * component's first render in the browser; undefined on the server and when
 * the document has no such element. The selector must name markup that can
 * only be this component's: a key made from everything that shapes it.
 */
export function useServerMarkup(selector: string): string | undefined {
  const [markup] = useState(() => (ExecutionEnvironment.canUseDOM ? serverElement(selector)?.innerHTML : undefined));
  return markup;
}
