/**
 * Where the build step of the FHIR tools writes the files the browser fetches
 * on demand: a static directory of its own (docusaurus.config.ts lists it
 * after `static/`), never committed (it ignores itself) and never edited by
 * hand. `npm start` serves it as the production build copies it. The URLs
 * the browser uses are in urls.ts.
 */
import path from 'node:path';
import { TOOLS_PATH } from './urls';

/** The static directory, relative to the site. */
export const GENERATED_STATIC_DIR = 'static-generated';

export function toolsDir(siteDir: string): string {
  return path.join(siteDir, GENERATED_STATIC_DIR, TOOLS_PATH);
}
