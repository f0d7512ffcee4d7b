/**
 * Where the build step of the FHIR tools writes the files the browser fetches
 * on demand: a static directory of its own (docusaurus.config.ts lists it
 * after `static/`), never committed (it ignores itself) and never edited by
 * hand. `npm start` serves it as the production build copies it.
 */
import path from 'node:path';

/** The static directory, relative to the site. */
export const GENERATED_STATIC_DIR = 'static-generated';

/** The URL path under which the tools' files are served, and their folder in the static directory. */
export const TOOLS_PATH = 'fhir-tools';

export function toolsDir(siteDir: string): string {
  return path.join(siteDir, GENERATED_STATIC_DIR, TOOLS_PATH);
}

/** The URL of a definitions file, relative to the site's base URL. */
export function definitionsFile(name: string): string {
  return `${TOOLS_PATH}/definitions/${name}.json`;
}

/** The URL of an example, relative to the site's base URL. */
export function exampleFile(type: string): string {
  return `${TOOLS_PATH}/examples/${type}.json`;
}

/** The name of the definitions file that holds every data type. */
export const TYPES_FILE = 'types';
