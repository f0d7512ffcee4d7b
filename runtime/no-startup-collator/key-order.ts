/**
 * The rewrite of theme-common's `useShallowMemoObject` (see index.ts): its key
 * sort compares with `localeCompare`, which here becomes a comparison of
 * UTF-16 code units. The sort only has to put the same keys in the same order
 * on every render, which both do.
 */
import { patchSource } from '../patch-source';

export const STOCK_SORT = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
export const PLAIN_SORT = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

/** The module's source with the plain sort; fails when the stock line is not there exactly once. */
export function withPlainKeyOrder(source: string, file: string): string {
  return patchSource(source, { from: STOCK_SORT, replacement: PLAIN_SORT }, { file, plugin: 'no-startup-collator' });
}
