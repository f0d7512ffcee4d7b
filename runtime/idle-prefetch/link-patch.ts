/**
 * The edit of Docusaurus 2.4.1's Link (lib/client/exports/Link.js) that
 * link-observer.ts needs: the observer each link made for itself becomes an
 * observation of the page's shared observer, with the same callback
 * (prefetch the link's route once it is in view). The rest of Link, and its
 * cleanup (`ioRef.current.disconnect()`), are unchanged.
 */
import { patchSource } from '../patch-source';

export const STOCK_OBSERVER = {
  from: 'ioRef.current = new window.IntersectionObserver(',
  to: 'ioRef.current.observe(el);',
};

export function withSharedObserver(source: string, file: string, observerModule: string): string {
  const replacement =
    'ioRef.current = __sharedLinkObserver.observeOnce(el, () => {\n' +
    '  if (targetLink != null) {\n' +
    '    window.docusaurus.prefetch(targetLink);\n' +
    '  }\n' +
    '});';
  const patched = patchSource(source, { ...STOCK_OBSERVER, replacement }, { file, plugin: 'idle-prefetch' });
  return `import * as __sharedLinkObserver from ${JSON.stringify(observerModule)};\n${patched}`;
}
