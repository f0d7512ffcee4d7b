/**
 * Search, in one folder: this plugin writes the offline index after the
 * production build (indexer/), ships the client that answers from it
 * (client/) and the search bar and /search page that show results (theme/,
 * which replace theme-search-algolia's components of the same names).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { writeSearchIndex } from '../../packages/search';

export interface SearchPluginOptions {
  /** False when the hosted DocSearch service is configured: then no offline index is built. */
  offline: boolean;
}

export default function searchPlugin(_context: LoadContext, options: SearchPluginOptions): Plugin {
  return {
    name: 'search',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async postBuild({ outDir, routesPaths }) {
      if (!options.offline) return;
      const start = Date.now();
      const result = await writeSearchIndex(outDir, routesPaths);
      console.log(
        `[search] ${result.records} records from ${result.pages} pages, ` +
          `${result.files} files, ${Math.round(result.bytes / 1024)} KB (${result.cached} pages' records from the cache), in ${Date.now() - start} ms`,
      );
    },
  };
}
