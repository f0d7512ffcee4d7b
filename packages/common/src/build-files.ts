import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from './walk';

/**
 * The HTML file of a route in a production build, or null. With clean URLs a
 * route /a/b is a/b.html or a/b/index.html; / is index.html.
 */
export function pageFile(buildDir: string, route: string): string | null {
  const clean = route.replace(/\/+$/, '');
  const candidates = clean === '' ? ['index.html'] : [`${clean}.html`, `${clean}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(buildDir, candidate);
    if (existsSync(file) && statSync(file).isFile()) {
      return file;
    }
  }
  return null;
}

/** The HTML file of a sample address such as /search?q=patient (its query left out); throws when the build has none. */
export function samplePageFile(buildDir: string, address: string): string {
  const file = pageFile(buildDir, address.split('?')[0]!);
  if (!file) throw new Error(`No page in ${buildDir} for ${address}`);
  return file;
}

/** One HTML page of a build: its file and the clean route it is served at. */
export interface BuiltPage {
  route: string;
  file: string;
}

/** The clean route of a built HTML file (relative, `/`-separated): a/b.html and a/b/index.html are /a/b. */
export function routeOfHtmlFile(relative: string): string {
  return ('/' + relative).replace(/(\/index)?\.html$/, '') || '/';
}

/**
 * Every HTML page of a build (assets/ holds none), sorted by route: a/b.html
 * and a/b/index.html are /a/b, index.html is / and 404.html is /404. The
 * precompressed .br and .gz copies are not pages.
 */
export function builtPages(buildDir: string): BuiltPage[] {
  return listFiles(buildDir, (relative) => relative === 'assets')
    .filter((relative) => relative.endsWith('.html'))
    .map((relative) => ({ route: routeOfHtmlFile(relative), file: path.join(buildDir, relative) }))
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}
