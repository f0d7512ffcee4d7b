import { existsSync, statSync } from 'node:fs';
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
