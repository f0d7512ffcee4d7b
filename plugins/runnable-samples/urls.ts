/**
 * Where the runnable samples' files are served, under the site's base URL:
 * the build step writes them (index.ts) into the generated static root, and
 * the page and the workers ask for them here. Safe to import in the browser.
 */

/** The folder of every file, below the static root and the site's base URL. */
export const RUNNABLE_PATH = 'runnable-samples';

/** A compiled sample, by its key (sample-key.ts). */
export function sampleFile(key: string): string {
  return `${RUNNABLE_PATH}/samples/${key}.js`;
}

/** The definitions the in-memory server loads for one type; `types` holds every data type. */
export function definitionsFile(name: string): string {
  return `${RUNNABLE_PATH}/definitions/${name}.js`;
}

/** The name of the definitions file of the data types. */
export const TYPES_FILE = 'types';

/** The global a definitions script hands its bundle to, in the runner's worker. */
export const DEFINITIONS_GLOBAL = '__medplumDefinitions';

/** The file of the runner worker's code: the server sends it with a policy of its own (server/hosting-rules.ts). */
export const RUNNER_PREFIX = `${RUNNABLE_PATH}/runner.`;
