/**
 * Where the files the build step writes are served, relative to the site's
 * base URL. Shared by the build step (index.ts) and the browser code (the FHIR
 * tools' worker and the runnable samples' runner), so it imports nothing.
 */

/** The URL path under which the tools' files are served, and their folder in the static directory. */
export const TOOLS_PATH = 'fhir-tools';

/**
 * The folder of the definitions scripts (packages/fhir-model/src/browser-definitions.ts),
 * the one copy both in-page workers load.
 */
export const DEFINITIONS_PATH = `${TOOLS_PATH}/definitions/`;

/**
 * The folder of the type summaries (packages/fhir-model/src/type-summary.ts): one JSON file per type that has a
 * reference page, and their index.
 */
export const SUMMARIES_PATH = `${TOOLS_PATH}/summaries/`;

/** The URL of an example. */
export function exampleFile(type: string): string {
  return `${TOOLS_PATH}/examples/${type}.json`;
}
