/**
 * Where the runnable samples' files are served, under the site's base URL:
 * the build step writes them (index.ts) into the generated static root, and
 * the page and the workers ask for them here. Safe to import in the browser.
 */

/** The folder of every file, below the static root and the site's base URL. */
export const RUNNABLE_PATH = 'runnable-samples';

/** A compiled sample, by its key (packages/medplum-sandbox, sampleKey). */
export function sampleFile(key: string): string {
  return `${RUNNABLE_PATH}/samples/${key}.js`;
}
