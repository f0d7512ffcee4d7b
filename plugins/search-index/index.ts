import type { LoadContext, Plugin } from '@docusaurus/types';
import { writeSearchIndex } from './build-index';

export interface SearchIndexOptions {
  /** False when the hosted DocSearch service is configured: then no local index is built. */
  enabled: boolean;
}

/** Writes the offline search index after the production build (see build-index.ts). */
export default function searchIndexPlugin(_context: LoadContext, options: SearchIndexOptions): Plugin {
  return {
    name: 'search-index',
    async postBuild({ outDir, routesPaths }) {
      if (!options.enabled) return;
      const start = Date.now();
      const result = writeSearchIndex(outDir, routesPaths);
      console.log(
        `[search-index] ${result.records} records from ${result.pages} pages, ` +
          `${Math.round(result.bytes / 1024)} KB, in ${Date.now() - start} ms: ${result.indexPath}`,
      );
    },
  };
}
