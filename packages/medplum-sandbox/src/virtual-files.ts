/**
 * The paths of the checker's virtual file system: the build writes the
 * declarations under them (declarations.ts) and the checker's compiler host
 * reads them there (workers/checker.ts).
 */

/** The TypeScript libraries. */
const LIB_DIR = '/lib';
/** What a sample has of Node.js. */
export const ENV_FILE = '/sample-env.d.ts';
/** The reader's edit. */
export const SAMPLE_FILE = '/sample.ts';

/** A library file by name (`lib.es2022.d.ts`); the compiler looks for every library beside the default one. */
export function libFile(name: string): string {
  return `${LIB_DIR}/${name}`;
}
