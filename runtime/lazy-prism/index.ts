import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import webpack from 'webpack';

/**
 * Keeps Prism out of the JavaScript every page runs at first load.
 *
 * Docusaurus 2.4.1's theme registers a client module that imports Prism
 * (140 KB raw, with its bundled grammars) and adds the configured languages
 * at startup, so every page evaluated it before hydrating: about 80 ms of
 * main-thread time on a guide before Lighthouse's 4x slowdown, on pages with
 * no code at all. Yet every code block's highlighted markup is already in the
 * HTML the server rendered.
 *
 * In the browser build that client module becomes an empty one
 * (`client/no-startup-languages.ts`). The ejected code block
 * (`theme/CodeBlock/Content/String.tsx`) keeps the server's markup when
 * it hydrates, and loads Prism (`client/prism.ts`) only when it renders a
 * block the HTML did not hold, after a client-side navigation. The server
 * build is unchanged: it highlights every block with the stock module's
 * languages.
 */
const STOCK_STARTUP_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'lazy-prism',
    // theme/CodeBlock/Content/String.tsx: the code block that loads Prism only when it must highlight.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          new webpack.NormalModuleReplacementPlugin(
            STOCK_STARTUP_MODULE,
            path.join(__dirname, 'client', 'no-startup-languages.ts'),
          ),
        ],
      };
    },
  };
}
