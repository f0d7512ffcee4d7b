import { readFileSync } from 'node:fs';
import { builtPages } from '../../shared/build-files';
import type { SourcePage } from './types';

/** Routes no engine indexes: the search page itself, the not-found page and the browser-test pages. */
export function isBenchmarkedRoute(route: string): boolean {
  return route !== '/search' && route !== '/404' && route !== '/tests' && !route.startsWith('/tests/');
}

/** Every page of a production build that the search benchmark indexes, sorted by route. */
export function loadSourcePages(buildDir: string): SourcePage[] {
  return builtPages(buildDir)
    .filter((page) => isBenchmarkedRoute(page.route))
    .map((page) => ({ route: page.route, html: readFileSync(page.file, 'utf8') }));
}
