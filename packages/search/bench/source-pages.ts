import { readFileSync } from 'node:fs';
import { builtPages } from '../../common/src/build-files';
import { isIndexedRoute } from '../src/indexer/write-index';
import type { SourcePage } from './types';

/** Every page of a production build that search indexes (as the site's indexer chooses them), sorted by route. */
export function loadSourcePages(buildDir: string): SourcePage[] {
  return builtPages(buildDir)
    .filter((page) => isIndexedRoute(page.route))
    .map((page) => ({ route: page.route, html: readFileSync(page.file, 'utf8') }));
}
