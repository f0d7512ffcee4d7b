import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import webpack from 'webpack';

/**
 * Creates a route's component when that route is first preloaded or
 * rendered, not every route's at startup.
 *
 * Docusaurus 2.4.1's generated route table calls `ComponentCreator(path,
 * hash)` for every route while `main.js` is evaluated: each call flattens the
 * route's chunk names, looks each one up in the registry and creates a
 * react-loadable component class. With 475 routes that was about 30 ms of
 * every page's startup before Lighthouse's 4x slowdown (scripts/profile-page.ts),
 * though a page renders one route, and it grows with every page added.
 *
 * In the browser build `@docusaurus/ComponentCreator` becomes
 * `client/ComponentCreator.tsx`, which returns a small component per route and
 * calls the stock ComponentCreator the first time the route is preloaded (as
 * Docusaurus does before hydrating and before a client-side navigation) or
 * rendered. The server build keeps the stock module.
 */
const STOCK_REQUEST = /^@docusaurus\/ComponentCreator$/;

export default function lazyRoutesPlugin(): Plugin {
  return {
    name: 'lazy-routes',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          new webpack.NormalModuleReplacementPlugin(
            STOCK_REQUEST,
            path.join(__dirname, 'client', 'ComponentCreator.tsx'),
          ),
        ],
      };
    },
  };
}
