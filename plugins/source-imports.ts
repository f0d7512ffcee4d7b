import type { Plugin } from '@docusaurus/types';
import type { RuleSetRule } from 'webpack';

const RAW_QUERY = /raw/;

/**
 * Lets a page import a file's text with `import text from './file.ts?raw'`.
 * Pages show code samples this way, so a sample stays a real source file that
 * `tsc` checks instead of a string nobody compiles.
 */
export default function sourceImportsPlugin(): Plugin {
  return {
    name: 'source-imports',
    configureWebpack(config) {
      // Keep the site's own loaders (Babel for .ts, CSS modules...) off `?raw` imports.
      for (const rule of config.module?.rules ?? []) {
        if (rule && typeof rule === 'object' && !(rule as RuleSetRule).resourceQuery) {
          (rule as RuleSetRule).resourceQuery = { not: [RAW_QUERY] };
        }
      }
      return {
        module: { rules: [{ resourceQuery: RAW_QUERY, type: 'asset/source' }] },
      };
    },
  };
}
