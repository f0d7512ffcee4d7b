/**
 * The static root that build steps write files into for the browser to fetch
 * on demand (the FHIR tools' definitions and examples, the runnable samples'
 * workers and compiled samples): a static directory of its own
 * (docusaurus.config.ts lists it after `static/`), never committed (it
 * ignores itself) and never edited by hand. Each step owns one folder of it
 * and clears only that folder. `npm start` serves it as the production build
 * copies it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The static directory, relative to the site. */
export const GENERATED_STATIC_DIR = 'static-generated';

/** The folder a build step owns, by its URL path below the site's base URL. */
export function generatedDir(siteDir: string, urlPath: string): string {
  return path.join(siteDir, GENERATED_STATIC_DIR, urlPath);
}

/** Empties a build step's folder (creating the root, which ignores itself, when missing) and returns its path. */
export function resetGeneratedDir(siteDir: string, urlPath: string): string {
  const root = path.join(siteDir, GENERATED_STATIC_DIR);
  mkdirSync(root, { recursive: true });
  writeFileSync(
    path.join(root, '.gitignore'),
    '# Written by build steps (plugins/*) at every build; never edited by hand.\n*\n',
  );
  const dir = generatedDir(siteDir, urlPath);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}
