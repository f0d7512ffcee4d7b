import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

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

/** One HTML page of a build: its file and the clean route it is served at. */
export interface BuiltPage {
  route: string;
  file: string;
}

/**
 * Every HTML page of a build (assets/ holds none), sorted by route: a/b.html
 * and a/b/index.html are /a/b, index.html is / and 404.html is /404. The
 * precompressed .br and .gz copies are not pages.
 */
export function builtPages(buildDir: string): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(buildDir, 'assets')) walk(full);
      } else if (entry.isFile() && entry.name.endsWith('.html')) {
        const relative = '/' + path.relative(buildDir, full).split(path.sep).join('/');
        pages.push({ route: relative.replace(/(\/index)?\.html$/, '') || '/', file: full });
      }
    }
  };
  walk(buildDir);
  return pages.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}
