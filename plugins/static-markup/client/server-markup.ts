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

/**
 * The inner HTML of the element `selector` finds, read once, on the
 * component's first render in the browser; undefined on the server and when
 * the document has no such element. The selector must name markup that can
 * only be this component's: a key made from everything that shapes it.
 */
export function useServerMarkup(selector: string): string | undefined {
  const [markup] = useState(() =>
    ExecutionEnvironment.canUseDOM ? document.querySelector(selector)?.innerHTML : undefined,
  );
  return markup;
}
