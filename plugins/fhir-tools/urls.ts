/**
 * Where the files the build step writes are served, relative to the site's
 * base URL. Shared by the build step (index.ts) and the browser code, so it
 * imports nothing.
 */

/** The URL path under which the tools' files are served, and their folder in the static directory. */
export const TOOLS_PATH = 'fhir-tools';

/** The name of the definitions file that holds every data type. */
export const TYPES_FILE = 'types';

/** The URL of a definitions file. */
export function definitionsFile(name: string): string {
  return `${TOOLS_PATH}/definitions/${name}.json`;
}

/** The URL of an example. */
export function exampleFile(type: string): string {
  return `${TOOLS_PATH}/examples/${type}.json`;
}
